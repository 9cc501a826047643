/* A compiled kernel simulated on the machine its program targets, found by
 * the target (include/vgiw/model.h), on one core or on the arch's chip.
 * A single core is a chip of one on the chip's loop, on an uncore of its
 * own. The tools and the host runtime run programs through this, so every
 * machine has one set of launch, summary and statistics paths. No LLVM. */
#ifndef VGIW_MACHINE_H
#define VGIW_MACHINE_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/chip.h"
#include "vgiw/model.h"

/* A run's statistics: its model's, of one core or of the chip. */
typedef struct {
	const SimModel *model;
	void *stats;           /* one core: the model's statistics object */
	int on_chip;           /* the arch is a chip: `chip` is filled */
	ChipStats chip;
} MachineStats;

/* Runs kernel k of p over l on p's machine, or on the arch's chip when it
 * describes one (arch_is_chip: the chip's cores of p's machine), with the
 * options o (NULL: sim_options_init's). Returns 0, or 1 after diagnostics;
 * statistics are filled either way. */
int machine_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
                const SimOptions *o, MachineStats *st, DiagList *d);
/* nk kernels at once on the arch's chip (chip_run_launches). */
int machine_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                         const SimOptions *o, MachineStats *st, DiagList *d);
uint64_t machine_cycles(const MachineStats *st);
/* The default cycle limit of a launch of k over l: MACHINE_CYCLES_PER_WORK
 * cycles for each of the kernel's static operations (nodes of its blocks,
 * or SIMT instructions) times the launch's threads plus the 4-byte words
 * of its memory image (each thread may run every operation once, and once
 * more for each word of memory there is per thread), and at least
 * MACHINE_MIN_MAX_CYCLES; saturating at 2^63. docs/simulator.md, "Cycle
 * limit", checks it against every sample and suite kernel. */
#define MACHINE_CYCLES_PER_WORK 1000ull
#define MACHINE_MIN_MAX_CYCLES 10000000ull
uint64_t machine_max_cycles(const ProgKernel *k, const Launch *l);
/* The machine's own JSON (its "machine" key names it); 0, or -1. */
int machine_write_stats_json(const MachineStats *st, FILE *out);
void machine_print_summary(const MachineStats *st, FILE *out);
void machine_stats_free(MachineStats *st);

#endif
