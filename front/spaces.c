/* llvm.nvvm.isspacep.{global,shared,const,local}: lowered in the
 * canonicalised module, so the reference interpreter and every target see
 * the same test. A constant when the pointer's address space is known. */
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "front_int.h"
#include "vgiw/launch.h"

/* The address space a generic pointer was cast from (NVPTX numbers), or 0
 * when it is not known. */
static unsigned
source_space(LLVMValueRef p)
{
	for (int hops = 0; hops < 64 && p; hops++) {
		LLVMTypeRef ty = LLVMTypeOf(p);
		if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind &&
		    LLVMGetPointerAddressSpace(ty) != 0)
			return LLVMGetPointerAddressSpace(ty);
		if (LLVMIsAAddrSpaceCastInst(p) || LLVMIsABitCastInst(p) ||
		    LLVMIsAGetElementPtrInst(p))
			p = LLVMGetOperand(p, 0);
		else if (LLVMIsAConstantExpr(p) &&
		         (LLVMGetConstOpcode(p) == LLVMAddrSpaceCast ||
		          LLVMGetConstOpcode(p) == LLVMBitCast ||
		          LLVMGetConstOpcode(p) == LLVMGetElementPtr))
			p = LLVMGetOperand(p, 0);
		else
			return 0;
	}
	return 0;
}

/* Which window a predicate names: its NVPTX address space and the range
 * of untagged addresses of that window in the flat space (vgiw/launch.h),
 * which the simulators and the interpreter share; 0 when name is none. */
static unsigned
predicate(const char *name, size_t len, uint64_t *lo, uint64_t *size)
{
	static const struct { const char *suffix; unsigned as; uint64_t lo, size; } p[] = {
		{ "global", 1, LAUNCH_GLOBAL_BASE, LAUNCH_PARAM_BASE - LAUNCH_GLOBAL_BASE },
		{ "shared", 3, LAUNCH_SHARED_BASE, LAUNCH_WINDOW_SIZE },
		{ "const", 4, LAUNCH_CONST_BASE, LAUNCH_WINDOW_SIZE },
		{ "local", 5, LAUNCH_LOCAL_BASE, LAUNCH_WINDOW_SIZE },
	};
	const char *pre = "llvm.nvvm.isspacep.";
	size_t n = strlen(pre);

	if (len <= n || memcmp(name, pre, n) != 0)
		return 0;
	for (size_t k = 0; k < sizeof p / sizeof p[0]; k++)
		if (len - n == strlen(p[k].suffix) && memcmp(name + n, p[k].suffix, len - n) == 0) {
			*lo = p[k].lo;
			*size = p[k].size;
			return p[k].as;
		}
	return 0;
}

/* One call: a constant when the pointer's space is known (generic pointers
 * to param copies are in none of the four), else
 * ((addr & LAUNCH_ADDR_MASK) - lo) <u size, the tag bits ignored. */
static void
lower_call(LLVMBuilderRef b, LLVMValueRef call, unsigned as, uint64_t lo,
           uint64_t size)
{
	LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
	LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
	LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx);
	LLVMValueRef p = LLVMGetOperand(call, 0);
	unsigned from = source_space(p);
	LLVMValueRef r;

	if (from) {
		r = LLVMConstInt(i1, from == as, 0);
	} else {
		LLVMPositionBuilderBefore(b, call);
		LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
		LLVMValueRef a = LLVMBuildPtrToInt(b, p, i64, "");
		a = LLVMBuildAnd(b, a, LLVMConstInt(i64, LAUNCH_ADDR_MASK, 0), "");
		a = LLVMBuildSub(b, a, LLVMConstInt(i64, lo, 0), "");
		r = LLVMBuildICmp(b, LLVMIntULT, a, LLVMConstInt(i64, size, 0), "");
	}
	LLVMReplaceAllUsesWith(call, r);
	LLVMInstructionEraseFromParent(call);
}

void
front_lower_isspacep(LLVMModuleRef m)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));

	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		size_t len;
		const char *name = LLVMGetValueName2(fn, &len);
		uint64_t lo, size;
		unsigned as = predicate(name, len, &lo, &size);
		if (!as)
			continue;
		LLVMUseRef u;
		while ((u = LLVMGetFirstUse(fn)) != NULL) {
			LLVMValueRef call = LLVMGetUser(u);
			if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn ||
			    LLVMGetNumArgOperands(call) != 1)
				break;  /* taken as a value: translation refuses it */
			lower_call(b, call, as, lo, size);
		}
	}
	LLVMDisposeBuilder(b);
}
