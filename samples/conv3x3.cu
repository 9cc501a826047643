// conv3x3: 3x3 Gaussian blur of a 2D image (the GPU-CC paper's use case), weights in __constant__ memory, clamped borders.
#include "vgiw_cuda.h"

/* 1 2 1 / 2 4 2 / 1 2 1, normalised by 16 */
__constant__ float gauss3[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
                                0.125f,  0.0625f, 0.125f, 0.0625f};

extern "C" __global__ void conv3x3(const float *__restrict__ in,
                                   float *__restrict__ out, int width,
                                   int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -1; dy <= 1; dy++) {
    int yy = min(max(y + dy, 0), height - 1);
#pragma unroll
    for (int dx = -1; dx <= 1; dx++) {
      int xx = min(max(x + dx, 0), width - 1);
      sum += gauss3[(dy + 1) * 3 + (dx + 1)] * in[yy * width + xx];
    }
  }
  out[y * width + x] = sum;
}
