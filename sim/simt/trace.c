/* The SIMT run's timeline as Chrome trace-event JSON (the format of
 * sim/vgiw/trace.c): one track per warp slot of the SM, a complete event per
 * warp's life on it (CTA, warp, instructions) and, nested in it, one per
 * barrier wait and per divergent stretch (SIMT stack deeper than one). No
 * event per instruction, so big launches give small traces. */
#include "simt_int.h"

enum { TRACE_PID = 1 };

static void
sep(Simt *s)
{
	fputs(s->trace_events++ ? ",\n" : "\n", s->o.trace);
}

void
simt_trace_begin(Simt *s)
{
	FILE *f = s->o.trace;

	if (!f)
		return;
	fputs("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"kernel\":", f);
	sim_json_string(f, s->k->name ? s->k->name : "?");
	fputs(",\"time_unit\":\"simulated cycle\"},\"traceEvents\":[", f);
	sep(s);
	fprintf(f, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":1,"
	        "\"args\":{\"name\":\"simt sm\"}}", TRACE_PID);
	for (uint32_t i = 0; i < s->nwarps; i++) {
		sep(s);
		fprintf(f, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%d,\"tid\":%u,"
		        "\"args\":{\"name\":\"warp slot %u (scheduler %u)\"}}", TRACE_PID,
		        i + 1, i, s->w[i].sched);
	}
}

void
simt_trace_slice(Simt *s, const SimtWarp *w, const char *name, uint64_t start,
                 uint64_t end)
{
	if (!s->o.trace)
		return;
	sep(s);
	fprintf(s->o.trace, "{\"name\":\"%s\",\"cat\":\"%s\",\"ph\":\"X\",\"ts\":%"
	        PRIu64 ",\"dur\":%" PRIu64 ",\"pid\":%d,\"tid\":%u}", name, name,
	        start, end - start, TRACE_PID, w->slot + 1);
}

void
simt_trace_warp(Simt *s, const SimtWarp *w)
{
	if (!s->o.trace)
		return;
	sep(s);
	uint64_t cta = s->ctas[w->cta].cta;
	fprintf(s->o.trace, "{\"name\":\"CTA %" PRIu64 " warp %u\",\"cat\":\"warp\","
	        "\"ph\":\"X\",\"ts\":%" PRIu64 ",\"dur\":%" PRIu64 ",\"pid\":%d,"
	        "\"tid\":%u,\"args\":{\"cta\":%" PRIu64 ",\"warp\":%u,\"threads\":%u,"
	        "\"instructions\":%" PRIu64 "}}", cta, w->first_thread / s->ws,
	        w->launched, s->now + 1 - w->launched, TRACE_PID, w->slot + 1, cta,
	        w->first_thread / s->ws, w->nthreads, w->insts);
}

int
simt_trace_end(Simt *s)
{
	FILE *f = s->o.trace;

	if (!f)
		return 0;
	fputs("\n]}\n", f);
	if (fflush(f) || ferror(f)) {
		diag_add(s->d, DIAG_ERROR, NULL, 0, 0, "cannot write the trace");
		return 1;
	}
	return 0;
}
