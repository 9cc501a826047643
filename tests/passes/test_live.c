/* Live values: which values become live values, per-block reads and
 * (conditional) writes, per-edge liveness, and ID colouring. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))
#define UNDEF KIR_REF(KREF_UNDEF, 0)

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

	return kir_inst_new(f, b, op, op == OP_ICMP ? IT_I1 : IT_I32, a, 2);
}

static uint32_t
load(KirFunc *f, uint32_t b)
{
	KirRef a[1] = { kir_const(f, IT_I64, 64) };
	uint32_t i = kir_inst_new(f, b, OP_LD, IT_I32, a, 1);

	f->insts[i].aspace = AS_GLOBAL;
	return i;
}

static void
store(KirFunc *f, uint32_t b, KirRef v)
{
	KirRef a[2] = { kir_const(f, IT_I64, 128), v };
	uint32_t i = kir_inst_new(f, b, OP_ST, IT_I32, a, 2);

	f->insts[i].aspace = AS_GLOBAL;
}

static uint32_t
tid(KirFunc *f, uint32_t b)
{
	uint32_t i = kir_inst_new(f, b, OP_TID, IT_I32, NULL, 0);

	f->insts[i].imm = ISA_TID_X;
	return i;
}

static uint32_t
phi2(KirFunc *f, uint32_t b, KirRef v0, uint32_t b0, KirRef v1, uint32_t b1)
{
	KirRef a[4] = { v0, b0, v1, b1 };

	return kir_inst_new(f, b, OP_PHI, IT_I32, a, 4);
}

static void
set_incoming(KirFunc *f, uint32_t phi, uint32_t k, KirRef v)
{
	kir_args(f, &f->insts[phi])[2 * k] = v;
}

/* Verify, schedule and analyse. */
static void
analyse(KirFunc *f, KirLive *l)
{
	DiagList d = { 0 };

	assert_int_equal(kir_verify(f, &d), 0);
	assert_int_equal(pass_schedule(f, &d), 0);
	diag_print(&d, stderr);
	diag_free(&d);
	pass_live(f, l);
	assert_int_equal(l->nblocks, f->nblocks);
}

/* A sorted list equals the given values (count first, then values). */
static void
check_list(const uint32_t *got, uint32_t n, uint32_t want_n, ...)
{
	va_list ap;

	assert_int_equal(n, want_n);
	va_start(ap, want_n);
	for (uint32_t k = 0; k < want_n; k++)
		assert_int_equal(got[k], va_arg(ap, uint32_t));
	va_end(ap);
}

static void
check_write(const LiveWrite *w, uint32_t lv, KirRef value, uint8_t when)
{
	assert_int_equal(w->lv, lv);
	assert_int_equal(w->value, value);
	assert_int_equal(w->when, when);
}

static void
test_diamond(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "diamond");
	uint32_t e = kir_block_new(f, "entry"), t = kir_block_new(f, "then");
	uint32_t el = kir_block_new(f, "else"), mg = kir_block_new(f, "merge");
	KirLive l;

	f->entry = e;
	uint32_t th = tid(f, e);
	uint32_t k = op2(f, e, OP_IADD, V(th), c32(f, 1));
	uint32_t c = op2(f, e, OP_ICMP, V(th), c32(f, 0));
	br(f, e, V(c), t, el);
	uint32_t x = op2(f, t, OP_IADD, V(th), c32(f, 2));
	jmp(f, t, mg);
	uint32_t y = op2(f, el, OP_IMUL, V(th), c32(f, 3));
	jmp(f, el, mg);
	uint32_t p = phi2(f, mg, V(x), t, V(y), el);
	uint32_t s = op2(f, mg, OP_IADD, V(p), V(k));
	store(f, mg, V(s));
	ret(f, mg);
	analyse(f, &l);

	/* k (used in merge) and the phi; x and y reach the phi from their own
	 * blocks, the thread ID is regenerated, c stays in entry */
	assert_int_equal(l.nlv, 2);
	assert_int_equal(l.lv[1].inst, k);
	assert_int_equal(l.lv[1].def_block, e);
	assert_int_equal(l.lv[2].inst, p);
	assert_int_equal(l.lv_of[k], 1);
	assert_int_equal(l.lv_of[p], 2);
	assert_int_equal(l.lv_of[th], 0);
	assert_int_equal(l.lv_of[x], 0);
	assert_int_equal(l.lv_of[y], 0);
	assert_int_equal(l.lv_of[c], 0);

	check_list(l.blocks[e].reads, l.blocks[e].nreads, 0);
	check_list(l.blocks[t].reads, l.blocks[t].nreads, 0);
	check_list(l.blocks[mg].reads, l.blocks[mg].nreads, 2, 1, 2);
	assert_int_equal(l.blocks[e].nwrites, 1);
	check_write(&l.blocks[e].writes[0], 1, V(k), LVW_ALWAYS);
	assert_int_equal(l.blocks[t].nwrites, 1);
	check_write(&l.blocks[t].writes[0], 2, V(x), LVW_ALWAYS);
	assert_int_equal(l.blocks[el].nwrites, 1);
	check_write(&l.blocks[el].writes[0], 2, V(y), LVW_ALWAYS);
	assert_int_equal(l.blocks[mg].nwrites, 0);

	check_list(l.blocks[e].live_in, l.blocks[e].nlive_in, 0);
	check_list(l.blocks[e].live_out, l.blocks[e].nlive_out, 1, 1);
	check_list(l.blocks[t].live_in, l.blocks[t].nlive_in, 1, 1);
	check_list(l.blocks[t].live_out, l.blocks[t].nlive_out, 2, 1, 2);
	check_list(l.blocks[mg].live_in, l.blocks[mg].nlive_in, 2, 1, 2);
	check_list(l.blocks[mg].live_out, l.blocks[mg].nlive_out, 0);
	assert_int_not_equal(l.lv[1].id, l.lv[2].id);
	assert_int_equal(l.nids, 2);
	pass_live_free(&l);
	kir_module_free(m);
}

/* entry: n = ld; jmp head
 * head: i = phi [0, entry], [i2, latch]; c = icmp i, n; br c, latch, exit
 * latch: i2 = i + 1; jmp head
 * exit: ret */
static KirFunc *
build_loop(KirModule *m, uint32_t *b, uint32_t *v)
{
	KirFunc *f = kir_func_new(m, "loop");
	uint32_t e = kir_block_new(f, "entry"), h = kir_block_new(f, "head");
	uint32_t la = kir_block_new(f, "latch"), x = kir_block_new(f, "exit");

	f->entry = e;
	uint32_t n = load(f, e);
	jmp(f, e, h);
	uint32_t i = phi2(f, h, c32(f, 0), e, UNDEF, la);
	uint32_t c = op2(f, h, OP_ICMP, V(i), V(n));
	br(f, h, V(c), la, x);
	uint32_t i2 = op2(f, la, OP_IADD, V(i), c32(f, 1));
	set_incoming(f, i, 1, V(i2));
	jmp(f, la, h);
	ret(f, x);
	b[0] = e, b[1] = h, b[2] = la, b[3] = x;
	v[0] = n, v[1] = i, v[2] = i2, v[3] = c;
	return f;
}

static void
test_loop(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t b[4], v[4];
	KirFunc *f = build_loop(m, b, v);
	KirLive l;

	analyse(f, &l);
	assert_true(pass_is_back_edge(f, b[2], b[1]));
	assert_int_equal(l.nlv, 2);
	assert_int_equal(l.lv_of[v[0]], 1);   /* n: defined first */
	assert_int_equal(l.lv_of[v[1]], 2);   /* the phi */
	assert_int_equal(l.lv_of[v[2]], 0);   /* i2 feeds the phi from latch */
	assert_int_equal(l.lv_of[v[3]], 0);

	assert_int_equal(l.blocks[b[0]].nwrites, 2);
	check_write(&l.blocks[b[0]].writes[0], 1, V(v[0]), LVW_ALWAYS);
	check_write(&l.blocks[b[0]].writes[1], 2, c32(f, 0), LVW_ALWAYS);
	assert_int_equal(l.blocks[b[2]].nwrites, 1);
	check_write(&l.blocks[b[2]].writes[0], 2, V(v[2]), LVW_ALWAYS);
	assert_int_equal(l.blocks[b[1]].nwrites, 0);
	check_list(l.blocks[b[1]].reads, l.blocks[b[1]].nreads, 2, 1, 2);
	check_list(l.blocks[b[2]].reads, l.blocks[b[2]].nreads, 1, 2);

	/* n stays live around the loop, through the latch that never uses it */
	check_list(l.blocks[b[2]].live_in, l.blocks[b[2]].nlive_in, 2, 1, 2);
	check_list(l.blocks[b[2]].live_out, l.blocks[b[2]].nlive_out, 2, 1, 2);
	check_list(l.blocks[b[1]].live_in, l.blocks[b[1]].nlive_in, 2, 1, 2);
	check_list(l.blocks[b[1]].live_out, l.blocks[b[1]].nlive_out, 2, 1, 2);
	check_list(l.blocks[b[0]].live_in, l.blocks[b[0]].nlive_in, 0);
	check_list(l.blocks[b[3]].live_in, l.blocks[b[3]].nlive_in, 0);
	assert_int_equal(l.nids, 2);
	pass_live_free(&l);
	kir_module_free(m);
}

/* entry: jmp l
 * l: p = phi [0, entry], [p2, l]   read and written in l
 *    q = phi [0, entry], [q2, l]   written in l towards l only, read in x
 *    r = phi [5, entry], [r, l]    unchanged around the loop
 *    p2 = p + 1; q2 = p + 7; c = icmp p2, 10; br c, l, x
 * x: st q + r; ret */
static void
test_self_loop(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "self");
	uint32_t e = kir_block_new(f, "entry"), lp = kir_block_new(f, "l");
	uint32_t x = kir_block_new(f, "x");
	KirLive l;

	f->entry = e;
	jmp(f, e, lp);
	uint32_t p = phi2(f, lp, c32(f, 0), e, UNDEF, lp);
	uint32_t q = phi2(f, lp, c32(f, 0), e, UNDEF, lp);
	uint32_t r = phi2(f, lp, c32(f, 5), e, UNDEF, lp);
	set_incoming(f, r, 1, V(r));
	uint32_t p2 = op2(f, lp, OP_IADD, V(p), c32(f, 1));
	uint32_t q2 = op2(f, lp, OP_IADD, V(p), c32(f, 7));
	set_incoming(f, p, 1, V(p2));
	set_incoming(f, q, 1, V(q2));
	uint32_t c = op2(f, lp, OP_ICMP, V(p2), c32(f, 10));
	br(f, lp, V(c), lp, x);
	uint32_t s = op2(f, x, OP_IADD, V(q), V(r));
	store(f, x, V(s));
	ret(f, x);
	analyse(f, &l);

	assert_true(pass_is_back_edge(f, lp, lp));
	assert_int_equal(l.nlv, 3);
	assert_int_equal(l.lv_of[p], 1);
	assert_int_equal(l.lv_of[q], 2);
	assert_int_equal(l.lv_of[r], 3);
	assert_int_equal(l.lv_of[p2], 0);
	assert_int_equal(l.lv_of[q2], 0);
	/* the latch reads the phi it writes (see the contract in passes.h);
	 * r's self incoming is neither a store nor a load */
	check_list(l.blocks[lp].reads, l.blocks[lp].nreads, 1, 1);
	assert_int_equal(l.blocks[lp].nwrites, 2);
	check_write(&l.blocks[lp].writes[0], 1, V(p2), LVW_SUCC0);
	check_write(&l.blocks[lp].writes[1], 2, V(q2), LVW_SUCC0);
	assert_int_equal(l.blocks[e].nwrites, 3);
	check_write(&l.blocks[e].writes[2], 3, c32(f, 5), LVW_ALWAYS);
	check_list(l.blocks[x].reads, l.blocks[x].nreads, 2, 2, 3);
	/* per edge: q is stored only towards l, so the exit edge still needs
	 * the value q had on entry; r is never stored in l */
	check_list(l.blocks[lp].live_in, l.blocks[lp].nlive_in, 3, 1, 2, 3);
	check_list(l.blocks[lp].live_out, l.blocks[lp].nlive_out, 3, 1, 2, 3);
	check_list(l.blocks[e].live_in, l.blocks[e].nlive_in, 0);
	assert_int_equal(l.nids, 3);
	pass_live_free(&l);
	kir_module_free(m);
}

/* entry: a = ld; c = icmp a, 0; br c, M, A  (or A, M when swapped)
 * A: b = a + 1; jmp M
 * M: p = phi [a, entry], [b, A]; st p; ret */
static void
conditional_phi(int swapped)
{
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "cond");
	uint32_t e = kir_block_new(f, "entry"), a = kir_block_new(f, "a");
	uint32_t mg = kir_block_new(f, "m");
	KirLive l;

	f->entry = e;
	uint32_t va = load(f, e);
	uint32_t c = op2(f, e, OP_ICMP, V(va), c32(f, 0));
	if (swapped)
		br(f, e, V(c), a, mg);
	else
		br(f, e, V(c), mg, a);
	uint32_t vb = op2(f, a, OP_IADD, V(va), c32(f, 1));
	jmp(f, a, mg);
	uint32_t p = phi2(f, mg, V(va), e, V(vb), a);
	store(f, mg, V(p));
	ret(f, mg);
	analyse(f, &l);

	assert_int_equal(l.nlv, 2);
	assert_int_equal(l.lv_of[va], 1);
	assert_int_equal(l.lv_of[p], 2);
	assert_int_equal(l.lv_of[vb], 0);
	assert_int_equal(l.blocks[e].nwrites, 2);
	check_write(&l.blocks[e].writes[0], 1, V(va), LVW_ALWAYS);
	check_write(&l.blocks[e].writes[1], 2, V(va),
	            swapped ? LVW_SUCC1 : LVW_SUCC0);
	assert_int_equal(l.blocks[a].nwrites, 1);
	check_write(&l.blocks[a].writes[0], 2, V(vb), LVW_ALWAYS);
	check_list(l.blocks[a].reads, l.blocks[a].nreads, 1, 1);
	check_list(l.blocks[e].live_out, l.blocks[e].nlive_out, 2, 1, 2);
	check_list(l.blocks[a].live_in, l.blocks[a].nlive_in, 1, 1);
	check_list(l.blocks[mg].live_in, l.blocks[mg].nlive_in, 1, 2);
	pass_live_free(&l);
	kir_module_free(m);
}

static void
test_conditional_phi_writes(void **state)
{
	(void)state;
	conditional_phi(0);
	conditional_phi(1);
}

/* A branch whose two targets coincide is one edge: an unconditional write,
 * and only one. The phi incoming is also used in its own block (not a live
 * value), while the branch condition, defined elsewhere, is one. */
static void
test_same_successor(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "same");
	uint32_t e = kir_block_new(f, "entry"), b = kir_block_new(f, "b");
	uint32_t mg = kir_block_new(f, "m");
	KirLive l;

	f->entry = e;
	uint32_t c = op2(f, e, OP_ICMP, V(load(f, e)), c32(f, 0));
	jmp(f, e, b);
	uint32_t va = load(f, b);
	br(f, b, V(c), mg, mg);
	KirRef pa[2] = { V(va), b };
	uint32_t p = kir_inst_new(f, mg, OP_PHI, IT_I32, pa, 2);
	store(f, mg, V(p));
	ret(f, mg);
	analyse(f, &l);

	assert_int_equal(l.nlv, 2);
	assert_int_equal(l.lv_of[c], 1);
	assert_int_equal(l.lv_of[va], 0);
	assert_int_equal(l.lv_of[p], 2);
	check_list(l.blocks[b].reads, l.blocks[b].nreads, 1, 1);
	assert_int_equal(l.blocks[b].nwrites, 1);
	check_write(&l.blocks[b].writes[0], 2, V(va), LVW_ALWAYS);
	pass_live_free(&l);
	kir_module_free(m);
}

static void
test_tid_not_live(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "tid");
	uint32_t e = kir_block_new(f, "entry"), b = kir_block_new(f, "b");
	KirLive l;

	f->entry = e;
	uint32_t t = tid(f, e);
	uint32_t u = op2(f, e, OP_IADD, V(t), c32(f, 1));
	jmp(f, e, b);
	store(f, b, V(t));
	store(f, b, V(u));
	ret(f, b);
	analyse(f, &l);

	/* u, an ordinary value used the same way, is live; t is not */
	assert_int_equal(l.nlv, 1);
	assert_int_equal(l.lv_of[t], 0);
	assert_int_equal(l.lv_of[u], 1);
	check_list(l.blocks[b].reads, l.blocks[b].nreads, 1, 1);
	assert_int_equal(l.blocks[e].nwrites, 1);
	assert_int_equal(l.nids, 1);
	pass_live_free(&l);
	kir_module_free(m);
}

/* b0: x = ld; z = ld -> b1: st x -> b2: y = ld -> b3: st y; st z
 * x and y never live at once: one ID; z overlaps both. */
static void
test_interference(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "chain");
	uint32_t b[4];
	KirLive l;

	for (int i = 0; i < 4; i++)
		b[i] = kir_block_new(f, NULL);
	f->entry = b[0];
	uint32_t x = load(f, b[0]), z = load(f, b[0]);
	jmp(f, b[0], b[1]);
	store(f, b[1], V(x));
	jmp(f, b[1], b[2]);
	uint32_t y = load(f, b[2]);
	jmp(f, b[2], b[3]);
	store(f, b[3], V(y));
	store(f, b[3], V(z));
	ret(f, b[3]);
	analyse(f, &l);

	assert_int_equal(l.nlv, 3);
	uint32_t lx = l.lv_of[x], ly = l.lv_of[y], lz = l.lv_of[z];
	assert_int_equal(lx, 1);
	assert_int_equal(lz, 2);
	assert_int_equal(ly, 3);
	check_list(l.blocks[b[2]].live_in, l.blocks[b[2]].nlive_in, 1, lz);
	check_list(l.blocks[b[1]].live_out, l.blocks[b[1]].nlive_out, 1, lz);
	assert_int_equal(l.lv[lx].id, l.lv[ly].id);
	assert_int_not_equal(l.lv[lx].id, l.lv[lz].id);
	assert_int_equal(l.lv[lx].id, 0);
	assert_int_equal(l.lv[lz].id, 1);
	assert_int_equal(l.nids, 2);
	pass_live_free(&l);
	kir_module_free(m);
}

/* entry: x = ld -> a: st x -> m: d = phi [7, a] (never used)
 * a stores d while x is live there: a dead write still needs its own ID,
 * or it would clobber x. */
static void
test_dead_write(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "dead");
	uint32_t e = kir_block_new(f, "entry"), a = kir_block_new(f, "a");
	uint32_t mg = kir_block_new(f, "m");
	KirLive l;

	f->entry = e;
	uint32_t x = load(f, e);
	jmp(f, e, a);
	store(f, a, V(x));
	jmp(f, a, mg);
	KirRef pa[2] = { c32(f, 7), a };
	uint32_t d = kir_inst_new(f, mg, OP_PHI, IT_I32, pa, 2);
	ret(f, mg);
	analyse(f, &l);

	assert_int_equal(l.nlv, 2);
	check_list(l.blocks[a].live_out, l.blocks[a].nlive_out, 0);
	assert_int_equal(l.blocks[a].nwrites, 1);
	check_write(&l.blocks[a].writes[0], l.lv_of[d], c32(f, 7), LVW_ALWAYS);
	assert_int_not_equal(l.lv[l.lv_of[x]].id, l.lv[l.lv_of[d]].id);
	pass_live_free(&l);
	kir_module_free(m);
}

/* Many values each live across one block of a long chain: the colour count
 * follows the widest block, not the value count. */
static void
test_many_values(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(m, "wide");
	const uint32_t n = 300;
	KirLive l;

	for (uint32_t i = 0; i < n; i++)
		kir_block_new(f, NULL);
	f->entry = 1;
	/* block i defines v_i used in block i+1 and in block i+2 */
	uint32_t *v = calloc(n + 1, sizeof *v);
	for (uint32_t b = 1; b <= n; b++) {
		if (b > 1)
			store(f, b, V(v[b - 1]));
		if (b > 2)
			store(f, b, V(v[b - 2]));
		v[b] = load(f, b);
		if (b < n)
			jmp(f, b, b + 1);
		else
			ret(f, b);
	}
	analyse(f, &l);
	assert_int_equal(l.nlv, n - 1);   /* the last value is used nowhere */
	assert_int_equal(l.nids, 3);
	for (uint32_t b = 3; b < n; b++)
		assert_int_not_equal(l.lv[l.lv_of[v[b]]].id,
		                     l.lv[l.lv_of[v[b - 1]]].id);
	free(v);
	pass_live_free(&l);
	kir_module_free(m);
}

static void
same_live(const KirLive *a, const KirLive *b, uint32_t ninsts)
{
	assert_int_equal(a->nlv, b->nlv);
	assert_int_equal(a->nids, b->nids);
	assert_int_equal(a->nblocks, b->nblocks);
	assert_memory_equal(&a->lv[1], &b->lv[1], a->nlv * sizeof *a->lv);
	assert_memory_equal(a->lv_of, b->lv_of, (ninsts + 1) * sizeof *a->lv_of);
	for (uint32_t k = 1; k <= a->nblocks; k++) {
		const LiveBlock *x = &a->blocks[k], *y = &b->blocks[k];

		assert_int_equal(x->nreads, y->nreads);
		assert_int_equal(x->nwrites, y->nwrites);
		assert_int_equal(x->nlive_in, y->nlive_in);
		assert_int_equal(x->nlive_out, y->nlive_out);
		assert_memory_equal(x->reads, y->reads, x->nreads * sizeof *x->reads);
		for (uint32_t w = 0; w < x->nwrites; w++)
			check_write(&x->writes[w], y->writes[w].lv, y->writes[w].value,
			            y->writes[w].when);
		assert_memory_equal(x->live_in, y->live_in,
		                    x->nlive_in * sizeof *x->live_in);
		assert_memory_equal(x->live_out, y->live_out,
		                    x->nlive_out * sizeof *x->live_out);
	}
}

static void
test_determinism(void **state)
{
	(void)state;
	KirModule *m = kir_module_new("t.ll");
	uint32_t b[4], v[4];
	KirFunc *f = build_loop(m, b, v);
	KirFunc *g = build_loop(m, b, v);
	KirLive l1, l2, l3;

	analyse(f, &l1);
	analyse(g, &l2);
	same_live(&l1, &l2, f->ninsts);
	/* and again on the same, rescheduled, function */
	analyse(f, &l3);
	same_live(&l1, &l3, f->ninsts);
	for (uint32_t id = 0; id < f->nsched; id++)
		assert_int_equal(f->sched[id], g->sched[id]);
	pass_live_free(&l1);
	pass_live_free(&l2);
	pass_live_free(&l3);
	pass_live_free(&l3);   /* freeing twice is harmless */
	kir_module_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_diamond),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_self_loop),
		cmocka_unit_test(test_conditional_phi_writes),
		cmocka_unit_test(test_same_successor),
		cmocka_unit_test(test_tid_not_live),
		cmocka_unit_test(test_interference),
		cmocka_unit_test(test_dead_write),
		cmocka_unit_test(test_many_values),
		cmocka_unit_test(test_determinism),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
