// convolution (ILP study, Table 2: Con): a separable convolution of a
// width x height float image with a 17-tap filter (radius 8), as two
// passes: conv_rows filters along x, conv_cols along y. 16x16 blocks; each
// stages its 16x16 tile and the 8-pixel aprons on both sides (zero outside
// the image) in __shared__ memory, two loads per thread, then sums the 17
// products in order. The filter is in __constant__ memory.
#include "vgiw_cuda.h"

#define R 8
#define TAPS (2 * R + 1)
#define B 16

/* a binomial-like smoothing filter, sum 1 */
__constant__ float taps[TAPS] = {
    0.0010f, 0.0030f, 0.0080f, 0.0180f, 0.0350f, 0.0590f, 0.0870f,
    0.1120f, 0.1540f, 0.1120f, 0.0870f, 0.0590f, 0.0350f, 0.0180f,
    0.0080f, 0.0030f, 0.0010f};

extern "C" __global__ void conv_rows(const float *in, float *out, int width,
                                     int height) {
  __shared__ float tile[B][B + 2 * R];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  /* tile column j holds image column blockIdx.x * B - R + j */
  for (int j = tx; j < B + 2 * R; j += B) {
    int ix = blockIdx.x * B - R + j;
    tile[ty][j] = ix >= 0 && ix < width && y < height ? in[y * width + ix] : 0.0f;
  }
  __syncthreads();
  if (x >= width || y >= height)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int i = 0; i < TAPS; i++)
    sum += taps[i] * tile[ty][tx + i];
  out[y * width + x] = sum;
}

extern "C" __global__ void conv_cols(const float *in, float *out, int width,
                                     int height) {
  __shared__ float tile[B + 2 * R][B];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * B + tx, y = blockIdx.y * B + ty;
  for (int j = ty; j < B + 2 * R; j += B) {
    int iy = blockIdx.y * B - R + j;
    tile[j][tx] = iy >= 0 && iy < height && x < width ? in[iy * width + x] : 0.0f;
  }
  __syncthreads();
  if (x >= width || y >= height)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int i = 0; i < TAPS; i++)
    sum += taps[i] * tile[ty + i][tx];
  out[y * width + x] = sum;
}
