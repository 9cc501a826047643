/* The Arch object: creation from the embedded default or a document,
 * overrides, the setup every tool shares (arch_setup), copies, and the
 * small queries the compiler, place and route and the simulators make. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

static Arch *
arch_new_empty(void)
{
	Arch *a = xcalloc(1, sizeof *a);

	a->src = xcalloc(1, sizeof *a->src);
	a->src->param = xcalloc(arch_nparams, sizeof *a->src->param);
	return a;
}

void
arch_free(Arch *a)
{
	if (!a)
		return;
	free(a->vgiw.grid.cell);
	if (a->src) {
		free(a->src->file);
		free(a->src->param);
		free(a->src->pattern);
		free(a->src->place);
		free(a->src);
	}
	free(a);
}

Arch *
arch_clone(const Arch *a)
{
	Arch *b = xmalloc(sizeof *b);
	const ArchSrc *s = a->src;
	ArchSrc *t;

	*b = *a;
	b->vgiw.grid.cell = NULL;
	if (a->vgiw.grid.cell) {
		size_t n = (size_t)a->src->crows * a->src->ccols;
		b->vgiw.grid.cell = memcpy(xmalloc(n), a->vgiw.grid.cell, n);
	}
	b->src = t = xmalloc(sizeof *t);
	*t = *s;
	t->file = s->file ? xstrdup(s->file) : NULL;
	t->param = memcpy(xmalloc(arch_nparams * sizeof *t->param), s->param,
	                  arch_nparams * sizeof *t->param);
	if (s->pattern)
		t->pattern = memcpy(xmalloc((size_t)s->prows * s->pcols), s->pattern,
		                    (size_t)s->prows * s->pcols);
	t->place = NULL;
	t->cap = 0;
	if (s->nplace) {
		t->place = xmalloc(s->nplace * sizeof *t->place);
		memcpy(t->place, s->place, s->nplace * sizeof *t->place);
		t->cap = s->nplace;
	}
	return b;
}

static const char *
arch_where_file(const Arch *a, ArchWhere w)
{
	switch (w.kind) {
	case SRC_OVERRIDE:
		return ARCH_OVERRIDE_NAME;
	case SRC_FILE:
		return a->src->file ? a->src->file : ARCH_DEFAULT_NAME;
	default:
		return ARCH_DEFAULT_NAME;
	}
}

void
arch_error_at(const Arch *a, DiagList *d, ArchWhere w, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(d, DIAG_ERROR, arch_where_file(a, w), w.line, 0, fmt, ap);
	va_end(ap);
}

ArchWhere
arch_where_param(const Arch *a, const char *path)
{
	int i = arch_param_find(path);

	if (i < 0)
		die("no parameter '%s'", path);
	return a->src->param[i];
}

/* The location a user most likely edited: an override over a file line
 * over the default document; within a kind, the later line. */
ArchWhere
arch_where_max(ArchWhere x, ArchWhere y)
{
	if (x.kind != y.kind)
		return x.kind > y.kind ? x : y;
	return x.line >= y.line ? x : y;
}

void
arch_place_add(Arch *a, uint32_t row, uint32_t col, uint8_t cls, int from_row,
               ArchWhere at)
{
	ArchSrc *s = a->src;
	uint32_t i = vec_push(s->place, s->nplace, s->cap);

	s->place[i] = (ArchPlace){ row, col, cls, (uint8_t)from_row, at };
}

Arch *
arch_default(void)
{
	DiagList d = { 0 };
	Arch *a = arch_new_empty();

	if (!arch_load_over(a, arch_default_xml, arch_default_xml_len,
	                    ARCH_DEFAULT_NAME, SRC_DEFAULT, &d) ||
	    arch_check(a, &d)) {
		diag_print(&d, stderr);
		die("the embedded default architecture does not load");
	}
	diag_free(&d);
	return a;
}

Arch *
arch_load_memory(const char *xml, size_t len, const char *name, DiagList *d)
{
	Arch *a = arch_default();
	uint32_t before = d->errors;

	if (!name)
		name = "<memory>";
	if (!arch_load_over(a, xml, len, name, SRC_FILE, d) || arch_check(a, d) ||
	    d->errors != before) {
		arch_free(a);
		return NULL;
	}
	return a;
}

Arch *
arch_load_file(const char *path, DiagList *d)
{
	size_t n;
	char *buf = vgiw_read_input(path, VGIW_INPUT_ARCH, &n, d);

	if (!buf)
		return NULL;
	Arch *a = arch_load_memory(buf, n, path, d);
	free(buf);
	return a;
}

int
arch_override(Arch *a, const char *assignment, DiagList *d)
{
	ArchSrc *s = a->src;
	uint32_t n = ++s->noverrides;
	const char *eq = assignment ? strchr(assignment, '=') : NULL;
	char path[128];

	if (!assignment) {   /* a host program's overrides array */
		diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0, "override %u is "
		         "NULL, not a path=value string", n);
		return -1;
	}
	if (!eq || eq == assignment) {
		diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0,
		         "'%s': expected path=value", assignment);
		return -1;
	}
	size_t len = (size_t)(eq - assignment);
	while (len && assignment[len - 1] == ' ')
		len--;
	if (len >= sizeof path) {
		diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0,
		         "unknown parameter '%.*s...'", 32, assignment);
		return -1;
	}
	memcpy(path, assignment, len);
	path[len] = 0;
	const char *value = eq + 1;

	/* opcode lists are the one non-scalar a sweep may want to change */
	const char *ops = strstr(path, ".ops");
	if (!strncmp(path, "vgiw.unit.", 10) && ops && !ops[4]) {
		char cls[16];
		size_t cl = (size_t)(ops - (path + 10));
		int c = -1;

		if (cl < sizeof cls) {
			memcpy(cls, path + 10, cl);
			cls[cl] = 0;
			c = vgiw_unit_by_name(cls);
		}
		if (c >= 0 && !strcmp(cls, vgiw_unit_name[c])) {
			if (arch_ops_parse(a, (UnitClass)c, value, ARCH_OVERRIDE_NAME, n,
			                   d) < 0)
				return -1;
			s->ops[c] = (ArchWhere){ SRC_OVERRIDE, n };
			return 0;
		}
	}

	int i = arch_param_find(path);
	if (i < 0) {
		const char *near = arch_param_suggest(path);

		if (near)
			diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0,
			         "unknown parameter '%s'; did you mean '%s'?", path, near);
		else
			diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0,
			         "unknown parameter '%s'", path);
		return -1;
	}
	const char *why;
	uint32_t v;
	if (arch_param_parse((uint32_t)i, value, &v, &why) < 0) {
		diag_add(d, DIAG_ERROR, ARCH_OVERRIDE_NAME, n, 0, "%s: '%s': %s",
		         path, value, why);
		return -1;
	}
	*arch_param_ptr(a, (uint32_t)i) = v;
	s->param[i] = (ArchWhere){ SRC_OVERRIDE, n };
	return 0;
}

Arch *
arch_setup(const char *file, const char *const *overrides, uint32_t noverrides,
           DiagList *d)
{
	uint32_t before = d->errors;
	Arch *a = file ? arch_load_file(file, d) : arch_default();

	if (!a)
		return NULL;
	/* every override is tried, so one run reports all the bad ones */
	for (uint32_t k = 0; k < noverrides; k++)
		arch_override(a, overrides ? overrides[k] : NULL, d);
	/* the file and the default were checked as they loaded */
	if (noverrides)
		arch_check(a, d);
	if (d->errors != before) {
		arch_free(a);
		return NULL;
	}
	return a;
}

const char *
arch_machine_name(ArchMachine m)
{
	switch (m) {
	case ARCH_VGIW: return "vgiw";
	case ARCH_GPUCC: return "gpucc";
	case ARCH_SIMT: return "simt";
	}
	return "?";
}

uint32_t
arch_vgiw_units(const Arch *a, UnitClass c)
{
	return c < UC_COUNT ? a->vgiw.unit[c].count : 0;
}

uint32_t
arch_vgiw_max_fanout(const Arch *a)
{
	return a->vgiw.sw.max_fanout;
}

uint32_t
arch_op_latency(const Arch *a, VgiwOp op)
{
	if ((unsigned)op >= OP_COUNT || vgiw_op_info[op].lat >= LAT_COUNT)
		return 0;
	return a->vgiw.lat[vgiw_op_info[op].lat].cycles;
}

uint32_t
arch_op_interval(const Arch *a, VgiwOp op)
{
	if ((unsigned)op >= OP_COUNT || vgiw_op_info[op].lat >= LAT_COUNT)
		return 0;
	return a->vgiw.lat[vgiw_op_info[op].lat].interval;
}

int
arch_vgiw_supports(const Arch *a, VgiwOp op)
{
	if ((unsigned)op >= OP_COUNT || vgiw_op_info[op].unit >= UC_COUNT)
		return 0;
	if (op == OP_TRAP)   /* every ALU traps: not an arch's choice (ops.def) */
		return 1;
	return a->vgiw.unit[vgiw_op_info[op].unit].op[op];
}

UnitClass
arch_vgiw_cell(const Arch *a, uint32_t row, uint32_t col)
{
	/* the shape the cells were built for: overrides since the last
	 * arch_check may have changed rows and cols */
	if (!a->vgiw.grid.cell || row >= a->src->crows || col >= a->src->ccols)
		return UC_NONE;
	return (UnitClass)a->vgiw.grid.cell[row * a->src->ccols + col];
}

int
arch_vgiw_on_perimeter(const Arch *a, uint32_t row, uint32_t col)
{
	return row < a->vgiw.grid.rows && col < a->vgiw.grid.cols &&
	       (row == 0 || col == 0 || row + 1 == a->vgiw.grid.rows ||
	        col + 1 == a->vgiw.grid.cols);
}

/* The fixed reading charges §2's figure as it stands; the formula reading
 * passes x ceil(k * sqrt(n)) in integers: the smallest x with x^2 >= k^2 n,
 * so the result does not depend on the host's libm. */
uint32_t
arch_vgiw_reconfig_cycles(const Arch *a)
{
	uint64_t n = 0, k = a->vgiw.reconfig.cycles_per_sqrt_unit;

	if (a->vgiw.reconfig.reading == ARCH_RECONFIG_FIXED)
		return a->vgiw.reconfig.fixed_cycles;

	for (int c = 0; c < UC_COUNT; c++)
		n += a->vgiw.unit[c].count;
	uint64_t t = k * k * n, x = 0, step = 1u << 31;
	for (; step; step >>= 1)
		if ((x + step) * (x + step) < t)
			x += step;
	if (x * x < t)
		x++;
	return (uint32_t)(x * a->vgiw.reconfig.passes);
}

uint32_t
arch_cvt_tile_ctas(const Arch *a, uint32_t nblocks, uint32_t cta_threads)
{
	if (!nblocks || !cta_threads)
		return 0;
	return a->vgiw.cvt.bits / nblocks / cta_threads;
}

const char *const arch_occ_limit_name[ARCH_OCC_COUNT] = {
	"threads", "ctas", "registers", "shared"
};

static uint64_t
round_up(uint64_t x, uint64_t unit)
{
	return (x + unit - 1) / unit * unit;
}

void
arch_simt_occupancy(const Arch *a, uint32_t regs, uint32_t shared,
                    uint32_t cta_threads, ArchOccupancy *out)
{
	const ArchSimt *s = &a->simt;
	uint64_t warps = (cta_threads + (uint64_t)s->sm.warp_size - 1) / s->sm.warp_size;
	uint64_t warp_regs = round_up((uint64_t)regs * s->sm.warp_size,
	                              s->sm.reg_alloc_unit);
	uint64_t cta_shared = round_up(shared, s->sm.shared_alloc_unit);

	memset(out, 0, sizeof *out);
	if (!warps)
		return;
	out->by[ARCH_OCC_THREADS] = (uint32_t)(s->sm.max_threads / s->sm.warp_size / warps);
	out->by[ARCH_OCC_CTAS] = s->sm.max_ctas;
	out->by[ARCH_OCC_REGISTERS] = warp_regs ?
		(uint32_t)(s->sm.registers / warp_regs / warps) : s->sm.max_ctas;
	out->by[ARCH_OCC_SHARED] = cta_shared ?
		(uint32_t)(a->memory.shared.size / cta_shared) : s->sm.max_ctas;
	out->ctas = out->by[0];
	for (uint32_t k = 1; k < ARCH_OCC_COUNT; k++)
		if (out->by[k] < out->ctas) {
			out->ctas = out->by[k];
			out->limit = k;
		}
	out->warps = out->ctas * (uint32_t)warps;
}
