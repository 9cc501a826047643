// A warp shuffle two helpers deep (tests/diag/inline_helpers.h): the
// refusal names line 9 of this file, then each inlined function inward.
#include "vgiw_cuda.h"
#include "inline_helpers.h"

__global__ void k(int *a, int n)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	if (t < n) a[t] = shfl_outer(a[t]);
}
