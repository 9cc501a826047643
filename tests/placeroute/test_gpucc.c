/* GPU-CC mapping: lane assignment is optimal on intervals, a graph that
 * needs six lanes is rejected on the five-lane SM with that reason, small
 * graphs get several copies, exhaustion of cores and load/store units is
 * named; LSU immediate offsets; stream reuse and the kernels it must
 * leave alone; placement: Figure 1 on five lanes, values of the thread index computed
 * twice where that saves a lane. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/gpucc.h"

#include "gpucc_legal.h"

static uint32_t
node(DfgBlock *g, VgiwOp op, IsaType t, int64_t imm)
{
	uint32_t n = dfg_node_new(g, op, t);

	g->nodes[n].imm = imm;
	return n;
}

static void
in_node(DfgBlock *g, uint32_t n, uint32_t src)
{
	DfgNode *d = &g->nodes[n];

	d->in[d->nin++] = (DfgInput){ .kind = DIN_NODE, .type = g->nodes[src].type,
	                              .src = src };
}

static void
in_static(DfgBlock *g, uint32_t n, uint8_t kind, uint32_t src, uint64_t imm)
{
	DfgNode *d = &g->nodes[n];

	d->in[d->nin++] = (DfgInput){ .kind = kind, .type = IT_I64, .src = src,
	                              .imm = imm };
}

static void
test_lanes_optimal(void **state)
{
	/* overlaps: at position 4 the intervals [2,4] [3,6] [4,4] [0,9] meet */
	static const uint32_t iv[][2] = {
		{ 0, 1 }, { 2, 4 }, { 3, 6 }, { 4, 4 }, { 5, 8 }, { 7, 9 },
		{ 0, 9 }, { 9, 9 }, { 1, 2 },
	};
	uint32_t n = sizeof iv / sizeof iv[0], best = 0;
	GpuccNet nets[sizeof iv / sizeof iv[0]];
	(void)state;

	for (uint32_t i = 0; i < n; i++)
		nets[i] = (GpuccNet){ .unit = i, .lo = iv[i][0], .hi = iv[i][1] };
	for (uint32_t p = 0; p <= 9; p++) {
		uint32_t c = 0;
		for (uint32_t i = 0; i < n; i++)
			c += iv[i][0] <= p && p <= iv[i][1];
		best = c > best ? c : best;
	}
	assert_int_equal(best, 4);
	assert_int_equal(gpucc_assign_lanes(nets, n), best);
	for (uint32_t i = 0; i < n; i++)
		for (uint32_t j = i + 1; j < n; j++)
			if (nets[i].lane == nets[j].lane)
				assert_true(nets[i].hi < nets[j].lo || nets[j].hi < nets[i].lo);
	assert_int_equal(gpucc_assign_lanes(nets, 0), 0);
}

/* Six loaded values, and an add of every pair of them: whichever
 * connection ends first, each other value meets it in an add at or before
 * that end, so all six connections overlap there, in any order of the
 * units. (Loaded: a value of the thread index alone could be computed
 * twice.) */
static void
k6(DfgBlock *g)
{
	uint32_t v[6];

	memset(g, 0, sizeof *g);
	uint32_t t = node(g, OP_TID, IT_PTR, ISA_THREAD);
	for (uint32_t i = 0; i < 6; i++) {
		v[i] = node(g, OP_LD, IT_I32, 0);
		in_node(g, v[i], t);
	}
	for (uint32_t i = 0; i < 6; i++)
		for (uint32_t j = i + 1; j < 6; j++) {
			uint32_t a = node(g, OP_IADD, IT_I32, 0);
			in_node(g, a, v[i]);
			in_node(g, a, v[j]);
		}
	dfg_recount(g);
}

static void
test_six_lanes_on_five(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	k6(&g);
	assert_int_equal(a->gpucc.sm.lanes, 5);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "k6", "k6.cu", 3, &m, &d), 1);
	assert_int_equal(d.errors, 1);
	assert_string_equal(d.items[0].message, "kernel 'k6' needs 6 lanes, the arch has 5");
	assert_int_equal(d.items[0].line, 3);
	assert_null(m.sm.units);
	diag_free(&d);

	/* with a sixth lane it fits */
	assert_int_equal(arch_override(a, "gpucc.sm.lanes=6", &d), 0);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "k6", "k6.cu", 3, &m, &d), 0);
	assert_int_equal(m.lanes_used, 6);
	assert_true(m.cores_per_copy >= 16);   /* the coordinate may be made twice */
	assert_int_equal(m.lsus_per_copy, 6);
	assert_legal(&m);
	gpucc_map_free(&m);
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

/* out[t] = in[t] * 2 with a thread coordinate: 3 cores, 2 LSUs. */
static void
scale(DfgBlock *g)
{
	memset(g, 0, sizeof *g);
	uint32_t t = node(g, OP_TID, IT_I64, ISA_THREAD);
	uint32_t ai = node(g, OP_IADD, IT_PTR, 0);
	in_static(g, ai, DIN_PARAM, 0, 0);
	in_node(g, ai, t);
	uint32_t ld = node(g, OP_LD, IT_F32, 0);
	in_node(g, ld, ai);
	uint32_t mul = node(g, OP_FMUL, IT_F32, 0);
	in_node(g, mul, ld);
	in_static(g, mul, DIN_IMM, 0, 0x40000000u);
	uint32_t st = node(g, OP_ST, IT_F32, 0);
	in_node(g, st, ai);
	in_node(g, st, mul);
	node(g, OP_EXIT, IT_VOID, 0);
	dfg_recount(g);
}

static void
test_copies(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	scale(&g);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "scale", "s.cu", 1, &m, &d), 0);
	assert_int_equal(m.cores_per_copy, 3);
	assert_int_equal(m.lsus_per_copy, 2);
	/* 32 / 3 cores and 16 / 2 LSUs: up to 8 copies, if the lanes allow */
	assert_true(m.sm.copies >= 2);
	assert_true(m.sm.copies <= 8);
	assert_true(m.lanes_used <= 5);
	uint32_t used = 0;
	for (uint32_t u = 0; u < m.sm.ncores + m.sm.nlsus; u++)
		used += m.sm.units[u].op != PROG_GPUCC_UNUSED;
	assert_int_equal(used, 5 * m.sm.copies);
	assert_legal(&m);

	/* the report and the picture say so */
	char *buf = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&buf, &size);
	gpucc_write_report(out, &m);
	assert_int_equal(gpucc_write_svg(out, &m), 0);
	fclose(out);
	assert_non_null(strstr(buf, "kernel scale: GPU-CC"));
	assert_non_null(strstr(buf, "fmul.f32"));
	assert_non_null(strstr(buf, "</svg>"));
	free(buf);
	gpucc_map_free(&m);

	/* a limit on copies is kept */
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 1, "scale", "s.cu", 1, &m, &d), 0);
	assert_int_equal(m.sm.copies, 1);
	gpucc_map_free(&m);
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

static void
test_exhaustion(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	/* 1 coordinate + 40 adds = 41 cores; 17 loads of the same address
	 * (adds of a parameter: an immediate would fold into the LSUs) */
	memset(&g, 0, sizeof g);
	uint32_t prev = node(&g, OP_TID, IT_I64, ISA_THREAD);
	for (uint32_t i = 0; i < 40; i++) {
		uint32_t n = node(&g, OP_IADD, IT_I64, 0);
		in_node(&g, n, prev);
		in_static(&g, n, DIN_PARAM, 0, 0);
		prev = n;
	}
	for (uint32_t i = 0; i < 17; i++) {
		uint32_t n = node(&g, OP_LD, IT_I32, 0);
		in_node(&g, n, prev);
	}
	dfg_recount(&g);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "big", "big.cu", 9, &m, &d), 1);
	assert_int_equal(d.errors, 2);
	assert_string_equal(d.items[0].message, "kernel 'big' needs 41 cores, the SM has 32");
	assert_string_equal(d.items[1].message,
	                    "kernel 'big' needs 17 load/store units, the SM has 16");
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

/* Memory order: a load after two independent stores waits for the later
 * one, which waits for the earlier (one ordering predecessor per LSU). */
static void
test_memory_order(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	memset(&g, 0, sizeof g);
	uint32_t t = node(&g, OP_TID, IT_PTR, ISA_THREAD);
	uint32_t s1 = node(&g, OP_ST, IT_I32, 0);
	in_node(&g, s1, t);
	in_static(&g, s1, DIN_IMM, 0, 1);
	uint32_t s2 = node(&g, OP_ST, IT_I32, 0);
	in_static(&g, s2, DIN_PARAM, 0, 0);
	in_node(&g, s2, t);
	uint32_t j = node(&g, OP_JOIN, IT_VOID, 0);
	g.nodes[j].in[0] = (DfgInput){ .kind = DIN_ORDER, .src = s1 };
	g.nodes[j].in[1] = (DfgInput){ .kind = DIN_ORDER, .src = s2 };
	g.nodes[j].nin = 2;
	uint32_t ld = node(&g, OP_LD, IT_I32, 0);
	in_node(&g, ld, t);
	g.nodes[ld].in[1] = (DfgInput){ .kind = DIN_ORDER, .src = j };
	g.nodes[ld].nin = 2;
	dfg_recount(&g);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 1, "ord", "o.cu", 1, &m, &d), 0);

	uint32_t u1 = 0, u2 = 0, ul = 0;
	for (uint32_t u = 0; u < m.sm.ncores + m.sm.nlsus; u++) {
		if (m.sm.units[u].node == s1)
			u1 = u;
		if (m.sm.units[u].node == s2)
			u2 = u;
		if (m.sm.units[u].node == ld)
			ul = u;
	}
	assert_int_equal(m.sm.units[ul].order_after, u2 + 1);
	assert_int_equal(m.sm.units[u2].order_after, u1 + 1);
	assert_int_equal(m.sm.units[u1].order_after, 0);
	assert_int_equal(m.sm.units[ul].nin, 1);   /* the order is no lane */
	assert_legal(&m);
	gpucc_map_free(&m);
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

/* The unit executing node n in copy c, or UINT32_MAX. */
static uint32_t
unit_of(const GpuccMap *m, uint32_t n, uint32_t c)
{
	for (uint32_t u = 0; u < m->sm.ncores + m->sm.nlsus; u++)
		if (m->sm.units[u].op != PROG_GPUCC_UNUSED &&
		    m->sm.units[u].node == n && m->sm.units[u].copy == c)
			return u;
	return UINT32_MAX;
}

static uint32_t
add_imm(DfgBlock *g, uint32_t x, int64_t imm)
{
	uint32_t n = node(g, OP_IADD, IT_PTR, 0);

	in_node(g, n, x);
	in_static(g, n, DIN_IMM, 0, (uint64_t)imm);
	return n;
}

/* p = $0 + (thread << 2): a pointer stepping 4 bytes per thread. */
static uint32_t
stream_ptr(DfgBlock *g, uint32_t param)
{
	uint32_t t = node(g, OP_TID, IT_I64, ISA_GID_X);
	uint32_t sh = node(g, OP_SHL, IT_I64, 0);
	in_node(g, sh, t);
	in_static(g, sh, DIN_IMM, 0, 2);
	uint32_t p = node(g, OP_IADD, IT_PTR, 0);
	in_static(g, p, DIN_PARAM, param, 0);
	in_node(g, p, sh);
	return p;
}

static uint32_t
load(DfgBlock *g, uint32_t addr)
{
	uint32_t n = node(g, OP_LD, IT_F32, 0);

	in_node(g, n, addr);
	g->nodes[n].aspace = AS_GLOBAL;
	g->nodes[n].align = 4;
	return n;
}

static uint32_t
fadd(DfgBlock *g, uint32_t x, uint32_t y)
{
	uint32_t n = node(g, OP_FADD, IT_F32, 0);

	in_node(g, n, x);
	in_node(g, n, y);
	return n;
}

/* [reg+imm]: loads of p+12 and p-8 and a store to p+16 take p and an
 * offset, and the adds go; an add something else uses too stays, and so
 * does one whose immediate does not fit 32 bits. */
static void
test_lsu_offsets(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	memset(&g, 0, sizeof g);
	uint32_t p = stream_ptr(&g, 0);
	uint32_t a12 = add_imm(&g, p, 12), am8 = add_imm(&g, p, -8);
	uint32_t a16 = add_imm(&g, p, 16), abig = add_imm(&g, p, 1ll << 40);
	uint32_t l12 = load(&g, a12), lm8 = load(&g, am8), lbig = load(&g, abig);
	uint32_t mv = node(&g, OP_MOV, IT_PTR, 0);   /* a16's other use */
	in_node(&g, mv, a16);
	uint32_t st = node(&g, OP_ST, IT_F32, 0);
	in_node(&g, st, a16);
	in_node(&g, st, fadd(&g, fadd(&g, l12, lm8), lbig));
	dfg_recount(&g);

	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 1, "off", "o.cu", 1, &m, &d), 0);
	uint32_t up = unit_of(&m, p, 0), u12 = unit_of(&m, l12, 0),
	         um8 = unit_of(&m, lm8, 0), ubig = unit_of(&m, lbig, 0),
	         ust = unit_of(&m, st, 0);
	assert_int_equal(m.sm.units[u12].in[0].src, up);
	assert_int_equal(m.sm.units[u12].offset, 12);
	assert_int_equal(m.sm.units[um8].in[0].src, up);
	assert_int_equal(m.sm.units[um8].offset, -8);
	assert_int_equal(m.sm.units[ust].in[0].src, up);
	assert_int_equal(m.sm.units[ust].offset, 16);
	assert_int_equal(m.sm.units[ubig].in[0].src, unit_of(&m, abig, 0));
	assert_int_equal(m.sm.units[ubig].offset, 0);
	assert_int_equal(unit_of(&m, a12, 0), UINT32_MAX);
	assert_int_equal(unit_of(&m, am8, 0), UINT32_MAX);
	assert_int_not_equal(unit_of(&m, a16, 0), UINT32_MAX);
	/* tid, shl, p, a16, abig, mov, two fadds */
	assert_int_equal(m.cores_per_copy, 8);
	assert_int_equal(m.lsus_per_copy, 4);
	assert_false(m.sm.linear);
	assert_legal(&m);

	char *buf = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&buf, &size);
	gpucc_write_report(out, &m);
	fclose(out);
	assert_non_null(strstr(buf, ")+12"));
	assert_non_null(strstr(buf, ")-8"));
	free(buf);
	gpucc_map_free(&m);
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

/* A three-tap stream: out[i] = in[i] + in[i+1] + in[i+2] + in[i+100],
 * every load under i < n. The parameters are $0 in, $1 out, $2 n. */
typedef struct {
	DfgBlock g;
	uint32_t pred, p, tap[4], add[3], st, st_in;
	ProgParam params[3];
} Stream;

static void
stream(Stream *k, int store_to_in)
{
	DfgBlock *g = &k->g;

	memset(k, 0, sizeof *k);
	k->p = stream_ptr(g, 0);
	uint32_t t = 1;   /* the coordinate stream_ptr made first */
	k->pred = node(g, OP_ICMP, IT_I1, ISA_ICMP_SLT);
	in_node(g, k->pred, t);
	in_static(g, k->pred, DIN_PARAM, 2, 0);
	static const int64_t off[4] = { 0, 4, 8, 400 };
	for (uint32_t i = 0; i < 4; i++) {
		uint32_t a = off[i] ? add_imm(g, k->p, off[i]) : k->p;
		k->tap[i] = load(g, a);
		in_node(g, k->tap[i], k->pred);
		g->nodes[k->tap[i]].flags |= ISAF_PREDICATED;
	}
	k->add[0] = fadd(g, k->tap[0], k->tap[1]);
	k->add[1] = fadd(g, k->add[0], k->tap[2]);
	k->add[2] = fadd(g, k->add[1], k->tap[3]);
	uint32_t q = store_to_in ? add_imm(g, k->p, 4096) : stream_ptr(g, 1);
	k->st = node(g, OP_ST, IT_F32, 0);
	in_node(g, k->st, q);
	in_node(g, k->st, k->add[2]);
	in_node(g, k->st, k->pred);
	g->nodes[k->st].flags |= ISAF_PREDICATED;
	g->nodes[k->st].aspace = AS_GLOBAL;
	dfg_recount(g);
	k->params[0] = (ProgParam){ .name = "in", .kind = PARAM_POINTER,
	                            .type = IT_PTR, .aspace = AS_GLOBAL,
	                            .noalias = 1, .size = 8 };
	k->params[1] = (ProgParam){ .name = "out", .kind = PARAM_POINTER,
	                            .type = IT_PTR, .aspace = AS_GLOBAL,
	                            .noalias = 1, .size = 8 };
	k->params[2] = (ProgParam){ .name = "n", .type = IT_I32, .size = 4 };
}

/* The input of unit u reading unit src (a data token). */
static const ProgGpuccIn *
input_from(const GpuccMap *m, uint32_t u, uint32_t src)
{
	const ProgGpuccUnit *p = &m->sm.units[u];

	for (uint32_t s = 0; s < p->nin; s++)
		if (p->in[s].kind == DIN_NODE && p->in[s].src == src)
			return &p->in[s];
	fail_msg("unit %u does not read unit %u", u, src);
	return NULL;
}

/* in[i], in[i+1], in[i+2]: one LSU, the lead in[i+2], read with delays 2,
 * 1 and 0, speculative, its address slice warmed up for two threads;
 * in[i+100] is beyond what a FIFO delays and keeps its LSU. */
static void
test_stream_reuse(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Stream k;
	GpuccMap m;
	(void)state;

	stream(&k, 0);
	assert_int_equal(gpucc_map_graph(a, &k.g, k.params, 3, 1, "s", "s.cu", 1,
	                                 &m, &d), 0);
	assert_int_equal(m.lsus_per_copy, 3);   /* lead, in[i+100], the store */
	assert_true(m.sm.linear);
	uint32_t lead = unit_of(&m, k.tap[2], 0);
	assert_int_not_equal(lead, UINT32_MAX);
	assert_int_equal(unit_of(&m, k.tap[0], 0), UINT32_MAX);
	assert_int_equal(unit_of(&m, k.tap[1], 0), UINT32_MAX);
	const ProgGpuccUnit *l = &m.sm.units[lead];
	assert_true(l->speculative);
	assert_int_equal(l->warmup, 2);
	assert_int_equal(l->nin, 1);   /* the predicate dropped */
	assert_false(l->flags & ISAF_PREDICATED);
	assert_int_equal(l->offset, 8);
	assert_int_equal(l->in[0].src, unit_of(&m, k.p, 0));
	uint32_t a0 = unit_of(&m, k.add[0], 0), a1 = unit_of(&m, k.add[1], 0);
	assert_int_equal(m.sm.units[a0].in[0].src, lead);
	assert_int_equal(m.sm.units[a0].in[0].delay, 2);
	assert_int_equal(m.sm.units[a0].in[1].src, lead);
	assert_int_equal(m.sm.units[a0].in[1].delay, 1);
	assert_int_equal(input_from(&m, a1, lead)->delay, 0);
	/* warm-up along the address: pointer, shift, coordinate; not the
	 * compare, which only the store and in[i+100] read */
	assert_int_equal(m.sm.units[unit_of(&m, k.p, 0)].warmup, 2);
	assert_int_equal(m.sm.units[unit_of(&m, 1, 0)].warmup, 2);
	assert_int_equal(m.sm.units[unit_of(&m, k.pred, 0)].warmup, 0);
	const ProgGpuccUnit *far = &m.sm.units[unit_of(&m, k.tap[3], 0)];
	assert_false(far->speculative);
	assert_int_equal(far->warmup, 0);
	assert_int_equal(far->offset, 400);
	assert_true(far->flags & ISAF_PREDICATED);
	assert_legal(&m);

	char *buf = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&buf, &size);
	gpucc_write_report(out, &m);
	fclose(out);
	assert_non_null(strstr(buf, " delay 2)"));
	assert_non_null(strstr(buf, "+8 speculative warmup 2"));
	assert_non_null(strstr(buf, "one-dimensional launches only"));
	free(buf);
	gpucc_map_free(&m);
	dfg_block_free(&k.g);
	diag_free(&d);
	arch_free(a);
}

/* No reuse when in is not __restrict__, when something stores through it,
 * or without the kernel's parameters. */
static void
test_stream_reuse_refused(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Stream k;
	GpuccMap m;
	(void)state;

	for (int c = 0; c < 3; c++) {
		stream(&k, c == 1);
		if (c == 0)
			k.params[0].noalias = 0;
		assert_int_equal(gpucc_map_graph(a, &k.g, c == 2 ? NULL : k.params, 3,
		                                 1, "s", "s.cu", 1, &m, &d), 0);
		assert_int_equal(m.lsus_per_copy, 5);
		assert_false(m.sm.linear);
		for (uint32_t i = 0; i < 4; i++) {
			const ProgGpuccUnit *t = &m.sm.units[unit_of(&m, k.tap[i], 0)];

			assert_false(t->speculative);
			assert_int_equal(t->warmup, 0);
			assert_true(t->flags & ISAF_PREDICATED);
		}
		for (uint32_t u = 0; u < m.sm.ncores + m.sm.nlsus; u++)
			for (uint32_t s = 0; s < m.sm.units[u].nin; s++)
				assert_int_equal(m.sm.units[u].in[s].delay, 0);
		assert_legal(&m);
		gpucc_map_free(&m);
		dfg_block_free(&k.g);
	}
	diag_free(&d);
	arch_free(a);
}

/* Figure 1 of the VGIW paper as vgiwcc --target=gpucc makes it (25 cores,
 * 2 loads, 1 store; inputs by unit, -1 none): no order of the units needs
 * fewer than 5 lanes, and the annealer alone stops at 6; the exact search
 * finds 5, without computing anything twice. */
static void
test_figure1_five_lanes(void **state)
{
	static const int8_t in[28][3] = {
		{ -1, -1, -1 }, { 0, -1, -1 }, { 1, -1, -1 }, { 2, -1, -1 },
		{ 3, -1, -1 }, { 2, -1, -1 }, { 5, -1, -1 }, { 6, -1, -1 },
		{ 6, -1, -1 }, { 8, -1, -1 }, { 9, -1, -1 }, { 10, 6, -1 },
		{ 9, -1, -1 }, { 4, 12, -1 }, { 11, -1, -1 }, { 14, -1, -1 },
		{ 13, -1, -1 }, { 16, -1, -1 }, { 17, -1, -1 }, { 18, 14, -1 },
		{ 13, -1, -1 }, { 4, -1, -1 }, { 21, -1, -1 }, { 15, 20, 19 },
		{ 7, 22, 23 }, { 4, 24, -1 }, { 2, -1, -1 }, { 26, 25, -1 },
	};
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	memset(&g, 0, sizeof g);
	for (uint32_t u = 0; u < 28; u++) {
		uint32_t nin = 0, n;

		while (nin < 3 && in[u][nin] >= 0)
			nin++;
		if (u == 0)
			n = node(&g, OP_TID, IT_I32, ISA_GID_X);
		else if (u == 4 || u == 6)
			n = node(&g, OP_LD, IT_I32, 0);
		else if (u == 27)
			n = node(&g, OP_ST, IT_I32, 0);
		else
			n = node(&g, nin == 3 ? OP_SELECT : nin == 2 ? OP_IADD : OP_MOV,
			         IT_I32, 0);
		assert_int_equal(n, u + 1);
		for (uint32_t k = 0; k < nin; k++)
			in_node(&g, n, (uint32_t)in[u][k] + 1);
	}
	dfg_recount(&g);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "fig1", "f.cu", 4, &m, &d), 0);
	assert_int_equal(m.sm.copies, 1);
	assert_int_equal(m.cores_per_copy, 25);
	assert_int_equal(m.lanes_used, 5);
	assert_legal(&m);
	gpucc_map_free(&m);
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

/* x = in[i]; out[i] = f(f(f(f(x)))) on two lanes: the address of the store
 * and the loaded value's chain close a ring, which crosses every cut
 * twice, where a chain unit has its own two connections. Computing the
 * store's address from its own thread index opens the ring. */
static void
test_regenerate(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	DfgBlock g;
	GpuccMap m;
	(void)state;

	memset(&g, 0, sizeof g);
	uint32_t t = node(&g, OP_TID, IT_I64, ISA_GID_X);
	uint32_t sh = node(&g, OP_SHL, IT_I64, 0);
	in_node(&g, sh, t);
	in_static(&g, sh, DIN_IMM, 0, 2);
	uint32_t pin = node(&g, OP_IADD, IT_PTR, 0);
	in_static(&g, pin, DIN_PARAM, 0, 0);
	in_node(&g, pin, sh);
	uint32_t pout = node(&g, OP_IADD, IT_PTR, 0);
	in_static(&g, pout, DIN_PARAM, 1, 0);
	in_node(&g, pout, sh);
	uint32_t v = load(&g, pin);
	for (int i = 0; i < 4; i++) {
		uint32_t f = node(&g, OP_FNEG, IT_F32, 0);
		in_node(&g, f, v);
		v = f;
	}
	uint32_t st = node(&g, OP_ST, IT_F32, 0);
	in_node(&g, st, pout);
	in_node(&g, st, v);
	dfg_recount(&g);

	/* five lanes: as it is, four copies */
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "ring", "r.cu", 1, &m, &d), 0);
	assert_int_equal(m.cores_per_copy, 8);
	assert_int_equal(m.sm.copies, 4);
	assert_true(m.lanes_used <= 3);
	gpucc_map_free(&m);

	/* two: the coordinate and the shift twice, so fewer copies */
	assert_int_equal(arch_override(a, "gpucc.sm.lanes=2", &d), 0);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "ring", "r.cu", 1, &m, &d), 0);
	assert_int_equal(m.cores_per_copy, 10);
	assert_true(m.sm.copies >= 2 && m.sm.copies <= 3);
	assert_true(m.lanes_used <= 2);
	uint32_t tids = 0;
	for (uint32_t u = 0; u < m.sm.ncores; u++)
		tids += m.sm.units[u].op == OP_TID && m.sm.units[u].copy == 0;
	assert_int_equal(tids, 2);
	assert_legal(&m);
	gpucc_map_free(&m);

	/* one: a unit with an input and an output needs two */
	assert_int_equal(arch_override(a, "gpucc.sm.lanes=1", &d), 0);
	assert_int_equal(gpucc_map_graph(a, &g, NULL, 0, 0, "ring", "r.cu", 1, &m, &d), 1);
	assert_non_null(strstr(d.items[d.n - 1].message, "lanes, the arch has 1"));
	dfg_block_free(&g);
	diag_free(&d);
	arch_free(a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lanes_optimal),
		cmocka_unit_test(test_six_lanes_on_five),
		cmocka_unit_test(test_copies),
		cmocka_unit_test(test_exhaustion),
		cmocka_unit_test(test_memory_order),
		cmocka_unit_test(test_lsu_offsets),
		cmocka_unit_test(test_stream_reuse),
		cmocka_unit_test(test_stream_reuse_refused),
		cmocka_unit_test(test_figure1_five_lanes),
		cmocka_unit_test(test_regenerate),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
