/* Block scheduling: reverse post-order IDs, back edges exactly the DFS
 * retreating edges, unreachable blocks removed, entry synthesised. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))

static void
jmp(KirFunc *f, uint32_t b, uint32_t t)
{
	f->blocks[b].term = KTERM_JMP;
	f->blocks[b].succ[0] = t;
}

static void
br(KirFunc *f, uint32_t b, uint32_t t, uint32_t e)
{
	f->blocks[b].term = KTERM_BR;
	f->blocks[b].cond = kir_const(f, IT_I1, 1);
	f->blocks[b].succ[0] = t;
	f->blocks[b].succ[1] = e;
}

static void
ret(KirFunc *f, uint32_t b)
{
	f->blocks[b].term = KTERM_RET;
}

static uint32_t
iadd(KirFunc *f, uint32_t b, KirRef x, KirRef y)
{
	KirRef a[2] = { x, y };

	return kir_inst_new(f, b, OP_IADD, IT_I32, a, 2);
}

/* Independent check by recursive DFS (test graphs are small): an edge is a
 * back edge exactly when its target is on the DFS stack. */
static void
check_dfs(const KirFunc *f, uint32_t b, uint8_t *state, uint32_t *edges)
{
	const KirBlock *bl = &f->blocks[b];

	state[b] = 1;
	for (uint32_t s = 0; s < kir_nsucc(bl); s++) {
		uint32_t t = bl->succ[s];

		assert_int_equal(pass_is_back_edge(f, b, t), state[t] == 1);
		(*edges)++;
		if (!state[t])
			check_dfs(f, t, state, edges);
	}
	state[b] = 2;
}

/* IDs are a permutation with sched its inverse, the entry has ID 0 and no
 * predecessors, and back edges match the DFS. Returns the edge count. */
static uint32_t
check_schedule(const KirFunc *f)
{
	uint8_t *state = calloc(f->nblocks + 1, 1);
	uint32_t edges = 0;
	DiagList d = { 0 };

	assert_int_equal(kir_verify(f, &d), 0);
	diag_free(&d);
	assert_int_equal(f->nsched, f->nblocks);
	assert_int_equal(f->blocks[f->entry].id, 0);
	for (uint32_t id = 0; id < f->nsched; id++)
		assert_int_equal(f->blocks[f->sched[id]].id, id);
	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t s = 0; s < kir_nsucc(&f->blocks[b]); s++)
			assert_int_not_equal(f->blocks[b].succ[s], f->entry);
	check_dfs(f, f->entry, state, &edges);
	for (uint32_t b = 1; b <= f->nblocks; b++)
		assert_int_equal(state[b], 2);   /* everything reachable */
	free(state);
	return edges;
}

static int
schedule(KirFunc *f)
{
	DiagList d = { 0 };
	int r = pass_schedule(f, &d);

	diag_print(&d, stderr);
	diag_free(&d);
	return r;
}

static void
test_diamond(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t e = kir_block_new(f, "entry"), t = kir_block_new(f, "then");
	uint32_t el = kir_block_new(f, "else"), mg = kir_block_new(f, "merge");

	f->entry = e;
	br(f, e, t, el);
	uint32_t x = iadd(f, t, kir_const(f, IT_I32, 1), kir_const(f, IT_I32, 2));
	jmp(f, t, mg);
	uint32_t y = iadd(f, el, kir_const(f, IT_I32, 3), kir_const(f, IT_I32, 4));
	jmp(f, el, mg);
	KirRef pa[4] = { V(x), t, V(y), el };
	kir_inst_new(f, mg, OP_PHI, IT_I32, pa, 4);
	ret(f, mg);

	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nblocks, 4);
	/* succ[0] is explored first and so finishes before succ[1]: in
	 * reverse post-order "else" comes before "then" */
	assert_int_equal(f->blocks[e].id, 0);
	assert_int_equal(f->blocks[el].id, 1);
	assert_int_equal(f->blocks[t].id, 2);
	assert_int_equal(f->blocks[mg].id, 3);
	assert_int_equal(check_schedule(f), 4);
	assert_false(pass_is_back_edge(f, e, t));
	assert_false(pass_is_back_edge(f, el, mg));
	kir_module_free(m);
}

static KirFunc *
build_loop(KirModule *m, uint32_t *bb)
{
	KirFunc *f = kir_func_new(m, "loop");
	uint32_t e = kir_block_new(f, "entry"), h = kir_block_new(f, "head");
	uint32_t l = kir_block_new(f, "latch"), x = kir_block_new(f, "exit");

	f->entry = e;
	jmp(f, e, h);
	KirRef pa[4] = { kir_const(f, IT_I32, 0), e, KIR_REF(KREF_UNDEF, 0), l };
	uint32_t i = kir_inst_new(f, h, OP_PHI, IT_I32, pa, 4);
	uint32_t i2 = iadd(f, l, V(i), kir_const(f, IT_I32, 1));
	kir_args(f, &f->insts[i])[2] = V(i2);
	br(f, h, l, x);
	jmp(f, l, h);
	ret(f, x);
	bb[0] = e, bb[1] = h, bb[2] = l, bb[3] = x;
	return f;
}

static void
test_loop(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t b[4];
	KirFunc *f = build_loop(m, b);

	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->blocks[b[0]].id, 0);
	assert_int_equal(f->blocks[b[1]].id, 1);
	assert_int_equal(f->blocks[b[3]].id, 2);
	assert_int_equal(f->blocks[b[2]].id, 3);
	assert_true(pass_is_back_edge(f, b[2], b[1]));
	assert_false(pass_is_back_edge(f, b[0], b[1]));
	assert_false(pass_is_back_edge(f, b[1], b[2]));
	assert_false(pass_is_back_edge(f, b[1], b[3]));
	assert_int_equal(check_schedule(f), 4);
	kir_module_free(m);
}

static void
test_self_loop(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "self");
	uint32_t e = kir_block_new(f, "entry"), l = kir_block_new(f, "l");
	uint32_t x = kir_block_new(f, "x");

	f->entry = e;
	jmp(f, e, l);
	br(f, l, l, x);
	ret(f, x);
	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->blocks[l].id, 1);
	assert_int_equal(f->blocks[x].id, 2);
	assert_true(pass_is_back_edge(f, l, l));
	assert_false(pass_is_back_edge(f, l, x));
	assert_int_equal(check_schedule(f), 3);
	kir_module_free(m);
}

static void
test_irreducible(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "irr");
	uint32_t e = kir_block_new(f, "entry"), a = kir_block_new(f, "a");
	uint32_t b = kir_block_new(f, "b"), x = kir_block_new(f, "x");

	/* the cycle a <-> b is entered at a and at b */
	f->entry = e;
	br(f, e, a, b);
	br(f, a, b, x);
	jmp(f, b, a);
	ret(f, x);
	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->blocks[e].id, 0);
	assert_int_equal(f->blocks[a].id, 1);
	assert_int_equal(f->blocks[x].id, 2);
	assert_int_equal(f->blocks[b].id, 3);
	assert_true(pass_is_back_edge(f, b, a));
	assert_false(pass_is_back_edge(f, a, b));
	assert_false(pass_is_back_edge(f, e, b));   /* a forward edge */
	assert_int_equal(check_schedule(f), 5);
	kir_module_free(m);
}

static void
test_unreachable(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "dead");
	uint32_t e = kir_block_new(f, "entry"), dd = kir_block_new(f, "dead");
	uint32_t x = kir_block_new(f, "exit"), spin = kir_block_new(f, "spin");
	uint32_t nt = kir_block_new(f, "noterm");

	f->entry = e;
	uint32_t v = iadd(f, e, kir_const(f, IT_I32, 1), kir_const(f, IT_I32, 2));
	jmp(f, e, x);
	uint32_t w = iadd(f, dd, kir_const(f, IT_I32, 3), kir_const(f, IT_I32, 4));
	jmp(f, dd, x);
	KirRef pa[4] = { V(w), dd, V(v), e };
	uint32_t p = kir_inst_new(f, x, OP_PHI, IT_I32, pa, 4);
	ret(f, x);
	f->blocks[x].part_of = x;
	jmp(f, spin, spin);
	(void)nt;   /* unreachable and malformed: deleted, not diagnosed */

	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nblocks, 2);
	assert_int_equal(f->entry, 1);
	assert_string_equal(f->blocks[2].name, "exit");
	assert_int_equal(f->blocks[1].succ[0], 2);
	assert_int_equal(f->blocks[2].part_of, 2);
	assert_int_equal(f->insts[p].block, 2);
	assert_int_equal(f->insts[v].block, 1);
	assert_int_equal(f->insts[w].block, 0);   /* orphan */
	assert_int_equal(f->insts[p].nargs, 2);
	assert_int_equal(kir_args(f, &f->insts[p])[0], V(v));
	assert_int_equal(kir_args(f, &f->insts[p])[1], 1);
	assert_int_equal(check_schedule(f), 1);
	kir_module_free(m);
}

static void
test_entry_synthesis(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "again");
	uint32_t e = kir_block_new(f, "entry"), l = kir_block_new(f, "l");
	uint32_t x = kir_block_new(f, "x");

	/* entry: p = phi [n, l]; br entry-> l, x; l: n = p + 1; jmp entry */
	f->entry = e;
	KirRef pa[2] = { KIR_REF(KREF_UNDEF, 0), l };
	uint32_t p = kir_inst_new(f, e, OP_PHI, IT_I32, pa, 2);
	br(f, e, l, x);
	KirRef na[2] = { V(p), kir_const(f, IT_I32, 1) };
	uint32_t n2 = kir_inst_new(f, l, OP_IADD, IT_I32, na, 2);
	kir_args(f, &f->insts[p])[0] = V(n2);
	jmp(f, l, e);
	ret(f, x);

	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nblocks, 4);
	uint32_t ne = f->entry;
	assert_int_not_equal(ne, e);
	assert_int_equal(f->blocks[ne].term, KTERM_JMP);
	assert_int_equal(f->blocks[ne].succ[0], e);
	assert_int_equal(f->blocks[ne].ninsts, 0);
	assert_int_equal(f->blocks[ne].id, 0);
	assert_int_equal(f->blocks[e].id, 1);
	assert_true(pass_is_back_edge(f, l, e));
	const KirRef *a = kir_args(f, &f->insts[p]);
	assert_int_equal(f->insts[p].nargs, 4);
	assert_int_equal(a[0], V(n2));
	assert_int_equal(a[1], l);
	assert_int_equal(KIR_TAG(a[2]), KREF_UNDEF);
	assert_int_equal(a[3], ne);
	check_schedule(f);

	/* a second run finds an entry without predecessors: nothing added */
	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nblocks, 4);
	assert_int_equal(f->entry, ne);
	assert_int_equal(f->insts[p].nargs, 4);
	kir_module_free(m);
}

static void
test_self_loop_entry(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "spin");
	uint32_t e = kir_block_new(f, "entry"), x = kir_block_new(f, "x");

	f->entry = e;
	br(f, e, e, x);
	ret(f, x);
	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nblocks, 3);
	assert_int_not_equal(f->entry, e);
	assert_true(pass_is_back_edge(f, e, e));
	check_schedule(f);
	kir_module_free(m);
}

static void
test_bad_shape(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "broken");
	uint32_t e = kir_block_new(f, "entry"), b = kir_block_new(f, "body");
	uint32_t c = kir_block_new(f, "wild");
	DiagList d = { 0 };

	f->entry = e;
	br(f, e, b, c);
	f->blocks[c].term = KTERM_JMP;
	f->blocks[c].succ[0] = 99;
	assert_int_equal(pass_schedule(f, &d), 1);
	assert_int_equal(d.errors, 2);
	/* DFS order: wild is popped before body (a stack) */
	assert_non_null(strstr(d.items[0].message, "broken"));
	assert_non_null(strstr(d.items[0].message, "wild"));
	assert_non_null(strstr(d.items[1].message, "body"));
	assert_non_null(strstr(d.items[1].message, "no terminator"));
	assert_int_equal(f->nblocks, 3);   /* untouched */
	diag_free(&d);
	kir_module_free(m);
}

/* xorshift: a fixed pseudo-random CFG, the same on every machine */
static uint32_t
rnd(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

static void
test_random_cfgs(void **state)
{
	(void)state;
	uint32_t seed = 12345;

	for (int round = 0; round < 50; round++) {
		KirModule *m = kir_module_new("t.ll");
		KirFunc *f = kir_func_new(m, "rnd");
		uint32_t n = 2 + rnd(&seed) % 60;

		for (uint32_t b = 1; b <= n; b++)
			kir_block_new(f, NULL);
		f->entry = 1 + rnd(&seed) % n;
		for (uint32_t b = 1; b <= n; b++) {
			uint32_t k = rnd(&seed) % 8;

			if (k == 0)
				ret(f, b);
			else if (k < 4)
				jmp(f, b, 1 + rnd(&seed) % n);
			else
				br(f, b, 1 + rnd(&seed) % n, 1 + rnd(&seed) % n);
		}
		assert_int_equal(schedule(f), 0);
		check_schedule(f);
		kir_module_free(m);
	}
}

static void
test_long_chain(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "chain");
	const uint32_t n = 200000;

	/* deep enough to overflow a recursive DFS */
	for (uint32_t b = 1; b <= n; b++)
		kir_block_new(f, NULL);
	f->entry = 1;
	for (uint32_t b = 1; b < n; b++)
		jmp(f, b, b + 1);
	br(f, n, 2, 2);   /* both successors the same: still one back edge */
	assert_int_equal(schedule(f), 0);
	for (uint32_t b = 1; b <= n; b++)
		assert_int_equal(f->blocks[b].id, b - 1);
	assert_true(pass_is_back_edge(f, n, 2));
	assert_false(pass_is_back_edge(f, 1, 2));
	kir_module_free(m);
}

static void
test_rerun(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t b[4];
	KirFunc *f = build_loop(m, b);
	uint32_t first[5];

	assert_int_equal(schedule(f), 0);
	for (uint32_t i = 1; i <= 4; i++)
		first[i] = f->blocks[i].id;
	/* as partitioning does: a new block splitting the latch */
	uint32_t l2 = kir_block_new(f, "latch.1");
	jmp(f, l2, b[1]);
	jmp(f, b[2], l2);
	KirInst *phi = &f->insts[f->blocks[b[1]].insts[0]];
	kir_args(f, phi)[3] = l2;
	assert_int_equal(schedule(f), 0);
	assert_int_equal(f->nsched, 5);
	for (uint32_t i = 1; i <= 4; i++)
		assert_int_equal(f->blocks[i].id, first[i]);
	assert_int_equal(f->blocks[l2].id, 4);
	assert_true(pass_is_back_edge(f, l2, b[1]));
	assert_false(pass_is_back_edge(f, b[2], l2));
	check_schedule(f);
	kir_module_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_diamond),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_self_loop),
		cmocka_unit_test(test_irreducible),
		cmocka_unit_test(test_unreachable),
		cmocka_unit_test(test_entry_synthesis),
		cmocka_unit_test(test_self_loop_entry),
		cmocka_unit_test(test_bad_shape),
		cmocka_unit_test(test_random_cfgs),
		cmocka_unit_test(test_long_chain),
		cmocka_unit_test(test_rerun),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
