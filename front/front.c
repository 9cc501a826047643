/* The LLVM half of vgiwcc: one context per input, the LLVM-side passes in
 * order, and the hand-over to the kernel IR. Everything LLVM ends here. */
#include <stdlib.h>

#include <llvm-c/Core.h>

#include "front_int.h"

KirModule *
front_compile(const FrontOptions *o, DiagList *d)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef lm = front_read(ctx, o->input, d);
	LLVMValueRef *kernels = NULL;
	KirModule *m = NULL;
	uint32_t n;

	if (!lm)
		goto done;
	n = front_discover(lm, o->input, o->kernel, &kernels, d);
	if (!n)
		goto done;
	/* a kernel it refuses becomes NULL; the others are still translated,
	 * so that one run reports every error */
	front_canonicalise(lm, o->input, kernels, n, o->opt, o->machine, d);
	if (o->ll_out && !d->errors) {
		char *s = LLVMPrintModuleToString(lm);
		fputs(s, o->ll_out);
		LLVMDisposeMessage(s);
	}
	m = kir_module_new(o->input);
	for (uint32_t k = 0; k < n; k++)
		if (kernels[k])
			front_translate(lm, kernels[k], m, o->machine, d);
	if (d->errors) {
		kir_module_free(m);
		m = NULL;
	}
done:
	free(kernels);
	if (lm)
		LLVMDisposeModule(lm);
	LLVMContextDispose(ctx);
	return m;
}
