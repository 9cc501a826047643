// conv5x5: 5x5 separable-weight convolution of a 2D image (GPU-CC use case); weights passed in a byval struct parameter, zero-padded borders.
#include "vgiw_cuda.h"

struct Conv5Params {
  int width;
  int height;
  float w[5];  /* 1D weights; the 2D kernel is w[i] * w[j] * scale */
  float scale;
};

extern "C" __global__ void conv5x5(const float *__restrict__ in,
                                   float *__restrict__ out, Conv5Params p) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= p.width || y >= p.height)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int i = 0; i < 5; i++) {
    int yy = y + i - 2;
#pragma unroll
    for (int j = 0; j < 5; j++) {
      int xx = x + j - 2;
      float v = 0.0f;
      if (yy >= 0 && yy < p.height && xx >= 0 && xx < p.width)
        v = in[yy * p.width + xx];
      sum += p.w[i] * p.w[j] * v;
    }
  }
  out[y * p.width + x] = fmaxf(fminf(sum * p.scale, 1.0f), 0.0f);
}
