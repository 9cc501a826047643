// CUDA math as users write it: the math API of the CUDA headers, which
// calls libdevice's __nv_* functions, on special values (NaN, infinities,
// -0, subnormals, huge arguments). Compiled two ways (tests/libdevice/
// README.md): against the CUDA toolkit's own headers by clang 19
// (cuda_math.ll), and against samples/include/vgiw_cuda.h by clang 14
// (cuda_math_vgiw.ll, -DVGIW_OWN_HEADER), where the declarations below
// stand in for the toolkit's.
#ifdef VGIW_OWN_HEADER
#include "vgiw_cuda.h"
#define NV(ret, name, params, args) \
  extern "C" __device__ ret __nv_##name params; \
  static __device__ __forceinline__ ret name params { return __nv_##name args; }
NV(float, frexpf, (float x, int *e), (x, e))
NV(void, sincosf, (float x, float *s, float *c), (x, s, c))
NV(void, sincospif, (float x, float *s, float *c), (x, s, c))
NV(float, modff, (float x, float *i), (x, i))
NV(float, remquof, (float x, float y, int *q), (x, y, q))
NV(float, erfcf, (float x), (x))
NV(float, lgammaf, (float x), (x))
NV(float, expm1f, (float x), (x))
NV(float, ldexpf, (float x, int e), (x, e))
NV(float, nextafterf, (float x, float y), (x, y))
NV(float, hypotf, (float x, float y), (x, y))
NV(float, cospif, (float x), (x))
NV(float, copysignf, (float x, float y), (x, y))
NV(float, fadd_rz, (float x, float y), (x, y))
NV(float, fmul_ru, (float x, float y), (x, y))
NV(float, fdiv_rd, (float x, float y), (x, y))
NV(float, fsqrt_ru, (float x), (x))
NV(float, fmaf_rz, (float x, float y, float z), (x, y, z))
NV(int, float2int_ru, (float x), (x))
NV(unsigned, float2uint_rd, (float x), (x))
NV(float, int2float_rz, (int x), (x))
NV(float, double2float_rd, (double x), (x))
NV(int, float_as_int, (float x), (x))
NV(unsigned, brev, (unsigned x), (x))
NV(unsigned, byte_perm, (unsigned x, unsigned y, unsigned s), (x, y, s))
NV(int, ffsll, (long long x), (x))
NV(int, popcll, (long long x), (x))
NV(int, hadd, (int x, int y), (x, y))
NV(unsigned, usad, (unsigned x, unsigned y, unsigned z), (x, y, z))
NV(long long, mul64hi, (long long x, long long y), (x, y))
NV(int, isnanf, (float x), (x))
NV(int, isinff, (float x), (x))
NV(int, signbitf, (float x), (x))
#define __fadd_rz fadd_rz
#define __fmul_ru fmul_ru
#define __fdiv_rd fdiv_rd
#define __fsqrt_ru fsqrt_ru
#define __fmaf_rz fmaf_rz
#define __float2int_ru float2int_ru
#define __float2uint_rd float2uint_rd
#define __int2float_rz int2float_rz
#define __double2float_rd double2float_rd
#define __float_as_int float_as_int
#define __brev brev
#define __byte_perm byte_perm
#define __ffsll ffsll
#define __popcll popcll
#define __hadd hadd
#define __usad usad
#define __mul64hi mul64hi
#define ISNAN(x) isnanf(x)
#define ISINF(x) isinff(x)
#define SIGNBIT(x) signbitf(x)
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#else
#define ISNAN(x) isnan(x)
#define ISINF(x) isinf(x)
#define SIGNBIT(x) signbit(x)
#endif

__device__ const float specials[32] = {
  0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -2.5f, 3.0f, 0.1f,
  1e-45f, -1e-45f, 1.1754942e-38f, 1.17549435e-38f, 3.4028235e38f, -3.4028235e38f,
  INFINITY, -INFINITY, NAN, 1e20f, -1e20f, 12345.678f, 2147483648.0f, -2147483648.0f,
  4294967296.0f, 65504.0f, 6e-8f, 33.5f, -33.5f, 0.49999997f, 16777217.0f, 7.0f,
  -0.75f, 100.0f,
};

__global__ void cuda_math(const int *pick, float *of, int *oi, long long *ol) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float x = specials[t & 31];
  float y = specials[(t * 7 + 3 + pick[t]) & 31];
  float z = specials[(t * 13 + 5) & 31];
  float *f = of + 32 * t;
  int *n = oi + 32 * t;
  float s, c, ip;
  int e, q;

  f[0] = frexpf(x, &e);
  n[0] = e;
  sincosf(x, &s, &c);
  f[1] = s;
  f[2] = c;
  sincospif(x, &s, &c);
  f[3] = s;
  f[4] = c;
  f[5] = modff(x, &ip);
  f[6] = ip;
  f[7] = remquof(x, y, &q);
  n[1] = q;
  f[8] = erfcf(x);
  f[9] = lgammaf(x);
  f[10] = expm1f(x);
  f[11] = ldexpf(x, (int)(t * 37) - 150);
  f[12] = nextafterf(x, y);
  f[13] = hypotf(x, y);
  f[14] = cospif(y);
  f[15] = copysignf(x, y);
  f[16] = __fadd_rz(x, y);
  f[17] = __fmul_ru(x, y);
  f[18] = __fdiv_rd(x, y);
  f[19] = __fsqrt_ru(x);
  f[20] = __fmaf_rz(x, y, z);
  f[21] = __int2float_rz(t * 16777215 + 3);
  f[22] = __double2float_rd((double)x * (double)y + 1e-30);
  n[2] = __float2int_ru(x);
  n[3] = (int)__float2uint_rd(y);
  n[4] = __float_as_int(x);
  n[5] = (int)__brev((unsigned)t * 2654435761u);
  n[6] = (int)__byte_perm((unsigned)t * 0x01020304u, 0xdeadbeefu, (unsigned)t * 0x1111u);
  n[7] = __ffsll((long long)t << 40);
  n[8] = __popcll(-(long long)t);
  n[9] = __hadd(0x7fffffff - t, t * 3);
  n[10] = (int)__usad((unsigned)t, 0xfffffff0u, 7u);
  n[11] = ISNAN(x) ? 1 : 0;
  n[12] = ISINF(y) ? 1 : 0;
  n[13] = SIGNBIT(x) ? 1 : 0;
  ol[t] = __mul64hi((long long)t * 0x123456789abcdefll, -0x7edcba9876543210ll);
}
