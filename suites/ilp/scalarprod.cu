// scalarprod (ILP study, Table 2: SCP): the dot products of nvec pairs of
// len-element float vectors, one pair per block at a time (a grid-stride
// loop over the pairs). Each thread sums the products of the elements
// t, t + blockDim.x, ... in order; the block then adds the partial sums
// by a tree in __shared__ memory with a barrier per level (blockDim.x a
// power of two, at most 256), so the order of every addition is fixed.
#include "vgiw_cuda.h"

#define MAXTB 256

extern "C" __global__ void scalarprod(const float *a, const float *b,
                                      float *result, int nvec, int len) {
  __shared__ float s_part[MAXTB];
  int t = threadIdx.x;
  for (int v = blockIdx.x; v < nvec; v += gridDim.x) {
    const float *va = a + v * len, *vb = b + v * len;
    float sum = 0.0f;
    for (int i = t; i < len; i += blockDim.x)
      sum += va[i] * vb[i];
    s_part[t] = sum;
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      if (t < stride)
        s_part[t] += s_part[t + stride];
    }
    if (t == 0)
      result[v] = s_part[0];
    __syncthreads(); /* s_part is reused by the next pair */
  }
}
