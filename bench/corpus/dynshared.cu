// Dynamic shared memory (extern __shared__, sized by the launch's third
// parameter): several arrays carved out of one allocation, a typed view
// through a templated accessor, a stencil whose tile width comes from
// blockDim, and a per-block queue.
#include <cuda_runtime.h>

extern "C" __global__ void carve_two_arrays(const float *a, const int *b, float *out, int n) {
  extern __shared__ char pool[];
  float *fa = (float *)pool;
  int *ib = (int *)(pool + blockDim.x * sizeof(float));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  fa[threadIdx.x] = i < n ? a[i] : 0.0f;
  ib[threadIdx.x] = i < n ? b[i] : 0;
  __syncthreads();
  int j = blockDim.x - 1 - threadIdx.x;
  if (i < n) out[i] = fa[j] * (float)ib[j];
}

template <typename T> struct DynSmem {
  static __device__ T *get() { extern __shared__ double dyn_pool_d[]; return reinterpret_cast<T *>(dyn_pool_d); }
};

template <typename T>
__global__ void reverse_block(T *data, int n) {
  T *s = DynSmem<T>::get();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) s[threadIdx.x] = data[i];
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (i < n && j < n) data[i] = s[blockDim.x - 1 - threadIdx.x];
}

extern "C" __global__ void stencil_dyn_tile(const float *in, float *out, int n, int r) {
  extern __shared__ float tile[];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = threadIdx.x; k < blockDim.x + 2 * r; k += blockDim.x) {
    int src = (int)(blockIdx.x * blockDim.x) + k - r;
    tile[k] = src >= 0 && src < n ? in[src] : 0.0f;
  }
  __syncthreads();
  if (g >= n) return;
  float s = 0;
  for (int d = -r; d <= r; ++d) s += tile[threadIdx.x + r + d];
  out[g] = s / (2 * r + 1);
}

extern "C" __global__ void block_queue(const int *items, int n, int *out, int *out_n) {
  extern __shared__ int q[];
  __shared__ int qn, base;
  if (threadIdx.x == 0) qn = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && (items[i] & 1)) q[atomicAdd(&qn, 1)] = items[i];
  __syncthreads();
  if (threadIdx.x == 0) base = atomicAdd(out_n, qn);
  __syncthreads();
  for (int k = threadIdx.x; k < qn; k += blockDim.x) out[base + k] = q[k] & ~1;
}

template __global__ void reverse_block<float>(float *, int);
template __global__ void reverse_block<double>(double *, int);
template __global__ void reverse_block<short>(short *, int);

// launch carve_two_arrays: --grid=2 --block=64 --dynamic-shared=512 --arg=buf:f32:128:seq --arg=buf:i32:128:seq --arg=buf:f32:128:zero --arg=128
// launch _Z13reverse_blockIfEvPT_i: --grid=2 --block=64 --dynamic-shared=256 --arg=buf:f32:128:seq --arg=128
// launch stencil_dyn_tile: --grid=2 --block=64 --dynamic-shared=288 --arg=buf:f32:128:seq --arg=buf:f32:128:zero --arg=128 --arg=4
