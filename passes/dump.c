/* The dumps behind vgiwcc --emit=blocks|dfg|dot: block IDs and live values,
 * per-block DFG listings, Graphviz pictures of the DFGs, and the SIMT
 * stream of --dump-after=simt|regalloc. Stable text
 * (no pointers, nothing that depends on allocation), checked by golden
 * tests. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

static const char *
bname(const KirBlock *bl)
{
	return bl->name ? bl->name : "(unnamed)";
}

static void
print_imm(StrBuf *b, IsaType type, uint64_t bits)
{
	if (type == IT_F32) {
		float v;
		uint32_t b32 = (uint32_t)bits;

		memcpy(&v, &b32, sizeof v);
		strbuf_printf(b, "%.9g", (double)v);
	} else if (type == IT_F64) {
		double v;

		memcpy(&v, &bits, sizeof v);
		strbuf_printf(b, "%.17g", v);
	} else if (type == IT_I1)
		strbuf_printf(b, "%s", bits & 1 ? "true" : "false");
	else if (type == IT_I8)
		strbuf_printf(b, "%d", (int)(int8_t)bits);
	else if (type == IT_I16)
		strbuf_printf(b, "%d", (int)(int16_t)bits);
	else if (type == IT_I32)
		strbuf_printf(b, "%" PRId32, (int32_t)bits);
	else
		strbuf_printf(b, "%" PRId64, (int64_t)bits);
}

static void
print_sym(StrBuf *b, const KirModule *m, uint32_t sym, uint64_t off)
{
	if (sym == ISYM_LOCAL)
		strbuf_printf(b, "&local+%" PRIu64, off);
	else if (m && sym >= 1 && sym <= m->nglobals && m->globals[sym].name)
		strbuf_printf(b, "&%s+%" PRIu64, m->globals[sym].name, off);
	else
		strbuf_printf(b, "&g%u+%" PRIu64, sym, off);
}

/* A static input (immediate, parameter, symbol); 0 if it is a token. */
static int
print_static(StrBuf *b, const KirModule *m, const KirFunc *f,
             const DfgInput *in)
{
	switch (in->kind) {
	case DIN_IMM:
		print_imm(b, (IsaType)in->type, in->imm);
		return 1;
	case DIN_PARAM:
		if (in->src < f->nparams && f->params[in->src].name)
			strbuf_printf(b, "$%s", f->params[in->src].name);
		else
			strbuf_printf(b, "$%u", in->src);
		return 1;
	case DIN_SYM:
		print_sym(b, m, in->src, in->imm);
		return 1;
	}
	return 0;
}

static int
is_static_kind(uint8_t kind)
{
	return kind == DIN_IMM || kind == DIN_PARAM || kind == DIN_SYM;
}

static void
print_input(StrBuf *b, const KirModule *m, const KirFunc *f, const DfgInput *in)
{
	if (in->kind == DIN_NODE)
		strbuf_printf(b, "n%u", in->src);
	else if (in->kind == DIN_ORDER)
		strbuf_printf(b, "order(n%u)", in->src);
	else if (!print_static(b, m, f, in))
		strbuf_printf(b, "none");
}

static void
print_lv(StrBuf *b, uint32_t lv, int64_t id)
{
	if (lv)
		strbuf_printf(b, "lv%u#%" PRId64, lv, id);
	else
		strbuf_printf(b, "#%" PRId64, id);
}

/* "mnemonic.type attributes": everything of a node but its inputs. */
static void
print_opcode(StrBuf *b, const DfgNode *d)
{
	strbuf_printf(b, "%s", vgiw_op_info[d->op].mnemonic);
	if (d->type != IT_VOID)
		strbuf_printf(b, ".%s", isa_type_name[d->type]);
	switch (d->op) {
	case OP_ICMP: case OP_FCMP:
		strbuf_printf(b, " %s", isa_pred_name(d->imm));
		break;
	case OP_ATOM:
		if (d->imm >= 0 && d->imm < ISA_ATOM_COUNT)
			strbuf_printf(b, " %s", isa_atomic_name[d->imm]);
		break;
	case OP_TID:
		if (d->imm >= 0 && d->imm < ISA_COORD_COUNT)
			strbuf_printf(b, " %s", isa_coord_name[d->imm]);
		break;
	case OP_MUL24: case OP_MULHI:
		strbuf_printf(b, " %s", d->imm || (d->flags & ISAF_UNSIGNED) ? "u" : "s");
		break;
	case OP_LVLD: case OP_LVST:
		strbuf_printf(b, " ");
		print_lv(b, d->lv, d->imm);
		break;
	default:
		if (d->imm)
			strbuf_printf(b, " [%" PRId64 "]", d->imm);
	}
	if (d->op == OP_LD || d->op == OP_ST || d->op == OP_ATOM || d->op == OP_CAS)
		strbuf_printf(b, " %s", isa_aspace_name(d->aspace));
	if (d->flags & ISAF_VOLATILE)
		strbuf_printf(b, " volatile");
}

static void
print_units(FILE *out, const uint32_t count[UC_COUNT])
{
	for (int c = 0; c < UC_COUNT; c++)
		fprintf(out, "%s%s %u", c ? ", " : "", vgiw_unit_name[c], count[c]);
}

static void
print_params(FILE *out, const KirFunc *f)
{
	fprintf(out, "kernel %s(", f->name);
	for (uint32_t p = 0; p < f->nparams; p++) {
		const KirParam *pa = &f->params[p];

		fprintf(out, "%s%s", p ? ", " : "", isa_type_name[pa->type]);
		if (pa->type == IT_PTR && pa->aspace != AS_GENERIC)
			fprintf(out, " %s", isa_aspace_name(pa->aspace));
		if (pa->noalias)
			fputs(" noalias", out);
		if (pa->byval)
			fprintf(out, " byval(%u)", pa->byval);
		fprintf(out, " $%s", pa->name ? pa->name : "?");
	}
	fputs(")\n", out);
}

static void
print_lv_list(FILE *out, const char *what, const KirLive *live,
              const uint32_t *lvs, uint32_t n)
{
	fprintf(out, "  %s:", what);
	if (!n)
		fputs(" -", out);
	for (uint32_t k = 0; k < n; k++)
		fprintf(out, " lv%u#%u", lvs[k], live->lv[lvs[k]].id);
	fputc('\n', out);
}

void
pass_dump_blocks(FILE *out, const KirModule *m, const KirFunc *f,
                 const KirLive *live, const DfgFunc *dfg)
{
	uint32_t back = 0;

	print_params(out, f);
	for (uint32_t id = 0; id < f->nsched; id++) {
		uint32_t bi = f->sched[id];
		const KirBlock *bl = &f->blocks[bi];

		fprintf(out, "block %u %s", id, bname(bl));
		if (bl->term == KTERM_RET)
			fputs(" -> exit", out);
		for (uint32_t s = 0; s < kir_nedges(bl); s++) {
			int is_back = pass_is_back_edge(f, bi, bl->succ[s]);

			fprintf(out, "%s %u%s", s ? "," : " ->", f->blocks[bl->succ[s]].id,
			        is_back ? " (back)" : "");
			back += (uint32_t)is_back;
		}
		fputc('\n', out);
		if (bl->barrier)
			fputs("  barrier\n", out);
		if (bl->part_of) {
			/* the chain runs from its first block along the jumps */
			uint32_t k = 1, total = 0, x = bl->part_of;

			for (uint32_t y = 1; y <= f->nblocks; y++)
				total += f->blocks[y].part_of == bl->part_of;
			for (uint32_t steps = 0; x != bi && steps < total; steps++) {
				x = f->blocks[x].succ[0];
				k++;
			}
			fprintf(out, "  part %u/%u of %s\n", k, total,
			         bname(&f->blocks[bl->part_of]));
		}
		if (live && bi <= live->nblocks) {
			const LiveBlock *lb = &live->blocks[bi];

			print_lv_list(out, "live in", live, lb->live_in, lb->nlive_in);
			print_lv_list(out, "live out", live, lb->live_out, lb->nlive_out);
			print_lv_list(out, "lv reads", live, lb->reads, lb->nreads);
			fputs("  lv writes:", out);
			if (!lb->nwrites)
				fputs(" -", out);
			for (uint32_t w = 0; w < lb->nwrites; w++) {
				const LiveWrite *wr = &lb->writes[w];

				fprintf(out, "%s lv%u#%u <- ", w ? "," : "", wr->lv,
				        live->lv[wr->lv].id);
				kir_print_ref(out, f, m, wr->value);
				if (wr->when != LVW_ALWAYS)
					fprintf(out, " (to %u)",
					        f->blocks[bl->succ[wr->when - LVW_SUCC0]].id);
			}
			fputc('\n', out);
		}
		if (dfg && id < dfg->nblocks) {
			const DfgBlock *g = &dfg->blocks[id];

			fprintf(out, "  dfg: %u nodes (", g->nnodes);
			print_units(out, g->count);
			fputs(")\n", out);
		}
	}
	if (live) {
		fprintf(out, "live values: %u, IDs: %u\n", live->nlv, live->nids);
		for (uint32_t v = 1; v <= live->nlv; v++) {
			const LiveValue *lv = &live->lv[v];

			fprintf(out, "  lv%u#%u ", v, lv->id);
			kir_print_ref(out, f, m, KIR_REF(KREF_VAL, lv->inst));
			fprintf(out, "%s in block %u\n",
			        f->insts[lv->inst].op == OP_PHI ? " (phi)" : "",
			        f->blocks[lv->def_block].id);
		}
	}
	fprintf(out, "summary: %u blocks, %u live values, %u live-value IDs, "
	        "%u back edges\n", f->nsched, live ? live->nlv : 0,
	        live ? live->nids : 0, back);
}

void
pass_dump_dfg(FILE *out, const KirModule *m, const KirFunc *f,
              const DfgFunc *dfg)
{
	StrBuf b = { 0 };   /* one node's line, so the comments align */

	print_params(out, f);
	for (uint32_t id = 0; id < dfg->nblocks; id++) {
		const DfgBlock *g = &dfg->blocks[id];

		fprintf(out, "block %u %s\n", g->id, bname(&f->blocks[g->block]));
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *d = &g->nodes[n];

			strbuf_reset(&b);
			strbuf_printf(&b, "  n%u = ", n);
			print_opcode(&b, d);
			for (uint32_t s = 0; s < d->nin; s++) {
				strbuf_printf(&b, s ? ", " : " ");
				/* a predicated live-value store: the condition */
				if (d->op == OP_LVST && s == 1 && d->in[s].kind != DIN_ORDER)
					strbuf_printf(&b, "if %s", d->flags & DFN_WHEN_FALSE ? "!" : "");
				print_input(&b, m, f, &d->in[s]);
			}
			if (d->line) {
				while (b.len < 40)
					strbuf_putc(&b, ' ');
				strbuf_printf(&b, "  ; line %u", d->line);
			}
			fprintf(out, "%s\n", b.s);
		}
		fputs("  units: ", out);
		print_units(out, g->count);
		fputc('\n', out);
	}
	strbuf_free(&b);
}

static void
dot_escape(FILE *out, const char *s, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		if (s[k] == '"' || s[k] == '\\')
			fputc('\\', out);
		fputc(s[k], out);
	}
}

void
pass_dump_dot(FILE *out, const KirModule *m, const KirFunc *f,
              const DfgFunc *dfg)
{
	static const char *const shape[UC_COUNT] = {
		"box", "octagon", "parallelogram", "house", "ellipse", "diamond"
	};
	static const char *const colour[UC_COUNT] = {
		"#cfe2f3", "#f9cb9c", "#b6d7a8", "#ffe599", "#d9d2e9", "#eeeeee"
	};
	StrBuf b = { 0 };

	fputs("digraph \"", out);
	dot_escape(out, f->name, (uint32_t)strlen(f->name));
	fputs("\" {\n  node [fontname=\"monospace\", style=filled];\n", out);
	for (uint32_t id = 0; id < dfg->nblocks; id++) {
		const DfgBlock *g = &dfg->blocks[id];
		const char *name = bname(&f->blocks[g->block]);

		fprintf(out, "  subgraph cluster_%u {\n    label=\"%u ", g->id, g->id);
		dot_escape(out, name, (uint32_t)strlen(name));
		fputs("\";\n", out);
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *d = &g->nodes[n];
			uint32_t u = vgiw_op_info[d->op].unit;
			int first = 1;

			if (u >= UC_COUNT)
				u = UC_ALU;
			strbuf_reset(&b);
			strbuf_printf(&b, "n%u ", n);
			print_opcode(&b, d);
			/* static inputs have no edge: show them in the label */
			for (uint32_t s = 0; s < d->nin; s++) {
				if (is_static_kind(d->in[s].kind)) {
					strbuf_printf(&b, first ? "\n" : ", ");
					print_static(&b, m, f, &d->in[s]);
					first = 0;
				}
			}
			fprintf(out, "    b%u_n%u [label=\"", g->id, n);
			for (size_t k = 0; k < b.len; k++)
				if (b.s[k] == '\n')
					fputs("\\n", out);
				else
					dot_escape(out, &b.s[k], 1);
			fprintf(out, "\", shape=%s, fillcolor=\"%s\"];\n", shape[u],
			        colour[u]);
		}
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *d = &g->nodes[n];

			for (uint32_t s = 0; s < d->nin; s++) {
				if (d->in[s].kind == DIN_NODE)
					fprintf(out, "    b%u_n%u -> b%u_n%u;\n", g->id,
					        d->in[s].src, g->id, n);
				else if (d->in[s].kind == DIN_ORDER)
					fprintf(out, "    b%u_n%u -> b%u_n%u [style=dashed];\n",
					        g->id, d->in[s].src, g->id, n);
			}
		}
		fputs("  }\n", out);
	}
	fputs("}\n", out);
	strbuf_free(&b);
}

static void
simt_reg(StrBuf *b, const SimtCode *c, uint32_t r, IsaType t)
{
	if (!c->allocated)
		strbuf_printf(b, "v%u", r);
	else if (isa_type_size(t) > 4)
		strbuf_printf(b, "r%u:%u", r, r + 1);
	else
		strbuf_printf(b, "r%u", r);
}

void
pass_dump_simt(FILE *out, const KirModule *m, const KirFunc *f,
               const SimtCode *c)
{
	StrBuf b = { 0 };
	uint32_t block = SIMT_NONE;

	print_params(out, f);
	if (c->allocated)
		fprintf(out, "  %u instructions, %u registers, %u spilled values\n",
		        c->ninsts, c->nregs, c->nspilled);
	else
		fprintf(out, "  %u instructions, %u virtual registers\n", c->ninsts,
		        c->nvregs);
	for (uint32_t pc = 0; pc < c->ninsts; pc++) {
		const SimtInst *x = &c->insts[pc];
		DfgNode d = { .op = x->op, .type = x->type, .flags = x->flags,
		              .aspace = x->aspace, .imm = x->imm };

		if (x->block != block) {
			block = x->block;
			fprintf(out, "block %u %s\n", block, block < f->nsched ?
			        bname(&f->blocks[f->sched[block]]) : "?");
		}
		strbuf_reset(&b);
		strbuf_printf(&b, "  %4u: ", pc);
		if (x->dst != SIMT_NONE) {
			simt_reg(&b, c, x->dst, (IsaType)x->type);
			strbuf_printf(&b, " = ");
		}
		print_opcode(&b, &d);
		for (uint32_t s = 0; s < x->nin && s < SIMT_MAX_IN; s++) {
			strbuf_printf(&b, s ? ", " : " ");
			if (x->in[s].kind == DIN_NODE)
				simt_reg(&b, c, x->in[s].src, (IsaType)x->in[s].type);
			else if (!print_static(&b, m, f, &x->in[s]))
				strbuf_printf(&b, "none");
		}
		if (x->op == OP_BR)
			strbuf_printf(&b, " ? %u : %u", x->target[0], x->target[1]);
		else if (x->op == OP_JMP)
			strbuf_printf(&b, " %u", x->target[0]);
		if (x->op == OP_BR) {
			if (x->reconv == SIMT_NONE)
				strbuf_printf(&b, " reconv exit");
			else
				strbuf_printf(&b, " reconv %u", x->reconv);
		}
		if (x->line) {
			while (b.len < 44)
				strbuf_putc(&b, ' ');
			strbuf_printf(&b, "  ; line %u", x->line);
		}
		fprintf(out, "%s\n", b.s);
	}
	strbuf_free(&b);
}
