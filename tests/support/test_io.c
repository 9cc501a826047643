/* Files in and out (support/io.c): the size caps and their variables, a
 * directory refused, the atomic writer's result and its temporary file,
 * the temporary-file registry's slots, a temporary directory removed
 * whole on a signal, one file found under two names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "vgiw/support.h"

static char dir[] = "/tmp/vgiw_test_io_XXXXXX";

static char *
at(const char *name)
{
	static char p[2][256];
	static int k;

	/* two at a time: at("a") and at("b") in one call */
	k ^= 1;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static void
test_caps(void **state)
{
	DiagList d = { 0 };

	(void)state;
	unsetenv("VGIW_MAX_LAUNCH");
	assert_int_equal(vgiw_input_cap(VGIW_INPUT_LAUNCH, &d), 1u << 20);
	assert_int_equal(vgiw_input_cap(VGIW_INPUT_IR, &d), 256u << 20);
	setenv("VGIW_MAX_LAUNCH", "3k", 1);
	assert_int_equal(vgiw_input_cap(VGIW_INPUT_LAUNCH, &d), 3072);
	setenv("VGIW_MAX_LAUNCH", "2G", 1);
	assert_int_equal(vgiw_input_cap(VGIW_INPUT_LAUNCH, &d), 2ull << 30);
	assert_int_equal(d.errors, 0);
	/* zero, junk, a suffix with nothing before it, past 1T */
	const char *bad[] = { "0", "12x", "M", "-1", "2000G" };
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		setenv("VGIW_MAX_LAUNCH", bad[i], 1);
		assert_int_equal(vgiw_input_cap(VGIW_INPUT_LAUNCH, &d), 0);
	}
	assert_int_equal(d.errors, 5);
	unsetenv("VGIW_MAX_LAUNCH");
	diag_free(&d);
}

static void
test_read_cap(void **state)
{
	DiagList d = { 0 };
	size_t n = 0;

	(void)state;
	assert_int_equal(vgiw_write_file_atomic(at("ten"), "0123456789", 10), 0);
	setenv("VGIW_MAX_LAUNCH", "10", 1);
	char *s = vgiw_read_input(at("ten"), VGIW_INPUT_LAUNCH, &n, &d);
	assert_non_null(s);
	assert_int_equal(n, 10);
	assert_string_equal(s, "0123456789");
	free(s);
	setenv("VGIW_MAX_LAUNCH", "9", 1);
	assert_null(vgiw_read_input(at("ten"), VGIW_INPUT_LAUNCH, &n, &d));
	assert_non_null(strstr(d.items[0].message, "larger than 9 bytes"));
	/* a device is read up to the cap, not to its end */
	assert_null(vgiw_read_input("/dev/zero", VGIW_INPUT_LAUNCH, &n, &d));
	unsetenv("VGIW_MAX_LAUNCH");
	assert_null(vgiw_read_input(dir, VGIW_INPUT_LAUNCH, &n, &d));
	assert_non_null(strstr(d.items[2].message, "is a directory"));
	assert_int_equal(d.errors, 3);
	diag_free(&d);
}

static void
test_out(void **state)
{
	DiagList d = { 0 };
	VgiwOut o;

	(void)state;
	assert_int_equal(vgiw_out_open(&o, at("out"), &d), 0);
	assert_int_equal(access(o.tmp, F_OK), 0);
	assert_int_not_equal(access(at("out"), F_OK), 0);
	fputs("x", o.f);
	assert_int_equal(vgiw_out_close(&o, &d), 0);
	assert_int_equal(access(at("out"), F_OK), 0);
	/* discarded: neither the file nor its temporary */
	assert_int_equal(vgiw_out_open(&o, at("gone"), &d), 0);
	char tmp[256];
	snprintf(tmp, sizeof tmp, "%s", o.tmp);
	vgiw_out_discard(&o);
	assert_int_not_equal(access(tmp, F_OK), 0);
	assert_int_not_equal(access(at("gone"), F_OK), 0);
	/* a full device: the error names it */
	assert_int_equal(vgiw_out_open(&o, "/dev/full", &d), 0);
	fputs("x", o.f);
	assert_int_equal(vgiw_out_close(&o, &d), -1);
	assert_int_equal(d.errors, 1);
	assert_string_equal(d.items[0].file, "/dev/full");
	diag_free(&d);
}

static void
test_tmp_slots(void **state)
{
	int s[70];

	(void)state;
	for (int i = 0; i < 70; i++)
		s[i] = vgiw_tmp_track("/nonexistent/x.tmp1");
	/* 64 slots, then none: written all the same, only not tracked */
	assert_int_equal(s[63], 63);
	assert_int_equal(s[64], -1);
	for (int i = 0; i < 70; i++)
		vgiw_tmp_untrack(s[i]);
	assert_int_equal(vgiw_tmp_track("/nonexistent/y"), 0);
	vgiw_tmp_untrack(0);
}

/* vgiwcc --emit=hex writes into DIR.tmpPID: a signal removes it and its
 * files, here 300 of them (more than one read of the directory's entries)
 * and one still being written (a tracked file inside). */
static void
test_tmp_dir_signal(void **state)
{
	(void)state;
	char hex[256], name[300];
	snprintf(hex, sizeof hex, "%s", at("hex.tmp1"));
	assert_int_equal(mkdir(hex, 0777), 0);
	for (int i = 0; i < 300; i++) {
		snprintf(name, sizeof name, "%s/k0_b%d_a_rather_long_file_name.hex", hex, i);
		FILE *f = fopen(name, "w");
		assert_non_null(f);
		fputs("@0\n", f);
		fclose(f);
	}
	snprintf(name, sizeof name, "%s/k0_b300.hex.tmp1", hex);
	FILE *f = fopen(name, "w");
	assert_non_null(f);
	fclose(f);
	fflush(NULL);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		vgiw_tmp_track_dir(hex);
		vgiw_tmp_track(name);
		kill(getpid(), SIGTERM);
		_exit(3);  /* the signal was not handled as it should be */
	}
	int status = 0;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	/* it ended as SIGTERM ends a process, and left nothing behind */
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGTERM);
	assert_int_not_equal(access(hex, F_OK), 0);
	/* untracked, the same directory stays */
	assert_int_equal(mkdir(hex, 0777), 0);
	int slot = vgiw_tmp_track_dir(hex);
	assert_true(slot >= 0);
	vgiw_tmp_untrack(slot);
	assert_int_equal(access(hex, F_OK), 0);
	rmdir(hex);
}

static void
test_same_file(void **state)
{
	DiagList d = { 0 };
	char lnk[256];

	(void)state;
	snprintf(lnk, sizeof lnk, "%s/link", dir);
	assert_int_equal(vgiw_write_file_atomic(at("a"), "a", 1), 0);
	assert_int_equal(link(at("a"), lnk), 0);
	assert_true(vgiw_same_file(at("a"), lnk));
	assert_false(vgiw_same_file(at("a"), at("none")));
	assert_false(vgiw_same_file("-", "-"));
	const char *inputs[] = { NULL, lnk };
	assert_int_equal(vgiw_check_output(at("a"), inputs, 2, &d), 1);
	assert_int_equal(vgiw_check_output(at("b"), inputs, 2, &d), 0);
	assert_int_equal(d.errors, 1);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_caps),
		cmocka_unit_test(test_read_cap),
		cmocka_unit_test(test_out),
		cmocka_unit_test(test_tmp_slots),
		cmocka_unit_test(test_tmp_dir_signal),
		cmocka_unit_test(test_same_file),
	};

	if (!mkdtemp(dir))
		return 1;
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		rc = 1;
	return rc;
}
