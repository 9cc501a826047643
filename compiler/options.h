/* vgiwcc's command line (compiler/options.c). */
#ifndef VGIW_OPTIONS_H
#define VGIW_OPTIONS_H

#include <stdint.h>

#include "vgiw/front.h"
#include "vgiw/placeroute.h"
#include "vgiw/support.h"

typedef enum {
	EMIT_CFG, EMIT_BLOCKS, EMIT_DFG, EMIT_DOT, EMIT_KIR, EMIT_LL, EMIT_SVG,
	EMIT_REPORT, EMIT_ASM, EMIT_HEX,
	EMIT_COUNT
} Emit;

extern const char *const emit_names[EMIT_COUNT];

/* The driver's steps that --dump-after names, in pipeline order; a target
 * runs the ones its CcTarget's steps list (compiler/pipeline.c). */
typedef enum {
	STEP_SCHEDULE, STEP_REMAT, STEP_IFCONVERT, STEP_LIVE, STEP_DFG,
	STEP_PARTITION, STEP_SGMF, STEP_SIMT, STEP_REGALLOC, STEP_MAP, STEP_ASSEMBLE,
	STEP_ENCODE,
	STEP_COUNT
} Step;

extern const char *const step_names[STEP_COUNT];

typedef struct Options {
	FrontOptions front;
	const struct CcTarget *target;  /* --target= (compiler/target.h) */
	Emit emit;
	int emit_given;
	uint32_t dump_after;  /* -d/--dump-after: bit s for Step s */
	const char **dumps;   /* the -d arguments, checked once the target is known */
	uint32_t ndumps, dumps_cap;
	const char *output;
	const char *arch_file;
	const char *chip;     /* --chip: an embedded chip's name or a FILE.xml */
	const char **overrides;
	uint32_t noverrides, overrides_cap;
	int print_arch;      /* -1: no; else ArchMachine, 3 for all, 4 the chips */
	uint32_t remat;      /* largest expression recomputed instead of a live value */
	uint32_t maxrregcount;  /* SIMT: registers per thread, below the arch's; 0 none */
	PrOptions pr;        /* place and route knobs */
	const char *stats;   /* --stats=FILE.json: place-and-route statistics */
	int detail;          /* --emit=report: also placements and routes */
	/* --run: simulate after compiling; --check: and compare with the
	 * reference interpreter */
	int run, check;
	const char **launch; /* --grid=, --block=, --arg= in order */
	uint32_t nlaunch, launch_cap;
	const char *launch_file;
	const char *out_dir;     /* --out=DIR: buffers after the run */
	const char *sim_stats;   /* --sim-stats=FILE.json */
	const char *trace;       /* --trace=FILE.json: Chrome trace of the run */
	uint64_t max_cycles;     /* --max-cycles=N, as vgiwsim's: 0 no limit */
	int has_max_cycles;      /* given; else the launch's default */
	uint32_t sim_threads;    /* -j with --run --chip: host threads (1) */
	uint32_t error_limit;    /* --error-limit: errors shown (0: all) */
	int verbose;
	/* batch mode (compiler/batch.c): several inputs, or --output-dir, or a
	 * list file; front.input is then set per input */
	int batch;
	const char **inputs;
	uint32_t ninputs, inputs_cap;
	char **lists;            /* the list files' text, which inputs points into */
	uint32_t nlists, lists_cap;
	const char *output_dir;  /* --output-dir=DIR */
	FILE *log;               /* where dumps and -v notes go; NULL: stderr */
} Options;

/* Fills o from argv; exits for --help and --version. Returns 0, or 1 after
 * diagnostics. */
int options_parse(int argc, char **argv, Options *o, DiagList *d);
void options_free(Options *o);

#endif
