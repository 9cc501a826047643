/* Executing the decoded program over a launch: CTAs one after another, the
 * threads of a CTA each until it reaches a barrier or exits, released
 * together when all of them wait at the same barrier. Within a CTA, warps
 * of 32 threads in linear order run in lockstep between warp-level
 * operations (shuffle, vote, __syncwarp), which are computed for the warp
 * at once. Per-thread state (value slots, program counter, local memory,
 * byval copies) lives in arrays allocated once per launch; nothing is
 * allocated per instruction. */
#define _GNU_SOURCE 1  /* exp10, exp10f */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/front.h"

#include "ref.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the reference interpreter keeps memory images in host byte order: little-endian hosts only"
#endif

__extension__ typedef __int128 ref_i128;
__extension__ typedef unsigned __int128 ref_u128;

/* TH_WAIT: at a CTA barrier; TH_WARP: at a warp-level operation. */
enum { TH_RUN, TH_WAIT, TH_DONE, TH_WARP };

#define REF_WARP 32u

typedef struct {
	RefProg *p;
	Launch *l;
	uint32_t nthreads;
	uint64_t nslots;
	uint64_t *regs;          /* nthreads * nslots */
	uint32_t *pc;
	uint8_t *state;
	uint32_t *bar_pc;        /* the barrier or warp operation a waiting
	                          * thread stopped at */
	uint64_t *steps;
	uint32_t *tid;           /* 3 per thread */
	uint32_t ctaid[3];
	uint8_t *shared;
	uint8_t *local;
	uint8_t *param;          /* per-thread copies of the param window */
	uint8_t *param_init;
	uint64_t param_size;
	uint64_t *scratch;
	const LaunchRegion *cache;  /* last global region hit */
	uint64_t max_thread_steps, max_total_steps, total_steps;
	int failed;
	DiagList *d;
} Exec;

static const uint64_t masks[65] = {
#define M(n) ((n) >= 64 ? ~0ull : (1ull << (n)) - 1)
	M(0), M(1), M(2), M(3), M(4), M(5), M(6), M(7), M(8), M(9), M(10), M(11),
	M(12), M(13), M(14), M(15), M(16), M(17), M(18), M(19), M(20), M(21), M(22),
	M(23), M(24), M(25), M(26), M(27), M(28), M(29), M(30), M(31), M(32), M(33),
	M(34), M(35), M(36), M(37), M(38), M(39), M(40), M(41), M(42), M(43), M(44),
	M(45), M(46), M(47), M(48), M(49), M(50), M(51), M(52), M(53), M(54), M(55),
	M(56), M(57), M(58), M(59), M(60), M(61), M(62), M(63), M(64),
#undef M
};

static inline int64_t
sx(uint64_t v, unsigned bits)
{
	if (bits >= 64)
		return (int64_t)v;
	uint64_t sign = 1ull << (bits - 1);
	return (int64_t)(((v & masks[bits]) ^ sign) - sign);
}

static inline float
f32(uint64_t v)
{
	uint32_t u = (uint32_t)v;
	float f;
	memcpy(&f, &u, 4);
	return f;
}

static inline double
f64(uint64_t v)
{
	double f;
	memcpy(&f, &v, 8);
	return f;
}

static inline uint64_t
b32(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static inline uint64_t
b64(double f)
{
	uint64_t u;
	memcpy(&u, &f, 8);
	return u;
}

/* A float operand of width bits, widened exactly to double. */
static inline double
fval(uint64_t v, unsigned bits)
{
	return bits == 32 ? (double)f32(v) : f64(v);
}

/* ---- errors ---- */

static void
run_error(Exec *x, uint32_t t, const RefInst *in, const char *fmt, ...) VGIW_PRINTF(4, 5);

static void
run_error(Exec *x, uint32_t t, const RefInst *in, const char *fmt, ...)
{
	char msg[600];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	x->failed = 1;
	char *s = in && in->src ? LLVMPrintValueToString(in->src) : NULL;
	const char *text = s ? s : "";
	while (*text == ' ')
		text++;
	front_error(x->d, x->p->path, in ? in->src : NULL,
	            "reference: thread (%u,%u,%u) of CTA (%u,%u,%u): %s%s%.200s",
	            x->tid[3 * t], x->tid[3 * t + 1], x->tid[3 * t + 2],
	            x->ctaid[0], x->ctaid[1], x->ctaid[2], msg, s ? ": " : "", text);
	if (s)
		LLVMDisposeMessage(s);
}

/* ---- memory ---- */

static inline int
within(uint64_t off, uint64_t size, uint64_t limit)
{
	return off <= limit && size <= limit - off;
}

/* Where a refused access falls, in the reference's own words (it does not
 * use the simulators' description, so the two cannot share a mistake):
 * relative to the region a tagged address names, else to the nearest
 * region of its window, or to the CTA's shared block, the thread's local
 * frame, constant memory. */
static void
describe(const Exec *x, uint64_t addr, uint64_t size, char *buf, size_t n)
{
	const RefProg *p = x->p;
	uint64_t tag = addr >> LAUNCH_TAG_SHIFT, a = addr & LAUNCH_ADDR_MASK;
	LaunchWindow w = launch_window(a);
	const LaunchRegion *r = NULL;
	char what[256];

	if (!tag && (w == LAUNCH_WIN_LOCAL || w == LAUNCH_WIN_CONST || w == LAUNCH_WIN_SHARED)) {
		uint64_t base = w == LAUNCH_WIN_LOCAL ? LAUNCH_LOCAL_BASE :
		                w == LAUNCH_WIN_CONST ? LAUNCH_CONST_BASE : LAUNCH_SHARED_BASE;
		uint64_t lim = w == LAUNCH_WIN_LOCAL ? p->local_size :
		               w == LAUNCH_WIN_CONST ? p->const_size : p->shared_size;
		snprintf(buf, n, "%llu bytes past the end of %s (%llu bytes)",
		         (unsigned long long)(a - base + size - lim),
		         w == LAUNCH_WIN_LOCAL ? "the thread's local frame" :
		         w == LAUNCH_WIN_CONST ? "constant memory" : "the CTA's shared block",
		         (unsigned long long)lim);
		return;
	}
	if (!tag && w == LAUNCH_WIN_NONE) {
		snprintf(buf, n, "no window: addresses below 0x%llx are never mapped",
		         (unsigned long long)LAUNCH_GLOBAL_BASE);
		return;
	}
	if (tag > x->l->nregions) {
		snprintf(buf, n, "a pointer whose tag %llu names no allocation",
		         (unsigned long long)tag);
		return;
	}
	if (tag) {
		r = &x->l->regions[tag - 1];
	} else {
		uint64_t best = UINT64_MAX;
		for (uint32_t k = 0; k < x->l->nregions; k++) {
			const LaunchRegion *q = &x->l->regions[k];
			uint64_t end = q->addr + q->size;
			uint64_t dist = a < q->addr ? q->addr - a : a + size > end ? a + size - end : 0;
			if (launch_window(q->addr) == w && w != LAUNCH_WIN_NONE && dist < best) {
				best = dist;
				r = q;
			}
		}
	}
	if (!r) {
		snprintf(buf, n, "no allocation of the %s window is near it",
		         launch_window_name(w));
		return;
	}
	if (r->arg >= 0 && (unsigned)r->arg < LLVMCountParams(p->fn)) {
		size_t len;
		const char *nm = LLVMGetValueName2(LLVMGetParam(p->fn, (unsigned)r->arg), &len);
		snprintf(what, sizeof what, "%sargument %d (%.*s, %llu bytes)",
		         r->kind == LAUNCH_REGION_PARAM ? "the by-value copy of " : "",
		         r->arg, len ? (int)len : (int)strlen(r->name), len ? nm : r->name,
		         (unsigned long long)r->size);
	} else {
		snprintf(what, sizeof what, "%s '%s' (%llu bytes)",
		         r->kind == LAUNCH_REGION_GLOBAL ? "global" : "buffer", r->name,
		         (unsigned long long)r->size);
	}
	if (a < r->addr)
		snprintf(buf, n, "%llu bytes before the start of %s",
		         (unsigned long long)(r->addr - a), what);
	else
		snprintf(buf, n, "%llu bytes past the end of %s",
		         (unsigned long long)(a + size - (r->addr + r->size)), what);
}

/* The host bytes of [addr, addr+size) for thread t, or NULL after a
 * diagnostic naming the access. Exact bounds: the access lies wholly in
 * the region its tag names (launch.h), or for an untagged address in one
 * region of its window, the CTA's shared block, the thread's local frame
 * or constant memory. */
static uint8_t *
mem(Exec *x, uint32_t t, uint64_t addr, uint64_t size, int write, const RefInst *in)
{
	const RefProg *p = x->p;
	LaunchWindow w = launch_window(addr);
	uint64_t tag = addr >> LAUNCH_TAG_SHIFT;
	const LaunchRegion *r;
	uint64_t off;

	if (tag) {
		/* the allocation the pointer was derived from, and only that */
		r = tag <= x->l->nregions ? &x->l->regions[tag - 1] : NULL;
		addr &= LAUNCH_ADDR_MASK;
		if (r && addr >= r->addr && within(addr - r->addr, size, r->size)) {
			if (r->kind == LAUNCH_REGION_PARAM)
				return x->param + t * x->param_size + (addr - LAUNCH_PARAM_BASE);
			return r->data + (addr - r->addr);
		}
		w = LAUNCH_WIN_NONE;
	}
	switch (w) {
	case LAUNCH_WIN_GLOBAL:
		r = x->cache;
		if (r && addr >= r->addr && within(addr - r->addr, size, r->size))
			return r->data + (addr - r->addr);
		r = launch_find(x->l, addr, size);
		if (r && r->kind != LAUNCH_REGION_PARAM) {
			x->cache = r;
			return r->data + (addr - r->addr);
		}
		break;
	case LAUNCH_WIN_PARAM:
		r = launch_find(x->l, addr, size);
		if (r && r->kind == LAUNCH_REGION_PARAM)
			return x->param + t * x->param_size + (addr - LAUNCH_PARAM_BASE);
		break;
	case LAUNCH_WIN_LOCAL:
		off = addr - LAUNCH_LOCAL_BASE;
		if (within(off, size, p->local_size))
			return x->local + t * p->local_size + off;
		break;
	case LAUNCH_WIN_CONST:
		off = addr - LAUNCH_CONST_BASE;
		if (within(off, size, p->const_size)) {
			if (write) {
				run_error(x, t, in, "store into constant memory at 0x%llx",
				          (unsigned long long)addr);
				return NULL;
			}
			return p->const_mem + off;
		}
		break;
	case LAUNCH_WIN_SHARED:
		off = addr - LAUNCH_SHARED_BASE;
		if (within(off, size, p->shared_size))
			return x->shared + off;
		break;
	default:
		break;
	}
	char where[400];
	describe(x, addr | tag << LAUNCH_TAG_SHIFT, size, where, sizeof where);
	run_error(x, t, in, "out-of-bounds %s of %llu bytes at 0x%llx: %s",
	          write ? "store" : "load", (unsigned long long)size,
	          (unsigned long long)(addr & LAUNCH_ADDR_MASK), where);
	return NULL;
}

/* ---- math ---- */

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

static uint64_t
fmath32(RefFn fn, float a, float b, float c, int64_t n)
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
	return b32(r);
}

static uint64_t
fmath64(RefFn fn, double a, double b, double c, int64_t n)
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
	return b64(r);
}

/* Checked and saturating arithmetic in 128 bits, where no operation of two
 * 64-bit operands overflows: the exact result, then its range. */
static ref_i128
exact(RefOvf k, unsigned bits, uint64_t a, uint64_t b)
{
	int sgn = k == RV_SADD || k == RV_SSUB || k == RV_SMUL;
	ref_i128 x = sgn ? (ref_i128)sx(a, bits) : (ref_i128)(a & masks[bits]);
	ref_i128 y = sgn ? (ref_i128)sx(b, bits) : (ref_i128)(b & masks[bits]);

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
	return (uint64_t)r & masks[bits];
}

static uint64_t
imath(RefFn fn, unsigned bits, uint64_t a, uint64_t b, uint64_t c)
{
	uint64_t m = masks[bits];
	unsigned s;

	a &= m;
	b &= m;
	switch (fn) {
	case RF_SMIN: return sx(a, bits) < sx(b, bits) ? a : b;
	case RF_SMAX: return sx(a, bits) > sx(b, bits) ? a : b;
	case RF_UMIN: return a < b ? a : b;
	case RF_UMAX: return a > b ? a : b;
	case RF_ABS: return sx(a, bits) < 0 ? (0 - a) & m : a;
	case RF_POPC: return (uint64_t)__builtin_popcountll(a);
	case RF_CLZ: return a ? (uint64_t)(__builtin_clzll(a) - (64 - (int)bits)) : bits;
	case RF_CTZ: return a ? (uint64_t)__builtin_ctzll(a) : bits;
	case RF_MUL24: return (uint64_t)(sx(a, 24) * sx(b, 24));
	case RF_UMUL24: return (a & 0xffffff) * (b & 0xffffff);
	case RF_MULHI:
		if (bits >= 64)
			return (uint64_t)(((ref_i128)(int64_t)a * (int64_t)b) >> 64);
		return (uint64_t)((sx(a, bits) * sx(b, bits)) >> bits);
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
static uint64_t
fp_to_int(double x, unsigned bits, int is_signed)
{
	if (isnan(x))
		return 0;
	if (is_signed) {
		double lo = -ldexp(1.0, (int)bits - 1);
		if (x <= lo)
			return (uint64_t)sx(1ull << (bits - 1), bits) & masks[bits];
		if (x >= -lo)
			return masks[bits - 1];
		return (uint64_t)(int64_t)x & masks[bits];
	}
	if (x <= 0.0)
		return 0;
	if (x >= ldexp(1.0, (int)bits))
		return masks[bits];
	return (uint64_t)x;
}

static int
fcmp(unsigned pred, double a, double b)
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

static int
icmp(unsigned pred, uint64_t a, uint64_t b, unsigned bits)
{
	switch (pred) {
	case LLVMIntEQ: return a == b;
	case LLVMIntNE: return a != b;
	case LLVMIntUGT: return a > b;
	case LLVMIntUGE: return a >= b;
	case LLVMIntULT: return a < b;
	case LLVMIntULE: return a <= b;
	case LLVMIntSGT: return sx(a, bits) > sx(b, bits);
	case LLVMIntSGE: return sx(a, bits) >= sx(b, bits);
	case LLVMIntSLT: return sx(a, bits) < sx(b, bits);
	default: return sx(a, bits) <= sx(b, bits);
	}
}

static uint64_t
atomic(RefAtomic k, unsigned bits, uint64_t old, uint64_t v)
{
	switch (k) {
	case RA_XCHG: return v;
	case RA_ADD: return old + v;
	case RA_SUB: return old - v;
	case RA_AND: return old & v;
	case RA_NAND: return ~(old & v);
	case RA_OR: return old | v;
	case RA_XOR: return old ^ v;
	case RA_MAX: return sx(old, bits) > sx(v, bits) ? old : v;
	case RA_MIN: return sx(old, bits) < sx(v, bits) ? old : v;
	case RA_UMAX: return old > v ? old : v;
	case RA_UMIN: return old < v ? old : v;
	case RA_FADD: return bits == 32 ? b32(f32(old) + f32(v)) : b64(f64(old) + f64(v));
	case RA_FSUB: return bits == 32 ? b32(f32(old) - f32(v)) : b64(f64(old) - f64(v));
	case RA_FMAX: return bits == 32 ? b32(fmaxf(f32(old), f32(v))) : b64(fmax(f64(old), f64(v)));
	case RA_FMIN: return bits == 32 ? b32(fminf(f32(old), f32(v))) : b64(fmin(f64(old), f64(v)));
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
		return v[slot] & masks[w];
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

/* One RO_WIDE instruction; 0, or -1 after a run error. */
static int
wide_op(Exec *x, uint32_t t, const RefInst *in, uint64_t *v)
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
		return 0;
	case RO_IMATH:
		b = rd128(v, in->b, w);
		wr128(v, in->dst, rw, imath128((RefFn)in->aux, w, a, b, rd128(v, in->c, w)));
		return 0;
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
		if (!b) {
			run_error(x, t, in, "integer division by zero");
			return -1;
		}
		r = op == RO_UDIV ? a / b : a % b;
		break;
	case RO_SDIV:
	case RO_SREM: {
		ref_i128 sa = sx128(a, w), sb = sx128(b, w);
		if (!sb) {
			run_error(x, t, in, "integer division by zero");
			return -1;
		}
		if (sb == -1 && sa == sx128((ref_u128)1 << (w - 1), w)) {
			run_error(x, t, in, "signed division overflow (the smallest "
			          "i%u divided by -1)", w);
			return -1;
		}
		r = (ref_u128)(op == RO_SDIV ? sa / sb : sa % sb);
		break;
	}
	case RO_MOV: r = a; break;  /* zext, trunc, ptrtoint, inttoptr, freeze */
	case RO_SEXT: r = (ref_u128)sx128(a, w); break;
	case RO_SITOFP: {
		ref_i128 s = sx128(rd128(v, in->a, w), w);
		v[in->dst] = rw == 32 ? b32((float)s) : b64((double)s);
		return 0;
	}
	case RO_UITOFP: {
		ref_u128 u = rd128(v, in->a, w);
		v[in->dst] = rw == 32 ? b32((float)u) : b64((double)u);
		return 0;
	}
	case RO_FPTOSI:
	case RO_FPTOUI:
		r = fp_to_int128(fval(v[in->a], w), rw, op == RO_FPTOSI);
		break;
	default:
		die("reference: wide op %u", (unsigned)op);
	}
	wr128(v, in->dst, rw, r);
	return 0;
}

/* ---- threads ---- */

static uint64_t
workitem(const Exec *x, uint32_t t, RefWorkItem w, uint64_t dim)
{
	const Launch *l = x->l;

	if (w == RW_WORK_DIM)
		return 3;  /* launches are always three-dimensional here */
	if (w == RW_GLOBAL_OFFSET)
		return 0;
	if (dim > 2)  /* OpenCL: ids 0, sizes 1 beyond the dimensions */
		return w == RW_LOCAL_SIZE || w == RW_NUM_GROUPS || w == RW_GLOBAL_SIZE;
	switch (w) {
	case RW_GLOBAL_ID:
		return (uint64_t)x->ctaid[dim] * l->block[dim] + x->tid[3 * t + dim];
	case RW_LOCAL_ID: return x->tid[3 * t + dim];
	case RW_GROUP_ID: return x->ctaid[dim];
	case RW_LOCAL_SIZE: return l->block[dim];
	case RW_NUM_GROUPS: return l->grid[dim];
	default: return (uint64_t)l->grid[dim] * l->block[dim];
	}
}

static void
run_thread(Exec *x, uint32_t t)
{
	const RefProg *p = x->p;
	const RefInst *insts = p->insts;
	uint64_t *v = x->regs + t * x->nslots;
	uint32_t pc = x->pc[t];
	uint64_t steps = x->steps[t];
	uint64_t limit = x->max_thread_steps;
	uint64_t start = steps;
	const RefInst *in = NULL;
	uint8_t *ptr, *q;
	uint64_t r, len;

	if (x->max_total_steps && x->max_total_steps - x->total_steps < limit - steps)
		limit = steps + (x->max_total_steps - x->total_steps);
	for (;;) {
		in = &insts[pc++];
		if (++steps > limit) {
			if (steps > x->max_thread_steps)
				run_error(x, t, in, "more than %llu instructions in one thread "
				          "(an endless loop?)", (unsigned long long)x->max_thread_steps);
			else
				run_error(x, t, in, "more than %llu instructions in the launch",
				          (unsigned long long)x->max_total_steps);
			goto stop;
		}
		switch ((RefOp)in->op) {
		case RO_NOP:
			break;
		case RO_ADD: v[in->dst] = (v[in->a] + v[in->b]) & masks[in->bits]; break;
		case RO_SUB: v[in->dst] = (v[in->a] - v[in->b]) & masks[in->bits]; break;
		case RO_MUL: v[in->dst] = (v[in->a] * v[in->b]) & masks[in->bits]; break;
		case RO_AND: v[in->dst] = v[in->a] & v[in->b]; break;
		case RO_OR: v[in->dst] = v[in->a] | v[in->b]; break;
		case RO_XOR: v[in->dst] = v[in->a] ^ v[in->b]; break;
		case RO_SHL:
			v[in->dst] = (v[in->a] << (v[in->b] % in->bits)) & masks[in->bits];
			break;
		case RO_LSHR: v[in->dst] = v[in->a] >> (v[in->b] % in->bits); break;
		case RO_ASHR:
			v[in->dst] = (uint64_t)(sx(v[in->a], in->bits) >> (v[in->b] % in->bits)) &
			             masks[in->bits];
			break;
		case RO_UDIV:
		case RO_UREM:
			if (!v[in->b]) {
				run_error(x, t, in, "integer division by zero");
				goto stop;
			}
			v[in->dst] = in->op == RO_UDIV ? v[in->a] / v[in->b] : v[in->a] % v[in->b];
			break;
		case RO_SDIV:
		case RO_SREM: {
			int64_t a = sx(v[in->a], in->bits), b = sx(v[in->b], in->bits);
			if (!b) {
				run_error(x, t, in, "integer division by zero");
				goto stop;
			}
			if (b == -1 && a == sx(1ull << (in->bits - 1), in->bits)) {
				run_error(x, t, in, "signed division overflow (the smallest "
				          "i%u divided by -1)", in->bits);
				goto stop;
			}
			v[in->dst] = (uint64_t)(in->op == RO_SDIV ? a / b : a % b) & masks[in->bits];
			break;
		}
		case RO_FADD:
			v[in->dst] = in->bits == 32 ? b32(f32(v[in->a]) + f32(v[in->b]))
			                            : b64(f64(v[in->a]) + f64(v[in->b]));
			break;
		case RO_FSUB:
			v[in->dst] = in->bits == 32 ? b32(f32(v[in->a]) - f32(v[in->b]))
			                            : b64(f64(v[in->a]) - f64(v[in->b]));
			break;
		case RO_FMUL:
			v[in->dst] = in->bits == 32 ? b32(f32(v[in->a]) * f32(v[in->b]))
			                            : b64(f64(v[in->a]) * f64(v[in->b]));
			break;
		case RO_FDIV:
			v[in->dst] = in->bits == 32 ? b32(f32(v[in->a]) / f32(v[in->b]))
			                            : b64(f64(v[in->a]) / f64(v[in->b]));
			break;
		case RO_FREM:
			v[in->dst] = in->bits == 32 ? b32(fmodf(f32(v[in->a]), f32(v[in->b])))
			                            : b64(fmod(f64(v[in->a]), f64(v[in->b])));
			break;
		case RO_FNEG:
			v[in->dst] = v[in->a] ^ (1ull << (in->bits - 1));
			break;
		case RO_ICMP:
			v[in->dst] = (uint64_t)icmp((unsigned)in->imm, v[in->a], v[in->b], in->bits);
			break;
		case RO_FCMP:
			v[in->dst] = (uint64_t)fcmp((unsigned)in->imm, fval(v[in->a], in->bits),
			                            fval(v[in->b], in->bits));
			break;
		case RO_SELECT:
			if (in->imm == 1)
				v[in->dst] = (v[in->a] & 1) ? v[in->b] : v[in->c];
			else
				memmove(&v[in->dst], &v[(v[in->a] & 1) ? in->b : in->c],
				        in->imm * sizeof *v);
			break;
		case RO_MOV: v[in->dst] = v[in->a] & masks[in->rbits]; break;
		case RO_MOVN: memmove(&v[in->dst], &v[in->a], in->imm * sizeof *v); break;
		case RO_SEXT:
			v[in->dst] = (uint64_t)sx(v[in->a], in->bits) & masks[in->rbits];
			break;
		case RO_FPTRUNC: v[in->dst] = b32((float)f64(v[in->a])); break;
		case RO_FPEXT: v[in->dst] = b64((double)f32(v[in->a])); break;
		case RO_FPTOSI:
		case RO_FPTOUI:
			v[in->dst] = fp_to_int(fval(v[in->a], in->bits), in->rbits,
			                       in->op == RO_FPTOSI);
			break;
		case RO_SITOFP: {
			int64_t s = sx(v[in->a], in->bits);
			v[in->dst] = in->rbits == 32 ? b32((float)s) : b64((double)s);
			break;
		}
		case RO_UITOFP: {
			uint64_t u = v[in->a] & masks[in->bits];
			v[in->dst] = in->rbits == 32 ? b32((float)u) : b64((double)u);
			break;
		}
		case RO_GEP: {
			uint64_t a = v[in->a] + in->imm;
			for (uint32_t k = 0; k < in->naux; k++) {
				const RefIndex *ix = &p->idx[in->aux + k];
				a += (uint64_t)sx(v[ix->slot], ix->bits) * (uint64_t)ix->scale;
			}
			v[in->dst] = a;
			break;
		}
		case RO_LOAD:
			if (!(ptr = mem(x, t, v[in->a], in->imm, 0, in)))
				goto stop;
			r = 0;
			memcpy(&r, ptr, in->imm);
			v[in->dst] = r & masks[in->rbits];
			break;
		case RO_STORE:
			if (!(ptr = mem(x, t, v[in->a], in->imm, 1, in)))
				goto stop;
			memcpy(ptr, &v[in->b], in->imm);
			break;
		case RO_LOADAGG:
		case RO_STOREAGG: {
			int st = in->op == RO_STOREAGG;
			if (!(ptr = mem(x, t, v[in->a], in->imm, st, in)))
				goto stop;
			for (uint32_t k = 0; k < in->naux; k++) {
				const RefLeaf *lf = &p->leaves[in->aux + k];
				if (st) {
					memcpy(ptr + lf->off, &v[in->b + k], lf->size);
				} else {
					r = 0;
					memcpy(&r, ptr + lf->off, lf->size);
					v[in->dst + k] = r & masks[lf->mask_bits];
				}
			}
			break;
		}
		case RO_ATOMIC:
			if (!(ptr = mem(x, t, v[in->a], in->naux, 1, in)))
				goto stop;
			r = 0;
			memcpy(&r, ptr, in->naux);
			len = atomic((RefAtomic)in->imm, in->bits, r, v[in->b]) & masks[in->bits];
			memcpy(ptr, &len, in->naux);
			v[in->dst] = r;
			break;
		case RO_CMPXCHG:
			if (!(ptr = mem(x, t, v[in->a], in->naux, 1, in)))
				goto stop;
			r = 0;
			memcpy(&r, ptr, in->naux);
			if (r == v[in->b])
				memcpy(ptr, &v[in->c], in->naux);
			if (!in->imm)
				v[in->dst + 1] = r == v[in->b];
			v[in->dst] = r;
			break;
		case RO_INSERT:
			if (in->dst != in->a)
				memmove(&v[in->dst], &v[in->a], in->imm * sizeof *v);
			memmove(&v[in->dst + in->aux], &v[in->b], in->naux * sizeof *v);
			break;
		case RO_MEMCPY:
		case RO_MEMSET:
			len = v[in->c] & masks[in->bits];
			if (!len)
				break;
			if (!(ptr = mem(x, t, v[in->a], len, 1, in)))
				goto stop;
			if (in->op == RO_MEMSET) {
				memset(ptr, (int)(v[in->b] & 0xff), len);
				break;
			}
			if (!(q = mem(x, t, v[in->b], len, 0, in)))
				goto stop;
			memmove(ptr, q, len);
			break;
		case RO_SREG: {
			unsigned k = (unsigned)in->imm;
			v[in->dst] = k < 3 ? x->tid[3 * t + k] : k < 6 ? x->l->block[k - 3]
			           : k < 9 ? x->ctaid[k - 6] : x->l->grid[k - 9];
			break;
		}
		case RO_WORKITEM:
			v[in->dst] = workitem(x, t, (RefWorkItem)in->imm,
			                      in->bits ? v[in->a] & masks[in->bits] : 0) &
			             masks[in->rbits];
			break;
		case RO_FMATH: {
			int64_t n = in->imm == RF_POWI ? sx(v[in->b], in->naux) : 0;
			v[in->dst] = in->bits == 32
				? fmath32((RefFn)in->imm, f32(v[in->a]), f32(v[in->b]), f32(v[in->c]), n)
				: fmath64((RefFn)in->imm, f64(v[in->a]), f64(v[in->b]), f64(v[in->c]), n);
			break;
		}
		case RO_PTX:
			/* b and c unused (0) for the one-operand forms */
			v[in->dst] = ref_ptx_exec((RefPtx)in->imm, v[in->a], v[in->b], v[in->c]);
			break;
		case RO_FCLASS: {
			double f = in->bits == 32 ? (double)f32(v[in->a]) : f64(v[in->a]);
			v[in->dst] = in->imm == 0 ? isnan(f) != 0
			           : in->imm == 1 ? isinf(f) != 0 : isfinite(f) != 0;
			break;
		}
		case RO_TEX: {
			/* point sampling, written from docs/vgiwcc.md "Textures" */
			uint8_t desc[LAUNCH_TEX_SIZE];
			if (!(ptr = mem(x, t, v[in->a], LAUNCH_TEX_SIZE, 0, in)))
				goto stop;
			memcpy(desc, ptr, sizeof desc);
			uint32_t size[3], coord[3] = { (uint32_t)v[in->b], (uint32_t)v[in->c],
			                               (uint32_t)v[in->aux] };
			uint64_t base = vgiw_load_le(desc, 8);
			size[0] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_XMAX, 4) + 1;
			size[1] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_YMAX, 4) + 1;
			size[2] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_ZMAX, 4) + 1;
			uint32_t flags = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_FLAGS, 4);
			uint32_t chan = (flags >> LAUNCH_TEX_CHAN_SHIFT) & 255;
			int dims = (int)(in->imm & 3), inside = 1;
			uint64_t texel = 0;
			for (int k = dims - 1; k >= 0; k--) {
				int64_t ix;
				if (in->imm & 4) {
					float u = f32(coord[k]);
					if (flags & LAUNCH_TEX_NORM)
						u *= (float)size[k];
					u = fminf(fmaxf(floorf(u), -1.0f), (float)size[k]);
					ix = (int64_t)u;
				} else {
					ix = (int32_t)coord[k];
				}
				inside &= ix >= 0 && ix < (int64_t)size[k];
				ix = ix < 0 ? 0 : ix >= (int64_t)size[k] ? (int64_t)size[k] - 1 : ix;
				texel = texel * size[k] + (uint64_t)ix;
			}
			for (int c = 0; c < 4; c++) {
				r = 0;
				if ((inside || (flags & LAUNCH_TEX_CLAMP)) && (uint32_t)c < chan) {
					uint64_t at = base + 4 * (texel * chan + (uint64_t)c);
					if (!(ptr = mem(x, t, at, 4, 0, in)))
						goto stop;
					memcpy(&r, ptr, 4);
				}
				v[in->dst + (uint32_t)c] = r;
			}
			break;
		}
		case RO_IOVF: {
			RefOvf k = (RefOvf)in->imm;
			if (k == RV_UMUL) {  /* 64 x 64 bits exceeds a signed i128 */
				ref_u128 pr = (ref_u128)(v[in->a] & masks[in->bits]) *
				              (v[in->b] & masks[in->bits]);
				v[in->dst] = (uint64_t)pr & masks[in->bits];
				v[in->dst + 1] = (pr >> in->bits) != 0;
				break;
			}
			ref_i128 e = exact(k, in->bits, v[in->a], v[in->b]);
			v[in->dst] = (uint64_t)e & masks[in->bits];
			v[in->dst + 1] = !fits(e, in->bits, k == RV_SADD || k == RV_SSUB ||
			                       k == RV_SMUL);
			break;
		}
		case RO_LIBDEV:
			ref_libdev_exec(in, v);
			break;
		case RO_IMATH:
			v[in->dst] = imath((RefFn)in->imm, in->bits, v[in->a], v[in->b], v[in->c]) &
			             masks[in->rbits];
			break;
		case RO_WIDE:
			if (wide_op(x, t, in, v))
				goto stop;
			break;
		case RO_BARRIER:
			x->state[t] = TH_WAIT;
			x->bar_pc[t] = pc - 1;
			goto out;
		case RO_SHFL:
		case RO_VOTE:
		case RO_WARPSYNC:
			/* the result comes when the whole warp is here */
			x->state[t] = TH_WARP;
			x->bar_pc[t] = pc - 1;
			goto out;
		case RO_BR:
		case RO_CONDBR: {
			uint32_t e = in->op == RO_BR || (v[in->a] & 1) ? in->aux : in->naux;
			const RefEdge *ed = &p->edges[e];
			const RefMove *mv = &p->moves[ed->moves];
			if (ed->nmoves == 1) {
				v[mv->dst] = v[mv->src];
			} else if (ed->nmoves) {
				/* phis read their inputs before any of them is written */
				for (uint32_t k = 0; k < ed->nmoves; k++)
					x->scratch[k] = v[mv[k].src];
				for (uint32_t k = 0; k < ed->nmoves; k++)
					v[mv[k].dst] = x->scratch[k];
			}
			pc = ed->pc;
			break;
		}
		case RO_RET:
			x->state[t] = TH_DONE;
			goto out;
		case RO_UNREACHABLE:
			run_error(x, t, in, "reached 'unreachable'");
			goto stop;
		default:
			die("reference op %u", in->op);
		}
	}
stop:
	x->state[t] = TH_DONE;
out:
	x->pc[t] = pc;
	x->steps[t] = steps;
	x->total_steps += steps - start;
}

/* Lane j of PTX's shfl.sync.MODE for lane i with operands b and c
 * (bits 4:0 of b; clamp c[4:0] and segment mask c[12:8]), or -1 when j is
 * out of range: the lane then gets its own value. */
static int
shfl_source(unsigned mode, int i, uint64_t b, uint64_t c)
{
	int bval = (int)(b & 31), cval = (int)(c & 31), seg = (int)((c >> 8) & 31);
	int maxl = (i & seg) | (cval & ~seg), minl = i & seg, j, ok;

	switch (mode) {
	case ISA_SHFL_IDX: j = minl | (bval & ~seg); ok = j <= maxl; break;
	case ISA_SHFL_UP: j = i - bval; ok = j >= maxl; break;
	case ISA_SHFL_DOWN: j = i + bval; ok = j <= maxl; break;
	default: j = i ^ bval; ok = j <= maxl; break;
	}
	return ok && j >= 0 && j < (int)REF_WARP ? j : -1;
}

/* The warp operation `in` for threads [lo, hi) of the CTA: those in
 * TH_WARP take part (every thread of the warp that has not exited). */
static void
warp_op(Exec *x, uint32_t lo, uint32_t hi, const RefInst *in)
{
	uint64_t val[REF_WARP], res[REF_WARP];
	uint8_t on[REF_WARP];
	uint32_t n = hi - lo, ballot = 0, nset = 0, nact = 0;

	for (uint32_t i = 0; i < REF_WARP; i++) {
		uint32_t t = lo + i;
		on[i] = i < n && x->state[t] == TH_WARP;
		val[i] = on[i] ? x->regs[t * x->nslots + in->a] : 0;
		if (!on[i])
			continue;
		nact++;
		if (in->op == RO_VOTE && (in->naux || (val[i] & 1))) {
			ballot |= 1u << i;
			nset++;
		}
	}
	if (in->op == RO_WARPSYNC)
		return;
	for (uint32_t i = 0; i < n; i++) {
		if (!on[i])
			continue;
		const uint64_t *v = x->regs + (uint64_t)(lo + i) * x->nslots;
		if (in->op == RO_SHFL) {
			int j = shfl_source((unsigned)in->imm, (int)i, v[in->b], v[in->c]);
			res[i] = (j >= 0 && on[j] ? val[j] : val[i]) & masks[32];
			continue;
		}
		switch (in->imm) {
		case ISA_VOTE_ALL: res[i] = nset == nact; break;
		case ISA_VOTE_ANY: res[i] = nset != 0; break;
		case ISA_VOTE_UNI: res[i] = nset == 0 || nset == nact; break;
		default: res[i] = ballot; break;
		}
	}
	for (uint32_t i = 0; i < n; i++)
		if (on[i])
			x->regs[(uint64_t)(lo + i) * x->nslots + in->dst] = res[i];
}

/* Run warp w (threads [lo, hi) of the CTA) until none of its threads can
 * run: each thread until it reaches a warp-level operation, a barrier or
 * its exit; when all that have not exited wait at the same warp operation,
 * it is computed and they go on. Warp operations reached by diverged
 * threads are an error: the reference supports converged ones only.
 * 0, or 1 after a diagnostic. */
static int
run_warp(Exec *x, uint32_t w, uint32_t lo, uint32_t hi)
{
	const RefProg *p = x->p;

	for (;;) {
		for (uint32_t t = lo; t < hi && !x->failed; t++)
			if (x->state[t] == TH_RUN)
				run_thread(x, t);
		if (x->failed)
			return 1;
		uint32_t first = UINT32_MAX, other = UINT32_MAX;
		for (uint32_t t = lo; t < hi; t++) {
			if (x->state[t] == TH_WARP && first == UINT32_MAX)
				first = t;
			else if ((x->state[t] == TH_WAIT ||
			          (x->state[t] == TH_WARP && x->bar_pc[t] != x->bar_pc[first])) &&
			         other == UINT32_MAX)
				other = t;
		}
		if (first == UINT32_MAX)
			return 0;
		const RefInst *in = &p->insts[x->bar_pc[first]];
		if (other != UINT32_MAX) {
			char where[64] = "";
			unsigned line = LLVMGetDebugLocLine(in->src);
			if (line)
				snprintf(where, sizeof where, " at line %u", line);
			const RefInst *o = &p->insts[x->bar_pc[other]];
			unsigned oline = LLVMGetDebugLocLine(o->src);
			char at[64];
			if (x->state[other] == TH_WAIT)
				snprintf(at, sizeof at, "a barrier");
			else if (oline)
				snprintf(at, sizeof at, "the warp operation of line %u", oline);
			else
				snprintf(at, sizeof at, "another warp operation");
			run_error(x, first, in, "warp operation reached by diverged threads "
			          "of warp %u%s: thread (%u,%u,%u) waits at %s (the reference "
			          "supports converged warp operations only)", w, where,
			          x->tid[3 * other], x->tid[3 * other + 1],
			          x->tid[3 * other + 2], at);
			return 1;
		}
		warp_op(x, lo, hi, in);
		for (uint32_t t = lo; t < hi; t++)
			if (x->state[t] == TH_WARP)
				x->state[t] = TH_RUN;
	}
}

/* Run one CTA to completion; 0, or 1 after a diagnostic. */
static int
run_cta(Exec *x, RefStats *st)
{
	const RefProg *p = x->p;
	uint32_t n = x->nthreads;

	memset(x->shared, 0, p->shared_size);
	memset(x->local, 0, (size_t)n * p->local_size);
	for (uint32_t t = 0; t < n; t++) {
		x->pc[t] = p->entry_pc;
		x->state[t] = TH_RUN;
		x->steps[t] = 0;
		memcpy(x->param + t * x->param_size, x->param_init, x->param_size);
	}
	for (;;) {
		/* warp by warp: thread order as before warps existed */
		for (uint32_t lo = 0; lo < n; lo += REF_WARP)
			if (run_warp(x, lo / REF_WARP, lo, n - lo < REF_WARP ? n : lo + REF_WARP))
				return 1;
		uint32_t waiting = 0, done_t = UINT32_MAX, wait_t = UINT32_MAX, other_t = UINT32_MAX;
		for (uint32_t t = 0; t < n; t++) {
			if (x->state[t] == TH_WAIT) {
				if (!waiting++)
					wait_t = t;
				else if (x->bar_pc[t] != x->bar_pc[wait_t] && other_t == UINT32_MAX)
					other_t = t;
			} else if (done_t == UINT32_MAX) {
				done_t = t;
			}
		}
		if (!waiting)
			return 0;
		if (done_t != UINT32_MAX) {
			run_error(x, wait_t, &p->insts[x->bar_pc[wait_t]], "waits at a "
			          "barrier that thread (%u,%u,%u) never reaches: it exited "
			          "(%u of %u threads wait)", x->tid[3 * done_t],
			          x->tid[3 * done_t + 1], x->tid[3 * done_t + 2], waiting, n);
			return 1;
		}
		if (other_t != UINT32_MAX) {
			run_error(x, wait_t, &p->insts[x->bar_pc[wait_t]], "waits at this "
			          "barrier while thread (%u,%u,%u) waits at another",
			          x->tid[3 * other_t], x->tid[3 * other_t + 1], x->tid[3 * other_t + 2]);
			return 1;
		}
		for (uint32_t t = 0; t < n; t++)
			x->state[t] = TH_RUN;
		st->barriers++;
	}
}

int
ref_execute(RefProg *p, const RefOptions *o, RefStats *st, DiagList *d)
{
	Launch *l = p->launch;
	Exec x;
	uint64_t nthreads = launch_block_threads(l);

	memset(&x, 0, sizeof x);
	if (nthreads > (1u << 20) || (uint64_t)nthreads * p->nslots > (1ull << 31)) {
		diag_add(d, DIAG_ERROR, p->path, 0, 0, "reference: %llu threads per CTA "
		         "is more than the reference can hold", (unsigned long long)nthreads);
		return 1;
	}
	x.p = p;
	x.l = l;
	x.d = d;
	x.nthreads = (uint32_t)nthreads;
	x.nslots = p->nslots ? p->nslots : 1;
	x.max_thread_steps = o && o->max_thread_steps ? o->max_thread_steps : REF_DEFAULT_THREAD_STEPS;
	x.max_total_steps = o ? o->max_total_steps : 0;
	x.regs = xcalloc(nthreads * x.nslots, sizeof *x.regs);
	x.pc = xcalloc(nthreads, sizeof *x.pc);
	x.state = xcalloc(nthreads, 1);
	x.bar_pc = xcalloc(nthreads, sizeof *x.bar_pc);
	x.steps = xcalloc(nthreads, sizeof *x.steps);
	x.tid = xcalloc(3 * nthreads, sizeof *x.tid);
	x.shared = xcalloc(p->shared_size ? p->shared_size : 1, 1);
	x.local = xcalloc(nthreads * (p->local_size ? p->local_size : 1), 1);
	x.param_size = l->param_top - LAUNCH_PARAM_BASE;
	x.param = xcalloc(nthreads * (x.param_size ? x.param_size : 1), 1);
	x.param_init = xcalloc(x.param_size ? x.param_size : 1, 1);
	x.scratch = xcalloc(p->max_moves ? p->max_moves : 1, sizeof *x.scratch);
	for (uint32_t k = 0; k < l->nregions; k++)
		if (l->regions[k].kind == LAUNCH_REGION_PARAM)
			memcpy(x.param_init + (l->regions[k].addr - LAUNCH_PARAM_BASE),
			       l->regions[k].data, l->regions[k].size);
	for (uint64_t t = 0; t < nthreads; t++) {
		uint64_t *v = x.regs + t * x.nslots;
		for (uint32_t k = 0; k < p->nuniform; k++)
			v[p->uslot[k]] = p->uval[k];
		x.tid[3 * t] = (uint32_t)(t % l->block[0]);
		x.tid[3 * t + 1] = (uint32_t)(t / l->block[0] % l->block[1]);
		x.tid[3 * t + 2] = (uint32_t)(t / ((uint64_t)l->block[0] * l->block[1]));
	}
	int bad = 0;
	for (uint32_t cz = 0; cz < l->grid[2] && !bad; cz++)
		for (uint32_t cy = 0; cy < l->grid[1] && !bad; cy++)
			for (uint32_t cx = 0; cx < l->grid[0] && !bad; cx++) {
				x.ctaid[0] = cx;
				x.ctaid[1] = cy;
				x.ctaid[2] = cz;
				bad = run_cta(&x, st);
				st->ctas++;
			}
	st->threads = st->ctas * nthreads;
	st->steps = x.total_steps;
	st->shared_bytes = p->shared_size;
	st->local_bytes = p->local_size;
	free(x.regs);
	free(x.pc);
	free(x.state);
	free(x.bar_pc);
	free(x.steps);
	free(x.tid);
	free(x.shared);
	free(x.local);
	free(x.param);
	free(x.param_init);
	free(x.scratch);
	return bad;
}
