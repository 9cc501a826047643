/* vgiwcc --run and --check (compiler/run.c). */
#ifndef VGIW_RUN_H
#define VGIW_RUN_H

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/program.h"

#include "options.h"

/* Simulate the kernel chosen by the options on program p (as decoded from
 * its .cfg bytes); with o->check also the reference interpreter on the
 * input, comparing every buffer. 0, or 1 after diagnostics. */
int run_program(const Options *o, const Arch *a, const Program *p, DiagList *d);

/* The launch of the options (--launch, then --grid, --block, --arg) into
 * l, made with launch_init. 0, or 1 after diagnostics. */
int run_build_launch(const Options *o, Launch *l, DiagList *d);

#endif
