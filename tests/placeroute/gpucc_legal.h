/* A GPU-CC mapping's lane legality, asserted by the placeroute and the
 * compiler tests (cmocka must be included first). */
#ifndef VGIW_TEST_GPUCC_LEGAL_H
#define VGIW_TEST_GPUCC_LEGAL_H

#include "vgiw/gpucc.h"

/* Every lane segment carries one connection, and every token input reads
 * the lane its producer drives, from the same copy. */
static void
assert_legal(const GpuccMap *m)
{
	uint32_t nunits = m->sm.ncores + m->sm.nlsus;

	for (uint32_t i = 0; i < m->nnets; i++) {
		assert_true(m->nets[i].lane < m->sm.nlanes);
		for (uint32_t j = i + 1; j < m->nnets; j++)
			if (m->nets[i].lane == m->nets[j].lane)
				assert_true(m->nets[i].hi < m->nets[j].lo ||
				            m->nets[j].hi < m->nets[i].lo);
	}
	for (uint32_t u = 0; u < nunits; u++) {
		const ProgGpuccUnit *p = &m->sm.units[u];

		if (p->op == PROG_GPUCC_UNUSED)
			continue;
		assert_int_equal(u < m->sm.ncores, p->op != OP_LD && p->op != OP_ST &&
		                                   p->op != OP_ATOM && p->op != OP_CAS);
		for (uint32_t s = 0; s < p->nin; s++) {
			const ProgGpuccIn *in = &p->in[s];

			if (in->kind != DIN_NODE && in->kind != DIN_ORDER)
				continue;
			const ProgGpuccUnit *q = &m->sm.units[in->src];
			assert_int_equal(q->copy, p->copy);
			assert_int_equal(in->lane, q->out_lane);
			/* the consumer lies on the producer's connection */
			uint32_t found = 0;
			for (uint32_t k = 0; k < m->nnets; k++)
				if (m->nets[k].unit == in->src) {
					found = 1;
					assert_int_equal(m->nets[k].lane, q->out_lane);
					assert_true(m->nets[k].lo <= m->sm.pos[u] &&
					            m->sm.pos[u] <= m->nets[k].hi);
				}
			assert_true(found);
		}
	}
}

#endif
