/* Calls in a kernel body: the thread-index model (NVVM special registers and
 * OpenCL work-item functions), barriers and fences, LLVM and NVVM
 * intrinsics (texture fetches: texture.c), OpenCL math functions
 * (libdevice, __nv_*: libdevice.c), and the
 * warp-level operations (shuffles, votes, __syncwarp: SIMT only), and the
 * diagnostics for what no target has (warp match and reduction, inline
 * asm, indirect and external calls). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "front_int.h"

/* ---- thread-index model ---- */

static int
sreg(const char *name, IsaCoord *c)
{
	static const char *const kinds[] = { "tid.", "ntid.", "ctaid.", "nctaid." };
	const char *p = "llvm.nvvm.read.ptx.sreg.";
	size_t n = strlen(p);

	if (strncmp(name, p, n) != 0)
		return 0;
	name += n;
	for (int k = 0; k < 4; k++) {
		size_t l = strlen(kinds[k]);
		if (strncmp(name, kinds[k], l) == 0 && name[l] >= 'x' && name[l] <= 'z' &&
		    name[l + 1] == 0) {
			*c = (IsaCoord)(3 * k + (name[l] - 'x'));
			return 1;
		}
	}
	return -1;  /* laneid, warpid, clock, ...: no meaning on VGIW */
}

static KirRef
coord(Translator *t, IsaCoord c)
{
	return tr_emit(t, OP_TID, IT_I32, NULL, 0, c);
}

/* OpenCL work-item functions over dimension d; size_t results (i64 on
 * spir64, i32 on spir). */
static int
opencl_workitem(Translator *t, const char *base, LLVMValueRef call)
{
	static const char *const names[] = {
		"get_global_id", "get_local_id", "get_group_id", "get_local_size",
		"get_num_groups", "get_global_size", "get_work_dim", "get_global_offset"
	};
	int which = -1;

	for (int k = 0; k < 8; k++)
		if (strcmp(base, names[k]) == 0)
			which = k;
	if (which < 0)
		return 0;
	IsaType rt = tr_type(t, LLVMTypeOf(call));
	if (which == 6) {  /* get_work_dim: grids are always 3-D here */
		tr_bind(t, call, kir_const(t->f, rt, 3));
		return 1;
	}
	if (which == 7) {  /* no global offsets in a launch */
		tr_bind(t, call, kir_const(t->f, rt, 0));
		return 1;
	}
	LLVMValueRef dim = LLVMGetOperand(call, 0);
	if (!LLVMIsAConstantInt(dim)) {
		tr_error(t, "%s with a non-constant dimension is not supported", base);
		return 1;
	}
	uint64_t d = LLVMConstIntGetZExtValue(dim);
	if (d > 2) {  /* OpenCL: out-of-range dimensions give 0 or 1 */
		tr_bind(t, call, kir_const(t->f, rt, which >= 3 ? 1 : 0));
		return 1;
	}
	int dd = (int)d;
	KirRef r;
	switch (which) {
	case 0:  /* ctaid * ntid + tid */
		r = tr_emit2(t, OP_IMUL, IT_I32, coord(t, ISA_CTAID_X + dd),
		             coord(t, ISA_NTID_X + dd), 0);
		r = tr_emit2(t, OP_IADD, IT_I32, r, coord(t, ISA_TID_X + dd), 0);
		break;
	case 1: r = coord(t, ISA_TID_X + dd); break;
	case 2: r = coord(t, ISA_CTAID_X + dd); break;
	case 3: r = coord(t, ISA_NTID_X + dd); break;
	case 4: r = coord(t, ISA_NCTAID_X + dd); break;
	default:
		r = tr_emit2(t, OP_IMUL, IT_I32, coord(t, ISA_NTID_X + dd),
		             coord(t, ISA_NCTAID_X + dd), 0);
		break;
	}
	if (rt == IT_I64)
		r = tr_emit1(t, OP_ZEXT, IT_I64, r, 0);
	tr_bind(t, call, r);
	return 1;
}

/* ---- math by function name (libdevice __nv_*, OpenCL, LLVM) ---- */

typedef struct {
	const char *name;  /* base name, double-precision spelling */
	VgiwOp op;
} MathFn;

static const MathFn math_fns[] = {
	{ "sqrt", OP_FSQRT }, { "rsqrt", OP_FRSQRT }, { "exp", OP_FEXP },
	{ "exp2", OP_FEXP2 }, { "exp10", OP_FEXP10 }, { "log", OP_FLOG },
	{ "log2", OP_FLOG2 }, { "log10", OP_FLOG10 }, { "pow", OP_FPOW },
	{ "powi", OP_FPOWI }, { "sin", OP_FSIN }, { "cos", OP_FCOS },
	{ "tan", OP_FTAN }, { "asin", OP_FASIN }, { "acos", OP_FACOS },
	{ "atan", OP_FATAN }, { "atan2", OP_FATAN2 }, { "sinh", OP_FSINH },
	{ "cosh", OP_FCOSH }, { "tanh", OP_FTANH }, { "cbrt", OP_FCBRT },
	{ "erf", OP_FERF }, { "fabs", OP_FABS }, { "floor", OP_FFLOOR },
	{ "ceil", OP_FCEIL }, { "round", OP_FROUND }, { "rint", OP_FRINT },
	{ "nearbyint", OP_FRINT }, { "roundeven", OP_FRINT },
	{ "trunc", OP_FTRUNC }, { "fmin", OP_FMIN }, { "fmax", OP_FMAX },
	{ "minnum", OP_FMIN }, { "maxnum", OP_FMAX }, { "minimum", OP_FMIN },
	{ "maximum", OP_FMAX }, { "fma", OP_FMA }, { "fmuladd", OP_FMA },
	{ "mad", OP_FMA }, { "fdivide", OP_FDIV }, { "fdiv", OP_FDIV },
	{ "divide", OP_FDIV }, { "saturate", OP_FSAT }, { "fmod", OP_FREM },
	{ "smin", OP_SMIN }, { "smax", OP_SMAX }, { "umin", OP_UMIN },
	{ "umax", OP_UMAX }, { "min", OP_SMIN }, { "max", OP_SMAX },
	{ "popc", OP_POPC }, { "ctpop", OP_POPC }, { "clz", OP_CLZ },
	{ "ctlz", OP_CLZ }, { "cttz", OP_CTZ }, { "abs", OP_IABS },
	{ "mul24", OP_MUL24 }, { "mulhi", OP_MULHI },
};

static int
math_lookup(const char *base, VgiwOp *op)
{
	for (size_t k = 0; k < sizeof math_fns / sizeof *math_fns; k++)
		if (strcmp(math_fns[k].name, base) == 0) {
			*op = math_fns[k].op;
			return 1;
		}
	return 0;
}

/* Emit `op` over the call's arguments (those the opcode takes). */
static void
math_call(Translator *t, LLVMValueRef call, VgiwOp op, int64_t imm, uint8_t flags)
{
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	unsigned want = vgiw_op_info[op].operands;
	IsaType rt = tr_type(t, LLVMTypeOf(call));
	KirRef x[3];

	if (rt == IT_VOID || nargs < want) {
		char *s = LLVMPrintValueToString(call);
		tr_error(t, "call not supported: %s", s);
		LLVMDisposeMessage(s);
		return;
	}
	for (unsigned k = 0; k < want; k++)
		x[k] = tr_ref(t, LLVMGetOperand(call, k));
	if (op == OP_FPOWI && tr_type(t, LLVMTypeOf(LLVMGetOperand(call, 1))) != IT_I32)
		x[1] = tr_emit1(t, OP_TRUNC, IT_I32, x[1], 0);
	tr_bind(t, call, tr_emit_flags(t, op, rt, x, want, imm, flags));
}

/* Itanium-mangled OpenCL built-in "_Z13get_global_idj" -> "get_global_id". */
static int
demangle_base(const char *name, char *base, size_t size)
{
	if (name[0] != '_' || name[1] != 'Z' || !isdigit((unsigned char)name[2]))
		return 0;
	char *end;
	unsigned long n = strtoul(name + 2, &end, 10);
	if (n == 0 || n >= size || strlen(end) < n)
		return 0;
	memcpy(base, end, n);
	base[n] = 0;
	return 1;
}

/* ---- llvm.* and llvm.nvvm.* intrinsics ---- */

static int
is_skipped(const char *name)
{
	static const char *const skip[] = {
		"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.invariant.",
		"llvm.experimental.noalias.scope.decl", "llvm.var.annotation",
		"llvm.donothing", "llvm.sideeffect", "llvm.prefetch",
		"llvm.nvvm.prefetch",
	};
	for (size_t k = 0; k < sizeof skip / sizeof *skip; k++)
		if (tr_starts(name, skip[k]))
			return 1;
	return 0;
}

/* Families with no meaning here, refused with the reason rather than as an
 * unknown intrinsic. */
static int
refused_family(Translator *t, LLVMValueRef call, const char *name)
{
	static const char *const tensor[] = {
		"llvm.nvvm.wmma.", "llvm.nvvm.mma.", "llvm.nvvm.ldmatrix.",
		"llvm.nvvm.stmatrix.", "llvm.nvvm.wgmma.",
	};
	static const char *const texture[] = {
		"llvm.nvvm.tex.", "llvm.nvvm.tld4.", "llvm.nvvm.suld.",
		"llvm.nvvm.sust.", "llvm.nvvm.txq.", "llvm.nvvm.suq.",
		"llvm.nvvm.texsurf.",
	};
	for (size_t k = 0; k < sizeof tensor / sizeof *tensor; k++)
		if (tr_starts(name, tensor[k])) {
			tr_error(t, "tensor-core (wmma) operations have no meaning on "
			         "these machines (%s)", name);
			return 1;
		}
	for (size_t k = 0; k < sizeof texture / sizeof *texture; k++)
		if (tr_starts(name, texture[k]) && k < 2) {
			tr_texture_fetch(t, call, name);
			return 1;
		} else if (tr_starts(name, texture[k])) {
			tr_error(t, "texture and surface access (%s) is not supported "
			         "yet", name);
			return 1;
		}
	return 0;
}

/* The first instruction of an inline asm call's PTX text ("tex.1d.v4.f32.s32"),
 * from the printed call (the LLVM-C API of LLVM 14 cannot read it). */
static void
asm_mnemonic(LLVMValueRef call, char *out, size_t size)
{
	char *text = LLVMPrintValueToString(call);
	const char *p = strstr(text, " asm ");
	size_t n = 0;

	out[0] = 0;
	if (p && (p = strchr(p, '"'))) {
		p++;
		while (*p == ' ' || *p == '{')  /* the CUDA headers' "{ cvt..." */
			p++;
		while (p[n] && p[n] != '"' && p[n] != ' ' && p[n] != '\\' &&
		       p[n] != ';' && n + 1 < size)
			n++;
		memcpy(out, p, n);
		out[n] = 0;
	}
	LLVMDisposeMessage(text);
}

static void
inline_asm(Translator *t, LLVMValueRef call)
{
	LLVMTypeRef rt = LLVMTypeOf(call);
	unsigned outs = LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? 0
	              : LLVMGetTypeKind(rt) == LLVMStructTypeKind
	              ? LLVMCountStructElementTypes(rt) : 1;
	char m[64];

	asm_mnemonic(call, m, sizeof m);
	if (tr_starts(m, "tex.") || tr_starts(m, "tld4.") || tr_starts(m, "suld.") ||
	    tr_starts(m, "sust.")) {
		tr_texture_fetch(t, call, m);
		return;
	}
	/* the CUDA headers' PTX that has a lowering (ptx.c) */
	if (front_ptx(t, call))
		return;
	if (outs > 1) {
		tr_error(t, "inline asm with %u outputs is not supported (it is PTX "
		         "'%s', not a dataflow operation)", outs, m);
		return;
	}
	tr_error(t, "inline asm%s%s%s is not supported on %s (it is PTX, not "
	         "an operation of the machine)", m[0] ? " '" : "", m, m[0] ? "'" : "",
	         t->machine);
}

/* What no target of ours has, and why: match and redux are sm_70 and
 * sm_80 operations, which the Fermi-like SIMT target lacks too; the
 * special registers beyond the thread coordinates (laneid, warpid, clock,
 * ...) are not modelled. */
static const char *
unsupported_nvvm(const char *name, const char **why)
{
	*why = "VGIW and GPU-CC have no warps, and the SIMT target models a "
	       "Fermi (sm_20) warp, which lacks it";
	if (tr_starts(name, "llvm.nvvm.match."))
		return "warp match";
	if (tr_starts(name, "llvm.nvvm.redux."))
		return "warp reduction";
	*why = "only the thread coordinates (tid, ntid, ctaid, nctaid) are modelled";
	if (tr_starts(name, "llvm.nvvm.read.ptx.sreg."))
		return "special register";
	return NULL;
}

/* ---- warp-level operations (SIMT only; passes/warpops.c refuses them
 * for VGIW and GPU-CC) ---- */

/* "idx." -> ISA_SHFL_IDX and the rest after the dot; -1 if unknown. */
static int
shfl_mode(const char *s, const char **rest)
{
	static const char *const modes[] = { "idx.", "up.", "down.", "bfly." };

	for (int k = 0; k < 4; k++)
		if (tr_starts(s, modes[k])) {
			*rest = s + strlen(modes[k]);
			return k;
		}
	return -1;
}

/* llvm.nvvm.shfl[.sync].MODE.{i32,f32}: SHFL value, b, c. The membermask
 * of the .sync forms is ignored: a warp runs in lockstep, and every thread
 * of it that has not exited takes part (ops.def). The .p forms, which also
 * return whether the source lane was valid, are refused. */
static int
warp_shfl(Translator *t, LLVMValueRef call, const char *name)
{
	const char *p = name + strlen("llvm.nvvm.shfl."), *type;
	int sync = tr_starts(p, "sync.");
	int mode = shfl_mode(sync ? p + 5 : p, &type);
	unsigned first = sync ? 1 : 0;

	if (mode < 0)
		return 0;
	if (strcmp(type, "i32") != 0 && strcmp(type, "f32") != 0) {
		tr_error(t, "warp shuffle with a validity predicate (%s) is not "
		         "supported: SHFL returns the value only", name);
		return 1;
	}
	IsaType rt = tr_type(t, LLVMTypeOf(call));
	if ((unsigned)LLVMGetNumArgOperands(call) != first + 3 ||
	    (rt != IT_I32 && rt != IT_F32)) {
		tr_error(t, "warp shuffle '%s' with unexpected operands", name);
		return 1;
	}
	KirRef x[3];
	for (unsigned k = 0; k < 3; k++)
		x[k] = tr_ref(t, LLVMGetOperand(call, first + k));
	tr_bind(t, call, tr_emit(t, OP_SHFL, rt, x, 3, mode));
	return 1;
}

/* llvm.nvvm.vote.{all,any,uni,ballot}[.sync]: VOTE of the i1 predicate,
 * membermask ignored as for shuffles; llvm.nvvm.activemask: the ballot of
 * true, the mask of the warp's threads that have not exited. */
static int
warp_vote(Translator *t, LLVMValueRef call, const char *name)
{
	static const char *const modes[] = { "all", "any", "uni", "ballot" };
	KirRef pred;
	int mode = -1;

	if (strcmp(name, "llvm.nvvm.activemask") == 0) {
		mode = ISA_VOTE_BALLOT;
		pred = kir_const(t->f, IT_I1, 1);
	} else {
		const char *p = name + strlen("llvm.nvvm.vote.");
		for (int k = 0; k < 4; k++) {
			size_t n = strlen(modes[k]);
			if (strncmp(p, modes[k], n) == 0 &&
			    (p[n] == 0 || strcmp(p + n, ".sync") == 0))
				mode = k;
		}
		if (mode < 0)
			return 0;
		unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
		if (nargs < 1) {
			tr_error(t, "warp vote '%s' without a predicate", name);
			return 1;
		}
		LLVMValueRef v = LLVMGetOperand(call, nargs - 1);
		if (tr_type(t, LLVMTypeOf(v)) != IT_I1) {
			tr_error(t, "warp vote '%s' of a predicate that is not i1", name);
			return 1;
		}
		pred = tr_ref(t, v);
	}
	IsaType rt = tr_type(t, LLVMTypeOf(call));
	if (rt != (mode == ISA_VOTE_BALLOT ? IT_I32 : IT_I1)) {
		tr_error(t, "warp vote '%s' with an unexpected result type", name);
		return 1;
	}
	tr_bind(t, call, tr_emit(t, OP_VOTE, rt, &pred, 1, mode));
	return 1;
}

static int
warp_intrinsic(Translator *t, LLVMValueRef call, const char *name)
{
	if (tr_starts(name, "llvm.nvvm.shfl."))
		return warp_shfl(t, call, name);
	if (tr_starts(name, "llvm.nvvm.vote.") || strcmp(name, "llvm.nvvm.activemask") == 0)
		return warp_vote(t, call, name);
	if (tr_starts(name, "llvm.nvvm.bar.warp.sync")) {
		/* __syncwarp: lockstep warps need no more than a fence */
		tr_emit(t, OP_FENCE, IT_VOID, NULL, 0, ISA_FENCE_WARP);
		return 1;
	}
	return 0;
}

static unsigned
ptr_aspace(Translator *t, LLVMValueRef p)
{
	return tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(p)));
}

static void
atomic_call(Translator *t, LLVMValueRef call, IsaAtomic kind)
{
	LLVMValueRef p = LLVMGetOperand(call, 0);
	IsaType ty = tr_type(t, LLVMTypeOf(call));
	KirRef r = tr_emit2(t, OP_ATOM, ty, tr_ref(t, p),
	                    tr_ref(t, LLVMGetOperand(call, 1)), kind);
	KirInst *in = &t->f->insts[KIR_IDX(r)];

	in->aspace = (uint8_t)ptr_aspace(t, p);
	in->align = (uint16_t)isa_type_size(ty);
	tr_bind(t, call, r);
}

/* llvm.memcpy, llvm.memmove and llvm.memset of a constant length. */
static void
mem_transfer(Translator *t, LLVMValueRef call, const char *name)
{
	LLVMValueRef len = LLVMGetOperand(call, 2);
	LLVMValueRef vol = LLVMGetOperand(call, 3);
	int isvol = LLVMIsAConstantInt(vol) && LLVMConstIntGetZExtValue(vol);
	if (!LLVMIsAConstantInt(len)) {
		tr_error(t, "%s with a run-time length is not supported",
		         tr_starts(name, "llvm.memset.") ? "memset" : "memcpy");
		return;
	}
	uint64_t n = LLVMConstIntGetZExtValue(len);
	if (n > 4096) {
		tr_error(t, "memory copy of %llu bytes (more than 4096) is "
		         "not supported", (unsigned long long)n);
		return;
	}
	LLVMValueRef dst = LLVMGetOperand(call, 0);
	/* alignment comes as a parameter attribute */
	unsigned align = 1;
	unsigned akind = LLVMGetEnumAttributeKindForName("align", 5);
	LLVMAttributeRef at = LLVMGetCallSiteEnumAttribute(call, 1, akind);
	if (at)
		align = (unsigned)LLVMGetEnumAttributeValue(at);
	if (tr_starts(name, "llvm.memset.")) {
		tr_memset(t, tr_ref(t, dst), tr_ref(t, LLVMGetOperand(call, 1)), n,
		          align, ptr_aspace(t, dst), isvol);
		return;
	}
	LLVMValueRef src = LLVMGetOperand(call, 1);
	LLVMAttributeRef as2 = LLVMGetCallSiteEnumAttribute(call, 2, akind);
	unsigned a2 = as2 ? (unsigned)LLVMGetEnumAttributeValue(as2) : 1;
	/* memmove of distinct-or-equal buffers: loads of each chunk precede
	 * its store, so only overlapping moves with dst > src would differ;
	 * clang emits memmove for struct copies that cannot overlap in
	 * kernels */
	tr_memcpy(t, tr_ref(t, dst), tr_ref(t, src), n, align < a2 ? align : a2,
	          ptr_aspace(t, dst), ptr_aspace(t, src), isvol);
}

/* Funnel shifts at a native width w (wideint.c has the others): fshl
 * (a << s) | (b >> (w - s)), fshr (b >> s) | (a << (w - s)), s = c mod w;
 * at s = 0 the shift by w gives 0 (docs/kernel-ir.md), which leaves a
 * (fshl) or b (fshr), as LLVM defines. */
static void
funnel_shift(Translator *t, LLVMValueRef call, int left)
{
	IsaType k = tr_type(t, LLVMTypeOf(call));
	KirRef a = tr_ref(t, LLVMGetOperand(call, 0));
	KirRef b = tr_ref(t, LLVMGetOperand(call, 1));
	KirRef w = kir_const(t->f, k, isa_type_size(k) * 8);
	KirRef sh = tr_emit2(t, OP_UREM, k, tr_ref(t, LLVMGetOperand(call, 2)), w, 0);
	KirRef ws = tr_emit2(t, OP_ISUB, k, w, sh, 0);
	KirRef hi = tr_emit2(t, OP_SHL, k, a, left ? sh : ws, 0);
	KirRef lo = tr_emit2(t, OP_LSHR, k, b, left ? ws : sh, 0);
	tr_bind(t, call, tr_emit2(t, OP_OR, k, hi, lo, 0));
}

static void
bit_reverse(Translator *t, LLVMValueRef call)
{
	IsaType k = tr_type(t, LLVMTypeOf(call));
	tr_bind(t, call, tr_bit_reverse(t, k, tr_ref(t, LLVMGetOperand(call, 0))));
}

/* NVVM math: llvm.nvvm.<op>.<variant> as one operation. 1 if name is
 * one; llvm.nvvm.div.* counts only in its rounded, approximate and full
 * forms. */
static int
nvvm_math(Translator *t, LLVMValueRef call, const char *name)
{
	static const struct { const char *p; VgiwOp op; uint8_t flags; } nv[] = {
		{ "llvm.nvvm.ex2.approx", OP_FEXP2, 0 },
		{ "llvm.nvvm.lg2.approx", OP_FLOG2, 0 },
		{ "llvm.nvvm.sin.approx", OP_FSIN, 0 },
		{ "llvm.nvvm.cos.approx", OP_FCOS, 0 },
		{ "llvm.nvvm.sqrt.", OP_FSQRT, 0 },
		{ "llvm.nvvm.rsqrt.approx", OP_FRSQRT, 0 },
		{ "llvm.nvvm.div.", OP_FDIV, 0 },
		{ "llvm.nvvm.saturate.", OP_FSAT, 0 },
		{ "llvm.nvvm.fabs.", OP_FABS, 0 },
		{ "llvm.nvvm.fmin.", OP_FMIN, 0 },
		{ "llvm.nvvm.fmax.", OP_FMAX, 0 },
		{ "llvm.nvvm.floor.", OP_FFLOOR, 0 },
		{ "llvm.nvvm.ceil.", OP_FCEIL, 0 },
		{ "llvm.nvvm.trunc.", OP_FTRUNC, 0 },
		{ "llvm.nvvm.round.", OP_FRINT, 0 },  /* PTX cvt.rni: ties to even */
		{ "llvm.nvvm.fma.", OP_FMA, 0 },
		{ "llvm.nvvm.mul24.ui", OP_MUL24, ISAF_UNSIGNED },
		{ "llvm.nvvm.mul24.i", OP_MUL24, 0 },
		{ "llvm.nvvm.mulhi.ui", OP_MULHI, ISAF_UNSIGNED },
		{ "llvm.nvvm.mulhi.ull", OP_MULHI, ISAF_UNSIGNED },
		{ "llvm.nvvm.mulhi.", OP_MULHI, 0 },
		{ "llvm.nvvm.abs.", OP_IABS, 0 },
		{ "llvm.nvvm.min.ui", OP_UMIN, 0 },
		{ "llvm.nvvm.min.ull", OP_UMIN, 0 },
		{ "llvm.nvvm.min.", OP_SMIN, 0 },
		{ "llvm.nvvm.max.ui", OP_UMAX, 0 },
		{ "llvm.nvvm.max.ull", OP_UMAX, 0 },
		{ "llvm.nvvm.max.", OP_SMAX, 0 },
		{ "llvm.nvvm.popc.", OP_POPC, 0 },
		{ "llvm.nvvm.clz.", OP_CLZ, 0 },
	};
	for (size_t k = 0; k < sizeof nv / sizeof *nv; k++)
		if (tr_starts(name, nv[k].p)) {
			if (nv[k].op == OP_FDIV && strstr(name, "approx.f") == NULL &&
			    strstr(name, ".rn.") == NULL && strstr(name, ".rz.") == NULL &&
			    strstr(name, ".rm.") == NULL && strstr(name, ".rp.") == NULL &&
			    strstr(name, "full") == NULL)
				return 0;
			math_call(t, call, nv[k].op, 0, nv[k].flags);
			return 1;
		}
	return 0;
}

/* A generic llvm.<name>.<types> math intrinsic (not min/max, which are
 * integer here), or llvm.copysign as bitwise operations on the float's
 * bits. 1 if name is one. */
static int
generic_math(Translator *t, LLVMValueRef call, const char *name)
{
	char base[64];
	const char *p = name + 5;
	size_t n = strcspn(p, ".");
	VgiwOp op;

	if (!tr_starts(name, "llvm.") || tr_starts(name, "llvm.nvvm.") || n >= sizeof base)
		return 0;
	memcpy(base, p, n);
	base[n] = 0;
	if (math_lookup(base, &op) && strcmp(base, "min") && strcmp(base, "max")) {
		math_call(t, call, op, 0, 0);
		return 1;
	}
	if (strcmp(base, "copysign") != 0)
		return 0;
	IsaType ty = tr_type(t, LLVMTypeOf(call));
	IsaType it = ty == IT_F64 ? IT_I64 : IT_I32;
	uint64_t sign = ty == IT_F64 ? 1ull << 63 : 1ull << 31;
	KirRef mag = tr_emit2(t, OP_AND, it, tr_ref(t, LLVMGetOperand(call, 0)),
	                      kir_const(t->f, it, sign - 1), 0);
	KirRef sg = tr_emit2(t, OP_AND, it, tr_ref(t, LLVMGetOperand(call, 1)),
	                     kir_const(t->f, it, sign), 0);
	tr_bind(t, call, tr_emit2(t, OP_OR, ty, mag, sg, 0));
	return 1;
}

/* The intrinsics of barriers, fences, NVVM's atomics, memory transfers
 * and bit operations. 1 if name is one of them. */
static int
sync_mem_bits(Translator *t, LLVMValueRef call, const char *name)
{
	if (tr_starts(name, "llvm.nvvm.barrier0") || tr_starts(name, "llvm.nvvm.barrier.sync") ||
	    tr_starts(name, "llvm.nvvm.bar.sync") || tr_starts(name, "llvm.nvvm.barrier.cta.sync"))
		tr_barrier(t);
	else if (tr_starts(name, "llvm.nvvm.membar.") || tr_starts(name, "llvm.nvvm.fence."))
		tr_emit(t, OP_FENCE, IT_VOID, NULL, 0, 0);
	else if (tr_starts(name, "llvm.nvvm.atomic.load.inc.32") || tr_starts(name, "llvm.nvvm.atomic.inc."))
		atomic_call(t, call, ISA_ATOM_INC);
	else if (tr_starts(name, "llvm.nvvm.atomic.load.dec.32") || tr_starts(name, "llvm.nvvm.atomic.dec."))
		atomic_call(t, call, ISA_ATOM_DEC);
	else if (tr_starts(name, "llvm.nvvm.atomic.load.add.f") || tr_starts(name, "llvm.nvvm.atomic.add.gen.f"))
		atomic_call(t, call, ISA_ATOM_FADD);
	else if (tr_starts(name, "llvm.memcpy.") || tr_starts(name, "llvm.memmove.") ||
	         tr_starts(name, "llvm.memset."))
		mem_transfer(t, call, name);
	else if (tr_starts(name, "llvm.fshl.") || tr_starts(name, "llvm.fshr."))
		funnel_shift(t, call, tr_starts(name, "llvm.fshl."));
	else if (tr_starts(name, "llvm.bitreverse."))
		bit_reverse(t, call);
	else
		return 0;
	return 1;
}

static int
llvm_intrinsic(Translator *t, LLVMValueRef call, const char *name)
{
	const char *why;
	IsaCoord c;
	int s;

	if (is_skipped(name))
		return 1;
	if (tr_overflow_call(t, call, name) || tr_scoped_atomic(t, call, name) ||
	    refused_family(t, call, name))
		return 1;
	if ((s = sreg(name, &c)) > 0) {
		tr_bind(t, call, coord(t, c));
		return 1;
	}
	if (s == 0 && !unsupported_nvvm(name, &why) &&
	    (warp_intrinsic(t, call, name) || sync_mem_bits(t, call, name) ||
	     nvvm_math(t, call, name) || generic_math(t, call, name)))
		return 1;
	if (strcmp(name, "llvm.nvvm.read.ptx.sreg.clock") == 0 ||
	    strcmp(name, "llvm.nvvm.read.ptx.sreg.clock64") == 0) {
		/* SIMT reads its SM's cycle counter (ops.def's CLOCK); the
		 * dataflow machines have no instruction time of a thread */
		if (strcmp(t->machine, "SIMT") == 0) {
			IsaType ty = strcmp(name, "llvm.nvvm.read.ptx.sreg.clock") == 0
			             ? IT_I32 : IT_I64;
			tr_bind(t, call, tr_emit(t, OP_CLOCK, ty, NULL, 0, 0));
			return 1;
		}
		tr_error(t, "clock()/clock64() (%s) is not supported on %s: a "
		         "thread's operations fire as their operands arrive, "
		         "interleaved with other threads', so no cycle count is the "
		         "time of a point in the thread", name, t->machine);
		return 1;
	}
	const char *what = unsupported_nvvm(name, &why);
	if (what) {
		tr_error(t, "%s (%s) is not supported: %s", what, name, why);
		return 1;
	}
	tr_error(t, "intrinsic '%s' is not supported", name);
	return 1;
}

void
tr_call(Translator *t, LLVMValueRef call)
{
	LLVMValueRef callee = LLVMGetCalledValue(call);
	size_t len;
	char name[256], base[256];
	VgiwOp op;

	if (LLVMIsAInlineAsm(callee)) {
		inline_asm(t, call);
		return;
	}
	if (!LLVMIsAFunction(callee)) {
		char cls[512];
		tr_vtables_used(t, cls, sizeof cls);
		if (cls[0] && LLVMIsALoadInst(callee))
			tr_error(t, "indirect call through a vtable of %s (a virtual "
			         "call) is not supported", cls);
		else
			tr_error(t, "indirect call through a function pointer is not "
			         "supported");
		return;
	}
	const char *s = LLVMGetValueName2(callee, &len);
	snprintf(name, sizeof name, "%.*s", (int)len, s);
	if (tr_starts(name, "llvm.")) {
		llvm_intrinsic(t, call, name);
		return;
	}
	if (!LLVMIsDeclaration(callee)) {
		tr_error(t, "call to '%s' remains after inlining", name);
		return;
	}
	if (strcmp(name, FRONT_ASSERT_FN) == 0) {
		tr_assert(t, call);
		return;
	}
	if (tr_libdevice_call(t, call, name))   /* every __nv_ name */
		return;
	if (demangle_base(name, base, sizeof base)) {
		if (opencl_workitem(t, base, call))
			return;
		if (strcmp(base, "barrier") == 0 || strcmp(base, "work_group_barrier") == 0) {
			tr_barrier(t);
			return;
		}
		if (strstr(base, "mem_fence")) {
			tr_emit(t, OP_FENCE, IT_VOID, NULL, 0, 0);
			return;
		}
		const char *b = strncmp(base, "native_", 7) == 0 ? base + 7
		              : strncmp(base, "half_", 5) == 0 ? base + 5 : base;
		if (math_lookup(b, &op) && tr_type(t, LLVMTypeOf(call)) != IT_VOID) {
			if (isa_type_is_float(tr_type(t, LLVMTypeOf(call))) || vgiw_op_info[op].unit != UC_SCU) {
				/* OpenCL min/max on floats are fmin/fmax */
				if (op == OP_SMIN && isa_type_is_float(tr_type(t, LLVMTypeOf(call))))
					op = OP_FMIN;
				if (op == OP_SMAX && isa_type_is_float(tr_type(t, LLVMTypeOf(call))))
					op = OP_FMAX;
				math_call(t, call, op, 0, 0);
				return;
			}
		}
	}
	if (strcmp(name, "vprintf") == 0 || strcmp(name, "printf") == 0) {
		tr_error(t, "printf is not supported on %s (it has no channel to "
		         "the host)", t->machine);
		return;
	}
	if (strcmp(name, "malloc") == 0 || strcmp(name, "free") == 0) {
		tr_error(t, "device-side %s is not supported on %s (it has no "
		         "device heap)", name, t->machine);
		return;
	}
	tr_error(t, "call to undefined function '%s' (its body is not in the "
	         "module; only intrinsics, libdevice and OpenCL built-ins are "
	         "known)", name);
}
