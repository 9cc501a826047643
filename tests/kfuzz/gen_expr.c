/* kfuzz's generator, its values: the types of the kernels' variables and
 * buffers, constants, leaves (variables, inputs, thread coordinates, loop
 * counters, the private array), conditions and expressions, every one
 * well defined (wrapping and guarded arithmetic, masked shifts, guarded
 * float-to-integer conversions). The statements are gen_kernel.c's. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "kfuzz_int.h"

const char *const kf_tname[T_COUNT] = { "i8", "u8", "i16", "u16", "i32",
	                                "u32", "i64", "u64", "f32", "f64" };
/* the buffer class of a type: in_X and out_X hold values of both signs */
const char *const kf_bname[T_COUNT] = { "i8", "i8", "i16", "i16", "i32",
	                                "i32", "i64", "i64", "f32", "f64" };
const int kf_class[T_COUNT] = { 0, 0, 1, 1, 2, 2, 3, 3, 4, 5 };
const char *const kf_class_name[KF_CLASSES] = { "i8", "i16", "i32", "i64", "f32", "f64" };

int
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

KfType
kf_any_type(void)
{
	return (KfType)kf_rnd(T_COUNT);
}

KfType
kf_int_type(void)
{
	return (KfType)kf_rnd(T_F32);
}

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

void
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
			if (!kf_g.has_local)
				break;
			const char *close = "]";
			if (kf_g.local == ty) {
				kf_put(t, "la[");
			} else if (kf_is_float(ty) || !kf_is_float(kf_g.local)) {
				kf_put(t, "(%s)(la[", kf_tname[ty]);
				close = "])";
			} else {
				kf_f2i(t, ty, kf_g.local);
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
			if (!kf_g.nvars)
				break;
			int v = (int)kf_rnd((unsigned)kf_g.nvars);
			for (int k = 0; k < kf_g.nvars; k++)
				if (kf_g.var[k] == ty && kf_rnd(2))
					v = k;
			if (kf_g.var[v] == ty) {
				kf_put(t, "v%d", v);
			} else if (kf_is_float(ty) || !kf_is_float(kf_g.var[v])) {
				kf_put(t, "(%s)v%d", kf_tname[ty], v);
			} else {
				kf_f2i(t, ty, kf_g.var[v]);
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
			if (!kf_g.nloop)
				break;
			kf_put(t, "(%s)i%d", kf_tname[ty], kf_g.loop[kf_rnd((unsigned)kf_g.nloop)]);
			return;
		}
	}
}

void
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

void
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
