/* The driver's hand-over unit (compiler/assemble.c): kernel IR, graphs and
 * their mapping, or a SIMT stream, become the Program, for every target. */
#ifndef VGIW_ASSEMBLE_H
#define VGIW_ASSEMBLE_H

#include "vgiw/gpucc.h"
#include "vgiw/passes.h"
#include "vgiw/placeroute.h"
#include "vgiw/program.h"

/* The parameters of f as a program passes them (names are f's): what the
 * GPU-CC mapper, which sees no kernel IR, knows of them. Caller frees. */
ProgParam *assemble_params(const KirFunc *f);

/* Append kernel f to p: its parameters, the module's globals as symbols,
 * and per block (by ID) its successors, barrier flag, partition chain,
 * live-value IDs read and written, and its graph, which moves out of dfg
 * (the caller's DfgFunc keeps empty blocks); with a map, every block gets
 * the replicas, cells and routes of place and route on a grid of `cols`
 * columns, else one replica, unplaced. */
void assemble_kernel(Program *p, const KirModule *m, const KirFunc *f,
                     const KirLive *live, DfgFunc *dfg, const PrKernelMap *map,
                     uint32_t cols);
/* The same for an if-converted kernel (one block) and its GPU-CC mapping:
 * the one block as above, and the SM configuration of map, copied into
 * p's arena. The caller makes p with target PROG_GPUCC and the GPU-CC arch
 * fingerprint. */
void assemble_kernel_gpucc(Program *p, const KirModule *m, const KirFunc *f,
                           const KirLive *live, DfgFunc *dfg,
                           const GpuccMap *map);

/* SGMF: the whole-kernel graph `g` (moved out, g left empty) as block 0,
 * no successors and no live values, placed by `bm` on a grid of `cols`
 * columns, with `threads` in flight per replica. The caller makes p with
 * target PROG_SGMF and the VGIW arch fingerprint (same fabric). */
void assemble_kernel_sgmf(Program *p, const KirModule *m, const KirFunc *f,
                          DfgBlock *g, const PrBlockMap *bm, uint32_t cols,
                          uint32_t threads);

/* A SIMT kernel: its header (parameters, symbols, local memory; no
 * blocks) and its register-allocated instruction stream, copied into p's
 * arena. The caller makes p with target PROG_SIMT and the SIMT arch
 * fingerprint. */
void assemble_kernel_simt(Program *p, const KirModule *m, const KirFunc *f,
                          const SimtCode *c);

#endif
