/* The LLVM front end (front/): an LLVM IR file in, kernel IR out; and the
 * steps the reference interpreter shares with vgiwcc to read and
 * canonicalise a module exactly as it does. Includes no LLVM header. */
#ifndef VGIW_FRONT_H
#define VGIW_FRONT_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/kir.h"
#include "vgiw/support.h"

/* LLVM-C's handles, declared as llvm-c/Types.h declares them (C11 allows
 * the identical typedef twice), so callers need no LLVM include path. */
typedef struct LLVMOpaqueContext *LLVMContextRef;
typedef struct LLVMOpaqueModule *LLVMModuleRef;
typedef struct LLVMOpaqueValue *LLVMValueRef;

typedef struct {
	const char *input;   /* .ll or .bc */
	const char *kernel;  /* NULL: every kernel of the module */
	int opt;             /* 0..3 */
	FILE *ll_out;        /* if set, the canonicalised module is printed here */
	const char *machine; /* the target's name in refusals ("GPU-CC"); NULL: "the machine" */
} FrontOptions;

/* Read, find kernels, canonicalise, translate. NULL after diagnostics. */
KirModule *front_compile(const FrontOptions *o, DiagList *d);
/* LLVM version the front end was built with ("14.0.6"). */
const char *front_llvm_version(void);
/* Its major number (14). */
int front_llvm_major(void);

/* The steps of front_compile before the translation, one by one. */

/* front/read.c: parse .ll or .bc (by content), verify. NULL after
 * diagnostics that keep LLVM's file:line:col. */
LLVMModuleRef front_read(LLVMContextRef ctx, const char *path, DiagList *d);

/* front/discover.c: the module's kernels in module order: functions
 * named "kernel" in !nvvm.annotations, or with the ptx_kernel or spir_kernel
 * calling convention. With `want`, only that kernel (an unknown name lists
 * the kernels that exist). Returns the count (0 after diagnostics); *out is
 * xmalloc'd. */
uint32_t front_discover(LLVMModuleRef m, const char *path, const char *want,
                        LLVMValueRef **out, DiagList *d);

/* front/canon.c: inline every device function into the kernels,
 * promote to SSA, lower switches, and clean up at the chosen level (0..3).
 * Diagnoses what must not remain: recursion, calls that could not be
 * inlined; a kernel with such a call becomes NULL in kernels[]. Returns 0,
 * or 1 after diagnostics. */
int front_canonicalise(LLVMModuleRef m, const char *path, LLVMValueRef *kernels,
                       uint32_t n, int opt, const char *machine, DiagList *d);

/* Report an error at an instruction: "src:line:col: error: ..." with the
 * source line when debug info exists, else "<input>: error: ..."; always
 * names the function. */
void front_error(DiagList *d, const char *path, LLVMValueRef inst,
                 const char *fmt, ...) VGIW_PRINTF(4, 5);
/* The same for a global variable or a function: its debug location, else
 * the line of the .ll text that defines it. */
void front_decl_error(DiagList *d, const char *path, LLVMValueRef decl,
                      const char *fmt, ...) VGIW_PRINTF(4, 5);

/* front/assert.c: device asserts (CUDA's __assertfail, glibc's
 * __assert_fail) are calls of FRONT_ASSERT_FN(i1 holds, i32 index,
 * message, file, line, function) in the canonicalised module: the
 * assertion fails for a thread that reaches it with `holds` false; index
 * is its place among the function's assertions (TRAP's imm). */
#define FRONT_ASSERT_FN "__vgiw_assert"
/* The constant arguments of an assertion call from argument `first` on
 * (message, file, line, function: 2 for FRONT_ASSERT_FN, 0 for the C
 * library's): each string into its buffer of size bytes (cut there; empty
 * when not a constant string), the line into *line (0 unknown). */
void front_assert_info(LLVMValueRef call, unsigned first, char *msg, char *file,
                       char *func, size_t size, uint32_t *line);

/* front/compat.c: what differs between the LLVM versions we support. */

/* Element i of a constant aggregate (struct, array, data array, zero). */
LLVMValueRef front_aggregate_element(LLVMValueRef c, unsigned i);

/* An integer constant of any width up to 128 bits, zero-extended into
 * out[0] (low 64 bits) and out[1] (high 64 bits). LLVM-C reads at most 64
 * bits of a constant, so wider ones are read from their printed form.
 * Returns 0, or -1 when c is not a ConstantInt of at most 128 bits. */
int front_const_int(LLVMValueRef c, uint64_t out[2]);

/* atomicrmw operations, numbered alike for every LLVM version. */
typedef enum {
	FRONT_RMW_XCHG, FRONT_RMW_ADD, FRONT_RMW_SUB, FRONT_RMW_AND,
	FRONT_RMW_NAND, FRONT_RMW_OR, FRONT_RMW_XOR, FRONT_RMW_MAX,
	FRONT_RMW_MIN, FRONT_RMW_UMAX, FRONT_RMW_UMIN, FRONT_RMW_FADD,
	FRONT_RMW_FSUB, FRONT_RMW_FMAX, FRONT_RMW_FMIN, FRONT_RMW_UINC,
	FRONT_RMW_UDEC,
	FRONT_RMW_COUNT
} FrontRmw;
/* An LLVMAtomicRMWBinOp as a FrontRmw; -1 for one not listed there. */
int front_rmw_op(int llvm_op);

#endif
