/* GPU-CC mapping: the one-block graph of an if-converted kernel onto the
 * SM's cores and load/store units on a line, connections on data lanes
 * (interval colouring), as many copies as fit, and the hand-over to the
 * program model. The lane model and its assumptions: docs/gpucc.md. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/gpucc.h"
#include "pr_int.h"

enum { K_NONE, K_CORE, K_LSU };

/* Annealing moves per unit and copy: the samples' placements are stable
 * from about 1000 on, and one kernel takes a few milliseconds. */
#define GPUCC_EFFORT 1500
/* States the exact search visits before it gives up. */
#define GPUCC_SEARCH 100000

/* One copy's units, before placement: unit u executes node[u]. */
typedef struct {
	uint32_t nu;
	uint32_t *node;          /* [nu] DFG node */
	uint8_t *kind;           /* [nu] K_CORE / K_LSU */
	ProgGpuccUnit *proto;    /* [nu] instruction; in[].src = local unit */
	uint32_t *order_after;   /* [nu] local unit + 1, or 0 */
	/* nets: producer's consumers (local units), CSR over producers */
	uint32_t *net_first;     /* [nu + 1] */
	uint32_t *net_sink;      /* distinct consumers */
	uint32_t *net_slots;     /* [nu]: consuming input slots */
	uint8_t linear;          /* stream reuse reads gid.x as the thread index */
} Local;

static int
is_lsu_op(uint32_t op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS;
}

static int
kind_of(const DfgNode *d)
{
	if (is_lsu_op(d->op))
		return K_LSU;
	if (d->op == OP_JOIN || d->op == OP_FENCE || d->op == OP_EXIT)
		return K_NONE;
	if (d->op == OP_TID)
		return K_CORE;
	if (d->op < OP_COUNT && (vgiw_op_info[d->op].unit == UC_ALU ||
	                         vgiw_op_info[d->op].unit == UC_SCU))
		return K_CORE;
	die("node %s has no GPU-CC unit (not an if-converted kernel)",
	    d->op < OP_COUNT ? vgiw_op_info[d->op].mnemonic : "?");
}

static int
is_token(uint8_t k)
{
	return k == DIN_NODE || k == DIN_ORDER;
}

/* The producers behind an ordering token: JOINs and FENCEs only pass the
 * tokens they wait for on. */
static void
order_sources(const DfgBlock *g, uint32_t n, uint8_t *seen, uint32_t *out,
              uint32_t *nout)
{
	const DfgNode *d = &g->nodes[n];

	if (seen[n])
		return;
	seen[n] = 1;
	if (d->op != OP_JOIN && d->op != OP_FENCE) {
		out[(*nout)++] = n;
		return;
	}
	for (uint32_t s = 0; s < d->nin; s++)
		if (is_token(d->in[s].kind))
			order_sources(g, d->in[s].src, seen, out, nout);
}

static void
local_free(Local *l)
{
	free(l->node);
	free(l->kind);
	free(l->proto);
	free(l->order_after);
	free(l->net_first);
	free(l->net_sink);
	free(l->net_slots);
	memset(l, 0, sizeof *l);
}

/* ---- LSU offsets and stream reuse (docs/gpucc.md) ---- */

/* Rewrites of one copy's units before they are final: how often each unit
 * is used (token inputs and memory-order references), which units went,
 * and the affine form of each core's value. */
typedef struct {
	uint8_t ok;
	uint8_t gid;         /* the thread index is read as gid.x */
	uint8_t base_kind;   /* DIN_PARAM, DIN_SYM, or DIN_NONE: no base */
	uint32_t base;       /* parameter or symbol */
	int64_t slope;       /* per thread, two's complement (wraps as the
	                      * 64-bit address arithmetic does) */
	int64_t c;           /* constant part, a symbol's offset included */
} Aff;

typedef struct {
	Local *l;
	const KirParam *params;
	uint32_t nparams;
	uint32_t *uses;      /* [nu] */
	uint8_t *ordered;    /* [nu]: in some unit's memory order or trigger */
	uint8_t *gone;       /* [nu] */
	Aff *aff;            /* [nu] */
} Edit;

static int64_t
imm_value(const ProgGpuccIn *in)
{
	unsigned w = 8 * kir_type_size((KirType)in->type);
	uint64_t v = in->imm;

	if (w && w < 64)
		v = (v >> (w - 1)) & 1 ? v | ~0ull << w : v & ((1ull << w) - 1);
	return (int64_t)v;
}

static void release(Edit *e, uint32_t u);

static void
drop_inputs(Edit *e, uint32_t u)
{
	const ProgGpuccUnit *p = &e->l->proto[u];

	for (uint32_t s = 0; s < p->nin; s++)
		if (is_token(p->in[s].kind))
			release(e, p->in[s].src);
}

/* One use of unit u went away: a core nothing uses any more goes, and
 * with it a use of each of its producers. (Cores unused from the start,
 * which if-conversion leaves none of, stay.) */
static void
release(Edit *e, uint32_t u)
{
	if (!e->uses[u])
		die("gpucc: unit %u released more often than used", u);
	if (--e->uses[u] || e->l->kind[u] != K_CORE)
		return;
	e->gone[u] = 1;
	drop_inputs(e, u);
}

/* Fermi's [reg+imm] addressing: an LSU whose address is `iadd X, IMM` (or
 * `isub X, IMM`) of a pointer takes X and adds IMM itself, and the adding
 * core goes once nothing else uses it (paper section 4.2: the loads "contain
 * an immediate offset such that each load-store unit reads a different
 * line"). Chains of such adds fold as long as the sum fits 32 bits. */
static void
fold_offsets(Edit *e)
{
	Local *l = e->l;

	for (uint32_t u = 0; u < l->nu; u++) {
		ProgGpuccUnit *p = &l->proto[u];

		if (l->kind[u] != K_LSU || !p->nin)
			continue;
		while (p->in[0].kind == DIN_NODE) {
			uint32_t a = p->in[0].src, x;
			const ProgGpuccUnit *q = &l->proto[a];

			if (l->kind[a] != K_CORE || q->nin != 2 ||
			    (q->type != KT_PTR && q->type != KT_I64))
				break;
			if (q->op == OP_IADD && q->in[0].kind == DIN_NODE &&
			    q->in[1].kind == DIN_IMM)
				x = 0;
			else if (q->op == OP_IADD && q->in[1].kind == DIN_NODE &&
			         q->in[0].kind == DIN_IMM)
				x = 1;
			else if (q->op == OP_ISUB && q->in[0].kind == DIN_NODE &&
			         q->in[1].kind == DIN_IMM)
				x = 0;
			else
				break;

			int64_t imm = imm_value(&q->in[1 - x]);
			if (imm < INT32_MIN || imm > INT32_MAX)
				break;
			int64_t off = q->op == OP_ISUB ? p->offset - imm : p->offset + imm;
			if (off < INT32_MIN || off > INT32_MAX)
				break;
			p->offset = (int32_t)off;
			p->in[0].src = q->in[x].src;
			e->uses[q->in[x].src]++;
			release(e, a);
		}
	}
}

static Aff
aff_static(const Edit *e, const ProgGpuccIn *in)
{
	Aff r = { .ok = 1, .base_kind = DIN_NONE };

	switch (in->kind) {
	case DIN_IMM:
		r.c = imm_value(in);
		return r;
	case DIN_PARAM:
		if (!e->params || in->src >= e->nparams ||
		    e->params[in->src].type != KT_PTR)
			return (Aff){ 0 };
		r.base_kind = DIN_PARAM;
		r.base = in->src;
		return r;
	case DIN_SYM:
		r.base_kind = DIN_SYM;
		r.base = in->src;
		r.c = (int64_t)in->imm;
		return r;
	default:
		return (Aff){ 0 };
	}
}

static Aff
aff_in(const Edit *e, const ProgGpuccIn *in)
{
	if (in->kind == DIN_NODE)
		return e->l->kind[in->src] == K_CORE ? e->aff[in->src] : (Aff){ 0 };
	return aff_static(e, in);
}

static Aff
aff_sum(Aff a, Aff b, int neg)
{
	if (!a.ok || !b.ok || b.base_kind != DIN_NONE)
		return (Aff){ 0 };
	a.slope = (int64_t)(neg ? (uint64_t)a.slope - (uint64_t)b.slope
	                        : (uint64_t)a.slope + (uint64_t)b.slope);
	a.c = (int64_t)(neg ? (uint64_t)a.c - (uint64_t)b.c
	                    : (uint64_t)a.c + (uint64_t)b.c);
	a.gid |= b.gid;
	return a;
}

static Aff
aff_scale(Aff a, int64_t k)
{
	if (!a.ok || a.base_kind != DIN_NONE)
		return (Aff){ 0 };
	a.slope = (int64_t)((uint64_t)a.slope * (uint64_t)k);
	a.c = (int64_t)((uint64_t)a.c * (uint64_t)k);
	return a;
}

/* The value of core u as base + slope * thread + c, thread being the
 * linear thread index (KIR_THREAD, or gid.x on a one-dimensional launch).
 * Sign extensions pass values through: the index arithmetic is taken not
 * to overflow its type for the launch's threads, as C's signed arithmetic
 * promises. Zero extensions and truncations do not: warm-up threads before
 * a launch's first have negative indices, which they would not carry. */
static Aff
aff_of(const Edit *e, uint32_t u)
{
	const ProgGpuccUnit *p = &e->l->proto[u];
	const ProgGpuccIn *v[PROG_GPUCC_MAX_IN];
	uint32_t nv = 0;

	for (uint32_t s = 0; s < p->nin; s++)
		if (p->in[s].kind != DIN_ORDER)
			v[nv++] = &p->in[s];
	switch (p->op) {
	case OP_TID:
		if (p->imm != KIR_THREAD && p->imm != KIR_GID_X)
			return (Aff){ 0 };
		return (Aff){ .ok = 1, .gid = p->imm == KIR_GID_X, .slope = 1 };
	case OP_IADD: {
		if (nv != 2)
			return (Aff){ 0 };
		/* a pointer base, if any, on the left */
		Aff x = aff_in(e, v[0]), y = aff_in(e, v[1]);
		return x.base_kind == DIN_NONE ? aff_sum(y, x, 0) : aff_sum(x, y, 0);
	}
	case OP_ISUB:
		return nv == 2 ? aff_sum(aff_in(e, v[0]), aff_in(e, v[1]), 1) : (Aff){ 0 };
	case OP_SHL:
		if (nv != 2 || v[1]->kind != DIN_IMM || imm_value(v[1]) < 0 ||
		    imm_value(v[1]) > 62)
			return (Aff){ 0 };
		return aff_scale(aff_in(e, v[0]), (int64_t)1 << imm_value(v[1]));
	case OP_IMUL:
		if (nv != 2)
			return (Aff){ 0 };
		if (v[1]->kind == DIN_IMM)
			return aff_scale(aff_in(e, v[0]), imm_value(v[1]));
		if (v[0]->kind == DIN_IMM)
			return aff_scale(aff_in(e, v[1]), imm_value(v[0]));
		return (Aff){ 0 };
	case OP_SEXT:
	case OP_MOV:
		return nv == 1 ? aff_in(e, v[0]) : (Aff){ 0 };
	default:
		return (Aff){ 0 };
	}
}

/* Pointer bases an access's address may derive from: parameters and
 * symbols in the backward slice of input 0 through cores (a pointer loaded
 * from memory derives from none of them: with __restrict__ it may not
 * reach their objects). Marks seen[] with stamp. */
static void
mark_bases(const Edit *e, uint32_t u, uint32_t *seen, uint32_t stamp,
           uint8_t *param_written, uint32_t **syms, uint32_t *nsyms,
           uint32_t *symcap)
{
	const Local *l = e->l;
	const ProgGpuccUnit *p = &l->proto[u];

	for (uint32_t s = 0; s < p->nin; s++) {
		const ProgGpuccIn *in = &p->in[s];

		if (l->kind[u] == K_LSU && s > 0)
			break;   /* the address only */
		if (in->kind == DIN_PARAM && in->src < e->nparams)
			param_written[in->src] = 1;
		if (in->kind == DIN_SYM) {
			uint32_t k = vec_push(*syms, *nsyms, *symcap);

			(*syms)[k] = in->src;
		}
		if (is_token(in->kind) && l->kind[in->src] == K_CORE &&
		    seen[in->src] != stamp) {
			seen[in->src] = stamp;
			mark_bases(e, in->src, seen, stamp, param_written, syms, nsyms,
			           symcap);
		}
	}
}

/* A load taking part in stream reuse, with its tap index k: its address is
 * base + slope * (thread + k). */
typedef struct {
	uint32_t unit;
	uint32_t base_kind, base;
	int64_t slope, residue, k;
	uint32_t type, aspace;
	uint32_t gid;
} Tap;

static int
tap_cmp(const void *x, const void *y)
{
	const Tap *a = x, *b = y;

#define CMP(f) if (a->f != b->f) return a->f < b->f ? -1 : 1
	CMP(base_kind); CMP(base); CMP(slope); CMP(residue); CMP(type);
	CMP(aspace); CMP(k); CMP(unit);
#undef CMP
	return 0;
}

static int
same_stream(const Tap *a, const Tap *b)
{
	return a->base_kind == b->base_kind && a->base == b->base &&
	       a->slope == b->slope && a->residue == b->residue &&
	       a->type == b->type && a->aspace == b->aspace;
}

/* The longest delay a consumer of unit u can take: its input FIFO holds
 * the delay line, so one entry less than its depth, and a byte. */
static uint32_t
max_delay(const Arch *a, const Edit *e, uint32_t u)
{
	const Local *l = e->l;
	uint32_t best = 255;

	for (uint32_t v = 0; v < l->nu; v++) {
		const ProgGpuccUnit *p = &l->proto[v];

		if (e->gone[v])
			continue;
		for (uint32_t s = 0; s < p->nin; s++) {
			uint32_t depth;

			if (!is_token(p->in[s].kind) || p->in[s].src != u)
				continue;
			if (l->kind[v] == K_CORE)
				depth = a->gpucc.core.fifo_depth;
			else if (s == 0)
				depth = a->gpucc.ldst.addr_fifo_depth;
			else
				depth = a->gpucc.ldst.data_fifo_depth;
			depth = depth ? depth - 1 : 0;
			best = depth < best ? depth : best;
		}
	}
	return best;
}

/* One window of a stream, taps t[0..n) sorted by k: the last (largest k)
 * stays an LSU, the lead, performed for every thread (speculative) and
 * before the copy's first (warm-up); every consumer of tap k reads the
 * lead's result for the thread kmax - k places earlier, which loaded
 * exactly the address tap k would have for its own thread. */
static void
reuse_window(Edit *e, const Tap *t, uint32_t n)
{
	Local *l = e->l;
	uint32_t lead = t[n - 1].unit;
	int64_t kmax = t[n - 1].k;
	ProgGpuccUnit *lp = &l->proto[lead];
	uint32_t most = 0;

	for (uint32_t i = 0; i + 1 < n; i++) {
		uint32_t m = t[i].unit, d = (uint32_t)(kmax - t[i].k);

		for (uint32_t v = 0; v < l->nu; v++) {
			ProgGpuccUnit *p = &l->proto[v];

			if (e->gone[v] || v == m)
				continue;
			for (uint32_t s = 0; s < p->nin; s++)
				if (p->in[s].kind == DIN_NODE && p->in[s].src == m) {
					p->in[s].src = lead;
					p->in[s].delay = (uint8_t)d;
					e->uses[lead]++;
					e->uses[m]--;
				}
		}
		most = d > most ? d : most;
		if (e->uses[m])
			die("gpucc: tap unit %u still used", m);
		e->gone[m] = 1;
		drop_inputs(e, m);
		if (t[i].gid && d)
			l->linear = 1;
	}
	if (t[n - 1].gid && most)
		l->linear = 1;
	if (lp->flags & KIF_PREDICATED) {
		const ProgGpuccIn *pr = &lp->in[lp->nin - 1];

		lp->nin--;
		lp->flags &= (uint8_t)~KIF_PREDICATED;
		if (is_token(pr->kind))
			release(e, pr->src);
	}
	lp->speculative = 1;
	lp->warmup = (uint8_t)(most > lp->warmup ? most : lp->warmup);
}

/* Stream reuse (the paper's 3x3 convolution, section 4.2 and Fig. 4: three
 * loads, one per image row, where a thread-per-pixel kernel has nine):
 * threads stream through a copy in order of their linear index, so loads
 * whose addresses are base + S * (thread + k) for the same base and S and
 * different k read what the same load of an earlier thread read. Such taps
 * keep one LSU, the largest k, and delayed inputs. Conditions: plain loads
 * (not volatile, no memory order) of one type and address space; the base
 * a __restrict__ pointer parameter, or a symbol read in constant space, no
 * store or atomic anywhere deriving its address from it; the address's
 * slice only affine operations on the thread index; the delay within what
 * the consumers' FIFOs hold. */
static void
reuse_streams(const Arch *a, Edit *e)
{
	Local *l = e->l;
	uint8_t *written = xcalloc((size_t)e->nparams + 1, 1);
	uint32_t *seen = xcalloc(l->nu ? l->nu : 1, sizeof *seen);
	uint32_t *syms = NULL, nsyms = 0, symcap = 0, ntaps = 0;
	Tap *taps = xmalloc((l->nu ? l->nu : 1) * sizeof *taps);

	for (uint32_t u = 0; u < l->nu; u++) {
		uint32_t op = l->proto[u].op;

		if (!e->gone[u] && l->kind[u] == K_LSU && op != OP_LD)
			mark_bases(e, u, seen, u + 1, written, &syms, &nsyms, &symcap);
	}
	for (uint32_t u = 0; u < l->nu; u++) {
		const ProgGpuccUnit *p = &l->proto[u];
		Aff f;

		if (e->gone[u] || l->kind[u] != K_LSU || p->op != OP_LD ||
		    p->flags & KIF_VOLATILE || e->ordered[u] || l->order_after[u] ||
		    !p->nin || p->in[0].kind != DIN_NODE)
			continue;
		f = aff_in(e, &p->in[0]);
		if (!f.ok || !f.slope || f.base_kind == DIN_NONE)
			continue;
		if (f.base_kind == DIN_PARAM &&
		    (!e->params[f.base].noalias || written[f.base]))
			continue;
		if (f.base_kind == DIN_SYM) {
			int w = p->aspace != AS_CONST;

			for (uint32_t k = 0; k < nsyms && !w; k++)
				w = syms[k] == f.base;
			if (w)
				continue;
		}

		/* address = base + slope * thread + C: C = slope * k + residue */
		int64_t c = (int64_t)((uint64_t)f.c + (uint64_t)(int64_t)p->offset);
		int64_t as = f.slope < 0 ? -f.slope : f.slope;
		int64_t r = as > 0 ? c % as : 0;

		if (as <= 0)
			continue;   /* INT64_MIN */
		if (r < 0)
			r += as;
		taps[ntaps++] = (Tap){ .unit = u, .base_kind = f.base_kind,
			.base = f.base, .slope = f.slope, .residue = r,
			.k = (c - r) / f.slope, .type = p->type, .aspace = p->aspace,
			.gid = f.gid };
	}
	qsort(taps, ntaps, sizeof *taps, tap_cmp);

	/* windows: greedy from the smallest k, each as long as the delays
	 * allow (covering sorted points with fewest intervals) */
	for (uint32_t i = 0, j; i < ntaps; i = j) {
		uint32_t lim = 255;

		for (j = i; j < ntaps && same_stream(&taps[i], &taps[j]); j++) {
			uint32_t m = max_delay(a, e, taps[j].unit);
			lim = m < lim ? m : lim;
		}
		for (uint32_t w = i, x; w < j; w = x) {
			for (x = w; x < j && (uint64_t)(taps[x].k - taps[w].k) <= lim; x++)
				;
			if (x - w > 1)
				reuse_window(e, &taps[w], x - w);
		}
	}

	free(syms);
	free(taps);
	free(seen);
	free(written);
}

/* Warm-up: a producer runs at least as long before a copy's first thread
 * as its consumers need of it, delays included. Leads of stream reuse
 * (speculative loads) set their own; the rest follows from them (their
 * address slices: cores only). */
static void
warm_up(Local *l)
{
	for (uint32_t u = 0; u < l->nu; u++)
		if (!l->proto[u].speculative)
			l->proto[u].warmup = 0;
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t u = 0; u < l->nu; u++) {
			const ProgGpuccUnit *p = &l->proto[u];

			if (!p->warmup)
				continue;
			for (uint32_t s = 0; s < p->nin; s++) {
				ProgGpuccUnit *q = &l->proto[p->in[s].src];
				uint32_t need = (uint32_t)p->warmup + p->in[s].delay;

				if (!is_token(p->in[s].kind) || q->warmup >= need)
					continue;
				if (need > 255)
					die("gpucc: warm-up of unit %u beyond 255", p->in[s].src);
				q->warmup = (uint8_t)need;
				changed = 1;
			}
		}
	}
}

/* Drops the units that went, renumbering the rest. */
static void
compact(Edit *e)
{
	Local *l = e->l;
	uint32_t *map = xmalloc((l->nu ? l->nu : 1) * sizeof *map), n = 0;

	for (uint32_t u = 0; u < l->nu; u++)
		map[u] = e->gone[u] ? UINT32_MAX : n++;
	for (uint32_t u = 0; u < l->nu; u++) {
		ProgGpuccUnit p = l->proto[u];
		uint32_t v = map[u];

		if (v == UINT32_MAX)
			continue;
		for (uint32_t s = 0; s < p.nin; s++)
			if (is_token(p.in[s].kind)) {
				if (map[p.in[s].src] == UINT32_MAX)
					die("gpucc: unit %u reads unit %u, which went", u,
					    p.in[s].src);
				p.in[s].src = map[p.in[s].src];
			}
		l->proto[v] = p;
		l->node[v] = l->node[u];
		l->kind[v] = l->kind[u];
		l->order_after[v] = l->order_after[u] ?
		                    map[l->order_after[u] - 1] + 1 : 0;
	}
	l->nu = n;
	free(map);
}

/* LSU offsets, then stream reuse, on one copy's units. */
static void
rewrite(const Arch *a, Local *l, const KirParam *params, uint32_t nparams)
{
	Edit e = { .l = l, .params = params, .nparams = params ? nparams : 0 };
	uint32_t n = l->nu ? l->nu : 1;

	e.uses = xcalloc(n, sizeof *e.uses);
	e.ordered = xcalloc(n, 1);
	e.gone = xcalloc(n, 1);
	e.aff = xcalloc(n, sizeof *e.aff);
	for (uint32_t u = 0; u < l->nu; u++) {
		const ProgGpuccUnit *p = &l->proto[u];

		for (uint32_t s = 0; s < p->nin; s++)
			if (is_token(p->in[s].kind)) {
				e.uses[p->in[s].src]++;
				if (p->in[s].kind == DIN_ORDER)
					e.ordered[p->in[s].src] = 1;
			}
		if (l->order_after[u]) {
			e.uses[l->order_after[u] - 1]++;
			e.ordered[l->order_after[u] - 1] = 1;
		}
	}
	fold_offsets(&e);
	/* units are in the graph's topological order: inputs first */
	for (uint32_t u = 0; u < l->nu; u++)
		if (l->kind[u] == K_CORE)
			e.aff[u] = aff_of(&e, u);
	reuse_streams(a, &e);
	compact(&e);
	warm_up(l);
	free(e.uses);
	free(e.ordered);
	free(e.gone);
	free(e.aff);
}

/* Nets: each producer's distinct consumers (CSR over producers). */
static void
local_nets(Local *l)
{
	free(l->net_first);
	free(l->net_sink);
	free(l->net_slots);
	l->net_first = xcalloc((size_t)l->nu + 1, sizeof *l->net_first);
	l->net_slots = xcalloc(l->nu ? l->nu : 1, sizeof *l->net_slots);
	uint32_t total = 0;
	for (uint32_t u = 0; u < l->nu; u++)
		total += l->proto[u].nin;
	l->net_sink = xmalloc((total ? total : 1) * sizeof *l->net_sink);
	uint32_t k = 0;
	for (uint32_t pu = 0; pu < l->nu; pu++) {
		l->net_first[pu] = k;
		for (uint32_t u = 0; u < l->nu; u++) {
			const ProgGpuccUnit *p = &l->proto[u];
			int uses = 0;

			for (uint32_t s = 0; s < p->nin; s++)
				if (is_token(p->in[s].kind) && p->in[s].src == pu) {
					uses = 1;
					l->net_slots[pu]++;
				}
			if (uses)
				l->net_sink[k++] = u;
		}
	}
	l->net_first[l->nu] = k;
}

/* Units of one copy from the graph; 0, or the number of diagnostics. */
static uint32_t
build_local(const Arch *a, const DfgBlock *g, const KirParam *params,
            uint32_t nparams, const char *kernel, const char *file, Local *l,
            DiagList *d)
{
	uint32_t nn = g->nnodes, errors = 0;
	uint32_t *unit_of = xcalloc((size_t)nn + 1, sizeof *unit_of);  /* +1 */
	uint8_t *seen = xcalloc((size_t)nn + 1, 1);
	uint32_t *srcs = xmalloc(((size_t)nn + 1) * sizeof *srcs);
	/* memory order before reduction: per LSU a bitset-free list */
	uint32_t **after = xcalloc((size_t)nn + 1, sizeof *after);
	uint32_t *nafter = xcalloc((size_t)nn + 1, sizeof *nafter);

	memset(l, 0, sizeof *l);
	l->node = xmalloc(((size_t)nn + 1) * sizeof *l->node);
	l->kind = xmalloc((size_t)nn + 1);
	for (uint32_t n = 1; n <= nn; n++) {
		int k = kind_of(&g->nodes[n]);

		if (k == K_NONE)
			continue;
		l->node[l->nu] = n;
		l->kind[l->nu] = (uint8_t)k;
		unit_of[n] = ++l->nu;
	}
	l->proto = xcalloc(l->nu ? l->nu : 1, sizeof *l->proto);
	l->order_after = xcalloc(l->nu ? l->nu : 1, sizeof *l->order_after);

	for (uint32_t u = 0; u < l->nu; u++) {
		uint32_t n = l->node[u];
		const DfgNode *dn = &g->nodes[n];
		ProgGpuccUnit *p = &l->proto[u];
		uint32_t ntok = 0, trigger = 0, nsrc = 0;

		p->op = dn->op;
		p->type = dn->type;
		p->flags = dn->flags;
		p->aspace = dn->aspace;
		p->align = dn->align;
		p->imm = dn->imm;
		p->node = n;
		p->line = dn->line;
		p->out_lane = PROG_GPUCC_NO_LANE;
		memset(seen, 0, (size_t)nn + 1);
		for (uint32_t s = 0; s < dn->nin; s++) {
			DfgInput in = dn->in[s];

			if (in.kind == DIN_ORDER) {
				order_sources(g, in.src, seen, srcs, &nsrc);
				continue;
			}
			if (in.kind == DIN_NODE) {
				/* a JOIN in front of an input passes it on once the
				 * tokens it waits for came: those order the access */
				while (g->nodes[in.src].op == OP_JOIN) {
					const DfgNode *j = &g->nodes[in.src];

					for (uint32_t t = 1; t < j->nin; t++)
						if (is_token(j->in[t].kind))
							order_sources(g, j->in[t].src, seen, srcs, &nsrc);
					if (j->in[0].kind != DIN_NODE)
						die("join n%u passes no value", in.src);
					in.src = j->in[0].src;
				}
				if (!unit_of[in.src])
					die("node n%u takes a value from n%u, which has no unit",
					    n, in.src);
				in.src = unit_of[in.src] - 1;
				ntok++;
			}
			if (p->nin >= PROG_GPUCC_MAX_IN)
				die("node n%u has more than %d inputs", n, PROG_GPUCC_MAX_IN);
			p->in[p->nin++] = (ProgGpuccIn){ .kind = in.kind,
				.lane = PROG_GPUCC_NO_LANE, .type = in.type, .src = in.src,
				.imm = in.imm };
		}
		for (uint32_t k = 0; k < nsrc; k++) {
			uint32_t s = srcs[k];

			if (!unit_of[s])
				continue;   /* the exit, or an empty join */
			if (l->kind[u] == K_LSU && l->kind[unit_of[s] - 1] == K_LSU) {
				after[n] = xrealloc(after[n], (nafter[n] + 1) * sizeof **after);
				after[n][nafter[n]++] = s;
			} else if (!trigger) {
				/* a trigger: fires a unit whose inputs are all static
				 * once per thread; a unit with a value input has one */
				trigger = unit_of[s];
			}
		}
		if (trigger && !ntok) {
			if (p->nin >= PROG_GPUCC_MAX_IN)
				die("node n%u has no slot for its trigger", n);
			p->in[p->nin++] = (ProgGpuccIn){ .kind = DIN_ORDER,
				.lane = PROG_GPUCC_NO_LANE, .type = KT_VOID,
				.src = trigger - 1 };
			ntok++;
		}
		uint32_t fifos = l->kind[u] == K_CORE ? a->gpucc.core.input_fifos : 3;
		if (ntok > fifos) {
			diag_add(d, DIAG_ERROR, file, dn->line, 0, "kernel '%s': %s needs "
			         "%u input FIFOs, a core has %u", kernel,
			         vgiw_op_info[dn->op].mnemonic, ntok, fifos);
			errors++;
		}
	}

	/* An LSU has one ordering predecessor. An access after several waits
	 * for the latest of them, which in turn waits for the others: program
	 * order is kept at the cost of ordering some independent accesses.
	 * Latest first, so the additions reach their targets before those
	 * are reduced in turn. */
	for (uint32_t n = nn; n >= 1; n--) {
		uint32_t best = 0;

		for (uint32_t k = 0; k < nafter[n]; k++)
			if (after[n][k] > best)
				best = after[n][k];
		if (!best)
			continue;
		l->order_after[unit_of[n] - 1] = unit_of[best];
		for (uint32_t k = 0; k < nafter[n]; k++) {
			uint32_t o = after[n][k], dup = o == best;

			for (uint32_t x = 0; x < nafter[best] && !dup; x++)
				dup = after[best][x] == o;
			if (dup)
				continue;
			after[best] = xrealloc(after[best], (nafter[best] + 1) * sizeof **after);
			after[best][nafter[best]++] = o;
		}
	}

	rewrite(a, l, params, nparams);

	local_nets(l);

	for (uint32_t n = 1; n <= nn; n++)
		free(after[n]);
	free(after);
	free(nafter);
	free(srcs);
	free(seen);
	free(unit_of);
	return errors;
}

/* ---- regenerated thread-index values ---- */

static void
local_clone(const Local *l, Local *c)
{
	size_t n = l->nu ? l->nu : 1;

	memset(c, 0, sizeof *c);
	c->nu = l->nu;
	c->linear = l->linear;
	c->node = xmalloc(n * sizeof *c->node);
	memcpy(c->node, l->node, l->nu * sizeof *c->node);
	c->kind = xmalloc(n);
	memcpy(c->kind, l->kind, l->nu);
	c->proto = xmalloc(n * sizeof *c->proto);
	memcpy(c->proto, l->proto, l->nu * sizeof *c->proto);
	c->order_after = xmalloc(n * sizeof *c->order_after);
	memcpy(c->order_after, l->order_after, l->nu * sizeof *c->order_after);
	local_nets(c);
}

/* Is unit u's value the thread's to compute alone: a thread coordinate,
 * or a core whose every token input is such a value (so no memory, and no
 * trigger)? Such a value can be computed twice at no cost but cores.
 * memo[u]: 0 not known yet, 1 free, 2 not. */
static int
is_free(const Local *l, uint32_t u, uint8_t *memo)
{
	const ProgGpuccUnit *p = &l->proto[u];
	int f = l->kind[u] == K_CORE;

	if (memo[u])
		return memo[u] == 1;
	for (uint32_t s = 0; s < p->nin && f; s++)
		f = p->in[s].kind != DIN_ORDER &&
		    (p->in[s].kind != DIN_NODE || is_free(l, p->in[s].src, memo));
	memo[u] = f ? 1 : 2;
	return f;
}

/* Units in the backward slice of u not marked with stamp yet. */
static uint32_t
slice_size(const Local *l, uint32_t u, uint32_t *mark, uint32_t stamp)
{
	const ProgGpuccUnit *p = &l->proto[u];
	uint32_t n = 1;

	mark[u] = stamp;
	for (uint32_t s = 0; s < p->nin; s++)
		if (p->in[s].kind == DIN_NODE && mark[p->in[s].src] != stamp)
			n += slice_size(l, p->in[s].src, mark, stamp);
	return n;
}

/* A second computation of free unit u and of everything it reads, appended
 * (each unit of the slice once: copy[] maps originals to their copies,
 * UINT32_MAX none yet). Returns the copy of u. */
static uint32_t
dup_free(Local *l, uint32_t u, uint32_t *copy)
{
	ProgGpuccUnit p = l->proto[u];

	if (copy[u] != UINT32_MAX)
		return copy[u];
	for (uint32_t s = 0; s < p.nin; s++)
		if (p.in[s].kind == DIN_NODE)
			p.in[s].src = dup_free(l, p.in[s].src, copy);

	uint32_t v = l->nu++;

	l->node = xrealloc(l->node, l->nu * sizeof *l->node);
	l->kind = xrealloc(l->kind, l->nu);
	l->proto = xrealloc(l->proto, l->nu * sizeof *l->proto);
	l->order_after = xrealloc(l->order_after, l->nu * sizeof *l->order_after);
	l->node[v] = l->node[u];
	l->kind[v] = K_CORE;
	l->proto[v] = p;
	l->order_after[v] = 0;
	copy[u] = v;
	return v;
}

/* When one copy needs more lanes than the SM has and cores are left: a
 * value computed from the thread index alone (the address arithmetic
 * shared by loads at the kernel's start and the store at its end, say)
 * keeps a connection across the whole line. Its consumer farthest from it
 * gets its own computation of the value, placed where it is needed. Of
 * such values, the longest connection of the placement `slot` whose slice
 * fits in `spare` cores goes first. Returns 0 if there is none. */
static int
regenerate(Local *l, const uint32_t *slot, uint32_t spare)
{
	uint32_t nu = l->nu, best = UINT32_MAX, best_sink = 0, best_span = 0;
	uint8_t *memo = xcalloc(nu ? nu : 1, 1);
	uint32_t *mark = xcalloc(nu ? nu : 1, sizeof *mark);

	for (uint32_t u = 0; u < nu; u++) {
		uint32_t f = l->net_first[u], e = l->net_first[u + 1];

		if (e - f < 2 || !is_free(l, u, memo) ||
		    slice_size(l, u, mark, u + 1) > spare)
			continue;
		uint32_t lo = slot[u], hi = lo, far = 0, fard = 0;
		for (uint32_t k = f; k < e; k++) {
			uint32_t p = slot[l->net_sink[k]];
			uint32_t dist = p > slot[u] ? p - slot[u] : slot[u] - p;

			lo = p < lo ? p : lo;
			hi = p > hi ? p : hi;
			if (dist > fard) {
				fard = dist;
				far = l->net_sink[k];
			}
		}
		if (hi - lo > best_span) {
			best_span = hi - lo;
			best = u;
			best_sink = far;
		}
	}
	free(mark);
	free(memo);
	if (best == UINT32_MAX)
		return 0;

	uint32_t *copy = xmalloc(nu * sizeof *copy);

	for (uint32_t u = 0; u < nu; u++)
		copy[u] = UINT32_MAX;

	uint32_t v = dup_free(l, best, copy);
	ProgGpuccUnit *c = &l->proto[best_sink];

	for (uint32_t s = 0; s < c->nin; s++)
		if (c->in[s].kind == DIN_NODE && c->in[s].src == best)
			c->in[s].src = v;
	free(copy);
	warm_up(l);
	local_nets(l);
	return 1;
}

/* ---- lanes ---- */

static int
net_cmp(const void *x, const void *y)
{
	const GpuccNet *a = *(const GpuccNet *const *)x, *b = *(const GpuccNet *const *)y;

	if (a->lo != b->lo)
		return a->lo < b->lo ? -1 : 1;
	if (a->hi != b->hi)
		return a->hi < b->hi ? -1 : 1;
	return a < b ? -1 : a > b;
}

uint32_t
gpucc_assign_lanes(GpuccNet *nets, uint32_t n)
{
	GpuccNet **order = xmalloc((n ? n : 1) * sizeof *order);
	uint32_t *last = xmalloc(((size_t)n + 1) * sizeof *last);  /* hi + 1 */
	uint32_t lanes = 0;

	for (uint32_t i = 0; i < n; i++)
		order[i] = &nets[i];
	qsort(order, n, sizeof *order, net_cmp);
	/* greedy by left end: a new lane opens only when every open one is
	 * still in use at this left end, so lanes = the largest overlap */
	for (uint32_t i = 0; i < n; i++) {
		GpuccNet *t = order[i];
		uint32_t l = 0;

		while (l < lanes && last[l] > t->lo)
			l++;
		if (l == lanes)
			lanes++;
		last[l] = t->hi + 1;
		t->lane = l;
	}
	free(last);
	free(order);
	return lanes;
}

/* ---- placement on the line ---- */

/* Cores and LSUs interleaved evenly along the lanes (Bresenham), as the
 * Fermi SM puts its load/store units beside groups of cores: for 32 and 16,
 * core, core, LSU, repeated. Unit u is at pos[u]; at[pos] is the unit. */
static void
line_layout(uint32_t ncores, uint32_t nlsus, uint32_t *pos, uint32_t *at)
{
	uint32_t total = ncores + nlsus, c = 0, s = 0;

	for (uint32_t p = 0; p < total; p++) {
		uint32_t u;

		if (s < nlsus && (uint64_t)(p + 1) * nlsus / total > s)
			u = ncores + s++;
		else if (c < ncores)
			u = c++;
		else
			u = ncores + s++;
		pos[u] = p;
		at[p] = u;
	}
}

typedef struct {
	const Local *l;
	uint32_t copies, ninst;     /* instances: copy * nu + local */
	uint32_t total;             /* line positions */
	uint8_t *kind_at;           /* per position */
	uint32_t *slot;             /* per instance: position */
} Place;

/* One copy's placement within its window of line positions. */
typedef struct {
	const Local *l;
	const uint8_t *kind_at;
	uint32_t lo, n;             /* window: positions lo .. lo + n - 1 */
	uint32_t *slot;             /* [nu]: position */
	uint32_t *occ;              /* [n]: unit + 1, or 0 */
	int32_t *diff;              /* [n + 1] scratch */
	uint32_t *pos[3];           /* [n] positions of each kind, in order */
	uint32_t npos[3];
} Win;

/* The lanes one copy needs (the largest overlap of its connections) and
 * what the search minimises: the sum over positions of 4^overlap, which
 * lowers the peaks first and each peak's width next, then the total
 * length. */
static uint64_t
win_cost(Win *w, uint32_t *lanes)
{
	const Local *l = w->l;
	uint64_t len = 0, sum = 0;
	uint32_t best = 0;
	int32_t run = 0;

	memset(w->diff, 0, ((size_t)w->n + 1) * sizeof *w->diff);
	for (uint32_t u = 0; u < l->nu; u++) {
		uint32_t f = l->net_first[u], e = l->net_first[u + 1];

		if (f == e)
			continue;
		uint32_t lo = w->slot[u], hi = lo;
		for (uint32_t k = f; k < e; k++) {
			uint32_t p = w->slot[l->net_sink[k]];
			lo = p < lo ? p : lo;
			hi = p > hi ? p : hi;
		}
		w->diff[lo - w->lo]++;
		w->diff[hi - w->lo + 1]--;
		len += hi - lo;
	}
	for (uint32_t p = 0; p < w->n; p++) {
		run += w->diff[p];
		best = (uint32_t)run > best ? (uint32_t)run : best;
		sum += 1ull << (2 * (run < 24 ? run : 24));
	}
	*lanes = best;
	return sum * 64 + len;
}

static void
win_swap(Win *w, uint32_t p, uint32_t q)
{
	uint32_t a = w->occ[p - w->lo], b = w->occ[q - w->lo];

	w->occ[p - w->lo] = b;
	w->occ[q - w->lo] = a;
	if (a)
		w->slot[a - 1] = q;
	if (b)
		w->slot[b - 1] = p;
}

/* The occupants of kind k's positions from index i to j of the window
 * (pos[k]) move one along, the one at i ending at j: an insertion, which
 * shifts a whole run where exchanges would need many steps. */
static void
win_rotate(Win *w, uint32_t k, uint32_t i, uint32_t j)
{
	if (i < j)
		for (uint32_t x = i; x < j; x++)
			win_swap(w, w->pos[k][x], w->pos[k][x + 1]);
	else
		for (uint32_t x = i; x > j; x--)
			win_swap(w, w->pos[k][x], w->pos[k][x - 1]);
}

/* Units one after the other along the data flow: each unit's producers
 * that are not placed yet come just before it (a depth-first walk from
 * the last unit back), so most connections start short. */
static void
flow_order(const Local *l, uint32_t u, uint8_t *seen, uint32_t *order,
           uint32_t *n)
{
	const ProgGpuccUnit *p = &l->proto[u];

	if (seen[u])
		return;
	seen[u] = 1;
	for (uint32_t s = 0; s < p->nin; s++)
		if (is_token(p->in[s].kind))
			flow_order(l, p->in[s].src, seen, order, n);
	order[(*n)++] = u;
}

/* State of win_search. */
typedef struct {
	Win *w;
	uint32_t nnet, bound;
	uint32_t *size;          /* [nnet] units on net k */
	uint32_t *cnt;           /* [nnet] of them placed */
	uint32_t *inc_first;     /* [nu + 1] nets of unit u: inc[..] */
	uint32_t *inc;
	uint32_t *left;          /* [3 * (n + 1)]: free positions of kind k from
	                          * window position p on, at [3 * p + k] */
	uint32_t rem[3];         /* units of each kind not placed */
	uint32_t open;           /* nets with units both placed and not */
	uint64_t budget, spent;
	uint64_t (*seen)[2];     /* failed states: placed set, position + 1 */
	uint64_t mask;           /* seen's size - 1 */
} Search;

static uint64_t *
search_slot(Search *s, uint64_t set, uint32_t p)
{
	uint64_t h = pr_mix(set, p), i = h & s->mask;

	while (s->seen[i][1] && (s->seen[i][0] != set || s->seen[i][1] != p + 1ull))
		i = (i + 1) & s->mask;
	return s->seen[i];
}

static int
search_at(Search *s, uint64_t set, uint32_t p)
{
	Win *w = s->w;
	const Local *l = w->l;

	if (!s->rem[K_CORE] && !s->rem[K_LSU])
		return 1;
	if (p >= w->n || s->left[3 * p + K_CORE] < s->rem[K_CORE] ||
	    s->left[3 * p + K_LSU] < s->rem[K_LSU])
		return 0;

	uint64_t *memo = search_slot(s, set, p);

	if (memo[1] || ++s->spent > s->budget)
		return 0;

	uint32_t kind = w->kind_at[w->lo + p], nc = 0;
	uint32_t cand[64], after[64];

	for (uint32_t u = 0; u < l->nu; u++) {
		uint32_t here = s->open, next = s->open;

		if (set >> u & 1 || l->kind[u] != kind)
			continue;
		/* here: connections covering p with u on it; next: open after */
		for (uint32_t i = s->inc_first[u]; i < s->inc_first[u + 1]; i++) {
			uint32_t k = s->inc[i];
			int was = s->cnt[k] > 0, now = s->cnt[k] + 1 < s->size[k];

			here += !was;
			next += (uint32_t)now - (uint32_t)was;
		}
		if (here > s->bound)
			continue;
		uint32_t j = nc++;
		while (j > 0 && after[j - 1] > next) {
			cand[j] = cand[j - 1];
			after[j] = after[j - 1];
			j--;
		}
		cand[j] = u;
		after[j] = next;
	}
	for (uint32_t c = 0; c < nc; c++) {
		uint32_t u = cand[c], open = s->open;

		for (uint32_t i = s->inc_first[u]; i < s->inc_first[u + 1]; i++)
			s->cnt[s->inc[i]]++;
		s->open = after[c];
		s->rem[kind]--;
		w->slot[u] = w->lo + p;
		if (search_at(s, set | 1ull << u, p + 1))
			return 1;
		for (uint32_t i = s->inc_first[u]; i < s->inc_first[u + 1]; i++)
			s->cnt[s->inc[i]]--;
		s->open = open;
		s->rem[kind]++;
	}
	if (s->open <= s->bound && search_at(s, set, p + 1))
		return 1;
	if (s->spent <= s->budget) {
		memo = search_slot(s, set, p);   /* the recursion may have
		                                   * taken the slot found first */
		memo[0] = set;
		memo[1] = p + 1ull;
	}
	return 0;
}

/* Exact search for a placement of one copy in its window that needs at
 * most `lanes` lanes: positions left to right, each taking a unit of its
 * kind or staying free, as long as the connections covering it stay
 * within the bound; candidates that leave fewest connections open first;
 * states (units placed, position) known to fail are remembered. (Figure
 * 1's graph: the annealer stops at 6 lanes, the search finds 5 after some
 * 40000 states.) Gives up after `budget` states: the annealer's result
 * stands then. Deterministic. Returns 1 with w->slot set, or 0. */
static int
win_search(Win *w, uint32_t lanes, uint64_t budget)
{
	const Local *l = w->l;
	uint32_t nu = l->nu, nnet = 0, ninc = 0;
	Search s = { .w = w, .bound = lanes, .budget = budget };

	if (nu > 64)
		return 0;
	for (uint32_t u = 0; u < nu; u++)
		if (l->net_first[u] != l->net_first[u + 1]) {
			nnet++;
			ninc += 1 + l->net_first[u + 1] - l->net_first[u];
		}
	s.size = xcalloc(nnet + 1, sizeof *s.size);
	s.cnt = xcalloc(nnet + 1, sizeof *s.cnt);
	s.inc_first = xcalloc((size_t)nu + 1, sizeof *s.inc_first);
	s.inc = xmalloc(((size_t)ninc + 1) * sizeof *s.inc);
	/* CSR of the nets on each unit: count, then fill */
	for (uint32_t u = 0, k = 0; u < nu; u++) {
		uint32_t f = l->net_first[u], e = l->net_first[u + 1];

		if (f == e)
			continue;
		s.size[k] = 1 + e - f;
		s.inc_first[u + 1]++;
		for (uint32_t i = f; i < e; i++)
			s.inc_first[l->net_sink[i] + 1]++;
		k++;
	}
	for (uint32_t u = 0; u < nu; u++)
		s.inc_first[u + 1] += s.inc_first[u];
	uint32_t *fill = xmalloc(((size_t)nu + 1) * sizeof *fill);
	memcpy(fill, s.inc_first, ((size_t)nu + 1) * sizeof *fill);
	for (uint32_t u = 0, k = 0; u < nu; u++) {
		uint32_t f = l->net_first[u], e = l->net_first[u + 1];

		if (f == e)
			continue;
		s.inc[fill[u]++] = k;
		for (uint32_t i = f; i < e; i++)
			s.inc[fill[l->net_sink[i]]++] = k;
		k++;
	}
	s.nnet = nnet;
	s.left = xcalloc(3 * ((size_t)w->n + 1), sizeof *s.left);
	for (uint32_t p = w->n; p-- > 0;) {
		for (uint32_t k = 0; k < 3; k++)
			s.left[3 * p + k] = s.left[3 * (p + 1) + k];
		s.left[3 * p + w->kind_at[w->lo + p]]++;
	}
	for (uint32_t u = 0; u < nu; u++)
		s.rem[l->kind[u]]++;
	s.mask = 1;
	while (s.mask < 2 * budget)
		s.mask <<= 1;
	s.seen = xcalloc(s.mask, sizeof *s.seen);
	s.mask--;

	int found = search_at(&s, 0, 0);

	free(s.seen);
	free(s.left);
	free(fill);
	free(s.inc);
	free(s.inc_first);
	free(s.cnt);
	free(s.size);
	return found;
}

/* Annealing from w's placement: swaps of a unit with another position of
 * its kind (used or free) and insertions of it elsewhere among its kind,
 * `moves` of them under a geometric schedule from the mean change of a few
 * random moves; placements needing more than `bound` lanes are refused.
 * Leaves the best placement seen (fewest lanes, then cost) in w; returns
 * its lanes. */
static uint32_t
win_anneal(Win *w, PrRng *rng, uint64_t moves, uint32_t bound)
{
	const Local *l = w->l;
	uint32_t nu = l->nu, lanes, best_lanes;
	uint32_t *best = xmalloc((nu ? nu : 1) * sizeof *best);
	uint64_t cost = win_cost(w, &lanes), best_cost = cost, m;
	double t0 = 0, t;

	best_lanes = lanes;
	memcpy(best, w->slot, nu * sizeof *best);
	for (m = 0; m < 64 && nu; m++) {
		uint32_t u = pr_rng_below(rng, nu), k = l->kind[u];
		uint32_t p = w->slot[u], q = w->pos[k][pr_rng_below(rng, w->npos[k])];
		uint32_t x;

		win_swap(w, p, q);
		uint64_t c = win_cost(w, &x);
		t0 += c > cost ? (double)(c - cost) : (double)(cost - c);
		win_swap(w, p, q);
	}
	t0 = t0 / 64 + 1;
	t = t0;
	double cool = moves ? pow(0.5 / t0, 1.0 / (double)moves) : 1;
	for (m = 0; m < moves && nu; m++, t *= cool) {
		uint32_t u = pr_rng_below(rng, nu), k = l->kind[u];
		uint32_t j = pr_rng_below(rng, w->npos[k]), i = 0;
		uint32_t p = w->slot[u], q = w->pos[k][j];
		int insert = pr_rng_below(rng, 2);

		if (p == q)
			continue;
		while (w->pos[k][i] != p)
			i++;
		if (insert)
			win_rotate(w, k, i, j);
		else
			win_swap(w, p, q);
		uint64_t c = win_cost(w, &lanes);
		if (lanes <= bound && (c <= cost ||
		    pr_rng_unit(rng) < exp(-(double)(c - cost) / t))) {
			cost = c;
			if (lanes < best_lanes || (lanes == best_lanes && c < best_cost)) {
				best_lanes = lanes;
				best_cost = c;
				memcpy(best, w->slot, nu * sizeof *best);
			}
		} else if (insert) {
			win_rotate(w, k, j, i);
		} else {
			win_swap(w, p, q);
		}
	}
	memcpy(w->slot, best, nu * sizeof *best);
	memset(w->occ, 0, w->n * sizeof *w->occ);
	for (uint32_t u = 0; u < nu; u++)
		w->occ[w->slot[u] - w->lo] = u + 1;
	free(best);
	return best_lanes;
}

/* One copy in its window: the flow order packed from the window's left
 * end, annealed; if that needs more than `lanes`, the exact search for a
 * placement within them, which the annealer then shortens without going
 * beyond. Seeded by the window: deterministic. Returns the lanes needed. */
static uint32_t
win_place(Win *w, uint32_t effort, uint32_t lanes)
{
	const Local *l = w->l;
	uint32_t nu = l->nu, got;
	uint32_t *order = xmalloc((nu ? nu : 1) * sizeof *order), no = 0;
	uint32_t *keep = xmalloc((nu ? nu : 1) * sizeof *keep);
	uint8_t *seen = xcalloc(nu ? nu : 1, 1);
	uint32_t next[3] = { 0, 0, 0 };
	PrRng rng;

	for (uint32_t u = nu; u-- > 0;)
		flow_order(l, u, seen, order, &no);
	memset(w->occ, 0, w->n * sizeof *w->occ);
	for (uint32_t i = 0; i < no; i++) {
		uint32_t u = order[i], k = l->kind[u];

		if (next[k] >= w->npos[k])
			die("gpucc: window at %u holds too few units of a kind", w->lo);
		w->slot[u] = w->pos[k][next[k]++];
		w->occ[w->slot[u] - w->lo] = u + 1;
	}
	pr_rng_seed(&rng, pr_mix(0x6770756363ull, (uint64_t)w->lo << 32 | w->n));
	got = win_anneal(w, &rng, (uint64_t)effort * nu, UINT32_MAX);
	if (got > lanes) {
		memcpy(keep, w->slot, nu * sizeof *keep);
		if (win_search(w, lanes, GPUCC_SEARCH)) {
			memset(w->occ, 0, w->n * sizeof *w->occ);
			for (uint32_t u = 0; u < nu; u++)
				w->occ[w->slot[u] - w->lo] = u + 1;
			got = win_anneal(w, &rng, (uint64_t)effort * nu / 4, lanes);
		} else {
			memcpy(w->slot, keep, nu * sizeof *keep);
		}
	}
	free(seen);
	free(keep);
	free(order);
	return got;
}

/* The line split into `copies` windows of consecutive positions, as equal
 * as the kinds allow, each holding a copy's cores and LSUs: copies side by
 * side share no lane segment, so the SM needs the most any one needs.
 * Returns 0 if the line cannot be split so. */
static int
windows(const Place *pl, uint32_t cores, uint32_t lsus, uint32_t *start)
{
	uint32_t k = pl->copies, p = 0;

	for (uint32_t c = 0; c < k; c++) {
		uint32_t end = (uint32_t)((uint64_t)pl->total * (c + 1) / k);
		uint32_t have[3] = { 0, 0, 0 };

		start[c] = p;
		for (; p < pl->total && (p < end || have[K_CORE] < cores ||
		                         have[K_LSU] < lsus); p++)
			have[pl->kind_at[p]]++;
		if (have[K_CORE] < cores || have[K_LSU] < lsus)
			return 0;
	}
	start[k] = pl->total;
	return 1;
}

/* Every copy placed in its window; returns the lanes the worst needs, or
 * UINT32_MAX if the windows cannot be made. */
static uint32_t
place(Place *pl, uint32_t cores, uint32_t lsus, uint32_t effort,
      uint32_t target)
{
	const Local *l = pl->l;
	uint32_t *start = xmalloc(((size_t)pl->copies + 1) * sizeof *start);
	uint32_t worst = 0;
	Win w = { .l = l, .kind_at = pl->kind_at };

	if (!windows(pl, cores, lsus, start)) {
		free(start);
		return UINT32_MAX;
	}
	w.occ = xmalloc(((size_t)pl->total + 1) * sizeof *w.occ);
	w.diff = xmalloc(((size_t)pl->total + 1) * sizeof *w.diff);
	for (int k = 0; k < 3; k++)
		w.pos[k] = xmalloc(((size_t)pl->total + 1) * sizeof *w.pos[k]);
	for (uint32_t c = 0; c < pl->copies; c++) {
		w.lo = start[c];
		w.n = start[c + 1] - start[c];
		w.slot = &pl->slot[c * l->nu];
		memset(w.npos, 0, sizeof w.npos);
		for (uint32_t p = w.lo; p < w.lo + w.n; p++)
			w.pos[pl->kind_at[p]][w.npos[pl->kind_at[p]]++] = p;
		/* a window like the previous one (the line repeats itself) gets
		 * its placement shifted along */
		uint32_t lanes, same = c > 0 && w.n == start[c] - start[c - 1];

		for (uint32_t p = 0; same && p < w.n; p++)
			same = pl->kind_at[w.lo + p] == pl->kind_at[start[c - 1] + p];
		if (same) {
			for (uint32_t u = 0; u < l->nu; u++)
				w.slot[u] = pl->slot[(c - 1) * l->nu + u] + w.n;
			memset(w.occ, 0, w.n * sizeof *w.occ);
			win_cost(&w, &lanes);
		} else {
			lanes = win_place(&w, effort, target);
		}
		worst = lanes > worst ? lanes : worst;
	}
	for (int k = 0; k < 3; k++)
		free(w.pos[k]);
	free(w.occ);
	free(w.diff);
	free(start);
	return worst;
}

/* Nets of the placed instances, lanes assigned. */
static uint32_t
place_nets(const Place *pl, GpuccNet **out, uint32_t *nout)
{
	const Local *l = pl->l;
	GpuccNet *nets = xmalloc(((size_t)pl->ninst + 1) * sizeof *nets);
	uint32_t n = 0;

	for (uint32_t c = 0; c < pl->copies; c++)
		for (uint32_t u = 0; u < l->nu; u++) {
			uint32_t f = l->net_first[u], e = l->net_first[u + 1];

			if (f == e)
				continue;
			uint32_t lo = pl->slot[c * l->nu + u], hi = lo;
			for (uint32_t k = f; k < e; k++) {
				uint32_t p = pl->slot[c * l->nu + l->net_sink[k]];
				lo = p < lo ? p : lo;
				hi = p > hi ? p : hi;
			}
			nets[n++] = (GpuccNet){ .unit = c * l->nu + u, .copy = c,
			                        .lo = lo, .hi = hi,
			                        .nsinks = l->net_slots[u] };
		}
	*out = nets;
	*nout = n;
	return gpucc_assign_lanes(nets, n);
}

/* ---- the map ---- */

void
gpucc_map_free(GpuccMap *m)
{
	if (!m)
		return;
	free(m->sm.units);
	free(m->sm.pos);
	free(m->copy_lanes);
	free(m->at);
	free(m->nets);
	pass_live_free(&m->live);
	dfg_func_free(&m->dfg);
	memset(m, 0, sizeof *m);
}

/* Fills m from the placement: instance units become physical units. */
static void
fill_map(GpuccMap *m, const Place *pl, GpuccNet *nets, uint32_t nnets,
         const uint32_t *unit_pos_at)
{
	const Local *l = pl->l;
	uint32_t nunits = m->sm.ncores + m->sm.nlsus;
	uint32_t *phys = xmalloc(((size_t)pl->ninst + 1) * sizeof *phys);
	uint32_t *lane_of = xmalloc(((size_t)pl->ninst + 1) * sizeof *lane_of);

	for (uint32_t i = 0; i < pl->ninst; i++) {
		phys[i] = unit_pos_at[pl->slot[i]];
		lane_of[i] = PROG_GPUCC_NO_LANE;
	}
	for (uint32_t k = 0; k < nnets; k++) {
		lane_of[nets[k].unit] = nets[k].lane;
		nets[k].unit = phys[nets[k].unit];   /* from now on a physical unit */
	}
	for (uint32_t u = 0; u < nunits; u++) {
		m->sm.units[u] = (ProgGpuccUnit){ .op = PROG_GPUCC_UNUSED,
		                                  .out_lane = PROG_GPUCC_NO_LANE };
	}
	for (uint32_t c = 0; c < pl->copies; c++)
		for (uint32_t u = 0; u < l->nu; u++) {
			uint32_t i = c * l->nu + u;
			ProgGpuccUnit *p = &m->sm.units[phys[i]];

			*p = l->proto[u];
			p->copy = (uint8_t)c;
			p->out_lane = (uint8_t)lane_of[i];
			for (uint32_t s = 0; s < p->nin; s++)
				if (is_token(p->in[s].kind)) {
					uint32_t src = c * l->nu + p->in[s].src;

					p->in[s].src = phys[src];
					p->in[s].lane = (uint8_t)lane_of[src];
				}
			if (l->order_after[u])
				p->order_after = phys[c * l->nu + l->order_after[u] - 1] + 1;
		}
	free(lane_of);
	free(phys);
}

int
gpucc_map_graph(const Arch *a, const DfgBlock *g, const KirParam *params,
                uint32_t nparams, uint32_t max_copies, const char *kernel,
                const char *file, uint32_t line, GpuccMap *out, DiagList *d)
{
	const ArchGpucc *ag = &a->gpucc;
	uint32_t ncores = ag->sm.cores, nlsus = ag->sm.ldst_units;
	uint32_t total = ncores + nlsus;
	Local l;
	int rc = 1;

	memset(out, 0, sizeof *out);
	if (build_local(a, g, params, nparams, kernel, file, &l, d))
		goto done;

	uint32_t cores = 0, lsus = 0;
	for (uint32_t u = 0; u < l.nu; u++)
		if (l.kind[u] == K_CORE)
			cores++;
		else
			lsus++;
	if (cores > ncores)
		diag_add(d, DIAG_ERROR, file, line, 0, "kernel '%s' needs %u cores, the "
		         "SM has %u", kernel, cores, ncores);
	if (lsus > nlsus)
		diag_add(d, DIAG_ERROR, file, line, 0, "kernel '%s' needs %u load/store "
		         "units, the SM has %u", kernel, lsus, nlsus);
	if (cores > ncores || lsus > nlsus)
		goto done;

	uint32_t kmax = cores ? ncores / cores : total;
	if (lsus && nlsus / lsus < kmax)
		kmax = nlsus / lsus;
	if (max_copies && max_copies < kmax)
		kmax = max_copies;
	if (kmax > 255)
		kmax = 255;   /* the copy number is a byte */
	if (!kmax)
		kmax = 1;

	uint32_t *upos = xmalloc(total * sizeof *upos);
	uint32_t *uat = xmalloc(total * sizeof *uat);
	Place pl = { .l = &l, .total = total };

	line_layout(ncores, nlsus, upos, uat);
	pl.kind_at = xmalloc(total);
	for (uint32_t p = 0; p < total; p++)
		pl.kind_at[p] = uat[p] < ncores ? K_CORE : K_LSU;
	pl.slot = NULL;

	/* fewer copies until the lanes suffice, cores left over regenerating
	 * values that would cross the line; one copy needing more lanes than
	 * the arch has is what ran out */
	GpuccNet *nets = NULL;
	uint32_t nnets = 0, lanes = 0;
	Local lk = { 0 };
	for (uint32_t k = kmax; k >= 1; k--) {
		local_free(&lk);
		local_clone(&l, &lk);
		pl.l = &lk;
		pl.copies = k;
		for (;;) {
			free(nets);
			nets = NULL;
			cores = 0;
			for (uint32_t u = 0; u < lk.nu; u++)
				cores += lk.kind[u] == K_CORE;
			pl.ninst = k * lk.nu;
			pl.slot = xrealloc(pl.slot, ((size_t)pl.ninst + 1) * sizeof *pl.slot);
			if (place(&pl, cores, lsus, GPUCC_EFFORT, ag->sm.lanes) == UINT32_MAX)
				break;
			lanes = place_nets(&pl, &nets, &nnets);
			if (lanes <= ag->sm.lanes ||
			    !regenerate(&lk, pl.slot, ncores / k - cores))
				break;
		}
		if (nets && lanes <= ag->sm.lanes)
			break;
	}
	if (lanes > ag->sm.lanes) {
		diag_add(d, DIAG_ERROR, file, line, 0, "kernel '%s' needs %u lanes, the "
		         "arch has %u", kernel, lanes, ag->sm.lanes);
		free(nets);
	} else {
		out->kernel = kernel;
		out->sm.copies = pl.copies;
		out->sm.ncores = ncores;
		out->sm.nlsus = nlsus;
		out->sm.nlanes = ag->sm.lanes;
		out->sm.units = xcalloc(total, sizeof *out->sm.units);
		out->sm.pos = upos;
		out->at = uat;
		upos = uat = NULL;
		out->cores_per_copy = cores;
		out->lsus_per_copy = lsus;
		out->lanes_used = lanes;
		out->sm.linear = lk.linear;
		fill_map(out, &pl, nets, nnets, out->at);
		out->nets = nets;
		out->nnets = nnets;
		/* each copy on its own, as if it were alone on the SM */
		out->copy_lanes = xcalloc(pl.copies, sizeof *out->copy_lanes);
		GpuccNet *tmp = xmalloc((nnets ? nnets : 1) * sizeof *tmp);
		for (uint32_t c = 0; c < pl.copies; c++) {
			uint32_t n = 0;
			for (uint32_t k = 0; k < nnets; k++)
				if (nets[k].copy == c)
					tmp[n++] = nets[k];
			out->copy_lanes[c] = gpucc_assign_lanes(tmp, n);
		}
		free(tmp);
		rc = 0;
	}
	free(upos);
	free(uat);
	free(pl.kind_at);
	free(pl.slot);
	local_free(&lk);
done:
	local_free(&l);
	return rc;
}

int
gpucc_map_kernel(const Arch *a, const KirFunc *f, uint32_t max_copies,
                 GpuccMap *out, DiagList *d)
{
	KirLive live;
	DfgFunc dfg = { 0 };

	if (f->nsched != 1 || !f->sched)
		die("%s: gpucc_map_kernel before pass_ifconvert", f->name);
	pass_live(f, &live);
	/* no fanout limit: a lane reaches every consumer on the line */
	pass_dfg(f, &live, NULL, &dfg);
	int rc = gpucc_map_graph(a, &dfg.blocks[0], f->params, f->nparams,
	                         max_copies, f->name, f->file, f->line, out, d);
	out->live = live;
	out->dfg = dfg;
	if (rc) {
		gpucc_map_free(out);
		return 1;
	}
	return 0;
}

int
gpucc_program_kernel(Program *p, const KirModule *m, const KirFunc *f,
                     GpuccMap *map)
{
	uint32_t nunits = map->sm.ncores + map->sm.nlsus;

	pass_program_kernel(p, m, f, &map->live, &map->dfg);

	ProgKernel *k = &p->kernels[p->nkernels - 1];
	ProgGpucc *g = arena_alloc(&p->arena, sizeof *g);

	*g = map->sm;
	g->units = arena_alloc(&p->arena, nunits * sizeof *g->units);
	memcpy(g->units, map->sm.units, nunits * sizeof *g->units);
	g->pos = arena_alloc(&p->arena, nunits * sizeof *g->pos);
	memcpy(g->pos, map->sm.pos, nunits * sizeof *g->pos);
	k->gpucc = g;
	return 0;
}
