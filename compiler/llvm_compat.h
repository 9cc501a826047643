/* LLVM version differences, one unit (compiler/llvm_compat.c). */
#ifndef VGIW_LLVM_COMPAT_H
#define VGIW_LLVM_COMPAT_H

#include <llvm-c/Core.h>

int compat_llvm_major(void);

#endif
