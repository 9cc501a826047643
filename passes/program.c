/* The hand-over from the front end to the backend and simulators: one
 * kernel's kernel IR, live values and dataflow graphs become a ProgKernel
 * (include/vgiw/program.h), which refers to nothing of the kernel IR. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"
#include "vgiw/program.h"

static uint32_t *
lv_ids(Arena *a, const KirLive *live, const uint32_t *lv, uint32_t n, uint32_t *count)
{
	uint32_t *ids = arena_alloc(a, (n ? n : 1) * sizeof *ids);
	uint32_t k = 0;

	for (uint32_t i = 0; i < n; i++)
		ids[k++] = live->lv[lv[i]].id;
	/* sort and drop duplicates (two values may share an ID) */
	for (uint32_t i = 1; i < k; i++)
		for (uint32_t j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			uint32_t t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	uint32_t u = 0;
	for (uint32_t i = 0; i < k; i++)
		if (!u || ids[u - 1] != ids[i])
			ids[u++] = ids[i];
	*count = u;
	return ids;
}

void
pass_program_kernel(Program *p, const KirModule *m, const KirFunc *f,
                    const KirLive *live, DfgFunc *dfg)
{
	Arena *a = &p->arena;
	uint32_t i = p->nkernels;
	ProgKernel *old = p->kernels;

	p->kernels = arena_alloc(a, (i + 1) * sizeof *p->kernels);
	if (i)
		memcpy(p->kernels, old, i * sizeof *p->kernels);
	p->nkernels++;
	ProgKernel *k = &p->kernels[i];
	k->name = arena_strdup(a, f->name);
	k->local_bytes = f->local_bytes;
	k->lv_ids = live->nids;

	k->nparams = f->nparams;
	k->params = arena_alloc(a, (f->nparams + 1) * sizeof *k->params);
	for (uint32_t j = 0; j < f->nparams; j++) {
		const KirParam *kp = &f->params[j];
		ProgParam *pp = &k->params[j];

		pp->name = arena_strdup(a, kp->name);
		pp->kind = kp->byval ? PARAM_BYVAL : kp->type == KT_PTR ? PARAM_POINTER
		                                                       : PARAM_SCALAR;
		pp->type = kp->type;
		pp->aspace = kp->aspace;
		pp->noalias = kp->noalias;
		pp->size = kp->byval ? kp->byval : kp->size;
		pp->align = kp->align;
	}

	/* every module global, so DIN_SYM indices stay those of the module */
	k->nsymbols = m->nglobals;
	k->symbols = arena_alloc(a, (m->nglobals + 1) * sizeof *k->symbols);
	for (uint32_t g = 1; g <= m->nglobals; g++) {
		const KirGlobal *kg = &m->globals[g];
		ProgSymbol *s = &k->symbols[g];

		s->name = arena_strdup(a, kg->name);
		s->aspace = kg->aspace;
		s->align = kg->align;
		s->size = kg->size;
		if (kg->init) {
			uint8_t *init = arena_alloc(a, kg->size);
			memcpy(init, kg->init, kg->size);
			s->init = init;
		}
	}

	k->nblocks = dfg->nblocks;
	k->blocks = arena_alloc(a, (dfg->nblocks + 1) * sizeof *k->blocks);
	for (uint32_t id = 0; id < dfg->nblocks; id++) {
		uint32_t b = f->sched[id];
		const KirBlock *kb = &f->blocks[b];
		const LiveBlock *lb = &live->blocks[b];
		ProgBlock *pb = &k->blocks[id];

		pb->id = id;
		pb->nsucc = (uint8_t)kir_nsucc(kb);
		pb->succ[0] = pb->succ[1] = PROG_NO_BLOCK;
		for (uint32_t s = 0; s < pb->nsucc; s++)
			pb->succ[s] = f->blocks[kb->succ[s]].id;
		pb->barrier = kb->barrier;
		pb->replicas = 1;
		pb->part_of = kb->part_of ? f->blocks[kb->part_of].id : id;
		/* the graph moves: the caller's DfgFunc keeps an empty block */
		pb->graph = dfg->blocks[id];
		memset(&dfg->blocks[id], 0, sizeof dfg->blocks[id]);
		pb->lv_reads = lv_ids(a, live, lb->reads, lb->nreads, &pb->nlv_reads);
		uint32_t *w = arena_alloc(a, (lb->nwrites + 1) * sizeof *w);
		for (uint32_t j = 0; j < lb->nwrites; j++)
			w[j] = lb->writes[j].lv;
		pb->lv_writes = lv_ids(a, live, w, lb->nwrites, &pb->nlv_writes);
	}
}
