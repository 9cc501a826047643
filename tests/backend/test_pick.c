/* prog_pick_kernel, how the simulator and vgiwcc --run choose the kernel
 * to run: by name, or the only one; otherwise an error and a note per
 * kernel to choose from. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/program.h"

static Program *
program_of(uint32_t n)
{
	static const char *const names[] = { "saxpy", "scale", "sum" };
	Program *p = prog_new();

	p->kernels = arena_alloc(&p->arena, 3 * sizeof *p->kernels);
	for (uint32_t k = 0; k < n; k++)
		p->kernels[k].name = arena_strdup(&p->arena, names[k]);
	p->nkernels = n;
	return p;
}

static void
test_by_name(void **state)
{
	DiagList d = { 0 };
	Program *p = program_of(3);

	(void)state;
	assert_ptr_equal(prog_pick_kernel(p, "scale", "f.cfg", &d), &p->kernels[1]);
	assert_int_equal(d.n, 0);
	assert_null(prog_pick_kernel(p, "nope", "f.cfg", &d));
	assert_int_equal(d.errors, 1);
	assert_int_equal(d.n, 4);
	assert_string_equal(d.items[0].file, "f.cfg");
	assert_string_equal(d.items[0].message, "no kernel 'nope' in the file");
	assert_int_equal(d.items[1].severity, DIAG_NOTE);
	assert_string_equal(d.items[1].message, "kernel 'saxpy'");
	assert_string_equal(d.items[3].message, "kernel 'sum'");
	diag_free(&d);
	prog_free(p);
}

static void
test_the_only_one(void **state)
{
	DiagList d = { 0 };
	Program *p = program_of(1);

	(void)state;
	assert_ptr_equal(prog_pick_kernel(p, NULL, "f.cfg", &d), &p->kernels[0]);
	assert_int_equal(d.n, 0);
	prog_free(p);

	p = program_of(0);
	assert_null(prog_pick_kernel(p, NULL, "f.cfg", &d));
	assert_int_equal(d.errors, 1);
	assert_string_equal(d.items[0].message, "no kernel in the file");
	diag_free(&d);
	prog_free(p);
}

static void
test_several(void **state)
{
	DiagList d = { 0 };
	Program *p = program_of(3);

	(void)state;
	assert_null(prog_pick_kernel(p, NULL, "f.cfg", &d));
	assert_int_equal(d.errors, 1);
	assert_int_equal(d.n, 4);
	assert_string_equal(d.items[0].message, "3 kernels in the file; choose one "
	                    "with --kernel=NAME");
	assert_string_equal(d.items[2].message, "kernel 'scale'");
	diag_free(&d);
	prog_free(p);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_by_name),
		cmocka_unit_test(test_the_only_one),
		cmocka_unit_test(test_several),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
