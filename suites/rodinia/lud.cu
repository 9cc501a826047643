// LUD (Rodinia, VGIW paper Table 2: lud_diagonal, lud_perimeter,
// lud_internal): one step of the blocked, right-looking LU decomposition
// without pivoting of an n x n row-major matrix in place (L unit lower,
// U upper), with 16 x 16 tiles; offset is the step's first row and column.
//   lud_diagonal  (one block of 16 threads): factors the diagonal tile in
//                 __shared__ memory left-looking as the original: at step
//                 k, a thread per row below k finishes column k of L, then
//                 a thread per column right of k row k + 1 of U.
//   lud_perimeter (a block of 32 threads per tile pair): for the b-th tile
//                 right of the diagonal tile, U = L^-1 A (threads 0-15, a
//                 column each, forward substitution); for the b-th tile
//                 below it, L = A U^-1 (threads 16-31, a row each); both
//                 halves load and store a column per thread.
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
  /* left-looking, as the original: step k finishes column k of L from
     the columns before it, then row k + 1 of U from the rows above it */
  for (int k = 0; k < BS - 1; k++) {
    if (tx > k) {
      for (int j = 0; j < k; j++)
        a[tx][k] -= a[tx][j] * a[j][k];
      a[tx][k] /= a[k][k];
    }
    __syncthreads();
    if (tx > k)
      for (int j = 0; j < k + 1; j++)
        a[k + 1][tx] -= a[k + 1][j] * a[j][tx];
    __syncthreads();
  }
  /* row 0 is U's first row as loaded */
  for (int i = 1; i < BS; i++)
    m[(offset + i) * n + offset + tx] = a[i][tx];
}

extern "C" __global__ void lud_perimeter(float *m, int n, int offset) {
  __shared__ float dia[BS][BS], row[BS][BS], col[BS][BS];
  int t = offset + (blockIdx.x + 1) * BS; /* the tiles' first row/column */
  /* each half loads half of the diagonal tile and its own tile, a column
     per thread (consecutive threads, consecutive words) */
  if (threadIdx.x < BS) {
    int tx = threadIdx.x;
    for (int i = 0; i < BS / 2; i++)
      dia[i][tx] = m[(offset + i) * n + offset + tx];
    for (int i = 0; i < BS; i++)
      row[i][tx] = m[(offset + i) * n + t + tx];
  } else {
    int tx = threadIdx.x - BS;
    for (int i = BS / 2; i < BS; i++)
      dia[i][tx] = m[(offset + i) * n + offset + tx];
    for (int i = 0; i < BS; i++)
      col[i][tx] = m[(t + i) * n + offset + tx];
  }
  __syncthreads();
  if (threadIdx.x < BS) { /* U = L^-1 A: column tx of the row tile */
    int tx = threadIdx.x;
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++)
        row[i][tx] -= dia[i][j] * row[j][tx];
  } else { /* L = A U^-1: row tx of the column tile */
    int tx = threadIdx.x - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++)
        col[tx][i] -= col[tx][j] * dia[j][i];
      col[tx][i] /= dia[i][i];
    }
  }
  __syncthreads();
  if (threadIdx.x < BS) { /* row 0 of the row tile is unchanged */
    int tx = threadIdx.x;
    for (int i = 1; i < BS; i++)
      m[(offset + i) * n + t + tx] = row[i][tx];
  } else {
    int tx = threadIdx.x - BS;
    for (int i = 0; i < BS; i++)
      m[(t + i) * n + offset + tx] = col[i][tx];
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
