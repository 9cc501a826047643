/* vgiwsim: load a .cfg, launch one of its kernels over a grid with real
 * buffers, simulate the machine it was compiled for (the VGIW core, the
 * GPU-CC SM, the SIMT SM or the SGMF core; include/vgiw/model.h) cycle by
 * cycle, on one core or a chip, write the buffers and the statistics. Exit
 * status 0, or 1 after diagnostics. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vgiw/arch.h"
#include "vgiw/cfg.h"
#include "vgiw/launch.h"
#include "vgiw/machine.h"

static void
usage(FILE *out)
{
	fputs("usage: vgiwsim KERNEL.cfg --grid=X[,Y[,Z]] --block=X[,Y[,Z]] "
	      "[--arg=SPEC]... [--dynamic-shared=BYTES]\n"
	      "               [--kernel=NAME] [--out=DIR] [--stats=FILE.json]\n"
	      "               [--heatmap=FILE.svg]\n"
	      "               [--arch=FILE] [--chip=NAME|FILE.xml] [-A path=value]...\n"
	      "               [--max-cycles=N] [--progress=auto|always|never]\n"
	      "               [--deadlock-cycles=N] [--launch=FILE] [--trace=FILE.json] [-j N] [-q]\n"
	      "               [--lvc-layout=interleaved|linear]\n"
	      "  --arg=SPEC     in parameter order: a number, buf:TYPE:COUNT[:INIT]\n"
	      "                 (TYPE i8 i16 i32 i64 f32 f64; INIT zero, seq,\n"
	      "                 rand[:SEED], const:V, file:PATH), struct:TYPE:V,...\n"
	      "  --dynamic-shared=BYTES  dynamic shared memory per CTA, the third launch\n"
	      "                 parameter <<<grid, block, BYTES>>> (extern __shared__)\n"
	      "  --out=DIR      write every buffer argument to DIR/argN.bin\n"
	      "  --stats=FILE   statistics as JSON ('-': stdout)\n"
	      "  --heatmap=FILE SGMF: the grid as SVG, each unit shaded by its firings\n"
	      "                 ('-': stdout; docs/sgmf.md)\n"
	      "  --trace=FILE   VGIW: timeline of block executions and reconfigurations;\n"
	      "                 SIMT: one track per warp slot (warps, barrier waits,\n"
	      "                 divergence); Chrome trace-event JSON (1 us = 1 cycle)\n"
	      "  --cosim=FILE   VGIW: fixed-latency memory mode and the co-simulation\n"
	      "                 log of the RTL fabric's testbench (docs/rtl.md)\n"
	      "  The .cfg's target picks the simulator: VGIW, GPU-CC (--target=gpucc) or\n"
	      "  the SIMT SM (--target=simt: warps, SIMT stacks, schedulers);\n"
	      "  --arch and -A describe the machine (GPU-CC: the gpucc section, SIMT:\n"
	      "  the simt section).\n"
	      "  --chip=NAME    run the launch on a whole chip (docs/chip.md): an\n"
	      "                 embedded chip (vgiwcc --print-arch=chips) or an\n"
	      "                 overlay FILE.xml; statistics per chip and per core\n"
	      "  --with=B.cfg --with-launch=FILE [--with-kernel=NAME] [--with-out=DIR]\n"
	      "                 with --chip: a second kernel at the same time on the\n"
	      "                 chip's other half of cores, its own launch\n"
	      "  --with-loop    with --with (SIMT chips): each kernel runs again, from\n"
	      "                 its launch's input image, while the other has not\n"
	      "                 completed a run (the ILP paper's Figure 12 loop)\n"
	      "  --lvc-layout   VGIW: where live values sit in the LVC's address space\n"
	      "                 (interleaved by ID per line of threads, the default,\n"
	      "                 or the row-major <ID, thread> matrix)\n"
	      "  --max-cycles=N stop with an error after N cycles, naming what still\n"
	      "                 runs (0: no limit; default: 1000 cycles per static\n"
	      "                 operation times the launch's threads plus its\n"
	      "                 memory words, at least 10000000; docs/simulator.md)\n"
	      "  --progress=WHEN  the cycle reached on stderr every 2^20 cycles:\n"
	      "                 auto (the default: when stderr is a terminal),\n"
	      "                 always, never (not with -j N above 1)\n"
	      "  --print-max-cycles  print the launch's default cycle limit and exit\n"
	      "  -j N           with --chip: step the chip's cores in N host threads\n"
	      "                 (default 1); the results do not depend on N\n"
	      "  -q             no summary on stderr\n", out);
}

static int
parse_u64(const char *s, uint64_t *out)
{
	char *end;

	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || end == s || *end || *s == '-')
		return -1;
	*out = v;
	return 0;
}

/* One invocation: the command line, what it loads, the run's statistics
 * and the files written while it runs. */
typedef struct {
	const char *cfg, *kname, *outdir, *stats, *heatmap, *cosim;
	const char *archfile, *launchfile, *trace, *chip;
	const char *with, *with_launch, *with_kname, *with_out;
	const char **overrides;   /* -A path=value */
	const char **lopts;       /* launch options, applied after the launch file */
	uint32_t noverrides, nlopts;
	int quiet, have_grid, progress, print_limit;
	SimOptions o;
	Launch l, l2;             /* the launch, and that of --with */
	Arch *a;
	Program *p, *p2;
	const ProgKernel *k, *k2;
	VgiwOut tracef, cosimf;
	MachineStats st;
} Run;

/* Reads the command line into r: 0, 1 after --help, -1 after an error. */
static int
parse_args(int argc, char **argv, Run *r, DiagList *d)
{
	for (int i = 1; i < argc; i++) {
		const char *s = argv[i];

		if (strcmp(s, "-h") == 0 || strcmp(s, "--help") == 0) {
			usage(stdout);
			return 1;
		}
		/* applied after the launch file: the command line wins */
		if (launch_is_option(s)) {
			r->have_grid |= strncmp(s, "--grid=", 7) == 0;
			r->lopts[r->nlopts++] = s;
			continue;
		}
		if (strncmp(s, "--kernel=", 9) == 0)
			r->kname = s + 9;
		else if (strncmp(s, "--out=", 6) == 0)
			r->outdir = s + 6;
		else if (strncmp(s, "--stats=", 8) == 0)
			r->stats = s + 8;
		else if (strncmp(s, "--heatmap=", 10) == 0 && s[10])
			r->heatmap = s + 10;
		else if (strncmp(s, "--trace=", 8) == 0)
			r->trace = s + 8;
		else if (strncmp(s, "--cosim=", 8) == 0 && s[8])
			r->cosim = s + 8;
		else if (strncmp(s, "--arch=", 7) == 0)
			r->archfile = s + 7;
		else if (strncmp(s, "--chip=", 7) == 0)
			r->chip = s + 7;
		else if (strncmp(s, "--with=", 7) == 0)
			r->with = s + 7;
		else if (strncmp(s, "--with-launch=", 14) == 0)
			r->with_launch = s + 14;
		else if (strncmp(s, "--with-kernel=", 14) == 0)
			r->with_kname = s + 14;
		else if (strncmp(s, "--with-out=", 11) == 0)
			r->with_out = s + 11;
		else if (strcmp(s, "--with-loop") == 0)
			r->o.loop = 1;
		else if (strncmp(s, "--launch=", 9) == 0)
			r->launchfile = s + 9;
		else if (strcmp(s, "-A") == 0 && i + 1 < argc)
			r->overrides[r->noverrides++] = argv[++i];
		else if (strncmp(s, "-A", 2) == 0 && s[2])
			r->overrides[r->noverrides++] = s + 2;
		else if (strncmp(s, "--max-cycles=", 13) == 0 ||
		         strncmp(s, "--deadlock-cycles=", 18) == 0) {
			int max = s[2] == 'm';
			uint64_t v;
			/* UINT64_MAX is SIM_MAX_CYCLES_AUTO, the launch's default */
			if (parse_u64(strchr(s, '=') + 1, &v) || v == UINT64_MAX) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s: expected a number of "
				         "cycles from 0 to %" PRIu64, s, UINT64_MAX - 1);
				return -1;
			}
			if (max)
				r->o.max_cycles = v;
			else
				r->o.deadlock_cycles = v;
		} else if (strcmp(s, "--lvc-layout=interleaved") == 0)
			r->o.lv_layout = SIM_LV_INTERLEAVED;
		else if (strcmp(s, "--lvc-layout=linear") == 0)
			r->o.lv_layout = SIM_LV_LINEAR;
		else if (strcmp(s, "-q") == 0)
			r->quiet = 1;
		else if (strcmp(s, "--print-max-cycles") == 0)
			r->print_limit = 1;
		else if (strncmp(s, "--progress=", 11) == 0) {
			if (strcmp(s + 11, "auto") == 0)
				r->progress = -1;
			else if (strcmp(s + 11, "always") == 0)
				r->progress = 1;
			else if (strcmp(s + 11, "never") == 0)
				r->progress = 0;
			else {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s: expected auto, "
				         "always or never", s);
				return -1;
			}
		}
		else if (strcmp(s, "-j") == 0 || (strncmp(s, "-j", 2) == 0 && s[2])) {
			const char *v = s[2] ? s + 2 : i + 1 < argc ? argv[++i] : "";
			uint64_t n;
			if (parse_u64(v, &n) || n < 1 || n > 64) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "-j: expected a number "
				         "of threads from 1 to 64, not '%s'", v);
				return -1;
			}
			r->o.threads = (uint32_t)n;
		}
		else if (s[0] == '-' && s[1]) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown option '%s' (see "
			         "--help)", s);
			return -1;
		} else if (!r->cfg)
			r->cfg = s;
		else {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "more than one input: '%s' and "
			         "'%s'", r->cfg, s);
			return -1;
		}
	}
	if (!r->cfg) {
		usage(stderr);
		return -1;
	}
	return 0;
}

/* Reads the launches, checks the outputs against the inputs, sets up the
 * machine and loads the .cfg's kernel: 0, or -1 after an error. */
static int
load(Run *r, DiagList *d)
{
	if (r->launchfile && launch_read_file(&r->l, r->launchfile, d))
		return -1;
	for (uint32_t k = 0; k < r->nlopts; k++)
		if (launch_option(&r->l, r->lopts[k], d) < 0)
			return -1;
	if (!r->have_grid && !r->launchfile) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no --grid= given");
		return -1;
	}

	if ((r->with_launch || r->with_kname || r->with_out || r->o.loop) && !r->with) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--with-launch, --with-kernel, "
		         "--with-out and --with-loop are for the kernel of --with=");
		return -1;
	}
	if (r->with && (!r->chip || !r->with_launch)) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--with=%s runs a second kernel on a "
		         "chip: it needs --chip= and --with-launch=", r->with);
		return -1;
	}
	if (r->with_launch && launch_read_file(&r->l2, r->with_launch, d))
		return -1;

	/* no output may replace an input (the .cfg, the launch and
	 * architecture files, a buffer's file:PATH) or another output */
	const char *inputs[] = { r->cfg, r->archfile, r->launchfile, r->chip, r->with,
	                         r->with_launch };
	const char *outs[] = { r->stats, r->trace, r->cosim, r->heatmap };
	if (vgiw_check_outputs(outs, 4, inputs, 6, d) |
	    (r->outdir ? launch_check_out_dir(&r->l, r->outdir, inputs, 6, d) : 0) |
	    (r->with_out ? launch_check_out_dir(&r->l2, r->with_out, inputs, 6, d) : 0))
		return -1;
	r->a = arch_setup_chip(r->archfile, r->chip, r->overrides, r->noverrides, d);
	if (!r->a)
		return -1;

	r->p = cfg_read_file(r->cfg, r->a, d);
	if (!r->p)
		return -1;
	r->k = prog_pick_kernel(r->p, r->kname, r->cfg, d);
	if (!r->k)
		return -1;
	return 0;
}

/* Checks --heatmap and --cosim against the loaded .cfg, then opens the
 * co-simulation log and the trace the run writes: 0, or -1 after an
 * error. */
static int
open_run(Run *r, DiagList *d)
{
	if (r->heatmap && (!sim_model(r->p->target)->write_heatmap || r->chip)) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--heatmap draws one SGMF core's "
		         "firings: '%s' is not an SGMF .cfg run on one core", r->cfg);
		return -1;
	}

	if (r->cosim && (!sim_model(r->p->target)->cosim || r->chip || r->with)) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--cosim runs one VGIW core: "
		         "'%s' is not a VGIW .cfg run on one core", r->cfg);
		return -1;
	}
	if (r->progress < 0)
		r->progress = isatty(STDERR_FILENO);
	r->o.progress = r->progress ? stderr : NULL;
	if (r->cosim && vgiw_out_open(&r->cosimf, r->cosim, d))
		return -1;
	r->o.cosim = r->cosimf.f;
	if (r->trace) {
		if (vgiw_out_open(&r->tracef, r->trace, d))
			return -1;
		r->o.trace = r->tracef.f;
	}
	return 0;
}

/* Loads the kernel of --with, which runs beside the launch's on the chip:
 * 0, or -1 after an error. */
static int
load_with(Run *r, DiagList *d)
{
	if (!(r->p2 = cfg_read_file(r->with, r->a, d)) ||
	    !(r->k2 = prog_pick_kernel(r->p2, r->with_kname, r->with, d)))
		return -1;
	return 0;
}

/* Runs the launch on its machine, and --with's beside it: the status. */
static int
run(Run *r, DiagList *d)
{
	if (r->with) {
		ChipLaunch kl[2] = { { r->p, r->k, &r->l }, { r->p2, r->k2, &r->l2 } };
		return machine_run_launches(r->a, kl, 2, &r->o, &r->st, d);
	}
	return machine_run(r->a, r->p, r->k, &r->l, &r->o, &r->st, d);
}

/* Closes the co-simulation log and the trace, then writes the summary, the
 * statistics, the heat map and the buffers of a run whose status is rc:
 * the exit status. */
static int
write_outputs(Run *r, int rc, DiagList *d)
{
	if (r->cosimf.f && !rc && vgiw_out_close(&r->cosimf, d))
		rc = 1;
	/* the trace is complete (or the run failed) before anything else is
	 * written */
	if (r->tracef.f) {
		r->o.trace = NULL;
		if (rc && ferror(r->tracef.f))
			diag_add(d, DIAG_ERROR, strcmp(r->trace, "-") ? r->trace : NULL, 0, 0,
			         "cannot write the trace%s", strcmp(r->trace, "-") ? "" :
			         " to standard output");
		if (rc)
			vgiw_out_discard(&r->tracef);   /* a failed run leaves no partial trace */
		else if (vgiw_out_close(&r->tracef, d))
			rc = 1;
	}
	/* a launch refused before the first cycle has nothing to summarise */
	if (!r->quiet && (rc == 0 || machine_cycles(&r->st)))
		machine_print_summary(&r->st, stderr);
	if (r->stats && (rc == 0 || machine_cycles(&r->st))) {
		VgiwOut so;
		if (vgiw_out_open(&so, r->stats, d)) {
			rc = 1;
		} else if (machine_write_stats_json(&r->st, so.f)) {
			int e = errno;
			vgiw_out_discard(&so);
			diag_add(d, DIAG_ERROR, strcmp(r->stats, "-") ? r->stats : NULL, 0, 0,
			         "cannot write%s: %s", strcmp(r->stats, "-") ? "" :
			         " to standard output", strerror(e ? e : EIO));
			rc = 1;
		} else if (vgiw_out_close(&so, d)) {
			rc = 1;
		}
	}
	if (r->heatmap && (rc == 0 || machine_cycles(&r->st))) {
		VgiwOut ho;
		if (vgiw_out_open(&ho, r->heatmap, d)) {
			rc = 1;
		} else if (r->st.model->write_heatmap(r->st.stats, ho.f)) {
			vgiw_out_discard(&ho);
			diag_add(d, DIAG_ERROR, strcmp(r->heatmap, "-") ? r->heatmap : NULL, 0, 0,
			         "cannot write the heat map");
			rc = 1;
		} else if (vgiw_out_close(&ho, d)) {
			rc = 1;
		}
	}
	if (!rc && r->outdir && launch_write(&r->l, r->outdir, d))
		rc = 1;
	if (!rc && r->with_out && launch_write(&r->l2, r->with_out, d))
		rc = 1;
	return rc;
}

int
main(int argc, char **argv)
{
	DiagList d = { 0 };
	Run r = { 0 };
	int rc = 1, parsed;

	r.overrides = xcalloc((size_t)argc + 1, sizeof *r.overrides);
	r.lopts = xcalloc((size_t)argc + 1, sizeof *r.lopts);
	r.progress = -1;
	launch_init(&r.l);
	launch_init(&r.l2);
	sim_options_init(&r.o);
	if ((parsed = parse_args(argc, argv, &r, &d)) != 0) {
		rc = parsed > 0 ? 0 : 1;
		goto done;
	}
	if (load(&r, &d))
		goto done;
	if (r.print_limit) {   /* the default limit of this launch, not run */
		printf("%" PRIu64 "\n", machine_max_cycles(r.k, &r.l));
		rc = 0;
		goto done;
	}
	if (open_run(&r, &d) || (r.with && load_with(&r, &d)))
		goto done;
	rc = run(&r, &d);
	rc = write_outputs(&r, rc, &d);

done:
	vgiw_out_discard(&r.tracef);
	vgiw_out_discard(&r.cosimf);
	diag_print(&d, stderr);
	if (rc == 0 && d.errors)
		rc = 1;
	diag_free(&d);
	machine_stats_free(&r.st);
	prog_free(r.p);
	prog_free(r.p2);
	launch_free(&r.l2);
	arch_free(r.a);
	launch_free(&r.l);
	free(r.overrides);
	free(r.lopts);
	return rc;
}
