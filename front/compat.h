/* LLVM version differences, one unit (compiler/llvm_compat.c). */
#ifndef VGIW_LLVM_COMPAT_H
#define VGIW_LLVM_COMPAT_H

#include <llvm-c/Core.h>

int compat_llvm_major(void);
const char *compat_lowerswitch_pass(void);
LLVMValueRef compat_aggregate_element(LLVMValueRef c, unsigned i);
int compat_atomic_kind(LLVMAtomicRMWBinOp op);
const char *compat_atomic_name(LLVMAtomicRMWBinOp op);

#endif
