/* vgiwcc: the compiler driver. Options, the architecture to compile for,
 * the front end, the kernel-IR passes, and the outputs, which are written
 * only when everything succeeded (through a temporary file and a rename). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/arch.h"
#include "vgiw/passes.h"

#include "front.h"

typedef enum {
	EMIT_CFG, EMIT_BLOCKS, EMIT_DFG, EMIT_DOT, EMIT_KIR, EMIT_LL, EMIT_SVG
} Emit;

static const char *const emit_names[] = {
	"cfg", "blocks", "dfg", "dot", "kir", "ll", "svg"
};

typedef struct {
	FrontOptions front;
	Emit emit;
	int emit_given;
	const char *output;
	const char *arch_file;
	const char **overrides;
	uint32_t noverrides, overrides_cap;
	int print_arch;      /* -1: no; else ArchMachine, or 3 for all */
	uint32_t remat;      /* largest expression recomputed instead of a live value */
	int verbose;
} Options;

static void
usage(FILE *out)
{
	fputs(
"usage: vgiwcc [options] input.ll|input.bc\n"
"\n"
"Compiles CUDA/OpenCL kernels (LLVM IR from clang) for the VGIW dataflow GPU.\n"
"\n"
"  --kernel=NAME        compile only kernel NAME (default: every kernel)\n"
"  -O0 .. -O3           canonicalisation level (default -O2)\n"
"  --emit=KIND          what to write (default cfg):\n"
"                         blocks  block IDs, successors, barriers, live values\n"
"                         dfg     per-block dataflow graphs, as text\n"
"                         dot     per-block dataflow graphs, as Graphviz DOT\n"
"                         kir     the kernel IR after partitioning\n"
"                         ll      the canonicalised LLVM IR\n"
"                         svg     with --print-arch: the VGIW grid\n"
"                         cfg     the .cfg configuration container\n"
"  -o FILE              output file ('-' for stdout, the default for text)\n"
"  --remat=N            recompute thread-invariant values of up to N operations\n"
"                       in each block that uses them instead of passing them as\n"
"                       live values (default 4; 0 turns it off)\n"
"  --arch=FILE          architecture description (default: built in)\n"
"  -A PATH=VALUE        override one architecture parameter (repeatable)\n"
"  --print-arch[=vgiw|gpucc|simt|all]\n"
"                       write the effective architecture as XML and stop\n"
"  -v, --verbose        say what the compiler does\n"
"  --help               this text\n"
"  --version            version of vgiwcc and of its LLVM\n"
"\n"
"Diagnostics go to stderr as file:line:col: error: ...; on any error the\n"
"exit status is 1 and no output file is written.\n", out);
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
parse(int argc, char **argv, Options *o, DiagList *d)
{
	const char *v;

	o->front.opt = 2;
	o->print_arch = -1;
	o->remat = 4;
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
		} else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
			o->front.opt = a[2] - '0';
		} else if ((v = opt_value(argc, argv, &i, "--kernel"))) {
			o->front.kernel = v;
		} else if ((v = opt_value(argc, argv, &i, "--emit"))) {
			uint32_t k = 0;
			while (k < sizeof emit_names / sizeof *emit_names && strcmp(emit_names[k], v))
				k++;
			if (k == sizeof emit_names / sizeof *emit_names)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown --emit kind '%s' "
				         "(blocks, dfg, dot, kir, ll, svg, cfg)", v);
			o->emit = (Emit)k;
			o->emit_given = 1;
		} else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			o->output = argv[++i];
		} else if (strncmp(a, "-o", 2) == 0 && a[2]) {
			o->output = a + 2;
		} else if ((v = opt_value(argc, argv, &i, "--remat"))) {
			char *end;
			unsigned long n = strtoul(v, &end, 10);
			if (*end || !*v || n > 64)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "--remat wants a number "
				         "from 0 to 64, not '%s'", v);
			o->remat = (uint32_t)n;
		} else if ((v = opt_value(argc, argv, &i, "--arch"))) {
			o->arch_file = v;
		} else if (strcmp(a, "-A") == 0 && i + 1 < argc) {
			uint32_t k = vec_push(o->overrides, o->noverrides, o->overrides_cap);
			o->overrides[k] = argv[++i];
		} else if (strncmp(a, "-A", 2) == 0 && a[2]) {
			uint32_t k = vec_push(o->overrides, o->noverrides, o->overrides_cap);
			o->overrides[k] = a + 2;
		} else if (strncmp(a, "--print-arch", 12) == 0 && (a[12] == 0 || a[12] == '=')) {
			const char *w = a[12] ? a + 13 : "vgiw";
			if (strcmp(w, "vgiw") == 0)
				o->print_arch = ARCH_VGIW;
			else if (strcmp(w, "gpucc") == 0)
				o->print_arch = ARCH_GPUCC;
			else if (strcmp(w, "simt") == 0)
				o->print_arch = ARCH_SIMT;
			else if (strcmp(w, "all") == 0)
				o->print_arch = 3;
			else
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown machine '%s' for "
				         "--print-arch (vgiw, gpucc, simt, all)", w);
		} else if (a[0] == '-' && a[1]) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "unknown option '%s' (see --help)", a);
		} else if (!o->front.input) {
			o->front.input = a;
		} else {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "more than one input file ('%s' "
			         "and '%s')", o->front.input, a);
		}
	}
	if (!o->front.input && o->print_arch < 0)
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no input file (see --help)");
	return d->errors != 0;
}

static Arch *
load_arch(const Options *o, DiagList *d)
{
	Arch *a = o->arch_file ? arch_load_file(o->arch_file, d) : arch_default();

	if (!a)
		return NULL;
	for (uint32_t k = 0; k < o->noverrides; k++)
		arch_override(a, o->overrides[k], d);
	if (o->noverrides)
		arch_check(a, d);
	if (d->errors) {
		arch_free(a);
		return NULL;
	}
	return a;
}

static void
fabric_limits(const Arch *a, FabricLimits *lim)
{
	for (int c = 0; c < UC_COUNT; c++)
		lim->units[c] = arch_vgiw_units(a, (UnitClass)c);
	lim->max_fanout = arch_vgiw_max_fanout(a);
}

/* Every operation must exist on the fabric described by the arch: a unit
 * class may be configured without, say, transcendental functions. */
static void
check_ops(const Arch *a, const KirFunc *f, const DfgFunc *dfg, DiagList *d)
{
	for (uint32_t b = 0; b < dfg->nblocks; b++) {
		const DfgBlock *g = &dfg->blocks[b];

		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *nd = &g->nodes[n];

			if (arch_vgiw_supports(a, (VgiwOp)nd->op))
				continue;
			const KirInst *in = nd->kir ? &f->insts[nd->kir] : NULL;
			diag_add(d, DIAG_ERROR, in && in->file ? in->file : f->file,
			         in ? in->line : 0, 0, "kernel '%s', block "
			         "%u: operation '%s' is not supported by any unit of the "
			         "architecture", f->name, g->id,
			         vgiw_op_info[nd->op].mnemonic);
		}
	}
}

/* Kernel IR passes and the text dumps of one kernel. */
static void
compile_kernel(const Options *o, const Arch *a, const KirModule *m, KirFunc *f,
               const FabricLimits *lim, FILE *out, DiagList *d)
{
	KirLive live = { 0 };
	DfgFunc dfg = { 0 };
	uint32_t errors = d->errors;

	if (pass_partition(f, lim, o->remat, &live, &dfg, d) == 0)
		check_ops(a, f, &dfg, d);
	if (d->errors == errors) {
		switch (o->emit) {
		case EMIT_BLOCKS: pass_dump_blocks(out, m, f, &live, &dfg); break;
		case EMIT_DFG: pass_dump_dfg(out, m, f, &dfg); break;
		case EMIT_DOT: pass_dump_dot(out, m, f, &dfg); break;
		case EMIT_KIR: kir_print_func(out, m, f); break;
		default: break;
		}
	}
	pass_live_free(&live);
	dfg_func_free(&dfg);
}

static int
write_output(const char *path, const char *data, size_t size, DiagList *d)
{
	if (vgiw_write_file_atomic(path ? path : "-", data, size) != 0) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
		return 1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	Options o = { 0 };
	DiagList d = { .limit = 50 };
	char *buf = NULL;
	size_t size = 0;
	FILE *out = NULL;
	Arch *arch = NULL;
	KirModule *m = NULL;
	int status = 1;

	if (parse(argc, argv, &o, &d))
		goto done;
	if (!(arch = load_arch(&o, &d)))
		goto done;
	out = open_memstream(&buf, &size);
	if (!out)
		die("open_memstream: %s", strerror(errno));
	if (o.print_arch >= 0) {
		if (o.emit == EMIT_SVG) {
			arch_write_svg(arch, out);
		} else if (o.emit_given) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--print-arch writes XML or, "
			         "with --emit=svg, the grid; not --emit=%s", emit_names[o.emit]);
			goto done;
		} else {
			char *x = arch_to_xml(arch, o.print_arch == 3 ? -1 : o.print_arch);
			fputs(x, out);
			free(x);
		}
	} else {
		if (o.emit == EMIT_CFG) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "the .cfg container is not "
			         "built yet; use --emit=blocks, dfg, dot, kir or ll");
			goto done;
		}
		if (o.emit == EMIT_SVG) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--emit=svg of placed blocks "
			         "needs place and route, which is not built yet; "
			         "--print-arch --emit=svg draws the grid");
			goto done;
		}
		if (o.emit == EMIT_LL)
			o.front.ll_out = out;
		m = front_compile(&o.front, &d);
		if (!m)
			goto done;
		if (o.verbose)
			fprintf(stderr, "vgiwcc: %u kernel(s), LLVM %s\n", m->nfuncs,
			        front_llvm_version());
		if (o.emit != EMIT_LL) {
			FabricLimits lim;
			fabric_limits(arch, &lim);
			for (uint32_t k = 0; k < m->nfuncs; k++)
				compile_kernel(&o, arch, m, m->funcs[k], &lim, out, &d);
		}
	}
	if (d.errors)
		goto done;
	fclose(out);
	out = NULL;
	status = write_output(o.output, buf, size, &d);
done:
	if (out)
		fclose(out);
	free(buf);
	diag_print(&d, stderr);
	diag_free(&d);
	kir_module_free(m);
	if (arch)
		arch_free(arch);
	free(o.overrides);
	return status;
}
