/* The kernel IR: what the front end makes of an LLVM kernel, and what every
 * later stage (block scheduling, live values, partitioning, DFG construction)
 * works on without LLVM. Instructions, blocks and constants are arrays
 * indexed by 32-bit IDs; ID 0 of each array is reserved as "none". Types,
 * address spaces, predicates and the like are the ISA's (vgiw/isa.h). */
#ifndef VGIW_KIR_H
#define VGIW_KIR_H

#include <stdint.h>

#include "vgiw/isa.h"
#include "vgiw/ops.h"
#include "vgiw/support.h"

/* An operand: a tag in the top 3 bits and an index below it (QBE's Ref). */
typedef uint32_t KirRef;
enum {
	KREF_NONE,   /* absent operand */
	KREF_VAL,    /* result of instruction idx */
	KREF_CONST,  /* fn->consts[idx]: immediate or symbol address */
	KREF_PARAM,  /* kernel parameter idx: a configuration constant */
	KREF_UNDEF,  /* undef/poison: any value will do */
};
#define KIR_REF(tag, idx) (((uint32_t)(tag) << 29) | (uint32_t)(idx))
#define KIR_TAG(r) ((uint32_t)(r) >> 29)
#define KIR_IDX(r) ((uint32_t)(r) & 0x1fffffffu)
#define KIR_NONE 0u

typedef struct {
	uint8_t type;      /* IsaType */
	uint32_t sym;      /* ISYM_NONE, ISYM_LOCAL or a module global index */
	uint64_t bits;     /* value (floats as IEEE bits), or offset from sym */
} KirConst;

typedef struct {
	uint16_t op;       /* VgiwOp */
	uint8_t type;      /* IsaType of the result; of the stored value for ST */
	uint8_t flags;     /* ISAF_* */
	uint8_t aspace;    /* memory operations: IsaAddrSpace of the access */
	uint8_t nsw;       /* i32 IADD/ISUB: LLVM's nsw (signed overflow is
	                      poison); KIR only, read by GPU-CC's address folds */
	uint8_t nargs;
	uint16_t align;    /* memory operations: alignment in bytes */
	uint32_t args;     /* first operand in fn->args (nargs of them) */
	uint32_t block;    /* owning block */
	uint32_t line;     /* source line from debug info, 0 unknown */
	uint32_t col;
	const char *file;  /* source file of line (inlined code: its own file) */
	int64_t imm;       /* predicate, atomic kind, coordinate, ... */
	const char *name;  /* LLVM value name or number for dumps ("%12") */
} KirInst;
/* PHI operands come in pairs: args[2k] a KirRef, args[2k+1] a block index. */

typedef enum { KTERM_NONE, KTERM_JMP, KTERM_BR, KTERM_RET } KirTerm;

typedef struct {
	uint32_t *insts;   /* instruction IDs in program order (phis first) */
	uint32_t ninsts, cap;
	uint8_t term;      /* KirTerm */
	uint8_t barrier;   /* threads enter only when their whole CTA arrived */
	KirRef cond;       /* KTERM_BR: true -> succ[0], false -> succ[1] */
	uint32_t succ[2];
	uint32_t line;     /* source line of the terminator */
	uint32_t id;       /* schedule ID (pass_schedule); entry is 0 */
	uint32_t part_of;  /* partitioning: first block of the chain, or 0 */
	const char *name;
} KirBlock;

typedef struct {
	const char *name;
	uint8_t type;      /* IsaType as passed (byval: IT_PTR to a copy) */
	uint8_t aspace;    /* pointer parameters: the space they point into */
	uint8_t noalias;
	uint32_t size;     /* bytes of the argument; byval: the struct's size */
	uint32_t align;
	uint32_t byval;    /* byval: bytes copied into the parameter space */
} KirParam;

typedef struct {
	const char *name;
	uint8_t aspace;    /* AS_SHARED, AS_CONST, AS_GLOBAL */
	uint32_t align;
	uint64_t size;
	uint8_t *init;     /* size bytes, or NULL for zero / undefined */
} KirGlobal;

/* Where a diagnostic about an instruction that a pass may refuse (the warp
 * operations) points: the user's line first, then one entry per function
 * inlined into it, inward (the front end reads the debug location's
 * inlinedAt chain), or without debug info the line of the .ll text. The
 * entries of one instruction are consecutive in fn->sites. */
typedef struct {
	uint32_t inst;     /* the instruction (IDs as the front end made them) */
	uint32_t line, col;
	const char *file;
	const char *func;  /* the inlined function this entry's line is in;
	                      NULL for the first entry */
	const char *text;  /* the source line, NULL if unreadable */
} KirSite;

typedef struct {
	Arena arena;       /* names made by passes (partitioned blocks) */
	const char *name;
	KirParam *params;
	uint32_t nparams;
	KirInst *insts;    /* [0] unused */
	uint32_t ninsts, insts_cap;
	uint32_t *args;
	uint32_t nargs, args_cap;
	KirConst *consts;  /* [0] unused */
	uint32_t nconsts, consts_cap;
	KirBlock *blocks;  /* [0] unused */
	uint32_t nblocks, blocks_cap;
	uint32_t entry;
	uint32_t local_bytes;  /* per-thread local memory (surviving allocas) */
	uint32_t *sched;       /* block indices by schedule ID (pass_schedule) */
	uint32_t nsched;
	const char *file;      /* source file from debug info, or the .ll */
	uint32_t line;
	KirSite *sites;        /* [0, nsites); strings in the arena above */
	uint32_t nsites, sites_cap;
	IsaAssert *asserts;    /* TRAP imm -> [0, nasserts); strings in the
	                        * module's arena */
	uint32_t nasserts, asserts_cap;
} KirFunc;

typedef struct {
	Arena arena;       /* names and strings of the whole module */
	const char *path;  /* the input file */
	KirGlobal *globals;  /* [1..nglobals]; [0] unused */
	uint32_t nglobals, globals_cap;
	KirFunc **funcs;   /* kernels, in module order */
	uint32_t nfuncs, funcs_cap;
} KirModule;

KirModule *kir_module_new(const char *path);
void kir_module_free(KirModule *m);
KirFunc *kir_func_new(KirModule *m, const char *name);

uint32_t kir_block_new(KirFunc *f, const char *name);
/* New instruction appended to block b; its operands are copied. */
uint32_t kir_inst_new(KirFunc *f, uint32_t b, VgiwOp op, IsaType type,
                      const KirRef *args, uint32_t nargs);
/* New instruction with no block (placed later with kir_block_append). */
uint32_t kir_inst_detached(KirFunc *f, VgiwOp op, IsaType type,
                           const KirRef *args, uint32_t nargs);
void kir_block_append(KirFunc *f, uint32_t b, uint32_t inst);
KirRef kir_const(KirFunc *f, IsaType type, uint64_t bits);
KirRef kir_const_sym(KirFunc *f, uint32_t sym, uint64_t offset);

static inline KirRef *kir_args(const KirFunc *f, const KirInst *in)
{
	return (KirRef *)&f->args[in->args];
}
/* Type of an operand (IT_PTR for symbol addresses). */
IsaType kir_ref_type(const KirFunc *f, KirRef r);

/* Successor count of a block (0, 1 or 2). */
uint32_t kir_nsucc(const KirBlock *b);
/* Distinct successor edges: a branch whose two targets coincide is one edge
 * for phis, since the thread reaches the same block either way. */
uint32_t kir_nedges(const KirBlock *b);
/* The value phi p receives on the edge from block `from`: the first
 * matching incoming (LLVM requires duplicates to agree), or KIR_NONE. */
KirRef kir_phi_incoming(const KirFunc *f, uint32_t p, uint32_t from);

/* Structural checks (operands defined, terminators, phi arity). Adds an
 * error per problem and returns the number found. */
uint32_t kir_verify(const KirFunc *f, DiagList *d);

/* Human-readable listing, one instruction per line. */
void kir_print_ref(FILE *out, const KirFunc *f, const KirModule *m, KirRef r);
void kir_print_func(FILE *out, const KirModule *m, const KirFunc *f);

#endif
