/* Allocation (support/support.c): the test allocator that fails on
 * demand, the try-allocators' NULL, a library's trap, and a tool's end
 * when the host has no memory: an error, status 1, no output left. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <dirent.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "vgiw/support.h"

static void
test_fail_at(void **state)
{
	(void)state;
	vgiw_alloc_fail_at(2);
	void *a = vgiw_try_malloc(16);
	void *b = vgiw_try_calloc(4, 4);
	void *c = vgiw_try_strdup("kept");
	assert_non_null(a);
	assert_null(b);           /* the second one, only it */
	assert_string_equal(c, "kept");
	vgiw_alloc_fail_at(1);
	assert_null(vgiw_try_realloc(a, 64));   /* a is still ours */
	a = vgiw_try_realloc(a, 64);
	assert_non_null(a);
	free(a);
	free(c);
}

/* An x-allocation inside a trap returns to it with the size asked for. */
static void
test_trap(void **state)
{
	VgiwOomTrap outer, inner;
	volatile int reached = 0;

	(void)state;
	if (setjmp(outer.env)) {
		assert_int_equal(reached, 2);
		assert_int_equal(outer.bytes, 12345);
		return;
	}
	vgiw_oom_push(&outer);
	if (setjmp(inner.env)) {
		assert_int_equal(inner.bytes, 777);
		reached = 2;
		/* the inner trap is spent: the next failure reaches the outer */
		vgiw_alloc_fail_at(1);
		xrealloc(NULL, 12345);
		fail_msg("xrealloc returned from a failure");
	}
	vgiw_oom_push(&inner);
	reached = 1;
	vgiw_alloc_fail_at(1);
	xmalloc(777);
	fail_msg("xmalloc returned from a failure");
}

/* No trap: the process ends with status 1 and an error on stderr, not an
 * abort, and an output open at the time is not left behind. */
static void
test_tool_exit(void **state)
{
	char dir[] = "/tmp/vgiw_alloc_XXXXXX", path[64], err[512];
	int fd[2];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/out.txt", dir);
	assert_int_equal(pipe(fd), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		VgiwOut o;
		dup2(fd[1], 2);
		if (vgiw_out_open(&o, path, NULL))
			_exit(3);
		fputs("half a file", o.f);
		fflush(o.f);
		vgiw_alloc_fail_at(1);
		xcalloc(1000, 3);
		_exit(4);
	}
	close(fd[1]);
	ssize_t n = read(fd[0], err, sizeof err - 1);
	close(fd[0]);
	err[n > 0 ? n : 0] = 0;
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 1);
	assert_string_equal(err, "error: out of memory (cannot allocate 3000 bytes)\n");
	DIR *dp = opendir(dir);
	assert_non_null(dp);
	struct dirent *e;
	int files = 0;
	while ((e = readdir(dp)))
		files += e->d_name[0] != '.';
	closedir(dp);
	assert_int_equal(files, 0);   /* neither out.txt nor its temporary */
	rmdir(dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fail_at),
		cmocka_unit_test(test_trap),
		cmocka_unit_test(test_tool_exit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
