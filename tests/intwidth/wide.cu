/* 64x64->128-bit products and __int128 arithmetic as CUDA code writes them:
 * clang keeps them as i128 operations (mul of zext/sext operands, shifts,
 * compares), which the front end splits into pairs of i64
 * (docs/kernel-ir.md, "Integers of any width"). Each kernel also computes
 * the high words with the NVVM builtins (llvm.nvvm.mulhi.ll/ull, a single
 * operation of the machine), so the two formulations can be compared
 * (tests/reference/test_intwidth.c). */
#include "vgiw_cuda.h"

__device__ unsigned long long
umul64hi(unsigned long long a, unsigned long long b)
{
	return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}

__device__ long long
mul64hi(long long a, long long b)
{
	return (long long)(((__int128)a * b) >> 64);
}

/* Small enough for one GPU-CC SM: the i128 form and the builtin. */
extern "C" __global__ void
mulhi(const unsigned long long *x, const unsigned long long *y,
      unsigned long long *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		out[2 * i] = umul64hi(x[i], y[i]);
		out[2 * i + 1] = __nvvm_mulhi_ull(x[i], y[i]);
	}
}

/* 128-bit arithmetic: products, sums across the halves, shifts by
 * data-dependent amounts, compares, sign extension. */
extern "C" __global__ void
int128(const unsigned long long *x, const unsigned long long *y,
       unsigned long long *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	unsigned long long a = x[i], b = y[i];
	unsigned __int128 p = (unsigned __int128)a * b;
	__int128 s = (__int128)(long long)a * (long long)b;
	unsigned long long *o = out + 12 * i;
	o[0] = (unsigned long long)p;
	o[1] = umul64hi(a, b);
	o[2] = __nvvm_mulhi_ull(a, b);
	o[3] = (unsigned long long)mul64hi((long long)a, (long long)b);
	o[4] = (unsigned long long)__nvvm_mulhi_ll((long long)a, (long long)b);
	unsigned __int128 q = p + ((unsigned __int128)b << 70) - (unsigned __int128)s;
	o[5] = (unsigned long long)q;
	o[6] = (unsigned long long)(q >> 64);
	o[7] = (unsigned long long)(q >> (b & 127));
	o[8] = (unsigned long long)((s >> (a & 127)) >> 64);
	o[9] = (unsigned long long)(q << (a % 100));
	o[10] = (p < (unsigned __int128)s) | (s < (__int128)q) << 1 |
	        (q == p) << 2 | (s >= 0) << 3;
	unsigned __int128 acc = a;
	for (unsigned k = 0; k < (unsigned)(b & 7); k++)
		acc = acc * b + k;
	o[11] = (unsigned long long)(acc >> 61);
}
