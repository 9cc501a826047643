/* Private to sim/vgiw: the VGIW simulator's state (the fabric's units and
 * token buffers, the event wheel, the control vector table, with the
 * memory image and hierarchy of sim/mem, include/vgiw/simmem.h) and the
 * entry points of its files, each of which owns one of them. */
#ifndef VGIW_SIM_INT_H
#define VGIW_SIM_INT_H

#include <stdint.h>

#include "vgiw/vgiwsim.h"
#include "vgiw/simmem.h"

/* Error and report paths (cold), kept out of line so the per-token paths
 * stay small. */
#if defined(__GNUC__)
#define SIM_COLD __attribute__((cold, noinline))
#else
#define SIM_COLD
#endif

/* ---- the fabric: units, token buffers, events (configure.c, fabric.c) ---- */

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
	/* the unit's node and replica, its replica's first unit and its
	 * first token-buffer entry (unit x entries), and its node's token
	 * mask and interval, kept so the per-token paths need no division
	 * and no lookup of the node */
	uint32_t node, rep, base, ent;
	uint32_t interval;
	uint8_t tokmask;
	uint8_t active;
	/* firings since the counters were last summed into the statistics
	 * (sim_fabric_step's end of a block), and the hops x hop latency of
	 * one firing's tokens: a firing adds to one counter, not five */
	uint32_t fired;
	uint32_t hops;
	uint32_t lvc_hint;        /* LVU: sim_mem_lvc's slot hint */
} SimUnit;

typedef struct {
	uint32_t *free_vc, nfree;
	uint32_t *vc_thread;      /* tile thread of each channel */
	uint32_t *vc_left;        /* firings the thread still owes the block */
	uint64_t *vc_start;       /* cycle the channel's thread was injected */
	uint64_t cur_base, cur_bits;   /* thread batch being injected */
	uint64_t nxt_base, nxt_bits;   /* the one queued behind it */
	uint32_t inflight;
} SimReplica;

/* A token in flight: when it arrives, its value, the buffer entry it
 * fills, and the next token of its wheel slot (or of the free list). */
typedef struct {
	uint64_t time;
	uint64_t value;
	uint32_t unit;
	uint32_t vcs;             /* channel << 2 | operand slot */
	uint32_t next;
} SimEvent;

#define SIM_WHEEL 4096u
#define SIM_NONE 0xffffffffu

typedef struct SimCore SimCore;

struct SimCore {
	const Arch *a;
	const ProgKernel *k;
	Launch *l;
	SimOptions o;
	VgiwSimStats *st;
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
	/* the launch's next CTA to take (a chip's counter, or own_take
	 * alone), the CTAs this core ran, a tile in progress, the host time
	 * it opened */
	uint64_t *take, own_take, ran;
	int in_tile;
	/* a block execution in progress (tile_step): its block, threads sent
	 * and first cycle */
	int in_block;
	uint32_t blk;
	uint64_t blk_n, blk_start;
	double t0;
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
	uint32_t bbs_rr;          /* the BBS's round robin over replicas */
	uint64_t block_firings, block_threads, inflight;
	/* the running execution: thread latencies, first release, last
	 * injection (the block's Little's-law and fill/drain figures) */
	uint64_t block_latency, first_done, last_inject;

	/* tokens in flight: a pool with a free list (last freed, first
	 * reused, so the events in use stay in the host's cache), the wheel
	 * (a FIFO list per cycle of its horizon) and the list beyond it. A
	 * block drains them all, so they carry over to the next block
	 * without a reset unless the pool was reallocated. */
	SimEvent *ev;
	uint32_t nev, ev_free;
	int ev_stale;             /* pool reallocated: rebuild the free list */
	uint32_t wheel[SIM_WHEEL], wheel_tail[SIM_WHEEL];
	uint32_t overflow;
	uint64_t pending;         /* tokens sent, not yet delivered */

	/* capacity of the fabric arrays, grown at configuration */
	uint32_t cap_nodes, cap_edges, cap_R;
	uint64_t cap_units;
	uint64_t cap_delay;  /* entries of delay[]: replicas x edges */
	uint64_t cap_entries;

	/* live values of the tile: [id * tile_threads + tl] */
	uint64_t *lv;
	uint64_t lv_rows;
	uint64_t lv_base;
	uint32_t *lv_off;         /* [id]: bytes of the IDs before it, per thread */
	uint8_t *lv_w;            /* [id]: slot bytes, 4 or 8 (by the value's type) */
	uint64_t lv_bytes;        /* one thread's slots, all IDs */
	uint32_t lv_shift;        /* log2 of threads per group: a 4-byte ID's line */
	int lv_linear;            /* SIM_LV_LINEAR layout */

	/* the configuration FIFO: blocks whose configurations the BBS
	 * prefetched during the running block, and when each fetch is done */
	uint32_t *cfg_fifo;
	uint64_t *cfg_ready;
	uint32_t cfg_n, cfg_depth;
	uint32_t cfg_lines;       /* L2 lines of one configuration */
	uint64_t *snap;           /* the running block's threads, read by the BBS */

	uint64_t trace_events;    /* events written to o.trace */
};

void sim_fabric_free(SimCore *c);
/* Builds the configuration of block b (units, edges, delays, statics;
 * configure.c). */
void sim_fabric_configure(SimCore *c, uint32_t b);
/* Runs the configured block over the threads in vec (the BBS reads and
 * resets its words) a cycle at a time: begin, then step until it returns
 * 0 (the fabric drained) or 1 (the run must stop: c->error / c->stop);
 * -1 while it runs, c->now then the next cycle. */
void sim_fabric_begin(SimCore *c);
int sim_fabric_step(SimCore *c, uint64_t *vec);
/* --max-cycles reached: the block on the fabric and those with threads
 * waiting (sched.c). */
void sim_cycle_limit_report(SimCore *c);

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

/* ---- the co-simulation log (cosim.c); only with o.cosim ---- */

void sim_cosim_kernel(SimCore *c);
void sim_cosim_tile(SimCore *c);
void sim_cosim_block(SimCore *c, uint32_t b);
void sim_cosim_end(SimCore *c, uint32_t b, uint64_t cycles);
/* an access of `size` bytes at p (after it: a store's new bytes) */
void sim_cosim_mem(SimCore *c, int kind, uint32_t tl, uint64_t addr,
                   const uint8_t *p, uint32_t size);
void sim_cosim_lv(SimCore *c, uint32_t tl, uint64_t id, uint64_t v);
void sim_cosim_branch(SimCore *c, uint32_t tl, uint32_t to);
void sim_cosim_exit(SimCore *c, uint32_t tl);

#endif
