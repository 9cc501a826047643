/* Decoding a canonicalised kernel into the reference interpreter's flat
 * program: value slots, constants evaluated once, GEPs folded to scaled
 * index lists, phis turned into per-edge moves (calls: ref_calls.c); and
 * the memory layout of the module's globals and the kernel's allocas.
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

static int
map_get(const RefMap *m, LLVMValueRef k, uint64_t *v)
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

static void
map_put(RefMap *m, LLVMValueRef k, uint64_t v)
{
	if (2 * (m->n + 1) > m->cap) {
		RefMap old = *m;
		m->cap = old.cap ? 2 * old.cap : 64;
		m->keys = xcalloc(m->cap, sizeof *m->keys);
		m->vals = xcalloc(m->cap, sizeof *m->vals);
		m->n = 0;
		for (uint32_t i = 0; i < old.cap; i++)
			if (old.keys[i])
				map_put(m, old.keys[i], old.vals[i]);
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

static int
is_agg(LLVMTypeRef t)
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

int
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
static uint32_t
leaf_count(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: {
		uint32_t n = 0;
		unsigned k = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < k; i++) {
			uint32_t c = leaf_count(LLVMStructGetTypeAtIndex(t, i));
			if (!c)
				return 0;
			n += c;
		}
		return n;
	}
	case LLVMArrayTypeKind: {
		uint32_t c = leaf_count(LLVMGetElementType(t));
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
				leaf += leaf_count(LLVMStructGetTypeAtIndex(t, i));
			t = LLVMStructGetTypeAtIndex(t, idx[k]);
		} else {
			t = LLVMGetElementType(t);
			leaf += idx[k] * leaf_count(t);
		}
	}
	*member = t;
	return leaf;
}

static uint64_t
mask_of(unsigned bits)
{
	return bits >= 64 ? ~0ull : (1ull << bits) - 1;
}

/* ---- constants ---- */

static int const_scalar(RefProg *p, LLVMValueRef c, uint64_t *out);

/* Byte offset added by the indices of a GEP over element type t, with the
 * value of index operand i given by `get` (constants only here). */
static int
const_gep(RefProg *p, LLVMValueRef c, uint64_t *out)
{
	uint64_t base;
	unsigned n = (unsigned)LLVMGetNumOperands(c);
	LLVMTypeRef t = LLVMGetGEPSourceElementType(c);

	if (const_scalar(p, LLVMGetOperand(c, 0), &base))
		return -1;
	for (unsigned i = 1; i < n; i++) {
		LLVMValueRef ix = LLVMGetOperand(c, i);
		if (!LLVMIsAConstantInt(ix))
			return -1;
		int64_t v = LLVMConstIntGetSExtValue(ix);
		if (i == 1) {
			base += (uint64_t)v * LLVMABISizeOfType(p->td, t);
		} else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
			base += LLVMOffsetOfElement(p->td, t, (unsigned)v);
			t = LLVMStructGetTypeAtIndex(t, (unsigned)v);
		} else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
			t = LLVMGetElementType(t);
			base += (uint64_t)v * LLVMABISizeOfType(p->td, t);
		} else {
			return -1;
		}
	}
	*out = base;
	return 0;
}

__extension__ typedef unsigned __int128 dec_u128;
__extension__ typedef __int128 dec_i128;

static int const_scalar(RefProg *p, LLVMValueRef c, uint64_t *out);

/* An integer (or pointer) constant of up to 128 bits, constant expressions
 * over global addresses included, computed in 128 bits and masked to its
 * width: LLVM's semantics for every width, independently of the front
 * end's legalisation (front/wideint.c). -1 when it is not one we can
 * evaluate. */
static int
const_int128(RefProg *p, LLVMValueRef c, uint64_t out[2])
{
	unsigned bits = ref_scalar_bits(LLVMTypeOf(c));
	dec_u128 m = bits >= 128 ? ~(dec_u128)0 : ((dec_u128)1 << bits) - 1, a, b, r;
	uint64_t w[2];

	if (!bits || bits > 128)
		return -1;
	if (!LLVMIsAConstantExpr(c)) {
		if (bits > 64) {
			out[0] = out[1] = 0;
			if (LLVMIsAUndefValue(c) || LLVMIsAConstantAggregateZero(c))
				return 0;
			return front_const_int(c, out);
		}
		out[1] = 0;
		return const_scalar(p, c, out);
	}
	LLVMOpcode op = LLVMGetConstOpcode(c);
	LLVMValueRef x = LLVMGetOperand(c, 0);
	unsigned xbits = ref_scalar_bits(LLVMTypeOf(x));
	if (op == LLVMGetElementPtr) {
		out[1] = 0;
		return const_gep(p, c, out);
	}
	if (const_int128(p, x, w))
		return -1;
	a = (dec_u128)w[1] << 64 | w[0];
	switch (op) {
	case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMIntToPtr:
	case LLVMPtrToInt: case LLVMTrunc: case LLVMZExt:
		r = a;
		break;
	case LLVMSExt:
		r = xbits < 128 && (a >> (xbits - 1) & 1) ? a | ~(((dec_u128)1 << xbits) - 1) : a;
		break;
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMShl: case LLVMLShr: case LLVMAShr: {
		if (const_int128(p, LLVMGetOperand(c, 1), w))
			return -1;
		b = (dec_u128)w[1] << 64 | w[0];
		unsigned n = (unsigned)(b % bits);  /* a shift by >= bits is poison */
		dec_u128 sa = a;
		if (op == LLVMAShr && bits < 128 && (a >> (bits - 1) & 1))
			sa = a | ~m;
		r = op == LLVMAdd ? a + b : op == LLVMSub ? a - b : op == LLVMMul ? a * b
		  : op == LLVMAnd ? a & b : op == LLVMOr ? a | b : op == LLVMXor ? a ^ b
		  : op == LLVMShl ? a << n : op == LLVMLShr ? a >> n
		  : (dec_u128)((dec_i128)sa >> n);
		break;
	}
	default:
		return -1;
	}
	r &= m;
	out[0] = (uint64_t)r;
	out[1] = (uint64_t)(r >> 64);
	return 0;
}

/* A scalar constant's bits; -1 (no diagnostic) when it is not one we can
 * evaluate. */
static int
const_scalar(RefProg *p, LLVMValueRef c, uint64_t *out)
{
	LLVMTypeRef t = LLVMTypeOf(c);
	unsigned bits = ref_scalar_bits(t);

	if (!bits || bits > 64)
		return -1;  /* wide constants: const_wide */
	if (LLVMIsAUndefValue(c) || LLVMIsAConstantPointerNull(c) ||
	    LLVMIsAConstantAggregateZero(c)) {
		*out = 0;  /* undef and poison: any value will do; zero is stable */
		return 0;
	}
	if (LLVMIsAConstantInt(c)) {
		*out = LLVMConstIntGetZExtValue(c) & mask_of(bits);
		return 0;
	}
	if (LLVMIsAConstantFP(c)) {
		LLVMBool loses;
		double d = LLVMConstRealGetDouble(c, &loses);
		if (bits == 32) {
			float f = (float)d;
			uint32_t u;
			memcpy(&u, &f, 4);
			*out = u;
		} else {
			memcpy(out, &d, 8);
		}
		return 0;
	}
	if (LLVMIsAGlobalVariable(c))
		return map_get(&p->globals, c, out) ? 0 : -1;
	if (LLVMIsAConstantExpr(c)) {
		uint64_t w[2];
		if (LLVMGetConstOpcode(c) == LLVMGetElementPtr)
			return const_gep(p, c, out);
		if (const_int128(p, c, w))
			return -1;
		*out = w[0];
		return 0;
	}
	return -1;
}

/* An integer constant of 65..128 bits as its low and high words. */
static int
const_wide(RefProg *p, LLVMValueRef c, uint64_t out[2])
{
	out[0] = out[1] = 0;
	if (LLVMIsAUndefValue(c) || LLVMIsAConstantAggregateZero(c))
		return 0;
	if (LLVMIsAConstantExpr(c))
		return const_int128(p, c, out);
	return front_const_int(c, out);
}

/* The leaves of a constant of type t into out[0..leaf_count(t)). */
static int
const_leaves(RefProg *p, LLVMValueRef c, LLVMTypeRef t, uint64_t *out)
{
	if (ref_scalar_bits(t) > 64)
		return const_wide(p, c, out);
	if (!is_agg(t))
		return const_scalar(p, c, out);
	if (LLVMIsAUndefValue(c) || LLVMIsAConstantAggregateZero(c)) {
		memset(out, 0, leaf_count(t) * sizeof *out);
		return 0;
	}
	unsigned n = LLVMGetTypeKind(t) == LLVMStructTypeKind
		? LLVMCountStructElementTypes(t) : LLVMGetArrayLength(t);
	uint32_t k = 0;
	for (unsigned i = 0; i < n; i++) {
		LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMStructTypeKind
			? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
		LLVMValueRef e = front_aggregate_element(c, i);
		if (!e || const_leaves(p, e, et, out + k))
			return -1;
		k += leaf_count(et);
	}
	return 0;
}

/* A constant's bytes in memory (global initialisers). */
static int
const_bytes(RefProg *p, LLVMValueRef c, LLVMTypeRef t, uint8_t *out)
{
	if (LLVMIsAUndefValue(c) || LLVMIsAConstantAggregateZero(c) ||
	    LLVMIsAConstantPointerNull(c))
		return 0;  /* the memory is zeroed already */
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n; i++) {
			LLVMValueRef e = front_aggregate_element(c, i);
			if (!e || const_bytes(p, e, LLVMStructGetTypeAtIndex(t, i),
			                      out + LLVMOffsetOfElement(p->td, t, i)))
				return -1;
		}
		return 0;
	}
	case LLVMArrayTypeKind: {
		LLVMTypeRef et = LLVMGetElementType(t);
		uint64_t es = LLVMABISizeOfType(p->td, et);
		for (unsigned i = 0; i < LLVMGetArrayLength(t); i++) {
			LLVMValueRef e = front_aggregate_element(c, i);
			if (!e || const_bytes(p, e, et, out + i * es))
				return -1;
		}
		return 0;
	}
	default: {
		uint64_t v[2] = { 0, 0 };
		if (ref_scalar_bits(t) > 64 ? const_wide(p, c, v) : const_scalar(p, c, v))
			return -1;
		uint64_t size = LLVMStoreSizeOfType(p->td, t);
		for (uint64_t k = 0; k < size && k < 16; k++)
			out[k] = (uint8_t)(v[k / 8] >> (8 * (k % 8)));
		return 0;
	}
	}
}

/* ---- module globals ---- */

uint64_t
ref_tag(const Launch *l, uint64_t addr)
{
	for (uint32_t k = 0; k < l->nregions && k < LAUNCH_TAG_MAX; k++)
		if (l->regions[k].addr == addr)
			return addr | (uint64_t)(k + 1) << LAUNCH_TAG_SHIFT;
	return addr;
}

typedef enum { SP_GLOBAL, SP_SHARED, SP_CONST, SP_LOCAL } Space;

/* Address spaces by target: NVPTX 1 global, 3 shared, 4 constant, 5 local
 * (0 generic: clang uses it for nothing we lay out but treat as global);
 * SPIR 0 private, 1 global, 2 constant, 3 local (= shared), 4 generic. */
static Space
space_of(RefProg *p, unsigned as)
{
	if (p->spir) {
		switch (as) {
		case 0: return SP_LOCAL;
		case 2: return SP_CONST;
		case 3: return SP_SHARED;
		default: return SP_GLOBAL;
		}
	}
	switch (as) {
	case 3: return SP_SHARED;
	case 4: return SP_CONST;
	case 5: return SP_LOCAL;
	default: return SP_GLOBAL;
	}
}

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return a ? (v + a - 1) / a * a : v;
}

/* Whether an instruction of one of the functions seen[] uses v, directly or
 * through constant expressions (casts, GEPs of a global). */
static int
used_in(LLVMValueRef v, LLVMValueRef *seen, uint32_t nseen, uint32_t depth)
{
	if (depth > 16)
		return 1;   /* deeper than any cast chain: count it as used */
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (LLVMIsAInstruction(user)) {
			LLVMValueRef f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
			for (uint32_t k = 0; k < nseen; k++)
				if (seen[k] == f)
					return 1;
		} else if (LLVMIsAConstant(user) && !LLVMIsAGlobalValue(user) &&
		           used_in(user, seen, nseen, depth + 1)) {
			return 1;
		}
	}
	return 0;
}

/* Dynamic shared memory (`extern __shared__` arrays: shared declarations
 * of no size) all start at one offset after the static shared
 * globals, as in CUDA, and take the launch's --dynamic-shared bytes; a
 * kernel that uses one (in its own code or a function it calls) needs the
 * option, as the simulators do (sim/mem/image.c). Returns 0, or 1 after an
 * error. */
/* An `extern __shared__` array: a shared declaration of no size, as the
 * simulators tell one (a shared symbol of size 0 with no contents). */
static int
is_dynamic_shared(RefProg *p, LLVMValueRef g)
{
	return LLVMIsDeclaration(g) &&
	       space_of(p, LLVMGetPointerAddressSpace(LLVMTypeOf(g))) == SP_SHARED &&
	       LLVMABISizeOfType(p->td, LLVMGlobalGetValueType(g)) == 0;
}

static int
layout_dynamic_shared(RefProg *p)
{
	uint64_t align = 1, off;
	uint32_t n = 0, nf = 0, cap = 0;
	LLVMValueRef used = NULL, *fns = NULL;

	for (LLVMValueRef g = LLVMGetFirstGlobal(p->m); g; g = LLVMGetNextGlobal(g))
		if (is_dynamic_shared(p, g)) {
			uint64_t al = LLVMGetAlignment(g);
			if (!al)
				al = LLVMABIAlignmentOfType(p->td, LLVMGlobalGetValueType(g));
			align = al > align ? al : align;
			n++;
		}
	if (!n)
		return 0;
	/* the functions the kernel reaches through direct calls */
	vec_grow(fns, nf, cap, 1);
	fns[nf++] = p->fn;
	for (uint32_t k = 0; k < nf; k++)
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fns[k]); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				LLVMValueRef c = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
				uint32_t dup = 0;
				if (!c || !LLVMIsAFunction(c) || LLVMIsDeclaration(c))
					continue;
				for (uint32_t j = 0; j < nf; j++)
					dup |= fns[j] == c;
				if (!dup) {
					vec_grow(fns, nf, cap, nf + 1);
					fns[nf++] = c;
				}
			}
	off = align_up(p->shared_size, align);
	for (LLVMValueRef g = LLVMGetFirstGlobal(p->m); g; g = LLVMGetNextGlobal(g))
		if (is_dynamic_shared(p, g)) {
			map_put(&p->globals, g, LAUNCH_SHARED_BASE + off);
			if (!used && used_in(g, fns, nf, 0))
				used = g;
		}
	free(fns);
	if (used && !p->launch->has_dyn_shared) {
		size_t len;
		const char *name = LLVMGetValueName2(used, &len);
		diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: kernel uses "
		         "dynamic shared memory ('extern __shared__' array '%.*s') and "
		         "the launch does not give its size: add --dynamic-shared=BYTES "
		         "(the third launch parameter, <<<grid, block, BYTES>>>)",
		         (int)len, name);
		return 1;
	}
	if (used)   /* as the simulators: no bytes for arrays not used */
		p->shared_size = off + p->launch->dyn_shared;
	return 0;
}

static int
layout_globals(RefProg *p)
{
	uint32_t errors = p->d->errors;

	/* addresses first: initialisers may hold addresses of other globals */
	for (LLVMValueRef g = LLVMGetFirstGlobal(p->m); g; g = LLVMGetNextGlobal(g)) {
		size_t len;
		const char *name = LLVMGetValueName2(g, &len);
		if (strncmp(name, "llvm.", 5) == 0)
			continue;
		LLVMTypeRef t = LLVMGlobalGetValueType(g);
		uint64_t size = LLVMABISizeOfType(p->td, t);
		uint64_t align = LLVMGetAlignment(g);
		if (!align)
			align = LLVMABIAlignmentOfType(p->td, t);
		Space sp = space_of(p, LLVMGetPointerAddressSpace(LLVMTypeOf(g)));
		uint64_t addr;
		if (is_dynamic_shared(p, g))
			continue;   /* dynamic: layout_dynamic_shared */
		switch (sp) {
		case SP_SHARED:
			p->shared_size = align_up(p->shared_size, align);
			addr = LAUNCH_SHARED_BASE + p->shared_size;
			p->shared_size += size;
			break;
		case SP_CONST:
			p->const_size = align_up(p->const_size, align);
			addr = LAUNCH_CONST_BASE + p->const_size;
			p->const_size += size;
			break;
		case SP_LOCAL:
			diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: global "
			         "'%.*s' in the private/local address space is not "
			         "supported", (int)len, name);
			continue;
		default: {
			char nm[256];
			snprintf(nm, sizeof nm, "%.*s", (int)len, name);
			uint64_t ga = launch_add_global(p->launch, nm, size,
			                                (uint32_t)align, NULL);
			if (!ga) {
				diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: cannot "
				         "allocate the %llu bytes of global '%s': the host is "
				         "out of memory", (unsigned long long)size, nm);
				return 1;
			}
			addr = ref_tag(p->launch, ga);
			break;
		}
		}
		map_put(&p->globals, g, addr);
	}
	if (layout_dynamic_shared(p))
		return 1;
	if (p->shared_size > LAUNCH_WINDOW_SIZE || p->const_size > (1ull << 32)) {
		diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: shared or "
		         "constant memory too large");
		return 1;
	}
	p->const_mem = xcalloc(p->const_size ? p->const_size : 1, 1);
	for (LLVMValueRef g = LLVMGetFirstGlobal(p->m); g; g = LLVMGetNextGlobal(g)) {
		uint64_t addr;
		if (!map_get(&p->globals, g, &addr))
			continue;
		LLVMValueRef init = LLVMGetInitializer(g);
		LLVMTypeRef t = LLVMGlobalGetValueType(g);
		uint8_t *mem;
		if (launch_window(addr) == LAUNCH_WIN_SHARED)
			continue;  /* __shared__ cannot be initialised; zero per CTA */
		if (launch_window(addr) == LAUNCH_WIN_CONST) {
			mem = p->const_mem + (addr - LAUNCH_CONST_BASE);
		} else {
			LaunchRegion *r = launch_find(p->launch, addr & LAUNCH_ADDR_MASK,
			                              LLVMABISizeOfType(p->td, t));
			if (!r)
				die("global at 0x%llx not in the launch", (unsigned long long)addr);
			mem = r->data + ((addr & LAUNCH_ADDR_MASK) - r->addr);
			/* each run is a fresh module load: initialisers apply */
			memset(mem, 0, LLVMABISizeOfType(p->td, t));
		}
		if (init && const_bytes(p, init, t, mem)) {
			size_t len;
			const char *name = LLVMGetValueName2(g, &len);
			diag_add(p->d, DIAG_ERROR, p->path, 0, 0, "reference: the "
			         "initialiser of '%.*s' is not supported", (int)len, name);
		}
	}
	return p->d->errors != errors;
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

	if (map_get(&p->slots, v, &s))
		return (uint32_t)s;
	LLVMTypeRef t = LLVMTypeOf(v);
	uint32_t n = leaf_count(t);
	if (!n) {
		ref_dec_error(p, user, "operand of an unsupported type");
		return 0;
	}
	uint32_t slot = ref_new_slots(p, n);
	uint64_t *vals = xcalloc(n, sizeof *vals);
	if (LLVMIsAFunction(v))
		ref_dec_error(p, user, "function pointers are not supported");
	else if (!LLVMIsAConstant(v) || const_leaves(p, v, t, vals))
		ref_dec_error(p, user, "operand is not a constant the reference can "
		          "evaluate");
	for (uint32_t k = 0; k < n; k++)
		ref_set_uniform(p, slot + k, vals[k]);
	free(vals);
	map_put(&p->slots, v, slot);
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
	if (src && map_get(&p->slots, src, &s))
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
		if (!map_get(&p->slots, i, &dst))
			continue;  /* unsupported type, reported */
		uint32_t src = ref_operand(p, v, i);
		uint32_t n = leaf_count(LLVMTypeOf(i));
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
	int agg = is_agg(t) || ref_has_wide(t);  /* a wide integer: two leaves */
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
		if (is_agg(LLVMTypeOf(inst))) {
			k = ref_emit(p, RO_MOVN, inst);
			uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
			p->insts[k].a = a;
			p->insts[k].imm = leaf_count(LLVMTypeOf(inst));
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
	case LLVMFCmp: {
		LLVMValueRef x = LLVMGetOperand(inst, 0);
		k = ref_emit(p, op == LLVMICmp ? RO_ICMP : RO_FCMP, inst);
		uint32_t a = ref_operand(p, x, inst);
		uint32_t b = ref_operand(p, LLVMGetOperand(inst, 1), inst);
		RefInst *in = &p->insts[k];
		in->a = a;
		in->b = b;
		in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(x));
		in->rbits = 1;
		in->imm = op == LLVMICmp ? (uint64_t)LLVMGetICmpPredicate(inst)
		                         : (uint64_t)LLVMGetFCmpPredicate(inst);
		if (in->bits > 64) {  /* the predicate in aux */
			in->aux = (uint32_t)in->imm;
			in->imm = RO_ICMP;
			in->op = RO_WIDE;
		}
		return;
	}
	case LLVMPHI:
		return;  /* moves on the incoming edges */
	case LLVMCall:
		if (wide_intrinsic(p, inst))
			return;
		if (ref_has_wide(LLVMTypeOf(inst))) {
			ref_dec_error(p, inst, "calls on integers wider than 64 bits are "
			              "not supported");
			return;
		}
		for (unsigned n = 0; n < (unsigned)LLVMGetNumArgOperands(inst); n++)
			if (ref_has_wide(LLVMTypeOf(LLVMGetOperand(inst, n)))) {
				ref_dec_error(p, inst, "calls on integers wider than 64 "
				              "bits are not supported");
				return;
			}
		ref_call_inst(p, inst);
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
		in->imm = leaf_count(LLVMTypeOf(inst));
		return;
	}
	case LLVMExtractValue: {
		LLVMValueRef agg = LLVMGetOperand(inst, 0);
		LLVMTypeRef member;
		uint32_t leaf = leaf_index(LLVMTypeOf(agg), LLVMGetIndices(inst),
		                           LLVMGetNumIndices(inst), &member);
		k = ref_emit(p, RO_MOVN, inst);
		uint32_t a = ref_operand(p, agg, inst);
		p->insts[k].a = a + leaf;
		p->insts[k].imm = leaf_count(member);
		return;
	}
	case LLVMInsertValue: {
		LLVMValueRef agg = LLVMGetOperand(inst, 0);
		LLVMTypeRef member;
		uint32_t leaf = leaf_index(LLVMTypeOf(agg), LLVMGetIndices(inst),
		                           LLVMGetNumIndices(inst), &member);
		k = ref_emit(p, RO_INSERT, inst);
		uint32_t a = ref_operand(p, agg, inst);
		uint32_t b = ref_operand(p, LLVMGetOperand(inst, 1), inst);
		RefInst *in = &p->insts[k];
		in->a = a;
		in->b = b;
		in->imm = leaf_count(LLVMTypeOf(agg));
		in->aux = leaf;
		in->naux = leaf_count(member);
		return;
	}
	case LLVMFence:
		return;
	case LLVMAtomicRMW: {
		int kind = front_rmw_op(LLVMGetAtomicRMWBinOp(inst));
		if (ref_has_wide(LLVMTypeOf(inst))) {
			ref_dec_error(p, inst, "atomics on integers wider than 64 bits "
			              "are not supported");
			return;
		}
		if (kind < 0) {
			ref_dec_error(p, inst, "this atomicrmw operation is not supported");
			return;
		}
		ref_atomic_op(p, inst, (RefAtomic)kind, LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1));
		return;
	}
	case LLVMAtomicCmpXchg: {
		LLVMValueRef cmp = LLVMGetOperand(inst, 1);
		if (ref_has_wide(LLVMTypeOf(cmp))) {
			ref_dec_error(p, inst, "atomics on integers wider than 64 bits "
			              "are not supported");
			return;
		}
		k = ref_emit(p, RO_CMPXCHG, inst);
		uint32_t a = ref_operand(p, LLVMGetOperand(inst, 0), inst);
		uint32_t b = ref_operand(p, cmp, inst);
		uint32_t c = ref_operand(p, LLVMGetOperand(inst, 2), inst);
		RefInst *in = &p->insts[k];
		in->a = a;
		in->b = b;
		in->c = c;
		in->bits = (uint8_t)ref_scalar_bits(LLVMTypeOf(cmp));
		in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(cmp));
		return;
	}
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
	if (layout_globals(p))
		return 1;
	/* parameters: slots 0..n-1, values bound by the caller */
	unsigned nparams = LLVMCountParams(p->fn);
	for (unsigned i = 0; i < nparams; i++) {
		LLVMValueRef a = LLVMGetParam(p->fn, i);
		map_put(&p->slots, a, ref_new_slots(p, 1));
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
			uint32_t n = leaf_count(t);
			if (!n) {
				if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
					ref_dec_error(p, i, "values of this type are not supported");
				continue;
			}
			uint32_t s = ref_new_slots(p, n);
			map_put(&p->slots, i, s);
			if (LLVMGetInstructionOpcode(i) == LLVMAlloca) {
				LLVMValueRef cnt = LLVMGetOperand(i, 0);
				LLVMTypeRef at = LLVMGetAllocatedType(i);
				if (!LLVMIsAConstantInt(cnt)) {
					ref_dec_error(p, i, "allocas of dynamic size are not supported");
					continue;
				}
				uint64_t align = LLVMGetAlignment(i);
				local = align_up(local, align ? align : 1);
				ref_set_uniform(p, s, LAUNCH_LOCAL_BASE + local);
				local += LLVMABISizeOfType(p->td, at) * LLVMConstIntGetZExtValue(cnt);
			}
		}
	p->local_size = align_up(local, 16);
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
