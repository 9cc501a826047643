/* The options every machine's model takes (include/vgiw/model.h). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/model.h"

void
sim_options_init(SimOptions *o)
{
	memset(o, 0, sizeof *o);
	o->max_cycles = SIM_DEFAULT_MAX_CYCLES;
	o->deadlock_cycles = 100000;
	o->check = 1;
	o->threads = 1;
}

void
sim_model_options(SimOptions *mo, const SimOptions *o, uint64_t deadlock,
                  const char *polling_env)
{
	const char *e = polling_env ? getenv(polling_env) : NULL;

	*mo = *o;
	if (!mo->deadlock_cycles)
		mo->deadlock_cycles = deadlock;
	/* the polling reference schedule, for the tests that compare it with
	 * the event-driven one on the samples through vgiwsim */
	if (e && *e && *e != '0')
		mo->polling = 1;
}
