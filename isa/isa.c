/* Names and sizes of the ISA's types, address spaces, predicates, atomic
 * kinds and thread coordinates (declared in include/vgiw/isa.h), for
 * everyone who prints or sizes them: passes, backend, simulators. */
#include "vgiw/isa.h"

const char *const isa_type_name[IT_COUNT] = {
	"void", "i1", "i8", "i16", "i32", "i64", "f32", "f64", "ptr"
};

const char *const isa_atomic_name[ISA_ATOM_COUNT] = {
	"add", "sub", "xchg", "and", "or", "xor", "min", "max", "umin", "umax",
	"fadd", "inc", "dec"
};

const char *const isa_shfl_name[ISA_SHFL_COUNT] = { "idx", "up", "down", "bfly" };
const char *const isa_vote_name[ISA_VOTE_COUNT] = { "all", "any", "uni", "ballot" };

const char *const isa_coord_name[ISA_COORD_COUNT] = {
	"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
	"ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z",
	"thread", "gid.x", "gid.y"
};

uint32_t
isa_type_size(IsaType t)
{
	static const uint8_t size[IT_COUNT] = { 0, 1, 1, 2, 4, 8, 4, 8, 8 };

	return size[t];
}

const char *
isa_aspace_name(unsigned as)
{
	switch (as) {
	case AS_GENERIC: return "generic";
	case AS_GLOBAL: return "global";
	case AS_SHARED: return "shared";
	case AS_CONST: return "const";
	case AS_LOCAL: return "local";
	case AS_PARAM: return "param";
	}
	return "?";
}

const char *
isa_pred_name(int64_t pred)
{
	static const char *const f[] = {
		"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno",
		"ueq", "ugt", "uge", "ult", "ule", "une", "true"
	};
	static const char *const i[] = {
		"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"
	};

	if (pred >= 0 && pred <= ISA_FCMP_TRUE)
		return f[pred];
	if (pred >= ISA_ICMP_EQ && pred <= ISA_ICMP_SLE)
		return i[pred - ISA_ICMP_EQ];
	return "?";
}
