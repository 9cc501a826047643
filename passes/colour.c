/* Greedy colouring of a sparse interference graph (neighbour lists or
 * cliques), in node order, with widths (aligned runs of colours: register
 * pairs) and an optional preferred colour per node (a copy partner's, so
 * the copy disappears). */
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

/* v's colour once used[] marks (== v) its earlier neighbours' colours */
static uint32_t
pick(const uint32_t *used, uint32_t v, uint32_t wd, uint32_t p,
     const uint32_t *colour)
{
	uint32_t c = 0;

	if (p && p < v && colour[p] % wd == 0 && run_free(used, v, colour[p], wd))
		return colour[p];
	while (!run_free(used, v, c, wd))
		c += wd;
	return c;
}

uint32_t
pass_colour_lists(const size_t *off, const uint32_t *nbr, uint32_t n,
                  const uint8_t *width, const uint32_t *prefer,
                  uint32_t *colour)
{
	/* used[c] == v: colour c taken by a neighbour of v; colours stay below
	 * 2 (n + 1) with widths of at most 2 */
	size_t ncol = 2 * ((size_t)n + 2);
	uint32_t *used = xcalloc(ncol, sizeof *used);
	uint32_t ncolours = 0;

	for (uint32_t v = 1; v <= n; v++) {
		uint32_t wd = width ? width[v] : 1;

		if (wd < 1 || wd > 2)
			die("colouring: node %u of width %u", v, wd);
		for (size_t e = off[v]; e < off[v + 1]; e++) {
			uint32_t u = nbr[e];

			if (u >= v)
				continue;
			for (uint32_t k = 0; k < (width ? width[u] : 1u); k++)
				used[colour[u] + k] = v;
		}
		colour[v] = pick(used, v, wd, prefer ? prefer[v] : 0, colour);
		if (colour[v] + wd > ncolours)
			ncolours = colour[v] + wd;
	}
	free(used);
	return ncolours;
}

uint32_t
pass_colour_cliques(const size_t *coff, const uint32_t *members,
                    uint32_t ncliques, uint32_t n, uint32_t *colour)
{
	/* in[v .. ]: the cliques that hold v, by counting sort */
	size_t *ioff = xcalloc((size_t)n + 2, sizeof *ioff);
	uint32_t *in = xmalloc((coff[ncliques] ? coff[ncliques] : 1) * sizeof *in);
	uint32_t *used = xcalloc((size_t)n + 2, sizeof *used);
	uint32_t ncolours = 0;

	for (size_t e = 0; e < coff[ncliques]; e++)
		ioff[members[e] + 1]++;
	for (uint32_t v = 1; v <= n; v++)
		ioff[v + 1] += ioff[v];
	for (uint32_t k = 0; k < ncliques; k++)
		for (size_t e = coff[k]; e < coff[k + 1]; e++)
			in[ioff[members[e]]++] = k;
	for (uint32_t v = n + 1; v > 0; v--)
		ioff[v] = ioff[v - 1];
	ioff[0] = 0;
	for (uint32_t v = 1; v <= n; v++) {
		for (size_t j = ioff[v]; j < ioff[v + 1]; j++) {
			uint32_t k = in[j];

			/* members ascend: the earlier ones come first */
			for (size_t e = coff[k]; e < coff[k + 1] && members[e] < v; e++)
				used[colour[members[e]]] = v;
		}
		colour[v] = pick(used, v, 1, 0, colour);
		if (colour[v] + 1 > ncolours)
			ncolours = colour[v] + 1;
	}
	free(used);
	free(in);
	free(ioff);
	return ncolours;
}

uint32_t *
pass_colour_grow(uint32_t *p, size_t *cap, size_t want)
{
	size_t c = *cap ? *cap : 64;

	if (want <= *cap)
		return p;
	while (c < want)
		c *= 2;
	*cap = c;
	return xrealloc(p, c * sizeof *p);
}
