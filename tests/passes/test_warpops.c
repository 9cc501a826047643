/* The dataflow targets' refusal of warp-level operations: one error per
 * SHFL, VOTE and __syncwarp FENCE, with the machine, the operation, the
 * source line and the kernel; a plain fence and everything else pass. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/passes.h"

static char text[4096];

static int
check(const KirFunc *f, const char *machine, uint32_t *errors)
{
	DiagList d = { 0 };
	int r = pass_check_warp_ops(f, machine, &d);

	*errors = d.errors;
	FILE *o = fmemopen(text, sizeof text - 1, "w");
	diag_print(&d, o);
	fclose(o);
	diag_free(&d);
	return r;
}

static void
test_refused(void **state)
{
	KirModule *m = kir_module_new("w.ll");
	KirFunc *f = kir_func_new(m, "k_warp");
	uint32_t b = kir_block_new(f, "entry"), errors;
	KirRef x = kir_const(f, IT_I32, 7), args[3] = { x, kir_const(f, IT_I32, 1),
	                                                kir_const(f, IT_I32, 31) };

	(void)state;
	f->entry = b;
	f->file = "w.cu";
	f->blocks[b].term = KTERM_RET;
	uint32_t fence = kir_inst_new(f, b, OP_FENCE, IT_VOID, NULL, 0);
	kir_inst_new(f, b, OP_IADD, IT_I32, args, 2);
	assert_int_equal(check(f, "VGIW", &errors), 0);  /* a fence is no warp op */
	assert_int_equal(errors, 0);

	uint32_t s = kir_inst_new(f, b, OP_SHFL, IT_I32, args, 3);
	f->insts[s].imm = ISA_SHFL_DOWN;
	f->insts[s].line = 12;
	f->insts[s].file = "w.cu";

	KirRef p = kir_const(f, IT_I1, 1);
	uint32_t v = kir_inst_new(f, b, OP_VOTE, IT_I32, &p, 1);
	f->insts[v].imm = ISA_VOTE_BALLOT;
	f->insts[v].line = 13;
	f->insts[fence].imm = ISA_FENCE_WARP;
	f->insts[fence].line = 14;
	assert_int_equal(check(f, "GPU-CC", &errors), 1);
	assert_int_equal(errors, 3);
	assert_non_null(strstr(text, "w.cu:12:"));
	assert_non_null(strstr(text, "warp shuffle (shfl.down) is not supported on GPU-CC"));
	assert_non_null(strstr(text, "w.cu:13:"));
	assert_non_null(strstr(text, "warp vote (vote.ballot)"));
	assert_non_null(strstr(text, "w.cu:14:"));
	assert_non_null(strstr(text, "bar.warp.sync"));
	assert_non_null(strstr(text, "(in kernel 'k_warp')"));
	kir_module_free(m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
