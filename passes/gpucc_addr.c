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
	KirRef b = split64(c, kir_args(f, &f->insts[i])[0], &k, 0);

	/* a static base (a parameter) would make the add a core of its own */
	if (!k || k != (int32_t)k || KIR_TAG(b) != KREF_VAL ||
	    kir_ref_type(f, b) != IT_PTR)
		return;
	KirRef x = gfold_make2(c, OP_IADD, IT_PTR, b, kir_const(f, IT_I64, (uint64_t)k), 2);

	kir_args(f, &f->insts[i])[0] = x;   /* make2 may move f->insts, f->args */
}
