/* The nesting bound on the module's types (FRONT_TYPE_DEPTH_MAX): LLVM's
 * passes walk an aggregate's layout once per level (DataLayout, SROA,
 * InstCombine), about cubic in the depth, so a deep type is refused before
 * any pass runs, at the global, signature or instruction that uses it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "front_int.h"

/* Memo of depths by type (types form a DAG: a struct of two copies of a
 * struct of two ... is exponential without it), open addressing. */
typedef struct {
	LLVMTypeRef *key;
	uint32_t *depth;
	size_t cap, n;
} DepthMemo;

static size_t
slot(const DepthMemo *mm, LLVMTypeRef t)
{
	size_t h = ((uintptr_t)t >> 4) * 0x9e3779b97f4a7c15ull;

	for (size_t i = h & (mm->cap - 1);; i = (i + 1) & (mm->cap - 1))
		if (mm->key[i] == t || mm->key[i] == NULL)
			return i;
}

static int
memo_put(DepthMemo *mm, LLVMTypeRef t, uint32_t depth)
{
	if (2 * (mm->n + 1) > mm->cap) {
		DepthMemo g = { calloc(2 * mm->cap, sizeof *g.key),
		                calloc(2 * mm->cap, sizeof *g.depth), 2 * mm->cap, 0 };
		if (!g.key || !g.depth) {
			free(g.key);
			free(g.depth);
			return -1;
		}
		for (size_t i = 0; i < mm->cap; i++)
			if (mm->key[i]) {
				size_t s = slot(&g, mm->key[i]);
				g.key[s] = mm->key[i];
				g.depth[s] = mm->depth[i];
				g.n++;
			}
		free(mm->key);
		free(mm->depth);
		*mm = g;
	}
	size_t s = slot(mm, t);
	if (!mm->key[s])
		mm->n++;
	mm->key[s] = t;
	mm->depth[s] = depth;
	return 0;
}

/* A memo entry of a walk cut short at the bound: a lower bound only. */
#define DEPTH_LOWER 0x80000000u

/* Aggregate nesting of t (a scalar or pointer 0), counted up to max + 1,
 * t standing `level` deep in its root: past the bound nothing is walked
 * further and *cut is set (the result is then a lower bound, and so is the
 * memo of every type above, walked again when reached nearer a root; one
 * of max + 1 is exact: too deep wherever it stands). Pointers are leaves,
 * which also ends the cycles of self-referential structs. */
static uint32_t
depth_of(DepthMemo *mm, LLVMTypeRef t, uint32_t max, uint32_t level, int *cut)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	uint32_t d = 0;
	int mine = 0;

	if (k != LLVMArrayTypeKind && k != LLVMStructTypeKind &&
	    k != LLVMVectorTypeKind)
		return 0;
	if (level > max) {
		*cut = 1;  /* the root is past the bound already */
		return 1;
	}
	size_t s = slot(mm, t);
	if (mm->key[s] == t) {
		uint32_t v = mm->depth[s];
		if (!(v & DEPTH_LOWER))
			return v;
		if (level + (v & ~DEPTH_LOWER) > max) {
			*cut = 1;
			return v & ~DEPTH_LOWER;
		}
	}
	if (k == LLVMStructTypeKind) {
		unsigned n = LLVMCountStructElementTypes(t);
		for (unsigned i = 0; i < n && d <= max; i++) {
			uint32_t e = depth_of(mm, LLVMStructGetTypeAtIndex(t, i), max,
			                      level + 1, &mine);
			if (e > d)
				d = e;
		}
	} else {
		d = depth_of(mm, LLVMGetElementType(t), max, level + 1, &mine);
	}
	d = d + 1 > max + 1 ? max + 1 : d + 1;
	if (d == max + 1)
		mine = 0;
	if (memo_put(mm, t, mine ? d | DEPTH_LOWER : d) != 0)
		return max + 1;  /* no memory for the memo: refuse the type */
	if (mine)
		*cut = 1;
	return d;
}

/* The depth of t, or through a typed pointer of its pointee (where typed
 * pointers carry the type: an alloca's, a byval parameter's). */
static uint32_t
root_depth(DepthMemo *mm, LLVMTypeRef t, uint32_t max)
{
	if (t && LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		t = compat_pointee(t);
	int cut = 0;

	return t ? depth_of(mm, t, max, 0, &cut) : 0;
}

/* The 1-based line of the .ll text defining @name (a global, or a
 * function's define/declare line); 0 in bitcode or when not found. */
static uint32_t
def_line(const char *text, size_t size, const char *name, size_t len)
{
	uint32_t line = 1;

	if (!text || front_is_bitcode(text, size))
		return 0;
	for (size_t i = 0; i < size; i++) {
		if (i == 0 || text[i - 1] == '\n') {
			const char *e = memchr(text + i, '\n', size - i);
			size_t n = e ? (size_t)(e - (text + i)) : size - i;
			const char *at = n > len ? memchr(text + i, '@', n) : NULL;
			int global = text[i] == '@';
			int func = n > 7 && (memcmp(text + i, "define ", 7) == 0 ||
			                     memcmp(text + i, "declare ", 8) == 0);
			while (at && (global || func)) {
				size_t off = (size_t)(at - (text + i));
				if (n - off > len && memcmp(at + 1, name, len) == 0 &&
				    strchr(" =(", at[1 + len]))
					return line;
				if (global)
					break;
				at = memchr(at + 1, '@', n - off - 1);
			}
		}
		if (text[i] == '\n')
			line++;
	}
	return 0;
}

static void
value_error(DiagList *d, const char *path, const char *text, size_t size,
            LLVMValueRef v, const char *what, uint32_t max)
{
	size_t len;
	const char *name = LLVMGetValueName2(v, &len);
	uint32_t line = def_line(text, size, name, len);

	diag_add(d, DIAG_ERROR, path, line, 0, "%s '%.*s' has a type nested more "
	         "than %u deep (arrays, structs and vectors within each other); "
	         "vgiwcc bounds the nesting at %u", what, (int)len, name, max, max);
	if (line) {
		char *src = diag_read_line(path, line);
		diag_set_source(d, src);
		free(src);
	}
}

/* An instruction's own types: its result, operands, allocated and GEP
 * source element types. 1 when one is too deep. */
static int
inst_too_deep(DepthMemo *mm, LLVMValueRef i, uint32_t max)
{
	if (root_depth(mm, LLVMTypeOf(i), max) > max)
		return 1;
	for (int n = 0; n < LLVMGetNumOperands(i); n++) {
		LLVMValueRef o = LLVMGetOperand(i, n);
		if (o && root_depth(mm, LLVMTypeOf(o), max) > max)
			return 1;
	}
	if (LLVMIsAAllocaInst(i) && root_depth(mm, LLVMGetAllocatedType(i), max) > max)
		return 1;
	if (LLVMIsAGetElementPtrInst(i) &&
	    root_depth(mm, LLVMGetGEPSourceElementType(i), max) > max)
		return 1;
	return 0;
}

/* A function's signature: return and parameter types and the types its
 * parameter attributes carry (byval, sret, byref, ...). */
static int
signature_too_deep(DepthMemo *mm, LLVMValueRef fn, uint32_t max)
{
	LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
	unsigned np = LLVMCountParams(fn);

	if (root_depth(mm, LLVMGetReturnType(ft), max) > max)
		return 1;
	for (unsigned p = 0; p < np; p++) {
		if (root_depth(mm, LLVMTypeOf(LLVMGetParam(fn, p)), max) > max)
			return 1;
		unsigned na = LLVMGetAttributeCountAtIndex(fn, p + 1);
		LLVMAttributeRef at[64];
		if (na > 64)
			na = 64;  /* LLVM has fewer kinds of parameter attribute */
		LLVMGetAttributesAtIndex(fn, p + 1, at);
		for (unsigned a = 0; a < na; a++)
			if (LLVMIsTypeAttribute(at[a]) &&
			    root_depth(mm, LLVMGetTypeAttributeValue(at[a]), max) > max)
				return 1;
	}
	return 0;
}

int
front_check_type_depth(LLVMModuleRef m, const char *path, const char *text,
                       size_t size, DiagList *d)
{
	const uint32_t max = FRONT_TYPE_DEPTH_MAX;
	DepthMemo mm = { calloc(64, sizeof *mm.key), calloc(64, sizeof *mm.depth), 64, 0 };
	uint32_t errors = d->errors;

	if (!mm.key || !mm.depth) {
		free(mm.key);
		free(mm.depth);
		diag_add(d, DIAG_ERROR, path, 0, 0, "out of memory checking the "
		         "module's types");
		return 1;
	}
	for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
		if (root_depth(&mm, LLVMGlobalGetValueType(g), max) > max)
			value_error(d, path, text, size, g, "global", max);
	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		if (signature_too_deep(&mm, fn, max)) {
			value_error(d, path, text, size, fn, "function", max);
			continue;
		}
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
		     b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
			     i = LLVMGetNextInstruction(i))
				if (inst_too_deep(&mm, i, max)) {
					front_error(d, path, i, "an instruction's type is "
					            "nested more than %u deep (arrays, structs "
					            "and vectors within each other); vgiwcc "
					            "bounds the nesting at %u", max, max);
					goto next_fn;  /* one report a function */
				}
next_fn:;
	}
	free(mm.key);
	free(mm.depth);
	return d->errors != errors;
}
