/* Reading LLVM IR (.ll text or .bc bitcode) and verifying it; source
 * locations of instructions for diagnostics. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>
#include <llvm/Config/llvm-config.h>

#include "front_int.h"

/* LLVM's parser says "file:line:col: error: text", then the source line and
 * a caret; keep its location and line in our diagnostic form. */
static void
report_parse_error(DiagList *d, const char *path, char *msg)
{
	char *nl = strchr(msg, '\n');
	char *src = NULL;
	char *err;
	unsigned long line = 0, col = 0;

	if (nl) {
		*nl = 0;
		src = nl + 1;
		if ((nl = strchr(src, '\n')))
			*nl = 0;
	}
	err = strstr(msg, ": error: ");
	if (err) {
		/* walk back over ":line:col" */
		char *p = err;
		*p = 0;
		char *c = strrchr(msg, ':');
		if (c) {
			col = strtoul(c + 1, NULL, 10);
			*c = 0;
			char *l = strrchr(msg, ':');
			if (l) {
				line = strtoul(l + 1, NULL, 10);
				*l = 0;
			}
		}
		diag_add(d, DIAG_ERROR, line ? msg : path, (uint32_t)line,
		         (uint32_t)col, "%s", err + 9);
	} else {
		diag_add(d, DIAG_ERROR, path, 0, 0, "%s", msg);
	}
	if (src && *src)
		diag_set_source(d, src);
}

/* The LLVM major version that wrote textual IR, from its producer string
 * (the compile unit's producer or !llvm.ident: "clang version 19.1.7");
 * 0 if none is found. */
static unsigned
ir_producer(const char *text, size_t size, char *out, size_t outsize)
{
	static const char key[] = "clang version ";
	const char *p = text, *end = text + size;

	out[0] = 0;
	while (p < end && (p = memchr(p, 'c', (size_t)(end - p)))) {
		if ((size_t)(end - p) > sizeof key && memcmp(p, key, sizeof key - 1) == 0) {
			const char *v = p + sizeof key - 1;
			unsigned major = 0;
			while (v < end && *v >= '0' && *v <= '9' && major < 1000)
				major = major * 10 + (unsigned)(*v++ - '0');
			if (!major)
				return 0;
			/* the whole quoted producer, for the note */
			const char *q0 = p, *q1 = v;
			while (q0 > text && q0[-1] != '"' && q0[-1] != '\n' && p - q0 < 80)
				q0--;
			while (q1 < end && *q1 != '"' && *q1 != '\n' && q1 - v < 80)
				q1++;
			snprintf(out, outsize, "%.*s", (int)(q1 - q0), q0);
			return major;
		}
		p++;
	}
	return 0;
}

static int
contains(const char *text, size_t size, const char *needle)
{
	size_t n = strlen(needle);

	for (const char *p = text; p && (size_t)(text + size - p) >= n;
	     p = memchr(p + 1, needle[0], (size_t)(text + size - p - 1)))
		if (memcmp(p, needle, n) == 0)
			return 1;
	return 0;
}

/* After LLVM's parse error: say whether another LLVM wrote the IR, and what
 * to do. Bitcode is read by later LLVMs, never by earlier ones. */
static void
version_note(DiagList *d, const char *path, const char *text, size_t size)
{
	char who[200];
	unsigned ours = (unsigned)front_llvm_major();
	unsigned theirs = ir_producer(text, size, who, sizeof who);

	if (theirs && theirs < ours)
		diag_add(d, DIAG_NOTE, path, 0, 0, "this IR was written by LLVM %u "
		         "('%s') and vgiwcc is built on LLVM %s, which no longer reads "
		         "all of LLVM %u's textual IR (constant expressions it "
		         "dropped, for one): pass bitcode instead (clang -c -emit-llvm, or "
		         "llvm-as-%u; a later LLVM reads an earlier one's bitcode), or "
		         "use a vgiwcc built on LLVM %u", theirs, who,
		         front_llvm_version(), theirs, theirs, theirs);
	else if (theirs && theirs > ours)
		diag_add(d, DIAG_NOTE, path, 0, 0, "this IR was written by LLVM %u "
		         "('%s'), later than the LLVM %s vgiwcc is built on, which "
		         "cannot read it (nor its bitcode): use a vgiwcc built on LLVM "
		         "%u (cmake -DLLVM_DIR=<LLVM %u>/lib/cmake/llvm), or compile the "
		         "source with clang %u", theirs, who, front_llvm_version(),
		         theirs, theirs, ours);
	else if (!theirs && ours < 15 && (contains(text, size, " ptr ") ||
	                                  contains(text, size, "(ptr ")))
		diag_add(d, DIAG_NOTE, path, 0, 0, "this IR uses opaque pointers "
		         "('ptr'), so LLVM 15 or later wrote it; vgiwcc is built on "
		         "LLVM %s, which cannot read it: use a vgiwcc built on the "
		         "LLVM that wrote it, or compile the source with clang %u",
		         front_llvm_version(), ours);
	else if (!theirs)
		diag_add(d, DIAG_NOTE, path, 0, 0, "LLVM %s could not parse this "
		         "IR; if another LLVM version wrote it, pass bitcode (clang "
		         "-c -emit-llvm: a later LLVM reads an earlier one's "
		         "bitcode) or use a vgiwcc built on the matching LLVM",
		         front_llvm_version());
	/* written by our own LLVM: a plain syntax error, LLVM's message says it */
}

/* The line of the .ll text that a verifier message points at: a line of
 * the file equal to one of the values it prints (an instruction), else the
 * declare/define line of the first @name it mentions (a function), else
 * that global's line; 0 if none (bitcode). */
static uint32_t
verify_line(const char *path, const char *msg)
{
	const char *first = strchr(msg, '\n');
	char buf[8192], name[300] = "";
	uint32_t at = 0, inst = 0, decl = 0, glob = 0;
	FILE *f;

	if (!first || !(f = fopen(path, "r")))
		return 0;
	const char *at_sign = strchr(first, '@');
	if (at_sign) {
		size_t n = strcspn(at_sign + 1, "( ,\n");
		if (n && n < sizeof name - 2)
			snprintf(name, sizeof name, "@%.*s", (int)n, at_sign + 1);
	}
	size_t nlen = strlen(name);
	while (fgets(buf, sizeof buf, f) && !inst) {
		at++;
		size_t n = strcspn(buf, "\r\n");
		const char *b = buf;
		while (*b == ' ' || *b == '\t')
			b++, n--;
		/* an instruction the message prints, as the file has it */
		for (const char *l = first; l && *l && n > 2 && b[0] == '%'; ) {
			l++;
			while (*l == ' ')
				l++;
			size_t ln = strcspn(l, "\n");
			if (ln == n && memcmp(l, b, n) == 0) {
				inst = at;
				break;
			}
			l = strchr(l, '\n');
		}
		if (!nlen)
			continue;
		const char *p = strstr(buf, name);
		if (!p || (p[nlen] != '(' && p[nlen] != ' '))
			continue;
		if (!decl && (strncmp(buf, "declare", 7) == 0 ||
		              strncmp(buf, "define", 6) == 0) && p[nlen] == '(')
			decl = at;
		else if (!glob && p == buf && p[nlen] == ' ')
			glob = at;
	}
	fclose(f);
	return inst ? inst : decl ? decl : glob;
}

/* A note for a module another LLVM wrote whose intrinsic calls ours
 * rejects: their signatures changed between LLVM versions, and LLVM
 * upgrades only some (llvm.nvvm.match.any.sync.i64 returns i64 in LLVM 14,
 * i32 later; match.all.sync.i64p's first result likewise; f2bf16 and
 * ff2bf16x2 return bfloat types instead of i16 and i32). */
static void
intrinsic_note(DiagList *d, const char *path, const char *msg)
{
	FILE *f = fopen(path, "r");
	char head[1 << 16], who[200];
	size_t n;
	unsigned ours = (unsigned)front_llvm_major(), theirs;

	if (!f)
		return;
	n = fread(head, 1, sizeof head, f);
	/* bitcode's producer string is not plain text */
	if (n >= 4 && (memcmp(head, "BC\xC0\xDE", 4) == 0 ||
	               memcmp(head, "\xDE\xC0\x17\x0B", 4) == 0)) {
		fclose(f);
		return;
	}
	/* the producer is at the end of the file: read its last part too */
	if (n == sizeof head && fseek(f, -(long)sizeof head, SEEK_END) == 0)
		n = fread(head, 1, sizeof head, f);
	fclose(f);
	if (!strstr(msg, "Intrinsic") && !strstr(msg, "intrinsic"))
		return;
	theirs = ir_producer(head, n, who, sizeof who);
	if (theirs && theirs != ours)
		diag_add(d, DIAG_NOTE, path, 0, 0, "this IR was written by LLVM %u "
		         "('%s'), whose intrinsic signatures differ from LLVM %s's, "
		         "on which vgiwcc is built; LLVM does not upgrade such calls "
		         "(in bitcode neither): use a vgiwcc built on LLVM %u, or compile "
		         "the source with clang %u", theirs, who, front_llvm_version(),
		         theirs, ours);
}

static char *
first_failure(char *msg)
{
	size_t n = strlen(msg);

	while (n && msg[n - 1] == '\n')
		msg[--n] = 0;
	return msg;
}

/* LLVM's verifier, with what the IR reader's debug-info upgrade would do
 * (compat_llvm_options turns that off, as it ends the process on an
 * invalid module): debug info of another metadata version is dropped, and
 * invalid debug info is dropped with a warning; an invalid module is an
 * error at the line it points at. 1 if the module is valid. */
static int
verify(LLVMModuleRef m, const char *path, DiagList *d)
{
	char *msg = NULL;
	unsigned version = LLVMGetModuleDebugMetadataVersion(m);

	if (version != LLVMDebugMetadataVersion() && LLVMStripModuleDebugInfo(m) &&
	    version)
		diag_add(d, DIAG_WARNING, path, 0, 0, "ignoring debug info with "
		         "an invalid version (%u)", version);
	if (!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
		LLVMDisposeMessage(msg);
		return 1;
	}
	if (version == LLVMDebugMetadataVersion() && LLVMStripModuleDebugInfo(m)) {
		char *msg2 = NULL;
		if (!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg2)) {
			/* only the debug info was wrong */
			first_failure(msg);
			msg[strcspn(msg, "\n")] = 0;
			diag_add(d, DIAG_WARNING, path, 0, 0, "ignoring invalid debug "
			         "info: %s", msg);
			LLVMDisposeMessage(msg);
			LLVMDisposeMessage(msg2);
			return 1;
		}
		/* the module itself is invalid: say that, without the debug
		 * info's failures */
		LLVMDisposeMessage(msg);
		msg = msg2;
	}
	first_failure(msg);
	uint32_t line = verify_line(path, msg);
	diag_add(d, DIAG_ERROR, path, line, 0, "invalid module: %s", msg);
	if (line) {
		char *src = diag_read_line(path, line);
		diag_set_source(d, src);
		free(src);
	}
	intrinsic_note(d, path, msg);
	LLVMDisposeMessage(msg);
	return 0;
}

#if LLVM_VERSION_MAJOR < 15
static void
ignore_diagnostic(LLVMDiagnosticInfoRef di, void *arg)
{
	(void)di;
	(void)arg;
}

/* LLVM 14's reader verifies a module that carries debug info of the
 * current version and ends the process when the module itself is invalid
 * (compat_read_begin's handler reports that, but a batch loses the inputs
 * after it). So textual IR with that version is first read from a copy
 * that names another version, which the reader strips without verifying,
 * and verified here: 0 if the module is invalid (reported as verify()
 * does, as LLVM 15+ reports it), 1 if the reader may have the original. */
static int
valid_without_debug_info(const char *text, size_t size, const char *path,
                         DiagList *d)
{
	static const char flag[] = "!\"Debug Info Version\", i32 3}";
	const size_t n = sizeof flag - 1;
	const char *at = NULL;

	for (size_t i = 0; !at && i + n <= size; i++)
		if (text[i] == '!' && memcmp(text + i, flag, n) == 0)
			at = text + i;
	if (!at || (size >= 4 && (memcmp(text, "BC\xc0\xde", 4) == 0 ||
	                          memcmp(text, "\xde\xc0\x17\x0b", 4) == 0)))
		return 1;
	char *copy = xmalloc(size);
	memcpy(copy, text, size);
	copy[at - text + n - 2] = '0';
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMContextSetDiagnosticHandler(ctx, ignore_diagnostic, NULL);
	LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(copy, size, path);
	LLVMModuleRef m = NULL;
	char *msg = NULL;
	int ok = 1;
	/* a parse error is the reader's to report, from the original */
	if (!LLVMParseIRInContext(ctx, buf, &m, &msg)) {
		ok = verify(m, path, d);
		LLVMDisposeModule(m);
	}
	LLVMDisposeMessage(msg);
	LLVMContextDispose(ctx);
	free(copy);
	return ok;
}
#endif

LLVMModuleRef
front_read(LLVMContextRef ctx, const char *path, DiagList *d)
{
	LLVMMemoryBufferRef buf;
	LLVMModuleRef m = NULL;
	char *msg = NULL;

	size_t size;
	/* read by us, under the IR cap (VGIW_MAX_IR), then handed to LLVM */
	char *text = vgiw_read_input(strcmp(path, "-") == 0 ? "/dev/stdin" : path,
	                             VGIW_INPUT_IR, &size, d);

	if (!text)
		return NULL;
	/* before the parser: its debug-info upgrade must not verify */
	compat_llvm_options();
	if (!front_bitcode_safe(text, size, path, d)) {
		free(text);
		return NULL;
	}
#if LLVM_VERSION_MAJOR < 15
	if (!valid_without_debug_info(text, size, path, d)) {
		free(text);
		return NULL;
	}
#endif
	buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, size, path);
	/* takes ownership of buf */
	compat_read_begin(path);
	int failed = LLVMParseIRInContext(ctx, buf, &m, &msg);
	compat_read_end();
	if (failed) {
		report_parse_error(d, path, msg);
		LLVMDisposeMessage(msg);
		/* textual IR changes between LLVM versions (typed pointers,
		 * constant expressions); bitcode is read by later versions */
		version_note(d, path, text, size);
		free(text);
		return NULL;
	}
	if (front_check_type_depth(m, path, text, size, d) || !verify(m, path, d) ||
	    front_check_target(m, path, text, size, d)) {
		free(text);
		LLVMDisposeModule(m);
		return NULL;
	}
	free(text);
	return m;
}

const char *
front_loc(LLVMValueRef inst, uint32_t *line, uint32_t *col)
{
	unsigned len = 0;
	const char *file;

	*line = *col = 0;
	if (!inst || !LLVMIsAInstruction(inst))
		return NULL;
	*line = LLVMGetDebugLocLine(inst);
	if (!*line)
		return NULL;
	*col = LLVMGetDebugLocColumn(inst);
	file = LLVMGetDebugLocFilename(inst, &len);
	return file && len ? file : NULL;
}

/* One level of an instruction's debug location: the instruction's own
 * line, then each call site its code was inlined at (inlinedAt), out to the
 * user's line in the kernel. */
typedef struct {
	char file[512];
	uint32_t line, col;
	char func[256];    /* the function the line is in, "" if unknown */
} LocLevel;

/* Levels kept of an inlining chain; a deeper chain keeps its innermost
 * levels and the outermost (the user's line) and counts the rest. */
#define LOC_LEVELS 16

/* The levels of inst's debug location, innermost first; 0 without one. */
static uint32_t
loc_chain(LLVMValueRef inst, LocLevel *lv, uint32_t *skipped)
{
	LLVMMetadataRef loc = inst && LLVMIsAInstruction(inst)
		? LLVMInstructionGetDebugLoc(inst) : NULL;
	LLVMContextRef ctx = inst ? LLVMGetTypeContext(LLVMTypeOf(inst)) : NULL;
	uint32_t n = 0;

	*skipped = 0;
	for (uint32_t depth = 0; loc && depth < 4096; depth++) {
		if (LLVMGetMetadataKind(loc) != LLVMDILocationMetadataKind)
			break;
		if (n == LOC_LEVELS) {  /* overwrite: the last one is the user's */
			n--;
			(*skipped)++;
		}
		LocLevel *l = &lv[n++];
		LLVMMetadataRef scope = LLVMDILocationGetScope(loc);
		LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
		unsigned len = 0;
		const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;

		l->line = LLVMDILocationGetLine(loc);
		l->col = LLVMDILocationGetColumn(loc);
		snprintf(l->file, sizeof l->file, "%.*s", name ? (int)len : 0,
		         name ? name : "");
		compat_di_function(ctx, scope, l->func, sizeof l->func);
		loc = LLVMDILocationGetInlinedAt(loc);
	}
	/* a level without line or file cannot be shown */
	while (n && (!lv[n - 1].line || !lv[n - 1].file[0]))
		n--;
	return n;
}

/* Without debug info, point at the input's own text: the line of the
 * function's body (else of the file) that mentions the instruction's callee
 * or opcode, the nth such line of the body for the nth call to one callee.
 * Best effort: canonicalisation may have moved the instruction (from an
 * inlined function, say), hence the fallbacks to the body's first such line
 * and to the whole file. Bitcode has no lines: 0. */
static uint32_t
ll_line(const char *path, const char *fn, const char *needle, uint32_t nth)
{
	FILE *f = fopen(path, "r");
	char buf[8192], def[300];
	unsigned char magic[4];
	uint32_t at = 1, in_fn = 0, first = 0, in_first = 0, seen = 0, matched = 0;
	int start = 1, skip = 0;

	if (!f)
		return 0;
	if (fread(magic, 1, 4, f) == 4 &&
	    ((magic[0] == 'B' && magic[1] == 'C' && magic[2] == 0xC0 && magic[3] == 0xDE) ||
	     (magic[0] == 0xDE && magic[1] == 0xC0 && magic[2] == 0x17 && magic[3] == 0x0B))) {
		fclose(f);
		return 0;
	}
	rewind(f);
	snprintf(def, sizeof def, "@%s(", fn);
	while (fgets(buf, sizeof buf, f)) {
		size_t n = strlen(buf);
		int whole = n && buf[n - 1] == '\n';

		if (start) {  /* a long line comes in pieces: judge its start */
			if (strncmp(buf, "define", 6) == 0)
				in_fn = strstr(buf, def) != NULL;
			else if (buf[0] == '}')
				in_fn = 0;
			skip = strncmp(buf, "declare", 7) == 0 || buf[0] == ';';
			if (!first && !skip && buf[0] == ' ' && strstr(buf, needle))
				first = at;
		}
		if (!skip && in_fn && matched != at && strstr(buf, needle)) {
			matched = at;
			if (!in_first)
				in_first = at;
			if (seen++ == nth) {
				fclose(f);
				return at;
			}
		}
		if (whole)
			at++;
		start = whole;
	}
	fclose(f);
	return in_first ? in_first : first;
}

/* How many calls to inst's callee (or inline asm calls) come before inst in
 * its function; 0 for other instructions. */
static uint32_t
call_ordinal(LLVMValueRef inst)
{
	if (!LLVMIsACallInst(inst))
		return 0;
	LLVMValueRef c = LLVMGetCalledValue(inst);
	int is_asm = LLVMIsAInlineAsm(c) != NULL;
	LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
	uint32_t k = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
			if (i == inst)
				return k;
			if (!LLVMIsACallInst(i))
				continue;
			LLVMValueRef ci = LLVMGetCalledValue(i);
			if (is_asm ? LLVMIsAInlineAsm(ci) != NULL : ci == c)
				k++;
		}
	return 0;
}

/* What to look for in the .ll text for an instruction. */
static void
ll_needle(LLVMValueRef inst, char *out, size_t size)
{
	out[0] = 0;
	if (LLVMIsACallInst(inst)) {
		LLVMValueRef c = LLVMGetCalledValue(inst);
		size_t len;
		if (LLVMIsAInlineAsm(c))
			snprintf(out, size, " asm ");
		else if (LLVMIsAFunction(c))
			snprintf(out, size, "@%s(", LLVMGetValueName2(c, &len));
		return;
	}
	char *text = LLVMPrintValueToString(inst);
	const char *p = strstr(text, "= ");
	p = p ? p + 2 : text;
	while (*p == ' ')
		p++;
	size_t n = strcspn(p, " ");
	if (n + 3 < size)
		snprintf(out, size, " %.*s ", (int)n, p);
	LLVMDisposeMessage(text);
}

/* The source file of a debug location, found next to the input when the
 * recorded path is relative to another directory. */
static char *
source_text(const char *path, const char *file, uint32_t line)
{
	char *text = diag_read_line(file, line);
	const char *slash = strrchr(path, '/');

	if (!text && slash && file[0] != '/') {
		char buf[4096];
		snprintf(buf, sizeof buf, "%.*s/%s", (int)(slash - path), path, file);
		text = diag_read_line(buf, line);
	}
	return text;
}

/* The line of the .ll text for an instruction without debug info. */
static uint32_t
ll_inst_line(const char *path, LLVMValueRef inst, const char *fname)
{
	char needle[300];

	if (!inst || !fname)
		return 0;
	ll_needle(inst, needle, sizeof needle);
	return needle[0] ? ll_line(path, fname, needle, call_ordinal(inst)) : 0;
}

void
front_error(DiagList *d, const char *path, LLVMValueRef inst,
            const char *fmt, ...)
{
	LocLevel lv[LOC_LEVELS];
	uint32_t skipped, n = loc_chain(inst, lv, &skipped);
	LLVMValueRef fn = inst && LLVMIsAInstruction(inst)
		? LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)) : NULL;
	size_t len = 0;
	const char *fname = fn ? LLVMGetValueName2(fn, &len) : NULL;
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (n) {
		/* the user's line first, then the inlined functions inward, as
		 * clang reports errors in inlined code */
		const LocLevel *u = &lv[n - 1];
		diag_add(d, DIAG_ERROR, u->file, u->line, u->col,
		         "%s (in function '%s')", msg, fname ? fname : "?");
		char *text = source_text(path, u->file, u->line);
		diag_set_source(d, text);
		free(text);
		for (uint32_t k = n - 1; k-- > 0;) {
			const LocLevel *l = &lv[k], *o = &lv[k + 1];
			/* a constructor inlined through its complete-object
			 * variant: the same place twice, said once */
			if (k < n - 2 && l->line == o->line && l->col == o->col &&
			    !strcmp(l->file, o->file) && !strcmp(l->func, o->func))
				continue;
			if (k == n - 2 && skipped)
				diag_add(d, DIAG_NOTE, NULL, 0, 0, "(%u levels of inlining "
				         "not shown)", skipped);
			diag_add(d, DIAG_NOTE, l->file, l->line, l->col, "in function "
			         "inlined from '%s'", l->func[0] ? l->func : "?");
			text = source_text(path, l->file, l->line);
			diag_set_source(d, text);
			free(text);
		}
		diag_add(d, DIAG_NOTE, path, 0, 0, "in this LLVM module");
		return;
	}
	uint32_t ll = ll_inst_line(path, inst, fname);
	diag_add(d, DIAG_ERROR, path, ll, 0, "%s (in function '%s')", msg,
	         fname ? fname : "?");
	if (ll) {
		char *text = diag_read_line(path, ll);
		diag_set_source(d, text);
		free(text);
	}
}

static char *
xstrndup_(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

/* The line of the .ll text that defines @name: "@name = " for a global,
 * "define ... @name(" for a function; 0 when not found (bitcode). */
static uint32_t
decl_line(const char *path, const char *name, size_t len, int function)
{
	FILE *f = fopen(path, "r");
	char buf[8192];
	uint32_t at = 0;

	if (!f)
		return 0;
	while (fgets(buf, sizeof buf, f)) {
		at++;
		const char *p = buf;
		if (function) {
			if (strncmp(buf, "define", 6) != 0 || !(p = strchr(buf, '@')))
				continue;
			/* the first '@' of a define line is the function's name */
		} else if (buf[0] != '@') {
			continue;
		}
		if (strncmp(p + 1, name, len) == 0 &&
		    (function ? p[1 + len] == '(' : p[1 + len] == ' ')) {
			fclose(f);
			return at;
		}
	}
	fclose(f);
	return 0;
}

void
front_decl_error(DiagList *d, const char *path, LLVMValueRef decl,
                 const char *fmt, ...)
{
	size_t len = 0;
	const char *name = LLVMGetValueName2(decl, &len);
	unsigned flen = 0;
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	uint32_t line = LLVMGetDebugLocLine(decl);
	const char *file = line ? LLVMGetDebugLocFilename(decl, &flen) : NULL;
	if (file && flen) {
		char *fname = xstrndup_(file, flen);
		diag_add(d, DIAG_ERROR, fname, line, 0, "%s", msg);
		char *text = source_text(path, fname, line);
		diag_set_source(d, text);
		free(text);
		free(fname);
		diag_add(d, DIAG_NOTE, path, 0, 0, "in this LLVM module");
		return;
	}
	line = decl_line(path, name, len, LLVMIsAFunction(decl) != NULL);
	diag_add(d, DIAG_ERROR, path, line, 0, "%s", msg);
	if (line) {
		char *text = diag_read_line(path, line);
		diag_set_source(d, text);
		free(text);
	}
}

uint32_t
front_site(KirFunc *f, const char *path, LLVMValueRef inst, uint32_t id)
{
	LocLevel lv[LOC_LEVELS];
	uint32_t skipped, n = loc_chain(inst, lv, &skipped);
	uint32_t first = f->nsites;

	if (!n) {
		LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
		size_t len = 0;
		const char *fname = LLVMGetValueName2(fn, &len);
		uint32_t ll = ll_inst_line(path, inst, fname);
		if (!ll)
			return 0;
		KirSite *s = &f->sites[vec_push(f->sites, f->nsites, f->sites_cap)];
		char *text = diag_read_line(path, ll);
		*s = (KirSite){ .inst = id, .line = ll, .file = arena_strdup(&f->arena, path),
		                .text = text ? arena_strdup(&f->arena, text) : NULL };
		free(text);
		return 1;
	}
	for (uint32_t k = n; k-- > 0;) {
		KirSite *s = &f->sites[vec_push(f->sites, f->nsites, f->sites_cap)];
		char *text = source_text(path, lv[k].file, lv[k].line);
		*s = (KirSite){ .inst = id, .line = lv[k].line, .col = lv[k].col,
		                .file = arena_strdup(&f->arena, lv[k].file),
		                .func = k == n - 1 ? NULL
		                      : arena_strdup(&f->arena, lv[k].func[0] ? lv[k].func : "?"),
		                .text = text ? arena_strdup(&f->arena, text) : NULL };
		free(text);
	}
	return f->nsites - first;
}
