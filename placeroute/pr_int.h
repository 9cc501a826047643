/* Private to placeroute/: the routing-resource graph's layout, the PRNG,
 * and the problem form shared by placer and router (items = node x replica,
 * nets and connections as flat arrays indexed by 32-bit IDs). */
#ifndef VGIW_PR_INT_H
#define VGIW_PR_INT_H

#include "vgiw/placeroute.h"

enum { PR_SLOTS = DFG_MAX_IN };

struct PrRrg {
	const Arch *arch;
	uint32_t rows, cols, ncells;
	uint32_t neighbours, channels, hop_latency, max_fanout;
	uint8_t *cls;                 /* [ncells] UnitClass or UC_NONE */
	uint32_t *units[UC_COUNT];    /* cells of each class, row-major */
	uint32_t nunits[UC_COUNT];
	/* Directed links, IDs 1..nlinks, grouped by source cell: the links
	 * leaving cell c are lfirst[c] .. lfirst[c + 1] - 1. */
	uint32_t nlinks;
	uint32_t *lfirst;             /* [ncells + 1] */
	uint32_t *lfrom, *lto;        /* [nlinks + 1] */
};

/* xoshiro256**, seeded through splitmix64: our own so results never
 * depend on the C library. */
typedef struct { uint64_t s[4]; } PrRng;

void pr_rng_seed(PrRng *r, uint64_t seed);
uint32_t pr_rng_below(PrRng *r, uint32_t n);   /* uniform 0 .. n-1, n > 0 */
double pr_rng_unit(PrRng *r);                  /* uniform [0, 1) */
uint64_t pr_mix(uint64_t a, uint64_t b);

/* Grid distance of two cells: Chebyshev with 8 neighbours, Manhattan with 4. */
static inline uint32_t
pr_dist(const PrRrg *g, uint32_t a, uint32_t b)
{
	uint32_t ra = a / g->cols, ca = a % g->cols;
	uint32_t rb = b / g->cols, cb = b % g->cols;
	uint32_t dr = ra > rb ? ra - rb : rb - ra;
	uint32_t dc = ca > cb ? ca - cb : cb - ca;

	if (g->neighbours == 8)
		return dr > dc ? dr : dc;
	return dr + dc;
}

/* The problem: items are (replica, node) at item = r * (nnodes + 1) + n
 * (n = 0 unused, so item IDs never collide); nets group a producer item
 * with its sink items; conns are the producer-sink pairs. */
typedef struct {
	uint32_t src;                 /* producer item */
	uint32_t first, n;            /* sink conns: conn[first .. first+n) */
} PrPNet;

typedef struct {
	uint32_t src, dst;            /* items */
	uint32_t slot;                /* operand slot of dst */
	uint32_t net;
	uint32_t delay;               /* producer latency in cycles */
} PrConn;

typedef struct {
	const PrRrg *g;
	const DfgBlock *b;
	uint32_t R, stride;           /* stride = nnodes + 1 */
	uint32_t nitems;              /* R * stride */
	uint8_t *icls;                /* [nitems] class, UC_NONE for n = 0 */
	PrPNet *nets;
	uint32_t nnets;
	PrConn *conns;                /* sorted by net */
	uint32_t nconns;
	/* conns touching each item (as source or sink): CSR */
	uint32_t *ifirst, *iconn;
	/* nets touching each item: CSR */
	uint32_t *nfirst, *inet;
	uint32_t *topo;               /* items in topological order */
	uint32_t ntopo;
} PrProblem;

void pr_problem_build(PrProblem *p, const PrRrg *g, const DfgBlock *b,
                      uint32_t R);
void pr_problem_free(PrProblem *p);

/* place.c: anneal a legal placement of every item into pos[item] (cells);
 * pos[n = 0 slots] stay PR_NONE. */
void pr_place(const PrProblem *p, const PrOptions *o, uint64_t seed,
              uint32_t *pos);

/* route.c */
typedef struct {
	uint32_t *tree;               /* links of the net, in tree order */
	uint32_t ntree, cap;
} PrTree;

typedef struct {
	uint32_t iters;
	uint32_t overused;            /* links over capacity at the end */
	uint32_t *occ;                /* [nlinks + 1] */
	PrTree *trees;                /* [nnets] */
} PrRouting;

/* PathFinder over the problem's nets at placement pos; 0 when legal. */
int pr_route(const PrProblem *p, const uint32_t *pos, uint32_t max_iters,
             PrRouting *out);
void pr_routing_free(PrRouting *r, uint32_t nnets);

/* Latency of one node's operation. */
uint32_t pr_node_latency(const PrRrg *g, const DfgNode *n);

double pr_now_ms(void);

#endif
