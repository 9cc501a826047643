/* Calls in a kernel body: the thread-index model (NVVM special registers and
 * OpenCL work-item functions), barriers and fences, LLVM and NVVM
 * intrinsics, OpenCL math functions (libdevice, __nv_*: libdevice.c), and the
 * warp-level operations (shuffles, votes, __syncwarp: SIMT only), and the
 * diagnostics for what no target has (warp match and reduction, inline
 * asm, indirect and external calls). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "front_int.h"
#include "vgiw/launch.h"

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
starts(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

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
		if (starts(name, skip[k]))
			return 1;
	return 0;
}

/* ---- texture fetches (docs/vgiwcc.md, "Textures") ----
 *
 * A fetch from a texture object with point sampling, as the CUDA headers
 * emit it (inline asm "tex.Nd.v4.T.C" with four outputs, or
 * llvm.nvvm.tex.unified.Nd.v4T.C; N 1, 2 or 3, or a1 and a2 for a layered
 * fetch, T f32, s32 or u32, C s32 for integer texel coordinates or f32 for
 * float ones), becomes loads: the
 * handle is the address of the descriptor the launch's tex: argument makes
 * (LaunchTexDesc in vgiw/launch.h: texel address, W, H, D, flags). Float
 * coordinates are scaled by the size when the texture's coordinates are
 * normalised, floored, and kept within [-1, size] (NaN reads as -1); a
 * coordinate outside [0, size) is clamped to the edge (clamp mode), or makes
 * the fetch read zero (border mode). A layered fetch's layer (its first
 * operand, unsigned) is the dimension after its coordinates' (H of a 1-D
 * layered texture, D of a 2-D one), clamped to the last layer. A cubemap
 * fetch ("cube") is a 2-D layered one whose face (the layer) and
 * normalised coordinates come from its direction (tex_cube); a layered
 * cubemap's ("acube") layer l, before the direction, selects the faces
 * 6 l .. 6 l + 5, l clamped to the last whole cube. Channels
 * beyond the texture's read zero. The reference computes the same (RO_TEX,
 * reference/ref_exec.c). */

typedef struct {
	int dims;      /* coordinates: 1, 2, 3 */
	int layered;   /* a1d, a2d: a layer index before the coordinates */
	int cube;      /* 1, 2 (acube: a layer first): a direction x, y, z in
	                * place of the coordinates */
	IsaType elem;  /* IT_F32 or IT_I32 */
	IsaType coord; /* IT_F32 or IT_I32 */
} TexForm;

static int
tex_elem(const char *s, IsaType *k)
{
	if (!strncmp(s, "f32", 3))
		*k = IT_F32;
	else if (!strncmp(s, "s32", 3) || !strncmp(s, "u32", 3))
		*k = IT_I32;
	else
		return 0;
	return 1;
}

/* "tex.2d.v4.f32.f32", "tex.a2d.v4.f32.f32", "tex.cube.v4.f32.f32" or
 * "llvm.nvvm.tex.unified.2d.v4f32.f32" -> form; 0 if the name is another
 * texture operation. */
static int
tex_parse(const char *m, TexForm *f)
{
	int intrinsic = starts(m, "llvm.nvvm.tex.unified.");
	const char *p = intrinsic ? m + strlen("llvm.nvvm.tex.unified.")
	              : starts(m, "tex.") ? m + 4 : NULL;

	f->cube = !p ? 0 : !strncmp(p, "cube.v4", 7) ? 1 : !strncmp(p, "acube.v4", 8) ? 2 : 0;
	f->layered = p && (p[0] == 'a' || f->cube);
	if (f->cube) {
		f->dims = 2;
		p += 6 + f->cube;
	} else {
		if (f->layered)
			p++;
		if (!p || p[0] < '1' || p[0] > (f->layered ? '2' : '3') ||
		    strncmp(p + 1, "d.v4", 4))
			return 0;
		f->dims = p[0] - '0';
		p += 5;
	}
	if (!intrinsic && *p++ != '.')
		return 0;
	if (!tex_elem(p, &f->elem) || p[3] != '.')
		return 0;
	p += 4;
	if (!tex_elem(p, &f->coord) || p[3] || !strncmp(p, "u32", 3) ||
	    (f->cube && f->coord != IT_F32))
		return 0;
	return 1;
}

/* Element type of a four-component fetch result, or IT_VOID. */
static IsaType
tex_result_type(Translator *t, LLVMTypeRef rt)
{
	if (LLVMGetTypeKind(rt) != LLVMStructTypeKind ||
	    LLVMCountStructElementTypes(rt) != 4)
		return IT_VOID;
	LLVMTypeRef e = LLVMStructGetTypeAtIndex(rt, 0);
	for (unsigned k = 1; k < 4; k++)
		if (LLVMStructGetTypeAtIndex(rt, k) != e)
			return IT_VOID;
	IsaType k = tr_type(t, e);
	return k == IT_F32 || k == IT_I32 ? k : IT_VOID;
}

/* The components the kernel reads (bit c for component c). */
static unsigned
tex_components(LLVMValueRef call)
{
	unsigned used = 0;
	for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1)
			return 15;
		used |= 1u << (LLVMGetIndices(user)[0] & 3);
	}
	return used;
}

static KirRef
tex_desc_load(Translator *t, KirRef h, uint64_t off, IsaType type, unsigned as)
{
	return tr_set_mem(t, tr_emit1(t, OP_LD, type, tr_addr_add(t, h, off), 0),
	                  as, 8, 0);
}

/* Flag bit `bit` of the descriptor's word { W, flags }, as an i1. */
static KirRef
tex_flag(Translator *t, KirRef wf, uint64_t bit)
{
	KirRef m = tr_emit2(t, OP_AND, IT_I64, wf, kir_const(t->f, IT_I64, bit << 32), 0);
	return tr_emit2(t, OP_ICMP, IT_I1, m, kir_const(t->f, IT_I64, 0), ISA_ICMP_NE);
}

/* The 8-bit field of the flags at bit `at`, as an i64. */
static KirRef
tex_field(Translator *t, KirRef wf, unsigned at)
{
	KirRef v = tr_emit2(t, OP_LSHR, IT_I64, wf, kir_const(t->f, IT_I64, 32 + at), 0);
	return tr_emit2(t, OP_AND, IT_I64, v, kir_const(t->f, IT_I64, 255), 0);
}

static KirRef
tex_k32(Translator *t, uint64_t v)
{
	return kir_const(t->f, IT_I32, v);
}

static KirRef
tex_select(Translator *t, IsaType type, KirRef c, KirRef a, KirRef b)
{
	KirRef x[3] = { c, a, b };
	return tr_emit(t, OP_SELECT, type, x, 3, 0);
}

/* One coordinate: the texel index within [0, last] (i32) and whether the
 * coordinate was inside. Float coordinates are clamped as floats, so the
 * conversion is exact; a NaN clamps to 0 and is outside. */
static KirRef
tex_coord(Translator *t, const TexForm *f, KirRef x, KirRef last, KirRef norm,
          KirRef *in)
{
	if (f->coord == IT_F32) {
		KirRef lf = tr_emit1(t, OP_UITOFP, IT_F32, last, 0);
		KirRef sf = tr_emit2(t, OP_FADD, IT_F32, lf, kir_const(t->f, IT_F32, 0x3f800000u), 0);
		KirRef u = tex_select(t, IT_F32, norm, tr_emit2(t, OP_FMUL, IT_F32, x, sf, 0), x);
		u = tr_emit1(t, OP_FFLOOR, IT_F32, u, 0);
		KirRef c = tr_emit2(t, OP_FMAX, IT_F32, u, kir_const(t->f, IT_F32, 0), 0);
		c = tr_emit2(t, OP_FMIN, IT_F32, c, lf, 0);
		*in = tr_emit2(t, OP_FCMP, IT_I1, u, c, ISA_FCMP_OEQ);
		return tr_emit1(t, OP_FPTOUI, IT_I32, c, 0);
	}
	*in = tr_emit2(t, OP_ICMP, IT_I1, x, last, ISA_ICMP_ULE);
	KirRef i = tr_emit2(t, OP_SMAX, IT_I32, x, tex_k32(t, 0), 0);
	return tr_emit2(t, OP_SMIN, IT_I32, i, last, 0);
}

/* A cubemap fetch's direction (x, y, z), operands d0 .. d0 + 2 -> the normalised
 * coordinates (s/m + 1)/2 and (t/m + 1)/2 in the face and the face, by the
 * CUDA Programming Guide's table ("Cubemap Textures"): m is the component
 * of the largest magnitude, a tie going to x, then y (ours: the guide
 * leaves ties open); face 0 (+x) s = -z, t = -y; 1 (-x) z, -y; 2 (+y) x, z;
 * 3 (-y) x, -z; 4 (+z) x, -y; 5 (-z) -x, -y; a component is negative when
 * it compares below 0 (so -0 is positive). */
static void
tex_cube(Translator *t, LLVMValueRef call, unsigned d0, KirRef out[3])
{
	KirRef d[3], a[3], neg[3], minus[3];
	KirRef zero = kir_const(t->f, IT_F32, 0);

	for (unsigned k = 0; k < 3; k++) {
		d[k] = tr_ref(t, LLVMGetOperand(call, d0 + k));
		a[k] = tr_emit1(t, OP_FABS, IT_F32, d[k], 0);
		neg[k] = tr_emit2(t, OP_FCMP, IT_I1, d[k], zero, ISA_FCMP_OLT);
		minus[k] = tr_emit1(t, OP_FNEG, IT_F32, d[k], 0);
	}
	KirRef xm = tr_emit2(t, OP_AND, IT_I1,
	                     tr_emit2(t, OP_FCMP, IT_I1, a[0], a[1], ISA_FCMP_OGE),
	                     tr_emit2(t, OP_FCMP, IT_I1, a[0], a[2], ISA_FCMP_OGE), 0);
	KirRef ym = tr_emit2(t, OP_FCMP, IT_I1, a[1], a[2], ISA_FCMP_OGE);
	KirRef m = tex_select(t, IT_F32, xm, a[0], tex_select(t, IT_F32, ym, a[1], a[2]));
	KirRef sc = tex_select(t, IT_F32, xm, tex_select(t, IT_F32, neg[0], d[2], minus[2]),
	                       tex_select(t, IT_F32, ym, d[0],
	                                  tex_select(t, IT_F32, neg[2], minus[0], d[0])));
	KirRef tc = tex_select(t, IT_F32, xm, minus[1],
	                       tex_select(t, IT_F32, ym,
	                                  tex_select(t, IT_F32, neg[1], minus[2], d[2]),
	                                  minus[1]));
	KirRef fx = tex_select(t, IT_I32, neg[0], tex_k32(t, 1), tex_k32(t, 0));
	KirRef fy = tex_select(t, IT_I32, neg[1], tex_k32(t, 3), tex_k32(t, 2));
	KirRef fz = tex_select(t, IT_I32, neg[2], tex_k32(t, 5), tex_k32(t, 4));
	out[2] = tex_select(t, IT_I32, xm, fx, tex_select(t, IT_I32, ym, fy, fz));
	KirRef st[2] = { sc, tc };
	for (unsigned k = 0; k < 2; k++) {
		KirRef q = tr_emit2(t, OP_FDIV, IT_F32, st[k], m, 0);
		q = tr_emit2(t, OP_FADD, IT_F32, q, kir_const(t->f, IT_F32, 0x3f800000u), 0);
		out[k] = tr_emit2(t, OP_FMUL, IT_F32, q, kir_const(t->f, IT_F32, 0x3f000000u), 0);
	}
}

static void
tex_fetch(Translator *t, LLVMValueRef call, const TexForm *f, const char *form)
{
	IsaType ety = tex_result_type(t, LLVMTypeOf(call));
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMValueRef h = LLVMGetOperand(call, 0);
	int nd = f->dims + f->layered;                /* the texture's dimensions */
	unsigned nops = f->cube ? 2 + (unsigned)f->cube : (unsigned)nd;  /* after h */
	unsigned c0 = 1 + (unsigned)f->layered;       /* the first coordinate */
	int ok = ety == f->elem && nargs == 1 + nops && tr_type(t, LLVMTypeOf(h)) == IT_I64;

	for (unsigned k = 0; ok && k < nops; k++) {
		IsaType want = f->layered && f->cube != 1 && k == 0 ? IT_I32 : f->coord;
		ok = tr_type(t, LLVMTypeOf(LLVMGetOperand(call, 1 + k))) == want;
	}
	if (!ok) {
		tr_error(t, "texture fetch '%s' of an unexpected shape (a fetch "
		         "returns four 32-bit components from a 64-bit texture "
		         "object and %s%u 32-bit coordinates)", form,
		         f->layered && f->cube != 1 ? "a 32-bit layer and " : "",
		         f->cube ? 3 : (unsigned)f->dims);
		return;
	}
	unsigned as = tr_aspace(t, AS_GENERIC);
	KirRef hr = tr_ref(t, h);
	KirRef base = tex_desc_load(t, hr, 0, IT_PTR, as);
	KirRef wf = tex_desc_load(t, hr, LAUNCH_TEX_XMAX, IT_I64, as);
	KirRef k32 = kir_const(t->f, IT_I64, 32);
	KirRef last[3] = { tr_emit1(t, OP_TRUNC, IT_I32, wf, 0), 0, 0 };
	if (nd > 1) {
		KirRef hd = tex_desc_load(t, hr, LAUNCH_TEX_YMAX, IT_I64, as);
		last[1] = tr_emit1(t, OP_TRUNC, IT_I32, hd, 0);
		if (nd > 2)
			last[2] = tr_emit1(t, OP_TRUNC, IT_I32,
			                   tr_emit2(t, OP_LSHR, IT_I64, hd, k32, 0), 0);
	}
	/* the flags are the high half of W's word: test and extract them there */
	KirRef clamp = tex_flag(t, wf, LAUNCH_TEX_CLAMP);
	KirRef norm = f->cube ? kir_const(t->f, IT_I1, 1)
	            : f->coord == IT_F32 ? tex_flag(t, wf, LAUNCH_TEX_NORM) : 0;
	KirRef shift = tex_field(t, wf, LAUNCH_TEX_SHIFT_SHIFT);
	KirRef cube[3];
	if (f->cube)
		tex_cube(t, call, (unsigned)f->cube, cube);
	if (f->cube == 2) {
		/* faces 6 l + face, l within the whole cubes: min(l, D / 6 - 1),
		 * all unsigned 32-bit (a texture of fewer than six layers wraps
		 * to l, and the index is clamped to the last layer below) */
		KirRef cubes = tr_emit2(t, OP_UDIV, IT_I32,
		                        tr_emit2(t, OP_IADD, IT_I32, last[2], tex_k32(t, 1), 0),
		                        tex_k32(t, 6), 0);
		KirRef lc = tr_emit2(t, OP_UMIN, IT_I32, tr_ref(t, LLVMGetOperand(call, 1)),
		                     tr_emit2(t, OP_ISUB, IT_I32, cubes, tex_k32(t, 1), 0), 0);
		cube[2] = tr_emit2(t, OP_IADD, IT_I32, cube[2],
		                   tr_emit2(t, OP_IMUL, IT_I32, lc, tex_k32(t, 6), 0), 0);
	}

	/* texel index x + W * (y + H * z) and whether every coordinate is in
	 * (a layer always is: it is clamped in either mode); at most 2^30
	 * texels, so 32 bits hold it */
	KirRef lin = 0, in_all = 0;
	for (int k = nd - 1; k >= 0; k--) {
		KirRef in, i;
		if (k == f->dims) {
			i = tr_emit2(t, OP_UMIN, IT_I32,
			             f->cube ? cube[2] : tr_ref(t, LLVMGetOperand(call, 1)),
			             last[k], 0);
		} else {
			i = tex_coord(t, f, f->cube ? cube[k]
			                            : tr_ref(t, LLVMGetOperand(call, c0 + (unsigned)k)),
			              last[k], norm, &in);
			in_all = in_all ? tr_emit2(t, OP_AND, IT_I1, in_all, in, 0) : in;
		}
		if (lin) {
			KirRef n = tr_emit2(t, OP_IADD, IT_I32, last[k], tex_k32(t, 1), 0);
			i = tr_emit2(t, OP_IADD, IT_I32, i, tr_emit2(t, OP_IMUL, IT_I32, lin, n, 0), 0);
		}
		lin = i;
	}
	KirRef ok_all = tr_emit2(t, OP_OR, IT_I1, clamp, in_all, 0);
	KirRef leaves[4];
	KirRef zero = kir_const(t->f, ety, 0);
	/* the texel's first channel, in bytes */
	KirRef first = tr_emit2(t, OP_SHL, IT_I64, tr_emit1(t, OP_ZEXT, IT_I64, lin, 0),
	                        shift, 0);
	unsigned used = tex_components(call);
	KirRef chan = used & 14 ? tex_field(t, wf, LAUNCH_TEX_CHAN_SHIFT) : 0;
	for (unsigned c = 0; c < 4; c++) {
		if (!(used >> c & 1)) {
			leaves[c] = zero;
			continue;
		}
		/* a channel the texture lacks reads zero, from the texel's first */
		KirRef has = ok_all, off = first;
		if (c) {
			KirRef hc = tr_emit2(t, OP_ICMP, IT_I1, kir_const(t->f, IT_I64, c), chan,
			                     ISA_ICMP_ULT);
			has = tr_emit2(t, OP_AND, IT_I1, ok_all, hc, 0);
			off = tr_emit2(t, OP_IADD, IT_I64, first,
			               tex_select(t, IT_I64, hc, kir_const(t->f, IT_I64, 4 * c),
			                          kir_const(t->f, IT_I64, 0)), 0);
		}
		KirRef addr = tr_emit2(t, OP_IADD, IT_PTR, base, off, 0);
		KirRef v = tr_set_mem(t, tr_emit1(t, OP_LD, ety, addr, 0), as, 4, 0);
		leaves[c] = tex_select(t, ety, has, v, zero);
	}
	tr_bind_leaves(t, call, leaves, 4);
}
/* The texture mode a fetch's PTX or intrinsic name asks for that is not
 * supported. */
static const char *
tex_unsupported_mode(const char *m)
{
	if (starts(m, "tld4.") || strstr(m, ".tld4."))
		return "texture gather (tex2Dgather, tld4)";
	if (starts(m, "suld.") || starts(m, "sust.") || strstr(m, ".suld.") ||
	    strstr(m, ".sust."))
		return "surface access";
	if (strstr(m, ".txq.") || strstr(m, ".suq."))
		return "texture and surface queries";
	if (strstr(m, "level") || strstr(m, "grad"))
		return "mipmapped fetches (level of detail, gradients)";
	if (strchr(m, '|') || strstr(m, "sparse"))
		return "sparse texture fetches";
	if (starts(m, "llvm.nvvm.tex.") && !starts(m, "llvm.nvvm.tex.unified."))
		return "texture fetches with a separate sampler (texture references)";
	return "this texture fetch";
}

static void
texture_fetch(Translator *t, LLVMValueRef call, const char *m)
{
	TexForm f;

	if (!tex_parse(m, &f)) {
		tr_error(t, "%s (%s) are not supported: only point-sampled 1-D, 2-D "
		         "and 3-D fetches, 1-D and 2-D layered and (layered) cubemap fetches "
		         "from texture objects (tex1Dfetch, tex1D, tex2D, tex3D, "
		         "tex1DLayered, tex2DLayered, texCubemap, texCubemapLayered) are",
		         tex_unsupported_mode(m), m);
		return;
	}
	tex_fetch(t, call, &f, m);
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
		if (starts(name, tensor[k])) {
			tr_error(t, "tensor-core (wmma) operations have no meaning on "
			         "these machines (%s)", name);
			return 1;
		}
	for (size_t k = 0; k < sizeof texture / sizeof *texture; k++)
		if (starts(name, texture[k]) && k < 2) {
			texture_fetch(t, call, name);
			return 1;
		} else if (starts(name, texture[k])) {
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
	if (starts(m, "tex.") || starts(m, "tld4.") || starts(m, "suld.") ||
	    starts(m, "sust.")) {
		texture_fetch(t, call, m);
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
	if (starts(name, "llvm.nvvm.match."))
		return "warp match";
	if (starts(name, "llvm.nvvm.redux."))
		return "warp reduction";
	*why = "only the thread coordinates (tid, ntid, ctaid, nctaid) are modelled";
	if (starts(name, "llvm.nvvm.read.ptx.sreg."))
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
		if (starts(s, modes[k])) {
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
	int sync = starts(p, "sync.");
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
	if (starts(name, "llvm.nvvm.shfl."))
		return warp_shfl(t, call, name);
	if (starts(name, "llvm.nvvm.vote.") || strcmp(name, "llvm.nvvm.activemask") == 0)
		return warp_vote(t, call, name);
	if (starts(name, "llvm.nvvm.bar.warp.sync")) {
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
		         starts(name, "llvm.memset.") ? "memset" : "memcpy");
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
	if (starts(name, "llvm.memset.")) {
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
		if (starts(name, nv[k].p)) {
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

	if (!starts(name, "llvm.") || starts(name, "llvm.nvvm.") || n >= sizeof base)
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
	if (starts(name, "llvm.nvvm.barrier0") || starts(name, "llvm.nvvm.barrier.sync") ||
	    starts(name, "llvm.nvvm.bar.sync") || starts(name, "llvm.nvvm.barrier.cta.sync"))
		tr_barrier(t);
	else if (starts(name, "llvm.nvvm.membar.") || starts(name, "llvm.nvvm.fence."))
		tr_emit(t, OP_FENCE, IT_VOID, NULL, 0, 0);
	else if (starts(name, "llvm.nvvm.atomic.load.inc.32") || starts(name, "llvm.nvvm.atomic.inc."))
		atomic_call(t, call, ISA_ATOM_INC);
	else if (starts(name, "llvm.nvvm.atomic.load.dec.32") || starts(name, "llvm.nvvm.atomic.dec."))
		atomic_call(t, call, ISA_ATOM_DEC);
	else if (starts(name, "llvm.nvvm.atomic.load.add.f") || starts(name, "llvm.nvvm.atomic.add.gen.f"))
		atomic_call(t, call, ISA_ATOM_FADD);
	else if (starts(name, "llvm.memcpy.") || starts(name, "llvm.memmove.") ||
	         starts(name, "llvm.memset."))
		mem_transfer(t, call, name);
	else if (starts(name, "llvm.fshl.") || starts(name, "llvm.fshr."))
		funnel_shift(t, call, starts(name, "llvm.fshl."));
	else if (starts(name, "llvm.bitreverse."))
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
		/* the dataflow machines have no instruction time of a thread to
		 * read; SIMT has one (the SM's cycle) but does not expose it */
		int simt = strcmp(t->machine, "SIMT") == 0;
		tr_error(t, "clock()/clock64() (%s) is not supported on %s: %s", name,
		         t->machine, simt
		         ? "the SIMT model counts the SM's cycles but gives "
		           "kernels no instruction that reads the counter"
		         : "a thread's operations fire as their operands arrive, "
		           "interleaved with other threads', so no cycle count is "
		           "the time of a point in the thread");
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
	if (starts(name, "llvm.")) {
		llvm_intrinsic(t, call, name);
		return;
	}
	if (!LLVMIsDeclaration(callee)) {
		tr_error(t, "call to '%s' remains after inlining", name);
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
	char what[512];
	if (front_assert_call(call, name, what, sizeof what)) {
		tr_error(t, "%s is not supported on %s: a failed assertion ends the "
		         "launch with its message, and the machine has no trap to do "
		         "that (remove it, or compile with -DNDEBUG)", what, t->machine);
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
