/* The energy model (sim/mem/energy.c, docs/energy.md) on counts chosen by
 * hand: every component is its count times its table entry, control and
 * split/join share ctrl, memory and live-value operations cost nothing as
 * operations, static power is mW x cycles / MHz, and a chip's sum adds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "vgiw/simmem.h"

static void
table(SimMemStats *m)
{
	memset(m, 0, sizeof *m);
	for (int i = 0; i < ARCH_EOP_COUNT; i++)
		m->energy.op[i] = 1000u * (uint32_t)(i + 1);   /* 1 .. 8 pJ */
	m->energy.rf.read = 100, m->energy.rf.write = 200;
	m->energy.fetch = 300;
	m->energy.lvc = 400, m->energy.cvt = 500;
	m->energy.tb.write = 600, m->energy.tb.read = 700;
	m->energy.hop = 800, m->energy.config = 900;
	m->energy.cache.l1 = 1100, m->energy.cache.shared = 1200;
	m->energy.cache.l2 = 1300, m->energy.dram_byte = 1400;
	m->energy.static_mw.simt = 50;
	m->core_mhz = 500;
}

static void
test_components(void **state)
{
	(void)state;
	SimMemStats m;
	SimEnergy e;
	SimEnergyCounts c = { 0 };

	table(&m);
	c.ops[LAT_INT] = 10;    /* 10 x 1 pJ */
	c.ops[LAT_IMUL] = 1;    /* 2 */
	c.ops[LAT_FP] = 2;      /* 6 */
	c.ops[LAT_FMA] = 3;     /* 12 */
	c.ops[LAT_IDIV] = 1;    /* 5 */
	c.ops[LAT_FDIV] = 1;    /* 6 */
	c.ops[LAT_SFU] = 1;     /* 7 */
	c.ops[LAT_CTRL] = 1;    /* 8 */
	c.ops[LAT_SJ] = 2;      /* 16, as control */
	c.ops[LAT_MEM] = 99;    /* priced by the caches, not here */
	c.ops[LAT_LV] = 99;
	c.ops[LAT_NONE] = 99;
	c.rf_reads = 10, c.rf_writes = 5;       /* 1 + 1 */
	c.fetches = 10;                          /* 3 */
	m.lvc_reads = 6, m.lvc_writes = 4;       /* 4 */
	c.cvt_accesses = 2;                      /* 1 */
	c.tb_writes = 10, c.tb_reads = 20;       /* 6 + 14 */
	c.hops = 5;                              /* 4 */
	c.config_words = 10;                     /* 9 */
	m.l1_accesses = 10;                      /* 11 */
	m.shared_accesses = 5;                   /* 6 */
	m.l2_accesses = 10;                      /* 13 */
	m.dram_read_bytes = 10, m.dram_write_bytes = 5;  /* 21 */
	c.cycles = 1000, c.static_mw = 50;       /* 50 mW x 2 us = 100 nJ */
	c.threads = 4;
	sim_energy_compute(&m, &c, &e);

	static const double want[SIM_E_COUNT] = {
		[SIM_E_INT] = 10, [SIM_E_IMUL] = 2, [SIM_E_FP] = 6, [SIM_E_FMA] = 12,
		[SIM_E_IDIV] = 5, [SIM_E_FDIV] = 6, [SIM_E_SFU] = 7,
		[SIM_E_CTRL] = 8 + 16, [SIM_E_RF] = 2, [SIM_E_FETCH] = 3,
		[SIM_E_LVC] = 4, [SIM_E_CVT] = 1, [SIM_E_TOKEN] = 20,
		[SIM_E_NETWORK] = 4, [SIM_E_CONFIG] = 9, [SIM_E_L1] = 11,
		[SIM_E_SHARED] = 6, [SIM_E_L2] = 13, [SIM_E_DRAM] = 21,
		[SIM_E_STATIC] = 100000,
	};
	double sum = 0;
	for (int p = 0; p < SIM_E_COUNT; p++) {
		assert_float_equal(e.pj[p], want[p], 1e-9);
		sum += want[p];
	}
	assert_float_equal(e.total, sum, 1e-9);
	assert_float_equal(e.per_thread, sum / 4, 1e-9);

	/* a chip: two such cores */
	SimEnergy chip = { 0 };
	sim_energy_add(&chip, &e);
	sim_energy_add(&chip, &e);
	assert_float_equal(chip.total, 2 * sum, 1e-9);
	assert_float_equal(chip.pj[SIM_E_DRAM], 42, 1e-9);
	assert_int_equal(chip.threads, 8);
	assert_float_equal(chip.per_thread, sum / 4, 1e-9);
}

/* No clock (a stats object never initialised): no static energy, no
 * division by zero; no threads: no per-thread figure. */
static void
test_empty(void **state)
{
	(void)state;
	SimMemStats m;
	SimEnergy e;
	SimEnergyCounts c = { .cycles = 100, .static_mw = 10 };

	table(&m);
	m.core_mhz = 0;
	sim_energy_compute(&m, &c, &e);
	assert_float_equal(e.total, 0, 0);
	assert_float_equal(e.per_thread, 0, 0);
}

/* The default table is the one docs/energy.md lists (a few entries). */
static void
test_default_table(void **state)
{
	(void)state;
	Arch *a = arch_default();
	uint32_t v;

	assert_int_equal(arch_get(a, "energy.op.int", &v), 0);
	assert_int_equal(v, 89);
	assert_int_equal(arch_get(a, "energy.register-file.read", &v), 0);
	assert_int_equal(v, 4444);
	assert_int_equal(arch_get(a, "energy.dram.byte", &v), 0);
	assert_int_equal(v, 160000);
	/* sim_mem_init copies the table and the clock */
	SimMemStats st;
	SimMem mem;
	memset(&st, 0, sizeof st);
	sim_mem_init(&mem, a, &a->simt.l1d, NULL, a->simt.core_mhz, &st);
	assert_int_equal(st.energy.op[ARCH_EOP_FMA], a->energy.op[ARCH_EOP_FMA]);
	assert_int_equal(st.core_mhz, a->simt.core_mhz);
	sim_mem_free(&mem);
	arch_free(a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_components),
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_default_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
