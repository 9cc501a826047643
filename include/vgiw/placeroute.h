/* Place and route: maps each block's dataflow graph onto the VGIW grid with
 * as many replicas as fit and route (DESIGN.md section 5): a routing-
 * resource graph from the arch, simulated-annealing placement, PathFinder
 * routing, and the reports (table, JSON statistics, SVG) built on the result. */
#ifndef VGIW_PLACEROUTE_H
#define VGIW_PLACEROUTE_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/dfg.h"
#include "vgiw/support.h"

#define PR_NONE UINT32_MAX   /* no cell, no link, no hop */

/* Knobs of vgiwcc (--seed, --replicate, --place-effort, --router-iters). */
typedef struct {
	uint64_t seed;           /* every random choice derives from it */
	uint32_t replicate;      /* 0: auto (start at the bound); N: start at N,
	                          * an error when N exceeds the bound */
	double place_effort;     /* VPR inner_num: moves per temperature are
	                          * effort x items^(4/3); default 1.0 */
	uint32_t router_iters;   /* PathFinder iteration limit; default 50 */
	uint32_t place_retries;  /* placements tried per replica count; 3 */
	uint32_t threads;        /* blocks mapped in parallel (results never
	                          * depend on it); 0 or 1: one thread */
} PrOptions;

void pr_options_default(PrOptions *o);

/* The routing-resource graph of an arch's VGIW grid: per cell a switch and,
 * where a unit sits, one output pin and one input pin per operand slot;
 * switch links to the 4 or 8 neighbours, each direction a resource of
 * `channels` channels. Built once, shared read-only by every block (and
 * thread). The arch must outlive it. */
typedef struct PrRrg PrRrg;

typedef struct {
	uint32_t cells, units, switches;
	uint32_t opins, ipins;
	uint32_t links;          /* directed switch-to-switch links */
	uint32_t link_channels;  /* links x channels */
	uint32_t pin_edges;      /* opin->switch plus switch->ipin edges */
} PrRrgCounts;

/* NULL (with a diagnostic) when the arch has no usable grid. */
PrRrg *pr_rrg_new(const Arch *a, DiagList *d);
void pr_rrg_free(PrRrg *g);
void pr_rrg_counts(const PrRrg *g, PrRrgCounts *c);
/* The directed link from cell `from` to neighbour cell `to`, or PR_NONE.
 * Cells are row * cols + col. */
uint32_t pr_rrg_link(const PrRrg *g, uint32_t from, uint32_t to);
uint32_t pr_rrg_rows(const PrRrg *g);
uint32_t pr_rrg_cols(const PrRrg *g);

/* Resource bound: min over classes the block uses of floor(units / nodes).
 * *limit (if not NULL) gets the class that sets it. 0 when some class has
 * no unit at all (or the block has no nodes). */
uint32_t pr_replica_bound(const PrRrg *g, const DfgBlock *b, UnitClass *limit);

/* One hop of a route tree: switch `from` to neighbour switch `to` on one
 * channel. `parent` is the hop that brought the net to `from` (PR_NONE at
 * the source's switch), an index into the same net's hops. */
typedef struct {
	uint32_t from, to;       /* cells */
	uint32_t link;           /* pr_rrg_link(from, to) */
	uint32_t channel;        /* 0 .. channels-1 */
	uint32_t parent;
} PrHop;

/* One consumer of a net: operand `slot` of node `node` (same replica). */
typedef struct {
	uint32_t node, slot;
	uint32_t cell;
	uint32_t hop;            /* last hop into cell, PR_NONE if none */
	uint32_t hops;           /* switch hops from the source */
	uint32_t cheb;           /* grid distance from the source */
} PrSink;

/* A producer's output to all its sinks, as one multicast tree. */
typedef struct {
	uint32_t node, replica;
	uint32_t cell;           /* the producer's cell */
	uint32_t first_sink, nsinks;  /* into PrBlockMap.sinks */
	uint32_t first_hop, nhops;    /* into PrBlockMap.hops */
} PrNet;

/* The mapping of one block and its quality figures. */
typedef struct {
	uint32_t block;          /* DfgBlock.id (schedule ID) */
	uint32_t nnodes;
	uint32_t bound;          /* resource bound R_max */
	uint8_t limit;           /* UnitClass setting the bound */
	uint32_t requested;      /* replica count tried first */
	uint32_t replicas;       /* achieved (0: failed) */
	uint32_t *cell;          /* [replicas * (nnodes + 1)]: cell of node n of
	                          * replica r at r * (nnodes + 1) + n */
	PrNet *nets;
	uint32_t nnets;
	PrSink *sinks;
	uint32_t nsinks;
	PrHop *hops;
	uint32_t nhops;
	uint32_t nlinks;
	uint32_t *link_use;      /* [nlinks + 1] nets per directed link (ID 1..) */
	/* quality */
	uint32_t wirelength;     /* hops of all trees (link channels used) */
	uint32_t cheb_sum;       /* sum over sinks of the source-sink distance */
	uint32_t hops_sum;       /* sum over sinks of their route hops */
	uint32_t max_net_hops;   /* longest single source-to-sink route */
	uint32_t path_hops;      /* hops on the longest token path (by cycles) */
	uint32_t path_cycles;    /* its cycles: op latencies + hops x hop latency */
	uint32_t router_iters;   /* of the routing that succeeded */
	uint32_t place_attempts; /* placements tried, all replica counts */
	uint32_t max_link_use;   /* most channels used on one link direction */
	double place_ms, route_ms;
} PrBlockMap;

typedef struct {
	const char *name;        /* kernel name (not owned) */
	PrBlockMap *blocks;      /* by schedule ID, like DfgFunc.blocks */
	uint32_t nblocks;
} PrKernelMap;

/* Map one block: try the requested replica count, re-place with other
 * seeds when routing fails, then drop a replica, down to 1. Returns 0, or
 * -1 after an error diagnostic at `file` (the input, may be NULL) naming
 * the kernel, the block, the unrouted nets and the congested region. `out`
 * is overwritten; free it with pr_block_map_free either way. */
int pr_map_block(const PrRrg *g, const DfgBlock *b, const PrOptions *o,
                 const char *file, const char *kernel, PrBlockMap *out,
                 DiagList *d);
void pr_block_map_free(PrBlockMap *m);

/* Every block of a kernel (in parallel when o->threads > 1; diagnostics in
 * block order either way). Returns 0 or -1; free with pr_kernel_map_free. */
int pr_map_kernel(const PrRrg *g, const DfgFunc *f, const PrOptions *o,
                  const char *file, const char *kernel, PrKernelMap *out,
                  DiagList *d);
void pr_kernel_map_free(PrKernelMap *k);

/* Independent legality check of a mapping: node classes match their cells,
 * no unit used twice, every sink reached by a connected tree, no link over
 * capacity, channels distinct per link. Returns the error count. */
int pr_check_map(const PrRrg *g, const DfgBlock *b, const PrBlockMap *m,
                 DiagList *d);

/* Output flags. */
enum {
	PR_OUT_DETAIL = 1,  /* report: placement and routes of every block */
	PR_OUT_TIMES = 2,   /* report and JSON: run times (not reproducible) */
};

/* --emit=report: one summary row per block, totals, and with PR_OUT_DETAIL
 * the placement and the routes. */
void pr_write_report(FILE *out, const PrRrg *g, const PrKernelMap *k,
                     int flags);
/* --stats=FILE.json: {"arch": {...}, "kernels": [...]} for all kernels.
 * Returns a malloc'ed NUL-terminated string (write it with
 * vgiw_write_file_atomic). */
char *pr_stats_json(const PrRrg *g, const PrKernelMap *const *k, uint32_t nk,
                    int flags);
/* --emit=svg: one page with every block of the kernel (block == PR_NONE)
 * or one block: the grid, the units by class, each replica's nodes in its
 * own colour, the routes along their switch paths. 0, or -1 on a write
 * error. */
int pr_write_svg(FILE *out, const PrRrg *g, const DfgFunc *f,
                 const PrKernelMap *k, uint32_t block);

#endif
