/* The LLVM side of the front end: kernel discovery, the thread-index model,
 * canonicalisation (inlining, SSA, switch lowering), barriers, translation
 * of memory, atomics and aggregates, warp-level operations (shuffles,
 * votes, __syncwarp), and the diagnostics for constructs that have no
 * meaning on any target. Each test compiles a small LLVM module. */
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

static char errors[8192];

/* Compile IR text at -O`opt`; NULL on failure, errors[] holds stderr text. */
static KirModule *
compile(const char *ir, const char *kernel, int opt)
{
	char path[] = "/tmp/vgiw_test_XXXXXX";
	int fd = mkstemp(path);
	DiagList d = { 0 };

	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	FrontOptions o = { .input = path, .kernel = kernel, .opt = opt };
	KirModule *m = front_compile(&o, &d);
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(&d, f);
	fclose(f);
	diag_free(&d);
	unlink(path);
	return m;
}

static uint32_t
count_op(const KirFunc *f, VgiwOp op)
{
	uint32_t n = 0;

	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t k = 0; k < f->blocks[b].ninsts; k++)
			n += f->insts[f->blocks[b].insts[k]].op == op;
	return n;
}

static const KirInst *
find_op(const KirFunc *f, VgiwOp op)
{
	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t k = 0; k < f->blocks[b].ninsts; k++)
			if (f->insts[f->blocks[b].insts[k]].op == op)
				return &f->insts[f->blocks[b].insts[k]];
	return NULL;
}

#define NVVM_HEAD \
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	"target triple = \"nvptx64-nvidia-cuda\"\n"
#define SREG(r) "declare i32 @llvm.nvvm.read.ptx.sreg." r "()\n"

static void
test_discover_all_three_markings(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD
		"define void @a() { ret void }\n"
		"define ptx_kernel void @b() { ret void }\n"
		"define spir_kernel void @c() { ret void }\n"
		"define void @helper() { ret void }\n"
		"!nvvm.annotations = !{!0}\n"
		"!0 = !{void ()* @a, !\"kernel\", i32 1}\n";
	KirModule *m = compile(ir, NULL, 2);

	assert_non_null(m);
	assert_int_equal(m->nfuncs, 3);
	assert_string_equal(m->funcs[0]->name, "a");
	assert_string_equal(m->funcs[1]->name, "b");
	assert_string_equal(m->funcs[2]->name, "c");
	kir_module_free(m);

	m = compile(ir, "b", 2);
	assert_non_null(m);
	assert_int_equal(m->nfuncs, 1);
	assert_string_equal(m->funcs[0]->name, "b");
	kir_module_free(m);

	assert_null(compile(ir, "helper", 2));
	assert_non_null(strstr(errors, "unknown kernel 'helper'"));
	assert_non_null(strstr(errors, "'a', 'b', 'c'"));
}

static void
test_thread_index_model(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD SREG("tid.y") SREG("ctaid.z") SREG("nctaid.x") SREG("ntid.y")
		"define ptx_kernel void @k(i32* %o) {\n"
		"  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n"
		"  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()\n"
		"  %c = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()\n"
		"  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()\n"
		"  %s1 = add i32 %a, %b\n  %s2 = add i32 %c, %d\n  %s = mul i32 %s1, %s2\n"
		"  store i32 %s, i32* %o\n  ret void\n}\n";
	KirModule *m = compile(ir, NULL, 0);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	int seen[ISA_COORD_COUNT] = { 0 };
	for (uint32_t i = 1; i <= f->ninsts; i++)
		if (f->insts[i].op == OP_TID && f->insts[i].block)
			seen[f->insts[i].imm]++;
	assert_int_equal(seen[ISA_TID_Y], 1);
	assert_int_equal(seen[ISA_CTAID_Z], 1);
	assert_int_equal(seen[ISA_NCTAID_X], 1);
	assert_int_equal(seen[ISA_NTID_Y], 1);
	assert_int_equal(seen[ISA_TID_X], 0);
	kir_module_free(m);
}

static void
test_opencl_workitems(void **state)
{
	(void)state;
	const char *ir =
		"target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64\"\n"
		"target triple = \"spir64\"\n"
		"declare i64 @_Z13get_global_idj(i32)\n"
		"declare i64 @_Z14get_num_groupsj(i32)\n"
		"declare void @_Z7barrierj(i32)\n"
		"define spir_kernel void @k(i64 addrspace(1)* %o) {\n"
		"  %g = call i64 @_Z13get_global_idj(i32 1)\n"
		"  %n = call i64 @_Z14get_num_groupsj(i32 0)\n"
		"  %s = add i64 %g, %n\n"
		"  call void @_Z7barrierj(i32 1)\n"
		"  store i64 %s, i64 addrspace(1)* %o\n  ret void\n}\n";
	KirModule *m = compile(ir, NULL, 0);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	int seen[ISA_COORD_COUNT] = { 0 };
	for (uint32_t i = 1; i <= f->ninsts; i++)
		if (f->insts[i].op == OP_TID && f->insts[i].block)
			seen[f->insts[i].imm]++;
	/* global id = ctaid * ntid + tid in dimension 1 */
	assert_int_equal(seen[ISA_CTAID_Y], 1);
	assert_int_equal(seen[ISA_NTID_Y], 1);
	assert_int_equal(seen[ISA_TID_Y], 1);
	assert_int_equal(seen[ISA_NCTAID_X], 1);
	/* the barrier split the block; the store is after it, in global space */
	uint32_t barriers = 0;
	for (uint32_t b = 1; b <= f->nblocks; b++)
		barriers += f->blocks[b].barrier;
	assert_int_equal(barriers, 1);
	const KirInst *st = find_op(f, OP_ST);
	assert_non_null(st);
	assert_true(f->blocks[st->block].barrier);
	assert_int_equal(st->aspace, AS_GLOBAL);
	kir_module_free(m);
}

static void
test_inlining_and_optnone(void **state)
{
	(void)state;
	/* clang -O0 marks everything noinline optnone */
	const char *ir = NVVM_HEAD
		"define internal float @sq(float %x) #0 {\n"
		"  %m = alloca float\n  store float %x, float* %m\n"
		"  %v = load float, float* %m\n  %r = fmul float %v, %v\n  ret float %r\n}\n"
		"define ptx_kernel void @k(float* %p) #0 {\n"
		"  %x = load float, float* %p\n  %y = call float @sq(float %x)\n"
		"  store float %y, float* %p\n  ret void\n}\n"
		"attributes #0 = { noinline optnone }\n";
	KirModule *m = compile(ir, NULL, 0);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(count_op(f, OP_FMUL), 1);
	/* SSA: the alloca was promoted, so no local memory is left */
	assert_int_equal(f->local_bytes, 0);
	assert_int_equal(count_op(f, OP_LD), 1);
	kir_module_free(m);
}

static void
test_switch_lowered(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD
		"define ptx_kernel void @k(i32 %x, i32* %o) {\n"
		"  switch i32 %x, label %d [ i32 1, label %a  i32 5, label %b  i32 9, label %c ]\n"
		"a:\n  store volatile i32 10, i32* %o\n  br label %d\n"
		"b:\n  store volatile i32 20, i32* %o\n  br label %d\n"
		"c:\n  store volatile i32 30, i32* %o\n  br label %d\n"
		"d:\n  ret void\n}\n";
	for (int opt = 0; opt <= 3; opt++) {
		KirModule *m = compile(ir, NULL, opt);
		assert_non_null(m);
		const KirFunc *f = m->funcs[0];
		for (uint32_t b = 1; b <= f->nblocks; b++)
			assert_true(kir_nsucc(&f->blocks[b]) <= 2);
		assert_int_equal(count_op(f, OP_ST), 3);
		assert_true(find_op(f, OP_ST)->flags & ISAF_VOLATILE);
		kir_module_free(m);
	}
}

static void
test_local_memory_and_memcpy(void **state)
{
	(void)state;
	/* a dynamically indexed private array survives SROA: local memory */
	const char *ir = NVVM_HEAD
		"declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)\n"
		"define ptx_kernel void @k(i32 %i, i32* %o) {\n"
		"  %a = alloca [8 x i32], align 4\n"
		"  %p = bitcast [8 x i32]* %a to i8*\n"
		"  call void @llvm.memset.p0i8.i64(i8* align 4 %p, i8 0, i64 32, i1 false)\n"
		"  %e = getelementptr [8 x i32], [8 x i32]* %a, i32 0, i32 %i\n"
		"  store i32 7, i32* %e\n"
		"  %f = getelementptr [8 x i32], [8 x i32]* %a, i32 0, i32 3\n"
		"  %v = load i32, i32* %f\n  store i32 %v, i32* %o\n  ret void\n}\n";
	KirModule *m = compile(ir, NULL, 2);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(f->local_bytes, 32);
	/* memset of 32 bytes at align 4: 8 word stores, plus the two stores */
	assert_true(count_op(f, OP_ST) >= 9);
	int local_sym = 0;
	for (uint32_t c = 1; c <= f->nconsts; c++)
		local_sym |= f->consts[c].sym == ISYM_LOCAL;
	assert_true(local_sym);
	kir_module_free(m);
}

static void
test_atomics_and_cmpxchg(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD
		"declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32*, i32)\n"
		"define ptx_kernel void @k(i32* %p, float* %q) {\n"
		"  %a = atomicrmw add i32* %p, i32 1 monotonic\n"
		"  %b = atomicrmw umax i32* %p, i32 %a monotonic\n"
		"  %c = atomicrmw fadd float* %q, float 1.0 monotonic\n"
		"  %d = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %p, i32 100)\n"
		"  %x = cmpxchg i32* %p, i32 %b, i32 %d monotonic monotonic\n"
		"  %ok = extractvalue { i32, i1 } %x, 1\n"
		"  %old = extractvalue { i32, i1 } %x, 0\n"
		"  %z = zext i1 %ok to i32\n  %s = add i32 %z, %old\n"
		"  store i32 %s, i32* %p\n  ret void\n}\n";
	KirModule *m = compile(ir, NULL, 0);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	int kinds[ISA_ATOM_COUNT] = { 0 };
	for (uint32_t i = 1; i <= f->ninsts; i++)
		if (f->insts[i].op == OP_ATOM)
			kinds[f->insts[i].imm]++;
	assert_int_equal(kinds[ISA_ATOM_ADD], 1);
	assert_int_equal(kinds[ISA_ATOM_UMAX], 1);
	assert_int_equal(kinds[ISA_ATOM_FADD], 1);
	assert_int_equal(kinds[ISA_ATOM_INC], 1);
	assert_int_equal(count_op(f, OP_CAS), 1);
	/* success flag = (old == expected) */
	const KirInst *cmp = find_op(f, OP_ICMP);
	assert_non_null(cmp);
	assert_int_equal(cmp->imm, ISA_ICMP_EQ);
	kir_module_free(m);
}

static void
test_globals_byval_noalias(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD
		"%struct.P = type { i32, float }\n"
		"@w = internal addrspace(4) global [3 x float] [float 1.0, float 2.0, float 3.0], align 4\n"
		"@s = internal addrspace(3) global [64 x i32] undef, align 4\n"
		"define ptx_kernel void @k(float* noalias %o, %struct.P* byval(%struct.P) align 4 %p) {\n"
		"  %g = getelementptr inbounds %struct.P, %struct.P* %p, i64 0, i32 1\n"
		"  %f = load float, float* %g\n"
		"  %w1 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([3 x float], [3 x float] addrspace(4)* @w, i64 0, i64 2) to float*)\n"
		"  %r = fadd float %f, %w1\n  store float %r, float* %o\n"
		"  store i32 1, i32 addrspace(3)* getelementptr inbounds ([64 x i32], [64 x i32] addrspace(3)* @s, i64 0, i64 5)\n"
		"  ret void\n}\n";
	KirModule *m = compile(ir, NULL, 1);

	assert_non_null(m);
	const KirFunc *f = m->funcs[0];
	assert_int_equal(f->nparams, 2);
	assert_true(f->params[0].noalias);
	assert_int_equal(f->params[1].byval, 8);
	assert_int_equal(m->nglobals, 2);
	/* the constant array carries its initialiser bytes */
	const KirGlobal *w = NULL, *s = NULL;
	for (uint32_t g = 1; g <= m->nglobals; g++) {
		if (strcmp(m->globals[g].name, "w") == 0)
			w = &m->globals[g];
		if (strcmp(m->globals[g].name, "s") == 0)
			s = &m->globals[g];
	}
	assert_non_null(w);
	assert_non_null(s);
	assert_int_equal(w->aspace, AS_CONST);
	assert_int_equal(w->size, 12);
	float third;
	memcpy(&third, w->init + 8, 4);
	assert_true(third == 3.0f);
	assert_int_equal(s->aspace, AS_SHARED);
	assert_null(s->init);
	/* constant-expression GEPs fold into symbol + offset operands */
	int w8 = 0, s20 = 0;
	for (uint32_t c = 1; c <= f->nconsts; c++) {
		const KirConst *k = &f->consts[c];
		if (k->sym && k->sym != ISYM_LOCAL && m->globals[k->sym].name[0] == 'w' && k->bits == 8)
			w8 = 1;
		if (k->sym && k->sym != ISYM_LOCAL && m->globals[k->sym].name[0] == 's' && k->bits == 20)
			s20 = 1;
	}
	assert_true(w8);
	assert_true(s20);
	kir_module_free(m);
}

static void
test_unsupported_constructs(void **state)
{
	(void)state;
	static const struct { const char *body; const char *decl; const char *expect; } cases[] = {
		{ "  %v = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %x)\n",
		  "declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)\n", "warp match" },
		{ "  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %x, i32 0, i32 31)\n"
		  "  %v = extractvalue { i32, i1 } %r, 0\n",
		  "declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)\n",
		  "validity predicate" },
		{ "  %v = call i32 asm \"mov.u32 $0, 1;\", \"=r\"()\n", "", "inline asm" },
		{ "  %v = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n",
		  "declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n", "special register" },
		{ "  %v = call i32 @ext(i32 %x)\n", "declare i32 @ext(i32)\n",
		  "call to undefined function 'ext'" },
	};
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		char ir[2048];
		snprintf(ir, sizeof ir, NVVM_HEAD "%s"
		         "define ptx_kernel void @k(i32 %%x, i32* %%o) {\n%s"
		         "  store i32 %%v, i32* %%o\n  ret void\n}\n",
		         cases[c].decl, cases[c].body);
		KirModule *m = compile(ir, NULL, 0);
		if (m)
			print_message("case %zu compiled\n", c);
		assert_null(m);
		if (!strstr(errors, cases[c].expect))
			print_message("case %zu: %s\n", c, errors);
		assert_non_null(strstr(errors, cases[c].expect));
		assert_non_null(strstr(errors, "'k'"));
	}
}

/* Warp-level operations become SHFL (imm: idx up down bfly; operands
 * value, b, c without the membermask), VOTE (imm: all any uni ballot; the
 * predicate) and __syncwarp a FENCE of ISA_FENCE_WARP, from clang-14 style
 * IR (typed pointers, the non-sync forms) and, where this LLVM reads it,
 * clang-19 style IR (opaque pointers); the front end translates them for
 * every target (passes/warpops.c refuses them for VGIW and GPU-CC). */
static void
check_warp_kir(const KirFunc *f)
{
	static const int shfl_modes[] = { ISA_SHFL_IDX, ISA_SHFL_UP, ISA_SHFL_DOWN,
	                                  ISA_SHFL_BFLY, ISA_SHFL_DOWN };
	static const int vote_modes[] = { ISA_VOTE_ALL, ISA_VOTE_ANY, ISA_VOTE_UNI,
	                                  ISA_VOTE_BALLOT, ISA_VOTE_BALLOT,
	                                  ISA_VOTE_BALLOT };
	uint32_t ns = 0, nv = 0, nfence = 0;

	for (uint32_t b = 1; b <= f->nblocks; b++)
		for (uint32_t k = 0; k < f->blocks[b].ninsts; k++) {
			const KirInst *in = &f->insts[f->blocks[b].insts[k]];
			const KirRef *a = kir_args(f, in);
			if (in->op == OP_SHFL) {
				assert_true(ns < 5);
				assert_int_equal(in->imm, shfl_modes[ns]);
				assert_int_equal(in->nargs, 3);
				assert_int_equal(in->type, ns == 3 ? IT_F32 : IT_I32);
				/* b is the constant ns + 1; c 31, or 0x181f (width 8) */
				assert_int_equal(KIR_TAG(a[1]), KREF_CONST);
				assert_int_equal(f->consts[KIR_IDX(a[1])].bits, ns + 1);
				assert_int_equal(f->consts[KIR_IDX(a[2])].bits,
				                 ns == 1 ? 0 : ns == 2 ? 0x181f : 31);
				assert_int_equal(KIR_TAG(a[0]), KREF_PARAM);  /* %x or %f */
				ns++;
			} else if (in->op == OP_VOTE) {
				assert_true(nv < 6);
				assert_int_equal(in->imm, vote_modes[nv]);
				assert_int_equal(in->nargs, 1);
				assert_int_equal(in->type, in->imm == ISA_VOTE_BALLOT ? IT_I32 : IT_I1);
				if (nv == 5) {  /* activemask: the ballot of true */
					assert_int_equal(KIR_TAG(a[0]), KREF_CONST);
					assert_int_equal(f->consts[KIR_IDX(a[0])].bits, 1);
				} else {
					assert_int_equal(KIR_TAG(a[0]), KREF_VAL);
				}
				nv++;
			} else if (in->op == OP_FENCE) {
				assert_int_equal(in->imm, ISA_FENCE_WARP);
				nfence++;
			}
		}
	assert_int_equal(ns, 5);
	assert_int_equal(nv, 6);
	assert_int_equal(nfence, 1);
}

#define WARP_BODY(PTR) \
	"  %p = icmp sgt i32 %x, 0\n" \
	"  %s0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 1, i32 31)\n" \
	"  %s1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %x, i32 2, i32 0)\n" \
	"  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 3, i32 6175)\n" \
	"  %s3f = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f, i32 4, i32 31)\n" \
	"  %s4 = call i32 @llvm.nvvm.shfl.down.i32(i32 %x, i32 5, i32 31)\n" \
	"  %v0 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %p)\n" \
	"  %v1 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)\n" \
	"  %v2 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %p)\n" \
	"  %v3 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)\n" \
	"  %v4 = call i32 @llvm.nvvm.vote.ballot(i1 %p)\n" \
	"  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n" \
	"  %v5 = call i32 @llvm.nvvm.activemask()\n" \
	"  %s3 = bitcast float %s3f to i32\n" \
	"  %a0 = add i32 %s0, %s1\n  %a1 = add i32 %a0, %s2\n  %a2 = add i32 %a1, %s3\n" \
	"  %a3 = add i32 %a2, %s4\n  %a4 = add i32 %a3, %v3\n  %a5 = add i32 %a4, %v4\n" \
	"  %a6 = add i32 %a5, %v5\n" \
	"  %b0 = and i1 %v0, %v1\n  %b1 = and i1 %b0, %v2\n" \
	"  %r = select i1 %b1, i32 %a6, i32 0\n" \
	"  store i32 %r, " PTR " %o\n  ret void\n}\n" \
	"declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)\n" \
	"declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)\n" \
	"declare i1 @llvm.nvvm.vote.all.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.any.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)\n" \
	"declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)\n" \
	"declare i32 @llvm.nvvm.vote.ballot(i1)\n" \
	"declare void @llvm.nvvm.bar.warp.sync(i32)\n" \
	"declare i32 @llvm.nvvm.activemask()\n"

static void
test_warp_operations(void **state)
{
	(void)state;
	static const char typed[] = NVVM_HEAD
		"define ptx_kernel void @k(i32 %x, float %f, i32* %o) {\n" WARP_BODY("i32*");
	static const char opaque[] = NVVM_HEAD
		"define ptx_kernel void @k(i32 %x, float %f, ptr %o) {\n" WARP_BODY("ptr");

	for (int opt = 0; opt <= 2; opt += 2) {
		KirModule *m = compile(typed, NULL, opt);
		if (!m)
			print_message("%s\n", errors);
		assert_non_null(m);
		check_warp_kir(m->funcs[0]);
		kir_module_free(m);
		if (front_llvm_major() < 17)
			continue;
		m = compile(opaque, NULL, opt);
		assert_non_null(m);
		check_warp_kir(m->funcs[0]);
		kir_module_free(m);
	}
}

/* The sample's clang IR: every shuffle and vote of warp_reduce.cu. */
static void
test_warp_sample(void **state)
{
	const char *src = getenv("VGIW_SOURCE_DIR");
	static const char *const files[] = {
		"samples/warp_reduce.ll", "samples/O0/warp_reduce.ll",
		"samples/llvm19/warp_reduce.ll", "samples/llvm19/O0/warp_reduce.ll",
	};
	char path[1024];

	(void)state;
	if (!src)
		skip();
	for (int k = 0; k < 4; k++) {
		if (k >= 2 && front_llvm_major() < 17)
			break;
		snprintf(path, sizeof path, "%s/%s", src, files[k]);
		DiagList d = { 0 };
		FrontOptions o = { .input = path, .opt = k % 2 ? 0 : 2 };
		KirModule *m = front_compile(&o, &d);
		if (!m)
			diag_print(&d, stderr);
		assert_non_null(m);
		diag_free(&d);
		/* unrolled: 5 up, 1 idx, 1 bfly, 5 + 5 * 5 down; at -O0 the loops
		 * stay (up, idx, bfly, down twice); ballot, all, any, uni */
		assert_int_equal(count_op(m->funcs[0], OP_SHFL), k % 2 ? 5 : 37);
		assert_int_equal(count_op(m->funcs[0], OP_VOTE), 4);
		kir_module_free(m);
	}
}

static void
test_recursion(void **state)
{
	(void)state;
	const char *ir = NVVM_HEAD
		"define i32 @f(i32 %n) {\n"
		"  %c = icmp slt i32 %n, 2\n  br i1 %c, label %b, label %r\n"
		"b:\n  ret i32 %n\n"
		"r:\n  %m = sub i32 %n, 1\n  %x = call i32 @f(i32 %m)\n  %y = add i32 %x, %n\n  ret i32 %y\n}\n"
		"define ptx_kernel void @k(i32 %n, i32* %o) {\n"
		"  %v = call i32 @f(i32 %n)\n  store i32 %v, i32* %o\n  ret void\n}\n";
	assert_null(compile(ir, NULL, 2));
	assert_non_null(strstr(errors, "recursion"));
	assert_non_null(strstr(errors, "'f'"));
}

static void
test_parse_error_location(void **state)
{
	(void)state;
	assert_null(compile(NVVM_HEAD "define ptx_kernel void @k() {\n  ret i33x\n}\n", NULL, 0));
	/* LLVM's own line and column survive */
	assert_non_null(strstr(errors, ":4:"));
	assert_non_null(strstr(errors, "error:"));
	/* and what to do when another LLVM version wrote the text */
	assert_non_null(strstr(errors, "could not parse this IR"));
	assert_non_null(strstr(errors, "pass bitcode"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_discover_all_three_markings),
		cmocka_unit_test(test_thread_index_model),
		cmocka_unit_test(test_opencl_workitems),
		cmocka_unit_test(test_inlining_and_optnone),
		cmocka_unit_test(test_switch_lowered),
		cmocka_unit_test(test_local_memory_and_memcpy),
		cmocka_unit_test(test_atomics_and_cmpxchg),
		cmocka_unit_test(test_globals_byval_noalias),
		cmocka_unit_test(test_unsupported_constructs),
		cmocka_unit_test(test_warp_operations),
		cmocka_unit_test(test_warp_sample),
		cmocka_unit_test(test_recursion),
		cmocka_unit_test(test_parse_error_location),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
