/* What the SIMT block layout (passes/simt.c) needs to know about branches:
 * the likely successor of each two-way branch by static heuristics, and
 * whether an edge's phi copies may precede the branch (passes/simt_int.h;
 * docs/simt.md, "Block layout"). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "simt_int.h"

/* ---- loops ---- */

/* The natural loop of every back edge (a successor whose schedule ID is not
 * above its block's), merged per header: bit (l, b) of `in` is set when
 * block b is in loop l. Returns the number of loops. */
static uint32_t
loops(const KirFunc *f, uint8_t **in_out)
{
	uint32_t nb = f->nblocks, nl = 0;
	uint32_t *hdr_loop = xcalloc((size_t)nb + 1, sizeof *hdr_loop);
	uint32_t *pfirst = xcalloc((size_t)nb + 2, sizeof *pfirst);
	uint32_t *preds = xmalloc(((size_t)2 * nb + 1) * sizeof *preds);
	uint32_t *fill = xcalloc((size_t)nb + 1, sizeof *fill);
	uint32_t *stack = xmalloc(((size_t)nb + 1) * sizeof *stack);

	for (uint32_t b = 1; b <= nb; b++)
		for (uint32_t s = 0; s < kir_nedges(&f->blocks[b]); s++)
			pfirst[f->blocks[b].succ[s] + 1]++;
	for (uint32_t b = 1; b <= nb + 1; b++)
		pfirst[b] += pfirst[b - 1];
	for (uint32_t b = 1; b <= nb; b++)
		for (uint32_t s = 0; s < kir_nedges(&f->blocks[b]); s++) {
			uint32_t t = f->blocks[b].succ[s];
			preds[pfirst[t] + fill[t]++] = b;
		}
	for (uint32_t b = 1; b <= nb; b++)
		for (uint32_t s = 0; s < kir_nedges(&f->blocks[b]); s++) {
			uint32_t h = f->blocks[b].succ[s];
			if (f->blocks[h].id <= f->blocks[b].id && !hdr_loop[h])
				hdr_loop[h] = ++nl;
		}
	uint8_t *in = xcalloc((size_t)nl * (nb + 1) + 1, 1);
	for (uint32_t h = 1; h <= nb; h++) {
		if (!hdr_loop[h])
			continue;
		uint8_t *row = &in[(size_t)(hdr_loop[h] - 1) * (nb + 1)];
		uint32_t sp = 0;

		row[h] = 1;
		/* every latch, then backwards to the header */
		for (uint32_t k = pfirst[h]; k < pfirst[h + 1]; k++) {
			uint32_t p = preds[k];
			if (f->blocks[h].id <= f->blocks[p].id && !row[p]) {
				row[p] = 1;
				stack[sp++] = p;
			}
		}
		while (sp) {
			uint32_t v = stack[--sp];
			for (uint32_t k = pfirst[v]; k < pfirst[v + 1]; k++)
				if (!row[preds[k]]) {
					row[preds[k]] = 1;
					stack[sp++] = preds[k];
				}
		}
	}
	free(hdr_loop);
	free(pfirst);
	free(preds);
	free(fill);
	free(stack);
	*in_out = in;
	return nl;
}

/* ---- heuristics ---- */

static int
const_of(const KirFunc *f, KirRef r, uint64_t *bits, IsaType *type)
{
	if (KIR_TAG(r) != KREF_CONST || f->consts[KIR_IDX(r)].sym != ISYM_NONE)
		return 0;
	const KirConst *c = &f->consts[KIR_IDX(r)];
	uint32_t size = isa_type_size((IsaType)c->type);

	*type = (IsaType)c->type;
	*bits = size >= 8 ? c->bits : c->bits & (((uint64_t)1 << (size * 8)) - 1);
	return 1;
}

/* 1: the condition is likely true, -1: likely false, 0: no opinion. */
static int
cond_heuristic(const KirFunc *f, KirRef cond)
{
	if (KIR_TAG(cond) != KREF_VAL)
		return 0;
	const KirInst *in = &f->insts[KIR_IDX(cond)];
	const KirRef *a = kir_args(f, in);

	if (in->nargs != 2)
		return 0;
	if (in->op == OP_ICMP) {
		IsaType t = kir_ref_type(f, a[0]);
		uint64_t v;
		IsaType ct;

		/* pointer: p == q unlikely, p != q likely */
		if (t == IT_PTR)
			return in->imm == ISA_ICMP_EQ ? -1 : in->imm == ISA_ICMP_NE ? 1 : 0;
		if (!const_of(f, a[1], &v, &ct))
			return 0;
		uint32_t size = isa_type_size(ct);
		uint64_t ones = size >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (size * 8)) - 1;
		if (v == 0)
			switch (in->imm) {
			case ISA_ICMP_EQ: return -1;
			case ISA_ICMP_NE: return 1;
			case ISA_ICMP_SLT: return -1;
			case ISA_ICMP_SGT: return 1;
			default: return 0;
			}
		if (v == 1 && in->imm == ISA_ICMP_SLT)
			return -1;   /* x < 1: x <= 0 */
		if (v == ones)
			switch (in->imm) {
			case ISA_ICMP_EQ: return -1;
			case ISA_ICMP_NE: return 1;
			case ISA_ICMP_SGT: return 1;   /* x > -1: x >= 0 */
			default: return 0;
			}
		return 0;
	}
	if (in->op == OP_FCMP)
		switch (in->imm) {
		case ISA_FCMP_OEQ: case ISA_FCMP_UEQ: case ISA_FCMP_UNO: return -1;
		case ISA_FCMP_ONE: case ISA_FCMP_UNE: case ISA_FCMP_ORD: return 1;
		default: return 0;
		}
	return 0;
}

uint8_t *
pass_simt_likely(const KirFunc *f)
{
	uint32_t nb = f->nblocks;
	uint8_t *in;
	uint32_t nl = loops(f, &in);
	uint8_t *likely = xcalloc((size_t)nb + 1, 1);

	for (uint32_t b = 1; b <= nb; b++) {
		const KirBlock *bl = &f->blocks[b];

		if (bl->term != KTERM_BR || kir_nedges(bl) != 2)
			continue;
		/* loop heuristic: stay in the loops, take the back edge */
		uint32_t depth[2] = { 0, 0 };
		for (uint32_t l = 0; l < nl; l++) {
			const uint8_t *row = &in[(size_t)l * (nb + 1)];
			if (!row[b])
				continue;
			for (uint32_t s = 0; s < 2; s++)
				depth[s] += row[bl->succ[s]];
		}
		if (depth[0] != depth[1]) {
			likely[b] = depth[0] > depth[1] ? 1 : 2;
			continue;
		}
		int h = cond_heuristic(f, bl->cond);
		if (h)
			likely[b] = h > 0 ? 1 : 2;
	}
	free(in);
	return likely;
}

/* ---- copies before a branch ---- */

static int
marked(const uint8_t *phi, KirRef r)
{
	return KIR_TAG(r) == KREF_VAL && phi[KIR_IDX(r)];
}

/* Does block `to`'s phi receive a marked value on the edge from `from`? */
static int
edge_reads(const KirFunc *f, const uint8_t *phi, uint32_t from, uint32_t to)
{
	const KirBlock *tb = &f->blocks[to];

	for (uint32_t k = 0; k < tb->ninsts; k++) {
		uint32_t p = tb->insts[k];
		if (f->insts[p].op != OP_PHI)
			break;
		if (marked(phi, kir_phi_incoming(f, p, from)))
			return 1;
	}
	return 0;
}

int
pass_simt_copies_hoistable(const KirFunc *f, uint32_t b, uint32_t s)
{
	const KirBlock *bl = &f->blocks[b];
	uint32_t S = bl->succ[s], O = bl->succ[1 - s];
	const KirBlock *sb = &f->blocks[S];
	uint8_t *phi = xcalloc((size_t)f->ninsts + 1, 1);
	uint8_t *seen = xcalloc((size_t)f->nblocks + 1, 1);
	uint32_t *stack = xmalloc(((size_t)f->nblocks + 1) * sizeof *stack);
	uint32_t sp = 0;
	int ok = 0;

	if (bl->term != KTERM_BR || kir_nedges(bl) != 2)
		goto done;
	for (uint32_t k = 0; k < sb->ninsts && f->insts[sb->insts[k]].op == OP_PHI; k++)
		phi[sb->insts[k]] = 1;
	if (marked(phi, bl->cond) || edge_reads(f, phi, b, O))
		goto done;
	/* is a phi of S live into O: read on a path from O that does not
	 * pass through S (which redefines it)? */
	seen[O] = 1;
	stack[sp++] = O;
	while (sp) {
		uint32_t x = stack[--sp];
		const KirBlock *xb = &f->blocks[x];

		for (uint32_t k = 0; k < xb->ninsts; k++) {
			const KirInst *xi = &f->insts[xb->insts[k]];
			const KirRef *a = kir_args(f, xi);

			if (xi->op == OP_PHI)
				continue;   /* its reads are its predecessors' */
			for (uint32_t j = 0; j < xi->nargs; j++)
				if (marked(phi, a[j]))
					goto done;
		}
		if (xb->term == KTERM_BR && marked(phi, xb->cond))
			goto done;
		for (uint32_t j = 0; j < kir_nedges(xb); j++) {
			uint32_t y = xb->succ[j];
			if (edge_reads(f, phi, x, y))
				goto done;
			if (y != S && !seen[y]) {
				seen[y] = 1;
				stack[sp++] = y;
			}
		}
	}
	ok = 1;
done:
	free(phi);
	free(seen);
	free(stack);
	return ok;
}
