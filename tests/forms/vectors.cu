// LLVM vector types in a thread's code (front/canon.c's scalarizer): float4
// and int2 loads and stores, arithmetic, swizzles (shufflevector), a lane
// read at a run-time index (extractelement), a lane write (insertelement),
// a vector compare and select in a loop, and a char4 packed into an int.
#include "vgiw_cuda.h"

typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float2v __attribute__((ext_vector_type(2)));
typedef int int2v __attribute__((ext_vector_type(2)));
typedef int int4v __attribute__((ext_vector_type(4)));
typedef unsigned char uchar4v __attribute__((ext_vector_type(4)));

// small enough for GPU-CC's lanes: a float2 load, a swizzle, a store
extern "C" __global__ void vec_swap2(int n, const float2v *__restrict__ a,
                                     float2v *__restrict__ c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i].yx * 2.0f;
}

// one float4 load of each input, a swizzle, a store
extern "C" __global__ void vec_add4(int n, const float4v *__restrict__ a,
                                    const float4v *__restrict__ b,
                                    float4v *__restrict__ c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i].wzyx;
}

extern "C" __global__ void vec_mix(int n, const float4v *__restrict__ a,
                                   const float4v *__restrict__ b,
                                   float4v *__restrict__ c,
                                   const int2v *__restrict__ p,
                                   int2v *__restrict__ q) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4v u = a[i], v = b[i];
    float4v r = u * v + u.wzyx;
    r.y = r.x + v[i & 3];
    c[i] = r;
    int2v s = p[i];
    q[i] = s.yx + (int2v){1, 2};
  }
}

extern "C" __global__ void vec_loop(int n, const float4v *__restrict__ a,
                                    float4v *__restrict__ c,
                                    const unsigned *__restrict__ p,
                                    unsigned *__restrict__ q) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4v acc = {0, 0, 0, 0};
    for (int k = 0; k < (i & 7); k++) {
      float4v u = a[(i + k) % n];
      int4v m = u > acc;
      acc = m ? u : acc * 0.5f;
      acc = __builtin_shufflevector(acc, u, 0, 5, 2, 7);
    }
    c[i] = acc;
    uchar4v b = __builtin_bit_cast(uchar4v, p[i]);
    b = b + (uchar4v){1, 2, 3, 4};
    b.x ^= b.w;
    q[i] = __builtin_bit_cast(unsigned, b);
  }
}
