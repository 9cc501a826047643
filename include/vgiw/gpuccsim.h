/* The GPU-CC SM simulator (docs/gpucc.md, papers/gpu-cc-communicating-
 * cores.txt): runs a kernel's fixed configuration (ProgKernel.gpucc) over a
 * Launch's memory image, byte-exact with the reference interpreter, timing
 * the cores' and load/store units' input FIFOs, the firing rule, the LSUs'
 * address and data FIFOs with the prefetch element, and an L1/L2/DRAM
 * latency model. Threads stream in order, one wave of tokens per thread;
 * copy c of the graph takes the c-th of `copies` contiguous ranges of the
 * linear thread indices. No LLVM. */
#ifndef VGIW_GPUCCSIM_H
#define VGIW_GPUCCSIM_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

/* The default cycle limit: far above every sample and bench launch (the
 * longest, matmul_tiled's bench launch on VGIW, takes about 430 M
 * cycles), so that a program that never ends stops with a report. */
#define GPUCCSIM_DEFAULT_MAX_CYCLES 5000000000ull

typedef struct {
	uint64_t max_cycles;      /* stop with an error past this; 0: no limit;
	                           * the options' init: GPUCCSIM_DEFAULT_MAX_CYCLES */
	uint64_t deadlock_cycles; /* cycles without a firing that make a deadlock */
	int polling;              /* look at every unit every cycle (the reference
	                           * the event-driven schedule is tested against;
	                           * same results, slower); gpuccsim_options_init
	                           * sets it when VGIW_GPUCC_POLLING is set */
} GpuccSimOptions;        /* FIFO depths and the prefetch element: the arch's
                           * gpucc.core / gpucc.ldst parameters (-A) */

void gpuccsim_options_init(GpuccSimOptions *o);

/* One used core or LSU. */
typedef struct {
	uint32_t unit;            /* index into ProgGpucc.units */
	uint16_t op;              /* VgiwOp */
	uint8_t copy;
	uint8_t is_lsu;
	uint64_t firings;
	uint64_t empty_stalls;    /* cycles waiting for an input token */
	uint64_t full_stalls;     /* cycles waiting for room in a consumer FIFO */
	uint64_t order_stalls;    /* LSU: cycles waiting for its order_after */
	uint64_t miss_stalls;     /* LSU: cycles issue was blocked by a miss */
	uint32_t fifo_max;        /* most elements held by one of its FIFOs */
} GpuccSimUnitStats;

typedef struct {
	char *kernel;
	int deadlock;             /* the run stopped on a deadlock */
	uint64_t cycles;
	uint64_t threads, ctas;
	uint32_t copies;
	uint32_t cores_used, lsus_used;
	uint64_t instructions_fetched;  /* one per used core or LSU per kernel */
	uint64_t firings;
	uint64_t empty_stalls, full_stalls, order_stalls, miss_stalls;
	uint64_t loads, stores, atomics, suppressed;  /* suppressed: predicated off */
	uint64_t speculative_misses;  /* speculative or warm-up loads outside
	                               * every window, which yielded 0 */
	uint64_t prefetches;      /* lines the prefetch elements requested (also
	                           * counted as L1 accesses) */
	SimMemStats mem;          /* the memory hierarchy's counters (sim/mem;
	                           * no LVC here) */
	GpuccSimUnitStats *units; /* [nunits], in unit order */
	uint32_t nunits;
	double wall_seconds;      /* host time of the schedule (summary only,
	                           * never in the JSON) */
} GpuccSimStats;

void gpuccsim_stats_free(GpuccSimStats *st);

/* Runs kernel k (k->gpucc set) of p over l, whose memory image is updated
 * in place. Returns 0, or 1 after diagnostics: a launch that does not match
 * the kernel (or a multi-dimensional one for a `linear` configuration),
 * a broken configuration, an access outside every window, a
 * deadlock (naming the waiting units and their FIFOs) or the cycle limit.
 * o may be NULL (defaults). Statistics are filled either way. */
int gpuccsim_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
                 const GpuccSimOptions *o, GpuccSimStats *st, DiagList *d);

/* One SM of a chip (sim/chip, docs/chip.md) running the launch's CTAs
 * [cta0, cta1) (a contiguous range: its copies split it for stream reuse),
 * its L1 in front of the chip's uncore u at crossbar port `port`. NULL
 * after diagnostics. _now: the next cycle it looks at; _step: that cycle,
 * then on to its next event, -1 while it runs, 0 when done, 1 on an
 * error; _close: statistics completed, freed, rc returned. */
typedef struct Gs GpuccSm;
GpuccSm *gpuccsim_sm_open(const Arch *a, const ProgKernel *k, Launch *l,
                          const GpuccSimOptions *o, GpuccSimStats *st,
                          SimUncore *u, uint32_t port, uint64_t cta0,
                          uint64_t cta1, DiagList *d);
uint64_t gpuccsim_sm_now(const GpuccSm *c);
int gpuccsim_sm_step(GpuccSm *c);
int gpuccsim_sm_close(GpuccSm *c, int rc);

/* Deterministic JSON (no host times); 0, or -1 on a write error. */
int gpuccsim_write_stats_json(const GpuccSimStats *st, FILE *out);
void gpuccsim_print_summary(const GpuccSimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void gpuccsim_stats_energy(const GpuccSimStats *st, SimEnergy *e);

#endif
