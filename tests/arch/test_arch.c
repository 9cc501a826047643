/* The architecture library: the embedded defaults and their paper values,
 * the round trip through XML, overrides, the fingerprint, the generated
 * and explicit layouts, the SVG, and docs/arch.md covering every parameter. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "arch_int.h"

static Arch *
load_text(const char *xml, DiagList *d)
{
	return arch_load_memory(xml, strlen(xml), "test.xml", d);
}

/* Every parameter, opcode set and cell equal: "an identical machine". */
static void
assert_same_machine(const Arch *a, const Arch *b)
{
	for (uint32_t i = 0; i < arch_nparams; i++)
		if (arch_param_value(a, i) != arch_param_value(b, i))
			fail_msg("%s: %u vs %u", arch_params[i].path,
			         arch_param_value(a, i), arch_param_value(b, i));
	for (int c = 0; c < UC_COUNT; c++)
		assert_memory_equal(a->vgiw.unit[c].op, b->vgiw.unit[c].op, OP_COUNT);
	assert_int_equal(a->src->crows, b->src->crows);
	assert_int_equal(a->src->ccols, b->src->ccols);
	assert_memory_equal(a->vgiw.grid.cell, b->vgiw.grid.cell,
	                    (size_t)a->src->crows * a->src->ccols);
	assert_true(arch_fingerprint(a) == arch_fingerprint(b));
}

static void
test_default_vgiw(void **state)
{
	Arch *a = arch_default();
	static const uint32_t want[UC_COUNT] = {
		[UC_ALU] = 32, [UC_SCU] = 12, [UC_LDST] = 16, [UC_LVU] = 16,
		[UC_CVU] = 16, [UC_SJU] = 16,
	};
	uint32_t seen[UC_COUNT + 1] = { 0 }, cvu_ring = 0, ring = 0;

	(void)state;
	assert_int_equal(a->vgiw.grid.rows, 9);
	assert_int_equal(a->vgiw.grid.cols, 12);
	for (uint32_t r = 0; r < 9; r++)
		for (uint32_t c = 0; c < 12; c++) {
			UnitClass u = arch_vgiw_cell(a, r, c);

			seen[u]++;
			if (arch_vgiw_on_perimeter(a, r, c)) {
				ring++;
				/* the perimeter holds LDST, LVU and 6 CVUs only */
				assert_true(u == UC_LDST || u == UC_LVU || u == UC_CVU);
				cvu_ring += u == UC_CVU;
			}
		}
	assert_int_equal(ring, 38);
	assert_int_equal(cvu_ring, 6);
	assert_int_equal(seen[UC_NONE], 0);
	for (int c = 0; c < UC_COUNT; c++) {
		assert_int_equal(seen[c], want[c]);
		assert_int_equal(arch_vgiw_units(a, (UnitClass)c), want[c]);
	}
	assert_int_equal(arch_vgiw_cell(a, 9, 0), UC_NONE);

	assert_int_equal(arch_vgiw_max_fanout(a), 4);
	assert_int_equal(arch_op_latency(a, OP_IADD), 4);
	assert_int_equal(arch_op_latency(a, OP_FADD), 4);
	assert_int_equal(arch_op_latency(a, OP_IMUL), 4);
	assert_int_equal(arch_op_latency(a, OP_FMA), 5);
	assert_int_equal(arch_op_latency(a, OP_FDIV), 39);
	assert_int_equal(arch_op_latency(a, OP_SDIV), 145);
	assert_int_equal(arch_op_latency(a, OP_FSQRT), 8);
	/* SCUs are virtually pipelined, transcendentals included (VGIW §3.5) */
	assert_int_equal(arch_op_interval(a, OP_FSIN), 1);
	assert_int_equal(arch_op_interval(a, OP_FDIV), 1);
	assert_int_equal(arch_op_interval(a, OP_FADD), 1);
	assert_int_equal(arch_op_latency(a, OP_PHI), 0);
	for (int o = 0; o < OP_COUNT; o++)
		assert_int_equal(arch_vgiw_supports(a, (VgiwOp)o),
		                 vgiw_op_info[o].unit < UC_COUNT);
	assert_int_equal(a->vgiw.token_buffer.entries, 32);
	assert_int_equal(a->vgiw.token_buffer.operands, 3);
	assert_int_equal(a->vgiw.sw.neighbours, 8);
	assert_int_equal(a->vgiw.sw.channels, 2);
	assert_int_equal(a->vgiw.sw.hop_latency, 1);
	assert_int_equal(a->vgiw.bbs.base_bits, 16);
	assert_int_equal(a->vgiw.bbs.bitmap_bits, 64);
	assert_int_equal(a->vgiw.cvt.banks, 8);
	assert_int_equal(a->vgiw.cvt.bits, 32 * 1024 * 8);
	assert_int_equal(a->vgiw.lvc.size, 64 * 1024);
	/* 2 x ceil(11 sqrt(108)) = 2 x ceil(114.3) */
	assert_int_equal(arch_vgiw_reconfig_cycles(a), 230);
	assert_int_equal(a->vgiw.reconfig.reading, ARCH_RECONFIG_FORMULA);
	assert_int_equal(a->vgiw.reconfig.fixed_cycles, 34);
	DiagList d = { 0 };
	assert_int_equal(arch_override(a, "vgiw.reconfig.reading=fixed", &d), 0);
	assert_int_equal(arch_vgiw_reconfig_cycles(a), 34);
	assert_int_equal(arch_override(a, "vgiw.reconfig.fixed-cycles=50", &d), 0);
	assert_int_equal(arch_vgiw_reconfig_cycles(a), 50);
	assert_int_not_equal(arch_override(a, "vgiw.reconfig.reading=both", &d), 0);
	diag_free(&d);
	assert_int_equal(arch_override(a, "vgiw.reconfig.reading=formula", &d), 0);
	assert_int_equal(arch_vgiw_reconfig_cycles(a), 230);
	diag_free(&d);
	assert_int_equal(arch_cvt_tile_ctas(a, 27, 256), 262144 / 27 / 256);
	assert_int_equal(arch_cvt_tile_ctas(a, 0, 256), 0);
	assert_int_equal(a->vgiw.core_mhz, 1400);
	arch_free(a);
}

static void
test_default_others(void **state)
{
	Arch *a = arch_default();

	(void)state;
	assert_int_equal(a->gpucc.sm.cores, 32);
	assert_int_equal(a->gpucc.sm.ldst_units, 16);
	assert_int_equal(a->gpucc.sm.lanes, 5);
	assert_int_equal(a->gpucc.core.input_fifos, 3);
	assert_int_equal(a->gpucc.core.fifo_depth, 16);
	assert_int_equal(a->gpucc.ldst.addr_fifo_depth, 256);
	assert_int_equal(a->gpucc.ldst.data_fifo_depth, 16);
	assert_int_equal(a->gpucc.ldst.prefetch, 1);
	assert_int_equal(a->simt.sm.count, 15);
	assert_int_equal(a->simt.sm.warp_size, 32);
	assert_int_equal(a->simt.sm.max_threads, 1536);
	assert_int_equal(a->simt.sm.max_ctas, 8);
	assert_int_equal(a->simt.sm.registers, 32768);
	assert_int_equal(a->simt.sched.count, 2);
	assert_int_equal(a->simt.sched.policy, ARCH_SCHED_GTO);
	assert_int_equal(a->simt.l1d.size, 16 * 1024);
	assert_int_equal(a->chip.ilp.sms, 0);
	assert_int_equal(a->chip.steering.warps, 16);
	assert_int_equal(a->chip.steering.threads, 32768);
	assert_int_equal(a->chip.steering.single, ARCH_SINGLE_ALL);
	assert_int_equal(a->simt.ilp.bypass, ARCH_BYPASS_NONE);
	assert_int_equal(a->simt.ilp.scoreboard, ARCH_SB_PER_WARP);
	assert_int_equal(a->simt.ilp.predictor, ARCH_BP_NONE);
	assert_int_equal(a->simt.ilp.scoreboard_entries, 8);
	assert_int_equal(a->simt.ilp.predictor_bits, 1024);
	assert_int_equal(a->memory.l1.size, 64 * 1024);
	assert_int_equal(a->memory.l1.banks, 32);
	assert_int_equal(a->memory.l1.ways, 4);
	assert_int_equal(a->memory.l1.write, ARCH_WB_WA);
	assert_int_equal(a->memory.shared.size, 48 * 1024);
	assert_int_equal(a->memory.l2.size, 768 * 1024);
	assert_int_equal(a->memory.l2.banks, 6);
	assert_int_equal(a->memory.l2.ways, 16);
	assert_int_equal(a->memory.dram.channels, 6);
	assert_int_equal(a->memory.dram.banks, 16);
	assert_int_equal(a->memory.dram.latency, 100);
	assert_int_equal(a->memory.l2.latency, 120);
	arch_free(a);
}

/* The embedded document sets every parameter and every opcode list, so
 * nothing silently keeps a zero from the empty Arch. */
static void
test_default_complete(void **state)
{
	Arch *a = arch_default();

	(void)state;
	for (uint32_t i = 0; i < arch_nparams; i++)
		if (!a->src->param[i].line)
			fail_msg("%s is not set by arch/default.xml", arch_params[i].path);
	for (int c = 0; c < UC_COUNT; c++)
		assert_true(a->src->ops[c].line > 0);
	arch_free(a);
}

static void
round_trip(int which)
{
	DiagList d = { 0 };
	Arch *a = arch_default();
	char *xml = arch_to_xml(a, which);
	Arch *b = load_text(xml, &d);

	if (!b) {
		diag_print(&d, stderr);
		fail_msg("printed description (which=%d) does not load", which);
	}
	assert_same_machine(a, b);
	char *again = arch_to_xml(b, which);
	assert_string_equal(xml, again);
	free(again);
	free(xml);
	arch_free(a);
	arch_free(b);
	diag_free(&d);
}

static void
test_round_trip(void **state)
{
	(void)state;
	round_trip(ARCH_ALL);
	round_trip(ARCH_VGIW);
	round_trip(ARCH_GPUCC);
	round_trip(ARCH_SIMT);
}

/* A variant with an explicit layout, a pattern and overrides prints and
 * reloads to the same machine too. */
static void
test_round_trip_explicit(void **state)
{
	static const char doc[] =
		"<architecture version='1'><vgiw>\n"
		"<grid rows='4' cols='5'>\n"
		"  <pattern rows='1' cols='2'>ALU SJU</pattern>\n"
		"  <row index='0'>LDST LVU CVU LDST LVU</row>\n"
		"  <row index='3'>LVU LDST . SCU CVU</row>\n"
		"  <cell row='1' col='0' class='LDST'/>\n"
		"  <cell row='2' col='4' class='LVU'/>\n"
		"</grid>\n"
		"<unit class='ALU'><ops>iadd fadd fma</ops></unit>\n"
		"</vgiw></architecture>\n";
	DiagList d = { 0 };
	Arch *a = load_text(doc, &d);

	(void)state;
	if (!a)
		diag_print(&d, stderr);
	assert_non_null(a);
	assert_int_equal(a->vgiw.grid.layout, ARCH_LAYOUT_EXPLICIT);
	assert_int_equal(arch_vgiw_cell(a, 1, 1), UC_SJU);
	assert_int_equal(arch_vgiw_cell(a, 1, 2), UC_ALU);
	assert_int_equal(arch_vgiw_cell(a, 3, 2), UC_NONE);
	assert_int_equal(arch_vgiw_cell(a, 2, 4), UC_LVU);
	assert_int_equal(arch_vgiw_units(a, UC_LDST), 4);
	assert_int_equal(arch_vgiw_units(a, UC_SCU), 1);
	assert_int_equal(arch_vgiw_units(a, UC_ALU), 4);
	assert_int_equal(arch_vgiw_units(a, UC_SJU), 4);
	assert_true(arch_vgiw_supports(a, OP_FMA));
	assert_false(arch_vgiw_supports(a, OP_ISUB));
	assert_int_equal(arch_override(a, "vgiw.switch.channels=3", &d), 0);
	assert_int_equal(arch_check(a, &d), 0);

	char *xml = arch_to_xml(a, ARCH_ALL);
	Arch *b = load_text(xml, &d);
	if (!b) {
		diag_print(&d, stderr);
		fail_msg("%s", xml);
	}
	assert_same_machine(a, b);
	Arch *c = arch_clone(b);
	assert_same_machine(b, c);
	free(xml);
	arch_free(a);
	arch_free(b);
	arch_free(c);
	assert_int_equal(d.errors, 0);
	diag_free(&d);
}

static void
test_overrides(void **state)
{
	DiagList d = { 0 };
	Arch *a = arch_default();
	uint64_t fp = arch_fingerprint(a), fpv = arch_fingerprint_of(a, ARCH_VGIW);
	uint32_t v;

	(void)state;
	assert_int_equal(arch_override(a, "memory.l1.size=32768", &d), 0);
	assert_int_equal(arch_check(a, &d), 0);
	assert_int_equal(a->memory.l1.size, 32768);
	/* memory is not part of what a VGIW configuration depends on */
	assert_true(arch_fingerprint_of(a, ARCH_VGIW) == fpv);
	assert_true(arch_fingerprint(a) != fp);

	assert_int_equal(arch_override(a, "vgiw.grid.cols=14", &d), 0);
	assert_int_equal(arch_override(a, "vgiw.switch.channels=3", &d), 0);
	assert_int_equal(arch_override(a, "vgiw.unit.ALU.count=44", &d), 0);
	assert_int_equal(arch_override(a, "simt.ilp.predictor=static", &d), 0);
	assert_int_equal(arch_override(a, "gpucc.ldst.prefetch=false", &d), 0);
	assert_int_equal(arch_override(a, "vgiw.unit.SCU.ops=fdiv,fsqrt", &d), 0);
	assert_int_equal(arch_check(a, &d), 0);
	assert_int_equal(d.errors, 0);
	assert_int_equal(a->vgiw.grid.cols, 14);
	assert_int_equal(arch_vgiw_cell(a, 0, 13), UC_LDST);
	assert_int_equal(arch_vgiw_units(a, UC_ALU), 44);
	assert_int_equal(a->vgiw.sw.channels, 3);
	assert_int_equal(a->simt.ilp.predictor, ARCH_BP_STATIC);
	assert_int_equal(a->gpucc.ldst.prefetch, 0);
	assert_true(arch_vgiw_supports(a, OP_FSQRT));
	assert_false(arch_vgiw_supports(a, OP_SDIV));
	assert_true(arch_fingerprint_of(a, ARCH_VGIW) != fpv);
	assert_int_equal(arch_get(a, "vgiw.grid.cols", &v), 0);
	assert_int_equal(v, 14);
	assert_int_equal(arch_get(a, "vgiw.grid.colz", &v), -1);

	/* the swept machine prints and reloads like any other */
	char *xml = arch_to_xml(a, ARCH_ALL);
	Arch *b = load_text(xml, &d);
	assert_non_null(b);
	assert_same_machine(a, b);
	free(xml);
	arch_free(b);

	assert_int_equal(arch_override(a, "vgiw.grid.colz=14", &d), -1);
	assert_int_equal(arch_override(a, "no-equals-sign", &d), -1);
	assert_int_equal(arch_override(a, "simt.ilp.predictor=oracle", &d), -1);
	assert_int_equal(arch_override(a, "vgiw.unit.ALU.ops=fdiv", &d), -1);
	assert_int_equal(arch_override(a, "vgiw.grid.rows=99999999999", &d), -1);
	assert_int_equal(d.errors, 5);
	assert_string_equal(d.items[0].file, "<override>");
	assert_int_equal(d.items[0].line, 8);
	arch_free(a);
	diag_free(&d);
}

/* A start tag of more attributes than ARCH_MAX_ATTRS is one error at its
 * line, found before libxml2 (whose attribute lists make such a tag
 * quadratic); '=' in quoted values and comments does not count. */
static char *
tag_of(uint32_t nattr, const char *extra)
{
	size_t cap = 256 + (size_t)nattr * 16 + strlen(extra);
	char *xml = malloc(cap);
	size_t n = (size_t)snprintf(xml, cap, "<architecture version=\"1\">\n"
	                            "<!-- a=1 b=2 -->%s\n<vgiw>\n<clock", extra);

	for (uint32_t i = 0; i < nattr; i++)
		n += (size_t)snprintf(xml + n, cap - n, " a%u=\"x=y\"", i);
	snprintf(xml + n, cap - n, "/>\n</vgiw>\n</architecture>\n");
	return xml;
}

static void
test_attribute_limit(void **state)
{
	(void)state;
	DiagList d = { 0 };
	char *xml = tag_of(ARCH_MAX_ATTRS + 1, "");

	assert_null(load_text(xml, &d));
	assert_int_equal(d.errors, 1);
	assert_int_equal(d.items[0].line, 4);
	assert_non_null(strstr(d.items[0].message, "more than 64 attributes"));
	diag_free(&d);
	free(xml);
	/* at the limit the schema speaks (the attributes are unknown), once
	 * per attribute: the count was not refused */
	memset(&d, 0, sizeof d);
	xml = tag_of(ARCH_MAX_ATTRS, "<?pi c=1 d=2?>");
	assert_null(load_text(xml, &d));
	assert_int_equal(d.errors, ARCH_MAX_ATTRS);
	assert_null(strstr(d.items[0].message, "more than"));
	diag_free(&d);
	free(xml);
}

/* The fingerprint is of the machine, not of how its grid was written. */
static void
test_fingerprint_layouts(void **state)
{
	DiagList d = { 0 };
	Arch *a = arch_default();
	char *xml = arch_xml(a, ARCH_ALL, ARCH_XML_EXPANDED);
	static const char attr[] = " layout=\"explicit\"";
	char *g = strstr(xml, "<grid rows=\"9\" cols=\"12\">");

	(void)state;
	assert_non_null(g);
	/* the same map, now read as an explicit layout */
	size_t n = strlen(xml), at = (size_t)(strchr(g, '>') - xml);
	xml = xrealloc(xml, n + sizeof attr);
	memmove(xml + at + sizeof attr - 1, xml + at, n - at + 1);
	memcpy(xml + at, attr, sizeof attr - 1);
	Arch *b = load_text(xml, &d);
	if (!b)
		diag_print(&d, stderr);
	assert_non_null(b);
	assert_int_equal(b->vgiw.grid.layout, ARCH_LAYOUT_EXPLICIT);
	assert_true(arch_fingerprint(a) == arch_fingerprint(b));
	assert_true(arch_fingerprint_of(a, ARCH_SIMT) ==
	            arch_fingerprint_of(b, ARCH_SIMT));
	assert_true(arch_fingerprint_of(a, ARCH_SIMT) !=
	            arch_fingerprint_of(a, ARCH_GPUCC));
	free(xml);
	arch_free(a);
	arch_free(b);
	diag_free(&d);
}

/* GPGPU-Sim's Fermi set index exists for 32 and 64 sets: the SIMT L1
 * (16 KB, 128-byte lines, 4 ways) has it by default, as GPGPU-Sim's GTX480
 * configuration; the VGIW L1 (128 sets) is refused it. */
static void
test_fermi_index_sets(void **state)
{
	DiagList d = { 0 };
	Arch *a = arch_default();

	(void)state;
	assert_int_equal(a->simt.l1d.index, ARCH_INDEX_FERMI);
	assert_int_equal(arch_check(a, &d), 0);
	assert_int_equal(arch_override(a, "memory.l1.index=fermi", &d), 0);
	assert_true(arch_check(a, &d) > 0);
	assert_non_null(strstr(d.items[0].message, "defined for 32 or 64 sets, not 128"));
	arch_free(a);
	diag_free(&d);
}

/* A check error after an override points at the override. */
static void
test_override_blame(void **state)
{
	DiagList d = { 0 };
	Arch *a = arch_default();

	(void)state;
	assert_int_equal(arch_override(a, "vgiw.grid.rows=3", &d), 0);
	assert_true(arch_check(a, &d) > 0);
	assert_string_equal(d.items[0].file, "<override>");
	assert_int_equal(d.items[0].line, 1);
	assert_non_null(strstr(d.items[0].message, "do not fit a 3 x 12 grid"));
	/* the stale grid stays in bounds until the next successful check */
	assert_int_equal(arch_vgiw_cell(a, 8, 11), UC_NONE);
	arch_free(a);
	diag_free(&d);
}

static void
test_files(void **state)
{
	DiagList d = { 0 };
	char path[512];
	const char *root = getenv("VGIW_SOURCE_DIR");

	(void)state;
	assert_null(arch_load_file("/nonexistent/arch.xml", &d));
	assert_int_equal(d.errors, 1);
	assert_non_null(strstr(d.items[0].message, "cannot open"));
	assert_non_null(root);
	/* the shipped default document is the embedded one */
	snprintf(path, sizeof path, "%s/arch/default.xml", root);
	Arch *a = arch_load_file(path, &d), *b = arch_default();
	assert_non_null(a);
	assert_same_machine(a, b);
	assert_int_equal(d.errors, 1);
	arch_free(a);
	arch_free(b);
	diag_free(&d);
	arch_free(NULL);
}

static void
test_svg(void **state)
{
	Arch *a = arch_default();
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	uint32_t rects = 0;

	(void)state;
	assert_int_equal(arch_write_svg(a, f), 0);
	fclose(f);
	assert_non_null(strstr(out, "<svg"));
	assert_non_null(strstr(out, "</svg>"));
	for (const char *s = out; (s = strstr(s, "<rect x=")); s++)
		rects++;
	assert_int_equal(rects, 108 + UC_COUNT);
	/* 8-neighbour links: 9x11 + 8x12 + 2 x 8x11 */
	uint32_t lines = 0;
	for (const char *s = out; (s = strstr(s, "<line ")); s++)
		lines++;
	assert_int_equal(lines, 9 * 11 + 8 * 12 + 2 * 8 * 11);
	free(out);
	arch_free(a);
}

/* docs/arch.md names every parameter of the table. */
static void
test_docs_complete(void **state)
{
	const char *root = getenv("VGIW_SOURCE_DIR");
	char path[512];

	(void)state;
	assert_non_null(root);
	snprintf(path, sizeof path, "%s/docs/arch.md", root);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *doc = xmalloc((size_t)n + 1);
	doc[fread(doc, 1, (size_t)n, f)] = 0;
	fclose(f);
	uint32_t missing = 0;
	for (uint32_t i = 0; i < arch_param_count(); i++) {
		char key[160];

		snprintf(key, sizeof key, "`%s`", arch_param_path(i));
		if (!strstr(doc, key)) {
			fprintf(stderr, "docs/arch.md does not document %s\n", key);
			missing++;
		}
	}
	free(doc);
	assert_int_equal(missing, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_vgiw),
		cmocka_unit_test(test_default_others),
		cmocka_unit_test(test_default_complete),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_round_trip_explicit),
		cmocka_unit_test(test_overrides),
		cmocka_unit_test(test_fingerprint_layouts),
		cmocka_unit_test(test_override_blame),
		cmocka_unit_test(test_fermi_index_sets),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_attribute_limit),
		cmocka_unit_test(test_svg),
		cmocka_unit_test(test_docs_complete),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
