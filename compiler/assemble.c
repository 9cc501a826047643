/* Assembling the compiled program: each kernel's graphs from the front end
 * (pass_program_kernel) and, per block, the replicas, cells and routes that
 * place and route found, in the program model the backend encodes. */
#include <stdlib.h>
#include <string.h>

#include "assemble.h"

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

void
assemble_kernel(Program *p, const KirModule *m, const KirFunc *f,
                const KirLive *live, DfgFunc *dfg, const PrKernelMap *map,
                uint32_t cols)
{
	pass_program_kernel(p, m, f, live, dfg);
	ProgKernel *k = &p->kernels[p->nkernels - 1];
	if (f->file)
		k->source = arena_strdup(&p->arena, f->file);
	if (!map)
		return;
	for (uint32_t b = 0; b < k->nblocks; b++)
		place_block(p, &k->blocks[b], &map->blocks[b], cols);
}
