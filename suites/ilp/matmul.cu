// matmul (ILP study, Table 2: MM): C = A * B for row-major A (m x k),
// B (k x n), C (m x n), one thread per element of C in 16x16 blocks. The
// block walks k in 16-wide tiles of A and B staged in __shared__ memory
// between two barriers; each thread sums its 16 products per tile in order.
#include "vgiw_cuda.h"

#define TILE 16

extern "C" __global__ void matmul(const float *a, const float *b, float *c,
                                  int m, int n, int k) {
  __shared__ float s_a[TILE][TILE];
  __shared__ float s_b[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float sum = 0.0f;
  for (int t0 = 0; t0 < k; t0 += TILE) {
    s_a[ty][tx] = row < m && t0 + tx < k ? a[row * k + t0 + tx] : 0.0f;
    s_b[ty][tx] = t0 + ty < k && col < n ? b[(t0 + ty) * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int i = 0; i < TILE; i++)
      sum += s_a[ty][i] * s_b[i][tx];
    __syncthreads();
  }
  if (row < m && col < n)
    c[row * n + col] = sum;
}
