/* DRAM banks and row buffers (memory.dram.scheduler=fr-fcfs, docs/arch.md
 * "DRAM"): each channel has memory.dram.banks banks with an open row each
 * (open-page, as GPGPU-Sim's dram_t), a data bus and an activation window;
 * a request is a row hit (column access) or a miss (precharge, activate,
 * column access), timed with the GDDR timings of memory.dram in core
 * cycles. Accesses are timed when they issue, in nondecreasing core time
 * up to a step's cycles and the L2's queues, so what a memory controller
 * reorders is modelled by the order-free parts:
 *  - the bus and the activations are calendars (spans of reserved cycles),
 *    so a row hit that issues after a miss takes the bus before the miss's
 *    data, which wait for their activation;
 *  - a request for the row a bank is closing, reaching it before that
 *    precharge, is a hit in the row (FR-FCFS serves the open row's
 *    requests before the oldest miss);
 *  - misses in one bank are served in the order they are timed. */
#include <stdlib.h>
#include <string.h>

#include "mem_int.h"

/* reserved spans a calendar keeps; when full, the two oldest merge (their
 * gap counts as reserved: late requests then wait, never overlap) */
#define SPANS 64

typedef struct {
	uint64_t s[SPANS], e[SPANS];   /* [s, e), sorted, disjoint, not adjacent */
	uint32_t n;
} Calendar;

typedef struct {
	uint64_t row;        /* open row + 1; 0: closed */
	uint64_t act;        /* its activation */
	uint64_t pre_ok;     /* earliest precharge: tRAS, a write's tWR */
	uint64_t act_ok;     /* earliest next activation: act + tRC */
	/* the row before (+ 1; 0 none), its activation and the precharge
	 * that closed it */
	uint64_t prev, prev_act, prev_pre;
} Bank;

typedef struct {
	Calendar bus, acts;
} Chan;

struct SimDram {
	/* core cycles */
	uint64_t cl, wl, rcd, rp, ras, rc, wr;
	uint64_t rrd;        /* an activation's slot: tRRD x the sharing cores */
	uint64_t xfer;       /* a line's transfer */
	uint64_t occupy;     /* the bus a line takes: the transfer x the cores */
	uint32_t nchan, nbanks, row_lines;
	Bank *bank;          /* [channel * nbanks + bank] */
	Chan *chan;
};

static uint64_t
max64(uint64_t a, uint64_t b)
{
	return a > b ? a : b;
}

/* `len` adjacent cycles of c from t on: the first. */
static uint64_t
take(Calendar *c, uint64_t t, uint64_t len)
{
	if (c->n == SPANS) {
		c->e[0] = c->e[1];
		memmove(&c->s[1], &c->s[2], (SPANS - 2) * sizeof c->s[0]);
		memmove(&c->e[1], &c->e[2], (SPANS - 2) * sizeof c->e[0]);
		c->n--;
	}
	uint32_t i = 0;
	while (i < c->n && c->e[i] <= t)
		i++;
	for (; i < c->n && c->s[i] < t + len; i++)
		t = max64(t, c->e[i]);
	int left = i > 0 && c->e[i - 1] == t;
	int right = i < c->n && c->s[i] == t + len;
	if (left && right) {
		c->e[i - 1] = c->e[i];
		memmove(&c->s[i], &c->s[i + 1], (c->n - i - 1) * sizeof c->s[0]);
		memmove(&c->e[i], &c->e[i + 1], (c->n - i - 1) * sizeof c->e[0]);
		c->n--;
	} else if (left) {
		c->e[i - 1] = t + len;
	} else if (right) {
		c->s[i] = t;
	} else {
		memmove(&c->s[i + 1], &c->s[i], (c->n - i) * sizeof c->s[0]);
		memmove(&c->e[i + 1], &c->e[i], (c->n - i) * sizeof c->e[0]);
		c->s[i] = t;
		c->e[i] = t + len;
		c->n++;
	}
	return t;
}

/* x DRAM cycles in core cycles, rounded up */
static uint64_t
core_cycles(uint64_t x, uint64_t core, uint64_t dram)
{
	return (x * core + dram - 1) / dram;
}

SimDram *
sim_dram_new(const Arch *a, uint64_t core_mhz, uint64_t cores, const SimUncore *u)
{
	const ArchMemory *am = &a->memory;
	uint64_t dr = am->clock.dram_mhz ? am->clock.dram_mhz : core_mhz;
	SimDram *d = xcalloc(1, sizeof *d);

	d->cl = core_cycles(am->dram.cl, core_mhz, dr);
	d->wl = core_cycles(am->dram.wl, core_mhz, dr);
	d->rcd = core_cycles(am->dram.rcd, core_mhz, dr);
	d->rp = core_cycles(am->dram.rp, core_mhz, dr);
	d->ras = core_cycles(am->dram.ras, core_mhz, dr);
	d->rc = core_cycles(am->dram.rc, core_mhz, dr);
	d->wr = core_cycles(am->dram.wr, core_mhz, dr);
	d->rrd = core_cycles((uint64_t)am->dram.rrd * cores, core_mhz, dr);
	if (!d->rrd)
		d->rrd = 1;
	d->xfer = u->dram_xfer;
	d->occupy = u->dram_occupy;
	d->nchan = u->nchan;
	d->nbanks = am->dram.banks ? am->dram.banks : 1;
	d->row_lines = am->dram.row_bytes > u->line_bytes ?
	               am->dram.row_bytes / u->line_bytes : 1;
	d->bank = xcalloc((size_t)d->nchan * d->nbanks, sizeof *d->bank);
	d->chan = xcalloc(d->nchan, sizeof *d->chan);
	return d;
}

void
sim_dram_free(SimDram *d)
{
	if (!d)
		return;
	free(d->bank);
	free(d->chan);
	free(d);
}

/* The column access of a miss in bank b at t: precharge the open row,
 * activate `row` in a free activation slot. */
static uint64_t
activate(SimDram *d, Chan *c, Bank *b, uint64_t row, uint64_t t)
{
	uint64_t act = t;

	b->prev = b->row;
	if (b->row) {
		b->prev_act = b->act;
		b->prev_pre = max64(t, b->pre_ok);
		act = b->prev_pre + d->rp;
	}
	act = take(&c->acts, max64(act, b->act_ok), d->rrd);
	b->row = row;
	b->act = act;
	b->pre_ok = act + d->ras;
	b->act_ok = act + d->rc;
	return act + d->rcd;
}

uint64_t
sim_dram_access(SimDram *d, uint64_t line, int write, uint64_t t, SimMemStats *st)
{
	uint32_t ch = (uint32_t)(line % d->nchan);
	uint64_t rows = line / d->nchan / d->row_lines;   /* row, bank */
	Chan *c = &d->chan[ch];
	Bank *b = &d->bank[(size_t)ch * d->nbanks + rows % d->nbanks];
	uint64_t row = rows / d->nbanks + 1, cas;

	if (b->row == row) {
		cas = max64(t, b->act + d->rcd);
		st->dram_row_hits++;
	} else if (b->prev == row && max64(t, b->prev_act + d->rcd) < b->prev_pre) {
		cas = max64(t, b->prev_act + d->rcd);
		st->dram_row_hits++;
	} else {
		cas = activate(d, c, b, row, t);
		st->dram_row_misses++;
	}
	uint64_t start = take(&c->bus, cas + (write ? d->wl : d->cl), d->occupy);
	uint64_t done = start + d->xfer;
	if (write && b->row == row)
		b->pre_ok = max64(b->pre_ok, done + d->wr);
	return done;
}
