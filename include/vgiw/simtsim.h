/* The SIMT SM simulator (docs/simt.md, "The SIMT simulator"): runs a
 * kernel's instruction stream (ProgKernel.simt) on one Fermi-like SM cycle
 * by cycle over a Launch's memory image, byte-exact with the reference
 * interpreter: CTAs up to the occupancy limit, warps, fetch into instruction
 * buffers, warp schedulers, SIMT stacks, scoreboards, execution units,
 * barriers, coalescing and the L1/L2/DRAM/shared model of sim/mem. No LLVM. */
#ifndef VGIW_SIMTSIM_H
#define VGIW_SIMTSIM_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/model.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

/* What a scheduler did in one cycle (an issue slot), docs/simt.md: it
 * issued, or the warp closest to issuing waited for a unit (structural),
 * for a register an ALU or SFU instruction writes (raw), for a register a
 * load writes or a fence (memory), for its next instruction to be fetched
 * after a branch (control), at a barrier (barrier), or it had no warp. */
typedef enum {
	SIMT_SLOT_ISSUED, SIMT_SLOT_STRUCTURAL, SIMT_SLOT_RAW, SIMT_SLOT_MEMORY,
	SIMT_SLOT_CONTROL, SIMT_SLOT_BARRIER, SIMT_SLOT_IDLE,
	SIMT_SLOT_COUNT
} SimtSlot;
extern const char *const simtsim_slot_name[SIMT_SLOT_COUNT];

/* Execution units: where a warp instruction goes. */
typedef enum { SIMT_UNIT_SP, SIMT_UNIT_SFU, SIMT_UNIT_LDST, SIMT_UNIT_CTRL,
	SIMT_UNIT_COUNT } SimtUnit;
extern const char *const simtsim_unit_name[SIMT_UNIT_COUNT];

/* The ILP study's finer stall reasons (docs/simt.md, "The ILP techniques"):
 * every scheduler-cycle that did not issue is also charged to one of these
 * (other: issued, idle, barrier, a busy unit, a fetch wait, ...). */
typedef enum {
	SIMT_STALL_OTHER, SIMT_STALL_RAW_ALU, SIMT_STALL_RAW_MEM,
	SIMT_STALL_READY_BIT, SIMT_STALL_ON_MISS, SIMT_STALL_SCOREBOARD_FULL,
	SIMT_STALL_OVERFLOW, SIMT_STALL_WAW_MASK, SIMT_STALL_STORE_DRAIN,
	SIMT_STALL_IN_STORE, SIMT_STALL_BRANCH, SIMT_STALL_MISPREDICT,
	SIMT_STALL_COUNT
} SimtStall;
extern const char *const simtsim_stall_name[SIMT_STALL_COUNT];

/* Statistics of the ILP techniques; written (the "ilp" object) only when
 * one of them, or the TLP core, is configured (on). */
typedef struct {
	int on;
	uint32_t scoreboard, bypass, predictor;   /* the arch's simt.ilp */
	uint32_t entries, writeback_cycles;
	uint64_t stalls[SIMT_STALL_COUNT];        /* scheduler-cycles */
	uint64_t bypass_uses;     /* instructions that read a source bypassed */
	uint64_t board_reads;     /* ... a source from the shared board */
	/* the shared scoreboard */
	uint64_t board_allocs, board_entry_cycles, board_max, overflow_issues;
	uint64_t nm_clears;       /* WAW: an older definition's no-match bit */
	/* conditional branches; accuracy over the non-divergent ones */
	uint64_t branches, divergent, uniform;
	uint64_t static_correct, gshare_correct, mispredicts, jumps;
} SimtIlpStats;

typedef struct {
	char *kernel;
	int deadlock;             /* the run stopped on a deadlock */
	uint64_t cycles;
	uint64_t threads, ctas, warps;
	uint32_t warp_size, schedulers, cta_threads, warps_per_cta;
	uint32_t regs, shared_bytes;  /* per thread, per CTA */
	ArchOccupancy occupancy;  /* theoretical, arch_simt_occupancy */
	uint64_t resident_warp_cycles;  /* sum over cycles of resident warps */
	uint64_t warp_instructions, thread_instructions;
	uint64_t unit_instructions[SIMT_UNIT_COUNT];
	uint64_t slots[SIMT_SLOT_COUNT];  /* scheduler-cycles */
	uint64_t reg_reads, reg_writes;   /* 32-bit registers of a warp */
	uint64_t lat_lanes[LAT_COUNT + 1];  /* active lanes per latency class */
	uint64_t branches, divergent_branches, reconvergences;
	uint32_t max_stack_depth;
	uint64_t barriers;        /* barrier releases */
	uint64_t fetches;         /* instruction-buffer fills */
	uint64_t shuffles, votes;
	/* memory instructions (warp) and accesses (thread) */
	uint64_t global_insts, shared_insts, atomic_insts;
	uint64_t loads, stores, atomics, suppressed;  /* thread accesses */
	uint64_t transactions;    /* 128-byte segments of global/local insts */
	uint64_t shared_wavefronts;  /* shared-memory cycles (conflict degree) */
	SimMemStats mem;
	SimtIlpStats ilp;
	double wall_seconds;      /* host time: summary only, never the JSON */
} SimtSimStats;

void simtsim_stats_free(SimtSimStats *st);

/* The SIMT SM as a simulation model (include/vgiw/model.h): alone it runs
 * the whole launch (and writes a trace if the options ask for one); on a
 * chip's seat its L1 sits in front of the chip's uncore and it takes CTAs
 * from the kernel's counter when a slot is free. A step simulates a cycle
 * and moves its clock on over cycles in which nothing can happen. A run
 * fails (1, after diagnostics) on a launch that does not match the kernel,
 * a broken program, a CTA that does not fit the SM, an access outside
 * every window, a SIMT stack overflow, a deadlock (naming the waiting
 * warps) or the cycle limit; statistics are filled either way. */
extern const SimModel simtsim_model;

/* Deterministic JSON (no host times); 0, or -1 on a write error. */
int simtsim_write_stats_json(const SimtSimStats *st, FILE *out);
void simtsim_print_summary(const SimtSimStats *st, FILE *out);
/* The run's first-order energy (docs/energy.md). */
void simtsim_stats_energy(const SimtSimStats *st, SimEnergy *e);

#endif
