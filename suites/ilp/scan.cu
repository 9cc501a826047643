// scan (ILP study, Table 2: Scan): inclusive prefix sum (unsigned,
// wrapping) of each block's elements, one element per thread, and each
// block's total. Warps scan their 32 elements with __shfl_up_sync (Kogge-Stone, log2(32) steps),
// write their totals to __shared__ memory, and the first warp scans those
// totals the same way; every thread then adds its warp's offset. Warp
// shuffles: the SIMT target only. Any block size up to 1024 that is a
// multiple of 32.
#include "vgiw_cuda.h"

#define FULL 0xffffffffu

static __device__ __forceinline__ unsigned warp_scan(unsigned v,
                                                     unsigned lane) {
  for (unsigned off = 1; off < 32; off <<= 1) {
    unsigned y = (unsigned)__shfl_up_sync(FULL, (int)v, off);
    if (lane >= off)
      v += y;
  }
  return v;
}

extern "C" __global__ void scan(const unsigned *in, unsigned *out,
                                unsigned *block_sums, int n) {
  __shared__ unsigned s_warp[32];
  unsigned t = threadIdx.x, lane = t & 31, warp = t >> 5;
  unsigned nwarps = blockDim.x >> 5;
  int idx = blockIdx.x * blockDim.x + t;
  unsigned v = idx < n ? in[idx] : 0u;
  v = warp_scan(v, lane);
  if (lane == 31)
    s_warp[warp] = v;
  __syncthreads();
  if (warp == 0) {
    unsigned w = lane < nwarps ? s_warp[lane] : 0u;
    w = warp_scan(w, lane);
    s_warp[lane] = w; /* inclusive: warp i's offset is s_warp[i - 1] */
  }
  __syncthreads();
  if (warp > 0)
    v += s_warp[warp - 1];
  if (idx < n)
    out[idx] = v;
  if (t == blockDim.x - 1)
    block_sums[blockIdx.x] = v;
}
