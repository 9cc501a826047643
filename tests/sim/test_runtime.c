/* libvgiw's bounds (include/vgiw/runtime.h): NULL arguments, allocations
 * past one buffer's limit or past what the host has, and launches past the
 * command line's grid bounds are error returns with an error string, never
 * a crash or an abort. VGIW_TEST_CFG names saxpy compiled for VGIW (the
 * sim_runtime_cfg fixture writes it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <cmocka.h>

#include "vgiw/runtime.h"
#include "vgiw/support.h"   /* the test allocator */

#if defined(__SANITIZE_ADDRESS__)
#define ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASAN 1
#endif
#endif
#ifdef ASAN
#include <sanitizer/lsan_interface.h>
#endif

static VgiwDevice *
open_dev(void)
{
	VgiwDevice *dev = NULL;

	assert_int_equal(vgiw_device_open(&dev, NULL, NULL, 0), VGIW_SUCCESS);
	assert_non_null(dev);
	return dev;
}

static void
test_null_overrides(void **state)
{
	VgiwDevice *dev = (VgiwDevice *)1;
	const char *ov[] = { "vgiw.grid.rows=10", NULL };

	(void)state;
	assert_int_equal(vgiw_device_open(&dev, NULL, NULL, 2),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_null(dev);
	assert_int_equal(vgiw_device_open(&dev, NULL, ov, 2),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_null(dev);
	/* the first alone is a valid override */
	assert_int_equal(vgiw_device_open(&dev, NULL, ov, 1), VGIW_SUCCESS);
	vgiw_device_close(dev);
}

static void
test_alloc_over_limit(void **state)
{
	VgiwDevice *dev = open_dev();
	VgiwDevPtr p = 1;

	(void)state;
	assert_int_equal(vgiw_mem_alloc(dev, (size_t)1 << 33, &p),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_int_equal(p, 0);
	assert_non_null(strstr(vgiw_error_string(dev), "8589934592 bytes"));
	/* the device still works */
	assert_int_equal(vgiw_mem_alloc(dev, 64, &p), VGIW_SUCCESS);
	assert_true(p != 0);
	vgiw_device_close(dev);
}

/* A 4 GiB allocation (the largest one may have) on a host that has less:
 * the address space limited with setrlimit, or ASan's allocator told to
 * return NULL past 1 GiB (the test's environment sets it). */
static void
test_alloc_out_of_memory(void **state)
{
	VgiwDevice *dev = open_dev();
	VgiwDevPtr p = 1;

	(void)state;
#ifndef ASAN
	struct rlimit old, lim;
	assert_int_equal(getrlimit(RLIMIT_AS, &old), 0);
	lim = old;
	lim.rlim_cur = (rlim_t)3 << 30;
	assert_int_equal(setrlimit(RLIMIT_AS, &lim), 0);
#endif
	VgiwResult r = vgiw_mem_alloc(dev, (size_t)1 << 32, &p);
#ifndef ASAN
	assert_int_equal(setrlimit(RLIMIT_AS, &old), 0);
#endif
	assert_int_equal(r, VGIW_ERROR_OUT_OF_MEMORY);
	assert_int_equal(p, 0);
	assert_non_null(strstr(vgiw_error_string(dev), "4294967296 bytes"));
	vgiw_device_close(dev);
}

/* The launch tests' device: saxpy loaded, x and y of 256 floats each. */
typedef struct {
	VgiwDevice *dev;
	VgiwModule *mod;
	VgiwDevPtr dx, dy;
} Saxpy;

static int
saxpy_setup(void **state)
{
	const char *cfg = getenv("VGIW_TEST_CFG");
	Saxpy *s = calloc(1, sizeof *s);

	assert_non_null(s);
	assert_non_null(cfg);
	s->dev = open_dev();
	assert_int_equal(vgiw_module_load(s->dev, cfg, &s->mod), VGIW_SUCCESS);
	assert_int_equal(vgiw_mem_alloc(s->dev, 1024, &s->dx), VGIW_SUCCESS);
	assert_int_equal(vgiw_mem_alloc(s->dev, 1024, &s->dy), VGIW_SUCCESS);
	*state = s;
	return 0;
}

static int
saxpy_teardown(void **state)
{
	Saxpy *s = *state;

	vgiw_module_unload(s->mod);
	vgiw_device_close(s->dev);
	free(s);
	return 0;
}

static void
test_launch_bounds(void **state)
{
	Saxpy *s = *state;
	int n = 256;
	float a = 2.0f;
	void *params[] = { &n, &a, &s->dx, &s->dy };
	void *holey[] = { &n, NULL, &s->dx, &s->dy };
	unsigned huge[3] = { 1u << 31, 1, 1 }, wide[3] = { 1u << 21, 1u << 20, 1 };
	unsigned one[3] = { 1, 1, 1 }, block[3] = { 256, 1, 1 };
	unsigned fat[3] = { 1u << 16, 1u << 16, 1 };

	assert_int_equal(vgiw_launch(s->mod, "saxpy", huge, block, params),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_non_null(strstr(vgiw_error_string(s->dev), "2147483647"));
	assert_int_equal(vgiw_launch(s->mod, "saxpy", wide, block, params),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_non_null(strstr(vgiw_error_string(s->dev), "2^40 CTAs"));
	assert_int_equal(vgiw_launch(s->mod, "saxpy", one, fat, params),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_int_equal(vgiw_launch(s->mod, "saxpy", one, block, holey),
	                 VGIW_ERROR_INVALID_VALUE);
	assert_non_null(strstr(vgiw_error_string(s->dev), "params[1]"));
	/* no launch has run: no statistics to write */
	FILE *f = tmpfile();
	assert_non_null(f);
	assert_int_equal(vgiw_write_stats_json(s->dev, f), VGIW_ERROR_INVALID_VALUE);
	/* and a launch in bounds runs; its statistics are the launch's */
	assert_int_equal(vgiw_launch(s->mod, "saxpy", one, block, params), VGIW_SUCCESS);
	assert_true(vgiw_last_cycles(s->dev) > 0);
	assert_int_equal(vgiw_write_stats_json(s->dev, NULL), VGIW_ERROR_INVALID_VALUE);
	assert_int_equal(vgiw_write_stats_json(s->dev, f), VGIW_SUCCESS);
	char json[65536], want[64];
	rewind(f);
	json[fread(json, 1, sizeof json - 1, f)] = 0;
	fclose(f);
	snprintf(want, sizeof want, "\"cycles\": %llu,",
	         (unsigned long long)vgiw_last_cycles(s->dev));
	assert_non_null(strstr(json, "\"kernel\": \"saxpy\""));
	assert_non_null(strstr(json, want));
}

/* Every allocation of a launch failing in turn (the test allocator): each
 * is an error return, VGIW_ERROR_OUT_OF_MEMORY from the trap around the
 * model or VGIW_ERROR_LAUNCH from a diagnostic, never an exit or an abort
 * of the host program; the device runs the launch afterwards. What a
 * trapped launch allocated is leaked, as documented: the leak checker
 * looks away. */
static void
test_launch_fails_midway(void **state)
{
	Saxpy *s = *state;
	int n = 64;
	float a = 2.0f;
	void *params[] = { &n, &a, &s->dx, &s->dy };
	unsigned one[3] = { 1, 1, 1 }, block[3] = { 64, 1, 1 };
	uint64_t k, trapped = 0;

#ifdef ASAN
	__lsan_disable();
#endif
	for (k = 1; k < 5000; k++) {
		vgiw_alloc_fail_at(k);
		VgiwResult r = vgiw_launch(s->mod, "saxpy", one, block, params);
		vgiw_alloc_fail_at(0);
		if (r == VGIW_SUCCESS)
			break;
		if (r == VGIW_ERROR_OUT_OF_MEMORY) {
			assert_non_null(strstr(vgiw_error_string(s->dev), "out of host memory"));
			trapped++;
		} else
			assert_int_equal(r, VGIW_ERROR_LAUNCH);
	}
#ifdef ASAN
	__lsan_enable();
#endif
	assert_true(k < 5000);
	assert_true(trapped > 0);
	assert_int_equal(vgiw_launch(s->mod, "saxpy", one, block, params), VGIW_SUCCESS);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_null_overrides),
		cmocka_unit_test(test_alloc_over_limit),
		cmocka_unit_test(test_alloc_out_of_memory),
		cmocka_unit_test_setup_teardown(test_launch_bounds, saxpy_setup, saxpy_teardown),
		cmocka_unit_test_setup_teardown(test_launch_fails_midway, saxpy_setup,
		                                saxpy_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
