/* GPU-CC folds (passes/gpucc_fold.c): a __constant__ load with an
 * initialiser becomes an immediate, one without stays; in[i + 1] shares
 * in[i]'s address cores when the add is nsw or the predicate bounds i,
 * and stays its own when neither (the sign extension would not
 * distribute); a zero extension splits only where the value is >= 0; a
 * negated OR of tests becomes an AND of inverse tests; lo <= x <= hi
 * becomes one unsigned test. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))
#define P(i) KIR_REF(KREF_PARAM, (i))

typedef struct {
	KirModule *m;
	KirFunc *f;
	DiagList d;
	uint32_t b;
} Kern;

static void
kern_new(Kern *k)
{
	memset(k, 0, sizeof *k);
	k->m = kir_module_new("test.ll");
	k->f = kir_func_new(k->m, "k");
	k->f->params = calloc(2, sizeof *k->f->params);
	k->f->nparams = 2;
	k->f->params[0] = (KirParam){ .name = "in", .type = IT_PTR,
	                              .aspace = AS_GLOBAL, .size = 8 };
	k->f->params[1] = (KirParam){ .name = "out", .type = IT_PTR,
	                              .aspace = AS_GLOBAL, .size = 8 };
	k->b = kir_block_new(k->f, "entry");
	k->f->entry = k->b;
}

static void
kern_free(Kern *k)
{
	diag_free(&k->d);
	kir_module_free(k->m);
}

static uint32_t
inst(Kern *k, VgiwOp op, IsaType t, KirRef x, KirRef y, KirRef z)
{
	KirRef a[3] = { x, y, z };
	uint32_t n = z ? 3 : y ? 2 : x ? 1 : 0;

	return kir_inst_new(k->f, k->b, op, t, a, n);
}

static KirRef
imm(Kern *k, IsaType t, int64_t v)
{
	uint64_t m = t == IT_I64 ? ~(uint64_t)0 : t == IT_I1 ? 1 : 0xffffffffu;

	return kir_const(k->f, t, (uint64_t)v & m);
}

static uint32_t
tid(Kern *k)
{
	uint32_t i = inst(k, OP_TID, IT_I32, 0, 0, 0);

	k->f->insts[i].imm = ISA_GID_X;
	return i;
}

/* load in + 4 * ext(x), optionally predicated; returns the load */
static uint32_t
load_at(Kern *k, VgiwOp ext, KirRef x, KirRef pred)
{
	uint32_t e = inst(k, ext, IT_I64, x, 0, 0);
	uint32_t s = inst(k, OP_SHL, IT_I64, V(e), imm(k, IT_I64, 2), 0);
	uint32_t a = inst(k, OP_IADD, IT_PTR, P(0), V(s), 0);
	uint32_t l = inst(k, OP_LD, IT_F32, V(a), pred, 0);

	k->f->insts[l].aspace = AS_GLOBAL;
	k->f->insts[l].align = 4;
	if (pred)
		k->f->insts[l].flags = ISAF_PREDICATED;
	return l;
}

/* out[0] = v, optionally predicated */
static void
store(Kern *k, KirRef v, KirRef pred)
{
	uint32_t s = inst(k, OP_ST, IT_F32, P(1), v, pred);

	k->f->insts[s].aspace = AS_GLOBAL;
	k->f->insts[s].align = 4;
	if (pred)
		k->f->insts[s].flags = ISAF_PREDICATED;
}

static void
fold(Kern *k)
{
	k->f->blocks[k->b].term = KTERM_RET;
	assert_int_equal(kir_verify(k->f, &k->d), 0);
	assert_int_equal(pass_schedule(k->f, &k->d), 0);
	assert_int_equal(pass_gpucc_fold(k->m, k->f), 0);
	assert_int_equal(kir_verify(k->f, &k->d), 0);
}

static uint32_t
count_op(const KirFunc *f, VgiwOp op)
{
	const KirBlock *bl = &f->blocks[f->entry];
	uint32_t n = 0;

	for (uint32_t k = 0; k < bl->ninsts; k++)
		n += f->insts[bl->insts[k]].op == op;
	return n;
}

/* The address of load l: (base, offset) if it is iadd.ptr base, K. */
static int64_t
offset_of(const KirFunc *f, uint32_t l, KirRef *base)
{
	KirRef a = kir_args(f, &f->insts[l])[0];
	const KirInst *in = &f->insts[KIR_IDX(a)];

	*base = a;
	if (in->op != OP_IADD || KIR_TAG(kir_args(f, in)[1]) != KREF_CONST)
		return 0;
	*base = kir_args(f, in)[0];
	return (int64_t)f->consts[KIR_IDX(kir_args(f, in)[1])].bits;
}

static uint32_t
global(Kern *k, const char *name, int init)
{
	KirModule *m = k->m;
	uint32_t g;

	vec_grow(m->globals, m->nglobals, m->globals_cap, m->nglobals + 2);
	g = ++m->nglobals;
	memset(&m->globals[g], 0, sizeof m->globals[g]);
	m->globals[g].name = name;
	m->globals[g].aspace = AS_CONST;
	m->globals[g].align = 4;
	m->globals[g].size = 8;
	if (init) {
		static const float w[2] = { 0.25f, 0.5f };
		m->globals[g].init = arena_alloc(&m->arena, 8);
		memcpy(m->globals[g].init, w, 8);
	}
	return g;
}

static void
test_constant_loads(void **state)
{
	(void)state;
	Kern k;
	kern_new(&k);
	uint32_t gi = global(&k, "w", 1), gz = global(&k, "z", 0);
	uint32_t a = inst(&k, OP_LD, IT_F32, kir_const_sym(k.f, gi, 4), 0, 0);
	uint32_t b = inst(&k, OP_LD, IT_F32, kir_const_sym(k.f, gz, 4), 0, 0);
	uint32_t s = inst(&k, OP_FADD, IT_F32, V(a), V(b), 0);
	store(&k, V(s), 0);
	fold(&k);
	/* 0.5f from the initialiser; the symbol without one keeps its load */
	uint32_t bits;
	float half = 0.5f;
	memcpy(&bits, &half, 4);
	assert_int_equal(kir_args(k.f, &k.f->insts[s])[0], kir_const(k.f, IT_F32, bits));
	assert_int_equal(kir_args(k.f, &k.f->insts[s])[1], V(b));
	assert_int_equal(count_op(k.f, OP_LD), 1);
	kern_free(&k);
}

/* in[t] and in[t + 1]: shared with nsw, not without */
static void
check_taps(int nsw, int shared)
{
	Kern k;
	kern_new(&k);
	uint32_t t = tid(&k);
	uint32_t l0 = load_at(&k, OP_SEXT, V(t), 0);
	uint32_t p = inst(&k, OP_IADD, IT_I32, V(t), imm(&k, IT_I32, 1), 0);
	k.f->insts[p].nsw = (uint8_t)nsw;
	uint32_t l1 = load_at(&k, OP_SEXT, V(p), 0);
	uint32_t s = inst(&k, OP_FADD, IT_F32, V(l0), V(l1), 0);
	store(&k, V(s), 0);
	fold(&k);

	KirRef b0, b1;
	int64_t o0 = offset_of(k.f, l0, &b0), o1 = offset_of(k.f, l1, &b1);

	assert_int_equal(o0, 0);
	if (shared) {
		assert_int_equal(o1, 4);
		assert_int_equal(b0, b1);
		assert_int_equal(count_op(k.f, OP_SEXT), 1);
	} else {
		assert_int_equal(o1, 0);
		assert_int_not_equal(b0, b1);
		assert_int_equal(count_op(k.f, OP_SEXT), 2);
	}
	kern_free(&k);
}

static void
test_taps_nsw(void **state)
{
	(void)state;
	check_taps(1, 1);
}

/* without nsw, t + 1 may wrap where sext(t) + 1 does not */
static void
test_taps_wrap(void **state)
{
	(void)state;
	check_taps(0, 0);
}

/* zext(t + 1) under the predicate (t - 1) <u 510 (t in [1, 510]): exact,
 * shared; without the predicate t may be -1, and zext(t + 1) = 0 is not
 * zext(t) + 1, so it stays */
static void
check_zext(int guarded)
{
	Kern k;
	kern_new(&k);
	uint32_t t = tid(&k);
	uint32_t d = inst(&k, OP_IADD, IT_I32, V(t), imm(&k, IT_I32, -1), 0);
	uint32_t c = inst(&k, OP_ICMP, IT_I1, V(d), imm(&k, IT_I32, 510), 0);
	k.f->insts[c].imm = ISA_ICMP_ULT;
	KirRef pred = guarded ? V(c) : 0;
	uint32_t l0 = load_at(&k, OP_ZEXT, V(t), pred);
	uint32_t p = inst(&k, OP_IADD, IT_I32, V(t), imm(&k, IT_I32, 1), 0);
	uint32_t l1 = load_at(&k, OP_ZEXT, V(p), pred);
	uint32_t s = inst(&k, OP_FADD, IT_F32, V(l0), V(l1), 0);
	store(&k, V(s), pred);
	fold(&k);

	KirRef b0, b1;
	int64_t o1 = offset_of(k.f, l1, &b1);

	offset_of(k.f, l0, &b0);
	assert_int_equal(o1, guarded ? 4 : 0);
	assert_int_equal(b0 == b1, guarded);
	kern_free(&k);
}

static void
test_zext_guarded(void **state)
{
	(void)state;
	check_zext(1);
}

static void
test_zext_unguarded(void **state)
{
	(void)state;
	check_zext(0);
}

/* NOT (t < 1 OR t > 510): (t >= 1) AND (t <= 510), then one unsigned test
 * (t - 1) <u 510; no XOR, no OR left */
static void
test_not_or_range(void **state)
{
	(void)state;
	Kern k;
	kern_new(&k);
	uint32_t t = tid(&k);
	uint32_t a = inst(&k, OP_ICMP, IT_I1, V(t), imm(&k, IT_I32, 1), 0);
	uint32_t b = inst(&k, OP_ICMP, IT_I1, V(t), imm(&k, IT_I32, 510), 0);
	k.f->insts[a].imm = ISA_ICMP_SLT;
	k.f->insts[b].imm = ISA_ICMP_SGT;
	uint32_t o = inst(&k, OP_OR, IT_I1, V(a), V(b), 0);
	uint32_t n = inst(&k, OP_XOR, IT_I1, V(o), imm(&k, IT_I1, 1), 0);
	uint32_t l = load_at(&k, OP_SEXT, V(t), V(n));
	store(&k, V(l), V(n));
	fold(&k);
	assert_int_equal(count_op(k.f, OP_XOR), 0);
	assert_int_equal(count_op(k.f, OP_OR), 0);
	assert_int_equal(count_op(k.f, OP_AND), 0);
	assert_int_equal(count_op(k.f, OP_ICMP), 1);

	const KirInst *ld = &k.f->insts[l];
	KirRef p = kir_args(k.f, ld)[ld->nargs - 1];
	const KirInst *c = &k.f->insts[KIR_IDX(p)];

	assert_int_equal(c->op, OP_ICMP);
	assert_int_equal(c->imm, ISA_ICMP_ULT);
	assert_int_equal(kir_args(k.f, c)[1], imm(&k, IT_I32, 510));
	kern_free(&k);
}

/* lo > hi: the tests are kept (the unsigned form would not be empty) */
static void
test_empty_range_kept(void **state)
{
	(void)state;
	Kern k;
	kern_new(&k);
	uint32_t t = tid(&k);
	uint32_t a = inst(&k, OP_ICMP, IT_I1, V(t), imm(&k, IT_I32, 9), 0);
	uint32_t b = inst(&k, OP_ICMP, IT_I1, V(t), imm(&k, IT_I32, 5), 0);
	k.f->insts[a].imm = ISA_ICMP_SGT;
	k.f->insts[b].imm = ISA_ICMP_SLT;
	uint32_t n = inst(&k, OP_AND, IT_I1, V(a), V(b), 0);
	uint32_t l = load_at(&k, OP_SEXT, V(t), V(n));
	store(&k, V(l), V(n));
	fold(&k);
	assert_int_equal(count_op(k.f, OP_ICMP), 2);
	assert_int_equal(count_op(k.f, OP_AND), 1);
	kern_free(&k);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_constant_loads),
		cmocka_unit_test(test_taps_nsw),
		cmocka_unit_test(test_taps_wrap),
		cmocka_unit_test(test_zext_guarded),
		cmocka_unit_test(test_zext_unguarded),
		cmocka_unit_test(test_not_or_range),
		cmocka_unit_test(test_empty_range_kept),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
