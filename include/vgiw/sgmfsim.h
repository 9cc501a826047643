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
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

#define SGMFSIM_DEFAULT_MAX_CYCLES 5000000000ull
#define SGMFSIM_DEFAULT_DEADLOCK 1000000ull

typedef struct {
	uint64_t max_cycles;      /* stop with an error past this; 0: no limit */
	uint64_t deadlock_cycles; /* cycles without a firing that make a
	                           * deadlock; 0: SGMFSIM_DEFAULT_DEADLOCK */
	int polling;              /* look at every unit with tokens every cycle
	                           * (the reference the event-driven schedule is
	                           * tested against; same results, slower);
	                           * sgmfsim_options_init sets it when
	                           * VGIW_SGMF_POLLING is set */
} SgmfSimOptions;

void sgmfsim_options_init(SgmfSimOptions *o);

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

/* Runs kernel k (k->sgmf set) of p over l, whose image is updated in
 * place. Returns 0, or 1 after diagnostics (a launch that does not match,
 * an access outside every window, a deadlock, the cycle limit).
 * Statistics are filled either way. o may be NULL. */
int sgmfsim_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
                const SgmfSimOptions *o, SgmfSimStats *st, DiagList *d);

/* One SGMF core of a chip (sim/chip, docs/chip.md, docs/sgmf.md): its L1
 * in front of the chip's uncore u at crossbar port `port`; it takes the
 * launch's next CTA from the chip's counter *take whenever it has a free
 * channel and its CTAs' threads are all admitted. NULL after diagnostics.
 * _now: its clock; _step: one turn (admissions, units, retirements),
 * -1 while it runs, 0 when no thread is left, 1 on an error; _close:
 * statistics completed (the CTAs and threads it ran), freed, rc returned.
 * Alone (sgmfsim_run) a core runs the same turns over every CTA. */
typedef struct SgmfCore SgmfCore;
SgmfCore *sgmfsim_core_open(const Arch *a, const ProgKernel *k, Launch *l,
                            const SgmfSimOptions *o, SgmfSimStats *st,
                            SimUncore *u, uint32_t port, uint64_t *take,
                            DiagList *d);
uint64_t sgmfsim_core_now(const SgmfCore *c);
int sgmfsim_core_step(SgmfCore *c);
int sgmfsim_core_close(SgmfCore *c, int rc);

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
