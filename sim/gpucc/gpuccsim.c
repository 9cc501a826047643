/* The GPU-CC SM simulator (include/vgiw/gpuccsim.h): every used core and
 * load/store unit holds one instruction; tokens of one thread travel from
 * unit to unit through the consumers' input FIFOs. A unit fires when each
 * of its token FIFOs holds an element that has arrived and each consumer
 * FIFO has room; its result enters the consumers' FIFOs at once (the room
 * is taken) and becomes visible after the op's latency. Op semantics, the
 * memory image and the cache hierarchy are sim/mem's (vgiw/simmem.h), as
 * the VGIW simulator's, so the results are those of the VGIW simulator and
 * the reference interpreter. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuccsim_int.h"
#include "vgiw/gpuccsim.h"
#include "vgiw/simmem.h"

#define GS_DEFAULT_DEADLOCK 100000u

void
gpuccsim_stats_free(GpuccSimStats *st)
{
	free(st->kernel);
	free(st->units);
	memset(st, 0, sizeof *st);
}

/* Thread t's coordinate c. Warm-up threads before the launch's first
 * (t < 0) exist only for stream reuse, whose address slices see only the
 * linear index: their other coordinates are thread 0's. */
static uint64_t
coord(const Gs *s, int64_t ts, int64_t c)
{
	if (ts < 0 && (c == ISA_THREAD || c == ISA_GID_X))
		return (uint64_t)ts;
	uint64_t t = ts < 0 ? 0 : (uint64_t)ts;

	return sim_launch_coord(s->l, t / s->cta_threads,
	                        (uint32_t)(t % s->cta_threads), s->cta_threads, c);
}

static const char *
op_name(unsigned op)
{
	return op < OP_COUNT ? vgiw_op_info[op].mnemonic : "?";
}

static void
unit_name(const Gs *s, uint32_t u, char *buf, size_t n)
{
	if (u < s->g->ncores)
		snprintf(buf, n, "core %u (%s, copy %u)", u, op_name(s->u[u].pu->op),
		         s->u[u].pu->copy);
	else
		snprintf(buf, n, "lsu %u (%s, copy %u)", u - s->g->ncores,
		         op_name(s->u[u].pu->op), s->u[u].pu->copy);
}

static int
is_used(const ProgGpuccUnit *pu)
{
	return pu->op != PROG_GPUCC_UNUSED;
}

/* ---- configuration ---- */

/* Unit i's inputs: a FIFO per token input (its depth the core's or the
 * LSU's address or data FIFO's), the static value of the others. */
static void
configure_inputs(Gs *s, GsUnit *u, uint32_t i)
{
	const ProgGpucc *g = s->g;
	const ProgGpuccUnit *pu = u->pu;
	const ArchGpucc *ag = &s->a->gpucc;
	DiagList *d = s->d;
	uint32_t cdepth = ag->core.fifo_depth;
	uint32_t adepth = ag->ldst.addr_fifo_depth;
	uint32_t ddepth = ag->ldst.data_fifo_depth;

	for (uint32_t k = 0; k < pu->nin; k++) {
		const ProgGpuccIn *in = &pu->in[k];
		switch (in->kind) {
		case DIN_NODE:
		case DIN_ORDER: {
			/* an LSU's predicate comes with its address: both
			 * queue in the address FIFO; values in the data FIFO */
			int with_addr = k == 0 || ((pu->flags & ISAF_PREDICATED) &&
			                           k + 1 == pu->nin);
			uint32_t dep = !u->is_lsu ? cdepth : with_addr ? adepth : ddepth;
			if (in->src >= s->nu || !is_used(&g->units[in->src]) ||
			    g->units[in->src].copy != pu->copy) {
				diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit "
				         "%u input %u: unit %u is not a used unit of copy %u",
				         s->k->name, i, k, in->src, pu->copy);
				break;
			}
			if (g->units[in->src].warmup < (uint32_t)pu->warmup + in->delay) {
				diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit "
				         "%u input %u: delay %u needs %u warm-up threads of "
				         "unit %u, which runs %u", s->k->name, i, k, in->delay,
				         pu->warmup + in->delay, in->src,
				         g->units[in->src].warmup);
				break;
			}
			u->tokmask |= (uint8_t)(1u << k);
			u->fifo[k].depth = dep ? dep : 1;
			u->fifo[k].e = xcalloc(u->fifo[k].depth, sizeof *u->fifo[k].e);
			break;
		}
		case DIN_IMM:
			u->stat[k] = sim_mask(in->imm, in->type);
			break;
		case DIN_PARAM:
			if (in->src >= s->k->nparams)
				diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit "
				         "%u: parameter %u of %u", s->k->name, i, in->src,
				         s->k->nparams);
			else
				u->stat[k] = s->param[in->src];
			break;
		case DIN_SYM:
			if (in->src == ISYM_LOCAL)
				u->stat[k] = LAUNCH_LOCAL_BASE + in->imm;
			else if (!in->src || in->src > s->k->nsymbols)
				diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit "
				         "%u: symbol %u of %u", s->k->name, i, in->src,
				         s->k->nsymbols);
			else
				u->stat[k] = s->im.sym_addr[in->src] + in->imm;
			break;
		default:
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "input %u has kind %u", s->k->name, i, k, in->kind);
		}
	}
}

/* The LSUs' access queues and every unit's consumers and followers, once
 * the units are configured without error. */
static void
link_units(Gs *s)
{
	const ArchGpucc *ag = &s->a->gpucc;
	uint32_t adepth = ag->ldst.addr_fifo_depth;
	uint32_t ddepth = ag->ldst.data_fifo_depth;

	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		if (!u->is_lsu)
			continue;
		u->acc_cap = adepth > ddepth ? adepth : ddepth;
		if (!u->acc_cap)
			u->acc_cap = 1;
		u->acc = xcalloc(u->acc_cap, sizeof *u->acc);
	}
	/* consumers of each unit's output */
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		for (uint32_t k = 0; k < u->pu->nin; k++)
			if (u->tokmask >> k & 1)
				s->u[u->pu->in[k].src].nsinks++;
	}
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		if (u->order)
			s->u[u->order - 1].nfollowers++;
	}
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		u->sink = xcalloc(u->nsinks ? u->nsinks : 1, sizeof *u->sink);
		u->nsinks = 0;
		u->follower = xcalloc(u->nfollowers ? u->nfollowers : 1,
		                      sizeof *u->follower);
		u->nfollowers = 0;
	}
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		if (u->order) {
			GsUnit *p = &s->u[u->order - 1];
			p->follower[p->nfollowers++] = u->id;
		}
	}
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		for (uint32_t k = 0; k < u->pu->nin; k++)
			if (u->tokmask >> k & 1) {
				GsUnit *p = &s->u[u->pu->in[k].src];
				p->sink[p->nsinks++] = (GsSink){ u->id, k, u->pu->in[k].delay };
			}
	}
}

static int
configure(Gs *s)
{
	const ProgGpucc *g = s->g;
	const ArchGpucc *ag = &s->a->gpucc;
	DiagList *d = s->d;
	uint32_t errors = d->errors;

	s->nu = g->ncores + g->nlsus;
	s->u = xcalloc(s->nu ? s->nu : 1, sizeof *s->u);
	s->used = xcalloc(s->nu ? s->nu : 1, sizeof *s->used);
	if (!g->units || !g->copies) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': empty GPU-CC "
		         "configuration", s->k->name);
		return 1;
	}
	for (uint32_t i = 0; i < s->nu; i++) {
		GsUnit *u = &s->u[i];
		const ProgGpuccUnit *pu = &g->units[i];

		u->pu = pu;
		u->id = i;
		if (!is_used(pu))
			continue;
		u->is_lsu = i >= g->ncores;
		if (pu->op >= OP_COUNT || pu->nin > PROG_GPUCC_MAX_IN || pu->copy >= g->copies) {
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "op %u with %u inputs in copy %u", s->k->name, i, pu->op,
			         pu->nin, pu->copy);
			continue;
		}
		unsigned cls = vgiw_op_info[pu->op].unit;
		int mem = cls == UC_LDST;
		if (mem != u->is_lsu || (!mem && cls != UC_ALU && cls != UC_SCU &&
		                         pu->op != OP_TID) || pu->op == OP_FENCE) {
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "%s cannot run on a %s", s->k->name, i, op_name(pu->op),
			         u->is_lsu ? "load/store unit" : "core");
			continue;
		}
		s->used[s->nused++] = i;
		u->nd.op = pu->op;
		u->nd.type = pu->type;
		u->nd.flags = pu->flags;
		u->nd.aspace = pu->aspace;
		u->nd.align = pu->align;
		u->nd.imm = pu->imm;
		u->nd.line = pu->line;
		u->nd.nin = pu->nin < DFG_MAX_IN ? pu->nin : DFG_MAX_IN;
		for (uint32_t k = 0; k < u->nd.nin; k++) {
			u->nd.in[k].kind = pu->in[k].kind;
			u->nd.in[k].type = pu->in[k].type;
		}
		LatClass lc = pu->op == OP_TID ? LAT_INT : (LatClass)vgiw_op_info[pu->op].lat;
		u->latency = lc < LAT_COUNT ? ag->lat[lc].cycles : 1;
		u->interval = lc < LAT_COUNT ? ag->lat[lc].interval : 1;
		if (!u->latency)
			u->latency = 1;
		if (!u->interval)
			u->interval = 1;
		u->order = u->is_lsu ? pu->order_after : 0;
		/* copy c streams the contiguous range [c chunk, (c + 1) chunk) of
		 * the linear thread indices, so stream reuse holds in each copy */
		uint64_t chunk = (s->hi - s->lo + g->copies - 1) / g->copies;
		uint64_t lo = s->lo + pu->copy * chunk, hi = lo + chunk;
		if (hi > s->hi)
			hi = s->hi;
		if (lo > hi)
			lo = hi;
		if (pu->warmup && u->is_lsu && pu->op != OP_LD)
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "%s cannot run warm-up threads", s->k->name, i,
			         op_name(pu->op));
		if (pu->speculative && pu->op != OP_LD)
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "only a load can be speculative", s->k->name, i);
		u->start = (int64_t)lo;
		u->end = (int64_t)hi;
		u->first = u->next = u->issued = lo < hi ? (int64_t)lo - pu->warmup : (int64_t)hi;
		configure_inputs(s, u, i);
		if (u->order && (u->order > s->nu || u->order - 1 < g->ncores ||
		                 !is_used(&g->units[u->order - 1]) ||
		                 g->units[u->order - 1].copy != pu->copy ||
		                 pu->warmup || g->units[u->order - 1].warmup))
			diag_add(d, DIAG_ERROR, NULL, 0, pu->line, "kernel '%s' unit %u: "
			         "ordered after unit %u, not a used LSU of copy %u "
			         "(neither running warm-up threads)",
			         s->k->name, i, u->order - 1, pu->copy);
	}
	if (d->errors != errors)
		return 1;
	link_units(s);
	return 0;
}

/* ---- memory ---- */

static void
runtime_error(Gs *s, const GsUnit *u, int64_t t, const char *what, uint64_t addr,
              uint32_t size, const char *where)
{
	char nm[96];

	unit_name(s, u->id, nm, sizeof nm);
	diag_add(s->d, DIAG_ERROR, u->pu->line ? s->k->source : NULL, u->pu->line, 0,
	         "kernel '%s' %s: thread %"
	         PRId64 " (ctaid %" PRIu64 ",%" PRIu64 ",%" PRIu64 " tid %" PRIu64 ",%"
	         PRIu64 ",%" PRIu64 "): %s of %u bytes at 0x%" PRIx64 "%s%s", s->k->name,
	         nm, t, coord(s, t, ISA_CTAID_X), coord(s, t, ISA_CTAID_Y),
	         coord(s, t, ISA_CTAID_Z), coord(s, t, ISA_TID_X),
	         coord(s, t, ISA_TID_Y), coord(s, t, ISA_TID_Z), what, size,
	         addr & LAUNCH_ADDR_MASK, where ? ": " : "", where ? where : "");
	s->error = 1;
}

/* Out of the hot path: the report of an access sim_image_ptr refused. */
#if defined(__GNUC__)
__attribute__((cold, noinline))
#endif
static void
oob_error(Gs *s, const GsUnit *u, int64_t t, uint64_t addr, uint32_t size)
{
	char where[320];

	sim_image_describe(&s->im, addr, size, where, sizeof where);
	runtime_error(s, u, t, "out-of-bounds access", addr, size, where);
}

/* The LSU's access for thread t: its effect now, the cycle its result is
 * ready returned. A speculative load, and any load of a warm-up thread,
 * ignores its predicate and yields 0 outside every window: stream reuse
 * (docs/gpucc.md) only hands its values to threads whose own loads would
 * have read the same address. */
static uint64_t
memory_op(Gs *s, GsUnit *u, int64_t t, const uint64_t *v, uint64_t *out)
{
	const ProgGpuccUnit *pu = u->pu;
	uint32_t size = sim_type_bytes(pu->type);
	uint64_t addr = v[0] + (uint64_t)(int64_t)pu->offset;
	int spec = pu->speculative || t < u->start;
	LaunchWindow win;
	int kind;

	*out = 0;
	if (!spec && (pu->flags & ISAF_PREDICATED) && pu->nin > 0 &&
	    !(v[pu->nin - 1] & 1)) {
		s->st->suppressed++;
		return s->now + 1;
	}
	if (!size)
		size = 1;
	uint8_t *p = NULL;
	win = launch_window(addr);
	if (t >= 0 || win != LAUNCH_WIN_LOCAL)
		p = sim_image_ptr(&s->im, addr, size, (uint32_t)(t < 0 ? 0 : t), &win);
	if (!p && spec) {
		s->st->speculative_misses++;
		return s->now + u->latency;
	}
	if (!p) {
		oob_error(s, u, t, addr, size);
		return s->now + 1;
	}
	kind = sim_access(pu->op, pu->type, pu->imm, p, v, out);
	if (kind < 0) {
		runtime_error(s, u, t, "unknown atomic kind", addr, size, NULL);
		return s->now + 1;
	}
	s->st->loads += kind == SIM_READ;
	s->st->stores += kind == SIM_WRITE;
	s->st->atomics += kind == SIM_ATOMIC;
	uint64_t done = sim_mem_access(&s->mem, &s->im, addr & LAUNCH_ADDR_MASK, size, win,
	                               (uint64_t)t, kind, s->now);
	uint64_t min = s->now + u->latency;
	return done > min ? done : min;
}

/* The prefetch element: one new line of the address FIFO per cycle is
 * requested ahead of its load. 1 if it requested one. */
int
gpuccsim_prefetch(Gs *s, GsUnit *u)
{
	GsFifo *f = &u->fifo[0];

	/* it sees addresses, not predicates: a suppressed load's line is
	 * fetched too (timing only; memory contents never change) */
	if (u->pu->op != OP_LD || !(u->tokmask & 1))
		return 0;
	while (u->scan < f->count) {
		const GsTok *tk = &f->e[(f->head + u->scan) % f->depth];
		if (tk->ready > s->now)
			return 0;
		u->scan++;
		uint64_t addr = (tk->value + (uint64_t)(int64_t)u->pu->offset) & LAUNCH_ADDR_MASK;
		/* shared memory has no lines; per-thread local frames are not
		 * streams worth prefetching */
		LaunchWindow win = launch_window(addr);
		if (win == LAUNCH_WIN_NONE || win == LAUNCH_WIN_SHARED ||
		    win == LAUNCH_WIN_LOCAL)
			continue;
		uint64_t line = addr >> s->line_shift;
		if (line + 1 == u->last_line)
			continue;
		u->last_line = line + 1;
		sim_mem_global(&s->mem, addr, SIM_READ, s->now);
		s->st->prefetches++;
		return 1;
	}
	return 0;
}

/* ---- firing ---- */

/* Unit x must be looked at again: a neighbour changed what it sees (a
 * token entered its FIFO, room opened in a consumer's, its ordering
 * predecessor issued). The polling schedule looks at every unit in the
 * order of s->used each cycle, so x sees the change this cycle if it comes
 * after the unit being looked at, else the next; the event-driven one
 * keeps that order. */
static inline void
wake(Gs *s, GsUnit *x)
{
	uint64_t at = x->stat_index > s->cur ? s->now : s->now + 1;

	if (x->wake > at)
		x->wake = at;
	if (at > s->now && s->soonest > at)
		s->soonest = at;
}

/* Whether the result for thread t goes to sink k: its consumer runs
 * threads [first, end) and reads tokens `delay` threads late. */
static int
wanted(const Gs *s, const GsSink *k, int64_t t)
{
	const GsUnit *c = &s->u[k->unit];
	int64_t for_thread = t + (int64_t)k->delay;

	return for_thread >= c->first && for_thread < c->end;
}

/* Whether every sink that takes thread t's result has room. */
static int
sinks_have_room(const Gs *s, const GsUnit *u, int64_t t)
{
	for (uint32_t j = 0; j < u->nsinks; j++) {
		const GsFifo *f = &s->u[u->sink[j].unit].fifo[u->sink[j].slot];
		if (wanted(s, &u->sink[j], t) && f->count >= f->depth)
			return 0;
	}
	return 1;
}

/* Whether the i-th element of every token FIFO is there and has arrived;
 * the values (static inputs from the configuration) into v. */
static int
inputs_ready(const Gs *s, const GsUnit *u, uint32_t i, int64_t t, uint64_t *v)
{
	for (uint32_t k = 0; k < u->pu->nin; k++) {
		if (!(u->tokmask >> k & 1)) {
			v[k] = u->stat[k];
			continue;
		}
		const GsFifo *f = &u->fifo[k];
		if (f->count <= i)
			return 0;
		const GsTok *tk = &f->e[(f->head + i) % f->depth];
		if (tk->ready > s->now)
			return 0;
		if (tk->thread != t)
			die("gpuccsim: unit %u slot %u got thread %" PRId64 ", expected %"
			    PRId64, u->id, k, tk->thread, t);
		v[k] = sim_mask(tk->value, u->pu->in[k].type);
	}
	return 1;
}

/* Pop thread t's inputs and hand its result to the sinks that take it. */
static void
retire(Gs *s, GsUnit *u, int64_t t, uint64_t out, uint64_t ready)
{
	for (uint32_t k = 0; k < u->pu->nin; k++)
		if (u->tokmask >> k & 1) {
			GsFifo *f = &u->fifo[k];
			f->head = (f->head + 1) % f->depth;
			f->count--;
			if (k == 0 && u->scan)
				u->scan--;
			wake(s, &s->u[u->pu->in[k].src]);
		}
	for (uint32_t j = 0; j < u->nsinks; j++) {
		GsFifo *f = &s->u[u->sink[j].unit].fifo[u->sink[j].slot];
		if (!wanted(s, &u->sink[j], t))
			continue;
		f->e[(f->head + f->count) % f->depth] =
			(GsTok){ out, ready, t + (int64_t)u->sink[j].delay };
		f->count++;
		if (f->count > f->max)
			f->max = f->count;
		wake(s, &s->u[u->sink[j].unit]);
	}
	if (ready > s->last_ready)
		s->last_ready = ready;
	u->next++;
	s->st->units[u->stat_index].firings++;
	s->st->firings++;
}

/* A core: fires for its next thread when its inputs are in and its sinks
 * have room, which the result takes at once (it is visible after the
 * latency). 1 if it fired. */
int
gpuccsim_core_step(Gs *s, GsUnit *u)
{
	GpuccSimUnitStats *us = &s->st->units[u->stat_index];
	int64_t t = u->next;
	uint64_t v[PROG_GPUCC_MAX_IN] = { 0 }, out;

	if (t >= u->end || u->next_issue > s->now)
		return 0;
	if (!inputs_ready(s, u, 0, t, v)) {
		us->empty_stalls++;
		return 0;
	}
	if (!sinks_have_room(s, u, t)) {
		us->full_stalls++;
		return 0;
	}
	out = 0;
	if (u->pu->op == OP_TID)
		out = sim_mask(coord(s, t, u->pu->imm), u->pu->type);
	else if (u->pu->op == OP_TRAP) {
		if (t >= 0 && !(v[0] & 1))   /* warm-up threads assert nothing */
			sim_trap(s->l, v[0], coord(s, t, ISA_THREAD), u->pu->imm);
	} else
		out = sim_eval(&u->nd, v);
	u->next_issue = s->now + u->interval;
	retire(s, u, t, out, s->now + u->latency);
	return 1;
}

/* An LSU (GPU-CC paper section 3: it removes an element from its FIFOs
 * only when the access has completed). Retire: the oldest issued access,
 * once its data are in and its sinks have room. Issue: the next thread's
 * access, at most one per cycle, when its inputs are in the FIFOs, its
 * ordering predecessor has performed the same thread's access, and no
 * miss blocks the unit: a load or atomic that misses in the L1 (its data
 * come later than a hit's latency plus GS_HIT_SLACK cycles of bank
 * conflicts) blocks issue until its data are in, which the prefetch
 * element exists to avoid. Stores are posted. 1 if it retired; *issued
 * 1 if it issued. */
#define GS_HIT_SLACK 4u
int
gpuccsim_lsu_step(Gs *s, GsUnit *u, int *issued)
{
	GpuccSimUnitStats *us = &s->st->units[u->stat_index];
	int retired = 0;

	*issued = 0;
	if (u->next < u->issued) {
		const GsAccess *a = &u->acc[(uint64_t)(u->next - u->first) % u->acc_cap];
		if (a->done <= s->now) {
			if (sinks_have_room(s, u, u->next)) {
				retire(s, u, u->next, a->value, s->now + 1);
				retired = 1;
			} else
				us->full_stalls++;
		}
	}
	int64_t t = u->issued;
	uint64_t v[PROG_GPUCC_MAX_IN] = { 0 };
	if (t >= u->end || u->next_issue > s->now)
		return retired;
	if (u->blocked > s->now) {
		us->miss_stalls++;
		return retired;
	}
	if ((uint64_t)(t - u->next) >= u->acc_cap ||
	    !inputs_ready(s, u, (uint32_t)(t - u->next), t, v)) {
		us->empty_stalls++;
		return retired;
	}
	if (u->order && s->u[u->order - 1].issued <= t) {
		us->order_stalls++;
		return retired;
	}
	GsAccess *a = &u->acc[(uint64_t)(t - u->first) % u->acc_cap];
	a->done = memory_op(s, u, t, v, &a->value);
	if (u->pu->op == OP_ST)
		a->done = s->now + 1;
	else if (a->done > s->now + s->hit_latency + GS_HIT_SLACK)
		u->blocked = a->done;
	u->next_issue = s->now + u->interval;
	u->issued++;
	*issued = 1;
	for (uint32_t j = 0; j < u->nfollowers; j++)
		wake(s, &s->u[u->follower[j]]);
	return retired;
}

/* The waiting units, their FIFOs and what blocks them, at s->now. */
void
gpuccsim_deadlock_report(Gs *s, const char *why)
{
	s->st->deadlock = 1;
	diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': %s at cycle %" PRIu64,
	         s->k->name, why, s->now);
	gpuccsim_note_units(s);
}

/* A note per unit with threads left to fire: where it is and what it
 * waits on. */
void
gpuccsim_note_units(Gs *s)
{
	char nm[96];

	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		if (u->next >= u->end)
			continue;
		unit_name(s, u->id, nm, sizeof nm);
		char fifos[256];
		size_t n = 0;
		fifos[0] = 0;
		for (uint32_t k = 0; k < u->pu->nin && n < sizeof fifos; k++)
			if (u->tokmask >> k & 1)
				n += (size_t)snprintf(fifos + n, sizeof fifos - n, "%s%s FIFO %u "
				                      "(from unit %u): %u/%u", n ? ", " : "",
				                      u->is_lsu && k == 0 ? "address" : "input", k,
				                      u->pu->in[k].src, u->fifo[k].count,
				                      u->fifo[k].depth);
		for (uint32_t j2 = 0; j2 < u->nsinks && n < sizeof fifos; j2++) {
			const GsFifo *f = &s->u[u->sink[j2].unit].fifo[u->sink[j2].slot];
			if (f->count >= f->depth)
				n += (size_t)snprintf(fifos + n, sizeof fifos - n, "%soutput "
				                      "blocked: FIFO %u of unit %u full (%u/%u)",
				                      n ? ", " : "", u->sink[j2].slot,
				                      u->sink[j2].unit, f->count, f->depth);
		}
		diag_add(s->d, DIAG_NOTE, NULL, u->pu->line, 0, "%s waits at thread %"
		         PRId64 " (%" PRId64 " of %" PRId64 " fired)%s%s%s", nm,
		         u->next, u->next - u->first, u->end - u->first, n ? "; " : "",
		         fifos, u->order && s->u[u->order - 1].issued <= u->issued ?
		         "; ordered after an LSU that has not performed it" : "");
	}
}

static double
host_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Everything before the first cycle, for the launch's CTAs [cta0, cta1)
 * (u NULL: all of them); the uncore its own (u NULL) or a chip's at port
 * `port`. 0, or 1 after diagnostics. */
static int
open_sm(Gs *s, const Arch *a, const ProgKernel *k, Launch *l,
        const SimOptions *o, GpuccSimStats *st, SimUncore *u, uint32_t port,
        uint64_t cta0, uint64_t cta1, DiagList *d)
{
	memset(st, 0, sizeof *st);
	st->kernel = xstrdup(k && k->name ? k->name : "?");
	s->o = *o;
	s->a = a;
	s->k = k;
	s->l = l;
	s->st = st;
	s->d = d;
	if (!k || !k->gpucc) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' has no GPU-CC "
		         "configuration (compile with --target=gpucc)", st->kernel);
		return 1;
	}
	s->g = k->gpucc;
	s->prefetch = a->gpucc.ldst.prefetch;
	if (!(s->param = sim_bind_params(k, l, d)))
		return 1;
	uint64_t cta_threads = launch_block_threads(l);
	if (!cta_threads || cta_threads > UINT32_MAX) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a CTA of %" PRIu64 " threads",
		         cta_threads);
		return 1;
	}
	s->cta_threads = (uint32_t)cta_threads;
	if (s->g->linear && (l->block[1] > 1 || l->block[2] > 1 || l->grid[1] > 1 ||
	                     l->grid[2] > 1)) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' was compiled for "
		         "one-dimensional launches (stream reuse takes gid.x as the "
		         "linear thread index); got --grid=%u,%u,%u --block=%u,%u,%u",
		         k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0],
		         l->block[1], l->block[2]);
		return 1;
	}
	st->ctas = launch_cta_count(l);
	s->threads = st->ctas * cta_threads;
	st->threads = s->threads;
	st->copies = s->g->copies;
	if (s->threads > UINT32_MAX) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a launch of %" PRIu64 " threads is "
		         "more than the simulator maps", s->threads);
		return 1;
	}
	s->lo = 0;
	s->hi = s->threads;
	if (u) {
		s->lo = cta0 * cta_threads;
		s->hi = cta1 * cta_threads;
	}
	/* every CTA has its shared window and every thread its local frame */
	if (sim_image_init(&s->im, l, k, s->cta_threads, st->ctas, d))
		return 1;
	if (u) {
		st->ctas = cta1 - cta0;
		st->threads = s->hi - s->lo;
	}
	/* the SM's own L1, no live value cache */
	if (u)
		sim_mem_init_shared(&s->mem, a, &a->gpucc.l1d, NULL, a->gpucc.core_mhz, u,
		                    port, &st->mem);
	else
		sim_mem_init(&s->mem, a, &a->gpucc.l1d, NULL, a->gpucc.core_mhz, &st->mem);
	s->line_shift = s->mem.l1.line_shift;
	s->hit_latency = s->mem.l1.latency;
	if (configure(s))
		return 1;
	st->units = xcalloc(s->nused ? s->nused : 1, sizeof *st->units);
	st->nunits = s->nused;
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *un = &s->u[s->used[j]];
		un->stat_index = j;
		st->units[j].unit = un->id;
		st->units[j].op = un->pu->op;
		st->units[j].copy = un->pu->copy;
		st->units[j].is_lsu = un->is_lsu;
		if (un->is_lsu)
			st->lsus_used++;
		else
			st->cores_used++;
	}
	st->instructions_fetched = s->nused;
	return 0;
}

/* After the last cycle (rc: the run's): statistics completed, freed. */
static int
close_sm(Gs *s, int rc)
{
	GpuccSimStats *st = s->st;

	rc = rc || s->error;
	if (!rc && s->last_ready > s->now)
		/* the last results land, the last stores complete */
		s->now = s->last_ready;
	if (!rc && sim_mem_drained(&s->mem) > s->now)
		s->now = sim_mem_drained(&s->mem);   /* and reach memory */
	st->cycles = s->now;
	for (uint32_t j = 0; j < st->nunits; j++) {
		GsUnit *u = &s->u[s->used[j]];
		GpuccSimUnitStats *us = &st->units[j];
		for (uint32_t k2 = 0; k2 < PROG_GPUCC_MAX_IN; k2++)
			if (u->fifo[k2].max > us->fifo_max)
				us->fifo_max = u->fifo[k2].max;
		st->empty_stalls += us->empty_stalls;
		st->full_stalls += us->full_stalls;
		st->order_stalls += us->order_stalls;
		st->miss_stalls += us->miss_stalls;
	}
	if (s->u)
		for (uint32_t i = 0; i < s->nu; i++) {
			for (uint32_t k2 = 0; k2 < PROG_GPUCC_MAX_IN; k2++)
				free(s->u[i].fifo[k2].e);
			free(s->u[i].sink);
			free(s->u[i].follower);
			free(s->u[i].acc);
		}
	free(s->u);
	free(s->used);
	free(s->param);
	if (s->mem.u)
		sim_mem_free(&s->mem);
	sim_image_free(&s->im);
	return rc;
}

/* ---- the model (include/vgiw/model.h) ---- */

typedef struct {
	Gs s;
	double t0;
} GsCore;

static void *
gpucc_open(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
           const SimOptions *o, void *stats, const SimSeat *seat, DiagList *d)
{
	GsCore *c = xcalloc(1, sizeof *c);
	Gs *s = &c->s;
	SimOptions go;
	uint64_t ctas = launch_cta_count(l), r = seat->rank, n = seat->ncores;

	(void)p;
	if (o->trace) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the GPU-CC simulator writes no "
		         "trace yet (--trace is for VGIW programs)");
		free(c);
		return NULL;
	}
	sim_model_options(&go, o, GS_DEFAULT_DEADLOCK, "VGIW_GPUCC_POLLING");
	c->t0 = host_seconds();
	/* on a chip, the rank-th of n contiguous ranges of the CTAs: its
	 * copies split it for stream reuse */
	if (open_sm(s, a, k, l, &go, stats, seat->u, seat->port, ctas * r / n,
	            ctas * (r + 1) / n, d)) {
		if (s->g)
			close_sm(s, 1);
		free(c);
		return NULL;
	}
	gpuccsim_events_begin(s);
	return c;
}

static uint64_t
gpucc_now(const void *core)
{
	return ((const GsCore *)core)->s.now;
}

static int
gpucc_step(void *core)
{
	Gs *s = &((GsCore *)core)->s;
	int r = s->o.polling ? gpuccsim_polling_step(s) : gpuccsim_events_step(s);

	return r > 0 || s->error ? 1 : r;
}

static int
gpucc_close(void *core, int rc)
{
	GsCore *c = core;

	c->s.st->wall_seconds = host_seconds() - c->t0;
	rc = close_sm(&c->s, rc);
	free(c);
	return rc;
}

static uint32_t
gpucc_chip_cores(const Arch *a)
{
	return a->chip.cores.gpucc;
}

static uint32_t
gpucc_core_mhz(const Arch *a)
{
	return a->gpucc.core_mhz;
}

static void
gpucc_totals(const void *stats, SimCoreTotals *t)
{
	const GpuccSimStats *s = stats;

	*t = (SimCoreTotals){ s->cycles, s->firings, s->threads, s->ctas, &s->mem };
}

static int
gpucc_write_json(const void *st, FILE *out)
{
	return gpuccsim_write_stats_json(st, out);
}

static void
gpucc_print_summary(const void *st, FILE *out)
{
	gpuccsim_print_summary(st, out);
}

static void
gpucc_energy(const void *st, SimEnergy *e)
{
	gpuccsim_stats_energy(st, e);
}

static void
gpucc_stats_free(void *st)
{
	gpuccsim_stats_free(st);
}

const SimModel gpuccsim_model = {
	.name = "gpucc",
	.stats_size = sizeof(GpuccSimStats),
	.chip_cores = gpucc_chip_cores,
	.core_mhz = gpucc_core_mhz,
	.open = gpucc_open,
	.now = gpucc_now,
	.step = gpucc_step,
	.close = gpucc_close,
	.totals = gpucc_totals,
	.write_json = gpucc_write_json,
	.print_summary = gpucc_print_summary,
	.energy = gpucc_energy,
	.stats_free = gpucc_stats_free,
};
