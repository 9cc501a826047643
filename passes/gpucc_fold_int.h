/* Private to passes/: what GPU-CC's folds (gpucc_fold.c) share with the
 * address canonicalisation (gpucc_addr.c): the fold's state, ranges of i32
 * values where an access is performed, and making pure instructions. */
#ifndef VGIW_GPUCC_FOLD_INT_H
#define VGIW_GPUCC_FOLD_INT_H

#include <stdint.h>

#include "vgiw/kir.h"

typedef struct {
	const KirModule *m;
	KirFunc *f;
	uint32_t *out;       /* the block's new instruction list */
	uint32_t nout, outcap;
	KirRef *repl;        /* per instruction: the value it stands for */
	uint32_t nrepl;
	uint32_t line;       /* line of the instruction being rewritten */
	uint32_t lim, from;  /* make2 reuses out[0, lim) and out[from, nout) */
	/* what the predicate `pred` of the access being rewritten implies:
	 * fact_lo..fact_hi (signed) of i32 values, where has_fact is set */
	KirRef pred;
	int64_t *fact_lo, *fact_hi;
	uint8_t *has_fact;
	uint32_t nfact;
	/* range() of each value under pred, once: 0 not yet, 1 known, 2 not */
	int64_t *memo_lo, *memo_hi;
	uint8_t *memo;
} Fold;

/* The value of an integer immediate, sign-extended from its type. */
int gfold_imm(const KirFunc *f, KirRef r, int64_t *v);
KirInst *gfold_val(const KirFunc *f, KirRef r);
int gfold_fits32(int64_t lo, int64_t hi);
/* op(a, b) of type t: an identical instruction already in the list or a
 * new one emitted before the instruction being rewritten. */
KirRef gfold_make2(Fold *c, VgiwOp op, IsaType t, KirRef a, KirRef b, uint32_t nargs);
/* Take what predicate p of the access being rewritten implies. */
void gfold_set_pred(Fold *c, KirRef p);
/* The signed range of i32 value r where the access is performed. */
int gfold_range(Fold *c, KirRef r, int64_t *lo, int64_t *hi, int depth);
/* Do i32 values a and b share no set bit where the access is performed? */
int gfold_disjoint(Fold *c, KirRef a, KirRef b, int depth);
/* Memory access i's address as a base shared with other accesses plus an
 * immediate the LSU takes as its offset (gpucc_addr.c). */
void gfold_split_address(Fold *c, uint32_t i);

#endif
