// 2-D, 3-D and 1-D point-sampled fetches with float coordinates, through
// vgiw_cuda.h (clang 14) or the CUDA headers (clang 19): regen.sh. Thread
// (x, y) reads coordinate ((x - 2.5) * s, (y - 1.5) * s) and so on: below
// 0, fractional and past the edge, which the launch's address
// mode (border or clamp) and normalised-coordinate flag decide.
#ifdef VGIW_REAL_CUDA
#include <cuda_runtime.h>
#define K extern "C" __global__
#else
#include "vgiw_cuda.h"
#define K extern "C" __global__
#endif

K void fetch2d(cudaTextureObject_t t, float *out, int w, int h, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = tex2D<float>(t, (x - 2.5f) * s, (y - 1.5f) * s);
}

K void fetch3d(cudaTextureObject_t t, float *out, int w, int h, int d, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < w && y < h && z < d)
    out[(z * h + y) * w + x] =
        tex3D<float>(t, (x - 1.25f) * s, (y - 1.5f) * s, (z - 1.75f) * s);
}

K void fetch1d(cudaTextureObject_t t, int *out, int n, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < n)
    out[x] = tex1D<int>(t, (x - 3.5f) * s);
}

// four channels: each output is x + 10 y + 100 z + 1000 w of one texel
K void fetch2d4(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float4 v = tex2D<float4>(t, x - 1.5f, y - 0.5f);
    out[y * w + x] = v.x + 10.0f * v.y + 100.0f * v.z + 1000.0f * v.w;
  }
}
