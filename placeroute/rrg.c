/* The routing-resource graph built from the arch, the replica bound, the
 * PRNG, and the placement/routing problem built from a block's DFG. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pr_int.h"

void
pr_options_default(PrOptions *o)
{
	memset(o, 0, sizeof *o);
	o->seed = 1;
	o->place_effort = 1.0;
	o->router_iters = 50;
	o->place_retries = 3;
	o->threads = 1;
}

/* Neighbour offsets in a fixed order, so link IDs are stable: the four
 * mesh directions first, then the diagonals of the 8-neighbour switch. */
static const int nb_dr[8] = { -1, 0, 1, 0, -1, -1, 1, 1 };
static const int nb_dc[8] = { 0, 1, 0, -1, -1, 1, 1, -1 };

PrRrg *
pr_rrg_new(const Arch *a, DiagList *d)
{
	const ArchVgiw *v = &a->vgiw;

	if (!v->grid.cell || !v->grid.rows || !v->grid.cols) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the architecture has no VGIW "
		         "grid to place on");
		return NULL;
	}
	PrRrg *g = xcalloc(1, sizeof *g);
	g->arch = a;
	g->rows = v->grid.rows;
	g->cols = v->grid.cols;
	g->ncells = g->rows * g->cols;
	g->neighbours = v->sw.neighbours == 4 ? 4 : 8;
	g->channels = v->sw.channels;
	g->hop_latency = v->sw.hop_latency;
	g->max_fanout = v->sw.max_fanout;
	g->cls = xmalloc(g->ncells);
	for (uint32_t c = 0; c < g->ncells; c++) {
		g->cls[c] = (uint8_t)arch_vgiw_cell(a, c / g->cols, c % g->cols);
		if (g->cls[c] < UC_COUNT)
			g->nunits[g->cls[c]]++;
	}
	for (int k = 0; k < UC_COUNT; k++) {
		g->units[k] = xmalloc((g->nunits[k] + 1) * sizeof *g->units[k]);
		g->nunits[k] = 0;
	}
	for (uint32_t c = 0; c < g->ncells; c++)
		if (g->cls[c] < UC_COUNT)
			g->units[g->cls[c]][g->nunits[g->cls[c]]++] = c;

	uint32_t maxl = g->ncells * g->neighbours + 1;
	g->lfirst = xmalloc((g->ncells + 1) * sizeof *g->lfirst);
	g->lfrom = xmalloc(maxl * sizeof *g->lfrom);
	g->lto = xmalloc(maxl * sizeof *g->lto);
	g->lfrom[0] = g->lto[0] = PR_NONE;
	g->nlinks = 0;
	for (uint32_t c = 0; c < g->ncells; c++) {
		int r = (int)(c / g->cols), col = (int)(c % g->cols);

		g->lfirst[c] = g->nlinks + 1;
		for (uint32_t k = 0; k < g->neighbours; k++) {
			int r2 = r + nb_dr[k], c2 = col + nb_dc[k];

			if (r2 < 0 || c2 < 0 || r2 >= (int)g->rows || c2 >= (int)g->cols)
				continue;
			g->nlinks++;
			g->lfrom[g->nlinks] = c;
			g->lto[g->nlinks] = (uint32_t)r2 * g->cols + (uint32_t)c2;
		}
	}
	g->lfirst[g->ncells] = g->nlinks + 1;
	return g;
}

void
pr_rrg_free(PrRrg *g)
{
	if (!g)
		return;
	for (int k = 0; k < UC_COUNT; k++)
		free(g->units[k]);
	free(g->cls);
	free(g->lfirst);
	free(g->lfrom);
	free(g->lto);
	free(g);
}

void
pr_rrg_counts(const PrRrg *g, PrRrgCounts *c)
{
	memset(c, 0, sizeof *c);
	c->cells = c->switches = g->ncells;
	for (int k = 0; k < UC_COUNT; k++)
		c->units += g->nunits[k];
	c->opins = c->units;
	c->ipins = c->units * PR_SLOTS;
	c->links = g->nlinks;
	c->link_channels = g->nlinks * g->channels;
	c->pin_edges = c->opins + c->ipins;
}

uint32_t
pr_rrg_link(const PrRrg *g, uint32_t from, uint32_t to)
{
	if (from >= g->ncells)
		return PR_NONE;
	for (uint32_t l = g->lfirst[from]; l < g->lfirst[from + 1]; l++)
		if (g->lto[l] == to)
			return l;
	return PR_NONE;
}

uint32_t
pr_rrg_rows(const PrRrg *g)
{
	return g->rows;
}

uint32_t
pr_rrg_cols(const PrRrg *g)
{
	return g->cols;
}

uint32_t
pr_replica_bound(const PrRrg *g, const DfgBlock *b, UnitClass *limit)
{
	uint32_t best = UINT32_MAX;
	UnitClass lim = UC_NONE;

	for (int k = 0; k < UC_COUNT; k++) {
		if (!b->count[k])
			continue;
		uint32_t r = g->nunits[k] / b->count[k];
		if (r < best) {
			best = r;
			lim = (UnitClass)k;
		}
	}
	if (limit)
		*limit = lim;
	return best == UINT32_MAX ? 0 : best;
}

uint32_t
pr_node_latency(const PrRrg *g, const DfgNode *n)
{
	return arch_op_latency(g->arch, (VgiwOp)n->op);
}

/* PRNG */

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

uint64_t
pr_mix(uint64_t a, uint64_t b)
{
	uint64_t x = a ^ (b * 0xd6e8feb86659fd93ull);

	return splitmix64(&x);
}

void
pr_rng_seed(PrRng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t
pr_rng_next(PrRng *r)
{
	uint64_t *s = r->s;
	uint64_t res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

uint32_t
pr_rng_below(PrRng *r, uint32_t n)
{
	/* Lemire's multiply-shift; the bias is below 2^-32, irrelevant here */
	return (uint32_t)(((pr_rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

double
pr_rng_unit(PrRng *r)
{
	return (double)(pr_rng_next(r) >> 11) * 0x1.0p-53;
}

double
pr_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The problem */

static int
is_token(uint8_t kind)
{
	return kind == DIN_NODE || kind == DIN_ORDER;
}

void
pr_problem_build(PrProblem *p, const PrRrg *g, const DfgBlock *b, uint32_t R)
{
	uint32_t *first, *out;

	memset(p, 0, sizeof *p);
	p->g = g;
	p->b = b;
	p->R = R;
	p->stride = b->nnodes + 1;
	p->nitems = R * p->stride;
	p->icls = xmalloc(p->nitems ? p->nitems : 1);
	for (uint32_t r = 0; r < R; r++) {
		p->icls[r * p->stride] = UC_NONE;
		for (uint32_t n = 1; n <= b->nnodes; n++)
			p->icls[r * p->stride + n] = vgiw_op_info[b->nodes[n].op].unit;
	}

	dfg_fanout(b, &first, &out);
	uint32_t nprod = 0, nsink = first[b->nnodes + 1];
	for (uint32_t n = 1; n <= b->nnodes; n++)
		nprod += first[n + 1] > first[n];
	p->nets = xmalloc((R * nprod + 1) * sizeof *p->nets);
	p->conns = xmalloc((R * nsink + 1) * sizeof *p->conns);
	for (uint32_t r = 0; r < R; r++)
		for (uint32_t n = 1; n <= b->nnodes; n++) {
			if (first[n + 1] == first[n])
				continue;
			PrPNet *net = &p->nets[p->nnets];
			net->src = r * p->stride + n;
			net->first = p->nconns;
			net->n = first[n + 1] - first[n];
			for (uint32_t k = first[n]; k < first[n + 1]; k++) {
				PrConn *c = &p->conns[p->nconns++];
				c->src = net->src;
				c->dst = r * p->stride + (out[k] >> 2);
				c->slot = out[k] & 3;
				c->net = p->nnets;
				c->delay = pr_node_latency(g, &b->nodes[n]);
			}
			p->nnets++;
		}
	free(first);
	free(out);

	/* item -> conns and item -> nets, counting then filling */
	p->ifirst = xcalloc(p->nitems + 1, sizeof *p->ifirst);
	p->nfirst = xcalloc(p->nitems + 1, sizeof *p->nfirst);
	for (uint32_t c = 0; c < p->nconns; c++) {
		p->ifirst[p->conns[c].src]++;
		p->ifirst[p->conns[c].dst]++;
	}
	for (uint32_t e = 0; e < p->nnets; e++) {
		p->nfirst[p->nets[e].src]++;
		for (uint32_t k = 0; k < p->nets[e].n; k++)
			p->nfirst[p->conns[p->nets[e].first + k].dst]++;
	}
	uint32_t sc = 0, sn = 0;
	for (uint32_t i = 0; i < p->nitems; i++) {
		uint32_t tc = p->ifirst[i], tn = p->nfirst[i];
		p->ifirst[i] = sc;
		p->nfirst[i] = sn;
		sc += tc;
		sn += tn;
	}
	p->ifirst[p->nitems] = sc;
	p->nfirst[p->nitems] = sn;
	p->iconn = xmalloc((sc + 1) * sizeof *p->iconn);
	p->inet = xmalloc((sn + 1) * sizeof *p->inet);
	uint32_t *fc = xmalloc((p->nitems + 1) * sizeof *fc);
	uint32_t *fn = xmalloc((p->nitems + 1) * sizeof *fn);
	memcpy(fc, p->ifirst, (p->nitems + 1) * sizeof *fc);
	memcpy(fn, p->nfirst, (p->nitems + 1) * sizeof *fn);
	for (uint32_t c = 0; c < p->nconns; c++) {
		p->iconn[fc[p->conns[c].src]++] = c;
		p->iconn[fc[p->conns[c].dst]++] = c;
	}
	for (uint32_t e = 0; e < p->nnets; e++) {
		/* a net reaching one item through two slots is listed twice;
		 * callers de-duplicate with stamps */
		p->inet[fn[p->nets[e].src]++] = e;
		for (uint32_t k = 0; k < p->nets[e].n; k++)
			p->inet[fn[p->conns[p->nets[e].first + k].dst]++] = e;
	}
	free(fc);
	free(fn);

	/* pass_dfg numbers nodes topologically, so item order is one; an
	 * SGMF graph's loop back edges enter merges (docs/sgmf.md), which the
	 * timing walks take as cut there */
	p->topo = xmalloc((p->nitems + 1) * sizeof *p->topo);
	for (uint32_t r = 0; r < R; r++)
		for (uint32_t n = 1; n <= b->nnodes; n++) {
			for (uint32_t s = 0; s < b->nodes[n].nin; s++)
				if (is_token(b->nodes[n].in[s].kind) &&
				    b->nodes[n].in[s].src >= n &&
				    !(b->nodes[n].op == OP_JOIN && b->nodes[n].imm == SGMF_MERGE))
					die("block %u: node n%u takes a token from n%u, not "
					    "a topological order", b->id, n,
					    b->nodes[n].in[s].src);
			p->topo[p->ntopo++] = r * p->stride + n;
		}
}

void
pr_problem_free(PrProblem *p)
{
	free(p->icls);
	free(p->nets);
	free(p->conns);
	free(p->ifirst);
	free(p->iconn);
	free(p->nfirst);
	free(p->inet);
	free(p->topo);
	memset(p, 0, sizeof *p);
}
