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
#include "vgiw/model.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

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

/* The GPU-CC SM as a simulation model (include/vgiw/model.h): alone it
 * runs the whole launch; on a chip's seat, the rank-th of ncores
 * contiguous ranges of the launch's CTAs (its copies split a range for
 * stream reuse), its L1 in front of the chip's uncore. A step is a cycle,
 * then on to the next event. A run fails (1, after diagnostics) on a
 * launch that does not match the kernel (or a multi-dimensional one for a
 * `linear` configuration), a broken configuration, an access outside every
 * window, a deadlock (naming the waiting units and their FIFOs) or the
 * cycle limit; statistics are filled either way. */
extern const SimModel gpuccsim_model;

/* Deterministic JSON (no host times); 0, or -1 on a write error. */
int gpuccsim_write_stats_json(const GpuccSimStats *st, FILE *out);
void gpuccsim_print_summary(const GpuccSimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void gpuccsim_stats_energy(const GpuccSimStats *st, SimEnergy *e);

#endif
