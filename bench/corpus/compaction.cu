// Stream compaction and partitioning: flag-and-scan compaction in one block
// (shared-memory scan), an atomic-tail filter templated on a predicate,
// a two-way partition by a pivot, and run-length encoding boundaries.
#include <cuda_runtime.h>

extern "C" __global__ void compact_block(const int *in, int *out, int *count, int n) {
  __shared__ int pos[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  int keep = i < n && in[i] != 0;
  pos[t] = keep;
  __syncthreads();
  for (int d = 1; d < blockDim.x; d <<= 1) {
    int v = t >= d ? pos[t - d] : 0;
    __syncthreads();
    pos[t] += v;
    __syncthreads();
  }
  __shared__ int base;
  if (t == blockDim.x - 1) base = atomicAdd(count, pos[t]);
  __syncthreads();
  if (keep) out[base + pos[t] - 1] = in[i];
}

struct IsPositive { __device__ bool operator()(float v) const { return v > 0.0f; } };
struct InRange { float lo, hi; __device__ bool operator()(float v) const { return v >= lo && v < hi; } };

template <typename Pred>
__global__ void filter_atomic(const float *in, float *out, int *tail, long n, Pred p) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)blockDim.x * gridDim.x)
    if (p(in[i])) out[atomicAdd(tail, 1)] = in[i];
}

extern "C" __global__ void partition_pivot(const int *in, int *lo, int *hi, int *nlo, int *nhi, int n, int pivot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  if (v < pivot) lo[atomicAdd(nlo, 1)] = v; else hi[atomicAdd(nhi, 1)] = v;
}

extern "C" __global__ void rle_heads(const unsigned char *sym, int *is_head, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) is_head[i] = i == 0 || sym[i] != sym[i - 1];
}

template __global__ void filter_atomic<IsPositive>(const float *, float *, int *, long, IsPositive);
template __global__ void filter_atomic<InRange>(const float *, float *, int *, long, InRange);

// launch rle_heads: --grid=1 --block=64 --arg=buf:i8:64:rand:1 --arg=buf:i32:64:zero --arg=64
