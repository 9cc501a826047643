/* The SGMF core simulator (docs/sgmf.md): the MT-CGRF of the VGIW core
 * without BBS, CVT and LVC, configured once with the whole kernel's graph
 * (ProgKernel.sgmf, block 0). Tokens carry a thread's virtual channel: a
 * unit fires for whichever of its channels has its operands (dynamic
 * dataflow across threads), and each arc holds at most one token per
 * thread (static dataflow inside one). At most ProgSgmf.threads threads
 * per replica are in flight, which keeps loops from deadlocking; a run
 * that still stops making progress is reported, never hangs. Byte-exact
 * with the reference interpreter. No LLVM. */
#ifndef VGIW_SGMFSIM_H
#define VGIW_SGMFSIM_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/model.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

typedef struct {
	uint32_t node, replica;
	uint16_t op;              /* VgiwOp */
	uint8_t unit;             /* UnitClass */
	uint32_t cell;            /* grid cell it is placed on: row * cols + col */
	uint64_t firings;
	uint64_t threads_fired;   /* threads it fired for at least once */
} SgmfSimUnitStats;

typedef struct {
	char *kernel;
	int deadlock;
	uint64_t cycles;
	uint64_t threads, ctas;   /* run by this core (alone: the launch's) */
	uint64_t ctas_launch;     /* the launch's CTAs */
	uint32_t replicas, nodes;
	uint32_t threads_bound;   /* per replica (ProgSgmf.threads) */
	uint64_t firings;
	uint64_t steers, steers_true, merges;
	uint64_t loads, stores, atomics;
	uint64_t room_stalls;     /* unit-cycles a ready thread waited for an
	                           * empty arc */
	uint64_t admit_stalls;    /* cycles a replica had no free channel */
	/* utilisation loss (VGIW paper section 2, Figure 1c): over all
	 * threads, the mapped units (of the thread's replica) that never fired
	 * for it, as a fraction of the units mapped */
	uint64_t unit_threads;    /* threads x nodes */
	uint64_t unit_threads_idle;
	SimMemStats mem;
	SgmfSimUnitStats *units;  /* [replicas x nodes], replica-major */
	uint32_t nunits;
	uint32_t rows, cols;      /* the grid (the heat map's frame) */
	uint8_t *grid_class;      /* [rows * cols]: UnitClass of each cell, UC_NONE
	                           * empty (the arch's layout) */
	double wall_seconds;      /* summary only */
} SgmfSimStats;

void sgmfsim_stats_free(SgmfSimStats *st);

/* The SGMF core as a simulation model (include/vgiw/model.h): the whole
 * kernel's graph on the MT-CGRF. Alone every CTA is the core's from the
 * start; on a chip's seat (its L1 in front of the chip's uncore) it takes
 * the launch's next CTA from the kernel's counter whenever it has a free
 * channel and its CTAs' threads are all admitted. A step is one turn
 * (admissions, units, retirements). */
extern const SimModel sgmfsim_model;

int sgmfsim_write_stats_json(const SgmfSimStats *st, FILE *out);
void sgmfsim_print_summary(const SgmfSimStats *st, FILE *out);
/* The heat map of per-unit firings (docs/sgmf.md): the grid as SVG, each
 * mapped cell shaded by its unit's firings against the busiest unit's and
 * carrying them as data-node, data-replica, data-firings and
 * data-threads attributes; cells no unit uses show their class, unshaded.
 * 0, or -1 on a write error. */
int sgmfsim_write_heatmap_svg(const SgmfSimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void sgmfsim_stats_energy(const SgmfSimStats *st, SimEnergy *e);

#endif
