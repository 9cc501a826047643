/* kfuzz's generator, its kernels (kfuzz gen): statements (assignments,
 * if/else, loops bounded by their counters, switches, early returns,
 * stores to the thread's output slots, atomics), the shared-memory phases
 * between barriers, the prelude of well-defined operations every kernel
 * starts with, and the kernel with its launch file. Expressions are
 * gen_expr.c's. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kfuzz_int.h"

KfGen kf_g;

/* the generator's version, in every kernel's first line: a seed names a
 * kernel only together with it (docs/kfuzz.md, "Findings") */
enum { KF_GEN_VERSION = 2 };

/* an integer atomic on acc32/acc64; each location sees one operation only,
 * so the order in which the threads apply them does not matter */
static void
kf_atomic(KfText *t, int ind)
{
	static const char *const fn[KF_ACC_OPS] = { "atomicAdd", "atomicOr", "atomicAnd", "atomicXor",
		                                    "atomicMin", "atomicMax", "atomicMin", "atomicMax" };
	static const char *const ptr[KF_ACC_OPS] = { "", "(i32 *)", "(i32 *)", "(i32 *)", "", "",
		                                     "(i32 *)", "(i32 *)" };
	static const char *const val[KF_ACC_OPS] = { "u32", "i32", "i32", "i32", "u32", "u32", "i32", "i32" };
	kf_g.uses_atomics = 1;
	kf_indent(t, ind);
	if (kf_rnd(5) == 0) {
		kf_put(t, "atomicAdd(&acc64[");
		kf_index(t, KF_ACC_SLOTS, 1);
		kf_put(t, "], (u64)(");
		kf_expr(t, T_U64, 2);
		kf_put(t, "));\n");
		return;
	}
	unsigned op = kf_rnd(KF_ACC_OPS);
	kf_put(t, "%s(%s&acc32[%uu + ", fn[op], ptr[op], op * KF_ACC_SLOTS);
	kf_index(t, KF_ACC_SLOTS, 1);
	kf_put(t, "], (%s)(", val[op]);
	kf_expr(t, op == 0 || op == 4 || op == 5 ? T_U32 : T_I32, 2);
	kf_put(t, "));\n");
}

static void kf_block(KfText *t, int ind, int nstmts, int loopdepth);

static void
kf_stmt(KfText *t, int ind, int loopdepth)
{
	kf_g.budget--;
	int edepth = kf_g.profile == P_FLAT ? 1 : 3;
	unsigned pick = kf_rnd(20);
	if (pick == 16 && kf_g.budget >= 3 && !(kf_without & F_SWITCH)) { /* a switch with a fall-through */
		kf_indent(t, ind);
		kf_put(t, "switch ((u32)(");
		kf_expr(t, kf_int_type(), edepth - 1);
		kf_put(t, ") & 7u) {\n");
		unsigned c = kf_rnd(3);
		int ncase = 1 + (int)kf_rnd(3);
		for (int k = 0; k < ncase; k++) {
			kf_indent(t, ind);
			kf_put(t, "case %uu: {\n", c);
			kf_block(t, ind + 1, 1 + (int)kf_rnd(2), loopdepth);
			kf_indent(t, ind + 1);
			kf_put(t, kf_rnd(3) ? "break;\n" : "/* falls through */\n");
			kf_indent(t, ind);
			kf_put(t, "}\n");
			c += 1 + kf_rnd(3);
		}
		kf_indent(t, ind);
		kf_put(t, "default: {\n");
		kf_block(t, ind + 1, 1, loopdepth);
		kf_indent(t, ind);
		kf_put(t, "}\n");
		kf_indent(t, ind);
		kf_put(t, "}\n");
		return;
	}
	if (pick == 17 && kf_g.has_local) { /* a store to the private array */
		kf_indent(t, ind);
		kf_put(t, "la[");
		kf_index(t, 8, 1);
		kf_put(t, "] = ");
		kf_expr(t, kf_g.local, edepth);
		kf_put(t, ";\n");
		return;
	}
	if (pick == 18 && kf_g.profile != P_SHARED && kf_rnd(3) == 0 && !(kf_without & F_RETURN)) {
		/* some threads leave early: their final values stay unwritten */
		kf_indent(t, ind);
		kf_put(t, "if ");
		kf_cond(t, 1);
		kf_put(t, " return;\n");
		return;
	}
	if (pick == 19 && kf_g.profile != P_FLAT && loopdepth < 2 && !(kf_without & F_DO)) {
		/* a do-while loop, bounded by its own counter */
		int i = kf_g.nloops_made++;
		kf_indent(t, ind);
		kf_put(t, "{\n");
		kf_indent(t, ind + 1);
		kf_put(t, "u32 i%d = 0;\n", i);
		kf_indent(t, ind + 1);
		kf_put(t, "do {\n");
		kf_g.loop[kf_g.nloop++] = i;
		kf_block(t, ind + 2, 1 + (int)kf_rnd(3), loopdepth + 1);
		kf_indent(t, ind + 1);
		kf_put(t, "} while (++i%d < %uu && ", i, 2 + kf_rnd(5));
		kf_cond(t, 1);
		kf_put(t, ");\n");
		kf_g.nloop--;
		kf_indent(t, ind);
		kf_put(t, "}\n");
		return;
	}
	if (pick < 6 || pick >= 16 || kf_g.budget < 2) { /* assignment */
		int v = (int)kf_rnd((unsigned)kf_g.nvars);
		KfType ty = kf_g.var[v];
		kf_indent(t, ind);
		if (!kf_is_float(ty) && kf_rnd(2)) {
			static const char *const op[] = { "add", "sub", "mul", "div", "mod", "shl", "shr" };
			unsigned o = kf_rnd(7);
			kf_put(t, "v%d = %s_%s(v%d, ", v, op[o], kf_tname[ty], v);
			if (o >= 5) {
				kf_put(t, "(u32)(");
				kf_expr(t, kf_int_type(), edepth - 1);
				kf_put(t, "));\n");
			} else {
				kf_expr(t, ty, edepth);
				kf_put(t, ");\n");
			}
			return;
		}
		kf_put(t, "v%d = ", v);
		kf_expr(t, ty, edepth);
		kf_put(t, ";\n");
		return;
	}
	if (pick < 9) { /* if / else */
		kf_indent(t, ind);
		kf_put(t, "if ");
		kf_cond(t, edepth - 1);
		kf_put(t, " {\n");
		kf_block(t, ind + 1, 1 + (int)kf_rnd(3), loopdepth);
		kf_indent(t, ind);
		if (kf_rnd(2)) {
			kf_put(t, "} else {\n");
			kf_block(t, ind + 1, 1 + (int)kf_rnd(3), loopdepth);
			kf_indent(t, ind);
		}
		kf_put(t, "}\n");
		return;
	}
	if (pick < 11 && kf_g.profile != P_FLAT && loopdepth < 2) {
		/* a loop whose trip count depends on the data, re-read at every
		 * iteration and bounded by a constant */
		int i = kf_g.nloops_made++;
		kf_indent(t, ind);
		if (kf_rnd(2)) {
			kf_put(t, "for (u32 i%d = 0; i%d < ((u32)(", i, i);
			kf_expr(t, kf_int_type(), 2);
			kf_put(t, ") %% %uu) + %uu; i%d++) {\n", 2 + kf_rnd(5), kf_rnd(2), i);
			kf_g.loop[kf_g.nloop++] = i;
		} else {
			kf_put(t, "for (u32 i%d = 0; i%d < %uu; i%d++) {\n", i, i, 2 + kf_rnd(6), i);
			kf_g.loop[kf_g.nloop++] = i;
			kf_indent(t, ind + 1);
			kf_put(t, "if ");
			kf_cond(t, 1);
			kf_put(t, kf_rnd(2) ? " break;\n" : " continue;\n");
		}
		kf_block(t, ind + 1, 1 + (int)kf_rnd(4), loopdepth + 1);
		kf_g.nloop--;
		kf_indent(t, ind);
		kf_put(t, "}\n");
		return;
	}
	if (pick < 14) { /* a store to the thread's own output slots */
		KfType ty = kf_any_type();
		kf_indent(t, ind);
		kf_put(t, "out_%s[gid * %uu + %uu] = (%s)(", kf_bname[ty], KF_SLOTS,
		       KF_DUMP + kf_rnd(KF_SLOTS - KF_DUMP), kf_bname[ty]);
		kf_expr(t, ty, edepth);
		kf_put(t, ");\n");
		return;
	}
	if (kf_without & F_ATOMIC) {
		kf_indent(t, ind);
		kf_put(t, ";\n");
		return;
	}
	kf_atomic(t, ind);
}

static void
kf_block(KfText *t, int ind, int nstmts, int loopdepth)
{
	for (int k = 0; k < nstmts && kf_g.budget > 0; k++)
		kf_stmt(t, ind, loopdepth);
	if (nstmts > 0 && kf_g.budget <= 0) {
		/* keep blocks non-empty when the budget ran out */
		kf_indent(t, ind);
		kf_put(t, ";\n");
	}
}

/* shared memory between barriers: every thread writes its element, all
 * wait, each reads another thread's element, all wait again */
static void
kf_shared_phase(KfText *t)
{
	int s = (int)kf_rnd((unsigned)kf_g.nshared);
	KfType ty = kf_g.shared[s];
	int v = (int)kf_rnd((unsigned)kf_g.nvars);
	kf_put(t, "  sh%d[tid] = ", s);
	kf_expr(t, ty, 2);
	kf_put(t, ";\n  __syncthreads();\n");
	kf_put(t, "  v%d = ", v);
	if (kf_is_float(kf_g.var[v]))
		kf_put(t, "(%s)(v%d + (%s)(sh%d[(tid + ", kf_tname[kf_g.var[v]], v, kf_tname[kf_g.var[v]], s);
	else if (kf_is_float(ty))
		kf_put(t, "add_%s(v%d, f2%s((f64)sh%d[(tid + ", kf_tname[kf_g.var[v]], v, kf_tname[kf_g.var[v]], s);
	else
		kf_put(t, "add_%s(v%d, (%s)(sh%d[(tid + ", kf_tname[kf_g.var[v]], v, kf_tname[kf_g.var[v]], s);
	kf_put(t, "(u32)(");
	kf_expr(t, kf_int_type(), 1);
	kf_put(t, ")) %% nb]));\n  __syncthreads();\n");
	if (kf_rnd(2)) {
		/* shared atomics, read back after a barrier */
		kf_put(t, "  for (u32 j = tid; j < %uu; j += nb)\n    shacc[j] = j;\n  __syncthreads();\n", KF_ACC_SLOTS);
		kf_put(t, "  atomicAdd(&shacc[");
		kf_index(t, KF_ACC_SLOTS, 1);
		kf_put(t, "], (u32)(");
		kf_expr(t, T_U32, 2);
		kf_put(t, "));\n  __syncthreads();\n");
		int w = (int)kf_rnd((unsigned)kf_g.nvars);
		if (kf_is_float(kf_g.var[w]))
			kf_put(t, "  v%d = (%s)(v%d + (%s)shacc[tid %% %uu]);\n", w, kf_tname[kf_g.var[w]], w,
			       kf_tname[kf_g.var[w]], KF_ACC_SLOTS);
		else
			kf_put(t, "  v%d = add_%s(v%d, (%s)shacc[tid %% %uu]);\n", w, kf_tname[kf_g.var[w]], w,
			       kf_tname[kf_g.var[w]], KF_ACC_SLOTS);
		kf_put(t, "  __syncthreads();\n");
	}
}

static const char kf_prelude[] =
	"#include \"vgiw_cuda.h\"\n"
	"typedef signed char i8;\ntypedef unsigned char u8;\ntypedef short i16;\n"
	"typedef unsigned short u16;\ntypedef int i32;\ntypedef unsigned u32;\n"
	"typedef long long i64;\ntypedef unsigned long long u64;\n"
	"typedef float f32;\ntypedef double f64;\n"
	"/* wrapping arithmetic in the unsigned type, guarded division, masked shifts */\n"
	"#define KF static __device__ __forceinline__\n"
	"#define KF_INT(T, U, UT, W, MIN)                                        \\\n"
	"  KF T add_##T(T a, T b) { return (T)((U)a + (U)b); }                   \\\n"
	"  KF T sub_##T(T a, T b) { return (T)((U)a - (U)b); }                   \\\n"
	"  KF T mul_##T(T a, T b) { return (T)((U)a * (U)b); }                   \\\n"
	"  KF T div_##T(T a, T b) {                                              \\\n"
	"    return (b == 0 || (a == (T)(MIN) && b == (T)-1)) ? a : (T)(a / b); } \\\n"
	"  KF T mod_##T(T a, T b) {                                              \\\n"
	"    return (b == 0 || (a == (T)(MIN) && b == (T)-1)) ? a : (T)(a % b); } \\\n"
	"  KF T shl_##T(T a, u32 s) { return (T)((U)a << (s & (W - 1))); }       \\\n"
	"  KF T shr_##T(T a, u32 s) { return (T)(a >> (s & (W - 1))); }          \\\n"
	"  KF T neg_##T(T a) { return (T)((U)0 - (U)a); }                        \\\n"
	"  KF T rotl_##T(T a, u32 s) { s &= W - 1; return s ? (T)((U)(UT)a << s | \\\n"
	"    (U)(UT)a >> (W - s)) : a; }                                           \\\n"
	"  KF T rotr_##T(T a, u32 s) { s &= W - 1; return s ? (T)((U)(UT)a >> s | \\\n"
	"    (U)(UT)a << (W - s)) : a; }\n"
	"/* the high half of a product, for widths up to 32 */\n"
	"#define KF_MULHI(T, P, W) \\\n"
	"  KF T mulhi_##T(T a, T b) { return (T)((P)a * (P)b >> W); }\n"
	"KF_MULHI(i8, i32, 8)\nKF_MULHI(u8, u32, 8)\nKF_MULHI(i16, i32, 16)\nKF_MULHI(u16, u32, 16)\n"
	"KF_MULHI(i32, i64, 32)\nKF_MULHI(u32, u64, 32)\n"
	"KF_INT(i8, u32, u8, 8, -128)\nKF_INT(u8, u32, u8, 8, 0)\n"
	"KF_INT(i16, u32, u16, 16, -32768)\nKF_INT(u16, u32, u16, 16, 0)\n"
	"KF_INT(i32, u32, u32, 32, -2147483647 - 1)\nKF_INT(u32, u32, u32, 32, 0)\n"
	"KF_INT(i64, u64, u64, 64, -9223372036854775807LL - 1)\nKF_INT(u64, u64, u64, 64, 0)\n"
	"/* float to integer only when the value fits (else 0; NaN gives 0) */\n"
	"#define KF_F2I(T, LO, HI) \\\n"
	"  KF T f2##T(f64 x) { return (x > (LO) && x < (HI)) ? (T)x : (T)0; }\n"
	"KF_F2I(i8, -129.0, 128.0)\nKF_F2I(u8, -1.0, 256.0)\nKF_F2I(i16, -32769.0, 32768.0)\n"
	"KF_F2I(u16, -1.0, 65536.0)\nKF_F2I(i32, -2147483649.0, 2147483648.0)\n"
	"KF_F2I(u32, -1.0, 4294967296.0)\n"
	"KF_F2I(i64, -9223372036854777856.0, 9223372036854775808.0)\n"
	"KF_F2I(u64, -1.0, 18446744073709551616.0)\n"
	"/* the same from float, converted directly (the bounds are floats: the\n"
	" * next float below -2^31 is -2^31 - 256, below -2^63 -2^63 - 2^40) */\n"
	"#define KF_F2IF(T, LO, HI) \\\n"
	"  KF T f2##T##f(f32 x) { return (x > (LO) && x < (HI)) ? (T)x : (T)0; }\n"
	"KF_F2IF(i8, -129.0f, 128.0f)\nKF_F2IF(u8, -1.0f, 256.0f)\n"
	"KF_F2IF(i16, -32769.0f, 32768.0f)\nKF_F2IF(u16, -1.0f, 65536.0f)\n"
	"KF_F2IF(i32, -2147483904.0f, 2147483648.0f)\nKF_F2IF(u32, -1.0f, 4294967296.0f)\n"
	"KF_F2IF(i64, -9223373136366403584.0f, 9223372036854775808.0f)\n"
	"KF_F2IF(u64, -1.0f, 18446744073709551616.0f)\n";

void
kf_gen(uint64_t seed, const char *cu_path, const char *launch_path)
{
	KfText t = { 0 };
	kf_state = seed * 0x2545f4914f6cdd1dull + 1;
	memset(&kf_g, 0, sizeof kf_g);
	kf_g.profile = (KfProfile)kf_rnd(3);
	/* flat kernels are small enough to fit one GPU-CC SM (32 cores) */
	kf_g.nvars = kf_g.profile == P_FLAT ? 1 + (int)kf_rnd(3) : 3 + (int)kf_rnd(KF_MAX_VARS - 2);
	kf_g.budget = kf_g.profile == P_FLAT ? 1 + (int)kf_rnd(3) : 6 + (int)kf_rnd(20);

	/* the launch: at most 256 threads per CTA, sometimes 2-D */
	unsigned bx, by = 1, gx, gy = 1;
	static const unsigned bsz[] = { 32, 64, 96, 128, 40, 17, 256, 1 };
	if (kf_rnd(4) == 0) {
		bx = 8u << kf_rnd(2);
		by = 1 + kf_rnd(8);
		gx = 1 + kf_rnd(2);
		gy = 1 + kf_rnd(2);
	} else {
		bx = bsz[kf_rnd(sizeof bsz / sizeof bsz[0])];
		gx = 1 + kf_rnd(4);
	}
	unsigned nthreads = bx * by * gx * gy;

	kf_put(&t, "// kfuzz seed %" PRIu64 ", generator %d: %s kernel (docs/kfuzz.md)\n", seed,
	       KF_GEN_VERSION,
	       kf_g.profile == P_FLAT ? "a flat" : kf_g.profile == P_LOOPS ? "a looping" : "a shared-memory");
	kf_put(&t, "%s", kf_prelude);
	kf_put(&t, "\nextern \"C\" __global__ void kfuzz(\n"
	           "    const i8 *in_i8, const i16 *in_i16, const i32 *in_i32, const i64 *in_i64,\n"
	           "    const f32 *in_f32, const f64 *in_f64, i8 *out_i8, i16 *out_i16,\n"
	           "    i32 *out_i32, i64 *out_i64, f32 *out_f32, f64 *out_f64, u32 *acc32,\n"
	           "    u64 *acc64, i32 k0, i32 k1) {\n");
	kf_put(&t, "  u32 tid = threadIdx.x + threadIdx.y * blockDim.x;\n"
	           "  u32 nb = blockDim.x * blockDim.y;\n"
	           "  u32 bid = blockIdx.x + blockIdx.y * gridDim.x;\n"
	           "  u32 gid = bid * nb + tid;\n");
	if (kf_g.profile == P_SHARED) {
		kf_g.nshared = 1 + (int)kf_rnd(2);
		for (int s = 0; s < kf_g.nshared; s++) {
			kf_g.shared[s] = kf_any_type();
			kf_put(&t, "  __shared__ %s sh%d[%u];\n", kf_tname[kf_g.shared[s]], s, KF_SHARED);
		}
		kf_put(&t, "  __shared__ u32 shacc[%u];\n", KF_ACC_SLOTS);
	}
	/* variables, each initialised from what comes before it */
	int nv = kf_g.nvars;
	for (int v = 0; v < nv; v++) {
		KfType ty = kf_any_type();
		int per_class = 0;
		for (int w = 0; w < v; w++)
			per_class += kf_class[kf_g.var[w]] == kf_class[ty];
		if (per_class >= KF_DUMP) {
			nv = v;
			break;
		}
		kf_g.nvars = v;
		kf_put(&t, "  %s v%d = ", kf_tname[ty], v);
		kf_expr(&t, ty, kf_g.profile == P_FLAT ? 1 : 2);
		kf_put(&t, ";\n");
		kf_g.var[v] = ty;
	}
	kf_g.nvars = nv;
	if (kf_g.profile != P_FLAT && kf_rnd(2) && !(kf_without & F_LOCAL)) {
		kf_g.has_local = 1;
		kf_g.local = kf_any_type();
		kf_put(&t, "  %s la[8];\n  for (u32 j = 0; j < 8u; j++)\n    la[j] = (%s)(j * 3u + gid);\n",
		       kf_tname[kf_g.local], kf_tname[kf_g.local]);
	}
	if (kf_g.profile == P_FLAT && kf_rnd(2)) {
		kf_put(&t, "  if (gid < (u32)k0) {\n");
		kf_block(&t, 2, kf_g.budget, 0);
		kf_put(&t, "  }\n");
	} else if (kf_g.profile == P_SHARED) {
		int phases = 1 + (int)kf_rnd(3);
		for (int p = 0; p < phases; p++) {
			kf_block(&t, 1, kf_g.budget / (phases - p), 0);
			kf_shared_phase(&t);
		}
	} else {
		kf_block(&t, 1, kf_g.budget, 0);
	}
	/* every variable's final value */
	int used[KF_CLASSES] = { 0 };
	for (int v = 0; v < kf_g.nvars; v++) {
		int c = kf_class[kf_g.var[v]];
		kf_put(&t, "  out_%s[gid * %uu + %du] = (%s)v%d;\n", kf_class_name[c], KF_SLOTS, used[c]++,
		       kf_class_name[c], v);
	}
	kf_put(&t, "}\n");

	FILE *f = fopen(cu_path, "w");
	if (!f || fwrite(t.s, 1, t.len, f) != t.len || fclose(f))
		kf_die("cannot write '%s'", cu_path);
	free(t.s);

	/* k0 bounds the flat kernels' guard: most threads, sometimes all */
	int k0 = (int)(kf_rnd(2) ? nthreads - kf_rnd(nthreads) : nthreads + 5);
	int k1 = (int)(kf_next() & 0xffff) - 0x8000;
	f = fopen(launch_path, "w");
	if (!f)
		kf_die("cannot write '%s'", launch_path);
	fprintf(f, "# kfuzz seed %" PRIu64 "\n--grid=%u,%u --block=%u,%u\n", seed, gx, gy, bx, by);
	for (int c = 0; c < KF_CLASSES; c++)
		fprintf(f, "--arg=buf:%s:%u:rand:%u\n", kf_class_name[c], KF_NIN, (unsigned)(seed * 16 + (unsigned)c));
	for (int c = 0; c < KF_CLASSES; c++)
		fprintf(f, "--arg=buf:%s:%u:zero\n", kf_class_name[c], nthreads * KF_SLOTS);
	fprintf(f, "--arg=buf:i32:%u:rand:%u\n", KF_ACC_OPS * KF_ACC_SLOTS, (unsigned)(seed * 16 + 6));
	fprintf(f, "--arg=buf:i64:%u:rand:%u\n", KF_ACC_SLOTS, (unsigned)(seed * 16 + 7));
	fprintf(f, "--arg=%d --arg=%d\n", k0, k1);
	if (fclose(f))
		kf_die("cannot write '%s'", launch_path);
}
