/* Semantic checks of a description, run after loading and after a batch
 * of overrides, and the grid layout (generated from unit counts, or built
 * from an explicit pattern, rows and cells) they are checked against. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

static ArchWhere
at2(const Arch *a, const char *p, const char *q)
{
	return arch_where_max(arch_where_param(a, p), arch_where_param(a, q));
}

static ArchWhere
at3(const Arch *a, const char *p, const char *q, const char *r)
{
	return arch_where_max(at2(a, p, q), arch_where_param(a, r));
}

/* Spread counts[c] items of each class over `total` slots so that every
 * class is evenly interleaved: at each slot pick the class furthest behind
 * its ideal share (ties to the lower class), a Bresenham-like sequence. */
static void
interleave(const uint32_t counts[UC_COUNT], uint32_t total, uint8_t *out)
{
	uint32_t placed[UC_COUNT] = { 0 };

	for (uint32_t k = 0; k < total; k++) {
		int best = -1;
		int64_t bestd = 0;

		for (int c = 0; c < UC_COUNT; c++) {
			if (placed[c] >= counts[c])
				continue;
			int64_t d = (int64_t)counts[c] * (k + 1) -
			            (int64_t)placed[c] * total;
			if (best < 0 || d > bestd)
				best = c, bestd = d;
		}
		out[k] = (uint8_t)best;
		placed[best]++;
	}
}

/* Clockwise from the top-left corner, so neighbours on the ring are
 * neighbours on the grid. */
static uint32_t
perimeter_cells(uint32_t rows, uint32_t cols, uint32_t *out)
{
	uint32_t n = 0;

	if (rows == 1 || cols == 1) {
		for (uint32_t r = 0; r < rows; r++)
			for (uint32_t c = 0; c < cols; c++)
				out[n++] = r * cols + c;
		return n;
	}
	for (uint32_t c = 0; c < cols; c++)
		out[n++] = c;
	for (uint32_t r = 1; r < rows; r++)
		out[n++] = r * cols + cols - 1;
	for (uint32_t c = cols - 1; c-- > 0;)
		out[n++] = (rows - 1) * cols + c;
	for (uint32_t r = rows - 1; r-- > 1;)
		out[n++] = r * cols;
	return n;
}

static int
generate(Arch *a, DiagList *d)
{
	ArchVgiw *v = &a->vgiw;
	uint32_t rows = v->grid.rows, cols = v->grid.cols, ncell = rows * cols;
	uint32_t *ring = xmalloc(ncell * sizeof *ring);
	uint32_t *rest = xmalloc(ncell * sizeof *rest);
	uint8_t *onring = xcalloc(ncell, 1);
	uint8_t *seq = xmalloc(ncell + 1);
	uint32_t np = perimeter_cells(rows, cols, ring), nrest = 0;
	uint32_t per[UC_COUNT] = { 0 }, left[UC_COUNT];
	uint64_t required = 0, prefer = 0, total = 0;
	int errors = 0;

	for (int c = 0; c < UC_COUNT; c++) {
		left[c] = v->unit[c].count;
		total += left[c];
		if (v->unit[c].placement == ARCH_PLACE_PERIMETER)
			required += left[c];
		else if (v->unit[c].placement == ARCH_PLACE_PREFER)
			prefer += left[c];
	}
	if (total > ncell) {
		arch_error_at(a, d, at2(a, "vgiw.grid.rows", "vgiw.grid.cols"),
		              "%llu units do not fit a %u x %u grid (%u cells)",
		              (unsigned long long)total, rows, cols, ncell);
		errors++;
		goto out;
	}
	if (required > np) {
		arch_error_at(a, d, at2(a, "vgiw.grid.rows", "vgiw.grid.cols"),
		              "%llu units must sit on the perimeter, which has %u "
		              "cells in a %u x %u grid",
		              (unsigned long long)required, np, rows, cols);
		errors++;
		goto out;
	}
	/* perimeter: every required unit, then preferring classes share the
	 * remaining cells in proportion to their counts */
	uint64_t room = np - required, take = prefer < room ? prefer : room;
	uint32_t onper = 0;
	for (int c = 0; c < UC_COUNT; c++) {
		if (v->unit[c].placement == ARCH_PLACE_PERIMETER)
			per[c] = left[c];
		else if (v->unit[c].placement == ARCH_PLACE_PREFER && prefer)
			per[c] = (uint32_t)(left[c] * take / prefer);
		onper += per[c];
	}
	for (int c = 0; c < UC_COUNT && onper < required + take; c++)
		if (v->unit[c].placement == ARCH_PLACE_PREFER && per[c] < left[c])
			per[c]++, onper++;
	interleave(per, onper, seq);
	for (uint32_t k = 0; k < onper; k++) {
		v->grid.cell[ring[k]] = seq[k];
		onring[ring[k]] = 1;
	}
	for (int c = 0; c < UC_COUNT; c++)
		left[c] -= per[c];

	/* the rest, row-major over the interior, then unused perimeter cells */
	for (uint32_t i = 0; i < ncell; i++)
		if (!onring[i] && !arch_vgiw_on_perimeter(a, i / cols, i % cols))
			rest[nrest++] = i;
	for (uint32_t k = onper; k < np; k++)
		rest[nrest++] = ring[k];
	uint32_t nleft = 0;
	for (int c = 0; c < UC_COUNT; c++)
		nleft += left[c];
	interleave(left, nleft, seq);
	for (uint32_t k = 0; k < nleft; k++)
		v->grid.cell[rest[k]] = seq[k];
out:
	free(ring);
	free(rest);
	free(onring);
	free(seq);
	return errors;
}

static int
build_explicit(Arch *a, DiagList *d)
{
	ArchVgiw *v = &a->vgiw;
	ArchSrc *s = a->src;
	uint32_t rows = v->grid.rows, cols = v->grid.cols, ncell = rows * cols;
	int32_t *owner = xmalloc(ncell * sizeof *owner);  /* placement, -1 */
	uint32_t placed[UC_COUNT] = { 0 };
	int errors = 0;

	for (uint32_t i = 0; i < ncell; i++) {
		owner[i] = -1;
		if (s->pattern)
			v->grid.cell[i] = s->pattern[(i / cols % s->prows) * s->pcols +
			                             i % cols % s->pcols];
	}
	for (uint32_t k = 0; k < s->nplace; k++) {
		const ArchPlace *p = &s->place[k];

		if (p->row >= rows || p->col >= cols) {
			/* an empty cell past the edge of a row is harmless padding */
			if (p->from_row && p->cls == UC_NONE)
				continue;
			arch_error_at(a, d, p->at, "cell (row %u, col %u) is outside "
			              "the %u x %u grid", p->row, p->col, rows, cols);
			errors++;
			continue;
		}
		uint32_t i = p->row * cols + p->col;
		if (owner[i] >= 0) {
			const ArchPlace *q = &s->place[owner[i]];

			arch_error_at(a, d, p->at, "two units in one cell (row %u, "
			              "col %u): %s here and %s at line %u", p->row,
			              p->col, vgiw_unit_name[p->cls],
			              vgiw_unit_name[q->cls], q->at.line);
			errors++;
			continue;
		}
		owner[i] = (int32_t)k;
		v->grid.cell[i] = p->cls;
	}
	for (uint32_t i = 0; i < ncell; i++) {
		uint8_t c = v->grid.cell[i];

		if (c >= UC_COUNT)
			continue;
		placed[c]++;
		if (v->unit[c].placement == ARCH_PLACE_PERIMETER &&
		    !arch_vgiw_on_perimeter(a, i / cols, i % cols)) {
			ArchWhere w = owner[i] >= 0 ? s->place[owner[i]].at
			                            : s->pattern_at;
			arch_error_at(a, d, w, "%s unit at (row %u, col %u) is not on "
			              "the grid perimeter, which unit class %s requires",
			              vgiw_unit_name[c], i / cols, i % cols,
			              vgiw_unit_name[c]);
			errors++;
		}
	}
	/* a count the user wrote must agree with the map; one inherited from
	 * the defaults simply follows it */
	for (int c = 0; c < UC_COUNT; c++) {
		char path[48];

		snprintf(path, sizeof path, "vgiw.unit.%s.count", vgiw_unit_name[c]);
		ArchWhere w = arch_where_param(a, path);
		if (w.kind == SRC_DEFAULT || v->unit[c].count == placed[c]) {
			v->unit[c].count = placed[c];
			continue;
		}
		arch_error_at(a, d, w, "unit class %s: count is %u but the explicit "
		              "layout places %u", vgiw_unit_name[c],
		              v->unit[c].count, placed[c]);
		errors++;
	}
	free(owner);
	return errors;
}

static int
arch_layout(Arch *a, DiagList *d)
{
	ArchVgiw *v = &a->vgiw;
	size_t n = (size_t)v->grid.rows * v->grid.cols;

	free(v->grid.cell);
	v->grid.cell = NULL;
	a->src->crows = a->src->ccols = 0;
	if (!v->grid.rows || !v->grid.cols || v->grid.rows > 256 ||
	    v->grid.cols > 256)
		return 0;  /* the range check has reported it */
	v->grid.cell = xmalloc(n);
	memset(v->grid.cell, UC_NONE, n);
	a->src->crows = v->grid.rows;
	a->src->ccols = v->grid.cols;
	if (v->grid.layout == ARCH_LAYOUT_EXPLICIT)
		return build_explicit(a, d);
	return generate(a, d);
}

static int
pow2(uint32_t x)
{
	return x && !(x & (x - 1));
}

static int
check_cache(const Arch *a, DiagList *d, const char *p, const ArchCache *c)
{
	char size[64], line[64], ways[64];
	int errors = 0;

	snprintf(size, sizeof size, "%s.size", p);
	snprintf(line, sizeof line, "%s.line", p);
	snprintf(ways, sizeof ways, "%s.ways", p);
	if (!c->line || !c->ways)
		return 0;  /* reported by the range check */
	if (!pow2(c->line)) {
		arch_error_at(a, d, arch_where_param(a, line), "%s: line size %u is "
		              "not a power of two", p, c->line);
		errors++;
	}
	uint64_t set = (uint64_t)c->line * c->ways;
	if (c->size % set) {
		arch_error_at(a, d, at3(a, size, line, ways), "%s: size %u is not a "
		              "multiple of line size %u x %u ways (%llu bytes)", p,
		              c->size, c->line, c->ways, (unsigned long long)set);
		errors++;
	} else if (c->index == ARCH_INDEX_FERMI && c->size / set != 32 &&
	           c->size / set != 64) {
		char index[64];
		snprintf(index, sizeof index, "%s.index", p);
		arch_error_at(a, d, arch_where_param(a, index), "%s: the fermi set "
		              "index is defined for 32 or 64 sets, not %llu (size %u / "
		              "(line %u x %u ways))", p,
		              (unsigned long long)(c->size / set), c->size, c->line,
		              c->ways);
		errors++;
	}
	return errors;
}

static int
check_ranges(const Arch *a, DiagList *d)
{
	int errors = 0;

	for (uint32_t i = 0; i < arch_nparams; i++) {
		const ArchParam *p = &arch_params[i];
		uint32_t v = arch_param_value(a, i);
		ArchWhere w = a->src->param[i];

		if (p->type == AP_ENUM) {
			uint32_t n = 0;
			while (p->names[n])
				n++;
			if (v >= n) {
				arch_error_at(a, d, w, "%s: value %u out of range", p->path, v);
				errors++;
			}
		} else if (v < p->min || v > p->max) {
			const char *what = strstr(p->path, ".latency.") ?
			                   (strstr(p->path, ".cycles") ? "a latency" :
			                    "an issue interval") : p->path;

			if (v == 0 && p->min > 0 && what != p->path)
				arch_error_at(a, d, w, "%s: %s of zero cycles is not allowed",
				              p->path, what);
			else if (v < p->min)
				arch_error_at(a, d, w, "%s is %u; it must be at least %u",
				              p->path, v, p->min);
			else
				arch_error_at(a, d, w, "%s is %u; it must be at most %u",
				              p->path, v, p->max);
			errors++;
		}
	}
	return errors;
}

static int
check_vgiw(Arch *a, DiagList *d)
{
	ArchVgiw *v = &a->vgiw;
	int errors = 0;

	if (v->sw.neighbours != 4 && v->sw.neighbours != 8) {
		arch_error_at(a, d, arch_where_param(a, "vgiw.switch.neighbours"),
		              "vgiw.switch.neighbours is %u; a switch links to its "
		              "4 or 8 neighbours", v->sw.neighbours);
		errors++;
	}
	/* a node with more sinks than the switch delivers gets a tree of
	 * splits, each feeding at most max-fanout sinks: with 1 a split could
	 * only pass its token on, and no tree ever gets wider */
	if (v->sw.max_fanout < 2) {
		arch_error_at(a, d, arch_where_param(a, "vgiw.switch.max-fanout"),
		              "vgiw.switch.max-fanout is %u; a split tree needs a "
		              "fanout of at least 2 (each split feeds at most that "
		              "many sinks)", v->sw.max_fanout);
		errors++;
	}
	for (int c = 0; c < UC_COUNT; c++) {
		const ArchUnitClass *u = &v->unit[c];
		char path[48];
		int nops = 0;

		snprintf(path, sizeof path, "vgiw.unit.%s.count", vgiw_unit_name[c]);
		for (int o = 0; o < OP_COUNT; o++) {
			if (!u->op[o])
				continue;
			nops++;
			if (vgiw_op_info[o].operands > v->token_buffer.operands &&
			    v->token_buffer.operands) {
				arch_error_at(a, d, arch_where_max(a->src->ops[c],
				              arch_where_param(a, "vgiw.token-buffer.operands")),
				              "opcode '%s' of unit class %s takes %u operands "
				              "but a token-buffer entry holds %u",
				              vgiw_op_info[o].mnemonic, vgiw_unit_name[c],
				              vgiw_op_info[o].operands, v->token_buffer.operands);
				errors++;
			}
		}
		if (!nops && u->count) {
			arch_error_at(a, d, arch_where_max(a->src->ops[c],
			              arch_where_param(a, path)),
			              "unit class %s has %u units but no opcodes",
			              vgiw_unit_name[c], u->count);
			errors++;
		}
	}
	errors += arch_layout(a, d);

	uint64_t need = (uint64_t)v->bbs.max_blocks * v->bbs.max_cta_threads;
	if (v->cvt.bits < need) {
		arch_error_at(a, d, at3(a, "vgiw.cvt.bits", "vgiw.bbs.max-blocks",
		              "vgiw.bbs.max-cta-threads"),
		              "CVT of %u bits cannot hold one CTA of %u threads for "
		              "each of %u basic blocks (needs %llu bits)", v->cvt.bits,
		              v->bbs.max_cta_threads, v->bbs.max_blocks,
		              (unsigned long long)need);
		errors++;
	}
	uint64_t row = (uint64_t)v->cvt.word_bits * v->cvt.banks;
	if (row && v->cvt.bits % row) {
		arch_error_at(a, d, at3(a, "vgiw.cvt.bits", "vgiw.cvt.word-bits",
		              "vgiw.cvt.banks"),
		              "CVT of %u bits is not a whole number of %u-bit words "
		              "in each of %u banks", v->cvt.bits, v->cvt.word_bits,
		              v->cvt.banks);
		errors++;
	}
	if (v->bbs.bitmap_bits % v->cvt.word_bits && v->cvt.word_bits) {
		arch_error_at(a, d, at2(a, "vgiw.bbs.bitmap-bits", "vgiw.cvt.word-bits"),
		              "a %u-bit batch bitmap is not a whole number of %u-bit "
		              "CVT words", v->bbs.bitmap_bits, v->cvt.word_bits);
		errors++;
	}
	errors += check_cache(a, d, "vgiw.lvc", &v->lvc);
	return errors;
}

static int
check_simt(const Arch *a, DiagList *d)
{
	const ArchSimt *s = &a->simt;
	int errors = 0;

	if (s->sm.warp_size && s->sm.max_threads % s->sm.warp_size) {
		arch_error_at(a, d, at2(a, "simt.sm.max-threads", "simt.sm.warp-size"),
		              "simt.sm.max-threads (%u) is not a whole number of "
		              "%u-thread warps", s->sm.max_threads, s->sm.warp_size);
		errors++;
	}
	if (s->sm.simd_width && s->sm.warp_size % s->sm.simd_width) {
		arch_error_at(a, d, at2(a, "simt.sm.simd-width", "simt.sm.warp-size"),
		              "a %u-thread warp does not split into %u-lane SIMD "
		              "groups", s->sm.warp_size, s->sm.simd_width);
		errors++;
	}
	if (a->chip.ilp.sms > a->chip.cores.simt) {
		arch_error_at(a, d, at2(a, "chip.ilp.sms", "chip.cores.simt"),
		              "chip.ilp.sms (%u) exceeds the chip's %u SIMT SMs",
		              a->chip.ilp.sms, a->chip.cores.simt);
		errors++;
	}
	errors += check_cache(a, d, "simt.l1d", &s->l1d);
	return errors;
}

int
arch_check(Arch *a, DiagList *d)
{
	int errors = check_ranges(a, d);

	errors += check_vgiw(a, d);
	errors += check_cache(a, d, "gpucc.l1d", &a->gpucc.l1d);
	errors += check_simt(a, d);
	errors += check_cache(a, d, "memory.l1", &a->memory.l1);
	errors += check_cache(a, d, "memory.l2", &a->memory.l2);
	if (a->memory.l2.banks && a->memory.l2.size % a->memory.l2.banks) {
		arch_error_at(a, d, at2(a, "memory.l2.size", "memory.l2.banks"),
		              "memory.l2: size %u does not split evenly over %u banks",
		              a->memory.l2.size, a->memory.l2.banks);
		errors++;
	}
	/* a DRAM row holds whole L2 lines, the unit of DRAM traffic */
	const ArchMemory *m = &a->memory;
	if (m->dram.row_bytes && m->l2.line && m->dram.row_bytes % m->l2.line) {
		arch_error_at(a, d, at2(a, "memory.dram.row-bytes", "memory.l2.line"),
		              "memory.dram.row-bytes %u is not a multiple of the "
		              "%u-byte L2 line", m->dram.row_bytes, m->l2.line);
		errors++;
	}
	return errors;
}
