/* SGMF (docs/sgmf.md): the whole kernel as one dataflow graph. The VGIW
 * per-block graphs are stitched together: live-value loads and stores
 * become tokens that travel along the control-flow edges, through steers
 * (SPLIT, imm SGMF_STEER_*) at branches and merges (JOIN, imm SGMF_MERGE)
 * where edges meet (inside a loop, merges controlled by the branch that
 * decided the paths, SGMF_CMERGE); a per-block activation token orders
 * memory across blocks and fires the thread coordinates of later blocks. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"
#include "sgmf_int.h"

typedef struct {
	const KirFunc *f;
	const KirLive *live;
	const DfgFunc *dfg;
	DfgBlock *w;           /* the whole graph */
	uint32_t nlv;          /* live values; index nlv + 1 is the activation */
	uint32_t *sid;         /* KIR block -> schedule ID */
	uint32_t *npred;       /* edges into each block (by schedule ID) */
	uint32_t *val_in;      /* [sid * (nlv + 2) + lv]: node, 0 not yet */
	uint8_t *visiting;
	uint32_t **map;        /* per schedule ID: block node -> whole node */
	uint32_t *act;         /* activation token of each block */
	uint32_t *act_out;     /* its activation after its memory operations */
	uint32_t *cond;        /* branch condition node, 0 none */
	uint8_t *wired;
	uint32_t *idom;        /* immediate dominator by schedule ID (entry: itself) */
	uint8_t *seen;         /* scratch of bypass() and control() */
	uint32_t *stack;
	uint8_t *ctl;          /* control() of each block: CTL_* */
	uint32_t *steers;      /* (block, token, steer) triples made so far */
	uint32_t nsteers, steers_cap;
	/* pending merge inputs: (merge node, token) pairs */
	uint32_t *pend;
	uint32_t npend, pend_cap;
	DiagList *d;
	int failed;
} Sg;

static uint32_t
node(Sg *s, VgiwOp op, IsaType type)
{
	return dfg_node_new(s->w, op, type);
}

/* A token: a node and, for a steer's output, the side taken (the
 * consumer's DfgInput.imm: SGMF_STEER_TRUE or FALSE). */
#define TOK_NODE 0x3fffffffu
#define TOK(n, side) ((uint32_t)(n) | (uint32_t)(side) << 30)

static void
add_tok(DfgBlock *w, uint32_t n, uint8_t kind, uint32_t tok)
{
	DfgNode *d = &w->nodes[n];
	uint32_t src = tok & TOK_NODE;

	if (d->nin >= DFG_MAX_IN)
		die("sgmf: node %u has no free input", n);
	d->in[d->nin++] = (DfgInput){ .kind = kind, .type = w->nodes[src].type,
	                              .src = src, .imm = tok >> 30 };
}

static IsaType
lv_type(const Sg *s, uint32_t lv)
{
	return lv > s->nlv ? IT_I1 : (IsaType)s->f->insts[s->live->lv[lv].inst].type;
}

static uint32_t value_in(Sg *s, uint32_t b, uint32_t lv);
static void wire_block(Sg *s, uint32_t b);

/* The thread's arrival in block b (made on first use: blocks refer to one
 * another in any order, and only merges break the cycles). */
static uint32_t
get_act(Sg *s, uint32_t b)
{
	if (!s->act[b])
		s->act[b] = value_in(s, b, s->nlv + 1);
	return s->act[b];
}

static uint32_t
get_act_out(Sg *s, uint32_t b)
{
	if (!s->act_out[b]) {
		if (s->wired[b])
			die("sgmf: %s: block %u's activation depends on itself",
			    s->f->name, b);
		wire_block(s, b);
	}
	return s->act_out[b];
}

/* Input `slot` of node n, already counted in its nin, gets tok. */
static void
set_tok(DfgBlock *w, uint32_t n, uint32_t slot, uint32_t tok)
{
	uint32_t src = tok & TOK_NODE;

	w->nodes[n].in[slot] = (DfgInput){ .kind = DIN_NODE, .type = w->nodes[src].type,
	                                   .src = src, .imm = tok >> 30 };
}

/* The branch condition of block b as a node, 0 for a block without one. */
static uint32_t
get_cond(Sg *s, uint32_t b)
{
	const DfgBlock *g = &s->dfg->blocks[b];

	if (s->cond[b] || s->f->blocks[s->f->sched[b]].term != KTERM_BR)
		return s->cond[b];
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		if (g->nodes[n].op != OP_BR)
			continue;
		const DfgInput *in = &g->nodes[n].in[0];
		if (in->kind == DIN_NODE && g->nodes[in->src].op == OP_LVLD) {
			s->cond[b] = value_in(s, b, g->nodes[in->src].lv);
		} else if (in->kind == DIN_NODE) {
			s->cond[b] = s->map[b][in->src];
		} else {
			/* a constant condition: a MOV fired by the activation */
			uint32_t m = dfg_node_new(s->w, OP_MOV, IT_I1);
			s->w->nodes[m].in[0] = *in;
			s->w->nodes[m].nin = 1;
			add_tok(s->w, m, DIN_ORDER, get_act(s, b));
			s->cond[b] = m;
		}
	}
	if (!s->cond[b])
		die("sgmf: %s: block %u branches without a BR node", s->f->name, b);
	return s->cond[b];
}

static uint32_t
nsucc(const Sg *s, uint32_t b)
{
	const KirBlock *bl = &s->f->blocks[s->f->sched[b]];
	return bl->term == KTERM_BR ? 2 : bl->term == KTERM_JMP;
}

static uint32_t
succ(const Sg *s, uint32_t b, uint32_t k)
{
	return s->sid[s->f->blocks[s->f->sched[b]].succ[k]];
}

static int
dominates(const Sg *s, uint32_t a, uint32_t b)
{
	for (;;) {
		if (a == b)
			return 1;
		if (b == 0 || s->idom[b] == b)
			return 0;
		b = s->idom[b];
	}
}

static int
block_has_mem(const Sg *s, uint32_t b)
{
	const DfgBlock *g = &s->dfg->blocks[b];

	for (uint32_t n = 1; n <= g->nnodes; n++) {
		uint32_t op = g->nodes[n].op;
		if (op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
		    op == OP_FENCE)
			return 1;
	}
	return 0;
}

static int
block_writes(const Sg *s, uint32_t b, uint32_t lv, int any_edge)
{
	const LiveBlock *lb = &s->live->blocks[s->f->sched[b]];

	for (uint32_t w = 0; w < lb->nwrites; w++)
		if (lb->writes[w].lv == lv &&
		    (any_edge || lb->writes[w].when != LVW_ALWAYS))
			return 1;
	return 0;
}

/* Block b is a loop header: an edge comes back to it from a block it
 * dominates. */
static int
is_header(const Sg *s, uint32_t b)
{
	for (uint32_t p = 0; p < s->f->nsched; p++)
		for (uint32_t k = 0; k < nsucc(s, p); k++)
			if (succ(s, p, k) == b && dominates(s, b, p))
				return 1;
	return 0;
}

/* A value may skip the region between block b's immediate dominator d and
 * b (docs/sgmf.md, "bypass"), neither steered at its branches nor merged
 * at b, when every thread that leaves d reaches b exactly once before d
 * again: b is not a loop header, every path from d reaches b, none comes
 * back to d without passing b; and nothing in the region changes it (for
 * the activation: no memory operation there). */
static int
bypass(Sg *s, uint32_t b, uint32_t lv)
{
	uint32_t d = s->idom[b], nb = s->f->nsched, sp = 0;
	int ok = 1, loop = 0;

	if (d == b || is_header(s, b))
		return 0;
	if (lv <= s->nlv && block_writes(s, d, lv, 0))
		return 0;
	memset(s->seen, 0, nb);
	for (uint32_t k = 0; k < nsucc(s, d); k++) {
		uint32_t x = succ(s, d, k);
		if (x != b && !s->seen[x]) {
			s->seen[x] = 1;
			s->stack[sp++] = x;
		}
	}
	while (sp && ok) {
		uint32_t x = s->stack[--sp];
		if (x == d || !nsucc(s, x))
			ok = 0;   /* back to d, or an exit that avoids b */
		else if (lv > s->nlv ? block_has_mem(s, x) : block_writes(s, x, lv, 1))
			ok = 0;
		for (uint32_t k = 0; k < nsucc(s, x) && ok; k++) {
			uint32_t y = succ(s, x, k);
			loop |= dominates(s, y, x);
			if (y != b && !s->seen[y]) {
				s->seen[y] = 1;
				s->stack[sp++] = y;
			}
		}
	}
	if (!ok || !loop)
		return ok;
	/* a loop in the region, and d and b in an outer loop: the value
	 * skipping the inner loop could carry the outer loop's next
	 * iteration ahead of the thread still in the inner one (the outer
	 * loop's counter, and the branches it decides, would run on while
	 * the inner loop's tokens lag), and the merges after the inner loop
	 * would take the iterations out of order: no bypass when b comes back
	 * to d */
	memset(s->seen, 0, nb);
	s->seen[b] = 1;
	s->stack[sp++] = b;
	while (sp) {
		uint32_t x = s->stack[--sp];
		if (x == d)
			return 0;
		for (uint32_t k = 0; k < nsucc(s, x); k++) {
			uint32_t y = succ(s, x, k);
			if (!s->seen[y]) {
				s->seen[y] = 1;
				s->stack[sp++] = y;
			}
		}
	}
	return 1;
}

/* Marks with bit `mask` of s->seen the blocks reachable from d's successor
 * `side` without passing d or b; 0 if such a path comes back to d or ends
 * in a return (a thread that left d would then not reach b once). */
static int
reach(Sg *s, uint32_t d, uint32_t b, uint32_t side, uint8_t mask)
{
	uint32_t sp = 0, x = succ(s, d, side);

	if (x == b)
		return 1;
	if (x == d)
		return 0;
	s->seen[x] |= mask;
	s->stack[sp++] = x;
	while (sp) {
		x = s->stack[--sp];
		if (!nsucc(s, x))
			return 0;
		for (uint32_t k = 0; k < nsucc(s, x); k++) {
			uint32_t y = succ(s, x, k);
			if (y == d)
				return 0;
			if (y != b && !(s->seen[y] & mask)) {
				s->seen[y] |= mask;
				s->stack[sp++] = y;
			}
		}
	}
	return 1;
}

/* A merge input filled once every block is built: the token of lv on
 * edge (p << 1 | k) for merge m, appended, or with slot bits (m | slot <<
 * 30) into that input of a controlled merge. */
static void
pend_add(Sg *s, uint32_t m, uint32_t edge, uint32_t lv)
{
	uint32_t i = vec_push(s->pend, s->npend, s->pend_cap);
	s->pend[i] = m;
	i = vec_push(s->pend, s->npend, s->pend_cap);
	s->pend[i] = edge;
	i = vec_push(s->pend, s->npend, s->pend_cap);
	s->pend[i] = lv;
}

/* The decision below branching block y between the edges e[0..ne) into
 * b (each (p << 1 | k): block p's successor k): one edge is its own
 * token; more need y to branch with every thread that leaves it reaching
 * b once, each edge reached from one side of y only, and each side's
 * edges decided by the first branch on that side. With make, a
 * controlled merge per decision (input 0 y's condition, 1 the true side,
 * 2 the false side), whose edge inputs are filled once every block is
 * built; it goes into input `slot` of `parent` (0: none). Returns the
 * top merge, or with !make 1; 0 when the edges cannot be decided so. */
static uint32_t
decide(Sg *s, uint32_t y, uint32_t b, const uint32_t *e, uint32_t ne,
       uint32_t lv, int make, uint32_t parent, uint32_t slot)
{
	if (ne == 1) {
		if (make)
			pend_add(s, parent | slot << 30, e[0], lv);
		return 1;
	}
	if (nsucc(s, y) != 2)
		return 0;
	memset(s->seen, 0, s->f->nsched);
	if (!reach(s, y, b, 0, 1) || !reach(s, y, b, 1, 2))
		return 0;
	uint32_t *side = xmalloc(2 * (size_t)ne * sizeof *side), n[2] = { 0, 0 };
	for (uint32_t i = 0; i < ne; i++) {
		uint32_t p = e[i] >> 1;
		uint8_t from = p == y ? (uint8_t)(1u << (e[i] & 1)) : s->seen[p];
		if (from != 1 && from != 2) {
			free(side);
			return 0;
		}
		side[(from - 1) * ne + n[from - 1]++] = e[i];
	}
	uint32_t m = 1;
	if (make) {
		m = node(s, OP_JOIN, lv_type(s, lv));
		s->w->nodes[m].imm = SGMF_CMERGE;
		add_tok(s->w, m, DIN_NODE, get_cond(s, y));
		/* sides without a source yet: pass_sgmf checks they got one */
		s->w->nodes[m].in[1] = s->w->nodes[m].in[2] =
			(DfgInput){ .kind = DIN_NODE, .type = lv_type(s, lv) };
		s->w->nodes[m].nin = 3;
		if (parent)
			set_tok(s->w, parent, slot, m);
	}
	for (uint32_t k = 0; k < 2 && m; k++) {
		/* the first branch on side k decides between its edges */
		uint32_t z = succ(s, y, k);
		for (uint32_t hop = 0; n[k] > 1 && nsucc(s, z) == 1 &&
		     hop < s->f->nsched; hop++)
			z = succ(s, z, 0);
		if (!n[k] || !decide(s, z, b, side + k * ne, n[k], lv, make, m, k + 1))
			m = 0;
	}
	free(side);
	return m;
}

enum { CTL_UNKNOWN, CTL_FREE, CTL_BRANCH, CTL_NONE };

/* The edges into block b, (p << 1 | k) each, in *e (allocated). */
static uint32_t
edges_into(const Sg *s, uint32_t b, uint32_t **e)
{
	uint32_t ne = 0;

	*e = xmalloc(((size_t)s->npred[b] + 1) * sizeof **e);
	for (uint32_t p = 0; p < s->f->nsched; p++)
		for (uint32_t k = 0; k < nsucc(s, p); k++)
			if (succ(s, p, k) == b)
				(*e)[ne++] = p << 1 | k;
	return ne;
}

/* How the merges at block b (several incoming edges) choose their input.
 * Outside loops a thread passes b once: a merge passes whichever token
 * came (CTL_FREE), as at a loop header, whose entry token comes once and
 * whose back-edge tokens come in order. Inside a loop a thread's next
 * iteration can reach b before this one (a counter that the region does
 * not change runs ahead while one side waits on memory), and a free merge
 * would pass the iterations out of order: there merges take the side the
 * branches from b's immediate dominator decided, in their order
 * (CTL_BRANCH: controlled merges, decide(); docs/sgmf.md, "Merges inside
 * loops"), or b cannot be mapped (CTL_NONE). */
static uint8_t
control(Sg *s, uint32_t b)
{
	uint32_t nb = s->f->nsched, sp = 0, *e;
	int cycle = 0;

	if (s->ctl[b])
		return s->ctl[b];
	memset(s->seen, 0, nb);
	for (uint32_t k = 0; k < nsucc(s, b); k++)
		if (!s->seen[succ(s, b, k)]) {
			s->seen[succ(s, b, k)] = 1;
			s->stack[sp++] = succ(s, b, k);
		}
	while (sp && !cycle) {
		uint32_t x = s->stack[--sp];
		cycle = x == b;
		for (uint32_t k = 0; k < nsucc(s, x); k++)
			if (!s->seen[succ(s, x, k)]) {
				s->seen[succ(s, x, k)] = 1;
				s->stack[sp++] = succ(s, x, k);
			}
	}
	if (!cycle || is_header(s, b))
		return s->ctl[b] = CTL_FREE;
	uint32_t ne = edges_into(s, b, &e);
	s->ctl[b] = s->idom[b] != b && decide(s, s->idom[b], b, e, ne, 0, 0, 0, 0) ?
	            CTL_BRANCH : CTL_NONE;
	free(e);
	return s->ctl[b];
}

/* Immediate dominators by the iterative algorithm over the schedule
 * order (blocks unreachable from the entry keep none). */
static void
dominators(Sg *s)
{
	uint32_t nb = s->f->nsched, none = UINT32_MAX;

	for (uint32_t b = 0; b < nb; b++)
		s->idom[b] = none;
	s->idom[0] = 0;
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t b = 1; b < nb; b++) {
			uint32_t nd = none;
			for (uint32_t p = 0; p < nb; p++) {
				if (s->idom[p] == none)
					continue;
				for (uint32_t k = 0; k < nsucc(s, p); k++) {
					if (succ(s, p, k) != b)
						continue;
					if (nd == none) {
						nd = p;
						continue;
					}
					/* intersect: walk up until the chains meet */
					uint32_t x = nd, y = p;
					while (!dominates(s, x, y))
						x = s->idom[x];
					nd = x;
				}
			}
			if (nd != s->idom[b]) {
				s->idom[b] = nd;
				changed = 1;
			}
		}
	}
	for (uint32_t b = 0; b < nb; b++)
		if (s->idom[b] == none)
			s->idom[b] = b;
}

/* The value of lv leaving block b towards successor `side` (-1: the value
 * whichever successor, when b writes lv on no edge only). */
static uint32_t
value_out(Sg *s, uint32_t b, uint32_t lv, int side)
{
	if (lv > s->nlv)
		return get_act_out(s, b);

	const LiveBlock *lb = &s->live->blocks[s->f->sched[b]];
	const DfgBlock *g = &s->dfg->blocks[b];

	for (uint32_t w = 0; w < lb->nwrites; w++) {
		const LiveWrite *wr = &lb->writes[w];
		if (wr->lv != lv)
			continue;
		if (wr->when != LVW_ALWAYS &&
		    (side < 0 || wr->when != (side ? LVW_SUCC1 : LVW_SUCC0)))
			continue;
		/* the LVST of this write carries its value in input 0 */
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *x = &g->nodes[n];
			int pred = x->nin > 1 && x->in[1].kind != DIN_ORDER;
			int when = pred ? (x->flags & DFN_WHEN_FALSE ? LVW_SUCC1 : LVW_SUCC0)
			                : LVW_ALWAYS;
			if (x->op != OP_LVST || x->lv != lv || when != wr->when)
				continue;
			const DfgInput *in = &x->in[0];
			if (in->kind == DIN_NODE && g->nodes[in->src].op == OP_LVLD)
				return value_in(s, b, g->nodes[in->src].lv);
			if (in->kind == DIN_NODE)
				return s->map[b][in->src];
			/* a static value: a MOV fired by the block's activation */
			uint32_t m = node(s, OP_MOV, (IsaType)x->type);
			s->w->nodes[m].in[0] = *in;
			s->w->nodes[m].nin = 1;
			add_tok(s->w, m, DIN_ORDER, get_act(s, b));
			return m;
		}
		die("sgmf: %s: block %u writes live value %u without an LVST",
		    s->f->name, b, lv);
	}
	return value_in(s, b, lv);
}

/* The token of lv on the edge from b to its successor `side`: at a
 * branch, one side of the steer of its value by b's condition (one steer
 * per value and branch serves both successors). */
static uint32_t
edge(Sg *s, uint32_t b, uint32_t lv, int side)
{
	uint32_t v = value_out(s, b, lv, side);
	uint32_t c = get_cond(s, b);

	if (!v || !c)
		return v;
	for (uint32_t i = 0; i + 2 < s->nsteers; i += 3)
		if (s->steers[i] == b && s->steers[i + 1] == v)
			return TOK(s->steers[i + 2], side ? SGMF_STEER_FALSE : SGMF_STEER_TRUE);
	uint32_t n = node(s, OP_SPLIT, (IsaType)s->w->nodes[v & TOK_NODE].type);
	s->w->nodes[n].imm = SGMF_STEER;
	add_tok(s->w, n, DIN_NODE, v);
	add_tok(s->w, n, DIN_NODE, c);
	uint32_t i = vec_push(s->steers, s->nsteers, s->steers_cap);
	s->steers[i] = b;
	i = vec_push(s->steers, s->nsteers, s->steers_cap);
	s->steers[i] = v;
	i = vec_push(s->steers, s->nsteers, s->steers_cap);
	s->steers[i] = n;
	return TOK(n, side ? SGMF_STEER_FALSE : SGMF_STEER_TRUE);
}

/* The token of lv entering block b on the edge from p (its successor
 * `side`). A phi of b whose incoming from p is undef (a loop-carried value
 * on the path that skips an unrolled loop: clang's remainder loops) gets
 * nothing written on that edge (passes/live.c), so the value would be
 * looked for before the phi, up to the kernel's entry, where it has no
 * definition. Any value will do: zero, as the per-block graphs' undef
 * immediates and the reference interpreter, made when the thread takes
 * the edge (a MOV fired by the activation steered onto it), so that the
 * merge at b has a token from every edge (docs/sgmf.md, "Undefined
 * values"). */
static uint32_t
edge_into(Sg *s, uint32_t p, int side, uint32_t b, uint32_t lv)
{
	if (lv <= s->nlv) {
		uint32_t i = s->live->lv[lv].inst;
		const KirInst *in = &s->f->insts[i];
		if (in->op == OP_PHI && in->block == s->f->sched[b]) {
			KirRef v = kir_phi_incoming(s->f, i, s->f->sched[p]);
			if (v == KIR_NONE || KIR_TAG(v) == KREF_UNDEF) {
				uint32_t m = node(s, OP_MOV, lv_type(s, lv));
				s->w->nodes[m].in[0] = (DfgInput){ .kind = DIN_IMM,
				                                   .type = lv_type(s, lv) };
				s->w->nodes[m].nin = 1;
				add_tok(s->w, m, DIN_ORDER, edge(s, p, s->nlv + 1, side));
				return m;
			}
		}
	}
	return edge(s, p, lv, side);
}

static uint32_t
value_in(Sg *s, uint32_t b, uint32_t lv)
{
	size_t at = (size_t)b * (s->nlv + 2) + lv;

	if (s->val_in[at])
		return s->val_in[at];
	if (s->npred[b] == 0) {
		if (!s->failed)
			diag_add(s->d, DIAG_ERROR, s->f->file, s->f->line, 0, "kernel "
			         "'%s' does not fit SGMF: a value is used on entry "
			         "before any definition", s->f->name);
		s->failed = 1;
		return s->val_in[at] = node(s, OP_MOV, lv_type(s, lv));
	}
	if (s->npred[b] >= 2 && bypass(s, b, lv)) {
		uint32_t d = s->idom[b];
		uint32_t v = lv > s->nlv ? get_act_out(s, d) : value_out(s, d, lv, -1);
		return s->val_in[at] = v;
	}
	if (s->npred[b] >= 2) {
		/* a merge now, its inputs once every block is built */
		uint8_t ctl = control(s, b);
		if (ctl == CTL_NONE && !s->failed) {
			const KirBlock *kb = &s->f->blocks[s->f->sched[b]];
			diag_add(s->d, DIAG_ERROR, s->f->file, kb->line ? kb->line : s->f->line,
			         0, "kernel '%s' does not fit SGMF: paths inside a loop "
			         "join here without one branch deciding between them (a "
			         "merge could take a thread's iterations out of order)",
			         s->f->name);
			s->failed = 1;
		}
		if (ctl == CTL_BRANCH) {
			uint32_t *e, ne = edges_into(s, b, &e);
			uint32_t c = decide(s, s->idom[b], b, e, ne, lv, 1, 0, 0);
			free(e);
			if (!c)
				die("sgmf: %s: block %u's merges undecided", s->f->name, b);
			return s->val_in[at] = c;
		}
		uint32_t m = node(s, OP_JOIN, lv_type(s, lv));
		s->val_in[at] = m;
		s->w->nodes[m].imm = SGMF_MERGE;
		for (uint32_t p = 0; p < s->f->nsched; p++) {
			const KirBlock *pb = &s->f->blocks[s->f->sched[p]];
			uint32_t ns = pb->term == KTERM_BR ? 2 : pb->term == KTERM_JMP;
			for (uint32_t k = 0; k < ns; k++)
				if (s->sid[pb->succ[k]] == b)
					pend_add(s, m, p << 1 | k, lv);
		}
		return m;
	}
	if (s->visiting[at])
		die("sgmf: %s: a cycle of single-predecessor blocks", s->f->name);
	s->visiting[at] = 1;
	uint32_t v = 0;
	for (uint32_t p = 0; p < s->f->nsched && !v; p++) {
		const KirBlock *pb = &s->f->blocks[s->f->sched[p]];
		uint32_t ns = pb->term == KTERM_BR ? 2 : pb->term == KTERM_JMP;
		for (uint32_t k = 0; k < ns && !v; k++)
			if (s->sid[pb->succ[k]] == b)
				v = edge_into(s, p, (int)k, b, lv);
	}
	s->val_in[at] = v;
	return v;
}

/* One token for all of toks: a tree of plain JOINs. */
static uint32_t
join_all(Sg *s, uint32_t *toks, uint32_t nt)
{
	while (nt > 1) {
		uint32_t k = 0;
		for (uint32_t i = 0; i < nt; i += DFG_MAX_IN) {
			uint32_t e = i + DFG_MAX_IN < nt ? i + DFG_MAX_IN : nt;
			if (e - i == 1) {
				toks[k++] = toks[i];
				continue;
			}
			uint32_t j = node(s, OP_JOIN,
			                  (IsaType)s->w->nodes[toks[i] & TOK_NODE].type);
			for (uint32_t x = i; x < e; x++)
				add_tok(s->w, j, x == i ? DIN_NODE : DIN_ORDER, toks[x]);
			toks[k++] = j;
		}
		nt = k;
	}
	return toks[0];
}

/* Block b's nodes into the whole graph, but its live-value loads (filled
 * in later through the map) and stores, and its terminator. */
static void
copy_block(Sg *s, uint32_t b)
{
	const DfgBlock *g = &s->dfg->blocks[b];
	uint32_t *map = s->map[b] = xcalloc((size_t)g->nnodes + 1, sizeof *map);

	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *x = &g->nodes[n];
		if (x->op == OP_LVLD || x->op == OP_LVST || x->op == OP_BR ||
		    x->op == OP_JMP || x->op == OP_EXIT)
			continue;
		map[n] = node(s, (VgiwOp)x->op, (IsaType)x->type);
	}
	/* the activation: the entry's first TID injects the thread */
	if (b == 0) {
		for (uint32_t n = 1; n <= g->nnodes && !s->act[0]; n++)
			if (g->nodes[n].op == OP_TID)
				s->act[0] = map[n];
		if (!s->act[0]) {
			s->act[0] = node(s, OP_TID, IT_I32);
			s->w->nodes[s->act[0]].imm = ISA_THREAD;
		}
	}
}

static void
wire_block(Sg *s, uint32_t b)
{
	const DfgBlock *g = &s->dfg->blocks[b];
	uint32_t *map = s->map[b];
	DfgBlock *w = s->w;

	s->wired[b] = 1;
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *x = &g->nodes[n];
		uint32_t m = map[n];
		if (!m)
			continue;
		DfgNode *y = &w->nodes[m];
		y->flags = x->flags;
		y->aspace = x->aspace;
		y->align = x->align;
		y->imm = x->imm;
		y->kir = x->kir;
		y->line = x->line;
		for (uint32_t k = 0; k < x->nin; k++) {
			DfgInput in = x->in[k];
			if (in.kind == DIN_NODE || in.kind == DIN_ORDER) {
				const DfgNode *src = &g->nodes[in.src];
				if (src->op == OP_LVLD) {
					uint32_t t = value_in(s, b, src->lv);
					in.src = t & TOK_NODE;
					in.imm = t >> 30;
				} else {
					in.src = map[in.src];
				}
				y = &w->nodes[m];
				if (!in.src)
					die("sgmf: %s: block %u node %u input %u unmapped",
					    s->f->name, b, n, k);
			}
			y->in[y->nin++] = in;
		}
		/* later blocks' coordinates fire on the thread's arrival */
		if (x->op == OP_TID && b != 0 && x->nin == 0)
			add_tok(w, m, DIN_ORDER, get_act(s, b));
	}
	/* memory after the earlier blocks' memory: the activation first */
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		uint32_t m = map[n];
		if (!m || !sgmf_is_mem(w->nodes[m].op))
			continue;
		uint32_t a = get_act(s, b);
		int after_mem = 0, has_order = 0;
		for (uint32_t k = 0; k < w->nodes[m].nin; k++) {
			const DfgInput *in = &w->nodes[m].in[k];
			after_mem |= in->kind == DIN_ORDER && sgmf_is_mem(w->nodes[in->src].op);
			after_mem |= (in->kind == DIN_ORDER || in->kind == DIN_NODE) &&
			             TOK(in->src, in->imm) == a;
			if (in->kind != DIN_ORDER)
				continue;
			has_order = 1;
			/* a trigger that fired on the activation (a TID of this
			 * block) orders the node after it already */
			const DfgNode *t = &w->nodes[in->src];
			for (uint32_t j = 0; j < t->nin; j++)
				after_mem |= (t->in[j].kind == DIN_ORDER || t->in[j].kind == DIN_NODE) &&
				             TOK(t->in[j].src, t->in[j].imm) == a;
		}
		if (after_mem)
			continue;
		/* a node takes one ordering token (backend/validate.c): one that
		 * has a trigger already (a load from a parameter's address)
		 * waits for the activation through a join on it, below */
		if (!has_order && w->nodes[m].nin < DFG_MAX_IN) {
			add_tok(w, m, DIN_ORDER, get_act(s, b));
			continue;
		}
		/* no slot, or a trigger already: the first token input waits for
		 * the activation too */
		uint32_t k = 0;
		while (k < DFG_MAX_IN && w->nodes[m].in[k].kind != DIN_NODE &&
		       w->nodes[m].in[k].kind != DIN_ORDER)
			k++;
		if (k == DFG_MAX_IN)
			die("sgmf: memory node without token inputs");
		uint32_t j = node(s, OP_JOIN, (IsaType)w->nodes[m].in[k].type);
		add_tok(w, j, DIN_NODE, TOK(w->nodes[m].in[k].src, w->nodes[m].in[k].imm));
		add_tok(w, j, DIN_ORDER, a);
		w->nodes[m].in[k].imm = 0;
		w->nodes[m].in[k].src = j;
	}
	/* the activation leaving: after every memory operation of the block,
	 * each of which came after the activation arriving */
	uint32_t *toks = xmalloc(((size_t)g->nnodes + 1) * sizeof *toks), nt = 0;
	for (uint32_t n = 1; n <= g->nnodes; n++)
		if (map[n] && sgmf_is_mem(w->nodes[map[n]].op))
			toks[nt++] = map[n];
	s->act_out[b] = nt ? join_all(s, toks, nt) : get_act(s, b);
	free(toks);
}


/* 1 if a path leads from the entry to a return: without one no thread
 * ever leaves the graph (an SGMF graph without an exit, or with no node
 * at all once the loop's dead nodes are pruned). */
static int
reaches_return(const KirFunc *f, const uint32_t *sid)
{
	uint32_t nb = f->nsched, top = 0, found = 0;
	uint8_t *seen = xcalloc(nb ? nb : 1, 1);
	uint32_t *stack = xcalloc(nb ? nb : 1, sizeof *stack);

	if (nb) {
		stack[top++] = 0;
		seen[0] = 1;
	}
	while (top && !found) {
		const KirBlock *bl = &f->blocks[f->sched[stack[--top]]];
		uint32_t ns = bl->term == KTERM_BR ? 2 : bl->term == KTERM_JMP;
		found = bl->term == KTERM_RET;
		for (uint32_t k = 0; k < ns; k++) {
			uint32_t t = sid[bl->succ[k]];
			if (!seen[t]) {
				seen[t] = 1;
				stack[top++] = t;
			}
		}
	}
	free(seen);
	free(stack);
	return (int)found;
}

int
pass_sgmf(const KirFunc *f, const KirLive *live, const DfgFunc *dfg,
          const FabricLimits *lim, DfgBlock *out, DiagList *d)
{
	Sg s = { .f = f, .live = live, .dfg = dfg, .w = out, .d = d };
	uint32_t nb = f->nsched;

	memset(out, 0, sizeof *out);
	s.nlv = live->nlv;
	s.sid = xcalloc((size_t)f->nblocks + 1, sizeof *s.sid);
	s.npred = xcalloc(nb, sizeof *s.npred);
	s.val_in = xcalloc((size_t)nb * (s.nlv + 2), sizeof *s.val_in);
	s.visiting = xcalloc((size_t)nb * (s.nlv + 2), 1);
	s.map = xcalloc(nb, sizeof *s.map);
	s.act = xcalloc(nb, sizeof *s.act);
	s.act_out = xcalloc(nb, sizeof *s.act_out);
	s.cond = xcalloc(nb, sizeof *s.cond);
	s.wired = xcalloc(nb, 1);
	s.idom = xcalloc(nb, sizeof *s.idom);
	s.seen = xcalloc(nb, 1);
	s.stack = xcalloc(nb, sizeof *s.stack);
	s.ctl = xcalloc(nb, 1);
	for (uint32_t b = 0; b < nb; b++)
		s.sid[f->sched[b]] = b;
	for (uint32_t b = 0; b < nb; b++) {
		const KirBlock *bl = &f->blocks[f->sched[b]];
		uint32_t ns = bl->term == KTERM_BR ? 2 : bl->term == KTERM_JMP;
		for (uint32_t k = 0; k < ns; k++)
			s.npred[s.sid[bl->succ[k]]]++;
	}
	if (s.npred[0]) {
		diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does not "
		         "fit SGMF: its entry block is a loop header (threads are "
		         "injected there only once)", f->name);
		s.failed = 1;
		goto done;
	}
	if (!reaches_return(f, s.sid)) {
		diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does not "
		         "fit SGMF: no path from its entry reaches a return (every "
		         "thread would loop forever, and the graph needs a thread to "
		         "leave it)", f->name);
		s.failed = 1;
		goto done;
	}
	for (uint32_t b = 0; b < nb; b++)
		if (f->blocks[f->sched[b]].barrier) {
			diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does "
			         "not fit SGMF: it synchronises its CTA (__syncthreads), "
			         "which a graph of independent threads cannot", f->name);
			s.failed = 1;
			goto done;
		}
	dominators(&s);
	for (uint32_t b = 0; b < nb; b++)
		copy_block(&s, b);
	for (uint32_t b = 0; b < nb; b++)
		if (!s.wired[b])
			wire_block(&s, b);
	/* every block that returns: its thread leaves once its memory is done */
	for (uint32_t b = 0; b < nb; b++)
		if (f->blocks[f->sched[b]].term == KTERM_RET) {
			uint32_t e = node(&s, OP_EXIT, IT_VOID);
			add_tok(out, e, DIN_ORDER, get_act_out(&s, b));
		}
	/* merges' inputs; merges may add more (new merges append) */
	for (uint32_t i = 0; i + 2 < s.npend; i += 3) {
		uint32_t m = s.pend[i] & TOK_NODE, slot = s.pend[i] >> 30;
		uint32_t p = s.pend[i + 1] >> 1, k = s.pend[i + 1] & 1;
		uint32_t lv = s.pend[i + 2];
		uint32_t t = edge_into(&s, p, (int)k, s.sid[f->blocks[f->sched[p]].succ[k]], lv);
		if (slot) {
			/* a controlled merge's side */
			set_tok(out, m, slot, t);
			continue;
		}
		if (out->nodes[m].nin == DFG_MAX_IN) {
			/* a fourth edge: chain another merge in front */
			uint32_t m2 = node(&s, OP_JOIN, (IsaType)out->nodes[m].type);
			out->nodes[m2].imm = SGMF_MERGE;
			out->nodes[m2].in[0] = out->nodes[m].in[0];
			out->nodes[m2].nin = 1;
			out->nodes[m].in[0] = (DfgInput){ .kind = DIN_NODE,
			                                  .type = out->nodes[m].type, .src = m2 };
			m = m2;
		}
		add_tok(out, m, DIN_NODE, t);
	}
	for (uint32_t n = 1; n <= out->nnodes; n++)
		for (uint32_t k = 0; k < out->nodes[n].nin; k++)
			if ((out->nodes[n].in[k].kind == DIN_NODE ||
			     out->nodes[n].in[k].kind == DIN_ORDER) && !out->nodes[n].in[k].src)
				die("sgmf: %s: n%u (%s) input %u has no source", f->name, n,
				    vgiw_op_info[out->nodes[n].op].mnemonic, k);
	sgmf_prune(out);
	sgmf_cse(out);
	sgmf_prune(out);
	if (lim)
		sgmf_split_fanout(out, lim->max_fanout);
	sgmf_renumber(out);
	dfg_recount(out);
done:
	for (uint32_t b = 0; b < nb; b++)
		free(s.map[b]);
	free(s.map);
	free(s.sid);
	free(s.npred);
	free(s.val_in);
	free(s.visiting);
	free(s.act);
	free(s.act_out);
	free(s.cond);
	free(s.pend);
	free(s.wired);
	free(s.idom);
	free(s.seen);
	free(s.stack);
	free(s.ctl);
	free(s.steers);
	if (s.failed) {
		dfg_block_free(out);
		memset(out, 0, sizeof *out);
	}
	return s.failed;
}
