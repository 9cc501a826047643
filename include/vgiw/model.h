/* A machine's simulation model, the one interface of the four simulators
 * (sim/vgiw, sim/gpucc, sim/simt, sim/sgmf): a core opened on a seat of a
 * chip's uncore (or alone, on its own uncore), stepped in global time by
 * the one loop of sim/chip, closed, its statistics written. A single-core
 * run is a chip of one on that loop (include/vgiw/machine.h). The model of
 * a program is found by its target (sim_model), never asked for by name.
 * No LLVM. */
#ifndef VGIW_MODEL_H
#define VGIW_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/launch.h"
#include "vgiw/program.h"
#include "vgiw/simmem.h"
#include "vgiw/support.h"

/* The default cycle limit: taken from the launch when the run starts
 * (machine_max_cycles, include/vgiw/machine.h: a generous multiple of the
 * work the launch can do, docs/simulator.md "Cycle limit"), so that a
 * program that never ends stops with a report in seconds, not hours. A
 * model given it unresolved has no limit. */
#define SIM_MAX_CYCLES_AUTO UINT64_MAX
#define SIM_DEFAULT_MAX_CYCLES SIM_MAX_CYCLES_AUTO
#define SIM_PROGRESS_CYCLES (1ull << 20)

/* The options every machine takes (vgiwsim's and vgiwcc --run's command
 * lines, libvgiw); the machine itself is the arch (-A). */
typedef struct {
	uint64_t max_cycles;      /* stop with an error past this; 0: no limit;
	                           * the init: SIM_MAX_CYCLES_AUTO, the
	                           * launch's (machine_run resolves it) */
	/* Where a single-threaded run reports its progress (the cycle it is
	 * at, against the limit) every SIM_PROGRESS_CYCLES cycles; NULL (the
	 * init): nowhere. Never part of any statistics. */
	FILE *progress;
	uint64_t deadlock_cycles; /* cycles without progress that make a
	                           * deadlock; 0: the model's own default */
	/* Chrome trace-event JSON of a single core's run (VGIW: block
	 * executions and reconfigurations; SIMT: one track per warp slot),
	 * written as the run goes; NULL: none. The caller opens and closes
	 * it; the model writes one complete JSON document. A model without a
	 * trace, and a chip, refuse it. */
	FILE *trace;
	/* Concurrent kernels on a chip (vgiwsim --with-loop): each kernel
	 * runs again while the other has completed no run (the ILP paper's
	 * §5, "add a loop ... stop when the longer kernel finishes at least 1
	 * run"); 0 (the init): each runs once. SIMT chips only. */
	int loop;
	/* Host threads a chip's cores are stepped in (-j, docs/chip.md); the
	 * results do not depend on it. 1 (the init): one thread. */
	uint32_t threads;
	/* GPU-CC, SIMT, SGMF: look at every unit (warp) every cycle, the
	 * reference the event-driven schedules are tested against (same
	 * results, slower); each model also takes it from its environment
	 * variable (VGIW_GPUCC_POLLING, VGIW_SIMT_POLLING, VGIW_SGMF_POLLING) */
	int polling;
	/* VGIW: self-checks at each block end (the init: on) */
	int check;
	/* VGIW: where live value <ID, thread> sits in the LVC's address
	 * space (the functional values are the same either way):
	 * SIM_LV_INTERLEAVED, the default, puts a line's worth of
	 * consecutive threads of one ID next to the same threads' other IDs,
	 * so the lines a block touches for consecutive threads fall into
	 * consecutive sets; SIM_LV_LINEAR is the row-major <ID, thread>
	 * matrix, whose rows are a tile apart and meet in one set when the
	 * tile is a multiple of the LVC's way size (docs/simulator.md). */
	int lv_layout;
	/* VGIW, vgiwsim --cosim: the fixed-latency memory mode (every memory
	 * and LVC access takes its unit's latency, vgiw.latency.mem and .lv,
	 * with no cache, bank or DRAM timing) and the co-simulation log
	 * written here (docs/rtl.md); NULL: neither */
	FILE *cosim;
} SimOptions;

enum { SIM_LV_INTERLEAVED, SIM_LV_LINEAR };

void sim_options_init(SimOptions *o);
/* A model's own copy of o: its default deadlock limit where o has none,
 * polling also when the environment variable polling_env is set (not
 * "0"). */
void sim_model_options(SimOptions *mo, const SimOptions *o, uint64_t deadlock,
                       const char *polling_env);

/* A kernel's CTAs on a chip, shared by the cores that run it (sim/chip
 * makes one per kernel; a core reads and changes it after sim_gate(), so
 * in the chip's one-thread order whatever -j). */
typedef struct SimDispatch SimDispatch;
struct SimDispatch {
	uint64_t take;            /* the current run's next CTA */
	uint64_t done;            /* the current run's CTAs completed */
	uint64_t ctas;            /* a run's CTAs (the launch's) */
	uint32_t runs;            /* runs begun (1 from the start) */
	uint32_t completed;       /* runs whose every CTA completed */
	/* SIMT SMs (chip.dispatch.cta): fill every free CTA slot at once,
	 * or take at most one CTA per cycle */
	int fill;
	/* SimOptions.loop: a run that completes while `other` has completed
	 * none begins the next, on the launch's memory restored from `fresh`
	 * (the image as it was before the first run), so that every run does
	 * the same work and leaves the same outputs */
	int loop;
	const SimDispatch *other;
	Launch *l;
	Launch fresh;
};

/* Where a core sits: on a chip's uncore u at crossbar port `port`, the
 * rank-th of the ncores cores its kernel runs on, taking the kernel's CTAs
 * from the counter *take they share (disp->take on a chip); or alone (u,
 * take and disp NULL, rank 0 of 1) on an uncore of its own, with the whole
 * launch. hold: the core takes no CTA of a run while fewer than hold of
 * its CTAs are taken (the side a steered placement fills first has hold
 * 0, chip.dispatch.placement). */
typedef struct {
	SimUncore *u;
	uint32_t port;
	uint64_t *take;
	uint32_t rank, ncores;
	SimDispatch *disp;
	uint64_t hold;
} SimSeat;

/* What the chip sums of a core's statistics. */
typedef struct {
	uint64_t cycles;
	uint64_t instructions;    /* the machine's own count (its JSON says which) */
	uint64_t threads, ctas;
	const SimMemStats *mem;
} SimCoreTotals;

typedef struct SimModel SimModel;
struct SimModel {
	const char *name;         /* the target's name (targets.def) */
	size_t stats_size;        /* its statistics object, zeroed before open */
	/* the cores a chip has of this machine and their clock (MHz) */
	uint32_t (*chip_cores)(const Arch *a);
	uint32_t (*core_mhz)(const Arch *a);
	/* A core of kernel k over the launch l (its memory image updated in
	 * place), statistics into st; NULL after diagnostics (st is then
	 * filled as far as it got: its cycles say whether anything ran). */
	void *(*open)(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
	              const SimOptions *o, void *st, const SimSeat *seat, DiagList *d);
	/* its clock; the next step: -1 while it runs, 0 when it is done, 1 on
	 * an error; statistics completed, freed, rc (the run's) returned */
	uint64_t (*now)(const void *core);
	int (*step)(void *core);
	int (*close)(void *core, int rc);
	void (*totals)(const void *st, SimCoreTotals *t);
	/* deterministic JSON, its "machine" key naming it; 0, or -1 */
	int (*write_json)(const void *st, FILE *out);
	void (*print_summary)(const void *st, FILE *out);
	void (*energy)(const void *st, SimEnergy *e);
	void (*stats_free)(void *st);
	/* it writes the co-simulation log of SimOptions.cosim (VGIW) */
	int cosim;
	/* Optional (NULL: the machine has none). The heat map of one core's
	 * firings as SVG (SGMF, docs/sgmf.md); 0, or -1. */
	int (*write_heatmap)(const void *st, FILE *out);
	/* SIMT chips: the warps one SM holds of kernel k over l (the
	 * steering's input, docs/chip.md), 0 when a CTA does not fit; and the
	 * machine of the chip's ILP SMs (chip.ilp's techniques on a's SM). */
	uint32_t (*resident_warps)(const Arch *a, const ProgKernel *k, const Launch *l);
	void (*ilp_arch)(Arch *ilp, const Arch *a);
	/* it runs SimOptions.loop (a kernel again on its restored image) */
	int loops;
};

/* The model of programs of target t; NULL for none. */
const SimModel *sim_model(ProgTarget t);

#endif
