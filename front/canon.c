/* Canonicalisation: every device function inlined, SSA form, switches
 * lowered to branch chains, one return, and LLVM's clean-up passes chosen
 * by the optimisation level, all through LLVMRunPasses pipeline strings. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "front_int.h"

/* The pass pipeline at optimisation level opt. */
static const char *
front_pipeline(int opt)
{
	/* lower-switch and mergereturn run after the last simplifycfg, which
	 * would otherwise form switches and duplicate returns again; loop-simplify
	 * runs before it, since its empty preheaders and exits would each cost
	 * a fabric reconfiguration; the scalarizer runs again after the last
	 * instcombine, which stores a bit-cast integer as the vector it was
	 * built from (char4 packed into an int at -O0); per thread, since vgiwcc's batch mode
	 * canonicalises several modules at once */
	static _Thread_local char buf[4][512];
	const char *sw = compat_lowerswitch_pass();
	const char *ic = compat_instcombine_pass();

	if (opt < 0)
		opt = 0;
	if (opt > 3)
		opt = 3;
	switch (opt) {
	case 0:
		snprintf(buf[0], sizeof buf[0],
		         "always-inline,function(sroa,mem2reg,scalarizer,%s,mergereturn)", sw);
		break;
	case 1:
		snprintf(buf[1], sizeof buf[1],
		         "always-inline,function(sroa,mem2reg,scalarizer,early-cse,%s,"
		         "loop-simplify,simplifycfg,scalarizer,%s,mergereturn)", ic, sw);
		break;
	case 2:
		snprintf(buf[2], sizeof buf[2],
		         "always-inline,function(sroa,mem2reg,scalarizer,early-cse,%s,"
		         "simplifycfg,loop-simplify,gvn,%s,simplifycfg,"
		         "scalarizer,%s,mergereturn)", ic, ic, sw);
		break;
	default:
		snprintf(buf[3], sizeof buf[3],
		         "always-inline,function(sroa,mem2reg,scalarizer,early-cse,%s,"
		         "simplifycfg,loop-simplify,loop(loop-unroll-full),sroa,gvn,"
		         "%s,simplifycfg,scalarizer,%s,mergereturn)", ic, ic, sw);
		break;
	}
	return buf[opt];
}

/* Device functions must vanish into the kernels: clang's -O0 marks them
 * noinline optnone, which would also keep every pass away from them. */
static void
force_inline(LLVMModuleRef m)
{
	LLVMContextRef ctx = LLVMGetModuleContext(m);
	unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
	unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
	unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);

	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		if (LLVMIsDeclaration(fn))
			continue;
		LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, noinline);
		LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, optnone);
		if (!front_is_kernel(m, fn))
			LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
			                           LLVMCreateEnumAttribute(ctx, always, 0));
	}
}

static LLVMValueRef
direct_callee(LLVMValueRef call)
{
	LLVMValueRef c = LLVMGetCalledValue(call);

	return c && LLVMIsAFunction(c) ? c : NULL;
}

/* Does `from` reach `to` through calls to defined functions? */
static int
reaches(LLVMValueRef from, LLVMValueRef to, LLVMValueRef *seen, uint32_t *nseen,
        uint32_t cap)
{
	for (uint32_t i = 0; i < *nseen; i++)
		if (seen[i] == from)
			return 0;
	if (*nseen == cap)
		return 0;  /* bounded search: call graphs of kernels are small */
	seen[(*nseen)++] = from;
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(from); b; b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
			if (!LLVMIsACallInst(i))
				continue;
			LLVMValueRef c = direct_callee(i);
			if (!c || LLVMIsDeclaration(c))
				continue;
			if (c == to || reaches(c, to, seen, nseen, cap))
				return 1;
		}
	return 0;
}

static void
check_calls(LLVMModuleRef m, const char *path, LLVMValueRef fn,
            const char *machine, DiagList *d)
{
	(void)m;
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
			if (!LLVMIsACallInst(i))
				continue;
			LLVMValueRef c = direct_callee(i);
			if (!c || LLVMIsDeclaration(c))
				continue;  /* intrinsics and externals: translation decides */
			size_t len;
			const char *name = LLVMGetValueName2(c, &len);
			LLVMValueRef seen[256];
			uint32_t nseen = 0;
			if (reaches(c, c, seen, &nseen, 256))
				front_error(d, path, i, "recursion: '%.*s' calls itself; "
				            "%s has no call stack", (int)len, name, machine);
			else
				front_error(d, path, i, "call to '%.*s' could not be "
				            "inlined", (int)len, name);
		}
}

int
front_canonicalise(LLVMModuleRef m, const char *path, LLVMValueRef *kernels,
                   uint32_t n, int opt, const char *machine, DiagList *d)
{
	uint32_t errors = d->errors;
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	LLVMErrorRef err;

	force_inline(m);
	compat_llvm_options();  /* the scalarizer splits loads and stores too */
	err = LLVMRunPasses(m, front_pipeline(opt), NULL, po);
	LLVMDisposePassBuilderOptions(po);
	if (err) {
		char *msg = LLVMGetErrorMessage(err);
		die("pass pipeline '%s' rejected: %s", front_pipeline(opt), msg);
	}
	/* after the pipeline: by then the generic pointer's cast from its
	 * space is in sight (mem2reg, inlining) */
	front_lower_isspacep(m);
	front_lower_assert(m);
	for (uint32_t k = 0; k < n; k++) {
		uint32_t before = d->errors;
		check_calls(m, path, kernels[k], FRONT_MACHINE(machine), d);
		if (d->errors != before)
			kernels[k] = NULL;  /* the translation looks at the others */
	}
	return d->errors != errors;
}
