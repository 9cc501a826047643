/* vgiwcc --run and --check (compiler/run.c). */
#ifndef VGIW_RUN_H
#define VGIW_RUN_H

#include "vgiw/arch.h"
#include "vgiw/program.h"

#include "options.h"

/* Simulate the kernel chosen by the options on program p (as decoded from
 * its .cfg bytes); with o->check also the reference interpreter on the
 * input, comparing every buffer. 0, or 1 after diagnostics. */
int run_program(const Options *o, const Arch *a, const Program *p, DiagList *d);

#endif
