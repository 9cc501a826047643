/* Rematerialisation of thread-invariant values: a value computed only from
 * thread coordinates, kernel parameters and constants by pure ALU
 * operations is the same wherever a thread computes it, so a block that
 * uses it recomputes it instead of loading it from the live value cache.
 * This extends the paper's regeneration of thread coordinates by CVUs in
 * every block to the index arithmetic built on them (the global thread ID,
 * row and column offsets), trading a few ALU nodes for a live value. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#define COST_INF 0xffffffffu

typedef struct {
	KirFunc *f;
	uint32_t limit;
	uint32_t norig;    /* instructions before the pass; copies come after */
	uint32_t *cost;    /* per original: tree size, or COST_INF */
	uint32_t *clone;   /* per original: its copy in the current block */
	uint32_t *orig;    /* per copy (index - norig): the original it copies */
	uint32_t norigs, orig_cap;
	uint32_t *fresh;   /* copies made for the current block, in order */
	uint32_t nfresh, fresh_cap;
	uint32_t cur;
} Remat;

/* Tree size of the expression computing each value, if it is
 * thread-invariant and at most `limit` operations. Operands of non-phi
 * instructions come first in index order (translation follows a reverse
 * post-order; copies are made operands first), so one forward sweep does. */
static void
costs(Remat *r)
{
	for (uint32_t i = 1; i <= r->norig; i++) {
		const KirInst *in = &r->f->insts[i];
		const KirRef *a = kir_args(r->f, in);
		uint64_t c = 1;

		r->cost[i] = COST_INF;
		if (in->op == OP_TID) {
			r->cost[i] = 1;
			continue;
		}
		if (vgiw_op_info[in->op].unit != UC_ALU || !in->block)
			continue;
		for (uint32_t k = 0; k < in->nargs && c <= r->limit; k++) {
			if (KIR_TAG(a[k]) != KREF_VAL)
				continue;
			uint32_t j = KIR_IDX(a[k]);
			c += j < i ? r->cost[j] : COST_INF;
		}
		if (c <= r->limit)
			r->cost[i] = (uint32_t)c;
	}
}

/* Copy of instruction i (and of what it needs) in the current block. */
static uint32_t
copy_into(Remat *r, uint32_t i)
{
	if (r->clone[i] && r->f->insts[r->clone[i]].block == r->cur)
		return r->clone[i];
	KirInst in = r->f->insts[i];
	KirRef args[4];
	memcpy(args, kir_args(r->f, &in), in.nargs * sizeof *args);
	for (uint32_t k = 0; k < in.nargs; k++) {
		if (KIR_TAG(args[k]) != KREF_VAL)
			continue;
		/* an operand rewritten earlier points at a copy in the original's
		 * block: copy from the original it stands for */
		uint32_t j = KIR_IDX(args[k]);
		if (j > r->norig)
			j = r->orig[j - r->norig - 1];
		args[k] = KIR_REF(KREF_VAL, copy_into(r, j));
	}
	uint32_t c = kir_inst_detached(r->f, (VgiwOp)in.op, (IsaType)in.type, args, in.nargs);
	KirInst *out = &r->f->insts[c];
	out->flags = in.flags;
	out->imm = in.imm;
	out->line = in.line;
	out->col = in.col;
	out->file = in.file;
	out->name = in.name;
	out->block = r->cur;
	r->clone[i] = c;
	vec_grow(r->orig, r->norigs, r->orig_cap, c - r->norig);
	r->orig[c - r->norig - 1] = i;
	r->norigs = c - r->norig;
	uint32_t k = vec_push(r->fresh, r->nfresh, r->fresh_cap);
	r->fresh[k] = c;
	return c;
}

/* Replace a use of another block's thread-invariant value by a copy. */
static void
rewrite(Remat *r, KirRef *ref)
{
	if (KIR_TAG(*ref) != KREF_VAL)
		return;
	uint32_t i = KIR_IDX(*ref);
	const KirInst *in = &r->f->insts[i];
	if (i > r->norig || in->block == r->cur || in->op == OP_TID || in->op == OP_PHI)
		return;
	if (r->cost[i] == COST_INF)
		return;
	*ref = KIR_REF(KREF_VAL, copy_into(r, i));
}

uint32_t
pass_remat(KirFunc *f, uint32_t limit)
{
	Remat r = { .f = f, .limit = limit, .norig = f->ninsts };
	uint32_t total = 0;

	if (!limit)
		return 0;
	r.cost = xcalloc(f->ninsts + 1, sizeof *r.cost);
	r.clone = xcalloc(f->ninsts + 1, sizeof *r.clone);
	costs(&r);
	for (uint32_t s = 0; s < f->nsched; s++) {
		uint32_t b = f->sched[s];
		KirBlock *bl = &f->blocks[b];

		r.cur = b;
		r.nfresh = 0;
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			uint32_t i = bl->insts[k];
			if (i > r.norig || f->insts[i].op == OP_PHI)
				continue;
			for (uint32_t j = 0; j < f->insts[i].nargs; j++) {
				KirRef ref = f->args[f->insts[i].args + j];
				rewrite(&r, &ref);
				f->args[f->insts[i].args + j] = ref;
			}
		}
		bl = &f->blocks[b];
		if (bl->term == KTERM_BR)
			rewrite(&r, &bl->cond);
		/* phi incomings are used on the edge, in this block */
		for (uint32_t e = 0; e < kir_nsucc(bl); e++) {
			const KirBlock *sb = &f->blocks[bl->succ[e]];
			for (uint32_t k = 0; k < sb->ninsts; k++) {
				uint32_t p = sb->insts[k];  /* copies move f->insts */
				if (f->insts[p].op != OP_PHI)
					break;
				for (uint32_t j = 0; j + 1 < f->insts[p].nargs; j += 2)
					if (f->args[f->insts[p].args + j + 1] == b) {
						KirRef ref = f->args[f->insts[p].args + j];
						rewrite(&r, &ref);
						f->args[f->insts[p].args + j] = ref;
					}
			}
		}
		if (!r.nfresh)
			continue;
		/* the copies go after the block's phis, operands first */
		bl = &f->blocks[b];
		uint32_t nphi = 0;
		while (nphi < bl->ninsts && f->insts[bl->insts[nphi]].op == OP_PHI)
			nphi++;
		vec_grow(bl->insts, bl->ninsts, bl->cap, bl->ninsts + r.nfresh);
		memmove(&bl->insts[nphi + r.nfresh], &bl->insts[nphi],
		        (bl->ninsts - nphi) * sizeof *bl->insts);
		memcpy(&bl->insts[nphi], r.fresh, r.nfresh * sizeof *r.fresh);
		bl->ninsts += r.nfresh;
		total += r.nfresh;
	}
	free(r.cost);
	free(r.clone);
	free(r.fresh);
	free(r.orig);
	return total;
}
