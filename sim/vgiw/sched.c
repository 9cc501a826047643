/* The basic block scheduler and the run as a whole: binding the launch to
 * the kernel's parameters, tiling the grid so the CVT holds every live
 * thread, picking the smallest block ID with threads to run (a barrier
 * block only for CTAs that all arrived), charging reconfiguration, and the
 * self-checks at the end of each tile. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sim_int.h"

uint64_t
vgiwsim_tile_ctas(const Arch *a, uint32_t nblocks, const Launch *l)
{
	uint64_t cta_threads = launch_block_threads(l);
	uint64_t ctas = launch_cta_count(l);

	if (!cta_threads || cta_threads > 0xffffffffu)
		return 0;
	uint64_t t = arch_cvt_tile_ctas(a, nblocks ? nblocks : 1, (uint32_t)cta_threads);
	return t < ctas ? t : ctas;
}

uint64_t
vgiwsim_tile_ctas_lvc(const Arch *a, uint64_t lv_bytes, const Launch *l)
{
	uint64_t cta_threads = launch_block_threads(l);
	uint64_t ctas = launch_cta_count(l);

	if (!lv_bytes || !cta_threads)
		return ctas;
	uint64_t t = a->vgiw.lvc.size / (lv_bytes * cta_threads);
	return t < ctas ? t : ctas;
}

uint64_t
sim_coord(const SimCore *c, uint32_t tl, int64_t coord)
{
	uint64_t cta = c->tile_first_cta + tl / c->cta_threads;
	/* 32-bit: a CTA's threads fit (checked at launch), and every thread
	 * reads its coordinates, where a 64-bit division costs */
	uint32_t i = tl % c->cta_threads;

	return sim_launch_coord(c->l, cta, i, c->cta_threads, coord);
}

/* The program's structure, so the fabric may trust it. */
static int
check_kernel(const SimCore *c, DiagList *d)
{
	const ProgKernel *k = c->k;
	uint32_t errors = d->errors;

	if (!k->nblocks || !k->blocks) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' has no blocks", k->name);
		return 1;
	}
	for (uint32_t b = 0; b < k->nblocks; b++) {
		const ProgBlock *pb = &k->blocks[b];
		if (!pb->graph.nnodes || !pb->graph.nodes)
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block %u has no "
			         "nodes", k->name, b);
		if (pb->nsucc > 2)
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block %u has %u "
			         "successors", k->name, b, pb->nsucc);
		for (uint32_t s = 0; s < pb->nsucc && s < 2; s++)
			if (pb->succ[s] >= k->nblocks)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' block %u: "
				         "successor %u is %u, not a block", k->name, b, s,
				         pb->succ[s]);
	}
	return d->errors != errors;
}

/* Rows of the live-value array: the kernel's count, or more when a
 * hand-built graph uses higher IDs. */
static uint64_t
lv_rows(const ProgKernel *k)
{
	uint64_t rows = k->lv_ids;

	for (uint32_t b = 0; b < k->nblocks; b++) {
		const DfgBlock *g = &k->blocks[b].graph;
		for (uint32_t n = 1; n <= g->nnodes; n++)
			if ((g->nodes[n].op == OP_LVLD || g->nodes[n].op == OP_LVST) &&
			    g->nodes[n].imm >= 0 && (uint64_t)g->nodes[n].imm + 1 > rows &&
			    g->nodes[n].imm < (1 << 20))
				rows = (uint64_t)g->nodes[n].imm + 1;
	}
	return rows;
}

/* Each ID's slot: 4 bytes (one LVC word, §2: the LVC "accessed at word
 * granularity") unless a value of 64 bits uses the ID, then 8 (two
 * words of one line); and its byte offset, which an LVU's configuration
 * register would carry beside the ID (§3.5's "static parameters"). */
static void
lv_slots(SimCore *c)
{
	const ProgKernel *k = c->k;
	uint64_t rows = c->lv_rows ? c->lv_rows : 1;

	c->lv_w = xmalloc(rows);
	c->lv_off = xmalloc(rows * sizeof *c->lv_off);
	memset(c->lv_w, 4, rows);
	for (uint32_t b = 0; b < k->nblocks; b++) {
		const DfgBlock *g = &k->blocks[b].graph;
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *nd = &g->nodes[n];
			if ((nd->op == OP_LVLD || nd->op == OP_LVST) && nd->imm >= 0 &&
			    (uint64_t)nd->imm < c->lv_rows && sim_type_bits(nd->type) > 32)
				c->lv_w[nd->imm] = 8;
		}
	}
	/* 8-byte slots first: every slot stays aligned to its size */
	uint64_t off = 0;
	for (int w = 8; w >= 4; w -= 4)
		for (uint64_t id = 0; id < c->lv_rows; id++)
			if (c->lv_w[id] == w) {
				c->lv_off[id] = (uint32_t)off;
				off += (uint64_t)w;
			}
	c->lv_bytes = off;
}

static uint32_t
popcount_range(const uint64_t *v, uint64_t from, uint64_t to)
{
	uint32_t n = 0;

	for (uint64_t t = from; t < to;) {
		uint64_t w = v[t / 64] >> (t % 64);
		uint64_t span = 64 - t % 64;
		if (span > to - t)
			span = to - t;
		if (span < 64)
			w &= (1ull << span) - 1;
		n += (uint32_t)__builtin_popcountll(w);
		t += span;
	}
	return n;
}

void
sim_cycle_limit_report(SimCore *c)
{
	uint32_t shown = 0;

	diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': cycle limit %" PRIu64
	         " reached (--max-cycles) in block %u (%u replicas, %" PRIu64
	         " threads in flight); blocks still running below", c->k->name,
	         c->o.max_cycles, c->block, c->R, c->inflight);
	for (uint32_t b = 0; b < c->k->nblocks; b++) {
		uint32_t n = popcount_range(&c->cvt[(size_t)b * c->words], 0,
		                            (uint64_t)c->words * 64);
		if (!n && b != c->block)
			continue;
		if (shown++ < 16)
			diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "block %u: %s%u threads "
			         "waiting to enter", b, b == c->block ? "on the fabric; " :
			         "", n);
	}
	if (shown > 16)
		diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "... and %u more blocks",
		         shown - 16);
}

/* Threads of block b the BBS may send now: every waiting thread, or for a
 * barrier block those of CTAs whose live threads all arrived. Moves them
 * into c->snap; returns how many. */
static uint64_t
take_threads(SimCore *c, uint32_t b)
{
	uint64_t *vec = &c->cvt[(size_t)b * c->words];
	uint64_t n = 0;

	if (!c->k->blocks[b].barrier) {
		for (uint32_t w = 0; w < c->words; w++) {
			c->snap[w] = vec[w];
			n += (uint64_t)__builtin_popcountll(vec[w]);
			vec[w] = 0;
		}
		return n;
	}
	memset(c->snap, 0, c->words * sizeof *c->snap);
	for (uint64_t cta = 0; cta < c->tile_nctas; cta++) {
		uint64_t from = cta * c->cta_threads, to = from + c->cta_threads;
		uint32_t arrived = popcount_range(vec, from, to);
		if (!arrived || arrived != c->cta_live[cta])
			continue;
		for (uint64_t t = from; t < to; t++) {
			uint64_t bit = 1ull << (t % 64);
			if (vec[t / 64] & bit) {
				vec[t / 64] &= ~bit;
				c->snap[t / 64] |= bit;
			}
		}
		n += arrived;
	}
	return n;
}

static void
scheduler_deadlock(SimCore *c)
{
	uint32_t shown = 0;

	c->stop = 1;
	c->st->deadlock = 1;
	diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "deadlock: kernel '%s' at cycle %"
	         PRIu64 ": %" PRIu64 " of %u threads of the tile have not exited and "
	         "no block can run", c->k->name, c->now,
	         (uint64_t)c->tile_threads - c->exits, c->tile_threads);
	for (uint32_t b = 0; b < c->k->nblocks; b++)
		for (uint64_t cta = 0; cta < c->tile_nctas; cta++) {
			uint64_t from = cta * c->cta_threads;
			uint32_t n = popcount_range(&c->cvt[(size_t)b * c->words], from,
			                            from + c->cta_threads);
			if (!n || shown++ >= 8)
				continue;
			diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "barrier block %u: %u of the %u "
			         "live threads of CTA %" PRIu64 " are waiting", b, n,
			         c->cta_live[cta], c->tile_first_cta + cta);
		}
	if (!shown)
		diag_add(c->d, DIAG_NOTE, NULL, 0, 0, "no thread waits at any block: "
		         "threads were lost");
}

/* Paper §3.2: "the runtime software loads its basic block sequence to the
 * BBS, along with the per-block configuration": the configurations sit in
 * the BBS's own store, and one reaches the FIFO a line per cycle (an
 * assumed SRAM port of an L2 line's width). Returns the cycle block b's
 * configuration, fetched from `now`, is in the FIFO. */
static uint64_t
config_fetch(const SimCore *c, uint32_t b, uint64_t now)
{
	(void)b;
	return now + c->cfg_lines;
}

static int
has_threads(const SimCore *c, uint32_t b)
{
	const uint64_t *v = &c->cvt[(size_t)b * c->words];

	for (uint32_t w = 0; w < c->words; w++)
		if (v[w])
			return 1;
	return 0;
}

/* Paper §3.2: "During the execution of a block, the BBS prefetches the
 * configurations of the following blocks into a configuration FIFO." The
 * following blocks are those the BBS will pick next, in its order (the
 * smallest ID first): blocks with waiting threads, and the running
 * block's successors, which its branches are filling. The FIFO keeps the
 * first depth of them; a fetch already made is kept, the others are
 * issued now, overlapping the running block. */
static void
config_prefetch(SimCore *c, uint32_t b)
{
	const ProgBlock *pb = &c->k->blocks[b];
	uint32_t *fifo = c->cfg_fifo + c->cfg_depth;    /* the new contents */
	uint64_t *ready = c->cfg_ready + c->cfg_depth;
	uint32_t n = 0;

	for (uint32_t x = 0; x < c->k->nblocks && n < c->cfg_depth; x++) {
		if (x == b)
			continue;
		int succ = 0;
		for (uint32_t s = 0; s < pb->nsucc && s < 2; s++)
			succ |= pb->succ[s] == x;
		if (!succ && !has_threads(c, x))
			continue;
		ready[n] = UINT64_MAX;
		for (uint32_t k = 0; k < c->cfg_n; k++)
			if (c->cfg_fifo[k] == x)
				ready[n] = c->cfg_ready[k];
		if (ready[n] == UINT64_MAX)
			ready[n] = config_fetch(c, x, c->now);
		fifo[n++] = x;
	}
	memcpy(c->cfg_fifo, fifo, n * sizeof *fifo);
	memcpy(c->cfg_ready, ready, n * sizeof *ready);
	c->cfg_n = n;
}

/* Switching the fabric to block b (paper §3.2): when the block's
 * configuration is in the FIFO and fetched, only "a reset signal is sent
 * to the nodes in the grid" and the BBS "feeds the configuration tokens
 * to the grid from its left perimeter. This process takes
 * 11 x sqrt(#nodes) and is performed twice"; otherwise the fetch is
 * waited for first. Returns the cycles. */
static uint64_t
reconfigure(SimCore *c, uint32_t b)
{
	uint64_t ready = UINT64_MAX;

	for (uint32_t k = 0; k < c->cfg_n; k++)
		if (c->cfg_fifo[k] == b)
			ready = c->cfg_ready[k];
	if (ready == UINT64_MAX)
		ready = config_fetch(c, b, c->now);
	else
		c->st->config_prefetched++;
	uint64_t wait = ready > c->now ? ready - c->now : 0;
	c->st->reconfig_fetch_cycles += wait;
	return wait + arch_vgiw_reconfig_cycles(c->a);
}

/* A tile's threads all waiting at block 0. */
static void
tile_begin(SimCore *c)
{
	uint32_t nb = c->k->nblocks;

	memset(c->cvt, 0, (size_t)nb * c->words * sizeof *c->cvt);
	memset(c->exited, 0, c->words * sizeof *c->exited);
	for (uint32_t t = 0; t < c->tile_threads; t++)
		c->cvt[t / 64] |= 1ull << (t % 64);
	for (uint64_t k = 0; k < c->tile_nctas; k++)
		c->cta_live[k] = c->cta_threads;
	memset(c->lv, 0, c->lv_rows * c->tile_threads * sizeof *c->lv);
	sim_image_tile(&c->im);
	c->exits = 0;
}

/* The tile's next step: with no block running, the choice of the next
 * block (and its reconfiguration) and the start of its execution; with
 * one, a cycle of the fabric (and, when the block is done, its
 * statistics and self-checks). -1 while threads are left, 0 when every
 * thread exited, 1 on an error. */
static int
tile_step(SimCore *c)
{
	uint32_t nb = c->k->nblocks;

	if (!c->in_block) {
		uint32_t b;
		uint64_t n = 0;

		for (b = 0; b < nb; b++)
			if ((n = take_threads(c, b)) != 0)
				break;
		if (b == nb) {
			if (c->exits == c->tile_threads)
				return 0;
			scheduler_deadlock(c);
			return 1;
		}
		VgiwSimBlockStats *bs = &c->st->blocks[b];
		if (b != c->block) {
			uint64_t rc = reconfigure(c, b);
			sim_trace_reconfig(c, c->block, b, c->now, rc);
			c->now += rc;
			c->st->reconfigs++;
			c->st->reconfig_cycles += rc;
			bs->reconfig_cycles += rc;
			sim_fabric_configure(c, b);
			if (c->error)
				return 1;
		}
		config_prefetch(c, b);
		c->blk = b;
		c->blk_n = n;
		c->blk_start = c->now;
		bs->executions++;
		sim_fabric_begin(c);
		sim_cosim_block(c, b);
		c->in_block = 1;
		return -1;
	}
	int r = sim_fabric_step(c, c->snap);
	if (r < 0)
		return -1;
	c->in_block = 0;

	uint32_t b = c->blk;
	uint64_t n = c->blk_n, start = c->blk_start;
	VgiwSimBlockStats *bs = &c->st->blocks[b];
	bs->cycles += c->now - start;
	sim_cosim_end(c, b, c->now - start);
	bs->latency_sum += c->block_latency;
	if (c->first_done != UINT64_MAX)
		bs->fill += c->first_done - start;
	bs->drain += c->now - c->last_inject;
	bs->threads += c->block_threads;
	bs->firings += c->block_firings;
	sim_trace_block(c, b, start, c->block_threads, c->block_firings);
	if (r)
		return 1;
	if (c->o.check) {
		if (c->block_threads != n || c->block_firings != n * c->nn) {
			diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "self-check: kernel '%s' "
			         "block %u: %" PRIu64 " threads sent, %" PRIu64 " ran, %"
			         PRIu64 " firings of %" PRIu64 " expected", c->k->name, b,
			         n, c->block_threads, c->block_firings, n * c->nn);
			c->error = 1;
			return 1;
		}
		for (uint64_t k = 0; k < (uint64_t)c->R * (c->nn + 1) * c->E; k++)
			if (c->have[k]) {
				diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "self-check: kernel "
				         "'%s' block %u: a token was left in a buffer",
				         c->k->name, b);
				c->error = 1;
				return 1;
			}
	}
	return -1;
}

static double
host_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Everything before the first tile: 0, or 1 after diagnostics. The
 * uncore: its own (u NULL) or a chip's at crossbar port `port`. */
static int
open_core(SimCore *c, const Arch *a, const ProgKernel *k, Launch *l,
          const SimOptions *o, VgiwSimStats *st, SimUncore *u, uint32_t port,
          DiagList *d)
{
	memset(st, 0, sizeof *st);
	st->kernel = xstrdup(k && k->name ? k->name : "?");
	if (!k) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no kernel to run");
		return 1;
	}
	c->a = a;
	c->k = k;
	c->l = l;
	c->st = st;
	c->d = d;
	c->block = PROG_NO_BLOCK;
	if (o)
		c->o = *o;
	else
		sim_options_init(&c->o);
	if (!c->o.deadlock_cycles)
		c->o.deadlock_cycles = 100000;
	c->E = a->vgiw.token_buffer.entries ? a->vgiw.token_buffer.entries : 1;
	for (int un = 0; un < UC_COUNT; un++)
		st->units[un] = arch_vgiw_units(a, (UnitClass)un);
	st->nblocks = k->nblocks;
	st->blocks = xcalloc(k->nblocks ? k->nblocks : 1, sizeof *st->blocks);
	for (uint32_t b = 0; b < k->nblocks; b++) {
		st->blocks[b].replicas = k->blocks[b].replicas ? k->blocks[b].replicas : 1;
		st->blocks[b].nodes = k->blocks[b].graph.nnodes;
		st->blocks[b].channels = st->blocks[b].replicas * c->E;
	}
	c->lv_linear = c->o.lv_layout == SIM_LV_LINEAR;
	c->cfg_depth = a->vgiw.reconfig.prefetch_depth;
	/* the FIFO and, behind it, its next contents */
	c->cfg_fifo = xcalloc(2 * (size_t)c->cfg_depth + 1, sizeof *c->cfg_fifo);
	c->cfg_ready = xcalloc(2 * (size_t)c->cfg_depth + 1, sizeof *c->cfg_ready);

	if (check_kernel(c, d) || !(c->param = sim_bind_params(c->k, c->l, d)))
		return 1;
	uint64_t cta_threads = launch_block_threads(l);
	if (cta_threads > a->vgiw.bbs.max_cta_threads) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a CTA of %" PRIu64 " threads is "
		         "more than the machine's %u (vgiw.bbs.max-cta-threads)",
		         cta_threads, a->vgiw.bbs.max_cta_threads);
		return 1;
	}
	c->cta_threads = (uint32_t)cta_threads;
	c->ctas = launch_cta_count(l);
	c->tile_ctas = vgiwsim_tile_ctas(a, k->nblocks, l);
	if (!c->tile_ctas) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the CVT (%u bits) cannot hold one "
		         "CTA of %" PRIu64 " threads for each of the kernel's %u blocks",
		         a->vgiw.cvt.bits, cta_threads, k->nblocks);
		return 1;
	}
	/* §3.4: spilling live values "is generally prevented by thread
	 * tiling": a tile's live values fit the LVC too, unless one CTA's
	 * cannot (then tiles of one CTA, which spill) */
	c->lv_rows = lv_rows(k);
	lv_slots(c);
	st->lv_bytes = c->lv_bytes;
	uint64_t lvc_ctas = vgiwsim_tile_ctas_lvc(a, c->lv_bytes, l);
	st->tile_limit = c->tile_ctas >= c->ctas ? VGIWSIM_TILE_LAUNCH : VGIWSIM_TILE_CVT;
	if (a->vgiw.bbs.tiling == ARCH_TILING_CVT) {
		/* §3.3's rule alone: the LVC spills to L2 when contended */
	} else if (!lvc_ctas) {
		c->tile_ctas = 1;
		st->tile_limit = VGIWSIM_TILE_LVC_OVERFLOW;
	} else if (lvc_ctas < c->tile_ctas) {
		c->tile_ctas = lvc_ctas;
		st->tile_limit = VGIWSIM_TILE_LVC;
	}
	st->threads = c->ctas * cta_threads;
	st->ctas = c->ctas;
	st->tile_ctas = c->tile_ctas;
	if (sim_image_init(&c->im, l, k, c->cta_threads, c->tile_ctas, d))
		return 1;
	if (c->im.shared_size > a->memory.shared.size) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' needs %" PRIu64 " bytes "
		         "of shared memory per CTA; the machine has %u (memory.shared.size)",
		         k->name, c->im.shared_size, a->memory.shared.size);
		return 1;
	}
	if (u)
		sim_mem_init_shared(&c->mem, a, &a->memory.l1, &a->vgiw.lvc,
		                    a->vgiw.core_mhz, u, port, &st->mem);
	else
		sim_mem_init(&c->mem, a, &a->memory.l1, &a->vgiw.lvc, a->vgiw.core_mhz,
		             &st->mem);

	uint64_t max_threads = c->tile_ctas * cta_threads;
	c->words = (uint32_t)((max_threads + 63) / 64);
	c->cvt = xcalloc((size_t)k->nblocks * c->words, sizeof *c->cvt);
	c->snap = xcalloc(c->words, sizeof *c->snap);
	c->exited = xcalloc(c->words, sizeof *c->exited);
	c->cta_live = xcalloc(c->tile_ctas, sizeof *c->cta_live);
	uint64_t lvn = c->lv_rows * max_threads;
	c->lv = xcalloc(lvn ? lvn : 1, sizeof *c->lv);
	c->lv_base = 0xf000000000000000ull;
	c->lv_shift = c->mem.lvc.line_shift > 2 ? c->mem.lvc.line_shift - 2 : 0;
	uint64_t units = 0;
	for (int un = 0; un < UC_COUNT; un++)
		units += st->units[un];
	/* one 64-bit configuration token per unit and pass (§3.2: the grid
	 * is configured in two passes of tokens) */
	uint64_t cfg_bytes = units * (a->vgiw.reconfig.passes ? a->vgiw.reconfig.passes : 1) * 8;
	c->cfg_lines = (uint32_t)((cfg_bytes + c->mem.u->line_bytes - 1) / c->mem.u->line_bytes);
	sim_cosim_kernel(c);
	return 0;
}

/* The tile of CTAs from first on: its geometry, counted and traced. */
static void
tile_set(SimCore *c, uint64_t first)
{
	c->tile_first_cta = first;
	c->tile_nctas = c->ctas - first < c->tile_ctas ? c->ctas - first : c->tile_ctas;
	c->tile_threads = (uint32_t)(c->tile_nctas * c->cta_threads);
	sim_cosim_tile(c);
	sim_trace_tile(c, c->st->tiles);
	c->st->tiles++;
}

/* After the last tile (rc: the run's): statistics completed, freed. */
static void
close_core(SimCore *c, VgiwSimStats *st, double t0)
{
	/* the kernel ends when its stores reached memory */
	st->cycles = c->now > sim_mem_drained(&c->mem) ? c->now : sim_mem_drained(&c->mem);
	st->wall_seconds = host_seconds() - t0;
	for (int u = 0; u < UC_COUNT; u++)
		st->firings_total += st->firings[u];
	st->stalls[VGIWSIM_STALL_MSHR] = st->mem.mshr_stalls;
	st->stalls[VGIWSIM_STALL_BANK] = st->mem.bank_stalls;
	free(c->param);
	free(c->cvt);
	free(c->snap);
	free(c->exited);
	free(c->cta_live);
	free(c->lv);
	free(c->lv_w);
	free(c->lv_off);
	free(c->cfg_fifo);
	free(c->cfg_ready);
	sim_fabric_free(c);
	if (c->mem.u)
		sim_mem_free(&c->mem);
	sim_image_free(&c->im);
}

/* ---- the model (include/vgiw/model.h) ---- */

static void *
vgiw_open(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
          const SimOptions *o, void *stats, const SimSeat *seat, DiagList *d)
{
	SimCore *c = xcalloc(1, sizeof *c);
	VgiwSimStats *st = stats;

	(void)p;
	c->take = seat->take ? seat->take : &c->own_take;
	c->t0 = host_seconds();
	if (open_core(c, a, k, l, o, st, seat->u, seat->port, d)) {
		if (c->k)
			close_core(c, st, c->t0);
		free(c);
		return NULL;
	}
	/* tiles no larger than the launch's share of one core, so that a
	 * launch of fewer CTAs than a tile holds still spreads over the chip
	 * (the windows stay sized for the full tile) */
	uint64_t share = (c->ctas + seat->ncores - 1) / seat->ncores;
	if (share && share < c->tile_ctas)
		c->tile_ctas = st->tile_ctas = share;
	sim_trace_begin(c);
	return c;
}

static uint64_t
vgiw_now(const void *core)
{
	return ((const SimCore *)core)->now;
}

static int
vgiw_step(void *core)
{
	SimCore *c = core;

	if (!c->in_tile) {
		/* the next tile of the launch, if any is left: whole CTAs, as
		 * many as the core's tile holds; a chip's counter is shared
		 * by its cores (sim_gate: docs/chip.md) */
		sim_gate();
		if (*c->take >= c->ctas)
			return 0;
		uint64_t first = *c->take;
		*c->take += c->tile_ctas;
		c->ran += c->ctas - first < c->tile_ctas ? c->ctas - first : c->tile_ctas;
		tile_set(c, first);
		tile_begin(c);
		c->in_tile = 1;
	}
	int r = tile_step(c);
	if (r == 0)
		c->in_tile = 0;
	if (r > 0 || c->error || c->stop)
		return 1;
	return -1;
}

static int
vgiw_close(void *core, int rc)
{
	SimCore *c = core;
	VgiwSimStats *st = c->st;

	rc = rc || c->error || c->stop;
	if (sim_trace_end(c))
		rc = 1;
	close_core(c, st, c->t0);
	/* what this core ran of the launch */
	st->ctas = c->ran;
	st->threads = c->ran * c->cta_threads;
	free(c);
	return rc;
}

static uint32_t
vgiw_chip_cores(const Arch *a)
{
	return a->chip.cores.vgiw;
}

static uint32_t
vgiw_core_mhz(const Arch *a)
{
	return a->vgiw.core_mhz;
}

static void
vgiw_totals(const void *stats, SimCoreTotals *t)
{
	const VgiwSimStats *s = stats;

	*t = (SimCoreTotals){ s->cycles, s->instructions, s->threads, s->ctas, &s->mem };
}

static int
vgiw_write_json(const void *st, FILE *out)
{
	return vgiwsim_write_stats_json(st, out);
}

static void
vgiw_print_summary(const void *st, FILE *out)
{
	vgiwsim_print_summary(st, out);
}

static void
vgiw_energy(const void *st, SimEnergy *e)
{
	vgiwsim_stats_energy(st, e);
}

static void
vgiw_stats_free(void *st)
{
	vgiwsim_stats_free(st);
}

const SimModel vgiwsim_model = {
	.name = "vgiw",
	.stats_size = sizeof(VgiwSimStats),
	.cosim = 1,
	.chip_cores = vgiw_chip_cores,
	.core_mhz = vgiw_core_mhz,
	.open = vgiw_open,
	.now = vgiw_now,
	.step = vgiw_step,
	.close = vgiw_close,
	.totals = vgiw_totals,
	.write_json = vgiw_write_json,
	.print_summary = vgiw_print_summary,
	.energy = vgiw_energy,
	.stats_free = vgiw_stats_free,
};
