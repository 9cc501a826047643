/* arch_setup, the one way every tool gets its machine: the file or the
 * default, the -A overrides, the check; every problem collected, NULL on
 * any of them (and nothing leaked: the sanitizer build runs this too). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "arch_int.h"

static const char *
source_path(char *buf, size_t n, const char *rel)
{
	const char *root = getenv("VGIW_SOURCE_DIR");

	assert_non_null(root);
	snprintf(buf, n, "%s/%s", root, rel);
	return buf;
}

static void
test_default(void **state)
{
	DiagList d = { 0 };
	Arch *a = arch_setup(NULL, NULL, 0, &d), *b = arch_default();

	(void)state;
	assert_non_null(a);
	assert_int_equal(d.n, 0);
	assert_true(arch_fingerprint(a) == arch_fingerprint(b));
	arch_free(a);
	arch_free(b);
}

static void
test_overrides_applied(void **state)
{
	static const char *const ov[] = {
		"vgiw.grid.cols=14", "vgiw.switch.channels=3",
		"vgiw.unit.SCU.ops=fdiv,fsqrt",
	};
	DiagList d = { 0 };
	Arch *a = arch_setup(NULL, ov, 3, &d);

	(void)state;
	assert_non_null(a);
	assert_int_equal(d.n, 0);
	assert_int_equal(a->vgiw.grid.cols, 14);
	assert_int_equal(a->vgiw.sw.channels, 3);
	/* the check ran: the layout was rebuilt for the wider grid */
	assert_int_equal(arch_vgiw_cell(a, 0, 13), UC_LDST);
	assert_true(arch_vgiw_supports(a, OP_FSQRT));
	assert_false(arch_vgiw_supports(a, OP_SDIV));
	arch_free(a);
}

static void
test_file_and_overrides(void **state)
{
	static const char *const ov[] = { "memory.l1.size=32768" };
	DiagList d = { 0 };
	char path[512];
	Arch *a = arch_setup(source_path(path, sizeof path, "arch/default.xml"),
	                     ov, 1, &d);

	(void)state;
	assert_non_null(a);
	assert_int_equal(d.n, 0);
	assert_int_equal(a->memory.l1.size, 32768);
	arch_free(a);
}

static void
test_bad_overrides(void **state)
{
	/* two bad ones around a good one: both reported, in order */
	static const char *const ov[] = {
		"vgiw.grid.colz=14", "vgiw.switch.channels=3", "nonsense",
	};
	DiagList d = { 0 };

	(void)state;
	assert_null(arch_setup(NULL, ov, 3, &d));
	assert_int_equal(d.errors, 2);
	assert_string_equal(d.items[0].file, ARCH_OVERRIDE_NAME);
	assert_int_equal(d.items[0].line, 1);
	assert_non_null(strstr(d.items[0].message, "did you mean 'vgiw.grid.cols'"));
	assert_string_equal(d.items[1].file, ARCH_OVERRIDE_NAME);
	assert_int_equal(d.items[1].line, 3);
	assert_non_null(strstr(d.items[1].message, "expected path=value"));
	diag_free(&d);
}

static void
test_override_fails_check(void **state)
{
	/* each value is in range; together they are not a machine */
	static const char *const ov[] = { "vgiw.grid.rows=3" };
	DiagList d = { 0 };

	(void)state;
	assert_null(arch_setup(NULL, ov, 1, &d));
	assert_true(d.errors > 0);
	assert_string_equal(d.items[0].file, ARCH_OVERRIDE_NAME);
	assert_int_equal(d.items[0].line, 1);
	assert_non_null(strstr(d.items[0].message, "do not fit a 3 x 12 grid"));
	diag_free(&d);
}

static void
test_bad_files(void **state)
{
	static const char *const ov[] = { "vgiw.grid.cols=14" };
	DiagList d = { 0 };
	char path[512];

	(void)state;
	assert_null(arch_setup("/nonexistent/arch.xml", ov, 1, &d));
	assert_int_equal(d.errors, 1);
	assert_non_null(strstr(d.items[0].message, "cannot open"));
	diag_free(&d);

	/* a document that loads but does not check: every error, at its line */
	source_path(path, sizeof path, "tests/arch/corpus/cache_not_multiple.xml");
	assert_null(arch_setup(path, NULL, 0, &d));
	assert_int_equal(d.errors, 3);
	assert_string_equal(d.items[0].file, path);
	assert_int_equal(d.items[0].line, 4);
	assert_non_null(strstr(d.items[0].message, "memory.l1"));
	diag_free(&d);
}

static void
test_earlier_errors(void **state)
{
	/* errors a tool collected before are not the arch's */
	DiagList d = { 0 };

	(void)state;
	diag_add(&d, DIAG_ERROR, NULL, 0, 0, "an earlier problem");
	Arch *a = arch_setup(NULL, NULL, 0, &d);
	assert_non_null(a);
	assert_int_equal(d.errors, 1);
	arch_free(a);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default),
		cmocka_unit_test(test_overrides_applied),
		cmocka_unit_test(test_file_and_overrides),
		cmocka_unit_test(test_bad_overrides),
		cmocka_unit_test(test_override_fails_check),
		cmocka_unit_test(test_bad_files),
		cmocka_unit_test(test_earlier_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
