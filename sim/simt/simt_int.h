/* Private to sim/simt (and tests/sim/simt): the SIMT SM's state shared by
 * its stages: decoded instructions, warps with their SIMT stacks,
 * scoreboards and instruction buffers, CTA slots, schedulers, units. */
#ifndef VGIW_SIMT_INT_H
#define VGIW_SIMT_INT_H

#include <inttypes.h>
#include <stdint.h>
#include <time.h>

#include "vgiw/simtsim.h"

#define SIMT_NEVER UINT64_MAX
#define SIMT_DEFAULT_DEADLOCK 100000u
#define SIMT_SEGMENT_SHIFT 7u    /* 128-byte coalescing segments */

/* An operand decoded once: a register (reg, wide: the pair) or a value
 * fixed for the launch (immediate, parameter, symbol address). */
typedef struct {
	uint8_t is_reg, wide;
	uint32_t reg;
	uint64_t val;
} SimtOpnd;

typedef struct {
	const ProgSimtInst *pi;
	DfgNode nd;               /* for sim_eval */
	SimtOpnd in[PROG_SIMT_MAX_IN];
	uint8_t unit;             /* SimtUnit */
	uint8_t wide_dst;
	uint8_t ctrl;             /* BR, JMP, EXIT: ends a fetch group */
	uint8_t nregin;           /* 32-bit registers read */
	uint32_t latency, interval;
	uint32_t dst;             /* PROG_SIMT_NO_REG or a register */
} SimtDec;

typedef struct {
	uint32_t pc, rpc;         /* rpc: PROG_SIMT_EXIT for the base entry */
	uint64_t mask;
} SimtEntry;

typedef struct {
	uint32_t reg;             /* first register written */
	uint8_t wide, mem;        /* a pair; written by a memory instruction */
	uint64_t ready;           /* cycle the value can be read (bypassed) */
	uint64_t done;            /* cycle it is in the register file (the
	                           * entry is busy until then); = ready unless
	                           * simt.ilp.writeback-cycles and a bypass */
} SimtPending;

/* An entry of the ILP paper's shared scoreboard (§4.2, Figure 3a): an
 * issued, not yet committed instruction that writes a register. Free when
 * commit <= now. */
typedef struct {
	uint64_t owner;           /* the warp's age (unique per launched warp) */
	uint32_t reg;
	uint8_t wide, mem, nm;    /* nm: the no-match bit (1: newest definition) */
	uint64_t mask;            /* active mask at issue */
	uint64_t ready;           /* complete (or bypassable): readable from then */
	uint64_t done;            /* written back into the board's data field */
	uint64_t commit;          /* in-order commit into the register file */
} SimtBoardEntry;

typedef struct {
	uint32_t slot;            /* warp slot on the SM (its index) */
	uint32_t cta;             /* CTA slot, UINT32_MAX when free */
	uint32_t first_thread;    /* within the CTA */
	uint32_t nthreads;
	uint32_t sched;           /* slot % schedulers */
	uint8_t resident;         /* holds a warp that has not finished */
	uint8_t at_bar;
	uint8_t in_active;        /* two-level: in its scheduler's active set */
	uint64_t live;            /* threads that have not exited */
	uint64_t age;             /* launch order, for GTO's "oldest" */
	SimtEntry *stack;         /* [stack entries] */
	uint32_t depth;
	uint32_t ib_pc, ib_n;     /* buffered instructions ib_pc .. + ib_n */
	uint64_t ib_ready;        /* cycle the buffer's head can issue */
	uint64_t fetch_ok;        /* cycle fetch may refill (after control) */
	uint64_t fence_until;     /* FENCE: no issue before */
	uint64_t bar_until;       /* released from a barrier: issue from then */
	uint64_t mem_last;        /* its latest store or atomic completes */
	/* the ILP techniques (ilp.c) */
	uint64_t wait_until;      /* no issue before: the TLP core's ready bit,
	                           * or the shared board's overflow instruction */
	uint8_t wait_mem;         /* what it waits for is a load */
	uint8_t flush_why;        /* SimtStall of its last fetch flush */
	uint64_t last_commit;     /* shared board: its youngest entry's commit */
	uint64_t store_until;     /* shared board: the in-store flag clears */
	uint32_t ghr;             /* gshare: its branch history */
	SimtPending *sb;          /* [scoreboard regs-per-warp] */
	uint32_t *regs;           /* [nregs][warp_size] */
	uint64_t launched;        /* cycle, for the trace */
	uint64_t bar_since, div_since;
	uint64_t insts;
} SimtWarp;

typedef struct {
	uint64_t cta;             /* linear CTA index it runs */
	uint32_t live_warps;
	uint64_t live_threads;    /* not exited */
	uint64_t arrived;         /* threads at the barrier */
	uint8_t busy;
} SimtCta;

typedef struct {
	uint32_t *order;          /* its warp slots by age (oldest first) */
	uint32_t n;
	uint32_t last;            /* position in order[] issued last (LRR start) */
	uint32_t greedy;          /* warp slot issued last + 1 (GTO), 0 none */
	uint32_t *active;         /* two-level: the active set, FIFO */
	uint32_t nactive;
} SimtSched;

typedef struct Simt {
	const Arch *a;
	const ArchSimt *as;
	const ProgKernel *k;
	const ProgSimt *ps;
	Launch *l;
	SimOptions o;             /* sim_model_options' */
	SimtSimStats *st;
	DiagList *d;
	SimImage im;
	SimMem mem;
	uint64_t *param;
	SimtDec *dec;
	uint32_t ninsts, nregs, ws;
	uint32_t cta_threads, warps_per_cta;
	uint32_t nslots;          /* resident CTA slots */
	uint32_t nwarps;          /* warp slots: nslots * warps_per_cta */
	SimtCta *ctas;
	SimtWarp *w;
	uint32_t *regfile;
	SimtEntry *stacks;
	SimtPending *sbs;
	uint32_t nsb, nstack;
	SimtSched *sched;
	uint32_t nsched;
	uint64_t *unit_free[SIMT_UNIT_COUNT];  /* per unit: next free cycle */
	uint32_t nunits[SIMT_UNIT_COUNT];
	uint32_t fetch_rr;
	uint64_t next_cta, total_ctas;
	/* the launch's next CTA to hand out: &next_cta on one SM, the chip's
	 * counter on a chip (docs/chip.md); ran: CTAs this SM took */
	uint64_t *take, ran;
	int taken_all;            /* *take was seen at total_ctas */
	int on_chip;
	uint8_t why[64];          /* the schedulers' slots of the last cycle */
	clock_t t0;
	uint64_t age;
	uint32_t resident;        /* resident warps */
	uint64_t now, last_ready, last_issue;
	uint32_t seg_shift;       /* coalescing segment: min(128, L1 line) bytes */
	int error;
	/* the ILP techniques (ilp.c) */
	uint32_t sbmode;          /* ArchIlpScoreboard */
	uint32_t wb;              /* simt.ilp.writeback-cycles */
	uint32_t bypass_at;       /* EX stage of the bypass (0: none) */
	SimtBoardEntry *board;
	uint32_t nboard;
	uint8_t *gshare;          /* 2-bit counters */
	uint32_t gshare_mask;
	uint8_t sub[64];          /* SimtStall of each scheduler's slot */
	/* per-instruction scratch (no allocation per cycle) */
	uint64_t *seg;            /* [2 * warp_size] distinct segments */
	uint64_t *segmask;        /* [2 * warp_size][2]: the bytes of each the
	                           * warp's threads access (sim/mem's masks) */
	uint64_t *vals;           /* [warp_size] */
	uint64_t trace_events;
} Simt;

/* stack.c */
void simt_stack_reset(Simt *s, SimtWarp *w, uint64_t mask);
/* After an instruction at pc that is not a branch: the next pc. */
void simt_stack_advance(Simt *s, SimtWarp *w, uint32_t next);
/* BR with the threads of the top entry split into taken / not taken. 0, or
 * 1 after a stack overflow diagnostic. */
int simt_stack_branch(Simt *s, SimtWarp *w, const ProgSimtInst *pi,
                      uint64_t taken, uint64_t not_taken);
/* Threads leave the kernel: off every entry, empty entries popped. */
void simt_stack_exit(Simt *s, SimtWarp *w, uint64_t threads);

/* exec.c: the functional effect of a non-memory warp instruction on the
 * active threads. */
void simt_exec_alu(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask);
uint64_t simt_read(const Simt *s, const SimtWarp *w, const SimtOpnd *o,
                   uint32_t lane, unsigned type);
void simt_write(Simt *s, SimtWarp *w, const SimtDec *dc, uint32_t lane, uint64_t v);

/* mem.c: a memory warp instruction: functional effect, then the timing of
 * its transactions; the cycle its result is ready, *busy the cycles it
 * holds the LD/ST unit. */
uint64_t simt_mem_exec(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask,
                       uint64_t *busy);

/* ilp.c: the ILP paper's techniques (docs/simt.md, "The ILP techniques") */
void simt_ilp_setup(Simt *s);
void simt_ilp_free(Simt *s);
void simt_ilp_warp_reset(SimtWarp *w);
/* Can w's next instruction dc (mask: the active threads) issue under the
 * scoreboard model of simt.ilp.scoreboard: SIMT_SLOT_ISSUED, or the slot
 * reason with *sub the finer one. */
int simt_ilp_hazard(const Simt *s, const SimtWarp *w, const SimtDec *dc,
                    uint64_t mask, uint8_t *sub);
/* After dc issued from w: *ready (a consumer may issue; bypassed) and *done
 * (in the register file) from the execution result time t. */
void simt_ilp_times(const Simt *s, const SimtDec *dc, uint64_t t, uint64_t *ready,
                    uint64_t *done);
/* Books the scoreboard of the configured model for dc issued from w. */
void simt_ilp_book(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask,
                   uint64_t ready, uint64_t done);
/* A conditional branch at pc resolved as taken/not taken (divergent: both);
 * the cycles until the warp may fetch again, *why the SimtStall of that. */
uint64_t simt_ilp_branch(Simt *s, SimtWarp *w, uint32_t pc, int taken,
                         int divergent, uint8_t *why);
void simt_ilp_next_event(const Simt *s, uint64_t *m);

/* issue.c */
void simt_fetch(Simt *s);
/* One cycle of every scheduler; returns the number of instructions issued
 * and the reason of each scheduler's slot into why[]. */
uint32_t simt_issue(Simt *s, uint8_t *why);
/* Earliest cycle after now at which a waiting warp may issue or fetch. */
uint64_t simt_next_event(const Simt *s);
void simt_sched_add(Simt *s, SimtWarp *w);

/* A runtime error of thread `lane` (UINT32_MAX: the warp) at pc, named by
 * its coordinates and the instruction's source line; stops the run. */
void simt_runtime_error(Simt *s, const SimtWarp *w, uint32_t lane, uint32_t pc,
                        const char *fmt, ...);

/* trace.c */
void simt_trace_begin(Simt *s);
void simt_trace_slice(Simt *s, const SimtWarp *w, const char *name,
                      uint64_t start, uint64_t end);
void simt_trace_warp(Simt *s, const SimtWarp *w);
int simt_trace_end(Simt *s);

#endif
