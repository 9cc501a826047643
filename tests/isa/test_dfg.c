/* The DFG container (isa/dfg.c): nodes, per-class counts, the fit against
 * fabric limits, fanout lists and freeing, on hand-made graphs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/dfg.h"

/* Nodes, counts, the fit and fanout on a hand-made graph. */
static void
test_utilities(void **state)
{
	DfgBlock g = { 0 };
	FabricLimits lim = { { 1, 0, 0, 0, 1, 0 }, 4 };
	uint32_t *first, *out;
	(void)state;

	uint32_t t = dfg_node_new(&g, OP_TID, IT_I32);
	uint32_t a = dfg_node_new(&g, OP_IADD, IT_I32);
	g.nodes[a].in[0] = (DfgInput){ .kind = DIN_NODE, .src = t };
	g.nodes[a].in[1] = (DfgInput){ .kind = DIN_IMM, .imm = 1 };
	g.nodes[a].nin = 2;
	uint32_t x = dfg_node_new(&g, OP_EXIT, IT_VOID);
	g.nodes[x].in[0] = (DfgInput){ .kind = DIN_ORDER, .src = t };
	g.nodes[x].nin = 1;
	dfg_recount(&g);
	assert_int_equal(g.count[UC_ALU], 1);
	assert_int_equal(g.count[UC_CVU], 2);
	assert_false(dfg_fits(&g, &lim));
	lim.units[UC_CVU] = 2;
	assert_true(dfg_fits(&g, &lim));
	dfg_fanout(&g, &first, &out);
	assert_int_equal(first[t + 1] - first[t], 2);
	assert_int_equal(out[first[t]], a << 2 | 0);
	assert_int_equal(out[first[t] + 1], x << 2 | 0);
	assert_int_equal(first[a + 1] - first[a], 0);
	free(first);
	free(out);
	dfg_block_free(&g);
	assert_null(g.nodes);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_utilities),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
