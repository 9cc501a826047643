// NW (Rodinia's Needleman-Wunsch, VGIW paper Table 2: needle_cuda_shared_1,
// needle_cuda_shared_2): the global alignment score matrix
//   s[r][c] = max(s[r-1][c-1] + ref[r][c], s[r][c-1] - penalty,
//                 s[r-1][c] - penalty)
// of an (n + 1) x (n + 1) row-major matrix (row and column 0 the gap
// scores), by 16 x 16 tiles swept as anti-diagonals of tiles: kernel 1
// computes tile diagonal i - 1 of the upper-left half (i tiles), kernel 2
// with i tiles the diagonal 2 bw - 1 - i of the lower-right half, bw = n /
// 16 tiles a side. A block of 16 threads computes a tile in __shared__
// memory from the row above it and the column left of it, itself as
// anti-diagonals of cells (31 steps, a barrier each).
#include "vgiw_cuda.h"

#define BS 16

static __device__ int max3(int a, int b, int c) {
  int m = a > b ? a : b;
  return m > c ? m : c;
}

static __device__ void tile(const int *ref, int *s, int cols, int penalty,
                            int bx, int by) {
  __shared__ int t[BS + 1][BS + 1], r[BS][BS];
  int tx = threadIdx.x;
  int base = cols * BS * by + BS * bx + cols + 1; /* the tile's first cell */
  for (int y = 0; y < BS; y++)
    r[y][tx] = ref[base + cols * y + tx];
  if (tx == 0)
    t[0][0] = s[base - cols - 1];
  t[tx + 1][0] = s[base + cols * tx - 1];
  t[0][tx + 1] = s[base - cols + tx];
  __syncthreads();
  for (int m = 0; m < BS; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      t[y][x] = max3(t[y - 1][x - 1] + r[y - 1][x - 1], t[y][x - 1] - penalty,
                     t[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int m = BS - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + BS - m, y = BS - tx;
      t[y][x] = max3(t[y - 1][x - 1] + r[y - 1][x - 1], t[y][x - 1] - penalty,
                     t[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int y = 0; y < BS; y++)
    s[base + cols * y + tx] = t[y + 1][tx + 1];
}

extern "C" __global__ void needle_1(const int *ref, int *s, int cols,
                                    int penalty, int i, int bw) {
  tile(ref, s, cols, penalty, blockIdx.x, i - 1 - blockIdx.x);
}

extern "C" __global__ void needle_2(const int *ref, int *s, int cols,
                                    int penalty, int i, int bw) {
  tile(ref, s, cols, penalty, blockIdx.x + bw - i, bw - 1 - blockIdx.x);
}
