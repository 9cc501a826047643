/* Writes the seed corpus of fuzz_cfg into a directory: the backend tests'
 * sample program, placed on the default arch, with and without its debug
 * section, an empty program, and the GPU-CC sample (target 2). */
#include <stdio.h>
#include <sys/stat.h>

#include "cfg_fixture.h"

static int
put(Program *p, const char *dir, const char *name)
{
	char path[512];
	DiagList d = { 0 };
	int rc;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	rc = cfg_write_file(p, path, &d);
	diag_print(&d, stderr);
	diag_free(&d);
	return rc;
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fputs("usage: fuzz_cfg_seed DIR\n", stderr);
		return 2;
	}
	mkdir(argv[1], 0777);
	Arch *a = arch_default();
	Program *p = fx_program(a), *e = prog_new();
	int rc = put(p, argv[1], "saxpy.cfg") | put(e, argv[1], "empty.cfg");
	Program *g = fx_gpucc_program(a, 2);
	rc |= put(g, argv[1], "gpucc-saxpy.cfg");
	prog_free(g);
	ProgKernel *k = &p->kernels[0];
	k->source = NULL;
	for (uint32_t b = 0; b < k->nblocks; b++) {
		k->blocks[b].graph.block = 0;
		for (uint32_t n = 1; n <= k->blocks[b].graph.nnodes; n++) {
			k->blocks[b].graph.nodes[n].kir = 0;
			k->blocks[b].graph.nodes[n].line = 0;
			k->blocks[b].graph.nodes[n].lv = 0;
		}
	}
	rc |= put(p, argv[1], "saxpy-nodebug.cfg");
	prog_free(p);
	prog_free(e);
	arch_free(a);
	return rc ? 1 : 0;
}
