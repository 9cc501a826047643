/* Translation of one canonicalised LLVM kernel into the kernel IR, on the
 * primitives of emit.c: the dispatch over its instructions, parameters,
 * address arithmetic from GEPs, memory accesses, aggregates flattened into
 * scalars, and the control flow. Calls are lowered in intrinsics.c. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "front_int.h"

/* ---- memory ---- */

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
	if (!tr_is_aggregate(ty)) {
		IsaType k = tr_type(t, ty);
		if (k == IT_VOID) {
			tr_bad_type(t, ty, store ? "stored value" : "loaded value");
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
		tr_bad_type(t, ty, "aggregate in memory");
		leaves_free(&l);
		return;
	}
	/* a leaf of a non-native width takes its store size in bytes (and
	 * both leaves of a wide one) */
	if (store) {
		uint32_t n, first = tr_agg_leaves(t, LLVMGetOperand(i, 0), &n);
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


static void
gep(Translator *t, LLVMValueRef i)
{
	LLVMTypeRef ty = LLVMGetGEPSourceElementType(i);
	unsigned n = (unsigned)LLVMGetNumOperands(i);
	KirRef addr = tr_ref(t, LLVMGetOperand(i, 0));
	uint64_t off = 0;

	if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind) {
		tr_bad_type(t, LLVMTypeOf(i), "vector of addresses");
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
			tr_bad_type(t, LLVMTypeOf(idx), "GEP index");
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
		tr_bad_type(t, to == IT_VOID ? LLVMTypeOf(i) : LLVMTypeOf(src), "cast");
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
				at += tr_leaf_count(LLVMStructGetTypeAtIndex(ty, f));
			ty = LLVMStructGetTypeAtIndex(ty, idx[k]);
		} else {
			ty = LLVMGetElementType(ty);
			at += idx[k] * tr_leaf_count(ty);
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
	uint32_t count, first = tr_agg_leaves(t, agg, &count);
	uint32_t span = tr_leaf_count(sub);

	if (at + span > count) {
		/* the aggregate's definition failed (and was reported, naming
		 * what it is) or is a value nothing here models */
		if (t->d->errors == t->errors)
			tr_error(t, "%s of a value the translation does not model",
			         insert ? "insertvalue" : "extractvalue");
		uint32_t nr = tr_leaf_count(LLVMTypeOf(i));
		KirRef *r = xcalloc(nr + 1, sizeof *r);
		for (uint32_t k = 0; k < nr; k++)
			r[k] = KIR_REF(KREF_UNDEF, 0);
		if (tr_has_leaves(LLVMTypeOf(i)))
			tr_bind_leaves(t, i, r, nr);
		else
			tr_bind(t, i, r[0]);
		free(r);
		return;
	}
	if (!insert) {
		if (tr_has_leaves(sub)) {
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
	if (tr_has_leaves(sub)) {
		uint32_t vn, vf = tr_agg_leaves(t, v, &vn);
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
		tr_bad_type(t, LLVMTypeOf(i), "atomic operand");
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
		tr_bad_type(t, LLVMTypeOf(LLVMGetOperand(i, 1)), "cmpxchg operand");
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

	if (tr_has_leaves(ty)) {
		Leaves l = { 0 };
		if (!flatten(t, ty, 0, &l)) {
			tr_bad_type(t, ty, "phi");
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
			tr_bad_type(t, ty, "phi");
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
				uint32_t vn, vf = tr_agg_leaves(t, v, &vn);
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

	tr_at(t, i);
	if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind) {
		tr_bad_type(t, LLVMTypeOf(i), "SIMD vectors have no meaning per thread");
		return;
	}
	for (int n = 0; n < LLVMGetNumOperands(i); n++) {
		LLVMValueRef o = LLVMGetOperand(i, n);
		if (o && LLVMGetTypeKind(LLVMTypeOf(o)) == LLVMVectorTypeKind) {
			tr_bad_type(t, LLVMTypeOf(o), "SIMD vectors have no meaning per thread");
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
			tr_bad_type(t, ot, "compare");
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
		if (tr_is_aggregate(LLVMTypeOf(i))) {
			uint32_t n, a = tr_agg_leaves(t, LLVMGetOperand(i, 1), &n);
			uint32_t n2, b = tr_agg_leaves(t, LLVMGetOperand(i, 2), &n2);
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
			tr_bad_type(t, LLVMTypeOf(i), "select");
			return;
		}
		KirRef x[3] = { c, tr_ref(t, LLVMGetOperand(i, 1)), tr_ref(t, LLVMGetOperand(i, 2)) };
		tr_bind(t, i, tr_emit(t, OP_SELECT, ty, x, 3, 0));
		return;
	}
	case LLVMFreeze:
		if (tr_is_aggregate(LLVMTypeOf(i))) {
			uint32_t n, a = tr_agg_leaves(t, LLVMGetOperand(i, 0), &n);
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
			tr_bad_type(t, LLVMTypeOf(i), "arithmetic");
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
			char *s = LLVMPrintTypeToString(ty);
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
			tr_at(&t, i);
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
