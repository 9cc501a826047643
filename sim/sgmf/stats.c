/* Statistics of an SGMF simulation: JSON (deterministic, no host times)
 * in the machines' common shape, with the utilisation loss and per-unit
 * firings, and a human summary. */
#include <inttypes.h>
#include <stdio.h>

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

	for (uint32_t i = 0; i < st->nunits; i++) {
		const SgmfSimUnitStats *u = &st->units[i];
		if (u->op >= OP_COUNT)
			continue;
		c.ops[vgiw_op_info[u->op].lat] += u->firings;
		/* operands through token buffers; the routed hops are not counted
		 * here: one hop per token, the least a token travels */
		uint64_t tokens = u->firings * vgiw_op_info[u->op].operands;
		c.tb_writes += tokens;
		c.tb_reads += tokens;
		c.hops += tokens;
	}
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
		fprintf(out, "%s\n    {\"node\": %u, \"replica\": %u, \"class\": \"%s\", "
		        "\"op\": \"%s\", \"firings\": %" PRIu64 ", \"threads_fired\": %"
		        PRIu64 "}", i ? "," : "", u->node, u->replica,
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
