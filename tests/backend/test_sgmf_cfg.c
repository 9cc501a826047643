/* The SGMF section of the .cfg (docs/cfg-format.md, kind 7; docs/sgmf.md):
 * round trip of a hand-made whole-kernel graph with a steer and a merge,
 * and one corrupted file per check of the section. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cfg_fixture.h"

enum { BLOCKHDR = 40, NODE = 64, IN0 = 16, INSZ = 16 };

typedef struct {
	Arch *arch;
	Program *p;
	uint8_t *b;
	size_t n;
	size_t sgmf, block;   /* the sections' offsets */
} Fx;

/* n1 tid; n2 icmp eq n1, 0; n3 steer n1 by n2; n4 merge of both sides of
 * n3; n5 exit after n4. Unplaced (no grid). */
static Program *
program(const Arch *a)
{
	Program *p = prog_new();

	p->target = PROG_SGMF;
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_VGIW);
	p->compiler = "vgiwcc test";
	p->nkernels = 1;
	p->kernels = arena_alloc(&p->arena, sizeof *p->kernels);
	ProgKernel *k = &p->kernels[0];
	memset(k, 0, sizeof *k);
	k->name = "steer";
	k->nblocks = 1;
	k->blocks = arena_alloc(&p->arena, sizeof *k->blocks);
	ProgBlock *B = &k->blocks[0];
	memset(B, 0, sizeof *B);
	B->succ[0] = B->succ[1] = PROG_NO_BLOCK;
	B->replicas = 1;
	B->lv_reads = arena_alloc(&p->arena, sizeof *B->lv_reads);
	B->lv_writes = arena_alloc(&p->arena, sizeof *B->lv_writes);
	DfgBlock *g = &B->graph;
	uint32_t t = fx_node(g, OP_TID, IT_I32, ISA_THREAD);
	uint32_t c = fx_node(g, OP_ICMP, IT_I1, ISA_ICMP_EQ);
	fx_in(g, c, DIN_NODE, IT_I32, t, 0);
	fx_in(g, c, DIN_IMM, IT_I32, 0, 0);
	uint32_t s = fx_node(g, OP_SPLIT, IT_I32, SGMF_STEER);
	fx_in(g, s, DIN_NODE, IT_I32, t, 0);
	fx_in(g, s, DIN_NODE, IT_I1, c, 0);
	uint32_t m = fx_node(g, OP_JOIN, IT_I32, SGMF_MERGE);
	fx_in(g, m, DIN_NODE, IT_I32, s, SGMF_STEER_TRUE);
	fx_in(g, m, DIN_NODE, IT_I32, s, SGMF_STEER_FALSE);
	uint32_t e = fx_node(g, OP_EXIT, IT_VOID, 0);
	fx_in(g, e, DIN_ORDER, IT_I32, m, 0);
	k->sgmf = arena_alloc(&p->arena, sizeof *k->sgmf);
	*k->sgmf = (ProgSgmf){ .threads = 4, .steers = 1, .merges = 1 };
	return p;
}

static int
setup(void **state)
{
	Fx *f = calloc(1, sizeof *f);

	f->arch = arch_default();
	f->p = program(f->arch);
	if (cfg_encode(f->p, &f->b, &f->n))
		return -1;
	for (uint32_t i = 0; i < fx_nsec(f->b); i++) {
		uint32_t kind = fx_get32(f->b, 48 + (size_t)i * 16);
		if (kind == 7)
			f->sgmf = fx_sec_off(f->b, i);
		if (kind == 3)
			f->block = fx_sec_off(f->b, i);
	}
	*state = f;
	return f->sgmf && f->block ? 0 : -1;
}

static int
teardown(void **state)
{
	Fx *f = *state;

	prog_free(f->p);
	free(f->b);
	arch_free(f->arch);
	free(f);
	return 0;
}

static void
test_round_trip(void **state)
{
	Fx *f = *state;
	DiagList d = { 0 };
	Program *q = cfg_decode(f->b, f->n, f->arch, &d);
	uint8_t *b2 = NULL;
	size_t n2 = 0;

	assert_non_null(q);
	assert_int_equal(q->target, PROG_SGMF);
	assert_non_null(q->kernels[0].sgmf);
	assert_int_equal(q->kernels[0].sgmf->threads, 4);
	assert_int_equal(q->kernels[0].blocks[0].graph.nodes[4].in[1].imm,
	                 SGMF_STEER_FALSE);
	assert_int_equal(cfg_encode(q, &b2, &n2), 0);
	assert_int_equal(n2, f->n);
	assert_memory_equal(b2, f->b, n2);
	free(b2);
	prog_free(q);
	diag_free(&d);
}

static uint8_t *
copy(const Fx *f)
{
	uint8_t *c = malloc(f->n);
	memcpy(c, f->b, f->n);
	return c;
}

static void
test_reject(void **state)
{
	Fx *f = *state;
	uint8_t *c;
	size_t in3 = f->block + BLOCKHDR + 3 * NODE + IN0;   /* n4's inputs */

	/* no thread in flight, or more than the token buffers hold */
	c = copy(f);
	fx_put32(c, f->sgmf + 4, 0);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "sgmf section", "threads in flight", "found 0", NULL);
	fx_put32(c, f->sgmf + 4, f->arch->vgiw.token_buffer.entries + 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "sgmf section", "token buffer", NULL);
	free(c);
	/* counts that are not the graph's */
	c = copy(f);
	fx_put32(c, f->sgmf + 8, 2);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "1 steers and 1 merges, found 2 and 1", NULL);
	free(c);
	/* a merge input naming no side of its steer */
	c = copy(f);
	fx_put32(c, in3 + 8, 3);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "side", "1 (true) or 2 (false)", NULL);
	free(c);
	/* a side on an input that does not come from a steer (exit's) */
	c = copy(f);
	fx_put32(c, f->block + BLOCKHDR + 4 * NODE + IN0 + 8, 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "side", "0 (not from a steer)", NULL);
	free(c);
	/* a steer mode out of range */
	c = copy(f);
	fx_put32(c, f->block + BLOCKHDR + 2 * NODE + 8, 3);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "split", "immediate", NULL);
	free(c);
	/* a controlled merge (imm 2) needs a condition and two sides */
	c = copy(f);
	fx_put32(c, f->block + BLOCKHDR + 3 * NODE + 8, SGMF_CMERGE);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "controlled merge n4", "found 2 inputs", NULL);
	/* a merge mode out of range */
	fx_put32(c, f->block + BLOCKHDR + 3 * NODE + 8, SGMF_CMERGE + 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "join", "immediate", NULL);
	free(c);
	/* a reserved byte */
	c = copy(f);
	c[f->sgmf + 20] = 1;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "sgmf section", "reserved", NULL);
	free(c);
	/* as a VGIW file: no steers there */
	c = copy(f);
	fx_put32(c, 12, PROG_VGIW);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "(split)'s immediate 0..0, found 1", NULL);
	free(c);
}

/* An operation whose input slot is none (issue 33): SGMF's graph goes
 * through the same operand checks as a VGIW block's. */
static void
test_meaningless(void **state)
{
	Fx *f = *state;
	DfgNode *d = &f->p->kernels[0].blocks[0].graph.nodes[2], save = *d;
	uint8_t *b;
	size_t n;

	assert_int_equal(d->op, OP_ICMP);
	d->in[1] = (DfgInput){ 0 };
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, f->arch, "n2 input 1 to be an operand", "found kind 0", NULL);
	free(b);
	*d = save;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_trip, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject, setup, teardown),
		cmocka_unit_test_setup_teardown(test_meaningless, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
