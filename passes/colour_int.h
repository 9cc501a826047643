/* Private to passes/ (and tests/passes): greedy colouring of an
 * interference graph held as bitset rows, shared by live-value IDs
 * (passes/live.c) and SIMT registers (passes/regalloc.c). */
#ifndef VGIW_COLOUR_INT_H
#define VGIW_COLOUR_INT_H

#include <stdint.h>

/* Nodes 1..n; adj[(size_t)v * w + i] is row v, bit u set when u and v
 * interfere (rows symmetric). Nodes are coloured in order 1..n, each with
 * the smallest colour c (a multiple of its width) such that c .. c +
 * width - 1 are free of every earlier neighbour's colours; width NULL
 * means 1 each. prefer (NULL: none) names for node v an earlier node u
 * whose colour v takes when it is free. Writes colour[1..n] and returns
 * the colours used (the largest c + width). */
uint32_t pass_colour_greedy(const uint64_t *adj, uint32_t n, uint32_t w,
                            const uint8_t *width, const uint32_t *prefer,
                            uint32_t *colour);

#endif
