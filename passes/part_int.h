/* Private to passes/ (and tests/passes): what partitioning's rounds use of
 * DFG construction and of live values, so that a round rebuilds only the
 * blocks its cuts changed instead of the whole function. */
#ifndef VGIW_PART_INT_H
#define VGIW_PART_INT_H

#include "vgiw/passes.h"

/* Scratch of DFG construction (per instruction), made once per function
 * and reused by every graph built from it while no instruction is added. */
typedef struct DfgScratch DfgScratch;

DfgScratch *pass_dfg_scratch_new(const KirFunc *f);
void pass_dfg_scratch_free(DfgScratch *ds);
/* pass_dfg_block (whatif 0, n the block's length) or, whatif 1,
 * partitioning's what-if on a shared scratch: the DFG that the first `n`
 * instructions of `block` (phis included) would have as a block of their
 * own, ended by a jump and storing every value used after them. Live
 * values it loads or stores are keyed by defining instruction with
 * placeholder IDs, so only shape and counts are meaningful. */
void pass_dfg_build(DfgScratch *ds, const KirFunc *f, const KirLive *live,
                    const FabricLimits *lim, uint32_t block, uint32_t n,
                    int whatif, DfgBlock *out);

/* Partitioning's working live values. pass_live_unique_ids gives every live
 * value an ID of its own (its number), so that two loads or stores of one
 * block share an ID exactly when they share a live value, as after
 * colouring (the values a block touches are a clique): every graph then has
 * the node counts it has with the coloured IDs. pass_live_cut brings `l` up
 * to date after block b was cut into b and the rest r (cut_block): values
 * of b that r needs become live values (numbered after the others, with
 * their own IDs), the reads and writes of b and r are recomputed, and r's
 * live_in and live_out are left empty. Every other block's reads, writes
 * and graph are unchanged by the cut. The numbering is not pass_live's:
 * pass_live runs again once partitioning is done. */
void pass_live_unique_ids(KirLive *l);

/* Graph nodes built by this thread since it started (every DFG, what-if or
 * not): the work partitioning does, for tests that it stays linear in the
 * kernel's length (tests/passes/test_partition.c) without timing it. */
extern _Thread_local uint64_t pass_dfg_nodes_built;
void pass_live_cut(const KirFunc *f, KirLive *l, uint32_t b, uint32_t r);

/* Partitioning's spill (partition_spill.c), for block b holding a chain's
 * terminator that cannot be cut for want of LVUs: of the successors' phis b
 * writes, those beyond half the fabric's LVUs (counting each write and the
 * value it reads) move to the thread's local memory in every predecessor
 * (f->local_bytes grows). Returns the number of phis moved; 0 changes
 * nothing. `live` is stale after a move. */
uint32_t pass_partition_spill(KirFunc *f, const KirLive *live,
                              const FabricLimits *lim, uint32_t b);

#endif
