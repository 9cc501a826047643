/* The reference interpreter's operations on values: what each instruction
 * computes from its operands' bits, with no thread, memory or launch in
 * sight (ref_exec.c runs the threads and calls these). Integers of up to
 * 64 bits are computed in 64 (128 where a product or a checked sum needs
 * it), those of 65 to 128 bits directly in 128, not as the front end's
 * halves. */
#define _GNU_SOURCE 1  /* exp10, exp10f */
#include <math.h>

#include "ref.h"

__extension__ typedef __int128 ref_i128;
__extension__ typedef unsigned __int128 ref_u128;

const uint64_t ref_masks[65] = {
#define M(n) ((n) >= 64 ? ~0ull : (1ull << (n)) - 1)
	M(0), M(1), M(2), M(3), M(4), M(5), M(6), M(7), M(8), M(9), M(10), M(11),
	M(12), M(13), M(14), M(15), M(16), M(17), M(18), M(19), M(20), M(21), M(22),
	M(23), M(24), M(25), M(26), M(27), M(28), M(29), M(30), M(31), M(32), M(33),
	M(34), M(35), M(36), M(37), M(38), M(39), M(40), M(41), M(42), M(43), M(44),
	M(45), M(46), M(47), M(48), M(49), M(50), M(51), M(52), M(53), M(54), M(55),
	M(56), M(57), M(58), M(59), M(60), M(61), M(62), M(63), M(64),
#undef M
};

/* ---- floats ---- */

static float
sat32(float a)
{
	return isnan(a) ? 0.0f : a < 0.0f ? 0.0f : a > 1.0f ? 1.0f : a;
}

static double
sat64(double a)
{
	return isnan(a) ? 0.0 : a < 0.0 ? 0.0 : a > 1.0 ? 1.0 : a;
}

/* IEEE minimum/maximum: NaN propagates, -0 < +0. */
static double
minimum(double a, double b, int max)
{
	if (isnan(a) || isnan(b))
		return a + b;
	if (a == b)
		return max ? (signbit(a) ? b : a) : (signbit(a) ? a : b);
	return max ? (a > b ? a : b) : (a < b ? a : b);
}

uint64_t
ref_fmath32(RefFn fn, float a, float b, float c, int64_t n)
{
	float r;

	switch (fn) {
	case RF_SQRT: r = sqrtf(a); break;
	case RF_RSQRT: r = 1.0f / sqrtf(a); break;
	case RF_RCP: r = 1.0f / a; break;
	case RF_EXP: r = expf(a); break;
	case RF_EXP2: r = exp2f(a); break;
	case RF_EXP10: r = exp10f(a); break;
	case RF_LOG: r = logf(a); break;
	case RF_LOG2: r = log2f(a); break;
	case RF_LOG10: r = log10f(a); break;
	case RF_SIN: r = sinf(a); break;
	case RF_COS: r = cosf(a); break;
	case RF_TAN: r = tanf(a); break;
	case RF_ASIN: r = asinf(a); break;
	case RF_ACOS: r = acosf(a); break;
	case RF_ATAN: r = atanf(a); break;
	case RF_SINH: r = sinhf(a); break;
	case RF_COSH: r = coshf(a); break;
	case RF_TANH: r = tanhf(a); break;
	case RF_CBRT: r = cbrtf(a); break;
	case RF_ERF: r = erff(a); break;
	case RF_FABS: r = fabsf(a); break;
	case RF_FLOOR: r = floorf(a); break;
	case RF_CEIL: r = ceilf(a); break;
	case RF_ROUND: r = roundf(a); break;
	case RF_RINT: r = rintf(a); break;
	case RF_TRUNC: r = truncf(a); break;
	case RF_SAT: r = sat32(a); break;
	case RF_POW: r = powf(a, b); break;
	case RF_POWI: r = (float)pow((double)a, (double)n); break;
	case RF_ATAN2: r = atan2f(a, b); break;
	case RF_FMIN: r = fminf(a, b); break;
	case RF_FMAX: r = fmaxf(a, b); break;
	case RF_MINIMUM: r = (float)minimum(a, b, 0); break;
	case RF_MAXIMUM: r = (float)minimum(a, b, 1); break;
	case RF_FMOD: r = fmodf(a, b); break;
	case RF_COPYSIGN: r = copysignf(a, b); break;
	case RF_FDIV: r = a / b; break;
	case RF_FDIM: r = fdimf(a, b); break;
	case RF_HYPOT: r = hypotf(a, b); break;
	case RF_FMA: r = fmaf(a, b, c); break;
	default: die("float function %d", (int)fn);
	}
	return vgiw_b32(r);
}

uint64_t
ref_fmath64(RefFn fn, double a, double b, double c, int64_t n)
{
	double r;

	switch (fn) {
	case RF_SQRT: r = sqrt(a); break;
	case RF_RSQRT: r = 1.0 / sqrt(a); break;
	case RF_RCP: r = 1.0 / a; break;
	case RF_EXP: r = exp(a); break;
	case RF_EXP2: r = exp2(a); break;
	case RF_EXP10: r = exp10(a); break;
	case RF_LOG: r = log(a); break;
	case RF_LOG2: r = log2(a); break;
	case RF_LOG10: r = log10(a); break;
	case RF_SIN: r = sin(a); break;
	case RF_COS: r = cos(a); break;
	case RF_TAN: r = tan(a); break;
	case RF_ASIN: r = asin(a); break;
	case RF_ACOS: r = acos(a); break;
	case RF_ATAN: r = atan(a); break;
	case RF_SINH: r = sinh(a); break;
	case RF_COSH: r = cosh(a); break;
	case RF_TANH: r = tanh(a); break;
	case RF_CBRT: r = cbrt(a); break;
	case RF_ERF: r = erf(a); break;
	case RF_FABS: r = fabs(a); break;
	case RF_FLOOR: r = floor(a); break;
	case RF_CEIL: r = ceil(a); break;
	case RF_ROUND: r = round(a); break;
	case RF_RINT: r = rint(a); break;
	case RF_TRUNC: r = trunc(a); break;
	case RF_SAT: r = sat64(a); break;
	case RF_POW: r = pow(a, b); break;
	case RF_POWI: r = pow(a, (double)n); break;
	case RF_ATAN2: r = atan2(a, b); break;
	case RF_FMIN: r = fmin(a, b); break;
	case RF_FMAX: r = fmax(a, b); break;
	case RF_MINIMUM: r = minimum(a, b, 0); break;
	case RF_MAXIMUM: r = minimum(a, b, 1); break;
	case RF_FMOD: r = fmod(a, b); break;
	case RF_COPYSIGN: r = copysign(a, b); break;
	case RF_FDIV: r = a / b; break;
	case RF_FDIM: r = fdim(a, b); break;
	case RF_HYPOT: r = hypot(a, b); break;
	case RF_FMA: r = fma(a, b, c); break;
	default: die("float function %d", (int)fn);
	}
	return vgiw_b64(r);
}

/* ---- integers ---- */

RefTrap
ref_div(const RefInst *in, uint64_t *v)
{
	if (in->op == RO_UDIV || in->op == RO_UREM) {
		if (!v[in->b])
			return REF_TRAP_DIV_ZERO;
		v[in->dst] = in->op == RO_UDIV ? v[in->a] / v[in->b] : v[in->a] % v[in->b];
		return REF_TRAP_NONE;
	}
	int64_t a = ref_sx(v[in->a], in->bits), b = ref_sx(v[in->b], in->bits);
	if (!b)
		return REF_TRAP_DIV_ZERO;
	if (b == -1 && a == ref_sx(1ull << (in->bits - 1), in->bits))
		return REF_TRAP_DIV_OVERFLOW;
	v[in->dst] = (uint64_t)(in->op == RO_SDIV ? a / b : a % b) & ref_masks[in->bits];
	return REF_TRAP_NONE;
}

/* Checked and saturating arithmetic in 128 bits, where no operation of two
 * 64-bit operands overflows: the exact result, then its range. */
static ref_i128
exact(RefOvf k, unsigned bits, uint64_t a, uint64_t b)
{
	int sgn = k == RV_SADD || k == RV_SSUB || k == RV_SMUL;
	ref_i128 x = sgn ? (ref_i128)ref_sx(a, bits) : (ref_i128)(a & ref_masks[bits]);
	ref_i128 y = sgn ? (ref_i128)ref_sx(b, bits) : (ref_i128)(b & ref_masks[bits]);

	switch (k) {
	case RV_UADD: case RV_SADD: return x + y;
	case RV_USUB: case RV_SSUB: return x - y;
	default: return x * y;  /* smul: at most 2^126 */
	}
}

static int
fits(ref_i128 r, unsigned bits, int sgn)
{
	ref_i128 lo = sgn ? -((ref_i128)1 << (bits - 1)) : 0;
	ref_i128 hi = sgn ? ((ref_i128)1 << (bits - 1)) - 1 : ((ref_i128)1 << bits) - 1;

	return r >= lo && r <= hi;
}

void
ref_iovf(const RefInst *in, uint64_t *v)
{
	RefOvf k = (RefOvf)in->imm;

	if (k == RV_UMUL) {  /* 64 x 64 bits exceeds a signed i128 */
		ref_u128 pr = (ref_u128)(v[in->a] & ref_masks[in->bits]) *
		              (v[in->b] & ref_masks[in->bits]);
		v[in->dst] = (uint64_t)pr & ref_masks[in->bits];
		v[in->dst + 1] = (pr >> in->bits) != 0;
		return;
	}
	ref_i128 e = exact(k, in->bits, v[in->a], v[in->b]);
	v[in->dst] = (uint64_t)e & ref_masks[in->bits];
	v[in->dst + 1] = !fits(e, in->bits, k == RV_SADD || k == RV_SSUB || k == RV_SMUL);
}

static uint64_t
sat(RefFn fn, unsigned bits, uint64_t a, uint64_t b)
{
	static const RefOvf kind[] = { RV_UADD, RV_SADD, RV_USUB, RV_SSUB };
	RefOvf k = kind[fn - RF_UADDSAT];
	int sgn = k == RV_SADD || k == RV_SSUB;
	ref_i128 r = exact(k, bits, a, b);
	ref_i128 lo = sgn ? -((ref_i128)1 << (bits - 1)) : 0;
	ref_i128 hi = sgn ? ((ref_i128)1 << (bits - 1)) - 1 : ((ref_i128)1 << bits) - 1;

	if (r < lo)
		r = lo;
	if (r > hi)
		r = hi;
	return (uint64_t)r & ref_masks[bits];
}

uint64_t
ref_imath(RefFn fn, unsigned bits, uint64_t a, uint64_t b, uint64_t c)
{
	uint64_t m = ref_masks[bits];
	unsigned s;

	a &= m;
	b &= m;
	switch (fn) {
	case RF_SMIN: return ref_sx(a, bits) < ref_sx(b, bits) ? a : b;
	case RF_SMAX: return ref_sx(a, bits) > ref_sx(b, bits) ? a : b;
	case RF_UMIN: return a < b ? a : b;
	case RF_UMAX: return a > b ? a : b;
	case RF_ABS: return ref_sx(a, bits) < 0 ? (0 - a) & m : a;
	case RF_POPC: return (uint64_t)__builtin_popcountll(a);
	case RF_CLZ: return a ? (uint64_t)(__builtin_clzll(a) - (64 - (int)bits)) : bits;
	case RF_CTZ: return a ? (uint64_t)__builtin_ctzll(a) : bits;
	case RF_MUL24: return (uint64_t)(ref_sx(a, 24) * ref_sx(b, 24));
	case RF_UMUL24: return (a & 0xffffff) * (b & 0xffffff);
	case RF_MULHI:
		if (bits >= 64)
			return (uint64_t)(((ref_i128)(int64_t)a * (int64_t)b) >> 64);
		return (uint64_t)((ref_sx(a, bits) * ref_sx(b, bits)) >> bits);
	case RF_UMULHI:
		if (bits >= 64)
			return (uint64_t)(((ref_u128)a * b) >> 64);
		return (a * b) >> bits;
	case RF_BSWAP: return __builtin_bswap64(a) >> (64 - bits);
	case RF_BITREV: {
		uint64_t r = 0;
		for (unsigned k = 0; k < bits; k++)
			r |= ((a >> k) & 1) << (bits - 1 - k);
		return r;
	}
	case RF_FSHL:
		s = (unsigned)((c & m) % bits);
		return s ? ((a << s) | (b >> (bits - s))) & m : a;
	case RF_FSHR:
		s = (unsigned)((c & m) % bits);
		return s ? ((b >> s) | (a << (bits - s))) & m : b;
	case RF_FFS:
		for (unsigned k = 0; k < bits; k++)
			if ((a >> k) & 1)
				return k + 1;
		return 0;
	case RF_UADDSAT: case RF_SADDSAT: case RF_USUBSAT: case RF_SSUBSAT:
		return sat(fn, bits, a, b);
	default: die("integer function %d", (int)fn);
	}
}

/* fptosi/fptoui saturate like PTX cvt.rzi: NaN is 0, out-of-range values
 * clamp to the type's limits. */
uint64_t
ref_fp_to_int(double x, unsigned bits, int is_signed)
{
	if (isnan(x))
		return 0;
	if (is_signed) {
		double lo = -ldexp(1.0, (int)bits - 1);
		if (x <= lo)
			return (uint64_t)ref_sx(1ull << (bits - 1), bits) & ref_masks[bits];
		if (x >= -lo)
			return ref_masks[bits - 1];
		return (uint64_t)(int64_t)x & ref_masks[bits];
	}
	if (x <= 0.0)
		return 0;
	if (x >= ldexp(1.0, (int)bits))
		return ref_masks[bits];
	return (uint64_t)x;
}

int
ref_fcmp(unsigned pred, double a, double b)
{
	int uno = isnan(a) || isnan(b);

	switch (pred) {
	case LLVMRealPredicateFalse: return 0;
	case LLVMRealOEQ: return !uno && a == b;
	case LLVMRealOGT: return !uno && a > b;
	case LLVMRealOGE: return !uno && a >= b;
	case LLVMRealOLT: return !uno && a < b;
	case LLVMRealOLE: return !uno && a <= b;
	case LLVMRealONE: return !uno && a != b;
	case LLVMRealORD: return !uno;
	case LLVMRealUNO: return uno;
	case LLVMRealUEQ: return uno || a == b;
	case LLVMRealUGT: return uno || a > b;
	case LLVMRealUGE: return uno || a >= b;
	case LLVMRealULT: return uno || a < b;
	case LLVMRealULE: return uno || a <= b;
	case LLVMRealUNE: return uno || a != b;
	default: return 1;
	}
}

int
ref_icmp(unsigned pred, uint64_t a, uint64_t b, unsigned bits)
{
	switch (pred) {
	case LLVMIntEQ: return a == b;
	case LLVMIntNE: return a != b;
	case LLVMIntUGT: return a > b;
	case LLVMIntUGE: return a >= b;
	case LLVMIntULT: return a < b;
	case LLVMIntULE: return a <= b;
	case LLVMIntSGT: return ref_sx(a, bits) > ref_sx(b, bits);
	case LLVMIntSGE: return ref_sx(a, bits) >= ref_sx(b, bits);
	case LLVMIntSLT: return ref_sx(a, bits) < ref_sx(b, bits);
	default: return ref_sx(a, bits) <= ref_sx(b, bits);
	}
}

uint64_t
ref_atomic_new(RefAtomic k, unsigned bits, uint64_t old, uint64_t v)
{
	switch (k) {
	case RA_XCHG: return v;
	case RA_ADD: return old + v;
	case RA_SUB: return old - v;
	case RA_AND: return old & v;
	case RA_NAND: return ~(old & v);
	case RA_OR: return old | v;
	case RA_XOR: return old ^ v;
	case RA_MAX: return ref_sx(old, bits) > ref_sx(v, bits) ? old : v;
	case RA_MIN: return ref_sx(old, bits) < ref_sx(v, bits) ? old : v;
	case RA_UMAX: return old > v ? old : v;
	case RA_UMIN: return old < v ? old : v;
	case RA_FADD: return bits == 32 ? vgiw_b32(vgiw_f32(old) + vgiw_f32(v)) : vgiw_b64(vgiw_f64(old) + vgiw_f64(v));
	case RA_FSUB: return bits == 32 ? vgiw_b32(vgiw_f32(old) - vgiw_f32(v)) : vgiw_b64(vgiw_f64(old) - vgiw_f64(v));
	case RA_FMAX: return bits == 32 ? vgiw_b32(fmaxf(vgiw_f32(old), vgiw_f32(v))) : vgiw_b64(fmax(vgiw_f64(old), vgiw_f64(v)));
	case RA_FMIN: return bits == 32 ? vgiw_b32(fminf(vgiw_f32(old), vgiw_f32(v))) : vgiw_b64(fmin(vgiw_f64(old), vgiw_f64(v)));
	case RA_UINC: return old >= v ? 0 : old + 1;
	case RA_UDEC: return old == 0 || old > v ? v : old - 1;
	default: die("atomic %d", (int)k);
	}
}

/* ---- integers of 65 to 128 bits ---- */

/* LLVM's semantics computed directly in 128 bits (not the front end's
 * halves): a value of w bits is read from one slot (w <= 64) or two. */
static ref_u128
mask128(unsigned w)
{
	return w >= 128 ? ~(ref_u128)0 : ((ref_u128)1 << w) - 1;
}

static ref_u128
rd128(const uint64_t *v, uint32_t slot, unsigned w)
{
	if (w <= 64)
		return v[slot] & ref_masks[w];
	return ((ref_u128)v[slot + 1] << 64 | v[slot]) & mask128(w);
}

static void
wr128(uint64_t *v, uint32_t slot, unsigned w, ref_u128 r)
{
	r &= mask128(w);
	v[slot] = (uint64_t)r;
	if (w > 64)
		v[slot + 1] = (uint64_t)(r >> 64);
}

static ref_i128
sx128(ref_u128 x, unsigned w)
{
	if (w >= 128)
		return (ref_i128)x;
	ref_u128 sign = (ref_u128)1 << (w - 1);
	return (ref_i128)(((x & mask128(w)) ^ sign) - sign);
}

static int
icmp128(unsigned pred, ref_u128 a, ref_u128 b, unsigned w)
{
	switch (pred) {
	case LLVMIntEQ: return a == b;
	case LLVMIntNE: return a != b;
	case LLVMIntUGT: return a > b;
	case LLVMIntUGE: return a >= b;
	case LLVMIntULT: return a < b;
	case LLVMIntULE: return a <= b;
	case LLVMIntSGT: return sx128(a, w) > sx128(b, w);
	case LLVMIntSGE: return sx128(a, w) >= sx128(b, w);
	case LLVMIntSLT: return sx128(a, w) < sx128(b, w);
	default: return sx128(a, w) <= sx128(b, w);
	}
}

/* fptosi/fptoui into w bits, saturating as fp_to_int does. */
static ref_u128
fp_to_int128(double x, unsigned w, int is_signed)
{
	if (isnan(x))
		return 0;
	if (is_signed) {
		double lo = -ldexp(1.0, (int)w - 1);
		if (x <= lo)
			return (ref_u128)1 << (w - 1);
		if (x >= -lo)
			return mask128(w - 1);
		return (ref_u128)(ref_i128)x;
	}
	if (x <= 0.0)
		return 0;
	if (x >= ldexp(1.0, (int)w))
		return mask128(w);
	return (ref_u128)x;
}

/* llvm.{s,u}{min,max}, abs, ctpop, ctlz, cttz (of 0: w), fshl, fshr (the
 * amount c modulo w) on w bits. */
static ref_u128
imath128(RefFn fn, unsigned w, ref_u128 a, ref_u128 b, ref_u128 c)
{
	unsigned n = 0, s = (unsigned)(c % w);

	switch (fn) {
	case RF_FSHL: return s ? (a << s | b >> (w - s)) & mask128(w) : a;
	case RF_FSHR: return s ? (b >> s | a << (w - s)) & mask128(w) : b;
	case RF_SMIN: return sx128(a, w) < sx128(b, w) ? a : b;
	case RF_SMAX: return sx128(a, w) > sx128(b, w) ? a : b;
	case RF_UMIN: return a < b ? a : b;
	case RF_UMAX: return a > b ? a : b;
	case RF_ABS: return sx128(a, w) < 0 ? 0 - a : a;
	case RF_POPC:
		for (unsigned k = 0; k < w; k++)
			n += (unsigned)(a >> k) & 1;
		return n;
	case RF_CLZ:
		while (n < w && !((a >> (w - 1 - n)) & 1))
			n++;
		return n;
	case RF_CTZ:
		while (n < w && !((a >> n) & 1))
			n++;
		return n;
	default:
		die("reference: wide integer function %d", (int)fn);
	}
}

RefTrap
ref_wide(const RefInst *in, uint64_t *v)
{
	unsigned w = in->bits, rw = in->rbits;
	RefOp op = (RefOp)in->imm;
	ref_u128 a = 0, b = 0, r = 0;

	if (op != RO_SITOFP && op != RO_UITOFP && op != RO_FPTOSI && op != RO_FPTOUI)
		a = rd128(v, in->a, w);
	switch (op) {
	case RO_ADD: case RO_SUB: case RO_MUL: case RO_AND: case RO_OR:
	case RO_XOR: case RO_SHL: case RO_LSHR: case RO_ASHR: case RO_UDIV:
	case RO_UREM: case RO_SDIV: case RO_SREM:
		b = rd128(v, in->b, w);
		break;
	case RO_ICMP:
		b = rd128(v, in->b, w);
		v[in->dst] = (uint64_t)icmp128(in->aux, a, b, w);
		return REF_TRAP_NONE;
	case RO_IMATH:
		b = rd128(v, in->b, w);
		wr128(v, in->dst, rw, imath128((RefFn)in->aux, w, a, b, rd128(v, in->c, w)));
		return REF_TRAP_NONE;
	default:
		break;
	}
	switch (op) {
	case RO_ADD: r = a + b; break;
	case RO_SUB: r = a - b; break;
	case RO_MUL: r = a * b; break;
	case RO_AND: r = a & b; break;
	case RO_OR: r = a | b; break;
	case RO_XOR: r = a ^ b; break;
	/* a shift by w or more is poison: the amount is taken modulo w, as
	 * for narrower integers */
	case RO_SHL: r = a << (unsigned)(b % w); break;
	case RO_LSHR: r = a >> (unsigned)(b % w); break;
	case RO_ASHR: r = (ref_u128)(sx128(a, w) >> (unsigned)(b % w)); break;
	case RO_UDIV:
	case RO_UREM:
		if (!b)
			return REF_TRAP_DIV_ZERO;
		r = op == RO_UDIV ? a / b : a % b;
		break;
	case RO_SDIV:
	case RO_SREM: {
		ref_i128 sa = sx128(a, w), sb = sx128(b, w);
		if (!sb)
			return REF_TRAP_DIV_ZERO;
		if (sb == -1 && sa == sx128((ref_u128)1 << (w - 1), w))
			return REF_TRAP_DIV_OVERFLOW;
		r = (ref_u128)(op == RO_SDIV ? sa / sb : sa % sb);
		break;
	}
	case RO_MOV: r = a; break;  /* zext, trunc, ptrtoint, inttoptr, freeze */
	case RO_SEXT: r = (ref_u128)sx128(a, w); break;
	case RO_SITOFP: {
		ref_i128 s = sx128(rd128(v, in->a, w), w);
		v[in->dst] = rw == 32 ? vgiw_b32((float)s) : vgiw_b64((double)s);
		return REF_TRAP_NONE;
	}
	case RO_UITOFP: {
		ref_u128 u = rd128(v, in->a, w);
		v[in->dst] = rw == 32 ? vgiw_b32((float)u) : vgiw_b64((double)u);
		return REF_TRAP_NONE;
	}
	case RO_FPTOSI:
	case RO_FPTOUI:
		r = fp_to_int128(ref_fval(v[in->a], w), rw, op == RO_FPTOSI);
		break;
	default:
		die("reference: wide op %u", (unsigned)op);
	}
	wr128(v, in->dst, rw, r);
	return REF_TRAP_NONE;
}
