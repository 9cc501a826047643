/* The reference's reading of inline PTX (docs/vgiwcc.md, "Inline PTX"),
 * written apart from the front end's (front/ptx.c) so that --check compares
 * two readings: the asm text is split into an instruction and its operands
 * here, the conversions' values come from the C compiler's _Float16 rather
 * than bit manipulation, and the funnel shifts shift a 64-bit value. A NaN becomes the canonical NaN without sign, as on the GPU
 * and in cuda_fp16.hpp's host code: 0x7fff in f16, 0x7fffffff in f32. */
#include <ctype.h>
#include <string.h>

#include "ref.h"

/* IEEE binary16 of GCC and clang (C23 names it _Float16 too) */
__extension__ typedef _Float16 Half;

/* The printed call's asm string and constraints: `asm [sideeffect] "T",
 * "C"(...)`. The instruction's words go to words[], with LLVM's escapes,
 * braces, commas and the ';' as separators. */
static int
asm_words(LLVMValueRef call, char words[][32], int max, char *cons, size_t csize)
{
	char *s = LLVMPrintValueToString(call);
	const char *q = strstr(s, " asm ");
	int n = 0, ok = 0;

	if (!q || !(q = strchr(q, '"')))
		goto out;
	for (q++; *q && *q != '"';) {
		if (*q == '\\' && isxdigit((unsigned char)q[1]) && isxdigit((unsigned char)q[2])) {
			q += 3;
			continue;
		}
		if (strchr(" \t{},;", *q)) {
			q++;
			continue;
		}
		size_t k = strcspn(q, " \t{},;\\\"");
		if (n == max || k >= 32)
			goto out;
		memcpy(words[n], q, k);
		words[n++][k] = 0;
		q += k;
	}
	if (strncmp(q, "\", \"", 4) != 0)
		goto out;
	q += 4;
	size_t k = strcspn(q, "\"");
	if (k >= csize)
		goto out;
	memcpy(cons, q, k);
	cons[k] = 0;
	ok = n;
out:
	LLVMDisposeMessage(s);
	return ok;
}

int
ref_ptx_call(RefProg *p, LLVMValueRef call)
{
	char w[8][32], cons[32];
	int n = asm_words(call, w, 8, cons, sizeof cons);
	RefPtx form;

	/* activemask.b32 $0: the warp's ballot of true (ref_exec.c's RO_VOTE) */
	if (n == 2 && !strcmp(w[0], "activemask.b32") && !strcmp(w[1], "$0") &&
	    !strcmp(cons, "=r") && LLVMGetNumArgOperands(call) == 0 &&
	    ref_scalar_bits(LLVMTypeOf(call)) == 32) {
		uint32_t i = ref_emit(p, RO_VOTE, call);
		p->insts[i].imm = KIR_VOTE_BALLOT;
		p->insts[i].naux = 1;  /* the predicate: true */
		p->insts[i].rbits = 32;
		return 1;
	}
	/* shf.{l,r}.{wrap,clamp}.b32 $0, $1, $2, $3 on 32-bit registers */
	if (n == 5 && !strcmp(w[1], "$0") && !strcmp(w[2], "$1") &&
	    !strcmp(w[3], "$2") && !strcmp(w[4], "$3") && !strcmp(cons, "=r,r,r,r") &&
	    LLVMGetNumArgOperands(call) == 3 && ref_scalar_bits(LLVMTypeOf(call)) == 32) {
		static const char *const shf[] = { "shf.l.wrap.b32", "shf.l.clamp.b32",
		                                   "shf.r.wrap.b32", "shf.r.clamp.b32" };
		static const RefPtx forms[] = { RP_SHF_L_WRAP, RP_SHF_L_CLAMP,
		                                RP_SHF_R_WRAP, RP_SHF_R_CLAMP };
		for (int k = 0; k < 4; k++) {
			if (strcmp(w[0], shf[k]))
				continue;
			uint32_t i = ref_emit(p, RO_PTX, call);
			uint32_t x[3];
			for (unsigned o = 0; o < 3; o++)
				x[o] = ref_operand(p, LLVMGetOperand(call, o), call);
			p->insts[i].a = x[0];
			p->insts[i].b = x[1];
			p->insts[i].c = x[2];
			p->insts[i].imm = forms[k];
			return 1;
		}
		return 0;
	}
	if (n != 3 || strcmp(w[1], "$0") || strcmp(w[2], "$1") ||
	    LLVMGetNumArgOperands(call) != 1)
		return 0;
	LLVMTypeRef rt = LLVMTypeOf(call), at = LLVMTypeOf(LLVMGetOperand(call, 0));
	if (!strcmp(w[0], "cvt.rn.f16.f32") && !strcmp(cons, "=h,f") &&
	    LLVMGetTypeKind(at) == LLVMFloatTypeKind &&
	    LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) == 16)
		form = RP_F32_TO_F16;
	else if (!strcmp(w[0], "cvt.f32.f16") && !strcmp(cons, "=f,h") &&
	         LLVMGetTypeKind(rt) == LLVMFloatTypeKind &&
	         LLVMGetTypeKind(at) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(at) == 16)
		form = RP_F16_TO_F32;
	else
		return 0;
	uint32_t i = ref_emit(p, RO_PTX, call);
	uint32_t a = ref_operand(p, LLVMGetOperand(call, 0), call);
	p->insts[i].a = a;
	p->insts[i].imm = form;
	return 1;
}

uint64_t
ref_ptx_exec(RefPtx form, uint64_t a, uint64_t b, uint64_t c)
{
	/* the funnel shifts: the 64-bit value b:a shifted, high or low word */
	uint64_t wide = (uint64_t)(uint32_t)b << 32 | (uint32_t)a;
	uint32_t wrap = (uint32_t)c & 31, clamp = (uint32_t)c < 32 ? (uint32_t)c : 32;

	switch (form) {
	case RP_SHF_L_WRAP: return (uint32_t)((wide << wrap) >> 32);
	case RP_SHF_L_CLAMP: return clamp == 32 ? (uint32_t)a : (uint32_t)((wide << clamp) >> 32);
	case RP_SHF_R_WRAP: return (uint32_t)(wide >> wrap);
	case RP_SHF_R_CLAMP: return (uint32_t)(wide >> clamp);
	case RP_F32_TO_F16: {
		uint32_t u = (uint32_t)a;
		float f;
		Half h;
		uint16_t r;
		memcpy(&f, &u, 4);
		if (f != f)
			return 0x7fff;
		h = (Half)f;  /* IEEE conversion: the current rounding mode, nearest even */
		memcpy(&r, &h, 2);
		return r;
	}
	case RP_F16_TO_F32: {
		uint16_t u = (uint16_t)a;
		Half h;
		float f;
		uint32_t r;
		memcpy(&h, &u, 2);
		if (h != h)
			return 0x7fffffff;
		f = (float)h;
		memcpy(&r, &f, 4);
		return r;
	}
	}
	return 0;
}
