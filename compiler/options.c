/* vgiwcc's options: every knob, its default, and its help text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/arch.h"
#include "vgiw/front.h"

#include "options.h"
#include "target.h"

const char *const emit_names[EMIT_COUNT] = {
	"cfg", "blocks", "dfg", "dot", "kir", "ll", "svg", "report", "asm", "hex"
};

const char *const step_names[STEP_COUNT] = {
	"schedule", "remat", "ifconvert", "live", "dfg", "partition", "sgmf", "simt",
	"regalloc", "map", "assemble", "encode"
};

static void
usage(FILE *out)
{
	fputs(
"usage: vgiwcc [options] input.ll|input.bc\n"
"       vgiwcc [options] [--output-dir=DIR] input... [@LIST]\n"
"\n"
"Compiles CUDA/OpenCL kernels (LLVM IR from clang) for the VGIW and GPU-CC\n"
"dataflow GPUs and for a SIMT GPU (a Fermi SM).\n"
"\n"
"  --target=vgiw|gpucc|simt|sgmf\n"
"                       the machine (default vgiw); gpucc if-converts the whole\n"
"                       kernel onto the cores and load/store units of a GPU-CC\n"
"                       SM; simt compiles to per-thread instructions on\n"
"                       registers, run by warps; sgmf maps the whole kernel's\n"
"                       graph (steers, merges, loops) onto the MT-CGRF at once\n"
"  --kernel=NAME        compile only kernel NAME (default: every kernel)\n"
"  -O0 .. -O3           canonicalisation level (default -O2; -O3 for gpucc,\n"
"                       whose loops must unroll fully)\n"
"  --maxrregcount=N     simt: at most N registers per thread (16 or more; the\n"
"                       machine's simt.sm.max-regs-per-thread, 63, caps it\n"
"                       anyway): values beyond them spill to local memory\n"
"  --remat=N            recompute thread-invariant values of up to N operations\n"
"                       in each block that uses them instead of passing them as\n"
"                       live values (default 4; 0 turns it off)\n"
"  --emit=KIND          what to write (default cfg):\n"
"                         blocks  block IDs, successors, barriers, live values\n"
"                         dfg     per-block dataflow graphs, as text\n"
"                         dot     per-block dataflow graphs, as Graphviz DOT\n"
"                         kir     the kernel IR after partitioning\n"
"                         ll      the canonicalised LLVM IR\n"
"                         report  place and route: replicas, wirelength, ...;\n"
"                                 simt: registers, shared memory, occupancy\n"
"                                 (for the launch's CTA size, if given)\n"
"                         svg     the placed and routed blocks of one kernel;\n"
"                                 with --print-arch, the VGIW grid\n"
"                         cfg     the .cfg configuration container\n"
"                         asm     the .cfg's contents as text (as vgiwdump)\n"
"                         hex     $readmemh images, into the directory -o\n"
"  -o FILE              output file ('-' for stdout, the default for text)\n", out);
	fputs(
"  -d PASS, --dump-after=PASS\n"
"                       print the kernel IR to stderr after PASS (repeatable,\n"
"                       or a comma list; 'list' names the target's passes):\n"
"                         vgiw   schedule remat live dfg partition map\n"
"                                assemble encode\n"
"                         gpucc  schedule ifconvert live dfg map assemble\n"
"                                encode\n"
"                         simt   schedule simt regalloc assemble encode\n"
"                         sgmf   schedule live dfg sgmf map assemble encode\n"
"  --detail             with --emit=report: every placement and route\n"
"  --stats=FILE.json    place-and-route statistics for scripts\n"
"  --seed=N             placement seed (default 1)\n"
"  --replicate=auto|N   replicas per block: as many as fit (default) or N\n"
"  --place-effort=X     annealing moves per temperature, x items^(4/3) (1.0)\n"
"  --router-iters=N     PathFinder iteration limit (50)\n"
"  -j N                 blocks placed and routed in parallel (default 2),\n"
"                       and with --run --chip the chip's cores simulated in\n"
"                       N host threads (default 1); results do not depend on it\n"
"  --run                simulate the kernel after compiling it (with --emit=cfg\n"
"                       and no -o, nothing is written):\n"
"  --grid=X[,Y[,Z]] --block=X[,Y[,Z]] --arg=SPEC ...  the launch, as vgiwsim\n"
"  --dynamic-shared=BYTES  with --run: dynamic shared memory per CTA (CUDA's\n"
"                       <<<grid, block, BYTES>>>), for extern __shared__ arrays\n"
"  --launch=FILE        the launch options from a file (samples/NAME.launch)\n"
"  --check              with --run: also run the reference interpreter on the\n"
"                       LLVM IR and compare every buffer byte for byte\n"
"  --out=DIR            with --run: write the buffers to DIR\n"
"  --sim-stats=FILE     with --run: simulator statistics as JSON\n"
"  --trace=FILE         with --run: the simulation on a timeline (Chrome\n"
"                       trace-event JSON, for Perfetto): VGIW block executions\n"
"                       and reconfigurations, SIMT warps (none for GPU-CC)\n"
"  --max-cycles=N       with --run: stop the simulation after N cycles\n"
"                       (0: no limit; default: from the launch, as vgiwsim's,\n"
"                       docs/simulator.md)\n"
"  --arch=FILE          architecture description (default: built in)\n"
"  -A PATH=VALUE        override one architecture parameter (repeatable)\n"
"  --chip=NAME|FILE.xml with --run: simulate the launch on a whole chip\n"
"                       (docs/chip.md; --print-arch=chips lists the names)\n"
"  --print-arch[=vgiw|gpucc|simt|all|chips]\n"
"                       write the effective architecture as XML (chips:\n"
"                       the embedded chips) and stop\n"
"  -v, --verbose        say what the compiler does\n"
"  --error-limit=N      stop showing errors after N, then say how many more\n"
"                       there were (default 20; 0 shows all)\n"

"  --help               this text\n"
"  --version            version of vgiwcc and of its LLVM\n"
"\n"
"Diagnostics go to stderr as file:line:col: error: ...; on any error the\n"
"exit status is 1 and no output file is written.\n"
"\n"
"Batch mode compiles many inputs in one process, which loads LLVM once: it is\n"
"on with several inputs, --output-dir or a list file. Each input is compiled\n"
"on its own into DIR/NAME.EXT (EXT: the --emit kind, cfg by default), its\n"
"diagnostics on stderr in input order whatever -j, then a summary; a failed\n"
"input writes no file, and the exit status is 1 if any failed. Not with -o,\n"
"--run, --stats, --emit=hex or --print-arch.\n"
"  --output-dir=DIR     where the outputs go (default: the current directory;\n"
"                       created if missing)\n"
"  @LIST, --inputs=LIST more inputs, one path a line ('#' starts a comment)\n"
"  -j N                 inputs compiled at once (default 2)\n", out);
}

/* "--name=value" or "--name value". */
static const char *
opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] == 0 && *i + 1 < argc)
		return argv[++*i];
	return NULL;
}

static int
number(const char *opt, const char *v, uint64_t max, uint64_t *out, DiagList *d)
{
	char *end;
	unsigned long long n = strtoull(v, &end, 10);

	if (!*v || *end || n > max) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s wants a whole number from 0 "
		         "to %llu, not '%s'", opt, (unsigned long long)max, v);
		return 0;
	}
	*out = n;
	return 1;
}

/* The -d arguments, now that the target is known: "list" prints the
 * target's pass names and exits, like --help. */
static void
dump_steps(Options *o, DiagList *d)
{
	char names[128] = "";

	for (int s = 0; s < STEP_COUNT; s++)
		if (o->target->steps >> s & 1)
			snprintf(names + strlen(names), sizeof names - strlen(names),
			         "%s%s", names[0] ? ", " : "", step_names[s]);
	for (uint32_t i = 0; i < o->ndumps; i++) {
		for (const char *v = o->dumps[i];; v++) {
			size_t n = strcspn(v, ",");
			int s = 0;

			if (n == 4 && strncmp(v, "list", 4) == 0) {
				printf("%s\n", names);
				exit(0);
			}
			while (s < STEP_COUNT && !(strlen(step_names[s]) == n &&
			       strncmp(step_names[s], v, n) == 0 && (o->target->steps >> s & 1)))
				s++;
			if (s == STEP_COUNT)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown pass '%.*s' for "
				         "--dump-after; the passes of --target=%s are %s",
				         (int)n, v, target_info(o->target->id)->name, names);
			else
				o->dump_after |= 1u << s;
			v += n;
			if (!*v)
				break;
		}
	}
}

static void
override(Options *o, const char *v)
{
	uint32_t k = vec_push(o->overrides, o->noverrides, o->overrides_cap);

	o->overrides[k] = v;
}

/* A list file: one input a line, blank lines and '#' comments skipped.
 * The inputs point into its text, which o keeps. */
static void
read_list(Options *o, const char *path, DiagList *d)
{
	size_t size;
	char *text = vgiw_read_input(path, VGIW_INPUT_LIST, &size, d);

	if (!text)
		return;
	uint32_t k = vec_push(o->lists, o->nlists, o->lists_cap);
	o->lists[k] = text;
	for (char *line = text; *line;) {
		size_t n = strcspn(line, "\n");
		char *next = line + n + (line[n] != 0);

		line[n] = 0;
		line += strspn(line, " \t");
		char *end = line + strlen(line);
		while (end > line && strchr(" \t\r", end[-1]))
			*--end = 0;
		if (*line && *line != '#') {
			k = vec_push(o->inputs, o->ninputs, o->inputs_cap);
			o->inputs[k] = line;
		}
		line = next;
	}
}

/* Batch mode writes one file per input into a directory and runs nothing. */
static void
batch_restrictions(const Options *o, DiagList *d)
{
	const char *what = o->output ? "-o (name the directory with --output-dir)" :
	                   o->run ? "--run" :
	                   o->stats ? "--stats" :
	                   o->emit == EMIT_HEX ? "--emit=hex" :
	                   o->print_arch >= 0 ? "--print-arch" : NULL;

	if (what)
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "batch mode (several inputs, "
		         "--output-dir or a list file) writes one file per input "
		         "and takes no %s", what);
}

/* --print-arch[=W]: a machine, all of them, or the embedded chips */
static void
print_arch_option(Options *o, const char *a, DiagList *d)
{
	const char *w = a[12] ? a + 13 : "vgiw";

	if (strcmp(w, "vgiw") == 0)
		o->print_arch = ARCH_VGIW;
	else if (strcmp(w, "gpucc") == 0)
		o->print_arch = ARCH_GPUCC;
	else if (strcmp(w, "simt") == 0)
		o->print_arch = ARCH_SIMT;
	else if (strcmp(w, "all") == 0)
		o->print_arch = 3;
	else if (strcmp(w, "chips") == 0)
		o->print_arch = 4;
	else
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown machine '%s' for "
		         "--print-arch (vgiw, gpucc, simt, all, chips)", w);
}

/* What the options say together, once all are read: the input, the -O
 * level of the target, and the combinations that need one another. */
static void
finish(Options *o, int opt_given, DiagList *d)
{
	dump_steps(o, d);
	o->batch = o->ninputs > 1 || o->nlists || o->output_dir;
	if (o->ninputs == 1 && !o->batch)
		o->front.input = o->inputs[0];
	if (!o->ninputs && o->print_arch < 0)
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no input file (see --help)");
	if (o->batch)
		batch_restrictions(o, d);
	if (!opt_given)
		o->front.opt = o->target->opt;
	o->front.machine = target_info(o->target->id)->display;
	if (o->check && !o->run)
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--check compares a simulation with "
		         "the reference: it needs --run");
	/* a SIMT report computes occupancy for the launch's CTA size */
	int report_launch = o->target->report_launch && o->emit == EMIT_REPORT;
	if (!o->run && (((o->nlaunch || o->launch_file) && !report_launch) ||
	                o->out_dir || o->sim_stats || o->trace))
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "launch options (--grid, --block, "
		         "--arg, --launch, --out, --sim-stats, --trace) need --run");
	if (o->print_arch < 0 && !(o->target->emits >> o->emit & 1))
		diag_add(d, DIAG_ERROR, NULL, 0, 0, o->target->no_emit, emit_names[o->emit]);
	if (o->emit == EMIT_HEX && !o->output && !o->batch)
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--emit=hex writes a directory of "
		         "images: name it with -o DIR");
}

int
options_parse(int argc, char **argv, Options *o, DiagList *d)
{
	const char *v;
	uint64_t n;
	int opt_given = 0;

	o->target = cc_target(PROG_VGIW);   /* the default machine */
	o->print_arch = -1;
	o->remat = 4;
	o->error_limit = VGIW_ERROR_LIMIT;
	pr_options_default(&o->pr);
	o->pr.threads = 2;
	o->sim_threads = 1;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage(stdout);
			exit(0);
		} else if (strcmp(a, "--version") == 0) {
			printf("vgiwcc %s (LLVM %s)\n", VGIW_VERSION, front_llvm_version());
			exit(0);
		} else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
			o->verbose = 1;
		} else if (strcmp(a, "--detail") == 0) {
			o->detail = 1;
		} else if (strcmp(a, "--run") == 0) {
			o->run = 1;
		} else if (strcmp(a, "--check") == 0) {
			o->check = 1;
		} else if (strncmp(a, "--grid=", 7) == 0 || strncmp(a, "--block=", 8) == 0 ||
		           strncmp(a, "--arg=", 6) == 0 ||
		           strncmp(a, "--dynamic-shared=", 17) == 0) {
			uint32_t k = vec_push(o->launch, o->nlaunch, o->launch_cap);
			o->launch[k] = a;
		} else if ((v = opt_value(argc, argv, &i, "--launch"))) {
			o->launch_file = v;
		} else if ((v = opt_value(argc, argv, &i, "--out"))) {
			o->out_dir = v;
		} else if ((v = opt_value(argc, argv, &i, "--sim-stats"))) {
			o->sim_stats = v;
		} else if ((v = opt_value(argc, argv, &i, "--trace"))) {
			o->trace = v;
		} else if ((v = opt_value(argc, argv, &i, "--error-limit"))) {
			if (number("--error-limit", v, UINT32_MAX, &n, d))
				o->error_limit = (uint32_t)n;
		} else if ((v = opt_value(argc, argv, &i, "--max-cycles"))) {
			/* UINT64_MAX is the simulators' "from the launch" */
			if (number("--max-cycles", v, UINT64_MAX - 1, &n, d)) {
				o->max_cycles = n;
				o->has_max_cycles = 1;
			}
		} else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
			o->front.opt = a[2] - '0';
			opt_given = 1;
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			const CcTarget *t = cc_target_by_name(v);
			if (t)
				o->target = t;
			else
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown --target '%s' "
				         "(%s)", v, target_names());
		} else if ((v = opt_value(argc, argv, &i, "--kernel"))) {
			o->front.kernel = v;
		} else if ((v = opt_value(argc, argv, &i, "--emit"))) {
			uint32_t k = 0;
			while (k < EMIT_COUNT && strcmp(emit_names[k], v))
				k++;
			if (k == EMIT_COUNT)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown --emit kind '%s' "
				         "(blocks, dfg, dot, kir, ll, report, svg, cfg)", v);
			o->emit = k < EMIT_COUNT ? (Emit)k : EMIT_CFG;
			o->emit_given = 1;
		} else if ((v = opt_value(argc, argv, &i, "--dump-after")) ||
		           (strcmp(a, "-d") == 0 && i + 1 < argc && (v = argv[++i])) ||
		           (strncmp(a, "-d", 2) == 0 && a[2] && (v = a + 2))) {
			uint32_t k = vec_push(o->dumps, o->ndumps, o->dumps_cap);
			o->dumps[k] = v;
		} else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			o->output = argv[++i];
		} else if (strncmp(a, "-o", 2) == 0 && a[2]) {
			o->output = a + 2;
		} else if ((v = opt_value(argc, argv, &i, "--maxrregcount"))) {
			if (number("--maxrregcount", v, 65535, &n, d)) {
				if (n < 16)
					diag_add(d, DIAG_ERROR, NULL, 0, 0, "--maxrregcount "
					         "wants at least 16 registers, not %llu", (unsigned long long)n);
				o->maxrregcount = (uint32_t)n;
			}
		} else if ((v = opt_value(argc, argv, &i, "--remat"))) {
			if (number("--remat", v, 64, &n, d))
				o->remat = (uint32_t)n;
		} else if ((v = opt_value(argc, argv, &i, "--seed"))) {
			if (number("--seed", v, UINT64_MAX, &n, d))
				o->pr.seed = n;
		} else if ((v = opt_value(argc, argv, &i, "--replicate"))) {
			if (strcmp(v, "auto") == 0)
				o->pr.replicate = 0;
			else if (number("--replicate", v, 4096, &n, d)) {
				if (n == 0)
					diag_add(d, DIAG_ERROR, NULL, 0, 0, "--replicate wants "
					         "'auto' or at least 1");
				o->pr.replicate = (uint32_t)n;
			}
		} else if ((v = opt_value(argc, argv, &i, "--place-effort"))) {
			char *end;
			double x = strtod(v, &end);
			if (!*v || *end || !(x > 0 && x <= 1000))
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "--place-effort wants a "
				         "number above 0 and at most 1000, not '%s'", v);
			else
				o->pr.place_effort = x;
		} else if ((v = opt_value(argc, argv, &i, "--router-iters"))) {
			if (number("--router-iters", v, 100000, &n, d))
				o->pr.router_iters = (uint32_t)(n ? n : 1);
		} else if ((v = opt_value(argc, argv, &i, "--stats"))) {
			o->stats = v;
		} else if (strcmp(a, "-j") == 0 && i + 1 < argc) {
			if (number("-j", argv[++i], 64, &n, d))
				o->pr.threads = o->sim_threads = (uint32_t)n;
		} else if ((v = opt_value(argc, argv, &i, "--arch"))) {
			o->arch_file = v;
		} else if ((v = opt_value(argc, argv, &i, "--chip"))) {
			o->chip = v;
		} else if (strcmp(a, "-A") == 0 && i + 1 < argc) {
			override(o, argv[++i]);
		} else if (strncmp(a, "-A", 2) == 0 && a[2]) {
			override(o, a + 2);
		} else if (strncmp(a, "--print-arch", 12) == 0 && (a[12] == 0 || a[12] == '=')) {
			print_arch_option(o, a, d);
		} else if ((v = opt_value(argc, argv, &i, "--output-dir"))) {
			o->output_dir = v;
		} else if ((v = opt_value(argc, argv, &i, "--inputs")) ||
		           (a[0] == '@' && a[1] && (v = a + 1))) {
			read_list(o, v, d);
		} else if (a[0] == '-' && a[1]) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown option '%s' (see --help)", a);
		} else {
			uint32_t k = vec_push(o->inputs, o->ninputs, o->inputs_cap);
			o->inputs[k] = a;
		}
	}
	finish(o, opt_given, d);
	return d->errors != 0;
}

void
options_free(Options *o)
{
	free(o->overrides);
	free(o->launch);
	free(o->dumps);
	free(o->inputs);
	for (uint32_t i = 0; i < o->nlists; i++)
		free(o->lists[i]);
	free(o->lists);
}
