/* Place and route: resource-graph counts, the replica bound, placement and
 * routing legality (through pr_check_map and by hand), determinism per
 * seed and across threads, and the failure diagnostics. DFGs are built by
 * hand with dfg_node_new, as pass_dfg would produce them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/placeroute.h"

static Arch *
arch_with(const char *const *over)
{
	DiagList d = { 0 };
	Arch *a = arch_default();

	for (; over && *over; over++)
		assert_int_equal(arch_override(a, *over, &d), 0);
	if (arch_check(a, &d)) {
		diag_print(&d, stderr);
		fail_msg("arch override rejected");
	}
	diag_free(&d);
	return a;
}

static void
in_node(DfgBlock *b, uint32_t n, uint32_t slot, uint32_t src)
{
	b->nodes[n].in[slot].kind = DIN_NODE;
	b->nodes[n].in[slot].src = src;
	if (b->nodes[n].nin <= slot)
		b->nodes[n].nin = (uint8_t)(slot + 1);
}

static void
in_imm(DfgBlock *b, uint32_t n, uint32_t slot, uint64_t v)
{
	b->nodes[n].in[slot].kind = DIN_IMM;
	b->nodes[n].in[slot].imm = v;
	if (b->nodes[n].nin <= slot)
		b->nodes[n].nin = (uint8_t)(slot + 1);
}

static uint32_t
op1(DfgBlock *b, VgiwOp op, uint32_t a)
{
	uint32_t n = dfg_node_new(b, op, IT_I32);
	in_node(b, n, 0, a);
	return n;
}

static uint32_t
op2(DfgBlock *b, VgiwOp op, uint32_t a, uint32_t c)
{
	uint32_t n = dfg_node_new(b, op, IT_I32);
	in_node(b, n, 0, a);
	in_node(b, n, 1, c);
	return n;
}

/* saxpy's loop body as pass_dfg builds it (vgiwcc --emit=dfg). */
static void
saxpy_block(DfgBlock *b)
{
	memset(b, 0, sizeof *b);
	b->id = 1;
	uint32_t tid = dfg_node_new(b, OP_TID, IT_I32);
	uint32_t lv = dfg_node_new(b, OP_LVLD, IT_I32);
	b->nodes[lv].in[0].kind = DIN_ORDER;
	b->nodes[lv].in[0].src = tid;
	b->nodes[lv].nin = 1;
	uint32_t sx = op1(b, OP_SEXT, lv);
	uint32_t sh = dfg_node_new(b, OP_SHL, IT_I64);
	in_node(b, sh, 0, sx);
	in_imm(b, sh, 1, 2);
	uint32_t a1 = dfg_node_new(b, OP_IADD, IT_PTR);
	b->nodes[a1].in[0].kind = DIN_PARAM;
	in_node(b, a1, 1, sh);
	uint32_t l1 = op1(b, OP_LD, a1);
	uint32_t m = dfg_node_new(b, OP_FMUL, IT_F32);
	in_node(b, m, 0, l1);
	b->nodes[m].in[1].kind = DIN_PARAM;
	b->nodes[m].nin = 2;
	uint32_t a2 = dfg_node_new(b, OP_IADD, IT_PTR);
	b->nodes[a2].in[0].kind = DIN_PARAM;
	in_node(b, a2, 1, sh);
	uint32_t l2 = op1(b, OP_LD, a2);
	uint32_t s = op2(b, OP_FADD, m, l2);
	op2(b, OP_ST, a2, s);
	uint32_t j = dfg_node_new(b, OP_JMP, IT_VOID);
	b->nodes[j].in[0].kind = DIN_ORDER;
	b->nodes[j].in[0].src = tid;
	b->nodes[j].nin = 1;
	dfg_recount(b);
}

/* A random DAG of ALU nodes with fanout at most 4, inputs from smaller
 * IDs, ended by a CVU; dense enough to make the router negotiate. */
static void
random_block(DfgBlock *b, uint32_t nodes, uint64_t seed)
{
	uint32_t *fan = calloc(nodes + 2, sizeof *fan);

	memset(b, 0, sizeof *b);
	b->id = 7;
	dfg_node_new(b, OP_TID, IT_I32);
	for (uint32_t n = 2; n < nodes; n++) {
		uint32_t k = dfg_node_new(b, OP_IADD, IT_I32);
		for (uint32_t s = 0; s < 2; s++) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			uint32_t lo = n > 6 ? n - 6 : 1;
			uint32_t src = lo + (uint32_t)(seed >> 33) % (n - lo);
			if (fan[src] < 4) {
				in_node(b, k, s, src);
				fan[src]++;
			} else {
				in_imm(b, k, s, 1);
			}
		}
	}
	uint32_t e = dfg_node_new(b, OP_EXIT, IT_VOID);
	in_node(b, e, 0, nodes - 1);
	b->nodes[e].in[0].kind = DIN_ORDER;
	dfg_recount(b);
	free(fan);
}

static void
test_rrg_counts(void **state)
{
	(void)state;
	static const char *const small[] = {
		"vgiw.grid.rows=3", "vgiw.grid.cols=4", "vgiw.unit.ALU.count=4",
		"vgiw.unit.SCU.count=0", "vgiw.unit.LDST.count=2",
		"vgiw.unit.LVU.count=2", "vgiw.unit.CVU.count=2",
		"vgiw.unit.SJU.count=1", NULL
	};
	DiagList d = { 0 };
	Arch *a = arch_with(small);
	PrRrg *g = pr_rrg_new(a, &d);
	PrRrgCounts c;

	assert_non_null(g);
	pr_rrg_counts(g, &c);
	assert_int_equal(c.cells, 12);
	assert_int_equal(c.switches, 12);
	assert_int_equal(c.units, 11);
	assert_int_equal(c.opins, 11);
	assert_int_equal(c.ipins, 33);
	/* 3 x 4 king's graph: 9 horizontal, 8 vertical, 12 diagonal pairs */
	assert_int_equal(c.links, 2 * (9 + 8 + 12));
	assert_int_equal(c.link_channels, 2 * 2 * (9 + 8 + 12));
	assert_int_equal(pr_rrg_rows(g), 3);
	assert_int_equal(pr_rrg_cols(g), 4);
	/* links are directed and only between neighbours */
	uint32_t l01 = pr_rrg_link(g, 0, 1), l10 = pr_rrg_link(g, 1, 0);
	assert_int_not_equal(l01, PR_NONE);
	assert_int_not_equal(l10, PR_NONE);
	assert_int_not_equal(l01, l10);
	assert_int_not_equal(pr_rrg_link(g, 0, 5), PR_NONE);  /* diagonal */
	assert_int_equal(pr_rrg_link(g, 0, 2), PR_NONE);
	pr_rrg_free(g);

	/* a 4-neighbour mesh with 3 channels */
	static const char *const mesh[] = {
		"vgiw.grid.rows=3", "vgiw.grid.cols=4", "vgiw.unit.ALU.count=4",
		"vgiw.unit.SCU.count=0", "vgiw.unit.LDST.count=2",
		"vgiw.unit.LVU.count=2", "vgiw.unit.CVU.count=2",
		"vgiw.unit.SJU.count=1", "vgiw.switch.neighbours=4",
		"vgiw.switch.channels=3", NULL
	};
	arch_free(a);
	a = arch_with(mesh);
	g = pr_rrg_new(a, &d);
	pr_rrg_counts(g, &c);
	assert_int_equal(c.links, 2 * (9 + 8));
	assert_int_equal(c.link_channels, 3 * 2 * (9 + 8));
	assert_int_equal(pr_rrg_link(g, 0, 5), PR_NONE);
	pr_rrg_free(g);
	arch_free(a);

	/* the default grid: 12 x 9, every cell a unit */
	a = arch_default();
	g = pr_rrg_new(a, &d);
	pr_rrg_counts(g, &c);
	assert_int_equal(c.units, 108);
	assert_int_equal(c.links, 2 * (9 * 11 + 8 * 12 + 2 * 8 * 11));
	pr_rrg_free(g);
	arch_free(a);
	assert_int_equal(d.errors, 0);
	diag_free(&d);
}

static void
test_bound(void **state)
{
	(void)state;
	Arch *a = arch_default();
	DiagList d = { 0 };
	PrRrg *g = pr_rrg_new(a, &d);
	DfgBlock b;
	UnitClass lim;

	saxpy_block(&b);
	/* ALU 6 -> 32/6 = 5, LDST 3 -> 16/3 = 5, LVU 1 -> 16, CVU 2 -> 8 */
	assert_int_equal(pr_replica_bound(g, &b, &lim), 5);
	assert_true(lim == UC_ALU || lim == UC_LDST);
	assert_int_equal(lim, UC_ALU);  /* the first class reaching the minimum */

	/* --replicate above the bound names the limiting class */
	PrOptions o;
	PrBlockMap m;
	pr_options_default(&o);
	o.replicate = 6;
	assert_int_equal(pr_map_block(g, &b, &o, "k.ll", "saxpy", &m, &d), -1);
	assert_int_equal(d.errors, 1);
	assert_non_null(strstr(d.items[0].message, "--replicate=6 exceeds the "
	                       "resource bound 5, set by ALU"));
	assert_non_null(strstr(d.items[0].message, "block 1"));
	pr_block_map_free(&m);
	dfg_block_free(&b);
	pr_rrg_free(g);
	arch_free(a);
	diag_free(&d);
}

/* Hand check of what pr_check_map checks, so the checker is checked too. */
static void
check_by_hand(const PrRrg *g, const Arch *a, const DfgBlock *b,
              const PrBlockMap *m)
{
	uint32_t cells = pr_rrg_rows(g) * pr_rrg_cols(g), cols = pr_rrg_cols(g);
	uint8_t *used = calloc(cells, 1);
	uint32_t stride = b->nnodes + 1;

	for (uint32_t r = 0; r < m->replicas; r++)
		for (uint32_t n = 1; n <= b->nnodes; n++) {
			uint32_t c = m->cell[r * stride + n];
			assert_true(c < cells);
			assert_int_equal(arch_vgiw_cell(a, c / cols, c % cols),
			                 vgiw_op_info[b->nodes[n].op].unit);
			assert_int_equal(used[c], 0);
			used[c] = 1;
		}
	uint32_t *use = calloc(m->nlinks + 1, sizeof *use);
	for (uint32_t h = 0; h < m->nhops; h++)
		use[m->hops[h].link]++;
	uint32_t channels = a->vgiw.sw.channels;
	for (uint32_t l = 1; l <= m->nlinks; l++) {
		assert_true(use[l] <= channels);
		assert_int_equal(use[l], m->link_use[l]);
	}
	for (uint32_t s = 0; s < m->nsinks; s++)
		assert_true(m->sinks[s].hops >= m->sinks[s].cheb);
	free(use);
	free(used);
}

static void
test_map_saxpy(void **state)
{
	(void)state;
	Arch *a = arch_default();
	DiagList d = { 0 };
	PrRrg *g = pr_rrg_new(a, &d);
	DfgBlock b;
	PrBlockMap m;
	PrOptions o;

	saxpy_block(&b);
	pr_options_default(&o);
	assert_int_equal(pr_map_block(g, &b, &o, NULL, "saxpy", &m, &d), 0);
	assert_int_equal(d.errors, 0);
	assert_int_equal(m.bound, 5);
	assert_int_equal(m.replicas, 5);
	assert_int_equal(pr_check_map(g, &b, &m, &d), 0);
	check_by_hand(g, a, &b, &m);
	/* 13 token edges per replica */
	assert_int_equal(m.nsinks, 5 * 13);
	assert_true(m.wirelength > 0);
	assert_true(m.path_cycles > 0);
	assert_true(m.hops_sum <= 2 * m.cheb_sum);

	/* the checker notices a broken mapping */
	DiagList d2 = { 0 };
	uint32_t save = m.cell[1];
	m.cell[1] = m.cell[2];
	assert_true(pr_check_map(g, &b, &m, &d2) > 0);
	m.cell[1] = save;
	diag_free(&d2);
	if (m.nhops) {
		save = m.hops[0].channel;
		m.hops[0].channel = 99;
		assert_true(pr_check_map(g, &b, &m, &d2) > 0);
		m.hops[0].channel = save;
		diag_free(&d2);
	}

	pr_block_map_free(&m);
	dfg_block_free(&b);
	pr_rrg_free(g);
	arch_free(a);
	diag_free(&d);
}

static void
test_route_legal_congested(void **state)
{
	(void)state;
	static const char *const one[] = { "vgiw.switch.channels=1", NULL };
	Arch *a = arch_with(one);
	DiagList d = { 0 };
	PrRrg *g = pr_rrg_new(a, &d);
	PrOptions o;

	pr_options_default(&o);
	for (uint64_t s = 1; s <= 3; s++) {
		DfgBlock b;
		PrBlockMap m;

		random_block(&b, 28, s);
		o.seed = s;
		int rc = pr_map_block(g, &b, &o, NULL, "rnd", &m, &d);
		if (rc) {
			diag_print(&d, stderr);
			fail_msg("random block %u did not map", (unsigned)s);
		}
		assert_true(m.replicas >= 1);
		assert_int_equal(pr_check_map(g, &b, &m, &d), 0);
		check_by_hand(g, a, &b, &m);
		assert_true(m.max_link_use <= 1);
		pr_block_map_free(&m);
		dfg_block_free(&b);
	}
	pr_rrg_free(g);
	arch_free(a);
	diag_free(&d);
}

static char *
json_of(const PrRrg *g, const PrKernelMap *k)
{
	const PrKernelMap *ks[1] = { k };
	return pr_stats_json(g, ks, 1, 0);
}

static void
test_determinism(void **state)
{
	(void)state;
	Arch *a = arch_default();
	DiagList d = { 0 };
	PrRrg *g = pr_rrg_new(a, &d);
	DfgFunc f = { 0 };
	PrOptions o;
	PrKernelMap k1, k2, k3;

	f.nblocks = 3;
	f.blocks = calloc(3, sizeof *f.blocks);
	saxpy_block(&f.blocks[0]);
	f.blocks[0].id = 0;
	random_block(&f.blocks[1], 30, 11);
	f.blocks[1].id = 1;
	random_block(&f.blocks[2], 20, 12);
	f.blocks[2].id = 2;
	pr_options_default(&o);
	o.seed = 42;
	if (pr_map_kernel(g, &f, &o, NULL, "k", &k1, &d)) {
		diag_print(&d, stderr);
		fail();
	}
	assert_int_equal(pr_map_kernel(g, &f, &o, NULL, "k", &k2, &d), 0);
	o.threads = 2;
	assert_int_equal(pr_map_kernel(g, &f, &o, NULL, "k", &k3, &d), 0);
	char *j1 = json_of(g, &k1), *j2 = json_of(g, &k2), *j3 = json_of(g, &k3);
	assert_string_equal(j1, j2);
	assert_string_equal(j1, j3);
	for (uint32_t i = 0; i < 3; i++) {
		const PrBlockMap *x = &k1.blocks[i], *y = &k3.blocks[i];
		assert_int_equal(x->nhops, y->nhops);
		assert_memory_equal(x->cell, y->cell, x->replicas *
		                    (x->nnodes + 1) * sizeof *x->cell);
		assert_memory_equal(x->hops, y->hops, x->nhops * sizeof *x->hops);
		assert_int_equal(pr_check_map(g, &f.blocks[i], x, &d), 0);
	}

	/* another seed gives another placement */
	PrKernelMap k4;
	o.seed = 43;
	assert_int_equal(pr_map_kernel(g, &f, &o, NULL, "k", &k4, &d), 0);
	char *j4 = json_of(g, &k4);
	assert_true(strcmp(j1, j4) != 0);

	/* report and picture */
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	pr_write_report(out, g, &k1, PR_OUT_DETAIL);
	assert_int_equal(pr_write_svg(out, g, &f, &k1, PR_NONE), 0);
	fclose(out);
	assert_non_null(strstr(buf, "kernel k: 3 blocks on a 9 x 12 grid"));
	assert_non_null(strstr(buf, "route:"));
	assert_non_null(strstr(buf, "<svg"));
	assert_non_null(strstr(buf, "</svg>"));
	free(buf);

	free(j1);
	free(j2);
	free(j3);
	free(j4);
	pr_kernel_map_free(&k1);
	pr_kernel_map_free(&k2);
	pr_kernel_map_free(&k3);
	pr_kernel_map_free(&k4);
	dfg_func_free(&f);
	pr_rrg_free(g);
	arch_free(a);
	assert_int_equal(d.errors, 0);
	diag_free(&d);
}

/* A select with three distinct producers needs three links into its cell;
 * on a one-row grid with one channel only two exist, so no placement
 * routes and the error names block, nets and region. */
static void
test_route_failure(void **state)
{
	(void)state;
	static const char *const row[] = {
		"vgiw.grid.rows=1", "vgiw.grid.cols=4", "vgiw.unit.ALU.count=4",
		"vgiw.unit.SCU.count=0", "vgiw.unit.LDST.count=0",
		"vgiw.unit.LVU.count=0", "vgiw.unit.CVU.count=0",
		"vgiw.unit.SJU.count=0", "vgiw.switch.channels=1", NULL
	};
	Arch *a = arch_with(row);
	DiagList d = { 0 };
	PrRrg *g = pr_rrg_new(a, &d);
	DfgBlock b;
	PrBlockMap m;
	PrOptions o;

	memset(&b, 0, sizeof b);
	b.id = 3;
	uint32_t x[3];
	for (int i = 0; i < 3; i++) {
		x[i] = dfg_node_new(&b, OP_MOV, IT_I32);
		in_imm(&b, x[i], 0, (uint64_t)i);
	}
	uint32_t s = dfg_node_new(&b, OP_SELECT, IT_I32);
	for (int i = 0; i < 3; i++)
		in_node(&b, s, (uint32_t)i, x[i]);
	dfg_recount(&b);
	pr_options_default(&o);
	o.router_iters = 10;
	assert_int_equal(pr_replica_bound(g, &b, NULL), 1);
	assert_int_equal(pr_map_block(g, &b, &o, "k.ll", "sel", &m, &d), -1);
	assert_int_equal(d.errors, 1);
	const char *msg = d.items[0].message;
	assert_string_equal(d.items[0].file, "k.ll");
	assert_non_null(strstr(msg, "kernel 'sel', block 3: cannot route one "
	                       "replica after 10 router iterations"));
	assert_non_null(strstr(msg, "unrouted"));
	assert_non_null(strstr(msg, "congested region rows 0-0"));
	assert_non_null(strstr(msg, "over 1 channel)"));
	assert_int_equal(m.replicas, 0);
	assert_int_equal(m.place_attempts, o.place_retries);

	/* with two channels it routes */
	pr_block_map_free(&m);
	diag_free(&d);
	static const char *const two[] = { "vgiw.switch.channels=2", NULL };
	Arch *a2 = arch_clone(a);
	assert_int_equal(arch_override(a2, two[0], &d), 0);
	assert_int_equal(arch_check(a2, &d), 0);
	PrRrg *g2 = pr_rrg_new(a2, &d);
	assert_int_equal(pr_map_block(g2, &b, &o, "k.ll", "sel", &m, &d), 0);
	assert_int_equal(pr_check_map(g2, &b, &m, &d), 0);
	pr_block_map_free(&m);
	pr_rrg_free(g2);
	arch_free(a2);

	dfg_block_free(&b);
	pr_rrg_free(g);
	arch_free(a);
	diag_free(&d);
}

/* Many random blocks on tight archs (one channel, a 4-neighbour mesh):
 * every result is legal or comes with an error, and --replicate=N caps R. */
static void
test_random_sweep(void **state)
{
	(void)state;
	static const char *const tight[][3] = {
		{ NULL },
		{ "vgiw.switch.channels=1", NULL },
		{ "vgiw.switch.channels=1", "vgiw.switch.neighbours=4", NULL },
	};
	for (int v = 0; v < 3; v++) {
		Arch *a = arch_with(tight[v]);
		DiagList d = { 0 };
		PrRrg *g = pr_rrg_new(a, &d);
		PrOptions o;

		pr_options_default(&o);
		o.place_effort = 0.3;
		for (uint64_t s = 1; s <= 12; s++) {
			DfgBlock b;
			PrBlockMap m;

			random_block(&b, 4 + (uint32_t)(s * 7 % 28), s * 31 + (uint64_t)v);
			o.seed = s;
			o.replicate = s % 3 == 0 ? 1 : 0;
			if (pr_map_block(g, &b, &o, NULL, "rnd", &m, &d) == 0) {
				assert_int_equal(pr_check_map(g, &b, &m, &d), 0);
				check_by_hand(g, a, &b, &m);
				if (o.replicate)
					assert_int_equal(m.replicas, 1);
			} else {
				assert_true(d.errors > 0);
			}
			pr_block_map_free(&m);
			dfg_block_free(&b);
		}
		if (d.errors)
			diag_print(&d, stderr);
		assert_int_equal(d.errors, 0);
		pr_rrg_free(g);
		arch_free(a);
		diag_free(&d);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rrg_counts),
		cmocka_unit_test(test_bound),
		cmocka_unit_test(test_map_saxpy),
		cmocka_unit_test(test_route_legal_congested),
		cmocka_unit_test(test_determinism),
		cmocka_unit_test(test_route_failure),
		cmocka_unit_test(test_random_sweep),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
