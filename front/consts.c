/* Constants of a kernel that are not plain immediates: module globals
 * (__shared__, __constant__, __device__ variables) with their initial bytes,
 * and constant expressions over their addresses (GEPs and casts), which
 * fold into symbol + offset operands. */
#include <string.h>

#include "front_int.h"

static int const_bytes(Translator *t, LLVMValueRef c, LLVMTypeRef ty, uint8_t *buf,
                       uint64_t size);

/* Does a constant hold the address of a function (vtables, tables of
 * function pointers)? Bounded depth: initialisers nest shallowly. */
static int
holds_function(LLVMValueRef c, int depth)
{
	if (LLVMIsAFunction(c))
		return 1;
	if (depth > 16 || LLVMIsAGlobalValue(c))
		return 0;
	int n = LLVMGetNumOperands(c);
	for (int i = 0; i < n; i++) {
		LLVMValueRef o = LLVMGetOperand(c, i);
		if (o && holds_function(o, depth + 1))
			return 1;
	}
	return 0;
}

/* The class of a vtable global ("_ZTVN2ns3FooE" -> "ns::Foo"); 0 if the
 * name is not a vtable's. */
static int
tr_vtable_class(const char *name, char *out, size_t size)
{
	size_t at = 0;

	if (strncmp(name, "_ZTV", 4) != 0 || size < 2)
		return 0;
	const char *p = name + 4;
	int nested = *p == 'N';
	if (nested)
		p++;
	out[0] = 0;
	while (*p >= '0' && *p <= '9') {
		size_t n = 0;
		while (*p >= '0' && *p <= '9')
			n = 10 * n + (size_t)(*p++ - '0');
		if (strlen(p) < n || at + n + 3 > size)
			break;
		if (at) {
			memcpy(out + at, "::", 2);
			at += 2;
		}
		memcpy(out + at, p, n);
		at += n;
		out[at] = 0;
		p += n;
		if (!nested)
			break;
	}
	if (!at)
		snprintf(out, size, "%s", name + 4);
	return 1;
}

void
tr_vtables_used(Translator *t, char *out, size_t size)
{
	size_t at = 0;

	out[0] = 0;
	for (uint32_t i = 1; i <= t->m->nglobals; i++) {
		char cls[128];
		if (!tr_vtable_class(t->m->globals[i].name, cls, sizeof cls))
			continue;
		int w = snprintf(out + at, size - at, "%s'%s'", at ? " or " : "", cls);
		if (w < 0 || (size_t)w >= size - at)
			break;
		at += (size_t)w;
	}
}

uint32_t
tr_global(Translator *t, LLVMValueRef g)
{
	size_t len;
	const char *name = LLVMGetValueName2(g, &len);
	KirModule *m = t->m;

	for (uint32_t i = 1; i <= m->nglobals; i++)
		if (strlen(m->globals[i].name) == len &&
		    memcmp(m->globals[i].name, name, len) == 0)
			return i;
	LLVMTypeRef ty = LLVMGlobalGetValueType(g);
	KirGlobal gl = { 0 };
	gl.name = arena_printf(&m->arena, "%.*s", (int)len, name);
	unsigned las = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
	int as = tr_aspace_map(t, las);
	/* a generic global is a global one, as NVPTX's GenericToNVVM makes it */
	if (as == AS_GENERIC && !t->spir)
		as = AS_GLOBAL;
	gl.aspace = AS_GLOBAL;
	if (as == AS_GLOBAL || as == AS_SHARED || as == AS_CONST)
		gl.aspace = (uint8_t)as;
	else
		front_decl_error(t->d, t->path, g, "global '%s' is in address space "
		                 "%u, which holds no globals on these machines "
		                 "(%s)", gl.name, las, t->spir
		                 ? "SPIR globals are global (1), constant (2) or local (3)"
		                 : "global (1), shared (3) or constant (4)");
	gl.size = LLVMABISizeOfType(t->td, ty);
	if (gl.size > FRONT_MAX_GLOBAL) {
		front_decl_error(t->d, t->path, g, "global '%s' is %llu bytes; a "
		                 "global holds at most %llu (4 GiB)", gl.name,
		                 (unsigned long long)gl.size, FRONT_MAX_GLOBAL);
		gl.size = 0;  /* no image: the error ends the compile */
	}
	gl.align = LLVMGetAlignment(g);
	if (!gl.align)
		gl.align = LLVMABIAlignmentOfType(t->td, ty);
	LLVMValueRef init = LLVMGetInitializer(g);
	if (init && !LLVMIsAUndefValue(init) && !LLVMIsNull(init) && gl.size) {
		gl.init = arena_alloc(&m->arena, gl.size);
		char cls[256];
		if (const_bytes(t, init, ty, gl.init, gl.size))
			;
		else if (!holds_function(init, 0))
			front_decl_error(t->d, t->path, g, "initialiser of global '%s' "
			                 "is not a plain constant", gl.name);
		else if (tr_vtable_class(gl.name, cls, sizeof cls))
			tr_error(t, "indirect call through a vtable of '%s': its virtual "
			         "functions are called through function pointers, which "
			         "these machines do not have", cls);
		else
			front_decl_error(t->d, t->path, g, "global '%s' holds function "
			                 "addresses (function pointers and indirect calls "
			                 "are not supported)", gl.name);
	}
	vec_grow(m->globals, m->nglobals, m->globals_cap, m->nglobals + 2);
	m->globals[++m->nglobals] = gl;
	return m->nglobals;
}

/* Little-endian bytes of a constant (global initialisers). */
static int
const_bytes(Translator *t, LLVMValueRef c, LLVMTypeRef ty, uint8_t *buf, uint64_t size)
{
	uint64_t esize = LLVMABISizeOfType(t->td, ty);

	if (esize > size)
		return 0;
	if (LLVMIsAUndefValue(c) || LLVMIsNull(c)) {
		memset(buf, 0, esize);
		return 1;
	}
	switch (LLVMGetTypeKind(ty)) {
	case LLVMIntegerTypeKind: {
		if (!LLVMIsAConstantInt(c) || LLVMGetIntTypeWidth(ty) > 64)
			return 0;
		uint64_t v = LLVMConstIntGetZExtValue(c);
		for (uint64_t i = 0; i < esize && i < 8; i++)
			buf[i] = (uint8_t)(v >> (8 * i));
		return 1;
	}
	case LLVMFloatTypeKind:
	case LLVMDoubleTypeKind: {
		LLVMBool loses;
		double dv = LLVMConstRealGetDouble(c, &loses);
		if (LLVMGetTypeKind(ty) == LLVMFloatTypeKind) {
			float fv = (float)dv;
			uint32_t b;
			memcpy(&b, &fv, 4);
			for (int i = 0; i < 4; i++)
				buf[i] = (uint8_t)(b >> (8 * i));
		} else {
			uint64_t b;
			memcpy(&b, &dv, 8);
			for (int i = 0; i < 8; i++)
				buf[i] = (uint8_t)(b >> (8 * i));
		}
		return 1;
	}
	case LLVMStructTypeKind: {
		unsigned n = LLVMCountStructElementTypes(ty);
		for (unsigned i = 0; i < n; i++) {
			uint64_t off = LLVMOffsetOfElement(t->td, ty, i);
			LLVMValueRef e = front_aggregate_element(c, i);
			if (!e || !const_bytes(t, e, LLVMStructGetTypeAtIndex(ty, i),
			                       buf + off, size - off))
				return 0;
		}
		return 1;
	}
	case LLVMArrayTypeKind: {
		LLVMTypeRef el = LLVMGetElementType(ty);
		uint64_t es = LLVMABISizeOfType(t->td, el);
		unsigned n = LLVMGetArrayLength(ty);
		for (unsigned i = 0; i < n; i++) {
			LLVMValueRef e = front_aggregate_element(c, i);
			if (!e || !const_bytes(t, e, el, buf + i * es, size - i * es))
				return 0;
		}
		return 1;
	}
	default:
		return 0;
	}
}

/* Constant GEP indices folded into a symbol offset. */
static int
const_gep_offset(Translator *t, LLVMValueRef gep, LLVMTypeRef src, unsigned first,
                 unsigned n, uint64_t *off)
{
	LLVMTypeRef ty = src;

	*off = 0;
	for (unsigned i = first; i < n; i++) {
		LLVMValueRef idx = LLVMGetOperand(gep, i);
		if (!LLVMIsAConstantInt(idx))
			return 0;
		int64_t k = LLVMConstIntGetSExtValue(idx);
		if (i == first) {
			*off += (uint64_t)k * LLVMABISizeOfType(t->td, ty);
			continue;
		}
		if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
			*off += LLVMOffsetOfElement(t->td, ty, (unsigned)k);
			ty = LLVMStructGetTypeAtIndex(ty, (unsigned)k);
		} else {
			ty = LLVMGetElementType(ty);
			*off += (uint64_t)k * LLVMABISizeOfType(t->td, ty);
		}
	}
	return 1;
}

KirRef
tr_const_expr(Translator *t, LLVMValueRef v)
{
	LLVMOpcode op = LLVMGetConstOpcode(v);

	/* integer arithmetic, and anything over a non-native width */
	int odd = tr_is_odd(LLVMTypeOf(v));
	for (int k = 0; k < LLVMGetNumOperands(v); k++)
		odd |= tr_is_odd(LLVMTypeOf(LLVMGetOperand(v, k)));
	if (tr_int_bits(LLVMTypeOf(v)) && (odd || (op != LLVMPtrToInt && op != LLVMBitCast)))
		return tr_int_const_expr(t, v);
	switch (op) {
	case LLVMBitCast:
	case LLVMAddrSpaceCast:
	case LLVMPtrToInt:
	case LLVMIntToPtr:
		return tr_ref(t, LLVMGetOperand(v, 0));
	case LLVMGetElementPtr: {
		uint64_t off;
		KirRef base = tr_ref(t, LLVMGetOperand(v, 0));
		if (const_gep_offset(t, v, LLVMGetGEPSourceElementType(v), 1,
		                     (unsigned)LLVMGetNumOperands(v), &off))
			return tr_addr_add(t, base, off);
		break;
	}
	default:
		break;
	}
	char *s = LLVMPrintValueToString(v);
	tr_error(t, "constant expression '%s' is not supported", s);
	LLVMDisposeMessage(s);
	return KIR_REF(KREF_UNDEF, 0);
}
