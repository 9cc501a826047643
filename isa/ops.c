/* The opcode table and name look-ups, expanded from include/vgiw/ops.def. */
#include <string.h>
#include <strings.h>

#include "vgiw/ops.h"

const OpInfo vgiw_op_info[OP_COUNT] = {
#define OP(name, mn, cls, nopd, lat) { mn, UC_##cls, nopd, LAT_##lat },
#include "vgiw/ops.def"
#undef OP
};

const char *const vgiw_libfn_name[LIBFN_COUNT] = {
#define LIBFN(name, mn, nopd) mn,
#include "vgiw/libfn.def"
#undef LIBFN
};

const char *const vgiw_unit_name[UC_COUNT + 1] = {
	"ALU", "SCU", "LDST", "LVU", "CVU", "SJU", "NONE"
};

const char *const vgiw_lat_name[LAT_COUNT + 1] = {
	"int", "imul", "fp", "fma", "idiv", "fdiv", "sfu", "mem", "lv", "ctrl",
	"sj", "none"
};

int
vgiw_op_by_name(const char *mnemonic)
{
	for (int i = 0; i < OP_COUNT; i++)
		if (strcmp(vgiw_op_info[i].mnemonic, mnemonic) == 0)
			return i;
	return -1;
}

int
vgiw_unit_by_name(const char *name)
{
	for (int i = 0; i < UC_COUNT; i++)
		if (strcasecmp(vgiw_unit_name[i], name) == 0)
			return i;
	return -1;
}

