/* The architecture description: every number of the VGIW core, the GPU-CC
 * SM, the SIMT SM and the memory hierarchy they share, loaded from schema-
 * validated XML (or the embedded defaults) into plain structs. */
#ifndef VGIW_ARCH_H
#define VGIW_ARCH_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/ops.h"
#include "vgiw/support.h"

typedef enum { ARCH_VGIW, ARCH_GPUCC, ARCH_SIMT } ArchMachine;
#define ARCH_ALL (-1)   /* `which` for arch_to_xml: every section */

/* Every field is a uint32_t so that one parameter table (path, offset,
 * range) drives loading, overrides, checks and printing. Sizes are bytes,
 * latencies are cycles of the owning clock, clocks are MHz; enums and
 * booleans are stored as small integers. docs/arch.md lists them all. */

typedef struct {
	uint32_t cycles;    /* result latency */
	uint32_t interval;  /* cycles between issues to one unit (1: pipelined) */
} ArchLatency;

typedef enum { ARCH_WB_WA, ARCH_WT_NWA } ArchWritePolicy;
/* Set index: the line number modulo the sets; or XOR-folded with the next
 * higher fields of the line number first (`hash`, any power-of-two sets);
 * or GPGPU-Sim's Fermi L1 function (`fermi`, its cache configs' `H`, from
 * Nugteren et al., HPCA 2014; 32 or 64 sets): line bits 0-4 XOR address
 * bits 13, 14, 15, 17, 19, and address bit 12 above them with 64 sets. */
typedef enum { ARCH_INDEX_LINEAR, ARCH_INDEX_HASH, ARCH_INDEX_FERMI } ArchSetIndex;

typedef struct {
	uint32_t size;       /* bytes */
	uint32_t line;       /* bytes */
	uint32_t ways;
	uint32_t banks;
	uint32_t latency;    /* hit latency, cycles */
	uint32_t write;      /* ArchWritePolicy */
	uint32_t index;      /* ArchSetIndex */
	uint32_t mshrs;      /* outstanding misses */
	uint32_t write_combine;  /* write-through: lines of the write-combining
	                          * buffer before the next level, 0 none */
} ArchCache;

/* Where the layout generator (and the perimeter check) puts a unit class. */
typedef enum {
	ARCH_PLACE_ANY,        /* anywhere */
	ARCH_PLACE_PERIMETER,  /* must sit on the grid perimeter */
	ARCH_PLACE_PREFER      /* perimeter while cells remain, then interior */
} ArchPlacement;

typedef enum { ARCH_LAYOUT_GENERATED, ARCH_LAYOUT_EXPLICIT } ArchLayout;
/* which of the VGIW paper's two reconfiguration costs is charged: §3.2's
 * passes x 11 sqrt(#units), or §2's stated 34 cycles */
typedef enum { ARCH_RECONFIG_FORMULA, ARCH_RECONFIG_FIXED } ArchReconfigReading;
/* tiles by §3.3's CVT rule alone (the LVC spills), or also capped so a
 * tile's live values fit the LVC */
typedef enum { ARCH_TILING_CVT, ARCH_TILING_LVC_FIT } ArchTiling;

typedef struct {
	uint32_t count;           /* units of this class on the grid */
	uint32_t placement;       /* ArchPlacement */
	uint8_t op[OP_COUNT];     /* 1: the class executes this opcode */
} ArchUnitClass;

typedef struct {
	uint32_t core_mhz;
	struct {
		uint32_t rows, cols;
		uint32_t layout;  /* ArchLayout */
		/* UnitClass of cell (r, c) at cell[r * cols + c], UC_NONE when
		 * empty; rebuilt by arch_check from the layout source. */
		uint8_t *cell;
	} grid;
	ArchUnitClass unit[UC_COUNT];
	ArchLatency lat[LAT_COUNT];
	struct { uint32_t entries, operands; } token_buffer;
	struct {
		uint32_t neighbours;   /* 8 (king's move) or 4 (mesh) */
		uint32_t channels;     /* per link and direction */
		uint32_t hop_latency;  /* cycles per switch hop */
		uint32_t max_fanout;   /* direct sinks of one output, no split */
	} sw;
	struct {
		uint32_t threads_per_cycle;  /* injected per replica */
		uint32_t base_bits, bitmap_bits;  /* thread batch packet */
		uint32_t max_blocks;         /* basic blocks a kernel may have */
		uint32_t max_cta_threads;
		uint32_t tiling;             /* ArchTiling */
	} bbs;
	struct { uint32_t bits, banks, word_bits; } cvt;
	ArchCache lvc;
	struct {
		uint32_t cycles_per_sqrt_unit;  /* 11 in the paper */
		uint32_t passes;                /* 2: done twice */
		uint32_t prefetch_depth;        /* configuration FIFO entries */
		uint32_t reading;               /* ArchReconfigReading */
		uint32_t fixed_cycles;          /* 34: §2's figure */
	} reconfig;
} ArchVgiw;

typedef struct {
	uint32_t core_mhz;
	struct { uint32_t cores, ldst_units, sfus, lanes; } sm;
	struct { uint32_t input_fifos, fifo_depth; } core;
	struct { uint32_t addr_fifo_depth, data_fifo_depth, prefetch; } ldst;
	ArchLatency lat[LAT_COUNT];
	ArchCache l1d;
} ArchGpucc;

typedef enum { ARCH_SCHED_LRR, ARCH_SCHED_GTO, ARCH_SCHED_TWO_LEVEL } ArchSchedPolicy;
typedef enum { ARCH_BYPASS_NONE, ARCH_BYPASS_EX4, ARCH_BYPASS_EX8 } ArchBypass;
typedef enum { ARCH_BP_NONE, ARCH_BP_STATIC, ARCH_BP_GSHARE, ARCH_BP_PERFECT } ArchPredictor;
/* simt.ilp.branch-resolve: when an unpredicted (or mispredicted) branch
 * lets its warp fetch again: after EX4 (the ctrl latency, Figure 5) or when
 * it reaches write-back (an ALU instruction's latency and WB + RR, the
 * TLP core's ready bit of §4) */
typedef enum { ARCH_RESOLVE_EX4, ARCH_RESOLVE_WRITEBACK } ArchBranchResolve;
/* How a warp's next instruction waits for its earlier ones (docs/simt.md,
 * "The ILP techniques"): GPGPU-Sim's per-warp scoreboard, none (the ILP
 * paper's TLP core: one instruction in flight per warp), or the ILP
 * paper's shared scoreboard (§4.2). */
typedef enum { ARCH_SB_PER_WARP, ARCH_SB_NONE, ARCH_SB_SHARED } ArchIlpScoreboard;
typedef enum { ARCH_RECONV_IPDOM } ArchReconvergence;

typedef struct {
	uint32_t core_mhz;
	struct {
		uint32_t count, warp_size, simd_width;
		uint32_t max_threads, max_ctas, registers;
		uint32_t reg_alloc_unit;     /* registers of a warp, rounded up to it */
		uint32_t max_regs;           /* registers a thread may use (the ISA's) */
		uint32_t shared_alloc_unit;  /* shared bytes of a CTA, rounded up */
	} sm;
	struct {
		uint32_t count, policy;   /* ArchSchedPolicy */
		uint32_t active_warps;    /* two-level: the active set's size */
	} sched;
	ArchLatency lat[LAT_COUNT];
	struct { uint32_t entries, reconvergence; } stack;
	struct { uint32_t regs_per_warp; } scoreboard;
	struct { uint32_t units, banks; } opcoll;
	struct { uint32_t sp, sfu, ldst; } units;   /* execution units per SM */
	struct { uint32_t warps, ibuffer; } fetch;  /* warps fetched per cycle,
	                                             * I-buffer entries per warp */
	struct {
		uint32_t bypass;       /* ArchBypass */
		uint32_t writeback_cycles;  /* WB + RR stages: a consumer without
		                             * bypass issues this much later */
		uint32_t scoreboard;   /* ArchIlpScoreboard */
		uint32_t scoreboard_entries;  /* of the shared scoreboard */
		uint32_t predictor;    /* ArchPredictor */
		uint32_t predictor_bits;  /* gshare table: 2-bit counters */
		uint32_t branch_resolve;  /* ArchBranchResolve */
	} ilp;
	ArchCache l1d;
} ArchSimt;

/* memory.latency-clock: the clock memory.l2.latency and
 * memory.dram.latency count (GPGPU-Sim: the core's) */
enum { ARCH_LATCLK_CORE, ARCH_LATCLK_L2 };
/* memory.write-fill: what a write miss of a write-allocate cache fetches */
enum { ARCH_FILL_PARTIAL, ARCH_FILL_ALWAYS };
/* memory.dram.scheduler: banks with open rows and their timings, row hits
 * first (GPGPU-Sim's FR-FCFS), or each channel a busy-until counter of its
 * transfers (no banks) */
enum { ARCH_DRAM_FRFCFS, ARCH_DRAM_OCCUPANCY };

typedef struct {
	uint32_t latency_clock;   /* ARCH_LATCLK_* */
	uint32_t write_fill;      /* ARCH_FILL_* */
	struct { uint32_t interconnect_mhz, l2_mhz, dram_mhz; } clock;
	ArchCache l1;     /* the VGIW core's L1 */
	struct { uint32_t size, banks, latency; } shared;  /* per core */
	ArchCache l2;     /* banks: memory sub-partitions */
	struct {
		uint32_t channels, banks, bus_bytes, burst;
		uint32_t data_rate;   /* data beats per DRAM (command) clock */
		uint32_t latency;  /* cycles of memory.latency-clock */
		uint32_t cl, rcd, rp, ras, rc, rrd, ccd, wl, wr;  /* DRAM cycles */
		uint32_t scheduler;   /* ARCH_DRAM_* */
		uint32_t row_bytes;   /* of a bank's row, across a channel's chips */
	} dram;
	/* one simulated core's share of the uncore: the L2 banks' and DRAM
	 * channels' bandwidth divided among this many cores (1: all of it) */
	struct { uint32_t cores; } share;
} ArchMemory;

/* A chip: how many cores of each machine share the uncore of `memory`
 * (all 0: no chip, one core with memory.share.cores), the crossbar
 * between the cores and the memory channels, and the L2 banks of a
 * channel (docs/chip.md). */
/* chip.steering.single: a kernel alone on a chip of TLP and ILP SMs runs on
 * all of its SMs, or on the side the steering picks */
enum { ARCH_SINGLE_ALL, ARCH_SINGLE_SIDE };
/* chip.dispatch.cta: a SIMT SM takes at most one CTA per cycle, the SMs
 * served in turn (GPGPU-Sim's issue_block2core), or fills every free slot
 * at once; chip.dispatch.placement: a kernel alone on all the SMs of a
 * chip of TLP and ILP SMs takes any free SM, or fills the side the
 * steering picks first */
enum { ARCH_DISPATCH_ROUND_ROBIN, ARCH_DISPATCH_FILL };
enum { ARCH_CTA_ANY, ARCH_CTA_STEERING };

typedef struct {
	struct { uint32_t simt, gpucc, vgiw; } cores;
	struct { uint32_t latency, flit_bytes; } icnt;  /* interconnect cycles */
	uint32_t l2_banks_per_channel;
	/* the last ilp.sms of the chip's SIMT SMs are ILP SMs: simt.ilp with
	 * these three settings in place of simt.ilp's (the ILP paper's GPU-I,
	 * GPU-H, §5); 0: every SM is as simt.ilp says */
	struct { uint32_t sms, bypass, scoreboard, predictor; } ilp;
	/* §5's steering on a chip of both kinds: a kernel whose SM holds
	 * fewer than `warps` warps, or whose launch has at most `threads`
	 * threads, runs on the ILP SMs, any other on the TLP SMs; `single`:
	 * where a kernel that runs alone goes (ARCH_SINGLE_*) */
	struct { uint32_t warps, threads, single; } steering;
	struct { uint32_t cta, placement; } dispatch;   /* ARCH_DISPATCH_*, ARCH_CTA_* */
	/* SM areas in 1/1000 mm^2 (0: not given), for area efficiency */
	struct { uint32_t tlp_sm, ilp_sm; } area;
} ArchChip;

/* The energy table (docs/energy.md): one first-order table for every
 * machine (one process, 40 nm). Energies are femtojoules per event so
 * that they stay integers; static power is mW per core. */
typedef enum {
	ARCH_EOP_INT, ARCH_EOP_IMUL, ARCH_EOP_FP, ARCH_EOP_FMA, ARCH_EOP_IDIV,
	ARCH_EOP_FDIV, ARCH_EOP_SFU, ARCH_EOP_CTRL,
	ARCH_EOP_COUNT
} ArchEnergyOp;

typedef struct {
	uint32_t op[ARCH_EOP_COUNT];   /* per thread operation */
	struct { uint32_t read, write; } rf;   /* per 32-bit register (SIMT) */
	uint32_t fetch;                /* per warp instruction fetched, decoded
	                                * and scheduled (SIMT; GPU-CC per unit) */
	uint32_t lvc, cvt;             /* per LVC / CVT access (VGIW) */
	struct { uint32_t write, read; } tb;   /* per token into / out of a token
	                                        * buffer or GPU-CC FIFO */
	uint32_t hop;                  /* per token per switch hop */
	uint32_t config;               /* per configuration word */
	struct { uint32_t l1, shared, l2; } cache;   /* per access */
	uint32_t dram_byte;
	struct { uint32_t simt, gpucc, vgiw; } static_mw;  /* per core, mW */
} ArchEnergy;

typedef struct ArchSrc ArchSrc;   /* private: source lines, layout source */

typedef struct Arch {
	uint32_t version;
	ArchVgiw vgiw;
	ArchGpucc gpucc;
	ArchSimt simt;
	ArchMemory memory;
	ArchChip chip;
	ArchEnergy energy;
	ArchSrc *src;
} Arch;

/* The embedded default document: the vgiw (which SGMF shares), gpucc and
 * simt sections and the memory. */
Arch *arch_default(void);
/* Load, schema-validate and check a file (or text); on any error, NULL
 * after adding every file:line error to d. A document need not be
 * complete: what it leaves out keeps the embedded default. */
Arch *arch_load_file(const char *path, DiagList *d);
Arch *arch_load_memory(const char *xml, size_t len, const char *name, DiagList *d);
/* One override "path=value" (paths as in docs/arch.md, e.g.
 * "vgiw.grid.cols=14", "vgiw.unit.ALU.ops=iadd,isub"); 0, or -1 with an
 * error. Errors arch_check finds later in overridden values are reported
 * at "<override>:N", N counting overrides from 1. */
int arch_override(Arch *a, const char *assignment, DiagList *d);
/* What every tool runs on: the file (NULL: the embedded default), then
 * the overrides in order, then the semantic check of the result. Every
 * problem goes to d (all overrides are tried, so one run reports all the
 * bad ones); NULL on any error, with nothing left to free. */
Arch *arch_setup(const char *file, const char *const *overrides,
                 uint32_t noverrides, DiagList *d);
/* arch_setup with a chip (NULL: none) overlaid after the file and before
 * the overrides: the name of an embedded chip (arch_chip_name) or a
 * FILE.xml, an overlay like --arch's. A chip must have cores. */
Arch *arch_setup_chip(const char *file, const char *chip,
                      const char *const *overrides, uint32_t noverrides,
                      DiagList *d);
/* Embedded chip i's name and one line on it (*what, may be NULL); NULL
 * past the last. */
const char *arch_chip_name(uint32_t i, const char **what);
/* 1 if a describes a chip: some chip.cores count is not 0. */
int arch_is_chip(const Arch *a);
/* Semantic checks (and layout rebuild); returns the error count. */
int arch_check(Arch *a, DiagList *d);
/* Effective description as XML (which: ArchMachine or ARCH_ALL; a single
 * machine comes with the memory section). Caller frees. */
char *arch_to_xml(const Arch *a, int which);
/* FNV-1a of the canonical form (grid always expanded, so a generated and
 * an explicit layout of the same grid hash alike). _of: one machine's
 * section only, which is what a configuration depends on. */
uint64_t arch_fingerprint(const Arch *a);
uint64_t arch_fingerprint_of(const Arch *a, ArchMachine m);
/* The VGIW grid as SVG: cells coloured by unit class, links. 0 or -1. */
int arch_write_svg(const Arch *a, FILE *out);
Arch *arch_clone(const Arch *a);
void arch_free(Arch *a);

/* What the front end needs from the VGIW core. */
uint32_t arch_vgiw_units(const Arch *a, UnitClass c);
uint32_t arch_vgiw_max_fanout(const Arch *a);
uint32_t arch_op_latency(const Arch *a, VgiwOp op);
uint32_t arch_op_interval(const Arch *a, VgiwOp op);
int arch_vgiw_supports(const Arch *a, VgiwOp op);
/* UnitClass of a cell, UC_NONE when empty or outside the grid. */
UnitClass arch_vgiw_cell(const Arch *a, uint32_t row, uint32_t col);
int arch_vgiw_on_perimeter(const Arch *a, uint32_t row, uint32_t col);
/* passes * ceil(cycles_per_sqrt_unit * sqrt(units on the grid)). */
uint32_t arch_vgiw_reconfig_cycles(const Arch *a);
/* CTAs per CVT tile for a kernel of nblocks blocks and CTAs of
 * cta_threads threads: CVT bits / nblocks, rounded down to whole CTAs. */
uint32_t arch_cvt_tile_ctas(const Arch *a, uint32_t nblocks, uint32_t cta_threads);

/* Occupancy of a SIMT SM as the CUDA occupancy calculator computes it
 * (docs/simt.md): how many CTAs of cta_threads threads, each thread using
 * regs 32-bit registers and each CTA shared bytes of shared memory, are
 * resident on one SM at once, what each resource allows, and the limit
 * that binds (the first of threads, CTAs, registers, shared memory that
 * allows the fewest). ctas is 0 when one CTA does not fit. */
typedef enum {
	ARCH_OCC_THREADS, ARCH_OCC_CTAS, ARCH_OCC_REGISTERS, ARCH_OCC_SHARED,
	ARCH_OCC_COUNT
} ArchOccLimit;
typedef struct {
	uint32_t ctas;                /* resident CTAs per SM */
	uint32_t warps;               /* resident warps: ctas x warps per CTA */
	uint32_t limit;               /* ArchOccLimit */
	uint32_t by[ARCH_OCC_COUNT];  /* CTAs each resource allows */
} ArchOccupancy;
extern const char *const arch_occ_limit_name[ARCH_OCC_COUNT];
void arch_simt_occupancy(const Arch *a, uint32_t regs, uint32_t shared,
                         uint32_t cta_threads, ArchOccupancy *out);

/* The parameter table, for tools and docs: path i (0..n-1) and its
 * current value. */
uint32_t arch_param_count(void);
const char *arch_param_path(uint32_t i);
int arch_get(const Arch *a, const char *path, uint32_t *value);
const char *arch_machine_name(ArchMachine m);

/* The schema (XSD) and default document compiled into the library. */
extern const char arch_schema_xsd[];
extern const size_t arch_schema_xsd_len;
extern const char arch_default_xml[];
extern const size_t arch_default_xml_len;

#endif
