/* libFuzzer target: any bytes through the .cfg decoder, with and without
 * the default architecture. A decode must never read out of bounds or
 * crash; what it accepts must dump, and re-encode to the same bytes (the
 * reader enforces canonical files). Built twice: fuzz_cfg with the CRC
 * checks off, fuzz_cfg_sem with them on and a mutator that fixes CRCs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/cfg.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef FUZZ_SEMANTIC
/* The semantic mode (fuzz_cfg_sem): libFuzzer mutates, then every section
 * CRC and the header CRC are recomputed, so that mutants reach the
 * validation of the contents rather than stopping at a checksum. The
 * decoder is built with its CRC checks on (and so its canonical check
 * compares the CRC fields too). */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                               unsigned seed);

static uint32_t
get32(const uint8_t *b, size_t at)
{
	return (uint32_t)b[at] | (uint32_t)b[at + 1] << 8 |
	       (uint32_t)b[at + 2] << 16 | (uint32_t)b[at + 3] << 24;
}

static void
put32(uint8_t *b, size_t at, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		b[at + (size_t)i] = (uint8_t)(v >> 8 * i);
}

static void
fix_crcs(uint8_t *b, size_t size)
{
	if (size < 52)
		return;
	uint32_t n = get32(b, 44);
	if (n > (size - 52) / 16)
		return;   /* a count past the file: nothing sensible to fix */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t off = get32(b, 48 + 16 * (size_t)i + 4);
		uint32_t sz = get32(b, 48 + 16 * (size_t)i + 8);
		if ((uint64_t)off + sz <= size)
			put32(b, 48 + 16 * (size_t)i + 12, cfg_crc32(0, b + off, sz));
	}
	put32(b, 48 + 16 * (size_t)n, cfg_crc32(0, b, 48 + 16 * (size_t)n));
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                        unsigned seed)
{
	(void)seed;
	size = LLVMFuzzerMutate(data, size, max_size);
	fix_crcs(data, size);
	return size;
}
#endif

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
#ifdef FUZZ_SEMANTIC
	/* the reader accepts only canonical files: they are what it read */
	if (n1 != size || memcmp(b1, data, size))
		abort();
#endif
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
