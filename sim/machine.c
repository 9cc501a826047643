/* include/vgiw/machine.h: the program's target picks the simulator. */
#include <string.h>

#include "vgiw/machine.h"

int
machine_run(const Arch *a, const Program *p, const ProgKernel *k, Launch *l,
            const SimOptions *o, MachineStats *st, DiagList *d)
{
	memset(st, 0, sizeof *st);
	st->target = p->target;
	if (arch_is_chip(a)) {
		st->on_chip = 1;
		return chip_run(a, p, k, l, o, &st->chip, d);
	}
	if (p->target == PROG_SIMT) {
		SimtSimOptions so;
		simt_options_init(&so);
		if (o) {
			so.max_cycles = o->max_cycles;
			if (o->deadlock_cycles)
				so.deadlock_cycles = o->deadlock_cycles;
			so.trace = o->trace;
		}
		return simt_run(a, p, k, l, &so, &st->simt, d);
	}
	if (p->target != PROG_GPUCC)
		return sim_run(a, p, k, l, o, &st->vgiw, d);

	GpuccSimOptions go;
	gpuccsim_options_init(&go);
	if (o) {
		if (o->trace) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "the GPU-CC simulator writes "
			         "no trace yet (--trace is for VGIW programs)");
			return 1;
		}
		go.max_cycles = o->max_cycles;
		if (o->deadlock_cycles)
			go.deadlock_cycles = o->deadlock_cycles;
	}
	return gpuccsim_run(a, p, k, l, &go, &st->gpucc, d);
}

uint64_t
machine_cycles(const MachineStats *st)
{
	if (st->on_chip)
		return st->chip.cycles;
	if (st->target == PROG_SIMT)
		return st->simt.cycles;
	return st->target == PROG_GPUCC ? st->gpucc.cycles : st->vgiw.cycles;
}

int
machine_write_stats_json(const MachineStats *st, FILE *out)
{
	if (st->on_chip)
		return chip_write_stats_json(&st->chip, out);
	if (st->target == PROG_SIMT)
		return simt_write_stats_json(&st->simt, out);
	if (st->target == PROG_GPUCC)
		return gpuccsim_write_stats_json(&st->gpucc, out);
	return sim_write_stats_json(&st->vgiw, out);
}

void
machine_print_summary(const MachineStats *st, FILE *out)
{
	if (st->on_chip)
		chip_print_summary(&st->chip, out);
	else if (st->target == PROG_SIMT)
		simt_print_summary(&st->simt, out);
	else if (st->target == PROG_GPUCC)
		gpuccsim_print_summary(&st->gpucc, out);
	else
		sim_print_summary(&st->vgiw, out);
}

void
machine_stats_free(MachineStats *st)
{
	sim_stats_free(&st->vgiw);
	gpuccsim_stats_free(&st->gpucc);
	simt_stats_free(&st->simt);
	chip_stats_free(&st->chip);
}
