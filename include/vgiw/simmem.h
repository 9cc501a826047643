/* The layer every core model of the simulators stands on (sim/mem, library
 * vgiw_simmem): op semantics, thread coordinates and parameter binding of a
 * launch, the functional memory image, and the timing of the memory
 * hierarchy (L1, LVC, L2, DRAM, shared memory) with its own counters. The
 * VGIW core (sim/vgiw) and the GPU-CC SM (sim/gpucc) are models on top of
 * it; a core model owns its SimImage and SimMem and calls these per access.
 * No LLVM here. */
#ifndef VGIW_SIMMEM_H
#define VGIW_SIMMEM_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/isa.h"
#include "vgiw/launch.h"
#include "vgiw/ops.h"
#include "vgiw/program.h"
#include "vgiw/support.h"

/* ---- values and op semantics (exec.c) ---- */

/* Inline: every firing masks its operands and result, and a call per
 * mask was a measurable share of the simulator's time. */
static inline uint32_t
sim_type_bits(unsigned t)               /* IsaType -> bits (i1: 1, void: 0) */
{
	static const uint8_t bits[IT_COUNT] = { 0, 1, 8, 16, 32, 64, 32, 64, 64 };

	return t < IT_COUNT ? bits[t] : 64;
}

static inline uint32_t
sim_type_bytes(unsigned t)              /* bytes in memory (i1: 1) */
{
	static const uint8_t bytes[IT_COUNT] = { 0, 1, 1, 2, 4, 8, 4, 8, 8 };

	return t < IT_COUNT ? bytes[t] : 8;
}

static inline uint64_t
sim_mask(uint64_t v, unsigned t)
{
	/* the bits of sim_type_bits(t), one AND instead of two tests */
	static const uint64_t keep[IT_COUNT] = { 0, 1, 0xff, 0xffff, 0xffffffffu,
	                                         ~0ull, 0xffffffffu, ~0ull, ~0ull };

	return t < IT_COUNT ? v & keep[t] : v;
}

static inline int64_t
sim_sext(uint64_t v, unsigned t)
{
	uint32_t w = sim_type_bits(t);

	if (w >= 64 || w == 0)
		return (int64_t)v;
	uint64_t m = 1ull << (w - 1);
	v &= (1ull << w) - 1;
	return (int64_t)((v ^ m) - m);
}
/* Result of an ALU or SCU node from its operand values (v[s] for slot s,
 * already masked to the slot's type). */
uint64_t sim_eval(const DfgNode *nd, const uint64_t *v);
/* New memory value of an atomic read-modify-write of `type`. */
uint64_t sim_atomic_op(int kind, unsigned type, uint64_t old, uint64_t opd);

/* Kinds of memory access, for the timing model. */
enum { SIM_READ, SIM_WRITE, SIM_ATOMIC };

/* The functional effect of a memory operation (ld, st, atom with kind
 * imm, cas) of `type` on the bytes at p, whose operands are v (address,
 * data, new value): the loaded or old value into *out. Returns SIM_READ,
 * SIM_WRITE or SIM_ATOMIC for the timing model, or -1 for an unknown
 * atomic kind. */
int sim_access(unsigned op, unsigned type, int64_t imm, uint8_t *p,
               const uint64_t *v, uint64_t *out);

/* ---- a launch's threads and parameters (bind.c) ---- */

/* Coordinate `coord` (IsaCoord) of thread i of CTA cta (linear index) in a
 * launch of CTAs of cta_threads threads. */
static inline uint64_t
sim_launch_coord(const Launch *l, uint64_t cta, uint32_t i, uint32_t cta_threads,
                 int64_t coord)
{
	switch (coord) {
	case ISA_TID_X: return i % l->block[0];
	case ISA_TID_Y: return i / l->block[0] % l->block[1];
	case ISA_TID_Z: return i / (l->block[0] * l->block[1]);
	case ISA_NTID_X: return l->block[0];
	case ISA_NTID_Y: return l->block[1];
	case ISA_NTID_Z: return l->block[2];
	case ISA_CTAID_X: return cta % l->grid[0];
	case ISA_CTAID_Y: return cta / l->grid[0] % l->grid[1];
	case ISA_CTAID_Z: return cta / ((uint64_t)l->grid[0] * l->grid[1]);
	case ISA_NCTAID_X: return l->grid[0];
	case ISA_NCTAID_Y: return l->grid[1];
	case ISA_NCTAID_Z: return l->grid[2];
	case ISA_THREAD: return cta * cta_threads + i;
	case ISA_GID_X: return (cta % l->grid[0]) * l->block[0] + i % l->block[0];
	case ISA_GID_Y:
		return (cta / l->grid[0] % l->grid[1]) * l->block[1] +
		       i / l->block[0] % l->block[1];
	}
	return 0;
}

/* Launch arguments as parameter values: scalars as their bits, buffers
 * and byval structs as their device addresses; [nparams + 1], xmalloc'ed.
 * NULL after diagnostics when the launch does not match the kernel. */
uint64_t *sim_bind_params(const ProgKernel *k, const Launch *l, DiagList *d);

/* A TRAP fired (ops.def): where its condition is false, global thread gid
 * (the ISA_THREAD coordinate) fails assertion `index`, recorded in the
 * launch (launch_assert_fail) in the chip's one order (sim_gate); the run
 * goes on, and machine_run ends it with the error. */
void sim_trap(Launch *l, uint64_t cond, uint64_t gid, int64_t index);

/* ---- the memory image (image.c) ---- */

typedef struct {
	Launch *l;
	uint8_t *cnst;            /* const window contents */
	uint64_t cnst_size;
	uint64_t shared_size;     /* bytes per CTA (shared symbols) */
	uint8_t *shared;          /* [tile CTA][shared_size] */
	uint64_t local_bytes;     /* per thread */
	uint8_t *local;           /* [tile thread][local_bytes] */
	uint64_t *sym_addr;       /* [symbol]: its address */
	uint32_t cta_threads;
	uint64_t tile_ctas;
	const ProgKernel *k;      /* for the names in out-of-bounds reports */
	uint64_t dyn_off;         /* dynamic shared memory: offset in the CTA's */
	uint32_t dyn_sym;         /* block, and its first symbol (0: none) */
} SimImage;

/* The CTA's shared block of kernel k under launch l, in bytes: the static
 * shared symbols in symbol order, each at its alignment, then the dynamic
 * shared memory (the `extern __shared__` arrays: shared symbols of size 0
 * with no contents), every such symbol at one offset, as in CUDA, followed
 * by the launch's --dynamic-shared bytes. off (may be NULL) gets each
 * symbol's offset ([nsymbols + 1]; others untouched), *dyn_off the dynamic
 * part's, *dyn_sym the first dynamic symbol the kernel's code uses (0 when
 * it uses none: the launch's bytes are then not added). */
uint64_t sim_shared_layout(const ProgKernel *k, const Launch *l, uint64_t *off,
                           uint64_t *dyn_off, uint32_t *dyn_sym);

/* Binds symbols (shared and const windows, __device__ globals through
 * launch_add_global); 0, or 1 after diagnostics (among them a kernel with
 * dynamic shared memory and a launch without --dynamic-shared). */
int sim_image_init(SimImage *im, Launch *l, const ProgKernel *k,
                   uint32_t cta_threads, uint64_t tile_ctas, DiagList *d);
void sim_image_free(SimImage *im);
/* Clears the per-tile windows (shared, local) for a new tile. */
void sim_image_tile(SimImage *im);
/* Host pointer to [addr, addr+size) as seen by tile thread tl, or NULL
 * when it is not wholly inside one allocation: the region a tagged address
 * names (launch.h), else a region of the global or param window, the
 * const window, the CTA's shared block, the thread's local frame. No guard
 * slack. *win gets the window. */
uint8_t *sim_image_ptr(SimImage *im, uint64_t addr, uint32_t size, uint32_t tl,
                       LaunchWindow *win);
/* What a refused access of sim_image_ptr hit, for its diagnostic: "4096
 * bytes past the end of argument 0 (out, 4 bytes)". */
void sim_image_describe(const SimImage *im, uint64_t addr, uint32_t size,
                        char *buf, size_t n);

/* ---- caches and the memory hierarchy's timing (cache.c) ---- */

/* What the memory hierarchy counts; a core model's statistics hold one
 * (VgiwSimStats.mem, GpuccSimStats.mem) and pass it to sim_mem_init. */
typedef struct {
	uint64_t lvc_reads, lvc_writes, lvc_hits, lvc_spills, lvc_fills;
	uint64_t l1_accesses, l1_hits, l2_accesses, l2_hits;
	uint64_t dram_read_bytes, dram_write_bytes;
	/* memory.dram.scheduler=fr-fcfs (dram_rows set): accesses of a
	 * bank's open row, and those that activated their row */
	uint64_t dram_row_hits, dram_row_misses;
	int dram_rows;
	uint64_t shared_accesses, shared_conflicts;
	uint64_t mshr_stalls;     /* L1 or LVC misses that waited for an MSHR */
	uint64_t bank_stalls;     /* L1 or LVC accesses that waited for a bank */
	/* on a chip: packets of the core through the crossbar, and the core
	 * cycles they waited for a busy port */
	uint64_t xbar_packets, xbar_waits;
	/* the share of the uncore that applied (memory.share.cores) and the
	 * DRAM bandwidth it leaves the core: set by sim_mem_init, written by
	 * sim_mem_json_share */
	uint32_t share_cores;
	double dram_bytes_per_cycle;
	/* the energy table and the core clock, copied by sim_mem_init so the
	 * statistics writers can price the counters (sim_energy_compute) */
	ArchEnergy energy;
	uint32_t core_mhz;
} SimMemStats;

typedef struct {
	uint32_t sets, ways, line_shift, banks, latency;
	/* sets - 1 and banks - 1 when they are powers of two, else 0: every
	 * access picks a set and a bank, and a 64-bit division there costs
	 * more than the rest of a hit */
	uint32_t set_mask, bank_mask;
	uint32_t hash_shift;      /* hashed index: log2(sets), 0 linear */
	int fermi;                /* GPGPU-Sim's Fermi index (ArchSetIndex) */
	int write_back;
	int write_validate;       /* write misses allocate without a fetch */
	uint64_t *tag;            /* [set * ways + way]: line number + 1, 0 empty */
	uint64_t *stamp;          /* LRU stamps */
	uint64_t *ready;          /* cycle the line's fill completes */
	uint8_t *dirty;
	uint64_t *bank_free;      /* cycle each bank accepts the next access */
	uint64_t *mshr;           /* cycle each MSHR frees */
	uint32_t nmshr;
	/* write-through: the write-combining buffer, line + 1 per entry (0
	 * free), replaced in FIFO order */
	uint64_t *wc;
	uint32_t nwc, wc_next;
	uint64_t clock;
	uint64_t accesses, hits, writebacks;
	uint64_t combined;        /* writes merged into a buffered line */
	uint32_t hint;            /* front_access's slot hint (find_slot) */
	/* memory.write-fill=partial (mwords > 0): a write miss allocates its
	 * line without a fetch; while partial[slot] is set, valid[slot *
	 * mwords...] has a bit for each byte the line holds, and an access
	 * that needs a byte it lacks fetches the line. wc_mask: the bytes
	 * each write-combining entry holds. mwords 0: every write miss
	 * fetches (write-fill=always, the LVC, lines over SIM_MASK_BYTES) */
	uint32_t mwords;
	uint64_t *valid;
	uint8_t *partial;
	uint64_t *wc_mask;
} SimCache;

/* The longest line whose bytes a cache tracks (write-fill=partial). */
#define SIM_MASK_BYTES 512u

/* A crossbar port: cycles already reserved, as a calendar (a ring of
 * SIM_PORT_RING cycle stamps), since packets are timed when their access
 * issues and may reserve a port out of time order. */
#define SIM_PORT_RING 4096u
typedef struct {
	uint64_t *slot;           /* [SIM_PORT_RING]: cycle + 1 if reserved */
} SimPort;

/* DRAM banks and rows (sim/mem/dram.c) */
typedef struct SimDram SimDram;

/* What every core of a chip shares, or one core's own: the L2, the DRAM
 * channels and, on a chip, the crossbar between cores and channels. */
typedef struct {
	SimCache l2;
	uint64_t l2_cycle;        /* core cycles per L2 cycle (at least 1) */
	uint64_t l2_occupy;       /* core cycles an access holds its L2 bank:
	                           * one L2 cycle x the cores sharing it */
	uint64_t l2_latency;      /* core cycles */
	uint64_t dram_latency;    /* core cycles */
	uint64_t dram_xfer;       /* core cycles of a line's transfer */
	uint64_t dram_occupy;     /* core cycles a line holds its channel: the
	                           * transfer x the cores sharing it */
	uint64_t *chan_free;      /* memory.dram.scheduler=occupancy */
	SimDram *dram;            /* fr-fcfs: banks and rows (NULL: occupancy) */
	uint32_t nchan;
	uint32_t line_bytes;      /* L2 line (DRAM traffic unit) */
	uint32_t share_cores;     /* memory.share.cores that applied */
	/* the crossbar (a chip; nports 0: none): per core an input and an
	 * output port, per L2 bank (GPGPU-Sim's sub-partition) the same; the
	 * ports' calendars count interconnect cycles, a flit each */
	uint32_t nports;
	uint32_t flit_bytes;
	uint64_t xbar_latency;    /* interconnect cycles */
	uint64_t core_mhz, icnt_mhz;
	SimPort *core_in, *core_out, *chan_in, *chan_out;
} SimUncore;

typedef struct {
	SimCache l1, lvc;
	SimUncore own;            /* one core's uncore (u == &own) */
	SimUncore *u;             /* the uncore it uses: its own or a chip's */
	uint32_t port;            /* its crossbar port on a chip */
	uint64_t *shared_bank;    /* per shared-memory bank: next free cycle */
	uint32_t shared_banks, shared_latency;
	uint32_t shared_mask;     /* shared_banks - 1 if a power of two, else 0 */
	SimMemStats *st;
	uint64_t drain;           /* when the traffic it started completes */
} SimMem;

/* 1 if the line is present (no state change); for tests. */
int sim_cache_probe(const SimCache *c, uint64_t addr);
/* The memory hierarchy timed in cycles of a core clocked at core_mhz (the
 * L2 and DRAM parameters are in their own clocks): the core's own L1 with
 * parameters l1 (a->memory.l1, or a model's own), a live value cache with
 * parameters lvc (NULL: none, and no sim_mem_lvc), the L2, DRAM and shared
 * memory of a->memory. The counters go to *st. */
void sim_mem_init(SimMem *m, const Arch *a, const ArchCache *l1,
                  const ArchCache *lvc, uint32_t core_mhz, SimMemStats *st);
void sim_mem_free(SimMem *m);
/* The cycle by which every access the core made has reached memory: its
 * L2 accesses done (a write's too, which no one waits for), the DRAM
 * reads and writes they caused (fills, write-backs, write-fill=always's
 * fetches) off their channels. A kernel ends no earlier (every model's
 * last cycle); dirty lines still in a cache are not flushed. */
uint64_t sim_mem_drained(const SimMem *m);
/* The uncore of a chip of `cores` cores clocked at core_mhz: the L2 with
 * a->memory.dram.channels x a->chip.l2.banks-per-channel banks, the DRAM
 * channels with their whole bandwidth, the crossbar of a->chip.interconnect
 * (docs/chip.md). */
void sim_uncore_init_chip(SimUncore *u, const Arch *a, uint32_t core_mhz,
                          uint32_t cores);
void sim_uncore_free(SimUncore *u);
/* sim_mem_init for core `port` of a chip whose uncore is u (not owned). */
void sim_mem_init_shared(SimMem *m, const Arch *a, const ArchCache *l1,
                         const ArchCache *lvc, uint32_t core_mhz, SimUncore *u,
                         uint32_t port, SimMemStats *st);
/* Cycle at which an access issued at `now` completes: of the 4 bytes at
 * addr (sim_mem_global), or of the bytes of [addr, addr + span) whose bits
 * are set in mask (bit k of mask[k / 64]: byte addr + k; mask NULL: all
 * of them), which lie in one line (a coalesced transaction). Which bytes
 * a write covers decides, under memory.write-fill=partial, whether a line
 * is ever fetched. */
uint64_t sim_mem_global(SimMem *m, uint64_t addr, int kind, uint64_t now);
uint64_t sim_mem_global_bytes(SimMem *m, uint64_t addr, uint32_t span,
                              const uint64_t *mask, int kind, uint64_t now);
uint64_t sim_mem_shared(SimMem *m, uint64_t addr, int kind, uint64_t now);
/* sim_mem_global_bytes or sim_mem_shared for an access of `size` bytes
 * at addr in window win (sim_image_ptr's) by the thread whose local frame
 * is `frame`: a local frame is private, so its lines are the frame's own.
 * Returns the completion cycle. */
uint64_t sim_mem_access(SimMem *m, const SimImage *im, uint64_t addr,
                        uint32_t size, LaunchWindow win, uint64_t frame,
                        int kind, uint64_t now);
/* Live value cache in front of L2: an access to one <ID, thread> slot.
 * *hint: the caller's slot of its last access (any value at first),
 * tried before the set is searched: a unit's consecutive threads' live
 * values share a line. */
uint64_t sim_mem_lvc(SimMem *m, uint64_t addr, int write, uint64_t now,
                     uint32_t *hint);

/* ---- a chip's cores in parallel host threads (gate.c, docs/chip.md) ----
 *
 * A chip run steps, in one thread, the core whose clock is least (ties:
 * the lower index), so every access to what the cores share happens in
 * the order of (step start cycle, core index). With -j N the cores step in
 * N threads; each core publishes the start cycle of its current step (its
 * key), and before the first access of a step to anything shared -- the
 * uncore (L2, DRAM, crossbar), the launch's global memory, the chip's CTA
 * counters, the diagnostics -- it waits at the gate until every other
 * core's (key, index) is greater than its own. Only one core is then past
 * the gate, and it stays so until its step ends, so shared state sees the
 * one-thread order exactly; what a core does with its own state overlaps
 * with the others. sim_gate() is a no-op outside a parallel chip run. */
typedef struct SimGate SimGate;
typedef struct {
	SimGate *gate;
	uint32_t core;
	int held;                 /* past the gate in this step */
} SimGateCore;

/* The core the calling thread is stepping; NULL outside a parallel run. */
extern _Thread_local SimGateCore *sim_gate_cur;

SimGate *sim_gate_new(uint32_t cores);
void sim_gate_free(SimGate *g);
/* Core i's key: the start cycle of its next step; UINT64_MAX when done. */
void sim_gate_set_key(SimGate *g, uint32_t i, uint64_t key);
uint64_t sim_gate_key(const SimGate *g, uint32_t i);
/* Set when a step failed (the failing core then holds the smallest key for
 * good); a thread waiting at the gate then ends (pthread_exit): its core's
 * step is abandoned, as the one-thread run would never have reached it. */
void sim_gate_stop(SimGate *g);
int sim_gate_stopped(const SimGate *g);
void sim_gate_wait(SimGateCore *c);
/* For vgiw_diag_hook: diagnostics are shared too. */
void sim_gate_diag(void);

static inline void
sim_gate(void)
{
	SimGateCore *c = sim_gate_cur;

	if (c && !c->held)
		sim_gate_wait(c);
}

/* ---- statistics output shared by the models' writers (json.c) ---- */

/* s as a JSON string literal, quotes included. */
void sim_json_string(FILE *out, const char *s);
/* The "memory_share" member of a machine's statistics object (which share
 * of L2 and DRAM bandwidth applied), with its trailing comma and newline,
 * then sim_mem_json_rows. */
void sim_mem_json_share(FILE *out, const SimMemStats *m);
/* The "dram_rows" member (row hits and misses) when the DRAM has banks
 * and rows (m->dram_rows), with its comma and newline; else nothing. */
void sim_mem_json_rows(FILE *out, const SimMemStats *m);

/* ---- energy (energy.c): a first-order model, docs/energy.md ---- */

/* The components of a run's energy, in the JSON's order. */
typedef enum {
	SIM_E_INT, SIM_E_IMUL, SIM_E_FP, SIM_E_FMA, SIM_E_IDIV, SIM_E_FDIV,
	SIM_E_SFU, SIM_E_CTRL,
	SIM_E_RF, SIM_E_FETCH, SIM_E_LVC, SIM_E_CVT, SIM_E_TOKEN, SIM_E_NETWORK,
	SIM_E_CONFIG, SIM_E_L1, SIM_E_SHARED, SIM_E_L2, SIM_E_DRAM, SIM_E_STATIC,
	SIM_E_COUNT
} SimEnergyPart;
extern const char *const sim_energy_part_name[SIM_E_COUNT];

/* What a core model counted beyond SimMemStats (which gives the LVC, L1,
 * shared, L2 and DRAM counts). ops: thread operations per latency class
 * (LAT_MEM and LAT_LV are priced by their memory accesses, LAT_SJ as
 * control, LAT_NONE not at all). */
typedef struct {
	uint64_t ops[LAT_COUNT + 1];
	uint64_t rf_reads, rf_writes;   /* 32-bit register accesses */
	uint64_t fetches;               /* instructions fetched and decoded */
	uint64_t cvt_accesses;
	uint64_t tb_writes, tb_reads;   /* tokens into / out of buffers */
	uint64_t hops;                  /* token-hops through switches */
	uint64_t config_words;
	uint64_t cycles;                /* core cycles, for static power */
	uint32_t static_mw;             /* the machine's energy.static */
	uint64_t threads;
} SimEnergyCounts;

typedef struct {
	double pj[SIM_E_COUNT];         /* picojoules per component */
	double total, per_thread;
	uint64_t threads;
} SimEnergy;

/* The energy of counters c and m->lvc/l1/shared/l2/dram priced with the
 * table m->energy: each component is count x femtojoules / 1000; static
 * is static_mw x cycles / m->core_mhz. */
void sim_energy_compute(const SimMemStats *m, const SimEnergyCounts *c,
                        SimEnergy *e);
/* A statically mapped unit of opcode op (GPU-CC core, SGMF unit) that
 * fired `firings` times: its operations, and each operand as one token
 * written into and read out of a buffer after one hop (the least a token
 * travels). Opcodes out of range count nothing. */
void sim_energy_count_unit(SimEnergyCounts *c, unsigned op, uint64_t firings);
/* sum += e (a chip's total over its cores); per_thread recomputed. */
void sim_energy_add(SimEnergy *sum, const SimEnergy *e);
/* The "energy" member of a statistics object, trailing comma and newline. */
void sim_energy_json(FILE *out, const SimEnergy *e);
/* One summary line. */
void sim_energy_summary(FILE *out, const SimEnergy *e);

#endif
