// clang 14's __activemask (__clang_cuda_intrinsics.h) is inline PTX,
// written here as the header writes it; clang 19's is llvm.nvvm.activemask.
// Odd threads of a partly filled CTA (n threads of 48) record the mask of
// the warp's threads that are active there: 0xaaaaaaaa in the full first
// warp, 0x0000aaaa in the second, where only 16 threads exist. On SIMT only:
// the dataflow targets have no warps (tests/diag/ptx_activemask.ll).
#include "vgiw_cuda.h"

__device__ unsigned
activemask_asm(void)
{
	unsigned mask;
	asm volatile("activemask.b32 %0;" : "=r"(mask));
	return mask;
}

extern "C" __global__ void
activemask(unsigned *out)
{
	unsigned i = threadIdx.x;

	out[i] = 0;
	if (i & 1)
		out[i] = activemask_asm();
}
