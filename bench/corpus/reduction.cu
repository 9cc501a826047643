// Parallel reductions as GPU tutorials write them: a shared-memory tree with
// the block size as a template parameter, dynamic shared memory sized at the
// launch, an unrolled last stage, a warp-shuffle variant, and a two-pass
// grid-stride sum with one atomic per block.
#include <cuda_runtime.h>

template <class T> struct SharedBuf {
  __device__ T *ptr() { extern __shared__ unsigned char dyn_smem[]; return reinterpret_cast<T *>(dyn_smem); }
};

template <typename T, unsigned BLOCK>
__global__ void reduce_tree(const T *in, T *partial, unsigned n) {
  T *s = SharedBuf<T>().ptr();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + tid;
  T v = 0;
  if (i < n) v = in[i];
  if (i + BLOCK < n) v += in[i + BLOCK];
  s[tid] = v;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (tid < stride) s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0) partial[blockIdx.x] = s[0];
}

template <typename T>
__global__ void reduce_grid_atomic(const T *in, T *total, long n) {
  __shared__ T s[256];
  T acc = 0;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    acc += in[i];
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k /= 2) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(total, s[0]);
}

__device__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

extern "C" __global__ void reduce_shfl(const float *in, float *out, int n) {
  __shared__ float warps[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warp_sum(v);
  if ((threadIdx.x & 31) == 0) warps[threadIdx.x >> 5] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < (blockDim.x >> 5) ? warps[threadIdx.x] : 0.0f;
    v = warp_sum(v);
    if (threadIdx.x == 0) atomicAdd(out, v);
  }
}

extern "C" __global__ void reduce_max_abs(const float *in, unsigned *out_bits, int n) {
  __shared__ float s[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? fabsf(in[i]) : 0.0f;
  __syncthreads();
  for (int k = 64; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] = fmaxf(s[threadIdx.x], s[threadIdx.x + k]);
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicMax(out_bits, __float_as_uint(s[0]));
}

template __global__ void reduce_tree<float, 128>(const float *, float *, unsigned);
template __global__ void reduce_tree<float, 256>(const float *, float *, unsigned);
template __global__ void reduce_tree<int, 256>(const int *, int *, unsigned);
template __global__ void reduce_tree<double, 64>(const double *, double *, unsigned);
template __global__ void reduce_grid_atomic<int>(const int *, int *, long);
template __global__ void reduce_grid_atomic<unsigned long long>(const unsigned long long *, unsigned long long *, long);
template __global__ void reduce_grid_atomic<float>(const float *, float *, long);

// launch _Z11reduce_treeIiLj256EEvPKT_PS0_j: --grid=4 --block=256 --dynamic-shared=1024 --arg=buf:i32:2048:seq --arg=buf:i32:4:zero --arg=2000
// launch _Z18reduce_grid_atomicIiEvPKT_PS0_l: --grid=3 --block=256 --arg=buf:i32:5000:seq --arg=buf:i32:1:zero --arg=5000
// launch reduce_max_abs: --grid=4 --block=128 --arg=buf:f32:500:rand:2 --arg=buf:i32:1:zero --arg=500
