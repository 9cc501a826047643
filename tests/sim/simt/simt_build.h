/* Hand-built SIMT programs for the tests of tests/sim/simt: an instruction
 * appender with register, immediate, parameter and symbol operands, and a
 * runner on the default arch changed by overrides. */
#ifndef SIMT_BUILD_H
#define SIMT_BUILD_H

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/isa.h"
#include "vgiw/chip.h"
#include "vgiw/simtsim.h"

#define MAXI 256

typedef struct {
	Program p;
	ProgKernel k;
	ProgSimt ps;
	ProgSimtInst insts[MAXI];
	ProgParam params[4];
	ProgSymbol syms[3];
} Kern;

static inline Kern *
kern_new(uint32_t nregs)
{
	Kern *c = calloc(1, sizeof *c);

	c->p.target = PROG_SIMT;
	c->p.kernels = &c->k;
	c->p.nkernels = 1;
	c->k.name = "k";
	c->k.params = c->params;
	c->k.symbols = c->syms;
	c->k.simt = &c->ps;
	c->ps.nregs = nregs;
	c->ps.insts = c->insts;
	return c;
}

static inline void
kern_ptr_param(Kern *c, const char *name)
{
	c->params[c->k.nparams++] = (ProgParam){ .name = name, .kind = PARAM_POINTER,
		.type = IT_PTR, .aspace = AS_GLOBAL, .size = 8, .align = 8 };
}

/* A shared array of `size` bytes: symbol 1. */
static inline void
kern_shared(Kern *c, uint64_t size)
{
	c->syms[1] = (ProgSymbol){ .name = "sh", .aspace = AS_SHARED, .align = 4,
	                           .size = size };
	c->k.nsymbols = 1;
}

static inline DfgInput
R(uint32_t r, IsaType t)
{
	return (DfgInput){ .kind = DIN_REG, .type = (uint8_t)t, .src = r };
}

static inline DfgInput
IMM(uint64_t v, IsaType t)
{
	return (DfgInput){ .kind = DIN_IMM, .type = (uint8_t)t, .imm = v };
}

static inline DfgInput
PAR(uint32_t i)
{
	return (DfgInput){ .kind = DIN_PARAM, .type = IT_PTR, .src = i };
}

static inline DfgInput
SYM(uint32_t i, uint64_t off)
{
	return (DfgInput){ .kind = DIN_SYM, .type = IT_PTR, .src = i, .imm = off };
}

/* Appends op -> dst (PROG_SIMT_NO_REG: none) with nin inputs; its pc. */
static inline uint32_t
ins(Kern *c, VgiwOp op, IsaType t, uint32_t dst, int64_t imm, uint32_t nin, ...)
{
	uint32_t pc = c->ps.ninsts++;
	ProgSimtInst *pi = &c->insts[pc];
	va_list ap;

	pi->op = (uint16_t)op;
	pi->type = (uint8_t)t;
	pi->dst = dst;
	pi->imm = imm;
	pi->nin = (uint8_t)nin;
	pi->aspace = AS_GLOBAL;
	pi->align = 4;
	pi->target[0] = pi->target[1] = 0;
	pi->reconv = PROG_SIMT_EXIT;
	pi->line = pc + 1;
	va_start(ap, nin);
	for (uint32_t i = 0; i < nin; i++)
		pi->in[i] = va_arg(ap, DfgInput);
	va_end(ap);
	return pc;
}

#define NOREG PROG_SIMT_NO_REG

static inline uint32_t
br(Kern *c, uint32_t cond, uint32_t taken, uint32_t not_taken, uint32_t reconv)
{
	uint32_t pc = ins(c, OP_BR, IT_VOID, NOREG, 0, 1, R(cond, IT_I1));

	c->insts[pc].target[0] = taken;
	c->insts[pc].target[1] = not_taken;
	c->insts[pc].reconv = reconv;
	return pc;
}

static inline uint32_t
jmp(Kern *c, uint32_t to)
{
	uint32_t pc = ins(c, OP_JMP, IT_VOID, NOREG, 0, 0);

	c->insts[pc].target[0] = to;
	return pc;
}

static inline uint32_t
ex(Kern *c)
{
	return ins(c, OP_EXIT, IT_VOID, NOREG, 0, 0);
}

/* Runs c over l on the default arch changed by the NULL-terminated
 * overrides; the return code of simt_run. */
static inline int
run_kern(Kern *c, Launch *l, SimtSimStats *st, DiagList *d, ...)
{
	Arch *a = arch_default();
	va_list ap;

	va_start(ap, d);
	for (const char *ov; (ov = va_arg(ap, const char *));)
		if (arch_override(a, ov, d))
			abort();
	va_end(ap);
	if (arch_check(a, d))
		abort();
	int rc = chip_run_alone(&simtsim_model, a, &c->p, &c->k, l, NULL, st, d);
	arch_free(a);
	return rc;
}

#endif
