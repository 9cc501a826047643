/* Simulated-annealing placement in the VPR style: all replicas of a block
 * placed together, moves that relocate or swap items among units of their
 * class within a range limit, an adaptive schedule driven by the acceptance
 * rate, and a cost of wirelength plus criticality-weighted connection
 * lengths so the longest token path stays short. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pr_int.h"

/* VPR's defaults: the timing share of the cost, the criticality exponent,
 * the acceptance rate the range limit aims at, the exit temperature. */
#define TIMING_TRADEOFF 0.5
#define CRIT_EXP 8.0
#define TARGET_ACCEPT 0.44
#define EXIT_T 0.005
#define MAX_TEMPS 2000

typedef struct {
	const PrProblem *p;
	const PrRrg *g;
	PrRng rng;
	uint32_t *pos;        /* [nitems] */
	uint32_t *occ;        /* [ncells] item or PR_NONE */
	uint32_t *movable;    /* items with a class, n > 0 */
	uint32_t nmovable;
	double *ncost;        /* [nnets] wirelength estimate */
	double *ccost;        /* [nconns] crit^e x length */
	double *crit;         /* [nconns] */
	double *arr, *req;    /* [nitems] timing analysis */
	uint32_t *ilat;       /* [nitems] latency of the item's operation */
	uint32_t *nstamp, *cstamp, stamp;
	uint32_t *anet, *aconn;   /* affected lists of one move */
	double *anew, *acnew;
	uint32_t *cand;       /* candidate cells of one move */
	double wl, tc;        /* totals */
	double wl_norm, tc_norm;
} Placer;

static double
net_cost(const Placer *s, uint32_t e)
{
	const PrPNet *net = &s->p->nets[e];
	uint32_t cols = s->g->cols, src = s->pos[net->src];

	if (net->n == 1)
		return pr_dist(s->g, src, s->pos[s->p->conns[net->first].dst]);
	uint32_t r0 = src / cols, r1 = r0, c0 = src % cols, c1 = c0;
	for (uint32_t k = 0; k < net->n; k++) {
		uint32_t c = s->pos[s->p->conns[net->first + k].dst];
		uint32_t r = c / cols, col = c % cols;
		r0 = r < r0 ? r : r0;
		r1 = r > r1 ? r : r1;
		c0 = col < c0 ? col : c0;
		c1 = col > c1 ? col : c1;
	}
	double w = c1 - c0, h = r1 - r0;
	if (s->g->neighbours != 8)
		return w + h;
	/* a tree spanning a w x h box on the king's graph needs the longer
	 * side and, to fan out across the other, about half the shorter */
	return (w > h ? w : h) + 0.5 * (w > h ? h : w);
}

static double
conn_cost(const Placer *s, uint32_t c)
{
	const PrConn *cn = &s->p->conns[c];

	return pow(s->crit[c], CRIT_EXP) *
	       pr_dist(s->g, s->pos[cn->src], s->pos[cn->dst]);
}

/* Arrival and required times of every item under the current placement,
 * then each connection's criticality (1 on the longest token path). */
static void
timing(Placer *s)
{
	const PrProblem *p = s->p;
	double hop = s->g->hop_latency, dmax = 0;

	for (uint32_t i = 0; i < p->nitems; i++)
		s->arr[i] = 0;
	for (uint32_t t = 0; t < p->ntopo; t++) {
		uint32_t it = p->topo[t];
		for (uint32_t k = p->ifirst[it]; k < p->ifirst[it + 1]; k++) {
			const PrConn *c = &p->conns[p->iconn[k]];
			if (c->dst != it)
				continue;
			double a = s->arr[c->src] + c->delay +
			           hop * pr_dist(s->g, s->pos[c->src], s->pos[it]);
			if (a > s->arr[it])
				s->arr[it] = a;
		}
		if (s->arr[it] + s->ilat[it] > dmax)
			dmax = s->arr[it] + s->ilat[it];
	}
	for (uint32_t t = p->ntopo; t-- > 0;) {
		uint32_t it = p->topo[t];
		s->req[it] = dmax - s->ilat[it];
		for (uint32_t k = p->ifirst[it]; k < p->ifirst[it + 1]; k++) {
			const PrConn *c = &p->conns[p->iconn[k]];
			if (c->src != it)
				continue;
			double r = s->req[c->dst] - c->delay -
			           hop * pr_dist(s->g, s->pos[it], s->pos[c->dst]);
			if (r < s->req[it])
				s->req[it] = r;
		}
	}
	for (uint32_t c = 0; c < p->nconns; c++) {
		const PrConn *cn = &p->conns[c];
		double at = s->arr[cn->src] + cn->delay +
		            hop * pr_dist(s->g, s->pos[cn->src], s->pos[cn->dst]);
		double slack = s->req[cn->dst] - at;
		double cr = dmax > 0 ? 1.0 - slack / dmax : 0;
		s->crit[c] = cr < 0 ? 0 : cr > 1 ? 1 : cr;
	}
}

/* Totals from scratch (no drift from incremental updates) and the
 * normalisers of the next temperature. */
static void
recompute(Placer *s)
{
	s->wl = s->tc = 0;
	for (uint32_t e = 0; e < s->p->nnets; e++)
		s->wl += s->ncost[e] = net_cost(s, e);
	for (uint32_t c = 0; c < s->p->nconns; c++)
		s->tc += s->ccost[c] = conn_cost(s, c);
	s->wl_norm = s->wl > 1e-3 ? s->wl : 1e-3;
	s->tc_norm = s->tc > 1e-3 ? s->tc : 1e-3;
}

static double
total(const Placer *s)
{
	return (1 - TIMING_TRADEOFF) * s->wl / s->wl_norm +
	       TIMING_TRADEOFF * s->tc / s->tc_norm;
}

static void
put(Placer *s, uint32_t item, uint32_t cell)
{
	s->pos[item] = cell;
	if (cell != PR_NONE)
		s->occ[cell] = item;
}

/* One move at temperature t (t < 0: accept anything); 1 if accepted,
 * 0 if rejected, -1 if no move was possible. */
static int
try_move(Placer *s, double t, uint32_t rlim)
{
	const PrProblem *p = s->p;
	const PrRrg *g = s->g;
	uint32_t a = s->movable[pr_rng_below(&s->rng, s->nmovable)];
	uint32_t k = p->icls[a], from = s->pos[a], nc = 0;

	for (uint32_t u = 0; u < g->nunits[k]; u++) {
		uint32_t c = g->units[k][u];
		if (c != from && pr_dist(g, from, c) <= rlim)
			s->cand[nc++] = c;
	}
	if (!nc)
		return -1;
	uint32_t to = s->cand[pr_rng_below(&s->rng, nc)];
	uint32_t b = s->occ[to];

	put(s, a, to);
	if (b != PR_NONE)
		put(s, b, from);
	else
		s->occ[from] = PR_NONE;

	uint32_t na = 0, nca = 0, st = ++s->stamp;
	double dwl = 0, dtc = 0;
	for (int w = 0; w < 2; w++) {
		uint32_t it = w ? b : a;
		if (it == PR_NONE)
			continue;
		for (uint32_t q = p->nfirst[it]; q < p->nfirst[it + 1]; q++) {
			uint32_t e = p->inet[q];
			if (s->nstamp[e] == st)
				continue;
			s->nstamp[e] = st;
			s->anet[na] = e;
			s->anew[na] = net_cost(s, e);
			dwl += s->anew[na] - s->ncost[e];
			na++;
		}
		for (uint32_t q = p->ifirst[it]; q < p->ifirst[it + 1]; q++) {
			uint32_t c = p->iconn[q];
			if (s->cstamp[c] == st)
				continue;
			s->cstamp[c] = st;
			s->aconn[nca] = c;
			s->acnew[nca] = conn_cost(s, c);
			dtc += s->acnew[nca] - s->ccost[c];
			nca++;
		}
	}
	double dc = (1 - TIMING_TRADEOFF) * dwl / s->wl_norm +
	            TIMING_TRADEOFF * dtc / s->tc_norm;
	int accept = t < 0 || dc <= 0 ||
	             (t > 0 && pr_rng_unit(&s->rng) < exp(-dc / t));

	if (!accept) {
		put(s, a, from);
		if (b != PR_NONE)
			put(s, b, to);
		else
			s->occ[to] = PR_NONE;
		return 0;
	}
	for (uint32_t i = 0; i < na; i++)
		s->ncost[s->anet[i]] = s->anew[i];
	for (uint32_t i = 0; i < nca; i++)
		s->ccost[s->aconn[i]] = s->acnew[i];
	s->wl += dwl;
	s->tc += dtc;
	return 1;
}

static void
initial(Placer *s)
{
	const PrProblem *p = s->p;
	const PrRrg *g = s->g;

	for (int k = 0; k < UC_COUNT; k++) {
		uint32_t n = g->nunits[k], next = 0;

		/* a random permutation of the class's units, filled in item order */
		memcpy(s->cand, g->units[k], n * sizeof *s->cand);
		for (uint32_t i = n; i > 1; i--) {
			uint32_t j = pr_rng_below(&s->rng, i), tmp = s->cand[i - 1];
			s->cand[i - 1] = s->cand[j];
			s->cand[j] = tmp;
		}
		for (uint32_t it = 0; it < p->nitems; it++)
			if (p->icls[it] == k) {
				if (next >= n)
					die("block %u: more %s items than units", p->b->id,
					    vgiw_unit_name[k]);
				put(s, it, s->cand[next++]);
			}
	}
}

void
pr_place(const PrProblem *p, const PrOptions *o, uint64_t seed, uint32_t *pos)
{
	const PrRrg *g = p->g;
	Placer s;

	memset(&s, 0, sizeof s);
	s.p = p;
	s.g = g;
	s.pos = pos;
	pr_rng_seed(&s.rng, seed);
	s.occ = xmalloc(g->ncells * sizeof *s.occ);
	for (uint32_t c = 0; c < g->ncells; c++)
		s.occ[c] = PR_NONE;
	s.movable = xmalloc((p->nitems + 1) * sizeof *s.movable);
	s.ilat = xcalloc(p->nitems + 1, sizeof *s.ilat);
	for (uint32_t it = 0; it < p->nitems; it++) {
		pos[it] = PR_NONE;
		if (p->icls[it] < UC_COUNT) {
			s.movable[s.nmovable++] = it;
			s.ilat[it] = pr_node_latency(g, &p->b->nodes[it % p->stride]);
		}
	}
	s.ncost = xcalloc(p->nnets + 1, sizeof *s.ncost);
	s.anew = xcalloc(p->nnets + 1, sizeof *s.anew);
	s.anet = xcalloc(p->nnets + 1, sizeof *s.anet);
	s.nstamp = xcalloc(p->nnets + 1, sizeof *s.nstamp);
	s.ccost = xcalloc(p->nconns + 1, sizeof *s.ccost);
	s.acnew = xcalloc(p->nconns + 1, sizeof *s.acnew);
	s.aconn = xcalloc(p->nconns + 1, sizeof *s.aconn);
	s.cstamp = xcalloc(p->nconns + 1, sizeof *s.cstamp);
	s.crit = xcalloc(p->nconns + 1, sizeof *s.crit);
	s.arr = xcalloc(p->nitems + 1, sizeof *s.arr);
	s.req = xcalloc(p->nitems + 1, sizeof *s.req);
	s.cand = xmalloc((g->ncells + 1) * sizeof *s.cand);

	initial(&s);
	if (!s.nmovable || !p->nnets)
		goto done;

	uint32_t rmax = g->rows > g->cols ? g->rows : g->cols;
	timing(&s);
	recompute(&s);

	/* VPR's starting temperature: 20 standard deviations of the cost
	 * over a walk of random moves, all accepted */
	double sum = 0, sum2 = 0;
	uint32_t nwalk = 0;
	for (uint32_t m = 0; m < s.nmovable; m++)
		if (try_move(&s, -1, rmax) >= 0) {
			double c = total(&s);
			sum += c;
			sum2 += c * c;
			nwalk++;
		}
	double var = nwalk ? sum2 / nwalk - (sum / nwalk) * (sum / nwalk) : 0;
	double t = 20 * sqrt(var > 0 ? var : 0);
	double effort = o->place_effort > 0 ? o->place_effort : 1.0;
	double fmoves = effort * pow((double)s.nmovable, 4.0 / 3.0);
	uint32_t moves = fmoves < 1 ? 1 : fmoves > 1e7 ? 10000000u : (uint32_t)fmoves;
	double rlim = rmax;

	timing(&s);
	recompute(&s);
	for (uint32_t temp = 0; t > 0 && temp < MAX_TEMPS; temp++) {
		uint32_t tried = 0, acc = 0;

		for (uint32_t m = 0; m < moves; m++) {
			int r = try_move(&s, t, (uint32_t)rlim);
			if (r < 0)
				continue;
			tried++;
			acc += (uint32_t)r;
		}
		double rate = tried ? (double)acc / tried : 0;
		timing(&s);
		recompute(&s);
		if (t < EXIT_T * total(&s) / p->nnets)
			break;
		t *= rate > 0.96 ? 0.5 : rate > 0.8 ? 0.9 : rate > 0.15 ? 0.95 : 0.8;
		rlim *= 1 - TARGET_ACCEPT + rate;
		rlim = rlim < 1 ? 1 : rlim > rmax ? rmax : rlim;
	}
	/* quench: only improvements */
	for (uint32_t m = 0; m < moves; m++)
		try_move(&s, 0, (uint32_t)rlim);

done:
	free(s.occ);
	free(s.movable);
	free(s.ilat);
	free(s.ncost);
	free(s.anew);
	free(s.anet);
	free(s.nstamp);
	free(s.ccost);
	free(s.acnew);
	free(s.aconn);
	free(s.cstamp);
	free(s.crit);
	free(s.arr);
	free(s.req);
	free(s.cand);
}
