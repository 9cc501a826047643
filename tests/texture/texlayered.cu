// 1-D and 2-D layered and cubemap point-sampled fetches, through
// vgiw_cuda.h (clang 14) or the CUDA headers (clang 19): regen.sh. Thread
// (x, y, l) reads coordinate ((x - 2.5) * s, (y - 1.5) * s) of layer l - 1
// (l from 0): before the first layer (-1, read as unsigned), fractional,
// past the edge and past the last layer, which the launch's address mode
// (border or clamp) and normalised-coordinate flag decide for the
// coordinates; a layer is clamped to the last in either mode. A cubemap
// fetch's thread (a, b, c) looks along ((a - 2) s + o, (b - 2) s - o / 2,
// (c - 2) s + o / 4): with o = 0 every tie of two or three largest
// components, zeros and the zero direction; with o != 0 few ties. A
// layered cubemap fetch adds layer c - 1 (before the first, unsigned, to
// past the last) to thread (a, b, c)'s direction.
#ifdef VGIW_REAL_CUDA
#include <cuda_runtime.h>
#define K extern "C" __global__
#else
#include "vgiw_cuda.h"
#define K extern "C" __global__
#endif

K void fetch2dl(cudaTextureObject_t t, float *out, int w, int h, int layers, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int l = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < w && y < h && l < layers)
    out[(l * h + y) * w + x] =
        tex2DLayered<float>(t, (x - 2.5f) * s, (y - 1.5f) * s, l - 1);
}

K void fetch1dl(cudaTextureObject_t t, int *out, int n, int layers, float s) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int l = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < n && l < layers)
    out[l * n + x] = tex1DLayered<int>(t, (x - 3.5f) * s, l - 1);
}

K void fetchcube(cudaTextureObject_t t, float *out, float s, float o) {
  int a = threadIdx.x, b = threadIdx.y, c = threadIdx.z;
  out[(c * 5 + b) * 5 + a] = texCubemap<float>(t, (a - 2) * s + o,
                                               (b - 2) * s - 0.5f * o,
                                               (c - 2) * s + 0.25f * o);
}

K void fetchcubel(cudaTextureObject_t t, float *out, float s, float o) {
  int a = threadIdx.x, b = threadIdx.y, c = threadIdx.z;
  out[(c * 5 + b) * 5 + a] = texCubemapLayered<float>(t, (a - 2) * s + o,
                                                      (b - 2) * s - 0.5f * o,
                                                      (c - 2) * s + 0.25f * o, c - 1);
}
