/* LLVM version differences of the reference interpreter, behind
 * LLVM_VERSION_MAJOR: atomicrmw operations added after LLVM 14. */
#include <llvm-c/Core.h>
#include <llvm/Config/llvm-config.h>

#include "ref.h"

int
ref_atomic_kind(LLVMAtomicRMWBinOp op)
{
	switch (op) {
	case LLVMAtomicRMWBinOpXchg: return RA_XCHG;
	case LLVMAtomicRMWBinOpAdd: return RA_ADD;
	case LLVMAtomicRMWBinOpSub: return RA_SUB;
	case LLVMAtomicRMWBinOpAnd: return RA_AND;
	case LLVMAtomicRMWBinOpNand: return RA_NAND;
	case LLVMAtomicRMWBinOpOr: return RA_OR;
	case LLVMAtomicRMWBinOpXor: return RA_XOR;
	case LLVMAtomicRMWBinOpMax: return RA_MAX;
	case LLVMAtomicRMWBinOpMin: return RA_MIN;
	case LLVMAtomicRMWBinOpUMax: return RA_UMAX;
	case LLVMAtomicRMWBinOpUMin: return RA_UMIN;
	case LLVMAtomicRMWBinOpFAdd: return RA_FADD;
	case LLVMAtomicRMWBinOpFSub: return RA_FSUB;
#if LLVM_VERSION_MAJOR >= 15
	case LLVMAtomicRMWBinOpFMax: return RA_FMAX;
	case LLVMAtomicRMWBinOpFMin: return RA_FMIN;
#endif
#if LLVM_VERSION_MAJOR >= 16
	case LLVMAtomicRMWBinOpUIncWrap: return RA_UINC;
	case LLVMAtomicRMWBinOpUDecWrap: return RA_UDEC;
#endif
	default: return -1;
	}
}
