/* The MT-CGRF fabric running one configured block: per unit a token buffer
 * whose entries are the virtual channels (a thread gets one channel per
 * replica at injection and its tokens index every unit's buffer with it,
 * paper section 3.5), pipelined or interval-limited units firing one ready
 * entry per cycle, tokens travelling the routed hops, thread injection
 * from the BBS's batches, and the event wheel that carries tokens in
 * flight. Stages run in reverse order each cycle (fire, deliver, inject,
 * read the CVT) so nothing produced in a cycle is consumed in it. Runs of
 * cycles where nothing can change but stall counters (fabric idle, tokens
 * in flight) are stepped over to the next token's arrival. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_int.h"

/* ---- events: a timing wheel of FIFO lists over a fixed pool ---- */

/* The wheel empty and every event free. A block that drained left it so
 * (every list empty, every event back on the free list): then only a
 * reallocated pool needs the free list rebuilt. */
static void
ev_reset(SimCore *c)
{
	if (!c->pending && !c->ev_stale)
		return;
	for (uint32_t k = 0; k < SIM_WHEEL; k++)
		c->wheel[k] = c->wheel_tail[k] = SIM_NONE;
	c->overflow = SIM_NONE;
	c->ev_free = SIM_NONE;
	for (uint32_t k = c->nev; k-- > 0;) {
		c->ev[k].next = c->ev_free;
		c->ev_free = k;
	}
	c->pending = 0;
	c->ev_stale = 0;
}

static inline void
wheel_put(SimCore *c, uint32_t e)
{
	uint32_t w = (uint32_t)(c->ev[e].time & (SIM_WHEEL - 1));

	c->ev[e].next = SIM_NONE;
	if (c->wheel[w] == SIM_NONE)
		c->wheel[w] = e;
	else
		c->ev[c->wheel_tail[w]].next = e;
	c->wheel_tail[w] = e;
}

/* At each turn of the wheel, events now within its horizon join it. */
static SIM_COLD void
overflow_migrate(SimCore *c)
{
	uint32_t *p = &c->overflow;

	while (*p != SIM_NONE) {
		uint32_t e = *p;
		if (c->ev[e].time - c->now < SIM_WHEEL) {
			*p = c->ev[e].next;
			wheel_put(c, e);
		} else {
			p = &c->ev[e].next;
		}
	}
}

/* ---- firing ---- */

static SIM_COLD void
thread_desc(const SimCore *c, uint32_t tl, char *buf, size_t n)
{
	snprintf(buf, n, "thread %" PRIu64 " (ctaid %" PRIu64 ",%" PRIu64 ",%" PRIu64
	         " tid %" PRIu64 ",%" PRIu64 ",%" PRIu64 ")",
	         sim_coord(c, tl, ISA_THREAD), sim_coord(c, tl, ISA_CTAID_X),
	         sim_coord(c, tl, ISA_CTAID_Y), sim_coord(c, tl, ISA_CTAID_Z),
	         sim_coord(c, tl, ISA_TID_X), sim_coord(c, tl, ISA_TID_Y),
	         sim_coord(c, tl, ISA_TID_Z));
}

static void runtime_error(SimCore *c, uint32_t n, uint32_t tl, const char *fmt, ...)
	VGIW_PRINTF(4, 5) SIM_COLD;

static void
runtime_error(SimCore *c, uint32_t n, uint32_t tl, const char *fmt, ...)
{
	char th[160], msg[480];
	const DfgNode *nd = c->nodes[n].nd;
	va_list ap;

	thread_desc(c, tl, th, sizeof th);
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_add(c->d, DIAG_ERROR, nd->line ? c->k->source : NULL, nd->line, 0,
	         "kernel '%s' block %u node n%u "
	         "(%s): %s: %s", c->k->name, c->block, n, vgiw_op_info[nd->op].mnemonic,
	         th, msg);
	c->error = 1;
}

/* Out of the hot path: the report of an access sim_image_ptr refused. */
static SIM_COLD void
oob_error(SimCore *c, uint32_t n, uint32_t tl, uint64_t addr, uint32_t size)
{
	char where[320];

	sim_image_describe(&c->im, addr, size, where, sizeof where);
	runtime_error(c, n, tl, "out-of-bounds access of %u bytes at 0x%" PRIx64
	              ": %s", size, addr & LAUNCH_ADDR_MASK, where);
}

/* A memory operation's effect, done when the LDST unit issues it; returns
 * the cycle its result (or completion token) is ready. */
static uint64_t
memory_op(SimCore *c, uint32_t n, uint32_t tl, const uint64_t *v, uint64_t *out)
{
	const DfgNode *nd = c->nodes[n].nd;
	uint32_t size = sim_type_bytes(nd->type);
	uint64_t addr = v[0];
	LaunchWindow win;
	int kind;

	if (nd->op == OP_FENCE)
		return c->now + c->nodes[n].latency;
	if (!size)
		size = 1;
	uint8_t *p = sim_image_ptr(&c->im, addr, size, tl, &win);
	if (!p) {
		oob_error(c, n, tl, addr, size);
		return c->now + 1;
	}
	kind = sim_access(nd->op, nd->type, nd->imm, p, v, out);
	if (kind < 0) {
		runtime_error(c, n, tl, "atomic kind %" PRId64, nd->imm);
		return c->now + 1;
	}
	c->st->loads += kind == SIM_READ;
	c->st->stores += kind == SIM_WRITE;
	c->st->atomics += kind == SIM_ATOMIC;
	if (c->o.cosim) {
		sim_cosim_mem(c, kind, tl, addr, p, size);
		return c->now + c->nodes[n].latency;
	}
	uint64_t t = sim_mem_access(&c->mem, &c->im, addr & LAUNCH_ADDR_MASK, size, win, tl,
	                            kind, c->now);
	uint64_t min = c->now + c->nodes[n].latency;
	return t > min ? t : min;
}

static void
thread_done(SimCore *c, SimReplica *rp, uint32_t vc)
{
	rp->free_vc[rp->nfree++] = vc;
	rp->inflight--;
	c->inflight--;
	c->block_latency += c->now - rp->vc_start[vc];
	if (c->first_done == UINT64_MAX)
		c->first_done = c->now;
}

/* Sends the thread on to successor s of the block: an OR into its CVT
 * vector (a bit already set means the thread is in two places). */
static void
branch(SimCore *c, uint32_t n, uint32_t tl, uint32_t s)
{
	const ProgBlock *pb = c->pb;
	uint32_t to = s < pb->nsucc ? pb->succ[s] : PROG_NO_BLOCK;

	if (to >= c->k->nblocks) {
		runtime_error(c, n, tl, "successor %u of the block is %u, not a block",
		              s, to);
		return;
	}
	uint64_t *w = &c->cvt[(size_t)to * c->words + tl / 64];
	uint64_t bit = 1ull << (tl % 64);
	if (*w & bit) {
		runtime_error(c, n, tl, "self-check: thread already waits at block %u",
		              to);
		return;
	}
	*w |= bit;
	c->st->cvt_writes++;
	if (c->o.cosim)
		sim_cosim_branch(c, tl, to);
}

#if defined(__GNUC__)
#define SIM_INLINE inline __attribute__((always_inline))
#else
#define SIM_INLINE inline
#endif

/* Inline in its two callers: a call per firing costs more than the body
 * it saves duplicating. */
static SIM_INLINE void
fire(SimCore *c, SimUnit *un, uint32_t vc)
{
	uint32_t n = un->node;
	const SimNode *sn = &c->nodes[n];
	const DfgNode *nd = sn->nd;
	SimReplica *rp = &c->rep[un->rep];
	uint32_t tl = rp->vc_thread[vc];
	uint64_t v[DFG_MAX_IN], out = 0;
	uint64_t now = c->now, ready = now + sn->latency;
	const uint64_t *ops = &c->ops[((size_t)un->ent + vc) * 3];
	uint32_t tm = un->tokmask;

	/* slots past nin have no token bit and a zero static value */
	_Static_assert(DFG_MAX_IN == 3, "operand gathering is unrolled");
	/* without branches: which slots are tokens varies from firing to
	 * firing and would be mispredicted */
	uint64_t m0 = 0 - (uint64_t)(tm & 1), m1 = 0 - (uint64_t)(tm >> 1 & 1);
	uint64_t m2 = 0 - (uint64_t)(tm >> 2 & 1);
	v[0] = (ops[0] & m0) | (sn->stat[0] & ~m0);
	v[1] = (ops[1] & m1) | (sn->stat[1] & ~m1);
	v[2] = (ops[2] & m2) | (sn->stat[2] & ~m2);
	switch (sn->op) {
	case OP_TID:
		out = sim_mask(sim_coord(c, tl, nd->imm), nd->type);
		break;
	case OP_TRAP:
		if (!(v[0] & 1))
			sim_trap(c->l, v[0], sim_coord(c, tl, ISA_THREAD), nd->imm);
		break;
	case OP_BR:
		branch(c, n, tl, (v[0] & 1) ? 0 : 1);
		break;
	case OP_JMP:
		branch(c, n, tl, 0);
		break;
	case OP_EXIT: {
		uint64_t bit = 1ull << (tl % 64);
		if (c->exited[tl / 64] & bit) {
			runtime_error(c, n, tl, "self-check: thread exits twice");
			break;
		}
		c->exited[tl / 64] |= bit;
		c->cta_live[tl / c->cta_threads]--;
		c->exits++;
		if (c->o.cosim)
			sim_cosim_exit(c, tl);
		break;
	}
	case OP_SPLIT:
	case OP_JOIN:
		out = v[0];
		break;
	case OP_LVLD:
	case OP_LVST: {
		uint64_t id = (uint64_t)nd->imm;
		uint64_t slot = id * c->tile_threads + tl;
		if (id >= c->lv_rows) {
			runtime_error(c, n, tl, "live value %" PRIu64 " of %" PRIu64, id,
			              c->lv_rows);
			break;
		}
		/* the timing byte address: the row-major matrix (row `id` of
		 * lv_w[id]-byte slots), or (default) groups of 2^lv_shift
		 * consecutive threads, each ID's slots of a group together: a
		 * 4-byte ID's group fills one LVC line, an 8-byte ID's two */
		uint64_t w = c->lv_w[id], g = (uint64_t)1 << c->lv_shift;
		uint64_t at = c->lv_linear ? c->lv_off[id] * c->tile_threads + tl * w :
		              (tl >> c->lv_shift) * g * c->lv_bytes + g * c->lv_off[id] +
		              (tl & (g - 1)) * w;
		if (sn->op == OP_LVLD) {
			out = sim_mask(c->lv[slot], nd->type);
		} else {
			/* predicate: input 1 when it is not the ordering token */
			int write = 1;
			if (nd->nin > 1 && nd->in[1].kind != DIN_ORDER) {
				write = (int)(v[1] & 1);
				if (nd->flags & DFN_WHEN_FALSE)
					write = !write;
			}
			if (!write)
				break;
			c->lv[slot] = sim_mask(v[0], nd->type);
			if (c->o.cosim)
				sim_cosim_lv(c, tl, id, c->lv[slot]);
		}
		if (c->o.cosim)
			break;
		uint64_t t = sim_mem_lvc(&c->mem, c->lv_base + at, sn->op == OP_LVST,
		                         c->now, &un->lvc_hint);
		if (t > ready)
			ready = t;
		break;
	}
	case OP_LD: case OP_ST: case OP_ATOM: case OP_CAS: case OP_FENCE:
		ready = memory_op(c, n, tl, v, &out);
		break;
	default:
		out = sim_eval(nd, v);
		break;
	}

	const uint32_t *delay = &c->delay[(size_t)un->rep * c->nedges + sn->edge];
	const SimEdge *ed = &c->edges[sn->edge], *end = ed + sn->nedges;
	uint32_t base = un->base;
	c->pending += sn->nedges;
	SimEvent *ev = c->ev;
	uint32_t fr = c->ev_free;
	for (; ed < end; ed++, delay++) {
		uint32_t e = fr;
		if (e == SIM_NONE)
			die("event pool exhausted: a token was duplicated");
		uint64_t t = ready + *delay;
		SimEvent *x = &ev[e];
		fr = x->next;
		x->time = t;
		x->value = out;
		x->unit = base + ed->node;
		x->vcs = vc << 2 | ed->slot;
		if (t - now < SIM_WHEEL) {
			uint32_t w = (uint32_t)(t & (SIM_WHEEL - 1));
			x->next = SIM_NONE;
			if (c->wheel[w] == SIM_NONE)
				c->wheel[w] = e;
			else
				ev[c->wheel_tail[w]].next = e;
			c->wheel_tail[w] = e;
		} else {
			x->next = c->overflow;
			c->overflow = e;
		}
	}
	c->ev_free = fr;
	un->fired++;
	c->last_progress = now;
	if (!--rp->vc_left[vc])
		thread_done(c, rp, vc);
}

/* ---- the stages of one cycle ---- */

/* The hot loops below keep the core's arrays in locals: a store into
 * have[] (bytes) may alias anything, and the compiler would reload every
 * field of the core after each. A firing changes none of these arrays'
 * addresses nor the active list (only delivery adds to it). */
static void
stage_fire(SimCore *c)
{
	uint32_t j = 0, n = c->nactive, E = c->E;
	uint32_t *active = c->active;
	const uint32_t *rq = c->rq;
	uint8_t *have = c->have;
	SimUnit *units = c->units;
	uint64_t now = c->now, busy = 0;

	for (uint32_t i = 0; i < n; i++) {
		uint32_t u = active[i];
		SimUnit *un = &units[u];

		if (un->next_issue > now) {
			busy++;
			active[j++] = u;
			continue;
		}
		uint32_t vc = rq[(size_t)un->ent + un->rq_head];
		if (++un->rq_head == E)
			un->rq_head = 0;
		un->rq_count--;
		have[(size_t)un->ent + vc] = 0;
		un->next_issue = now + un->interval;
		fire(c, un, vc);
		if (un->rq_count)
			active[j++] = u;
		else
			un->active = 0;
	}
	c->nactive = j;
	c->st->stalls[VGIWSIM_STALL_ISSUE] += busy;
}

static SIM_COLD void
second_token(SimCore *c, const SimEvent *tk)
{
	const SimUnit *un = &c->units[tk->unit];

	diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "self-check: kernel '%s' block "
	         "%u node n%u replica %u channel %u: slot %u got a second "
	         "token", c->k->name, c->block, un->node, un->rep, tk->vcs >> 2,
	         tk->vcs & 3);
	c->error = 1;
}

static void
stage_deliver(SimCore *c)
{
	uint32_t w = (uint32_t)(c->now & (SIM_WHEEL - 1));

	if (!w && c->overflow != SIM_NONE)
		overflow_migrate(c);
	uint32_t e = c->wheel[w];
	if (e == SIM_NONE)
		return;
	c->wheel[w] = SIM_NONE;
	SimEvent *ev = c->ev;
	SimUnit *units = c->units;
	uint8_t *have = c->have;
	uint64_t *ops = c->ops;
	uint32_t *rq = c->rq, *active = c->active;
	uint32_t nactive = c->nactive, E = c->E, bad = 0, n = 0, head = e;
	uint64_t now = c->now;
	for (; e != SIM_NONE; e = ev[e].next) {
		const SimEvent *tk = &ev[e];
		n++;
		if (tk->time != now)
			die("event for cycle %" PRIu64 " in the wheel at %" PRIu64,
			    tk->time, now);
		uint32_t u = tk->unit, vc = tk->vcs >> 2, slot = tk->vcs & 3;
		SimUnit *un = &units[u];
		size_t at = (size_t)un->ent + vc;
		uint8_t bit = (uint8_t)(1u << slot), h = have[at];

		if (h & bit) {
			second_token(c, tk);
			bad++;
			continue;
		}
		ops[at * 3 + slot] = tk->value;
		h |= bit;
		have[at] = h;
		if (h == un->tokmask) {
			uint32_t tail = un->rq_head + un->rq_count;
			if (tail >= E)
				tail -= E;
			rq[(size_t)un->ent + tail] = vc;
			un->rq_count++;
			if (!un->active) {
				un->active = 1;
				active[nactive++] = u;
			}
		}
	}
	c->nactive = nactive;
	c->st->tokens += n - bad;
	/* the slot's list goes back to the free list whole */
	ev[c->wheel_tail[w]].next = c->ev_free;
	c->ev_free = head;
	c->pending -= n;
	c->last_progress = c->now;
}

/* What the cycle's end needs of the replicas, gathered by stage_inject
 * as it passes each one and kept true by stage_bbs: a batch queued
 * anywhere, one that can enter a free channel, and how many replicas hold
 * a batch and a queued one but no free channel. */
typedef struct {
	int queued, can_inject;
	uint32_t starved;
} SimReplicaSummary;

static void
stage_inject(SimCore *c, SimReplicaSummary *sum)
{
	uint32_t per = c->a->vgiw.bbs.threads_per_cycle ? c->a->vgiw.bbs.threads_per_cycle : 1;
	uint64_t no_batch = 0, no_vc = 0;
	int queued = 0, can_inject = 0;
	uint32_t starved = 0;

	for (uint32_t r = 0; r < c->R; r++) {
		SimReplica *rp = &c->rep[r];
		for (uint32_t k = 0; k < per; k++) {
			if (!rp->cur_bits) {
				rp->cur_bits = rp->nxt_bits;
				rp->cur_base = rp->nxt_base;
				rp->nxt_bits = 0;
			}
			if (!rp->cur_bits) {
				no_batch++;
				break;
			}
			if (!rp->nfree) {
				no_vc++;
				break;
			}
			uint32_t bit = (uint32_t)__builtin_ctzll(rp->cur_bits);
			rp->cur_bits &= rp->cur_bits - 1;
			uint32_t tl = (uint32_t)rp->cur_base + bit;
			uint32_t vc = rp->free_vc[--rp->nfree];
			rp->vc_thread[vc] = tl;
			rp->vc_left[vc] = c->nn;
			rp->vc_start[vc] = c->now;
			c->last_inject = c->now;
			rp->inflight++;
			c->inflight++;
			c->block_threads++;
			c->last_progress = c->now;
			SimUnit *ru = &c->units[r * (c->nn + 1)];
			for (uint32_t s = 0; s < c->nsources && !c->error; s++)
				fire(c, &ru[c->sources[s]], vc);
		}
		/* the replica's state is final for the cycle: a firing
		 * changes only its own replica, the BBS only queue slots */
		int q = rp->cur_bits || rp->nxt_bits;
		queued |= q;
		can_inject |= q && rp->nfree;
		starved += rp->cur_bits && rp->nxt_bits && !rp->nfree;
	}
	c->st->stalls[VGIWSIM_STALL_NO_BATCH] += no_batch;
	c->st->stalls[VGIWSIM_STALL_NO_VC] += no_vc;
	sum->queued = queued;
	sum->can_inject = can_inject;
	sum->starved = starved;
}

/* The BBS reads the block's vector (read-and-reset, up to one word per
 * CVT bank per cycle) and queues the non-empty words as thread batches to
 * replicas whose queue slot is free, round-robin. */
static void
stage_bbs(SimCore *c, uint64_t *vec, uint32_t *rr, SimReplicaSummary *sum)
{
	uint32_t reads = 0, banks = c->a->vgiw.cvt.banks ? c->a->vgiw.cvt.banks : 1;
	uint32_t r = *rr;

	if (c->cursor >= c->words) {
		*rr = r + 1 == c->R ? 0 : r + 1;
		return;
	}
	for (uint32_t k = 0; k < c->R && c->cursor < c->words; k++) {
		SimReplica *rp = &c->rep[r];
		r = r + 1 == c->R ? 0 : r + 1;
		if (rp->nxt_bits)
			continue;
		while (c->cursor < c->words && reads < banks) {
			uint64_t w = vec[c->cursor];
			reads++;
			c->st->cvt_reads++;
			vec[c->cursor] = 0;
			c->cursor++;
			if (w) {
				rp->nxt_bits = w;
				rp->nxt_base = (uint64_t)(c->cursor - 1) * 64;
				c->st->batches++;
				/* the queue slot was empty: the replica was not
				 * starved and now has a batch */
				sum->queued = 1;
				sum->can_inject |= rp->nfree != 0;
				sum->starved += rp->cur_bits && !rp->nfree;
				break;
			}
		}
	}
	*rr = *rr + 1 == c->R ? 0 : *rr + 1;
}

/* Cycle of the next event, looking no further than the next turn of the
 * wheel (where the overflow list must be examined). */
static uint64_t
next_event(const SimCore *c)
{
	uint64_t end = (c->now | (SIM_WHEEL - 1)) + 1;

	for (uint64_t t = c->now + 1; t < end; t++)
		if (c->wheel[t & (SIM_WHEEL - 1)] != SIM_NONE)
			return t;
	return end;
}

void
sim_fabric_begin(SimCore *c)
{
	c->bbs_rr = 0;
	c->cursor = 0;
	c->block_threads = 0;
	c->block_firings = 0;
	c->block_latency = 0;
	c->first_done = UINT64_MAX;
	c->last_inject = c->now;
	c->last_progress = c->now;
	ev_reset(c);
}

/* The units' firings since the last call into the statistics and the
 * block's count. */
static void
count_firings(SimCore *c)
{
	VgiwSimStats *st = c->st;
	uint64_t units = (uint64_t)c->R * (c->nn + 1);

	for (uint64_t u = 0; u < units; u++) {
		SimUnit *un = &c->units[u];
		uint64_t f = un->fired;
		if (!f)
			continue;
		const SimNode *sn = &c->nodes[un->node];
		st->firings[sn->cls] += f;
		st->lat_firings[vgiw_op_info[sn->op].lat] += f;
		st->hop_cycles += f * un->hops;
		st->instructions += f * sn->counts;
		c->block_firings += f;
		un->fired = 0;
	}
}

static int step(SimCore *c, uint64_t *vec);

/* Stops the run with a report naming the block, the units holding tokens
 * and the threads waiting. */
static void deadlock_report(SimCore *c, const char *why);

int
sim_fabric_step(SimCore *c, uint64_t *vec)
{
	int r = step(c, vec);

	if (r >= 0)
		count_firings(c);
	return r;
}

/* One cycle, or a run of cycles in which only stall counters change. */
static int
step(SimCore *c, uint64_t *vec)
{
	uint32_t rr = c->bbs_rr;
	uint64_t limit = c->o.deadlock_cycles;

	{
		SimReplicaSummary sum;
		stage_fire(c);
		stage_deliver(c);
		stage_inject(c, &sum);
		stage_bbs(c, vec, &rr, &sum);
		if (c->error)
			return 1;

		int queued = sum.queued, can_inject = sum.can_inject;
		int starved = sum.starved == c->R;
		int bbs_done = c->cursor >= c->words && !queued;
		c->st->vc_busy += c->inflight;
		c->st->vc_total += (uint64_t)c->R * c->E;
		if (bbs_done && c->inflight)
			c->st->stalls[VGIWSIM_STALL_DRAIN]++;
		if (bbs_done && !c->inflight && !c->pending && !c->nactive) {
			c->now++;
			return 0;
		}
		/* nothing in flight and nothing ready: no state can change */
		if (!c->pending && !c->nactive && !can_inject && c->cursor >= c->words) {
			deadlock_report(c, "no token is in flight and no unit can fire");
			return 1;
		}
		/* tokens in flight always arrive; only a fabric with none can
		 * stop for good (checked above), so this is the safety net for
		 * units that stay ready yet never fire */
		if (!c->pending && c->now - c->last_progress > limit) {
			deadlock_report(c, "no progress");
			return 1;
		}
		if (c->o.max_cycles && c->now >= c->o.max_cycles) {
			sim_cycle_limit_report(c);
			c->stop = 1;
			return 1;
		}
		/* idle fabric waiting on tokens in flight: skip to the next event */
		if (!c->nactive && !can_inject && c->cursor >= c->words && c->pending) {
			uint64_t t = next_event(c);
			uint64_t skip = t - c->now - 1;
			c->st->vc_busy += c->inflight * skip;
			c->st->vc_total += (uint64_t)c->R * c->E * skip;
			c->st->stalls[VGIWSIM_STALL_DRAIN] += skip;
			c->now = t;
		} else if (!c->nactive && starved && c->pending) {
			/* every replica holds a batch and a queued one but no free
			 * channel, no unit is ready: until the next token arrives
			 * each cycle only counts a stall per replica and turns the
			 * BBS's round robin. The common state of a memory-bound
			 * block, so do those cycles in one step. */
			uint64_t t = next_event(c);
			if (c->o.max_cycles && t > c->o.max_cycles)
				t = c->o.max_cycles;   /* stop where stepping stops */
			uint64_t skip = t - c->now - 1;
			c->st->vc_busy += c->inflight * skip;
			c->st->vc_total += (uint64_t)c->R * c->E * skip;
			c->st->stalls[VGIWSIM_STALL_NO_VC] += c->R * skip;
			rr = (uint32_t)((rr + skip) % c->R);
			c->now = t;
		} else {
			c->now++;
		}
	}
	c->bbs_rr = rr;
	return -1;
}

/* ---- deadlock report ---- */

static void
deadlock_report(SimCore *c, const char *why)
{
	uint32_t shown = 0, held_units = 0;

	c->stop = 1;
	c->st->deadlock = 1;
	diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "deadlock: kernel '%s' at cycle %" PRIu64
	         ": block %u (%u replicas) stopped making progress at cycle %" PRIu64
	         " (%s); %" PRIu64 " threads in flight, %" PRIu64 " tokens in flight",
	         c->k->name, c->now, c->block, c->R, c->last_progress, why,
	         c->inflight, c->pending);
	for (uint32_t r = 0; r < c->R; r++)
		for (uint32_t n = 1; n <= c->nn; n++) {
			uint32_t u = r * (c->nn + 1) + n, held = 0, first = SIM_NONE;
			uint8_t mask = 0;
			for (uint32_t v = 0; v < c->E; v++)
				if (c->have[(size_t)u * c->E + v]) {
					if (first == SIM_NONE) {
						first = v;
						mask = c->have[(size_t)u * c->E + v];
					}
					held++;
				}
			if (!held)
				continue;
			held_units++;
			if (shown++ >= 16)
				continue;
			char th[160];
			const DfgNode *nd = c->nodes[n].nd;
			thread_desc(c, c->rep[r].vc_thread[first], th, sizeof th);
			diag_add(c->d, DIAG_NOTE, NULL, nd->line, 0, "node n%u (%s) replica "
			         "%u holds tokens for %u threads; %s has inputs %#x of %#x",
			         n, vgiw_op_info[nd->op].mnemonic, r, held, th, mask,
			         c->nodes[n].tokmask);
		}
	if (shown > 16)
		diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "... and %u more units holding "
		         "tokens", shown - 16);
	if (!held_units)
		diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "no unit holds a token");
	shown = 0;
	for (uint32_t r = 0; r < c->R; r++) {
		SimReplica *rp = &c->rep[r];
		uint8_t *busy = xcalloc(c->E, 1);
		for (uint32_t k = 0; k < rp->nfree; k++)
			busy[rp->free_vc[k]] = 1;
		for (uint32_t v = 0; v < c->E; v++) {
			if (busy[v])
				continue;
			if (shown++ < 8) {
				char th[160];
				thread_desc(c, rp->vc_thread[v], th, sizeof th);
				diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "waiting: %s on replica "
				         "%u channel %u, %u firings short of the block's end",
				         th, r, v, rp->vc_left[v]);
			}
		}
		free(busy);
	}
	if (shown > 8)
		diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "... and %u more waiting threads",
		         shown - 8);
}
