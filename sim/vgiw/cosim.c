/* The co-simulation log of vgiwsim --cosim (docs/rtl.md): the launch's
 * environment (parameters, symbols, geometry, the sizes of the CTA's
 * shared block and the thread's local frame, the initial bytes of the
 * launch's regions and of the const window) that a testbench needs to run
 * the same kernel, and per block execution its thread vector, every load,
 * store, live-value write, CVT write and exit with its cycle relative to
 * the execution's start (one cycle's accesses in the order they were
 * served), and its cycles. */
#include <inttypes.h>
#include <stdio.h>

#include "sim_int.h"

static void
hex_bytes(FILE *f, const uint8_t *p, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++)
		fprintf(f, "%02x", p[i]);
}

/* A region's address and size, then its bytes 64 to a record. */
static void
region(FILE *f, uint64_t addr, const uint8_t *data, uint64_t size)
{
	fprintf(f, "region %016" PRIx64 " %" PRIu64 "\n", addr, size);
	for (uint64_t o = 0; o < size; o += 64) {
		fprintf(f, "mem %016" PRIx64 " ", addr + o);
		hex_bytes(f, data + o, size - o < 64 ? size - o : 64);
		fputc('\n', f);
	}
}

void
sim_cosim_kernel(SimCore *c)
{
	FILE *f = c->o.cosim;
	const Launch *l = c->l;

	if (!f)
		return;
	fprintf(f, "cosim 2 kernel %s\n", c->k->name);
	fprintf(f, "geom %u %u %u %u %u %u\n", l->grid[0], l->grid[1], l->grid[2],
	        l->block[0], l->block[1], l->block[2]);
	for (uint32_t i = 0; i < c->k->nparams; i++)
		fprintf(f, "param %u %016" PRIx64 "\n", i, c->param[i]);
	for (uint32_t s = 1; s <= c->k->nsymbols; s++)
		fprintf(f, "sym %u %016" PRIx64 "\n", s, c->im.sym_addr[s]);
	/* sim_image_ptr's per-tile windows: zeros at each tile */
	fprintf(f, "window shared %" PRIu64 "\n", c->im.shared_size);
	fprintf(f, "window local %" PRIu64 "\n", c->im.local_bytes);
	for (uint32_t r = 0; r < l->nregions; r++)
		region(f, l->regions[r].addr, l->regions[r].data, l->regions[r].size);
	if (c->im.cnst_size)
		region(f, LAUNCH_CONST_BASE, c->im.cnst, c->im.cnst_size);
}

void
sim_cosim_tile(SimCore *c)
{
	if (c->o.cosim)
		fprintf(c->o.cosim, "tile %" PRIu64 " %" PRIu64 " %u\n",
		        c->tile_first_cta, c->tile_nctas, c->tile_threads);
}

void
sim_cosim_block(SimCore *c, uint32_t b)
{
	FILE *f = c->o.cosim;

	if (!f)
		return;
	fprintf(f, "blk %u %u", b, c->words);
	for (uint32_t w = 0; w < c->words; w++)
		fprintf(f, " %" PRIx64, c->snap[w]);
	fputc('\n', f);
}

void
sim_cosim_end(SimCore *c, uint32_t b, uint64_t cycles)
{
	if (c->o.cosim)
		fprintf(c->o.cosim, "end %u %" PRIu64 "\n", b, cycles);
}

void
sim_cosim_mem(SimCore *c, int kind, uint32_t tl, uint64_t addr, const uint8_t *p,
              uint32_t size)
{
	FILE *f = c->o.cosim;

	fprintf(f, "%s %" PRIu64 " %u %016" PRIx64 " ", kind == SIM_READ ? "ld" :
	        kind == SIM_WRITE ? "st" : "atom", c->now - c->blk_start, tl, addr);
	hex_bytes(f, p, size);
	fputc('\n', f);
}

void
sim_cosim_lv(SimCore *c, uint32_t tl, uint64_t id, uint64_t v)
{
	fprintf(c->o.cosim, "lv %" PRIu64 " %u %" PRIu64 " %016" PRIx64 "\n",
	        c->now - c->blk_start, tl, id, v);
}

void
sim_cosim_branch(SimCore *c, uint32_t tl, uint32_t to)
{
	fprintf(c->o.cosim, "br %" PRIu64 " %u %u\n", c->now - c->blk_start, tl, to);
}

void
sim_cosim_exit(SimCore *c, uint32_t tl)
{
	fprintf(c->o.cosim, "exit %" PRIu64 " %u\n", c->now - c->blk_start, tl);
}
