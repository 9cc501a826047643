/* GPU-CC mapping (DESIGN.md section 3, docs/gpucc.md): one if-converted
 * kernel's graph onto the SM's cores, load/store units and data lanes A-E,
 * with copies, a report and a picture (placeroute/gpucc*.c, in
 * vgiw_placeroute). No LLVM and no kernel IR.
 *
 * The driver's order (compiler/pipeline.c), per kernel of a module
 * canonicalised at -O3:
 *   pass_schedule(f, d);            as for VGIW
 *   pass_ifconvert(f, d);           one block, ends in EXIT
 *   pass_live(f, &live); pass_dfg(f, &live, NULL, &dfg);
 *   gpucc_map_graph(a, &dfg.blocks[0], params, ..., &map, d);
 *   gpucc_write_report / gpucc_write_svg (--emit=report|svg), and
 *   assemble_kernel_gpucc (compiler/assemble.c) into a Program with target
 *   PROG_GPUCC; gpucc_map_free(&map). */
#ifndef VGIW_GPUCC_H
#define VGIW_GPUCC_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/dfg.h"
#include "vgiw/program.h"
#include "vgiw/support.h"

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
 * per-thread stride (params: the kernel's as the program passes them, for
 * __restrict__ bases; NULL: none); as many copies as cores, LSUs and lanes allow (max_copies 0: no
 * limit), each in its own stretch of the line, placed by annealing and,
 * when that needs more lanes than the SM has, an exact search; cores left
 * over compute a thread-index value twice rather than carry it across the
 * line. `out` is overwritten; on failure it is empty.
 * Diagnostics at file:line name what ran out ("kernel 'k' needs 40 cores,
 * the SM has 32", "... needs 6 lanes, the arch has 5"). Returns 0 or 1. */
int gpucc_map_graph(const Arch *a, const DfgBlock *g, const ProgParam *params,
                    uint32_t nparams, uint32_t max_copies, const char *kernel,
                    const char *file, uint32_t line, GpuccMap *out,
                    DiagList *d);
void gpucc_map_free(GpuccMap *m);

/* Text: copies, units and lanes used per copy, then every used core and
 * LSU with its instruction, static inputs and lanes. */
void gpucc_write_report(FILE *out, const GpuccMap *m);
/* SVG: the units on their line, lanes A-E as tracks, each connection on
 * its lane. Returns 0, or -1 on a write error. */
int gpucc_write_svg(FILE *out, const GpuccMap *m);

#endif
