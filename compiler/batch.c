/* vgiwcc's batch mode: many inputs in one process, which loads LLVM once.
 * Each input is compiled on its own (its own LLVM context, kernel IR and
 * diagnostics) into DIR/NAME.EXT, written only if it succeeded; workers
 * take the inputs in turn, and what each one printed goes to stderr in
 * input order, so the output does not depend on -j. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "vgiw/cfg.h"

#include "batch.h"
#include "pipeline.h"

typedef struct {
	const char *input;
	char *path;       /* DIR/NAME.EXT */
	char *text;       /* its dumps, notes and diagnostics, for stderr */
	size_t ntext;
	int failed, done;
} BatchJob;

typedef struct {
	const Options *o;
	const Arch *a;
	BatchJob *jobs;
	uint32_t njobs;
	uint32_t next;         /* the next job a worker takes */
	uint32_t pr_threads;   /* place-and-route threads of each input */
	pthread_mutex_t lock;
	pthread_cond_t done;
} Batch;

/* DIR/NAME.EXT: NAME is the input's file name without .ll or .bc, as the
 * single-input default NAME.cfg. */
static char *
job_path(const Options *o, const char *input)
{
	const char *dir = o->output_dir ? o->output_dir : ".";
	const char *base = strrchr(input, '/');
	base = base ? base + 1 : input;
	size_t n = strlen(base);
	if (n > 3 && (strcmp(base + n - 3, ".ll") == 0 || strcmp(base + n - 3, ".bc") == 0))
		n -= 3;
	size_t len = strlen(dir) + n + 16;
	char *p = xmalloc(len);
	snprintf(p, len, "%s/%.*s.%s", dir, (int)n, base, emit_names[o->emit]);
	return p;
}

/* What must hold before anything is compiled: the directory exists, no
 * two inputs write one file, no output replaces its own input. */
static int
batch_check(const Batch *b, DiagList *d)
{
	const char *dir = b->o->output_dir;
	struct stat st;

	if (dir && mkdir(dir, 0777) != 0 && errno != EEXIST)
		diag_add(d, DIAG_ERROR, dir, 0, 0, "cannot create: %s", strerror(errno));
	else if (dir && (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)))
		diag_add(d, DIAG_ERROR, dir, 0, 0, "not a directory");
	if (d->errors)
		return 1;
	for (uint32_t i = 0; i < b->njobs; i++) {
		const BatchJob *j = &b->jobs[i];

		for (uint32_t k = 0; k < i; k++)
			if (strcmp(b->jobs[k].path, j->path) == 0) {
				diag_add(d, DIAG_ERROR, j->input, 0, 0, "would write %s, "
				         "as '%s' does: rename one of them", j->path,
				         b->jobs[k].input);
				break;
			}
		if (vgiw_same_file(j->path, j->input)) {
			diag_add(d, DIAG_ERROR, j->input, 0, 0, "its output %s is the "
			         "input itself: choose another --output-dir", j->path);
			continue;
		}
		/* nor another input, nor the architecture file */
		for (uint32_t k = 0; k < b->njobs; k++)
			if (vgiw_same_file(j->path, b->jobs[k].input))
				diag_add(d, DIAG_ERROR, j->input, 0, 0, "its output %s is "
				         "the input '%s': choose another --output-dir",
				         j->path, b->jobs[k].input);
		if (vgiw_same_file(j->path, b->o->arch_file))
			diag_add(d, DIAG_ERROR, j->input, 0, 0, "its output %s is the "
			         "architecture file: choose another --output-dir", j->path);
	}
	return d->errors != 0;
}

/* One input, start to end, as vgiwcc compiles a single one; what it would
 * print on stderr is kept in j->text. */
static void
run_job(const Batch *b, BatchJob *j)
{
	Options o = *b->o;
	DiagList d = { .limit = b->o->error_limit };
	char *buf = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&buf, &size);
	FILE *log = open_memstream(&j->text, &j->ntext);

	if (!out || !log)
		die("open_memstream: %s", strerror(errno));
	o.front.input = j->input;
	o.log = log;
	o.pr.threads = b->pr_threads;
	pipeline_compile_input(&o, b->a, out, &d);
	fclose(out);
	if (!d.errors && vgiw_write_file_atomic(j->path, buf, size) != 0)
		diag_add(&d, DIAG_ERROR, j->path, 0, 0, "cannot write: %s",
		         strerror(errno));
	/* among many inputs, every message says which one it is about: those
	 * without a file name get the input's, and those that point into a
	 * header follow a note naming the input */
	int elsewhere = 0;
	for (uint32_t i = 0; i < d.n; i++) {
		if (!d.items[i].file)
			d.items[i].file = xstrdup(j->input);
		elsewhere |= strcmp(d.items[i].file, j->input) != 0;
	}
	if (elsewhere)
		fprintf(log, "%s: note: while compiling this input\n", j->input);
	diag_print(&d, log);
	if (o.verbose && !d.errors)
		fprintf(log, "vgiwcc: %s -> %s\n", j->input, j->path);
	fclose(log);
	j->failed = d.errors != 0;
	diag_free(&d);
	free(buf);
}

static void *
worker(void *arg)
{
	Batch *b = arg;

	pthread_mutex_lock(&b->lock);
	while (b->next < b->njobs) {
		BatchJob *j = &b->jobs[b->next++];

		pthread_mutex_unlock(&b->lock);
		run_job(b, j);
		pthread_mutex_lock(&b->lock);
		j->done = 1;
		pthread_cond_broadcast(&b->done);
	}
	pthread_mutex_unlock(&b->lock);
	return NULL;
}

static void
print_job(BatchJob *j)
{
	fwrite(j->text, 1, j->ntext, stderr);
	fflush(stderr);
	free(j->text);
	j->text = NULL;
}

/* -j workers over the inputs; the rest of -j goes to each input's place
 * and route, whose results do not depend on it either. */
static void
run_jobs(Batch *b, uint32_t threads)
{
	uint32_t workers = threads < b->njobs ? threads : b->njobs;
	pthread_t th[64];
	uint32_t started = 0;

	if (workers < 1)
		workers = 1;
	b->pr_threads = threads / workers ? threads / workers : 1;
	pthread_mutex_init(&b->lock, NULL);
	pthread_cond_init(&b->done, NULL);
	/* what is built on first use (the CRC table, LLVM's lazily created
	 * statics such as the pass timers' lock) is built by one thread: the
	 * first input runs alone */
	cfg_crc32(0, NULL, 0);
	if (workers > 1) {
		run_job(b, &b->jobs[0]);
		b->jobs[0].done = 1;
		b->next = 1;
	}
	while (workers > 1 && started < workers &&
	       pthread_create(&th[started], NULL, worker, b) == 0)
		started++;
	if (!started)
		worker(b);   /* -j 1, or no thread could start */
	for (uint32_t i = 0; i < b->njobs; i++) {
		pthread_mutex_lock(&b->lock);
		while (!b->jobs[i].done)
			pthread_cond_wait(&b->done, &b->lock);
		pthread_mutex_unlock(&b->lock);
		print_job(&b->jobs[i]);
	}
	for (uint32_t t = 0; t < started; t++)
		pthread_join(th[t], NULL);
	pthread_cond_destroy(&b->done);
	pthread_mutex_destroy(&b->lock);
}

int
batch_compile(const Options *o, const Arch *a, DiagList *d)
{
	Batch b = { .o = o, .a = a, .njobs = o->ninputs };
	uint32_t failed = 0;

	b.jobs = xcalloc(b.njobs ? b.njobs : 1, sizeof *b.jobs);
	for (uint32_t i = 0; i < b.njobs; i++) {
		b.jobs[i].input = o->inputs[i];
		b.jobs[i].path = job_path(o, o->inputs[i]);
	}
	if (batch_check(&b, d))
		goto done;
	run_jobs(&b, o->pr.threads);
	for (uint32_t i = 0; i < b.njobs; i++)
		failed += b.jobs[i].failed != 0;
	fprintf(stderr, "vgiwcc: %u compiled, %u failed", b.njobs - failed, failed);
	for (uint32_t i = 0, k = 0; i < b.njobs; i++)
		if (b.jobs[i].failed)
			fprintf(stderr, "%s%s", k++ ? ", " : ": ", b.jobs[i].input);
	fputc('\n', stderr);
done:
	for (uint32_t i = 0; i < b.njobs; i++) {
		free(b.jobs[i].path);
		free(b.jobs[i].text);
	}
	free(b.jobs);
	return failed || d->errors;
}
