/* A compiled program as the backend encodes it into a .cfg, decodes it back,
 * and the simulators run it: kernels with their parameters and memory
 * symbols, and the configuration of the target machine. VGIW: per block the
 * dataflow graph, its replicas, where each node of each replica sits on the
 * grid and how each token travels. GPU-CC: per kernel the cores' and
 * load/store units' instructions, their inputs and lanes (ProgGpucc). SIMT:
 * per kernel one instruction stream on registers (ProgSimt). SGMF: per
 * kernel the one graph of the whole kernel and its settings (ProgSgmf). Built
 * by the compiler (compiler/assemble.c) from the passes' and the mapping's
 * results; nothing in it refers to LLVM or to the kernel IR. */
#ifndef VGIW_PROGRAM_H
#define VGIW_PROGRAM_H

#include <stdint.h>

#include "vgiw/dfg.h"
#include "vgiw/support.h"
#include "vgiw/target.h"


typedef enum {
	PARAM_SCALAR = 0,   /* value in the configuration */
	PARAM_POINTER = 1,  /* device address of a buffer */
	PARAM_BYVAL = 2,    /* address of a copy in the parameter window */
} ProgParamKind;

typedef struct {
	const char *name;
	uint8_t kind;       /* ProgParamKind */
	uint8_t type;       /* IsaType of the value passed */
	uint8_t aspace;     /* pointers: the space pointed into */
	uint8_t noalias;
	uint32_t size;      /* bytes; byval: the struct's size */
	uint32_t align;
} ProgParam;

typedef struct {
	const char *name;
	uint8_t aspace;     /* AS_SHARED, AS_CONST, AS_GLOBAL */
	uint32_t align;
	uint64_t size;
	const uint8_t *init;  /* size bytes, or NULL: zero */
} ProgSymbol;

/* One use of a link by a net: leaving `cell` towards neighbour `dir`
 * (0..7: N, NE, E, SE, S, SW, W, NW) on `channel`. */
typedef struct {
	uint32_t cell;      /* row * cols + col */
	uint8_t dir;
	uint8_t channel;
} ProgHop;

/* A sink of a net: input `slot` of `node` (same replica as the source),
 * reached after `hops` switch-to-switch hops. */
typedef struct {
	uint32_t node;
	uint8_t slot;
	uint16_t hops;
} ProgSink;

/* The route of one node's output in one replica: a multicast tree. */
typedef struct {
	uint32_t src;       /* producer node */
	uint32_t replica;
	uint32_t hop, nhops;    /* ProgBlock.hops[hop .. hop+nhops) */
	uint32_t sink, nsinks;  /* ProgBlock.sinks[sink .. sink+nsinks) */
} ProgNet;

typedef struct {
	uint32_t id;        /* block ID; the array index too */
	uint32_t succ[2];   /* successor IDs; PROG_NO_BLOCK if absent */
	uint8_t nsucc;      /* 0 (exit), 1 (jump) or 2 (branch) */
	uint8_t barrier;    /* wait for the whole CTA before running */
	uint32_t replicas;  /* copies of the graph on the grid (>= 1) */
	uint32_t part_of;   /* partition chain: ID of its first block, or the own ID */
	DfgBlock graph;     /* one replica's nodes (graph.nodes[1..nnodes]) */
	uint32_t *cell;     /* [replica * (nnodes + 1) + node]: grid cell; [.. + 0] unused */
	ProgNet *nets;
	uint32_t nnets;
	ProgHop *hops;
	uint32_t nhops;
	ProgSink *sinks;
	uint32_t nsinks;
	uint32_t *lv_reads; /* live-value IDs loaded, sorted */
	uint32_t nlv_reads;
	uint32_t *lv_writes;  /* live-value IDs stored, sorted */
	uint32_t nlv_writes;
} ProgBlock;

#define PROG_NO_BLOCK 0xffffffffu

/* GPU-CC (PROG_GPUCC; docs/gpucc.md, docs/cfg-format.md): one fixed
 * instruction per core or load/store unit for the whole kernel, tokens on
 * five data lanes between units on a line. Unit u is core u for u < ncores,
 * else LSU u - ncores. */
#define PROG_GPUCC_NO_LANE 0xffu     /* a static input, or nothing consumes */
#define PROG_GPUCC_UNUSED 0xffffu    /* op of a unit no copy uses */
#define PROG_GPUCC_MAX_IN 4          /* LSU: address, data, new value, predicate */

typedef struct {
	uint8_t kind;       /* DfgInKind: NODE a data token, ORDER a trigger token
	                     * (no value: it only fires a unit whose other inputs
	                     * are static), IMM/PARAM/SYM static configuration */
	uint8_t lane;       /* tokens: the lane the input FIFO is filled from */
	uint8_t type;       /* IsaType */
	uint8_t delay;      /* tokens: the producer's result for the thread
	                     * `delay` places earlier in the copy's stream
	                     * (stream reuse, docs/gpucc.md); 0 the same thread */
	uint32_t src;       /* tokens: producing unit; PARAM/SYM as in DfgInput */
	uint64_t imm;       /* IMM bits, SYM offset */
} ProgGpuccIn;

typedef struct {
	uint16_t op;        /* VgiwOp (TID on a core: thread coordinate imm), or
	                     * PROG_GPUCC_UNUSED */
	uint8_t type;       /* IsaType of the result (ST: of the value stored) */
	uint8_t flags;      /* ISAF_*: ISAF_PREDICATED = last input is the predicate */
	uint8_t aspace;     /* LSUs */
	uint8_t copy;
	uint8_t nin;
	uint8_t out_lane;   /* PROG_GPUCC_NO_LANE: no unit consumes the result */
	uint16_t align;     /* LSUs */
	uint8_t warmup;     /* threads before its copy's first that the unit
	                     * also runs, for consumers' delayed inputs */
	uint8_t speculative;  /* LD: performed for every thread, its predicate
	                       * ignored; outside every window it yields 0 */
	int32_t offset;     /* LSUs: byte offset added to the address input (the
	                     * immediate of Fermi's [reg+imm] addressing) */
	int64_t imm;        /* as DfgNode.imm (predicate, atomic kind, coordinate) */
	ProgGpuccIn in[PROG_GPUCC_MAX_IN];  /* operands in DFG order */
	uint32_t order_after;  /* LSUs: unit + 1 of the LSU whose access for the
	                        * same thread must complete first, 0 none */
	uint32_t node;      /* node of blocks[0].graph it executes, 0 none */
	uint32_t line;      /* source line, 0 unknown */
} ProgGpuccUnit;

typedef struct {
	uint32_t copies;    /* instances of the graph (copy c: units with copy c) */
	uint32_t ncores, nlsus, nlanes;  /* the SM compiled for */
	uint8_t linear;     /* gid.x is taken as the linear thread index (stream
	                     * reuse needs it): only launches whose grid and
	                     * CTAs are one-dimensional may run it */
	ProgGpuccUnit *units;  /* [ncores + nlsus] */
	uint32_t *pos;      /* [ncores + nlsus]: position on the lane line */
} ProgGpucc;

/* SIMT (PROG_SIMT; docs/simt.md, docs/cfg-format.md): the kernel as one
 * linear per-thread instruction stream over the ops of ops.def, on
 * registers, run by warps. pc is an index into insts; the entry is pc 0; an
 * instruction that is not BR, JMP or EXIT continues at pc + 1.
 * Registers are 32 bits wide; a 64-bit value (i64, f64, ptr) lives in the
 * pair r, r + 1 with r even, named by r. An input with kind DIN_REG reads
 * register src; DIN_IMM, DIN_PARAM and DIN_SYM are as in a DfgInput.
 *   BR    in[0] the i1 condition: threads for which it is true go to
 *         target[0], the others to target[1]; a warp whose threads part
 *         reconverges at `reconv`, the branch's immediate post-dominator
 *         (PROG_SIMT_EXIT: only at the kernel's exit).
 *   JMP   to target[0].       EXIT  the thread leaves the kernel.
 *   BAR   waits until every thread of the CTA that has not exited arrived.
 *   TID   dst = thread coordinate imm (IsaCoord).
 *   LD/ST/ATOM/CAS/FENCE  operands as DFG nodes' (address first), aspace,
 *         align, imm (atomic kind); SHFL, VOTE as ops.def says; every other
 *         op as its DFG node. */
#define DIN_REG DIN_NODE
#define PROG_SIMT_NO_REG 0xffffffffu
#define PROG_SIMT_EXIT 0xffffffffu
#define PROG_SIMT_MAX_IN 3

typedef struct {
	uint16_t op;        /* VgiwOp */
	uint8_t type;       /* IsaType of the result (ST: of the value stored) */
	uint8_t flags;      /* ISAF_* */
	uint8_t aspace;     /* memory operations */
	uint8_t nin;
	uint16_t align;     /* memory operations */
	int64_t imm;        /* predicate, atomic kind, coordinate, mode */
	int32_t offset;     /* LD, ST, ATOM, CAS: bytes added to the address
	                     * input ([r+imm]); 0 for every other opcode */
	uint32_t dst;       /* register written, or PROG_SIMT_NO_REG */
	DfgInput in[PROG_SIMT_MAX_IN];
	uint32_t target[2]; /* BR: taken / not taken; JMP: target[0] */
	uint32_t reconv;    /* BR: reconvergence pc, or PROG_SIMT_EXIT */
	uint32_t line;      /* source line, 0 unknown */
} ProgSimtInst;

typedef struct {
	uint32_t nregs;        /* 32-bit registers per thread (shared memory
	                        * per CTA: the kernel's AS_SHARED symbols) */
	ProgSimtInst *insts;
	uint32_t ninsts;
} ProgSimt;

/* SGMF (PROG_SGMF; docs/sgmf.md): the whole kernel is the graph of block
 * 0 (placed like a VGIW block, its replicas sharing the threads); SPLIT
 * and JOIN carry the SGMF_* modes of dfg.h. */
typedef struct {
	uint32_t threads;   /* threads in flight per replica (the deadlock bound:
	                     * at most the arch's token-buffer entries) */
	uint32_t steers, merges;  /* SPLITs and JOINs in those modes */
} ProgSgmf;

typedef struct {
	const char *name;
	ProgParam *params;
	uint32_t nparams;
	ProgSymbol *symbols;   /* [0] unused; DIN_SYM src indexes it */
	uint32_t nsymbols;     /* symbols[1..nsymbols] */
	uint32_t local_bytes;  /* per-thread local memory */
	uint32_t lv_ids;       /* live-value IDs used (rows of the LV array) */
	ProgBlock *blocks;     /* by block ID, entry first */
	uint32_t nblocks;
	const char *source;    /* source file of DfgNode.line, or NULL */
	ProgGpucc *gpucc;      /* PROG_GPUCC: the SM configuration (one block,
	                        * whose graph the units execute); NULL otherwise */
	ProgSimt *simt;        /* PROG_SIMT: the instruction stream (no blocks);
	                        * NULL otherwise */
	ProgSgmf *sgmf;        /* PROG_SGMF: the machine's settings (one block);
	                        * NULL otherwise */
	IsaAssert *asserts;    /* TRAP imm indexes it (in the arena) */
	uint32_t nasserts;
} ProgKernel;

/* Ownership: everything a Program points to lives in its arena (names,
 * symbol images, parameter, block, net, hop, sink, cell and live-value
 * arrays, the GPU-CC configuration, the SIMT instructions), except each block's graph.nodes, which is xmalloc'ed (as
 * dfg_node_new makes it) and freed by prog_free. */
typedef struct {
	Arena arena;           /* names, symbol images, owned arrays */
	ProgTarget target;
	uint64_t arch_fingerprint;
	const char *compiler;  /* "vgiwcc 0.1.0 (LLVM 14.0.6)" */
	uint32_t grid_rows, grid_cols;  /* of the arch it was placed on */
	uint32_t channels;     /* its switch channels per link and direction */
	uint32_t neighbours;   /* its switch links per cell: 4 (N E S W) or 8 */
	ProgKernel *kernels;
	uint32_t nkernels;
} Program;

Program *prog_new(void);
void prog_free(Program *p);
const ProgKernel *prog_kernel(const Program *p, const char *name);
/* The kernel a tool runs: the one called name or, with name NULL, the only
 * one. NULL after an error at file (and a note naming each kernel there
 * is to choose from) when there is no such kernel, or several. */
const ProgKernel *prog_pick_kernel(const Program *p, const char *name,
                                   const char *file, DiagList *d);

#endif
