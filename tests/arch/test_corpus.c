/* The malformed-input corpus: every tests/arch/corpus/NAME.xml is loaded
 * (then NAME.override, one -A assignment a line, is applied and checked)
 * and the diagnostics must equal NAME.expected, every line of them.
 * VGIW_UPDATE_EXPECTED=1 rewrites the .expected files from the output. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "vgiw/arch.h"

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = xmalloc((size_t)n + 1);
	buf[fread(buf, 1, (size_t)n, f)] = 0;
	fclose(f);
	return buf;
}

static int
by_name(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Diagnostics of one case, as diag_print writes them. */
static char *
run_case(const char *name)
{
	char path[512], *out = NULL;
	size_t len = 0;
	DiagList d = { 0 };
	FILE *mem = open_memstream(&out, &len);

	snprintf(path, sizeof path, "%s.xml", name);
	Arch *a = arch_load_file(path, &d);
	snprintf(path, sizeof path, "%s.override", name);
	char *ovr = slurp(path);
	if (a && ovr) {
		for (char *line = strtok(ovr, "\n"); line; line = strtok(NULL, "\n"))
			arch_override(a, line, &d);
		arch_check(a, &d);
	}
	/* a corpus case that loads cleanly tests nothing */
	assert_true(d.errors > 0);
	diag_print(&d, mem);
	fclose(mem);
	free(ovr);
	arch_free(a);
	diag_free(&d);
	return out;
}

static void
test_corpus(void **state)
{
	const char *root = getenv("VGIW_SOURCE_DIR");
	char dir[512], **names = NULL;
	uint32_t n = 0, cap = 0, failed = 0;
	int update = getenv("VGIW_UPDATE_EXPECTED") != NULL;

	(void)state;
	assert_non_null(root);
	snprintf(dir, sizeof dir, "%s/tests/arch/corpus", root);
	/* messages name files as the user gave them: relative to the corpus */
	assert_int_equal(chdir(dir), 0);
	DIR *dp = opendir(".");
	assert_non_null(dp);
	for (struct dirent *e; (e = readdir(dp));) {
		size_t l = strlen(e->d_name);

		if (l > 4 && !strcmp(e->d_name + l - 4, ".xml")) {
			uint32_t i = vec_push(names, n, cap);
			names[i] = xstrdup(e->d_name);
			names[i][l - 4] = 0;
		}
	}
	closedir(dp);
	qsort(names, n, sizeof *names, by_name);
	assert_true(n >= 8);

	for (uint32_t i = 0; i < n; i++) {
		char path[512];
		char *got = run_case(names[i]);

		snprintf(path, sizeof path, "%s.expected", names[i]);
		if (update) {
			FILE *f = fopen(path, "w");
			assert_non_null(f);
			fputs(got, f);
			fclose(f);
		}
		char *want = slurp(path);
		if (!want || strcmp(want, got)) {
			fprintf(stderr, "corpus case %s:\n--- expected\n%s--- got\n%s",
			        names[i], want ? want : "(no .expected file)\n", got);
			failed++;
		}
		free(want);
		free(got);
		free(names[i]);
	}
	free(names);
	assert_int_equal(failed, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_corpus),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
