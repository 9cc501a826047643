/* Decoding the calls of a canonicalised kernel for the reference
 * interpreter: math and libdevice functions, checked and saturating
 * arithmetic, atomics of every scope, thread coordinates, barriers and the
 * warp-level operations (ref_decode.c decodes everything else). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/front.h"

#include "ref.h"

static int
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static const struct {
	const char *name;
	RefFn fn;
} fn_names[] = {
	{ "sqrt", RF_SQRT }, { "rsqrt", RF_RSQRT }, { "rcp", RF_RCP }, { "recip", RF_RCP },
	{ "exp", RF_EXP }, { "exp2", RF_EXP2 }, { "exp10", RF_EXP10 }, { "log", RF_LOG },
	{ "log2", RF_LOG2 }, { "log10", RF_LOG10 }, { "sin", RF_SIN }, { "cos", RF_COS },
	{ "tan", RF_TAN }, { "asin", RF_ASIN }, { "acos", RF_ACOS }, { "atan", RF_ATAN },
	{ "sinh", RF_SINH }, { "cosh", RF_COSH }, { "tanh", RF_TANH }, { "cbrt", RF_CBRT },
	{ "erf", RF_ERF }, { "fabs", RF_FABS }, { "floor", RF_FLOOR }, { "ceil", RF_CEIL },
	{ "round", RF_ROUND }, { "rint", RF_RINT }, { "nearbyint", RF_RINT },
	{ "roundeven", RF_RINT }, { "trunc", RF_TRUNC }, { "saturate", RF_SAT },
	{ "pow", RF_POW }, { "powi", RF_POWI }, { "pown", RF_POWI }, { "atan2", RF_ATAN2 },
	{ "fmin", RF_FMIN }, { "fmax", RF_FMAX }, { "minnum", RF_FMIN }, { "maxnum", RF_FMAX },
	{ "minimum", RF_MINIMUM }, { "maximum", RF_MAXIMUM }, { "fmod", RF_FMOD },
	{ "copysign", RF_COPYSIGN }, { "fdivide", RF_FDIV }, { "fdiv", RF_FDIV },
	{ "divide", RF_FDIV }, { "fdim", RF_FDIM }, { "hypot", RF_HYPOT },
	{ "fma", RF_FMA }, { "fmuladd", RF_FMA }, { "mad", RF_FMA },
	{ "smin", RF_SMIN }, { "smax", RF_SMAX }, { "umin", RF_UMIN }, { "umax", RF_UMAX },
	{ "min", RF_SMIN }, { "max", RF_SMAX }, { "abs", RF_ABS },
	{ "popc", RF_POPC }, { "ctpop", RF_POPC }, { "popcount", RF_POPC },
	{ "clz", RF_CLZ }, { "ctlz", RF_CLZ }, { "cttz", RF_CTZ },
	{ "mul24", RF_MUL24 }, { "umul24", RF_UMUL24 }, { "mulhi", RF_MULHI },
	{ "umulhi", RF_UMULHI }, { "mul_hi", RF_MULHI }, { "bswap", RF_BSWAP },
	{ "bitreverse", RF_BITREV }, { "fshl", RF_FSHL }, { "fshr", RF_FSHR },
};

static int
fn_lookup(const char *base, RefFn *fn)
{
	for (size_t k = 0; k < sizeof fn_names / sizeof *fn_names; k++)
		if (strcmp(fn_names[k].name, base) == 0) {
			*fn = fn_names[k].fn;
			return 1;
		}
	return 0;
}

static unsigned
fn_arity(RefFn fn)
{
	if (fn <= RF_SAT)
		return 1;
	if (fn <= RF_HYPOT)
		return 2;
	if (fn == RF_FMA)
		return 3;
	switch (fn) {
	case RF_ABS: case RF_POPC: case RF_CLZ: case RF_CTZ: case RF_BSWAP:
	case RF_BITREV: case RF_FFS:
		return 1;
	case RF_FSHL: case RF_FSHR:
		return 3;
	default:
		return 2;
	}
}

static int
fn_is_float(RefFn fn)
{
	return fn <= RF_FMA;
}

/* A math call: float functions on float results, integer ones on integer
 * operands; `is_unsigned` turns min/max/mul24/mulhi unsigned. */
static int
math_call(RefProg *p, LLVMValueRef call, RefFn fn, int is_unsigned)
{
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMTypeRef rt = LLVMTypeOf(call);
	unsigned want = fn_arity(fn);

	if (is_unsigned) {
		fn = fn == RF_SMIN ? RF_UMIN : fn == RF_SMAX ? RF_UMAX
		   : fn == RF_MUL24 ? RF_UMUL24 : fn == RF_MULHI ? RF_UMULHI : fn;
	}
	if (nargs < want || !ref_scalar_bits(rt))
		return 0;
	if (ref_is_float(rt) && !fn_is_float(fn)) {
		/* OpenCL and libdevice min/max on floats */
		if (fn == RF_SMIN || fn == RF_UMIN)
			fn = RF_FMIN;
		else if (fn == RF_SMAX || fn == RF_UMAX)
			fn = RF_FMAX;
		else if (fn == RF_ABS)
			fn = RF_FABS;
		else
			return 0;
	}
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(call, 0));
	if (fn_is_float(fn) != ref_is_float(rt) || !ref_scalar_bits(at))
		return 0;
	uint32_t k = ref_emit(p, fn_is_float(fn) ? RO_FMATH : RO_IMATH, call);
	uint32_t a = ref_operand(p, LLVMGetOperand(call, 0), call);
	uint32_t b = want > 1 ? ref_operand(p, LLVMGetOperand(call, 1), call) : 0;
	uint32_t c = want > 2 ? ref_operand(p, LLVMGetOperand(call, 2), call) : 0;
	RefInst *in = &p->insts[k];
	in->imm = fn;
	in->a = a;
	in->b = b;
	in->c = c;
	in->bits = (uint8_t)ref_scalar_bits(at);
	in->rbits = (uint8_t)ref_scalar_bits(rt);
	if (fn == RF_POWI)  /* the exponent's width */
		in->naux = ref_scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 1)));
	return 1;
}

static void
simple(RefProg *p, LLVMValueRef call, RefOp op, uint64_t imm)
{
	uint32_t k = ref_emit(p, op, call);
	p->insts[k].imm = imm;
	p->insts[k].rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(call));
}

void
ref_atomic_op(RefProg *p, LLVMValueRef inst, RefAtomic kind, LLVMValueRef ptr,
              LLVMValueRef val)
{
	uint32_t k = ref_emit(p, RO_ATOMIC, inst);
	uint32_t a = ref_operand(p, ptr, inst), b = ref_operand(p, val, inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->imm = kind;
	in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(val));
	in->rbits = in->bits;
	in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(val));
	if (kind != RA_XCHG &&
	    (kind == RA_FADD || kind == RA_FSUB || kind == RA_FMAX || kind == RA_FMIN) !=
	    ref_is_float(LLVMTypeOf(val)))
		ref_dec_error(p, inst, "atomic operation on an unexpected type");
}

/* llvm.{u,s}{add,sub,mul}.with.overflow and llvm.{u,s}{add,sub}.sat. */
static int
checked_call(RefProg *p, LLVMValueRef call, const char *name)
{
	static const char *const ops[] = { "uadd", "sadd", "usub", "ssub", "umul", "smul" };

	for (unsigned k = 0; k < 6; k++) {
		char pre[40];
		snprintf(pre, sizeof pre, "llvm.%s.with.overflow.", ops[k]);
		if (starts(name, pre)) {
			LLVMValueRef a = LLVMGetOperand(call, 0);
			unsigned bits = ref_scalar_bits(LLVMTypeOf(a));
			if (!bits || ref_is_float(LLVMTypeOf(a))) {
				ref_dec_error(p, call, "intrinsic '%s' is not supported", name);
				return 1;
			}
			uint32_t i = ref_emit(p, RO_IOVF, call);
			uint32_t x = ref_operand(p, a, call);
			uint32_t y = ref_operand(p, LLVMGetOperand(call, 1), call);
			RefInst *in = &p->insts[i];
			in->imm = k;
			in->a = x;
			in->b = y;
			in->bits = (uint8_t)bits;
			return 1;
		}
		snprintf(pre, sizeof pre, "llvm.%s.sat.", ops[k]);
		if (k < 4 && starts(name, pre)) {
			static const RefFn fn[] = { RF_UADDSAT, RF_SADDSAT, RF_USUBSAT, RF_SSUBSAT };
			if (!math_call(p, call, fn[k], 0))
				ref_dec_error(p, call, "intrinsic '%s' is not supported", name);
			return 1;
		}
	}
	return 0;
}

/* llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys}: one device, so every scope is
 * the ordinary atomic; max.gen.i and min.gen.i are the signed ones (what
 * NVPTX selects for them). */
static int
scoped_atomic(RefProg *p, LLVMValueRef call, const char *name)
{
	static const struct { const char *op; int kind; } ops[] = {
		{ "add", RA_ADD }, { "exch", RA_XCHG }, { "max", RA_MAX }, { "min", RA_MIN },
		{ "inc", RA_UINC }, { "dec", RA_UDEC }, { "and", RA_AND }, { "or", RA_OR },
		{ "xor", RA_XOR }, { "cas", -1 },
	};
	const char *pre = "llvm.nvvm.atomic.";

	if (!starts(name, pre))
		return 0;
	for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) {
		char a[32], b[32];
		snprintf(a, sizeof a, "%s.gen.i.", ops[k].op);
		snprintf(b, sizeof b, "%s.gen.f.", ops[k].op);
		const char *rest = name + strlen(pre);
		int fl = starts(rest, b);
		if (!fl && !starts(rest, a))
			continue;
		if (ops[k].kind >= 0) {
			int kind = ops[k].kind;
			if (fl && kind == RA_ADD)
				kind = RA_FADD;
			else if (fl && kind != RA_XCHG) {
				ref_dec_error(p, call, "intrinsic '%s' is not supported", name);
				return 1;
			}
			ref_atomic_op(p, call, (RefAtomic)kind, LLVMGetOperand(call, 0),
			          LLVMGetOperand(call, 1));
			return 1;
		}
		LLVMValueRef cmp = LLVMGetOperand(call, 1);
		uint32_t i = ref_emit(p, RO_CMPXCHG, call);
		uint32_t x = ref_operand(p, LLVMGetOperand(call, 0), call);
		uint32_t y = ref_operand(p, cmp, call);
		uint32_t z = ref_operand(p, LLVMGetOperand(call, 2), call);
		RefInst *in = &p->insts[i];
		in->a = x;
		in->b = y;
		in->c = z;
		in->imm = 1;
		in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(cmp));
		in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(cmp));
		return 1;
	}
	return 0;
}

/* ---- libdevice (__nv_*): the reference's own table of every supported
 * function, by name (the front end has its own: front/libdevice.c) ---- */

/* How the reference computes one: a math function of the table above
 * (RO_FMATH, RO_IMATH), a classification (RO_FCLASS), or RO_LIBDEV. */
enum { LD_MATH, LD_UMATH, LD_CLASS, LD_LIB };

typedef struct {
	const char *name;
	uint8_t how;
	uint8_t fn;        /* RefFn, class (0 nan, 1 inf, 2 finite) or RefLd */
	uint8_t mode;      /* RO_LIBDEV naux: rounding mode, RL_UNSIGNED */
} RefLdName;

#define M(n, f) { n, LD_MATH, RF_##f, 0 }
#define MU(n, f) { n, LD_UMATH, RF_##f, 0 }
#define L(n, f) { n, LD_LIB, RL_##f, 0 }
#define LM(n, f, m) { n, LD_LIB, RL_##f, m }
#define MODES(p, f, u) LM(p "_rn", f, 0 | (u)), LM(p "_rz", f, 1 | (u)), \
	LM(p "_ru", f, 2 | (u)), LM(p "_rd", f, 3 | (u))

static const RefLdName ld_names[] = {
	M("__nv_abs", ABS), M("__nv_llabs", ABS), M("__nv_min", SMIN), M("__nv_max", SMAX),
	M("__nv_llmin", SMIN), M("__nv_llmax", SMAX), M("__nv_umin", UMIN),
	M("__nv_umax", UMAX), M("__nv_ullmin", UMIN), M("__nv_ullmax", UMAX),
	M("__nv_clz", CLZ), M("__nv_clzll", CLZ), M("__nv_popc", POPC), M("__nv_popcll", POPC),
	M("__nv_mul24", MUL24), MU("__nv_umul24", MUL24), M("__nv_mulhi", MULHI),
	MU("__nv_umulhi", MULHI), M("__nv_mul64hi", MULHI), MU("__nv_umul64hi", MULHI),
	M("__nv_ffs", FFS), M("__nv_ffsll", FFS), M("__nv_brev", BITREV),
	M("__nv_brevll", BITREV), L("__nv_byte_perm", BYTEPERM),
	L("__nv_hadd", HADD), L("__nv_rhadd", RHADD), LM("__nv_uhadd", HADD, RL_UNSIGNED),
	LM("__nv_urhadd", RHADD, RL_UNSIGNED), L("__nv_sad", SAD),
	LM("__nv_usad", SAD, RL_UNSIGNED),

	M("__nv_sqrtf", SQRT), M("__nv_sqrt", SQRT), M("__nv_rsqrtf", RSQRT),
	M("__nv_rsqrt", RSQRT), M("__nv_cbrtf", CBRT), M("__nv_cbrt", CBRT),
	M("__nv_expf", EXP), M("__nv_exp", EXP), M("__nv_fast_expf", EXP),
	M("__nv_exp2f", EXP2), M("__nv_exp2", EXP2), M("__nv_exp10f", EXP10),
	M("__nv_exp10", EXP10), M("__nv_fast_exp10f", EXP10), M("__nv_logf", LOG),
	M("__nv_log", LOG), M("__nv_fast_logf", LOG), M("__nv_log2f", LOG2),
	M("__nv_log2", LOG2), M("__nv_fast_log2f", LOG2), M("__nv_log10f", LOG10),
	M("__nv_log10", LOG10), M("__nv_fast_log10f", LOG10), M("__nv_powf", POW),
	M("__nv_pow", POW), M("__nv_fast_powf", POW), L("__nv_powif", POWI),
	L("__nv_powi", POWI), M("__nv_sinf", SIN), M("__nv_sin", SIN),
	M("__nv_fast_sinf", SIN), M("__nv_cosf", COS), M("__nv_cos", COS),
	M("__nv_fast_cosf", COS), M("__nv_tanf", TAN), M("__nv_tan", TAN),
	M("__nv_fast_tanf", TAN), M("__nv_asinf", ASIN), M("__nv_asin", ASIN),
	M("__nv_acosf", ACOS), M("__nv_acos", ACOS), M("__nv_atanf", ATAN),
	M("__nv_atan", ATAN), M("__nv_atan2f", ATAN2), M("__nv_atan2", ATAN2),
	M("__nv_sinhf", SINH), M("__nv_sinh", SINH), M("__nv_coshf", COSH),
	M("__nv_cosh", COSH), M("__nv_tanhf", TANH), M("__nv_tanh", TANH),
	M("__nv_fast_tanhf", TANH), M("__nv_erff", ERF), M("__nv_erf", ERF),
	M("__nv_fabsf", FABS), M("__nv_fabs", FABS), L("__nv_floorf", FLOOR),
	L("__nv_floor", FLOOR), L("__nv_ceilf", CEIL), L("__nv_ceil", CEIL),
	L("__nv_truncf", TRUNC), L("__nv_trunc", TRUNC), L("__nv_roundf", ROUND),
	L("__nv_round", ROUND), L("__nv_rintf", RINT), L("__nv_rint", RINT),
	L("__nv_nearbyintf", RINT), L("__nv_nearbyint", RINT), M("__nv_fminf", FMIN),
	M("__nv_fmin", FMIN), M("__nv_fmaxf", FMAX), M("__nv_fmax", FMAX),
	M("__nv_fmodf", FMOD), M("__nv_fmod", FMOD), M("__nv_fmaf", FMA), M("__nv_fma", FMA),
	M("__nv_saturatef", SAT), M("__nv_fast_fdividef", FDIV),
	M("__nv_copysignf", COPYSIGN), M("__nv_copysign", COPYSIGN),
	LM("__nv_llrintf", F2I, 0), LM("__nv_llrint", F2I, 0),
	L("__nv_llroundf", LLROUND), L("__nv_llround", LLROUND),

	L("__nv_frsqrt_rn", RSQRT_RN), L("__nv_normcdff", NORMCDF), L("__nv_erfcxf", ERFCX),
	L("__nv_cyl_bessel_i0f", I0), L("__nv_cyl_bessel_i1f", I1), L("__nv_erfinvf", ERFINV), L("__nv_erfcinvf", ERFCINV), L("__nv_normcdfinvf", NORMCDFINV), L("__nv_expm1f", EXPM1), L("__nv_expm1", EXPM1), L("__nv_log1pf", LOG1P),
	L("__nv_log1p", LOG1P), L("__nv_asinhf", ASINH), L("__nv_asinh", ASINH),
	L("__nv_acoshf", ACOSH), L("__nv_acosh", ACOSH), L("__nv_atanhf", ATANH),
	L("__nv_atanh", ATANH), L("__nv_erfcf", ERFC), L("__nv_erfc", ERFC),
	L("__nv_lgammaf", LGAMMA), L("__nv_lgamma", LGAMMA), L("__nv_tgammaf", TGAMMA),
	L("__nv_tgamma", TGAMMA), L("__nv_j0f", J0), L("__nv_j0", J0), L("__nv_j1f", J1),
	L("__nv_j1", J1), L("__nv_y0f", Y0), L("__nv_y0", Y0), L("__nv_y1f", Y1),
	L("__nv_y1", Y1), L("__nv_jnf", JN), L("__nv_jn", JN), L("__nv_ynf", YN),
	L("__nv_yn", YN), L("__nv_logbf", LOGB), L("__nv_logb", LOGB),
	L("__nv_ilogbf", ILOGB), L("__nv_ilogb", ILOGB), L("__nv_rcbrtf", RCBRT),
	L("__nv_rcbrt", RCBRT), L("__nv_sinpif", SINPI), L("__nv_sinpi", SINPI),
	L("__nv_cospif", COSPI), L("__nv_cospi", COSPI), L("__nv_hypotf", HYPOT),
	L("__nv_hypot", HYPOT), L("__nv_rhypotf", RHYPOT), L("__nv_rhypot", RHYPOT),
	L("__nv_remainderf", REMAINDER), L("__nv_remainder", REMAINDER),
	L("__nv_nextafterf", NEXTAFTER), L("__nv_nextafter", NEXTAFTER),
	L("__nv_ldexpf", LDEXP), L("__nv_ldexp", LDEXP), L("__nv_scalbnf", LDEXP),
	L("__nv_scalbn", LDEXP), L("__nv_float2half_rn", F2HALF),
	L("__nv_half2float", HALF2F), L("__nv_norm3df", NORM3), L("__nv_norm3d", NORM3),
	L("__nv_rnorm3df", RNORM3), L("__nv_rnorm3d", RNORM3), L("__nv_norm4df", NORM4),
	L("__nv_norm4d", NORM4), L("__nv_rnorm4df", RNORM4), L("__nv_rnorm4d", RNORM4),

	L("__nv_sincosf", SINCOS), L("__nv_sincos", SINCOS), L("__nv_fast_sincosf", SINCOS),
	L("__nv_sincospif", SINCOSPI), L("__nv_sincospi", SINCOSPI),
	L("__nv_frexpf", FREXP), L("__nv_frexp", FREXP), L("__nv_modff", MODF),
	L("__nv_modf", MODF), L("__nv_remquof", REMQUO), L("__nv_remquo", REMQUO),

	{ "__nv_isnanf", LD_CLASS, 0, 0 }, { "__nv_isnand", LD_CLASS, 0, 0 },
	{ "__nv_isinff", LD_CLASS, 1, 0 }, { "__nv_isinfd", LD_CLASS, 1, 0 },
	{ "__nv_finitef", LD_CLASS, 2, 0 }, { "__nv_isfinited", LD_CLASS, 2, 0 },
	L("__nv_signbitf", SIGNBIT), L("__nv_signbitd", SIGNBIT),
	L("__nv_fdimf", FDIM), L("__nv_fdim", FDIM), L("__nv_nanf", NAN), L("__nv_nan", NAN),
	L("__nv_float_as_int", BITS), L("__nv_float_as_uint", BITS),
	L("__nv_int_as_float", BITS), L("__nv_uint_as_float", BITS),
	L("__nv_double_as_longlong", BITS), L("__nv_longlong_as_double", BITS),
	L("__nv_double2hiint", HIINT), L("__nv_double2loint", LOINT),
	L("__nv_hiloint2double", HILO),

	MODES("__nv_fadd", ADD, 0), MODES("__nv_dadd", ADD, 0),
	MODES("__nv_fsub", SUB, 0), MODES("__nv_dsub", SUB, 0),
	MODES("__nv_fmul", MUL, 0), MODES("__nv_dmul", MUL, 0),
	MODES("__nv_fdiv", DIV, 0), MODES("__nv_ddiv", DIV, 0),
	MODES("__nv_frcp", RCP, 0), MODES("__nv_drcp", RCP, 0),
	MODES("__nv_fsqrt", SQRT, 0), MODES("__nv_dsqrt", SQRT, 0),
	MODES("__nv_fmaf", FMA, 0), MODES("__nv_fmaf_ieee", FMA, 0), MODES("__nv_fma", FMA, 0),
	MODES("__nv_float2int", F2I, 0), MODES("__nv_float2uint", F2I, RL_UNSIGNED),
	MODES("__nv_float2ll", F2I, 0), MODES("__nv_float2ull", F2I, RL_UNSIGNED),
	MODES("__nv_double2int", F2I, 0), MODES("__nv_double2uint", F2I, RL_UNSIGNED),
	MODES("__nv_double2ll", F2I, 0), MODES("__nv_double2ull", F2I, RL_UNSIGNED),
	MODES("__nv_int2float", I2F, 0), MODES("__nv_uint2float", I2F, RL_UNSIGNED),
	MODES("__nv_ll2float", I2F, 0), MODES("__nv_ull2float", I2F, RL_UNSIGNED),
	MODES("__nv_ll2double", I2F, 0), MODES("__nv_ull2double", I2F, RL_UNSIGNED),
	LM("__nv_int2double_rn", I2F, 0), LM("__nv_uint2double_rn", I2F, RL_UNSIGNED),
	MODES("__nv_double2float", D2F, 0),
};

/* The payload of nan's constant tag string (libdevice's reading: "0x"
 * hexadecimal, a leading 0 octal, else decimal; a bad digit gives 0, an
 * overflow all ones); 0 if the tag is not a constant string. */
static int
nan_tag(LLVMValueRef p, uint64_t *payload)
{
	while (LLVMIsAConstantExpr(p) && LLVMGetNumOperands(p) > 0) {
		LLVMOpcode op = LLVMGetConstOpcode(p);
		if (op == LLVMGetElementPtr) {
			for (int k = 1; k < LLVMGetNumOperands(p); k++) {
				LLVMValueRef ix = LLVMGetOperand(p, (unsigned)k);
				if (!LLVMIsAConstantInt(ix) || LLVMConstIntGetZExtValue(ix))
					return 0;
			}
		} else if (op != LLVMAddrSpaceCast && op != LLVMBitCast) {
			return 0;
		}
		p = LLVMGetOperand(p, 0);
	}
	LLVMValueRef init = LLVMIsAGlobalVariable(p) && LLVMIsGlobalConstant(p)
	                  ? LLVMGetInitializer(p) : NULL;
	if (init && LLVMIsAConstantAggregateZero(init)) {  /* "" */
		*payload = 0;
		return 1;
	}
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return 0;
	size_t n;
	const char *s = LLVMGetAsString(init, &n);
	unsigned base = 10;
	size_t i = 0;
	int bad = 0, ovfl = 0;
	uint64_t v = 0;
	if (n && s[0] == '0')
		base = 8, i = 1;
	if (base == 8 && n > 1 && (s[1] == 'x' || s[1] == 'X'))
		base = 16, i = 2;
	for (; i < n && s[i]; i++) {
		int c = tolower((unsigned char)s[i]);
		int d = isdigit(c) ? c - '0' : base == 16 && c >= 'a' && c <= 'f' ? c - 'a' + 10 : 99;
		if (d >= (int)base) {
			bad = 1;
			continue;
		}
		if (v > (UINT64_MAX - (uint64_t)d) / base)
			ovfl = 1;
		v = v * base + (uint64_t)d;
	}
	*payload = bad ? 0 : ovfl ? UINT64_MAX : v;
	return 1;
}

static int
ref_libdevice_call(RefProg *p, LLVMValueRef call, const char *name)
{
	const RefLdName *f = NULL;

	if (!starts(name, "__nv_"))
		return 0;
	for (size_t k = 0; k < sizeof ld_names / sizeof *ld_names && !f; k++)
		if (strcmp(ld_names[k].name, name) == 0)
			f = &ld_names[k];
	if (!f) {
		ref_dec_error(p, call, "libdevice function '%s' is not supported", name);
		return 1;
	}
	if (f->how == LD_MATH || f->how == LD_UMATH) {
		if (!math_call(p, call, (RefFn)f->fn, f->how == LD_UMATH))
			ref_dec_error(p, call, "libdevice function '%s' is not supported", name);
		return 1;
	}
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMValueRef x = LLVMGetOperand(call, 0);
	LLVMTypeRef rt = LLVMTypeOf(call);
	if (f->how == LD_CLASS) {
		uint32_t i = ref_emit(p, RO_FCLASS, call);
		uint32_t a = ref_operand(p, x, call);
		p->insts[i].a = a;
		p->insts[i].imm = f->fn;
		p->insts[i].bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(x));
		p->insts[i].rbits = (uint8_t)ref_scalar_bits(rt);
		return 1;
	}
	RefLd fn = (RefLd)f->fn;
	/* the float operand's width: the second argument of jn, yn */
	LLVMValueRef fx = (fn == RL_JN || fn == RL_YN) && nargs > 1 ? LLVMGetOperand(call, 1) : x;
	int two = fn >= RL_SINCOS;
	unsigned nops = two ? (fn == RL_REMQUO ? 2 : 1) : nargs;
	uint32_t ops[4] = { 0, 0, 0, 0 }, payload_lo = 0, payload_hi = 0;
	if (fn == RL_NAN) {
		uint64_t pl;
		if (!nan_tag(x, &pl)) {
			ref_dec_error(p, call, "libdevice function '%s' with a tag that is "
			              "not a constant string is not supported", name);
			return 1;
		}
		payload_lo = (uint32_t)pl;
		payload_hi = (uint32_t)(pl >> 32);
		nops = 0;
	}
	for (unsigned k = 0; k < nops && k < 4; k++)
		ops[k] = ref_operand(p, LLVMGetOperand(call, k), call);
	uint32_t i = ref_emit(p, RO_LIBDEV, call);
	RefInst *in = &p->insts[i];
	in->imm = fn;
	in->a = ops[0];
	in->b = ops[1];
	in->c = ops[2];
	in->aux = fn == RL_NAN ? payload_lo : ops[3];
	in->naux = fn == RL_NAN ? payload_hi : f->mode;
	in->bits = (uint8_t)(fn == RL_NAN ? ref_scalar_bits(rt) : ref_scalar_bits(LLVMTypeOf(fx)));
	in->rbits = (uint8_t)(two ? in->bits : ref_scalar_bits(rt));
	if (!two)
		return 1;
	/* two results: to fresh slots, then the stores (and the return value) */
	uint32_t res = ref_new_slots(p, 2);
	p->insts[i].dst = res;
	unsigned fbits = p->insts[i].bits;
	for (unsigned k = 0; k < 2; k++) {
		unsigned pk = fn == RL_SINCOS || fn == RL_SINCOSPI ? k + 1 : k ? (fn == RL_REMQUO ? 2 : 1) : 99;
		if (pk == 99) {  /* the first result is the call's value */
			uint32_t j = ref_emit(p, RO_MOV, call);
			p->insts[j].a = res;
			p->insts[j].rbits = (uint8_t)fbits;
			continue;
		}
		unsigned vb = k && (fn == RL_FREXP || fn == RL_REMQUO) ? 32 : fbits;
		uint32_t j = ref_emit(p, RO_STORE, call);
		uint32_t a = ref_operand(p, LLVMGetOperand(call, pk), call);
		in = &p->insts[j];
		in->a = a;
		in->b = res + k;
		in->imm = vb / 8;
		in->bits = in->rbits = (uint8_t)vb;
	}
	return 1;
}

static const char *const sreg_names[12] = {
	"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
	"ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z"
};

/* OpenCL built-ins by their Itanium-mangled names: "_Z13get_global_idj" ->
 * "get_global_id" and the first parameter's type code 'j'. */
static int
demangle(const char *name, char *base, size_t size, char *ptype)
{
	if (name[0] != '_' || name[1] != 'Z' || !isdigit((unsigned char)name[2]))
		return 0;
	char *end;
	unsigned long n = strtoul(name + 2, &end, 10);
	if (n == 0 || n >= size || strlen(end) < n)
		return 0;
	memcpy(base, end, n);
	base[n] = 0;
	*ptype = end[n];
	return 1;
}

/* Warp-level operations (executed by ref_exec.c for a whole warp): shuffles
 * llvm.nvvm.shfl[.sync].MODE.{i32,f32} (the .sync forms' membermask is
 * ignored), votes llvm.nvvm.vote.MODE[.sync], activemask and
 * bar.warp.sync. Modes are numbered as IsaShfl and IsaVote. */
static void
warp_call(RefProg *p, LLVMValueRef call, const char *name)
{
	static const char *const shfl[] = { "idx.", "up.", "down.", "bfly." };
	static const char *const vote[] = { "all", "any", "uni", "ballot" };
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMTypeRef rt = LLVMTypeOf(call);

	if (starts(name, "llvm.nvvm.bar.warp.sync")) {
		simple(p, call, RO_WARPSYNC, 0);
		return;
	}
	if (strcmp(name, "llvm.nvvm.activemask") == 0) {
		simple(p, call, RO_VOTE, ISA_VOTE_BALLOT);
		p->insts[p->ninsts - 1].naux = 1;
		return;
	}
	if (starts(name, "llvm.nvvm.shfl.")) {
		const char *s = name + strlen("llvm.nvvm.shfl.");
		unsigned first = starts(s, "sync.") ? 1 : 0;
		s += first ? 5 : 0;
		for (int k = 0; k < 4; k++) {
			if (!starts(s, shfl[k]))
				continue;
			const char *ty = s + strlen(shfl[k]);
			if ((strcmp(ty, "i32") && strcmp(ty, "f32")) || nargs != first + 3 ||
			    ref_scalar_bits(rt) != 32)
				break;
			uint32_t i = ref_emit(p, RO_SHFL, call);
			uint32_t a = ref_operand(p, LLVMGetOperand(call, first), call);
			uint32_t b = ref_operand(p, LLVMGetOperand(call, first + 1), call);
			uint32_t c = ref_operand(p, LLVMGetOperand(call, first + 2), call);
			RefInst *in = &p->insts[i];
			in->imm = (uint64_t)k;
			in->a = a;
			in->b = b;
			in->c = c;
			in->rbits = 32;
			return;
		}
		ref_dec_error(p, call, "warp shuffle '%s' is not supported (only the "
		          "value forms .i32 and .f32)", name);
		return;
	}
	const char *s = name + strlen("llvm.nvvm.vote.");
	for (int k = 0; k < 4; k++) {
		size_t n = strlen(vote[k]);
		if (strncmp(s, vote[k], n) || (s[n] && strcmp(s + n, ".sync")) || nargs < 1 ||
		    ref_scalar_bits(LLVMTypeOf(LLVMGetOperand(call, nargs - 1))) != 1 ||
		    ref_scalar_bits(rt) != (k == ISA_VOTE_BALLOT ? 32u : 1u))
			continue;
		uint32_t i = ref_emit(p, RO_VOTE, call);
		uint32_t a = ref_operand(p, LLVMGetOperand(call, nargs - 1), call);
		p->insts[i].imm = (uint64_t)k;
		p->insts[i].a = a;
		p->insts[i].rbits = (uint8_t)ref_scalar_bits(rt);
		return;
	}
	ref_dec_error(p, call, "warp vote '%s' is not supported", name);
}

/* A point-sampled fetch from a texture object: the inline asm
 * "tex.Nd.v4.T.C" of the CUDA headers or llvm.nvvm.tex.unified.Nd.v4T.C (N 1,
 * 2 or 3, or a1 and a2: a layered fetch, its layer before the coordinates,
 * or cube: a cubemap fetch, a direction x, y, z of floats, or acube: a
 * layer, then a direction; T f32, s32 or u32; C s32 or f32 coordinates),
 * read as a whole by RO_TEX (ref_exec.c). Parsed here independently of the
 * front end; any other texture form is refused. *shape: 1 if a layer
 * operand comes first, | 2 if a cubemap. */
static int
tex_form(const char *m, int *dims, int *fcoord, int *shape)
{
	static const char *const elem[] = { "f32", "s32", "u32" };
	static const char *const form[] = { "1d", "2d", "3d", "a1d", "a2d", "cube", "acube" };
	static const int shapes[] = { 0, 0, 0, 1, 1, 2, 3 };
	char want[64];

	for (int n = 0; n < 7; n++)
		for (int e = 0; e < 3; e++)
			for (int c = n >= 5; c < 2; c++) {
				const char *co = c ? "f32" : "s32";
				snprintf(want, sizeof want, "tex.%s.v4.%s.%s", form[n], elem[e], co);
				int hit = strcmp(m, want) == 0;
				snprintf(want, sizeof want, "llvm.nvvm.tex.unified.%s.v4%s.%s",
				         form[n], elem[e], co);
				if (hit || strcmp(m, want) == 0) {
					*dims = n < 3 ? n + 1 : n == 3 ? 1 : 2;
					*fcoord = c;
					*shape = shapes[n];
					return 1;
				}
			}
	return 0;
}

static void
tex_call(RefProg *p, LLVMValueRef call, const char *form)
{
	LLVMTypeRef rt = LLVMTypeOf(call);
	int dims = 0, fcoord = 0, shape = 0;
	int ok = tex_form(form, &dims, &fcoord, &shape);
	int layered = shape & 1, nops = (shape & 2 ? 3 : dims) + layered;

	ok = ok && LLVMGetTypeKind(rt) == LLVMStructTypeKind &&
	     LLVMCountStructElementTypes(rt) == 4 &&
	     ref_scalar_bits(LLVMStructGetTypeAtIndex(rt, 0)) == 32 &&
	     LLVMGetNumArgOperands(call) == 1u + (unsigned)nops &&
	     ref_scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 0))) == 64;
	/* operands 1..: the layer (an integer) if layered, the coordinates or
	 * a cubemap's direction */
	for (int k = 0; ok && k < nops; k++) {
		LLVMTypeRef ct = LLVMTypeOf(LLVMGetOperand(call, 1 + (unsigned)k));
		int fl = k >= layered && fcoord;
		ok = (LLVMGetTypeKind(ct) == LLVMFloatTypeKind) == fl &&
		     ref_scalar_bits(ct) == 32;
	}
	if (!ok) {
		ref_dec_error(p, call, "texture fetch '%s' is not supported (only "
		              "point-sampled 1-D, 2-D and 3-D fetches, 1-D and 2-D "
		              "layered and (layered) cubemap ones are)", form);
		return;
	}
	uint32_t i = ref_emit(p, RO_TEX, call);
	uint32_t c[4] = { 0, 0, 0, 0 };
	uint32_t h = ref_operand(p, LLVMGetOperand(call, 0), call);
	for (int k = 0; k < nops; k++)
		c[k] = ref_operand(p, LLVMGetOperand(call, 1 + (unsigned)k), call);
	/* a layered cubemap's layer goes to imm's high half, its direction to
	 * b, c, aux as a cubemap's */
	int lc = shape == 3;
	p->insts[i].a = h;
	p->insts[i].b = c[lc];
	p->insts[i].c = c[lc + 1];
	p->insts[i].aux = c[lc + 2];
	p->insts[i].imm = (uint64_t)dims | (uint64_t)fcoord << 2 | (uint64_t)shape << 3 |
	                  (lc ? (uint64_t)c[0] << 32 : 0);
}

/* The PTX instruction an inline asm call starts with, from its printed
 * form ("tex.1d.v4.f32.s32"). */
static void
asm_text(LLVMValueRef call, char *out, size_t size)
{
	char *s = LLVMPrintValueToString(call);
	const char *q = strstr(s, " asm ");
	size_t n = 0;

	if (q && (q = strchr(q, '"')) != NULL) {
		q++;
		while (q[n] && strchr("\" \\;", q[n]) == NULL && n + 1 < size)
			n++;
		memcpy(out, q, n);
	}
	out[n] = 0;
	LLVMDisposeMessage(s);
}

/* A call of an llvm.* intrinsic (NVVM's included). */
static void
llvm_call(RefProg *p, LLVMValueRef call, const char *name)
{
	char base[256];

	static const char *const skip[] = {
		"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.invariant.",
		"llvm.experimental.noalias.scope.decl", "llvm.var.annotation",
		"llvm.donothing", "llvm.sideeffect", "llvm.prefetch",
		"llvm.nvvm.prefetch", "llvm.nvvm.membar.", "llvm.nvvm.fence.",
	};
	for (size_t k = 0; k < sizeof skip / sizeof *skip; k++)
		if (starts(name, skip[k])) {
			/* sequential execution is sequentially consistent:
			 * fences order nothing more */
			if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
				simple(p, call, RO_NOP, 0);
			return;
		}
	const char *sr = "llvm.nvvm.read.ptx.sreg.";
	if (strcmp(name, "llvm.nvvm.read.ptx.sreg.clock") == 0 ||
	    strcmp(name, "llvm.nvvm.read.ptx.sreg.clock64") == 0) {
		simple(p, call, RO_CLOCK, 0);
		return;
	}
	if (starts(name, sr)) {
		for (int k = 0; k < 12; k++)
			if (strcmp(name + strlen(sr), sreg_names[k]) == 0) {
				simple(p, call, RO_SREG, (uint64_t)k);
				return;
			}
		ref_dec_error(p, call, "special register '%s' is not supported "
		          "(threads are not grouped into warps)", name);
		return;
	}
	if (starts(name, "llvm.nvvm.shfl.") || starts(name, "llvm.nvvm.vote.") ||
	    strcmp(name, "llvm.nvvm.activemask") == 0 ||
	    starts(name, "llvm.nvvm.bar.warp.sync")) {
		warp_call(p, call, name);
		return;
	}
	if (strcmp(name, "llvm.nvvm.barrier0") == 0 || starts(name, "llvm.nvvm.barrier.sync") ||
	    starts(name, "llvm.nvvm.bar.sync") || starts(name, "llvm.nvvm.barrier.cta.sync")) {
		if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) {
			ref_dec_error(p, call, "barriers with a result are not supported");
			return;
		}
		simple(p, call, RO_BARRIER, 0);
		return;
	}
	if (checked_call(p, call, name) || scoped_atomic(p, call, name))
		return;
	if (starts(name, "llvm.nvvm.atomic.load.inc.32") || starts(name, "llvm.nvvm.atomic.inc.")) {
		ref_atomic_op(p, call, RA_UINC, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
		return;
	}
	if (starts(name, "llvm.nvvm.atomic.load.dec.32") || starts(name, "llvm.nvvm.atomic.dec.")) {
		ref_atomic_op(p, call, RA_UDEC, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
		return;
	}
	if (starts(name, "llvm.nvvm.atomic.load.add.f") || starts(name, "llvm.nvvm.atomic.add.gen.f")) {
		ref_atomic_op(p, call, RA_FADD, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
		return;
	}
	if (starts(name, "llvm.memcpy.") || starts(name, "llvm.memmove.") ||
	    starts(name, "llvm.memset.")) {
		int set = starts(name, "llvm.memset.");
		uint32_t k = ref_emit(p, set ? RO_MEMSET : RO_MEMCPY, call);
		uint32_t a = ref_operand(p, LLVMGetOperand(call, 0), call);
		uint32_t b = ref_operand(p, LLVMGetOperand(call, 1), call);
		uint32_t c = ref_operand(p, LLVMGetOperand(call, 2), call);
		p->insts[k].a = a;
		p->insts[k].b = b;
		p->insts[k].c = c;
		p->insts[k].bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 2)));
		return;
	}
	/* NVVM math and integer helpers */
	static const struct { const char *prefix; RefFn fn; int u; } nv[] = {
		{ "llvm.nvvm.ex2.approx", RF_EXP2, 0 }, { "llvm.nvvm.lg2.approx", RF_LOG2, 0 },
		{ "llvm.nvvm.sin.approx", RF_SIN, 0 }, { "llvm.nvvm.cos.approx", RF_COS, 0 },
		{ "llvm.nvvm.sqrt.", RF_SQRT, 0 }, { "llvm.nvvm.rsqrt.approx", RF_RSQRT, 0 },
		{ "llvm.nvvm.rcp.", RF_RCP, 0 }, { "llvm.nvvm.div.", RF_FDIV, 0 },
		{ "llvm.nvvm.saturate.", RF_SAT, 0 }, { "llvm.nvvm.fabs.", RF_FABS, 0 },
		{ "llvm.nvvm.fmin.", RF_FMIN, 0 }, { "llvm.nvvm.fmax.", RF_FMAX, 0 },
		{ "llvm.nvvm.floor.", RF_FLOOR, 0 }, { "llvm.nvvm.ceil.", RF_CEIL, 0 },
		{ "llvm.nvvm.trunc.", RF_TRUNC, 0 },
		/* cvt.rni: round to nearest, ties to even */
		{ "llvm.nvvm.round.", RF_RINT, 0 },
		{ "llvm.nvvm.fma.", RF_FMA, 0 },
		{ "llvm.nvvm.mul24.ui", RF_MUL24, 1 }, { "llvm.nvvm.mul24.i", RF_MUL24, 0 },
		{ "llvm.nvvm.mulhi.ui", RF_MULHI, 1 }, { "llvm.nvvm.mulhi.ull", RF_MULHI, 1 },
		{ "llvm.nvvm.mulhi.", RF_MULHI, 0 }, { "llvm.nvvm.abs.", RF_ABS, 0 },
		{ "llvm.nvvm.min.ui", RF_SMIN, 1 }, { "llvm.nvvm.min.ull", RF_SMIN, 1 },
		{ "llvm.nvvm.min.", RF_SMIN, 0 },
		{ "llvm.nvvm.max.ui", RF_SMAX, 1 }, { "llvm.nvvm.max.ull", RF_SMAX, 1 },
		{ "llvm.nvvm.max.", RF_SMAX, 0 },
		{ "llvm.nvvm.popc.", RF_POPC, 0 }, { "llvm.nvvm.clz.", RF_CLZ, 0 },
	};
	for (size_t k = 0; k < sizeof nv / sizeof *nv; k++)
		if (starts(name, nv[k].prefix)) {
			if (!math_call(p, call, nv[k].fn, nv[k].u))
				ref_dec_error(p, call, "intrinsic '%s' is not supported", name);
			return;
		}
	if (!starts(name, "llvm.nvvm.")) {
		/* llvm.<base>.<types> */
		size_t n = strcspn(name + 5, ".");
		RefFn fn;
		if (n < sizeof base) {
			memcpy(base, name + 5, n);
			base[n] = 0;
			if (strcmp(base, "min") && strcmp(base, "max") && strcmp(base, "mul24") &&
			    fn_lookup(base, &fn) && math_call(p, call, fn, 0))
				return;
		}
	}
	ref_dec_error(p, call, "intrinsic '%s' is not supported", name);
}

/* A call of an OpenCL built-in function (its Itanium-mangled name); 1 if
 * it was one that is supported. */
static int
opencl_call(RefProg *p, LLVMValueRef call, const char *name)
{
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	char base[256], ptype = 0;
	RefFn fn;

	if (!demangle(name, base, sizeof base, &ptype))
		return 0;
	static const char *const wi[] = {
		"get_global_id", "get_local_id", "get_group_id", "get_local_size",
		"get_num_groups", "get_global_size", "get_work_dim", "get_global_offset"
	};
	for (int k = 0; k < 8; k++)
		if (strcmp(base, wi[k]) == 0) {
			uint32_t i = ref_emit(p, RO_WORKITEM, call);
			uint32_t a = nargs ? ref_operand(p, LLVMGetOperand(call, 0), call) : 0;
			p->insts[i].imm = (uint64_t)k;
			p->insts[i].a = a;
			p->insts[i].bits = nargs ? (uint8_t)ref_scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 0))) : 0;
			p->insts[i].rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(call));
			return 1;
		}
	if (strcmp(base, "barrier") == 0 || strcmp(base, "work_group_barrier") == 0) {
		simple(p, call, RO_BARRIER, 0);
		return 1;
	}
	if (strstr(base, "mem_fence"))
		return 1;
	const char *b = starts(base, "native_") ? base + 7
	              : starts(base, "half_") ? base + 5 : base;
	/* unsigned OpenCL integer arguments: uchar, ushort, uint, ulong */
	int u = ptype == 'h' || ptype == 't' || ptype == 'j' || ptype == 'm';
	if (fn_lookup(b, &fn)) {
		if (fn == RF_ABS && u) {
			/* abs of an unsigned value is the value */
			uint32_t i = ref_emit(p, RO_MOV, call);
			uint32_t a = ref_operand(p, LLVMGetOperand(call, 0), call);
			p->insts[i].a = a;
			p->insts[i].rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(call));
			return 1;
		}
		if (math_call(p, call, fn, u))
			return 1;
	}
	return 0;
}

void
ref_call_inst(RefProg *p, LLVMValueRef call)
{
	LLVMValueRef callee = LLVMGetCalledValue(call);
	char name[256];
	size_t len;

	if (LLVMIsAInlineAsm(callee)) {
		char m[64];
		asm_text(call, m, sizeof m);
		if (starts(m, "tex.") || starts(m, "tld4."))
			tex_call(p, call, m);
		else if (!ref_ptx_call(p, call))
			ref_dec_error(p, call, "inline asm is not supported");
		return;
	}
	if (!LLVMIsAFunction(callee)) {
		ref_dec_error(p, call, "indirect calls are not supported");
		return;
	}
	const char *s = LLVMGetValueName2(callee, &len);
	snprintf(name, sizeof name, "%.*s", (int)len, s);
	if (starts(name, "llvm.nvvm.tex.") || starts(name, "llvm.nvvm.tld4.")) {
		tex_call(p, call, name);
		return;
	}
	if (starts(name, "llvm.")) {
		llvm_call(p, call, name);
		return;
	}
	if (strcmp(name, FRONT_ASSERT_FN) == 0) {
		uint64_t ix[2] = { 0, 0 };
		uint32_t k = ref_emit(p, RO_ASSERT, call);
		uint32_t a = ref_operand(p, LLVMGetOperand(call, 0), call);
		if (LLVMGetNumArgOperands(call) != 6 ||
		    front_const_int(LLVMGetOperand(call, 1), ix) || ix[1])
			ref_dec_error(p, call, "assertion without its index");
		p->insts[k].a = a;
		p->insts[k].imm = ix[0];
		return;
	}
	if (!LLVMIsDeclaration(callee)) {
		ref_dec_error(p, call, "call to '%s' remains after inlining", name);
		return;
	}
	if (ref_libdevice_call(p, call, name) || opencl_call(p, call, name))
		return;
	if (strcmp(name, "vprintf") == 0 || strcmp(name, "printf") == 0)
		ref_dec_error(p, call, "printf is not supported");
	else
		ref_dec_error(p, call, "call to external function '%s' is not supported", name);
}
