/* The reference interpreter on integers of every width up to 128: hand-
 * written modules against values computed by hand (so that a misreading
 * the front end shares would still be caught), and the CUDA kernels of
 * tests/intwidth/ against the same computations written in C here with the
 * host compiler's __int128 (an oracle that is not ours). */
#include <math.h>

#include "vgiw/front.h"
#include "ref_fixture.h"

__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 i128;

/* no constant folding: the interpreter computes */
static const RefOptions opt0 = { .opt = 0 };

static uint64_t
word(const Launch *l, uint32_t arg, uint64_t i)
{
	const LaunchRegion *r = buf(l, arg);
	uint64_t v;

	assert_true(8 * i + 8 <= r->size);
	memcpy(&v, r->data + 8 * i, 8);
	return v;
}

/* out[k] for k = 0.. : each line stores one i64 (or an i128 as two). */
#define OUT(k, ty, v) \
	"  %p" #k " = getelementptr i64, i64* %out, i64 " #k "\n" \
	"  %q" #k " = bitcast i64* %p" #k " to " ty "*\n" \
	"  store " ty " " v ", " ty "* %q" #k ", align 8\n"

/* The hand-written modules: each test's kernel stores its values in its own
 * words of out[] (the others keep 7), and every expected value is worked
 * out by hand in the comment beside the instruction that computes it. */
#define HAND_KERNEL \
	"define ptx_kernel void @k(i64* %out) {\n" \
	"entry:\n"
#define HAND_END \
	"  ret void\n" \
	"}\n"

typedef struct { uint32_t k; uint64_t v; } Want;

/* Run the module whose text is parts joined (each a literal within ISO C's
 * 4095 characters) on 72 words of 7 and check out[want[i].k] == want[i].v;
 * l keeps the launch for the test's own checks. */
static void
run_hand(const char *const *parts, size_t nparts, const Want *want, size_t nwant, Launch *l)
{
	char ir[8192] = "";

	for (size_t k = 0; k < nparts; k++) {
		assert_true(strlen(ir) + strlen(parts[k]) < sizeof ir);
		strcat(ir, parts[k]);
	}
	expect_ok(run_ir(ir, "--block=1 --arg=buf:i64:72:const:7", &opt0, l, NULL));
	for (uint32_t k = 0; k < nwant; k++)
		if (word(l, 0, want[k].k) != want[k].v)
			fail_msg("out[%u] = 0x%llx, expected 0x%llx", want[k].k,
			         (unsigned long long)word(l, 0, want[k].k),
			         (unsigned long long)want[k].v);
}

/* i128 addition, multiplication, shifts and compares (out[0..12]) */
static void
test_hand_i128(void **state)
{
	static const char *const parts[] = { HEAD HAND_KERNEL
		/* 2^64 - 1 + 1 = 2^64: low 0, high 1 */
		"  %a0 = add i128 18446744073709551615, 1\n"
		OUT(0, "i128", "%a0"),
		/* (2^64 - 1)^2 = 2^128 - 2^65 + 1: low 1, high 2^64 - 2 */
		"  %m = zext i64 -1 to i128\n"
		"  %a1 = mul i128 %m, %m\n"
		OUT(2, "i128", "%a1"),
		/* i128 -2 (the printer's signed form): low ~1, high ~0 */
		"  %a2 = add i128 -3, 1\n"
		OUT(4, "i128", "%a2"),
		/* 1 << 100: high 1 << 36 */
		"  %a3 = shl i128 1, 100\n"
		OUT(6, "i128", "%a3"),
		/* ashr (1 << 127), 127 = -1; lshr -1, 127 = 1 */
		"  %s127 = shl i128 1, 127\n"
		"  %a4 = ashr i128 %s127, 127\n"
		OUT(8, "i128", "%a4"),
		"  %a5 = lshr i128 -1, 127\n"
		OUT(10, "i128", "%a5"),
		/* signed: 2^127 is negative; unsigned it is the larger */
		"  %c0 = icmp slt i128 %s127, 0\n"
		"  %c1 = icmp ult i128 %s127, 0\n"
		"  %c2 = icmp sgt i128 1, -1\n"
		"  %c3 = icmp ugt i128 1, -1\n"
		"  %z0 = zext i1 %c0 to i64\n  %z1 = zext i1 %c1 to i64\n"
		"  %z2 = zext i1 %c2 to i64\n  %z3 = zext i1 %c3 to i64\n"
		"  %zz1 = shl i64 %z1, 1\n  %zz2 = shl i64 %z2, 2\n  %zz3 = shl i64 %z3, 3\n"
		"  %o1 = or i64 %z0, %zz1\n  %o2 = or i64 %o1, %zz2\n  %o3 = or i64 %o2, %zz3\n"
		OUT(12, "i64", "%o3")
		HAND_END };
	static const Want want[] = {
		{ 0, 0 }, { 1, 1 },                                  /* 2^64 */
		{ 2, 1 }, { 3, 0xfffffffffffffffeull },              /* (2^64-1)^2 */
		{ 4, 0xfffffffffffffffeull }, { 5, ~0ull },          /* -2 */
		{ 6, 0 }, { 7, 1ull << 36 },                         /* 1 << 100 */
		{ 8, ~0ull }, { 9, ~0ull },                          /* -1 */
		{ 10, 1 }, { 11, 0 },                                /* 1 */
		{ 12, 1 | 0 << 1 | 1 << 2 | 0 << 3 },               /* compares */
	};
	Launch l;

	(void)state;
	run_hand(parts, sizeof parts / sizeof *parts, want, sizeof want / sizeof *want, &l);
	launch_free(&l);
}

/* the widths that are no power of two: i33 wraps, shifts and divides at
 * 33 bits, i65's sign bit is 2^64 (out[13..22]) */
static void
test_hand_odd_widths(void **state)
{
	static const char *const parts[] = { HEAD HAND_KERNEL
		/* i33: (2^33 - 1) + 1 = 0; 2^32 * 2 = 0; ashr 2^32, 32 = -1
		 * (2^33 - 1); -6 sdiv 4 = -1, srem = -2; -6 udiv 4 =
		 * (2^33 - 6) / 4 = 2147483646 */
		"  %b0 = add i33 8589934591, 1\n"
		OUT(13, "i33", "%b0"),
		"  %b1 = mul i33 4294967296, 2\n"
		OUT(14, "i33", "%b1"),
		"  %b2 = ashr i33 4294967296, 32\n"
		OUT(15, "i33", "%b2"),
		"  %b3 = sdiv i33 -6, 4\n"
		OUT(16, "i33", "%b3"),
		"  %b4 = srem i33 -6, 4\n"
		OUT(17, "i33", "%b4"),
		"  %b5 = udiv i33 -6, 4\n"
		OUT(18, "i33", "%b5"),
		/* i65: 2^64 is its sign bit: sext to i128 gives low 0, high ~0;
		 * lshr 1 gives 2^63 */
		"  %e0 = sext i65 18446744073709551616 to i128\n"
		OUT(19, "i128", "%e0"),
		"  %e1 = lshr i65 18446744073709551616, 1\n"
		OUT(21, "i65", "%e1")
		HAND_END };
	static const Want want[] = {
		{ 13, 0 }, { 14, 0 }, { 15, 0x1ffffffffull }, { 16, 0x1ffffffffull },
		{ 17, 0x1fffffffeull }, { 18, 2147483646 },
		{ 19, 0 }, { 20, ~0ull },                            /* sext i65 */
		{ 21, 1ull << 63 }, { 22, 0 },                       /* i65: 9 bytes */
	};
	Launch l;

	(void)state;
	run_hand(parts, sizeof parts / sizeof *parts, want, sizeof want / sizeof *want, &l);
	launch_free(&l);
}

/* i128 division and remainder, unsigned and signed (out[23..30]) */
static void
test_hand_division(void **state)
{
	static const char *const parts[] = { HEAD HAND_KERNEL
		/* (2^100 + 7) udiv 3 = 422550200076076467165567735127 =
		 * 0x5555555555555555555555557, urem = (1 + 7) mod 3 = 2
		 * (2^100 = 1 mod 3) */
		"  %d0 = udiv i128 1267650600228229401496703205383, 3\n"
		OUT(23, "i128", "%d0"),
		"  %d1 = urem i128 1267650600228229401496703205383, 3\n"
		OUT(25, "i128", "%d1"),
		/* -2^100 sdiv 7 = -(2^100 div 7) = -181092942889747057356671886483
		 * (2^100 = 2 mod 7, so the remainder is -2) */
		"  %d2 = sdiv i128 -1267650600228229401496703205376, 7\n"
		OUT(27, "i128", "%d2"),
		"  %d3 = srem i128 -1267650600228229401496703205376, 7\n"
		OUT(29, "i128", "%d3")
		HAND_END };
	static const Want want[] = {
		{ 23, 0x5555555555555557ull }, { 24, 0x555555555ull },  /* udiv */
		{ 25, 2 }, { 26, 0 },                                /* urem */
		{ 29, ~0ull - 1 }, { 30, ~0ull },                    /* srem -2 */
	};
	Launch l;

	(void)state;
	run_hand(parts, sizeof parts / sizeof *parts, want, sizeof want / sizeof *want, &l);
	/* -2^100 sdiv 7 = q with 7q - 2 = -2^100 (2^100 = 2 mod 7) */
	u128 q = (u128)word(&l, 0, 28) << 64 | word(&l, 0, 27);
	assert_true((i128)q * 7 - 2 == -((i128)1 << 100));
	launch_free(&l);
}

/* conversions between wide integers and floats: rounding, saturation,
 * NaN, truncation (out[31..45]) */
static void
test_hand_conversions(void **state)
{
	static const char *const parts[] = { HEAD HAND_KERNEL
		/* conversions: sitofp -2^100 = -0x1p100; uitofp 2^64 + 1 to
		 * float rounds to 2^64 (0x5f800000); fptoui 0x1p70 = 2^70 */
		"  %f0 = sitofp i128 -1267650600228229401496703205376 to double\n"
		OUT(31, "double", "%f0"),
		"  %f1 = uitofp i128 18446744073709551617 to float\n"
		"  %f1i = bitcast float %f1 to i32\n"
		OUT(32, "i32", "%f1i"),
		"  %f2 = fptoui double 0x4450000000000000 to i128\n"
		OUT(33, "i128", "%f2"),
		/* fptosi -1.5 to i33 = -1 (2^33 - 1); out of range saturates */
		"  %f3 = fptosi double -1.5 to i33\n"
		OUT(35, "i33", "%f3"),
		/* trunc of i128 keeps the low bits: 2^64 + 5 -> i33 5 */
		"  %t0 = trunc i128 18446744073709551621 to i33\n"
		OUT(36, "i33", "%t0"),
		/* rounding to nearest, ties to even: 2^64 + 2^40 is half a
		 * float ulp (2^41) above 2^64 -> 2^64 (0x5f800000); one more ->
		 * 2^64 + 2^41 (0x5f800001); for doubles (ulp 2^12) 2^64 + 2^11
		 * -> 0x43f0000000000000, + 1 -> 0x43f0000000000001 */
		"  %g0 = uitofp i128 18446745173221179392 to float\n"
		"  %g0i = bitcast float %g0 to i32\n"
		OUT(37, "i32", "%g0i"),
		"  %g1 = uitofp i128 18446745173221179393 to float\n"
		"  %g1i = bitcast float %g1 to i32\n"
		OUT(38, "i32", "%g1i"),
		"  %g2 = uitofp i128 18446744073709553664 to double\n"
		OUT(39, "double", "%g2"),
		"  %g3 = uitofp i128 18446744073709553665 to double\n"
		OUT(40, "double", "%g3"),
		/* -2^127 -> -0x1p127 (0xc7e0000000000000); -2^200 saturates to
		 * the smallest i128 (high 2^63); NaN converts to 0 */
		"  %g4 = sitofp i128 -170141183460469231731687303715884105728 to double\n"
		OUT(41, "double", "%g4"),
		"  %g5 = fptosi double 0xCC70000000000000 to i128\n"
		OUT(42, "i128", "%g5"),
		"  %g6 = fptoui double 0x7FF8000000000000 to i128\n"
		OUT(44, "i128", "%g6")
		HAND_END };
	static const Want want[] = {
		{ 32, 0x5f800000ull },                               /* 2^64 as float */
		{ 33, 0 }, { 34, 64 },                               /* 2^70 */
		{ 35, 0x1ffffffffull }, { 36, 5 },
		{ 37, 0x5f800000ull }, { 38, 0x5f800001ull },
		{ 39, 0x43f0000000000000ull }, { 40, 0x43f0000000000001ull },
		{ 41, 0xc7e0000000000000ull }, { 42, 0 }, { 43, 1ull << 63 },
		{ 44, 0 }, { 45, 0 },
	};
	Launch l;

	(void)state;
	run_hand(parts, sizeof parts / sizeof *parts, want, sizeof want / sizeof *want, &l);
	double f0;
	uint64_t b = word(&l, 0, 31);
	memcpy(&f0, &b, 8);
	assert_true(f0 == -0x1p100);
	launch_free(&l);
}

/* the bit-count, min/max, abs and funnel-shift intrinsics on i128 and i65
 * (out[46..62]) */
static void
test_hand_intrinsics(void **state)
{
	static const char *const parts[] = { HEAD
		"declare i128 @llvm.ctlz.i128(i128, i1)\n"
		"declare i128 @llvm.cttz.i128(i128, i1)\n"
		"declare i128 @llvm.ctpop.i128(i128)\n"
		"declare i65 @llvm.ctlz.i65(i65, i1)\n"
		"declare i128 @llvm.smin.i128(i128, i128)\n"
		"declare i128 @llvm.umin.i128(i128, i128)\n"
		"declare i128 @llvm.abs.i128(i128, i1)\n"
		"declare i128 @llvm.fshl.i128(i128, i128, i128)\n"
		"declare i65 @llvm.fshr.i65(i65, i65, i65)\n"
		HAND_KERNEL
		/* intrinsics: ctlz 1 = 127, cttz 0 = 128, ctpop -1 = 128, ctlz
		 * of i65 1 = 64; smin(-1, 1) = -1, umin(-1, 1) = 1; abs(-5) = 5 */
		"  %h0 = call i128 @llvm.ctlz.i128(i128 1, i1 false)\n"
		OUT(46, "i128", "%h0"),
		"  %h1 = call i128 @llvm.cttz.i128(i128 0, i1 false)\n"
		OUT(48, "i128", "%h1"),
		"  %h2 = call i128 @llvm.ctpop.i128(i128 -1)\n"
		OUT(50, "i128", "%h2"),
		"  %h3 = call i65 @llvm.ctlz.i65(i65 1, i1 false)\n"
		"  %h3w = trunc i65 %h3 to i64\n"
		OUT(52, "i64", "%h3w"),
		"  %h4 = call i128 @llvm.smin.i128(i128 -1, i128 1)\n"
		OUT(53, "i128", "%h4"),
		"  %h5 = call i128 @llvm.umin.i128(i128 -1, i128 1)\n"
		OUT(55, "i128", "%h5"),
		"  %h6 = call i128 @llvm.abs.i128(i128 -5, i1 false)\n"
		OUT(57, "i128", "%h6"),
		/* funnel shifts, the amount modulo the width: fshl.i128(1,
		 * 2^127, 129) = 1 << 1 | 2^127 >> 127 = 3; fshr.i65(1, 0, 66) =
		 * 0 >> 1 | 1 << 64 = 2^64 (66 mod 65 = 1) */
		"  %s127 = shl i128 1, 127\n"
		"  %h7 = call i128 @llvm.fshl.i128(i128 1, i128 %s127, i128 129)\n"
		OUT(59, "i128", "%h7"),
		"  %h8 = call i65 @llvm.fshr.i65(i65 1, i65 0, i65 66)\n"
		"  %h8w = zext i65 %h8 to i128\n"
		OUT(61, "i128", "%h8w")
		HAND_END };
	static const Want want[] = {
		{ 46, 127 }, { 47, 0 }, { 48, 128 }, { 49, 0 }, { 50, 128 }, { 51, 0 },
		{ 52, 64 }, { 53, ~0ull }, { 54, ~0ull }, { 55, 1 }, { 56, 0 },
		{ 57, 5 }, { 58, 0 },
		{ 59, 3 }, { 60, 0 }, { 61, 0 }, { 62, 1 },
	};
	Launch l;

	(void)state;
	run_hand(parts, sizeof parts / sizeof *parts, want, sizeof want / sizeof *want, &l);
	launch_free(&l);
}

static void
test_memory_layout(void **state)
{
	/* an i96 stores its 12 bytes little-endian and leaves the next ones;
	 * an i40 at alignment 1 its 5 bytes; a load of an i24 masks nothing
	 * in (the next byte is not read) */
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i8* %m, i64* %out) {\n"
		"  %p = bitcast i8* %m to i96*\n"
		"  store i96 311917102708983781990730508, i96* %p, align 4\n"
		"  %b = getelementptr i8, i8* %m, i64 17\n"
		"  %q = bitcast i8* %b to i40*\n"
		"  store i40 -2, i40* %q, align 1\n"
		"  %c = getelementptr i8, i8* %m, i64 18\n"
		"  %r = bitcast i8* %c to i24*\n"
		"  %v = load i24, i24* %r, align 1\n"
		"  %w = zext i24 %v to i64\n"
		"  store i64 %w, i64* %out, align 8\n"
		"  %s = bitcast i8* %m to { i128, i33 }*\n"
		"  %o = getelementptr i64, i64* %out, i64 1\n"
		"  %t = bitcast i64* %o to { i128, i33 }*\n"
		"  %x = load { i128, i33 }, { i128, i33 }* %s, align 16\n"
		"  %x1 = insertvalue { i128, i33 } %x, i33 -1, 1\n"
		"  store { i128, i33 } %x1, { i128, i33 }* %t, align 8\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	expect_ok(run_ir(ir, "--block=1 --arg=buf:i8:32:const:170 --arg=buf:i64:8:zero", &opt0, &l, NULL));
	/* 311917102708983781990730508 = 0x0102030405060708090a0b0c */
	static const uint8_t m[32] = {
		0x0c, 0x0b, 0x0a, 0x09, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01,
		0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xaa,
		0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa,
	};
	assert_memory_equal(buf(&l, 0)->data, m, 32);
	assert_int_equal(word(&l, 1, 0), 0xffffff);
	/* the i128 field read back from bytes 0..15; the i33 (replaced by
	 * -1) stored in 5 bytes at 16 of the struct: its word's upper 3
	 * bytes stay 0 */
	assert_int_equal(word(&l, 1, 1), 0x05060708090a0b0cull);
	assert_int_equal(word(&l, 1, 2), 0xaaaaaaaa01020304ull);
	assert_int_equal(word(&l, 1, 3), 0x1ffffffffull);
	launch_free(&l);
}

static void
test_division_by_zero(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i64* %out, i64 %z) {\n"
		"  %w = zext i64 %z to i128\n"
		"  %q = udiv i128 340282366920938463463374607431768211455, %w\n"
		"  %t = trunc i128 %q to i64\n"
		"  store i64 %t, i64* %out, align 8\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--block=1 --arg=buf:i64:1:zero --arg=0", &opt0, &l, NULL), 1);
	assert_non_null(strstr(errors, "integer division by zero"));
	launch_free(&l);
}

/* ---- the CUDA kernels of tests/intwidth against C ---- */

typedef void (*Check)(const Launch *in, const Launch *out);

/* Run KERNEL of tests/intwidth/FILE (each clang variant this LLVM reads)
 * with tests/intwidth/KERNEL.launch, then check. */
static void
each_variant(const char *file, const char *kernel, Check check)
{
	static const struct { const char *dir, *suffix; int opt, llvm; } v[] = {
		{ "", "", 2, 14 }, { "", ".O3", 3, 14 },
		{ "llvm19/", "", 2, 17 }, { "llvm19/", ".O3", 3, 17 },
	};
	const char *src = getenv("VGIW_SOURCE_DIR");
	int ran = 0;

	if (!src)
		skip();
	for (size_t k = 0; k < sizeof v / sizeof *v; k++) {
		char ll[1024], lf[1024];
		DiagList d = { 0 };
		RefOptions o = { .kernel = kernel, .opt = v[k].opt };
		Launch in, out;

		if (front_llvm_major() < v[k].llvm)
			continue;
		snprintf(ll, sizeof ll, "%s/tests/intwidth/%s%s%s.ll", src, v[k].dir, file,
		         v[k].suffix);
		snprintf(lf, sizeof lf, "%s/tests/intwidth/%s.launch", src, kernel);
		launch_init(&in);
		if (launch_read_file(&in, lf, &d)) {
			diag_print(&d, stderr);
			fail_msg("%s", lf);
		}
		assert_int_equal(launch_copy(&out, &in), 0);
		if (ref_run(ll, &o, &out, NULL, &d)) {
			diag_print(&d, stderr);
			fail_msg("%s", ll);
		}
		diag_free(&d);
		check(&in, &out);
		launch_free(&in);
		launch_free(&out);
		ran++;
	}
	assert_true(ran > 0);
}

static uint32_t
w32(const Launch *l, uint32_t arg, uint64_t i)
{
	uint32_t v;
	memcpy(&v, l->regions[l->args[arg].region].data + 4 * i, 4);
	return v;
}

static void
check_mulhi(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 128; i++) {
		uint64_t hi = i < 120 ? (uint64_t)((u128)word(in, 0, i) * word(in, 1, i) >> 64) : 0;
		assert_int_equal(word(out, 2, 2 * i), hi);
		assert_int_equal(word(out, 2, 2 * i + 1), hi);
	}
}

static void
check_int128(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 64; i++) {
		uint64_t o[12] = { 0 };
		if (i < 60) {
			uint64_t a = word(in, 0, i), b = word(in, 1, i);
			u128 p = (u128)a * b;
			i128 s = (i128)(int64_t)a * (int64_t)b;
			o[0] = (uint64_t)p;
			o[1] = o[2] = (uint64_t)(p >> 64);
			o[3] = o[4] = (uint64_t)(s >> 64);
			u128 q = p + ((u128)b << 70) - (u128)s;
			o[5] = (uint64_t)q;
			o[6] = (uint64_t)(q >> 64);
			o[7] = (uint64_t)(q >> (b & 127));
			o[8] = (uint64_t)((s >> (a & 127)) >> 64);
			o[9] = (uint64_t)(q << (a % 100));
			o[10] = (uint64_t)((p < (u128)s) | (s < (i128)q) << 1 | (q == p) << 2 |
			                   (s >= 0) << 3);
			u128 acc = a;
			for (unsigned k = 0; k < (unsigned)(b & 7); k++)
				acc = acc * b + k;
			o[11] = (uint64_t)(acc >> 61);
		}
		for (uint32_t k = 0; k < 12; k++)
			if (word(out, 2, 12 * i + k) != o[k])
				fail_msg("thread %u: out[%u] = 0x%llx, expected 0x%llx", i, k,
				         (unsigned long long)word(out, 2, 12 * i + k),
				         (unsigned long long)o[k]);
	}
}

static void
check_sums(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 64; i++) {
		uint64_t m = w32(in, 0, i);
		/* sum of k and of k^2 for k < m, modulo 2^32 */
		uint32_t s = (uint32_t)((u128)m * (m ? m - 1 : 0) / 2);
		uint32_t q = m ? (uint32_t)((u128)(m - 1) * m * (2 * m - 1) / 6) : 0;
		uint64_t m64 = m << 24 | w32(in, 0, (i + 1) % 64);
		uint64_t s64 = (uint64_t)((u128)m64 * (m64 ? m64 - 1 : 0) / 2);
		assert_int_equal(w32(out, 1, 2 * i), s);
		assert_int_equal(w32(out, 1, 2 * i + 1), q);
		assert_int_equal(word(out, 2, i), s64);
	}
}

static void
check_tri(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 64; i++) {
		uint64_t m = w32(in, 0, i);
		assert_int_equal(w32(out, 1, i), (uint32_t)((u128)m * (m ? m - 1 : 0) / 2));
	}
}

/* The structs of bitfields.cu: the host's layout is the device's (both
 * allocate bit-fields from the least significant bit, in order). */
struct P { unsigned a : 12; unsigned b : 12; unsigned char c; };
struct Q { unsigned long long a : 20; unsigned long long b : 28; unsigned short c; };
struct __attribute__((packed)) R { unsigned char t; unsigned x : 20; unsigned y : 20; };

static void
check_bitfields(const Launch *in, const Launch *out)
{
	assert_int_equal(sizeof(struct P), 4);
	assert_int_equal(sizeof(struct Q), 8);
	assert_int_equal(sizeof(struct R), 6);
	for (uint32_t i = 0; i < 64; i++) {
		struct P v;
		struct Q w;
		struct R z;
		memcpy(&v, buf(in, 0)->data + 4 * i, 4);
		memcpy(&w, buf(in, 1)->data + 8 * i, 8);
		memcpy(&z, buf(in, 2)->data + 6 * i, 6);
		if (i < 61) {
			int r = (int)(v.a * 7 + v.b - v.c + (int)w.a - (int)w.b + w.c + z.x - z.y + z.t);
			assert_int_equal((int)w32(out, 3, i), r);
			v.b = v.a + 1;
			w.b = w.a * 3;
			z.y = z.x + z.t;
		} else {
			assert_int_equal(w32(out, 3, i), 0);
		}
		assert_memory_equal(buf(out, 0)->data + 4 * i, &v, 4);
		assert_memory_equal(buf(out, 1)->data + 8 * i, &w, 8);
		assert_memory_equal(buf(out, 2)->data + 6 * i, &z, 6);
	}
}

static void
check_bitfield24(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 64; i++) {
		struct P v;
		memcpy(&v, buf(in, 0)->data + 4 * i, 4);
		if (i < 63) {
			assert_int_equal((int)w32(out, 1, i), (int)(v.a * 7 - v.b));
			v.b = v.a + v.b;
		}
		assert_memory_equal(buf(out, 0)->data + 4 * i, &v, 4);
	}
}

static void test_mulhi(void **s) { (void)s; each_variant("wide", "mulhi", check_mulhi); }
static void test_int128(void **s) { (void)s; each_variant("wide", "int128", check_int128); }
static void test_sums(void **s) { (void)s; each_variant("sums", "sums", check_sums); }
static void test_tri(void **s) { (void)s; each_variant("sums", "tri", check_tri); }
static void test_bitfields(void **s) { (void)s; each_variant("bitfields", "bitfields", check_bitfields); }
static void test_bitfield24(void **s) { (void)s; each_variant("bitfields", "bitfield24", check_bitfield24); }

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hand_i128),
		cmocka_unit_test(test_hand_odd_widths),
		cmocka_unit_test(test_hand_division),
		cmocka_unit_test(test_hand_conversions),
		cmocka_unit_test(test_hand_intrinsics),
		cmocka_unit_test(test_memory_layout),
		cmocka_unit_test(test_division_by_zero),
		cmocka_unit_test(test_mulhi),
		cmocka_unit_test(test_int128),
		cmocka_unit_test(test_sums),
		cmocka_unit_test(test_tri),
		cmocka_unit_test(test_bitfields),
		cmocka_unit_test(test_bitfield24),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
