/* JSON output every simulator's statistics and trace writers share, so
 * their documents quote strings alike. */
#include <inttypes.h>

#include "vgiw/simmem.h"

void
sim_json_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (; s && *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch < 0x20)
			fprintf(out, "\\u%04x", ch);
		else
			fputc(ch, out);
	}
	fputc('"', out);
}

void
sim_mem_json_share(FILE *out, const SimMemStats *m)
{
	fprintf(out, "  \"memory_share\": { \"cores\": %u, \"dram_bytes_per_cycle\": "
	        "%.4f },\n", m->share_cores, m->dram_bytes_per_cycle);	sim_mem_json_rows(out, m);
}

void
sim_mem_json_rows(FILE *out, const SimMemStats *m)
{
	if (m->dram_rows)
		fprintf(out, "  \"dram_rows\": { \"hits\": %" PRIu64 ", \"misses\": %"
		        PRIu64 " },\n", m->dram_row_hits, m->dram_row_misses);
}
