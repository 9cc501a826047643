/* A launch on a chip (include/vgiw/chip.h, docs/chip.md): the chip's
 * uncore, one core object per core of the program's machine, and the loop
 * that steps, at every turn, the core whose clock is least (ties: the
 * lower index), so that every core meets the shared L2, DRAM and crossbar
 * in global time order, deterministically; with -j N, N host threads that
 * keep that order where the cores share state (sim/mem/gate.c). */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
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
	for (uint32_t i = 0; st->sgmf && i < st->ncores; i++)
		sgmfsim_stats_free(&st->sgmf[i]);
	free(st->sgmf);
	for (uint32_t j = 0; st->kernels && j < st->nkernels; j++)
		free(st->kernels[j].kernel);
	free(st->kernels);
	free(st->used);
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

/* SGMF (docs/sgmf.md): the whole kernel's graph on each of the chip's
 * MT-CGRF cores, CTAs taken from the launch's counter */
static uint64_t sgmf_now(const void *c) { return sgmfsim_core_now(c); }
static int sgmf_step(void *c) { return sgmfsim_core_step(c); }
static int sgmf_close(void *c, int rc) { return sgmfsim_core_close(c, rc); }
static const CoreOps sgmf_ops = { sgmf_now, sgmf_step, sgmf_close };

/* -j N: the cores stepped in N host threads, core i in thread i mod N,
 * each thread stepping its own core whose key (clock) is least; accesses
 * to shared state wait at the gate (sim/mem/gate.c) for the one-thread
 * order. A failed step stops every thread: the failing core held the
 * smallest key, so nothing after it in the one-thread order counts. */
typedef struct {
	const CoreOps *ops;
	void **c;
	uint32_t n, jobs, self;
	SimGate *g;
	atomic_int *go;           /* 0: wait, 1: run, -1: not all threads started */
	int failed;
} ChipThread;

static void *
chip_thread(void *arg)
{
	ChipThread *t = arg;
	SimGateCore gc = { t->g, 0, 0 };
	int go;

	while (!(go = atomic_load(t->go)))
		sched_yield();
	while (go > 0 && !sim_gate_stopped(t->g)) {
		uint32_t best = t->n;
		uint64_t bk = UINT64_MAX;
		for (uint32_t i = t->self; i < t->n; i += t->jobs) {
			uint64_t k = sim_gate_key(t->g, i);
			if (k != UINT64_MAX && (best == t->n || k < bk))
				best = i, bk = k;
		}
		if (best == t->n)
			break;
		gc.core = best;
		gc.held = 0;
		sim_gate_cur = &gc;
		int r = t->ops->step(t->c[best]);
		if (r > 0) {
			/* first in the one-thread order among failures (a step
			 * earlier in it fails first, and its thread stops us) */
			sim_gate();
			t->failed = 1;
			sim_gate_stop(t->g);
			sim_gate_cur = NULL;
			break;
		}
		sim_gate_cur = NULL;
		sim_gate_set_key(t->g, best, r == 0 ? UINT64_MAX : t->ops->now(t->c[best]));
	}
	return NULL;
}

/* 0 or 1: the run's status; -1 when the threads could not all be started
 * (nothing was stepped: the caller steps the cores in one thread). */
static int
run_parallel(const CoreOps *ops, void **c, uint32_t n, uint32_t jobs)
{
	SimGate *g = sim_gate_new(n);
	ChipThread *t = xcalloc(jobs, sizeof *t);
	pthread_t *id = xcalloc(jobs, sizeof *id);
	atomic_int go;
	uint32_t started = 0;
	int rc = 0;

	atomic_init(&go, 0);
	for (uint32_t i = 0; i < n; i++)
		if (c[i])
			sim_gate_set_key(g, i, ops->now(c[i]));
	vgiw_diag_hook = sim_gate_diag;
	for (; started < jobs; started++) {
		t[started] = (ChipThread){ ops, c, n, jobs, started, g, &go, 0 };
		if (pthread_create(&id[started], NULL, chip_thread, &t[started]))
			break;
	}
	atomic_store(&go, started == jobs ? 1 : -1);
	for (uint32_t k = 0; k < started; k++) {
		pthread_join(id[k], NULL);
		rc |= t[k].failed;
	}
	vgiw_diag_hook = NULL;
	if (started < jobs)
		rc = -1;
	/* a thread that ended at the gate (pthread_exit) did not say why */
	else if (sim_gate_stopped(g))
		rc = 1;
	sim_gate_free(g);
	free(t);
	free(id);
	return rc;
}

/* Steps the opened cores c[0..n) (NULL: failed to open, rc set) in global
 * time until all are done or one fails, then closes them; in `jobs` host
 * threads when more than 1 (the same results). */
static int
run_cores(const CoreOps *ops, void **c, uint32_t n, int rc, uint32_t jobs)
{
	if (!rc && jobs > 1) {
		int r = run_parallel(ops, c, n, jobs < n ? jobs : n);
		if (r >= 0) {
			for (uint32_t i = 0; i < n; i++)
				if (c[i] && ops->close(c[i], r))
					r = 1;
			return r;
		}
	}
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

/* Core i of the chip, of kernel j's cores [first, first + n): opened on
 * its launch. SIMT SMs and VGIW cores take CTAs from the kernel's counter
 * *take as they free up; a GPU-CC SM streams the (i - first)-th of n
 * contiguous ranges of the kernel's CTAs. NULL after diagnostics. */
static void *
open_core(const Arch *a, const ChipLaunch *kl, const SimOptions *o, ChipStats *st,
          SimUncore *u, uint32_t i, uint32_t first, uint32_t n, uint64_t *take,
          DiagList *d)
{
	switch (st->target) {
	case PROG_SIMT: {
		SimtSimOptions so;
		simt_options_init(&so);
		if (o) {
			so.max_cycles = o->max_cycles;
			if (o->deadlock_cycles)
				so.deadlock_cycles = o->deadlock_cycles;
		}
		return simt_core_open(a, kl->k, kl->l, &so, &st->simt[i], u, i, take, d);
	}
	case PROG_GPUCC: {
		GpuccSimOptions go;
		uint64_t ctas = launch_cta_count(kl->l), r = i - first;
		gpuccsim_options_init(&go);
		if (o) {
			go.max_cycles = o->max_cycles;
			if (o->deadlock_cycles)
				go.deadlock_cycles = o->deadlock_cycles;
		}
		return gpuccsim_sm_open(a, kl->k, kl->l, &go, &st->gpucc[i], u, i,
		                        ctas * r / n, ctas * (r + 1) / n, d);
	}
	case PROG_SGMF: {
		SgmfSimOptions so;
		sgmfsim_options_init(&so);
		if (o) {
			so.max_cycles = o->max_cycles;
			if (o->deadlock_cycles)
				so.deadlock_cycles = o->deadlock_cycles;
		}
		return sgmfsim_core_open(a, kl->k, kl->l, &so, &st->sgmf[i], u, i, take, d);
	}
	default: {
		SimOptions vo;
		if (o)
			vo = *o;
		else
			sim_options_init(&vo);
		return sim_core_open(a, kl->k, kl->l, &vo, &st->vgiw[i], u, i, take, n, d);
	}
	}
}

/* Core i's figures into its kernel's and the chip's sums. */
static void
add_core(ChipStats *st, uint32_t i, ChipKernelStats *ks)
{
	uint64_t cycles, insts, threads, ctas;
	const SimMemStats *m;

	if (st->simt) {
		const SimtSimStats *s = &st->simt[i];
		cycles = s->cycles, insts = s->warp_instructions;
		threads = s->threads, ctas = s->ctas, m = &s->mem;
	} else if (st->gpucc) {
		const GpuccSimStats *s = &st->gpucc[i];
		cycles = s->cycles, insts = s->firings;
		threads = s->threads, ctas = s->ctas, m = &s->mem;
	} else if (st->sgmf) {
		const SgmfSimStats *s = &st->sgmf[i];
		cycles = s->cycles, insts = s->firings;
		threads = s->threads, ctas = s->ctas, m = &s->mem;
	} else {
		const SimStats *s = &st->vgiw[i];
		cycles = s->cycles, insts = s->instructions;
		threads = s->threads, ctas = s->ctas, m = &s->mem;
	}
	if (cycles > ks->cycles)
		ks->cycles = cycles;
	ks->instructions += insts;
	ks->threads += threads;
	ks->ctas += ctas;
	if (cycles > st->cycles)
		st->cycles = cycles;
	st->instructions += insts;
	st->threads += threads;
	st->ctas += ctas;
	mem_add(&st->mem, m);
}

/* Resident warps of kernel k on one SM of a (the occupancy calculator's,
 * docs/simt.md); 0 when a CTA does not fit (the core then says why). */
static uint32_t
warps_per_sm(const Arch *a, const ChipLaunch *kl)
{
	uint64_t off, threads = launch_block_threads(kl->l);
	uint32_t sym;
	uint64_t shared = sim_shared_layout(kl->k, kl->l, NULL, &off, &sym);
	ArchOccupancy oc;

	if (!kl->k->simt || !threads || threads > UINT32_MAX)
		return 0;
	arch_simt_occupancy(a, kl->k->simt->nregs,
	                    shared > UINT32_MAX ? UINT32_MAX : (uint32_t)shared,
	                    (uint32_t)threads, &oc);
	return oc.warps;
}

/* Which cores run which kernel. A chip of one kind of core (no ILP SMs or
 * only ILP SMs, or not SIMT): kernel j gets the j-th of nk equal groups.
 * A chip of TLP SMs [0, n - ilp) and ILP SMs [n - ilp, n): a kernel alone
 * runs on all n (chip.steering.single all, the default); two kernels, or
 * one with chip.steering.single side, are steered as the ILP paper says
 * (§5): a kernel whose SM holds fewer than chip.steering.warps warps, or
 * whose launch has at most chip.steering.threads threads, runs on the ILP
 * SMs, any other on the TLP SMs; kernels steered to the same side split it
 * equally. */
static int
steer(const Arch *a, const ChipLaunch *kl, uint32_t nk, uint32_t n, ChipStats *st,
      DiagList *d)
{
	uint32_t ilp = st->ilp_sms, on[3] = { 0, 0, 0 }, seen[3] = { 0, 0, 0 };

	for (uint32_t j = 0; j < nk; j++) {
		ChipKernelStats *ks = &st->kernels[j];
		ks->kernel = xstrdup(kl[j].k && kl[j].k->name ? kl[j].k->name : "?");
		ks->side = CHIP_SIDE_ALL;
		if (st->target == PROG_SIMT) {
			ks->warps_per_sm = warps_per_sm(a, &kl[j]);
			/* a kernel alone runs on every SM unless the chip says
			 * to steer it too (chip.steering.single) */
			if (ilp && ilp < n &&
			    (nk > 1 || a->chip.steering.single == ARCH_SINGLE_SIDE)) {
				uint64_t threads = launch_cta_count(kl[j].l) *
				                   launch_block_threads(kl[j].l);
				ks->side = ks->warps_per_sm < a->chip.steering.warps ||
				           threads <= a->chip.steering.threads ?
				           CHIP_SIDE_ILP : CHIP_SIDE_TLP;
			}
		}
		on[ks->side]++;
	}
	for (uint32_t j = 0; j < nk; j++) {
		ChipKernelStats *ks = &st->kernels[j];
		uint32_t base = 0, size = n, r = seen[ks->side]++, m = on[ks->side];
		if (ks->side == CHIP_SIDE_TLP)
			size = n - ilp;
		else if (ks->side == CHIP_SIDE_ILP)
			base = n - ilp, size = ilp;
		ks->first = base + (uint32_t)((uint64_t)size * r / m);
		ks->ncores = base + (uint32_t)((uint64_t)size * (r + 1) / m) - ks->first;
		if (!ks->ncores) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "the steering puts %u kernels on "
			         "the %u %s SMs: no SM for kernel '%s'", m, size,
			         ks->side == CHIP_SIDE_ILP ? "ILP" : "TLP", ks->kernel);
			return 1;
		}
	}
	return 0;
}

int
chip_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                  const SimOptions *o, ChipStats *st, DiagList *d)
{
	SimUncore u;
	uint32_t n = 0, mhz = 0;
	const char *what = "?";
	int rc = 0;

	memset(st, 0, sizeof *st);
	st->target = kl[0].p->target;
	for (uint32_t j = 1; j < nk; j++)
		if (kl[j].p->target != st->target) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernels '%s' and '%s' are for "
			         "different machines: a chip runs concurrent kernels on "
			         "cores of one machine", kl[0].k->name, kl[j].k->name);
			return 1;
		}
	switch (st->target) {
	case PROG_SIMT:
		n = a->chip.cores.simt, mhz = a->simt.core_mhz, what = "SIMT";
		break;
	case PROG_GPUCC:
		n = a->chip.cores.gpucc, mhz = a->gpucc.core_mhz, what = "GPU-CC";
		break;
	case PROG_SGMF:   /* the MT-CGRF cores (docs/sgmf.md, "On a chip") */
		n = a->chip.cores.vgiw, mhz = a->vgiw.core_mhz, what = "SGMF";
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
	if (n < nk) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the chip's %u %s cores cannot run "
		         "%u kernels at once (one core each at least)", n, what, nk);
		return 1;
	}
	if (nk > 2 && st->target == PROG_SIMT && a->chip.ilp.sms &&
	    a->chip.ilp.sms < n) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a chip of TLP and ILP SMs steers "
		         "one or two kernels, not %u", nk);
		return 1;
	}
	if (o && o->trace) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no trace of a chip yet (--trace is "
		         "for one core)");
		return 1;
	}
	st->ncores = n;
	st->nkernels = nk;
	st->kernels = xcalloc(nk, sizeof *st->kernels);
	if (st->target == PROG_SIMT)
		st->simt = xcalloc(n, sizeof *st->simt);
	else if (st->target == PROG_GPUCC)
		st->gpucc = xcalloc(n, sizeof *st->gpucc);
	else if (st->target == PROG_SGMF)
		st->sgmf = xcalloc(n, sizeof *st->sgmf);
	else
		st->vgiw = xcalloc(n, sizeof *st->vgiw);
	sim_uncore_init_chip(&u, a, mhz, n);
	st->l2_banks = u.l2.banks;
	st->channels = u.nchan;
	double t0 = host_seconds();
	void **c = xcalloc(n, sizeof *c);
	uint64_t *take = xcalloc(nk, sizeof *take);
	Arch ilp = *a;
	st->used = xcalloc(n, 1);
	if (st->target == PROG_SIMT) {
		st->ilp_sms = a->chip.ilp.sms;
		st->area_tlp = a->chip.area.tlp_sm;
		st->area_ilp = a->chip.area.ilp_sm;
		ilp.simt.ilp.bypass = a->chip.ilp.bypass;
		ilp.simt.ilp.scoreboard = a->chip.ilp.scoreboard;
		ilp.simt.ilp.predictor = a->chip.ilp.predictor;
	}
	if (steer(a, kl, nk, n, st, d))
		rc = 1;
	for (uint32_t j = 0; j < nk; j++) {
		ChipKernelStats *ks = &st->kernels[j];
		for (uint32_t i = ks->first; i < ks->first + ks->ncores && !rc; i++) {
			const Arch *ai = i >= n - st->ilp_sms ? &ilp : a;
			st->used[i] = 1;
			if (!(c[i] = open_core(ai, &kl[j], o, st, &u, i, ks->first, ks->ncores,
			                       &take[j], d)))
				rc = 1;
		}
	}
	const CoreOps *ops = st->target == PROG_SIMT ? &simt_ops :
	                     st->target == PROG_GPUCC ? &gpucc_ops :
	                     st->target == PROG_SGMF ? &sgmf_ops : &vgiw_ops;
	rc = run_cores(ops, c, n, rc, o && o->threads > 1 ? o->threads : 1);
	for (uint32_t j = 0; j < nk; j++)
		for (uint32_t i = st->kernels[j].first;
		     i < st->kernels[j].first + st->kernels[j].ncores; i++)
			add_core(st, i, &st->kernels[j]);
	st->wall_seconds = host_seconds() - t0;
	free(c);
	free(take);
	sim_uncore_free(&u);
	return rc;
}

int
chip_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
         const SimOptions *o, ChipStats *st, DiagList *d)
{
	ChipLaunch one = { p, k, l };

	return chip_run_launches(a, &one, 1, o, st, d);
}
