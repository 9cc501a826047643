/* The VGIW grid as an SVG picture: one square per cell coloured by unit
 * class, the switch links between neighbours (thicker with more channels),
 * and a legend with the unit counts. */
#include "arch_int.h"

#define CELL 44   /* pixels per cell pitch */
#define BOX 32    /* side of a unit's square */
#define PAD 24

static const char *const colour[UC_COUNT + 1] = {
	"#4e79a7", "#f28e2b", "#59a14f", "#76b7b2", "#e15759", "#edc948",
	"#e8e8e8"
};

int
arch_write_svg(const Arch *a, FILE *out)
{
	uint32_t rows = a->src->crows, cols = a->src->ccols;
	uint32_t w = cols * CELL + 2 * PAD, h = rows * CELL + 2 * PAD + 40;
	/* right, down-right, down, down-left: each link drawn once */
	static const int dr[4] = { 0, 1, 1, 1 }, dc[4] = { 1, 1, 0, -1 };
	double stroke = 0.75 * a->vgiw.sw.channels;

	if (!a->vgiw.grid.cell)
		return -1;
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" "
	        "height=\"%u\" viewBox=\"0 0 %u %u\" font-family=\"sans-serif\">\n"
	        "<title>VGIW grid %u x %u, %u-neighbour switches, %u channels "
	        "per link and direction</title>\n"
	        "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
	        w, h, w, h, rows, cols, a->vgiw.sw.neighbours,
	        a->vgiw.sw.channels);
	fprintf(out, "<g stroke=\"#999\" stroke-width=\"%.2f\">\n", stroke);
	for (uint32_t r = 0; r < rows; r++)
		for (uint32_t c = 0; c < cols; c++)
			for (int k = 0; k < 4; k++) {
				int64_t r2 = (int64_t)r + dr[k], c2 = (int64_t)c + dc[k];

				if ((k == 1 || k == 3) && a->vgiw.sw.neighbours != 8)
					continue;
				if (r2 >= rows || c2 < 0 || c2 >= cols)
					continue;
				fprintf(out, "<line x1=\"%u\" y1=\"%u\" x2=\"%lld\" "
				        "y2=\"%lld\"/>\n", PAD + c * CELL + CELL / 2,
				        PAD + r * CELL + CELL / 2,
				        (long long)(PAD + c2 * CELL + CELL / 2),
				        (long long)(PAD + r2 * CELL + CELL / 2));
			}
	fprintf(out, "</g>\n<g font-size=\"9\" text-anchor=\"middle\">\n");
	for (uint32_t r = 0; r < rows; r++)
		for (uint32_t c = 0; c < cols; c++) {
			UnitClass u = arch_vgiw_cell(a, r, c);
			uint32_t x = PAD + c * CELL + (CELL - BOX) / 2;
			uint32_t y = PAD + r * CELL + (CELL - BOX) / 2;

			fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
			        "rx=\"3\" fill=\"%s\" stroke=\"#333\"><title>(%u, %u) %s"
			        "</title></rect>\n", x, y, BOX, BOX, colour[u], r, c,
			        u < UC_COUNT ? vgiw_unit_name[u] : "empty");
			if (u < UC_COUNT)
				fprintf(out, "<text x=\"%u\" y=\"%u\">%s</text>\n",
				        x + BOX / 2, y + BOX / 2 + 3, vgiw_unit_name[u]);
		}
	fprintf(out, "</g>\n<g font-size=\"11\">\n");
	for (int u = 0; u < UC_COUNT; u++) {
		uint32_t x = PAD + (uint32_t)u * 90, y = rows * CELL + PAD + 14;

		fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"12\" height=\"12\" "
		        "fill=\"%s\" stroke=\"#333\"/><text x=\"%u\" y=\"%u\">%s %u"
		        "</text>\n", x, y, colour[u], x + 16, y + 10,
		        vgiw_unit_name[u], a->vgiw.unit[u].count);
	}
	fprintf(out, "</g>\n</svg>\n");
	return ferror(out) ? -1 : 0;
}
