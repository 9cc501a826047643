/* The libdevice table stays true: docs/libdevice.md, the list of
 * libdevice's functions (tests/libdevice/functions.txt, from
 * libdevice.10.bc) and the front end's table (front/libdevice.c) name the
 * same functions, each once, with the same status. And a name with the
 * __nv_ prefix that libdevice lacks is an error naming it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "front_int.h"

#define MAXFN 512

typedef struct {
	char name[64];
	int status;  /* 1 supported, 0 refused, -1 unknown */
} Row;

static FILE *
open_source(const char *rel)
{
	const char *dir = getenv("VGIW_SOURCE_DIR");
	char path[1024];

	assert_non_null(dir);
	snprintf(path, sizeof path, "%s/%s", dir, rel);
	FILE *f = fopen(path, "r");
	if (!f)
		fail_msg("cannot open %s", path);
	return f;
}

static int
find(const Row *r, int n, const char *name)
{
	for (int k = 0; k < n; k++)
		if (strcmp(r[k].name, name) == 0)
			return k;
	return -1;
}

/* Names of functions.txt: "RET __nv_NAME(ARGS)". */
static int
read_list(Row *r)
{
	FILE *f = open_source("tests/libdevice/functions.txt");
	char line[512];
	int n = 0;

	while (fgets(line, sizeof line, f)) {
		char *p = strstr(line, " __nv_"), *q;
		if (line[0] == '#' || !p || !(q = strchr(p, '(')))
			continue;
		assert_true(n < MAXFN);
		snprintf(r[n].name, sizeof r[n].name, "%.*s", (int)(q - p - 1), p + 1);
		assert_int_equal(find(r, n, r[n].name), -1);  /* once */
		r[n++].status = -1;
	}
	fclose(f);
	return n;
}

/* Rows "| `__nv_NAME` | supported: ... |" or "| ... | refused: ... |". */
static int
read_doc(Row *r)
{
	FILE *f = open_source("docs/libdevice.md");
	char line[1024];
	int n = 0;

	while (fgets(line, sizeof line, f)) {
		char *e;
		if (strncmp(line, "| `__nv_", 8) != 0 || !(e = strchr(line + 3, '`')))
			continue;
		assert_true(n < MAXFN);
		snprintf(r[n].name, sizeof r[n].name, "%.*s", (int)(e - line - 3), line + 3);
		assert_int_equal(find(r, n, r[n].name), -1);
		if (strncmp(e, "` | supported: ", 15) == 0)
			r[n].status = 1;
		else if (strncmp(e, "` | refused: ", 13) == 0)
			r[n].status = 0;
		else
			fail_msg("docs/libdevice.md: row of %s says neither supported nor refused",
			         r[n].name);
		n++;
	}
	fclose(f);
	return n;
}

static void
table_is_true(void **state)
{
	static Row list[MAXFN], doc[MAXFN];
	int nl = read_list(list), nd = read_doc(doc);
	size_t nf = front_libdevice_count();

	(void)state;
	assert_int_equal(nl, 349);  /* libdevice.10.bc of CUDA 11 to 13 */
	assert_int_equal(nd, nl);
	assert_int_equal((int)nf, nl);
	for (size_t k = 0; k < nf; k++) {
		int supported;
		const char *name = front_libdevice_entry(k, &supported);
		int i = find(list, nl, name), j = find(doc, nd, name);
		if (i < 0)
			fail_msg("front/libdevice.c has %s, which libdevice does not", name);
		if (j < 0)
			fail_msg("docs/libdevice.md has no row for %s", name);
		if (doc[j].status != supported)
			fail_msg("%s is %s in front/libdevice.c but %s in docs/libdevice.md", name,
			         supported ? "supported" : "refused",
			         doc[j].status ? "supported" : "refused");
		for (size_t m = 0; m < k; m++) {
			int s2;
			assert_string_not_equal(front_libdevice_entry(m, &s2), name);
		}
	}
	int s;
	assert_null(front_libdevice_entry(nf, &s));
}

static void
unknown_name_is_an_error(void **state)
{
	static const char ir[] =
		"target triple = \"nvptx64-nvidia-cuda\"\n"
		"declare float @__nv_sinhpif(float)\n"
		"define ptx_kernel void @k(float %x, float* %o) {\n"
		"  %r = call float @__nv_sinhpif(float %x)\n"
		"  store float %r, float* %o\n"
		"  ret void\n"
		"}\n";
	char path[] = "/tmp/vgiw_test_XXXXXX";
	int fd = mkstemp(path);
	DiagList d = { 0 };
	char errors[2048] = { 0 };

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	FrontOptions o = { .input = path, .opt = 0 };
	KirModule *m = front_compile(&o, &d);
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(&d, f);
	fclose(f);
	diag_free(&d);
	unlink(path);
	assert_null(m);
	assert_non_null(strstr(errors, ":4: error: '__nv_sinhpif' is not a function of libdevice"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(table_is_true),
		cmocka_unit_test(unknown_name_is_an_error),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
