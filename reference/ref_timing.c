/* The outputs of a kernel that hold clock() values (vgiwcc --run --check).
 * The reference's clock is a count of the thread's own instructions, not a
 * machine's cycle, so a buffer that receives a value computed from
 * clock()/clock64() cannot match a simulation byte for byte: --check leaves
 * such a buffer out, says so, and compares the rest.
 *
 * Forward taint over the canonicalised kernel (one function, its calls
 * inlined): a value is timing when it reads the clock or any operand is
 * timing. A store of a timing value, or at a timing address, makes timing
 * the memory of every object its address comes from, traced back through
 * address arithmetic: a pointer parameter (its buffer is then left out), or
 * an alloca or __shared__ array (whose loads are then timing). What cannot
 * be bounded is an error, since the outputs could then not be told from the
 * timing: a timing branch condition, and a timing store whose address comes
 * from memory or from a module global. */
#include <stdlib.h>

#include "ref.h"

typedef struct {
	RefProg *p;
	RefMap val;       /* timing values */
	RefMap mem;       /* objects holding timing values */
	RefMap seen;      /* the current trace's visited values */
	uint64_t args;    /* the result: parameters' bits */
	uint32_t objects; /* the current trace's objects */
	int changed, failed;
} Taint;

static int
has(const RefMap *m, LLVMValueRef v)
{
	uint64_t x;

	return ref_map_get(m, v, &x);
}

static void
mark(Taint *t, RefMap *m, LLVMValueRef v)
{
	if (!has(m, v)) {
		ref_map_put(m, v, 1);
		t->changed = 1;
	}
}

static int
is_clock(LLVMValueRef in)
{
	LLVMValueRef f;
	const char *n;
	size_t len;

	if (!LLVMIsACallInst(in) || !(f = LLVMGetCalledValue(in)) || !LLVMIsAFunction(f))
		return 0;
	n = LLVMGetValueName2(f, &len);
	return strcmp(n, "llvm.nvvm.read.ptx.sreg.clock") == 0 ||
	       strcmp(n, "llvm.nvvm.read.ptx.sreg.clock64") == 0;
}

/* The objects address v comes from, each passed to fn(t, object, at) and
 * counted in t->objects: pointer parameters, allocas, module globals, and
 * pointers loaded from memory (whose object is unknown). Integer offsets
 * (thread coordinates, scalar parameters, constants) are not objects. */
static void
trace(Taint *t, LLVMValueRef v, void (*fn)(Taint *, LLVMValueRef, LLVMValueRef),
      LLVMValueRef at)
{
	if (has(&t->seen, v))
		return;
	ref_map_put(&t->seen, v, 1);
	if (LLVMIsAArgument(v)) {
		if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind) {
			t->objects++;
			fn(t, v, at);
		}
		return;
	}
	if (LLVMIsAAllocaInst(v) || LLVMIsAGlobalVariable(v) || (LLVMIsALoadInst(v) &&
	    LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind)) {
		t->objects++;
		fn(t, v, at);
		return;
	}
	if (LLVMIsACallInst(v) || LLVMIsAConstantInt(v) || LLVMIsAConstantPointerNull(v) ||
	    !(LLVMIsAInstruction(v) || LLVMIsAConstantExpr(v)))
		return;
	int n = LLVMGetNumOperands(v);
	if (LLVMIsAGetElementPtrInst(v) || (LLVMIsAConstantExpr(v) &&
	    LLVMGetConstOpcode(v) == LLVMGetElementPtr))
		n = 1;  /* the indices are offsets */
	for (int k = LLVMIsASelectInst(v) ? 1 : 0; k < n; k++)
		trace(t, LLVMGetOperand(v, (unsigned)k), fn, at);
}

static void
clear_seen(Taint *t)
{
	t->objects = 0;
	free(t->seen.keys);
	free(t->seen.vals);
	memset(&t->seen, 0, sizeof t->seen);
}

/* A timing store into object o. */
static void
taint_object(Taint *t, LLVMValueRef o, LLVMValueRef at)
{
	if (LLVMIsAArgument(o)) {
		unsigned n = LLVMCountParams(t->p->fn), i = 0;
		while (i < n && LLVMGetParam(t->p->fn, i) != o)
			i++;
		if (i >= 64) {
			front_error(t->p->d, t->p->path, at, "--check: a clock() value "
			            "is stored through parameter %u; only the first 64 "
			            "parameters' buffers can be left out of the comparison", i);
			t->failed = 1;
		} else if (!(t->args >> i & 1)) {
			t->args |= 1ull << i;
			t->changed = 1;
		}
		return;
	}
	if (LLVMIsAAllocaInst(o) || (LLVMIsAGlobalVariable(o) &&
	    LLVMGetPointerAddressSpace(LLVMTypeOf(o)) == 3)) {
		mark(t, &t->mem, o);
		return;
	}
	front_error(t->p->d, t->p->path, at, "--check: a clock() value is stored "
	            "through %s, which the check cannot trace to a buffer of the "
	            "launch, so it cannot leave the timing out of the comparison",
	            LLVMIsAGlobalVariable(o) ? "a module global" : "a pointer loaded "
	            "from memory");
	t->failed = 1;
}

/* A load from object o: timing if o holds timing values (a pointer from
 * memory may point at any of them). */
static void
load_from(Taint *t, LLVMValueRef o, LLVMValueRef at)
{
	if (has(&t->mem, o) || (LLVMIsALoadInst(o) && t->mem.n))
		mark(t, &t->val, at);
}

static void
store_to(Taint *t, LLVMValueRef ptr, LLVMValueRef at)
{
	trace(t, ptr, taint_object, at);
	if (!t->objects && !t->failed) {
		front_error(t->p->d, t->p->path, at, "--check: a clock() value is "
		            "stored at an address the check cannot trace to a buffer of "
		            "the launch, so it cannot leave the timing out of the "
		            "comparison");
		t->failed = 1;
	}
	clear_seen(t);
}

static int
is_mem_intrinsic(LLVMValueRef in)
{
	LLVMValueRef f = LLVMGetCalledValue(in);
	const char *n;
	size_t len;

	if (!f || !LLVMIsAFunction(f))
		return 0;
	n = LLVMGetValueName2(f, &len);
	return strncmp(n, "llvm.memcpy.", 12) == 0 || strncmp(n, "llvm.memmove.", 13) == 0;
}

static void
visit(Taint *t, LLVMValueRef in)
{
	int n = LLVMGetNumOperands(in), any = is_clock(in);
	LLVMOpcode op = LLVMGetInstructionOpcode(in);

	if (op == LLVMCall)
		n--;  /* the callee */
	for (int k = 0; k < n && !any; k++)
		any = has(&t->val, LLVMGetOperand(in, (unsigned)k));
	if (op == LLVMLoad) {
		trace(t, LLVMGetOperand(in, 0), load_from, in);
		clear_seen(t);
	} else if (op == LLVMCall && is_mem_intrinsic(in)) {
		trace(t, LLVMGetOperand(in, 1), load_from, in);
		clear_seen(t);
		any |= has(&t->val, in);
	}
	if (!any)
		return;
	switch (op) {
	case LLVMBr: case LLVMSwitch: case LLVMIndirectBr:
		front_error(t->p->d, t->p->path, in, "--check: a branch depends on "
		            "clock(), so which outputs the kernel writes depends on "
		            "timing and the check cannot compare them");
		t->failed = 1;
		return;
	case LLVMStore:
		store_to(t, LLVMGetOperand(in, 1), in);
		return;
	case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
		store_to(t, LLVMGetOperand(in, 0), in);
		break;
	case LLVMCall:
		/* memcpy writes its destination; another intrinsic that writes
		 * memory, through its pointers */
		for (int k = 0; k < (is_mem_intrinsic(in) ? 1 : n); k++) {
			LLVMValueRef a = LLVMGetOperand(in, (unsigned)k);
			if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind)
				store_to(t, a, in);
		}
		break;
	default:
		break;
	}
	if (LLVMGetTypeKind(LLVMTypeOf(in)) != LLVMVoidTypeKind)
		mark(t, &t->val, in);
}

int
ref_timing_args(RefProg *p, uint64_t *args)
{
	Taint t;
	int clock = 0;

	memset(&t, 0, sizeof t);
	t.p = p;
	*args = 0;
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(p->fn); b && !clock;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef in = LLVMGetFirstInstruction(b); in && !clock;
		     in = LLVMGetNextInstruction(in))
			clock = is_clock(in);
	/* monotone: every round adds a value, an object or a parameter */
	t.changed = clock;
	while (t.changed && !t.failed) {
		t.changed = 0;
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(p->fn); b && !t.failed;
		     b = LLVMGetNextBasicBlock(b))
			for (LLVMValueRef in = LLVMGetFirstInstruction(b); in && !t.failed;
			     in = LLVMGetNextInstruction(in))
				visit(&t, in);
	}
	*args = t.args;
	free(t.val.keys);
	free(t.val.vals);
	free(t.mem.keys);
	free(t.mem.vals);
	clear_seen(&t);
	return t.failed;
}
