/* What the files of sim/mem share and no one else sees. */
#ifndef VGIW_MEM_INT_H
#define VGIW_MEM_INT_H

#include "vgiw/simmem.h"

/* The DRAM banks and rows of a->memory.dram under
 * memory.dram.scheduler=fr-fcfs (dram.c), timed in cycles of a core at
 * core_mhz, for the channels and transfers of u (uncore_init), the
 * channels' time divided among `cores`. */
SimDram *sim_dram_new(const Arch *a, uint64_t core_mhz, uint64_t cores,
                      const SimUncore *u);
void sim_dram_free(SimDram *d);
/* The line's read or write reaching its channel at core cycle t: the cycle
 * its data are through (without memory.dram.latency); counts the row hit
 * or miss in *st. */
uint64_t sim_dram_access(SimDram *d, uint64_t line, int write, uint64_t t,
                         SimMemStats *st);

#endif
