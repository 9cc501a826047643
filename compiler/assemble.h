/* Assembling a compiled kernel with its placement (compiler/assemble.c). */
#ifndef VGIW_ASSEMBLE_H
#define VGIW_ASSEMBLE_H

#include "vgiw/passes.h"
#include "vgiw/placeroute.h"
#include "vgiw/program.h"

/* Append kernel f to p: its graphs move out of dfg; with a map, every
 * block gets the replicas, cells and routes of place and route on a grid
 * of `cols` columns. */
void assemble_kernel(Program *p, const KirModule *m, const KirFunc *f,
                     const KirLive *live, DfgFunc *dfg, const PrKernelMap *map,
                     uint32_t cols);

#endif
