/* The targets a module may be compiled for: the target triples and data
 * layouts of the machines (64-bit little-endian NVPTX and SPIR), checked
 * before anything reads the module's values, since a big-endian layout or
 * 32-bit pointers would make LLVM fold constants for another machine. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "front_int.h"

/* The 1-based line of the .ll text on which `target <what>` stands; 0 in
 * bitcode or when absent. */
static uint32_t
target_line(const char *text, size_t size, const char *what)
{
	char key[32];
	size_t n = (size_t)snprintf(key, sizeof key, "target %s", what);
	uint32_t line = 1;

	if (size >= 4 && (memcmp(text, "BC\xc0\xde", 4) == 0 ||
	                  memcmp(text, "\xde\xc0\x17\x0b", 4) == 0))
		return 0;
	for (size_t i = 0; i < size; i++) {
		if ((i == 0 || text[i - 1] == '\n') && size - i >= n &&
		    memcmp(text + i, key, n) == 0)
			return line;
		if (text[i] == '\n')
			line++;
	}
	return 0;
}

static void
target_error(DiagList *d, const char *path, const char *text, size_t size,
             const char *what, const char *fmt, ...)
{
	uint32_t line = target_line(text, size, what);
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_add(d, DIAG_ERROR, path, line, 0, "%s", msg);
	if (line) {
		char *src = diag_read_line(path, line);
		diag_set_source(d, src);
		free(src);
	}
}

/* The triple's architecture: nvptx64 (CUDA) or spir64 (OpenCL); 32-bit
 * variants, other GPUs and hosts are other machines. */
static int
triple_ok(const char *triple)
{
	size_t n = strcspn(triple, "-");

	return (n == 7 && strncmp(triple, "nvptx64", 7) == 0) ||
	       (n == 6 && strncmp(triple, "spir64", 6) == 0);
}

/* The address spaces whose pointers the machines hold (NVPTX and SPIR
 * numbering alike, 0 to 5): all must be 64 bits wide. */
#define TARGET_ASPACES 6

int
front_check_target(LLVMModuleRef m, const char *path, const char *text,
                   size_t size, DiagList *d)
{
	const char *triple = LLVMGetTarget(m);
	const char *layout = LLVMGetDataLayoutStr(m);
	uint32_t errors = d->errors;

	if (!triple || !triple[0])
		target_error(d, path, text, size, "triple", "the module has no "
		             "target triple; the machines run NVPTX or SPIR code: "
		             "compile for one (clang --cuda-device-only, or -target "
		             "nvptx64-nvidia-cuda / spir64), or add target triple = "
		             "\"nvptx64-nvidia-cuda\"");
	else if (!triple_ok(triple))
		target_error(d, path, text, size, "triple", "target triple '%s' is "
		             "not a machine's: vgiwcc compiles 64-bit NVPTX "
		             "(nvptx64-nvidia-cuda) or SPIR (spir64) device code",
		             triple);
	LLVMTargetDataRef td = LLVMCreateTargetData(layout ? layout : "");
	if (LLVMByteOrder(td) != LLVMLittleEndian)
		target_error(d, path, text, size, "datalayout", "datalayout '%s' is "
		             "big-endian; the machines are little-endian", layout);
	else
		for (unsigned as = 0; as < TARGET_ASPACES; as++)
			if (LLVMPointerSizeForAS(td, as) != 8) {
				target_error(d, path, text, size, "datalayout",
				             "datalayout '%s' has %u-bit pointers in "
				             "address space %u; the machines' pointers "
				             "are 64-bit in every address space", layout,
				             LLVMPointerSizeForAS(td, as) * 8, as);
				break;
			}
	LLVMDisposeTargetData(td);
	return d->errors != errors;
}
