/* The --trace timeline of a small hand-built program: a well-formed JSON
 * document (checked by a strict little parser here, since the viewers
 * reject a broken file without saying where), one complete event per block
 * execution and per reconfiguration, in time order on the scheduler's
 * track, agreeing with the statistics, and the same bytes on every run. */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "simbuild.h"
#include "vgiw/chip.h"
#include "vgiw/vgiwsim.h"

/* ---- a strict JSON syntax check (RFC 8259, no extensions) ---- */

static const char *json_value(const char *p);

static const char *
ws(const char *p)
{
	while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
		p++;
	return p;
}

static const char *
json_string_lit(const char *p)
{
	if (*p++ != '"')
		return NULL;
	for (; *p != '"'; p++) {
		if (!*p || (unsigned char)*p < 0x20)
			return NULL;
		if (*p == '\\') {
			p++;
			if (*p == 'u') {
				for (int k = 1; k <= 4; k++)
					if (!strchr("0123456789abcdefABCDEF", p[k]) || !p[k])
						return NULL;
				p += 4;
			} else if (!*p || !strchr("\"\\/bfnrt", *p)) {
				return NULL;
			}
		}
	}
	return p + 1;
}

static const char *
json_number(const char *p)
{
	const char *s = p;

	if (*p == '-')
		p++;
	if (*p == '0')
		p++;
	else if (*p >= '1' && *p <= '9')
		while (*p >= '0' && *p <= '9')
			p++;
	else
		return NULL;
	if (*p == '.') {
		p++;
		if (!(*p >= '0' && *p <= '9'))
			return NULL;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	if (*p == 'e' || *p == 'E') {
		p++;
		if (*p == '+' || *p == '-')
			p++;
		if (!(*p >= '0' && *p <= '9'))
			return NULL;
		while (*p >= '0' && *p <= '9')
			p++;
	}
	return p > s ? p : NULL;
}

static const char *
json_value(const char *p)
{
	p = ws(p);
	if (*p == '{' || *p == '[') {
		char close = *p == '{' ? '}' : ']';
		int object = *p == '{';
		p = ws(p + 1);
		if (*p == close)
			return p + 1;
		for (;;) {
			if (object) {
				if (!(p = json_string_lit(ws(p))))
					return NULL;
				p = ws(p);
				if (*p++ != ':')
					return NULL;
			}
			if (!(p = json_value(p)))
				return NULL;
			p = ws(p);
			if (*p == close)
				return p + 1;
			if (*p++ != ',')
				return NULL;
		}
	}
	if (*p == '"')
		return json_string_lit(p);
	if (strncmp(p, "true", 4) == 0 || strncmp(p, "null", 4) == 0)
		return p + 4;
	if (strncmp(p, "false", 5) == 0)
		return p + 5;
	return json_number(p);
}

static int
json_valid(const char *doc)
{
	const char *end = json_value(doc);

	return end && !*ws(end);
}

static void
test_json_checker(void **state)
{
	(void)state;
	assert_true(json_valid("{\"a\":[1,-2.5e3,true,null,\"x\\\"\"]}\n"));
	assert_false(json_valid("{\"a\":[1,]}"));
	assert_false(json_valid("{\"a\":1,}"));
	assert_false(json_valid("{\"a\":01}"));
	assert_false(json_valid("{\"a\":1}}"));
	assert_false(json_valid("[\"open"));
}

/* ---- the program: block 0 branches on thread < 10 to block 1 (which
 * jumps on) or straight to block 2, which exits ---- */

static SB *
branch_kernel(void)
{
	SB *s = sb_new(3, 0);
	uint32_t i = sb_node(s, 0, OP_TID, IT_I32, ISA_THREAD);
	uint32_t cond = sb_node(s, 0, OP_ICMP, IT_I1, ISA_ICMP_SLT);
	sb_from(s, 0, cond, i);
	sb_imm(s, 0, cond, IT_I32, 10);
	uint32_t br = sb_node(s, 0, OP_BR, IT_VOID, 0);
	sb_from(s, 0, br, cond);
	sb_succ(s, 0, 1, 2);
	s->b[0].replicas = 2;

	i = sb_node(s, 1, OP_TID, IT_I32, ISA_THREAD);
	uint32_t j = sb_node(s, 1, OP_JMP, IT_VOID, 0);
	sb_order(s, 1, j, i);
	sb_succ(s, 1, 2, PROG_NO_BLOCK);

	i = sb_node(s, 2, OP_TID, IT_I32, ISA_THREAD);
	uint32_t ex = sb_node(s, 2, OP_EXIT, IT_VOID, 0);
	sb_order(s, 2, ex, i);
	return s;
}

/* Runs the program over `ctas` CTAs of 32 threads; the trace as a string. */
static char *
traced_run(Arch *a, SB *s, uint32_t ctas, VgiwSimStats *st)
{
	SimOptions o;
	Launch l;
	DiagList d = { 0 };
	FILE *f = tmpfile();

	assert_non_null(f);
	launch_init(&l);
	l.grid[0] = ctas;
	l.block[0] = 32;
	sim_options_init(&o);
	o.max_cycles = 10000000;
	o.trace = f;
	int r = chip_run_alone(&vgiwsim_model, a, &s->p, &s->k, &l, &o, st, &d);
	if (r)
		diag_print(&d, stderr);
	assert_int_equal(r, 0);
	long n = ftell(f);
	assert_true(n > 0);
	char *buf = malloc((size_t)n + 1);
	rewind(f);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = 0;
	fclose(f);
	launch_free(&l);
	diag_free(&d);
	return buf;
}

static uint32_t
count(const char *hay, const char *needle)
{
	uint32_t n = 0;

	for (const char *p = hay; (p = strstr(p, needle)) != NULL; p++)
		n++;
	return n;
}

/* The number after `key` in the event that starts at ev. */
static uint64_t
field(const char *ev, const char *key)
{
	const char *p = strstr(ev, key);

	assert_non_null(p);
	return strtoull(p + strlen(key), NULL, 10);
}

static void
check_trace(const char *t, const VgiwSimStats *st, uint32_t nblocks)
{
	assert_true(json_valid(t));
	assert_non_null(strstr(t, "\"traceEvents\":["));
	assert_non_null(strstr(t, "\"name\":\"block scheduler\""));
	assert_non_null(strstr(t, "\"kernel\":\"k\""));

	/* one complete event per block execution and per reconfiguration */
	uint64_t execs = 0;
	for (uint32_t b = 0; b < nblocks; b++)
		execs += st->blocks[b].executions;
	assert_int_equal(count(t, "\"cat\":\"block\",\"ph\":\"X\""), execs);
	assert_int_equal(count(t, "\"cat\":\"reconfig\",\"ph\":\"X\""), st->reconfigs);
	assert_int_equal(count(t, "\"cat\":\"tile\""), st->tiles);

	/* in time order, back to back, ending at the run's last cycle; each
	 * block's threads and replicas as the statistics count them */
	uint64_t at = 0, threads[SB_MAX_BLOCKS] = { 0 }, reconfig = 0;
	for (const char *ev = strstr(t, "{\"name\":\""); ev; ev = strstr(ev + 1, "{\"name\":\"")) {
		/* "block N" events, not the track's {"name":"block scheduler"} */
		int is_block = strncmp(ev, "{\"name\":\"block ", 15) == 0 &&
		               ev[15] >= '0' && ev[15] <= '9';
		if (!is_block && strncmp(ev, "{\"name\":\"reconfigure", 20))
			continue;
		uint64_t ts = field(ev, "\"ts\":"), dur = field(ev, "\"dur\":");
		uint64_t b = field(ev, "\"block\":");
		assert_int_equal(ts, at);
		at = ts + dur;
		assert_true(b < nblocks);
		if (is_block) {
			threads[b] += field(ev, "\"threads\":");
			assert_int_equal(field(ev, "\"replicas\":"), st->blocks[b].replicas);
			assert_true(dur > 0);
		} else {
			reconfig += dur;
		}
	}
	assert_int_equal(at, st->cycles);
	assert_int_equal(reconfig, st->reconfig_cycles);
	for (uint32_t b = 0; b < nblocks; b++)
		assert_int_equal(threads[b], st->blocks[b].threads);
}

static void
test_trace_events(void **state)
{
	(void)state;
	Arch *a = arch_default();
	SB *s = branch_kernel();
	VgiwSimStats st;

	char *t = traced_run(a, s, 2, &st);
	check_trace(t, &st, 3);
	/* block 0 (2 replicas), then 1 with the 10 low threads, then 2 */
	assert_non_null(strstr(t, "\"name\":\"block 0\""));
	assert_non_null(strstr(t, "\"args\":{\"block\":0,\"threads\":64,\"replicas\":2,"));
	assert_non_null(strstr(t, "\"args\":{\"block\":1,\"threads\":10,\"replicas\":1,"));
	assert_non_null(strstr(t, "\"args\":{\"block\":2,\"threads\":64,\"replicas\":1,"));
	assert_non_null(strstr(t, "\"name\":\"reconfigure to block 0\""));
	assert_non_null(strstr(t, "\"from\":null"));
	assert_non_null(strstr(t, "\"block\":2,\"from\":1}"));
	assert_int_equal(st.reconfigs, 3);

	/* the same bytes again */
	VgiwSimStats st2;
	char *t2 = traced_run(a, s, 2, &st2);
	assert_string_equal(t, t2);
	free(t2);
	vgiwsim_stats_free(&st2);
	free(t);
	vgiwsim_stats_free(&st);
	free(s);
	arch_free(a);
}

/* A CVT too small for the whole grid: tiles as instant events, every
 * tile's blocks on the one track. */
static void
test_trace_tiles(void **state)
{
	(void)state;
	Arch *a = arch_default();
	DiagList d = { 0 };
	SB *s = branch_kernel();
	VgiwSimStats st;

	assert_int_equal(arch_override(a, "vgiw.cvt.bits=512", &d), 0);
	diag_free(&d);
	char *t = traced_run(a, s, 8, &st);
	assert_true(st.tiles > 1);
	check_trace(t, &st, 3);
	assert_non_null(strstr(t, "\"name\":\"tile 1\""));
	free(t);
	vgiwsim_stats_free(&st);
	free(s);
	arch_free(a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json_checker),
		cmocka_unit_test(test_trace_events),
		cmocka_unit_test(test_trace_tiles),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
