/* Small shared services: fatal invariant checks, checked allocation, arenas
 * freed in one call, growable arrays and text, and the collected
 * diagnostics that every phase reports through. */
#ifndef VGIW_SUPPORT_H
#define VGIW_SUPPORT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__)
#define VGIW_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define VGIW_NORETURN __attribute__((noreturn))
#else
#define VGIW_PRINTF(f, a)
#define VGIW_NORETURN
#endif

/* Broken invariant: a bug in the toolchain, never a user error. */
#define die(...) vgiw_die(__FILE__, __LINE__, __VA_ARGS__)
void vgiw_die(const char *file, int line, const char *fmt, ...)
	VGIW_PRINTF(3, 4) VGIW_NORETURN;

/* Allocation that cannot fail: the host's exhaustion is not a bug, so it
 * ends the run as a user-facing error ("error: out of memory (N bytes)",
 * the temporary outputs removed, exit status 1), or, inside a
 * VgiwOomTrap, returns there. Allocations whose size comes from the input
 * (a buffer, a copy of a launch) use vgiw_try_* and report what asked. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* The same, returning NULL (p kept by realloc) when the host has no memory
 * or the test allocator says so. */
void *vgiw_try_malloc(size_t n);
void *vgiw_try_calloc(size_t n, size_t size);
void *vgiw_try_realloc(void *p, size_t n);
char *vgiw_try_strdup(const char *s);

/* The test allocator (Lua's l_memcontrol): the n-th allocation from now
 * through this file fails as if the host had no memory (0: none; only
 * that one, so a test can walk every allocation of a call). */
void vgiw_alloc_fail_at(uint64_t n);

/* A library entry point that must return an error rather than end the
 * process sets a trap around its work: an x-allocation that fails in this
 * thread inside it longjmps to trap->env with trap->bytes set (what was
 * allocated since is not freed). Traps nest; pop the one pushed. */
typedef struct VgiwOomTrap {
	jmp_buf env;
	size_t bytes;
	struct VgiwOomTrap *prev;
} VgiwOomTrap;
void vgiw_oom_push(VgiwOomTrap *trap);
void vgiw_oom_pop(VgiwOomTrap *trap);

/* Growable array of T: a pointer, a count and a capacity side by side.
 * vec_push(v, n, cap) makes room for one more element and returns its index. */
#define vec_grow(ptr, n, cap, want) \
	((want) > (cap) ? ((ptr) = vgiw_grow((ptr), &(cap), (want), sizeof *(ptr))) : (ptr))
#define vec_push(ptr, n, cap) \
	(vec_grow(ptr, n, cap, (n) + 1), (n)++)
void *vgiw_grow(void *p, uint32_t *cap, uint32_t want, size_t elem);

/* Arena: bump allocation, everything freed by arena_free. */
typedef struct ArenaChunk ArenaChunk;
typedef struct {
	ArenaChunk *head;
} Arena;
void *arena_alloc(Arena *a, size_t n);     /* zeroed, 16-byte aligned */
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) VGIW_PRINTF(2, 3);
void arena_free(Arena *a);

/* Growable text, zero-initialised: s is NULL until the first append and
 * NUL-terminated after it; len does not count the NUL. Writers build a
 * line or a document in one and print or hand it over (s is xmalloc'ed:
 * strbuf_free, or free(s) by whoever took it). */
typedef struct {
	char *s;
	size_t len, cap;
} StrBuf;
void strbuf_printf(StrBuf *b, const char *fmt, ...) VGIW_PRINTF(2, 3);
void strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap);
void strbuf_putc(StrBuf *b, char c);
/* Empty again (s == "" if it was allocated), keeping the memory. */
void strbuf_reset(StrBuf *b);
void strbuf_free(StrBuf *b);

/* Diagnostics: "file:line:col: severity: message", with the source line and a
 * caret when the text of the line is known. Collected so a phase reports all
 * of its problems and fails at its end. */
typedef enum { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR } DiagSeverity;

typedef struct {
	DiagSeverity severity;
	char *file;      /* NULL: no location */
	uint32_t line;   /* 0: unknown */
	uint32_t col;    /* 0: unknown */
	char *message;
	char *source;    /* the offending source line, or NULL */
} Diag;

typedef struct {
	Diag *items;
	uint32_t n, cap;
	uint32_t errors;
	uint32_t limit;  /* stop collecting errors past this many (0: no limit);
	                  * the notes of an error past it are dropped too */
	int dropping;    /* the last error was past the limit */
} DiagList;

/* The errors a compiler shows before "too many errors" (clang's default). */
#define VGIW_ERROR_LIMIT 20

void diag_add(DiagList *d, DiagSeverity s, const char *file, uint32_t line,
              uint32_t col, const char *fmt, ...) VGIW_PRINTF(6, 7);
/* Called first by every diag_add when set: a simulator stepping cores in
 * parallel threads orders its diagnostics with it (sim_gate_diag). */
extern void (*vgiw_diag_hook)(void);
void diag_addv(DiagList *d, DiagSeverity s, const char *file, uint32_t line,
               uint32_t col, const char *fmt, va_list ap);
/* Attach the text of the source line to the last diagnostic. */
void diag_set_source(DiagList *d, const char *text);
/* Read line `line` of `file` (for carets); NULL when unreadable. */
char *diag_read_line(const char *file, uint32_t line);
void diag_print(const DiagList *d, FILE *out);
void diag_free(DiagList *d);

/* FNV-1a, 64-bit: stable hashes for fingerprints and tables. */
uint64_t vgiw_hash64(const void *data, size_t n, uint64_t seed);

/* Inputs read whole are capped per kind (README, "Input sizes"): the
 * default below, or the environment variable named, in bytes with an
 * optional K, M or G. */
typedef enum {
	VGIW_INPUT_CFG,      /* .cfg, 64 MB, VGIW_MAX_CFG */
	VGIW_INPUT_IR,       /* .ll or .bc, 256 MB, VGIW_MAX_IR */
	VGIW_INPUT_LAUNCH,   /* launch file, 1 MB, VGIW_MAX_LAUNCH */
	VGIW_INPUT_ARCH,     /* architecture XML, 16 MB, VGIW_MAX_ARCH */
	VGIW_INPUT_LIST,     /* vgiwcc's list of inputs, 16 MB, VGIW_MAX_LIST */
	VGIW_INPUT_COUNT
} VgiwInput;

/* The cap of a kind; 0 after an error in d (a malformed variable). */
uint64_t vgiw_input_cap(VgiwInput kind, DiagList *d);

/* The whole of a file, xmalloc'ed with a NUL after the last byte; NULL
 * after a diagnostic naming the file (cannot open or read, a directory,
 * larger than the kind's cap). */
char *vgiw_read_input(const char *path, VgiwInput kind, size_t *size, DiagList *d);
/* vgiw_read_input of a .cfg. */
char *vgiw_read_file(const char *path, size_t *size, DiagList *d);

/* An output file: written to PATH.tmpPID (removed on SIGINT, SIGTERM,
 * SIGHUP and SIGQUIT), renamed over PATH when closed if every write, the
 * flush and the close succeeded; "-" is stdout, and an existing device or
 * FIFO (/dev/null) is written in place, both flushed and checked. */
typedef struct {
	FILE *f;
	const char *path;
	char *tmp;
	int slot;
} VgiwOut;

/* 0, or -1 with errno and, if d, an error naming path. */
int vgiw_out_open(VgiwOut *o, const char *path, DiagList *d);
/* Flush, check, close and rename: 0, or -1 with errno and, if d, an error
 * naming the file; nothing is left behind on failure. */
int vgiw_out_close(VgiwOut *o, DiagList *d);
/* Drop the temporary file (a failed run writes nothing). */
void vgiw_out_discard(VgiwOut *o);

/* Write `size` bytes to `path` through vgiw_out_*, so a failure leaves
 * neither a partial nor a stale file. "-" is stdout. Returns 0, or -1 with
 * errno set. */
int vgiw_write_file_atomic(const char *path, const void *data, size_t size);

/* The temporary files a signal must remove: track returns a slot (or -1
 * when none is free), untrack frees it. Thread-safe. track_dir: a temporary
 * directory of files (no subdirectories), emptied and removed on a signal
 * (emptied on Linux; elsewhere removed only if empty). */
int vgiw_tmp_track(const char *path);
int vgiw_tmp_track_dir(const char *path);
void vgiw_tmp_untrack(int slot);
/* Remove every tracked temporary file and directory now (the signal
 * handler's work; async-signal-safe): a run that ends on an error it
 * cannot return from leaves no partial output. */
void vgiw_tmp_remove_all(void);

/* Whether a and b exist and are one file (device and inode); "-" is none. */
int vgiw_same_file(const char *a, const char *b);
/* An output that is one of the inputs (NULL entries skipped) is an error
 * in d naming both: 1, else 0. */
int vgiw_check_output(const char *out, const char *const *inputs, uint32_t n,
                      DiagList *d);
/* Each of outs (NULL entries skipped) against the inputs, and against the
 * other outputs: two that name one file (once written) are an error. */
int vgiw_check_outputs(const char *const *outs, uint32_t nout,
                       const char *const *inputs, uint32_t n, DiagList *d);
/* The same for the existing files of directory dir that a tool writes
 * (writes(name) nonzero). */
int vgiw_check_dir_output(const char *dir, int (*writes)(const char *name),
                          const char *const *inputs, uint32_t n, DiagList *d);

/* Values as the simulators and launches hold them: little-endian bytes,
 * and floats as their IEEE bits in a 64-bit word. */
static inline uint64_t
vgiw_load_le(const uint8_t *p, uint32_t size)
{
	uint64_t v = 0;

	for (uint32_t k = 0; k < size; k++)
		v |= (uint64_t)p[k] << (8 * k);
	return v;
}

static inline void
vgiw_store_le(uint8_t *p, uint32_t size, uint64_t v)
{
	for (uint32_t k = 0; k < size; k++)
		p[k] = (uint8_t)(v >> (8 * k));
}

static inline float
vgiw_f32(uint64_t v)
{
	uint32_t u = (uint32_t)v;
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static inline double
vgiw_f64(uint64_t v)
{
	double d;

	memcpy(&d, &v, 8);
	return d;
}

static inline uint64_t
vgiw_b32(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static inline uint64_t
vgiw_b64(double d)
{
	uint64_t u;

	memcpy(&u, &d, 8);
	return u;
}

#endif
