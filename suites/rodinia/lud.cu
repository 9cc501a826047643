// LUD (Rodinia, VGIW paper Table 2: lud_diagonal, lud_perimeter,
// lud_internal): one step of the blocked, right-looking LU decomposition
// without pivoting of an n x n row-major matrix in place (L unit lower,
// U upper), with 16 x 16 tiles; offset is the step's first row and column.
//   lud_diagonal  (one block of 16 threads): factors the diagonal tile in
//                 __shared__ memory, column by column: divide the column
//                 below the pivot by it, then update the trailing tile, a
//                 thread per row.
//   lud_perimeter (a block of 32 threads per tile pair): for the b-th tile
//                 right of the diagonal tile, U = L^-1 A (threads 0-15, a
//                 column each, forward substitution); for the b-th tile
//                 below it, L = A U^-1 (threads 16-31, a row each).
//   lud_internal  (a 16 x 16 block per trailing tile): A -= L U from the
//                 perimeter tiles of its row and column.
#include "vgiw_cuda.h"

#define BS 16

extern "C" __global__ void lud_diagonal(float *m, int n, int offset) {
  __shared__ float a[BS][BS];
  int tx = threadIdx.x;
  for (int i = 0; i < BS; i++)
    a[i][tx] = m[(offset + i) * n + offset + tx];
  __syncthreads();
  for (int k = 0; k < BS - 1; k++) {
    if (tx > k)
      a[tx][k] /= a[k][k];
    __syncthreads();
    if (tx > k)
      for (int c = k + 1; c < BS; c++)
        a[tx][c] -= a[tx][k] * a[k][c];
    __syncthreads();
  }
  for (int i = 0; i < BS; i++)
    m[(offset + i) * n + offset + tx] = a[i][tx];
}

extern "C" __global__ void lud_perimeter(float *m, int n, int offset) {
  __shared__ float dia[BS][BS], row[BS][BS], col[BS][BS];
  int tx = threadIdx.x;
  int t = offset + (blockIdx.x + 1) * BS; /* the tiles' first row/column */
  if (tx < BS) {
    for (int i = 0; i < BS; i++) {
      dia[i][tx] = m[(offset + i) * n + offset + tx];
      row[i][tx] = m[(offset + i) * n + t + tx];
    }
  } else {
    int r = tx - BS;
    for (int i = 0; i < BS; i++)
      col[r][i] = m[(t + r) * n + offset + i];
  }
  __syncthreads();
  if (tx < BS) {
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++)
        row[i][tx] -= dia[i][j] * row[j][tx];
  } else {
    int r = tx - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++)
        col[r][i] -= col[r][j] * dia[j][i];
      col[r][i] /= dia[i][i];
    }
  }
  __syncthreads();
  if (tx < BS) {
    for (int i = 0; i < BS; i++)
      m[(offset + i) * n + t + tx] = row[i][tx];
  } else {
    int r = tx - BS;
    for (int i = 0; i < BS; i++)
      m[(t + r) * n + offset + i] = col[r][i];
  }
}

extern "C" __global__ void lud_internal(float *m, int n, int offset) {
  __shared__ float u[BS][BS], l[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int r = offset + (blockIdx.y + 1) * BS + ty;
  int c = offset + (blockIdx.x + 1) * BS + tx;
  u[ty][tx] = m[(offset + ty) * n + c];
  l[ty][tx] = m[r * n + offset + tx];
  __syncthreads();
  float sum = 0.0f;
  for (int k = 0; k < BS; k++)
    sum += l[ty][k] * u[k][tx];
  m[r * n + c] -= sum;
}
