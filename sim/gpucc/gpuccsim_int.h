/* Private to sim/gpucc (and tests/sim/gpucc): the SM's state shared by the
 * units' firing rules (gpuccsim.c) and the two schedules that drive them
 * (schedule.c: the event-driven one and the polling reference). */
#ifndef VGIW_GPUCCSIM_INT_H
#define VGIW_GPUCCSIM_INT_H

#include <stdint.h>

#include "vgiw/gpuccsim.h"
#include "vgiw/simmem.h"

typedef struct {
	uint64_t value;
	uint64_t ready;           /* cycle the token is visible */
	int64_t thread;           /* the consumer's thread it is for */
} GsTok;

typedef struct {
	GsTok *e;
	uint32_t depth, head, count;
	uint32_t max;
} GsFifo;

typedef struct {
	uint32_t unit, slot, delay;
} GsSink;

/* An LSU's access issued but not retired: its result and when it is in. */
typedef struct {
	uint64_t value, done;
} GsAccess;

/* A unit's stall counters, as bits of GsUnit.smask. */
enum {
	GS_STALL_EMPTY = 1,
	GS_STALL_FULL = 2,
	GS_STALL_ORDER = 4,
	GS_STALL_MISS = 8,
};

typedef struct {
	const ProgGpuccUnit *pu;
	DfgNode nd;               /* the unit's instruction for sim_eval */
	uint32_t id;              /* unit index */
	uint8_t is_lsu, tokmask;
	uint64_t stat[PROG_GPUCC_MAX_IN];  /* static operand values */
	GsFifo fifo[PROG_GPUCC_MAX_IN];
	GsSink *sink;
	uint32_t nsinks;
	uint32_t *follower;       /* LSUs ordered after this one */
	uint32_t nfollowers;
	uint32_t latency, interval;
	uint64_t next_issue;
	/* threads [first, end) of the linear launch: its copy's range, from
	 * `warmup` threads early; next is the one it fires for next */
	int64_t first, next, end;
	int64_t start;            /* its copy's first thread */
	/* LSUs: accesses issue in thread order from the input FIFOs (issued:
	 * the next thread to issue) and retire in order (next), the entries
	 * staying in the FIFOs until then; a miss blocks issue until its data
	 * are in (blocked) */
	int64_t issued;
	uint64_t blocked;
	GsAccess *acc;            /* ring of issued accesses, [acc_cap] */
	uint32_t acc_cap;
	uint32_t order;           /* LSU it is ordered after + 1, 0 none */
	uint32_t scan;            /* prefetch: address FIFO elements scanned */
	uint64_t last_line;       /* prefetch: last line requested + 1 */
	uint32_t stat_index;      /* into st->units, and its place in Gs.used */
	/* event-driven schedule: the next cycle the unit must be looked at
	 * (UINT64_MAX: only when a neighbour wakes it); its stall counters
	 * are counted up to cycle `acct`, and on from there by `smask`, what
	 * its last look counted per cycle (a unit not looked at is in the
	 * state of its last look) */
	uint64_t wake, acct;
	uint8_t smask;
} GsUnit;

typedef struct Gs {
	const Arch *a;
	const ProgKernel *k;
	const ProgGpucc *g;
	Launch *l;
	SimOptions o;             /* sim_model_options' */
	GpuccSimStats *st;
	DiagList *d;
	SimImage im;
	SimMem mem;
	uint64_t *param;
	GsUnit *u;                /* [ncores + nlsus]; used when pu->op is an op */
	uint32_t nu;
	uint32_t *used, nused;
	uint64_t now, threads;
	uint64_t last_ready;      /* latest result or completion of a firing */
	uint32_t cta_threads;
	uint32_t line_shift;
	uint32_t hit_latency;     /* the L1's */
	int prefetch;
	int error;
	/* event-driven schedule: the place in `used` of the unit being looked
	 * at, and the soonest wake of the units already passed this cycle */
	uint32_t cur;
	uint64_t soonest;
	uint64_t ev_last, ev_remaining;  /* the last firing's cycle, firings left */
	/* the launch's threads [lo, hi) this SM runs: all of them on one SM,
	 * its share on a chip */
	uint64_t lo, hi;
} Gs;

/* The firing rules (gpuccsim.c): the prefetch element of an LSU, 1 if it
 * requested a line; a core's or an LSU's step for cycle s->now, 1 if it
 * retired a thread (an LSU may also issue, which *issued says). */
int gpuccsim_prefetch(Gs *s, GsUnit *u);
int gpuccsim_core_step(Gs *s, GsUnit *u);
int gpuccsim_lsu_step(Gs *s, GsUnit *u, int *issued);
void gpuccsim_deadlock_report(Gs *s, const char *why);
void gpuccsim_note_units(Gs *s);

/* The schedules (schedule.c), a step at a time from cycle 0 until every
 * unit has fired for all its threads: begin, then step until it returns 0
 * (done) or 1 (an error, a deadlock or the cycle limit; s->now is then the
 * cycle it stopped at); -1 while running. The event-driven step goes on to
 * the next cycle in which a unit may move; the polling one, the reference,
 * looks at every unit every cycle. Both give the same state and
 * statistics. */
void gpuccsim_events_begin(Gs *s);
int gpuccsim_events_step(Gs *s);
int gpuccsim_polling_step(Gs *s);

#endif
