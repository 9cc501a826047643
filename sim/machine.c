/* include/vgiw/machine.h: the program's target picks the model; one core
 * runs on the chip's loop as a chip of one. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/machine.h"

int
machine_run_launches(const Arch *a, const ChipLaunch *kl, uint32_t nk,
                     const SimOptions *o, MachineStats *st, DiagList *d)
{
	memset(st, 0, sizeof *st);
	st->model = sim_model(kl[0].p->target);
	st->on_chip = 1;
	return chip_run_launches(a, kl, nk, o, &st->chip, d);
}

int
machine_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
            const SimOptions *o, MachineStats *st, DiagList *d)
{
	if (arch_is_chip(a)) {
		ChipLaunch one = { p, k, l };
		return machine_run_launches(a, &one, 1, o, st, d);
	}
	memset(st, 0, sizeof *st);
	st->model = sim_model(p->target);
	st->stats = xcalloc(1, st->model->stats_size);
	return chip_run_alone(st->model, a, p, k, l, o, st->stats, d);
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
