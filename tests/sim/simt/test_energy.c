/* The energy of a tiny SIMT run (docs/energy.md) computed by hand: one
 * warp of 32 threads runs 4 integer adds, one float add and the exit, so
 * the counters are known from the program and the energy from them and
 * the default table; static power, when given, is mW x cycles / MHz. */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "simt_build.h"

static Kern *
tiny(void)
{
	Kern *c = kern_new(2);

	for (int i = 0; i < 4; i++)
		ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ins(c, OP_FADD, IT_F32, 1, 0, 2, R(1, IT_F32), IMM(0x3f800000, IT_F32));
	ex(c);
	return c;
}

static void
run(const char *ov, SimtSimStats *st, SimEnergy *e)
{
	Launch l;
	DiagList d = { 0 };
	Kern *c = tiny();

	launch_init(&l);
	l.grid[0] = 1;
	l.block[0] = 32;
	int rc = run_kern(c, &l, st, &d, ov, NULL);
	if (rc)
		diag_print(&d, stderr);
	assert_int_equal(rc, 0);
	simtsim_stats_energy(st, e);
	launch_free(&l);
	diag_free(&d);
	free(c);
}

static void
test_tiny(void **state)
{
	(void)state;
	SimtSimStats st;
	SimEnergy e;

	run(NULL, &st, &e);
	/* the counters the program implies */
	assert_int_equal(st.warp_instructions, 6);
	assert_int_equal(st.lat_lanes[LAT_INT], 4 * 32);
	assert_int_equal(st.lat_lanes[LAT_FP], 32);
	assert_int_equal(st.lat_lanes[LAT_CTRL], 32);
	assert_int_equal(st.reg_reads, 5);
	assert_int_equal(st.reg_writes, 5);
	assert_int_equal(st.mem.l1_accesses + st.mem.l2_accesses +
	                 st.mem.dram_read_bytes + st.mem.dram_write_bytes, 0);
	/* the default table: int 89 fJ, fp 800, ctrl 89, register read and
	 * write 4444 per 32-bit word, fetch 8889 per warp instruction */
	assert_float_equal(e.pj[SIM_E_INT], 128 * 0.089, 1e-9);
	assert_float_equal(e.pj[SIM_E_FP], 32 * 0.800, 1e-9);
	assert_float_equal(e.pj[SIM_E_CTRL], 32 * 0.089, 1e-9);
	assert_float_equal(e.pj[SIM_E_RF], 2 * 5 * 32 * 4.444, 1e-9);
	assert_float_equal(e.pj[SIM_E_FETCH], 6 * 8.889, 1e-9);
	assert_float_equal(e.pj[SIM_E_STATIC], 0, 0);
	double want = 128 * 0.089 + 32 * 0.800 + 32 * 0.089 + 320 * 4.444 +
	              6 * 8.889;
	assert_float_equal(e.total, want, 1e-9);
	assert_float_equal(e.per_thread, want / 32, 1e-9);
	uint64_t cycles = st.cycles;
	simtsim_stats_free(&st);

	/* 700 mW at the default 700 MHz: 1 nJ a cycle, nothing else moves */
	run("energy.static.simt-mw=700", &st, &e);
	assert_int_equal(st.cycles, cycles);
	assert_float_equal(e.pj[SIM_E_STATIC], 1000.0 * (double)cycles, 1e-6);
	assert_float_equal(e.total, want + 1000.0 * (double)cycles, 1e-6);
	simtsim_stats_free(&st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tiny),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
