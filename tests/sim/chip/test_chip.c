/* The chip's uncore (docs/chip.md) on its own: cores share the L2, DRAM
 * channels and crossbar ports, so two misses to one channel at one cycle
 * finish apart while misses to two channels do not; a port reserved late
 * for a late cycle does not delay an earlier packet; the chip's L2 has
 * channels x banks-per-channel banks and every core the whole bandwidth
 * (memory.share.cores does not apply). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "vgiw/simmem.h"

#define LINE 128ull
#define BASE 0x100000000ull

typedef struct {
	Arch *a;
	SimUncore u;
	SimMem m[2];
	SimMemStats st[2];
} Chip;

static void
chip_open(Chip *c)
{
	memset(c, 0, sizeof *c);
	c->a = arch_default();
	c->a->chip.cores.simt = 2;
	sim_uncore_init_chip(&c->u, c->a, c->a->simt.core_mhz, 2);
	for (uint32_t i = 0; i < 2; i++)
		sim_mem_init_shared(&c->m[i], c->a, &c->a->simt.l1d, NULL,
		                    c->a->simt.core_mhz, &c->u, i, &c->st[i]);
}

static void
chip_close(Chip *c)
{
	for (uint32_t i = 0; i < 2; i++)
		sim_mem_free(&c->m[i]);
	sim_uncore_free(&c->u);
	arch_free(c->a);
}

static void
test_geometry(void **state)
{
	(void)state;
	Chip c;

	chip_open(&c);
	assert_int_equal(c.u.l2.banks, c.a->memory.dram.channels *
	                 c.a->chip.l2_banks_per_channel);
	assert_int_equal(c.u.nchan, c.a->memory.dram.channels);
	assert_int_equal(c.st[0].share_cores, 1);
	/* one L2 cycle per access, not memory.share.cores of them */
	assert_int_equal(c.u.l2_occupy, c.u.l2_cycle);
	assert_true(c.a->memory.share.cores > 1);
	chip_close(&c);
}

/* A lone miss, and the same miss from two cores at once to one channel
 * (lines nchan apart) and to two channels (adjacent lines). */
static void
test_contention(void **state)
{
	(void)state;
	Chip c;

	chip_open(&c);
	uint64_t lone = sim_mem_global(&c.m[0], BASE, SIM_READ, 0);
	assert_int_equal(c.st[0].xbar_packets, 2);   /* request, reply */
	chip_close(&c);

	chip_open(&c);
	uint64_t a0 = sim_mem_global(&c.m[0], BASE, SIM_READ, 0);
	uint64_t a1 = sim_mem_global(&c.m[1], BASE + LINE, SIM_READ, 0);
	assert_int_equal(a0, lone);
	assert_int_equal(a1, lone);
	chip_close(&c);

	chip_open(&c);
	uint64_t nchan = c.u.nchan;
	uint64_t b0 = sim_mem_global(&c.m[0], BASE, SIM_READ, 0);
	uint64_t b1 = sim_mem_global(&c.m[1], BASE + nchan * LINE, SIM_READ, 0);
	assert_int_equal(b0, lone);
	/* the second waits for the channel's input port, its L2 bank or DRAM
	 * channel, or its output port: later, by at least one flit */
	assert_true(b1 > lone);
	chip_close(&c);
}

/* Replies are reserved when their access issues: a reply reserved for a
 * late cycle must not hold the port for an earlier one. */
static void
test_port_calendar(void **state)
{
	(void)state;
	Chip c;

	chip_open(&c);
	uint64_t nchan = c.u.nchan;
	uint64_t x = BASE + nchan * LINE * 200, y = BASE + nchan * LINE * 100;
	/* core 0 brings y into L2 */
	uint64_t t = sim_mem_global(&c.m[0], y, SIM_READ, 0) + 10000;
	/* core 0 misses on x (its reply, through channel 0's output port, is
	 * reserved for when DRAM delivers); then core 1 reads y, an L2 hit on
	 * the same channel: its reply comes first, not behind core 0's */
	uint64_t late = sim_mem_global(&c.m[0], x, SIM_READ, t);
	uint64_t hit = sim_mem_global(&c.m[1], y, SIM_READ, t + 1);
	assert_int_equal(c.st[1].l2_hits, 1);
	assert_true(hit < late);
	chip_close(&c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_geometry),
		cmocka_unit_test(test_contention),
		cmocka_unit_test(test_port_calendar),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
