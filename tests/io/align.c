/* Rewrites the align field of every memory operation of a .cfg (VGIW and
 * GPU-CC nodes, GPU-CC load/store units, SIMT instructions) to one value
 * and writes the file again, so align.sh can show that the simulators'
 * results do not depend on it (align is the compiler's promise about the
 * address, as LLVM's; 0 where there is none, as on atomics).
 * Usage: cfg_align IN.cfg OUT.cfg VALUE */
#include <stdio.h>
#include <stdlib.h>

#include "vgiw/cfg.h"
#include "vgiw/ops.h"

static int
mem_op(unsigned op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
	       op == OP_FENCE;
}

int
main(int argc, char **argv)
{
	DiagList d = { 0 };
	unsigned changed = 0;

	if (argc != 4) {
		fprintf(stderr, "usage: cfg_align IN.cfg OUT.cfg VALUE\n");
		return 2;
	}
	uint16_t value = (uint16_t)strtoul(argv[3], NULL, 0);
	Program *p = cfg_read_file(argv[1], NULL, &d);
	if (!p) {
		diag_print(&d, stderr);
		return 1;
	}
	for (uint32_t k = 0; k < p->nkernels; k++) {
		ProgKernel *K = &p->kernels[k];
		for (uint32_t b = 0; b < K->nblocks; b++)
			for (uint32_t n = 1; n <= K->blocks[b].graph.nnodes; n++) {
				DfgNode *x = &K->blocks[b].graph.nodes[n];
				if (mem_op(x->op) && x->align != value) {
					x->align = value;
					changed++;
				}
			}
		if (K->gpucc)
			for (uint32_t u = 0; u < K->gpucc->ncores + K->gpucc->nlsus; u++) {
				ProgGpuccUnit *x = &K->gpucc->units[u];
				if (u >= K->gpucc->ncores && x->op != PROG_GPUCC_UNUSED &&
				    mem_op(x->op) && x->align != value) {
					x->align = value;
					changed++;
				}
			}
		if (K->simt)
			for (uint32_t i = 0; i < K->simt->ninsts; i++) {
				ProgSimtInst *x = &K->simt->insts[i];
				if (mem_op(x->op) && x->align != value) {
					x->align = value;
					changed++;
				}
			}
	}
	int rc = cfg_write_file(p, argv[2], &d);
	diag_print(&d, stderr);
	diag_free(&d);
	prog_free(p);
	printf("%u memory operations changed\n", changed);
	return rc || !changed;
}
