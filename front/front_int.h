/* Private to front/ (no other folder includes it): the front end's steps
 * and the LLVM-version helpers only it uses, and the translation state
 * shared by translate.c, emit.c and the construct files it dispatches to
 * (intrinsics, libdevice, atomics, overflow, ptx, consts, wideint). */
#ifndef VGIW_FRONT_INT_H
#define VGIW_FRONT_INT_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "vgiw/front.h"
#include "vgiw/kir.h"
#include "vgiw/support.h"

/* discover.c: is fn a kernel (by annotation or calling convention). */
int front_is_kernel(LLVMModuleRef m, LLVMValueRef fn);

/* typedepth.c: refuse a module with a type nested (arrays, structs,
 * vectors) deeper than FRONT_TYPE_DEPTH_MAX, at the global, function or
 * instruction using it (text: the input, size bytes, for lines). 1 after
 * diagnostics. clang's own bracket-depth limit is 256; LLVM's passes take
 * time cubic in the depth (docs/vgiwcc.md, "Limits"). */
#define FRONT_TYPE_DEPTH_MAX 256u
int front_check_type_depth(LLVMModuleRef m, const char *path, const char *text,
                           size_t size, DiagList *d);

/* spaces.c: replace every llvm.nvvm.isspacep.* call by its value (a
 * constant, or a test of the address against the window). */
void front_lower_isspacep(LLVMModuleRef m);
/* assert.c: every device assert call becomes FRONT_ASSERT_FN's (front.h),
 * its condition folded in where the call is alone on a branch's side. */
void front_lower_assert(LLVMModuleRef m);

/* read.c: source location of an instruction from its debug info: file
 * (NULL when none), line, column. */
const char *front_loc(LLVMValueRef inst, uint32_t *line, uint32_t *col);
/* read.c: record in f->sites where a diagnostic about instruction `id`
 * (translated from inst) should point: its inlining chain, or its line in the
 * .ll text at path. The number of entries added. */
uint32_t front_site(KirFunc *f, const char *path, LLVMValueRef inst, uint32_t id);

/* bitcode.c: whether data (size bytes of the input at path) starts as
 * bitcode; and whether LLVM's bitcode reader may be given it: 1 for text
 * and for bitcode whose structure holds and whose trial read in a child
 * process returned, 0 after a diagnostic naming the file. */
int front_is_bitcode(const char *data, size_t size);
int front_bitcode_safe(const char *data, size_t size, const char *path,
                       DiagList *d);

/* target.c: refuse a module whose target triple or datalayout is not a
 * machine's (64-bit little-endian NVPTX or SPIR), each with the string and
 * its line in text (the input, size bytes). 1 after diagnostics. */
int front_check_target(LLVMModuleRef m, const char *path, const char *text,
                       size_t size, DiagList *d);

/* translate.c: one kernel into a KirFunc of m (globals it uses are added to
 * m). Returns 0, or 1 after diagnostics (unsupported constructs, each named
 * with its source line). */
int front_translate(LLVMModuleRef lm, LLVMValueRef fn, KirModule *m,
                    const char *machine, DiagList *d);
/* The name refusals give the target (FrontOptions.machine). */
#define FRONT_MACHINE(name) ((name) ? (name) : "the machine")

/* compat.c: the new pass manager's name of the switch-lowering pass;
 * atomicrmw operations as IsaAtomic kinds (-1 for those VGIW lacks) and the
 * name of one it lacks. */
void compat_llvm_options(void);  /* LLVM options, once per process */
void compat_read_begin(const char *path);  /* around LLVM's IR reader */
void compat_read_end(void);
const char *compat_lowerswitch_pass(void);
const char *compat_instcombine_pass(void);  /* without LLVM 18's fixpoint check */
int compat_atomic_kind(LLVMAtomicRMWBinOp op);
const char *compat_atomic_name(LLVMAtomicRMWBinOp op);
/* Whether an add or sub carries nsw. */
int compat_has_nsw(LLVMValueRef i);
/* A typed pointer's pointee; NULL for an opaque pointer (LLVM 15+ can
 * tell; LLVM 14's reader makes one of `ptr`, whose pointee is NULL). */
LLVMTypeRef compat_pointee(LLVMTypeRef t);
/* The name of the function (DISubprogram) a debug scope lies in, into out;
 * 0 if none. */
int compat_di_function(LLVMContextRef ctx, LLVMMetadataRef scope, char *out,
                       size_t size);

/* ---- translation state ---- */

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
	const char *machine;  /* FRONT_MACHINE: the target in refusals */
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
	uint32_t *made;      /* instruction ID ranges [first, last] that
	                      * wideint.c emitted: dead ones are dropped */
	uint32_t nmade, made_cap;
};

/* emit.c: the primitives every construct file builds on. */

/* Operands. */
ValSlot *tr_slot(Translator *t, LLVMValueRef v);
KirRef tr_ref(Translator *t, LLVMValueRef v);
void tr_bind(Translator *t, LLVMValueRef v, KirRef r);
/* An aggregate result as its scalar leaves, in flattening order. */
void tr_bind_leaves(Translator *t, LLVMValueRef v, const KirRef *r, uint32_t n);
/* The leaves of an aggregate or wide value: the first in t->leaves. */
uint32_t tr_agg_leaves(Translator *t, LLVMValueRef v, uint32_t *n);
IsaType tr_type(Translator *t, LLVMTypeRef ty);  /* IT_VOID if unsupported */
int tr_is_aggregate(LLVMTypeRef ty);  /* a struct or an array */
int tr_has_leaves(LLVMTypeRef ty);  /* aggregates and wide integers */
uint32_t tr_leaf_count(LLVMTypeRef ty);  /* scalar leaves of a type */
/* Refuse a type no token can hold, naming it and what it was for. */
void tr_bad_type(Translator *t, LLVMTypeRef ty, const char *what);
/* The machines' address space of an LLVM one (-1 if none); tr_aspace
 * refuses one they lack at the current instruction. */
int tr_aspace_map(const Translator *t, unsigned llvm_as);
unsigned tr_aspace(Translator *t, unsigned llvm_as);
/* Bytes of one global: the .cfg format's bound on a symbol (its size field
 * is 64-bit, the decoder's limit 4 GiB). */
#define FRONT_MAX_GLOBAL (1ull << 32)

/* Make inst the current instruction: errors name it, and what is emitted
 * takes its source location. */
void tr_at(Translator *t, LLVMValueRef inst);
/* New instruction in the current block at the current source line. */
KirRef tr_emit(Translator *t, VgiwOp op, IsaType type, const KirRef *args,
               uint32_t nargs, int64_t imm);
/* With instruction flags (ISAF_*); instructions are never changed after
 * emission, because identical pure ones are shared. */
KirRef tr_emit_flags(Translator *t, VgiwOp op, IsaType type, const KirRef *args,
                     uint32_t nargs, int64_t imm, uint8_t flags);
KirRef tr_emit1(Translator *t, VgiwOp op, IsaType type, KirRef a, int64_t imm);
KirRef tr_emit2(Translator *t, VgiwOp op, IsaType type, KirRef a, KirRef b,
                int64_t imm);
/* End the current block with a jump to a new block marked as a barrier
 * block, and continue in it. */
void tr_barrier(Translator *t);
/* Error at the current instruction; translation goes on to find more. */
void tr_error(Translator *t, const char *fmt, ...) VGIW_PRINTF(2, 3);
KirRef tr_addr_add(Translator *t, KirRef base, uint64_t offset);
/* Address space, alignment and volatility of memory instruction r. */
KirRef tr_set_mem(Translator *t, KirRef r, unsigned as, unsigned align, int vol);
/* memcpy and memset of a known size as loads and stores (for tr_call). */
void tr_memcpy(Translator *t, KirRef dst, KirRef src, uint64_t size, unsigned align,
               unsigned dst_as, unsigned src_as, int is_volatile);
void tr_memset(Translator *t, KirRef dst, KirRef byte, uint64_t size,
               unsigned align, unsigned dst_as, int is_volatile);

/* consts.c: the global behind an address (added to the module with
 * its initial bytes on first use), and constant expressions over such
 * addresses as symbol + offset. */
uint32_t tr_global(Translator *t, LLVMValueRef g);
KirRef tr_const_expr(Translator *t, LLVMValueRef v);
/* The classes of the vtables the kernel has used so far ("'A' or 'B'"),
 * empty if none. */
void tr_vtables_used(Translator *t, char *out, size_t size);

/* intrinsics.c: translate a call instruction. */
void tr_call(Translator *t, LLVMValueRef call);
/* texture.c: a texture fetch, m its PTX or intrinsic name. */
void tr_texture_fetch(Translator *t, LLVMValueRef call, const char *m);

/* Whether s starts with p. */
static inline int
tr_starts(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

/* overflow.c: llvm.{u,s}{add,sub,mul}.with.overflow and llvm.{u,s}{add,sub}.sat
 * as exact expansions. 1 if `name` is one of them (translated or reported). */
int tr_overflow_call(Translator *t, LLVMValueRef call, const char *name);
/* atomics.c: the scoped NVVM atomics (llvm.nvvm.atomic.*.{sys,cta}, the
 * generic-scope .gen. forms): ordinary atomics on one device. 1 if handled. */
int tr_scoped_atomic(Translator *t, LLVMValueRef call, const char *name);
/* wideint.c: integers of widths other than 1/8/16/32/64 up to 128
 * (docs/kernel-ir.md, "Integers of any width"): an odd width below 64 is
 * held in the next native width with the bits above it zero, a width of
 * 65..128 as two i64 leaves (low, high). */
unsigned tr_int_bits(LLVMTypeRef ty);   /* 0 if not an integer */
int tr_is_odd(LLVMTypeRef ty);          /* an integer of a non-native width */
int tr_is_wide(LLVMTypeRef ty);         /* an integer of 65..128 bits */
/* tr_type, and for integers of at most 64 bits their holding width. */
IsaType tr_type_legal(Translator *t, LLVMTypeRef ty);
/* 1 if the instruction involves a non-native width and was translated (or
 * reported) here; 0 leaves it to translate.c. */
int tr_wide_inst(Translator *t, LLVMValueRef i);
/* The (low, high) leaves of a wide value or constant. */
void tr_wide_leaves(Translator *t, LLVMValueRef v, KirRef out[2]);
/* An integer constant expression of at most 64 bits that involves a
 * non-native width (its type or an operand's), built at its use. */
KirRef tr_int_const_expr(Translator *t, LLVMValueRef v);
/* Load and store of a non-native width: its store size in chunks the
 * alignment allows; out/v[1] is the high half of a wide value. */
void tr_int_load(Translator *t, KirRef addr, unsigned w, unsigned as, unsigned align,
                 int vol, KirRef out[2]);
void tr_int_store(Translator *t, KirRef addr, unsigned w, const KirRef v[2],
                  unsigned as, unsigned align, int vol);
/* A GEP index of a non-native width as an i64. */
KirRef tr_gep_index(Translator *t, LLVMValueRef idx);
/* Drop the pure instructions of t->made that nothing uses (a product's
 * low half when only its high half is read, a shift's unused half). */
void tr_wide_dce(Translator *t);

/* libdevice.c: every libdevice (__nv_*) function, translated or refused
 * with the reason (docs/libdevice.md). 1 if name is one (__nv_ prefix). */
int tr_libdevice_call(Translator *t, LLVMValueRef call, const char *name);
/* assert.c: a FRONT_ASSERT_FN call as a TRAP, its strings in the
 * kernel's assertion table. */
void tr_assert(Translator *t, LLVMValueRef call);
/* Inline PTX of the CUDA headers (ptx.c): 1 if recognised and lowered. */
int front_ptx(Translator *t, LLVMValueRef call);
/* x of the native integer type it with its bits in reverse order
 * (__nv_brev, llvm.bitreverse). */
KirRef tr_bit_reverse(Translator *t, IsaType it, KirRef x);
/* Its table, for tests/libdevice: row k's name (NULL past the end) and
 * whether it is supported. */
size_t front_libdevice_count(void);
const char *front_libdevice_entry(size_t k, int *supported);

#endif
