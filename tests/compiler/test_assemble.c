/* The driver's hand-over unit (compiler/assemble.c): a kernel goes from
 * kernel IR through if-conversion, its graph and the GPU-CC mapping to the
 * program model, with the SM configuration attached. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "assemble.h"
#include "placeroute/gpucc_legal.h"

/* Kernel IR to program: if (t < n) out[t] = t, if-converted and mapped. */
static void
test_kernel_to_program(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	KirModule *km = kir_module_new("t.ll");
	KirFunc *f = kir_func_new(km, "guarded");
	KirLive live;
	DfgFunc dfg = { 0 };
	GpuccMap m;
	(void)state;

	f->params = calloc(2, sizeof *f->params);
	f->nparams = 2;
	f->params[0] = (KirParam){ .name = "n", .type = IT_I32, .size = 4 };
	f->params[1] = (KirParam){ .name = "out", .type = IT_PTR, .aspace = AS_GLOBAL,
	                           .size = 8 };
	uint32_t e = kir_block_new(f, "entry"), T = kir_block_new(f, "then"),
	         x = kir_block_new(f, "exit");
	f->entry = e;
	uint32_t t = kir_inst_new(f, e, OP_TID, IT_I32, NULL, 0);
	KirRef ca[2] = { KIR_REF(KREF_VAL, t), KIR_REF(KREF_PARAM, 0) };
	uint32_t c = kir_inst_new(f, e, OP_ICMP, IT_I1, ca, 2);
	f->insts[c].imm = ISA_ICMP_SLT;
	f->blocks[e] = (KirBlock){ .insts = f->blocks[e].insts, .ninsts = 2,
		.cap = f->blocks[e].cap, .term = KTERM_BR, .cond = KIR_REF(KREF_VAL, c),
		.succ = { T, x }, .name = "entry" };
	KirRef aa[2] = { KIR_REF(KREF_PARAM, 1), KIR_REF(KREF_VAL, t) };
	uint32_t ad = kir_inst_new(f, T, OP_IADD, IT_PTR, aa, 2);
	KirRef sa[2] = { KIR_REF(KREF_VAL, ad), KIR_REF(KREF_VAL, t) };
	uint32_t st = kir_inst_new(f, T, OP_ST, IT_I32, sa, 2);
	f->insts[st].aspace = AS_GLOBAL;
	f->blocks[T].term = KTERM_JMP;
	f->blocks[T].succ[0] = x;
	f->blocks[x].term = KTERM_RET;

	/* the driver's steps (compiler/pipeline.c passes_gpucc) */
	assert_int_equal(pass_schedule(f, &d), 0);
	assert_int_equal(pass_ifconvert(f, &d), 0);
	assert_int_equal(f->nsched, 1);
	pass_live(f, &live);
	pass_dfg(f, &live, NULL, &dfg);
	ProgParam *params = assemble_params(f);
	assert_int_equal(gpucc_map_graph(a, &dfg.blocks[0], params, f->nparams, 0,
	                                 f->name, f->file, f->line, &m, &d), 0);
	free(params);
	assert_true(m.sm.copies >= 1);
	assert_int_equal(m.lsus_per_copy, 1);
	assert_legal(&m);

	Program *p = prog_new();

	p->target = PROG_GPUCC;
	assemble_kernel_gpucc(p, km, f, &live, &dfg, &m);
	gpucc_map_free(&m);
	pass_live_free(&live);
	dfg_func_free(&dfg);
	assert_int_equal(p->nkernels, 1);
	const ProgKernel *k = &p->kernels[0];
	assert_non_null(k->gpucc);
	assert_int_equal(k->nblocks, 1);
	assert_int_equal(k->nparams, 2);
	uint32_t stores = 0;
	for (uint32_t u = 0; u < k->gpucc->ncores + k->gpucc->nlsus; u++) {
		const ProgGpuccUnit *pu = &k->gpucc->units[u];

		if (pu->op != OP_ST)
			continue;
		stores++;
		assert_true(u >= k->gpucc->ncores);
		assert_true(pu->flags & ISAF_PREDICATED);
		assert_int_equal(pu->nin, 3);
		assert_int_equal(k->blocks[0].graph.nodes[pu->node].op, OP_ST);
	}
	assert_int_equal(stores, k->gpucc->copies);   /* one per copy */
	assert_true(stores >= 1);
	prog_free(p);
	kir_module_free(km);
	diag_free(&d);
	arch_free(a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kernel_to_program),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
