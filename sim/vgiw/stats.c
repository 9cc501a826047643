/* Statistics of a run: the JSON file (--stats) a study's scripts read, and
 * the short human summary vgiwsim prints on stderr. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "sim_int.h"

const char *const vgiwsim_stall_name[VGIWSIM_STALL_COUNT] = {
	"no_virtual_channel", "no_thread_batch", "unit_busy", "mshr_full",
	"bank_busy", "drain",
};

const char *const vgiwsim_tile_limit_name[] = { "launch", "cvt", "lvc", "lvc_overflow" };

void
vgiwsim_stats_free(VgiwSimStats *st)
{
	free(st->kernel);
	free(st->blocks);
	memset(st, 0, sizeof *st);
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

void
vgiwsim_stats_energy(const VgiwSimStats *st, SimEnergy *e)
{
	uint64_t units = 0;

	for (int u = 0; u < UC_COUNT; u++)
		units += st->units[u];
	SimEnergyCounts c = {
		.cvt_accesses = st->cvt_reads + st->cvt_writes,
		/* every token is written into its consumer's token buffer and
		 * read out when the consumer fires */
		.tb_writes = st->tokens,
		.tb_reads = st->tokens,
		.hops = st->hop_latency ? st->hop_cycles / st->hop_latency : 0,
		/* a configuration word per unit of the grid per reconfiguration */
		.config_words = st->reconfigs * units,
		.cycles = st->cycles,
		.static_mw = st->mem.energy.static_mw.vgiw,
		.threads = st->threads,
	};

	for (int l = 0; l <= LAT_COUNT; l++)
		c.ops[l] = st->lat_firings[l];
	sim_energy_compute(&st->mem, &c, e);
}

int
vgiwsim_write_stats_json(const VgiwSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "{\n  \"machine\": \"vgiw\",\n  \"kernel\": ");
	sim_json_string(out, st->kernel);
	fprintf(out, ",\n  \"deadlock\": %s,\n", st->deadlock ? "true" : "false");
	fprintf(out, "  \"cycles\": %" PRIu64 ",\n", st->cycles);
	fprintf(out, "  \"threads\": %" PRIu64 ",\n  \"ctas\": %" PRIu64 ",\n",
	        st->threads, st->ctas);
	fprintf(out, "  \"tiles\": %" PRIu64 ",\n  \"tile_ctas\": %" PRIu64 ",\n"
	        "  \"tile_limit\": \"%s\",\n  \"lv_bytes\": %" PRIu64 ",\n", st->tiles,
	        st->tile_ctas, vgiwsim_tile_limit_name[st->tile_limit], st->lv_bytes);
	fprintf(out, "  \"instructions\": %" PRIu64 ",\n  \"ipc\": %.4f,\n",
	        st->instructions, ratio(st->instructions, st->cycles));
	fprintf(out, "  \"firings\": %" PRIu64 ",\n  \"tokens\": %" PRIu64 ",\n",
	        st->firings_total, st->tokens);
	fprintf(out, "  \"unit_classes\": {");
	for (int u = 0; u < UC_COUNT; u++)
		fprintf(out, "%s\n    \"%s\": { \"units\": %u, \"firings\": %" PRIu64
		        ", \"utilisation\": %.4f }", u ? "," : "", vgiw_unit_name[u],
		        st->units[u], st->firings[u],
		        ratio(st->firings[u], st->cycles * (uint64_t)st->units[u]));
	fprintf(out, "\n  },\n");
	fprintf(out, "  \"token_buffer_occupancy\": %.4f,\n", ratio(st->vc_busy, st->vc_total));
	fprintf(out, "  \"reconfigurations\": %" PRIu64 ",\n  \"reconfig_cycles\": %"
	        PRIu64 ",\n", st->reconfigs, st->reconfig_cycles);
	fprintf(out, "  \"reconfig_fraction\": %.6f,\n  \"reconfig_fetch_cycles\": %"
	        PRIu64 ",\n  \"config_prefetched\": %" PRIu64 ",\n",
	        ratio(st->reconfig_cycles, st->cycles), st->reconfig_fetch_cycles,
	        st->config_prefetched);
	fprintf(out, "  \"cvt\": { \"reads\": %" PRIu64 ", \"writes\": %" PRIu64
	        ", \"batches\": %" PRIu64 " },\n", st->cvt_reads, st->cvt_writes, st->batches);
	fprintf(out, "  \"lvc\": { \"accesses\": %" PRIu64 ", \"reads\": %" PRIu64
	        ", \"writes\": %" PRIu64 ", \"hits\": %" PRIu64 ", \"hit_rate\": %.4f"
	        ", \"fills\": %" PRIu64 ", \"spills\": %" PRIu64 " },\n",
	        m->lvc_reads + m->lvc_writes, m->lvc_reads, m->lvc_writes, m->lvc_hits,
	        ratio(m->lvc_hits, m->lvc_reads + m->lvc_writes), m->lvc_fills,
	        m->lvc_spills);
	fprintf(out, "  \"l1\": { \"accesses\": %" PRIu64 ", \"hits\": %" PRIu64
	        ", \"hit_rate\": %.4f },\n", m->l1_accesses, m->l1_hits,
	        ratio(m->l1_hits, m->l1_accesses));
	fprintf(out, "  \"l2\": { \"accesses\": %" PRIu64 ", \"hits\": %" PRIu64
	        ", \"hit_rate\": %.4f },\n", m->l2_accesses, m->l2_hits,
	        ratio(m->l2_hits, m->l2_accesses));
	fprintf(out, "  \"dram\": { \"read_bytes\": %" PRIu64 ", \"write_bytes\": %"
	        PRIu64 " },\n", m->dram_read_bytes, m->dram_write_bytes);
	sim_mem_json_share(out, m);
	fprintf(out, "  \"shared\": { \"accesses\": %" PRIu64 ", \"bank_conflicts\": %"
	        PRIu64 " },\n", m->shared_accesses, m->shared_conflicts);
	fprintf(out, "  \"memory_ops\": { \"loads\": %" PRIu64 ", \"stores\": %" PRIu64
	        ", \"atomics\": %" PRIu64 " },\n", st->loads, st->stores, st->atomics);
	SimEnergy e;
	vgiwsim_stats_energy(st, &e);
	sim_energy_json(out, &e);
	fprintf(out, "  \"stalls\": {");
	for (int s = 0; s < VGIWSIM_STALL_COUNT; s++)
		fprintf(out, "%s \"%s\": %" PRIu64, s ? "," : "", vgiwsim_stall_name[s],
		        st->stalls[s]);
	fprintf(out, " },\n  \"blocks\": [");
	for (uint32_t b = 0; b < st->nblocks; b++) {
		const VgiwSimBlockStats *bs = &st->blocks[b];
		/* Little's law: channels / latency threads per cycle at most */
		double lat = ratio(bs->latency_sum, bs->threads);
		fprintf(out, "%s\n    { \"id\": %u, \"nodes\": %u, \"replicas\": %u, "
		        "\"executions\": %" PRIu64 ", \"threads\": %" PRIu64
		        ", \"firings\": %" PRIu64 ", \"cycles\": %" PRIu64
		        ", \"reconfig_cycles\": %" PRIu64 ",\n      \"mean_vector\": %.1f"
		        ", \"fill\": %" PRIu64 ", \"drain\": %" PRIu64
		        ", \"threads_in_flight\": %u, \"latency\": %.1f"
		        ", \"ceiling\": %.4f }", b ? "," : "", b, bs->nodes,
		        bs->replicas, bs->executions, bs->threads, bs->firings, bs->cycles,
		        bs->reconfig_cycles, ratio(bs->threads, bs->executions), bs->fill,
		        bs->drain, bs->channels, lat, lat > 0 ? bs->channels / lat : 0.0);
	}
	fprintf(out, "\n  ]\n}\n");
	return ferror(out) ? -1 : 0;
}

void
vgiwsim_print_summary(const VgiwSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "%s: %" PRIu64 " cycles, %" PRIu64 " threads in %" PRIu64
	        " CTAs (%" PRIu64 " tiles of %" PRIu64 "), %" PRIu64
	        " instructions, IPC %.2f%s\n", st->kernel, st->cycles, st->threads,
	        st->ctas, st->tiles, st->tile_ctas, st->instructions,
	        ratio(st->instructions, st->cycles), st->deadlock ? " [DEADLOCK]" : "");
	fprintf(out, "  firings:");
	for (int u = 0; u < UC_COUNT; u++)
		fprintf(out, " %s %" PRIu64, vgiw_unit_name[u], st->firings[u]);
	fprintf(out, "; token buffers %.1f%% occupied\n",
	        100.0 * ratio(st->vc_busy, st->vc_total));
	fprintf(out, "  reconfigurations %" PRIu64 " (%" PRIu64 " cycles, %.2f%%, %"
	        PRIu64 " waiting for a fetch); CVT %" PRIu64 " reads, %" PRIu64
	        " writes, %" PRIu64 " batches\n", st->reconfigs, st->reconfig_cycles,
	        100.0 * ratio(st->reconfig_cycles, st->cycles), st->reconfig_fetch_cycles,
	        st->cvt_reads, st->cvt_writes, st->batches);
	fprintf(out, "  LVC %" PRIu64 " accesses, %.1f%% hits, %" PRIu64 " spills; L1 %"
	        PRIu64 " accesses, %.1f%% hits; L2 %" PRIu64 " accesses, %.1f%% hits;"
	        " DRAM %" PRIu64 " B read, %" PRIu64 " B written\n",
	        m->lvc_reads + m->lvc_writes,
	        100.0 * ratio(m->lvc_hits, m->lvc_reads + m->lvc_writes), m->lvc_spills,
	        m->l1_accesses, 100.0 * ratio(m->l1_hits, m->l1_accesses),
	        m->l2_accesses, 100.0 * ratio(m->l2_hits, m->l2_accesses),
	        m->dram_read_bytes, m->dram_write_bytes);
	fprintf(out, "  stalls:");
	for (int s = 0; s < VGIWSIM_STALL_COUNT; s++)
		fprintf(out, " %s %" PRIu64, vgiwsim_stall_name[s], st->stalls[s]);
	fprintf(out, "\n");
	SimEnergy e;
	vgiwsim_stats_energy(st, &e);
	sim_energy_summary(out, &e);
	/* the host's speed: what bench/sim_speed.sh reads */
	double w = st->wall_seconds > 0 ? st->wall_seconds : 0;
	fprintf(out, "  simulation took %.3f s: %.2f M thread-instructions/s, %.2f M "
	        "cycles/s\n", w, w > 0 ? (double)st->instructions / w / 1e6 : 0.0,
	        w > 0 ? (double)st->cycles / w / 1e6 : 0.0);
}
