/* The reference interpreter's own semantics of the libdevice functions that
 * are not one math function (RO_LIBDEV): each written from its definition
 * in C (docs/libdevice.md), independently of the simulators' operations
 * and of the front end's expansions, which --check compares with these. */
#define _GNU_SOURCE 1  /* j0 ... yn */
#include <fenv.h>
#include <limits.h>
#include <math.h>
#include <string.h>

#include "ref.h"

__extension__ typedef unsigned __int128 ld_u128;

static uint64_t
fres(double d, unsigned bits)
{
	return bits == 32 ? vgiw_b32((float)d) : vgiw_b64(d);
}

/* sin(pi x) and cos(pi x): x - 2n is exact, then a reflection into
 * [-1/2, 1/2] (exact), then sin(pi r) in double. */
static double
sin_pi(double x)
{
	if (!isfinite(x))
		return x - x;
	double n = nearbyint(x / 2.0);  /* x / 2 is exact */
	double r = x - 2.0 * n;        /* exact, in [-1, 1] */
	if (r > 0.5)
		r = 1.0 - r;
	else if (r < -0.5)
		r = -1.0 - r;
	if (r == 0)  /* at the integers: a zero with x's sign */
		return x < 0 || (x == 0 && signbit(x)) ? -0.0 : 0.0;
	return sin(3.14159265358979323846 * r);
}

static double
cos_pi(double x)
{
	if (!isfinite(x))
		return x - x;
	double r = fabs(x - 2.0 * nearbyint(x / 2.0));  /* [0, 1] */
	double s = 0.5 - r;                               /* exact, [-1/2, 1/2] */
	if (s == 0)
		return 0.0;
	return sin(3.14159265358979323846 * s);
}

/* f32 functions without a float version of their own in libdevice's
 * definition here: computed in double and rounded once. */
static uint64_t
unary(RefLd fn, double x, unsigned bits)
{
	if (bits == 32) {
		float f = (float)x, r;
		switch (fn) {
		case RL_EXPM1: r = expm1f(f); break;
		case RL_LOG1P: r = log1pf(f); break;
		case RL_ASINH: r = asinhf(f); break;
		case RL_ACOSH: r = acoshf(f); break;
		case RL_ATANH: r = atanhf(f); break;
		case RL_ERFC: r = erfcf(f); break;
		case RL_LGAMMA: r = lgammaf(f); break;
		case RL_TGAMMA: r = tgammaf(f); break;
		case RL_J0: r = j0f(f); break;
		case RL_J1: r = j1f(f); break;
		case RL_Y0: r = y0f(f); break;
		case RL_Y1: r = y1f(f); break;
		case RL_LOGB: r = logbf(f); break;
		case RL_RCBRT: r = (float)(1.0 / cbrt(x)); break;
		case RL_SINPI: r = (float)sin_pi(x); break;
		case RL_COSPI: r = (float)cos_pi(x); break;
		default: die("libdevice function %d", (int)fn);
		}
		return vgiw_b32(r);
	}
	double r;
	switch (fn) {
	case RL_EXPM1: r = expm1(x); break;
	case RL_LOG1P: r = log1p(x); break;
	case RL_ASINH: r = asinh(x); break;
	case RL_ACOSH: r = acosh(x); break;
	case RL_ATANH: r = atanh(x); break;
	case RL_ERFC: r = erfc(x); break;
	case RL_LGAMMA: r = lgamma(x); break;
	case RL_TGAMMA: r = tgamma(x); break;
	case RL_J0: r = j0(x); break;
	case RL_J1: r = j1(x); break;
	case RL_Y0: r = y0(x); break;
	case RL_Y1: r = y1(x); break;
	case RL_LOGB: r = logb(x); break;
	case RL_RCBRT: r = 1.0 / cbrt(x); break;
	case RL_SINPI: r = sin_pi(x); break;
	case RL_COSPI: r = cos_pi(x); break;
	default: die("libdevice function %d", (int)fn);
	}
	return vgiw_b64(r);
}

/* IEEE arithmetic in a rounding mode: the host FPU switched to it, the
 * operands and result in volatile objects so the operation stays inside. */
static uint64_t
in_mode(RefLd fn, unsigned mode, unsigned bits, uint64_t a, uint64_t b, uint64_t c)
{
	static const int host[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
	uint64_t r;

	fesetround(host[mode & 3]);
	if (bits == 32) {
		volatile float x = vgiw_f32(a), y = vgiw_f32(b), z = vgiw_f32(c);
		volatile float q = fn == RL_ADD ? x + y : fn == RL_SUB ? x - y
		                 : fn == RL_MUL ? x * y : fn == RL_DIV ? x / y
		                 : fn == RL_RCP ? 1.0f / x : fn == RL_SQRT ? sqrtf(x)
		                 : fmaf(x, y, z);
		r = vgiw_b32(q);
	} else {
		volatile double x = vgiw_f64(a), y = vgiw_f64(b), z = vgiw_f64(c);
		volatile double q = fn == RL_ADD ? x + y : fn == RL_SUB ? x - y
		                  : fn == RL_MUL ? x * y : fn == RL_DIV ? x / y
		                  : fn == RL_RCP ? 1.0 / x : fn == RL_SQRT ? sqrt(x)
		                  : fma(x, y, z);
		r = vgiw_b64(q);
	}
	fesetround(FE_TONEAREST);
	return r;
}

/* Integer (bits wide, signed or not) to a float of rbits, or f64 to f32,
 * in a rounding mode. */
static uint64_t
convert(RefLd fn, unsigned mode, int uns, unsigned bits, unsigned rbits, uint64_t a)
{
	static const int host[4] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
	uint64_t r;

	fesetround(host[mode & 3]);
	if (fn == RL_D2F) {
		volatile double d = vgiw_f64(a);
		volatile float f = (float)d;
		r = vgiw_b32(f);
	} else if (uns) {
		volatile uint64_t u = a & ref_masks[bits];
		if (rbits == 32) {
			volatile float f = (float)u;
			r = vgiw_b32(f);
		} else {
			volatile double d = (double)u;
			r = vgiw_b64(d);
		}
	} else {
		volatile int64_t i = ref_sx(a, bits);
		if (rbits == 32) {
			volatile float f = (float)i;
			r = vgiw_b32(f);
		} else {
			volatile double d = (double)i;
			r = vgiw_b64(d);
		}
	}
	fesetround(FE_TONEAREST);
	return r;
}

/* PTX cvt.rXi to an integer of rbits: round, then saturate; NaN is 0. */
static uint64_t
to_int(double x, unsigned mode, int uns, unsigned rbits, int half_away)
{
	if (isnan(x))
		return 0;
	x = half_away ? round(x) : mode == 0 ? nearbyint(x) : mode == 1 ? trunc(x)
	  : mode == 2 ? ceil(x) : floor(x);
	if (uns) {
		if (x <= 0)
			return 0;
		if (x >= ldexp(1.0, (int)rbits))
			return ref_masks[rbits];
		return (uint64_t)x;
	}
	if (x < -ldexp(1.0, (int)rbits - 1))
		return (uint64_t)ref_sx(1ull << (rbits - 1), rbits) & ref_masks[rbits];
	if (x >= ldexp(1.0, (int)rbits - 1))
		return ref_masks[rbits - 1];
	return (uint64_t)(int64_t)x & ref_masks[rbits];
}

/* The correctly rounded 1/sqrt(x) of a float x: candidates around the
 * double estimate, chosen by where 1/sqrt(x) lies against the midpoints
 * between them, decided exactly in integers (m^2 x against 1). */
static int
mid_below(double m, float x)
{
	int a, b;
	uint64_t mi = (uint64_t)ldexp(frexp(m, &a), 25);    /* m = mi 2^(a-25) */
	uint64_t xi = (uint64_t)ldexp(frexpf(x, &b), 24);   /* x = xi 2^(b-24) */
	int sh = 2 * (a - 25) + (b - 24);                   /* m^2 x = mi^2 xi 2^sh */
	ld_u128 p = (ld_u128)mi * mi * xi;

	if (sh >= 0)
		return 0;  /* p >= 1 */
	if (-sh >= 128)
		return 1;
	return p < ((ld_u128)1 << -sh);
}

static float
rsqrt_rn(float x)
{
	if (isnan(x))
		return x + x;  /* quieted */
	if (x < 0)
		return NAN;
	if (x == 0)
		return signbit(x) ? -INFINITY : INFINITY;
	if (isinf(x))
		return 0.0f;
	float c = (float)(1.0 / sqrt(x));
	float hi = nextafterf(c, INFINITY), lo = nextafterf(c, 0.0f);
	if (mid_below(0.5 * ((double)c + hi), x))  /* the midpoint below 1/sqrt(x) */
		return hi;
	if (!mid_below(0.5 * ((double)c + lo), x))
		return lo;
	return c;
}

/* The standard normal distribution function, in double. */
static double
normal_cdf(double x)
{
	return erfc(x * -0.7071067811865475244) / 2;
}

/* exp(x^2) erfc(x) in double; past x = 26, where erfc(x) nears the
 * subnormals, the asymptotic series to its sixth term. */
static double
scaled_erfc(double x)
{
	if (isnan(x))
		return x + x;
	if (!(x > 26))
		return exp(x * x) * erfc(x);
	double h = 1 / (2 * x * x), sum = 1, t = 1;
	for (int k = 1; k < 7; k++) {
		t = t * (-(2.0 * k - 1.0) * h);
		sum = sum + t;
	}
	return sum / (x * 1.7724538509055160273);
}

/* erf's and erfc's inverses in double: from Numerical Recipes' estimate
 * of erfc's inverse, three Halley steps on erfc(x) = y; where |y| <= 1/2,
 * three on erf(x) = y from sqrt(pi)/2 y instead (relative accuracy near 0). */
static double
inv_erfc(double y)
{
	if (isnan(y) || y < 0 || y > 2)
		return NAN;
	if (y == 0 || y == 2)
		return y == 0 ? INFINITY : -INFINITY;
	double p = y < 1 ? y : 2 - y;
	double t = sqrt(-2.0 * log(p / 2));
	double x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
	for (int k = 0; k < 3; k++) {
		double e = erfc(x) - p;
		x += e / (1.12837916709551257390 * exp(-x * x) - x * e);
	}
	return y < 1 ? x : -x;
}

static double
inv_erf(double y)
{
	if (isnan(y) || fabs(y) > 1)
		return NAN;
	if (y > 0.5)
		return inv_erfc(1 - y);
	if (y < -0.5)
		return -inv_erfc(1 + y);
	double x = 0.88622692545275801365 * y;
	for (int k = 0; k < 3; k++) {
		double d = (erf(x) - y) * 0.88622692545275801365 * exp(x * x);
		x -= d / (1 + x * d);
	}
	return x;
}

/* I0 and I1 by their power series in double (terms of one sign), summed
 * until a term leaves the sum unchanged; past |x| = 120 an f32 result is
 * infinite. */
static double
bessel_series(double x, int order)
{
	if (isnan(x))
		return x + x;
	if (fabs(x) > 120)
		return order == 1 && x < 0 ? -INFINITY : INFINITY;
	double q = x * x / 4, t = order == 1 ? x / 2 : 1.0, s = t;
	for (int k = 1; k < 1000; k++) {
		t *= q / ((double)k * (double)(k + order));
		if (s + t == s)
			break;
		s += t;
	}
	return s;
}

static double
norm_of(RefLd fn, unsigned bits, const uint64_t *x)
{
	double a = ref_fval(x[0], bits), b = ref_fval(x[1], bits), c = ref_fval(x[2], bits);
	double h = hypot(a, b);

	if (fn == RL_NORM3)
		return hypot(h, c);
	if (fn == RL_RNORM3)
		return 1.0 / hypot(h, c);
	double g = hypot(c, ref_fval(x[3], bits));
	return fn == RL_NORM4 ? hypot(h, g) : 1.0 / hypot(h, g);
}

/* libdevice's __nv_powi: square and multiply, in the operand's width. */
static uint64_t
powi(uint64_t a, int64_t n, unsigned bits)
{
	uint64_t k = (uint64_t)(n < 0 ? -n : n);

	if (bits == 32) {
		float f = vgiw_f32(a), acc = 1.0f;
		while (k) {
			if (k & 1)
				acc = acc * f;
			k >>= 1;
			if (k)
				f = f * f;
		}
		return vgiw_b32(n < 0 ? 1.0f / acc : acc);
	}
	double f = vgiw_f64(a), acc = 1.0;
	while (k) {
		if (k & 1)
			acc = acc * f;
		k >>= 1;
		if (k)
			f = f * f;
	}
	return vgiw_b64(n < 0 ? 1.0 / acc : acc);
}

/* The functions with two results (sincos, sincospi, frexp, modf, remquo),
 * into dst and dst + 1. */
static void
two_results(const RefInst *in, uint64_t *v)
{
	unsigned bits = in->bits;
	uint64_t a = v[in->a], b = v[in->b];
	double x = ref_fval(a, bits), y = ref_fval(b, bits);
	int e = 0;

	switch ((RefLd)in->imm) {
	case RL_SINCOS:
		v[in->dst] = fres(bits == 32 ? (double)sinf(vgiw_f32(a)) : sin(x), bits);
		v[in->dst + 1] = fres(bits == 32 ? (double)cosf(vgiw_f32(a)) : cos(x), bits);
		break;
	case RL_SINCOSPI:
		v[in->dst] = fres(sin_pi(x), bits);
		v[in->dst + 1] = fres(cos_pi(x), bits);
		break;
	case RL_FREXP:
		if (bits == 32)
			v[in->dst] = vgiw_b32(frexpf(vgiw_f32(a), &e));
		else
			v[in->dst] = vgiw_b64(frexp(x, &e));
		v[in->dst + 1] = isfinite(x) ? (uint64_t)(int64_t)e & 0xffffffffu : 0;
		break;
	case RL_MODF:
		if (bits == 32) {
			float ip;
			v[in->dst] = vgiw_b32(modff(vgiw_f32(a), &ip));
			v[in->dst + 1] = vgiw_b32(ip);
		} else {
			double ip;
			v[in->dst] = vgiw_b64(modf(x, &ip));
			v[in->dst + 1] = vgiw_b64(ip);
		}
		break;
	case RL_REMQUO: {
		int q = 0;  /* unset by the C library where the result is NaN */
		if (bits == 32)
			v[in->dst] = vgiw_b32(remquof(vgiw_f32(a), vgiw_f32(b), &q));
		else
			v[in->dst] = vgiw_b64(remquo(x, y, &q));
		v[in->dst + 1] = (uint64_t)(int64_t)q & 0xffffffffu;
		break;
	}
	default:
		die("libdevice function %d", (int)in->imm);
	}
}

void
ref_libdev_exec(const RefInst *in, uint64_t *v)
{
	RefLd fn = (RefLd)in->imm;
	unsigned bits = in->bits, rbits = in->rbits, mode = in->naux & RL_MODE_MASK;
	int uns = (in->naux & RL_UNSIGNED) != 0;
	uint64_t a = v[in->a], b = v[in->b], c = v[in->c], r = 0;
	double x = ref_fval(a, bits), y = ref_fval(b, bits);

	switch (fn) {
	case RL_EXPM1: case RL_LOG1P: case RL_ASINH: case RL_ACOSH: case RL_ATANH:
	case RL_ERFC: case RL_LGAMMA: case RL_TGAMMA: case RL_J0: case RL_J1:
	case RL_Y0: case RL_Y1: case RL_LOGB: case RL_RCBRT: case RL_SINPI:
	case RL_COSPI:
		r = unary(fn, x, bits);
		break;
	case RL_ILOGB:
		r = (uint64_t)(int64_t)(isnan(x) || x == 0 ? INT_MIN : isinf(x) ? INT_MAX
		                        : ilogb(x));
		break;
	case RL_F2HALF: r = ref_f32_to_f16(vgiw_f32(a), REF_NAN_IEEE); break;
	case RL_HALF2F: r = ref_f16_to_f32((uint32_t)a & 0xffff, REF_NAN_IEEE); break;
	case RL_HYPOT:
		r = bits == 32 ? vgiw_b32(hypotf(vgiw_f32(a), vgiw_f32(b))) : vgiw_b64(hypot(x, y));
		break;
	case RL_RHYPOT: r = fres(1.0 / hypot(x, y), bits); break;
	case RL_REMAINDER:
		r = bits == 32 ? vgiw_b32(remainderf(vgiw_f32(a), vgiw_f32(b)))
		  : vgiw_b64(remainder(x, y));
		break;
	case RL_NEXTAFTER:
		r = bits == 32 ? vgiw_b32(nextafterf(vgiw_f32(a), vgiw_f32(b)))
		  : vgiw_b64(nextafter(x, y));
		break;
	case RL_LDEXP:  /* b: the i32 exponent */
		r = bits == 32 ? vgiw_b32(ldexpf(vgiw_f32(a), (int)ref_sx(b, 32)))
		  : vgiw_b64(ldexp(x, (int)ref_sx(b, 32)));
		break;
	case RL_JN: case RL_YN: {  /* a: the i32 order, b: the float */
		int n = (int)ref_sx(a, 32);
		if (bits == 32)
			r = vgiw_b32(fn == RL_JN ? jnf(n, vgiw_f32(b)) : ynf(n, vgiw_f32(b)));
		else
			r = vgiw_b64(fn == RL_JN ? jn(n, vgiw_f64(b)) : yn(n, vgiw_f64(b)));
		break;
	}
	case RL_NORM3: case RL_RNORM3: case RL_NORM4: case RL_RNORM4: {
		uint64_t ops[4] = { a, b, c, fn == RL_NORM4 || fn == RL_RNORM4 ? v[in->aux] : 0 };
		r = fres(norm_of(fn, bits, ops), bits);
		break;
	}
	case RL_POWI: r = powi(a, ref_sx(b, 32), bits); break;  /* b: the i32 exponent */
	case RL_RSQRT_RN: r = vgiw_b32(rsqrt_rn(vgiw_f32(a))); break;
	case RL_NORMCDF: r = fres(normal_cdf(x), bits); break;
	case RL_ERFCX: r = fres(scaled_erfc(x), bits); break;
	case RL_ERFINV: r = fres(inv_erf(x), bits); break;
	case RL_I0: r = fres(bessel_series(x, 0), bits); break;
	case RL_I1: r = fres(bessel_series(x, 1), bits); break;
	case RL_ERFCINV: r = fres(fabs(1 - x) <= 0.5 ? inv_erf(1 - x) : inv_erfc(x), bits); break;
	case RL_NORMCDFINV: {  /* -sqrt 2 erfcinv(2x), 2x exact */
		double twice = 2 * x;
		r = fres(-1.41421356237309504880 *
		         (fabs(1 - twice) <= 0.5 ? inv_erf(1 - twice) : inv_erfc(twice)),
		         bits);
		break;
	}
	case RL_FLOOR: case RL_CEIL: case RL_TRUNC: case RL_ROUND: case RL_RINT:
		/* a NaN is quieted, as IEEE's roundToIntegral does */
		if (isnan(x))
			r = fres(x + x, bits);
		else if (bits == 32)
			r = vgiw_b32(fn == RL_FLOOR ? floorf(vgiw_f32(a)) : fn == RL_CEIL ? ceilf(vgiw_f32(a))
			             : fn == RL_TRUNC ? truncf(vgiw_f32(a)) : fn == RL_ROUND ? roundf(vgiw_f32(a))
			             : nearbyintf(vgiw_f32(a)));
		else
			r = vgiw_b64(fn == RL_FLOOR ? floor(x) : fn == RL_CEIL ? ceil(x)
			             : fn == RL_TRUNC ? trunc(x) : fn == RL_ROUND ? round(x) : nearbyint(x));
		break;
	case RL_ADD: case RL_SUB: case RL_MUL: case RL_DIV: case RL_RCP: case RL_SQRT:
	case RL_FMA:
		r = in_mode(fn, mode, bits, a, b, c);
		break;
	case RL_I2F: case RL_D2F:
		r = convert(fn, mode, uns, bits, rbits, a);
		break;
	case RL_F2I: r = to_int(x, mode, uns, rbits, 0); break;
	case RL_LLROUND: r = to_int(x, 0, 0, rbits, 1); break;
	case RL_BITS: r = a; break;
	case RL_HIINT: r = a >> 32; break;
	case RL_LOINT: r = a & 0xffffffffu; break;
	case RL_HILO: r = (a & 0xffffffffu) << 32 | (b & 0xffffffffu); break;
	case RL_SIGNBIT: r = (a >> (bits - 1)) & 1; break;
	case RL_FDIM:
		r = bits == 32 ? vgiw_b32(fdimf(vgiw_f32(a), vgiw_f32(b))) : vgiw_b64(fdim(x, y));
		break;
	case RL_BYTEPERM: {
		uint64_t w = (b & 0xffffffffu) << 32 | (a & 0xffffffffu);
		for (unsigned n = 0; n < 4; n++)
			r |= ((w >> (8 * ((c >> (4 * n)) & 7))) & 0xff) << (8 * n);
		break;
	}
	case RL_HADD: case RL_RHADD: {  /* in 64 bits, where the sum fits */
		int64_t s = uns ? (int64_t)((a & 0xffffffffu) + (b & 0xffffffffu))
		                : ref_sx(a, 32) + ref_sx(b, 32);
		if (fn == RL_RHADD)
			s++;
		r = (uint64_t)(s >> 1);
		break;
	}
	case RL_SAD: {
		int lt = uns ? (a & 0xffffffffu) < (b & 0xffffffffu) : ref_sx(a, 32) < ref_sx(b, 32);
		r = (lt ? b - a : a - b) + c;
		break;
	}
	case RL_NAN: {
		uint64_t p = (uint64_t)in->aux | (uint64_t)in->naux << 32;
		r = bits == 32 ? 0x7fc00000u | (p & 0x3fffffu)
		  : 0x7ff8000000000000ull | (p & 0xfffffffffffffull);
		break;
	}
	case RL_SINCOS: case RL_SINCOSPI: case RL_FREXP: case RL_MODF: case RL_REMQUO:
		two_results(in, v);
		return;
	case RL_COUNT:
		die("libdevice function %d", (int)fn);
	}
	v[in->dst] = r & ref_masks[rbits];
}
