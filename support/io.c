/* Files in and out: inputs read whole under a size cap per kind, outputs
 * written through a temporary file and a rename with every write checked,
 * the temporary files removed on the signals a user sends, and the check
 * that an output does not name an input. */
#ifdef __linux__
#define _DEFAULT_SOURCE  /* syscall(), for getdents64 in a signal handler */
#endif
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <dirent.h>
#include <fcntl.h>

#include <sys/stat.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif

#include "vgiw/support.h"

/* ---- input caps ---- */

static const struct {
	const char *env, *what;
	uint64_t def;
} caps[VGIW_INPUT_COUNT] = {
	[VGIW_INPUT_CFG] = { "VGIW_MAX_CFG", "a .cfg", 64ull << 20 },
	[VGIW_INPUT_IR] = { "VGIW_MAX_IR", "LLVM IR", 256ull << 20 },
	[VGIW_INPUT_LAUNCH] = { "VGIW_MAX_LAUNCH", "a launch file", 1ull << 20 },
	[VGIW_INPUT_ARCH] = { "VGIW_MAX_ARCH", "an architecture file", 16ull << 20 },
	[VGIW_INPUT_LIST] = { "VGIW_MAX_LIST", "a list of inputs", 16ull << 20 },
};

/* "N", "NK", "NM" or "NG" (powers of 1024), from 1 byte to 1 TB */
static int
parse_bytes(const char *s, uint64_t *out)
{
	char *end;
	uint64_t shift = 0;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno)
		return -1;
	if (*end == 'k' || *end == 'K')
		shift = 10, end++;
	else if (*end == 'm' || *end == 'M')
		shift = 20, end++;
	else if (*end == 'g' || *end == 'G')
		shift = 30, end++;
	if (*end || v == 0 || v > (1ull << 40) >> shift)
		return -1;
	*out = (uint64_t)v << shift;
	return 0;
}

uint64_t
vgiw_input_cap(VgiwInput kind, DiagList *d)
{
	const char *s = getenv(caps[kind].env);
	uint64_t v;

	if (!s || !*s)
		return caps[kind].def;
	if (parse_bytes(s, &v)) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s='%s': expected a size in bytes "
		         "from 1 to 1T, with an optional K, M or G", caps[kind].env, s);
		return 0;
	}
	return v;
}

char *
vgiw_read_input(const char *path, VgiwInput kind, size_t *size, DiagList *d)
{
	uint64_t cap = vgiw_input_cap(kind, d);
	struct stat st;
	char *buf = NULL;
	size_t n = 0, room = 0;
	FILE *f;

	if (!cap)
		return NULL;
	/* opened without waiting for a writer: a FIFO nobody writes reads as
	 * empty instead of blocking forever in open() */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 || !(f = fdopen(fd, "rb"))) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot open: %s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	if (fstat(fd, &st) != 0)
		st.st_mode = 0;   /* unknown: read it as a stream */
	if (S_ISDIR(st.st_mode)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "is a directory, not %s",
		         caps[kind].what);
		fclose(f);
		return NULL;
	}
	/* a regular file says its size; a device or a pipe is read up to one
	 * byte past the cap */
	if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > cap)
		goto too_big;
	for (;;) {
		if (room - n < 4096) {
			room = room ? room * 2 : 65536;
			if (room > cap + 2)
				room = (size_t)cap + 2;
			buf = xrealloc(buf, room);
		}
		size_t got = fread(buf + n, 1, room - n - 1, f);
		n += got;
		if (n > cap)
			goto too_big;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot read: %s", strerror(errno));
		fclose(f);
		free(buf);
		return NULL;
	}
	fclose(f);
	buf[n] = 0;
	*size = n;
	return buf;
too_big:
	diag_add(d, DIAG_ERROR, path, 0, 0, "larger than %" PRIu64 " bytes, the "
	         "limit for %s (set %s=BYTES to raise it)", cap, caps[kind].what,
	         caps[kind].env);
	fclose(f);
	free(buf);
	return NULL;
}

char *
vgiw_read_file(const char *path, size_t *size, DiagList *d)
{
	return vgiw_read_input(path, VGIW_INPUT_CFG, size, d);
}

/* ---- temporary files and signals ---- */

/* Fixed slots, so the handler reads nothing that malloc or free could be
 * changing; a slot is published by setting `live` after its path is in
 * place. More temporary files at once than slots are written all the
 * same, only not removed on a signal. */
#define TMP_SLOTS 64
#define TMP_PATH 4096

static char tmp_path[TMP_SLOTS][TMP_PATH];
static volatile sig_atomic_t tmp_live[TMP_SLOTS];  /* 1 a file, 2 a directory */
static pthread_mutex_t tmp_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t tmp_once = PTHREAD_ONCE_INIT;
static const int tmp_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/* Empty a directory and remove it, with async-signal-safe calls only:
 * opendir and readdir may allocate, so Linux's getdents64 system call reads
 * the entries (elsewhere only an empty directory is removed). The entries
 * are a writer's files, no subdirectories; reading again from the start
 * after each batch of unlinks sees what the deletions may have hidden. */
static void
tmp_remove_dir(const char *path)
{
#ifdef __linux__
	static char buf[8192];  /* only the handler uses it, once */
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		for (int pass = 0; pass < 1000; pass++) {
			long n = syscall(SYS_getdents64, fd, buf, sizeof buf);
			int removed = 0;

			if (n <= 0)
				break;
			for (long at = 0; at < n;) {
				/* struct linux_dirent64: ino, off, reclen, type, name */
				unsigned short reclen;
				memcpy(&reclen, buf + at + 16, sizeof reclen);
				const char *name = buf + at + 19;
				if (!reclen)
					break;
				if (strcmp(name, ".") != 0 && strcmp(name, "..") != 0 &&
				    unlinkat(fd, name, 0) == 0)
					removed = 1;
				at += reclen;
			}
			if (removed)
				lseek(fd, 0, SEEK_SET);
		}
		close(fd);
	}
#endif
	rmdir(path);
}

void
vgiw_tmp_remove_all(void)
{
	int e = errno;

	/* files first: a tracked file may lie in a tracked directory */
	for (int i = 0; i < TMP_SLOTS; i++)
		if (tmp_live[i] == 1)
			unlink(tmp_path[i]);
	for (int i = 0; i < TMP_SLOTS; i++)
		if (tmp_live[i] == 2)
			tmp_remove_dir(tmp_path[i]);
	errno = e;
}

static void
tmp_on_signal(int sig)
{
	vgiw_tmp_remove_all();
	/* SA_RESETHAND restored the default action: end as the signal would
	 * have ended us */
	raise(sig);
}

static void
tmp_install(void)
{
	for (size_t i = 0; i < sizeof tmp_signals / sizeof *tmp_signals; i++) {
		struct sigaction sa, old;

		/* a signal someone chose to ignore (nohup) or to handle stays
		 * theirs */
		if (sigaction(tmp_signals[i], NULL, &old) != 0 ||
		    (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL)
			continue;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = tmp_on_signal;
		sa.sa_flags = SA_RESETHAND;
		sigfillset(&sa.sa_mask);
		sigaction(tmp_signals[i], &sa, NULL);
	}
}

static int
tmp_track(const char *path, int kind)
{
	int slot = -1;

	if (strlen(path) >= TMP_PATH)
		return -1;
	pthread_once(&tmp_once, tmp_install);
	pthread_mutex_lock(&tmp_lock);
	for (int i = 0; i < TMP_SLOTS && slot < 0; i++)
		if (!tmp_live[i]) {
			strcpy(tmp_path[i], path);
			tmp_live[i] = kind;
			slot = i;
		}
	pthread_mutex_unlock(&tmp_lock);
	return slot;
}

int
vgiw_tmp_track(const char *path)
{
	return tmp_track(path, 1);
}

int
vgiw_tmp_track_dir(const char *path)
{
	return tmp_track(path, 2);
}

void
vgiw_tmp_untrack(int slot)
{
	if (slot < 0)
		return;
	pthread_mutex_lock(&tmp_lock);
	tmp_live[slot] = 0;
	pthread_mutex_unlock(&tmp_lock);
}

/* ---- outputs ---- */

static int
is_stdout(const char *path)
{
	return strcmp(path, "-") == 0;
}

int
vgiw_out_open(VgiwOut *o, const char *path, DiagList *d)
{
	memset(o, 0, sizeof *o);
	o->path = path;
	o->slot = -1;
	if (is_stdout(path)) {
		o->f = stdout;
		return 0;
	}
	/* a device or a pipe (/dev/null, /dev/stdout, a FIFO) is written in
	 * place: a rename would replace it with a regular file */
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (!(o->f = fopen(path, "wb"))) {
			int e = errno;
			if (d)
				diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s",
				         strerror(e));
			errno = e;
			return -1;
		}
		return 0;
	}
	size_t n = strlen(path) + 24;
	o->tmp = xmalloc(n);
	snprintf(o->tmp, n, "%s.tmp%ld", path, (long)getpid());
	o->slot = vgiw_tmp_track(o->tmp);
	if (!(o->f = fopen(o->tmp, "wb"))) {
		int e = errno;
		vgiw_tmp_untrack(o->slot);
		free(o->tmp);
		o->tmp = NULL;
		errno = e;
		if (d)
			diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(e));
		return -1;
	}
	return 0;
}

static void
out_failed(const VgiwOut *o, int e, DiagList *d)
{
	if (!d)
		return;
	if (is_stdout(o->path))
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "cannot write to standard output: %s",
		         strerror(e));
	else
		diag_add(d, DIAG_ERROR, o->path, 0, 0, "cannot write: %s", strerror(e));
}

int
vgiw_out_close(VgiwOut *o, DiagList *d)
{
	int e = 0;

	if (!o->f)
		return -1;
	/* a write that failed earlier leaves the error flag; errno is then
	 * whatever the flush says, or EIO */
	errno = 0;
	int bad = fflush(o->f) != 0 || ferror(o->f);
	if (bad)
		e = errno ? errno : EIO;
	if (o->f == stdout) {
		o->f = NULL;
		if (bad) {
			clearerr(stdout);
			out_failed(o, e, d);
			errno = e;
			return -1;
		}
		return 0;
	}
	if (fclose(o->f) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	o->f = NULL;
	if (!bad && o->tmp && rename(o->tmp, o->path) != 0) {
		bad = 1;
		e = errno;
	}
	if (bad && o->tmp)
		unlink(o->tmp);
	vgiw_tmp_untrack(o->slot);
	free(o->tmp);
	o->tmp = NULL;
	if (bad) {
		out_failed(o, e, d);
		errno = e;
		return -1;
	}
	return 0;
}

void
vgiw_out_discard(VgiwOut *o)
{
	if (!o->f)
		return;
	if (o->f == stdout) {
		fflush(stdout);
	} else {
		fclose(o->f);
		if (o->tmp)
			unlink(o->tmp);
		vgiw_tmp_untrack(o->slot);
		free(o->tmp);
		o->tmp = NULL;
	}
	o->f = NULL;
}

int
vgiw_write_file_atomic(const char *path, const void *data, size_t size)
{
	VgiwOut o;

	if (vgiw_out_open(&o, path, NULL))
		return -1;
	if (size && fwrite(data, 1, size, o.f) != size) {
		int e = errno ? errno : EIO;
		vgiw_out_discard(&o);
		errno = e;
		return -1;
	}
	return vgiw_out_close(&o, NULL);
}

/* ---- outputs against inputs ---- */

int
vgiw_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	if (!a || !b || is_stdout(a) || is_stdout(b))
		return 0;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

int
vgiw_check_output(const char *out, const char *const *inputs, uint32_t n,
                  DiagList *d)
{
	if (!out)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (vgiw_same_file(out, inputs[i])) {
			diag_add(d, DIAG_ERROR, out, 0, 0, "this output is the input '%s': "
			         "refusing to overwrite it", inputs[i]);
			return 1;
		}
	return 0;
}

/* The file a path would name once written: its directory resolved, so
 * "a", "./a" and "d/../a" are one; NULL when the directory is not there. */
static char *
out_identity(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = xstrdup(slash ? path : ".");
	const char *base = slash ? slash + 1 : path;

	if (slash)
		dir[slash - path + 1] = 0;
	char *real = realpath(dir, NULL);
	free(dir);
	if (!real)
		return NULL;
	size_t len = strlen(real) + strlen(base) + 2;
	char *id = xmalloc(len);
	snprintf(id, len, "%s/%s", real, base);
	free(real);
	return id;
}

static int
same_output(const char *a, const char *b)
{
	if (vgiw_same_file(a, b))
		return 1;
	if (is_stdout(a) || is_stdout(b))
		return 0;
	char *ia = out_identity(a), *ib = out_identity(b);
	int same = ia && ib && strcmp(ia, ib) == 0;
	free(ia);
	free(ib);
	return same;
}

int
vgiw_check_outputs(const char *const *outs, uint32_t nout,
                   const char *const *inputs, uint32_t n, DiagList *d)
{
	int bad = 0;

	for (uint32_t i = 0; i < nout; i++) {
		if (!outs[i])
			continue;
		bad |= vgiw_check_output(outs[i], inputs, n, d);
		for (uint32_t j = 0; j < i; j++)
			if (outs[j] && same_output(outs[i], outs[j])) {
				diag_add(d, DIAG_ERROR, outs[i], 0, 0, "this output is "
				         "also '%s': one of the two would be lost", outs[j]);
				bad = 1;
				break;
			}
	}
	return bad;
}

/* Every existing file of dir that the tool would write (writes(name)) against
 * every input, so a hard link or a symbolic link under another name is
 * found as well. */
int
vgiw_check_dir_output(const char *dir, int (*writes)(const char *name),
                      const char *const *inputs, uint32_t n, DiagList *d)
{
	DIR *dh = dir ? opendir(dir) : NULL;
	struct dirent *e;
	int bad = 0;

	if (!dh)
		return 0;   /* not there yet: it holds no input */
	while (!bad && (e = readdir(dh))) {
		if (!writes(e->d_name))
			continue;
		size_t len = strlen(dir) + strlen(e->d_name) + 2;
		char *p = xmalloc(len);
		snprintf(p, len, "%s/%s", dir, e->d_name);
		bad = vgiw_check_output(p, inputs, n, d);
		free(p);
	}
	closedir(dh);
	return bad;
}
