/* The emission primitives of the translation: the value map, kernel-IR
 * instructions in the current block (pure ones shared), operands of LLVM
 * values, address spaces, and the errors at the current instruction. Every
 * construct file (translate.c, intrinsics.c, libdevice.c, ...) builds on
 * these; this file calls none of them back but consts.c and wideint.c for
 * the constants and integer widths an operand may have. */
#include <stdlib.h>
#include <string.h>

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

int
tr_is_aggregate(LLVMTypeRef ty)
{
	LLVMTypeKind k = LLVMGetTypeKind(ty);

	return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

/* Values held as leaves: aggregates, and integers split into halves. */
int
tr_has_leaves(LLVMTypeRef ty)
{
	return tr_is_aggregate(ty) || tr_is_wide(ty);
}

/* Report a type we cannot hold in a token, naming it. */
void
tr_bad_type(Translator *t, LLVMTypeRef ty, const char *what)
{
	if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind && t->vector_reported++)
		return;  /* once per kernel is enough */
	char *s = LLVMPrintTypeToString(ty);

	if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
		tr_error(t, "vector type '%s' (%s) is not supported; compile without "
		         "vectorisation", s, what);
	else
		tr_error(t, "type '%s' (%s) is not supported", s, what);
	LLVMDisposeMessage(s);
}

/* Number of scalar leaves (for aggregate index arithmetic). */
uint32_t
tr_leaf_count(LLVMTypeRef ty)
{
	switch (LLVMGetTypeKind(ty)) {
	case LLVMStructTypeKind: {
		uint32_t s = 0;
		unsigned n = LLVMCountStructElementTypes(ty);
		for (unsigned i = 0; i < n; i++)
			s += tr_leaf_count(LLVMStructGetTypeAtIndex(ty, i));
		return s;
	}
	case LLVMArrayTypeKind:
		return LLVMGetArrayLength(ty) * tr_leaf_count(LLVMGetElementType(ty));
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

void
tr_at(Translator *t, LLVMValueRef inst)
{
	t->inst = inst;
	t->file = intern_file(t, front_loc(inst, &t->line, &t->col));
}

/* Pure operations (ALU and thread coordinates) are reused within a block:
 * GEP lowering and the OpenCL work-item functions repeat the same address
 * and coordinate arithmetic, and every node saved is fabric left for
 * replicas. */
static int
cse_candidate(VgiwOp op, uint32_t nargs)
{
	return nargs <= 3 && op != OP_TRAP &&
	       (vgiw_op_info[op].unit == UC_ALU || op == OP_TID);
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
			tr_bad_type(t, ty, "integer constant");
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
		tr_bad_type(t, ty, "floating-point constant");
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
uint32_t
tr_agg_leaves(Translator *t, LLVMValueRef v, uint32_t *n)
{
	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
		ValSlot *s = tr_slot(t, v);
		*n = s->nleaf;
		return s->leaf;
	}
	LLVMTypeRef ty = LLVMTypeOf(v);
	uint32_t count = tr_leaf_count(ty);
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
		if (tr_has_leaves(LLVMTypeOf(e))) {
			uint32_t k, s = tr_agg_leaves(t, e, &k);
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
