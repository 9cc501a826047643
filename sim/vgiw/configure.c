/* The configuration of one block on the MT-CGRF fabric (fabric.c runs it):
 * the buffers grown to the block, each replica's virtual channels freed,
 * the nodes with their timing and static operands, the out edges by
 * producer, the routed delay of every token edge, and the units, one per
 * node per replica, with empty token buffers. */
#include <stdlib.h>
#include <string.h>

#include "sim_int.h"

static uint64_t
static_value(SimCore *c, const DfgInput *in, uint32_t b, uint32_t n)
{
	switch (in->kind) {
	case DIN_IMM:
		return sim_mask(in->imm, in->type);
	case DIN_PARAM:
		if (in->src >= c->k->nparams) {
			diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "block %u node n%u: "
			         "parameter %u of %u", b, n, in->src, c->k->nparams);
			c->error = 1;
			return 0;
		}
		return c->param[in->src];
	case DIN_SYM:
		if (in->src == ISYM_LOCAL)
			return LAUNCH_LOCAL_BASE + in->imm;
		if (!in->src || in->src > c->k->nsymbols) {
			diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "block %u node n%u: "
			         "symbol %u of %u", b, n, in->src, c->k->nsymbols);
			c->error = 1;
			return 0;
		}
		return c->im.sym_addr[in->src] + in->imm;
	default:
		return 0;
	}
}

/* Grows the core's buffers to the configured block's nodes, its ne token
 * edges and its units, the replicas' nodes. */
static void
reserve(SimCore *c, uint32_t ne, uint64_t units)
{
	uint32_t nn = c->nn, R = c->R, E = c->E;

	if (nn + 1 > c->cap_nodes) {
		c->nodes = xrealloc(c->nodes, (size_t)(nn + 1) * sizeof *c->nodes);
		c->sources = xrealloc(c->sources, (size_t)(nn + 1) * sizeof *c->sources);
		c->cap_nodes = nn + 1;
	}
	if (ne + 1 > c->cap_edges) {
		c->edges = xrealloc(c->edges, (size_t)(ne + 1) * sizeof *c->edges);
		c->cap_edges = ne + 1;
	}
	if ((uint64_t)R * (ne + 1) > c->cap_delay) {
		c->cap_delay = (uint64_t)R * (ne + 1);
		c->delay = xrealloc(c->delay, c->cap_delay * sizeof *c->delay);
	}
	if (units > c->cap_units) {
		c->units = xrealloc(c->units, (size_t)units * sizeof *c->units);
		c->active = xrealloc(c->active, (size_t)units * sizeof *c->active);
		c->cap_units = units;
	}
	if ((uint64_t)units * E > c->cap_entries) {
		c->cap_entries = (uint64_t)units * E;
		/* zeroed: firing reads every slot, then keeps the static
		 * value where no token feeds it */
		free(c->ops);
		c->ops = xcalloc(c->cap_entries * 3, sizeof *c->ops);
		c->have = xrealloc(c->have, c->cap_entries);
		c->rq = xrealloc(c->rq, c->cap_entries * sizeof *c->rq);
		/* every (unit, channel, slot) has at most one token in flight */
		uint64_t nev = c->cap_entries * 3 + 1;
		c->ev = xrealloc(c->ev, (size_t)nev * sizeof *c->ev);
		c->nev = (uint32_t)nev;
		c->ev_stale = 1;
	}
	if (R > c->cap_R) {
		c->rep = xrealloc(c->rep, (size_t)R * sizeof *c->rep);
		for (uint32_t r = c->cap_R; r < R; r++)
			memset(&c->rep[r], 0, sizeof c->rep[r]);
		c->cap_R = R;
	}
}

/* Every replica's E virtual channels free and no thread of it in flight. */
static void
reset_replicas(SimCore *c)
{
	uint32_t E = c->E;

	for (uint32_t r = 0; r < c->R; r++) {
		SimReplica *rp = &c->rep[r];
		rp->free_vc = xrealloc(rp->free_vc, (size_t)E * sizeof *rp->free_vc);
		rp->vc_thread = xrealloc(rp->vc_thread, (size_t)E * sizeof *rp->vc_thread);
		rp->vc_left = xrealloc(rp->vc_left, (size_t)E * sizeof *rp->vc_left);
		rp->vc_start = xrealloc(rp->vc_start, (size_t)E * sizeof *rp->vc_start);
		/* lowest channel first: stack popped from the end */
		for (uint32_t v = 0; v < E; v++)
			rp->free_vc[v] = E - 1 - v;
		rp->nfree = E;
		rp->inflight = 0;
		rp->cur_bits = rp->nxt_bits = 0;
	}
}

/* The nodes of block b: each one's operation, unit class, latency and
 * interval, the slots tokens feed and the static values of the others,
 * and how many out edges it has; the sources, fired by injection. */
static void
configure_nodes(SimCore *c, uint32_t b)
{
	const DfgBlock *g = &c->pb->graph;
	uint32_t nn = c->nn;

	c->nsources = 0;
	memset(c->nodes, 0, (size_t)(nn + 1) * sizeof *c->nodes);
	for (uint32_t n = 1; n <= nn; n++) {
		const DfgNode *nd = &g->nodes[n];
		SimNode *sn = &c->nodes[n];
		uint32_t op = nd->op < OP_COUNT ? nd->op : OP_PHI;

		sn->nd = nd;
		sn->op = (uint8_t)op;
		sn->cls = vgiw_op_info[op].unit;
		if (sn->cls >= UC_COUNT || nd->nin > DFG_MAX_IN) {
			diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block %u node "
			         "n%u: '%s' is not a fabric operation", c->k->name, b, n,
			         vgiw_op_info[op].mnemonic);
			c->error = 1;
			continue;
		}
		sn->latency = arch_op_latency(c->a, (VgiwOp)op);
		sn->interval = arch_op_interval(c->a, (VgiwOp)op);
		if (!sn->latency)
			sn->latency = 1;
		if (!sn->interval)
			sn->interval = 1;
		sn->counts = sn->cls == UC_ALU || sn->cls == UC_SCU || sn->cls == UC_LDST ||
		             op == OP_BR || op == OP_JMP || op == OP_EXIT;
		for (uint32_t s = 0; s < nd->nin; s++) {
			const DfgInput *in = &nd->in[s];
			if (in->kind == DIN_NODE || in->kind == DIN_ORDER) {
				if (!in->src || in->src > nn) {
					diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block "
					         "%u node n%u input %u: no node n%u", c->k->name, b,
					         n, s, in->src);
					c->error = 1;
					continue;
				}
				sn->tokmask |= (uint8_t)(1u << s);
				c->nodes[in->src].nedges++;
			} else {
				sn->stat[s] = static_value(c, in, b, n);
			}
		}
		sn->is_source = !sn->tokmask;
		if (sn->is_source)
			c->sources[c->nsources++] = n;
	}
}

/* The ne token edges by producer (CSR): each node's out edges from its
 * first, the consumer node and slot of each. */
static void
link_edges(SimCore *c, uint32_t ne)
{
	const DfgBlock *g = &c->pb->graph;
	uint32_t nn = c->nn;
	uint32_t at = 0;

	for (uint32_t n = 1; n <= nn; n++) {
		c->nodes[n].edge = at;
		at += c->nodes[n].nedges;
		c->nodes[n].nedges = 0;
	}
	for (uint32_t n = 1; n <= nn; n++) {
		const DfgNode *nd = &g->nodes[n];
		for (uint32_t s = 0; s < nd->nin; s++) {
			uint32_t src = nd->in[s].src;
			if (!(c->nodes[n].tokmask >> s & 1))
				continue;
			SimNode *p = &c->nodes[src];
			c->edges[p->edge + p->nedges++] = (SimEdge){ n, s };
		}
	}
	c->nedges = ne;
}

/* Token travel: the routed hop count of each sink, 1 hop when the
 * program was not placed, times the hop latency, per replica and edge. */
static void
route_delays(SimCore *c)
{
	const ProgBlock *pb = c->pb;
	uint32_t nn = c->nn, R = c->R, ne = c->nedges;
	uint32_t hop = c->a->vgiw.sw.hop_latency;

	for (uint64_t e = 0; e < (uint64_t)R * ne; e++)
		c->delay[e] = hop;
	c->st->hop_latency = hop;
	for (uint32_t t = 0; t < pb->nnets && pb->nets; t++) {
		const ProgNet *net = &pb->nets[t];
		if (net->replica >= R || !net->src || net->src > nn)
			continue;
		const SimNode *p = &c->nodes[net->src];
		for (uint32_t k = 0; k < net->nsinks; k++) {
			if (net->sink + k >= pb->nsinks)
				break;
			const ProgSink *sk = &pb->sinks[net->sink + k];
			for (uint32_t e = p->edge; e < p->edge + p->nedges; e++)
				if (c->edges[e].node == sk->node && c->edges[e].slot == sk->slot)
					c->delay[(size_t)net->replica * ne + e] = (uint32_t)sk->hops * hop;
		}
	}
}

/* The units, one per node per replica, with their token-buffer entries
 * and the hops of one firing's tokens; every buffer empty and no token in
 * flight. */
static void
configure_units(SimCore *c, uint64_t units)
{
	uint32_t nn = c->nn, ne = c->nedges, E = c->E;

	memset(c->units, 0, (size_t)units * sizeof *c->units);
	for (uint32_t u = 0; u < units; u++) {
		SimUnit *un = &c->units[u];
		un->node = u % (nn + 1);
		un->rep = u / (nn + 1);
		un->base = un->rep * (nn + 1);
		un->ent = u * E;
		un->tokmask = c->nodes[un->node].tokmask;
		un->interval = c->nodes[un->node].interval;
		const SimNode *sn = &c->nodes[un->node];
		for (uint32_t e = sn->edge; e < sn->edge + sn->nedges; e++)
			un->hops += c->delay[(size_t)un->rep * ne + e];
	}
	memset(c->have, 0, (size_t)units * E);
	c->nactive = 0;
	c->inflight = 0;
}

void
sim_fabric_configure(SimCore *c, uint32_t b)
{
	const ProgBlock *pb = &c->k->blocks[b];
	const DfgBlock *g = &pb->graph;
	uint32_t nn = g->nnodes, R = pb->replicas ? pb->replicas : 1, E = c->E;
	uint32_t ne = 0;

	c->block = b;
	c->pb = pb;
	c->nn = nn;
	c->R = R;
	for (uint32_t n = 1; n <= nn; n++)
		for (uint32_t s = 0; s < g->nodes[n].nin; s++)
			ne += g->nodes[n].in[s].kind == DIN_NODE || g->nodes[n].in[s].kind == DIN_ORDER;

	/* 64-bit: R and nn come from a file (the reader bounds R * nn by the
	 * largest grid, but a wrapped product would size nothing) */
	uint64_t units = (uint64_t)R * (nn + 1ull);
	if (units * E * 3 + 1 > UINT32_MAX) {
		diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block %u: %u "
		         "replicas of %u nodes with %u token-buffer entries each are "
		         "more tokens than the simulator indexes", c->k->name, b, R,
		         nn, E);
		c->error = 1;
		return;
	}
	reserve(c, ne, units);
	reset_replicas(c);
	configure_nodes(c, b);
	link_edges(c, ne);
	route_delays(c);
	configure_units(c, units);
}

void
sim_fabric_free(SimCore *c)
{
	free(c->nodes);
	free(c->sources);
	free(c->edges);
	free(c->delay);
	free(c->units);
	free(c->active);
	free(c->ops);
	free(c->have);
	free(c->rq);
	free(c->ev);
	for (uint32_t r = 0; r < c->cap_R; r++) {
		free(c->rep[r].free_vc);
		free(c->rep[r].vc_thread);
		free(c->rep[r].vc_left);
		free(c->rep[r].vc_start);
	}
	free(c->rep);
}
