/* Live values: which values cross block boundaries (and so travel through
 * the live value cache), where each block loads and stores them, exact
 * per-edge liveness, and live-value IDs by colouring the interference of
 * values that are live or touched in the same block. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "colour_int.h"
#include "part_int.h"

typedef struct {
	uint32_t *v;
	uint32_t n, cap;
} U32Vec;

static void
u32_push(U32Vec *a, uint32_t x)
{
	uint32_t k = vec_push(a->v, a->n, a->cap);

	a->v[k] = x;
}

/* Bitsets over live values 0..nlv (bit 0 unused), `w` words each. */
static void
bs_set(uint64_t *s, uint32_t i)
{
	s[i / 64] |= (uint64_t)1 << (i % 64);
}

static uint32_t *
bs_list(const uint64_t *s, uint32_t w, uint32_t *n)
{
	uint32_t c = 0, k = 0;

	for (uint32_t i = 0; i < w; i++)
		c += (uint32_t)__builtin_popcountll(s[i]);
	uint32_t *l = xmalloc((c ? c : 1) * sizeof *l);
	for (uint32_t i = 0; i < w; i++)
		for (uint64_t x = s[i]; x; x &= x - 1)
			l[k++] = i * 64 + (uint32_t)__builtin_ctzll(x);
	*n = c;
	return l;
}

/* A phi incoming that is the phi itself leaves the value unchanged: no
 * store, hence no load either (liveness keeps the value alive across the
 * edge instead). */
static int
phi_writes(KirRef v, uint32_t p)
{
	return v != KIR_NONE && KIR_TAG(v) != KREF_UNDEF &&
	       v != KIR_REF(KREF_VAL, p);
}

static void
push_val(U32Vec *uses, KirRef r)
{
	if (KIR_TAG(r) == KREF_VAL)
		u32_push(uses, KIR_IDX(r));
}

/* Instructions whose value block b needs: operands of its non-phi
 * instructions, its branch condition, and what it passes to the phis of
 * its successors (the predecessor stores a phi's value, so it is the one
 * that reads the incoming). Duplicates are left in. */
static void
block_uses(const KirFunc *f, uint32_t b, U32Vec *uses)
{
	const KirBlock *bl = &f->blocks[b];

	uses->n = 0;
	for (uint32_t k = 0; k < bl->ninsts; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		if (in->op == OP_PHI)
			continue;
		for (uint32_t j = 0; j < in->nargs; j++)
			push_val(uses, a[j]);
	}
	if (bl->term == KTERM_BR)
		push_val(uses, bl->cond);
	for (uint32_t s = 0; s < kir_nedges(bl); s++) {
		const KirBlock *sb = &f->blocks[bl->succ[s]];

		for (uint32_t k = 0; k < sb->ninsts; k++) {
			uint32_t p = sb->insts[k];

			if (f->insts[p].op != OP_PHI)
				continue;
			KirRef v = kir_phi_incoming(f, p, b);
			if (phi_writes(v, p))
				push_val(uses, v);
		}
	}
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

static int
cmp_write(const void *a, const void *b)
{
	const LiveWrite *x = a, *y = b;

	if (x->lv != y->lv)
		return (x->lv > y->lv) - (x->lv < y->lv);
	return (x->when > y->when) - (x->when < y->when);
}

static void
find_values(const KirFunc *f, KirLive *l, U32Vec *uses)
{
	uint8_t *crosses = xcalloc((size_t)f->ninsts + 1, 1);
	uint32_t cap = 0;

	for (uint32_t id = 0; id < f->nsched; id++) {
		uint32_t b = f->sched[id];

		block_uses(f, b, uses);
		for (uint32_t k = 0; k < uses->n; k++)
			if (f->insts[uses->v[k]].block != b)
				crosses[uses->v[k]] = 1;
	}
	vec_push(l->lv, l->nlv, cap);   /* [0]: none */
	l->nlv = 0;
	for (uint32_t id = 0; id < f->nsched; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];

		for (uint32_t k = 0; k < bl->ninsts; k++) {
			uint32_t i = bl->insts[k];
			const KirInst *in = &f->insts[i];

			/* thread coordinates come from the CVUs of every block */
			if (in->op != OP_PHI &&
			    (in->op == OP_TID || in->type == IT_VOID || !crosses[i]))
				continue;
			vec_grow(l->lv, l->nlv, cap, l->nlv + 2);
			l->lv[++l->nlv] = (LiveValue){ .inst = i, .def_block = in->block };
			l->lv_of[i] = l->nlv;
		}
	}
	free(crosses);
}

static void
block_reads(const KirFunc *f, KirLive *l, uint32_t b, U32Vec *uses)
{
	LiveBlock *lb = &l->blocks[b];
	uint32_t n = 0;

	block_uses(f, b, uses);
	for (uint32_t k = 0; k < uses->n; k++) {
		uint32_t i = uses->v[k];

		/* a phi is always in the cache, even in its own block */
		if (l->lv_of[i] && (f->insts[i].op == OP_PHI ||
		                    f->insts[i].block != b))
			uses->v[n++] = l->lv_of[i];
	}
	if (n)
		qsort(uses->v, n, sizeof *uses->v, cmp_u32);
	free(lb->reads);
	lb->reads = xmalloc((n ? n : 1) * sizeof *lb->reads);
	lb->nreads = 0;
	for (uint32_t k = 0; k < n; k++)
		if (!lb->nreads || lb->reads[lb->nreads - 1] != uses->v[k])
			lb->reads[lb->nreads++] = uses->v[k];
}

static void
block_writes(const KirFunc *f, KirLive *l, uint32_t b)
{
	const KirBlock *bl = &f->blocks[b];
	LiveBlock *lb = &l->blocks[b];
	uint32_t cap = 0;

	free(lb->writes);
	lb->writes = NULL;
	lb->nwrites = 0;
	for (uint32_t k = 0; k < bl->ninsts; k++) {
		uint32_t i = bl->insts[k];

		if (!l->lv_of[i] || f->insts[i].op == OP_PHI)
			continue;
		uint32_t w = vec_push(lb->writes, lb->nwrites, cap);
		lb->writes[w] = (LiveWrite){ l->lv_of[i], KIR_REF(KREF_VAL, i),
		                             LVW_ALWAYS };
	}
	for (uint32_t s = 0; s < kir_nedges(bl); s++) {
		const KirBlock *sb = &f->blocks[bl->succ[s]];
		/* one edge, or both edges to the same block: unconditional */
		uint8_t when = kir_nedges(bl) == 1 ? LVW_ALWAYS
		                               : (uint8_t)(LVW_SUCC0 + s);

		for (uint32_t k = 0; k < sb->ninsts; k++) {
			uint32_t p = sb->insts[k];

			if (f->insts[p].op != OP_PHI)
				continue;
			KirRef v = kir_phi_incoming(f, p, b);
			if (!phi_writes(v, p))
				continue;
			uint32_t w = vec_push(lb->writes, lb->nwrites, cap);
			lb->writes[w] = (LiveWrite){ l->lv_of[p], v, when };
		}
	}
	if (!lb->writes)
		lb->writes = xmalloc(sizeof *lb->writes);
	qsort(lb->writes, lb->nwrites, sizeof *lb->writes, cmp_write);
}

/* Exact per-edge liveness: a phi written only on the edge to succ[0] is
 * still live through the block towards succ[1]. Post-order visits most
 * successors before their predecessors, so few rounds are needed. */
static void
find_liveness(const KirFunc *f, KirLive *l, uint64_t *in, uint32_t w)
{
	uint64_t *acc = xmalloc(w * sizeof *acc);
	uint64_t *edge = xmalloc(w * sizeof *edge);
	int changed = 1;

	while (changed) {
		changed = 0;
		for (uint32_t id = f->nsched; id-- > 0;) {
			uint32_t b = f->sched[id];
			const KirBlock *bl = &f->blocks[b];
			const LiveBlock *lb = &l->blocks[b];

			memset(acc, 0, w * sizeof *acc);
			for (uint32_t k = 0; k < lb->nreads; k++)
				bs_set(acc, lb->reads[k]);
			for (uint32_t s = 0; s < kir_nsucc(bl); s++) {
				memcpy(edge, &in[(size_t)bl->succ[s] * w], w * sizeof *edge);
				for (uint32_t k = 0; k < lb->nwrites; k++) {
					const LiveWrite *wr = &lb->writes[k];

					if (wr->when == LVW_ALWAYS || wr->when == LVW_SUCC0 + s)
						edge[wr->lv / 64] &= ~((uint64_t)1 << (wr->lv % 64));
				}
				for (uint32_t i = 0; i < w; i++)
					acc[i] |= edge[i];
			}
			if (memcmp(acc, &in[(size_t)b * w], w * sizeof *acc)) {
				memcpy(&in[(size_t)b * w], acc, w * sizeof *acc);
				changed = 1;
			}
		}
	}
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];
		LiveBlock *lb = &l->blocks[b];

		memset(acc, 0, w * sizeof *acc);
		for (uint32_t s = 0; s < kir_nsucc(bl); s++)
			for (uint32_t i = 0; i < w; i++)
				acc[i] |= in[(size_t)bl->succ[s] * w + i];
		lb->live_in = bs_list(&in[(size_t)b * w], w, &lb->nlive_in);
		lb->live_out = bs_list(acc, w, &lb->nlive_out);
	}
	free(edge);
	free(acc);
}

/* Everything live or touched in one block is a clique: the block's loads
 * and stores run in no fixed order in the fabric, so two such values
 * sharing an ID could overwrite each other. The cliques are kept as lists
 * (O(sum of their sizes) memory, not an nlv^2 matrix) and coloured
 * greedily in live-value order (passes/colour.c, shared with SIMT register
 * allocation). */
static void
colour(const KirFunc *f, KirLive *l, const uint64_t *in, uint32_t w)
{
	size_t *coff = xmalloc(((size_t)f->nblocks + 1) * sizeof *coff);
	uint32_t *mem = NULL;
	size_t nmem = 0, cap = 0;
	uint64_t *k = xmalloc(w * sizeof *k);

	coff[0] = 0;
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const LiveBlock *lb = &l->blocks[b];
		uint32_t n;

		memcpy(k, &in[(size_t)b * w], w * sizeof *k);
		for (uint32_t j = 0; j < lb->nlive_out; j++)
			bs_set(k, lb->live_out[j]);
		for (uint32_t j = 0; j < lb->nreads; j++)
			bs_set(k, lb->reads[j]);
		for (uint32_t j = 0; j < lb->nwrites; j++)
			bs_set(k, lb->writes[j].lv);
		uint32_t *members = bs_list(k, w, &n);
		mem = pass_colour_grow(mem, &cap, nmem + n);
		if (n)   /* mem may still be NULL */
			memcpy(&mem[nmem], members, (size_t)n * sizeof *mem);
		nmem += n;
		coff[b] = nmem;
		free(members);
	}
	uint32_t *ids = xcalloc((size_t)l->nlv + 1, sizeof *ids);
	l->nids = pass_colour_cliques(coff, mem, f->nblocks, l->nlv, ids);
	for (uint32_t v = 1; v <= l->nlv; v++)
		l->lv[v].id = ids[v];
	free(ids);
	free(k);
	free(mem);
	free(coff);
}

void
pass_live(const KirFunc *f, KirLive *out)
{
	U32Vec uses = { 0 };

	if (!f->sched || f->nsched != f->nblocks)
		die("%s: pass_live before pass_schedule", f->name);
	memset(out, 0, sizeof *out);
	out->lv_of = xcalloc((size_t)f->ninsts + 1, sizeof *out->lv_of);
	out->blocks = xcalloc((size_t)f->nblocks + 1, sizeof *out->blocks);
	out->nblocks = f->nblocks;
	find_values(f, out, &uses);
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		block_reads(f, out, b, &uses);
		block_writes(f, out, b);
	}

	uint32_t w = out->nlv / 64 + 1;
	uint64_t *in = xcalloc(((size_t)f->nblocks + 1) * w, sizeof *in);

	find_liveness(f, out, in, w);
	colour(f, out, in, w);
	free(in);
	free(uses.v);
}

void
pass_live_unique_ids(KirLive *l)
{
	for (uint32_t v = 1; v <= l->nlv; v++)
		l->lv[v].id = v;
	l->nids = l->nlv;
}

void
pass_live_cut(const KirFunc *f, KirLive *l, uint32_t b, uint32_t r)
{
	U32Vec uses = { 0 };
	uint32_t nnew = 0;

	if (r != f->nblocks || r <= l->nblocks)
		die("%s: pass_live_cut: rest %u of %u blocks", f->name, r, f->nblocks);
	l->blocks = xrealloc(l->blocks, ((size_t)r + 1) * sizeof *l->blocks);
	memset(&l->blocks[l->nblocks + 1], 0,
	       (r - l->nblocks) * sizeof *l->blocks);
	l->nblocks = r;
	/* the prefix's values that the rest reads (as find_values: what
	 * crosses, but thread coordinates and void never) */
	block_uses(f, r, &uses);
	for (uint32_t k = 0; k < uses.n; k++) {
		uint32_t i = uses.v[k];
		const KirInst *in = &f->insts[i];

		if (in->block == b && !l->lv_of[i] && in->op != OP_TID &&
		    in->type != IT_VOID) {
			l->lv_of[i] = UINT32_MAX;   /* counted once */
			nnew++;
		}
	}
	if (nnew) {
		l->lv = xrealloc(l->lv, ((size_t)l->nlv + nnew + 1) * sizeof *l->lv);
		for (uint32_t k = 0; k < uses.n; k++) {
			uint32_t i = uses.v[k];

			if (l->lv_of[i] != UINT32_MAX)
				continue;
			l->lv_of[i] = ++l->nlv;
			l->lv[l->nlv] = (LiveValue){ .inst = i, .def_block = b,
			                             .id = l->nlv };
		}
		l->nids = l->nlv;
	}
	for (uint32_t k = 0; k < f->blocks[r].ninsts; k++) {
		uint32_t lv = l->lv_of[f->blocks[r].insts[k]];

		if (lv)
			l->lv[lv].def_block = r;
	}
	block_reads(f, l, b, &uses);
	block_writes(f, l, b);
	block_reads(f, l, r, &uses);
	block_writes(f, l, r);
	free(uses.v);
}

void
pass_live_free(KirLive *l)
{
	if (!l)
		return;
	if (l->blocks)
		for (uint32_t b = 0; b <= l->nblocks; b++) {
			free(l->blocks[b].reads);
			free(l->blocks[b].writes);
			free(l->blocks[b].live_in);
			free(l->blocks[b].live_out);
		}
	free(l->blocks);
	free(l->lv_of);
	free(l->lv);
	memset(l, 0, sizeof *l);
}
