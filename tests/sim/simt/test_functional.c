/* The SIMT SM's functional side on hand-built programs: shuffles in every
 * mode and votes on a partial warp (ops.def's rules), atomics from several
 * CTAs, divergence inside a loop, exit inside divergent code, a SIMT stack
 * overflow, a barrier deadlock, the cycle limit, the statistics JSON and
 * the trace. */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "simt_build.h"

static Launch L;
static DiagList D;

static void
launch(uint32_t grid, uint32_t block, const char *buf)
{
	launch_init(&L);
	L.grid[0] = grid;
	L.block[0] = block;
	assert_int_equal(launch_add_arg(&L, buf, &D), 0);
}

static const int32_t *
buf0(void)
{
	return (const int32_t *)L.regions[L.args[0].region].data;
}

static void
finish(Kern *c, SimtSimStats *st)
{
	launch_free(&L);
	diag_free(&D);
	simtsim_stats_free(st);
	free(c);
}

/* r4 = &buf[linear thread + 32 * slot] (r0..r5 used) */
static void
addr_of(Kern *c, uint32_t slot)
{
	ins(c, OP_TID, IT_I64, 0, ISA_THREAD, 0);
	ins(c, OP_IADD, IT_I64, 0, 0, 2, R(0, IT_I64), IMM(32 * slot, IT_I64));
	ins(c, OP_SHL, IT_I64, 2, 0, 2, R(0, IT_I64), IMM(2, IT_I64));
	ins(c, OP_IADD, IT_PTR, 4, 0, 2, PAR(0), R(2, IT_I64));
}

static void
store(Kern *c, uint32_t slot, uint32_t reg)
{
	addr_of(c, slot);
	ins(c, OP_ST, IT_I32, NOREG, 0, 2, R(4, IT_PTR), R(reg, IT_I32));
}

/* PTX shfl.sync on lane values v(l) = 10 l + 1 of a warp of n threads. */
static int32_t
shfl_expect(int mode, uint32_t lane, uint32_t b, uint32_t cc, uint32_t n)
{
	int32_t seg = (int32_t)(cc >> 8 & 31), cv = (int32_t)(cc & 31), ln = (int32_t)lane;
	int32_t max = (ln & seg) | (cv & ~seg), j;
	int ok;
	switch (mode) {
	case 1: j = ln - (int32_t)b; ok = j >= max; break;
	case 2: j = ln + (int32_t)b; ok = j <= max; break;
	case 3: j = ln ^ (int32_t)b; ok = j <= max; break;
	default: j = (ln & seg) | ((int32_t)b & ~seg); ok = j <= max; break;
	}
	if (!ok || (uint32_t)j >= n)
		j = ln;
	return 10 * j + 1;
}

static void
shuffles(uint32_t n)
{
	static const struct { int mode; uint32_t b, c; } cases[] = {
		{ 0, 3, 0x1f }, { 0, 7, 0x181f }, { 1, 1, 0 }, { 1, 5, 0 },
		{ 2, 1, 0x1f }, { 2, 4, 0x1f }, { 3, 1, 0x1f }, { 3, 16, 0x1f },
	};
	const uint32_t nc = sizeof cases / sizeof cases[0];
	SimtSimStats st;
	Kern *c = kern_new(16);

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_TID_X, 0);
	ins(c, OP_IMUL, IT_I32, 9, 0, 2, R(8, IT_I32), IMM(10, IT_I32));
	ins(c, OP_IADD, IT_I32, 9, 0, 2, R(9, IT_I32), IMM(1, IT_I32));
	for (uint32_t i = 0; i < nc; i++) {
		ins(c, OP_SHFL, IT_I32, 10, cases[i].mode, 3, R(9, IT_I32),
		    IMM(cases[i].b, IT_I32), IMM(cases[i].c, IT_I32));
		store(c, i, 10);
	}
	ex(c);
	launch(1, n, "buf:i32:256:const:-1");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 0);
	for (uint32_t i = 0; i < nc; i++)
		for (uint32_t l = 0; l < 32; l++)
			assert_int_equal(buf0()[32 * i + l], l < n ?
			                 shfl_expect(cases[i].mode, l, cases[i].b, cases[i].c, n) : -1);
	assert_int_equal(st.shuffles, nc);
	finish(c, &st);
}

static void
test_shfl(void **state)
{
	(void)state;
	shuffles(32);
	shuffles(20);   /* lanes 20..31 run no thread: own value */
}

/* vote all/any/uni/ballot of tid.x < k on a warp of 20 threads */
static void
test_vote(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_TID_X, 0);
	ins(c, OP_ICMP, IT_I1, 9, ISA_ICMP_ULT, 2, R(8, IT_I32), IMM(10, IT_I32));
	ins(c, OP_ICMP, IT_I1, 11, ISA_ICMP_ULT, 2, R(8, IT_I32), IMM(20, IT_I32));
	for (uint32_t i = 0; i < 8; i++) {
		IsaType t = i % 4 == 3 ? IT_I32 : IT_I1;
		ins(c, OP_VOTE, t, 10, i % 4, 1, R(i < 4 ? 9 : 11, IT_I1));
		if (t == IT_I1)
			ins(c, OP_ZEXT, IT_I32, 10, 0, 1, R(10, IT_I1));
		store(c, i, 10);
	}
	ex(c);
	launch(1, 20, "buf:i32:256:const:-1");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 0);
	static const int32_t want[8] = { 0, 1, 0, 0x3ff, 1, 1, 1, 0xfffff };
	for (uint32_t i = 0; i < 8; i++)
		for (uint32_t l = 0; l < 32; l++)
			assert_int_equal(buf0()[32 * i + l], l < 20 ? want[i] : -1);
	assert_int_equal(st.votes, 8);
	finish(c, &st);
}

/* 3 CTAs of 48 threads: atom add 1 and add tid on buf[0], buf[1]; cas
 * 0 -> 7 on buf[2] (one thread wins); old values of the adds are unique. */
static void
test_atomics(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_THREAD, 0);
	ins(c, OP_IADD, IT_PTR, 10, 0, 2, PAR(0), IMM(0, IT_I64));
	ins(c, OP_ATOM, IT_I32, 12, ISA_ATOM_ADD, 2, R(10, IT_PTR), IMM(1, IT_I32));
	ins(c, OP_IADD, IT_PTR, 10, 0, 2, PAR(0), IMM(4, IT_I64));
	ins(c, OP_ATOM, IT_I32, 13, ISA_ATOM_ADD, 2, R(10, IT_PTR), R(8, IT_I32));
	ins(c, OP_IADD, IT_PTR, 10, 0, 2, PAR(0), IMM(8, IT_I64));
	ins(c, OP_CAS, IT_I32, 14, 0, 3, R(10, IT_PTR), IMM(0, IT_I32), IMM(7, IT_I32));
	/* out[16 + thread] = old value of the first add */
	ins(c, OP_TID, IT_I64, 0, ISA_THREAD, 0);
	ins(c, OP_SHL, IT_I64, 2, 0, 2, R(0, IT_I64), IMM(2, IT_I64));
	ins(c, OP_IADD, IT_PTR, 4, 0, 2, PAR(0), R(2, IT_I64));
	ins(c, OP_IADD, IT_PTR, 4, 0, 2, R(4, IT_PTR), IMM(64, IT_I64));
	ins(c, OP_ST, IT_I32, NOREG, 0, 2, R(4, IT_PTR), R(12, IT_I32));
	ex(c);
	launch(3, 48, "buf:i32:256:zero");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 0);
	const int32_t *b = buf0();
	/* the old values (buf[16 .. 16 + 144)) are a permutation of 0..143 */
	uint8_t seen[144] = { 0 };
	for (uint32_t t = 0; t < 144; t++) {
		int32_t v = b[16 + t];
		assert_true(v >= 0 && v < 144 && !seen[v]);
		seen[v] = 1;
	}
	assert_int_equal(b[1], 143 * 144 / 2);
	assert_int_equal(b[2], 7);
	assert_int_equal(st.atomics, 3 * 144);
	assert_int_equal(st.atomic_insts, 3 * 3 * 2);
	finish(c, &st);
}

/* Each thread loops tid.x % 4 + 1 times adding tid.x; the loop's exit
 * branch diverges every iteration. out[tid] = sum. */
static void
test_loop_divergence(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_TID_X, 0);
	ins(c, OP_AND, IT_I32, 9, 0, 2, R(8, IT_I32), IMM(3, IT_I32));
	ins(c, OP_IADD, IT_I32, 9, 0, 2, R(9, IT_I32), IMM(1, IT_I32));
	uint32_t top = ins(c, OP_IADD, IT_I32, 10, 0, 2, R(10, IT_I32), R(8, IT_I32));
	ins(c, OP_ISUB, IT_I32, 9, 0, 2, R(9, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 11, ISA_ICMP_NE, 2, R(9, IT_I32), IMM(0, IT_I32));
	uint32_t b = br(c, 11, top, 0, 0);
	uint32_t after = c->ps.ninsts;
	c->insts[b].target[1] = after;
	c->insts[b].reconv = after;
	store(c, 0, 10);
	ex(c);
	launch(2, 40, "buf:i32:80:const:-1");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 0);
	for (uint32_t t = 0; t < 80; t++)
		assert_int_equal(buf0()[t], (int32_t)((t % 40) * ((t % 40) % 4 + 1)));
	assert_true(st.divergent_branches > 0);
	assert_true(st.thread_instructions < st.warp_instructions * 32);
	/* every iteration's divergent exit branch reconverges where the top
	 * entry does: the paths replace it, the stack never grows past the
	 * base entry and one path */
	assert_int_equal(st.max_stack_depth, 2);
	finish(c, &st);
}

/* if (tid.x odd) exit; out[tid] = tid; the odd threads' exit is inside
 * the divergent region (reconvergence: the kernel's exit). */
static void
test_exit_divergent(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_THREAD, 0);
	ins(c, OP_AND, IT_I32, 9, 0, 2, R(8, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 9, ISA_ICMP_NE, 2, R(9, IT_I32), IMM(0, IT_I32));
	uint32_t b = br(c, 9, 0, 0, PROG_SIMT_EXIT);
	c->insts[b].target[0] = ex(c);
	c->insts[b].target[1] = c->ps.ninsts;
	store(c, 0, 8);
	ex(c);
	launch(1, 70, "buf:i32:70:const:-1");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 0);
	for (uint32_t t = 0; t < 70; t++)
		assert_int_equal(buf0()[t], t % 2 ? -1 : (int32_t)t);
	assert_int_equal(st.divergent_branches, 3);
	finish(c, &st);
}

/* Two nested divergent branches need 3 entries; simt.stack.entries=2. */
static void
test_stack_overflow(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_TID_X, 0);
	ins(c, OP_AND, IT_I32, 9, 0, 2, R(8, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 9, ISA_ICMP_NE, 2, R(9, IT_I32), IMM(0, IT_I32));
	ins(c, OP_AND, IT_I32, 10, 0, 2, R(8, IT_I32), IMM(2, IT_I32));
	ins(c, OP_ICMP, IT_I1, 10, ISA_ICMP_NE, 2, R(10, IT_I32), IMM(0, IT_I32));
	uint32_t b1 = br(c, 9, 0, 0, 0);        /* pc 5 */
	uint32_t b2 = br(c, 10, 0, 0, 0);       /* pc 6 */
	uint32_t j = jmp(c, 0);                 /* pc 7 */
	uint32_t join = jmp(c, 0);              /* pc 8: the inner if's end */
	uint32_t e = ex(c);                     /* pc 9 */
	/* if (odd) { if (bit 1) {} } exit: the inner branch reconverges
	 * before the outer one, so the stack holds the base entry, the outer
	 * reconvergence entry and the inner one: 3 */
	c->insts[b1].target[0] = b2;
	c->insts[b1].target[1] = e;
	c->insts[b1].reconv = e;
	c->insts[b2].target[0] = j;
	c->insts[b2].target[1] = join;
	c->insts[b2].reconv = join;
	c->insts[j].target[0] = join;
	c->insts[join].target[0] = e;
	launch(1, 32, "buf:i32:4:zero");
	assert_int_equal(run_kern(c, &L, &st, &D, "simt.stack.entries=2", NULL), 1);
	assert_true(D.errors > 0);
	assert_non_null(strstr(D.items[0].message, "SIMT stack overflow"));
	launch_free(&L);
	diag_free(&D);
	simtsim_stats_free(&st);
	/* deep enough: it runs */
	launch(1, 32, "buf:i32:4:zero");
	assert_int_equal(run_kern(c, &L, &st, &D, "simt.stack.entries=3", NULL), 0);
	assert_int_equal(st.max_stack_depth, 3);
	finish(c, &st);
}

/* The odd threads wait at a barrier the even ones never reach (they wait
 * below them on the SIMT stack): a deadlock, reported. */
static void
test_deadlock(void **state)
{
	SimtSimStats st;
	Kern *c = kern_new(16);
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_TID, IT_I32, 8, ISA_TID_X, 0);
	ins(c, OP_AND, IT_I32, 9, 0, 2, R(8, IT_I32), IMM(1, IT_I32));
	ins(c, OP_ICMP, IT_I1, 9, ISA_ICMP_NE, 2, R(9, IT_I32), IMM(0, IT_I32));
	uint32_t b = br(c, 9, 0, 0, 0);
	uint32_t bar = ins(c, OP_BAR, IT_VOID, NOREG, 0, 0);
	uint32_t e = ex(c);
	c->insts[b].target[0] = bar;
	c->insts[b].target[1] = e;
	c->insts[b].reconv = e;
	launch(1, 64, "buf:i32:4:zero");
	assert_int_equal(run_kern(c, &L, &st, &D, NULL), 1);
	assert_int_equal(st.deadlock, 1);
	assert_non_null(strstr(D.items[0].message, "deadlock"));
	assert_true(D.n >= 3);   /* the error and a note per waiting warp */
	finish(c, &st);
}

/* An endless loop stops at max_cycles; the stats and the trace are
 * written; the JSON names the machine. */
static void
test_limit_stats_trace(void **state)
{
	SimtSimStats st;
	SimOptions o;
	Kern *c = kern_new(4);
	Arch *a = arch_default();
	(void)state;

	kern_ptr_param(c, "out");
	ins(c, OP_IADD, IT_I32, 0, 0, 2, R(0, IT_I32), IMM(1, IT_I32));
	jmp(c, 0);
	launch(2, 96, "buf:i32:4:zero");
	sim_options_init(&o);
	o.max_cycles = 5000;
	o.trace = tmpfile();
	assert_int_equal(chip_run_alone(&simtsim_model, a, &c->p, &c->k, &L, &o, &st, &D), 1);
	assert_non_null(strstr(D.items[0].message, "cycle limit"));
	assert_true(st.cycles >= 5000 && st.cycles <= 5000 + 4);
	char buf[4096];
	rewind(o.trace);
	size_t n = fread(buf, 1, sizeof buf - 1, o.trace);
	buf[n] = 0;
	assert_non_null(strstr(buf, "\"traceEvents\""));
	assert_non_null(strstr(buf, "warp slot 5"));
	fclose(o.trace);
	FILE *j = tmpfile();
	assert_int_equal(simtsim_write_stats_json(&st, j), 0);
	rewind(j);
	n = fread(buf, 1, sizeof buf - 1, j);
	buf[n] = 0;
	assert_non_null(strstr(buf, "\"machine\": \"simt\""));
	assert_non_null(strstr(buf, "\"issue_slots\""));
	fclose(j);
	arch_free(a);
	finish(c, &st);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shfl),
		cmocka_unit_test(test_vote),
		cmocka_unit_test(test_atomics),
		cmocka_unit_test(test_loop_divergence),
		cmocka_unit_test(test_exit_divergent),
		cmocka_unit_test(test_stack_overflow),
		cmocka_unit_test(test_deadlock),
		cmocka_unit_test(test_limit_stats_trace),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
