/* vgiwcc: the compiler driver. The architecture to compile for, the front
 * end, the pipeline of the target (compiler/pipeline.c), and the outputs,
 * which are written only when everything succeeded (through a temporary
 * file and a rename). Several inputs go to compiler/batch.c. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/arch.h"

#include "batch.h"
#include "options.h"
#include "pipeline.h"

/* Where the output goes: -o; else stdout for text; a .cfg beside the
 * input's name in the current directory (none with --run, which is then
 * the output); hex images name their directory with -o. */
static const char *
output_path(const Options *o)
{
	static char derived[4096];

	if (o->emit == EMIT_HEX)
		return NULL;
	if (o->output)
		return o->output;
	if (o->emit != EMIT_CFG || o->print_arch >= 0)
		return "-";
	if (o->run)
		return NULL;
	const char *base = strrchr(o->front.input, '/');
	base = base ? base + 1 : o->front.input;
	size_t n = strlen(base);
	if (n > 3 && (strcmp(base + n - 3, ".ll") == 0 || strcmp(base + n - 3, ".bc") == 0))
		n -= 3;
	snprintf(derived, sizeof derived, "%.*s.cfg", (int)n, base);
	return derived;
}

static int
write_output(const char *path, const char *data, size_t size, DiagList *d)
{
	VgiwOut out;

	if (vgiw_out_open(&out, path ? path : "-", d))
		return 1;
	if (size && fwrite(data, 1, size, out.f) != size) {
		int e = errno;
		vgiw_out_discard(&out);
		if (strcmp(out.path, "-") == 0)
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "cannot write to standard "
			         "output: %s", strerror(e));
		else
			diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(e));
		return 1;
	}
	return vgiw_out_close(&out, d) ? 1 : 0;
}

/* No output may replace an input (compared by device and inode, so links
 * count) or another output: the -o file, --stats, --sim-stats and --trace
 * against the source, the architecture and launch files. Batch mode checks
 * its --output-dir files itself, --out is checked once the launch is known. */
static int
check_outputs(const Options *o, DiagList *d)
{
	const char *inputs[] = { o->front.input, o->arch_file, o->launch_file };
	const char *outs[] = { o->batch ? NULL : output_path(o), o->stats, o->sim_stats,
	                       o->trace };

	return vgiw_check_outputs(outs, 4, inputs, 3, d);
}

int
main(int argc, char **argv)
{
	Options o = { 0 };
	DiagList d = { .limit = VGIW_ERROR_LIMIT };
	char *buf = NULL;
	size_t size = 0;
	FILE *out = NULL;
	Arch *arch = NULL;
	int status = 1;

	if (options_parse(argc, argv, &o, &d))
		goto done;
	d.limit = o.error_limit;
	if (check_outputs(&o, &d))
		goto done;
	if (!(arch = arch_setup_chip(o.arch_file, o.chip, o.overrides, o.noverrides,
	                             &d)))
		goto done;
	out = open_memstream(&buf, &size);
	if (!out)
		die("open_memstream: %s", strerror(errno));
	if (o.print_arch >= 0) {
		if (o.print_arch == 4) {
			const char *what, *name;
			for (uint32_t i = 0; (name = arch_chip_name(i, &what)); i++)
				fprintf(out, "%-10s %s\n", name, what);
		} else if (o.emit == EMIT_SVG) {
			arch_write_svg(arch, out);
		} else if (o.emit_given) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "--print-arch writes XML or, "
			         "with --emit=svg, the grid; not --emit=%s", emit_names[o.emit]);
			goto done;
		} else {
			char *x = arch_to_xml(arch, o.print_arch == 3 ? -1 : o.print_arch);
			fputs(x, out);
			free(x);
		}
	} else if (o.batch) {
		status = batch_compile(&o, arch, &d);
		goto done;
	} else {
		pipeline_compile_input(&o, arch, out, &d);
	}
	if (d.errors)
		goto done;
	fclose(out);
	out = NULL;
	status = 0;
	const char *path = output_path(&o);
	if (path)
		status = write_output(path, buf, size, &d);
done:
	if (out)
		fclose(out);
	free(buf);
	diag_print(&d, stderr);
	diag_free(&d);
	if (arch)
		arch_free(arch);
	options_free(&o);
	return status;
}
