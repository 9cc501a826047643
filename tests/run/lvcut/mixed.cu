// A loop carrying 10 flags (i1), 8 floats and 6 64-bit integers through a
// data-dependent branch, with exit values: phi inputs of i1, f32 and i64
// beyond the LVUs, spilled by partitioning (issue 14). Generated as
// stencil20.cu.
#include "vgiw_cuda.h"
extern "C" __global__ void mixed(int n, const int *__restrict__ a, long long *__restrict__ out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool f[10];
  float s[8];
  long long q[6];
#pragma unroll
  for (int k = 0; k < 10; k++) f[k] = false;
#pragma unroll
  for (int k = 0; k < 8; k++) s[k] = (float)k;
#pragma unroll
  for (int k = 0; k < 6; k++) q[k] = k * 1000000007LL;
  for (int i = 0; i < n; i++) {
    int v = a[i * 64 + t];
    if (v & 1) {
#pragma unroll
      for (int k = 0; k < 10; k++) f[k] = f[k] != (((v >> k) & 3) == 1);
#pragma unroll
      for (int k = 0; k < 8; k++) s[k] = s[k] * 0.5f + (float)(v >> k);
    } else {
#pragma unroll
      for (int k = 0; k < 6; k++) q[k] = q[k] * 3 + (v ^ k);
    }
  }
  long long r = 0;
#pragma unroll
  for (int k = 0; k < 10; k++) r = r * 2 + f[k];
#pragma unroll
  for (int k = 0; k < 8; k++) r += (long long)s[k];
#pragma unroll
  for (int k = 0; k < 6; k++) r ^= q[k];
  out[t] = r;
}
