/* Kernel discovery: which functions of a module are kernels (CUDA through
 * !nvvm.annotations or the ptx_kernel convention, OpenCL through
 * spir_kernel), and the --kernel selection. */
#include <stdlib.h>
#include <string.h>

#include "front_int.h"

/* !nvvm.annotations = !{ !{ptr @f, !"kernel", i32 1}, ... } */
static int
annotated_kernel(LLVMModuleRef m, LLVMValueRef fn)
{
	const char *md = "nvvm.annotations";
	unsigned n = LLVMGetNamedMetadataNumOperands(m, md);
	int found = 0;

	if (!n)
		return 0;
	LLVMValueRef *ops = xcalloc(n, sizeof *ops);
	LLVMGetNamedMetadataOperands(m, md, ops);
	for (unsigned i = 0; i < n && !found; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		if (k < 3)
			continue;
		LLVMValueRef *e = xcalloc(k, sizeof *e);
		LLVMGetMDNodeOperands(ops[i], e);
		for (unsigned j = 0; j + 1 < k; j += 2) {
			unsigned len = 0;
			const char *s = e[j + 1] ? LLVMGetMDString(e[j + 1], &len) : NULL;

			if (e[0] == fn && s && len == 6 && memcmp(s, "kernel", 6) == 0 &&
			    e[j + 2] && LLVMIsAConstantInt(e[j + 2]) &&
			    LLVMConstIntGetZExtValue(e[j + 2]) == 1)
				found = 1;
		}
		free(e);
	}
	free(ops);
	return found;
}

int
front_is_kernel(LLVMModuleRef m, LLVMValueRef fn)
{
	unsigned cc = LLVMGetFunctionCallConv(fn);

	if (LLVMIsDeclaration(fn))
		return 0;
	return cc == LLVMPTXKernelCallConv || cc == LLVMSPIRKERNELCallConv ||
	       annotated_kernel(m, fn);
}

static uint32_t
discover(LLVMModuleRef m, const char *path, const char *want,
         LLVMValueRef **out, DiagList *d)
{
	LLVMValueRef *k = NULL;
	uint32_t n = 0, cap = 0;

	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		if (!front_is_kernel(m, fn))
			continue;
		uint32_t i = vec_push(k, n, cap);
		k[i] = fn;
	}
	if (!n) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "no kernel in this module (kernels "
		         "are marked by !nvvm.annotations \"kernel\", or the ptx_kernel "
		         "or spir_kernel calling convention)");
		free(k);
		return 0;
	}
	if (want) {
		for (uint32_t i = 0; i < n; i++) {
			size_t len;
			const char *name = LLVMGetValueName2(k[i], &len);

			if (strlen(want) == len && memcmp(name, want, len) == 0) {
				k[0] = k[i];
				*out = k;
				return 1;
			}
		}
		char list[1024] = "";
		size_t at = 0;
		for (uint32_t i = 0; i < n && at < sizeof list - 64; i++) {
			size_t len;
			const char *name = LLVMGetValueName2(k[i], &len);
			at += (size_t)snprintf(list + at, sizeof list - at, "%s'%.*s'",
			                       i ? ", " : "", (int)(len > 200 ? 200 : len), name);
		}
		diag_add(d, DIAG_ERROR, path, 0, 0, "unknown kernel '%s'; the kernels "
		         "in this module are: %s", want, list);
		free(k);
		return 0;
	}
	*out = k;
	return n;
}

/* CUDA and OpenCL kernels return void and take a fixed list of
 * parameters; anything else is not a kernel these machines can launch. */
static int
check_signature(LLVMValueRef fn, const char *path, DiagList *d)
{
	LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
	size_t len;
	const char *name = LLVMGetValueName2(fn, &len);
	int bad = 0;

	if (LLVMGetTypeKind(LLVMGetReturnType(ft)) != LLVMVoidTypeKind) {
		front_decl_error(d, path, fn, "kernel '%.*s' returns a value: a "
		                 "kernel returns void", (int)len, name);
		bad = 1;
	}
	if (LLVMIsFunctionVarArg(ft)) {
		front_decl_error(d, path, fn, "kernel '%.*s' is variadic: a kernel "
		                 "takes a fixed list of parameters", (int)len, name);
		bad = 1;
	}
	return bad;
}

uint32_t
front_discover(LLVMModuleRef m, const char *path, const char *want,
               LLVMValueRef **out, DiagList *d)
{
	uint32_t n = discover(m, path, want, out, d);
	int bad = 0;

	for (uint32_t i = 0; i < n; i++)
		bad |= check_signature((*out)[i], path, d);
	if (bad) {
		free(*out);
		*out = NULL;
		return 0;
	}
	return n;
}
