/* If-conversion for GPU-CC: a diamond (phi -> select, store predicated),
 * Figure 1's nested ifs (path predicates), the result as one DFG, and the
 * kernels it must refuse: a loop (at its line), a barrier, a predicated
 * compare-and-swap; the global thread index folded into one coordinate; a
 * select's predicate relative to the outer ones; a test for zero through
 * the value's conversion. */
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

typedef struct {
	KirModule *m;
	KirFunc *f;
	DiagList d;
} Kern;

static void
kern_new(Kern *k)
{
	memset(k, 0, sizeof *k);
	k->m = kir_module_new("test.ll");
	k->f = kir_func_new(k->m, "k");
	k->f->params = calloc(2, sizeof *k->f->params);
	k->f->nparams = 2;
	k->f->params[0] = (KirParam){ .name = "n", .type = IT_I32, .size = 4 };
	k->f->params[1] = (KirParam){ .name = "out", .type = IT_PTR,
	                              .aspace = AS_GLOBAL, .size = 8 };
}

static void
kern_free(Kern *k)
{
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
store(KirFunc *f, uint32_t b, KirRef addr, KirRef v)
{
	uint32_t i = inst(f, b, OP_ST, IT_I32, addr, v, 0);

	f->insts[i].aspace = AS_GLOBAL;
	f->insts[i].align = 4;
	return i;
}

static void
br(KirFunc *f, uint32_t b, KirRef c, uint32_t t, uint32_t e, uint32_t line)
{
	f->blocks[b].term = KTERM_BR;
	f->blocks[b].cond = c;
	f->blocks[b].succ[0] = t;
	f->blocks[b].succ[1] = e;
	f->blocks[b].line = line;
}

static void
jmp(KirFunc *f, uint32_t b, uint32_t t)
{
	f->blocks[b].term = KTERM_JMP;
	f->blocks[b].succ[0] = t;
}

static uint32_t
phi2(KirFunc *f, uint32_t b, KirRef v0, uint32_t b0, KirRef v1, uint32_t b1)
{
	KirRef a[4] = { v0, b0, v1, b1 };

	return kir_inst_new(f, b, OP_PHI, IT_I32, a, 4);
}

static const KirInst *
in_of(const KirFunc *f, KirRef r)
{
	assert_int_equal(KIR_TAG(r), KREF_VAL);
	return &f->insts[KIR_IDX(r)];
}

static KirRef
arg(const KirFunc *f, uint32_t i, uint32_t j)
{
	return kir_args(f, &f->insts[i])[j];
}

/* x is (xor c true) */
static void
assert_not(const KirFunc *f, KirRef x, KirRef c)
{
	const KirInst *in = in_of(f, x);

	assert_int_equal(in->op, OP_XOR);
	assert_int_equal(kir_args(f, in)[0], c);
	assert_int_equal(kir_args(f, in)[1], kir_const((KirFunc *)f, IT_I1, 1));
}

static void
convert(Kern *k)
{
	assert_int_equal(kir_verify(k->f, &k->d), 0);
	assert_int_equal(pass_schedule(k->f, &k->d), 0);
	int rc = pass_ifconvert(k->f, &k->d);
	if (rc)
		diag_print(&k->d, stderr);
	assert_int_equal(rc, 0);
	assert_int_equal(k->f->nblocks, 1);
	assert_int_equal(k->f->nsched, 1);
	assert_int_equal(k->f->blocks[k->f->entry].term, KTERM_RET);
	assert_int_equal(kir_verify(k->f, &k->d), 0);
}

/* if (t < n) a = t + 1; else { b = t - 1; out[t] = b; } out[0] = phi */
static void
test_diamond(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), T = kir_block_new(f, "then"),
	         F = kir_block_new(f, "else"), J = kir_block_new(f, "join");
	f->entry = e;
	uint32_t t = inst(f, e, OP_TID, IT_I32, 0, 0, 0);
	f->insts[t].imm = ISA_TID_X;
	uint32_t c = inst(f, e, OP_ICMP, IT_I1, V(t), P(0), 0);
	f->insts[c].imm = ISA_ICMP_SLT;
	br(f, e, V(c), T, F, 3);
	uint32_t a = inst(f, T, OP_IADD, IT_I32, V(t), kir_const(f, IT_I32, 1), 0);
	jmp(f, T, J);
	uint32_t b = inst(f, F, OP_ISUB, IT_I32, V(t), kir_const(f, IT_I32, 1), 0);
	uint32_t addr = inst(f, F, OP_IADD, IT_PTR, P(1), V(t), 0);
	uint32_t s1 = store(f, F, V(addr), V(b));
	jmp(f, F, J);
	uint32_t p = phi2(f, J, V(a), T, V(b), F);
	uint32_t s2 = store(f, J, P(1), V(p));
	f->blocks[J].term = KTERM_RET;

	convert(&k);
	/* the phi's slot is now select(c, a, b), still referenced by s2 */
	assert_int_equal(f->insts[p].op, OP_SELECT);
	assert_int_equal(arg(f, p, 0), V(c));
	assert_int_equal(arg(f, p, 1), V(a));
	assert_int_equal(arg(f, p, 2), V(b));
	assert_int_equal(arg(f, s2, 1), V(p));
	/* the else-side store happens only when !c; the join's always */
	assert_true(f->insts[s1].flags & ISAF_PREDICATED);
	assert_int_equal(f->insts[s1].nargs, 3);
	assert_not(f, arg(f, s1, 2), V(c));
	assert_false(f->insts[s2].flags & ISAF_PREDICATED);
	assert_int_equal(f->insts[s2].nargs, 2);
	/* both sides are in the block */
	assert_int_equal(f->insts[a].block, f->entry);
	assert_int_equal(f->insts[b].block, f->entry);

	/* and it is one graph with no live values */
	KirLive live;
	DfgFunc dfg = { 0 };
	pass_live(f, &live);
	assert_int_equal(live.nlv, 0);
	pass_dfg(f, &live, NULL, &dfg);
	assert_int_equal(dfg.nblocks, 1);
	assert_int_equal(dfg.blocks[0].count[UC_LVU], 0);
	uint32_t pst = 0;
	for (uint32_t n = 1; n <= dfg.blocks[0].nnodes; n++)
		if (dfg.blocks[0].nodes[n].op == OP_ST &&
		    dfg.blocks[0].nodes[n].flags & ISAF_PREDICATED)
			pst++;
	assert_int_equal(pst, 1);
	dfg_func_free(&dfg);
	pass_live_free(&live);
	kern_free(&k);
}

/* Figure 1a of the VGIW paper: BB1 -> {BB2, BB3}, BB3 -> {BB4, BB5}, all
 * to BB6; stores in BB2, BB4 and BB5 and a three-way phi in BB6. */
static void
test_figure1(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t b1 = kir_block_new(f, "bb1"), b2 = kir_block_new(f, "bb2"),
	         b3 = kir_block_new(f, "bb3"), b4 = kir_block_new(f, "bb4"),
	         b5 = kir_block_new(f, "bb5"), b6 = kir_block_new(f, "bb6");
	f->entry = b1;
	uint32_t t = inst(f, b1, OP_TID, IT_I32, 0, 0, 0);
	f->insts[t].imm = ISA_TID_X;
	uint32_t c1 = inst(f, b1, OP_ICMP, IT_I1, V(t), P(0), 0);
	f->insts[c1].imm = ISA_ICMP_SGT;
	br(f, b1, V(c1), b2, b3, 11);
	uint32_t v2 = inst(f, b2, OP_IMUL, IT_I32, V(t), kir_const(f, IT_I32, 2), 0);
	uint32_t s2 = store(f, b2, P(1), V(v2));
	jmp(f, b2, b6);
	uint32_t c2 = inst(f, b3, OP_ICMP, IT_I1, V(t), kir_const(f, IT_I32, 7), 0);
	f->insts[c2].imm = ISA_ICMP_EQ;
	br(f, b3, V(c2), b4, b5, 19);
	uint32_t v4 = inst(f, b4, OP_IADD, IT_I32, V(t), kir_const(f, IT_I32, 4), 0);
	uint32_t s4 = store(f, b4, P(1), V(v4));
	jmp(f, b4, b6);
	uint32_t v5 = inst(f, b5, OP_ISUB, IT_I32, V(t), kir_const(f, IT_I32, 5), 0);
	uint32_t s5 = store(f, b5, P(1), V(v5));
	jmp(f, b5, b6);
	KirRef a[6] = { V(v2), b2, V(v4), b4, V(v5), b5 };
	uint32_t p = kir_inst_new(f, b6, OP_PHI, IT_I32, a, 6);
	uint32_t s6 = store(f, b6, P(1), V(p));
	f->blocks[b6].term = KTERM_RET;

	convert(&k);
	/* path predicates: BB2 = c1, BB4 = !c1 & c2, BB5 = !c1 & !c2 */
	assert_int_equal(arg(f, s2, 2), V(c1));
	const KirInst *p4 = in_of(f, arg(f, s4, 2));
	assert_int_equal(p4->op, OP_AND);
	assert_not(f, kir_args(f, p4)[0], V(c1));
	assert_int_equal(kir_args(f, p4)[1], V(c2));
	const KirInst *p5 = in_of(f, arg(f, s5, 2));
	assert_int_equal(p5->op, OP_AND);
	assert_int_equal(kir_args(f, p5)[0], kir_args(f, p4)[0]);  /* one NOT */
	assert_not(f, kir_args(f, p5)[1], V(c2));
	assert_false(f->insts[s6].flags & ISAF_PREDICATED);
	/* phi: select(c1, v2, select(c2, v4, v5)): the inner select counts
	 * only where c1 is false, so !c1 & c2 is c2 there */
	assert_int_equal(f->insts[p].op, OP_SELECT);
	assert_int_equal(arg(f, p, 0), V(c1));
	assert_int_equal(arg(f, p, 1), V(v2));
	const KirInst *inner = in_of(f, arg(f, p, 2));
	assert_int_equal(inner->op, OP_SELECT);
	assert_int_equal(kir_args(f, inner)[0], V(c2));
	assert_int_equal(kir_args(f, inner)[1], V(v4));
	assert_int_equal(kir_args(f, inner)[2], V(v5));
	kern_free(&k);
}

/* A loop that survived -O3 has no trip count the unroller could use. */
static void
test_loop_rejected(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), h = kir_block_new(f, "loop"),
	         x = kir_block_new(f, "exit");
	f->entry = e;
	jmp(f, e, h);
	uint32_t i = phi2(f, h, kir_const(f, IT_I32, 0), e, 0, h);
	uint32_t n = inst(f, h, OP_IADD, IT_I32, V(i), kir_const(f, IT_I32, 1), 0);
	kir_args(f, &f->insts[i])[2] = V(n);
	uint32_t c = inst(f, h, OP_ICMP, IT_I1, V(n), P(0), 0);
	f->insts[c].imm = ISA_ICMP_SLT;
	br(f, h, V(c), h, x, 42);
	store(f, x, P(1), V(n));
	f->blocks[x].term = KTERM_RET;
	assert_int_equal(pass_schedule(f, &k.d), 0);
	uint32_t nb = f->nblocks;

	assert_int_equal(pass_ifconvert(f, &k.d), 1);
	assert_int_equal(k.d.errors, 1);
	assert_int_equal(k.d.items[0].line, 42);
	assert_non_null(strstr(k.d.items[0].message, "kernel 'k'"));
	assert_non_null(strstr(k.d.items[0].message, "loop with unknown trip count"));
	assert_int_equal(f->nblocks, nb);   /* untouched */
	kern_free(&k);
}

static void
test_barrier_rejected(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), a = kir_block_new(f, "after");
	f->entry = e;
	store(f, e, P(1), kir_const(f, IT_I32, 1));
	jmp(f, e, a);
	f->blocks[a].barrier = 1;
	uint32_t s = store(f, a, P(1), kir_const(f, IT_I32, 2));
	f->insts[s].line = 7;
	f->blocks[a].term = KTERM_RET;
	assert_int_equal(pass_schedule(f, &k.d), 0);

	assert_int_equal(pass_ifconvert(f, &k.d), 1);
	assert_int_equal(k.d.errors, 1);
	assert_int_equal(k.d.items[0].line, 7);
	assert_non_null(strstr(k.d.items[0].message, "barrier"));
	assert_non_null(strstr(k.d.items[0].message,
	                       "GPU-CC streams threads through one static network"));
	kern_free(&k);
}

static void
test_predicated_cas_rejected(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), T = kir_block_new(f, "then"),
	         x = kir_block_new(f, "exit");
	f->entry = e;
	uint32_t t = inst(f, e, OP_TID, IT_I32, 0, 0, 0);
	uint32_t c = inst(f, e, OP_ICMP, IT_I1, V(t), P(0), 0);
	f->insts[c].imm = ISA_ICMP_SLT;
	br(f, e, V(c), T, x, 3);
	uint32_t cas = inst(f, T, OP_CAS, IT_I32, P(1), V(t), kir_const(f, IT_I32, 9));
	f->insts[cas].line = 5;
	jmp(f, T, x);
	f->blocks[x].term = KTERM_RET;
	assert_int_equal(pass_schedule(f, &k.d), 0);
	assert_int_equal(pass_ifconvert(f, &k.d), 1);
	assert_int_equal(k.d.items[0].line, 5);
	assert_non_null(strstr(k.d.items[0].message, "compare-and-swap"));
	kern_free(&k);
}

static uint32_t
coord(KirFunc *f, uint32_t b, int64_t c)
{
	uint32_t i = inst(f, b, OP_TID, IT_I32, 0, 0, 0);

	f->insts[i].imm = c;
	return i;
}

/* Instructions of the converted block with op and imm. */
static uint32_t
count_op(const KirFunc *f, VgiwOp op, int64_t imm)
{
	const KirBlock *bl = &f->blocks[f->entry];
	uint32_t n = 0;

	for (uint32_t k = 0; k < bl->ninsts; k++) {
		const KirInst *in = &f->insts[bl->insts[k]];

		n += in->op == op && (op != OP_TID || in->imm == imm);
	}
	return n;
}

/* tid.x + ntid.x * ctaid.x (operands swapped both ways) becomes one
 * coordinate, and the parts nothing else uses go; ntid.y in place of
 * ntid.x is left alone. */
static void
test_gid_folded_i32(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry");
	f->entry = e;
	uint32_t tx = coord(f, e, ISA_TID_X), nx = coord(f, e, ISA_NTID_X),
	         cx = coord(f, e, ISA_CTAID_X), ny = coord(f, e, ISA_NTID_Y);
	uint32_t mul = inst(f, e, OP_IMUL, IT_I32, V(nx), V(cx), 0);
	uint32_t gid = inst(f, e, OP_IADD, IT_I32, V(tx), V(mul), 0);
	f->insts[gid].line = 4;
	uint32_t mul2 = inst(f, e, OP_IMUL, IT_I32, V(cx), V(ny), 0);
	uint32_t odd = inst(f, e, OP_IADD, IT_I32, V(mul2), V(tx), 0);
	uint32_t a1 = inst(f, e, OP_IADD, IT_PTR, P(1), V(gid), 0);
	uint32_t s1 = store(f, e, V(a1), V(odd));
	f->blocks[e].term = KTERM_RET;

	convert(&k);
	assert_int_equal(f->insts[gid].op, OP_TID);
	assert_int_equal(f->insts[gid].imm, ISA_GID_X);
	assert_int_equal(f->insts[gid].type, IT_I32);
	assert_int_equal(f->insts[gid].nargs, 0);
	assert_int_equal(f->insts[gid].line, 4);
	assert_int_equal(arg(f, a1, 1), V(gid));
	assert_int_equal(f->insts[odd].op, OP_IADD);
	assert_int_equal(arg(f, s1, 1), V(odd));
	/* ctaid.x and tid.x still feed the other sum; ntid.x and its product
	 * are gone */
	assert_int_equal(count_op(f, OP_TID, ISA_GID_X), 1);
	assert_int_equal(count_op(f, OP_TID, ISA_NTID_X), 0);
	assert_int_equal(count_op(f, OP_TID, ISA_CTAID_X), 1);
	assert_int_equal(count_op(f, OP_IMUL, 0), 1);
	assert_int_equal(f->insts[mul].block, 0);
	kern_free(&k);
}

/* (i64)ctaid.x * (i64)ntid.x + (i64)tid.x, as clang writes a 64-bit
 * index: one i64 coordinate, no extension left. */
static void
test_gid_folded_i64(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry");
	f->entry = e;
	uint32_t cx = coord(f, e, ISA_CTAID_X), nx = coord(f, e, ISA_NTID_X),
	         tx = coord(f, e, ISA_TID_X);
	uint32_t zc = inst(f, e, OP_ZEXT, IT_I64, V(cx), 0, 0);
	uint32_t zn = inst(f, e, OP_ZEXT, IT_I64, V(nx), 0, 0);
	uint32_t mul = inst(f, e, OP_IMUL, IT_I64, V(zc), V(zn), 0);
	uint32_t zt = inst(f, e, OP_ZEXT, IT_I64, V(tx), 0, 0);
	uint32_t gid = inst(f, e, OP_IADD, IT_I64, V(mul), V(zt), 0);
	uint32_t sh = inst(f, e, OP_SHL, IT_I64, V(gid), kir_const(f, IT_I64, 2), 0);
	uint32_t a1 = inst(f, e, OP_IADD, IT_PTR, P(1), V(sh), 0);
	store(f, e, V(a1), kir_const(f, IT_I32, 1));
	f->blocks[e].term = KTERM_RET;

	convert(&k);
	assert_int_equal(f->insts[gid].op, OP_TID);
	assert_int_equal(f->insts[gid].imm, ISA_GID_X);
	assert_int_equal(f->insts[gid].type, IT_I64);
	assert_int_equal(count_op(f, OP_ZEXT, 0), 0);
	assert_int_equal(count_op(f, OP_IMUL, 0), 0);
	assert_int_equal(count_op(f, OP_TID, ISA_TID_X), 0);
	assert_int_equal(f->blocks[f->entry].ninsts, 4);   /* gid, shl, add, st */
	kern_free(&k);
}

/* if (m == 0) out = 1; else out = (float)m: the test reads the conversion
 * the else side makes, moved up before it, and m keeps one consumer. */
static void
test_zero_test_through_conversion(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), T = kir_block_new(f, "then"),
	         F = kir_block_new(f, "else"), J = kir_block_new(f, "join");
	f->entry = e;
	uint32_t t = coord(f, e, ISA_TID_X);
	uint32_t m = inst(f, e, OP_ISUB, IT_I32, V(t), P(0), 0);
	uint32_t c = inst(f, e, OP_ICMP, IT_I1, V(m), kir_const(f, IT_I32, 0), 0);
	f->insts[c].imm = ISA_ICMP_EQ;
	br(f, e, V(c), T, F, 3);
	jmp(f, T, J);
	uint32_t cv = inst(f, F, OP_SITOFP, IT_F32, V(m), 0, 0);
	jmp(f, F, J);
	KirRef a[4] = { kir_const(f, IT_F32, 0x3f800000u), T, V(cv), F };
	uint32_t p = kir_inst_new(f, J, OP_PHI, IT_F32, a, 4);
	uint32_t st = inst(f, J, OP_ST, IT_F32, P(1), V(p), 0);
	f->insts[st].aspace = AS_GLOBAL;
	f->blocks[J].term = KTERM_RET;

	convert(&k);
	assert_int_equal(f->insts[c].op, OP_FCMP);
	assert_int_equal(f->insts[c].imm, ISA_FCMP_OEQ);
	assert_int_equal(arg(f, c, 0), V(cv));
	assert_int_equal(arg(f, c, 1), kir_const(f, IT_F32, 0));
	/* defined before its use, in the one block */
	const KirBlock *bl = &f->blocks[f->entry];
	uint32_t at_cv = 0, at_c = 0;
	for (uint32_t i = 0; i < bl->ninsts; i++) {
		at_cv = bl->insts[i] == cv ? i + 1 : at_cv;
		at_c = bl->insts[i] == c ? i + 1 : at_c;
	}
	assert_true(at_cv && at_c && at_cv < at_c);
	assert_int_equal(arg(f, p, 0), V(c));
	kern_free(&k);
}

/* LLVM 19's form of Figure 1's BB3: a == b where a - b is computed and
 * converted too: the test reads the conversion of the difference. */
static void
test_equality_through_difference(void **state)
{
	Kern k;
	(void)state;
	kern_new(&k);
	KirFunc *f = k.f;
	uint32_t e = kir_block_new(f, "entry"), T = kir_block_new(f, "then"),
	         F = kir_block_new(f, "else"), J = kir_block_new(f, "join");
	f->entry = e;
	uint32_t t = coord(f, e, ISA_TID_X);
	uint32_t x = inst(f, e, OP_IMUL, IT_I32, V(t), kir_const(f, IT_I32, 3), 0);
	uint32_t c = inst(f, e, OP_ICMP, IT_I1, V(x), P(0), 0);
	f->insts[c].imm = ISA_ICMP_NE;
	br(f, e, V(c), T, F, 3);
	jmp(f, T, J);
	uint32_t d = inst(f, F, OP_ISUB, IT_I32, V(x), P(0), 0);
	uint32_t cv = inst(f, F, OP_UITOFP, IT_F64, V(d), 0, 0);
	uint32_t tr = inst(f, F, OP_FPTRUNC, IT_F32, V(cv), 0, 0);
	jmp(f, F, J);
	KirRef a[4] = { kir_const(f, IT_F32, 0), T, V(tr), F };
	uint32_t p = kir_inst_new(f, J, OP_PHI, IT_F32, a, 4);
	uint32_t st = inst(f, J, OP_ST, IT_F32, P(1), V(p), 0);
	f->insts[st].aspace = AS_GLOBAL;
	f->blocks[J].term = KTERM_RET;

	convert(&k);
	assert_int_equal(f->insts[c].op, OP_FCMP);
	assert_int_equal(f->insts[c].imm, ISA_FCMP_UNE);
	assert_int_equal(arg(f, c, 0), V(cv));
	assert_int_equal(arg(f, c, 1), kir_const(f, IT_F64, 0));
	assert_int_equal(arg(f, cv, 0), V(d));
	const KirBlock *bl = &f->blocks[f->entry];
	uint32_t at_d = 0, at_cv = 0, at_c = 0;
	for (uint32_t i = 0; i < bl->ninsts; i++) {
		at_d = bl->insts[i] == d ? i + 1 : at_d;
		at_cv = bl->insts[i] == cv ? i + 1 : at_cv;
		at_c = bl->insts[i] == c ? i + 1 : at_c;
	}
	assert_true(at_d && at_cv && at_c && at_d < at_cv && at_cv < at_c);
	kern_free(&k);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_diamond),
		cmocka_unit_test(test_figure1),
		cmocka_unit_test(test_loop_rejected),
		cmocka_unit_test(test_barrier_rejected),
		cmocka_unit_test(test_predicated_cas_rejected),
		cmocka_unit_test(test_gid_folded_i32),
		cmocka_unit_test(test_gid_folded_i64),
		cmocka_unit_test(test_zero_test_through_conversion),
		cmocka_unit_test(test_equality_through_difference),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
