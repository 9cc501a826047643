// Prefix sums: a Hillis-Steele scan in a double buffer of dynamic shared
// memory, a work-efficient scan with padding to avoid bank conflicts, a
// warp-level inclusive scan with shuffles, and the add-back of block sums.
#include <cuda_runtime.h>

#define LOG_BANKS 5
#define PAD(i) ((i) + ((i) >> LOG_BANKS))

extern "C" __global__ void scan_hillis_steele(const int *in, int *out, int n) {
  extern __shared__ int buf[];
  int tid = threadIdx.x, pout = 0, pin = 1;
  buf[tid] = tid < n ? in[blockIdx.x * blockDim.x + tid] : 0;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    pout = 1 - pout; pin = 1 - pout;
    int v = buf[pin * blockDim.x + tid];
    if (tid >= off) v += buf[pin * blockDim.x + tid - off];
    buf[pout * blockDim.x + tid] = v;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + tid] = buf[pout * blockDim.x + tid];
}

template <typename T>
__global__ void scan_blelloch(T *data, T *block_sums, int n) {
  __shared__ T s[PAD(512) + 1];
  int tid = threadIdx.x, base = blockIdx.x * 512;
  int a = tid, b = tid + 256;
  s[PAD(a)] = base + a < n ? data[base + a] : T(0);
  s[PAD(b)] = base + b < n ? data[base + b] : T(0);
  int off = 1;
  for (int d = 256; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; s[PAD(bi)] += s[PAD(ai)]; }
    off <<= 1;
  }
  if (tid == 0) { block_sums[blockIdx.x] = s[PAD(511)]; s[PAD(511)] = 0; }
  for (int d = 1; d < 512; d <<= 1) {
    off >>= 1;
    __syncthreads();
    if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
      T t = s[PAD(ai)]; s[PAD(ai)] = s[PAD(bi)]; s[PAD(bi)] += t; }
  }
  __syncthreads();
  if (base + a < n) data[base + a] = s[PAD(a)];
  if (base + b < n) data[base + b] = s[PAD(b)];
}

template <typename T>
__global__ void add_block_sums(T *data, const T *sums, int n) {
  int i = blockIdx.x * 512 + threadIdx.x;
  T add = sums[blockIdx.x];
  if (i < n) data[i] += add;
  if (i + 256 < n) data[i + 256] += add;
}

extern "C" __global__ void scan_warp(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  unsigned v = i < n ? in[i] : 0;
  for (int d = 1; d < 32; d <<= 1) {
    unsigned u = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += u;
  }
  if (i < n) out[i] = v;
}

template __global__ void scan_blelloch<int>(int *, int *, int);
template __global__ void scan_blelloch<float>(float *, float *, int);
template __global__ void add_block_sums<int>(int *, const int *, int);
template __global__ void add_block_sums<float>(float *, const float *, int);

// launch scan_hillis_steele: --grid=2 --block=64 --dynamic-shared=512 --arg=buf:i32:128:seq --arg=buf:i32:128:zero --arg=64
// launch _Z13scan_blellochIiEvPT_S1_i: --grid=2 --block=256 --arg=buf:i32:1000:seq --arg=buf:i32:2:zero --arg=1000
// launch scan_warp: --grid=2 --block=64 --arg=buf:i32:128:seq --arg=buf:i32:128:zero --arg=120
