/* The .cfg encoder: a Program to deterministic little-endian bytes laid out
 * as docs/cfg-format.md says. Every byte written is set explicitly (no
 * struct is copied), so padding and pointers never reach the file. */
#include <stdlib.h>
#include <string.h>

#include "cfg_int.h"

typedef struct {
	uint8_t *b;
	size_t n, cap;
} Buf;

static void
grow(Buf *o, size_t more)
{
	if (o->cap - o->n >= more)
		return;
	size_t cap = o->cap ? o->cap : 256;
	while (cap - o->n < more)
		cap *= 2;
	o->b = xrealloc(o->b, cap);
	o->cap = cap;
}

static void
put(Buf *o, const void *p, size_t n)
{
	if (!n)
		return;
	grow(o, n);
	memcpy(o->b + o->n, p, n);
	o->n += n;
}

static void
put_zero(Buf *o, size_t n)
{
	grow(o, n);
	memset(o->b + o->n, 0, n);
	o->n += n;
}

static void
put_u8(Buf *o, uint32_t v)
{
	uint8_t x = (uint8_t)v;

	put(o, &x, 1);
}

static void
put_u16(Buf *o, uint32_t v)
{
	uint8_t x[2] = { (uint8_t)v, (uint8_t)(v >> 8) };

	put(o, x, 2);
}

static void
put_u32(Buf *o, uint32_t v)
{
	uint8_t x[4];

	for (int i = 0; i < 4; i++)
		x[i] = (uint8_t)(v >> 8 * i);
	put(o, x, 4);
}

static void
put_u64(Buf *o, uint64_t v)
{
	uint8_t x[8];

	for (int i = 0; i < 8; i++)
		x[i] = (uint8_t)(v >> 8 * i);
	put(o, x, 8);
}

/* A 16-byte operand slot: kind, type, 2 reserved, source, immediate; an
 * unused slot is zero whatever it holds, so equal programs have equal
 * bytes. */
static void
put_input(Buf *o, const DfgInput *in, int used)
{
	if (!used) {
		put_zero(o, 16);
		return;
	}
	put_u8(o, in->kind);
	put_u8(o, in->type);
	put_u16(o, 0);
	put_u32(o, in->src);
	put_u64(o, in->imm);
}

static void
set_u32(Buf *o, size_t at, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		o->b[at + (size_t)i] = (uint8_t)(v >> 8 * i);
}

/* String table with first-use order and de-duplication, so the same
 * Program always yields the same references. Linear search: a program has
 * tens of names. */
typedef struct {
	Buf data;
	uint32_t *off;
	uint32_t n, cap;
} Strings;

static uint32_t
str_ref(Strings *s, const char *str)
{
	if (!str || !*str)
		return 0;
	for (uint32_t i = 0; i < s->n; i++)
		if (strcmp((const char *)s->data.b + s->off[i], str) == 0)
			return s->off[i];
	uint32_t at = (uint32_t)s->data.n;
	put(&s->data, str, strlen(str) + 1);
	uint32_t i = vec_push(s->off, s->n, s->cap);  /* may move s->off */
	s->off[i] = at;
	return at;
}

static int
has_debug(const Program *p)
{
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgKernel *K = &p->kernels[k];

		if (K->source && *K->source)
			return 1;
		for (uint32_t b = 0; b < K->nblocks; b++) {
			const DfgBlock *g = &K->blocks[b].graph;

			if (g->block)
				return 1;
			for (uint32_t n = 1; n <= g->nnodes; n++)
				if (g->nodes[n].kir || g->nodes[n].line || g->nodes[n].lv)
					return 1;
		}
	}
	return 0;
}

static void
enc_kernels(Buf *o, Strings *s, const Program *p)
{
	put_u32(o, p->nkernels);
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgKernel *K = &p->kernels[k];

		put_u32(o, str_ref(s, K->name));
		put_u32(o, K->nparams);
		put_u32(o, K->nsymbols);
		put_u32(o, K->local_bytes);
		put_u32(o, K->lv_ids);
		put_u32(o, K->nblocks);
		for (uint32_t i = 0; i < K->nparams; i++) {
			const ProgParam *pa = &K->params[i];

			put_u32(o, str_ref(s, pa->name));
			put_u8(o, pa->kind);
			put_u8(o, pa->type);
			put_u8(o, pa->aspace);
			put_u8(o, pa->noalias ? 1 : 0);
			put_u32(o, pa->size);
			put_u32(o, pa->align);
		}
		for (uint32_t i = 1; i <= K->nsymbols; i++) {
			const ProgSymbol *sy = &K->symbols[i];

			put_u32(o, str_ref(s, sy->name));
			put_u8(o, sy->aspace);
			put_u8(o, sy->init ? CFG_SYM_INIT : 0);
			put_u16(o, 0);
			put_u32(o, sy->align);
			put_u32(o, 0);
			put_u64(o, sy->size);
			if (sy->init) {
				put(o, sy->init, (size_t)sy->size);
				put_zero(o, (size_t)(-sy->size & 3));
			}
		}
		for (uint32_t b = 0; b < K->nblocks; b++) {
			const ProgBlock *B = &K->blocks[b];

			put_u32(o, B->id);
			/* absent successors are always written as "none", whatever
			 * the unused slot held */
			put_u32(o, B->nsucc > 0 ? B->succ[0] : PROG_NO_BLOCK);
			put_u32(o, B->nsucc > 1 ? B->succ[1] : PROG_NO_BLOCK);
			put_u8(o, B->nsucc);
			put_u8(o, B->barrier ? 1 : 0);
			put_u16(o, 0);
			put_u32(o, B->replicas);
			put_u32(o, B->part_of);
		}
	}
}

static int
enc_block(Buf *o, uint32_t k, const ProgBlock *B)
{
	const DfgBlock *g = &B->graph;
	int placed = B->cell != NULL;

	put_u32(o, k);
	put_u32(o, B->id);
	put_u32(o, g->nnodes);
	put_u32(o, placed ? CFG_BLOCK_PLACED : 0);
	put_u32(o, B->nlv_reads);
	put_u32(o, B->nlv_writes);
	put_u32(o, B->nnets);
	put_u32(o, B->nhops);
	put_u32(o, B->nsinks);
	put_u32(o, 0);
	for (uint32_t i = 0; i < B->nlv_reads; i++)
		put_u32(o, B->lv_reads[i]);
	for (uint32_t i = 0; i < B->nlv_writes; i++)
		put_u32(o, B->lv_writes[i]);
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		const DfgNode *d = &g->nodes[n];

		if (d->nin > DFG_MAX_IN)
			return -1;
		put_u16(o, d->op);
		put_u8(o, d->type);
		put_u8(o, d->flags);
		put_u8(o, d->aspace);
		put_u8(o, d->nin);
		put_u16(o, d->align);
		put_u64(o, (uint64_t)d->imm);
		for (uint32_t s = 0; s < DFG_MAX_IN; s++)
			put_input(o, &d->in[s], s < d->nin);
	}
	if (placed)
		for (uint32_t r = 0; r < B->replicas; r++)
			for (uint32_t n = 1; n <= g->nnodes; n++)
				put_u32(o, B->cell[(size_t)r * (g->nnodes + 1) + n]);
	for (uint32_t i = 0; i < B->nnets; i++) {
		const ProgNet *e = &B->nets[i];

		put_u32(o, e->src);
		put_u32(o, e->replica);
		put_u32(o, e->hop);
		put_u32(o, e->nhops);
		put_u32(o, e->sink);
		put_u32(o, e->nsinks);
	}
	for (uint32_t i = 0; i < B->nhops; i++) {
		put_u32(o, B->hops[i].cell);
		put_u8(o, B->hops[i].dir);
		put_u8(o, B->hops[i].channel);
		put_u16(o, 0);
	}
	for (uint32_t i = 0; i < B->nsinks; i++) {
		put_u32(o, B->sinks[i].node);
		put_u8(o, B->sinks[i].slot);
		put_u8(o, 0);
		put_u16(o, B->sinks[i].hops);
	}
	return 0;
}

/* The GPU-CC section of kernel k: units in unit order (cores, then LSUs).
 * An unused unit is written as "unused, no output lane" whatever else it
 * holds, and input slots past nin as zero, so the encoding is canonical. */
static int
enc_gpucc(Buf *o, uint32_t k, const ProgGpucc *g)
{
	uint64_t nunits = (uint64_t)g->ncores + g->nlsus;

	if (nunits > UINT32_MAX / CFG_GPCCUNIT)
		return -1;
	put_u32(o, k);
	put_u32(o, g->copies);
	put_u32(o, g->ncores);
	put_u32(o, g->nlsus);
	put_u32(o, g->nlanes);
	put_u32(o, g->linear ? CFG_GPCC_LINEAR : 0);
	for (uint32_t u = 0; u < nunits; u++) {
		const ProgGpuccUnit *x = &g->units[u];
		int used = x->op != PROG_GPUCC_UNUSED;

		if (used && x->nin > PROG_GPUCC_MAX_IN)
			return -1;
		put_u16(o, x->op);
		put_u8(o, used ? x->type : 0);
		put_u8(o, used ? x->flags : 0);
		put_u8(o, used ? x->aspace : 0);
		put_u8(o, used ? x->copy : 0);
		put_u8(o, used ? x->nin : 0);
		put_u8(o, used ? x->out_lane : PROG_GPUCC_NO_LANE);
		put_u16(o, used ? x->align : 0);
		put_u8(o, used ? x->warmup : 0);
		put_u8(o, used ? x->speculative : 0);
		put_u32(o, g->pos[u]);
		put_u64(o, used ? (uint64_t)x->imm : 0);
		put_u32(o, used ? x->order_after : 0);
		put_u32(o, used ? x->node : 0);
		put_u32(o, used ? x->line : 0);
		put_u32(o, used ? (uint32_t)x->offset : 0);
		for (uint32_t s = 0; s < PROG_GPUCC_MAX_IN; s++) {
			const ProgGpuccIn *in = &x->in[s];

			if (!used || s >= x->nin) {
				put_zero(o, CFG_GPCCIN);
				continue;
			}
			put_u8(o, in->kind);
			put_u8(o, in->lane);
			put_u8(o, in->type);
			put_u8(o, in->delay);
			put_u32(o, in->src);
			put_u64(o, in->imm);
		}
	}
	return 0;
}

/* The SIMT section of kernel k. Fields an instruction does not use are
 * written canonically (no register, no targets, zero input slots). */
static int
enc_simt(Buf *o, uint32_t k, const ProgSimt *sm)
{
	if (sm->ninsts > (UINT32_MAX - CFG_SIMTHDR) / CFG_SIMTINST)
		return -1;
	put_u32(o, k);
	put_u32(o, sm->nregs);
	put_u32(o, sm->ninsts);
	put_u32(o, 0);
	for (uint32_t pc = 0; pc < sm->ninsts; pc++) {
		const ProgSimtInst *x = &sm->insts[pc];
		int br = x->op == OP_BR, jmp = x->op == OP_JMP;

		if (x->nin > PROG_SIMT_MAX_IN)
			return -1;
		put_u16(o, x->op);
		put_u8(o, x->type);
		put_u8(o, x->flags);
		put_u8(o, x->aspace);
		put_u8(o, x->nin);
		put_u16(o, x->align);
		put_u64(o, (uint64_t)x->imm);
		put_u32(o, x->dst);
		put_u32(o, br || jmp ? x->target[0] : PROG_SIMT_EXIT);
		put_u32(o, br ? x->target[1] : PROG_SIMT_EXIT);
		put_u32(o, br ? x->reconv : PROG_SIMT_EXIT);
		put_u32(o, x->line);
		put_u32(o, (uint32_t)x->offset);
		for (uint32_t s = 0; s < PROG_SIMT_MAX_IN; s++)
			put_input(o, &x->in[s], s < x->nin);
	}
	return 0;
}

static void
enc_debug(Buf *o, Strings *s, const Program *p)
{
	put_u32(o, p->nkernels);
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgKernel *K = &p->kernels[k];

		put_u32(o, str_ref(s, K->source));
		for (uint32_t b = 0; b < K->nblocks; b++) {
			const DfgBlock *g = &K->blocks[b].graph;

			put_u32(o, g->block);
			for (uint32_t n = 1; n <= g->nnodes; n++) {
				put_u32(o, g->nodes[n].kir);
				put_u32(o, g->nodes[n].line);
				put_u32(o, g->nodes[n].lv);
			}
		}
	}
}

static int
has_asserts(const Program *p)
{
	for (uint32_t k = 0; k < p->nkernels; k++)
		if (p->kernels[k].nasserts)
			return 1;
	return 0;
}

static void
enc_asserts(Buf *o, Strings *s, const Program *p)
{
	put_u32(o, p->nkernels);
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgKernel *K = &p->kernels[k];

		put_u32(o, K->nasserts);
		for (uint32_t j = 0; j < K->nasserts; j++) {
			put_u32(o, str_ref(s, K->asserts[j].message));
			put_u32(o, str_ref(s, K->asserts[j].file));
			put_u32(o, K->asserts[j].line);
			put_u32(o, str_ref(s, K->asserts[j].func));
		}
	}
}

typedef struct {
	uint32_t kind;
	Buf data;
} Section;

int
cfg_encode(const Program *p, uint8_t **out, size_t *size)
{
	Strings s = { 0 };
	Section *sec = NULL;
	uint32_t nsec = 0, cap = 0, i;
	Buf o = { 0 };
	int rc = -1;

	*out = NULL;
	*size = 0;
	put_u8(&s.data, 0);  /* reference 0: the empty string */
	uint32_t compiler = str_ref(&s, p->compiler);

	/* the string table is filled while the other sections are encoded,
	 * and goes first; section 0 is reserved for it */
	sec = xcalloc(1, sizeof *sec);
	nsec = cap = 1;
	sec[0].kind = CFG_SEC_STRS;
	i = vec_push(sec, nsec, cap);
	memset(&sec[i], 0, sizeof sec[i]);
	sec[i].kind = CFG_SEC_KERN;
	enc_kernels(&sec[i].data, &s, p);
	if (has_asserts(p)) {
		i = vec_push(sec, nsec, cap);
		memset(&sec[i], 0, sizeof sec[i]);
		sec[i].kind = CFG_SEC_ASRT;
		enc_asserts(&sec[i].data, &s, p);
	}
	for (uint32_t k = 0; k < p->nkernels; k++)
		for (uint32_t b = 0; b < p->kernels[k].nblocks; b++) {
			i = vec_push(sec, nsec, cap);
			memset(&sec[i], 0, sizeof sec[i]);
			sec[i].kind = CFG_SEC_BLCK;
			if (enc_block(&sec[i].data, k, &p->kernels[k].blocks[b]))
				goto done;
		}
	/* target 2: one GPU-CC section per kernel, each kernel configured;
	 * target 1: none */
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgGpucc *g = p->kernels[k].gpucc;

		if ((p->target == PROG_GPUCC) != (g != NULL))
			goto done;
		if (!g)
			continue;
		i = vec_push(sec, nsec, cap);
		memset(&sec[i], 0, sizeof sec[i]);
		sec[i].kind = CFG_SEC_GPCC;
		if (enc_gpucc(&sec[i].data, k, g))
			goto done;
	}
	/* target 3: one SIMT section per kernel, no blocks; others: none */
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgSimt *sm = p->kernels[k].simt;

		if ((p->target == PROG_SIMT) != (sm != NULL) ||
		    (sm && p->kernels[k].nblocks))
			goto done;
		if (!sm)
			continue;
		i = vec_push(sec, nsec, cap);
		memset(&sec[i], 0, sizeof sec[i]);
		sec[i].kind = CFG_SEC_SIMT;
		if (enc_simt(&sec[i].data, k, sm))
			goto done;
	}
	/* target 4: one SGMF section per kernel, one block each */
	for (uint32_t k = 0; k < p->nkernels; k++) {
		const ProgSgmf *sg = p->kernels[k].sgmf;

		if ((p->target == PROG_SGMF) != (sg != NULL) ||
		    (sg && p->kernels[k].nblocks != 1))
			goto done;
		if (!sg)
			continue;
		i = vec_push(sec, nsec, cap);
		memset(&sec[i], 0, sizeof sec[i]);
		sec[i].kind = CFG_SEC_SGMF;
		put_u32(&sec[i].data, k);
		put_u32(&sec[i].data, sg->threads);
		put_u32(&sec[i].data, sg->steers);
		put_u32(&sec[i].data, sg->merges);
		put_u64(&sec[i].data, 0);
	}
	if (has_debug(p)) {
		i = vec_push(sec, nsec, cap);
		memset(&sec[i], 0, sizeof sec[i]);
		sec[i].kind = CFG_SEC_DBUG;
		enc_debug(&sec[i].data, &s, p);
	}
	sec[0].data = s.data;
	s.data.b = NULL;

	put(&o, CFG_MAGIC, 8);
	put_u32(&o, CFG_VERSION);
	put_u32(&o, (uint32_t)p->target);
	put_u64(&o, p->arch_fingerprint);
	put_u32(&o, p->grid_rows);
	put_u32(&o, p->grid_cols);
	put_u32(&o, p->channels);
	put_u32(&o, p->neighbours);
	put_u32(&o, compiler);
	put_u32(&o, nsec);
	size_t table = o.n;
	put_zero(&o, (size_t)nsec * CFG_SECENT + 4);
	uint64_t at = o.n;
	for (i = 0; i < nsec; i++) {
		at = (at + CFG_ALIGN - 1) & ~(uint64_t)(CFG_ALIGN - 1);
		if (at + sec[i].data.n > UINT32_MAX)
			goto done;
		set_u32(&o, table + i * CFG_SECENT, sec[i].kind);
		set_u32(&o, table + i * CFG_SECENT + 4, (uint32_t)at);
		set_u32(&o, table + i * CFG_SECENT + 8, (uint32_t)sec[i].data.n);
		set_u32(&o, table + i * CFG_SECENT + 12,
		        cfg_crc32(0, sec[i].data.b, sec[i].data.n));
		at += sec[i].data.n;
	}
	size_t hcrc = table + (size_t)nsec * CFG_SECENT;
	set_u32(&o, hcrc, cfg_crc32(0, o.b, hcrc));
	for (i = 0; i < nsec; i++) {
		put_zero(&o, (size_t)(-o.n & (CFG_ALIGN - 1)));
		put(&o, sec[i].data.b, sec[i].data.n);
	}
	*out = o.b;
	*size = o.n;
	o.b = NULL;
	rc = 0;
done:
	for (i = 0; i < nsec; i++)
		free(sec[i].data.b);
	free(sec);
	free(s.data.b);
	free(s.off);
	free(o.b);
	return rc;
}
