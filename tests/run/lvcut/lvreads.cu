// A join block that reads 24 values computed before a branch (more live
// values than the fabric has LVUs, read in parts), after a data-dependent
// loop on one side (issue 14).
// Generated IR (from the repository root), CLANG = clang-14 for NAME.ll and
// clang-19 for NAME.llvm19.ll:
//   CLANG -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
//     --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
//     -emit-llvm -S -O2 -gline-tables-only tests/run/lvcut/NAME.cu -o ...
// whose exit block reads them again.
#include "vgiw_cuda.h"

extern "C" __global__ void lvreads(int n, const float *__restrict__ a,
                                   const int *__restrict__ sel,
                                   float *__restrict__ out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  float v[24];
#pragma unroll
  for (int k = 0; k < 24; k++)
    v[k] = a[k * n + t] * (float)(k + 1);
  float acc = 0.0f;
  if (sel[t] & 1) {
    for (int i = 0; i < ((sel[t] >> 1) & 15); i++)
      acc = acc * 0.5f + a[(i % 24) * n + t];
  } else {
    acc = 1.0f;
  }
#pragma unroll
  for (int k = 0; k < 24; k++)
    acc += v[k] * v[(k * 7) % 24];
  out[t] = acc;
}
