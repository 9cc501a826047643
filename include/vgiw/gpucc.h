/* GPU-CC compilation (DESIGN.md section 3, docs/gpucc.md): if-conversion of a
 * kernel into one predicated block (passes/ifconv.c, in vgiw_passes), and its
 * mapping onto the SM's cores, load/store units and data lanes A-E, with
 * copies, the program model, a report and a picture (placeroute/gpucc*.c, in
 * vgiw_placeroute). No LLVM.
 *
 * The driver's order, per kernel of a module canonicalised at -O3:
 *   pass_schedule(f, d);            as for VGIW
 *   pass_ifconvert(f, d);           one block, ends in EXIT
 *   gpucc_map_kernel(a, f, 0, &map, d);
 *   gpucc_write_report / gpucc_write_svg (--emit=report|svg), and
 *   gpucc_program_kernel(p, m, f, &map) into a Program with target PROG_GPUCC;
 *   gpucc_map_free(&map). */
#ifndef VGIW_GPUCC_H
#define VGIW_GPUCC_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/dfg.h"
#include "vgiw/kir.h"
#include "vgiw/passes.h"
#include "vgiw/program.h"
#include "vgiw/support.h"

/* If-conversion (passes/ifconv.c). Needs pass_schedule. The whole kernel
 * becomes its entry block: blocks in schedule order, both sides of every
 * branch computed; a block's predicate is its immediate dominator's when it
 * post-dominates it, else the OR of its incoming edges' predicates (the
 * predecessor's AND the branch condition or its XOR with true); phis become
 * SELECT chains on edge predicates, each taken where the outer ones are
 * false (so an AND with their negation drops out); LD/ST/ATOM under a
 * predicate other than true get it as a last operand with KIF_PREDICATED;
 * ctaid.x * ntid.x + tid.x (i32, or i64 of the extended coordinates)
 * becomes one TID of coordinate KIR_GID_X; icmp eq|ne x, 0 (or x, y with
 * x - y computed) of an x (x - y) also converted to floating point tests
 * the conversion; values nothing uses any more are dropped; the block ends
 * in a return. Re-runs pass_schedule.
 * Diagnoses (and leaves f unchanged): a back edge ("loop with unknown trip
 * count", at the branch's line), a barrier, a compare-and-swap under a
 * predicate (four operands). Returns 0, or 1 after diagnostics. */
int pass_ifconvert(KirFunc *f, DiagList *d);

/* One lane connection: the output of `unit` to all its consumers (they all
 * read the lane the producer drives), spanning line positions [lo, hi]. */
typedef struct {
	uint32_t unit;       /* producer, index into sm.units */
	uint32_t copy;
	uint32_t lo, hi;     /* closed interval of line positions */
	uint32_t lane;       /* 0..lanes-1 = A..E */
	uint32_t nsinks;     /* consuming input slots */
} GpuccNet;

typedef struct {
	const char *kernel;
	ProgGpucc sm;          /* units, positions, copies (arrays malloc'ed) */
	uint32_t cores_per_copy, lsus_per_copy;
	uint32_t lanes_used;   /* all copies together: the largest overlap */
	uint32_t *copy_lanes;  /* [copies]: lanes one copy's nets use */
	uint32_t *at;          /* unit at each line position */
	GpuccNet *nets;
	uint32_t nnets;
	/* the one-block graph the units execute (ProgGpuccUnit.node indexes
	 * dfg.blocks[0].nodes) and its (empty) live values; gpucc_program_kernel
	 * moves the graph into the program */
	KirLive live;
	DfgFunc dfg;
} GpuccMap;

/* Lane assignment by interval colouring: nets sorted by left end (then
 * right end, then index) each take the smallest lane free over their
 * interval, which needs exactly the largest overlap of lanes, an optimum.
 * Sets nets[].lane; returns the lane count. Deterministic. */
uint32_t gpucc_assign_lanes(GpuccNet *nets, uint32_t n);

/* Map a one-block graph (from pass_dfg of an if-converted kernel, or made by
 * hand): cores for ALU/SCU nodes and thread coordinates (TID), LSUs for
 * memory nodes, JOINs and FENCEs folded into the LSUs' ordering
 * predecessors, EXIT dropped; an LSU's address `iadd X, IMM` becomes X
 * and the unit's offset (the add's core goes when nothing else uses it);
 * stream reuse of loads whose addresses differ by multiples of their
 * per-thread stride (params: the kernel's, for __restrict__ bases; NULL:
 * none); as many copies as cores, LSUs and lanes allow (max_copies 0: no
 * limit), each in its own stretch of the line, placed by annealing and,
 * when that needs more lanes than the SM has, an exact search; cores left
 * over compute a thread-index value twice rather than carry it across the
 * line. `out` is overwritten; on failure it is empty.
 * Diagnostics at file:line name what ran out ("kernel 'k' needs 40 cores,
 * the SM has 32", "... needs 6 lanes, the arch has 5"). Returns 0 or 1. */
int gpucc_map_graph(const Arch *a, const DfgBlock *g, const KirParam *params,
                    uint32_t nparams, uint32_t max_copies, const char *kernel,
                    const char *file, uint32_t line, GpuccMap *out,
                    DiagList *d);
/* pass_live + pass_dfg (no split trees: a lane reaches every consumer) of
 * an if-converted kernel, then gpucc_map_graph. Returns 0 or 1. */
int gpucc_map_kernel(const Arch *a, const KirFunc *f, uint32_t max_copies,
                     GpuccMap *out, DiagList *d);
void gpucc_map_free(GpuccMap *m);

/* Append kernel f to p (pass_program_kernel with the one block, whose graph
 * moves out of map->dfg) and attach the GPU-CC configuration, copied into
 * p's arena. The caller sets p->target = PROG_GPUCC and the GPU-CC arch
 * fingerprint. Returns 0. */
int gpucc_program_kernel(Program *p, const KirModule *m, const KirFunc *f,
                         GpuccMap *map);

/* Text: copies, units and lanes used per copy, then every used core and
 * LSU with its instruction, static inputs and lanes. */
void gpucc_write_report(FILE *out, const GpuccMap *m);
/* SVG: the units on their line, lanes A-E as tracks, each connection on
 * its lane. Returns 0, or -1 on a write error. */
int gpucc_write_svg(FILE *out, const GpuccMap *m);

#endif
