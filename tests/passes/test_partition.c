/* Block partitioning: oversized blocks are cut into chains whose DFGs fit,
 * loops keep working across the cut, and an instruction that can never
 * fit is a diagnostic. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#include "part_int.h"

#define V(i) KIR_REF(KREF_VAL, (i))
#define P(i) KIR_REF(KREF_PARAM, (i))

static KirRef
f32(KirFunc *f, float v)
{
	uint32_t bits;

	memcpy(&bits, &v, sizeof bits);
	return kir_const(f, IT_F32, bits);
}

static uint32_t
op2(KirFunc *f, uint32_t b, VgiwOp op, IsaType t, KirRef x, KirRef y)
{
	KirRef a[2] = { x, y };

	return kir_inst_new(f, b, op, t, a, 2);
}

/* The driver's steps up to partitioning (remat off). */
static int
partition(KirFunc *f, const FabricLimits *lim, KirLive *live, DfgFunc *dfg,
          DiagList *d)
{
	if (pass_schedule(f, d))
		return 1;
	pass_live(f, live);
	pass_dfg(f, live, lim, dfg);
	return pass_partition(f, lim, live, dfg, d);
}

static KirFunc *
new_kernel(KirModule *m)
{
	KirFunc *f = kir_func_new(m, "big");

	f->params = calloc(1, sizeof *f->params);
	f->nparams = 1;
	f->params[0] = (KirParam){ .name = "out", .type = IT_PTR,
	                           .aspace = AS_GLOBAL, .size = 8 };
	return f;
}

static uint32_t
tid_x(KirFunc *f, uint32_t b)
{
	uint32_t i = kir_inst_new(f, b, OP_TID, IT_I32, NULL, 0);

	f->insts[i].imm = ISA_TID_X;
	return i;
}

static void
store(KirFunc *f, uint32_t b, KirRef v)
{
	uint32_t i = op2(f, b, OP_ST, IT_F32, P(0), v);

	f->insts[i].aspace = AS_GLOBAL;
}

/* Every block fits, IDs follow the jump chain, the IR still verifies and
 * the live values agree with a fresh analysis. */
static void
check_result(KirFunc *f, const FabricLimits *lim, const KirLive *live,
             const DfgFunc *dfg)
{
	DiagList d = { 0 };

	assert_int_equal(kir_verify(f, &d), 0);
	assert_int_equal(dfg->nblocks, f->nsched);
	assert_int_equal(live->nblocks, f->nblocks);
	for (uint32_t id = 0; id < dfg->nblocks; id++) {
		const DfgBlock *g = &dfg->blocks[id];

		assert_int_equal(g->id, id);
		assert_int_equal(f->blocks[g->block].id, id);
		assert_true(dfg_fits(g, lim));
		for (uint32_t n = 1; n <= g->nnodes; n++)
			assert_true(g->nodes[n].nin <= DFG_MAX_IN);
	}
	diag_free(&d);
}

/* (7) 200 chained fadds in one block with 32 ALUs: a chain of blocks, each
 * fitting, each jumping to the next ID, one live value per cut. */
static void
test_chain(void **state)
{
	KirModule *m = kir_module_new("big.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 32, 12, 16, 16, 16, 16 }, 4 };
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	(void)state;

	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid_x(f, b);
	KirRef x = V(kir_inst_new(f, b, OP_SITOFP, IT_F32, (KirRef[]){ V(t) }, 1));
	for (uint32_t k = 0; k < 200; k++) {
		x = V(op2(f, b, OP_FADD, IT_F32, x, f32(f, 1.0f)));
		f->insts[KIR_IDX(x)].line = 10 + k;
	}
	store(f, b, x);
	f->blocks[b].term = KTERM_RET;

	assert_int_equal(partition(f, &lim, &live, &dfg, &d), 0);
	assert_int_equal(d.errors, 0);
	check_result(f, &lim, &live, &dfg);
	/* 201 ALU operations, at most 32 per block */
	assert_true(f->nsched >= 7);
	uint32_t alu = 0;
	for (uint32_t id = 0; id < f->nsched; id++) {
		const KirBlock *bl = &f->blocks[f->sched[id]];

		alu += dfg.blocks[id].count[UC_ALU];
		assert_int_equal(bl->part_of, f->sched[0]);
		if (id + 1 < f->nsched) {
			assert_int_equal(bl->term, KTERM_JMP);
			assert_int_equal(f->blocks[bl->succ[0]].id, id + 1);
			/* a chain cuts one value: one store, one load */
			assert_int_equal(live.blocks[f->sched[id]].nwrites, 1);
		} else
			assert_int_equal(bl->term, KTERM_RET);
		if (id) {
			char name[32];

			snprintf(name, sizeof name, "entry.p%u", id);
			assert_string_equal(bl->name, name);
			assert_int_equal(live.blocks[f->sched[id]].nreads, 1);
		}
	}
	assert_int_equal(alu, 201);
	/* cuts are as late as possible: all but the last block are full */
	for (uint32_t id = 0; id + 1 < f->nsched; id++)
		assert_true(dfg.blocks[id].count[UC_ALU] >= 24);

	/* deterministic: the same input gives the same cuts */
	KirModule *m2 = kir_module_new("big.ll");
	KirFunc *f2 = new_kernel(m2);
	KirLive live2;
	DfgFunc dfg2;
	uint32_t b2 = kir_block_new(f2, "entry");
	f2->entry = b2;
	uint32_t t2 = tid_x(f2, b2);
	KirRef x2 = V(kir_inst_new(f2, b2, OP_SITOFP, IT_F32, (KirRef[]){ V(t2) }, 1));
	for (uint32_t k = 0; k < 200; k++)
		x2 = V(op2(f2, b2, OP_FADD, IT_F32, x2, f32(f2, 1.0f)));
	store(f2, b2, x2);
	f2->blocks[b2].term = KTERM_RET;
	assert_int_equal(partition(f2, &lim, &live2, &dfg2, &d), 0);
	assert_int_equal(f2->nsched, f->nsched);
	for (uint32_t id = 0; id < f->nsched; id++)
		assert_int_equal(f2->blocks[f2->sched[id]].ninsts,
		                 f->blocks[f->sched[id]].ninsts);
	dfg_func_free(&dfg2);
	pass_live_free(&live2);
	kir_module_free(m2);

	dfg_func_free(&dfg);
	pass_live_free(&live);
	diag_free(&d);
	kir_module_free(m);
}

/* A big loop body (phis, a self-loop, an edge-dependent exit value): the
 * rest of the cut body takes the back edge, the phis stay in front. */
static void
test_loop(void **state)
{
	KirModule *m = kir_module_new("loop.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 16, 12, 16, 16, 16, 16 }, 4 };
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	(void)state;

	uint32_t e = kir_block_new(f, "entry");
	uint32_t body = kir_block_new(f, "body");
	uint32_t x = kir_block_new(f, "exit");
	f->entry = e;
	uint32_t t = tid_x(f, e);
	f->blocks[e].term = KTERM_JMP;
	f->blocks[e].succ[0] = body;

	uint32_t i = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ V(t), e, 0, body }, 4);
	uint32_t s = kir_inst_new(f, body, OP_PHI, IT_F32,
	                          (KirRef[]){ f32(f, 0), e, 0, body }, 4);
	KirRef acc = V(s);
	uint32_t fi = kir_inst_new(f, body, OP_SITOFP, IT_F32, (KirRef[]){ V(i) }, 1);
	for (uint32_t k = 0; k < 40; k++)
		acc = V(op2(f, body, k % 3 ? OP_FADD : OP_FMUL, IT_F32, acc, V(fi)));
	uint32_t in = op2(f, body, OP_IADD, IT_I32, V(i), kir_const(f, IT_I32, 1));
	uint32_t c = op2(f, body, OP_ICMP, IT_I1, V(in), kir_const(f, IT_I32, 64));
	f->insts[c].imm = ISA_ICMP_SLT;
	kir_args(f, &f->insts[i])[2] = V(in);
	kir_args(f, &f->insts[s])[2] = acc;
	f->blocks[body].term = KTERM_BR;
	f->blocks[body].cond = V(c);
	f->blocks[body].succ[0] = body;
	f->blocks[body].succ[1] = x;

	uint32_t r = kir_inst_new(f, x, OP_PHI, IT_F32,
	                          (KirRef[]){ acc, body }, 2);
	store(f, x, V(r));
	f->blocks[x].term = KTERM_RET;

	assert_int_equal(partition(f, &lim, &live, &dfg, &d), 0);
	check_result(f, &lim, &live, &dfg);
	assert_true(f->nsched >= 5);

	/* the phis stay in the first part, which is the loop header */
	uint32_t hb = f->insts[i].block;
	assert_int_equal(f->insts[s].block, hb);
	assert_string_equal(f->blocks[hb].name, "body");
	assert_int_equal(f->blocks[hb].part_of, hb);
	/* the last part branches back to the header and on to the exit; the
	 * phis' incoming blocks follow the edges */
	uint32_t last = f->insts[c].block;
	const KirBlock *lb = &f->blocks[last];
	assert_int_equal(lb->term, KTERM_BR);
	assert_int_equal(lb->succ[0], hb);
	assert_true(pass_is_back_edge(f, last, hb));
	assert_int_equal(lb->part_of, hb);
	assert_int_equal(kir_args(f, &f->insts[i])[3], last);
	assert_int_equal(kir_args(f, &f->insts[s])[3], last);
	assert_int_equal(kir_args(f, &f->insts[r])[1], last);
	/* the parts in between form a chain of consecutive IDs */
	for (uint32_t b = hb; b != last; b = f->blocks[b].succ[0]) {
		assert_int_equal(f->blocks[b].term, KTERM_JMP);
		assert_int_equal(f->blocks[f->blocks[b].succ[0]].id, f->blocks[b].id + 1);
	}

	dfg_func_free(&dfg);
	pass_live_free(&live);
	diag_free(&d);
	kir_module_free(m);
}

/* A one-block loop carrying 20 running sums, as an unrolled stencil keeps
 * them, with their 20 exit values in an exit block: the entry and the loop's
 * last part must each write 20 and more phi inputs at their end, more than
 * the 16 LVUs, which no cut can share out. Partitioning moves the phis it
 * cannot write to local memory (a load in the phi's block, a store in each
 * predecessor) and then fits every part. */
static void
test_lvu_spill(void **state)
{
	enum { SUMS = 20 };
	KirModule *m = kir_module_new("sums.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 32, 12, 16, 16, 16, 16 }, 4 };
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	uint32_t s[SUMS], r[SUMS];
	KirRef nx[SUMS];
	(void)state;

	uint32_t e = kir_block_new(f, "entry");
	uint32_t body = kir_block_new(f, "body");
	uint32_t x = kir_block_new(f, "exit");
	f->entry = e;
	uint32_t t = tid_x(f, e);
	f->blocks[e].term = KTERM_JMP;
	f->blocks[e].succ[0] = body;

	uint32_t i = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ V(t), e, 0, body }, 4);
	for (uint32_t k = 0; k < SUMS; k++)
		s[k] = kir_inst_new(f, body, OP_PHI, IT_F32,
		                    (KirRef[]){ f32(f, (float)k), e, 0, body }, 4);
	uint32_t fi = kir_inst_new(f, body, OP_SITOFP, IT_F32, (KirRef[]){ V(i) }, 1);
	for (uint32_t k = 0; k < SUMS; k++) {
		nx[k] = V(op2(f, body, OP_FADD, IT_F32, V(s[k]), V(fi)));
		kir_args(f, &f->insts[s[k]])[2] = nx[k];
	}
	uint32_t in = op2(f, body, OP_IADD, IT_I32, V(i), kir_const(f, IT_I32, 1));
	uint32_t c = op2(f, body, OP_ICMP, IT_I1, V(in), kir_const(f, IT_I32, 64));
	f->insts[c].imm = ISA_ICMP_SLT;
	kir_args(f, &f->insts[i])[2] = V(in);
	f->blocks[body].term = KTERM_BR;
	f->blocks[body].cond = V(c);
	f->blocks[body].succ[0] = body;
	f->blocks[body].succ[1] = x;
	for (uint32_t k = 0; k < SUMS; k++)
		r[k] = kir_inst_new(f, x, OP_PHI, IT_F32, (KirRef[]){ nx[k], body }, 2);
	KirRef acc = V(r[0]);
	for (uint32_t k = 1; k < SUMS; k++)
		acc = V(op2(f, x, OP_FADD, IT_F32, acc, V(r[k])));
	store(f, x, acc);
	f->blocks[x].term = KTERM_RET;

	assert_int_equal(partition(f, &lim, &live, &dfg, &d), 0);
	assert_int_equal(d.errors, 0);
	check_result(f, &lim, &live, &dfg);

	/* some phis moved: each is in no block, and has a local slot of its
	 * own, loaded once in its block's chain head and stored by every
	 * predecessor whose incoming value is not itself */
	uint32_t moved = 0, loads = 0, stores = 0;
	for (uint32_t k = 0; k < SUMS; k++) {
		moved += f->insts[s[k]].block == 0;
		moved += f->insts[r[k]].block == 0;
	}
	assert_true(moved >= 1);
	assert_int_equal(f->local_bytes, 4 * moved);
	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t k = 0; k < f->blocks[b].ninsts; k++) {
			const KirInst *li = &f->insts[f->blocks[b].insts[k]];

			if (li->aspace != AS_LOCAL)
				continue;
			assert_true(li->op == OP_LD || li->op == OP_ST);
			assert_int_equal(f->consts[KIR_IDX(kir_args(f, li)[0])].sym,
			                 ISYM_LOCAL);
			loads += li->op == OP_LD;
			stores += li->op == OP_ST;
		}
	assert_int_equal(loads, moved);
	/* a loop phi: entry and latch store; an exit phi: the latch */
	uint32_t want = 0;
	for (uint32_t k = 0; k < SUMS; k++)
		want += 2 * (f->insts[s[k]].block == 0) + (f->insts[r[k]].block == 0);
	assert_int_equal(stores, want);
	/* the phis not moved still have their incoming values written as live
	 * values: no block writes or reads more than the fabric's LVUs */
	for (uint32_t id = 0; id < dfg.nblocks; id++)
		assert_true(dfg.blocks[id].count[UC_LVU] <= 16);
	/* what no phi write forced stays a live value: the counter */
	assert_int_not_equal(f->insts[i].block, 0);

	dfg_func_free(&dfg);
	pass_live_free(&live);
	diag_free(&d);
	kir_module_free(m);
}

/* An instruction whose unit class the fabric lacks: a diagnostic naming
 * the block, the line and the class, and failure. */
static void
test_cannot_fit(void **state)
{
	KirModule *m = kir_module_new("div.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 32, 0, 16, 16, 16, 16 }, 4 };
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	(void)state;

	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid_x(f, b);
	uint32_t fl = kir_inst_new(f, b, OP_SITOFP, IT_F32, (KirRef[]){ V(t) }, 1);
	uint32_t q = op2(f, b, OP_FDIV, IT_F32, f32(f, 1.0f), V(fl));
	f->insts[q].line = 42;
	store(f, b, V(q));
	f->blocks[b].term = KTERM_RET;

	assert_int_equal(partition(f, &lim, &live, &dfg, &d), 1);
	assert_true(d.errors >= 1);

	int found = 0;
	for (uint32_t k = 0; k < d.n; k++) {
		const char *msg = d.items[k].message;

		if (d.items[k].severity == DIAG_ERROR && strstr(msg, "entry") &&
		    strstr(msg, "line 42") && strstr(msg, "SCU"))
			found = 1;
		if (d.items[k].severity == DIAG_ERROR)
			assert_int_equal(d.items[k].line, 42);
	}
	assert_true(found);
	/* nothing left behind to free */
	assert_null(dfg.blocks);
	assert_null(live.lv_of);
	diag_free(&d);
	kir_module_free(m);
}

/* A block that fits is left alone. */
static void
test_fits_untouched(void **state)
{
	KirModule *m = kir_module_new("small.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 32, 12, 16, 16, 16, 16 }, 4 };
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	(void)state;

	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid_x(f, b);
	uint32_t fl = kir_inst_new(f, b, OP_SITOFP, IT_F32, (KirRef[]){ V(t) }, 1);
	store(f, b, V(fl));
	f->blocks[b].term = KTERM_RET;
	assert_int_equal(partition(f, &lim, &live, &dfg, &d), 0);
	assert_int_equal(f->nblocks, 1);
	assert_int_equal(f->blocks[b].part_of, 0);
	check_result(f, &lim, &live, &dfg);
	dfg_func_free(&dfg);
	pass_live_free(&live);
	diag_free(&d);
	kir_module_free(m);
}

/* A straight-line kernel of 5000 operations, each of the previous result
 * and of one 2 to 64 operations back (bench/compile_scale.sh's kernel): the
 * cuts rebuild only the blocks they change, so the graph nodes built while
 * partitioning stay within a few times those of the result (4.2 times).
 * Rebuilding the whole function every round, as partitioning once did,
 * built 186 rounds of about 7800 nodes: over twenty times the bound. */
static void
test_linear_work(void **state)
{
	KirModule *m = kir_module_new("long.ll");
	KirFunc *f = new_kernel(m);
	FabricLimits lim = { { 32, 12, 16, 16, 16, 16 }, 4 };
	enum { N = 5000 };
	KirRef *x = malloc((N + 2) * sizeof *x);
	KirLive live;
	DfgFunc dfg;
	DiagList d = { 0 };
	(void)state;

	uint32_t b = kir_block_new(f, "entry");
	f->entry = b;
	uint32_t t = tid_x(f, b);
	x[0] = V(kir_inst_new(f, b, OP_SITOFP, IT_F32, (KirRef[]){ V(t) }, 1));
	for (uint32_t k = 1; k <= N; k++) {
		uint32_t back = 2 + (k * 37) % 63;

		x[k] = V(op2(f, b, k % 2 ? OP_FADD : OP_FMUL, IT_F32, x[k - 1],
		             x[back < k ? k - back : 0]));
	}
	store(f, b, x[N]);
	f->blocks[b].term = KTERM_RET;

	assert_int_equal(pass_schedule(f, &d), 0);
	pass_live(f, &live);
	pass_dfg(f, &live, &lim, &dfg);
	uint64_t before = pass_dfg_nodes_built;
	assert_int_equal(pass_partition(f, &lim, &live, &dfg, &d), 0);
	uint64_t built = pass_dfg_nodes_built - before, nodes = 0;

	assert_int_equal(d.errors, 0);
	check_result(f, &lim, &live, &dfg);
	uint32_t alu = 0;
	for (uint32_t id = 0; id < dfg.nblocks; id++) {
		alu += dfg.blocks[id].count[UC_ALU];
		nodes += dfg.blocks[id].nnodes;
	}
	assert_int_equal(alu, N + 1);
	assert_true(f->nsched >= (N + 1) / 32);
	/* the final graphs, and per cut a few what-if prefixes and the two
	 * blocks it made, each about one block's size */
	assert_true(built <= 8 * nodes);
	assert_true(nodes < 4 * N);
	free(x);
	dfg_func_free(&dfg);
	pass_live_free(&live);
	diag_free(&d);
	kir_module_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chain),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_lvu_spill),
		cmocka_unit_test(test_cannot_fit),
		cmocka_unit_test(test_fits_untouched),
		cmocka_unit_test(test_linear_work),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
