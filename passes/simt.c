/* SIMT code generation: the scheduled kernel IR as one linear per-thread
 * instruction stream on virtual registers, blocks laid out by static branch
 * probabilities (passes/simt_layout.c), phis turned into copies, critical
 * edges split, and every branch's reconvergence point at its immediate
 * post-dominator (docs/simt.md). Registers: passes/regalloc.c. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "simt_int.h"

/* A block of the stream: a kernel-IR block, or the copies of one critical
 * edge (from block `from`, successor slot `slot`). */
typedef struct {
	uint32_t kir;      /* KIR block index; 0 for an edge block */
	uint32_t from, slot;
	uint32_t pc;       /* first pc */
} LBlock;

typedef struct {
	const KirFunc *f;
	SimtCode *c;
	uint32_t *vreg;    /* per KIR instruction: its virtual register, 0 none */
	uint32_t vcap;
	uint32_t *npreds;  /* per KIR block: distinct predecessors */
	uint32_t *lb_of;   /* per KIR block: its LBlock */
	uint32_t *edge_lb; /* [b * 2 + s]: the LBlock of split edge (b, s), 0 none */
	uint8_t *likely;   /* per KIR block: pass_simt_likely */
	uint8_t *hoist;    /* per KIR block: s + 1 when the copies of critical
	                    * edge (b, s) precede its branch */
	uint8_t *needed;   /* per KIR instruction: a constant pointer add that
	                    * something other than an address reads (addr_adds) */
	LBlock *lbs;
	uint32_t nlbs, lbs_cap;
} Gen;

static uint32_t
width_of(IsaType t)
{
	return isa_type_size(t) > 4 ? 2 : 1;
}

static uint32_t
new_vreg(Gen *g, IsaType t)
{
	SimtCode *c = g->c;
	uint32_t v = ++c->nvregs;

	vec_grow(c->vwidth, v, g->vcap, v + 1);
	c->vwidth[v] = (uint8_t)width_of(t);
	return v;
}

static uint32_t
vreg_of(Gen *g, uint32_t i)
{
	if (!g->vreg[i])
		g->vreg[i] = new_vreg(g, (IsaType)g->f->insts[i].type);
	return g->vreg[i];
}

static DfgInput
map_ref(Gen *g, KirRef r, IsaType hint)
{
	const KirFunc *f = g->f;
	uint32_t i = KIR_IDX(r);

	switch (KIR_TAG(r)) {
	case KREF_VAL:
		return (DfgInput){ .kind = DIN_NODE, .type = f->insts[i].type,
		                   .src = vreg_of(g, i) };
	default:
		return pass_static_input(f, r, hint);
	}
}

static SimtInst *
emit(Gen *g, VgiwOp op, IsaType type, uint32_t line, uint32_t block)
{
	SimtCode *c = g->c;
	uint32_t pc = vec_push(c->insts, c->ninsts, c->cap);
	SimtInst *x = &c->insts[pc];

	memset(x, 0, sizeof *x);
	x->op = (uint16_t)op;
	x->type = (uint8_t)type;
	x->dst = SIMT_NONE;
	x->target[0] = x->target[1] = SIMT_NONE;
	x->reconv = SIMT_NONE;
	x->line = line;
	x->block = block;
	return x;
}

/* ---- [r+imm] addressing ---- */

/* Whether KIR instruction i adds a constant to a pointer (a GEP's constant
 * index, `iadd.ptr v, imm`): *c the constant. */
static int
const_ptr_add(const KirFunc *f, uint32_t i, int64_t *c)
{
	const KirInst *in = &f->insts[i];

	if (in->op != OP_IADD || in->type != IT_PTR || in->nargs != 2)
		return 0;
	KirRef r = kir_args(f, in)[1];
	if (KIR_TAG(r) != KREF_CONST || f->consts[KIR_IDX(r)].sym != ISYM_NONE)
		return 0;
	const KirConst *k = &f->consts[KIR_IDX(r)];
	*c = isa_type_size((IsaType)k->type) >= 8 ? (int64_t)k->bits :
	     (int64_t)(int32_t)(uint32_t)k->bits;
	return 1;
}

/* The address operand r of a memory operation without its constant pointer
 * adds: they become the instruction's offset, as nvcc folds a constant into
 * `ld [r+imm]`, so the sums need no registers of their own (the 32 tile
 * addresses a loop-invariant hoist of an unrolled loop makes, e.g.). The
 * walk stops where the sum would leave the offset field's 32 bits. */
static KirRef
fold_address(const KirFunc *f, KirRef r, int32_t *off)
{
	int64_t sum = 0, c;

	while (KIR_TAG(r) == KREF_VAL && const_ptr_add(f, KIR_IDX(r), &c) &&
	       c >= INT32_MIN - sum && c <= INT32_MAX - sum) {
		sum += c;
		r = kir_args(f, &f->insts[KIR_IDX(r)])[0];
	}
	*off = (int32_t)sum;
	return r;
}

static int
is_addressed(VgiwOp op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS;
}

/* Per KIR instruction, whether it is a constant pointer add that needs a
 * register: one read by anything but the address of a memory operation
 * (phis, branches and arithmetic included), or the base of one that
 * does. The others are left out of the stream, folded into every access
 * that reads them. */
static uint8_t *
addr_adds(const KirFunc *f)
{
	uint8_t *need = xcalloc((size_t)f->ninsts + 1, 1);
	uint32_t *work = xmalloc(((size_t)f->ninsts + 1) * sizeof *work);
	uint32_t nwork = 0;
	int64_t c;

#define NEED(r) do { \
		KirRef r_ = (r); \
		uint32_t i_ = KIR_IDX(r_); \
		if (KIR_TAG(r_) == KREF_VAL && !need[i_] && const_ptr_add(f, i_, &c)) { \
			need[i_] = 1; \
			work[nwork++] = i_; \
		} \
	} while (0)
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];

		for (uint32_t k = 0; k < bl->ninsts; k++) {
			const KirInst *in = &f->insts[bl->insts[k]];
			const KirRef *a = kir_args(f, in);
			int phi = in->op == OP_PHI;

			if (const_ptr_add(f, bl->insts[k], &c))
				continue;   /* its base: when it is needed */
			for (uint32_t j = 0; j < in->nargs; j += phi ? 2 : 1)
				if (phi || j || !is_addressed((VgiwOp)in->op))
					NEED(a[j]);
		}
		if (bl->term == KTERM_BR)
			NEED(bl->cond);
	}
	while (nwork) {
		uint32_t i = work[--nwork];
		NEED(kir_args(f, &f->insts[i])[0]);
	}
#undef NEED
	free(work);
	return need;
}

/* ---- control flow ---- */

static void
count_preds(Gen *g)
{
	const KirFunc *f = g->f;

	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t s = 0; s < kir_nedges(&f->blocks[b]); s++)
			g->npreds[f->blocks[b].succ[s]]++;
}

static int
has_phis(const KirFunc *f, uint32_t b)
{
	const KirBlock *bl = &f->blocks[b];

	return bl->ninsts && f->insts[bl->insts[0]].op == OP_PHI;
}

/* Where the copies of edge (b, s) go: 0 at the end of b (one successor), 1
 * at the start of the successor (its only predecessor is b), 2 in a block
 * of their own (a critical edge). */
static int
copy_place(const Gen *g, uint32_t b, uint32_t s)
{
	const KirBlock *bl = &g->f->blocks[b];

	if (kir_nedges(bl) == 1)
		return 0;
	return g->npreds[bl->succ[s]] == 1 ? 1 : 2;
}

/* Immediate post-dominators by schedule ID (Cooper, Harvey and Kennedy's
 * iteration on the reversed CFG), with a virtual exit node n that every
 * return reaches; ipdom[id] == n means the exit. A block from which no
 * return is reachable (an endless loop) gets the exit too. */
static uint32_t *
post_dominators(const KirFunc *f)
{
	uint32_t n = f->nsched, X = n;
	uint32_t *ipdom = xmalloc(((size_t)n + 1) * sizeof *ipdom);
	uint32_t *po = xmalloc(((size_t)n + 1) * sizeof *po);
	uint32_t *order = xmalloc(((size_t)n + 1) * sizeof *order);
	uint32_t *pfirst = xcalloc((size_t)n + 2, sizeof *pfirst);
	uint32_t *preds = xmalloc(((size_t)2 * n + 1) * sizeof *preds);
	uint32_t *stack = xmalloc(((size_t)n + 1) * sizeof *stack);
	uint32_t *next = xcalloc((size_t)n + 1, sizeof *next);
	uint32_t npo = 0;

	/* predecessors by ID, in CSR form */
	for (uint32_t id = 0; id < n; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];
		for (uint32_t s = 0; s < kir_nsucc(bl); s++)
			pfirst[f->blocks[bl->succ[s]].id + 1]++;
	}
	for (uint32_t id = 0; id < n; id++)
		pfirst[id + 1] += pfirst[id];
	uint32_t *fill = xcalloc((size_t)n + 1, sizeof *fill);
	for (uint32_t id = 0; id < n; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];
		for (uint32_t s = 0; s < kir_nsucc(bl); s++) {
			uint32_t t = f->blocks[bl->succ[s]].id;
			preds[pfirst[t] + fill[t]++] = id;
		}
	}
	free(fill);
	/* post-order of the reversed graph from X: X's "successors" are the
	 * returns, a block's are its predecessors */
	for (uint32_t id = 0; id <= n; id++)
		po[id] = SIMT_NONE;
	uint32_t sp = 0;
	stack[sp++] = X;
	po[X] = 0;   /* on the stack: visited */
	while (sp) {
		uint32_t v = stack[sp - 1];
		uint32_t w = SIMT_NONE;

		if (v == X) {
			while (next[X] < n && w == SIMT_NONE) {
				uint32_t id = next[X]++;
				if (f->blocks[f->sched[id]].term == KTERM_RET && po[id] == SIMT_NONE)
					w = id;
			}
		} else {
			while (pfirst[v] + next[v] < pfirst[v + 1] && w == SIMT_NONE) {
				uint32_t p = preds[pfirst[v] + next[v]++];
				if (po[p] == SIMT_NONE)
					w = p;
			}
		}
		if (w != SIMT_NONE) {
			po[w] = 0;
			stack[sp++] = w;
			continue;
		}
		sp--;
		po[v] = npo;
		order[npo++] = v;
	}
	for (uint32_t id = 0; id <= n; id++)
		ipdom[id] = SIMT_NONE;
	ipdom[X] = X;
	int changed = 1;
	while (changed) {
		changed = 0;
		/* reverse post-order, X first (it is last in post-order) */
		for (uint32_t k = npo - 1; k-- > 0;) {
			uint32_t v = order[k];
			const KirBlock *bl = &f->blocks[f->sched[v]];
			uint32_t nd = SIMT_NONE;
			uint32_t cand[3], nc = 0;

			if (bl->term == KTERM_RET)
				cand[nc++] = X;
			for (uint32_t s = 0; s < kir_nsucc(bl); s++)
				cand[nc++] = f->blocks[bl->succ[s]].id;
			for (uint32_t j = 0; j < nc; j++) {
				uint32_t a = cand[j];
				if (ipdom[a] == SIMT_NONE)
					continue;
				if (nd == SIMT_NONE) {
					nd = a;
					continue;
				}
				uint32_t b = nd;
				while (a != b) {
					while (po[a] < po[b])
						a = ipdom[a];
					while (po[b] < po[a])
						b = ipdom[b];
				}
				nd = a;
			}
			if (nd != SIMT_NONE && ipdom[v] != nd) {
				ipdom[v] = nd;
				changed = 1;
			}
		}
	}
	for (uint32_t id = 0; id < n; id++)
		if (ipdom[id] == SIMT_NONE)
			ipdom[id] = X;
	free(po);
	free(order);
	free(pfirst);
	free(preds);
	free(stack);
	free(next);
	return ipdom;
}

/* ---- copies ---- */

typedef struct {
	uint32_t dst;      /* virtual register */
	DfgInput src;
	IsaType type;
	uint32_t line, kir;
} Copy;

static int
reads(const Copy *cp, uint32_t v)
{
	return cp->src.kind == DIN_NODE && cp->src.src == v;
}

/* The phis of `to` receive their values from `from` all at once: emit the
 * copies one by one so that none overwrites a register another still
 * reads; a cycle (two phis swapping) goes through a new temporary. */
static void
emit_copies(Gen *g, uint32_t from, uint32_t to, uint32_t block)
{
	const KirFunc *f = g->f;
	const KirBlock *sb = &f->blocks[to];
	Copy *cp = xmalloc(((size_t)sb->ninsts + 1) * sizeof *cp);
	uint32_t n = 0;

	for (uint32_t k = 0; k < sb->ninsts; k++) {
		uint32_t p = sb->insts[k];
		const KirInst *pi = &f->insts[p];

		if (pi->op != OP_PHI)
			break;
		KirRef v = kir_phi_incoming(f, p, from);
		if (v == KIR_NONE || KIR_TAG(v) == KREF_UNDEF)
			continue;   /* any value will do */
		Copy c = { .dst = vreg_of(g, p), .src = map_ref(g, v, (IsaType)pi->type),
		           .type = (IsaType)pi->type, .line = pi->line, .kir = p };
		if (reads(&c, c.dst))
			continue;
		cp[n++] = c;
	}
	while (n) {
		uint32_t k;

		for (k = 0; k < n; k++) {
			uint32_t j;
			for (j = 0; j < n && !(j != k && reads(&cp[j], cp[k].dst)); j++)
				;
			if (j == n)
				break;
		}
		if (k == n) {
			/* every destination is still read: a cycle; free cp[0]'s
			 * destination by saving it in a temporary */
			uint32_t t = new_vreg(g, cp[0].type);
			SimtInst *x = emit(g, OP_MOV, cp[0].type, cp[0].line, block);
			x->dst = t;
			x->nin = 1;
			x->in[0] = (DfgInput){ .kind = DIN_NODE, .type = cp[0].type,
			                       .src = cp[0].dst };
			for (uint32_t j = 0; j < n; j++)
				if (reads(&cp[j], cp[0].dst))
					cp[j].src.src = t;
			k = 0;
		}
		SimtInst *x = emit(g, OP_MOV, cp[k].type, cp[k].line, block);
		x->dst = cp[k].dst;
		x->nin = 1;
		x->in[0] = cp[k].src;
		x->kir = cp[k].kir;
		cp[k] = cp[--n];
	}
	free(cp);
}

/* ---- layout and emission ---- */

static uint32_t
add_lb(Gen *g, uint32_t kir, uint32_t from, uint32_t slot)
{
	uint32_t i = vec_push(g->lbs, g->nlbs, g->lbs_cap);

	g->lbs[i] = (LBlock){ .kir = kir, .from = from, .slot = slot };
	return i;
}

/* The LBlock a branch's side leads to: its edge block, or its successor's. */
static uint32_t
side_lb(const Gen *g, uint32_t b, uint32_t s)
{
	uint32_t e = g->edge_lb[b * 2 + s];

	return e ? e : g->lb_of[g->f->blocks[b].succ[s]];
}

/* The LBlocks that should follow lb, best first: its likely successor
 * (with no preference the branch's true side, as LLVM's block placement
 * keeps the first of equally likely successors), then the other side of a
 * branch; SIMT_NONE where there is none. */
static void
next_lbs(const Gen *g, uint32_t lb, uint32_t out[2])
{
	const LBlock *L = &g->lbs[lb];
	const KirFunc *f = g->f;

	out[0] = out[1] = SIMT_NONE;
	if (!L->kir) {
		out[0] = g->lb_of[f->blocks[L->from].succ[L->slot]];
		return;
	}
	const KirBlock *bl = &f->blocks[L->kir];
	if (bl->term == KTERM_RET)
		return;
	if (kir_nedges(bl) == 1) {
		out[0] = g->lb_of[bl->succ[0]];
		return;
	}
	uint32_t s = g->likely[L->kir] ? g->likely[L->kir] - 1u : 0;
	out[0] = side_lb(g, L->kir, s);
	out[1] = side_lb(g, L->kir, 1 - s);
}

/* A kernel-IR block may be placed once every forward (not back-edge)
 * predecessor has been: so a loop's header precedes its body, and a back
 * edge is a backward branch. An edge block follows its branch's block. */
static int
ready(const Gen *g, const uint8_t *placed, uint32_t lb)
{
	const KirFunc *f = g->f;
	uint32_t x = g->lbs[lb].kir;

	if (!x)
		return 1;
	for (uint32_t p = 1; p <= f->nblocks; p++) {
		const KirBlock *pb = &f->blocks[p];
		for (uint32_t s = 0; s < kir_nedges(pb); s++) {
			uint32_t e = g->edge_lb[p * 2 + s];
			if (pb->succ[s] == x && f->blocks[x].id > pb->id &&
			    !placed[e ? e : g->lb_of[p]])
				return 0;
		}
	}
	return 1;
}

/* The stream's blocks in schedule order, each critical edge's block right
 * after its branch (edges whose copies precede the branch have none); then
 * laid out as chains, as LLVM's block placement does: after a block comes
 * its likely successor when that one may be placed, else its other one,
 * else the first block in schedule order not placed yet. The likely side
 * of a branch falls through or, for a back edge, is the backward target. */
static void
layout(Gen *g)
{
	const KirFunc *f = g->f;

	for (uint32_t id = 0; id < f->nsched; id++) {
		uint32_t b = f->sched[id];
		const KirBlock *bl = &f->blocks[b];

		g->lb_of[b] = add_lb(g, b, 0, 0);
		if (bl->term == KTERM_BR && kir_nedges(bl) == 2 && g->likely[b]) {
			uint32_t s = g->likely[b] - 1u;
			if (copy_place(g, b, s) == 2 && has_phis(f, bl->succ[s]) &&
			    pass_simt_copies_hoistable(f, b, s))
				g->hoist[b] = (uint8_t)(s + 1);
		}
		for (uint32_t s = 0; s < kir_nedges(bl); s++)
			if (copy_place(g, b, s) == 2 && has_phis(f, bl->succ[s]) &&
			    g->hoist[b] != s + 1)
				g->edge_lb[b * 2 + s] = add_lb(g, 0, b, s);
	}
	uint32_t n = g->nlbs, scan = 0, cur = 0;
	uint8_t *placed = xcalloc((size_t)n + 1, 1);
	uint32_t *order = xmalloc(((size_t)n + 1) * sizeof *order);
	uint32_t *map = xmalloc(((size_t)n + 1) * sizeof *map);
	LBlock *lbs = xmalloc(((size_t)n + 1) * sizeof *lbs);

	for (uint32_t k = 0; k < n; k++) {
		order[k] = cur;
		placed[cur] = 1;
		uint32_t c[2], j;
		next_lbs(g, cur, c);
		for (j = 0; j < 2; j++)
			if (c[j] != SIMT_NONE && !placed[c[j]] && ready(g, placed, c[j]))
				break;
		if (j < 2) {
			cur = c[j];
			continue;
		}
		while (scan < n && placed[scan])
			scan++;
		cur = scan;
	}
	for (uint32_t k = 0; k < n; k++) {
		map[order[k]] = k;
		lbs[k] = g->lbs[order[k]];
	}
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		g->lb_of[b] = map[g->lb_of[b]];
		for (uint32_t s = 0; s < 2; s++)
			if (g->edge_lb[b * 2 + s])
				g->edge_lb[b * 2 + s] = map[g->edge_lb[b * 2 + s]];
	}
	free(g->lbs);
	g->lbs = lbs;
	g->lbs_cap = n + 1;
	free(placed);
	free(order);
	free(map);
}

/* Targets are stream blocks until every block has its pc. */
static void
emit_jmp(Gen *g, uint32_t lb, uint32_t to, uint32_t line, uint32_t block)
{
	if (to == lb + 1)
		return;   /* falls through */
	SimtInst *x = emit(g, OP_JMP, IT_VOID, line, block);
	x->target[0] = to;
}

static void
emit_block(Gen *g, uint32_t lb, const uint32_t *ipdom)
{
	const KirFunc *f = g->f;
	LBlock *L = &g->lbs[lb];

	L->pc = g->c->ninsts;
	if (!L->kir) {
		const KirBlock *fb = &f->blocks[L->from];
		uint32_t to = fb->succ[L->slot];

		emit_copies(g, L->from, to, fb->id);
		emit_jmp(g, lb, g->lb_of[to], fb->line, fb->id);
		return;
	}
	uint32_t b = L->kir;
	const KirBlock *bl = &f->blocks[b];

	if (bl->barrier)
		emit(g, OP_BAR, IT_VOID, bl->line, bl->id);
	/* copies into a block with this one predecessor */
	if (has_phis(f, b) && g->npreds[b] == 1)
		for (uint32_t p = 1; p <= f->nblocks; p++) {
			const KirBlock *pb = &f->blocks[p];
			for (uint32_t s = 0; s < kir_nedges(pb); s++)
				if (pb->succ[s] == b && copy_place(g, p, s) == 1)
					emit_copies(g, p, b, bl->id);
		}
	for (uint32_t k = 0; k < bl->ninsts; k++) {
		uint32_t i = bl->insts[k];
		const KirInst *in = &f->insts[i];
		const KirRef *a = kir_args(f, in);

		int64_t c;
		int32_t off = 0;

		if (in->op == OP_PHI || (const_ptr_add(f, i, &c) && !g->needed[i]))
			continue;
		if (in->nargs > SIMT_MAX_IN)
			die("%s: instruction %u has %u operands", f->name, i, in->nargs);
		DfgInput ins[SIMT_MAX_IN];
		for (uint32_t j = 0; j < in->nargs; j++)
			ins[j] = map_ref(g, j == 0 && is_addressed((VgiwOp)in->op) ?
			                 fold_address(f, a[0], &off) : a[j],
			                 (IsaType)in->type);
		if (off && ins[0].kind == DIN_SYM) {
			/* a symbol's address takes the offset itself */
			ins[0].imm += (uint64_t)(int64_t)off;
			off = 0;
		}
		SimtInst *x = emit(g, (VgiwOp)in->op, (IsaType)in->type, in->line, bl->id);
		x->flags = in->flags;
		x->aspace = in->aspace;
		x->align = in->align;
		x->imm = in->imm;
		x->offset = off;
		x->kir = i;
		x->nin = (uint8_t)in->nargs;
		memcpy(x->in, ins, in->nargs * sizeof *ins);
		/* a store's type is the stored value's: it writes no register */
		if (in->type != IT_VOID && in->op != OP_ST && in->op != OP_FENCE)
			x->dst = vreg_of(g, i);
	}
	switch (bl->term) {
	case KTERM_RET:
		emit(g, OP_EXIT, IT_VOID, bl->line, bl->id);
		break;
	case KTERM_JMP:
		if (has_phis(f, bl->succ[0]))
			emit_copies(g, b, bl->succ[0], bl->id);
		emit_jmp(g, lb, g->lb_of[bl->succ[0]], bl->line, bl->id);
		break;
	case KTERM_BR: {
		if (kir_nedges(bl) == 1) {
			/* both ways lead to one block: a jump */
			if (has_phis(f, bl->succ[0]))
				emit_copies(g, b, bl->succ[0], bl->id);
			emit_jmp(g, lb, g->lb_of[bl->succ[0]], bl->line, bl->id);
			break;
		}
		DfgInput cond = map_ref(g, bl->cond, IT_I1);
		if (g->hoist[b])
			emit_copies(g, b, bl->succ[g->hoist[b] - 1u], bl->id);
		SimtInst *x = emit(g, OP_BR, IT_VOID, bl->line, bl->id);
		x->nin = 1;
		x->in[0] = cond;
		for (uint32_t s = 0; s < 2; s++)
			x->target[s] = side_lb(g, b, s);
		uint32_t pd = ipdom[bl->id];
		x->reconv = pd == f->nsched ? SIMT_NONE : g->lb_of[f->sched[pd]];
		break;
	}
	default:
		die("%s: block %s has no terminator", f->name, bl->name ? bl->name : "?");
	}
}

void
pass_simt(const KirFunc *f, SimtCode *out)
{
	Gen g = { .f = f, .c = out };

	if (!f->sched || f->nsched != f->nblocks)
		die("%s: pass_simt before pass_schedule", f->name);
	memset(out, 0, sizeof *out);
	vec_grow(out->vwidth, 0, g.vcap, 1);
	out->vwidth[0] = 0;
	g.vreg = xcalloc((size_t)f->ninsts + 1, sizeof *g.vreg);
	g.npreds = xcalloc((size_t)f->nblocks + 1, sizeof *g.npreds);
	g.lb_of = xcalloc((size_t)f->nblocks + 1, sizeof *g.lb_of);
	g.edge_lb = xcalloc(((size_t)f->nblocks + 1) * 2, sizeof *g.edge_lb);
	g.likely = pass_simt_likely(f);
	g.hoist = xcalloc((size_t)f->nblocks + 1, 1);
	g.needed = addr_adds(f);
	count_preds(&g);
	layout(&g);
	uint32_t *ipdom = post_dominators(f);
	for (uint32_t lb = 0; lb < g.nlbs; lb++)
		emit_block(&g, lb, ipdom);
	/* stream blocks to pcs; the last block never falls through, so every
	 * target is a pc of the stream */
	for (uint32_t pc = 0; pc < out->ninsts; pc++) {
		SimtInst *x = &out->insts[pc];

		for (uint32_t s = 0; s < 2; s++)
			if (x->target[s] != SIMT_NONE)
				x->target[s] = g.lbs[x->target[s]].pc;
		if (x->reconv != SIMT_NONE)
			x->reconv = g.lbs[x->reconv].pc;
	}
	free(ipdom);
	free(g.vreg);
	free(g.npreds);
	free(g.lb_of);
	free(g.edge_lb);
	free(g.likely);
	free(g.hoist);
	free(g.needed);
	free(g.lbs);
}

void
pass_simt_free(SimtCode *c)
{
	if (!c)
		return;
	free(c->insts);
	free(c->vwidth);
	memset(c, 0, sizeof *c);
}
