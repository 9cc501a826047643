/* Block partitioning: a block whose DFG does not fit the fabric is cut into
 * a chain of sub-blocks joined by live values, each cut placed where few
 * values cross it, until every block fits (DESIGN.md section 3, step 8). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "part_int.h"

/* Lower bounds of each prefix's needs per unit class, computed for every
 * prefix length at once so that only promising cuts are built for real. */
typedef struct {
	uint32_t n, nphi;
	uint32_t (*cls)[UC_COUNT];  /* [k]: units for prefix length k */
	int32_t *cross;             /* [k]: values of the block live across k */
} Estimate;

/* What the rounds share: per-instruction scratch (zero between uses, so a
 * cut costs the size of its block, not of the function) and whether each
 * block's graph fits. */
typedef struct {
	uint32_t *pos, *last, *first;   /* per instruction, for estimate() */
	DfgScratch *ds;
	uint8_t *fits;                  /* per KIR block index */
	uint32_t fits_cap;
} Part;

static void
estimate(Part *p, const KirFunc *f, const KirLive *live, uint32_t b,
         Estimate *e)
{
	const KirBlock *bl = &f->blocks[b];
	uint32_t n = bl->ninsts;
	uint32_t *pos = p->pos;     /* pos+1 */
	uint32_t *last = p->last;   /* use+1 */
	uint32_t *first = p->first;
	int32_t *dread = xcalloc((size_t)n + 2, sizeof *dread);
	int32_t *dwrite = xcalloc((size_t)n + 2, sizeof *dwrite);
	int32_t *dcross = xcalloc((size_t)n + 2, sizeof *dcross);
	uint32_t coord_first[ISA_COORD_COUNT] = { 0 };

	e->n = n;
	e->nphi = 0;
	while (e->nphi < n && f->insts[bl->insts[e->nphi]].op == OP_PHI)
		e->nphi++;
	e->cls = xcalloc((size_t)n + 1, sizeof *e->cls);
	e->cross = xcalloc((size_t)n + 1, sizeof *e->cross);

	for (uint32_t k = 0; k < n; k++)
		pos[bl->insts[k]] = k + 1;

	/* uses: position of the last one in the block (n for the branch and
	 * the stores at the block's end), first use of outside values */
#define USE(r, at) do { \
		KirRef r_ = (r); \
		if (KIR_TAG(r_) == KREF_VAL) { \
			uint32_t v_ = KIR_IDX(r_); \
			const KirInst *d_ = &f->insts[v_]; \
			if (d_->op == OP_TID) { \
				if ((at) < n && d_->imm >= 0 && d_->imm < ISA_COORD_COUNT && \
				    !coord_first[d_->imm]) \
					coord_first[d_->imm] = (at) + 1; \
			} else { \
				if ((at) + 1 > last[v_]) \
					last[v_] = (at) + 1; \
				if ((at) < n && (!pos[v_] || d_->op == OP_PHI) && !first[v_]) \
					first[v_] = (at) + 1; \
			} \
		} \
	} while (0)
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		if (in->op == OP_PHI)
			continue;
		for (uint32_t j = 0; j < in->nargs; j++)
			USE(a[j], k);
	}
	if (bl->term == KTERM_BR)
		USE(bl->cond, n);
	if (b <= live->nblocks)
		for (uint32_t w = 0; w < live->blocks[b].nwrites; w++)
			USE(live->blocks[b].writes[w].value, n);
#undef USE

	for (uint32_t k = 0; k < n; k++) {
		uint32_t v = bl->insts[k];
		const KirInst *in = &f->insts[v];

		if (in->op == OP_TID || in->type == IT_VOID)
			continue;
		/* loaded by the prefix: outside values and phis, from first use */
		if (first[v])
			dread[first[v]]++;
		/* live across cut k: defined before it, used at or after it */
		if (last[v] > k + 1) {
			dcross[k + 1]++;
			dcross[last[v]]--;
		}
		if (in->op == OP_PHI)
			continue;
		/* stored by the prefix: needed later in the block or elsewhere */
		if (live->lv_of[v])
			dwrite[k + 1]++;
		else if (last[v] > k + 1) {
			dwrite[k + 1]++;
			dwrite[last[v]]--;
		}
	}
	/* outside values (defined in other blocks) are not in the loop above */
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		if (in->op == OP_PHI)
			continue;
		for (uint32_t j = 0; j < in->nargs; j++) {
			uint32_t v = KIR_IDX(a[j]);

			if (KIR_TAG(a[j]) == KREF_VAL && !pos[v] && first[v] == k + 1) {
				dread[k + 1]++;
				first[v] = 0;   /* counted once */
			}
		}
	}

	int32_t reads = 0, writes = 0, cross = 0;
	uint32_t cnt[UC_COUNT] = { 0 };

	for (uint32_t k = 1; k <= n; k++) {
		const KirInst *in = &f->insts[bl->insts[k - 1]];
		uint32_t u = vgiw_op_info[in->op].unit, tids = 0;

		if (in->op != OP_PHI && in->op != OP_TID && u < UC_COUNT)
			cnt[u]++;
		reads += dread[k];
		writes += dwrite[k];
		cross += dcross[k];
		for (uint32_t c = 0; c < ISA_COORD_COUNT; c++)
			tids += coord_first[c] && coord_first[c] <= k;
		memcpy(e->cls[k], cnt, sizeof cnt);
		e->cls[k][UC_LVU] = (uint32_t)(reads + writes);
		e->cls[k][UC_CVU] = (tids ? tids : 1) + 1;   /* entry and jump */
		e->cross[k] = cross;
	}
	/* back to zero: every entry set above is at a block position or an
	 * operand of the block */
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		pos[bl->insts[k]] = last[bl->insts[k]] = first[bl->insts[k]] = 0;
		for (uint32_t j = 0; j < in->nargs; j++)
			if (KIR_TAG(a[j]) == KREF_VAL)
				last[KIR_IDX(a[j])] = first[KIR_IDX(a[j])] = 0;
	}
	if (KIR_TAG(bl->cond) == KREF_VAL)
		last[KIR_IDX(bl->cond)] = first[KIR_IDX(bl->cond)] = 0;
	if (b <= live->nblocks)
		for (uint32_t w = 0; w < live->blocks[b].nwrites; w++)
			if (KIR_TAG(live->blocks[b].writes[w].value) == KREF_VAL) {
				uint32_t v = KIR_IDX(live->blocks[b].writes[w].value);

				last[v] = first[v] = 0;
			}
	free(dcross);
	free(dwrite);
	free(dread);
}

static int
estimate_fits(const Estimate *e, uint32_t k, const FabricLimits *lim)
{
	for (int c = 0; c < UC_COUNT; c++)
		if (e->cls[k][c] > lim->units[c])
			return 0;
	return 1;
}

static int
prefix_fits(Part *p, const KirFunc *f, const KirLive *live,
            const FabricLimits *lim, uint32_t b, uint32_t k, int *cls)
{
	DfgBlock g;
	int fits;

	pass_dfg_build(p->ds, f, live, lim, b, k, 1, &g);
	fits = dfg_fits(&g, lim);
	if (cls)
		for (int c = 0; c < UC_COUNT && *cls < 0; c++)
			if (g.count[c] > lim->units[c])
				*cls = c;
	dfg_block_free(&g);
	return fits;
}

static const char *
bname(const KirBlock *bl)
{
	return bl->name ? bl->name : "(unnamed)";
}

/* Moves instructions [k, n) of block b into a new block that takes over
 * b's terminator; b jumps there. */
static void
cut_block(KirFunc *f, uint32_t b, uint32_t k)
{
	uint32_t head = f->blocks[b].part_of ? f->blocks[b].part_of : b;
	uint32_t part = 1;

	for (uint32_t x = 1; x <= f->nblocks; x++)
		part += x != head && f->blocks[x].part_of == head;

	const char *name = arena_printf(&f->arena, "%s.p%u",
	                                bname(&f->blocks[head]), part);
	uint32_t r = kir_block_new(f, name);
	KirBlock *bl = &f->blocks[b];

	for (uint32_t j = k; j < bl->ninsts; j++)
		kir_block_append(f, r, bl->insts[j]);
	bl->ninsts = k;
	/* the prefix gives back the rest's room: a long block cut n / 27
	 * times would otherwise keep n^2 / 54 entries of capacity */
	bl->cap = k ? k : 1;
	bl->insts = xrealloc(bl->insts, (size_t)bl->cap * sizeof *bl->insts);

	KirBlock *rl = &f->blocks[r];

	rl->term = bl->term;
	rl->cond = bl->cond;
	rl->succ[0] = bl->succ[0];
	rl->succ[1] = bl->succ[1];
	rl->line = bl->line;
	rl->part_of = head;
	bl->part_of = head;
	bl->term = KTERM_JMP;
	bl->cond = KIR_NONE;
	bl->succ[0] = r;
	bl->succ[1] = 0;
	if (k && f->insts[bl->insts[k - 1]].line)
		bl->line = f->insts[bl->insts[k - 1]].line;

	/* successors now come from the rest (a self-loop: the prefix's phis) */
	for (uint32_t s = 0; s < kir_nsucc(rl); s++) {
		const KirBlock *sb = &f->blocks[rl->succ[s]];

		for (uint32_t j = 0; j < sb->ninsts; j++) {
			const KirInst *in = &f->insts[sb->insts[j]];
			KirRef *a = kir_args(f, in);

			if (in->op != OP_PHI)
				continue;
			for (uint32_t x = 0; x + 1 < in->nargs; x += 2)
				if (a[x + 1] == b)
					a[x + 1] = r;
		}
	}
}

/* Cuts block b, which does not fit, after the prefix chosen as described in
 * passes.h. Returns 0, or 1 after a diagnostic when no prefix fits; with
 * may_spill, 2 and no diagnostic when what does not fit is live values (the
 * caller may spill some, partition_spill.c, and try again). */
static int
split_block(Part *p, KirFunc *f, const KirLive *live, const FabricLimits *lim,
            uint32_t b, int may_spill, DiagList *d)
{
	int ret = 1;

	const KirBlock *bl = &f->blocks[b];
	Estimate e;

	estimate(p, f, live, b, &e);

	uint32_t n = e.n, nphi = e.nphi, best = 0;
	uint32_t hi = n - nphi >= 2 ? n - 1 : n;   /* the rest keeps work */

	if (n == nphi) {
		DfgBlock whole;
		int c = 0;

		pass_dfg_build(p->ds, f, live, lim, b, n, 0, &whole);
		while (c < UC_COUNT - 1 && whole.count[c] <= lim->units[c])
			c++;
		if (may_spill && c == UC_LVU) {
			dfg_block_free(&whole);
			ret = 2;
			goto out;
		}
		diag_add(d, DIAG_ERROR, f->file, bl->line, 0,
		         "%s: block %s does not fit the fabric and has nothing left "
		         "to cut: it needs %u %s units, the fabric has %u", f->name,
		         bname(bl), whole.count[c], vgiw_unit_name[c],
		         lim->units[c]);
		dfg_block_free(&whole);
		goto out;
	}
	for (uint32_t k = hi; k > nphi && !best; k--)
		if (estimate_fits(&e, k, lim) &&
		    prefix_fits(p, f, live, lim, b, k, NULL))
			best = k;
	if (!best) {
		const KirInst *in = &f->insts[bl->insts[nphi]];
		int c = -1;
		DfgBlock g;

		prefix_fits(p, f, live, lim, b, nphi + 1, &c);
		if (c < 0)
			die("%s: block %s: no prefix fits, yet the shortest does",
			    f->name, bname(bl));
		if (may_spill && c == UC_LVU) {
			ret = 2;
			goto out;
		}
		pass_dfg_build(p->ds, f, live, lim, b, nphi + 1, 1, &g);
		diag_add(d, DIAG_ERROR, f->file, in->line, in->col,
		         "%s: block %s: %s (line %u) does not fit the fabric even on "
		         "its own: it needs %u %s units, the fabric has %u", f->name,
		         bname(bl), vgiw_op_info[in->op].mnemonic, in->line,
		         g.count[c], vgiw_unit_name[c], lim->units[c]);
		dfg_block_free(&g);
		goto out;
	}

	/* Among the prefixes from 3/4 of the longest fitting one up to it, the
	 * one cutting the fewest values; the longer one on a tie. */
	uint32_t span = best - nphi;
	uint32_t lo = nphi + (span * 3 + 3) / 4;

	if (lo <= nphi)
		lo = nphi + 1;
	for (uint32_t k = best; k-- > lo;)
		if (e.cross[k] < e.cross[best] && estimate_fits(&e, k, lim) &&
		    prefix_fits(p, f, live, lim, b, k, NULL))
			best = k;
	cut_block(f, b, best);
out:
	free(e.cls);
	free(e.cross);
	return best ? 0 : ret;
}

static void
set_fits(Part *p, const KirFunc *f, const KirLive *live,
         const FabricLimits *lim, uint32_t b)
{
	DfgBlock g;

	vec_grow(p->fits, b, p->fits_cap, f->nblocks + 1);
	/* every instruction but phis and coordinates is one node of its unit
	 * (build_inst), and graphs lose no node: a block with more of them
	 * than the fabric has units does not fit, and is not built (the rest
	 * of a long block, every round) */
	uint32_t cnt[UC_COUNT] = { 0 };
	const KirBlock *bl = &f->blocks[b];

	for (uint32_t k = 0; k < bl->ninsts; k++) {
		uint32_t op = f->insts[bl->insts[k]].op;
		uint32_t u = vgiw_op_info[op].unit;

		if (op == OP_PHI || op == OP_TID || u >= UC_COUNT)
			continue;
		if (++cnt[u] > lim->units[u]) {
			p->fits[b] = 0;
			return;
		}
	}
	pass_dfg_build(p->ds, f, live, lim, b, f->blocks[b].ninsts, 0, &g);
	p->fits[b] = (uint8_t)dfg_fits(&g, lim);
	dfg_block_free(&g);
}

/* Rounds as passes.h describes them, each cutting every block that does not
 * fit, in KIR block order. Between rounds only the blocks a cut changed (the
 * prefix and its rest) get new live values and graphs (part_int.h): the
 * other blocks' graphs, and so their fit, depend on nothing a cut elsewhere
 * changes. Re-running schedule, live and dfg on the whole function every
 * round made partitioning quadratic in the kernel's length. Returns 0 when
 * every block fits, 1 after diagnostics, 2 after a spill (some phis moved to
 * local memory: `live` and `dfg` are stale and the rounds start again). */
static int
rounds(KirFunc *f, const FabricLimits *lim, KirLive *live, DfgFunc *dfg,
       uint32_t *cuts, DiagList *d)
{
	/* every round cuts at least one instruction off some block */
	uint32_t nrounds = 2 * (f->ninsts + f->nblocks) + 8, started = *cuts;
	uint32_t *todo = NULL, todo_cap = 0, errors = 0, spilled = 0;
	Part p = { 0 };

	vec_grow(p.fits, 0, p.fits_cap, f->nblocks + 1);
	for (uint32_t b = 1; b <= f->nblocks; b++)
		p.fits[b] = (uint8_t)dfg_fits(&dfg->blocks[f->blocks[b].id], lim);
	for (uint32_t round = 0; !spilled; round++) {
		uint32_t ntodo = 0;

		/* program order: KIR block order, not schedule order */
		for (uint32_t b = 1; b <= f->nblocks; b++)
			if (!p.fits[b]) {
				vec_grow(todo, ntodo, todo_cap, ntodo + 1);
				todo[ntodo++] = b;
			}
		if (!ntodo)
			break;
		if (round > nrounds)
			die("%s: partitioning does not converge", f->name);
		if (*cuts == started) {
			p.pos = xcalloc((size_t)f->ninsts + 1, sizeof *p.pos);
			p.last = xcalloc((size_t)f->ninsts + 1, sizeof *p.last);
			p.first = xcalloc((size_t)f->ninsts + 1, sizeof *p.first);
			p.ds = pass_dfg_scratch_new(f);
			pass_live_unique_ids(live);
		}
		for (uint32_t k = 0; k < ntodo && !spilled; k++) {
			uint32_t b = todo[k];
			int r;

			(*cuts)++;
			r = split_block(&p, f, live, lim, b, 1, d);
			if (r == 2) {
				spilled = pass_partition_spill(f, live, lim, b);
				if (spilled)
					break;
				r = split_block(&p, f, live, lim, b, 0, d);
			}
			if (r) {
				errors++;
				continue;
			}
			pass_live_cut(f, live, b, f->nblocks);
			set_fits(&p, f, live, lim, b);
			set_fits(&p, f, live, lim, f->nblocks);
		}
		if (errors)
			break;
	}
	free(todo);
	free(p.pos);
	free(p.last);
	free(p.first);
	free(p.fits);
	pass_dfg_scratch_free(p.ds);
	return errors ? 1 : spilled ? 2 : 0;
}

/* The rounds; after a spill, schedule, live and dfg run again on the whole
 * function and the rounds go on from the cuts made so far (each spill
 * removes at least one phi, so spills are finite). Once every block fits,
 * they run for real, once. */
int
pass_partition(KirFunc *f, const FabricLimits *lim, KirLive *live,
               DfgFunc *dfg, DiagList *d)
{
	uint32_t cuts = 0;
	int r;

	while ((r = rounds(f, lim, live, dfg, &cuts, d)) == 2) {
		pass_live_free(live);
		dfg_func_free(dfg);
		if (pass_schedule(f, d))
			return 1;
		pass_live(f, live);
		pass_dfg(f, live, lim, dfg);
	}
	if (!cuts)
		return 0;
	pass_live_free(live);
	dfg_func_free(dfg);
	if (r || pass_schedule(f, d))
		return 1;
	/* no pass_remat: recomputing values that cuts make cross would put
	 * copies at the head of every rest, which the next round cuts again,
	 * without end */
	pass_live(f, live);
	pass_dfg(f, live, lim, dfg);
	for (uint32_t id = 0; id < dfg->nblocks; id++)
		if (!dfg_fits(&dfg->blocks[id], lim))
			die("%s: partitioning: block %u does not fit after the last "
			    "round", f->name, dfg->blocks[id].block);
	return 0;
}
