/* Greedy colouring of an interference graph in bitset rows, in node order,
 * with widths (aligned runs of colours: register pairs) and an optional
 * preferred colour per node (a copy partner's, so the copy disappears). */
#include <stdlib.h>

#include "vgiw/support.h"

#include "colour_int.h"

static int
run_free(const uint32_t *used, uint32_t v, uint32_t c, uint32_t wd)
{
	for (uint32_t k = 0; k < wd; k++)
		if (used[c + k] == v)
			return 0;
	return 1;
}

uint32_t
pass_colour_greedy(const uint64_t *adj, uint32_t n, uint32_t w,
                   const uint8_t *width, const uint32_t *prefer,
                   uint32_t *colour)
{
	/* used[c] == v: colour c taken by a neighbour of v; colours stay below
	 * 2 (n + 1) with widths of at most 2 */
	size_t ncol = 2 * ((size_t)n + 2);
	uint32_t *used = xcalloc(ncol, sizeof *used);
	uint32_t ncolours = 0;

	for (uint32_t v = 1; v <= n; v++) {
		const uint64_t *row = &adj[(size_t)v * w];
		uint32_t wd = width ? width[v] : 1, c = 0;

		if (wd < 1 || wd > 2)
			die("colouring: node %u of width %u", v, wd);
		for (uint32_t i = 0; i <= v / 64 && i < w; i++)
			for (uint64_t x = row[i]; x; x &= x - 1) {
				uint32_t u = i * 64 + (uint32_t)__builtin_ctzll(x);

				if (u >= v)
					continue;
				for (uint32_t k = 0; k < (width ? width[u] : 1u); k++)
					used[colour[u] + k] = v;
			}
		uint32_t p = prefer ? prefer[v] : 0;
		if (p && p < v && colour[p] % wd == 0 && run_free(used, v, colour[p], wd))
			c = colour[p];
		else
			while (!run_free(used, v, c, wd))
				c += wd;
		colour[v] = c;
		if (c + wd > ncolours)
			ncolours = c + wd;
	}
	free(used);
	return ncolours;
}
