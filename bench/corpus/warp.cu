// Warp-level programming: butterfly all-reduce with __shfl_xor_sync, ballot
// and popc for stream compaction within a warp, votes for early exit,
// warp-aggregated atomics on the active mask, __match_any_sync grouping and
// __syncwarp between lanes' shared writes. VGIW and GPU-CC have no warps
// and refuse these; the SIMT target runs them.
#include <cuda_runtime.h>

extern "C" __global__ void warp_allreduce(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, v = in[i];
  for (int m = 16; m; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
  out[i] = v;
}

extern "C" __global__ void warp_compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  bool keep = i < n && in[i] > 0;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = in[i];
}

extern "C" __global__ void warp_vote_search(const int *keys, int target, int *found_at, int n) {
  for (int base = blockIdx.x * blockDim.x; base < n; base += blockDim.x * gridDim.x) {
    int i = base + threadIdx.x;
    bool hit = i < n && keys[i] == target;
    if (__any_sync(0xffffffffu, hit)) { if (hit) atomicMin(found_at, i); }
    if (__all_sync(0xffffffffu, i >= n)) break;
  }
}

extern "C" __global__ void warp_aggregated_inc(int *ctr, const int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || !flags[i]) return;
  unsigned active = __activemask();
  int leader = __ffs(active) - 1, lane = threadIdx.x & 31;
  int r = 0;
  if (lane == leader) r = atomicAdd(ctr, __popc(active));
  r = __shfl_sync(active, r, leader);
  (void)r;
}

extern "C" __global__ void warp_match_groups(const int *keys, int *leaders, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned peers = __match_any_sync(__activemask(), keys[i]);
  leaders[i] = __ffs(peers) - 1;
}

extern "C" __global__ void warp_transpose_smem(const float *in, float *out) {
  __shared__ float s[32][33];
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  for (int k = 0; k < 32; k += blockDim.x / 32) s[k + w][lane] = in[(blockIdx.x * 32 + k + w) * 32 + lane];
  __syncwarp();
  __syncthreads();
  for (int k = 0; k < 32; k += blockDim.x / 32) out[(blockIdx.x * 32 + k + w) * 32 + lane] = s[lane][k + w];
}

template <typename T>
__global__ void warp_broadcast(T *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = __shfl_sync(0xffffffffu, v[i], 7, 16);
}
template __global__ void warp_broadcast<float>(float *);
template __global__ void warp_broadcast<double>(double *);
template __global__ void warp_broadcast<long long>(long long *);

// launch warp_allreduce: --grid=2 --block=64 --arg=buf:i32:128:seq --arg=buf:i32:128:zero
// launch _Z14warp_broadcastIfEvPT_: --grid=1 --block=64 --arg=buf:f32:64:seq
