/* The VGIW cycle simulator: runs a compiled Program's kernel over a Launch's
 * memory image (results land in the image, byte-exact), timing the basic
 * block scheduler, the control vector table, the MT-CGRF fabric, the live
 * value cache and a memory hierarchy with the architecture's parameters,
 * and reports statistics. No LLVM here. */
#ifndef VGIW_SIM_H
#define VGIW_SIM_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/ops.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

typedef struct {
	uint64_t max_cycles;      /* stop with an error past this; 0: no limit */
	uint64_t deadlock_cycles; /* cycles without progress that make a deadlock */
	int check;                /* self-checks at each block end (default on) */
	/* Chrome trace-event JSON of the run (block executions and
	 * reconfigurations on the scheduler's track, timestamps in cycles),
	 * written as the run goes; NULL: none. The caller opens and closes
	 * it; the simulator writes one complete JSON document. */
	FILE *trace;
} SimOptions;

void sim_options_init(SimOptions *o);

typedef struct {
	uint64_t executions;      /* times the block was configured and run */
	uint64_t threads;         /* thread-block executions */
	uint64_t cycles;          /* cycles the fabric spent on it */
	uint64_t reconfig_cycles;
	uint64_t firings;
	uint32_t replicas;
	uint32_t nodes;
} SimBlockStats;

typedef enum {
	SIM_STALL_NO_VC,        /* injection: every virtual channel of a replica busy */
	SIM_STALL_NO_BATCH,     /* injection: replica idle, no thread batch */
	SIM_STALL_ISSUE,        /* ready entry held by a busy non-pipelined unit */
	SIM_STALL_MSHR,         /* memory access waited for a free MSHR */
	SIM_STALL_BANK,         /* memory access waited for a busy bank */
	SIM_STALL_DRAIN,        /* fabric draining the block's last threads */
	SIM_STALL_COUNT
} SimStall;

extern const char *const sim_stall_name[SIM_STALL_COUNT];

typedef struct {
	char *kernel;
	int deadlock;             /* the run stopped on a deadlock */
	uint64_t cycles;
	uint64_t threads, ctas;
	uint64_t tiles, tile_ctas;
	uint64_t firings[UC_COUNT];  /* dynamic node firings per unit class */
	uint64_t firings_total;
	uint64_t instructions;    /* LLVM-instruction equivalents */
	uint64_t tokens;          /* tokens delivered */
	uint32_t units[UC_COUNT]; /* units of each class on the fabric */
	uint64_t vc_busy;         /* sum over cycles of virtual channels in use */
	uint64_t vc_total;        /* sum over cycles of virtual channels offered */
	uint64_t reconfigs, reconfig_cycles;
	uint64_t cvt_reads, cvt_writes, batches;
	SimMemStats mem;          /* the memory hierarchy's counters (sim/mem) */
	uint64_t loads, stores, atomics;
	/* SIM_STALL_MSHR and _BANK: mem.mshr_stalls and mem.bank_stalls,
	 * copied at the end of the run */
	uint64_t stalls[SIM_STALL_COUNT];
	SimBlockStats *blocks;
	uint32_t nblocks;
	/* host seconds sim_run took: in the human summary, never in the JSON,
	 * which stays byte-identical from run to run */
	double wall_seconds;
} SimStats;

void sim_stats_free(SimStats *st);

/* Runs kernel k of p over the launch l (whose memory image is updated in
 * place). Returns 0, or 1 after diagnostics: a launch that does not match
 * the kernel, an access outside every window, a deadlock (with a report
 * naming the block, the units holding tokens and the waiting threads), the
 * cycle limit, or a broken self-check. Statistics are filled either way. */
int sim_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
            const SimOptions *o, SimStats *st, DiagList *d);

/* CVT tiling of a launch: CTAs per tile (whole CTAs, from the CVT capacity
 * and the block count), 0 when not even one CTA fits. */
uint64_t sim_tile_ctas(const Arch *a, uint32_t nblocks, const Launch *l);

int sim_write_stats_json(const SimStats *st, FILE *out);
void sim_print_summary(const SimStats *st, FILE *out);

#endif
