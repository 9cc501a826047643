/* GPU-CC mapping: one copy's units (built and rewritten by gpucc_rewrite.c)
 * onto the SM's cores and load/store units on a line, connections on data
 * lanes (interval colouring), as many copies as fit. The lane model and its
 * assumptions: docs/gpucc.md. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/gpucc.h"
#include "pr_int.h"
#include "gpucc_int.h"

/* Annealing moves per unit and copy: the samples' placements are stable
 * from about 1000 on, and one kernel takes a few milliseconds. */
#define GPUCC_EFFORT 1500
/* States the exact search visits before it gives up. */
#define GPUCC_SEARCH 100000

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
gpucc_map_graph(const Arch *a, const DfgBlock *g, const ProgParam *params,
                uint32_t nparams, uint32_t max_copies, const char *kernel,
                const char *file, uint32_t line, GpuccMap *out, DiagList *d)
{
	const ArchGpucc *ag = &a->gpucc;
	uint32_t ncores = ag->sm.cores, nlsus = ag->sm.ldst_units;
	uint32_t total = ncores + nlsus;
	Local l;
	int rc = 1;

	memset(out, 0, sizeof *out);
	if (gpucc_local_build(a, g, params, nparams, kernel, file, &l, d))
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
		gpucc_local_free(&lk);
		gpucc_local_clone(&l, &lk);
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
			    !gpucc_regenerate(&lk, pl.slot, ncores / k - cores))
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
	gpucc_local_free(&lk);
done:
	gpucc_local_free(&l);
	return rc;
}
