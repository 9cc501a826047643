/* libdevice functions that are not one operation of the math table
 * (intrinsics.c): classification (isnan, isinf, finite), find-first-set,
 * and sincos, which returns through pointer arguments; and the refusal, by
 * name, of the libdevice functions not supported (docs/libdevice.md). */
#include <string.h>

#include "front_int.h"

static KirRef
arg(Translator *t, LLVMValueRef call, unsigned i)
{
	return tr_ref(t, LLVMGetOperand(call, i));
}

/* isnan, isinf, finite of f32/f64 as an i32 0 or 1. */
static void
classify(Translator *t, LLVMValueRef call, int which)
{
	KirRef x = arg(t, call, 0);
	KirType ft = tr_type(t, LLVMTypeOf(LLVMGetOperand(call, 0)));
	KirType rt = tr_type(t, LLVMTypeOf(call));
	KirRef c;

	if (which == 0) {
		c = tr_emit2(t, OP_FCMP, KT_I1, x, x, KIR_FCMP_UNO);
	} else {
		uint64_t inf = ft == KT_F64 ? 0x7ff0000000000000ull : 0x7f800000u;
		KirRef a = tr_emit1(t, OP_FABS, ft, x, 0);
		c = tr_emit2(t, OP_FCMP, KT_I1, a, kir_const(t->f, ft, inf),
		             which == 1 ? KIR_FCMP_OEQ : KIR_FCMP_OLT);
	}
	tr_bind(t, call, tr_emit1(t, OP_ZEXT, rt, c, 0));
}

/* ffs: 0 for 0, else the 1-based index of the lowest set bit. */
static void
find_first_set(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0);
	KirType xt = tr_type(t, LLVMTypeOf(LLVMGetOperand(call, 0)));
	KirType rt = tr_type(t, LLVMTypeOf(call));
	KirRef z = tr_emit1(t, OP_CTZ, xt, x, 0);

	if (xt != rt)
		z = tr_emit1(t, OP_TRUNC, rt, z, 0);
	z = tr_emit2(t, OP_IADD, rt, z, kir_const(t->f, rt, 1), 0);
	KirRef c[3] = { tr_emit2(t, OP_ICMP, KT_I1, x, kir_const(t->f, xt, 0),
	                         KIR_ICMP_EQ), kir_const(t->f, rt, 0), z };
	tr_bind(t, call, tr_emit(t, OP_SELECT, rt, c, 3, 0));
}

/* sincos(x, &s, &c): two stores through the pointer arguments. */
static void
sin_cos(Translator *t, LLVMValueRef call)
{
	KirRef x = arg(t, call, 0);
	KirType ft = tr_type(t, LLVMTypeOf(LLVMGetOperand(call, 0)));
	KirRef r[2] = { tr_emit1(t, OP_FSIN, ft, x, 0), tr_emit1(t, OP_FCOS, ft, x, 0) };

	for (unsigned k = 0; k < 2; k++) {
		LLVMValueRef p = LLVMGetOperand(call, k + 1);
		KirRef st[2] = { tr_ref(t, p), r[k] };
		KirRef s = tr_emit(t, OP_ST, ft, st, 2, 0);
		KirInst *in = &t->f->insts[KIR_IDX(s)];
		in->aspace = (uint8_t)tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(p)));
		in->align = (uint16_t)kir_type_size(ft);
	}
}

int
tr_libdevice_call(Translator *t, LLVMValueRef call, const char *name)
{
	static const struct { const char *name; int kind; } fns[] = {
		{ "__nv_isnanf", 0 }, { "__nv_isnand", 0 },
		{ "__nv_isinff", 1 }, { "__nv_isinfd", 1 },
		{ "__nv_finitef", 2 }, { "__nv_isfinited", 2 },
		{ "__nv_ffs", 3 }, { "__nv_ffsll", 3 },
		{ "__nv_sincosf", 4 }, { "__nv_fast_sincosf", 4 }, { "__nv_sincos", 4 },
	};

	if (strncmp(name, "__nv_", 5) != 0)
		return 0;
	for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) {
		if (strcmp(name, fns[k].name) != 0)
			continue;
		switch (fns[k].kind) {
		case 3: find_first_set(t, call); break;
		case 4: sin_cos(t, call); break;
		default: classify(t, call, fns[k].kind); break;
		}
		return 1;
	}
	return 0;
}
