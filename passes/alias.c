/* May-alias for DFG construction: follows address arithmetic (the lowering
 * of GEPs and casts) back to the parameter or symbol an address is an
 * offset of, and compares two such bases. */
#include "alias_int.h"

typedef struct {
	uint32_t phis[32]; /* phis being traced: meeting one again is a cycle */
	uint32_t nphis;
	uint32_t budget;   /* steps left: phi webs can branch exponentially */
} Trace;

static PassAliasBase
base_merge(PassAliasBase a, PassAliasBase b)
{
	if (a.kind == ALIAS_ANY)
		return b;
	if (b.kind == ALIAS_ANY || (a.kind == b.kind && a.idx == b.idx))
		return a;
	return (PassAliasBase){ ALIAS_UNKNOWN, 0 };
}

static int
is_plain_const(const KirFunc *f, KirRef r)
{
	return KIR_TAG(r) == KREF_CONST && f->consts[KIR_IDX(r)].sym == ISYM_NONE;
}

/* Follows address arithmetic (the lowering of GEPs and casts) back to the
 * parameter or symbol the address is an offset of. */
static PassAliasBase
trace_base(const KirFunc *f, KirRef r, Trace *t)
{
	const PassAliasBase unknown = { ALIAS_UNKNOWN, 0 };

	if (!t->budget)
		return unknown;
	t->budget--;
	switch (KIR_TAG(r)) {
	case KREF_PARAM:
		return (PassAliasBase){ ALIAS_PARAM, KIR_IDX(r) };
	case KREF_CONST: {
		const KirConst *c = &f->consts[KIR_IDX(r)];

		return c->sym == ISYM_NONE ? unknown : (PassAliasBase){ ALIAS_SYM, c->sym };
	}
	case KREF_VAL:
		break;
	default:
		return unknown;
	}

	uint32_t i = KIR_IDX(r);
	const KirInst *in = &f->insts[i];
	const KirRef *a = kir_args(f, in);

	switch (in->op) {
	case OP_SEXT: case OP_ZEXT: case OP_MOV: case OP_ISUB:
		return in->nargs >= 1 ? trace_base(f, a[0], t) : unknown;
	case OP_IADD: {
		if (in->nargs != 2)
			return unknown;
		int p0 = kir_ref_type(f, a[0]) == IT_PTR;
		int p1 = kir_ref_type(f, a[1]) == IT_PTR;

		/* pointer plus offset; in integer arithmetic (ptrtoint) only an
		 * immediate is known not to be the pointer */
		if (p0 != p1)
			return trace_base(f, a[p0 ? 0 : 1], t);
		if (is_plain_const(f, a[1]))
			return trace_base(f, a[0], t);
		if (is_plain_const(f, a[0]))
			return trace_base(f, a[1], t);
		return unknown;
	}
	case OP_SELECT:
		if (in->nargs != 3)
			return unknown;
		return base_merge(trace_base(f, a[1], t), trace_base(f, a[2], t));
	case OP_PHI: {
		PassAliasBase b = { ALIAS_ANY, 0 };

		for (uint32_t k = 0; k < t->nphis; k++)
			if (t->phis[k] == i)
				return b;
		if (t->nphis == sizeof t->phis / sizeof t->phis[0])
			return unknown;
		t->phis[t->nphis++] = i;
		for (uint32_t j = 0; j + 1 < in->nargs && b.kind != ALIAS_UNKNOWN; j += 2)
			if (KIR_TAG(a[j]) != KREF_UNDEF)
				b = base_merge(b, trace_base(f, a[j], t));
		t->nphis--;
		return b;
	}
	default:
		return unknown;
	}
}

PassAliasBase
pass_alias_base(const KirFunc *f, uint32_t inst)
{
	const KirInst *in = &f->insts[inst];
	Trace t = { .budget = 256 };

	if (in->op == OP_FENCE || in->nargs < 1)
		return (PassAliasBase){ ALIAS_UNKNOWN, 0 };
	PassAliasBase b = trace_base(f, kir_args(f, in)[0], &t);
	return b.kind == ALIAS_ANY ? (PassAliasBase){ ALIAS_UNKNOWN, 0 } : b;
}

static int
noalias_param(const KirFunc *f, PassAliasBase b)
{
	return b.kind == ALIAS_PARAM && b.idx < f->nparams && f->params[b.idx].noalias;
}

int
pass_may_alias(const KirFunc *f, uint32_t ia, PassAliasBase a, uint32_t ib, PassAliasBase b)
{
	unsigned sa = f->insts[ia].aspace, sb = f->insts[ib].aspace;

	if (sa != AS_GENERIC && sb != AS_GENERIC && sa != sb)
		return 0;
	if (a.kind == ALIAS_UNKNOWN || b.kind == ALIAS_UNKNOWN)
		return 1;
	if (a.kind == b.kind && a.idx == b.idx)
		return 1;
	if (a.kind == ALIAS_SYM && b.kind == ALIAS_SYM)
		return 0;
	/* the thread's private frame has no address before launch, so no
	 * launch argument can point into it */
	if ((a.kind == ALIAS_SYM && a.idx == ISYM_LOCAL) ||
	    (b.kind == ALIAS_SYM && b.idx == ISYM_LOCAL))
		return 0;
	return !noalias_param(f, a) && !noalias_param(f, b);
}

