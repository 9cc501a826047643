/* DRAM banks and rows (memory.dram.scheduler=fr-fcfs, sim/mem/dram.c):
 * the GDDR5 timings of the default arch in core cycles of a 1400 MHz core
 * on the 924 MHz DRAM, one core with the whole uncore (share 1): tCL,
 * tRCD, tRP 12 -> 19, tRAS 28 -> 43, tRRD 6 -> 10, a 128-byte line 4 DRAM
 * clocks -> 7. Lines interleave over the 6 channels; a channel's lines
 * fill a 4096-byte row (32 lines) of one bank, then the next bank. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "mem_int.h"

enum { CL = 19, RCD = 19, RP = 19, RAS = 43, RRD = 10, XFER = 7 };
/* line of channel 0 at local line k: row k / 512, bank k / 32 % 16 */
#define LINE(k) (6 * (uint64_t)(k))

typedef struct {
	Arch *a;
	SimMem m;
	SimMemStats st;
} Fix;

static void
fix_init(Fix *f, uint32_t sched, uint32_t cores)
{
	memset(f, 0, sizeof *f);
	f->a = arch_default();
	f->a->memory.dram.scheduler = sched;
	f->a->memory.share.cores = cores;
	f->a->memory.l1.mshrs = 4096;
	sim_mem_init(&f->m, f->a, &f->a->memory.l1, NULL, 1400, &f->st);
}

static void
fix_free(Fix *f)
{
	sim_mem_free(&f->m);
	arch_free(f->a);
}

static uint64_t
rd(Fix *f, uint64_t line, uint64_t t)
{
	return sim_dram_access(f->m.u->dram, line, 0, t, &f->st);
}

/* A closed bank's miss pays tRCD + tCL before its transfer, a hit in the
 * open row tCL, a conflict tRP + tRCD + tCL once tRAS has passed. */
static void
test_row_timing(void **state)
{
	(void)state;
	Fix f;

	fix_init(&f, ARCH_DRAM_FRFCFS, 1);
	assert_non_null(f.m.u->dram);
	assert_int_equal(rd(&f, LINE(0), 100), 100 + RCD + CL + XFER);
	assert_int_equal(rd(&f, LINE(1), 1000), 1000 + CL + XFER);
	assert_int_equal(rd(&f, LINE(512), 2000), 2000 + RP + RCD + CL + XFER);
	assert_int_equal(f.st.dram_row_hits, 1);
	assert_int_equal(f.st.dram_row_misses, 2);
	fix_free(&f);
}

/* Requests timed out of order, as accesses issued in one step are: a row
 * hit that reaches its bank before the precharge an earlier-timed miss
 * scheduled is served in the old row, before that miss (row hits first);
 * a hit issued after another bank's miss takes the bus before the miss's
 * data; two activations in one channel are tRRD apart. */
static void
test_row_hits_first(void **state)
{
	(void)state;
	Fix f;

	fix_init(&f, ARCH_DRAM_FRFCFS, 1);
	uint64_t a = rd(&f, LINE(0), 0);                /* opens row 0 */
	uint64_t conflict = rd(&f, LINE(512), 10);      /* closes it at tRAS */
	assert_int_equal(conflict, RAS + RP + RCD + CL + XFER);
	uint64_t late = rd(&f, LINE(1), 20);            /* row 0, before RAS */
	assert_int_equal(late, a + XFER);               /* right after a's data */
	assert_true(late < conflict);
	assert_int_equal(f.st.dram_row_hits, 1);
	/* bank 1 is closed: its miss waits tRCD + tCL for the bus; a hit in
	 * bank 0's open row (now row 1) issued a cycle later passes it */
	uint64_t miss = rd(&f, LINE(32), 200);
	uint64_t hit = rd(&f, LINE(513), 201);
	assert_int_equal(miss, 200 + RCD + CL + XFER);
	assert_int_equal(hit, 201 + CL + XFER);
	/* banks 2 and 3 activated at once: the second a tRRD later */
	uint64_t b2 = rd(&f, LINE(64), 500), b3 = rd(&f, LINE(96), 500);
	assert_int_equal(b2, 500 + RCD + CL + XFER);
	assert_int_equal(b3, b2 + RRD);
	fix_free(&f);
}

/* A stream of reads of consecutive lines, issued faster than DRAM serves
 * them: 31 of 32 are row hits and the channels' bandwidth is what the
 * occupancy model gives (test_simmem's test_dram_share), to 2%, for one
 * core with the whole uncore and with its 1/15 share. */
static void
test_stream_bandwidth(void **state)
{
	(void)state;
	for (uint32_t cores = 1; cores <= 15; cores += 14) {
		Fix f;
		uint64_t last = 0, n = 24000;

		fix_init(&f, ARCH_DRAM_FRFCFS, cores);
		for (uint64_t i = 0; i < n; i++) {
			uint64_t t = sim_mem_global(&f.m, 0x100000 + i * 128, SIM_READ, i / 8);
			last = t > last ? t : last;
		}
		double bw = (double)f.st.dram_read_bytes / (double)last;
		double doc = f.st.dram_bytes_per_cycle;
		assert_int_equal(f.st.dram_row_hits + f.st.dram_row_misses, n);
		assert_true(f.st.dram_row_misses <= n / 32 + 6);
		assert_true(fabs(bw - doc) / doc < 0.02);
		fix_free(&f);
	}
}

/* The statistics name the rows only when the DRAM has them. */
static void
test_rows_json(void **state)
{
	(void)state;
	for (int occ = 0; occ < 2; occ++) {
		Fix f;
		char *buf = NULL;
		size_t len = 0;

		fix_init(&f, occ ? ARCH_DRAM_OCCUPANCY : ARCH_DRAM_FRFCFS, 15);
		assert_int_equal(f.m.u->dram == NULL, occ);
		sim_mem_global(&f.m, 0x100000, SIM_READ, 0);
		FILE *out = open_memstream(&buf, &len);
		sim_mem_json_rows(out, &f.st);
		fclose(out);
		if (occ)
			assert_int_equal(len, 0);
		else
			assert_string_equal(buf, "  \"dram_rows\": { \"hits\": 0, \"misses\": 1 },\n");
		free(buf);
		fix_free(&f);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_row_timing),
		cmocka_unit_test(test_row_hits_first),
		cmocka_unit_test(test_stream_bandwidth),
		cmocka_unit_test(test_rows_json),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
