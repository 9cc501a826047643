/* The SGMF graph's clean-up once passes/sgmf.c has stitched it together
 * (docs/sgmf.md): dead nodes pruned, equal nodes merged, fanout beyond the
 * switch's limit split, nodes renumbered. */
#include <stdlib.h>
#include <string.h>

#include "sgmf_int.h"

/* Nodes whose results nothing uses and that have no effect (the order
 * tokens the per-block graphs gave their live-value stores) go. */
void
sgmf_prune(DfgBlock *w)
{
	uint8_t *live = xcalloc((size_t)w->nnodes + 1, 1);
	uint32_t *id = xcalloc((size_t)w->nnodes + 1, sizeof *id);
	uint32_t *stack = xmalloc(((size_t)w->nnodes + 1) * sizeof *stack), sp = 0;

	for (uint32_t n = 1; n <= w->nnodes; n++) {
		const DfgNode *x = &w->nodes[n];
		if (x->op == OP_ST || x->op == OP_ATOM || x->op == OP_CAS ||
		    x->op == OP_FENCE || x->op == OP_EXIT || x->op == OP_TRAP ||
		    (x->op == OP_LD && (x->flags & ISAF_VOLATILE))) {
			live[n] = 1;
			stack[sp++] = n;
		}
	}
	while (sp) {
		const DfgNode *x = &w->nodes[stack[--sp]];
		for (uint32_t k = 0; k < x->nin; k++)
			if ((x->in[k].kind == DIN_NODE || x->in[k].kind == DIN_ORDER) &&
			    !live[x->in[k].src]) {
				live[x->in[k].src] = 1;
				stack[sp++] = x->in[k].src;
			}
	}
	uint32_t nn = 0;
	for (uint32_t n = 1; n <= w->nnodes; n++)
		if (live[n]) {
			id[n] = ++nn;
			w->nodes[nn] = w->nodes[n];
		}
	w->nnodes = nn;
	for (uint32_t n = 1; n <= nn; n++)
		for (uint32_t k = 0; k < w->nodes[n].nin; k++)
			if (w->nodes[n].in[k].kind == DIN_NODE ||
			    w->nodes[n].in[k].kind == DIN_ORDER)
				w->nodes[n].in[k].src = id[w->nodes[n].in[k].src];
	free(live);
	free(id);
	free(stack);
}

static int
same_node(const DfgNode *a, const DfgNode *b)
{
	if (a->op != b->op || a->type != b->type || a->flags != b->flags ||
	    a->imm != b->imm || a->nin != b->nin || a->aspace != b->aspace ||
	    a->align != b->align)
		return 0;
	for (uint32_t k = 0; k < a->nin; k++) {
		const DfgInput *x = &a->in[k], *y = &b->in[k];
		if (x->kind != y->kind || x->type != y->type || x->imm != y->imm ||
		    (x->kind != DIN_IMM && x->src != y->src))
			return 0;
	}
	return 1;
}

static uint64_t
node_hash(const DfgNode *x)
{
	uint64_t h = 1469598103934665603ull;
#define MIX(v) (h = (h ^ (uint64_t)(v)) * 1099511628211ull)
	MIX(x->op);
	MIX(x->type);
	MIX(x->flags);
	MIX(x->imm);
	MIX(x->nin);
	for (uint32_t k = 0; k < x->nin; k++) {
		MIX(x->in[k].kind);
		MIX(x->in[k].kind == DIN_IMM ? 0 : x->in[k].src);
		MIX(x->in[k].imm);
	}
#undef MIX
	return h;
}

/* Common subexpressions of the whole graph (docs/sgmf.md, "Sharing"): two
 * nodes without effects that do the same operation on the same tokens
 * (the same sources, the same steer sides) fire for the same threads at
 * the same times, so one of them serves the consumers of both; this
 * catches what the per-block graphs compute twice (an address in two
 * blocks, a constant each block makes from its activation). Memory
 * operations and exits stay apart. A pass finds, through a hash table,
 * the first node equal to each one and sends its consumers there; passes
 * repeat until nothing merges (a merge can make the consumers equal). The
 * duplicates are left unused for prune(). */
void
sgmf_cse(DfgBlock *w)
{
	uint32_t nn = w->nnodes, cap = 16;
	while (cap < 2 * nn)
		cap *= 2;
	uint32_t *slot = xmalloc((size_t)cap * sizeof *slot);
	uint32_t *repl = xmalloc(((size_t)nn + 1) * sizeof *repl);

	for (int again = 1; again;) {
		again = 0;
		memset(slot, 0, (size_t)cap * sizeof *slot);
		for (uint32_t n = 1; n <= nn; n++) {
			const DfgNode *x = &w->nodes[n];
			repl[n] = n;
			if (sgmf_is_mem(x->op) || x->op == OP_EXIT || (!x->nin && x->op != OP_TID))
				continue;
			uint32_t i = (uint32_t)node_hash(x) & (cap - 1);
			while (slot[i] && !same_node(&w->nodes[slot[i]], x))
				i = (i + 1) & (cap - 1);
			if (!slot[i])
				slot[i] = n;
			else
				repl[n] = slot[i];
		}
		for (uint32_t c = 1; c <= nn; c++)
			for (uint32_t k = 0; k < w->nodes[c].nin; k++) {
				DfgInput *in = &w->nodes[c].in[k];
				if ((in->kind == DIN_NODE || in->kind == DIN_ORDER) &&
				    repl[in->src] != in->src) {
					in->src = repl[in->src];
					again = 1;
				}
			}
	}
	free(slot);
	free(repl);
}

/* Outputs with more sinks than a switch reaches: a chain of SPLITs, each
 * taking sinks of one side of a steer (or of a plain output). */
void
sgmf_split_fanout(DfgBlock *w, uint32_t fan)
{
	uint32_t *first, *out;

	if (fan < 2)
		return;
	for (int again = 1; again;) {
		again = 0;
		dfg_fanout(w, &first, &out);
		for (uint32_t n = 1; n <= w->nnodes && !again; n++) {
			uint32_t ns = first[n + 1] - first[n];
			if (ns <= fan)
				continue;
			/* the side with the most sinks: up to ns - fan + 1 of them
			 * move behind one SPLIT */
			uint32_t cnt[3] = { 0 }, side = 0;
			for (uint32_t i = first[n]; i < first[n + 1]; i++) {
				const DfgInput *in = &w->nodes[out[i] >> 2].in[out[i] & 3];
				cnt[in->imm < 3 ? in->imm : 0]++;
			}
			for (uint32_t k = 1; k < 3; k++)
				if (cnt[k] > cnt[side])
					side = k;
			uint32_t move = ns - fan + 1;
			if (move > cnt[side])
				move = cnt[side];
			if (move < 2)
				die("sgmf: node %u: %u sinks that no split can gather", n, ns);
			uint32_t sp = dfg_node_new(w, OP_SPLIT, (IsaType)w->nodes[n].type);
			w->nodes[sp].in[0] = (DfgInput){ .kind = DIN_NODE,
			                                 .type = w->nodes[n].type, .src = n,
			                                 .imm = side };
			w->nodes[sp].nin = 1;
			for (uint32_t i = first[n]; i < first[n + 1] && move; i++) {
				DfgInput *in = &w->nodes[out[i] >> 2].in[out[i] & 3];
				if (in->imm != side)
					continue;
				in->src = sp;
				in->imm = 0;
				move--;
			}
			again = 1;
		}
		free(first);
		free(out);
	}
}

/* Inputs first (place and route's timing walks nodes in ID order): a
 * topological order of the graph without its back edges, which enter
 * merges only; a merge whose other inputs are later is taken when nothing
 * else is ready, as a loop header. */
void
sgmf_renumber(DfgBlock *w)
{
	uint32_t nn = w->nnodes;
	uint32_t *first, *out;
	uint32_t *wait = xcalloc((size_t)nn + 1, sizeof *wait);
	uint32_t *id = xcalloc((size_t)nn + 1, sizeof *id);
	uint32_t *order = xmalloc(((size_t)nn + 1) * sizeof *order), no = 0;
	uint32_t *q = xmalloc(((size_t)nn + 1) * sizeof *q), qh = 0, qt = 0;

	dfg_fanout(w, &first, &out);
	for (uint32_t n = 1; n <= nn; n++)
		for (uint32_t k = 0; k < w->nodes[n].nin; k++)
			wait[n] += w->nodes[n].in[k].kind == DIN_NODE ||
			           w->nodes[n].in[k].kind == DIN_ORDER;
	for (uint32_t n = 1; n <= nn; n++)
		if (!wait[n])
			q[qt++] = n;
	while (no < nn) {
		if (qh == qt) {
			uint32_t pick = 0;
			for (uint32_t n = 1; n <= nn && !pick; n++)
				if (!id[n] && wait[n] && w->nodes[n].op == OP_JOIN &&
				    w->nodes[n].imm == SGMF_MERGE &&
				    wait[n] < w->nodes[n].nin)
					pick = n;
			if (!pick)
				die("sgmf: a cycle of the whole graph without a merge");
			wait[pick] = 0;
			q[qt++] = pick;
		}
		uint32_t n = q[qh++];
		id[n] = ++no;
		order[no] = n;
		for (uint32_t i = first[n]; i < first[n + 1]; i++) {
			uint32_t c = out[i] >> 2;
			if (wait[c] && !--wait[c])
				q[qt++] = c;
		}
	}
	DfgNode *nodes = xmalloc(((size_t)nn + 1) * sizeof *nodes);
	memset(&nodes[0], 0, sizeof nodes[0]);
	for (uint32_t k = 1; k <= nn; k++) {
		nodes[k] = w->nodes[order[k]];
		for (uint32_t x = 0; x < nodes[k].nin; x++)
			if (nodes[k].in[x].kind == DIN_NODE || nodes[k].in[x].kind == DIN_ORDER)
				nodes[k].in[x].src = id[nodes[k].in[x].src];
	}
	memcpy(w->nodes, nodes, ((size_t)nn + 1) * sizeof *nodes);
	free(nodes);
	free(first);
	free(out);
	free(wait);
	free(id);
	free(order);
	free(q);
}
