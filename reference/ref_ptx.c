/* The reference's reading of inline PTX (docs/vgiwcc.md, "Inline PTX"),
 * written apart from the front end's (front/ptx.c) so that --check compares
 * two readings: the asm text is split into an instruction and its operands
 * here, the conversions count in units of the result's last place in
 * double arithmetic (the front end rounds the f32 bits), and the funnel
 * shifts shift a 64-bit value. A NaN becomes the canonical NaN without
 * sign, as on the GPU and in cuda_fp16.hpp's host code: 0x7fff in f16,
 * 0x7fffffff in f32. The two conversions serve libdevice's too
 * (ref_libdev.c), with IEEE 754's NaN instead. */
#include <ctype.h>
#include <math.h>
#include <string.h>

#include "ref.h"

/* f32 -> IEEE binary16 bits, round to nearest even: the magnitude as a
 * whole number of units in the last place (2^-24 below 2^-14, else 2^-10
 * of its binade), rounded by nearbyint (the default mode: nearest even);
 * a carry into the next binade lands on the next exponent's encoding by
 * itself. From 65520 up the result is infinity. A NaN: 0x7fff with
 * REF_NAN_CANONICAL, else quieted with its sign and top payload bits. */
uint32_t
ref_f32_to_f16(float f, RefNan nan)
{
	uint32_t sign = signbit(f) ? 0x8000 : 0;
	double a = fabs((double)f);
	int ex;

	if (a != a) {
		uint32_t x;
		memcpy(&x, &f, 4);
		return nan == REF_NAN_CANONICAL ? 0x7fff : sign | 0x7e00 | (x >> 13 & 0x3ff);
	}
	if (a >= 65520.0)
		return sign | 0x7c00;
	if (a < 0x1p-14)
		return sign | (uint32_t)nearbyint(a / 0x1p-24);
	frexp(a, &ex);            /* a in [2^(ex-1), 2^ex) */
	double n = nearbyint(ldexp(a, 11 - ex));   /* [1024, 2048] */
	return sign | (((uint32_t)(ex - 1 + 15) << 10) + (uint32_t)n - 1024);
}

/* IEEE binary16 bits -> f32 bits (exact). A NaN: 0x7fffffff with
 * REF_NAN_CANONICAL, else quieted with its sign and payload. */
uint32_t
ref_f16_to_f32(uint32_t h, RefNan nan)
{
	uint32_t e = h >> 10 & 31, m = h & 1023, r;
	float f;

	if (e == 31 && m)
		return nan == REF_NAN_CANONICAL ? 0x7fffffff :
		       (h & 0x8000u) << 16 | 0x7fc00000u | m << 13;
	if (e == 31)
		return h & 0x8000 ? 0xff800000u : 0x7f800000u;
	f = e ? ldexpf((float)(1024 + m), (int)e - 25) : ldexpf((float)m, -24);
	if (h & 0x8000)
		f = -f;
	memcpy(&r, &f, 4);
	return r;
}

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
		p->insts[i].imm = ISA_VOTE_BALLOT;
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
		memcpy(&f, &u, 4);
		return ref_f32_to_f16(f, REF_NAN_CANONICAL);
	}
	case RP_F16_TO_F32:
		return ref_f16_to_f32((uint16_t)a, REF_NAN_CANONICAL);
	}
	return 0;
}
