/* Translation of one canonicalised LLVM kernel into the kernel IR: types,
 * constants, globals and parameters, address arithmetic from GEPs, memory
 * accesses, aggregates flattened into scalars, and the control flow. Calls
 * are lowered in intrinsics.c. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "front_int.h"

/* ---- value map ---- */

static uint32_t
ptr_hash(LLVMValueRef v)
{
	uint64_t x = (uint64_t)(uintptr_t)v;

	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return (uint32_t)x;
}

ValSlot *
tr_slot(Translator *t, LLVMValueRef v)
{
	if (t->mapn * 2 >= t->mapcap) {
		ValSlot *old = t->map;
		uint32_t oldcap = t->mapcap;

		t->mapcap = oldcap ? oldcap * 2 : 1024;
		t->map = xcalloc(t->mapcap, sizeof *t->map);
		for (uint32_t i = 0; i < oldcap; i++) {
			if (!old[i].key)
				continue;
			uint32_t h = ptr_hash(old[i].key) & (t->mapcap - 1);
			while (t->map[h].key)
				h = (h + 1) & (t->mapcap - 1);
			t->map[h] = old[i];
		}
		free(old);
	}
	uint32_t h = ptr_hash(v) & (t->mapcap - 1);
	while (t->map[h].key && t->map[h].key != v)
		h = (h + 1) & (t->mapcap - 1);
	if (!t->map[h].key) {
		t->map[h].key = v;
		t->mapn++;
	}
	return &t->map[h];
}

void
tr_bind(Translator *t, LLVMValueRef v, KirRef r)
{
	tr_slot(t, v)->ref = r;
}

void
tr_error(Translator *t, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	front_error(t->d, t->path, t->inst, "%s", msg);
}

/* ---- types ---- */

IsaType
tr_type(Translator *t, LLVMTypeRef ty)
{
	(void)t;
	switch (LLVMGetTypeKind(ty)) {
	case LLVMVoidTypeKind: return IT_VOID;
	case LLVMFloatTypeKind: return IT_F32;
	case LLVMDoubleTypeKind: return IT_F64;
	case LLVMPointerTypeKind: return IT_PTR;
	case LLVMIntegerTypeKind:
		switch (LLVMGetIntTypeWidth(ty)) {
		case 1: return IT_I1;
		case 8: return IT_I8;
		case 16: return IT_I16;
		case 32: return IT_I32;
		case 64: return IT_I64;
		}
		return IT_VOID;
	default:
		return IT_VOID;
	}
}

static int
is_aggregate(LLVMTypeRef ty)
{
	LLVMTypeKind k = LLVMGetTypeKind(ty);

	return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

/* Values held as leaves: aggregates, and integers split into halves. */
static int
has_leaves(LLVMTypeRef ty)
{
	return is_aggregate(ty) || tr_is_wide(ty);
}

static char *
type_string(LLVMTypeRef ty)
{
	return LLVMPrintTypeToString(ty);
}

/* Report a type we cannot hold in a token, naming it. */
static void
bad_type(Translator *t, LLVMTypeRef ty, const char *what)
{
	if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind && t->vector_reported++)
		return;  /* once per kernel is enough */
	char *s = type_string(ty);

	if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
		tr_error(t, "vector type '%s' (%s) is not supported; compile without "
		         "vectorisation", s, what);
	else
		tr_error(t, "type '%s' (%s) is not supported", s, what);
	LLVMDisposeMessage(s);
}

/* Scalar leaves of an aggregate type, with their byte offsets. */
typedef struct {
	IsaType *type;
	uint64_t *off;
	uint32_t *bits;  /* non-native integer width (its first leaf), else 0 */
	uint32_t n, cap_t, cap_o, cap_b;
} Leaves;

static void
leaf_add(Leaves *out, IsaType k, uint64_t off, uint32_t bits)
{
	uint32_t i = out->n;

	vec_grow(out->type, out->n, out->cap_t, i + 1);
	vec_grow(out->off, out->n, out->cap_o, i + 1);
	vec_grow(out->bits, out->n, out->cap_b, i + 1);
	out->type[i] = k;
	out->off[i] = off;
	out->bits[i] = bits;
	out->n++;
}

static int
flatten(Translator *t, LLVMTypeRef ty, uint64_t base, Leaves *out)
{
	switch (LLVMGetTypeKind(ty)) {
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(ty);
		for (unsigned i = 0; i < n; i++)
			if (!flatten(t, LLVMStructGetTypeAtIndex(ty, i),
			             base + LLVMOffsetOfElement(t->td, ty, i), out))
				return 0;
		return 1;
	}
	case LLVMArrayTypeKind: {
		LLVMTypeRef el = LLVMGetElementType(ty);
		uint64_t size = LLVMABISizeOfType(t->td, el);
		unsigned n = LLVMGetArrayLength(ty);
		for (unsigned i = 0; i < n; i++)
			if (!flatten(t, el, base + i * size, out))
				return 0;
		return 1;
	}
	default: {
		if (tr_is_wide(ty)) {
			leaf_add(out, IT_I64, base, tr_int_bits(ty));
			leaf_add(out, IT_I64, base + 8, 0);
			return 1;
		}
		IsaType k = tr_type_legal(t, ty);
		if (k == IT_VOID)
			return 0;
		leaf_add(out, k, base, tr_is_odd(ty) ? tr_int_bits(ty) : 0);
		return 1;
	}
	}
}

static void
leaves_free(Leaves *l)
{
	free(l->type);
	free(l->off);
	free(l->bits);
}

/* Number of scalar leaves (for aggregate index arithmetic). */
static uint32_t
leaf_count(LLVMTypeRef ty)
{
	switch (LLVMGetTypeKind(ty)) {
	case LLVMStructTypeKind: {
		uint32_t s = 0;
		unsigned n = LLVMCountStructElementTypes(ty);
		for (unsigned i = 0; i < n; i++)
			s += leaf_count(LLVMStructGetTypeAtIndex(ty, i));
		return s;
	}
	case LLVMArrayTypeKind:
		return LLVMGetArrayLength(ty) * leaf_count(LLVMGetElementType(ty));
	default:
		return tr_is_wide(ty) ? 2 : 1;
	}
}

/* The machines' address space of an LLVM one, or -1 when it has none:
 * NVPTX numbers them as the machines do (docs/kernel-ir.md), SPIR 0 to 4
 * as private, global, constant, local and generic. */
int
tr_aspace_map(const Translator *t, unsigned as)
{
	if (t->spir) {
		static const unsigned spir[] = { AS_LOCAL, AS_GLOBAL, AS_CONST,
		                                 AS_SHARED, AS_GENERIC };
		return as < 5 ? (int)spir[as] : -1;
	}
	return as == AS_GENERIC || as == AS_GLOBAL || as == AS_SHARED ||
	       as == AS_CONST || as == AS_LOCAL || as == AS_PARAM ? (int)as : -1;
}

/* An access's address space; one the machines lack is refused at the
 * instruction (and taken as generic, so translation goes on to report the
 * kernel's other errors). */
unsigned
tr_aspace(Translator *t, unsigned as)
{
	int m = tr_aspace_map(t, as);

	if (m >= 0)
		return (unsigned)m;
	tr_error(t, "address space %u is not one of the machines' (%s): they "
	         "have generic, global, shared, constant, local and parameter "
	         "memory", as, t->spir ? "SPIR numbers them 0 to 4"
	                               : "NVPTX's 0, 1, 3, 4, 5 and 101");
	return AS_GENERIC;
}

/* ---- emission ---- */

/* Source file names, one copy each in the module's arena. */
static const char *
intern_file(Translator *t, const char *file)
{
	if (!file)
		return NULL;
	for (uint32_t k = 0; k < t->nfiles; k++)
		if (strcmp(t->files[k], file) == 0)
			return t->files[k];
	uint32_t k = vec_push(t->files, t->nfiles, t->files_cap);
	t->files[k] = arena_strdup(&t->m->arena, file);
	return t->files[k];
}

/* Pure operations (ALU and thread coordinates) are reused within a block:
 * GEP lowering and the OpenCL work-item functions repeat the same address
 * and coordinate arithmetic, and every node saved is fabric left for
 * replicas. */
static int
cse_candidate(VgiwOp op, uint32_t nargs)
{
	return nargs <= 3 && (vgiw_op_info[op].unit == UC_ALU || op == OP_TID);
}

static uint32_t
cse_hash(uint32_t block, VgiwOp op, IsaType type, const KirRef *args,
         uint32_t nargs, int64_t imm)
{
	uint64_t key[7] = { block, (uint64_t)op << 8 | type, (uint64_t)imm, nargs,
	                    0, 0, 0 };

	for (uint32_t k = 0; k < nargs; k++)
		key[4 + k] = args[k];
	return (uint32_t)vgiw_hash64(key, sizeof key, 0);
}

static int
cse_same(const KirFunc *f, uint32_t i, uint32_t block, VgiwOp op, IsaType type,
         const KirRef *args, uint32_t nargs, int64_t imm, uint8_t flags)
{
	const KirInst *in = &f->insts[i];

	return in->block == block && in->op == op && in->type == type &&
	       in->imm == imm && in->nargs == nargs && in->flags == flags &&
	       (!nargs || memcmp(kir_args(f, in), args, nargs * sizeof *args) == 0);
}

static void
cse_insert(Translator *t, uint32_t i)
{
	const KirInst *in = &t->f->insts[i];

	if (t->csen * 2 >= t->csecap) {
		uint32_t *old = t->cse, oldcap = t->csecap;

		t->csecap = oldcap ? oldcap * 2 : 1024;
		t->cse = xcalloc(t->csecap, sizeof *t->cse);
		t->csen = 0;
		for (uint32_t k = 0; k < oldcap; k++)
			if (old[k])
				cse_insert(t, old[k]);
		free(old);
	}
	uint32_t h = cse_hash(in->block, (VgiwOp)in->op, (IsaType)in->type,
	                      kir_args(t->f, in), in->nargs, in->imm);
	h &= t->csecap - 1;
	while (t->cse[h])
		h = (h + 1) & (t->csecap - 1);
	t->cse[h] = i;
	t->csen++;
}

KirRef
tr_emit(Translator *t, VgiwOp op, IsaType type, const KirRef *args,
        uint32_t nargs, int64_t imm)
{
	return tr_emit_flags(t, op, type, args, nargs, imm, 0);
}

KirRef
tr_emit_flags(Translator *t, VgiwOp op, IsaType type, const KirRef *args,
              uint32_t nargs, int64_t imm, uint8_t flags)
{
	int pure = cse_candidate(op, nargs);

	if (pure && t->csecap) {
		uint32_t h = cse_hash(t->cur, op, type, args, nargs, imm) & (t->csecap - 1);
		for (; t->cse[h]; h = (h + 1) & (t->csecap - 1))
			if (cse_same(t->f, t->cse[h], t->cur, op, type, args, nargs, imm, flags))
				return KIR_REF(KREF_VAL, t->cse[h]);
	}
	uint32_t i = kir_inst_new(t->f, t->cur, op, type, args, nargs);
	KirInst *in = &t->f->insts[i];

	in->imm = imm;
	in->flags = flags;
	in->line = t->line;
	in->col = t->col;
	in->file = t->file;
	/* passes refuse these on VGIW and GPU-CC: keep the user's line */
	if ((op == OP_SHFL || op == OP_VOTE || (op == OP_FENCE && imm == ISA_FENCE_WARP))
	    && t->inst)
		front_site(t->f, t->path, t->inst, i);
	if (pure)
		cse_insert(t, i);
	return KIR_REF(KREF_VAL, i);
}

KirRef
tr_emit1(Translator *t, VgiwOp op, IsaType type, KirRef a, int64_t imm)
{
	return tr_emit(t, op, type, &a, 1, imm);
}

KirRef
tr_emit2(Translator *t, VgiwOp op, IsaType type, KirRef a, KirRef b, int64_t imm)
{
	KirRef x[2] = { a, b };

	return tr_emit(t, op, type, x, 2, imm);
}

void
tr_barrier(Translator *t)
{
	const char *name = arena_printf(&t->m->arena, "%s.bar",
	                                t->f->blocks[t->cur].name);
	uint32_t nb = kir_block_new(t->f, name);
	KirBlock *b = &t->f->blocks[t->cur];

	b->term = KTERM_JMP;
	b->succ[0] = nb;
	b->line = t->line;
	t->f->blocks[nb].barrier = 1;
	t->cur = nb;
}

KirRef
tr_addr_add(Translator *t, KirRef base, uint64_t offset)
{
	if (!offset)
		return base;
	if (KIR_TAG(base) == KREF_CONST) {
		const KirConst *c = &t->f->consts[KIR_IDX(base)];
		if (c->sym != ISYM_NONE)
			return kir_const_sym(t->f, c->sym, c->bits + offset);
		if (c->type == IT_PTR)
			return kir_const(t->f, IT_PTR, c->bits + offset);
	}
	return tr_emit2(t, OP_IADD, IT_PTR, base, kir_const(t->f, IT_I64, offset), 0);
}

KirRef
tr_set_mem(Translator *t, KirRef r, unsigned as, unsigned align, int vol)
{
	KirInst *in = &t->f->insts[KIR_IDX(r)];

	in->aspace = (uint8_t)as;
	in->align = (uint16_t)(align > 0xffff ? 0xffff : align);
	if (vol)
		in->flags |= ISAF_VOLATILE;
	return r;
}

/* ---- operands ---- */

KirRef
tr_ref(Translator *t, LLVMValueRef v)
{
	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
		ValSlot *s = tr_slot(t, v);
		if (s->nleaf && tr_is_wide(LLVMTypeOf(v))) {
			char *ty = LLVMPrintTypeToString(LLVMTypeOf(v));
			tr_error(t, "an operand of type '%s' is not supported here "
			         "(integers wider than 64 bits are split into two "
			         "halves for arithmetic, compares, casts, memory and "
			         "select only)", ty);
			LLVMDisposeMessage(ty);
			return KIR_REF(KREF_UNDEF, 0);
		}
		if (!s->ref && !s->nleaf) {
			/* its definition failed and was reported; go on to find
			 * more errors */
			if (t->d->errors == t->errors) {
				char *text = LLVMPrintValueToString(v);
				tr_error(t, "operand '%s' has no translation", text);
				LLVMDisposeMessage(text);
			}
			return KIR_REF(KREF_UNDEF, 0);
		}
		return s->ref;
	}
	LLVMTypeRef ty = LLVMTypeOf(v);
	IsaType k = tr_type_legal(t, ty);
	if (LLVMIsAUndefValue(v))
		return KIR_REF(KREF_UNDEF, 0);
	if (LLVMIsAConstantInt(v)) {
		if (k == IT_VOID) {
			bad_type(t, ty, "integer constant");
			return KIR_REF(KREF_UNDEF, 0);
		}
		uint64_t bits = LLVMConstIntGetZExtValue(v);
		return kir_const(t->f, k, bits);
	}
	if (LLVMIsAConstantFP(v)) {
		LLVMBool loses;
		double dv = LLVMConstRealGetDouble(v, &loses);
		if (k == IT_F32) {
			float fv = (float)dv;
			uint32_t b;
			memcpy(&b, &fv, 4);
			return kir_const(t->f, IT_F32, b);
		}
		if (k == IT_F64) {
			uint64_t b;
			memcpy(&b, &dv, 8);
			return kir_const(t->f, IT_F64, b);
		}
		bad_type(t, ty, "floating-point constant");
		return KIR_REF(KREF_UNDEF, 0);
	}
	if (LLVMIsAConstantPointerNull(v))
		return kir_const(t->f, IT_PTR, 0);
	if (LLVMIsAGlobalVariable(v))
		return kir_const_sym(t->f, tr_global(t, v), 0);
	if (LLVMIsAFunction(v)) {
		size_t len;
		const char *name = LLVMGetValueName2(v, &len);
		tr_error(t, "address of function '%.*s' taken (function pointers and "
		         "indirect calls are not supported)", (int)len, name);
		return KIR_REF(KREF_UNDEF, 0);
	}
	if (LLVMIsAConstantExpr(v))
		return tr_const_expr(t, v);
	if (LLVMIsNull(v) && k != IT_VOID)
		return kir_const(t->f, k, 0);
	char *s = LLVMPrintValueToString(v);
	tr_error(t, "operand '%s' is not supported", s);
	LLVMDisposeMessage(s);
	return KIR_REF(KREF_UNDEF, 0);
}

/* Leaves of an aggregate value (instruction result or constant). Returns
 * the first leaf index into t->leaves; *n the count. */
static uint32_t
agg_leaves(Translator *t, LLVMValueRef v, uint32_t *n)
{
	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
		ValSlot *s = tr_slot(t, v);
		*n = s->nleaf;
		return s->leaf;
	}
	LLVMTypeRef ty = LLVMTypeOf(v);
	uint32_t count = leaf_count(ty);
	uint32_t first = t->nleaves;
	vec_grow(t->leaves, t->nleaves, t->leaves_cap, first + count);
	t->nleaves += count;
	*n = count;
	if (LLVMIsAUndefValue(v)) {
		for (uint32_t i = 0; i < count; i++)
			t->leaves[first + i] = KIR_REF(KREF_UNDEF, 0);
		return first;
	}
	if (tr_is_wide(ty)) {
		KirRef r[2];
		tr_wide_leaves(t, v, r);
		t->leaves[first] = r[0];
		t->leaves[first + 1] = r[1];
		return first;
	}
	/* element by element, recursing into nested aggregates */
	uint32_t at = first;
	unsigned ne = LLVMGetTypeKind(ty) == LLVMStructTypeKind
		? LLVMCountStructElementTypes(ty) : LLVMGetArrayLength(ty);
	for (unsigned i = 0; i < ne; i++) {
		LLVMValueRef e = front_aggregate_element(v, i);
		if (!e) {
			tr_error(t, "aggregate constant not supported");
			return first;
		}
		if (has_leaves(LLVMTypeOf(e))) {
			uint32_t k, s = agg_leaves(t, e, &k);
			memmove(&t->leaves[at], &t->leaves[s], k * sizeof *t->leaves);
			at += k;
		} else {
			KirRef r = tr_ref(t, e);
			t->leaves[at++] = r;
		}
	}
	return first;
}

void
tr_bind_leaves(Translator *t, LLVMValueRef v, const KirRef *r, uint32_t n)
{
	uint32_t first = t->nleaves;

	vec_grow(t->leaves, t->nleaves, t->leaves_cap, first + n);
	memcpy(&t->leaves[first], r, n * sizeof *r);
	t->nleaves += n;
	ValSlot *s = tr_slot(t, v);
	s->leaf = first;
	s->nleaf = n;
	s->ref = KIR_NONE;
}

/* ---- memory ---- */

static void
load_store(Translator *t, LLVMValueRef i, int store)
{
	LLVMValueRef ptr = LLVMGetOperand(i, store ? 1 : 0);
	LLVMTypeRef ty = LLVMTypeOf(store ? LLVMGetOperand(i, 0) : i);
	unsigned as = tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)));
	unsigned align = LLVMGetAlignment(i);
	int vol = LLVMGetVolatile(i);
	KirRef addr = tr_ref(t, ptr);

	if (LLVMGetOrdering(i) > LLVMAtomicOrderingMonotonic)
		tr_error(t, "atomic %s with ordering stronger than monotonic is not "
		         "supported", store ? "store" : "load");
	if (!is_aggregate(ty)) {
		IsaType k = tr_type(t, ty);
		if (k == IT_VOID) {
			bad_type(t, ty, store ? "stored value" : "loaded value");
			return;
		}
		if (store) {
			KirRef x[2] = { addr, tr_ref(t, LLVMGetOperand(i, 0)) };
			tr_set_mem(t, tr_emit(t, OP_ST, k, x, 2, 0), as, align, vol);
		} else {
			tr_bind(t, i, tr_set_mem(t, tr_emit1(t, OP_LD, k, addr, 0), as, align, vol));
		}
		return;
	}
	Leaves l = { 0 };
	if (!flatten(t, ty, 0, &l)) {
		bad_type(t, ty, "aggregate in memory");
		leaves_free(&l);
		return;
	}
	/* a leaf of a non-native width takes its store size in bytes (and
	 * both leaves of a wide one) */
	if (store) {
		uint32_t n, first = agg_leaves(t, LLVMGetOperand(i, 0), &n);
		for (uint32_t k = 0; k < l.n && k < n; k++) {
			KirRef at = tr_addr_add(t, addr, l.off[k]);
			if (l.bits[k]) {
				tr_int_store(t, at, l.bits[k], &t->leaves[first + k], as, 1, vol);
				k += l.bits[k] > 64;
				continue;
			}
			KirRef x[2] = { at, t->leaves[first + k] };
			tr_set_mem(t, tr_emit(t, OP_ST, l.type[k], x, 2, 0), as, 1, vol);
		}
	} else {
		KirRef *r = xcalloc(l.n + 1, sizeof *r);
		for (uint32_t k = 0; k < l.n; k++) {
			KirRef at = tr_addr_add(t, addr, l.off[k]);
			if (l.bits[k]) {
				tr_int_load(t, at, l.bits[k], as, 1, vol, &r[k]);
				k += l.bits[k] > 64;
				continue;
			}
			r[k] = tr_set_mem(t, tr_emit1(t, OP_LD, l.type[k], at, 0), as, 1, vol);
		}
		tr_bind_leaves(t, i, r, l.n);
		free(r);
	}
	leaves_free(&l);
}

/* Copy in the widest chunks the alignment allows (at most 8 bytes). */
static unsigned
chunk_size(uint64_t size, unsigned align)
{
	unsigned c = 8;

	while (c > 1 && (c > align || size % c))
		c /= 2;
	return c;
}

static IsaType
int_of_size(unsigned c)
{
	return c == 8 ? IT_I64 : c == 4 ? IT_I32 : c == 2 ? IT_I16 : IT_I8;
}

void
tr_memcpy(Translator *t, KirRef dst, KirRef src, uint64_t size, unsigned align,
          unsigned dst_as, unsigned src_as, int vol)
{
	unsigned c = chunk_size(size, align ? align : 1);

	for (uint64_t off = 0; off < size; off += c) {
		KirRef v = tr_set_mem(t, tr_emit1(t, OP_LD, int_of_size(c),
		                   tr_addr_add(t, src, off), 0), src_as, c, vol);
		KirRef x[2] = { tr_addr_add(t, dst, off), v };
		tr_set_mem(t, tr_emit(t, OP_ST, int_of_size(c), x, 2, 0), dst_as, c, vol);
	}
}

void
tr_memset(Translator *t, KirRef dst, KirRef byte, uint64_t size, unsigned align,
          unsigned dst_as, int vol)
{
	unsigned c = chunk_size(size, align ? align : 1);
	KirRef v;

	if (KIR_TAG(byte) == KREF_CONST) {
		uint64_t b = t->f->consts[KIR_IDX(byte)].bits & 0xff, w = 0;
		for (unsigned k = 0; k < c; k++)
			w |= b << (8 * k);
		v = kir_const(t->f, int_of_size(c), w);
	} else if (c == 1) {
		v = byte;
	} else {
		/* splat a run-time byte: zext, then multiply by 0x0101... */
		uint64_t ones = 0;
		for (unsigned k = 0; k < c; k++)
			ones |= 1ull << (8 * k);
		v = tr_emit1(t, OP_ZEXT, int_of_size(c), byte, 0);
		v = tr_emit2(t, OP_IMUL, int_of_size(c), v, kir_const(t->f, int_of_size(c), ones), 0);
	}
	for (uint64_t off = 0; off < size; off += c) {
		KirRef x[2] = { tr_addr_add(t, dst, off), v };
		tr_set_mem(t, tr_emit(t, OP_ST, int_of_size(c), x, 2, 0), dst_as, c, vol);
	}
}

static void
gep(Translator *t, LLVMValueRef i)
{
	LLVMTypeRef ty = LLVMGetGEPSourceElementType(i);
	unsigned n = (unsigned)LLVMGetNumOperands(i);
	KirRef addr = tr_ref(t, LLVMGetOperand(i, 0));
	uint64_t off = 0;

	if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind) {
		bad_type(t, LLVMTypeOf(i), "vector of addresses");
		return;
	}
	for (unsigned k = 1; k < n; k++) {
		LLVMValueRef idx = LLVMGetOperand(i, k);
		uint64_t size;

		if (k > 1 && LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
			unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
			off += LLVMOffsetOfElement(t->td, ty, field);
			ty = LLVMStructGetTypeAtIndex(ty, field);
			continue;
		}
		if (k > 1)
			ty = LLVMGetElementType(ty);
		size = LLVMABISizeOfType(t->td, ty);
		if (LLVMIsAConstantInt(idx)) {
			off += (uint64_t)LLVMConstIntGetSExtValue(idx) * size;
			continue;
		}
		/* dynamic index: sign-extend to 64 bits, scale, add */
		if (tr_is_odd(LLVMTypeOf(idx)) && tr_int_bits(LLVMTypeOf(idx)) <= 128) {
			KirRef x = tr_gep_index(t, idx);
			if (size != 1)
				x = tr_emit2(t, OP_IMUL, IT_I64, x, kir_const(t->f, IT_I64, size), 0);
			addr = tr_emit2(t, OP_IADD, IT_PTR, addr, x, 0);
			continue;
		}
		KirRef x = tr_ref(t, idx);
		IsaType xt = tr_type(t, LLVMTypeOf(idx));
		if (xt == IT_VOID) {
			bad_type(t, LLVMTypeOf(idx), "GEP index");
			return;
		}
		if (xt != IT_I64)
			x = tr_emit1(t, OP_SEXT, IT_I64, x, 0);
		if (size != 1) {
			if ((size & (size - 1)) == 0) {
				int sh = 0;
				while ((1ull << sh) != size)
					sh++;
				x = tr_emit2(t, OP_SHL, IT_I64, x, kir_const(t->f, IT_I64, (uint64_t)sh), 0);
			} else {
				x = tr_emit2(t, OP_IMUL, IT_I64, x, kir_const(t->f, IT_I64, size), 0);
			}
		}
		addr = tr_emit2(t, OP_IADD, IT_PTR, addr, x, 0);
	}
	tr_bind(t, i, tr_addr_add(t, addr, off));
}

static void
alloca_local(Translator *t, LLVMValueRef i)
{
	LLVMTypeRef ty = LLVMGetAllocatedType(i);
	LLVMValueRef count = LLVMGetOperand(i, 0);
	unsigned align = LLVMGetAlignment(i);
	uint64_t size = LLVMABISizeOfType(t->td, ty);

	if (!LLVMIsAConstantInt(count)) {
		tr_error(t, "alloca of dynamic size is not supported");
		return;
	}
	size *= LLVMConstIntGetZExtValue(count);
	if (!align)
		align = LLVMABIAlignmentOfType(t->td, ty);
	uint64_t at = (t->f->local_bytes + align - 1) / align * align;
	if (at + size > UINT32_MAX) {
		tr_error(t, "per-thread local memory exceeds 4 GiB");
		return;
	}
	t->f->local_bytes = (uint32_t)(at + size);
	tr_bind(t, i, kir_const_sym(t->f, ISYM_LOCAL, at));
}

/* ---- arithmetic ---- */

static VgiwOp
binop(LLVMOpcode op)
{
	switch (op) {
	case LLVMAdd: return OP_IADD;
	case LLVMSub: return OP_ISUB;
	case LLVMMul: return OP_IMUL;
	case LLVMUDiv: return OP_UDIV;
	case LLVMSDiv: return OP_SDIV;
	case LLVMURem: return OP_UREM;
	case LLVMSRem: return OP_SREM;
	case LLVMShl: return OP_SHL;
	case LLVMLShr: return OP_LSHR;
	case LLVMAShr: return OP_ASHR;
	case LLVMAnd: return OP_AND;
	case LLVMOr: return OP_OR;
	case LLVMXor: return OP_XOR;
	case LLVMFAdd: return OP_FADD;
	case LLVMFSub: return OP_FSUB;
	case LLVMFMul: return OP_FMUL;
	case LLVMFDiv: return OP_FDIV;
	case LLVMFRem: return OP_FREM;
	default: return OP_COUNT;
	}
}

static void
cast(Translator *t, LLVMValueRef i, LLVMOpcode op)
{
	LLVMValueRef src = LLVMGetOperand(i, 0);
	IsaType to = tr_type(t, LLVMTypeOf(i));
	IsaType from = tr_type(t, LLVMTypeOf(src));
	KirRef a = tr_ref(t, src);
	VgiwOp k;

	if (to == IT_VOID || from == IT_VOID) {
		bad_type(t, to == IT_VOID ? LLVMTypeOf(i) : LLVMTypeOf(src), "cast");
		return;
	}
	switch (op) {
	case LLVMTrunc: k = OP_TRUNC; break;
	case LLVMZExt: k = OP_ZEXT; break;
	case LLVMSExt: k = OP_SEXT; break;
	case LLVMFPTrunc: k = OP_FPTRUNC; break;
	case LLVMFPExt: k = OP_FPEXT; break;
	case LLVMFPToUI: k = OP_FPTOUI; break;
	case LLVMFPToSI: k = OP_FPTOSI; break;
	case LLVMUIToFP: k = OP_UITOFP; break;
	case LLVMSIToFP: k = OP_SITOFP; break;
	case LLVMPtrToInt:
	case LLVMIntToPtr:
		/* pointers are 64-bit integers in the flat address space */
		if (isa_type_size(to) == isa_type_size(from)) {
			tr_bind(t, i, a);
			return;
		}
		k = isa_type_size(to) < isa_type_size(from) ? OP_TRUNC : OP_ZEXT;
		break;
	default:  /* bitcast, addrspacecast: the bits stay */
		tr_bind(t, i, a);
		return;
	}
	tr_bind(t, i, tr_emit1(t, k, to, a, 0));
}

/* ---- aggregates ---- */

/* Leaf range of an index path into an aggregate type. */
static uint32_t
leaf_offset(LLVMTypeRef ty, const unsigned *idx, unsigned n, LLVMTypeRef *out)
{
	uint32_t at = 0;

	for (unsigned k = 0; k < n; k++) {
		if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
			for (unsigned f = 0; f < idx[k]; f++)
				at += leaf_count(LLVMStructGetTypeAtIndex(ty, f));
			ty = LLVMStructGetTypeAtIndex(ty, idx[k]);
		} else {
			ty = LLVMGetElementType(ty);
			at += idx[k] * leaf_count(ty);
		}
	}
	*out = ty;
	return at;
}

static void
extract_insert(Translator *t, LLVMValueRef i, int insert)
{
	LLVMValueRef agg = LLVMGetOperand(i, 0);
	unsigned n = LLVMGetNumIndices(i);
	const unsigned *idx = LLVMGetIndices(i);
	LLVMTypeRef sub;
	uint32_t at = leaf_offset(LLVMTypeOf(agg), idx, n, &sub);
	uint32_t count, first = agg_leaves(t, agg, &count);
	uint32_t span = leaf_count(sub);

	if (at + span > count) {
		/* the aggregate's definition failed (and was reported, naming
		 * what it is) or is a value nothing here models */
		if (t->d->errors == t->errors)
			tr_error(t, "%s of a value the translation does not model",
			         insert ? "insertvalue" : "extractvalue");
		uint32_t nr = leaf_count(LLVMTypeOf(i));
		KirRef *r = xcalloc(nr + 1, sizeof *r);
		for (uint32_t k = 0; k < nr; k++)
			r[k] = KIR_REF(KREF_UNDEF, 0);
		if (has_leaves(LLVMTypeOf(i)))
			tr_bind_leaves(t, i, r, nr);
		else
			tr_bind(t, i, r[0]);
		free(r);
		return;
	}
	if (!insert) {
		if (has_leaves(sub)) {
			KirRef *r = xmalloc(span * sizeof *r);
			memcpy(r, &t->leaves[first + at], span * sizeof *r);
			tr_bind_leaves(t, i, r, span);
			free(r);
		} else {
			tr_bind(t, i, t->leaves[first + at]);
		}
		return;
	}
	KirRef *r = xmalloc(count * sizeof *r);
	memcpy(r, &t->leaves[first], count * sizeof *r);
	LLVMValueRef v = LLVMGetOperand(i, 1);
	if (has_leaves(sub)) {
		uint32_t vn, vf = agg_leaves(t, v, &vn);
		memcpy(&r[at], &t->leaves[vf], vn * sizeof *r);
	} else {
		r[at] = tr_ref(t, v);
	}
	tr_bind_leaves(t, i, r, count);
	free(r);
}

/* ---- atomics ---- */

static void
atomic_rmw(Translator *t, LLVMValueRef i)
{
	int kind = compat_atomic_kind(LLVMGetAtomicRMWBinOp(i));
	LLVMValueRef ptr = LLVMGetOperand(i, 0);
	IsaType ty = tr_type(t, LLVMTypeOf(i));

	if (kind < 0) {
		tr_error(t, "atomicrmw operation '%s' is not supported",
		         compat_atomic_name(LLVMGetAtomicRMWBinOp(i)));
		return;
	}
	if (ty == IT_VOID) {
		bad_type(t, LLVMTypeOf(i), "atomic operand");
		return;
	}
	KirRef x[2] = { tr_ref(t, ptr), tr_ref(t, LLVMGetOperand(i, 1)) };
	KirRef r = tr_emit(t, OP_ATOM, ty, x, 2, kind);
	tr_set_mem(t, r, tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(ptr))),
	        isa_type_size(ty), LLVMGetVolatile(i));
	tr_bind(t, i, r);
}

static void
cmpxchg(Translator *t, LLVMValueRef i)
{
	LLVMValueRef ptr = LLVMGetOperand(i, 0);
	IsaType ty = tr_type(t, LLVMTypeOf(LLVMGetOperand(i, 1)));

	if (ty == IT_VOID) {
		bad_type(t, LLVMTypeOf(LLVMGetOperand(i, 1)), "cmpxchg operand");
		return;
	}
	KirRef cmp = tr_ref(t, LLVMGetOperand(i, 1));
	KirRef x[3] = { tr_ref(t, ptr), cmp, tr_ref(t, LLVMGetOperand(i, 2)) };
	KirRef old = tr_emit(t, OP_CAS, ty, x, 3, 0);
	tr_set_mem(t, old, tr_aspace(t, LLVMGetPointerAddressSpace(LLVMTypeOf(ptr))),
	        isa_type_size(ty), LLVMGetVolatile(i));
	/* { old value, success } */
	KirRef r[2] = { old, tr_emit2(t, OP_ICMP, IT_I1, old, cmp, ISA_ICMP_EQ) };
	tr_bind_leaves(t, i, r, 2);
}

/* ---- instructions ---- */

static void
phi_create(Translator *t, LLVMValueRef i)
{
	LLVMTypeRef ty = LLVMTypeOf(i);
	unsigned n = LLVMCountIncoming(i);
	KirRef *none = xcalloc(2 * n + 1, sizeof *none);

	if (has_leaves(ty)) {
		Leaves l = { 0 };
		if (!flatten(t, ty, 0, &l)) {
			bad_type(t, ty, "phi");
		} else {
			KirRef *r = xcalloc(l.n, sizeof *r);
			for (uint32_t k = 0; k < l.n; k++)
				r[k] = tr_emit(t, OP_PHI, l.type[k], none, 2 * n, 0);
			tr_bind_leaves(t, i, r, l.n);
			free(r);
		}
		leaves_free(&l);
	} else {
		IsaType k = tr_type_legal(t, ty);
		if (k == IT_VOID)
			bad_type(t, ty, "phi");
		else
			tr_bind(t, i, tr_emit(t, OP_PHI, k, none, 2 * n, 0));
		t->f->insts[t->f->ninsts].name = tr_slot(t, i)->name;
	}
	free(none);
}

static uint32_t
kir_block_of(Translator *t, LLVMBasicBlockRef bb, int last)
{
	for (uint32_t k = 0; k < t->nlbb; k++)
		if (t->lbb[k] == bb)
			return last ? t->blast[k] : t->bfirst[k];
	return 0;  /* unreachable block */
}

/* Incoming values once every block is translated (loops feed phis from
 * later blocks). Incomings from unreachable blocks are dropped. */
static void
phi_fill(Translator *t, LLVMValueRef i)
{
	unsigned n = LLVMCountIncoming(i);
	uint32_t nleaf = 1, first = 0;
	ValSlot *s = tr_slot(t, i);

	if (s->nleaf) {
		nleaf = s->nleaf;
		first = s->leaf;
	}
	for (uint32_t l = 0; l < nleaf; l++) {
		KirRef phi = s->nleaf ? t->leaves[first + l] : s->ref;
		if (KIR_TAG(phi) != KREF_VAL)
			continue;
		KirInst *in = &t->f->insts[KIR_IDX(phi)];
		uint32_t used = 0;
		for (unsigned k = 0; k < n; k++) {
			uint32_t pred = kir_block_of(t, LLVMGetIncomingBlock(i, k), 1);
			if (!pred)
				continue;
			LLVMValueRef v = LLVMGetIncomingValue(i, k);
			KirRef r;
			if (s->nleaf) {
				uint32_t vn, vf = agg_leaves(t, v, &vn);
				r = t->leaves[vf + l];
			} else {
				r = tr_ref(t, v);
			}
			in = &t->f->insts[KIR_IDX(phi)];
			t->f->args[in->args + 2 * used] = r;
			t->f->args[in->args + 2 * used + 1] = pred;
			used++;
		}
		in->nargs = (uint8_t)(2 * used);
	}
}

static void
terminator(Translator *t, LLVMValueRef i, LLVMOpcode op)
{
	KirBlock *b = &t->f->blocks[t->cur];

	b->line = t->line;
	switch (op) {
	case LLVMRet:
	case LLVMUnreachable:
		b->term = KTERM_RET;
		return;
	case LLVMBr:
		if (!LLVMIsConditional(i)) {
			b->term = KTERM_JMP;
			b->succ[0] = kir_block_of(t, LLVMGetSuccessor(i, 0), 0);
			return;
		}
		{
			KirRef c = tr_ref(t, LLVMGetCondition(i));
			uint32_t s0 = kir_block_of(t, LLVMGetSuccessor(i, 0), 0);
			uint32_t s1 = kir_block_of(t, LLVMGetSuccessor(i, 1), 0);
			b = &t->f->blocks[t->cur];
			if (KIR_TAG(c) == KREF_CONST || s0 == s1) {
				int taken = KIR_TAG(c) != KREF_CONST ||
				            t->f->consts[KIR_IDX(c)].bits;
				b->term = KTERM_JMP;
				b->succ[0] = taken ? s0 : s1;
				return;
			}
			if (KIR_TAG(c) == KREF_UNDEF) {
				b->term = KTERM_JMP;
				b->succ[0] = s0;
				return;
			}
			b->term = KTERM_BR;
			b->cond = c;
			b->succ[0] = s0;
			b->succ[1] = s1;
		}
		return;
	case LLVMSwitch:
		tr_error(t, "switch was not lowered to branches");
		b->term = KTERM_RET;
		return;
	default:
		{
			char *text = LLVMPrintValueToString(i);
			tr_error(t, "terminator '%s' is not supported (no exceptions "
			         "or indirect branches on %s)", text, t->machine);
			LLVMDisposeMessage(text);
		}
		b->term = KTERM_RET;
		return;
	}
}

static void
instruction(Translator *t, LLVMValueRef i)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);
	IsaType ty = tr_type(t, LLVMTypeOf(i));
	VgiwOp k;

	t->inst = i;
	t->file = intern_file(t, front_loc(i, &t->line, &t->col));
	if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind) {
		bad_type(t, LLVMTypeOf(i), "SIMD vectors have no meaning per thread");
		return;
	}
	for (int n = 0; n < LLVMGetNumOperands(i); n++) {
		LLVMValueRef o = LLVMGetOperand(i, n);
		if (o && LLVMGetTypeKind(LLVMTypeOf(o)) == LLVMVectorTypeKind) {
			bad_type(t, LLVMTypeOf(o), "SIMD vectors have no meaning per thread");
			return;
		}
	}
	uint32_t first = t->f->ninsts + 1;
	if (tr_wide_inst(t, i)) {
		if (t->f->ninsts >= first) {
			vec_grow(t->made, t->nmade, t->made_cap, t->nmade + 2);
			t->made[t->nmade++] = first;
			t->made[t->nmade++] = t->f->ninsts;
		}
		return;
	}
	switch (op) {
	case LLVMRet: case LLVMBr: case LLVMSwitch: case LLVMUnreachable:
	case LLVMIndirectBr: case LLVMInvoke: case LLVMResume: case LLVMCallBr:
		terminator(t, i, op);
		return;
	case LLVMPHI:
		return;  /* created before the block's other instructions */
	case LLVMFNeg:
		tr_bind(t, i, tr_emit1(t, OP_FNEG, ty, tr_ref(t, LLVMGetOperand(i, 0)), 0));
		return;
	case LLVMICmp:
	case LLVMFCmp: {
		LLVMTypeRef ot = LLVMTypeOf(LLVMGetOperand(i, 0));
		if (tr_type(t, ot) == IT_VOID) {
			bad_type(t, ot, "compare");
			return;
		}
		int64_t pred = op == LLVMICmp ? (int64_t)LLVMGetICmpPredicate(i)
		                              : (int64_t)LLVMGetFCmpPredicate(i);
		tr_bind(t, i, tr_emit2(t, op == LLVMICmp ? OP_ICMP : OP_FCMP, IT_I1,
		        tr_ref(t, LLVMGetOperand(i, 0)), tr_ref(t, LLVMGetOperand(i, 1)), pred));
		return;
	}
	case LLVMSelect: {
		KirRef c = tr_ref(t, LLVMGetOperand(i, 0));
		if (is_aggregate(LLVMTypeOf(i))) {
			uint32_t n, a = agg_leaves(t, LLVMGetOperand(i, 1), &n);
			uint32_t n2, b = agg_leaves(t, LLVMGetOperand(i, 2), &n2);
			KirRef *r = xcalloc(n, sizeof *r);
			for (uint32_t l = 0; l < n && l < n2; l++) {
				KirRef x[3] = { c, t->leaves[a + l], t->leaves[b + l] };
				r[l] = tr_emit(t, OP_SELECT, kir_ref_type(t->f, x[1]), x, 3, 0);
			}
			tr_bind_leaves(t, i, r, n);
			free(r);
			return;
		}
		if (ty == IT_VOID) {
			bad_type(t, LLVMTypeOf(i), "select");
			return;
		}
		KirRef x[3] = { c, tr_ref(t, LLVMGetOperand(i, 1)), tr_ref(t, LLVMGetOperand(i, 2)) };
		tr_bind(t, i, tr_emit(t, OP_SELECT, ty, x, 3, 0));
		return;
	}
	case LLVMFreeze:
		if (is_aggregate(LLVMTypeOf(i))) {
			uint32_t n, a = agg_leaves(t, LLVMGetOperand(i, 0), &n);
			KirRef *r = xmalloc(n * sizeof *r);
			memcpy(r, &t->leaves[a], n * sizeof *r);
			tr_bind_leaves(t, i, r, n);
			free(r);
		} else {
			tr_bind(t, i, tr_ref(t, LLVMGetOperand(i, 0)));
		}
		return;
	case LLVMLoad: load_store(t, i, 0); return;
	case LLVMStore: load_store(t, i, 1); return;
	case LLVMGetElementPtr: gep(t, i); return;
	case LLVMAlloca: alloca_local(t, i); return;
	case LLVMAtomicRMW: atomic_rmw(t, i); return;
	case LLVMAtomicCmpXchg: cmpxchg(t, i); return;
	case LLVMExtractValue: extract_insert(t, i, 0); return;
	case LLVMInsertValue: extract_insert(t, i, 1); return;
	case LLVMCall: tr_call(t, i); return;
	case LLVMFence: tr_emit(t, OP_FENCE, IT_VOID, NULL, 0, 0); return;
	case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc:
	case LLVMFPExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
	case LLVMSIToFP: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
	case LLVMAddrSpaceCast:
		cast(t, i, op);
		return;
	default:
		break;
	}
	k = binop(op);
	if (k != OP_COUNT) {
		if (ty == IT_VOID) {
			bad_type(t, LLVMTypeOf(i), "arithmetic");
			return;
		}
		uint32_t before = t->f->ninsts;
		KirRef r = tr_emit2(t, k, ty, tr_ref(t, LLVMGetOperand(i, 0)),
		                    tr_ref(t, LLVMGetOperand(i, 1)), 0);

		/* nsw of i32 adds and subtractions, for GPU-CC's address folds;
		 * a shared instruction keeps it only if every instance had it */
		if ((k == OP_IADD || k == OP_ISUB) && ty == IT_I32 &&
		    KIR_TAG(r) == KREF_VAL) {
			KirInst *in = &t->f->insts[KIR_IDX(r)];
			int nsw = compat_has_nsw(i);

			if (KIR_IDX(r) > before && in->op == k)
				in->nsw = (uint8_t)nsw;
			else
				in->nsw &= (uint8_t)nsw;
		}
		tr_bind(t, i, r);
		return;
	}
	char *s = LLVMPrintValueToString(i);
	tr_error(t, "instruction not supported: %s", s);
	LLVMDisposeMessage(s);
}

/* Translate, then give the instruction that carries the LLVM value its
 * printed name (casts and folded GEPs create none of their own). */
static void
translate_named(Translator *t, LLVMValueRef i)
{
	uint32_t before = t->f->ninsts;

	instruction(t, i);
	if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind)
		return;
	ValSlot *s = tr_slot(t, i);
	if (KIR_TAG(s->ref) == KREF_VAL && KIR_IDX(s->ref) > before)
		t->f->insts[KIR_IDX(s->ref)].name = s->name;
}

/* ---- names as LLVM prints them (%name or the slot number) ---- */

static void
name_values(Translator *t, LLVMValueRef fn)
{
	uint32_t slot = 0;
	size_t len;

	for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a)) {
		const char *s = LLVMGetValueName2(a, &len);
		tr_slot(t, a)->name = len ? arena_printf(&t->m->arena, "%%%.*s", (int)len, s)
		                          : arena_printf(&t->m->arena, "%%%u", slot++);
	}
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
		const char *s = LLVMGetBasicBlockName(b);
		if (!s || !*s)
			slot++;  /* unnamed blocks take a slot number too */
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
			if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind)
				continue;
			s = LLVMGetValueName2(i, &len);
			tr_slot(t, i)->name = len
				? arena_printf(&t->m->arena, "%%%.*s", (int)len, s)
				: arena_printf(&t->m->arena, "%%%u", slot++);
		}
	}
}

static const char *
block_name(Translator *t, LLVMValueRef fn, LLVMBasicBlockRef bb)
{
	const char *s = LLVMGetBasicBlockName(bb);
	uint32_t slot = 0;

	if (s && *s)
		return arena_strdup(&t->m->arena, s);
	/* the printer's number: params and values before it, in order */
	for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a)) {
		size_t len;
		LLVMGetValueName2(a, &len);
		slot += !len;
	}
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
		const char *bn = LLVMGetBasicBlockName(b);
		if (b == bb)
			return arena_printf(&t->m->arena, "%u", slot);
		slot += !bn || !*bn;
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
			size_t len;
			if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind)
				continue;
			LLVMGetValueName2(i, &len);
			slot += !len;
		}
	}
	return "?";
}

/* ---- parameters ---- */

static void
params(Translator *t, LLVMValueRef fn)
{
	KirFunc *f = t->f;
	unsigned n = LLVMCountParams(fn);
	unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
	unsigned noalias = LLVMGetEnumAttributeKindForName("noalias", 7);
	unsigned idx = 0;

	f->params = xcalloc(n + 1, sizeof *f->params);
	for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a), idx++) {
		KirParam *p = &f->params[f->nparams];
		LLVMTypeRef ty = LLVMTypeOf(a);
		const char *name = tr_slot(t, a)->name;

		p->name = name[0] == '%' ? name + 1 : name;
		p->type = (uint8_t)tr_type(t, ty);
		if (p->type == IT_VOID) {
			char *s = type_string(ty);
			diag_add(t->d, DIAG_ERROR, t->path, 0, 0, "kernel '%s': parameter "
			         "'%s' of type '%s' is not supported (pass aggregates "
			         "byval or through a pointer)", f->name, p->name, s);
			LLVMDisposeMessage(s);
			continue;
		}
		p->size = isa_type_size(p->type);
		p->align = p->size;
		if (p->type == IT_PTR) {
			unsigned las = LLVMGetPointerAddressSpace(ty);
			int as = tr_aspace_map(t, las);
			if (as < 0)
				front_decl_error(t->d, t->path, fn, "kernel '%s': "
				                 "parameter '%s' points into address space "
				                 "%u, which is not one of the machines'",
				                 f->name, p->name, las);
			p->aspace = (uint8_t)(as < 0 ? AS_GENERIC : as);
		}
		LLVMAttributeRef at = LLVMGetEnumAttributeAtIndex(fn, idx + 1, byval);
		if (at) {
			LLVMTypeRef st = LLVMGetTypeAttributeValue(at);
			p->byval = (uint32_t)LLVMABISizeOfType(t->td, st);
			p->align = LLVMABIAlignmentOfType(t->td, st);
			p->aspace = AS_PARAM;
		}
		if (LLVMGetEnumAttributeAtIndex(fn, idx + 1, noalias))
			p->noalias = 1;
		tr_bind(t, a, KIR_REF(KREF_PARAM, f->nparams));
		f->nparams++;
	}
}

/* ---- the kernel ---- */

/* Reverse post-order of the reachable blocks, so every operand's
 * definition (which dominates its use) is translated first. */
static LLVMBasicBlockRef *
rpo(LLVMValueRef fn, uint32_t *count)
{
	uint32_t n = LLVMCountBasicBlocks(fn);
	LLVMBasicBlockRef *all = xcalloc(n + 1, sizeof *all);
	LLVMBasicBlockRef *order = xcalloc(n + 1, sizeof *order);
	uint32_t *stack = xcalloc(n + 1, sizeof *stack), *next = xcalloc(n + 1, sizeof *next);
	uint8_t *seen = xcalloc(n + 1, 1);
	uint32_t sp = 0, at = n;

	LLVMGetBasicBlocks(fn, all);
	/* index of a block: linear search is fine for the block counts of
	 * kernels, but keep it out of the inner loop with a small cache */
	stack[sp++] = 0;
	seen[0] = 1;
	while (sp) {
		uint32_t b = stack[sp - 1];
		LLVMValueRef term = LLVMGetBasicBlockTerminator(all[b]);
		unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
		if (next[b] < ns) {
			LLVMBasicBlockRef s = LLVMGetSuccessor(term, next[b]++);
			uint32_t k = 0;
			while (k < n && all[k] != s)
				k++;
			if (k < n && !seen[k]) {
				seen[k] = 1;
				stack[sp++] = k;
			}
			continue;
		}
		order[--at] = all[b];
		sp--;
	}
	*count = n - at;
	memmove(order, order + at, *count * sizeof *order);
	free(all);
	free(stack);
	free(next);
	free(seen);
	return order;
}

int
front_translate(LLVMModuleRef lm, LLVMValueRef fn, KirModule *m,
                const char *machine, DiagList *d)
{
	Translator t = { 0 };
	size_t len;
	const char *name = LLVMGetValueName2(fn, &len);
	const char *triple = LLVMGetTarget(lm);

	t.lm = lm;
	t.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(lm));
	t.path = m->path;
	t.m = m;
	t.d = d;
	t.machine = FRONT_MACHINE(machine);
	t.errors = d->errors;
	t.spir = triple && strncmp(triple, "spir", 4) == 0;
	char *fname = arena_printf(&m->arena, "%.*s", (int)len, name);
	t.f = kir_func_new(m, fname);
	t.inst = NULL;

	name_values(&t, fn);
	params(&t, fn);

	uint32_t nrpo;
	LLVMBasicBlockRef *order = rpo(fn, &nrpo);
	/* KIR blocks in function order, for stable names and numbering */
	t.lbb = xcalloc(nrpo + 1, sizeof *t.lbb);
	t.bfirst = xcalloc(nrpo + 1, sizeof *t.bfirst);
	t.blast = xcalloc(nrpo + 1, sizeof *t.blast);
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
		uint32_t k = 0;
		while (k < nrpo && order[k] != b)
			k++;
		if (k == nrpo)
			continue;  /* unreachable */
		t.lbb[t.nlbb] = b;
		t.bfirst[t.nlbb] = t.blast[t.nlbb] = kir_block_new(t.f, block_name(&t, fn, b));
		t.nlbb++;
	}
	t.f->entry = t.bfirst[0];
	if (LLVMGetEntryBasicBlock(fn) != t.lbb[0])
		die("entry block is not first");
	for (uint32_t k = 0; k < nrpo; k++) {
		uint32_t at = 0;
		while (t.lbb[at] != order[k])
			at++;
		t.cur = t.bfirst[at];
		for (LLVMValueRef i = LLVMGetFirstInstruction(order[k]); i; i = LLVMGetNextInstruction(i)) {
			t.inst = i;
			t.file = intern_file(&t, front_loc(i, &t.line, &t.col));
			if (LLVMGetInstructionOpcode(i) == LLVMPHI)
				phi_create(&t, i);
		}
		for (LLVMValueRef i = LLVMGetFirstInstruction(order[k]); i; i = LLVMGetNextInstruction(i))
			translate_named(&t, i);
		t.blast[at] = t.cur;  /* barriers may have split the block */
	}
	for (uint32_t k = 0; k < nrpo; k++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(order[k]); i; i = LLVMGetNextInstruction(i))
			if (LLVMGetInstructionOpcode(i) == LLVMPHI) {
				t.inst = i;
				phi_fill(&t, i);
			}
	LLVMMetadataRef sp = LLVMGetSubprogram(fn);
	if (sp) {
		unsigned flen = 0;
		const char *file = LLVMDIFileGetFilename(LLVMDIScopeGetFile(sp), &flen);
		if (file && flen)
			t.f->file = arena_printf(&m->arena, "%.*s", (int)flen, file);
		t.f->line = LLVMDISubprogramGetLine(sp);
	}
	int failed = d->errors != t.errors;
	if (!failed)
		tr_wide_dce(&t);
	if (!failed && kir_verify(t.f, d))
		die("translation of '%s' produced invalid kernel IR", fname);
	free(order);
	free(t.lbb);
	free(t.bfirst);
	free(t.blast);
	free(t.map);
	free(t.leaves);
	free(t.cse);
	free(t.made);
	free(t.files);
	LLVMDisposeTargetData(t.td);
	return failed;
}
