/* The module's constants and globals for the reference interpreter:
 * constants (constant expressions over global addresses included)
 * evaluated once into slot values or bytes, in LLVM's semantics for every
 * width; the memory layout of the module's globals (constant, shared,
 * global) and of the kernel's dynamic shared array. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/front.h"

#include "ref.h"

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
		*out = LLVMConstIntGetZExtValue(c) & ref_masks[bits];
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
		return ref_map_get(&p->globals, c, out) ? 0 : -1;
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

int
ref_const_leaves(RefProg *p, LLVMValueRef c, LLVMTypeRef t, uint64_t *out)
{
	if (ref_scalar_bits(t) > 64)
		return const_wide(p, c, out);
	if (!ref_is_agg(t))
		return const_scalar(p, c, out);
	if (LLVMIsAUndefValue(c) || LLVMIsAConstantAggregateZero(c)) {
		memset(out, 0, ref_leaf_count(t) * sizeof *out);
		return 0;
	}
	unsigned n = LLVMGetTypeKind(t) == LLVMStructTypeKind
		? LLVMCountStructElementTypes(t) : LLVMGetArrayLength(t);
	uint32_t k = 0;
	for (unsigned i = 0; i < n; i++) {
		LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMStructTypeKind
			? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
		LLVMValueRef e = front_aggregate_element(c, i);
		if (!e || ref_const_leaves(p, e, et, out + k))
			return -1;
		k += ref_leaf_count(et);
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
	off = ref_align_up(p->shared_size, align);
	for (LLVMValueRef g = LLVMGetFirstGlobal(p->m); g; g = LLVMGetNextGlobal(g))
		if (is_dynamic_shared(p, g)) {
			ref_map_put(&p->globals, g, LAUNCH_SHARED_BASE + off);
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

int
ref_layout_globals(RefProg *p)
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
			p->shared_size = ref_align_up(p->shared_size, align);
			addr = LAUNCH_SHARED_BASE + p->shared_size;
			p->shared_size += size;
			break;
		case SP_CONST:
			p->const_size = ref_align_up(p->const_size, align);
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
		ref_map_put(&p->globals, g, addr);
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
		if (!ref_map_get(&p->globals, g, &addr))
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
