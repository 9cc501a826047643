/* A chip's statistics: the chip's sums and its uncore, then every core's
 * own statistics object in its machine's shape (docs/chip.md). */
#include <inttypes.h>

#include "vgiw/chip.h"

static const char *const side_name[] = { "all", "tlp", "ilp" };

/* The SMs' area in mm^2 (all the chip's SMs, idle ones too), 0 when the
 * chip does not give it (chip.area). */
static double
area_mm2(const ChipStats *st)
{
	if (!st->area_tlp && st->ilp_sms < st->ncores)
		return 0.0;
	if (!st->area_ilp && st->ilp_sms)
		return 0.0;
	return ((double)(st->ncores - st->ilp_sms) * st->area_tlp +
	        (double)st->ilp_sms * st->area_ilp) / 1000.0;
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

/* The chip's energy: its cores' summed (each core prices its own L1, L2
 * and DRAM traffic; the crossbar is not priced). */
static void
chip_energy(const ChipStats *st, SimEnergy *e)
{
	*e = (SimEnergy){ 0 };
	for (uint32_t i = 0; i < st->ncores; i++) {
		SimEnergy c;
		if (st->used && !st->used[i])
			continue;
		st->model->energy(chip_core_stats(st, i), &c);
		sim_energy_add(e, &c);
	}
}

int
chip_write_stats_json(const ChipStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "{\n  \"machine\": \"chip\",\n  \"cores_machine\": \"%s\",\n"
	        "  \"cores\": %u,\n  \"cycles\": %" PRIu64 ",\n  \"ctas\": %" PRIu64
	        ",\n  \"threads\": %" PRIu64 ",\n  \"instructions\": %" PRIu64 ",\n",
	        st->model->name, st->ncores, st->cycles, st->ctas, st->threads,
	        st->instructions);
	fprintf(out, "  \"ipc\": %.4f,\n", ratio(st->instructions, st->cycles));
	if (st->model->ilp_arch) {   /* SMs of two kinds */
		double mm2 = area_mm2(st);
		fprintf(out, "  \"tlp_sms\": %u,\n  \"ilp_sms\": %u,\n  \"area_mm2\": "
		        "%.3f,\n  \"ipc_per_mm2\": %.6f,\n", st->ncores - st->ilp_sms,
		        st->ilp_sms, mm2, mm2 > 0 ? ratio(st->instructions, st->cycles) /
		        mm2 : 0.0);
	}
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
	sim_mem_json_rows(out, m);
	SimEnergy e;
	chip_energy(st, &e);
	sim_energy_json(out, &e);
	fprintf(out, "  \"kernels\": [");
	for (uint32_t j = 0; j < st->nkernels; j++) {
		const ChipKernelStats *k = &st->kernels[j];
		fprintf(out, "%s\n    {\"kernel\": ", j ? "," : "");
		sim_json_string(out, k->kernel);
		fprintf(out, ", \"first_core\": %u, \"cores\": %u, \"cycles\": %" PRIu64
		        ", \"ctas\": %" PRIu64 ", \"threads\": %" PRIu64
		        ", \"instructions\": %" PRIu64 ", \"ipc\": %.4f, \"runs\": %u",
		        k->first, k->ncores, k->cycles, k->ctas, k->threads,
		        k->instructions, ratio(k->instructions, k->cycles), k->runs);
		if (st->model->ilp_arch)
			fprintf(out, ", \"side\": \"%s\", \"first_side\": \"%s\", "
			        "\"warps_per_sm\": %u", side_name[k->side],
			        side_name[k->first_side], k->warps_per_sm);
		fprintf(out, "}");
	}
	fprintf(out, "\n  ],\n");
	fprintf(out, "  \"per_core\": [\n");
	for (uint32_t i = 0; i < st->ncores; i++) {
		int r = 0;
		if (st->used && !st->used[i])
			fprintf(out, "{\"core\": %u, \"idle\": true}", i);
		else
			r = st->model->write_json(chip_core_stats(st, i), out);
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
	        st->model->name, st->cycles, st->ctas, st->threads,
	        st->instructions, st->cycles ? (double)st->instructions /
	        (double)st->cycles : 0.0);
	fprintf(out, "  uncore: %u L2 banks on %u channels; L2 %" PRIu64 "/%" PRIu64
	        " hits; DRAM %" PRIu64 " B read, %" PRIu64 " B written (%.2f B/cycle); "
	        "crossbar %" PRIu64 " packets, %" PRIu64 " cycles waiting for ports\n",
	        st->l2_banks, st->channels, m->l2_hits, m->l2_accesses,
	        m->dram_read_bytes, m->dram_write_bytes, st->cycles ?
	        (double)(m->dram_read_bytes + m->dram_write_bytes) / (double)st->cycles :
	        0.0, m->xbar_packets, m->xbar_waits);
	if (m->dram_rows)
		fprintf(out, "  DRAM rows: %" PRIu64 " hits, %" PRIu64 " misses\n",
		        m->dram_row_hits, m->dram_row_misses);
	if (st->ilp_sms)
		fprintf(out, "  SMs: %u TLP, %u ILP (cores %u..%u)\n", st->ncores -
		        st->ilp_sms, st->ilp_sms, st->ncores - st->ilp_sms, st->ncores - 1);
	if (area_mm2(st) > 0)
		fprintf(out, "  area: %.3f mm2 of SMs, IPC %.5f per mm2\n", area_mm2(st),
		        ratio(st->instructions, st->cycles) / area_mm2(st));
	for (uint32_t j = 0; j < st->nkernels; j++) {
		const ChipKernelStats *k = &st->kernels[j];
		if (st->nkernels == 1 && k->side == CHIP_SIDE_ALL)
			break;
		fprintf(out, "  kernel %s on cores %u..%u (%s SMs): %" PRIu64 " cycles, %"
		        PRIu64 " CTAs, %" PRIu64 " instructions, %u run%s\n", k->kernel,
		        k->first, k->first + k->ncores - 1, side_name[k->side], k->cycles,
		        k->ctas, k->instructions, k->runs, k->runs == 1 ? "" : "s");
	}
	SimEnergy e;
	chip_energy(st, &e);
	sim_energy_summary(out, &e);
	if (st->wall_seconds > 0)
		fprintf(out, "  host: %.3f s, %.2f M instructions/s\n", st->wall_seconds,
		        (double)st->instructions / st->wall_seconds / 1e6);
}
