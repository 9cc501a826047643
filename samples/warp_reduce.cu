// warp_reduce: the warp-level operations of the SIMT target (shuffles and
// votes; VGIW and GPU-CC refuse them). Per element, within its warp: the
// inclusive prefix sum (__shfl_up_sync), the number of positive elements
// before it (__ballot_sync and __popc), the element mirrored in its half
// warp (__shfl_sync with width 16) and its neighbour's (__shfl_xor_sync).
// Per block, two levels of __shfl_down_sync trees through shared memory:
// the sum, the positive count, and how many warps vote all positive,
// any below -100, uniformly positive. Works for any block size: a partial
// last warp's sums skip the lanes it lacks.
#include "vgiw_cuda.h"

#define FULL 0xffffffffu

// The sum of v over the warp's w lanes, in lane 0.
static __device__ __forceinline__ int warp_sum(int v, unsigned lane, unsigned w) {
  for (unsigned off = 16; off > 0; off >>= 1) {
    int y = __shfl_down_sync(FULL, v, off);
    if (lane + off < w)
      v += y;
  }
  return v;
}

extern "C" __global__ void warp_reduce(const signed char *__restrict__ in,
                                       int *__restrict__ elem,
                                       int *__restrict__ block, int n) {
  __shared__ int part[5][32];
  unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  unsigned i = blockIdx.x * blockDim.x + tid;
  unsigned w = blockDim.x - warp * 32 < 32 ? blockDim.x - warp * 32 : 32;
  int valid = i < (unsigned)n;
  int v = valid ? in[i] : 0;

  int x = v;
  for (unsigned off = 1; off < 32; off <<= 1) {
    int y = __shfl_up_sync(FULL, x, off);
    if (lane >= off)
      x += y;
  }
  unsigned pos = __ballot_sync(FULL, v > 0);
  int mirror = __shfl_sync(FULL, v, 15 - (lane & 15), 16);
  int pair = __shfl_xor_sync(FULL, v, 1);
  if (valid) {
    elem[4 * i] = x;
    elem[4 * i + 1] = __popc(pos & ((1u << lane) - 1));
    elem[4 * i + 2] = mirror;
    elem[4 * i + 3] = pair;
  }

  int s = warp_sum(v, lane, w);
  int all = __all_sync(FULL, !valid || v > 0);
  int any = __any_sync(FULL, v < -100);
  int uni = __uni_sync(FULL, v > 0);
  if (lane == 0) {
    part[0][warp] = s;
    part[1][warp] = __popc(pos);
    part[2][warp] = all;
    part[3][warp] = any;
    part[4][warp] = uni;
  }
  __syncthreads();
  if (warp == 0) {
    unsigned nwarps = (blockDim.x + 31) >> 5;
    for (int k = 0; k < 5; k++) {
      int t = warp_sum(lane < nwarps ? part[k][lane] : 0, lane, w);
      if (lane == 0)
        block[5 * blockIdx.x + k] = t;
    }
  }
}
