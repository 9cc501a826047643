/* Files a simulator could not run safely (issue 15): counts whose products
 * wrap or exhaust memory, semantic fields outside what docs/cfg-format.md
 * allows, non-canonical bytes. Each crafted file is the fixture's program
 * with one field changed, encoded (so its CRCs are right and it follows
 * format changes) or, for layout, edited at the spec's offsets. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cfg_fixture.h"

typedef struct {
	Arch *arch;
	Program *p;
} Fx;

static int
setup(void **state)
{
	Fx *f = calloc(1, sizeof *f);

	f->arch = arch_default();
	f->p = fx_program(f->arch);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	Fx *f = *state;

	prog_free(f->p);
	arch_free(f->arch);
	free(f);
	return 0;
}

/* Encode p and require the reader to reject it with every fragment. */
#define REJECTS(p, ...) do { \
	uint8_t *b_; size_t n_; \
	assert_int_equal(cfg_encode((p), &b_, &n_), 0); \
	rejects(b_, n_, NULL, __VA_ARGS__, NULL); \
	free(b_); \
} while (0)

/* The first node of op in the kernel: its block and node. */
static DfgNode *
find(Program *p, VgiwOp op)
{
	ProgKernel *k = &p->kernels[0];

	for (uint32_t b = 0; b < k->nblocks; b++)
		for (uint32_t n = 1; n <= k->blocks[b].graph.nnodes; n++)
			if (k->blocks[b].graph.nodes[n].op == op)
				return &k->blocks[b].graph.nodes[n];
	fail_msg("no %s in the fixture", vgiw_op_info[op].mnemonic);
	return NULL;
}

/* The fixture's unplaced block. */
static ProgBlock *
unplaced(Program *p)
{
	ProgKernel *k = &p->kernels[0];

	for (uint32_t b = 0; b < k->nblocks; b++)
		if (!k->blocks[b].cell)
			return &k->blocks[b];
	fail_msg("no unplaced block in the fixture");
	return NULL;
}

/* The case: 65535 nodes in 65536 replicas of an unplaced block
 * passed the reader, and replicas * (nodes + 1) wrapped to 0 in the
 * simulator. */
static void
test_replicas_wrap(void **state)
{
	Fx *f = *state;
	ProgBlock *b = unplaced(f->p);
	DfgBlock big = { 0 };
	DfgBlock keep = b->graph;
	uint32_t keep_r = b->replicas;

	big.nnodes = 65535;
	big.cap = big.nnodes + 1;
	big.nodes = calloc(big.cap, sizeof *big.nodes);
	for (uint32_t n = 1; n <= big.nnodes; n++) {
		big.nodes[n].op = OP_TID;
		big.nodes[n].type = IT_I32;
	}
	b->graph = big;
	b->replicas = 65536;
	REJECTS(f->p, "at most 65536 nodes in all replicas", "65536 replicas of "
	        "65535 nodes");
	b->replicas = 2;
	REJECTS(f->p, "at most 65536 nodes in all replicas");
	free(big.nodes);
	b->graph = keep;
	b->replicas = 0x7fffffff;
	REJECTS(f->p, "block table", "expected 1..65536 replicas, found "
	        "2147483647");
	b->replicas = keep_r;
}

static void
test_count_bounds(void **state)
{
	Fx *f = *state;
	ProgKernel *k = &f->p->kernels[0];
	uint32_t lv = k->lv_ids, local = k->local_bytes;

	k->lv_ids = 0xffffffffu;
	REJECTS(f->p, "kernel table", "at most 65536 live-value IDs, found "
	        "4294967295");
	k->lv_ids = 0x100000;
	REJECTS(f->p, "at most 65536 live-value IDs");
	k->lv_ids = lv;
	k->local_bytes = 0x80000000u;
	REJECTS(f->p, "at most 524288 local bytes per thread");
	k->local_bytes = local;
	uint64_t size = k->symbols[1].size;
	const uint8_t *init = k->symbols[1].init;
	k->symbols[1].init = NULL;
	k->symbols[1].size = 1ull << 40;
	REJECTS(f->p, "at most 4294967296 bytes in a symbol");
	k->symbols[1].size = size;
	k->symbols[1].init = init;
	uint32_t align = k->symbols[1].align;
	k->symbols[1].align = 3;
	REJECTS(f->p, "symbol's align 0 or a power of two");
	k->symbols[1].align = align;
	align = k->params[0].align;
	k->params[0].align = 1u << 20;
	REJECTS(f->p, "parameter's align 0 or a power of two");
	k->params[0].align = align;
}

static void
test_semantic_fields(void **state)
{
	Fx *f = *state;
	ProgKernel *k = &f->p->kernels[0];
	DfgNode *d, save;

	/* live-value IDs of lvld and lvst below the kernel's count */
	d = find(f->p, OP_LVLD);
	save = *d;
	d->imm = k->lv_ids;
	REJECTS(f->p, "lvld", "live-value IDs", "found 2");
	d->imm = -1;
	REJECTS(f->p, "lvld", "found -1");
	*d = save;
	d = find(f->p, OP_LVST);
	save = *d;
	d->imm = 43;
	REJECTS(f->p, "lvst", "found 43");
	*d = save;
	/* thread coordinates: VGIW's last is the linear thread ID */
	d = find(f->p, OP_TID);
	save = *d;
	d->imm = ISA_GID_X;
	REJECTS(f->p, "tid", "immediate in 0..12, found 13");
	*d = save;
	/* compare predicates */
	d = find(f->p, OP_ICMP);
	save = *d;
	d->imm = 31;
	REJECTS(f->p, "icmp", "immediate in 32..41, found 31");
	d->imm = 42;
	REJECTS(f->p, "icmp", "found 42");
	d->op = OP_FCMP;
	d->imm = 16;
	REJECTS(f->p, "fcmp", "immediate in 0..15, found 16");
	*d = save;
	/* "must be 0": immediates, flags, address spaces, align */
	d = find(f->p, OP_SEXT);
	save = *d;
	d->imm = 5;
	REJECTS(f->p, "sext", "immediate 0..0, found 5");
	*d = save;
	d->aspace = AS_GLOBAL;
	REJECTS(f->p, "sext", "address space 0, found 1");
	*d = save;
	d->align = 4;
	REJECTS(f->p, "sext", "align 0, found 4");
	*d = save;
	d->flags = ISAF_PREDICATED;
	REJECTS(f->p, "flags within 0x43, found 0x04");
	*d = save;
	/* memory operations: an address space of the table, a power-of-two
	 * align, atomic kinds below ISA_ATOM_COUNT */
	d = find(f->p, OP_LD);
	save = *d;
	d->aspace = 2;
	REJECTS(f->p, "ld", "an address space 0, 1, 3, 4, 5 or 101, found 2");
	d->aspace = save.aspace;
	d->align = 6;
	REJECTS(f->p, "ld", "align to be 0 or a power of two, found 6");
	*d = save;
	d->op = OP_ATOM;
	d->imm = ISA_ATOM_COUNT;
	REJECTS(f->p, "atom", "immediate in 0..12, found 13");
	*d = save;
	/* a parameter's and a symbol's address space */
	uint8_t as = k->params[0].aspace;
	k->params[0].aspace = 7;
	REJECTS(f->p, "kernel table", "address space 0, 1, 3, 4, 5 or 101, "
	        "found 7");
	k->params[0].aspace = as;
	as = k->symbols[1].aspace;
	k->symbols[1].aspace = AS_LOCAL;
	REJECTS(f->p, "symbol's address space 1, 3 or 4, found 5");
	k->symbols[1].aspace = as;
	/* all of the above restored: the file is accepted */
	uint8_t *b;
	size_t n;
	DiagList dl = { 0 };
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = cfg_decode(b, n, f->arch, &dl);
	assert_non_null(q);
	prog_free(q);
	free(b);
	diag_free(&dl);
}

/* A node's input count per opcode: data operands first, as many as the
 * opcode has, then at most one ordering token. */
static void
test_input_counts(void **state)
{
	Fx *f = *state;
	DfgNode *d, save;

	/* a shl without its shift amount */
	d = find(f->p, OP_SHL);
	save = *d;
	d->in[1] = (DfgInput){ 0 };
	d->nin = 1;
	REJECTS(f->p, "(shl) to have 2 data inputs", "found 1");
	*d = save;
	/* a sext with a second data operand */
	d = find(f->p, OP_SEXT);
	save = *d;
	d->in[1] = (DfgInput){ .kind = DIN_IMM, .type = IT_I32, .imm = 1 };
	d->nin = 2;
	REJECTS(f->p, "(sext) to have 1 data input ", "found 2");
	*d = save;
	/* a store whose ordering token comes before its value */
	d = find(f->p, OP_ST);
	save = *d;
	DfgInput v = d->in[1];
	d->in[1] = d->in[2];
	d->in[2] = v;
	REJECTS(f->p, "(st)'s data inputs before its ordering token",
	        "found data in input 2");
	*d = save;
	/* a jmp with two ordering tokens (only a join takes several) */
	d = find(f->p, OP_JMP);
	save = *d;
	d->in[1] = d->in[0];
	d->nin = 2;
	REJECTS(f->p, "(jmp) to have at most one ordering token",
	        "a second in input 1");
	*d = save;
	/* an lvst that writes when its predicate is false has the predicate */
	d = find(f->p, OP_LVST);
	save = *d;
	d->flags = DFN_WHEN_FALSE;
	REJECTS(f->p, "(lvst) to have 2 data inputs", "found 1");
	*d = save;
	/* an lvst with a value, a predicate and a third data input */
	d->in[1] = (DfgInput){ .kind = DIN_IMM, .type = IT_I1, .imm = 1 };
	d->in[2] = (DfgInput){ .kind = DIN_IMM, .type = IT_I1, .imm = 1 };
	d->nin = 3;
	REJECTS(f->p, "(lvst) to have 1 or 2 data inputs", "found 3");
	*d = save;
	/* a split copies one token; a join waits for 2 or 3 */
	d = find(f->p, OP_JMP);
	save = *d;
	d->op = OP_SPLIT;
	d->in[0] = (DfgInput){ 0 };
	d->nin = 0;
	REJECTS(f->p, "(split) to have 1 input, found 0");
	*d = save;
	d->op = OP_JOIN;
	REJECTS(f->p, "(join) to have 2 or 3 inputs", "found 1");
	*d = save;
	/* all of the above restored: the file is accepted */
	uint8_t *b;
	size_t n;
	DiagList dl = { 0 };
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = cfg_decode(b, n, f->arch, &dl);
	assert_non_null(q);
	prog_free(q);
	free(b);
	diag_free(&dl);
}

/* GPU-CC units: the same opcode rules, with gid.x and predication. */
static void
test_gpucc_fields(void **state)
{
	Fx *f = *state;
	Program *p = fx_gpucc_program(f->arch, 1);
	ProgGpucc *g = p->kernels[0].gpucc;
	uint32_t nu = g->ncores + g->nlsus, u;

	for (u = 0; u < nu && g->units[u].op != OP_TID; u++)
		;
	assert_true(u < nu);
	int64_t imm = g->units[u].imm;
	g->units[u].imm = ISA_COORD_COUNT;
	REJECTS(p, "gpucc section", "tid", "immediate in 0..14, found 15");
	g->units[u].imm = imm;
	g->units[u].flags = 0x40;
	REJECTS(p, "gpucc section", "flags within 0x07, found 0x40");
	g->units[u].flags = 0;
	for (u = g->ncores; u < nu && g->units[u].op != OP_LD; u++)
		;
	assert_true(u < nu);
	uint8_t as = g->units[u].aspace;
	g->units[u].aspace = 9;
	REJECTS(p, "gpucc section", "lsu", "found 9");
	g->units[u].aspace = as;
	prog_free(p);
}

/* CRC-valid files whose contents mean nothing (issue 33): a used input slot
 * of kind none, a result type the opcode cannot have, a type or an
 * immediate a kind fixes, bits the dump does not show. */
static void
test_meaningless(void **state)
{
	Fx *f = *state;
	DfgNode *d, save;

	/* an icmp whose second operand is none */
	d = find(f->p, OP_ICMP);
	save = *d;
	d->in[1] = (DfgInput){ 0 };
	REJECTS(f->p, "block 0", "input 1 to be an operand", "found kind 0 (none)");
	*d = save;
	/* a parameter input with an immediate, or another type than its
	 * parameter's; a token of another type than its source's */
	d->in[1].imm = 5;
	REJECTS(f->p, "input 1's immediate 0 (a parameter), found 5");
	*d = save;
	d->in[1].type = IT_I64;
	REJECTS(f->p, "input 1's type i32 (parameter 0's), found i64");
	*d = save;
	d->in[0].type = IT_I64;
	REJECTS(f->p, "input 0's type i32 (its source's), found i64");
	*d = save;
	/* compares yield i1 */
	d->type = IT_I32;
	REJECTS(f->p, "(icmp)'s type to be i1, found i32");
	*d = save;
	/* an imul with result type void */
	d = find(f->p, OP_SHL);
	save = *d;
	d->op = OP_IMUL;
	d->type = IT_VOID;
	REJECTS(f->p, "(imul)'s type to be a value's type (not void), found void");
	*d = save;
	/* an immediate with bits above its type's width (the dump prints the
	 * value, so they would not show) */
	d = find(f->p, OP_FMUL);
	save = *d;
	d->in[1].imm |= 1ull << 40;
	REJECTS(f->p, "input 1's immediate zero above its f32 bits");
	*d = save;
	/* a data input from a node without a value (a store) */
	DfgNode *st = find(f->p, OP_ST);
	d = find(f->p, OP_FDIV);
	save = *d;
	d->in[0].src = (uint32_t)(st - f->p->kernels[0].blocks[1].graph.nodes);
	REJECTS(f->p, "input 0 from an operation with a value", "(st)");
	*d = save;
	/* a live value in the debug section of a node that has none: the
	 * dump shows it only on lvld and lvst */
	d = find(f->p, OP_ICMP);
	d->lv = 3;
	REJECTS(f->p, "debug section", "(icmp)", "without a live value (0), found 3");
	d->lv = 0;
	/* GPU-CC: a unit input of type void */
	Program *p = fx_gpucc_program(f->arch, 1);
	ProgGpucc *g = p->kernels[0].gpucc;
	uint32_t u;
	for (u = 0; u < g->ncores && g->units[u].op != OP_FMUL; u++)
		;
	assert_true(u < g->ncores);
	g->units[u].in[1].type = IT_VOID;
	REJECTS(p, "gpucc section", "input 1's type f32 (parameter 1's), found void");
	g->units[u].in[1].type = IT_F32;
	g->units[u].in[0].type = IT_VOID;
	REJECTS(p, "gpucc section", "input 0's type f32 (its source's), found void");
	g->units[u].in[0].type = IT_F32;
	g->units[u].type = IT_VOID;
	REJECTS(p, "gpucc section", "(fmul)'s type to be a value's type");
	g->units[u].type = IT_F32;
	prog_free(p);
	/* all of the above restored: the file is accepted */
	uint8_t *b;
	size_t n;
	DiagList dl = { 0 };
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = cfg_decode(b, n, f->arch, &dl);
	assert_non_null(q);
	prog_free(q);
	free(b);
	diag_free(&dl);
}

/* A device assertion (ops.def's TRAP): one i1 operand, no result, an
 * immediate that names one of the kernel's assertions (the assert
 * section); each broken in turn. */
static void
test_trap(void **state)
{
	Fx *f = *state;
	ProgKernel *k = &f->p->kernels[0];
	DfgBlock *g = &unplaced(f->p)->graph;
	uint8_t *b;
	size_t n;
	DiagList dl = { 0 };

	k->asserts = arena_alloc(&f->p->arena, 2 * sizeof *k->asserts);
	k->asserts[0] = (IsaAssert){ .message = "x < n", .file = "k.cu", .line = 7,
	                             .func = "k" };
	k->nasserts = 1;
	uint32_t t = fx_node(g, OP_TRAP, IT_VOID, 0);
	fx_in(g, t, DIN_IMM, IT_I1, 0, 1);
	DfgNode *d = &g->nodes[t], save = *d;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = cfg_decode(b, n, f->arch, &dl);
	assert_non_null(q);
	assert_int_equal(q->kernels[0].nasserts, 1);
	assert_string_equal(q->kernels[0].asserts[0].message, "x < n");
	assert_int_equal(q->kernels[0].asserts[0].line, 7);
	prog_free(q);
	free(b);
	/* no condition; two */
	d->nin = 0;
	REJECTS(f->p, "(trap) to have 1 data input ", "found 0");
	*d = save;
	fx_in(g, t, DIN_IMM, IT_I1, 0, 0);
	d = &g->nodes[t];
	REJECTS(f->p, "(trap) to have 1 data input ", "found 2");
	*d = save;
	/* a condition that is not an i1; a result */
	d->in[0].type = IT_I32;
	REJECTS(f->p, "(trap)'s condition of type i1, found i32");
	*d = save;
	d->type = IT_I1;
	REJECTS(f->p, "(trap)'s type to be void (no result), found i1");
	*d = save;
	/* an assertion the table does not have; no table */
	d->imm = 1;
	REJECTS(f->p, "(trap)'s immediate in 0..0 (the kernel's assertions), found 1");
	*d = save;
	k->nasserts = 0;
	REJECTS(f->p, "(trap)'s assertion below the kernel's count",
	        "with no assertions");
	k->nasserts = 1;
	/* every ALU executes it, whatever the arch's list says */
	assert_true(arch_vgiw_supports(f->arch, OP_TRAP));
	diag_free(&dl);
}

/* Decode then encode gives the file: a string reference into the middle
 * of another string decodes, but is not what the encoder writes. */
static void
test_canonical(void **state)
{
	Fx *f = *state;
	uint8_t *b;
	size_t n;

	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	uint32_t kt = fx_sec_off(b, 1);
	fx_put32(b, kt + 4, fx_get32(b, kt + 4) + 1);   /* kernel 0's name */
	fx_fix_crcs(b, n);
	rejects(b, n, NULL, "expected the canonical encoding", NULL);
	free(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_replicas_wrap, setup, teardown),
		cmocka_unit_test_setup_teardown(test_count_bounds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_semantic_fields, setup, teardown),
		cmocka_unit_test_setup_teardown(test_input_counts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_gpucc_fields, setup, teardown),
		cmocka_unit_test_setup_teardown(test_meaningless, setup, teardown),
		cmocka_unit_test_setup_teardown(test_canonical, setup, teardown),
		cmocka_unit_test_setup_teardown(test_trap, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
