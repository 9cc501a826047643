/* A compiled kernel simulated on the machine its program targets: the VGIW
 * core (PROG_VGIW, include/vgiw/sim.h), the GPU-CC SM (PROG_GPUCC,
 * include/vgiw/gpuccsim.h) or the SIMT SM (PROG_SIMT, include/vgiw/
 * simtsim.h). The tools and the host runtime run programs through this, so
 * the machines have one set of launch, summary and statistics paths. No
 * LLVM. */
#ifndef VGIW_MACHINE_H
#define VGIW_MACHINE_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/chip.h"
#include "vgiw/gpuccsim.h"
#include "vgiw/sim.h"
#include "vgiw/simtsim.h"

typedef struct {
	ProgTarget target;     /* which of the three is filled */
	SimStats vgiw;
	GpuccSimStats gpucc;
	SimtSimStats simt;
	int on_chip;           /* the arch is a chip: `chip` is filled */
	ChipStats chip;
} MachineStats;

/* Runs kernel k of p over l on p's machine, or on the arch's chip when it
 * describes one (arch_is_chip: the chip's cores of p's machine). From o (NULL: defaults) the
 * GPU-CC SM takes max_cycles and deadlock_cycles; it has no trace yet, and
 * a trace asked of it is an error. The SIMT SM takes those and the trace. Returns 0, or 1 after diagnostics;
 * statistics are filled either way. */
int machine_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
                const SimOptions *o, MachineStats *st, DiagList *d);
uint64_t machine_cycles(const MachineStats *st);
/* The machine's own JSON (its "machine" key names it); 0, or -1. */
int machine_write_stats_json(const MachineStats *st, FILE *out);
void machine_print_summary(const MachineStats *st, FILE *out);
void machine_stats_free(MachineStats *st);

#endif
