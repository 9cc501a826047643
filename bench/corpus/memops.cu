// Memory utility kernels as runtime libraries ship them: memset and iota
// with size_t counts, a vectorised copy through int4, gather and scatter by
// index arrays, a strided 2-D copy with pitches, and a byte-swap pass.
#include <cuda_runtime.h>

template <typename T>
__global__ void fill(T *dst, T value, size_t count) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x) dst[i] = value;
}

template <typename T>
__global__ void iota(T *dst, T start, T step, size_t count) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < count) dst[i] = start + (T)i * step;
}

extern "C" __global__ void copy_vec4(const int4 *__restrict__ src, int4 *__restrict__ dst, size_t n4) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x) dst[i] = src[i];
}

template <typename T>
__global__ void gather(const T *src, const long *idx, T *dst, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[idx[i]];
}

template <typename T>
__global__ void scatter(const T *src, const int *idx, T *dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[idx[i]] = src[i];
}

extern "C" __global__ void copy2d_pitched(const unsigned char *src, size_t spitch, unsigned char *dst, size_t dpitch, size_t width, size_t height) {
  size_t x = blockIdx.x * (size_t)blockDim.x + threadIdx.x, y = blockIdx.y * (size_t)blockDim.y + threadIdx.y;
  if (x < width && y < height) dst[y * dpitch + x] = src[y * spitch + x];
}

extern "C" __global__ void bswap32(unsigned *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) w[i] = __byte_perm(w[i], 0, 0x0123);
}

template __global__ void fill<float>(float *, float, size_t);
template __global__ void fill<unsigned char>(unsigned char *, unsigned char, size_t);
template __global__ void fill<unsigned long long>(unsigned long long *, unsigned long long, size_t);
template __global__ void iota<int>(int *, int, int, size_t);
template __global__ void iota<double>(double *, double, double, size_t);
template __global__ void gather<float>(const float *, const long *, float *, long);
template __global__ void gather<int>(const int *, const long *, int *, long);
template __global__ void scatter<float>(const float *, const int *, float *, int);
template __global__ void scatter<double>(const double *, const int *, double *, int);

// launch _Z4fillIhEvPT_S0_m: --grid=2 --block=64 --arg=buf:i8:300:zero --arg=7 --arg=290
// launch _Z4iotaIiEvPT_S0_S0_m: --grid=2 --block=64 --arg=buf:i32:128:zero --arg=5 --arg=3 --arg=100
// launch copy_vec4: --grid=1 --block=32 --arg=buf:i32:256:seq --arg=buf:i32:256:zero --arg=60
// launch bswap32: --grid=1 --block=64 --arg=buf:i32:64:rand:1 --arg=64
// launch copy2d_pitched: --grid=1,1 --block=16,8 --arg=buf:i8:256:seq --arg=32 --arg=buf:i8:256:zero --arg=32 --arg=12 --arg=8
