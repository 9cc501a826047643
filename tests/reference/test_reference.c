/* The reference interpreter on small hand-written modules against hand-
 * computed results (arithmetic, control flow, barriers and shared memory,
 * atomics, byval structs, local memory, module globals, casts and compares
 * at the edges) and its diagnostics (launch mismatch, division by zero,
 * out-of-bounds, barrier misuse, endless loops, unsupported calls). Warps
 * are test_reference_warps.c, the samples test_reference_samples.c; what
 * they share is ref_fixture.h. */
#include "ref_fixture.h"

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
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
