// corpus: clang 19 (cooperative_groups.h includes CUDA 13's libcu++, which clang 14 cannot parse)
// Cooperative groups as modern CUDA code uses them: a block-level sync
// through this_thread_block(), a thread_block_tile<32> reduction (warp
// shuffles underneath), a tiled partition of 8 lanes, and a grid-stride
// loop written with the block group's size.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_block_sum(const float *in, float *out, int n) {
  cg::thread_block b = cg::this_thread_block();
  __shared__ float s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[b.thread_rank()] = i < n ? in[i] : 0.0f;
  b.sync();
  for (unsigned k = b.size() / 2; k > 0; k >>= 1) {
    if (b.thread_rank() < k) s[b.thread_rank()] += s[b.thread_rank() + k];
    b.sync();
  }
  if (b.thread_rank() == 0) out[blockIdx.x] = s[0];
}

extern "C" __global__ void cg_tile_reduce(const int *in, int *out, int n) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(b);
  int i = blockIdx.x * blockDim.x + threadIdx.x, v = i < n ? in[i] : 0;
  for (int o = t.size() / 2; o > 0; o /= 2) v += t.shfl_down(v, o);
  if (t.thread_rank() == 0) atomicAdd(out, v);
}

extern "C" __global__ void cg_tile8_any(const int *in, int *out, int n) {
  cg::thread_block_tile<8> t = cg::tiled_partition<8>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int neg = t.any(i < n && in[i] < 0);
  if (i < n) out[i] = neg;
}

extern "C" __global__ void cg_grid_stride(float *x, long n, float a) {
  cg::thread_block b = cg::this_thread_block();
  for (long i = blockIdx.x * (long)b.size() + b.thread_rank(); i < n; i += (long)b.size() * gridDim.x) x[i] = a * x[i] + 1.0f;
}

// launch cg_block_sum: --grid=2 --block=256 --arg=buf:f32:500:seq --arg=buf:f32:2:zero --arg=500
// launch cg_grid_stride: --grid=2 --block=64 --arg=buf:f32:300:seq --arg=300 --arg=2
