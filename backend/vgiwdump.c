/* vgiwdump: print a .cfg as text (the format of vgiwcc --emit=asm), after
 * the reader's full validation, optionally against an architecture, and
 * optionally write its $readmemh images. */
#include <stdio.h>
#include <string.h>

#include "vgiw/cfg.h"

static int
usage(FILE *out)
{
	fputs("usage: vgiwdump kernel.cfg [--arch=FILE] [--hex=DIR]\n"
	      "  --arch=FILE  also check the file against this architecture\n"
	      "               (fingerprint, grid, unit classes, opcodes, links)\n"
	      "  --hex=DIR    write $readmemh images into DIR (which must exist)\n",
	      out);
	return out == stdout ? 0 : 2;
}

int
main(int argc, char **argv)
{
	const char *in = NULL, *arch_path = NULL, *hex = NULL;
	DiagList d = { 0 };
	Arch *arch = NULL;
	Program *p = NULL;
	int rc = 1;

	for (int i = 1; i < argc; i++) {
		if (strncmp(argv[i], "--arch=", 7) == 0)
			arch_path = argv[i] + 7;
		else if (strncmp(argv[i], "--hex=", 6) == 0)
			hex = argv[i] + 6;
		else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
			return usage(stdout);
		else if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr, "vgiwdump: unknown option %s\n", argv[i]);
			return usage(stderr);
		} else if (in)
			return usage(stderr);
		else
			in = argv[i];
	}
	if (!in)
		return usage(stderr);
	if (arch_path && !(arch = arch_load_file(arch_path, &d)))
		goto done;
	if (!(p = cfg_read_file(in, arch, &d)))
		goto done;
	if (hex && cfg_write_hex(p, hex, &d))
		goto done;
	cfg_dump(stdout, p);
	rc = fflush(stdout) ? 1 : 0;
done:
	diag_print(&d, stderr);
	diag_free(&d);
	prog_free(p);
	arch_free(arch);
	return rc;
}
