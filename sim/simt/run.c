/* The SIMT SM's run (include/vgiw/simtsim.h): decoding and checking the
 * program, CTA slots from the occupancy calculator, issuing CTAs into free
 * slots, the cycle loop (issue, then fetch, then skip ahead to the next
 * event when nothing can happen before it), deadlocks and the cycle limit. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "simt_int.h"

const char *const simtsim_slot_name[SIMT_SLOT_COUNT] = {
	"issued", "structural", "raw", "memory", "control", "barrier", "idle",
};

const char *const simtsim_unit_name[SIMT_UNIT_COUNT] = { "sp", "sfu", "ldst", "ctrl" };

void
simtsim_stats_free(SimtSimStats *st)
{
	free(st->kernel);
	memset(st, 0, sizeof *st);
}

/* ---- decoding ---- */

static int
reg_ok(const Simt *s, uint32_t r, int wide)
{
	return r < s->nregs && (!wide || (r % 2 == 0 && r + 1 < s->nregs));
}

static int
decode(Simt *s)
{
	const ProgSimt *ps = s->ps;
	uint32_t errors = s->d->errors;
	uint32_t mult = (s->ws + s->as->sm.simd_width - 1) / s->as->sm.simd_width;

	s->dec = xcalloc(ps->ninsts ? ps->ninsts : 1, sizeof *s->dec);
	if (!ps->ninsts || !ps->insts)
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': empty SIMT program",
		         s->k->name);
	for (uint32_t pc = 0; pc < ps->ninsts; pc++) {
		const ProgSimtInst *pi = &ps->insts[pc];
		SimtDec *dc = &s->dec[pc];
		uint32_t line = pi->line;
#define BAD(...) do { diag_add(s->d, DIAG_ERROR, NULL, line, 0, __VA_ARGS__); \
		              goto next; } while (0)
		dc->pi = pi;
		if (pi->op >= OP_COUNT || pi->nin > PROG_SIMT_MAX_IN)
			BAD("kernel '%s' pc %u: op %u with %u inputs", s->k->name, pc, pi->op,
			    pi->nin);
		VgiwOp op = (VgiwOp)pi->op;
		unsigned cls = vgiw_op_info[op].unit;
		dc->ctrl = op == OP_BR || op == OP_JMP || op == OP_EXIT;
		if (op == OP_BR || op == OP_JMP || op == OP_EXIT || op == OP_BAR)
			dc->unit = SIMT_UNIT_CTRL;
		else if (cls == UC_LDST)
			dc->unit = SIMT_UNIT_LDST;
		else if (cls == UC_SCU)
			dc->unit = SIMT_UNIT_SFU;
		else if (cls == UC_ALU || op == OP_TID || op == OP_SHFL || op == OP_VOTE ||
		         op == OP_CLOCK)
			dc->unit = SIMT_UNIT_SP;
		else
			BAD("kernel '%s' pc %u: %s is not a SIMT instruction", s->k->name, pc,
			    vgiw_op_info[op].mnemonic);
		LatClass lc = op == OP_TID || op == OP_CLOCK ? LAT_INT
		            : (LatClass)vgiw_op_info[op].lat;
		dc->latency = lc < LAT_COUNT ? s->as->lat[lc].cycles : 1;
		dc->interval = (lc < LAT_COUNT ? s->as->lat[lc].interval : 1) * mult;
		if (!dc->latency)
			dc->latency = 1;
		if (!dc->interval)
			dc->interval = 1;
		dc->nd.op = pi->op;
		dc->nd.type = pi->type;
		dc->nd.flags = pi->flags;
		dc->nd.aspace = pi->aspace;
		dc->nd.align = pi->align;
		dc->nd.imm = pi->imm;
		dc->nd.line = pi->line;
		dc->nd.nin = pi->nin;
		dc->dst = pi->dst;
		if (pi->dst != PROG_SIMT_NO_REG) {
			dc->wide_dst = sim_type_bits(pi->type) > 32;
			if (!reg_ok(s, pi->dst, dc->wide_dst))
				BAD("kernel '%s' pc %u: destination r%u of %u registers%s",
				    s->k->name, pc, pi->dst, s->nregs, dc->wide_dst ?
				    " (a 64-bit value needs an even pair)" : "");
		}
		for (uint32_t k = 0; k < pi->nin; k++) {
			const DfgInput *in = &pi->in[k];
			SimtOpnd *o = &dc->in[k];
			dc->nd.in[k].kind = in->kind;
			dc->nd.in[k].type = in->type;
			switch (in->kind) {
			case DIN_REG:
				o->is_reg = 1;
				o->reg = in->src;
				o->wide = sim_type_bits(in->type) > 32;
				if (!reg_ok(s, in->src, o->wide))
					BAD("kernel '%s' pc %u input %u: r%u of %u registers",
					    s->k->name, pc, k, in->src, s->nregs);
				dc->nregin += 1u + o->wide;
				break;
			case DIN_IMM:
				o->val = sim_mask(in->imm, in->type);
				break;
			case DIN_PARAM:
				if (in->src >= s->k->nparams)
					BAD("kernel '%s' pc %u: parameter %u of %u", s->k->name, pc,
					    in->src, s->k->nparams);
				o->val = s->param[in->src];
				break;
			case DIN_SYM:
				if (in->src == ISYM_LOCAL)
					o->val = LAUNCH_LOCAL_BASE + in->imm;
				else if (!in->src || in->src > s->k->nsymbols)
					BAD("kernel '%s' pc %u: symbol %u of %u", s->k->name, pc,
					    in->src, s->k->nsymbols);
				else
					o->val = s->im.sym_addr[in->src] + in->imm;
				break;
			default:
				BAD("kernel '%s' pc %u: input %u has kind %u", s->k->name, pc, k,
				    in->kind);
			}
		}
		if (op == OP_BR && (pi->nin < 1 || pi->target[0] >= ps->ninsts ||
		                    pi->target[1] >= ps->ninsts ||
		                    (pi->reconv >= ps->ninsts && pi->reconv != PROG_SIMT_EXIT)))
			BAD("kernel '%s' pc %u: branch to %u / %u reconverging at %u of %u "
			    "instructions", s->k->name, pc, pi->target[0], pi->target[1],
			    pi->reconv, ps->ninsts);
		if (op == OP_JMP && pi->target[0] >= ps->ninsts)
			BAD("kernel '%s' pc %u: jump to %u of %u instructions", s->k->name, pc,
			    pi->target[0], ps->ninsts);
		if ((op == OP_SHFL && pi->nin != 3) || (op == OP_VOTE && pi->nin != 1) ||
		    (cls == UC_LDST && op != OP_FENCE && pi->nin < 1))
			BAD("kernel '%s' pc %u: %s with %u inputs", s->k->name, pc,
			    vgiw_op_info[op].mnemonic, pi->nin);
		if (!dc->ctrl && pc + 1 == ps->ninsts)
			BAD("kernel '%s' pc %u: the last instruction falls through past the "
			    "end", s->k->name, pc);
next:;
#undef BAD
	}
	return s->d->errors != errors;
}

/* ---- CTAs and warps ---- */

static void
launch_cta(Simt *s, uint32_t slot)
{
	SimtCta *c = &s->ctas[slot];
	uint32_t wpc = s->warps_per_cta;

	*c = (SimtCta){ (*s->take)++, wpc, s->cta_threads, 0, 1 };
	s->ran++;
	/* shared memory and local frames start as zeros, as the reference
	 * interpreter starts each CTA */
	memset(s->im.shared + (size_t)slot * s->im.shared_size, 0, s->im.shared_size);
	memset(s->im.local + (size_t)slot * s->cta_threads * s->im.local_bytes, 0,
	       (size_t)s->cta_threads * s->im.local_bytes);
	for (uint32_t i = 0; i < wpc; i++) {
		SimtWarp *w = &s->w[slot * wpc + i];
		uint32_t first = i * s->ws;
		uint32_t n = s->cta_threads - first < s->ws ? s->cta_threads - first : s->ws;
		w->cta = slot;
		w->first_thread = first;
		w->nthreads = n;
		w->resident = 1;
		w->at_bar = 0;
		w->live = n >= 64 ? ~0ull : (1ull << n) - 1;
		w->age = s->age++;
		w->ib_n = 0;
		w->ib_ready = w->fetch_ok = w->fence_until = w->bar_until = w->mem_last = 0;
		w->launched = s->now;
		w->insts = 0;
		memset(w->sb, 0, s->nsb * sizeof *w->sb);
		simt_ilp_warp_reset(w);
		memset(w->regs, 0, (size_t)s->nregs * s->ws * sizeof *w->regs);
		simt_stack_reset(s, w, w->live);
		simt_sched_add(s, w);
		s->resident++;
	}
	if (s->st->max_stack_depth < 1)
		s->st->max_stack_depth = 1;
}

static void note_warps(Simt *s);

/* A looped kernel's next run (SimDispatch.loop): the memory image as it
 * was before the first run, the counters at its start. */
static void
rerun(SimDispatch *q)
{
	for (uint32_t i = 0; i < q->l->nregions && i < q->fresh.nregions; i++)
		if (q->l->regions[i].size == q->fresh.regions[i].size)
			memcpy(q->l->regions[i].data, q->fresh.regions[i].data,
			       q->l->regions[i].size);
	q->take = q->done = 0;
	q->runs++;
}

/* Whether a free slot takes a CTA now (after sim_gate): 1 yes, 0 not yet
 * (the SM's hold, or a looped kernel's run still finishing elsewhere), -1
 * never again. */
static int
take_cta(Simt *s)
{
	SimDispatch *q = s->disp;

	if (!q)
		return *s->take < s->total_ctas ? 1 : -1;
	if (q->take < q->ctas)
		return q->take < s->hold ? 0 : 1;
	if (!q->loop || (q->other && q->other->completed))
		return -1;
	if (q->done < q->ctas)
		return 0;
	rerun(q);
	return q->take < s->hold ? 0 : 1;
}

static void
deadlock_report(Simt *s, const char *why)
{
	s->st->deadlock = 1;
	diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': %s at cycle %" PRIu64,
	         s->k->name, why, s->now);
	note_warps(s);
}

/* A note per resident warp: its pc, active threads and stack. */
static void
note_warps(Simt *s)
{
	for (uint32_t i = 0; i < s->nwarps; i++) {
		const SimtWarp *w = &s->w[i];
		if (!w->resident)
			continue;
		const SimtCta *c = &s->ctas[w->cta];
		const SimtEntry *e = &w->stack[w->depth - 1];
		uint32_t pc = w->at_bar ? e->pc - 1 : e->pc;
		diag_add(s->d, DIAG_NOTE, NULL, pc < s->ninsts ? s->ps->insts[pc].line : 0, 0,
		         "warp %u of CTA %" PRIu64 " waits at pc %u (%s): %u of %u threads "
		         "active, SIMT stack depth %u%s%" PRIu64 "%s%" PRIu64 "%s",
		         w->first_thread / s->ws, c->cta, pc, w->at_bar ? "bar" :
		         pc < s->ninsts ? vgiw_op_info[s->ps->insts[pc].op].mnemonic : "?",
		         (unsigned)__builtin_popcountll(e->mask),
		         (unsigned)__builtin_popcountll(w->live), w->depth,
		         w->at_bar ? "; at the barrier, " : " (", c->arrived,
		         w->at_bar ? " of the CTA's " : " threads of the CTA at its barrier, ",
		         c->live_threads, w->at_bar ? " live threads arrived" : " live)");
	}
}

/* ---- the cycle loop ---- */

static void
account(Simt *s, const uint8_t *why, uint64_t cycles)
{
	for (uint32_t i = 0; i < s->nsched; i++) {
		s->st->slots[why[i]] += cycles;
		s->st->ilp.stalls[s->sub[i]] += cycles;
	}
	s->st->resident_warp_cycles += (uint64_t)s->resident * cycles;
}

/* One cycle at s->now, then on to the next cycle at which something can
 * happen: -1 while the SM runs, 0 when it is done, 1 on an error. */
static int
step(Simt *s)
{
	uint8_t *why = s->why;
	int launched = 0, waits = 0;

	for (uint32_t c = 0; c < s->nslots && !s->taken_all; c++)
		if (!s->ctas[c].busy) {
			/* the chip's counter is shared by its SMs; once it is
			 * past the last CTA it stays there */
			sim_gate();
			int t = take_cta(s);
			if (t < 0) {
				s->taken_all = 1;
				break;
			}
			if (!t) {
				waits = 1;
				break;
			}
			launch_cta(s, c);
			launched = 1;
			/* GPGPU-Sim's issue_block2core: one CTA per SM a cycle */
			if (s->disp && !s->disp->fill)
				break;
		}
	if (!s->resident) {
		if (!waits)
			return 0;
		/* no CTA yet, more to come: an idle cycle, no deadlock */
		s->st->slots[SIMT_SLOT_IDLE] += s->nsched;
		s->st->ilp.stalls[SIMT_STALL_OTHER] += s->nsched;
		s->last_issue = ++s->now;
		return -1;
	}
	uint32_t issued = simt_issue(s, why);
	if (s->error)
		return 1;
	uint64_t fetches = s->st->fetches;
	simt_fetch(s);
	account(s, why, 1);
	if (!issued && fetches == s->st->fetches && !launched && s->resident) {
		/* nothing changes before the next event: go there */
		uint64_t next = simt_next_event(s);
		if (next == SIMT_NEVER) {
			deadlock_report(s, "deadlock: every warp waits at a barrier "
			                "that cannot complete");
			return 1;
		}
		if (s->o.max_cycles && next > s->o.max_cycles)
			next = s->o.max_cycles;
		if (!s->o.polling && next > s->now + 1) {
			account(s, why, next - s->now - 1);
			s->now = next - 1;
		}
	}
	s->now++;
	if (s->o.max_cycles && s->now >= s->o.max_cycles) {
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': cycle limit %"
		         PRIu64 " reached (--max-cycles) with warps still running, "
		         "below", s->k->name, s->o.max_cycles);
		note_warps(s);
		return 1;
	}
	/* not while a result is still on its way: a warp waiting for it
	 * will issue (slow memory, e.g. a long queue of atomics) */
	if (s->now - s->last_issue > s->o.deadlock_cycles &&
	    s->now >= s->last_ready) {
		deadlock_report(s, "deadlock: no warp issued for the deadlock limit "
		                "of cycles");
		return 1;
	}
	return -1;
}

static void
setup(Simt *s)
{
	const ArchSimt *as = s->as;

	s->nsched = as->sched.count;
	s->nsb = as->scoreboard.regs_per_warp;
	s->nstack = as->stack.entries;
	s->nwarps = s->nslots * s->warps_per_cta;
	s->ctas = xcalloc(s->nslots, sizeof *s->ctas);
	s->w = xcalloc(s->nwarps, sizeof *s->w);
	s->regfile = xcalloc((size_t)s->nwarps * (s->nregs ? s->nregs : 1) * s->ws,
	                     sizeof *s->regfile);
	s->stacks = xcalloc((size_t)s->nwarps * s->nstack, sizeof *s->stacks);
	s->sbs = xcalloc((size_t)s->nwarps * s->nsb, sizeof *s->sbs);
	s->sched = xcalloc(s->nsched, sizeof *s->sched);
	for (uint32_t i = 0; i < s->nsched; i++) {
		s->sched[i].order = xcalloc(s->nwarps, sizeof *s->sched[i].order);
		s->sched[i].active = xcalloc(s->nwarps, sizeof *s->sched[i].active);
		s->sched[i].last = UINT32_MAX;
	}
	for (uint32_t i = 0; i < s->nwarps; i++) {
		SimtWarp *w = &s->w[i];
		w->slot = i;
		w->sched = i % s->nsched;   /* GPGPU-Sim: warp id modulo schedulers */
		w->regs = s->regfile + (size_t)i * s->nregs * s->ws;
		w->stack = s->stacks + (size_t)i * s->nstack;
		w->sb = s->sbs + (size_t)i * s->nsb;
	}
	s->nunits[SIMT_UNIT_SP] = as->units.sp;
	s->nunits[SIMT_UNIT_SFU] = as->units.sfu;
	s->nunits[SIMT_UNIT_LDST] = as->units.ldst;
	for (uint32_t u = 0; u < SIMT_UNIT_COUNT; u++)
		s->unit_free[u] = xcalloc(s->nunits[u] ? s->nunits[u] : 1, sizeof(uint64_t));
	/* a transaction is one L1 line at most */
	s->seg_shift = SIMT_SEGMENT_SHIFT;
	while (s->seg_shift > 2 && (1u << s->seg_shift) > as->l1d.line)
		s->seg_shift--;
	simt_ilp_setup(s);
	s->seg = xcalloc(2 * (size_t)s->ws, sizeof *s->seg);
	s->segmask = xcalloc(4 * (size_t)s->ws, sizeof *s->segmask);
	s->vals = xcalloc(2 * (size_t)s->ws, sizeof *s->vals);
}

static void
teardown(Simt *s)
{
	if (s->sched)
		for (uint32_t i = 0; i < s->nsched; i++) {
			free(s->sched[i].order);
			free(s->sched[i].active);
		}
	for (uint32_t u = 0; u < SIMT_UNIT_COUNT; u++)
		free(s->unit_free[u]);
	free(s->sched);
	free(s->ctas);
	free(s->w);
	free(s->regfile);
	free(s->stacks);
	free(s->sbs);
	free(s->seg);
	free(s->segmask);
	free(s->vals);
	simt_ilp_free(s);
	free(s->dec);
	free(s->param);
	if (s->mem.u)
		sim_mem_free(&s->mem);
	sim_image_free(&s->im);
}

/* Everything before the first cycle: 0, 1 after diagnostics, 2 when the
 * launch has nothing to run (no CTA). The uncore: its own (u NULL) or a
 * chip's, at crossbar port `port`. */
static int
open_sm(Simt *s, const Arch *a, const ProgKernel *k, Launch *l,
        const SimOptions *o, SimtSimStats *st, SimUncore *u, uint32_t port,
        DiagList *d)
{
	s->t0 = clock();
	memset(st, 0, sizeof *st);
	st->kernel = xstrdup(k && k->name ? k->name : "?");
	s->o = *o;
	s->a = a;
	s->as = &a->simt;
	s->k = k;
	s->l = l;
	s->st = st;
	s->d = d;
	if (!s->take)
		s->take = &s->next_cta;
	if (!k || !k->simt) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' has no SIMT program "
		         "(compile with --target=simt)", st->kernel);
		return 1;
	}
	s->ps = k->simt;
	s->ws = s->as->sm.warp_size;
	s->nregs = s->ps->nregs;
	s->ninsts = s->ps->ninsts;
	st->warp_size = s->ws;
	st->schedulers = s->as->sched.count;
	st->regs = s->nregs;
	if (s->ws > 64 || s->as->sched.count > 64) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the SIMT simulator runs warps of at "
		         "most 64 threads and at most 64 schedulers");
		return 1;
	}
	if (!(s->param = sim_bind_params(k, l, d)))
		return 1;
	uint64_t cta_threads = launch_block_threads(l);
	if (!cta_threads || cta_threads > UINT32_MAX) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a CTA of %" PRIu64 " threads",
		         cta_threads);
		return 1;
	}
	s->cta_threads = (uint32_t)cta_threads;
	s->warps_per_cta = (s->cta_threads + s->ws - 1) / s->ws;
	s->total_ctas = launch_cta_count(l);
	st->ctas = s->total_ctas;
	st->threads = s->total_ctas * cta_threads;
	st->warps = s->total_ctas * s->warps_per_cta;
	st->cta_threads = s->cta_threads;
	st->warps_per_cta = s->warps_per_cta;
	/* static and dynamic (--dynamic-shared) shared memory of a CTA */
	uint64_t dyn_off;
	uint32_t dyn_sym;
	uint64_t shared = sim_shared_layout(k, l, NULL, &dyn_off, &dyn_sym);
	st->shared_bytes = shared > UINT32_MAX ? UINT32_MAX : (uint32_t)shared;
	arch_simt_occupancy(a, s->nregs, st->shared_bytes, s->cta_threads, &st->occupancy);
	if (!st->occupancy.ctas) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': a CTA of %u threads with "
		         "%u registers per thread and %" PRIu64 " bytes of shared memory "
		         "does not fit one SM (%s)", k->name, s->cta_threads, s->nregs,
		         shared, arch_occ_limit_name[st->occupancy.limit]);
		return 1;
	}
	s->nslots = st->occupancy.ctas;
	if (s->nslots > s->total_ctas)
		s->nslots = (uint32_t)s->total_ctas;
	if (!s->nslots)
		return 2;
	/* the resident CTAs' shared windows and local frames */
	if (sim_image_init(&s->im, l, k, s->cta_threads, s->nslots, d))
		return 1;
	if (u)
		sim_mem_init_shared(&s->mem, a, &a->simt.l1d, NULL, a->simt.core_mhz, u,
		                    port, &st->mem);
	else
		sim_mem_init(&s->mem, a, &a->simt.l1d, NULL, a->simt.core_mhz, &st->mem);
	if (decode(s))
		return 1;
	setup(s);
	simt_trace_begin(s);
	return 0;
}

/* After the last cycle (rc: the run's): the statistics completed. */
static int
close_sm(Simt *s, int rc)
{
	SimtSimStats *st = s->st;

	st->cycles = s->now > s->last_ready ? s->now : s->last_ready;
	/* the kernel ends when its stores reached memory */
	if (!rc && sim_mem_drained(&s->mem) > st->cycles)
		st->cycles = sim_mem_drained(&s->mem);
	/* the cycles after the last warp exited, while its last results and
	 * stores complete, are slots too: idle (schedulers x cycles in all) */
	if (!rc && s->nslots && st->cycles > s->now) {
		st->slots[SIMT_SLOT_IDLE] += (uint64_t)s->nsched * (st->cycles - s->now);
		st->ilp.stalls[SIMT_STALL_OTHER] += (uint64_t)s->nsched * (st->cycles - s->now);
	}
	if (s->on_chip) {
		/* what this SM ran of the launch */
		st->ctas = s->ran;
		st->threads = s->ran * s->cta_threads;
		st->warps = s->ran * s->warps_per_cta;
	}
	teardown(s);
	st->wall_seconds = (double)(clock() - s->t0) / CLOCKS_PER_SEC;
	return rc;
}

/* ---- the model (include/vgiw/model.h) ---- */

static void *
model_open(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
          const SimOptions *o, void *stats, const SimSeat *seat, DiagList *d)
{
	Simt *s = xcalloc(1, sizeof *s);
	SimOptions so;

	(void)p;
	sim_model_options(&so, o, SIMT_DEFAULT_DEADLOCK, "VGIW_SIMT_POLLING");
	s->take = seat->take;
	s->on_chip = seat->u != NULL;
	s->disp = seat->disp;
	s->hold = seat->hold;
	if (open_sm(s, a, k, l, &so, stats, seat->u, seat->port, d) == 1) {
		if (s->st)   /* its statistics were begun */
			close_sm(s, 1);
		free(s);
		return NULL;
	}
	return s;
}

static uint64_t
model_now(const void *core)
{
	return ((const Simt *)core)->now;
}

static int
model_step(void *core)
{
	Simt *s = core;

	if (!s->nslots)
		return 0;
	int r = step(s);
	return r > 0 || s->error ? 1 : r;
}

static int
model_close(void *core, int rc)
{
	Simt *s = core;

	if (s->nslots && simt_trace_end(s))
		rc = 1;
	rc = close_sm(s, rc || s->error);
	free(s);
	return rc;
}

static uint32_t
model_chip_cores(const Arch *a)
{
	return a->chip.cores.simt;
}

static uint32_t
model_core_mhz(const Arch *a)
{
	return a->simt.core_mhz;
}

static void
model_totals(const void *stats, SimCoreTotals *t)
{
	const SimtSimStats *s = stats;

	*t = (SimCoreTotals){ s->cycles, s->warp_instructions, s->threads, s->ctas,
	                      &s->mem };
}

static int
model_write_json(const void *st, FILE *out)
{
	return simtsim_write_stats_json(st, out);
}

static void
model_print_summary(const void *st, FILE *out)
{
	simtsim_print_summary(st, out);
}

static void
model_energy(const void *st, SimEnergy *e)
{
	simtsim_stats_energy(st, e);
}

static void
model_stats_free(void *st)
{
	simtsim_stats_free(st);
}

/* Resident warps of kernel k on one SM of a (the occupancy calculator's,
 * docs/simt.md); 0 when a CTA does not fit (the core then says why). */
static uint32_t
model_resident_warps(const Arch *a, const ProgKernel *k, const Launch *l)
{
	uint64_t off, threads = launch_block_threads(l);
	uint32_t sym;
	uint64_t shared = sim_shared_layout(k, l, NULL, &off, &sym);
	ArchOccupancy oc;

	if (!k->simt || !threads || threads > UINT32_MAX)
		return 0;
	arch_simt_occupancy(a, k->simt->nregs,
	                    shared > UINT32_MAX ? UINT32_MAX : (uint32_t)shared,
	                    (uint32_t)threads, &oc);
	return oc.warps;
}

/* The chip's ILP SMs: its SM with the techniques chip.ilp names. */
static void
model_ilp_arch(Arch *ilp, const Arch *a)
{
	*ilp = *a;
	ilp->simt.ilp.bypass = a->chip.ilp.bypass;
	ilp->simt.ilp.scoreboard = a->chip.ilp.scoreboard;
	ilp->simt.ilp.predictor = a->chip.ilp.predictor;
}

const SimModel simtsim_model = {
	.name = "simt",
	.stats_size = sizeof(SimtSimStats),
	.chip_cores = model_chip_cores,
	.core_mhz = model_core_mhz,
	.open = model_open,
	.now = model_now,
	.step = model_step,
	.close = model_close,
	.totals = model_totals,
	.write_json = model_write_json,
	.print_summary = model_print_summary,
	.energy = model_energy,
	.stats_free = model_stats_free,
	.resident_warps = model_resident_warps,
	.ilp_arch = model_ilp_arch,
	.loops = 1,
};
