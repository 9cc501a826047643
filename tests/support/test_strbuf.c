/* The growable text buffer: empty buffers, growth across many appends,
 * single formats longer than any capacity so far, characters, and reuse
 * after a reset. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vgiw/support.h"

static void
test_empty(void **state)
{
	StrBuf b = { 0 };

	(void)state;
	strbuf_reset(&b);     /* nothing allocated: nothing to do */
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	strbuf_free(&b);
	assert_null(b.s);

	/* an empty format still leaves a terminated string */
	strbuf_printf(&b, "%s", "");
	assert_non_null(b.s);
	assert_string_equal(b.s, "");
	assert_int_equal(b.len, 0);
	strbuf_free(&b);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	assert_int_equal(b.cap, 0);
}

static void
test_many_appends(void **state)
{
	StrBuf b = { 0 };
	size_t n = 0;
	char *want = malloc(1 << 20);
	size_t caps = 0, last_cap = 0;

	(void)state;
	assert_non_null(want);
	for (unsigned i = 0; i < 20000; i++) {
		strbuf_printf(&b, "%u,", i);
		n += (size_t)snprintf(want + n, (1 << 20) - n, "%u,", i);
		assert_int_equal(b.len, n);
		assert_true(b.cap > b.len);
		if (b.cap != last_cap) {
			caps++;
			last_cap = b.cap;
		}
	}
	assert_int_equal(strlen(b.s), b.len);
	assert_memory_equal(b.s, want, n + 1);
	/* geometric growth: a few dozen reallocations for ~100 KB, not 20000 */
	assert_true(caps < 32);
	strbuf_free(&b);
	free(want);
}

static void
test_long_format(void **state)
{
	StrBuf b = { 0 };
	size_t big = 100000;
	char *s = malloc(big + 1);

	(void)state;
	assert_non_null(s);
	memset(s, 'x', big);
	s[big] = 0;
	strbuf_printf(&b, "<%s>", "a");
	/* one format far longer than the capacity so far */
	strbuf_printf(&b, "[%s|%*d]", s, 5000, 7);
	assert_int_equal(b.len, 3 + 1 + big + 1 + 5000 + 1);
	assert_memory_equal(b.s, "<a>[", 4);
	assert_memory_equal(b.s + 4, s, big);
	assert_int_equal(b.s[4 + big], '|');
	assert_int_equal(b.s[4 + big + 1], ' ');
	assert_memory_equal(b.s + b.len - 2, "7]", 3);
	strbuf_free(&b);
	free(s);
}

static void
test_putc_reset(void **state)
{
	StrBuf b = { 0 };

	(void)state;
	for (int i = 0; i < 1000; i++)
		strbuf_putc(&b, (char)('a' + i % 26));
	assert_int_equal(b.len, 1000);
	assert_int_equal(strlen(b.s), 1000);
	assert_int_equal(b.s[999], 'a' + 999 % 26);

	/* a reset keeps the memory and empties the text */
	char *mem = b.s;
	size_t cap = b.cap;
	strbuf_reset(&b);
	assert_ptr_equal(b.s, mem);
	assert_int_equal(b.cap, cap);
	assert_string_equal(b.s, "");
	strbuf_printf(&b, "n%u = ", 3u);
	strbuf_putc(&b, 'x');
	assert_string_equal(b.s, "n3 = x");
	assert_int_equal(b.len, 6);
	strbuf_free(&b);
}

static void vappend(StrBuf *b, const char *fmt, ...) VGIW_PRINTF(2, 3);

static void
vappend(StrBuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

static void
test_vprintf(void **state)
{
	StrBuf b = { 0 };

	(void)state;
	vappend(&b, "%s=%d", "k", 42);
	vappend(&b, "%c", '!');
	assert_string_equal(b.s, "k=42!");
	strbuf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_many_appends),
		cmocka_unit_test(test_long_format),
		cmocka_unit_test(test_putc_reset),
		cmocka_unit_test(test_vprintf),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
