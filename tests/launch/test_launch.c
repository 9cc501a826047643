/* Launch descriptions: grid/block parsing, argument kinds and their
 * initialisers, struct layout, the address windows, errors that name the
 * argument, writing an image and comparing two. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "vgiw/launch.h"

static char errors[4096];

static void
capture(DiagList *d)
{
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(d, f);
	fclose(f);
}

static int
parse(Launch *l, const char *line)
{
	DiagList d = { 0 };

	launch_init(l);
	int r = launch_parse_line(l, line, "test", &d);
	errors[0] = 0;
	capture(&d);
	diag_free(&d);
	return r;
}

static uint32_t
u32_at(const LaunchRegion *r, uint64_t i)
{
	uint32_t v;
	memcpy(&v, r->data + 4 * i, 4);
	return v;
}

static float
f32_at(const LaunchRegion *r, uint64_t i)
{
	float v;
	memcpy(&v, r->data + 4 * i, 4);
	return v;
}

static void
test_dims(void **state)
{
	uint32_t d[3];
	Launch l;

	(void)state;
	assert_int_equal(launch_parse_dims("7", d), 0);
	assert_true(d[0] == 7 && d[1] == 1 && d[2] == 1);
	assert_int_equal(launch_parse_dims("4,5,6", d), 0);
	assert_true(d[0] == 4 && d[1] == 5 && d[2] == 6);
	assert_int_equal(launch_parse_dims("0", d), -1);
	assert_int_equal(launch_parse_dims("1,2,3,4", d), -1);
	assert_int_equal(launch_parse_dims("4,", d), -1);
	assert_int_equal(launch_parse_dims("x", d), -1);
	assert_int_equal(launch_parse_dims("-1", d), -1);
	assert_int_equal(parse(&l, "--grid=4,4 --block=16,16"), 0);
	assert_int_equal(launch_cta_count(&l), 16);
	assert_int_equal(launch_block_threads(&l), 256);
	launch_free(&l);
	assert_int_equal(parse(&l, "--grid=4,a"), 1);
	assert_non_null(strstr(errors, "--grid=4,a"));
	launch_free(&l);
	assert_int_equal(parse(&l, "--bogus=1"), 1);
	assert_non_null(strstr(errors, "'--bogus=1' is not a launch option"));
	launch_free(&l);
	/* CUDA's third launch parameter: decimal bytes, 0 allowed, kept by a
	 * copy; absent, the launch says so */
	assert_int_equal(parse(&l, "--grid=2"), 0);
	assert_false(l.has_dyn_shared);
	launch_free(&l);
	assert_int_equal(parse(&l, "--dynamic-shared=4096"), 0);
	assert_true(l.has_dyn_shared);
	assert_int_equal(l.dyn_shared, 4096);
	Launch c;
	assert_int_equal(launch_copy(&c, &l), 0);
	assert_true(c.has_dyn_shared && c.dyn_shared == 4096);
	launch_free(&c);
	launch_free(&l);
	assert_int_equal(parse(&l, "--dynamic-shared=0"), 0);
	assert_true(l.has_dyn_shared && l.dyn_shared == 0);
	launch_free(&l);
	const char *bad[] = { "--dynamic-shared=", "--dynamic-shared=-1",
	                      "--dynamic-shared=1k", "--dynamic-shared=4294967296",
	                      "--dynamic-shared=99999999999999999999999" };
	for (unsigned k = 0; k < sizeof bad / sizeof *bad; k++) {
		assert_int_equal(parse(&l, bad[k]), 1);
		assert_non_null(strstr(errors, "expected the bytes of dynamic shared"));
		launch_free(&l);
	}
}

static void
test_scalars(void **state)
{
	Launch l;
	uint64_t v;

	(void)state;
	assert_int_equal(parse(&l, "--arg=1000 --arg=2.5 --arg=-1 --arg=0x10"), 0);
	assert_int_equal(l.nargs, 4);
	assert_int_equal(l.args[0].kind, LAUNCH_ARG_SCALAR);
	assert_true(l.args[0].is_int && l.args[0].ival == 1000);
	assert_false(l.args[1].is_int);
	assert_int_equal(launch_scalar_int(&l.args[0], 32, &v), 0);
	assert_int_equal(v, 1000);
	assert_int_equal(launch_scalar_int(&l.args[1], 32, &v), -1);  /* 2.5 */
	assert_int_equal(launch_scalar_int(&l.args[2], 32, &v), 0);
	assert_int_equal(v, 0xffffffffu);
	assert_int_equal(launch_scalar_int(&l.args[0], 8, &v), -1);   /* 1000 */
	assert_int_equal(launch_scalar_int(&l.args[3], 8, &v), 0);
	assert_int_equal(v, 16);
	assert_int_equal(launch_scalar_float(&l.args[1], LT_F32, &v), 0);
	assert_int_equal(v, 0x40200000u);
	assert_int_equal(launch_scalar_float(&l.args[0], LT_F64, &v), 0);
	double d;
	memcpy(&d, &v, 8);
	assert_true(d == 1000.0);
	launch_free(&l);
	assert_int_equal(parse(&l, "--arg=12abc"), 1);
	assert_non_null(strstr(errors, "--arg=12abc: expected a number"));
	launch_free(&l);
}

static void
test_buffers(void **state)
{
	Launch l;

	(void)state;
	assert_int_equal(parse(&l, "--arg=buf:i32:1001:seq --arg=buf:f32:8:rand:3 "
	                 "--arg=buf:i32:4:const:-1 --arg=buf:i8:3 --arg=buf:f64:4:seq "
	                 "--arg=buf:f32:2:const:0.5 --arg=buf:i16:5:seq"), 0);
	assert_int_equal(l.nargs, 7);
	const LaunchRegion *r0 = &l.regions[l.args[0].region];
	assert_int_equal(r0->addr, LAUNCH_GLOBAL_BASE);
	assert_int_equal(r0->size, 4004);
	assert_int_equal(u32_at(r0, 1000), 1000);
	assert_string_equal(r0->name, "arg0");
	const LaunchRegion *r1 = &l.regions[l.args[1].region];
	/* argument order, 256-aligned, a guard after the previous buffer */
	assert_true(r1->addr >= r0->addr + r0->size + 256);
	assert_int_equal(r1->addr % LAUNCH_BUF_ALIGN, 0);
	for (int i = 0; i < 8; i++)
		assert_true(f32_at(r1, (uint64_t)i) >= 0.0f && f32_at(r1, (uint64_t)i) < 1.0f);
	assert_true(f32_at(r1, 0) != f32_at(r1, 1));
	assert_int_equal(u32_at(&l.regions[l.args[2].region], 3), 0xffffffffu);
	assert_int_equal(l.regions[l.args[3].region].data[2], 0);
	double d;
	memcpy(&d, l.regions[l.args[4].region].data + 24, 8);
	assert_true(d == 3.0);
	assert_true(f32_at(&l.regions[l.args[5].region], 1) == 0.5f);
	uint16_t h;
	memcpy(&h, l.regions[l.args[6].region].data + 8, 2);
	assert_int_equal(h, 4);
	assert_int_equal(launch_window(r1->addr), LAUNCH_WIN_GLOBAL);
	assert_ptr_equal(launch_find(&l, r0->addr + 4000, 4), r0);
	assert_null(launch_find(&l, r0->addr + 4001, 4));
	assert_null(launch_find(&l, 0, 1));

	/* the same seed makes the same bytes; another seed others */
	Launch l2;
	assert_int_equal(parse(&l2, "--arg=buf:i32:1001:zero --arg=buf:f32:8:rand:3 "
	                 "--arg=buf:f32:8:rand:4"), 0);
	assert_memory_equal(l2.regions[1].data, r1->data, 32);
	assert_memory_not_equal(l2.regions[2].data, r1->data, 32);
	assert_int_equal(l2.regions[1].addr, r1->addr);
	launch_free(&l2);
	launch_free(&l);
}

static void
test_buffer_errors(void **state)
{
	static const struct { const char *line, *msg; } cases[] = {
		{ "--arg=buf:u32:4", "--arg=buf:u32:4: buffer type" },
		{ "--arg=buf:i32:0", "--arg=buf:i32:0: buffer element count" },
		{ "--arg=buf:i32:x:seq", "--arg=buf:i32:x:seq: buffer element count" },
		{ "--arg=buf:i32:4:bogus", "unknown initialiser 'bogus'" },
		{ "--arg=buf:i8:4:const:300", "'300' is not a i8 value" },
		{ "--arg=buf:i32:4:rand:x", "rand seed must be an integer" },
		{ "--arg=buf:i32:4:file:/nonexistent/x", "cannot open '/nonexistent/x'" },
		{ "--arg=struct:", "at least one TYPE:VALUE" },
		{ "--arg=struct:i32:1,q32:2", "field 1 'q32:2'" },
		{ "--arg=struct:i32:1,f32:x", "field 1: 'x' is not a f32 value" },
	};
	Launch l;

	(void)state;
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		assert_int_equal(parse(&l, cases[k].line), 1);
		if (!strstr(errors, cases[k].msg))
			fail_msg("%s: got '%s'", cases[k].line, errors);
		assert_int_equal(l.nargs, 0);
		assert_int_equal(l.nregions, 0);
		launch_free(&l);
	}
	/* a failed argument leaves the addresses of later ones unchanged */
	assert_int_equal(parse(&l, "--arg=buf:i32:4:bogus --arg=buf:i32:4"), 1);
	assert_int_equal(l.nargs, 1);
	assert_int_equal(l.regions[0].addr, LAUNCH_GLOBAL_BASE);
	launch_free(&l);
}

static void
test_file_init(void **state)
{
	char path[] = "/tmp/vgiw_launch_XXXXXX";
	int fd = mkstemp(path);
	uint32_t words[3] = { 7, 8, 9 };
	char line[256];
	Launch l;

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(write(fd, words, sizeof words), (ssize_t)sizeof words);
	close(fd);
	snprintf(line, sizeof line, "--arg=buf:i32:3:file:%s", path);
	assert_int_equal(parse(&l, line), 0);
	assert_int_equal(u32_at(&l.regions[0], 2), 9);
	launch_free(&l);
	snprintf(line, sizeof line, "--arg=buf:i32:4:file:%s", path);
	assert_int_equal(parse(&l, line), 1);
	assert_non_null(strstr(errors, "holds only 12 bytes; the buffer is 16 bytes"));
	launch_free(&l);
	unlink(path);
}

static void
test_struct_layout(void **state)
{
	Launch l;

	(void)state;
	/* i8 at 0, i32 at 4, i8 at 8, f64 at 16; size 24 */
	assert_int_equal(parse(&l, "--arg=buf:f32:4 --arg=struct:i8:1,i32:-2,i8:3,f64:0.5"), 0);
	const LaunchRegion *r = &l.regions[l.args[1].region];
	assert_int_equal(l.args[1].kind, LAUNCH_ARG_STRUCT);
	assert_int_equal(r->kind, LAUNCH_REGION_PARAM);
	assert_int_equal(r->addr, LAUNCH_PARAM_BASE);
	assert_int_equal(launch_window(r->addr), LAUNCH_WIN_PARAM);
	assert_int_equal(r->size, 24);
	assert_int_equal(r->data[0], 1);
	assert_int_equal(u32_at(r, 1), 0xfffffffeu);
	assert_int_equal(r->data[8], 3);
	double d;
	memcpy(&d, r->data + 16, 8);
	assert_true(d == 0.5);
	launch_free(&l);
	/* the conv5x5 sample's parameters: two ints, six floats */
	assert_int_equal(parse(&l, "--arg=struct:i32:60,i32:60,f32:1,f32:4,f32:6,f32:4,f32:1,f32:0.00390625"), 0);
	assert_int_equal(l.regions[0].size, 32);
	assert_true(f32_at(&l.regions[0], 7) == 0.00390625f);
	launch_free(&l);
}

static void
test_sample_lines(void **state)
{
	const char *src = getenv("VGIW_SOURCE_DIR");
	static const char *const names[] = {
		"saxpy", "vecadd", "fig1_divergence", "loop_datadep", "conv3x3",
		"conv5x5", "matmul_tiled", "bfs_step", "nqueens", "histogram",
		"prefix_sum", "vecadd_opencl", "big_block",
	};
	char path[1024];

	(void)state;
	if (!src)
		skip();
	for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
		Launch l;
		DiagList d = { 0 };
		launch_init(&l);
		snprintf(path, sizeof path, "%s/samples/%s.launch", src, names[k]);
		if (launch_read_file(&l, path, &d)) {
			diag_print(&d, stderr);
			fail_msg("%s", path);
		}
		assert_true(l.nargs >= 3);
		diag_free(&d);
		launch_free(&l);
	}
}

static void
test_write_compare(void **state)
{
	Launch a, b;
	char dir[] = "/tmp/vgiw_launch_dir_XXXXXX";
	char path[256], buf[4096];
	DiagList d = { 0 };

	(void)state;
	assert_non_null(mkdtemp(dir));
	assert_int_equal(parse(&a, "--arg=3 --arg=buf:i32:4:seq --arg=buf:f32:3:const:1.5"), 0);
	assert_int_equal(launch_copy(&b, &a), 0);
	assert_int_equal(launch_compare(&a, &b, NULL, NULL), 0);
	float f = 1.5000001f;
	memcpy(b.regions[1].data + 4, &f, 4);
	memcpy(b.regions[1].data + 8, &f, 4);
	b.regions[0].data[12] = 9;
	FILE *out = fmemopen(buf, sizeof buf - 1, "w");
	assert_int_equal(launch_compare(&a, &b, NULL, out), 2);
	fclose(out);
	assert_non_null(strstr(buf, "arg1 (i32[4]): 1 of 4 elements differ; first at [3]: 3 vs 9"));
	assert_non_null(strstr(buf, "arg2 (f32[3]): 2 of 3 elements differ; first at [1]: 1.5 vs 1.50000012"));
	/* one ulp apart is equal when the options allow it */
	LaunchCompareOptions o = { .float_ulps = 1 };
	assert_int_equal(launch_compare(&a, &b, &o, NULL), 1);
	/* any two NaNs are equal (their sign and payload are LLVM's choice),
	 * a NaN and a number are not */
	uint32_t qnan = 0x7fc00000u, nnan = 0xffc00001u;
	launch_free(&b);
	assert_int_equal(launch_copy(&b, &a), 0);
	memcpy(a.regions[1].data, &qnan, 4);
	memcpy(b.regions[1].data, &nnan, 4);
	assert_int_equal(launch_compare(&a, &b, NULL, NULL), 0);
	memcpy(b.regions[1].data, &f, 4);
	assert_int_equal(launch_compare(&a, &b, NULL, NULL), 1);
	memcpy(a.regions[1].data, &f, 4);
	memcpy(b.regions[1].data + 4, &f, 4);
	memcpy(b.regions[1].data + 8, &f, 4);
	b.regions[0].data[12] = 9;

	assert_int_equal(launch_write(&b, dir, &d), 0);
	snprintf(path, sizeof path, "%s/arg1.bin", dir);
	FILE *fp = fopen(path, "rb");
	assert_non_null(fp);
	uint32_t w[5];
	assert_int_equal(fread(w, 4, 5, fp), 4);
	fclose(fp);
	assert_int_equal(w[2], 2);
	assert_int_equal(w[3], 9);
	snprintf(path, sizeof path, "%s/summary.txt", dir);
	fp = fopen(path, "r");
	assert_non_null(fp);
	size_t n = fread(buf, 1, sizeof buf - 1, fp);
	buf[n] = 0;
	fclose(fp);
	assert_non_null(strstr(buf, "arg1 i32[4] @0x100000000"));
	assert_non_null(strstr(buf, ": 0 1 2 9\n"));
	assert_non_null(strstr(buf, "arg2 f32[3]"));
	assert_null(strstr(buf, "arg0"));
	unlink(path);
	snprintf(path, sizeof path, "%s/arg1.bin", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/arg2.bin", dir);
	unlink(path);
	rmdir(dir);
	diag_free(&d);

	/* module globals: reused by name, compared on request */
	uint64_t g = launch_add_global(&a, "counter", 8, 8, NULL);
	assert_true(g > a.regions[1].addr);
	assert_int_equal(launch_add_global(&a, "counter", 8, 8, NULL), g);
	launch_free(&b);
	assert_int_equal(launch_copy(&b, &a), 0);
	launch_find(&b, g, 8)->data[0] = 1;
	assert_int_equal(launch_compare(&a, &b, NULL, NULL), 0);
	o.globals = 1;
	assert_int_equal(launch_compare(&a, &b, &o, NULL), 1);
	launch_free(&a);
	launch_free(&b);
}

/* launch_copy under the test allocator: each of its allocations failing in
 * turn gives -1, an empty copy and no leak (the sanitizer build checks),
 * the source untouched; with none failing, a copy equal to the source. */
static void
test_copy_fails(void **state)
{
	Launch a, b;

	(void)state;
	assert_int_equal(parse(&a, "--arg=3 --arg=buf:i32:4:seq --arg=buf:f32:3:const:1.5"), 0);
	uint64_t k;
	for (k = 1; k < 100; k++) {
		vgiw_alloc_fail_at(k);
		int rc = launch_copy(&b, &a);
		vgiw_alloc_fail_at(0);
		if (rc == 0)
			break;
		assert_int_equal(rc, -1);
		assert_int_equal(b.nargs, 0);
		assert_int_equal(b.nregions, 0);
		assert_null(b.regions);
		assert_null(b.args);
		launch_free(&b);
	}
	/* the args' table, 3 texts, the regions' table, 2 names and 2 buffers */
	assert_int_equal(k, 10);
	assert_int_equal(launch_compare(&a, &b, NULL, NULL), 0);
	assert_int_equal(b.nargs, 3);
	assert_int_equal(launch_image_bytes(&b), 28);
	launch_free(&b);
	launch_free(&a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dims),
		cmocka_unit_test(test_scalars),
		cmocka_unit_test(test_buffers),
		cmocka_unit_test(test_buffer_errors),
		cmocka_unit_test(test_file_init),
		cmocka_unit_test(test_struct_layout),
		cmocka_unit_test(test_sample_lines),
		cmocka_unit_test(test_write_compare),
		cmocka_unit_test(test_copy_fails),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
