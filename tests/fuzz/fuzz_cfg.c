/* libFuzzer target: any bytes through the .cfg decoder, with and without
 * the default architecture. A decode must never read out of bounds or
 * crash; what it accepts must dump, and re-encode to a fixed point. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/cfg.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Arch *arch;
static FILE *devnull;

static void
check(const uint8_t *data, size_t size, const Arch *a)
{
	DiagList d = { 0 };
	Program *p = cfg_decode(data, size, a, &d);

	if (!p) {
		if (d.errors != 1)
			abort();   /* a rejection is exactly one error */
		diag_free(&d);
		return;
	}
	cfg_dump(devnull, p);
	uint8_t *b1, *b2;
	size_t n1, n2;
	if (cfg_encode(p, &b1, &n1))
		abort();
	/* b1 is canonical: decoding and encoding it again changes nothing */
	Program *q = cfg_decode(b1, n1, a, &d);
	if (!q) {
		diag_print(&d, stderr);
		abort();
	}
	if (cfg_encode(q, &b2, &n2) || n1 != n2 || memcmp(b1, b2, n1))
		abort();
	free(b1);
	free(b2);
	prog_free(q);
	prog_free(p);
	diag_free(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!arch) {
		arch = arch_default();
		devnull = fopen("/dev/null", "w");
	}
	check(data, size, NULL);
	check(data, size, arch);
	return 0;
}
