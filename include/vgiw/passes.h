/* The kernel-IR passes, which run after the front end has produced a
 * KirFunc: block scheduling and IDs, rematerialisation, if-conversion
 * and its folds (GPU-CC), live values and their IDs, block partitioning, DFG
 * construction, SIMT code generation and register allocation, and the
 * dumps behind vgiwcc --emit=blocks|dfg|dot. The driver runs them in order
 * per target (compiler/pipeline.c), the dataflow targets after the refusal
 * of warp-level operations: VGIW schedule, remat, live, dfg, partition;
 * GPU-CC schedule, ifconvert, gpucc_fold, live, dfg; SIMT schedule, simt,
 * regalloc. None of them uses LLVM. */
#ifndef VGIW_PASSES_H
#define VGIW_PASSES_H

#include <stdio.h>

#include "vgiw/dfg.h"
#include "vgiw/kir.h"
#include "vgiw/support.h"

/* Warp-level operations (passes/warpops.c): SHFL, VOTE and FENCE
 * ISA_FENCE_WARP (__syncwarp) are meaningful on the SIMT target only. The
 * VGIW and GPU-CC pipelines call this first, so that no later pass (DFG
 * construction, if-conversion) ever sees them: one error per operation,
 * with its source line and the kernel, naming `machine` ("VGIW",
 * "GPU-CC"). Returns 0, or 1 after diagnostics. */
int pass_check_warp_ops(const KirFunc *f, const char *machine, DiagList *d);

/* Block scheduling (passes/schedule.c). Synthesises an entry block when the
 * function's entry has predecessors, removes unreachable blocks, and gives
 * block IDs in reverse post-order from the entry (ID 0), so that an edge to a
 * smaller or equal ID is exactly a DFS back-edge (a loop; irreducible flow
 * included). Fills b->id and f->sched. Returns 0, or 1 after diagnostics.
 * Re-runnable (partitioning calls it after cutting blocks). Removal
 * compacts f->blocks, so block indices change (succ, phi incomings, part_of
 * and f->entry are remapped; instructions of removed blocks keep their
 * slots with block 0); a KirLive computed before is stale. */
int pass_schedule(KirFunc *f, DiagList *d);
/* 1 if the edge from block a to block b goes to a smaller or equal ID. */
int pass_is_back_edge(const KirFunc *f, uint32_t a, uint32_t b);

/* Rematerialisation (passes/remat.c): a value used in another block that
 * is computed only from thread coordinates, parameters and constants by at
 * most `limit` pure ALU operations is recomputed in each block that uses it
 * instead of becoming a live value. Needs a scheduled function. Returns the
 * number of instructions added; limit 0 does nothing. */
uint32_t pass_remat(KirFunc *f, uint32_t limit);

/* If-conversion (passes/ifconv.c). Needs pass_schedule. The whole kernel
 * becomes its entry block: blocks in schedule order, both sides of every
 * branch computed; a block's predicate is its immediate dominator's when it
 * post-dominates it, else the OR of its incoming edges' predicates (the
 * predecessor's AND the branch condition or its XOR with true); phis become
 * SELECT chains on edge predicates, each taken where the outer ones are
 * false (so an AND with their negation drops out); LD/ST/ATOM under a
 * predicate other than true get it as a last operand with ISAF_PREDICATED;
 * ctaid.x * ntid.x + tid.x (i32, or i64 of the extended coordinates)
 * becomes one TID of coordinate ISA_GID_X; icmp eq|ne x, 0 (or x, y with
 * x - y computed) of an x (x - y) also converted to floating point tests
 * the conversion; values nothing uses any more are dropped; the block ends
 * in a return. Re-runs pass_schedule.
 * Diagnoses (and leaves f unchanged): a back edge ("loop with unknown trip
 * count", at the branch's line), a barrier, a compare-and-swap under a
 * predicate (four operands). Returns 0, or 1 after diagnostics. */
int pass_ifconvert(KirFunc *f, DiagList *d);
/* GPU-CC folds of the one block pass_ifconvert leaves (passes/gpucc_fold.c):
 * loads of initialised __constant__ data at fixed addresses become
 * immediates; a memory access's address base + K (K an immediate reached
 * through i64/pointer adds, shifts and multiplies and sign extensions of
 * nsw i32 adds) becomes an add of K to the base, shared between accesses,
 * for the LSU's offset. Exact; returns 0. */
int pass_gpucc_fold(const KirModule *m, KirFunc *f);


/* Live values (passes/live.c). */
enum {
	LVW_ALWAYS = 0,  /* written whatever successor the thread takes */
	LVW_SUCC0 = 1,   /* written only when the thread goes to succ[0] */
	LVW_SUCC1 = 2,   /* written only when the thread goes to succ[1] */
};

typedef struct {
	uint32_t inst;       /* defining instruction (a PHI for phi values) */
	uint32_t id;         /* live-value ID after interference colouring */
	uint32_t def_block;  /* block of inst */
} LiveValue;

typedef struct {
	uint32_t lv;         /* live value written */
	KirRef value;        /* what is written: the value, or a phi's incoming */
	uint8_t when;        /* LVW_* */
} LiveWrite;

typedef struct {
	uint32_t *reads;     /* live values this block loads (LVLD), sorted */
	uint32_t nreads;
	LiveWrite *writes;   /* live values this block stores (LVST), by lv */
	uint32_t nwrites;
	uint32_t *live_in;   /* live values live on entry, sorted */
	uint32_t nlive_in;
	uint32_t *live_out;  /* live values live on exit, sorted */
	uint32_t nlive_out;
} LiveBlock;

typedef struct {
	LiveValue *lv;       /* [0] unused */
	uint32_t nlv;        /* live values: lv[1..nlv] */
	uint32_t nids;       /* live-value IDs after colouring */
	uint32_t *lv_of;     /* per instruction: its live value, or 0 */
	LiveBlock *blocks;   /* per KIR block index */
	uint32_t nblocks;
} KirLive;

/* SGMF (passes/sgmf.c, docs/sgmf.md): the whole kernel as one graph, from
 * the per-block graphs of pass_dfg (without a fanout limit): live values
 * become tokens on the control-flow edges, a SPLIT with imm SGMF_STEER_TRUE
 * (FALSE) passes input 0 on when input 1 is true (false) and drops it
 * otherwise, a JOIN with imm SGMF_MERGE passes whichever input came (one
 * with SGMF_CMERGE, inside loops, the side its i1 input 0 names); every
 * block has an activation token that orders its memory after the earlier
 * blocks' and fires its thread coordinates; EXIT fires when a returning
 * block's memory is done. Fanout above lim->max_fanout gets SPLIT chains.
 * Refuses (1 after diagnostics) barriers, an entry block with
 * predecessors and paths joining inside a loop that no branch decides. */
int pass_sgmf(const KirFunc *f, const KirLive *live, const DfgFunc *dfg,
              const FabricLimits *lim, DfgBlock *out, DiagList *d);

/* Which values cross blocks, where each is read and written, and their IDs.
 * A value is live from its write to its last read; values live in the same
 * block interfere (reads and writes of one block are unordered in the
 * fabric), and IDs are colours of that interference graph.
 *
 * Needs pass_schedule first; numbering follows f->sched. `out` is
 * overwritten (pass_live_free a previous result first). Thread coordinates
 * (OP_TID) are never live values. A phi incoming [v, P] is a use of v in the
 * predecessor P, which stores it (writes, when = the edge taken); an
 * incoming that is the phi itself is neither stored nor loaded.
 *
 * Contract for DFG construction: a block may both read and write the same
 * live value (a loop latch, or a single-block loop, loads phi p and stores
 * p's next value). This is safe only because the DFG orders every LVST of
 * an ID after the LVLD of that ID in the same block (the store waits for
 * the load's token), so a thread always reads the value from before its
 * own write. No other ordering of live-value accesses within a block is
 * needed: distinct live values in one block get distinct IDs. */
void pass_live(const KirFunc *f, KirLive *out);
void pass_live_free(KirLive *l);

/* Block partitioning (passes/partition.c): cut every block whose DFG does
 * not fit `lim` into a chain of sub-blocks joined by live values, choosing
 * cut points that minimise the values crossing each cut. Needs `live` and
 * `dfg` of the scheduled function (pass_schedule, pass_live, pass_dfg with
 * `lim`: the driver's steps before it). Each round cuts every block that
 * does not fit, then re-runs pass_schedule, pass_live and pass_dfg on the
 * cut function, until every block fits: that iteration is the algorithm.
 * It never runs pass_remat: the driver runs it once, before the first
 * round, and values that cuts make cross blocks are passed as live values.
 * On return `live` and `dfg` describe the partitioned function (empty
 * after a failure). A block that cannot be cut for want of LVUs (the phi
 * inputs its last part writes) has some of those phis moved to local
 * memory, and the rounds start again (passes/partition_spill.c,
 * docs/kernel-ir.md). Returns 0, or 1 after diagnostics. A cut-off rest is
 * a new block "<first>.p<k>"; every block of a chain has part_of = its
 * first. */
int pass_partition(KirFunc *f, const FabricLimits *lim, KirLive *live,
                   DfgFunc *dfg, DiagList *d);

/* DFG construction (passes/dfg.c): one graph per block, in schedule order.
 * Adds LVLD/LVST for live values, TID/BR/JMP/EXIT on CVUs, JOIN tokens for
 * the order of possibly-aliasing memory accesses, SPLIT trees for fanout
 * above lim->max_fanout (lim NULL or max_fanout 0: no limit). `out` is
 * overwritten (dfg_func_free / dfg_block_free a previous result first). */
/* The input of an operand that is not an instruction's value: a constant
 * (DIN_IMM, or DIN_SYM for a symbol address), a kernel parameter
 * (DIN_PARAM) or undef (DIN_IMM 0 of type hint, i64 when hint is void),
 * as DFG nodes and SIMT instructions take it. */
DfgInput pass_static_input(const KirFunc *f, KirRef r, IsaType hint);
void pass_dfg(const KirFunc *f, const KirLive *live, const FabricLimits *lim,
              DfgFunc *out);
void pass_dfg_block(const KirFunc *f, const KirLive *live,
                    const FabricLimits *lim, uint32_t block, DfgBlock *out);

/* SIMT code generation (passes/simt.c; docs/simt.md). The scheduled kernel
 * becomes one linear per-thread instruction stream: blocks laid out as
 * LLVM's block placement would by static branch probabilities (entry
 * first, a branch's likely side the fall-through or, for a back edge, the
 * backward target; passes/simt_layout.c), each block's instructions 1:1
 * (same op, type, flags, address space, alignment, immediate, line), a BAR
 * first in every barrier block, phis replaced by MOVs at the end of their
 * predecessors (on a critical edge before the branch when the edge is the
 * likely one and no destination is live on the other side, else in a
 * block of their own; into a block with one predecessor at its start),
 * parallel copies
 * sequentialised (a cycle through a temporary), BR with both targets and
 * the reconvergence pc of the immediate post-dominator, JMP (left out when
 * it would go to the next pc), EXIT for returns. Constants, parameters and
 * symbol addresses are static inputs (DIN_IMM, DIN_PARAM, DIN_SYM, as in a
 * DFG); values are registers (DIN_NODE, src the register). */
#define SIMT_NONE 0xffffffffu   /* no register; reconvergence at the exit */
#define SIMT_MAX_IN 3

typedef struct {
	uint16_t op;       /* VgiwOp: a kernel-IR op, MOV, TID, BR, JMP, EXIT, BAR */
	uint8_t type;      /* IsaType of the result (ST: of the value stored) */
	uint8_t flags;
	uint8_t aspace;
	uint8_t nin;
	uint16_t align;
	int64_t imm;
	int32_t offset;    /* LD, ST, ATOM, CAS: bytes added to the address
	                    * input ([r+imm] addressing); 0 otherwise */
	uint32_t dst;      /* register written, or SIMT_NONE */
	DfgInput in[SIMT_MAX_IN];  /* DIN_NODE: register src */
	uint32_t target[2];  /* BR: taken, not taken; JMP: target[0] (pcs) */
	uint32_t reconv;   /* BR: pc, or SIMT_NONE for the kernel's exit */
	uint32_t line;
	uint32_t kir;      /* originating KIR instruction, 0 if synthesised */
	uint32_t block;    /* schedule ID of the kernel-IR block it came from */
} SimtInst;

typedef struct {
	SimtInst *insts;   /* pc 0 .. ninsts - 1; entry at 0 */
	uint32_t ninsts, cap;
	/* before pass_regalloc: registers are virtual, 1..nvregs, vwidth[v]
	 * 32-bit words each (1, or 2 for i64, f64, ptr); after it they are
	 * the machine's, 0..nregs - 1, a 64-bit value in the even-aligned pair
	 * named by its first register */
	uint32_t nvregs;
	uint8_t *vwidth;   /* [0..nvregs] */
	int allocated;
	uint32_t nregs;
	/* pass_regalloc: the cap it kept to (0 none), where its spill slots
	 * start in the thread's local frame and how many bytes they take, the
	 * values spilled and the loads and stores that spilling added */
	uint32_t max_regs, local_base, spill_bytes;
	uint32_t nspilled, spill_loads, spill_stores;
} SimtCode;

/* Needs pass_schedule. `out` is overwritten (pass_simt_free a previous
 * result first). Never fails on a scheduled kernel. */
void pass_simt(const KirFunc *f, SimtCode *out);
/* Register allocation (passes/regalloc.c): liveness at instruction
 * granularity over the stream, Chaitin interference (a MOV's source does not
 * interfere with its destination), greedy colouring with a preference for a
 * copy partner's register, 64-bit values in even-aligned pairs. When the
 * colouring needs more than max_regs registers (0: no cap), values are
 * spilled to local memory (slots from local_base, rounded up to 8, in the
 * thread's local frame: spill_bytes more of it) and the allocation starts
 * again, until it fits. Then a MOV whose source and destination share a
 * register is deleted, a result nothing reads writes no register, and jumps
 * to the next pc or to a jump are tidied (targets and reconvergence pcs
 * follow). Returns 0, or 1 when no spilling can make the kernel fit
 * max_regs (the code is then not allocated). */
int pass_regalloc(SimtCode *c, uint32_t max_regs, uint32_t local_base);
void pass_simt_free(SimtCode *c);
/* One line per instruction: "  pc: dst = op.type inputs -> targets
 * reconv PC  ; kir K line L", registers as vN before allocation, rN (or
 * rN:rN+1 for a pair) after. */
void pass_dump_simt(FILE *out, const KirModule *m, const KirFunc *f,
                    const SimtCode *c);

/* Dumps (passes/dump.c): stable text formats checked by golden tests.
 * blocks: "kernel NAME(params)", then per block in ID order
 *   "block ID NAME -> SUCC-ID[ (back)], ..." ("-> exit" for a return),
 *   "  barrier", "  part K/N of FIRST", "  live in:", "  live out:",
 *   "  lv reads:" as lvLV#ID, "  lv writes: lvLV#ID <- VALUE[ (to SUCC-ID)]",
 *   "  dfg: N nodes (ALU a, SCU s, ...)"; then "live values: N, IDs: M",
 *   one line per live value, and "summary: ...". Any of live, dfg may be
 *   NULL.
 * dfg: per block "  nN = mnemonic[.type] [attrs] inputs[  ; line L]", inputs
 *   as nN, order(nN), immediates, $param, &symbol+offset; "if [!]nN" for a
 *   live-value store's predicate; then "  units: ...".
 * dot: one digraph per kernel, a cluster per block, data edges solid and
 *   order edges dashed; static inputs in the node labels. */
void pass_dump_blocks(FILE *out, const KirModule *m, const KirFunc *f,
                      const KirLive *live, const DfgFunc *dfg);
void pass_dump_dfg(FILE *out, const KirModule *m, const KirFunc *f,
                   const DfgFunc *dfg);
void pass_dump_dot(FILE *out, const KirModule *m, const KirFunc *f,
                   const DfgFunc *dfg);

#endif
