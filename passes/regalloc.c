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

/* Interference: a definition conflicts with everything live after it but
 * itself and, for a MOV, its source (Chaitin: the two hold the same value).
 * A definition nothing reads afterwards writes no register; such a MOV is
 * marked for deletion. */
static uint64_t *
interference(SimtCode *c, const Blocks *B, const uint64_t *out, uint32_t w,
             uint8_t *dead)
{
	uint32_t n = c->nvregs;
	uint64_t *adj = xcalloc(((size_t)n + 1) * w, sizeof *adj);
	uint64_t *live = xmalloc(w * sizeof *live);

	for (uint32_t b = 0; b < B->nb; b++) {
		memcpy(live, &out[(size_t)b * w], w * sizeof *live);
		for (uint32_t pc = B->start[b + 1]; pc-- > B->start[b];) {
			SimtInst *x = &c->insts[pc];

			if (x->dst != SIMT_NONE) {
				uint32_t d = x->dst;

				if (!bs_has(live, d)) {
					x->dst = SIMT_NONE;
					if (x->op == OP_MOV) {
						dead[pc] = 1;
						continue;
					}
				} else {
					uint32_t skip = x->op == OP_MOV && is_reg(&x->in[0]) ?
					                x->in[0].src : 0;
					uint64_t *row = &adj[(size_t)d * w];

					for (uint32_t k = 0; k < w; k++)
						for (uint64_t m = live[k]; m; m &= m - 1) {
							uint32_t v = k * 64 + (uint32_t)__builtin_ctzll(m);

							if (v == d || v == skip)
								continue;
							row[k] |= (uint64_t)1 << (v % 64);
							bs_set(&adj[(size_t)v * w], d);
						}
					bs_clear(live, d);
				}
			}
			for (uint32_t s = 0; s < x->nin; s++)
				if (is_reg(&x->in[s]))
					bs_set(live, x->in[s].src);
		}
	}
	free(live);
	return adj;
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

static uint32_t
words(const uint64_t *set, const uint8_t *width, uint32_t w)
{
	uint32_t n = 0;

	for (uint32_t k = 0; k < w; k++)
		for (uint64_t m = set[k]; m; m &= m - 1)
			n += width[k * 64 + (uint32_t)__builtin_ctzll(m)];
	return n;
}

/* Chooses values to spill so that no point of the stream (before or after
 * an instruction) has more than `target` words live: Chaitin's rule, the
 * cheapest first, cost = its definitions and uses weighted by 10 per loop
 * level, divided by the crowded points it is live at. Values made by
 * spilling (flags[v]) are never chosen. Marks spill[v]; returns how many. */
static uint32_t
choose_spills(const SimtCode *c, const Blocks *B, const uint64_t *out,
              uint32_t w, const uint8_t *flags, uint32_t target, uint8_t *spill)
{
	uint32_t n = c->nvregs, np = 0, pcap = 0, chosen = 0;
	uint64_t *pts = NULL;     /* crowded points' live sets, w words each */
	uint32_t *pwords = NULL;
	uint64_t *live = xmalloc(w * sizeof *live);
	double *cost = xcalloc((size_t)n + 1, sizeof *cost);
	uint32_t *cnt = xcalloc((size_t)n + 1, sizeof *cnt);
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
	for (uint32_t b = 0; b < B->nb; b++) {
		memcpy(live, &out[(size_t)b * w], w * sizeof *live);
		for (uint32_t pc = B->start[b + 1]; pc-- > B->start[b];) {
			const SimtInst *x = &c->insts[pc];

			/* the point after pc, then the point before it */
			for (int side = 0; side < 2; side++) {
				if (side) {
					if (x->dst != SIMT_NONE)
						bs_clear(live, x->dst);
					for (uint32_t s = 0; s < x->nin; s++)
						if (is_reg(&x->in[s]))
							bs_set(live, x->in[s].src);
				}
				uint32_t nw = words(live, c->vwidth, w);
				if (nw <= target)
					continue;
				if (np == pcap) {
					pcap = pcap ? 2 * pcap : 64;
					pts = xrealloc(pts, (size_t)pcap * w * sizeof *pts);
					pwords = xrealloc(pwords, (size_t)pcap * sizeof *pwords);
				}
				memcpy(&pts[(size_t)np * w], live, w * sizeof *live);
				pwords[np++] = nw;
				for (uint32_t k = 0; k < w; k++)
					for (uint64_t m = live[k]; m; m &= m - 1)
						cnt[k * 64 + (uint32_t)__builtin_ctzll(m)]++;
			}
		}
	}
	for (;;) {
		uint32_t best = 0;
		double bc = 0;

		for (uint32_t v = 1; v <= n; v++)
			if (cnt[v] && !flags[v] && !spill[v] &&
			    (!best || cost[v] / cnt[v] < bc)) {
				best = v;
				bc = cost[v] / cnt[v];
			}
		if (!best)
			break;
		spill[best] = 1;
		chosen++;
		for (uint32_t p = 0; p < np; p++) {
			uint64_t *set = &pts[(size_t)p * w];

			if (pwords[p] <= target || !bs_has(set, best))
				continue;
			pwords[p] -= c->vwidth[best];
			if (pwords[p] > target)
				continue;
			for (uint32_t k = 0; k < w; k++)
				for (uint64_t m = set[k]; m; m &= m - 1)
					cnt[k * 64 + (uint32_t)__builtin_ctzll(m)]--;
		}
	}
	free(pts);
	free(pwords);
	free(live);
	free(cost);
	free(cnt);
	free(depth);
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
		uint64_t *adj = interference(c, &B, out, w, del);
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
		c->nregs = pass_colour_greedy(adj, n, w, c->vwidth, prefer, reg);
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
		free(adj);
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
