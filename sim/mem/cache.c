/* Timing of the memory hierarchy: set-associative LRU caches (L1, L2 and
 * the live value cache) with banks, MSHRs and write-back or write-through
 * policies, and L2 banks as busy-until resources; DRAM channels are dram.c's
 * (busy-until under memory.dram.scheduler=occupancy, banks and rows under
 * fr-fcfs). Each access is timed when issued (its completion cycle computed
 * from the resources' state), so the hierarchy needs no events of its own. Contents are not
 * kept here: the functional image is exact on its own (image.c); which
 * bytes a line holds is (memory.write-fill=partial), since a write miss
 * need not fetch what its writes cover. */
#include <stdlib.h>
#include <string.h>

#include "mem_int.h"

/* A slow path that is not rare (a miss) kept out of line, so the hit path
 * stays small. */
#if defined(__GNUC__)
#define SIM_NOINLINE __attribute__((noinline))
#else
#define SIM_NOINLINE
#endif

static uint32_t
log2u(uint32_t v)
{
	uint32_t s = 0;

	while ((1u << (s + 1)) <= v)
		s++;
	return s;
}

static void
sim_cache_init(SimCache *c, const ArchCache *ac, int masks)
{
	memset(c, 0, sizeof *c);
	c->ways = ac->ways ? ac->ways : 1;
	c->line_shift = log2u(ac->line ? ac->line : 128);
	c->sets = ac->size / ((1u << c->line_shift) * c->ways);
	if (!c->sets)
		c->sets = 1;
	c->banks = ac->banks ? ac->banks : 1;
	c->set_mask = (c->sets & (c->sets - 1)) == 0 ? c->sets - 1 : 0;
	c->bank_mask = (c->banks & (c->banks - 1)) == 0 ? c->banks - 1 : 0;
	c->hash_shift = ac->index == ARCH_INDEX_HASH && c->set_mask ? log2u(c->sets) : 0;
	c->fermi = ac->index == ARCH_INDEX_FERMI && (c->sets == 32 || c->sets == 64);
	c->latency = ac->latency;
	c->write_back = ac->write == ARCH_WB_WA;
	c->nmshr = ac->mshrs ? ac->mshrs : 1;
	size_t n = (size_t)c->sets * c->ways;
	c->tag = xcalloc(n, sizeof *c->tag);
	c->stamp = xcalloc(n, sizeof *c->stamp);
	c->ready = xcalloc(n, sizeof *c->ready);
	c->dirty = xcalloc(n, 1);
	c->bank_free = xcalloc(c->banks, sizeof *c->bank_free);
	c->mshr = xcalloc(c->nmshr, sizeof *c->mshr);
	c->nwc = c->write_back ? 0 : ac->write_combine;
	c->wc = c->nwc ? xcalloc(c->nwc, sizeof *c->wc) : NULL;
	if (masks && (1u << c->line_shift) <= SIM_MASK_BYTES) {
		c->mwords = ((1u << c->line_shift) + 63) / 64;
		c->valid = xcalloc(n * c->mwords, sizeof *c->valid);
		c->partial = xcalloc(n, 1);
		if (c->nwc)
			c->wc_mask = xcalloc((size_t)c->nwc * c->mwords, sizeof *c->wc_mask);
	}
}

static void
sim_cache_free(SimCache *c)
{
	free(c->tag);
	free(c->stamp);
	free(c->ready);
	free(c->dirty);
	free(c->bank_free);
	free(c->wc);
	free(c->mshr);
	free(c->valid);
	free(c->partial);
	free(c->wc_mask);
	memset(c, 0, sizeof *c);
}

static inline uint64_t
set_of(const SimCache *c, uint64_t line)
{
	if (c->fermi) {
		uint64_t a = line << c->line_shift;
		uint64_t s = (line & 31) ^ ((a >> 13 & 7) | (a >> 14 & 8) | (a >> 15 & 16));
		return c->sets == 64 ? s | (a >> 7 & 32) : s;
	}
	if (c->hash_shift)
		line ^= line >> c->hash_shift ^ line >> 2 * c->hash_shift;
	return c->set_mask || c->sets == 1 ? line & c->set_mask : line % c->sets;
}

static inline uint64_t
bank_of(const SimCache *c, uint64_t bank)
{
	return c->bank_mask || c->banks == 1 ? bank & c->bank_mask : bank % c->banks;
}

/* Way holding `line` in its set, or -1. */
static inline int
find(const SimCache *c, uint64_t line)
{
	uint64_t set = set_of(c, line);
	const uint64_t *t = &c->tag[set * c->ways];

	for (uint32_t w = 0; w < c->ways; w++)
		if (t[w] == line + 1)
			return (int)w;
	return -1;
}

/* The slot holding `line`, or -1: the slot *hint first (a line is in one
 * slot at most, so a tag that matches there is the hit), then find(),
 * which sets the hint. For front caches, whose state one core owns. */
static inline ptrdiff_t
find_slot(SimCache *c, uint64_t line, uint32_t *hint)
{
	if (*hint < (uint64_t)c->sets * c->ways && c->tag[*hint] == line + 1)
		return (ptrdiff_t)*hint;
	int w = find(c, line);
	if (w < 0)
		return -1;
	*hint = (uint32_t)(set_of(c, line) * c->ways + (uint32_t)w);
	return (ptrdiff_t)*hint;
}

int
sim_cache_probe(const SimCache *c, uint64_t addr)
{
	return find(c, addr >> c->line_shift) >= 0;
}

/* Installs `line`, evicting the LRU way; *victim gets the evicted dirty
 * line + 1, or 0. Returns the slot. */
static size_t
install(SimCache *c, uint64_t line, uint64_t *victim)
{
	uint64_t set = set_of(c, line);
	size_t base = set * c->ways, best = base;

	for (uint32_t w = 0; w < c->ways; w++) {
		size_t i = base + w;
		if (!c->tag[i]) {
			best = i;
			break;
		}
		if (c->stamp[i] < c->stamp[best])
			best = i;
	}
	*victim = c->tag[best] && c->dirty[best] ? c->tag[best] : 0;
	if (*victim)
		c->writebacks++;
	c->tag[best] = line + 1;
	c->dirty[best] = 0;
	c->stamp[best] = ++c->clock;
	return best;
}

/* ---- the bytes a line holds (memory.write-fill=partial) ---- */

/* Which bytes of an access: [addr, addr + span), those whose bit is set
 * in mask (NULL: all). */
typedef struct {
	uint64_t addr;
	uint32_t span;
	const uint64_t *mask;
} Bytes;

/* The bytes of b in `line` of c into w[c->mwords] (b NULL: the whole
 * line); 1 if that is every byte of the line. */
static int
line_mask(const SimCache *c, uint64_t line, const Bytes *b, uint64_t *w)
{
	uint32_t lb = 1u << c->line_shift;
	uint64_t base = line << c->line_shift;
	uint64_t last = lb >= 64 ? ~0ull : (1ull << lb) - 1;
	int full = 1;

	for (uint32_t k = 0; k < c->mwords; k++)
		w[k] = b ? 0 : k + 1 < c->mwords ? ~0ull : last;
	for (uint32_t k = 0; b && k < b->span; k++) {
		uint64_t a = b->addr + k;
		if (a < base || a - base >= lb ||
		    (b->mask && !(b->mask[k >> 6] >> (k & 63) & 1)))
			continue;
		w[(a - base) >> 6] |= 1ull << ((a - base) & 63);
	}
	for (uint32_t k = 0; k < c->mwords; k++)
		full &= w[k] == (k + 1 < c->mwords ? ~0ull : last);
	return full;
}

/* Slot i now holds the bytes w (full: all of them). */
static void
mask_set(SimCache *c, size_t i, const uint64_t *w, int full)
{
	c->partial[i] = (uint8_t)!full;
	memcpy(&c->valid[i * c->mwords], w, c->mwords * sizeof *w);
}

/* Slot i, partial, gains the bytes w. */
static void
mask_add(SimCache *c, size_t i, const uint64_t *w)
{
	uint64_t *v = &c->valid[i * c->mwords];
	uint32_t lb = 1u << c->line_shift;
	uint64_t last = lb >= 64 ? ~0ull : (1ull << lb) - 1;
	int full = 1;

	for (uint32_t k = 0; k < c->mwords; k++) {
		v[k] |= w[k];
		full &= v[k] == (k + 1 < c->mwords ? ~0ull : last);
	}
	c->partial[i] = (uint8_t)!full;
}

/* 1 if partial slot i holds every byte of w. */
static int
mask_covers(const SimCache *c, size_t i, const uint64_t *w)
{
	const uint64_t *v = &c->valid[i * c->mwords];

	for (uint32_t k = 0; k < c->mwords; k++)
		if (w[k] & ~v[k])
			return 0;
	return 1;
}

/* The bytes slot i holds as an access's Bytes (NULL when all), for its
 * write-back; the mask must be read before the slot is reused. */
static const Bytes *
slot_bytes(const SimCache *c, size_t i, uint64_t line, Bytes *b)
{
	if (!c->mwords || !c->partial[i])
		return NULL;
	*b = (Bytes){ line << c->line_shift, 1u << c->line_shift,
	              &c->valid[i * c->mwords] };
	return b;
}

/* The bank an access waits for: its start cycle. */
static uint64_t
bank_start(SimCache *c, uint64_t bank, uint64_t now, uint64_t busy,
           SimMemStats *st)
{
	uint64_t *b = &c->bank_free[bank_of(c, bank)];
	uint64_t start = *b > now ? *b : now;

	if (start > now && st)
		st->bank_stalls++;
	*b = start + busy;
	return start;
}

/* An MSHR for a miss starting at `start`: the cycle it is available. */
static uint64_t *
mshr_get(SimCache *c, uint64_t *start, SimMemStats *st)
{
	uint64_t *best = &c->mshr[0];

	for (uint32_t k = 0; k < c->nmshr; k++) {
		if (c->mshr[k] <= *start)
			return &c->mshr[k];
		if (c->mshr[k] < *best)
			best = &c->mshr[k];
	}
	if (st)
		st->mshr_stalls++;
	*start = *best;
	return best;
}

static uint64_t
dram(SimMem *m, uint64_t line, int write, uint64_t t)
{
	SimUncore *u = m->u;
	uint64_t done;

	if (write)
		m->st->dram_write_bytes += u->line_bytes;
	else
		m->st->dram_read_bytes += u->line_bytes;
	if (u->dram) {
		done = sim_dram_access(u->dram, line, write, t, m->st) + u->dram_latency;
	} else {
		uint64_t *ch = &u->chan_free[line % u->nchan];
		uint64_t start = *ch > t ? *ch : t;
		*ch = start + u->dram_occupy;
		done = start + u->dram_latency + u->dram_xfer;
	}
	if (done > m->drain)
		m->drain = done;
	return done;
}

/* `cycles` cycles of port p from t on (not necessarily adjacent: flits of
 * other packets may sit between): the cycle after the last. */
static uint64_t
port_take(SimPort *p, uint64_t t, uint64_t cycles)
{
	for (uint64_t k = 0; k < cycles; t++) {
		uint64_t *s = &p->slot[t % SIM_PORT_RING];
		if (*s != t + 1) {
			*s = t + 1;
			k++;
		}
	}
	return t;
}

/* A packet of `bytes` bytes from port src to port dst, its head ready at
 * core cycle t: the core cycle its tail is at dst (GPGPU-Sim's crossbar:
 * 8-byte header, flits, one flit per port per interconnect cycle; the
 * ports count interconnect cycles). */
static uint64_t
xbar(SimMem *m, SimPort *src, SimPort *dst, uint64_t t, uint32_t bytes)
{
	SimUncore *u = m->u;
	uint64_t flits = (bytes + 8 + u->flit_bytes - 1) / u->flit_bytes;
	uint64_t ti = (t * u->icnt_mhz + u->core_mhz - 1) / u->core_mhz;
	uint64_t sent = port_take(src, ti, flits);
	uint64_t at = port_take(dst, sent - flits + u->xbar_latency, flits);
	uint64_t done = (at * u->core_mhz + u->icnt_mhz - 1) / u->icnt_mhz;

	m->st->xbar_packets++;
	m->st->xbar_waits += at - (ti + flits + u->xbar_latency);
	return done > t ? done : t + 1;
}

static uint64_t l2_access(SimMem *m, uint64_t addr, int kind, uint64_t t,
                          const Bytes *b);

/* t, which an access of m completes at, counted in m->drain */
static inline uint64_t
drained(SimMem *m, uint64_t t)
{
	if (t > m->drain)
		m->drain = t;
	return t;
}

uint64_t
sim_mem_drained(const SimMem *m)
{
	return m->drain;
}
static uint64_t l2_bank(SimMem *m, uint64_t addr, int kind, uint64_t t,
                        const Bytes *b);

/* L2 access at `t` of the line holding addr, writing `bytes` (0 for a
 * read; the packet's size) of which b says which they are (NULL: the
 * whole line): on a chip the request crosses the crossbar to the line's
 * channel and the reply (a read's line, an atomic's word) crosses back. */
static uint64_t
l2_access_n(SimMem *m, uint64_t addr, int kind, uint64_t t, uint32_t bytes,
            const Bytes *b)
{
	SimUncore *u = m->u;

	sim_gate();   /* the chip's cores share the uncore */
	if (!u->nports)
		return drained(m, l2_bank(m, addr, kind, t, b));
	/* the L2 bank's port (GPGPU-Sim: one crossbar node per sub-partition) */
	uint32_t ch = (uint32_t)((addr >> u->l2.line_shift) % u->l2.banks);
	uint64_t at = xbar(m, &u->core_in[m->port], &u->chan_in[ch], t,
	                   kind == SIM_READ ? 0 : bytes);
	uint64_t r = drained(m, l2_bank(m, addr, kind, at, b));
	if (kind == SIM_WRITE)
		return r;   /* no acknowledgement is waited for */
	return xbar(m, &u->chan_out[ch], &u->core_out[m->port], r,
	            kind == SIM_READ ? u->line_bytes : 8);
}

/* A line (a write: the bytes b says, NULL all) or an atomic's word, the
 * common cases. */
static uint64_t
l2_access(SimMem *m, uint64_t addr, int kind, uint64_t t, const Bytes *b)
{
	return l2_access_n(m, addr, kind, t, kind == SIM_WRITE ? m->u->line_bytes : 8, b);
}

/* A write of a write-through cache going on to L2 at t: merged into its
 * line when the write-combining buffer holds it; else the line takes the
 * oldest entry, whose line is written to L2 now. Without a buffer every
 * write is an L2 write. Timing only: the image was written already. */
static void
write_on(SimMem *m, SimCache *c, const Bytes *b, uint64_t t)
{
	uint64_t addr = b->addr, line = (addr >> c->line_shift) + 1;
	uint64_t w[SIM_MASK_BYTES / 64] = { 0 };

	if (!c->nwc) {
		l2_access_n(m, addr, SIM_WRITE, t, 4, b);
		return;
	}
	if (c->mwords)
		line_mask(c, line - 1, b, w);
	for (uint32_t k = 0; k < c->nwc; k++)
		if (c->wc[k] == line) {
			c->combined++;
			for (uint32_t j = 0; j < c->mwords; j++)
				c->wc_mask[k * c->mwords + j] |= w[j];
			return;
		}
	uint32_t e = c->wc_next;
	uint64_t old = c->wc[e];
	Bytes ob = { (old - 1) << c->line_shift, 1u << c->line_shift,
	             c->mwords ? &c->wc_mask[e * c->mwords] : NULL };
	c->wc_next = (c->wc_next + 1) % c->nwc;
	if (old)
		l2_access(m, ob.addr, SIM_WRITE, t, c->mwords ? &ob : NULL);
	c->wc[e] = line;
	if (c->mwords)
		memcpy(&c->wc_mask[e * c->mwords], w, c->mwords * sizeof *w);
}

/* The L2 bank's part of an access at `t` (core cycles) of the line
 * holding addr. */
static uint64_t
l2_bank(SimMem *m, uint64_t addr, int kind, uint64_t t, const Bytes *b)
{
	SimUncore *u = m->u;
	SimCache *c = &u->l2;
	uint64_t line = addr >> c->line_shift;
	uint64_t start = bank_start(c, line, t, u->l2_occupy, NULL);
	uint64_t mw[SIM_MASK_BYTES / 64];
	int w = find(c, line), full = 1;

	c->accesses++;
	m->st->l2_accesses++;
	/* a write brings its bytes; a read or an atomic needs the line's */
	if (c->mwords)
		full = line_mask(c, line, kind == SIM_WRITE ? b : NULL, mw);
	if (w >= 0) {
		size_t i = (size_t)set_of(c, line) * c->ways + (size_t)w;
		uint64_t r = start + u->l2_latency;
		c->stamp[i] = ++c->clock;
		if (kind != SIM_READ)
			c->dirty[i] = (uint8_t)c->write_back;
		if (c->mwords && c->partial[i]) {
			if (kind == SIM_WRITE) {
				mask_add(c, i, mw);
			} else {
				/* bytes no write brought: the fetch the write
				 * miss did not make */
				uint64_t f = dram(m, line, 0, r);
				c->partial[i] = 0;
				c->ready[i] = f > c->ready[i] ? f : c->ready[i];
				return c->ready[i];
			}
		}
		c->hits++;
		m->st->l2_hits++;
		return r > c->ready[i] ? r : c->ready[i];
	}
	uint64_t victim;
	size_t i = install(c, line, &victim);
	if (victim)   /* a partial line too: GDDR writes take byte masks */
		dram(m, victim - 1, 1, start);
	if (c->mwords && kind == SIM_WRITE) {
		/* write-fill=partial: the line holds what the write brings,
		 * and nothing is fetched until an access needs the rest */
		mask_set(c, i, mw, full);
		c->ready[i] = start + u->l2_latency;
		if (c->write_back)
			c->dirty[i] = 1;
		else
			dram(m, line, 1, c->ready[i]);
		return c->ready[i];
	}
	if (c->mwords)
		c->partial[i] = 0;
	/* write-fill=always: a write miss fetches its line, as GPGPU-Sim
	 * 3.x's write-allocate does, even one the write covers entirely */
	c->ready[i] = dram(m, line, 0, start + u->l2_latency);
	if (kind != SIM_READ) {
		if (c->write_back)
			c->dirty[i] = 1;
		else
			dram(m, line, 1, c->ready[i]);
	}
	return c->ready[i];
}

/* The L2 and DRAM of a->memory timed in cycles of a core at core_mhz,
 * each access holding its bank or channel `cores` times as long. */
static void
uncore_init(SimUncore *u, const Arch *a, uint64_t core, uint64_t cores,
            const ArchCache *l2)
{
	const ArchMemory *am = &a->memory;
	uint64_t l2c = am->clock.l2_mhz ? am->clock.l2_mhz : core;
	uint64_t dr = am->clock.dram_mhz ? am->clock.dram_mhz : core;
	uint64_t beat = (uint64_t)am->dram.bus_bytes * am->dram.data_rate;

	memset(u, 0, sizeof *u);
	sim_cache_init(&u->l2, l2, am->write_fill == ARCH_FILL_PARTIAL);
	/* The L2 and DRAM latencies count core cycles, as GPGPU-Sim's
	 * rop_latency and dram_latency do (gpu_sim_cycle), or L2 cycles
	 * (memory.latency-clock=l2), converted rounding up; occupancy and
	 * transfers are in the L2's and the DRAM's own clocks. */
	uint64_t lat = am->latency_clock == ARCH_LATCLK_L2 ? l2c : core;
	u->l2_cycle = (core + l2c - 1) / l2c;
	u->l2_latency = (am->l2.latency * core + lat - 1) / lat;
	u->dram_latency = (am->dram.latency * core + lat - 1) / lat;
	u->line_bytes = 1u << u->l2.line_shift;
	uint64_t clocks = beat ? (u->line_bytes + beat - 1) / beat : 1;
	u->dram_xfer = (clocks * core + dr - 1) / dr;
	if (!u->dram_xfer)
		u->dram_xfer = 1;
	u->nchan = am->dram.channels ? am->dram.channels : 1;
	/* One core of a chip of `cores` gets that fraction of each L2 bank's
	 * and DRAM channel's time: the banks and channels keep their count
	 * (address interleaving) and latency, and each access holds its bank
	 * or channel `cores` times as long, so bandwidth is divided without
	 * lengthening an unloaded access. */
	u->l2_occupy = (cores * core + l2c - 1) / l2c;
	u->dram_occupy = (clocks * core * cores + dr - 1) / dr;
	if (u->dram_occupy < u->dram_xfer)
		u->dram_occupy = u->dram_xfer;
	u->share_cores = (uint32_t)cores;
	if (am->dram.scheduler == ARCH_DRAM_FRFCFS)
		u->dram = sim_dram_new(a, core, cores, u);
	else
		u->chan_free = xcalloc(u->nchan, sizeof *u->chan_free);
}

void
sim_uncore_free(SimUncore *u)
{
	SimPort *ports[] = { u->core_in, u->core_out, u->chan_in, u->chan_out };
	uint32_t counts[] = { u->nports, u->nports, u->l2.banks, u->l2.banks };
	for (uint32_t k = 0; k < 4; k++) {
		for (uint32_t i = 0; ports[k] && i < counts[k]; i++)
			free(ports[k][i].slot);
		free(ports[k]);
	}
	sim_cache_free(&u->l2);
	free(u->chan_free);
	sim_dram_free(u->dram);
	memset(u, 0, sizeof *u);
}

static SimPort *
ports_new(uint32_t n)
{
	SimPort *p = xcalloc(n, sizeof *p);

	for (uint32_t i = 0; i < n; i++)
		p[i].slot = xcalloc(SIM_PORT_RING, sizeof *p[i].slot);
	return p;
}

void
sim_uncore_init_chip(SimUncore *u, const Arch *a, uint32_t core_mhz, uint32_t cores)
{
	uint64_t core = core_mhz ? core_mhz : 1400;
	ArchCache l2 = a->memory.l2;
	uint32_t chans = a->memory.dram.channels ? a->memory.dram.channels : 1;
	uint64_t icnt = a->memory.clock.interconnect_mhz ?
	                a->memory.clock.interconnect_mhz : core;

	l2.banks = chans * (a->chip.l2_banks_per_channel ?
	                    a->chip.l2_banks_per_channel : 1);
	uncore_init(u, a, core, 1, &l2);
	u->nports = cores ? cores : 1;
	u->flit_bytes = a->chip.icnt.flit_bytes ? a->chip.icnt.flit_bytes : 32;
	u->core_mhz = core;
	u->icnt_mhz = icnt;
	u->xbar_latency = a->chip.icnt.latency;
	u->core_in = ports_new(u->nports);
	u->core_out = ports_new(u->nports);
	u->chan_in = ports_new(u->l2.banks);
	u->chan_out = ports_new(u->l2.banks);
}

/* The parts of a core's memory that are its own: L1, LVC, shared memory. */
static void
core_init(SimMem *m, const Arch *a, const ArchCache *l1, const ArchCache *lvc,
          SimMemStats *st)
{
	const ArchMemory *am = &a->memory;

	m->st = st;
	sim_cache_init(&m->l1, l1, am->write_fill == ARCH_FILL_PARTIAL);
	if (lvc) {
		/* the LVC's writes validate whole slots (write_validate) */
		sim_cache_init(&m->lvc, lvc, 0);
		m->lvc.write_validate = m->lvc.write_back;
	}
	m->shared_banks = am->shared.banks ? am->shared.banks : 1;
	m->shared_bank = xcalloc(m->shared_banks, sizeof *m->shared_bank);
	m->shared_mask = (m->shared_banks & (m->shared_banks - 1)) == 0 ?
	                 m->shared_banks - 1 : 0;
	m->shared_latency = am->shared.latency;
	st->energy = a->energy;
	st->share_cores = m->u->share_cores;
	st->dram_rows = m->u->dram != NULL;
	st->dram_bytes_per_cycle = (double)m->u->nchan * m->u->line_bytes /
	                           (double)m->u->dram_occupy;
}

void
sim_mem_init(SimMem *m, const Arch *a, const ArchCache *l1, const ArchCache *lvc,
             uint32_t core_mhz, SimMemStats *st)
{
	uint64_t cores = a->memory.share.cores ? a->memory.share.cores : 1;

	memset(m, 0, sizeof *m);
	uncore_init(&m->own, a, core_mhz ? core_mhz : 1400, cores, &a->memory.l2);
	m->u = &m->own;
	core_init(m, a, l1, lvc, st);
	st->core_mhz = core_mhz;
}

void
sim_mem_init_shared(SimMem *m, const Arch *a, const ArchCache *l1,
                    const ArchCache *lvc, uint32_t core_mhz, SimUncore *u,
                    uint32_t port, SimMemStats *st)
{
	memset(m, 0, sizeof *m);
	m->u = u;
	m->port = port;
	core_init(m, a, l1, lvc, st);
	st->core_mhz = core_mhz;
}

void
sim_mem_free(SimMem *m)
{
	sim_cache_free(&m->l1);
	sim_cache_free(&m->lvc);
	if (m->u == &m->own)
		sim_uncore_free(&m->own);
	free(m->shared_bank);
	memset(m, 0, sizeof *m);
}

/* The rest of an access to a cache in front of L2 once it is not a plain
 * hit: atomics and misses. Out of line, so the hit path (most accesses)
 * stays a few instructions with no register spills. */
/* Evicted dirty `victim` (line + 1) of slot i written back to L2 at t:
 * the bytes the slot holds. */
static void
write_back(SimMem *m, SimCache *c, size_t i, uint64_t victim, uint64_t t,
           uint64_t *writebacks)
{
	Bytes vb;

	l2_access(m, (victim - 1) << c->line_shift, SIM_WRITE, t,
	          slot_bytes(c, i, victim - 1, &vb));
	(*writebacks)++;
}

static SIM_NOINLINE uint64_t
front_slow(SimMem *m, SimCache *c, const Bytes *b, uint64_t line, ptrdiff_t slot,
           int kind, uint64_t start, uint64_t *writebacks)
{
	uint64_t addr = b->addr;
	uint64_t mw[SIM_MASK_BYTES / 64];

	if (kind == SIM_ATOMIC) {
		/* atomics are performed at L2; the L1 copy is dropped (written
		 * back first if dirty) so later reads see L2's value */
		if (slot >= 0) {
			size_t i = (size_t)slot;
			if (c->dirty[i]) {
				Bytes vb;
				l2_access(m, addr, SIM_WRITE, start,
				          slot_bytes(c, i, line, &vb));
				(*writebacks)++;
			}
			c->tag[i] = 0;
			c->dirty[i] = 0;
		}
		return l2_access(m, addr, SIM_ATOMIC, start + c->latency, NULL);
	}
	if (kind == SIM_WRITE && !c->write_back)
		/* write-through, no allocate: the write goes on to L2, and the
		 * unit need not wait for it */
		return (write_on(m, c, b, start), start + c->latency);
	if (kind == SIM_WRITE && c->write_validate) {
		/* the LVC's writes fill whole slots of lines no one else writes:
		 * a write miss allocates without fetching (write-validate) */
		uint64_t victim;
		size_t i = install(c, line, &victim);
		if (victim)
			write_back(m, c, i, victim, start, writebacks);
		c->ready[i] = start + c->latency;
		c->dirty[i] = 1;
		return c->ready[i];
	}
	if (kind == SIM_WRITE && c->mwords) {
		/* write-fill=partial: the line is allocated with the bytes the
		 * write brings and nothing fetched (no MSHR): a read of a byte
		 * no write brought fetches it (front_fill), an eviction writes
		 * back what the line holds */
		uint64_t victim;
		int full = line_mask(c, line, b, mw);
		size_t i = install(c, line, &victim);
		if (victim)
			write_back(m, c, i, victim, start, writebacks);
		mask_set(c, i, mw, full);
		c->ready[i] = start + c->latency;
		c->dirty[i] = 1;
		return c->ready[i];
	}
	uint64_t *ms = mshr_get(c, &start, m->st);
	uint64_t victim;
	size_t i = install(c, line, &victim);
	if (victim)
		write_back(m, c, i, victim, start, writebacks);
	if (c->mwords)
		c->partial[i] = 0;
	c->ready[i] = l2_access(m, addr, SIM_READ, start + c->latency, NULL);
	*ms = c->ready[i];
	if (kind == SIM_WRITE) {
		/* write-allocate: the MSHR holds the write until the line
		 * arrives; the writer is done once the cache has it (later
		 * accesses to the line wait for the fill) */
		c->dirty[i] = 1;
		return start + c->latency;
	}
	return c->ready[i];
}

/* A hit in slot i of a front cache, the bank free at `start`. A write to
 * a write-back cache is done when the cache has it, also while the line is
 * still being filled (its MSHR holds the write); a read waits for the
 * fill. */
static inline uint64_t
front_hit(SimMem *m, SimCache *c, size_t i, const Bytes *b, int kind, uint64_t start)
{
	uint64_t r = start + c->latency;

	c->hits++;
	c->stamp[i] = ++c->clock;
	if (kind == SIM_WRITE) {
		if (c->write_back) {
			c->dirty[i] = 1;
			if (c->mwords && c->partial[i]) {
				uint64_t mw[SIM_MASK_BYTES / 64];
				line_mask(c, b->addr >> c->line_shift, b, mw);
				mask_add(c, i, mw);
			}
			return r;
		}
		write_on(m, c, b, start);
	}
	return r > c->ready[i] ? r : c->ready[i];
}

/* A read of a partial line (write-fill=partial) that needs bytes no write
 * brought: the line is fetched now, as a miss is (an MSHR, the L2), and
 * then holds every byte; 1 with *done its completion, 0 if the line holds
 * what the read needs (a hit). */
static SIM_NOINLINE int
front_fill(SimMem *m, SimCache *c, size_t i, const Bytes *b, uint64_t start,
           uint64_t *done)
{
	uint64_t mw[SIM_MASK_BYTES / 64];

	line_mask(c, b->addr >> c->line_shift, b, mw);
	if (mask_covers(c, i, mw))
		return 0;
	uint64_t *ms = mshr_get(c, &start, m->st);
	uint64_t f = l2_access(m, b->addr, SIM_READ, start + c->latency, NULL);
	c->stamp[i] = ++c->clock;
	c->partial[i] = 0;
	c->ready[i] = f > c->ready[i] ? f : c->ready[i];
	*ms = c->ready[i];
	*done = c->ready[i];
	return 1;
}

/* A cache in front of L2 (the L1 for data, the LVC for live values). */
static inline uint64_t
front_access(SimMem *m, SimCache *c, const Bytes *b, int kind, uint64_t now,
             uint64_t *hits, uint64_t *writebacks)
{
	uint64_t addr = b->addr, line = addr >> c->line_shift, done;
	/* word-interleaved banks: a bank serves one access per cycle */
	uint64_t start = bank_start(c, addr >> 2, now, 1, m->st);
	ptrdiff_t slot = find_slot(c, line, &c->hint);

	c->accesses++;
	if (slot < 0 || kind == SIM_ATOMIC)
		return front_slow(m, c, b, line, slot, kind, start, writebacks);
	if (c->mwords && c->partial[slot] && kind == SIM_READ &&
	    front_fill(m, c, (size_t)slot, b, start, &done))
		return done;
	(*hits)++;
	return front_hit(m, c, (size_t)slot, b, kind, start);
}

uint64_t
sim_mem_global_bytes(SimMem *m, uint64_t addr, uint32_t span,
                     const uint64_t *mask, int kind, uint64_t now)
{
	Bytes b = { addr, span, mask };
	uint64_t wb = 0;

	m->st->l1_accesses++;
	return front_access(m, &m->l1, &b, kind, now, &m->st->l1_hits, &wb);
}

uint64_t
sim_mem_global(SimMem *m, uint64_t addr, int kind, uint64_t now)
{
	return sim_mem_global_bytes(m, addr, 4, NULL, kind, now);
}

uint64_t
sim_mem_access(SimMem *m, const SimImage *im, uint64_t addr, uint32_t size,
               LaunchWindow win, uint64_t frame, int kind, uint64_t now)
{
	if (win == LAUNCH_WIN_SHARED)
		return sim_mem_shared(m, addr, kind, now);
	if (win == LAUNCH_WIN_LOCAL)
		addr = LAUNCH_LOCAL_BASE + frame * im->local_bytes + (addr - LAUNCH_LOCAL_BASE);
	return sim_mem_global_bytes(m, addr, size, NULL, kind, now);
}

uint64_t
sim_mem_shared(SimMem *m, uint64_t addr, int kind, uint64_t now)
{
	uint64_t word = addr >> 2;
	uint64_t *b = &m->shared_bank[m->shared_mask || m->shared_banks == 1 ?
	                              word & m->shared_mask : word % m->shared_banks];
	uint64_t start = *b > now ? *b : now;

	(void)kind;
	m->st->shared_accesses++;
	if (start > now)
		m->st->shared_conflicts++;
	*b = start + 1;
	return start + m->shared_latency;
}

/* front_access for the LVC, with its own counters (a miss fills unless
 * the write validates the line) */
uint64_t
sim_mem_lvc(SimMem *m, uint64_t addr, int write, uint64_t now, uint32_t *hint)
{
	SimCache *c = &m->lvc;
	SimMemStats *st = m->st;
	uint64_t line = addr >> c->line_shift;
	uint64_t start = bank_start(c, addr >> 2, now, 1, st);
	ptrdiff_t slot = find_slot(c, line, hint);
	int kind = write ? SIM_WRITE : SIM_READ;

	c->accesses++;
	st->lvc_writes += write != 0;
	st->lvc_reads += write == 0;
	Bytes b = { addr, 8, NULL };
	if (slot < 0) {
		st->lvc_fills += !(write && c->write_validate);
		return front_slow(m, c, &b, line, slot, kind, start, &st->lvc_spills);
	}
	st->lvc_hits++;
	return front_hit(m, c, (size_t)slot, &b, kind, start);
}
