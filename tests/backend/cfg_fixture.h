/* Hand-built Programs for the .cfg tests: a three-block kernel with
 * parameters, symbols (one with an image), live values, a barrier, a
 * partition link, two replicas of its entry block placed on cells of the
 * right class of the given arch and routed greedily (king's moves, shared
 * tree prefixes, the lowest free channel), one unplaced block; and the
 * layout helpers a corruption test needs (docs/cfg-format.md), written
 * from the spec rather than from backend/ so they check it too. */
#ifndef VGIW_CFG_FIXTURE_H
#define VGIW_CFG_FIXTURE_H

#include <stdlib.h>
#include <string.h>

#include "vgiw/cfg.h"

static inline uint32_t
fx_node(DfgBlock *g, VgiwOp op, IsaType type, int64_t imm)
{
	uint32_t n = ++g->nnodes;

	g->nodes = realloc(g->nodes, (n + 1) * sizeof *g->nodes);
	memset(&g->nodes[n], 0, sizeof g->nodes[n]);
	if (n == 1)
		memset(&g->nodes[0], 0, sizeof g->nodes[0]);
	g->nodes[n].op = (uint16_t)op;
	g->nodes[n].type = (uint8_t)type;
	g->nodes[n].imm = imm;
	g->cap = n + 1;
	return n;
}

static inline void
fx_in(DfgBlock *g, uint32_t n, DfgInKind kind, IsaType type, uint32_t src,
      uint64_t imm)
{
	DfgNode *d = &g->nodes[n];
	DfgInput *in = &d->in[d->nin++];

	in->kind = (uint8_t)kind;
	in->type = (uint8_t)type;
	in->src = src;
	in->imm = imm;
}

/* Greedy placement: node by node, the first free cell of its class. */
static inline void
fx_place(Program *p, ProgBlock *b, const Arch *a, uint8_t *taken)
{
	uint32_t stride = b->graph.nnodes + 1;

	b->cell = arena_alloc(&p->arena, (size_t)b->replicas * stride * sizeof *b->cell);
	for (uint32_t r = 0; r < b->replicas; r++)
		for (uint32_t n = 1; n <= b->graph.nnodes; n++) {
			UnitClass want = (UnitClass)vgiw_op_info[b->graph.nodes[n].op].unit;
			uint32_t c;

			for (c = 0; c < p->grid_rows * p->grid_cols; c++)
				if (!taken[c] && arch_vgiw_cell(a, c / p->grid_cols,
				                                c % p->grid_cols) == want)
					break;
			if (c == p->grid_rows * p->grid_cols)
				abort();
			taken[c] = 1;
			b->cell[r * stride + n] = c;
		}
}

static inline int
fx_sign(int x)
{
	return (x > 0) - (x < 0);
}

/* One net per (replica, producer with token consumers). */
static inline void
fx_route(Program *p, ProgBlock *b)
{
	const DfgBlock *g = &b->graph;
	uint32_t stride = g->nnodes + 1, cols = p->grid_cols;
	uint32_t ncells = p->grid_rows * cols, maxn = b->replicas * g->nnodes;
	uint8_t *used = calloc((size_t)ncells * 8, 1);  /* channel bits per port */
	int32_t *depth = malloc(ncells * sizeof *depth);

	b->nets = arena_alloc(&p->arena, (maxn + 1) * sizeof *b->nets);
	b->hops = arena_alloc(&p->arena, (maxn * 64 + 1) * sizeof *b->hops);
	b->sinks = arena_alloc(&p->arena, (maxn * 3 + 1) * sizeof *b->sinks);
	for (uint32_t r = 0; r < b->replicas; r++)
		for (uint32_t src = 1; src <= g->nnodes; src++) {
			ProgNet *net = &b->nets[b->nnets];
			uint32_t sc = b->cell[r * stride + src];

			net->src = src;
			net->replica = r;
			net->hop = b->nhops;
			net->sink = b->nsinks;
			for (uint32_t c = 0; c < ncells; c++)
				depth[c] = -1;
			depth[sc] = 0;
			for (uint32_t n = 1; n <= g->nnodes; n++)
				for (uint32_t s = 0; s < g->nodes[n].nin; s++) {
					const DfgInput *in = &g->nodes[n].in[s];
					if ((in->kind != DIN_NODE && in->kind != DIN_ORDER) ||
					    in->src != src)
						continue;
					uint32_t tc = b->cell[r * stride + n], at = sc;
					while (at != tc) {
						int dr = fx_sign((int)(tc / cols) - (int)(at / cols));
						int dc = fx_sign((int)(tc % cols) - (int)(at % cols));
						uint32_t to = (uint32_t)((int)at + dr * (int)cols + dc);
						if (depth[to] < 0) {
							static const int dir[3][3] = {
								{ 7, 0, 1 }, { 6, -1, 2 }, { 5, 4, 3 }
							};
							uint8_t d = (uint8_t)dir[dr + 1][dc + 1], ch = 0;
							while (used[at * 8 + d] >> ch & 1)
								ch++;
							used[at * 8 + d] |= (uint8_t)(1u << ch);
							b->hops[b->nhops++] = (ProgHop){ at, d, ch };
							net->nhops++;
							depth[to] = depth[at] + 1;
						}
						at = to;
					}
					b->sinks[b->nsinks++] = (ProgSink){ n, (uint8_t)s,
						(uint16_t)depth[tc] };
					net->nsinks++;
				}
			if (net->nsinks)
				b->nnets++;
		}
	free(used);
	free(depth);
}

static inline uint32_t *
fx_ids(Program *p, const uint32_t *ids, uint32_t n)
{
	uint32_t *v = arena_alloc(&p->arena, (n + 1) * sizeof *v);

	memcpy(v, ids, n * sizeof *v);
	return v;
}

/* The sample program, placed and routed on arch a. */
static inline Program *
fx_program(const Arch *a)
{
	Program *p = prog_new();
	static const uint8_t table[20] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
	                                   12, 13, 14, 15, 16, 17, 18, 19, 20 };
	static const uint32_t lv0[] = { 0 }, lv01[] = { 0, 1 };

	p->target = PROG_VGIW;
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_VGIW);
	p->compiler = "vgiwcc test";
	p->grid_rows = a->vgiw.grid.rows;
	p->grid_cols = a->vgiw.grid.cols;
	p->channels = a->vgiw.sw.channels;
	p->neighbours = a->vgiw.sw.neighbours;
	p->nkernels = 1;
	p->kernels = arena_alloc(&p->arena, 2 * sizeof *p->kernels);
	ProgKernel *k = &p->kernels[0];
	k->name = "saxpy";
	k->source = "saxpy.cu";
	k->nparams = 3;
	k->params = arena_alloc(&p->arena, 3 * sizeof *k->params);
	k->params[0] = (ProgParam){ "n", PARAM_SCALAR, IT_I32, 0, 0, 4, 4 };
	k->params[1] = (ProgParam){ "x", PARAM_POINTER, IT_PTR, AS_GLOBAL, 1, 8, 8 };
	k->params[2] = (ProgParam){ "a", PARAM_SCALAR, IT_F32, 0, 0, 4, 4 };
	k->nsymbols = 2;
	k->symbols = arena_alloc(&p->arena, 3 * sizeof *k->symbols);
	k->symbols[1] = (ProgSymbol){ "table", AS_CONST, 4, sizeof table, table };
	k->symbols[2] = (ProgSymbol){ "tile", AS_SHARED, 16, 1024, NULL };
	k->local_bytes = 32;
	k->lv_ids = 2;
	k->nblocks = 3;
	k->blocks = arena_alloc(&p->arena, 3 * sizeof *k->blocks);

	/* block 0: if (thread < n) goto 1 else goto 2, two replicas */
	ProgBlock *b = &k->blocks[0];
	DfgBlock *g = &b->graph;
	b->id = 0;
	b->nsucc = 2;
	b->succ[0] = 1;
	b->succ[1] = 2;
	b->replicas = 2;
	b->part_of = 0;
	g->block = 1;
	uint32_t t = fx_node(g, OP_TID, IT_I32, ISA_THREAD);
	uint32_t c = fx_node(g, OP_ICMP, IT_I1, ISA_ICMP_SLT);
	fx_in(g, c, DIN_NODE, IT_I32, t, 0);
	fx_in(g, c, DIN_PARAM, IT_I32, 0, 0);
	uint32_t w = fx_node(g, OP_LVST, IT_VOID, 0);
	fx_in(g, w, DIN_NODE, IT_I32, t, 0);
	g->nodes[w].lv = 1;
	uint32_t w2 = fx_node(g, OP_LVST, IT_VOID, 1);
	fx_in(g, w2, DIN_SYM, IT_PTR, 1, 4);
	g->nodes[w2].lv = 2;
	uint32_t br = fx_node(g, OP_BR, IT_VOID, 0);
	fx_in(g, br, DIN_NODE, IT_I1, c, 0);
	g->nodes[t].line = 3;
	g->nodes[c].line = 3;
	g->nodes[c].kir = 7;
	b->lv_writes = fx_ids(p, lv01, 2);
	b->nlv_writes = 2;

	/* block 1: x[i] = a * x[i] after a barrier, part of a chain */
	b = &k->blocks[1];
	g = &b->graph;
	b->id = 1;
	b->nsucc = 1;
	b->succ[0] = 2;
	b->succ[1] = PROG_NO_BLOCK;
	b->barrier = 1;
	b->replicas = 1;
	b->part_of = 0;
	g->block = 2;
	uint32_t l = fx_node(g, OP_LVLD, IT_I32, 0);
	g->nodes[l].lv = 1;
	uint32_t x = fx_node(g, OP_SEXT, IT_I64, 0);
	fx_in(g, x, DIN_NODE, IT_I32, l, 0);
	uint32_t sh = fx_node(g, OP_SHL, IT_I64, 0);
	fx_in(g, sh, DIN_NODE, IT_I64, x, 0);
	fx_in(g, sh, DIN_IMM, IT_I64, 0, 2);
	uint32_t ad = fx_node(g, OP_IADD, IT_PTR, 0);
	fx_in(g, ad, DIN_PARAM, IT_PTR, 1, 0);
	fx_in(g, ad, DIN_NODE, IT_I64, sh, 0);
	uint32_t ld = fx_node(g, OP_LD, IT_F32, 0);
	fx_in(g, ld, DIN_NODE, IT_PTR, ad, 0);
	g->nodes[ld].aspace = AS_GLOBAL;
	g->nodes[ld].align = 4;
	uint32_t m = fx_node(g, OP_FMUL, IT_F32, 0);
	fx_in(g, m, DIN_NODE, IT_F32, ld, 0);
	fx_in(g, m, DIN_IMM, IT_F32, 0, 0x40490fdbu);  /* pi */
	uint32_t dv = fx_node(g, OP_FDIV, IT_F32, 0);
	fx_in(g, dv, DIN_NODE, IT_F32, m, 0);
	fx_in(g, dv, DIN_PARAM, IT_F32, 2, 0);
	uint32_t st = fx_node(g, OP_ST, IT_F32, 0);
	fx_in(g, st, DIN_NODE, IT_PTR, ad, 0);
	fx_in(g, st, DIN_NODE, IT_F32, dv, 0);
	fx_in(g, st, DIN_ORDER, IT_VOID, ld, 0);
	g->nodes[st].aspace = AS_GLOBAL;
	g->nodes[st].align = 4;
	g->nodes[st].flags = ISAF_VOLATILE;
	uint32_t lc = fx_node(g, OP_ST, IT_I32, 0);
	fx_in(g, lc, DIN_SYM, IT_PTR, ISYM_LOCAL, 8);
	fx_in(g, lc, DIN_NODE, IT_I32, l, 0);
	g->nodes[lc].aspace = AS_LOCAL;
	uint32_t j = fx_node(g, OP_JMP, IT_VOID, 0);
	fx_in(g, j, DIN_ORDER, IT_VOID, st, 0);
	g->nodes[m].line = 9;
	b->lv_reads = fx_ids(p, lv0, 1);
	b->nlv_reads = 1;

	/* block 2: exit, left unplaced */
	b = &k->blocks[2];
	b->id = 2;
	b->nsucc = 0;
	b->succ[0] = b->succ[1] = PROG_NO_BLOCK;
	b->replicas = 1;
	b->part_of = 2;
	fx_node(&b->graph, OP_EXIT, IT_VOID, 0);

	uint8_t *taken = calloc(p->grid_rows * p->grid_cols, 1);
	for (uint32_t i = 0; i < 2; i++) {
		memset(taken, 0, p->grid_rows * p->grid_cols);
		fx_place(p, &k->blocks[i], a, taken);
		fx_route(p, &k->blocks[i]);
	}
	free(taken);
	return p;
}

/* A GPU-CC program (target 2) for arch a: y[i] = a * x[i] + y[i], the
 * store predicated on i < n, in `copies` copies of its 8 cores and 3 LSUs;
 * the kernel's one block holds the graph the units execute (unplaced),
 * positions are the line reversed, lanes are handed out round-robin. */
static inline Program *
fx_gpucc_program(const Arch *a, uint32_t copies)
{
	Program *p = prog_new();

	p->target = PROG_GPUCC;
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_GPUCC);
	p->compiler = "vgiwcc test";
	p->nkernels = 1;
	p->kernels = arena_alloc(&p->arena, 2 * sizeof *p->kernels);
	ProgKernel *k = &p->kernels[0];
	k->name = "saxpy";
	k->nparams = 4;
	k->params = arena_alloc(&p->arena, 4 * sizeof *k->params);
	k->params[0] = (ProgParam){ "n", PARAM_SCALAR, IT_I32, 0, 0, 4, 4 };
	k->params[1] = (ProgParam){ "a", PARAM_SCALAR, IT_F32, 0, 0, 4, 4 };
	k->params[2] = (ProgParam){ "x", PARAM_POINTER, IT_PTR, AS_GLOBAL, 1, 8, 8 };
	k->params[3] = (ProgParam){ "y", PARAM_POINTER, IT_PTR, AS_GLOBAL, 1, 8, 8 };
	k->symbols = arena_alloc(&p->arena, sizeof *k->symbols);
	k->nblocks = 1;
	k->blocks = arena_alloc(&p->arena, sizeof *k->blocks);
	ProgBlock *b = &k->blocks[0];
	DfgBlock *g = &b->graph;
	b->succ[0] = b->succ[1] = PROG_NO_BLOCK;
	b->replicas = 1;

	uint32_t t = fx_node(g, OP_TID, IT_I32, ISA_THREAD);
	uint32_t z = fx_node(g, OP_ZEXT, IT_I64, 0);
	fx_in(g, z, DIN_NODE, IT_I32, t, 0);
	uint32_t sh = fx_node(g, OP_SHL, IT_I64, 0);
	fx_in(g, sh, DIN_NODE, IT_I64, z, 0);
	fx_in(g, sh, DIN_IMM, IT_I64, 0, 2);
	uint32_t ax = fx_node(g, OP_IADD, IT_PTR, 0);
	fx_in(g, ax, DIN_PARAM, IT_PTR, 2, 0);
	fx_in(g, ax, DIN_NODE, IT_I64, sh, 0);
	uint32_t lx = fx_node(g, OP_LD, IT_F32, 0);
	fx_in(g, lx, DIN_NODE, IT_PTR, ax, 0);
	uint32_t m = fx_node(g, OP_FMUL, IT_F32, 0);
	fx_in(g, m, DIN_NODE, IT_F32, lx, 0);
	fx_in(g, m, DIN_PARAM, IT_F32, 1, 0);
	uint32_t ay = fx_node(g, OP_IADD, IT_PTR, 0);
	fx_in(g, ay, DIN_PARAM, IT_PTR, 3, 0);
	fx_in(g, ay, DIN_NODE, IT_I64, sh, 0);
	uint32_t ly = fx_node(g, OP_LD, IT_F32, 0);
	fx_in(g, ly, DIN_NODE, IT_PTR, ay, 0);
	uint32_t s = fx_node(g, OP_FADD, IT_F32, 0);
	fx_in(g, s, DIN_NODE, IT_F32, m, 0);
	fx_in(g, s, DIN_NODE, IT_F32, ly, 0);
	uint32_t c = fx_node(g, OP_ICMP, IT_I1, ISA_ICMP_SLT);
	fx_in(g, c, DIN_NODE, IT_I32, t, 0);
	fx_in(g, c, DIN_PARAM, IT_I32, 0, 0);
	uint32_t st = fx_node(g, OP_ST, IT_F32, 0);
	fx_in(g, st, DIN_NODE, IT_PTR, ay, 0);
	fx_in(g, st, DIN_NODE, IT_F32, s, 0);
	fx_in(g, st, DIN_NODE, IT_I1, c, 0);
	for (uint32_t n = lx; n <= st; n++)
		if (g->nodes[n].op == OP_LD || g->nodes[n].op == OP_ST) {
			g->nodes[n].aspace = AS_GLOBAL;
			g->nodes[n].align = 4;
		}
	g->nodes[st].flags = ISAF_PREDICATED;

	ProgGpucc *G = arena_alloc(&p->arena, sizeof *G);
	memset(G, 0, sizeof *G);
	G->copies = copies;
	G->ncores = a->gpucc.sm.cores;
	G->nlsus = a->gpucc.sm.ldst_units;
	G->nlanes = a->gpucc.sm.lanes;
	uint32_t nunits = G->ncores + G->nlsus;
	G->units = arena_alloc(&p->arena, nunits * sizeof *G->units);
	G->pos = arena_alloc(&p->arena, nunits * sizeof *G->pos);
	for (uint32_t u = 0; u < nunits; u++) {
		G->units[u] = (ProgGpuccUnit){ .op = PROG_GPUCC_UNUSED,
		                               .out_lane = PROG_GPUCC_NO_LANE };
		G->pos[u] = nunits - 1 - u;
	}
	/* node -> unit of copy c: cores 8 c.., LSUs ncores + 3 c.. */
	uint32_t slot[16] = { 0 }, nc = 0, nl = 0;
	for (uint32_t n = 1; n <= g->nnodes; n++) {
		uint16_t op = g->nodes[n].op;
		slot[n] = op == OP_LD || op == OP_ST ? G->ncores + nl++ : nc++;
	}
	for (uint32_t cp = 0; cp < copies; cp++) {
#define FX_UNIT(n) (slot[n] < G->ncores ? cp * nc + slot[n] : \
                    slot[n] + cp * nl)
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			const DfgNode *d = &g->nodes[n];
			ProgGpuccUnit *x = &G->units[FX_UNIT(n)];

			*x = (ProgGpuccUnit){ .op = d->op, .type = d->type,
				.flags = d->flags, .aspace = d->aspace, .copy = (uint8_t)cp,
				.nin = d->nin, .out_lane = PROG_GPUCC_NO_LANE,
				.align = d->align, .imm = d->imm, .node = n,
				.line = 10 + n };
			for (uint32_t i = 0; i < d->nin; i++)
				x->in[i] = (ProgGpuccIn){ .kind = d->in[i].kind,
					.lane = PROG_GPUCC_NO_LANE, .type = d->in[i].type,
					.src = d->in[i].src, .imm = d->in[i].imm };
		}
		for (uint32_t n = 1; n <= g->nnodes; n++) {
			ProgGpuccUnit *x = &G->units[FX_UNIT(n)];

			for (uint32_t i = 0; i < x->nin; i++)
				if (x->in[i].kind == DIN_NODE) {
					ProgGpuccUnit *from = &G->units[FX_UNIT(x->in[i].src)];
					if (from->out_lane == PROG_GPUCC_NO_LANE)
						from->out_lane = (uint8_t)((x->in[i].src + cp) %
						                           G->nlanes);
					x->in[i].src = FX_UNIT(x->in[i].src);
					x->in[i].lane = from->out_lane;
				}
		}
		G->units[FX_UNIT(st)].order_after = FX_UNIT(ly) + 1;
#undef FX_UNIT
	}
	k->gpucc = G;
	return p;
}

/* ---- the layout, from docs/cfg-format.md ---- */

static inline uint32_t
fx_get32(const uint8_t *b, size_t at)
{
	return (uint32_t)b[at] | (uint32_t)b[at + 1] << 8 | (uint32_t)b[at + 2] << 16 |
	       (uint32_t)b[at + 3] << 24;
}

static inline void
fx_put32(uint8_t *b, size_t at, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		b[at + (size_t)i] = (uint8_t)(v >> 8 * i);
}

static inline uint32_t
fx_nsec(const uint8_t *b)
{
	return fx_get32(b, 44);
}

/* Section i: its table entry is at 48 + 16 i: kind, offset, size, crc. */
static inline uint32_t
fx_sec_off(const uint8_t *b, uint32_t i)
{
	return fx_get32(b, 48 + 16 * i + 4);
}

static inline uint32_t
fx_sec_size(const uint8_t *b, uint32_t i)
{
	return fx_get32(b, 48 + 16 * i + 8);
}

/* Recompute every section CRC and the header CRC after an edit, so that
 * the decoder gets past them to the check under test. */
static inline void
fx_fix_crcs(uint8_t *b, size_t size)
{
	uint32_t n = fx_nsec(b);

	if (size < 52 || n > (size - 52) / 16)
		return;   /* a flipped count: nothing sensible to fix */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t off = fx_sec_off(b, i), sz = fx_sec_size(b, i);
		if ((uint64_t)off + sz <= size)
			fx_put32(b, 48 + 16 * i + 12, cfg_crc32(0, b + off, sz));
	}
	fx_put32(b, 48 + 16 * n, cfg_crc32(0, b, 48 + 16 * n));
}

/* Decode exactly n bytes (a copy, so that ASan sees overreads), optionally
 * against arch, and require a rejection with one error whose message
 * contains every fragment (NULL-terminated). For the cmocka tests only. */
#ifdef fail_msg
#include <stdarg.h>

static inline void
rejects(const uint8_t *b, size_t n, const Arch *a, ...)
{
	DiagList d = { 0 };
	uint8_t *c = malloc(n ? n : 1);
	va_list ap;

	memcpy(c, b, n);
	Program *p = cfg_decode(c, n, a, &d);
	if (p)
		fail_msg("corrupted file accepted");
	assert_int_equal(d.errors, 1);
	const char *msg = d.items[0].message;
	va_start(ap, a);
	for (const char *frag; (frag = va_arg(ap, const char *));)
		if (!strstr(msg, frag))
			fail_msg("message \"%s\" lacks \"%s\"", msg, frag);
	va_end(ap);
	diag_free(&d);
	free(c);
}
#endif

#endif
