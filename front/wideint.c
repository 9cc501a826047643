/* Integers of the widths the kernel IR does not have (i2..i63 other than
 * 8/16/32, and i65..i128), legalised so that passes, backend and simulators
 * keep their native widths (docs/kernel-ir.md, "Integers of any width").
 * A narrow one lives in the next native width with its bits above the
 * width zero; a wide one is a pair of i64 leaves (low, high), the high
 * half's bits above the width zero. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wideint_int.h"

/* ---- types ---- */

unsigned
tr_int_bits(LLVMTypeRef ty)
{
	return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 0;
}

static int
native(unsigned w)
{
	return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
}

int
tr_is_wide(LLVMTypeRef ty)
{
	unsigned w = tr_int_bits(ty);

	return w > 64 && w <= 128;
}

int
tr_is_odd(LLVMTypeRef ty)
{
	unsigned w = tr_int_bits(ty);

	return w && !native(w);
}

/* The native width that holds w bits (w <= 64). */
IsaType
wi_holder(unsigned w)
{
	return w <= 1 ? IT_I1 : w <= 8 ? IT_I8 : w <= 16 ? IT_I16 : w <= 32 ? IT_I32 : IT_I64;
}

unsigned
wi_kbits(IsaType k)
{
	return k == IT_I1 ? 1 : 8 * isa_type_size(k);
}

IsaType
tr_type_legal(Translator *t, LLVMTypeRef ty)
{
	unsigned w = tr_int_bits(ty);

	if (w && w <= 64)
		return wi_holder(w);
	return tr_type(t, ty);
}

uint64_t
wi_ones(unsigned w)
{
	return w >= 64 ? ~0ull : (1ull << w) - 1;
}

/* ---- values ---- */


KirRef
wi_c64(Translator *t, uint64_t v)
{
	return kir_const(t->f, IT_I64, v);
}

int
wi_is_const(Translator *t, KirRef r, uint64_t *v)
{
	if (KIR_TAG(r) != KREF_CONST)
		return 0;
	const KirConst *c = &t->f->consts[KIR_IDX(r)];
	if (c->sym != ISYM_NONE)
		return 0;
	*v = c->bits;
	return 1;
}

int
wi_is_zero(Translator *t, KirRef r)
{
	uint64_t v;

	return wi_is_const(t, r, &v) && v == 0;
}

static IntVal const_expr_val(Translator *t, LLVMValueRef v);

/* The two leaves of a wide constant, undef or instruction result. */
void
tr_wide_leaves(Translator *t, LLVMValueRef v, KirRef out[2])
{
	uint64_t words[2];

	out[0] = out[1] = KIR_REF(KREF_UNDEF, 0);
	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
		ValSlot *s = tr_slot(t, v);
		if (s->nleaf == 2) {
			out[0] = t->leaves[s->leaf];
			out[1] = t->leaves[s->leaf + 1];
		} else if (t->d->errors == t->errors) {
			tr_error(t, "operand '%s' has no translation", s->name ? s->name : "?");
		}
		return;
	}
	if (LLVMIsAUndefValue(v))
		return;
	if (LLVMIsAConstantInt(v) && front_const_int(v, words) == 0) {
		out[0] = wi_c64(t, words[0]);
		out[1] = wi_c64(t, words[1]);
		return;
	}
	if (LLVMIsNull(v)) {
		out[0] = out[1] = wi_c64(t, 0);
		return;
	}
	if (LLVMIsAConstantExpr(v)) {
		IntVal x = const_expr_val(t, v);
		out[0] = x.lo;
		out[1] = x.hi;
		return;
	}
	char *s = LLVMPrintValueToString(v);
	tr_error(t, "constant '%s' is not supported", s);
	LLVMDisposeMessage(s);
}

static IntVal
get(Translator *t, LLVMValueRef v)
{
	IntVal x = { 0, 0, tr_int_bits(LLVMTypeOf(v)) };

	if (x.w > 64) {
		KirRef r[2];
		tr_wide_leaves(t, v, r);
		x.lo = r[0];
		x.hi = r[1];
	} else if (x.w && LLVMIsAConstantExpr(v)) {
		x = const_expr_val(t, v);
	} else {
		x.lo = tr_ref(t, v);
	}
	return x;
}

static void
bind(Translator *t, LLVMValueRef i, IntVal x)
{
	if (x.w > 64) {
		KirRef r[2] = { x.lo, x.hi };
		tr_bind_leaves(t, i, r, 2);
	} else {
		tr_bind(t, i, x.lo);
	}
}

/* ---- building blocks ---- */

KirRef
wi_op2(Translator *t, VgiwOp op, IsaType k, KirRef a, KirRef b)
{
	return tr_emit2(t, op, k, a, b, 0);
}

/* Clear the bits of r (of type k) above w: the invariant after an
 * operation that can carry into them. */
KirRef
wi_clip(Translator *t, KirRef r, unsigned w, IsaType k)
{
	if (w >= wi_kbits(k))
		return r;
	return wi_op2(t, OP_AND, k, r, kir_const(t->f, k, wi_ones(w)));
}

/* r (w bits held in k) sign-extended to all of k's bits. */
KirRef
wi_sext_in(Translator *t, KirRef r, unsigned w, IsaType k)
{
	unsigned n = wi_kbits(k) - w;

	if (!n)
		return r;
	KirRef s = kir_const(t->f, k, n);
	return wi_op2(t, OP_ASHR, k, wi_op2(t, OP_SHL, k, r, s), s);
}

KirRef
wi_icmp(Translator *t, KirRef a, KirRef b, int pred)
{
	return tr_emit2(t, OP_ICMP, IT_I1, a, b, pred);
}

KirRef
wi_select3(Translator *t, IsaType k, KirRef c, KirRef a, KirRef b)
{
	KirRef x[3] = { c, a, b };

	return tr_emit(t, OP_SELECT, k, x, 3, 0);
}

KirRef
wi_add64(Translator *t, KirRef a, KirRef b)
{
	if (wi_is_zero(t, a))
		return b;
	if (wi_is_zero(t, b))
		return a;
	return wi_op2(t, OP_IADD, IT_I64, a, b);
}

KirRef
wi_mul64(Translator *t, KirRef a, KirRef b)
{
	if (wi_is_zero(t, a) || wi_is_zero(t, b))
		return wi_c64(t, 0);
	return wi_op2(t, OP_IMUL, IT_I64, a, b);
}

/* The signed form of a wide value's high half (w - 64 bits). */
KirRef
wi_shi(Translator *t, IntVal a)
{
	return wi_sext_in(t, a.hi, a.w - 64, IT_I64);
}

/* Unsigned counterpart of a signed predicate (LLVM numbering). */
int
wi_unsigned_pred(int p)
{
	switch (p) {
	case ISA_ICMP_SGT: return ISA_ICMP_UGT;
	case ISA_ICMP_SGE: return ISA_ICMP_UGE;
	case ISA_ICMP_SLT: return ISA_ICMP_ULT;
	case ISA_ICMP_SLE: return ISA_ICMP_ULE;
	default: return p;
	}
}

int
wi_signed_pred(int p)
{
	return p >= ISA_ICMP_SGT && p <= ISA_ICMP_SLE;
}

/* ---- memory ---- */

/* The accesses of `size` bytes at alignment `align`: the widest chunks the
 * alignment allows, in order; none crosses an 8-byte boundary. */
static unsigned
chunk(uint64_t left, unsigned align)
{
	unsigned c = 8;

	while (c > 1 && (c > left || c > align))
		c /= 2;
	return c;
}

static IsaType
int_of(unsigned bytes)
{
	return bytes == 8 ? IT_I64 : bytes == 4 ? IT_I32 : bytes == 2 ? IT_I16 : IT_I8;
}

/* Load w bits (w not native) from addr: its store size in chunks. */
void
tr_int_load(Translator *t, KirRef addr, unsigned w, unsigned as, unsigned align,
            int vol, KirRef out[2])
{
	uint64_t size = (w + 7) / 8;
	KirRef half[2] = { KIR_NONE, KIR_NONE };
	IsaType k0 = w > 64 ? IT_I64 : wi_holder(w);

	if (!align)
		align = 1;
	for (uint64_t off = 0; off < size;) {
		unsigned c = chunk(size - off, align);
		unsigned h = off >= 8;
		IsaType hk = h || w > 64 ? IT_I64 : k0;
		KirRef v = tr_set_mem(t, tr_emit1(t, OP_LD, int_of(c), tr_addr_add(t, addr, off), 0),
		                      as, c, vol);
		if (int_of(c) != hk)
			v = tr_emit1(t, OP_ZEXT, hk, v, 0);
		unsigned sh = (unsigned)(8 * (off - 8 * h));
		if (sh)
			v = wi_op2(t, OP_SHL, hk, v, kir_const(t->f, hk, sh));
		half[h] = half[h] ? wi_op2(t, OP_OR, hk, half[h], v) : v;
		off += c;
	}
	if (w > 64) {
		out[0] = half[0];
		out[1] = wi_clip(t, half[1], w - 64, IT_I64);
	} else {
		out[0] = wi_clip(t, half[0], w, k0);
		out[1] = KIR_NONE;
	}
}

void
tr_int_store(Translator *t, KirRef addr, unsigned w, const KirRef v[2], unsigned as,
             unsigned align, int vol)
{
	uint64_t size = (w + 7) / 8;
	IsaType k0 = w > 64 ? IT_I64 : wi_holder(w);

	if (!align)
		align = 1;
	for (uint64_t off = 0; off < size;) {
		unsigned c = chunk(size - off, align);
		unsigned h = off >= 8;
		IsaType hk = h || w > 64 ? IT_I64 : k0;
		KirRef x = v[h];
		unsigned sh = (unsigned)(8 * (off - 8 * h));
		if (sh)
			x = wi_op2(t, OP_LSHR, hk, x, kir_const(t->f, hk, sh));
		if (int_of(c) != hk)
			x = tr_emit1(t, OP_TRUNC, int_of(c), x, 0);
		KirRef a[2] = { tr_addr_add(t, addr, off), x };
		tr_set_mem(t, tr_emit(t, OP_ST, int_of(c), a, 2, 0), as, c, vol);
		off += c;
	}
}

static void
load_store(Translator *t, LLVMValueRef i, int store)
{
	LLVMValueRef ptr = LLVMGetOperand(i, store ? 1 : 0);
	LLVMTypeRef ty = LLVMTypeOf(store ? LLVMGetOperand(i, 0) : i);
	unsigned as = tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)));
	unsigned w = tr_int_bits(ty);
	KirRef addr = tr_ref(t, ptr);

	if (LLVMGetOrdering(i) > LLVMAtomicOrderingNotAtomic) {
		tr_error(t, "atomic %s of an i%u is not supported", store ? "store" : "load", w);
		return;
	}
	if (store) {
		IntVal x = get(t, LLVMGetOperand(i, 0));
		KirRef v[2] = { x.lo, x.hi };
		tr_int_store(t, addr, w, v, as, LLVMGetAlignment(i), LLVMGetVolatile(i));
		return;
	}
	KirRef v[2];
	tr_int_load(t, addr, w, as, LLVMGetAlignment(i), LLVMGetVolatile(i), v);
	IntVal r = { v[0], v[1], w };
	bind(t, i, r);
}

/* ---- instructions ---- */

static int
involves_odd(LLVMValueRef i)
{
	if (tr_is_odd(LLVMTypeOf(i)))
		return 1;
	for (int n = 0; n < LLVMGetNumOperands(i); n++) {
		LLVMValueRef o = LLVMGetOperand(i, n);
		if (o && tr_is_odd(LLVMTypeOf(o)))
			return 1;
	}
	return 0;
}

/* ---- constant expressions ----
 *
 * An integer constant expression over a global's address (ptrtoint, then
 * trunc, zext, sext and arithmetic; LLVM folds the rest) whose type or an
 * operand's is not native is built at its use with the same legalised
 * operations as an instruction (docs/kernel-ir.md). */
static IntVal
const_expr_val(Translator *t, LLVMValueRef v)
{
	LLVMOpcode op = LLVMGetConstOpcode(v);
	unsigned w = tr_int_bits(LLVMTypeOf(v));
	IntVal r = { KIR_REF(KREF_UNDEF, 0), KIR_REF(KREF_UNDEF, 0), w };

	switch (w ? op : LLVMRet) {
	case LLVMPtrToInt: {
		IntVal p = { tr_ref(t, LLVMGetOperand(v, 0)), 0, 64 };
		if (w > 64) {
			r.lo = p.lo;
			r.hi = wi_c64(t, 0);
		} else {
			r = wi_int_cast(t, LLVMTrunc, p, w);
		}
		return r;
	}
	case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		return wi_int_cast(t, op, get(t, LLVMGetOperand(v, 0)), w);
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr: {
		IntVal a = get(t, LLVMGetOperand(v, 0)), b = get(t, LLVMGetOperand(v, 1));
		if (w <= 64) {
			r.lo = wi_narrow_binop(t, op, a, b);
			return r;
		}
		wi_wide_binop(t, op, a, b, &r);
		return r;
	}
	default: {
		char *s = LLVMPrintValueToString(v);
		tr_error(t, "constant expression '%s' is not supported", s);
		LLVMDisposeMessage(s);
		return r;
	}
	}
}

KirRef
tr_int_const_expr(Translator *t, LLVMValueRef v)
{
	return const_expr_val(t, v).lo;
}

static const char *
opname(LLVMOpcode op)
{
	switch (op) {
	case LLVMUDiv: return "udiv";
	case LLVMSDiv: return "sdiv";
	case LLVMURem: return "urem";
	case LLVMSRem: return "srem";
	case LLVMUIToFP: return "uitofp";
	case LLVMSIToFP: return "sitofp";
	case LLVMFPToUI: return "fptoui";
	case LLVMFPToSI: return "fptosi";
	default: return "this instruction";
	}
}

/* An operand or result wider than 128 bits: diagnosed, 1. */
static int
too_wide(Translator *t, LLVMValueRef i)
{
	int nops = LLVMGetNumOperands(i);

	for (int n = 0; n <= nops; n++) {   /* the operands, then the result */
		LLVMValueRef o = n < nops ? LLVMGetOperand(i, n) : i;
		if (o && tr_int_bits(LLVMTypeOf(o)) > 128) {
			char *s = LLVMPrintTypeToString(LLVMTypeOf(o));
			tr_error(t, "type '%s' is not supported (integers of at most "
			         "128 bits are)", s);
			LLVMDisposeMessage(s);
			return 1;
		}
	}
	return 0;
}

/* A call on a legalised integer: the integer intrinsics wideint_arith.c
 * expands, bitreverse below 64 bits, and a diagnostic for the rest. */
static void
wide_call(Translator *t, LLVMValueRef i)
{
	LLVMValueRef callee = LLVMGetCalledValue(i);
	size_t len = 0;
	const char *name = LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
	VgiwOp fn;
	if (tr_is_odd(LLVMTypeOf(i)) && wi_int_fn(name, len, &fn) &&
	    LLVMGetNumArgOperands(i) >= 1) {
		IntVal a = get(t, LLVMGetOperand(i, 0)), b = a, c = a;
		if (fn == OP_SMIN || fn == OP_SMAX || fn == OP_UMIN || fn == OP_UMAX ||
		    fn == OP_SHL || fn == OP_LSHR)
			b = get(t, LLVMGetOperand(i, 1));
		if ((fn == OP_SHL || fn == OP_LSHR) && LLVMGetNumArgOperands(i) >= 3)
			c = get(t, LLVMGetOperand(i, 2));
		if (a.w > 64) {
			bind(t, i, wi_wide_int_fn(t, fn, a, b, c));
		} else {
			IntVal r = { wi_narrow_int_fn(t, fn, a, b, c), 0, a.w };
			bind(t, i, r);
		}
		return;
	}
	/* bitreverse of w < 64 bits: the holder's, shifted down to w */
	if (tr_is_odd(LLVMTypeOf(i)) && len > 16 &&
	    strncmp(name, "llvm.bitreverse.", 16) == 0) {
		IntVal a = get(t, LLVMGetOperand(i, 0));
		if (a.w < 64) {
			IsaType k = wi_holder(a.w);
			KirRef r = tr_bit_reverse(t, k, a.lo);
			IntVal v = { wi_op2(t, OP_LSHR, k, r, kir_const(t->f, k, wi_kbits(k) - a.w)), 0, a.w };
			bind(t, i, v);
			return;
		}
	}
	/* no other intrinsic or library function is legalised */
	LLVMTypeRef ty = LLVMTypeOf(i);
	for (int n = 0; !tr_is_odd(ty) && n < LLVMGetNumOperands(i); n++)
		ty = LLVMTypeOf(LLVMGetOperand(i, n));
	char *s = LLVMPrintTypeToString(ty);
	tr_error(t, "call to '%.*s' on '%s' is not supported (integers of "
	         "widths other than 1, 8, 16, 32 and 64 bits are legalised "
	         "for arithmetic, compares, casts, memory, select, phi and "
	         "the min, max, abs, ctpop, ctlz, cttz, funnel-shift and "
	         "(below 64 bits) bitreverse intrinsics)",
	         (int)len, name, s);
	LLVMDisposeMessage(s);
}

int
tr_wide_inst(Translator *t, LLVMValueRef i)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);

	if (!involves_odd(i))
		return 0;
	if (too_wide(t, i))
		return 1;
	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr:
	case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem: {
		IntVal a = get(t, LLVMGetOperand(i, 0)), b = get(t, LLVMGetOperand(i, 1));
		if (a.w <= 64) {
			IntVal r = { wi_narrow_binop(t, op, a, b), 0, a.w };
			bind(t, i, r);
			return 1;
		}
		IntVal r;
		if (!wi_wide_binop(t, op, a, b, &r))
			r = wi_wide_divrem(t, op, a, b);
		bind(t, i, r);
		return 1;
	}
	case LLVMICmp: {
		int pred = (int)LLVMGetICmpPredicate(i);
		IntVal a = get(t, LLVMGetOperand(i, 0)), b = get(t, LLVMGetOperand(i, 1));
		if (a.w > 64) {
			tr_bind(t, i, wi_wide_icmp(t, pred, a, b));
			return 1;
		}
		if (wi_signed_pred(pred)) {
			a.lo = wi_sext_in(t, a.lo, a.w, wi_holder(a.w));
			b.lo = wi_sext_in(t, b.lo, b.w, wi_holder(b.w));
		}
		tr_bind(t, i, wi_icmp(t, a.lo, b.lo, pred));
		return 1;
	}
	case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		bind(t, i, wi_int_cast(t, op, get(t, LLVMGetOperand(i, 0)),
		                    tr_int_bits(LLVMTypeOf(i))));
		return 1;
	case LLVMPtrToInt: {
		IntVal r = { tr_ref(t, LLVMGetOperand(i, 0)), 0, tr_int_bits(LLVMTypeOf(i)) };
		if (r.w > 64)
			r.hi = wi_c64(t, 0);
		else
			r = wi_int_cast(t, LLVMTrunc, (IntVal){ r.lo, 0, 64 }, r.w);
		bind(t, i, r);
		return 1;
	}
	case LLVMIntToPtr: {
		IntVal a = get(t, LLVMGetOperand(i, 0));
		KirRef p = a.lo;
		if (a.w < 64 && wi_holder(a.w) != IT_I64)
			p = tr_emit1(t, OP_ZEXT, IT_I64, p, 0);
		tr_bind(t, i, p);
		return 1;
	}
	case LLVMUIToFP: case LLVMSIToFP: {
		IntVal a = get(t, LLVMGetOperand(i, 0));
		IsaType to = tr_type(t, LLVMTypeOf(i));
		if (to != IT_F32 && to != IT_F64)
			break;
		if (a.w > 64) {
			tr_bind(t, i, wi_wide_to_fp(t, a, to, op == LLVMSIToFP));
			return 1;
		}
		KirRef x = op == LLVMSIToFP ? wi_sext_in(t, a.lo, a.w, wi_holder(a.w)) : a.lo;
		tr_bind(t, i, tr_emit1(t, op == LLVMSIToFP ? OP_SITOFP : OP_UITOFP, to, x, 0));
		return 1;
	}
	case LLVMFPToUI: case LLVMFPToSI: {
		unsigned w = tr_int_bits(LLVMTypeOf(i));
		IsaType from = tr_type(t, LLVMTypeOf(LLVMGetOperand(i, 0)));
		if (from != IT_F32 && from != IT_F64)
			break;
		if (w > 64) {
			bind(t, i, wi_fp_to_wide(t, op, tr_ref(t, LLVMGetOperand(i, 0)), from, w));
			return 1;
		}
		tr_bind(t, i, wi_fp_to_narrow(t, op, tr_ref(t, LLVMGetOperand(i, 0)), w));
		return 1;
	}
	case LLVMSelect: {
		if (!tr_is_odd(LLVMTypeOf(i)))
			return 0;  /* an aggregate with odd leaves: translate.c */
		KirRef c = tr_ref(t, LLVMGetOperand(i, 0));
		IntVal a = get(t, LLVMGetOperand(i, 1)), b = get(t, LLVMGetOperand(i, 2));
		IntVal r = { 0, 0, a.w };
		IsaType k = a.w > 64 ? IT_I64 : wi_holder(a.w);
		r.lo = wi_select3(t, k, c, a.lo, b.lo);
		if (a.w > 64)
			r.hi = wi_select3(t, k, c, a.hi, b.hi);
		bind(t, i, r);
		return 1;
	}
	case LLVMFreeze:
		if (!tr_is_odd(LLVMTypeOf(i)))
			return 0;
		bind(t, i, get(t, LLVMGetOperand(i, 0)));
		return 1;
	case LLVMLoad:
		if (!tr_is_odd(LLVMTypeOf(i)))
			return 0;
		load_store(t, i, 0);
		return 1;
	case LLVMStore:
		if (!tr_is_odd(LLVMTypeOf(LLVMGetOperand(i, 0))))
			return 0;
		load_store(t, i, 1);
		return 1;
	case LLVMGetElementPtr:
		return 0;  /* indices: gep() */
	case LLVMPHI: case LLVMExtractValue: case LLVMInsertValue:
		return 0;  /* leaves: translate.c */
	case LLVMCall:
		wide_call(t, i);
		return 1;
	default:
		return 0;  /* calls and the rest: their own diagnostics */
	}
	char *s = LLVMPrintTypeToString(tr_is_odd(LLVMTypeOf(i)) ? LLVMTypeOf(i)
	                                : LLVMTypeOf(LLVMGetOperand(i, 0)));
	tr_error(t, "%s of '%s' is not supported (only float and double convert "
	         "to and from integers)", opname(op), s);
	LLVMDisposeMessage(s);
	return 1;
}

/* A GEP index of a width other than 64 bits as the i64 it stands for
 * (sign-extended, or the low half of a wide one). */
KirRef
tr_gep_index(Translator *t, LLVMValueRef idx)
{
	IntVal a = get(t, idx);

	if (a.w > 64)
		return a.lo;
	return wi_int_cast(t, LLVMSExt, a, 64).lo;
}

void
tr_wide_dce(Translator *t)
{
	KirFunc *f = t->f;
	uint32_t *uses, *work, nwork = 0;
	uint8_t *mine;

	if (!t->nmade)
		return;
	uses = xcalloc((size_t)f->ninsts + 1, sizeof *uses);
	work = xcalloc((size_t)f->ninsts + 1, sizeof *work);
	mine = xcalloc((size_t)f->ninsts + 1, 1);
	for (uint32_t k = 0; k + 1 < t->nmade; k += 2)
		for (uint32_t i = t->made[k]; i <= t->made[k + 1]; i++) {
			VgiwOp op = (VgiwOp)f->insts[i].op;
			mine[i] = vgiw_op_info[op].unit == UC_ALU;
		}
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];
		if (bl->term == KTERM_BR && KIR_TAG(bl->cond) == KREF_VAL)
			uses[KIR_IDX(bl->cond)]++;
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			const KirInst *in = &f->insts[bl->insts[k]];
			for (uint32_t j = 0; j < in->nargs; j++) {
				KirRef r = kir_args(f, in)[j];
				if (KIR_TAG(r) == KREF_VAL)
					uses[KIR_IDX(r)]++;
			}
		}
	}
	for (uint32_t i = 1; i <= f->ninsts; i++)
		if (mine[i] && f->insts[i].block && !uses[i])
			work[nwork++] = i;
	while (nwork) {
		uint32_t i = work[--nwork];
		KirInst *in = &f->insts[i];
		if (!in->block)
			continue;
		in->block = 0;  /* dropped, as passes drop instructions */
		for (uint32_t j = 0; j < in->nargs; j++) {
			KirRef r = kir_args(f, in)[j];
			uint32_t a = KIR_IDX(r);
			if (KIR_TAG(r) == KREF_VAL && !--uses[a] && mine[a] && f->insts[a].block)
				work[nwork++] = a;
		}
	}
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		KirBlock *bl = &f->blocks[b];
		uint32_t m = 0;
		for (uint32_t k = 0; k < bl->ninsts; k++)
			if (f->insts[bl->insts[k]].block == b)
				bl->insts[m++] = bl->insts[k];
		bl->ninsts = m;
	}
	free(uses);
	free(work);
	free(mine);
}
