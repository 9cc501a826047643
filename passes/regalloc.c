/* Register allocation of a SIMT stream (passes/simt.c) over the whole
 * kernel: liveness per instruction, interference, greedy colouring with
 * register pairs (passes/colour.c), and the tidying that the registers
 * make possible (copies within one register, jumps to the next pc). */
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
renumber(SimtCode *c)
{
	uint32_t n = c->nvregs, k = 0;
	uint32_t *map = xcalloc((size_t)n + 1, sizeof *map);
	uint8_t *width = xcalloc((size_t)n + 1, 1);

	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		if (c->insts[pc].dst != SIMT_NONE && !map[c->insts[pc].dst])
			map[c->insts[pc].dst] = ++k;
	for (uint32_t v = 1; v <= n; v++)
		if (!map[v])
			map[v] = ++k;
	for (uint32_t v = 1; v <= n; v++)
		width[map[v]] = c->vwidth[v];
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

void
pass_regalloc(SimtCode *c)
{
	if (c->allocated)
		die("pass_regalloc run twice");
	renumber(c);

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
	free(B.start);
	free(B.blk);
	free(out);
	free(adj);
	free(prefer);
	free(reg);
	free(del);
}
