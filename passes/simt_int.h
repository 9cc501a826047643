/* Private to passes/ (and tests/passes): what the SIMT code generator
 * (passes/simt.c) knows about a kernel's branches before it lays the blocks
 * out, from passes/simt_layout.c. */
#ifndef VGIW_SIMT_INT_H
#define VGIW_SIMT_INT_H

#include <stdint.h>

#include "vgiw/kir.h"

/* The likely successor of every two-way branch, by LLVM's static branch
 * probability heuristics (BranchProbabilityInfo) in its order, the first
 * that applies deciding: loop (the successor inside more of the loops the
 * branch is in: back edges taken, exits not), pointer (p == q unlikely),
 * zero (x == 0, x < 0, x < 1, x == -1 unlikely; their negations likely),
 * float (x == y and isnan unlikely). Per KIR block: 0 no preference (or not
 * a two-way branch), 1 succ[0], 2 succ[1]. Needs pass_schedule (schedule
 * IDs: a successor whose ID is not above the branch's is a back edge).
 * Free with free(). */
uint8_t *pass_simt_likely(const KirFunc *f);

/* Whether the phi copies of edge (b, s) may go at the end of b, before its
 * branch, instead of a block of their own: no destination (a phi of
 * succ[s]) is the branch's condition or is live into the other successor
 * (read there, or by its phi copies, before succ[s] redefines it): the
 * "lost copy" of out-of-SSA translation (Briggs et al.) a copy in the
 * predecessor must not cause. */
int pass_simt_copies_hoistable(const KirFunc *f, uint32_t b, uint32_t s);

#endif
