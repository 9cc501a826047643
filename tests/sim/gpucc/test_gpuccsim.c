/* The GPU-CC simulator on hand-built SM configurations: a predicated saxpy
 * (exact memory results, one and two copies), FIFO-full stalls with depth-1
 * FIFOs, the prefetch element, a deadlock report and a broken
 * configuration; and the event-driven schedule against the polling one,
 * statistics compared byte for byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/chip.h"
#include "vgiw/gpuccsim.h"
#include "vgiw/isa.h"

#define MAXU 64

typedef struct {
	Program p;
	ProgKernel k;
	ProgGpucc g;
	ProgGpuccUnit units[MAXU];
	uint32_t pos[MAXU];
	ProgParam params[4];
	ProgSymbol syms[1];
} Cfg;

static ProgGpuccIn
tok(uint32_t src, IsaType t)
{
	return (ProgGpuccIn){ .kind = DIN_NODE, .lane = 0, .type = t, .src = src };
}

static ProgGpuccIn
par(uint32_t i, IsaType t)
{
	return (ProgGpuccIn){ .kind = DIN_PARAM, .lane = PROG_GPUCC_NO_LANE, .type = t,
	                      .src = i };
}

static ProgGpuccIn
imm(uint64_t v, IsaType t)
{
	return (ProgGpuccIn){ .kind = DIN_IMM, .lane = PROG_GPUCC_NO_LANE, .type = t,
	                      .imm = v };
}

static Cfg *
cfg_new(uint32_t ncores, uint32_t nlsus, uint32_t copies)
{
	Cfg *c = calloc(1, sizeof *c);

	c->p.target = PROG_GPUCC;
	c->p.kernels = &c->k;
	c->p.nkernels = 1;
	c->k.name = "saxpy";
	c->k.params = c->params;
	c->k.symbols = c->syms;
	c->k.gpucc = &c->g;
	c->g.copies = copies;
	c->g.ncores = ncores;
	c->g.nlsus = nlsus;
	c->g.nlanes = 5;
	c->g.units = c->units;
	c->g.pos = c->pos;
	for (uint32_t u = 0; u < MAXU; u++)
		c->units[u].op = PROG_GPUCC_UNUSED;
	return c;
}

static void
unit(Cfg *c, uint32_t u, VgiwOp op, IsaType t, uint8_t copy, int64_t immv,
     uint8_t flags, uint32_t nin, const ProgGpuccIn *in)
{
	ProgGpuccUnit *pu = &c->units[u];

	pu->op = (uint16_t)op;
	pu->type = (uint8_t)t;
	pu->copy = copy;
	pu->imm = immv;
	pu->flags = flags;
	pu->nin = (uint8_t)nin;
	pu->aspace = AS_GLOBAL;
	pu->align = 4;
	pu->out_lane = 0;
	for (uint32_t i = 0; i < nin; i++)
		pu->in[i] = in[i];
}

/* if (i < n) y[i] = a * x[i] + y[i]; params x, y, n (i64), a (f32).
 * Per copy: 5 cores before the loads, 2 after; 3 LSUs. */
static Cfg *
saxpy(uint32_t copies)
{
	Cfg *c = cfg_new(7 * copies, 3 * copies, copies);
	uint32_t nc = 7 * copies;

	c->k.nparams = 4;
	c->params[0] = (ProgParam){ .name = "x", .kind = PARAM_POINTER, .type = IT_PTR,
	                            .aspace = AS_GLOBAL, .size = 8, .align = 8 };
	c->params[1] = c->params[0];
	c->params[1].name = "y";
	c->params[2] = (ProgParam){ .name = "n", .kind = PARAM_SCALAR, .type = IT_I64,
	                            .size = 8, .align = 8 };
	c->params[3] = (ProgParam){ .name = "a", .kind = PARAM_SCALAR, .type = IT_F32,
	                            .size = 4, .align = 4 };
	for (uint32_t cp = 0; cp < copies; cp++) {
		uint32_t b = 7 * cp, m = nc + 3 * cp;
		uint8_t k = (uint8_t)cp;
		unit(c, b + 0, OP_TID, IT_I64, k, ISA_THREAD, 0, 0, NULL);
		unit(c, b + 1, OP_SHL, IT_I64, k, 0, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 0, IT_I64), imm(2, IT_I64) });
		unit(c, b + 2, OP_IADD, IT_PTR, k, 0, 0, 2,
		     (ProgGpuccIn[]){ par(0, IT_PTR), tok(b + 1, IT_I64) });
		unit(c, b + 3, OP_IADD, IT_PTR, k, 0, 0, 2,
		     (ProgGpuccIn[]){ par(1, IT_PTR), tok(b + 1, IT_I64) });
		unit(c, b + 4, OP_ICMP, IT_I1, k, ISA_ICMP_SLT, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 0, IT_I64), par(2, IT_I64) });
		unit(c, m + 0, OP_LD, IT_F32, k, 0, ISAF_PREDICATED, 2,
		     (ProgGpuccIn[]){ tok(b + 2, IT_PTR), tok(b + 4, IT_I1) });
		unit(c, m + 1, OP_LD, IT_F32, k, 0, ISAF_PREDICATED, 2,
		     (ProgGpuccIn[]){ tok(b + 3, IT_PTR), tok(b + 4, IT_I1) });
		unit(c, b + 5, OP_FMUL, IT_F32, k, 0, 0, 2,
		     (ProgGpuccIn[]){ par(3, IT_F32), tok(m + 0, IT_F32) });
		unit(c, b + 6, OP_FADD, IT_F32, k, 0, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 5, IT_F32), tok(m + 1, IT_F32) });
		unit(c, m + 2, OP_ST, IT_F32, k, 0, ISAF_PREDICATED, 3,
		     (ProgGpuccIn[]){ tok(b + 3, IT_PTR), tok(b + 6, IT_F32),
		                      tok(b + 4, IT_I1) });
		c->units[m + 2].order_after = m + 1 + 1;
		c->units[m + 2].out_lane = PROG_GPUCC_NO_LANE;
	}
	return c;
}

#define N 80u

static void
saxpy_launch(Launch *l, DiagList *d)
{
	launch_init(l);
	l->grid[0] = 3;
	l->block[0] = 32;   /* 96 threads, 16 past the buffers' end */
	assert_int_equal(launch_add_arg(l, "buf:f32:80:rand:7", d), 0);
	assert_int_equal(launch_add_arg(l, "buf:f32:80:seq", d), 0);
	assert_int_equal(launch_add_arg(l, "80", d), 0);
	assert_int_equal(launch_add_arg(l, "2.5", d), 0);
}

/* y as the reference computes it: fmul then fadd, each rounded to f32. */
static void
expect_saxpy(const Launch *before, const Launch *after)
{
	const float *x = (const float *)before->regions[before->args[0].region].data;
	const float *y0 = (const float *)before->regions[before->args[1].region].data;
	const uint8_t *y1 = after->regions[after->args[1].region].data;

	for (uint32_t i = 0; i < N; i++) {
		volatile float t = 2.5f * x[i];
		float r = t + y0[i];
		assert_memory_equal(&r, y1 + 4 * i, 4);
	}
}

/* Saxpy on the default arch changed by the overrides (NULL-terminated). */
static void
run_saxpy(uint32_t copies, const SimOptions *o, GpuccSimStats *st, ...)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	va_list ap;

	va_start(ap, st);
	for (const char *ov; (ov = va_arg(ap, const char *));)
		assert_int_equal(arch_override(a, ov, &d), 0);
	va_end(ap);
	Launch l, ref;
	Cfg *c = saxpy(copies);

	saxpy_launch(&l, &d);
	assert_int_equal(launch_copy(&ref, &l), 0);
	int rc = chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, o, st, &d);
	if (rc)
		diag_print(&d, stderr);
	assert_int_equal(rc, 0);
	assert_int_equal(d.errors, 0);
	expect_saxpy(&ref, &l);
	assert_int_equal(st->threads, 96);
	assert_int_equal(st->loads, 2 * N);
	assert_int_equal(st->stores, N);
	assert_int_equal(st->suppressed, 3 * (96 - N));
	assert_int_equal(st->instructions_fetched, 10 * copies);
	assert_int_equal(st->firings, 10 * 96);
	assert_false(st->deadlock);
	launch_free(&l);
	launch_free(&ref);
	diag_free(&d);
	free(c);
	arch_free(a);
}

static void
test_saxpy_exact(void **state)
{
	GpuccSimStats st;

	(void)state;
	run_saxpy(1, NULL, &st, NULL);
	assert_true(st.cycles >= 96);
	assert_true(st.prefetches > 0);
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	assert_int_equal(gpuccsim_write_stats_json(&st, f), 0);
	gpuccsim_print_summary(&st, f);
	fclose(f);
	assert_non_null(strstr(buf, "\"instructions_fetched\": 10"));
	assert_non_null(strstr(buf, "\"op\": \"fmul\""));
	free(buf);
	gpuccsim_stats_free(&st);
}

static void
test_saxpy_two_copies(void **state)
{
	GpuccSimStats one, two;

	(void)state;
	run_saxpy(1, NULL, &one, NULL);
	run_saxpy(2, NULL, &two, NULL);
	assert_int_equal(two.copies, 2);
	assert_true(two.cycles < one.cycles);
	gpuccsim_stats_free(&one);
	gpuccsim_stats_free(&two);
}

/* Stream reuse: out[i] = (in[i] + in[i+1]) + in[i+2] with one speculative
 * load of in[i+2] (offset 8) whose result the adders read 2, 1 and 0
 * threads late; the load and its address slice run 2 warm-up threads. */
static Cfg *
window3(uint32_t copies)
{
	Cfg *c = cfg_new(6 * copies, 2 * copies, copies);
	uint32_t nc = 6 * copies;

	c->g.linear = 1;
	c->k.nparams = 2;
	c->params[0] = (ProgParam){ .name = "in", .kind = PARAM_POINTER, .type = IT_PTR,
	                            .aspace = AS_GLOBAL, .size = 8, .align = 8 };
	c->params[1] = c->params[0];
	c->params[1].name = "out";
	for (uint32_t cp = 0; cp < copies; cp++) {
		uint32_t b = 6 * cp, m = nc + 2 * cp;
		uint8_t k = (uint8_t)cp;
		ProgGpuccIn late[3];
		unit(c, b + 0, OP_TID, IT_I64, k, ISA_THREAD, 0, 0, NULL);
		unit(c, b + 1, OP_SHL, IT_I64, k, 0, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 0, IT_I64), imm(2, IT_I64) });
		unit(c, b + 2, OP_IADD, IT_PTR, k, 0, 0, 2,
		     (ProgGpuccIn[]){ par(0, IT_PTR), tok(b + 1, IT_I64) });
		unit(c, m + 0, OP_LD, IT_F32, k, 0, 0, 1,
		     (ProgGpuccIn[]){ tok(b + 2, IT_PTR) });
		for (uint32_t u = b; u < b + 3; u++)
			c->units[u].warmup = 2;
		c->units[m].warmup = 2;
		c->units[m].speculative = 1;
		c->units[m].offset = 8;
		for (uint32_t j = 0; j < 3; j++) {
			late[j] = tok(m, IT_F32);
			late[j].delay = (uint8_t)(2 - j);
		}
		unit(c, b + 3, OP_FADD, IT_F32, k, 0, 0, 2, late);
		unit(c, b + 4, OP_FADD, IT_F32, k, 0, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 3, IT_F32), late[2] });
		unit(c, b + 5, OP_IADD, IT_PTR, k, 0, 0, 2,
		     (ProgGpuccIn[]){ par(1, IT_PTR), tok(b + 1, IT_I64) });
		unit(c, m + 1, OP_ST, IT_F32, k, 0, 0, 2,
		     (ProgGpuccIn[]){ tok(b + 5, IT_PTR), tok(b + 4, IT_F32) });
		c->units[m + 1].out_lane = PROG_GPUCC_NO_LANE;
	}
	return c;
}

static void
test_stream_reuse(void **state)
{
	(void)state;
	for (uint32_t copies = 1; copies <= 3; copies++) {
		Arch *a = arch_default();
		DiagList d = { 0 };
		Launch l, ref;
		GpuccSimStats st;
		Cfg *c = window3(copies);

		launch_init(&l);
		l.grid[0] = 2;
		l.block[0] = 50;
		assert_int_equal(launch_add_arg(&l, "buf:f32:102:rand:3", &d), 0);
		assert_int_equal(launch_add_arg(&l, "buf:f32:100:zero", &d), 0);
		assert_int_equal(launch_copy(&ref, &l), 0);
		int rc = chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d);
		if (rc)
			diag_print(&d, stderr);
		assert_int_equal(rc, 0);
		const float *in = (const float *)ref.regions[ref.args[0].region].data;
		const uint8_t *out = l.regions[l.args[1].region].data;
		for (uint32_t i = 0; i < 100; i++) {
			volatile float t = in[i] + in[i + 1];
			float r = t + in[i + 2];
			assert_memory_equal(&r, out + 4 * i, 4);
		}
		/* one load per thread, plus 2 warm-up loads per copy; copy 0's
		 * warm-up reads in[0] and in[1], inside the buffer */
		assert_int_equal(st.loads, 100 + 2 * copies);
		assert_int_equal(st.speculative_misses, 0);
		assert_int_equal(st.stores, 100);
		gpuccsim_stats_free(&st);

		/* a two-dimensional launch is refused: gid.x would not be the
		 * linear thread index */
		l.grid[1] = 2;
		assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d), 1);
		assert_non_null(strstr(d.items[d.n - 1].message, "one-dimensional"));
		gpuccsim_stats_free(&st);
		/* a delay longer than the producer's warm-up */
		l.grid[1] = 1;
		c->units[6 * copies].warmup = 1;
		assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d), 1);
		assert_non_null(strstr(d.items[d.n - 1].message, "needs 2 warm-up"));
		gpuccsim_stats_free(&st);
		launch_free(&l);
		launch_free(&ref);
		diag_free(&d);
		free(c);
		arch_free(a);
	}
}

static void
test_fifo_depth_one_stalls(void **state)
{
	SimOptions o;
	GpuccSimStats deep, shallow;

	(void)state;
	sim_options_init(&o);
	run_saxpy(1, &o, &deep, NULL);
	run_saxpy(1, &o, &shallow, "gpucc.core.fifo-depth=1",
	          "gpucc.ldst.addr-fifo-depth=1", "gpucc.ldst.data-fifo-depth=1", NULL);
	assert_true(shallow.full_stalls > 0);
	assert_true(shallow.cycles > deep.cycles);
	for (uint32_t i = 0; i < shallow.nunits; i++)
		assert_true(shallow.units[i].fifo_max <= 1);
	gpuccsim_stats_free(&deep);
	gpuccsim_stats_free(&shallow);
}

static void
test_prefetch_helps(void **state)
{
	SimOptions o;
	GpuccSimStats on, off;

	(void)state;
	sim_options_init(&o);
	run_saxpy(1, &o, &on, "gpucc.ldst.prefetch=true", NULL);
	run_saxpy(1, &o, &off, "gpucc.ldst.prefetch=false", NULL);
	assert_int_equal(off.prefetches, 0);
	assert_true(on.prefetches > 0);
	assert_true(on.cycles <= off.cycles);
	gpuccsim_stats_free(&on);
	gpuccsim_stats_free(&off);
}

/* Two cores that wait for each other's token: reported, never a hang. */
static void
test_deadlock(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Launch l;
	SimOptions o;
	GpuccSimStats st;
	Cfg *c = cfg_new(3, 1, 1);

	(void)state;
	unit(c, 0, OP_TID, IT_I32, 0, ISA_THREAD, 0, 0, NULL);
	unit(c, 1, OP_IADD, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I32), tok(2, IT_I32) });
	unit(c, 2, OP_IADD, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I32), tok(1, IT_I32) });
	launch_init(&l);
	l.block[0] = 4;
	sim_options_init(&o);
	o.deadlock_cycles = 50;
	assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, &o, &st, &d), 1);
	assert_true(st.deadlock);
	assert_true(st.cycles < 1000);
	int named = 0;
	for (uint32_t i = 0; i < d.n; i++)
		if (strstr(d.items[i].message, "core 1 (iadd") &&
		    strstr(d.items[i].message, "input FIFO 1 (from unit 2): 0/16"))
			named = 1;
	assert_true(named);
	assert_non_null(strstr(d.items[0].message, "deadlock"));
	gpuccsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(c);
	arch_free(a);
}

static void
test_bad_configuration(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Launch l;
	GpuccSimStats st;
	Cfg *c = cfg_new(2, 1, 1);

	(void)state;
	unit(c, 0, OP_TID, IT_I64, 0, ISA_THREAD, 0, 0, NULL);
	unit(c, 1, OP_LD, IT_I32, 0, 0, 0, 1, (ProgGpuccIn[]){ tok(0, IT_PTR) });
	launch_init(&l);
	assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d), 1);
	assert_non_null(strstr(d.items[0].message, "ld cannot run on a core"));
	gpuccsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(c);
	arch_free(a);
}

/* An unpredicated load past a buffer's end is an error naming the thread. */
static void
test_out_of_bounds(void **state)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Launch l;
	GpuccSimStats st;
	Cfg *c = saxpy(1);

	(void)state;
	for (uint32_t u = 7; u < 10; u++)
		c->units[u].flags = 0;
	saxpy_launch(&l, &d);
	assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d), 1);
	assert_non_null(strstr(d.items[0].message, "thread 80"));
	assert_non_null(strstr(d.items[0].message, "out-of-bounds access"));
	gpuccsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(c);
	arch_free(a);
}

/* x[i] = i (through a slow udiv); y[i] = x[i] loaded by an LSU ordered
 * after the store: it must see the stored value, which it would not
 * without order_after (its address is ready long before the value). */
static Cfg *
ordered(int with_order)
{
	Cfg *c = cfg_new(5, 3, 1);

	c->k.name = "order";
	c->k.nparams = 2;
	c->params[0] = (ProgParam){ .name = "x", .kind = PARAM_POINTER, .type = IT_PTR,
	                            .aspace = AS_GLOBAL, .size = 8, .align = 8 };
	c->params[1] = c->params[0];
	c->params[1].name = "y";
	unit(c, 0, OP_TID, IT_I64, 0, ISA_THREAD, 0, 0, NULL);
	unit(c, 1, OP_SHL, IT_I64, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I64), imm(2, IT_I64) });
	unit(c, 2, OP_IADD, IT_PTR, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ par(0, IT_PTR), tok(1, IT_I64) });
	unit(c, 3, OP_IADD, IT_PTR, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ par(1, IT_PTR), tok(1, IT_I64) });
	unit(c, 4, OP_UDIV, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I32), imm(1, IT_I32) });
	unit(c, 5, OP_ST, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(2, IT_PTR), tok(4, IT_I32) });
	unit(c, 6, OP_LD, IT_I32, 0, 0, 0, 1, (ProgGpuccIn[]){ tok(2, IT_PTR) });
	unit(c, 7, OP_ST, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(3, IT_PTR), tok(6, IT_I32) });
	if (with_order) {
		c->units[6].order_after = 5 + 1;
		c->units[7].order_after = 6 + 1;
	}
	return c;
}

static void
run_ordered(int with_order, int32_t expect_minus_one)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	Launch l;
	GpuccSimStats st;
	Cfg *c = ordered(with_order);

	launch_init(&l);
	l.block[0] = 40;
	assert_int_equal(launch_add_arg(&l, "buf:i32:40:const:-1", &d), 0);
	assert_int_equal(launch_add_arg(&l, "buf:i32:40:zero", &d), 0);
	assert_int_equal(chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, NULL, &st, &d), 0);
	const int32_t *y = (const int32_t *)l.regions[l.args[1].region].data;
	if (expect_minus_one)   /* the first load ran ahead of its store */
		assert_int_equal(y[0], -1);
	else
		for (int32_t i = 0; i < 40; i++)
			assert_int_equal(y[i], i);
	if (with_order)
		assert_true(st.order_stalls > 0);
	gpuccsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	free(c);
	arch_free(a);
}

static void
test_order_after(void **state)
{
	(void)state;
	run_ordered(1, 0);
	run_ordered(0, 1);
}

/* Kernel k of c over l with the polling or the event-driven schedule:
 * the statistics' JSON and summary (host time left out), the diagnostics
 * and every buffer, as one string. */
static char *
run_schedule(const Cfg *c, const Launch *l0, const SimOptions *o0,
             int polling, const char *const *ov)
{
	Arch *a = arch_default();
	DiagList d = { 0 };
	SimOptions o = *o0;
	GpuccSimStats st;
	Launch l;
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);

	for (; ov && *ov; ov++)
		assert_int_equal(arch_override(a, *ov, &d), 0);
	assert_int_equal(launch_copy(&l, l0), 0);
	o.polling = polling;
	fprintf(f, "rc %d\n", chip_run_alone(&gpuccsim_model, a, &c->p, &c->k, &l, &o, &st, &d));
	assert_int_equal(gpuccsim_write_stats_json(&st, f), 0);
	st.wall_seconds = 0;
	gpuccsim_print_summary(&st, f);
	for (uint32_t i = 0; i < d.n; i++)
		fprintf(f, "%u: %s\n", d.items[i].line, d.items[i].message);
	for (uint32_t i = 0; i < l.nregions; i++)
		fwrite(l.regions[i].data, 1, l.regions[i].size, f);
	fclose(f);
	gpuccsim_stats_free(&st);
	launch_free(&l);
	diag_free(&d);
	arch_free(a);
	return buf;
}

static void
same_schedules(const Cfg *c, const Launch *l, const SimOptions *o,
               const char *const *ov)
{
	char *poll = run_schedule(c, l, o, 1, ov);
	char *ev = run_schedule(c, l, o, 0, ov);

	assert_string_equal(ev, poll);
	free(poll);
	free(ev);
}

/* The event-driven schedule skips cycles and units; everything it reports
 * is what polling every unit every cycle reports: statistics, buffers,
 * deadlock and cycle-limit diagnostics. Samples: tests/sim/gpucc/
 * schedules.cmake runs vgiwsim both ways on every GPU-CC sample. */
static void
test_schedules_agree(void **state)
{
	static const char *const shallow[] = { "gpucc.core.fifo-depth=1",
		"gpucc.ldst.addr-fifo-depth=1", "gpucc.ldst.data-fifo-depth=1", NULL };
	static const char *const noprefetch[] = { "gpucc.ldst.prefetch=false", NULL };
	static const char *const slow[] = { "gpucc.l1d.mshrs=1", "gpucc.l1d.ways=1",
		"gpucc.latency.fp.cycles=9", NULL };
	const char *const *ovs[] = { NULL, shallow, noprefetch, slow };
	DiagList d = { 0 };
	SimOptions o;
	Launch l;

	(void)state;
	sim_options_init(&o);
	saxpy_launch(&l, &d);
	for (uint32_t copies = 1; copies <= 2; copies++) {
		Cfg *c = saxpy(copies);
		for (uint32_t i = 0; i < sizeof ovs / sizeof *ovs; i++)
			same_schedules(c, &l, &o, ovs[i]);
		o.max_cycles = 150;           /* stops half-way */
		same_schedules(c, &l, &o, NULL);
		o.max_cycles = 0;
		free(c);
	}
	launch_free(&l);
	for (int with_order = 0; with_order <= 1; with_order++) {
		Cfg *c = ordered(with_order);
		launch_init(&l);
		l.block[0] = 40;
		assert_int_equal(launch_add_arg(&l, "buf:i32:40:const:-1", &d), 0);
		assert_int_equal(launch_add_arg(&l, "buf:i32:40:zero", &d), 0);
		same_schedules(c, &l, &o, NULL);
		launch_free(&l);
		free(c);
	}
	/* a deadlock, reported at the same cycle with the same units */
	Cfg *c = cfg_new(3, 1, 1);
	unit(c, 0, OP_TID, IT_I32, 0, ISA_THREAD, 0, 0, NULL);
	unit(c, 1, OP_IADD, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I32), tok(2, IT_I32) });
	unit(c, 2, OP_IADD, IT_I32, 0, 0, 0, 2,
	     (ProgGpuccIn[]){ tok(0, IT_I32), tok(1, IT_I32) });
	launch_init(&l);
	l.block[0] = 4;
	o.deadlock_cycles = 50;
	same_schedules(c, &l, &o, NULL);
	launch_free(&l);
	free(c);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy_exact),
		cmocka_unit_test(test_saxpy_two_copies),
		cmocka_unit_test(test_stream_reuse),
		cmocka_unit_test(test_fifo_depth_one_stalls),
		cmocka_unit_test(test_prefetch_helps),
		cmocka_unit_test(test_deadlock),
		cmocka_unit_test(test_bad_configuration),
		cmocka_unit_test(test_out_of_bounds),
		cmocka_unit_test(test_order_after),
		cmocka_unit_test(test_schedules_agree),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
