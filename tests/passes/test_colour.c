/* Greedy colouring over sparse graphs (passes/colour.c): the neighbour
 * lists and the cliques give the colours a bitset-matrix greedy in node
 * order gives (the reference below, the form the passes used before), on
 * hand-made and random graphs with widths and preferences. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "colour_int.h"

/* The reference: matrix m[v * (n + 1) + u], node order, smallest aligned
 * free run, the preferred colour first. */
static uint32_t
ref_colour(const uint8_t *m, uint32_t n, const uint8_t *width,
           const uint32_t *prefer, uint32_t *colour)
{
	uint32_t nc = 0;
	uint8_t *used = calloc(2 * ((size_t)n + 2), 1);

	for (uint32_t v = 1; v <= n; v++) {
		uint32_t wd = width ? width[v] : 1, c = 0, p = prefer ? prefer[v] : 0;

		memset(used, 0, 2 * ((size_t)n + 2));
		for (uint32_t u = 1; u < v; u++)
			if (m[(size_t)v * (n + 1) + u])
				for (uint32_t k = 0; k < (width ? width[u] : 1u); k++)
					used[colour[u] + k] = 1;
		if (p && p < v && colour[p] % wd == 0 && !used[colour[p]] &&
		    !used[colour[p] + wd - 1])
			c = colour[p];
		else
			while (used[c] || used[c + wd - 1])
				c += wd;
		colour[v] = c;
		if (c + wd > nc)
			nc = c + wd;
	}
	free(used);
	return nc;
}

static uint32_t rng = 12345;

static uint32_t
rnd(uint32_t k)
{
	rng = rng * 1103515245u + 12345u;
	return (rng >> 8) % k;
}

/* A triangle and a pendant: three colours; the lists hold each edge once,
 * under either end, with a duplicate. */
static void
test_lists_small(void **state)
{
	(void)state;
	/* edges 1-2, 1-3, 2-3, 3-4 */
	size_t off[6] = { 0, 0, 0, 1, 3, 5 };
	uint32_t nbr[5] = { 1, 1, 2, 3, 3 };
	uint32_t col[5];

	assert_int_equal(pass_colour_lists(off, nbr, 4, NULL, NULL, col), 3);
	assert_int_equal(col[1], 0);
	assert_int_equal(col[2], 1);
	assert_int_equal(col[3], 2);
	assert_int_equal(col[4], 0);
}

static void
test_lists_random(void **state)
{
	(void)state;
	for (int round = 0; round < 200; round++) {
		uint32_t n = 1 + rnd(60), pct = 1 + rnd(60);
		uint8_t *m = calloc(((size_t)n + 1) * (n + 1), 1);
		uint8_t *width = calloc((size_t)n + 1, 1);
		uint32_t *prefer = calloc((size_t)n + 1, sizeof *prefer);
		size_t *off = calloc((size_t)n + 2, sizeof *off);
		uint32_t *nbr = malloc(((size_t)n + 1) * (n + 1) * 2 * sizeof *nbr);
		uint32_t *a = calloc((size_t)n + 1, sizeof *a);
		uint32_t *b = calloc((size_t)n + 1, sizeof *b);
		size_t ne = 0;

		for (uint32_t v = 1; v <= n; v++) {
			width[v] = (uint8_t)(1 + (rnd(4) == 0));
			prefer[v] = v > 1 && rnd(3) == 0 ? 1 + rnd(v - 1) : 0;
			for (uint32_t u = 1; u < v; u++)
				if (rnd(100) < pct)
					m[(size_t)v * (n + 1) + u] = m[(size_t)u * (n + 1) + v] = 1;
		}
		/* v's list: every neighbour, above or below, some twice */
		for (uint32_t v = 1; v <= n; v++) {
			off[v] = ne;
			for (uint32_t u = 1; u <= n; u++)
				if (m[(size_t)v * (n + 1) + u]) {
					nbr[ne++] = u;
					if (rnd(5) == 0)
						nbr[ne++] = u;
				}
		}
		off[n + 1] = ne;
		uint32_t r = ref_colour(m, n, width, prefer, a);
		assert_int_equal(pass_colour_lists(off, nbr, n, width, prefer, b), r);
		assert_memory_equal(&a[1], &b[1], n * sizeof *a);
		free(m);
		free(width);
		free(prefer);
		free(off);
		free(nbr);
		free(a);
		free(b);
	}
}

static void
test_cliques_random(void **state)
{
	(void)state;
	for (int round = 0; round < 200; round++) {
		uint32_t n = 1 + rnd(80), ncl = rnd(30);
		uint8_t *m = calloc(((size_t)n + 1) * (n + 1), 1);
		size_t *coff = calloc((size_t)ncl + 1, sizeof *coff);
		uint32_t *mem = malloc(((size_t)ncl * n + 1) * sizeof *mem);
		uint32_t *a = calloc((size_t)n + 1, sizeof *a);
		uint32_t *b = calloc((size_t)n + 1, sizeof *b);
		size_t ne = 0;

		for (uint32_t k = 0; k < ncl; k++) {
			uint32_t pct = rnd(40);
			size_t first = ne;

			for (uint32_t v = 1; v <= n; v++)
				if (rnd(100) < pct)
					mem[ne++] = v;
			for (size_t i = first; i < ne; i++)
				for (size_t j = first; j < ne; j++)
					m[(size_t)mem[i] * (n + 1) + mem[j]] = 1;
			coff[k + 1] = ne;
		}
		uint32_t r = ref_colour(m, n, NULL, NULL, a);
		assert_int_equal(pass_colour_cliques(coff, mem, ncl, n, b), r);
		assert_memory_equal(&a[1], &b[1], n * sizeof *a);
		free(m);
		free(coff);
		free(mem);
		free(a);
		free(b);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lists_small),
		cmocka_unit_test(test_lists_random),
		cmocka_unit_test(test_cliques_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
