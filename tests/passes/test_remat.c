/* Rematerialisation: thread-invariant values used in other blocks are
 * recomputed there instead of becoming live values; values that depend on
 * memory or phis, or whose expressions exceed the limit, stay live. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))

static uint32_t
op2(KirFunc *f, uint32_t b, VgiwOp op, KirRef x, KirRef y)
{
	KirRef a[2] = { x, y };

	return kir_inst_new(f, b, op, op == OP_ICMP ? IT_I1 : IT_I32, a, 2);
}

static uint32_t
coord(KirFunc *f, uint32_t b, IsaCoord c)
{
	uint32_t i = kir_inst_new(f, b, OP_TID, IT_I32, NULL, 0);

	f->insts[i].imm = c;
	return i;
}

static void
store(KirFunc *f, uint32_t b, KirRef v)
{
	KirRef a[2] = { kir_const(f, IT_PTR, 128), v };

	kir_inst_new(f, b, OP_ST, IT_I32, a, 2);
}

/* entry: gid = ctaid.x * ntid.x + tid.x; x = load; br -> use; use: store
 * gid + param, store x */
static KirFunc *
build(KirModule *m, uint32_t *gid, uint32_t *x)
{
	KirFunc *f = kir_func_new(m, "k");
	f->params = xcalloc(1, sizeof *f->params);
	f->params[0] = (KirParam){ .name = "n", .type = IT_I32, .size = 4 };
	f->nparams = 1;
	uint32_t e = kir_block_new(f, "entry"), u = kir_block_new(f, "use");
	f->entry = e;
	uint32_t c = coord(f, e, ISA_CTAID_X), n = coord(f, e, ISA_NTID_X);
	uint32_t t = coord(f, e, ISA_TID_X);
	*gid = op2(f, e, OP_IADD, V(op2(f, e, OP_IMUL, V(c), V(n))), V(t));
	KirRef la[1] = { kir_const(f, IT_PTR, 64) };
	*x = kir_inst_new(f, e, OP_LD, IT_I32, la, 1);
	f->blocks[e].term = KTERM_JMP;
	f->blocks[e].succ[0] = u;
	store(f, u, V(op2(f, u, OP_IADD, V(*gid), KIR_REF(KREF_PARAM, 0))));
	store(f, u, V(*x));
	f->blocks[u].term = KTERM_RET;
	return f;
}

static void
test_invariant_recomputed(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t gid, x;
	KirFunc *f = build(m, &gid, &x);
	DiagList d = { 0 };

	assert_int_equal(pass_schedule(f, &d), 0);
	/* gid is 5 operations (3 coordinates, imul, iadd) */
	assert_int_equal(pass_remat(f, 5), 5);
	assert_int_equal(kir_verify(f, &d), 0);
	KirLive live;
	pass_live(f, &live);
	assert_int_equal(live.lv_of[gid], 0);  /* no longer crosses */
	assert_true(live.lv_of[x] != 0);       /* a load stays live */
	assert_int_equal(live.nlv, 1);
	/* the use block computes its own copy, and uses only its own values */
	const KirBlock *u = &f->blocks[f->sched[1]];
	for (uint32_t k = 0; k < u->ninsts; k++) {
		const KirInst *in = &f->insts[u->insts[k]];
		const KirRef *a = kir_args(f, in);
		for (uint32_t j = 0; j < in->nargs; j++)
			if (KIR_TAG(a[j]) == KREF_VAL && KIR_IDX(a[j]) != x)
				assert_int_equal(f->insts[KIR_IDX(a[j])].block, f->sched[1]);
	}
	/* idempotent */
	assert_int_equal(pass_remat(f, 5), 0);
	pass_live_free(&live);
	kir_module_free(m);
}

static void
test_limit_respected(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t gid, x;
	KirFunc *f = build(m, &gid, &x);
	DiagList d = { 0 };

	assert_int_equal(pass_schedule(f, &d), 0);
	assert_int_equal(pass_remat(f, 4), 0);  /* gid needs 5 */
	assert_int_equal(pass_remat(f, 0), 0);
	KirLive live;
	pass_live(f, &live);
	assert_true(live.lv_of[gid] != 0);
	assert_int_equal(live.nlv, 2);
	pass_live_free(&live);
	kir_module_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_invariant_recomputed),
		cmocka_unit_test(test_limit_respected),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
