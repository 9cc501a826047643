// clang's funnel shifts (__clang_cuda_intrinsics.h, clang 14 and 19), whose
// inline PTX is written here as the header writes it: thread i computes the
// four forms of lo[i], hi[i] and shift amount s[i] (0 to 40, beyond 32 for
// the wrap and clamp rules); tests/half/model.py checks every result.
#include "vgiw_cuda.h"

__device__ unsigned
shf_l_wrap(unsigned low32, unsigned high32, unsigned shiftWidth)
{
	unsigned result;
	asm("shf.l.wrap.b32 %0, %1, %2, %3;"
	    : "=r"(result)
	    : "r"(low32), "r"(high32), "r"(shiftWidth));
	return result;
}

__device__ unsigned
shf_l_clamp(unsigned low32, unsigned high32, unsigned shiftWidth)
{
	unsigned result;
	asm("shf.l.clamp.b32 %0, %1, %2, %3;"
	    : "=r"(result)
	    : "r"(low32), "r"(high32), "r"(shiftWidth));
	return result;
}

__device__ unsigned
shf_r_wrap(unsigned low32, unsigned high32, unsigned shiftWidth)
{
	unsigned result;
	asm("shf.r.wrap.b32 %0, %1, %2, %3;"
	    : "=r"(result)
	    : "r"(low32), "r"(high32), "r"(shiftWidth));
	return result;
}

__device__ unsigned
shf_r_clamp(unsigned low32, unsigned high32, unsigned shiftWidth)
{
	unsigned ret;
	asm("shf.r.clamp.b32 %0, %1, %2, %3;"
	    : "=r"(ret)
	    : "r"(low32), "r"(high32), "r"(shiftWidth));
	return ret;
}

extern "C" __global__ void
funnel(const unsigned *lo, const unsigned *hi, unsigned *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		unsigned s = (unsigned)i % 41u;
		out[4 * i] = shf_l_wrap(lo[i], hi[i], s);
		out[4 * i + 1] = shf_l_clamp(lo[i], hi[i], s);
		out[4 * i + 2] = shf_r_wrap(lo[i], hi[i], s);
		out[4 * i + 3] = shf_r_clamp(lo[i], hi[i], s);
	}
}
