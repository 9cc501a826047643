/* The functional side of a warp instruction that is not a memory access:
 * registers (32-bit, 64-bit values in even pairs), the op semantics of
 * sim/mem for every active thread, thread coordinates, the warp-wide
 * SHFL and VOTE over the active mask (ops.def), and the runtime error that
 * names the thread and the instruction. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>

#include "simt_int.h"

uint64_t
simt_read(const Simt *s, const SimtWarp *w, const SimtOpnd *o, uint32_t lane,
          unsigned type)
{
	if (!o->is_reg)
		return o->val;
	const uint32_t *r = w->regs + (size_t)o->reg * s->ws + lane;
	uint64_t v = r[0];
	if (o->wide)
		v |= (uint64_t)r[s->ws] << 32;
	return sim_mask(v, type);
}

void
simt_write(Simt *s, SimtWarp *w, const SimtDec *dc, uint32_t lane, uint64_t v)
{
	if (dc->dst == PROG_SIMT_NO_REG)
		return;
	uint32_t *r = w->regs + (size_t)dc->dst * s->ws + lane;
	v = sim_mask(v, dc->nd.type);
	r[0] = (uint32_t)v;
	if (dc->wide_dst)
		r[s->ws] = (uint32_t)(v >> 32);
}

static uint64_t
simt_coord(const Simt *s, const SimtWarp *w, uint32_t lane, int64_t c)
{
	return sim_launch_coord(s->l, s->ctas[w->cta].cta, w->first_thread + lane,
	                        s->cta_threads, c);
}

/* PTX ISA, shfl.sync: the source lane of `lane`, or lane itself when the
 * source is outside the segment. */
static uint32_t
shfl_source(int64_t mode, uint32_t lane, uint32_t b, uint32_t c)
{
	int32_t bval = (int32_t)(b & 0x1f), cval = (int32_t)(c & 0x1f);
	int32_t seg = (int32_t)((c >> 8) & 0x1f), ln = (int32_t)lane;
	int32_t max = (ln & seg) | (cval & ~seg), min = ln & seg;
	int32_t j;
	int ok;

	switch (mode) {
	case 1: j = ln - bval; ok = j >= max; break;   /* up */
	case 2: j = ln + bval; ok = j <= max; break;   /* down */
	case 3: j = ln ^ bval; ok = j <= max; break;   /* bfly */
	default: j = min | (bval & ~seg); ok = j <= max; break;  /* idx */
	}
	return ok ? (uint32_t)j : lane;
}

static void
exec_shfl(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask)
{
	const DfgInput *in = dc->pi->in;
	uint64_t *a = s->vals;

	s->st->shuffles++;
	for (uint32_t i = 0; i < w->nthreads; i++)
		if (mask >> i & 1)
			a[i] = simt_read(s, w, &dc->in[0], i, in[0].type);
	for (uint32_t i = 0; i < w->nthreads; i++) {
		if (!(mask >> i & 1))
			continue;
		uint32_t b = (uint32_t)simt_read(s, w, &dc->in[1], i, in[1].type);
		uint32_t c = (uint32_t)simt_read(s, w, &dc->in[2], i, in[2].type);
		uint32_t j = shfl_source(dc->pi->imm, i, b, c);
		/* a lane no thread of the warp runs gives the own value */
		if (j >= w->nthreads || !(mask >> j & 1))
			j = i;
		s->vals[s->ws + i] = a[j];
	}
	for (uint32_t i = 0; i < w->nthreads; i++)
		if (mask >> i & 1)
			simt_write(s, w, dc, i, s->vals[s->ws + i]);
}

static void
exec_vote(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask)
{
	uint64_t ballot = 0, r;

	s->st->votes++;
	for (uint32_t i = 0; i < w->nthreads; i++)
		if ((mask >> i & 1) && (simt_read(s, w, &dc->in[0], i, IT_I1) & 1))
			ballot |= 1ull << i;
	switch (dc->pi->imm) {
	case 0: r = ballot == mask; break;                  /* all */
	case 1: r = ballot != 0; break;                     /* any */
	case 2: r = ballot == 0 || ballot == mask; break;   /* uni */
	default: r = ballot; break;                         /* ballot */
	}
	for (uint32_t i = 0; i < w->nthreads; i++)
		if (mask >> i & 1)
			simt_write(s, w, dc, i, r);
}

void
simt_exec_alu(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask)
{
	const DfgInput *in = dc->pi->in;
	uint32_t n = dc->nd.nin;

	switch (dc->nd.op) {
	case OP_SHFL:
		exec_shfl(s, w, dc, mask);
		return;
	case OP_VOTE:
		exec_vote(s, w, dc, mask);
		return;
	case OP_TID:
		for (uint32_t i = 0; i < w->nthreads; i++)
			if (mask >> i & 1)
				simt_write(s, w, dc, i, simt_coord(s, w, i, dc->pi->imm));
		return;
	case OP_CLOCK:
		/* the issue cycle: simt_write keeps %clock's low 32 bits */
		for (uint32_t i = 0; i < w->nthreads; i++)
			if (mask >> i & 1)
				simt_write(s, w, dc, i, s->now);
		return;
	case OP_TRAP:
		for (uint32_t i = 0; i < w->nthreads; i++)
			if (mask >> i & 1)
				sim_trap(s->l, simt_read(s, w, &dc->in[0], i, in[0].type),
				         simt_coord(s, w, i, ISA_THREAD), dc->pi->imm);
		return;
	case OP_IADD:
		/* the commonest instruction, 32-bit on registers: no call */
		if (dc->nd.type == IT_I32 && dc->in[0].is_reg && !dc->in[0].wide &&
		    dc->dst != PROG_SIMT_NO_REG) {
			uint32_t *d = w->regs + (size_t)dc->dst * s->ws;
			const uint32_t *x = w->regs + (size_t)dc->in[0].reg * s->ws;
			if (dc->in[1].is_reg) {
				const uint32_t *y = w->regs + (size_t)dc->in[1].reg * s->ws;
				for (uint32_t i = 0; i < w->nthreads; i++)
					if (mask >> i & 1)
						d[i] = x[i] + y[i];
			} else {
				uint32_t c = (uint32_t)dc->in[1].val;
				for (uint32_t i = 0; i < w->nthreads; i++)
					if (mask >> i & 1)
						d[i] = x[i] + c;
			}
			return;
		}
		break;
	default:
		break;
	}
	for (uint32_t i = 0; i < w->nthreads; i++) {
		if (!(mask >> i & 1))
			continue;
		uint64_t v[DFG_MAX_IN] = { 0 };
		for (uint32_t k = 0; k < n; k++)
			v[k] = simt_read(s, w, &dc->in[k], i, in[k].type);
		simt_write(s, w, dc, i, sim_eval(&dc->nd, v));
	}
}

void
simt_runtime_error(Simt *s, const SimtWarp *w, uint32_t lane, uint32_t pc,
                   const char *fmt, ...)
{
	char msg[512], who[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	uint64_t cta = s->ctas[w->cta].cta;
	if (lane == UINT32_MAX)
		snprintf(who, sizeof who, "warp %u of CTA %" PRIu64, w->first_thread / s->ws,
		         cta);
	else
		snprintf(who, sizeof who, "thread %" PRIu64 " (ctaid %" PRIu64 ",%" PRIu64
		         ",%" PRIu64 " tid %" PRIu64 ",%" PRIu64 ",%" PRIu64 ")",
		         cta * s->cta_threads + w->first_thread + lane,
		         simt_coord(s, w, lane, ISA_CTAID_X), simt_coord(s, w, lane, ISA_CTAID_Y),
		         simt_coord(s, w, lane, ISA_CTAID_Z), simt_coord(s, w, lane, ISA_TID_X),
		         simt_coord(s, w, lane, ISA_TID_Y), simt_coord(s, w, lane, ISA_TID_Z));
	uint32_t line = pc < s->ninsts ? s->ps->insts[pc].line : 0;
	diag_add(s->d, DIAG_ERROR, line ? s->k->source : NULL, line, 0,
	         "kernel '%s' pc %u: %s: %s", s->k->name, pc, who, msg);
	s->error = 1;
}
