/* Whole runs of hand-built programs: memory results exact, the scheduler's
 * block order with branches, loops and barriers, atomics, CVT tiling,
 * timing sanity, and deadlocks reported rather than hung. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "simbuild.h"
#include "vgiw/chip.h"
#include "vgiw/vgiwsim.h"

static Arch *arch;

static int
setup(void **state)
{
	(void)state;
	arch = arch_default();
	return arch ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	arch_free(arch);
	return 0;
}

static int32_t
elem32(Launch *l, uint32_t arg, uint64_t i)
{
	LaunchRegion *r = &l->regions[l->args[arg].region];
	int32_t v;

	memcpy(&v, r->data + 4 * i, 4);
	return v;
}

static void
add_args(Launch *l, const char *const *specs, uint32_t n)
{
	DiagList d = { 0 };

	for (uint32_t i = 0; i < n; i++)
		assert_int_equal(launch_add_arg(l, specs[i], &d), 0);
	diag_free(&d);
}

static int
run(SB *s, Launch *l, VgiwSimStats *st, DiagList *d, uint64_t deadlock)
{
	SimOptions o;

	sim_options_init(&o);
	if (deadlock)
		o.deadlock_cycles = deadlock;
	o.max_cycles = 50000000;
	int r = chip_run_alone(&vgiwsim_model, arch, &s->p, &s->k, l, &o, st, d);
	if (r && !deadlock)
		diag_print(d, stderr);
	return r;
}

/* c[i] = a[i] + b[i] with i = ctaid.x * ntid.x + tid.x */
static SB *
add_kernel(uint32_t replicas)
{
	SB *s = sb_new(1, 3);
	uint32_t t = sb_node(s, 0, OP_TID, IT_I32, ISA_TID_X);
	uint32_t cx = sb_node(s, 0, OP_TID, IT_I32, ISA_CTAID_X);
	uint32_t nx = sb_node(s, 0, OP_TID, IT_I32, ISA_NTID_X);
	uint32_t m = sb_node(s, 0, OP_IMUL, IT_I32, 0);
	sb_from(s, 0, m, cx);
	sb_from(s, 0, m, nx);
	uint32_t i = sb_node(s, 0, OP_IADD, IT_I32, 0);
	sb_from(s, 0, i, m);
	sb_from(s, 0, i, t);
	uint32_t pa = sb_addr(s, 0, 0, i, 2), pb = sb_addr(s, 0, 1, i, 2);
	uint32_t pc = sb_addr(s, 0, 2, i, 2);
	uint32_t la = sb_node(s, 0, OP_LD, IT_I32, 0);
	sb_from(s, 0, la, pa);
	uint32_t lb = sb_node(s, 0, OP_LD, IT_I32, 0);
	sb_from(s, 0, lb, pb);
	uint32_t sum = sb_node(s, 0, OP_IADD, IT_I32, 0);
	sb_from(s, 0, sum, la);
	sb_from(s, 0, sum, lb);
	uint32_t st = sb_node(s, 0, OP_ST, IT_I32, 0);
	sb_from(s, 0, st, pc);
	sb_from(s, 0, st, sum);
	uint32_t ex = sb_node(s, 0, OP_EXIT, IT_VOID, 0);
	sb_order(s, 0, ex, st);
	s->b[0].replicas = replicas;
	return s;
}

static uint64_t
run_add(uint32_t replicas, uint32_t ctas)
{
	SB *s = add_kernel(replicas);
	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	char a[64], b[64], c[64];
	uint32_t n = ctas * 64;

	launch_init(&l);
	l.grid[0] = ctas;
	l.block[0] = 64;
	snprintf(a, sizeof a, "buf:i32:%u:seq", n);
	snprintf(b, sizeof b, "buf:i32:%u:const:5", n);
	snprintf(c, sizeof c, "buf:i32:%u:zero", n);
	const char *specs[] = { a, b, c };
	add_args(&l, specs, 3);
	assert_int_equal(run(s, &l, &st, &d, 0), 0);
	for (uint32_t i = 0; i < n; i++)
		assert_int_equal(elem32(&l, 2, i), (int32_t)i + 5);
	assert_true(st.cycles > n / replicas);
	assert_int_equal(st.threads, n);
	assert_int_equal(st.loads, 2 * n);
	assert_int_equal(st.stores, n);
	assert_int_equal(st.firings_total, (uint64_t)n * s->b[0].graph.nnodes);
	assert_int_equal(st.blocks[0].executions, 1);
	uint64_t cycles = st.cycles;
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
	return cycles;
}

static void
test_add(void **state)
{
	(void)state;
	run_add(1, 4);
}

static void
test_replicas_not_slower(void **state)
{
	(void)state;
	uint64_t c1 = run_add(1, 16), c2 = run_add(2, 16), c4 = run_add(4, 16);
	assert_true(c2 <= c1);
	assert_true(c4 <= c2);
	assert_true(c4 < c1);
}

/* Tokens that travel further than the event wheel's horizon (4096
 * cycles) wait in its overflow list and join the wheel at its turns:
 * with 5000 cycles per hop every token does, and the run must still be
 * exact, fire every node once per thread and take the hops' time. */
static void
test_tokens_beyond_wheel(void **state)
{
	(void)state;
	uint32_t hop = arch->vgiw.sw.hop_latency;
	SB *s = add_kernel(2);
	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };

	arch->vgiw.sw.hop_latency = 5000;
	launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	const char *specs[] = { "buf:i32:128:seq", "buf:i32:128:const:7",
	                        "buf:i32:128:zero" };
	add_args(&l, specs, 3);
	int r = run(s, &l, &st, &d, 0);
	arch->vgiw.sw.hop_latency = hop;
	assert_int_equal(r, 0);
	for (uint32_t i = 0; i < 128; i++)
		assert_int_equal(elem32(&l, 2, i), (int32_t)i + 7);
	assert_int_equal(st.firings_total, 128ull * s->b[0].graph.nnodes);
	assert_int_equal(st.tokens, 128ull * 20);   /* token inputs of the graph */
	/* the longest path, TID -> IMUL -> IADD -> address -> LD -> IADD
	 * -> ST -> EXIT, is at least 7 hops */
	assert_true(st.cycles > 7 * 5000);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* Block 0 branches on a[i] < 10 and writes live value 0 on each edge
 * (predicated LVSTs); block 1 (taken) stores it to d and jumps to block 2,
 * which stores it + 1 to c. */
/* b = a[i] < 10 ? 2 a[i] : a[i] + 100 through a branch and the LVC:
 * three blocks, each reconfigured into the grid at least once */
static SB *
branch_kernel(void)
{
	SB *s = sb_new(3, 3);
	uint32_t i = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t pa = sb_addr(s, 0, 0, i, 2);
	uint32_t v = sb_node(s, 0, OP_LD, IT_I32, 0);
	sb_from(s, 0, v, pa);
	uint32_t cond = sb_node(s, 0, OP_ICMP, IT_I1, ISA_ICMP_SLT);
	sb_from(s, 0, cond, v);
	sb_imm(s, 0, cond, IT_I32, 10);
	uint32_t m = sb_node(s, 0, OP_IMUL, IT_I32, 0);
	sb_from(s, 0, m, v);
	sb_imm(s, 0, m, IT_I32, 2);
	uint32_t p = sb_node(s, 0, OP_IADD, IT_I32, 0);
	sb_from(s, 0, p, v);
	sb_imm(s, 0, p, IT_I32, 100);
	uint32_t w1 = sb_node(s, 0, OP_LVST, IT_I32, 0);
	sb_from(s, 0, w1, m);
	sb_from(s, 0, w1, cond);
	uint32_t w2 = sb_node(s, 0, OP_LVST, IT_I32, 0);
	sb_from(s, 0, w2, p);
	sb_from(s, 0, w2, cond);
	s->b[0].graph.nodes[w2].flags |= DFN_WHEN_FALSE;
	uint32_t br = sb_node(s, 0, OP_BR, IT_VOID, 0);
	sb_from(s, 0, br, cond);
	sb_succ(s, 0, 1, 2);

	i = sb_node(s, 1, OP_TID, IT_I32, ISA_THREAD);
	uint32_t x = sb_node(s, 1, OP_LVLD, IT_I32, 0);
	sb_order(s, 1, x, i);
	uint32_t pd = sb_addr(s, 1, 2, i, 2);
	uint32_t st1 = sb_node(s, 1, OP_ST, IT_I32, 0);
	sb_from(s, 1, st1, pd);
	sb_from(s, 1, st1, x);
	uint32_t j = sb_node(s, 1, OP_JMP, IT_VOID, 0);
	sb_order(s, 1, j, i);
	sb_succ(s, 1, 2, PROG_NO_BLOCK);

	i = sb_node(s, 2, OP_TID, IT_I32, ISA_THREAD);
	x = sb_node(s, 2, OP_LVLD, IT_I32, 0);
	sb_order(s, 2, x, i);
	uint32_t y = sb_node(s, 2, OP_IADD, IT_I32, 0);
	sb_from(s, 2, y, x);
	sb_imm(s, 2, y, IT_I32, 1);
	uint32_t pc = sb_addr(s, 2, 1, i, 2);
	uint32_t st2 = sb_node(s, 2, OP_ST, IT_I32, 0);
	sb_from(s, 2, st2, pc);
	sb_from(s, 2, st2, y);
	uint32_t ex = sb_node(s, 2, OP_EXIT, IT_VOID, 0);
	sb_order(s, 2, ex, i);
	return s;
}

static void
branch_launch(Launch *l)
{
	launch_init(l);
	l->grid[0] = 3;
	l->block[0] = 32;
	const char *specs[] = { "buf:i32:96:seq", "buf:i32:96:zero", "buf:i32:96:zero" };
	add_args(l, specs, 3);
}

static void
test_branch_live_values(void **state)
{
	(void)state;
	SB *s = branch_kernel();
	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	branch_launch(&l);
	assert_int_equal(run(s, &l, &st, &d, 0), 0);
	for (int32_t k = 0; k < 96; k++) {
		assert_int_equal(elem32(&l, 1, (uint64_t)k), (k < 10 ? 2 * k : k + 100) + 1);
		assert_int_equal(elem32(&l, 2, (uint64_t)k), k < 10 ? 2 * k : 0);
	}
	assert_int_equal(st.blocks[1].threads, 10);
	assert_int_equal(st.blocks[2].threads, 96);
	assert_int_equal(st.blocks[2].executions, 1);
	assert_int_equal(st.mem.lvc_writes, 96);
	assert_int_equal(st.mem.lvc_reads, 96 + 10);
	assert_true(st.mem.lvc_hits > 0);
	assert_int_equal(st.cvt_writes, 96 + 10);
	assert_true(st.reconfigs >= 3);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* The two readings of the reconfiguration cost (§3.2's formula, 230
 * cycles on the default grid, and §2's fixed 34, the default) charge each of the same
 * reconfigurations their own cost and change nothing else: the runs differ
 * by reconfigurations x (230 - 34) cycles, with the same results. */
static uint64_t
run_branch_reading(const char *reading, VgiwSimStats *st)
{
	DiagList d = { 0 };
	char o[64];
	snprintf(o, sizeof o, "vgiw.reconfig.reading=%s", reading);
	assert_int_equal(arch_override(arch, o, &d), 0);
	SB *s = branch_kernel();
	Launch l;
	branch_launch(&l);
	assert_int_equal(run(s, &l, st, &d, 0), 0);
	for (int32_t k = 0; k < 96; k++)
		assert_int_equal(elem32(&l, 1, (uint64_t)k), (k < 10 ? 2 * k : k + 100) + 1);
	uint64_t rc = arch_vgiw_reconfig_cycles(arch);
	assert_int_equal(arch_override(arch, "vgiw.reconfig.reading=fixed", &d), 0);
	launch_free(&l);
	diag_free(&d);
	free(s);
	return rc;
}

static void
test_reconfig_readings(void **state)
{
	(void)state;
	VgiwSimStats f, x;
	assert_int_equal(run_branch_reading("formula", &f), 230);
	assert_int_equal(run_branch_reading("fixed", &x), 34);
	assert_true(f.reconfigs >= 3);
	assert_int_equal(f.reconfigs, x.reconfigs);
	assert_int_equal(f.reconfig_cycles - f.reconfig_fetch_cycles,
	                 f.reconfigs * 230);
	assert_int_equal(x.reconfig_cycles - x.reconfig_fetch_cycles,
	                 x.reconfigs * 34);
	assert_int_equal(f.cycles - x.cycles, f.reconfigs * (230 - 34));
	vgiwsim_stats_free(&f);
	vgiwsim_stats_free(&x);
}

/* s = i; k = 0; do { s += k; k++; } while (k < (i & 7)); c[i] = s */
static void
test_loop(void **state)
{
	(void)state;
	SB *s = sb_new(3, 1);
	uint32_t i = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t w0 = sb_node(s, 0, OP_LVST, IT_I32, 0);
	sb_imm(s, 0, w0, IT_I32, 0);
	sb_order(s, 0, w0, i);
	uint32_t w1 = sb_node(s, 0, OP_LVST, IT_I32, 1);
	sb_from(s, 0, w1, i);
	uint32_t j = sb_node(s, 0, OP_JMP, IT_VOID, 0);
	sb_order(s, 0, j, i);
	sb_succ(s, 0, 1, PROG_NO_BLOCK);

	i = sb_node(s, 1, OP_TID, IT_I32, ISA_THREAD);
	uint32_t k = sb_node(s, 1, OP_LVLD, IT_I32, 0);
	sb_order(s, 1, k, i);
	uint32_t sv = sb_node(s, 1, OP_LVLD, IT_I32, 1);
	sb_order(s, 1, sv, i);
	uint32_t s2 = sb_node(s, 1, OP_IADD, IT_I32, 0);
	sb_from(s, 1, s2, sv);
	sb_from(s, 1, s2, k);
	uint32_t k2 = sb_node(s, 1, OP_IADD, IT_I32, 0);
	sb_from(s, 1, k2, k);
	sb_imm(s, 1, k2, IT_I32, 1);
	uint32_t a = sb_node(s, 1, OP_LVST, IT_I32, 0);
	sb_from(s, 1, a, k2);
	uint32_t b = sb_node(s, 1, OP_LVST, IT_I32, 1);
	sb_from(s, 1, b, s2);
	uint32_t n = sb_node(s, 1, OP_AND, IT_I32, 0);
	sb_from(s, 1, n, i);
	sb_imm(s, 1, n, IT_I32, 7);
	uint32_t cond = sb_node(s, 1, OP_ICMP, IT_I1, ISA_ICMP_ULT);
	sb_from(s, 1, cond, k2);
	sb_from(s, 1, cond, n);
	uint32_t br = sb_node(s, 1, OP_BR, IT_VOID, 0);
	sb_from(s, 1, br, cond);
	sb_succ(s, 1, 1, 2);

	i = sb_node(s, 2, OP_TID, IT_I32, ISA_THREAD);
	sv = sb_node(s, 2, OP_LVLD, IT_I32, 1);
	sb_order(s, 2, sv, i);
	uint32_t pc = sb_addr(s, 2, 0, i, 2);
	uint32_t st2 = sb_node(s, 2, OP_ST, IT_I32, 0);
	sb_from(s, 2, st2, pc);
	sb_from(s, 2, st2, sv);
	uint32_t ex = sb_node(s, 2, OP_EXIT, IT_VOID, 0);
	sb_order(s, 2, ex, st2);

	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 100;
	const char *specs[] = { "buf:i32:200:zero" };
	add_args(&l, specs, 1);
	assert_int_equal(run(s, &l, &st, &d, 0), 0);
	for (int32_t t = 0; t < 200; t++) {
		int32_t sum = t, kk = 0;
		do {
			sum += kk;
			kk++;
		} while (kk < (t & 7));
		assert_int_equal(elem32(&l, 0, (uint64_t)t), sum);
	}
	/* the loop block runs once per iteration count, at most 7 times */
	assert_int_equal(st.blocks[1].executions, 7);
	assert_int_equal(st.blocks[2].threads, 200);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* Shared memory across a barrier: each CTA reverses its slice of a. */
static void
test_barrier_shared(void **state)
{
	(void)state;
	SB *s = sb_new(2, 2);
	s->syms[1] = (ProgSymbol){ .name = "tile", .aspace = AS_SHARED, .align = 4,
	                           .size = 4 * 64 };
	s->k.nsymbols = 1;
	uint32_t t = sb_node(s, 0, OP_TID, IT_I32, ISA_TID_X);
	uint32_t g = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t pa = sb_addr(s, 0, 0, g, 2);
	uint32_t v = sb_node(s, 0, OP_LD, IT_I32, 0);
	sb_from(s, 0, v, pa);
	uint32_t x = sb_node(s, 0, OP_ZEXT, IT_I64, 0);
	sb_from(s, 0, x, t);
	uint32_t sh = sb_node(s, 0, OP_SHL, IT_I64, 0);
	sb_from(s, 0, sh, x);
	sb_imm(s, 0, sh, IT_I64, 2);
	uint32_t ps = sb_node(s, 0, OP_IADD, IT_PTR, 0);
	sb_in(s, 0, ps, DIN_SYM, IT_PTR, 1, 0);
	sb_from(s, 0, ps, sh);
	uint32_t st0 = sb_node(s, 0, OP_ST, IT_I32, 0);
	sb_from(s, 0, st0, ps);
	sb_from(s, 0, st0, v);
	s->b[0].graph.nodes[st0].aspace = AS_SHARED;
	uint32_t j = sb_node(s, 0, OP_JMP, IT_VOID, 0);
	sb_order(s, 0, j, st0);
	sb_succ(s, 0, 1, PROG_NO_BLOCK);

	s->b[1].barrier = 1;
	t = sb_node(s, 1, OP_TID, IT_I32, ISA_TID_X);
	g = sb_node(s, 1, OP_TID, IT_I32, ISA_THREAD);
	uint32_t r = sb_node(s, 1, OP_ISUB, IT_I32, 0);
	sb_imm(s, 1, r, IT_I32, 63);
	sb_from(s, 1, r, t);
	x = sb_node(s, 1, OP_ZEXT, IT_I64, 0);
	sb_from(s, 1, x, r);
	sh = sb_node(s, 1, OP_SHL, IT_I64, 0);
	sb_from(s, 1, sh, x);
	sb_imm(s, 1, sh, IT_I64, 2);
	ps = sb_node(s, 1, OP_IADD, IT_PTR, 0);
	sb_in(s, 1, ps, DIN_SYM, IT_PTR, 1, 0);
	sb_from(s, 1, ps, sh);
	v = sb_node(s, 1, OP_LD, IT_I32, 0);
	sb_from(s, 1, v, ps);
	uint32_t pc = sb_addr(s, 1, 1, g, 2);
	uint32_t st1 = sb_node(s, 1, OP_ST, IT_I32, 0);
	sb_from(s, 1, st1, pc);
	sb_from(s, 1, st1, v);
	uint32_t ex = sb_node(s, 1, OP_EXIT, IT_VOID, 0);
	sb_order(s, 1, ex, t);

	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	launch_init(&l);
	l.grid[0] = 4;
	l.block[0] = 64;
	const char *specs[] = { "buf:i32:256:seq", "buf:i32:256:zero" };
	add_args(&l, specs, 2);
	assert_int_equal(run(s, &l, &st, &d, 0), 0);
	for (int32_t k = 0; k < 256; k++)
		assert_int_equal(elem32(&l, 1, (uint64_t)k), (k / 64) * 64 + 63 - k % 64);
	assert_int_equal(st.mem.shared_accesses, 512);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* Every thread takes a ticket: old = atomicAdd(counter, 1); out[i] = old. */
static void
test_atomic_counter(void **state)
{
	(void)state;
	SB *s = sb_new(1, 2);
	uint32_t i = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t at = sb_node(s, 0, OP_ATOM, IT_I32, ISA_ATOM_ADD);
	sb_param(s, 0, at, 0);
	sb_imm(s, 0, at, IT_I32, 1);
	sb_order(s, 0, at, i);
	uint32_t po = sb_addr(s, 0, 1, i, 2);
	uint32_t st0 = sb_node(s, 0, OP_ST, IT_I32, 0);
	sb_from(s, 0, st0, po);
	sb_from(s, 0, st0, at);
	uint32_t ex = sb_node(s, 0, OP_EXIT, IT_VOID, 0);
	sb_order(s, 0, ex, st0);

	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	launch_init(&l);
	l.grid[0] = 5;
	l.block[0] = 100;
	const char *specs[] = { "buf:i32:1:zero", "buf:i32:500:const:-1" };
	add_args(&l, specs, 2);
	assert_int_equal(run(s, &l, &st, &d, 0), 0);
	assert_int_equal(elem32(&l, 0, 0), 500);
	uint8_t seen[500] = { 0 };
	for (uint32_t k = 0; k < 500; k++) {
		int32_t v = elem32(&l, 1, k);
		assert_true(v >= 0 && v < 500);
		assert_false(seen[v]);
		seen[v] = 1;
	}
	assert_int_equal(st.atomics, 500);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* A CVT of 256 bits holds four 64-thread CTAs of a one-block kernel: ten
 * CTAs run as three tiles, with the same results. */
static void
test_tiling(void **state)
{
	(void)state;
	Arch *a = arch_clone(arch);
	Launch l;

	launch_init(&l);
	l.grid[0] = 10;
	l.block[0] = 64;
	assert_int_equal(vgiwsim_tile_ctas(a, 1, &l), 10);
	assert_int_equal(vgiwsim_tile_ctas(a, 4096, &l), 1);
	assert_int_equal(vgiwsim_tile_ctas(a, 8192, &l), 0);
	a->vgiw.cvt.bits = 256;
	assert_int_equal(vgiwsim_tile_ctas(a, 1, &l), 4);
	assert_int_equal(vgiwsim_tile_ctas(a, 2, &l), 2);
	assert_int_equal(vgiwsim_tile_ctas(a, 5, &l), 0);

	SB *s = add_kernel(1);
	VgiwSimStats st;
	SimOptions o;
	DiagList d = { 0 };
	const char *specs[] = { "buf:i32:640:seq", "buf:i32:640:const:5", "buf:i32:640:zero" };
	add_args(&l, specs, 3);
	sim_options_init(&o);
	assert_int_equal(chip_run_alone(&vgiwsim_model, a, &s->p, &s->k, &l, &o, &st, &d), 0);
	for (uint32_t i = 0; i < 640; i++)
		assert_int_equal(elem32(&l, 2, i), (int32_t)i + 5);
	assert_int_equal(st.tiles, 3);
	assert_int_equal(st.tile_ctas, 4);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
	arch_free(a);
}

/* Block 0 writes live values 0..ids-1 of every thread (tid + id), block 1
 * reads them back and stores their sum to out[tid]. */
static SB *
lv_kernel(uint32_t ids)
{
	SB *s = sb_new(2, 1);
	uint32_t t = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	for (uint32_t id = 0; id < ids; id++) {
		uint32_t v = sb_node(s, 0, OP_IADD, IT_I32, 0);
		sb_from(s, 0, v, t);
		sb_imm(s, 0, v, IT_I32, id);
		uint32_t w = sb_node(s, 0, OP_LVST, IT_I32, id);
		sb_from(s, 0, w, v);
	}
	sb_node(s, 0, OP_JMP, IT_VOID, 0);
	sb_succ(s, 0, 1, PROG_NO_BLOCK);
	uint32_t t1 = sb_node(s, 1, OP_TID, IT_I32, ISA_THREAD);
	uint32_t sum = sb_node(s, 1, OP_LVLD, IT_I32, 0);
	for (uint32_t id = 1; id < ids; id++) {
		uint32_t x = sb_node(s, 1, OP_LVLD, IT_I32, id);
		uint32_t a = sb_node(s, 1, OP_IADD, IT_I32, 0);
		sb_from(s, 1, a, sum);
		sb_from(s, 1, a, x);
		sum = a;
	}
	uint32_t pa = sb_addr(s, 1, 0, t1, 2);
	uint32_t st = sb_node(s, 1, OP_ST, IT_I32, 0);
	sb_from(s, 1, st, pa);
	sb_from(s, 1, st, sum);
	uint32_t ex = sb_node(s, 1, OP_EXIT, IT_VOID, 0);
	sb_order(s, 1, ex, st);
	s->k.lv_ids = ids;
	return s;
}

static void
run_lv(uint32_t ids, uint32_t ctas, uint32_t cta_threads, int layout, VgiwSimStats *st)
{
	SB *s = lv_kernel(ids);
	Launch l;
	SimOptions o;
	DiagList d = { 0 };
	char spec[64];
	uint32_t n = ctas * cta_threads;

	launch_init(&l);
	l.grid[0] = ctas;
	l.block[0] = cta_threads;
	snprintf(spec, sizeof spec, "buf:i32:%u:zero", n);
	const char *specs[] = { spec };
	add_args(&l, specs, 1);
	sim_options_init(&o);
	o.lv_layout = layout;
	assert_int_equal(chip_run_alone(&vgiwsim_model, arch, &s->p, &s->k, &l, &o, st, &d), 0);
	for (uint32_t i = 0; i < n; i++)
		assert_int_equal(elem32(&l, 0, i), (int32_t)(ids * i + ids * (ids - 1) / 2));
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* 16 32-bit live values of 2048-thread tiles (4-byte slots): under the
 * row-major layout a thread's 16 values are 64 lines apart, 8 of them in
 * each of two sets of the 4-way LVC, and evict each other between
 * consecutive threads; the interleaved layout puts them in 16 consecutive
 * sets and hits on all but a line's first access. */
static void
test_lvc_layout(void **state)
{
	(void)state;
	VgiwSimStats il, lin;

	run_lv(16, 2, 1024, SIM_LV_INTERLEAVED, &il);
	run_lv(16, 2, 1024, SIM_LV_LINEAR, &lin);
	uint64_t acc = il.mem.lvc_reads + il.mem.lvc_writes;
	assert_int_equal(acc, 2 * 16 * 2048);
	assert_int_equal(il.lv_bytes, 16 * 4);
	/* one miss per line of 32 slots: 31 of 32 hit */
	assert_true(il.mem.lvc_hits * 32 >= acc * 31 - 64);
	assert_true(lin.mem.lvc_hits * 4 < acc);
	assert_int_equal(il.tile_limit, VGIWSIM_TILE_LAUNCH);
	assert_true(il.cycles < lin.cycles);
	vgiwsim_stats_free(&il);
	vgiwsim_stats_free(&lin);
}

/* A launch the CVT runs in one tile of 64 CTAs (4 live values x 16384
 * threads x 4 bytes = 256 KB): under vgiw.bbs.tiling=cvt (the default)
 * one tile whose live values spill to L2; under lvc-fit tiles of 16 CTAs,
 * whose live values fill the 64 KB LVC exactly, and spill nothing. */
static void
test_lvc_tiles(void **state)
{
	(void)state;
	VgiwSimStats st;
	Launch l;

	launch_init(&l);
	l.grid[0] = 64;
	l.block[0] = 256;
	assert_int_equal(vgiwsim_tile_ctas(arch, 2, &l), 64);
	assert_int_equal(vgiwsim_tile_ctas_lvc(arch, 16, &l), 16);
	assert_int_equal(vgiwsim_tile_ctas_lvc(arch, 256, &l), 1);
	assert_int_equal(vgiwsim_tile_ctas_lvc(arch, 512, &l), 0);
	launch_free(&l);
	run_lv(4, 64, 256, SIM_LV_INTERLEAVED, &st);
	assert_int_equal(st.tile_ctas, 64);
	assert_int_equal(st.tiles, 1);
	assert_int_equal(st.tile_limit, VGIWSIM_TILE_LAUNCH);
	assert_true(st.mem.lvc_spills > 0);
	vgiwsim_stats_free(&st);
	arch->vgiw.bbs.tiling = ARCH_TILING_LVC_FIT;
	run_lv(4, 64, 256, SIM_LV_INTERLEAVED, &st);
	arch->vgiw.bbs.tiling = ARCH_TILING_CVT;
	assert_int_equal(st.tile_ctas, 16);
	assert_int_equal(st.tiles, 4);
	assert_int_equal(st.tile_limit, VGIWSIM_TILE_LVC);
	assert_int_equal(st.mem.lvc_spills, 0);
	assert_int_equal(st.mem.lvc_fills, 0);
	vgiwsim_stats_free(&st);
}

static int
has_diag(const DiagList *d, const char *text)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (strstr(d->items[i].message, text))
			return 1;
	return 0;
}

/* n2 waits for n3 and n3 for n2: no token can ever arrive. */
static void
test_deadlock_cycle(void **state)
{
	(void)state;
	SB *s = sb_new(1, 0);
	uint32_t t = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t a = sb_node(s, 0, OP_IADD, IT_I32, 0);
	sb_from(s, 0, a, t);
	uint32_t b = sb_node(s, 0, OP_IADD, IT_I32, 0);
	sb_from(s, 0, a, b);
	sb_from(s, 0, b, a);
	sb_imm(s, 0, b, IT_I32, 1);
	uint32_t ex = sb_node(s, 0, OP_EXIT, IT_VOID, 0);
	sb_order(s, 0, ex, b);

	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	assert_int_equal(run(s, &l, &st, &d, 1000), 1);
	assert_true(st.deadlock);
	assert_true(has_diag(&d, "deadlock"));
	assert_true(has_diag(&d, "block 0"));
	assert_true(has_diag(&d, "node n2 (iadd) replica 0 holds tokens"));
	assert_true(has_diag(&d, "waiting: thread"));
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

/* Barriers in divergent code: half of each CTA waits at block 1, the other
 * half at block 2, and neither barrier ever sees its whole CTA. */
static void
test_deadlock_barrier(void **state)
{
	(void)state;
	SB *s = sb_new(4, 0);
	uint32_t t = sb_node(s, 0, OP_TID, IT_I32, ISA_TID_X);
	uint32_t c = sb_node(s, 0, OP_ICMP, IT_I1, ISA_ICMP_ULT);
	sb_from(s, 0, c, t);
	sb_imm(s, 0, c, IT_I32, 32);
	uint32_t br = sb_node(s, 0, OP_BR, IT_VOID, 0);
	sb_from(s, 0, br, c);
	sb_succ(s, 0, 1, 2);
	for (uint32_t b = 1; b <= 2; b++) {
		s->b[b].barrier = 1;
		t = sb_node(s, b, OP_TID, IT_I32, ISA_THREAD);
		uint32_t j = sb_node(s, b, OP_JMP, IT_VOID, 0);
		sb_order(s, b, j, t);
		sb_succ(s, b, 3, PROG_NO_BLOCK);
	}
	t = sb_node(s, 3, OP_TID, IT_I32, ISA_THREAD);
	uint32_t ex = sb_node(s, 3, OP_EXIT, IT_VOID, 0);
	sb_order(s, 3, ex, t);

	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };
	launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	assert_int_equal(run(s, &l, &st, &d, 1000), 1);
	assert_true(st.deadlock);
	assert_true(has_diag(&d, "no block can run"));
	assert_true(has_diag(&d, "barrier block 1: 32 of the 64 live threads of CTA 0"));
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

static void
test_out_of_bounds(void **state)
{
	(void)state;
	SB *s = add_kernel(1);
	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };

	launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	const char *specs[] = { "buf:i32:128:seq", "buf:i32:100:zero", "buf:i32:128:zero" };
	add_args(&l, specs, 3);
	assert_int_equal(run(s, &l, &st, &d, 1000), 1);
	assert_true(has_diag(&d, "thread 100 (ctaid 1,0,0 tid 36,0,0): out-of-bounds access "
	                     "of 4 bytes at 0x100000490: 4 bytes past the end of argument 1 "
	                     "(p, 400 bytes)"));
	assert_false(st.deadlock);
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

static void
test_bad_launch(void **state)
{
	(void)state;
	SB *s = add_kernel(1);
	Launch l;
	VgiwSimStats st;
	DiagList d = { 0 };

	launch_init(&l);
	const char *specs[] = { "buf:i32:128:seq", "3" };
	add_args(&l, specs, 2);
	assert_int_equal(run(s, &l, &st, &d, 1000), 1);
	assert_true(has_diag(&d, "takes 3 arguments; the launch gives 2"));
	vgiwsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_add),
		cmocka_unit_test(test_replicas_not_slower),
		cmocka_unit_test(test_tokens_beyond_wheel),
		cmocka_unit_test(test_branch_live_values),
		cmocka_unit_test(test_reconfig_readings),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_barrier_shared),
		cmocka_unit_test(test_atomic_counter),
		cmocka_unit_test(test_tiling),
		cmocka_unit_test(test_deadlock_cycle),
		cmocka_unit_test(test_deadlock_barrier),
		cmocka_unit_test(test_out_of_bounds),
		cmocka_unit_test(test_bad_launch),
		cmocka_unit_test(test_lvc_layout),
		cmocka_unit_test(test_lvc_tiles),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
