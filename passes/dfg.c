/* DFG construction: each scheduled block becomes one dataflow graph of
 * fabric operations (thread entry on CVUs, live-value loads and stores,
 * memory order through join tokens, split trees for large fanout). The
 * container itself (nodes, counts, fanout) is isa/dfg.c. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

#include "alias_int.h"
#include "part_int.h"

static int
is_token(uint8_t kind)
{
	return kind == DIN_NODE || kind == DIN_ORDER;
}

static int
is_mem(uint32_t op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
	       op == OP_FENCE;
}

static int
mem_writes(uint32_t op)
{
	return op == OP_ST || op == OP_ATOM || op == OP_CAS;
}

/* ---- construction ---- */

/* Per-function scratch shared by the blocks of one pass_dfg call, indexed
 * by KIR instruction and cleared through `touched` after each block. */
typedef struct {
	uint32_t *node_of;   /* node computing the instruction in this block */
	uint32_t *lvld_of;   /* LVLD loading the instruction's value */
	uint8_t *used;       /* what-if: value needed after the prefix */
	uint32_t *touched;
	uint32_t ntouched, touched_cap;
} Scratch;

typedef struct {
	const KirFunc *f;
	const KirLive *live;
	uint32_t b;
	uint32_t n;          /* block instructions built (all, or a prefix) */
	int whatif;
	DfgBlock *g;
	Scratch *s;
	uint32_t tid[ISA_COORD_COUNT];
	uint32_t entry;      /* the thread's entry token: the first TID node */
	uint32_t *lvlds;     /* LVLD nodes in creation order */
	uint32_t nlvlds, lvlds_cap;
	/* memory order: memory operations in program order, and per node the
	 * set of them it already waits for (through data or order tokens) */
	uint32_t nmem, mem_seen, words;
	uint32_t *mem_inst, *mem_node;
	PassAliasBase *mem_base;
	uint32_t *mem_of;    /* per node: memory operation index + 1, or 0 */
	uint64_t *reach;     /* per node: `words` words */
	uint32_t aux_cap;
} Build;

static void
touch(Scratch *s, uint32_t i)
{
	uint32_t k = vec_push(s->touched, s->ntouched, s->touched_cap);

	s->touched[k] = i;
}

static uint32_t
new_node(Build *bd, VgiwOp op, IsaType type)
{
	uint32_t n = dfg_node_new(bd->g, op, type);

	if (bd->words && n + 1 > bd->aux_cap) {
		uint32_t cap = bd->aux_cap * 2 > n + 16 ? bd->aux_cap * 2 : n + 16;

		bd->mem_of = xrealloc(bd->mem_of, cap * sizeof *bd->mem_of);
		bd->reach = xrealloc(bd->reach, (size_t)cap * bd->words * sizeof *bd->reach);
		memset(bd->mem_of + bd->aux_cap, 0,
		       (cap - bd->aux_cap) * sizeof *bd->mem_of);
		memset(bd->reach + (size_t)bd->aux_cap * bd->words, 0,
		       (size_t)(cap - bd->aux_cap) * bd->words * sizeof *bd->reach);
		bd->aux_cap = cap;
	}
	return n;
}

static void
add_in(DfgBlock *g, uint32_t n, DfgInput in)
{
	DfgNode *d = &g->nodes[n];

	if (d->nin >= DFG_MAX_IN)
		die("node n%u (%s) would get more than %d inputs", n,
		    vgiw_op_info[d->op].mnemonic, DFG_MAX_IN);
	d->in[d->nin++] = in;
}

static DfgInput
order_in(uint32_t src)
{
	return (DfgInput){ .kind = DIN_ORDER, .type = IT_VOID, .src = src };
}

/* The memory operations node n waits for, from its current inputs. */
static void
reach_calc(Build *bd, uint32_t n)
{
	if (!bd->words)
		return;

	uint64_t *r = &bd->reach[(size_t)n * bd->words];
	const DfgNode *d = &bd->g->nodes[n];

	memset(r, 0, bd->words * sizeof *r);
	for (uint32_t s = 0; s < d->nin; s++) {
		uint32_t src = d->in[s].src;

		if (!is_token(d->in[s].kind))
			continue;
		const uint64_t *rs = &bd->reach[(size_t)src * bd->words];
		for (uint32_t w = 0; w < bd->words; w++)
			r[w] |= rs[w];
		if (bd->mem_of[src]) {
			uint32_t m = bd->mem_of[src] - 1;
			r[m / 64] |= (uint64_t)1 << (m % 64);
		}
	}
}

/* One token standing for all of toks: a tree of JOINs of up to 3 inputs,
 * built breadth-first so its depth stays logarithmic. */
static uint32_t
join_tokens(Build *bd, const uint32_t *toks, uint32_t nt)
{
	uint32_t *q = xmalloc(2 * (size_t)nt * sizeof *q);
	uint32_t head = 0, tail = nt;

	memcpy(q, toks, nt * sizeof *q);
	while (tail - head > 1) {
		uint32_t k = tail - head < DFG_MAX_IN ? tail - head : DFG_MAX_IN;
		uint32_t j = new_node(bd, OP_JOIN, IT_VOID);

		for (uint32_t x = 0; x < k; x++)
			add_in(bd->g, j, order_in(q[head++]));
		reach_calc(bd, j);
		q[tail++] = j;
	}
	uint32_t t = q[head];
	free(q);
	return t;
}

/* Makes node n wait for every token in toks (0 entries ignored). A node has
 * at most one order input (the optional ordering token of ops.def); several
 * tokens meet in a JOIN first. A node without a free slot gets a JOIN in
 * front of input 0, which passes that input through once the tokens came. */
static void
add_order(Build *bd, uint32_t n, const uint32_t *toks, uint32_t nt)
{
	DfgBlock *g = bd->g;
	uint32_t *all = xmalloc(((size_t)nt + 1) * sizeof *all);
	uint32_t na = 0, fresh = 0;
	int slot = -1;

	for (uint32_t s = 0; s < g->nodes[n].nin; s++)
		if (g->nodes[n].in[s].kind == DIN_ORDER) {
			slot = (int)s;
			all[na++] = g->nodes[n].in[s].src;
		}
	for (uint32_t k = 0; k < nt; k++) {
		uint32_t t = toks[k], dup = !t;

		for (uint32_t x = 0; x < na && !dup; x++)
			dup = all[x] == t;
		/* a data input from t already makes n wait for it */
		for (uint32_t s = 0; s < g->nodes[n].nin && !dup; s++)
			dup = g->nodes[n].in[s].kind == DIN_NODE && g->nodes[n].in[s].src == t;
		if (!dup) {
			all[na++] = t;
			fresh++;
		}
	}
	if (!fresh) {
		free(all);
		return;
	}
	if (slot < 0 && g->nodes[n].nin < DFG_MAX_IN)
		slot = g->nodes[n].nin++;
	if (slot >= 0) {
		uint32_t t = na == 1 ? all[0] : join_tokens(bd, all, na);

		g->nodes[n].in[slot] = order_in(t);
	} else {
		DfgInput first = g->nodes[n].in[0];
		uint32_t t = na <= DFG_MAX_IN - 1 ? 0 : join_tokens(bd, all, na);
		uint32_t j = new_node(bd, OP_JOIN, (IsaType)first.type);

		add_in(g, j, first);
		if (t)
			add_in(g, j, order_in(t));
		else
			for (uint32_t k = 0; k < na; k++)
				add_in(g, j, order_in(all[k]));
		reach_calc(bd, j);
		g->nodes[n].in[0] = (DfgInput){ .kind = DIN_NODE, .type = first.type,
		                                .src = j };
	}
	free(all);
}

static uint32_t
tid_node(Build *bd, int64_t coord, IsaType type)
{
	if (coord < 0 || coord >= ISA_COORD_COUNT)
		die("%s: TID with coordinate %lld", bd->f->name, (long long)coord);
	if (!bd->tid[coord]) {
		uint32_t n = new_node(bd, OP_TID, type);

		bd->g->nodes[n].imm = coord;
		bd->tid[coord] = n;
		if (!bd->entry)
			bd->entry = n;
	}
	return bd->tid[coord];
}

static uint32_t
entry_token(Build *bd)
{
	if (!bd->entry)
		tid_node(bd, ISA_THREAD, IT_I32);
	return bd->entry;
}

static void
scan_tid(Build *bd, KirRef r)
{
	if (KIR_TAG(r) != KREF_VAL)
		return;

	const KirInst *d = &bd->f->insts[KIR_IDX(r)];

	if (d->op == OP_TID)
		tid_node(bd, d->imm, (IsaType)d->type);
}

/* One LVLD per live value per block, made at its first use. */
static uint32_t
lvld_node(Build *bd, uint32_t i)
{
	Scratch *s = bd->s;

	if (s->lvld_of[i])
		return s->lvld_of[i];

	uint32_t lv = 0;
	int64_t id = i;   /* what-if: a placeholder unique per value */

	if (!bd->whatif) {
		lv = bd->live->lv_of[i];
		if (!lv)
			die("%s: block %s uses instruction %u of another block, "
			    "which has no live value", bd->f->name,
			    bd->f->blocks[bd->b].name, i);
		id = bd->live->lv[lv].id;
	}

	uint32_t n = new_node(bd, OP_LVLD, (IsaType)bd->f->insts[i].type);

	bd->g->nodes[n].imm = id;
	bd->g->nodes[n].lv = lv;
	s->lvld_of[i] = n;
	touch(s, i);
	uint32_t k = vec_push(bd->lvlds, bd->nlvlds, bd->lvlds_cap);
	bd->lvlds[k] = n;
	return n;
}

static DfgInput
map_ref(Build *bd, KirRef r, IsaType hint)
{
	const KirFunc *f = bd->f;
	uint32_t i = KIR_IDX(r);

	switch (KIR_TAG(r)) {
	case KREF_VAL: {
		const KirInst *d = &f->insts[i];
		DfgInput in = { .kind = DIN_NODE, .type = d->type };

		if (d->op == OP_TID)
			in.src = tid_node(bd, d->imm, (IsaType)d->type);
		else if (bd->s->node_of[i])
			in.src = bd->s->node_of[i];
		else if (d->block == bd->b && d->op != OP_PHI && !bd->whatif)
			die("%s: block %s: instruction %u used before its definition",
			    f->name, f->blocks[bd->b].name, i);
		else
			in.src = lvld_node(bd, i);
		return in;
	}
	default:
		return pass_static_input(f, r, hint);
	}
}

DfgInput
pass_static_input(const KirFunc *f, KirRef r, IsaType hint)
{
	uint32_t i = KIR_IDX(r);

	switch (KIR_TAG(r)) {
	case KREF_CONST: {
		const KirConst *c = &f->consts[i];

		if (c->sym == ISYM_NONE)
			return (DfgInput){ .kind = DIN_IMM, .type = c->type, .imm = c->bits };
		return (DfgInput){ .kind = DIN_SYM, .type = IT_PTR, .src = c->sym,
		                   .imm = c->bits };
	}
	case KREF_PARAM:
		return (DfgInput){ .kind = DIN_PARAM, .type = f->params[i].type,
		                   .src = i };
	case KREF_UNDEF:
		return (DfgInput){ .kind = DIN_IMM,
		                   .type = hint == IT_VOID ? IT_I64 : hint };
	}
	die("%s: bad operand reference %#x", f->name, (unsigned)r);
}

static int
fabric_op(uint32_t op)
{
	switch (op) {
	case OP_LVLD: case OP_LVST: case OP_TID: case OP_BR: case OP_JMP:
	case OP_EXIT: case OP_SPLIT: case OP_JOIN: case OP_PHI:
		return 0;
	}
	return op < OP_COUNT && vgiw_op_info[op].unit < UC_COUNT;
}

/* A memory operation waits for the earlier ones it conflicts with and that
 * it does not already wait for transitively; scanning back from the latest
 * keeps only the nearest (the last aliasing writer, or the loads since). */
static void
order_mem(Build *bd, uint32_t n, uint32_t i)
{
	const KirFunc *f = bd->f;
	uint32_t m = bd->mem_seen++;
	uint32_t w = bd->words, nd = 0;
	uint64_t *cov = xmalloc(w * sizeof *cov);
	uint32_t *deps = xmalloc(((size_t)m + 1) * sizeof *deps);
	const KirInst *im = &f->insts[i];

	bd->mem_inst[m] = i;
	bd->mem_node[m] = n;
	bd->mem_base[m] = pass_alias_base(f, i);
	bd->mem_of[n] = m + 1;
	reach_calc(bd, n);
	memcpy(cov, &bd->reach[(size_t)n * w], w * sizeof *cov);
	for (uint32_t a = m; a-- > 0;) {
		const KirInst *ia = &f->insts[bd->mem_inst[a]];
		int conflict;

		if (cov[a / 64] >> (a % 64) & 1)
			continue;
		if (ia->op == OP_FENCE || im->op == OP_FENCE)
			conflict = 1;
		else if (ia->flags & im->flags & ISAF_VOLATILE)
			conflict = 1;
		else if (!mem_writes(ia->op) && !mem_writes(im->op))
			conflict = 0;
		else
			conflict = pass_may_alias(f, bd->mem_inst[a], bd->mem_base[a], i,
			                     bd->mem_base[m]);
		if (!conflict)
			continue;
		deps[nd++] = bd->mem_node[a];
		const uint64_t *ra = &bd->reach[(size_t)bd->mem_node[a] * w];
		for (uint32_t x = 0; x < w; x++)
			cov[x] |= ra[x];
		cov[a / 64] |= (uint64_t)1 << (a % 64);
	}
	/* program order reads better in dumps */
	for (uint32_t x = 0; x < nd / 2; x++) {
		uint32_t t = deps[x];
		deps[x] = deps[nd - 1 - x];
		deps[nd - 1 - x] = t;
	}
	add_order(bd, n, deps, nd);
	reach_calc(bd, n);
	free(deps);
	free(cov);
}

static void
build_inst(Build *bd, uint32_t i)
{
	const KirFunc *f = bd->f;
	const KirInst *in = &f->insts[i];
	const KirRef *a = kir_args(f, in);
	DfgInput ins[DFG_MAX_IN];

	if (!fabric_op(in->op))
		die("%s: instruction %u: %s is not a kernel-IR operation", f->name,
		    i, in->op < OP_COUNT ? vgiw_op_info[in->op].mnemonic : "?");
	if (in->nargs > DFG_MAX_IN)
		die("%s: instruction %u has %u operands", f->name, i, in->nargs);
	for (uint32_t j = 0; j < in->nargs; j++)
		ins[j] = map_ref(bd, a[j], (IsaType)in->type);

	uint32_t n = new_node(bd, (VgiwOp)in->op, (IsaType)in->type);
	DfgNode *d = &bd->g->nodes[n];

	d->flags = in->flags;
	d->aspace = in->aspace;
	d->align = in->align;
	d->imm = in->imm;
	d->kir = i;
	d->line = in->line;
	for (uint32_t j = 0; j < in->nargs; j++)
		add_in(bd->g, n, ins[j]);
	bd->s->node_of[i] = n;
	touch(bd->s, i);
	if (is_mem(in->op))
		order_mem(bd, n, i);
	else
		reach_calc(bd, n);
}

typedef struct {
	uint32_t lv;       /* live value, 0 in what-if mode */
	int64_t id;
	KirRef value;
	uint8_t when;      /* LVW_* */
	IsaType type;
	DfgInput v, p;     /* mapped value and predicate */
} Write;

/* One LVST per write. Every value is mapped before the first LVST exists,
 * so every LVLD the block will have is known when the stores are ordered:
 * by the live-value contract a block that loads and stores one ID loads
 * first, so a thread reads the value from before its own write (two phis
 * swapping values load each other's IDs for their stores). */
static void
build_writes(Build *bd, Write *ws, uint32_t nw)
{
	const KirBlock *bl = &bd->f->blocks[bd->b];
	DfgBlock *g = bd->g;

	for (uint32_t w = 0; w < nw; w++) {
		ws[w].v = map_ref(bd, ws[w].value, ws[w].type);
		if (ws[w].when == LVW_ALWAYS)
			continue;
		if (bl->term != KTERM_BR)
			die("%s: block %s: edge-dependent live-value write without a "
			    "branch", bd->f->name, bl->name);
		ws[w].p = map_ref(bd, bl->cond, IT_I1);
	}

	uint32_t *toks = xmalloc(((size_t)bd->nlvlds + 1) * sizeof *toks);

	for (uint32_t w = 0; w < nw; w++) {
		uint32_t n = new_node(bd, OP_LVST, ws[w].type), nt = 0;

		g->nodes[n].imm = ws[w].id;
		g->nodes[n].lv = ws[w].lv;
		add_in(g, n, ws[w].v);
		if (ws[w].when != LVW_ALWAYS) {
			add_in(g, n, ws[w].p);
			if (ws[w].when == LVW_SUCC1)
				g->nodes[n].flags |= DFN_WHEN_FALSE;
		}
		for (uint32_t k = 0; k < bd->nlvlds; k++)
			if (g->nodes[bd->lvlds[k]].imm == ws[w].id)
				toks[nt++] = bd->lvlds[k];
		add_order(bd, n, toks, nt);
	}
	free(toks);
}

/* What the prefix stores: values defined in it and needed later, in the
 * rest of the block, at its end, or in another block. */
static void
build_prefix_writes(Build *bd)
{
	const KirFunc *f = bd->f;
	const KirBlock *bl = &f->blocks[bd->b];
	Scratch *s = bd->s;

	for (uint32_t k = bd->n; k < bl->ninsts; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		for (uint32_t j = 0; j < in->nargs; j++)
			if (KIR_TAG(a[j]) == KREF_VAL && in->op != OP_PHI) {
				s->used[KIR_IDX(a[j])] = 1;
				touch(s, KIR_IDX(a[j]));
			}
	}
	if (bl->term == KTERM_BR && KIR_TAG(bl->cond) == KREF_VAL) {
		s->used[KIR_IDX(bl->cond)] = 1;
		touch(s, KIR_IDX(bl->cond));
	}
	if (bd->b <= bd->live->nblocks) {
		const LiveBlock *lb = &bd->live->blocks[bd->b];

		for (uint32_t w = 0; w < lb->nwrites; w++)
			if (KIR_TAG(lb->writes[w].value) == KREF_VAL) {
				s->used[KIR_IDX(lb->writes[w].value)] = 1;
				touch(s, KIR_IDX(lb->writes[w].value));
			}
	}
	Write *ws = xcalloc(bd->n ? bd->n : 1, sizeof *ws);
	uint32_t nw = 0;

	for (uint32_t k = 0; k < bd->n; k++) {
		uint32_t i = bl->insts[k];
		const KirInst *in = &f->insts[i];

		if (in->op == OP_PHI || in->op == OP_TID || in->type == IT_VOID)
			continue;
		if (s->used[i] || bd->live->lv_of[i])
			ws[nw++] = (Write){ .id = i, .value = KIR_REF(KREF_VAL, i),
			                    .when = LVW_ALWAYS, .type = (IsaType)in->type };
	}
	build_writes(bd, ws, nw);
	free(ws);
}

static void
build_term(Build *bd)
{
	const KirBlock *bl = &bd->f->blocks[bd->b];
	uint32_t term = bd->whatif ? KTERM_JMP : bl->term;
	uint32_t n;

	switch (term) {
	case KTERM_RET:
		n = new_node(bd, OP_EXIT, IT_VOID);
		break;
	case KTERM_JMP:
		n = new_node(bd, OP_JMP, IT_VOID);
		break;
	case KTERM_BR: {
		DfgInput c = map_ref(bd, bl->cond, IT_I1);

		n = new_node(bd, OP_BR, IT_VOID);
		add_in(bd->g, n, c);
		break;
	}
	default:
		die("%s: block %s has no terminator", bd->f->name, bl->name);
	}
	bd->g->nodes[n].line = bl->line;
}

/* Static inputs live in a unit's configuration and fire nothing: a node
 * fed only by them is triggered per thread by the entry token. */
static void
add_triggers(Build *bd)
{
	uint32_t nn = bd->g->nnodes;

	for (uint32_t n = 1; n <= nn; n++) {
		const DfgNode *d = &bd->g->nodes[n];
		int tok = 0;

		if (d->op == OP_TID)
			continue;
		for (uint32_t s = 0; s < d->nin; s++)
			tok |= is_token(d->in[s].kind);
		if (!tok) {
			uint32_t e = entry_token(bd);
			add_order(bd, n, &e, 1);
		}
	}
}

typedef struct {
	uint32_t sink;   /* leaf: node << 2 | slot; else a SPLIT node */
	uint8_t leaf;
	uint8_t data;    /* a data sink below (not only order tokens) */
} FanItem;

/* Outputs with more sinks than a switch reaches get a SPLIT tree: groups
 * of `fan` sinks are handed to a SPLIT, oldest first, and the SPLIT queues
 * up like a sink, which keeps the tree balanced. Slots and kinds of the
 * original sinks are kept. */
static void
split_fanout(Build *bd, uint32_t fan)
{
	DfgBlock *g = bd->g;
	uint32_t nn = g->nnodes;
	uint32_t *first, *out;

	if (fan < 2)
		die("fanout limit %u leaves no room for split trees", fan);
	dfg_fanout(g, &first, &out);
	for (uint32_t n = 1; n <= nn; n++) {
		uint32_t s = first[n + 1] - first[n];

		if (s <= fan)
			continue;

		FanItem *q = xmalloc(2 * (size_t)s * sizeof *q);
		uint32_t head = 0, tail = 0;

		for (uint32_t k = first[n]; k < first[n + 1]; k++) {
			const DfgInput *in = &g->nodes[out[k] >> 2].in[out[k] & 3];
			q[tail++] = (FanItem){ out[k], 1, in->kind == DIN_NODE };
		}
		while (tail - head > fan) {
			uint32_t sp = new_node(bd, OP_SPLIT, IT_VOID);
			uint8_t data = 0;

			for (uint32_t x = 0; x < fan; x++) {
				FanItem it = q[head++];

				if (it.leaf)
					g->nodes[it.sink >> 2].in[it.sink & 3].src = sp;
				else
					g->nodes[it.sink].in[0].src = sp;
				data |= it.data;
			}
			/* fed by n until a later SPLIT takes this one over */
			g->nodes[sp].type = data ? g->nodes[n].type : IT_VOID;
			g->nodes[sp].line = g->nodes[n].line;
			add_in(g, sp, (DfgInput){ .kind = data ? DIN_NODE : DIN_ORDER,
			                          .type = g->nodes[sp].type, .src = n });
			q[tail++] = (FanItem){ sp, 0, data };
		}
		free(q);
	}
	free(first);
	free(out);
}

/* Renumbers nodes so every input comes from a smaller ID (inputs first, in
 * slot order, otherwise creation order): JOINs, SPLITs and late triggers
 * were appended after their consumers. */
static void
renumber(DfgBlock *g)
{
	uint32_t nn = g->nnodes;
	uint32_t *id = xcalloc((size_t)nn + 1, sizeof *id);
	uint8_t *next = xcalloc((size_t)nn + 1, 1);
	uint32_t *stack = xmalloc(((size_t)nn + 1) * sizeof *stack);
	uint32_t cnt = 0, moved = 0;

	for (uint32_t r = 1; r <= nn; r++) {
		uint32_t sp = 0;

		if (id[r] || next[r])
			continue;
		stack[sp++] = r;
		next[r] = 1;   /* next input to visit, plus one: 0 is unvisited */
		while (sp) {
			uint32_t t = stack[sp - 1];
			const DfgNode *d = &g->nodes[t];

			if (next[t] <= d->nin) {
				const DfgInput *in = &d->in[next[t]++ - 1];

				if (!is_token(in->kind) || id[in->src])
					continue;
				if (next[in->src])
					die("cycle through node n%u", in->src);
				next[in->src] = 1;
				stack[sp++] = in->src;
				continue;
			}
			sp--;
			id[t] = ++cnt;
			moved |= id[t] != t;
		}
	}
	if (moved) {
		DfgNode *nodes = xcalloc((size_t)nn + 1, sizeof *nodes);

		for (uint32_t n = 1; n <= nn; n++) {
			DfgNode *d = &nodes[id[n]];

			*d = g->nodes[n];
			for (uint32_t s = 0; s < d->nin; s++)
				if (is_token(d->in[s].kind))
					d->in[s].src = id[d->in[s].src];
		}
		free(g->nodes);
		g->nodes = nodes;
		g->cap = nn + 1;
	}
	free(stack);
	free(next);
	free(id);
}

static void
build_block(Scratch *s, const KirFunc *f, const KirLive *live,
            const FabricLimits *lim, uint32_t b, uint32_t n, int whatif,
            DfgBlock *out)
{
	const KirBlock *bl = &f->blocks[b];
	Build bd = { .f = f, .live = live, .b = b, .n = n, .whatif = whatif,
	             .g = out, .s = s };

	memset(out, 0, sizeof *out);
	out->block = b;
	out->id = bl->id;
	if (n > bl->ninsts)
		die("%s: block %s: prefix of %u of %u instructions", f->name,
		    bl->name, n, bl->ninsts);

	for (uint32_t k = 0; k < n; k++)
		bd.nmem += is_mem(f->insts[bl->insts[k]].op);
	bd.words = (bd.nmem + 63) / 64;
	if (bd.nmem) {
		bd.mem_inst = xmalloc(bd.nmem * sizeof *bd.mem_inst);
		bd.mem_node = xmalloc(bd.nmem * sizeof *bd.mem_node);
		bd.mem_base = xmalloc(bd.nmem * sizeof *bd.mem_base);
	}

	/* thread coordinates first: the first one is the entry token */
	for (uint32_t k = 0; k < n; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];
		const KirRef *a = kir_args(f, in);

		if (in->op != OP_PHI)
			for (uint32_t j = 0; j < in->nargs; j++)
				scan_tid(&bd, a[j]);
	}
	if (!whatif) {
		if (bl->term == KTERM_BR)
			scan_tid(&bd, bl->cond);
		if (b <= live->nblocks)
			for (uint32_t w = 0; w < live->blocks[b].nwrites; w++)
				scan_tid(&bd, live->blocks[b].writes[w].value);
	}

	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = bl->insts[k];

		if (f->insts[i].op != OP_PHI && f->insts[i].op != OP_TID)
			build_inst(&bd, i);
	}
	if (whatif)
		build_prefix_writes(&bd);
	else if (b <= live->nblocks) {
		const LiveBlock *lb = &live->blocks[b];
		Write *ws = xcalloc(lb->nwrites ? lb->nwrites : 1, sizeof *ws);

		for (uint32_t w = 0; w < lb->nwrites; w++) {
			const LiveWrite *wr = &lb->writes[w];
			const LiveValue *lv = &live->lv[wr->lv];

			ws[w] = (Write){ .lv = wr->lv, .id = lv->id, .value = wr->value,
			                 .when = wr->when,
			                 .type = (IsaType)f->insts[lv->inst].type };
		}
		build_writes(&bd, ws, lb->nwrites);
		free(ws);
	}
	build_term(&bd);
	add_triggers(&bd);
	if (lim && lim->max_fanout)
		split_fanout(&bd, lim->max_fanout);
	renumber(out);
	dfg_recount(out);
	pass_dfg_nodes_built += out->nnodes;

	for (uint32_t k = 0; k < s->ntouched; k++) {
		uint32_t i = s->touched[k];

		s->node_of[i] = s->lvld_of[i] = 0;
		s->used[i] = 0;
	}
	s->ntouched = 0;
	free(bd.lvlds);
	free(bd.mem_inst);
	free(bd.mem_node);
	free(bd.mem_base);
	free(bd.mem_of);
	free(bd.reach);
}

static void
scratch_init(Scratch *s, const KirFunc *f)
{
	memset(s, 0, sizeof *s);
	s->node_of = xcalloc((size_t)f->ninsts + 1, sizeof *s->node_of);
	s->lvld_of = xcalloc((size_t)f->ninsts + 1, sizeof *s->lvld_of);
	s->used = xcalloc((size_t)f->ninsts + 1, 1);
}

static void
scratch_free(Scratch *s)
{
	free(s->node_of);
	free(s->lvld_of);
	free(s->used);
	free(s->touched);
}

/* Partitioning builds many graphs of one function between two changes of
 * its instructions: one scratch for all of them, not one per graph. */
_Thread_local uint64_t pass_dfg_nodes_built;

struct DfgScratch {
	Scratch s;
	uint32_t ninsts;
};

DfgScratch *
pass_dfg_scratch_new(const KirFunc *f)
{
	DfgScratch *ds = xmalloc(sizeof *ds);

	scratch_init(&ds->s, f);
	ds->ninsts = f->ninsts;
	return ds;
}

void
pass_dfg_scratch_free(DfgScratch *ds)
{
	if (!ds)
		return;
	scratch_free(&ds->s);
	free(ds);
}

void
pass_dfg_build(DfgScratch *ds, const KirFunc *f, const KirLive *live,
               const FabricLimits *lim, uint32_t block, uint32_t n,
               int whatif, DfgBlock *out)
{
	if (f->ninsts > ds->ninsts)
		die("%s: DFG scratch for %u instructions, the function has %u",
		    f->name, ds->ninsts, f->ninsts);
	build_block(&ds->s, f, live, lim, block, n, whatif, out);
}

void
pass_dfg_block(const KirFunc *f, const KirLive *live, const FabricLimits *lim,
               uint32_t block, DfgBlock *out)
{
	Scratch s;

	scratch_init(&s, f);
	build_block(&s, f, live, lim, block, f->blocks[block].ninsts, 0, out);
	scratch_free(&s);
}

void
pass_dfg(const KirFunc *f, const KirLive *live, const FabricLimits *lim,
         DfgFunc *out)
{
	Scratch s;

	if (!f->sched || f->nsched != f->nblocks)
		die("%s: pass_dfg before pass_schedule", f->name);
	scratch_init(&s, f);
	out->nblocks = f->nsched;
	out->blocks = xcalloc(f->nsched ? f->nsched : 1, sizeof *out->blocks);
	for (uint32_t id = 0; id < f->nsched; id++) {
		uint32_t b = f->sched[id];

		build_block(&s, f, live, lim, b, f->blocks[b].ninsts, 0,
		            &out->blocks[id]);
	}
	scratch_free(&s);
}
