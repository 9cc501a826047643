/* The vocabulary of the dataflow ISA beside its opcodes (ops.h): value
 * types, address spaces, symbols, compare predicates, atomic kinds, thread
 * coordinates and instruction flags, with their names and sizes. The
 * kernel IR, the DFG, the program model, the backend and the simulators
 * all speak it; nothing here refers to the kernel IR. */
#ifndef VGIW_ISA_H
#define VGIW_ISA_H

#include <stdint.h>

#include "vgiw/ops.h"

typedef enum {
	IT_VOID, IT_I1, IT_I8, IT_I16, IT_I32, IT_I64, IT_F32, IT_F64, IT_PTR,
	IT_COUNT
} IsaType;

extern const char *const isa_type_name[IT_COUNT];
uint32_t isa_type_size(IsaType t);      /* bytes in memory (i1: 1) */
static inline int isa_type_is_float(IsaType t) { return t == IT_F32 || t == IT_F64; }

/* Address spaces (the NVPTX numbering). All pointers are 64-bit addresses
 * in one flat space in which each specific space is a window, so casts
 * between spaces keep the bits (docs/kernel-ir.md). */
typedef enum {
	AS_GENERIC = 0, AS_GLOBAL = 1, AS_SHARED = 3, AS_CONST = 4, AS_LOCAL = 5,
	AS_PARAM = 101
} IsaAddrSpace;
const char *isa_aspace_name(unsigned as);

/* Symbols a constant may be the address of. */
#define ISYM_NONE 0u            /* a plain immediate */
#define ISYM_LOCAL 0xffffffffu  /* the thread's local frame; else global idx */

/* imm of ICMP and FCMP: the LLVM predicate numbering, for readability. */
typedef enum {
	ISA_FCMP_FALSE, ISA_FCMP_OEQ, ISA_FCMP_OGT, ISA_FCMP_OGE, ISA_FCMP_OLT,
	ISA_FCMP_OLE, ISA_FCMP_ONE, ISA_FCMP_ORD, ISA_FCMP_UNO, ISA_FCMP_UEQ,
	ISA_FCMP_UGT, ISA_FCMP_UGE, ISA_FCMP_ULT, ISA_FCMP_ULE, ISA_FCMP_UNE,
	ISA_FCMP_TRUE
} IsaFcmp;
typedef enum {
	ISA_ICMP_EQ = 32, ISA_ICMP_NE, ISA_ICMP_UGT, ISA_ICMP_UGE, ISA_ICMP_ULT,
	ISA_ICMP_ULE, ISA_ICMP_SGT, ISA_ICMP_SGE, ISA_ICMP_SLT, ISA_ICMP_SLE
} IsaIcmp;
const char *isa_pred_name(int64_t pred);

/* imm of ATOM. */
typedef enum {
	ISA_ATOM_ADD, ISA_ATOM_SUB, ISA_ATOM_XCHG, ISA_ATOM_AND, ISA_ATOM_OR,
	ISA_ATOM_XOR, ISA_ATOM_MIN, ISA_ATOM_MAX, ISA_ATOM_UMIN, ISA_ATOM_UMAX,
	ISA_ATOM_FADD, ISA_ATOM_INC, ISA_ATOM_DEC,
	ISA_ATOM_COUNT
} IsaAtomic;
extern const char *const isa_atomic_name[ISA_ATOM_COUNT];

/* imm of TID: which thread coordinate a CVU injects. */
typedef enum {
	ISA_TID_X, ISA_TID_Y, ISA_TID_Z,
	ISA_NTID_X, ISA_NTID_Y, ISA_NTID_Z,
	ISA_CTAID_X, ISA_CTAID_Y, ISA_CTAID_Z,
	ISA_NCTAID_X, ISA_NCTAID_Y, ISA_NCTAID_Z,
	ISA_THREAD,   /* linear thread ID: the entry token of every block */
	ISA_GID_X,    /* ctaid.x * ntid.x + tid.x, as one coordinate (GPU-CC's
	               * address cores generate it; passes/ifconv.c folds it) */
	ISA_GID_Y,    /* ctaid.y * ntid.y + tid.y, the same for y (GPU-CC) */
	ISA_COORD_COUNT
} IsaCoord;
extern const char *const isa_coord_name[ISA_COORD_COUNT];

/* imm of SHFL and VOTE (ops.def, SIMT only). */
typedef enum {
	ISA_SHFL_IDX, ISA_SHFL_UP, ISA_SHFL_DOWN, ISA_SHFL_BFLY, ISA_SHFL_COUNT
} IsaShfl;
typedef enum {
	ISA_VOTE_ALL, ISA_VOTE_ANY, ISA_VOTE_UNI, ISA_VOTE_BALLOT, ISA_VOTE_COUNT
} IsaVote;
extern const char *const isa_shfl_name[ISA_SHFL_COUNT];
extern const char *const isa_vote_name[ISA_VOTE_COUNT];
/* imm of FENCE: 0 a memory fence; ISA_FENCE_WARP __syncwarp
 * (llvm.nvvm.bar.warp.sync), which the front end keeps as a fence because
 * a lockstep SIMT warp needs nothing more; the dataflow machines refuse it. */
#define ISA_FENCE_WARP 1

/* Instruction flags. */
enum {
	ISAF_VOLATILE = 1 << 0,   /* memory access that must not be removed */
	ISAF_UNSIGNED = 1 << 1,   /* MUL24/MULHI variant */
	/* LD/ST/ATOM/CAS whose last operand is an i1 predicate: the access is
	 * performed only when it is true, and a suppressed load or atomic
	 * yields 0. Made by if-conversion (passes/ifconv.c, GPU-CC only). */
	ISAF_PREDICATED = 1 << 2,
};

/* A device assertion (TRAP's imm indexes a kernel's table of them): what
 * a failure reports, from the constant arguments of CUDA's __assertfail or
 * glibc's __assert_fail. message is the condition's text (never NULL in a
 * table); file and func may be NULL (unknown), line 0. */
typedef struct {
	const char *message;
	const char *file;
	const char *func;
	uint32_t line;
} IsaAssert;

/* Assertions a kernel may hold (the .cfg's bound, docs/cfg-format.md). */
#define ISA_MAX_ASSERTS 65536u

#endif
