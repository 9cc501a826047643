/* Checked and saturating integer arithmetic: llvm.{u,s}{add,sub,mul}.with.
 * overflow ({ wrapped result, overflow bit }) and llvm.{u,s}{add,sub}.sat,
 * each an exact expansion into existing operations (docs/kernel-ir.md). */
#include <string.h>

#include "front_int.h"

typedef enum { OV_UADD, OV_SADD, OV_USUB, OV_SSUB, OV_UMUL, OV_SMUL } OvKind;

static const char *const ov_names[] = {
	"uadd", "sadd", "usub", "ssub", "umul", "smul"
};

static KirRef
icmp(Translator *t, KirRef a, KirRef b, int pred)
{
	return tr_emit2(t, OP_ICMP, IT_I1, a, b, pred);
}

/* The wrapped result of a op b and its overflow bit, in type k. */
static KirRef
checked(Translator *t, OvKind kind, IsaType k, KirRef a, KirRef b, KirRef *ov)
{
	unsigned w = 8 * isa_type_size(k);
	KirRef zero = kir_const(t->f, k, 0);
	KirRef r, x;

	switch (kind) {
	case OV_UADD:
		r = tr_emit2(t, OP_IADD, k, a, b, 0);
		*ov = icmp(t, r, a, ISA_ICMP_ULT);
		return r;
	case OV_USUB:
		r = tr_emit2(t, OP_ISUB, k, a, b, 0);
		*ov = icmp(t, a, b, ISA_ICMP_ULT);
		return r;
	case OV_SADD:  /* the sign of r differs from both operands' signs */
		r = tr_emit2(t, OP_IADD, k, a, b, 0);
		x = tr_emit2(t, OP_AND, k, tr_emit2(t, OP_XOR, k, a, r, 0),
		             tr_emit2(t, OP_XOR, k, b, r, 0), 0);
		*ov = icmp(t, x, zero, ISA_ICMP_SLT);
		return r;
	case OV_SSUB:  /* operands of different signs, r's sign not a's */
		r = tr_emit2(t, OP_ISUB, k, a, b, 0);
		x = tr_emit2(t, OP_AND, k, tr_emit2(t, OP_XOR, k, a, b, 0),
		             tr_emit2(t, OP_XOR, k, a, r, 0), 0);
		*ov = icmp(t, x, zero, ISA_ICMP_SLT);
		return r;
	case OV_UMUL:
	case OV_SMUL:
		break;
	}
	int sgn = kind == OV_SMUL;
	r = tr_emit2(t, OP_IMUL, k, a, b, 0);
	if (w == 64) {
		/* the high half is zero (unsigned) or the sign of the low half */
		KirRef x2[2] = { a, b };
		KirRef hi = tr_emit_flags(t, OP_MULHI, k, x2, 2, 0,
		                          sgn ? 0 : ISAF_UNSIGNED);
		KirRef want = sgn ? tr_emit2(t, OP_ASHR, k, r, kir_const(t->f, k, 63), 0)
		                  : zero;
		*ov = icmp(t, hi, want, ISA_ICMP_NE);
		return r;
	}
	/* narrower: the exact product in twice the width (at most 32x32 in
	 * 64 bits), compared with the extension of the wrapped result */
	IsaType wide = w == 32 ? IT_I64 : IT_I32;
	VgiwOp ext = sgn ? OP_SEXT : OP_ZEXT;
	KirRef p = tr_emit2(t, OP_IMUL, wide, tr_emit1(t, ext, wide, a, 0),
	                    tr_emit1(t, ext, wide, b, 0), 0);
	*ov = icmp(t, p, tr_emit1(t, ext, wide, r, 0), ISA_ICMP_NE);
	return r;
}

/* "llvm.umul.with.overflow.i32" -> OV_UMUL, 0; "llvm.sadd.sat.i8" ->
 * OV_SADD, 1. */
static int
parse(const char *name, OvKind *kind, int *sat)
{
	const char *p = name + 5;

	for (int k = 0; k < 6; k++) {
		size_t n = strlen(ov_names[k]);
		if (strncmp(p, ov_names[k], n) != 0)
			continue;
		if (strncmp(p + n, ".with.overflow.", 15) == 0) {
			*kind = (OvKind)k;
			*sat = 0;
			return 1;
		}
		if (strncmp(p + n, ".sat.", 5) == 0 && k < OV_UMUL) {
			*kind = (OvKind)k;
			*sat = 1;
			return 1;
		}
	}
	return 0;
}

int
tr_overflow_call(Translator *t, LLVMValueRef call, const char *name)
{
	OvKind kind;
	int sat;

	if (!parse(name, &kind, &sat))
		return 0;
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(call, 0));
	IsaType k = tr_type(t, at);
	if (k != IT_I8 && k != IT_I16 && k != IT_I32 && k != IT_I64) {
		char *s = LLVMPrintTypeToString(at);
		tr_error(t, "'%s' on type '%s' is not supported (8, 16, 32 and "
		         "64-bit integers are)", name, s);
		LLVMDisposeMessage(s);
		return 1;
	}
	KirRef a = tr_ref(t, LLVMGetOperand(call, 0));
	KirRef b = tr_ref(t, LLVMGetOperand(call, 1));
	KirRef ov, r = checked(t, kind, k, a, b, &ov);
	if (!sat) {
		KirRef leaves[2] = { r, ov };
		tr_bind_leaves(t, call, leaves, 2);
		return 1;
	}
	unsigned w = 8 * isa_type_size(k);
	uint64_t umax = w == 64 ? ~0ull : (1ull << w) - 1;
	uint64_t smax = umax >> 1, smin = smax + 1;
	KirRef lim;
	switch (kind) {
	case OV_UADD: lim = kir_const(t->f, k, umax); break;
	case OV_USUB: lim = kir_const(t->f, k, 0); break;
	default:
		/* signed overflow goes towards a's sign (b's sign for add is
		 * the same, for sub the opposite) */
		{
			KirRef x[3] = { icmp(t, a, kir_const(t->f, k, 0), ISA_ICMP_SLT),
			                kir_const(t->f, k, smin), kir_const(t->f, k, smax) };
			lim = tr_emit(t, OP_SELECT, k, x, 3, 0);
		}
		break;
	}
	KirRef x[3] = { ov, lim, r };
	tr_bind(t, call, tr_emit(t, OP_SELECT, k, x, 3, 0));
	return 1;
}
