/* vgiwcc's pipeline after the front end (compiler/pipeline.c). */
#ifndef VGIW_PIPELINE_H
#define VGIW_PIPELINE_H

#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/kir.h"

#include "options.h"

/* One input, o->front.input: the front end, then pipeline_compile. */
void pipeline_compile_input(const Options *o, const Arch *a, FILE *out,
                            DiagList *d);

#endif
