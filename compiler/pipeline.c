/* vgiwcc's pipeline after the front end, as a list: one function per
 * target names its kernel passes in order (QBE's main.c is the model), then
 * what the targets share: Program, encode, decode, outputs (and the map of
 * the dataflow targets). After each named step, -d/--dump-after prints the
 * IR on stderr (or the log of a batch input). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vgiw/cfg.h"
#include "vgiw/front.h"
#include "vgiw/gpucc.h"
#include "vgiw/passes.h"
#include "vgiw/placeroute.h"

#include "assemble.h"
#include "pipeline.h"
#include "run.h"
#include "simt_report.h"

/* What vgiwcc keeps of one kernel between its steps. */
typedef struct {
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
	PrKernelMap map;       /* VGIW: place and route */
	GpuccMap gpucc;        /* GPU-CC: the mapping of dfg's one block */
	SimtCode simt;         /* SIMT: the instruction stream */
} Kernel;

static int
dumping(const Options *o, Step s)
{
	return (o->dump_after >> s & 1) != 0;
}

/* Where the dump after step s goes, headed, or NULL when it is not asked
 * for. QBE prints its -d dumps on stderr too: the output stays as it is. */
static FILE *
dump_after(const Options *o, Step s)
{
	FILE *e = o->log ? o->log : stderr;

	if (!dumping(o, s))
		return NULL;
	fprintf(e, "> after %s:\n", step_names[s]);
	return e;
}

/* After a kernel IR pass: the IR in the form that shows what it made. */
static void
dump_kernel(const Options *o, Step s, const KirModule *m, const Kernel *k)
{
	FILE *e = dump_after(o, s);

	if (!e)
		return;
	switch (s) {
	case STEP_LIVE: pass_dump_blocks(e, m, k->f, &k->live, NULL); break;
	case STEP_DFG: case STEP_SGMF: pass_dump_dfg(e, m, k->f, &k->dfg); break;
	case STEP_SIMT: case STEP_REGALLOC: pass_dump_simt(e, m, k->f, &k->simt); break;
	default: kir_print_func(e, m, k->f); break;
	}
}

static void
write_report(FILE *out, const Options *o, const PrRrg *rrg, const Kernel *k,
             int detail)
{
	if (o->target == TARGET_GPUCC)
		gpucc_write_report(out, &k->gpucc);
	else
		pr_write_report(out, rrg, &k->map, detail ? PR_OUT_DETAIL : 0);
}

static void
dump_map(const Options *o, const PrRrg *rrg, const Kernel *k)
{
	FILE *e = dump_after(o, STEP_MAP);

	if (e)
		write_report(e, o, rrg, k, 0);
}

static void
dump_program(const Options *o, Step s, const Program *p)
{
	FILE *e = dump_after(o, s);

	if (e)
		cfg_dump(e, p);
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

/* VGIW, one kernel: its passes in order. Remat runs once, before any cut
 * (see pass_partition); partitioning re-runs schedule, live and dfg on the
 * blocks it cuts until every graph fits. */
static void
passes_vgiw(const Options *o, const Arch *a, const FabricLimits *lim,
            const KirModule *m, Kernel *k, DiagList *d)
{
	KirFunc *f = k->f;

	if (pass_check_warp_ops(f, "VGIW", d) || pass_schedule(f, d))
		return;
	dump_kernel(o, STEP_SCHEDULE, m, k);
	pass_remat(f, o->remat);
	dump_kernel(o, STEP_REMAT, m, k);
	pass_live(f, &k->live);
	dump_kernel(o, STEP_LIVE, m, k);
	pass_dfg(f, &k->live, lim, &k->dfg);
	dump_kernel(o, STEP_DFG, m, k);
	if (pass_partition(f, lim, &k->live, &k->dfg, d))
		return;
	dump_kernel(o, STEP_PARTITION, m, k);
	check_ops(a, f, &k->dfg, d);
}

/* GPU-CC, one kernel: its passes in order, and the map of its one graph
 * onto the SM's cores, load/store units and lanes. */
static void
passes_gpucc(const Options *o, const Arch *a, const KirModule *m, Kernel *k,
             DiagList *d)
{
	KirFunc *f = k->f;

	if (pass_check_warp_ops(f, "GPU-CC", d) || pass_schedule(f, d))
		return;
	dump_kernel(o, STEP_SCHEDULE, m, k);
	if (pass_ifconvert(f, d))
		return;
	if (f->nsched != 1 || !f->sched)
		die("%s: pass_ifconvert left %u blocks", f->name, f->nsched);
	pass_gpucc_fold(m, f);
	dump_kernel(o, STEP_IFCONVERT, m, k);
	pass_live(f, &k->live);
	dump_kernel(o, STEP_LIVE, m, k);
	/* no fanout limit: a lane reaches every consumer on the line */
	pass_dfg(f, &k->live, NULL, &k->dfg);
	dump_kernel(o, STEP_DFG, m, k);

	ProgParam *params = assemble_params(f);
	int failed = gpucc_map_graph(a, &k->dfg.blocks[0], params, f->nparams,
	                             o->pr.replicate, f->name, f->file, f->line,
	                             &k->gpucc, d);
	free(params);
	if (!failed)
		dump_map(o, NULL, k);
}

/* SGMF, one kernel: its passes in order. The per-block graphs (no fanout
 * limit: the whole graph gets its own split chains) are stitched into one
 * graph of the whole kernel, which replaces them as the kernel's only
 * block; it must fit the fabric once (replication 1), as on the SGMF
 * machine, or the kernel is refused with what ran out. */
static void
passes_sgmf(const Options *o, const Arch *a, const FabricLimits *lim,
            const KirModule *m, Kernel *k, DiagList *d)
{
	KirFunc *f = k->f;
	DfgBlock whole;

	if (pass_check_warp_ops(f, "SGMF", d) || pass_schedule(f, d))
		return;
	dump_kernel(o, STEP_SCHEDULE, m, k);
	pass_live(f, &k->live);
	dump_kernel(o, STEP_LIVE, m, k);
	pass_dfg(f, &k->live, NULL, &k->dfg);
	dump_kernel(o, STEP_DFG, m, k);
	check_ops(a, f, &k->dfg, d);
	if (d->errors || pass_sgmf(f, &k->live, &k->dfg, lim, &whole, d))
		return;
	dfg_func_free(&k->dfg);
	k->dfg.blocks = xcalloc(1, sizeof *k->dfg.blocks);
	k->dfg.nblocks = 1;
	k->dfg.blocks[0] = whole;
	k->dfg.blocks[0].id = 0;
	k->dfg.blocks[0].block = f->sched[0];
	dump_kernel(o, STEP_SGMF, m, k);
	for (int c = 0; c < UC_COUNT; c++)
		if (whole.count[c] > lim->units[c])
			diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does "
			         "not fit SGMF: its whole graph needs %u %s units and the "
			         "fabric has %u (%u nodes in all)", f->name,
			         whole.count[c], vgiw_unit_name[c], lim->units[c],
			         whole.nnodes);
}

/* SIMT, one kernel: its passes in order. No remat, no partitioning, no
 * live values: a value lives in a register from its definition to its
 * last use, across blocks. */
static void
passes_simt(const Options *o, const Arch *a, const KirModule *m, Kernel *k,
            DiagList *d)
{
	KirFunc *f = k->f;
	uint32_t cap = a->simt.sm.max_regs;

	if (o->maxrregcount && o->maxrregcount < cap)
		cap = o->maxrregcount;
	if (pass_schedule(f, d))
		return;
	dump_kernel(o, STEP_SCHEDULE, m, k);
	pass_simt(f, &k->simt);
	dump_kernel(o, STEP_SIMT, m, k);
	if (pass_regalloc(&k->simt, cap, f->local_bytes)) {
		diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does not "
		         "fit %u registers per thread, even with every value it can "
		         "spill in local memory", f->name, cap);
		return;
	}
	dump_kernel(o, STEP_REGALLOC, m, k);
}

/* The CTA size of the launch options, 0 without any. */
static uint32_t
report_cta_threads(const Options *o, DiagList *d)
{
	Launch l;
	uint32_t threads = 0;

	if (!o->nlaunch && !o->launch_file)
		return 0;
	launch_init(&l);
	if (!run_build_launch(o, &l, d)) {
		uint64_t t = launch_block_threads(&l);
		threads = t > UINT32_MAX ? UINT32_MAX : (uint32_t)t;
	}
	launch_free(&l);
	return threads;
}

/* VGIW: every kernel placed and routed on one routing graph, each mapping
 * then checked independently: a failure there is a bug in place and route,
 * never the user's. Returns 0, or 1 after diagnostics. */
static int
map_vgiw(const Options *o, const PrRrg *rrg, const KirModule *m, Kernel *ks,
         DiagList *d)
{
	for (uint32_t k = 0; k < m->nfuncs; k++)
		pr_map_kernel(rrg, &ks[k].dfg, &o->pr, m->path, ks[k].f->name,
		              &ks[k].map, d);
	if (d->errors)
		return 1;
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		for (uint32_t b = 0; b < ks[k].dfg.nblocks; b++)
			if (pr_check_map(rrg, &ks[k].dfg.blocks[b], &ks[k].map.blocks[b], d))
				die("illegal mapping of kernel '%s' block %u",
				    ks[k].f->name, b);
		dump_map(o, rrg, &ks[k]);
	}
	return 0;
}

/* --emit=svg draws the map of one kernel: checked before mapping. */
static int
one_kernel_for_svg(const Options *o, const KirModule *m, DiagList *d)
{
	if (o->emit != EMIT_SVG || m->nfuncs <= 1)
		return 1;
	diag_add(d, DIAG_ERROR, m->path, 0, 0, "--emit=svg draws one kernel "
	         "and this module has %u; choose one with --kernel", m->nfuncs);
	return 0;
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
	case EMIT_REPORT:
		if (o->target == TARGET_SIMT)
			break;   /* pipeline_compile: it needs the launch */
		write_report(out, o, rrg, k, o->detail);
		break;
	case EMIT_SVG:
		if (o->target == TARGET_GPUCC)
			gpucc_write_svg(out, &k->gpucc);
		else
			pr_write_svg(out, rrg, &k->dfg, &k->map, PR_NONE);
		break;
	default: break;
	}
}

static int
needs_program(const Options *o)
{
	return o->emit == EMIT_CFG || o->emit == EMIT_ASM || o->emit == EMIT_HEX ||
	       o->run || dumping(o, STEP_ASSEMBLE) || dumping(o, STEP_ENCODE);
}

/* VGIW places only for what needs it; GPU-CC always maps. */
static int
needs_placement(const Options *o)
{
	return o->emit == EMIT_REPORT || o->emit == EMIT_SVG || needs_program(o) ||
	       o->stats || dumping(o, STEP_MAP);
}

/* $readmemh images into a new directory, complete or not at all. */
static void
write_hex(const Program *p, const char *dir, DiagList *d)
{
	size_t n = strlen(dir) + 32;
	char *tmp = xmalloc(n);

	snprintf(tmp, n, "%s.tmp%ld", dir, (long)getpid());
	/* tracked before it exists: a signal then removes it whole */
	int slot = vgiw_tmp_track_dir(tmp);
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
	vgiw_tmp_untrack(slot);
	free(tmp);
}

/* The Program of every kernel, for the arch's machine and with the
 * compiler's name; the kernels' graphs move into it. */
static Program *
assemble(const Arch *a, Target target, const KirModule *m, Kernel *ks)
{
	Program *p = prog_new();
	char compiler[96];

	snprintf(compiler, sizeof compiler, "vgiwcc %s (LLVM %s)", VGIW_VERSION,
	         front_llvm_version());
	p->compiler = arena_strdup(&p->arena, compiler);
	if (target == TARGET_SIMT) {
		p->target = PROG_SIMT;
		p->arch_fingerprint = arch_fingerprint_of(a, ARCH_SIMT);
		for (uint32_t k = 0; k < m->nfuncs; k++)
			assemble_kernel_simt(p, m, ks[k].f, &ks[k].simt);
		return p;
	}
	if (target == TARGET_GPUCC) {
		p->target = PROG_GPUCC;
		p->arch_fingerprint = arch_fingerprint_of(a, ARCH_GPUCC);
		for (uint32_t k = 0; k < m->nfuncs; k++)
			assemble_kernel_gpucc(p, m, ks[k].f, &ks[k].live, &ks[k].dfg,
			                      &ks[k].gpucc);
		return p;
	}
	p->target = target == TARGET_SGMF ? PROG_SGMF : PROG_VGIW;
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_VGIW);
	p->grid_rows = a->vgiw.grid.rows;
	p->grid_cols = a->vgiw.grid.cols;
	p->channels = a->vgiw.sw.channels;
	p->neighbours = a->vgiw.sw.neighbours;
	if (target == TARGET_SGMF) {
		for (uint32_t k = 0; k < m->nfuncs; k++)
			assemble_kernel_sgmf(p, m, ks[k].f, &ks[k].dfg.blocks[0],
			                     ks[k].map.nblocks ? &ks[k].map.blocks[0] : NULL,
			                     p->grid_cols, a->vgiw.token_buffer.entries);
		return p;
	}
	for (uint32_t k = 0; k < m->nfuncs; k++)
		assemble_kernel(p, m, ks[k].f, &ks[k].live, &ks[k].dfg, &ks[k].map,
		                p->grid_cols);
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
	dump_program(o, STEP_ENCODE, q);
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

/* --stats: place-and-route statistics of every kernel, written now: the
 * main output follows only if this worked. */
static void
write_stats(const Options *o, const PrRrg *rrg, const KirModule *m,
            const Kernel *ks, DiagList *d)
{
	const PrKernelMap **maps = xcalloc(m->nfuncs, sizeof *maps);

	for (uint32_t k = 0; k < m->nfuncs; k++)
		maps[k] = &ks[k].map;
	char *json = pr_stats_json(rrg, (const PrKernelMap *const *)maps, m->nfuncs, 0);
	if (vgiw_write_file_atomic(o->stats, json, strlen(json)) != 0)
		diag_add(d, DIAG_ERROR, o->stats, 0, 0, "cannot write: %s",
		         strerror(errno));
	free(json);
	free(maps);
}

void
pipeline_compile(const Options *o, const Arch *a, KirModule *m, FILE *out,
                 DiagList *d)
{
	Kernel *ks = xcalloc(m->nfuncs, sizeof *ks);
	int sgmf = o->target == TARGET_SGMF;
	int vgiw = o->target == TARGET_VGIW || sgmf, simt = o->target == TARGET_SIMT;
	PrRrg *rrg = NULL;
	FabricLimits lim;

	fabric_limits(a, &lim);
	/* GPU-CC maps every kernel right after its passes */
	if (!vgiw && !one_kernel_for_svg(o, m, d))
		goto done;
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		ks[k].f = m->funcs[k];
		if (sgmf)
			passes_sgmf(o, a, &lim, m, &ks[k], d);
		else if (vgiw)
			passes_vgiw(o, a, &lim, m, &ks[k], d);
		else if (simt)
			passes_simt(o, a, m, &ks[k], d);
		else
			passes_gpucc(o, a, m, &ks[k], d);
	}
	if (d->errors)
		goto done;
	if (simt && o->emit == EMIT_REPORT) {
		uint32_t threads = report_cta_threads(o, d);
		if (d->errors)
			goto done;
		for (uint32_t k = 0; k < m->nfuncs; k++)
			simt_write_report(out, a, m, ks[k].f, &ks[k].simt, threads);
	}
	if (vgiw && needs_placement(o) &&
	    (!one_kernel_for_svg(o, m, d) || !(rrg = pr_rrg_new(a, d)) ||
	     map_vgiw(o, rrg, m, ks, d)))
		goto done;
	for (uint32_t k = 0; k < m->nfuncs; k++)
		emit_text(o, m, rrg, &ks[k], out);
	if (needs_program(o)) {
		Program *p = assemble(a, o->target, m, ks);
		dump_program(o, STEP_ASSEMBLE, p);
		program_outputs(o, a, m->path, p, out, d);
	}
	if (o->stats && rrg)
		write_stats(o, rrg, m, ks, d);
done:
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		pass_live_free(&ks[k].live);
		dfg_func_free(&ks[k].dfg);
		pr_kernel_map_free(&ks[k].map);
		gpucc_map_free(&ks[k].gpucc);
		pass_simt_free(&ks[k].simt);
	}
	free(ks);
	if (rrg)
		pr_rrg_free(rrg);
}

void
pipeline_compile_input(const Options *o, const Arch *a, FILE *out, DiagList *d)
{
	FrontOptions fo = o->front;

	if (o->emit == EMIT_LL)
		fo.ll_out = out;
	KirModule *m = front_compile(&fo, d);
	if (!m)
		return;
	if (o->verbose)
		fprintf(o->log ? o->log : stderr, "vgiwcc: %u kernel(s), LLVM %s\n",
		        m->nfuncs, front_llvm_version());
	if (o->emit != EMIT_LL)
		pipeline_compile(o, a, m, out, d);
	kir_module_free(m);
}
