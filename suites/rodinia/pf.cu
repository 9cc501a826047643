// PF (Rodinia's particle filter, VGIW paper Table 2:
// normalize_weights_kernel): divides the particles' weights by their sum
// (partial_sums[0], left by the summing kernel), builds the cumulative
// distribution of the normalized weights (one thread, as the original),
// and sets the systematic-resampling thresholds u[i] = u1 + i / n from one
// uniform draw u1 in [0, 1/n) (a linear congruential generator, shared
// through __shared__ memory by each block's first thread).
// Unlike the original, which normalizes in place and then reads the other
// blocks' weights and u[0] with no ordering between blocks, the normalized
// weights go to their own array, the CDF divides the inputs itself, and
// every block draws u1 from the seed argument: the result does not depend
// on the order in which blocks run.
#include "vgiw_cuda.h"

extern "C" __global__ void normalize_weights(const float *weights, float *norm,
                                             int n, const float *partial_sums,
                                             float *cdf, float *u,
                                             unsigned seed) {
  __shared__ float sum, u1;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) {
    sum = partial_sums[0];
    unsigned s = seed * 1103515245u + 12345u;
    u1 = (float)(s >> 8) * (1.0f / 16777216.0f) / (float)n;
  }
  __syncthreads();
  if (i < n)
    norm[i] = weights[i] / sum;
  if (i == 0) {
    float c = weights[0] / sum;
    cdf[0] = c;
    for (int x = 1; x < n; x++) {
      c += weights[x] / sum;
      cdf[x] = c;
    }
  }
  if (i < n)
    u[i] = u1 + (float)i / (float)n;
}
