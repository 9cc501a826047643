/* Launch descriptions (grid, block, arguments in parameter order) parsed
 * from vgiwsim-style options, and the memory image they build: buffers in
 * the global window, byval structs in the param window, module globals
 * after the buffers; writing an image to a directory and comparing two. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "vgiw/launch.h"

/* Unmapped bytes between neighbouring regions, so that running off the end
 * of one buffer is an out-of-bounds report rather than a silent write into
 * the next. */
#define LAUNCH_GUARD 256u
/* No single buffer over 4 GiB: a typo in COUNT should not take the
 * machine's memory. */
#define LAUNCH_MAX_BYTES (1ull << 32)

static const struct {
	const char *name;
	uint32_t size;
} type_info[LT_COUNT] = {
	{ "i8", 1 }, { "i16", 2 }, { "i32", 4 }, { "i64", 8 }, { "f32", 4 }, { "f64", 8 },
};

LaunchWindow
launch_window(uint64_t addr)
{
	addr &= LAUNCH_ADDR_MASK;
	if (addr < LAUNCH_GLOBAL_BASE)
		return LAUNCH_WIN_NONE;
	if (addr < LAUNCH_PARAM_BASE)
		return LAUNCH_WIN_GLOBAL;
	if (addr < LAUNCH_LOCAL_BASE)
		return LAUNCH_WIN_PARAM;
	if (addr < LAUNCH_CONST_BASE)
		return LAUNCH_WIN_LOCAL;
	if (addr < LAUNCH_SHARED_BASE)
		return LAUNCH_WIN_CONST;
	if (addr < LAUNCH_SHARED_BASE + LAUNCH_WINDOW_SIZE)
		return LAUNCH_WIN_SHARED;
	return LAUNCH_WIN_NONE;
}

const char *
launch_window_name(LaunchWindow w)
{
	static const char *const names[] = {
		"none", "global", "param", "local", "const", "shared"
	};
	return (unsigned)w < sizeof names / sizeof *names ? names[w] : "?";
}

uint32_t
launch_type_size(LaunchType t)
{
	return (unsigned)t < LT_COUNT ? type_info[t].size : 0;
}

const char *
launch_type_name(LaunchType t)
{
	return (unsigned)t < LT_COUNT ? type_info[t].name : "?";
}

int
launch_type_parse(const char *s, size_t len)
{
	for (int t = 0; t < LT_COUNT; t++)
		if (strlen(type_info[t].name) == len && memcmp(type_info[t].name, s, len) == 0)
			return t;
	return -1;
}

static int
type_is_float(LaunchType t)
{
	return t == LT_F32 || t == LT_F64;
}

/* Little-endian element access: the image is little-endian whatever the
 * host, so files written on one machine read the same on another. */
void
launch_format_value(char *buf, size_t size, LaunchType t, const void *p)
{
	uint64_t v = vgiw_load_le(p, launch_type_size(t));

	switch (t) {
	case LT_I8: snprintf(buf, size, "%d", (int8_t)v); break;
	case LT_I16: snprintf(buf, size, "%d", (int16_t)v); break;
	case LT_I32: snprintf(buf, size, "%" PRId32, (int32_t)v); break;
	case LT_I64: snprintf(buf, size, "%" PRId64, (int64_t)v); break;
	case LT_F32: snprintf(buf, size, "%.9g", (double)vgiw_f32(v)); break;
	case LT_F64: snprintf(buf, size, "%.17g", vgiw_f64(v)); break;
	default:
		snprintf(buf, size, "?");
	}
}

/* ---- the launch object ---- */

void
launch_init(Launch *l)
{
	memset(l, 0, sizeof *l);
	for (int k = 0; k < 3; k++)
		l->grid[k] = l->block[k] = 1;
	l->global_top = LAUNCH_GLOBAL_BASE;
	l->param_top = LAUNCH_PARAM_BASE;
}

void
launch_free(Launch *l)
{
	for (uint32_t k = 0; k < l->nargs; k++)
		free(l->args[k].text);
	for (uint32_t k = 0; k < l->nregions; k++) {
		free(l->regions[k].name);
		free(l->regions[k].data);
	}
	free(l->args);
	free(l->regions);
	launch_init(l);
}

void
launch_copy(Launch *dst, const Launch *src)
{
	*dst = *src;
	dst->args = NULL;
	dst->regions = NULL;
	dst->args_cap = dst->regions_cap = 0;
	if (src->nargs) {
		dst->args = xmalloc(src->nargs * sizeof *dst->args);
		dst->args_cap = src->nargs;
	}
	for (uint32_t k = 0; k < src->nargs; k++) {
		dst->args[k] = src->args[k];
		dst->args[k].text = xstrdup(src->args[k].text);
	}
	if (src->nregions) {
		dst->regions = xmalloc(src->nregions * sizeof *dst->regions);
		dst->regions_cap = src->nregions;
	}
	for (uint32_t k = 0; k < src->nregions; k++) {
		LaunchRegion *r = &dst->regions[k];
		*r = src->regions[k];
		r->name = xstrdup(r->name);
		r->data = xmalloc(r->size ? r->size : 1);
		memcpy(r->data, src->regions[k].data, r->size);
	}
}

uint64_t
launch_cta_count(const Launch *l)
{
	return (uint64_t)l->grid[0] * l->grid[1] * l->grid[2];
}

uint64_t
launch_block_threads(const Launch *l)
{
	return (uint64_t)l->block[0] * l->block[1] * l->block[2];
}

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) / a * a;
}

static LaunchRegion *
add_region(Launch *l, LaunchRegionKind kind, const char *name, int32_t arg,
           LaunchType type, uint64_t count, uint64_t align)
{
	uint32_t k = vec_push(l->regions, l->nregions, l->regions_cap);
	LaunchRegion *r = &l->regions[k];
	uint64_t *top = kind == LAUNCH_REGION_PARAM ? &l->param_top : &l->global_top;
	uint64_t base = kind == LAUNCH_REGION_PARAM ? LAUNCH_PARAM_BASE : LAUNCH_GLOBAL_BASE;

	if (align < LAUNCH_BUF_ALIGN)
		align = LAUNCH_BUF_ALIGN;
	memset(r, 0, sizeof *r);
	r->name = xstrdup(name);
	r->kind = kind;
	r->arg = arg;
	r->type = type;
	r->count = count;
	r->size = count * launch_type_size(type);
	r->addr = align_up(*top == base ? base : *top + LAUNCH_GUARD, align);
	r->data = xcalloc(r->size ? r->size : 1, 1);
	*top = r->addr + (r->size ? r->size : 1);
	return r;
}

uint64_t
launch_add_global(Launch *l, const char *name, uint64_t size, uint32_t align,
                  const void *init)
{
	for (uint32_t k = 0; k < l->nregions; k++)
		if (l->regions[k].kind == LAUNCH_REGION_GLOBAL &&
		    strcmp(l->regions[k].name, name) == 0 && l->regions[k].size == size)
			return l->regions[k].addr;
	LaunchRegion *r = add_region(l, LAUNCH_REGION_GLOBAL, name, -1, LT_I8, size,
	                             align ? align : 1);

	if (init && size)
		memcpy(r->data, init, size);
	return r->addr;
}

uint64_t
launch_alloc(Launch *l, const char *name, uint64_t size)
{
	return add_region(l, LAUNCH_REGION_BUF, name, -1, LT_I8, size, LAUNCH_BUF_ALIGN)->addr;
}

void
launch_clear_args(Launch *l)
{
	uint32_t n = 0;

	for (uint32_t k = 0; k < l->nargs; k++)
		free(l->args[k].text);
	l->nargs = 0;
	/* struct copies belong to the arguments; buffers stay */
	for (uint32_t k = 0; k < l->nregions; k++) {
		if (l->regions[k].kind == LAUNCH_REGION_PARAM) {
			free(l->regions[k].name);
			free(l->regions[k].data);
			continue;
		}
		l->regions[n++] = l->regions[k];
	}
	l->nregions = n;
	l->param_top = LAUNCH_PARAM_BASE;
}

static LaunchArg *
push_arg(Launch *l, LaunchArgKind kind, const char *text)
{
	uint32_t k = vec_push(l->args, l->nargs, l->args_cap);
	LaunchArg *a = &l->args[k];

	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->text = xstrdup(text);
	return a;
}

void
launch_push_int(Launch *l, int64_t v, const char *text)
{
	LaunchArg *a = push_arg(l, LAUNCH_ARG_SCALAR, text);

	a->is_int = 1;
	a->ival = v;
	a->fval = (double)v;
}

void
launch_push_float(Launch *l, double v, const char *text)
{
	LaunchArg *a = push_arg(l, LAUNCH_ARG_SCALAR, text);

	a->fval = v;
}

void
launch_push_struct(Launch *l, const void *bytes, uint64_t size, const char *text)
{
	char name[32];

	snprintf(name, sizeof name, "arg%u", l->nargs);
	LaunchRegion *r = add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I8, size, 8);
	if (size)
		memcpy(r->data, bytes, size);
	LaunchArg *a = push_arg(l, LAUNCH_ARG_STRUCT, text);
	a->region = l->nregions - 1;
}

LaunchRegion *
launch_find(Launch *l, uint64_t addr, uint64_t size)
{
	for (uint32_t k = 0; k < l->nregions; k++) {
		LaunchRegion *r = &l->regions[k];
		if (addr >= r->addr && addr - r->addr <= r->size && size <= r->size - (addr - r->addr))
			return r;
	}
	return NULL;
}

uint64_t
launch_pointer(const Launch *l, uint64_t addr)
{
	for (uint32_t k = 0; k < l->nregions && k < LAUNCH_TAG_MAX; k++)
		if (l->regions[k].addr == addr)
			return addr | (uint64_t)(k + 1) << LAUNCH_TAG_SHIFT;
	return addr;
}

static void
region_text(const Launch *l, const LaunchRegion *r, const char *const *argnames,
            uint32_t nargnames, char *buf, size_t n)
{
	const char *name = r->arg >= 0 && (uint32_t)r->arg < nargnames &&
	                   argnames && argnames[r->arg] ? argnames[r->arg] : r->name;

	(void)l;
	if (r->kind == LAUNCH_REGION_BUF && r->arg >= 0)
		snprintf(buf, n, "argument %d (%s, %" PRIu64 " bytes)", r->arg, name, r->size);
	else if (r->kind == LAUNCH_REGION_PARAM)
		snprintf(buf, n, "the by-value copy of argument %d (%s, %" PRIu64 " bytes)",
		         r->arg, name, r->size);
	else if (r->kind == LAUNCH_REGION_GLOBAL)
		snprintf(buf, n, "global '%s' (%" PRIu64 " bytes)", r->name, r->size);
	else
		snprintf(buf, n, "buffer '%s' (%" PRIu64 " bytes)", r->name, r->size);
}

void
launch_describe(const Launch *l, uint64_t addr, uint64_t size,
                const char *const *argnames, uint32_t nargnames, char *buf, size_t n)
{
	uint32_t tag = (uint32_t)(addr >> LAUNCH_TAG_SHIFT);
	uint64_t a = addr & LAUNCH_ADDR_MASK;
	const LaunchRegion *r = NULL;
	char what[192];

	if (tag && tag > l->nregions) {
		snprintf(buf, n, "a pointer whose tag %u names no allocation", tag);
		return;
	}
	if (tag) {
		r = &l->regions[tag - 1];
	} else {
		/* the nearest region of the address's window */
		uint64_t best = UINT64_MAX;
		LaunchWindow w = launch_window(a);
		for (uint32_t k = 0; k < l->nregions; k++) {
			const LaunchRegion *q = &l->regions[k];
			uint64_t end = q->addr + q->size;
			uint64_t dist = a < q->addr ? q->addr - a : a + size > end ? a + size - end : 0;
			if (launch_window(q->addr) == w && dist < best) {
				best = dist;
				r = q;
			}
		}
	}
	if (!r) {
		snprintf(buf, n, "no allocation of the %s window is near it",
		         launch_window_name(launch_window(a)));
		return;
	}
	region_text(l, r, argnames, nargnames, what, sizeof what);
	if (a < r->addr)
		snprintf(buf, n, "%" PRIu64 " bytes before the start of %s", r->addr - a, what);
	else if (a + size > r->addr + r->size)
		snprintf(buf, n, "%" PRIu64 " bytes past the end of %s",
		         a + size - (r->addr + r->size), what);
	else
		snprintf(buf, n, "inside %s", what);
}

/* ---- parsing ---- */

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
		if (errno || x == 0 || x > 0x7fffffffull)
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
	if (a->kind != LAUNCH_ARG_SCALAR || !type_is_float(t))
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

	if (type_is_float(t)) {
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
	LaunchRegion *r = add_region(l, LAUNCH_REGION_BUF, name, (int32_t)l->nargs,
	                             t, count, LAUNCH_BUF_ALIGN);
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
		off = align_up(off, sz);
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
	off = align_up(off, maxalign);
	char name[32];
	snprintf(name, sizeof name, "arg%u", l->nargs);
	LaunchRegion *r = add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I8, off, LAUNCH_BUF_ALIGN);
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
	LaunchRegion *r = add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I64, 3, LAUNCH_BUF_ALIGN);
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
		if ((!grid && n > 0xffffffffull) || (grid && n > (1ull << 40))) {
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

/* One line's options, separated by blanks; '#' at the start of a word
 * comments out the rest of the line. A diagnostic of an option that has
 * no location gets `where`:`lineno`. */
static int
parse_options(Launch *l, const char *p, const char *end, const char *where,
              uint32_t lineno, DiagList *d)
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
		uint32_t first = d->n;
		if (launch_option(l, tok, d) == 0)
			diag_add(d, DIAG_ERROR, where, lineno, 0, "'%s' is not a launch option "
			         "(--grid=, --block=, --arg=, --dynamic-shared=)", tok);
		for (uint32_t k = first; k < d->n; k++)
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
	return parse_options(l, line, line + strcspn(line, "\n"), where, 0, d);
}

int
launch_read_file(Launch *l, const char *path, DiagList *d)
{
	size_t size;
	char *text = vgiw_read_input(path, VGIW_INPUT_LAUNCH, &size, d);
	uint32_t errors = d->errors, lineno = 0, options = 0;

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
		parse_options(l, p, eol, path, lineno, d);
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

/* ---- output and comparison ---- */

int
launch_write(const Launch *l, const char *dir, DiagList *d)
{
	if (mkdir(dir, 0777) && errno != EEXIST) {
		diag_add(d, DIAG_ERROR, dir, 0, 0, "cannot create directory: %s",
		         strerror(errno));
		return 1;
	}
	size_t cap = 4096, len = 0;
	char *sum = xmalloc(cap);
	char path[4096];
	int bad = 0;

	sum[0] = 0;
	for (uint32_t k = 0; k < l->nregions; k++) {
		const LaunchRegion *r = &l->regions[k];
		if (r->kind != LAUNCH_REGION_BUF)
			continue;
		snprintf(path, sizeof path, "%s/%s.bin", dir, r->name);
		if (vgiw_write_file_atomic(path, r->data, r->size)) {
			/* no summary of a directory that misses a buffer */
			diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
			free(sum);
			return 1;
		}
		char line[512];
		int n = snprintf(line, sizeof line, "%s %s[%" PRIu64 "] @0x%" PRIx64
		                 " fnv1a=%016" PRIx64 ":", r->name, launch_type_name(r->type),
		                 r->count, r->addr, vgiw_hash64(r->data, r->size, 0));
		uint32_t es = launch_type_size(r->type);
		for (uint64_t i = 0; i < r->count && i < 8 && n < (int)sizeof line - 40; i++) {
			char v[40];
			launch_format_value(v, sizeof v, r->type, r->data + i * es);
			n += snprintf(line + n, sizeof line - (size_t)n, " %s", v);
		}
		if (r->count > 8 && n < (int)sizeof line - 8)
			n += snprintf(line + n, sizeof line - (size_t)n, " ...");
		while (len + (size_t)n + 2 > cap)
			sum = xrealloc(sum, cap *= 2);
		memcpy(sum + len, line, (size_t)n);
		len += (size_t)n;
		sum[len++] = '\n';
		sum[len] = 0;
	}
	snprintf(path, sizeof path, "%s/summary.txt", dir);
	if (vgiw_write_file_atomic(path, sum, len)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
		bad = 1;
	}
	free(sum);
	return bad;
}

/* What launch_write puts in its directory: argN.bin and summary.txt. */
static int
writes_name(const char *name)
{
	if (strcmp(name, "summary.txt") == 0)
		return 1;
	if (strncmp(name, "arg", 3) != 0)
		return 0;
	size_t n = strspn(name + 3, "0123456789");
	return n && strcmp(name + 3 + n, ".bin") == 0;
}

int
launch_check_out_dir(const Launch *l, const char *dir, const char *const *inputs,
                     uint32_t n, DiagList *d)
{
	const char **all = xcalloc((size_t)n + l->nargs + 1, sizeof *all);
	uint32_t k = 0;

	for (uint32_t i = 0; i < n; i++)
		all[k++] = inputs[i];
	/* buf:TYPE:COUNT:file:PATH: the path is everything after "file:" */
	for (uint32_t i = 0; i < l->nargs; i++) {
		const char *t = l->args[i].text;
		const char *c = t && strncmp(t, "buf:", 4) == 0 ? strchr(t + 4, ':') : NULL;
		c = c ? strchr(c + 1, ':') : NULL;
		if (c && strncmp(c + 1, "file:", 5) == 0)
			all[k++] = c + 6;
	}
	int bad = vgiw_check_dir_output(dir, writes_name, all, k, d);
	free(all);
	return bad;
}

/* Distance in units in the last place between two floats of the same
 * width, on the integer line where adjacent floats are adjacent. */
static uint64_t
ulp_distance(uint64_t a, uint64_t b, uint32_t size)
{
	uint64_t sign = size == 4 ? 1ull << 31 : 1ull << 63;
	int64_t x = (a & sign) ? -(int64_t)(a & (sign - 1)) : (int64_t)a;
	int64_t y = (b & sign) ? -(int64_t)(b & (sign - 1)) : (int64_t)b;
	return x > y ? (uint64_t)x - (uint64_t)y : (uint64_t)y - (uint64_t)x;
}

static int
is_nan(uint64_t v, uint32_t size)
{
	if (size == 4)
		return (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffffu);
	return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull &&
	       (v & 0xfffffffffffffull);
}

static int
equal_elems(LaunchType t, const uint8_t *x, const uint8_t *y, uint32_t ulps)
{
	uint32_t es = launch_type_size(t);
	uint64_t a = vgiw_load_le(x, es), b = vgiw_load_le(y, es);

	if (a == b)
		return 1;
	if (!type_is_float(t))
		return 0;
	/* any NaN equals any NaN: LLVM leaves a NaN result's sign and payload
	 * open (LangRef, "Behavior of Floating-Point NaN values"), so a
	 * different operand order legally gives -nan for nan */
	if (is_nan(a, es) || is_nan(b, es))
		return is_nan(a, es) && is_nan(b, es);
	return ulps && ulp_distance(a, b, es) <= ulps;
}

static int
compare_region(const LaunchRegion *ra, const LaunchRegion *rb,
               const LaunchCompareOptions *o, FILE *out)
{
	uint32_t es = launch_type_size(ra->type);
	uint64_t first = 0, ndiff = 0;

	if (ra->type != rb->type || ra->count != rb->count) {
		if (out)
			fprintf(out, "%s: %s[%" PRIu64 "] against %s[%" PRIu64 "]\n",
			        ra->name, launch_type_name(ra->type), ra->count,
			        launch_type_name(rb->type), rb->count);
		return 1;
	}
	if (memcmp(ra->data, rb->data, ra->size) == 0)
		return 0;
	for (uint64_t i = 0; i < ra->count; i++)
		if (!equal_elems(ra->type, ra->data + i * es, rb->data + i * es, o->float_ulps)) {
			if (!ndiff)
				first = i;
			ndiff++;
		}
	if (!ndiff)
		return 0;
	if (out) {
		char va[48], vb[48];
		launch_format_value(va, sizeof va, ra->type, ra->data + first * es);
		launch_format_value(vb, sizeof vb, rb->type, rb->data + first * es);
		fprintf(out, "%s (%s[%" PRIu64 "]): %" PRIu64 " of %" PRIu64
		        " elements differ; first at [%" PRIu64 "]: %s vs %s\n",
		        ra->name, launch_type_name(ra->type), ra->count, ndiff, ra->count,
		        first, va, vb);
	}
	return 1;
}

uint32_t
launch_compare(const Launch *a, const Launch *b, const LaunchCompareOptions *o,
               FILE *out)
{
	LaunchCompareOptions def = { 0, 0 };
	uint32_t bad = 0;

	if (!o)
		o = &def;
	for (uint32_t k = 0; k < a->nregions; k++) {
		const LaunchRegion *ra = &a->regions[k];
		if (ra->kind == LAUNCH_REGION_PARAM)
			continue;
		if (ra->kind == LAUNCH_REGION_GLOBAL && !o->globals)
			continue;
		const LaunchRegion *rb = NULL;
		for (uint32_t j = 0; j < b->nregions && !rb; j++)
			if (b->regions[j].kind == ra->kind && strcmp(b->regions[j].name, ra->name) == 0)
				rb = &b->regions[j];
		/* a runner adds the module globals its kernel uses, another may
		 * add all of them: one that only one image has was never touched */
		if (!rb && ra->kind == LAUNCH_REGION_GLOBAL)
			continue;
		if (!rb) {
			if (out)
				fprintf(out, "%s: missing from the second image\n", ra->name);
			bad++;
			continue;
		}
		bad += (uint32_t)compare_region(ra, rb, o, out);
	}
	return bad;
}
