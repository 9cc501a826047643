/* If-conversion for GPU-CC: a scheduled, loop-free kernel becomes the one
 * block that every thread streams through the SM's static network. Both
 * sides of every branch are computed; phis become selects on path
 * predicates; memory accesses under a predicate carry it (ISAF_PREDICATED);
 * the global thread index becomes one coordinate (ISA_GID_X). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"
#include "ifconv_int.h"

typedef struct {
	KirFunc *f;
	uint32_t *out;       /* instructions of the converted block, in order */
	uint32_t nout, outcap;
	KirRef *pred;        /* per block index: predicate, KIR_NONE = true */
	KirRef (*edge)[2];   /* per block index and successor slot, cached */
	uint8_t (*has_edge)[2];
	KirRef *nots;        /* pairs (value, its negation) */
	uint32_t nnots, notcap;
	KirRef *repl;        /* per instruction: replacement of a folded phi */
	uint32_t line;       /* line given to the predicate logic being built */
} Conv;

static void
emit(Conv *c, uint32_t i)
{
	uint32_t k = vec_push(c->out, c->nout, c->outcap);

	c->out[k] = i;
}

static KirRef
new_inst(Conv *c, VgiwOp op, IsaType t, KirRef x, KirRef y, KirRef z)
{
	KirRef a[3] = { x, y, z };
	uint32_t i = kir_inst_detached(c->f, op, t, a, op == OP_SELECT ? 3 : 2);

	c->f->insts[i].line = c->line;
	emit(c, i);
	return KIR_REF(KREF_VAL, i);
}

/* Predicates are KirRefs with KIR_NONE standing for "true", so the
 * unconditional parts of a kernel cost no cores. */
static KirRef
p_not(Conv *c, KirRef x)
{
	for (uint32_t k = 0; k + 1 < c->nnots; k += 2)
		if (c->nots[k] == x)
			return c->nots[k + 1];

	KirRef r = new_inst(c, OP_XOR, IT_I1, x, kir_const(c->f, IT_I1, 1), 0);
	uint32_t k = c->nnots;

	vec_grow(c->nots, c->nnots, c->notcap, c->nnots + 2);
	c->nots[k] = x;
	c->nots[k + 1] = r;
	c->nnots += 2;
	return r;
}

static KirRef
p_and(Conv *c, KirRef x, KirRef y)
{
	if (x == KIR_NONE)
		return y;
	if (y == KIR_NONE || x == y)
		return x;
	return new_inst(c, OP_AND, IT_I1, x, y, 0);
}

static KirRef
p_or(Conv *c, KirRef x, KirRef y)
{
	if (x == KIR_NONE || y == KIR_NONE)
		return KIR_NONE;
	if (x == y)
		return x;
	return new_inst(c, OP_OR, IT_I1, x, y, 0);
}

/* Predicate of the edge from block p through its successor slot s. */
static KirRef
edge_pred(Conv *c, uint32_t p, uint32_t s)
{
	const KirBlock *bl = &c->f->blocks[p];

	if (c->has_edge[p][s])
		return c->edge[p][s];

	KirRef r = c->pred[p];

	if (bl->term == KTERM_BR && bl->succ[0] != bl->succ[1]) {
		uint32_t saved = c->line;

		c->line = bl->line;
		r = p_and(c, r, s == 0 ? bl->cond : p_not(c, bl->cond));
		c->line = saved;
	}
	c->has_edge[p][s] = 1;
	c->edge[p][s] = r;
	return r;
}

/* Predicate of the edge p -> b (a branch with both slots to b is taken
 * whatever its condition). */
static KirRef
edge_to(Conv *c, uint32_t p, uint32_t b)
{
	const KirBlock *bl = &c->f->blocks[p];

	if (bl->term == KTERM_BR && bl->succ[0] == b && bl->succ[1] == b)
		return c->pred[p];
	return edge_pred(c, p, bl->term == KTERM_BR && bl->succ[1] == b ? 1 : 0);
}

/* Is edge p -> b the false side of a branch (its predicate needs a NOT)? */
static int
false_edge(const KirFunc *f, uint32_t p, uint32_t b)
{
	const KirBlock *bl = &f->blocks[p];

	return bl->term == KTERM_BR && bl->succ[1] == b && bl->succ[0] != b;
}

/* Is x the negation p_not made of y? */
static int
is_not_of(const Conv *c, KirRef x, KirRef y)
{
	for (uint32_t k = 0; k + 1 < c->nnots; k += 2)
		if (c->nots[k] == y && c->nots[k + 1] == x)
			return 1;
	return 0;
}

/* Predicate p as the select of a phi's incoming sees it: that select
 * matters only where the outer selects' predicates outer[0..n) are all
 * false, so the negation of one of them is true there and drops out of an
 * AND (KIR_NONE: always true there). Figure 1's inner select takes m == 0
 * instead of !(s > 0) && m == 0, which saves the AND and the NOT. */
static KirRef
p_given_not(Conv *c, KirRef p, const KirRef *outer, uint32_t n)
{
	if (p == KIR_NONE || KIR_TAG(p) != KREF_VAL)
		return p;
	for (uint32_t j = 0; j < n; j++)
		if (outer[j] != KIR_NONE &&
		    (is_not_of(c, p, outer[j]) || is_not_of(c, outer[j], p)))
			return KIR_NONE;

	const KirInst *in = &c->f->insts[KIR_IDX(p)];

	if (in->op != OP_AND || in->type != IT_I1 || in->nargs != 2)
		return p;

	KirRef x = kir_args(c->f, in)[0], y = kir_args(c->f, in)[1];
	KirRef rx = p_given_not(c, x, outer, n), ry = p_given_not(c, y, outer, n);

	if (rx == x && ry == y)
		return p;
	return p_and(c, rx, ry);
}

/* A phi becomes a chain of selects on its incoming edges' predicates, the
 * last incoming being the default; the phi's own slot becomes the outermost
 * select so references to it stay valid. Incomings that agree need none. */
static void
convert_phi(Conv *c, uint32_t b, uint32_t i)
{
	KirFunc *f = c->f;
	KirInst *in = &f->insts[i];
	uint32_t n = in->nargs / 2;
	KirRef *v = xmalloc((n ? n : 1) * sizeof *v);
	uint32_t *from = xmalloc((n ? n : 1) * sizeof *from);
	uint32_t m = 0;
	KirRef same = KIR_NONE;
	int differ = 0;

	for (uint32_t k = 0; k < n; k++) {
		KirRef x = kir_args(f, in)[2 * k];

		v[m] = x;
		from[m++] = kir_args(f, in)[2 * k + 1];
		if (KIR_TAG(x) == KREF_UNDEF)
			continue;
		if (same == KIR_NONE)
			same = x;
		else if (same != x)
			differ = 1;
	}
	if (!differ) {
		c->repl[i] = same == KIR_NONE ? KIR_REF(KREF_UNDEF, 0) : same;
		free(v);
		free(from);
		return;
	}
	/* a default on a false edge saves the NOT of its condition */
	if (m == 2 && false_edge(f, from[0], b) && !false_edge(f, from[1], b)) {
		KirRef tv = v[0];
		uint32_t tb = from[0];

		v[0] = v[1], from[0] = from[1];
		v[1] = tv, from[1] = tb;
	}

	KirRef r = v[m - 1];
	KirRef cond0 = KIR_NONE, v0 = KIR_NONE;
	KirRef *e = xmalloc((m ? m : 1) * sizeof *e);
	IsaType type = (IsaType)in->type;

	c->line = in->line;
	for (uint32_t k = 0; k + 1 < m; k++)
		e[k] = edge_to(c, from[k], b);
	for (uint32_t k = m - 1; k-- > 0;) {
		KirRef ek = p_given_not(c, e[k], e, k);

		if (ek == KIR_NONE) {   /* the only way to b left */
			r = v[k];
			cond0 = KIR_NONE;
			continue;
		}
		if (k == 0) {
			cond0 = ek;
			v0 = v[0];
			break;
		}
		r = new_inst(c, OP_SELECT, type, ek, v[k], r);
	}
	free(e);
	free(v);
	free(from);
	if (cond0 == KIR_NONE) {
		c->repl[i] = r;
		return;
	}
	/* the phi's own slot becomes the outermost select, so references to it
	 * stay valid; its operands go to fresh argument space */
	vec_grow(f->args, f->nargs, f->args_cap, f->nargs + 3);
	in = &f->insts[i];
	in->op = OP_SELECT;
	in->args = f->nargs;
	in->nargs = 3;
	f->args[f->nargs++] = cond0;
	f->args[f->nargs++] = v0;
	f->args[f->nargs++] = r;
}

static int
is_mem_access(uint32_t op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS;
}

/* The predicate becomes the last operand of a memory access; the operands
 * move to fresh argument space (they are contiguous per instruction). */
static void
predicate_access(KirFunc *f, uint32_t i, KirRef p)
{
	uint32_t n = f->insts[i].nargs, at = f->nargs;

	vec_grow(f->args, f->nargs, f->args_cap, f->nargs + n + 1);
	memcpy(&f->args[at], &f->args[f->insts[i].args], n * sizeof *f->args);
	f->args[at + n] = p;
	f->nargs += n + 1;
	f->insts[i].args = at;
	f->insts[i].nargs = (uint8_t)(n + 1);
	f->insts[i].flags |= ISAF_PREDICATED;
}

static KirRef
resolve(const Conv *c, KirRef r)
{
	while (KIR_TAG(r) == KREF_VAL && c->repl[KIR_IDX(r)])
		r = c->repl[KIR_IDX(r)];
	return r;
}

/* Everything a thread's effects depend on; the rest (conditions that only
 * steered branches, loads nobody reads) would only occupy cores. */
void
ifconv_drop_dead(KirFunc *f, uint32_t *list, uint32_t *n)
{
	uint8_t *live = xcalloc((size_t)f->ninsts + 1, 1);
	uint32_t m = 0;

	for (uint32_t k = *n; k-- > 0;) {
		uint32_t i = list[k];
		const KirInst *in = &f->insts[i];

		if (in->op == OP_ST || in->op == OP_ATOM || in->op == OP_CAS ||
		    in->op == OP_FENCE || in->op == OP_TRAP || (in->flags & ISAF_VOLATILE))
			live[i] = 1;
		if (!live[i])
			continue;
		for (uint32_t j = 0; j < in->nargs; j++) {
			KirRef r = kir_args(f, in)[j];

			if (KIR_TAG(r) == KREF_VAL)
				live[KIR_IDX(r)] = 1;
		}
	}
	for (uint32_t k = 0; k < *n; k++) {
		if (live[list[k]])
			list[m++] = list[k];
		else
			f->insts[list[k]].block = 0;
	}
	*n = m;
	free(live);
}

/* Blocks computed one after the other repeat each other's pure arithmetic
 * (translation shares it only within a block): one core per value. */
static void
share_pure(Conv *c)
{
	KirFunc *f = c->f;
	uint32_t m = 0;

	for (uint32_t k = 0; k < c->nout; k++) {
		uint32_t i = c->out[k];
		KirInst *in = &f->insts[i];
		KirRef *a = kir_args(f, in);
		int pure = in->op != OP_PHI && !is_mem_access(in->op) &&
		           in->op != OP_FENCE && in->type != IT_VOID;

		for (uint32_t j = 0; j < in->nargs; j++)
			a[j] = resolve(c, a[j]);
		for (uint32_t x = 0; pure && x < m; x++) {
			KirInst *o = &f->insts[c->out[x]];

			if (o->op == in->op && o->type == in->type && o->imm == in->imm &&
			    o->flags == in->flags && o->nargs == in->nargs &&
			    !memcmp(kir_args(f, o), a, in->nargs * sizeof *a)) {
				o->nsw &= in->nsw;   /* promised by both, or not at all */
				c->repl[i] = KIR_REF(KREF_VAL, c->out[x]);
				break;
			}
		}
		if (!c->repl[i])
			c->out[m++] = i;
		else
			in->block = 0;
	}
	c->nout = m;
}

/* Is r thread coordinate c as a value of type t: the i32 TID itself, or for
 * t = i64 its zero or sign extension (a coordinate is below 2^31, where
 * both agree)? */
static int
is_coord(const KirFunc *f, KirRef r, IsaType t, int64_t c)
{
	if (KIR_TAG(r) != KREF_VAL)
		return 0;

	const KirInst *in = &f->insts[KIR_IDX(r)];

	if (t == IT_I64 && in->type == IT_I64 &&
	    (in->op == OP_ZEXT || in->op == OP_SEXT)) {
		r = kir_args(f, in)[0];
		if (KIR_TAG(r) != KREF_VAL)
			return 0;
		in = &f->insts[KIR_IDX(r)];
		t = IT_I32;
	}
	return in->op == OP_TID && in->imm == c && in->type == t;
}

static int
is_coord_product(const KirFunc *f, KirRef r, IsaType t, int64_t ctaid,
                 int64_t ntid)
{
	if (KIR_TAG(r) != KREF_VAL)
		return 0;

	const KirInst *in = &f->insts[KIR_IDX(r)];
	const KirRef *a = kir_args(f, in);

	return in->op == OP_IMUL && in->type == t && in->nargs == 2 &&
	       ((is_coord(f, a[0], t, ctaid) && is_coord(f, a[1], t, ntid)) ||
	        (is_coord(f, a[0], t, ntid) && is_coord(f, a[1], t, ctaid)));
}

/* ctaid.x * ntid.x + tid.x (either operand order), in i32 or computed in
 * i64 from the extended coordinates, becomes one TID of coordinate
 * ISA_GID_X: the paper's IADD core that generates thread indices (section
 * 4.2), where the expression would take up to five cores; the same for y
 * (ISA_GID_Y), which a two-dimensional launch's kernels compute alike. The
 * i64 form is exact (no product of two coordinates overflows it); the i32
 * form wraps as the original does. The cores of the parts go with
 * ifconv_drop_dead when nothing else uses them. A kernel gets each coordinate in
 * one type only: the graph builder keeps one node per coordinate. */
static void
fold_gid(KirFunc *f, const uint32_t *list, uint32_t n)
{
	static const int64_t axis[2][4] = {
		{ ISA_GID_X, ISA_CTAID_X, ISA_NTID_X, ISA_TID_X },
		{ ISA_GID_Y, ISA_CTAID_Y, ISA_NTID_Y, ISA_TID_Y },
	};

	for (int ax = 0; ax < 2; ax++) {
		const int64_t *c = axis[ax];
		IsaType done = IT_VOID;

		for (uint32_t k = 0; k < n; k++) {
			KirInst *in = &f->insts[list[k]];
			const KirRef *a = kir_args(f, in);
			IsaType t = (IsaType)in->type;

			if (in->op == OP_TID && in->imm == c[0])
				done = t;
			if (in->op != OP_IADD || in->nargs != 2 ||
			    (t != IT_I32 && t != IT_I64))
				continue;
			if (done != IT_VOID && done != t)
				continue;
			if (!(is_coord_product(f, a[0], t, c[1], c[2]) &&
			      is_coord(f, a[1], t, c[3])) &&
			    !(is_coord_product(f, a[1], t, c[1], c[2]) &&
			      is_coord(f, a[0], t, c[3])))
				continue;
			in->op = OP_TID;
			in->nargs = 0;
			in->imm = c[0];
			in->flags = 0;
			done = t;
		}
	}
}

/* Position of instruction i in list[0..n), or n. */
static uint32_t
find_inst(const uint32_t *list, uint32_t n, uint32_t i)
{
	uint32_t k = 0;

	while (k < n && list[k] != i)
		k++;
	return k;
}

/* The instruction at list[j] moves to list[*k], before the one there,
 * which moves along (with *k) when j is beyond it. */
static void
move_up(uint32_t *list, uint32_t j, uint32_t *k)
{
	if (j <= *k)
		return;

	uint32_t x = list[j];

	memmove(&list[*k + 1], &list[*k], (j - *k) * sizeof *list);
	list[(*k)++] = x;
}

/* A conversion of integer x to floating point (sitofp, uitofp) in the
 * list, or 0. */
static uint32_t
conversion_of(const KirFunc *f, const uint32_t *list, uint32_t n, KirRef x)
{
	for (uint32_t j = 0; j < n; j++) {
		const KirInst *cv = &f->insts[list[j]];

		if ((cv->op == OP_SITOFP || cv->op == OP_UITOFP) && cv->nargs == 1 &&
		    kir_args(f, cv)[0] == x)
			return list[j];
	}
	return 0;
}

/* A test for equality of integers whose difference, or the value itself
 * when the other side is 0, is also converted to floating point (sitofp,
 * uitofp) compares the conversion with 0.0 instead: icmp eq|ne x, 0 ->
 * fcmp oeq|une (float)x, 0.0, and icmp eq|ne x, y -> the same of x - y
 * (or y - x) when that is computed too (y may be 0: the negation). Exact (x == y is x - y == 0 in wrapping
 * arithmetic; a conversion is 0.0 exactly for 0 and never NaN), the same
 * one core, and x and y lose a consumer: on GPU-CC a value with fewer
 * consumers keeps a shorter connection on its lane. Figure 1's BB3 tests
 * the remainder (LLVM 19: the parts it is the difference of) it also
 * converts for BB5, and needs one lane less so. What the test reads moves
 * up to it: operands of the compare are defined before it. */
static void
fold_zero_test(KirFunc *f, uint32_t *list, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[list[k]];
		const KirRef *a = kir_args(f, in);
		uint32_t d = 0;

		if (in->op != OP_ICMP || in->nargs != 2 ||
		    (in->imm != ISA_ICMP_EQ && in->imm != ISA_ICMP_NE) ||
		    KIR_TAG(a[0]) != KREF_VAL)
			continue;
		uint32_t cv = 0;

		if (KIR_TAG(a[1]) == KREF_CONST &&
		    f->consts[KIR_IDX(a[1])].sym == ISYM_NONE &&
		    f->consts[KIR_IDX(a[1])].bits == 0)
			cv = conversion_of(f, list, n, a[0]);
		for (uint32_t j = 0; j < n && !cv; j++) {
			const KirInst *s = &f->insts[list[j]];
			const KirRef *b = kir_args(f, s);

			if (s->op == OP_ISUB && s->nargs == 2 &&
			    ((b[0] == a[0] && b[1] == a[1]) ||
			     (b[0] == a[1] && b[1] == a[0]))) {
				d = list[j];
				cv = conversion_of(f, list, n, KIR_REF(KREF_VAL, d));
			}
		}
		if (!cv)
			continue;
		if (d)
			move_up(list, find_inst(list, n, d), &k);
		move_up(list, find_inst(list, n, cv), &k);

		KirInst *c = &f->insts[list[k]];
		KirRef *ca = kir_args(f, c);

		c->op = OP_FCMP;
		c->imm = c->imm == ISA_ICMP_EQ ? ISA_FCMP_OEQ : ISA_FCMP_UNE;
		ca[0] = KIR_REF(KREF_VAL, cv);
		ca[1] = kir_const(f, (IsaType)f->insts[cv].type, 0);   /* +0.0 */
	}
}

static uint32_t
first_line(const KirFunc *f, const KirBlock *bl)
{
	for (uint32_t k = 0; k < bl->ninsts; k++)
		if (f->insts[bl->insts[k]].line)
			return f->insts[bl->insts[k]].line;
	return bl->line;
}

/* What GPU-CC cannot run; reported before anything changes. */
static uint32_t
check(const KirFunc *f, DiagList *d)
{
	uint32_t errors = 0;

	for (uint32_t id = 0; id < f->nsched; id++) {
		uint32_t b = f->sched[id];
		const KirBlock *bl = &f->blocks[b];

		for (uint32_t s = 0; s < kir_nsucc(bl); s++)
			if (pass_is_back_edge(f, b, bl->succ[s])) {
				diag_add(d, DIAG_ERROR, f->file, bl->line, 0, "kernel '%s': "
				         "loop with unknown trip count: GPU-CC needs every "
				         "loop fully unrolled (one static network per kernel)",
				         f->name);
				errors++;
				break;
			}
		if (bl->barrier) {
			diag_add(d, DIAG_ERROR, f->file, first_line(f, bl), 0, "kernel "
			         "'%s': barrier: GPU-CC streams threads through one static "
			         "network, where no thread can wait for its CTA", f->name);
			errors++;
		}
	}
	return errors;
}

/* No (post-)dominator found yet. */
#define NO_DOM 0xffffffffu

/* Immediate dominators (by schedule ID) of an acyclic schedule: one pass in
 * ID order suffices, every predecessor having a smaller ID. */
static void
dominators(const KirFunc *f, uint32_t *idom, uint32_t *ipdom)
{
	uint32_t n = f->nsched, exit = n;

	for (uint32_t id = 0; id <= n; id++)
		idom[id] = ipdom[id] = NO_DOM;
	idom[0] = 0;
	for (uint32_t id = 0; id < n; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];

		for (uint32_t s = 0; s < kir_nsucc(bl); s++) {
			uint32_t t = f->blocks[bl->succ[s]].id;
			uint32_t x = id;

			if (t == 0)
				continue;
			if (idom[t] == NO_DOM) {
				idom[t] = x;
				continue;
			}
			uint32_t y = idom[t];
			while (x != y)
				if (x > y)
					x = idom[x];
				else
					y = idom[y];
			idom[t] = x;
		}
	}
	/* post-dominators: a virtual exit after every returning block, and a
	 * post-dominator always has a larger ID than the blocks it covers */
	ipdom[exit] = exit;
	for (uint32_t id = n; id-- > 0;) {
		const KirBlock *bl = &f->blocks[f->sched[id]];
		uint32_t ns = kir_nsucc(bl), x = NO_DOM;

		if (!ns)
			x = exit;
		for (uint32_t s = 0; s < ns; s++) {
			uint32_t y = f->blocks[bl->succ[s]].id;

			if (x == NO_DOM) {
				x = y;
				continue;
			}
			while (x != y)
				if (x < y)
					x = ipdom[x];
				else
					y = ipdom[y];
		}
		ipdom[id] = x;
	}
}

static int
post_dominates(const uint32_t *ipdom, uint32_t b, uint32_t x)
{
	while (x < b)
		x = ipdom[x];
	return x == b;
}

int
pass_ifconvert(KirFunc *f, DiagList *d)
{
	if (!f->sched || f->nsched != f->nblocks)
		die("%s: pass_ifconvert before pass_schedule", f->name);
	if (check(f, d))
		return 1;
	uint32_t nb = f->nblocks, n = f->nsched;
	Conv c = { .f = f };
	uint32_t *idom = xmalloc(((size_t)n + 1) * sizeof *idom);
	uint32_t *ipdom = xmalloc(((size_t)n + 1) * sizeof *ipdom);
	uint32_t errors = 0, ret_line = 0;

	c.pred = xcalloc((size_t)nb + 1, sizeof *c.pred);
	c.edge = xcalloc((size_t)nb + 1, sizeof *c.edge);
	c.has_edge = xcalloc((size_t)nb + 1, sizeof *c.has_edge);
	dominators(f, idom, ipdom);

	/* a predicated compare-and-swap would need four operands; a block
	 * runs unconditionally exactly when it post-dominates the entry */
	for (uint32_t id = 1; id < n; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];

		if (post_dominates(ipdom, id, 0))
			continue;
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			const KirInst *in = &f->insts[bl->insts[k]];

			if (in->op != OP_CAS)
				continue;
			diag_add(d, DIAG_ERROR, in->file ? in->file : f->file, in->line, 0,
			         "kernel '%s': compare-and-swap under a condition: a GPU-CC "
			         "load/store unit takes at most three operands (address, "
			         "compare, new value) and no predicate", f->name);
			errors++;
		}
	}
	if (errors) {
		free(idom);
		free(ipdom);
		free(c.pred);
		free(c.edge);
		free(c.has_edge);
		return 1;
	}

	uint32_t nrepl = f->ninsts + 1;   /* selects and predicates come after */

	c.repl = xcalloc(nrepl, sizeof *c.repl);
	for (uint32_t id = 0; id < n; id++) {
		uint32_t b = f->sched[id];
		KirBlock *bl = &f->blocks[b];

		/* a block that post-dominates its dominator runs whenever that
		 * does: a join needs no OR of its incoming paths */
		c.line = first_line(f, bl);
		if (id == 0 || post_dominates(ipdom, id, idom[id])) {
			c.pred[b] = id ? c.pred[f->sched[idom[id]]] : KIR_NONE;
		} else {
			KirRef p = 0;
			int first = 1;

			for (uint32_t q = 0; q < id; q++) {
				uint32_t pb = f->sched[q];
				const KirBlock *pl = &f->blocks[pb];

				for (uint32_t s = 0; s < kir_nsucc(pl); s++) {
					if (pl->succ[s] != b || (s == 1 && pl->succ[0] == b))
						continue;
					KirRef e = edge_to(&c, pb, b);
					p = first ? e : p_or(&c, p, e);
					first = 0;
				}
			}
			c.pred[b] = p;
		}
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			uint32_t i = bl->insts[k];

			if (f->insts[i].op == OP_PHI) {
				convert_phi(&c, b, i);
				if (!c.repl[i])
					emit(&c, i);
				continue;
			}
			if (c.pred[b] != KIR_NONE && is_mem_access(f->insts[i].op)) {
				if (f->insts[i].op == OP_CAS)
					die("%s: predicated cas escaped the check", f->name);
				predicate_access(f, i, c.pred[b]);
			}
			if (c.pred[b] != KIR_NONE && f->insts[i].op == OP_TRAP) {
				/* a thread the block does not run passes its assertion */
				c.line = f->insts[i].line;
				KirRef holds = kir_args(f, &f->insts[i])[0];
				KirRef sel = new_inst(&c, OP_SELECT, IT_I1, c.pred[b], holds,
				                      kir_const(f, IT_I1, 1));
				kir_args(f, &f->insts[i])[0] = sel;
			}
			emit(&c, i);
		}
		if (bl->term == KTERM_RET)
			ret_line = bl->line;
	}

	/* folded phis and repeated arithmetic: their uses take the value they
	 * stand for (in order: a value is resolved before its users) */
	c.repl = xrealloc(c.repl, ((size_t)f->ninsts + 1) * sizeof *c.repl);
	memset(c.repl + nrepl, 0, ((size_t)f->ninsts + 1 - nrepl) * sizeof *c.repl);
	for (uint32_t i = 1; i <= f->ninsts; i++)
		if (c.repl[i])
			f->insts[i].block = 0;
	share_pure(&c);
	fold_gid(f, c.out, c.nout);
	fold_zero_test(f, c.out, c.nout);
	ifconv_drop_dead(f, c.out, &c.nout);

	uint32_t e = f->entry;
	KirBlock *eb = &f->blocks[e];

	for (uint32_t b = 1; b <= nb; b++) {
		f->blocks[b].ninsts = 0;
		f->blocks[b].barrier = 0;
	}
	free(eb->insts);
	eb->insts = c.out;
	eb->ninsts = c.nout;
	eb->cap = c.outcap;
	for (uint32_t k = 0; k < c.nout; k++)
		f->insts[c.out[k]].block = e;
	eb->term = KTERM_RET;
	eb->cond = KIR_NONE;
	eb->succ[0] = eb->succ[1] = 0;
	eb->line = ret_line ? ret_line : eb->line;

	free(idom);
	free(ipdom);
	free(c.pred);
	free(c.edge);
	free(c.has_edge);
	free(c.nots);
	free(c.repl);
	return pass_schedule(f, d);
}
