/* The run's timeline as Chrome trace-event JSON (chrome://tracing,
 * Perfetto): one track for the basic block scheduler, each block execution
 * and each reconfiguration a complete event, timestamps in simulated
 * cycles. Written as the run goes, so it costs nothing per cycle and holds
 * nothing in memory; every value in it is simulated, so it is as
 * deterministic as the statistics. */
#include <inttypes.h>

#include "sim_int.h"

/* The viewer reads ts and dur as microseconds: one cycle shows as 1 us. */
enum { TRACE_PID = 1, TRACE_TID_BBS = 1 };

static void
trace_sep(SimCore *c)
{
	fputs(c->trace_events++ ? ",\n" : "\n", c->o.trace);
}

void
sim_trace_begin(SimCore *c)
{
	FILE *f = c->o.trace;

	if (!f)
		return;
	c->trace_events = 0;
	fputs("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"kernel\":", f);
	sim_json_string(f, c->k->name ? c->k->name : "?");
	fputs(",\"time_unit\":\"simulated cycle\"},\"traceEvents\":[", f);
	trace_sep(c);
	fprintf(f, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,"
	        "\"args\":{\"name\":\"vgiw core\"}}", TRACE_PID, TRACE_TID_BBS);
	trace_sep(c);
	fprintf(f, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%d,"
	        "\"args\":{\"name\":\"block scheduler\"}}", TRACE_PID, TRACE_TID_BBS);
}

void
sim_trace_tile(SimCore *c, uint64_t tile)
{
	if (!c->o.trace)
		return;
	trace_sep(c);
	fprintf(c->o.trace, "{\"name\":\"tile %" PRIu64 "\",\"cat\":\"tile\",\"ph\":\"i\","
	        "\"s\":\"t\",\"ts\":%" PRIu64 ",\"pid\":%d,\"tid\":%d,\"args\":{"
	        "\"first_cta\":%" PRIu64 ",\"ctas\":%" PRIu64 "}}", tile, c->now,
	        TRACE_PID, TRACE_TID_BBS, c->tile_first_cta, c->tile_nctas);
}

void
sim_trace_reconfig(SimCore *c, uint32_t from, uint32_t to, uint64_t start,
                   uint64_t cycles)
{
	if (!c->o.trace)
		return;
	trace_sep(c);
	fprintf(c->o.trace, "{\"name\":\"reconfigure to block %u\",\"cat\":\"reconfig\","
	        "\"ph\":\"X\",\"ts\":%" PRIu64 ",\"dur\":%" PRIu64 ",\"pid\":%d,"
	        "\"tid\":%d,\"args\":{\"block\":%u,\"from\":", to, start, cycles,
	        TRACE_PID, TRACE_TID_BBS, to);
	if (from == PROG_NO_BLOCK)
		fputs("null}}", c->o.trace);
	else
		fprintf(c->o.trace, "%u}}", from);
}

void
sim_trace_block(SimCore *c, uint32_t b, uint64_t start, uint64_t threads,
                uint64_t firings)
{
	if (!c->o.trace)
		return;
	trace_sep(c);
	fprintf(c->o.trace, "{\"name\":\"block %u\",\"cat\":\"block\",\"ph\":\"X\","
	        "\"ts\":%" PRIu64 ",\"dur\":%" PRIu64 ",\"pid\":%d,\"tid\":%d,"
	        "\"args\":{\"block\":%u,\"threads\":%" PRIu64 ",\"replicas\":%u,"
	        "\"firings\":%" PRIu64 "}}", b, start, c->now - start, TRACE_PID,
	        TRACE_TID_BBS, b, threads, c->R, firings);
}

int
sim_trace_end(SimCore *c)
{
	FILE *f = c->o.trace;

	if (!f)
		return 0;
	fputs("\n]}\n", f);
	if (fflush(f) || ferror(f)) {
		diag_add(c->d, DIAG_ERROR, NULL, 0, 0, "cannot write the trace");
		return 1;
	}
	return 0;
}
