/* kfuzz - the random kernel generator and the file tools of the differential
 * kernel fuzzer (docs/kfuzz.md). It owns no knowledge of the toolchain under
 * test: it writes CUDA source and launch files, makes input buffers, and
 * compares output buffers.
 *
 *   kfuzz gen SEED OUT.cu OUT.launch    a random, well-defined kernel
 *   kfuzz inputs LAUNCH DIR             DIR/inN.bin and DIR/launch (file: inits)
 *   kfuzz cmp LAUNCH DIR_A DIR_B        compare DIR_A/argN.bin with DIR_B/argN.bin
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void
kf_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("kfuzz: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(2);
}

/* ---- random numbers: splitmix64, the same on every host ---- */

static uint64_t kf_state;

static uint64_t
kf_next(void)
{
	uint64_t z = (kf_state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* uniform in [0, n) (n small: the bias is negligible and deterministic) */
static unsigned
kf_rnd(unsigned n)
{
	return (unsigned)(kf_next() % n);
}

/* ---- a growing text buffer ---- */

typedef struct {
	char *s;
	size_t len, cap;
} KfText;

static void
kf_put(KfText *t, const char *fmt, ...)
{
	va_list ap;

	for (;;) {
		va_start(ap, fmt);
		int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
		va_end(ap);
		if (n < 0)
			kf_die("formatting failed");
		if (t->s && t->len + (size_t)n < t->cap) {
			t->len += (size_t)n;
			return;
		}
		t->cap = (t->cap ? t->cap * 2 : 4096) + (size_t)n;
		t->s = realloc(t->s, t->cap);
		if (!t->s)
			kf_die("out of memory");
	}
}

static void
kf_indent(KfText *t, int depth)
{
	for (int i = 0; i < depth; i++)
		kf_put(t, "  ");
}

/* ================= the generator ================= */

typedef enum { T_I8, T_U8, T_I16, T_U16, T_I32, T_U32, T_I64, T_U64, T_F32, T_F64, T_COUNT } KfType;

static const char *const kf_tname[T_COUNT] = { "i8", "u8", "i16", "u16", "i32",
	                                       "u32", "i64", "u64", "f32", "f64" };
/* the buffer class of a type: in_X and out_X hold values of both signs */
static const char *const kf_bname[T_COUNT] = { "i8", "i8", "i16", "i16", "i32",
	                                       "i32", "i64", "i64", "f32", "f64" };
enum { KF_CLASSES = 6 };
static const int kf_class[T_COUNT] = { 0, 0, 1, 1, 2, 2, 3, 3, 4, 5 };
static const char *const kf_class_name[KF_CLASSES] = { "i8", "i16", "i32", "i64", "f32", "f64" };

static int
kf_is_float(KfType t)
{
	return t >= T_F32;
}

static int
kf_bits(KfType t)
{
	static const int b[T_COUNT] = { 8, 8, 16, 16, 32, 32, 64, 64, 32, 64 };
	return b[t];
}

enum {
	KF_NIN = 64,     /* elements of every input buffer (a power of two) */
	KF_SLOTS = 8,    /* output elements per thread in every out buffer */
	KF_DUMP = 4,     /* of which the final values of up to 4 variables */
	KF_ACC_OPS = 8,  /* acc32: add, or, and, xor, umin, umax, min, max */
	KF_ACC_SLOTS = 16,
	KF_MAX_VARS = 12,
	KF_SHARED = 256, /* elements of a __shared__ array: >= threads per CTA */
};

typedef enum { P_FLAT, P_LOOPS, P_SHARED } KfProfile;

typedef struct {
	KfProfile profile;
	int nvars;
	KfType var[KF_MAX_VARS];
	int nloop;       /* loop counters in scope: i{loop[0]} .. */
	int loop[4];
	int nloops_made; /* names of loop counters */
	int budget;      /* statements left */
	int nshared;
	KfType shared[4];
	int uses_atomics;
	int has_local; /* a private array la[8] of type local */
	KfType local;
} KfGen;

static KfGen g;

/* the generator's version, in every kernel's first line: a seed names a
 * kernel only together with it (docs/kfuzz.md, "Findings") */
enum { KF_GEN_VERSION = 2 };

/* constructs the generator can leave out (kfuzz gen --without=A,B): to look
 * past a known gap without losing the rest of a kernel set */
enum { F_ROTATE = 1, F_MULHI = 2, F_BITCOUNT = 4, F_SWITCH = 8, F_RETURN = 16,
       F_LOCAL = 32, F_ATOMIC = 64, F_DO = 128 };
static const char *const kf_feature_name[] = { "rotate", "mulhi", "bitcount", "switch",
	                                       "return", "local", "atomic", "do" };
static unsigned kf_without;

static KfType
kf_any_type(void)
{
	return (KfType)kf_rnd(T_COUNT);
}

static KfType
kf_int_type(void)
{
	return (KfType)kf_rnd(T_F32);
}

static void kf_expr(KfText *t, KfType ty, int depth);

/* the opening of a guarded float-to-integer conversion of a value of type
 * src: f2T((f64)..., or, for a float, half the time f2Tf(... (a direct
 * fptosi/fptoui from float) */
static void
kf_f2i(KfText *t, KfType ty, KfType src)
{
	if (src == T_F32 && kf_rnd(2))
		kf_put(t, "f2%sf(", kf_tname[ty]);
	else
		kf_put(t, "f2%s((f64)", kf_tname[ty]);
}

static void
kf_const(KfText *t, KfType ty)
{
	if (kf_is_float(ty)) {
		static const double special[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 3.0, -7.25, 1e-3,
			                          1e30, -1e30, 1e-40, 65504.0, 2.5e-8, 1e300, 123456.789 };
		double v = kf_rnd(3) ? (double)((int)kf_rnd(4097) - 2048) / (double)(1u << kf_rnd(8))
		                     : special[kf_rnd(sizeof special / sizeof special[0])];
		char buf[64];
		if (ty == T_F32) {
			float f = (float)v;
			if (f - f != 0.0f) { /* out of float's range */
				kf_put(t, f > 0 ? "__builtin_inff()" : "(-__builtin_inff())");
				return;
			}
			snprintf(buf, sizeof buf, "%.9g", (double)f);
		} else {
			snprintf(buf, sizeof buf, "%.17g", v);
		}
		/* a literal that prints as an integer needs a point (1f is not C) */
		kf_put(t, "(%s%s%s)", buf, strpbrk(buf, ".e") ? "" : ".0", ty == T_F32 ? "f" : "");
		return;
	}
	static const uint64_t interesting[] = { 0, 1, 2, 3, 7, 0xff, 0x80, 0x7f, 0xffff, 0x8000,
		                                0x7fffffff, 0x80000000u, 0xffffffffu,
		                                0x7fffffffffffffffull, 0x8000000000000000ull,
		                                0xffffffffffffffffull };
	uint64_t v = kf_rnd(2) ? interesting[kf_rnd(sizeof interesting / sizeof interesting[0])]
	                       : kf_rnd(2) ? kf_next() : kf_rnd(100);
	int b = kf_bits(ty);
	if (b < 64)
		v &= (1ull << b) - 1;
	kf_put(t, "(%s)0x%" PRIx64 "ull", kf_tname[ty], v);
}

/* an index into an array of n (a power of two) elements, always in bounds */
static void
kf_index(KfText *t, unsigned n, int depth)
{
	kf_put(t, "((u32)(");
	kf_expr(t, kf_int_type(), depth);
	kf_put(t, ") & %uu)", n - 1);
}

static void
kf_leaf(KfText *t, KfType ty, int depth)
{
	for (;;) {
		switch (kf_rnd(8)) {
		case 7: /* an element of the private array */
			if (!g.has_local)
				break;
			const char *close = "]";
			if (g.local == ty) {
				kf_put(t, "la[");
			} else if (kf_is_float(ty) || !kf_is_float(g.local)) {
				kf_put(t, "(%s)(la[", kf_tname[ty]);
				close = "])";
			} else {
				kf_f2i(t, ty, g.local);
				kf_put(t, "(la[");
				close = "]))";
			}
			if (depth > 0)
				kf_index(t, 8, depth - 1);
			else
				kf_put(t, "tid & 7u");
			kf_put(t, "%s", close);
			return;
		case 0: /* a variable of this type, or another converted */
		case 1: {
			if (!g.nvars)
				break;
			int v = (int)kf_rnd((unsigned)g.nvars);
			for (int k = 0; k < g.nvars; k++)
				if (g.var[k] == ty && kf_rnd(2))
					v = k;
			if (g.var[v] == ty) {
				kf_put(t, "v%d", v);
			} else if (kf_is_float(ty) || !kf_is_float(g.var[v])) {
				kf_put(t, "(%s)v%d", kf_tname[ty], v);
			} else {
				kf_f2i(t, ty, g.var[v]);
				kf_put(t, "v%d)", v);
			}
			return;
		}
		case 2:
			kf_const(t, ty);
			return;
		case 3: /* an input element */
		case 4: {
			KfType src = kf_rnd(3) ? ty : kf_any_type();
			const char *cast_open = "", *cast_close = "";
			char buf[32];
			if (src != ty) {
				if (kf_is_float(src) && !kf_is_float(ty)) {
					if (src == T_F32 && kf_rnd(2))
						snprintf(buf, sizeof buf, "f2%sf(", kf_tname[ty]);
					else
						snprintf(buf, sizeof buf, "f2%s((f64)", kf_tname[ty]);
					cast_open = buf;
					cast_close = ")";
				} else {
					snprintf(buf, sizeof buf, "(%s)(", kf_tname[ty]);
					cast_open = buf;
					cast_close = ")";
				}
			} else if (!kf_is_float(ty) && (ty & 1)) {
				/* unsigned: the buffer holds the signed type */
				snprintf(buf, sizeof buf, "(%s)(", kf_tname[ty]);
				cast_open = buf;
				cast_close = ")";
			}
			kf_put(t, "%sin_%s[", cast_open, kf_bname[src]);
			if (depth > 0 && kf_rnd(2))
				kf_index(t, KF_NIN, depth - 1);
			else
				kf_put(t, "(gid * %uu + %uu) & %uu", 1 + 2 * kf_rnd(8), kf_rnd(KF_NIN), KF_NIN - 1);
			kf_put(t, "]%s", cast_close);
			return;
		}
		case 5: { /* thread coordinates and uniform parameters */
			static const char *const c[] = { "gid", "tid", "bid", "nb", "k0", "k1",
				                         "threadIdx.x", "blockIdx.x", "blockDim.x",
				                         "gridDim.x", "threadIdx.y" };
			kf_put(t, "(%s)%s", kf_tname[ty], c[kf_rnd(sizeof c / sizeof c[0])]);
			return;
		}
		case 6:
			if (!g.nloop)
				break;
			kf_put(t, "(%s)i%d", kf_tname[ty], g.loop[kf_rnd((unsigned)g.nloop)]);
			return;
		}
	}
}

static void
kf_cond(KfText *t, int depth)
{
	static const char *const cmp[] = { "<", "<=", ">", ">=", "==", "!=" };
	KfType u = kf_rnd(4) ? kf_int_type() : kf_any_type();
	if (kf_rnd(5) == 0) {
		kf_put(t, "(");
		kf_cond(t, depth - 1 > 0 ? depth - 1 : 0);
		kf_put(t, kf_rnd(2) ? " && " : " || ");
		kf_cond(t, 0);
		kf_put(t, ")");
		return;
	}
	/* !(a < b) on floats is an unordered compare: true for NaN */
	kf_put(t, kf_rnd(4) ? "(" : "(!");
	kf_put(t, "(");
	kf_expr(t, u, depth);
	kf_put(t, " %s ", cmp[kf_rnd(6)]);
	kf_expr(t, u, depth);
	kf_put(t, "))");
}

static void
kf_expr(KfText *t, KfType ty, int depth)
{
	if (depth <= 0 || kf_rnd(5) == 0) {
		kf_leaf(t, ty, depth);
		return;
	}
	const char *tn = kf_tname[ty];
	if (kf_is_float(ty)) {
		switch (kf_rnd(7)) {
		case 0: case 1: case 2: { /* exactly rounded arithmetic */
			static const char *const op[] = { "+", "-", "*", "/" };
			kf_put(t, "(%s)(", tn);
			kf_expr(t, ty, depth - 1);
			kf_put(t, " %s ", op[kf_rnd(4)]);
			kf_expr(t, ty, depth - 1);
			kf_put(t, ")");
			return;
		}
		case 3:
			kf_put(t, ty == T_F32 ? "sqrtf(fabsf(" : "sqrt(fabs(");
			kf_expr(t, ty, depth - 1);
			kf_put(t, "))");
			return;
		case 4:
			kf_put(t, kf_rnd(2) ? "(-(" : ty == T_F32 ? "fabsf((" : "fabs((");
			kf_expr(t, ty, depth - 1);
			kf_put(t, "))");
			return;
		case 5: { /* conversion from another type */
			KfType u = kf_any_type();
			kf_put(t, "(%s)(", tn);
			kf_expr(t, u, depth - 1);
			kf_put(t, ")");
			return;
		}
		default:
			kf_put(t, "(");
			kf_cond(t, depth - 1);
			kf_put(t, " ? ");
			kf_expr(t, ty, depth - 1);
			kf_put(t, " : ");
			kf_expr(t, ty, depth - 1);
			kf_put(t, ")");
			return;
		}
	}
	switch (kf_rnd(12)) {
	case 10: /* rotates (funnel shifts) and 32-bit high products */
		if ((kf_without & (F_ROTATE | F_MULHI)) == (F_ROTATE | F_MULHI))
			break;
		if (kf_bits(ty) <= 32 && (kf_without & F_ROTATE || (!(kf_without & F_MULHI) && kf_rnd(3) == 0))) {
			kf_put(t, "mulhi_%s(", tn);
			kf_expr(t, ty, depth - 1);
			kf_put(t, ", ");
			kf_expr(t, ty, depth - 1);
			kf_put(t, ")");
			return;
		}
		if (kf_without & F_ROTATE)
			break;
		kf_put(t, "%s_%s(", kf_rnd(2) ? "rotl" : "rotr", tn);
		kf_expr(t, ty, depth - 1);
		kf_put(t, ", (u32)(");
		kf_expr(t, kf_int_type(), depth - 1);
		kf_put(t, "))");
		return;
	case 11: { /* bit counts */
		if (kf_without & F_BITCOUNT)
			break;
		static const char *const fn[] = { "__popc((u32)", "__clz((i32)", "__ffs((i32)" };
		kf_put(t, "(%s)%s(", tn, fn[kf_rnd(3)]);
		kf_expr(t, kf_int_type(), depth - 1);
		kf_put(t, "))");
		return;
	}
	case 0: case 1: case 2: { /* wrapping and guarded arithmetic */
		static const char *const op[] = { "add", "sub", "mul", "add", "sub", "div", "mod" };
		kf_put(t, "%s_%s(", op[kf_rnd(7)], tn);
		kf_expr(t, ty, depth - 1);
		kf_put(t, ", ");
		kf_expr(t, ty, depth - 1);
		kf_put(t, ")");
		return;
	}
	case 3: { /* bitwise */
		static const char *const op[] = { "&", "|", "^" };
		kf_put(t, "(%s)(", tn);
		kf_expr(t, ty, depth - 1);
		kf_put(t, " %s ", op[kf_rnd(3)]);
		kf_expr(t, ty, depth - 1);
		kf_put(t, ")");
		return;
	}
	case 4: /* masked shifts */
		kf_put(t, "%s_%s(", kf_rnd(2) ? "shl" : "shr", tn);
		kf_expr(t, ty, depth - 1);
		kf_put(t, ", (u32)(");
		kf_expr(t, kf_int_type(), depth - 1);
		kf_put(t, "))");
		return;
	case 5:
		kf_put(t, kf_rnd(2) ? "neg_%s(" : "(%s)~(", tn);
		kf_expr(t, ty, depth - 1);
		kf_put(t, ")");
		return;
	case 6: { /* conversion */
		KfType u = kf_any_type();
		if (kf_is_float(u)) {
			kf_f2i(t, ty, u);
			kf_put(t, "(");
		} else
			kf_put(t, "(%s)((", tn);
		kf_expr(t, u, depth - 1);
		kf_put(t, "))");
		return;
	}
	case 7: /* a comparison's 0 or 1 */
		kf_put(t, "(%s)", tn);
		kf_cond(t, depth - 1);
		return;
	default:
		kf_put(t, "(");
		kf_cond(t, depth - 1);
		kf_put(t, " ? ");
		kf_expr(t, ty, depth - 1);
		kf_put(t, " : ");
		kf_expr(t, ty, depth - 1);
		kf_put(t, ")");
		return;
	}
	kf_leaf(t, ty, depth); /* a construct left out */
}

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
	g.uses_atomics = 1;
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
	g.budget--;
	int edepth = g.profile == P_FLAT ? 1 : 3;
	unsigned pick = kf_rnd(20);
	if (pick == 16 && g.budget >= 3 && !(kf_without & F_SWITCH)) { /* a switch with a fall-through */
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
	if (pick == 17 && g.has_local) { /* a store to the private array */
		kf_indent(t, ind);
		kf_put(t, "la[");
		kf_index(t, 8, 1);
		kf_put(t, "] = ");
		kf_expr(t, g.local, edepth);
		kf_put(t, ";\n");
		return;
	}
	if (pick == 18 && g.profile != P_SHARED && kf_rnd(3) == 0 && !(kf_without & F_RETURN)) {
		/* some threads leave early: their final values stay unwritten */
		kf_indent(t, ind);
		kf_put(t, "if ");
		kf_cond(t, 1);
		kf_put(t, " return;\n");
		return;
	}
	if (pick == 19 && g.profile != P_FLAT && loopdepth < 2 && !(kf_without & F_DO)) {
		/* a do-while loop, bounded by its own counter */
		int i = g.nloops_made++;
		kf_indent(t, ind);
		kf_put(t, "{\n");
		kf_indent(t, ind + 1);
		kf_put(t, "u32 i%d = 0;\n", i);
		kf_indent(t, ind + 1);
		kf_put(t, "do {\n");
		g.loop[g.nloop++] = i;
		kf_block(t, ind + 2, 1 + (int)kf_rnd(3), loopdepth + 1);
		kf_indent(t, ind + 1);
		kf_put(t, "} while (++i%d < %uu && ", i, 2 + kf_rnd(5));
		kf_cond(t, 1);
		kf_put(t, ");\n");
		g.nloop--;
		kf_indent(t, ind);
		kf_put(t, "}\n");
		return;
	}
	if (pick < 6 || pick >= 16 || g.budget < 2) { /* assignment */
		int v = (int)kf_rnd((unsigned)g.nvars);
		KfType ty = g.var[v];
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
	if (pick < 11 && g.profile != P_FLAT && loopdepth < 2) {
		/* a loop whose trip count depends on the data, re-read at every
		 * iteration and bounded by a constant */
		int i = g.nloops_made++;
		kf_indent(t, ind);
		if (kf_rnd(2)) {
			kf_put(t, "for (u32 i%d = 0; i%d < ((u32)(", i, i);
			kf_expr(t, kf_int_type(), 2);
			kf_put(t, ") %% %uu) + %uu; i%d++) {\n", 2 + kf_rnd(5), kf_rnd(2), i);
			g.loop[g.nloop++] = i;
		} else {
			kf_put(t, "for (u32 i%d = 0; i%d < %uu; i%d++) {\n", i, i, 2 + kf_rnd(6), i);
			g.loop[g.nloop++] = i;
			kf_indent(t, ind + 1);
			kf_put(t, "if ");
			kf_cond(t, 1);
			kf_put(t, kf_rnd(2) ? " break;\n" : " continue;\n");
		}
		kf_block(t, ind + 1, 1 + (int)kf_rnd(4), loopdepth + 1);
		g.nloop--;
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
	for (int k = 0; k < nstmts && g.budget > 0; k++)
		kf_stmt(t, ind, loopdepth);
	if (nstmts > 0 && g.budget <= 0) {
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
	int s = (int)kf_rnd((unsigned)g.nshared);
	KfType ty = g.shared[s];
	int v = (int)kf_rnd((unsigned)g.nvars);
	kf_put(t, "  sh%d[tid] = ", s);
	kf_expr(t, ty, 2);
	kf_put(t, ";\n  __syncthreads();\n");
	kf_put(t, "  v%d = ", v);
	if (kf_is_float(g.var[v]))
		kf_put(t, "(%s)(v%d + (%s)(sh%d[(tid + ", kf_tname[g.var[v]], v, kf_tname[g.var[v]], s);
	else if (kf_is_float(ty))
		kf_put(t, "add_%s(v%d, f2%s((f64)sh%d[(tid + ", kf_tname[g.var[v]], v, kf_tname[g.var[v]], s);
	else
		kf_put(t, "add_%s(v%d, (%s)(sh%d[(tid + ", kf_tname[g.var[v]], v, kf_tname[g.var[v]], s);
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
		int w = (int)kf_rnd((unsigned)g.nvars);
		if (kf_is_float(g.var[w]))
			kf_put(t, "  v%d = (%s)(v%d + (%s)shacc[tid %% %uu]);\n", w, kf_tname[g.var[w]], w,
			       kf_tname[g.var[w]], KF_ACC_SLOTS);
		else
			kf_put(t, "  v%d = add_%s(v%d, (%s)shacc[tid %% %uu]);\n", w, kf_tname[g.var[w]], w,
			       kf_tname[g.var[w]], KF_ACC_SLOTS);
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

static void
kf_gen(uint64_t seed, const char *cu_path, const char *launch_path)
{
	KfText t = { 0 };
	kf_state = seed * 0x2545f4914f6cdd1dull + 1;
	memset(&g, 0, sizeof g);
	g.profile = (KfProfile)kf_rnd(3);
	/* flat kernels are small enough to fit one GPU-CC SM (32 cores) */
	g.nvars = g.profile == P_FLAT ? 1 + (int)kf_rnd(3) : 3 + (int)kf_rnd(KF_MAX_VARS - 2);
	g.budget = g.profile == P_FLAT ? 1 + (int)kf_rnd(3) : 6 + (int)kf_rnd(20);

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
	       g.profile == P_FLAT ? "a flat" : g.profile == P_LOOPS ? "a looping" : "a shared-memory");
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
	if (g.profile == P_SHARED) {
		g.nshared = 1 + (int)kf_rnd(2);
		for (int s = 0; s < g.nshared; s++) {
			g.shared[s] = kf_any_type();
			kf_put(&t, "  __shared__ %s sh%d[%u];\n", kf_tname[g.shared[s]], s, KF_SHARED);
		}
		kf_put(&t, "  __shared__ u32 shacc[%u];\n", KF_ACC_SLOTS);
	}
	/* variables, each initialised from what comes before it */
	int nv = g.nvars;
	for (int v = 0; v < nv; v++) {
		KfType ty = kf_any_type();
		int per_class = 0;
		for (int w = 0; w < v; w++)
			per_class += kf_class[g.var[w]] == kf_class[ty];
		if (per_class >= KF_DUMP) {
			nv = v;
			break;
		}
		g.nvars = v;
		kf_put(&t, "  %s v%d = ", kf_tname[ty], v);
		kf_expr(&t, ty, g.profile == P_FLAT ? 1 : 2);
		kf_put(&t, ";\n");
		g.var[v] = ty;
	}
	g.nvars = nv;
	if (g.profile != P_FLAT && kf_rnd(2) && !(kf_without & F_LOCAL)) {
		g.has_local = 1;
		g.local = kf_any_type();
		kf_put(&t, "  %s la[8];\n  for (u32 j = 0; j < 8u; j++)\n    la[j] = (%s)(j * 3u + gid);\n",
		       kf_tname[g.local], kf_tname[g.local]);
	}
	if (g.profile == P_FLAT && kf_rnd(2)) {
		kf_put(&t, "  if (gid < (u32)k0) {\n");
		kf_block(&t, 2, g.budget, 0);
		kf_put(&t, "  }\n");
	} else if (g.profile == P_SHARED) {
		int phases = 1 + (int)kf_rnd(3);
		for (int p = 0; p < phases; p++) {
			kf_block(&t, 1, g.budget / (phases - p), 0);
			kf_shared_phase(&t);
		}
	} else {
		kf_block(&t, 1, g.budget, 0);
	}
	/* every variable's final value */
	int used[KF_CLASSES] = { 0 };
	for (int v = 0; v < g.nvars; v++) {
		int c = kf_class[g.var[v]];
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

/* ================= launches: read, make inputs, compare ================= */

typedef struct {
	int is_buf;
	char type[4];
	unsigned es;
	uint64_t count;
	char init[512];
	char text[600]; /* the option as written (scalars) */
} KfArg;

typedef struct {
	char grid[600], block[600];
	KfArg *arg;
	int nargs;
} KfLaunch;

static unsigned
kf_type_size(const char *t)
{
	if (!strcmp(t, "i8"))
		return 1;
	if (!strcmp(t, "i16"))
		return 2;
	if (!strcmp(t, "i32") || !strcmp(t, "f32"))
		return 4;
	if (!strcmp(t, "i64") || !strcmp(t, "f64"))
		return 8;
	return 0;
}

static void
kf_read_launch(const char *path, KfLaunch *l)
{
	FILE *f = fopen(path, "r");
	char w[600];

	if (!f)
		kf_die("cannot open '%s': %s", path, strerror(errno));
	memset(l, 0, sizeof *l);
	for (;;) {
		int c;
		while ((c = fgetc(f)) != EOF && (c == ' ' || c == '\t' || c == '\n' || c == '\r'))
			;
		if (c == EOF)
			break;
		if (c == '#') {
			while ((c = fgetc(f)) != EOF && c != '\n')
				;
			continue;
		}
		size_t n = 0;
		do {
			if (n + 1 >= sizeof w)
				kf_die("%s: option too long", path);
			w[n++] = (char)c;
		} while ((c = fgetc(f)) != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r');
		w[n] = 0;
		if (!strncmp(w, "--grid=", 7)) {
			snprintf(l->grid, sizeof l->grid, "%s", w + 7);
		} else if (!strncmp(w, "--block=", 8)) {
			snprintf(l->block, sizeof l->block, "%s", w + 8);
		} else if (!strncmp(w, "--arg=", 6)) {
			l->arg = realloc(l->arg, (size_t)(l->nargs + 1) * sizeof *l->arg);
			if (!l->arg)
				kf_die("out of memory");
			KfArg *a = &l->arg[l->nargs++];
			memset(a, 0, sizeof *a);
			snprintf(a->text, sizeof a->text, "%s", w + 6);
			if (!strncmp(w + 6, "buf:", 4)) {
				char *p = w + 10, *c1 = strchr(p, ':');
				if (!c1 || c1 - p > 3)
					kf_die("%s: bad buffer '%s'", path, w);
				memcpy(a->type, p, (size_t)(c1 - p));
				a->es = kf_type_size(a->type);
				char *end;
				a->count = strtoull(c1 + 1, &end, 10);
				if (!a->es || !a->count || a->count > (1u << 26) || (*end && *end != ':'))
					kf_die("%s: bad buffer '%s'", path, w);
				snprintf(a->init, sizeof a->init, "%s", *end ? end + 1 : "zero");
				a->is_buf = 1;
			} else if (!strncmp(w + 6, "struct:", 7)) {
				kf_die("%s: struct arguments are not supported by kfuzz", path);
			}
		} else {
			kf_die("%s: unknown option '%s'", path, w);
		}
	}
	fclose(f);
}

/* kfuzz's own input values (not vgiwsim's rand): integers use every bit;
 * floats are mostly small dyadic values, sometimes zeros of both signs,
 * infinities, NaN, subnormals and extremes */
static void
kf_fill(KfArg *a, unsigned char *p, uint64_t seed)
{
	kf_state = seed;
	for (uint64_t i = 0; i < a->count; i++) {
		uint64_t r = kf_next();
		unsigned char *e = p + i * a->es;
		if (!strcmp(a->type, "f32") || !strcmp(a->type, "f64")) {
			double v = (double)((int64_t)(r % 4096) - 2048) / (double)(1u << ((r >> 12) % 10));
			if ((r >> 20) % 16 == 0) {
				static const double sp[] = { 0.0, -0.0, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0,
					                     1e-40, -3e-42, 3.4e38, 1e-310, 1.7e308,
					                     1e20, -1e-20 };
				v = sp[(r >> 24) % (sizeof sp / sizeof sp[0])];
			}
			if (a->es == 4) {
				float f = (float)v;
				memcpy(e, &f, 4);
			} else {
				memcpy(e, &v, 8);
			}
		} else {
			for (unsigned b = 0; b < a->es; b++)
				e[b] = (unsigned char)(r >> (8 * b)); /* little-endian */
		}
	}
}

static void
kf_inputs(const char *launch, const char *dir)
{
	KfLaunch l;
	char path[4200];

	kf_read_launch(launch, &l);
	if (mkdir(dir, 0777) && errno != EEXIST)
		kf_die("cannot create '%s': %s", dir, strerror(errno));
	snprintf(path, sizeof path, "%s/launch", dir);
	FILE *out = fopen(path, "w");
	if (!out)
		kf_die("cannot write '%s'", path);
	fprintf(out, "--grid=%s --block=%s\n", l.grid, l.block);
	for (int k = 0; k < l.nargs; k++) {
		KfArg *a = &l.arg[k];
		if (!a->is_buf) {
			fprintf(out, "--arg=%s\n", a->text);
			continue;
		}
		if (!strcmp(a->init, "zero") || !strncmp(a->init, "file:", 5)) {
			fprintf(out, "--arg=buf:%s:%" PRIu64 ":%s\n", a->type, a->count, a->init);
			continue;
		}
		size_t bytes = (size_t)(a->count * a->es);
		unsigned char *p = calloc(bytes, 1);
		if (!p)
			kf_die("out of memory");
		if (!strcmp(a->init, "seq") || !strncmp(a->init, "const:", 6)) {
			double cv = a->init[0] == 'c' ? strtod(a->init + 6, NULL) : 0;
			long long ci = a->init[0] == 'c' ? strtoll(a->init + 6, NULL, 0) : 0;
			for (uint64_t i = 0; i < a->count; i++) {
				unsigned char *e = p + i * a->es;
				if (a->type[0] == 'f') {
					double v = a->init[0] == 'c' ? cv : (double)i;
					float f = (float)v;
					if (a->es == 4)
						memcpy(e, &f, 4);
					else
						memcpy(e, &v, 8);
				} else {
					uint64_t v = a->init[0] == 'c' ? (uint64_t)ci : i;
					for (unsigned b = 0; b < a->es; b++)
						e[b] = (unsigned char)(v >> (8 * b));
				}
			}
		} else if (!strncmp(a->init, "rand", 4)) {
			uint64_t s = a->init[4] == ':' ? strtoull(a->init + 5, NULL, 10) : 0;
			kf_fill(a, p, s * 0x100000001b3ull + (uint64_t)k);
		} else {
			kf_die("%s: unknown buffer init '%s'", launch, a->init);
		}
		snprintf(path, sizeof path, "%s/in%d.bin", dir, k);
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(p, 1, bytes, f) != bytes || fclose(f))
			kf_die("cannot write '%s'", path);
		free(p);
		fprintf(out, "--arg=buf:%s:%" PRIu64 ":file:%s\n", a->type, a->count, path);
	}
	if (fclose(out))
		kf_die("cannot write the launch in '%s'", dir);
	free(l.arg);
}

static void
kf_format(char *s, size_t n, const char *type, const unsigned char *e)
{
	uint64_t u = 0;
	unsigned es = kf_type_size(type);
	for (unsigned b = 0; b < es; b++)
		u |= (uint64_t)e[b] << (8 * b);
	if (!strcmp(type, "f32")) {
		float f;
		uint32_t w = (uint32_t)u;
		memcpy(&f, &w, 4);
		snprintf(s, n, "%.9g (0x%08" PRIx32 ")", (double)f, w);
	} else if (!strcmp(type, "f64")) {
		double d;
		memcpy(&d, &u, 8);
		snprintf(s, n, "%.17g (0x%016" PRIx64 ")", d, u);
	} else {
		int64_t v = es == 8 ? (int64_t)u : (int64_t)(u << (64 - 8 * es)) >> (64 - 8 * es);
		snprintf(s, n, "%" PRId64, v);
	}
}

static int
kf_is_nan(const char *type, const unsigned char *e)
{
	if (!strcmp(type, "f32"))
		return (e[3] & 0x7f) == 0x7f && (e[2] & 0x80) && ((e[2] & 0x7f) || e[1] || e[0]);
	if (!strcmp(type, "f64"))
		return (e[7] & 0x7f) == 0x7f && (e[6] & 0xf0) == 0xf0 &&
		       ((e[6] & 0x0f) || e[5] || e[4] || e[3] || e[2] || e[1] || e[0]);
	return 0;
}

static unsigned char *
kf_slurp(const char *path, size_t want)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	unsigned char *p = malloc(want + 1);
	size_t got = p ? fread(p, 1, want + 1, f) : 0;
	fclose(f);
	if (got != want) {
		free(p);
		return NULL;
	}
	return p;
}

/* byte-exact, except that any two NaNs are equal (IEEE 754 leaves the sign
 * and payload of a generated NaN open) */
static int
kf_cmp(const char *launch, const char *da, const char *db)
{
	KfLaunch l;
	char pa[4200], pb[4200];
	int bad = 0;

	kf_read_launch(launch, &l);
	for (int k = 0; k < l.nargs; k++) {
		KfArg *a = &l.arg[k];
		if (!a->is_buf)
			continue;
		size_t bytes = (size_t)(a->count * a->es);
		snprintf(pa, sizeof pa, "%s/arg%d.bin", da, k);
		snprintf(pb, sizeof pb, "%s/arg%d.bin", db, k);
		unsigned char *x = kf_slurp(pa, bytes), *y = kf_slurp(pb, bytes);
		if (!x || !y) {
			fprintf(stderr, "kfuzz: %s missing or not %zu bytes\n", !x ? pa : pb, bytes);
			free(x);
			free(y);
			free(l.arg);
			return 2;
		}
		uint64_t ndiff = 0;
		for (uint64_t i = 0; i < a->count; i++) {
			const unsigned char *ex = x + i * a->es, *ey = y + i * a->es;
			if (!memcmp(ex, ey, a->es) || (kf_is_nan(a->type, ex) && kf_is_nan(a->type, ey)))
				continue;
			if (ndiff++ < 5) {
				char sx[80], sy[80];
				kf_format(sx, sizeof sx, a->type, ex);
				kf_format(sy, sizeof sy, a->type, ey);
				printf("arg%d %s[%" PRIu64 "]: %s: %s, %s: %s\n", k, a->type, i, da, sx, db, sy);
			}
		}
		if (ndiff) {
			printf("arg%d: %" PRIu64 " of %" PRIu64 " elements differ\n", k, ndiff, a->count);
			bad = 1;
		}
		free(x);
		free(y);
	}
	free(l.arg);
	return bad;
}

int
main(int argc, char **argv)
{
	if ((argc == 5 || argc == 6) && !strcmp(argv[1], "gen")) {
		char *end;
		if (argc == 6) {
			if (strncmp(argv[5], "--without=", 10))
				kf_die("unknown option '%s'", argv[5]);
			for (char *w = strtok(argv[5] + 10, ","); w; w = strtok(NULL, ",")) {
				unsigned k = 0;
				while (k < sizeof kf_feature_name / sizeof kf_feature_name[0] &&
				       strcmp(w, kf_feature_name[k]))
					k++;
				if (k == sizeof kf_feature_name / sizeof kf_feature_name[0])
					kf_die("--without: unknown construct '%s' (rotate mulhi bitcount "
					       "switch return local atomic do)", w);
				kf_without |= 1u << k;
			}
		}
		errno = 0;
		uint64_t seed = strtoull(argv[2], &end, 10);
		if (*end || errno)
			kf_die("bad seed '%s'", argv[2]);
		kf_gen(seed, argv[3], argv[4]);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "inputs")) {
		kf_inputs(argv[2], argv[3]);
		return 0;
	}
	if (argc == 5 && !strcmp(argv[1], "cmp"))
		return kf_cmp(argv[2], argv[3], argv[4]);
	fprintf(stderr, "usage: kfuzz gen SEED OUT.cu OUT.launch [--without=rotate,mulhi,bitcount,"
	                "switch,return,local,atomic,do]\n"
	                "       kfuzz inputs LAUNCH DIR\n"
	                "       kfuzz cmp LAUNCH DIR_A DIR_B\n");
	return 2;
}
