/* Partitioning's spill: when the block holding a chain's terminator cannot
 * be cut small enough because of the live values it writes for its
 * successors' phis (every phi input is stored at the end, by the last part),
 * some of those phis move to the thread's local memory. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "part_int.h"

/* A phi p of block S becomes a load of its own local slot at S's head
 * (after the phis it keeps), and every predecessor P stores p's incoming
 * value from P into that slot at its end, whatever successor it then takes.
 * That is safe: the slot is read only by the load in S, and every way into S
 * passes one of S's predecessors, which writes it last. A predecessor that is
 * S itself (a one-block loop, or the last part of its chain) loads before it
 * stores in program order, and the DFG orders local accesses to one symbol
 * (dfg.c, may_alias), so a phi reading another phi of the same block reads
 * the value from before the stores, as phis do. The stores and loads are
 * ordinary memory operations that later cuts may put in any part. */
static void
demote_phis(KirFunc *f, const uint32_t *phis, uint32_t n)
{
	uint32_t *load_of = xcalloc((size_t)f->ninsts + 1, sizeof *load_of);
	uint32_t *slot_of = xcalloc((size_t)n + 1, sizeof *slot_of);

	/* 1: a slot and a load per phi, after the phis of its block */
	for (uint32_t k = 0; k < n; k++) {
		uint32_t p = phis[k], s = f->insts[p].block;
		IsaType t = (IsaType)f->insts[p].type;
		uint32_t size = isa_type_size(t);
		uint32_t at = (f->local_bytes + size - 1) / size * size;

		if (at + size < at)
			die("%s: local memory overflows while spilling phis", f->name);
		f->local_bytes = at + size;
		slot_of[k] = at;

		KirRef addr = kir_const_sym(f, ISYM_LOCAL, at);
		uint32_t ld = kir_inst_detached(f, OP_LD, t, &addr, 1);
		KirInst *in = &f->insts[ld];

		in->aspace = AS_LOCAL;
		in->align = (uint16_t)size;
		in->line = f->insts[p].line;
		in->col = f->insts[p].col;
		in->file = f->insts[p].file;
		in->block = s;

		/* in S after its phis: S's list without p, the load inserted */
		KirBlock *bl = &f->blocks[s];
		uint32_t m = 0, nphi = 0;

		for (uint32_t j = 0; j < bl->ninsts; j++)
			if (bl->insts[j] != p)
				bl->insts[m++] = bl->insts[j];
		bl->ninsts = m;
		while (nphi < bl->ninsts && f->insts[bl->insts[nphi]].op == OP_PHI)
			nphi++;
		kir_block_append(f, s, ld);
		memmove(&bl->insts[nphi + 1], &bl->insts[nphi],
		        (bl->ninsts - 1 - nphi) * sizeof *bl->insts);
		bl->insts[nphi] = ld;
		load_of[p] = ld;
	}
	/* 2: every use of a demoted phi reads its load (phi inputs too) */
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		KirBlock *bl = &f->blocks[b];

		if (KIR_TAG(bl->cond) == KREF_VAL && load_of[KIR_IDX(bl->cond)])
			bl->cond = KIR_REF(KREF_VAL, load_of[KIR_IDX(bl->cond)]);
		for (uint32_t j = 0; j < bl->ninsts; j++) {
			const KirInst *in = &f->insts[bl->insts[j]];
			KirRef *a = kir_args(f, in);
			uint32_t step = in->op == OP_PHI ? 2 : 1;

			for (uint32_t x = 0; x < in->nargs; x += step)
				if (KIR_TAG(a[x]) == KREF_VAL && load_of[KIR_IDX(a[x])])
					a[x] = KIR_REF(KREF_VAL, load_of[KIR_IDX(a[x])]);
		}
	}
	for (uint32_t k = 0; k < n; k++) {   /* now in no block's list */
		const KirInst *in = &f->insts[phis[k]];
		KirRef *a = kir_args(f, in);

		for (uint32_t x = 0; x < in->nargs; x += 2)
			if (KIR_TAG(a[x]) == KREF_VAL && load_of[KIR_IDX(a[x])])
				a[x] = KIR_REF(KREF_VAL, load_of[KIR_IDX(a[x])]);
	}
	/* 3: each predecessor stores its incoming value (not undef, not the
	 * phi itself: the slot keeps it); a predecessor listed twice (both
	 * edges of a branch) stores once */
	for (uint32_t k = 0; k < n; k++) {
		uint32_t p = phis[k];
		IsaType t = (IsaType)f->insts[p].type;
		uint32_t size = isa_type_size(t);
		uint32_t nargs = f->insts[p].nargs;

		for (uint32_t j = 0; j + 1 < nargs; j += 2) {
			const KirRef *a = kir_args(f, &f->insts[p]);
			KirRef v = a[j];
			uint32_t from = a[j + 1], dup = 0;

			for (uint32_t i = 0; i < j; i += 2)
				dup |= a[i + 1] == from;
			if (dup || KIR_TAG(v) == KREF_UNDEF ||
			    (KIR_TAG(v) == KREF_VAL && KIR_IDX(v) == load_of[p]))
				continue;

			KirRef x[2] = { kir_const_sym(f, ISYM_LOCAL, slot_of[k]), v };
			uint32_t st = kir_inst_detached(f, OP_ST, t, x, 2);
			KirInst *in = &f->insts[st];

			in->aspace = AS_LOCAL;
			in->align = (uint16_t)size;
			in->line = f->blocks[from].line;
			in->file = f->insts[p].file;
			kir_block_append(f, from, st);
		}
		f->insts[p].block = 0;
	}
	free(slot_of);
	free(load_of);
}

uint32_t
pass_partition_spill(KirFunc *f, const KirLive *live, const FabricLimits *lim,
                     uint32_t b)
{
	if (b > live->nblocks)
		return 0;

	const LiveBlock *lb = &live->blocks[b];
	const KirBlock *bl = &f->blocks[b];
	/* half the LVUs for the writes the last part keeps and the values they
	 * read; the rest for the last instructions and the branch */
	uint32_t budget = lim->units[UC_LVU] / 2, used = 0, n = 0;
	uint32_t *phis = xcalloc((size_t)lb->nwrites + 1, sizeof *phis);
	uint8_t *seen = xcalloc((size_t)f->ninsts + 1, 1);

	for (uint32_t w = 0; w < lb->nwrites; w++) {
		uint32_t p = live->lv[lb->writes[w].lv].inst;
		KirRef v = lb->writes[w].value;
		uint32_t cost = 1;

		if (f->insts[p].op != OP_PHI ||
		    (f->insts[p].block != bl->succ[0] &&
		     (kir_nsucc(bl) < 2 || f->insts[p].block != bl->succ[1])))
			continue;
		if (KIR_TAG(v) == KREF_VAL && f->insts[KIR_IDX(v)].op != OP_TID &&
		    !seen[KIR_IDX(v)])
			cost++;
		if (used + cost <= budget) {
			used += cost;
			if (cost == 2)
				seen[KIR_IDX(v)] = 1;
			continue;
		}
		/* a phi written twice (both edges) is listed once */
		uint32_t dup = 0;

		for (uint32_t k = 0; k < n; k++)
			dup |= phis[k] == p;
		if (!dup)
			phis[n++] = p;
	}
	if (n)
		demote_phis(f, phis, n);
	free(seen);
	free(phis);
	return n;
}
