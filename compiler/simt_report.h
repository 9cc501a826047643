/* vgiwcc's SIMT report (compiler/simt_report.c). */
#ifndef VGIW_SIMT_REPORT_H
#define VGIW_SIMT_REPORT_H

#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/passes.h"

/* The report of kernel f compiled to c: occupancy for CTAs of cta_threads
 * threads, or (0) a table of 64 .. 1024. */
void simt_write_report(FILE *out, const Arch *a, const KirModule *m,
                       const KirFunc *f, const SimtCode *c, uint32_t cta_threads);

#endif
