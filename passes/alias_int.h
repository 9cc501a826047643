/* Private to passes/: where a memory instruction's address comes from (a
 * parameter, a symbol, or unknown) and whether two of them may alias, for
 * the memory order of DFG construction (dfg.c). */
#ifndef VGIW_ALIAS_INT_H
#define VGIW_ALIAS_INT_H

#include "vgiw/passes.h"

/* ALIAS_ANY is the neutral element while tracing around phi cycles: a cycle
 * adds no new base, so the bases entering it decide. */
enum { ALIAS_ANY, ALIAS_UNKNOWN, ALIAS_PARAM, ALIAS_SYM };

typedef struct {
	uint8_t kind;
	uint32_t idx;      /* parameter index or symbol */
} PassAliasBase;

/* The base of memory instruction `inst`'s address (ALIAS_UNKNOWN for a
 * fence or what the trace cannot follow). */
PassAliasBase pass_alias_base(const KirFunc *f, uint32_t inst);
/* 0 when instructions ia and ib (bases a and b) cannot touch the same
 * bytes: other address spaces, distinct symbols, the thread's frame
 * against a launch argument, or a noalias parameter. */
int pass_may_alias(const KirFunc *f, uint32_t ia, PassAliasBase a, uint32_t ib,
                   PassAliasBase b);

#endif
