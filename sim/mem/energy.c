/* The first-order energy model every simulator's statistics share: event
 * counts priced with the architecture's energy table (docs/energy.md). It
 * models no activity factors, wires or clock tree: count x energy. */
#include <inttypes.h>

#include "vgiw/simmem.h"

const char *const sim_energy_part_name[SIM_E_COUNT] = {
	"int", "imul", "fp", "fma", "idiv", "fdiv", "sfu", "ctrl",
	"register_file", "fetch", "lvc", "cvt", "token_buffer", "network",
	"config", "l1", "shared", "l2", "dram", "static",
};

/* count x fJ in pJ; the product stays exact below 2^64 (1e12 events of
 * 4e6 fJ), and so does the double below 2^53 fJ (9 J). */
static double
pj(uint64_t count, uint32_t fj)
{
	return (double)(count * (uint64_t)fj) / 1000.0;
}

void
sim_energy_compute(const SimMemStats *m, const SimEnergyCounts *c, SimEnergy *e)
{
	const ArchEnergy *t = &m->energy;
	static const uint8_t op_part[LAT_COUNT] = {
		[LAT_INT] = SIM_E_INT, [LAT_IMUL] = SIM_E_IMUL, [LAT_FP] = SIM_E_FP,
		[LAT_FMA] = SIM_E_FMA, [LAT_IDIV] = SIM_E_IDIV,
		[LAT_FDIV] = SIM_E_FDIV, [LAT_SFU] = SIM_E_SFU,
		[LAT_MEM] = SIM_E_COUNT, [LAT_LV] = SIM_E_COUNT,
		[LAT_CTRL] = SIM_E_CTRL, [LAT_SJ] = SIM_E_CTRL,
	};

	*e = (SimEnergy){ .threads = c->threads };
	for (int l = 0; l < LAT_COUNT; l++) {
		uint8_t p = op_part[l];
		if (p < SIM_E_COUNT)
			e->pj[p] += pj(c->ops[l], t->op[p - SIM_E_INT]);
	}
	e->pj[SIM_E_RF] = pj(c->rf_reads, t->rf.read) + pj(c->rf_writes, t->rf.write);
	e->pj[SIM_E_FETCH] = pj(c->fetches, t->fetch);
	e->pj[SIM_E_LVC] = pj(m->lvc_reads + m->lvc_writes, t->lvc);
	e->pj[SIM_E_CVT] = pj(c->cvt_accesses, t->cvt);
	e->pj[SIM_E_TOKEN] = pj(c->tb_writes, t->tb.write) + pj(c->tb_reads, t->tb.read);
	e->pj[SIM_E_NETWORK] = pj(c->hops, t->hop);
	e->pj[SIM_E_CONFIG] = pj(c->config_words, t->config);
	e->pj[SIM_E_L1] = pj(m->l1_accesses, t->cache.l1);
	e->pj[SIM_E_SHARED] = pj(m->shared_accesses, t->cache.shared);
	e->pj[SIM_E_L2] = pj(m->l2_accesses, t->cache.l2);
	e->pj[SIM_E_DRAM] = pj(m->dram_read_bytes + m->dram_write_bytes, t->dram_byte);
	/* mW x cycles / MHz = nJ */
	e->pj[SIM_E_STATIC] = m->core_mhz ? (double)c->static_mw *
	                      (double)c->cycles * 1000.0 / (double)m->core_mhz : 0.0;
	for (int p = 0; p < SIM_E_COUNT; p++)
		e->total += e->pj[p];
	e->per_thread = e->threads ? e->total / (double)e->threads : 0.0;
}

void
sim_energy_count_unit(SimEnergyCounts *c, unsigned op, uint64_t firings)
{
	if (op >= OP_COUNT)
		return;
	uint64_t tokens = firings * vgiw_op_info[op].operands;
	c->ops[vgiw_op_info[op].lat] += firings;
	c->tb_writes += tokens;
	c->tb_reads += tokens;
	c->hops += tokens;
}

void
sim_energy_add(SimEnergy *sum, const SimEnergy *e)
{
	sum->total = 0;
	for (int p = 0; p < SIM_E_COUNT; p++) {
		sum->pj[p] += e->pj[p];
		sum->total += sum->pj[p];
	}
	sum->threads += e->threads;
	sum->per_thread = sum->threads ? sum->total / (double)sum->threads : 0.0;
}

void
sim_energy_json(FILE *out, const SimEnergy *e)
{
	fprintf(out, "  \"energy\": {\"model\": \"first-order\", \"unit\": \"pJ\"");
	for (int p = 0; p < SIM_E_COUNT; p++)
		fprintf(out, ", \"%s\": %.3f", sim_energy_part_name[p], e->pj[p]);
	fprintf(out, ", \"total\": %.3f, \"per_thread\": %.3f},\n", e->total,
	        e->per_thread);
}

void
sim_energy_summary(FILE *out, const SimEnergy *e)
{
	double core = 0;

	for (int p = 0; p < SIM_E_L1; p++)
		core += e->pj[p];
	fprintf(out, "  energy (first-order): %.4g uJ, %.4g pJ per thread; core %.1f%%, "
	        "L1+shared %.1f%%, L2 %.1f%%, DRAM %.1f%%, static %.1f%%\n",
	        e->total / 1e6, e->per_thread,
	        e->total > 0 ? 100.0 * core / e->total : 0.0,
	        e->total > 0 ? 100.0 * (e->pj[SIM_E_L1] + e->pj[SIM_E_SHARED]) / e->total : 0.0,
	        e->total > 0 ? 100.0 * e->pj[SIM_E_L2] / e->total : 0.0,
	        e->total > 0 ? 100.0 * e->pj[SIM_E_DRAM] / e->total : 0.0,
	        e->total > 0 ? 100.0 * e->pj[SIM_E_STATIC] / e->total : 0.0);
}
