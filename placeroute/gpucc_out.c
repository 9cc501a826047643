/* GPU-CC outputs for people: the text report of a mapping (vgiwcc
 * --target=gpucc --emit=report) and its picture (--emit=svg). */
#include <inttypes.h>
#include <string.h>

#include "vgiw/gpucc.h"

static char
lane_name(uint32_t l)
{
	return l == PROG_GPUCC_NO_LANE ? '-' : (char)('A' + l);
}

static void
unit_name(const GpuccMap *m, uint32_t u, char *buf, size_t n)
{
	if (u < m->sm.ncores)
		snprintf(buf, n, "core %u", u);
	else
		snprintf(buf, n, "lsu %u", u - m->sm.ncores);
}

static void
print_static(FILE *out, const ProgGpuccIn *in)
{
	switch (in->kind) {
	case DIN_IMM:
		if (in->type == IT_F32) {
			float v;
			uint32_t b = (uint32_t)in->imm;
			memcpy(&v, &b, sizeof v);
			fprintf(out, "%.9g", (double)v);
		} else if (in->type == IT_F64) {
			double v;
			memcpy(&v, &in->imm, sizeof v);
			fprintf(out, "%.17g", v);
		} else {
			unsigned w = 8 * isa_type_size((IsaType)in->type);
			uint64_t v = in->imm;
			if (w && w < 64 && (v >> (w - 1)) & 1)
				v |= ~0ull << w;
			fprintf(out, "%" PRId64, (int64_t)v);
		}
		break;
	case DIN_PARAM:
		fprintf(out, "$%u", in->src);
		break;
	case DIN_SYM:
		if (in->src == ISYM_LOCAL)
			fprintf(out, "&local+%" PRIu64, in->imm);
		else
			fprintf(out, "&sym%u+%" PRIu64, in->src, in->imm);
		break;
	default:
		fputs("?", out);
	}
}

static void
print_unit(FILE *out, const GpuccMap *m, uint32_t u)
{
	const ProgGpuccUnit *p = &m->sm.units[u];
	char name[32], src[32];

	unit_name(m, u, name, sizeof name);
	fprintf(out, "  %-8s copy %u  pos %2u  %s.%s", name, p->copy, m->sm.pos[u],
	        vgiw_op_info[p->op].mnemonic, isa_type_name[p->type]);
	if (p->op == OP_TID)
		fprintf(out, " %s", isa_coord_name[p->imm]);
	else if (p->op == OP_ICMP || p->op == OP_FCMP)
		fprintf(out, " %s", isa_pred_name(p->imm));
	else if (p->op == OP_ATOM)
		fprintf(out, " %s", isa_atomic_name[p->imm]);
	if (u >= m->sm.ncores)
		fprintf(out, " %s", isa_aspace_name(p->aspace));
	for (uint32_t s = 0; s < p->nin; s++) {
		const ProgGpuccIn *in = &p->in[s];
		const char *what = "";

		fputs(s ? ", " : " ", out);
		if (p->flags & ISAF_PREDICATED && s + 1 == p->nin)
			what = "if ";
		if (in->kind == DIN_NODE || in->kind == DIN_ORDER) {
			unit_name(m, in->src, src, sizeof src);
			fprintf(out, "%s%s%c(%s", what, in->kind == DIN_ORDER ? "trigger " : "",
			        lane_name(in->lane), src);
			if (in->delay)
				fprintf(out, " delay %u", in->delay);
			fputc(')', out);
		} else {
			fputs(what, out);
			print_static(out, in);
		}
		/* Fermi's [reg+imm]: the offset belongs to the address */
		if (s == 0 && u >= m->sm.ncores && p->offset)
			fprintf(out, "%+" PRId32, p->offset);
	}
	if (p->speculative)
		fputs(" speculative", out);
	if (p->warmup)
		fprintf(out, " warmup %u", p->warmup);
	if (p->out_lane != PROG_GPUCC_NO_LANE)
		fprintf(out, " -> %c", lane_name(p->out_lane));
	if (p->order_after) {
		unit_name(m, p->order_after - 1, src, sizeof src);
		fprintf(out, "  after %s", src);
	}
	if (p->line)
		fprintf(out, "  ; line %u", p->line);
	fputc('\n', out);
}

void
gpucc_write_report(FILE *out, const GpuccMap *m)
{
	uint32_t nunits = m->sm.ncores + m->sm.nlsus;

	fprintf(out, "kernel %s: GPU-CC, %u cop%s\n", m->kernel ? m->kernel : "?",
	        m->sm.copies, m->sm.copies == 1 ? "y" : "ies");
	fprintf(out, "  per copy: %u of %u cores, %u of %u load/store units\n",
	        m->cores_per_copy, m->sm.ncores, m->lsus_per_copy, m->sm.nlsus);
	for (uint32_t c = 0; c < m->sm.copies; c++)
		fprintf(out, "  copy %u: %u lane%s\n", c, m->copy_lanes[c],
		        m->copy_lanes[c] == 1 ? "" : "s");
	fprintf(out, "  all copies: %u of %u cores, %u of %u load/store units, "
	        "%u of %u lanes, %u connections\n",
	        m->cores_per_copy * m->sm.copies, m->sm.ncores,
	        m->lsus_per_copy * m->sm.copies, m->sm.nlsus, m->lanes_used,
	        m->sm.nlanes, m->nnets);
	if (m->sm.linear)
		fputs("  stream reuse reads gid.x as the linear thread index: "
		      "one-dimensional launches only\n", out);
	/* in line order: the lanes read left to right */
	for (uint32_t p = 0; p < nunits; p++) {
		uint32_t u = m->at[p];

		if (m->sm.units[u].op != PROG_GPUCC_UNUSED)
			print_unit(out, m, u);
	}
}

/* ---- SVG ---- */

enum { CELL = 28, GAP = 4, TOP = 40, BOX = 36, TRACK = 18, LEFT = 40 };

static const char *const copy_colour[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
	"#e377c2", "#17becf"
};

static int
x_of(uint32_t pos)
{
	return LEFT + (int)pos * (CELL + GAP) + CELL / 2;
}

int
gpucc_write_svg(FILE *out, const GpuccMap *m)
{
	uint32_t nunits = m->sm.ncores + m->sm.nlsus;
	uint32_t lanes = m->sm.nlanes > m->lanes_used ? m->sm.nlanes : m->lanes_used;
	int w = LEFT * 2 + (int)nunits * (CELL + GAP);
	int ytrack = TOP + BOX + 24;
	int h = ytrack + (int)lanes * TRACK + 40;

	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	        "height=\"%d\" font-family=\"sans-serif\" font-size=\"9\">\n", w, h);
	fprintf(out, "<text x=\"%d\" y=\"16\" font-size=\"13\">%s: %u cop%s, "
	        "%u cores + %u LSUs per copy, %u of %u lanes</text>\n", LEFT,
	        m->kernel ? m->kernel : "?", m->sm.copies,
	        m->sm.copies == 1 ? "y" : "ies", m->cores_per_copy,
	        m->lsus_per_copy, m->lanes_used, m->sm.nlanes);
	/* lanes first, so units and connections draw over them */
	for (uint32_t l = 0; l < lanes; l++) {
		int y = ytrack + (int)l * TRACK;

		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"#ddd\" stroke-width=\"6\"/>\n", LEFT - 8, y, w - LEFT, y);
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"12\"%s>%c</text>\n",
		        LEFT - 24, y + 4, l >= m->sm.nlanes ? " fill=\"red\"" : "",
		        (char)('A' + l));
	}
	for (uint32_t p = 0; p < nunits; p++) {
		uint32_t u = m->at[p];
		const ProgGpuccUnit *pu = &m->sm.units[u];
		int lsu = u >= m->sm.ncores, used = pu->op != PROG_GPUCC_UNUSED;
		int x = x_of(p) - CELL / 2;
		const char *fill = !used ? "#f4f4f4" : lsu ? "#fde0b0" : "#cfe3f7";

		fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		        "fill=\"%s\" stroke=\"%s\"/>\n", x, TOP, CELL, BOX, fill,
		        used ? copy_colour[pu->copy % 8] : "#bbb");
		fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s%u</text>\n",
		        x_of(p), TOP - 4, lsu ? "L" : "C",
		        lsu ? u - m->sm.ncores : u);
		if (used)
			fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s"
			        "</text>\n", x_of(p), TOP + BOX / 2 + 3,
			        vgiw_op_info[pu->op].mnemonic);
	}
	for (uint32_t k = 0; k < m->nnets; k++) {
		const GpuccNet *n = &m->nets[k];
		int y = ytrack + (int)n->lane * TRACK;
		const char *col = copy_colour[n->copy % 8];

		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\" stroke-width=\"3\"/>\n", x_of(n->lo), y,
		        x_of(n->hi), y, col);
		/* the producer drives the lane (a dot), consumers tap it */
		fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
		        "stroke=\"%s\"/>\n<circle cx=\"%d\" cy=\"%d\" r=\"3\" "
		        "fill=\"%s\"/>\n", x_of(m->sm.pos[n->unit]), TOP + BOX,
		        x_of(m->sm.pos[n->unit]), y, col, x_of(m->sm.pos[n->unit]), y, col);
		for (uint32_t u = 0; u < m->sm.ncores + m->sm.nlsus; u++) {
			const ProgGpuccUnit *pu = &m->sm.units[u];
			int uses = 0;

			for (uint32_t s = 0; s < pu->nin && pu->op != PROG_GPUCC_UNUSED; s++)
				uses |= (pu->in[s].kind == DIN_NODE || pu->in[s].kind == DIN_ORDER) &&
				        pu->in[s].src == n->unit;
			if (uses)
				fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
				        "stroke=\"%s\" stroke-dasharray=\"2,2\"/>\n",
				        x_of(m->sm.pos[u]), y, x_of(m->sm.pos[u]), TOP + BOX, col);
		}
	}
	fputs("</svg>\n", out);
	return ferror(out) ? -1 : 0;
}
