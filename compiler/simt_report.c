/* vgiwcc --target=simt --emit=report: what a SIMT kernel costs the SM
 * (instructions, registers per thread, shared memory per CTA, local memory
 * per thread) and the occupancy that follows, as the CUDA occupancy
 * calculator reports it (arch_simt_occupancy; docs/simt.md). */
#include <inttypes.h>

#include "simt_report.h"

/* Shared memory of one CTA: the module's AS_SHARED globals laid out as the
 * simulator lays them out. */
static uint64_t
simt_shared_bytes(const KirModule *m)
{
	uint64_t shared = 0;

	/* as sim/mem/image.c lays the kernel's symbols (every module global)
	 * out in the shared window: in symbol order, each at its alignment */
	for (uint32_t g = 1; g <= m->nglobals; g++) {
		const KirGlobal *kg = &m->globals[g];
		uint64_t al = kg->align ? kg->align : 1;

		if (kg->aspace != AS_SHARED)
			continue;
		shared = (shared + al - 1) / al * al;
		shared += kg->size;
	}
	return shared;
}

static void
occupancy_row(FILE *out, const Arch *a, const SimtCode *c, uint64_t shared,
              uint32_t threads)
{
	const ArchSimt *s = &a->simt;
	uint32_t max_warps = s->sm.warp_size ? s->sm.max_threads / s->sm.warp_size : 0;
	ArchOccupancy occ;

	arch_simt_occupancy(a, c->nregs, shared > UINT32_MAX ? UINT32_MAX :
	                    (uint32_t)shared, threads, &occ);
	fprintf(out, "  %11u %8u %9u", threads, occ.ctas, occ.warps);
	if (!occ.ctas) {
		fprintf(out, "          -  %s: one CTA does not fit\n",
		        arch_occ_limit_name[occ.limit]);
		return;
	}
	fprintf(out, " %9.1f%%  %s\n", max_warps ? 100.0 * occ.warps / max_warps : 0.0,
	        arch_occ_limit_name[occ.limit]);
}

void
simt_write_report(FILE *out, const Arch *a, const KirModule *m,
                  const KirFunc *f, const SimtCode *c, uint32_t cta_threads)
{
	static const uint32_t sizes[] = { 64, 128, 256, 512, 1024 };
	const ArchSimt *s = &a->simt;
	uint64_t shared = simt_shared_bytes(m);
	uint32_t n[OP_COUNT] = { 0 };

	for (uint32_t pc = 0; pc < c->ninsts; pc++)
		n[c->insts[pc].op]++;
	fprintf(out, "kernel %s: SIMT\n", f->name);
	fprintf(out, "  instructions %u (branches %u, jumps %u, copies %u, "
	        "barriers %u, memory %u)\n", c->ninsts, n[OP_BR], n[OP_JMP],
	        n[OP_MOV], n[OP_BAR], n[OP_LD] + n[OP_ST] + n[OP_ATOM] + n[OP_CAS]);
	fprintf(out, "  registers per thread %u (at most %u)\n", c->nregs, c->max_regs);
	fprintf(out, "  spilled values %u (%u bytes of local memory, %u loads, "
	        "%u stores)\n", c->nspilled, c->spill_bytes, c->spill_loads,
	        c->spill_stores);
	fprintf(out, "  shared memory per CTA %" PRIu64 " bytes\n", shared);
	fprintf(out, "  local memory per thread %u bytes\n",
	        c->spill_bytes ? c->local_base + c->spill_bytes : f->local_bytes);
	fprintf(out, "  occupancy (SM: %u threads, %u CTAs, %u registers in units "
	        "of %u per warp, %u bytes of shared memory in units of %u):\n",
	        s->sm.max_threads, s->sm.max_ctas, s->sm.registers,
	        s->sm.reg_alloc_unit, a->memory.shared.size, s->sm.shared_alloc_unit);
	fprintf(out, "  threads/CTA  CTAs/SM  warps/SM  occupancy  limit\n");
	if (cta_threads)
		occupancy_row(out, a, c, shared, cta_threads);
	else
		for (uint32_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
			occupancy_row(out, a, c, shared, sizes[i]);
}
