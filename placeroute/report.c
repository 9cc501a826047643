/* Reports on finished mappings: the --emit=report table (with placement
 * and routes on request) and the --stats JSON for scripts. Both are stable
 * text (no times unless asked) so golden tests can check them. */
#include <stdlib.h>
#include <string.h>

#include "pr_int.h"

static void
cell_txt(const PrRrg *g, uint32_t c, char *buf, size_t n)
{
	if (c >= g->ncells)
		snprintf(buf, n, "(-)");
	else
		snprintf(buf, n, "(%u,%u)", c / g->cols, c % g->cols);
}

static void
detail(FILE *out, const PrRrg *g, const PrBlockMap *m)
{
	uint32_t stride = m->nnodes + 1;
	char a[24], b[24];

	fprintf(out, "\nblock %u: %u of %u replicas (bound set by %s)\n",
	        m->block, m->replicas, m->bound,
	        m->limit < UC_COUNT ? vgiw_unit_name[m->limit] : "-");
	for (uint32_t r = 0; r < m->replicas; r++) {
		fprintf(out, "  replica %u:", r);
		for (uint32_t n = 1; n <= m->nnodes; n++) {
			uint32_t c = m->cell[r * stride + n];
			cell_txt(g, c, a, sizeof a);
			fprintf(out, "%s n%u %s %s", (n - 1) % 6 ? "" : "\n   ", n,
			        c < g->ncells && g->cls[c] < UC_COUNT ?
			        vgiw_unit_name[g->cls[c]] : "-", a);
		}
		fputc('\n', out);
	}
	fprintf(out, "  nets:\n");
	for (uint32_t e = 0; e < m->nnets; e++) {
		const PrNet *net = &m->nets[e];
		cell_txt(g, net->cell, a, sizeof a);
		fprintf(out, "    n%u.r%u %s ->", net->node, net->replica, a);
		for (uint32_t k = 0; k < net->nsinks; k++) {
			const PrSink *s = &m->sinks[net->first_sink + k];
			cell_txt(g, s->cell, b, sizeof b);
			fprintf(out, "%s n%u.%u %s %u hop%s", k ? "," : "", s->node,
			        s->slot, b, s->hops, s->hops == 1 ? "" : "s");
		}
		fprintf(out, "\n      route:");
		for (uint32_t i = 0; i < net->nhops; i++) {
			const PrHop *h = &m->hops[net->first_hop + i];
			cell_txt(g, h->from, a, sizeof a);
			cell_txt(g, h->to, b, sizeof b);
			fprintf(out, " %s>%s#%u", a, b, h->channel);
		}
		fputc('\n', out);
	}
}

void
pr_write_report(FILE *out, const PrRrg *g, const PrKernelMap *k, int flags)
{
	uint32_t tn = 0, tr = 0, tb = 0, twl = 0, tch = 0, ths = 0, full = 0;
	double tms = 0;

	fprintf(out, "kernel %s: %u block%s on a %u x %u grid, %u-neighbour "
	        "switches, %u channel%s per link direction\n",
	        k->name ? k->name : "?", k->nblocks, k->nblocks == 1 ? "" : "s",
	        g->rows, g->cols, g->neighbours, g->channels,
	        g->channels == 1 ? "" : "s");
	fprintf(out, "%5s %5s %5s %4s %5s %-5s %7s %6s %5s %8s %9s %8s %5s "
	        "%8s %5s %6s %7s", "block", "nodes", "nets", "R", "bound", "limit",
	        "wirelen", "dist", "ratio", "max-hops", "path-hops", "path-cyc",
	        "iters", "max-link", "tries", "flight", "ceiling");
	if (flags & PR_OUT_TIMES)
		fprintf(out, " %8s", "ms");
	fputc('\n', out);
	for (uint32_t i = 0; i < k->nblocks; i++) {
		const PrBlockMap *m = &k->blocks[i];
		double ratio = m->cheb_sum ? (double)m->hops_sum / m->cheb_sum : 1.0;

		/* Little's law: threads in flight (a virtual channel per thread in
		 * each replica) over the block's critical path, memory as hits */
		uint32_t flight = m->replicas * g->arch->vgiw.token_buffer.entries;
		double ceiling = m->path_cycles ? (double)flight / m->path_cycles : 0;

		fprintf(out, "%5u %5u %5u %4u %5u %-5s %7u %6u %5.2f %8u %9u %8u "
		        "%5u %8u %5u %6u %7.2f", m->block, m->nnodes, m->nnets,
		        m->replicas, m->bound,
		        m->limit < UC_COUNT ? vgiw_unit_name[m->limit] : "-",
		        m->wirelength, m->cheb_sum, ratio, m->max_net_hops,
		        m->path_hops, m->path_cycles, m->router_iters,
		        m->max_link_use, m->place_attempts, flight, ceiling);
		if (flags & PR_OUT_TIMES)
			fprintf(out, " %8.2f", m->place_ms + m->route_ms);
		fputc('\n', out);
		tn += m->nnodes;
		tr += m->replicas;
		tb += m->bound;
		twl += m->wirelength;
		tch += m->cheb_sum;
		ths += m->hops_sum;
		full += m->replicas == m->bound;
		tms += m->place_ms + m->route_ms;
	}
	fprintf(out, "total: %u nodes, replicas %u of bound %u (%u/%u blocks at "
	        "the bound), wirelength %u, route/distance %.2f", tn, tr, tb, full,
	        k->nblocks, twl, tch ? (double)ths / tch : 1.0);
	if (flags & PR_OUT_TIMES)
		fprintf(out, ", %.2f ms", tms);
	fputc('\n', out);
	if (flags & PR_OUT_DETAIL)
		for (uint32_t i = 0; i < k->nblocks; i++)
			detail(out, g, &k->blocks[i]);
}

static void
json_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

static void
json_block(FILE *out, const PrRrg *g, const PrBlockMap *m, int flags)
{
	uint32_t stride = m->nnodes + 1;

	fprintf(out, "{\"block\": %u, \"nodes\": %u, \"bound\": %u, "
	        "\"limit_class\": \"%s\", \"requested\": %u, \"replicas\": %u, "
	        "\"nets\": %u, \"sinks\": %u, \"wirelength\": %u, "
	        "\"distance_sum\": %u, \"route_hops_sum\": %u, "
	        "\"max_net_hops\": %u, \"path_hops\": %u, \"path_cycles\": %u, "
	        "\"router_iterations\": %u, \"place_attempts\": %u, "
	        "\"max_link_use\": %u", m->block, m->nnodes, m->bound,
	        m->limit < UC_COUNT ? vgiw_unit_name[m->limit] : "",
	        m->requested, m->replicas, m->nnets, m->nsinks, m->wirelength,
	        m->cheb_sum, m->hops_sum, m->max_net_hops, m->path_hops,
	        m->path_cycles, m->router_iters, m->place_attempts,
	        m->max_link_use);
	if (flags & PR_OUT_TIMES)
		fprintf(out, ", \"place_ms\": %.3f, \"route_ms\": %.3f", m->place_ms,
		        m->route_ms);
	/* [replica][node] -> [row, col] */
	fprintf(out, ",\n      \"placement\": [");
	for (uint32_t r = 0; r < m->replicas; r++) {
		fprintf(out, "%s[", r ? ", " : "");
		for (uint32_t n = 1; n <= m->nnodes; n++) {
			uint32_t c = m->cell[r * stride + n];
			fprintf(out, "%s[%u, %u]", n > 1 ? ", " : "", c / g->cols,
			        c % g->cols);
		}
		fputc(']', out);
	}
	fprintf(out, "],\n      \"routes\": [");
	for (uint32_t e = 0; e < m->nnets; e++) {
		const PrNet *net = &m->nets[e];
		fprintf(out, "%s\n        {\"node\": %u, \"replica\": %u, \"sinks\": [",
		        e ? "," : "", net->node, net->replica);
		for (uint32_t k = 0; k < net->nsinks; k++) {
			const PrSink *s = &m->sinks[net->first_sink + k];
			fprintf(out, "%s{\"node\": %u, \"slot\": %u, \"hops\": %u, "
			        "\"distance\": %u}", k ? ", " : "", s->node, s->slot,
			        s->hops, s->cheb);
		}
		/* hops as [from_row, from_col, to_row, to_col, channel, parent] */
		fprintf(out, "], \"hops\": [");
		for (uint32_t i = 0; i < net->nhops; i++) {
			const PrHop *h = &m->hops[net->first_hop + i];
			fprintf(out, "%s[%u, %u, %u, %u, %u, %d]", i ? ", " : "",
			        h->from / g->cols, h->from % g->cols, h->to / g->cols,
			        h->to % g->cols, h->channel,
			        h->parent == PR_NONE ? -1 : (int)h->parent);
		}
		fprintf(out, "]}");
	}
	fprintf(out, "],\n      \"link_use_histogram\": [");
	for (uint32_t u = 0; u <= g->channels; u++) {
		uint32_t n = 0;
		for (uint32_t l = 1; l <= m->nlinks; l++)
			n += m->link_use[l] == u;
		fprintf(out, "%s%u", u ? ", " : "", n);
	}
	fprintf(out, "]}");
}

char *
pr_stats_json(const PrRrg *g, const PrKernelMap *const *k, uint32_t nk,
              int flags)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	PrRrgCounts c;

	if (!out)
		die("open_memstream failed");
	pr_rrg_counts(g, &c);
	fprintf(out, "{\n  \"arch\": {\"rows\": %u, \"cols\": %u, "
	        "\"neighbours\": %u, \"channels\": %u, \"hop_latency\": %u, "
	        "\"units\": %u, \"links\": %u},\n  \"kernels\": [", g->rows,
	        g->cols, g->neighbours, g->channels, g->hop_latency, c.units,
	        c.links);
	for (uint32_t i = 0; i < nk; i++) {
		fprintf(out, "%s\n  {\"name\": ", i ? "," : "");
		json_str(out, k[i]->name);
		fprintf(out, ", \"blocks\": [");
		for (uint32_t b = 0; b < k[i]->nblocks; b++) {
			fprintf(out, "%s\n    ", b ? "," : "");
			json_block(out, g, &k[i]->blocks[b], flags);
		}
		fprintf(out, "]}");
	}
	fprintf(out, "]\n}\n");
	fclose(out);
	return buf;
}
