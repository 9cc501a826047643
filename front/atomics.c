/* The scoped NVVM atomics clang emits for atomicAdd_system, atomicMax_block,
 * atomicCAS_system, ...: llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys}. A launch
 * runs on one device, so every scope is the whole machine and they are the
 * ordinary atomics (ATOM, CAS). */
#include <string.h>

#include "front_int.h"

typedef struct {
	const char *op;
	int kind;          /* IsaAtomic; -1: compare-and-swap */
} ScopedOp;

/* NVPTX selects the signed instruction for max.gen.i and min.gen.i (clang
 * maps the unsigned atomicMax_system to them as well), so they are signed. */
static const ScopedOp scoped_ops[] = {
	{ "add", ISA_ATOM_ADD }, { "exch", ISA_ATOM_XCHG }, { "max", ISA_ATOM_MAX },
	{ "min", ISA_ATOM_MIN }, { "inc", ISA_ATOM_INC }, { "dec", ISA_ATOM_DEC },
	{ "and", ISA_ATOM_AND }, { "or", ISA_ATOM_OR }, { "xor", ISA_ATOM_XOR },
	{ "cas", -1 },
};

/* "llvm.nvvm.atomic.max.gen.i.sys.i32.p0" -> max, integer. */
static const ScopedOp *
parse(const char *name, int *is_float)
{
	const char *p = "llvm.nvvm.atomic.";
	size_t n = strlen(p);

	if (strncmp(name, p, n) != 0)
		return NULL;
	name += n;
	for (size_t k = 0; k < sizeof scoped_ops / sizeof *scoped_ops; k++) {
		size_t l = strlen(scoped_ops[k].op);
		if (strncmp(name, scoped_ops[k].op, l) != 0)
			continue;
		const char *q = name + l;
		if (strncmp(q, ".gen.i.", 7) == 0 || strncmp(q, ".gen.f.", 7) == 0) {
			*is_float = q[5] == 'f';
			return &scoped_ops[k];
		}
	}
	return NULL;
}

int
tr_scoped_atomic(Translator *t, LLVMValueRef call, const char *name)
{
	int is_float;
	const ScopedOp *op = parse(name, &is_float);

	if (!op)
		return 0;
	LLVMValueRef p = LLVMGetOperand(call, 0);
	IsaType ty = tr_type(t, LLVMTypeOf(call));
	int kind = op->kind;
	if (is_float)
		kind = kind == ISA_ATOM_ADD ? ISA_ATOM_FADD
		     : kind == ISA_ATOM_XCHG ? ISA_ATOM_XCHG : -2;
	if (ty == IT_VOID || kind == -2 ||
	    (kind != ISA_ATOM_XCHG && kind != ISA_ATOM_FADD && isa_type_is_float(ty))) {
		tr_error(t, "atomic '%s' is not supported", name);
		return 1;
	}
	KirRef addr = tr_ref(t, p), r;
	if (kind < 0) {
		KirRef x[3] = { addr, tr_ref(t, LLVMGetOperand(call, 1)),
		                tr_ref(t, LLVMGetOperand(call, 2)) };
		r = tr_emit(t, OP_CAS, ty, x, 3, 0);
	} else {
		r = tr_emit2(t, OP_ATOM, ty, addr, tr_ref(t, LLVMGetOperand(call, 1)), kind);
	}
	KirInst *in = &t->f->insts[KIR_IDX(r)];
	in->aspace = (uint8_t)tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(p)));
	in->align = (uint16_t)isa_type_size(ty);
	tr_bind(t, call, r);
	return 1;
}
