/* Microbenchmarks that pin the ILP techniques (papers/ilp-throughput-gpgpu.txt
 * §4; docs/simt.md, "The ILP techniques") against the paper's pipeline
 * diagrams, on the SM of the paper's Figure 2 narrative
 * (arch/ilp-sm-8lane.xml, 8 lanes) with one technique switched on at a
 * time, and the study's SM itself (arch/ilp-sm.xml, 32 lanes: §3's peak of
 * one warp instruction per cycle). Every cycle count is derived by hand in
 * the comment above its assertion.
 *
 * Common facts of arch/ilp-sm-8lane.xml used below: one scheduler (lrr), one SP
 * unit of 8 lanes (a 32-thread instruction holds it 4 cycles), ALU latency
 * L = 8 (EX1-EX8), writeback-cycles 2 (WB then RR: a consumer without a
 * bypass issues at t + L + 2 = t + 10), a branch resolves after EX4
 * (ctrl 4: the next fetch at t + 4, the next issue at t + 5), shared
 * memory latency 20 with the LD/ST unit held 4 cycles per wavefront. The
 * TLP core (scoreboard none) lets a warp issue its next instruction only
 * when the previous one is ready (written back or, with a bypass, at EX8).
 * Fetch: warp k of a CTA is fetched at cycle k (one warp a cycle), its
 * first instruction issues at k + 1; the instruction buffer holds 2. A
 * run ends at max(the cycle after the last exit, the last result's
 * write back or commit). */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "simt_build.h"

static Launch L;
static DiagList D;
/* the SM description run_ilp loads, under the source directory */
static const char *sm_file = "arch/ilp-sm-8lane.xml";

static void
launch1(uint32_t block)
{
	launch_init(&L);
	L.grid[0] = 1;
	L.block[0] = block;
}

/* Runs c over L on sm_file with the NULL-terminated overrides. */
static int
run_ilp(Kern *c, SimtSimStats *st, ...)
{
	const char *root = getenv("VGIW_SOURCE_DIR");
	const char *ov[8];
	uint32_t n = 0;
	char path[1024];
	va_list ap;

	snprintf(path, sizeof path, "%s/%s", root ? root : ".", sm_file);
	va_start(ap, st);
	for (const char *o; (o = va_arg(ap, const char *)) && n < 8;)
		ov[n++] = o;
	va_end(ap);
	Arch *a = arch_setup(path, ov, n, &D);
	if (!a) {
		diag_print(&D, stderr);
		return -1;
	}
	int rc = chip_run_alone(&simtsim_model, a, &c->p, &c->k, &L, NULL, st, &D);
	if (rc)
		diag_print(&D, stderr);
	arch_free(a);
	return rc;
}

static void
finish(Kern *c)
{
	launch_free(&L);
	diag_free(&D);
	free(c);
}

/* ---- Figure 2: a producer/consumer chain ---- */

/* W warps each run N dependent adds r0 = r0 + 1, then exit. */
static uint64_t
chain(uint32_t warps, uint32_t n, const char *ov1, const char *ov2, SimtSimStats *st)
{
	Kern *c = kern_new(2);
	for (uint32_t i = 0; i < n; i++)
		ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32 * warps);
	assert_int_equal(run_ilp(c, st, ov1, ov2, NULL), 0);
	assert_int_equal(st->warp_instructions, warps * (n + 1));
	assert_int_equal(st->thread_instructions, 32 * warps * (n + 1));
	finish(c);
	return st->cycles;
}

/* Figure 2c (L = 8, N = 32 adds per warp). A warp's consecutive adds are
 * d apart: d = 10 without a bypass (EX8, WB, RR), d = 8 with EX8->EX1; the
 * SP takes one add every 4 cycles, so W warps step every max(d, 4W).
 * - 1 warp: adds at 1 + d k; the exit issues d after the last add (the
 *   ready bit), the last add writes back 10 after it issued:
 *   bypass: last add 1 + 8 * 31 = 249, exit 257, end max(258, 259) = 259;
 *   none:   last add 1 + 10 * 31 = 311, exit 321, end max(322, 321) = 322.
 * - 2 warps: warp 0 at 1 + d k, warp 1 (ready at 2, the SP busy until 5)
 *   at 5 + d k. bypass: warp 1's last add 5 + 248 = 253, write back 263,
 *   exit 261: 263 cycles, the SP busy 256 of them: full, as the paper
 *   says ("at least two warps"); none: last add 5 + 310 = 315, exit 325,
 *   end 326: the SP idle 2 cycles in every 10.
 * - 3 warps: 4W = 12 > d either way: warps at 1, 5, 9 (mod 12); warp 2's
 *   last add 9 + 12 * 31 = 381 writes back at 391; its exit at 381 + d:
 *   389 (bypass, end 391) or 391 (none, end 392). The bypass no longer
 *   matters: TLP hides the latency. */
static void
test_fig2_ex8(void **state)
{
	SimtSimStats st;
	const char *bp = "simt.ilp.bypass=ex8";
	(void)state;
	assert_int_equal(chain(1, 32, bp, NULL, &st), 259);
	/* every add after the first read its source over the bypass */
	assert_int_equal(st.ilp.bypass_uses, 31);
	/* 1 slot waiting for the fetch, 33 issued, 7 x 32 ready-bit waits,
	 * then idle to the end */
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 33);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_READY_BIT], 7 * 32);
	simtsim_stats_free(&st);
	assert_int_equal(chain(1, 32, NULL, NULL, &st), 322);
	assert_int_equal(st.ilp.bypass_uses, 0);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_READY_BIT], 9 * 32);
	simtsim_stats_free(&st);
	assert_int_equal(chain(2, 32, bp, NULL, &st), 263);
	assert_int_equal(st.ilp.bypass_uses, 2 * 31);
	simtsim_stats_free(&st);
	assert_int_equal(chain(2, 32, NULL, NULL, &st), 326);
	simtsim_stats_free(&st);
	assert_int_equal(chain(3, 32, bp, NULL, &st), 391);
	/* 12 cycles apart: the producer has written back, no bypass use */
	assert_int_equal(st.ilp.bypass_uses, 0);
	simtsim_stats_free(&st);
	assert_int_equal(chain(3, 32, NULL, NULL, &st), 392);
	simtsim_stats_free(&st);
}

/* Figure 2a/2b, one warp, N = 32, with a 4-cycle or 2-cycle ALU:
 * - 2b, L = 4 with EX4->EX1: d = 4, back to back at the SP's pace: last
 *   add 1 + 4 * 31 = 125, exit 129, write back 125 + 6 = 131: 131;
 * - L = 4 without a bypass, or with EX8->EX1 (the result is in the
 *   register file at t + 6, before EX8 at t + 8): d = 6, last add 187,
 *   exit 193, end 194;
 * - 2a, L = 2 without a bypass: d = 2 + 2 = 4, back to back: last add
 *   125, exit 129, write back 129: end 130. */
static void
test_fig2_ex4(void **state)
{
	SimtSimStats st;
	const char *l4 = "simt.latency.int.cycles=4";
	(void)state;
	assert_int_equal(chain(1, 32, l4, "simt.ilp.bypass=ex4", &st), 131);
	assert_int_equal(st.ilp.bypass_uses, 31);
	simtsim_stats_free(&st);
	assert_int_equal(chain(1, 32, l4, NULL, &st), 194);
	simtsim_stats_free(&st);
	assert_int_equal(chain(1, 32, l4, "simt.ilp.bypass=ex8", &st), 194);
	assert_int_equal(st.ilp.bypass_uses, 0);
	simtsim_stats_free(&st);
	assert_int_equal(chain(1, 32, "simt.latency.int.cycles=2", NULL, &st), 130);
	simtsim_stats_free(&st);
}

/* ---- §4.2: the shared scoreboard ---- */

/* A: ld.shared r1 = sh[0]; B: r2:r3 = &sh[1]; C: ld.shared r4 = [r2];
 * D: r5 = r1 + 1; exit. One warp. */
static Kern *
seq_abcd(void)
{
	Kern *c = kern_new(6);
	kern_shared(c, 256);
	uint32_t a = ins(c, OP_LD, IT_I32, 1, 0, 1, SYM(1, 0));
	c->insts[a].aspace = AS_SHARED;
	ins(c, OP_IADD, IT_PTR, 2, 0, 2, SYM(1, 0), IMM(4, IT_I64));
	uint32_t cc = ins(c, OP_LD, IT_I32, 4, 0, 1, R(2, IT_PTR));
	c->insts[cc].aspace = AS_SHARED;
	ins(c, OP_IADD, IT_I32, 5, 0, 2, R(1, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32);
	return c;
}


/* The study's SM (arch/ilp-sm.xml: 32 lanes, a warp instruction holds the
 * SP one cycle; §3: "the peak IPC is 960 (= SIMD width per SM (32) x 30
 * SMs)"), the TLP core, N = 32 dependent adds per warp, d = 10 between a
 * warp's adds. W warps step every max(d, W) cycles:
 * - 1 warp: as on 8 lanes (the latency is in cycles): 322.
 * - 10 warps (W = d): warp k is fetched at k and its adds issue at
 *   k + 1 + 10 j; warp 9's last add at 10 + 310 = 320 writes back at 330,
 *   its exit issues at 330: 331 cycles for 10 x 33 warp instructions, the
 *   SP busy every cycle from 1 to 320: 31.9 thread instructions a cycle,
 *   the peak's 32. On 8 lanes the same run takes 4W = 40 cycles a step. */
static void
test_peak_32_lanes(void **state)
{
	SimtSimStats st;
	(void)state;
	sm_file = "arch/ilp-sm.xml";
	assert_int_equal(chain(1, 32, NULL, NULL, &st), 322);
	simtsim_stats_free(&st);
	assert_int_equal(chain(10, 32, NULL, NULL, &st), 331);
	simtsim_stats_free(&st);
	sm_file = "arch/ilp-sm-8lane.xml";
	assert_true(chain(10, 32, NULL, NULL, &st) > 4 * 10 * 32);
	simtsim_stats_free(&st);
}

/* The paper's example: "instruction A results in a long latency ...; the
 * same warp can issue the subsequent independent instruction B ... when
 * instruction C is issued ... the data from the corresponding data value
 * field will be used ... Instruction D, due to its source operand match
 * (r1) in the tag store, stalls the warp."
 * - TLP core (stall-on-miss): A at 1, complete at 1 + 20 + 2 = 23; B at
 *   23 (complete 33); C at 33 (complete 55); D at 55 (complete 65); the
 *   exit at 65: end 66.
 * - Shared scoreboard: A at 1 (entry: complete 23, commit 23); B at 2
 *   (complete 12, commit after A: 24); C at 3 matches r2 in the tag store,
 *   not complete: waits (raw on an ALU result, cycles 3-11) and issues at
 *   12 reading r2 from B's entry (complete, not committed until 24):
 *   complete 34, commit 34; D at 13 matches r1 (A, complete at 23): stalls
 *   (cycles 13-22), issues at 23 when A has committed (register file):
 *   complete 33, commit after C: 35; the exit at 24. End: the last commit,
 *   35. Entries held: A 1-23, B 2-24, C 12-34, D 23-35: 22 + 22 + 22 + 12
 *   = 78 entry-cycles, 3 at most at once. */
static void
test_board_example(void **state)
{
	SimtSimStats st;
	Kern *c;
	(void)state;
	c = seq_abcd();
	assert_int_equal(run_ilp(c, &st, NULL), 0);
	assert_int_equal(st.cycles, 66);
	/* waiting for A (cycles 2-22) and C (34-54) */
	assert_int_equal(st.ilp.stalls[SIMT_STALL_ON_MISS], 21 + 21);
	simtsim_stats_free(&st);
	finish(c);

	c = seq_abcd();
	assert_int_equal(run_ilp(c, &st, "simt.ilp.scoreboard=shared", NULL), 0);
	assert_int_equal(st.cycles, 35);
	assert_int_equal(st.slots[SIMT_SLOT_ISSUED], 5);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_RAW_ALU], 9);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_RAW_MEM], 10);
	assert_int_equal(st.ilp.board_reads, 1);
	assert_int_equal(st.ilp.board_allocs, 4);
	assert_int_equal(st.ilp.board_entry_cycles, 78);
	assert_int_equal(st.ilp.board_max, 3);
	assert_int_equal(st.ilp.overflow_issues, 0);
	/* 10 idle cycles after the exit (25-34) are in both tallies */
	assert_int_equal(st.slots[SIMT_SLOT_IDLE], 10);
	uint64_t sum = 0;
	for (int i = 0; i < SIMT_STALL_COUNT; i++)
		sum += st.ilp.stalls[i];
	assert_int_equal(sum, 35);
	simtsim_stats_free(&st);
	finish(c);

	/* a 2-entry board: C finds A and B in it (full) and, the warp
	 * having entries, waits for A's commit at 23 (a structural stall,
	 * cycles 12-22); C issues at 23 (complete 45, commit 45), D at 24
	 * (A committed: no stall; complete 34, commit 46); exit 25; end 46 */
	c = seq_abcd();
	assert_int_equal(run_ilp(c, &st, "simt.ilp.scoreboard=shared",
	                         "simt.ilp.scoreboard-entries=2", NULL), 0);
	assert_int_equal(st.cycles, 46);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_SCOREBOARD_FULL], 11);
	assert_int_equal(st.ilp.board_max, 2);
	simtsim_stats_free(&st);
	finish(c);
}

/* Write after write (Figure 4): A: ld.shared r1; B: r1 = r6 + 7;
 * C: r2 = r1 + 1; exit. B clears A's no-match bit, so C matches only B:
 * A at 1 (complete 23), B at 2 (complete 12, commit 24), C stalls 3-11 on
 * B and issues at 12 (complete 22, commit 25), not at 23 as a match on A
 * would make it; the exit at 13; end 25. */
static void
test_board_waw(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(8);
	(void)state;
	kern_shared(c, 256);
	uint32_t a = ins(c, OP_LD, IT_I32, 1, 0, 1, SYM(1, 0));
	c->insts[a].aspace = AS_SHARED;
	ins(c, OP_IADD, IT_I32, 1, 0, 2, R(6, IT_I32), IMM(7, IT_I32));
	ins(c, OP_IADD, IT_I32, 2, 0, 2, R(1, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32);
	assert_int_equal(run_ilp(c, &st, "simt.ilp.scoreboard=shared", NULL), 0);
	assert_int_equal(st.cycles, 25);
	assert_int_equal(st.ilp.nm_clears, 1);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_RAW_ALU], 9);
	assert_int_equal(st.ilp.stalls[SIMT_STALL_RAW_MEM], 0);
	simtsim_stats_free(&st);
	finish(c);
}

/* The active-mask rule: a WAW whose new definition covers fewer threads
 * than the outstanding one waits for that one's commit.
 *   0 tid r0; 1 r1 = r0 & 1; 2 r2 = r1 != 0; 3 A: ld.shared r3 (all 32);
 *   4 br r2 -> 5 / 6, reconverging at 6; 5 B: r3 = r6 + 1 (16 threads);
 *   6 exit.
 * Shared scoreboard, one warp: tid at 1 (complete 11, commit 11); and at
 * 11 (fetched [tid, and] at 0; complete 21, commit 21); icmp at 21
 * (complete 31, commit 31); A at 22 (the LD/ST unit; complete 44, commit
 * 44); br at 31 when icmp is complete (resolves at 35: the next fetch at
 * 35); B at 36 writes r3 under 16 threads while A (32) is outstanding:
 * waits (cycles 36-43) until A commits at 44; B at 44 (complete 54, commit
 * 54); its path ends at the reconvergence point: the exit at 46 (fetched
 * 45). End 54. With A's mask covered (B on all threads: a branch that
 * does not diverge) there is no wait: the second run. */
static void
test_board_mask(void **state)
{
	SimtSimStats st;
	(void)state;
	for (int uniform = 0; uniform < 2; uniform++) {
		Kern *c = kern_new(8);
		kern_shared(c, 256);
		ins(c, OP_TID, IT_I32, 0, ISA_TID_X, 0);
		ins(c, OP_AND, IT_I32, 1, 0, 2, R(0, IT_I32), IMM(uniform ? 0 : 1, IT_I32));
		ins(c, OP_ICMP, IT_I1, 2, ISA_ICMP_EQ, 2, R(1, IT_I32), IMM(0, IT_I32));
		uint32_t a = ins(c, OP_LD, IT_I32, 3, 0, 1, SYM(1, 0));
		c->insts[a].aspace = AS_SHARED;
		br(c, 2, 5, 6, 6);
		ins(c, OP_IADD, IT_I32, 3, 0, 2, R(6, IT_I32), IMM(1, IT_I32));
		ex(c);
		launch1(32);
		assert_int_equal(run_ilp(c, &st, "simt.ilp.scoreboard=shared", NULL), 0);
		if (!uniform) {
			assert_int_equal(st.divergent_branches, 1);
			assert_int_equal(st.ilp.stalls[SIMT_STALL_WAW_MASK], 8);
			assert_int_equal(st.cycles, 54);
		} else {
			assert_int_equal(st.divergent_branches, 0);
			assert_int_equal(st.ilp.stalls[SIMT_STALL_WAW_MASK], 0);
			/* B at 36 (complete 46, commit after A at 44: 46) */
			assert_int_equal(st.cycles, 46);
		}
		simtsim_stats_free(&st);
		finish(c);
	}
}

/* The in-store flag: A: st.shared sh[0] = r6; B: ld.shared r1 = sh[1];
 * exit. The store issues at 1 (the board is empty), its write completes
 * at 1 + 20 + 2 = 23; the load waits (cycles 2-22) and issues at 23
 * (complete 45; the LD/ST unit is free from 5). Exit at 24, end 45. The
 * TLP core instead issues the load when the store has left the pipeline
 * (1 + 1 + 2 = 4, but the LD/ST unit is busy until 5): at 5, complete 27,
 * exit 27, end 28. */
static void
test_board_store(void **state)
{
	SimtSimStats st;
	(void)state;
	for (int board = 0; board < 2; board++) {
		Kern *c = kern_new(8);
		kern_shared(c, 256);
		uint32_t s0 = ins(c, OP_ST, IT_I32, NOREG, 0, 2, SYM(1, 0), R(6, IT_I32));
		c->insts[s0].aspace = AS_SHARED;
		uint32_t l0 = ins(c, OP_LD, IT_I32, 1, 0, 1, SYM(1, 4));
		c->insts[l0].aspace = AS_SHARED;
		ex(c);
		launch1(32);
		assert_int_equal(run_ilp(c, &st, board ? "simt.ilp.scoreboard=shared" : NULL,
		                         NULL), 0);
		if (board) {
			assert_int_equal(st.cycles, 45);
			assert_int_equal(st.ilp.stalls[SIMT_STALL_IN_STORE], 21);
		} else {
			assert_int_equal(st.cycles, 28);
		}
		simtsim_stats_free(&st);
		finish(c);
	}
}

/* ---- §4.3: branch prediction ---- */

/* if (tid.x & 1) 8 adds else 8 adds, then exit; one warp: the branch
 * diverges. TLP core: tid at 1, and at 11, icmp at 21, br at 31. With a
 * predictor (any: a divergent branch is immune to misprediction) the next
 * fetch is at 31: the then-path's adds at 32 + 10 k, k < 8; its jump at
 * 112 (the ready bit of the last add), free with a predictor; the
 * else-path's adds at 113 + 10 k; the exit at 193; end 194. Without one,
 * the branch and the jump each wait for resolution (4 more cycles): 202.
 * Static predicts the fall-through (taken: 4 = pc + 1), gshare (a weakly
 * not-taken table) the other way: the same cycles. */
static uint64_t
divergent(const char *pred, SimtSimStats *st)
{
	Kern *c = kern_new(4);
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
	assert_int_equal(run_ilp(c, st, pred, NULL), 0);
	assert_int_equal(st->divergent_branches, 1);
	assert_int_equal(st->ilp.mispredicts, 0);
	finish(c);
	return st->cycles;
}

static void
test_divergent_free(void **state)
{
	SimtSimStats st;
	(void)state;
	assert_int_equal(divergent(NULL, &st), 202);
	simtsim_stats_free(&st);
	assert_int_equal(divergent("simt.ilp.predictor=static", &st), 194);
	assert_int_equal(st.ilp.divergent, 1);
	simtsim_stats_free(&st);
	assert_int_equal(divergent("simt.ilp.predictor=gshare", &st), 194);
	simtsim_stats_free(&st);
	assert_int_equal(divergent("simt.ilp.predictor=perfect", &st), 194);
	simtsim_stats_free(&st);
}

/* A uniform branch: 0 tid r0; 1 r1 = r0 < 100 (every thread); 2 br r1 ->
 * 4 (taken) / 3, reconverging at 4; 3 an add; 4 exit. tid at 1, icmp at
 * 11, br at 21 (taken). Static predicts the fall-through 3 (both targets
 * forward), gshare not taken: both mispredict, the warp's fetch waits for
 * resolution at 25 (3 slots charged to the misprediction), the exit issues
 * at 26: end 27, as without a predictor; perfect fetches at 21, the exit
 * at 22: end max(23, 21) = 23. */
static void
test_uniform_branch(void **state)
{
	SimtSimStats st;
	const char *preds[] = { NULL, "simt.ilp.predictor=static",
	                        "simt.ilp.predictor=gshare", "simt.ilp.predictor=perfect" };
	const uint64_t cycles[] = { 27, 27, 27, 23 };
	const uint64_t miss[] = { 0, 1, 1, 0 };
	(void)state;
	for (int p = 0; p < 4; p++) {
		Kern *c = kern_new(4);
		ins(c, OP_TID, IT_I32, 0, ISA_TID_X, 0);
		ins(c, OP_ICMP, IT_I1, 1, ISA_ICMP_ULT, 2, R(0, IT_I32), IMM(100, IT_I32));
		br(c, 1, 4, 3, 4);
		ins(c, OP_IADD, IT_I32, 2, 0, 2, R(2, IT_I32), IMM(1, IT_I32));
		ex(c);
		launch1(32);
		assert_int_equal(run_ilp(c, &st, preds[p], NULL), 0);
		assert_int_equal(st.cycles, cycles[p]);
		assert_int_equal(st.ilp.mispredicts, miss[p]);
		assert_int_equal(st.ilp.uniform, 1);
		assert_int_equal(st.ilp.static_correct, 0);
		assert_int_equal(st.ilp.gshare_correct, 0);
		assert_int_equal(st.ilp.stalls[SIMT_STALL_MISPREDICT], miss[p] ? 3 : 0);
		assert_int_equal(st.ilp.stalls[SIMT_STALL_BRANCH], p == 0 ? 3 : 0);
		simtsim_stats_free(&st);
		finish(c);
	}
}

/* The statistics' JSON of c run on the default arch (ilp 0) or on
 * sm_file (ilp 1), into buf. */
static void
json_of(int ilp, char *buf, size_t size, SimtSimStats *st)
{
	Kern *c = kern_new(2);
	ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	ex(c);
	launch1(32);
	if (ilp)
		assert_int_equal(run_ilp(c, st, NULL), 0);
	else
		assert_int_equal(run_kern(c, &L, st, &D, NULL), 0);
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_int_equal(simtsim_write_stats_json(st, f), 0);
	rewind(f);
	size_t n = fread(buf, 1, size - 1, f);
	buf[n] = 0;
	fclose(f);
	finish(c);
}

/* The default arch with every knob off writes no "ilp" statistics (so its
 * JSON is what it was; test_timing.c pins its timing); the TLP core does,
 * and its finer stalls add up to the issue slots. */
static void
test_stats_object(void **state)
{
	SimtSimStats st;
	char buf[8192];
	(void)state;
	json_of(0, buf, sizeof buf, &st);
	assert_false(st.ilp.on);
	assert_null(strstr(buf, "\"ilp\""));
	simtsim_stats_free(&st);
	json_of(1, buf, sizeof buf, &st);
	assert_true(st.ilp.on);
	assert_non_null(strstr(buf, "\"ilp\": {\"scoreboard\": \"none\""));
	assert_non_null(strstr(buf, "\"stall_on_miss\""));
	assert_non_null(strstr(buf, "\"accuracy\""));
	uint64_t a = 0, b = 0;
	for (int i = 0; i < SIMT_STALL_COUNT; i++)
		a += st.ilp.stalls[i];
	for (int i = 0; i < SIMT_SLOT_COUNT; i++)
		b += st.slots[i];
	assert_int_equal(a, b);
	assert_int_equal(b, st.cycles);
	simtsim_stats_free(&st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fig2_ex8),
		cmocka_unit_test(test_fig2_ex4),
		cmocka_unit_test(test_peak_32_lanes),
		cmocka_unit_test(test_board_example),
		cmocka_unit_test(test_board_waw),
		cmocka_unit_test(test_board_mask),
		cmocka_unit_test(test_board_store),
		cmocka_unit_test(test_divergent_free),
		cmocka_unit_test(test_uniform_branch),
		cmocka_unit_test(test_stats_object),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
