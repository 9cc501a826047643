/* Device assert as clang lowers it (CUDA's __assertfail, glibc's
 * __assert_fail: the condition's text, the file, the line and the function
 * first). After canonicalisation each call becomes one of
 * FRONT_ASSERT_FN(i1 holds, i32 index, message, file, line, function) in
 * the canonicalised module, which the translator makes a TRAP and the
 * reference interpreter runs: where the call sits alone on the failing side
 * of a branch (clang's `(e) ? (void)0 : __assertfail(...)`), the branch
 * goes and the assertion takes its condition, so a passing assertion costs
 * its compare; anywhere else it holds `false`, failing where it is reached. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "front_int.h"

/* The text of a constant C string operand (a global's initializer, behind
 * a constant GEP on typed pointers), or NULL. */
static const char *
cstring(LLVMValueRef v, size_t *len)
{
	for (int k = 0; k < 4 && v && LLVMIsAConstantExpr(v); k++)
		v = LLVMGetOperand(v, 0);
	if (!v || !LLVMIsAGlobalVariable(v))
		return NULL;
	LLVMValueRef init = LLVMGetInitializer(v);
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return NULL;
	const char *s = LLVMGetAsString(init, len);
	*len = strnlen(s, *len);
	return s;
}

static int
is_assert_fn(const char *name)
{
	return strcmp(name, "__assertfail") == 0 || strcmp(name, "__assert_fail") == 0;
}

void
front_assert_info(LLVMValueRef call, unsigned first, char *msg, char *file,
                  char *func, size_t size, uint32_t *line)
{
	unsigned n = (unsigned)LLVMGetNumArgOperands(call);
	char *out[3] = { msg, file, func };
	unsigned arg[3] = { first, first + 1, first + 3 };
	uint64_t l[2] = { 0, 0 };

	for (int k = 0; k < 3; k++) {
		size_t len = 0;
		const char *s = arg[k] < n ? cstring(LLVMGetOperand(call, arg[k]), &len) : NULL;
		snprintf(out[k], size, "%.*s", s ? (int)(len > size - 1 ? size - 1 : len) : 0,
		         s ? s : "");
	}
	*line = 0;
	if (first + 2 < n && front_const_int(LLVMGetOperand(call, first + 2), l) == 0 &&
	    l[0] <= UINT32_MAX && !l[1])
		*line = (uint32_t)l[0];
}

/* The predecessors of bb in fn: their count, the first in *one. */
static unsigned
preds(LLVMValueRef fn, LLVMBasicBlockRef bb, LLVMBasicBlockRef *one)
{
	unsigned n = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
		unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
		for (unsigned s = 0; s < ns; s++)
			if (LLVMGetSuccessor(t, s) == bb) {
				if (!n++)
					*one = b;
				break;
			}
	}
	return n;
}

static int
is_dbg(LLVMValueRef i)
{
	LLVMValueRef c = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
	size_t len;
	const char *s = c && LLVMIsAFunction(c) ? LLVMGetValueName2(c, &len) : "";
	return strncmp(s, "llvm.dbg.", 9) == 0;
}

/* Whether block f holds nothing but the call (and debug intrinsics) before
 * its terminator, a jump or unreachable. */
static int
alone(LLVMBasicBlockRef f, LLVMValueRef call)
{
	for (LLVMValueRef i = LLVMGetFirstInstruction(f); i; i = LLVMGetNextInstruction(i)) {
		if (i == call || is_dbg(i))
			continue;
		if (i != LLVMGetBasicBlockTerminator(f))
			return 0;
		return LLVMGetInstructionOpcode(i) == LLVMUnreachable ||
		       (LLVMGetInstructionOpcode(i) == LLVMBr && !LLVMIsConditional(i));
	}
	return 0;
}

/* Phis of bb lose their incoming from `from`, or with `to` have it come
 * from `to` (LLVM-C can neither remove an incoming nor change its block:
 * each phi is rebuilt); with `fold`, a phi left with one incoming is
 * replaced by its value. */
static void
rebuild_phis(LLVMBuilderRef b, LLVMBasicBlockRef bb, LLVMBasicBlockRef from,
             LLVMBasicBlockRef to, int fold)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	while (i && LLVMIsAPHINode(i)) {
		LLVMValueRef next = LLVMGetNextInstruction(i);
		unsigned n = LLVMCountIncoming(i), m = 0;
		LLVMValueRef *v = xmalloc((n + 1) * sizeof *v);
		LLVMBasicBlockRef *in = xmalloc((n + 1) * sizeof *in);
		for (unsigned k = 0; k < n; k++)
			if (LLVMGetIncomingBlock(i, k) != from || to) {
				v[m] = LLVMGetIncomingValue(i, k);
				in[m] = LLVMGetIncomingBlock(i, k);
				if (in[m] == from)
					in[m] = to;
				m++;
			}
		LLVMValueRef r;
		if (fold && m == 1) {
			r = v[0];
		} else {
			LLVMPositionBuilderBefore(b, i);
			r = LLVMBuildPhi(b, LLVMTypeOf(i), "");
			LLVMAddIncoming(r, v, in, m);
		}
		free(v);
		free(in);
		size_t len;
		const char *name = LLVMGetValueName2(i, &len);
		char keep[256];
		snprintf(keep, sizeof keep, "%.*s", (int)len, name);
		LLVMReplaceAllUsesWith(i, r);
		LLVMInstructionEraseFromParent(i);
		if (LLVMIsAPHINode(r) && keep[0])
			LLVMSetValueName2(r, keep, strlen(keep));
		i = next;
	}
}

/* p ends in a jump to s, p its only predecessor: s's instructions join p's. */
static void
merge_into(LLVMBuilderRef b, LLVMBasicBlockRef p, LLVMBasicBlockRef s)
{
	rebuild_phis(b, s, NULL, NULL, 1);
	LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(p));
	LLVMPositionBuilderAtEnd(b, p);
	LLVMValueRef i;
	while ((i = LLVMGetFirstInstruction(s))) {
		LLVMInstructionRemoveFromParent(i);
		LLVMInsertIntoBuilder(b, i);
	}
	LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
	for (unsigned k = 0; t && k < LLVMGetNumSuccessors(t); k++)
		if (k == 0 || LLVMGetSuccessor(t, k) != LLVMGetSuccessor(t, 0))
			rebuild_phis(b, LLVMGetSuccessor(t, k), s, p, 0);
	LLVMDeleteBasicBlock(s);
}

/* p's jump target, if p is its only predecessor (and it is not p). */
static LLVMBasicBlockRef
mergeable(LLVMValueRef fn, LLVMBasicBlockRef p)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
	LLVMBasicBlockRef one = NULL;

	if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || LLVMIsConditional(t))
		return NULL;
	LLVMBasicBlockRef s = LLVMGetSuccessor(t, 0);
	return s != p && preds(fn, s, &one) == 1 ? s : NULL;
}

/* One call: the condition it fails on folded into the branch before it
 * where that is possible (see the top of the file), else false. */
static void
lower_one(LLVMModuleRef m, LLVMValueRef fn, LLVMValueRef call, uint32_t index)
{
	LLVMContextRef cx = LLVMGetModuleContext(m);
	LLVMBuilderRef b = LLVMCreateBuilderInContext(cx);
	LLVMTypeRef i1 = LLVMInt1TypeInContext(cx), i32 = LLVMInt32TypeInContext(cx);
	LLVMTypeRef ptr = LLVMPointerType(LLVMInt8TypeInContext(cx), 0);
	LLVMTypeRef pt[6] = { i1, i32, ptr, ptr, i32, ptr };
	LLVMTypeRef ft = LLVMFunctionType(LLVMVoidTypeInContext(cx), pt, 6, 0);
	LLVMValueRef callee = LLVMGetNamedFunction(m, FRONT_ASSERT_FN);
	LLVMBasicBlockRef f = LLVMGetInstructionParent(call), p = NULL, s = NULL;
	LLVMValueRef holds = LLVMConstInt(i1, 0, 0), at = call, br = NULL;

	if (!callee)
		callee = LLVMAddFunction(m, FRONT_ASSERT_FN, ft);
	if (alone(f, call) && preds(fn, f, &p) == 1 && p != f &&
	    LLVMIsConditional(br = LLVMGetBasicBlockTerminator(p)) &&
	    (LLVMGetSuccessor(br, 0) == f) != (LLVMGetSuccessor(br, 1) == f)) {
		int fails_true = LLVMGetSuccessor(br, 0) == f;
		LLVMBasicBlockRef t = LLVMGetSuccessor(br, fails_true ? 1 : 0);
		LLVMValueRef ft_term = LLVMGetBasicBlockTerminator(f);
		s = LLVMGetNumSuccessors(ft_term) ? LLVMGetSuccessor(ft_term, 0) : NULL;
		LLVMPositionBuilderBefore(b, br);
		LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
		holds = LLVMGetCondition(br);
		if (fails_true)
			holds = LLVMBuildXor(b, holds, LLVMConstInt(i1, 1, 0), "");
		at = br;
		LLVMBuildBr(b, t);
		LLVMInstructionEraseFromParent(br);
		if (s)
			rebuild_phis(b, s, f, NULL, 0);
		LLVMValueRef i;
		while ((i = LLVMGetLastInstruction(f)) && i != call)
			LLVMInstructionEraseFromParent(i);
		at = LLVMGetBasicBlockTerminator(p);
	}
	LLVMValueRef args[6] = { holds, LLVMConstInt(i32, index, 0) };
	unsigned n = (unsigned)LLVMGetNumArgOperands(call);
	LLVMPositionBuilderBefore(b, at);
	LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
	for (unsigned k = 0; k < 4; k++) {
		LLVMTypeRef want = pt[2 + k];
		LLVMValueRef v = k < n ? LLVMGetOperand(call, k) : NULL;
		if (v && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMGetTypeKind(want))
			v = k == 2 ? LLVMBuildIntCast2(b, v, i32, 0, "")
			           : LLVMBuildPointerCast(b, v, want, "");
		else
			v = k == 2 ? LLVMConstInt(i32, 0, 0) : LLVMConstNull(want);
		args[2 + k] = v;
	}
	LLVMBuildCall2(b, ft, callee, args, 6, "");
	LLVMValueRef after = LLVMGetNextInstruction(call);
	if (at == call && after && LLVMGetInstructionOpcode(after) == LLVMUnreachable &&
	    LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(fn))) == LLVMVoidTypeKind) {
		/* a failed thread leaves (glibc's __assert_fail does not return) */
		LLVMPositionBuilderBefore(b, after);
		LLVMBuildRetVoid(b);
		LLVMInstructionEraseFromParent(after);
	}
	LLVMInstructionEraseFromParent(call);
	if (at != call) {   /* folded: f is empty and unreachable */
		LLVMDeleteBasicBlock(f);
		LLVMBasicBlockRef next;
		/* the blocks the branch cut p from join it again, up to s */
		for (int k = 0; k < 2 && (next = mergeable(fn, p)); k++) {
			merge_into(b, p, next);
			if (next == s)
				break;
		}
	}
	LLVMDisposeBuilder(b);
}

void
front_lower_assert(LLVMModuleRef m)
{
	for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
		LLVMValueRef *calls = NULL;
		uint32_t n = 0, cap = 0;

		if (LLVMIsDeclaration(fn))
			continue;
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
				LLVMValueRef c = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
				size_t len;
				if (!c || !LLVMIsAFunction(c))
					continue;
				char name[32];
				const char *s = LLVMGetValueName2(c, &len);
				snprintf(name, sizeof name, "%.*s", (int)len, s);
				if (is_assert_fn(name)) {
					uint32_t at = vec_push(calls, n, cap);
					calls[at] = i;
				}
			}
		/* the index is the call's place in the function, before folding */
		for (uint32_t k = 0; k < n; k++)
			lower_one(m, fn, calls[k], k);
		free(calls);
	}
}

/* FRONT_ASSERT_FN in a kernel: a TRAP on its condition, imm its index in
 * the kernel's assertion table, which gets the call's strings. */
void
tr_assert(Translator *t, LLVMValueRef call)
{
	KirFunc *f = t->f;
	uint64_t ix[2] = { 0, 0 };
	char msg[1024], file[1024], func[1024];
	uint32_t line;

	if (LLVMGetNumArgOperands(call) != 6 ||
	    front_const_int(LLVMGetOperand(call, 1), ix) || ix[1]) {
		tr_error(t, "%s takes (i1, a constant i32 index, message, file, line, "
		         "function)", FRONT_ASSERT_FN);
		return;
	}
	if (ix[0] >= ISA_MAX_ASSERTS) {
		tr_error(t, "more than %u assertions in one kernel", ISA_MAX_ASSERTS);
		return;
	}
	front_assert_info(call, 2, msg, file, func, sizeof msg, &line);
	uint32_t k = (uint32_t)ix[0];
	vec_grow(f->asserts, f->nasserts, f->asserts_cap, k + 1);
	while (f->nasserts <= k)
		f->asserts[f->nasserts++] = (IsaAssert){ .message = NULL };
	IsaAssert *a = &f->asserts[k];
	a->message = arena_strdup(&t->m->arena, msg[0] ? msg : "?");
	a->file = file[0] ? arena_strdup(&t->m->arena, file) : NULL;
	a->func = func[0] ? arena_strdup(&t->m->arena, func) : NULL;
	a->line = line;
	KirRef c = tr_ref(t, LLVMGetOperand(call, 0));
	tr_emit(t, OP_TRAP, IT_VOID, &c, 1, (int64_t)k);
}
