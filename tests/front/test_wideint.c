/* Integers of non-native widths in the front end (front/wideint.c): the
 * reader of wide constants, and the shape of the legalised kernel IR (only
 * native widths; the masks, sign extensions, carries, pairs and chunked
 * accesses that stand for each operation; what nothing reads is dropped).
 * Their values are checked end to
 * end against the reference in tests/intwidth/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <llvm-c/Core.h>

#include "vgiw/front.h"

static char errors[8192];

static KirModule *
compile(const char *ir, int opt)
{
	char path[] = "/tmp/vgiw_wide_XXXXXX";
	int fd = mkstemp(path);
	DiagList d = { 0 };

	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	FrontOptions o = { .input = path, .opt = opt };
	KirModule *m = front_compile(&o, &d);
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(&d, f);
	fclose(f);
	diag_free(&d);
	unlink(path);
	return m;
}

static uint32_t
count_op(const KirFunc *f, VgiwOp op, IsaType type)
{
	uint32_t n = 0;

	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t k = 0; k < f->blocks[b].ninsts; k++) {
			const KirInst *in = &f->insts[f->blocks[b].insts[k]];
			n += in->op == op && (type == IT_VOID || in->type == type);
		}
	return n;
}

/* An AND of the given type with a constant operand of value mask. */
static int
has_mask(const KirFunc *f, IsaType type, uint64_t mask)
{
	for (uint32_t i = 1; i <= f->ninsts; i++) {
		const KirInst *in = &f->insts[i];
		if (in->op != OP_AND || in->type != type || in->nargs != 2)
			continue;
		for (uint32_t k = 0; k < 2; k++) {
			KirRef r = f->args[in->args + k];
			if (KIR_TAG(r) == KREF_CONST && f->consts[KIR_IDX(r)].bits == mask)
				return 1;
		}
	}
	return 0;
}

#define HEAD \
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	"target triple = \"nvptx64-nvidia-cuda\"\n"

static void
test_const_reader(void **state)
{
	static const struct { const char *text; unsigned w; uint64_t lo, hi; } c[] = {
		{ "-1", 128, ~0ull, ~0ull },
		{ "-1", 65, ~0ull, 1 },
		{ "-1", 96, ~0ull, 0xffffffffull },
		{ "170141183460469231731687303715884105728", 128, 0, 1ull << 63 },
		/* 12345678901234567890123456789 = 0x27e41b3246bec9b16e398115 */
		{ "12345678901234567890123456789", 128, 0x46bec9b16e398115ull, 0x27e41b32ull },
		{ "-18446744073709551616", 128, 0, ~0ull },
		{ "8589934591", 33, 0x1ffffffffull, 0 },
		{ "-2", 33, 0x1fffffffeull, 0 },
	};
	LLVMContextRef ctx = LLVMContextCreate();

	(void)state;
	for (size_t k = 0; k < sizeof c / sizeof *c; k++) {
		LLVMTypeRef ty = LLVMIntTypeInContext(ctx, c[k].w);
		LLVMValueRef v = LLVMConstIntOfString(ty, c[k].text, 10);
		uint64_t out[2];
		assert_int_equal(front_const_int(v, out), 0);
		if (out[0] != c[k].lo || out[1] != c[k].hi)
			fail_msg("i%u %s: 0x%llx 0x%llx", c[k].w, c[k].text,
			         (unsigned long long)out[1], (unsigned long long)out[0]);
	}
	uint64_t out[2];
	LLVMValueRef big = LLVMConstIntOfString(LLVMIntTypeInContext(ctx, 256), "5", 10);
	assert_int_equal(front_const_int(big, out), -1);
	assert_int_equal(front_const_int(LLVMConstReal(LLVMDoubleTypeInContext(ctx), 1.0), out), -1);
	LLVMContextDispose(ctx);
}

static void
test_narrow_shape(void **state)
{
	/* i33 in i64: add masked to 33 bits; ashr and sdiv sign-extend their
	 * operands in the register first (shl 31, ashr 31); i24 in i32 */
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i64* %p, i32* %q) {\n"
		"  %x = load i64, i64* %p, align 8\n"
		"  %a = trunc i64 %x to i33\n"
		"  %s = add i33 %a, %a\n"
		"  %h = ashr i33 %s, 3\n"
		"  %d = sdiv i33 %h, 7\n"
		"  %e = zext i33 %d to i64\n"
		"  store i64 %e, i64* %p, align 8\n"
		"  %y = load i32, i32* %q, align 4\n"
		"  %b = trunc i32 %y to i24\n"
		"  %m = mul i24 %b, %b\n"
		"  %f = zext i24 %m to i32\n"
		"  store i32 %f, i32* %q, align 4\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 0);

	(void)state;
	if (!m)
		fail_msg("%s", errors);
	const KirFunc *f = m->funcs[0];
	assert_true(has_mask(f, IT_I64, 0x1ffffffffull));
	assert_true(has_mask(f, IT_I32, 0xffffff));
	assert_true(count_op(f, OP_SHL, IT_I64) >= 2);
	assert_true(count_op(f, OP_ASHR, IT_I64) >= 3);
	assert_int_equal(count_op(f, OP_SDIV, IT_I64), 1);
	kir_module_free(m);
}

static void
test_wide_shape(void **state)
{
	/* i128 as pairs: the add carries through an unsigned compare, the
	 * product's high half takes an unsigned mulhi, the store is two i64
	 * stores, the compare is decided by the high halves unless equal */
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i64* %p, i128* %q, i1* %r) {\n"
		"  %x = load i64, i64* %p, align 8\n"
		"  %y = load i128, i128* %q, align 16\n"
		"  %a = zext i64 %x to i128\n"
		"  %s = add i128 %y, %a\n"
		"  %m = mul i128 %s, %y\n"
		"  store i128 %m, i128* %q, align 16\n"
		"  %c = icmp slt i128 %m, %y\n"
		"  store i1 %c, i1* %r, align 1\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 0);

	(void)state;
	if (!m)
		fail_msg("%s", errors);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(count_op(f, OP_LD, IT_I64), 3);
	assert_int_equal(count_op(f, OP_ST, IT_I64), 2);
	assert_int_equal(count_op(f, OP_MULHI, IT_I64), 1);
	assert_true(count_op(f, OP_ICMP, IT_I1) >= 4);  /* carry, hi eq, hi, lo */
	assert_int_equal(count_op(f, OP_SELECT, IT_I1), 1);
	for (uint32_t i = 1; i <= f->ninsts; i++)
		assert_true(f->insts[i].type != IT_I8 && f->insts[i].type != IT_I16 &&
		            f->insts[i].type != IT_I32);
	kir_module_free(m);
}

static void
test_mulhi_idiom(void **state)
{
	/* the high word of a 64x64 product written in i128 is one mulhi:
	 * the low product and the shift by 64 leave nothing behind */
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i64* %p, i64* %q) {\n"
		"  %x = load i64, i64* %p, align 8\n"
		"  %y = load i64, i64* %q, align 8\n"
		"  %a = zext i64 %x to i128\n"
		"  %b = zext i64 %y to i128\n"
		"  %m = mul nuw i128 %a, %b\n"
		"  %h = lshr i128 %m, 64\n"
		"  %t = trunc i128 %h to i64\n"
		"  store i64 %t, i64* %p, align 8\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 2);

	(void)state;
	if (!m)
		fail_msg("%s", errors);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(count_op(f, OP_MULHI, IT_I64), 1);
	assert_int_equal(count_op(f, OP_IMUL, IT_VOID), 0);
	assert_int_equal(count_op(f, OP_LSHR, IT_VOID), 0);
	kir_module_free(m);
}

static void
test_unaligned_chunks(void **state)
{
	/* an i40 at alignment 1: five byte loads; at alignment 4: 4 + 1 */
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i40* %p, i40* %q, i64* %o) {\n"
		"  %a = load i40, i40* %p, align 1\n"
		"  %b = load i40, i40* %q, align 4\n"
		"  %s = xor i40 %a, %b\n"
		"  %e = zext i40 %s to i64\n"
		"  store i64 %e, i64* %o, align 8\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 0);

	(void)state;
	if (!m)
		fail_msg("%s", errors);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(count_op(f, OP_LD, IT_I8), 6);
	assert_int_equal(count_op(f, OP_LD, IT_I32), 1);
	assert_int_equal(count_op(f, OP_LD, IT_VOID), 7);
	kir_module_free(m);
}

/* Division of pairs is loop-free (one block) and call-free: two 128/64
 * divisions of Hacker's Delight's divlu (two 64-bit udiv each), the high
 * quotient word's udiv and urem, and no wide operation left. */
static void
test_divide_shape(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i128* %q) {\n"
		"  %y = load i128, i128* %q, align 16\n"
		"  %p2 = getelementptr i128, i128* %q, i64 1\n"
		"  %z = load i128, i128* %p2, align 16\n"
		"  %d = srem i128 %y, %z\n"
		"  store i128 %d, i128* %q, align 16\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 0);

	(void)state;
	if (!m)
		fail_msg("%s", errors);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(f->nblocks, 1);
	assert_int_equal(count_op(f, OP_UDIV, IT_I64), 5);
	assert_int_equal(count_op(f, OP_UREM, IT_I64), 1);
	assert_int_equal(count_op(f, OP_UDIV, IT_VOID), 5);
	assert_int_equal(count_op(f, OP_SREM, IT_VOID) + count_op(f, OP_SDIV, IT_VOID), 0);
	kir_module_free(m);
}

static void
test_refusals(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i128* %q) {\n"
		"  %y = load i128, i128* %q, align 16\n"
		"  %w = zext i128 %y to i200\n"
		"  %t = trunc i200 %w to i128\n"
		"  store i128 %t, i128* %q, align 16\n"
		"  ret void\n"
		"}\n";
	KirModule *m = compile(ir, 0);

	(void)state;
	assert_null(m);
	assert_non_null(strstr(errors, "type 'i200' is not supported"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_const_reader),
		cmocka_unit_test(test_narrow_shape),
		cmocka_unit_test(test_wide_shape),
		cmocka_unit_test(test_mulhi_idiom),
		cmocka_unit_test(test_unaligned_chunks),
		cmocka_unit_test(test_divide_shape),
		cmocka_unit_test(test_refusals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
