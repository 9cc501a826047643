/* DFG construction: unit classes, live-value loads and stores, memory order
 * and joins, split trees for fanout, and the graph invariants (at most 3
 * inputs, inputs from smaller IDs, fanout within the limit). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))
#define P(i) KIR_REF(KREF_PARAM, (i))

static const FabricLimits roomy = {
	{ 1000, 1000, 1000, 1000, 1000, 1000 }, 4
};

typedef struct {
	KirModule *m;
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
	DiagList d;
} Kern;

/* A kernel with pointer parameters named a, b, c, ...; noalias marks
 * which of them are noalias (bit per parameter). */
static void
kern_new(Kern *k, uint32_t nparams, uint32_t noalias)
{
	static const char *const names[] = { "a", "b", "c", "d", "e", "f" };

	memset(k, 0, sizeof *k);
	k->m = kir_module_new("test.ll");
	k->f = kir_func_new(k->m, "k");
	k->f->params = calloc(nparams ? nparams : 1, sizeof *k->f->params);
	k->f->nparams = nparams;
	for (uint32_t p = 0; p < nparams; p++) {
		k->f->params[p].name = names[p];
		k->f->params[p].type = IT_PTR;
		k->f->params[p].aspace = AS_GLOBAL;
		k->f->params[p].noalias = (uint8_t)(noalias >> p & 1);
		k->f->params[p].size = 8;
	}
}

static void
kern_build(Kern *k, const FabricLimits *lim)
{
	assert_int_equal(kir_verify(k->f, &k->d), 0);
	assert_int_equal(pass_schedule(k->f, &k->d), 0);
	pass_live(k->f, &k->live);
	pass_dfg(k->f, &k->live, lim, &k->dfg);
}

static void
kern_free(Kern *k)
{
	dfg_func_free(&k->dfg);
	pass_live_free(&k->live);
	diag_free(&k->d);
	kir_module_free(k->m);
}

static uint32_t
inst(KirFunc *f, uint32_t b, VgiwOp op, IsaType t, KirRef x, KirRef y, KirRef z)
{
	KirRef a[3] = { x, y, z };
	uint32_t n = z ? 3 : y ? 2 : x ? 1 : 0;

	return kir_inst_new(f, b, op, t, a, n);
}

static uint32_t
mem(KirFunc *f, uint32_t b, VgiwOp op, IsaType t, KirRef x, KirRef y, KirRef z)
{
	uint32_t i = inst(f, b, op, t, x, y, z);

	f->insts[i].aspace = AS_GLOBAL;
	f->insts[i].align = 4;
	return i;
}

static uint32_t
tid(KirFunc *f, uint32_t b, IsaCoord c)
{
	uint32_t i = kir_inst_new(f, b, OP_TID, IT_I32, NULL, 0);

	f->insts[i].imm = c;
	return i;
}

static KirRef
f32(KirFunc *f, float v)
{
	uint32_t bits;

	memcpy(&bits, &v, sizeof bits);
	return kir_const(f, IT_F32, bits);
}

static uint32_t
count_op(const DfgBlock *g, VgiwOp op)
{
	uint32_t c = 0;

	for (uint32_t n = 1; n <= g->nnodes; n++)
		c += g->nodes[n].op == op;
	return c;
}

/* The node made from KIR instruction i. */
static uint32_t
node_of(const DfgBlock *g, uint32_t i)
{
	for (uint32_t n = 1; n <= g->nnodes; n++)
		if (g->nodes[n].kir == i)
			return n;
	fail_msg("no node for instruction %u", i);
	return 0;
}

static int
has_order_from(const DfgBlock *g, uint32_t n, uint32_t src)
{
	for (uint32_t s = 0; s < g->nodes[n].nin; s++)
		if (g->nodes[n].in[s].kind == DIN_ORDER && g->nodes[n].in[s].src == src)
			return 1;
	return 0;
}

static int
has_order(const DfgBlock *g, uint32_t n)
{
	for (uint32_t s = 0; s < g->nodes[n].nin; s++)
		if (g->nodes[n].in[s].kind == DIN_ORDER)
			return 1;
	return 0;
}

/* Node n waits, through any chain of tokens, for node src. */
static int
waits_for(const DfgBlock *g, uint32_t n, uint32_t src)
{
	if (n == src)
		return 1;
	for (uint32_t s = 0; s < g->nodes[n].nin; s++) {
		const DfgInput *in = &g->nodes[n].in[s];

		if ((in->kind == DIN_NODE || in->kind == DIN_ORDER) &&
		    waits_for(g, in->src, src))
			return 1;
	}
	return 0;
}

/* Invariants of every DFG: at most 3 inputs, token inputs from smaller
 * IDs, every node but a TID triggered by a token, fanout within the limit,
 * counts matching the nodes, one terminator. */
static void
check_graph(const DfgBlock *g, const FabricLimits *lim)
{
	uint32_t *first, *out, cnt[UC_COUNT] = { 0 }, terms = 0;

	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *d = &g->nodes[n];
		int tok = 0, orders = 0;

		assert_true(d->nin <= DFG_MAX_IN);
		for (uint32_t s = 0; s < d->nin; s++) {
			const DfgInput *in = &d->in[s];

			assert_int_not_equal(in->kind, DIN_NONE);
			if (in->kind == DIN_NODE || in->kind == DIN_ORDER) {
				assert_true(in->src >= 1 && in->src < n);
				tok = 1;
			}
			orders += in->kind == DIN_ORDER;
		}
		assert_true(orders <= 1 || d->op == OP_JOIN);
		assert_true(tok || d->op == OP_TID);
		if (d->op == OP_SPLIT)
			assert_int_equal(d->nin, 1);
		if (d->op == OP_JOIN)
			assert_true(d->nin >= 2);
		cnt[vgiw_op_info[d->op].unit]++;
		terms += d->op == OP_BR || d->op == OP_JMP || d->op == OP_EXIT;
	}
	assert_int_equal(terms, 1);
	assert_memory_equal(cnt, g->count, sizeof cnt);
	dfg_fanout(g, &first, &out);
	for (uint32_t n = 1; n <= g->nnodes; n++)
		if (lim && lim->max_fanout)
			assert_true(first[n + 1] - first[n] <= lim->max_fanout);
	free(first);
	free(out);
}

static void
check_all(const DfgFunc *dfg, const FabricLimits *lim)
{
	for (uint32_t id = 0; id < dfg->nblocks; id++)
		check_graph(&dfg->blocks[id], lim);
}

/* (1) one block: address arithmetic and float ops on ALUs, a divide on an
 * SCU, memory on LDSTs, thread entry and exit on CVUs. */
static void
test_classes(void **state)
{
	Kern k;
	(void)state;

	kern_new(&k, 2, 2);
	KirFunc *f = k.f;
	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid(f, b, ISA_TID_X);
	uint32_t e = inst(f, b, OP_ZEXT, IT_I64, V(t), 0, 0);
	uint32_t o = inst(f, b, OP_SHL, IT_I64, V(e), kir_const(f, IT_I64, 2), 0);
	uint32_t p = inst(f, b, OP_IADD, IT_PTR, P(0), V(o), 0);
	uint32_t v = mem(f, b, OP_LD, IT_F32, V(p), 0, 0);
	uint32_t w = inst(f, b, OP_FMUL, IT_F32, V(v), f32(f, 2.0f), 0);
	uint32_t q = inst(f, b, OP_FDIV, IT_F32, V(w), V(v), 0);
	uint32_t p2 = inst(f, b, OP_IADD, IT_PTR, P(1), V(o), 0);
	uint32_t st = mem(f, b, OP_ST, IT_F32, V(p2), V(q), 0);
	f->insts[w].line = 12;
	f->blocks[b].term = KTERM_RET;
	kern_build(&k, &roomy);

	const DfgBlock *g = &k.dfg.blocks[0];
	assert_int_equal(k.dfg.nblocks, 1);
	check_graph(g, &roomy);
	assert_int_equal(g->count[UC_ALU], 5);
	assert_int_equal(g->count[UC_SCU], 1);
	assert_int_equal(g->count[UC_LDST], 2);
	assert_int_equal(g->count[UC_LVU], 0);
	assert_int_equal(g->count[UC_CVU], 2);
	assert_int_equal(g->count[UC_SJU], 0);
	assert_int_equal(count_op(g, OP_TID), 1);
	assert_int_equal(count_op(g, OP_EXIT), 1);
	/* the TID is the entry token and triggers the exit */
	assert_int_equal(g->nodes[1].op, OP_TID);
	assert_int_equal(g->nodes[1].imm, ISA_TID_X);
	for (uint32_t n = 1; n <= g->nnodes; n++)
		if (g->nodes[n].op == OP_EXIT)
			assert_true(has_order_from(g, n, 1));
	/* constants and parameters are static inputs */
	const DfgNode *mul = &g->nodes[node_of(g, w)];
	assert_int_equal(mul->in[1].kind, DIN_IMM);
	assert_int_equal(mul->in[1].type, IT_F32);
	assert_int_equal(mul->line, 12);
	assert_int_equal(g->nodes[node_of(g, p)].in[0].kind, DIN_PARAM);
	/* different parameters, one noalias: the store does not wait */
	assert_false(has_order(g, node_of(g, st)));
	assert_int_equal(g->nodes[node_of(g, st)].aspace, AS_GLOBAL);
	assert_int_equal(g->nodes[node_of(g, st)].type, IT_F32);
	kern_free(&k);
}

/* A counted loop: entry -> body (self-loop) -> exit, with phis. */
static void
build_loop(Kern *k, uint32_t *body_out, uint32_t *phis)
{
	kern_new(k, 1, 0);
	KirFunc *f = k->f;
	uint32_t e = kir_block_new(f, "entry");
	uint32_t body = kir_block_new(f, "body");
	uint32_t x = kir_block_new(f, "exit");
	KirRef n = kir_const(f, IT_I32, 100);

	f->entry = e;
	uint32_t t = tid(f, e, ISA_TID_X);
	uint32_t c = inst(f, e, OP_ICMP, IT_I1, V(t), n, 0);
	f->insts[c].imm = ISA_ICMP_SLT;
	f->blocks[e].term = KTERM_BR;
	f->blocks[e].cond = V(c);
	f->blocks[e].succ[0] = body;
	f->blocks[e].succ[1] = x;

	/* i = phi [t, entry], [inext, body]; s = phi [0.0, entry], [snext, body] */
	uint32_t i = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ V(t), e, 0, body }, 4);
	uint32_t s = kir_inst_new(f, body, OP_PHI, IT_F32,
	                          (KirRef[]){ f32(f, 0), e, 0, body }, 4);
	uint32_t sh = inst(f, body, OP_SHL, IT_I32, V(i), kir_const(f, IT_I32, 1), 0);
	uint32_t fl = inst(f, body, OP_SITOFP, IT_F32, V(sh), 0, 0);
	uint32_t sn = inst(f, body, OP_FADD, IT_F32, V(s), V(fl), 0);
	uint32_t in = inst(f, body, OP_IADD, IT_I32, V(i), kir_const(f, IT_I32, 1), 0);
	uint32_t c2 = inst(f, body, OP_ICMP, IT_I1, V(in), n, 0);
	f->insts[c2].imm = ISA_ICMP_SLT;
	kir_args(f, &f->insts[i])[2] = V(in);
	kir_args(f, &f->insts[s])[2] = V(sn);
	f->blocks[body].term = KTERM_BR;
	f->blocks[body].cond = V(c2);
	f->blocks[body].succ[0] = body;
	f->blocks[body].succ[1] = x;
	f->blocks[body].line = 7;

	uint32_t r = kir_inst_new(f, x, OP_PHI, IT_F32,
	                          (KirRef[]){ f32(f, 0), e, V(sn), body }, 4);
	mem(f, x, OP_ST, IT_F32, P(0), V(r), 0);
	f->blocks[x].term = KTERM_RET;
	*body_out = body;
	phis[0] = i;
	phis[1] = s;
	phis[2] = r;
}

/* (2) live values: one LVLD per live value however often it is used, an
 * LVST per write, predicated by the branch on edge-dependent writes, and
 * ordered after the load of the same ID. */
static void
test_live_values(void **state)
{
	Kern k;
	uint32_t body, phi[3];
	(void)state;

	build_loop(&k, &body, phi);
	kern_build(&k, &roomy);
	check_all(&k.dfg, &roomy);

	const DfgBlock *g = &k.dfg.blocks[k.f->blocks[body].id];
	uint32_t lv_i = k.live.lv_of[phi[0]], lv_s = k.live.lv_of[phi[1]];
	uint32_t lv_r = k.live.lv_of[phi[2]];
	uint32_t ld_i = 0, ld_s = 0, br = 0, nst = 0;

	assert_true(lv_i && lv_s && lv_r);
	assert_int_equal(count_op(g, OP_LVLD), 2);
	assert_int_equal(g->lv_reads, 2);
	assert_int_equal(g->lv_writes, 3);
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		if (g->nodes[n].op == OP_LVLD && g->nodes[n].lv == lv_i) {
			ld_i = n;
			assert_int_equal(g->nodes[n].imm, k.live.lv[lv_i].id);
		}
		if (g->nodes[n].op == OP_LVLD && g->nodes[n].lv == lv_s)
			ld_s = n;
		if (g->nodes[n].op == OP_BR)
			br = n;
	}
	assert_true(ld_i && ld_s && br);
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *d = &g->nodes[n];

		if (d->op != OP_LVST)
			continue;
		nst++;
		assert_int_equal(d->imm, k.live.lv[d->lv].id);
		/* every write here depends on the edge: input 1 is the condition */
		assert_true(d->nin >= 2);
		assert_int_equal(d->in[1].kind, DIN_NODE);
		assert_int_equal(d->in[1].src, g->nodes[br].in[0].src);
		if (d->lv == lv_r)
			assert_true(d->flags & DFN_WHEN_FALSE);
		else
			assert_false(d->flags & DFN_WHEN_FALSE);
		if (d->lv == lv_i)
			assert_true(has_order_from(g, n, ld_i));
		if (d->lv == lv_s)
			assert_true(has_order_from(g, n, ld_s));
		if (d->lv == lv_r)
			assert_false(has_order(g, n));
	}
	assert_int_equal(nst, 3);

	/* the entry block writes constants on edges: triggered by the branch
	 * condition, no extra order input */
	const DfgBlock *ge = &k.dfg.blocks[0];
	assert_int_equal(count_op(ge, OP_LVST), 3);
	assert_int_equal(count_op(ge, OP_LVLD), 0);
	for (uint32_t n = 1; n <= ge->nnodes; n++)
		if (ge->nodes[n].op == OP_LVST)
			assert_false(has_order(ge, n));
	kern_free(&k);
}

/* Two phis swapping values in a loop: each store of an ID waits for the
 * load of that same ID, although the load is made for the other store. */
static void
test_phi_swap(void **state)
{
	Kern k;
	(void)state;

	kern_new(&k, 0, 0);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry");
	uint32_t body = kir_block_new(f, "body");
	uint32_t x = kir_block_new(f, "exit");
	KirRef one = kir_const(f, IT_I32, 1), two = kir_const(f, IT_I32, 2);

	f->entry = e;
	f->blocks[e].term = KTERM_JMP;
	f->blocks[e].succ[0] = body;
	uint32_t a = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ one, e, 0, body }, 4);
	uint32_t b = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ two, e, V(a), body }, 4);
	kir_args(f, &f->insts[a])[2] = V(b);
	uint32_t c = inst(f, body, OP_ICMP, IT_I1, V(tid(f, body, ISA_TID_X)),
	                  two, 0);
	f->insts[c].imm = ISA_ICMP_SLT;
	f->blocks[body].term = KTERM_BR;
	f->blocks[body].cond = V(c);
	f->blocks[body].succ[0] = body;
	f->blocks[body].succ[1] = x;
	f->blocks[x].term = KTERM_RET;
	kern_build(&k, &roomy);
	check_all(&k.dfg, &roomy);

	const DfgBlock *g = &k.dfg.blocks[k.f->blocks[body].id];
	uint32_t lds = 0, sts = 0;

	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *d = &g->nodes[n];

		if (d->op == OP_LVLD)
			lds++;
		if (d->op != OP_LVST)
			continue;
		sts++;
		/* the value is the other phi's load */
		assert_int_equal(g->nodes[d->in[0].src].op, OP_LVLD);
		assert_int_not_equal(g->nodes[d->in[0].src].imm, d->imm);
		int ordered = 0;
		for (uint32_t l = 1; l <= g->nnodes; l++)
			if (g->nodes[l].op == OP_LVLD && g->nodes[l].imm == d->imm)
				ordered = has_order_from(g, n, l);
		assert_true(ordered);
	}
	assert_int_equal(lds, 2);
	assert_int_equal(sts, 2);
	kern_free(&k);
}

/* (3) memory order: a load waits for an earlier store through a parameter
 * that may alias; noalias parameters are not ordered against others. */
static void
test_memory_order(void **state)
{
	Kern k;
	(void)state;

	/* a, b noalias; c, d plain */
	kern_new(&k, 4, 3);
	KirFunc *f = k.f;
	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	KirRef one = f32(f, 1.0f);
	uint32_t st_a = mem(f, b, OP_ST, IT_F32, P(0), one, 0);
	uint32_t ld_b = mem(f, b, OP_LD, IT_F32, P(1), 0, 0);
	uint32_t st_c = mem(f, b, OP_ST, IT_F32, P(2), V(ld_b), 0);
	uint32_t ca = inst(f, b, OP_IADD, IT_PTR, P(2), kir_const(f, IT_I64, 4), 0);
	uint32_t ld_c = mem(f, b, OP_LD, IT_F32, V(ca), 0, 0);
	uint32_t ld_d = mem(f, b, OP_LD, IT_F32, P(3), 0, 0);
	uint32_t sum = inst(f, b, OP_FADD, IT_F32, V(ld_c), V(ld_d), 0);
	/* write after read: the store to a waits for the load of c (which may
	 * not alias a: a is noalias) -- it must not; to d it must */
	uint32_t st_a2 = mem(f, b, OP_ST, IT_F32, P(0), V(sum), 0);
	uint32_t st_d = mem(f, b, OP_ST, IT_F32, P(3), one, 0);
	f->blocks[b].term = KTERM_RET;
	kern_build(&k, &roomy);

	const DfgBlock *g = &k.dfg.blocks[0];
	check_graph(g, &roomy);
	uint32_t n_st_a = node_of(g, st_a), n_ld_b = node_of(g, ld_b);
	uint32_t n_st_c = node_of(g, st_c), n_ld_c = node_of(g, ld_c);
	uint32_t n_ld_d = node_of(g, ld_d), n_st_a2 = node_of(g, st_a2);
	uint32_t n_st_d = node_of(g, st_d);

	/* noalias: the load of b does not wait for the store to a */
	assert_false(waits_for(g, n_ld_b, n_st_a));
	/* its address is static: the entry token triggers it */
	assert_true(has_order_from(g, n_ld_b, 1));
	assert_int_equal(g->nodes[1].op, OP_TID);
	assert_int_equal(g->nodes[1].imm, ISA_THREAD);
	/* store to c, then a load from c+4: may alias, ordered */
	assert_true(has_order_from(g, n_ld_c, n_st_c));
	/* c and d are plain parameters: may alias */
	assert_true(has_order_from(g, n_ld_d, n_st_c));
	/* the second store to a waits for the first (WAW), not for c or d */
	assert_true(waits_for(g, n_st_a2, n_st_a));
	assert_false(waits_for(g, n_st_a, n_st_a2));
	/* the store to d waits for the load of d (WAR) and, through it, for
	 * the store to c; the load of c it waits for through its own order */
	assert_true(waits_for(g, n_st_d, n_ld_d));
	assert_true(waits_for(g, n_st_d, n_ld_c));
	/* minimal: the load of b's value already orders the store to c */
	assert_false(has_order(g, n_st_c));
	assert_int_equal(count_op(g, OP_JOIN), g->count[UC_SJU]);
	kern_free(&k);
}

/* (4) a CAS has 3 data inputs and no free slot: its order token enters
 * through a JOIN in front of the address. */
static void
test_cas_join(void **state)
{
	Kern k;
	(void)state;

	kern_new(&k, 1, 0);
	KirFunc *f = k.f;
	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	KirRef z = kir_const(f, IT_I32, 0), one = kir_const(f, IT_I32, 1);
	uint32_t st = mem(f, b, OP_ST, IT_I32, P(0), one, 0);
	uint32_t cas = mem(f, b, OP_CAS, IT_I32, P(0), z, one);
	f->blocks[b].term = KTERM_RET;
	kern_build(&k, &roomy);

	const DfgBlock *g = &k.dfg.blocks[0];
	check_graph(g, &roomy);
	const DfgNode *c = &g->nodes[node_of(g, cas)];
	assert_int_equal(c->nin, 3);
	assert_int_equal(c->in[0].kind, DIN_NODE);
	const DfgNode *j = &g->nodes[c->in[0].src];
	assert_int_equal(j->op, OP_JOIN);
	assert_int_equal(j->in[0].kind, DIN_PARAM);
	assert_int_equal(j->in[0].src, 0);
	assert_int_equal(j->in[1].kind, DIN_ORDER);
	assert_int_equal(j->in[1].src, node_of(g, st));
	assert_int_equal(c->in[1].kind, DIN_IMM);
	assert_int_equal(c->in[2].kind, DIN_IMM);
	assert_int_equal(g->count[UC_SJU], 1);
	kern_free(&k);
}

/* (5) fanout 10 with a limit of 4: a SPLIT tree in which no node has more
 * than 4 sinks and every original sink is still fed by the value. */
static void
test_fanout(void **state)
{
	Kern k;
	uint32_t use[10];
	(void)state;

	kern_new(&k, 0, 0);
	KirFunc *f = k.f;
	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid(f, b, ISA_TID_X);
	uint32_t v = inst(f, b, OP_IADD, IT_I32, V(t), kir_const(f, IT_I32, 7), 0);
	for (uint32_t u = 0; u < 10; u++)
		use[u] = inst(f, b, u % 2 ? OP_ISUB : OP_XOR, IT_I32,
		              kir_const(f, IT_I32, u), V(v), 0);
	f->blocks[b].term = KTERM_RET;
	kern_build(&k, &roomy);

	const DfgBlock *g = &k.dfg.blocks[0];
	uint32_t nv = node_of(g, v);
	check_graph(g, &roomy);
	assert_int_equal(count_op(g, OP_SPLIT), 2);   /* ceil((10-4)/3) */
	for (uint32_t u = 0; u < 10; u++) {
		const DfgNode *d = &g->nodes[node_of(g, use[u])];
		uint32_t src;

		/* slot and kind kept: the value is still the second operand */
		assert_int_equal(d->in[0].kind, DIN_IMM);
		assert_int_equal(d->in[1].kind, DIN_NODE);
		for (src = d->in[1].src; g->nodes[src].op == OP_SPLIT;
		     src = g->nodes[src].in[0].src)
			;
		assert_int_equal(src, nv);
	}
	kern_free(&k);
}

/* (6) nothing ever gets more than 3 inputs: a CAS waiting for two loads,
 * an FMA of three parameters (static, needs a trigger but has no slot), a
 * store waiting for many loads, and a fence among them. */
static void
test_three_inputs(void **state)
{
	Kern k;
	(void)state;

	kern_new(&k, 3, 0);
	KirFunc *f = k.f;
	f->params[1].type = IT_F32;
	f->params[2].type = IT_F32;
	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	KirRef z = kir_const(f, IT_I32, 0), one = kir_const(f, IT_I32, 1);
	uint32_t lds[6];
	for (uint32_t x = 0; x < 6; x++) {
		uint32_t a = inst(f, b, OP_IADD, IT_PTR, P(0),
		                  kir_const(f, IT_I64, 4 * x), 0);
		lds[x] = mem(f, b, OP_LD, IT_I32, V(a), 0, 0);
	}
	uint32_t cas = mem(f, b, OP_CAS, IT_I32, P(0), z, one);
	uint32_t fma = inst(f, b, OP_FMA, IT_F32, P(1), P(2), P(1));
	inst(f, b, OP_FENCE, IT_VOID, 0, 0, 0);
	mem(f, b, OP_ST, IT_F32, P(0), V(fma), 0);
	uint32_t sel = inst(f, b, OP_SELECT, IT_I32, kir_const(f, IT_I1, 1), z, one);
	f->blocks[b].term = KTERM_RET;
	kern_build(&k, &roomy);

	const DfgBlock *g = &k.dfg.blocks[0];
	check_graph(g, &roomy);
	/* the CAS waits for all six loads, through joins */
	for (uint32_t x = 0; x < 6; x++)
		assert_true(waits_for(g, node_of(g, cas), node_of(g, lds[x])));
	/* static FMA and SELECT: a JOIN passes input 0 and waits for the entry */
	for (uint32_t x = 0; x < 2; x++) {
		const DfgNode *d = &g->nodes[node_of(g, x ? sel : fma)];

		assert_int_equal(d->nin, 3);
		assert_int_equal(g->nodes[d->in[0].src].op, OP_JOIN);
	}

	/* the same with a tight fanout limit still keeps every invariant */
	FabricLimits tight = roomy;
	tight.max_fanout = 2;
	for (uint32_t id = 0; id < k.dfg.nblocks; id++) {
		DfgBlock g2;

		pass_dfg_block(k.f, &k.live, &tight, k.f->sched[id], &g2);
		check_graph(&g2, &tight);
		dfg_block_free(&g2);
	}
	kern_free(&k);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classes),
		cmocka_unit_test(test_live_values),
		cmocka_unit_test(test_phi_swap),
		cmocka_unit_test(test_memory_order),
		cmocka_unit_test(test_cas_join),
		cmocka_unit_test(test_fanout),
		cmocka_unit_test(test_three_inputs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
