/* Arithmetic on the integers wideint.c legalises: pairs of i64 (w in
 * 65..128) and narrow widths held in the next native one, division of
 * pairs, casts to and from them and the integer intrinsics on them. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "wideint_int.h"

/* ---- arithmetic on pairs (w in 65..128) ---- */

/* A 64-bit shift by a constant; by 0 the operand itself. */
static KirRef
shc(Translator *t, VgiwOp op, KirRef x, uint64_t c)
{
	return c ? wi_op2(t, op, IT_I64, x, wi_c64(t, c)) : x;
}

static IntVal
wide_shift(Translator *t, LLVMOpcode op, IntVal a, KirRef s)
{
	IntVal r = { 0, 0, a.w };
	uint64_t c;
	/* Shifts of 64 or more give 0 (sign bits for ashr) in the kernel IR
	 * (sim_eval, sim/mem/exec.c), so 64 - s and s - 64 need no guards
	 * where they fall outside 0..63; LLVM's result for s >= w is poison. */
	KirRef s64 = KIR_NONE, sm64 = KIR_NONE;

	if (!wi_is_const(t, s, &c) || c >= 128) {
		s64 = wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 64), s);
		sm64 = wi_op2(t, OP_ISUB, IT_I64, s, wi_c64(t, 64));
	}
	if (op == LLVMShl) {
		if (wi_is_const(t, s, &c) && c < 128) {
			if (c == 0)
				return a;
			if (c >= 64) {
				r.lo = wi_c64(t, 0);
				r.hi = shc(t, OP_SHL, a.lo, c - 64);
			} else {
				r.lo = wi_op2(t, OP_SHL, IT_I64, a.lo, wi_c64(t, c));
				r.hi = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_SHL, IT_I64, a.hi, wi_c64(t, c)),
				           wi_op2(t, OP_LSHR, IT_I64, a.lo, wi_c64(t, 64 - c)));
			}
		} else {
			r.lo = wi_op2(t, OP_SHL, IT_I64, a.lo, s);
			r.hi = wi_op2(t, OP_OR, IT_I64,
			           wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_SHL, IT_I64, a.hi, s),
			               wi_op2(t, OP_LSHR, IT_I64, a.lo, s64)),
			           wi_op2(t, OP_SHL, IT_I64, a.lo, sm64));
		}
		r.hi = wi_clip(t, r.hi, a.w - 64, IT_I64);
		return r;
	}
	if (op == LLVMLShr) {
		if (wi_is_const(t, s, &c) && c < 128) {
			if (c == 0)
				return a;
			if (c >= 64) {
				r.lo = shc(t, OP_LSHR, a.hi, c - 64);
				r.hi = wi_c64(t, 0);
			} else {
				r.lo = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, a.lo, wi_c64(t, c)),
				           wi_op2(t, OP_SHL, IT_I64, a.hi, wi_c64(t, 64 - c)));
				r.hi = wi_op2(t, OP_LSHR, IT_I64, a.hi, wi_c64(t, c));
			}
			return r;
		}
		r.lo = wi_op2(t, OP_OR, IT_I64,
		           wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, a.lo, s),
		               wi_op2(t, OP_SHL, IT_I64, a.hi, s64)),
		           wi_op2(t, OP_LSHR, IT_I64, a.hi, sm64));
		r.hi = wi_op2(t, OP_LSHR, IT_I64, a.hi, s);
		return r;
	}
	/* ashr: the high half's sign fills */
	KirRef h = wi_shi(t, a);
	if (wi_is_const(t, s, &c) && c < 128) {
		if (c == 0)
			return a;
		if (c >= 64) {
			r.lo = shc(t, OP_ASHR, h, c - 64);
			r.hi = wi_op2(t, OP_ASHR, IT_I64, h, wi_c64(t, 63));
		} else {
			r.lo = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, a.lo, wi_c64(t, c)),
			           wi_op2(t, OP_SHL, IT_I64, h, wi_c64(t, 64 - c)));
			r.hi = wi_op2(t, OP_ASHR, IT_I64, h, wi_c64(t, c));
		}
	} else {
		KirRef small = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, a.lo, s),
		                   wi_op2(t, OP_SHL, IT_I64, h, s64));
		KirRef big = wi_op2(t, OP_ASHR, IT_I64, h, sm64);
		r.lo = wi_select3(t, IT_I64, wi_icmp(t, s, wi_c64(t, 64), ISA_ICMP_ULT), small, big);
		r.hi = wi_op2(t, OP_ASHR, IT_I64, h, s);
	}
	r.hi = wi_clip(t, r.hi, a.w - 64, IT_I64);
	return r;
}

int
wi_wide_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b, IntVal *r)
{
	r->w = a.w;
	switch (op) {
	case LLVMAdd:
		r->lo = wi_add64(t, a.lo, b.lo);
		if (wi_is_zero(t, a.lo) || wi_is_zero(t, b.lo)) {
			r->hi = wi_add64(t, a.hi, b.hi);
		} else {
			KirRef carry = tr_emit1(t, OP_ZEXT, IT_I64,
			                        wi_icmp(t, r->lo, a.lo, ISA_ICMP_ULT), 0);
			r->hi = wi_add64(t, wi_add64(t, a.hi, b.hi), carry);
		}
		break;
	case LLVMSub: {
		r->lo = wi_op2(t, OP_ISUB, IT_I64, a.lo, b.lo);
		KirRef borrow = tr_emit1(t, OP_ZEXT, IT_I64, wi_icmp(t, a.lo, b.lo, ISA_ICMP_ULT), 0);
		r->hi = wi_op2(t, OP_ISUB, IT_I64, wi_op2(t, OP_ISUB, IT_I64, a.hi, b.hi), borrow);
		break;
	}
	case LLVMMul:
		/* (ah*2^64 + al)(bh*2^64 + bl) mod 2^128: the high half is
		 * mulhi(al, bl) + al*bh + ah*bl */
		r->lo = wi_mul64(t, a.lo, b.lo);
		r->hi = wi_mul64(t, a.lo, b.hi);
		r->hi = wi_add64(t, r->hi, wi_mul64(t, a.hi, b.lo));
		if (!wi_is_zero(t, a.lo) && !wi_is_zero(t, b.lo))
			r->hi = wi_add64(t, r->hi, tr_emit2(t, OP_MULHI, IT_I64, a.lo, b.lo, 1));
		break;
	case LLVMAnd: case LLVMOr: case LLVMXor: {
		VgiwOp k = op == LLVMAnd ? OP_AND : op == LLVMOr ? OP_OR : OP_XOR;
		r->lo = wi_op2(t, k, IT_I64, a.lo, b.lo);
		r->hi = wi_op2(t, k, IT_I64, a.hi, b.hi);
		return 1;
	}
	case LLVMShl: case LLVMLShr: case LLVMAShr:
		*r = wide_shift(t, op, a, b.lo);
		return 1;
	default:
		return 0;  /* division: see the caller */
	}
	r->hi = wi_clip(t, r->hi, a.w - 64, IT_I64);
	return 1;
}

KirRef
wi_wide_icmp(Translator *t, int pred, IntVal a, IntVal b)
{
	if (pred == ISA_ICMP_EQ || pred == ISA_ICMP_NE) {
		KirRef d = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_XOR, IT_I64, a.lo, b.lo),
		               wi_op2(t, OP_XOR, IT_I64, a.hi, b.hi));
		return wi_icmp(t, d, wi_c64(t, 0), pred);
	}
	KirRef ah = a.hi, bh = b.hi;
	if (wi_signed_pred(pred)) {
		ah = wi_shi(t, a);
		bh = wi_shi(t, b);
	}
	/* the high halves decide unless they are equal */
	KirRef high = wi_icmp(t, ah, bh, pred);
	KirRef low = wi_icmp(t, a.lo, b.lo, wi_unsigned_pred(pred));
	return wi_select3(t, IT_I1, wi_icmp(t, a.hi, b.hi, ISA_ICMP_EQ), low, high);
}

/* ---- division of pairs, loop-free (Hacker's Delight, 2nd ed., 9-4 and
 * 9-5: divlu and the 128/128 division built on it) ----
 *
 * Every step is a 64-bit operation of the kernel IR, whose udiv by zero is
 * all ones and whose shifts by 64 or more give zero (sim/mem/exec.c), so
 * the branches of the algorithm are computed both and selected: the one
 * not taken may divide by zero harmlessly. tests/intwidth/divrem.* checks
 * it against the reference's native 128-bit arithmetic. */

/* One estimate correction of divlu: while q >= 2^32 or q*vn0 > rh*2^32 +
 * un, q -= 1 and rh += vn1 (at most twice; the second only while rh <
 * 2^32). */
static void
divlu_fix(Translator *t, KirRef *q, KirRef *rh, KirRef vn1, KirRef vn0, KirRef un,
          int second)
{
	KirRef b = wi_c64(t, 1ull << 32);
	KirRef too = wi_op2(t, OP_OR, IT_I1, wi_icmp(t, *q, b, ISA_ICMP_UGE),
	                 wi_icmp(t, wi_op2(t, OP_IMUL, IT_I64, *q, vn0),
	                      wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_SHL, IT_I64, *rh, wi_c64(t, 32)), un),
	                      ISA_ICMP_UGT));
	if (second)
		too = wi_op2(t, OP_AND, IT_I1, too, wi_icmp(t, *rh, b, ISA_ICMP_ULT));
	*q = wi_op2(t, OP_ISUB, IT_I64, *q, tr_emit1(t, OP_ZEXT, IT_I64, too, 0));
	*rh = wi_op2(t, OP_IADD, IT_I64, *rh, wi_select3(t, IT_I64, too, vn1, wi_c64(t, 0)));
}

/* (u1 * 2^64 + u0) / v and its remainder, for u1 < v. */
static void
divlu(Translator *t, KirRef u1, KirRef u0, KirRef v, KirRef *q, KirRef *r)
{
	KirRef m32 = wi_c64(t, 0xffffffffull), k32 = wi_c64(t, 32);
	KirRef s = tr_emit1(t, OP_CLZ, IT_I64, v, 0);
	KirRef vs = wi_op2(t, OP_SHL, IT_I64, v, s);
	KirRef vn1 = wi_op2(t, OP_LSHR, IT_I64, vs, k32), vn0 = wi_op2(t, OP_AND, IT_I64, vs, m32);
	KirRef un32 = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_SHL, IT_I64, u1, s),
	                  wi_op2(t, OP_LSHR, IT_I64, u0, wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 64), s)));
	KirRef un10 = wi_op2(t, OP_SHL, IT_I64, u0, s);
	KirRef un1 = wi_op2(t, OP_LSHR, IT_I64, un10, k32), un0 = wi_op2(t, OP_AND, IT_I64, un10, m32);

	KirRef q1 = wi_op2(t, OP_UDIV, IT_I64, un32, vn1);
	KirRef rh = wi_op2(t, OP_ISUB, IT_I64, un32, wi_op2(t, OP_IMUL, IT_I64, q1, vn1));
	divlu_fix(t, &q1, &rh, vn1, vn0, un1, 0);
	divlu_fix(t, &q1, &rh, vn1, vn0, un1, 1);
	KirRef un21 = wi_op2(t, OP_ISUB, IT_I64,
	                  wi_op2(t, OP_IADD, IT_I64, wi_op2(t, OP_SHL, IT_I64, un32, k32), un1),
	                  wi_op2(t, OP_IMUL, IT_I64, q1, vs));
	KirRef q0 = wi_op2(t, OP_UDIV, IT_I64, un21, vn1);
	rh = wi_op2(t, OP_ISUB, IT_I64, un21, wi_op2(t, OP_IMUL, IT_I64, q0, vn1));
	divlu_fix(t, &q0, &rh, vn1, vn0, un0, 0);
	divlu_fix(t, &q0, &rh, vn1, vn0, un0, 1);
	*q = wi_op2(t, OP_IADD, IT_I64, wi_op2(t, OP_SHL, IT_I64, q1, k32), q0);
	if (r)
		*r = wi_op2(t, OP_LSHR, IT_I64,
		         wi_op2(t, OP_ISUB, IT_I64,
		             wi_op2(t, OP_IADD, IT_I64, wi_op2(t, OP_SHL, IT_I64, un21, k32), un0),
		             wi_op2(t, OP_IMUL, IT_I64, q0, vs)), s);
}

/* Unsigned n / d and n % d on full 128-bit pairs (d != 0). */
static void
udivrem128(Translator *t, IntVal n, IntVal d, IntVal *q, IntVal *r)
{
	/* d < 2^64: two 64-bit steps */
	KirRef aqh = wi_op2(t, OP_UDIV, IT_I64, n.hi, d.lo);
	KirRef k = wi_op2(t, OP_UREM, IT_I64, n.hi, d.lo);
	KirRef aql, ar;
	divlu(t, k, n.lo, d.lo, &aql, &ar);

	/* d >= 2^64: the quotient has 64 bits; estimate it from the top 64
	 * bits of d normalised and n / 2, then correct by one */
	KirRef s = tr_emit1(t, OP_CLZ, IT_I64, d.hi, 0);
	KirRef v1 = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_SHL, IT_I64, d.hi, s),
	                wi_op2(t, OP_LSHR, IT_I64, d.lo, wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 64), s)));
	KirRef u1h = wi_op2(t, OP_LSHR, IT_I64, n.hi, wi_c64(t, 1));
	KirRef u1l = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, n.lo, wi_c64(t, 1)),
	                 wi_op2(t, OP_SHL, IT_I64, n.hi, wi_c64(t, 63)));
	KirRef q1;
	divlu(t, u1h, u1l, v1, &q1, NULL);
	KirRef q0 = wi_op2(t, OP_LSHR, IT_I64, q1, wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 63), s));
	q0 = wi_op2(t, OP_ISUB, IT_I64, q0,
	         tr_emit1(t, OP_ZEXT, IT_I64, wi_icmp(t, q0, wi_c64(t, 0), ISA_ICMP_NE), 0));
	IntVal qd = { q0, wi_c64(t, 0), 128 }, p, rem;
	wi_wide_binop(t, LLVMMul, qd, d, &p);
	wi_wide_binop(t, LLVMSub, n, p, &rem);
	KirRef ge = wi_wide_icmp(t, ISA_ICMP_UGE, rem, d);
	IntVal rem2;
	wi_wide_binop(t, LLVMSub, rem, d, &rem2);
	KirRef bq = wi_op2(t, OP_IADD, IT_I64, q0, tr_emit1(t, OP_ZEXT, IT_I64, ge, 0));

	KirRef small = wi_icmp(t, d.hi, wi_c64(t, 0), ISA_ICMP_EQ);
	q->w = r->w = 128;
	q->lo = wi_select3(t, IT_I64, small, aql, bq);
	q->hi = wi_select3(t, IT_I64, small, aqh, wi_c64(t, 0));
	r->lo = wi_select3(t, IT_I64, small, ar, wi_select3(t, IT_I64, ge, rem2.lo, rem.lo));
	r->hi = wi_select3(t, IT_I64, small, wi_c64(t, 0), wi_select3(t, IT_I64, ge, rem2.hi, rem.hi));
}

/* 0 - x on a full pair, when neg; else x. */
static IntVal
neg_if(Translator *t, KirRef neg, IntVal x)
{
	IntVal zero = { wi_c64(t, 0), wi_c64(t, 0), 128 }, m;
	wi_wide_binop(t, LLVMSub, zero, x, &m);
	x.lo = wi_select3(t, IT_I64, neg, m.lo, x.lo);
	x.hi = wi_select3(t, IT_I64, neg, m.hi, x.hi);
	return x;
}

/* udiv, sdiv, urem, srem of w-bit pairs (w in 65..128). Division by zero
 * and the signed minimum by -1 are undefined in LLVM; the expansion gives
 * some value for them and never traps. */
IntVal
wi_wide_divrem(Translator *t, LLVMOpcode op, IntVal a, IntVal b)
{
	int sgn = op == LLVMSDiv || op == LLVMSRem;
	int rem = op == LLVMURem || op == LLVMSRem;
	unsigned w = a.w;
	KirRef na = KIR_NONE, nb = KIR_NONE;

	a.w = b.w = 128;
	if (sgn) {
		a.hi = wi_shi(t, (IntVal){ a.lo, a.hi, w });
		b.hi = wi_shi(t, (IntVal){ b.lo, b.hi, w });
		na = wi_icmp(t, a.hi, wi_c64(t, 0), ISA_ICMP_SLT);
		nb = wi_icmp(t, b.hi, wi_c64(t, 0), ISA_ICMP_SLT);
		a = neg_if(t, na, a);
		b = neg_if(t, nb, b);
	}
	IntVal q, r;
	udivrem128(t, a, b, &q, &r);
	IntVal x = rem ? r : q;
	if (sgn)
		x = neg_if(t, rem ? na : wi_op2(t, OP_XOR, IT_I1, na, nb), x);
	x.w = w;
	x.hi = wi_clip(t, x.hi, w - 64, IT_I64);
	return x;
}

/* ---- arithmetic on narrow widths (w < 64, held in wi_holder(w)) ---- */

KirRef
wi_narrow_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b)
{
	IsaType k = wi_holder(a.w);
	unsigned w = a.w;

	switch (op) {
	case LLVMAdd: return wi_clip(t, wi_op2(t, OP_IADD, k, a.lo, b.lo), w, k);
	case LLVMSub: return wi_clip(t, wi_op2(t, OP_ISUB, k, a.lo, b.lo), w, k);
	case LLVMMul: return wi_clip(t, wi_op2(t, OP_IMUL, k, a.lo, b.lo), w, k);
	case LLVMShl: return wi_clip(t, wi_op2(t, OP_SHL, k, a.lo, b.lo), w, k);
	case LLVMAnd: return wi_op2(t, OP_AND, k, a.lo, b.lo);
	case LLVMOr: return wi_op2(t, OP_OR, k, a.lo, b.lo);
	case LLVMXor: return wi_op2(t, OP_XOR, k, a.lo, b.lo);
	case LLVMLShr: return wi_op2(t, OP_LSHR, k, a.lo, b.lo);
	case LLVMUDiv: return wi_op2(t, OP_UDIV, k, a.lo, b.lo);
	case LLVMURem: return wi_op2(t, OP_UREM, k, a.lo, b.lo);
	case LLVMAShr:
		return wi_clip(t, wi_op2(t, OP_ASHR, k, wi_sext_in(t, a.lo, w, k), b.lo), w, k);
	case LLVMSDiv:
	case LLVMSRem:
		return wi_clip(t, wi_op2(t, op == LLVMSDiv ? OP_SDIV : OP_SREM, k,
		                   wi_sext_in(t, a.lo, w, k), wi_sext_in(t, b.lo, w, k)), w, k);
	default:
		return KIR_NONE;
	}
}

/* ---- casts ---- */

IntVal
wi_int_cast(Translator *t, LLVMOpcode op, IntVal a, unsigned to)
{
	IntVal r = { 0, 0, to };

	if (op == LLVMTrunc) {
		if (to > 64) {  /* wide to wide */
			r.lo = a.lo;
			r.hi = wi_clip(t, a.hi, to - 64, IT_I64);
			return r;
		}
		IsaType from = a.w > 64 ? IT_I64 : wi_holder(a.w), k = wi_holder(to);
		r.lo = from == k ? a.lo : tr_emit1(t, OP_TRUNC, k, a.lo, 0);
		r.lo = wi_clip(t, r.lo, to, k);
		return r;
	}
	int sx = op == LLVMSExt;
	if (a.w > 64) {  /* wide to wider */
		r.lo = a.lo;
		r.hi = sx ? wi_clip(t, wi_shi(t, a), to - 64, IT_I64) : a.hi;
		return r;
	}
	IsaType from = wi_holder(a.w);
	KirRef v = sx ? wi_sext_in(t, a.lo, a.w, from) : a.lo;
	IsaType k = to > 64 ? IT_I64 : wi_holder(to);
	if (k != from)
		v = tr_emit1(t, sx ? OP_SEXT : OP_ZEXT, k, v, 0);
	if (to <= 64) {
		r.lo = sx ? wi_clip(t, v, to, k) : v;
		return r;
	}
	r.lo = v;
	r.hi = sx ? wi_clip(t, wi_op2(t, OP_ASHR, IT_I64, v, wi_c64(t, 63)), to - 64, IT_I64)
	          : wi_c64(t, 0);
	return r;
}

/* fptoui/fptosi into w < 64 bits: the kernel IR saturates to the holder's
 * range (as PTX cvt.rzi does); clamp further to w bits, as the reference
 * interpreter saturates to the type. */
KirRef
wi_fp_to_narrow(Translator *t, LLVMOpcode op, KirRef x, unsigned w)
{
	IsaType k = wi_holder(w);

	if (op == LLVMFPToUI) {
		KirRef r = tr_emit1(t, OP_FPTOUI, k, x, 0);
		return wi_op2(t, OP_UMIN, k, r, kir_const(t->f, k, wi_ones(w)));
	}
	KirRef r = tr_emit1(t, OP_FPTOSI, k, x, 0);
	uint64_t max = wi_ones(w - 1), min = ~max & wi_ones(wi_kbits(k));
	r = wi_op2(t, OP_SMIN, k, r, kir_const(t->f, k, max));
	r = wi_op2(t, OP_SMAX, k, r, kir_const(t->f, k, min));
	return wi_clip(t, r, w, k);
}

/* uitofp/sitofp of a pair: the 64 most significant bits with the bits
 * below them folded into bit 0 (a sticky bit far below the rounding
 * position, so the one rounding of the 64-bit conversion is the correct
 * one), then scaled by 2^n exactly. n = 64 - clz(high) is 0 when the high
 * half is 0, and every shift below is then the identity or gives 0. */
KirRef
wi_wide_to_fp(Translator *t, IntVal a, IsaType to, int is_signed)
{
	KirRef neg = KIR_NONE;

	if (is_signed) {
		KirRef h = wi_shi(t, a);
		IntVal full = { a.lo, h, 128 }, zero = { wi_c64(t, 0), wi_c64(t, 0), 128 }, m;
		wi_wide_binop(t, LLVMSub, zero, full, &m);
		neg = wi_icmp(t, h, wi_c64(t, 0), ISA_ICMP_SLT);
		a.lo = wi_select3(t, IT_I64, neg, m.lo, a.lo);
		a.hi = wi_select3(t, IT_I64, neg, m.hi, h);
	}
	KirRef n = wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 64), tr_emit1(t, OP_CLZ, IT_I64, a.hi, 0));
	KirRef up = wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, 64), n);
	KirRef v = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_LSHR, IT_I64, a.lo, n),
	               wi_op2(t, OP_SHL, IT_I64, a.hi, up));
	KirRef lost = wi_op2(t, OP_SHL, IT_I64, a.lo, up);
	v = wi_op2(t, OP_OR, IT_I64, v, tr_emit1(t, OP_ZEXT, IT_I64,
	        wi_icmp(t, lost, wi_c64(t, 0), ISA_ICMP_NE), 0));
	KirRef r = tr_emit1(t, OP_UITOFP, to, v, 0);
	/* 2^n as the float's bits (n <= 64: no overflow of the exponent) */
	KirRef scale;
	if (to == IT_F64) {
		scale = wi_op2(t, OP_SHL, IT_I64, wi_op2(t, OP_IADD, IT_I64, n, wi_c64(t, 1023)), wi_c64(t, 52));
	} else {
		KirRef n32 = tr_emit1(t, OP_TRUNC, IT_I32, n, 0);
		scale = wi_op2(t, OP_SHL, IT_I32, wi_op2(t, OP_IADD, IT_I32, n32, kir_const(t->f, IT_I32, 127)),
		            kir_const(t->f, IT_I32, 23));
	}
	r = wi_op2(t, OP_FMUL, to, r, scale);
	if (is_signed)
		r = wi_select3(t, to, neg, tr_emit1(t, OP_FNEG, to, r, 0), r);
	return r;
}

static KirRef
f64c(Translator *t, double d)
{
	uint64_t b;

	memcpy(&b, &d, 8);
	return kir_const(t->f, IT_F64, b);
}

static KirRef
fcmp(Translator *t, KirRef a, KirRef b, LLVMRealPredicate p)
{
	return tr_emit2(t, OP_FCMP, IT_I1, a, b, (int64_t)p);
}

/* fptoui/fptosi into 65..128 bits, saturating as the kernel IR's
 * conversions and the reference interpreter do (NaN 0, out-of-range
 * values the type's limits). Below 2^64 the 64-bit conversion; above, the
 * significand shifted into place (such a double has no fraction). */
IntVal
wi_fp_to_wide(Translator *t, LLVMOpcode op, KirRef x, IsaType from, unsigned w)
{
	int sx = op == LLVMFPToSI;
	IntVal r = { 0, 0, w };

	if (from == IT_F32)
		x = tr_emit1(t, OP_FPEXT, IT_F64, x, 0);
	KirRef ax = sx ? tr_emit1(t, OP_FABS, IT_F64, x, 0) : x;
	KirRef small = tr_emit1(t, OP_FPTOUI, IT_I64, ax, 0);
	/* the double's bits: a float value used as an i64 keeps its bits */
	KirRef m = wi_op2(t, OP_OR, IT_I64, wi_op2(t, OP_AND, IT_I64, ax, wi_c64(t, (1ull << 52) - 1)),
	               wi_c64(t, 1ull << 52));
	KirRef sh = wi_op2(t, OP_ISUB, IT_I64, wi_op2(t, OP_AND, IT_I64,
	                wi_op2(t, OP_LSHR, IT_I64, ax, wi_c64(t, 52)), wi_c64(t, 0x7ff)), wi_c64(t, 1075));
	IntVal big = wide_shift(t, LLVMShl, (IntVal){ m, wi_c64(t, 0), 128 }, sh);
	KirRef isbig = fcmp(t, ax, f64c(t, 0x1p64), LLVMRealOGE);
	IntVal mag = { wi_select3(t, IT_I64, isbig, big.lo, small),
	               wi_select3(t, IT_I64, isbig, big.hi, wi_c64(t, 0)), w };
	uint64_t top = w >= 128 ? ~0ull : (1ull << (w - 64)) - 1;
	if (!sx) {
		KirRef sat = fcmp(t, x, f64c(t, ldexp(1.0, (int)w)), LLVMRealOGE);
		r.lo = wi_select3(t, IT_I64, sat, wi_c64(t, ~0ull), mag.lo);
		r.hi = wi_select3(t, IT_I64, sat, wi_c64(t, top), wi_clip(t, mag.hi, w - 64, IT_I64));
		return r;
	}
	IntVal zero = { wi_c64(t, 0), wi_c64(t, 0), w }, negm;
	wi_wide_binop(t, LLVMSub, zero, mag, &negm);
	KirRef neg = fcmp(t, x, f64c(t, 0.0), LLVMRealOLT);
	r.lo = wi_select3(t, IT_I64, neg, negm.lo, mag.lo);
	r.hi = wi_select3(t, IT_I64, neg, negm.hi, mag.hi);
	/* the limits: max 2^(w-1) - 1, min 2^(w-1) (as w bits) */
	KirRef hisat = fcmp(t, x, f64c(t, ldexp(1.0, (int)w - 1)), LLVMRealOGE);
	KirRef losat = fcmp(t, x, f64c(t, -ldexp(1.0, (int)w - 1)), LLVMRealOLE);
	r.lo = wi_select3(t, IT_I64, hisat, wi_c64(t, ~0ull), r.lo);
	r.hi = wi_select3(t, IT_I64, hisat, wi_c64(t, top >> 1), r.hi);
	r.lo = wi_select3(t, IT_I64, losat, wi_c64(t, 0), r.lo);
	r.hi = wi_select3(t, IT_I64, losat, wi_c64(t, top ^ (top >> 1)), r.hi);
	return r;
}

/* ---- integer intrinsics ---- */

/* llvm.{s,u}{min,max}, llvm.abs, llvm.ctpop, llvm.ctlz, llvm.cttz,
 * llvm.fshl/fshr on a non-native width: LLVM 17+ folds compare-and-select
 * idioms into the first ones and shift-or idioms into funnel shifts at any
 * width. Their result has the operand's type; the second operand of
 * abs/ctlz/cttz (a poison flag) changes nothing here. */
static const struct {
	const char *name;
	VgiwOp op;
} int_fns[] = {
	{ "llvm.smin.", OP_SMIN }, { "llvm.smax.", OP_SMAX },
	{ "llvm.umin.", OP_UMIN }, { "llvm.umax.", OP_UMAX },
	{ "llvm.abs.", OP_IABS }, { "llvm.ctpop.", OP_POPC },
	{ "llvm.ctlz.", OP_CLZ }, { "llvm.cttz.", OP_CTZ },
	{ "llvm.fshl.", OP_SHL }, { "llvm.fshr.", OP_LSHR },  /* funnel shifts */
};

int
wi_int_fn(const char *name, size_t len, VgiwOp *op)
{
	for (size_t k = 0; k < sizeof int_fns / sizeof *int_fns; k++) {
		size_t n = strlen(int_fns[k].name);
		if (len > n && strncmp(name, int_fns[k].name, n) == 0) {
			*op = int_fns[k].op;
			return 1;
		}
	}
	return 0;
}

KirRef
wi_narrow_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c)
{
	IsaType k = wi_holder(a.w);
	unsigned w = a.w;

	switch (op) {
	case OP_UMIN: case OP_UMAX:
		return wi_op2(t, op, k, a.lo, b.lo);
	case OP_SMIN: case OP_SMAX:
		return wi_clip(t, wi_op2(t, op, k, wi_sext_in(t, a.lo, w, k), wi_sext_in(t, b.lo, w, k)), w, k);
	case OP_IABS:
		return wi_clip(t, tr_emit1(t, OP_IABS, k, wi_sext_in(t, a.lo, w, k), 0), w, k);
	case OP_POPC:
		return tr_emit1(t, OP_POPC, k, a.lo, 0);
	case OP_CLZ:  /* the wi_holder's bits above w are zero leading bits */
		return wi_op2(t, OP_ISUB, k, tr_emit1(t, OP_CLZ, k, a.lo, 0),
		           kir_const(t->f, k, wi_kbits(k) - w));
	case OP_CTZ:  /* of 0 the wi_holder's width, of w bits w */
		return wi_op2(t, OP_UMIN, k, tr_emit1(t, OP_CTZ, k, a.lo, 0), kir_const(t->f, k, w));
	default: {
		/* fshl: (a << s) | (b >> (w - s)), fshr: (b >> s) | (a << (w - s)),
		 * s = c mod w; at s = 0 the second shift is by w, which gives 0
		 * for a w-bit value (and after the mask) */
		KirRef s = wi_op2(t, OP_UREM, k, c.lo, kir_const(t->f, k, w));
		KirRef ws = wi_op2(t, OP_ISUB, k, kir_const(t->f, k, w), s);
		KirRef r = op == OP_SHL
			? wi_op2(t, OP_OR, k, wi_op2(t, OP_SHL, k, a.lo, s), wi_op2(t, OP_LSHR, k, b.lo, ws))
			: wi_op2(t, OP_OR, k, wi_op2(t, OP_LSHR, k, b.lo, s), wi_op2(t, OP_SHL, k, a.lo, ws));
		return wi_clip(t, r, w, k);
	}
	}
}

IntVal
wi_wide_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c)
{
	IntVal r = { 0, wi_c64(t, 0), a.w };
	unsigned hw = a.w - 64;

	switch (op) {
	case OP_UMIN: case OP_UMAX: case OP_SMIN: case OP_SMAX: {
		int pred = op == OP_UMIN ? ISA_ICMP_ULT : op == OP_UMAX ? ISA_ICMP_UGT
		         : op == OP_SMIN ? ISA_ICMP_SLT : ISA_ICMP_SGT;
		KirRef first = wi_wide_icmp(t, pred, a, b);
		r.lo = wi_select3(t, IT_I64, first, a.lo, b.lo);
		r.hi = wi_select3(t, IT_I64, first, a.hi, b.hi);
		return r;
	}
	case OP_IABS: {
		IntVal zero = { wi_c64(t, 0), wi_c64(t, 0), a.w }, m;
		wi_wide_binop(t, LLVMSub, zero, a, &m);
		KirRef neg = wi_icmp(t, wi_shi(t, a), wi_c64(t, 0), ISA_ICMP_SLT);
		r.lo = wi_select3(t, IT_I64, neg, m.lo, a.lo);
		r.hi = wi_select3(t, IT_I64, neg, m.hi, a.hi);
		return r;
	}
	case OP_POPC:
		r.lo = wi_op2(t, OP_IADD, IT_I64, tr_emit1(t, OP_POPC, IT_I64, a.lo, 0),
		           tr_emit1(t, OP_POPC, IT_I64, a.hi, 0));
		return r;
	case OP_CLZ: {
		/* the high half's leading zeros less its 64 - hw unused bits,
		 * or hw plus the low half's */
		KirRef high = wi_op2(t, OP_ISUB, IT_I64, tr_emit1(t, OP_CLZ, IT_I64, a.hi, 0),
		                  wi_c64(t, 64 - hw));
		KirRef low = wi_op2(t, OP_IADD, IT_I64, tr_emit1(t, OP_CLZ, IT_I64, a.lo, 0),
		                 wi_c64(t, hw));
		r.lo = wi_select3(t, IT_I64, wi_icmp(t, a.hi, wi_c64(t, 0), ISA_ICMP_EQ), low, high);
		return r;
	}
	case OP_SHL: case OP_LSHR: {
		/* funnel shifts as for narrow widths, s = c mod w from the halves:
		 * (hi mod w) * (2^64 mod w) + lo mod w, mod w */
		KirRef s;
		if (a.w == 128) {
			s = wi_op2(t, OP_AND, IT_I64, c.lo, wi_c64(t, 127));
		} else {
			KirRef wc = wi_c64(t, a.w);
			uint64_t k64 = (uint64_t)(((~0ull) % a.w + 1) % a.w);
			s = wi_op2(t, OP_IADD, IT_I64,
			        wi_op2(t, OP_IMUL, IT_I64, wi_op2(t, OP_UREM, IT_I64, c.hi, wc), wi_c64(t, k64)),
			        wi_op2(t, OP_UREM, IT_I64, c.lo, wc));
			s = wi_op2(t, OP_UREM, IT_I64, s, wc);
		}
		KirRef ws = wi_op2(t, OP_ISUB, IT_I64, wi_c64(t, a.w), s);
		IntVal x = wide_shift(t, op == OP_SHL ? LLVMShl : LLVMLShr, op == OP_SHL ? a : b, s);
		IntVal y = wide_shift(t, op == OP_SHL ? LLVMLShr : LLVMShl, op == OP_SHL ? b : a, ws);
		r.lo = wi_op2(t, OP_OR, IT_I64, x.lo, y.lo);
		r.hi = wi_op2(t, OP_OR, IT_I64, x.hi, y.hi);
		return r;
	}
	default: {  /* cttz */
		KirRef high = wi_op2(t, OP_UMIN, IT_I64, wi_op2(t, OP_IADD, IT_I64,
		                  tr_emit1(t, OP_CTZ, IT_I64, a.hi, 0), wi_c64(t, 64)), wi_c64(t, a.w));
		r.lo = wi_select3(t, IT_I64, wi_icmp(t, a.lo, wi_c64(t, 0), ISA_ICMP_EQ), high,
		               tr_emit1(t, OP_CTZ, IT_I64, a.lo, 0));
		return r;
	}
	}
}

