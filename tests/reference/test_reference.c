/* The reference interpreter: small hand-written modules against hand-
 * computed results (arithmetic, control flow, barriers and shared memory,
 * atomics, byval structs, local memory), its diagnostics (launch mismatch,
 * division by zero, out-of-bounds, barrier misuse, endless loops,
 * unsupported calls), warps (shuffles, votes, divergence), and the samples
 * with their launch lines against the
 * same computations written in C here — at -O2 and from the -O0 IR, and for
 * LLVM 17+ also from the clang-19 IR. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "vgiw/front.h"
#include "vgiw/launch.h"
#include "vgiw/reference.h"

static char errors[16384];

#define HEAD \
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	"target triple = \"nvptx64-nvidia-cuda\"\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n" \
	"declare void @llvm.nvvm.barrier0()\n"

/* Run IR text with a launch line; returns ref_run's status, errors[] holds
 * the diagnostics. */
static int
run_ir(const char *ir, const char *line, const RefOptions *o, Launch *l, RefStats *st)
{
	char path[] = "/tmp/vgiw_ref_XXXXXX";
	int fd = mkstemp(path);
	DiagList d = { 0 };

	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	launch_init(l);
	int r = launch_parse_line(l, line, "test", &d);
	if (!r)
		r = ref_run(path, o, l, st, &d);
	errors[0] = 0;
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(&d, f);
	fclose(f);
	diag_free(&d);
	unlink(path);
	return r;
}

static const LaunchRegion *
buf(const Launch *l, uint32_t arg)
{
	assert_true(arg < l->nargs);
	return &l->regions[l->args[arg].region];
}

static uint32_t
u32(const Launch *l, uint32_t arg, uint64_t i)
{
	uint32_t v;
	memcpy(&v, buf(l, arg)->data + 4 * i, 4);
	return v;
}

static float
fl(const Launch *l, uint32_t arg, uint64_t i)
{
	float v;
	memcpy(&v, buf(l, arg)->data + 4 * i, 4);
	return v;
}

static void
expect_ok(int r)
{
	if (r)
		fail_msg("reference failed:\n%s", errors);
}

/* ---- hand-written modules ---- */

static void
test_saxpy_like(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i32 %n, float %a, float* %x, float* %y) {\n"
		"entry:\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
		"  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
		"  %m = mul i32 %c, %nt\n"
		"  %i = add i32 %m, %t\n"
		"  %in = icmp slt i32 %i, %n\n"
		"  br i1 %in, label %body, label %exit\n"
		"body:\n"
		"  %w = sext i32 %i to i64\n"
		"  %px = getelementptr inbounds float, float* %x, i64 %w\n"
		"  %vx = load float, float* %px\n"
		"  %py = getelementptr inbounds float, float* %y, i64 %w\n"
		"  %vy = load float, float* %py\n"
		"  %p = fmul float %vx, %a\n"
		"  %s = fadd float %p, %vy\n"
		"  store float %s, float* %py\n"
		"  br label %exit\n"
		"exit:\n"
		"  ret void\n"
		"}\n";
	Launch l;
	RefStats st;

	(void)state;
	expect_ok(run_ir(ir, "--grid=3 --block=32 --arg=90 --arg=1.5 "
	                 "--arg=buf:f32:96:seq --arg=buf:f32:96:const:2", NULL, &l, &st));
	for (int i = 0; i < 96; i++)
		assert_true(fl(&l, 3, (uint64_t)i) == (i < 90 ? 1.5f * (float)i + 2.0f : 2.0f));
	assert_int_equal(st.ctas, 3);
	assert_int_equal(st.threads, 96);
	assert_string_equal(st.kernel, "k");
	launch_free(&l);
}

/* A loop with phis, a switch (lowered by canonicalisation), i64 and
 * division: out[t] = sum over k < t of (k % 3 == 0 ? k : k % 3 == 1 ? 2k
 * : k / 2). */
static void
test_loop(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @loop(i32* %out) {\n"
		"entry:\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  br label %head\n"
		"head:\n"
		"  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]\n"
		"  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]\n"
		"  %more = icmp ult i32 %k, %t\n"
		"  br i1 %more, label %body, label %done\n"
		"body:\n"
		"  %r = urem i32 %k, 3\n"
		"  %k64 = zext i32 %k to i64\n"
		"  switch i32 %r, label %two [ i32 0, label %zero\n"
		"                              i32 1, label %one ]\n"
		"zero:\n"
		"  br label %latch\n"
		"one:\n"
		"  %d = shl i64 %k64, 1\n"
		"  br label %latch\n"
		"two:\n"
		"  %h = sdiv i64 %k64, 2\n"
		"  br label %latch\n"
		"latch:\n"
		"  %v = phi i64 [ %k64, %zero ], [ %d, %one ], [ %h, %two ]\n"
		"  %acc1 = add i64 %acc, %v\n"
		"  %k1 = add i32 %k, 1\n"
		"  br label %head\n"
		"done:\n"
		"  %w = zext i32 %t to i64\n"
		"  %p = getelementptr i32, i32* %out, i64 %w\n"
		"  %s = trunc i64 %acc to i32\n"
		"  store i32 %s, i32* %p\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	for (int opt = 0; opt <= 3; opt++) {
		RefOptions o = { .opt = opt };
		expect_ok(run_ir(ir, "--grid=1 --block=40 --arg=buf:i32:40", &o, &l, NULL));
		for (uint32_t t = 0; t < 40; t++) {
			uint64_t acc = 0;
			for (uint32_t k = 0; k < t; k++)
				acc += k % 3 == 0 ? k : k % 3 == 1 ? 2 * k : k / 2;
			assert_int_equal(u32(&l, 0, t), (uint32_t)acc);
		}
		launch_free(&l);
	}
}

/* Each CTA reverses 64 values through shared memory across a barrier. */
static void
test_barrier_shared(void **state)
{
	static const char ir[] = HEAD
		"@sh = internal addrspace(3) global [64 x i32] undef, align 4\n"
		"define ptx_kernel void @rev(i32* %out) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
		"  %v = mul i32 %t, 10\n"
		"  %v2 = add i32 %v, %c\n"
		"  %p = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sh, i32 0, i32 %t\n"
		"  store i32 %v2, i32 addrspace(3)* %p\n"
		"  call void @llvm.nvvm.barrier0()\n"
		"  %r = sub i32 63, %t\n"
		"  %q = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sh, i32 0, i32 %r\n"
		"  %gq = addrspacecast i32 addrspace(3)* %q to i32*\n"
		"  %x = load i32, i32* %gq\n"
		"  call void @llvm.nvvm.barrier0()\n"
		"  store i32 0, i32 addrspace(3)* %p\n"
		"  %o = mul i32 %c, 64\n"
		"  %i = add i32 %o, %t\n"
		"  %w = zext i32 %i to i64\n"
		"  %po = getelementptr i32, i32* %out, i64 %w\n"
		"  store i32 %x, i32* %po\n"
		"  ret void\n"
		"}\n";
	Launch l;
	RefStats st;

	(void)state;
	expect_ok(run_ir(ir, "--grid=3 --block=64 --arg=buf:i32:192", NULL, &l, &st));
	for (uint32_t c = 0; c < 3; c++)
		for (uint32_t t = 0; t < 64; t++)
			assert_int_equal(u32(&l, 0, c * 64 + t), (63 - t) * 10 + c);
	assert_int_equal(st.barriers, 6);
	assert_int_equal(st.shared_bytes, 256);
	launch_free(&l);
}

/* Atomics on global memory: a ticket counter, max, inc with wrap, cmpxchg,
 * float add. */
static void
test_atomics(void **state)
{
	static const char ir[] = HEAD
		"declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32*, i32)\n"
		"define ptx_kernel void @atom(i32* %ctr, i32* %slots) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
		"  %old = atomicrmw add i32* %ctr, i32 1 monotonic\n"
		"  %w = zext i32 %old to i64\n"
		"  %p = getelementptr i32, i32* %slots, i64 %w\n"
		"  %id = mul i32 %c, 100\n"
		"  %id2 = add i32 %id, %t\n"
		"  store i32 %id2, i32* %p\n"
		"  %pm = getelementptr i32, i32* %ctr, i64 1\n"
		"  %neg = sub i32 0, %id2\n"
		"  %m = atomicrmw max i32* %pm, i32 %neg monotonic\n"
		"  %pi = getelementptr i32, i32* %ctr, i64 2\n"
		"  %inc = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %pi, i32 4)\n"
		"  %pc = getelementptr i32, i32* %ctr, i64 3\n"
		"  %cx = cmpxchg i32* %pc, i32 0, i32 %id2 monotonic monotonic\n"
		"  %ok = extractvalue { i32, i1 } %cx, 1\n"
		"  %okz = zext i1 %ok to i32\n"
		"  %pk = getelementptr i32, i32* %ctr, i64 4\n"
		"  %k = atomicrmw add i32* %pk, i32 %okz monotonic\n"
		"  %pf = getelementptr i32, i32* %ctr, i64 5\n"
		"  %pff = bitcast i32* %pf to float*\n"
		"  %f = atomicrmw fadd float* %pff, float 0.5 monotonic\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	expect_ok(run_ir(ir, "--grid=2 --block=10 --arg=buf:i32:6:zero --arg=buf:i32:20",
	                 NULL, &l, NULL));
	assert_int_equal(u32(&l, 0, 0), 20);
	/* sequential execution: CTA 0's threads, then CTA 1's */
	for (uint32_t k = 0; k < 20; k++)
		assert_int_equal(u32(&l, 1, k), k < 10 ? k : 100 + k - 10);
	assert_int_equal(u32(&l, 0, 1), 0);        /* max(0, -id) */
	assert_int_equal(u32(&l, 0, 2), 20 % 5);   /* inc wraps after 4 */
	/* thread 0 swaps 0 for its id 0, thread 1 finds 0 and swaps in 1, the
	 * rest find 1 */
	assert_int_equal(u32(&l, 0, 3), 1);
	assert_int_equal(u32(&l, 0, 4), 2);
	assert_true(fl(&l, 0, 5) == 10.0f);
	launch_free(&l);
}

/* A byval struct parameter with C layout, read through GEPs; a private
 * array indexed dynamically (local memory). */
static void
test_byval_local(void **state)
{
	static const char ir[] = HEAD
		"%struct.P = type { i8, i32, float, double }\n"
		"define ptx_kernel void @bv(%struct.P* byval(%struct.P) align 8 %p, double* %out, i32 %j) {\n"
		"  %arr = alloca [8 x i32], align 4\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  br label %fill\n"
		"fill:\n"
		"  %k = phi i32 [ 0, %0 ], [ %k1, %fill ]\n"
		"  %pk = getelementptr [8 x i32], [8 x i32]* %arr, i32 0, i32 %k\n"
		"  %v = mul i32 %k, %t\n"
		"  store i32 %v, i32* %pk\n"
		"  %k1 = add i32 %k, 1\n"
		"  %more = icmp ult i32 %k1, 8\n"
		"  br i1 %more, label %fill, label %use\n"
		"use:\n"
		"  %pj = getelementptr [8 x i32], [8 x i32]* %arr, i32 0, i32 %j\n"
		"  %aj = load i32, i32* %pj\n"
		"  %p0 = getelementptr %struct.P, %struct.P* %p, i32 0, i32 0\n"
		"  %a = load i8, i8* %p0\n"
		"  %p1 = getelementptr %struct.P, %struct.P* %p, i32 0, i32 1\n"
		"  %b = load i32, i32* %p1\n"
		"  %p2 = getelementptr %struct.P, %struct.P* %p, i32 0, i32 2\n"
		"  %c = load float, float* %p2\n"
		"  %p3 = getelementptr %struct.P, %struct.P* %p, i32 0, i32 3\n"
		"  %d = load double, double* %p3\n"
		"  %s1 = sext i8 %a to i32\n"
		"  %s2 = add i32 %s1, %b\n"
		"  %s3 = add i32 %s2, %aj\n"
		"  %f1 = sitofp i32 %s3 to double\n"
		"  %f2 = fpext float %c to double\n"
		"  %f3 = fmul double %f2, %d\n"
		"  %f4 = fadd double %f1, %f3\n"
		"  store double 0.0, double* %p3\n"
		"  %w = zext i32 %t to i64\n"
		"  %po = getelementptr double, double* %out, i64 %w\n"
		"  store double %f4, double* %po\n"
		"  ret void\n"
		"}\n";
	Launch l;
	RefStats st;

	(void)state;
	expect_ok(run_ir(ir, "--grid=1 --block=4 --arg=struct:i8:-3,i32:100,f32:0.5,f64:2.25 "
	                 "--arg=buf:f64:4 --arg=5", NULL, &l, &st));
	for (int t = 0; t < 4; t++) {
		double v;
		memcpy(&v, buf(&l, 1)->data + 8 * t, 8);
		/* each thread sees its own copy of the struct (thread 0's store
		 * of 0.0 does not reach the others) */
		assert_true(v == (double)(-3 + 100 + 5 * t) + 0.5 * 2.25);
	}
	assert_int_equal(st.local_bytes, 32);
	launch_free(&l);
	/* the struct must have the parameter's size */
	assert_int_equal(run_ir(ir, "--grid=1 --block=4 --arg=struct:i8:-3,i32:100 "
	                        "--arg=buf:f64:4 --arg=5", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "the struct is 8 bytes; parameter 0 of 'bv' needs 24"));
	launch_free(&l);
	assert_int_equal(run_ir(ir, "--grid=1 --block=4 --arg=buf:i8:24 "
	                        "--arg=buf:f64:4 --arg=5", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "struct passed by value"));
	launch_free(&l);
	/* a private array indexed out of its frame */
	assert_int_equal(run_ir(ir, "--grid=1 --block=4 --arg=struct:i8:-3,i32:100,f32:0.5,f64:2.25 "
	                        "--arg=buf:f64:4 --arg=9", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "out-of-bounds load of 4 bytes at 0x500000000024: "));
	assert_non_null(strstr(errors, "bytes past the end of the thread's local frame"));
	launch_free(&l);
}

/* Module globals: a __device__ counter with an initialiser (added to the
 * launch after the buffers), __constant__ data holding the address of
 * another global. */
static void
test_globals(void **state)
{
	static const char ir[] = HEAD
		"@g = addrspace(1) global i32 5, align 4\n"
		"@tab = addrspace(4) constant [2 x i32] [i32 7, i32 8], align 4\n"
		"@ptr = addrspace(4) constant i32 addrspace(1)* @g, align 8\n"
		"define ptx_kernel void @k(i32* %out) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %pg = load i32 addrspace(1)*, i32 addrspace(1)* addrspace(4)* @ptr\n"
		"  %old = atomicrmw add i32 addrspace(1)* %pg, i32 1 monotonic\n"
		"  %i = and i32 %t, 1\n"
		"  %pt = getelementptr [2 x i32], [2 x i32] addrspace(4)* @tab, i32 0, i32 %i\n"
		"  %v = load i32, i32 addrspace(4)* %pt\n"
		"  %s = add i32 %old, %v\n"
		"  %w = zext i32 %t to i64\n"
		"  %po = getelementptr i32, i32* %out, i64 %w\n"
		"  store i32 %s, i32* %po\n"
		"  ret void\n"
		"}\n";
	static const char bad[] = HEAD
		"@tab = addrspace(4) constant [2 x i32] [i32 7, i32 8], align 4\n"
		"define ptx_kernel void @k() {\n"
		"  %p = getelementptr [2 x i32], [2 x i32] addrspace(4)* @tab, i32 0, i32 1\n"
		"  store volatile i32 1, i32 addrspace(4)* %p\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	expect_ok(run_ir(ir, "--block=4 --arg=buf:i32:4", NULL, &l, NULL));
	for (uint32_t t = 0; t < 4; t++)
		assert_int_equal(u32(&l, 0, t), 5 + t + (t & 1 ? 8 : 7));
	assert_int_equal(l.nregions, 2);
	assert_string_equal(l.regions[1].name, "g");
	assert_int_equal(l.regions[1].kind, LAUNCH_REGION_GLOBAL);
	assert_true(l.regions[1].addr > l.regions[0].addr);
	uint32_t g;
	memcpy(&g, l.regions[1].data, 4);
	assert_int_equal(g, 9);
	launch_free(&l);
	assert_int_equal(run_ir(bad, "--block=1", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "store into constant memory at 0x600000000004"));
	launch_free(&l);
}

/* ---- diagnostics ---- */

static void
test_launch_mismatch(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i32 %n, float %a, float* %x) {\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--arg=1 --arg=2", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "kernel 'k' takes 3 parameters; the launch gives 2"));
	launch_free(&l);
	assert_int_equal(run_ir(ir, "--arg=1.5 --arg=2 --arg=buf:f32:4", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "--arg=1.5: parameter 0 of 'k' is i32"));
	launch_free(&l);
	assert_int_equal(run_ir(ir, "--arg=1 --arg=buf:f32:4 --arg=7", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "--arg=buf:f32:4: parameter 1 of 'k' is float"));
	assert_non_null(strstr(errors, "--arg=7: parameter 2 of 'k' is a pointer"));
	launch_free(&l);
	/* an integer literal for a float parameter is fine */
	expect_ok(run_ir(ir, "--arg=1 --arg=2 --arg=buf:f32:4", NULL, &l, NULL));
	launch_free(&l);
}

static void
test_runtime_errors(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(i32 %d, i32* %x, i32 %idx) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %q = sdiv i32 %t, %d\n"
		"  %w = sext i32 %idx to i64\n"
		"  %p = getelementptr i32, i32* %x, i64 %w\n"
		"  store i32 %q, i32* %p\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--grid=2 --block=4 --arg=0 --arg=buf:i32:4 --arg=0",
	                        NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "thread (0,0,0) of CTA (0,0,0): integer division by zero"));
	assert_non_null(strstr(errors, "sdiv i32"));
	launch_free(&l);
	assert_int_equal(run_ir(ir, "--grid=2 --block=4 --arg=1 --arg=buf:i32:4 --arg=4",
	                        NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "out-of-bounds store of 4 bytes at 0x100000010: "
	                       "4 bytes past the end of argument 1 ("));
	launch_free(&l);
	assert_int_equal(run_ir(ir, "--grid=2 --block=4 --arg=1 --arg=buf:i32:4 --arg=-1",
	                        NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "at 0xfffffffc: 4 bytes before the start of argument 1 ("));
	launch_free(&l);
	/* only one error: the run stops at the first */
	assert_null(strstr(strstr(errors, "out-of-bounds") + 1, "out-of-bounds"));
}

static void
test_barrier_errors(void **state)
{
	static const char early_exit[] = HEAD
		"define ptx_kernel void @k() {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %z = icmp eq i32 %t, 2\n"
		"  br i1 %z, label %out, label %wait\n"
		"wait:\n"
		"  call void @llvm.nvvm.barrier0()\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	static const char two[] = HEAD
		"define ptx_kernel void @k() {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %z = icmp eq i32 %t, 2\n"
		"  br i1 %z, label %a, label %b\n"
		"a:\n"
		"  call void @llvm.nvvm.barrier0()\n"
		"  br label %out\n"
		"b:\n"
		"  call void @llvm.nvvm.barrier0()\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(early_exit, "--block=4", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "thread (0,0,0) of CTA (0,0,0): waits at a barrier "
	                       "that thread (2,0,0) never reaches: it exited (3 of 4 threads wait)"));
	launch_free(&l);
	assert_int_equal(run_ir(two, "--block=4", &(RefOptions){ .opt = 0 }, &l, NULL), 1);
	assert_non_null(strstr(errors, "waits at this barrier while thread (2,0,0) waits at another"));
	launch_free(&l);
}

static void
test_step_limit(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @spin(i32* %x) {\n"
		"entry:\n"
		"  br label %l\n"
		"l:\n"
		"  %v = load volatile i32, i32* %x\n"
		"  %z = icmp eq i32 %v, 0\n"
		"  br i1 %z, label %l, label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;
	RefOptions o = { .max_thread_steps = 1000 };

	(void)state;
	assert_int_equal(run_ir(ir, "--block=2 --arg=buf:i32:1", &o, &l, NULL), 1);
	assert_non_null(strstr(errors, "thread (0,0,0) of CTA (0,0,0): more than 1000 "
	                       "instructions in one thread"));
	launch_free(&l);
	o.max_thread_steps = 0;
	o.max_total_steps = 500;
	assert_int_equal(run_ir(ir, "--block=2 --arg=buf:i32:1", &o, &l, NULL), 1);
	assert_non_null(strstr(errors, "more than 500 instructions in the launch"));
	launch_free(&l);
	/* a non-zero flag lets every thread through */
	o.max_total_steps = 0;
	expect_ok(run_ir(ir, "--block=2 --arg=buf:i32:1:const:1", &o, &l, NULL));
	launch_free(&l);
}

static void
test_unsupported(void **state)
{
	static const char ir[] = HEAD
		"declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
		"declare float @external(float)\n"
		"define ptx_kernel void @k(float* %x) {\n"
		"  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
		"  %v = load float, float* %x\n"
		"  %e = call float @external(float %v)\n"
		"  store float %e, float* %x\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--arg=buf:f32:1", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "special register 'llvm.nvvm.read.ptx.sreg.laneid' is not supported"));
	assert_non_null(strstr(errors, "call to external function 'external' is not supported"));
	launch_free(&l);
}

/* Casts and compares at the edges: saturating fptosi, NaN compares,
 * shifts by more than the width (masked), i1 memory. */
static void
test_edge_semantics(void **state)
{
	static const char ir[] = HEAD
		"define ptx_kernel void @k(float %big, float %nan, i32* %o, i32 %s) {\n"
		"  %a = fptosi float %big to i32\n"
		"  store i32 %a, i32* %o\n"
		"  %nb = fneg float %big\n"
		"  %b = fptosi float %nb to i16\n"
		"  %b32 = sext i16 %b to i32\n"
		"  %p1 = getelementptr i32, i32* %o, i64 1\n"
		"  store i32 %b32, i32* %p1\n"
		"  %c = fptoui float %nan to i32\n"
		"  %p2 = getelementptr i32, i32* %o, i64 2\n"
		"  store i32 %c, i32* %p2\n"
		"  %u = fcmp uno float %nan, %big\n"
		"  %oo = fcmp oeq float %nan, %nan\n"
		"  %une = fcmp une float %nan, %nan\n"
		"  %u1 = zext i1 %u to i32\n"
		"  %o1 = zext i1 %oo to i32\n"
		"  %n1 = zext i1 %une to i32\n"
		"  %x1 = shl i32 %u1, 2\n"
		"  %x2 = shl i32 %n1, 1\n"
		"  %x3 = or i32 %x1, %x2\n"
		"  %x4 = or i32 %x3, %o1\n"
		"  %p3 = getelementptr i32, i32* %o, i64 3\n"
		"  store i32 %x4, i32* %p3\n"
		"  %sh = shl i32 1, %s\n"
		"  %p4 = getelementptr i32, i32* %o, i64 4\n"
		"  store i32 %sh, i32* %p4\n"
		"  %as = ashr i32 -64, 3\n"
		"  %p5 = getelementptr i32, i32* %o, i64 5\n"
		"  store i32 %as, i32* %p5\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	RefOptions o = { .opt = 0 };
	expect_ok(run_ir(ir, "--arg=1e20 --arg=nan --arg=buf:i32:6 --arg=35", &o, &l, NULL));
	assert_int_equal(u32(&l, 2, 0), 0x7fffffffu);
	assert_int_equal((int32_t)u32(&l, 2, 1), -32768);
	assert_int_equal(u32(&l, 2, 2), 0);
	assert_int_equal(u32(&l, 2, 3), 6);      /* uno, une; not oeq */
	assert_int_equal(u32(&l, 2, 4), 8);      /* 35 & 31 */
	assert_int_equal((int32_t)u32(&l, 2, 5), -8);
	launch_free(&l);
}

/* ---- samples ---- */

/* ---- warps: shuffles, votes, divergence ---- */

#define WARP_HEAD HEAD \
	"declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)\n" \
	"declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)\n" \
	"declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.all.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.any.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)\n" \
	"declare i32 @llvm.nvvm.activemask()\n" \
	"declare void @llvm.nvvm.bar.warp.sync(i32)\n"

/* The source lane of each shuffle mode for lane l of a warp of wn lanes,
 * segments of `width` lanes (a power of two): PTX's rule restated per
 * segment; the own lane when the source is outside the segment or the
 * warp. */
static uint32_t
shfl_expect(int mode, uint32_t l, uint32_t wn, uint32_t b, uint32_t width)
{
	uint32_t base = l / width * width, j;

	switch (mode) {
	case 0: j = base + b % width; break;
	case 1: j = l >= base + b ? l - b : l; break;
	case 2: j = l + b < base + width ? l + b : l; break;
	default: j = (l ^ b) < base + width && (l ^ b) >= base ? l ^ b : l; break;
	}
	return j < wn ? j : l;
}

/* Every shuffle mode with widths 32 and 8 (segment mask c[12:8], clamp
 * c[4:0]; up's clamp 0), over a CTA of 40 threads: one full warp and a
 * partial one of 8, whose missing lanes leave the own value. */
static void
test_warp_shuffle(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o, i32 %b, i32 %c, i32 %cu) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %v = mul i32 %t, 10\n"
		"  %f = sitofp i32 %v to float\n"
		"  %s0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 %c)\n"
		"  %s1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %b, i32 %cu)\n"
		"  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 %c)\n"
		"  %s3f = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f, i32 %b, i32 %c)\n"
		"  %s3 = fptosi float %s3f to i32\n"
		"  %i = mul i32 %t, 4\n"
		"  %p0 = getelementptr i32, i32* %o, i32 %i\n"
		"  store i32 %s0, i32* %p0\n"
		"  %p1 = getelementptr i32, i32* %p0, i32 1\n"
		"  store i32 %s1, i32* %p1\n"
		"  %p2 = getelementptr i32, i32* %p0, i32 2\n"
		"  store i32 %s2, i32* %p2\n"
		"  %p3 = getelementptr i32, i32* %p0, i32 3\n"
		"  store i32 %s3, i32* %p3\n"
		"  ret void\n"
		"}\n";
	static const struct { uint32_t b, width; const char *line; } cases[] = {
		{ 1, 32, "--block=40 --arg=buf:i32:160 --arg=1 --arg=31 --arg=0" },
		{ 5, 32, "--block=40 --arg=buf:i32:160 --arg=5 --arg=31 --arg=0" },
		{ 3, 8, "--block=40 --arg=buf:i32:160 --arg=3 --arg=6175 --arg=6144" },
		{ 6, 8, "--block=40 --arg=buf:i32:160 --arg=6 --arg=6175 --arg=6144" },
		/* bits above 4:0 of b are ignored */
		{ 2, 32, "--block=40 --arg=buf:i32:160 --arg=34 --arg=31 --arg=0" },
	};
	Launch l;

	(void)state;
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		expect_ok(run_ir(ir, cases[k].line, NULL, &l, NULL));
		for (uint32_t t = 0; t < 40; t++) {
			uint32_t lo = t / 32 * 32, wn = t < 32 ? 32 : 8;
			for (int m = 0; m < 4; m++) {
				uint32_t j = shfl_expect(m, t - lo, wn, cases[k].b, cases[k].width);
				assert_int_equal(u32(&l, 0, 4 * t + (uint32_t)m), 10 * (lo + j));
			}
		}
		launch_free(&l);
	}
}

/* Votes over a CTA of 40 threads (warps of 32 and 8) of which thread 5
 * exits first: it takes part in none of them. */
static void
test_warp_vote(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %gone = icmp eq i32 %t, 5\n"
		"  br i1 %gone, label %out, label %go\n"
		"go:\n"
		"  %r = urem i32 %t, 3\n"
		"  %p = icmp eq i32 %r, 0\n"
		"  %q = icmp uge i32 %t, 32\n"
		"  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)\n"
		"  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %q)\n"
		"  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)\n"
		"  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %q)\n"
		"  %uni2 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %p)\n"
		"  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n"
		"  %act = call i32 @llvm.nvvm.activemask()\n"
		"  %a = zext i1 %all to i32\n"
		"  %n = zext i1 %any to i32\n"
		"  %u = zext i1 %uni to i32\n"
		"  %u2 = zext i1 %uni2 to i32\n"
		"  %u2s = shl i32 %u2, 1\n"
		"  %uu = or i32 %u, %u2s\n"
		"  %i = mul i32 %t, 6\n"
		"  %p0 = getelementptr i32, i32* %o, i32 %i\n"
		"  store i32 %bal, i32* %p0\n"
		"  %p1 = getelementptr i32, i32* %p0, i32 1\n"
		"  store i32 %a, i32* %p1\n"
		"  %p2 = getelementptr i32, i32* %p0, i32 2\n"
		"  store i32 %n, i32* %p2\n"
		"  %p3 = getelementptr i32, i32* %p0, i32 3\n"
		"  store i32 %uu, i32* %p3\n"
		"  %p4 = getelementptr i32, i32* %p0, i32 4\n"
		"  store i32 %act, i32* %p4\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	expect_ok(run_ir(ir, "--block=40 --arg=buf:i32:240:const:7", NULL, &l, NULL));
	uint32_t bal0 = 0;
	for (uint32_t t = 0; t < 32; t++)
		if (t % 3 == 0)
			bal0 |= 1u << t;
	for (uint32_t t = 0; t < 40; t++) {
		if (t == 5) {
			assert_int_equal(u32(&l, 0, 6 * t), 7);
			continue;
		}
		int w1 = t >= 32;
		/* warp 1: threads 32..39, lanes 0..7; 33, 36, 39 are multiples of 3 */
		assert_int_equal(u32(&l, 0, 6 * t), w1 ? 0x92u : bal0);
		assert_int_equal(u32(&l, 0, 6 * t + 1), w1 ? 1 : 0);  /* all t >= 32 */
		assert_int_equal(u32(&l, 0, 6 * t + 2), 1);
		assert_int_equal(u32(&l, 0, 6 * t + 3), 1);  /* t >= 32 uniform; t % 3 not */
		assert_int_equal(u32(&l, 0, 6 * t + 4), w1 ? 0xffu : 0xffffffdfu);
	}
	launch_free(&l);
}

/* A warp whose threads wait at different warp operations is an error. */
static void
test_warp_diverged(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %odd = and i32 %t, 1\n"
		"  %c = icmp eq i32 %odd, 0\n"
		"  %p = getelementptr i32, i32* %o, i32 %t\n"
		"  br i1 %c, label %even, label %other\n"
		"even:\n"
		"  %x = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %t, i32 1, i32 0)\n"
		"  store i32 %x, i32* %p\n"
		"  br label %out\n"
		"other:\n"
		"  %y = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)\n"
		"  store i32 %y, i32* %p\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--block=64 --arg=buf:i32:64", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "warp operation reached by diverged threads of warp 0"));
	launch_free(&l);
	/* one thread per warp: nothing to diverge from */
	expect_ok(run_ir(ir, "--block=1 --arg=buf:i32:1", NULL, &l, NULL));
	assert_int_equal(u32(&l, 0, 0), 0);
	launch_free(&l);
}

/* Run sample NAME (IR from samples/DIR/NAME.ll, DIR "" or "O0" or
 * "llvm19") with samples/NAME.launch; `in` gets the initial image. */
static const char *sample_launch_dir = "";  /* "" or "small/" */

static int
sample(const char *dir, const char *name, int opt, Launch *in, Launch *out)
{
	const char *src = getenv("VGIW_SOURCE_DIR");
	char ll[1024], lf[1024];
	DiagList d = { 0 };
	RefOptions o = { .opt = opt };

	if (!src)
		return -1;
	snprintf(ll, sizeof ll, "%s/samples/%s%s%s.ll", src, dir, *dir ? "/" : "", name);
	snprintf(lf, sizeof lf, "%s/samples/%s%s.launch", src, sample_launch_dir, name);
	if (access(ll, R_OK))
		return -1;
	launch_init(in);
	if (launch_read_file(in, lf, &d)) {
		diag_print(&d, stderr);
		fail_msg("%s", lf);
	}
	assert_int_equal(launch_copy(out, in), 0);
	if (ref_run(ll, &o, out, NULL, &d)) {
		diag_print(&d, stderr);
		fail_msg("%s at -O%d", ll, opt);
	}
	diag_free(&d);
	return 0;
}

typedef void (*Check)(const Launch *in, const Launch *out);

/* Every variant of a sample: -O2 IR at -O2 and -O3, -O0 IR at -O0, and the
 * clang-19 IR where this LLVM reads it. */
static void
each_variant(const char *name, Check check)
{
	static const struct { const char *dir; int opt, llvm; } v[] = {
		{ "", 2, 14 }, { "", 3, 14 }, { "O0", 0, 14 }, { "O0", 2, 14 },
		{ "llvm19", 2, 17 }, { "llvm19/O0", 0, 17 },
	};
	int ran = 0;

	for (size_t k = 0; k < sizeof v / sizeof *v; k++) {
		Launch in, out;
		if (front_llvm_major() < v[k].llvm)
			continue;
		if (sample(v[k].dir, name, v[k].opt, &in, &out))
			continue;
		check(&in, &out);
		ran++;
		launch_free(&in);
		launch_free(&out);
	}
	if (!ran)
		skip();
}

static void
check_saxpy(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 4096; i++) {
		float y = fl(in, 3, i);
		if (i < 4000) {
			float p = 2.5f * fl(in, 2, i);
			y = p + y;
		}
		assert_true(fl(out, 3, i) == y);
	}
}

static void
check_vecadd(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 5000; i++)
		assert_true(fl(out, 2, i) == fl(in, 0, i) + fl(in, 1, i));
}

static void
check_fig1(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 1024; i++) {
		float x = fl(in, 0, i), r;
		int32_t s = (int32_t)u32(in, 1, i);
		if (s > 0) {
			r = expf(x);
			r = r * 0.5f;
		} else {
			int64_t ns = -(int64_t)s;
			int32_t q = (int32_t)(ns / 3), m = (int32_t)(ns % 3);
			float y = x * (float)q;
			if (m == 0) {
				r = sinf(y);
			} else {
				float a = fabsf(y) + 1.0f;
				r = logf(a) * (float)m;
			}
		}
		assert_true(fl(out, 2, i) == r + x);
	}
}

static void
check_loop_datadep(const Launch *in, const Launch *out)
{
	for (uint32_t t = 0; t < 1024; t++) {
		uint64_t x = (uint64_t)u32(in, 0, t) + 1;
		double e = 0.0;
		int k = 0;
		while (x != 1 && k < 400) {
			switch ((unsigned)(x & 3)) {
			case 0: x >>= 2; e += 0.25; break;
			case 2: x >>= 1; e += sqrt((double)x); break;
			case 1: x = 3 * x + 1; e -= 1.0 / (double)x; break;
			default: x = (3 * x + 1) >> 1; e *= 1.0009765625; break;
			}
			++k;
		}
		float ef = (float)e;
		double got;
		memcpy(&got, buf(out, 2)->data + 8 * t, 8);
		assert_int_equal((int32_t)u32(out, 1, t), k * 16 + ((int)fabsf(ef) & 15));
		assert_true(got == e);
		assert_true(fl(out, 3, t) == fmaf(-ef, 0.5f, (float)__builtin_popcount((unsigned)k)));
	}
}

static void
check_conv3x3(const Launch *in, const Launch *out)
{
	static const float g[9] = { 0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
	                            0.125f, 0.0625f, 0.125f, 0.0625f };
	const int w = 60, h = 60;

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			float sum = 0.0f;
			for (int dy = -1; dy <= 1; dy++) {
				int yy = y + dy < 0 ? 0 : y + dy > h - 1 ? h - 1 : y + dy;
				for (int dx = -1; dx <= 1; dx++) {
					int xx = x + dx < 0 ? 0 : x + dx > w - 1 ? w - 1 : x + dx;
					float p = g[(dy + 1) * 3 + dx + 1] * fl(in, 0, (uint64_t)(yy * w + xx));
					sum = sum + p;
				}
			}
			assert_true(fl(out, 1, (uint64_t)(y * w + x)) == sum);
		}
}

static void
check_conv5x5(const Launch *in, const Launch *out)
{
	static const float wt[5] = { 1, 4, 6, 4, 1 };
	const int w = 60, h = 60;

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			float sum = 0.0f;
			for (int i = 0; i < 5; i++)
				for (int j = 0; j < 5; j++) {
					int yy = y + i - 2, xx = x + j - 2;
					float v = 0.0f;
					if (yy >= 0 && yy < h && xx >= 0 && xx < w)
						v = fl(in, 0, (uint64_t)(yy * w + xx));
					float ww = wt[i] * wt[j];
					float p = ww * v;
					sum = sum + p;
				}
			float s = sum * 0.00390625f;
			assert_true(fl(out, 1, (uint64_t)(y * w + x)) == fmaxf(fminf(s, 1.0f), 0.0f));
		}
}

static void
check_matmul(const Launch *in, const Launch *out)
{
	const int n = 64;

	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			float acc = 0.0f;
			for (int k = 0; k < n; k++) {
				float p = fl(in, 0, (uint64_t)(r * n + k)) * fl(in, 1, (uint64_t)(k * n + c));
				acc = acc + p;
			}
			assert_true(fl(out, 2, (uint64_t)(r * n + c)) == acc);
		}
}

static void
check_prefix_sum(const Launch *in, const Launch *out)
{
	for (uint32_t b = 0; b < 8; b++) {
		uint32_t run = 0;
		for (uint32_t i = 0; i < 512; i++) {
			assert_int_equal(u32(out, 1, b * 512 + i), run);
			run += u32(in, 0, b * 512 + i);
		}
		assert_int_equal(u32(out, 2, b), run);
	}
}

static void
check_histogram(const Launch *in, const Launch *out)
{
	const int n = 20000, blocks = 8;
	uint32_t hist[256] = { 0 };
	int lo = 255, hi = 0;
	float sum = 0.0f;
	const uint8_t *data = buf(in, 0)->data;

	for (int i = 0; i < n; i++) {
		int v = data[i];
		hist[((unsigned)v * 2654435761u) >> 24]++;
		lo = v < lo ? v : lo;
		hi = v > hi ? v : hi;
		sum += (float)v;  /* whole numbers below 2^24: exact in any order */
	}
	for (int k = 0; k < 256; k++)
		assert_int_equal(u32(out, 3, (uint64_t)k), hist[k]);
	assert_int_equal(u32(out, 3, 256), (uint32_t)-n);
	assert_int_equal(u32(out, 3, 257), (uint32_t)n);
	assert_int_equal((int32_t)u32(out, 4, 0), lo - 256);
	assert_int_equal((int32_t)u32(out, 4, 1), hi);
	assert_int_equal(u32(out, 4, 2), (uint32_t)blocks);
	assert_int_equal(u32(out, 4, 3), (uint32_t)blocks);
	assert_int_equal(u32(out, 5, 0), 0);   /* atomicInc wrapped at gridDim - 1 */
	assert_true(fl(out, 6, 0) == sum);
}

typedef struct { int col, tried; } Move;

static Move
next_move(const int *pos, int row, int start, int n)
{
	Move m;
	m.tried = 0;
	for (m.col = start; m.col < n; m.col++) {
		int ok = 1;
		m.tried++;
		for (int r = 0; r < row && ok; r++) {
			int d = pos[r] - m.col;
			ok = d != 0 && d != row - r && d != r - row;
		}
		if (ok)
			break;
	}
	return m;
}

static void
check_nqueens(const Launch *in, const Launch *out)
{
	const int n = 8;
	uint64_t total = 0, solutions = 0, got_total;

	(void)in;
	for (int tid = 0; tid < 128; tid++) {
		int pos[12] = { 0 }, first[12] = { 0 };
		unsigned found = 0;
		uint64_t nodes = 0;
		int c0 = tid % n, c1 = tid / n;
		if (c1 < n) {
			pos[0] = c0;
			if (next_move(pos, 1, c1, c1 + 1).col == c1) {
				pos[1] = c1;
				int row = 2;
				pos[2] = -1;
				while (row >= 2) {
					Move m = next_move(pos, row, pos[row] + 1, n);
					nodes += (uint64_t)m.tried + 1;
					if (m.col < n) {
						pos[row] = m.col;
						if (row < n - 1) {
							row++;
							pos[row] = -1;
						} else if (++found == 1) {
							memcpy(first, pos, sizeof first);
						}
					} else {
						row--;
					}
				}
			}
		}
		assert_int_equal(u32(out, 1, (uint64_t)tid), found);
		if (found)
			assert_memory_equal(buf(out, 2)->data + 48 * tid, first, sizeof first);
		total += nodes;
		solutions += found;
	}
	memcpy(&got_total, buf(out, 3)->data, 8);
	assert_int_equal(got_total, total);
	assert_int_equal(solutions, 92);
}

static void
check_bfs(const Launch *in, const Launch *out)
{
	const int n = 1000, level = 3;  /* samples/bfs_step.launch */
	uint8_t frontier[1000], next[1000];
	int32_t levels[1000], changed = 0;

	memcpy(frontier, buf(in, 4)->data, 1000);
	memcpy(next, buf(in, 5)->data, 1000);
	memcpy(levels, buf(in, 7)->data, 4000);
	const uint8_t *visited = buf(in, 6)->data;
	for (int v = 0; v < n; v++) {
		if (!frontier[v])
			continue;
		frontier[v] = 0;
		for (int e = (int)u32(in, 2, (uint64_t)v); e < (int)u32(in, 2, (uint64_t)v + 1); e++) {
			int u = (int)(u32(in, 3, (uint64_t)e) % (unsigned)n);
			if (!visited[u]) {
				levels[u] = level + 1;
				next[u] = 1;
				changed = 1;
			}
		}
	}
	assert_memory_equal(buf(out, 4)->data, frontier, 1000);
	assert_memory_equal(buf(out, 5)->data, next, 1000);
	assert_memory_equal(buf(out, 7)->data, levels, 4000);
	assert_int_equal(u32(out, 8, 0), (uint32_t)changed);
}

static void
check_vecadd_opencl(const Launch *in, const Launch *out)
{
	const int n = 1000, groups = 16;

	for (int g = 0; g < groups; g++) {
		float tile[64];
		for (int l = 0; l < 64; l++) {
			int gid = g * 64 + l;
			tile[l] = gid < n ? fl(in, 0, (uint64_t)gid) : 0.0f;
		}
		for (int l = 0; l < 64; l++) {
			int gid = g * 64 + l;
			if (gid < n)
				assert_true(fl(out, 2, (uint64_t)gid) ==
				            fmaf(0.5f, tile[(l + 1) % 64], fl(in, 1, (uint64_t)gid)));
		}
		float s = 0.0f;
		for (int k = 0; k < 64; k++)
			s = s + tile[k];
		assert_true(fl(out, 3, (uint64_t)g) == s / (float)groups);
	}
}

static void
check_big_block(const Launch *in, const Launch *out)
{
	const int stride = 1024;

	for (int i = 0; i < stride; i++) {
		float acc = 0.0f, energy = 0.0f, peak = 0.0f, prev = 0.0f;
		for (int k = 0; k < 24; k++) {
			float v = fl(in, 0, (uint64_t)(k * stride + i));
			float d = v - prev;
			float a1 = acc * 0.96875f, a2 = v * fl(in, 2, (uint64_t)(k & 7));
			acc = a1 + a2;
			float dd = d * d;
			energy = energy + dd;
			peak = fmaxf(peak, fabsf(v));
			if (k % 3 == 2) {
				float den = 1.0f + sqrtf(energy);
				acc = acc / den;
			}
			prev = v;
		}
		float g = 0.0f;
		for (int k = 0; k < 8; k++) {
			int16_t q;
			memcpy(&q, buf(in, 1)->data + 2 * (k * stride + i), 2);
			float p = (float)q * (1.0f / 32768.0f);
			g = g + p;
		}
		float o1 = acc * g, o2 = energy / (peak + 1.0f);
		float gp = g * peak;
		float sat = gp != gp ? 0.0f : gp < 0.0f ? 0.0f : gp > 1.0f ? 1.0f : gp;
		assert_true(fl(out, 3, (uint64_t)i) == o1 + o2);
		assert_true(fl(out, 3, (uint64_t)(stride + i)) == sat + (float)(i * 3));
	}
}

/* warp_reduce (samples/warp_reduce.cu), at the launch's block size and n:
 * per element its warp's inclusive prefix sum, positives before it, the
 * mirrored element of its half warp and its xor-1 neighbour (own value
 * where that lane is missing); per block sum, positives and the warps
 * voting all positive, any below -100, uniformly positive. */
static void
check_warp_reduce(const Launch *in, const Launch *out)
{
	uint32_t bs = in->block[0], n = (uint32_t)in->args[3].ival;
	int v[1024];

	assert_true(bs <= 1024);
	for (uint32_t b = 0; b < in->grid[0]; b++) {
		int32_t tot[5] = { 0 };
		for (uint32_t t = 0; t < bs; t++) {
			uint32_t i = b * bs + t;
			v[t] = i < n ? (int8_t)buf(in, 0)->data[i] : 0;
		}
		for (uint32_t lo = 0; lo < bs; lo += 32) {
			uint32_t wn = bs - lo < 32 ? bs - lo : 32;
			int all = 1, any = 0, npos = 0, sum = 0;
			for (uint32_t l = 0; l < wn; l++) {
				uint32_t i = b * bs + lo + l;
				int x = 0, rank = 0;
				for (uint32_t k = 0; k <= l; k++)
					x += v[lo + k];
				for (uint32_t k = 0; k < l; k++)
					rank += v[lo + k] > 0;
				uint32_t m = (l & 16) | (15 - (l & 15)), p = l ^ 1;
				if (i < n) {
					assert_int_equal((int32_t)u32(out, 1, 4 * i), x);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 1), rank);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 2), v[lo + (m < wn ? m : l)]);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 3), v[lo + (p < wn ? p : l)]);
				}
				sum += v[lo + l];
				npos += v[lo + l] > 0;
				all &= i >= n || v[lo + l] > 0;
				any |= v[lo + l] < -100;
			}
			tot[0] += sum;
			tot[1] += npos;
			tot[2] += all;
			tot[3] += any;
			tot[4] += npos == 0 || npos == (int)wn;
		}
		for (int k = 0; k < 5; k++)
			assert_int_equal((int32_t)u32(out, 2, 5 * b + (uint32_t)k), tot[k]);
	}
	for (uint32_t i = n; i < buf(out, 1)->count / 4; i++)
		assert_int_equal(u32(out, 1, 4 * i), 0);
}

static void test_saxpy(void **s) { (void)s; each_variant("saxpy", check_saxpy); }
static void test_vecadd(void **s) { (void)s; each_variant("vecadd", check_vecadd); }
static void test_fig1(void **s) { (void)s; each_variant("fig1_divergence", check_fig1); }
static void test_loop_datadep(void **s) { (void)s; each_variant("loop_datadep", check_loop_datadep); }
static void test_conv3x3(void **s) { (void)s; each_variant("conv3x3", check_conv3x3); }
static void test_conv5x5(void **s) { (void)s; each_variant("conv5x5", check_conv5x5); }
static void test_matmul(void **s) { (void)s; each_variant("matmul_tiled", check_matmul); }
static void test_prefix_sum(void **s) { (void)s; each_variant("prefix_sum", check_prefix_sum); }
static void test_histogram(void **s) { (void)s; each_variant("histogram", check_histogram); }
static void test_nqueens(void **s) { (void)s; each_variant("nqueens", check_nqueens); }
static void test_bfs(void **s) { (void)s; each_variant("bfs_step", check_bfs); }
static void test_vecadd_opencl(void **s) { (void)s; each_variant("vecadd_opencl", check_vecadd_opencl); }
static void test_big_block(void **s) { (void)s; each_variant("big_block", check_big_block); }
static void
test_warp_reduce(void **s)
{
	(void)s;
	each_variant("warp_reduce", check_warp_reduce);
	sample_launch_dir = "small/";
	each_variant("warp_reduce", check_warp_reduce);
	sample_launch_dir = "";
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy_like),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_barrier_shared),
		cmocka_unit_test(test_atomics),
		cmocka_unit_test(test_byval_local),
		cmocka_unit_test(test_globals),
		cmocka_unit_test(test_launch_mismatch),
		cmocka_unit_test(test_runtime_errors),
		cmocka_unit_test(test_barrier_errors),
		cmocka_unit_test(test_step_limit),
		cmocka_unit_test(test_unsupported),
		cmocka_unit_test(test_edge_semantics),
		cmocka_unit_test(test_warp_shuffle),
		cmocka_unit_test(test_warp_vote),
		cmocka_unit_test(test_warp_diverged),
		cmocka_unit_test(test_saxpy),
		cmocka_unit_test(test_vecadd),
		cmocka_unit_test(test_fig1),
		cmocka_unit_test(test_loop_datadep),
		cmocka_unit_test(test_conv3x3),
		cmocka_unit_test(test_conv5x5),
		cmocka_unit_test(test_matmul),
		cmocka_unit_test(test_prefix_sum),
		cmocka_unit_test(test_histogram),
		cmocka_unit_test(test_nqueens),
		cmocka_unit_test(test_bfs),
		cmocka_unit_test(test_vecadd_opencl),
		cmocka_unit_test(test_big_block),
		cmocka_unit_test(test_warp_reduce),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
