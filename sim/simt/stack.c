/* The per-warp SIMT stack (GPU architecture book §3.1.1, Fung et al.): the
 * top entry's pc and mask are what the warp runs; a divergent branch turns
 * the top into its reconvergence entry and pushes one entry per path; an
 * entry whose pc reaches its reconvergence pc is popped. */
#include "simt_int.h"

static void
trace_depth(Simt *s, SimtWarp *w, uint32_t before)
{
	if (before <= 1 && w->depth > 1)
		w->div_since = s->now;
	else if (before > 1 && w->depth <= 1)
		simt_trace_slice(s, w, "diverged", w->div_since, s->now + 1);
}

void
simt_stack_reset(Simt *s, SimtWarp *w, uint64_t mask)
{
	(void)s;
	w->depth = 1;
	w->stack[0] = (SimtEntry){ 0, PROG_SIMT_EXIT, mask };
}

/* Pop every entry that has reached its reconvergence point; the entry
 * below continues with the threads that waited there. */
static void
reconverge(Simt *s, SimtWarp *w)
{
	while (w->depth > 1 && w->stack[w->depth - 1].pc == w->stack[w->depth - 1].rpc) {
		w->depth--;
		s->st->reconvergences++;
	}
}

void
simt_stack_advance(Simt *s, SimtWarp *w, uint32_t next)
{
	uint32_t before = w->depth;

	w->stack[w->depth - 1].pc = next;
	reconverge(s, w);
	if (before != w->depth)
		trace_depth(s, w, before);
}

int
simt_stack_branch(Simt *s, SimtWarp *w, const ProgSimtInst *pi, uint64_t taken,
                  uint64_t not_taken)
{
	uint32_t before = w->depth;

	s->st->branches++;
	if (!not_taken || !taken || pi->target[0] == pi->target[1]) {
		simt_stack_advance(s, w, taken ? pi->target[0] : pi->target[1]);
		return 0;
	}
	uint32_t rpc = pi->reconv;
	/* a path that starts at the reconvergence point waits there in the
	 * reconvergence entry: no entry of its own; and when the top entry
	 * already reconverges where this branch does (a loop's exit branch,
	 * iteration after iteration), the paths replace it instead of making it
	 * one more reconvergence entry (both as GPGPU-Sim) */
	uint32_t push = (pi->target[1] != rpc) + (pi->target[0] != rpc);
	uint32_t reuse = w->stack[w->depth - 1].rpc == rpc;
	if (w->depth - reuse + push > s->nstack) {
		simt_runtime_error(s, w, UINT32_MAX, (uint32_t)(pi - s->ps->insts),
		                   "SIMT stack overflow: a divergent branch needs %u "
		                   "entries, simt.stack.entries is %u",
		                   w->depth - reuse + push, s->nstack);
		return 1;
	}
	s->st->divergent_branches++;
	if (reuse)
		w->depth--;
	else
		w->stack[w->depth - 1].pc = rpc;
	/* the not-taken path below, so the taken path runs first */
	if (pi->target[1] != rpc)
		w->stack[w->depth++] = (SimtEntry){ pi->target[1], rpc, not_taken };
	if (pi->target[0] != rpc)
		w->stack[w->depth++] = (SimtEntry){ pi->target[0], rpc, taken };
	if (w->depth > s->st->max_stack_depth)
		s->st->max_stack_depth = w->depth;
	reconverge(s, w);
	trace_depth(s, w, before);
	return 0;
}

void
simt_stack_exit(Simt *s, SimtWarp *w, uint64_t threads)
{
	uint32_t before = w->depth;

	for (uint32_t i = 0; i < w->depth; i++)
		w->stack[i].mask &= ~threads;
	while (w->depth && !w->stack[w->depth - 1].mask)
		w->depth--;
	if (w->depth)
		reconverge(s, w);
	if (before != w->depth)
		trace_depth(s, w, before);
}
