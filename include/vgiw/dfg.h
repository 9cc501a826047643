/* Per-block dataflow graphs: the front end's output, the input of place and
 * route and of the configuration encoder. Nodes are fabric operations from
 * ops.def; an input is a token from another node or a static value held in
 * the unit's configuration (immediate, kernel parameter, symbol address). */
#ifndef VGIW_DFG_H
#define VGIW_DFG_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/isa.h"
#include "vgiw/ops.h"

typedef enum {
	DIN_NONE,    /* unused slot */
	DIN_NODE,    /* data token from node src */
	DIN_ORDER,   /* ordering token from node src (no value, only timing) */
	DIN_IMM,     /* immediate: imm holds the bits, type the IsaType */
	DIN_PARAM,   /* kernel parameter src, bound at launch */
	DIN_SYM,     /* address of symbol src (ISYM_LOCAL or global) + imm */
} DfgInKind;

typedef struct {
	uint8_t kind;      /* DfgInKind */
	uint8_t type;      /* IsaType of the value */
	uint32_t src;
	uint64_t imm;
} DfgInput;

/* Node flags beyond the ISAF_* ones copied from the kernel IR. */
enum {
	DFN_WHEN_FALSE = 1 << 6,  /* predicated LVST: write when input 1 is false */
};

/* SGMF's control (docs/sgmf.md): a SPLIT with imm SGMF_STEER steers input
 * 0 by its i1 input 1 to the consumers whose input imm is SGMF_STEER_TRUE
 * or SGMF_STEER_FALSE; a JOIN with imm SGMF_MERGE passes whichever input
 * came; one with imm SGMF_CMERGE passes input 1 when its i1 input 0 is
 * true, input 2 when it is false (the other input's token waits). */
enum { SGMF_STEER = 1, SGMF_MERGE = 1, SGMF_CMERGE = 2, SGMF_STEER_TRUE = 1,
       SGMF_STEER_FALSE = 2 };

#define DFG_MAX_IN 3   /* operands per token-buffer entry (paper section 3.5) */

typedef struct {
	uint16_t op;       /* VgiwOp */
	uint8_t type;      /* IsaType of the result */
	uint8_t flags;     /* ISAF_* */
	uint8_t aspace;    /* memory nodes */
	uint8_t nin;       /* used input slots */
	uint16_t align;
	int64_t imm;       /* predicate, atomic kind, coordinate, LV ID, ... */
	DfgInput in[DFG_MAX_IN];
	uint32_t kir;      /* originating KIR instruction, 0 if synthesised */
	uint32_t line;     /* source line, 0 unknown */
	uint32_t lv;       /* LVLD/LVST: the live value (imm holds its ID) */
} DfgNode;

/* Nodes are nodes[1..nnodes]; pass_dfg numbers them so that every input
 * comes from a smaller node ID (a topological order). */
typedef struct {
	uint32_t block;        /* KIR block index */
	uint32_t id;           /* schedule ID */
	DfgNode *nodes;        /* [0] unused */
	uint32_t nnodes, cap;
	uint32_t count[UC_COUNT];  /* nodes per unit class */
	uint32_t lv_reads, lv_writes;
} DfgBlock;

typedef struct {
	DfgBlock *blocks;      /* by schedule ID */
	uint32_t nblocks;
} DfgFunc;

/* What the fabric offers one block: units per class and the largest fanout
 * a unit's switch delivers without split nodes. Filled from the arch. */
typedef struct {
	uint32_t units[UC_COUNT];
	uint32_t max_fanout;
} FabricLimits;

/* The container (isa/dfg.c). Appends a node with no inputs; pointers into b->nodes become stale. */
uint32_t dfg_node_new(DfgBlock *b, VgiwOp op, IsaType type);
/* Recount b->count after edits. */
void dfg_recount(DfgBlock *b);
/* 1 if every class fits the limits (one replica), else 0. */
int dfg_fits(const DfgBlock *b, const FabricLimits *lim);
/* Consumers of each node's output (data and order inputs): for node n,
 * sinks are out[first[n] .. first[n+1]) as (node << 2 | slot), ordered by
 * node then slot; first has nnodes + 2 entries. Caller frees both. */
void dfg_fanout(const DfgBlock *b, uint32_t **first, uint32_t **out);
void dfg_block_free(DfgBlock *b);
void dfg_func_free(DfgFunc *f);

#endif
