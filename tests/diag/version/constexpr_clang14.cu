// Compiled by clang 14 (samples/README.md's command, -O2, no debug info)
// into constexpr_clang14.ll: the comparison folds to a select constant
// expression, which LLVM 17 and later no longer parse.
#include "vgiw_cuda.h"
__device__ int g1[4];
__device__ int g2[4];
__global__ void k(int *a)
{
	a[threadIdx.x] = (g1 + 4 == g2) ? 7 : 3;
}
