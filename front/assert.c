/* Device assert as clang lowers it (CUDA's __assertfail, glibc's
 * __assert_fail: the condition's text, the file and the line first): what
 * a refusal names, read from the call's constant arguments, so it points at
 * the assert even without debug info. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "vgiw/front.h"

/* The text of a constant C string operand (a global's initializer, behind
 * a constant GEP on typed pointers), or NULL. */
static const char *
cstring(LLVMValueRef v, size_t *len)
{
	for (int k = 0; k < 4 && v && LLVMIsAConstantExpr(v); k++)
		v = LLVMGetOperand(v, 0);
	if (!v || !LLVMIsAGlobalVariable(v))
		return NULL;
	LLVMValueRef init = LLVMGetInitializer(v);
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return NULL;
	const char *s = LLVMGetAsString(init, len);
	*len = strnlen(s, *len);
	return s;
}

int
front_assert_call(LLVMValueRef call, const char *name, char *buf, size_t size)
{
	size_t nc = 0, nf = 0;

	if (strcmp(name, "__assertfail") != 0 && strcmp(name, "__assert_fail") != 0)
		return 0;
	unsigned n = (unsigned)LLVMGetNumArgOperands(call);
	const char *cond = n > 0 ? cstring(LLVMGetOperand(call, 0), &nc) : NULL;
	const char *file = n > 1 ? cstring(LLVMGetOperand(call, 1), &nf) : NULL;
	uint64_t line[2] = { 0, 0 };
	int has_line = n > 2 && front_const_int(LLVMGetOperand(call, 2), line) == 0;
	int k = snprintf(buf, size, "assert(%.*s)", cond ? (int)(nc > 200 ? 200 : nc) : 0,
	                 cond ? cond : "");
	if (file && k >= 0 && (size_t)k < size)
		k += snprintf(buf + k, size - (size_t)k, " at %.*s", (int)(nf > 200 ? 200 : nf), file);
	if (file && has_line && k >= 0 && (size_t)k < size)
		snprintf(buf + k, size - (size_t)k, ":%llu", (unsigned long long)line[0]);
	return 1;
}
