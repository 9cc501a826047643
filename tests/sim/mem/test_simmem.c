/* The simulators' shared layer (sim/mem) on its own: cache hit and miss
 * counts on known access patterns, the memory hierarchy's latencies, and
 * the semantics of compute operations in their corner cases, and the
 * memory image's bounds: exact, and per allocation for tagged pointers. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "vgiw/simmem.h"

static void
test_l1_pattern(void **state)
{
	(void)state;
	Arch *a = arch_default();
	SimMemStats st;
	SimMem m;

	memset(&st, 0, sizeof st);
	sim_mem_init(&m, a, &a->memory.l1, &a->vgiw.lvc, a->vgiw.core_mhz, &st);
	/* 32 words of one line: one miss, then hits (waiting for the fill) */
	uint64_t t0 = sim_mem_global(&m, 0x100000000ull, SIM_READ, 0);
	assert_true(t0 >= a->memory.l1.latency + m.u->l2_latency + m.u->dram_latency);
	for (uint64_t k = 1; k < 32; k++) {
		uint64_t t = sim_mem_global(&m, 0x100000000ull + 4 * k, SIM_READ, 1 + k);
		assert_true(t >= t0);
	}
	assert_int_equal(st.l1_accesses, 32);
	assert_int_equal(st.l1_hits, 31);
	assert_int_equal(st.l2_accesses, 1);
	assert_int_equal(st.l2_hits, 0);
	assert_int_equal(st.dram_read_bytes, 128);
	/* a hit long after the fill costs the L1 latency alone */
	assert_int_equal(sim_mem_global(&m, 0x100000000ull, SIM_READ, 100000),
	                 100000 + a->memory.l1.latency);

	/* 1024 lines (128 KB) streamed twice through a 64 KB L1: every access
	 * misses L1 (LRU), the second pass hits L2 */
	memset(&st, 0, sizeof st);
	uint64_t now = 200000;
	for (int pass = 0; pass < 2; pass++)
		for (uint64_t k = 0; k < 1024; k++)
			now = sim_mem_global(&m, 0x200000000ull + 128 * k, SIM_READ, now);
	assert_int_equal(st.l1_accesses, 2048);
	assert_int_equal(st.l1_hits, 0);
	assert_int_equal(st.l2_accesses, 2048);
	assert_int_equal(st.l2_hits, 1024);
	assert_false(sim_cache_probe(&m.l1, 0x200000000ull));
	assert_true(sim_cache_probe(&m.l1, 0x200000000ull + 128 * 1023));

	/* write-back: dirty lines written to L2 when evicted */
	memset(&st, 0, sizeof st);
	for (uint64_t k = 0; k < 1024; k++)
		now = sim_mem_global(&m, 0x300000000ull + 128 * k, SIM_WRITE, now);
	assert_int_equal(m.l1.writebacks, 1024 - 512);

	/* write-back, write-allocate: a write miss fetches its line, but the
	 * writer is done when the L1 has the write; a read of the line waits
	 * for the fill, a second write does not */
	now += 100000;
	uint64_t w0 = sim_mem_global(&m, 0x280000000ull, SIM_WRITE, now);
	assert_int_equal(w0, now + a->memory.l1.latency);
	uint64_t r0 = sim_mem_global(&m, 0x280000000ull + 4, SIM_READ, now + 1);
	assert_true(r0 >= now + a->memory.l1.latency + m.u->l2_latency + m.u->dram_latency);
	assert_int_equal(sim_mem_global(&m, 0x280000000ull + 8, SIM_WRITE, now + 2),
	                 now + 2 + a->memory.l1.latency);
	sim_mem_free(&m);
	arch_free(a);
}

/* Five lines 16 KB apart: one set of a linearly indexed 32-set L1, which
 * its 4 ways cannot hold (LRU: the second pass misses every line); the
 * Fermi index spreads them by address bits 14 and 15 (bit 16 is not in
 * it: lines 0 and 4 share a set, which holds both). */
static void
test_fermi_index(void **state)
{
	(void)state;
	Arch *a = arch_default();
	ArchCache l1 = a->simt.l1d;
	SimMemStats st;
	SimMem m;

	assert_int_equal(l1.size / (l1.line * l1.ways), 32);
	for (int fermi = 0; fermi < 2; fermi++) {
		l1.index = fermi ? ARCH_INDEX_FERMI : ARCH_INDEX_LINEAR;
		memset(&st, 0, sizeof st);
		sim_mem_init(&m, a, &l1, NULL, a->simt.core_mhz, &st);
		uint64_t now = 0;
		for (int pass = 0; pass < 2; pass++)
			for (uint64_t j = 0; j < 5; j++)
				now = sim_mem_global(&m, 0x100000000ull + j * 16384, SIM_READ, now) + 1;
		assert_int_equal(st.l1_accesses, 10);
		assert_int_equal(st.l1_hits, fermi ? 5 : 0);
		sim_mem_free(&m);
	}
	arch_free(a);
}

static void
test_lvc_and_shared(void **state)
{
	(void)state;
	Arch *a = arch_default();
	SimMemStats st;
	SimMem m;

	memset(&st, 0, sizeof st);
	sim_mem_init(&m, a, &a->memory.l1, &a->vgiw.lvc, a->vgiw.core_mhz, &st);
	/* 64 threads write one live value (8 bytes each: 4 lines), then read it */
	uint32_t hint = 0;
	for (uint64_t t = 0; t < 64; t++)
		sim_mem_lvc(&m, 0xf000000000000000ull + 8 * t, 1, t, &hint);
	for (uint64_t t = 0; t < 64; t++)
		sim_mem_lvc(&m, 0xf000000000000000ull + 8 * t, 0, 1000 + t, &hint);
	assert_int_equal(st.lvc_writes, 64);
	assert_int_equal(st.lvc_reads, 64);
	assert_int_equal(st.lvc_hits, 128 - 4);
	assert_int_equal(st.lvc_spills, 0);

	/* shared memory: two accesses to one bank in a cycle conflict */
	uint64_t t1 = sim_mem_shared(&m, LAUNCH_SHARED_BASE, SIM_READ, 10);
	uint64_t t2 = sim_mem_shared(&m, LAUNCH_SHARED_BASE + 4 * 32, SIM_READ, 10);
	uint64_t t3 = sim_mem_shared(&m, LAUNCH_SHARED_BASE + 4, SIM_READ, 10);
	assert_int_equal(t1, 10 + a->memory.shared.latency);
	assert_int_equal(t2, t1 + 1);
	assert_int_equal(t3, t1);
	assert_int_equal(st.shared_conflicts, 1);
	sim_mem_free(&m);
	arch_free(a);
}

static uint64_t
eval2(VgiwOp op, IsaType t, IsaType tin, int64_t imm, uint64_t x, uint64_t y)
{
	DfgNode nd;
	uint64_t v[3] = { x, y, 0 };

	memset(&nd, 0, sizeof nd);
	nd.op = (uint16_t)op;
	nd.type = (uint8_t)t;
	nd.imm = imm;
	nd.nin = 2;
	nd.in[0].kind = nd.in[1].kind = DIN_NODE;
	nd.in[0].type = nd.in[1].type = (uint8_t)tin;
	return sim_eval(&nd, v);
}

static uint64_t
fbits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static void
test_semantics(void **state)
{
	(void)state;
	/* narrow integers wrap and stay zero-extended */
	assert_int_equal(eval2(OP_IADD, IT_I8, IT_I8, 0, 200, 100), 44);
	assert_int_equal(eval2(OP_ISUB, IT_I32, IT_I32, 0, 0, 1), 0xffffffffu);
	/* signed compares read the operand width */
	assert_int_equal(eval2(OP_ICMP, IT_I1, IT_I8, ISA_ICMP_SLT, 0xff, 0), 1);
	assert_int_equal(eval2(OP_ICMP, IT_I1, IT_I8, ISA_ICMP_ULT, 0xff, 0), 0);
	assert_int_equal(eval2(OP_SEXT, IT_I32, IT_I16, 0, 0x8000, 0), 0xffff8000u);
	assert_int_equal(eval2(OP_ASHR, IT_I32, IT_I32, 0, 0x80000000u, 4), 0xf8000000u);
	assert_int_equal(eval2(OP_SHL, IT_I32, IT_I32, 0, 1, 40), 0);
	/* division corner cases are defined */
	assert_int_equal(eval2(OP_UDIV, IT_I32, IT_I32, 0, 7, 0), 0xffffffffu);
	assert_int_equal(eval2(OP_SDIV, IT_I32, IT_I32, 0, 0x80000000u, 0xffffffffu),
	                 0x80000000u);
	assert_int_equal(eval2(OP_SREM, IT_I32, IT_I32, 0, (uint32_t)-7, 2),
	                 (uint32_t)-1);
	assert_int_equal(eval2(OP_MULHI, IT_I32, IT_I32, 1, 0xffffffffu, 0xffffffffu),
	                 0xfffffffeu);
	assert_int_equal(eval2(OP_MULHI, IT_I64, IT_I64, 0, (uint64_t)-1, (uint64_t)-1), 0);
	assert_int_equal(eval2(OP_MULHI, IT_I64, IT_I64, 1, 1ull << 63, 4), 2);
	assert_int_equal(eval2(OP_MUL24, IT_I32, IT_I32, 0, 0xffffff, 2), (uint32_t)-2);
	/* floats in their own precision */
	assert_int_equal(eval2(OP_FADD, IT_F32, IT_F32, 0, fbits(0.1f), fbits(0.2f)),
	                 fbits(0.1f + 0.2f));
	assert_int_equal(eval2(OP_FCMP, IT_I1, IT_F32, ISA_FCMP_UNO, fbits(NAN), 0), 1);
	assert_int_equal(eval2(OP_FCMP, IT_I1, IT_F32, ISA_FCMP_OLT, fbits(NAN), 0), 0);
	assert_int_equal(eval2(OP_FPTOSI, IT_I32, IT_F32, 0, fbits(3e10f), 0), 0x7fffffffu);
	assert_int_equal(eval2(OP_FPTOSI, IT_I32, IT_F32, 0, fbits(-2.5f), 0), (uint32_t)-2);
	assert_int_equal(eval2(OP_FPTOUI, IT_I32, IT_F32, 0, fbits(NAN), 0), 0);
	assert_int_equal(eval2(OP_SITOFP, IT_F32, IT_I1, 0, 1, 0), fbits(-1.0f));
	/* atomics */
	assert_int_equal(sim_atomic_op(ISA_ATOM_INC, IT_I32, 5, 5), 0);
	assert_int_equal(sim_atomic_op(ISA_ATOM_INC, IT_I32, 4, 5), 5);
	assert_int_equal(sim_atomic_op(ISA_ATOM_DEC, IT_I32, 0, 9), 9);
	assert_int_equal(sim_atomic_op(ISA_ATOM_MIN, IT_I32, 3, (uint32_t)-1), 0xffffffffu);
	assert_int_equal(sim_atomic_op(ISA_ATOM_FADD, IT_F32, fbits(1.5f), fbits(2.0f)),
	                 fbits(3.5f));
}

/* One core's share of DRAM (memory.share.cores): a stream of reads of
 * distinct lines, issued faster than DRAM serves them and with MSHRs
 * enough that only the channels bind, moves bytes at the documented
 * share: 6 channels x 128 B per ceil(4 DRAM clocks x 1400 / 924 x 15) =
 * 91 core cycles = 8.44 B per cycle (110 B with the whole chip). */
static void
test_dram_share(void **state)
{
	(void)state;
	for (uint32_t cores = 1; cores <= 15; cores += 14) {
		Arch *a = arch_default();
		SimMemStats st = { 0 };
		SimMem m;

		assert_int_equal(a->memory.share.cores, 15);
		a->memory.share.cores = cores;
		a->memory.l1.mshrs = 4096;
		sim_mem_init(&m, a, &a->memory.l1, NULL, 1400, &st);
		assert_int_equal(st.share_cores, cores);
		double doc = cores == 15 ? 6 * 128 / 91.0 : 6 * 128 / 7.0;
		assert_true(fabs(st.dram_bytes_per_cycle - doc) < 1e-9);
		uint64_t last = 0, n = 24000;
		for (uint64_t i = 0; i < n; i++) {
			uint64_t t = sim_mem_global(&m, 0x100000 + i * 128, SIM_READ, i / 8);
			last = t > last ? t : last;
		}
		double bw = (double)st.dram_read_bytes / (double)last;
		assert_int_equal(st.dram_read_bytes, n * 128);
		assert_true(fabs(bw - doc) / doc < 0.02);
		sim_mem_free(&m);
		arch_free(a);
	}
}

/* memory.latency-clock: an L1 miss that misses L2 pays memory.l2.latency
 * + memory.dram.latency in core cycles (GPGPU-Sim's reading, the default)
 * or in L2 cycles (l2): at 1400 MHz against a 700 MHz L2, twice as many;
 * at 700 MHz (the GTX480's SM) the same. */
static void
test_latency_clock(void **state)
{
	(void)state;
	uint64_t miss[2][2];

	for (int l2 = 0; l2 < 2; l2++)
		for (int fast = 0; fast < 2; fast++) {
			Arch *a = arch_default();
			SimMemStats st = { 0 };
			SimMem m;

			a->memory.latency_clock = l2 ? ARCH_LATCLK_L2 : ARCH_LATCLK_CORE;
			assert_int_equal(a->memory.clock.l2_mhz, 700);
			sim_mem_init(&m, a, &a->memory.l1, NULL, fast ? 1400 : 700, &st);
			uint32_t mul = l2 && fast ? 2 : 1;
			assert_int_equal(m.u->l2_latency, mul * a->memory.l2.latency);
			assert_int_equal(m.u->dram_latency, mul * a->memory.dram.latency);
			miss[l2][fast] = sim_mem_global(&m, 0x100000000ull, SIM_READ, 0);
			assert_true(miss[l2][fast] >= a->memory.l1.latency +
			            mul * (a->memory.l2.latency + a->memory.dram.latency));
			sim_mem_free(&m);
			arch_free(a);
		}
	assert_int_equal(miss[0][0], miss[1][0]);
	assert_true(miss[1][1] > miss[0][1] + 200);
}

/* memory.write-fill on the VGIW L1 (write-back, write-allocate) and the
 * SIMT one (write-through into L2): a line written whole by 4-byte stores
 * (one thread each) or by one coalesced 128-byte store, then evicted, is
 * never read from DRAM under partial, and read once per line under always;
 * a read of a byte no write brought fetches the line under partial. */
static void
test_write_fill(void **state)
{
	(void)state;
	for (int always = 0; always < 2; always++) {
		Arch *a = arch_default();
		SimMemStats st = { 0 };
		SimMem m;
		uint64_t now = 0;

		a->memory.write_fill = always ? ARCH_FILL_ALWAYS : ARCH_FILL_PARTIAL;
		sim_mem_init(&m, a, &a->memory.l1, NULL, 1400, &st);
		/* 1024 lines (twice the L1) written word by word */
		for (uint64_t k = 0; k < 1024 * 32; k++)
			now = sim_mem_global(&m, 0x100000000ull + 4 * k, SIM_WRITE, now);
		assert_int_equal(m.l1.writebacks, 512);
		assert_int_equal(st.dram_read_bytes, always ? 1024 * 128 : 0);
		/* half a line written, then a read of the other half: fetched */
		uint64_t base = 0x200000000ull;
		for (uint64_t k = 0; k < 16; k++)
			now = sim_mem_global(&m, base + 4 * k, SIM_WRITE, now);
		uint64_t before = st.dram_read_bytes;
		uint64_t hit = sim_mem_global(&m, base + 4, SIM_READ, now);
		uint64_t r = sim_mem_global(&m, base + 64, SIM_READ, now + 1);
		if (!always) {
			/* the written half hits at once, the other waits for
			 * the fetch (under always both wait for the fill the
			 * first write started) */
			assert_int_equal(hit, now + a->memory.l1.latency);
			assert_true(r >= now + 1 + m.u->l2_latency + m.u->dram_latency);
		}
		assert_int_equal(st.dram_read_bytes - before, always ? 0 : 128);
		sim_mem_free(&m);

		/* SIMT's write-through L1: coalesced 128-byte stores of whole
		 * lines go on to L2, where they miss */
		ArchCache l1 = a->simt.l1d;
		assert_int_equal(l1.write, ARCH_WT_NWA);
		memset(&st, 0, sizeof st);
		sim_mem_init(&m, a, &l1, NULL, a->simt.core_mhz, &st);
		now = 0;
		for (uint64_t k = 0; k < 64; k++)
			now = sim_mem_global_bytes(&m, 0x300000000ull + 128 * k, 128, NULL,
			                           SIM_WRITE, now);
		assert_int_equal(st.dram_read_bytes, always ? 64 * 128 : 0);
		/* a masked store of every other word: a partial line */
		uint64_t mask[2] = { 0x0f0f0f0f0f0f0f0full, 0x0f0f0f0f0f0f0f0full };
		before = st.dram_read_bytes;
		now = sim_mem_global_bytes(&m, 0x400000000ull, 128, mask, SIM_WRITE, now);
		assert_int_equal(st.dram_read_bytes - before, always ? 128 : 0);
		/* a read of it (the L1 fills whole lines, so it needs every
		 * byte) fetches the line at L2 */
		before = st.dram_read_bytes;
		sim_mem_global(&m, 0x400000000ull, SIM_READ, now + 1000);
		assert_int_equal(st.dram_read_bytes - before, always ? 0 : 128);
		sim_mem_free(&m);
		arch_free(a);
	}
}

/* Two buffers, the first of one i32, the second of 1024, and the
 * pointers a kernel gets: an index that runs from the first into the
 * second is refused, the same address untagged is not; last byte in, one
 * past out; shared block and local frame exact. */
static void
test_image_bounds(void **state)
{
	(void)state;
	Launch l;
	DiagList d = { 0 };
	SimImage im;
	ProgSymbol sym[2];
	ProgParam prm[2];
	ProgKernel k;
	LaunchWindow w;
	char msg[256];

	launch_init(&l);
	assert_int_equal(launch_add_arg(&l, "buf:i32:1", &d), 0);
	assert_int_equal(launch_add_arg(&l, "buf:i32:1024", &d), 0);
	memset(&k, 0, sizeof k);
	memset(sym, 0, sizeof sym);
	memset(prm, 0, sizeof prm);
	prm[0].name = "out";
	prm[1].name = "in";
	prm[0].kind = prm[1].kind = PARAM_POINTER;
	prm[0].type = prm[1].type = IT_PTR;
	k.name = "k";
	k.params = prm;
	k.nparams = 2;
	sym[1].aspace = AS_SHARED;
	sym[1].size = 256;
	sym[1].align = 4;
	k.symbols = sym;
	k.nsymbols = 1;
	k.local_bytes = 16;
	assert_int_equal(sim_image_init(&im, &l, &k, 2, 1, &d), 0);
	uint64_t *param = sim_bind_params(&k, &l, &d);
	assert_non_null(param);
	uint64_t out = param[0], in = param[1];
	uint64_t out_addr = l.regions[0].addr, in_addr = l.regions[1].addr;
	assert_int_equal(out & LAUNCH_ADDR_MASK, out_addr);
	assert_int_equal(out >> LAUNCH_TAG_SHIFT, 1);
	assert_int_equal(in >> LAUNCH_TAG_SHIFT, 2);
	assert_int_equal(launch_window(out), LAUNCH_WIN_GLOBAL);

	assert_ptr_equal(sim_image_ptr(&im, out, 4, 0, &w), l.regions[0].data);
	assert_ptr_equal(sim_image_ptr(&im, out + 3, 1, 0, &w), l.regions[0].data + 3);
	assert_null(sim_image_ptr(&im, out + 1, 4, 0, &w));
	assert_null(sim_image_ptr(&im, out - 1, 1, 0, &w));
	/* into the next buffer: refused tagged, allowed untagged */
	uint64_t wild = out + (in_addr - out_addr) + 16;
	assert_null(sim_image_ptr(&im, wild, 4, 0, &w));
	assert_non_null(sim_image_ptr(&im, wild & LAUNCH_ADDR_MASK, 4, 0, &w));
	assert_non_null(sim_image_ptr(&im, in + 4092, 4, 0, &w));
	assert_null(sim_image_ptr(&im, in + 4093, 4, 0, &w));
	/* no guard slack for untagged addresses either */
	assert_null(sim_image_ptr(&im, out_addr + 4, 1, 0, &w));
	/* a tag that names no region */
	assert_null(sim_image_ptr(&im, out_addr | 7ull << LAUNCH_TAG_SHIFT, 1, 0, &w));

	sim_image_describe(&im, out + 4096, 4, msg, sizeof msg);
	assert_string_equal(msg, "4096 bytes past the end of argument 0 (out, 4 bytes)");
	sim_image_describe(&im, out - 8, 4, msg, sizeof msg);
	assert_string_equal(msg, "8 bytes before the start of argument 0 (out, 4 bytes)");
	sim_image_describe(&im, wild, 4, msg, sizeof msg);
	assert_non_null(strstr(msg, "past the end of argument 0 (out, 4 bytes)"));
	sim_image_describe(&im, in_addr + 4096, 1, msg, sizeof msg);
	assert_string_equal(msg, "1 bytes past the end of argument 1 (in, 4096 bytes)");

	/* the CTA's shared block and the thread's local frame */
	assert_non_null(sim_image_ptr(&im, LAUNCH_SHARED_BASE + 252, 4, 1, &w));
	assert_null(sim_image_ptr(&im, LAUNCH_SHARED_BASE + 253, 4, 1, &w));
	sim_image_describe(&im, LAUNCH_SHARED_BASE + 256, 4, msg, sizeof msg);
	assert_string_equal(msg, "4 bytes past the end of the CTA's shared block (256 bytes)");
	assert_non_null(sim_image_ptr(&im, LAUNCH_LOCAL_BASE + 15, 1, 1, &w));
	assert_null(sim_image_ptr(&im, LAUNCH_LOCAL_BASE + 16, 1, 1, &w));
	sim_image_describe(&im, LAUNCH_LOCAL_BASE + 16, 4, msg, sizeof msg);
	assert_string_equal(msg, "4 bytes past the end of the thread's local frame (16 bytes)");
	assert_null(sim_image_ptr(&im, 16, 4, 0, &w));

	free(param);
	sim_image_free(&im);
	diag_free(&d);
	launch_free(&l);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dram_share),
		cmocka_unit_test(test_latency_clock),
		cmocka_unit_test(test_write_fill),
		cmocka_unit_test(test_l1_pattern),
		cmocka_unit_test(test_lvc_and_shared),
		cmocka_unit_test(test_fermi_index),
		cmocka_unit_test(test_semantics),
		cmocka_unit_test(test_image_bounds),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
