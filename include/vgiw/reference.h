/* The reference interpreter: an independent execution of a kernel's
 * canonicalised LLVM IR (the same canonicalisation vgiwcc runs) with LLVM
 * semantics, over a launch's grid and memory image. It is the oracle the
 * simulators are checked against (DESIGN.md section 7); it shares no code
 * with the translation to kernel IR or with any simulator datapath. */
#ifndef VGIW_REFERENCE_H
#define VGIW_REFERENCE_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/launch.h"
#include "vgiw/support.h"

typedef struct {
	const char *kernel;          /* NULL: the module's only kernel */
	int opt;                     /* canonicalisation level 0..3 (as vgiwcc -O) */
	uint64_t max_thread_steps;   /* per thread; 0: REF_DEFAULT_THREAD_STEPS */
	uint64_t max_total_steps;    /* whole launch; 0: no limit */
	FILE *ll_out;                /* if set, the canonicalised module */
	/* find RefStats.clock_args (vgiwcc --check): an error when clock()
	 * values reach outputs other than whole buffers of parameters */
	int clock_args;
} RefOptions;

#define REF_DEFAULT_THREAD_STEPS 100000000ull

typedef struct {
	uint64_t ctas, threads;
	uint64_t steps;              /* LLVM instructions executed, all threads */
	uint64_t barriers;           /* CTA-wide barrier releases */
	uint64_t shared_bytes;       /* per CTA */
	uint64_t local_bytes;        /* per thread (allocas) */
	/* with RefOptions.clock_args, bit i: parameter i's buffer receives
	 * values computed from clock()/clock64(), which the reference reads as
	 * the count of LLVM instructions its thread has executed so far */
	uint64_t clock_args;
	char kernel[128];
} RefStats;

/* Read `ll_path` (.ll or .bc), canonicalise it as vgiwcc does at level
 * o->opt, bind the launch's arguments to the kernel's parameters and run
 * every thread of the grid: CTAs one after another, the threads of a CTA
 * each until it reaches a barrier or exits; warps (32 consecutive threads
 * of a CTA in linear order, the last one possibly partial) in lockstep
 * between warp-level operations (shuffles, votes, activemask,
 * bar.warp.sync), which every thread of the warp that has not exited must
 * reach at the same call. The launch's buffers are
 * updated in place; the module's __device__ globals are added to it
 * (launch_add_global) and initialised. Any problem — a launch that does
 * not match the kernel, an unsupported construct, an access outside every
 * buffer, integer division by zero, a barrier not reached by every thread,
 * a warp operation reached by diverged threads, a thread over its step
 * limit — is a diagnostic naming the instruction and
 * the thread; the run stops at the first runtime error. stats may be NULL.
 * Returns 0, or 1 after diagnostics. */
int ref_run(const char *ll_path, const RefOptions *o, Launch *launch,
            RefStats *stats, DiagList *d);

#endif
