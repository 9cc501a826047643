/* The simulation model of each machine of include/vgiw/targets.def, by
 * its target: NAMEsim_model of the machine's folder under sim/. */
#include "vgiw/model.h"

#define TARGET(ID, name, display) extern const SimModel name##sim_model;
#include "vgiw/targets.def"
#undef TARGET

static const SimModel *const models[PROG_TARGET_END] = {
#define TARGET(ID, name, display) [PROG_##ID] = &name##sim_model,
#include "vgiw/targets.def"
#undef TARGET
};

const SimModel *
sim_model(ProgTarget t)
{
	return (unsigned)t < PROG_TARGET_END ? models[t] : NULL;
}
