/* Private to passes/: the SGMF graph's clean-up after construction
 * (passes/sgmf_tidy.c), which passes/sgmf.c runs in this order: prune, cse,
 * prune, split_fanout, renumber. */
#ifndef VGIW_SGMF_INT_H
#define VGIW_SGMF_INT_H

#include "vgiw/passes.h"

static inline int
sgmf_is_mem(uint32_t op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
	       op == OP_FENCE;
}

/* Nodes without users and without effect go. */
void sgmf_prune(DfgBlock *w);
/* Equal nodes of equal inputs become one. */
void sgmf_cse(DfgBlock *w);
/* Fanout beyond fan gets split chains. */
void sgmf_split_fanout(DfgBlock *w, uint32_t fan);
/* Nodes renumbered so that inputs come first where the graph allows. */
void sgmf_renumber(DfgBlock *w);

#endif
