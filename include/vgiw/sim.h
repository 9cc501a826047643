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

/* The default cycle limit: far above every sample and bench launch (the
 * longest, matmul_tiled's bench launch on VGIW, takes about 430 M
 * cycles), so that a program that never ends stops with a report. */
#define SIM_DEFAULT_MAX_CYCLES 5000000000ull

typedef struct {
	uint64_t max_cycles;      /* stop with an error past this; 0: no limit;
	                           * the options' init: SIM_DEFAULT_MAX_CYCLES */
	uint64_t deadlock_cycles; /* cycles without progress that make a deadlock */
	int check;                /* self-checks at each block end (default on) */
	/* Chrome trace-event JSON of the run (block executions and
	 * reconfigurations on the scheduler's track, timestamps in cycles),
	 * written as the run goes; NULL: none. The caller opens and closes
	 * it; the simulator writes one complete JSON document. */
	FILE *trace;
	/* Where live value <ID, thread> sits in the LVC's address space (the
	 * functional values are the same either way): SIM_LV_INTERLEAVED,
	 * the default, puts a line's worth of consecutive threads of one ID
	 * next to the same threads' other IDs, so the lines a block touches
	 * for consecutive threads fall into consecutive sets; SIM_LV_LINEAR
	 * is the row-major <ID, thread> matrix, whose rows are a tile apart
	 * and meet in one set when the tile is a multiple of the LVC's way
	 * size (docs/simulator.md). */
	int lv_layout;
	/* Host threads a chip's cores are stepped in (-j, docs/chip.md); the
	 * results do not depend on it. 1 (the init): one thread. */
	uint32_t threads;
	/* vgiwsim --cosim: the fixed-latency memory mode (every memory and
	 * LVC access takes its unit's latency, vgiw.latency.mem and .lv,
	 * with no cache, bank or DRAM timing) and the co-simulation log
	 * written here (docs/rtl.md); NULL: neither */
	FILE *cosim;
} SimOptions;

enum { SIM_LV_INTERLEAVED, SIM_LV_LINEAR };

void sim_options_init(SimOptions *o);

typedef struct {
	uint64_t executions;      /* times the block was configured and run */
	uint64_t threads;         /* thread-block executions */
	uint64_t cycles;          /* cycles the fabric spent on it */
	uint64_t reconfig_cycles;
	uint64_t firings;
	uint32_t replicas;
	uint32_t nodes;
	/* the machine's ceiling (Little's law): a thread holds a virtual
	 * channel of its replica from injection to its last firing, so at
	 * most entries x replicas threads are in flight */
	uint32_t channels;        /* entries x replicas: threads in flight at most */
	uint64_t latency_sum;     /* sum over threads of injection-to-release cycles */
	uint64_t fill;            /* cycles from an execution's start to its first
	                           * thread's release, summed */
	uint64_t drain;           /* cycles from its last injection to its end, summed */
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
	/* for the energy model: firings per latency class (LAT_NONE last),
	 * and the hop latency times hops of every token sent */
	uint64_t lat_firings[LAT_COUNT + 1];
	uint64_t hop_cycles;
	uint32_t hop_latency;     /* vgiw.switch.hop-latency */
	uint32_t units[UC_COUNT]; /* units of each class on the fabric */
	uint64_t vc_busy;         /* sum over cycles of virtual channels in use */
	uint64_t vc_total;        /* sum over cycles of virtual channels offered */
	uint64_t reconfigs, reconfig_cycles;
	/* of reconfig_cycles: waiting for a configuration the FIFO did not
	 * hold (or had not finished fetching); switches whose configuration
	 * was prefetched */
	uint64_t reconfig_fetch_cycles, config_prefetched;
	int tile_limit;           /* SimTileLimit: what sized the tiles */
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

/* What bounds a launch's CVT tile: the whole launch fits; the CVT; the
 * LVC (the tile's live values must fit it); or the LVC cannot hold even
 * one CTA's live values (tiles of one CTA, which spill). */
typedef enum {
	SIM_TILE_LAUNCH, SIM_TILE_CVT, SIM_TILE_LVC, SIM_TILE_LVC_OVERFLOW
} SimTileLimit;

extern const char *const sim_tile_limit_name[];

/* CTAs per tile that keep the live values of lv_rows IDs (8 bytes each)
 * of every tile thread within the LVC; 0 when one CTA's do not fit. */
uint64_t sim_tile_ctas_lvc(const Arch *a, uint64_t lv_rows, const Launch *l);

/* One VGIW core of a chip (sim/chip, docs/chip.md): its L1 and LVC in
 * front of the chip's uncore u at crossbar port `port`; it takes the
 * launch's next tile of whole CTAs from the chip's counter *take when its
 * tile is done, a tile at most 1/ncores of the launch (ncores: the cores
 * sharing the launch). NULL after diagnostics. _now: its clock; _step: a cycle
 * of its fabric, or the choice of its next block (with the
 * reconfiguration), -1 while it runs,
 * 0 when no tile is left, 1 on an error; _close: statistics completed
 * (the CTAs it ran), freed, rc returned. */
typedef struct SimCore SimVgiwCore;
SimVgiwCore *sim_core_open(const Arch *a, const ProgKernel *k, Launch *l,
                           const SimOptions *o, SimStats *st, SimUncore *u,
                           uint32_t port, uint64_t *take, uint32_t ncores,
                           DiagList *d);
uint64_t sim_core_now(const SimVgiwCore *c);
int sim_core_step(SimVgiwCore *c);
int sim_core_close(SimVgiwCore *c, int rc);

int sim_write_stats_json(const SimStats *st, FILE *out);
void sim_print_summary(const SimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void sim_stats_energy(const SimStats *st, SimEnergy *e);

#endif
