// Half-precision conversions as cuda_fp16.hpp writes them in inline PTX
// (__float2half_rn, __half2float), compiled by clang 14 and 19 into
// convert.ll and llvm19/convert.ll (tests/half/regen.sh); the CUDA headers
// are not needed, the asm strings are theirs. Thread i converts in[i]:
// half_f2h from f32 to f16, half_h2f from f16 to f32 (two kernels, so that
// each fits GPU-CC's SM and SGMF's fabric); tests/half/model.py checks every
// result.
#include "vgiw_cuda.h"

__device__ unsigned short
float2half_rn(float f)
{
	unsigned short h;
	asm("{  cvt.rn.f16.f32 %0, %1;}\n" : "=h"(h) : "f"(f));
	return h;
}

__device__ float
half2float(unsigned short h)
{
	float f;
	asm("{  cvt.f32.f16 %0, %1;}\n" : "=f"(f) : "h"(h));
	return f;
}

extern "C" __global__ void
half_f2h(const float *in, unsigned short *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = float2half_rn(in[i]);
}

extern "C" __global__ void
half_h2f(const unsigned short *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = half2float(in[i]);
}
