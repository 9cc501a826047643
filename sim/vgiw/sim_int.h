/* Private to sim/vgiw (sim/gpucc borrows it until the shared part has a
 * folder of its own): the simulator's state (memory image windows, cache
 * models, the fabric's units and token buffers, the event wheel, the
 * control vector table) and the entry points of its files, each of which
 * owns one of them. */
#ifndef VGIW_SIM_INT_H
#define VGIW_SIM_INT_H

#include <stdint.h>

#include "vgiw/sim.h"

/* Error and report paths (cold), and slow paths that are not rare (a
 * cache miss), kept out of line so the per-token paths stay small. */
#if defined(__GNUC__)
#define SIM_COLD __attribute__((cold, noinline))
#define SIM_NOINLINE __attribute__((noinline))
#else
#define SIM_COLD
#define SIM_NOINLINE
#endif

/* ---- values and op semantics (exec.c) ---- */

/* Inline: every firing masks its operands and result, and a call per
 * mask was a measurable share of the simulator's time. */
static inline uint32_t
sim_type_bits(unsigned t)               /* KirType -> bits (i1: 1, void: 0) */
{
	static const uint8_t bits[KT_COUNT] = { 0, 1, 8, 16, 32, 64, 32, 64, 64 };

	return t < KT_COUNT ? bits[t] : 64;
}

static inline uint32_t
sim_type_bytes(unsigned t)              /* bytes in memory (i1: 1) */
{
	static const uint8_t bytes[KT_COUNT] = { 0, 1, 1, 2, 4, 8, 4, 8, 8 };

	return t < KT_COUNT ? bytes[t] : 8;
}

static inline uint64_t
sim_mask(uint64_t v, unsigned t)
{
	uint32_t w = sim_type_bits(t);

	return w >= 64 ? v : w == 0 ? 0 : v & ((1ull << w) - 1);
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
/* The functional effect of a memory operation (ld, st, atom with kind
 * imm, cas) of `type` on the bytes at p, whose operands are v (address,
 * data, new value): the loaded or old value into *out. Returns SIM_READ,
 * SIM_WRITE or SIM_ATOMIC for the timing model, or -1 for an unknown
 * atomic kind. */
/* Coordinate `coord` (KirCoord) of thread i of CTA cta (linear index) in a
 * launch of CTAs of cta_threads threads. */
static inline uint64_t
sim_launch_coord(const Launch *l, uint64_t cta, uint32_t i, uint32_t cta_threads,
                 int64_t coord)
{
	switch (coord) {
	case KIR_TID_X: return i % l->block[0];
	case KIR_TID_Y: return i / l->block[0] % l->block[1];
	case KIR_TID_Z: return i / (l->block[0] * l->block[1]);
	case KIR_NTID_X: return l->block[0];
	case KIR_NTID_Y: return l->block[1];
	case KIR_NTID_Z: return l->block[2];
	case KIR_CTAID_X: return cta % l->grid[0];
	case KIR_CTAID_Y: return cta / l->grid[0] % l->grid[1];
	case KIR_CTAID_Z: return cta / ((uint64_t)l->grid[0] * l->grid[1]);
	case KIR_NCTAID_X: return l->grid[0];
	case KIR_NCTAID_Y: return l->grid[1];
	case KIR_NCTAID_Z: return l->grid[2];
	case KIR_THREAD: return cta * cta_threads + i;
	case KIR_GID_X: return (cta % l->grid[0]) * l->block[0] + i % l->block[0];
	}
	return 0;
}

/* Launch arguments as parameter values: scalars as their bits, buffers
 * and byval structs as their device addresses; [nparams + 1], xmalloc'ed.
 * NULL after diagnostics when the launch does not match the kernel. */
uint64_t *sim_bind_params(const ProgKernel *k, const Launch *l, DiagList *d);
int sim_access(unsigned op, unsigned type, int64_t imm, uint8_t *p,
               const uint64_t *v, uint64_t *out);

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
} SimImage;

/* Binds symbols (shared and const windows, __device__ globals through
 * launch_add_global); 0, or 1 after diagnostics. */
int sim_image_init(SimImage *im, Launch *l, const ProgKernel *k,
                   uint32_t cta_threads, uint64_t tile_ctas, DiagList *d);
void sim_image_free(SimImage *im);
/* Clears the per-tile windows (shared, local) for a new tile. */
void sim_image_tile(SimImage *im);
/* Host pointer to [addr, addr+size) as seen by tile thread tl, or NULL
 * when it falls outside every mapped byte. *win gets the window. */
uint8_t *sim_image_ptr(SimImage *im, uint64_t addr, uint32_t size, uint32_t tl,
                       LaunchWindow *win);

/* ---- caches and the memory hierarchy's timing (cache.c) ---- */

typedef struct {
	uint32_t sets, ways, line_shift, banks, latency;
	/* sets - 1 and banks - 1 when they are powers of two, else 0: every
	 * access picks a set and a bank, and a 64-bit division there costs
	 * more than the rest of a hit */
	uint32_t set_mask, bank_mask;
	uint32_t hash_shift;      /* hashed index: log2(sets), 0 linear */
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
} SimCache;

enum { SIM_READ, SIM_WRITE, SIM_ATOMIC };

typedef struct {
	SimCache l1, l2, lvc;
	uint64_t l2_cycle;        /* core cycles per L2 cycle (at least 1) */
	uint64_t l2_latency;      /* core cycles */
	uint64_t dram_latency;    /* core cycles */
	uint64_t dram_xfer;       /* core cycles a line occupies a channel */
	uint64_t *chan_free;
	uint32_t nchan;
	uint64_t *shared_bank;    /* per shared-memory bank: next free cycle */
	uint32_t shared_banks, shared_latency;
	uint32_t shared_mask;     /* shared_banks - 1 if a power of two, else 0 */
	uint32_t line_bytes;      /* L2 line (DRAM traffic unit) */
	SimStats *st;
} SimMem;

void sim_cache_init(SimCache *c, const ArchCache *ac);
void sim_cache_free(SimCache *c);
/* 1 if the line is present (no state change); for tests. */
int sim_cache_probe(const SimCache *c, uint64_t addr);
/* The memory hierarchy timed in cycles of a core clocked at core_mhz (the
 * L2 and DRAM parameters are in their own clocks). */
void sim_mem_init(SimMem *m, const Arch *a, uint32_t core_mhz, SimStats *st);
void sim_mem_free(SimMem *m);
/* Cycle at which an access issued at `now` completes. */
uint64_t sim_mem_global(SimMem *m, uint64_t addr, int kind, uint64_t now);
uint64_t sim_mem_shared(SimMem *m, uint64_t addr, int kind, uint64_t now);
/* Either of the two for an access at addr in window win (sim_image_ptr's)
 * by the thread whose local frame is `frame`: a local frame is private,
 * so its lines are the frame's own. Returns the completion cycle. */
uint64_t sim_mem_access(SimMem *m, const SimImage *im, uint64_t addr,
                        LaunchWindow win, uint64_t frame, int kind, uint64_t now);
/* Live value cache in front of L2: an access to one <ID, thread> slot. */
uint64_t sim_mem_lvc(SimMem *m, uint64_t addr, int write, uint64_t now);

/* ---- the fabric: units, token buffers, events (fabric.c) ---- */

/* One node of a configured block, shared by its replicas. */
typedef struct {
	const DfgNode *nd;
	uint8_t op, cls;
	uint8_t tokmask;          /* slots fed by tokens */
	uint8_t is_source;        /* fired by thread injection (no token input) */
	uint32_t latency, interval;
	uint64_t stat[DFG_MAX_IN];  /* static operand values */
	uint32_t edge, nedges;    /* out edges [edge, edge + nedges) */
	uint8_t counts;           /* an LLVM-instruction equivalent */
} SimNode;

typedef struct {
	uint32_t node;
	uint32_t slot;
} SimEdge;

typedef struct {
	uint64_t next_issue;      /* first cycle it accepts another operation */
	uint32_t rq_head, rq_count;
	/* the unit's node and replica, kept so the per-token paths need no
	 * division by the node count */
	uint32_t node, rep;
	uint8_t active;
} SimUnit;

typedef struct {
	uint32_t *free_vc, nfree;
	uint32_t *vc_thread;      /* tile thread of each channel */
	uint32_t *vc_left;        /* firings the thread still owes the block */
	uint64_t cur_base, cur_bits;   /* thread batch being injected */
	uint64_t nxt_base, nxt_bits;   /* the one queued behind it */
	uint32_t inflight;
} SimReplica;

typedef struct {
	uint64_t time;
	uint64_t value;
	uint32_t unit, vc, next;
	uint8_t slot;
} SimEvent;

#define SIM_WHEEL 4096u
#define SIM_NONE 0xffffffffu

typedef struct SimCore SimCore;

struct SimCore {
	const Arch *a;
	const ProgKernel *k;
	Launch *l;
	SimOptions o;
	SimStats *st;
	DiagList *d;
	SimImage im;
	SimMem mem;
	uint64_t now;
	uint64_t last_progress;
	int error;                /* a diagnostic was added: stop */
	int stop;                 /* deadlock, limit: stop */

	/* launch geometry */
	uint32_t cta_threads;
	uint64_t ctas, tile_ctas, tile_first_cta, tile_nctas;
	uint32_t tile_threads, words;
	uint64_t *param;          /* [param]: value bound at launch */

	/* the CVT: one bit vector per block, and the threads that exited */
	uint64_t *cvt;            /* [block * words + w] */
	uint64_t *exited;
	uint32_t *cta_live;       /* threads of each tile CTA not yet exited */
	uint8_t *released;        /* barrier block: CTA may enter */
	uint64_t exits;

	/* the configured block */
	uint32_t block;           /* PROG_NO_BLOCK: none yet */
	const ProgBlock *pb;
	uint32_t nn, R, E;
	SimNode *nodes;           /* [1..nn] */
	SimEdge *edges;
	uint32_t nedges;
	uint32_t *delay;          /* [replica * nedges + e]: hops * hop latency */
	uint32_t *sources, nsources;
	SimUnit *units;           /* [replica * (nn + 1) + node] */
	uint64_t *ops;            /* [(unit * E + vc) * 3 + slot] */
	uint8_t *have;            /* [unit * E + vc]: slots arrived */
	uint32_t *rq;             /* [unit * E + i]: ready ring */
	uint32_t *active, nactive;
	SimReplica *rep;
	uint32_t cursor;          /* next CVT word the BBS reads */
	uint64_t block_firings, block_threads, inflight;

	/* events */
	SimEvent *ev;
	uint32_t nev, ev_free;
	uint32_t wheel[SIM_WHEEL], wheel_tail[SIM_WHEEL];
	uint32_t overflow;
	uint64_t pending;         /* events scheduled, not yet delivered */

	/* capacity of the fabric arrays, grown at configuration */
	uint32_t cap_nodes, cap_edges, cap_units, cap_R;
	uint64_t cap_delay;  /* entries of delay[]: replicas x edges */
	uint64_t cap_entries;

	/* live values of the tile: [id * tile_threads + tl] */
	uint64_t *lv;
	uint64_t lv_rows;
	uint64_t lv_base;
	uint64_t *snap;           /* the running block's threads, read by the BBS */

	uint64_t trace_events;    /* events written to o.trace */
};

void sim_fabric_free(SimCore *c);
/* Builds the configuration of block b (units, edges, delays, statics). */
void sim_fabric_configure(SimCore *c, uint32_t b);
/* Runs the configured block over the threads in vec (the BBS reads and
 * resets its words) until the fabric drains; 0, or 1 when the run must
 * stop (c->error / c->stop). */
int sim_fabric_run(SimCore *c, uint64_t *vec);
/* Stops the run with a report naming the block, the units holding tokens
 * and the threads waiting. */
void sim_deadlock_report(SimCore *c, const char *why);

/* ---- scheduler and checks (sched.c) ---- */

/* Thread coordinate `coord` of tile thread tl. */
uint64_t sim_coord(const SimCore *c, uint32_t tl, int64_t coord);

/* ---- the timeline (trace.c); each does nothing without o.trace ---- */

void sim_trace_begin(SimCore *c);
void sim_trace_tile(SimCore *c, uint64_t tile);
void sim_trace_reconfig(SimCore *c, uint32_t from, uint32_t to, uint64_t start,
                        uint64_t cycles);
void sim_trace_block(SimCore *c, uint32_t b, uint64_t start, uint64_t threads,
                     uint64_t firings);
/* Closes the JSON; 0, or 1 after a diagnostic when the file failed. */
int sim_trace_end(SimCore *c);

/* ---- statistics (stats.c) ---- */

/* s as a JSON string literal, quotes included. */
void sim_json_string(FILE *out, const char *s);

#endif
