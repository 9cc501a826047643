/* Integers of the widths the kernel IR does not have (i2..i63 other than
 * 8/16/32, and i65..i128), legalised so that passes, backend and simulators
 * keep their native widths (docs/kernel-ir.md, "Integers of any width").
 * A narrow one lives in the next native width with its bits above the
 * width zero; a wide one is a pair of i64 leaves (low, high), the high
 * half's bits above the width zero. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "front_int.h"

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
static IsaType
holder(unsigned w)
{
	return w <= 1 ? IT_I1 : w <= 8 ? IT_I8 : w <= 16 ? IT_I16 : w <= 32 ? IT_I32 : IT_I64;
}

static unsigned
kbits(IsaType k)
{
	return k == IT_I1 ? 1 : 8 * isa_type_size(k);
}

IsaType
tr_type_legal(Translator *t, LLVMTypeRef ty)
{
	unsigned w = tr_int_bits(ty);

	if (w && w <= 64)
		return holder(w);
	return tr_type(t, ty);
}

static uint64_t
ones(unsigned w)
{
	return w >= 64 ? ~0ull : (1ull << w) - 1;
}

/* ---- values ---- */

/* A legalised integer: w <= 64 in lo (of type holder(w)), else lo and hi
 * (i64 each). */
typedef struct {
	KirRef lo, hi;
	unsigned w;
} IntVal;

static KirRef
c64(Translator *t, uint64_t v)
{
	return kir_const(t->f, IT_I64, v);
}

static int
is_const(Translator *t, KirRef r, uint64_t *v)
{
	if (KIR_TAG(r) != KREF_CONST)
		return 0;
	const KirConst *c = &t->f->consts[KIR_IDX(r)];
	if (c->sym != ISYM_NONE)
		return 0;
	*v = c->bits;
	return 1;
}

static int
is_zero(Translator *t, KirRef r)
{
	uint64_t v;

	return is_const(t, r, &v) && v == 0;
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
		out[0] = c64(t, words[0]);
		out[1] = c64(t, words[1]);
		return;
	}
	if (LLVMIsNull(v)) {
		out[0] = out[1] = c64(t, 0);
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

static KirRef
op2(Translator *t, VgiwOp op, IsaType k, KirRef a, KirRef b)
{
	return tr_emit2(t, op, k, a, b, 0);
}

/* Clear the bits of r (of type k) above w: the invariant after an
 * operation that can carry into them. */
static KirRef
clip(Translator *t, KirRef r, unsigned w, IsaType k)
{
	if (w >= kbits(k))
		return r;
	return op2(t, OP_AND, k, r, kir_const(t->f, k, ones(w)));
}

/* r (w bits held in k) sign-extended to all of k's bits. */
static KirRef
sext_in(Translator *t, KirRef r, unsigned w, IsaType k)
{
	unsigned n = kbits(k) - w;

	if (!n)
		return r;
	KirRef s = kir_const(t->f, k, n);
	return op2(t, OP_ASHR, k, op2(t, OP_SHL, k, r, s), s);
}

static KirRef
icmp(Translator *t, KirRef a, KirRef b, int pred)
{
	return tr_emit2(t, OP_ICMP, IT_I1, a, b, pred);
}

static KirRef
select3(Translator *t, IsaType k, KirRef c, KirRef a, KirRef b)
{
	KirRef x[3] = { c, a, b };

	return tr_emit(t, OP_SELECT, k, x, 3, 0);
}

static KirRef
add64(Translator *t, KirRef a, KirRef b)
{
	if (is_zero(t, a))
		return b;
	if (is_zero(t, b))
		return a;
	return op2(t, OP_IADD, IT_I64, a, b);
}

static KirRef
mul64(Translator *t, KirRef a, KirRef b)
{
	if (is_zero(t, a) || is_zero(t, b))
		return c64(t, 0);
	return op2(t, OP_IMUL, IT_I64, a, b);
}

/* The signed form of a wide value's high half (w - 64 bits). */
static KirRef
shi(Translator *t, IntVal a)
{
	return sext_in(t, a.hi, a.w - 64, IT_I64);
}

/* Unsigned counterpart of a signed predicate (LLVM numbering). */
static int
unsigned_pred(int p)
{
	switch (p) {
	case ISA_ICMP_SGT: return ISA_ICMP_UGT;
	case ISA_ICMP_SGE: return ISA_ICMP_UGE;
	case ISA_ICMP_SLT: return ISA_ICMP_ULT;
	case ISA_ICMP_SLE: return ISA_ICMP_ULE;
	default: return p;
	}
}

static int
signed_pred(int p)
{
	return p >= ISA_ICMP_SGT && p <= ISA_ICMP_SLE;
}

/* ---- arithmetic on pairs (w in 65..128) ---- */

/* A 64-bit shift by a constant; by 0 the operand itself. */
static KirRef
shc(Translator *t, VgiwOp op, KirRef x, uint64_t c)
{
	return c ? op2(t, op, IT_I64, x, c64(t, c)) : x;
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

	if (!is_const(t, s, &c) || c >= 128) {
		s64 = op2(t, OP_ISUB, IT_I64, c64(t, 64), s);
		sm64 = op2(t, OP_ISUB, IT_I64, s, c64(t, 64));
	}
	if (op == LLVMShl) {
		if (is_const(t, s, &c) && c < 128) {
			if (c == 0)
				return a;
			if (c >= 64) {
				r.lo = c64(t, 0);
				r.hi = shc(t, OP_SHL, a.lo, c - 64);
			} else {
				r.lo = op2(t, OP_SHL, IT_I64, a.lo, c64(t, c));
				r.hi = op2(t, OP_OR, IT_I64, op2(t, OP_SHL, IT_I64, a.hi, c64(t, c)),
				           op2(t, OP_LSHR, IT_I64, a.lo, c64(t, 64 - c)));
			}
		} else {
			r.lo = op2(t, OP_SHL, IT_I64, a.lo, s);
			r.hi = op2(t, OP_OR, IT_I64,
			           op2(t, OP_OR, IT_I64, op2(t, OP_SHL, IT_I64, a.hi, s),
			               op2(t, OP_LSHR, IT_I64, a.lo, s64)),
			           op2(t, OP_SHL, IT_I64, a.lo, sm64));
		}
		r.hi = clip(t, r.hi, a.w - 64, IT_I64);
		return r;
	}
	if (op == LLVMLShr) {
		if (is_const(t, s, &c) && c < 128) {
			if (c == 0)
				return a;
			if (c >= 64) {
				r.lo = shc(t, OP_LSHR, a.hi, c - 64);
				r.hi = c64(t, 0);
			} else {
				r.lo = op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, a.lo, c64(t, c)),
				           op2(t, OP_SHL, IT_I64, a.hi, c64(t, 64 - c)));
				r.hi = op2(t, OP_LSHR, IT_I64, a.hi, c64(t, c));
			}
			return r;
		}
		r.lo = op2(t, OP_OR, IT_I64,
		           op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, a.lo, s),
		               op2(t, OP_SHL, IT_I64, a.hi, s64)),
		           op2(t, OP_LSHR, IT_I64, a.hi, sm64));
		r.hi = op2(t, OP_LSHR, IT_I64, a.hi, s);
		return r;
	}
	/* ashr: the high half's sign fills */
	KirRef h = shi(t, a);
	if (is_const(t, s, &c) && c < 128) {
		if (c == 0)
			return a;
		if (c >= 64) {
			r.lo = shc(t, OP_ASHR, h, c - 64);
			r.hi = op2(t, OP_ASHR, IT_I64, h, c64(t, 63));
		} else {
			r.lo = op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, a.lo, c64(t, c)),
			           op2(t, OP_SHL, IT_I64, h, c64(t, 64 - c)));
			r.hi = op2(t, OP_ASHR, IT_I64, h, c64(t, c));
		}
	} else {
		KirRef small = op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, a.lo, s),
		                   op2(t, OP_SHL, IT_I64, h, s64));
		KirRef big = op2(t, OP_ASHR, IT_I64, h, sm64);
		r.lo = select3(t, IT_I64, icmp(t, s, c64(t, 64), ISA_ICMP_ULT), small, big);
		r.hi = op2(t, OP_ASHR, IT_I64, h, s);
	}
	r.hi = clip(t, r.hi, a.w - 64, IT_I64);
	return r;
}

static int
wide_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b, IntVal *r)
{
	r->w = a.w;
	switch (op) {
	case LLVMAdd:
		r->lo = add64(t, a.lo, b.lo);
		if (is_zero(t, a.lo) || is_zero(t, b.lo)) {
			r->hi = add64(t, a.hi, b.hi);
		} else {
			KirRef carry = tr_emit1(t, OP_ZEXT, IT_I64,
			                        icmp(t, r->lo, a.lo, ISA_ICMP_ULT), 0);
			r->hi = add64(t, add64(t, a.hi, b.hi), carry);
		}
		break;
	case LLVMSub: {
		r->lo = op2(t, OP_ISUB, IT_I64, a.lo, b.lo);
		KirRef borrow = tr_emit1(t, OP_ZEXT, IT_I64, icmp(t, a.lo, b.lo, ISA_ICMP_ULT), 0);
		r->hi = op2(t, OP_ISUB, IT_I64, op2(t, OP_ISUB, IT_I64, a.hi, b.hi), borrow);
		break;
	}
	case LLVMMul:
		/* (ah*2^64 + al)(bh*2^64 + bl) mod 2^128: the high half is
		 * mulhi(al, bl) + al*bh + ah*bl */
		r->lo = mul64(t, a.lo, b.lo);
		r->hi = mul64(t, a.lo, b.hi);
		r->hi = add64(t, r->hi, mul64(t, a.hi, b.lo));
		if (!is_zero(t, a.lo) && !is_zero(t, b.lo))
			r->hi = add64(t, r->hi, tr_emit2(t, OP_MULHI, IT_I64, a.lo, b.lo, 1));
		break;
	case LLVMAnd: case LLVMOr: case LLVMXor: {
		VgiwOp k = op == LLVMAnd ? OP_AND : op == LLVMOr ? OP_OR : OP_XOR;
		r->lo = op2(t, k, IT_I64, a.lo, b.lo);
		r->hi = op2(t, k, IT_I64, a.hi, b.hi);
		return 1;
	}
	case LLVMShl: case LLVMLShr: case LLVMAShr:
		*r = wide_shift(t, op, a, b.lo);
		return 1;
	default:
		return 0;  /* division: see the caller */
	}
	r->hi = clip(t, r->hi, a.w - 64, IT_I64);
	return 1;
}

static KirRef
wide_icmp(Translator *t, int pred, IntVal a, IntVal b)
{
	if (pred == ISA_ICMP_EQ || pred == ISA_ICMP_NE) {
		KirRef d = op2(t, OP_OR, IT_I64, op2(t, OP_XOR, IT_I64, a.lo, b.lo),
		               op2(t, OP_XOR, IT_I64, a.hi, b.hi));
		return icmp(t, d, c64(t, 0), pred);
	}
	KirRef ah = a.hi, bh = b.hi;
	if (signed_pred(pred)) {
		ah = shi(t, a);
		bh = shi(t, b);
	}
	/* the high halves decide unless they are equal */
	KirRef high = icmp(t, ah, bh, pred);
	KirRef low = icmp(t, a.lo, b.lo, unsigned_pred(pred));
	return select3(t, IT_I1, icmp(t, a.hi, b.hi, ISA_ICMP_EQ), low, high);
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
	KirRef b = c64(t, 1ull << 32);
	KirRef too = op2(t, OP_OR, IT_I1, icmp(t, *q, b, ISA_ICMP_UGE),
	                 icmp(t, op2(t, OP_IMUL, IT_I64, *q, vn0),
	                      op2(t, OP_OR, IT_I64, op2(t, OP_SHL, IT_I64, *rh, c64(t, 32)), un),
	                      ISA_ICMP_UGT));
	if (second)
		too = op2(t, OP_AND, IT_I1, too, icmp(t, *rh, b, ISA_ICMP_ULT));
	*q = op2(t, OP_ISUB, IT_I64, *q, tr_emit1(t, OP_ZEXT, IT_I64, too, 0));
	*rh = op2(t, OP_IADD, IT_I64, *rh, select3(t, IT_I64, too, vn1, c64(t, 0)));
}

/* (u1 * 2^64 + u0) / v and its remainder, for u1 < v. */
static void
divlu(Translator *t, KirRef u1, KirRef u0, KirRef v, KirRef *q, KirRef *r)
{
	KirRef m32 = c64(t, 0xffffffffull), k32 = c64(t, 32);
	KirRef s = tr_emit1(t, OP_CLZ, IT_I64, v, 0);
	KirRef vs = op2(t, OP_SHL, IT_I64, v, s);
	KirRef vn1 = op2(t, OP_LSHR, IT_I64, vs, k32), vn0 = op2(t, OP_AND, IT_I64, vs, m32);
	KirRef un32 = op2(t, OP_OR, IT_I64, op2(t, OP_SHL, IT_I64, u1, s),
	                  op2(t, OP_LSHR, IT_I64, u0, op2(t, OP_ISUB, IT_I64, c64(t, 64), s)));
	KirRef un10 = op2(t, OP_SHL, IT_I64, u0, s);
	KirRef un1 = op2(t, OP_LSHR, IT_I64, un10, k32), un0 = op2(t, OP_AND, IT_I64, un10, m32);

	KirRef q1 = op2(t, OP_UDIV, IT_I64, un32, vn1);
	KirRef rh = op2(t, OP_ISUB, IT_I64, un32, op2(t, OP_IMUL, IT_I64, q1, vn1));
	divlu_fix(t, &q1, &rh, vn1, vn0, un1, 0);
	divlu_fix(t, &q1, &rh, vn1, vn0, un1, 1);
	KirRef un21 = op2(t, OP_ISUB, IT_I64,
	                  op2(t, OP_IADD, IT_I64, op2(t, OP_SHL, IT_I64, un32, k32), un1),
	                  op2(t, OP_IMUL, IT_I64, q1, vs));
	KirRef q0 = op2(t, OP_UDIV, IT_I64, un21, vn1);
	rh = op2(t, OP_ISUB, IT_I64, un21, op2(t, OP_IMUL, IT_I64, q0, vn1));
	divlu_fix(t, &q0, &rh, vn1, vn0, un0, 0);
	divlu_fix(t, &q0, &rh, vn1, vn0, un0, 1);
	*q = op2(t, OP_IADD, IT_I64, op2(t, OP_SHL, IT_I64, q1, k32), q0);
	if (r)
		*r = op2(t, OP_LSHR, IT_I64,
		         op2(t, OP_ISUB, IT_I64,
		             op2(t, OP_IADD, IT_I64, op2(t, OP_SHL, IT_I64, un21, k32), un0),
		             op2(t, OP_IMUL, IT_I64, q0, vs)), s);
}

/* Unsigned n / d and n % d on full 128-bit pairs (d != 0). */
static void
udivrem128(Translator *t, IntVal n, IntVal d, IntVal *q, IntVal *r)
{
	/* d < 2^64: two 64-bit steps */
	KirRef aqh = op2(t, OP_UDIV, IT_I64, n.hi, d.lo);
	KirRef k = op2(t, OP_UREM, IT_I64, n.hi, d.lo);
	KirRef aql, ar;
	divlu(t, k, n.lo, d.lo, &aql, &ar);

	/* d >= 2^64: the quotient has 64 bits; estimate it from the top 64
	 * bits of d normalised and n / 2, then correct by one */
	KirRef s = tr_emit1(t, OP_CLZ, IT_I64, d.hi, 0);
	KirRef v1 = op2(t, OP_OR, IT_I64, op2(t, OP_SHL, IT_I64, d.hi, s),
	                op2(t, OP_LSHR, IT_I64, d.lo, op2(t, OP_ISUB, IT_I64, c64(t, 64), s)));
	KirRef u1h = op2(t, OP_LSHR, IT_I64, n.hi, c64(t, 1));
	KirRef u1l = op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, n.lo, c64(t, 1)),
	                 op2(t, OP_SHL, IT_I64, n.hi, c64(t, 63)));
	KirRef q1;
	divlu(t, u1h, u1l, v1, &q1, NULL);
	KirRef q0 = op2(t, OP_LSHR, IT_I64, q1, op2(t, OP_ISUB, IT_I64, c64(t, 63), s));
	q0 = op2(t, OP_ISUB, IT_I64, q0,
	         tr_emit1(t, OP_ZEXT, IT_I64, icmp(t, q0, c64(t, 0), ISA_ICMP_NE), 0));
	IntVal qd = { q0, c64(t, 0), 128 }, p, rem;
	wide_binop(t, LLVMMul, qd, d, &p);
	wide_binop(t, LLVMSub, n, p, &rem);
	KirRef ge = wide_icmp(t, ISA_ICMP_UGE, rem, d);
	IntVal rem2;
	wide_binop(t, LLVMSub, rem, d, &rem2);
	KirRef bq = op2(t, OP_IADD, IT_I64, q0, tr_emit1(t, OP_ZEXT, IT_I64, ge, 0));

	KirRef small = icmp(t, d.hi, c64(t, 0), ISA_ICMP_EQ);
	q->w = r->w = 128;
	q->lo = select3(t, IT_I64, small, aql, bq);
	q->hi = select3(t, IT_I64, small, aqh, c64(t, 0));
	r->lo = select3(t, IT_I64, small, ar, select3(t, IT_I64, ge, rem2.lo, rem.lo));
	r->hi = select3(t, IT_I64, small, c64(t, 0), select3(t, IT_I64, ge, rem2.hi, rem.hi));
}

/* 0 - x on a full pair, when neg; else x. */
static IntVal
neg_if(Translator *t, KirRef neg, IntVal x)
{
	IntVal zero = { c64(t, 0), c64(t, 0), 128 }, m;
	wide_binop(t, LLVMSub, zero, x, &m);
	x.lo = select3(t, IT_I64, neg, m.lo, x.lo);
	x.hi = select3(t, IT_I64, neg, m.hi, x.hi);
	return x;
}

/* udiv, sdiv, urem, srem of w-bit pairs (w in 65..128). Division by zero
 * and the signed minimum by -1 are undefined in LLVM; the expansion gives
 * some value for them and never traps. */
static IntVal
wide_divrem(Translator *t, LLVMOpcode op, IntVal a, IntVal b)
{
	int sgn = op == LLVMSDiv || op == LLVMSRem;
	int rem = op == LLVMURem || op == LLVMSRem;
	unsigned w = a.w;
	KirRef na = KIR_NONE, nb = KIR_NONE;

	a.w = b.w = 128;
	if (sgn) {
		a.hi = shi(t, (IntVal){ a.lo, a.hi, w });
		b.hi = shi(t, (IntVal){ b.lo, b.hi, w });
		na = icmp(t, a.hi, c64(t, 0), ISA_ICMP_SLT);
		nb = icmp(t, b.hi, c64(t, 0), ISA_ICMP_SLT);
		a = neg_if(t, na, a);
		b = neg_if(t, nb, b);
	}
	IntVal q, r;
	udivrem128(t, a, b, &q, &r);
	IntVal x = rem ? r : q;
	if (sgn)
		x = neg_if(t, rem ? na : op2(t, OP_XOR, IT_I1, na, nb), x);
	x.w = w;
	x.hi = clip(t, x.hi, w - 64, IT_I64);
	return x;
}

/* ---- arithmetic on narrow widths (w < 64, held in holder(w)) ---- */

static KirRef
narrow_binop(Translator *t, LLVMOpcode op, IntVal a, IntVal b)
{
	IsaType k = holder(a.w);
	unsigned w = a.w;

	switch (op) {
	case LLVMAdd: return clip(t, op2(t, OP_IADD, k, a.lo, b.lo), w, k);
	case LLVMSub: return clip(t, op2(t, OP_ISUB, k, a.lo, b.lo), w, k);
	case LLVMMul: return clip(t, op2(t, OP_IMUL, k, a.lo, b.lo), w, k);
	case LLVMShl: return clip(t, op2(t, OP_SHL, k, a.lo, b.lo), w, k);
	case LLVMAnd: return op2(t, OP_AND, k, a.lo, b.lo);
	case LLVMOr: return op2(t, OP_OR, k, a.lo, b.lo);
	case LLVMXor: return op2(t, OP_XOR, k, a.lo, b.lo);
	case LLVMLShr: return op2(t, OP_LSHR, k, a.lo, b.lo);
	case LLVMUDiv: return op2(t, OP_UDIV, k, a.lo, b.lo);
	case LLVMURem: return op2(t, OP_UREM, k, a.lo, b.lo);
	case LLVMAShr:
		return clip(t, op2(t, OP_ASHR, k, sext_in(t, a.lo, w, k), b.lo), w, k);
	case LLVMSDiv:
	case LLVMSRem:
		return clip(t, op2(t, op == LLVMSDiv ? OP_SDIV : OP_SREM, k,
		                   sext_in(t, a.lo, w, k), sext_in(t, b.lo, w, k)), w, k);
	default:
		return KIR_NONE;
	}
}

/* ---- casts ---- */

static IntVal
int_cast(Translator *t, LLVMOpcode op, IntVal a, unsigned to)
{
	IntVal r = { 0, 0, to };

	if (op == LLVMTrunc) {
		if (to > 64) {  /* wide to wide */
			r.lo = a.lo;
			r.hi = clip(t, a.hi, to - 64, IT_I64);
			return r;
		}
		IsaType from = a.w > 64 ? IT_I64 : holder(a.w), k = holder(to);
		r.lo = from == k ? a.lo : tr_emit1(t, OP_TRUNC, k, a.lo, 0);
		r.lo = clip(t, r.lo, to, k);
		return r;
	}
	int sx = op == LLVMSExt;
	if (a.w > 64) {  /* wide to wider */
		r.lo = a.lo;
		r.hi = sx ? clip(t, shi(t, a), to - 64, IT_I64) : a.hi;
		return r;
	}
	IsaType from = holder(a.w);
	KirRef v = sx ? sext_in(t, a.lo, a.w, from) : a.lo;
	IsaType k = to > 64 ? IT_I64 : holder(to);
	if (k != from)
		v = tr_emit1(t, sx ? OP_SEXT : OP_ZEXT, k, v, 0);
	if (to <= 64) {
		r.lo = sx ? clip(t, v, to, k) : v;
		return r;
	}
	r.lo = v;
	r.hi = sx ? clip(t, op2(t, OP_ASHR, IT_I64, v, c64(t, 63)), to - 64, IT_I64)
	          : c64(t, 0);
	return r;
}

/* fptoui/fptosi into w < 64 bits: the kernel IR saturates to the holder's
 * range (as PTX cvt.rzi does); clamp further to w bits, as the reference
 * interpreter saturates to the type. */
static KirRef
fp_to_narrow(Translator *t, LLVMOpcode op, KirRef x, unsigned w)
{
	IsaType k = holder(w);

	if (op == LLVMFPToUI) {
		KirRef r = tr_emit1(t, OP_FPTOUI, k, x, 0);
		return op2(t, OP_UMIN, k, r, kir_const(t->f, k, ones(w)));
	}
	KirRef r = tr_emit1(t, OP_FPTOSI, k, x, 0);
	uint64_t max = ones(w - 1), min = ~max & ones(kbits(k));
	r = op2(t, OP_SMIN, k, r, kir_const(t->f, k, max));
	r = op2(t, OP_SMAX, k, r, kir_const(t->f, k, min));
	return clip(t, r, w, k);
}

/* uitofp/sitofp of a pair: the 64 most significant bits with the bits
 * below them folded into bit 0 (a sticky bit far below the rounding
 * position, so the one rounding of the 64-bit conversion is the correct
 * one), then scaled by 2^n exactly. n = 64 - clz(high) is 0 when the high
 * half is 0, and every shift below is then the identity or gives 0. */
static KirRef
wide_to_fp(Translator *t, IntVal a, IsaType to, int is_signed)
{
	KirRef neg = KIR_NONE;

	if (is_signed) {
		KirRef h = shi(t, a);
		IntVal full = { a.lo, h, 128 }, zero = { c64(t, 0), c64(t, 0), 128 }, m;
		wide_binop(t, LLVMSub, zero, full, &m);
		neg = icmp(t, h, c64(t, 0), ISA_ICMP_SLT);
		a.lo = select3(t, IT_I64, neg, m.lo, a.lo);
		a.hi = select3(t, IT_I64, neg, m.hi, h);
	}
	KirRef n = op2(t, OP_ISUB, IT_I64, c64(t, 64), tr_emit1(t, OP_CLZ, IT_I64, a.hi, 0));
	KirRef up = op2(t, OP_ISUB, IT_I64, c64(t, 64), n);
	KirRef v = op2(t, OP_OR, IT_I64, op2(t, OP_LSHR, IT_I64, a.lo, n),
	               op2(t, OP_SHL, IT_I64, a.hi, up));
	KirRef lost = op2(t, OP_SHL, IT_I64, a.lo, up);
	v = op2(t, OP_OR, IT_I64, v, tr_emit1(t, OP_ZEXT, IT_I64,
	        icmp(t, lost, c64(t, 0), ISA_ICMP_NE), 0));
	KirRef r = tr_emit1(t, OP_UITOFP, to, v, 0);
	/* 2^n as the float's bits (n <= 64: no overflow of the exponent) */
	KirRef scale;
	if (to == IT_F64) {
		scale = op2(t, OP_SHL, IT_I64, op2(t, OP_IADD, IT_I64, n, c64(t, 1023)), c64(t, 52));
	} else {
		KirRef n32 = tr_emit1(t, OP_TRUNC, IT_I32, n, 0);
		scale = op2(t, OP_SHL, IT_I32, op2(t, OP_IADD, IT_I32, n32, kir_const(t->f, IT_I32, 127)),
		            kir_const(t->f, IT_I32, 23));
	}
	r = op2(t, OP_FMUL, to, r, scale);
	if (is_signed)
		r = select3(t, to, neg, tr_emit1(t, OP_FNEG, to, r, 0), r);
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
static IntVal
fp_to_wide(Translator *t, LLVMOpcode op, KirRef x, IsaType from, unsigned w)
{
	int sx = op == LLVMFPToSI;
	IntVal r = { 0, 0, w };

	if (from == IT_F32)
		x = tr_emit1(t, OP_FPEXT, IT_F64, x, 0);
	KirRef ax = sx ? tr_emit1(t, OP_FABS, IT_F64, x, 0) : x;
	KirRef small = tr_emit1(t, OP_FPTOUI, IT_I64, ax, 0);
	/* the double's bits: a float value used as an i64 keeps its bits */
	KirRef m = op2(t, OP_OR, IT_I64, op2(t, OP_AND, IT_I64, ax, c64(t, (1ull << 52) - 1)),
	               c64(t, 1ull << 52));
	KirRef sh = op2(t, OP_ISUB, IT_I64, op2(t, OP_AND, IT_I64,
	                op2(t, OP_LSHR, IT_I64, ax, c64(t, 52)), c64(t, 0x7ff)), c64(t, 1075));
	IntVal big = wide_shift(t, LLVMShl, (IntVal){ m, c64(t, 0), 128 }, sh);
	KirRef isbig = fcmp(t, ax, f64c(t, 0x1p64), LLVMRealOGE);
	IntVal mag = { select3(t, IT_I64, isbig, big.lo, small),
	               select3(t, IT_I64, isbig, big.hi, c64(t, 0)), w };
	uint64_t top = w >= 128 ? ~0ull : (1ull << (w - 64)) - 1;
	if (!sx) {
		KirRef sat = fcmp(t, x, f64c(t, ldexp(1.0, (int)w)), LLVMRealOGE);
		r.lo = select3(t, IT_I64, sat, c64(t, ~0ull), mag.lo);
		r.hi = select3(t, IT_I64, sat, c64(t, top), clip(t, mag.hi, w - 64, IT_I64));
		return r;
	}
	IntVal zero = { c64(t, 0), c64(t, 0), w }, negm;
	wide_binop(t, LLVMSub, zero, mag, &negm);
	KirRef neg = fcmp(t, x, f64c(t, 0.0), LLVMRealOLT);
	r.lo = select3(t, IT_I64, neg, negm.lo, mag.lo);
	r.hi = select3(t, IT_I64, neg, negm.hi, mag.hi);
	/* the limits: max 2^(w-1) - 1, min 2^(w-1) (as w bits) */
	KirRef hisat = fcmp(t, x, f64c(t, ldexp(1.0, (int)w - 1)), LLVMRealOGE);
	KirRef losat = fcmp(t, x, f64c(t, -ldexp(1.0, (int)w - 1)), LLVMRealOLE);
	r.lo = select3(t, IT_I64, hisat, c64(t, ~0ull), r.lo);
	r.hi = select3(t, IT_I64, hisat, c64(t, top >> 1), r.hi);
	r.lo = select3(t, IT_I64, losat, c64(t, 0), r.lo);
	r.hi = select3(t, IT_I64, losat, c64(t, top ^ (top >> 1)), r.hi);
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

static int
int_fn(const char *name, size_t len, VgiwOp *op)
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

static KirRef
narrow_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c)
{
	IsaType k = holder(a.w);
	unsigned w = a.w;

	switch (op) {
	case OP_UMIN: case OP_UMAX:
		return op2(t, op, k, a.lo, b.lo);
	case OP_SMIN: case OP_SMAX:
		return clip(t, op2(t, op, k, sext_in(t, a.lo, w, k), sext_in(t, b.lo, w, k)), w, k);
	case OP_IABS:
		return clip(t, tr_emit1(t, OP_IABS, k, sext_in(t, a.lo, w, k), 0), w, k);
	case OP_POPC:
		return tr_emit1(t, OP_POPC, k, a.lo, 0);
	case OP_CLZ:  /* the holder's bits above w are zero leading bits */
		return op2(t, OP_ISUB, k, tr_emit1(t, OP_CLZ, k, a.lo, 0),
		           kir_const(t->f, k, kbits(k) - w));
	case OP_CTZ:  /* of 0 the holder's width, of w bits w */
		return op2(t, OP_UMIN, k, tr_emit1(t, OP_CTZ, k, a.lo, 0), kir_const(t->f, k, w));
	default: {
		/* fshl: (a << s) | (b >> (w - s)), fshr: (b >> s) | (a << (w - s)),
		 * s = c mod w; at s = 0 the second shift is by w, which gives 0
		 * for a w-bit value (and after the mask) */
		KirRef s = op2(t, OP_UREM, k, c.lo, kir_const(t->f, k, w));
		KirRef ws = op2(t, OP_ISUB, k, kir_const(t->f, k, w), s);
		KirRef r = op == OP_SHL
			? op2(t, OP_OR, k, op2(t, OP_SHL, k, a.lo, s), op2(t, OP_LSHR, k, b.lo, ws))
			: op2(t, OP_OR, k, op2(t, OP_LSHR, k, b.lo, s), op2(t, OP_SHL, k, a.lo, ws));
		return clip(t, r, w, k);
	}
	}
}

static IntVal
wide_int_fn(Translator *t, VgiwOp op, IntVal a, IntVal b, IntVal c)
{
	IntVal r = { 0, c64(t, 0), a.w };
	unsigned hw = a.w - 64;

	switch (op) {
	case OP_UMIN: case OP_UMAX: case OP_SMIN: case OP_SMAX: {
		int pred = op == OP_UMIN ? ISA_ICMP_ULT : op == OP_UMAX ? ISA_ICMP_UGT
		         : op == OP_SMIN ? ISA_ICMP_SLT : ISA_ICMP_SGT;
		KirRef first = wide_icmp(t, pred, a, b);
		r.lo = select3(t, IT_I64, first, a.lo, b.lo);
		r.hi = select3(t, IT_I64, first, a.hi, b.hi);
		return r;
	}
	case OP_IABS: {
		IntVal zero = { c64(t, 0), c64(t, 0), a.w }, m;
		wide_binop(t, LLVMSub, zero, a, &m);
		KirRef neg = icmp(t, shi(t, a), c64(t, 0), ISA_ICMP_SLT);
		r.lo = select3(t, IT_I64, neg, m.lo, a.lo);
		r.hi = select3(t, IT_I64, neg, m.hi, a.hi);
		return r;
	}
	case OP_POPC:
		r.lo = op2(t, OP_IADD, IT_I64, tr_emit1(t, OP_POPC, IT_I64, a.lo, 0),
		           tr_emit1(t, OP_POPC, IT_I64, a.hi, 0));
		return r;
	case OP_CLZ: {
		/* the high half's leading zeros less its 64 - hw unused bits,
		 * or hw plus the low half's */
		KirRef high = op2(t, OP_ISUB, IT_I64, tr_emit1(t, OP_CLZ, IT_I64, a.hi, 0),
		                  c64(t, 64 - hw));
		KirRef low = op2(t, OP_IADD, IT_I64, tr_emit1(t, OP_CLZ, IT_I64, a.lo, 0),
		                 c64(t, hw));
		r.lo = select3(t, IT_I64, icmp(t, a.hi, c64(t, 0), ISA_ICMP_EQ), low, high);
		return r;
	}
	case OP_SHL: case OP_LSHR: {
		/* funnel shifts as for narrow widths, s = c mod w from the halves:
		 * (hi mod w) * (2^64 mod w) + lo mod w, mod w */
		KirRef s;
		if (a.w == 128) {
			s = op2(t, OP_AND, IT_I64, c.lo, c64(t, 127));
		} else {
			KirRef wc = c64(t, a.w);
			uint64_t k64 = (uint64_t)(((~0ull) % a.w + 1) % a.w);
			s = op2(t, OP_IADD, IT_I64,
			        op2(t, OP_IMUL, IT_I64, op2(t, OP_UREM, IT_I64, c.hi, wc), c64(t, k64)),
			        op2(t, OP_UREM, IT_I64, c.lo, wc));
			s = op2(t, OP_UREM, IT_I64, s, wc);
		}
		KirRef ws = op2(t, OP_ISUB, IT_I64, c64(t, a.w), s);
		IntVal x = wide_shift(t, op == OP_SHL ? LLVMShl : LLVMLShr, op == OP_SHL ? a : b, s);
		IntVal y = wide_shift(t, op == OP_SHL ? LLVMLShr : LLVMShl, op == OP_SHL ? b : a, ws);
		r.lo = op2(t, OP_OR, IT_I64, x.lo, y.lo);
		r.hi = op2(t, OP_OR, IT_I64, x.hi, y.hi);
		return r;
	}
	default: {  /* cttz */
		KirRef high = op2(t, OP_UMIN, IT_I64, op2(t, OP_IADD, IT_I64,
		                  tr_emit1(t, OP_CTZ, IT_I64, a.hi, 0), c64(t, 64)), c64(t, a.w));
		r.lo = select3(t, IT_I64, icmp(t, a.lo, c64(t, 0), ISA_ICMP_EQ), high,
		               tr_emit1(t, OP_CTZ, IT_I64, a.lo, 0));
		return r;
	}
	}
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
	IsaType k0 = w > 64 ? IT_I64 : holder(w);

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
			v = op2(t, OP_SHL, hk, v, kir_const(t->f, hk, sh));
		half[h] = half[h] ? op2(t, OP_OR, hk, half[h], v) : v;
		off += c;
	}
	if (w > 64) {
		out[0] = half[0];
		out[1] = clip(t, half[1], w - 64, IT_I64);
	} else {
		out[0] = clip(t, half[0], w, k0);
		out[1] = KIR_NONE;
	}
}

void
tr_int_store(Translator *t, KirRef addr, unsigned w, const KirRef v[2], unsigned as,
             unsigned align, int vol)
{
	uint64_t size = (w + 7) / 8;
	IsaType k0 = w > 64 ? IT_I64 : holder(w);

	if (!align)
		align = 1;
	for (uint64_t off = 0; off < size;) {
		unsigned c = chunk(size - off, align);
		unsigned h = off >= 8;
		IsaType hk = h || w > 64 ? IT_I64 : k0;
		KirRef x = v[h];
		unsigned sh = (unsigned)(8 * (off - 8 * h));
		if (sh)
			x = op2(t, OP_LSHR, hk, x, kir_const(t->f, hk, sh));
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
			r.hi = c64(t, 0);
		} else {
			r = int_cast(t, LLVMTrunc, p, w);
		}
		return r;
	}
	case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		return int_cast(t, op, get(t, LLVMGetOperand(v, 0)), w);
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr: {
		IntVal a = get(t, LLVMGetOperand(v, 0)), b = get(t, LLVMGetOperand(v, 1));
		if (w <= 64) {
			r.lo = narrow_binop(t, op, a, b);
			return r;
		}
		wide_binop(t, op, a, b, &r);
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

int
tr_wide_inst(Translator *t, LLVMValueRef i)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);

	if (!involves_odd(i))
		return 0;
	for (int n = 0; n < LLVMGetNumOperands(i); n++) {
		LLVMValueRef o = LLVMGetOperand(i, n);
		if (o && tr_int_bits(LLVMTypeOf(o)) > 128) {
			char *s = LLVMPrintTypeToString(LLVMTypeOf(o));
			tr_error(t, "type '%s' is not supported (integers of at most "
			         "128 bits are)", s);
			LLVMDisposeMessage(s);
			return 1;
		}
	}
	if (tr_int_bits(LLVMTypeOf(i)) > 128) {
		char *s = LLVMPrintTypeToString(LLVMTypeOf(i));
		tr_error(t, "type '%s' is not supported (integers of at most 128 "
		         "bits are)", s);
		LLVMDisposeMessage(s);
		return 1;
	}
	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr:
	case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem: {
		IntVal a = get(t, LLVMGetOperand(i, 0)), b = get(t, LLVMGetOperand(i, 1));
		if (a.w <= 64) {
			IntVal r = { narrow_binop(t, op, a, b), 0, a.w };
			bind(t, i, r);
			return 1;
		}
		IntVal r;
		if (!wide_binop(t, op, a, b, &r))
			r = wide_divrem(t, op, a, b);
		bind(t, i, r);
		return 1;
	}
	case LLVMICmp: {
		int pred = (int)LLVMGetICmpPredicate(i);
		IntVal a = get(t, LLVMGetOperand(i, 0)), b = get(t, LLVMGetOperand(i, 1));
		if (a.w > 64) {
			tr_bind(t, i, wide_icmp(t, pred, a, b));
			return 1;
		}
		if (signed_pred(pred)) {
			a.lo = sext_in(t, a.lo, a.w, holder(a.w));
			b.lo = sext_in(t, b.lo, b.w, holder(b.w));
		}
		tr_bind(t, i, icmp(t, a.lo, b.lo, pred));
		return 1;
	}
	case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		bind(t, i, int_cast(t, op, get(t, LLVMGetOperand(i, 0)),
		                    tr_int_bits(LLVMTypeOf(i))));
		return 1;
	case LLVMPtrToInt: {
		IntVal r = { tr_ref(t, LLVMGetOperand(i, 0)), 0, tr_int_bits(LLVMTypeOf(i)) };
		if (r.w > 64)
			r.hi = c64(t, 0);
		else
			r = int_cast(t, LLVMTrunc, (IntVal){ r.lo, 0, 64 }, r.w);
		bind(t, i, r);
		return 1;
	}
	case LLVMIntToPtr: {
		IntVal a = get(t, LLVMGetOperand(i, 0));
		KirRef p = a.lo;
		if (a.w < 64 && holder(a.w) != IT_I64)
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
			tr_bind(t, i, wide_to_fp(t, a, to, op == LLVMSIToFP));
			return 1;
		}
		KirRef x = op == LLVMSIToFP ? sext_in(t, a.lo, a.w, holder(a.w)) : a.lo;
		tr_bind(t, i, tr_emit1(t, op == LLVMSIToFP ? OP_SITOFP : OP_UITOFP, to, x, 0));
		return 1;
	}
	case LLVMFPToUI: case LLVMFPToSI: {
		unsigned w = tr_int_bits(LLVMTypeOf(i));
		IsaType from = tr_type(t, LLVMTypeOf(LLVMGetOperand(i, 0)));
		if (from != IT_F32 && from != IT_F64)
			break;
		if (w > 64) {
			bind(t, i, fp_to_wide(t, op, tr_ref(t, LLVMGetOperand(i, 0)), from, w));
			return 1;
		}
		tr_bind(t, i, fp_to_narrow(t, op, tr_ref(t, LLVMGetOperand(i, 0)), w));
		return 1;
	}
	case LLVMSelect: {
		if (!tr_is_odd(LLVMTypeOf(i)))
			return 0;  /* an aggregate with odd leaves: translate.c */
		KirRef c = tr_ref(t, LLVMGetOperand(i, 0));
		IntVal a = get(t, LLVMGetOperand(i, 1)), b = get(t, LLVMGetOperand(i, 2));
		IntVal r = { 0, 0, a.w };
		IsaType k = a.w > 64 ? IT_I64 : holder(a.w);
		r.lo = select3(t, k, c, a.lo, b.lo);
		if (a.w > 64)
			r.hi = select3(t, k, c, a.hi, b.hi);
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
	case LLVMCall: {
		LLVMValueRef callee = LLVMGetCalledValue(i);
		size_t len = 0;
		const char *name = LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
		VgiwOp fn;
		if (tr_is_odd(LLVMTypeOf(i)) && int_fn(name, len, &fn) &&
		    LLVMGetNumArgOperands(i) >= 1) {
			IntVal a = get(t, LLVMGetOperand(i, 0)), b = a, c = a;
			if (fn == OP_SMIN || fn == OP_SMAX || fn == OP_UMIN || fn == OP_UMAX ||
			    fn == OP_SHL || fn == OP_LSHR)
				b = get(t, LLVMGetOperand(i, 1));
			if ((fn == OP_SHL || fn == OP_LSHR) && LLVMGetNumArgOperands(i) >= 3)
				c = get(t, LLVMGetOperand(i, 2));
			if (a.w > 64) {
				bind(t, i, wide_int_fn(t, fn, a, b, c));
			} else {
				IntVal r = { narrow_int_fn(t, fn, a, b, c), 0, a.w };
				bind(t, i, r);
			}
			return 1;
		}
		/* bitreverse of w < 64 bits: the holder's, shifted down to w */
		if (tr_is_odd(LLVMTypeOf(i)) && len > 16 &&
		    strncmp(name, "llvm.bitreverse.", 16) == 0) {
			IntVal a = get(t, LLVMGetOperand(i, 0));
			if (a.w < 64) {
				IsaType k = holder(a.w);
				KirRef r = tr_bit_reverse(t, k, a.lo);
				IntVal v = { op2(t, OP_LSHR, k, r, kir_const(t->f, k, kbits(k) - a.w)), 0, a.w };
				bind(t, i, v);
				return 1;
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
		return 1;
	}
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
	return int_cast(t, LLVMSExt, a, 64).lo;
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
