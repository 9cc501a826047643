/* The text form of a .cfg (vgiwdump, vgiwcc --emit=asm): everything the
 * container holds, in a stable order and with nothing that depends on
 * allocation, so golden tests compare it and a decoded program dumps
 * exactly as the one it was encoded from. */
#include <inttypes.h>
#include <string.h>

#include "cfg_int.h"

static const char *
nz(const char *s)
{
	return s ? s : "";
}

static void
cell_txt(FILE *out, const Program *p, uint32_t c)
{
	if (p->grid_cols)
		fprintf(out, "(%u,%u)", c / p->grid_cols, c % p->grid_cols);
	else
		fprintf(out, "(cell %u)", c);
}

static void
print_imm(FILE *out, unsigned type, uint64_t bits)
{
	if (type == IT_F32) {
		float v;
		uint32_t b32 = (uint32_t)bits;

		memcpy(&v, &b32, sizeof v);
		fprintf(out, "%.9g", (double)v);
	} else if (type == IT_F64) {
		double v;

		memcpy(&v, &bits, sizeof v);
		fprintf(out, "%.17g", v);
	} else if (type == IT_I1)
		fputs(bits & 1 ? "true" : "false", out);
	else if (type == IT_I8)
		fprintf(out, "%d", (int)(int8_t)bits);
	else if (type == IT_I16)
		fprintf(out, "%d", (int)(int16_t)bits);
	else if (type == IT_I32)
		fprintf(out, "%" PRId32, (int32_t)bits);
	else
		fprintf(out, "%" PRId64, (int64_t)bits);
}

static void
print_input(FILE *out, const ProgKernel *k, const DfgInput *in)
{
	switch (in->kind) {
	case DIN_NODE:
		fprintf(out, "n%u%s", in->src, in->imm == SGMF_STEER_TRUE ? ".true" :
		        in->imm == SGMF_STEER_FALSE ? ".false" : "");
		break;
	case DIN_ORDER:
		fprintf(out, "order(n%u%s)", in->src, in->imm == SGMF_STEER_TRUE ?
		        ".true" : in->imm == SGMF_STEER_FALSE ? ".false" : "");
		break;
	case DIN_IMM:
		print_imm(out, in->type, in->imm);
		fprintf(out, ":%s", cfg_type_name(in->type));
		break;
	case DIN_PARAM:
		if (in->src < k->nparams && k->params[in->src].name)
			fprintf(out, "$%s", k->params[in->src].name);
		else
			fprintf(out, "$%u", in->src);
		break;
	case DIN_SYM:
		if (in->src == ISYM_LOCAL)
			fprintf(out, "&local+%" PRIu64, in->imm);
		else if (in->src >= 1 && in->src <= k->nsymbols && k->symbols[in->src].name)
			fprintf(out, "&%s+%" PRIu64, k->symbols[in->src].name, in->imm);
		else
			fprintf(out, "&g%u+%" PRIu64, in->src, in->imm);
		break;
	default:
		fputs("none", out);
	}
}

static void
print_node(FILE *out, const ProgKernel *k, const DfgNode *d)
{
	fputs(d->op < OP_COUNT ? vgiw_op_info[d->op].mnemonic : "?", out);
	if (d->type != IT_VOID)
		fprintf(out, ".%s", cfg_type_name(d->type));
	switch (d->op) {
	case OP_ICMP: case OP_FCMP:
		fprintf(out, " %s", cfg_pred_name(d->imm));
		break;
	case OP_ATOM:
		fprintf(out, " %s", cfg_atomic_name(d->imm));
		break;
	case OP_TID:
		fprintf(out, " %s", cfg_coord_name(d->imm));
		break;
	case OP_SHFL:
		fprintf(out, " %s", d->imm >= 0 && d->imm < ISA_SHFL_COUNT ?
		        isa_shfl_name[d->imm] : "?");
		break;
	case OP_VOTE:
		fprintf(out, " %s", d->imm >= 0 && d->imm < ISA_VOTE_COUNT ?
		        isa_vote_name[d->imm] : "?");
		break;
	case OP_LVLD: case OP_LVST:
		if (d->lv)
			fprintf(out, " lv%u", d->lv);
		fprintf(out, " #%" PRId64, d->imm);
		break;
	case OP_TRAP:
		fprintf(out, " assert %" PRId64, d->imm);
		break;
	default:
		if (d->imm)
			fprintf(out, " [%" PRId64 "]", d->imm);
	}
	if (d->op == OP_LD || d->op == OP_ST || d->op == OP_ATOM || d->op == OP_CAS)
		fprintf(out, " %s", cfg_aspace_name(d->aspace));
	else if (d->aspace)
		fprintf(out, " aspace %u", d->aspace);
	if (d->align)
		fprintf(out, " align %u", d->align);
	if (d->flags)
		fprintf(out, " flags 0x%02x", d->flags);
	for (uint32_t s = 0; s < d->nin && s < DFG_MAX_IN; s++) {
		fputs(s ? ", " : " ", out);
		print_input(out, k, &d->in[s]);
	}
	if (d->kir || d->line)
		fprintf(out, "  ; kir %u line %u", d->kir, d->line);
}

static void
print_ids(FILE *out, const uint32_t *ids, uint32_t n)
{
	if (!n)
		fputs(" -", out);
	for (uint32_t i = 0; i < n; i++)
		fprintf(out, " #%u", ids[i]);
}

static void
print_symbol(FILE *out, uint32_t i, const ProgSymbol *s)
{
	fprintf(out, "  symbol %u @%s: %s, size %" PRIu64 ", align %u", i,
	        nz(s->name), cfg_aspace_name(s->aspace), s->size, s->align);
	if (!s->init) {
		fputs(", zero\n", out);
		return;
	}
	/* the first bytes, and a CRC of all of them: short and still exact */
	fputs(", init", out);
	for (uint64_t b = 0; b < s->size && b < 16; b++)
		fprintf(out, " %02x", s->init[b]);
	if (s->size > 16)
		fprintf(out, " ... (crc32 %08x)", cfg_crc32(0, s->init, (size_t)s->size));
	fputc('\n', out);
}

static void
print_switches(FILE *out, const Program *p, const ProgBlock *b)
{
	CfgSwitches sw;

	if (cfg_switches(p, b, &sw)) {
		fputs("  switches: (routes inconsistent)\n", out);
		cfg_switches_free(&sw);
		return;
	}
	fputs("  switches:\n", out);
	for (uint32_t c = 0; c < sw.cells; c++) {
		int any = 0;

		for (uint32_t port = 0; port < 8 * sw.channels + DFG_MAX_IN; port++) {
			uint16_t sel = port < 8 * sw.channels ?
			               sw.out[(size_t)c * 8 * sw.channels + port] :
			               sw.slot[c * DFG_MAX_IN + port - 8 * sw.channels];
			if (!sel)
				continue;
			if (!any) {
				fputs("    ", out);
				cell_txt(out, p, c);
				fputc(':', out);
				any = 1;
			}
			if (port < 8 * sw.channels)
				fprintf(out, " %s.%u", cfg_dir_name[port / sw.channels],
				        port % sw.channels);
			else
				fprintf(out, " in%u", port - 8 * sw.channels);
			uint32_t from = sel >> 8 & 0xf, ch = sel & 0x3f;
			if (from == CFG_SEL_UNIT)
				fputs("<-unit", out);
			else
				fprintf(out, "<-%s.%u", cfg_dir_name[from & 7], ch);
		}
		if (any)
			fputc('\n', out);
	}
	cfg_switches_free(&sw);
}

static void
dump_block(FILE *out, const Program *p, uint32_t ki, const ProgKernel *k,
           const ProgBlock *b)
{
	const DfgBlock *g = &b->graph;
	uint32_t stride = g->nnodes + 1;

	fprintf(out, "block %u of kernel %u %s", b->id, ki, nz(k->name));
	if (g->block)
		fprintf(out, " (kir block %u)", g->block);
	fputc('\n', out);
	/* counted here, not taken from g->count, which builders may leave stale */
	uint32_t count[UC_COUNT] = { 0 };
	for (uint32_t n = 1; n <= g->nnodes; n++)
		if (g->nodes[n].op < OP_COUNT && vgiw_op_info[g->nodes[n].op].unit < UC_COUNT)
			count[vgiw_op_info[g->nodes[n].op].unit]++;
	fputs("  units:", out);
	for (int c = 0; c < UC_COUNT; c++)
		fprintf(out, " %s %u", vgiw_unit_name[c], count[c]);
	fputc('\n', out);
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		fprintf(out, "  n%u = ", n);
		print_node(out, k, &g->nodes[n]);
		fputc('\n', out);
	}
	if (!b->cell) {
		fputs("  not placed\n", out);
		return;
	}
	for (uint32_t r = 0; r < b->replicas; r++) {
		fprintf(out, "  replica %u:", r);
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			fprintf(out, " n%u", n);
			cell_txt(out, p, b->cell[(size_t)r * stride + n]);
		}
		fputc('\n', out);
	}
	for (uint32_t e = 0; e < b->nnets; e++) {
		const ProgNet *net = &b->nets[e];

		fprintf(out, "  net %u: n%u.r%u hops", e, net->src, net->replica);
		if (!net->nhops)
			fputs(" -", out);
		for (uint32_t i = 0; i < net->nhops && net->hop + i < b->nhops; i++) {
			const ProgHop *h = &b->hops[net->hop + i];

			fputc(' ', out);
			cell_txt(out, p, h->cell);
			fprintf(out, "%s.%u", h->dir < 8 ? cfg_dir_name[h->dir] : "?",
			        h->channel);
		}
		fputs("; sinks", out);
		for (uint32_t i = 0; i < net->nsinks && net->sink + i < b->nsinks; i++) {
			const ProgSink *s = &b->sinks[net->sink + i];

			fprintf(out, " n%u.%u@%u", s->node, s->slot, s->hops);
		}
		fputc('\n', out);
	}
	if (p->grid_cols)
		print_switches(out, p, b);
}

static void
lane_txt(FILE *out, uint32_t lane)
{
	if (lane < 26)
		fputc('A' + (int)lane, out);
	else
		fprintf(out, "L%u", lane);
}

static void
unit_txt(FILE *out, const ProgGpucc *g, uint32_t u)
{
	if (u < g->ncores)
		fprintf(out, "core %u", u);
	else
		fprintf(out, "lsu %u", u - g->ncores);
}

/* One line per unit, in unit order: `core 3 copy 0 pos 4: imul.i32
 * D(core 4), A(core 2) -> B`, static inputs as in a block's nodes,
 * `trigger` before a trigger token, `if` before a predicate. */
static void
dump_gpucc(FILE *out, uint32_t ki, const ProgKernel *k, const ProgGpucc *g)
{
	uint32_t nunits = g->ncores + g->nlsus, used = 0;
	uint64_t lanes = 0;

	for (uint32_t u = 0; u < nunits; u++)
		if (g->units[u].op != PROG_GPUCC_UNUSED) {
			used++;
			if (g->units[u].out_lane < 64)
				lanes |= 1ull << g->units[u].out_lane;
		}
	fprintf(out, "gpucc kernel %u %s: copies %u, cores %u, lsus %u, lanes %u, "
	        "units used %u%s, lanes used", ki, nz(k->name), g->copies,
	        g->ncores, g->nlsus, g->nlanes, used, g->linear ? ", linear" : "");
	if (!lanes)
		fputs(" -", out);
	for (uint32_t l = 0; l < 64; l++)
		if (lanes >> l & 1) {
			fputc(' ', out);
			lane_txt(out, l);
		}
	fputc('\n', out);
	for (uint32_t u = 0; u < nunits; u++) {
		const ProgGpuccUnit *x = &g->units[u];

		fputs("  ", out);
		unit_txt(out, g, u);
		if (x->op == PROG_GPUCC_UNUSED) {
			fprintf(out, " pos %u: unused\n", g->pos[u]);
			continue;
		}
		fprintf(out, " copy %u pos %u: ", x->copy, g->pos[u]);
		/* the opcode, type, immediate, memory fields and flags exactly as
		 * a block's node prints them */
		DfgNode d = { .op = x->op, .type = x->type, .flags = x->flags,
		              .aspace = x->aspace, .align = x->align, .imm = x->imm };
		print_node(out, k, &d);
		for (uint32_t s = 0; s < x->nin && s < PROG_GPUCC_MAX_IN; s++) {
			const ProgGpuccIn *in = &x->in[s];

			fputs(s ? ", " : " ", out);
			if ((x->flags & ISAF_PREDICATED) && s + 1 == x->nin)
				fputs("if ", out);
			if (in->kind == DIN_NODE || in->kind == DIN_ORDER) {
				if (in->kind == DIN_ORDER)
					fputs("trigger ", out);
				lane_txt(out, in->lane);
				fputc('(', out);
				unit_txt(out, g, in->src);
				fprintf(out, ").%s", cfg_type_name(in->type));
				if (in->delay)
					fprintf(out, "@-%u", in->delay);
			} else {
				DfgInput di = { .kind = in->kind, .type = in->type,
				                .src = in->src, .imm = in->imm };
				print_input(out, k, &di);
			}
			if (s == 0 && x->offset)
				fprintf(out, "%+d", x->offset);
		}
		fputs(" ->", out);
		if (x->out_lane == PROG_GPUCC_NO_LANE)
			fputs(" -", out);
		else {
			fputc(' ', out);
			lane_txt(out, x->out_lane);
		}
		if (x->speculative)
			fputs(" speculative", out);
		if (x->warmup)
			fprintf(out, " warmup %u", x->warmup);
		if (x->order_after) {
			fputs(" after ", out);
			unit_txt(out, g, x->order_after - 1);
		}
		if (x->node || x->line)
			fprintf(out, "  ; n%u line %u", x->node, x->line);
		fputc('\n', out);
	}
}

static void
simt_reg(FILE *out, uint32_t r, unsigned type)
{
	if (type < IT_COUNT && isa_type_size((IsaType)type) > 4)
		fprintf(out, "r%u:%u", r, r + 1);
	else
		fprintf(out, "r%u", r);
}

/* A SIMT kernel: one line per instruction, "  pc: rD = op.type inputs",
 * "? T : F reconv R" for a branch, the target of a jump, the source line. */
static void
dump_simt(FILE *out, uint32_t ki, const ProgKernel *k, const ProgSimt *s)
{
	fprintf(out, "simt kernel %u %s: registers %u, instructions %u\n", ki,
	        nz(k->name), s->nregs, s->ninsts);
	for (uint32_t pc = 0; pc < s->ninsts; pc++) {
		const ProgSimtInst *x = &s->insts[pc];
		DfgNode d = { .op = x->op, .type = x->type, .flags = x->flags,
		              .aspace = x->aspace, .align = x->align, .imm = x->imm };

		fprintf(out, "  %u: ", pc);
		if (x->dst != PROG_SIMT_NO_REG) {
			simt_reg(out, x->dst, x->type);
			fputs(" = ", out);
		}
		print_node(out, k, &d);
		for (uint32_t j = 0; j < x->nin && j < PROG_SIMT_MAX_IN; j++) {
			fputs(j ? ", " : " ", out);
			if (x->in[j].kind == DIN_REG)
				simt_reg(out, x->in[j].src, x->in[j].type);
			else
				print_input(out, k, &x->in[j]);
			if (j == 0 && x->offset)
				fprintf(out, "%+d", x->offset);
		}
		if (x->op == OP_BR) {
			fprintf(out, " ? %u : %u reconv ", x->target[0], x->target[1]);
			if (x->reconv == PROG_SIMT_EXIT)
				fputs("exit", out);
			else
				fprintf(out, "%u", x->reconv);
		} else if (x->op == OP_JMP)
			fprintf(out, " %u", x->target[0]);
		if (x->line)
			fprintf(out, "  ; line %u", x->line);
		fputc('\n', out);
	}
}

void
cfg_dump(FILE *out, const Program *p)
{
	const TargetInfo *ti = target_info(p->target);

	fprintf(out, "cfg version %u target %s\n", CFG_VERSION, ti ? ti->name : "?");
	fprintf(out, "arch %016" PRIx64 " grid %ux%u channels %u neighbours %u\n",
	        p->arch_fingerprint, p->grid_rows, p->grid_cols, p->channels,
	        p->neighbours);
	fprintf(out, "compiler \"%s\"\n", nz(p->compiler));
	for (uint32_t ki = 0; ki < p->nkernels; ki++) {
		const ProgKernel *k = &p->kernels[ki];

		fprintf(out, "kernel %u %s\n", ki, nz(k->name));
		if (k->source)
			fprintf(out, "  source %s\n", k->source);
		for (uint32_t i = 0; i < k->nparams; i++) {
			const ProgParam *pa = &k->params[i];
			static const char *const kind[] = { "scalar", "pointer", "byval" };

			fprintf(out, "  param %u $%s: %s %s", i, nz(pa->name),
			        pa->kind <= PARAM_BYVAL ? kind[pa->kind] : "?",
			        cfg_type_name(pa->type));
			if (pa->kind != PARAM_SCALAR)
				fprintf(out, " %s", cfg_aspace_name(pa->aspace));
			if (pa->noalias)
				fputs(" noalias", out);
			fprintf(out, ", size %u, align %u\n", pa->size, pa->align);
		}
		for (uint32_t i = 1; i <= k->nsymbols; i++)
			print_symbol(out, i, &k->symbols[i]);
		fprintf(out, "  local bytes %u, live-value IDs %u, blocks %u\n",
		        k->local_bytes, k->lv_ids, k->nblocks);
		for (uint32_t i = 0; i < k->nasserts; i++)
			fprintf(out, "  assert %u \"%s\" file \"%s\" line %u function \"%s\"\n",
			        i, nz(k->asserts[i].message), nz(k->asserts[i].file),
			        k->asserts[i].line, nz(k->asserts[i].func));
		if (k->sgmf)
			fprintf(out, "  sgmf threads %u, steers %u, merges %u\n",
			        k->sgmf->threads, k->sgmf->steers, k->sgmf->merges);
		for (uint32_t bi = 0; bi < k->nblocks; bi++) {
			const ProgBlock *b = &k->blocks[bi];

			fprintf(out, "  block %u ->", b->id);
			if (!b->nsucc)
				fputs(" exit", out);
			for (uint32_t s = 0; s < b->nsucc && s < 2; s++)
				fprintf(out, "%s %u", s ? "," : "", b->succ[s]);
			if (b->barrier)
				fputs(" barrier", out);
			fprintf(out, " replicas %u", b->replicas);
			if (b->part_of != b->id)
				fprintf(out, " part-of %u", b->part_of);
			fputs(" reads", out);
			print_ids(out, b->lv_reads, b->nlv_reads);
			fputs(" writes", out);
			print_ids(out, b->lv_writes, b->nlv_writes);
			fputc('\n', out);
		}
	}
	for (uint32_t ki = 0; ki < p->nkernels; ki++)
		for (uint32_t bi = 0; bi < p->kernels[ki].nblocks; bi++)
			dump_block(out, p, ki, &p->kernels[ki], &p->kernels[ki].blocks[bi]);
	for (uint32_t ki = 0; ki < p->nkernels; ki++)
		if (p->kernels[ki].gpucc)
			dump_gpucc(out, ki, &p->kernels[ki], p->kernels[ki].gpucc);
	for (uint32_t ki = 0; ki < p->nkernels; ki++)
		if (p->kernels[ki].simt)
			dump_simt(out, ki, &p->kernels[ki], p->kernels[ki].simt);
}
