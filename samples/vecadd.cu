// vecadd: c[i] = a[i] + b[i] with a grid-stride loop (a loop whose trip count depends on the launch).
#include "vgiw_cuda.h"

extern "C" __global__ void vecadd(const float *a, const float *b, float *c,
                                  int n) {
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    c[i] = a[i] + b[i];
}
