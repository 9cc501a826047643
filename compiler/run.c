/* vgiwcc --run [--check]: simulate a freshly compiled kernel on its
 * machine's model (include/vgiw/model.h) and, with --check, compare every
 * buffer with an independent run of the reference interpreter on the original LLVM IR. The simulator
 * reads the program back from the .cfg bytes, as vgiwsim would. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/cfg.h"
#include "vgiw/launch.h"
#include "vgiw/reference.h"
#include "vgiw/machine.h"

#include "run.h"

int
run_build_launch(const Options *o, Launch *l, DiagList *d)
{
	if (o->launch_file && launch_read_file(l, o->launch_file, d))
		return 1;
	for (uint32_t k = 0; k < o->nlaunch; k++)
		if (launch_option(l, o->launch[k], d) < 0)
			return 1;
	return d->errors != 0;
}

static int
write_json(const char *path, const MachineStats *st, DiagList *d)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);

	if (!f)
		die("open_memstream: %s", strerror(errno));
	machine_write_stats_json(st, f);
	fclose(f);
	int rc = vgiw_write_file_atomic(path, buf, size);
	if (rc)
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
	free(buf);
	return rc != 0;
}

/* --check of a simulation that failed an assertion: the reference must
 * fail too, with the same first (thread, assertion); it reports its own. */
static void
check_asserts(const Options *o, const ProgKernel *k, const Launch *l, Launch *ref,
              DiagList *d)
{
	RefOptions ro = { .kernel = k->name, .opt = o->front.opt };
	RefStats rs;

	if (!ref_run(o->front.input, &ro, ref, &rs, d) || !ref->assert_fails) {
		diag_add(d, DIAG_ERROR, o->front.input, 0, 0, "kernel '%s': the "
		         "simulation fails an assertion and the reference interpreter "
		         "%s", k->name, ref->assert_fails ? "stops before" : "does not");
		return;
	}
	if (ref->assert_thread != l->assert_thread || ref->assert_index != l->assert_index) {
		diag_add(d, DIAG_ERROR, o->front.input, 0, 0, "kernel '%s': the "
		         "simulation's first failed assertion (thread %" PRIu64 ", "
		         "assertion %u) is not the reference interpreter's (thread %"
		         PRIu64 ", assertion %u)", k->name, l->assert_thread,
		         l->assert_index, ref->assert_thread, ref->assert_index);
		return;
	}
	fprintf(stderr, "check: the reference interpreter fails the same assertion "
	        "first (global thread %" PRIu64 ", assertion %u; %" PRIu64 " failures, "
	        "the reference %" PRIu64 ")\n", l->assert_thread, l->assert_index,
	        l->assert_fails, ref->assert_fails);
}

int
run_program(const Options *o, const Arch *a, const Program *p, DiagList *d)
{
	const ProgKernel *k = NULL;
	Launch l, ref;
	SimOptions so;
	MachineStats st;
	char *trace = NULL;
	size_t trace_size = 0;
	int rc = 1;

	memset(&st, 0, sizeof st);
	launch_init(&l);
	launch_init(&ref);
	k = prog_pick_kernel(p, o->front.kernel, o->front.input, d);
	if (!k || run_build_launch(o, &l, d))
		goto done;
	const char *inputs[] = { o->front.input, o->arch_file, o->launch_file };
	if (o->out_dir && launch_check_out_dir(&l, o->out_dir, inputs, 3, d))
		goto done;
	/* both runs start from the same bytes */
	if (o->check && launch_copy(&ref, &l)) {
		diag_add(d, DIAG_ERROR, o->front.input, 0, 0, "--check: cannot "
		         "allocate a copy of the launch's %" PRIu64 " bytes of buffers "
		         "for the reference interpreter", launch_image_bytes(&l));
		goto done;
	}
	sim_options_init(&so);
	if (o->has_max_cycles)
		so.max_cycles = o->max_cycles;
	so.threads = o->sim_threads;
	if (o->trace) {
		/* in memory first: a failed run leaves no partial trace */
		so.trace = open_memstream(&trace, &trace_size);
		if (!so.trace)
			die("open_memstream: %s", strerror(errno));
	}
	int failed = machine_run(a, p, k, &l, &so, &st, d);
	if (so.trace)
		fclose(so.trace);
	if (failed && o->check && l.assert_fails)
		check_asserts(o, k, &l, &ref, d);
	if (failed)
		goto done;
	if (o->trace && vgiw_write_file_atomic(o->trace, trace, trace_size) != 0) {
		diag_add(d, DIAG_ERROR, o->trace, 0, 0, "cannot write: %s", strerror(errno));
		goto done;
	}
	machine_print_summary(&st, stderr);
	if (o->sim_stats && write_json(o->sim_stats, &st, d))
		goto done;
	if (o->check) {
		RefOptions ro = { .kernel = k->name, .opt = o->front.opt, .clock_args = 1 };
		RefStats rs;
		if (ref_run(o->front.input, &ro, &ref, &rs, d))
			goto done;
		LaunchCompareOptions co = { .float_ulps = 0, .globals = 1,
		                            .skip_args = rs.clock_args };
		for (uint32_t i = 0; i < l.nargs && i < 64; i++)
			if (rs.clock_args >> i & 1)
				fprintf(stderr, "check: argument %u (%s) is not compared: it "
				        "holds clock() values, which the reference counts in "
				        "its own instructions\n", i, l.args[i].text);
		uint32_t differ = launch_compare(&ref, &l, &co, stderr);
		if (differ) {
			diag_add(d, DIAG_ERROR, o->front.input, 0, 0, "kernel '%s': the "
			         "simulation differs from the reference interpreter in "
			         "%u buffer(s)", k->name, differ);
			goto done;
		}
		fprintf(stderr, "check: every %sbuffer matches the reference "
		        "interpreter (%llu thread-instructions of LLVM IR)\n",
		        rs.clock_args ? "other " : "", (unsigned long long)rs.steps);
	}
	if (o->out_dir && launch_write(&l, o->out_dir, d))
		goto done;
	rc = 0;
done:
	machine_stats_free(&st);
	free(trace);
	launch_free(&l);
	launch_free(&ref);
	return rc;
}
