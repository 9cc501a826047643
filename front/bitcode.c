/* Bitcode proven safe before LLVM reads it: the wrapper header and the
 * top-level block sizes checked against the file, then a trial read in a
 * child process under memory and CPU limits, since LLVM's bitcode reader
 * ends the process (segfault, "out of memory") on some corrupted files. */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>

#include "front_int.h"

/* The trial read's limits: address space above the parent's, CPU seconds,
 * and wall seconds (a child that neither finishes nor uses CPU). */
#define BC_MEM_BASE (1ull << 30)
#define BC_MEM_PER_BYTE 64u
#define BC_CPU_SECONDS 120
#define BC_WALL_SECONDS 300

static uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

int
front_is_bitcode(const char *data, size_t size)
{
	return size >= 4 && (memcmp(data, "BC\xc0\xde", 4) == 0 ||
	                     memcmp(data, "\xde\xc0\x17\x0b", 4) == 0);
}

/* Bits of the stream from bit `at`: fixed and variable-width fields. */
typedef struct {
	const unsigned char *p;
	uint64_t bits, at;
	int over;
} BcBits;

static uint64_t
bc_fixed(BcBits *b, unsigned w)
{
	uint64_t v = 0;

	if (b->at + w > b->bits) {
		b->over = 1;
		return 0;
	}
	for (unsigned i = 0; i < w; i++, b->at++)
		v |= (uint64_t)(b->p[b->at >> 3] >> (b->at & 7) & 1) << i;
	return v;
}

static uint64_t
bc_vbr(BcBits *b, unsigned w)
{
	uint64_t v = 0;

	for (unsigned shift = 0; shift < 64 && !b->over; shift += w - 1) {
		uint64_t piece = bc_fixed(b, w);
		v |= (piece & ((1ull << (w - 1)) - 1)) << shift;
		if (!(piece >> (w - 1)))
			return v;
	}
	b->over = 1;
	return 0;
}

/* The structure LLVM reads first: the wrapper's offset and size within the
 * file, the magic, a whole number of words, and top-level blocks (abbrev
 * width 2: ENTER_SUBBLOCK, block id, abbrev width, word count) whose
 * lengths stay inside the stream, one of them the module. */
static int
bc_structure(const unsigned char *data, size_t size, char *why, size_t wsize)
{
	const unsigned char *s = data;
	uint64_t n = size;

	if (memcmp(data, "\xde\xc0\x17\x0b", 4) == 0) {
		if (size < 20) {
			snprintf(why, wsize, "a bitcode wrapper header of %zu bytes "
			         "(it has 20)", size);
			return 0;
		}
		uint64_t off = le32(data + 8), len = le32(data + 12);
		if (off < 20 || off + len > size) {
			snprintf(why, wsize, "a bitcode wrapper that places %llu "
			         "bytes at offset %llu in a file of %zu",
			         (unsigned long long)len, (unsigned long long)off, size);
			return 0;
		}
		s = data + off;
		n = len;
		if (n < 4 || memcmp(s, "BC\xc0\xde", 4) != 0) {
			snprintf(why, wsize, "a bitcode wrapper around no bitcode "
			         "(no 'BC' 0xC0DE magic at offset %llu)",
			         (unsigned long long)off);
			return 0;
		}
	}
	if (n % 4) {
		snprintf(why, wsize, "%llu bytes of bitcode, not a whole number of "
		         "32-bit words", (unsigned long long)n);
		return 0;
	}
	BcBits b = { .p = s, .bits = n * 8, .at = 32 };
	int module = 0;
	/* LLVM stops where no further block fits (trailing padding) */
	while (b.at / 8 + 8 < n) {
		uint64_t start = b.at / 8;
		if (bc_fixed(&b, 2) != 1) {
			snprintf(why, wsize, "no block at byte %llu of the bitcode "
			         "(a top-level entry that is not a sub-block)",
			         (unsigned long long)start);
			return 0;
		}
		uint64_t id = bc_vbr(&b, 8);
		(void)bc_vbr(&b, 4);
		b.at = (b.at + 31) & ~31ull;
		uint64_t words = bc_fixed(&b, 32);
		if (b.over || b.at / 8 + words * 4 > n) {
			snprintf(why, wsize, "a block (id %llu) at byte %llu of %llu "
			         "words, past the end of the %llu-byte bitcode",
			         (unsigned long long)id, (unsigned long long)start,
			         (unsigned long long)words, (unsigned long long)n);
			return 0;
		}
		module |= id == 8;  /* MODULE_BLOCK */
		b.at += words * 32;
	}
	if (!module) {
		snprintf(why, wsize, "no module block in the bitcode");
		return 0;
	}
	return 1;
}

/* The child: read and verify, exit 0 if the reader returned (with or
 * without an error: the parent reports that from its own read). */
static void
bc_trial(const char *data, size_t size, const char *path)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMMemoryBufferRef buf =
		LLVMCreateMemoryBufferWithMemoryRangeCopy(data, size, path);
	LLVMModuleRef m = NULL;
	char *msg = NULL;

	compat_read_begin(path);
	if (!LLVMParseIRInContext(ctx, buf, &m, &msg))
		(void)LLVMVerifyModule(m, LLVMReturnStatusAction, NULL);
	_exit(0);
}

/* The parent's address space now, for the child's limit above it. */
static uint64_t
bc_vm_size(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	unsigned long long pages = 0;

	if (!f)
		return 0;
	if (fscanf(f, "%llu", &pages) != 1)
		pages = 0;
	fclose(f);
	return pages * (uint64_t)sysconf(_SC_PAGESIZE);
}

/* Whether LLVM may read the file in-process: 1 when the trial read in a
 * child returned, else 0 with what ended it (and the first line of its
 * stderr) in why. */
static int
bc_child(const char *data, size_t size, const char *path, char *why,
         size_t wsize)
{
	int fds[2];
	uint64_t vm = bc_vm_size();

	if (pipe(fds) != 0)
		return 1;  /* no child: read in-process, as without the check */
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		return 1;
	}
	if (pid == 0) {
		close(fds[0]);
		dup2(fds[1], 2);
		if (vm) {
			rlim_t lim = (rlim_t)(vm + BC_MEM_BASE + (uint64_t)size * BC_MEM_PER_BYTE);
			struct rlimit r = { lim, lim };
			setrlimit(RLIMIT_AS, &r);
		}
		struct rlimit c = { BC_CPU_SECONDS, BC_CPU_SECONDS };
		setrlimit(RLIMIT_CPU, &c);
		bc_trial(data, size, path);
	}
	close(fds[1]);
	char out[512];
	size_t got = 0;
	struct pollfd pf = { .fd = fds[0], .events = POLLIN };
	time_t until = time(NULL) + BC_WALL_SECONDS;
	for (;;) {
		int left = (int)(until - time(NULL));
		int r = left > 0 ? poll(&pf, 1, left * 1000) : 0;
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			kill(pid, SIGKILL);
			break;
		}
		char tmp[256];
		ssize_t k = read(fds[0], tmp, sizeof tmp);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		for (ssize_t i = 0; i < k && got + 1 < sizeof out; i++)
			out[got++] = tmp[i];
	}
	out[got] = 0;
	out[strcspn(out, "\n")] = 0;
	close(fds[0]);
	int st = 0;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	/* 0 only when the reader returned: our fatal-error handler and the
	 * sanitizers' reports exit 1 */
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 1;
	/* the child's own diagnostic, without its "PATH: error: " */
	size_t plen = strlen(path);
	const char *line = out;
	if (strncmp(line, path, plen) == 0 && strncmp(line + plen, ": error: ", 9) == 0)
		line += plen + 9;
	if (WIFEXITED(st))
		snprintf(why, wsize, "it stopped (exit status %d)%s%s", WEXITSTATUS(st),
		         line[0] ? ": " : "", line);
	else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL)
		snprintf(why, wsize, "it did not finish in %d s%s%s", BC_WALL_SECONDS,
		         line[0] ? ": " : "", line);
	else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGXCPU)
		snprintf(why, wsize, "it ran over %d s of CPU time", BC_CPU_SECONDS);
	else
		snprintf(why, wsize, "it crashed (%s)%s%s", strsignal(WTERMSIG(st)),
		         line[0] ? ": " : "", line);
	return 0;
}

int
front_bitcode_safe(const char *data, size_t size, const char *path,
                   DiagList *d)
{
	char why[600];

	if (!front_is_bitcode(data, size))
		return 1;
	if (!bc_structure((const unsigned char *)data, size, why, sizeof why)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "corrupted bitcode: %s", why);
		return 0;
	}
	if (!bc_child(data, size, path, why, sizeof why)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "corrupted bitcode: LLVM %s's "
		         "bitcode reader cannot read this file: %s",
		         front_llvm_version(), why);
		return 0;
	}
	return 1;
}
