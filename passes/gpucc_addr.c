/* GPU-CC address canonicalisation (docs/gpucc.md, "Folds for natural
 * kernels"): a memory access's address as an affine form over the kernel's
 * values, rebuilt from a canonical form so that accesses whose forms differ
 * by a constant share one chain of address cores, whatever the source form. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"
#include "gpucc_fold_int.h"

/* ---- addresses: base + constant ---- */

/* Does v = a op b (op IADD or ISUB) hold as integers where the access is
 * performed: nsw, or ranges that cannot wrap? */
static int
exact32(Fold *c, VgiwOp op, KirRef a, KirRef b)
{
	int64_t l0, h0, l1, h1;

	if (!gfold_range(c, a, &l0, &h0, 0) || !gfold_range(c, b, &l1, &h1, 0))
		return 0;
	return op == OP_IADD ? gfold_fits32(l0 + l1, h0 + h1) : gfold_fits32(l0 - h1, h0 - l1);
}

/* v (i32) as b + *k, exactly as integers where the access is performed:
 * through adds and subtractions of immediates that are nsw or cannot wrap,
 * and sums of two values whose constant parts move out, when the new sum
 * of their bases cannot wrap. Then sext(v) = sext(b) + k. */
static KirRef
split32(Fold *c, KirRef v, int64_t *k, int depth)
{
	const KirInst *in = gfold_val(c->f, v);
	int64_t imm, k0, k1;

	*k = 0;
	if (!in || in->type != IT_I32 || in->nargs != 2 || depth > 8 ||
	    (in->op != OP_IADD && in->op != OP_ISUB && in->op != OP_OR))
		return v;

	VgiwOp op = (VgiwOp)in->op;
	int nsw = in->nsw;
	KirRef a0 = kir_args(c->f, in)[0], a1 = kir_args(c->f, in)[1];

	/* a disjoint OR is an add that cannot wrap */
	int was_or = op == OP_OR;

	if (was_or) {
		if (!gfold_disjoint(c, a0, a1, 0))
			return v;
		op = OP_IADD;
		nsw = 1;
	}

	int right = gfold_imm(c->f, a1, &imm);

	if (right || (op == OP_IADD && gfold_imm(c->f, a0, &imm))) {
		KirRef x = right ? a0 : a1;

		if (!nsw && !exact32(c, op, a0, a1))
			return v;
		KirRef b = split32(c, x, &k0, depth + 1);
		*k = op == OP_IADD ? k0 + imm : k0 - imm;
		return b;
	}
	if (!nsw && !exact32(c, op, a0, a1))
		return v;
	KirRef b0 = split32(c, a0, &k0, depth + 1);
	KirRef b1 = split32(c, a1, &k1, depth + 1);

	if ((!k0 && !k1) || !exact32(c, op, b0, b1))
		return v;
	*k = op == OP_IADD ? k0 + k1 : k0 - k1;
	/* the same form as the kernel's own sum of the bases, if it has one */
	if (was_or && gfold_disjoint(c, b0, b1, 0))
		return gfold_make2(c, OP_OR, IT_I32, b0, b1, 2);
	return gfold_make2(c, op, IT_I32, b0, b1, 2);
}

/* r (i64 or pointer) as base + *k, *k an immediate; the base reuses
 * instructions where it can. Exact: i64 and pointer arithmetic wraps
 * modulo 2^64, where adding, shifting and multiplying distribute over a
 * sum; the one step out of i32, a sign extension, distributes under nsw
 * (split32). Depth-limited: address expressions are short. */
static KirRef
split64(Fold *c, KirRef r, int64_t *k, int depth)
{
	KirFunc *f = c->f;
	const KirInst *in = gfold_val(f, r);
	int64_t imm, k0, k1;

	*k = 0;
	if (!in || depth > 8 || (in->type != IT_I64 && in->type != IT_PTR) ||
	    in->flags)
		return r;

	/* in dangles once make2 adds an instruction */
	VgiwOp op = (VgiwOp)in->op;
	IsaType t = (IsaType)in->type;
	KirRef a0 = in->nargs > 0 ? kir_args(f, in)[0] : KIR_NONE;
	KirRef a1 = in->nargs > 1 ? kir_args(f, in)[1] : KIR_NONE;

	switch (op) {
	case OP_SEXT:
	case OP_ZEXT: {
		int64_t l0, h0;
		if (kir_ref_type(f, a0) != IT_I32 || in->type != IT_I64)
			return r;
		/* zext(v) is v as an integer where v >= 0 */
		if (op == OP_ZEXT && (!gfold_range(c, a0, &l0, &h0, 0) || l0 < 0))
			return r;
		KirRef b = split32(c, a0, &k0, 0);
		if (!k0)
			return r;
		*k = k0;
		/* b is its value as an integer: sign-extend it, or where it is
		 * >= 0 extend it either way, as the kernel does already if it
		 * does (the kernel's own row base, say), else with zeros */
		if (!gfold_range(c, b, &l0, &h0, 0) || l0 < 0)
			return gfold_make2(c, OP_SEXT, IT_I64, b, KIR_NONE, 1);
		for (uint32_t j = 0; j < c->nout; j++) {
			const KirInst *e = &f->insts[c->out[j]];

			if ((e->op == OP_SEXT || e->op == OP_ZEXT) && e->type == IT_I64 &&
			    e->nargs == 1 && kir_args(f, e)[0] == b)
				return KIR_REF(KREF_VAL, c->out[j]);
		}
		return gfold_make2(c, OP_ZEXT, IT_I64, b, KIR_NONE, 1);
	}
	case OP_IADD:
	case OP_ISUB: {
		if (gfold_imm(f, a1, &imm)) {
			KirRef b = split64(c, a0, &k0, depth + 1);
			*k = (int64_t)((uint64_t)k0 + (op == OP_IADD ? (uint64_t)imm
			                                              : -(uint64_t)imm));
			return b;
		}
		if (op == OP_IADD && gfold_imm(f, a0, &imm)) {
			KirRef b = split64(c, a1, &k1, depth + 1);
			*k = (int64_t)((uint64_t)k1 + (uint64_t)imm);
			return b;
		}
		KirRef b0 = split64(c, a0, &k0, depth + 1);
		KirRef b1 = split64(c, a1, &k1, depth + 1);
		if (!k0 && !k1)
			return r;
		*k = (int64_t)(op == OP_IADD ? (uint64_t)k0 + (uint64_t)k1
		                             : (uint64_t)k0 - (uint64_t)k1);
		return gfold_make2(c, op, t, b0, b1, 2);
	}
	case OP_SHL:
	case OP_IMUL: {
		if (!gfold_imm(f, a1, &imm) || (op == OP_SHL && (imm < 0 || imm > 63)))
			return r;
		KirRef b = split64(c, a0, &k0, depth + 1);
		if (!k0)
			return r;
		*k = (int64_t)(op == OP_SHL ? (uint64_t)k0 << imm
		                            : (uint64_t)k0 * (uint64_t)imm);
		return gfold_make2(c, op, t, b, a1, 2);
	}
	default:
		return r;
	}
}

/* ---- canonical affine addresses ---- */

static uint64_t
type_mask(IsaType t)
{
	return isa_type_size(t) >= 8 ? ~(uint64_t)0
	                             : ((uint64_t)1 << (8 * isa_type_size(t))) - 1;
}

#define AFF_TERMS 8
#define AFF_COEF ((int64_t)1 << 20)

/* An address as ptr + sum of coef * leaf + k, modulo 2^64: a leaf is an
 * i32 value taken as a signed integer (is32; an exact i32 expression, so
 * its sign extension) or an i64 value; ptr is the one pointer leaf. */
typedef struct {
	KirRef ptr;
	KirRef leaf[AFF_TERMS];
	uint8_t is32[AFF_TERMS];
	uint64_t coef[AFF_TERMS];
	uint32_t n;
	uint64_t k;
} Affine;

static int
aff_leaf(Affine *a, KirRef r, int is32, uint64_t mult)
{
	for (uint32_t j = 0; j < a->n; j++)
		if (a->leaf[j] == r && a->is32[j] == is32) {
			a->coef[j] += mult;
			return 1;
		}
	if (a->n == AFF_TERMS)
		return 0;
	a->leaf[a->n] = r;
	a->is32[a->n] = (uint8_t)is32;
	a->coef[a->n++] = mult;
	return 1;
}

/* Is i32 v = a op b (IADD, ISUB, SHL or IMUL by immediate b) the same as
 * integers where the access is performed (nsw, or ranges that cannot
 * wrap)? */
static int
aff_exact(Fold *c, const KirInst *in, VgiwOp op, KirRef a, KirRef b)
{
	int64_t l0, h0, l1, h1;

	if (in->nsw && (op == OP_IADD || op == OP_ISUB))
		return 1;
	if (!gfold_range(c, a, &l0, &h0, 0) || !gfold_range(c, b, &l1, &h1, 0))
		return 0;
	switch (op) {
	case OP_IADD: return gfold_fits32(l0 + l1, h0 + h1);
	case OP_ISUB: return gfold_fits32(l0 - h1, h0 - l1);
	case OP_SHL:
		return l1 == h1 && l1 >= 0 && l1 < 31 &&
		       gfold_fits32(l0 * ((int64_t)1 << l1), h0 * ((int64_t)1 << l1));
	case OP_IMUL:
		return l1 == h1 && l1 > -AFF_COEF && l1 < AFF_COEF &&
		       gfold_fits32(l1 >= 0 ? l0 * l1 : h0 * l1, l1 >= 0 ? h0 * l1 : l0 * l1);
	default: return 0;
	}
}

/* Add mult * v (i32, exact as a signed integer) to a: through the i32
 * adds, subtractions, disjoint ORs, shifts and multiplications by
 * immediates that are exact as integers. */
static int
aff32(Fold *c, KirRef v, uint64_t mult, Affine *a, int depth)
{
	const KirInst *in = gfold_val(c->f, v);
	int64_t imm;

	if (gfold_imm(c->f, v, &imm)) {
		a->k += mult * (uint64_t)imm;
		return 1;
	}
	if (!in || in->type != IT_I32 || in->nargs != 2 || in->flags || depth > 12)
		return aff_leaf(a, v, 1, mult);
	VgiwOp op = (VgiwOp)in->op;
	KirRef a0 = kir_args(c->f, in)[0], a1 = kir_args(c->f, in)[1];

	if (op == OP_OR && gfold_disjoint(c, a0, a1, 0))
		return aff32(c, a0, mult, a, depth + 1) && aff32(c, a1, mult, a, depth + 1);
	if (op == OP_IMUL && gfold_imm(c->f, a0, &imm)) {
		KirRef t = a0;

		a0 = a1;
		a1 = t;
	}
	if ((op != OP_IADD && op != OP_ISUB && op != OP_SHL && op != OP_IMUL) ||
	    ((op == OP_SHL || op == OP_IMUL) && !gfold_imm(c->f, a1, &imm)) ||
	    !aff_exact(c, in, op, a0, a1))
		return aff_leaf(a, v, 1, mult);
	switch (op) {
	case OP_IADD:
		return aff32(c, a0, mult, a, depth + 1) && aff32(c, a1, mult, a, depth + 1);
	case OP_ISUB:
		return aff32(c, a0, mult, a, depth + 1) && aff32(c, a1, -mult, a, depth + 1);
	case OP_SHL:
		return aff32(c, a0, mult << imm, a, depth + 1);
	default:
		return aff32(c, a0, mult * (uint64_t)imm, a, depth + 1);
	}
}

/* Do i64 values a and b share no set bit: one `shl x, s`, the other in
 * [0, 2^s) by the predicate's facts? (LLVM 19 writes `(y << 9) + x` of
 * size_t coordinates as `or disjoint`.) Then a | b is a + b. */
static int
disjoint64(Fold *c, KirRef a, KirRef b)
{
	for (int s = 0; s < 2; s++) {
		const KirInst *p = gfold_val(c->f, s ? b : a);
		KirRef q = s ? a : b;
		int64_t z;

		if (!p || p->op != OP_SHL || p->nargs != 2 || p->flags ||
		    !gfold_imm(c->f, kir_args(c->f, p)[1], &z) || z <= 0 || z > 62 ||
		    KIR_TAG(q) != KREF_VAL || KIR_IDX(q) >= c->nfact ||
		    !c->has_fact[KIR_IDX(q)])
			continue;
		if (c->fact_lo[KIR_IDX(q)] >= 0 && c->fact_hi[KIR_IDX(q)] < ((int64_t)1 << z))
			return 1;
	}
	return 0;
}

/* Add mult * r (i64 or pointer) to a, modulo 2^64, where adding, shifting
 * and multiplying distribute over a sum; a sign extension, or a zero
 * extension of a value >= 0, of an exact i32 sum distributes too. */
static int
aff64(Fold *c, KirRef r, uint64_t mult, Affine *a, int depth)
{
	const KirFunc *f = c->f;
	const KirInst *in = gfold_val(f, r);
	int64_t imm, l0, h0;

	if (gfold_imm(f, r, &imm)) {
		a->k += mult * (uint64_t)imm;
		return 1;
	}
	if (kir_ref_type(f, r) == IT_PTR && (!in || in->op != OP_IADD || in->flags)) {
		if (mult != 1 || a->ptr != KIR_NONE)
			return 0;
		a->ptr = r;
		return 1;
	}
	if (!in || in->flags || depth > 12 || (in->type != IT_I64 && in->type != IT_PTR))
		return kir_ref_type(f, r) == IT_I64 && aff_leaf(a, r, 0, mult);
	VgiwOp op = (VgiwOp)in->op;
	KirRef a0 = in->nargs > 0 ? kir_args(f, in)[0] : KIR_NONE;
	KirRef a1 = in->nargs > 1 ? kir_args(f, in)[1] : KIR_NONE;

	switch (op) {
	case OP_OR:
		if (in->nargs == 2 && in->type == IT_I64 && disjoint64(c, a0, a1))
			return aff64(c, a0, mult, a, depth + 1) &&
			       aff64(c, a1, mult, a, depth + 1);
		break;
	case OP_IADD:
		return in->nargs == 2 && aff64(c, a0, mult, a, depth + 1) &&
		       aff64(c, a1, mult, a, depth + 1);
	case OP_ISUB:
		return in->nargs == 2 && aff64(c, a0, mult, a, depth + 1) &&
		       aff64(c, a1, -mult, a, depth + 1);
	case OP_SHL:
		if (in->nargs == 2 && gfold_imm(f, a1, &imm) && imm >= 0 && imm < 64)
			return aff64(c, a0, mult << imm, a, depth + 1);
		break;
	case OP_IMUL:
		if (in->nargs == 2 && gfold_imm(f, a1, &imm))
			return aff64(c, a0, mult * (uint64_t)imm, a, depth + 1);
		if (in->nargs == 2 && gfold_imm(f, a0, &imm))
			return aff64(c, a1, mult * (uint64_t)imm, a, depth + 1);
		break;
	case OP_SEXT:
	case OP_ZEXT:
		if (in->nargs != 1 || kir_ref_type(f, a0) != IT_I32 || in->type != IT_I64)
			break;
		if (op == OP_SEXT ||
		    (gfold_range(c, a0, &l0, &h0, 0) && l0 >= 0))
			return aff32(c, a0, mult, a, 0);
		break;
	default:
		break;
	}
	return in->type == IT_I64 && aff_leaf(a, r, 0, mult);
}

/* i32 value v as an i64: an extension the kernel has where v >= 0 (either
 * kind is v), else a sign extension. */
static KirRef
aff_ext(Fold *c, KirRef v)
{
	KirFunc *f = c->f;
	int64_t lo, hi;

	if (!gfold_range(c, v, &lo, &hi, 0) || lo < 0)
		return gfold_make2(c, OP_SEXT, IT_I64, v, KIR_NONE, 1);
	for (uint32_t j = 0; j < c->nout; j++) {
		const KirInst *e = &f->insts[c->out[j]];

		if ((e->op == OP_SEXT || e->op == OP_ZEXT) && e->type == IT_I64 &&
		    e->nargs == 1 && kir_args(f, e)[0] == v)
			return KIR_REF(KREF_VAL, c->out[j]);
	}
	return gfold_make2(c, OP_ZEXT, IT_I64, v, KIR_NONE, 1);
}

/* coef * x in type t: a shift for a power of two, else a multiplication */
static KirRef
aff_scale(Fold *c, IsaType t, KirRef x, uint64_t coef)
{
	int s = 0;

	if (coef == 1)
		return x;
	if (!(coef & (coef - 1))) {
		while (((uint64_t)1 << s) != coef)
			s++;
		return gfold_make2(c, OP_SHL, t, x, kir_const(c->f, t, (uint64_t)s), 2);
	}
	return gfold_make2(c, OP_IMUL, t, x, kir_const(c->f, t, coef & type_mask(t)), 2);
}

/* The sum of coef[j] * leaf[j] in type t, largest coefficient first
 * (clang's `(y << 9) + x`); negative ones subtracted. */
static KirRef
aff_sum(Fold *c, IsaType t, const KirRef *leaf, const int64_t *coef, uint32_t n)
{
	KirRef acc = KIR_NONE;

	for (uint32_t j = 0; j < n; j++) {
		uint64_t mag = coef[j] < 0 ? -(uint64_t)coef[j] : (uint64_t)coef[j];

		if (acc == KIR_NONE)
			acc = aff_scale(c, t, leaf[j], (uint64_t)coef[j] & type_mask(t));
		else
			acc = gfold_make2(c, coef[j] < 0 ? OP_ISUB : OP_IADD, t, acc,
			                  aff_scale(c, t, leaf[j], mag), 2);
	}
	return acc;
}

/* The base of a: ptr + g * (sum of (coef / g) * leaf), g the common power
 * of two of the coefficients (the element size); the sum in i32 when every
 * leaf is an i32 value with a known range and the sum's range fits (then
 * extended once, as clang writes `in[(y << 9) + x]`), in i64 when every
 * leaf is an i64 value (size_t coordinates) or an i32 value of known
 * range, else none. */
static KirRef
aff_base(Fold *c, Affine *a)
{
	KirRef leaf[AFF_TERMS];
	int64_t coef[AFF_TERMS];
	uint32_t n = 0;
	uint64_t g = 0;
	int i32 = 1;
	int64_t slo = 0, shi = 0, lo, hi;

	for (uint32_t j = 0; j < a->n; j++)
		if (a->coef[j])
			g |= a->coef[j];
	if (!g)
		return a->ptr;
	g &= -g;   /* lowest set bit: the largest power of two dividing all */
	for (uint32_t j = 0; j < a->n; j++) {
		int64_t q = (int64_t)a->coef[j] / (int64_t)g;

		if (!a->coef[j])
			continue;
		if (q <= -AFF_COEF || q >= AFF_COEF)
			return KIR_NONE;
		uint32_t at = n++;
		while (at > 0 && coef[at - 1] < q) {   /* largest first, stable */
			coef[at] = coef[at - 1];
			leaf[at] = leaf[at - 1];
			at--;
		}
		coef[at] = q;
		leaf[at] = a->leaf[j];
		if (!a->is32[j] || !gfold_range(c, a->leaf[j], &lo, &hi, 0))
			i32 = 0;
		else {
			slo += q >= 0 ? q * lo : q * hi;
			shi += q >= 0 ? q * hi : q * lo;
		}
	}
	KirRef idx;

	if (i32 && gfold_fits32(slo, shi)) {
		idx = aff_ext(c, aff_sum(c, IT_I32, leaf, coef, n));
	} else {
		/* an i32 leaf of unknown range would need an extension of its
		 * own: the kernel's own sum (exact by nsw, say) costs no more
		 * (split64); one of known range is extended as the kernel does */
		for (uint32_t j = 0; j < n; j++)
			if (kir_ref_type(c->f, leaf[j]) != IT_I64 &&
			    !gfold_range(c, leaf[j], &lo, &hi, 0))
				return KIR_NONE;
		for (uint32_t j = 0; j < n; j++)
			if (kir_ref_type(c->f, leaf[j]) != IT_I64)
				leaf[j] = aff_ext(c, leaf[j]);
		idx = aff_sum(c, IT_I64, leaf, coef, n);
	}
	return gfold_make2(c, OP_IADD, IT_PTR, a->ptr, aff_scale(c, IT_I64, idx, g), 2);
}

/* The address operand of a memory access as base + immediate, the
 * immediate left in an add the mapper folds into the LSU's offset
 * (placeroute/gpucc_rewrite.c). Loads at in[i - 1], in[i], in[i + 1] then
 * share the address cores of in[i]. */
void
gfold_split_address(Fold *c, uint32_t i)
{
	KirFunc *f = c->f;
	const KirInst *in = &f->insts[i];
	int64_t k;

	gfold_set_pred(c, in->flags & ISAF_PREDICATED ? kir_args(f, in)[in->nargs - 1]
	                                      : KIR_NONE);
	KirRef addr = kir_args(f, in)[0], b;
	Affine a = { .ptr = KIR_NONE };

	/* the canonical affine form first, whatever the source form; else
	 * the split of the kernel's own expression */
	if (aff64(c, addr, 1, &a, 0) && a.ptr != KIR_NONE &&
	    (int64_t)a.k == (int32_t)a.k && (b = aff_base(c, &a)) != KIR_NONE) {
		k = (int64_t)a.k;
	} else {
		b = split64(c, kir_args(f, &f->insts[i])[0], &k, 0);
	}

	/* a static base (a parameter) would make the add a core of its own */
	if (k != (int32_t)k || KIR_TAG(b) != KREF_VAL || kir_ref_type(f, b) != IT_PTR)
		return;
	if (!k) {
		/* the canonical base itself, for the accesses it is shared with */
		if (b != addr)
			kir_args(f, &f->insts[i])[0] = b;
		return;
	}
	KirRef x = gfold_make2(c, OP_IADD, IT_PTR, b, kir_const(f, IT_I64, (uint64_t)k), 2);

	kir_args(f, &f->insts[i])[0] = x;   /* make2 may move f->insts, f->args */
}
