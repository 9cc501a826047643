// The Verilator testbench of the RTL grid (docs/rtl.md): boots each block
// from its hex images, replays the block executions of vgiwsim's
// co-simulation log (their order and thread vectors, checked against the
// CVT the RTL's branch units write), injects threads as the basic block
// scheduler does (sim/vgiw/fabric.c stage_bbs and stage_inject), serves the
// perimeter ports (memory, LVC, CVT, thread coordinates) and writes the same
// log records: every load, store, live-value write, CVT write and exit with
// its cycle, and each execution's cycles. Memory is the log's global regions
// (and the const window), one shared block per CTA of the tile and one local
// frame per thread, addressed as sim_image_ptr does.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "Vrtl_grid.h"
#include "env.h"
#include "verilated.h"

namespace {

const uint32_t kRows = RTL_ROWS, kCols = RTL_COLS, kC = RTL_C, kE = RTL_E;
const uint32_t kVcw = RTL_VCW, kLmax = RTL_LMAX, kReps = RTL_REPS;
const uint32_t kCells = kRows * kCols;
const uint32_t kW = 10 + 2 * kC + 1;

[[noreturn]] void fail(const std::string &m)
{
	fprintf(stderr, "rtl-tb: %s\n", m.c_str());
	exit(1);
}

// a $readmemh file: the words, comments skipped
std::vector<uint64_t> read_hex(const std::string &path)
{
	std::ifstream in(path);
	if (!in)
		fail("cannot read " + path);
	std::vector<uint64_t> w;
	std::string line;
	while (std::getline(in, line)) {
		if (line.empty() || line.compare(0, 2, "//") == 0)
			continue;
		char *end;
		uint64_t v = strtoull(line.c_str(), &end, 16);
		if (end == line.c_str())
			fail(path + ": not a hex word: " + line);
		w.push_back(v);
	}
	return w;
}

struct Region {
	uint64_t addr;
	std::vector<uint8_t> data;
};

struct Replica {
	std::vector<uint32_t> free_vc, vc_thread, vc_left;
	uint64_t cur_base = 0, cur_bits = 0, nxt_base = 0, nxt_bits = 0;
	uint32_t inflight = 0;
};

struct Block {
	uint32_t succ[2];
	int barrier;
};

// A memory access of vgiwsim's log: the one cycle's accesses in the order
// its memory served them.
struct Access {
	uint32_t tl;
	uint64_t addr;
	int taken;
};

struct Tb {
	Vrtl_grid *g;
	std::string hexdir;
	uint32_t kernel = 0;
	FILE *out;
	// the environment from vgiwsim's log
	uint32_t geom[6] = { 1, 1, 1, 1, 1, 1 };
	std::vector<uint64_t> param, sym;
	std::vector<Region> regions;
	uint64_t shared_bytes = 0, local_bytes = 0;   // per CTA, per thread
	int version = 0;
	uint64_t first_cta = 0, nctas = 0;
	uint32_t tile_threads = 0, cta_threads = 1, words = 0;
	// the block table and the loaded block
	std::vector<Block> blocks;
	uint32_t lv_ids = 0;
	int loaded = -1;
	uint32_t reps = 0, nn = 0;
	std::vector<uint64_t> cw;       // [cell * W + word]: the image words
	std::vector<int> px;            // [cell]: RTL_PX_*, -1 no node
	std::vector<uint32_t> cell_rep;
	std::vector<int> source;
	// the tile's state
	std::vector<uint64_t> cvt, lv;
	std::vector<uint8_t> shared, local;   // [tile CTA][shared_bytes], [thread][local_bytes]
	std::vector<std::vector<Access>> order;   // [cycle]: the execution's, from the log
	uint64_t rel = 0;
};

void tick(Tb &t)
{
	t.g->clk = 1;
	t.g->eval();
	t.g->clk = 0;
	t.g->eval();
}


// the wide buses of the model: 32-bit words
template <typename W> void put64(W &bus, uint32_t i, uint64_t v)
{
	bus[2 * i] = (uint32_t)v;
	bus[2 * i + 1] = (uint32_t)(v >> 32);
}
template <typename W> uint64_t get64(const W &bus, uint32_t i)
{
	return (uint64_t)bus[2 * i] | (uint64_t)bus[2 * i + 1] << 32;
}
template <typename W> uint32_t getbits(const W &bus, uint32_t at, uint32_t n)
{
	uint32_t v = 0;
	for (uint32_t k = 0; k < n; k++)
		v |= ((bus[(at + k) / 32] >> ((at + k) % 32)) & 1u) << k;
	return v;
}
template <typename W> void setbits(W &bus, uint32_t at, uint32_t n, uint32_t v)
{
	for (uint32_t k = 0; k < n; k++) {
		uint32_t b = (at + k) / 32, o = (at + k) % 32;
		bus[b] = (bus[b] & ~(1u << o)) | ((v >> k & 1u) << o);
	}
}

uint64_t static_value(const Tb &t, uint64_t kw, uint64_t imm, uint32_t cell)
{
	uint32_t kind = kw & 0xff, type = kw >> 8 & 0xff, src = (uint32_t)(kw >> 32);
	switch (kind) {
	case 3:   // DIN_IMM
		return rtl_env_mask(imm, type);
	case 4:   // DIN_PARAM
		if (src >= t.param.size())
			fail("cell " + std::to_string(cell) + ": parameter " + std::to_string(src));
		return t.param[src];
	case 5:   // DIN_SYM: ISYM_LOCAL is the thread's local frame
		if (src == 0xffffffffu)
			return rtl_env_local_base() + imm;
		if (src >= t.sym.size() || !src)
			fail("cell " + std::to_string(cell) + ": symbol " + std::to_string(src) +
			     " of " + std::to_string(t.sym.empty() ? 0 : t.sym.size() - 1));
		return t.sym[src] + imm;
	default:
		return 0;
	}
}

// Writes block b's image into the grid's configuration registers.
void configure(Tb &t, uint32_t b)
{
	std::string path = t.hexdir + "/k" + std::to_string(t.kernel) + "_b" +
	                   std::to_string(b) + ".hex";
	std::vector<uint64_t> w = read_hex(path);
	if (w.size() < 2)
		fail(path + ": no header");
	uint32_t rows = w[0] & 0xffff, cols = w[0] >> 16 & 0xffff;
	uint32_t ch = w[0] >> 32 & 0xff, per = w[0] >> 40 & 0xff;
	if (rows != kRows || cols != kCols || ch != kC || per != kW)
		fail(path + ": a " + std::to_string(rows) + "x" + std::to_string(cols) +
		     " grid of " + std::to_string(ch) + " channels; the model is " +
		     std::to_string(kRows) + "x" + std::to_string(kCols) + " of " +
		     std::to_string(kC));
	if (w.size() != 2 + (size_t)kCells * kW)
		fail(path + ": " + std::to_string(w.size()) + " words");
	t.reps = (uint32_t)(w[1] >> 32);
	if (!t.reps || t.reps > kReps)
		fail(path + ": " + std::to_string(t.reps) + " replicas");
	t.cw.assign(w.begin() + 2, w.end());
	t.px.assign(kCells, -1);
	t.cell_rep.assign(kCells, 0);
	t.source.assign(kCells, 0);
	t.nn = 0;
	t.g->rst = 1;
	for (uint32_t c = 0; c < kCells; c++) {
		const uint64_t *x = &t.cw[(size_t)c * kW];
		uint64_t tw = 0;
		if (x[0] >> 63) {
			uint32_t op = x[0] & 0xffff;
			if (!rtl_env_op_valid(op))
				fail(path + ": cell " + std::to_string(c) + ": opcode " + std::to_string(op));
			uint32_t lat = rtl_env_latency(op);
			if (lat >= kLmax || rtl_env_interval(op) != 1)
				fail(path + ": opcode " + std::to_string(op) + " has latency " +
				     std::to_string(lat) + " interval " +
				     std::to_string(rtl_env_interval(op)) + "; the model pipelines " +
				     "below " + std::to_string(kLmax) + " at interval 1");
			t.px[c] = rtl_env_perimeter(op);
			tw = lat | (uint64_t)(t.px[c] != RTL_PX_NONE) << 8;
			t.cell_rep[c] = x[2] >> 16 & 0xffff;
			if (t.cell_rep[c] >= t.reps)
				fail(path + ": cell " + std::to_string(c) + " of replica " +
				     std::to_string(t.cell_rep[c]));
			int tok = 0;
			for (int s = 0; s < 3; s++) {
				uint32_t kind = x[3 + 2 * s] & 0xff;
				tok |= kind == 1 || kind == 2;
			}
			t.source[c] = !tok;
			if (t.cell_rep[c] == 0)
				t.nn++;
		}
		for (uint32_t i = 0; i <= kW; i++) {
			uint64_t v = i < kW ? x[i] : tw;
			if (i == 4 || i == 6 || i == 8)
				v = static_value(t, x[i - 1], x[i], c);
			t.g->cfg_we = 1;
			t.g->cfg_cell = c;
			t.g->cfg_word = i;
			t.g->cfg_data = v;
			tick(t);
		}
	}
	t.g->cfg_we = 0;
	tick(t);
	t.g->rst = 0;
	t.loaded = (int)b;
}

// The bytes [addr, addr + size) as tile thread tl sees them, as
// sim_image_ptr: the CTA's shared block, the thread's local frame, else a
// region of the log (global buffers and globals, the const window).
uint8_t *mem_at(Tb &t, uint64_t addr, uint32_t size, uint32_t tl)
{
	uint64_t a = addr & rtl_env_addr_mask(), off = 0;
	switch (rtl_env_window(a, &off)) {
	case RTL_WIN_SHARED:
		if (off > t.shared_bytes || size > t.shared_bytes - off)
			return nullptr;
		return &t.shared[(size_t)(tl / t.cta_threads) * t.shared_bytes + off];
	case RTL_WIN_LOCAL:
		if (off > t.local_bytes || size > t.local_bytes - off)
			return nullptr;
		return &t.local[(size_t)tl * t.local_bytes + off];
	default:
		break;
	}
	for (Region &r : t.regions)
		if (a >= r.addr && a + size <= r.addr + r.data.size())
			return &r.data[a - r.addr];
	return nullptr;
}

void hexout(FILE *f, const uint8_t *p, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		fprintf(f, "%02x", p[i]);
}

// One firing's perimeter operation: its result (the rdata of the port).
uint64_t perimeter(Tb &t, uint32_t c, uint32_t tl, const uint64_t v[3])
{
	const uint64_t *x = &t.cw[(size_t)c * kW];
	uint32_t op = x[0] & 0xffff, type = x[0] >> 16 & 0xff, flags = x[0] >> 24 & 0xff;
	uint32_t nin = x[0] >> 40 & 0xff;
	int64_t imm = (int64_t)x[1];
	uint64_t out = 0;

	switch (t.px[c]) {
	case RTL_PX_MEM: {
		uint32_t size = rtl_env_type_bytes(type);
		if (!size)
			size = 1;
		uint8_t *p = mem_at(t, v[0], size, tl);
		if (!p) {
			char a[24];
			snprintf(a, sizeof a, "%016" PRIx64, v[0]);
			fail("thread " + std::to_string(tl) + ": access of " + std::to_string(size) +
			     " bytes at " + a + " outside the log's regions, the CTA's " +
			     "shared block (" + std::to_string(t.shared_bytes) + " bytes) and " +
			     "the thread's local frame (" + std::to_string(t.local_bytes) + ")");
		}
		int kind = rtl_env_access(op, type, imm, p, v, &out);
		if (kind < 0)
			fail("unknown access kind");
		fprintf(t.out, "%s %" PRIu64 " %u %016" PRIx64 " ", kind == 0 ? "ld" :
		        kind == 1 ? "st" : "atom", t.rel, tl, v[0]);
		hexout(t.out, p, size);
		fputc('\n', t.out);
		break;
	}
	case RTL_PX_LVLD:
	case RTL_PX_LVST: {
		uint64_t id = (uint64_t)imm;
		if (id >= t.lv_ids)
			fail("live value " + std::to_string(id));
		uint64_t &slot = t.lv[id * t.tile_threads + tl];
		if (t.px[c] == RTL_PX_LVLD) {
			out = rtl_env_mask(slot, type);
			break;
		}
		int write = 1;
		if (nin > 1 && (x[5] & 0xff) != 2) {
			write = (int)(v[1] & 1);
			if (flags & 64)
				write = !write;
		}
		if (write) {
			slot = rtl_env_mask(v[0], type);
			fprintf(t.out, "lv %" PRIu64 " %u %" PRIu64 " %016" PRIx64 "\n", t.rel,
			        tl, id, slot);
		}
		break;
	}
	case RTL_PX_BR:
	case RTL_PX_JMP: {
		uint32_t s = t.px[c] == RTL_PX_JMP ? 0 : (v[0] & 1) ? 0 : 1;
		uint32_t to = s ? (uint32_t)(x[9] >> 32) : (uint32_t)x[9];
		if (to >= t.blocks.size())
			fail("successor " + std::to_string(s) + " is not a block");
		uint64_t &w = t.cvt[(size_t)to * t.words + tl / 64];
		if (w >> (tl % 64) & 1)
			fail("thread " + std::to_string(tl) + " already waits at block " +
			     std::to_string(to));
		w |= 1ull << (tl % 64);
		fprintf(t.out, "br %" PRIu64 " %u %u\n", t.rel, tl, to);
		break;
	}
	case RTL_PX_EXIT:
		fprintf(t.out, "exit %" PRIu64 " %u\n", t.rel, tl);
		break;
	case RTL_PX_TID: {
		uint64_t cta = t.first_cta + tl / t.cta_threads;
		out = rtl_env_mask(rtl_env_coord(t.geom, cta, tl % t.cta_threads,
		                                 t.cta_threads, imm), type);
		break;
	}
	default:
		break;
	}
	return out;
}

struct Fire {
	uint32_t cell, vc, tl;
	uint32_t rank;   // in the memory's order of the cycle (serve_order)
};

// The memory serves one cycle's accesses in the order vgiwsim's log lists
// them at that cycle: LDST units firing in one cycle have no order in the
// grid, and which access to one address goes first is the memory's
// arbitration (the environment's, as the thread vectors are). Accesses the
// log does not list at the cycle follow, in cell order (the comparison
// reports them).
void serve_order(Tb &t, std::vector<Fire> &list)
{
	if (t.rel >= t.order.size() || t.order[t.rel].size() < 2)
		return;
	std::vector<Access> &o = t.order[t.rel];
	for (Fire &f : list) {
		f.rank = UINT32_MAX;
		if (t.px[f.cell] != RTL_PX_MEM || !getbits(t.g->px_v, f.cell, 1))
			continue;
		uint64_t a = get64(t.g->px_a, f.cell);
		for (uint32_t k = 0; k < o.size(); k++)
			if (!o[k].taken && o[k].tl == f.tl && o[k].addr == a) {
				o[k].taken = 1;
				f.rank = k;
				break;
			}
	}
	std::stable_sort(list.begin(), list.end(),
	                 [](const Fire &x, const Fire &y) { return x.rank < y.rank; });
}

// The firings of the cycle not yet taken: their threads, and the
// channels of the threads that finished.
void take_fires(Tb &t, std::vector<Replica> &rp, std::vector<int> &seen,
                std::vector<Fire> &list)
{
	for (uint32_t c = 0; c < kCells; c++) {
		if (seen[c] || !getbits(t.g->fire_v, c, 1))
			continue;
		if (t.px[c] < 0)
			fail("a cell without a node fired");
		seen[c] = 1;
		uint32_t vc = getbits(t.g->fire_vc, c * kVcw, kVcw);
		Replica &r = rp[t.cell_rep[c]];
		list.push_back({ c, vc, r.vc_thread[vc], UINT32_MAX });
		if (!r.vc_left[vc])
			fail("a channel without a thread fired");
		if (!--r.vc_left[vc]) {
			r.free_vc.push_back(vc);
			r.inflight--;
		}
	}
}

// One block execution over vector vec; its cycles.
uint64_t run_block(Tb &t, uint32_t b, std::vector<uint64_t> &vec)
{
	uint32_t per = rtl_env_threads_per_cycle(), banks = rtl_env_cvt_banks();
	std::vector<Replica> rp(t.reps);
	for (Replica &r : rp) {
		r.vc_thread.assign(kE, 0);
		r.vc_left.assign(kE, 0);
		for (uint32_t v = 0; v < kE; v++)
			r.free_vc.push_back(kE - 1 - v);
	}
	uint32_t cursor = 0, rr = 0;
	std::vector<int> seen(kCells);
	std::vector<Fire> list;
	for (t.rel = 0;; t.rel++) {
		if (t.rel > 100000000ull)
			fail("block " + std::to_string(b) + " does not end");
		std::fill(seen.begin(), seen.end(), 0);
		list.clear();
		for (uint32_t i = 0; i < (kReps * kVcw + 31) / 32; i++)
			t.g->inj_vc[i] = 0;
		t.g->inj_v = 0;
		t.g->eval();
		take_fires(t, rp, seen, list);
		// inject: stage_inject
		int queued = 0;
		for (uint32_t r = 0; r < t.reps; r++) {
			Replica &x = rp[r];
			for (uint32_t k = 0; k < per; k++) {
				if (!x.cur_bits) {
					x.cur_bits = x.nxt_bits;
					x.cur_base = x.nxt_base;
					x.nxt_bits = 0;
				}
				if (!x.cur_bits || x.free_vc.empty())
					break;
				uint32_t bit = (uint32_t)__builtin_ctzll(x.cur_bits);
				x.cur_bits &= x.cur_bits - 1;
				uint32_t vc = x.free_vc.back();
				x.free_vc.pop_back();
				x.vc_thread[vc] = (uint32_t)x.cur_base + bit;
				x.vc_left[vc] = t.nn;
				x.inflight++;
				t.g->inj_v |= 1u << r;
				setbits(t.g->inj_vc, r * kVcw, kVcw, vc);
			}
			queued |= x.cur_bits || x.nxt_bits;
		}
		t.g->eval();
		take_fires(t, rp, seen, list);
		serve_order(t, list);
		for (const Fire &f : list) {
			uint64_t v[3] = { get64(t.g->px_a, f.cell), get64(t.g->px_b, f.cell),
			                  get64(t.g->px_c, f.cell) };
			if (getbits(t.g->px_v, f.cell, 1))
				put64(t.g->px_rdata, f.cell, perimeter(t, f.cell, f.tl, v));
		}
		t.g->eval();
		// the BBS: stage_bbs
		uint32_t reads = 0, r = rr;
		for (uint32_t k = 0; k < t.reps && cursor < t.words; k++) {
			Replica &x = rp[r];
			r = r + 1 == t.reps ? 0 : r + 1;
			if (x.nxt_bits)
				continue;
			while (cursor < t.words && reads < banks) {
				uint64_t w = vec[cursor];
				reads++;
				vec[cursor] = 0;
				cursor++;
				if (w) {
					x.nxt_bits = w;
					x.nxt_base = (uint64_t)(cursor - 1) * 64;
					queued = 1;
					break;
				}
			}
		}
		rr = rr + 1 == t.reps ? 0 : rr + 1;
		tick(t);
		uint32_t inflight = 0;
		for (const Replica &x : rp)
			inflight += x.inflight;
		if (cursor >= t.words && !queued && !inflight)
			return t.rel + 1;
	}
}

// The records of the execution after its blk record, up to its end: the
// order of each cycle's memory accesses (serve_order).
void read_order(Tb &t, std::ifstream &in, const std::string &path)
{
	std::string line, key, a;
	for (std::vector<Access> &o : t.order)
		o.clear();
	while (std::getline(in, line)) {
		std::istringstream s(line);
		key.clear();
		s >> key;
		if (key == "end")
			return;
		if (key != "ld" && key != "st" && key != "atom")
			continue;
		uint64_t cycle = UINT64_MAX;
		uint32_t tl = 0;
		s >> cycle >> tl >> a;
		if (!s || cycle > 100000000ull)
			fail(path + ": " + line.substr(0, 60));
		if (cycle >= t.order.size())
			t.order.resize(cycle + 1);
		t.order[cycle].push_back({ tl, strtoull(a.c_str(), nullptr, 16), 0 });
	}
	fail(path + ": a block execution without its end record");
}

void read_log(Tb &t, const std::string &path)
{
	std::ifstream in(path);
	if (!in)
		fail("cannot read " + path);
	std::string line, key;
	std::vector<uint64_t> vec;
	while (std::getline(in, line)) {
		std::istringstream s(line);
		key.clear();
		s >> key;
		if (!t.version && key != "cosim")
			fail(path + ": not a co-simulation log (no `cosim` record first)");
		if (key == "cosim") {
			s >> t.version;
			if (t.version != 2)
				fail(path + ": log version " + std::to_string(t.version) +
				     "; rtl-tb reads version 2 (docs/rtl.md)");
		} else if (key == "window") {
			std::string w;
			uint64_t n = 0;
			s >> w >> n;
			if (w != "shared" && w != "local")
				fail(path + ": window `" + w + "`: not shared or local");
			(w == "shared" ? t.shared_bytes : t.local_bytes) = n;
		} else if (key == "geom") {
			for (uint32_t &g : t.geom)
				s >> g;
			t.cta_threads = t.geom[3] * t.geom[4] * t.geom[5];
		} else if (key == "param" || key == "sym") {
			uint32_t i;
			std::string v;
			s >> i >> v;
			std::vector<uint64_t> &to = key == "param" ? t.param : t.sym;
			if (to.size() <= i)
				to.resize(i + 1);
			to[i] = strtoull(v.c_str(), nullptr, 16);
		} else if (key == "region") {
			std::string a;
			uint64_t n;
			s >> a >> n;
			t.regions.push_back({ strtoull(a.c_str(), nullptr, 16), {} });
			t.regions.back().data.reserve(n);
		} else if (key == "mem") {
			std::string a, h;
			s >> a >> h;
			if (t.regions.empty())
				fail(path + ": mem before region");
			for (size_t i = 0; i + 1 < h.size(); i += 2)
				t.regions.back().data.push_back(
					(uint8_t)strtoul(h.substr(i, 2).c_str(), nullptr, 16));
		} else if (key == "tile") {
			s >> t.first_cta >> t.nctas >> t.tile_threads;
			// vgiwsim's CVT vectors are the first (largest) tile's words in
			// every tile: a smaller last tile's BBS reads the empty ones too
			if (!t.words)
				t.words = (t.tile_threads + 63) / 64;
			if (t.tile_threads > (uint64_t)t.words * 64)
				fail(path + ": a tile of " + std::to_string(t.tile_threads) +
				     " threads after one of " + std::to_string(t.words * 64) + " at most");
			t.cvt.assign((size_t)t.blocks.size() * t.words, 0);
			for (uint32_t tl = 0; tl < t.tile_threads; tl++)
				t.cvt[tl / 64] |= 1ull << (tl % 64);
			t.lv.assign((size_t)t.lv_ids * t.tile_threads, 0);
			// zeros at each tile, as sim_image_tile
			t.shared.assign((size_t)(t.nctas * t.shared_bytes), 0);
			t.local.assign((size_t)t.tile_threads * t.local_bytes, 0);
			fprintf(t.out, "%s\n", line.c_str());
		} else if (key == "blk") {
			uint32_t b, n;
			s >> b >> n;
			if (b >= t.blocks.size() || n != t.words)
				fail(path + ": " + line.substr(0, 40));
			vec.assign(n, 0);
			for (uint64_t &w : vec) {
				std::string h;
				s >> h;
				w = strtoull(h.c_str(), nullptr, 16);
			}
			// the threads vgiwsim runs are the ones our CVT holds
			for (uint32_t i = 0; i < n; i++) {
				uint64_t &c = t.cvt[(size_t)b * t.words + i];
				if ((c & vec[i]) != vec[i] || (!t.blocks[b].barrier && c != vec[i]))
					fail("block " + std::to_string(b) + ": vgiwsim runs threads " +
					     "the RTL's CVT does not hold (word " + std::to_string(i) + ")");
				c &= ~vec[i];
			}
			fprintf(t.out, "%s\n", line.c_str());
			read_order(t, in, path);
			if (t.loaded != (int)b)
				configure(t, b);
			uint64_t cycles = run_block(t, b, vec);
			fprintf(t.out, "end %u %" PRIu64 "\n", b, cycles);
		}
	}
}

}  // namespace

int main(int argc, char **argv)
{
	Verilated::commandArgs(argc, argv);
	if (argc < 4 || argv[1][0] == '+') {
		fprintf(stderr, "usage: rtl-tb HEXDIR vgiwsim.log out.log\n");
		return 1;
	}
	if (rtl_env_init())
		return 1;
	Tb t;
	t.hexdir = argv[1];
	t.out = fopen(argv[3], "w");
	if (!t.out)
		fail(std::string("cannot write ") + argv[3]);
	if (rtl_env_hop_latency() != 1 || rtl_env_entries() != kE ||
	    rtl_env_channels() != kC)
		fail("the architecture's hop latency, token-buffer entries or channels "
		     "differ from the model's");
	std::vector<uint64_t> bt = read_hex(t.hexdir + "/k0_blocks.hex");
	if (bt.empty() || bt.size() != 1 + 4 * (bt[0] & 0xffffffffu))
		fail("k0_blocks.hex: not a block table");
	t.lv_ids = (uint32_t)(bt[0] >> 32);
	for (uint32_t b = 0; b < (bt[0] & 0xffffffffu); b++)
		t.blocks.push_back({ { (uint32_t)bt[2 + 4 * b], (uint32_t)(bt[2 + 4 * b] >> 32) },
		                     (int)(bt[3 + 4 * b] >> 8 & 0xff) });
	t.g = new Vrtl_grid;
	t.g->clk = 0;
	t.g->rst = 1;
	tick(t);
	read_log(t, argv[2]);
	// the cells compute integer operations in rtl_alu_pkg: DPI is for
	// floating point only
	if (rtl_env_eval_integer())
		fail(std::to_string(rtl_env_eval_integer()) +
		     " integer operations went through DPI (rtl_fpu), not the cells' integer unit");
	if (fclose(t.out))
		fail(std::string("cannot write ") + argv[3]);
	delete t.g;
	return 0;
}
