/* Private to passes/ (and tests/passes): greedy colouring of an
 * interference graph held sparsely, shared by live-value IDs
 * (passes/live.c, as cliques) and SIMT registers (passes/regalloc.c, as
 * lists of neighbours). */
#ifndef VGIW_COLOUR_INT_H
#define VGIW_COLOUR_INT_H

#include <stddef.h>
#include <stdint.h>

/* Nodes 1..n; nbr[off[v] .. off[v + 1]) lists neighbours of v (any order,
 * duplicates allowed; only those below v matter, as v's colour depends on
 * the earlier nodes only), off has n + 2 entries. Nodes are coloured in
 * order 1..n, each with the smallest colour c (a multiple of its width)
 * such that c .. c + width - 1 are free of every earlier neighbour's
 * colours; width NULL means 1 each. prefer (NULL: none) names for node v
 * an earlier node u whose colour v takes when it is free. Writes
 * colour[1..n] and returns the colours used (the largest c + width).
 * Time O(n + edges listed). */
uint32_t pass_colour_lists(const size_t *off, const uint32_t *nbr, uint32_t n,
                           const uint8_t *width, const uint32_t *prefer,
                           uint32_t *colour);

/* The same greedy order (width 1, no preference) over a graph given as
 * cliques: members[coff[k] .. coff[k + 1]) of clique k, ascending, and two
 * nodes interfere when some clique holds both. Time O(n + sum over cliques
 * of size^2 / 2), memory O(n + sum of sizes). */
uint32_t pass_colour_cliques(const size_t *coff, const uint32_t *members,
                             uint32_t ncliques, uint32_t n, uint32_t *colour);

/* Grows an array of uint32_t to hold `want` (size_t counts: the edge and
 * clique lists of a large kernel pass 2^32 entries before memory ends). */
uint32_t *pass_colour_grow(uint32_t *p, size_t *cap, size_t want);

#endif
