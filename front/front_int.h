/* Private to front/ (no other folder includes it): the front end's steps
 * and the LLVM-version helpers only it uses, and the translation state
 * shared by translate.c, consts.c and intrinsics.c. */
#ifndef VGIW_FRONT_INT_H
#define VGIW_FRONT_INT_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "vgiw/front.h"
#include "vgiw/kir.h"
#include "vgiw/support.h"

/* discover.c: is fn a kernel (by annotation or calling convention). */
int front_is_kernel(LLVMModuleRef m, LLVMValueRef fn);

/* canon.c: the pipeline string used at a level (for --verbose and tests). */
const char *front_pipeline(int opt);

/* read.c: source location of an instruction from its debug info: file
 * (NULL when none), line, column. */
const char *front_loc(LLVMValueRef inst, uint32_t *line, uint32_t *col);

/* translate.c: one kernel into a KirFunc of m (globals it uses are added to
 * m). Returns 0, or 1 after diagnostics (unsupported constructs, each named
 * with its source line). */
int front_translate(LLVMModuleRef lm, LLVMValueRef fn, KirModule *m, DiagList *d);

/* compat.c: the new pass manager's name of the switch-lowering pass;
 * atomicrmw operations as KirAtomic kinds (-1 for those VGIW lacks) and the
 * name of one it lacks. */
const char *compat_lowerswitch_pass(void);
int compat_atomic_kind(LLVMAtomicRMWBinOp op);
const char *compat_atomic_name(LLVMAtomicRMWBinOp op);

/* ---- translation state (translate.c, consts.c, intrinsics.c) ---- */

typedef struct Translator Translator;

/* LLVM value -> kernel-IR operand (scalars) or leaves (aggregates). */
typedef struct {
	LLVMValueRef key;
	KirRef ref;          /* scalars */
	uint32_t leaf, nleaf;  /* aggregates: T->leaves[leaf .. leaf+nleaf) */
	const char *name;    /* "%x" or "%12", as LLVM prints it */
} ValSlot;

struct Translator {
	LLVMModuleRef lm;
	LLVMTargetDataRef td;
	const char *path;
	KirModule *m;
	KirFunc *f;
	DiagList *d;
	int spir;            /* SPIR address-space numbering */
	ValSlot *map;        /* open addressing, capacity a power of two */
	uint32_t mapcap, mapn;
	KirRef *leaves;
	uint32_t nleaves, leaves_cap;
	LLVMBasicBlockRef *lbb;  /* reachable LLVM blocks, function order */
	uint32_t *bfirst, *blast;  /* their first and last KIR blocks */
	uint32_t nlbb;
	uint32_t cur;        /* KIR block being filled */
	LLVMValueRef inst;   /* LLVM instruction being translated */
	uint32_t line, col;
	const char *file;    /* of line; interned in files[] */
	const char **files;
	uint32_t nfiles, files_cap;
	uint32_t errors;     /* diagnostics at the start of this kernel */
	uint32_t vector_reported;
	uint32_t *cse;       /* pure instructions by content, for reuse */
	uint32_t csecap, csen;
};

/* Operands. */
ValSlot *tr_slot(Translator *t, LLVMValueRef v);
KirRef tr_ref(Translator *t, LLVMValueRef v);
void tr_bind(Translator *t, LLVMValueRef v, KirRef r);
/* An aggregate result as its scalar leaves, in flattening order. */
void tr_bind_leaves(Translator *t, LLVMValueRef v, const KirRef *r, uint32_t n);
KirType tr_type(Translator *t, LLVMTypeRef ty);  /* KT_VOID if unsupported */
unsigned tr_aspace(Translator *t, unsigned llvm_as);

/* New instruction in the current block at the current source line. */
KirRef tr_emit(Translator *t, VgiwOp op, KirType type, const KirRef *args,
               uint32_t nargs, int64_t imm);
/* With instruction flags (KIF_*); instructions are never changed after
 * emission, because identical pure ones are shared. */
KirRef tr_emit_flags(Translator *t, VgiwOp op, KirType type, const KirRef *args,
                     uint32_t nargs, int64_t imm, uint8_t flags);
KirRef tr_emit1(Translator *t, VgiwOp op, KirType type, KirRef a, int64_t imm);
KirRef tr_emit2(Translator *t, VgiwOp op, KirType type, KirRef a, KirRef b,
                int64_t imm);
/* End the current block with a jump to a new block marked as a barrier
 * block, and continue in it. */
void tr_barrier(Translator *t);
/* Error at the current instruction; translation goes on to find more. */
void tr_error(Translator *t, const char *fmt, ...) VGIW_PRINTF(2, 3);

/* consts.c: the global behind an address (added to the module with
 * its initial bytes on first use), and constant expressions over such
 * addresses as symbol + offset. */
uint32_t tr_global(Translator *t, LLVMValueRef g);
KirRef tr_const_expr(Translator *t, LLVMValueRef v);
/* The class of a vtable global ("_ZTVN2ns3FooE" -> "ns::Foo"); 0 if the
 * name is not a vtable's. */
int tr_vtable_class(const char *name, char *out, size_t size);
/* The classes of the vtables the kernel has used so far ("'A' or 'B'"),
 * empty if none. */
void tr_vtables_used(Translator *t, char *out, size_t size);

/* intrinsics.c: translate a call instruction. */
void tr_call(Translator *t, LLVMValueRef call);
/* translate.c: memcpy/memset expansion used by tr_call. */
void tr_memcpy(Translator *t, KirRef dst, KirRef src, uint64_t size, unsigned align,
               unsigned dst_as, unsigned src_as, int is_volatile);
void tr_memset(Translator *t, KirRef dst, KirRef byte, uint64_t size,
               unsigned align, unsigned dst_as, int is_volatile);
KirRef tr_addr_add(Translator *t, KirRef base, uint64_t offset);

/* overflow.c: llvm.{u,s}{add,sub,mul}.with.overflow and llvm.{u,s}{add,sub}.sat
 * as exact expansions. 1 if `name` is one of them (translated or reported). */
int tr_overflow_call(Translator *t, LLVMValueRef call, const char *name);
/* atomics.c: the scoped NVVM atomics (llvm.nvvm.atomic.*.{sys,cta}, the
 * generic-scope .gen. forms): ordinary atomics on one device. 1 if handled. */
int tr_scoped_atomic(Translator *t, LLVMValueRef call, const char *name);
/* libdevice.c: every libdevice (__nv_*) function, translated or refused
 * with the reason (docs/libdevice.md). 1 if name is one (__nv_ prefix). */
int tr_libdevice_call(Translator *t, LLVMValueRef call, const char *name);
/* Its table, for tests/libdevice: row k's name (NULL past the end) and
 * whether it is supported. */
size_t front_libdevice_count(void);
const char *front_libdevice_entry(size_t k, int *supported);

#endif
