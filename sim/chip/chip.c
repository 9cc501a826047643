/* A launch on a chip (include/vgiw/chip.h, docs/chip.md): the chip's
 * uncore, one core object per core of the program's machine, and the loop
 * that steps, at every turn, the core whose clock is least (ties: the
 * lower index), so that every core meets the shared L2, DRAM and crossbar
 * in global time order, deterministically; with -j N, N host threads that
 * keep that order where the cores share state (sim/mem/gate.c). */
#include <inttypes.h>
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

void *
chip_core_stats(const ChipStats *st, uint32_t i)
{
	return (char *)st->cores + (size_t)i * st->model->stats_size;
}

void
chip_stats_free(ChipStats *st)
{
	for (uint32_t i = 0; st->cores && i < st->ncores; i++)
		st->model->stats_free(chip_core_stats(st, i));
	free(st->cores);
	for (uint32_t j = 0; st->kernels && j < st->nkernels; j++)
		free(st->kernels[j].kernel);
	free(st->kernels);
	free(st->used);
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
	t->dram_row_hits += m->dram_row_hits;
	t->dram_row_misses += m->dram_row_misses;
	t->dram_rows |= m->dram_rows;
	t->shared_accesses += m->shared_accesses;
	t->shared_conflicts += m->shared_conflicts;
	t->mshr_stalls += m->mshr_stalls;
	t->bank_stalls += m->bank_stalls;
	t->xbar_packets += m->xbar_packets;
	t->xbar_waits += m->xbar_waits;
}

/* -j N: the cores stepped in N host threads, core i in thread i mod N,
 * each thread stepping its own core whose key (clock) is least; accesses
 * to shared state wait at the gate (sim/mem/gate.c) for the one-thread
 * order. A failed step stops every thread: the failing core held the
 * smallest key, so nothing after it in the one-thread order counts. */
typedef struct {
	const SimModel *ops;
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
run_parallel(const SimModel *ops, void **c, uint32_t n, uint32_t jobs)
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

/* The one loop of every run (a chip's, and a single core's: a chip of
 * one): the opened cores c[0..n) (NULL: failed to open, rc set) stepped in
 * global time, the least clock first (ties: the lower index), until all
 * are done or one fails, then closed; in `jobs` host threads when more
 * than 1, with the same results. Returns 0 or 1. */
static int
step_cores(const SimModel *ops, void **c, uint32_t n, int rc, uint32_t jobs,
           const SimOptions *o)
{
	uint64_t report = SIM_PROGRESS_CYCLES;
	int reported = 0;

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
		/* the earliest core's cycle: the chip has reached it */
		if (o->progress && now[best] >= report && live[best]) {
			fprintf(o->progress, "\rvgiwsim: cycle %" PRIu64, now[best]);
			if (o->max_cycles)
				fprintf(o->progress, " of at most %" PRIu64, o->max_cycles);
			fflush(o->progress);
			report = (now[best] / SIM_PROGRESS_CYCLES + 1) * SIM_PROGRESS_CYCLES;
			reported = 1;
		}
	}
	if (reported)
		fputc('\n', o->progress);
	for (uint32_t i = 0; i < n; i++)
		if (c[i] && ops->close(c[i], rc))
			rc = 1;
	free(now);
	free(live);
	return rc;
}

/* Core i's figures into its kernel's and the chip's sums. */
static void
add_core(ChipStats *st, uint32_t i, ChipKernelStats *ks)
{
	SimCoreTotals t;

	st->model->totals(chip_core_stats(st, i), &t);
	if (t.cycles > ks->cycles)
		ks->cycles = t.cycles;
	ks->instructions += t.instructions;
	ks->threads += t.threads;
	ks->ctas += t.ctas;
	if (t.cycles > st->cycles)
		st->cycles = t.cycles;
	st->instructions += t.instructions;
	st->threads += t.threads;
	st->ctas += t.ctas;
	mem_add(&st->mem, t.mem);
}

/* Which cores run which kernel. A chip of one kind of core (no ILP SMs or
 * only ILP SMs, or not SIMT): kernel j gets the j-th of nk equal groups.
 * A kernel alone on both kinds with chip.dispatch.placement steering
 * fills the side the policy picks first (first_side).
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
		if (st->model->resident_warps) {
			ks->warps_per_sm = st->model->resident_warps(a, kl[j].k, kl[j].l);
			/* a kernel alone runs on every SM unless the chip says
			 * to steer it too (chip.steering.single) */
			if (ilp && ilp < n) {
				uint64_t threads = launch_cta_count(kl[j].l) *
				                   launch_block_threads(kl[j].l);
				uint32_t want = ks->warps_per_sm < a->chip.steering.warps ||
				                threads <= a->chip.steering.threads ?
				                CHIP_SIDE_ILP : CHIP_SIDE_TLP;
				if (nk > 1 || a->chip.steering.single == ARCH_SINGLE_SIDE)
					ks->side = want;
				else if (a->chip.dispatch.placement == ARCH_CTA_STEERING)
					ks->first_side = want;
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

/* Core i's hold (SimSeat): a kernel that fills one side first holds the
 * other side's SMs until that side's CTA slots are taken (its SMs times
 * the CTAs an SM holds, the same on both kinds: chip.ilp changes no
 * resource), so a launch of no more CTAs stays on it. */
static uint64_t
hold_of(const Arch *a, const ChipStats *st, const ChipKernelStats *ks, const Launch *l,
        uint32_t i)
{
	uint32_t n = st->ncores, ilp = st->ilp_sms;
	uint32_t side = i >= n - ilp ? CHIP_SIDE_ILP : CHIP_SIDE_TLP;
	uint64_t bt = launch_block_threads(l);

	if (ks->first_side == CHIP_SIDE_ALL || side == ks->first_side || !bt)
		return 0;
	uint64_t ws = a->simt.sm.warp_size ? a->simt.sm.warp_size : 1;
	uint64_t wpc = (bt + ws - 1) / ws;
	uint64_t slots = ks->warps_per_sm / wpc;
	return (ks->first_side == CHIP_SIDE_ILP ? ilp : n - ilp) * slots;
}

int
chip_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                  const SimOptions *o, ChipStats *st, DiagList *d)
{
	SimOptions defaults;
	SimUncore u;
	int rc = 0;

	memset(st, 0, sizeof *st);
	if (!o) {
		sim_options_init(&defaults);
		o = &defaults;
	}
	const TargetInfo *ti = target_info(kl[0].p->target);
	const SimModel *m = st->model = sim_model(kl[0].p->target);
	for (uint32_t j = 1; j < nk; j++)
		if (kl[j].p->target != kl[0].p->target) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernels '%s' and '%s' are for "
			         "different machines: a chip runs concurrent kernels on "
			         "cores of one machine", kl[0].k->name, kl[j].k->name);
			return 1;
		}
	uint32_t n = m->chip_cores(a);
	if (!n) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the chip has no %s cores for this "
		         "%s program (chip.cores: %u SIMT, %u GPU-CC, %u VGIW)",
		         ti->display, ti->display, a->chip.cores.simt, a->chip.cores.gpucc,
		         a->chip.cores.vgiw);
		return 1;
	}
	if (n < nk) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the chip's %u %s cores cannot run "
		         "%u kernels at once (one core each at least)", n, ti->display, nk);
		return 1;
	}
	uint32_t ilp_sms = m->ilp_arch ? a->chip.ilp.sms : 0;
	if (nk > 2 && ilp_sms && ilp_sms < n) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "a chip of TLP and ILP SMs steers "
		         "one or two kernels, not %u", nk);
		return 1;
	}
	if (o->trace) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "no trace of a chip yet (--trace is "
		         "for one core)");
		return 1;
	}
	if (o->loop && nk != 2) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the loop of concurrent kernels "
		         "(--with-loop) is for two kernels at once, not %u", nk);
		return 1;
	}
	if (o->loop && !m->loops) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "the loop of concurrent kernels "
		         "(--with-loop) is built for SIMT chips only, not for %s cores",
		         ti->display);
		return 1;
	}
	st->ncores = n;
	st->nkernels = nk;
	st->kernels = xcalloc(nk, sizeof *st->kernels);
	st->cores = xcalloc(n, m->stats_size);
	sim_uncore_init_chip(&u, a, m->core_mhz(a), n);
	st->l2_banks = u.l2.banks;
	st->channels = u.nchan;
	double t0 = host_seconds();
	void **c = xcalloc(n, sizeof *c);
	SimDispatch *q = xcalloc(nk, sizeof *q);
	Arch ilp = *a;
	st->used = xcalloc(n, 1);
	if (m->ilp_arch) {
		st->ilp_sms = ilp_sms;
		st->area_tlp = a->chip.area.tlp_sm;
		st->area_ilp = a->chip.area.ilp_sm;
		m->ilp_arch(&ilp, a);
	}
	if (steer(a, kl, nk, n, st, d))
		rc = 1;
	for (uint32_t j = 0; j < nk; j++) {
		ChipKernelStats *ks = &st->kernels[j];
		q[j] = (SimDispatch){ .ctas = launch_cta_count(kl[j].l), .runs = 1,
		                      .fill = a->chip.dispatch.cta == ARCH_DISPATCH_FILL,
		                      .loop = o->loop, .other = nk == 2 ? &q[1 - j] : NULL,
		                      .l = kl[j].l };
		for (uint32_t i = ks->first; i < ks->first + ks->ncores && !rc; i++) {
			SimSeat seat = { &u, i, &q[j].take, i - ks->first, ks->ncores, &q[j],
			                 hold_of(a, st, ks, kl[j].l, i) };
			st->used[i] = 1;
			if (!(c[i] = m->open(i >= n - st->ilp_sms ? &ilp : a, kl[j].p, kl[j].k,
			                     kl[j].l, o, chip_core_stats(st, i), &seat, d)))
				rc = 1;
		}
	}
	/* after every core opened (which adds the kernels' module globals to
	 * their images): the image a looped kernel's runs start from */
	for (uint32_t j = 0; j < nk && o->loop && !rc; j++)
		if (launch_copy(&q[j].fresh, kl[j].l)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': --with-loop: "
			         "cannot allocate a copy of the launch's %" PRIu64 " bytes "
			         "of buffers to start each run from", kl[j].k->name,
			         launch_image_bytes(kl[j].l));
			rc = 1;
		}
	rc = step_cores(m, c, n, rc, o->threads > 1 ? o->threads : 1, o);
	for (uint32_t j = 0; j < nk; j++) {
		for (uint32_t i = st->kernels[j].first;
		     i < st->kernels[j].first + st->kernels[j].ncores; i++)
			add_core(st, i, &st->kernels[j]);
		st->kernels[j].runs = q[j].runs;
		if (o->loop)
			launch_free(&q[j].fresh);
	}
	st->wall_seconds = host_seconds() - t0;
	free(c);
	free(q);
	sim_uncore_free(&u);
	return rc;
}

int
chip_run_alone(const SimModel *m, const Arch *a, const Program *p,
               const ProgKernel *k, Launch *l, const SimOptions *o, void *st,
               DiagList *d)
{
	SimOptions defaults;
	SimSeat alone = { NULL, 0, NULL, 0, 1, NULL, 0 };

	if (!o) {
		sim_options_init(&defaults);
		o = &defaults;
	}
	void *core = m->open(a, p, k, l, o, st, &alone, d);
	return step_cores(m, &core, 1, core == NULL, 1, o);
}
