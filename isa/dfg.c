/* The DFG container (include/vgiw/dfg.h): nodes, per-class counts, the fit
 * against the fabric, fanout lists and freeing. Building graphs from the
 * kernel IR is passes/dfg.c; place and route and the backend use only this. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/dfg.h"
#include "vgiw/support.h"

uint32_t
dfg_node_new(DfgBlock *b, VgiwOp op, IsaType type)
{
	vec_grow(b->nodes, b->nnodes, b->cap, b->nnodes + 2);
	uint32_t n = ++b->nnodes;
	DfgNode *d = &b->nodes[n];

	memset(d, 0, sizeof *d);
	d->op = (uint16_t)op;
	d->type = (uint8_t)type;
	return n;
}

void
dfg_recount(DfgBlock *b)
{
	memset(b->count, 0, sizeof b->count);
	b->lv_reads = b->lv_writes = 0;
	for (uint32_t n = 1; n <= b->nnodes; n++) {
		uint32_t op = b->nodes[n].op;
		uint32_t u = vgiw_op_info[op].unit;

		if (u < UC_COUNT)
			b->count[u]++;
		b->lv_reads += op == OP_LVLD;
		b->lv_writes += op == OP_LVST;
	}
}

int
dfg_fits(const DfgBlock *b, const FabricLimits *lim)
{
	if (!lim)
		return 1;
	for (int c = 0; c < UC_COUNT; c++)
		if (b->count[c] > lim->units[c])
			return 0;
	return 1;
}

static int
is_token(uint8_t kind)
{
	return kind == DIN_NODE || kind == DIN_ORDER;
}

void
dfg_fanout(const DfgBlock *b, uint32_t **first, uint32_t **out)
{
	uint32_t *fi = xcalloc((size_t)b->nnodes + 2, sizeof *fi);
	uint32_t total = 0;

	for (uint32_t n = 1; n <= b->nnodes; n++)
		for (uint32_t s = 0; s < b->nodes[n].nin; s++) {
			const DfgInput *in = &b->nodes[n].in[s];

			if (!is_token(in->kind))
				continue;
			if (!in->src || in->src > b->nnodes)
				die("node n%u input %u from missing node %u", n, s, in->src);
			fi[in->src + 1]++;
			total++;
		}
	for (uint32_t n = 1; n <= b->nnodes + 1; n++)
		fi[n] += fi[n - 1];

	uint32_t *o = xmalloc((total ? total : 1) * sizeof *o);
	uint32_t *at = xmalloc(((size_t)b->nnodes + 1) * sizeof *at);

	memcpy(at, fi, ((size_t)b->nnodes + 1) * sizeof *at);
	for (uint32_t n = 1; n <= b->nnodes; n++)
		for (uint32_t s = 0; s < b->nodes[n].nin; s++)
			if (is_token(b->nodes[n].in[s].kind))
				o[at[b->nodes[n].in[s].src]++] = n << 2 | s;
	free(at);
	*first = fi;
	*out = o;
}

void
dfg_block_free(DfgBlock *b)
{
	if (!b)
		return;
	free(b->nodes);
	memset(b, 0, sizeof *b);
}

void
dfg_func_free(DfgFunc *f)
{
	if (!f)
		return;
	for (uint32_t i = 0; i < f->nblocks; i++)
		dfg_block_free(&f->blocks[i]);
	free(f->blocks);
	memset(f, 0, sizeof *f);
}
