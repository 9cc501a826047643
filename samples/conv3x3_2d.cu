// conv3x3_2d: the GPU-CC paper's 3x3 Gaussian blur of a 512x512 image written the way CUDA users write it: 2D grid, weights in __constant__, interior pixels only.
#include "vgiw_cuda.h"

/* One thread per pixel of a 2D launch, x and y from blockIdx/threadIdx;
 * the border pixels, which lack a full window, are left alone (out keeps
 * what it held). The image size is a compile-time constant, as the
 * paper's; the weights (1 2 1 / 2 4 2 / 1 2 1 over 16) are a __constant__
 * array read in the loop, summed tap by tap with plain * and +. GPU-CC
 * (docs/gpucc.md, "Folds for natural kernels") makes the weights
 * immediates of the cores and the nine addresses one base with the row
 * and column offsets in the loads' immediates. */
#define WIDTH 512
#define HEIGHT 512

__constant__ float c_gauss3[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
                                  0.125f,  0.0625f, 0.125f, 0.0625f};

extern "C" __global__ void conv3x3_2d(const float *__restrict__ in,
                                      float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= WIDTH - 1 || y >= HEIGHT - 1)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -1; dy <= 1; dy++)
#pragma unroll
    for (int dx = -1; dx <= 1; dx++)
      sum += c_gauss3[(dy + 1) * 3 + dx + 1] * in[(y + dy) * WIDTH + x + dx];
  out[y * WIDTH + x] = sum;
}
