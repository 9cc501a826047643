// Three unsupported calls at three lines, one of them inside a helper:
// every one is reported, each at its own line of this file.
#include "vgiw_cuda.h"
#include "inline_helpers.h"
__device__ int other_fn(int);
__device__ int third_fn(int);

__global__ void k(int *a, int n)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	if (t < n) {
		a[t] = call_wrap(a[t]);
		a[t + 1] = other_fn(t);
		a[t + 2] = third_fn(t);
	}
}
