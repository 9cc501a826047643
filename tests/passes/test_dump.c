/* Dumps: --emit=blocks (IDs, back edges, live values with their IDs, DFG
 * sizes), --emit=dfg (node listings) and --emit=dot (well-formed Graphviz).
 * Set VGIW_TEST_SHOW=1 to see the text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

#define V(i) KIR_REF(KREF_VAL, (i))
#define P(i) KIR_REF(KREF_PARAM, (i))

typedef struct {
	KirModule *m;
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
} Kern;

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

/* kernel loop(ptr global $out, f32 $scale): entry -> body (self-loop)
 * -> exit, with a __shared__ symbol, a barrier, and source lines. */
static void
build(Kern *k, const FabricLimits *lim)
{
	DiagList d = { 0 };

	memset(k, 0, sizeof *k);
	k->m = kir_module_new("loop.ll");
	vec_grow(k->m->globals, k->m->nglobals, k->m->globals_cap, 2);
	k->m->nglobals = 1;
	k->m->globals[1] = (KirGlobal){ .name = "tile", .aspace = AS_SHARED,
	                                .align = 4, .size = 256 };

	KirFunc *f = kir_func_new(k->m, "loop");
	f->params = calloc(2, sizeof *f->params);
	f->nparams = 2;
	f->params[0] = (KirParam){ .name = "out", .type = IT_PTR,
	                           .aspace = AS_GLOBAL, .noalias = 1, .size = 8 };
	f->params[1] = (KirParam){ .name = "scale", .type = IT_F32, .size = 4 };
	k->f = f;

	uint32_t e = kir_block_new(f, "entry");
	uint32_t body = kir_block_new(f, "body");
	uint32_t x = kir_block_new(f, "exit");
	f->entry = e;
	uint32_t t = kir_inst_new(f, e, OP_TID, IT_I32, NULL, 0);
	f->insts[t].imm = ISA_TID_X;
	uint32_t c = op2(f, e, OP_ICMP, IT_I1, V(t), kir_const(f, IT_I32, 100));
	f->insts[c].imm = ISA_ICMP_SLT;
	f->insts[c].name = "%c";
	f->blocks[e].term = KTERM_BR;
	f->blocks[e].cond = V(c);
	f->blocks[e].succ[0] = body;
	f->blocks[e].succ[1] = x;
	f->blocks[e].line = 3;

	uint32_t i = kir_inst_new(f, body, OP_PHI, IT_I32,
	                          (KirRef[]){ V(t), e, 0, body }, 4);
	uint32_t s = kir_inst_new(f, body, OP_PHI, IT_F32,
	                          (KirRef[]){ f32(f, 0), e, 0, body }, 4);
	f->insts[i].name = "%i";
	f->insts[s].name = "%s";
	uint32_t ld = kir_inst_new(f, body, OP_LD, IT_F32,
	                           (KirRef[]){ kir_const_sym(f, 1, 16) }, 1);
	f->insts[ld].aspace = AS_SHARED;
	f->insts[ld].line = 11;
	uint32_t fa = op2(f, body, OP_FADD, IT_F32, V(s), V(ld));
	f->insts[fa].line = 12;
	f->insts[fa].name = "%snext";
	uint32_t fm = op2(f, body, OP_FMUL, IT_F32, V(fa), P(1));
	f->insts[fm].line = 13;
	uint32_t st = op2(f, body, OP_ST, IT_F32, kir_const_sym(f, 1, 16), V(fm));
	f->insts[st].aspace = AS_SHARED;
	f->insts[st].line = 14;
	uint32_t in = op2(f, body, OP_IADD, IT_I32, V(i), kir_const(f, IT_I32, 1));
	f->insts[in].name = "%inext";
	uint32_t c2 = op2(f, body, OP_ICMP, IT_I1, V(in), kir_const(f, IT_I32, 100));
	f->insts[c2].imm = ISA_ICMP_SLT;
	kir_args(f, &f->insts[i])[2] = V(in);
	kir_args(f, &f->insts[s])[2] = V(fa);
	f->blocks[body].term = KTERM_BR;
	f->blocks[body].cond = V(c2);
	f->blocks[body].succ[0] = body;
	f->blocks[body].succ[1] = x;
	f->blocks[body].line = 15;
	f->blocks[body].barrier = 1;

	uint32_t r = kir_inst_new(f, x, OP_PHI, IT_F32,
	                          (KirRef[]){ f32(f, 0), e, V(fa), body }, 4);
	f->insts[r].name = "%r";
	uint32_t so = op2(f, x, OP_ST, IT_F32, P(0), V(r));
	f->insts[so].aspace = AS_GLOBAL;
	f->insts[so].line = 20;
	f->blocks[x].term = KTERM_RET;

	assert_int_equal(kir_verify(f, &d), 0);
	assert_int_equal(pass_schedule(f, &d), 0);
	pass_live(f, &k->live);
	pass_dfg(f, &k->live, lim, &k->dfg);
	if (lim)
		assert_int_equal(pass_partition(f, lim, &k->live, &k->dfg, &d), 0);
	diag_free(&d);
}

static void
kern_free(Kern *k)
{
	dfg_func_free(&k->dfg);
	pass_live_free(&k->live);
	kir_module_free(k->m);
}

/* Runs a dump into a string. */
static char *
capture(Kern *k, int what)
{
	char *text = NULL;
	size_t n = 0;
	FILE *out = open_memstream(&text, &n);

	assert_non_null(out);
	if (what == 0)
		pass_dump_blocks(out, k->m, k->f, &k->live, &k->dfg);
	else if (what == 1)
		pass_dump_dfg(out, k->m, k->f, &k->dfg);
	else
		pass_dump_dot(out, k->m, k->f, &k->dfg);
	fclose(out);
	if (getenv("VGIW_TEST_SHOW"))
		fputs(text, stderr);
	return text;
}

static int
has_line(const char *text, const char *line)
{
	size_t n = strlen(line);

	for (const char *p = text; (p = strstr(p, line)); p++)
		if ((p == text || p[-1] == '\n') && (p[n] == '\n' || p[n] == 0))
			return 1;
	return 0;
}

static int
has_line_prefix(const char *text, const char *prefix)
{
	for (const char *p = text; (p = strstr(p, prefix)); p++)
		if (p == text || p[-1] == '\n')
			return 1;
	return 0;
}

#define assert_line(t, l) do { \
		if (!has_line((t), (l))) \
			fail_msg("missing line \"%s\" in:\n%s", (l), (t)); \
	} while (0)
#define assert_prefix(t, l) do { \
		if (!has_line_prefix((t), (l))) \
			fail_msg("no line starting \"%s\" in:\n%s", (l), (t)); \
	} while (0)

static void
test_blocks(void **state)
{
	Kern k;
	(void)state;

	build(&k, NULL);
	char *t = capture(&k, 0);
	uint32_t lv_i = k.live.lv_of[k.f->blocks[k.f->sched[1]].insts[0]];
	char buf[128];

	assert_line(t, "kernel loop(ptr global noalias $out, f32 $scale)");
	assert_line(t, "block 0 entry -> 1, 2");
	assert_line(t, "block 1 body -> 1 (back), 2");
	assert_line(t, "block 2 exit -> exit");
	assert_line(t, "  barrier");
	assert_line(t, "  live in: -");
	snprintf(buf, sizeof buf, "  lv reads: lv%u#%u lv%u#%u", lv_i,
	         k.live.lv[lv_i].id, lv_i + 1, k.live.lv[lv_i + 1].id);
	assert_line(t, buf);
	snprintf(buf, sizeof buf, "lv%u#%u <- %%inext (to 1)", lv_i,
	         k.live.lv[lv_i].id);
	assert_non_null(strstr(t, buf));
	assert_prefix(t, "  lv writes: ");
	assert_prefix(t, "  dfg: ");
	assert_non_null(strstr(t, "(ALU "));
	snprintf(buf, sizeof buf, "live values: %u, IDs: %u", k.live.nlv,
	         k.live.nids);
	assert_line(t, buf);
	snprintf(buf, sizeof buf, "  lv%u#%u %%i (phi) in block 1", lv_i,
	         k.live.lv[lv_i].id);
	assert_line(t, buf);
	snprintf(buf, sizeof buf,
	         "summary: 3 blocks, %u live values, %u live-value IDs, 1 back edges",
	         k.live.nlv, k.live.nids);
	assert_line(t, buf);
	assert_null(strstr(t, "0x"));

	/* the same input dumps the same text */
	Kern k2;
	build(&k2, NULL);
	char *t2 = capture(&k2, 0);
	assert_string_equal(t, t2);
	free(t2);
	kern_free(&k2);
	free(t);
	kern_free(&k);
}

static void
test_partition_note(void **state)
{
	Kern k;
	FabricLimits lim = { { 2, 12, 16, 16, 16, 16 }, 4 };
	(void)state;

	build(&k, &lim);
	char *t = capture(&k, 0);

	assert_int_equal(k.f->nsched, 4);
	assert_line(t, "  part 1/2 of body");
	assert_line(t, "  part 2/2 of body");
	assert_line(t, "block 2 body.p1 -> 1 (back), 3");
	free(t);
	kern_free(&k);
}

static void
test_dfg(void **state)
{
	Kern k;
	(void)state;

	build(&k, NULL);
	char *t = capture(&k, 1);
	const DfgBlock *g = &k.dfg.blocks[1];
	char buf[160];
	uint32_t fadd = 0, st = 0;

	for (uint32_t n = 1; n <= g->nnodes; n++) {
		if (g->nodes[n].op == OP_FADD)
			fadd = n;
		if (g->nodes[n].op == OP_ST)
			st = n;
	}
	assert_true(fadd && st);
	assert_line(t, "kernel loop(ptr global noalias $out, f32 $scale)");
	assert_line(t, "block 0 entry");
	assert_line(t, "block 1 body");
	assert_line(t, "  n1 = tid.i32 tid.x");
	/* fadd of an LVLD and a load, with its source line */
	snprintf(buf, sizeof buf, "  n%u = fadd.f32 n%u, n%u", fadd,
	         g->nodes[fadd].in[0].src, g->nodes[fadd].in[1].src);
	while (strlen(buf) < 40)
		strcat(buf, " ");
	strcat(buf, "  ; line 12");
	assert_line(t, buf);
	/* symbols, parameters, order tokens */
	assert_non_null(strstr(t, "ld.f32 shared &tile+16"));
	assert_non_null(strstr(t, "= fmul.f32 n"));
	assert_non_null(strstr(t, ", $scale"));
	snprintf(buf, sizeof buf, "  n%u = st.f32 shared &tile+16, n", st);
	assert_prefix(t, buf);
	assert_non_null(strstr(t, "order(n"));
	assert_non_null(strstr(t, "= lvld.i32 lv"));
	assert_non_null(strstr(t, "if !n"));
	assert_non_null(strstr(t, "= br n"));
	assert_non_null(strstr(t, "= exit order(n1)"));
	assert_prefix(t, "  units: ALU ");
	free(t);
	kern_free(&k);
}

static void
test_dot(void **state)
{
	Kern k;
	(void)state;

	build(&k, NULL);
	char *t = capture(&k, 2);
	uint32_t depth = 0, clusters = 0, edges = 0, dashed = 0, want = 0;
	uint32_t want_dashed = 0, quotes = 0;

	assert_true(strncmp(t, "digraph \"loop\" {\n", 17) == 0);
	for (const char *p = t; *p; p++) {
		if (*p == '"' && p[-1] != '\\')
			quotes++;
		if (quotes % 2)
			continue;
		if (*p == '{')
			depth++;
		if (*p == '}') {
			assert_true(depth > 0);
			depth--;
		}
	}
	assert_int_equal(depth, 0);
	assert_int_equal(quotes % 2, 0);
	for (const char *p = t; (p = strstr(p, "subgraph cluster_")); p++)
		clusters++;
	assert_int_equal(clusters, 3);
	assert_non_null(strstr(t, "label=\"1 body\""));
	for (const char *p = t; (p = strstr(p, " -> ")); p++)
		edges++;
	for (const char *p = t; (p = strstr(p, "[style=dashed]")); p++)
		dashed++;
	for (uint32_t id = 0; id < k.dfg.nblocks; id++) {
		const DfgBlock *g = &k.dfg.blocks[id];

		for (uint32_t n = 1; n <= g->nnodes; n++)
			for (uint32_t s = 0; s < g->nodes[n].nin; s++) {
				want += g->nodes[n].in[s].kind == DIN_NODE ||
				        g->nodes[n].in[s].kind == DIN_ORDER;
				want_dashed += g->nodes[n].in[s].kind == DIN_ORDER;
			}
	}
	assert_int_equal(edges, want);
	assert_int_equal(dashed, want_dashed);
	assert_non_null(strstr(t, "b1_n1 [label=\""));
	assert_non_null(strstr(t, "shape=ellipse"));
	assert_non_null(strstr(t, "\\n&tile+16"));
	free(t);
	kern_free(&k);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_blocks),
		cmocka_unit_test(test_partition_note),
		cmocka_unit_test(test_dfg),
		cmocka_unit_test(test_dot),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
