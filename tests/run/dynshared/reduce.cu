// Block reduction in dynamic shared memory (`extern __shared__`, sized by
// the launch's --dynamic-shared, CUDA's <<<grid, block, BYTES>>>), after a
// static __shared__ scale: the dynamic array starts after the static ones.
// Generated IR (from the repository root), CLANG = clang-14 for NAME.ll and
// clang-19 for NAME.llvm19.ll:
//   CLANG -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
//     --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
//     -emit-llvm -S -O2 -gline-tables-only tests/run/dynshared/NAME.cu -o ...
#include "vgiw_cuda.h"

extern "C" __global__ void reduce(const float *__restrict__ in,
                                  float *__restrict__ out, int n) {
  extern __shared__ float buf[];
  __shared__ float scale;
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (t == 0)
    scale = 0.5f + (float)blockIdx.x;
  buf[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = buf[0] * scale;
}
