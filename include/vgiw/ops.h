/* Opcodes, unit classes and latency classes of the dataflow ISA, generated
 * from ops.def so that every list of opcodes in the project has one source. */
#ifndef VGIW_OPS_H
#define VGIW_OPS_H

#include <stdint.h>

typedef enum {
#define OP(name, mn, cls, nopd, lat) OP_##name,
#include "vgiw/ops.def"
#undef OP
	OP_COUNT
} VgiwOp;

/* Fabric unit classes; UC_NONE marks kernel-IR-only opcodes. */
typedef enum {
	UC_ALU, UC_SCU, UC_LDST, UC_LVU, UC_CVU, UC_SJU,
	UC_COUNT,
	UC_NONE = UC_COUNT
} UnitClass;

/* Latency classes; the architecture description gives each its cycles. */
typedef enum {
	LAT_INT, LAT_IMUL, LAT_FP, LAT_FMA, LAT_IDIV, LAT_FDIV, LAT_SFU,
	LAT_MEM, LAT_LV, LAT_CTRL, LAT_SJ,
	LAT_COUNT,
	LAT_NONE = LAT_COUNT
} LatClass;

typedef struct {
	const char *mnemonic;
	uint8_t unit;      /* UnitClass */
	uint8_t operands;  /* data operands, ordering token excluded */
	uint8_t lat;       /* LatClass */
} OpInfo;

/* Functions of FLIB1 and FLIB2 (their imm), from libfn.def. */
typedef enum {
#define LIBFN(name, mn, nopd) LIBFN_##name,
#include "vgiw/libfn.def"
#undef LIBFN
	LIBFN_COUNT
} VgiwLibFn;

extern const OpInfo vgiw_op_info[OP_COUNT];
extern const char *const vgiw_libfn_name[LIBFN_COUNT];
extern const char *const vgiw_unit_name[UC_COUNT + 1];
extern const char *const vgiw_lat_name[LAT_COUNT + 1];

/* Look-ups by name; -1 when unknown. */
int vgiw_op_by_name(const char *mnemonic);
int vgiw_unit_by_name(const char *name);

#endif
