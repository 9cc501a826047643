/* Pictures of mappings: per block the grid with every cell's unit class,
 * the placed nodes filled in their replica's colour, and every route hop
 * drawn between switch centres, offset by its channel so parallel nets on
 * one link stay apart. Blocks stack vertically on one page. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "pr_int.h"

#define CELL 56
#define BOX 34
#define PAD 24
#define TITLE 28

static const char *const class_tint[UC_COUNT + 1] = {
	"#dbe4ee", "#fde5cc", "#d9ecd5", "#ddeeed", "#f8d6d6", "#faf1cf",
	"#f4f4f4"
};
static const char *const replica_colour[] = {
	"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948",
	"#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#1b9e77", "#7570b3"
};
#define NCOLOURS (sizeof replica_colour / sizeof replica_colour[0])

static uint32_t
centre_x(uint32_t c, uint32_t cols)
{
	return PAD + (c % cols) * CELL + CELL / 2;
}

static uint32_t
centre_y(uint32_t c, uint32_t cols, uint32_t y0)
{
	return y0 + (c / cols) * CELL + CELL / 2;
}

static void
block_svg(FILE *out, const PrRrg *g, const DfgBlock *b, const PrBlockMap *m,
          uint32_t y0)
{
	uint32_t cols = g->cols, stride = m->nnodes + 1;
	uint32_t *item = xmalloc(g->ncells * sizeof *item);

	for (uint32_t c = 0; c < g->ncells; c++)
		item[c] = PR_NONE;
	for (uint32_t i = 0; i < m->replicas * stride; i++)
		if (i % stride && m->cell[i] < g->ncells)
			item[m->cell[i]] = i;
	fprintf(out, "<text x=\"%u\" y=\"%u\" font-size=\"13\" "
	        "font-weight=\"bold\">block %u: %u nodes, %u of %u replicas "
	        "(bound: %s), wirelength %u, longest path %u hops / %u cycles"
	        "</text>\n", PAD, y0 - 8, m->block, m->nnodes, m->replicas,
	        m->bound, m->limit < UC_COUNT ? vgiw_unit_name[m->limit] : "-",
	        m->wirelength, m->path_hops, m->path_cycles);
	/* cells: class tint; unused units stay pale */
	for (uint32_t c = 0; c < g->ncells; c++) {
		uint32_t x = PAD + (c % cols) * CELL + (CELL - BOX) / 2;
		uint32_t y = y0 + (c / cols) * CELL + (CELL - BOX) / 2;
		uint8_t k = g->cls[c];
		uint32_t it = item[c];

		if (it == PR_NONE) {
			fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
			        "rx=\"3\" fill=\"%s\" stroke=\"#bbb\"><title>(%u, %u) %s, "
			        "unused</title></rect>\n<text x=\"%u\" y=\"%u\" "
			        "font-size=\"8\" fill=\"#999\" text-anchor=\"middle\">%s"
			        "</text>\n", x, y, BOX, BOX, class_tint[k], c / cols,
			        c % cols, k < UC_COUNT ? vgiw_unit_name[k] : "empty",
			        x + BOX / 2, y + BOX / 2 + 3,
			        k < UC_COUNT ? vgiw_unit_name[k] : "");
			continue;
		}
		uint32_t r = it / stride, n = it % stride;
		const char *mn = b && n <= b->nnodes ?
		                 vgiw_op_info[b->nodes[n].op].mnemonic : "";
		fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
		        "rx=\"3\" fill=\"%s\" fill-opacity=\"0.85\" stroke=\"#222\">"
		        "<title>(%u, %u) %s: n%u %s, replica %u</title></rect>\n"
		        "<text x=\"%u\" y=\"%u\" font-size=\"9\" fill=\"white\" "
		        "text-anchor=\"middle\">n%u</text>\n<text x=\"%u\" y=\"%u\" "
		        "font-size=\"8\" fill=\"white\" text-anchor=\"middle\">%s"
		        "</text>\n", x, y, BOX, BOX,
		        replica_colour[r % NCOLOURS], c / cols, c % cols,
		        k < UC_COUNT ? vgiw_unit_name[k] : "empty", n, mn, r,
		        x + BOX / 2, y + 14, n, x + BOX / 2, y + 26, mn);
	}
	/* hops: offset sideways by channel, arrow-less but tapered by
	 * drawing a dot at the receiving end */
	for (uint32_t e = 0; e < m->nnets; e++) {
		const PrNet *net = &m->nets[e];
		const char *col = replica_colour[net->replica % NCOLOURS];

		for (uint32_t i = 0; i < net->nhops; i++) {
			const PrHop *h = &m->hops[net->first_hop + i];
			double x1 = centre_x(h->from, cols), y1 = centre_y(h->from, cols, y0);
			double x2 = centre_x(h->to, cols), y2 = centre_y(h->to, cols, y0);
			double dx = x2 - x1, dy = y2 - y1, len = sqrt(dx * dx + dy * dy);
			double off = (h->channel + 1) * 3.0;
			double ox = -dy / len * off, oy = dx / len * off;

			fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
			        "y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1.6\">"
			        "<title>n%u.r%u channel %u</title></line>\n"
			        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"1.8\" fill=\"%s\"/>\n",
			        x1 + ox, y1 + oy, x2 + ox, y2 + oy, col, net->node,
			        net->replica, h->channel, x2 + ox - dx * 0.25,
			        y2 + oy - dy * 0.25, col);
		}
	}
	free(item);
}

int
pr_write_svg(FILE *out, const PrRrg *g, const DfgFunc *f,
             const PrKernelMap *k, uint32_t block)
{
	uint32_t n = block == PR_NONE ? k->nblocks : 1;
	uint32_t bh = g->rows * CELL + TITLE + PAD;
	uint32_t w = g->cols * CELL + 2 * PAD, h = n * bh + PAD;

	if (block != PR_NONE && block >= k->nblocks)
		return -1;
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" "
	        "height=\"%u\" viewBox=\"0 0 %u %u\" font-family=\"sans-serif\">\n"
	        "<title>kernel %s: placement and routes on a %u x %u grid, %u "
	        "channels per link direction</title>\n"
	        "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
	        w, h, w, h, k->name ? k->name : "?", g->rows, g->cols,
	        g->channels);
	for (uint32_t i = 0; i < n; i++) {
		uint32_t bi = block == PR_NONE ? i : block;
		const DfgBlock *b = f && bi < f->nblocks ? &f->blocks[bi] : NULL;
		block_svg(out, g, b, &k->blocks[bi], i * bh + TITLE + PAD / 2);
	}
	fprintf(out, "</svg>\n");
	return ferror(out) ? -1 : 0;
}
