/* The SGMF core model (docs/sgmf.md) on hand-made whole-kernel graphs: a
 * steer and a merge send each thread down its side (firings, steer counts
 * and the utilisation loss follow exactly), channels are reused past the
 * thread bound, a graph that can never finish is reported as a deadlock,
 * a bound the token buffers cannot hold is refused, and the event-driven
 * schedule gives what polling gives. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/chip.h"
#include "vgiw/sgmfsim.h"

static uint32_t
node(DfgBlock *g, VgiwOp op, IsaType type, int64_t imm)
{
	uint32_t n = dfg_node_new(g, op, type);

	g->nodes[n].imm = imm;
	return n;
}

static void
in(DfgBlock *g, uint32_t n, DfgInKind kind, IsaType type, uint32_t src,
   uint64_t imm)
{
	DfgNode *d = &g->nodes[n];

	d->in[d->nin++] = (DfgInput){ .kind = (uint8_t)kind, .type = (uint8_t)type,
	                              .src = src, .imm = imm };
}

/* tid; icmp ult tid, 10; steer tid; mov on each side; merge (or a plain
 * join, which waits for both sides: a deadlock); exit. */
static Program *
program(int deadlock, uint32_t threads)
{
	Program *p = prog_new();

	p->target = PROG_SGMF;
	p->nkernels = 1;
	p->kernels = arena_alloc(&p->arena, sizeof *p->kernels);
	ProgKernel *k = &p->kernels[0];
	memset(k, 0, sizeof *k);
	k->name = "sides";
	k->nblocks = 1;
	k->blocks = arena_alloc(&p->arena, sizeof *k->blocks);
	ProgBlock *B = &k->blocks[0];
	memset(B, 0, sizeof *B);
	B->replicas = 1;
	DfgBlock *g = &B->graph;
	uint32_t t = node(g, OP_TID, IT_I32, ISA_THREAD);
	uint32_t c = node(g, OP_ICMP, IT_I1, ISA_ICMP_ULT);
	in(g, c, DIN_NODE, IT_I32, t, 0);
	in(g, c, DIN_IMM, IT_I32, 0, 10);
	uint32_t s = node(g, OP_SPLIT, IT_I32, SGMF_STEER);
	in(g, s, DIN_NODE, IT_I32, t, 0);
	in(g, s, DIN_NODE, IT_I1, c, 0);
	uint32_t a = node(g, OP_MOV, IT_I32, 0);
	in(g, a, DIN_NODE, IT_I32, s, SGMF_STEER_TRUE);
	uint32_t b = node(g, OP_MOV, IT_I32, 0);
	in(g, b, DIN_NODE, IT_I32, s, SGMF_STEER_FALSE);
	uint32_t m = node(g, OP_JOIN, IT_I32, deadlock ? 0 : SGMF_MERGE);
	in(g, m, DIN_NODE, IT_I32, a, 0);
	in(g, m, DIN_NODE, IT_I32, b, 0);
	uint32_t e = node(g, OP_EXIT, IT_VOID, 0);
	in(g, e, DIN_ORDER, IT_I32, m, 0);
	k->sgmf = arena_alloc(&p->arena, sizeof *k->sgmf);
	*k->sgmf = (ProgSgmf){ .threads = threads, .steers = 1, .merges = !deadlock };
	return p;
}

static int
run_with(int deadlock, uint32_t threads, int polling, uint64_t max_cycles,
         SgmfSimStats *st, DiagList *d)
{
	Arch *a = arch_default();
	Program *p = program(deadlock, threads);
	Launch l;
	SimOptions o;

	launch_init(&l);
	l.block[0] = 64;
	sim_options_init(&o);
	o.deadlock_cycles = 10000;
	o.polling = polling;
	if (max_cycles)
		o.max_cycles = max_cycles;
	int rc = chip_run_alone(&sgmfsim_model, a, p, &p->kernels[0], &l, &o, st, d);
	launch_free(&l);
	prog_free(p);
	arch_free(a);
	return rc;
}

static int
run(int deadlock, uint32_t threads, SgmfSimStats *st, DiagList *d)
{
	return run_with(deadlock, threads, 0, 0, st, d);
}

/* The statistics' JSON and every diagnostic of a run, as one string. */
static char *
outcome(int deadlock, uint32_t threads, int polling, uint64_t max_cycles)
{
	SgmfSimStats st;
	DiagList d = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	fprintf(f, "rc %d\n", run_with(deadlock, threads, polling, max_cycles, &st, &d));
	sgmfsim_write_stats_json(&st, f);
	for (uint32_t i = 0; i < d.n; i++)
		fprintf(f, "%d %s\n", (int)d.items[i].severity, d.items[i].message);
	fclose(f);
	sgmfsim_stats_free(&st);
	diag_free(&d);
	return buf;
}

/* The event-driven schedule gives what polling gives (docs/sgmf.md): a
 * merge, a deadlock, the cycle limit, one and several channels. */
static void
test_schedules(void **state)
{
	static const struct { int deadlock; uint32_t threads; uint64_t max; } c[] = {
		{ 0, 4, 0 }, { 0, 1, 0 }, { 0, 32, 0 }, { 1, 4, 0 }, { 0, 4, 40 },
	};

	(void)state;
	for (uint32_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		char *ev = outcome(c[i].deadlock, c[i].threads, 0, c[i].max);
		char *po = outcome(c[i].deadlock, c[i].threads, 1, c[i].max);
		assert_string_equal(ev, po);
		assert_non_null(strstr(ev, c[i].deadlock || c[i].max ? "rc 1" : "rc 0"));
		free(ev);
		free(po);
	}
}

static void
test_sides(void **state)
{
	SgmfSimStats st;
	DiagList d = { 0 };

	(void)state;
	assert_int_equal(run(0, 4, &st, &d), 0);
	assert_int_equal(d.errors, 0);
	assert_int_equal(st.threads, 64);
	assert_int_equal(st.steers, 64);
	assert_int_equal(st.steers_true, 10);
	assert_int_equal(st.merges, 64);
	assert_int_equal(st.nunits, 7);
	assert_int_equal(st.units[3].firings, 10);   /* true side */
	assert_int_equal(st.units[4].firings, 54);   /* false side */
	/* one of the seven mapped units idles for every thread */
	assert_int_equal(st.unit_threads, 64 * 7);
	assert_int_equal(st.unit_threads_idle, 64);
	assert_int_equal(st.firings, 64 * 6);
	assert_false(st.deadlock);
	assert_true(st.cycles > 64 / 4);
	sgmfsim_stats_free(&st);
	diag_free(&d);
}

static void
test_deadlock(void **state)
{
	SgmfSimStats st;
	DiagList d = { 0 };

	(void)state;
	assert_int_equal(run(1, 4, &st, &d), 1);
	assert_true(st.deadlock);
	assert_true(d.errors >= 1);
	assert_non_null(strstr(d.items[0].message, "deadlock"));
	sgmfsim_stats_free(&st);
	diag_free(&d);
}

static void
test_bound(void **state)
{
	SgmfSimStats st;
	DiagList d = { 0 };

	(void)state;
	assert_int_equal(run(0, 100000, &st, &d), 1);
	assert_non_null(strstr(d.items[0].message, "token buffers"));
	sgmfsim_stats_free(&st);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sides),
		cmocka_unit_test(test_deadlock),
		cmocka_unit_test(test_bound),
		cmocka_unit_test(test_schedules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
