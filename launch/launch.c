/* The launch object (include/vgiw/launch.h) and the memory image it
 * builds: buffers in the global window, byval structs in the param window,
 * module globals after the buffers; describing an address, writing an
 * image to a directory and comparing two. The text forms are parse.c's. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "launch_int.h"

/* Unmapped bytes between neighbouring regions, so that running off the end
 * of one buffer is an out-of-bounds report rather than a silent write into
 * the next. */
#define LAUNCH_GUARD 256u

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

/* The element at p printed in its type ("-3", "0.25", "nan"). It is read
 * little-endian: the image is little-endian whatever the host, so files
 * written on one machine read the same on another. */
static void
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

int
launch_copy(Launch *dst, const Launch *src)
{
	*dst = *src;
	dst->args = NULL;
	dst->regions = NULL;
	dst->nargs = dst->nregions = 0;
	dst->args_cap = dst->regions_cap = 0;
	/* the buffers are the user's sizes: the host may not have a second
	 * copy of them, and a library caller must get its error back */
	if (src->nargs && !(dst->args = vgiw_try_calloc(src->nargs, sizeof *dst->args)))
		goto fail;
	dst->args_cap = src->nargs;
	for (; dst->nargs < src->nargs; dst->nargs++) {
		LaunchArg *a = &dst->args[dst->nargs];
		*a = src->args[dst->nargs];
		if (a->text && !(a->text = vgiw_try_strdup(a->text)))
			goto fail;
	}
	if (src->nregions &&
	    !(dst->regions = vgiw_try_calloc(src->nregions, sizeof *dst->regions)))
		goto fail;
	dst->regions_cap = src->nregions;
	for (; dst->nregions < src->nregions; dst->nregions++) {
		LaunchRegion *r = &dst->regions[dst->nregions];
		const LaunchRegion *from = &src->regions[dst->nregions];
		*r = *from;
		r->name = NULL;
		r->data = NULL;
		if (!(r->name = vgiw_try_strdup(from->name)) ||
		    !(r->data = vgiw_try_malloc(r->size ? r->size : 1))) {
			dst->nregions++;   /* launch_free frees what it has */
			goto fail;
		}
		memcpy(r->data, from->data, r->size);
	}
	return 0;
fail:
	launch_free(dst);
	return -1;
}

uint64_t
launch_image_bytes(const Launch *l)
{
	uint64_t n = 0;

	for (uint32_t k = 0; k < l->nregions; k++)
		n += l->regions[k].size;
	return n;
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

LaunchRegion *
launch_add_region(Launch *l, LaunchRegionKind kind, const char *name, int32_t arg,
           LaunchType type, uint64_t count, uint64_t align)
{
	uint64_t *top = kind == LAUNCH_REGION_PARAM ? &l->param_top : &l->global_top;
	uint64_t base = kind == LAUNCH_REGION_PARAM ? LAUNCH_PARAM_BASE : LAUNCH_GLOBAL_BASE;
	uint64_t size = count * launch_type_size(type);
	/* a buffer's size is the user's: the host may not have it */
	void *data = size == (size_t)size ? vgiw_try_calloc(size ? size : 1, 1) : NULL;
	char *nm = data ? vgiw_try_strdup(name) : NULL;

	if (!nm) {
		free(data);
		return NULL;
	}
	/* nothing fails past the push: a region is never half made */
	uint32_t k = vec_push(l->regions, l->nregions, l->regions_cap);
	LaunchRegion *r = &l->regions[k];

	if (align < LAUNCH_BUF_ALIGN)
		align = LAUNCH_BUF_ALIGN;
	memset(r, 0, sizeof *r);
	r->name = nm;
	r->kind = kind;
	r->arg = arg;
	r->type = type;
	r->count = count;
	r->size = size;
	r->addr = launch_align_up(*top == base ? base : *top + LAUNCH_GUARD, align);
	r->data = data;
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
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_GLOBAL, name, -1, LT_I8, size,
	                             align ? align : 1);

	if (!r)
		return 0;
	if (init && size)
		memcpy(r->data, init, size);
	return r->addr;
}

uint64_t
launch_alloc(Launch *l, const char *name, uint64_t size)
{
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_BUF, name, -1, LT_I8, size,
	                                    LAUNCH_BUF_ALIGN);

	return r ? r->addr : 0;
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

int
launch_push_struct(Launch *l, const void *bytes, uint64_t size, const char *text)
{
	char name[32];

	snprintf(name, sizeof name, "arg%u", l->nargs);
	LaunchRegion *r = launch_add_region(l, LAUNCH_REGION_PARAM, name, (int32_t)l->nargs,
	                             LT_I8, size, 8);
	if (!r)
		return -1;
	if (size)
		memcpy(r->data, bytes, size);
	LaunchArg *a = push_arg(l, LAUNCH_ARG_STRUCT, text);
	a->region = l->nregions - 1;
	return 0;
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
	if (!launch_type_is_float(t))
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
	LaunchCompareOptions def = { 0, 0, 0 };
	uint32_t bad = 0;

	if (!o)
		o = &def;
	for (uint32_t k = 0; k < a->nregions; k++) {
		const LaunchRegion *ra = &a->regions[k];
		if (ra->kind == LAUNCH_REGION_PARAM)
			continue;
		if (ra->kind == LAUNCH_REGION_GLOBAL && !o->globals)
			continue;
		if (ra->kind == LAUNCH_REGION_BUF && ra->arg >= 0 && ra->arg < 64 &&
		    (o->skip_args >> ra->arg & 1))
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

void
launch_assert_fail(Launch *l, uint64_t gid, uint32_t index)
{
	if (!l->assert_fails++ || gid < l->assert_thread ||
	    (gid == l->assert_thread && index < l->assert_index)) {
		l->assert_thread = gid;
		l->assert_index = index;
	}
}

void
launch_thread_text(const Launch *l, uint64_t gid, char *buf, size_t n)
{
	uint64_t per = launch_block_threads(l), cta = gid / per, t = gid % per;

	snprintf(buf, n, "block: [%" PRIu64 ",%" PRIu64 ",%" PRIu64 "], thread: [%"
	         PRIu64 ",%" PRIu64 ",%" PRIu64 "]", cta % l->grid[0],
	         cta / l->grid[0] % l->grid[1],
	         cta / ((uint64_t)l->grid[0] * l->grid[1]), t % l->block[0],
	         t / l->block[0] % l->block[1],
	         t / ((uint64_t)l->block[0] * l->block[1]));
}
