/* $readmemh images for RTL and FPGA prototypes: per kernel a block table,
 * per block every cell's unit configuration words and switch words; for a
 * GPU-CC program per kernel every core's and LSU's configuration words, for
 * a SIMT program per kernel its instructions; all
 * 64-bit words as 16 hex digits (docs/cfg-format.md, "Hex images"). */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cfg_int.h"

#define HEX_UNIT_WORDS 10u
#define HEX_GPUCC_WORDS (4u + 2u * PROG_GPUCC_MAX_IN)
#define HEX_SIMT_WORDS (6u + 2u * PROG_SIMT_MAX_IN)

static void
word(StrBuf *t, uint64_t w)
{
	strbuf_printf(t, "%016" PRIx64 "\n", w);
}

static int
flush(StrBuf *t, const char *dir, const char *name, DiagList *d)
{
	size_t n = strlen(dir) + strlen(name) + 2;
	char *path = xmalloc(n);
	int rc;

	snprintf(path, n, "%s/%s", dir, name);
	rc = vgiw_write_file_atomic(path, t->s ? t->s : "", t->len);
	if (rc)
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
	free(path);
	strbuf_reset(t);
	return rc;
}

static void
block_table(StrBuf *t, uint32_t ki, const ProgKernel *k)
{
	strbuf_printf(t, "// vgiw block table, kernel %u %s: header word, then 4 "
	              "words per block (docs/cfg-format.md)\n", ki,
	              k->name ? k->name : "");
	word(t, (uint64_t)k->lv_ids << 32 | k->nblocks);
	for (uint32_t b = 0; b < k->nblocks; b++) {
		const ProgBlock *B = &k->blocks[b];
		uint32_t s0 = B->nsucc > 0 ? B->succ[0] : PROG_NO_BLOCK;
		uint32_t s1 = B->nsucc > 1 ? B->succ[1] : PROG_NO_BLOCK;

		strbuf_printf(t, "// block %u\n", b);
		word(t, (uint64_t)B->part_of << 32 | B->id);
		word(t, (uint64_t)s1 << 32 | s0);
		word(t, (uint64_t)B->replicas << 32 | (uint64_t)(B->barrier ? 1 : 0) << 8 |
		        B->nsucc);
		word(t, (uint64_t)B->nlv_writes << 32 | B->nlv_reads);
	}
}

static void
block_image(StrBuf *t, const Program *p, uint32_t ki, const ProgKernel *k,
            const ProgBlock *B, const CfgSwitches *sw)
{
	const DfgBlock *g = &B->graph;
	uint32_t stride = g->nnodes + 1, C = sw->channels;
	uint32_t per = HEX_UNIT_WORDS + 2 * C + 1;
	/* the node each cell holds, from the placement */
	uint32_t *node = xcalloc(sw->cells ? sw->cells : 1, sizeof *node);
	uint32_t *rep = xcalloc(sw->cells ? sw->cells : 1, sizeof *rep);

	for (uint32_t r = 0; r < B->replicas && B->cell; r++)
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			uint32_t c = B->cell[(size_t)r * stride + n];
			if (c < sw->cells) {
				node[c] = n;
				rep[c] = r;
			}
		}
	strbuf_printf(t, "// vgiw block %u of kernel %u %s: 2 header words, then %u "
	              "words per cell (%u unit, %u switch, 1 input), row-major\n",
	              B->id, ki, k->name ? k->name : "", per, HEX_UNIT_WORDS, 2 * C);
	word(t, (uint64_t)CFG_VERSION << 48 | (uint64_t)per << 40 |
	        (uint64_t)C << 32 | (uint64_t)p->grid_cols << 16 | p->grid_rows);
	word(t, (uint64_t)B->replicas << 32 | B->id);
	for (uint32_t c = 0; c < sw->cells; c++) {
		const DfgNode *d = node[c] ? &g->nodes[node[c]] : NULL;

		strbuf_printf(t, "// cell (%u,%u)", c / p->grid_cols, c % p->grid_cols);
		if (d)
			strbuf_printf(t, " n%u r%u %s", node[c], rep[c],
			              vgiw_op_info[d->op].mnemonic);
		strbuf_printf(t, "\n");
		if (d) {
			word(t, 1ull << 63 | (uint64_t)d->nin << 40 | (uint64_t)d->aspace << 32 |
			        (uint64_t)d->flags << 24 | (uint64_t)d->type << 16 | d->op);
			word(t, (uint64_t)d->imm);
			word(t, (uint64_t)node[c] << 32 | (uint64_t)(rep[c] & 0xffff) << 16 |
			        d->align);
			for (uint32_t s = 0; s < DFG_MAX_IN; s++) {
				const DfgInput *in = &d->in[s];
				int used = s < d->nin;

				word(t, used ? (uint64_t)in->src << 32 | (uint64_t)in->type << 8 |
				               in->kind : 0);
				word(t, used ? in->imm : 0);
			}
			int cvu = vgiw_op_info[d->op].unit == UC_CVU && d->op != OP_TID;
			uint32_t s0 = B->nsucc > 0 ? B->succ[0] : PROG_NO_BLOCK;
			uint32_t s1 = B->nsucc > 1 ? B->succ[1] : PROG_NO_BLOCK;
			word(t, cvu ? (uint64_t)s1 << 32 | s0 : 0);
		} else
			for (uint32_t i = 0; i < HEX_UNIT_WORDS; i++)
				word(t, 0);
		for (uint32_t ch = 0; ch < C; ch++)
			for (uint32_t half = 0; half < 2; half++) {
				uint64_t w = 0;
				for (uint32_t i = 0; i < 4; i++)
					w |= (uint64_t)sw->out[((size_t)c * 8 + half * 4 + i) * C + ch]
					     << 16 * i;
				word(t, w);
			}
		uint64_t w = 0;
		for (uint32_t s = 0; s < DFG_MAX_IN; s++)
			w |= (uint64_t)sw->slot[c * DFG_MAX_IN + s] << 16 * s;
		word(t, w);
	}
	free(node);
	free(rep);
}

/* kK_gpucc.hex: 2 header words, then HEX_GPUCC_WORDS per unit in unit
 * order (cores, then LSUs). */
static void
gpucc_image(StrBuf *t, uint32_t ki, const ProgKernel *k, const ProgGpucc *g)
{
	uint32_t nunits = g->ncores + g->nlsus;

	strbuf_printf(t, "// gpucc kernel %u %s: 2 header words, then %u words per "
	              "unit, cores first (docs/cfg-format.md)\n", ki,
	              k->name ? k->name : "", HEX_GPUCC_WORDS);
	word(t, (uint64_t)(g->linear ? 1 : 0) << 56 | (uint64_t)CFG_VERSION << 48 |
	        (uint64_t)HEX_GPUCC_WORDS << 40 | (uint64_t)(g->nlanes & 0xff) << 32 |
	        (uint64_t)(g->nlsus & 0xffff) << 16 | (g->ncores & 0xffff));
	word(t, g->copies);
	for (uint32_t u = 0; u < nunits; u++) {
		const ProgGpuccUnit *x = &g->units[u];
		int used = x->op != PROG_GPUCC_UNUSED;

		strbuf_printf(t, "// %s %u pos %u", u < g->ncores ? "core" : "lsu",
		              u < g->ncores ? u : u - g->ncores, g->pos[u]);
		if (used)
			strbuf_printf(t, " copy %u %s", x->copy,
			              vgiw_op_info[x->op].mnemonic);
		strbuf_printf(t, "\n");
		if (!used) {
			word(t, (uint64_t)g->pos[u] << 32 | PROG_GPUCC_NO_LANE);
			for (uint32_t i = 1; i < HEX_GPUCC_WORDS; i++)
				word(t, 0);
			continue;
		}
		word(t, 1ull << 63 | (uint64_t)(x->speculative ? 1 : 0) << 62 |
		        (uint64_t)x->out_lane << 48 | (uint64_t)x->nin << 40 |
		        (uint64_t)x->aspace << 32 | (uint64_t)x->flags << 24 |
		        (uint64_t)x->type << 16 | x->op);
		word(t, (uint64_t)x->imm);
		word(t, (uint64_t)g->pos[u] << 32 | x->order_after);
		word(t, (uint64_t)(uint32_t)x->offset << 32 | (uint64_t)x->align << 16 |
		        (uint64_t)x->copy << 8 | x->warmup);
		for (uint32_t s = 0; s < PROG_GPUCC_MAX_IN; s++) {
			const ProgGpuccIn *in = &x->in[s];
			int on = s < x->nin;

			word(t, on ? (uint64_t)in->src << 32 | (uint64_t)in->delay << 24 |
			             (uint64_t)in->lane << 16 | (uint64_t)in->type << 8 |
			             in->kind : 0);
			word(t, on ? in->imm : 0);
		}
	}
}

/* kK_simt.hex: 1 header word, then HEX_SIMT_WORDS per instruction in pc
 * order. */
static void
simt_image(StrBuf *t, uint32_t ki, const ProgKernel *k, const ProgSimt *s)
{
	strbuf_printf(t, "// simt kernel %u %s: 1 header word, then %u words per "
	              "instruction, pc 0 first (docs/cfg-format.md)\n", ki,
	              k->name ? k->name : "", HEX_SIMT_WORDS);
	word(t, (uint64_t)HEX_SIMT_WORDS << 56 | (uint64_t)CFG_VERSION << 48 |
	        (uint64_t)(s->nregs & 0xffff) << 32 | s->ninsts);
	for (uint32_t pc = 0; pc < s->ninsts; pc++) {
		const ProgSimtInst *x = &s->insts[pc];

		strbuf_printf(t, "// pc %u %s\n", pc, x->op < OP_COUNT ?
		              vgiw_op_info[x->op].mnemonic : "?");
		word(t, 1ull << 63 | (uint64_t)x->nin << 40 | (uint64_t)x->aspace << 32 |
		        (uint64_t)x->flags << 24 | (uint64_t)x->type << 16 | x->op);
		word(t, (uint64_t)x->imm);
		word(t, (uint64_t)x->dst << 32 | (uint64_t)x->align << 16);
		word(t, (uint64_t)x->target[1] << 32 | x->target[0]);
		word(t, (uint64_t)x->line << 32 | x->reconv);
		for (uint32_t j = 0; j < PROG_SIMT_MAX_IN; j++) {
			const DfgInput *in = &x->in[j];
			int on = j < x->nin;

			word(t, on ? (uint64_t)in->src << 32 | (uint64_t)in->type << 8 |
			             in->kind : 0);
			word(t, on ? in->imm : 0);
		}
		word(t, (uint32_t)x->offset);
	}
}

int
cfg_write_hex(const Program *p, const char *dir, DiagList *d)
{
	StrBuf t = { 0 };
	char name[64];
	int rc = 0;

	for (uint32_t ki = 0; ki < p->nkernels && !rc; ki++) {
		const ProgKernel *k = &p->kernels[ki];

		if (k->simt) {
			simt_image(&t, ki, k, k->simt);
			snprintf(name, sizeof name, "k%u_simt.hex", ki);
			rc = flush(&t, dir, name, d);
			continue;
		}
		if (k->gpucc) {
			gpucc_image(&t, ki, k, k->gpucc);
			snprintf(name, sizeof name, "k%u_gpucc.hex", ki);
			rc = flush(&t, dir, name, d);
			continue;
		}
		block_table(&t, ki, k);
		snprintf(name, sizeof name, "k%u_blocks.hex", ki);
		rc = flush(&t, dir, name, d);
		for (uint32_t b = 0; b < k->nblocks && !rc; b++) {
			const ProgBlock *B = &k->blocks[b];
			CfgSwitches sw;

			if (!B->cell || !p->grid_cols)
				continue;   /* nothing to load for an unplaced block */
			if (cfg_switches(p, B, &sw)) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel %u block %u: routes "
				         "that contradict each other; no hex image", ki, b);
				cfg_switches_free(&sw);
				rc = -1;
				break;
			}
			block_image(&t, p, ki, k, B, &sw);
			cfg_switches_free(&sw);
			snprintf(name, sizeof name, "k%u_b%u.hex", ki, b);
			rc = flush(&t, dir, name, d);
		}
	}
	strbuf_free(&t);
	return rc;
}
