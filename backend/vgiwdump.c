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

/* What cfg_write_hex writes: kK_blocks.hex, kK_bID.hex and the like. */
static int
hex_name(const char *name)
{
	size_t n = strlen(name);

	return name[0] == 'k' && name[1] && strchr("0123456789", name[1]) &&
	       n > 4 && strcmp(name + n - 4, ".hex") == 0;
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
	const char *inputs[] = { in, arch_path };
	if (hex && vgiw_check_dir_output(hex, hex_name, inputs, 2, &d))
		goto done;
	if (arch_path && !(arch = arch_load_file(arch_path, &d)))
		goto done;
	if (!(p = cfg_read_file(in, arch, &d)))
		goto done;
	if (hex && cfg_write_hex(p, hex, &d))
		goto done;
	VgiwOut out;
	vgiw_out_open(&out, "-", &d);
	cfg_dump(out.f, p);
	rc = vgiw_out_close(&out, &d) ? 1 : 0;
done:
	diag_print(&d, stderr);
	diag_free(&d);
	prog_free(p);
	arch_free(arch);
	return rc;
}
