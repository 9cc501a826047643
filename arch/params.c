/* The parameter table: one row per scalar of the description, in the
 * canonical document order, with its range and unit. Loading, overrides,
 * range checks and printing all walk this table, so a new parameter is one
 * row here, one attribute in vgiw-arch.xsd and one line in docs/arch.md. */
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

static const char *const layout_names[] = { "generated", "explicit", NULL };
static const char *const place_names[] = { "any", "perimeter", "prefer-perimeter", NULL };
static const char *const write_names[] = { "write-back", "write-through", NULL };
static const char *const index_names[] = { "linear", "hash", "fermi", NULL };
static const char *const sched_names[] = { "lrr", "gto", "two-level", NULL };
static const char *const bypass_names[] = { "none", "ex4", "ex8", NULL };
static const char *const bp_names[] = { "none", "static", "gshare", "perfect", NULL };
static const char *const sb_names[] = { "per-warp", "none", "shared", NULL };
static const char *const single_names[] = { "all", "side", NULL };
static const char *const resolve_names[] = { "ex4", "writeback", NULL };
static const char *const cta_names[] = { "round-robin", "fill", NULL };
static const char *const placement_names[] = { "any", "steering", NULL };
static const char *const reconv_names[] = { "ipdom", NULL };
static const char *const reading_names[] = { "formula", "fixed", NULL };
static const char *const tiling_names[] = { "cvt", "lvc-fit", NULL };
static const char *const latclk_names[] = { "core", "l2", NULL };
static const char *const fill_names[] = { "partial", "always", NULL };
static const char *const dram_sched_names[] = { "fr-fcfs", "occupancy", NULL };

#define OFF(field) ((uint32_t)offsetof(Arch, field))
#define U(path, field, lo, hi, unit) \
	{ path, OFF(field), AP_U32, lo, hi, NULL, unit },
#define B(path, field) \
	{ path, OFF(field), AP_BOOL, 0, 1, NULL, "bool" },
#define E(path, field, names) \
	{ path, OFF(field), AP_ENUM, 0, 0, names, "enum" },

#define BIG 0xffffffffu

#define CACHE(p, f) \
	U(p ".size", f.size, 1, BIG, "bytes") \
	U(p ".line", f.line, 4, 1u << 16, "bytes") \
	U(p ".ways", f.ways, 1, 1024, "ways") \
	U(p ".banks", f.banks, 1, 1024, "banks") \
	U(p ".latency", f.latency, 1, 100000, "cycles") \
	E(p ".write", f.write, write_names) \
	E(p ".index", f.index, index_names) \
	U(p ".mshrs", f.mshrs, 1, 65536, "entries") \
	U(p ".write-combine", f.write_combine, 0, 1024, "lines")

#define LAT1(p, f, name, idx) \
	U(p ".latency." name ".cycles", f[idx].cycles, 1, 100000, "cycles") \
	U(p ".latency." name ".interval", f[idx].interval, 1, 100000, "cycles")
#define LATS(p, f) \
	LAT1(p, f, "int", LAT_INT) LAT1(p, f, "imul", LAT_IMUL) \
	LAT1(p, f, "fp", LAT_FP) LAT1(p, f, "fma", LAT_FMA) \
	LAT1(p, f, "idiv", LAT_IDIV) LAT1(p, f, "fdiv", LAT_FDIV) \
	LAT1(p, f, "sfu", LAT_SFU) LAT1(p, f, "mem", LAT_MEM) \
	LAT1(p, f, "lv", LAT_LV) LAT1(p, f, "ctrl", LAT_CTRL) \
	LAT1(p, f, "sj", LAT_SJ)

#define UNIT1(name, idx) \
	U("vgiw.unit." name ".count", vgiw.unit[idx].count, 0, 65536, "units") \
	E("vgiw.unit." name ".placement", vgiw.unit[idx].placement, place_names)

const ArchParam arch_params[] = {
	U("version", version, 1, 1, "format")

	U("vgiw.clock.core-mhz", vgiw.core_mhz, 1, 100000, "MHz")
	U("vgiw.grid.rows", vgiw.grid.rows, 1, ARCH_MAX_GRID_SIDE, "cells")
	U("vgiw.grid.cols", vgiw.grid.cols, 1, ARCH_MAX_GRID_SIDE, "cells")
	E("vgiw.grid.layout", vgiw.grid.layout, layout_names)
	UNIT1("ALU", UC_ALU) UNIT1("SCU", UC_SCU) UNIT1("LDST", UC_LDST)
	UNIT1("LVU", UC_LVU) UNIT1("CVU", UC_CVU) UNIT1("SJU", UC_SJU)
	LATS("vgiw", vgiw.lat)
	U("vgiw.token-buffer.entries", vgiw.token_buffer.entries, 1, 65536, "entries")
	U("vgiw.token-buffer.operands", vgiw.token_buffer.operands, 1, 8, "operands")
	U("vgiw.switch.neighbours", vgiw.sw.neighbours, 4, 8, "links")
	U("vgiw.switch.channels", vgiw.sw.channels, 1, 64, "channels")
	U("vgiw.switch.hop-latency", vgiw.sw.hop_latency, 1, 1000, "cycles")
	U("vgiw.switch.max-fanout", vgiw.sw.max_fanout, 1, 64, "sinks")
	U("vgiw.bbs.threads-per-cycle", vgiw.bbs.threads_per_cycle, 1, 64, "threads")
	U("vgiw.bbs.base-bits", vgiw.bbs.base_bits, 1, 32, "bits")
	U("vgiw.bbs.bitmap-bits", vgiw.bbs.bitmap_bits, 1, 1024, "bits")
	U("vgiw.bbs.max-blocks", vgiw.bbs.max_blocks, 1, 65536, "blocks")
	U("vgiw.bbs.max-cta-threads", vgiw.bbs.max_cta_threads, 1, 65536, "threads")
	E("vgiw.bbs.tiling", vgiw.bbs.tiling, tiling_names)
	U("vgiw.cvt.bits", vgiw.cvt.bits, 1, BIG, "bits")
	U("vgiw.cvt.banks", vgiw.cvt.banks, 1, 1024, "banks")
	U("vgiw.cvt.word-bits", vgiw.cvt.word_bits, 1, 4096, "bits")
	CACHE("vgiw.lvc", vgiw.lvc)
	U("vgiw.reconfig.cycles-per-sqrt-unit", vgiw.reconfig.cycles_per_sqrt_unit, 0, 100000, "cycles")
	U("vgiw.reconfig.passes", vgiw.reconfig.passes, 1, 64, "passes")
	U("vgiw.reconfig.prefetch-depth", vgiw.reconfig.prefetch_depth, 0, 1024, "configurations")
	E("vgiw.reconfig.reading", vgiw.reconfig.reading, reading_names)
	U("vgiw.reconfig.fixed-cycles", vgiw.reconfig.fixed_cycles, 0, 100000, "cycles")

	U("gpucc.clock.core-mhz", gpucc.core_mhz, 1, 100000, "MHz")
	U("gpucc.sm.cores", gpucc.sm.cores, 1, 4096, "cores")
	U("gpucc.sm.ldst-units", gpucc.sm.ldst_units, 1, 4096, "units")
	U("gpucc.sm.sfus", gpucc.sm.sfus, 0, 4096, "units")
	U("gpucc.sm.lanes", gpucc.sm.lanes, 1, 26, "lanes")
	U("gpucc.core.input-fifos", gpucc.core.input_fifos, 1, 8, "FIFOs")
	U("gpucc.core.fifo-depth", gpucc.core.fifo_depth, 1, 65536, "elements")
	U("gpucc.ldst.addr-fifo-depth", gpucc.ldst.addr_fifo_depth, 1, 65536, "elements")
	U("gpucc.ldst.data-fifo-depth", gpucc.ldst.data_fifo_depth, 1, 65536, "elements")
	B("gpucc.ldst.prefetch", gpucc.ldst.prefetch)
	LATS("gpucc", gpucc.lat)
	CACHE("gpucc.l1d", gpucc.l1d)

	U("simt.clock.core-mhz", simt.core_mhz, 1, 100000, "MHz")
	U("simt.sm.count", simt.sm.count, 1, 4096, "SMs")
	U("simt.sm.warp-size", simt.sm.warp_size, 1, 64, "threads")
	U("simt.sm.simd-width", simt.sm.simd_width, 1, 64, "lanes")
	U("simt.sm.max-threads", simt.sm.max_threads, 1, 65536, "threads")
	U("simt.sm.max-ctas", simt.sm.max_ctas, 1, 1024, "CTAs")
	U("simt.sm.registers", simt.sm.registers, 1, BIG, "32-bit registers")
	U("simt.sm.reg-alloc-unit", simt.sm.reg_alloc_unit, 1, 65536, "registers")
	U("simt.sm.max-regs-per-thread", simt.sm.max_regs, 16, 65535, "registers")
	U("simt.sm.shared-alloc-unit", simt.sm.shared_alloc_unit, 1, 65536, "bytes")
	U("simt.scheduler.count", simt.sched.count, 1, 64, "schedulers")
	E("simt.scheduler.policy", simt.sched.policy, sched_names)
	U("simt.scheduler.active-warps", simt.sched.active_warps, 1, 1024, "warps")
	LATS("simt", simt.lat)
	U("simt.stack.entries", simt.stack.entries, 1, 1024, "entries")
	E("simt.stack.reconvergence", simt.stack.reconvergence, reconv_names)
	U("simt.scoreboard.regs-per-warp", simt.scoreboard.regs_per_warp, 1, 1024, "registers")
	U("simt.operand-collector.units", simt.opcoll.units, 1, 1024, "units")
	U("simt.operand-collector.banks", simt.opcoll.banks, 1, 1024, "banks")
	U("simt.units.sp", simt.units.sp, 1, 64, "units")
	U("simt.units.sfu", simt.units.sfu, 1, 64, "units")
	U("simt.units.ldst", simt.units.ldst, 1, 64, "units")
	U("simt.fetch.warps", simt.fetch.warps, 1, 64, "warps")
	U("simt.fetch.ibuffer", simt.fetch.ibuffer, 1, 64, "instructions")
	E("simt.ilp.bypass", simt.ilp.bypass, bypass_names)
	U("simt.ilp.writeback-cycles", simt.ilp.writeback_cycles, 0, 64, "cycles")
	E("simt.ilp.scoreboard", simt.ilp.scoreboard, sb_names)
	U("simt.ilp.scoreboard-entries", simt.ilp.scoreboard_entries, 1, 1024, "entries")
	E("simt.ilp.predictor", simt.ilp.predictor, bp_names)
	U("simt.ilp.predictor-bits", simt.ilp.predictor_bits, 2, 1u << 24, "bits")
	E("simt.ilp.branch-resolve", simt.ilp.branch_resolve, resolve_names)
	CACHE("simt.l1d", simt.l1d)

	E("memory.latency-clock", memory.latency_clock, latclk_names)
	E("memory.write-fill", memory.write_fill, fill_names)
	U("memory.clock.interconnect-mhz", memory.clock.interconnect_mhz, 1, 100000, "MHz")
	U("memory.clock.l2-mhz", memory.clock.l2_mhz, 1, 100000, "MHz")
	U("memory.clock.dram-mhz", memory.clock.dram_mhz, 1, 100000, "MHz")
	CACHE("memory.l1", memory.l1)
	U("memory.shared.size", memory.shared.size, 1, BIG, "bytes")
	U("memory.shared.banks", memory.shared.banks, 1, 1024, "banks")
	U("memory.shared.latency", memory.shared.latency, 1, 100000, "cycles")
	CACHE("memory.l2", memory.l2)
	U("memory.dram.channels", memory.dram.channels, 1, 1024, "channels")
	U("memory.dram.banks", memory.dram.banks, 1, 1024, "banks")
	U("memory.dram.bus-bytes", memory.dram.bus_bytes, 1, 1024, "bytes")
	U("memory.dram.data-rate", memory.dram.data_rate, 1, 16, "beats per clock")
	U("memory.dram.burst", memory.dram.burst, 1, 1024, "beats")
	U("memory.dram.latency", memory.dram.latency, 1, 100000, "cycles")
	U("memory.dram.cl", memory.dram.cl, 1, 1000, "DRAM cycles")
	U("memory.dram.rcd", memory.dram.rcd, 1, 1000, "DRAM cycles")
	U("memory.dram.rp", memory.dram.rp, 1, 1000, "DRAM cycles")
	U("memory.dram.ras", memory.dram.ras, 1, 1000, "DRAM cycles")
	U("memory.dram.rc", memory.dram.rc, 1, 1000, "DRAM cycles")
	U("memory.dram.rrd", memory.dram.rrd, 1, 1000, "DRAM cycles")
	U("memory.dram.ccd", memory.dram.ccd, 1, 1000, "DRAM cycles")
	U("memory.dram.wl", memory.dram.wl, 1, 1000, "DRAM cycles")
	U("memory.dram.wr", memory.dram.wr, 1, 1000, "DRAM cycles")
	E("memory.dram.scheduler", memory.dram.scheduler, dram_sched_names)
	U("memory.dram.row-bytes", memory.dram.row_bytes, 128, 1u << 20, "bytes")
	U("memory.share.cores", memory.share.cores, 1, 1024, "cores")

	U("chip.cores.simt", chip.cores.simt, 0, 1024, "cores")
	U("chip.cores.gpucc", chip.cores.gpucc, 0, 1024, "cores")
	U("chip.cores.vgiw", chip.cores.vgiw, 0, 1024, "cores")
	U("chip.interconnect.latency", chip.icnt.latency, 1, 10000, "interconnect cycles")
	U("chip.interconnect.flit-bytes", chip.icnt.flit_bytes, 1, 65536, "bytes")
	U("chip.l2.banks-per-channel", chip.l2_banks_per_channel, 1, 64, "banks")
	U("chip.ilp.sms", chip.ilp.sms, 0, 1024, "SMs")
	E("chip.ilp.bypass", chip.ilp.bypass, bypass_names)
	E("chip.ilp.scoreboard", chip.ilp.scoreboard, sb_names)
	E("chip.ilp.predictor", chip.ilp.predictor, bp_names)
	U("chip.steering.warps", chip.steering.warps, 0, 65536, "warps")
	U("chip.steering.threads", chip.steering.threads, 0, BIG, "threads")
	E("chip.steering.single", chip.steering.single, single_names)
	E("chip.dispatch.cta", chip.dispatch.cta, cta_names)
	E("chip.dispatch.placement", chip.dispatch.placement, placement_names)
	U("chip.area.tlp-sm", chip.area.tlp_sm, 0, BIG, "1/1000 mm2")
	U("chip.area.ilp-sm", chip.area.ilp_sm, 0, BIG, "1/1000 mm2")

	U("energy.op.int", energy.op[ARCH_EOP_INT], 0, BIG, "fJ")
	U("energy.op.imul", energy.op[ARCH_EOP_IMUL], 0, BIG, "fJ")
	U("energy.op.fp", energy.op[ARCH_EOP_FP], 0, BIG, "fJ")
	U("energy.op.fma", energy.op[ARCH_EOP_FMA], 0, BIG, "fJ")
	U("energy.op.idiv", energy.op[ARCH_EOP_IDIV], 0, BIG, "fJ")
	U("energy.op.fdiv", energy.op[ARCH_EOP_FDIV], 0, BIG, "fJ")
	U("energy.op.sfu", energy.op[ARCH_EOP_SFU], 0, BIG, "fJ")
	U("energy.op.ctrl", energy.op[ARCH_EOP_CTRL], 0, BIG, "fJ")
	U("energy.register-file.read", energy.rf.read, 0, BIG, "fJ")
	U("energy.register-file.write", energy.rf.write, 0, BIG, "fJ")
	U("energy.fetch.instruction", energy.fetch, 0, BIG, "fJ")
	U("energy.lvc.access", energy.lvc, 0, BIG, "fJ")
	U("energy.cvt.access", energy.cvt, 0, BIG, "fJ")
	U("energy.token-buffer.write", energy.tb.write, 0, BIG, "fJ")
	U("energy.token-buffer.read", energy.tb.read, 0, BIG, "fJ")
	U("energy.switch.hop", energy.hop, 0, BIG, "fJ")
	U("energy.config.word", energy.config, 0, BIG, "fJ")
	U("energy.cache.l1", energy.cache.l1, 0, BIG, "fJ")
	U("energy.cache.shared", energy.cache.shared, 0, BIG, "fJ")
	U("energy.cache.l2", energy.cache.l2, 0, BIG, "fJ")
	U("energy.dram.byte", energy.dram_byte, 0, BIG, "fJ")
	U("energy.static.simt-mw", energy.static_mw.simt, 0, 1000000, "mW")
	U("energy.static.gpucc-mw", energy.static_mw.gpucc, 0, 1000000, "mW")
	U("energy.static.vgiw-mw", energy.static_mw.vgiw, 0, 1000000, "mW")
};

const uint32_t arch_nparams = sizeof arch_params / sizeof arch_params[0];

int
arch_param_find(const char *path)
{
	for (uint32_t i = 0; i < arch_nparams; i++)
		if (strcmp(arch_params[i].path, path) == 0)
			return (int)i;
	return -1;
}

uint32_t *
arch_param_ptr(Arch *a, uint32_t i)
{
	return (uint32_t *)((char *)a + arch_params[i].offset);
}

uint32_t
arch_param_value(const Arch *a, uint32_t i)
{
	uint32_t v;

	memcpy(&v, (const char *)a + arch_params[i].offset, sizeof v);
	return v;
}

int
arch_param_parse(uint32_t i, const char *text, uint32_t *out, const char **why)
{
	const ArchParam *p = &arch_params[i];

	/* the schema allows surrounding blanks; overrides get the same */
	while (isspace((unsigned char)*text))
		text++;
	size_t n = strlen(text);
	while (n && isspace((unsigned char)text[n - 1]))
		n--;
	if (p->type == AP_BOOL) {
		if ((n == 4 && !strncmp(text, "true", 4)) || (n == 1 && *text == '1'))
			return *out = 1, 0;
		if ((n == 5 && !strncmp(text, "false", 5)) || (n == 1 && *text == '0'))
			return *out = 0, 0;
		*why = "expected true or false";
		return -1;
	}
	if (p->type == AP_ENUM) {
		for (uint32_t k = 0; p->names[k]; k++)
			if (strlen(p->names[k]) == n && !strncmp(p->names[k], text, n))
				return *out = k, 0;
		*why = "not one of the allowed names";
		return -1;
	}
	if (*text == '+')
		text++, n--;
	if (!n || !isdigit((unsigned char)*text)) {
		*why = "expected an unsigned integer";
		return -1;
	}
	char *end;
	errno = 0;
	unsigned long long v = strtoull(text, &end, 10);
	if ((size_t)(end - text) != n) {
		*why = "expected an unsigned integer";
		return -1;
	}
	if (errno || v > 0xffffffffull) {
		*why = "out of the 32-bit range";
		return -1;
	}
	*out = (uint32_t)v;
	return 0;
}

const char *
arch_param_format(uint32_t i, uint32_t v, char *buf, size_t n)
{
	const ArchParam *p = &arch_params[i];

	if (p->type == AP_BOOL)
		return v ? "true" : "false";
	if (p->type == AP_ENUM) {
		for (uint32_t k = 0; p->names[k]; k++)
			if (k == v)
				return p->names[k];
		die("%s: enum value %u out of range", p->path, v);
	}
	snprintf(buf, n, "%u", v);
	return buf;
}

/* Edit distance, bounded to short strings (paths are < 64 characters). */
static uint32_t
distance(const char *s, const char *t)
{
	uint32_t row[128];
	size_t n = strlen(t), m = strlen(s);

	if (n >= 127 || m >= 127)
		return 1000;
	for (size_t j = 0; j <= n; j++)
		row[j] = (uint32_t)j;
	for (size_t i = 1; i <= m; i++) {
		uint32_t diag = row[0];

		row[0] = (uint32_t)i;
		for (size_t j = 1; j <= n; j++) {
			uint32_t up = row[j];
			uint32_t best = diag + (s[i - 1] != t[j - 1]);

			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[n];
}

const char *
arch_param_suggest(const char *path)
{
	const char *best = NULL;
	uint32_t bestd = 4;  /* further than this is a guess, not a typo */

	for (uint32_t i = 0; i < arch_nparams; i++) {
		uint32_t d = distance(path, arch_params[i].path);

		if (d < bestd)
			bestd = d, best = arch_params[i].path;
	}
	return best;
}

/* An opcode list: mnemonics separated by blanks or commas. The list
 * replaces the class's opcodes; a mnemonic of another class is an error,
 * since ops.def fixes which unit class executes each opcode. */
int
arch_ops_parse(Arch *a, UnitClass c, const char *text, const char *file,
               uint32_t line, DiagList *d)
{
	uint8_t op[OP_COUNT] = { 0 };
	int errors = 0;
	const char *s = text;

	for (;;) {
		char word[32];
		size_t n = 0;

		while (*s && (isspace((unsigned char)*s) || *s == ','))
			s++;
		if (!*s)
			break;
		const char *start = s;
		while (*s && !isspace((unsigned char)*s) && *s != ',')
			s++;
		n = (size_t)(s - start);
		if (n >= sizeof word) {
			diag_add(d, DIAG_ERROR, file, line, 0,
			         "unit class %s: opcode name '%.*s...' too long",
			         vgiw_unit_name[c], 16, start);
			errors++;
			continue;
		}
		memcpy(word, start, n);
		word[n] = 0;
		int o = vgiw_op_by_name(word);
		if (o < 0) {
			diag_add(d, DIAG_ERROR, file, line, 0,
			         "unit class %s: unknown opcode '%s' (not in ops.def)",
			         vgiw_unit_name[c], word);
			errors++;
		} else if (vgiw_op_info[o].unit != c) {
			diag_add(d, DIAG_ERROR, file, line, 0,
			         "unit class %s: opcode '%s' belongs to unit class %s",
			         vgiw_unit_name[c], word,
			         vgiw_unit_name[vgiw_op_info[o].unit]);
			errors++;
		} else if (op[o]) {
			diag_add(d, DIAG_ERROR, file, line, 0,
			         "unit class %s: opcode '%s' listed twice",
			         vgiw_unit_name[c], word);
			errors++;
		} else {
			op[o] = 1;
		}
	}
	if (errors)
		return -1;
	memcpy(a->vgiw.unit[c].op, op, sizeof op);
	return 0;
}

uint32_t
arch_param_count(void)
{
	return arch_nparams;
}

const char *
arch_param_path(uint32_t i)
{
	return i < arch_nparams ? arch_params[i].path : NULL;
}

int
arch_get(const Arch *a, const char *path, uint32_t *value)
{
	int i = arch_param_find(path);

	if (i < 0)
		return -1;
	*value = arch_param_value(a, (uint32_t)i);
	return 0;
}
