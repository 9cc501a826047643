// Rotates and bit reversal as CUDA code writes them: clang folds the
// shift-or idioms into llvm.fshl/llvm.fshr at 8, 32 and 64 bits, and
// __builtin_bitreverse32 is llvm.bitreverse.i32 (found by the kernel fuzzer,
// docs/kfuzz.md). Run by tests/run/run.cmake on VGIW and SIMT (too large
// for one GPU-CC SM), from clang 14 and clang 19 IR.
#include "vgiw_cuda.h"

__global__ void rot(unsigned *a, unsigned s, unsigned long long *b, unsigned char *c)
{
	unsigned i = threadIdx.x, x = a[i];
	a[i] = (x << (s & 31)) | (x >> ((32 - s) & 31));
	unsigned long long y = b[i];
	unsigned r = s + i;
	b[i] = (y >> (r & 63)) | (y << ((64 - r) & 63));
	c[i] = __builtin_bitreverse32(x) ^
	       (unsigned char)((c[i] << (i & 7)) | (c[i] >> ((8 - i) & 7)));
}
