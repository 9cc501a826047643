/* vgiwcc's pipeline after the front end (compiler/pipeline.c). */
#ifndef VGIW_PIPELINE_H
#define VGIW_PIPELINE_H

#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/kir.h"

#include "options.h"

/* Every kernel of m through the passes of o->target, the map, the
 * Program, its .cfg bytes and the outputs: text or the container into
 * out, hex images, a simulation. Errors go to d. */
void pipeline_compile(const Options *o, const Arch *a, KirModule *m, FILE *out,
                      DiagList *d);

/* One input, o->front.input: the front end, then pipeline_compile. */
void pipeline_compile_input(const Options *o, const Arch *a, FILE *out,
                            DiagList *d);

#endif
