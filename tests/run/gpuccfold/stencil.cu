// GPU-CC address folding (passes/gpucc_fold.c, issue 33) on the address
// arithmetic, not one source form: the 3x3 and 5x5 convolutions of
// samples/conv3x3_2d written as users write them. Each 3x3 form compiles
// for gpucc to the sample's 31 cores and 10 LSUs, each 5x5 form to the
// natural 5x5's 64 cores (refused: 25 FMULs and 25 FADDs exceed 32), and
// every form verifies with --check (tests/run/run.cmake, docs/gpucc.md).
// Generated IR (from the repository root), CLANG = clang-14 for
// stencil.ll and clang-19 for stencil.llvm19.ll:
//   CLANG -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
//     --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
//     -emit-llvm -S -O2 -gline-tables-only tests/run/gpuccfold/stencil.cu -o ...
#include <stddef.h>

#include "vgiw_cuda.h"

#define W 512
#define H 512

__constant__ float c_g3[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
                              0.125f,  0.0625f, 0.125f, 0.0625f};
__constant__ float c_g5[25] = {1, 4, 6, 4, 1, 4, 16, 24, 16, 4, 6, 24, 36,
                               24, 6, 4, 16, 24, 16, 4, 1, 4, 6, 4, 1};

/* row pointers: in + (y + dy) * W, then row[x + dx] */
extern "C" __global__ void s3_rowptr(const float *__restrict__ in,
                                     float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -1; dy <= 1; dy++) {
    const float *row = in + (y + dy) * W;
#pragma unroll
    for (int dx = -1; dx <= 1; dx++)
      sum += c_g3[(dy + 1) * 3 + dx + 1] * row[x + dx];
  }
  out[y * W + x] = sum;
}

/* a flattened index i = y * W + x with the window's offsets added to it */
extern "C" __global__ void s3_flat(const float *__restrict__ in,
                                   float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  int i = y * W + x;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -1; dy <= 1; dy++)
#pragma unroll
    for (int dx = -1; dx <= 1; dx++)
      sum += c_g3[(dy + 1) * 3 + dx + 1] * in[i + dy * W + dx];
  out[i] = sum;
}

/* the window written out by hand, pointer to the centre pixel */
extern "C" __global__ void s3_centre(const float *__restrict__ in,
                                     float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  const float *p = &in[y * W + x];
  float sum = 0.0f;
  sum += 0.0625f * p[-W - 1];
  sum += 0.125f * p[-W];
  sum += 0.0625f * p[-W + 1];
  sum += 0.125f * p[-1];
  sum += 0.25f * p[0];
  sum += 0.125f * p[1];
  sum += 0.0625f * p[W - 1];
  sum += 0.125f * p[W];
  sum += 0.0625f * p[W + 1];
  out[y * W + x] = sum;
}

/* size_t coordinates and indices */
extern "C" __global__ void s3_size(const float *__restrict__ in,
                                   float *__restrict__ out) {
  size_t x = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  size_t y = (size_t)blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = 0; dy < 3; dy++)
#pragma unroll
    for (int dx = 0; dx < 3; dx++)
      sum += c_g3[dy * 3 + dx] * in[(y + dy - 1) * W + (x + dx - 1)];
  out[y * W + x] = sum;
}

/* the guard as an if around the body, the window from its corner */
extern "C" __global__ void s3_guard(const float *__restrict__ in,
                                    float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < W - 1 && y > 0 && y < H - 1) {
    int x0 = x - 1, y0 = y - 1;
    float sum = 0.0f;
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 3; k++)
        sum += c_g3[j * 3 + k] * in[(y0 + j) * W + x0 + k];
    out[y * W + x] = sum;
  }
}

/* the 5x5 as the sample's 3x3, and in row-pointer and size_t forms */
extern "C" __global__ void s5_index(const float *__restrict__ in,
                                    float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 2 || y < 2 || x >= W - 2 || y >= H - 2)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -2; dy <= 2; dy++)
#pragma unroll
    for (int dx = -2; dx <= 2; dx++)
      sum += c_g5[(dy + 2) * 5 + dx + 2] * in[(y + dy) * W + x + dx];
  out[y * W + x] = sum;
}

extern "C" __global__ void s5_rowptr(const float *__restrict__ in,
                                     float *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 2 || y < 2 || x >= W - 2 || y >= H - 2)
    return;
  float sum = 0.0f;
#pragma unroll
  for (int dy = -2; dy <= 2; dy++) {
    const float *row = in + (y + dy) * W;
#pragma unroll
    for (int dx = -2; dx <= 2; dx++)
      sum += c_g5[(dy + 2) * 5 + dx + 2] * row[x + dx];
  }
  out[y * W + x] = sum;
}

extern "C" __global__ void s5_size(const float *__restrict__ in,
                                   float *__restrict__ out) {
  size_t x = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  size_t y = (size_t)blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 2 || y < 2 || x >= W - 2 || y >= H - 2)
    return;
  size_t i = y * W + x;
  float sum = 0.0f;
#pragma unroll
  for (int dy = 0; dy < 5; dy++)
#pragma unroll
    for (int dx = 0; dx < 5; dx++)
      sum += c_g5[dy * 5 + dx] * in[i + (dy - 2) * W + dx - 2];
  out[i] = sum;
}
