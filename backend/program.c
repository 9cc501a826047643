/* The compiled program's lifetime: one arena for everything but the
 * graphs' node arrays, which dfg_node_new grows with realloc. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/program.h"

Program *
prog_new(void)
{
	Program *p = xcalloc(1, sizeof *p);

	p->target = PROG_VGIW;
	return p;
}

void
prog_free(Program *p)
{
	if (!p)
		return;
	for (uint32_t k = 0; k < p->nkernels; k++)
		for (uint32_t b = 0; b < p->kernels[k].nblocks; b++)
			free(p->kernels[k].blocks[b].graph.nodes);
	arena_free(&p->arena);
	free(p);
}

const ProgKernel *
prog_kernel(const Program *p, const char *name)
{
	for (uint32_t k = 0; k < p->nkernels; k++)
		if (p->kernels[k].name && name && strcmp(p->kernels[k].name, name) == 0)
			return &p->kernels[k];
	return NULL;
}
