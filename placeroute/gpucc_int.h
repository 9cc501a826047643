/* Private to placeroute/gpucc*.c: one copy's units before placement
 * (Local), which gpucc_rewrite.c builds from the one-block graph and
 * rewrites, and gpucc.c places on the line and copies. */
#ifndef VGIW_GPUCC_INT_H
#define VGIW_GPUCC_INT_H

#include <stdint.h>

#include "vgiw/gpucc.h"

enum { K_NONE, K_CORE, K_LSU };

/* One copy's units, before placement: unit u executes node[u]. */
typedef struct {
	uint32_t nu;
	uint32_t *node;          /* [nu] DFG node */
	uint8_t *kind;           /* [nu] K_CORE / K_LSU */
	ProgGpuccUnit *proto;    /* [nu] instruction; in[].src = local unit */
	uint32_t *order_after;   /* [nu] local unit + 1, or 0 */
	/* nets: producer's consumers (local units), CSR over producers */
	uint32_t *net_first;     /* [nu + 1] */
	uint32_t *net_sink;      /* distinct consumers */
	uint32_t *net_slots;     /* [nu]: consuming input slots */
	uint8_t linear;          /* stream reuse reads gid.x as the thread index */
} Local;

static inline int
is_token(uint8_t k)
{
	return k == DIN_NODE || k == DIN_ORDER;
}

/* gpucc_rewrite.c */
uint32_t gpucc_local_build(const Arch *a, const DfgBlock *g,
                           const ProgParam *params, uint32_t nparams,
                           const char *kernel, const char *file, Local *l,
                           DiagList *d);
void gpucc_local_clone(const Local *l, Local *c);
void gpucc_local_free(Local *l);
int gpucc_regenerate(Local *l, const uint32_t *slot, uint32_t spare);

#endif
