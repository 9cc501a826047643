/* The compiled program's lifetime: one arena for everything but the
 * graphs' node arrays, which dfg_node_new grows with realloc; and finding
 * a kernel in it. */
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

const ProgKernel *
prog_pick_kernel(const Program *p, const char *name, const char *file,
                 DiagList *d)
{
	if (name) {
		const ProgKernel *k = prog_kernel(p, name);

		if (k)
			return k;
		diag_add(d, DIAG_ERROR, file, 0, 0, "no kernel '%s' in the file", name);
	} else if (p->nkernels == 1) {
		return &p->kernels[0];
	} else if (p->nkernels == 0) {
		diag_add(d, DIAG_ERROR, file, 0, 0, "no kernel in the file");
		return NULL;
	} else {
		diag_add(d, DIAG_ERROR, file, 0, 0, "%u kernels in the file; choose "
		         "one with --kernel=NAME", p->nkernels);
	}
	/* what there is to choose from */
	for (uint32_t k = 0; k < p->nkernels; k++)
		diag_add(d, DIAG_NOTE, file, 0, 0, "kernel '%s'",
		         p->kernels[k].name ? p->kernels[k].name : "");
	return NULL;
}
