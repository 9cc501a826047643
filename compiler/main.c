/* vgiwcc: the compiler driver. The architecture to compile for, the front
 * end, the kernel-IR passes, place and route, and the outputs, which are
 * written only when everything succeeded (through a temporary file and a
 * rename). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vgiw/arch.h"
#include "vgiw/cfg.h"
#include "vgiw/front.h"
#include "vgiw/gpucc.h"
#include "vgiw/passes.h"
#include "vgiw/placeroute.h"

#include "assemble.h"
#include "options.h"
#include "run.h"

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

/* What vgiwcc keeps of one kernel between its phases. */
typedef struct {
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
	PrKernelMap map;       /* VGIW: place and route */
	GpuccMap gpucc;        /* GPU-CC: the mapping of dfg's one block */
} Kernel;

/* Kernel IR passes of one kernel: partitioning (with scheduling, live
 * values and graphs) and the check against the arch's operations. */
static void
compile_kernel(const Options *o, const Arch *a, Kernel *k,
               const FabricLimits *lim, DiagList *d)
{
	if (pass_partition(k->f, lim, o->remat, &k->live, &k->dfg, d) == 0)
		check_ops(a, k->f, &k->dfg, d);
}

static void
emit_text(const Options *o, const KirModule *m, const PrRrg *rrg, Kernel *k,
          FILE *out)
{
	switch (o->emit) {
	case EMIT_BLOCKS: pass_dump_blocks(out, m, k->f, &k->live, &k->dfg); break;
	case EMIT_DFG: pass_dump_dfg(out, m, k->f, &k->dfg); break;
	case EMIT_DOT: pass_dump_dot(out, m, k->f, &k->dfg); break;
	case EMIT_KIR: kir_print_func(out, m, k->f); break;
	case EMIT_REPORT: pr_write_report(out, rrg, &k->map, o->detail ? PR_OUT_DETAIL : 0); break;
	case EMIT_SVG: pr_write_svg(out, rrg, &k->dfg, &k->map, PR_NONE); break;
	default: break;
	}
}

static int
needs_program(const Options *o)
{
	return o->emit == EMIT_CFG || o->emit == EMIT_ASM || o->emit == EMIT_HEX ||
	       o->run;
}

static int
needs_placement(const Options *o)
{
	return o->emit == EMIT_REPORT || o->emit == EMIT_SVG || needs_program(o) ||
	       o->stats;
}

/* $readmemh images into a new directory, complete or not at all. */
static void
write_hex(const Program *p, const char *dir, DiagList *d)
{
	size_t n = strlen(dir) + 32;
	char *tmp = xmalloc(n);

	snprintf(tmp, n, "%s.tmp%ld", dir, (long)getpid());
	if (mkdir(tmp, 0777) != 0) {
		diag_add(d, DIAG_ERROR, tmp, 0, 0, "cannot create: %s", strerror(errno));
	} else if (cfg_write_hex(p, tmp, d) != 0 || rename(tmp, dir) != 0) {
		if (!d->errors)
			diag_add(d, DIAG_ERROR, dir, 0, 0, "cannot write (an existing "
			         "directory must be empty): %s", strerror(errno));
		/* leave nothing half-written behind */
		DIR *dh = opendir(tmp);
		struct dirent *e;
		while (dh && (e = readdir(dh))) {
			if (e->d_name[0] == '.')
				continue;
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", tmp, e->d_name);
			unlink(path);
		}
		if (dh)
			closedir(dh);
		rmdir(tmp);
	}
	free(tmp);
}

/* A new program for the arch's machine, with the compiler's name. */
static Program *
new_program(const Arch *a, ProgTarget target)
{
	Program *p = prog_new();
	char compiler[96];

	snprintf(compiler, sizeof compiler, "vgiwcc %s (LLVM %s)", VGIW_VERSION,
	         front_llvm_version());
	p->target = target;
	p->compiler = arena_strdup(&p->arena, compiler);
	if (target == PROG_GPUCC) {
		p->arch_fingerprint = arch_fingerprint_of(a, ARCH_GPUCC);
		return p;
	}
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_VGIW);
	p->grid_rows = a->vgiw.grid.rows;
	p->grid_cols = a->vgiw.grid.cols;
	p->channels = a->vgiw.sw.channels;
	p->neighbours = a->vgiw.sw.neighbours;
	return p;
}

/* The compiled program, through its .cfg bytes: the container itself, its
 * dump or hex images, or a simulation. Frees p. */
static void
program_outputs(const Options *o, const Arch *a, const char *input, Program *p,
                FILE *out, DiagList *d)
{
	Program *q = NULL;
	uint8_t *bytes = NULL;
	size_t size = 0;

	if (cfg_encode(p, &bytes, &size) != 0) {
		diag_add(d, DIAG_ERROR, input, 0, 0, "the program cannot be encoded "
		         "in the .cfg format");
		goto done;
	}
	/* everything downstream sees what a reader of the file would see */
	q = cfg_decode(bytes, size, a, d);
	if (!q) {
		diag_print(d, stderr);
		die("the encoder wrote a .cfg its own decoder rejects");
	}
	switch (o->emit) {
	case EMIT_CFG: fwrite(bytes, 1, size, out); break;
	case EMIT_ASM: cfg_dump(out, q); break;
	case EMIT_HEX: write_hex(q, o->output, d); break;
	default: break;
	}
	if (o->run && !d->errors)
		run_program(o, a, q, d);
done:
	free(bytes);
	prog_free(q);
	prog_free(p);
}

/* GPU-CC passes of one kernel: if-conversion into one predicated block,
 * its live values (none cross blocks) and graph, and the mapping of that
 * graph onto the SM. */
static void
compile_kernel_gpucc(const Options *o, const Arch *a, Kernel *k, DiagList *d)
{
	KirFunc *f = k->f;

	if (pass_schedule(f, d) || pass_ifconvert(f, d))
		return;
	if (f->nsched != 1 || !f->sched)
		die("%s: pass_ifconvert left %u blocks", f->name, f->nsched);
	pass_live(f, &k->live);
	/* no fanout limit: a lane reaches every consumer on the line */
	pass_dfg(f, &k->live, NULL, &k->dfg);
	ProgParam *params = assemble_params(f);
	gpucc_map_graph(a, &k->dfg.blocks[0], params, f->nparams,
	                o->pr.replicate, f->name, f->file, f->line, &k->gpucc, d);
	free(params);
}

/* --target=gpucc: each kernel if-converted into one predicated graph and
 * mapped onto the SM's cores, load/store units and lanes. */
static void
compile_module_gpucc(const Options *o, const Arch *a, KirModule *m, FILE *out,
                     DiagList *d)
{
	Kernel *ks = xcalloc(m->nfuncs, sizeof *ks);

	if (o->emit == EMIT_SVG && m->nfuncs > 1) {
		diag_add(d, DIAG_ERROR, m->path, 0, 0, "--emit=svg draws one kernel "
		         "and this module has %u; choose one with --kernel", m->nfuncs);
		goto done;
	}
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		Kernel *kn = &ks[k];
		uint32_t errors = d->errors;

		kn->f = m->funcs[k];
		compile_kernel_gpucc(o, a, kn, d);
		if (d->errors != errors)
			continue;
		switch (o->emit) {
		case EMIT_BLOCKS: pass_dump_blocks(out, m, kn->f, &kn->live, &kn->dfg); break;
		case EMIT_DFG: pass_dump_dfg(out, m, kn->f, &kn->dfg); break;
		case EMIT_DOT: pass_dump_dot(out, m, kn->f, &kn->dfg); break;
		case EMIT_KIR: kir_print_func(out, m, kn->f); break;
		case EMIT_REPORT: gpucc_write_report(out, &kn->gpucc); break;
		case EMIT_SVG: gpucc_write_svg(out, &kn->gpucc); break;
		default: break;
		}
	}
	if (needs_program(o) && !d->errors) {
		Program *p = new_program(a, PROG_GPUCC);
		for (uint32_t k = 0; k < m->nfuncs; k++)
			assemble_kernel_gpucc(p, m, ks[k].f, &ks[k].live, &ks[k].dfg,
			                      &ks[k].gpucc);
		program_outputs(o, a, m->path, p, out, d);
	}
done:
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		pass_live_free(&ks[k].live);
		dfg_func_free(&ks[k].dfg);
		gpucc_map_free(&ks[k].gpucc);
	}
	free(ks);
}

/* Everything after the front end, for every kernel of m. */
static void
compile_module(const Options *o, const Arch *a, KirModule *m, FILE *out,
               DiagList *d)
{
	Kernel *ks = xcalloc(m->nfuncs, sizeof *ks);
	PrRrg *rrg = NULL;
	FabricLimits lim;

	fabric_limits(a, &lim);
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		ks[k].f = m->funcs[k];
		compile_kernel(o, a, &ks[k], &lim, d);
	}
	if (d->errors)
		goto done;
	if (needs_placement(o)) {
		if (o->emit == EMIT_SVG && m->nfuncs > 1) {
			diag_add(d, DIAG_ERROR, m->path, 0, 0, "--emit=svg draws one kernel "
			         "and this module has %u; choose one with --kernel", m->nfuncs);
			goto done;
		}
		if (!(rrg = pr_rrg_new(a, d)))
			goto done;
		for (uint32_t k = 0; k < m->nfuncs; k++)
			pr_map_kernel(rrg, &ks[k].dfg, &o->pr, m->path, ks[k].f->name,
			              &ks[k].map, d);
		if (d->errors)
			goto done;
		/* an independent legality check of every mapping: a failure is a
		 * bug in place and route, never the user's */
		for (uint32_t k = 0; k < m->nfuncs; k++)
			for (uint32_t b = 0; b < ks[k].dfg.nblocks; b++)
				if (pr_check_map(rrg, &ks[k].dfg.blocks[b], &ks[k].map.blocks[b], d))
					die("illegal mapping of kernel '%s' block %u",
					    ks[k].f->name, b);
	}
	for (uint32_t k = 0; k < m->nfuncs; k++)
		emit_text(o, m, rrg, &ks[k], out);
	if (needs_program(o)) {
		Program *p = new_program(a, PROG_VGIW);
		for (uint32_t k = 0; k < m->nfuncs; k++)
			assemble_kernel(p, m, ks[k].f, &ks[k].live, &ks[k].dfg,
			                &ks[k].map, p->grid_cols);
		program_outputs(o, a, m->path, p, out, d);
	}
	if (o->stats) {
		const PrKernelMap **maps = xcalloc(m->nfuncs, sizeof *maps);
		for (uint32_t k = 0; k < m->nfuncs; k++)
			maps[k] = &ks[k].map;
		char *json = pr_stats_json(rrg, (const PrKernelMap *const *)maps, m->nfuncs, 0);
		/* written now: the main output follows only if this worked */
		if (vgiw_write_file_atomic(o->stats, json, strlen(json)) != 0)
			diag_add(d, DIAG_ERROR, o->stats, 0, 0, "cannot write: %s",
			         strerror(errno));
		free(json);
		free(maps);
	}
done:
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		pass_live_free(&ks[k].live);
		dfg_func_free(&ks[k].dfg);
		pr_kernel_map_free(&ks[k].map);
	}
	free(ks);
	if (rrg)
		pr_rrg_free(rrg);
}

/* Where the output goes: -o; else stdout for text; a .cfg beside the
 * input's name in the current directory (none with --run, which is then
 * the output); hex images name their directory with -o. */
static const char *
output_path(const Options *o)
{
	static char derived[4096];

	if (o->emit == EMIT_HEX)
		return NULL;
	if (o->output)
		return o->output;
	if (o->emit != EMIT_CFG || o->print_arch >= 0)
		return "-";
	if (o->run)
		return NULL;
	const char *base = strrchr(o->front.input, '/');
	base = base ? base + 1 : o->front.input;
	size_t n = strlen(base);
	if (n > 3 && (strcmp(base + n - 3, ".ll") == 0 || strcmp(base + n - 3, ".bc") == 0))
		n -= 3;
	snprintf(derived, sizeof derived, "%.*s.cfg", (int)n, base);
	return derived;
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

	if (options_parse(argc, argv, &o, &d))
		goto done;
	if (!(arch = arch_setup(o.arch_file, o.overrides, o.noverrides, &d)))
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
		if (o.emit == EMIT_LL)
			o.front.ll_out = out;
		m = front_compile(&o.front, &d);
		if (!m)
			goto done;
		if (o.verbose)
			fprintf(stderr, "vgiwcc: %u kernel(s), LLVM %s\n", m->nfuncs,
			        front_llvm_version());
		if (o.emit == EMIT_LL)
			;
		else if (o.target == TARGET_GPUCC)
			compile_module_gpucc(&o, arch, m, out, &d);
		else
			compile_module(&o, arch, m, out, &d);
	}
	if (d.errors)
		goto done;
	fclose(out);
	out = NULL;
	status = 0;
	const char *path = output_path(&o);
	if (path)
		status = write_output(path, buf, size, &d);
done:
	if (out)
		fclose(out);
	free(buf);
	diag_print(&d, stderr);
	diag_free(&d);
	kir_module_free(m);
	if (arch)
		arch_free(arch);
	options_free(&o);
	return status;
}
