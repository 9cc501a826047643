/* vgiwref: run a kernel's LLVM IR on the reference interpreter over a
 * launch and write the resulting buffers; the oracle for vgiwsim --check,
 * usable on its own to see what a kernel computes. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/launch.h"
#include "vgiw/reference.h"

static void
usage(FILE *f)
{
	fprintf(f, "usage: vgiwref KERNEL.ll [--kernel=NAME] [-O0..-O3] [--launch=FILE]\n"
	        "               --grid=X[,Y[,Z]] --block=X[,Y[,Z]] --arg=... [--out=DIR]\n"
	        "               [--max-steps=N] [--max-thread-steps=N] [--emit-ll]\n"
	        "  --arg=  a number (scalar), buf:TYPE:COUNT[:INIT] with TYPE i8 i16 i32\n"
	        "          i64 f32 f64 and INIT zero|seq|rand[:SEED]|const:V|file:PATH,\n"
	        "          tex:TYPE[xC]:W[xH[xD]][:MODE][:INIT] for a texture object,\n"
	        "          or struct:TYPE:V,... for a byval struct; in parameter order\n"
	        "  --dynamic-shared=BYTES  dynamic shared memory per CTA (extern __shared__)\n"
	        "  --launch=FILE  read launch options from FILE (samples/*.launch; every\n"
	        "                 line, '#' comments)\n"
	        "  --out=DIR      write DIR/argN.bin per buffer and DIR/summary.txt\n"
	        "  --max-steps=N  stop after N instructions in the whole launch (default\n"
	        "                 0: no limit)\n"
	        "  --max-thread-steps=N  stop after N instructions in one thread (default\n"
	        "                 %llu, an endless loop's guard; 0: no limit)\n"
	      "  --emit-ll      print the canonicalised module to stdout\n",
	        (unsigned long long)REF_DEFAULT_THREAD_STEPS);
}

static int
parse_count(const char *s, uint64_t *out)
{
	char *end;
	unsigned long long v = strtoull(s, &end, 10);
	if (!*s || *end)
		return -1;
	*out = v;
	return 0;
}

int
main(int argc, char **argv)
{
	const char *input = NULL, *out = NULL, *launch_file = NULL;
	RefOptions o = { .opt = 2 };
	RefStats st;
	DiagList d = { 0 };
	Launch l;
	int rc = 1;

	launch_init(&l);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int r;
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			usage(stdout);
			launch_free(&l);
			return 0;
		} else if (strncmp(a, "--kernel=", 9) == 0) {
			o.kernel = a + 9;
		} else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
			o.opt = a[2] - '0';
		} else if (strncmp(a, "--out=", 6) == 0) {
			out = a + 6;
		} else if (strncmp(a, "--launch=", 9) == 0) {
			launch_file = a + 9;
			launch_read_file(&l, launch_file, &d);
		} else if (strncmp(a, "--max-steps=", 12) == 0) {
			if (parse_count(a + 12, &o.max_total_steps))
				diag_add(&d, DIAG_ERROR, NULL, 0, 0, "%s: expected a count", a);
		} else if (strncmp(a, "--max-thread-steps=", 19) == 0) {
			if (parse_count(a + 19, &o.max_thread_steps))
				diag_add(&d, DIAG_ERROR, NULL, 0, 0, "%s: expected a count", a);
			else if (o.max_thread_steps == 0)  /* RefOptions' 0 is the default */
				o.max_thread_steps = UINT64_MAX;
		} else if (strcmp(a, "--emit-ll") == 0) {
			o.ll_out = stdout;
		} else if ((r = launch_option(&l, a, &d)) != 0) {
			(void)r;  /* consumed, or diagnosed */
		} else if (a[0] == '-') {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "unknown option '%s' (see --help)", a);
		} else if (input) {
			diag_add(&d, DIAG_ERROR, NULL, 0, 0, "more than one input: '%s' and '%s'",
			         input, a);
		} else {
			input = a;
		}
	}
	if (!input && !d.errors) {
		usage(stderr);
		goto done;
	}
	if (d.errors)
		goto done;
	const char *inputs[] = { input, launch_file };
	if (out && launch_check_out_dir(&l, out, inputs, 2, &d))
		goto done;
	if (ref_run(input, &o, &l, &st, &d))
		goto done;
	if (out && launch_write(&l, out, &d))
		goto done;
	fprintf(o.ll_out ? stderr : stdout, "vgiwref: %s: %llu CTAs x %llu threads, %llu instructions, "
	        "%llu barriers, shared %llu B/CTA, local %llu B/thread%s%s\n",
	        st.kernel, (unsigned long long)launch_cta_count(&l),
	        (unsigned long long)launch_block_threads(&l), (unsigned long long)st.steps,
	        (unsigned long long)st.barriers, (unsigned long long)st.shared_bytes,
	        (unsigned long long)st.local_bytes, out ? ", buffers in " : "", out ? out : "");
	rc = 0;
done:
	diag_print(&d, stderr);
	diag_free(&d);
	launch_free(&l);
	return rc;
}
