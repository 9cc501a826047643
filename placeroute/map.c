/* Mapping one block and one kernel: the replica loop (bound, re-placement
 * with new seeds, dropping a replica), the result with its channels and
 * quality figures, the failure diagnostics, and an independent legality
 * check of a finished mapping. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "pr_int.h"

/* Turn a legal routing into the public result. */
static void
fill_result(const PrProblem *p, const uint32_t *pos, const PrRouting *rt,
            PrBlockMap *m)
{
	const PrRrg *g = p->g;
	uint32_t nhops = 0;

	m->replicas = p->R;
	m->cell = xmalloc((p->nitems + 1) * sizeof *m->cell);
	memcpy(m->cell, pos, p->nitems * sizeof *m->cell);
	for (uint32_t e = 0; e < p->nnets; e++)
		nhops += rt->trees[e].ntree;
	m->nnets = p->nnets;
	m->nets = xcalloc(p->nnets + 1, sizeof *m->nets);
	m->nsinks = p->nconns;
	m->sinks = xcalloc(p->nconns + 1, sizeof *m->sinks);
	m->nhops = nhops;
	m->hops = xcalloc(nhops + 1, sizeof *m->hops);
	m->nlinks = g->nlinks;
	m->link_use = xcalloc(g->nlinks + 1, sizeof *m->link_use);

	/* per cell of the current net: its hop index and depth */
	uint32_t *hop_of = xmalloc(g->ncells * sizeof *hop_of);
	uint32_t *depth = xmalloc(g->ncells * sizeof *depth);
	uint32_t *seen = xcalloc(g->ncells, sizeof *seen);
	uint32_t *sink_hops = xcalloc(p->nconns + 1, sizeof *sink_hops);
	uint32_t h = 0;

	for (uint32_t e = 0; e < p->nnets; e++) {
		const PrPNet *pn = &p->nets[e];
		const PrTree *t = &rt->trees[e];
		PrNet *net = &m->nets[e];
		uint32_t src = pos[pn->src];

		net->node = pn->src % p->stride;
		net->replica = pn->src / p->stride;
		net->cell = src;
		net->first_sink = pn->first;
		net->nsinks = pn->n;
		net->first_hop = h;
		net->nhops = t->ntree;
		seen[src] = e + 1;
		hop_of[src] = PR_NONE;
		depth[src] = 0;
		for (uint32_t i = 0; i < t->ntree; i++, h++) {
			uint32_t l = t->tree[i];
			PrHop *hp = &m->hops[h];

			hp->from = g->lfrom[l];
			hp->to = g->lto[l];
			hp->link = l;
			/* a legal routing has at most `channels` nets per link, so
			 * handing channels out in net order never runs out */
			hp->channel = m->link_use[l]++;
			hp->parent = hop_of[hp->from] == PR_NONE ? PR_NONE :
			             hop_of[hp->from] - net->first_hop;
			seen[hp->to] = e + 1;
			hop_of[hp->to] = h;
			depth[hp->to] = depth[hp->from] + 1;
		}
		for (uint32_t k = 0; k < pn->n; k++) {
			const PrConn *c = &p->conns[pn->first + k];
			PrSink *s = &m->sinks[pn->first + k];

			s->node = c->dst % p->stride;
			s->slot = c->slot;
			s->cell = pos[c->dst];
			if (seen[s->cell] != e + 1)
				die("net %u: sink cell %u not in its tree", e, s->cell);
			s->hop = hop_of[s->cell];
			s->hops = depth[s->cell];
			s->cheb = pr_dist(g, src, s->cell);
			sink_hops[pn->first + k] = s->hops;
			m->cheb_sum += s->cheb;
			m->hops_sum += s->hops;
			if (s->hops > m->max_net_hops)
				m->max_net_hops = s->hops;
		}
	}
	m->wirelength = nhops;
	for (uint32_t l = 1; l <= g->nlinks; l++)
		if (m->link_use[l] > m->max_link_use)
			m->max_link_use = m->link_use[l];

	/* the longest token path in cycles, and its hops */
	uint32_t *arr = xcalloc(p->nitems + 1, sizeof *arr);
	uint32_t *ahops = xcalloc(p->nitems + 1, sizeof *ahops);
	for (uint32_t t = 0; t < p->ntopo; t++) {
		uint32_t it = p->topo[t];
		for (uint32_t k = p->ifirst[it]; k < p->ifirst[it + 1]; k++) {
			uint32_t ci = p->iconn[k];
			const PrConn *c = &p->conns[ci];
			if (c->dst != it)
				continue;
			uint32_t a = arr[c->src] + c->delay + g->hop_latency * sink_hops[ci];
			if (a > arr[it] || (a == arr[it] &&
			                    ahops[c->src] + sink_hops[ci] > ahops[it])) {
				arr[it] = a;
				ahops[it] = ahops[c->src] + sink_hops[ci];
			}
		}
		uint32_t end = arr[it] + pr_node_latency(g, &p->b->nodes[it % p->stride]);
		if (end > m->path_cycles || (end == m->path_cycles &&
		                             ahops[it] > m->path_hops)) {
			m->path_cycles = end;
			m->path_hops = ahops[it];
		}
	}
	free(arr);
	free(ahops);
	free(hop_of);
	free(depth);
	free(seen);
	free(sink_hops);
}

/* The error for a block that does not route even once: the nets on
 * overused links and the box those links span. */
static void
route_failure(const PrProblem *p, const PrRouting *rt, uint32_t iters,
              const char *file, const char *kernel,
              DiagList *d)
{
	const PrRrg *g = p->g;
	uint32_t r0 = UINT32_MAX, r1 = 0, c0 = UINT32_MAX, c1 = 0, nover = 0;
	uint32_t nbad = 0, shown = 0;
	char list[512];
	size_t len = 0;

	list[0] = 0;
	for (uint32_t l = 1; l <= g->nlinks; l++) {
		if (rt->occ[l] <= g->channels)
			continue;
		nover++;
		for (int k = 0; k < 2; k++) {
			uint32_t c = k ? g->lto[l] : g->lfrom[l];
			uint32_t r = c / g->cols, col = c % g->cols;
			r0 = r < r0 ? r : r0;
			r1 = r > r1 ? r : r1;
			c0 = col < c0 ? col : c0;
			c1 = col > c1 ? col : c1;
		}
	}
	for (uint32_t e = 0; e < p->nnets; e++) {
		const PrTree *t = &rt->trees[e];
		int bad = 0;
		for (uint32_t i = 0; i < t->ntree && !bad; i++)
			bad = rt->occ[t->tree[i]] > g->channels;
		if (!bad)
			continue;
		nbad++;
		if (shown < 6 && len < sizeof list - 64) {
			const PrPNet *pn = &p->nets[e];
			len += (size_t)snprintf(list + len, sizeof list - len, "%sn%u ->",
			                        shown ? "; " : "", pn->src % p->stride);
			for (uint32_t k = 0; k < pn->n && len < sizeof list - 16; k++)
				len += (size_t)snprintf(list + len, sizeof list - len,
				                        "%s n%u", k ? "," : "",
				                        p->conns[pn->first + k].dst % p->stride);
			shown++;
		}
	}
	diag_add(d, DIAG_ERROR, file, 0, 0, "kernel '%s', block %u: cannot route "
	         "one replica after %u router iterations: %u net%s unrouted (%s%s); "
	         "congested region rows %u-%u, cols %u-%u (%u link%s over %u "
	         "channel%s)", kernel ? kernel : "?", p->b->id, iters, nbad,
	         nbad == 1 ? "" : "s", list, nbad > shown ? "; ..." : "", r0, r1,
	         c0, c1, nover, nover == 1 ? "" : "s", g->channels,
	         g->channels == 1 ? "" : "s");
}

int
pr_map_block(const PrRrg *g, const DfgBlock *b, const PrOptions *o,
             const char *file, const char *kernel, PrBlockMap *out,
             DiagList *d)
{
	PrOptions def;
	UnitClass lim;

	if (!o) {
		pr_options_default(&def);
		o = &def;
	}
	memset(out, 0, sizeof *out);
	out->block = b->id;
	out->nnodes = b->nnodes;
	out->bound = pr_replica_bound(g, b, &lim);
	out->limit = (uint8_t)lim;
	if (!kernel)
		kernel = "?";
	if (!b->nnodes)
		return 0;
	for (uint32_t n = 1; n <= b->nnodes; n++)
		if (vgiw_op_info[b->nodes[n].op].unit >= UC_COUNT) {
			diag_add(d, DIAG_ERROR, file, b->nodes[n].line, 0, "kernel '%s', "
			         "block %u: node n%u (%s) has no fabric unit class",
			         kernel, b->id, n, vgiw_op_info[b->nodes[n].op].mnemonic);
			return -1;
		}
	if (!out->bound) {
		diag_add(d, DIAG_ERROR, file, 0, 0, "kernel '%s', block %u: needs %u "
		         "%s unit%s per replica but the grid has %u", kernel, b->id,
		         b->count[lim], vgiw_unit_name[lim], b->count[lim] == 1 ? "" : "s",
		         g->nunits[lim]);
		return -1;
	}
	if (o->replicate > out->bound) {
		diag_add(d, DIAG_ERROR, file, 0, 0, "kernel '%s', block %u: "
		         "--replicate=%u exceeds the resource bound %u, set by %s "
		         "(%u per replica, %u on the grid)", kernel, b->id,
		         o->replicate, out->bound, vgiw_unit_name[lim], b->count[lim],
		         g->nunits[lim]);
		return -1;
	}
	out->requested = o->replicate ? o->replicate : out->bound;

	uint32_t tries = o->place_retries ? o->place_retries : 1;
	uint32_t iters = o->router_iters ? o->router_iters : 50;
	for (uint32_t R = out->requested; R >= 1; R--) {
		PrProblem p;
		pr_problem_build(&p, g, b, R);
		uint32_t *pos = xmalloc((p.nitems + 1) * sizeof *pos);

		for (uint32_t k = 0; k < tries; k++) {
			PrRouting rt;
			uint64_t seed = pr_mix(pr_mix(o->seed, b->id), (uint64_t)R << 32 | k);
			double t0 = pr_now_ms();

			pr_place(&p, o, seed, pos);
			double t1 = pr_now_ms();
			int rc = pr_route(&p, pos, iters, &rt);
			double t2 = pr_now_ms();

			out->place_attempts++;
			out->place_ms += t1 - t0;
			out->route_ms += t2 - t1;
			if (rc == 0) {
				out->router_iters = rt.iters;
				fill_result(&p, pos, &rt, out);
				pr_routing_free(&rt, p.nnets);
				free(pos);
				pr_problem_free(&p);
				return 0;
			}
			if (R == 1 && k + 1 == tries)
				route_failure(&p, &rt, rt.iters, file, kernel, d);
			pr_routing_free(&rt, p.nnets);
		}
		free(pos);
		pr_problem_free(&p);
	}
	return -1;
}

void
pr_block_map_free(PrBlockMap *m)
{
	free(m->cell);
	free(m->nets);
	free(m->sinks);
	free(m->hops);
	free(m->link_use);
	memset(m, 0, sizeof *m);
}

/* Kernels: blocks are independent, so threads take them in any order;
 * each block's result and diagnostics depend on its inputs alone, and
 * diagnostics are merged in block order afterwards. */
typedef struct {
	const PrRrg *g;
	const DfgFunc *f;
	const PrOptions *o;
	const char *file, *kernel;
	PrKernelMap *out;
	DiagList *diags;      /* per block */
	int *rc;
	atomic_uint next;
} Job;

static void *
worker(void *arg)
{
	Job *j = arg;

	for (;;) {
		unsigned i = atomic_fetch_add(&j->next, 1);
		if (i >= j->f->nblocks)
			break;
		j->rc[i] = pr_map_block(j->g, &j->f->blocks[i], j->o, j->file,
		                        j->kernel, &j->out->blocks[i], &j->diags[i]);
	}
	return NULL;
}

int
pr_map_kernel(const PrRrg *g, const DfgFunc *f, const PrOptions *o,
              const char *file, const char *kernel, PrKernelMap *out,
              DiagList *d)
{
	PrOptions def;
	Job j;

	if (!o) {
		pr_options_default(&def);
		o = &def;
	}
	memset(out, 0, sizeof *out);
	out->name = kernel;
	out->nblocks = f->nblocks;
	out->blocks = xcalloc(f->nblocks + 1, sizeof *out->blocks);
	memset(&j, 0, sizeof j);
	j.g = g;
	j.f = f;
	j.o = o;
	j.file = file;
	j.kernel = kernel;
	j.out = out;
	j.diags = xcalloc(f->nblocks + 1, sizeof *j.diags);
	j.rc = xcalloc(f->nblocks + 1, sizeof *j.rc);
	atomic_init(&j.next, 0);

	uint32_t nt = o->threads > 1 ? o->threads : 1;
	if (nt > f->nblocks)
		nt = f->nblocks ? f->nblocks : 1;
	pthread_t th[16];
	uint32_t started = 0;
	if (nt > 16)
		nt = 16;
	for (uint32_t t = 1; t < nt; t++)
		if (pthread_create(&th[started], NULL, worker, &j) == 0)
			started++;
	worker(&j);
	for (uint32_t t = 0; t < started; t++)
		pthread_join(th[t], NULL);

	int rc = 0;
	for (uint32_t i = 0; i < f->nblocks; i++) {
		for (uint32_t k = 0; k < j.diags[i].n; k++) {
			const Diag *x = &j.diags[i].items[k];
			diag_add(d, x->severity, x->file, x->line, x->col, "%s", x->message);
		}
		diag_free(&j.diags[i]);
		if (j.rc[i])
			rc = -1;
	}
	free(j.diags);
	free(j.rc);
	return rc;
}

void
pr_kernel_map_free(PrKernelMap *k)
{
	for (uint32_t i = 0; i < k->nblocks; i++)
		pr_block_map_free(&k->blocks[i]);
	free(k->blocks);
	memset(k, 0, sizeof *k);
}

/* Legality from the public result alone, sharing no code with the mapper
 * so it can catch the mapper's mistakes. */
int
pr_check_map(const PrRrg *g, const DfgBlock *b, const PrBlockMap *m,
             DiagList *d)
{
	int errors = 0;
	uint32_t stride = b->nnodes + 1;
	uint32_t *owner = xmalloc(g->ncells * sizeof *owner);
	uint32_t *use = xcalloc(g->nlinks + 1, sizeof *use);
	uint64_t *chans = xcalloc(g->nlinks + 1, sizeof *chans);
	uint8_t *reach = xmalloc(g->ncells);

#define BAD(...) (diag_add(d, DIAG_ERROR, NULL, 0, 0, __VA_ARGS__), errors++)
	for (uint32_t c = 0; c < g->ncells; c++)
		owner[c] = PR_NONE;
	for (uint32_t r = 0; r < m->replicas; r++)
		for (uint32_t n = 1; n <= b->nnodes; n++) {
			uint32_t c = m->cell[r * stride + n];
			UnitClass k = vgiw_op_info[b->nodes[n].op].unit;
			if (c >= g->ncells) {
				BAD("block %u: n%u.r%u not placed", b->id, n, r);
				continue;
			}
			if (g->cls[c] != k)
				BAD("block %u: n%u.r%u (%s) on a %s cell", b->id, n, r,
				    vgiw_unit_name[k], g->cls[c] < UC_COUNT ?
				    vgiw_unit_name[g->cls[c]] : "empty");
			if (owner[c] != PR_NONE)
				BAD("block %u: cell (%u, %u) used by n%u.r%u and n%u.r%u",
				    b->id, c / g->cols, c % g->cols, owner[c] % stride,
				    owner[c] / stride, n, r);
			owner[c] = r * stride + n;
		}
	/* every token input of every replica has exactly one sink record */
	uint32_t want = 0;
	for (uint32_t n = 1; n <= b->nnodes; n++)
		for (uint32_t s = 0; s < b->nodes[n].nin; s++)
			want += b->nodes[n].in[s].kind == DIN_NODE ||
			        b->nodes[n].in[s].kind == DIN_ORDER;
	if (m->nsinks != want * m->replicas)
		BAD("block %u: %u sinks routed, %u token inputs", b->id, m->nsinks,
		    want * m->replicas);
	for (uint32_t e = 0; e < m->nnets; e++) {
		const PrNet *net = &m->nets[e];
		uint32_t src = m->cell[net->replica * stride + net->node];

		if (net->cell != src)
			BAD("block %u: net %u starts at cell %u, its producer is at %u",
			    b->id, e, net->cell, src);
		memset(reach, 0, g->ncells);
		if (src < g->ncells)
			reach[src] = 1;
		for (uint32_t i = 0; i < net->nhops; i++) {
			const PrHop *h = &m->hops[net->first_hop + i];
			if (pr_rrg_link(g, h->from, h->to) != h->link || h->link == PR_NONE) {
				BAD("block %u: net %u hop %u is not a link", b->id, e, i);
				continue;
			}
			if (!reach[h->from])
				BAD("block %u: net %u hop %u leaves a switch the net has "
				    "not reached", b->id, e, i);
			if (h->parent != PR_NONE && (h->parent >= i ||
			    m->hops[net->first_hop + h->parent].to != h->from))
				BAD("block %u: net %u hop %u has a wrong parent", b->id, e, i);
			reach[h->to] = 1;
			use[h->link]++;
			if (h->channel >= g->channels || h->channel >= 64)
				BAD("block %u: net %u uses channel %u of %u", b->id, e,
				    h->channel, g->channels);
			else if (chans[h->link] >> h->channel & 1)
				BAD("block %u: link %u channel %u carries two nets", b->id,
				    h->link, h->channel);
			else
				chans[h->link] |= 1ull << h->channel;
		}
		for (uint32_t k = 0; k < net->nsinks; k++) {
			const PrSink *s = &m->sinks[net->first_sink + k];
			const DfgNode *dn = s->node >= 1 && s->node <= b->nnodes ?
			                    &b->nodes[s->node] : NULL;
			uint32_t want_cell = m->cell[net->replica * stride + s->node];
			if (!dn || s->slot >= dn->nin || dn->in[s->slot].src != net->node)
				BAD("block %u: net %u sink n%u.%u does not read n%u", b->id,
				    e, s->node, s->slot, net->node);
			if (s->cell != want_cell || s->cell >= g->ncells || !reach[s->cell])
				BAD("block %u: net %u does not reach n%u.r%u", b->id, e,
				    s->node, net->replica);
		}
	}
	for (uint32_t l = 1; l <= g->nlinks; l++)
		if (use[l] > g->channels)
			BAD("block %u: link %u carries %u nets over %u channels", b->id,
			    l, use[l], g->channels);
#undef BAD
	free(owner);
	free(use);
	free(chans);
	free(reach);
	return errors;
}
