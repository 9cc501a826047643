/* Every difference between the LLVM versions we support (14 to 19) lives
 * here, behind LLVM_VERSION_MAJOR; the rest of the front end calls these. */
#include <llvm-c/Core.h>
#include <llvm/Config/llvm-config.h>

#include "vgiw/kir.h"

#include "compat.h"

int
compat_llvm_major(void)
{
	return LLVM_VERSION_MAJOR;
}

/* The new pass manager's name of LowerSwitchPass changed in LLVM 15. */
const char *
compat_lowerswitch_pass(void)
{
#if LLVM_VERSION_MAJOR >= 15
	return "lower-switch";
#else
	return "lowerswitch";
#endif
}

/* Element i of a constant aggregate (struct, array, data array, zero). */
LLVMValueRef
compat_aggregate_element(LLVMValueRef c, unsigned i)
{
#if LLVM_VERSION_MAJOR >= 15
	return LLVMGetAggregateElement(c, i);
#else
	LLVMTypeRef ty = LLVMTypeOf(c);
	LLVMTypeRef el = LLVMGetTypeKind(ty) == LLVMStructTypeKind
		? LLVMStructGetTypeAtIndex(ty, i) : LLVMGetElementType(ty);

	if (LLVMIsAConstantDataSequential(c))
		return LLVMGetElementAsConstant(c, i);
	if (LLVMIsAConstantAggregateZero(c))
		return LLVMConstNull(el);
	if (LLVMIsAUndefValue(c))
		return LLVMGetUndef(el);
	if (LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c))
		return LLVMGetOperand(c, i);
	return NULL;
#endif
}

/* atomicrmw operations as KirAtomic kinds; -1 for those VGIW lacks.
 * uinc_wrap/udec_wrap (LLVM 16+) are CUDA's atomicInc/atomicDec, which
 * LLVM 14 spells as llvm.nvvm.atomic.load.{inc,dec}.32 calls instead. */
int
compat_atomic_kind(LLVMAtomicRMWBinOp op)
{
	switch (op) {
	case LLVMAtomicRMWBinOpXchg: return KIR_ATOM_XCHG;
	case LLVMAtomicRMWBinOpAdd: return KIR_ATOM_ADD;
	case LLVMAtomicRMWBinOpSub: return KIR_ATOM_SUB;
	case LLVMAtomicRMWBinOpAnd: return KIR_ATOM_AND;
	case LLVMAtomicRMWBinOpOr: return KIR_ATOM_OR;
	case LLVMAtomicRMWBinOpXor: return KIR_ATOM_XOR;
	case LLVMAtomicRMWBinOpMax: return KIR_ATOM_MAX;
	case LLVMAtomicRMWBinOpMin: return KIR_ATOM_MIN;
	case LLVMAtomicRMWBinOpUMax: return KIR_ATOM_UMAX;
	case LLVMAtomicRMWBinOpUMin: return KIR_ATOM_UMIN;
	case LLVMAtomicRMWBinOpFAdd: return KIR_ATOM_FADD;
#if LLVM_VERSION_MAJOR >= 16
	case LLVMAtomicRMWBinOpUIncWrap: return KIR_ATOM_INC;
	case LLVMAtomicRMWBinOpUDecWrap: return KIR_ATOM_DEC;
#endif
	default: return -1;
	}
}

const char *
compat_atomic_name(LLVMAtomicRMWBinOp op)
{
	switch (op) {
	case LLVMAtomicRMWBinOpNand: return "nand";
	case LLVMAtomicRMWBinOpFSub: return "fsub";
#if LLVM_VERSION_MAJOR >= 15
	case LLVMAtomicRMWBinOpFMax: return "fmax";
	case LLVMAtomicRMWBinOpFMin: return "fmin";
#endif
	default: return "?";
	}
}
