// Matrix transposes: naive, shared-memory tiled with a padded tile (bank
// conflicts), the tile size as a template parameter, and a 64-bit pitched
// variant for large matrices.
#include <cuda_runtime.h>

extern "C" __global__ void transpose_naive(float *out, const float *in, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

template <int TILE, typename T>
__global__ void transpose_tiled(T *out, const T *in, int w, int h) {
  __shared__ T tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  if (x < h && y < w) out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

extern "C" __global__ void transpose_pitched(char *out, size_t out_pitch, const char *in, size_t in_pitch, long rows, long cols) {
  long c = blockIdx.x * (long)blockDim.x + threadIdx.x, r = blockIdx.y * (long)blockDim.y + threadIdx.y;
  if (r < rows && c < cols) {
    const double *src = (const double *)(in + r * in_pitch);
    double *dst = (double *)(out + c * out_pitch);
    dst[r] = src[c];
  }
}

template __global__ void transpose_tiled<16, float>(float *, const float *, int, int);
template __global__ void transpose_tiled<32, float>(float *, const float *, int, int);
template __global__ void transpose_tiled<16, double>(double *, const double *, int, int);
template __global__ void transpose_tiled<8, int>(int *, const int *, int, int);

// launch transpose_naive: --grid=3,2 --block=16,16 --arg=buf:f32:1200:zero --arg=buf:f32:1200:seq --arg=40 --arg=30
// launch _Z15transpose_tiledILi16EfEvPT0_PKS0_ii: --grid=3,2 --block=16,16 --arg=buf:f32:1200:zero --arg=buf:f32:1200:seq --arg=40 --arg=30
