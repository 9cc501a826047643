/* Statistics of a SIMT simulation: JSON in the common shape (deterministic,
 * no host times) and the human summary on stderr. docs/simt.md defines
 * every field. */
#include <inttypes.h>
#include <stdio.h>

#include "vgiw/simtsim.h"

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

static const char *const sb_name[] = { "per-warp", "none", "shared" };
static const char *const bypass_name[] = { "none", "ex4", "ex8" };
static const char *const bp_name[] = { "none", "static", "gshare", "perfect" };

void
simtsim_stats_energy(const SimtSimStats *st, SimEnergy *e)
{
	SimEnergyCounts c = {
		/* a warp's register read or write moves all its lanes' words */
		.rf_reads = st->reg_reads * st->warp_size,
		.rf_writes = st->reg_writes * st->warp_size,
		.fetches = st->warp_instructions,
		.cycles = st->cycles,
		.static_mw = st->mem.energy.static_mw.simt,
		.threads = st->threads,
	};

	for (int l = 0; l <= LAT_COUNT; l++)
		c.ops[l] = st->lat_lanes[l];
	sim_energy_compute(&st->mem, &c, e);
}

/* The ILP techniques' object (only when one is configured, so that the
 * baseline's JSON stays as it was). */
static void
write_ilp(const SimtSimStats *st, FILE *out)
{
	const SimtIlpStats *il = &st->ilp;

	fprintf(out, ",\n  \"ilp\": {\"scoreboard\": \"%s\", \"bypass\": \"%s\", "
	        "\"predictor\": \"%s\", \"writeback_cycles\": %u,\n    \"stalls\": {",
	        il->scoreboard < 3 ? sb_name[il->scoreboard] : "?",
	        il->bypass < 3 ? bypass_name[il->bypass] : "?",
	        il->predictor < 4 ? bp_name[il->predictor] : "?", il->writeback_cycles);
	for (int i = 0; i < SIMT_STALL_COUNT; i++)
		fprintf(out, "%s\"%s\": %" PRIu64, i ? ", " : "", simtsim_stall_name[i],
		        il->stalls[i]);
	fprintf(out, "},\n    \"bypass_uses\": %" PRIu64 ",\n", il->bypass_uses);
	fprintf(out, "    \"shared_scoreboard\": {\"entries\": %u, \"board_reads\": %" PRIu64
	        ", \"allocations\": %"
	        PRIu64 ", \"mean_occupancy\": %.4f, \"max_occupancy\": %" PRIu64
	        ", \"full_stalls\": %" PRIu64 ", \"overflow_issues\": %" PRIu64
	        ", \"nm_clears\": %" PRIu64 "},\n",
	        il->scoreboard == ARCH_SB_SHARED ? il->entries : 0, il->board_reads,
	        il->board_allocs,
	        ratio(il->board_entry_cycles, st->cycles), il->board_max,
	        il->stalls[SIMT_STALL_SCOREBOARD_FULL], il->overflow_issues, il->nm_clears);
	fprintf(out, "    \"branches\": {\"conditional\": %" PRIu64 ", \"divergent\": %"
	        PRIu64 ", \"uniform\": %" PRIu64 ", \"jumps_free\": %" PRIu64
	        ", \"mispredicts\": %" PRIu64 ", \"accuracy\": {\"static\": %.4f, "
	        "\"gshare\": %.4f, \"perfect\": %.4f}}}",
	        il->branches, il->divergent, il->uniform, il->jumps, il->mispredicts,
	        ratio(il->static_correct, il->uniform), ratio(il->gshare_correct, il->uniform),
	        il->uniform ? 1.0 : 0.0);
}

#define U64(name, v) fprintf(out, "  \"%s\": %" PRIu64 ",\n", name, (uint64_t)(v))
#define F4(name, v) fprintf(out, "  \"%s\": %.4f,\n", name, (double)(v))

int
simtsim_write_stats_json(const SimtSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;
	const ArchOccupancy *oc = &st->occupancy;
	uint64_t slots = 0;

	for (int i = 0; i < SIMT_SLOT_COUNT; i++)
		slots += st->slots[i];
	fprintf(out, "{\n  \"machine\": \"simt\",\n  \"kernel\": ");
	sim_json_string(out, st->kernel);
	fprintf(out, ",\n  \"deadlock\": %s,\n", st->deadlock ? "true" : "false");
	U64("cycles", st->cycles);
	U64("threads", st->threads);
	U64("ctas", st->ctas);
	U64("warps", st->warps);
	U64("warp_size", st->warp_size);
	U64("cta_threads", st->cta_threads);
	U64("regs_per_thread", st->regs);
	U64("shared_bytes_per_cta", st->shared_bytes);
	U64("warp_instructions", st->warp_instructions);
	U64("thread_instructions", st->thread_instructions);
	F4("ipc", ratio(st->warp_instructions, st->cycles));
	F4("thread_ipc", ratio(st->thread_instructions, st->cycles));
	F4("simd_efficiency", ratio(st->thread_instructions,
	                             st->warp_instructions * st->warp_size));
	fprintf(out, "  \"occupancy\": {\"ctas_per_sm\": %u, \"warps_per_sm\": %u, "
	        "\"limit\": \"%s\", \"ctas_by_threads\": %u, \"ctas_by_ctas\": %u, "
	        "\"ctas_by_registers\": %u, \"ctas_by_shared\": %u, "
	        "\"achieved_warps\": %.4f},\n", oc->ctas, oc->warps,
	        oc->limit < ARCH_OCC_COUNT ? arch_occ_limit_name[oc->limit] : "?",
	        oc->by[ARCH_OCC_THREADS], oc->by[ARCH_OCC_CTAS],
	        oc->by[ARCH_OCC_REGISTERS], oc->by[ARCH_OCC_SHARED],
	        ratio(st->resident_warp_cycles, st->cycles));
	fprintf(out, "  \"issue_slots\": {\"schedulers\": %u", st->schedulers);
	for (int i = 0; i < SIMT_SLOT_COUNT; i++)
		fprintf(out, ", \"%s\": %" PRIu64, simtsim_slot_name[i], st->slots[i]);
	fprintf(out, ", \"total\": %" PRIu64 "},\n", slots);
	fprintf(out, "  \"units\": {");
	for (int i = 0; i < SIMT_UNIT_COUNT; i++)
		fprintf(out, "%s\"%s\": %" PRIu64, i ? ", " : "", simtsim_unit_name[i],
		        st->unit_instructions[i]);
	fprintf(out, "},\n");
	fprintf(out, "  \"register_file\": {\"reads\": %" PRIu64 ", \"writes\": %"
	        PRIu64 "},\n", st->reg_reads, st->reg_writes);
	fprintf(out, "  \"control\": {\"branches\": %" PRIu64 ", \"divergent\": %"
	        PRIu64 ", \"reconvergences\": %" PRIu64 ", \"max_stack_depth\": %u, "
	        "\"barriers\": %" PRIu64 ", \"fetches\": %" PRIu64 ", \"shuffles\": %"
	        PRIu64 ", \"votes\": %" PRIu64 "},\n", st->branches,
	        st->divergent_branches, st->reconvergences, st->max_stack_depth,
	        st->barriers, st->fetches, st->shuffles, st->votes);
	SimEnergy e;
	simtsim_stats_energy(st, &e);
	sim_energy_json(out, &e);
	sim_mem_json_share(out, m);
	fprintf(out, "  \"memory\": {\"global_insts\": %" PRIu64 ", \"transactions\": %"
	        PRIu64 ", \"transactions_per_inst\": %.4f, \"shared_insts\": %" PRIu64
	        ", \"shared_wavefronts\": %" PRIu64 ", \"atomic_insts\": %" PRIu64
	        ", \"loads\": %" PRIu64 ", \"stores\": %" PRIu64 ", \"atomics\": %"
	        PRIu64 ", \"suppressed\": %" PRIu64 ", \"l1_accesses\": %" PRIu64
	        ", \"l1_hits\": %" PRIu64 ", \"l2_accesses\": %" PRIu64
	        ", \"l2_hits\": %" PRIu64 ", \"dram_read_bytes\": %" PRIu64
	        ", \"dram_write_bytes\": %" PRIu64 ", \"shared_accesses\": %" PRIu64
	        ", \"shared_conflicts\": %" PRIu64 ", \"mshr_stalls\": %" PRIu64
	        ", \"bank_stalls\": %" PRIu64 "}",
	        st->global_insts, st->transactions,
	        ratio(st->transactions, st->global_insts), st->shared_insts,
	        st->shared_wavefronts, st->atomic_insts, st->loads, st->stores,
	        st->atomics, st->suppressed, m->l1_accesses, m->l1_hits,
	        m->l2_accesses, m->l2_hits, m->dram_read_bytes, m->dram_write_bytes,
	        m->shared_accesses, m->shared_conflicts, m->mshr_stalls,
	        m->bank_stalls);
	if (st->ilp.on)
		write_ilp(st, out);
	fprintf(out, "\n}\n");
	return ferror(out) ? -1 : 0;
}

void
simtsim_print_summary(const SimtSimStats *st, FILE *out)
{
	const SimMemStats *m = &st->mem;
	const ArchOccupancy *oc = &st->occupancy;
	uint64_t slots = 0;

	for (int i = 0; i < SIMT_SLOT_COUNT; i++)
		slots += st->slots[i];
	fprintf(out, "simt kernel %s: %" PRIu64 " cycles, %" PRIu64 " threads in %"
	        PRIu64 " CTAs (%" PRIu64 " warps); IPC %.3f, SIMD efficiency %.1f%%%s\n",
	        st->kernel ? st->kernel : "?", st->cycles, st->threads, st->ctas,
	        st->warps, ratio(st->warp_instructions, st->cycles),
	        100.0 * ratio(st->thread_instructions, st->warp_instructions * st->warp_size),
	        st->deadlock ? ", DEADLOCK" : "");
	fprintf(out, "  occupancy: %u CTAs, %u warps per SM (limit: %s); achieved "
	        "%.1f warps\n", oc->ctas, oc->warps,
	        oc->limit < ARCH_OCC_COUNT ? arch_occ_limit_name[oc->limit] : "?",
	        ratio(st->resident_warp_cycles, st->cycles));
	fprintf(out, "  instructions: %" PRIu64 " warp, %" PRIu64 " thread; issue "
	        "slots:", st->warp_instructions, st->thread_instructions);
	for (int i = 0; i < SIMT_SLOT_COUNT; i++)
		fprintf(out, " %s %.1f%%", simtsim_slot_name[i], 100.0 * ratio(st->slots[i], slots));
	fprintf(out, "\n  memory: %" PRIu64 " transactions for %" PRIu64 " global "
	        "instructions, %" PRIu64 " shared wavefronts for %" PRIu64 "; L1 %"
	        PRIu64 "/%" PRIu64 " hits, L2 %" PRIu64 "/%" PRIu64 " hits; DRAM %"
	        PRIu64 " B read, %" PRIu64 " B written\n", st->transactions,
	        st->global_insts, st->shared_wavefronts, st->shared_insts, m->l1_hits,
	        m->l1_accesses, m->l2_hits, m->l2_accesses, m->dram_read_bytes,
	        m->dram_write_bytes);
	if (st->ilp.on) {
		const SimtIlpStats *il = &st->ilp;
		fprintf(out, "  ilp: scoreboard %s, bypass %s (%" PRIu64 " uses), predictor %s "
		        "(%" PRIu64 " of %" PRIu64 " uniform branches mispredicted; static %.1f%%, "
		        "gshare %.1f%% right)\n",
		        il->scoreboard < 3 ? sb_name[il->scoreboard] : "?",
		        il->bypass < 3 ? bypass_name[il->bypass] : "?", il->bypass_uses,
		        il->predictor < 4 ? bp_name[il->predictor] : "?", il->mispredicts,
		        il->uniform, 100.0 * ratio(il->static_correct, il->uniform),
		        100.0 * ratio(il->gshare_correct, il->uniform));
	}
	SimEnergy e;
	simtsim_stats_energy(st, &e);
	sim_energy_summary(out, &e);
	if (st->wall_seconds > 0)
		fprintf(out, "  host: %.3f s, %.2f M warp instructions/s\n", st->wall_seconds,
		        (double)st->warp_instructions / st->wall_seconds / 1e6);
}
