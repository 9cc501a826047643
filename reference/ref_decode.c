/* Decoding a canonicalised kernel into the reference interpreter's flat
 * program: value slots, GEPs folded to scaled index lists, phis turned
 * into per-edge moves (calls: ref_calls.c; constants and the globals'
 * layout: ref_globals.c); and the layout of the kernel's allocas.
 * Everything that cannot be executed is reported here, before any thread
 * runs. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/front.h"

#include "ref.h"

/* ---- value map ---- */

static uint32_t
map_hash(LLVMValueRef k, uint32_t cap)
{
	uint64_t h = (uint64_t)(uintptr_t)k * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(h >> 32) & (cap - 1);
}

int
ref_map_get(const RefMap *m, LLVMValueRef k, uint64_t *v)
{
	if (!m->cap)
		return 0;
	for (uint32_t i = map_hash(k, m->cap);; i = (i + 1) & (m->cap - 1)) {
		if (!m->keys[i])
			return 0;
		if (m->keys[i] == k) {
			*v = m->vals[i];
			return 1;
		}
	}
}

void
ref_map_put(RefMap *m, LLVMValueRef k, uint64_t v)
{
	if (2 * (m->n + 1) > m->cap) {
		RefMap old = *m;
		m->cap = old.cap ? 2 * old.cap : 64;
		m->keys = xcalloc(m->cap, sizeof *m->keys);
		m->vals = xcalloc(m->cap, sizeof *m->vals);
		m->n = 0;
		for (uint32_t i = 0; i < old.cap; i++)
			if (old.keys[i])
				ref_map_put(m, old.keys[i], old.vals[i]);
		free(old.keys);
		free(old.vals);
	}
	uint32_t i = map_hash(k, m->cap);
	while (m->keys[i] && m->keys[i] != k)
		i = (i + 1) & (m->cap - 1);
	if (!m->keys[i])
		m->n++;
	m->keys[i] = k;
	m->vals[i] = v;
}

static void
map_free(RefMap *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof *m);
}

/* ---- diagnostics ---- */

void
ref_dec_error(RefProg *p, LLVMValueRef inst, const char *fmt, ...)
{
	char msg[768];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (inst && LLVMIsAInstruction(inst)) {
		char *s = LLVMPrintValueToString(inst);
		char *t = s;
		while (*t == ' ')
			t++;
		front_error(p->d, p->path, inst, "reference: %s: %.200s", msg, t);
		LLVMDisposeMessage(s);
	} else {
		diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: %s", msg);
	}
}

/* ---- types ---- */

int
ref_is_agg(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

/* Scalar width in bits: integers their width (up to 128), float 32,
 * double 64, pointers 64; 0 for anything else (half, vectors, x86_fp80,
 * i129 and wider). */
unsigned
ref_scalar_bits(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: {
		unsigned w = LLVMGetIntTypeWidth(t);
		return w <= 128 ? w : 0;
	}
	case LLVMFloatTypeKind: return 32;
	case LLVMDoubleTypeKind: return 64;
	case LLVMPointerTypeKind: return 64;
	default: return 0;
	}
}

static int
ref_has_wide(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: {
		unsigned k = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < k; i++)
			if (ref_has_wide(LLVMStructGetTypeAtIndex(t, i)))
				return 1;
		return 0;
	}
	case LLVMArrayTypeKind:
		return ref_has_wide(LLVMGetElementType(t));
	case LLVMIntegerTypeKind:
		return LLVMGetIntTypeWidth(t) > 64;
	default:
		return 0;
	}
}

int
ref_is_float(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

/* Leaves of a value of type t (scalars in an aggregate); 0 when some part
 * cannot be held (and for void). */
uint32_t
ref_leaf_count(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: {
		uint32_t n = 0;
		unsigned k = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < k; i++) {
			uint32_t c = ref_leaf_count(LLVMStructGetTypeAtIndex(t, i));
			if (!c)
				return 0;
			n += c;
		}
		return n;
	}
	case LLVMArrayTypeKind: {
		uint32_t c = ref_leaf_count(LLVMGetElementType(t));
		uint64_t n = (uint64_t)c * LLVMGetArrayLength(t);
		return n > 1u << 20 ? 0 : (uint32_t)n;
	}
	default: {
		unsigned b = ref_scalar_bits(t);
		return b > 64 ? 2 : b ? 1 : 0;
	}
	}
}

/* Memory layout of the leaves of t at byte offset `off`. */
static void
leaf_layout(RefProg *p, LLVMTypeRef t, uint64_t off)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: {
		unsigned k = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < k; i++)
			leaf_layout(p, LLVMStructGetTypeAtIndex(t, i),
			            off + LLVMOffsetOfElement(p->td, t, i));
		return;
	}
	case LLVMArrayTypeKind: {
		LLVMTypeRef e = LLVMGetElementType(t);
		uint64_t es = LLVMABISizeOfType(p->td, e);
		for (unsigned i = 0; i < LLVMGetArrayLength(t); i++)
			leaf_layout(p, e, off + i * es);
		return;
	}
	default: {
		uint32_t k = vec_push(p->leaves, p->nleaves, p->leaves_cap);
		unsigned bits = ref_scalar_bits(t);
		uint32_t size = (uint32_t)LLVMStoreSizeOfType(p->td, t);
		p->leaves[k].off = (uint32_t)off;
		p->leaves[k].size = size;
		p->leaves[k].mask_bits = bits;
		if (bits > 64) {  /* low and high words, little-endian */
			p->leaves[k].size = 8;
			p->leaves[k].mask_bits = 64;
			k = vec_push(p->leaves, p->nleaves, p->leaves_cap);
			p->leaves[k].off = (uint32_t)off + 8;
			p->leaves[k].size = size - 8;
			p->leaves[k].mask_bits = bits - 64;
		}
	}
	}
}

/* First leaf and type of the member named by extractvalue/insertvalue
 * indices. */
static uint32_t
leaf_index(LLVMTypeRef t, const unsigned *idx, unsigned n, LLVMTypeRef *member)
{
	uint32_t leaf = 0;

	for (unsigned k = 0; k < n; k++) {
		if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
			for (unsigned i = 0; i < idx[k]; i++)
				leaf += ref_leaf_count(LLVMStructGetTypeAtIndex(t, i));
			t = LLVMStructGetTypeAtIndex(t, idx[k]);
		} else {
			t = LLVMGetElementType(t);
			leaf += idx[k] * ref_leaf_count(t);
		}
	}
	*member = t;
	return leaf;
}

/* ---- slots ---- */

uint32_t
ref_new_slots(RefProg *p, uint32_t n)
{
	uint32_t s = p->nslots;
	p->nslots += n;
	return s;
}

void
ref_set_uniform(RefProg *p, uint32_t slot, uint64_t v)
{
	if (p->nuniform == p->uniform_cap) {
		p->uniform_cap = p->uniform_cap ? 2 * p->uniform_cap : 64;
		p->uslot = xrealloc(p->uslot, p->uniform_cap * sizeof *p->uslot);
		p->uval = xrealloc(p->uval, p->uniform_cap * sizeof *p->uval);
	}
	p->uslot[p->nuniform] = slot;
	p->uval[p->nuniform++] = v;
}

/* The slot of an operand: an instruction's result or an argument (both
 * assigned before decoding), or a constant evaluated now. */
uint32_t
ref_operand(RefProg *p, LLVMValueRef v, LLVMValueRef user)
{
	uint64_t s;

	if (ref_map_get(&p->slots, v, &s))
		return (uint32_t)s;
	LLVMTypeRef t = LLVMTypeOf(v);
	uint32_t n = ref_leaf_count(t);
	if (!n) {
		ref_dec_error(p, user, "operand of an unsupported type");
		return 0;
	}
	uint32_t slot = ref_new_slots(p, n);
	uint64_t *vals = xcalloc(n, sizeof *vals);
	if (LLVMIsAFunction(v))
		ref_dec_error(p, user, "function pointers are not supported");
	else if (!LLVMIsAConstant(v) || ref_const_leaves(p, v, t, vals))
		ref_dec_error(p, user, "operand is not a constant the reference can "
		          "evaluate");
	for (uint32_t k = 0; k < n; k++)
		ref_set_uniform(p, slot + k, vals[k]);
	free(vals);
	ref_map_put(&p->slots, v, slot);
	return slot;
}

uint32_t
ref_emit(RefProg *p, RefOp op, LLVMValueRef src)
{
	uint32_t k = vec_push(p->insts, p->ninsts, p->insts_cap);
	RefInst *in = &p->insts[k];
	uint64_t s = 0;

	memset(in, 0, sizeof *in);
	in->op = (uint16_t)op;
	in->src = src;
	if (src && ref_map_get(&p->slots, src, &s))
		in->dst = (uint32_t)s;
	return k;
}

static uint32_t
block_number(RefProg *p, LLVMBasicBlockRef b)
{
	for (uint32_t k = 0; k < p->nblocks; k++)
		if (p->blocks[k] == b)
			return k;
	die("block not in function");
}

/* The edge from -> to with the moves of to's phis. */
static uint32_t
edge(RefProg *p, LLVMBasicBlockRef from, LLVMBasicBlockRef to, LLVMValueRef br)
{
	uint32_t e = vec_push(p->edges, p->nedges, p->edges_cap);
	p->edges[e].block = block_number(p, to);
	p->edges[e].moves = p->nmoves;
	for (LLVMValueRef i = LLVMGetFirstInstruction(to); i && LLVMIsAPHINode(i);
	     i = LLVMGetNextInstruction(i)) {
		LLVMValueRef v = NULL;
		for (unsigned k = 0; k < LLVMCountIncoming(i); k++)
			if (LLVMGetIncomingBlock(i, k) == from) {
				v = LLVMGetIncomingValue(i, k);
				break;
			}
		if (!v) {
			ref_dec_error(p, br, "phi without a value for this edge");
			continue;
		}
		uint64_t dst;
		if (!ref_map_get(&p->slots, i, &dst))
			continue;  /* unsupported type, reported */
		uint32_t src = ref_operand(p, v, i);
		uint32_t n = ref_leaf_count(LLVMTypeOf(i));
		for (uint32_t k = 0; k < n; k++) {
			uint32_t m = vec_push(p->moves, p->nmoves, p->moves_cap);
			p->moves[m].dst = (uint32_t)dst + k;
			p->moves[m].src = src + k;
		}
	}
	p->edges[e].nmoves = p->nmoves - p->edges[e].moves;
	if (p->edges[e].nmoves > p->max_moves)
		p->max_moves = p->edges[e].nmoves;
	return e;
}

/* ---- instructions (calls: ref_calls.c) ---- */

static int
has_vector(LLVMValueRef inst)
{
	LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(inst));
	if (k == LLVMVectorTypeKind)
		return 1;
	int n = LLVMGetNumOperands(inst);
	for (int i = 0; i < n; i++) {
		LLVMValueRef o = LLVMGetOperand(inst, i);
		if (o && LLVMGetTypeKind(LLVMTypeOf(o)) == LLVMVectorTypeKind)
			return 1;
	}
	return 0;
}

static void
binop(RefProg *p, LLVMValueRef inst, RefOp op)
{
	uint32_t k = ref_emit(p, op, inst);
	uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
	uint32_t b = op == RO_FNEG ? 0 : ref_operand(p, LLVMGetOperand(inst, 1), inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->bits = in->rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(inst));
	if (in->bits > 64) {
		in->imm = op;
		in->op = RO_WIDE;
	}
}

static void
cast(RefProg *p, LLVMValueRef inst, RefOp op)
{
	LLVMValueRef x = LLVMGetOperand(inst, 0);
	uint32_t k = ref_emit(p, op, inst);
	uint32_t a = ref_operand(p, x, inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(x));
	in->rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(inst));
	/* a float-to-float or int-to-float bitcast keeps the bits too */
	if (in->bits > 64 || in->rbits > 64) {  /* only integers are */
		in->imm = op;
		in->op = RO_WIDE;
	}
}

static void
gep(RefProg *p, LLVMValueRef inst)
{
	unsigned n = (unsigned)LLVMGetNumOperands(inst);
	LLVMTypeRef t = LLVMGetGEPSourceElementType(inst);
	uint32_t k = ref_emit(p, RO_GEP, inst);
	uint32_t base = ref_operand(p, LLVMGetOperand(inst, 0), inst);
	uint32_t first = p->nidx;
	uint64_t off = 0;

	for (unsigned i = 1; i < n; i++) {
		LLVMValueRef ix = LLVMGetOperand(inst, i);
		int64_t scale;
		if (i == 1) {
			scale = (int64_t)LLVMABISizeOfType(p->td, t);
		} else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
			unsigned f = (unsigned)LLVMConstIntGetZExtValue(ix);
			off += LLVMOffsetOfElement(p->td, t, f);
			t = LLVMStructGetTypeAtIndex(t, f);
			continue;
		} else {
			/* an array's or a vector's element (the scalarizer makes
			 * vector element addresses; LLVM steps a vector's elements
			 * by their alloc size) */
			t = LLVMGetElementType(t);
			scale = (int64_t)LLVMABISizeOfType(p->td, t);
		}
		if (LLVMIsAConstantInt(ix)) {
			off += (uint64_t)(LLVMConstIntGetSExtValue(ix) * scale);
		} else {
			uint32_t s = ref_operand(p, ix, inst);
			uint32_t j = vec_push(p->idx, p->nidx, p->idx_cap);
			p->idx[j].scale = scale;
			p->idx[j].slot = s;
			p->idx[j].bits = ref_scalar_bits(LLVMTypeOf(ix));
		}
	}
	RefInst *in = &p->insts[k];
	in->a = base;
	in->imm = off;
	in->aux = first;
	in->naux = p->nidx - first;
}

static void
memop(RefProg *p, LLVMValueRef inst, int store)
{
	LLVMValueRef ptr = LLVMGetOperand(inst, store ? 1 : 0);
	LLVMTypeRef t = store ? LLVMTypeOf(LLVMGetOperand(inst, 0)) : LLVMTypeOf(inst);
	int agg = ref_is_agg(t) || ref_has_wide(t);  /* a wide integer: two leaves */
	uint32_t k = ref_emit(p, agg ? (store ? RO_STOREAGG : RO_LOADAGG)
	                         : (store ? RO_STORE : RO_LOAD), inst);
	uint32_t a = ref_operand(p, ptr, inst);
	uint32_t b = store ? ref_operand(p, LLVMGetOperand(inst, 0), inst) : 0;
	RefInst *in = &p->insts[k];

	in->a = a;
	in->b = b;
	in->imm = LLVMStoreSizeOfType(p->td, t);
	in->bits = in->rbits = (uint8_t)ref_scalar_bits(t);
	if (agg) {
		uint32_t first = p->nleaves;
		leaf_layout(p, t, 0);
		in = &p->insts[k];
		in->aux = first;
		in->naux = p->nleaves - first;
	}
}

/* llvm.{s,u}{min,max}, abs, ctpop, ctlz, cttz, fshl, fshr on 65..128
 * bits: RO_WIDE with the function in aux. 1 if inst is one. */
static int
wide_intrinsic(RefProg *p, LLVMValueRef inst)
{
	static const struct { const char *name; RefFn fn; unsigned nargs; } fns[] = {
		{ "llvm.smin.", RF_SMIN, 2 }, { "llvm.smax.", RF_SMAX, 2 },
		{ "llvm.umin.", RF_UMIN, 2 }, { "llvm.umax.", RF_UMAX, 2 },
		{ "llvm.abs.", RF_ABS, 1 }, { "llvm.ctpop.", RF_POPC, 1 },
		{ "llvm.ctlz.", RF_CLZ, 1 }, { "llvm.cttz.", RF_CTZ, 1 },
		{ "llvm.fshl.", RF_FSHL, 3 }, { "llvm.fshr.", RF_FSHR, 3 },
	};
	LLVMValueRef callee = LLVMGetCalledValue(inst);
	size_t len;

	if (!LLVMIsAFunction(callee) || ref_scalar_bits(LLVMTypeOf(inst)) <= 64)
		return 0;
	const char *name = LLVMGetValueName2(callee, &len);
	for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) {
		size_t n = strlen(fns[k].name);
		if (len <= n || strncmp(name, fns[k].name, n) != 0)
			continue;
		uint32_t i = ref_emit(p, RO_WIDE, inst);
		uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
		uint32_t b = fns[k].nargs >= 2 ? ref_operand(p, LLVMGetOperand(inst, 1), inst) : a;
		uint32_t c = fns[k].nargs == 3 ? ref_operand(p, LLVMGetOperand(inst, 2), inst) : a;
		RefInst *in = &p->insts[i];
		in->a = a;
		in->b = b;
		in->c = c;
		in->bits = in->rbits = (uint8_t)ref_scalar_bits(LLVMTypeOf(inst));
		in->imm = RO_IMATH;
		in->aux = fns[k].fn;
		return 1;
	}
	return 0;
}

static void
branch(RefProg *p, LLVMValueRef inst, LLVMBasicBlockRef bb)
{
	uint32_t k;

	if (LLVMIsConditional(inst)) {
		k = ref_emit(p, RO_CONDBR, inst);
		uint32_t c = ref_operand(p, LLVMGetCondition(inst), inst);
		uint32_t e1 = edge(p, bb, LLVMGetSuccessor(inst, 0), inst);
		uint32_t e2 = edge(p, bb, LLVMGetSuccessor(inst, 1), inst);
		p->insts[k].a = c;
		p->insts[k].aux = e1;
		p->insts[k].naux = e2;
	} else {
		k = ref_emit(p, RO_BR, inst);
		uint32_t e = edge(p, bb, LLVMGetSuccessor(inst, 0), inst);
		p->insts[k].aux = e;
	}
}

/* icmp, fcmp; an icmp on 65 to 128 bits is RO_WIDE with the predicate in
 * aux. */
static void
compare(RefProg *p, LLVMValueRef inst, LLVMOpcode op)
{
	LLVMValueRef x = LLVMGetOperand(inst, 0);
	uint32_t k = ref_emit(p, op == LLVMICmp ? RO_ICMP : RO_FCMP, inst);
	uint32_t a = ref_operand(p, x, inst);
	uint32_t b = ref_operand(p, LLVMGetOperand(inst, 1), inst);
	RefInst *in = &p->insts[k];

	in->a = a;
	in->b = b;
	in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(x));
	in->rbits = 1;
	in->imm = op == LLVMICmp ? (uint64_t)LLVMGetICmpPredicate(inst)
	                         : (uint64_t)LLVMGetFCmpPredicate(inst);
	if (in->bits > 64) {
		in->aux = (uint32_t)in->imm;
		in->imm = RO_ICMP;
		in->op = RO_WIDE;
	}
}

/* A call: a wide integer intrinsic here, the rest in ref_calls.c, which
 * takes no integer wider than 64 bits. */
static void
call(RefProg *p, LLVMValueRef inst)
{
	if (wide_intrinsic(p, inst))
		return;
	int wide = ref_has_wide(LLVMTypeOf(inst));
	for (unsigned n = 0; n < (unsigned)LLVMGetNumArgOperands(inst) && !wide; n++)
		wide = ref_has_wide(LLVMTypeOf(LLVMGetOperand(inst, n)));
	if (wide) {
		ref_dec_error(p, inst, "calls on integers wider than 64 bits are not supported");
		return;
	}
	ref_call_inst(p, inst);
}

/* extractvalue (RO_MOVN of the member's leaves), insertvalue (RO_INSERT). */
static void
aggregate(RefProg *p, LLVMValueRef inst, LLVMOpcode op)
{
	LLVMValueRef agg = LLVMGetOperand(inst, 0);
	LLVMTypeRef member;
	uint32_t leaf = leaf_index(LLVMTypeOf(agg), LLVMGetIndices(inst),
	                           LLVMGetNumIndices(inst), &member);

	if (op == LLVMExtractValue) {
		uint32_t k = ref_emit(p, RO_MOVN, inst);
		uint32_t a = ref_operand(p, agg, inst);
		p->insts[k].a = a + leaf;
		p->insts[k].imm = ref_leaf_count(member);
		return;
	}
	uint32_t k = ref_emit(p, RO_INSERT, inst);
	uint32_t a = ref_operand(p, agg, inst);
	uint32_t b = ref_operand(p, LLVMGetOperand(inst, 1), inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->imm = ref_leaf_count(LLVMTypeOf(agg));
	in->aux = leaf;
	in->naux = ref_leaf_count(member);
}

/* atomicrmw, cmpxchg, on integers of up to 64 bits and floats. */
static void
atomic_inst(RefProg *p, LLVMValueRef inst, LLVMOpcode op)
{
	LLVMValueRef val = LLVMGetOperand(inst, 1);

	if (ref_has_wide(LLVMTypeOf(val))) {
		ref_dec_error(p, inst, "atomics on integers wider than 64 bits are not supported");
		return;
	}
	if (op == LLVMAtomicRMW) {
		int kind = front_rmw_op(LLVMGetAtomicRMWBinOp(inst));
		if (kind < 0) {
			ref_dec_error(p, inst, "this atomicrmw operation is not supported");
			return;
		}
		ref_atomic_op(p, inst, (RefAtomic)kind, LLVMGetOperand(inst, 0), val);
		return;
	}
	uint32_t k = ref_emit(p, RO_CMPXCHG, inst);
	uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
	uint32_t b = ref_operand(p, val, inst);
	uint32_t c = ref_operand(p, LLVMGetOperand(inst, 2), inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->c = c;
	in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(val));
	in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(val));
}

static void
inst_decode(RefProg *p, LLVMValueRef inst, LLVMBasicBlockRef bb)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(inst);
	uint32_t k;

	if (has_vector(inst)) {
		ref_dec_error(p, inst, "vector types are not supported");
		return;
	}
	switch (op) {
	case LLVMRet:
		ref_emit(p, RO_RET, inst);
		return;
	case LLVMBr:
		branch(p, inst, bb);
		return;
	case LLVMUnreachable:
		ref_emit(p, RO_UNREACHABLE, inst);
		return;
	case LLVMFNeg: binop(p, inst, RO_FNEG); return;
	case LLVMAdd: binop(p, inst, RO_ADD); return;
	case LLVMFAdd: binop(p, inst, RO_FADD); return;
	case LLVMSub: binop(p, inst, RO_SUB); return;
	case LLVMFSub: binop(p, inst, RO_FSUB); return;
	case LLVMMul: binop(p, inst, RO_MUL); return;
	case LLVMFMul: binop(p, inst, RO_FMUL); return;
	case LLVMUDiv: binop(p, inst, RO_UDIV); return;
	case LLVMSDiv: binop(p, inst, RO_SDIV); return;
	case LLVMFDiv: binop(p, inst, RO_FDIV); return;
	case LLVMURem: binop(p, inst, RO_UREM); return;
	case LLVMSRem: binop(p, inst, RO_SREM); return;
	case LLVMFRem: binop(p, inst, RO_FREM); return;
	case LLVMShl: binop(p, inst, RO_SHL); return;
	case LLVMLShr: binop(p, inst, RO_LSHR); return;
	case LLVMAShr: binop(p, inst, RO_ASHR); return;
	case LLVMAnd: binop(p, inst, RO_AND); return;
	case LLVMOr: binop(p, inst, RO_OR); return;
	case LLVMXor: binop(p, inst, RO_XOR); return;
	case LLVMAlloca:
		return;  /* its address is a uniform slot (ref_decode) */
	case LLVMLoad: memop(p, inst, 0); return;
	case LLVMStore: memop(p, inst, 1); return;
	case LLVMGetElementPtr: gep(p, inst); return;
	case LLVMTrunc: case LLVMZExt: case LLVMPtrToInt: case LLVMIntToPtr:
	case LLVMBitCast: case LLVMAddrSpaceCast:
		cast(p, inst, RO_MOV);
		return;
	case LLVMFreeze:
		if (ref_is_agg(LLVMTypeOf(inst))) {
			k = ref_emit(p, RO_MOVN, inst);
			uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
			p->insts[k].a = a;
			p->insts[k].imm = ref_leaf_count(LLVMTypeOf(inst));
		} else {
			cast(p, inst, RO_MOV);
		}
		return;
	case LLVMSExt: cast(p, inst, RO_SEXT); return;
	case LLVMFPTrunc: cast(p, inst, RO_FPTRUNC); return;
	case LLVMFPExt: cast(p, inst, RO_FPEXT); return;
	case LLVMFPToSI: cast(p, inst, RO_FPTOSI); return;
	case LLVMFPToUI: cast(p, inst, RO_FPTOUI); return;
	case LLVMSIToFP: cast(p, inst, RO_SITOFP); return;
	case LLVMUIToFP: cast(p, inst, RO_UITOFP); return;
	case LLVMICmp:
	case LLVMFCmp:
		compare(p, inst, op);
		return;
	case LLVMPHI:
		return;  /* moves on the incoming edges */
	case LLVMCall:
		call(p, inst);
		return;
	case LLVMSelect: {
		k = ref_emit(p, RO_SELECT, inst);
		uint32_t c = ref_operand(p, LLVMGetOperand(inst, 0), inst);
		uint32_t a = ref_operand(p, LLVMGetOperand(inst, 1), inst);
		uint32_t b = ref_operand(p, LLVMGetOperand(inst, 2), inst);
		RefInst *in = &p->insts[k];
		in->a = c;
		in->b = a;
		in->c = b;
		in->imm = ref_leaf_count(LLVMTypeOf(inst));
		return;
	}
	case LLVMExtractValue:
	case LLVMInsertValue:
		aggregate(p, inst, op);
		return;
	case LLVMFence:
		return;
	case LLVMAtomicRMW:
	case LLVMAtomicCmpXchg:
		atomic_inst(p, inst, op);
		return;
	default:
		ref_dec_error(p, inst, "instruction not supported");
		return;
	}
}

/* ---- the kernel ---- */

int
ref_decode(RefProg *p, DiagList *d)
{
	uint32_t errors = d->errors;
	uint64_t local = 0;

	p->d = d;
	if (ref_layout_globals(p))
		return 1;
	/* parameters: slots 0..n-1, values bound by the caller */
	unsigned nparams = LLVMCountParams(p->fn);
	for (unsigned i = 0; i < nparams; i++) {
		LLVMValueRef a = LLVMGetParam(p->fn, i);
		ref_map_put(&p->slots, a, ref_new_slots(p, 1));
	}
	p->nblocks = LLVMCountBasicBlocks(p->fn);
	p->blocks = xcalloc(p->nblocks ? p->nblocks : 1, sizeof *p->blocks);
	p->block_pc = xcalloc(p->nblocks ? p->nblocks : 1, sizeof *p->block_pc);
	LLVMGetBasicBlocks(p->fn, p->blocks);
	/* every result gets its slots before any use is decoded: phis and
	 * loops refer to values defined later in the listing */
	for (uint32_t b = 0; b < p->nblocks; b++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(p->blocks[b]); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMTypeRef t = LLVMTypeOf(i);
			if (LLVMGetTypeKind(t) == LLVMVoidTypeKind)
				continue;
			uint32_t n = ref_leaf_count(t);
			if (!n) {
				if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
					ref_dec_error(p, i, "values of this type are not supported");
				continue;
			}
			uint32_t s = ref_new_slots(p, n);
			ref_map_put(&p->slots, i, s);
			if (LLVMGetInstructionOpcode(i) == LLVMAlloca) {
				LLVMValueRef cnt = LLVMGetOperand(i, 0);
				LLVMTypeRef at = LLVMGetAllocatedType(i);
				if (!LLVMIsAConstantInt(cnt)) {
					ref_dec_error(p, i, "allocas of dynamic size are not supported");
					continue;
				}
				uint64_t align = LLVMGetAlignment(i);
				local = ref_align_up(local, align ? align : 1);
				ref_set_uniform(p, s, LAUNCH_LOCAL_BASE + local);
				local += LLVMABISizeOfType(p->td, at) * LLVMConstIntGetZExtValue(cnt);
			}
		}
	p->local_size = ref_align_up(local, 16);
	if (p->local_size > (1ull << 24))
		diag_add(d, DIAG_ERROR, p->path, 0, 0, "reference: %llu bytes of local "
		         "memory per thread is too much", (unsigned long long)p->local_size);
	for (uint32_t b = 0; b < p->nblocks; b++) {
		p->block_pc[b] = p->ninsts;
		for (LLVMValueRef i = LLVMGetFirstInstruction(p->blocks[b]); i;
		     i = LLVMGetNextInstruction(i))
			inst_decode(p, i, p->blocks[b]);
	}
	for (uint32_t e = 0; e < p->nedges; e++)
		p->edges[e].pc = p->block_pc[p->edges[e].block];
	p->entry_pc = 0;
	return d->errors != errors;
}

void
ref_prog_free(RefProg *p)
{
	free(p->insts);
	free(p->edges);
	free(p->moves);
	free(p->idx);
	free(p->leaves);
	free(p->uslot);
	free(p->uval);
	free(p->const_mem);
	free(p->block_pc);
	free(p->blocks);
	map_free(&p->slots);
	map_free(&p->globals);
	if (p->td)
		LLVMDisposeTargetData(p->td);
	memset(p, 0, sizeof *p);
}
