// HOTSPOT (Rodinia, VGIW paper Table 2: hotspot_kernel): `iters` explicit
// steps of the thermal RC model of a chip on a rows x cols grid, each cell
//   t' = t + step / Cap * (p + (tN + tS - 2t) / Ry + (tE + tW - 2t) / Rx
//                             + (AMB - t) / Rz),
// a neighbour outside the chip counting as the cell itself. Pyramid
// blocking: a 16 x 16 block loads a tile with an `iters`-wide halo into
// __shared__ memory, runs every step there (the valid area shrinking by
// one cell a side per step) and writes the (16 - 2 iters)^2 inner cells.
#include "vgiw_cuda.h"

#define BS 16
#define AMB 80.0f

extern "C" __global__ void hotspot(int iters, const float *power,
                                   const float *src, float *dst, int cols,
                                   int rows, float cap, float rx, float ry,
                                   float rz, float step) {
  __shared__ float t[BS][BS], p[BS][BS], nt[BS][BS];
  int small = BS - 2 * iters;
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * small - iters + tx;
  int y = blockIdx.y * small - iters + ty;
  bool in = x >= 0 && x < cols && y >= 0 && y < rows;
  if (in) {
    t[ty][tx] = src[y * cols + x];
    p[ty][tx] = power[y * cols + x];
  }
  __syncthreads();
  float sc = step / cap, rx1 = 1.0f / rx, ry1 = 1.0f / ry, rz1 = 1.0f / rz;
  /* the neighbours in the tile, the cell itself outside the chip */
  int n = y > 0 ? ty - 1 : ty, s = y < rows - 1 ? ty + 1 : ty;
  int w = x > 0 ? tx - 1 : tx, e = x < cols - 1 ? tx + 1 : tx;
  for (int k = 0; k < iters; k++) {
    bool live = in && tx > k && tx < BS - 1 - k && ty > k && ty < BS - 1 - k;
    if (live) {
      float c = t[ty][tx];
      nt[ty][tx] = c + sc * (p[ty][tx] + (t[s][tx] + t[n][tx] - 2.0f * c) * ry1 +
                             (t[ty][e] + t[ty][w] - 2.0f * c) * rx1 +
                             (AMB - c) * rz1);
    }
    __syncthreads();
    if (live)
      t[ty][tx] = nt[ty][tx];
    __syncthreads();
  }
  if (in && tx >= iters && tx < BS - iters && ty >= iters && ty < BS - iters)
    dst[y * cols + x] = t[ty][tx];
}
