/* Decoding a canonicalised kernel into the reference interpreter's flat
 * program: value slots, constants evaluated once, GEPs folded to scaled
 * index lists, phis turned into per-edge moves, calls resolved to math,
 * thread-index, barrier and memory operations; and the memory layout of the
 * module's globals and the kernel's allocas. Everything that cannot be
 * executed is reported here, before any thread runs. */
#include <ctype.h>
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

static void
dec_error(RefProg *p, LLVMValueRef inst, const char *fmt, ...) VGIW_PRINTF(3, 4);

static void
dec_error(RefProg *p, LLVMValueRef inst, const char *fmt, ...)
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

/* Scalar width in bits: integers their width, float 32, double 64,
 * pointers 64; 0 for anything else (half, vectors, x86_fp80, ...). */
static unsigned
scalar_bits(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: {
		unsigned w = LLVMGetIntTypeWidth(t);
		return w <= 64 ? w : 0;
	}
	case LLVMFloatTypeKind: return 32;
	case LLVMDoubleTypeKind: return 64;
	case LLVMPointerTypeKind: return 64;
	default: return 0;
	}
}

static int
is_float(LLVMTypeRef t)
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
	default:
		return scalar_bits(t) ? 1 : 0;
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
		p->leaves[k].off = (uint32_t)off;
		p->leaves[k].size = (uint32_t)LLVMStoreSizeOfType(p->td, t);
		p->leaves[k].mask_bits = scalar_bits(t);
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

static uint64_t
sext_of(uint64_t v, unsigned bits)
{
	if (bits >= 64)
		return v;
	uint64_t sign = 1ull << (bits - 1);
	v &= mask_of(bits);
	return (v ^ sign) - sign;
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

/* A scalar constant's bits; -1 (no diagnostic) when it is not one we can
 * evaluate. */
static int
const_scalar(RefProg *p, LLVMValueRef c, uint64_t *out)
{
	LLVMTypeRef t = LLVMTypeOf(c);
	unsigned bits = scalar_bits(t);

	if (!bits)
		return -1;
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
		LLVMOpcode op = LLVMGetConstOpcode(c);
		uint64_t a, b;
		switch (op) {
		case LLVMGetElementPtr:
			return const_gep(p, c, out);
		case LLVMBitCast: case LLVMAddrSpaceCast: case LLVMIntToPtr:
		case LLVMPtrToInt: case LLVMTrunc: case LLVMZExt:
			if (const_scalar(p, LLVMGetOperand(c, 0), &a))
				return -1;
			*out = a & mask_of(bits);
			return 0;
		case LLVMSExt:
			if (const_scalar(p, LLVMGetOperand(c, 0), &a))
				return -1;
			*out = sext_of(a, scalar_bits(LLVMTypeOf(LLVMGetOperand(c, 0)))) & mask_of(bits);
			return 0;
		case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr:
		case LLVMXor: case LLVMShl:
			if (const_scalar(p, LLVMGetOperand(c, 0), &a) ||
			    const_scalar(p, LLVMGetOperand(c, 1), &b))
				return -1;
			*out = (op == LLVMAdd ? a + b : op == LLVMSub ? a - b : op == LLVMMul ? a * b
			        : op == LLVMAnd ? a & b : op == LLVMOr ? a | b : op == LLVMXor ? a ^ b
			        : a << (b % bits)) & mask_of(bits);
			return 0;
		default:
			return -1;
		}
	}
	return -1;
}

/* The leaves of a constant of type t into out[0..leaf_count(t)). */
static int
const_leaves(RefProg *p, LLVMValueRef c, LLVMTypeRef t, uint64_t *out)
{
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
		uint64_t v;
		if (const_scalar(p, c, &v))
			return -1;
		uint64_t size = LLVMStoreSizeOfType(p->td, t);
		for (uint64_t k = 0; k < size && k < 8; k++)
			out[k] = (uint8_t)(v >> (8 * k));
		return 0;
	}
	}
}

/* ---- module globals ---- */

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
			addr = launch_add_global(p->launch, nm, size, (uint32_t)align, NULL);
			break;
		}
		}
		map_put(&p->globals, g, addr);
	}
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
			LaunchRegion *r = launch_find(p->launch, addr, LLVMABISizeOfType(p->td, t));
			if (!r)
				die("global at 0x%llx not in the launch", (unsigned long long)addr);
			mem = r->data + (addr - r->addr);
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

static uint32_t
new_slots(RefProg *p, uint32_t n)
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
static uint32_t
operand(RefProg *p, LLVMValueRef v, LLVMValueRef user)
{
	uint64_t s;

	if (map_get(&p->slots, v, &s))
		return (uint32_t)s;
	LLVMTypeRef t = LLVMTypeOf(v);
	uint32_t n = leaf_count(t);
	if (!n) {
		dec_error(p, user, "operand of an unsupported type");
		return 0;
	}
	uint32_t slot = new_slots(p, n);
	uint64_t *vals = xcalloc(n, sizeof *vals);
	if (LLVMIsAFunction(v))
		dec_error(p, user, "function pointers are not supported");
	else if (!LLVMIsAConstant(v) || const_leaves(p, v, t, vals))
		dec_error(p, user, "operand is not a constant the reference can "
		          "evaluate");
	for (uint32_t k = 0; k < n; k++)
		ref_set_uniform(p, slot + k, vals[k]);
	free(vals);
	map_put(&p->slots, v, slot);
	return slot;
}

static uint32_t
emit(RefProg *p, RefOp op, LLVMValueRef src)
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
			dec_error(p, br, "phi without a value for this edge");
			continue;
		}
		uint64_t dst;
		if (!map_get(&p->slots, i, &dst))
			continue;  /* unsupported type, reported */
		uint32_t src = operand(p, v, i);
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

/* ---- calls ---- */

static int
starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

static const struct {
	const char *name;
	RefFn fn;
} fn_names[] = {
	{ "sqrt", RF_SQRT }, { "rsqrt", RF_RSQRT }, { "rcp", RF_RCP }, { "recip", RF_RCP },
	{ "exp", RF_EXP }, { "exp2", RF_EXP2 }, { "exp10", RF_EXP10 }, { "log", RF_LOG },
	{ "log2", RF_LOG2 }, { "log10", RF_LOG10 }, { "sin", RF_SIN }, { "cos", RF_COS },
	{ "tan", RF_TAN }, { "asin", RF_ASIN }, { "acos", RF_ACOS }, { "atan", RF_ATAN },
	{ "sinh", RF_SINH }, { "cosh", RF_COSH }, { "tanh", RF_TANH }, { "cbrt", RF_CBRT },
	{ "erf", RF_ERF }, { "fabs", RF_FABS }, { "floor", RF_FLOOR }, { "ceil", RF_CEIL },
	{ "round", RF_ROUND }, { "rint", RF_RINT }, { "nearbyint", RF_RINT },
	{ "roundeven", RF_RINT }, { "trunc", RF_TRUNC }, { "saturate", RF_SAT },
	{ "pow", RF_POW }, { "powi", RF_POWI }, { "pown", RF_POWI }, { "atan2", RF_ATAN2 },
	{ "fmin", RF_FMIN }, { "fmax", RF_FMAX }, { "minnum", RF_FMIN }, { "maxnum", RF_FMAX },
	{ "minimum", RF_MINIMUM }, { "maximum", RF_MAXIMUM }, { "fmod", RF_FMOD },
	{ "copysign", RF_COPYSIGN }, { "fdivide", RF_FDIV }, { "fdiv", RF_FDIV },
	{ "divide", RF_FDIV }, { "fdim", RF_FDIM }, { "hypot", RF_HYPOT },
	{ "fma", RF_FMA }, { "fmuladd", RF_FMA }, { "mad", RF_FMA },
	{ "smin", RF_SMIN }, { "smax", RF_SMAX }, { "umin", RF_UMIN }, { "umax", RF_UMAX },
	{ "min", RF_SMIN }, { "max", RF_SMAX }, { "abs", RF_ABS },
	{ "popc", RF_POPC }, { "ctpop", RF_POPC }, { "popcount", RF_POPC },
	{ "clz", RF_CLZ }, { "ctlz", RF_CLZ }, { "cttz", RF_CTZ },
	{ "mul24", RF_MUL24 }, { "umul24", RF_UMUL24 }, { "mulhi", RF_MULHI },
	{ "umulhi", RF_UMULHI }, { "mul_hi", RF_MULHI }, { "bswap", RF_BSWAP },
	{ "bitreverse", RF_BITREV }, { "fshl", RF_FSHL }, { "fshr", RF_FSHR },
};

static int
fn_lookup(const char *base, RefFn *fn)
{
	for (size_t k = 0; k < sizeof fn_names / sizeof *fn_names; k++)
		if (strcmp(fn_names[k].name, base) == 0) {
			*fn = fn_names[k].fn;
			return 1;
		}
	return 0;
}

static unsigned
fn_arity(RefFn fn)
{
	if (fn <= RF_SAT)
		return 1;
	if (fn <= RF_HYPOT)
		return 2;
	if (fn == RF_FMA)
		return 3;
	switch (fn) {
	case RF_ABS: case RF_POPC: case RF_CLZ: case RF_CTZ: case RF_BSWAP:
	case RF_BITREV: case RF_FFS:
		return 1;
	case RF_FSHL: case RF_FSHR:
		return 3;
	default:
		return 2;
	}
}

static int
fn_is_float(RefFn fn)
{
	return fn <= RF_FMA;
}

/* A math call: float functions on float results, integer ones on integer
 * operands; `is_unsigned` turns min/max/mul24/mulhi unsigned. */
static int
math_call(RefProg *p, LLVMValueRef call, RefFn fn, int is_unsigned)
{
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMTypeRef rt = LLVMTypeOf(call);
	unsigned want = fn_arity(fn);

	if (is_unsigned) {
		fn = fn == RF_SMIN ? RF_UMIN : fn == RF_SMAX ? RF_UMAX
		   : fn == RF_MUL24 ? RF_UMUL24 : fn == RF_MULHI ? RF_UMULHI : fn;
	}
	if (nargs < want || !scalar_bits(rt))
		return 0;
	if (is_float(rt) && !fn_is_float(fn)) {
		/* OpenCL and libdevice min/max on floats */
		if (fn == RF_SMIN || fn == RF_UMIN)
			fn = RF_FMIN;
		else if (fn == RF_SMAX || fn == RF_UMAX)
			fn = RF_FMAX;
		else if (fn == RF_ABS)
			fn = RF_FABS;
		else
			return 0;
	}
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(call, 0));
	if (fn_is_float(fn) != is_float(rt) || !scalar_bits(at))
		return 0;
	uint32_t k = emit(p, fn_is_float(fn) ? RO_FMATH : RO_IMATH, call);
	uint32_t a = operand(p, LLVMGetOperand(call, 0), call);
	uint32_t b = want > 1 ? operand(p, LLVMGetOperand(call, 1), call) : 0;
	uint32_t c = want > 2 ? operand(p, LLVMGetOperand(call, 2), call) : 0;
	RefInst *in = &p->insts[k];
	in->imm = fn;
	in->a = a;
	in->b = b;
	in->c = c;
	in->bits = (uint8_t)scalar_bits(at);
	in->rbits = (uint8_t)scalar_bits(rt);
	if (fn == RF_POWI)  /* the exponent's width */
		in->naux = scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 1)));
	return 1;
}

static void
simple(RefProg *p, LLVMValueRef call, RefOp op, uint64_t imm)
{
	uint32_t k = emit(p, op, call);
	p->insts[k].imm = imm;
	p->insts[k].rbits = (uint8_t)scalar_bits(LLVMTypeOf(call));
}

static void
atomic_op(RefProg *p, LLVMValueRef inst, RefAtomic kind, LLVMValueRef ptr,
          LLVMValueRef val)
{
	uint32_t k = emit(p, RO_ATOMIC, inst);
	uint32_t a = operand(p, ptr, inst), b = operand(p, val, inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->imm = kind;
	in->bits = (uint8_t)scalar_bits(LLVMTypeOf(val));
	in->rbits = in->bits;
	in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(val));
	if (kind != RA_XCHG &&
	    (kind == RA_FADD || kind == RA_FSUB || kind == RA_FMAX || kind == RA_FMIN) !=
	    is_float(LLVMTypeOf(val)))
		dec_error(p, inst, "atomic operation on an unexpected type");
}

/* llvm.{u,s}{add,sub,mul}.with.overflow and llvm.{u,s}{add,sub}.sat. */
static int
checked_call(RefProg *p, LLVMValueRef call, const char *name)
{
	static const char *const ops[] = { "uadd", "sadd", "usub", "ssub", "umul", "smul" };

	for (unsigned k = 0; k < 6; k++) {
		char pre[40];
		snprintf(pre, sizeof pre, "llvm.%s.with.overflow.", ops[k]);
		if (starts(name, pre)) {
			LLVMValueRef a = LLVMGetOperand(call, 0);
			unsigned bits = scalar_bits(LLVMTypeOf(a));
			if (!bits || is_float(LLVMTypeOf(a))) {
				dec_error(p, call, "intrinsic '%s' is not supported", name);
				return 1;
			}
			uint32_t i = emit(p, RO_IOVF, call);
			uint32_t x = operand(p, a, call);
			uint32_t y = operand(p, LLVMGetOperand(call, 1), call);
			RefInst *in = &p->insts[i];
			in->imm = k;
			in->a = x;
			in->b = y;
			in->bits = (uint8_t)bits;
			return 1;
		}
		snprintf(pre, sizeof pre, "llvm.%s.sat.", ops[k]);
		if (k < 4 && starts(name, pre)) {
			static const RefFn fn[] = { RF_UADDSAT, RF_SADDSAT, RF_USUBSAT, RF_SSUBSAT };
			if (!math_call(p, call, fn[k], 0))
				dec_error(p, call, "intrinsic '%s' is not supported", name);
			return 1;
		}
	}
	return 0;
}

/* llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys}: one device, so every scope is
 * the ordinary atomic; max.gen.i and min.gen.i are the signed ones (what
 * NVPTX selects for them). */
static int
scoped_atomic(RefProg *p, LLVMValueRef call, const char *name)
{
	static const struct { const char *op; int kind; } ops[] = {
		{ "add", RA_ADD }, { "exch", RA_XCHG }, { "max", RA_MAX }, { "min", RA_MIN },
		{ "inc", RA_UINC }, { "dec", RA_UDEC }, { "and", RA_AND }, { "or", RA_OR },
		{ "xor", RA_XOR }, { "cas", -1 },
	};
	const char *pre = "llvm.nvvm.atomic.";

	if (!starts(name, pre))
		return 0;
	for (size_t k = 0; k < sizeof ops / sizeof *ops; k++) {
		char a[32], b[32];
		snprintf(a, sizeof a, "%s.gen.i.", ops[k].op);
		snprintf(b, sizeof b, "%s.gen.f.", ops[k].op);
		const char *rest = name + strlen(pre);
		int fl = starts(rest, b);
		if (!fl && !starts(rest, a))
			continue;
		if (ops[k].kind >= 0) {
			int kind = ops[k].kind;
			if (fl && kind == RA_ADD)
				kind = RA_FADD;
			else if (fl && kind != RA_XCHG) {
				dec_error(p, call, "intrinsic '%s' is not supported", name);
				return 1;
			}
			atomic_op(p, call, (RefAtomic)kind, LLVMGetOperand(call, 0),
			          LLVMGetOperand(call, 1));
			return 1;
		}
		LLVMValueRef cmp = LLVMGetOperand(call, 1);
		uint32_t i = emit(p, RO_CMPXCHG, call);
		uint32_t x = operand(p, LLVMGetOperand(call, 0), call);
		uint32_t y = operand(p, cmp, call);
		uint32_t z = operand(p, LLVMGetOperand(call, 2), call);
		RefInst *in = &p->insts[i];
		in->a = x;
		in->b = y;
		in->c = z;
		in->imm = 1;
		in->bits = (uint8_t)scalar_bits(LLVMTypeOf(cmp));
		in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(cmp));
		return 1;
	}
	return 0;
}

/* libdevice beyond one math function: classification, ffs, and sincos,
 * whose results go through its pointer arguments. */
static int
libdevice_extra(RefProg *p, LLVMValueRef call, const char *name)
{
	static const char *const cls[] = {
		"__nv_isnanf", "__nv_isnand", "__nv_isinff", "__nv_isinfd",
		"__nv_finitef", "__nv_isfinited",
	};
	for (unsigned k = 0; k < 6; k++)
		if (strcmp(name, cls[k]) == 0) {
			LLVMValueRef x = LLVMGetOperand(call, 0);
			uint32_t i = emit(p, RO_FCLASS, call);
			uint32_t a = operand(p, x, call);
			p->insts[i].a = a;
			p->insts[i].imm = k / 2;
			p->insts[i].bits = (uint8_t)scalar_bits(LLVMTypeOf(x));
			p->insts[i].rbits = (uint8_t)scalar_bits(LLVMTypeOf(call));
			return 1;
		}
	if (strcmp(name, "__nv_ffs") == 0 || strcmp(name, "__nv_ffsll") == 0) {
		if (!math_call(p, call, RF_FFS, 0))
			dec_error(p, call, "libdevice function '%s' is not supported", name);
		return 1;
	}
	if (strcmp(name, "__nv_sincosf") && strcmp(name, "__nv_fast_sincosf") &&
	    strcmp(name, "__nv_sincos"))
		return 0;
	LLVMValueRef x = LLVMGetOperand(call, 0);
	unsigned bits = scalar_bits(LLVMTypeOf(x));
	uint32_t res = new_slots(p, 2);
	for (unsigned k = 0; k < 2; k++) {
		uint32_t i = emit(p, RO_FMATH, call);
		uint32_t a = operand(p, x, call);
		RefInst *in = &p->insts[i];
		in->dst = res + k;
		in->a = a;
		in->imm = k ? RF_COS : RF_SIN;
		in->bits = in->rbits = (uint8_t)bits;
	}
	for (unsigned k = 0; k < 2; k++) {
		uint32_t i = emit(p, RO_STORE, call);
		uint32_t a = operand(p, LLVMGetOperand(call, k + 1), call);
		RefInst *in = &p->insts[i];
		in->a = a;
		in->b = res + k;
		in->imm = bits / 8;
		in->bits = in->rbits = (uint8_t)bits;
	}
	return 1;
}

static const char *const sreg_names[12] = {
	"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
	"ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z"
};

/* OpenCL built-ins by their Itanium-mangled names: "_Z13get_global_idj" ->
 * "get_global_id" and the first parameter's type code 'j'. */
static int
demangle(const char *name, char *base, size_t size, char *ptype)
{
	if (name[0] != '_' || name[1] != 'Z' || !isdigit((unsigned char)name[2]))
		return 0;
	char *end;
	unsigned long n = strtoul(name + 2, &end, 10);
	if (n == 0 || n >= size || strlen(end) < n)
		return 0;
	memcpy(base, end, n);
	base[n] = 0;
	*ptype = end[n];
	return 1;
}

/* Warp-level operations (executed by ref_exec.c for a whole warp): shuffles
 * llvm.nvvm.shfl[.sync].MODE.{i32,f32} (the .sync forms' membermask is
 * ignored), votes llvm.nvvm.vote.MODE[.sync], activemask and
 * bar.warp.sync. Modes are numbered as KirShfl and KirVote. */
static void
warp_call(RefProg *p, LLVMValueRef call, const char *name)
{
	static const char *const shfl[] = { "idx.", "up.", "down.", "bfly." };
	static const char *const vote[] = { "all", "any", "uni", "ballot" };
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
	LLVMTypeRef rt = LLVMTypeOf(call);

	if (starts(name, "llvm.nvvm.bar.warp.sync")) {
		simple(p, call, RO_WARPSYNC, 0);
		return;
	}
	if (strcmp(name, "llvm.nvvm.activemask") == 0) {
		simple(p, call, RO_VOTE, KIR_VOTE_BALLOT);
		p->insts[p->ninsts - 1].naux = 1;
		return;
	}
	if (starts(name, "llvm.nvvm.shfl.")) {
		const char *s = name + strlen("llvm.nvvm.shfl.");
		unsigned first = starts(s, "sync.") ? 1 : 0;
		s += first ? 5 : 0;
		for (int k = 0; k < 4; k++) {
			if (!starts(s, shfl[k]))
				continue;
			const char *ty = s + strlen(shfl[k]);
			if ((strcmp(ty, "i32") && strcmp(ty, "f32")) || nargs != first + 3 ||
			    scalar_bits(rt) != 32)
				break;
			uint32_t i = emit(p, RO_SHFL, call);
			uint32_t a = operand(p, LLVMGetOperand(call, first), call);
			uint32_t b = operand(p, LLVMGetOperand(call, first + 1), call);
			uint32_t c = operand(p, LLVMGetOperand(call, first + 2), call);
			RefInst *in = &p->insts[i];
			in->imm = (uint64_t)k;
			in->a = a;
			in->b = b;
			in->c = c;
			in->rbits = 32;
			return;
		}
		dec_error(p, call, "warp shuffle '%s' is not supported (only the "
		          "value forms .i32 and .f32)", name);
		return;
	}
	const char *s = name + strlen("llvm.nvvm.vote.");
	for (int k = 0; k < 4; k++) {
		size_t n = strlen(vote[k]);
		if (strncmp(s, vote[k], n) || (s[n] && strcmp(s + n, ".sync")) || nargs < 1 ||
		    scalar_bits(LLVMTypeOf(LLVMGetOperand(call, nargs - 1))) != 1 ||
		    scalar_bits(rt) != (k == KIR_VOTE_BALLOT ? 32u : 1u))
			continue;
		uint32_t i = emit(p, RO_VOTE, call);
		uint32_t a = operand(p, LLVMGetOperand(call, nargs - 1), call);
		p->insts[i].imm = (uint64_t)k;
		p->insts[i].a = a;
		p->insts[i].rbits = (uint8_t)scalar_bits(rt);
		return;
	}
	dec_error(p, call, "warp vote '%s' is not supported", name);
}

static void
call_inst(RefProg *p, LLVMValueRef call)
{
	LLVMValueRef callee = LLVMGetCalledValue(call);
	char name[256], base[256];
	size_t len;

	if (LLVMIsAInlineAsm(callee)) {
		dec_error(p, call, "inline asm is not supported");
		return;
	}
	if (!LLVMIsAFunction(callee)) {
		dec_error(p, call, "indirect calls are not supported");
		return;
	}
	const char *s = LLVMGetValueName2(callee, &len);
	snprintf(name, sizeof name, "%.*s", (int)len, s);
	unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);

	if (starts(name, "llvm.")) {
		static const char *const skip[] = {
			"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.invariant.",
			"llvm.experimental.noalias.scope.decl", "llvm.var.annotation",
			"llvm.donothing", "llvm.sideeffect", "llvm.prefetch",
			"llvm.nvvm.prefetch", "llvm.nvvm.membar.", "llvm.nvvm.fence.",
		};
		for (size_t k = 0; k < sizeof skip / sizeof *skip; k++)
			if (starts(name, skip[k])) {
				/* sequential execution is sequentially consistent:
				 * fences order nothing more */
				if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
					simple(p, call, RO_NOP, 0);
				return;
			}
		const char *sr = "llvm.nvvm.read.ptx.sreg.";
		if (starts(name, sr)) {
			for (int k = 0; k < 12; k++)
				if (strcmp(name + strlen(sr), sreg_names[k]) == 0) {
					simple(p, call, RO_SREG, (uint64_t)k);
					return;
				}
			dec_error(p, call, "special register '%s' is not supported "
			          "(threads are not grouped into warps)", name);
			return;
		}
		if (starts(name, "llvm.nvvm.shfl.") || starts(name, "llvm.nvvm.vote.") ||
		    strcmp(name, "llvm.nvvm.activemask") == 0 ||
		    starts(name, "llvm.nvvm.bar.warp.sync")) {
			warp_call(p, call, name);
			return;
		}
		if (strcmp(name, "llvm.nvvm.barrier0") == 0 || starts(name, "llvm.nvvm.barrier.sync") ||
		    starts(name, "llvm.nvvm.bar.sync") || starts(name, "llvm.nvvm.barrier.cta.sync")) {
			if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind) {
				dec_error(p, call, "barriers with a result are not supported");
				return;
			}
			simple(p, call, RO_BARRIER, 0);
			return;
		}
		if (checked_call(p, call, name) || scoped_atomic(p, call, name))
			return;
		if (starts(name, "llvm.nvvm.atomic.load.inc.32") || starts(name, "llvm.nvvm.atomic.inc.")) {
			atomic_op(p, call, RA_UINC, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
			return;
		}
		if (starts(name, "llvm.nvvm.atomic.load.dec.32") || starts(name, "llvm.nvvm.atomic.dec.")) {
			atomic_op(p, call, RA_UDEC, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
			return;
		}
		if (starts(name, "llvm.nvvm.atomic.load.add.f") || starts(name, "llvm.nvvm.atomic.add.gen.f")) {
			atomic_op(p, call, RA_FADD, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1));
			return;
		}
		if (starts(name, "llvm.memcpy.") || starts(name, "llvm.memmove.") ||
		    starts(name, "llvm.memset.")) {
			int set = starts(name, "llvm.memset.");
			uint32_t k = emit(p, set ? RO_MEMSET : RO_MEMCPY, call);
			uint32_t a = operand(p, LLVMGetOperand(call, 0), call);
			uint32_t b = operand(p, LLVMGetOperand(call, 1), call);
			uint32_t c = operand(p, LLVMGetOperand(call, 2), call);
			p->insts[k].a = a;
			p->insts[k].b = b;
			p->insts[k].c = c;
			p->insts[k].bits = (uint8_t)scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 2)));
			return;
		}
		/* NVVM math and integer helpers */
		static const struct { const char *prefix; RefFn fn; int u; } nv[] = {
			{ "llvm.nvvm.ex2.approx", RF_EXP2, 0 }, { "llvm.nvvm.lg2.approx", RF_LOG2, 0 },
			{ "llvm.nvvm.sin.approx", RF_SIN, 0 }, { "llvm.nvvm.cos.approx", RF_COS, 0 },
			{ "llvm.nvvm.sqrt.", RF_SQRT, 0 }, { "llvm.nvvm.rsqrt.approx", RF_RSQRT, 0 },
			{ "llvm.nvvm.rcp.", RF_RCP, 0 }, { "llvm.nvvm.div.", RF_FDIV, 0 },
			{ "llvm.nvvm.saturate.", RF_SAT, 0 }, { "llvm.nvvm.fabs.", RF_FABS, 0 },
			{ "llvm.nvvm.fmin.", RF_FMIN, 0 }, { "llvm.nvvm.fmax.", RF_FMAX, 0 },
			{ "llvm.nvvm.floor.", RF_FLOOR, 0 }, { "llvm.nvvm.ceil.", RF_CEIL, 0 },
			{ "llvm.nvvm.trunc.", RF_TRUNC, 0 },
			/* cvt.rni: round to nearest, ties to even */
			{ "llvm.nvvm.round.", RF_RINT, 0 },
			{ "llvm.nvvm.fma.", RF_FMA, 0 },
			{ "llvm.nvvm.mul24.ui", RF_MUL24, 1 }, { "llvm.nvvm.mul24.i", RF_MUL24, 0 },
			{ "llvm.nvvm.mulhi.ui", RF_MULHI, 1 }, { "llvm.nvvm.mulhi.ull", RF_MULHI, 1 },
			{ "llvm.nvvm.mulhi.", RF_MULHI, 0 }, { "llvm.nvvm.abs.", RF_ABS, 0 },
			{ "llvm.nvvm.min.ui", RF_SMIN, 1 }, { "llvm.nvvm.min.ull", RF_SMIN, 1 },
			{ "llvm.nvvm.min.", RF_SMIN, 0 },
			{ "llvm.nvvm.max.ui", RF_SMAX, 1 }, { "llvm.nvvm.max.ull", RF_SMAX, 1 },
			{ "llvm.nvvm.max.", RF_SMAX, 0 },
			{ "llvm.nvvm.popc.", RF_POPC, 0 }, { "llvm.nvvm.clz.", RF_CLZ, 0 },
		};
		for (size_t k = 0; k < sizeof nv / sizeof *nv; k++)
			if (starts(name, nv[k].prefix)) {
				if (!math_call(p, call, nv[k].fn, nv[k].u))
					dec_error(p, call, "intrinsic '%s' is not supported", name);
				return;
			}
		if (!starts(name, "llvm.nvvm.")) {
			/* llvm.<base>.<types> */
			size_t n = strcspn(name + 5, ".");
			RefFn fn;
			if (n < sizeof base) {
				memcpy(base, name + 5, n);
				base[n] = 0;
				if (strcmp(base, "min") && strcmp(base, "max") && strcmp(base, "mul24") &&
				    fn_lookup(base, &fn) && math_call(p, call, fn, 0))
					return;
			}
		}
		dec_error(p, call, "intrinsic '%s' is not supported", name);
		return;
	}
	if (!LLVMIsDeclaration(callee)) {
		dec_error(p, call, "call to '%s' remains after inlining", name);
		return;
	}
	RefFn fn;
	if (libdevice_extra(p, call, name))
		return;
	if (starts(name, "__nv_")) {
		/* libdevice: __nv_sinf, __nv_fast_expf, __nv_umin, __nv_llmax,
		 * __nv_popcll, __nv_fdividef, __nv_saturatef */
		const char *b = name + 5;
		int u = 0;
		if (starts(b, "fast_"))
			b += 5;
		snprintf(base, sizeof base, "%s", b);
		if (starts(base, "ull")) {
			u = 1;
			memmove(base, base + 3, strlen(base + 3) + 1);
		} else if (starts(base, "ll")) {
			memmove(base, base + 2, strlen(base + 2) + 1);
		} else if (base[0] == 'u' && (starts(base + 1, "min") || starts(base + 1, "max") ||
		                              starts(base + 1, "mul"))) {
			u = 1;
			memmove(base, base + 1, strlen(base));
		}
		size_t n = strlen(base);
		if (!fn_lookup(base, &fn) && n > 1 && base[n - 1] == 'f')
			base[--n] = 0;
		if (!fn_lookup(base, &fn) && n > 2 && strcmp(base + n - 2, "ll") == 0)
			base[n - 2] = 0;  /* popcll, clzll */
		if (fn_lookup(base, &fn) && math_call(p, call, fn, u))
			return;
		dec_error(p, call, "libdevice function '%s' is not supported", name);
		return;
	}
	char ptype = 0;
	if (demangle(name, base, sizeof base, &ptype)) {
		static const char *const wi[] = {
			"get_global_id", "get_local_id", "get_group_id", "get_local_size",
			"get_num_groups", "get_global_size", "get_work_dim", "get_global_offset"
		};
		for (int k = 0; k < 8; k++)
			if (strcmp(base, wi[k]) == 0) {
				uint32_t i = emit(p, RO_WORKITEM, call);
				uint32_t a = nargs ? operand(p, LLVMGetOperand(call, 0), call) : 0;
				p->insts[i].imm = (uint64_t)k;
				p->insts[i].a = a;
				p->insts[i].bits = nargs ? (uint8_t)scalar_bits(LLVMTypeOf(LLVMGetOperand(call, 0))) : 0;
				p->insts[i].rbits = (uint8_t)scalar_bits(LLVMTypeOf(call));
				return;
			}
		if (strcmp(base, "barrier") == 0 || strcmp(base, "work_group_barrier") == 0) {
			simple(p, call, RO_BARRIER, 0);
			return;
		}
		if (strstr(base, "mem_fence"))
			return;
		const char *b = starts(base, "native_") ? base + 7
		              : starts(base, "half_") ? base + 5 : base;
		/* unsigned OpenCL integer arguments: uchar, ushort, uint, ulong */
		int u = ptype == 'h' || ptype == 't' || ptype == 'j' || ptype == 'm';
		if (fn_lookup(b, &fn)) {
			if (fn == RF_ABS && u) {
				/* abs of an unsigned value is the value */
				uint32_t i = emit(p, RO_MOV, call);
				uint32_t a = operand(p, LLVMGetOperand(call, 0), call);
				p->insts[i].a = a;
				p->insts[i].rbits = (uint8_t)scalar_bits(LLVMTypeOf(call));
				return;
			}
			if (math_call(p, call, fn, u))
				return;
		}
	}
	if (strcmp(name, "vprintf") == 0 || strcmp(name, "printf") == 0)
		dec_error(p, call, "printf is not supported");
	else
		dec_error(p, call, "call to external function '%s' is not supported", name);
}

/* ---- instructions ---- */

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
	uint32_t k = emit(p, op, inst);
	uint32_t a = operand(p, LLVMGetOperand(inst, 0), inst);
	uint32_t b = op == RO_FNEG ? 0 : operand(p, LLVMGetOperand(inst, 1), inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->b = b;
	in->bits = in->rbits = (uint8_t)scalar_bits(LLVMTypeOf(inst));
}

static void
cast(RefProg *p, LLVMValueRef inst, RefOp op)
{
	LLVMValueRef x = LLVMGetOperand(inst, 0);
	uint32_t k = emit(p, op, inst);
	uint32_t a = operand(p, x, inst);
	RefInst *in = &p->insts[k];
	in->a = a;
	in->bits = (uint8_t)scalar_bits(LLVMTypeOf(x));
	in->rbits = (uint8_t)scalar_bits(LLVMTypeOf(inst));
	/* a float-to-float or int-to-float bitcast keeps the bits too */
}

static void
gep(RefProg *p, LLVMValueRef inst)
{
	unsigned n = (unsigned)LLVMGetNumOperands(inst);
	LLVMTypeRef t = LLVMGetGEPSourceElementType(inst);
	uint32_t k = emit(p, RO_GEP, inst);
	uint32_t base = operand(p, LLVMGetOperand(inst, 0), inst);
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
		} else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
			t = LLVMGetElementType(t);
			scale = (int64_t)LLVMABISizeOfType(p->td, t);
		} else {
			dec_error(p, inst, "GEP into a vector is not supported");
			return;
		}
		if (LLVMIsAConstantInt(ix)) {
			off += (uint64_t)(LLVMConstIntGetSExtValue(ix) * scale);
		} else {
			uint32_t s = operand(p, ix, inst);
			uint32_t j = vec_push(p->idx, p->nidx, p->idx_cap);
			p->idx[j].scale = scale;
			p->idx[j].slot = s;
			p->idx[j].bits = scalar_bits(LLVMTypeOf(ix));
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
	int agg = is_agg(t);
	uint32_t k = emit(p, agg ? (store ? RO_STOREAGG : RO_LOADAGG)
	                         : (store ? RO_STORE : RO_LOAD), inst);
	uint32_t a = operand(p, ptr, inst);
	uint32_t b = store ? operand(p, LLVMGetOperand(inst, 0), inst) : 0;
	RefInst *in = &p->insts[k];

	in->a = a;
	in->b = b;
	in->imm = LLVMStoreSizeOfType(p->td, t);
	in->bits = in->rbits = (uint8_t)scalar_bits(t);
	if (agg) {
		uint32_t first = p->nleaves;
		leaf_layout(p, t, 0);
		in = &p->insts[k];
		in->aux = first;
		in->naux = p->nleaves - first;
	}
}

static void
inst_decode(RefProg *p, LLVMValueRef inst, LLVMBasicBlockRef bb)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(inst);
	uint32_t k;

	if (has_vector(inst)) {
		dec_error(p, inst, "vector types are not supported");
		return;
	}
	switch (op) {
	case LLVMRet:
		emit(p, RO_RET, inst);
		return;
	case LLVMBr:
		if (LLVMIsConditional(inst)) {
			k = emit(p, RO_CONDBR, inst);
			uint32_t c = operand(p, LLVMGetCondition(inst), inst);
			uint32_t e1 = edge(p, bb, LLVMGetSuccessor(inst, 0), inst);
			uint32_t e2 = edge(p, bb, LLVMGetSuccessor(inst, 1), inst);
			p->insts[k].a = c;
			p->insts[k].aux = e1;
			p->insts[k].naux = e2;
		} else {
			k = emit(p, RO_BR, inst);
			uint32_t e = edge(p, bb, LLVMGetSuccessor(inst, 0), inst);
			p->insts[k].aux = e;
		}
		return;
	case LLVMUnreachable:
		emit(p, RO_UNREACHABLE, inst);
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
			k = emit(p, RO_MOVN, inst);
			uint32_t a = operand(p, LLVMGetOperand(inst, 0), inst);
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
		k = emit(p, op == LLVMICmp ? RO_ICMP : RO_FCMP, inst);
		uint32_t a = operand(p, x, inst);
		uint32_t b = operand(p, LLVMGetOperand(inst, 1), inst);
		RefInst *in = &p->insts[k];
		in->a = a;
		in->b = b;
		in->bits = (uint8_t)scalar_bits(LLVMTypeOf(x));
		in->rbits = 1;
		in->imm = op == LLVMICmp ? (uint64_t)LLVMGetICmpPredicate(inst)
		                         : (uint64_t)LLVMGetFCmpPredicate(inst);
		return;
	}
	case LLVMPHI:
		return;  /* moves on the incoming edges */
	case LLVMCall:
		call_inst(p, inst);
		return;
	case LLVMSelect: {
		k = emit(p, RO_SELECT, inst);
		uint32_t c = operand(p, LLVMGetOperand(inst, 0), inst);
		uint32_t a = operand(p, LLVMGetOperand(inst, 1), inst);
		uint32_t b = operand(p, LLVMGetOperand(inst, 2), inst);
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
		k = emit(p, RO_MOVN, inst);
		uint32_t a = operand(p, agg, inst);
		p->insts[k].a = a + leaf;
		p->insts[k].imm = leaf_count(member);
		return;
	}
	case LLVMInsertValue: {
		LLVMValueRef agg = LLVMGetOperand(inst, 0);
		LLVMTypeRef member;
		uint32_t leaf = leaf_index(LLVMTypeOf(agg), LLVMGetIndices(inst),
		                           LLVMGetNumIndices(inst), &member);
		k = emit(p, RO_INSERT, inst);
		uint32_t a = operand(p, agg, inst);
		uint32_t b = operand(p, LLVMGetOperand(inst, 1), inst);
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
		if (kind < 0) {
			dec_error(p, inst, "this atomicrmw operation is not supported");
			return;
		}
		atomic_op(p, inst, (RefAtomic)kind, LLVMGetOperand(inst, 0), LLVMGetOperand(inst, 1));
		return;
	}
	case LLVMAtomicCmpXchg: {
		LLVMValueRef cmp = LLVMGetOperand(inst, 1);
		k = emit(p, RO_CMPXCHG, inst);
		uint32_t a = operand(p, LLVMGetOperand(inst, 0), inst);
		uint32_t b = operand(p, cmp, inst);
		uint32_t c = operand(p, LLVMGetOperand(inst, 2), inst);
		RefInst *in = &p->insts[k];
		in->a = a;
		in->b = b;
		in->c = c;
		in->bits = (uint8_t)scalar_bits(LLVMTypeOf(cmp));
		in->naux = (uint32_t)LLVMStoreSizeOfType(p->td, LLVMTypeOf(cmp));
		return;
	}
	default:
		dec_error(p, inst, "instruction not supported");
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
		map_put(&p->slots, a, new_slots(p, 1));
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
					dec_error(p, i, "values of this type are not supported");
				continue;
			}
			uint32_t s = new_slots(p, n);
			map_put(&p->slots, i, s);
			if (LLVMGetInstructionOpcode(i) == LLVMAlloca) {
				LLVMValueRef cnt = LLVMGetOperand(i, 0);
				LLVMTypeRef at = LLVMGetAllocatedType(i);
				if (!LLVMIsAConstantInt(cnt)) {
					dec_error(p, i, "allocas of dynamic size are not supported");
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
