/* SIMT code generation and register allocation: reconvergence at the
 * immediate post-dominator (if/else, if without else, loops, nesting, two
 * returns), phi copies (a swap cycle through a temporary, a critical edge
 * split), BAR placement, 64-bit pairs and the register count, constant
 * pointer adds folded into [r+imm] addressing; every
 * stream is also run, one thread at a time, by a small interpreter here, so
 * the copies are checked by what they compute. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))

static KirRef
c32(KirFunc *f, uint64_t v)
{
	return kir_const(f, IT_I32, v);
}

static void
jmp(KirFunc *f, uint32_t b, uint32_t t)
{
	f->blocks[b].term = KTERM_JMP;
	f->blocks[b].succ[0] = t;
}

static void
br(KirFunc *f, uint32_t b, KirRef c, uint32_t t, uint32_t e)
{
	f->blocks[b].term = KTERM_BR;
	f->blocks[b].cond = c;
	f->blocks[b].succ[0] = t;
	f->blocks[b].succ[1] = e;
}

static void
ret(KirFunc *f, uint32_t b)
{
	f->blocks[b].term = KTERM_RET;
}

static uint32_t
op2(KirFunc *f, uint32_t b, VgiwOp op, KirRef x, KirRef y)
{
	KirRef a[2] = { x, y };
	uint32_t i = kir_inst_new(f, b, op, op == OP_ICMP ? IT_I1 : IT_I32, a, 2);

	if (op == OP_ICMP)
		f->insts[i].imm = ISA_ICMP_SLT;
	return i;
}

static uint32_t
tid(KirFunc *f, uint32_t b)
{
	uint32_t i = kir_inst_new(f, b, OP_TID, IT_I32, NULL, 0);

	f->insts[i].imm = ISA_TID_X;
	return i;
}

/* st.i32 [slot * 4], v: the interpreter records it in out[slot] */
static void
store(KirFunc *f, uint32_t b, uint32_t slot, KirRef v)
{
	KirRef a[2] = { kir_const(f, IT_I64, (uint64_t)slot * 4), v };
	uint32_t i = kir_inst_new(f, b, OP_ST, IT_I32, a, 2);

	f->insts[i].aspace = AS_GLOBAL;
}

static uint32_t
phi2(KirFunc *f, uint32_t b, KirRef v0, uint32_t b0, KirRef v1, uint32_t b1)
{
	KirRef a[4] = { v0, b0, v1, b1 };

	return kir_inst_new(f, b, OP_PHI, IT_I32, a, 4);
}

/* Schedule, generate, allocate. */
static void
compile(KirFunc *f, SimtCode *c, int alloc)
{
	DiagList d = { 0 };

	assert_int_equal(pass_schedule(f, &d), 0);
	pass_simt(f, c);
	if (alloc)
		assert_int_equal(pass_regalloc(c, 0, 0), 0);
	diag_free(&d);
}

/* ---- a one-thread interpreter of the subset the tests use ---- */

static uint64_t
val(const SimtCode *c, const uint64_t *reg, const DfgInput *in)
{
	(void)c;
	if (in->kind == DIN_NODE) {
		if (isa_type_size((IsaType)in->type) > 4)
			return reg[in->src] | reg[in->src + 1] << 32;
		return reg[in->src];
	}
	return in->imm;
}

/* Runs thread `t`; out[] gets the stores. Returns the steps taken. */
static uint32_t
run(const SimtCode *c, uint32_t t, int32_t *out)
{
	uint64_t reg[64] = { 0 };
	uint32_t local[64] = { 0 };
	uint32_t pc = 0, steps = 0;

	assert_true(c->allocated && c->nregs <= 64);
	while (steps++ < 10000) {
		assert_true(pc < c->ninsts);
		const SimtInst *x = &c->insts[pc];
		uint64_t a = x->nin > 0 ? val(c, reg, &x->in[0]) : 0;
		uint64_t b = x->nin > 1 ? val(c, reg, &x->in[1]) : 0;
		uint64_t r = 0;

		if (x->op == OP_LD || x->op == OP_ST)
			a += (uint64_t)(int64_t)x->offset;   /* [r+imm] */
		switch (x->op) {
		case OP_TID: r = t; break;
		case OP_MOV: r = a; break;
		case OP_IADD: r = a + b; break;
		case OP_ISUB: r = a - b; break;
		case OP_SEXT: r = (uint64_t)(int64_t)(int32_t)a; break;
		case OP_ICMP:
			r = x->imm == ISA_ICMP_EQ ? a == b : (int32_t)a < (int32_t)b;
			break;
		case OP_ST:
			/* spill slots: local words; else the kernel's out[] */
			if (x->aspace == AS_LOCAL) {
				assert_true(a / 4 + 1 < 64);
				local[a / 4] = (uint32_t)b;
				if (isa_type_size((IsaType)x->type) > 4)
					local[a / 4 + 1] = (uint32_t)(b >> 32);
			} else
				out[a / 4] = (int32_t)b;
			break;
		case OP_LD:
			assert_int_equal(x->aspace, AS_LOCAL);
			assert_true(a / 4 + 1 < 64);
			r = local[a / 4] | (uint64_t)local[a / 4 + 1] << 32;
			break;
		case OP_BAR: break;
		case OP_EXIT: return steps;
		case OP_BR: pc = (a & 1) ? x->target[0] : x->target[1]; continue;
		case OP_JMP: pc = x->target[0]; continue;
		default: fail_msg("pc %u: op %s", pc, vgiw_op_info[x->op].mnemonic);
		}
		if (x->dst != SIMT_NONE) {
			if (isa_type_size((IsaType)x->type) > 4) {
				assert_int_equal(x->dst % 2, 0);
				reg[x->dst] = (uint32_t)r;
				reg[x->dst + 1] = r >> 32;
			} else
				reg[x->dst] = (uint32_t)r;
		}
		pc++;
	}
	fail_msg("thread %u does not exit", t);
	return 0;
}

/* The pc of KIR block b: its first instruction's; a block left empty (its
 * jump to the block laid out after it dropped) is where its successor
 * starts. The layout need not follow schedule IDs. */
static uint32_t
first_pc(const SimtCode *c, const KirFunc *f, uint32_t b)
{
	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		if (c->insts[pc].block == f->blocks[b].id)
			return pc;
	if (f->blocks[b].term == KTERM_JMP)
		return first_pc(c, f, f->blocks[b].succ[0]);
	fail_msg("block %u has no instruction", b);
	return 0;
}

static const SimtInst *
find(const SimtCode *c, VgiwOp op, uint32_t nth)
{
	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		if (c->insts[pc].op == op && !nth--)
			return &c->insts[pc];
	return NULL;
}

static uint32_t
count(const SimtCode *c, VgiwOp op)
{
	uint32_t n = 0;

	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		n += c->insts[pc].op == op;
	return n;
}

/* if (t < 5) x = t + 1; else x = t - 1; out[0] = x */
static void
test_if_else(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), T = kir_block_new(f, "t"),
	         F = kir_block_new(f, "f"), J = kir_block_new(f, "j");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E), cnd = op2(f, E, OP_ICMP, V(t), c32(f, 5));
	br(f, E, V(cnd), T, F);
	uint32_t a = op2(f, T, OP_IADD, V(t), c32(f, 1));
	jmp(f, T, J);
	uint32_t b = op2(f, F, OP_ISUB, V(t), c32(f, 1));
	jmp(f, F, J);
	uint32_t x = phi2(f, J, V(a), T, V(b), F);
	store(f, J, 0, V(x));
	ret(f, J);
	compile(f, &c, 1);
	const SimtInst *bi = find(&c, OP_BR, 0);
	assert_non_null(bi);
	assert_int_equal(bi->reconv, first_pc(&c, f, J));
	assert_int_equal(bi->target[0], first_pc(&c, f, T));
	assert_int_equal(bi->target[1], first_pc(&c, f, F));
	int32_t out[1];
	run(&c, 3, out);
	assert_int_equal(out[0], 4);
	run(&c, 7, out);
	assert_int_equal(out[0], 6);
	pass_simt_free(&c);
	kir_module_free(m);
}

/* x = 10; if (t < 5) x = t; out[0] = x: the edge e -> j is critical and
 * carries a copy, so it gets a block of its own */
static void
test_if_no_else(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), T = kir_block_new(f, "t"),
	         J = kir_block_new(f, "j");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E), cnd = op2(f, E, OP_ICMP, V(t), c32(f, 5));
	br(f, E, V(cnd), T, J);
	uint32_t a = op2(f, T, OP_IADD, V(t), c32(f, 0));
	jmp(f, T, J);
	uint32_t x = phi2(f, J, c32(f, 10), E, V(a), T);
	store(f, J, 0, V(x));
	ret(f, J);
	compile(f, &c, 0);
	/* before allocation: br e ? t : split; t, the true side, falls
	 * through (no heuristic prefers a side: the first is kept); the split
	 * block is a mov of 10 laid out after t (j may not come before its
	 * predecessor) and falls through into j */
	const SimtInst *bi = find(&c, OP_BR, 0);
	uint32_t split = bi->target[1];
	assert_int_equal(bi->target[0], first_pc(&c, f, T));
	assert_int_equal(bi->target[0], bi - c.insts + 1);
	assert_int_not_equal(split, first_pc(&c, f, J));
	assert_int_equal(c.insts[split].op, OP_MOV);
	assert_int_equal(c.insts[split].in[0].kind, DIN_IMM);
	assert_int_equal(c.insts[split].in[0].imm, 10);
	assert_int_equal(split + 1, first_pc(&c, f, J));
	assert_int_equal(bi->reconv, first_pc(&c, f, J));
	assert_int_equal(pass_regalloc(&c, 0, 0), 0);
	bi = find(&c, OP_BR, 0);
	assert_int_equal(bi->reconv, first_pc(&c, f, J));
	int32_t out[1];
	run(&c, 3, out);
	assert_int_equal(out[0], 3);
	run(&c, 8, out);
	assert_int_equal(out[0], 10);
	pass_simt_free(&c);
	kir_module_free(m);
}

/* a = 1, b = 2; do { swap(a, b); i++ } while (i < t); out = a, b, i:
 * the latch's copies form a cycle (a <- b, b <- a) */
static void
test_loop_swap(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), H = kir_block_new(f, "h"),
	         X = kir_block_new(f, "x");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E);
	jmp(f, E, H);
	uint32_t a = phi2(f, H, c32(f, 1), E, 0, H);
	uint32_t b = phi2(f, H, c32(f, 2), E, V(a), H);
	uint32_t i = phi2(f, H, c32(f, 0), E, 0, H);
	kir_args(f, &f->insts[a])[2] = V(b);
	uint32_t i1 = op2(f, H, OP_IADD, V(i), c32(f, 1));
	kir_args(f, &f->insts[i])[2] = V(i1);
	uint32_t cnd = op2(f, H, OP_ICMP, V(i1), V(t));
	br(f, H, V(cnd), H, X);
	store(f, X, 0, V(a));
	store(f, X, 1, V(b));
	store(f, X, 2, V(i1));
	ret(f, X);
	compile(f, &c, 0);
	/* the back edge h -> h is critical: a block of copies, one through a
	 * temporary */
	const SimtInst *bi = find(&c, OP_BR, 0);
	uint32_t split = bi->target[0];
	assert_int_not_equal(split, first_pc(&c, f, H));
	assert_int_equal(bi->reconv, first_pc(&c, f, X));
	/* x reads a and b, which the copies overwrite: they cannot precede
	 * the branch; their block, on the likely side, falls through */
	assert_int_equal(split, bi - c.insts + 1);
	assert_true(count(&c, OP_MOV) >= 4 + 1);   /* 3 entry copies... */
	uint32_t nv = c.nvregs;
	assert_true(nv > 6);    /* a temporary beside t, a, b, i, i1, cnd */
	assert_int_equal(pass_regalloc(&c, 0, 0), 0);
	for (uint32_t n = 1; n <= 4; n++) {
		int32_t out[3];
		run(&c, n, out);
		assert_int_equal(out[2], (int32_t)n);
		/* the values of the last iteration: swapped n - 1 times */
		assert_int_equal(out[0], n % 2 ? 1 : 2);
		assert_int_equal(out[1], n % 2 ? 2 : 1);
	}
	pass_simt_free(&c);
	kir_module_free(m);
}

/* s = 0, i = 0; do { s += t; i++ } while (i < t); out = s, i: nothing
 * after the loop reads the phis, so the back edge's copies precede the
 * latch's branch, which goes straight back to the header (a backward
 * branch, taken on every iteration but the last) */
static void
test_loop_hoist(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), H = kir_block_new(f, "h"),
	         X = kir_block_new(f, "x");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E);
	jmp(f, E, H);
	uint32_t sp = phi2(f, H, c32(f, 0), E, 0, H);
	uint32_t i = phi2(f, H, c32(f, 0), E, 0, H);
	uint32_t s1 = op2(f, H, OP_IADD, V(sp), V(t));
	uint32_t i1 = op2(f, H, OP_IADD, V(i), c32(f, 1));
	kir_args(f, &f->insts[sp])[2] = V(s1);
	kir_args(f, &f->insts[i])[2] = V(i1);
	uint32_t cnd = op2(f, H, OP_ICMP, V(i1), V(t));
	br(f, H, V(cnd), H, X);
	store(f, X, 0, V(s1));
	store(f, X, 1, V(i1));
	ret(f, X);
	compile(f, &c, 0);
	const SimtInst *bi = find(&c, OP_BR, 0);
	uint32_t pc = (uint32_t)(bi - c.insts);
	assert_int_equal(bi->target[0], first_pc(&c, f, H));
	assert_true(bi->target[0] < pc);
	assert_int_equal(c.insts[pc - 1].op, OP_MOV);
	assert_int_equal(c.insts[pc - 2].op, OP_MOV);
	assert_int_equal(bi->target[1], pc + 1);   /* the exit falls through */
	assert_int_equal(pass_regalloc(&c, 0, 0), 0);
	bi = find(&c, OP_BR, 0);
	assert_true(bi->target[0] < (uint32_t)(bi - c.insts));
	for (uint32_t n = 0; n <= 4; n++) {
		int32_t out[2];
		uint32_t iters = n ? n : 1;
		run(&c, n, out);
		assert_int_equal(out[0], (int32_t)(n * iters));
		assert_int_equal(out[1], (int32_t)iters);
	}
	pass_simt_free(&c);
	kir_module_free(m);
}

/* if (t == 0) x = 1; else x = 2; out = x: x == 0 is unlikely (LLVM's zero
 * heuristic), so the false side falls through */
static void
test_zero_heuristic(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), T = kir_block_new(f, "t"),
	         F = kir_block_new(f, "f"), J = kir_block_new(f, "j");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E), cnd = op2(f, E, OP_ICMP, V(t), c32(f, 0));
	f->insts[cnd].imm = ISA_ICMP_EQ;
	br(f, E, V(cnd), T, F);
	uint32_t a = op2(f, T, OP_IADD, V(t), c32(f, 1));
	jmp(f, T, J);
	uint32_t b = op2(f, F, OP_IADD, V(t), c32(f, 2));
	jmp(f, F, J);
	uint32_t x = phi2(f, J, V(a), T, V(b), F);
	store(f, J, 0, V(x));
	ret(f, J);
	compile(f, &c, 1);
	const SimtInst *bi = find(&c, OP_BR, 0);
	assert_int_equal(bi->target[1], (uint32_t)(bi - c.insts) + 1);
	assert_int_equal(bi->target[1], first_pc(&c, f, F));
	assert_int_equal(bi->target[0], first_pc(&c, f, T));
	int32_t out[1];
	run(&c, 0, out);
	assert_int_equal(out[0], 1);
	run(&c, 5, out);
	assert_int_equal(out[0], 7);
	pass_simt_free(&c);
	kir_module_free(m);
}

/* v_k = t + k for k < 20, all live at once, then summed: 20 values need 20
 * registers; with a cap of 16 some spill to local memory (a store after
 * the definition, a load before each use), and the sum is the same. A cap
 * below what one instruction needs cannot be met. */
static void
build_pressure(KirFunc *f, uint32_t E)
{
	uint32_t t = tid(f, E), v[20];

	for (uint32_t k = 0; k < 20; k++)
		v[k] = op2(f, E, OP_IADD, V(t), c32(f, k));
	uint32_t s = v[0];
	for (uint32_t k = 1; k < 20; k++)
		s = op2(f, E, OP_IADD, V(s), V(v[k]));
	store(f, E, 0, V(s));
	ret(f, E);
}

static void
test_spill(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e");
	SimtCode c;

	f->entry = E;
	build_pressure(f, E);
	compile(f, &c, 1);
	assert_int_equal(c.nregs, 20);
	assert_int_equal(c.nspilled, 0);
	pass_simt_free(&c);

	DiagList d = { 0 };
	f->local_bytes = 12;   /* the kernel's own frame: the slots go after */
	assert_int_equal(pass_schedule(f, &d), 0);
	pass_simt(f, &c);
	assert_int_equal(pass_regalloc(&c, 16, f->local_bytes), 0);
	assert_true(c.nregs <= 16);
	assert_true(c.nspilled >= 4);
	assert_int_equal(c.spill_stores, c.nspilled);   /* one definition each */
	assert_true(c.spill_loads >= c.nspilled);
	assert_int_equal(c.local_base, 16);
	assert_int_equal(c.spill_bytes, 4 * c.nspilled);
	assert_int_equal(count(&c, OP_ST), 1 + c.spill_stores);
	assert_int_equal(count(&c, OP_LD), c.spill_loads);
	for (uint32_t pc = 0; pc < c.ninsts; pc++)
		if (c.insts[pc].op == OP_LD) {
			assert_int_equal(c.insts[pc].in[0].kind, DIN_SYM);
			assert_int_equal(c.insts[pc].in[0].src, ISYM_LOCAL);
			assert_true(c.insts[pc].in[0].imm >= 16);
		}
	int32_t out[1];
	for (uint32_t t = 0; t < 3; t++) {
		run(&c, t, out);
		assert_int_equal(out[0], (int32_t)(20 * t + 190));
	}
	pass_simt_free(&c);
	pass_simt(f, &c);
	assert_int_equal(pass_regalloc(&c, 1, 0), 1);
	pass_simt_free(&c);
	diag_free(&d);
	kir_module_free(m);
}

/* if (t < 8) { if (t < 4) s = 1 else s = 2 } else s = 3; out = s, and a
 * branch whose sides both return reconverges only at the exit */
static void
test_nested(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), O = kir_block_new(f, "o"),
	         A = kir_block_new(f, "a"), B = kir_block_new(f, "b"),
	         I = kir_block_new(f, "i"), C = kir_block_new(f, "c"),
	         J = kir_block_new(f, "j"), R1 = kir_block_new(f, "r1"),
	         R2 = kir_block_new(f, "r2");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E), c8 = op2(f, E, OP_ICMP, V(t), c32(f, 8));
	br(f, E, V(c8), O, C);
	uint32_t c4 = op2(f, O, OP_ICMP, V(t), c32(f, 4));
	br(f, O, V(c4), A, B);
	jmp(f, A, I);
	jmp(f, B, I);
	uint32_t si = phi2(f, I, c32(f, 1), A, c32(f, 2), B);
	jmp(f, I, J);
	jmp(f, C, J);
	uint32_t s = phi2(f, J, V(si), I, c32(f, 3), C);
	store(f, J, 0, V(s));
	uint32_t c2 = op2(f, J, OP_ICMP, V(t), c32(f, 2));
	br(f, J, V(c2), R1, R2);
	store(f, R1, 1, c32(f, 11));
	ret(f, R1);
	store(f, R2, 1, c32(f, 22));
	ret(f, R2);
	compile(f, &c, 1);
	assert_int_equal(count(&c, OP_BR), 3);
	assert_int_equal(find(&c, OP_BR, 0)->reconv, first_pc(&c, f, J));
	assert_int_equal(find(&c, OP_BR, 1)->reconv, first_pc(&c, f, I));
	assert_int_equal(find(&c, OP_BR, 2)->reconv, SIMT_NONE);
	assert_int_equal(count(&c, OP_EXIT), 2);
	static const int32_t want[][2] = { { 1, 11 }, { 1, 22 }, { 2, 22 }, { 3, 22 } };
	static const uint32_t ts[] = { 1, 3, 5, 9 };
	for (uint32_t k = 0; k < 4; k++) {
		int32_t out[2];
		run(&c, ts[k], out);
		assert_int_equal(out[0], want[k][0]);
		assert_int_equal(out[1], want[k][1]);
	}
	pass_simt_free(&c);
	kir_module_free(m);
}

/* A barrier block starts with BAR. */
static void
test_barrier(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e"), B = kir_block_new(f, "b");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E);
	store(f, E, 0, V(t));
	jmp(f, E, B);
	f->blocks[B].barrier = 1;
	store(f, B, 1, V(t));
	ret(f, B);
	compile(f, &c, 1);
	assert_int_equal(count(&c, OP_BAR), 1);
	assert_int_equal(c.insts[first_pc(&c, f, B)].op, OP_BAR);
	/* the jump e -> b falls through */
	assert_int_equal(count(&c, OP_JMP), 0);
	int32_t out[2];
	run(&c, 6, out);
	assert_int_equal(out[1], 6);
	pass_simt_free(&c);
	kir_module_free(m);
}

/* 64-bit values take even-aligned pairs: in order of definition t gets r0,
 * w1 the pair 2:3 (r1 cannot start one), t2 r1, w2 (t still live) 4:5, so
 * the kernel needs 6 registers where an aligned packing would need 5. */
static void
test_pairs(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e");
	SimtCode c;

	f->entry = E;
	uint32_t t = tid(f, E);
	KirRef at[1] = { V(t) };
	uint32_t w1 = kir_inst_new(f, E, OP_SEXT, IT_I64, at, 1);
	uint32_t t2 = op2(f, E, OP_IADD, V(t), c32(f, 1));
	KirRef at2[1] = { V(t2) };
	uint32_t w2 = kir_inst_new(f, E, OP_SEXT, IT_I64, at2, 1);
	uint32_t t3 = op2(f, E, OP_IADD, V(t), c32(f, 2));
	KirRef s[2] = { V(w1), V(w2) };
	uint32_t sum = kir_inst_new(f, E, OP_IADD, IT_I64, s, 2);
	KirRef tr[1] = { V(sum) };
	uint32_t lo = kir_inst_new(f, E, OP_TRUNC, IT_I32, tr, 1);
	uint32_t r = op2(f, E, OP_IADD, V(lo), V(t3));
	store(f, E, 0, V(r));
	ret(f, E);
	compile(f, &c, 1);
	assert_int_equal(c.nregs, 6);
	for (uint32_t pc = 0; pc < c.ninsts; pc++) {
		const SimtInst *x = &c.insts[pc];
		if (x->dst != SIMT_NONE && isa_type_size((IsaType)x->type) > 4) {
			assert_int_equal(x->dst % 2, 0);
			assert_true(x->dst + 1 < c.nregs);
		}
	}
	pass_simt_free(&c);
	kir_module_free(m);
}

/* [r+imm] addressing: p = 0 + sext(t); st [p + 8 + 4] = t folds both
 * constant adds into the store's offset (12), so neither is emitted; the
 * add p + 4 that is also stored as a value keeps its instruction, and the
 * store to p + 24 folds its own. The stream computes what the IR does. */
static void
test_offsets(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "k");
	uint32_t E = kir_block_new(f, "e");
	SimtCode c;
	int32_t out[16] = { 0 };

	f->entry = E;
	uint32_t t = tid(f, E);
	KirRef at[1] = { V(t) };
	uint32_t w = kir_inst_new(f, E, OP_SEXT, IT_I64, at, 1);
	KirRef a0[2] = { kir_const(f, IT_I64, 0), V(w) };
	uint32_t p0 = kir_inst_new(f, E, OP_IADD, IT_PTR, a0, 2);
	KirRef a1[2] = { V(p0), kir_const(f, IT_I64, 8) };
	uint32_t p1 = kir_inst_new(f, E, OP_IADD, IT_PTR, a1, 2);
	KirRef a2[2] = { V(p1), kir_const(f, IT_I64, 4) };
	uint32_t p2 = kir_inst_new(f, E, OP_IADD, IT_PTR, a2, 2);
	KirRef a3[2] = { V(p0), kir_const(f, IT_I64, 4) };
	uint32_t p3 = kir_inst_new(f, E, OP_IADD, IT_PTR, a3, 2);
	KirRef a4[2] = { V(p0), kir_const(f, IT_I64, 24) };
	uint32_t p4 = kir_inst_new(f, E, OP_IADD, IT_PTR, a4, 2);
	KirRef s1[2] = { V(p2), V(t) };
	uint32_t st = kir_inst_new(f, E, OP_ST, IT_I32, s1, 2);
	f->insts[st].aspace = AS_GLOBAL;   /* after the call: it may move insts */
	KirRef s2[2] = { V(p4), V(p3) };
	st = kir_inst_new(f, E, OP_ST, IT_PTR, s2, 2);
	f->insts[st].aspace = AS_GLOBAL;
	ret(f, E);
	compile(f, &c, 1);
	assert_int_equal(count(&c, OP_IADD), 2);   /* p0 and p3 */
	const SimtInst *st1 = find(&c, OP_ST, 0), *st2 = find(&c, OP_ST, 1);
	assert_non_null(st1);
	assert_non_null(st2);
	assert_int_equal(st1->offset, 12);
	assert_int_equal(st2->offset, 24);
	assert_int_equal(st1->in[0].kind, DIN_NODE);
	assert_int_equal(st1->in[0].src, st2->in[0].src);   /* both on p0 */
	run(&c, 4, out);
	assert_int_equal(out[4], 4);    /* (4 + 12) / 4 */
	assert_int_equal(out[7], 8);    /* (4 + 24) / 4: p3 = 8 */
	pass_simt_free(&c);
	kir_module_free(m);
}

/* The same kernel twice: the same stream, byte for byte. */
static void
test_deterministic(void **state)
{
	(void)state;
	SimtCode c[2];

	for (int k = 0; k < 2; k++) {
		KirModule *m = kir_module_new("t.ll");
		KirFunc *f = kir_func_new(m, "k");
		uint32_t E = kir_block_new(f, "e"), H = kir_block_new(f, "h"),
		         X = kir_block_new(f, "x");

		f->entry = E;
		uint32_t t = tid(f, E);
		jmp(f, E, H);
		uint32_t i = phi2(f, H, c32(f, 0), E, 0, H);
		uint32_t i1 = op2(f, H, OP_IADD, V(i), c32(f, 1));
		kir_args(f, &f->insts[i])[2] = V(i1);
		uint32_t cnd = op2(f, H, OP_ICMP, V(i1), V(t));
		br(f, H, V(cnd), H, X);
		store(f, X, 0, V(i1));
		ret(f, X);
		compile(f, &c[k], 1);
		kir_module_free(m);
	}
	assert_int_equal(c[0].ninsts, c[1].ninsts);
	assert_int_equal(c[0].nregs, c[1].nregs);
	for (uint32_t pc = 0; pc < c[0].ninsts; pc++) {
		const SimtInst *x = &c[0].insts[pc], *y = &c[1].insts[pc];
		assert_int_equal(x->op, y->op);
		assert_int_equal(x->dst, y->dst);
		assert_int_equal(x->target[0], y->target[0]);
		assert_int_equal(x->reconv, y->reconv);
		for (uint32_t s = 0; s < x->nin; s++)
			assert_memory_equal(&x->in[s], &y->in[s], sizeof x->in[s]);
	}
	pass_simt_free(&c[0]);
	pass_simt_free(&c[1]);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_if_else),
		cmocka_unit_test(test_if_no_else),
		cmocka_unit_test(test_loop_swap),
		cmocka_unit_test(test_loop_hoist),
		cmocka_unit_test(test_zero_heuristic),
		cmocka_unit_test(test_spill),
		cmocka_unit_test(test_nested),
		cmocka_unit_test(test_barrier),
		cmocka_unit_test(test_pairs),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_offsets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
