/* Hand-built programs for the simulator's tests: a tiny builder of blocks
 * and nodes (without the front end, which needs LLVM), freed in one call. */
#ifndef SIMBUILD_H
#define SIMBUILD_H

#include <stdlib.h>
#include <string.h>

#include "vgiw/program.h"

#define SB_MAX_BLOCKS 8
#define SB_MAX_NODES 64

typedef struct {
	Program p;
	ProgKernel k;
	ProgBlock b[SB_MAX_BLOCKS];
	DfgNode nodes[SB_MAX_BLOCKS][SB_MAX_NODES + 1];
	ProgParam params[8];
	ProgSymbol syms[4];
} SB;

static inline SB *
sb_new(uint32_t nblocks, uint32_t nparams)
{
	SB *s = calloc(1, sizeof *s);

	s->p.target = PROG_VGIW;
	s->p.kernels = &s->k;
	s->p.nkernels = 1;
	s->k.name = "k";
	s->k.params = s->params;
	s->k.nparams = nparams;
	for (uint32_t i = 0; i < nparams; i++)
		s->params[i] = (ProgParam){ .name = "p", .kind = PARAM_POINTER,
		                            .type = IT_PTR, .aspace = AS_GLOBAL, .size = 8,
		                            .align = 8 };
	s->k.symbols = s->syms;
	s->k.blocks = s->b;
	s->k.nblocks = nblocks;
	s->k.lv_ids = 4;
	for (uint32_t b = 0; b < nblocks; b++) {
		s->b[b].id = b;
		s->b[b].succ[0] = s->b[b].succ[1] = PROG_NO_BLOCK;
		s->b[b].replicas = 1;
		s->b[b].part_of = b;
		s->b[b].graph.id = b;
		s->b[b].graph.nodes = s->nodes[b];
	}
	return s;
}

static inline uint32_t
sb_node(SB *s, uint32_t b, VgiwOp op, IsaType t, int64_t imm)
{
	DfgBlock *g = &s->b[b].graph;
	uint32_t n = ++g->nnodes;

	if (n > SB_MAX_NODES)
		abort();
	memset(&g->nodes[n], 0, sizeof g->nodes[n]);
	g->nodes[n].op = (uint16_t)op;
	g->nodes[n].type = (uint8_t)t;
	g->nodes[n].imm = imm;
	return n;
}

static inline void
sb_in(SB *s, uint32_t b, uint32_t n, uint8_t kind, IsaType t, uint32_t src, uint64_t imm)
{
	DfgNode *d = &s->b[b].graph.nodes[n];

	d->in[d->nin++] = (DfgInput){ .kind = kind, .type = (uint8_t)t, .src = src, .imm = imm };
}

/* Data input from node src, whose type it takes. */
static inline void
sb_from(SB *s, uint32_t b, uint32_t n, uint32_t src)
{
	sb_in(s, b, n, DIN_NODE, (IsaType)s->b[b].graph.nodes[src].type, src, 0);
}

static inline void
sb_order(SB *s, uint32_t b, uint32_t n, uint32_t src)
{
	sb_in(s, b, n, DIN_ORDER, IT_VOID, src, 0);
}

static inline void
sb_imm(SB *s, uint32_t b, uint32_t n, IsaType t, uint64_t v)
{
	sb_in(s, b, n, DIN_IMM, t, 0, v);
}

static inline void
sb_param(SB *s, uint32_t b, uint32_t n, uint32_t idx)
{
	sb_in(s, b, n, DIN_PARAM, IT_PTR, idx, 0);
}

/* Node computing base + (idx << shift) as a 64-bit address, where idx is
 * an i32 node. */
static inline uint32_t
sb_addr(SB *s, uint32_t b, uint32_t param, uint32_t idx, uint32_t shift)
{
	uint32_t x = sb_node(s, b, OP_SEXT, IT_I64, 0);
	sb_from(s, b, x, idx);
	uint32_t sh = sb_node(s, b, OP_SHL, IT_I64, 0);
	sb_from(s, b, sh, x);
	sb_imm(s, b, sh, IT_I64, shift);
	uint32_t a = sb_node(s, b, OP_IADD, IT_PTR, 0);
	sb_param(s, b, a, param);
	sb_from(s, b, a, sh);
	return a;
}

static inline void
sb_succ(SB *s, uint32_t b, uint32_t s0, uint32_t s1)
{
	s->b[b].succ[0] = s0;
	s->b[b].succ[1] = s1;
	s->b[b].nsucc = (uint8_t)((s0 != PROG_NO_BLOCK) + (s1 != PROG_NO_BLOCK));
}

#endif
