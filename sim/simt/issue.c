/* Fetch into the per-warp instruction buffers, and issue: each warp
 * scheduler picks one warp whose buffered instruction passes the scoreboard
 * and finds its unit free (policies GTO, loose round robin, two-level),
 * executes it functionally, books the unit and the scoreboard, and moves
 * the warp's SIMT stack. Each idle slot is charged to one stall reason. */
#include "simt_int.h"

static void warp_done(Simt *s, SimtWarp *w);

/* ---- fetch ---- */

/* One warp per cycle (simt.fetch.warps), round robin from the one after the
 * last fetched, among warps whose buffer is empty and whose last control
 * instruction has resolved: up to simt.fetch.ibuffer consecutive
 * instructions from the top of the SIMT stack, ending at a branch, jump or
 * exit; the I-cache always hits; they can issue from the next cycle. */
static int
fetch_one(Simt *s)
{
	for (uint32_t k = 0; k < s->nwarps; k++) {
		uint32_t i = s->fetch_rr + k;
		if (i >= s->nwarps)
			i -= s->nwarps;
		SimtWarp *w = &s->w[i];
		if (!w->resident || w->ib_n || w->fetch_ok > s->now)
			continue;
		uint32_t pc = w->stack[w->depth - 1].pc, n = 0;
		while (n < s->as->fetch.ibuffer && pc + n < s->ninsts) {
			n++;
			if (s->dec[pc + n - 1].ctrl)
				break;
		}
		w->ib_pc = pc;
		w->ib_n = n;
		w->ib_ready = s->now + 1;
		s->fetch_rr = i + 1 == s->nwarps ? 0 : i + 1;
		s->st->fetches++;
		return 1;
	}
	return 0;
}

void
simt_fetch(Simt *s)
{
	for (uint32_t k = 0; k < s->as->fetch.warps; k++)
		if (!fetch_one(s))
			return;
}

/* ---- hazards ---- */

/* SIMT_SLOT_ISSUED if w's buffered instruction can issue now (*unit: the
 * free unit it takes), else why not (*sub: the finer SimtStall). */
static int
hazard(const Simt *s, const SimtWarp *w, uint32_t *unit, uint8_t *sub)
{
	*sub = SIMT_STALL_OTHER;
	if (w->at_bar || w->bar_until > s->now)
		return SIMT_SLOT_BARRIER;
	if (!w->ib_n || w->ib_ready > s->now) {
		if (!w->ib_n && w->fetch_ok > s->now)
			*sub = w->flush_why;
		return SIMT_SLOT_CONTROL;
	}
	if (w->fence_until > s->now)
		return SIMT_SLOT_MEMORY;
	const SimtDec *dc = &s->dec[w->ib_pc];
	int h = simt_ilp_hazard(s, w, dc, w->stack[w->depth - 1].mask, sub);
	if (h != SIMT_SLOT_ISSUED)
		return h;
	if (dc->unit == SIMT_UNIT_CTRL)
		return SIMT_SLOT_ISSUED;
	const uint64_t *f = s->unit_free[dc->unit];
	for (uint32_t u = 0; u < s->nunits[dc->unit]; u++)
		if (f[u] <= s->now) {
			*unit = u;
			return SIMT_SLOT_ISSUED;
		}
	return SIMT_SLOT_STRUCTURAL;
}

/* ---- issue ---- */

/* The warp's buffer empties; it may fetch again `after` cycles later
 * (why: the SimtStall of the wait). */
static void
flush_after(Simt *s, SimtWarp *w, uint64_t after, uint8_t why)
{
	w->ib_n = 0;
	w->fetch_ok = s->now + after;
	w->flush_why = why;
}

static void
flush(Simt *s, SimtWarp *w)
{
	flush_after(s, w, s->as->lat[LAT_CTRL].cycles, SIMT_STALL_OTHER);
}

static void
barrier_check(Simt *s, SimtCta *c, uint32_t cslot)
{
	if (!c->arrived || c->arrived < c->live_threads)
		return;
	c->arrived = 0;
	s->st->barriers++;
	for (uint32_t i = 0; i < s->warps_per_cta; i++) {
		SimtWarp *w = &s->w[cslot * s->warps_per_cta + i];
		if (!w->resident || !w->at_bar)
			continue;
		w->at_bar = 0;
		w->bar_until = s->now + 1;
		simt_trace_slice(s, w, "barrier", w->bar_since, s->now + 1);
	}
}

static void
issue(Simt *s, SimtWarp *w, uint32_t unit)
{
	uint32_t pc = w->ib_pc;
	const SimtDec *dc = &s->dec[pc];
	const ProgSimtInst *pi = dc->pi;
	SimtSimStats *st = s->st;
	uint64_t mask = w->stack[w->depth - 1].mask;
	SimtCta *c = &s->ctas[w->cta];

	st->warp_instructions++;
	st->thread_instructions += (uint64_t)__builtin_popcountll(mask);
	st->lat_lanes[vgiw_op_info[pi->op].lat] += (uint64_t)__builtin_popcountll(mask);
	st->unit_instructions[dc->unit]++;
	st->reg_reads += dc->nregin;
	w->insts++;
	w->ib_pc++;
	w->ib_n--;
	s->last_issue = s->now;
	switch (pi->op) {
	case OP_BR: {
		uint64_t taken = 0;
		for (uint32_t i = 0; i < w->nthreads; i++)
			if ((mask >> i & 1) && (simt_read(s, w, &dc->in[0], i, IT_I1) & 1))
				taken |= 1ull << i;
		uint8_t why;
		uint64_t after = simt_ilp_branch(s, w, pc, taken != 0,
		                                 taken && (mask & ~taken), &why);
		flush_after(s, w, after, why);
		if (simt_stack_branch(s, w, pi, taken, mask & ~taken))
			s->error = 1;
		return;
	}
	case OP_JMP:
		/* with a predictor the target is known at fetch (§4.3):
		 * an unconditional branch costs nothing */
		if (s->as->ilp.predictor != ARCH_BP_NONE) {
			st->ilp.jumps++;
			flush_after(s, w, 0, SIMT_STALL_OTHER);
		} else
			flush(s, w);
		simt_stack_advance(s, w, pi->target[0]);
		return;
	case OP_EXIT:
		flush(s, w);
		simt_stack_exit(s, w, mask);
		w->live &= ~mask;
		c->live_threads -= (uint64_t)__builtin_popcountll(mask);
		if (!w->depth)
			warp_done(s, w);
		barrier_check(s, c, w->cta);
		return;
	case OP_BAR:
		w->at_bar = 1;
		w->bar_since = s->now;
		c->arrived += (uint64_t)__builtin_popcountll(mask);
		simt_stack_advance(s, w, pc + 1);
		if (w->stack[w->depth - 1].pc != w->ib_pc)
			flush(s, w);
		barrier_check(s, c, w->cta);
		return;
	default:
		break;
	}
	uint64_t t, ready, done, busy = 1;
	if (dc->unit == SIMT_UNIT_LDST)
		t = simt_mem_exec(s, w, dc, mask, &busy);
	else {
		simt_exec_alu(s, w, dc, mask);
		t = s->now + dc->latency;
	}
	s->unit_free[dc->unit][unit] = s->now + busy * dc->interval;
	simt_ilp_times(s, dc, t, &ready, &done);
	if (dc->dst != PROG_SIMT_NO_REG)
		st->reg_writes += 1u + dc->wide_dst;
	simt_ilp_book(s, w, dc, mask, ready, done);
	if (done > s->last_ready)
		s->last_ready = done;
	simt_stack_advance(s, w, pc + 1);
	/* reconverged onto the other path of a branch: refetch there */
	if (w->stack[w->depth - 1].pc != w->ib_pc)
		flush(s, w);
}

/* Two-level: warps waiting for memory or a barrier leave the active set,
 * which refills with the oldest other warps not themselves waiting so. */
static void
two_level_refill(Simt *s, SimtSched *sc)
{
	uint32_t n = 0, cap = s->as->sched.active_warps, unit, last = UINT32_MAX;
	uint8_t sub;

	for (uint32_t i = 0; i < sc->nactive; i++) {
		SimtWarp *w = &s->w[sc->active[i]];
		int h = w->resident ? hazard(s, w, &unit, &sub) : SIMT_SLOT_IDLE;
		if (h == SIMT_SLOT_MEMORY || h == SIMT_SLOT_BARRIER || h == SIMT_SLOT_IDLE)
			w->in_active = 0;
		else
			sc->active[n++] = sc->active[i];
		/* round robin goes on after the warp that issued last, or, when
		 * it left the set, after the warp before it (UINT32_MAX: none) */
		if (i == sc->last)
			last = n - 1;
	}
	sc->last = last;
	for (uint32_t i = 0; i < sc->n && n < cap; i++) {
		SimtWarp *w = &s->w[sc->order[i]];
		if (w->in_active)
			continue;
		int h = hazard(s, w, &unit, &sub);
		if (h == SIMT_SLOT_MEMORY || h == SIMT_SLOT_BARRIER)
			continue;
		w->in_active = 1;
		sc->active[n++] = sc->order[i];
	}
	sc->nactive = n;
}

/* Candidates in the policy's order: list[start], list[start + 1], ...
 * (wrapping) for LRR and two-level, the greedy warp then oldest first for
 * GTO. Returns the reason of the slot. */
static int
sched_cycle(Simt *s, SimtSched *sc, uint8_t *whysub)
{
	int why = SIMT_SLOT_IDLE;
	uint32_t unit = 0;
	uint8_t sub;

	*whysub = SIMT_STALL_OTHER;
	const uint32_t *list = sc->order;
	uint32_t n = sc->n, start = 0;

	if (!sc->n)
		return SIMT_SLOT_IDLE;
	switch (s->as->sched.policy) {
	case ARCH_SCHED_GTO:
		if (sc->greedy) {
			SimtWarp *w = &s->w[sc->greedy - 1];
			if (w->resident) {
				int h = hazard(s, w, &unit, &sub);
				if (h == SIMT_SLOT_ISSUED) {
					issue(s, w, unit);
					return SIMT_SLOT_ISSUED;
				}
				why = h;
				*whysub = sub;
			}
		}
		break;
	case ARCH_SCHED_TWO_LEVEL:
		two_level_refill(s, sc);
		list = sc->active;
		n = sc->nactive;
		start = sc->last + 1;
		break;
	default:
		start = sc->last + 1;
		break;
	}
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = start + k;
		while (i >= n)
			i -= n;
		SimtWarp *w = &s->w[list[i]];
		int h = hazard(s, w, &unit, &sub);
		if (h == SIMT_SLOT_ISSUED) {
			/* before issue(): an exit takes the warp out of the lists */
			sc->last = i;
			sc->greedy = w->slot + 1;
			issue(s, w, unit);
			return SIMT_SLOT_ISSUED;
		}
		if (h < why) {
			why = h;
			*whysub = sub;
		}
	}
	if (why == SIMT_SLOT_IDLE && s->as->sched.policy == ARCH_SCHED_TWO_LEVEL) {
		/* nothing active: why the waiting warps wait */
		for (uint32_t i = 0; i < sc->n; i++) {
			int h = hazard(s, &s->w[sc->order[i]], &unit, &sub);
			if (h < why) {
				why = h;
				*whysub = sub;
			}
		}
	}
	return why;
}

uint32_t
simt_issue(Simt *s, uint8_t *why)
{
	uint32_t issued = 0;

	for (uint32_t i = 0; i < s->nsched && !s->error; i++) {
		why[i] = (uint8_t)sched_cycle(s, &s->sched[i], &s->sub[i]);
		issued += why[i] == SIMT_SLOT_ISSUED;
	}
	return issued;
}

/* ---- events ---- */

static void
later(uint64_t *m, uint64_t t, uint64_t now)
{
	if (t > now && t < *m)
		*m = t;
}

uint64_t
simt_next_event(const Simt *s)
{
	uint64_t m = SIMT_NEVER, now = s->now;

	for (uint32_t i = 0; i < s->nwarps; i++) {
		const SimtWarp *w = &s->w[i];
		if (!w->resident)
			continue;
		later(&m, w->bar_until, now);
		if (w->at_bar)
			continue;
		if (!w->ib_n) {
			later(&m, w->fetch_ok > now ? w->fetch_ok : now + 1, now);
			continue;
		}
		later(&m, w->ib_ready, now);
		later(&m, w->fence_until, now);
		later(&m, w->wait_until, now);
		later(&m, w->store_until, now);
		for (uint32_t e = 0; e < s->nsb; e++) {
			later(&m, w->sb[e].ready, now);
			later(&m, w->sb[e].done, now);
		}
		const SimtDec *dc = &s->dec[w->ib_pc];
		if (dc->unit != SIMT_UNIT_CTRL)
			for (uint32_t u = 0; u < s->nunits[dc->unit]; u++)
				later(&m, s->unit_free[dc->unit][u], now);
	}
	simt_ilp_next_event(s, &m);
	return m;
}

/* ---- scheduler membership ---- */

void
simt_sched_add(Simt *s, SimtWarp *w)
{
	SimtSched *sc = &s->sched[w->sched];

	/* a new warp is the youngest */
	sc->order[sc->n++] = w->slot;
	w->in_active = 0;
}

static void
sched_remove(Simt *s, SimtWarp *w)
{
	SimtSched *sc = &s->sched[w->sched];
	/* sc->last indexes the list the policy goes round: active[] for
	 * two-level, order[] otherwise */
	int two_level = s->as->sched.policy == ARCH_SCHED_TWO_LEVEL;
	uint32_t j = 0, pos = UINT32_MAX;

	for (uint32_t i = 0; i < sc->n; i++) {
		if (sc->order[i] == w->slot) {
			if (!two_level)
				pos = i;
			continue;
		}
		sc->order[j++] = sc->order[i];
	}
	sc->n = j;
	if (sc->greedy == w->slot + 1)
		sc->greedy = 0;
	j = 0;
	for (uint32_t i = 0; i < sc->nactive; i++) {
		if (sc->active[i] == w->slot) {
			if (two_level)
				pos = i;
			continue;
		}
		sc->active[j++] = sc->active[i];
	}
	sc->nactive = j;
	/* round robin goes on with the warp after it (UINT32_MAX + 1: 0) */
	if (pos != UINT32_MAX && sc->last != UINT32_MAX && sc->last >= pos)
		sc->last--;
	w->in_active = 0;
}

/* A warp's last thread exited: its slot and scheduler place freed. */
static void
warp_done(Simt *s, SimtWarp *w)
{
	SimtCta *c = &s->ctas[w->cta];

	simt_trace_warp(s, w);
	w->resident = 0;
	sched_remove(s, w);
	s->resident--;
	if (!--c->live_warps) {
		c->busy = 0;
		/* the chip's count of the run's completed CTAs, which the next
		 * run of a looped kernel waits for */
		if (s->disp) {
			sim_gate();
			if (++s->disp->done == s->disp->ctas)
				s->disp->completed++;
		}
	}
}
