/* Texture fetches from texture objects (docs/vgiwcc.md, "Textures"): the
 * CUDA headers' inline PTX and NVVM's llvm.nvvm.tex.unified.* intrinsics,
 * expanded into descriptor loads, the sampling's ALU operations and the
 * texel's loads. */
#include <string.h>

#include "front_int.h"
#include "vgiw/launch.h"

/* A fetch from a texture object with point sampling, as the CUDA headers
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
	int intrinsic = tr_starts(m, "llvm.nvvm.tex.unified.");
	const char *p = intrinsic ? m + strlen("llvm.nvvm.tex.unified.")
	              : tr_starts(m, "tex.") ? m + 4 : NULL;

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
	if (tr_starts(m, "tld4.") || strstr(m, ".tld4."))
		return "texture gather (tex2Dgather, tld4)";
	if (tr_starts(m, "suld.") || tr_starts(m, "sust.") || strstr(m, ".suld.") ||
	    strstr(m, ".sust."))
		return "surface access";
	if (strstr(m, ".txq.") || strstr(m, ".suq."))
		return "texture and surface queries";
	if (strstr(m, "level") || strstr(m, "grad"))
		return "mipmapped fetches (level of detail, gradients)";
	if (strchr(m, '|') || strstr(m, "sparse"))
		return "sparse texture fetches";
	if (tr_starts(m, "llvm.nvvm.tex.") && !tr_starts(m, "llvm.nvvm.tex.unified."))
		return "texture fetches with a separate sampler (texture references)";
	return "this texture fetch";
}

void
tr_texture_fetch(Translator *t, LLVMValueRef call, const char *m)
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
