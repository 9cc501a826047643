/* GPU-CC folds of the if-converted block (docs/gpucc.md, "Folds for natural
 * kernels"): what a kernel written for a 2-D grid computes per thread that
 * a GPU-CC core need not. Loads of initialised __constant__ data become
 * immediates; addresses that differ only by a constant share one base and
 * keep the constant for the LSU's immediate offset (exact by nsw or by the
 * ranges the access's predicate implies); a negated OR of tests becomes an
 * AND of inverse tests; lo <= x <= hi becomes one unsigned test. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"
#include "ifconv_int.h"
#include "gpucc_fold_int.h"


static uint64_t
type_mask(IsaType t)
{
	uint32_t bits = t == IT_I1 ? 1 : 8 * isa_type_size(t);

	return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

/* The value of an integer immediate, sign-extended from its type. */
int
gfold_imm(const KirFunc *f, KirRef r, int64_t *v)
{
	if (KIR_TAG(r) != KREF_CONST)
		return 0;

	const KirConst *c = &f->consts[KIR_IDX(r)];
	IsaType t = (IsaType)c->type;

	if (c->sym != ISYM_NONE || t < IT_I1 || t > IT_I64)
		return 0;
	uint64_t m = type_mask(t), b = c->bits & m;

	*v = (int64_t)((b & ~(m >> 1)) ? b | ~m : b);
	return 1;
}

KirInst *
gfold_val(const KirFunc *f, KirRef r)
{
	return KIR_TAG(r) == KREF_VAL ? &f->insts[KIR_IDX(r)] : NULL;
}

static KirRef
resolve(const Fold *c, KirRef r)
{
	while (KIR_TAG(r) == KREF_VAL && KIR_IDX(r) < c->nrepl && c->repl[KIR_IDX(r)])
		r = c->repl[KIR_IDX(r)];
	return r;
}

static void
emit(Fold *c, uint32_t i)
{
	uint32_t k = vec_push(c->out, c->nout, c->outcap);

	c->out[k] = i;
	c->f->insts[i].block = c->f->entry;
}

/* A pure instruction op(a, b) of type t: an identical one already in the
 * list, or a new one emitted here (before the instruction being
 * rewritten, after everything it reads). */
KirRef
gfold_make2(Fold *c, VgiwOp op, IsaType t, KirRef a, KirRef b, uint32_t nargs)
{
	KirFunc *f = c->f;

	for (uint32_t k = 0; k < c->nout; k++) {
		if (k >= c->lim && k < c->from)
			continue;   /* defined after the instruction being rewritten */
		const KirInst *o = &f->insts[c->out[k]];

		if (o->op == op && o->type == t && o->nargs == nargs && o->imm == 0 &&
		    !o->flags && kir_args(f, o)[0] == a &&
		    (nargs < 2 || kir_args(f, o)[1] == b))
			return KIR_REF(KREF_VAL, c->out[k]);
	}
	KirRef x[2] = { a, b };
	uint32_t i = kir_inst_detached(f, op, t, x, nargs);

	f->insts[i].line = c->line;
	emit(c, i);
	return KIR_REF(KREF_VAL, i);
}

/* ---- __constant__ loads ---- */

/* A load of initialised __constant__ data at a fixed address (the weights
 * of a convolution) reads the same value in every thread: an immediate of
 * the cores that use it. The launch format has no way to write a
 * __constant__ symbol (CUDA's cudaMemcpyToSymbol), so the initialiser is
 * what every launch reads; a symbol without one (zero or undefined) stays
 * a load. A predicated load's value only matters where it is performed. */
static KirRef
const_load(const Fold *c, const KirInst *in)
{
	const KirFunc *f = c->f;

	if (in->op != OP_LD || (in->flags & ISAF_VOLATILE) ||
	    (in->aspace != AS_GENERIC && in->aspace != AS_CONST) ||
	    KIR_TAG(kir_args(f, in)[0]) != KREF_CONST)
		return KIR_NONE;

	const KirConst *a = &f->consts[KIR_IDX(kir_args(f, in)[0])];
	IsaType t = (IsaType)in->type;

	if (a->sym == ISYM_NONE || a->sym == ISYM_LOCAL || a->sym > c->m->nglobals ||
	    t == IT_VOID || t == IT_PTR || t == IT_I1)
		return KIR_NONE;

	const KirGlobal *g = &c->m->globals[a->sym];
	uint32_t size = isa_type_size(t);

	if (g->aspace != AS_CONST || !g->init || a->bits > g->size ||
	    size > g->size - a->bits)
		return KIR_NONE;
	uint64_t bits = 0;

	for (uint32_t k = 0; k < size; k++)
		bits |= (uint64_t)g->init[a->bits + k] << (8 * k);
	return kir_const(c->f, t, bits);
}

/* ---- negated tests ---- */

static int64_t
icmp_inverse(int64_t p)
{
	switch (p) {
	case ISA_ICMP_EQ: return ISA_ICMP_NE;
	case ISA_ICMP_NE: return ISA_ICMP_EQ;
	case ISA_ICMP_UGT: return ISA_ICMP_ULE;
	case ISA_ICMP_UGE: return ISA_ICMP_ULT;
	case ISA_ICMP_ULT: return ISA_ICMP_UGE;
	case ISA_ICMP_ULE: return ISA_ICMP_UGT;
	case ISA_ICMP_SGT: return ISA_ICMP_SLE;
	case ISA_ICMP_SGE: return ISA_ICMP_SLT;
	case ISA_ICMP_SLT: return ISA_ICMP_SGE;
	case ISA_ICMP_SLE: return ISA_ICMP_SGT;
	}
	return -1;
}

/* The negation of integer test r read only by the negation: the test
 * with the inverse predicate. */
static KirRef
not_icmp(Fold *c, KirRef r, const uint32_t *uses)
{
	const KirInst *in = gfold_val(c->f, r);

	if (!in || in->op != OP_ICMP || in->nargs != 2 || uses[KIR_IDX(r)] != 1 ||
	    icmp_inverse(in->imm) < 0)
		return KIR_NONE;
	KirRef a[2] = { kir_args(c->f, in)[0], kir_args(c->f, in)[1] };
	int64_t p = icmp_inverse(in->imm);
	uint32_t i = kir_inst_detached(c->f, OP_ICMP, IT_I1, a, 2);

	c->f->insts[i].imm = p;
	c->f->insts[i].line = c->line;
	emit(c, i);
	return KIR_REF(KREF_VAL, i);
}

/* Is r an OR (`or`, `select a, true, b`) of i1 values? Its operands. */
static int
or_of(const Fold *c, KirRef r, KirRef *x, KirRef *y)
{
	const KirInst *in = gfold_val(c->f, r);
	int64_t t;

	if (!in || in->type != IT_I1 || in->nargs < 2)
		return 0;
	*x = kir_args(c->f, in)[0];
	*y = kir_args(c->f, in)[in->nargs - 1];
	if (in->op == OP_OR && in->nargs == 2)
		return 1;
	return in->op == OP_SELECT && in->nargs == 3 &&
	       gfold_imm(c->f, kir_args(c->f, in)[1], &t) && (t & 1);
}

/* Can NOT r be had without a core of its own: r an integer test, or an
 * OR tree of them, each read only by its parent? */
static int
negatable(const Fold *c, KirRef r, const uint32_t *uses, int depth)
{
	const KirInst *in = gfold_val(c->f, r);
	KirRef x, y;

	if (!in || KIR_IDX(r) >= c->nrepl || uses[KIR_IDX(r)] != 1 || depth > 16)
		return 0;
	if (in->op == OP_ICMP)
		return in->nargs == 2 && icmp_inverse(in->imm) >= 0;
	return or_of(c, r, &x, &y) && x != y && negatable(c, x, uses, depth + 1) &&
	       negatable(c, y, uses, depth + 1);
}

static KirRef
negate(Fold *c, KirRef r, const uint32_t *uses)
{
	KirRef x, y;

	if (!or_of(c, r, &x, &y) || gfold_val(c->f, r)->op == OP_ICMP)
		return not_icmp(c, r, uses);
	KirRef nx = negate(c, x, uses), ny = negate(c, y, uses);

	return gfold_make2(c, OP_AND, IT_I1, nx, ny, 2);
}

/* if-conversion negates a branch condition with `xor c, true` (a core);
 * when c is an integer test, or an OR tree of them, each read only by its
 * parent, the inverse tests (De Morgan: NOT (a OR b) = NOT a AND NOT b)
 * take no more cores than the tests did: the `return` of
 * `if (x < 1 || x >= W - 1) return;` costs no NOT. */
static KirRef
fold_not(Fold *c, const KirInst *in, const uint32_t *uses)
{
	int64_t z;

	if (in->op != OP_XOR || in->type != IT_I1 || in->nargs != 2 ||
	    !gfold_imm(c->f, kir_args(c->f, in)[1], &z) || !(z & 1))
		return KIR_NONE;
	KirRef x = kir_args(c->f, in)[0];

	if (!negatable(c, x, uses, 0))
		return KIR_NONE;
	return negate(c, x, uses);
}

/* ---- ranges of i32 values where an access is performed ---- */

#define TWO32 ((int64_t)1 << 32)

int
gfold_fits32(int64_t lo, int64_t hi)
{
	return lo <= hi && lo >= INT32_MIN && hi <= INT32_MAX;
}

static void
fact_add(Fold *c, KirRef v, int64_t lo, int64_t hi)
{
	if (KIR_TAG(v) != KREF_VAL || KIR_IDX(v) >= c->nfact || lo > hi)
		return;

	uint32_t i = KIR_IDX(v);

	if (c->has_fact[i]) {
		lo = lo > c->fact_lo[i] ? lo : c->fact_lo[i];
		hi = hi < c->fact_hi[i] ? hi : c->fact_hi[i];
	}
	c->has_fact[i] = 1;
	c->fact_lo[i] = lo;
	c->fact_hi[i] = hi;
}

/* i32 value v lies in [u0, u1] as an unsigned number (u0 <= u1 < 2^32);
 * so does x - K if v = x + K, which is how a range test comes out of LLVM
 * (`add x, -1; icmp ult ..., 510`). */
static void
fact_unsigned(Fold *c, KirRef v, int64_t u0, int64_t u1, int depth)
{
	const KirInst *in = gfold_val(c->f, v);
	int64_t k;

	if (u1 <= INT32_MAX)
		fact_add(c, v, u0, u1);
	else if (u0 > INT32_MAX)
		fact_add(c, v, u0 - TWO32, u1 - TWO32);
	if (!in || depth > 4 || in->type != IT_I32 || in->nargs != 2 ||
	    (in->op != OP_IADD && in->op != OP_ISUB) ||
	    !gfold_imm(c->f, kir_args(c->f, in)[1], &k))
		return;
	/* x = v - K (or v + K) modulo 2^32, unless that wraps */
	int64_t d = in->op == OP_IADD ? -k : k;

	d = ((d % TWO32) + TWO32) % TWO32;
	u0 += d;
	u1 += d;
	if (u0 >= TWO32) {
		u0 -= TWO32;
		u1 -= TWO32;
	}
	if (u1 < TWO32)
		fact_unsigned(c, kir_args(c->f, in)[0], u0, u1, depth + 1);
}

/* i64 value v = ext(x) + K (or ext(x)) compared with immediate k by p,
 * known true: the interval of v, less K where that does not wrap, is one
 * of ext(x) (or of v itself, where it is no extension), and so of x
 * where it is the range of an extension of an i32 value (LLVM 19 tests a
 * zero-extended coordinate in i64: `zext(y) - 511 uge -510`). */
static void
fact_icmp64(Fold *c, KirRef v, int64_t p, int64_t k)
{
	const KirInst *in = gfold_val(c->f, v);
	uint64_t u = (uint64_t)k, lo, hi, off = 0;
	int sgn = 0;
	int64_t kk;

	switch (p) {
	case ISA_ICMP_EQ: lo = hi = u; break;
	case ISA_ICMP_ULT: if (!u) return; lo = 0; hi = u - 1; break;
	case ISA_ICMP_ULE: lo = 0; hi = u; break;
	case ISA_ICMP_UGT: if (u == UINT64_MAX) return; lo = u + 1; hi = UINT64_MAX; break;
	case ISA_ICMP_UGE: lo = u; hi = UINT64_MAX; break;
	case ISA_ICMP_SLT: if (k == INT64_MIN) return; sgn = 1; lo = (uint64_t)INT64_MIN; hi = u - 1; break;
	case ISA_ICMP_SLE: sgn = 1; lo = (uint64_t)INT64_MIN; hi = u; break;
	case ISA_ICMP_SGT: if (k == INT64_MAX) return; sgn = 1; lo = u + 1; hi = INT64_MAX; break;
	case ISA_ICMP_SGE: sgn = 1; lo = u; hi = INT64_MAX; break;
	default: return;
	}
	if (in && in->op == OP_IADD && in->nargs == 2 && !in->flags &&
	    gfold_imm(c->f, kir_args(c->f, in)[1], &kk)) {
		off = (uint64_t)kk;
		v = kir_args(c->f, in)[0];
		in = gfold_val(c->f, v);
	}
	/* the interval: [lo - off, hi - off] unless that wraps (in
	 * the signed order for signed tests, shifted by 2^63) */
	uint64_t bias = sgn ? (uint64_t)1 << 63 : 0;
	uint64_t a = lo - off, b = hi - off;

	if (((a ^ bias) > (b ^ bias)) || b - a != hi - lo)
		return;
	/* the i64 value itself, where small (an i64 coordinate's range) */
	if ((int64_t)a <= (int64_t)b && (int64_t)a > -((int64_t)1 << 62) &&
	    (int64_t)b < ((int64_t)1 << 62))
		fact_add(c, v, (int64_t)a, (int64_t)b);
	if (!in || (in->op != OP_ZEXT && in->op != OP_SEXT) || in->nargs != 1 ||
	    kir_ref_type(c->f, kir_args(c->f, in)[0]) != IT_I32)
		return;
	KirRef x = kir_args(c->f, in)[0];

	if (in->op == OP_ZEXT && a <= b && b <= UINT32_MAX)
		fact_unsigned(c, x, (int64_t)a, (int64_t)b, 0);
	else if (in->op == OP_SEXT && (int64_t)a >= INT32_MIN && (int64_t)b <= INT32_MAX &&
	         (int64_t)a <= (int64_t)b)
		fact_add(c, x, (int64_t)a, (int64_t)b);
}

/* One i32 comparison with an immediate known true (or, if neg, false). */
static void
fact_icmp(Fold *c, KirRef r, int neg)
{
	const KirInst *in = gfold_val(c->f, r);
	int64_t k;

	if (!in || in->op != OP_ICMP || in->nargs != 2)
		return;
	KirRef a0 = kir_args(c->f, in)[0], a1 = kir_args(c->f, in)[1];
	int64_t p = in->imm;
	KirRef v;

	if (gfold_imm(c->f, a1, &k) && !gfold_imm(c->f, a0, &k)) {
		gfold_imm(c->f, a1, &k);
		v = a0;
	} else if (gfold_imm(c->f, a0, &k) && !gfold_imm(c->f, a1, &k)) {
		static const int64_t swap[][2] = {
			{ ISA_ICMP_UGT, ISA_ICMP_ULT }, { ISA_ICMP_UGE, ISA_ICMP_ULE },
			{ ISA_ICMP_ULT, ISA_ICMP_UGT }, { ISA_ICMP_ULE, ISA_ICMP_UGE },
			{ ISA_ICMP_SGT, ISA_ICMP_SLT }, { ISA_ICMP_SGE, ISA_ICMP_SLE },
			{ ISA_ICMP_SLT, ISA_ICMP_SGT }, { ISA_ICMP_SLE, ISA_ICMP_SGE },
		};
		gfold_imm(c->f, a0, &k);
		v = a1;
		for (size_t j = 0; j < sizeof swap / sizeof swap[0]; j++)
			if (swap[j][0] == p) {
				p = swap[j][1];
				break;
			}
	} else {
		return;
	}
	if (neg)
		p = icmp_inverse(p);
	if (kir_ref_type(c->f, v) == IT_I64) {
		fact_icmp64(c, v, p, k);
		return;
	}
	if (kir_ref_type(c->f, v) != IT_I32)
		return;
	int64_t u = k & 0xffffffff, sk = (int32_t)(uint32_t)u;

	switch (p) {
	case ISA_ICMP_EQ: fact_unsigned(c, v, u, u, 0); break;
	case ISA_ICMP_ULT: if (u > 0) fact_unsigned(c, v, 0, u - 1, 0); break;
	case ISA_ICMP_ULE: fact_unsigned(c, v, 0, u, 0); break;
	case ISA_ICMP_UGT: if (u < TWO32 - 1) fact_unsigned(c, v, u + 1, TWO32 - 1, 0); break;
	case ISA_ICMP_UGE: fact_unsigned(c, v, u, TWO32 - 1, 0); break;
	case ISA_ICMP_SLT: fact_add(c, v, INT32_MIN, sk - 1); break;
	case ISA_ICMP_SLE: fact_add(c, v, INT32_MIN, sk); break;
	case ISA_ICMP_SGT: fact_add(c, v, sk + 1, INT32_MAX); break;
	case ISA_ICMP_SGE: fact_add(c, v, sk, INT32_MAX); break;
	default: break;
	}
}

/* What predicate p (true, or the value is not used) says: the conjuncts
 * of its AND tree (`and`, `select a, b, false`; `xor (or a, b), true` is
 * NOT a AND NOT b) that compare an i32 value with an immediate. */
static void
facts_of(Fold *c, KirRef p, int neg, int depth)
{
	const KirInst *in = gfold_val(c->f, p);
	int64_t z;

	if (!in || in->type != IT_I1 || depth > 16)
		return;
	const KirRef *a = kir_args(c->f, in);

	if (!neg && ((in->op == OP_AND && in->nargs == 2) ||
	             (in->op == OP_SELECT && in->nargs == 3 && gfold_imm(c->f, a[2], &z) &&
	              z == 0))) {
		facts_of(c, a[0], 0, depth + 1);
		facts_of(c, a[1], 0, depth + 1);
	} else if (neg && ((in->op == OP_OR && in->nargs == 2) ||
	                   (in->op == OP_SELECT && in->nargs == 3 &&
	                    gfold_imm(c->f, a[1], &z) && (z & 1)))) {
		facts_of(c, a[0], 1, depth + 1);
		facts_of(c, a[in->nargs - 1], 1, depth + 1);
	} else if (in->op == OP_XOR && in->nargs == 2 && gfold_imm(c->f, a[1], &z) &&
	           (z & 1)) {
		facts_of(c, a[0], !neg, depth + 1);
	} else if (in->op == OP_ICMP) {
		fact_icmp(c, p, neg);
	}
}

void
gfold_set_pred(Fold *c, KirRef p)
{
	if (p == c->pred && c->nfact == c->f->ninsts + 1)
		return;
	c->nfact = c->f->ninsts + 1;
	c->fact_lo = xrealloc(c->fact_lo, c->nfact * sizeof *c->fact_lo);
	c->fact_hi = xrealloc(c->fact_hi, c->nfact * sizeof *c->fact_hi);
	c->has_fact = xrealloc(c->has_fact, c->nfact);
	memset(c->has_fact, 0, c->nfact);
	c->memo_lo = xrealloc(c->memo_lo, c->nfact * sizeof *c->memo_lo);
	c->memo_hi = xrealloc(c->memo_hi, c->nfact * sizeof *c->memo_hi);
	c->memo = xrealloc(c->memo, c->nfact);
	memset(c->memo, 0, c->nfact);
	c->pred = p;
	if (p != KIR_NONE)
		facts_of(c, p, 0, 0);
}


/* How many low bits of i32 value r are known to be zero. */
static int
low_zeros(const Fold *c, KirRef r, int depth)
{
	const KirInst *in = gfold_val(c->f, r);
	int64_t k;

	if (gfold_imm(c->f, r, &k)) {
		uint32_t u = (uint32_t)k;
		int z = 0;

		if (!u)
			return 32;
		while (!(u & 1)) {
			u >>= 1;
			z++;
		}
		return z;
	}
	if (!in || in->type != IT_I32 || in->nargs != 2 || depth > 6)
		return 0;
	KirRef a = kir_args(c->f, in)[0], b = kir_args(c->f, in)[1];
	int za = low_zeros(c, a, depth + 1), zb;

	switch (in->op) {
	case OP_SHL:
		if (!gfold_imm(c->f, b, &k) || k < 0 || k > 31)
			return 0;
		return za + k > 32 ? 32 : za + (int)k;
	case OP_IADD:
	case OP_ISUB:
	case OP_OR:
		zb = low_zeros(c, b, depth + 1);
		return za < zb ? za : zb;
	case OP_IMUL:
		zb = low_zeros(c, b, depth + 1);
		return za + zb > 32 ? 32 : za + zb;
	case OP_AND:
		zb = low_zeros(c, b, depth + 1);
		return za > zb ? za : zb;
	default:
		return 0;
	}
}

/* Do i32 values a and b share no set bit where the access is performed
 * (b in [0, 2^z) with a's low z bits zero, or the other way round)? Then
 * a | b is a + b, as integers too (no carry; a <= 2^31 - 2^z). LLVM 19
 * writes `(y << 9) + x` as `or disjoint` when it knows x < 512. */
int
gfold_disjoint(Fold *c, KirRef a, KirRef b, int depth)
{
	for (int s = 0; s < 2; s++) {
		KirRef p = s ? b : a, q = s ? a : b;
		int64_t lo, hi;
		int z = low_zeros(c, p, depth + 1);

		if (z > 0 && z < 32 && gfold_range(c, q, &lo, &hi, depth + 1) && lo >= 0 &&
		    hi < ((int64_t)1 << z))
			return 1;
	}
	return 0;
}

/* The range of i32 value r where the access is performed: computed from
 * its operands' where no step can wrap, narrowed by the facts. */
static int range_of(Fold *c, KirRef r, int64_t *lo, int64_t *hi, int depth);

/* range_of, once per value and predicate */
int
gfold_range(Fold *c, KirRef r, int64_t *lo, int64_t *hi, int depth)
{
	uint32_t i = KIR_IDX(r);

	if (KIR_TAG(r) != KREF_VAL || i >= c->nfact)
		return range_of(c, r, lo, hi, depth);
	if (!c->memo[i]) {
		c->memo[i] = range_of(c, r, &c->memo_lo[i], &c->memo_hi[i], depth) ? 1 : 2;
	}
	*lo = c->memo_lo[i];
	*hi = c->memo_hi[i];
	return c->memo[i] == 1;
}

static int
range_of(Fold *c, KirRef r, int64_t *lo, int64_t *hi, int depth)
{
	VgiwOp op;
	const KirInst *in = gfold_val(c->f, r);
	int64_t k, l0, h0, l1, h1;
	int known = 0;

	if (gfold_imm(c->f, r, &k)) {
		*lo = *hi = k;
		return kir_ref_type(c->f, r) == IT_I32;
	}
	if (!in || in->type != IT_I32 || depth > 12)
		return 0;
	const KirRef *a = kir_args(c->f, in);

	op = (VgiwOp)in->op;
	if (op == OP_OR && in->nargs == 2 && gfold_disjoint(c, a[0], a[1], depth + 1))
		op = OP_IADD;
	switch (op) {
	case OP_IADD:
	case OP_ISUB:
		if (in->nargs == 2 && gfold_range(c, a[0], &l0, &h0, depth + 1) &&
		    gfold_range(c, a[1], &l1, &h1, depth + 1)) {
			*lo = op == OP_IADD ? l0 + l1 : l0 - h1;
			*hi = op == OP_IADD ? h0 + h1 : h0 - l1;
			known = gfold_fits32(*lo, *hi);
		}
		break;
	case OP_SHL:
		if (in->nargs == 2 && gfold_imm(c->f, a[1], &k) && k >= 0 && k < 31 &&
		    gfold_range(c, a[0], &l0, &h0, depth + 1)) {
			*lo = l0 * ((int64_t)1 << k);
			*hi = h0 * ((int64_t)1 << k);
			known = gfold_fits32(*lo, *hi);
		}
		break;
	case OP_IMUL:
		if (in->nargs == 2 && gfold_imm(c->f, a[1], &k) && k >= -65536 &&
		    k <= 65536 && gfold_range(c, a[0], &l0, &h0, depth + 1)) {
			*lo = k >= 0 ? l0 * k : h0 * k;
			*hi = k >= 0 ? h0 * k : l0 * k;
			known = gfold_fits32(*lo, *hi);
		}
		break;
	default:
		break;
	}
	uint32_t i = KIR_IDX(r);

	if (i < c->nfact && c->has_fact[i]) {
		if (!known) {
			*lo = c->fact_lo[i];
			*hi = c->fact_hi[i];
		} else {
			*lo = *lo > c->fact_lo[i] ? *lo : c->fact_lo[i];
			*hi = *hi < c->fact_hi[i] ? *hi : c->fact_hi[i];
		}
		known = 1;
	}
	return known && *lo <= *hi;
}

/* ---- range tests ---- */

/* Is in an AND of two i1 values: `and` or `select c, d, false`? */
static int
is_and(const KirFunc *f, const KirInst *in)
{
	int64_t z;

	if (!in || in->type != IT_I1)
		return 0;
	if (in->op == OP_AND && in->nargs == 2)
		return 1;
	return in->op == OP_SELECT && in->nargs == 3 &&
	       gfold_imm(f, kir_args(f, in)[2], &z) && z == 0;
}

#define BOUND_MAX ((int64_t)1 << 30)

/* A bound of i32 or i64 x: icmp sgt|sge|slt|sle x, K (or K, x) as lo <= x
 * (*kind 0) or x <= hi (*kind 1), the bound in *b; the unsigned tests
 * ugt|uge|ult|ule and `ne x, 0` (1 <= x) the same as kinds 2 and 3, for
 * bounds in [0, 2^30) (how clang tests a size_t coordinate). */
static int
bound_of(const KirFunc *f, KirRef r, KirRef *x, int64_t *b, int *kind)
{
	static const int64_t swap[][2] = {
		{ ISA_ICMP_SGT, ISA_ICMP_SLT }, { ISA_ICMP_SGE, ISA_ICMP_SLE },
		{ ISA_ICMP_SLT, ISA_ICMP_SGT }, { ISA_ICMP_SLE, ISA_ICMP_SGE },
		{ ISA_ICMP_UGT, ISA_ICMP_ULT }, { ISA_ICMP_UGE, ISA_ICMP_ULE },
		{ ISA_ICMP_ULT, ISA_ICMP_UGT }, { ISA_ICMP_ULE, ISA_ICMP_UGE },
		{ ISA_ICMP_NE, ISA_ICMP_NE },
	};
	const KirInst *in = gfold_val(f, r);
	int64_t k;

	if (!in || in->op != OP_ICMP || in->nargs != 2)
		return 0;
	KirRef a0 = kir_args(f, in)[0], a1 = kir_args(f, in)[1];
	int64_t p = in->imm, q = -1;
	int l = gfold_imm(f, a0, &k), rt = gfold_imm(f, a1, &k);

	if (l == rt)
		return 0;
	*x = l ? a1 : a0;
	if (l) {   /* K op x is x op' K */
		for (size_t j = 0; j < sizeof swap / sizeof swap[0]; j++)
			if (swap[j][0] == p)
				q = swap[j][1];
		if (q < 0)
			return 0;
		p = q;
	}
	IsaType t = kir_ref_type(f, *x);

	if (t == IT_I64 && (p == ISA_ICMP_SGT || p == ISA_ICMP_SGE || p == ISA_ICMP_SLT ||
	                    p == ISA_ICMP_SLE) && (k <= -BOUND_MAX || k >= BOUND_MAX))
		return 0;
	if (t != IT_I32 && t != IT_I64)
		return 0;
	int uok = k >= 0 && k < BOUND_MAX;

	switch (p) {
	case ISA_ICMP_SGT: *kind = 0; *b = k + 1; return 1;
	case ISA_ICMP_SGE: *kind = 0; *b = k; return 1;
	case ISA_ICMP_SLT: *kind = 1; *b = k - 1; return 1;
	case ISA_ICMP_SLE: *kind = 1; *b = k; return 1;
	case ISA_ICMP_UGT: *kind = 2; *b = k + 1; return uok;
	case ISA_ICMP_UGE: *kind = 2; *b = k; return uok;
	case ISA_ICMP_ULT: *kind = 3; *b = k - 1; return uok && k > 0;
	case ISA_ICMP_ULE: *kind = 3; *b = k; return uok;
	case ISA_ICMP_NE: *kind = 2; *b = 1; return k == 0;
	}
	return 0;
}

#define MAX_LEAVES 16

/* The leaves of the AND tree under r, through ANDs read only by their
 * parent. */
static void
and_leaves(const Fold *c, KirRef r, int root, const uint32_t *uses,
           KirRef *leaf, uint32_t *n)
{
	const KirInst *in = gfold_val(c->f, r);

	if (*n + 2 <= MAX_LEAVES && is_and(c->f, in) &&
	    (root || uses[KIR_IDX(r)] == 1)) {
		and_leaves(c, kir_args(c->f, in)[0], 0, uses, leaf, n);
		and_leaves(c, kir_args(c->f, in)[1], 0, uses, leaf, n);
		return;
	}
	leaf[(*n)++] = r;
}

/* An AND of tests lo <= x and x <= hi (lo <= hi) of one i32 or i64 x,
 * both signed or both unsigned, each read only there, becomes
 * (unsigned)(x - lo) < hi - lo + 1: exact in wrapping
 * arithmetic (x - lo wraps beyond hi - lo exactly when x < lo), and one
 * core less, the AND's; LLVM does the same where no other test sits
 * between the two. The root of the tree keeps its slot, as an AND of the
 * rest (or the one test left, for its readers). New instructions are
 * appended to the list; the caller moves them before the root. */
static void
fold_range(Fold *c, uint32_t r, const uint32_t *uses)
{
	KirFunc *f = c->f;
	KirRef leaf[MAX_LEAVES];
	uint32_t n = 0, m = 0;
	int changed = 0;

	and_leaves(c, KIR_REF(KREF_VAL, r), 1, uses, leaf, &n);
	for (uint32_t i = 0; i < n; i++) {
		KirRef x, y;
		int64_t b0, b1;
		int s, t;

		if (!leaf[i] || KIR_TAG(leaf[i]) != KREF_VAL || uses[KIR_IDX(leaf[i])] != 1 ||
		    !bound_of(f, leaf[i], &x, &b0, &s))
			continue;
		for (uint32_t j = i + 1; j < n; j++) {
			if (!leaf[j] || KIR_TAG(leaf[j]) != KREF_VAL ||
			    uses[KIR_IDX(leaf[j])] != 1 || !bound_of(f, leaf[j], &y, &b1, &t) ||
			    y != x || (t >> 1) != (s >> 1) || t == s)
				continue;
			int64_t lo = s & 1 ? b1 : b0, hi = s & 1 ? b0 : b1;
			IsaType xt = kir_ref_type(f, x);
			uint64_t mask = xt == IT_I32 ? 0xffffffffu : ~(uint64_t)0;

			/* i32 signed: any bounds; else both within 2^30 */
			if (lo > hi || (xt == IT_I32 && !(s >> 1) ? !gfold_fits32(lo, hi)
			                : lo <= -BOUND_MAX || hi >= BOUND_MAX))
				break;
			KirRef d = x;
			if (lo)
				d = gfold_make2(c, OP_IADD, xt, x,
				          kir_const(f, xt, (uint64_t)-lo & mask), 2);
			KirRef a[2] = { d, kir_const(f, xt, (uint64_t)(hi - lo + 1) & mask) };
			uint32_t q = kir_inst_detached(f, OP_ICMP, IT_I1, a, 2);

			f->insts[q].imm = ISA_ICMP_ULT;
			f->insts[q].line = c->line;
			emit(c, q);
			leaf[i] = KIR_REF(KREF_VAL, q);
			leaf[j] = KIR_NONE;
			changed = 1;
			break;
		}
	}
	if (!changed)
		return;
	for (uint32_t i = 0; i < n; i++)
		if (leaf[i])
			leaf[m++] = leaf[i];
	KirRef acc = leaf[0];

	for (uint32_t i = 1; i + 1 < m; i++)
		acc = gfold_make2(c, OP_AND, IT_I1, acc, leaf[i], 2);
	if (m == 1) {
		c->repl[r] = acc;
		f->insts[r].block = 0;
		return;
	}
	uint32_t at = f->nargs;

	vec_grow(f->args, f->nargs, f->args_cap, f->nargs + 2);
	f->args[at] = acc;
	f->args[at + 1] = leaf[m - 1];
	f->nargs += 2;
	f->insts[r].op = OP_AND;
	f->insts[r].args = at;
	f->insts[r].nargs = 2;
}

static void
fold_ranges(Fold *c)
{
	KirFunc *f = c->f;
	uint32_t *uses = xcalloc((size_t)f->ninsts + 1, sizeof *uses);
	uint32_t nu = f->ninsts + 1;

	for (uint32_t k = 0; k < c->nout; k++) {
		const KirInst *in = &f->insts[c->out[k]];

		for (uint32_t j = 0; j < in->nargs; j++)
			if (KIR_TAG(kir_args(f, in)[j]) == KREF_VAL)
				uses[KIR_IDX(kir_args(f, in)[j])]++;
	}
	/* an AND read once, by an AND, is inside a tree, not its root */
	uint8_t *inner = xcalloc(nu, 1);

	for (uint32_t k = 0; k < c->nout; k++) {
		const KirInst *in = &f->insts[c->out[k]];

		if (!is_and(f, in))
			continue;
		for (uint32_t j = 0; j < 2; j++) {
			KirRef a = kir_args(f, in)[j];
			if (KIR_TAG(a) == KREF_VAL && uses[KIR_IDX(a)] == 1 &&
			    is_and(f, &f->insts[KIR_IDX(a)]))
				inner[KIR_IDX(a)] = 1;
		}
	}
	for (uint32_t k = 0; k < c->nout; k++) {
		uint32_t i = c->out[k], before = c->nout;

		if (i >= nu || inner[i] || !is_and(f, &f->insts[i]))
			continue;
		c->line = f->insts[i].line;
		c->lim = k;
		c->from = before;
		fold_range(c, i, uses);
		c->lim = c->from = UINT32_MAX;
		if (c->nout == before)
			continue;
		/* what fold_range appended goes before the root; it reads
		 * only values defined before the root's leaves */
		uint32_t added = c->nout - before;
		uint32_t *tmp = xmalloc(added * sizeof *tmp);

		memcpy(tmp, &c->out[before], added * sizeof *tmp);
		memmove(&c->out[k + added], &c->out[k], (before - k) * sizeof *c->out);
		memcpy(&c->out[k], tmp, added * sizeof *tmp);
		free(tmp);
		k += added;
	}
	free(inner);
	free(uses);
}

/* ---- driver ---- */

/* A base made for one access may repeat arithmetic the kernel computes
 * later for another: the later copy reads the first (one core per value).
 * Reads of a replaced instruction come after it, so one pass in order
 * resolves them. */
static uint32_t
inst_hash(const KirFunc *f, const KirInst *in)
{
	uint32_t h = 2166136261u;
	const KirRef *a = kir_args(f, in);

	h = (h ^ in->op) * 16777619u;
	h = (h ^ in->type) * 16777619u;
	h = (h ^ (uint32_t)in->imm) * 16777619u;
	for (uint32_t j = 0; j < in->nargs; j++)
		h = (h ^ a[j]) * 16777619u;
	return h;
}

static int
same_inst(const KirFunc *f, const KirInst *o, const KirInst *in)
{
	return o->op == in->op && o->type == in->type && o->imm == in->imm &&
	       o->flags == in->flags && o->nargs == in->nargs &&
	       !memcmp(kir_args(f, o), kir_args(f, in), in->nargs * sizeof(KirRef));
}

static void
share(Fold *c)
{
	KirFunc *f = c->f;
	uint32_t m = 0, cap = 16;

	while (cap < 2 * c->nout)
		cap *= 2;
	uint32_t *table = xcalloc(cap, sizeof *table);   /* instruction, 0 empty */

	c->repl = xrealloc(c->repl, ((size_t)f->ninsts + 1) * sizeof *c->repl);
	memset(c->repl + c->nrepl, 0, ((size_t)f->ninsts + 1 - c->nrepl) * sizeof *c->repl);
	c->nrepl = f->ninsts + 1;
	for (uint32_t k = 0; k < c->nout; k++) {
		uint32_t i = c->out[k];
		KirInst *in = &f->insts[i];
		KirRef *a = kir_args(f, in);
		int pure = in->op != OP_LD && in->op != OP_ST && in->op != OP_ATOM &&
		           in->op != OP_CAS && in->op != OP_FENCE && in->op != OP_TID &&
		           in->type != IT_VOID;

		for (uint32_t j = 0; j < in->nargs; j++)
			a[j] = resolve(c, a[j]);
		if (!pure) {
			c->out[m++] = i;
			continue;
		}
		uint32_t h = inst_hash(f, in) & (cap - 1);

		while (table[h] && !same_inst(f, &f->insts[table[h]], in))
			h = (h + 1) & (cap - 1);
		if (table[h]) {
			f->insts[table[h]].nsw &= in->nsw;
			c->repl[i] = KIR_REF(KREF_VAL, table[h]);
			in->block = 0;
		} else {
			table[h] = i;
			c->out[m++] = i;
		}
	}
	c->nout = m;
	free(table);
}

int
pass_gpucc_fold(const KirModule *m, KirFunc *f)
{
	if (!f->sched || f->nsched != 1)
		die("%s: pass_gpucc_fold before pass_ifconvert", f->name);

	KirBlock *bl = &f->blocks[f->entry];
	Fold c = { .m = m, .f = f, .lim = UINT32_MAX, .from = UINT32_MAX };
	uint32_t n = bl->ninsts;
	uint32_t *list = bl->insts;

	c.nrepl = f->ninsts + 1;
	c.repl = xcalloc(c.nrepl, sizeof *c.repl);
	uint32_t *uses = xcalloc(c.nrepl, sizeof *uses);
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[list[k]];

		for (uint32_t j = 0; j < in->nargs; j++)
			if (KIR_TAG(kir_args(f, in)[j]) == KREF_VAL &&
			    KIR_IDX(kir_args(f, in)[j]) < c.nrepl)
				uses[KIR_IDX(kir_args(f, in)[j])]++;
	}
	bl->insts = NULL;
	bl->ninsts = bl->cap = 0;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = list[k];
		KirInst *in = &f->insts[i];
		KirRef *a = kir_args(f, in);

		for (uint32_t j = 0; j < in->nargs; j++)
			a[j] = resolve(&c, a[j]);
		c.line = in->line;
		KirRef v = const_load(&c, in);
		if (v == KIR_NONE)
			v = fold_not(&c, in, uses);
		in = &f->insts[i];   /* fold_not may have added instructions */
		if (v != KIR_NONE) {
			c.repl[i] = v;
			in->block = 0;
			continue;
		}
		if (in->op == OP_LD || in->op == OP_ST || in->op == OP_ATOM ||
		    in->op == OP_CAS)
			gfold_split_address(&c, i);
		emit(&c, i);
	}
	free(list);
	free(uses);
	share(&c);
	fold_ranges(&c);
	share(&c);   /* resolves the readers of a root that became a test */
	ifconv_drop_dead(c.f, c.out, &c.nout);
	bl->insts = c.out;
	bl->ninsts = c.nout;
	bl->cap = c.outcap;
	free(c.repl);
	free(c.fact_lo);
	free(c.fact_hi);
	free(c.has_fact);
	free(c.memo_lo);
	free(c.memo_hi);
	free(c.memo);
	return 0;
}
