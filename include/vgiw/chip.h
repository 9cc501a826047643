/* A chip (sim/chip, docs/chip.md): a launch on many cores of one machine
 * that share one uncore (crossbar, L2 banks, DRAM channels), every core
 * cycle-simulated in global time, CTAs dispatched to cores as they free
 * up. The arch's chip section says how many cores of each machine; the
 * program's target picks which of them run it. No LLVM. */
#ifndef VGIW_CHIP_H
#define VGIW_CHIP_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/model.h"

/* One kernel of a run on a chip: its program, kernel and launch (each
 * launch its own memory image). */
typedef struct {
	const Program *p;
	const ProgKernel *k;
	Launch *l;
} ChipLaunch;

/* What one kernel of the run did on its cores [first, first + ncores). */
typedef struct {
	char *kernel;
	uint32_t first, ncores;
	uint64_t cycles;          /* its last core's last cycle */
	uint64_t ctas, threads, instructions;
	/* SIMT: the steering's inputs (resident warps an SM holds, the
	 * launch's threads) and the kind of SM it ran on (CHIP_SIDE_*) */
	uint32_t warps_per_sm;
	uint32_t side;
	/* a kernel alone on both kinds of SM with chip.dispatch.placement
	 * steering: the side whose SMs it fills first (CHIP_SIDE_*; ALL:
	 * none first) */
	uint32_t first_side;
	uint32_t runs;            /* its runs (more than 1: SimOptions.loop) */
} ChipKernelStats;

/* Which SMs a kernel ran on: every kind (a homogeneous chip), or, on a
 * chip with TLP and ILP SMs, the side the steering chose. */
enum { CHIP_SIDE_ALL, CHIP_SIDE_TLP, CHIP_SIDE_ILP };

typedef struct {
	const SimModel *model;    /* the cores' machine */
	uint32_t ncores;
	uint32_t nkernels;
	ChipKernelStats *kernels; /* [nkernels] */
	/* per core, in the machine's own statistics: core i's at
	 * (char *)cores + i * model->stats_size (chip_core_stats) */
	void *cores;
	uint64_t cycles;          /* the last core's last cycle */
	/* sums over the cores */
	uint64_t instructions;    /* the machine's own count (SimCoreTotals) */
	uint64_t threads, ctas;
	SimMemStats mem;          /* the cores' memory counters summed */
	uint32_t l2_banks, channels;
	/* a chip of TLP and ILP SMs (model->ilp_arch): the last ilp_sms
	 * cores are ILP SMs (chip.ilp); used[i]: core i ran a kernel (a
	 * steered chip leaves the other side idle) */
	uint32_t ilp_sms;
	uint8_t *used;
	/* the SM areas in 1/1000 mm^2 (chip.area; 0: not given) */
	uint32_t area_tlp, area_ilp;
	double wall_seconds;      /* host time: summary only */
} ChipStats;

/* Core i's statistics, in its machine's shape. */
void *chip_core_stats(const ChipStats *st, uint32_t i);

/* nk kernels at once on one chip (concurrent kernels), all for the same
 * machine: kernel j runs on the j-th of nk equal groups of the chip's cores
 * or, on a chip of TLP and ILP SMs, on the side the steering picks (the
 * kernels of one side split it equally; docs/chip.md, "Concurrent kernels",
 * "Heterogeneous chips"), every core in one global time on
 * the shared uncore. Statistics per kernel, per core and for the chip. */
int chip_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                      const SimOptions *o, ChipStats *st, DiagList *d);
/* One core of model m alone (its own uncore, the whole launch), on the
 * chip's loop: a chip of one. Options o may be NULL (sim_options_init's);
 * statistics into st, the model's object of m->stats_size bytes. */
int chip_run_alone(const SimModel *m, const Arch *a, const Program *p,
                   const ProgKernel *k, Launch *l, const SimOptions *o, void *st,
                   DiagList *d);
int chip_write_stats_json(const ChipStats *st, FILE *out);
void chip_print_summary(const ChipStats *st, FILE *out);
void chip_stats_free(ChipStats *st);

#endif
