// Dynamic shared memory without barriers (so GPU-CC runs it too): each
// thread stages its element in its own slot of an `extern __shared__`
// array, sized by the launch's --dynamic-shared, and reads it back.
// Generated as reduce.cu.
#include "vgiw_cuda.h"

extern "C" __global__ void stage(const int *__restrict__ in,
                                 int *__restrict__ out, int n) {
  extern __shared__ int slot[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) {
    slot[t] = in[i] * 3;
    out[i] = slot[t] + t;
  }
}
