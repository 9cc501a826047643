// 5-point stencil over four arrays, unrolled five ways, keeping 20 running
// sums around the loop: its entry and its latch write more phi inputs than
// the fabric has LVUs (issue 14; partitioning spills some phis to local
// memory). Run by tests/run/run.cmake on VGIW, GPU-CC is not asked (the
// loop does not unroll), SIMT.
// Generated IR (from the repository root), CLANG = clang-14 for NAME.ll and
// clang-19 for NAME.llvm19.ll:
//   CLANG -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
//     --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
//     -emit-llvm -S -O2 -gline-tables-only tests/run/lvcut/NAME.cu -o ...
#include "vgiw_cuda.h"

extern "C" __global__ void stencil20(int n, int w, const float *__restrict__ a,
                                     const float *__restrict__ b,
                                     const float *__restrict__ c,
                                     const float *__restrict__ d,
                                     float *__restrict__ out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float s[4][5];
  for (int q = 0; q < 4; q++)
    for (int k = 0; k < 5; k++)
      s[q][k] = 0.0f;
  const float *arr[4] = {a, b, c, d};
  for (int i = 1; i + 1 < n; i++) {
    int base = i * w + t + 1;
#pragma unroll
    for (int q = 0; q < 4; q++) {
      const float *p = arr[q];
      s[q][0] += p[base];
      s[q][1] += p[base - 1];
      s[q][2] += p[base + 1];
      s[q][3] += p[base - w];
      s[q][4] += p[base + w];
    }
  }
  for (int q = 0; q < 4; q++)
    for (int k = 0; k < 5; k++)
      out[(q * 5 + k) * (w - 2) + t] = s[q][k];
}
