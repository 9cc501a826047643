/* vgiwcc: the compiler driver. The architecture to compile for, the front
 * end, the kernel-IR passes, place and route, and the outputs, which are
 * written only when everything succeeded (through a temporary file and a
 * rename). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/arch.h"
#include "vgiw/passes.h"
#include "vgiw/placeroute.h"

#include "front.h"
#include "options.h"

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

/* What vgiwcc keeps of one kernel between its phases. */
typedef struct {
	KirFunc *f;
	KirLive live;
	DfgFunc dfg;
	PrKernelMap map;
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
needs_placement(const Options *o)
{
	return o->emit == EMIT_REPORT || o->emit == EMIT_SVG || o->emit == EMIT_CFG ||
	       o->stats;
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
	if (o->emit == EMIT_CFG) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the .cfg container is not built "
		         "yet; use --emit=blocks, dfg, dot, kir, ll, report or svg");
		goto done;
	}
	for (uint32_t k = 0; k < m->nfuncs; k++)
		emit_text(o, m, rrg, &ks[k], out);
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
		if (o.emit == EMIT_LL)
			o.front.ll_out = out;
		m = front_compile(&o.front, &d);
		if (!m)
			goto done;
		if (o.verbose)
			fprintf(stderr, "vgiwcc: %u kernel(s), LLVM %s\n", m->nfuncs,
			        front_llvm_version());
		if (o.emit != EMIT_LL)
			compile_module(&o, arch, m, out, &d);
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
	options_free(&o);
	return status;
}
