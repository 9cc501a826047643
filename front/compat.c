/* Every difference between the LLVM versions we support (14 to 19) lives
 * here, behind LLVM_VERSION_MAJOR, for the front end and the reference
 * interpreter alike; the rest of the project calls these. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/Support.h>
#include <llvm/Config/llvm-config.h>
#include <string.h>

#include "front_int.h"

const char *
front_llvm_version(void)
{
	return LLVM_VERSION_STRING;
}

int
front_llvm_major(void)
{
	return LLVM_VERSION_MAJOR;
}

/* LLVM's own command-line options, process-wide, so parsed once, all
 * together (LLVM counts each option's occurrences across calls):
 * - clang -O3 vectorises scalar code (SLP: <2 x i32> arithmetic, loads and
 *   stores); per thread a vector means nothing here, so the pipeline's
 *   scalarizer splits it back into scalars, memory accesses included.
 * - The IR reader's debug-info upgrade verifies a module that carries
 *   "Debug Info Version" 3 and ends the process ("LLVM ERROR: Broken module
 *   found") when it is invalid: clang 14's IR on LLVM 17+, whose intrinsic
 *   signatures changed (llvm.nvvm.match.any.sync.i64 returns i32), for one.
 *   From LLVM 15 an option turns that off, and front_read does the upgrade
 *   itself and reports the verifier's message; LLVM 14 lacks it (front_read
 *   verifies textual IR before the reader does, compat_read_begin's handler
 *   is left for what that misses: bitcode). */
static pthread_once_t options_once = PTHREAD_ONCE_INIT;

static void
set_options(void)
{
	const char *argv[] = { "vgiwcc", "-scalarize-load-store",
#if LLVM_VERSION_MAJOR >= 15
	                       "-disable-auto-upgrade-debug-info",
#endif
	};

	LLVMParseCommandLineOptions((int)(sizeof argv / sizeof argv[0]), argv, NULL);
}

void
compat_llvm_options(void)
{
	pthread_once(&options_once, set_options);
}

#if LLVM_VERSION_MAJOR < 15
/* LLVM 14's reader verifies a module with debug info itself and, when it is
 * invalid, prints the verifier's message and calls report_fatal_error.
 * front_read checks textual IR first; an invalid bitcode module still gets
 * here: end with a diagnostic for the input and status 1 (no output is
 * written yet), not LLVM's abort; in batch mode the inputs not compiled yet
 * are lost with it (LLVM 15+ reports the input and goes on). The
 * handler is installed once (batch mode reads
 * inputs on several threads) and knows the input from the thread that
 * reads it; elsewhere it ends the process as LLVM's own does. */
static _Thread_local const char *reading;
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;

static void
read_fatal(const char *reason)
{
	fflush(stdout);
	if (!reading) {
		fprintf(stderr, "LLVM ERROR: %s\n", reason);
		abort();
	}
	fprintf(stderr, "%s: error: invalid module (the verifier's message is "
	        "above): %s\n", reading, reason);
	exit(1);
}

static void
install_handler(void)
{
	LLVMInstallFatalErrorHandler(read_fatal);
}
#endif

/* Around LLVM's IR reader, for the input at path. */
void
compat_read_begin(const char *path)
{
#if LLVM_VERSION_MAJOR < 15
	pthread_once(&handler_once, install_handler);
	reading = path;
#else
	(void)path;
#endif
}

void
compat_read_end(void)
{
#if LLVM_VERSION_MAJOR < 15
	reading = NULL;
#endif
}

/* The new pass manager's name of LowerSwitchPass changed in LLVM 15. */
const char *
compat_lowerswitch_pass(void)
{
#if LLVM_VERSION_MAJOR >= 15
	return "lower-switch";
#else
	return "lowerswitch";
#endif
}

/* InstCombine as a pipeline element. From LLVM 18 the bare name verifies
 * that one iteration reaches a fixpoint and ends the process with "LLVM
 * ERROR: Instruction Combining did not reach a fixpoint" when it does not
 * (a check meant for LLVM's own tests; the i128 division kernels of
 * tests/intwidth/divrem.cu trip it), so ask for what clang's pipelines
 * use. */
const char *
compat_instcombine_pass(void)
{
#if LLVM_VERSION_MAJOR >= 18
	return "instcombine<no-verify-fixpoint>";
#else
	return "instcombine";
#endif
}

/* Element i of a constant aggregate (struct, array, data array, zero). */
LLVMValueRef
front_aggregate_element(LLVMValueRef c, unsigned i)
{
#if LLVM_VERSION_MAJOR >= 15
	return LLVMGetAggregateElement(c, i);
#else
	LLVMTypeRef ty = LLVMTypeOf(c);
	LLVMTypeRef el = LLVMGetTypeKind(ty) == LLVMStructTypeKind
		? LLVMStructGetTypeAtIndex(ty, i) : LLVMGetElementType(ty);

	if (LLVMIsAConstantDataSequential(c))
		return LLVMGetElementAsConstant(c, i);
	if (LLVMIsAConstantAggregateZero(c))
		return LLVMConstNull(el);
	if (LLVMIsAUndefValue(c))
		return LLVMGetUndef(el);
	if (LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c))
		return LLVMGetOperand(c, i);
	return NULL;
#endif
}

/* LLVM-C has no reader for the words of an APInt wider than 64 bits
 * (LLVMConstIntGetZExtValue asserts on them), so such a constant is read
 * from the printer's decimal form, which is signed ("i128 -1"). */
int
front_const_int(LLVMValueRef c, uint64_t out[2])
{
	out[0] = out[1] = 0;
	if (!c || !LLVMIsAConstantInt(c))
		return -1;
	unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(c));
	if (w > 128)
		return -1;
	if (w <= 64) {
		out[0] = LLVMConstIntGetZExtValue(c);
		return 0;
	}
	char *text = LLVMPrintValueToString(c);
	const char *p = strchr(text, ' ');
	int neg = 0, ok = p != NULL;
	/* 32-bit limbs, least significant first: x = x * 10 + digit */
	uint64_t limb[4] = { 0, 0, 0, 0 };

	if (ok && *++p == '-') {
		neg = 1;
		p++;
	}
	if (ok && !(*p >= '0' && *p <= '9'))
		ok = 0;
	for (; ok && *p >= '0' && *p <= '9'; p++) {
		uint64_t carry = (uint64_t)(*p - '0');
		for (int k = 0; k < 4; k++) {
			uint64_t x = limb[k] * 10 + carry;
			limb[k] = x & 0xffffffffu;
			carry = x >> 32;
		}
	}
	LLVMDisposeMessage(text);
	if (!ok)
		return -1;
	out[0] = limb[0] | limb[1] << 32;
	out[1] = limb[2] | limb[3] << 32;
	if (neg) {  /* two's complement of the magnitude */
		out[0] = ~out[0] + 1;
		out[1] = ~out[1] + (out[0] == 0);
	}
	if (w < 128)
		out[1] &= (1ull << (w - 64)) - 1;
	return 0;
}

/* fmax/fmin came with LLVM 15, uinc_wrap/udec_wrap with LLVM 16. */
int
front_rmw_op(int llvm_op)
{
	switch ((LLVMAtomicRMWBinOp)llvm_op) {
	case LLVMAtomicRMWBinOpXchg: return FRONT_RMW_XCHG;
	case LLVMAtomicRMWBinOpAdd: return FRONT_RMW_ADD;
	case LLVMAtomicRMWBinOpSub: return FRONT_RMW_SUB;
	case LLVMAtomicRMWBinOpAnd: return FRONT_RMW_AND;
	case LLVMAtomicRMWBinOpNand: return FRONT_RMW_NAND;
	case LLVMAtomicRMWBinOpOr: return FRONT_RMW_OR;
	case LLVMAtomicRMWBinOpXor: return FRONT_RMW_XOR;
	case LLVMAtomicRMWBinOpMax: return FRONT_RMW_MAX;
	case LLVMAtomicRMWBinOpMin: return FRONT_RMW_MIN;
	case LLVMAtomicRMWBinOpUMax: return FRONT_RMW_UMAX;
	case LLVMAtomicRMWBinOpUMin: return FRONT_RMW_UMIN;
	case LLVMAtomicRMWBinOpFAdd: return FRONT_RMW_FADD;
	case LLVMAtomicRMWBinOpFSub: return FRONT_RMW_FSUB;
#if LLVM_VERSION_MAJOR >= 15
	case LLVMAtomicRMWBinOpFMax: return FRONT_RMW_FMAX;
	case LLVMAtomicRMWBinOpFMin: return FRONT_RMW_FMIN;
#endif
#if LLVM_VERSION_MAJOR >= 16
	case LLVMAtomicRMWBinOpUIncWrap: return FRONT_RMW_UINC;
	case LLVMAtomicRMWBinOpUDecWrap: return FRONT_RMW_UDEC;
#endif
	default: return -1;
	}
}

/* atomicrmw operations as IsaAtomic kinds; -1 for those VGIW lacks.
 * uinc_wrap/udec_wrap (LLVM 16+) are CUDA's atomicInc/atomicDec, which
 * LLVM 14 spells as llvm.nvvm.atomic.load.{inc,dec}.32 calls instead. */
int
compat_atomic_kind(LLVMAtomicRMWBinOp op)
{
	switch (front_rmw_op(op)) {
	case FRONT_RMW_XCHG: return ISA_ATOM_XCHG;
	case FRONT_RMW_ADD: return ISA_ATOM_ADD;
	case FRONT_RMW_SUB: return ISA_ATOM_SUB;
	case FRONT_RMW_AND: return ISA_ATOM_AND;
	case FRONT_RMW_OR: return ISA_ATOM_OR;
	case FRONT_RMW_XOR: return ISA_ATOM_XOR;
	case FRONT_RMW_MAX: return ISA_ATOM_MAX;
	case FRONT_RMW_MIN: return ISA_ATOM_MIN;
	case FRONT_RMW_UMAX: return ISA_ATOM_UMAX;
	case FRONT_RMW_UMIN: return ISA_ATOM_UMIN;
	case FRONT_RMW_FADD: return ISA_ATOM_FADD;
	case FRONT_RMW_UINC: return ISA_ATOM_INC;
	case FRONT_RMW_UDEC: return ISA_ATOM_DEC;
	default: return -1;
	}
}

/* The name of an operation compat_atomic_kind rejects, for its diagnostic. */
const char *
compat_atomic_name(LLVMAtomicRMWBinOp op)
{
	switch (front_rmw_op(op)) {
	case FRONT_RMW_NAND: return "nand";
	case FRONT_RMW_FSUB: return "fsub";
	case FRONT_RMW_FMAX: return "fmax";
	case FRONT_RMW_FMIN: return "fmin";
	default: return "?";
	}
}

/* The name of the function a debug scope belongs to: walk out of lexical
 * blocks to the DISubprogram and read its name. LLVM-C has no getter for
 * either, so this reads the nodes' operands, whose layout is the same in
 * LLVM 14 and 19 (DILexicalBlock*: 1 scope; DISubprogram: 1 scope, 2 name,
 * 3 linkage name). 0 if no name was found (out[0] then empty). */
int
compat_di_function(LLVMContextRef ctx, LLVMMetadataRef scope, char *out,
                   size_t size)
{
	out[0] = 0;
	for (int depth = 0; scope && depth < 256; depth++) {
		LLVMMetadataKind kind = LLVMGetMetadataKind(scope);
		int sub = kind == LLVMDISubprogramMetadataKind;

		if (!sub && kind != LLVMDILexicalBlockMetadataKind &&
		    kind != LLVMDILexicalBlockFileMetadataKind)
			return 0;
		LLVMValueRef v = LLVMMetadataAsValue(ctx, scope);
		unsigned n = LLVMGetMDNodeNumOperands(v);
		if (n < (sub ? 4u : 2u))
			return 0;
		LLVMValueRef ops[16];
		LLVMValueRef *op = n <= 16 ? ops : xcalloc(n, sizeof *op);
		LLVMGetMDNodeOperands(v, op);
		LLVMValueRef next = op[1];
		if (sub) {
			unsigned len = 0;
			const char *name = op[2] ? LLVMGetMDString(op[2], &len) : NULL;
			if (!name || !len)  /* a name-less subprogram: its symbol */
				name = op[3] ? LLVMGetMDString(op[3], &len) : NULL;
			if (name && len)
				snprintf(out, size, "%.*s", (int)len, name);
		}
		if (op != ops)
			free(op);
		if (sub)
			return out[0] != 0;
		scope = next ? LLVMValueAsMetadata(next) : NULL;
	}
	return 0;
}

/* Does integer add or sub i carry nsw? The C API reads the
 * flag from LLVM 17 on; before, the printed instruction says it
 * ("%x = add nuw nsw i32 ..."): the words between the opcode and the
 * type. */
int
compat_has_nsw(LLVMValueRef i)
{
#if LLVM_VERSION_MAJOR >= 17
	return LLVMGetNSW(i);
#else
	char *s = LLVMPrintValueToString(i);
	const char *p = strstr(s, " = ");
	int nsw = 0;

	p = p ? p + 3 : s;
	while (*p == ' ')
		p++;
	while (*p && *p != ' ')   /* the opcode */
		p++;
	for (;;) {
		while (*p == ' ')
			p++;
		if (!strncmp(p, "nuw ", 4)) {
			p += 4;
		} else if (!strncmp(p, "nsw ", 4)) {
			nsw = 1;
			p += 4;
		} else {
			break;
		}
	}
	LLVMDisposeMessage(s);
	return nsw;
#endif
}

LLVMTypeRef
compat_pointee(LLVMTypeRef t)
{
#if LLVM_VERSION_MAJOR >= 15
	if (LLVMPointerTypeIsOpaque(t))
		return NULL;
#endif
	return LLVMGetElementType(t);
}
