/* The .cfg decoder's VGIW block sections (one per block of every kernel,
 * also GPU-CC's block 0 and SGMF's graph): nodes and their operands, live
 * values, placement and routes, checked against the grid they claim. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cfg_int.h"
#include "decode_int.h"

/* Scratch arrays sized by the grid, made once per decode. */
static void
scratch(Rd *r)
{
	if (r->reach)
		return;
	r->ncells = r->p->grid_rows * r->p->grid_cols;
	uint32_t n = r->ncells ? r->ncells : 1;
	r->reach = xcalloc(n, sizeof *r->reach);
	r->depth = xcalloc(n, sizeof *r->depth);
	r->owner = xcalloc(n, sizeof *r->owner);
	r->nused = ((size_t)n * 8 * (r->p->channels ? r->p->channels : 1) + 63) / 64;
	r->used = xcalloc(r->nused, sizeof *r->used);
}

static void
read_node(Rd *r, const ProgKernel *K, DfgBlock *g, uint32_t n,
          uint32_t target)
{
	DfgNode *d = &g->nodes[n];
	size_t at = r->pos;

	d->op = rd16(r, "opcode");
	if (!r->failed && (d->op >= OP_COUNT || vgiw_op_info[d->op].unit >= UC_COUNT)) {
		bad(r, at, "expected n%u's opcode to be a fabric operation (0..%d "
		    "but phi), found %u", n, OP_COUNT - 1, d->op);
		return;
	}
	UnitClass uc = (UnitClass)vgiw_op_info[d->op].unit;
	if (r->arch && !r->failed) {
		if (!arch_vgiw_units(r->arch, uc))
			bad(r, at, "expected n%u's unit class %s on the arch, found an "
			    "arch without %s units", n, vgiw_unit_name[uc], vgiw_unit_name[uc]);
		else if (!arch_vgiw_supports(r->arch, (VgiwOp)d->op))
			bad(r, at, "expected n%u's opcode to be one the arch's %s units "
			    "execute, found '%s'", n, vgiw_unit_name[uc],
			    vgiw_op_info[d->op].mnemonic);
	}
	at = r->pos;
	d->type = rd8(r, "type");
	if (d->type >= IT_COUNT)
		bad(r, at, "expected n%u's type 0..%d, found %u", n, IT_COUNT - 1, d->type);
	d->flags = rd8(r, "flags");
	d->aspace = rd8(r, "address space");
	at = r->pos;
	d->nin = rd8(r, "input count");
	if (d->nin > DFG_MAX_IN)
		bad(r, at, "expected n%u to have 0..%d inputs, found %u", n,
		    DFG_MAX_IN, d->nin);
	d->align = rd16(r, "align");
	d->imm = (int64_t)rd64(r, "immediate");
	char owner[16];
	snprintf(owner, sizeof owner, "n%u", n);
	/* GPU-CC's block 0 is if-converted: predicated accesses, gid.x */
	int gpucc = target == PROG_GPUCC;
	CfgOpAt o = {
		.at = r->pos - 16, .align_off = 6, .imm_off = 8,
		.owner = owner, .op = d->op, .flags = d->flags,
		.flags_ok = ISAF_VOLATILE | ISAF_UNSIGNED | DFN_WHEN_FALSE |
		            (gpucc ? ISAF_PREDICATED : 0),
		.aspace = d->aspace, .align = d->align, .imm = d->imm,
		.lv_ids = K->lv_ids, .nasserts = K->nasserts,
		.last_coord = gpucc ? ISA_GID_Y : ISA_THREAD,
		.sgmf = target == PROG_SGMF,
	};
	cfg_check_op(r, &o);
	cfg_check_result(r, o.at + 2, owner, d->op, d->type);
	for (uint32_t s = 0; s < DFG_MAX_IN && !r->failed; s++) {
		DfgInput *in = &d->in[s];

		at = r->pos;
		if (!cfg_rd_input(r, in, s < d->nin, owner, s)) {
			if (r->failed)
				return;
			continue;
		}
		size_t srcat = at + 4;
		if (in->kind > DIN_SYM)
			bad(r, at, "expected n%u input %u's kind 0..%d, found %u", n, s,
			    DIN_SYM, in->kind);
		else if (in->type >= IT_COUNT)
			bad(r, at + 1, "expected n%u input %u's type 0..%d, found %u", n,
			    s, IT_COUNT - 1, in->type);
		else if ((in->kind == DIN_NODE || in->kind == DIN_ORDER) &&
		         (in->src < 1 || in->src > g->nnodes))
			bad(r, srcat, "expected n%u input %u to come from a node "
			    "(1..%u), found n%u", n, s, g->nnodes, in->src);
		else if (in->kind == DIN_PARAM && in->src >= K->nparams)
			bad(r, srcat, "expected n%u input %u to be a parameter (0..%d), "
			    "found %u", n, s, (int)K->nparams - 1, in->src);
		else if (in->kind == DIN_SYM && in->src != ISYM_LOCAL &&
		         (in->src < 1 || in->src > K->nsymbols))
			bad(r, srcat, "expected n%u input %u to be a symbol (1..%u or "
			    "local), found %u", n, s, K->nsymbols, in->src);
	}
	cfg_check_inputs(r, &o, d->in, d->nin);
	cfg_check_cond(r, o.at + 16 + 1, owner, d->op, d->in[0].type);
}

static void
read_lvs(Rd *r, const ProgKernel *K, uint32_t *ids, uint32_t n, const char *which)
{
	for (uint32_t i = 0; i < n && !r->failed; i++) {
		size_t at = r->pos;

		ids[i] = rd32(r, which);
		if (r->failed)
			return;
		if (ids[i] >= K->lv_ids)
			bad(r, at, "expected %s live-value IDs below %u, found %u", which,
			    K->lv_ids, ids[i]);
		else if (i && ids[i] <= ids[i - 1])
			bad(r, at, "expected %s live-value IDs in increasing order, found "
			    "%u after %u", which, ids[i], ids[i - 1]);
	}
}

static void
read_routes(Rd *r, ProgBlock *B, size_t nets_at, size_t hops_at, size_t sinks_at)
{
	const Program *p = r->p;
	const DfgBlock *g = &B->graph;
	uint32_t stride = g->nnodes + 1;
	uint32_t C = p->channels;

	if (B->nhops)
		memset(r->used, 0, r->nused * sizeof *r->used);
	/* which (replica, node, slot) a net already feeds */
	uint8_t *fed = xcalloc((size_t)B->replicas * stride, 1);
	for (uint32_t e = 0; e < B->nnets && !r->failed; e++) {
		const ProgNet *net = &B->nets[e];
		size_t at = nets_at + (size_t)e * CFG_NET;

		if (net->src < 1 || net->src > g->nnodes) {
			bad(r, at, "expected net %u's source to be a node (1..%u), found "
			    "n%u", e, g->nnodes, net->src);
			break;
		}
		if (net->replica >= B->replicas) {
			bad(r, at + 4, "expected net %u's replica below %u, found %u", e,
			    B->replicas, net->replica);
			break;
		}
		if ((uint64_t)net->hop + net->nhops > B->nhops) {
			bad(r, at + 8, "expected net %u's hops within the block's %u, "
			    "found %u..%" PRIu64, e, B->nhops, net->hop,
			    (uint64_t)net->hop + net->nhops);
			break;
		}
		if ((uint64_t)net->sink + net->nsinks > B->nsinks) {
			bad(r, at + 16, "expected net %u's sinks within the block's %u, "
			    "found %u..%" PRIu64, e, B->nsinks, net->sink,
			    (uint64_t)net->sink + net->nsinks);
			break;
		}
		/* reach[] holds this stamp for cells this net's tree has entered */
		uint32_t src = B->cell[(size_t)net->replica * stride + net->src];
		uint32_t mine = ++r->stamp;
		r->reach[src] = mine;
		r->depth[src] = 0;
		for (uint32_t i = 0; i < net->nhops && !r->failed; i++) {
			const ProgHop *h = &B->hops[net->hop + i];
			size_t hat = hops_at + (size_t)(net->hop + i) * CFG_HOP;

			if (h->cell >= r->ncells) {
				bad(r, hat, "expected net %u hop %u to leave a grid cell "
				    "(0..%u), found %u", e, i, r->ncells - 1, h->cell);
				break;
			}
			if (r->reach[h->cell] != mine) {
				bad(r, hat, "expected net %u hop %u to leave the source's cell "
				    "or one an earlier hop entered, found (%u,%u)", e, i,
				    h->cell / p->grid_cols, h->cell % p->grid_cols);
				break;
			}
			int row = (int)(h->cell / p->grid_cols) + (h->dir < 8 ? cfg_dir_dr[h->dir] : 0);
			int col = (int)(h->cell % p->grid_cols) + (h->dir < 8 ? cfg_dir_dc[h->dir] : 0);
			if (h->dir >= 8 || (p->neighbours == 4 && h->dir & 1) ||
			    row < 0 || col < 0 || row >= (int)p->grid_rows ||
			    col >= (int)p->grid_cols) {
				bad(r, hat + 4, "expected net %u hop %u over a link of the "
				    "%ux%u grid with %u neighbours, found direction %u%s%s "
				    "from (%u,%u)", e, i, p->grid_rows, p->grid_cols,
				    p->neighbours, h->dir, h->dir < 8 ? " " : "",
				    h->dir < 8 ? cfg_dir_name[h->dir] : "",
				    h->cell / p->grid_cols, h->cell % p->grid_cols);
				break;
			}
			if (h->channel >= C) {
				bad(r, hat + 5, "expected net %u hop %u on a channel below %u, "
				    "found %u", e, i, C, h->channel);
				break;
			}
			uint32_t to = (uint32_t)row * p->grid_cols + (uint32_t)col;
			if (r->reach[to] == mine) {
				bad(r, hat, "expected net %u hop %u to enter a cell its tree "
				    "has not reached, found (%d,%d) again", e, i, row, col);
				break;
			}
			size_t port = ((size_t)h->cell * 8 + h->dir) * C + h->channel;
			if (r->used[port / 64] >> (port % 64) & 1) {
				bad(r, hat, "expected link %s channel %u from (%u,%u) free for "
				    "net %u, found it used by another net", cfg_dir_name[h->dir],
				    h->channel, h->cell / p->grid_cols, h->cell % p->grid_cols, e);
				break;
			}
			r->used[port / 64] |= 1ull << (port % 64);
			r->reach[to] = mine;
			r->depth[to] = r->depth[h->cell] + 1;
		}
		for (uint32_t k = 0; k < net->nsinks && !r->failed; k++) {
			const ProgSink *s = &B->sinks[net->sink + k];
			size_t sat = sinks_at + (size_t)(net->sink + k) * CFG_SINK;

			if (s->node < 1 || s->node > g->nnodes || s->slot >= g->nodes[s->node].nin) {
				bad(r, sat, "expected net %u sink %u to be an input of a node, "
				    "found n%u.%u", e, k, s->node, s->slot);
				break;
			}
			const DfgInput *in = &g->nodes[s->node].in[s->slot];
			if ((in->kind != DIN_NODE && in->kind != DIN_ORDER) ||
			    in->src != net->src) {
				bad(r, sat, "expected net %u sink n%u.%u to read n%u, found an "
				    "input that does not", e, s->node, s->slot, net->src);
				break;
			}
			uint32_t c = B->cell[(size_t)net->replica * stride + s->node];
			if (r->reach[c] != mine) {
				bad(r, sat, "expected net %u to reach n%u's cell (%u,%u), found "
				    "no hop entering it", e, s->node, c / p->grid_cols,
				    c % p->grid_cols);
				break;
			}
			if (s->hops != r->depth[c]) {
				bad(r, sat + 6, "expected %u hops to n%u.%u (its depth in net "
				    "%u's tree), found %u", r->depth[c], s->node, s->slot, e,
				    s->hops);
				break;
			}
			uint8_t *f = &fed[(size_t)net->replica * stride + s->node];
			if (*f >> s->slot & 1) {
				bad(r, sat, "expected one net into n%u.%u of replica %u, found "
				    "a second", s->node, s->slot, net->replica);
				break;
			}
			*f |= (uint8_t)(1u << s->slot);
		}
	}
	/* every token input of every replica must be fed, or it waits forever */
	for (uint32_t rep = 0; rep < B->replicas && !r->failed; rep++)
		for (uint32_t n = 1; n <= g->nnodes && !r->failed; n++)
			for (uint32_t s = 0; s < g->nodes[n].nin; s++) {
				uint8_t kind = g->nodes[n].in[s].kind;
				if ((kind == DIN_NODE || kind == DIN_ORDER) &&
				    !(fed[(size_t)rep * stride + n] >> s & 1)) {
					bad(r, nets_at, "expected a net into n%u.%u of replica %u, "
					    "found none", n, s, rep);
					break;
				}
			}
	free(fed);
}

/* Every used input of the block's nodes (records from nodes_at), once all
 * are read: what its kind fixes (validate.c), a token's against its
 * source node. */
static void
check_operands(Rd *r, const ProgKernel *K, const DfgBlock *g, size_t nodes_at,
               int sgmf)
{
	for (uint32_t n = 1; n <= g->nnodes && !r->failed; n++)
		for (uint32_t s = 0; s < g->nodes[n].nin && !r->failed; s++) {
			const DfgInput *in = &g->nodes[n].in[s];
			int token = in->kind == DIN_NODE || in->kind == DIN_ORDER;
			char owner[16], src[16];
			snprintf(owner, sizeof owner, "n%u", n);
			snprintf(src, sizeof src, "n%u", in->src);
			CfgOperand o = {
				.at = nodes_at + (size_t)(n - 1) * CFG_NODE + 16 + 16 * (size_t)s,
				.type_off = 1, .owner = owner, .slot = s, .kind = in->kind,
				.type = in->type, .src = in->src, .imm = in->imm,
				.src_op = token ? g->nodes[in->src].op : 0,
				.src_type = token ? g->nodes[in->src].type : 0,
				.src_name = src, .sgmf = sgmf,
			};
			cfg_check_operand(r, &o, K);
		}
}

/* The cell of every node of every replica of a placed block: on the
 * grid, on a unit of its class, one node a unit. */
static void
read_cells(Rd *r, ProgBlock *B, uint32_t nn)
{
	const Program *p = r->p;
	const DfgBlock *g = &B->graph;
	Arena *A = &r->p->arena;
	size_t at;

	uint32_t stride = nn + 1;
	B->cell = arena_alloc(A, (size_t)B->replicas * stride * sizeof *B->cell);
	memset(r->owner, 0, r->ncells * sizeof *r->owner);
	for (uint32_t rep = 0; rep < B->replicas && !r->failed; rep++)
		for (uint32_t n = 1; n <= nn && !r->failed; n++) {
			at = r->pos;
			uint32_t c = rd32(r, "cell");
			B->cell[(size_t)rep * stride + n] = c;
			if (r->failed)
				break;
			if (c >= r->ncells) {
				bad(r, at, "expected n%u of replica %u on a cell of the "
				    "%ux%u grid (0..%u), found %u", n, rep, p->grid_rows,
				    p->grid_cols, r->ncells - 1, c);
				break;
			}
			uint32_t row = c / p->grid_cols, col = c % p->grid_cols;
			UnitClass want_uc = (UnitClass)vgiw_op_info[g->nodes[n].op].unit;
			UnitClass has = r->arch ? arch_vgiw_cell(r->arch, row, col) : want_uc;
			if (has != want_uc) {
				bad(r, at, "expected n%u (%s) of replica %u on a %s cell, "
				    "found (%u,%u), a %s cell", n,
				    vgiw_op_info[g->nodes[n].op].mnemonic, rep,
				    vgiw_unit_name[want_uc], row, col, vgiw_unit_name[has]);
				break;
			}
			if (r->owner[c]) {
				uint32_t o = r->owner[c] - 1;
				bad(r, at, "expected n%u of replica %u on a free unit, "
				    "found (%u,%u) taken by n%u of replica %u", n, rep, row,
				    col, o % stride, o / stride);
				break;
			}
			r->owner[c] = 1 + rep * stride + n;
		}
}

void
cfg_read_block(Rd *r, const SecEnt *e, uint32_t k, uint32_t b)
{
	Program *p = r->p;
	ProgKernel *K = &p->kernels[k];
	ProgBlock *B = &K->blocks[b];
	DfgBlock *g = &B->graph;
	Arena *A = &p->arena;

	what(r, "block %u of kernel %u '%s'", b, k, K->name);
	enter(r, e);
	size_t at = r->pos;
	uint32_t kk = rd32(r, "kernel index");
	uint32_t bb = rd32(r, "block ID");
	if (!r->failed && (kk != k || bb != b)) {
		bad(r, at, "expected kernel %u block %u (the order of the block "
		    "table), found kernel %u block %u", k, b, kk, bb);
		return;
	}
	uint32_t nn = rd32(r, "node count");
	at = r->pos;
	uint32_t flags = rd32(r, "flags");
	if (flags & ~CFG_BLOCK_PLACED)
		bad(r, at, "expected block flags 0 or 1, found %u", flags);
	B->nlv_reads = rd32(r, "live-value read count");
	B->nlv_writes = rd32(r, "live-value write count");
	B->nnets = rd32(r, "net count");
	B->nhops = rd32(r, "hop count");
	B->nsinks = rd32(r, "sink count");
	reserved(r, 4);
	if (r->failed)
		return;
	int placed = flags & CFG_BLOCK_PLACED;
	/* every replica of the graph occupies units of one fabric, the
	 * largest grid's at most (placed or not: the simulator builds them) */
	if ((uint64_t)B->replicas * nn > CFG_MAX_NODES) {
		bad(r, e->off + 8, "expected at most %u nodes in all replicas (the "
		    "largest grid's cells), found %u replicas of %u nodes",
		    CFG_MAX_NODES, B->replicas, nn);
		return;
	}
	/* the section's size follows from the counts: check it before any
	 * count is used to allocate */
	uint64_t want = CFG_BLOCKHDR + 4 * ((uint64_t)B->nlv_reads + B->nlv_writes) +
	                (uint64_t)CFG_NODE * nn +
	                (placed ? 4 * (uint64_t)B->replicas * nn : 0) +
	                (uint64_t)CFG_NET * B->nnets + (uint64_t)CFG_HOP * B->nhops +
	                (uint64_t)CFG_SINK * B->nsinks;
	if (want != e->size) {
		bad(r, e->off, "expected %" PRIu64 " bytes for %u live-value reads, "
		    "%u writes, %u nodes%s, %u nets, %u hops and %u sinks, found a "
		    "%u-byte section", want, B->nlv_reads, B->nlv_writes, nn,
		    placed ? " placed" : "", B->nnets, B->nhops, B->nsinks, e->size);
		return;
	}
	if (placed) {
		if (!p->grid_rows) {
			bad(r, at, "expected no placement in a file without a grid, "
			    "found a placed block");
			return;
		}
		scratch(r);
		if ((uint64_t)B->replicas * nn > r->ncells) {
			bad(r, at, "expected %u replicas of %u nodes to fit the grid's %u "
			    "cells, found %" PRIu64 " nodes to place", B->replicas, nn,
			    r->ncells, (uint64_t)B->replicas * nn);
			return;
		}
	} else if (B->nnets || B->nhops || B->nsinks) {
		bad(r, at, "expected no routes in an unplaced block, found %u nets",
		    B->nnets);
		return;
	}
	if ((B->nnets || B->nhops) && (!p->channels || !p->neighbours)) {
		bad(r, at, "expected routes only with the header's channels and "
		    "neighbours set, found %u nets", B->nnets);
		return;
	}

	B->lv_reads = arena_alloc(A, ((size_t)B->nlv_reads + 1) * sizeof *B->lv_reads);
	B->lv_writes = arena_alloc(A, ((size_t)B->nlv_writes + 1) * sizeof *B->lv_writes);
	read_lvs(r, K, B->lv_reads, B->nlv_reads, "read");
	read_lvs(r, K, B->lv_writes, B->nlv_writes, "written");

	g->id = b;
	g->nnodes = nn;
	g->cap = nn + 1;
	g->nodes = xcalloc((size_t)nn + 1, sizeof *g->nodes);
	size_t nodes_at = r->pos;
	for (uint32_t n = 1; n <= nn && !r->failed; n++)
		read_node(r, K, g, n, p->target);
	check_operands(r, K, g, nodes_at, p->target == PROG_SGMF);
	for (uint32_t n = 1; n <= nn; n++) {
		uint32_t op = g->nodes[n].op, u = op < OP_COUNT ? vgiw_op_info[op].unit : UC_NONE;
		if (u < UC_COUNT)
			g->count[u]++;
		g->lv_reads += op == OP_LVLD;
		g->lv_writes += op == OP_LVST;
	}

	if (placed && !r->failed)
		read_cells(r, B, nn);
	if (r->failed)
		return;

	size_t nets_at = r->pos;
	B->nets = arena_alloc(A, ((size_t)B->nnets + 1) * sizeof *B->nets);
	for (uint32_t i = 0; i < B->nnets; i++) {
		ProgNet *net = &B->nets[i];
		net->src = rd32(r, "net source");
		net->replica = rd32(r, "net replica");
		net->hop = rd32(r, "first hop");
		net->nhops = rd32(r, "hop count");
		net->sink = rd32(r, "first sink");
		net->nsinks = rd32(r, "sink count");
	}
	size_t hops_at = r->pos;
	B->hops = arena_alloc(A, ((size_t)B->nhops + 1) * sizeof *B->hops);
	for (uint32_t i = 0; i < B->nhops; i++) {
		B->hops[i].cell = rd32(r, "hop cell");
		B->hops[i].dir = rd8(r, "hop direction");
		B->hops[i].channel = rd8(r, "hop channel");
		reserved(r, 2);
	}
	size_t sinks_at = r->pos;
	B->sinks = arena_alloc(A, ((size_t)B->nsinks + 1) * sizeof *B->sinks);
	for (uint32_t i = 0; i < B->nsinks; i++) {
		B->sinks[i].node = rd32(r, "sink node");
		B->sinks[i].slot = rd8(r, "sink slot");
		reserved(r, 1);
		B->sinks[i].hops = rd16(r, "sink hops");
	}
	if (placed && !r->failed)
		read_routes(r, B, nets_at, hops_at, sinks_at);
	leave(r);
}
