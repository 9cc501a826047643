/* The front end as one call: LLVM IR file in, kernel IR out (compiler/front.c). */
#ifndef VGIW_FRONT_H
#define VGIW_FRONT_H

#include <stdio.h>

#include "vgiw/kir.h"
#include "vgiw/support.h"

typedef struct {
	const char *input;   /* .ll or .bc */
	const char *kernel;  /* NULL: every kernel of the module */
	int opt;             /* 0..3 */
	FILE *ll_out;        /* if set, the canonicalised module is printed here */
} FrontOptions;

/* Read, find kernels, canonicalise, translate. NULL after diagnostics. */
KirModule *front_compile(const FrontOptions *o, DiagList *d);
/* LLVM version the front end was built with ("14.0.6"). */
const char *front_llvm_version(void);

#endif
