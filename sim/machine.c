/* include/vgiw/machine.h: the program's target picks the model; one core
 * runs on the chip's loop as a chip of one. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/machine.h"

uint64_t
machine_max_cycles(const ProgKernel *k, const Launch *l)
{
	const uint64_t cap = UINT64_C(1) << 63;
	uint64_t ops = 0, words = 0;

	if (k->simt)
		ops = k->simt->ninsts;
	for (uint32_t b = 0; b < k->nblocks; b++)
		ops += k->blocks[b].graph.nnodes;
	for (uint32_t r = 0; r < l->nregions; r++)
		words += (l->regions[r].size + 3) / 4;
	/* every factor is below 2^48: the products are checked, not wrapped */
	uint64_t work = launch_cta_count(l) * launch_block_threads(l);
	work = work > cap - words ? cap : work + words;
	ops = ops ? ops : 1;
	work = work > cap / ops ? cap : work * ops;
	work = work > cap / MACHINE_CYCLES_PER_WORK ? cap : work * MACHINE_CYCLES_PER_WORK;
	return work < MACHINE_MIN_MAX_CYCLES ? MACHINE_MIN_MAX_CYCLES : work;
}

/* o with its default cycle limit taken from the launches; a note on a
 * run that stopped there says where the limit came from. */
static const SimOptions *
resolve(const SimOptions *o, SimOptions *buf, const ChipLaunch *kl, uint32_t nk)
{
	if (!o) {
		sim_options_init(buf);
		o = buf;
	}
	if (o->max_cycles != SIM_MAX_CYCLES_AUTO)
		return o;
	*buf = *o;
	buf->max_cycles = 0;
	for (uint32_t j = 0; j < nk; j++) {
		uint64_t m = machine_max_cycles(kl[j].k, kl[j].l);
		buf->max_cycles = m > UINT64_MAX - buf->max_cycles ? UINT64_MAX - 1 :
		                  buf->max_cycles + m;
	}
	return buf;
}

static int
noted(int rc, const SimOptions *o, const SimOptions *used, MachineStats *st,
      DiagList *d)
{
	if (rc && used != o && used->max_cycles &&
	    (!o || o->max_cycles == SIM_MAX_CYCLES_AUTO) &&
	    machine_cycles(st) >= used->max_cycles)
		diag_add(d, DIAG_NOTE, NULL, 0, 0, "%" PRIu64 " cycles is the default "
		         "limit of this launch (docs/simulator.md, \"Cycle limit\"); "
		         "--max-cycles=N sets another, 0 none", used->max_cycles);
	return rc;
}

/* A run that went to its end with failed assertions ends with the first
 * (Launch.assert_thread), as CUDA prints it; 1 then, else rc. */
static int
asserted(int rc, const ChipLaunch *kl, uint32_t nk, DiagList *d)
{
	for (uint32_t j = 0; j < nk && !rc; j++) {
		const Launch *l = kl[j].l;
		const ProgKernel *k = kl[j].k;
		if (!l->assert_fails)
			continue;
		const IsaAssert *a = l->assert_index < k->nasserts ?
		                     &k->asserts[l->assert_index] : NULL;
		char who[160];
		launch_thread_text(l, l->assert_thread, who, sizeof who);
		diag_add(d, DIAG_ERROR, a ? a->file : NULL, a ? a->line : 0, 0,
		         "kernel '%s': %s Assertion `%s` failed in %s (%" PRIu64
		         " failure%s; the first by global thread ID)", k->name, who,
		         a && a->message ? a->message : "?",
		         a && a->func ? a->func : k->name, l->assert_fails,
		         l->assert_fails == 1 ? "" : "s");
		rc = 1;
	}
	return rc;
}

int
machine_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                     const SimOptions *o, MachineStats *st, DiagList *d)
{
	SimOptions buf;
	const SimOptions *use = resolve(o, &buf, kl, nk);

	memset(st, 0, sizeof *st);
	for (uint32_t j = 0; j < nk; j++)
		kl[j].l->assert_fails = 0;
	st->model = sim_model(kl[0].p->target);
	st->on_chip = 1;
	return asserted(noted(chip_run_launches(a, kl, nk, use, &st->chip, d), o,
	                      use, st, d), kl, nk, d);
}

int
machine_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
            const SimOptions *o, MachineStats *st, DiagList *d)
{
	if (arch_is_chip(a)) {
		ChipLaunch one = { p, k, l };
		return machine_run_launches(a, &one, 1, o, st, d);
	}
	SimOptions buf;
	ChipLaunch one = { p, k, l };
	const SimOptions *use = resolve(o, &buf, &one, 1);

	memset(st, 0, sizeof *st);
	l->assert_fails = 0;
	st->model = sim_model(p->target);
	st->stats = xcalloc(1, st->model->stats_size);
	return asserted(noted(chip_run_alone(st->model, a, p, k, l, use, st->stats, d),
	                      o, use, st, d), &one, 1, d);
}

uint64_t
machine_cycles(const MachineStats *st)
{
	SimCoreTotals t;

	if (st->on_chip)
		return st->chip.cycles;
	if (!st->stats)
		return 0;
	st->model->totals(st->stats, &t);
	return t.cycles;
}

int
machine_write_stats_json(const MachineStats *st, FILE *out)
{
	if (st->on_chip)
		return chip_write_stats_json(&st->chip, out);
	return st->model->write_json(st->stats, out);
}

void
machine_print_summary(const MachineStats *st, FILE *out)
{
	if (st->on_chip)
		chip_print_summary(&st->chip, out);
	else
		st->model->print_summary(st->stats, out);
}

void
machine_stats_free(MachineStats *st)
{
	if (st->stats)
		st->model->stats_free(st->stats);
	free(st->stats);
	chip_stats_free(&st->chip);
	memset(st, 0, sizeof *st);
}
