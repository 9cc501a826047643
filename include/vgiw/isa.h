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
	KT_VOID, KT_I1, KT_I8, KT_I16, KT_I32, KT_I64, KT_F32, KT_F64, KT_PTR,
	KT_COUNT
} KirType;

extern const char *const kir_type_name[KT_COUNT];
uint32_t kir_type_size(KirType t);      /* bytes in memory (i1: 1) */
static inline int kir_type_is_float(KirType t) { return t == KT_F32 || t == KT_F64; }

/* Address spaces (the NVPTX numbering). All pointers are 64-bit addresses
 * in one flat space in which each specific space is a window, so casts
 * between spaces keep the bits (docs/kernel-ir.md). */
typedef enum {
	AS_GENERIC = 0, AS_GLOBAL = 1, AS_SHARED = 3, AS_CONST = 4, AS_LOCAL = 5,
	AS_PARAM = 101
} KirAddrSpace;
const char *kir_aspace_name(unsigned as);

/* Symbols a constant may be the address of. */
#define KSYM_NONE 0u            /* a plain immediate */
#define KSYM_LOCAL 0xffffffffu  /* the thread's local frame; else global idx */

/* imm of ICMP and FCMP: the LLVM predicate numbering, for readability. */
typedef enum {
	KIR_FCMP_FALSE, KIR_FCMP_OEQ, KIR_FCMP_OGT, KIR_FCMP_OGE, KIR_FCMP_OLT,
	KIR_FCMP_OLE, KIR_FCMP_ONE, KIR_FCMP_ORD, KIR_FCMP_UNO, KIR_FCMP_UEQ,
	KIR_FCMP_UGT, KIR_FCMP_UGE, KIR_FCMP_ULT, KIR_FCMP_ULE, KIR_FCMP_UNE,
	KIR_FCMP_TRUE
} KirFcmp;
typedef enum {
	KIR_ICMP_EQ = 32, KIR_ICMP_NE, KIR_ICMP_UGT, KIR_ICMP_UGE, KIR_ICMP_ULT,
	KIR_ICMP_ULE, KIR_ICMP_SGT, KIR_ICMP_SGE, KIR_ICMP_SLT, KIR_ICMP_SLE
} KirIcmp;
const char *kir_pred_name(int64_t pred);

/* imm of ATOM. */
typedef enum {
	KIR_ATOM_ADD, KIR_ATOM_SUB, KIR_ATOM_XCHG, KIR_ATOM_AND, KIR_ATOM_OR,
	KIR_ATOM_XOR, KIR_ATOM_MIN, KIR_ATOM_MAX, KIR_ATOM_UMIN, KIR_ATOM_UMAX,
	KIR_ATOM_FADD, KIR_ATOM_INC, KIR_ATOM_DEC,
	KIR_ATOM_COUNT
} KirAtomic;
extern const char *const kir_atomic_name[KIR_ATOM_COUNT];

/* imm of TID: which thread coordinate a CVU injects. */
typedef enum {
	KIR_TID_X, KIR_TID_Y, KIR_TID_Z,
	KIR_NTID_X, KIR_NTID_Y, KIR_NTID_Z,
	KIR_CTAID_X, KIR_CTAID_Y, KIR_CTAID_Z,
	KIR_NCTAID_X, KIR_NCTAID_Y, KIR_NCTAID_Z,
	KIR_THREAD,   /* linear thread ID: the entry token of every block */
	KIR_GID_X,    /* ctaid.x * ntid.x + tid.x, as one coordinate (GPU-CC's
	               * address cores generate it; passes/ifconv.c folds it) */
	KIR_GID_Y,    /* ctaid.y * ntid.y + tid.y, the same for y (GPU-CC) */
	KIR_COORD_COUNT
} KirCoord;
extern const char *const kir_coord_name[KIR_COORD_COUNT];

/* imm of SHFL and VOTE (ops.def, SIMT only). */
typedef enum {
	KIR_SHFL_IDX, KIR_SHFL_UP, KIR_SHFL_DOWN, KIR_SHFL_BFLY, KIR_SHFL_COUNT
} KirShfl;
typedef enum {
	KIR_VOTE_ALL, KIR_VOTE_ANY, KIR_VOTE_UNI, KIR_VOTE_BALLOT, KIR_VOTE_COUNT
} KirVote;
extern const char *const kir_shfl_name[KIR_SHFL_COUNT];
extern const char *const kir_vote_name[KIR_VOTE_COUNT];
/* imm of FENCE: 0 a memory fence; KIR_FENCE_WARP __syncwarp
 * (llvm.nvvm.bar.warp.sync), which the front end keeps as a fence because
 * a lockstep SIMT warp needs nothing more; the dataflow machines refuse it. */
#define KIR_FENCE_WARP 1

/* Instruction flags. */
enum {
	KIF_VOLATILE = 1 << 0,   /* memory access that must not be removed */
	KIF_UNSIGNED = 1 << 1,   /* MUL24/MULHI variant */
	/* LD/ST/ATOM/CAS whose last operand is an i1 predicate: the access is
	 * performed only when it is true, and a suppressed load or atomic
	 * yields 0. Made by if-conversion (passes/ifconv.c, GPU-CC only). */
	KIF_PREDICATED = 1 << 2,
};

#endif
