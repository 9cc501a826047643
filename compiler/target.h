/* The compiler's half of a machine (include/vgiw/target.h): its pipeline
 * of passes, the steps and outputs it has, its reports and its assembler,
 * one const entry NAME_cc per line of include/vgiw/targets.def
 * (compiler/pipeline.c). The driver calls these and never asks which
 * machine it has. */
#ifndef VGIW_CC_TARGET_H
#define VGIW_CC_TARGET_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/kir.h"
#include "vgiw/placeroute.h"
#include "vgiw/program.h"
#include "vgiw/target.h"

typedef struct Options Options;
typedef struct Kernel Kernel;

/* What the hooks see of the compile besides their kernel. */
typedef struct {
	const Options *o;
	const Arch *a;
	const KirModule *m;
	FabricLimits lim;        /* the VGIW fabric's unit counts and fanout */
	const PrRrg *rrg;        /* placed targets: the routing graph, once built */
	uint32_t cta_threads;    /* report_launch: the launch's CTA size (0: none) */
} CcContext;

typedef struct CcTarget {
	ProgTarget id;           /* its line of targets.def */
	ArchMachine arch;        /* the arch section of its programs' fingerprint */
	uint32_t steps;          /* bit s: it runs Step s (--dump-after) */
	uint32_t emits;          /* bit e: it has Emit e */
	int opt;                 /* the -O level when none is given */
	/* its kernels are placed and routed on the VGIW fabric after all
	 * their passes (pr_map_kernel); otherwise a kernel is mapped, if at
	 * all, in its passes */
	int placed;
	/* --emit=report needs the launch's CTA size (occupancy) */
	int report_launch;
	/* why --emit=E is refused (a format with %s for E), or NULL */
	const char *no_emit;
	void (*passes)(const CcContext *c, Kernel *k, DiagList *d);
	/* the map of one kernel as text (detail: placements and routes), its
	 * picture */
	void (*report)(FILE *out, const CcContext *c, const Kernel *k, int detail);
	void (*svg)(FILE *out, const CcContext *c, const Kernel *k);
	/* the machine's part of the Program of every kernel of c->m: its
	 * fingerprint and fabric, and each kernel's configuration */
	void (*assemble)(Program *p, const CcContext *c, Kernel *ks);
	/* frees what its passes made of a kernel (the Kernel's member of
	 * this machine) */
	void (*free_kernel)(Kernel *k);
} CcTarget;

#define TARGET(ID, name, display) extern const CcTarget name##_cc;
#include "vgiw/targets.def"
#undef TARGET

/* The entry of target t, or of the machine called name (--target=);
 * NULL for none. */
const CcTarget *cc_target(ProgTarget t);
const CcTarget *cc_target_by_name(const char *name);

#endif
