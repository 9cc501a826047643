/* Loops whose sums LLVM's scalar evolution closes into a formula
 * (n(n-1)/2 and friends) at -O2 and -O3: the formula is evaluated in one
 * bit more than the loop's type (i33 for 32-bit sums, i65 for 64-bit ones)
 * so that the product cannot overflow before the division by 2. */
#include "vgiw_cuda.h"

extern "C" __global__ void
sums(const unsigned *x, unsigned *out32, unsigned long long *out64, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	unsigned m = x[i];
	unsigned s = 0, q = 0;
	for (unsigned k = 0; k < m; k++) {
		s += k;
		q += k * k;
	}
	out32[2 * i] = s;
	out32[2 * i + 1] = q;
	unsigned long long m64 = (unsigned long long)m << 24 | x[(i + 1) % n];
	unsigned long long s64 = 0;
	for (unsigned long long k = 0; k < m64; k++)
		s64 += k;
	out64[i] = s64;
}

/* The 32-bit sum alone (its i33 formula), small enough for GPU-CC. */
extern "C" __global__ void
tri(const unsigned *x, unsigned *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		unsigned s = 0;
		for (unsigned k = 0; k < x[i]; k++)
			s += k;
		out[i] = s;
	}
}
