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
#include "target.h"

/* What vgiwcc keeps of one kernel between its steps. */
struct Kernel {
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
	/* the machine's own product, the member its target's free_kernel
	 * knows; zero until its passes make it */
	union {
		PrKernelMap map;   /* VGIW, SGMF: place and route */
		GpuccMap gpucc;    /* GPU-CC: the mapping of dfg's one block */
		SimtCode simt;     /* SIMT: the instruction stream */
	};
};

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
dump_map(const CcContext *c, const Kernel *k)
{
	FILE *e = dump_after(c->o, STEP_MAP);

	if (e)
		c->o->target->report(e, c, k, 0);
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
passes_vgiw(const CcContext *c, Kernel *k, DiagList *d)
{
	const Options *o = c->o;
	const KirModule *m = c->m;
	const FabricLimits *lim = &c->lim;
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
	check_ops(c->a, f, &k->dfg, d);
}

/* GPU-CC, one kernel: its passes in order, and the map of its one graph
 * onto the SM's cores, load/store units and lanes. */
static void
passes_gpucc(const CcContext *c, Kernel *k, DiagList *d)
{
	const Options *o = c->o;
	const KirModule *m = c->m;
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
	int failed = gpucc_map_graph(c->a, &k->dfg.blocks[0], params, f->nparams,
	                             o->pr.replicate, f->name, f->file, f->line,
	                             &k->gpucc, d);
	free(params);
	if (!failed)
		dump_map(c, k);
}

/* SGMF, one kernel: its passes in order. The per-block graphs (no fanout
 * limit: the whole graph gets its own split chains) are stitched into one
 * graph of the whole kernel, which replaces them as the kernel's only
 * block; it must fit the fabric once (replication 1), as on the SGMF
 * machine, or the kernel is refused with what ran out. */
static void
passes_sgmf(const CcContext *c, Kernel *k, DiagList *d)
{
	const Options *o = c->o;
	const KirModule *m = c->m;
	const FabricLimits *lim = &c->lim;
	KirFunc *f = k->f;
	DfgBlock whole;

	if (pass_check_warp_ops(f, "SGMF", d) || pass_schedule(f, d))
		return;
	dump_kernel(o, STEP_SCHEDULE, m, k);
	pass_live(f, &k->live);
	dump_kernel(o, STEP_LIVE, m, k);
	pass_dfg(f, &k->live, NULL, &k->dfg);
	dump_kernel(o, STEP_DFG, m, k);
	check_ops(c->a, f, &k->dfg, d);
	if (d->errors || pass_sgmf(f, &k->live, &k->dfg, lim, &whole, d))
		return;
	dfg_func_free(&k->dfg);
	k->dfg.blocks = xcalloc(1, sizeof *k->dfg.blocks);
	k->dfg.nblocks = 1;
	k->dfg.blocks[0] = whole;
	k->dfg.blocks[0].id = 0;
	k->dfg.blocks[0].block = f->sched[0];
	dump_kernel(o, STEP_SGMF, m, k);
	for (int u = 0; u < UC_COUNT; u++)
		if (whole.count[u] > lim->units[u])
			diag_add(d, DIAG_ERROR, f->file, f->line, 0, "kernel '%s' does "
			         "not fit SGMF: its whole graph needs %u %s units and the "
			         "fabric has %u (%u nodes in all)", f->name,
			         whole.count[u], vgiw_unit_name[u], lim->units[u],
			         whole.nnodes);
}

/* SIMT, one kernel: its passes in order. No remat, no partitioning, no
 * live values: a value lives in a register from its definition to its
 * last use, across blocks. */
static void
passes_simt(const CcContext *c, Kernel *k, DiagList *d)
{
	const Options *o = c->o;
	const KirModule *m = c->m;
	KirFunc *f = k->f;
	uint32_t cap = c->a->simt.sm.max_regs;

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

/* ---- the machines' entries (compiler/target.h) ---- */

#define B(x) (1u << (x))
#define ALL_EMITS (B(EMIT_COUNT) - 1)

static void
report_pr(FILE *out, const CcContext *c, const Kernel *k, int detail)
{
	pr_write_report(out, c->rrg, &k->map, detail ? PR_OUT_DETAIL : 0);
}

static void
svg_pr(FILE *out, const CcContext *c, const Kernel *k)
{
	pr_write_svg(out, c->rrg, &k->dfg, &k->map, PR_NONE);
}

/* The VGIW fabric of the arch, in the program (VGIW and SGMF). */
static void
assemble_fabric(Program *p, const Arch *a)
{
	p->grid_rows = a->vgiw.grid.rows;
	p->grid_cols = a->vgiw.grid.cols;
	p->channels = a->vgiw.sw.channels;
	p->neighbours = a->vgiw.sw.neighbours;
}

static void
assemble_vgiw(Program *p, const CcContext *c, Kernel *ks)
{
	assemble_fabric(p, c->a);
	for (uint32_t k = 0; k < c->m->nfuncs; k++)
		assemble_kernel(p, c->m, ks[k].f, &ks[k].live, &ks[k].dfg, &ks[k].map,
		                p->grid_cols);
}

static void
report_gpucc(FILE *out, const CcContext *c, const Kernel *k, int detail)
{
	(void)c, (void)detail;
	gpucc_write_report(out, &k->gpucc);
}

static void
svg_gpucc(FILE *out, const CcContext *c, const Kernel *k)
{
	(void)c;
	gpucc_write_svg(out, &k->gpucc);
}

static void
assemble_gpucc(Program *p, const CcContext *c, Kernel *ks)
{
	for (uint32_t k = 0; k < c->m->nfuncs; k++)
		assemble_kernel_gpucc(p, c->m, ks[k].f, &ks[k].live, &ks[k].dfg,
		                      &ks[k].gpucc);
}

static void
report_simt(FILE *out, const CcContext *c, const Kernel *k, int detail)
{
	(void)detail;
	simt_write_report(out, c->a, c->m, k->f, &k->simt, c->cta_threads);
}

static void
assemble_simt(Program *p, const CcContext *c, Kernel *ks)
{
	for (uint32_t k = 0; k < c->m->nfuncs; k++)
		assemble_kernel_simt(p, c->m, ks[k].f, &ks[k].simt);
}

static void
assemble_sgmf(Program *p, const CcContext *c, Kernel *ks)
{
	assemble_fabric(p, c->a);
	for (uint32_t k = 0; k < c->m->nfuncs; k++)
		assemble_kernel_sgmf(p, c->m, ks[k].f, &ks[k].dfg.blocks[0],
		                     ks[k].map.nblocks ? &ks[k].map.blocks[0] : NULL,
		                     p->grid_cols, c->a->vgiw.token_buffer.entries);
}

static void
free_pr(Kernel *k)
{
	pr_kernel_map_free(&k->map);
}

static void
free_gpucc(Kernel *k)
{
	gpucc_map_free(&k->gpucc);
}

static void
free_simt(Kernel *k)
{
	pass_simt_free(&k->simt);
}

const CcTarget vgiw_cc = {
	.id = PROG_VGIW, .arch = ARCH_VGIW, .opt = 2, .placed = 1,
	.steps = B(STEP_SCHEDULE) | B(STEP_REMAT) | B(STEP_LIVE) | B(STEP_DFG) |
	         B(STEP_PARTITION) | B(STEP_MAP) | B(STEP_ASSEMBLE) | B(STEP_ENCODE),
	.emits = ALL_EMITS,
	.passes = passes_vgiw, .report = report_pr, .svg = svg_pr,
	.assemble = assemble_vgiw, .free_kernel = free_pr,
};

const CcTarget gpucc_cc = {
	.id = PROG_GPUCC, .arch = ARCH_GPUCC, .opt = 3,
	.steps = B(STEP_SCHEDULE) | B(STEP_IFCONVERT) | B(STEP_LIVE) | B(STEP_DFG) |
	         B(STEP_MAP) | B(STEP_ASSEMBLE) | B(STEP_ENCODE),
	.emits = ALL_EMITS,
	.passes = passes_gpucc, .report = report_gpucc, .svg = svg_gpucc,
	.assemble = assemble_gpucc, .free_kernel = free_gpucc,
};

/* no live values, graphs or map: registers instead */
const CcTarget simt_cc = {
	.id = PROG_SIMT, .arch = ARCH_SIMT, .opt = 2, .report_launch = 1,
	.steps = B(STEP_SCHEDULE) | B(STEP_SIMT) | B(STEP_REGALLOC) |
	         B(STEP_ASSEMBLE) | B(STEP_ENCODE),
	.emits = ALL_EMITS & ~(B(EMIT_BLOCKS) | B(EMIT_DFG) | B(EMIT_DOT) | B(EMIT_SVG)),
	.no_emit = "--emit=%s shows the dataflow graphs of --target=vgiw and gpucc; "
	           "a SIMT program has none (--emit=asm prints its instructions, "
	           "--emit=report its registers and occupancy)",
	.passes = passes_simt, .report = report_simt,
	.assemble = assemble_simt, .free_kernel = free_simt,
};

const CcTarget sgmf_cc = {
	.id = PROG_SGMF, .arch = ARCH_VGIW, .opt = 2, .placed = 1,
	.steps = B(STEP_SCHEDULE) | B(STEP_LIVE) | B(STEP_DFG) | B(STEP_SGMF) |
	         B(STEP_MAP) | B(STEP_ASSEMBLE) | B(STEP_ENCODE),
	.emits = ALL_EMITS,
	.passes = passes_sgmf, .report = report_pr, .svg = svg_pr,
	.assemble = assemble_sgmf, .free_kernel = free_pr,
};

static const CcTarget *const cc_targets[PROG_TARGET_END] = {
#define TARGET(ID, name, display) [PROG_##ID] = &name##_cc,
#include "vgiw/targets.def"
#undef TARGET
};

const CcTarget *
cc_target(ProgTarget t)
{
	return (unsigned)t < PROG_TARGET_END ? cc_targets[t] : NULL;
}

const CcTarget *
cc_target_by_name(const char *name)
{
	const TargetInfo *ti = target_by_name(name);

	return ti ? cc_target(ti->id) : NULL;
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
map_vgiw(const CcContext *c, Kernel *ks, DiagList *d)
{
	const Options *o = c->o;
	const PrRrg *rrg = c->rrg;
	const KirModule *m = c->m;

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
		dump_map(c, &ks[k]);
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
emit_text(const CcContext *c, Kernel *k, FILE *out)
{
	const Options *o = c->o;
	const KirModule *m = c->m;

	switch (o->emit) {
	case EMIT_BLOCKS: pass_dump_blocks(out, m, k->f, &k->live, &k->dfg); break;
	case EMIT_DFG: pass_dump_dfg(out, m, k->f, &k->dfg); break;
	case EMIT_DOT: pass_dump_dot(out, m, k->f, &k->dfg); break;
	case EMIT_KIR: kir_print_func(out, m, k->f); break;
	case EMIT_REPORT: o->target->report(out, c, k, o->detail); break;
	case EMIT_SVG: o->target->svg(out, c, k); break;
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
assemble(const CcContext *c, Kernel *ks)
{
	const CcTarget *t = c->o->target;
	Program *p = prog_new();
	char compiler[96];

	snprintf(compiler, sizeof compiler, "vgiwcc %s (LLVM %s)", VGIW_VERSION,
	         front_llvm_version());
	p->compiler = arena_strdup(&p->arena, compiler);
	p->target = t->id;
	p->arch_fingerprint = arch_fingerprint_of(c->a, t->arch);
	t->assemble(p, c, ks);
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

/* Every kernel of m through the passes of o->target, the map, the
 * Program, its .cfg bytes and the outputs: text or the container into
 * out, hex images, a simulation. Errors go to d. */
static void
pipeline_compile(const Options *o, const Arch *a, KirModule *m, FILE *out,
                 DiagList *d)
{
	const CcTarget *t = o->target;
	Kernel *ks = xcalloc(m->nfuncs, sizeof *ks);
	CcContext c = { .o = o, .a = a, .m = m };
	PrRrg *rrg = NULL;

	fabric_limits(a, &c.lim);
	/* a target that maps in its passes maps every kernel right after them */
	if (!t->placed && !one_kernel_for_svg(o, m, d))
		goto done;
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		ks[k].f = m->funcs[k];
		t->passes(&c, &ks[k], d);
	}
	if (d->errors)
		goto done;
	if (t->report_launch && o->emit == EMIT_REPORT) {
		c.cta_threads = report_cta_threads(o, d);
		if (d->errors)
			goto done;
	}
	if (t->placed && needs_placement(o)) {
		if (!one_kernel_for_svg(o, m, d) || !(rrg = pr_rrg_new(a, d)))
			goto done;
		c.rrg = rrg;
		if (map_vgiw(&c, ks, d))
			goto done;
	}
	for (uint32_t k = 0; k < m->nfuncs; k++)
		emit_text(&c, &ks[k], out);
	if (needs_program(o)) {
		Program *p = assemble(&c, ks);
		dump_program(o, STEP_ASSEMBLE, p);
		program_outputs(o, a, m->path, p, out, d);
	}
	if (o->stats && rrg)
		write_stats(o, rrg, m, ks, d);
done:
	for (uint32_t k = 0; k < m->nfuncs; k++) {
		pass_live_free(&ks[k].live);
		dfg_func_free(&ks[k].dfg);
		t->free_kernel(&ks[k]);
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
