/* vgiwcc's batch mode (compiler/batch.c). */
#ifndef VGIW_BATCH_H
#define VGIW_BATCH_H

#include "vgiw/arch.h"

#include "options.h"

/* Every input of o->inputs compiled on its own into o->output_dir, -j of
 * them at once; each one's diagnostics on stderr in input order, then a
 * summary. Returns the exit status: 1 if any input failed, or after
 * diagnostics in d that stopped the batch before it began. */
int batch_compile(const Options *o, const Arch *a, DiagList *d);

#endif
