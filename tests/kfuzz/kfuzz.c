/* kfuzz - the random kernel generator and the file tools of the differential
 * kernel fuzzer (docs/kfuzz.md). It owns no knowledge of the toolchain under
 * test: it writes CUDA source and launch files, makes input buffers, and
 * compares output buffers.
 *
 *   kfuzz gen SEED OUT.cu OUT.launch    a random, well-defined kernel
 *   kfuzz inputs LAUNCH DIR             DIR/inN.bin and DIR/launch (file: inits)
 *   kfuzz cmp LAUNCH DIR_A DIR_B        compare DIR_A/argN.bin with DIR_B/argN.bin
 *
 * This file: the command line (and gen's --without), and what every part
 * uses: the error exit, the random numbers, the text buffer. The generator
 * is gen_expr.c and gen_kernel.c, the launches launch.c (kfuzz_int.h).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kfuzz_int.h"

void
kf_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("kfuzz: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(2);
}

/* ---- random numbers: splitmix64, the same on every host ---- */

uint64_t kf_state;

uint64_t
kf_next(void)
{
	uint64_t z = (kf_state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* uniform in [0, n) (n small: the bias is negligible and deterministic) */
unsigned
kf_rnd(unsigned n)
{
	return (unsigned)(kf_next() % n);
}

/* ---- a growing text buffer ---- */

void
kf_put(KfText *t, const char *fmt, ...)
{
	va_list ap;

	for (;;) {
		va_start(ap, fmt);
		int n = vsnprintf(t->s ? t->s + t->len : NULL, t->s ? t->cap - t->len : 0, fmt, ap);
		va_end(ap);
		if (n < 0)
			kf_die("formatting failed");
		if (t->s && t->len + (size_t)n < t->cap) {
			t->len += (size_t)n;
			return;
		}
		t->cap = (t->cap ? t->cap * 2 : 4096) + (size_t)n;
		t->s = realloc(t->s, t->cap);
		if (!t->s)
			kf_die("out of memory");
	}
}

void
kf_indent(KfText *t, int depth)
{
	for (int i = 0; i < depth; i++)
		kf_put(t, "  ");
}

/* the constructs of --without, in the order of their F_ bits (kfuzz_int.h) */
static const char *const kf_feature_name[] = { "rotate", "mulhi", "bitcount", "switch",
	                                       "return", "local", "atomic", "do" };
unsigned kf_without;

int
main(int argc, char **argv)
{
	if ((argc == 5 || argc == 6) && !strcmp(argv[1], "gen")) {
		char *end;
		if (argc == 6) {
			if (strncmp(argv[5], "--without=", 10))
				kf_die("unknown option '%s'", argv[5]);
			for (char *w = strtok(argv[5] + 10, ","); w; w = strtok(NULL, ",")) {
				unsigned k = 0;
				while (k < sizeof kf_feature_name / sizeof kf_feature_name[0] &&
				       strcmp(w, kf_feature_name[k]))
					k++;
				if (k == sizeof kf_feature_name / sizeof kf_feature_name[0])
					kf_die("--without: unknown construct '%s' (rotate mulhi bitcount "
					       "switch return local atomic do)", w);
				kf_without |= 1u << k;
			}
		}
		errno = 0;
		uint64_t seed = strtoull(argv[2], &end, 10);
		if (*end || errno)
			kf_die("bad seed '%s'", argv[2]);
		kf_gen(seed, argv[3], argv[4]);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "inputs")) {
		kf_inputs(argv[2], argv[3]);
		return 0;
	}
	if (argc == 5 && !strcmp(argv[1], "cmp"))
		return kf_cmp(argv[2], argv[3], argv[4]);
	fprintf(stderr, "usage: kfuzz gen SEED OUT.cu OUT.launch [--without=rotate,mulhi,bitcount,"
	                "switch,return,local,atomic,do]\n"
	                "       kfuzz inputs LAUNCH DIR\n"
	                "       kfuzz cmp LAUNCH DIR_A DIR_B\n");
	return 2;
}
