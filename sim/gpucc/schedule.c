/* The schedules that drive the SM's units (gpuccsim_int.h): event-driven,
 * looking at a unit only in a cycle where what it sees may have changed
 * and jumping over cycles in which no unit can, and the polling reference,
 * which looks at every unit every cycle. Both give the same statistics to
 * the byte: a unit not looked at is in the state of its last look, and
 * its stall counters are carried on from that look. */
#include <inttypes.h>
#include <stdint.h>

#include "gpuccsim_int.h"

static void
limit_reached(Gs *s)
{
	diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': cycle limit %" PRIu64
	         " reached (--max-cycles) with units still running, below",
	         s->k->name, s->o.max_cycles);
	gpuccsim_note_units(s);
}

static uint64_t
remaining_firings(const Gs *s)
{
	uint64_t n = 0;

	for (uint32_t j = 0; j < s->nused; j++)
		n += (uint64_t)(s->u[s->used[j]].end - s->u[s->used[j]].first);
	return n;
}

/* The polling reference a cycle at a time: every unit looked at. */
int
gpuccsim_polling_step(Gs *s)
{
	if (!s->ev_remaining)
		return 0;
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		int issued;
		if (s->prefetch && u->is_lsu)
			gpuccsim_prefetch(s, u);
		if (u->is_lsu ? gpuccsim_lsu_step(s, u, &issued) :
		    gpuccsim_core_step(s, u)) {
			s->ev_remaining--;
			s->ev_last = s->now;
		}
		if (s->error)
			return 1;
	}
	/* results of the last firings */
	s->now++;
	if (s->o.max_cycles && s->now >= s->o.max_cycles && s->ev_remaining) {
		limit_reached(s);
		return 1;
	}
	if (s->now - s->ev_last > s->o.deadlock_cycles && s->ev_remaining) {
		gpuccsim_deadlock_report(s, "deadlock: no unit fired for "
		                         "the deadlock limit of cycles");
		return 1;
	}
	return -1;
}

/* ---- event-driven ---- */

static void
add_stalls(Gs *s, GsUnit *u, uint64_t cycles)
{
	GpuccSimUnitStats *us = &s->st->units[u->stat_index];

	if (u->smask & GS_STALL_EMPTY)
		us->empty_stalls += cycles;
	if (u->smask & GS_STALL_FULL)
		us->full_stalls += cycles;
	if (u->smask & GS_STALL_ORDER)
		us->order_stalls += cycles;
	if (u->smask & GS_STALL_MISS)
		us->miss_stalls += cycles;
}

/* Stall counters of every unit counted up to cycle `end`, or to end + 1
 * for the units before place `upto` in s->used (looked at in cycle end). */
static void
settle(Gs *s, uint64_t end, uint32_t upto)
{
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		uint64_t e = end + (j < upto);
		if (e > u->acct) {
			add_stalls(s, u, e - u->acct);
			u->acct = e;
		}
	}
}

#define SOON(t) do { uint64_t t_ = (t); if (t_ > s->now && t_ < w) w = t_; } while (0)

/* The first cycle after s->now at which a unit that neither fired nor
 * issued nor prefetched now can see something new by the passing of time
 * alone: a token arriving, its issue interval or a miss ending, an access
 * completing. UINT64_MAX when only a neighbour can change it (wake). */
static uint64_t
next_change(const Gs *s, const GsUnit *u)
{
	uint64_t w = UINT64_MAX;

	if (u->next >= u->end)
		return w;
	if (!u->is_lsu) {
		SOON(u->next_issue);
		for (uint32_t k = 0; k < u->pu->nin; k++)
			if ((u->tokmask >> k & 1) && u->fifo[k].count)
				SOON(u->fifo[k].e[u->fifo[k].head].ready);
		return w;
	}
	if (u->next < u->issued)
		SOON(u->acc[(uint64_t)(u->next - u->first) % u->acc_cap].done);
	if (u->issued < u->end) {
		uint64_t i = (uint64_t)(u->issued - u->next);
		SOON(u->next_issue);
		SOON(u->blocked);
		for (uint32_t k = 0; k < u->pu->nin && i < u->acc_cap; k++) {
			const GsFifo *f = &u->fifo[k];
			if ((u->tokmask >> k & 1) && f->count > i)
				SOON(f->e[(f->head + i) % f->depth].ready);
		}
	}
	if (s->prefetch && u->pu->op == OP_LD && (u->tokmask & 1) &&
	    u->scan < u->fifo[0].count) {
		const GsFifo *f = &u->fifo[0];
		SOON(f->e[(f->head + u->scan) % f->depth].ready);
	}
	return w;
}

/* Look at unit u in cycle s->now, as the polling schedule does every
 * cycle. 1 on an error. */
static int
look(Gs *s, GsUnit *u, uint64_t *last, uint64_t *remaining)
{
	GpuccSimUnitStats *us = &s->st->units[u->stat_index];
	int moved = 0, issued = 0, retired;

	if (s->now > u->acct)
		add_stalls(s, u, s->now - u->acct);
	u->acct = s->now;
	uint64_t e = us->empty_stalls, f = us->full_stalls;
	uint64_t o = us->order_stalls, m = us->miss_stalls;
	if (s->prefetch && u->is_lsu)
		moved = gpuccsim_prefetch(s, u);
	retired = u->is_lsu ? gpuccsim_lsu_step(s, u, &issued) :
	          gpuccsim_core_step(s, u);
	if (retired) {
		(*remaining)--;
		*last = s->now;
	}
	if (s->error)
		return 1;
	u->smask = (uint8_t)((us->empty_stalls != e ? GS_STALL_EMPTY : 0) |
	                     (us->full_stalls != f ? GS_STALL_FULL : 0) |
	                     (us->order_stalls != o ? GS_STALL_ORDER : 0) |
	                     (us->miss_stalls != m ? GS_STALL_MISS : 0));
	u->acct = s->now + 1;
	u->wake = moved || issued || retired ? s->now + 1 : next_change(s, u);
	return 0;
}

void
gpuccsim_events_begin(Gs *s)
{
	s->ev_last = 0;
	s->ev_remaining = remaining_firings(s);
	for (uint32_t j = 0; j < s->nused; j++) {
		GsUnit *u = &s->u[s->used[j]];
		u->wake = u->acct = 0;
		u->smask = 0;
	}
}

int
gpuccsim_events_step(Gs *s)
{
	uint64_t *last = &s->ev_last, *remaining = &s->ev_remaining;

	if (*remaining) {
		s->soonest = UINT64_MAX;
		for (uint32_t j = 0; j < s->nused; j++) {
			GsUnit *u = &s->u[s->used[j]];
			s->cur = j;
			if (u->wake <= s->now && look(s, u, last, remaining)) {
				settle(s, s->now, j);
				return 1;
			}
			if (u->wake < s->soonest)
				s->soonest = u->wake;
		}
		if (*remaining) {
			/* the polling schedule checks the limits after every cycle:
			 * the first cycle at which it would stop, if no unit moves
			 * before */
			uint64_t next = s->soonest, lim = UINT64_MAX, dead = UINT64_MAX;
			if (s->o.max_cycles)
				lim = s->o.max_cycles > s->now + 1 ? s->o.max_cycles : s->now + 1;
			if (s->o.deadlock_cycles < UINT64_MAX - *last - 1) {
				dead = *last + s->o.deadlock_cycles + 1;
				if (dead < s->now + 1)
					dead = s->now + 1;
			}
			if (lim <= next || dead <= next) {
				s->now = lim <= dead ? lim : dead;
				settle(s, s->now, 0);
				if (lim <= dead)
					limit_reached(s);
				else
					gpuccsim_deadlock_report(s, "deadlock: no unit fired "
					                         "for the deadlock limit of "
					                         "cycles");
				return 1;
			}
			s->now = next;
			return -1;
		}
		/* results of the last firings */
		s->now++;
	}
	settle(s, s->now, 0);
	return 0;
}
