/* Statistics of an SGMF simulation: JSON (deterministic, no host times)
 * in the machines' common shape, with the utilisation loss and per-unit
 * firings, and a human summary. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "vgiw/ops.h"
#include "vgiw/sgmfsim.h"

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

#define U64(name, v) fprintf(out, "  \"%s\": %" PRIu64 ",\n", name, (uint64_t)(v))

void
sgmfsim_stats_energy(const SgmfSimStats *st, SimEnergy *e)
{
	SimEnergyCounts c = {
		/* one configuration word per mapped unit, once per kernel */
		.config_words = st->nunits,
		.cycles = st->cycles,
		.static_mw = st->mem.energy.static_mw.vgiw,
		.threads = st->threads,
	};

	/* operands through token buffers; the routed hops are not counted
	 * here: one hop per token, the least a token travels */
	for (uint32_t i = 0; i < st->nunits; i++)
		sim_energy_count_unit(&c, st->units[i].op, st->units[i].firings);
	sim_energy_compute(&st->mem, &c, e);
}

int
sgmfsim_write_stats_json(const SgmfSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "{\n  \"machine\": \"sgmf\",\n  \"kernel\": ");
	sim_json_string(out, st->kernel);
	fprintf(out, ",\n  \"deadlock\": %s,\n", st->deadlock ? "true" : "false");
	U64("cycles", st->cycles);
	U64("threads", st->threads);
	U64("ctas", st->ctas);
	U64("replicas", st->replicas);
	U64("nodes", st->nodes);
	U64("threads_in_flight_bound", st->threads_bound);
	U64("firings", st->firings);
	fprintf(out, "  \"threads_per_cycle\": %.4f,\n", ratio(st->threads, st->cycles));
	fprintf(out, "  \"control\": {\"steers\": %" PRIu64 ", \"steers_true\": %"
	        PRIu64 ", \"merges\": %" PRIu64 "},\n", st->steers,
	        st->steers_true, st->merges);
	fprintf(out, "  \"stalls\": {\"arc_full\": %" PRIu64 ", \"admission\": %"
	        PRIu64 "},\n", st->room_stalls, st->admit_stalls);
	fprintf(out, "  \"utilisation_loss\": %.4f,\n",
	        ratio(st->unit_threads_idle, st->unit_threads));
	fprintf(out, "  \"memory\": {\"loads\": %" PRIu64 ", \"stores\": %" PRIu64
	        ", \"atomics\": %" PRIu64 ", \"l1_accesses\": %" PRIu64
	        ", \"l1_hits\": %" PRIu64 ", \"l2_accesses\": %" PRIu64
	        ", \"l2_hits\": %" PRIu64 ", \"dram_read_bytes\": %" PRIu64
	        ", \"dram_write_bytes\": %" PRIu64 ", \"mshr_stalls\": %" PRIu64
	        ", \"bank_stalls\": %" PRIu64 "},\n", st->loads, st->stores,
	        st->atomics, m->l1_accesses, m->l1_hits, m->l2_accesses,
	        m->l2_hits, m->dram_read_bytes, m->dram_write_bytes,
	        m->mshr_stalls, m->bank_stalls);
	SimEnergy e;
	sgmfsim_stats_energy(st, &e);
	sim_energy_json(out, &e);
	sim_mem_json_share(out, m);
	fprintf(out, "  \"units\": [");
	for (uint32_t i = 0; i < st->nunits; i++) {
		const SgmfSimUnitStats *u = &st->units[i];
		fprintf(out, "%s\n    {\"node\": %u, \"replica\": %u, \"row\": %u, "
		        "\"col\": %u, \"class\": \"%s\", "
		        "\"op\": \"%s\", \"firings\": %" PRIu64 ", \"threads_fired\": %"
		        PRIu64 "}", i ? "," : "", u->node, u->replica,
		        st->cols ? u->cell / st->cols : 0, st->cols ? u->cell % st->cols : 0,
		        u->unit < UC_COUNT ? vgiw_unit_name[u->unit] : "?",
		        u->op < OP_COUNT ? vgiw_op_info[u->op].mnemonic : "?",
		        u->firings, u->threads_fired);
	}
	fprintf(out, "%s]\n}\n", st->nunits ? "\n  " : "");
	return ferror(out) ? -1 : 0;
}

void
sgmfsim_print_summary(const SgmfSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "sgmf kernel %s: %" PRIu64 " cycles, %" PRIu64 " threads in %"
	        PRIu64 " CTAs, %u replicas of %u nodes, %u threads in flight per "
	        "replica (%.3f threads/cycle)%s\n", st->kernel ? st->kernel : "?",
	        st->cycles, st->threads, st->ctas, st->replicas, st->nodes,
	        st->threads_bound, ratio(st->threads, st->cycles),
	        st->deadlock ? ", DEADLOCK" : "");
	fprintf(out, "  firings %" PRIu64 "; steers %" PRIu64 " (%" PRIu64
	        " true), merges %" PRIu64 "; utilisation loss %.1f%% of mapped "
	        "units idle per thread\n", st->firings, st->steers,
	        st->steers_true, st->merges,
	        100.0 * ratio(st->unit_threads_idle, st->unit_threads));
	fprintf(out, "  memory: %" PRIu64 " loads, %" PRIu64 " stores, %" PRIu64
	        " atomics; L1 %" PRIu64 "/%" PRIu64 " hits, L2 %" PRIu64 "/%"
	        PRIu64 " hits\n", st->loads, st->stores, st->atomics, m->l1_hits,
	        m->l1_accesses, m->l2_hits, m->l2_accesses);
	SimEnergy e;
	sgmfsim_stats_energy(st, &e);
	sim_energy_summary(out, &e);
	double w = st->wall_seconds > 0 ? st->wall_seconds : 0;
	fprintf(out, "  simulation took %.3f s: %.2f M cycles/s\n", w,
	        w > 0 ? (double)st->cycles / w / 1e6 : 0.0);
}

/* The heat map: one square per grid cell, as arch/svg.c draws the grid;
 * a mapped cell's fill goes from white (never fired) to red (the busiest
 * unit), its text is the firings. */
#define BOX 44

static void
xml_text(FILE *out, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		default:
			fputc((unsigned char)*s >= 0x20 && (unsigned char)*s < 0x7f ? *s : '?', out);
		}
}
#define GAP 6

int
sgmfsim_write_heatmap_svg(const SgmfSimStats *st, FILE *out)
{
	uint32_t cells = st->rows * st->cols;
	uint32_t *at = xmalloc(((size_t)cells + 1) * sizeof *at);
	uint64_t max = 0;

	for (uint32_t c = 0; c < cells; c++)
		at[c] = UINT32_MAX;
	for (uint32_t i = 0; i < st->nunits; i++) {
		if (st->units[i].cell < cells)
			at[st->units[i].cell] = i;
		if (st->units[i].firings > max)
			max = st->units[i].firings;
	}
	uint32_t w = st->cols * (BOX + GAP) + GAP, h = st->rows * (BOX + GAP) + GAP;
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" "
	        "height=\"%u\" font-family=\"monospace\" font-size=\"9\">\n"
	        "<title>SGMF kernel ", w, h + 40);
	xml_text(out, st->kernel ? st->kernel : "?");
	fprintf(out, ": firings per unit, %" PRIu64 " cycles, %" PRIu64
	        " threads</title>\n<rect width=\"100%%\" height=\"100%%\" "
	        "fill=\"white\"/>\n", st->cycles, st->threads);
	for (uint32_t c = 0; c < cells; c++) {
		uint32_t x = GAP + c % st->cols * (BOX + GAP);
		uint32_t y = GAP + c / st->cols * (BOX + GAP);
		uint8_t cls = st->grid_class ? st->grid_class[c] : UC_NONE;
		const char *cname = cls < UC_COUNT ? vgiw_unit_name[cls] : "empty";
		if (at[c] == UINT32_MAX) {
			fprintf(out, "<rect x=\"%u\" y=\"%u\" width=\"%u\" height=\"%u\" "
			        "fill=\"#eeeeee\" stroke=\"#bbbbbb\"><title>(%u, %u) %s, "
			        "unused</title></rect>\n", x, y, BOX, BOX, c / st->cols,
			        c % st->cols, cname);
			continue;
		}
		const SgmfSimUnitStats *u = &st->units[at[c]];
		/* white to red: green and blue fall with the share of the busiest */
		uint32_t gb = max ? (uint32_t)(255 - (255 * u->firings + max / 2) / max) : 255;
		fprintf(out, "<g data-node=\"%u\" data-replica=\"%u\" data-firings=\"%"
		        PRIu64 "\" data-threads=\"%" PRIu64 "\">\n<rect x=\"%u\" "
		        "y=\"%u\" width=\"%u\" height=\"%u\" fill=\"#ff%02x%02x\" "
		        "stroke=\"#333333\"><title>(%u, %u) %s n%u %s, replica %u: %"
		        PRIu64 " firings, %" PRIu64 " threads</title></rect>\n",
		        u->node, u->replica, u->firings, u->threads_fired, x, y, BOX,
		        BOX, gb, gb, c / st->cols, c % st->cols, cname, u->node,
		        u->op < OP_COUNT ? vgiw_op_info[u->op].mnemonic : "?",
		        u->replica, u->firings, u->threads_fired);
		fprintf(out, "<text x=\"%u\" y=\"%u\">n%u %s</text>\n<text x=\"%u\" "
		        "y=\"%u\">%" PRIu64 "</text>\n</g>\n", x + 3, y + 14,
		        u->node, u->op < OP_COUNT ? vgiw_op_info[u->op].mnemonic : "?",
		        x + 3, y + 30, u->firings);
	}
	fprintf(out, "<text x=\"%u\" y=\"%u\" font-size=\"11\">busiest unit: %"
	        PRIu64 " firings (red); white: never fired; grey: no unit mapped"
	        "</text>\n</svg>\n", GAP, h + 20, max);
	free(at);
	return ferror(out) ? -1 : 0;
}
