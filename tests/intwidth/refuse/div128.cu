/* Division of 128-bit integers is not expanded: the front end refuses it at
 * the user's line (tests/intwidth/intwidth.cmake). */
#include "vgiw_cuda.h"

extern "C" __global__ void
div128(const unsigned long long *x, unsigned long long *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		unsigned __int128 v = (unsigned __int128)x[i] << 64 | x[i + 1];
		out[i] = (unsigned long long)(v / (x[i] | 1));
	}
}
