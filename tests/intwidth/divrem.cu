/* Division and remainder of integers wider than 64 bits: i128 (__int128)
 * and the odd widths _BitInt(65), _BitInt(96) and _BitInt(127), unsigned
 * and signed, on operands built from edge words (0, 1, 2^32 - 1, 2^63,
 * all ones, ...) and random ones, so that both halves of the divisor, its
 * normalisation shift and the estimate corrections of the expansion
 * (front/wideint.c) are exercised. Division by zero and the signed minimum
 * by -1 are undefined: the kernels replace such divisors by 1. Checked
 * byte for byte against the reference interpreter, which divides natively
 * in 128 bits (tests/intwidth/intwidth.cmake). */
#include "vgiw_cuda.h"

typedef unsigned long long u64;

__device__ const u64 edge[16] = {
	0, 1, 2, 3, 0x7fffffffffffffffull, 0x8000000000000000ull,
	0xffffffffffffffffull, 0xfffffffffffffffeull, 0xffffffffull,
	0x100000000ull, 0x100000001ull, 0x8000000080000000ull,
	0x00000000fffffffeull, 0xffffffff00000000ull, 0x0123456789abcdefull,
	0x7fffffff80000000ull,
};

/* Operands { n low, n high, d low, d high } on which the estimate of a
 * 64-bit quotient digit needs its second correction (Hacker's Delight's
 * divlu, the rare path), found by running the expansion's algorithm in C
 * against native 128-bit division; threads 0..11 of divrem128 use them. */
__device__ const u64 hard[12][4] = {
	{ 0x29089522ad6ff25bull, 0xfffffffffffffffeull, 0x000000106134de19ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the high digit */
	{ 0x8000000000000000ull, 0x8000000000000000ull, 0x8000000080000002ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the high digit */
	{ 0x8000000000000001ull, 0x8fd4af54f2069d3cull, 0x9b19adb2e6868238ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the high digit */
	{ 0x0000000100000001ull, 0x8000000000000000ull, 0x253554a2fd52cbf8ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the low digit */
	{ 0x15e586b0f131e0a1ull, 0x0000000100000000ull, 0x00000455c21a9ef0ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the low digit */
	{ 0xda917939dac0b2b9ull, 0x0013139386310c37ull, 0x8291b80befa16450ull, 0x0000000000000000ull }, /* d < 2^64, second correction of the low digit */
	{ 0x0000000000000001ull, 0xfffffffffffffffeull, 0x00000000023ff80aull, 0x029ebaa21bfa09fcull }, /* d >= 2^64, second correction of the high digit */
	{ 0x0000000100000001ull, 0xc5b52e3717eb9c8full, 0xca2e24749afee8e6ull, 0x0000000100000001ull }, /* d >= 2^64, second correction of the high digit */
	{ 0x8000000000000003ull, 0xe91d8ca2ae6e8f98ull, 0x001778b42c1dac2eull, 0x0000000000002050ull }, /* d >= 2^64, second correction of the high digit */
	{ 0x0000000000000005ull, 0x8000000000000000ull, 0xffffffffffffffffull, 0x0000000000000008ull }, /* d >= 2^64, second correction of the low digit */
	{ 0x0001faa18cbdfb31ull, 0x0000000100000003ull, 0x8000000080000002ull, 0x467e34957d3fe004ull }, /* d >= 2^64, second correction of the low digit */
	{ 0xffffffffffffffffull, 0x8000000000000001ull, 0xa796311f04f9d603ull, 0x0000000000000004ull }, /* d >= 2^64, second correction of the low digit */
};

/* A word from random bits r: random, an edge word, an edge word +-1, or a
 * random word shifted right (a short one). */
__device__ u64
word(u64 r)
{
	u64 e = edge[(r >> 2) & 15];
	switch (r & 3) {
	case 0: return r;
	case 1: return e;
	case 2: return e + ((r >> 6) & 3) - 1;
	default: return r >> ((r >> 8) & 63);
	}
}

extern "C" __global__ void
divrem128(const u64 *x, u64 *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	const u64 *r = x + 4 * i;
	unsigned __int128 a = (unsigned __int128)word(r[1]) << 64 | word(r[0]);
	u64 dh = (r[3] >> 40) & 1 ? 0 : word(r[3]);
	unsigned __int128 b = (unsigned __int128)dh << 64 | word(r[2]);
	if (i < 12) {
		a = (unsigned __int128)hard[i][1] << 64 | hard[i][0];
		b = (unsigned __int128)hard[i][3] << 64 | hard[i][2];
	} else if (i < 44) {
		/* exact multiples of a divisor of 65 to 80 bits: the remainder
		 * of the estimate equals the divisor when it is one too small */
		b = (unsigned __int128)(r[3] >> 48 | 1) << 64 | r[2];
		a = b * (r[1] >> (48 + (i & 15)));
	}
	if (b == 0)
		b = 1;
	__int128 sa = (__int128)a, sb = (__int128)b;
	if (sb == -1 && sa == (__int128)((unsigned __int128)1 << 127))
		sb = 1;
	unsigned __int128 v[4] = { a / b, a % b, (unsigned __int128)(sa / sb),
	                           (unsigned __int128)(sa % sb) };
	for (int k = 0; k < 4; k++) {
		out[8 * i + 2 * k] = (u64)v[k];
		out[8 * i + 2 * k + 1] = (u64)(v[k] >> 64);
	}
}

#define ODD(N)                                                                 \
	{                                                                      \
		typedef unsigned _BitInt(N) U;                                 \
		typedef signed _BitInt(N) S;                                   \
		U a = (U)((unsigned __int128)word(r[1]) << 64 | word(r[0]));   \
		u64 dh = (r[3] >> 40) & 1 ? 0 : word(r[3]);                    \
		U b = (U)((unsigned __int128)dh << 64 | word(r[2]));           \
		if (b == 0)                                                    \
			b = 1;                                                 \
		S sa = (S)a, sb = (S)b;                                        \
		if (sb == -1 && sa == (S)((U)1 << (N - 1)))                    \
			sb = 1;                                                \
		unsigned __int128 v[4] = { a / b, a % b, (U)(sa / sb),         \
		                           (U)(sa % sb) };                     \
		for (int k = 0; k < 4; k++) {                                  \
			*o++ = (u64)v[k];                                      \
			*o++ = (u64)(v[k] >> 64);                              \
		}                                                              \
	}

extern "C" __global__ void
divrem_odd(const u64 *x, u64 *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	const u64 *r = x + 4 * i;
	u64 *o = out + 24 * i;
	ODD(65)
	ODD(96)
	ODD(127)
}
