/* Statistics of a GPU-CC simulation: JSON (deterministic, no host times)
 * and a human summary. */
#include <inttypes.h>
#include <stdio.h>

#include "vgiw/gpuccsim.h"
#include "vgiw/ops.h"
#include "vgiw/simmem.h"

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

#define U64(name, v) fprintf(out, "  \"%s\": %" PRIu64 ",\n", name, (uint64_t)(v))

void
gpuccsim_stats_energy(const GpuccSimStats *st, SimEnergy *e)
{
	SimEnergyCounts c = {
		/* register file off (the paper, §3); one fetch per unit per kernel */
		.fetches = st->instructions_fetched,
		.cycles = st->cycles,
		.static_mw = st->mem.energy.static_mw.gpucc,
		.threads = st->threads,
	};

	/* each operand arrives through an input FIFO over one link */
	for (uint32_t i = 0; i < st->nunits; i++)
		sim_energy_count_unit(&c, st->units[i].op, st->units[i].firings);
	sim_energy_compute(&st->mem, &c, e);
}

int
gpuccsim_write_stats_json(const GpuccSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "{\n  \"machine\": \"gpucc\",\n  \"kernel\": ");
	sim_json_string(out, st->kernel);
	fprintf(out, ",\n  \"deadlock\": %s,\n", st->deadlock ? "true" : "false");
	U64("cycles", st->cycles);
	U64("threads", st->threads);
	U64("ctas", st->ctas);
	U64("copies", st->copies);
	U64("cores_used", st->cores_used);
	U64("lsus_used", st->lsus_used);
	U64("instructions_fetched", st->instructions_fetched);
	U64("firings", st->firings);
	fprintf(out, "  \"threads_per_cycle\": %.4f,\n", ratio(st->threads, st->cycles));
	fprintf(out, "  \"stalls\": {\"fifo_empty\": %" PRIu64 ", \"fifo_full\": %"
	        PRIu64 ", \"order\": %" PRIu64 ", \"lsu_miss\": %" PRIu64 "},\n",
	        st->empty_stalls, st->full_stalls, st->order_stalls, st->miss_stalls);
	fprintf(out, "  \"memory\": {\"loads\": %" PRIu64 ", \"stores\": %" PRIu64
	        ", \"atomics\": %" PRIu64 ", \"suppressed\": %" PRIu64
	        ", \"speculative_misses\": %" PRIu64 ", \"prefetches\": %"
	        PRIu64 ", \"l1_accesses\": %" PRIu64 ", \"l1_hits\": %" PRIu64
	        ", \"l2_accesses\": %" PRIu64 ", \"l2_hits\": %" PRIu64
	        ", \"dram_read_bytes\": %" PRIu64 ", \"dram_write_bytes\": %" PRIu64
	        ", \"shared_accesses\": %" PRIu64 ", \"shared_conflicts\": %" PRIu64
	        ", \"mshr_stalls\": %" PRIu64 ", \"bank_stalls\": %" PRIu64 "},\n",
	        st->loads, st->stores, st->atomics, st->suppressed,
	        st->speculative_misses, st->prefetches,
	        m->l1_accesses, m->l1_hits, m->l2_accesses, m->l2_hits,
	        m->dram_read_bytes, m->dram_write_bytes, m->shared_accesses,
	        m->shared_conflicts, m->mshr_stalls, m->bank_stalls);
	SimEnergy e;
	gpuccsim_stats_energy(st, &e);
	sim_energy_json(out, &e);
	sim_mem_json_share(out, m);
	fprintf(out, "  \"units\": [");
	for (uint32_t i = 0; i < st->nunits; i++) {
		const GpuccSimUnitStats *u = &st->units[i];
		fprintf(out, "%s\n    {\"unit\": %u, \"kind\": \"%s\", \"op\": \"%s\", "
		        "\"copy\": %u, \"firings\": %" PRIu64 ", \"utilisation\": %.4f, "
		        "\"fifo_empty\": %" PRIu64 ", \"fifo_full\": %" PRIu64 ", "
		        "\"order\": %" PRIu64 ", \"lsu_miss\": %" PRIu64 ", \"fifo_max\": %u}",
		        i ? "," : "", u->unit,
		        u->is_lsu ? "lsu" : "core",
		        u->op < OP_COUNT ? vgiw_op_info[u->op].mnemonic : "?", u->copy,
		        u->firings, ratio(u->firings, st->cycles), u->empty_stalls,
		        u->full_stalls, u->order_stalls, u->miss_stalls, u->fifo_max);
	}
	fprintf(out, "%s]\n}\n", st->nunits ? "\n  " : "");
	return ferror(out) ? -1 : 0;
}

void
gpuccsim_print_summary(const GpuccSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;

	fprintf(out, "gpucc kernel %s: %" PRIu64 " cycles, %" PRIu64 " threads in %"
	        PRIu64 " CTAs, %u copies (%.3f threads/cycle)%s\n", st->kernel ? st->kernel : "?",
	        st->cycles, st->threads, st->ctas, st->copies,
	        ratio(st->threads, st->cycles), st->deadlock ? ", DEADLOCK" : "");
	fprintf(out, "  units: %u cores, %u LSUs; instructions fetched %" PRIu64
	        "; firings %" PRIu64 " (%.1f%% of unit-cycles)\n", st->cores_used,
	        st->lsus_used, st->instructions_fetched, st->firings,
	        100.0 * ratio(st->firings, st->cycles * (uint64_t)(st->nunits ? st->nunits : 1)));
	fprintf(out, "  stalls: FIFO empty %" PRIu64 ", FIFO full %" PRIu64
	        ", memory order %" PRIu64 ", LSU blocked by a miss %" PRIu64 "\n",
	        st->empty_stalls, st->full_stalls, st->order_stalls, st->miss_stalls);
	fprintf(out, "  memory: %" PRIu64 " loads, %" PRIu64 " stores, %" PRIu64
	        " atomics, %" PRIu64 " suppressed, %" PRIu64 " prefetches; L1 %" PRIu64
	        "/%" PRIu64 " hits, L2 %" PRIu64 "/%" PRIu64 " hits; DRAM %" PRIu64
	        " B read, %" PRIu64 " B written\n", st->loads, st->stores, st->atomics,
	        st->suppressed, st->prefetches, m->l1_hits, m->l1_accesses,
	        m->l2_hits, m->l2_accesses, m->dram_read_bytes, m->dram_write_bytes);
	SimEnergy e;
	gpuccsim_stats_energy(st, &e);
	sim_energy_summary(out, &e);
	/* the host's speed: what bench/gpucc_speed.sh reads */
	double w = st->wall_seconds > 0 ? st->wall_seconds : 0;
	fprintf(out, "  simulation took %.3f s: %.2f M cycles/s, %.2f M firings/s\n",
	        w, w > 0 ? (double)st->cycles / w / 1e6 : 0.0,
	        w > 0 ? (double)st->firings / w / 1e6 : 0.0);
}
