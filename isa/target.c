/* The machines of include/vgiw/targets.def as values (target.h): their
 * names and how messages call them. */
#include <string.h>

#include "vgiw/target.h"

static const TargetInfo targets[] = {
#define TARGET(ID, name, display) { PROG_##ID, #name, display },
#include "vgiw/targets.def"
#undef TARGET
};

const TargetInfo *
target_info(unsigned id)
{
	return id > PROG_NONE && id < PROG_TARGET_END ? &targets[id - 1] : NULL;
}

const TargetInfo *
target_by_name(const char *name)
{
	for (unsigned i = 0; name && i < PROG_TARGET_END - 1; i++)
		if (!strcmp(targets[i].name, name))
			return &targets[i];
	return NULL;
}

const char *
target_names(void)
{
	static char buf[128];

	if (!buf[0])
		for (unsigned i = 0; i < PROG_TARGET_END - 1; i++) {
			if (i)
				strcat(buf, ", ");
			strcat(buf, targets[i].name);
		}
	return buf;
}
