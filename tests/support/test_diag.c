/* Collected diagnostics (support/diag.c): the error limit, and that an
 * error past it takes its notes and source line with it while a later
 * warning is kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/support.h"

static char *
printed(const DiagList *d)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);

	assert_non_null(f);
	diag_print(d, f);
	fclose(f);
	return buf;
}

static unsigned
count(const char *s, const char *what)
{
	unsigned n = 0;

	for (const char *p = s; (p = strstr(p, what)); p += strlen(what))
		n++;
	return n;
}

static void
test_limit(void **state)
{
	DiagList d = { .limit = 3 };

	(void)state;
	for (int i = 1; i <= 5; i++) {
		diag_add(&d, DIAG_ERROR, "k.cu", (uint32_t)i, 1, "error number %d", i);
		diag_set_source(&d, "source line");
		diag_add(&d, DIAG_NOTE, "hdr.h", 7, 1, "note of error %d", i);
	}
	diag_add(&d, DIAG_WARNING, "k.cu", 9, 0, "a warning after them");
	assert_int_equal(d.errors, 5);
	char *s = printed(&d);
	assert_int_equal(count(s, "error: "), 3);
	assert_int_equal(count(s, "note of error"), 3);
	assert_int_equal(count(s, "source line"), 3);
	assert_null(strstr(s, "error number 4"));
	assert_null(strstr(s, "note of error 4"));
	assert_non_null(strstr(s, "k.cu:3:1: error: error number 3\n  source line\n"));
	assert_non_null(strstr(s, "hdr.h:7:1: note: note of error 3\n"));
	assert_non_null(strstr(s, "k.cu:9: warning: a warning after them\n"));
	assert_non_null(strstr(s, "note: too many errors: 3 shown, 2 more not shown\n"));
	free(s);
	diag_free(&d);
	/* no limit: all of them, and no "too many" */
	d = (DiagList){ 0 };
	for (int i = 1; i <= 30; i++)
		diag_add(&d, DIAG_ERROR, "k.cu", (uint32_t)i, 0, "e%d", i);
	s = printed(&d);
	assert_int_equal(count(s, "error: "), 30);
	assert_null(strstr(s, "too many"));
	free(s);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
