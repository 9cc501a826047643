/* Every difference between the LLVM versions we support (14 to 19) lives
 * here, behind LLVM_VERSION_MAJOR, for the front end and the reference
 * interpreter alike; the rest of the project calls these. */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm/Config/llvm-config.h>
#include <string.h>

#include "front_int.h"

const char *
front_llvm_version(void)
{
	return LLVM_VERSION_STRING;
}

int
front_llvm_major(void)
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

/* LLVM 18 made InstCombine verify by default that one iteration reaches
 * a fixpoint, and report_fatal_error when it does not ("Instruction
 * Combining did not reach a fixpoint after 1 iterations", an exit of the
 * whole process on clang 14's IR of some kernels: bench/corpus.sh). The
 * result is correct either way; canonicalisation runs instcombine twice. */
const char *
compat_instcombine_pass(void)
{
#if LLVM_VERSION_MAJOR >= 18
	return "instcombine<no-verify-fixpoint>";
#else
	return "instcombine";
#endif
}

/* Element i of a constant aggregate (struct, array, data array, zero). */
LLVMValueRef
front_aggregate_element(LLVMValueRef c, unsigned i)
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

/* LLVM-C has no reader for the words of an APInt wider than 64 bits
 * (LLVMConstIntGetZExtValue asserts on them), so such a constant is read
 * from the printer's decimal form, which is signed ("i128 -1"). */
int
front_const_int(LLVMValueRef c, uint64_t out[2])
{
	out[0] = out[1] = 0;
	if (!c || !LLVMIsAConstantInt(c))
		return -1;
	unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(c));
	if (w > 128)
		return -1;
	if (w <= 64) {
		out[0] = LLVMConstIntGetZExtValue(c);
		return 0;
	}
	char *text = LLVMPrintValueToString(c);
	const char *p = strchr(text, ' ');
	int neg = 0, ok = p != NULL;
	/* 32-bit limbs, least significant first: x = x * 10 + digit */
	uint64_t limb[4] = { 0, 0, 0, 0 };

	if (ok && *++p == '-') {
		neg = 1;
		p++;
	}
	if (ok && !(*p >= '0' && *p <= '9'))
		ok = 0;
	for (; ok && *p >= '0' && *p <= '9'; p++) {
		uint64_t carry = (uint64_t)(*p - '0');
		for (int k = 0; k < 4; k++) {
			uint64_t x = limb[k] * 10 + carry;
			limb[k] = x & 0xffffffffu;
			carry = x >> 32;
		}
	}
	LLVMDisposeMessage(text);
	if (!ok)
		return -1;
	out[0] = limb[0] | limb[1] << 32;
	out[1] = limb[2] | limb[3] << 32;
	if (neg) {  /* two's complement of the magnitude */
		out[0] = ~out[0] + 1;
		out[1] = ~out[1] + (out[0] == 0);
	}
	if (w < 128)
		out[1] &= (1ull << (w - 64)) - 1;
	return 0;
}

/* fmax/fmin came with LLVM 15, uinc_wrap/udec_wrap with LLVM 16. */
int
front_rmw_op(int llvm_op)
{
	switch ((LLVMAtomicRMWBinOp)llvm_op) {
	case LLVMAtomicRMWBinOpXchg: return FRONT_RMW_XCHG;
	case LLVMAtomicRMWBinOpAdd: return FRONT_RMW_ADD;
	case LLVMAtomicRMWBinOpSub: return FRONT_RMW_SUB;
	case LLVMAtomicRMWBinOpAnd: return FRONT_RMW_AND;
	case LLVMAtomicRMWBinOpNand: return FRONT_RMW_NAND;
	case LLVMAtomicRMWBinOpOr: return FRONT_RMW_OR;
	case LLVMAtomicRMWBinOpXor: return FRONT_RMW_XOR;
	case LLVMAtomicRMWBinOpMax: return FRONT_RMW_MAX;
	case LLVMAtomicRMWBinOpMin: return FRONT_RMW_MIN;
	case LLVMAtomicRMWBinOpUMax: return FRONT_RMW_UMAX;
	case LLVMAtomicRMWBinOpUMin: return FRONT_RMW_UMIN;
	case LLVMAtomicRMWBinOpFAdd: return FRONT_RMW_FADD;
	case LLVMAtomicRMWBinOpFSub: return FRONT_RMW_FSUB;
#if LLVM_VERSION_MAJOR >= 15
	case LLVMAtomicRMWBinOpFMax: return FRONT_RMW_FMAX;
	case LLVMAtomicRMWBinOpFMin: return FRONT_RMW_FMIN;
#endif
#if LLVM_VERSION_MAJOR >= 16
	case LLVMAtomicRMWBinOpUIncWrap: return FRONT_RMW_UINC;
	case LLVMAtomicRMWBinOpUDecWrap: return FRONT_RMW_UDEC;
#endif
	default: return -1;
	}
}

/* atomicrmw operations as KirAtomic kinds; -1 for those VGIW lacks.
 * uinc_wrap/udec_wrap (LLVM 16+) are CUDA's atomicInc/atomicDec, which
 * LLVM 14 spells as llvm.nvvm.atomic.load.{inc,dec}.32 calls instead. */
int
compat_atomic_kind(LLVMAtomicRMWBinOp op)
{
	switch (front_rmw_op(op)) {
	case FRONT_RMW_XCHG: return KIR_ATOM_XCHG;
	case FRONT_RMW_ADD: return KIR_ATOM_ADD;
	case FRONT_RMW_SUB: return KIR_ATOM_SUB;
	case FRONT_RMW_AND: return KIR_ATOM_AND;
	case FRONT_RMW_OR: return KIR_ATOM_OR;
	case FRONT_RMW_XOR: return KIR_ATOM_XOR;
	case FRONT_RMW_MAX: return KIR_ATOM_MAX;
	case FRONT_RMW_MIN: return KIR_ATOM_MIN;
	case FRONT_RMW_UMAX: return KIR_ATOM_UMAX;
	case FRONT_RMW_UMIN: return KIR_ATOM_UMIN;
	case FRONT_RMW_FADD: return KIR_ATOM_FADD;
	case FRONT_RMW_UINC: return KIR_ATOM_INC;
	case FRONT_RMW_UDEC: return KIR_ATOM_DEC;
	default: return -1;
	}
}

/* The name of an operation compat_atomic_kind rejects, for its diagnostic. */
const char *
compat_atomic_name(LLVMAtomicRMWBinOp op)
{
	switch (front_rmw_op(op)) {
	case FRONT_RMW_NAND: return "nand";
	case FRONT_RMW_FSUB: return "fsub";
	case FRONT_RMW_FMAX: return "fmax";
	case FRONT_RMW_FMIN: return "fmin";
	default: return "?";
	}
}

/* The name of the function a debug scope belongs to: walk out of lexical
 * blocks to the DISubprogram and read its name. LLVM-C has no getter for
 * either, so this reads the nodes' operands, whose layout is the same in
 * LLVM 14 and 19 (DILexicalBlock*: 1 scope; DISubprogram: 1 scope, 2 name,
 * 3 linkage name). 0 if no name was found (out[0] then empty). */
int
compat_di_function(LLVMContextRef ctx, LLVMMetadataRef scope, char *out,
                   size_t size)
{
	out[0] = 0;
	for (int depth = 0; scope && depth < 256; depth++) {
		LLVMMetadataKind kind = LLVMGetMetadataKind(scope);
		int sub = kind == LLVMDISubprogramMetadataKind;

		if (!sub && kind != LLVMDILexicalBlockMetadataKind &&
		    kind != LLVMDILexicalBlockFileMetadataKind)
			return 0;
		LLVMValueRef v = LLVMMetadataAsValue(ctx, scope);
		unsigned n = LLVMGetMDNodeNumOperands(v);
		if (n < (sub ? 4u : 2u))
			return 0;
		LLVMValueRef ops[16];
		LLVMValueRef *op = n <= 16 ? ops : xcalloc(n, sizeof *op);
		LLVMGetMDNodeOperands(v, op);
		LLVMValueRef next = op[1];
		if (sub) {
			unsigned len = 0;
			const char *name = op[2] ? LLVMGetMDString(op[2], &len) : NULL;
			if (!name || !len)  /* a name-less subprogram: its symbol */
				name = op[3] ? LLVMGetMDString(op[3], &len) : NULL;
			if (name && len)
				snprintf(out, size, "%.*s", (int)len, name);
		}
		if (op != ops)
			free(op);
		if (sub)
			return out[0] != 0;
		scope = next ? LLVMValueAsMetadata(next) : NULL;
	}
	return 0;
}
