/* Microbenchmarks that pin the SIMT SM's timing: hand-built programs whose
 * cycle counts follow from the model on paper (docs/simt.md, "The
 * microbenchmarks", derives every figure asserted here). */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "simt_build.h"

static Launch L;
static DiagList D;

static void
launch1(uint32_t block)
{
	launch_init(&L);
	L.grid[0] = 1;
	L.block[0] = block;
}

static inline void
done(Kern *c, SimtSimStats *st)
{
	launch_free(&L);
	diag_free(&D);
	simtsim_stats_free(st);
	free(c);
}

/* Runs c over L on the default arch with up to two overrides (NULL: none). */
static int
go_with(Kern *c, SimtSimStats *st, const char *ov1, const char *ov2)
{
	/* the overrides end at the first NULL */
	int rc = run_kern(c, &L, st, &D, ov1, ov2, NULL);
	if (rc)
		diag_print(&D, stderr);
	return rc;
}

static int
go(Kern *c, SimtSimStats *st)
{
	return go_with(c, st, NULL, NULL);
}

/* N dependent 32-bit adds, then exit, under the scheduler policy (NULL:
 * the default, gto). */
static uint64_t
chain_policy(uint32_t warps, uint32_t n, const char *policy, const char *ov,
             SimtSimStats *st)
{
	Kern *c = kern_new(2);
	for (uint32_t i = 0; i < n; i++)
		ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32 * warps);
	assert_int_equal(go_with(c, st, policy, ov), 0);
	uint64_t cy = st->cycles;
	assert_int_equal(st->warp_instructions, warps * (n + 1));
	launch_free(&L);
	diag_free(&D);
	free(c);
	return cy;
}

static uint64_t
chain(uint32_t warps, uint32_t n, SimtSimStats *st)
{
	return chain_policy(warps, n, NULL, NULL, st);
}

static void
test_chain(void **state)
{
	SimtSimStats st;
	(void)state;
	/* latency-bound: 4n + 1, one cycle later per warp fetched later */
	assert_int_equal(chain(1, 32, &st), 129);
	/* every scheduler-cycle is a slot, the 2 after the exit too */
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED] + st.slots[SIMT_SLOT_RAW] +
	                 st.slots[SIMT_SLOT_CONTROL] + st.slots[SIMT_SLOT_IDLE], 2 * 129);
	assert_int_equal(st.slots[SIMT_SLOT_IDLE], 127 + 2 * 2);
	simtsim_stats_free(&st);
	assert_int_equal(chain(2, 32, &st), 130);
	simtsim_stats_free(&st);
	assert_int_equal(chain(4, 32, &st), 132);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 4 * 33);
	simtsim_stats_free(&st);
	/* fetch-bound: 17 fetches per warp, one warp a cycle: 17 W + 1 */
	assert_int_equal(chain(8, 32, &st), 17 * 8 + 1);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 264);
	assert_int_equal(st.slots[SIMT_SLOT_RAW], 4);
	assert_int_equal(st.slots[SIMT_SLOT_CONTROL], 5);
	assert_int_equal(st.slots[SIMT_SLOT_IDLE], 1);
	assert_int_equal(st.fetches, 8 * 17);
	simtsim_stats_free(&st);
	assert_int_equal(chain(16, 32, &st), 17 * 16 + 1);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 528);
	assert_int_equal(st.slots[SIMT_SLOT_RAW], 4);
	assert_int_equal(st.slots[SIMT_SLOT_CONTROL], 13);
	assert_int_equal(st.slots[SIMT_SLOT_IDLE], 1);
	simtsim_stats_free(&st);
}

/* The 8-warp chain under the other two policies (docs/simt.md derives
 * them): the fetch unit, not the policy, sets the pace. */
static void
test_chain_policies(void **state)
{
	SimtSimStats st;
	(void)state;
	/* loose round robin: another order, the same 137 cycles */
	assert_int_equal(chain_policy(8, 32, "simt.scheduler.policy=lrr", NULL, &st), 137);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 264);
	assert_int_equal(st.slots[SIMT_SLOT_RAW], 4);
	assert_int_equal(st.slots[SIMT_SLOT_CONTROL], 5);
	assert_int_equal(st.slots[SIMT_SLOT_IDLE], 1);
	simtsim_stats_free(&st);
	/* two-level with 6 active warps holds all 4 warps of a scheduler and
	 * never drops one (no memory, no barrier): exactly lrr */
	assert_int_equal(chain_policy(8, 32, "simt.scheduler.policy=two-level", NULL, &st),
	                 137);
	assert_int_equal(st.slots[SIMT_SLOT_RAW], 4);
	assert_int_equal(st.slots[SIMT_SLOT_CONTROL], 5);
	simtsim_stats_free(&st);
	/* two active warps per scheduler: warps 0-3 run as the 4-warp chain,
	 * warps 4-7 replace them as they exit; warp 7 starts at 131 */
	assert_int_equal(chain_policy(8, 32, "simt.scheduler.policy=two-level",
	                              "simt.scheduler.active-warps=2", &st), 131 + 4 * 31 + 4);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 264);
	simtsim_stats_free(&st);
}

/* N independent adds over 8 registers (each reused 8 instructions later,
 * after its latency of 4), then exit. */
static void
test_independent(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(8);
	(void)state;
	for (uint32_t i = 0; i < 32; i++)
		ins(c, OP_IADD, IT_I32, i % 8, 0, 2, R(i % 8, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32);
	assert_int_equal(go(c, &st), 0);
	assert_int_equal(st.cycles, 32 + 4);
	assert_int_equal(st.slots[SIMT_SLOT_RAW], 0);
	done(c, &st);
}

/* Per warp: M iterations of 4 independent fsqrt and the loop's add,
 * compare and branch. */
static uint64_t
sfu_loop(uint32_t warps, uint32_t m, SimtSimStats *st)
{
	Kern *c = kern_new(8);
	uint32_t top = ins(c, OP_FSQRT, IT_F32, 2, 0, 1, R(1, IT_F32));
	ins(c, OP_FSQRT, IT_F32, 3, 0, 1, R(1, IT_F32));
	ins(c, OP_FSQRT, IT_F32, 4, 0, 1, R(1, IT_F32));
	ins(c, OP_FSQRT, IT_F32, 5, 0, 1, R(1, IT_F32));
	ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 6, ISA_ICMP_SLT, 2, R(0, IT_I32), IMM(m, IT_I32));
	uint32_t b = br(c, 6, top, 0, 0);
	uint32_t e = ex(c);
	c->insts[b].target[1] = e;
	c->insts[b].reconv = e;
	launch1(32 * warps);
	assert_int_equal(go(c, st), 0);
	assert_int_equal(st->unit_instructions[SIMT_UNIT_SFU], 4 * m * warps);
	uint64_t cy = st->cycles;
	launch_free(&L);
	diag_free(&D);
	free(c);
	return cy;
}

static void
test_sfu(void **state)
{
	SimtSimStats st;
	(void)state;
	/* one warp: 35 cycles an iteration (the loop's dependent add, compare
	 * and branch after the fourth fsqrt) */
	assert_int_equal(sfu_loop(1, 8, &st), 8 * 35 + 2);
	simtsim_stats_free(&st);
	/* four warps: the SFU's interval of 8 bounds it (128 x 8 = 1024); it
	 * idles 3 cycles in each of the last 3 iterations warp 3 runs alone;
	 * add, compare, branch, exit after the last fsqrt */
	assert_int_equal(sfu_loop(4, 8, &st), 1 + 127 * 8 + 3 * 3 + 11 + 1);
	assert_true(st.slots[SIMT_SLOT_STRUCTURAL] > 0);
	simtsim_stats_free(&st);
}

/* if (tid.x & 1) K adds else K adds; exit at the post-dominator. */
static void
test_divergent(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(4);
	(void)state;
	ins(c, OP_TID, IT_I32, 0, ISA_TID_X, 0);
	ins(c, OP_AND, IT_I32, 1, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 2, ISA_ICMP_NE, 2, R(1, IT_I32), IMM(0, IT_I32));
	uint32_t b = br(c, 2, 0, 0, 0);
	uint32_t then = c->ps.ninsts;
	for (int i = 0; i < 8; i++)
		ins(c, OP_IADD, IT_I32, 3, 0, 2, R(3, IT_I32), IMM(1, IT_I32));
	uint32_t j = jmp(c, 0);
	uint32_t els = c->ps.ninsts;
	for (int i = 0; i < 8; i++)
		ins(c, OP_IADD, IT_I32, 3, 0, 2, R(3, IT_I32), IMM(2, IT_I32));
	uint32_t join = ex(c);
	c->insts[b].target[0] = then;
	c->insts[b].target[1] = els;
	c->insts[b].reconv = join;
	c->insts[j].target[0] = join;
	launch1(32);
	assert_int_equal(go(c, &st), 0);
	assert_int_equal(st.cycles, 79);
	assert_int_equal(st.warp_instructions, 22);
	assert_int_equal(st.thread_instructions, 432);
	assert_int_equal(st.divergent_branches, 1);
	assert_int_equal(st.reconvergences, 2);
	assert_int_equal(st.max_stack_depth, 3);
	done(c, &st);
}

/* One warp loads buf[tid.x * stride] (i32) into a register and stores it
 * back at the same place. */
static void
strided(uint32_t stride, SimtSimStats *st)
{
	Kern *c = kern_new(8);
	kern_ptr_param(c, "buf");
	ins(c, OP_TID, IT_I64, 0, ISA_TID_X, 0);
	ins(c, OP_SHL, IT_I64, 2, 0, 2, R(0, IT_I64), IMM(2 + (stride == 32 ? 5 : 0), IT_I64));
	ins(c, OP_IADD, IT_PTR, 4, 0, 2, PAR(0), R(2, IT_I64));
	ins(c, OP_LD, IT_I32, 6, 0, 1, R(4, IT_PTR));
	ins(c, OP_IADD, IT_I32, 7, 0, 2, R(6, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ST, IT_I32, NOREG, 0, 2, R(4, IT_PTR), R(7, IT_I32));
	ex(c);
	launch1(32);
	assert_int_equal(launch_add_arg(&L, "buf:i32:1024:seq", &D), 0);
	assert_int_equal(go(c, st), 0);
	const int32_t *b = (const int32_t *)L.regions[L.args[0].region].data;
	for (uint32_t i = 0; i < 32; i++)
		assert_int_equal(b[i * stride], (int32_t)(i * stride + 1));
	/* M: a cold miss in the SM's L1 at cycle 0, as sim/mem times it */
	Arch *a = arch_default();
	SimMemStats ms = { 0 };
	SimMem m;
	sim_mem_init(&m, a, &a->simt.l1d, NULL, a->simt.core_mhz, &ms);
	uint64_t miss = sim_mem_global(&m, L.regions[L.args[0].region].addr, SIM_READ, 0);
	/* stride 32: 32 lines, one transaction a cycle; the last one's fill
	 * (one core's share of L2 and DRAM, memory.share.cores) and then the
	 * 31 more cycles of the store's transactions */
	uint64_t last = miss;
	for (uint32_t i = 1; i < 32 && stride != 1; i++) {
		uint64_t t = sim_mem_global(&m, L.regions[L.args[0].region].addr + i * 128,
		                            SIM_READ, i);
		last = t > last ? t : last;
	}
	/* the kernel ends when the stores reached memory: the store's
	 * transactions, issued from `store` on one a cycle, go on to L2
	 * (write-through), which they reach after the core is done */
	uint64_t store = 13 + miss + 4 + (stride == 1 ? 0 : last - miss);
	uint64_t core = store + 20 + (stride == 1 ? 0 : 31);
	for (uint32_t i = 0; i < (stride == 1 ? 1 : 32); i++)
		sim_mem_global(&m, L.regions[L.args[0].region].addr + i * 128,
		               SIM_WRITE, store + i);
	uint64_t drained = sim_mem_drained(&m);
	assert_true(drained > core);
	sim_mem_free(&m);
	arch_free(a);
	assert_int_equal(st->transactions, stride == 1 ? 2 : 64);
	assert_int_equal(st->cycles, drained);
	launch_free(&L);
	diag_free(&D);
	free(c);
}

static void
test_coalescing(void **state)
{
	SimtSimStats st;
	(void)state;
	strided(1, &st); simtsim_stats_free(&st);
	strided(32, &st); simtsim_stats_free(&st);
}

/* One warp loads sh[tid.x * stride] from shared memory. */
static void
banked(uint32_t stride, SimtSimStats *st)
{
	Kern *c = kern_new(8);
	kern_shared(c, 4096);
	ins(c, OP_TID, IT_I64, 0, ISA_TID_X, 0);
	ins(c, OP_SHL, IT_I64, 2, 0, 2, R(0, IT_I64), IMM(2 + (stride == 32 ? 5 : 0), IT_I64));
	ins(c, OP_IADD, IT_PTR, 4, 0, 2, SYM(1, 0), R(2, IT_I64));
	uint32_t ld = ins(c, OP_LD, IT_I32, 6, 0, 1, R(4, IT_PTR));
	c->insts[ld].aspace = AS_SHARED;
	ins(c, OP_IADD, IT_I32, 7, 0, 2, R(6, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32);
	assert_int_equal(go(c, st), 0);
	assert_int_equal(st->shared_wavefronts, stride == 1 ? 1 : 32);
	assert_int_equal(st->cycles, stride == 1 ? 37 : 37 + 31);
	launch_free(&L);
	diag_free(&D);
	free(c);
}

static void
test_banks(void **state)
{
	SimtSimStats st;
	(void)state;
	banked(1, &st); simtsim_stats_free(&st);
	banked(32, &st); simtsim_stats_free(&st);
}

/* Two warps; warp 1 (tid.x >= 32) runs 16 dependent adds first; both
 * meet at a barrier, then exit. */
static void
test_barrier(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(4);
	(void)state;
	ins(c, OP_TID, IT_I32, 0, ISA_TID_X, 0);
	ins(c, OP_ICMP, IT_I1, 1, ISA_ICMP_UGE, 2, R(0, IT_I32), IMM(32, IT_I32));
	uint32_t b = br(c, 1, 0, 0, 0);
	uint32_t slow = c->ps.ninsts;
	for (int i = 0; i < 16; i++)
		ins(c, OP_IADD, IT_I32, 2, 0, 2, R(2, IT_I32), IMM(1, IT_I32));
	uint32_t bar = ins(c, OP_BAR, IT_VOID, NOREG, 0, 0);
	ex(c);
	c->insts[b].target[0] = slow;
	c->insts[b].target[1] = bar;
	c->insts[b].reconv = bar;
	launch1(64);
	assert_int_equal(go(c, &st), 0);
	assert_int_equal(st.cycles, 76);
	assert_int_equal(st.slots[SIMT_SLOT_BARRIER], 62);
	assert_int_equal(st.barriers, 1);
	done(c, &st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chain),
		cmocka_unit_test(test_chain_policies),
		cmocka_unit_test(test_independent),
		cmocka_unit_test(test_sfu),
		cmocka_unit_test(test_divergent),
		cmocka_unit_test(test_coalescing),
		cmocka_unit_test(test_banks),
		cmocka_unit_test(test_barrier),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
