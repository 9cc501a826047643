/* A chip's statistics: the chip's sums and its uncore, then every core's
 * own statistics object in its machine's shape (docs/chip.md). */
#include <inttypes.h>

#include "vgiw/chip.h"

static const char *
machine(ProgTarget t)
{
	return t == PROG_SIMT ? "simt" : t == PROG_GPUCC ? "gpucc" : "vgiw";
}

int
chip_write_stats_json(const ChipStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "{\n  \"machine\": \"chip\",\n  \"cores_machine\": \"%s\",\n"
	        "  \"cores\": %u,\n  \"cycles\": %" PRIu64 ",\n  \"ctas\": %" PRIu64
	        ",\n  \"threads\": %" PRIu64 ",\n  \"instructions\": %" PRIu64 ",\n",
	        machine(st->target), st->ncores, st->cycles, st->ctas, st->threads,
	        st->instructions);
	fprintf(out, "  \"ipc\": %.4f,\n", st->cycles ?
	        (double)st->instructions / (double)st->cycles : 0.0);
	fprintf(out, "  \"uncore\": {\"l2_banks\": %u, \"channels\": %u, "
	        "\"l1_accesses\": %" PRIu64 ", \"l1_hits\": %" PRIu64
	        ", \"l2_accesses\": %" PRIu64 ", \"l2_hits\": %" PRIu64
	        ", \"dram_read_bytes\": %" PRIu64 ", \"dram_write_bytes\": %" PRIu64
	        ", \"dram_bytes_per_cycle\": %.4f, \"xbar_packets\": %" PRIu64
	        ", \"xbar_wait_cycles\": %" PRIu64 "},\n", st->l2_banks, st->channels,
	        m->l1_accesses, m->l1_hits, m->l2_accesses, m->l2_hits,
	        m->dram_read_bytes, m->dram_write_bytes, st->cycles ?
	        (double)(m->dram_read_bytes + m->dram_write_bytes) / (double)st->cycles :
	        0.0, m->xbar_packets, m->xbar_waits);
	fprintf(out, "  \"kernels\": [");
	for (uint32_t j = 0; j < st->nkernels; j++) {
		const ChipKernelStats *k = &st->kernels[j];
		fprintf(out, "%s\n    {\"kernel\": ", j ? "," : "");
		sim_json_string(out, k->kernel);
		fprintf(out, ", \"first_core\": %u, \"cores\": %u, \"cycles\": %" PRIu64
		        ", \"ctas\": %" PRIu64 ", \"threads\": %" PRIu64
		        ", \"instructions\": %" PRIu64 "}", k->first, k->ncores, k->cycles,
		        k->ctas, k->threads, k->instructions);
	}
	fprintf(out, "\n  ],\n");
	fprintf(out, "  \"per_core\": [\n");
	for (uint32_t i = 0; i < st->ncores; i++) {
		int r = 0;
		if (st->simt)
			r = simt_write_stats_json(&st->simt[i], out);
		else if (st->gpucc)
			r = gpuccsim_write_stats_json(&st->gpucc[i], out);
		else if (st->vgiw)
			r = sim_write_stats_json(&st->vgiw[i], out);
		if (r)
			return -1;
		if (i + 1 < st->ncores)
			fprintf(out, ",\n");
	}
	fprintf(out, "]\n}\n");
	return ferror(out) ? -1 : 0;
}

void
chip_print_summary(const ChipStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "chip of %u %s cores: %" PRIu64 " cycles, %" PRIu64 " CTAs, %"
	        PRIu64 " threads, %" PRIu64 " instructions (IPC %.3f)\n", st->ncores,
	        machine(st->target), st->cycles, st->ctas, st->threads,
	        st->instructions, st->cycles ? (double)st->instructions /
	        (double)st->cycles : 0.0);
	fprintf(out, "  uncore: %u L2 banks on %u channels; L2 %" PRIu64 "/%" PRIu64
	        " hits; DRAM %" PRIu64 " B read, %" PRIu64 " B written (%.2f B/cycle); "
	        "crossbar %" PRIu64 " packets, %" PRIu64 " cycles waiting for ports\n",
	        st->l2_banks, st->channels, m->l2_hits, m->l2_accesses,
	        m->dram_read_bytes, m->dram_write_bytes, st->cycles ?
	        (double)(m->dram_read_bytes + m->dram_write_bytes) / (double)st->cycles :
	        0.0, m->xbar_packets, m->xbar_waits);
	for (uint32_t j = 0; st->nkernels > 1 && j < st->nkernels; j++) {
		const ChipKernelStats *k = &st->kernels[j];
		fprintf(out, "  kernel %s on cores %u..%u: %" PRIu64 " cycles, %" PRIu64
		        " CTAs, %" PRIu64 " instructions\n", k->kernel, k->first,
		        k->first + k->ncores - 1, k->cycles, k->ctas, k->instructions);
	}
	if (st->wall_seconds > 0)
		fprintf(out, "  host: %.3f s, %.2f M instructions/s\n", st->wall_seconds,
		        (double)st->instructions / st->wall_seconds / 1e6);
}
