/* A launch on a chip (include/vgiw/chip.h, docs/chip.md): the chip's
 * uncore, one core object per core of the program's machine, and the loop
 * that steps, at every turn, the core whose clock is least (ties: the
 * lower index), so that every core meets the shared L2, DRAM and crossbar
 * in global time order, deterministically. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vgiw/chip.h"

/* Host processor time, not wall time: the figure is "on one host core",
 * and the machine it is measured on is shared. */
static double
host_seconds(void)
{
	return (double)clock() / CLOCKS_PER_SEC;
}

void
chip_stats_free(ChipStats *st)
{
	for (uint32_t i = 0; st->simt && i < st->ncores; i++)
		simt_stats_free(&st->simt[i]);
	for (uint32_t i = 0; st->gpucc && i < st->ncores; i++)
		gpuccsim_stats_free(&st->gpucc[i]);
	for (uint32_t i = 0; st->vgiw && i < st->ncores; i++)
		sim_stats_free(&st->vgiw[i]);
	free(st->simt);
	free(st->gpucc);
	free(st->vgiw);
	memset(st, 0, sizeof *st);
}

static void
mem_add(SimMemStats *t, const SimMemStats *m)
{
	t->lvc_reads += m->lvc_reads;
	t->lvc_writes += m->lvc_writes;
	t->lvc_hits += m->lvc_hits;
	t->lvc_spills += m->lvc_spills;
	t->lvc_fills += m->lvc_fills;
	t->l1_accesses += m->l1_accesses;
	t->l1_hits += m->l1_hits;
	t->l2_accesses += m->l2_accesses;
	t->l2_hits += m->l2_hits;
	t->dram_read_bytes += m->dram_read_bytes;
	t->dram_write_bytes += m->dram_write_bytes;
	t->shared_accesses += m->shared_accesses;
	t->shared_conflicts += m->shared_conflicts;
	t->mshr_stalls += m->mshr_stalls;
	t->bank_stalls += m->bank_stalls;
	t->xbar_packets += m->xbar_packets;
	t->xbar_waits += m->xbar_waits;
}

/* A core of any machine, as the chip's loop sees it. */
typedef struct {
	uint64_t (*now)(const void *c);
	int (*step)(void *c);
	int (*close)(void *c, int rc);
} CoreOps;

static uint64_t simt_now(const void *c) { return simt_core_now(c); }
static int simt_step(void *c) { return simt_core_step(c); }
static int simt_close(void *c, int rc) { return simt_core_close(c, rc); }
static const CoreOps simt_ops = { simt_now, simt_step, simt_close };

static uint64_t gpucc_now(const void *c) { return gpuccsim_sm_now(c); }
static int gpucc_step(void *c) { return gpuccsim_sm_step(c); }
static int gpucc_close(void *c, int rc) { return gpuccsim_sm_close(c, rc); }
static const CoreOps gpucc_ops = { gpucc_now, gpucc_step, gpucc_close };

static uint64_t vgiw_now(const void *c) { return sim_core_now(c); }
static int vgiw_step(void *c) { return sim_core_step(c); }
static int vgiw_close(void *c, int rc) { return sim_core_close(c, rc); }
static const CoreOps vgiw_ops = { vgiw_now, vgiw_step, vgiw_close };

/* Steps the opened cores c[0..n) (NULL: failed to open, rc set) in global
 * time until all are done or one fails, then closes them. */
static int
run_cores(const CoreOps *ops, void **c, uint32_t n, int rc)
{
	uint64_t *now = xcalloc(n, sizeof *now);
	uint8_t *live = xcalloc(n, 1);

	for (uint32_t i = 0; i < n; i++)
		if (c[i]) {
			now[i] = ops->now(c[i]);
			live[i] = 1;
		}
	while (!rc) {
		uint32_t best = n;
		for (uint32_t i = 0; i < n; i++)
			if (live[i] && (best == n || now[i] < now[best]))
				best = i;
		if (best == n)
			break;
		int r = ops->step(c[best]);
		if (r > 0)
			rc = 1;
		else if (r == 0)
			live[best] = 0;
		now[best] = ops->now(c[best]);
	}
	for (uint32_t i = 0; i < n; i++)
		if (c[i] && ops->close(c[i], rc))
			rc = 1;
	free(now);
	free(live);
	return rc;
}

/* The SIMT SMs of the chip on launch l: CTAs taken from one counter as
 * slots free. */
static int
run_simt(const Arch *a, const ProgKernel *k, Launch *l, const SimOptions *o,
         ChipStats *st, SimUncore *u, DiagList *d)
{
	uint32_t n = st->ncores;
	void **c = xcalloc(n, sizeof *c);
	uint64_t take = 0;
	SimtSimOptions so;
	int rc = 0;

	simt_options_init(&so);
	if (o) {
		so.max_cycles = o->max_cycles;
		if (o->deadlock_cycles)
			so.deadlock_cycles = o->deadlock_cycles;
	}
	st->simt = xcalloc(n, sizeof *st->simt);
	for (uint32_t i = 0; i < n && !rc; i++)
		if (!(c[i] = simt_core_open(a, k, l, &so, &st->simt[i], u, i, &take, d)))
			rc = 1;
	rc = run_cores(&simt_ops, c, n, rc);
	for (uint32_t i = 0; i < n; i++) {
		const SimtSimStats *s = &st->simt[i];
		if (s->cycles > st->cycles)
			st->cycles = s->cycles;
		st->instructions += s->warp_instructions;
		st->threads += s->threads;
		st->ctas += s->ctas;
		mem_add(&st->mem, &s->mem);
	}
	free(c);
	return rc;
}

/* The GPU-CC SMs: SM i streams the i-th of n contiguous ranges of CTAs
 * (its configuration's copies split the range for stream reuse). */
static int
run_gpucc(const Arch *a, const ProgKernel *k, Launch *l, const SimOptions *o,
          ChipStats *st, SimUncore *u, DiagList *d)
{
	uint32_t n = st->ncores;
	void **c = xcalloc(n, sizeof *c);
	uint64_t ctas = launch_cta_count(l);
	GpuccSimOptions go;
	int rc = 0;

	gpuccsim_options_init(&go);
	if (o) {
		go.max_cycles = o->max_cycles;
		if (o->deadlock_cycles)
			go.deadlock_cycles = o->deadlock_cycles;
	}
	st->gpucc = xcalloc(n, sizeof *st->gpucc);
	for (uint32_t i = 0; i < n && !rc; i++) {
		uint64_t c0 = ctas * i / n, c1 = ctas * (i + 1) / n;
		if (!(c[i] = gpuccsim_sm_open(a, k, l, &go, &st->gpucc[i], u, i, c0, c1, d)))
			rc = 1;
	}
	rc = run_cores(&gpucc_ops, c, n, rc);
	for (uint32_t i = 0; i < n; i++) {
		const GpuccSimStats *s = &st->gpucc[i];
		if (s->cycles > st->cycles)
			st->cycles = s->cycles;
		st->instructions += s->firings;
		st->threads += s->threads;
		st->ctas += s->ctas;
		mem_add(&st->mem, &s->mem);
	}
	free(c);
	return rc;
}

/* The VGIW cores: each takes the launch's next tile of whole CTAs when its
 * tile is done, and advances a block execution at a time. */
static int
run_vgiw(const Arch *a, const ProgKernel *k, Launch *l, const SimOptions *o,
         ChipStats *st, SimUncore *u, DiagList *d)
{
	uint32_t n = st->ncores;
	void **c = xcalloc(n, sizeof *c);
	uint64_t take = 0;
	SimOptions vo;
	int rc = 0;

	if (o)
		vo = *o;
	else
		sim_options_init(&vo);
	st->vgiw = xcalloc(n, sizeof *st->vgiw);
	for (uint32_t i = 0; i < n && !rc; i++)
		if (!(c[i] = sim_core_open(a, k, l, &vo, &st->vgiw[i], u, i, &take, d)))
			rc = 1;
	rc = run_cores(&vgiw_ops, c, n, rc);
	for (uint32_t i = 0; i < n; i++) {
		const SimStats *s = &st->vgiw[i];
		if (s->cycles > st->cycles)
			st->cycles = s->cycles;
		st->instructions += s->firings_total;
		st->threads += s->threads;
		st->ctas += s->ctas;
		mem_add(&st->mem, &s->mem);
	}
	free(c);
	return rc;
}

int
chip_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
         const SimOptions *o, ChipStats *st, DiagList *d)
{
	SimUncore u;
	uint32_t n = 0, mhz = 0;
	const char *what = "?";
	int rc = 1;

	memset(st, 0, sizeof *st);
	st->target = p->target;
	switch (p->target) {
	case PROG_SIMT:
		n = a->chip.cores.simt, mhz = a->simt.core_mhz, what = "SIMT";
		break;
	case PROG_GPUCC:
		n = a->chip.cores.gpucc, mhz = a->gpucc.core_mhz, what = "GPU-CC";
		break;
	default:
		n = a->chip.cores.vgiw, mhz = a->vgiw.core_mhz, what = "VGIW";
		break;
	}
	if (!n) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the chip has no %s cores for this "
		         "%s program (chip.cores: %u SIMT, %u GPU-CC, %u VGIW)", what,
		         what, a->chip.cores.simt, a->chip.cores.gpucc, a->chip.cores.vgiw);
		return 1;
	}
	if (o && o->trace) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no trace of a chip yet (--trace is "
		         "for one core)");
		return 1;
	}
	st->ncores = n;
	sim_uncore_init_chip(&u, a, mhz, n);
	st->l2_banks = u.l2.banks;
	st->channels = u.nchan;
	double t0 = host_seconds();
	switch (p->target) {
	case PROG_SIMT:
		rc = run_simt(a, k, l, o, st, &u, d);
		break;
	case PROG_GPUCC:
		rc = run_gpucc(a, k, l, o, st, &u, d);
		break;
	default:
		rc = run_vgiw(a, k, l, o, st, &u, d);
		break;
	}
	st->wall_seconds = host_seconds() - t0;
	sim_uncore_free(&u);
	return rc;
}
