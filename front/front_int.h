/* The LLVM-facing passes of the front end: reading a module, finding its
 * kernels, canonicalising them with LLVM's own passes, and translating each
 * kernel into the kernel IR (include/vgiw/kir.h). Only compiler/ and the
 * passes/llvm_*.c files include LLVM headers. */
#ifndef VGIW_LLVM_PASSES_H
#define VGIW_LLVM_PASSES_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "vgiw/kir.h"
#include "vgiw/support.h"

/* passes/llvm_read.c: parse .ll or .bc (by content), verify. NULL after
 * diagnostics that keep LLVM's file:line:col. */
LLVMModuleRef pass_llvm_read(LLVMContextRef ctx, const char *path, DiagList *d);

/* passes/llvm_discover.c: the module's kernels in module order: functions
 * named "kernel" in !nvvm.annotations, or with the ptx_kernel or spir_kernel
 * calling convention. With `want`, only that kernel (an unknown name lists
 * the kernels that exist). Returns the count (0 after diagnostics); *out is
 * xmalloc'd. */
uint32_t pass_discover(LLVMModuleRef m, const char *path, const char *want,
                       LLVMValueRef **out, DiagList *d);
int pass_is_kernel(LLVMModuleRef m, LLVMValueRef fn);

/* passes/llvm_canon.c: inline every device function into the kernels,
 * promote to SSA, lower switches, and clean up at the chosen level (0..3).
 * Diagnoses what must not remain: recursion, calls that could not be
 * inlined. Returns 0, or 1 after diagnostics. */
int pass_canonicalise(LLVMModuleRef m, const char *path, LLVMValueRef *kernels,
                      uint32_t n, int opt, DiagList *d);
/* The pipeline string used at a level (for --verbose and tests). */
const char *pass_pipeline(int opt);

/* Source location of an instruction from its debug info: file (NULL when
 * none), line, column. */
const char *pass_llvm_loc(LLVMValueRef inst, uint32_t *line, uint32_t *col);
/* Report an error at an instruction: "src:line:col: error: ..." with the
 * source line when debug info exists, else "<input>: error: ..."; always
 * names the function. */
void pass_llvm_error(DiagList *d, const char *path, LLVMValueRef inst,
                     const char *fmt, ...) VGIW_PRINTF(4, 5);

/* passes/llvm_translate.c: one kernel into a KirFunc of m (globals it uses
 * are added to m). Returns 0, or 1 after diagnostics (unsupported
 * constructs, each named with its source line). */
int pass_translate(LLVMModuleRef lm, LLVMValueRef fn, KirModule *m, DiagList *d);

/* passes/llvm_calls.c: calls in a kernel body. */
typedef struct Translator Translator;

#endif
