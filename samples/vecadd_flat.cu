// vecadd_flat: c[i] = a[i] + b[i], one element per thread and no loop (GPU-CC cannot unroll vecadd's grid-stride loop).
#include "vgiw_cuda.h"

extern "C" __global__ void vecadd_flat(const float *__restrict__ a,
                                       const float *__restrict__ b,
                                       float *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
