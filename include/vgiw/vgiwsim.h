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
#include "vgiw/model.h"
#include "vgiw/ops.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

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
} VgiwSimBlockStats;

typedef enum {
	VGIWSIM_STALL_NO_VC,        /* injection: every virtual channel of a replica busy */
	VGIWSIM_STALL_NO_BATCH,     /* injection: replica idle, no thread batch */
	VGIWSIM_STALL_ISSUE,        /* ready entry held by a busy non-pipelined unit */
	VGIWSIM_STALL_MSHR,         /* memory access waited for a free MSHR */
	VGIWSIM_STALL_BANK,         /* memory access waited for a busy bank */
	VGIWSIM_STALL_DRAIN,        /* fabric draining the block's last threads */
	VGIWSIM_STALL_COUNT
} VgiwSimStall;

extern const char *const vgiwsim_stall_name[VGIWSIM_STALL_COUNT];

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
	int tile_limit;           /* VgiwSimTileLimit: what sized the tiles */
	uint64_t lv_bytes;        /* a thread's live-value slots */
	uint64_t cvt_reads, cvt_writes, batches;
	SimMemStats mem;          /* the memory hierarchy's counters (sim/mem) */
	uint64_t loads, stores, atomics;
	/* VGIWSIM_STALL_MSHR and _BANK: mem.mshr_stalls and mem.bank_stalls,
	 * copied at the end of the run */
	uint64_t stalls[VGIWSIM_STALL_COUNT];
	VgiwSimBlockStats *blocks;
	uint32_t nblocks;
	/* host seconds sim_run took: in the human summary, never in the JSON,
	 * which stays byte-identical from run to run */
	double wall_seconds;
} VgiwSimStats;

void vgiwsim_stats_free(VgiwSimStats *st);

/* The VGIW core as a simulation model (include/vgiw/model.h): a core
 * opened alone (its own uncore, a trace if the options ask for one) or on
 * a chip's seat (its L1 and LVC in front of the chip's uncore; it takes the
 * launch's next tile of whole CTAs from the kernel's counter when its tile
 * is done, a tile at most 1/ncores of the launch). A step is a cycle of its
 * fabric, or the choice of its next block (with the reconfiguration). A
 * run fails (1, after diagnostics) on a launch that does not match the
 * kernel, an access outside every window, a deadlock (with a report naming
 * the block, the units holding tokens and the waiting threads), the cycle
 * limit, or a broken self-check; statistics are filled either way. */
extern const SimModel vgiwsim_model;

/* CVT tiling of a launch: CTAs per tile (whole CTAs, from the CVT capacity
 * and the block count), 0 when not even one CTA fits. */
uint64_t vgiwsim_tile_ctas(const Arch *a, uint32_t nblocks, const Launch *l);

/* What bounds a launch's CVT tile: the whole launch fits; the CVT; the
 * LVC (the tile's live values must fit it); or the LVC cannot hold even
 * one CTA's live values (tiles of one CTA, which spill). */
typedef enum {
	VGIWSIM_TILE_LAUNCH, VGIWSIM_TILE_CVT, VGIWSIM_TILE_LVC, VGIWSIM_TILE_LVC_OVERFLOW
} VgiwSimTileLimit;

extern const char *const vgiwsim_tile_limit_name[];

/* CTAs per tile that keep lv_bytes of live-value slots per thread (4 bytes
 * an ID, 8 for a 64-bit value) of every tile thread within the LVC; 0 when
 * one CTA's do not fit. */
uint64_t vgiwsim_tile_ctas_lvc(const Arch *a, uint64_t lv_bytes, const Launch *l);

int vgiwsim_write_stats_json(const VgiwSimStats *st, FILE *out);
void vgiwsim_print_summary(const VgiwSimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void vgiwsim_stats_energy(const VgiwSimStats *st, SimEnergy *e);

#endif
