/* P&R quality harness for bench/pr_quality.sh: runs the front end and the
 * mapper on .ll files and prints one line per block (nodes, bound, replicas
 * achieved, route length over grid distance, router iterations, time) and
 * totals, or the JSON statistics. Built by the script against a build
 * directory, never part of the test suite (timings are not reproducible). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vgiw/arch.h"
#include "vgiw/front.h"
#include "vgiw/passes.h"
#include "vgiw/placeroute.h"

static double
pr_now_ms_bench(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	DiagList d = { .limit = 50 };
	const char **overrides = xcalloc((size_t)argc, sizeof *overrides);
	uint32_t noverrides = 0;
	Arch *a = NULL;
	PrRrg *g = NULL;
	PrOptions o;
	const char *json = NULL, *svg = NULL;
	double *kms = NULL;
	uint32_t nk = 0, kcap = 0, blocks = 0, at_bound = 0, failed = 0;
	uint64_t hops = 0, cheb = 0;
	int detail = 0;

	pr_options_default(&o);
	int i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-A") && i + 1 < argc) {
			overrides[noverrides++] = argv[++i];
		} else if (!strncmp(argv[i], "--seed=", 7)) {
			o.seed = strtoull(argv[i] + 7, NULL, 10);
		} else if (!strncmp(argv[i], "--threads=", 10)) {
			o.threads = (uint32_t)atoi(argv[i] + 10);
		} else if (!strncmp(argv[i], "--place-effort=", 15)) {
			o.place_effort = atof(argv[i] + 15);
		} else if (!strncmp(argv[i], "--router-iters=", 15)) {
			o.router_iters = (uint32_t)atoi(argv[i] + 15);
		} else if (!strncmp(argv[i], "--stats=", 8)) {
			json = argv[i] + 8;
		} else if (!strncmp(argv[i], "--svg=", 6)) {
			svg = argv[i] + 6;
		} else if (!strcmp(argv[i], "--detail")) {
			detail = 1;
		} else {
			fprintf(stderr, "pr_bench: unknown option %s\n", argv[i]);
			free(overrides);
			return 2;
		}
	}
	if (!(a = arch_setup(NULL, overrides, noverrides, &d)))
		goto bad;
	if (!(g = pr_rrg_new(a, &d)))
		goto bad;
	FabricLimits lim;
	for (int c = 0; c < UC_COUNT; c++)
		lim.units[c] = arch_vgiw_units(a, (UnitClass)c);
	lim.max_fanout = arch_vgiw_max_fanout(a);

	PrKernelMap **maps = NULL;
	printf("%-28s %5s %5s %4s %4s %6s %6s %5s %5s %8s\n", "kernel/block",
	       "nodes", "nets", "Rmax", "R", "hops", "dist", "ratio", "iters",
	       "ms");
	for (; i < argc; i++) {
		FrontOptions fo = { argv[i], NULL, 2, NULL, NULL };
		KirModule *m = front_compile(&fo, &d);
		if (!m)
			continue;
		for (uint32_t k = 0; k < m->nfuncs; k++) {
			KirFunc *f = m->funcs[k];
			KirLive live = { 0 };
			DfgFunc dfg = { 0 };

			/* vgiwcc's VGIW passes (compiler/pipeline.c), remat 4 */
			if (pass_schedule(f, &d))
				continue;
			pass_remat(f, 4);
			pass_live(f, &live);
			pass_dfg(f, &live, &lim, &dfg);
			if (pass_partition(f, &lim, &live, &dfg, &d))
				continue;
			PrKernelMap *km = calloc(1, sizeof *km);
			double t0 = pr_now_ms_bench();
			int rc = pr_map_kernel(g, &dfg, &o, argv[i], f->name, km, &d);
			double t = pr_now_ms_bench() - t0;
			failed += rc != 0;
			if (nk == kcap) {
				kcap = kcap ? 2 * kcap : 16;
				kms = realloc(kms, kcap * sizeof *kms);
				maps = realloc(maps, kcap * sizeof *maps);
			}
			kms[nk] = t;
			km->name = xstrdup(f->name);
			maps[nk++] = km;
			for (uint32_t b = 0; b < km->nblocks; b++) {
				const PrBlockMap *bm = &km->blocks[b];
				char name[64];
				snprintf(name, sizeof name, "%s/%u", f->name, bm->block);
				printf("%-28s %5u %5u %4u %4u %6u %6u %5.2f %5u %8.2f\n", name,
				       bm->nnodes, bm->nnets, bm->bound, bm->replicas,
				       bm->hops_sum, bm->cheb_sum, bm->cheb_sum ?
				       (double)bm->hops_sum / bm->cheb_sum : 1.0,
				       bm->router_iters, bm->place_ms + bm->route_ms);
				blocks++;
				at_bound += bm->replicas == bm->bound;
				hops += bm->hops_sum;
				cheb += bm->cheb_sum;
			}
			if (detail)
				pr_write_report(stdout, g, km, PR_OUT_DETAIL | PR_OUT_TIMES);
			if (svg) {
				char path[512];
				snprintf(path, sizeof path, "%s%s.svg", svg, f->name);
				FILE *out = fopen(path, "w");
				if (out) {
					pr_write_svg(out, g, &dfg, km, PR_NONE);
					fclose(out);
				}
			}
			pass_live_free(&live);
			dfg_func_free(&dfg);
		}
		kir_module_free(m);
	}
	qsort(kms, nk, sizeof *kms, cmp_double);
	printf("total: %u kernels (%u failed), %u blocks, R = Rmax on %u (%.1f%%), "
	       "route/distance %.3f, kernel P&R ms median %.2f max %.2f\n", nk,
	       failed, blocks, at_bound, blocks ? 100.0 * at_bound / blocks : 0,
	       cheb ? (double)hops / cheb : 1.0, nk ? kms[nk / 2] : 0,
	       nk ? kms[nk - 1] : 0);
	if (json) {
		char *s = pr_stats_json(g, (const PrKernelMap *const *)maps, nk,
		                        PR_OUT_TIMES);
		vgiw_write_file_atomic(json, s, strlen(s));
		free(s);
	}
	for (uint32_t k = 0; k < nk; k++) {
		free((char *)maps[k]->name);
		pr_kernel_map_free(maps[k]);
		free(maps[k]);
	}
	free(maps);
	free(kms);
	pr_rrg_free(g);
	arch_free(a);
	free(overrides);
	diag_print(&d, stderr);
	diag_free(&d);
	return failed ? 1 : 0;
bad:
	arch_free(a);
	free(overrides);
	diag_print(&d, stderr);
	diag_free(&d);
	return 2;
}
