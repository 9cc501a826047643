/* The hand-over from the compiler to the backend and simulators, for every
 * target: a kernel's kernel IR, live values and dataflow graphs, with the
 * replicas, cells and routes of VGIW place and route or the units of the
 * GPU-CC mapping, or its SIMT instruction stream, become a ProgKernel
 * (include/vgiw/program.h), which refers to nothing of the kernel IR. */
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

/* A parameter as the program passes it; the name is kp's. */
static void
program_param(ProgParam *pp, const KirParam *kp)
{
	pp->name = kp->name;
	pp->kind = kp->byval ? PARAM_BYVAL : kp->type == IT_PTR ? PARAM_POINTER
	                                                       : PARAM_SCALAR;
	pp->type = kp->type;
	pp->aspace = kp->aspace;
	pp->noalias = kp->noalias;
	pp->size = kp->byval ? kp->byval : kp->size;
	pp->align = kp->align;
}

static uint32_t *
lv_ids(Arena *a, const KirLive *live, const uint32_t *lv, uint32_t n, uint32_t *count)
{
	uint32_t *ids = arena_alloc(a, (n ? n : 1) * sizeof *ids);
	uint32_t k = 0;

	for (uint32_t i = 0; i < n; i++)
		ids[k++] = live->lv[lv[i]].id;
	/* sort and drop duplicates (two values may share an ID) */
	for (uint32_t i = 1; i < k; i++)
		for (uint32_t j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			uint32_t t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	uint32_t u = 0;
	for (uint32_t i = 0; i < k; i++)
		if (!u || ids[u - 1] != ids[i])
			ids[u++] = ids[i];
	*count = u;
	return ids;
}

/* Append kernel f to p, with its name, local memory, parameters and the
 * module's globals as symbols; no blocks yet. */
static ProgKernel *
kernel_header(Program *p, const KirModule *m, const KirFunc *f)
{
	Arena *a = &p->arena;
	uint32_t i = p->nkernels;
	ProgKernel *old = p->kernels;

	p->kernels = arena_alloc(a, (i + 1) * sizeof *p->kernels);
	if (i)
		memcpy(p->kernels, old, i * sizeof *p->kernels);
	p->nkernels++;
	ProgKernel *k = &p->kernels[i];
	k->name = arena_strdup(a, f->name);
	k->local_bytes = f->local_bytes;

	k->nparams = f->nparams;
	k->params = arena_alloc(a, (f->nparams + 1) * sizeof *k->params);
	for (uint32_t j = 0; j < f->nparams; j++) {
		program_param(&k->params[j], &f->params[j]);
		k->params[j].name = arena_strdup(a, f->params[j].name);
	}

	/* every module global, so DIN_SYM indices stay those of the module */
	k->nsymbols = m->nglobals;
	k->symbols = arena_alloc(a, (m->nglobals + 1) * sizeof *k->symbols);
	for (uint32_t g = 1; g <= m->nglobals; g++) {
		const KirGlobal *kg = &m->globals[g];
		ProgSymbol *s = &k->symbols[g];

		s->name = arena_strdup(a, kg->name);
		s->aspace = kg->aspace;
		s->align = kg->align;
		s->size = kg->size;
		if (kg->init) {
			uint8_t *init = arena_alloc(a, kg->size);
			memcpy(init, kg->init, kg->size);
			s->init = init;
		}
	}
	if (f->file)
		k->source = arena_strdup(a, f->file);
	k->nasserts = f->nasserts;
	k->asserts = arena_alloc(a, (f->nasserts + 1) * sizeof *k->asserts);
	for (uint32_t j = 0; j < f->nasserts; j++) {
		const IsaAssert *x = &f->asserts[j];
		k->asserts[j] = (IsaAssert){
			.message = x->message ? arena_strdup(a, x->message) : NULL,
			.file = x->file ? arena_strdup(a, x->file) : NULL,
			.func = x->func ? arena_strdup(a, x->func) : NULL,
			.line = x->line };
	}
	k->blocks = arena_alloc(a, sizeof *k->blocks);
	return k;
}

/* Append kernel f to p (kernel_header), and per block (by ID) its
 * successors, barrier flag, partition chain, live-value IDs read and
 * written, and its dataflow graph, which moves out of `dfg` (the caller's
 * DfgFunc keeps empty blocks). One replica, unplaced. */
static ProgKernel *
program_kernel(Program *p, const KirModule *m, const KirFunc *f,
               const KirLive *live, DfgFunc *dfg)
{
	Arena *a = &p->arena;
	ProgKernel *k = kernel_header(p, m, f);

	k->lv_ids = live->nids;
	k->nblocks = dfg->nblocks;
	k->blocks = arena_alloc(a, (dfg->nblocks + 1) * sizeof *k->blocks);
	for (uint32_t id = 0; id < dfg->nblocks; id++) {
		uint32_t b = f->sched[id];
		const KirBlock *kb = &f->blocks[b];
		const LiveBlock *lb = &live->blocks[b];
		ProgBlock *pb = &k->blocks[id];

		pb->id = id;
		pb->nsucc = (uint8_t)kir_nsucc(kb);
		pb->succ[0] = pb->succ[1] = PROG_NO_BLOCK;
		for (uint32_t s = 0; s < pb->nsucc; s++)
			pb->succ[s] = f->blocks[kb->succ[s]].id;
		pb->barrier = kb->barrier;
		pb->replicas = 1;
		pb->part_of = kb->part_of ? f->blocks[kb->part_of].id : id;
		/* the graph moves: the caller's DfgFunc keeps an empty block */
		pb->graph = dfg->blocks[id];
		memset(&dfg->blocks[id], 0, sizeof dfg->blocks[id]);
		pb->lv_reads = lv_ids(a, live, lb->reads, lb->nreads, &pb->nlv_reads);
		uint32_t *w = arena_alloc(a, (lb->nwrites + 1) * sizeof *w);
		for (uint32_t j = 0; j < lb->nwrites; j++)
			w[j] = lb->writes[j].lv;
		pb->lv_writes = lv_ids(a, live, w, lb->nwrites, &pb->nlv_writes);
	}
	return k;
}

/* Direction of the link from cell a to its neighbour b:
 * 0..7 = N, NE, E, SE, S, SW, W, NW (row 0 is north). */
static uint8_t
direction(uint32_t a, uint32_t b, uint32_t cols)
{
	int dr = (int)(b / cols) - (int)(a / cols);
	int dc = (int)(b % cols) - (int)(a % cols);
	static const uint8_t dir[3][3] = {
		{ 7, 0, 1 },   /* north row: NW N NE */
		{ 6, 255, 2 }, /* W . E */
		{ 5, 4, 3 },   /* SW S SE */
	};

	if (dr < -1 || dr > 1 || dc < -1 || dc > 1 || (!dr && !dc))
		die("route hop between cells %u and %u that are not neighbours", a, b);
	return dir[dr + 1][dc + 1];
}

static void
place_block(Program *p, ProgBlock *pb, const PrBlockMap *bm, uint32_t cols)
{
	Arena *a = &p->arena;
	uint32_t per = pb->graph.nnodes + 1;

	pb->replicas = bm->replicas;
	pb->cell = arena_alloc(a, (size_t)bm->replicas * per * sizeof *pb->cell);
	memcpy(pb->cell, bm->cell, (size_t)bm->replicas * per * sizeof *pb->cell);
	pb->nnets = bm->nnets;
	pb->nets = arena_alloc(a, (bm->nnets + 1) * sizeof *pb->nets);
	pb->nhops = bm->nhops;
	pb->hops = arena_alloc(a, (bm->nhops + 1) * sizeof *pb->hops);
	pb->nsinks = bm->nsinks;
	pb->sinks = arena_alloc(a, (bm->nsinks + 1) * sizeof *pb->sinks);
	for (uint32_t n = 0; n < bm->nnets; n++) {
		const PrNet *pn = &bm->nets[n];
		pb->nets[n] = (ProgNet){
			.src = pn->node, .replica = pn->replica,
			.hop = pn->first_hop, .nhops = pn->nhops,
			.sink = pn->first_sink, .nsinks = pn->nsinks,
		};
	}
	for (uint32_t h = 0; h < bm->nhops; h++) {
		const PrHop *ph = &bm->hops[h];
		pb->hops[h] = (ProgHop){
			.cell = ph->from,
			.dir = direction(ph->from, ph->to, cols),
			.channel = (uint8_t)ph->channel,
		};
	}
	for (uint32_t k = 0; k < bm->nsinks; k++) {
		const PrSink *ps = &bm->sinks[k];
		pb->sinks[k] = (ProgSink){
			.node = ps->node, .slot = (uint8_t)ps->slot,
			.hops = (uint16_t)(ps->hops > 0xffff ? 0xffff : ps->hops),
		};
	}
}

ProgParam *
assemble_params(const KirFunc *f)
{
	ProgParam *pp = xcalloc((size_t)f->nparams + 1, sizeof *pp);

	for (uint32_t j = 0; j < f->nparams; j++)
		program_param(&pp[j], &f->params[j]);
	return pp;
}

void
assemble_kernel(Program *p, const KirModule *m, const KirFunc *f,
                const KirLive *live, DfgFunc *dfg, const PrKernelMap *map,
                uint32_t cols)
{
	ProgKernel *k = program_kernel(p, m, f, live, dfg);
	if (!map)
		return;
	for (uint32_t b = 0; b < k->nblocks; b++)
		place_block(p, &k->blocks[b], &map->blocks[b], cols);
}

void
assemble_kernel_gpucc(Program *p, const KirModule *m, const KirFunc *f,
                      const KirLive *live, DfgFunc *dfg, const GpuccMap *map)
{
	uint32_t nunits = map->sm.ncores + map->sm.nlsus;
	ProgKernel *k = program_kernel(p, m, f, live, dfg);
	ProgGpucc *g = arena_alloc(&p->arena, sizeof *g);

	*g = map->sm;
	g->units = arena_alloc(&p->arena, nunits * sizeof *g->units);
	memcpy(g->units, map->sm.units, nunits * sizeof *g->units);
	g->pos = arena_alloc(&p->arena, nunits * sizeof *g->pos);
	memcpy(g->pos, map->sm.pos, nunits * sizeof *g->pos);
	k->gpucc = g;
}

void
assemble_kernel_simt(Program *p, const KirModule *m, const KirFunc *f,
                     const SimtCode *c)
{
	ProgKernel *k = kernel_header(p, m, f);
	ProgSimt *s = arena_alloc(&p->arena, sizeof *s);

	if (!c->allocated)
		die("%s: a SIMT program before register allocation", f->name);
	memset(s, 0, sizeof *s);
	s->nregs = c->nregs;
	s->ninsts = c->ninsts;
	if (c->spill_bytes)
		k->local_bytes = c->local_base + c->spill_bytes;
	s->insts = arena_alloc(&p->arena, ((size_t)c->ninsts + 1) * sizeof *s->insts);
	for (uint32_t pc = 0; pc < c->ninsts; pc++) {
		const SimtInst *x = &c->insts[pc];
		ProgSimtInst *y = &s->insts[pc];

		memset(y, 0, sizeof *y);
		y->op = x->op;
		y->type = x->type;
		y->flags = x->flags;
		y->aspace = x->aspace;
		y->nin = x->nin;
		y->align = x->align;
		y->imm = x->imm;
		y->offset = x->offset;
		y->dst = x->dst == SIMT_NONE ? PROG_SIMT_NO_REG : x->dst;
		for (uint32_t j = 0; j < x->nin && j < PROG_SIMT_MAX_IN; j++)
			y->in[j] = x->in[j];
		y->target[0] = x->target[0];
		y->target[1] = x->target[1];
		y->reconv = x->reconv == SIMT_NONE ? PROG_SIMT_EXIT : x->reconv;
		y->line = x->line;
	}
	k->simt = s;
}

void
assemble_kernel_sgmf(Program *p, const KirModule *m, const KirFunc *f,
                     DfgBlock *g, const PrBlockMap *bm, uint32_t cols,
                     uint32_t threads)
{
	ProgKernel *k = kernel_header(p, m, f);
	ProgSgmf *s = arena_alloc(&p->arena, sizeof *s);
	ProgBlock *pb = k->blocks;

	memset(pb, 0, sizeof *pb);
	k->nblocks = 1;
	pb->id = 0;
	pb->succ[0] = pb->succ[1] = PROG_NO_BLOCK;
	pb->replicas = 1;
	pb->graph = *g;
	pb->graph.id = 0;
	memset(g, 0, sizeof *g);
	pb->lv_reads = arena_alloc(&p->arena, sizeof *pb->lv_reads);
	pb->lv_writes = arena_alloc(&p->arena, sizeof *pb->lv_writes);
	memset(s, 0, sizeof *s);
	s->threads = threads;
	for (uint32_t n = 1; n <= pb->graph.nnodes; n++) {
		const DfgNode *x = &pb->graph.nodes[n];
		s->steers += x->op == OP_SPLIT && x->imm != 0;
		s->merges += x->op == OP_JOIN && x->imm != 0;
	}
	k->sgmf = s;
	if (bm)
		place_block(p, pb, bm, cols);
}
