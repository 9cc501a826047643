/* Private to the reference interpreter: the decoded program. A kernel's
 * LLVM IR is read once through the LLVM-C API into flat arrays (instructions
 * with operand slot numbers, CFG edges with their phi moves), so executing
 * millions of thread-instructions never calls into LLVM or allocates. */
#ifndef VGIW_REF_H
#define VGIW_REF_H

#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "vgiw/front.h"
#include "vgiw/launch.h"
#include "vgiw/reference.h"
#include "vgiw/support.h"

/* Operations of the decoded program. Integer values live zero-extended in
 * 64-bit slots, those of 65 to 128 bits in two (low, high); floats as their
 * IEEE bits (f32 in the low half); pointers as flat 64-bit addresses; an
 * aggregate takes one slot per scalar leaf (two for a wide integer). */
typedef enum {
	RO_NOP,
	/* integer binary: a op b, operand width `bits` */
	RO_ADD, RO_SUB, RO_MUL, RO_UDIV, RO_SDIV, RO_UREM, RO_SREM,
	RO_SHL, RO_LSHR, RO_ASHR, RO_AND, RO_OR, RO_XOR,
	/* float binary and unary, f64 when bits == 64 */
	RO_FADD, RO_FSUB, RO_FMUL, RO_FDIV, RO_FREM, RO_FNEG,
	RO_ICMP, RO_FCMP,          /* imm: LLVM predicate */
	RO_SELECT,                 /* a ? b : c, imm leaves */
	RO_MOV,                    /* dst = a & mask(rbits) (bitcast, ptr casts, freeze, zext, trunc) */
	RO_MOVN,                   /* imm leaves from a */
	RO_SEXT,                   /* from bits to rbits */
	RO_FPTRUNC, RO_FPEXT,
	RO_FPTOSI, RO_FPTOUI,      /* from float width bits to integer rbits, saturating */
	RO_SITOFP, RO_UITOFP,      /* from integer bits to float rbits */
	RO_GEP,                    /* a + imm + sum(index * scale), idx[aux .. aux+naux) */
	RO_LOAD, RO_STORE,         /* a address, b value (store); bits: size in bytes * 8 */
	RO_LOADAGG, RO_STOREAGG,   /* leaves[aux .. aux+naux) */
	RO_ATOMIC,                 /* imm: RefAtomic; a address, b value */
	RO_CMPXCHG,                /* a address, b expected, c new; dst two leaves
	                            * (imm 1: the old value alone, NVVM's cas) */
	RO_INSERT,                 /* dst = copy of a (imm leaves), then b (naux leaves) at leaf aux */
	RO_MEMCPY, RO_MEMSET,      /* a dst, b src/value, c length */
	RO_SREG,                   /* imm: 0..11 tid.x .. nctaid.z */
	RO_CLOCK,                  /* clock()/clock64(): the LLVM instructions
	                            * the thread has executed so far */
	RO_WORKITEM,               /* imm: RefWorkItem; a: dimension */
	RO_FMATH,                  /* imm: RefFn; a, b, c */
	RO_IMATH,                  /* imm: RefFn; a, b, c */
	RO_FCLASS,                 /* imm: 0 isnan, 1 isinf, 2 finite of float
	                            * width bits -> integer rbits */
	RO_IOVF,                   /* imm: RefOvf; a, b; dst two leaves: the
	                            * wrapped result, the overflow bit */
	RO_LIBDEV,                 /* imm: RefLd; a, b, c, aux: operands; naux:
	                            * RL_MODE_MASK, RL_UNSIGNED bits; dst (and
	                            * dst + 1 for a second result): ref_libdev.c */
	RO_BARRIER,
	RO_TEX,                    /* point-sampled texture fetch: a the texture
	                            * object handle (the address of a
	                            * LaunchTexDesc), b, c, aux the layer if
	                            * layered, then the coordinates; imm:
	                            * dimensions | 4 if float coordinates | 8
	                            * if layered | 16 if a cubemap (b, c, aux
	                            * its direction; with 8, imm >> 32 the
	                            * layer's slot);
	                            * dst four leaves of 32 bits */
	/* an integer operation on values of more than 64 bits (operands or
	 * result): imm is the RefOp (binary, RO_ICMP, RO_MOV, RO_SEXT, the
	 * conversions to and from floats), computed in 128 bits (ref_exec.c) */
	RO_WIDE,
	/* warp-level operations, computed for the whole warp at once
	 * (ref_exec.c): SHFL imm IsaShfl mode, a value, b, c; VOTE imm
	 * IsaVote mode, a predicate (naux 1: true, for activemask);
	 * WARPSYNC (__syncwarp) only gathers the warp */
	RO_SHFL, RO_VOTE, RO_WARPSYNC,
	RO_PTX,                    /* inline PTX (ref_ptx.c): imm RefPtx; a, b, c */
	RO_ASSERT,                 /* a device assertion (FRONT_ASSERT_FN): a the
	                            * condition, imm its index; src the call */
	RO_BR,                     /* aux: edge */
	RO_CONDBR,                 /* a: condition; aux: edge if true, naux: edge if false */
	RO_RET,
	RO_UNREACHABLE,
	RO_COUNT
} RefOp;

/* atomicrmw operations, numbered as front_rmw_op (vgiw/front.h) returns
 * them for every LLVM version. */
typedef enum {
	RA_XCHG = FRONT_RMW_XCHG, RA_ADD = FRONT_RMW_ADD, RA_SUB = FRONT_RMW_SUB,
	RA_AND = FRONT_RMW_AND, RA_NAND = FRONT_RMW_NAND, RA_OR = FRONT_RMW_OR,
	RA_XOR = FRONT_RMW_XOR, RA_MAX = FRONT_RMW_MAX, RA_MIN = FRONT_RMW_MIN,
	RA_UMAX = FRONT_RMW_UMAX, RA_UMIN = FRONT_RMW_UMIN,
	RA_FADD = FRONT_RMW_FADD, RA_FSUB = FRONT_RMW_FSUB,
	RA_FMAX = FRONT_RMW_FMAX, RA_FMIN = FRONT_RMW_FMIN,
	RA_UINC = FRONT_RMW_UINC, RA_UDEC = FRONT_RMW_UDEC,
	RA_COUNT = FRONT_RMW_COUNT
} RefAtomic;

typedef enum {
	RW_GLOBAL_ID, RW_LOCAL_ID, RW_GROUP_ID, RW_LOCAL_SIZE, RW_NUM_GROUPS,
	RW_GLOBAL_SIZE, RW_WORK_DIM, RW_GLOBAL_OFFSET
} RefWorkItem;

/* Math functions (libm for floats, C for integers). */
typedef enum {
	/* float unary */
	RF_SQRT, RF_RSQRT, RF_RCP, RF_EXP, RF_EXP2, RF_EXP10, RF_LOG, RF_LOG2,
	RF_LOG10, RF_SIN, RF_COS, RF_TAN, RF_ASIN, RF_ACOS, RF_ATAN, RF_SINH,
	RF_COSH, RF_TANH, RF_CBRT, RF_ERF, RF_FABS, RF_FLOOR, RF_CEIL, RF_ROUND,
	RF_RINT, RF_TRUNC, RF_SAT,
	/* float binary */
	RF_POW, RF_POWI, RF_ATAN2, RF_FMIN, RF_FMAX, RF_MINIMUM, RF_MAXIMUM,
	RF_FMOD, RF_COPYSIGN, RF_FDIV, RF_FDIM, RF_HYPOT,
	/* float ternary */
	RF_FMA,
	/* integer */
	RF_SMIN, RF_SMAX, RF_UMIN, RF_UMAX, RF_ABS, RF_POPC, RF_CLZ, RF_CTZ,
	RF_MUL24, RF_UMUL24, RF_MULHI, RF_UMULHI, RF_BSWAP, RF_BITREV,
	RF_FSHL, RF_FSHR,
	/* saturating: llvm.{u,s}{add,sub}.sat */
	RF_UADDSAT, RF_SADDSAT, RF_USUBSAT, RF_SSUBSAT,
	RF_FFS,                    /* 1-based lowest set bit, 0 for 0 */
	RF_COUNT
} RefFn;

/* libdevice functions the reference computes itself (ref_libdev.c). */
typedef enum {
	RL_EXPM1, RL_LOG1P, RL_ASINH, RL_ACOSH, RL_ATANH, RL_ERFC, RL_LGAMMA,
	RL_TGAMMA, RL_J0, RL_J1, RL_Y0, RL_Y1, RL_LOGB, RL_ILOGB, RL_RCBRT,
	RL_SINPI, RL_COSPI, RL_F2HALF, RL_HALF2F,
	RL_HYPOT, RL_RHYPOT, RL_REMAINDER, RL_NEXTAFTER, RL_LDEXP, RL_JN, RL_YN,
	RL_NORM3, RL_RNORM3, RL_NORM4, RL_RNORM4, RL_POWI, RL_RSQRT_RN,
	RL_NORMCDF, RL_ERFCX, RL_ERFINV, RL_ERFCINV, RL_NORMCDFINV, RL_I0, RL_I1,
	RL_FLOOR, RL_CEIL, RL_TRUNC, RL_ROUND, RL_RINT,
	RL_ADD, RL_SUB, RL_MUL, RL_DIV, RL_RCP, RL_SQRT, RL_FMA,
	RL_I2F, RL_D2F, RL_F2I, RL_LLROUND,
	RL_BITS, RL_HIINT, RL_LOINT, RL_HILO, RL_SIGNBIT, RL_FDIM,
	RL_BYTEPERM, RL_HADD, RL_RHADD, RL_SAD,
	RL_NAN,                    /* payload: aux (low), naux (high) */
	/* two results: dst, dst + 1 */
	RL_SINCOS, RL_SINCOSPI, RL_FREXP, RL_MODF, RL_REMQUO,
	RL_COUNT
} RefLd;

/* RO_LIBDEV's naux: the rounding mode (0 nearest even, 1 toward zero,
 * 2 up, 3 down) and whether integers are unsigned. */
enum { RL_MODE_MASK = 3, RL_UNSIGNED = 4 };

/* llvm.*.with.overflow, in the order of their names' prefixes. */
typedef enum {
	RV_UADD, RV_SADD, RV_USUB, RV_SSUB, RV_UMUL, RV_SMUL
} RefOvf;

typedef struct {
	uint16_t op;       /* RefOp */
	uint8_t bits;      /* operand width: integer bits, 32/64 for floats */
	uint8_t rbits;     /* result width */
	uint32_t dst;      /* result slot */
	uint32_t a, b, c;  /* operand slots */
	uint32_t aux, naux;
	uint64_t imm;
	LLVMValueRef src;  /* for diagnostics */
} RefInst;

typedef struct {
	int64_t scale;
	uint32_t slot;
	uint32_t bits;
} RefIndex;

typedef struct {
	uint32_t off;      /* byte offset in memory */
	uint32_t size;     /* bytes (an i1 leaf is one byte) */
	uint32_t mask_bits;
} RefLeaf;

typedef struct {
	uint32_t pc;       /* first instruction of the target block */
	uint32_t block;    /* target block number (resolved to pc at the end) */
	uint32_t moves, nmoves;
} RefEdge;

typedef struct {
	uint32_t dst, src;
} RefMove;

/* LLVMValueRef -> 64-bit value, open addressing. */
typedef struct {
	LLVMValueRef *keys;
	uint64_t *vals;
	uint32_t cap, n;
} RefMap;

typedef struct {
	/* the program */
	RefInst *insts;
	uint32_t ninsts, insts_cap;
	RefEdge *edges;
	uint32_t nedges, edges_cap;
	RefMove *moves;
	uint32_t nmoves, moves_cap;
	RefIndex *idx;
	uint32_t nidx, idx_cap;
	RefLeaf *leaves;
	uint32_t nleaves, leaves_cap;
	uint32_t nslots;
	/* slots with the same value in every thread: constants, parameters,
	 * addresses of globals and allocas */
	uint32_t *uslot;
	uint64_t *uval;
	uint32_t nuniform, uniform_cap;
	uint32_t max_moves;        /* largest phi move list (scratch size) */
	uint32_t entry_pc;

	/* memory layout */
	uint64_t shared_size;
	uint64_t local_size;
	uint64_t const_size;
	uint8_t *const_mem;

	/* the module */
	LLVMModuleRef m;
	LLVMTargetDataRef td;
	LLVMValueRef fn;
	const char *path;
	int spir;
	Launch *launch;
	RefMap slots;              /* value -> slot */
	RefMap globals;            /* global variable -> address */
	uint32_t *block_pc;        /* by block number */
	LLVMBasicBlockRef *blocks;
	uint32_t nblocks;
	DiagList *d;
	uint32_t errors;
} RefProg;

/* ref_decode.c */
int ref_decode(RefProg *p, DiagList *d);
/* ref_timing.c: the parameters (bit i: parameter i) whose buffers receive
 * values computed from clock()/clock64(); 1 after an error at the
 * instruction when the clock's values reach outputs it cannot name. */
int ref_timing_args(RefProg *p, uint64_t *args);
/* A slot with the same value in every thread (parameters are slots
 * 0..nparams-1). */
void ref_set_uniform(RefProg *p, uint32_t slot, uint64_t v);

/* Decoding, shared by ref_decode.c and ref_calls.c: an error at inst's
 * line; a scalar type's bits (integers up to 128); whether a type holds an
 * integer wider than 64 bits; whether it is floating point; n new value
 * slots; the slot of an operand of `user`; a new instruction from src; a
 * call; an atomic read-modify-write on ptr. */
void ref_dec_error(RefProg *p, LLVMValueRef inst, const char *fmt, ...)
	VGIW_PRINTF(3, 4);
unsigned ref_scalar_bits(LLVMTypeRef t);
int ref_is_float(LLVMTypeRef t);
uint32_t ref_new_slots(RefProg *p, uint32_t n);
uint32_t ref_operand(RefProg *p, LLVMValueRef v, LLVMValueRef user);
uint32_t ref_emit(RefProg *p, RefOp op, LLVMValueRef src);
/* The value map (open addressing on the LLVM value's address): 1 and *v
 * if k is in m. Whether a type is a struct or array; the leaves of a value
 * of type t (scalars in an aggregate; 0 when some part cannot be held). */
int ref_map_get(const RefMap *m, LLVMValueRef k, uint64_t *v);
void ref_map_put(RefMap *m, LLVMValueRef k, uint64_t v);
int ref_is_agg(LLVMTypeRef t);
uint32_t ref_leaf_count(LLVMTypeRef t);

static inline uint64_t
ref_align_up(uint64_t v, uint64_t a)
{
	return a ? (v + a - 1) / a * a : v;
}

/* ref_globals.c: the leaves of a constant of type t into
 * out[0 .. ref_leaf_count(t)), -1 if it cannot be evaluated; the layout
 * of the module's globals (0, or 1 after diagnostics). */
int ref_const_leaves(RefProg *p, LLVMValueRef c, LLVMTypeRef t, uint64_t *out);
int ref_layout_globals(RefProg *p);
/* ref_libdev.c: RO_LIBDEV on the slots v. */
void ref_libdev_exec(const RefInst *in, uint64_t *v);
void ref_call_inst(RefProg *p, LLVMValueRef call);
/* Inline PTX of the CUDA headers (ref_ptx.c): 1 if recognised. */
typedef enum {
	RP_F32_TO_F16, RP_F16_TO_F32,
	RP_SHF_L_WRAP, RP_SHF_L_CLAMP, RP_SHF_R_WRAP, RP_SHF_R_CLAMP
} RefPtx;
int ref_ptx_call(RefProg *p, LLVMValueRef call);
uint64_t ref_ptx_exec(RefPtx form, uint64_t a, uint64_t b, uint64_t c);
/* binary16 <-> binary32 bits (ref_ptx.c), for PTX's cvt and libdevice's
 * __nv_float2half_rn / __nv_half2float: a NaN as PTX gives it (canonical)
 * or as IEEE 754 conversions do (quieted, sign and payload kept). */
typedef enum { REF_NAN_CANONICAL, REF_NAN_IEEE } RefNan;
uint32_t ref_f32_to_f16(float f, RefNan nan);
uint32_t ref_f16_to_f32(uint32_t h, RefNan nan);
void ref_atomic_op(RefProg *p, LLVMValueRef inst, RefAtomic kind,
                   LLVMValueRef ptr, LLVMValueRef val);
void ref_prog_free(RefProg *p);
/* The pointer a kernel gets to the region starting at addr: tagged with the
 * region's index + 1 (launch.h), addr when no region starts there. */
uint64_t ref_tag(const Launch *l, uint64_t addr);

/* ref_exec.c */
int ref_execute(RefProg *p, const RefOptions *o, RefStats *st, DiagList *d);
/* ref_run.c: the error of the launch's first failed assertion
 * (Launch.assert_thread), its strings from the call's arguments. */
void ref_assert_error(const RefProg *p, const Launch *l, DiagList *d);

/* ---- values (ref_math.c) ---- */

/* ref_masks[n]: the low n bits set (n <= 64). */
extern const uint64_t ref_masks[65];

/* The low bits of v as a signed integer. */
static inline int64_t
ref_sx(uint64_t v, unsigned bits)
{
	if (bits >= 64)
		return (int64_t)v;
	uint64_t sign = 1ull << (bits - 1);
	return (int64_t)(((v & ref_masks[bits]) ^ sign) - sign);
}

/* A float operand of width bits, widened exactly to double. */
static inline double
ref_fval(uint64_t v, unsigned bits)
{
	return bits == 32 ? (double)vgiw_f32(v) : vgiw_f64(v);
}

/* What an operation on values can fail with; run_thread reports it. */
typedef enum { REF_TRAP_NONE, REF_TRAP_DIV_ZERO, REF_TRAP_DIV_OVERFLOW } RefTrap;

/* The operations on values, each on its operands' bits: a math function of
 * floats (f32 or f64; n the integer exponent of powi), of integers of
 * `bits`, a float to integer conversion (saturating), a float or integer
 * comparison by LLVM predicate, an atomic's new value from the old. */
uint64_t ref_fmath32(RefFn fn, float a, float b, float c, int64_t n);
uint64_t ref_fmath64(RefFn fn, double a, double b, double c, int64_t n);
uint64_t ref_imath(RefFn fn, unsigned bits, uint64_t a, uint64_t b, uint64_t c);
uint64_t ref_fp_to_int(double x, unsigned bits, int is_signed);
int ref_fcmp(unsigned pred, double a, double b);
int ref_icmp(unsigned pred, uint64_t a, uint64_t b, unsigned bits);
uint64_t ref_atomic_new(RefAtomic k, unsigned bits, uint64_t old, uint64_t v);
/* Instructions computed from the slots v: an integer division or
 * remainder (RO_UDIV ... RO_SREM), an overflow-checked operation
 * (RO_IOVF), an integer of 65 to 128 bits (RO_WIDE). */
RefTrap ref_div(const RefInst *in, uint64_t *v);
void ref_iovf(const RefInst *in, uint64_t *v);
RefTrap ref_wide(const RefInst *in, uint64_t *v);

#endif
