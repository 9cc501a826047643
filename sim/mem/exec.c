/* Semantics of the dataflow ISA's compute operations (ALU, SCU), of memory
 * operations and atomic read-modify-writes, for every core model (VGIW,
 * GPU-CC), on values held as 64-bit words: narrow
 * integers zero-extended, floats as their IEEE bits. Every case is defined
 * (shift past the width, division by zero, float-to-int overflow), so no
 * kernel can make the simulator itself misbehave. */
#define _GNU_SOURCE 1  /* exp10, and the Bessel functions j0 ... yn */
#include <fenv.h>
#include <limits.h>
#include <math.h>
#include <string.h>

#include "vgiw/simmem.h"

__extension__ typedef unsigned __int128 exec_u128;

/* A float operand of type t as a double (exact for f32). */
static double
fget(uint64_t v, unsigned t)
{
	return t == IT_F32 ? (double)vgiw_f32(v) : vgiw_f64(v);
}

/* A double result rounded to type t once. */
static uint64_t
fput(double d, unsigned t)
{
	return t == IT_F32 ? vgiw_b32((float)d) : vgiw_b64(d);
}

/* Saturating float-to-integer conversion (PTX cvt.rzi.sat): NaN is 0. */
static uint64_t
ftoi(double d, unsigned t, int is_signed)
{
	uint32_t w = sim_type_bits(t);

	if (d != d)
		return 0;
	d = trunc(d);
	if (is_signed) {
		double lo = -ldexp(1.0, (int)w - 1), hi = ldexp(1.0, (int)w - 1);
		int64_t r;
		if (d <= lo)
			r = w >= 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1));
		else if (d >= hi)
			r = w >= 64 ? INT64_MAX : (int64_t)((1ull << (w - 1)) - 1);
		else
			r = (int64_t)d;
		return sim_mask((uint64_t)r, t);
	}
	if (d <= 0)
		return 0;
	if (d >= ldexp(1.0, (int)w))
		return sim_mask(~0ull, t);
	return (uint64_t)d;
}

static uint32_t
popc64(uint64_t v)
{
	uint32_t n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

/* High half of the 2w-bit product of two w-bit values (w <= 64). */
static uint64_t
mulhi(uint64_t a, uint64_t b, uint32_t w, int is_signed)
{
	if (w <= 32) {
		uint64_t p = is_signed ? (uint64_t)((int64_t)a * (int64_t)b) : a * b;
		return p >> w;
	}
	uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
	uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);

	if (is_signed) {
		/* unsigned product minus the sign corrections */
		if ((int64_t)a < 0)
			hi -= b;
		if ((int64_t)b < 0)
			hi -= a;
	}
	return hi;
}

static int
fcmp(int64_t pred, double x, double y)
{
	int uno = x != x || y != y;

	switch (pred) {
	case ISA_FCMP_FALSE: return 0;
	case ISA_FCMP_OEQ: return !uno && x == y;
	case ISA_FCMP_OGT: return !uno && x > y;
	case ISA_FCMP_OGE: return !uno && x >= y;
	case ISA_FCMP_OLT: return !uno && x < y;
	case ISA_FCMP_OLE: return !uno && x <= y;
	case ISA_FCMP_ONE: return !uno && x != y;
	case ISA_FCMP_ORD: return !uno;
	case ISA_FCMP_UNO: return uno;
	case ISA_FCMP_UEQ: return uno || x == y;
	case ISA_FCMP_UGT: return uno || x > y;
	case ISA_FCMP_UGE: return uno || x >= y;
	case ISA_FCMP_ULT: return uno || x < y;
	case ISA_FCMP_ULE: return uno || x <= y;
	case ISA_FCMP_UNE: return uno || x != y;
	case ISA_FCMP_TRUE: return 1;
	}
	return 0;
}

static int
icmp(int64_t pred, uint64_t a, uint64_t b, unsigned t)
{
	int64_t sa = sim_sext(a, t), sb = sim_sext(b, t);

	a = sim_mask(a, t);
	b = sim_mask(b, t);
	switch (pred) {
	case ISA_ICMP_EQ: return a == b;
	case ISA_ICMP_NE: return a != b;
	case ISA_ICMP_UGT: return a > b;
	case ISA_ICMP_UGE: return a >= b;
	case ISA_ICMP_ULT: return a < b;
	case ISA_ICMP_ULE: return a <= b;
	case ISA_ICMP_SGT: return sa > sb;
	case ISA_ICMP_SGE: return sa >= sb;
	case ISA_ICMP_SLT: return sa < sb;
	case ISA_ICMP_SLE: return sa <= sb;
	}
	return 0;
}

/* Integer division with every case defined: x / 0 is all ones, x % 0 is x,
 * and the signed overflow MIN / -1 wraps to MIN with remainder 0. */
static uint64_t
idiv(int op, uint64_t a, uint64_t b, unsigned t)
{
	uint32_t w = sim_type_bits(t);

	if (op == OP_UDIV || op == OP_UREM) {
		a = sim_mask(a, t);
		b = sim_mask(b, t);
		if (!b)
			return op == OP_UDIV ? sim_mask(~0ull, t) : a;
		return op == OP_UDIV ? a / b : a % b;
	}
	int64_t sa = sim_sext(a, t), sb = sim_sext(b, t);
	int64_t min = w >= 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1));
	if (!sb)
		return op == OP_SDIV ? sim_mask(~0ull, t) : sim_mask((uint64_t)sa, t);
	if (sb == -1 && sa == min)
		return op == OP_SDIV ? sim_mask((uint64_t)min, t) : 0;
	return sim_mask((uint64_t)(op == OP_SDIV ? sa / sb : sa % sb), t);
}

/* One-argument math in the precision of t, through the C library in that
 * precision (what a reference interpreter in C computes too). */
static uint64_t
fmath1(int op, uint64_t v, unsigned t)
{
	if (t == IT_F32) {
		float x = vgiw_f32(v), r;
		switch (op) {
		case OP_FSQRT: r = sqrtf(x); break;
		case OP_FRSQRT: r = 1.0f / sqrtf(x); break;
		case OP_FEXP: r = expf(x); break;
		case OP_FEXP2: r = exp2f(x); break;
		case OP_FEXP10: r = exp10f(x); break;
		case OP_FLOG: r = logf(x); break;
		case OP_FLOG2: r = log2f(x); break;
		case OP_FLOG10: r = log10f(x); break;
		case OP_FSIN: r = sinf(x); break;
		case OP_FCOS: r = cosf(x); break;
		case OP_FTAN: r = tanf(x); break;
		case OP_FASIN: r = asinf(x); break;
		case OP_FACOS: r = acosf(x); break;
		case OP_FATAN: r = atanf(x); break;
		case OP_FSINH: r = sinhf(x); break;
		case OP_FCOSH: r = coshf(x); break;
		case OP_FTANH: r = tanhf(x); break;
		case OP_FCBRT: r = cbrtf(x); break;
		case OP_FERF: r = erff(x); break;
		case OP_FFLOOR: r = floorf(x); break;
		case OP_FCEIL: r = ceilf(x); break;
		case OP_FROUND: r = roundf(x); break;
		case OP_FRINT: r = nearbyintf(x); break;
		case OP_FTRUNC: r = truncf(x); break;
		default: die("fmath1: opcode %d", op);
		}
		if (x != x)  /* a NaN operand: quieted, as IEEE's operations do */
			r = x + x;
		return vgiw_b32(r);
	}
	double x = vgiw_f64(v), r;
	switch (op) {
	case OP_FSQRT: r = sqrt(x); break;
	case OP_FRSQRT: r = 1.0 / sqrt(x); break;
	case OP_FEXP: r = exp(x); break;
	case OP_FEXP2: r = exp2(x); break;
	case OP_FEXP10: r = exp10(x); break;
	case OP_FLOG: r = log(x); break;
	case OP_FLOG2: r = log2(x); break;
	case OP_FLOG10: r = log10(x); break;
	case OP_FSIN: r = sin(x); break;
	case OP_FCOS: r = cos(x); break;
	case OP_FTAN: r = tan(x); break;
	case OP_FASIN: r = asin(x); break;
	case OP_FACOS: r = acos(x); break;
	case OP_FATAN: r = atan(x); break;
	case OP_FSINH: r = sinh(x); break;
	case OP_FCOSH: r = cosh(x); break;
	case OP_FTANH: r = tanh(x); break;
	case OP_FCBRT: r = cbrt(x); break;
	case OP_FERF: r = erf(x); break;
	case OP_FFLOOR: r = floor(x); break;
	case OP_FCEIL: r = ceil(x); break;
	case OP_FROUND: r = round(x); break;
	case OP_FRINT: r = nearbyint(x); break;
	case OP_FTRUNC: r = trunc(x); break;
	default: die("fmath1: opcode %d", op);
	}
	if (x != x)
		r = x + x;
	return vgiw_b64(r);
}

/* Two-operand float arithmetic in the precision of t: f32 in float so
 * results round exactly as a float computation does. */
static uint64_t
farith(int op, uint64_t a, uint64_t b, uint64_t c, unsigned t)
{
	if (t == IT_F32) {
		float x = vgiw_f32(a), y = vgiw_f32(b), r;
		switch (op) {
		case OP_FADD: r = x + y; break;
		case OP_FSUB: r = x - y; break;
		case OP_FMUL: r = x * y; break;
		case OP_FDIV: r = x / y; break;
		case OP_FREM: r = fmodf(x, y); break;
		case OP_FMA: r = fmaf(x, y, vgiw_f32(c)); break;
		case OP_FMIN: r = fminf(x, y); break;
		case OP_FMAX: r = fmaxf(x, y); break;
		case OP_FPOW: r = powf(x, y); break;
		case OP_FATAN2: r = atan2f(x, y); break;
		default: die("farith: opcode %d", op);
		}
		return vgiw_b32(r);
	}
	double x = vgiw_f64(a), y = vgiw_f64(b), r;
	switch (op) {
	case OP_FADD: r = x + y; break;
	case OP_FSUB: r = x - y; break;
	case OP_FMUL: r = x * y; break;
	case OP_FDIV: r = x / y; break;
	case OP_FREM: r = fmod(x, y); break;
	case OP_FMA: r = fma(x, y, vgiw_f64(c)); break;
	case OP_FMIN: r = fmin(x, y); break;
	case OP_FMAX: r = fmax(x, y); break;
	case OP_FPOW: r = pow(x, y); break;
	case OP_FATAN2: r = atan2(x, y); break;
	default: die("farith: opcode %d", op);
	}
	return vgiw_b64(r);
}

/* ---- libdevice operations (ops.def, libfn.def; docs/libdevice.md) ---- */

/* One IEEE operation in the directed rounding mode of imm & 3, by the host
 * FPU in that mode: operands are read and the result written through
 * volatile objects so the compiler cannot move the operation out of the
 * mode's window. */
static uint64_t
frounded(int op, int64_t imm, uint64_t a, uint64_t b, uint64_t c, unsigned t,
         unsigned t0)
{
	static const int modes[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
	uint64_t r;

	if (fesetround(modes[imm & 3]) != 0)
		die("the host FPU has no rounding mode %d", (int)(imm & 3));
	if (op == OP_FCVTR) {
		int uns = (imm & 4) != 0;
		if (imm & 8) {  /* from f64 */
			volatile double x = vgiw_f64(a);
			volatile float f = (float)x;
			r = vgiw_b32(f);
		} else if (uns) {
			volatile uint64_t u = sim_mask(a, t0);
			if (t == IT_F32) {
				volatile float f = (float)u;
				r = vgiw_b32(f);
			} else {
				volatile double d = (double)u;
				r = vgiw_b64(d);
			}
		} else {
			volatile int64_t i = sim_sext(a, t0);
			if (t == IT_F32) {
				volatile float f = (float)i;
				r = vgiw_b32(f);
			} else {
				volatile double d = (double)i;
				r = vgiw_b64(d);
			}
		}
	} else if (t == IT_F32) {
		volatile float x = vgiw_f32(a), y = vgiw_f32(b), z = vgiw_f32(c), f;
		switch (op) {
		case OP_FADDR: f = imm & 4 ? x - y : x + y; break;
		case OP_FMULR: f = x * y; break;
		case OP_FDIVR: f = x / y; break;
		case OP_FSQRTR: f = sqrtf(x); break;
		default: f = fmaf(x, y, z); break;
		}
		r = vgiw_b32(f);
	} else {
		volatile double x = vgiw_f64(a), y = vgiw_f64(b), z = vgiw_f64(c), d;
		switch (op) {
		case OP_FADDR: d = imm & 4 ? x - y : x + y; break;
		case OP_FMULR: d = x * y; break;
		case OP_FDIVR: d = x / y; break;
		case OP_FSQRTR: d = sqrt(x); break;
		default: d = fma(x, y, z); break;
		}
		r = vgiw_b64(d);
	}
	fesetround(FE_TONEAREST);
	return r;
}

/* binary16 bits from a float, to nearest even (subnormals, and overflow
 * to infinity, included); a NaN is quieted and keeps its sign and top
 * payload bits, as an IEEE 754 conversion does. */
static uint64_t
f32_to_f16(float f)
{
	uint32_t x = (uint32_t)vgiw_b32(f);
	uint32_t sign = (x >> 16) & 0x8000u, e = (x >> 23) & 0xff, m = x & 0x7fffffu;

	if (e == 0xff)
		return sign | 0x7c00u | (m ? 0x200u | (m >> 13) : 0);
	int ee = e ? (int)e : 1;               /* value = mant * 2^(ee - 150) */
	int ex = ee - 127;                     /* its exponent, for normal mant */
	uint32_t mant = e ? m | 0x800000u : m;
	if (ex > 15)
		return sign | 0x7c00u;
	/* units of the result's last place: 2^(ex - 10), or 2^-24 below the
	 * smallest normal binary16 */
	int shift = ex >= -14 ? 13 : 126 - ee;
	if (shift >= 25)
		return sign;
	uint32_t q = mant >> shift, rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
	if (rem > half || (rem == half && (q & 1)))
		q++;
	/* a carry into the exponent field, and up to infinity, is right */
	return sign | (ex >= -14 ? ((uint32_t)(ex + 14) << 10) + q : q);
}

static float
f16_to_f32(uint64_t h)
{
	uint32_t sign = (h & 0x8000u) ? 1 : 0, e = (h >> 10) & 0x1f, m = h & 0x3ffu;
	float r;

	if (e == 0x1f)
		return vgiw_f32((uint64_t)(sign << 31 | 0x7f800000u | (m ? 0x400000u : 0) | m << 13));
	r = e ? ldexpf((float)(m | 0x400u), (int)e - 25) : ldexpf((float)m, -24);
	return sign ? -r : r;
}

/* sin(pi x) or cos(pi x) in double: the reduction to r in [-0.5, 0.5] is
 * exact, then sin(M_PI r) or cos(M_PI r). */
static double
sincospi(double x, int cosine)
{
	if (isinf(x) || x != x)
		return x - x;
	double r = remainder(x, 2.0);  /* exact, in [-1, 1] */
	if (cosine) {
		r = fabs(r);             /* cos(pi r) = sin(pi (1/2 - r)) */
		r = 0.5 - r;             /* exact: r in [0, 1] */
		return r == 0 ? 0.0 : sin(3.14159265358979323846 * r);
	}
	if (r > 0.5)
		r = 1.0 - r;
	else if (r < -0.5)
		r = -1.0 - r;
	if (r == 0)  /* sinpi of an integer: a zero of x's sign */
		return copysign(0.0, x);
	return sin(3.14159265358979323846 * r);
}

/* m^2 x < 1, exactly, for a midpoint m of two floats (25 significant bits)
 * and a float x > 0: as integers, M^2 X 2^(2a+b) < 1 with M < 2^25,
 * X < 2^24. */
static int
below_rsqrt(double m, double x)
{
	int em, ex;
	double fm = frexp(m, &em), fx = frexp(x, &ex);
	exec_u128 q = (exec_u128)(uint64_t)ldexp(fm, 25);
	int e = -(2 * (em - 25) + (ex - 24));

	q = q * q * (uint64_t)ldexp(fx, 24);
	if (e < 0)
		return 0;
	if (e > 126)
		return 1;
	return q < ((exec_u128)1 << e);
}

/* 1/sqrt(x) correctly rounded to the nearest float: the float nearest the
 * double estimate, then the exact midpoint tests against its neighbours. */
static float
rsqrt_rn(float x)
{
	if (x != x)
		return x + x;
	if (x < 0)
		return NAN;  /* the positive default NaN, as the reference */
	if (x == 0)
		return 1.0f / x;
	if (isinf(x))
		return 0.0f;
	float c = (float)(1.0 / sqrt((double)x));
	float up = nextafterf(c, INFINITY), down = nextafterf(c, 0.0f);
	if (below_rsqrt(((double)c + up) / 2, x))  /* 1/sqrt(x) above the midpoint */
		return up;
	if (!below_rsqrt(((double)c + down) / 2, x))
		return down;
	return c;
}

/* erfcx(x) = exp(x^2) erfc(x) in double: directly up to x = 26 (x^2 of a
 * float is exact in double, and erfc(26) is still normal), beyond by the
 * asymptotic series 1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(2x^2)^2 - ...). */
static double
erfcx_d(double x)
{
	if (x != x)
		return x + x;
	if (x <= 26.0)
		return exp(x * x) * erfc(x);
	double w = 1.0 / (2.0 * x * x), s = 1.0, term = 1.0;
	for (int k = 1; k <= 6; k++) {
		term *= -(2.0 * k - 1.0) * w;
		s += term;
	}
	return s / (x * 1.7724538509055160273);  /* sqrt(pi) */
}

/* Inverses of erf and erfc in double (docs/libdevice.md): Numerical
 * Recipes' initial estimate of erfc's inverse, then three steps of
 * Halley's method on erfc(x) = y; near erf's zero, on erf(x) = y from
 * x = sqrt(pi)/2 y, so that small results keep their relative accuracy. */
static double
erfcinv_d(double y)
{
	if (y != y || y < 0 || y > 2)
		return NAN;
	if (y == 0)
		return INFINITY;
	if (y == 2)
		return -INFINITY;
	double p = y < 1 ? y : 2 - y;
	double t = sqrt(-2.0 * log(p / 2));
	double x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
	for (int k = 0; k < 3; k++) {
		double err = erfc(x) - p;
		x += err / (1.12837916709551257390 * exp(-x * x) - x * err);
	}
	return y < 1 ? x : -x;
}

static double
erfinv_d(double y)
{
	if (y != y || y < -1 || y > 1)
		return NAN;
	if (fabs(y) > 0.5)  /* 1 - |y| is exact */
		return y > 0 ? erfcinv_d(1 - y) : -erfcinv_d(1 + y);
	double x = 0.88622692545275801365 * y;
	for (int k = 0; k < 3; k++) {
		double d = (erf(x) - y) * 0.88622692545275801365 * exp(x * x);
		x -= d / (1 + x * d);
	}
	return x;
}

/* The modified Bessel functions I0 and I1 of a float, in double by their
 * power series sum (x/2)^(2k+n) / (k! (k+n)!), whose terms are all of one
 * sign (no cancellation), until a term no longer changes the sum; beyond
 * |x| = 120 the f32 result overflows anyway. */
static double
bessel_i(double x, int n)
{
	if (x != x)
		return x + x;
	if (fabs(x) > 120)
		return n && x < 0 ? -INFINITY : INFINITY;
	double q = x * x / 4, term = n ? x / 2 : 1.0, sum = term;
	for (int k = 1; k < 1000; k++) {
		term *= q / ((double)k * (double)(k + n));
		if (sum + term == sum)
			break;
		sum += term;
	}
	return sum;
}

/* The host C library's function fn of libfn.def. */
static uint64_t
flib(int64_t fn, uint64_t a, uint64_t b, unsigned t, unsigned t0, unsigned t1)
{
	/* the precision is the float operand's width (an operand may be an
	 * integer reinterpreted by a bit cast, which keeps its type) */
	unsigned ft = fn == LIBFN_JN || fn == LIBFN_YN ? t1 : t0;
	int f32 = sim_type_bits(ft) == 32;
	double x = fget(a, f32 ? IT_F32 : IT_F64);
	double y = fget(b, f32 ? IT_F32 : IT_F64);
	int e;
	int n = 0;  /* remquo leaves it unset where the result is NaN */

	switch (fn) {
	case LIBFN_ILOGB:
		if (x != x || x == 0)
			return sim_mask((uint64_t)(int64_t)INT_MIN, t);
		if (isinf(x))
			return INT_MAX;
		return sim_mask((uint64_t)(int64_t)ilogb(x), t);
	case LIBFN_FREXPE:
		if (isinf(x) || x != x)
			return 0;
		frexp(x, &e);
		return sim_mask((uint64_t)(int64_t)e, t);
	case LIBFN_REMQUO:
		if (f32)
			remquof((float)x, (float)y, &n);
		else
			remquo(x, y, &n);
		return sim_mask((uint64_t)(int64_t)n, t);
	case LIBFN_F2HALF:
		return f32_to_f16((float)x);
	case LIBFN_POWI: {
		/* libdevice: square and multiply over |n| (as unsigned), each
		 * product rounded, then 1/r for a negative n */
		int64_t sn = sim_sext(b, t1);
		uint32_t k = (uint32_t)(sn < 0 ? -sn : sn);
		if (f32) {
			float base = (float)x, r = 1.0f;
			for (; k; k >>= 1, base *= base)
				if (k & 1)
					r *= base;
			return vgiw_b32(sn < 0 ? 1.0f / r : r);
		}
		double base = x, r = 1.0;
		for (; k; k >>= 1, base *= base)
			if (k & 1)
				r *= base;
		return vgiw_b64(sn < 0 ? 1.0 / r : r);
	}
	case LIBFN_HALF2F:
		return vgiw_b32(f16_to_f32(a));
	case LIBFN_LDEXP:
		n = (int)sim_sext(b, t1);
		return f32 ? vgiw_b32(ldexpf((float)x, n)) : vgiw_b64(ldexp(x, n));
	case LIBFN_JN: case LIBFN_YN:
		n = (int)sim_sext(a, t0);
		x = fget(b, f32 ? IT_F32 : IT_F64);
		if (f32)
			return vgiw_b32(fn == LIBFN_JN ? jnf(n, (float)x) : ynf(n, (float)x));
		return vgiw_b64(fn == LIBFN_JN ? jn(n, x) : yn(n, x));
	}
	if (f32) {
		float u = (float)x, v = (float)y, r, ip;
		switch (fn) {
		case LIBFN_EXPM1: r = expm1f(u); break;
		case LIBFN_LOG1P: r = log1pf(u); break;
		case LIBFN_ASINH: r = asinhf(u); break;
		case LIBFN_ACOSH: r = acoshf(u); break;
		case LIBFN_ATANH: r = atanhf(u); break;
		case LIBFN_ERFC: r = erfcf(u); break;
		case LIBFN_LGAMMA: r = lgammaf(u); break;
		case LIBFN_TGAMMA: r = tgammaf(u); break;
		case LIBFN_J0: r = j0f(u); break;
		case LIBFN_J1: r = j1f(u); break;
		case LIBFN_Y0: r = y0f(u); break;
		case LIBFN_Y1: r = y1f(u); break;
		case LIBFN_LOGB: r = logbf(u); break;
		case LIBFN_FREXPM: r = frexpf(u, &e); break;
		case LIBFN_MODF: r = modff(u, &ip); break;
		case LIBFN_RCBRT: r = (float)(1.0 / cbrt(x)); break;
		case LIBFN_SINPI: r = (float)sincospi(x, 0); break;
		case LIBFN_COSPI: r = (float)sincospi(x, 1); break;
		case LIBFN_HYPOT: r = hypotf(u, v); break;
		case LIBFN_REMAINDER: r = remainderf(u, v); break;
		case LIBFN_NEXTAFTER: r = nextafterf(u, v); break;
		case LIBFN_RHYPOT: r = (float)(1.0 / hypot(x, y)); break;
		case LIBFN_RSQRTRN: r = rsqrt_rn(u); break;
		case LIBFN_NORMCDF: r = (float)(0.5 * erfc(-x * 0.70710678118654752440)); break;
		case LIBFN_ERFCX: r = (float)erfcx_d(x); break;
		case LIBFN_ERFINV: r = (float)erfinv_d(x); break;
		case LIBFN_ERFCINV:
			r = (float)(fabs(1 - x) <= 0.5 ? erfinv_d(1 - x) : erfcinv_d(x));
			break;
		case LIBFN_BESSELI0: r = (float)bessel_i(x, 0); break;
		case LIBFN_BESSELI1: r = (float)bessel_i(x, 1); break;
		case LIBFN_NORMCDFINV:  /* -sqrt 2 erfcinv(2x); 2x is exact */
			r = (float)(-1.41421356237309504880 *
			            (fabs(1 - 2 * x) <= 0.5 ? erfinv_d(1 - 2 * x) : erfcinv_d(2 * x)));
			break;
		default: die("flib: function %d", (int)fn);
		}
		return vgiw_b32(r);
	}
	double r, ip;
	switch (fn) {
	case LIBFN_EXPM1: r = expm1(x); break;
	case LIBFN_LOG1P: r = log1p(x); break;
	case LIBFN_ASINH: r = asinh(x); break;
	case LIBFN_ACOSH: r = acosh(x); break;
	case LIBFN_ATANH: r = atanh(x); break;
	case LIBFN_ERFC: r = erfc(x); break;
	case LIBFN_LGAMMA: r = lgamma(x); break;
	case LIBFN_TGAMMA: r = tgamma(x); break;
	case LIBFN_J0: r = j0(x); break;
	case LIBFN_J1: r = j1(x); break;
	case LIBFN_Y0: r = y0(x); break;
	case LIBFN_Y1: r = y1(x); break;
	case LIBFN_LOGB: r = logb(x); break;
	case LIBFN_FREXPM: r = frexp(x, &e); break;
	case LIBFN_MODF: r = modf(x, &ip); break;
	case LIBFN_RCBRT: r = 1.0 / cbrt(x); break;
	case LIBFN_SINPI: r = sincospi(x, 0); break;
	case LIBFN_COSPI: r = sincospi(x, 1); break;
	case LIBFN_HYPOT: r = hypot(x, y); break;
	case LIBFN_REMAINDER: r = remainder(x, y); break;
	case LIBFN_NEXTAFTER: r = nextafter(x, y); break;
	case LIBFN_RHYPOT: r = 1.0 / hypot(x, y); break;
	case LIBFN_RSQRTRN: r = rsqrt_rn((float)x); break;  /* f32 only */
	case LIBFN_NORMCDF: r = 0.5 * erfc(-x * 0.70710678118654752440); break;
	case LIBFN_ERFCX: r = erfcx_d(x); break;
	case LIBFN_ERFINV: r = erfinv_d(x); break;
	case LIBFN_ERFCINV: r = fabs(1 - x) <= 0.5 ? erfinv_d(1 - x) : erfcinv_d(x); break;
	case LIBFN_BESSELI0: r = bessel_i(x, 0); break;
	case LIBFN_BESSELI1: r = bessel_i(x, 1); break;
	case LIBFN_NORMCDFINV:
		r = -1.41421356237309504880 *
		    (fabs(1 - 2 * x) <= 0.5 ? erfinv_d(1 - 2 * x) : erfcinv_d(2 * x));
		break;
	default: die("flib: function %d", (int)fn);
	}
	return vgiw_b64(r);
}

uint64_t
sim_eval(const DfgNode *nd, const uint64_t *v)
{
	unsigned t = nd->type;
	unsigned t0 = nd->nin > 0 ? nd->in[0].type : t;
	uint32_t w = sim_type_bits(t), w0 = sim_type_bits(t0);
	uint64_t a = v[0], b = v[1], c = v[2];
	int uns = nd->imm || (nd->flags & ISAF_UNSIGNED);

	switch (nd->op) {
	case OP_IADD: return sim_mask(a + b, t);
	case OP_ISUB: return sim_mask(a - b, t);
	case OP_IMUL: return sim_mask(a * b, t);
	case OP_MUL24:
		if (uns)
			return sim_mask((a & 0xffffff) * (b & 0xffffff), t);
		return sim_mask((uint64_t)(((int64_t)((a & 0xffffff) ^ 0x800000) - 0x800000) *
		                           ((int64_t)((b & 0xffffff) ^ 0x800000) - 0x800000)), t);
	case OP_MULHI:
		if (uns)
			return sim_mask(mulhi(sim_mask(a, t), sim_mask(b, t), w, 0), t);
		return sim_mask(mulhi((uint64_t)sim_sext(a, t), (uint64_t)sim_sext(b, t), w, 1), t);
	case OP_AND: return a & b;
	case OP_OR: return a | b;
	case OP_XOR: return sim_mask(a ^ b, t);
	case OP_SHL: return b >= w ? 0 : sim_mask(a << b, t);
	case OP_LSHR: return b >= w ? 0 : sim_mask(a, t) >> b;
	case OP_ASHR: {
		int64_t s = sim_sext(a, t);
		return sim_mask((uint64_t)(b >= w ? (s < 0 ? -1 : 0) : s >> b), t);
	}
	case OP_ICMP: return (uint64_t)icmp(nd->imm, a, b, t0);
	case OP_SELECT: return (a & 1) ? b : c;
	case OP_SEXT: return sim_mask((uint64_t)sim_sext(a, t0), t);
	case OP_ZEXT: return sim_mask(a, t0);
	case OP_TRUNC: return sim_mask(a, t);
	case OP_MOV: return sim_mask(a, t);
	case OP_SMIN: return sim_sext(a, t) < sim_sext(b, t) ? a : b;
	case OP_SMAX: return sim_sext(a, t) > sim_sext(b, t) ? a : b;
	case OP_UMIN: return a < b ? a : b;
	case OP_UMAX: return a > b ? a : b;
	case OP_IABS: {
		int64_t s = sim_sext(a, t);
		return sim_mask(s < 0 ? 0 - (uint64_t)s : (uint64_t)s, t);
	}
	case OP_POPC: return sim_mask(popc64(sim_mask(a, t0)), t);
	case OP_CLZ: {
		uint64_t x = sim_mask(a, t0);
		uint32_t n = 0;
		for (int k = (int)w0 - 1; k >= 0 && !(x >> k & 1); k--)
			n++;
		return sim_mask(n, t);
	}
	case OP_CTZ: {
		uint64_t x = sim_mask(a, t0);
		uint32_t n = 0;
		while (n < w0 && !(x >> n & 1))
			n++;
		return sim_mask(n, t);
	}
	case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FMA: case OP_FMIN:
	case OP_FMAX: case OP_FDIV: case OP_FREM: case OP_FPOW: case OP_FATAN2:
		return farith(nd->op, a, b, c, t);
	case OP_FNEG: return t == IT_F32 ? (a ^ 0x80000000u) & 0xffffffffu
	                                 : a ^ 0x8000000000000000ull;
	case OP_FABS: return t == IT_F32 ? a & 0x7fffffffu : a & 0x7fffffffffffffffull;
	case OP_FCMP: return (uint64_t)fcmp(nd->imm, fget(a, t0), fget(b, t0));
	case OP_FSAT: {
		double x = fget(a, t);
		return fput(x != x ? 0.0 : x < 0 ? 0.0 : x > 1 ? 1.0 : x, t);
	}
	case OP_SITOFP: {
		int64_t s = sim_sext(a, t0);
		return t == IT_F32 ? vgiw_b32((float)s) : vgiw_b64((double)s);
	}
	case OP_UITOFP: {
		uint64_t u = sim_mask(a, t0);
		return t == IT_F32 ? vgiw_b32((float)u) : vgiw_b64((double)u);
	}
	case OP_FPTOSI: return ftoi(fget(a, t0), t, 1);
	case OP_FPTOUI: return ftoi(fget(a, t0), t, 0);
	case OP_FPEXT: return fput(fget(a, t0), t);
	case OP_FPTRUNC: return fput(fget(a, t0), t);
	case OP_SDIV: case OP_UDIV: case OP_SREM: case OP_UREM:
		return idiv(nd->op, a, b, t);
	case OP_FPOWI: {
		double e = (double)sim_sext(b, nd->nin > 1 ? nd->in[1].type : IT_I32);
		if (t == IT_F32)
			return vgiw_b32(powf(vgiw_f32(a), (float)e));
		return vgiw_b64(pow(vgiw_f64(a), e));
	}
	case OP_FSQRT: case OP_FRSQRT: case OP_FEXP: case OP_FEXP2: case OP_FEXP10:
	case OP_FLOG: case OP_FLOG2: case OP_FLOG10: case OP_FSIN: case OP_FCOS:
	case OP_FTAN: case OP_FASIN: case OP_FACOS: case OP_FATAN: case OP_FSINH:
	case OP_FCOSH: case OP_FTANH: case OP_FCBRT: case OP_FERF: case OP_FFLOOR:
	case OP_FCEIL: case OP_FROUND: case OP_FRINT: case OP_FTRUNC:
		return fmath1(nd->op, a, t);
	case OP_FADDR: case OP_FMULR: case OP_FMAR: case OP_FCVTR: case OP_FDIVR:
	case OP_FSQRTR:
		return frounded(nd->op, nd->imm, a, b, c, t, t0);
	case OP_FLIB1: case OP_FLIB2:
		return flib(nd->imm, a, b, t, t0, nd->nin > 1 ? nd->in[1].type : t);
	}
	die("sim_eval: %s is not a compute operation",
	    nd->op < OP_COUNT ? vgiw_op_info[nd->op].mnemonic : "?");
}

int
sim_access(unsigned op, unsigned type, int64_t imm, uint8_t *p, const uint64_t *v,
           uint64_t *out)
{
	uint32_t size = sim_type_bytes(type);
	uint64_t old;

	if (!size)
		size = 1;
	switch (op) {
	case OP_LD:
		*out = sim_mask(vgiw_load_le(p, size), type);
		return SIM_READ;
	case OP_ST:
		vgiw_store_le(p, size, v[1]);
		return SIM_WRITE;
	case OP_ATOM:
		if (imm < 0 || imm >= ISA_ATOM_COUNT)
			return -1;
		old = vgiw_load_le(p, size);
		vgiw_store_le(p, size, sim_atomic_op((int)imm, type, old, v[1]));
		*out = sim_mask(old, type);
		return SIM_ATOMIC;
	case OP_CAS:
		old = sim_mask(vgiw_load_le(p, size), type);
		if (old == sim_mask(v[1], type))
			vgiw_store_le(p, size, v[2]);
		*out = old;
		return SIM_ATOMIC;
	}
	die("sim_access: %s", op < OP_COUNT ? vgiw_op_info[op].mnemonic : "?");
}

uint64_t
sim_atomic_op(int kind, unsigned type, uint64_t old, uint64_t opd)
{
	old = sim_mask(old, type);
	opd = sim_mask(opd, type);
	switch (kind) {
	case ISA_ATOM_ADD: return sim_mask(old + opd, type);
	case ISA_ATOM_SUB: return sim_mask(old - opd, type);
	case ISA_ATOM_XCHG: return opd;
	case ISA_ATOM_AND: return old & opd;
	case ISA_ATOM_OR: return old | opd;
	case ISA_ATOM_XOR: return old ^ opd;
	case ISA_ATOM_MIN: return sim_sext(old, type) < sim_sext(opd, type) ? old : opd;
	case ISA_ATOM_MAX: return sim_sext(old, type) > sim_sext(opd, type) ? old : opd;
	case ISA_ATOM_UMIN: return old < opd ? old : opd;
	case ISA_ATOM_UMAX: return old > opd ? old : opd;
	case ISA_ATOM_FADD:
		if (type == IT_F32)
			return vgiw_b32(vgiw_f32(old) + vgiw_f32(opd));
		return vgiw_b64(vgiw_f64(old) + vgiw_f64(opd));
	case ISA_ATOM_INC: return old >= opd ? 0 : old + 1;
	case ISA_ATOM_DEC: return old == 0 || old > opd ? opd : old - 1;
	}
	die("sim_atomic_op: kind %d", kind);
}
