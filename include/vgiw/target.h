/* The machines a program is compiled for and simulated on, one value
 * each: the list is include/vgiw/targets.def; the compiler's half of an
 * entry (its pipeline of passes, its assembler) is compiler/'s CcTarget,
 * the simulators' half (its model) include/vgiw/model.h's SimModel, both
 * found by the program's target, so no driver asks which machine it has. */
#ifndef VGIW_TARGET_H
#define VGIW_TARGET_H

typedef enum {
	PROG_NONE,
#define TARGET(ID, name, display) PROG_##ID,
#include "vgiw/targets.def"
#undef TARGET
	PROG_TARGET_END
} ProgTarget;

typedef struct {
	ProgTarget id;
	const char *name;      /* --target=, the statistics' "machine" */
	const char *display;   /* as diagnostics name it */
} TargetInfo;

/* The machine of a .cfg's target byte; NULL for none (not a machine). */
const TargetInfo *target_info(unsigned id);
/* The machine called name (--target=); NULL for none. */
const TargetInfo *target_by_name(const char *name);
/* The names, "vgiw, gpucc, simt, sgmf", for messages and --help. */
const char *target_names(void);

#endif
