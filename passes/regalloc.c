/* Register allocation of a SIMT stream (passes/simt.c) over the whole
 * kernel: liveness per instruction, interference, greedy colouring with
 * register pairs (passes/colour.c), spilling to local memory while the
 * colouring needs more registers than a thread may have, and the tidying
 * that the registers make possible (copies within one register, jumps to
 * the next pc). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "colour_int.h"

static int
is_transfer(uint32_t op)
{
	return op == OP_BR || op == OP_JMP || op == OP_EXIT;
}

static int
is_reg(const DfgInput *in)
{
	return in->kind == DIN_NODE;
}

static void
bs_set(uint64_t *s, uint32_t i)
{
	s[i / 64] |= (uint64_t)1 << (i % 64);
}

static void
bs_clear(uint64_t *s, uint32_t i)
{
	s[i / 64] &= ~((uint64_t)1 << (i % 64));
}

static int
bs_has(const uint64_t *s, uint32_t i)
{
	return s[i / 64] >> (i % 64) & 1;
}

/* Virtual registers renumbered in order of first definition, so that the
 * greedy colouring meets them as the program defines them; registers only
 * read (a phi all of whose incomings are undefined) come last. */
static void
renumber(SimtCode *c, uint8_t **flags)
{
	uint32_t n = c->nvregs, k = 0;
	uint32_t *map = xcalloc((size_t)n + 1, sizeof *map);
	uint8_t *width = xcalloc((size_t)n + 1, 1);
	uint8_t *fl = xcalloc((size_t)n + 1, 1);

	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		if (c->insts[pc].dst != SIMT_NONE && !map[c->insts[pc].dst])
			map[c->insts[pc].dst] = ++k;
	for (uint32_t v = 1; v <= n; v++)
		if (!map[v])
			map[v] = ++k;
	for (uint32_t v = 1; v <= n; v++) {
		width[map[v]] = c->vwidth[v];
		fl[map[v]] = (*flags)[v];
	}
	for (uint32_t pc = 0; pc < c->ninsts; pc++) {
		SimtInst *x = &c->insts[pc];

		if (x->dst != SIMT_NONE)
			x->dst = map[x->dst];
		for (uint32_t s = 0; s < x->nin; s++)
			if (is_reg(&x->in[s]))
				x->in[s].src = map[x->in[s].src];
	}
	free(c->vwidth);
	c->vwidth = width;
	free(*flags);
	*flags = fl;
	free(map);
}

typedef struct {
	uint32_t *start;   /* [nb + 1]: first pc of each straight-line block */
	uint32_t nb;
	uint32_t *blk;     /* per pc: its block */
} Blocks;

static void
blocks(const SimtCode *c, Blocks *B)
{
	uint32_t n = c->ninsts;
	uint8_t *lead = xcalloc((size_t)n + 1, 1);

	lead[0] = 1;
	for (uint32_t pc = 0; pc < n; pc++) {
		const SimtInst *x = &c->insts[pc];

		if (is_transfer(x->op))
			lead[pc + 1] = 1;
		for (uint32_t s = 0; s < 2; s++)
			if (x->target[s] != SIMT_NONE && x->target[s] < n)
				lead[x->target[s]] = 1;
	}
	B->start = xmalloc(((size_t)n + 2) * sizeof *B->start);
	B->blk = xmalloc(((size_t)n + 1) * sizeof *B->blk);
	B->nb = 0;
	for (uint32_t pc = 0; pc < n; pc++) {
		if (lead[pc])
			B->start[B->nb++] = pc;
		B->blk[pc] = B->nb - 1;
	}
	B->start[B->nb] = n;
	free(lead);
}

static uint32_t
succs(const SimtCode *c, const Blocks *B, uint32_t b, uint32_t out[2])
{
	uint32_t last = B->start[b + 1] - 1;
	const SimtInst *x = &c->insts[last];
	uint32_t ns = 0;

	if (x->op == OP_EXIT)
		return 0;
	if (x->op == OP_BR || x->op == OP_JMP) {
		for (uint32_t s = 0; s < (x->op == OP_BR ? 2u : 1u); s++)
			out[ns++] = B->blk[x->target[s]];
		return ns;
	}
	if (last + 1 < c->ninsts)
		out[ns++] = b + 1;
	return ns;
}

/* live_out of every block, by the usual backward iteration. */
static uint64_t *
liveness(const SimtCode *c, const Blocks *B, uint32_t w)
{
	uint32_t nb = B->nb;
	uint64_t *gen = xcalloc((size_t)nb * w, sizeof *gen);
	uint64_t *kill = xcalloc((size_t)nb * w, sizeof *kill);
	uint64_t *in = xcalloc((size_t)nb * w, sizeof *in);
	uint64_t *out = xcalloc((size_t)nb * w, sizeof *out);

	for (uint32_t b = 0; b < nb; b++)
		for (uint32_t pc = B->start[b]; pc < B->start[b + 1]; pc++) {
			const SimtInst *x = &c->insts[pc];

			for (uint32_t s = 0; s < x->nin; s++)
				if (is_reg(&x->in[s]) && !bs_has(&kill[(size_t)b * w], x->in[s].src))
					bs_set(&gen[(size_t)b * w], x->in[s].src);
			if (x->dst != SIMT_NONE)
				bs_set(&kill[(size_t)b * w], x->dst);
		}
	int changed = 1;
	while (changed) {
		changed = 0;
		for (uint32_t b = nb; b-- > 0;) {
			uint64_t *o = &out[(size_t)b * w], *i = &in[(size_t)b * w];
			uint32_t ss[2], ns = succs(c, B, b, ss);

			for (uint32_t s = 0; s < ns; s++)
				for (uint32_t k = 0; k < w; k++)
					o[k] |= in[(size_t)ss[s] * w + k];
			for (uint32_t k = 0; k < w; k++) {
				uint64_t v = gen[(size_t)b * w + k] |
				             (o[k] & ~kill[(size_t)b * w + k]);
				if (v != i[k]) {
					i[k] = v;
					changed = 1;
				}
			}
		}
	}
	free(gen);
	free(kill);
	free(in);
	return out;
}

/* A live set as a bitset (membership) and a list (so that walking it costs
 * its size, not the kernel's register count); words counts its registers. */
typedef struct {
	uint64_t *bits;
	uint32_t *list, *pos;
	uint32_t n, words, w;
	const uint8_t *width;
} LiveSet;

static void
ls_init(LiveSet *s, const SimtCode *c, uint32_t w)
{
	s->bits = xcalloc(w, sizeof *s->bits);
	s->list = xmalloc(((size_t)c->nvregs + 1) * sizeof *s->list);
	s->pos = xmalloc(((size_t)c->nvregs + 1) * sizeof *s->pos);
	s->n = s->words = 0;
	s->w = w;
	s->width = c->vwidth;
}

static void
ls_free(LiveSet *s)
{
	free(s->bits);
	free(s->list);
	free(s->pos);
}

static void
ls_add(LiveSet *s, uint32_t v)
{
	if (bs_has(s->bits, v))
		return;
	bs_set(s->bits, v);
	s->pos[v] = s->n;
	s->list[s->n++] = v;
	s->words += s->width[v];
}

static void
ls_del(LiveSet *s, uint32_t v)
{
	if (!bs_has(s->bits, v))
		return;
	bs_clear(s->bits, v);
	uint32_t last = s->list[--s->n];
	s->list[s->pos[v]] = last;
	s->pos[last] = s->pos[v];
	s->words -= s->width[v];
}

/* The set becomes `set` (w words) */
static void
ls_load(LiveSet *s, const uint64_t *set)
{
	while (s->n)
		ls_del(s, s->list[s->n - 1]);
	for (uint32_t k = 0; k < s->w; k++)
		for (uint64_t m = set[k]; m; m &= m - 1)
			ls_add(s, k * 64 + (uint32_t)__builtin_ctzll(m));
}

/* Interference lists: nbr[off[v] ..] holds v's neighbours below v (all the
 * colouring reads), O(edges) memory where a matrix is nvregs^2 bits. */
typedef struct {
	size_t *off;
	uint32_t *nbr;
	size_t *fill;   /* while filling: the next free entry of each node */
} Interf;

/* One backward walk of every block. A definition conflicts with everything
 * live after it but itself and, for a MOV, its source (Chaitin: the two
 * hold the same value). A definition nothing reads afterwards writes no
 * register; such a MOV is marked for deletion. The first walk (fill NULL)
 * does that and counts each node's entries, the second, over the stream the
 * first left, writes them. */
static void
interference_walk(SimtCode *c, const Blocks *B, const uint64_t *out,
                  LiveSet *live, uint8_t *dead, Interf *g)
{
	for (uint32_t b = 0; b < B->nb; b++) {
		ls_load(live, &out[(size_t)b * live->w]);
		for (uint32_t pc = B->start[b + 1]; pc-- > B->start[b];) {
			SimtInst *x = &c->insts[pc];

			if (dead[pc])
				continue;
			if (x->dst != SIMT_NONE) {
				uint32_t d = x->dst;

				if (!bs_has(live->bits, d)) {
					x->dst = SIMT_NONE;
					if (x->op == OP_MOV) {
						dead[pc] = 1;
						continue;
					}
				} else {
					uint32_t skip = x->op == OP_MOV && is_reg(&x->in[0]) ?
					                x->in[0].src : 0;

					for (uint32_t j = 0; j < live->n; j++) {
						uint32_t v = live->list[j];
						uint32_t hi = v > d ? v : d, lo = v ^ d ^ hi;

						if (v == d || v == skip)
							continue;
						if (g->fill)
							g->nbr[g->fill[hi]++] = lo;
						else
							g->off[hi + 1]++;
					}
					ls_del(live, d);
				}
			}
			for (uint32_t s = 0; s < x->nin; s++)
				if (is_reg(&x->in[s]))
					ls_add(live, x->in[s].src);
		}
	}
}

static void
interference(SimtCode *c, const Blocks *B, const uint64_t *out, uint32_t w,
             uint8_t *dead, Interf *g)
{
	uint32_t n = c->nvregs;
	LiveSet live;

	ls_init(&live, c, w);
	g->off = xcalloc((size_t)n + 2, sizeof *g->off);
	g->fill = NULL;
	interference_walk(c, B, out, &live, dead, g);
	for (uint32_t v = 0; v <= n; v++)
		g->off[v + 1] += g->off[v];
	g->nbr = xmalloc((g->off[n + 1] ? g->off[n + 1] : 1) * sizeof *g->nbr);
	g->fill = xmalloc(((size_t)n + 2) * sizeof *g->fill);
	memcpy(g->fill, g->off, ((size_t)n + 2) * sizeof *g->fill);
	interference_walk(c, B, out, &live, dead, g);
	free(g->fill);
	ls_free(&live);
}

/* ---- spilling ---- */

/* Loop depth of every pc: how many backward branches or jumps span it
 * (the layout puts a loop's header before its body, passes/simt.c). */
static uint32_t *
loop_depth(const SimtCode *c)
{
	uint32_t n = c->ninsts;
	int32_t *d = xcalloc((size_t)n + 2, sizeof *d);
	uint32_t *depth = xmalloc(((size_t)n + 1) * sizeof *depth);

	for (uint32_t pc = 0; pc < n; pc++) {
		const SimtInst *x = &c->insts[pc];

		for (uint32_t s = 0; s < 2; s++)
			if (x->target[s] != SIMT_NONE && x->target[s] <= pc) {
				d[x->target[s]]++;
				d[pc + 1]--;
			}
	}
	int32_t run = 0;
	for (uint32_t pc = 0; pc < n; pc++) {
		run += d[pc];
		depth[pc] = (uint32_t)run;
	}
	free(d);
	return depth;
}

/* The crowded points (more than the target's words live) as lists: the
 * members of point p are mem[off[p] .. off[p + 1]). */
typedef struct {
	size_t *off;
	uint32_t *mem, *pwords, np, pcap;
	size_t nmem, mcap;
} Points;

static void
add_point(Points *P, const LiveSet *live)
{
	if (P->np + 1 >= P->pcap) {
		P->pcap = P->pcap ? 2 * P->pcap : 64;
		P->off = xrealloc(P->off, ((size_t)P->pcap + 1) * sizeof *P->off);
		P->pwords = xrealloc(P->pwords, (size_t)P->pcap * sizeof *P->pwords);
	}
	P->mem = pass_colour_grow(P->mem, &P->mcap, P->nmem + live->n);
	if (live->n)   /* P->mem may still be NULL */
		memcpy(&P->mem[P->nmem], live->list, (size_t)live->n * sizeof *P->mem);
	P->nmem += live->n;
	P->pwords[P->np++] = live->words;
	P->off[P->np] = P->nmem;
}

/* Every point of the stream (before or after an instruction) with more
 * than `target` words live. */
static void
crowded_points(const SimtCode *c, const Blocks *B, const uint64_t *out,
               uint32_t w, uint32_t target, Points *P)
{
	LiveSet live;

	ls_init(&live, c, w);
	memset(P, 0, sizeof *P);
	P->off = xmalloc(sizeof *P->off);
	P->off[0] = 0;
	for (uint32_t b = 0; b < B->nb; b++) {
		ls_load(&live, &out[(size_t)b * w]);
		for (uint32_t pc = B->start[b + 1]; pc-- > B->start[b];) {
			const SimtInst *x = &c->insts[pc];

			/* the point after pc, then the point before it */
			for (int side = 0; side < 2; side++) {
				if (side) {
					if (x->dst != SIMT_NONE)
						ls_del(&live, x->dst);
					for (uint32_t s = 0; s < x->nin; s++)
						if (is_reg(&x->in[s]))
							ls_add(&live, x->in[s].src);
				}
				if (live.words > target)
					add_point(P, &live);
			}
		}
	}
	ls_free(&live);
}

/* A min-heap of (cost ratio, value), ties to the lower value: the order in
 * which a scan of 1..n for the strictly cheapest meets them. */
typedef struct {
	double key;
	uint32_t v;
} HeapEnt;

static int
heap_less(const HeapEnt *a, const HeapEnt *b)
{
	return a->key < b->key || (a->key == b->key && a->v < b->v);
}

static void
heap_push(HeapEnt *h, uint32_t *n, HeapEnt e)
{
	uint32_t i = (*n)++;

	while (i > 0 && heap_less(&e, &h[(i - 1) / 2])) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = e;
}

static HeapEnt
heap_pop(HeapEnt *h, uint32_t *n)
{
	HeapEnt top = h[0], e = h[--*n];
	uint32_t i = 0;

	for (;;) {
		uint32_t l = 2 * i + 1, m = i;

		if (l < *n && heap_less(&h[l], &e))
			m = l;
		if (l + 1 < *n && heap_less(&h[l + 1], m == i ? &e : &h[l]))
			m = l + 1;
		if (m == i)
			break;
		h[i] = h[m];
		i = m;
	}
	if (*n)
		h[i] = e;
	return top;
}

/* cost[v]: its definitions and uses weighted by 10 per loop level */
static double *
spill_costs(const SimtCode *c)
{
	double *cost = xcalloc((size_t)c->nvregs + 1, sizeof *cost);
	uint32_t *depth = loop_depth(c);

	for (uint32_t pc = 0; pc < c->ninsts; pc++) {
		const SimtInst *x = &c->insts[pc];
		double wt = 1;

		for (uint32_t k = 0; k < depth[pc] && k < 6; k++)
			wt *= 10;
		if (x->dst != SIMT_NONE)
			cost[x->dst] += wt;
		for (uint32_t s = 0; s < x->nin; s++)
			if (is_reg(&x->in[s]))
				cost[x->in[s].src] += wt;
	}
	free(depth);
	return cost;
}

/* Chooses values to spill so that no point of the stream (before or after
 * an instruction) has more than `target` words live: Chaitin's rule, the
 * cheapest first, cost (spill_costs) divided by the crowded points it is
 * live at. Values made by spilling (flags[v]) are never chosen. Marks
 * spill[v]; returns how many. The points and, per value, the points it is
 * live at are lists, and the cheapest comes from a heap whose stale keys
 * (a value's ratio only grows as its points empty) are refreshed when
 * they surface: O(points' sizes * log n), where a matrix of points and a
 * scan of every value per choice were quadratic. */
static uint32_t
choose_spills(const SimtCode *c, const Blocks *B, const uint64_t *out,
              uint32_t w, const uint8_t *flags, uint32_t target, uint8_t *spill)
{
	uint32_t n = c->nvregs, chosen = 0, nh = 0;
	double *cost = spill_costs(c);
	uint32_t *cnt = xcalloc((size_t)n + 1, sizeof *cnt);
	size_t *voff = xcalloc((size_t)n + 2, sizeof *voff);
	Points P;

	crowded_points(c, B, out, w, target, &P);
	for (size_t e = 0; e < P.nmem; e++)
		cnt[P.mem[e]]++;
	/* vpts[voff[v] ..]: the points v is live at */
	for (uint32_t v = 1; v <= n; v++)
		voff[v + 1] = voff[v] + cnt[v];
	uint32_t *vpts = xmalloc((P.nmem ? P.nmem : 1) * sizeof *vpts);
	size_t *vfill = xmalloc(((size_t)n + 2) * sizeof *vfill);
	memcpy(vfill, voff, ((size_t)n + 2) * sizeof *vfill);
	for (uint32_t p = 0; p < P.np; p++)
		for (size_t e = P.off[p]; e < P.off[p + 1]; e++)
			vpts[vfill[P.mem[e]]++] = p;
	free(vfill);
	HeapEnt *h = xmalloc(((size_t)n + 1) * sizeof *h);
	for (uint32_t v = 1; v <= n; v++)
		if (cnt[v] && !flags[v] && !spill[v])
			heap_push(h, &nh, (HeapEnt){ cost[v] / cnt[v], v });
	while (nh) {
		HeapEnt e = heap_pop(h, &nh);
		uint32_t best = e.v;

		if (!cnt[best])
			continue;
		if (cost[best] / cnt[best] != e.key) {
			heap_push(h, &nh, (HeapEnt){ cost[best] / cnt[best], best });
			continue;
		}
		spill[best] = 1;
		chosen++;
		for (size_t j = voff[best]; j < voff[best + 1]; j++) {
			uint32_t p = vpts[j];

			if (P.pwords[p] <= target)
				continue;
			P.pwords[p] -= c->vwidth[best];
			if (P.pwords[p] > target)
				continue;
			for (size_t k = P.off[p]; k < P.off[p + 1]; k++)
				cnt[P.mem[k]]--;
		}
	}
	free(h);
	free(vpts);
	free(voff);
	free(P.off);
	free(P.mem);
	free(P.pwords);
	free(cost);
	free(cnt);
	return chosen;
}

static uint32_t
new_temp(SimtCode *c, uint8_t **flags, uint8_t width)
{
	uint32_t v = ++c->nvregs;

	c->vwidth = xrealloc(c->vwidth, (size_t)v + 1);
	c->vwidth[v] = width;
	*flags = xrealloc(*flags, (size_t)v + 1);
	(*flags)[v] = 1;
	return v;
}

/* A load or store of a spill slot: ordinary local-memory instructions. */
static SimtInst
spill_inst(const SimtInst *at, VgiwOp op, uint8_t width, uint32_t slot,
           uint32_t reg)
{
	SimtInst y;
	IsaType t = width == 2 ? IT_I64 : IT_I32;

	memset(&y, 0, sizeof y);
	y.op = (uint16_t)op;
	y.type = (uint8_t)t;
	y.aspace = AS_LOCAL;
	y.align = (uint16_t)(4 * width);
	y.dst = SIMT_NONE;
	y.target[0] = y.target[1] = SIMT_NONE;
	y.reconv = SIMT_NONE;
	y.line = at->line;
	y.block = at->block;
	y.in[0] = (DfgInput){ .kind = DIN_SYM, .type = IT_PTR, .src = ISYM_LOCAL,
	                      .imm = slot };
	if (op == OP_LD) {
		y.nin = 1;
		y.dst = reg;
	} else {
		y.nin = 2;
		y.in[1] = (DfgInput){ .kind = DIN_NODE, .type = (uint8_t)t, .src = reg };
	}
	return y;
}

/* Every spilled value lives in a local-memory slot: loaded into a new
 * register before each instruction that reads it, stored from a new
 * register after each that writes it. Deleted instructions go; targets and
 * reconvergence pcs follow. */
static void
rewrite_spills(SimtCode *c, const uint8_t *spill, const uint8_t *del,
               uint8_t **flags)
{
	uint32_t n = c->ninsts, nv = c->nvregs, cap = n + 16, k = 0;
	SimtInst *out = xmalloc((size_t)cap * sizeof *out);
	uint32_t *map = xmalloc(((size_t)n + 1) * sizeof *map);
	uint32_t *slot = xmalloc(((size_t)nv + 1) * sizeof *slot);

	for (uint32_t v = 1; v <= nv; v++)
		slot[v] = SIMT_NONE;
	for (uint32_t pc = 0; pc < n; pc++) {
		SimtInst x = c->insts[pc];
		uint32_t loaded[SIMT_MAX_IN][2], nl = 0;

		map[pc] = k;
		if (del[pc])
			continue;
		for (uint32_t s = 0; s < x.nin; s++) {
			uint32_t v = x.in[s].src;

			if (!is_reg(&x.in[s]) || v > nv || !spill[v])
				continue;
			uint32_t j;
			for (j = 0; j < nl && loaded[j][0] != v; j++)
				;
			if (j == nl) {
				if (slot[v] == SIMT_NONE) {
					uint32_t al = 4u * c->vwidth[v];
					c->spill_bytes = (c->spill_bytes + al - 1) / al * al;
					slot[v] = c->local_base + c->spill_bytes;
					c->spill_bytes += al;
				}
				loaded[nl][0] = v;
				loaded[nl][1] = new_temp(c, flags, c->vwidth[v]);
				vec_grow(out, k, cap, k + 3);
				out[k++] = spill_inst(&x, OP_LD, c->vwidth[v], slot[v],
				                      loaded[nl][1]);
				c->spill_loads++;
				nl++;
			}
			x.in[s].src = loaded[j][1];
		}
		uint32_t d = x.dst, t = 0;
		if (d != SIMT_NONE && d <= nv && spill[d]) {
			if (slot[d] == SIMT_NONE) {
				uint32_t al = 4u * c->vwidth[d];
				c->spill_bytes = (c->spill_bytes + al - 1) / al * al;
				slot[d] = c->local_base + c->spill_bytes;
				c->spill_bytes += al;
			}
			t = new_temp(c, flags, c->vwidth[d]);
			x.dst = t;
		}
		vec_grow(out, k, cap, k + 2);
		out[k++] = x;
		if (t) {
			out[k++] = spill_inst(&x, OP_ST, c->vwidth[d], slot[d], t);
			c->spill_stores++;
		}
	}
	for (uint32_t pc = 0; pc < k; pc++) {
		SimtInst *x = &out[pc];

		for (uint32_t s = 0; s < 2; s++)
			if (x->target[s] != SIMT_NONE)
				x->target[s] = map[x->target[s]];
		if (x->reconv != SIMT_NONE)
			x->reconv = map[x->reconv];
	}
	for (uint32_t v = 1; v <= nv; v++)
		c->nspilled += spill[v];
	free(c->insts);
	c->insts = out;
	c->ninsts = k;
	c->cap = cap;
	free(map);
	free(slot);
}

/* ---- tidying after allocation ---- */

/* First kept pc at or after pc (n when none). */
static uint32_t
kept_from(const uint8_t *del, uint32_t n, uint32_t pc)
{
	while (pc < n && del[pc])
		pc++;
	return pc;
}

/* A target that lands on a jump goes where the jump goes. */
static uint32_t
thread(const SimtCode *c, const uint8_t *del, uint32_t t)
{
	uint32_t n = c->ninsts;

	for (uint32_t hops = 0; hops < n; hops++) {
		uint32_t k = kept_from(del, n, t);
		if (k >= n || c->insts[k].op != OP_JMP || c->insts[k].target[0] == t)
			return k;
		t = c->insts[k].target[0];
	}
	return kept_from(del, n, t);
}

/* Delete the marked instructions, thread targets through jumps, drop
 * jumps nothing reaches and jumps to the next pc, until nothing changes;
 * then compact the stream. */
static void
tidy(SimtCode *c, uint8_t *del)
{
	uint32_t n = c->ninsts;
	uint32_t *hit = xmalloc(((size_t)n + 1) * sizeof *hit);
	int changed = 1;

	while (changed) {
		changed = 0;
		memset(hit, 0, ((size_t)n + 1) * sizeof *hit);
		for (uint32_t pc = 0; pc < n; pc++) {
			SimtInst *x = &c->insts[pc];

			if (del[pc])
				continue;
			for (uint32_t s = 0; s < 2; s++)
				if (x->target[s] != SIMT_NONE) {
					x->target[s] = thread(c, del, x->target[s]);
					hit[x->target[s]]++;
				}
			if (x->reconv != SIMT_NONE) {
				x->reconv = thread(c, del, x->reconv);
				hit[x->reconv]++;
			}
		}
		uint32_t prev = SIMT_NONE;
		for (uint32_t pc = 0; pc < n; pc++) {
			const SimtInst *x = &c->insts[pc];

			if (del[pc])
				continue;
			if (x->op == OP_JMP) {
				int unreached = prev != SIMT_NONE &&
				                is_transfer(c->insts[prev].op) && !hit[pc];
				if (unreached || kept_from(del, n, pc + 1) ==
				                 kept_from(del, n, x->target[0])) {
					/* a jump to the next pc is deleted only when that
					 * pc exists */
					if (unreached || kept_from(del, n, pc + 1) < n) {
						del[pc] = 1;
						changed = 1;
						continue;
					}
				}
			}
			prev = pc;
		}
	}
	uint32_t *map = xmalloc(((size_t)n + 1) * sizeof *map);
	uint32_t k = 0;
	for (uint32_t pc = 0; pc <= n; pc++) {
		map[pc] = k;
		if (pc < n && !del[pc])
			k++;
	}
	for (uint32_t pc = 0; pc < n; pc++) {
		SimtInst *x = &c->insts[pc];

		if (del[pc])
			continue;
		for (uint32_t s = 0; s < 2; s++)
			if (x->target[s] != SIMT_NONE)
				x->target[s] = map[kept_from(del, n, x->target[s])];
		if (x->reconv != SIMT_NONE)
			x->reconv = map[kept_from(del, n, x->reconv)];
		c->insts[map[pc]] = *x;
	}
	c->ninsts = k;
	free(map);
	free(hit);
}

int
pass_regalloc(SimtCode *c, uint32_t max_regs, uint32_t local_base)
{
	if (c->allocated)
		die("pass_regalloc run twice");
	c->local_base = (local_base + 7) / 8 * 8;
	c->max_regs = max_regs;

	uint8_t *flags = xcalloc((size_t)c->nvregs + 1, 1);
	uint32_t target = max_regs;
	int status = 0;

	renumber(c, &flags);
	for (;;) {
		uint32_t n = c->nvregs, w = n / 64 + 1;
		uint8_t *del = xcalloc((size_t)c->ninsts + 1, 1);
		Blocks B;

		blocks(c, &B);
		uint64_t *out = liveness(c, &B, w);
		Interf g;
		interference(c, &B, out, w, del, &g);
		uint32_t *prefer = xcalloc((size_t)n + 1, sizeof *prefer);
		uint32_t *reg = xcalloc((size_t)n + 1, sizeof *reg);

		for (uint32_t pc = 0; pc < c->ninsts; pc++) {
			const SimtInst *x = &c->insts[pc];

			if (del[pc] || x->op != OP_MOV || x->dst == SIMT_NONE || !is_reg(&x->in[0]))
				continue;
			uint32_t a = x->dst < x->in[0].src ? x->dst : x->in[0].src;
			uint32_t b = x->dst ^ x->in[0].src ^ a;
			if (!prefer[b])
				prefer[b] = a;
		}
		c->nregs = pass_colour_lists(g.off, g.nbr, n, c->vwidth, prefer, reg);
		free(g.off);
		free(g.nbr);
		uint8_t *spill = NULL;
		uint32_t nsp = 0;
		if (max_regs && c->nregs > max_regs) {
			/* too many: spill until no point needs more than the
			 * target; when that is already so (the colouring is not
			 * optimal, or the crowded points hold only values made by
			 * spilling), aim lower */
			spill = xcalloc((size_t)n + 1, 1);
			while (target > 0 &&
			       !(nsp = choose_spills(c, &B, out, w, flags, target, spill)))
				target--;
		}
		if (!spill) {
			for (uint32_t pc = 0; pc < c->ninsts; pc++) {
				SimtInst *x = &c->insts[pc];

				if (x->dst != SIMT_NONE)
					x->dst = reg[x->dst];
				for (uint32_t s = 0; s < x->nin; s++)
					if (is_reg(&x->in[s]))
						x->in[s].src = reg[x->in[s].src];
				if (x->op == OP_MOV && x->dst != SIMT_NONE && is_reg(&x->in[0]) &&
				    x->in[0].src == x->dst)
					del[pc] = 1;
			}
			c->allocated = 1;
			tidy(c, del);
		} else if (nsp)
			rewrite_spills(c, spill, del, &flags);
		else
			status = 1;   /* nothing left to spill */
		free(B.start);
		free(B.blk);
		free(out);
		free(prefer);
		free(reg);
		free(del);
		free(spill);
		if (c->allocated || status)
			break;
		renumber(c, &flags);
	}
	free(flags);
	return status;
}
