/* kfuzz's launch files: reading one (the options kfuzz's kernels and the
 * samples use), making its input buffers with kfuzz's own values (kfuzz
 * inputs), and comparing two runs' output buffers (kfuzz cmp). */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kfuzz_int.h"

typedef struct {
	int is_buf;
	char type[4];
	unsigned es;
	uint64_t count;
	char init[512];
	char text[600]; /* the option as written (scalars) */
} KfArg;

typedef struct {
	char grid[600], block[600];
	KfArg *arg;
	int nargs;
} KfLaunch;

static unsigned
kf_type_size(const char *t)
{
	if (!strcmp(t, "i8"))
		return 1;
	if (!strcmp(t, "i16"))
		return 2;
	if (!strcmp(t, "i32") || !strcmp(t, "f32"))
		return 4;
	if (!strcmp(t, "i64") || !strcmp(t, "f64"))
		return 8;
	return 0;
}

static void
kf_read_launch(const char *path, KfLaunch *l)
{
	FILE *f = fopen(path, "r");
	char w[600];

	if (!f)
		kf_die("cannot open '%s': %s", path, strerror(errno));
	memset(l, 0, sizeof *l);
	for (;;) {
		int c;
		while ((c = fgetc(f)) != EOF && (c == ' ' || c == '\t' || c == '\n' || c == '\r'))
			;
		if (c == EOF)
			break;
		if (c == '#') {
			while ((c = fgetc(f)) != EOF && c != '\n')
				;
			continue;
		}
		size_t n = 0;
		do {
			if (n + 1 >= sizeof w)
				kf_die("%s: option too long", path);
			w[n++] = (char)c;
		} while ((c = fgetc(f)) != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r');
		w[n] = 0;
		if (!strncmp(w, "--grid=", 7)) {
			snprintf(l->grid, sizeof l->grid, "%s", w + 7);
		} else if (!strncmp(w, "--block=", 8)) {
			snprintf(l->block, sizeof l->block, "%s", w + 8);
		} else if (!strncmp(w, "--arg=", 6)) {
			l->arg = realloc(l->arg, (size_t)(l->nargs + 1) * sizeof *l->arg);
			if (!l->arg)
				kf_die("out of memory");
			KfArg *a = &l->arg[l->nargs++];
			memset(a, 0, sizeof *a);
			snprintf(a->text, sizeof a->text, "%s", w + 6);
			if (!strncmp(w + 6, "buf:", 4)) {
				char *p = w + 10, *c1 = strchr(p, ':');
				if (!c1 || c1 - p > 3)
					kf_die("%s: bad buffer '%s'", path, w);
				memcpy(a->type, p, (size_t)(c1 - p));
				a->es = kf_type_size(a->type);
				char *end;
				a->count = strtoull(c1 + 1, &end, 10);
				if (!a->es || !a->count || a->count > (1u << 26) || (*end && *end != ':'))
					kf_die("%s: bad buffer '%s'", path, w);
				snprintf(a->init, sizeof a->init, "%s", *end ? end + 1 : "zero");
				a->is_buf = 1;
			} else if (!strncmp(w + 6, "struct:", 7)) {
				kf_die("%s: struct arguments are not supported by kfuzz", path);
			}
		} else {
			kf_die("%s: unknown option '%s'", path, w);
		}
	}
	fclose(f);
}

/* kfuzz's own input values (not vgiwsim's rand): integers use every bit;
 * floats are mostly small dyadic values, sometimes zeros of both signs,
 * infinities, NaN, subnormals and extremes */
static void
kf_fill(KfArg *a, unsigned char *p, uint64_t seed)
{
	kf_state = seed;
	for (uint64_t i = 0; i < a->count; i++) {
		uint64_t r = kf_next();
		unsigned char *e = p + i * a->es;
		if (!strcmp(a->type, "f32") || !strcmp(a->type, "f64")) {
			double v = (double)((int64_t)(r % 4096) - 2048) / (double)(1u << ((r >> 12) % 10));
			if ((r >> 20) % 16 == 0) {
				static const double sp[] = { 0.0, -0.0, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0,
					                     1e-40, -3e-42, 3.4e38, 1e-310, 1.7e308,
					                     1e20, -1e-20 };
				v = sp[(r >> 24) % (sizeof sp / sizeof sp[0])];
			}
			if (a->es == 4) {
				float f = (float)v;
				memcpy(e, &f, 4);
			} else {
				memcpy(e, &v, 8);
			}
		} else {
			for (unsigned b = 0; b < a->es; b++)
				e[b] = (unsigned char)(r >> (8 * b)); /* little-endian */
		}
	}
}

void
kf_inputs(const char *launch, const char *dir)
{
	KfLaunch l;
	char path[4200];

	kf_read_launch(launch, &l);
	if (mkdir(dir, 0777) && errno != EEXIST)
		kf_die("cannot create '%s': %s", dir, strerror(errno));
	snprintf(path, sizeof path, "%s/launch", dir);
	FILE *out = fopen(path, "w");
	if (!out)
		kf_die("cannot write '%s'", path);
	fprintf(out, "--grid=%s --block=%s\n", l.grid, l.block);
	for (int k = 0; k < l.nargs; k++) {
		KfArg *a = &l.arg[k];
		if (!a->is_buf) {
			fprintf(out, "--arg=%s\n", a->text);
			continue;
		}
		if (!strcmp(a->init, "zero") || !strncmp(a->init, "file:", 5)) {
			fprintf(out, "--arg=buf:%s:%" PRIu64 ":%s\n", a->type, a->count, a->init);
			continue;
		}
		size_t bytes = (size_t)(a->count * a->es);
		unsigned char *p = calloc(bytes, 1);
		if (!p)
			kf_die("out of memory");
		if (!strcmp(a->init, "seq") || !strncmp(a->init, "const:", 6)) {
			double cv = a->init[0] == 'c' ? strtod(a->init + 6, NULL) : 0;
			long long ci = a->init[0] == 'c' ? strtoll(a->init + 6, NULL, 0) : 0;
			for (uint64_t i = 0; i < a->count; i++) {
				unsigned char *e = p + i * a->es;
				if (a->type[0] == 'f') {
					double v = a->init[0] == 'c' ? cv : (double)i;
					float f = (float)v;
					if (a->es == 4)
						memcpy(e, &f, 4);
					else
						memcpy(e, &v, 8);
				} else {
					uint64_t v = a->init[0] == 'c' ? (uint64_t)ci : i;
					for (unsigned b = 0; b < a->es; b++)
						e[b] = (unsigned char)(v >> (8 * b));
				}
			}
		} else if (!strncmp(a->init, "rand", 4)) {
			uint64_t s = a->init[4] == ':' ? strtoull(a->init + 5, NULL, 10) : 0;
			kf_fill(a, p, s * 0x100000001b3ull + (uint64_t)k);
		} else {
			kf_die("%s: unknown buffer init '%s'", launch, a->init);
		}
		snprintf(path, sizeof path, "%s/in%d.bin", dir, k);
		FILE *f = fopen(path, "wb");
		if (!f || fwrite(p, 1, bytes, f) != bytes || fclose(f))
			kf_die("cannot write '%s'", path);
		free(p);
		fprintf(out, "--arg=buf:%s:%" PRIu64 ":file:%s\n", a->type, a->count, path);
	}
	if (fclose(out))
		kf_die("cannot write the launch in '%s'", dir);
	free(l.arg);
}

static void
kf_format(char *s, size_t n, const char *type, const unsigned char *e)
{
	uint64_t u = 0;
	unsigned es = kf_type_size(type);
	for (unsigned b = 0; b < es; b++)
		u |= (uint64_t)e[b] << (8 * b);
	if (!strcmp(type, "f32")) {
		float f;
		uint32_t w = (uint32_t)u;
		memcpy(&f, &w, 4);
		snprintf(s, n, "%.9g (0x%08" PRIx32 ")", (double)f, w);
	} else if (!strcmp(type, "f64")) {
		double d;
		memcpy(&d, &u, 8);
		snprintf(s, n, "%.17g (0x%016" PRIx64 ")", d, u);
	} else {
		int64_t v = es == 8 ? (int64_t)u : (int64_t)(u << (64 - 8 * es)) >> (64 - 8 * es);
		snprintf(s, n, "%" PRId64, v);
	}
}

static int
kf_is_nan(const char *type, const unsigned char *e)
{
	if (!strcmp(type, "f32"))
		return (e[3] & 0x7f) == 0x7f && (e[2] & 0x80) && ((e[2] & 0x7f) || e[1] || e[0]);
	if (!strcmp(type, "f64"))
		return (e[7] & 0x7f) == 0x7f && (e[6] & 0xf0) == 0xf0 &&
		       ((e[6] & 0x0f) || e[5] || e[4] || e[3] || e[2] || e[1] || e[0]);
	return 0;
}

static unsigned char *
kf_slurp(const char *path, size_t want)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	unsigned char *p = malloc(want + 1);
	size_t got = p ? fread(p, 1, want + 1, f) : 0;
	fclose(f);
	if (got != want) {
		free(p);
		return NULL;
	}
	return p;
}

/* byte-exact, except that any two NaNs are equal (IEEE 754 leaves the sign
 * and payload of a generated NaN open) */
int
kf_cmp(const char *launch, const char *da, const char *db)
{
	KfLaunch l;
	char pa[4200], pb[4200];
	int bad = 0;

	kf_read_launch(launch, &l);
	for (int k = 0; k < l.nargs; k++) {
		KfArg *a = &l.arg[k];
		if (!a->is_buf)
			continue;
		size_t bytes = (size_t)(a->count * a->es);
		snprintf(pa, sizeof pa, "%s/arg%d.bin", da, k);
		snprintf(pb, sizeof pb, "%s/arg%d.bin", db, k);
		unsigned char *x = kf_slurp(pa, bytes), *y = kf_slurp(pb, bytes);
		if (!x || !y) {
			fprintf(stderr, "kfuzz: %s missing or not %zu bytes\n", !x ? pa : pb, bytes);
			free(x);
			free(y);
			free(l.arg);
			return 2;
		}
		uint64_t ndiff = 0;
		for (uint64_t i = 0; i < a->count; i++) {
			const unsigned char *ex = x + i * a->es, *ey = y + i * a->es;
			if (!memcmp(ex, ey, a->es) || (kf_is_nan(a->type, ex) && kf_is_nan(a->type, ey)))
				continue;
			if (ndiff++ < 5) {
				char sx[80], sy[80];
				kf_format(sx, sizeof sx, a->type, ex);
				kf_format(sy, sizeof sy, a->type, ey);
				printf("arg%d %s[%" PRIu64 "]: %s: %s, %s: %s\n", k, a->type, i, da, sx, db, sy);
			}
		}
		if (ndiff) {
			printf("arg%d: %" PRIu64 " of %" PRIu64 " elements differ\n", k, ndiff, a->count);
			bad = 1;
		}
		free(x);
		free(y);
	}
	free(l.arg);
	return bad;
}
