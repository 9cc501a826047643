// Gaussian elimination (Rodinia, VGIW paper Table 2: Fan1, Fan2): step t
// of forward elimination on an n x n system a x = b, row-major. Fan1
// computes the multipliers of column t, m[r][t] = a[r][t] / a[t][t] for
// every row r below t (a thread per row); Fan2 subtracts m[r][t] times row
// t from every row r below t, columns t..n-1 (a 2D grid, a thread per
// element), and the same from b (the threads of column t).
#include "vgiw_cuda.h"

extern "C" __global__ void fan1(float *m, const float *a, int n, int t) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= n - 1 - t)
    return;
  int row = r + t + 1;
  m[row * n + t] = a[row * n + t] / a[t * n + t];
}

extern "C" __global__ void fan2(const float *m, float *a, float *b, int n,
                                int t) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int c = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= n - 1 - t || c >= n - t)
    return;
  int row = r + t + 1, col = c + t;
  float f = m[row * n + t];
  a[row * n + col] -= f * a[t * n + col];
  if (c == 0)
    b[row] -= f * b[t];
}
