/* The SGMF core, cycle by cycle (docs/sgmf.md): units of the whole-kernel
 * graph with a token buffer of one entry per virtual channel (thread slot),
 * routed token delays, steers, merges, memory through sim/mem; thread
 * admission under the channel bound, exit, deadlock detection. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vgiw/sgmfsim.h"

/* cycles without a firing that make a deadlock, unless the options say */
#define SGMFSIM_DEFAULT_DEADLOCK 1000000ull
#define NO_TOKEN UINT64_MAX

typedef struct {
	uint32_t unit;     /* consumer unit index */
	uint8_t slot;
	uint8_t side;      /* 0, or the steer side it takes */
	uint32_t delay;    /* routed hops x hop latency */
} SgSink;

typedef struct {
	const DfgNode *nd;
	uint32_t rep, node;
	uint32_t latency;
	uint8_t inject;    /* a TID without inputs: fires once per admitted thread */
	uint8_t merge, cmerge, steer;
	uint8_t tokmask;   /* input slots that take tokens */
	SgSink *sink;
	uint32_t nsink;
	uint32_t pending;  /* operands (or injections) waiting, all channels */
	uint32_t rr;       /* next channel to look at first */
	uint64_t wake;     /* event-driven: the cycle it is next looked at, no
	                    * later than its channels' rdy (NO_TOKEN: none) */
} SgUnit;

typedef struct {
	const Arch *a;
	const ProgKernel *k;
	const ProgBlock *pb;
	Launch *l;
	SgmfSimStats *st;
	DiagList *d;
	SimOptions o;             /* sim_model_options' */
	SgUnit *u;
	uint32_t nu, R, nn, T;
	uint64_t *arr;     /* [(unit * T + ch) * 3 + slot]: arrival, NO_TOKEN */
	uint64_t *val;
	uint8_t *inj;      /* [unit * T + ch]: injection pending */
	uint64_t *rdy;     /* [unit * T + ch]: the cycle from which the channel
	                    * can fire (its tokens are all in, a merge's first
	                    * one), NO_TOKEN while it waits for a token */
	uint8_t *fired;    /* [unit * T + ch]: fired for the channel's thread */
	int64_t *thread;   /* [rep * T + ch]: thread in the channel, -1 free */
	uint32_t *live;    /* [rep * T + ch]: tokens of the channel's thread */
	uint8_t *exited;
	uint64_t *param;
	SimImage im;
	SimMem mem;
	int mem_up;
	uint64_t now, next_thread, threads, done_threads;
	uint64_t cta_end;  /* threads below it are the core's to admit */
	uint64_t *take;    /* on a chip: the launch's next CTA (shared) */
	uint64_t ran;      /* CTAs this core took (on a chip) */
	uint64_t admitted; /* threads it admitted (alone: next_thread) */
	uint64_t last_fire;
	uint32_t cta_threads;
	int error;
} Sg;

void
sgmfsim_stats_free(SgmfSimStats *st)
{
	free(st->kernel);
	free(st->units);
	free(st->grid_class);
	memset(st, 0, sizeof *st);
}

static uint64_t
coord(const Sg *s, uint64_t t, int64_t c)
{
	return sim_launch_coord(s->l, t / s->cta_threads,
	                        (uint32_t)(t % s->cta_threads), s->cta_threads, c);
}

static uint64_t
static_value(Sg *s, const DfgInput *in)
{
	switch (in->kind) {
	case DIN_IMM:
		return sim_mask(in->imm, in->type);
	case DIN_PARAM:
		return in->src < s->k->nparams ? s->param[in->src] : 0;
	case DIN_SYM:
		if (in->src == ISYM_LOCAL)
			return LAUNCH_LOCAL_BASE + in->imm;
		return in->src && in->src <= s->k->nsymbols ?
		       s->im.sym_addr[in->src] + in->imm : 0;
	default:
		return 0;
	}
}

static int
is_token(uint8_t kind)
{
	return kind == DIN_NODE || kind == DIN_ORDER;
}

/* Units and their sinks from the placed graph and its routes. */
static int
configure(Sg *s)
{
	const ProgBlock *pb = s->pb;
	const DfgBlock *g = &pb->graph;
	uint32_t hop = s->a->vgiw.sw.hop_latency;

	s->nn = g->nnodes;
	s->R = pb->replicas ? pb->replicas : 1;
	s->nu = s->R * s->nn;
	if ((uint64_t)s->nu * s->T * 3 > UINT32_MAX) {
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': %u units with "
		         "%u channels each are more tokens than the simulator indexes",
		         s->k->name, s->nu, s->T);
		return 1;
	}
	s->u = xcalloc(s->nu ? s->nu : 1, sizeof *s->u);
	for (uint32_t r = 0; r < s->R; r++)
		for (uint32_t n = 1; n <= s->nn; n++) {
			SgUnit *u = &s->u[r * s->nn + n - 1];
			const DfgNode *nd = &g->nodes[n];
			u->nd = nd;
			u->rep = r;
			u->node = n;
			u->latency = arch_op_latency(s->a, (VgiwOp)nd->op);
			if (!u->latency)
				u->latency = 1;
			u->inject = nd->op == OP_TID && nd->nin == 0;
			u->merge = nd->op == OP_JOIN && nd->imm == SGMF_MERGE;
			u->cmerge = nd->op == OP_JOIN && nd->imm == SGMF_CMERGE;
			u->steer = nd->op == OP_SPLIT && nd->imm == SGMF_STEER;
			for (uint32_t k = 0; k < nd->nin; k++)
				if (is_token(nd->in[k].kind))
					u->tokmask |= (uint8_t)(1u << k);
		}
	/* sinks: from the routes when placed, else one hop each */
	uint32_t *cnt = xcalloc(s->nu + 1, sizeof *cnt);
	for (uint32_t n = 1; n <= s->nn; n++)
		for (uint32_t k = 0; k < g->nodes[n].nin; k++)
			if (is_token(g->nodes[n].in[k].kind))
				for (uint32_t r = 0; r < s->R; r++)
					cnt[r * s->nn + g->nodes[n].in[k].src - 1]++;
	for (uint32_t i = 0; i < s->nu; i++)
		s->u[i].sink = xcalloc(cnt[i] ? cnt[i] : 1, sizeof *s->u[i].sink);
	free(cnt);
	for (uint32_t r = 0; r < s->R; r++)
		for (uint32_t n = 1; n <= s->nn; n++)
			for (uint32_t k = 0; k < g->nodes[n].nin; k++) {
				const DfgInput *in = &g->nodes[n].in[k];
				if (!is_token(in->kind))
					continue;
				uint32_t hops = 1;
				for (uint32_t x = 0; x < pb->nnets; x++) {
					const ProgNet *net = &pb->nets[x];
					if (net->src != in->src || net->replica != r)
						continue;
					for (uint32_t y = 0; y < net->nsinks; y++)
						if (pb->sinks[net->sink + y].node == n &&
						    pb->sinks[net->sink + y].slot == k)
							hops = pb->sinks[net->sink + y].hops;
				}
				SgUnit *p = &s->u[r * s->nn + in->src - 1];
				p->sink[p->nsink++] = (SgSink){
					.unit = r * s->nn + n - 1, .slot = (uint8_t)k,
					.side = (uint8_t)(in->imm & 3), .delay = hops * hop,
				};
			}
	return 0;
}

/* rdy of channel c of unit ui from its tokens: ready() is true exactly
 * when the channel has a thread and rdy <= now. */
static void
recalc(Sg *s, uint32_t ui, uint32_t c)
{
	const SgUnit *u = &s->u[ui];
	size_t i = (size_t)ui * s->T + c;
	const uint64_t *a = &s->arr[i * 3];
	uint64_t m = NO_TOKEN;

	if (u->inject) {
		m = s->inj[i] ? 0 : NO_TOKEN;
	} else if (u->merge) {
		for (uint32_t k = 0; k < u->nd->nin; k++)
			if (a[k] < m)
				m = a[k];
	} else if (u->cmerge) {
		uint32_t k = s->val[i * 3] & 1 ? 1 : 2;
		if (a[0] != NO_TOKEN && a[k] != NO_TOKEN)
			m = a[0] > a[k] ? a[0] : a[k];
	} else if (u->tokmask) {
		m = 0;
		for (uint32_t k = 0; k < u->nd->nin && m != NO_TOKEN; k++)
			if (u->tokmask >> k & 1)
				m = a[k] == NO_TOKEN ? NO_TOKEN : a[k] > m ? a[k] : m;
	}
	s->rdy[i] = m;
	if (m < s->u[ui].wake)
		s->u[ui].wake = m;
}

/* The thread's tokens and injections in channel c of replica r. */
static void
admit(Sg *s, uint32_t r, uint32_t c)
{
	uint64_t t = s->next_thread++;

	s->admitted++;
	uint32_t tc = r * s->T + c;

	s->thread[tc] = (int64_t)t;
	s->exited[tc] = 0;
	for (uint32_t n = 0; n < s->nn; n++) {
		SgUnit *u = &s->u[r * s->nn + n];
		s->fired[(size_t)(r * s->nn + n) * s->T + c] = 0;
		if (u->inject) {
			s->inj[(size_t)(r * s->nn + n) * s->T + c] = 1;
			recalc(s, r * s->nn + n, c);
			u->pending++;
			s->live[tc]++;
		}
	}
}

static void
runtime_error(Sg *s, const SgUnit *u, uint64_t t, const char *what,
              uint64_t addr, uint32_t size, const char *where)
{
	diag_add(s->d, DIAG_ERROR, u->nd->line ? s->k->source : NULL, u->nd->line,
	         0, "kernel '%s' n%u (%s) of replica %u: thread %" PRIu64 ": %s "
	         "of %u bytes at 0x%" PRIx64 "%s%s", s->k->name, u->node,
	         vgiw_op_info[u->nd->op].mnemonic, u->rep, t, what, size,
	         addr & LAUNCH_ADDR_MASK, where ? ": " : "", where ? where : "");
	s->error = 1;
}

/* A memory operation's effect now; the cycle its result is ready. */
static uint64_t
memory_op(Sg *s, const SgUnit *u, uint64_t t, const uint64_t *v, uint64_t *out)
{
	const DfgNode *nd = u->nd;
	uint32_t size = sim_type_bytes(nd->type);
	uint64_t addr = v[0];
	LaunchWindow win;

	*out = 0;
	if (nd->op == OP_FENCE)
		return s->now + u->latency;
	if (!size)
		size = 1;
	uint8_t *p = sim_image_ptr(&s->im, addr, size, (uint32_t)t, &win);
	if (!p) {
		char where[320];
		sim_image_describe(&s->im, addr, size, where, sizeof where);
		runtime_error(s, u, t, "out-of-bounds access", addr, size, where);
		return s->now + 1;
	}
	int kind = sim_access(nd->op, nd->type, nd->imm, p, v, out);
	if (kind < 0) {
		runtime_error(s, u, t, "unknown atomic kind", addr, size, NULL);
		return s->now + 1;
	}
	s->st->loads += kind == SIM_READ;
	s->st->stores += kind == SIM_WRITE;
	s->st->atomics += kind == SIM_ATOMIC;
	uint64_t done = sim_mem_access(&s->mem, &s->im, addr & LAUNCH_ADDR_MASK, size,
	                               win, t, kind, s->now);
	uint64_t min = s->now + u->latency;
	return done > min ? done : min;
}

/* Channel c of unit u: 1 if it can fire now, with *slot the merge's input
 * taken; *soon gets the earliest later arrival seen. */
static int
ready(Sg *s, const SgUnit *u, uint32_t ui, uint32_t c, int *slot, uint64_t *soon)
{
	const uint64_t *a = &s->arr[((size_t)ui * s->T + c) * 3];
	const DfgNode *nd = u->nd;

	if (u->inject)
		return s->inj[(size_t)ui * s->T + c];
	if (u->merge) {
		for (uint32_t k = 0; k < nd->nin; k++) {
			if (a[k] == NO_TOKEN)
				continue;
			if (a[k] <= s->now) {
				*slot = (int)k;
				return 1;
			}
			if (a[k] < *soon)
				*soon = a[k];
		}
		return 0;
	}
	if (u->cmerge) {
		/* the condition's token, then the side it names */
		uint32_t k = s->val[((size_t)ui * s->T + c) * 3] & 1 ? 1 : 2;
		if (a[0] == NO_TOKEN || a[k] == NO_TOKEN)
			return 0;
		if (a[0] > s->now && a[0] < *soon)
			*soon = a[0];
		if (a[k] > s->now && a[k] < *soon)
			*soon = a[k];
		*slot = (int)k;
		return a[0] <= s->now && a[k] <= s->now;
	}
	int any = 0, all = 1;
	for (uint32_t k = 0; k < nd->nin; k++) {
		if (!(u->tokmask >> k & 1))
			continue;
		if (a[k] == NO_TOKEN) {
			all = 0;
			continue;
		}
		any = 1;
		if (a[k] > s->now) {
			all = 0;
			if (a[k] < *soon)
				*soon = a[k];
		}
	}
	return any && all;
}

/* Every sink of side `side` (0: all) has room on channel c. */
static int
room(const Sg *s, const SgUnit *u, uint32_t c, uint32_t side)
{
	for (uint32_t i = 0; i < u->nsink; i++) {
		const SgSink *k = &u->sink[i];
		if (side && k->side != side)
			continue;
		if (s->arr[((size_t)k->unit * s->T + c) * 3 + k->slot] != NO_TOKEN)
			return 0;
	}
	return 1;
}

static void
fire(Sg *s, SgUnit *u, uint32_t ui, uint32_t c, int mslot)
{
	const DfgNode *nd = u->nd;
	uint32_t tc = u->rep * s->T + c;
	uint64_t t = (uint64_t)s->thread[tc];
	uint64_t *a = &s->arr[((size_t)ui * s->T + c) * 3];
	uint64_t *vv = &s->val[((size_t)ui * s->T + c) * 3];
	uint64_t v[DFG_MAX_IN] = { 0 }, out = 0, at;
	uint32_t side = 0;

	for (uint32_t k = 0; k < nd->nin; k++)
		v[k] = is_token(nd->in[k].kind) ? sim_mask(vv[k], nd->in[k].type) :
		       static_value(s, &nd->in[k]);
	at = s->now + u->latency;
	switch (nd->op) {
	case OP_TID:
		out = sim_mask(coord(s, t, nd->imm), nd->type);
		break;
	case OP_TRAP:
		if (!(v[0] & 1))
			sim_trap(s->l, v[0], coord(s, t, ISA_THREAD), nd->imm);
		break;
	case OP_SPLIT:
		out = v[0];
		if (u->steer) {
			side = v[1] & 1 ? SGMF_STEER_TRUE : SGMF_STEER_FALSE;
			s->st->steers++;
			s->st->steers_true += side == SGMF_STEER_TRUE;
		}
		break;
	case OP_JOIN:
		out = u->merge || u->cmerge ? vv[mslot] : v[0];
		s->st->merges += u->merge || u->cmerge;
		break;
	case OP_EXIT:
		s->exited[tc] = 1;
		break;
	case OP_LD: case OP_ST: case OP_ATOM: case OP_CAS: case OP_FENCE:
		at = memory_op(s, u, t, v, &out);
		break;
	default:
		out = sim_eval(nd, v);
		break;
	}
	/* consume */
	if (u->inject) {
		s->inj[(size_t)ui * s->T + c] = 0;
		u->pending--;
		s->live[tc]--;
	} else if (u->merge) {
		a[mslot] = NO_TOKEN;
		u->pending--;
		s->live[tc]--;
	} else if (u->cmerge) {
		a[0] = a[mslot] = NO_TOKEN;
		u->pending -= 2;
		s->live[tc] -= 2;
	} else {
		for (uint32_t k = 0; k < nd->nin; k++)
			if (u->tokmask >> k & 1) {
				a[k] = NO_TOKEN;
				u->pending--;
				s->live[tc]--;
			}
	}
	recalc(s, ui, c);
	/* send */
	for (uint32_t i = 0; i < u->nsink; i++) {
		const SgSink *k = &u->sink[i];
		if (side && k->side != side)
			continue;
		size_t x = ((size_t)k->unit * s->T + c) * 3 + k->slot;
		s->arr[x] = at + k->delay;
		s->val[x] = out;
		recalc(s, k->unit, c);
		s->u[k->unit].pending++;
		s->live[tc]++;
	}
	u->rr = c + 1 == s->T ? 0 : c + 1;
	s->st->units[ui].firings++;
	if (!s->fired[(size_t)ui * s->T + c]) {
		s->fired[(size_t)ui * s->T + c] = 1;
		s->st->units[ui].threads_fired++;
	}
	s->st->firings++;
}

/* A channel whose thread exited and left no token behind takes the next. */
static void
retire(Sg *s, uint32_t r, uint32_t c)
{
	uint32_t tc = r * s->T + c;

	for (uint32_t n = 0; n < s->nn; n++)
		s->st->unit_threads_idle += !s->fired[(size_t)(r * s->nn + n) * s->T + c];
	s->st->unit_threads += s->nn;
	s->thread[tc] = -1;
	s->done_threads++;
}

/* A note per unit channel holding tokens (the first eight). */
static void
note_waiting(Sg *s)
{
	uint32_t shown = 0;

	for (uint32_t ui = 0; ui < s->nu && shown < 8; ui++) {
		const SgUnit *u = &s->u[ui];
		if (!u->pending)
			continue;
		for (uint32_t c = 0; c < s->T && shown < 8; c++) {
			const uint64_t *a = &s->arr[((size_t)ui * s->T + c) * 3];
			int inj = s->inj[(size_t)ui * s->T + c];
			if (!inj && a[0] == NO_TOKEN && a[1] == NO_TOKEN && a[2] == NO_TOKEN)
				continue;
			diag_add(s->d, DIAG_NOTE, NULL, 0, 0, "n%u (%s) of replica %u "
			         "waits on channel %u (thread %" PRId64 ") with %s%s%s%s",
			         u->node, vgiw_op_info[u->nd->op].mnemonic, u->rep, c,
			         s->thread[u->rep * s->T + c], inj ? "an injection" : "inputs",
			         a[0] != NO_TOKEN ? " 0" : "", a[1] != NO_TOKEN ? " 1" : "",
			         a[2] != NO_TOKEN ? " 2" : "");
			shown++;
		}
	}
}

static void
report_deadlock(Sg *s)
{
	s->st->deadlock = 1;
	diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': deadlock at cycle %"
	         PRIu64 ": no unit can fire and no token is on its way; %" PRIu64
	         " of %" PRIu64 " threads done", s->k->name, s->now,
	         s->done_threads, s->threads);
	note_waiting(s);
}

/* Unit u in the event-driven schedule (docs/sgmf.md): as the polling
 * loop looks at it, but only at the channels whose rdy has come; sets
 * when it is next looked at. 1 if it fired. */
static int
look(Sg *s, SgUnit *u, uint32_t ui)
{
	uint64_t next = NO_TOKEN;
	const uint64_t *rdy = &s->rdy[(size_t)ui * s->T];
	uint32_t c = u->rr;

	for (uint32_t i = 0; i < s->T; i++, c = c + 1 == s->T ? 0 : c + 1) {
		uint64_t soon = NO_TOKEN;
		int slot = 0;
		if (rdy[c] > s->now) {
			if (rdy[c] < next)
				next = rdy[c];
			continue;
		}
		if (s->thread[u->rep * s->T + c] < 0 || !ready(s, u, ui, c, &slot, &soon))
			die("sgmfsim: n%u channel %u: rdy %" PRIu64 " at cycle %" PRIu64
			    " but not ready", u->node, c, rdy[c], s->now);
		uint32_t side = 0;
		if (u->steer) {
			uint64_t cv = s->val[((size_t)ui * s->T + c) * 3 + 1];
			side = cv & 1 ? SGMF_STEER_TRUE : SGMF_STEER_FALSE;
		}
		if (!room(s, u, c, side)) {
			s->st->room_stalls++;
			next = s->now + 1;   /* looked at again until room opens */
			continue;
		}
		fire(s, u, ui, c, slot);
		u->wake = s->now + 1;   /* recalc() lowered it; other channels wait */
		return 1;
	}
	u->wake = next;
	return 0;
}

/* When no unit fired: the `soon` the polling loop's looks gather, the
 * earliest token still on its way (a merge ready but blocked adds only
 * the inputs before the one it would take, as ready() does). */
static uint64_t
next_arrival(Sg *s)
{
	uint64_t soon = NO_TOKEN;

	for (uint32_t ui = 0; ui < s->nu; ui++) {
		const SgUnit *u = &s->u[ui];
		if (!u->pending)
			continue;
		for (uint32_t c = 0; c < s->T; c++) {
			int slot = 0;
			if (s->thread[u->rep * s->T + c] >= 0)
				(void)ready(s, u, ui, c, &slot, &soon);
		}
	}
	return soon;
}

/* A thread left for this core: one of its CTA's, or (on a chip) a CTA
 * still on the launch's counter. */
static int
more_threads(const Sg *s)
{
	if (s->next_thread < s->cta_end)
		return 1;
	if (!s->take)
		return 0;
	sim_gate();   /* the chip's counter is shared by its cores (docs/chip.md) */
	return *s->take < s->st->ctas_launch;
}

/* Makes the next thread admissible: 1, or 0 when none is left. On a chip
 * the core takes the launch's next CTA when its own are all admitted. */
static int
have_thread(Sg *s)
{
	if (s->next_thread < s->cta_end)
		return 1;
	if (!s->take)
		return 0;
	sim_gate();
	if (*s->take >= s->st->ctas_launch)
		return 0;
	uint64_t cta = (*s->take)++;
	s->next_thread = cta * s->cta_threads;
	s->cta_end = s->next_thread + s->cta_threads;
	s->ran++;
	return 1;
}

/* One turn of the core: admissions, the units, retirements, the clock. -1
 * while it runs, 0 when its threads are all done, 1 on an error. */
static int
step(Sg *s)
{
	uint32_t per = s->a->vgiw.bbs.threads_per_cycle ?
	               s->a->vgiw.bbs.threads_per_cycle : 1;

	if (s->error)
		return 1;
	if (s->done_threads >= s->admitted && !more_threads(s))
		return 0;
	int admitted = 0, retired = 0;
	/* admission: each replica takes up to `per` threads a cycle */
	for (uint32_t r = 0; r < s->R; r++) {
		uint32_t took = 0;
		for (uint32_t c = 0; c < s->T && took < per; c++)
			if (s->thread[r * s->T + c] < 0) {
				if (!have_thread(s))
					break;
				admit(s, r, c);
				took++;
			}
		if (!took && more_threads(s))
			s->st->admit_stalls++;
		admitted |= took != 0;
	}
	uint64_t soon = NO_TOKEN;
	int fired = 0;
	for (uint32_t ui = 0; ui < s->nu; ui++) {
		SgUnit *u = &s->u[ui];
		if (!u->pending)
			continue;
		/* event-driven (docs/sgmf.md): a unit none of whose
		 * channels can fire before u->wake is not looked at */
		if (!s->o.polling) {
			if (s->now >= u->wake)
				fired |= look(s, u, ui);
			continue;
		}
		for (uint32_t i = 0; i < s->T; i++) {
			uint32_t c = (u->rr + i) % s->T;
			int slot = 0;
			if (s->thread[u->rep * s->T + c] < 0 ||
			    !ready(s, u, ui, c, &slot, &soon))
				continue;
			uint32_t side = 0;
			if (u->steer) {
				uint64_t cv = s->val[((size_t)ui * s->T + c) * 3 + 1];
				side = cv & 1 ? SGMF_STEER_TRUE : SGMF_STEER_FALSE;
			}
			if (!room(s, u, c, side)) {
				s->st->room_stalls++;
				continue;
			}
			fire(s, u, ui, c, slot);
			fired = 1;
			break;
		}
	}
	for (uint32_t tc = 0; tc < s->R * s->T; tc++)
		if (s->thread[tc] >= 0 && s->exited[tc] && !s->live[tc]) {
			retire(s, tc / s->T, tc % s->T);
			retired = 1;
		}
	if (!s->o.polling && !fired && !admitted && !retired)
		soon = next_arrival(s);
	if (fired) {
		s->last_fire = s->now;
		s->now++;
	} else if (admitted || retired) {
		s->now++;
	} else if (soon != NO_TOKEN) {
		/* nothing can happen before the next token lands */
		s->now = soon > s->now ? soon : s->now + 1;
	} else if (s->done_threads < s->admitted || more_threads(s)) {
		report_deadlock(s);
		return 1;
	}
	if (s->now - s->last_fire > s->o.deadlock_cycles) {
		s->st->deadlock = 1;
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': deadlock at "
		         "cycle %" PRIu64 ": no unit fired for %" PRIu64 " cycles; %"
		         PRIu64 " of %" PRIu64 " threads done", s->k->name, s->now,
		         s->o.deadlock_cycles, s->done_threads, s->threads);
		note_waiting(s);
		return 1;
	}
	if (s->o.max_cycles && s->now >= s->o.max_cycles) {
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': cycle limit %"
		         PRIu64 " reached: %" PRIu64 " of %" PRIu64 " threads done, "
		         "units still holding tokens", s->k->name, s->o.max_cycles,
		         s->done_threads, s->threads);
		note_waiting(s);
		return 1;
	}
	return s->error ? 1 : -1;
}

static double
host_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Everything but the run: checks, the units, the state, the statistics'
 * frame. On a chip (u not NULL) the core's L1 is in front of the chip's
 * uncore u at crossbar port `port` and it takes CTAs from *take; alone,
 * it owns its memory system and runs every CTA. 0, or 1 after
 * diagnostics (then teardown() still frees what was made). */
static int
setup(Sg *s, const Arch *a, const ProgKernel *k, Launch *l,
      const SimOptions *o, SgmfSimStats *st, SimUncore *u, uint32_t port,
      uint64_t *take, DiagList *d)
{
	memset(st, 0, sizeof *st);
	memset(s, 0, sizeof *s);
	st->kernel = xstrdup(k && k->name ? k->name : "?");
	s->o = *o;
	s->a = a;
	s->k = k;
	s->l = l;
	s->st = st;
	s->d = d;
	s->take = take;
	if (!k || !k->sgmf || k->nblocks != 1) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' has no SGMF "
		         "configuration (compile with --target=sgmf)", st->kernel);
		return 1;
	}
	s->pb = &k->blocks[0];
	s->T = k->sgmf->threads;
	if (!s->T || s->T > a->vgiw.token_buffer.entries) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': %u threads in "
		         "flight per replica, but the arch's token buffers have %u "
		         "entries", k->name, s->T, a->vgiw.token_buffer.entries);
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
	st->ctas_launch = launch_cta_count(l);
	st->ctas = st->ctas_launch;
	s->threads = st->ctas * cta_threads;
	st->threads = s->threads;
	/* alone: every thread is the core's; on a chip: none until it takes
	 * a CTA */
	s->cta_end = take ? 0 : s->threads;
	if (s->threads > UINT32_MAX) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a launch of %" PRIu64 " threads is "
		         "more than the simulator maps", s->threads);
		return 1;
	}
	/* every thread its local frame, all CTAs in one image */
	if (sim_image_init(&s->im, l, k, s->cta_threads, st->ctas, d))
		return 1;
	if (u)
		sim_mem_init_shared(&s->mem, a, &a->memory.l1, NULL, a->vgiw.core_mhz,
		                    u, port, &st->mem);
	else
		sim_mem_init(&s->mem, a, &a->memory.l1, NULL, a->vgiw.core_mhz, &st->mem);
	s->mem_up = 1;
	if (configure(s))
		return 1;
	st->replicas = s->R;
	st->nodes = s->nn;
	st->threads_bound = s->T;
	size_t slots = (size_t)s->nu * s->T;
	s->arr = xmalloc(slots * 3 * sizeof *s->arr);
	for (size_t i = 0; i < slots * 3; i++)
		s->arr[i] = NO_TOKEN;
	s->val = xcalloc(slots * 3, sizeof *s->val);
	s->inj = xcalloc(slots ? slots : 1, 1);
	s->rdy = xmalloc((slots ? slots : 1) * sizeof *s->rdy);
	for (size_t i = 0; i < slots; i++)
		s->rdy[i] = NO_TOKEN;
	s->fired = xcalloc(slots ? slots : 1, 1);
	s->thread = xmalloc((size_t)s->R * s->T * sizeof *s->thread);
	for (size_t i = 0; i < (size_t)s->R * s->T; i++)
		s->thread[i] = -1;
	s->live = xcalloc((size_t)s->R * s->T, sizeof *s->live);
	s->exited = xcalloc((size_t)s->R * s->T, 1);
	st->nunits = s->nu;
	st->units = xcalloc(s->nu ? s->nu : 1, sizeof *st->units);
	for (uint32_t i = 0; i < s->nu; i++) {
		st->units[i].node = s->u[i].node;
		st->units[i].replica = s->u[i].rep;
		st->units[i].op = s->u[i].nd->op;
		st->units[i].unit = vgiw_op_info[s->u[i].nd->op].unit;
		st->units[i].cell = s->pb->cell ?
			s->pb->cell[s->u[i].rep * (s->nn + 1) + s->u[i].node] : 0;
	}
	st->rows = a->vgiw.grid.rows;
	st->cols = a->vgiw.grid.cols;
	st->grid_class = xmalloc((size_t)st->rows * st->cols + 1);
	for (uint32_t c = 0; c < st->rows * st->cols; c++)
		st->grid_class[c] = a->vgiw.grid.cell ? a->vgiw.grid.cell[c] : UC_NONE;
	return 0;
}

static void
teardown(Sg *s)
{
	/* the kernel ends when its stores reached memory */
	s->st->cycles = s->now > sim_mem_drained(&s->mem) ? s->now : sim_mem_drained(&s->mem);
	if (s->take) {
		/* what this core ran of the launch */
		s->st->ctas = s->ran;
		s->st->threads = s->ran * s->cta_threads;
	}
	if (s->u)
		for (uint32_t i = 0; i < s->nu; i++)
			free(s->u[i].sink);
	free(s->u);
	free(s->arr);
	free(s->val);
	free(s->inj);
	free(s->rdy);
	free(s->fired);
	free(s->thread);
	free(s->live);
	free(s->exited);
	free(s->param);
	if (s->mem_up)
		sim_mem_free(&s->mem);
	sim_image_free(&s->im);
	memset(s, 0, sizeof *s);
}

/* ---- the model (include/vgiw/model.h) ---- */

typedef struct {
	Sg s;
	double t0;
} SgCore;

static void *
model_open(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
           const SimOptions *o, void *stats, const SimSeat *seat, DiagList *d)
{
	SgCore *c = xcalloc(1, sizeof *c);
	SimOptions so;

	(void)p;
	if (o->trace) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the SGMF simulator writes no trace "
		         "(--trace is for VGIW and SIMT programs)");
		free(c);
		return NULL;
	}
	sim_model_options(&so, o, SGMFSIM_DEFAULT_DEADLOCK, "VGIW_SGMF_POLLING");
	/* alone (no counter) every CTA is the core's from the start */
	if (setup(&c->s, a, k, l, &so, stats, seat->u, seat->port, seat->take, d)) {
		teardown(&c->s);
		free(c);
		return NULL;
	}
	c->t0 = host_seconds();
	return c;
}

static uint64_t
model_now(const void *core)
{
	return ((const SgCore *)core)->s.now;
}

static int
model_step(void *core)
{
	return step(&((SgCore *)core)->s);
}

static int
model_close(void *core, int rc)
{
	SgCore *c = core;
	SgmfSimStats *st = c->s.st;

	rc = rc || c->s.error;
	st->wall_seconds = host_seconds() - c->t0;
	teardown(&c->s);
	free(c);
	return rc;
}

/* the MT-CGRF cores of a chip (docs/sgmf.md, "On a chip") */
static uint32_t
model_chip_cores(const Arch *a)
{
	return a->chip.cores.vgiw;
}

static uint32_t
model_core_mhz(const Arch *a)
{
	return a->vgiw.core_mhz;
}

static void
model_totals(const void *stats, SimCoreTotals *t)
{
	const SgmfSimStats *s = stats;

	*t = (SimCoreTotals){ s->cycles, s->firings, s->threads, s->ctas, &s->mem };
}

static int
model_write_json(const void *st, FILE *out)
{
	return sgmfsim_write_stats_json(st, out);
}

static void
model_print_summary(const void *st, FILE *out)
{
	sgmfsim_print_summary(st, out);
}

static void
model_energy(const void *st, SimEnergy *e)
{
	sgmfsim_stats_energy(st, e);
}

static void
model_stats_free(void *st)
{
	sgmfsim_stats_free(st);
}

static int
model_write_heatmap(const void *st, FILE *out)
{
	return sgmfsim_write_heatmap_svg(st, out);
}

const SimModel sgmfsim_model = {
	.name = "sgmf",
	.stats_size = sizeof(SgmfSimStats),
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
	.write_heatmap = model_write_heatmap,
};
