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

int
main(int argc, char **argv)
{
	DiagList d = { 0 };
	Launch l;
	SimOptions o;
	MachineStats st;
	const char *cfg = NULL, *kname = NULL, *outdir = NULL, *stats = NULL;
	const char *heatmap = NULL;
	const char *archfile = NULL, *launchfile = NULL, *trace = NULL, *chip = NULL;
	const char *with = NULL, *with_launch = NULL, *with_kname = NULL, *with_out = NULL;
	Launch l2;
	Program *p2 = NULL;
	VgiwOut tracef = { 0 }, cosimf = { 0 };
	const char *cosim = NULL;
	const char **overrides = xcalloc((size_t)argc + 1, sizeof *overrides);
	const char **lopts = xcalloc((size_t)argc + 1, sizeof *lopts);
	uint32_t noverrides = 0, nlopts = 0;
	int quiet = 0, rc = 1, have_grid = 0, progress = -1, print_limit = 0;
	Arch *a = NULL;
	Program *p = NULL;

	launch_init(&l);
	launch_init(&l2);
	sim_options_init(&o);
	memset(&st, 0, sizeof st);
	for (int i = 1; i < argc; i++) {
		const char *s = argv[i];

		if (strcmp(s, "-h") == 0 || strcmp(s, "--help") == 0) {
			usage(stdout);
			rc = 0;
			goto done;
		}
		/* applied after the launch file: the command line wins */
		if (launch_is_option(s)) {
			have_grid |= strncmp(s, "--grid=", 7) == 0;
			lopts[nlopts++] = s;
			continue;
		}
		if (strncmp(s, "--kernel=", 9) == 0)
			kname = s + 9;
		else if (strncmp(s, "--out=", 6) == 0)
			outdir = s + 6;
		else if (strncmp(s, "--stats=", 8) == 0)
			stats = s + 8;
		else if (strncmp(s, "--heatmap=", 10) == 0 && s[10])
			heatmap = s + 10;
		else if (strncmp(s, "--trace=", 8) == 0)
			trace = s + 8;
		else if (strncmp(s, "--cosim=", 8) == 0 && s[8])
			cosim = s + 8;
		else if (strncmp(s, "--arch=", 7) == 0)
			archfile = s + 7;
		else if (strncmp(s, "--chip=", 7) == 0)
			chip = s + 7;
		else if (strncmp(s, "--with=", 7) == 0)
			with = s + 7;
		else if (strncmp(s, "--with-launch=", 14) == 0)
			with_launch = s + 14;
		else if (strncmp(s, "--with-kernel=", 14) == 0)
			with_kname = s + 14;
		else if (strncmp(s, "--with-out=", 11) == 0)
			with_out = s + 11;
		else if (strcmp(s, "--with-loop") == 0)
			o.loop = 1;
		else if (strncmp(s, "--launch=", 9) == 0)
			launchfile = s + 9;
		else if (strcmp(s, "-A") == 0 && i + 1 < argc)
			overrides[noverrides++] = argv[++i];
		else if (strncmp(s, "-A", 2) == 0 && s[2])
			overrides[noverrides++] = s + 2;
		else if (strncmp(s, "--max-cycles=", 13) == 0 ||
		         strncmp(s, "--deadlock-cycles=", 18) == 0) {
			int max = s[2] == 'm';
			uint64_t v;
			/* UINT64_MAX is SIM_MAX_CYCLES_AUTO, the launch's default */
			if (parse_u64(strchr(s, '=') + 1, &v) || v == UINT64_MAX) {
				diag_add(&d, DIAG_ERROR, NULL, 0, 0, "%s: expected a number of "
				         "cycles from 0 to %" PRIu64, s, UINT64_MAX - 1);
				goto done;
			}
			if (max)
				o.max_cycles = v;
			else
				o.deadlock_cycles = v;
		} else if (strcmp(s, "--lvc-layout=interleaved") == 0)
			o.lv_layout = SIM_LV_INTERLEAVED;
		else if (strcmp(s, "--lvc-layout=linear") == 0)
			o.lv_layout = SIM_LV_LINEAR;
		else if (strcmp(s, "-q") == 0)
			quiet = 1;
		else if (strcmp(s, "--print-max-cycles") == 0)
			print_limit = 1;
		else if (strncmp(s, "--progress=", 11) == 0) {
			if (strcmp(s + 11, "auto") == 0)
				progress = -1;
			else if (strcmp(s + 11, "always") == 0)
				progress = 1;
			else if (strcmp(s + 11, "never") == 0)
				progress = 0;
			else {
				diag_add(&d, DIAG_ERROR, NULL, 0, 0, "%s: expected auto, "
				         "always or never", s);
				goto done;
			}
		}
		else if (strcmp(s, "-j") == 0 || (strncmp(s, "-j", 2) == 0 && s[2])) {
			const char *v = s[2] ? s + 2 : i + 1 < argc ? argv[++i] : "";
			uint64_t n;
			if (parse_u64(v, &n) || n < 1 || n > 64) {
				diag_add(&d, DIAG_ERROR, NULL, 0, 0, "-j: expected a number "
				         "of threads from 1 to 64, not '%s'", v);
				goto done;
			}
			o.threads = (uint32_t)n;
		}
		else if (s[0] == '-' && s[1]) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "unknown option '%s' (see "
			         "--help)", s);
			goto done;
		} else if (!cfg)
			cfg = s;
		else {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "more than one input: '%s' and "
			         "'%s'", cfg, s);
			goto done;
		}
	}
	if (!cfg) {
		usage(stderr);
		goto done;
	}
	if (launchfile && launch_read_file(&l, launchfile, &d))
		goto done;
	for (uint32_t k = 0; k < nlopts; k++)
		if (launch_option(&l, lopts[k], &d) < 0)
			goto done;
	if (!have_grid && !launchfile) {
		diag_add(&d, DIAG_ERROR, NULL, 0, 0, "no --grid= given");
		goto done;
	}

	if ((with_launch || with_kname || with_out || o.loop) && !with) {
		diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--with-launch, --with-kernel, "
		         "--with-out and --with-loop are for the kernel of --with=");
		goto done;
	}
	if (with && (!chip || !with_launch)) {
		diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--with=%s runs a second kernel on a "
		         "chip: it needs --chip= and --with-launch=", with);
		goto done;
	}
	if (with_launch && launch_read_file(&l2, with_launch, &d))
		goto done;

	/* no output may replace an input (the .cfg, the launch and
	 * architecture files, a buffer's file:PATH) or another output */
	const char *inputs[] = { cfg, archfile, launchfile, chip, with, with_launch };
	const char *outs[] = { stats, trace, cosim, heatmap };
	if (vgiw_check_outputs(outs, 4, inputs, 6, &d) |
	    (outdir ? launch_check_out_dir(&l, outdir, inputs, 6, &d) : 0) |
	    (with_out ? launch_check_out_dir(&l2, with_out, inputs, 6, &d) : 0))
		goto done;
	if (!(a = arch_setup_chip(archfile, chip, overrides, noverrides, &d)))
		goto done;

	p = cfg_read_file(cfg, a, &d);
	if (!p)
		goto done;
	const ProgKernel *k = prog_pick_kernel(p, kname, cfg, &d);
	if (!k)
		goto done;
	if (print_limit) {   /* the default limit of this launch, not run */
		printf("%" PRIu64 "\n", machine_max_cycles(k, &l));
		rc = 0;
		goto done;
	}
	if (heatmap && (!sim_model(p->target)->write_heatmap || chip)) {
		diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--heatmap draws one SGMF core's "
		         "firings: '%s' is not an SGMF .cfg run on one core", cfg);
		goto done;
	}

	if (cosim && (!sim_model(p->target)->cosim || chip || with)) {
		diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--cosim runs one VGIW core: "
		         "'%s' is not a VGIW .cfg run on one core", cfg);
		goto done;
	}
	if (progress < 0)
		progress = isatty(STDERR_FILENO);
	o.progress = progress ? stderr : NULL;
	if (cosim && vgiw_out_open(&cosimf, cosim, &d))
		goto done;
	o.cosim = cosimf.f;
	if (trace) {
		if (vgiw_out_open(&tracef, trace, &d))
			goto done;
		o.trace = tracef.f;
	}
	if (with) {
		const ProgKernel *k2;
		if (!(p2 = cfg_read_file(with, a, &d)) ||
		    !(k2 = prog_pick_kernel(p2, with_kname, with, &d)))
			goto done;
		ChipLaunch kl[2] = { { p, k, &l }, { p2, k2, &l2 } };
		rc = machine_run_launches(a, kl, 2, &o, &st, &d);
	} else {
		rc = machine_run(a, p, k, &l, &o, &st, &d);
	}
	if (cosimf.f && !rc && vgiw_out_close(&cosimf, &d))
		rc = 1;
	/* the trace is complete (or the run failed) before anything else is
	 * written */
	if (tracef.f) {
		o.trace = NULL;
		if (rc && ferror(tracef.f))
			diag_add(&d, DIAG_ERROR, strcmp(trace, "-") ? trace : NULL, 0, 0,
			         "cannot write the trace%s", strcmp(trace, "-") ? "" :
			         " to standard output");
		if (rc)
			vgiw_out_discard(&tracef);   /* a failed run leaves no partial trace */
		else if (vgiw_out_close(&tracef, &d))
			rc = 1;
	}
	/* a launch refused before the first cycle has nothing to summarise */
	if (!quiet && (rc == 0 || machine_cycles(&st)))
		machine_print_summary(&st, stderr);
	if (stats && (rc == 0 || machine_cycles(&st))) {
		VgiwOut so;
		if (vgiw_out_open(&so, stats, &d)) {
			rc = 1;
		} else if (machine_write_stats_json(&st, so.f)) {
			int e = errno;
			vgiw_out_discard(&so);
			diag_add(&d, DIAG_ERROR, strcmp(stats, "-") ? stats : NULL, 0, 0,
			         "cannot write%s: %s", strcmp(stats, "-") ? "" :
			         " to standard output", strerror(e ? e : EIO));
			rc = 1;
		} else if (vgiw_out_close(&so, &d)) {
			rc = 1;
		}
	}
	if (heatmap && (rc == 0 || machine_cycles(&st))) {
		VgiwOut ho;
		if (vgiw_out_open(&ho, heatmap, &d)) {
			rc = 1;
		} else if (st.model->write_heatmap(st.stats, ho.f)) {
			vgiw_out_discard(&ho);
			diag_add(&d, DIAG_ERROR, strcmp(heatmap, "-") ? heatmap : NULL, 0, 0,
			         "cannot write the heat map");
			rc = 1;
		} else if (vgiw_out_close(&ho, &d)) {
			rc = 1;
		}
	}
	if (!rc && outdir && launch_write(&l, outdir, &d))
		rc = 1;
	if (!rc && with_out && launch_write(&l2, with_out, &d))
		rc = 1;

done:
	vgiw_out_discard(&tracef);
	vgiw_out_discard(&cosimf);
	diag_print(&d, stderr);
	if (rc == 0 && d.errors)
		rc = 1;
	diag_free(&d);
	machine_stats_free(&st);
	prog_free(p);
	prog_free(p2);
	launch_free(&l2);
	arch_free(a);
	launch_free(&l);
	free(overrides);
	free(lopts);
	return rc;
}
