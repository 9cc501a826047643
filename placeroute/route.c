/* PathFinder negotiated-congestion routing on the switch grid: each net a
 * multicast tree grown sink by sink with A* from the whole tree, link
 * directions as resources of `channels` capacity, present-congestion cost
 * growing each iteration, history cost on links that stayed overused, and
 * rip-up of only the nets that touch an overused link. */
#include <stdlib.h>
#include <string.h>

#include "pr_int.h"

#define PRES_FAC_FIRST 0.5
#define PRES_FAC_MULT 1.4
#define HIST_FAC 0.3
/* Branching from deep in the tree saves wire but lengthens that sink's
 * token path; this much cost per hop of depth keeps routes near the
 * grid distance. */
#define DEPTH_WEIGHT 0.25

typedef struct {
	double f;
	uint32_t cell;
} HeapEnt;

typedef struct {
	const PrProblem *p;
	const PrRrg *g;
	const uint32_t *pos;
	uint32_t *occ;        /* [nlinks + 1] */
	double *hist;         /* [nlinks + 1] */
	double pres_fac;
	/* A* state, reset through stamps: nothing allocated per search */
	double *gcost;        /* [ncells] */
	uint32_t *via;        /* [ncells] link that reached the cell */
	uint32_t *seen, *done, stamp;
	uint32_t *intree;     /* [ncells] stamp: cell in the current tree */
	uint32_t *depth;      /* [ncells] hops from the source in the tree */
	uint32_t tstamp;
	HeapEnt *heap;
	uint32_t nheap, heapcap;
	uint32_t *order;      /* sink conns of one net, sorted */
	uint32_t *path;       /* links of one path, reversed */
	PrTree *trees;
} Router;

static int
ent_less(HeapEnt a, HeapEnt b)
{
	return a.f < b.f || (a.f == b.f && a.cell < b.cell);
}

static void
heap_push(Router *r, double f, uint32_t cell)
{
	if (r->nheap == r->heapcap)
		die("router heap overflow (%u entries)", r->heapcap);
	uint32_t i = r->nheap++;
	HeapEnt e = { f, cell };
	while (i > 0 && ent_less(e, r->heap[(i - 1) / 2])) {
		r->heap[i] = r->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	r->heap[i] = e;
}

static HeapEnt
heap_pop(Router *r)
{
	HeapEnt top = r->heap[0], last = r->heap[--r->nheap];
	uint32_t i = 0;

	for (;;) {
		uint32_t c = 2 * i + 1;
		if (c >= r->nheap)
			break;
		if (c + 1 < r->nheap && ent_less(r->heap[c + 1], r->heap[c]))
			c++;
		if (!ent_less(r->heap[c], last))
			break;
		r->heap[i] = r->heap[c];
		i = c;
	}
	if (r->nheap)
		r->heap[i] = last;
	return top;
}

static double
link_cost(const Router *r, uint32_t l)
{
	uint32_t over = r->occ[l] + 1 > r->g->channels ?
	                r->occ[l] + 1 - r->g->channels : 0;

	return (1.0 + r->hist[l]) * (1.0 + r->pres_fac * over);
}

static void
rip_up(Router *r, uint32_t e)
{
	PrTree *t = &r->trees[e];

	for (uint32_t i = 0; i < t->ntree; i++)
		r->occ[t->tree[i]]--;
	t->ntree = 0;
}

/* A* from every cell of the tree to `target`; adds the path to the tree. */
static void
route_sink(Router *r, uint32_t e, uint32_t target)
{
	const PrRrg *g = r->g;
	PrTree *t = &r->trees[e];
	uint32_t st = ++r->stamp, src = r->pos[r->p->nets[e].src];

	r->nheap = 0;
	/* seed with the tree: the source, then the far end of every link */
	for (uint32_t i = 0; i <= t->ntree; i++) {
		uint32_t c = i == 0 ? src : g->lto[t->tree[i - 1]];
		double g0 = DEPTH_WEIGHT * r->depth[c];
		r->gcost[c] = g0;
		r->via[c] = 0;
		r->seen[c] = st;
		heap_push(r, g0 + pr_dist(g, c, target), c);
	}
	for (;;) {
		if (!r->nheap)
			die("net %u: target cell %u unreachable on the switch grid", e,
			    target);
		HeapEnt h = heap_pop(r);
		uint32_t c = h.cell;
		if (r->done[c] == st)
			continue;
		r->done[c] = st;
		if (c == target)
			break;
		for (uint32_t l = g->lfirst[c]; l < g->lfirst[c + 1]; l++) {
			uint32_t v = g->lto[l];
			if (r->intree[v] == r->tstamp || r->done[v] == st)
				continue;
			double gv = r->gcost[c] + link_cost(r, l);
			if (r->seen[v] == st && gv >= r->gcost[v])
				continue;
			r->seen[v] = st;
			r->gcost[v] = gv;
			r->via[v] = l;
			heap_push(r, gv + pr_dist(g, v, target), v);
		}
	}
	/* walk back to the tree, then add the links source side first */
	uint32_t np = 0;
	for (uint32_t c = target; r->intree[c] != r->tstamp; c = g->lfrom[r->via[c]])
		r->path[np++] = r->via[c];
	vec_grow(t->tree, t->ntree, t->cap, t->ntree + np);
	while (np) {
		uint32_t l = r->path[--np];
		t->tree[t->ntree++] = l;
		r->occ[l]++;
		r->intree[g->lto[l]] = r->tstamp;
		r->depth[g->lto[l]] = r->depth[g->lfrom[l]] + 1;
	}
}

static void
route_net(Router *r, uint32_t e)
{
	const PrPNet *net = &r->p->nets[e];
	uint32_t src = r->pos[net->src], n = 0;

	r->tstamp++;
	r->intree[src] = r->tstamp;
	r->depth[src] = 0;
	/* nearest sinks first, so later ones branch off a short trunk */
	for (uint32_t k = 0; k < net->n; k++) {
		uint32_t c = net->first + k, i = n++;
		uint32_t d = pr_dist(r->g, src, r->pos[r->p->conns[c].dst]);
		while (i > 0) {
			uint32_t o = r->order[i - 1];
			uint32_t od = pr_dist(r->g, src, r->pos[r->p->conns[o].dst]);
			if (od < d || (od == d && o < c))
				break;
			r->order[i] = o;
			i--;
		}
		r->order[i] = c;
	}
	for (uint32_t i = 0; i < n; i++) {
		uint32_t cell = r->pos[r->p->conns[r->order[i]].dst];
		if (r->intree[cell] != r->tstamp)
			route_sink(r, e, cell);
	}
}

static int
net_overused(const Router *r, uint32_t e)
{
	const PrTree *t = &r->trees[e];

	for (uint32_t i = 0; i < t->ntree; i++)
		if (r->occ[t->tree[i]] > r->g->channels)
			return 1;
	return 0;
}

int
pr_route(const PrProblem *p, const uint32_t *pos, uint32_t max_iters,
         PrRouting *out)
{
	const PrRrg *g = p->g;
	Router r;

	memset(&r, 0, sizeof r);
	r.p = p;
	r.g = g;
	r.pos = pos;
	r.occ = xcalloc(g->nlinks + 1, sizeof *r.occ);
	r.hist = xcalloc(g->nlinks + 1, sizeof *r.hist);
	r.gcost = xcalloc(g->ncells, sizeof *r.gcost);
	r.via = xcalloc(g->ncells, sizeof *r.via);
	r.seen = xcalloc(g->ncells, sizeof *r.seen);
	r.done = xcalloc(g->ncells, sizeof *r.done);
	r.intree = xcalloc(g->ncells, sizeof *r.intree);
	r.depth = xcalloc(g->ncells, sizeof *r.depth);
	/* every push relaxes a link or seeds a tree cell */
	r.heapcap = g->nlinks + g->ncells + 1;
	r.heap = xmalloc(r.heapcap * sizeof *r.heap);
	r.order = xmalloc((p->nconns + 1) * sizeof *r.order);
	r.path = xmalloc((g->ncells + 1) * sizeof *r.path);
	r.trees = xcalloc(p->nnets + 1, sizeof *r.trees);
	r.pres_fac = PRES_FAC_FIRST;
	if (!max_iters)
		max_iters = 1;

	uint32_t it, over = 0;
	for (it = 1; it <= max_iters; it++) {
		for (uint32_t e = 0; e < p->nnets; e++) {
			if (it > 1 && !net_overused(&r, e))
				continue;
			rip_up(&r, e);
			route_net(&r, e);
		}
		over = 0;
		for (uint32_t l = 1; l <= g->nlinks; l++)
			if (r.occ[l] > g->channels) {
				over++;
				r.hist[l] += HIST_FAC * (r.occ[l] - g->channels);
			}
		if (!over)
			break;
		r.pres_fac *= PRES_FAC_MULT;
	}
	out->iters = it > max_iters ? max_iters : it;
	out->overused = over;
	out->occ = r.occ;
	out->trees = r.trees;
	free(r.hist);
	free(r.gcost);
	free(r.via);
	free(r.seen);
	free(r.done);
	free(r.intree);
	free(r.depth);
	free(r.heap);
	free(r.order);
	free(r.path);
	return over ? -1 : 0;
}

void
pr_routing_free(PrRouting *r, uint32_t nnets)
{
	if (r->trees)
		for (uint32_t e = 0; e < nnets; e++)
			free(r->trees[e].tree);
	free(r->trees);
	free(r->occ);
	memset(r, 0, sizeof *r);
}
