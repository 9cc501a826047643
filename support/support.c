/* Fatal checks, checked allocation, growable arrays, arenas, growable text,
 * and hashing (files in and out: io.c). */
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vgiw/support.h"

void
vgiw_die(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%d: internal error: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/* ---- allocation ---- */

/* The test allocator's countdown (0: off); atomic, since a chip's worker
 * threads allocate too: exactly one allocation takes it from 1 to 0. */
static _Atomic uint64_t fail_at;
static _Thread_local VgiwOomTrap *oom_trap;

void
vgiw_alloc_fail_at(uint64_t n)
{
	atomic_store_explicit(&fail_at, n, memory_order_relaxed);
}

/* Whether the test allocator fails this allocation. */
static int
refused(void)
{
	uint64_t n = atomic_load_explicit(&fail_at, memory_order_relaxed);

	while (n && !atomic_compare_exchange_weak_explicit(&fail_at, &n, n - 1,
	                                                   memory_order_relaxed,
	                                                   memory_order_relaxed))
		;
	return n == 1;
}

void *
vgiw_try_malloc(size_t n)
{
	return refused() ? NULL : malloc(n ? n : 1);
}

void *
vgiw_try_calloc(size_t n, size_t size)
{
	return refused() ? NULL : calloc(n ? n : 1, size ? size : 1);
}

void *
vgiw_try_realloc(void *p, size_t n)
{
	return refused() ? NULL : realloc(p, n ? n : 1);
}

char *
vgiw_try_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = vgiw_try_malloc(n);

	return p ? memcpy(p, s, n) : NULL;
}

void
vgiw_oom_push(VgiwOomTrap *trap)
{
	trap->bytes = 0;
	trap->prev = oom_trap;
	oom_trap = trap;
}

void
vgiw_oom_pop(VgiwOomTrap *trap)
{
	if (oom_trap != trap)
		die("vgiw_oom_pop: not the innermost trap");
	oom_trap = trap->prev;
}

/* The host has no memory for n bytes: not a bug of ours, so no abort and
 * no core. Only stderr is written: stdio buffers of an unfinished output
 * are dropped with the process (_exit), temporary files removed. */
static VGIW_NORETURN void
out_of_memory(size_t n)
{
	VgiwOomTrap *t = oom_trap;

	if (t) {
		oom_trap = t->prev;
		t->bytes = n;
		longjmp(t->env, 1);
	}
	fprintf(stderr, "error: out of memory (cannot allocate %zu bytes)\n", n);
	vgiw_tmp_remove_all();
	_exit(1);
}

void *
xmalloc(size_t n)
{
	void *p = vgiw_try_malloc(n);

	if (!p)
		out_of_memory(n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = vgiw_try_calloc(n, size);

	if (!p)
		out_of_memory(size && n > SIZE_MAX / size ? SIZE_MAX : n * size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = vgiw_try_realloc(p, n);
	if (!p)
		out_of_memory(n);
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

void *
vgiw_grow(void *p, uint32_t *cap, uint32_t want, size_t elem)
{
	uint64_t c = *cap ? *cap : 8;
	size_t old = (size_t)*cap * elem;

	while (c < want)
		c *= 2;
	if (c > UINT32_MAX)   /* doubling past 2^31 elements: the count's own limit */
		c = UINT32_MAX;
	p = xrealloc(p, (size_t)c * elem);
	memset((char *)p + old, 0, (size_t)c * elem - old);
	*cap = (uint32_t)c;
	return p;
}

struct ArenaChunk {
	ArenaChunk *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

void *
arena_alloc(Arena *a, size_t n)
{
	ArenaChunk *c = a->head;

	n = (n + 15) & ~(size_t)15;
	if (!c || c->used + n > c->size) {
		size_t size = n > 65536 ? n : 65536;

		c = xmalloc(sizeof *c + size);
		c->size = size;
		c->used = 0;
		c->next = a->head;
		a->head = c;
	}
	void *p = c->data + c->used;
	c->used += n;
	return memset(p, 0, n);
}

char *
arena_strdup(Arena *a, const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(arena_alloc(a, n), s, n);
}

char *
arena_printf(Arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *s = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

void
arena_free(Arena *a)
{
	while (a->head) {
		ArenaChunk *next = a->head->next;

		free(a->head);
		a->head = next;
	}
}

/* Room for `more` bytes and the NUL after them; doubling keeps appends
 * amortised constant. */
static void
strbuf_reserve(StrBuf *b, size_t more)
{
	size_t want = b->len + more + 1;

	if (want <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < want)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

void
strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
	va_list aq;

	va_copy(aq, ap);
	int k = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (k < 0)
		die("bad format %s", fmt);
	strbuf_reserve(b, (size_t)k);
	vsnprintf(b->s + b->len, (size_t)k + 1, fmt, ap);
	b->len += (size_t)k;
}

void
strbuf_printf(StrBuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

void
strbuf_putc(StrBuf *b, char c)
{
	strbuf_reserve(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = 0;
}

void
strbuf_reset(StrBuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = 0;
}

void
strbuf_free(StrBuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

uint64_t
vgiw_hash64(const void *data, size_t n, uint64_t seed)
{
	const unsigned char *p = data;
	uint64_t h = 0xcbf29ce484222325ull ^ seed;

	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= 0x100000001b3ull;
	}
	return h;
}
