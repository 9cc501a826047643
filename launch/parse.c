/* The text of a launch (vgiwsim-style options, launch files): grid and
 * block dimensions, scalar, buffer, struct and texture arguments, and the
 * options of a line. The object they fill is launch.c's. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "launch_int.h"

int
launch_parse_dims(const char *s, uint32_t out[3])
{
	uint32_t v[3] = { 1, 1, 1 };
	int n = 0;

	for (;;) {
		char *end;
		if (n == 3 || *s < '0' || *s > '9')
			return -1;
		errno = 0;
		unsigned long long x = strtoull(s, &end, 10);
		if (errno || x == 0 || x > LAUNCH_MAX_DIM)
			return -1;
		v[n++] = (uint32_t)x;
		s = end;
		if (*s == 0)
			break;
		if (*s != ',')
			return -1;
		s++;
	}
	memcpy(out, v, sizeof v);
	return 0;
}

/* A whole-string integer literal (decimal, 0x hex; up to 2^64-1). */
static int
parse_int(const char *s, size_t len, int64_t *out)
{
	char buf[64], *end;

	if (len == 0 || len >= sizeof buf)
		return -1;
	memcpy(buf, s, len);
	buf[len] = 0;
	errno = 0;
	long long v = strtoll(buf, &end, 0);
	if (errno == ERANGE && buf[0] != '-') {
		errno = 0;
		unsigned long long u = strtoull(buf, &end, 0);
		if (errno || *end)
			return -1;
		*out = (int64_t)u;
		return 0;
	}
	if (errno || *end || end == buf)
		return -1;
	*out = v;
	return 0;
}

static int
parse_float(const char *s, size_t len, double *out)
{
	char buf[64], *end;

	if (len == 0 || len >= sizeof buf)
		return -1;
	memcpy(buf, s, len);
	buf[len] = 0;
	*out = strtod(buf, &end);
	return *end || end == buf ? -1 : 0;
}

/* Does v fit in `bits` bits, read either as signed or as unsigned? */
static int
int_fits(int64_t v, unsigned bits)
{
	if (bits >= 64)
		return 1;
	int64_t lo = -((int64_t)1 << (bits - 1));
	uint64_t hi = ((uint64_t)1 << bits) - 1;
	return v >= lo && (v < 0 || (uint64_t)v <= hi);
}

int
launch_scalar_int(const LaunchArg *a, unsigned bits, uint64_t *out)
{
	if (a->kind != LAUNCH_ARG_SCALAR || !a->is_int || bits == 0 || bits > 64 ||
	    !int_fits(a->ival, bits))
		return -1;
	*out = bits == 64 ? (uint64_t)a->ival : (uint64_t)a->ival & ((1ull << bits) - 1);
	return 0;
}

int
launch_scalar_float(const LaunchArg *a, LaunchType t, uint64_t *out)
{
	if (a->kind != LAUNCH_ARG_SCALAR || !launch_type_is_float(t))
		return -1;
	double d = a->is_int ? (double)a->ival : a->fval;
	*out = t == LT_F32 ? vgiw_b32((float)d) : vgiw_b64(d);
	return 0;
}

/* One value of type t from text, as little-endian bits. */
static int
parse_value(LaunchType t, const char *s, size_t len, uint64_t *out)
{
	int64_t i;
	double f;

	if (launch_type_is_float(t)) {
		if (parse_int(s, len, &i) == 0)
			f = (double)i;
		else if (parse_float(s, len, &f))
			return -1;
		*out = t == LT_F32 ? vgiw_b32((float)f) : vgiw_b64(f);
		return 0;
	}
	if (parse_int(s, len, &i) || !int_fits(i, 8 * launch_type_size(t)))
		return -1;
	*out = (uint64_t)i;
	return 0;
}

static uint64_t
splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static int
fill_file(LaunchRegion *r, const char *path, const char *spec, DiagList *d)
{
	FILE *f = fopen(path, "rb");

	if (!f) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: cannot open '%s': %s",
		         spec, path, strerror(errno));
		return 1;
	}
	size_t got = fread(r->data, 1, r->size, f);
	int extra = fgetc(f) != EOF;
	fclose(f);
	if (got != r->size || extra) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: '%s' holds %s %" PRIu64
		         " bytes; the buffer is %" PRIu64 " bytes",
		         spec, path, extra ? "more than" : "only", (uint64_t)got, r->size);
		return 1;
	}
	return 0;
}

static int fill_buffer(Launch *l, LaunchArg *a, const char *spec, LaunchType t,
                       uint64_t count, const char *init, DiagList *d);

static int
add_buffer(Launch *l, LaunchArg *a, const char *spec, DiagList *d)
{
	/* buf:TYPE:COUNT[:INIT] */
	const char *p = spec + 4;
	const char *c = strchr(p, ':');
	int t;
	int64_t count;

	if (!c || (t = launch_type_parse(p, (size_t)(c - p))) < 0) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: buffer type must be one "
		         "of i8 i16 i32 i64 f32 f64", spec);
		return 1;
	}
	p = c + 1;
	c = strchr(p, ':');
	size_t clen = c ? (size_t)(c - p) : strlen(p);
	if (parse_int(p, clen, &count) || count <= 0 ||
	    (uint64_t)count * launch_type_size((LaunchType)t) > LAUNCH_MAX_BYTES) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: buffer element count "
		         "must be a number from 1 to %llu bytes' worth", spec,
		         (unsigned long long)LAUNCH_MAX_BYTES);
		return 1;
	}
	return fill_buffer(l, a, spec, (LaunchType)t, (uint64_t)count,
	                   c ? c + 1 : "zero", d);
}

/* The region of a buffer argument of COUNT elements of type t, filled as
 * INIT says; spec names the argument in diagnostics. */
static int
fill_buffer(Launch *l, LaunchArg *a, const char *spec, LaunchType t,
            uint64_t count, const char *init, DiagList *d)
{
	char name[32];
	snprintf(name, sizeof name, "arg%u", l->nargs);
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_BUF, name, (int32_t)l->nargs,
	                             t, count, LAUNCH_BUF_ALIGN);
	if (!r) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: cannot allocate the "
		         "buffer's %" PRIu64 " bytes: the host is out of memory", spec,
		         count * launch_type_size(t));
		return 1;
	}
	uint32_t es = launch_type_size(r->type);
	a->kind = LAUNCH_ARG_BUF;
	a->region = (uint32_t)(r - l->regions);

	if (strcmp(init, "zero") == 0)
		return 0;
	if (strcmp(init, "seq") == 0) {
		for (uint64_t i = 0; i < r->count; i++)
			vgiw_store_le(r->data + i * es, es, r->type == LT_F32 ? vgiw_b32((float)i)
			         : r->type == LT_F64 ? vgiw_b64((double)i) : i);
		return 0;
	}
	if (strncmp(init, "rand", 4) == 0 && (init[4] == 0 || init[4] == ':')) {
		int64_t seed = 1;
		if (init[4] == ':' && parse_int(init + 5, strlen(init + 5), &seed)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: rand seed must be "
			         "an integer", spec);
			return 1;
		}
		uint64_t st = (uint64_t)seed;
		for (uint64_t i = 0; i < r->count; i++) {
			uint64_t x = splitmix64(&st);
			/* floats in [0, 1) from the top mantissa-width bits: exact, so
			 * every host makes the same values */
			if (r->type == LT_F32)
				x = vgiw_b32((float)((double)(x >> 40) * 0x1p-24));
			else if (r->type == LT_F64)
				x = vgiw_b64((double)(x >> 11) * 0x1p-53);
			vgiw_store_le(r->data + i * es, es, x);
		}
		return 0;
	}
	if (strncmp(init, "const:", 6) == 0) {
		uint64_t v;
		if (parse_value(r->type, init + 6, strlen(init + 6), &v)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: '%s' is not a %s "
			         "value", spec, init + 6, launch_type_name(r->type));
			return 1;
		}
		for (uint64_t i = 0; i < r->count; i++)
			vgiw_store_le(r->data + i * es, es, v);
		return 0;
	}
	if (strncmp(init, "file:", 5) == 0 && init[5])
		return fill_file(r, init + 5, spec, d);
	diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: unknown initialiser '%s' "
	         "(zero, seq, rand[:SEED], const:V or file:PATH)", spec, init);
	return 1;
}

static int
add_struct(Launch *l, LaunchArg *a, const char *spec, DiagList *d)
{
	/* struct:TYPE:V,TYPE:V,... in C layout: each field at its natural
	 * alignment, the size rounded up to the largest alignment */
	uint8_t bytes[4096];
	uint64_t off = 0, maxalign = 1;
	const char *p = spec + 7;

	if (!*p) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: a struct needs at "
		         "least one TYPE:VALUE field", spec);
		return 1;
	}
	memset(bytes, 0, sizeof bytes);
	for (unsigned field = 0; *p; field++) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		const char *colon = memchr(p, ':', len);
		int t = colon ? launch_type_parse(p, (size_t)(colon - p)) : -1;
		uint64_t v;
		if (t < 0) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: field %u '%.*s' "
			         "must be TYPE:VALUE with TYPE one of i8 i16 i32 i64 f32 "
			         "f64", spec, field, (int)len, p);
			return 1;
		}
		if (parse_value((LaunchType)t, colon + 1, len - (size_t)(colon + 1 - p), &v)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: field %u: '%.*s' "
			         "is not a %s value", spec, field,
			         (int)(len - (size_t)(colon + 1 - p)), colon + 1,
			         launch_type_name((LaunchType)t));
			return 1;
		}
		uint32_t sz = launch_type_size((LaunchType)t);
		off = launch_align_up(off, sz);
		if (off + sz > sizeof bytes) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: struct larger than "
			         "%zu bytes", spec, sizeof bytes);
			return 1;
		}
		vgiw_store_le(bytes + off, sz, v);
		off += sz;
		if (sz > maxalign)
			maxalign = sz;
		p += len;
		if (*p == ',') {
			p++;
			if (!*p) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: empty field "
				         "after the last ','", spec);
				return 1;
			}
		}
	}
	off = launch_align_up(off, maxalign);
	char name[32];
	snprintf(name, sizeof name, "arg%u", l->nargs);
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I8, off, LAUNCH_BUF_ALIGN);
	if (!r) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: cannot allocate the "
		         "struct's %" PRIu64 " bytes: the host is out of memory", spec, off);
		return 1;
	}
	memcpy(r->data, bytes, off);
	a->kind = LAUNCH_ARG_STRUCT;
	a->region = (uint32_t)(r - l->regions);
	return 0;
}

/* tex:TYPE[xC]:W[xH[xD]][:MODE][:INIT]: a texture object over a W x H x D
 * array of texels of C channels (1, 2 or 4) of a 32-bit TYPE (i32, f32),
 * for a cudaTextureObject_t parameter (docs/simulator.md). The texels are
 * a buffer as buf: makes them (W*H*D*C elements, x fastest, channels
 * interleaved); the argument is a scalar, the texture object's handle: the
 * tagged address of a 24-byte descriptor in the param window,
 *   { u64 tagged address of texel 0, u32 W-1, u32 flags, u32 H-1, u32 D-1 }
 * with the flags of vgiw/launch.h, which the front end's and the reference's fetches
 * read (docs/vgiwcc.md, "Textures"). MODE is a comma-separated list of
 * border (the default: out-of-range texels read zero) or clamp, point (the
 * only filter) and norm (normalised float coordinates). */
enum { TEX_MAX_DIM = 1 << 24 };

static int
tex_error(DiagList *d, const char *spec, const char *what)
{
	diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: %s", spec, what);
	return 1;
}

/* MODE words into flags; 1 if the field is not a mode (then it is INIT),
 * -1 after a diagnostic. */
static int
tex_mode(const char *p, size_t len, const char *spec, uint32_t *flags, DiagList *d)
{
	static const char *const refused[][2] = {
		{ "wrap", "the wrap address mode is not supported (border and clamp are)" },
		{ "mirror", "the mirror address mode is not supported (border and clamp are)" },
		{ "linear", "linear filtering is not supported (point sampling is)" },
	};
	uint32_t f = 0;
	int addr = 0;

	for (const char *end = p + len; p < end;) {
		const char *comma = memchr(p, ',', (size_t)(end - p));
		size_t n = comma ? (size_t)(comma - p) : (size_t)(end - p);
		int known = 0;
		for (size_t k = 0; k < sizeof refused / sizeof *refused; k++)
			if (strlen(refused[k][0]) == n && memcmp(p, refused[k][0], n) == 0) {
				tex_error(d, spec, refused[k][1]);
				return -1;
			}
		if (n == 5 && memcmp(p, "clamp", 5) == 0)
			known = 1, f |= LAUNCH_TEX_CLAMP, addr++;
		else if (n == 6 && memcmp(p, "border", 6) == 0)
			known = 1, addr++;
		else if (n == 4 && memcmp(p, "norm", 4) == 0)
			known = 1, f |= LAUNCH_TEX_NORM;
		else if (n == 5 && memcmp(p, "point", 5) == 0)
			known = 1;
		if (!known) {
			if (p == end - len && !comma)
				return 1;  /* not a mode: the initialiser */
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: unknown texture "
			         "mode '%.*s' (border, clamp, point, norm)", spec, (int)n, p);
			return -1;
		}
		if (addr > 1) {
			tex_error(d, spec, "more than one address mode");
			return -1;
		}
		p += n + (comma != NULL);
		if (comma && p == end) {
			tex_error(d, spec, "empty texture mode after the last ','");
			return -1;
		}
	}
	*flags |= f;
	return 0;
}

static int
add_texture(Launch *l, LaunchArg *a, const char *spec, DiagList *d)
{
	const char *p = spec + 4, *c = strchr(p, ':');
	const char *x = c ? memchr(p, 'x', (size_t)(c - p)) : NULL;
	int t = c ? launch_type_parse(p, (size_t)((x ? x : c) - p)) : -1;
	int64_t chan = 1, dim[3] = { 1, 1, 1 };

	if (t != LT_I32 && t != LT_F32)
		return tex_error(d, spec, "texel type must be i32 or f32, optionally "
		                 "with a channel count (f32x4)");
	if (x && (parse_int(x + 1, (size_t)(c - x - 1), &chan) ||
	          (chan != 1 && chan != 2 && chan != 4)))
		return tex_error(d, spec, "a texture has 1, 2 or 4 channels");
	p = c + 1;
	c = strchr(p, ':');
	size_t len = c ? (size_t)(c - p) : strlen(p);
	int ndim = 0;
	for (const char *q = p, *end = p + len; ndim < 4; ndim++) {
		const char *e = memchr(q, 'x', (size_t)(end - q));
		size_t n = e ? (size_t)(e - q) : (size_t)(end - q);
		if (ndim == 3 || parse_int(q, n, &dim[ndim]) || dim[ndim] < 1 ||
		    dim[ndim] > TEX_MAX_DIM)
			return tex_error(d, spec, "texture size must be W[xH[xD]], each "
			                 "from 1 to 16777216");
		if (!e) {
			ndim++;
			break;
		}
		q = e + 1;
	}
	/* each factor is at most 2^24 and LAUNCH_MAX_BYTES 2^32: no overflow */
	uint64_t texels = (uint64_t)dim[0] * (uint64_t)dim[1];
	if (texels > LAUNCH_MAX_BYTES ||
	    (texels *= (uint64_t)dim[2]) * (uint64_t)chan * 4 > LAUNCH_MAX_BYTES) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: texture larger than "
		         "%llu bytes", spec, (unsigned long long)LAUNCH_MAX_BYTES);
		return 1;
	}
	uint32_t flags = (uint32_t)chan << LAUNCH_TEX_CHAN_SHIFT |
	                 (uint32_t)(chan == 4 ? 4 : chan + 1) << LAUNCH_TEX_SHIFT_SHIFT;
	const char *init = "zero";
	if (c) {
		p = c + 1;
		c = strchr(p, ':');
		len = c ? (size_t)(c - p) : strlen(p);
		int m = tex_mode(p, len, spec, &flags, d);
		if (m < 0)
			return 1;
		init = m ? p : c ? c + 1 : "zero";
	}
	if (fill_buffer(l, a, spec, (LaunchType)t, texels * (uint64_t)chan, init, d))
		return 1;
	uint32_t buf = a->region;
	char name[40];
	snprintf(name, sizeof name, "arg%u.texture", l->nargs);
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I64, 3, LAUNCH_BUF_ALIGN);
	if (!r) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: cannot allocate the "
		         "texture object: the host is out of memory", spec);
		return 1;
	}
	vgiw_store_le(r->data, 8, launch_pointer(l, l->regions[buf].addr));
	vgiw_store_le(r->data + LAUNCH_TEX_XMAX, 4, (uint64_t)dim[0] - 1);
	vgiw_store_le(r->data + LAUNCH_TEX_FLAGS, 4, flags);
	vgiw_store_le(r->data + LAUNCH_TEX_YMAX, 4, (uint64_t)dim[1] - 1);
	vgiw_store_le(r->data + LAUNCH_TEX_ZMAX, 4, (uint64_t)dim[2] - 1);
	a->kind = LAUNCH_ARG_SCALAR;
	a->is_int = 1;
	a->ival = (int64_t)launch_pointer(l, r->addr);
	a->fval = (double)a->ival;
	a->region = (uint32_t)(r - l->regions);
	return 0;
}

int
launch_add_arg(Launch *l, const char *spec, DiagList *d)
{
	LaunchArg a;
	uint32_t nregions = l->nregions;
	uint64_t global_top = l->global_top, param_top = l->param_top;
	int bad;

	memset(&a, 0, sizeof a);
	if (strncmp(spec, "buf:", 4) == 0) {
		bad = add_buffer(l, &a, spec, d);
	} else if (strncmp(spec, "struct:", 7) == 0) {
		bad = add_struct(l, &a, spec, d);
	} else if (strncmp(spec, "tex:", 4) == 0) {
		bad = add_texture(l, &a, spec, d);
	} else {
		a.kind = LAUNCH_ARG_SCALAR;
		bad = 0;
		if (parse_int(spec, strlen(spec), &a.ival) == 0) {
			a.is_int = 1;
			a.fval = (double)a.ival;
		} else if (parse_float(spec, strlen(spec), &a.fval) == 0) {
			a.is_int = 0;
		} else {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: expected a number, "
			         "buf:TYPE:COUNT[:INIT], tex:TYPE:W[xH[xD]][:MODE][:INIT] or "
			         "struct:TYPE:VALUE,...", spec);
			bad = 1;
		}
	}
	if (bad) {
		/* a failed argument leaves no region behind, so addresses stay as
		 * if it had never been given */
		while (l->nregions > nregions) {
			LaunchRegion *r = &l->regions[--l->nregions];
			free(r->name);
			free(r->data);
		}
		l->global_top = global_top;
		l->param_top = param_top;
		return 1;
	}
	a.text = xstrdup(spec);
	uint32_t k = vec_push(l->args, l->nargs, l->args_cap);
	l->args[k] = a;
	return 0;
}

int
launch_option(Launch *l, const char *opt, DiagList *d)
{
	if (strncmp(opt, "--grid=", 7) == 0 || strncmp(opt, "--block=", 8) == 0) {
		int grid = opt[2] == 'g';
		const char *v = opt + (grid ? 7 : 8);
		uint32_t dims[3];
		if (launch_parse_dims(v, dims)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s: expected X[,Y[,Z]] with "
			         "each from 1 to 2147483647", opt);
			return -1;
		}
		uint64_t n = (uint64_t)dims[0] * dims[1] * dims[2];
		/* a product that cannot be counted in 32 bits (per CTA) or 48
		 * bits (threads of the grid) is a mistake, not a launch */
		if ((!grid && n > LAUNCH_MAX_CTA_THREADS) || (grid && n > LAUNCH_MAX_CTAS)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s: %" PRIu64 " %s is too "
			         "many", opt, n, grid ? "CTAs" : "threads per CTA");
			return -1;
		}
		memcpy(grid ? l->grid : l->block, dims, sizeof dims);
		return 1;
	}
	if (strncmp(opt, "--arg=", 6) == 0)
		return launch_add_arg(l, opt + 6, d) ? -1 : 1;
	if (strncmp(opt, "--dynamic-shared=", 17) == 0) {
		const char *v = opt + 17;
		uint64_t n = 0;

		/* decimal bytes; a size no CTA's shared block could have is a
		 * mistake, not a launch */
		for (const char *c = v; *c; c++) {
			if (*c < '0' || *c > '9' || n > UINT32_MAX) {
				n = UINT64_MAX;
				break;
			}
			n = n * 10 + (uint64_t)(*c - '0');
		}
		if (!*v || n > UINT32_MAX) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "%s: expected the bytes of "
			         "dynamic shared memory per CTA, from 0 to %u", opt,
			         UINT32_MAX);
			return -1;
		}
		l->dyn_shared = n;
		l->has_dyn_shared = 1;
		return 1;
	}
	return 0;
}

/* The options a launch has once: the line a launch file first gave each. */
static const char *const once_opts[] = { "--grid=", "--block=", "--dynamic-shared=" };
#define NONCE (sizeof once_opts / sizeof *once_opts)

int
launch_is_option(const char *opt)
{
	for (size_t k = 0; k < NONCE; k++)
		if (strncmp(opt, once_opts[k], strlen(once_opts[k])) == 0)
			return 1;
	return strncmp(opt, "--arg=", 6) == 0;
}

/* A second --grid= (--block=, --dynamic-shared=) in one launch file is an
 * error, not last-wins: first[k] holds the line of the first. */
static void
check_once(const char *tok, uint32_t *first, const char *where,
           uint32_t lineno, DiagList *d)
{
	for (size_t k = 0; k < NONCE; k++) {
		if (strncmp(tok, once_opts[k], strlen(once_opts[k])) != 0)
			continue;
		if (first[k])
			diag_add(d, DIAG_ERROR, where, lineno, 0, "a second %s in this "
			         "launch file (the first is at line %u): a launch has one",
			         once_opts[k], first[k]);
		else
			first[k] = lineno;
	}
}

/* One line's options, separated by blanks; '#' at the start of a word
 * comments out the rest of the line. A diagnostic of an option that has
 * no location gets `where`:`lineno`. first: a launch file's check_once
 * lines, NULL for a command line. */
static int
parse_options(Launch *l, const char *p, const char *end, const char *where,
              uint32_t lineno, uint32_t *first, DiagList *d)
{
	uint32_t errors = d->errors;

	for (;;) {
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
			p++;
		if (p == end || *p == '\n' || *p == '#')
			break;
		size_t n = 0;
		while (p + n < end && !strchr(" \t\r\n", p[n]))
			n++;
		char *tok = xmalloc(n + 1);
		memcpy(tok, p, n);
		tok[n] = 0;
		uint32_t mark = d->n;
		if (first)
			check_once(tok, first, where, lineno, d);
		if (launch_option(l, tok, d) == 0)
			diag_add(d, DIAG_ERROR, where, lineno, 0, "'%s' is not a launch option "
			         "(--grid=, --block=, --arg=, --dynamic-shared=)", tok);
		for (uint32_t k = mark; k < d->n; k++)
			if (!d->items[k].file && where) {
				d->items[k].file = xstrdup(where);
				d->items[k].line = lineno;
			}
		free(tok);
		p += n;
	}
	return d->errors != errors;
}

int
launch_parse_line(Launch *l, const char *line, const char *where, DiagList *d)
{
	return parse_options(l, line, line + strcspn(line, "\n"), where, 0, NULL, d);
}

int
launch_read_file(Launch *l, const char *path, DiagList *d)
{
	size_t size;
	char *text = vgiw_read_input(path, VGIW_INPUT_LAUNCH, &size, d);
	uint32_t errors = d->errors, lineno = 0, options = 0, first[NONCE] = { 0 };

	if (!text)
		return 1;
	for (const char *p = text, *end = text + size; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *eol = nl ? nl : end;
		lineno++;
		if (memchr(p, 0, (size_t)(eol - p))) {
			diag_add(d, DIAG_ERROR, path, lineno, 0, "a NUL byte: a launch "
			         "file is text");
			break;
		}
		parse_options(l, p, eol, path, lineno, first, d);
		/* any word that is not a comment is an option, taken or refused */
		const char *q = p + strspn(p, " \t\r");
		options += q < eol && *q != '#';
		p = eol + 1;
	}
	if (!options && d->errors == errors)
		diag_add(d, DIAG_ERROR, path, 0, 0, "no launch options: an empty "
		         "launch file (or comments only)");
	free(text);
	return d->errors != errors;
}
