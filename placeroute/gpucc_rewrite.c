/* GPU-CC unit graphs: one copy's units built from an if-converted kernel's
 * one-block graph (cores, LSUs, memory order, triggers) and rewritten before
 * placement: LSU immediate offsets, stream reuse (delays, speculative leads,
 * warm-up), compaction, and thread-index values regenerated on spare cores
 * once a placement shows them crossing the line. docs/gpucc.md. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpucc_int.h"

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

void
gpucc_local_free(Local *l)
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
	const ProgParam *params;
	uint32_t nparams;
	uint32_t *uses;      /* [nu] */
	uint8_t *ordered;    /* [nu]: in some unit's memory order or trigger */
	uint8_t *gone;       /* [nu] */
	Aff *aff;            /* [nu] */
} Edit;

static int64_t
imm_value(const ProgGpuccIn *in)
{
	unsigned w = 8 * isa_type_size((IsaType)in->type);
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
			    (q->type != IT_PTR && q->type != IT_I64))
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
		    e->params[in->src].type != IT_PTR)
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
 * linear thread index (ISA_THREAD, or gid.x on a one-dimensional launch).
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
		if (p->imm != ISA_THREAD && p->imm != ISA_GID_X)
			return (Aff){ 0 };
		return (Aff){ .ok = 1, .gid = p->imm == ISA_GID_X, .slope = 1 };
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
	if (lp->flags & ISAF_PREDICATED) {
		const ProgGpuccIn *pr = &lp->in[lp->nin - 1];

		lp->nin--;
		lp->flags &= (uint8_t)~ISAF_PREDICATED;
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
		    p->flags & ISAF_VOLATILE || e->ordered[u] || l->order_after[u] ||
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
rewrite(const Arch *a, Local *l, const ProgParam *params, uint32_t nparams)
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
uint32_t
gpucc_local_build(const Arch *a, const DfgBlock *g, const ProgParam *params,
                  uint32_t nparams, const char *kernel, const char *file,
                  Local *l, DiagList *d)
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
			/* a JOIN in front of an input passes it on once the tokens
			 * it waits for came: those order the access; what it passes
			 * may be a static value (a parameter address), which the
			 * unit then takes from its configuration */
			while (in.kind == DIN_NODE && g->nodes[in.src].op == OP_JOIN) {
				const DfgNode *j = &g->nodes[in.src];

				for (uint32_t t = 1; t < j->nin; t++)
					if (is_token(j->in[t].kind))
						order_sources(g, j->in[t].src, seen, srcs, &nsrc);
				if (j->in[0].kind == DIN_NODE)
					in.src = j->in[0].src;
				else
					in = j->in[0];
			}
			if (in.kind == DIN_NODE) {
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
				.lane = PROG_GPUCC_NO_LANE, .type = IT_VOID,
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

void
gpucc_local_clone(const Local *l, Local *c)
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
int
gpucc_regenerate(Local *l, const uint32_t *slot, uint32_t spare)
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
