/* Every function of libdevice (CUDA's libdevice.10.bc), by name: each is
 * one operation, an expansion into operations, or refused with the reason
 * at the call's line. The table below is the one docs/libdevice.md shows
 * (tests/libdevice checks that they list the same functions). */
#include <math.h>
#include <string.h>

#include "front_int.h"

/* How a function is translated; `op`, `imm` and `aux` are its row's. */
typedef enum {
	LK_OP,       /* op over the arguments, imm */
	LK_RND,      /* imm: rounding mode; op for round-to-nearest, aux for the others */
	LK_SUB,      /* a - b in mode imm */
	LK_RCP,      /* 1 / x in mode imm */
	LK_F2I,      /* op (rint, trunc, floor, ceil), then to an integer; aux 1 unsigned */
	LK_I2F,      /* integer to float in mode imm; aux 1 unsigned */
	LK_D2F,      /* f64 to f32 in mode imm */
	LK_BITS,     /* the same bits as another type */
	LK_HIINT, LK_LOINT, LK_HILO,
	LK_CLASS,    /* aux: 0 isnan, 1 isinf, 2 finite */
	LK_SIGNBIT, LK_COPYSIGN, LK_FDIM,
	LK_FFS, LK_BREV, LK_BYTEPERM,
	LK_HADD,     /* aux: 0 hadd, 1 rhadd; imm 1 unsigned */
	LK_SAD,      /* imm 1 unsigned */
	LK_SINCOS,   /* op FSIN/FCOS, or FLIB1 sinpi/cospi when aux */
	LK_FREXP, LK_MODF, LK_REMQUO,
	LK_NAN,
	LK_NORM,     /* aux: 3 or 4 operands; imm 1 reciprocal */
	LK_REFUSE,
} LdKind;

typedef struct {
	const char *name;
	uint8_t kind;
	uint16_t op;
	int64_t imm;
	int aux;
	const char *why;     /* LK_REFUSE: the reason */
} LdFn;

#define OPF(n, o) { n, LK_OP, OP_##o, 0, 0, NULL }
#define OPI(n, o, i) { n, LK_OP, OP_##o, i, 0, NULL }
#define LIB1(n, f) { n, LK_OP, OP_FLIB1, LIBFN_##f, 0, NULL }
#define LIB2(n, f) { n, LK_OP, OP_FLIB2, LIBFN_##f, 0, NULL }
#define K(n, k, o, i, a) { n, k, o, i, a, NULL }
#define NO(n, w) { n, LK_REFUSE, 0, 0, 0, w }
/* the four rounding modes of one operation: _rn _rz _ru _rd */
#define RND4(p, rn, dir) \
	K(p "_rn", LK_RND, OP_##rn, 0, OP_##dir), K(p "_rz", LK_RND, OP_##rn, 1, OP_##dir), \
	K(p "_ru", LK_RND, OP_##rn, 2, OP_##dir), K(p "_rd", LK_RND, OP_##rn, 3, OP_##dir)
#define KND4(p, k, a) \
	K(p "_rn", k, 0, 0, a), K(p "_rz", k, 0, 1, a), K(p "_ru", k, 0, 2, a), \
	K(p "_rd", k, 0, 3, a)
#define F2I4(p, u) \
	K(p "_rn", LK_F2I, OP_FRINT, 0, u), K(p "_rz", LK_F2I, OP_FTRUNC, 0, u), \
	K(p "_ru", LK_F2I, OP_FCEIL, 0, u), K(p "_rd", LK_F2I, OP_FFLOOR, 0, u)

static const char no_f64[] =
	"no C library function defines it, and composing it from others in "
	"double loses more than libdevice's error bound; the f32 version is "
	"supported (computed in double)";

static const char no_f64_inv[] =
	"no C library function defines it; the f32 version is supported "
	"(Halley's iteration in double), a double one would need a wider type "
	"to iterate in and is not implemented";

static const char no_f64_series[] =
	"no C library function defines it; the f32 version is supported (its "
	"power series in double), a double one would need a wider type and is "
	"not implemented";

static const LdFn ld_fns[] = {
	/* integer */
	OPF("__nv_abs", IABS), OPF("__nv_llabs", IABS),
	OPF("__nv_min", SMIN), OPF("__nv_max", SMAX), OPF("__nv_llmin", SMIN),
	OPF("__nv_llmax", SMAX), OPF("__nv_umin", UMIN), OPF("__nv_umax", UMAX),
	OPF("__nv_ullmin", UMIN), OPF("__nv_ullmax", UMAX),
	OPF("__nv_clz", CLZ), OPF("__nv_clzll", CLZ),
	OPF("__nv_popc", POPC), OPF("__nv_popcll", POPC),
	OPI("__nv_mul24", MUL24, 0), OPI("__nv_umul24", MUL24, 1),
	OPI("__nv_mulhi", MULHI, 0), OPI("__nv_umulhi", MULHI, 1),
	OPI("__nv_mul64hi", MULHI, 0), OPI("__nv_umul64hi", MULHI, 1),
	K("__nv_ffs", LK_FFS, 0, 0, 0), K("__nv_ffsll", LK_FFS, 0, 0, 0),
	K("__nv_brev", LK_BREV, 0, 0, 0), K("__nv_brevll", LK_BREV, 0, 0, 0),
	K("__nv_byte_perm", LK_BYTEPERM, 0, 0, 0),
	K("__nv_hadd", LK_HADD, 0, 0, 0), K("__nv_rhadd", LK_HADD, 0, 0, 1),
	K("__nv_uhadd", LK_HADD, 0, 1, 0), K("__nv_urhadd", LK_HADD, 0, 1, 1),
	K("__nv_sad", LK_SAD, 0, 0, 0), K("__nv_usad", LK_SAD, 0, 1, 0),

	/* one operation, in both precisions */
	OPF("__nv_sqrtf", FSQRT), OPF("__nv_sqrt", FSQRT),
	OPF("__nv_rsqrtf", FRSQRT), OPF("__nv_rsqrt", FRSQRT),
	OPF("__nv_cbrtf", FCBRT), OPF("__nv_cbrt", FCBRT),
	OPF("__nv_expf", FEXP), OPF("__nv_exp", FEXP), OPF("__nv_fast_expf", FEXP),
	OPF("__nv_exp2f", FEXP2), OPF("__nv_exp2", FEXP2),
	OPF("__nv_exp10f", FEXP10), OPF("__nv_exp10", FEXP10),
	OPF("__nv_fast_exp10f", FEXP10),
	OPF("__nv_logf", FLOG), OPF("__nv_log", FLOG), OPF("__nv_fast_logf", FLOG),
	OPF("__nv_log2f", FLOG2), OPF("__nv_log2", FLOG2), OPF("__nv_fast_log2f", FLOG2),
	OPF("__nv_log10f", FLOG10), OPF("__nv_log10", FLOG10),
	OPF("__nv_fast_log10f", FLOG10),
	OPF("__nv_powf", FPOW), OPF("__nv_pow", FPOW), OPF("__nv_fast_powf", FPOW),
	LIB2("__nv_powif", POWI), LIB2("__nv_powi", POWI),
	OPF("__nv_sinf", FSIN), OPF("__nv_sin", FSIN), OPF("__nv_fast_sinf", FSIN),
	OPF("__nv_cosf", FCOS), OPF("__nv_cos", FCOS), OPF("__nv_fast_cosf", FCOS),
	OPF("__nv_tanf", FTAN), OPF("__nv_tan", FTAN), OPF("__nv_fast_tanf", FTAN),
	OPF("__nv_asinf", FASIN), OPF("__nv_asin", FASIN),
	OPF("__nv_acosf", FACOS), OPF("__nv_acos", FACOS),
	OPF("__nv_atanf", FATAN), OPF("__nv_atan", FATAN),
	OPF("__nv_atan2f", FATAN2), OPF("__nv_atan2", FATAN2),
	OPF("__nv_sinhf", FSINH), OPF("__nv_sinh", FSINH),
	OPF("__nv_coshf", FCOSH), OPF("__nv_cosh", FCOSH),
	OPF("__nv_tanhf", FTANH), OPF("__nv_tanh", FTANH), OPF("__nv_fast_tanhf", FTANH),
	OPF("__nv_erff", FERF), OPF("__nv_erf", FERF),
	OPF("__nv_fabsf", FABS), OPF("__nv_fabs", FABS),
	OPF("__nv_floorf", FFLOOR), OPF("__nv_floor", FFLOOR),
	OPF("__nv_ceilf", FCEIL), OPF("__nv_ceil", FCEIL),
	OPF("__nv_truncf", FTRUNC), OPF("__nv_trunc", FTRUNC),
	OPF("__nv_roundf", FROUND), OPF("__nv_round", FROUND),
	OPF("__nv_rintf", FRINT), OPF("__nv_rint", FRINT),
	OPF("__nv_nearbyintf", FRINT), OPF("__nv_nearbyint", FRINT),
	OPF("__nv_fminf", FMIN), OPF("__nv_fmin", FMIN),
	OPF("__nv_fmaxf", FMAX), OPF("__nv_fmax", FMAX),
	OPF("__nv_fmodf", FREM), OPF("__nv_fmod", FREM),
	OPF("__nv_fmaf", FMA), OPF("__nv_fma", FMA),
	OPF("__nv_saturatef", FSAT), OPF("__nv_fast_fdividef", FDIV),
	K("__nv_llrintf", LK_F2I, OP_FRINT, 0, 0), K("__nv_llrint", LK_F2I, OP_FRINT, 0, 0),
	K("__nv_llroundf", LK_F2I, OP_FROUND, 0, 0), K("__nv_llround", LK_F2I, OP_FROUND, 0, 0),

	/* the host C library's functions (FLIB1, FLIB2) */
	LIB1("__nv_expm1f", EXPM1), LIB1("__nv_expm1", EXPM1),
	LIB1("__nv_log1pf", LOG1P), LIB1("__nv_log1p", LOG1P),
	LIB1("__nv_asinhf", ASINH), LIB1("__nv_asinh", ASINH),
	LIB1("__nv_acoshf", ACOSH), LIB1("__nv_acosh", ACOSH),
	LIB1("__nv_atanhf", ATANH), LIB1("__nv_atanh", ATANH),
	LIB1("__nv_erfcf", ERFC), LIB1("__nv_erfc", ERFC),
	LIB1("__nv_lgammaf", LGAMMA), LIB1("__nv_lgamma", LGAMMA),
	LIB1("__nv_tgammaf", TGAMMA), LIB1("__nv_tgamma", TGAMMA),
	LIB1("__nv_j0f", J0), LIB1("__nv_j0", J0), LIB1("__nv_j1f", J1), LIB1("__nv_j1", J1),
	LIB1("__nv_y0f", Y0), LIB1("__nv_y0", Y0), LIB1("__nv_y1f", Y1), LIB1("__nv_y1", Y1),
	LIB2("__nv_jnf", JN), LIB2("__nv_jn", JN), LIB2("__nv_ynf", YN), LIB2("__nv_yn", YN),
	LIB1("__nv_logbf", LOGB), LIB1("__nv_logb", LOGB),
	LIB1("__nv_ilogbf", ILOGB), LIB1("__nv_ilogb", ILOGB),
	LIB1("__nv_frsqrt_rn", RSQRTRN), LIB1("__nv_normcdff", NORMCDF),
	LIB1("__nv_erfcxf", ERFCX), LIB1("__nv_erfinvf", ERFINV),
	LIB1("__nv_erfcinvf", ERFCINV), LIB1("__nv_normcdfinvf", NORMCDFINV),
	LIB1("__nv_cyl_bessel_i0f", BESSELI0), LIB1("__nv_cyl_bessel_i1f", BESSELI1),
	LIB1("__nv_rcbrtf", RCBRT), LIB1("__nv_rcbrt", RCBRT),
	LIB1("__nv_sinpif", SINPI), LIB1("__nv_sinpi", SINPI),
	LIB1("__nv_cospif", COSPI), LIB1("__nv_cospi", COSPI),
	LIB2("__nv_hypotf", HYPOT), LIB2("__nv_hypot", HYPOT),
	LIB2("__nv_rhypotf", RHYPOT), LIB2("__nv_rhypot", RHYPOT),
	LIB2("__nv_remainderf", REMAINDER), LIB2("__nv_remainder", REMAINDER),
	LIB2("__nv_nextafterf", NEXTAFTER), LIB2("__nv_nextafter", NEXTAFTER),
	LIB2("__nv_ldexpf", LDEXP), LIB2("__nv_ldexp", LDEXP),
	LIB2("__nv_scalbnf", LDEXP), LIB2("__nv_scalbn", LDEXP),
	LIB1("__nv_float2half_rn", F2HALF), LIB1("__nv_half2float", HALF2F),
	K("__nv_norm3df", LK_NORM, 0, 0, 3), K("__nv_norm3d", LK_NORM, 0, 0, 3),
	K("__nv_rnorm3df", LK_NORM, 0, 1, 3), K("__nv_rnorm3d", LK_NORM, 0, 1, 3),
	K("__nv_norm4df", LK_NORM, 0, 0, 4), K("__nv_norm4d", LK_NORM, 0, 0, 4),
	K("__nv_rnorm4df", LK_NORM, 0, 1, 4), K("__nv_rnorm4d", LK_NORM, 0, 1, 4),

	/* results through pointer arguments */
	K("__nv_sincosf", LK_SINCOS, 0, 0, 0), K("__nv_sincos", LK_SINCOS, 0, 0, 0),
	K("__nv_fast_sincosf", LK_SINCOS, 0, 0, 0),
	K("__nv_sincospif", LK_SINCOS, 0, 0, 1), K("__nv_sincospi", LK_SINCOS, 0, 0, 1),
	K("__nv_frexpf", LK_FREXP, 0, 0, 0), K("__nv_frexp", LK_FREXP, 0, 0, 0),
	K("__nv_modff", LK_MODF, 0, 0, 0), K("__nv_modf", LK_MODF, 0, 0, 0),
	K("__nv_remquof", LK_REMQUO, 0, 0, 0), K("__nv_remquo", LK_REMQUO, 0, 0, 0),

	/* classification, sign, bits */
	K("__nv_isnanf", LK_CLASS, 0, 0, 0), K("__nv_isnand", LK_CLASS, 0, 0, 0),
	K("__nv_isinff", LK_CLASS, 0, 0, 1), K("__nv_isinfd", LK_CLASS, 0, 0, 1),
	K("__nv_finitef", LK_CLASS, 0, 0, 2), K("__nv_isfinited", LK_CLASS, 0, 0, 2),
	K("__nv_signbitf", LK_SIGNBIT, 0, 0, 0), K("__nv_signbitd", LK_SIGNBIT, 0, 0, 0),
	K("__nv_copysignf", LK_COPYSIGN, 0, 0, 0), K("__nv_copysign", LK_COPYSIGN, 0, 0, 0),
	K("__nv_fdimf", LK_FDIM, 0, 0, 0), K("__nv_fdim", LK_FDIM, 0, 0, 0),
	K("__nv_nanf", LK_NAN, 0, 0, 0), K("__nv_nan", LK_NAN, 0, 0, 0),
	K("__nv_float_as_int", LK_BITS, 0, 0, 0), K("__nv_float_as_uint", LK_BITS, 0, 0, 0),
	K("__nv_int_as_float", LK_BITS, 0, 0, 0), K("__nv_uint_as_float", LK_BITS, 0, 0, 0),
	K("__nv_double_as_longlong", LK_BITS, 0, 0, 0),
	K("__nv_longlong_as_double", LK_BITS, 0, 0, 0),
	K("__nv_double2hiint", LK_HIINT, 0, 0, 0), K("__nv_double2loint", LK_LOINT, 0, 0, 0),
	K("__nv_hiloint2double", LK_HILO, 0, 0, 0),

	/* arithmetic with a rounding mode */
	RND4("__nv_fadd", FADD, FADDR), RND4("__nv_dadd", FADD, FADDR),
	RND4("__nv_fmul", FMUL, FMULR), RND4("__nv_dmul", FMUL, FMULR),
	RND4("__nv_fdiv", FDIV, FDIVR), RND4("__nv_ddiv", FDIV, FDIVR),
	RND4("__nv_fsqrt", FSQRT, FSQRTR), RND4("__nv_dsqrt", FSQRT, FSQRTR),
	RND4("__nv_fmaf", FMA, FMAR), RND4("__nv_fmaf_ieee", FMA, FMAR),
	RND4("__nv_fma", FMA, FMAR),
	KND4("__nv_fsub", LK_SUB, 0), KND4("__nv_dsub", LK_SUB, 0),
	KND4("__nv_frcp", LK_RCP, 0), KND4("__nv_drcp", LK_RCP, 0),

	/* conversions */
	F2I4("__nv_float2int", 0), F2I4("__nv_float2uint", 1),
	F2I4("__nv_float2ll", 0), F2I4("__nv_float2ull", 1),
	F2I4("__nv_double2int", 0), F2I4("__nv_double2uint", 1),
	F2I4("__nv_double2ll", 0), F2I4("__nv_double2ull", 1),
	KND4("__nv_int2float", LK_I2F, 0), KND4("__nv_uint2float", LK_I2F, 1),
	KND4("__nv_ll2float", LK_I2F, 0), KND4("__nv_ull2float", LK_I2F, 1),
	KND4("__nv_ll2double", LK_I2F, 0), KND4("__nv_ull2double", LK_I2F, 1),
	K("__nv_int2double_rn", LK_I2F, 0, 0, 0), K("__nv_uint2double_rn", LK_I2F, 0, 0, 1),
	KND4("__nv_double2float", LK_D2F, 0),

	/* refused */
	NO("__nv_rcp64h", "an approximate reciprocal (rcp.approx.ftz.f64) whose bits "
	   "only the GPU's hardware defines"),
	NO("__nv_erfcx", no_f64), NO("__nv_normcdf", no_f64),
	NO("__nv_erfinv", no_f64_inv), NO("__nv_erfcinv", no_f64_inv),
	NO("__nv_normcdfinv", no_f64_inv),
	NO("__nv_cyl_bessel_i0", no_f64_series), NO("__nv_cyl_bessel_i1", no_f64_series),
	NO("__nv_normf", "a norm over an array of run-time length (a loop inside "
	   "the call) is not implemented; norm3df/norm4df are"),
	NO("__nv_norm", "a norm over an array of run-time length (a loop inside "
	   "the call) is not implemented; norm3d/norm4d are"),
	NO("__nv_rnormf", "a norm over an array of run-time length (a loop inside "
	   "the call) is not implemented; rnorm3df/rnorm4df are"),
	NO("__nv_rnorm", "a norm over an array of run-time length (a loop inside "
	   "the call) is not implemented; rnorm3d/rnorm4d are"),
};

/* ---- helpers ---- */

static IsaType
ty(Translator *t, LLVMValueRef v)
{
	return tr_type(t, LLVMTypeOf(v));
}

/* r as a value of type want: a bit cast keeps the KIR type of its operand,
 * so a float may arrive typed as an integer of its width, or the reverse. */
static KirRef
as_type(Translator *t, KirRef r, IsaType want)
{
	IsaType have = kir_ref_type(t->f, r);

	if (have == want || isa_type_size(have) != isa_type_size(want))
		return r;
	return tr_emit1(t, OP_MOV, want, r, 0);
}

static KirRef
arg(Translator *t, LLVMValueRef call, unsigned i)
{
	LLVMValueRef v = LLVMGetOperand(call, i);
	return as_type(t, tr_ref(t, v), ty(t, v));
}

static KirRef
fconst(Translator *t, IsaType ft, double d)
{
	return kir_const(t->f, ft, ft == IT_F32 ? vgiw_b32((float)d) : vgiw_b64(d));
}

static KirRef
iconst(Translator *t, IsaType it, uint64_t v)
{
	return kir_const(t->f, it, v);
}

static IsaType
int_of(IsaType ft)
{
	return ft == IT_F32 ? IT_I32 : IT_I64;
}

static void
bind(Translator *t, LLVMValueRef call, KirRef r)
{
	tr_bind(t, call, as_type(t, r, ty(t, call)));
}

/* A store of v through pointer argument k. */
static void
store(Translator *t, LLVMValueRef call, unsigned k, KirRef v, IsaType vt)
{
	LLVMValueRef p = LLVMGetOperand(call, k);
	KirRef st[2] = { tr_ref(t, p), v };
	KirRef s = tr_emit(t, OP_ST, vt, st, 2, 0);
	KirInst *in = &t->f->insts[KIR_IDX(s)];

	in->aspace = (uint8_t)tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(p)));
	in->align = (uint16_t)isa_type_size(vt);
}

static KirRef
sel(Translator *t, IsaType rt, KirRef c, KirRef a, KirRef b)
{
	KirRef x[3] = { c, a, b };
	return tr_emit(t, OP_SELECT, rt, x, 3, 0);
}

/* ---- expansions ---- */

static void
op_call(Translator *t, LLVMValueRef call, VgiwOp op, int64_t imm)
{
	unsigned n = vgiw_op_info[op].operands;
	KirRef x[3];

	for (unsigned k = 0; k < n; k++)
		x[k] = arg(t, call, k);
	bind(t, call, tr_emit(t, op, ty(t, call), x, n, imm));
}

/* isnan, isinf, finite of f32/f64 as an i32 0 or 1. */
static void
classify(Translator *t, LLVMValueRef call, int which)
{
	KirRef x = arg(t, call, 0);
	IsaType ft = ty(t, LLVMGetOperand(call, 0));
	KirRef c;

	if (which == 0) {
		c = tr_emit2(t, OP_FCMP, IT_I1, x, x, ISA_FCMP_UNO);
	} else {
		KirRef a = tr_emit1(t, OP_FABS, ft, x, 0);
		c = tr_emit2(t, OP_FCMP, IT_I1, a, fconst(t, ft, HUGE_VAL),
		             which == 1 ? ISA_FCMP_OEQ : ISA_FCMP_OLT);
	}
	bind(t, call, tr_emit1(t, OP_ZEXT, ty(t, call), c, 0));
}

/* ffs: 0 for 0, else the 1-based index of the lowest set bit. */
static void
find_first_set(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0);
	IsaType xt = ty(t, LLVMGetOperand(call, 0)), rt = ty(t, call);
	KirRef z = tr_emit1(t, OP_CTZ, rt, x, 0);

	z = tr_emit2(t, OP_IADD, rt, z, iconst(t, rt, 1), 0);
	KirRef c = tr_emit2(t, OP_ICMP, IT_I1, x, iconst(t, xt, 0), ISA_ICMP_EQ);
	bind(t, call, sel(t, rt, c, iconst(t, rt, 0), z));
}

/* Bit reversal by swapping halves of ever larger fields. */
KirRef
tr_bit_reverse(Translator *t, IsaType it, KirRef x)
{
	static const uint64_t masks[6] = {
		0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
		0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull,
	};
	unsigned w = isa_type_size(it) * 8;

	for (unsigned k = 0, s = 1; s < w; k++, s *= 2) {
		KirRef m = iconst(t, it, w == 64 ? masks[k] : masks[k] & ((1ull << w) - 1));
		KirRef lo = tr_emit2(t, OP_AND, it, tr_emit2(t, OP_LSHR, it, x, iconst(t, it, s), 0), m, 0);
		KirRef hi = tr_emit2(t, OP_SHL, it, tr_emit2(t, OP_AND, it, x, m, 0), iconst(t, it, s), 0);
		x = tr_emit2(t, OP_OR, it, lo, hi, 0);
	}
	return x;
}

static void
bit_reverse(Translator *t, LLVMValueRef call)
{
	bind(t, call, tr_bit_reverse(t, ty(t, call), arg(t, call, 0)));
}

/* byte_perm(x, y, s): result byte n is byte (s >> 4n) & 7 of y:x. */
static void
byte_perm(Translator *t, LLVMValueRef call)
{
	KirRef x = tr_emit1(t, OP_ZEXT, IT_I64, arg(t, call, 0), 0);
	KirRef y = tr_emit1(t, OP_ZEXT, IT_I64, arg(t, call, 1), 0);
	KirRef s = arg(t, call, 2);
	KirRef v = tr_emit2(t, OP_OR, IT_I64, x,
	                    tr_emit2(t, OP_SHL, IT_I64, y, iconst(t, IT_I64, 32), 0), 0);
	KirRef r = iconst(t, IT_I32, 0);

	for (unsigned n = 0; n < 4; n++) {
		KirRef k = tr_emit2(t, OP_LSHR, IT_I32, s, iconst(t, IT_I32, 4 * n), 0);
		k = tr_emit2(t, OP_AND, IT_I32, k, iconst(t, IT_I32, 7), 0);
		k = tr_emit2(t, OP_SHL, IT_I32, k, iconst(t, IT_I32, 3), 0);
		k = tr_emit1(t, OP_ZEXT, IT_I64, k, 0);
		KirRef b = tr_emit1(t, OP_TRUNC, IT_I32, tr_emit2(t, OP_LSHR, IT_I64, v, k, 0), 0);
		b = tr_emit2(t, OP_AND, IT_I32, b, iconst(t, IT_I32, 0xff), 0);
		b = tr_emit2(t, OP_SHL, IT_I32, b, iconst(t, IT_I32, 8 * n), 0);
		r = tr_emit2(t, OP_OR, IT_I32, r, b, 0);
	}
	bind(t, call, r);
}

/* (a + b) >> 1 and (a + b + 1) >> 1 without overflow, as libdevice:
 * (a & b) + ((a ^ b) >> 1) and (a | b) - ((a ^ b) >> 1). */
static void
halving_add(Translator *t, LLVMValueRef call, int is_unsigned, int round)
{
	KirRef a = arg(t, call, 0), b = arg(t, call, 1);
	KirRef h = tr_emit2(t, is_unsigned ? OP_LSHR : OP_ASHR, IT_I32,
	                    tr_emit2(t, OP_XOR, IT_I32, a, b, 0), iconst(t, IT_I32, 1), 0);

	if (round)
		bind(t, call, tr_emit2(t, OP_ISUB, IT_I32, tr_emit2(t, OP_OR, IT_I32, a, b, 0), h, 0));
	else
		bind(t, call, tr_emit2(t, OP_IADD, IT_I32, tr_emit2(t, OP_AND, IT_I32, a, b, 0), h, 0));
}

/* sad(x, y, z) = |x - y| + z, the difference taken as PTX sad does. */
static void
abs_diff_add(Translator *t, LLVMValueRef call, int is_unsigned)
{
	KirRef a = arg(t, call, 0), b = arg(t, call, 1), c = arg(t, call, 2);
	KirRef lt = tr_emit2(t, OP_ICMP, IT_I1, a, b, is_unsigned ? ISA_ICMP_ULT : ISA_ICMP_SLT);
	KirRef d = sel(t, IT_I32, lt, tr_emit2(t, OP_ISUB, IT_I32, b, a, 0),
	               tr_emit2(t, OP_ISUB, IT_I32, a, b, 0));
	bind(t, call, tr_emit2(t, OP_IADD, IT_I32, d, c, 0));
}

static void
sign_bit(Translator *t, LLVMValueRef call)
{
	IsaType ft = ty(t, LLVMGetOperand(call, 0)), it = int_of(ft);
	KirRef x = tr_emit1(t, OP_MOV, it, arg(t, call, 0), 0);
	KirRef s = tr_emit2(t, OP_LSHR, it, x, iconst(t, it, it == IT_I32 ? 31 : 63), 0);

	if (it != IT_I32)
		s = tr_emit1(t, OP_TRUNC, IT_I32, s, 0);
	bind(t, call, s);
}

static void
copy_sign(Translator *t, LLVMValueRef call)
{
	IsaType ft = ty(t, call), it = int_of(ft);
	uint64_t sign = it == IT_I32 ? 0x80000000u : 0x8000000000000000ull;
	KirRef x = tr_emit1(t, OP_MOV, it, arg(t, call, 0), 0);
	KirRef y = tr_emit1(t, OP_MOV, it, arg(t, call, 1), 0);
	KirRef r = tr_emit2(t, OP_OR, it,
	                    tr_emit2(t, OP_AND, it, x, iconst(t, it, ~sign & (it == IT_I32 ? 0xffffffffu : ~0ull)), 0),
	                    tr_emit2(t, OP_AND, it, y, iconst(t, it, sign), 0), 0);
	bind(t, call, tr_emit1(t, OP_MOV, ft, r, 0));
}

/* fdim as libdevice: a - b, or +0 where a <= b (NaN stays NaN). */
static void
pos_diff(Translator *t, LLVMValueRef call)
{
	IsaType ft = ty(t, call);
	KirRef a = arg(t, call, 0), b = arg(t, call, 1);
	KirRef d = tr_emit2(t, OP_FSUB, ft, a, b, 0);
	KirRef le = tr_emit2(t, OP_FCMP, IT_I1, a, b, ISA_FCMP_OLE);

	bind(t, call, sel(t, ft, le, fconst(t, ft, 0.0), d));
}

static void
rounded(Translator *t, LLVMValueRef call, const LdFn *f)
{
	if (f->imm == 0)
		op_call(t, call, (VgiwOp)f->op, 0);
	else
		op_call(t, call, (VgiwOp)f->aux, f->imm);
}

static void
sub_rounded(Translator *t, LLVMValueRef call, int64_t mode)
{
	IsaType ft = ty(t, call);
	KirRef a = arg(t, call, 0), b = arg(t, call, 1);

	if (!mode)
		bind(t, call, tr_emit2(t, OP_FSUB, ft, a, b, 0));
	else
		bind(t, call, tr_emit2(t, OP_FADDR, ft, a, b, mode | 4));
}

static void
recip_rounded(Translator *t, LLVMValueRef call, int64_t mode)
{
	IsaType ft = ty(t, call);
	KirRef one = fconst(t, ft, 1.0), x = arg(t, call, 0);

	bind(t, call, tr_emit2(t, mode ? OP_FDIVR : OP_FDIV, ft, one, x, mode));
}

/* Float to integer: round in the float type, then the saturating
 * conversion (NaN 0, as PTX cvt). */
static void
float_to_int(Translator *t, LLVMValueRef call, VgiwOp round, int is_unsigned)
{
	IsaType ft = ty(t, LLVMGetOperand(call, 0));
	KirRef r = tr_emit1(t, round, ft, arg(t, call, 0), 0);

	bind(t, call, tr_emit1(t, is_unsigned ? OP_FPTOUI : OP_FPTOSI, ty(t, call), r, 0));
}

static void
int_to_float(Translator *t, LLVMValueRef call, int64_t mode, int is_unsigned)
{
	KirRef x = arg(t, call, 0);
	IsaType rt = ty(t, call);

	if (!mode)
		bind(t, call, tr_emit1(t, is_unsigned ? OP_UITOFP : OP_SITOFP, rt, x, 0));
	else
		bind(t, call, tr_emit1(t, OP_FCVTR, rt, x, mode | (is_unsigned ? 4 : 0)));
}

static void
double_to_float(Translator *t, LLVMValueRef call, int64_t mode)
{
	KirRef x = arg(t, call, 0);

	bind(t, call, tr_emit1(t, mode ? OP_FCVTR : OP_FPTRUNC, IT_F32, x, mode ? mode | 8 : 0));
}

static void
hi_lo(Translator *t, LLVMValueRef call, LdKind k)
{
	if (k == LK_HILO) {
		KirRef hi = tr_emit1(t, OP_ZEXT, IT_I64, arg(t, call, 0), 0);
		KirRef lo = tr_emit1(t, OP_ZEXT, IT_I64, arg(t, call, 1), 0);
		hi = tr_emit2(t, OP_SHL, IT_I64, hi, iconst(t, IT_I64, 32), 0);
		bind(t, call, tr_emit1(t, OP_MOV, IT_F64, tr_emit2(t, OP_OR, IT_I64, hi, lo, 0), 0));
		return;
	}
	KirRef x = tr_emit1(t, OP_MOV, IT_I64, arg(t, call, 0), 0);
	if (k == LK_HIINT)
		x = tr_emit2(t, OP_LSHR, IT_I64, x, iconst(t, IT_I64, 32), 0);
	bind(t, call, tr_emit1(t, OP_TRUNC, IT_I32, x, 0));
}

/* sincos and sincospi: two results through the pointer arguments. */
static void
sin_cos(Translator *t, LLVMValueRef call, int pi)
{
	KirRef x = arg(t, call, 0);
	IsaType ft = ty(t, LLVMGetOperand(call, 0));
	KirRef s = pi ? tr_emit1(t, OP_FLIB1, ft, x, LIBFN_SINPI) : tr_emit1(t, OP_FSIN, ft, x, 0);
	KirRef c = pi ? tr_emit1(t, OP_FLIB1, ft, x, LIBFN_COSPI) : tr_emit1(t, OP_FCOS, ft, x, 0);

	store(t, call, 1, s, ft);
	store(t, call, 2, c, ft);
}

static void
frexp_call(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0);
	IsaType ft = ty(t, call);

	store(t, call, 1, tr_emit1(t, OP_FLIB1, IT_I32, x, LIBFN_FREXPE), IT_I32);
	bind(t, call, tr_emit1(t, OP_FLIB1, ft, x, LIBFN_FREXPM));
}

static void
modf_call(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0);
	IsaType ft = ty(t, call);

	/* the integral part is trunc(x), infinities and NaN included */
	store(t, call, 1, tr_emit1(t, OP_FTRUNC, ft, x, 0), ft);
	bind(t, call, tr_emit1(t, OP_FLIB1, ft, x, LIBFN_MODF));
}

static void
remquo_call(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0), y = arg(t, call, 1);
	IsaType ft = ty(t, call);

	store(t, call, 2, tr_emit2(t, OP_FLIB2, IT_I32, x, y, LIBFN_REMQUO), IT_I32);
	bind(t, call, tr_emit2(t, OP_FLIB2, ft, x, y, LIBFN_REMAINDER));
}

/* norm3d, norm4d and their reciprocals as a chain of hypot (rhypot last
 * for the reciprocal); f32 in double, rounded once at the end. */
static void
norm(Translator *t, LLVMValueRef call, int n, int recip)
{
	IsaType rt = ty(t, call);
	KirRef x[4];

	for (int k = 0; k < n; k++) {
		x[k] = arg(t, call, (unsigned)k);
		if (rt == IT_F32)
			x[k] = tr_emit1(t, OP_FPEXT, IT_F64, x[k], 0);
	}
	KirRef a = tr_emit2(t, OP_FLIB2, IT_F64, x[0], x[1], LIBFN_HYPOT);
	KirRef b = n == 4 ? tr_emit2(t, OP_FLIB2, IT_F64, x[2], x[3], LIBFN_HYPOT) : x[2];
	KirRef r = tr_emit2(t, OP_FLIB2, IT_F64, a, b, recip ? LIBFN_RHYPOT : LIBFN_HYPOT);
	if (rt == IT_F32)
		r = tr_emit1(t, OP_FPTRUNC, IT_F32, r, 0);
	bind(t, call, r);
}

/* The tag of nan/nanf as libdevice reads it: "0x" hex, "0" octal, else
 * decimal; an invalid digit gives payload 0, overflow all ones. */
static uint64_t
nan_payload(const char *s, size_t n)
{
	unsigned base = 10;
	uint64_t v = 0;
	int bad = 0, ovfl = 0;
	size_t i = 0;

	if (n > 0 && s[0] == '0') {
		base = 8;
		i = 1;
		if (n > 1 && (s[1] == 'x' || s[1] == 'X')) {
			base = 16;
			i = 2;
		}
	}
	for (; i < n && s[i]; i++) {
		int c = (unsigned char)s[i], d;
		if (c >= '0' && c <= '9')
			d = c - '0';
		else if (base == 16 && c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (base == 16 && c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			d = 99;
		if (d >= (int)base) {
			bad = 1;
			continue;
		}
		if (v > (UINT64_MAX - (uint64_t)d) / base)
			ovfl = 1;
		v = v * base + (uint64_t)d;
	}
	if (ovfl)
		v = ~0ull;
	return bad ? 0 : v;
}

/* The string a nan/nanf tag points to, when it is a constant. */
static int
const_tag(LLVMValueRef p, const char **s, size_t *n)
{
	/* through address-space casts and all-zero GEPs to the global */
	while (LLVMIsAConstantExpr(p) && LLVMGetNumOperands(p) > 0) {
		LLVMOpcode op = LLVMGetConstOpcode(p);
		if (op == LLVMGetElementPtr) {
			for (int k = 1; k < LLVMGetNumOperands(p); k++) {
				LLVMValueRef ix = LLVMGetOperand(p, (unsigned)k);
				if (!LLVMIsAConstantInt(ix) || LLVMConstIntGetZExtValue(ix) != 0)
					return 0;
			}
		} else if (op != LLVMAddrSpaceCast && op != LLVMBitCast) {
			return 0;
		}
		p = LLVMGetOperand(p, 0);
	}
	if (!LLVMIsAGlobalVariable(p) || !LLVMIsGlobalConstant(p))
		return 0;
	LLVMValueRef init = LLVMGetInitializer(p);
	if (init && LLVMIsAConstantAggregateZero(init)) {  /* "" */
		*s = "";
		*n = 0;
		return 1;
	}
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return 0;
	*s = LLVMGetAsString(init, n);
	return 1;
}

static void
nan_call(Translator *t, LLVMValueRef call, const char *name)
{
	IsaType ft = ty(t, call);
	const char *s;
	size_t n;

	if (!const_tag(LLVMGetOperand(call, 0), &s, &n)) {
		tr_error(t, "libdevice function '%s' with a tag that is not a constant "
		         "string is not supported", name);
		return;
	}
	uint64_t v = nan_payload(s, n);
	uint64_t d = (v & 0xfffffffffffffull) | 0x7ff8000000000000ull;
	if (ft == IT_F32)
		d = ((uint32_t)d & 0x3fffffu) | 0x7fc00000u;
	tr_bind(t, call, kir_const(t->f, ft, d));
}

int
tr_libdevice_call(Translator *t, LLVMValueRef call, const char *name)
{
	const LdFn *f = NULL;

	if (strncmp(name, "__nv_", 5) != 0)
		return 0;
	for (size_t k = 0; k < sizeof ld_fns / sizeof *ld_fns && !f; k++)
		if (strcmp(name, ld_fns[k].name) == 0)
			f = &ld_fns[k];
	if (!f) {
		tr_error(t, "'%s' is not a function of libdevice (docs/libdevice.md "
		         "lists them)", name);
		return 1;
	}
	if (f->kind == LK_REFUSE) {
		tr_error(t, "libdevice function '%s' is not supported: %s", name, f->why);
		return 1;
	}
	for (unsigned k = 0; k < (unsigned)LLVMGetNumArgOperands(call); k++) {
		LLVMValueRef v = LLVMGetOperand(call, k);
		if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind && ty(t, v) == IT_VOID) {
			tr_error(t, "libdevice function '%s' called with an argument of an "
			         "unsupported type", name);
			return 1;
		}
	}
	switch ((LdKind)f->kind) {
	case LK_OP: op_call(t, call, (VgiwOp)f->op, f->imm); break;
	case LK_RND: rounded(t, call, f); break;
	case LK_SUB: sub_rounded(t, call, f->imm); break;
	case LK_RCP: recip_rounded(t, call, f->imm); break;
	case LK_F2I: float_to_int(t, call, (VgiwOp)f->op, f->aux); break;
	case LK_I2F: int_to_float(t, call, f->imm, f->aux); break;
	case LK_D2F: double_to_float(t, call, f->imm); break;
	case LK_BITS: bind(t, call, tr_emit1(t, OP_MOV, ty(t, call), arg(t, call, 0), 0)); break;
	case LK_HIINT: case LK_LOINT: case LK_HILO: hi_lo(t, call, (LdKind)f->kind); break;
	case LK_CLASS: classify(t, call, f->aux); break;
	case LK_SIGNBIT: sign_bit(t, call); break;
	case LK_COPYSIGN: copy_sign(t, call); break;
	case LK_FDIM: pos_diff(t, call); break;
	case LK_FFS: find_first_set(t, call); break;
	case LK_BREV: bit_reverse(t, call); break;
	case LK_BYTEPERM: byte_perm(t, call); break;
	case LK_HADD: halving_add(t, call, (int)f->imm, f->aux); break;
	case LK_SAD: abs_diff_add(t, call, (int)f->imm); break;
	case LK_SINCOS: sin_cos(t, call, f->aux); break;
	case LK_FREXP: frexp_call(t, call); break;
	case LK_MODF: modf_call(t, call); break;
	case LK_REMQUO: remquo_call(t, call); break;
	case LK_NAN: nan_call(t, call, name); break;
	case LK_NORM: norm(t, call, f->aux, (int)f->imm); break;
	case LK_REFUSE: break;
	}
	return 1;
}

/* For tests/libdevice: the status of every function, in table order. */
size_t
front_libdevice_count(void)
{
	return sizeof ld_fns / sizeof *ld_fns;
}

const char *
front_libdevice_entry(size_t k, int *supported)
{
	if (k >= sizeof ld_fns / sizeof *ld_fns)
		return NULL;
	*supported = ld_fns[k].kind != LK_REFUSE;
	return ld_fns[k].name;
}
