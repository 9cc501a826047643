/* Inline PTX that the CUDA headers emit, recognised from the asm text and
 * its constraints and lowered to kernel IR (docs/vgiwcc.md, "Inline PTX").
 * Only exact forms are recognised; anything else keeps intrinsics.c's
 * refusal. The reference interpreter reads the same text on its own
 * (reference/ref_ptx.c), so --check compares two readings.
 *
 * Forms so far, as the headers write them (braces, spacing and the
 * trailing newline do not matter):
 *   cvt.rn.f16.f32 %0, %1;   "=h,f"   __float2half_rn (cuda_fp16.hpp)
 *   cvt.f32.f16 %0, %1;      "=f,h"   __half2float (cuda_fp16.hpp)
 *   shf.{l,r}.{wrap,clamp}.b32 %0, %1, %2, %3;   "=r,r,r,r"
 *                                     __funnelshift_l, _lc, _r, _rc
 *                                     (clang's __clang_cuda_intrinsics.h)
 *   activemask.b32 %0;       "=r"     __activemask (clang 14's header)
 * The conversions' results are those of the GPU, which cuda_fp16.hpp's host code
 * reproduces: round to nearest even, subnormals kept, overflow to infinity,
 * and a NaN becomes the canonical NaN without sign (0x7fff, 0x7fffffff). */
#include <string.h>

#include "front_int.h"

/* The asm text and the constraint string of an inline asm call, from its
 * printed form (the LLVM-C API of LLVM 14 cannot read them): `asm
 * [sideeffect] "TEXT", "CONSTRAINTS"(args)`. The text with LLVM's escapes
 * (\0A, \09) as spaces, braces dropped, runs of blanks as one space, and
 * trimmed; $N as %N. 0 if not found or too long. */
static int
asm_strings(LLVMValueRef call, char *text, size_t tsize, char *cons, size_t csize)
{
	char *s = LLVMPrintValueToString(call);
	const char *p = strstr(s, " asm ");
	int ok = 0;

	if (p && (p = strchr(p, '"'))) {
		size_t n = 0;
		int blank = 1;
		for (p++; *p && *p != '"'; p++) {
			char c = *p;
			if (c == '\\' && p[1] && p[2]) {
				c = ' ';
				p += 2;
			}
			if (c == '{' || c == '}' || c == '\t')
				c = ' ';
			if (c == '$')
				c = '%';
			if (c == ' ' && blank)
				continue;
			blank = c == ' ';
			if (n + 1 >= tsize)
				goto out;
			text[n++] = c;
		}
		while (n && text[n - 1] == ' ')
			n--;
		text[n] = 0;
		if (*p == '"' && p[1] == ',' && p[2] == ' ' && p[3] == '"') {
			const char *c0 = p + 4, *c1 = strchr(c0, '"');
			if (c1 && (size_t)(c1 - c0) < csize) {
				memcpy(cons, c0, (size_t)(c1 - c0));
				cons[c1 - c0] = 0;
				ok = 1;
			}
		}
	}
out:
	LLVMDisposeMessage(s);
	return ok;
}

static KirRef
k32(Translator *t, uint32_t v)
{
	return kir_const(t->f, IT_I32, v);
}

static KirRef
cmp(Translator *t, KirRef a, uint32_t b, int64_t pred)
{
	return tr_emit2(t, OP_ICMP, IT_I1, a, k32(t, b), pred);
}

static KirRef
sel(Translator *t, KirRef c, KirRef a, KirRef b)
{
	KirRef x[3] = { c, a, b };

	return tr_emit(t, OP_SELECT, IT_I32, x, 3, 0);
}

/* f32 -> f16, round to nearest even. Normal results round the f32 bits
 * directly: add 0xfff plus the lowest kept bit, then rebias (127 - 15) and
 * shift; from 65520 up (and infinity) the result is infinity. Below 2^-14
 * the result is subnormal: |x| + 0.5f in f32 rounds |x| to a multiple of
 * 2^-24 (to nearest even, as f32 addition does), and its low bits are then
 * the f16 mantissa. */
static KirRef
f32_to_f16(Translator *t, KirRef x)
{
	KirRef u = tr_emit1(t, OP_MOV, IT_I32, x, 0);
	KirRef s = tr_emit2(t, OP_AND, IT_I32, tr_emit2(t, OP_LSHR, IT_I32, u, k32(t, 16), 0),
	                    k32(t, 0x8000), 0);
	KirRef a = tr_emit2(t, OP_AND, IT_I32, u, k32(t, 0x7fffffff), 0);
	KirRef odd = tr_emit2(t, OP_AND, IT_I32, tr_emit2(t, OP_LSHR, IT_I32, a, k32(t, 13), 0),
	                      k32(t, 1), 0);
	KirRef r = tr_emit2(t, OP_IADD, IT_I32, a, k32(t, 0xfff), 0);
	r = tr_emit2(t, OP_IADD, IT_I32, r, odd, 0);
	r = tr_emit2(t, OP_ISUB, IT_I32, r, k32(t, 0x38000000), 0);
	KirRef norm = tr_emit2(t, OP_LSHR, IT_I32, r, k32(t, 13), 0);
	KirRef af = tr_emit1(t, OP_MOV, IT_F32, a, 0);
	KirRef half = kir_const(t->f, IT_F32, 0x3f000000);
	KirRef sum = tr_emit2(t, OP_FADD, IT_F32, af, half, 0);
	KirRef sub = tr_emit2(t, OP_ISUB, IT_I32, tr_emit1(t, OP_MOV, IT_I32, sum, 0),
	                      k32(t, 0x3f000000), 0);
	KirRef mag = sel(t, cmp(t, a, 0x38800000, ISA_ICMP_ULT), sub, norm);
	mag = sel(t, cmp(t, a, 0x477ff000, ISA_ICMP_UGE), k32(t, 0x7c00), mag);
	KirRef h = tr_emit2(t, OP_OR, IT_I32, s, mag, 0);
	h = sel(t, cmp(t, a, 0x7f800000, ISA_ICMP_UGT), k32(t, 0x7fff), h);
	return tr_emit1(t, OP_TRUNC, IT_I16, h, 0);
}

/* f16 -> f32, exact. A normal number rebiases its exponent (<< 13, plus
 * (127 - 15) << 23); a subnormal one is its mantissa times 2^-24, computed
 * exactly in f32; infinity keeps its sign, a NaN becomes 0x7fffffff. */
static KirRef
f16_to_f32(Translator *t, KirRef h16)
{
	KirRef h = tr_emit1(t, OP_ZEXT, IT_I32, h16, 0);
	KirRef s = tr_emit2(t, OP_SHL, IT_I32, tr_emit2(t, OP_AND, IT_I32, h, k32(t, 0x8000), 0),
	                    k32(t, 16), 0);
	KirRef a = tr_emit2(t, OP_AND, IT_I32, h, k32(t, 0x7fff), 0);
	KirRef norm = tr_emit2(t, OP_IADD, IT_I32,
	                       tr_emit2(t, OP_SHL, IT_I32, a, k32(t, 13), 0),
	                       k32(t, 0x38000000), 0);
	KirRef mf = tr_emit1(t, OP_UITOFP, IT_F32, a, 0);  /* a < 0x400 here */
	KirRef subf = tr_emit2(t, OP_FMUL, IT_F32, mf, kir_const(t->f, IT_F32, 0x33800000), 0);
	KirRef sub = tr_emit1(t, OP_MOV, IT_I32, subf, 0);
	KirRef mag = sel(t, cmp(t, a, 0x400, ISA_ICMP_ULT), sub, norm);
	mag = sel(t, cmp(t, a, 0x7c00, ISA_ICMP_EQ), k32(t, 0x7f800000), mag);
	KirRef f = tr_emit2(t, OP_OR, IT_I32, s, mag, 0);
	f = sel(t, cmp(t, a, 0x7c00, ISA_ICMP_UGT), k32(t, 0x7fffffff), f);
	return tr_emit1(t, OP_MOV, IT_F32, f, 0);
}

/* shf.{l,r}.{wrap,clamp}.b32 d, a, b, c: the 64 bits b:a (b the high word)
 * shifted by n = c mod 32 (wrap) or min(c, 32) (clamp); shf.l keeps the
 * high word, (b << n) | (a >> (32 - n)), shf.r the low one,
 * (a >> n) | (b << (32 - n)). A shift by 32 gives 0 in kernel IR
 * (docs/kernel-ir.md), which leaves a or b at n = 0 and n = 32 as PTX
 * does. */
static KirRef
funnel(Translator *t, LLVMValueRef call, int left, int clamp)
{
	KirRef a = tr_ref(t, LLVMGetOperand(call, 0));
	KirRef b = tr_ref(t, LLVMGetOperand(call, 1));
	KirRef c = tr_ref(t, LLVMGetOperand(call, 2));
	KirRef n = clamp ? tr_emit2(t, OP_UMIN, IT_I32, c, k32(t, 32), 0)
	                 : tr_emit2(t, OP_AND, IT_I32, c, k32(t, 31), 0);
	KirRef m = tr_emit2(t, OP_ISUB, IT_I32, k32(t, 32), n, 0);
	KirRef hi = tr_emit2(t, OP_SHL, IT_I32, b, left ? n : m, 0);
	KirRef lo = tr_emit2(t, OP_LSHR, IT_I32, a, left ? m : n, 0);

	return tr_emit2(t, OP_OR, IT_I32, hi, lo, 0);
}

int
front_ptx(Translator *t, LLVMValueRef call)
{
	char text[256], cons[64];

	if (!asm_strings(call, text, sizeof text, cons, sizeof cons))
		return 0;
	/* clang's __funnelshift_l, _lc, _r, _rc (__clang_cuda_intrinsics.h) */
	static const char *const shf[] = {
		"shf.l.wrap.b32 %0, %1, %2, %3;", "shf.l.clamp.b32 %0, %1, %2, %3;",
		"shf.r.wrap.b32 %0, %1, %2, %3;", "shf.r.clamp.b32 %0, %1, %2, %3;",
	};
	for (int k = 0; k < 4; k++)
		if (strcmp(text, shf[k]) == 0 && strcmp(cons, "=r,r,r,r") == 0 &&
		    LLVMGetNumArgOperands(call) == 3 && tr_int_bits(LLVMTypeOf(call)) == 32 &&
		    tr_int_bits(LLVMTypeOf(LLVMGetOperand(call, 0))) == 32 &&
		    tr_int_bits(LLVMTypeOf(LLVMGetOperand(call, 1))) == 32 &&
		    tr_int_bits(LLVMTypeOf(LLVMGetOperand(call, 2))) == 32) {
			tr_bind(t, call, funnel(t, call, k < 2, k & 1));
			return 1;
		}
	/* clang 14's __activemask: the ballot of true, as llvm.nvvm.activemask
	 * (intrinsics.c); a warp vote, which the dataflow targets refuse
	 * (passes/warpops.c) */
	if (strcmp(text, "activemask.b32 %0;") == 0 && strcmp(cons, "=r") == 0 &&
	    LLVMGetNumArgOperands(call) == 0 && tr_int_bits(LLVMTypeOf(call)) == 32) {
		KirRef one = kir_const(t->f, IT_I1, 1);
		tr_bind(t, call, tr_emit(t, OP_VOTE, IT_I32, &one, 1, ISA_VOTE_BALLOT));
		return 1;
	}
	if (LLVMGetNumArgOperands(call) != 1)
		return 0;
	LLVMTypeRef rt = LLVMTypeOf(call);
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(call, 0));
	if (strcmp(text, "cvt.rn.f16.f32 %0, %1;") == 0 && strcmp(cons, "=h,f") == 0 &&
	    tr_int_bits(rt) == 16 && LLVMGetTypeKind(at) == LLVMFloatTypeKind) {
		tr_bind(t, call, f32_to_f16(t, tr_ref(t, LLVMGetOperand(call, 0))));
		return 1;
	}
	if (strcmp(text, "cvt.f32.f16 %0, %1;") == 0 && strcmp(cons, "=f,h") == 0 &&
	    LLVMGetTypeKind(rt) == LLVMFloatTypeKind && tr_int_bits(at) == 16) {
		tr_bind(t, call, f16_to_f32(t, tr_ref(t, LLVMGetOperand(call, 0))));
		return 1;
	}
	return 0;
}
