// histogram: 256-bin byte histogram in __shared__ memory merged with global atomics; a switch picks the binning; min/max/count/sum via the other atomics.
#include "vgiw_cuda.h"

#define BINS 256

/* hist has BINS + 2 entries.  stats (4 ints) starts all -1:
 * stats[0] = min byte - 256 (atomicMin; -1 is neutral), stats[1] = max byte,
 * stats[2] and stats[3] = gridDim.x, written by the last block to finish
 * (atomicInc ticket, atomicExch) and the first (atomicCAS).  Every result
 * is independent of the order in which threads run: the float sum adds
 * whole numbers, exact in any order (n * 255 < 2^24).                      */
extern "C" __global__ void histogram(const unsigned char *data, int n,
                                     int mode, unsigned *hist, int *stats,
                                     unsigned *blocks_done, float *sum) {
  __shared__ unsigned sh[BINS];
  __shared__ unsigned sh_count;
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    sh[b] = 0;
  if (threadIdx.x == 0)
    sh_count = 0;
  __syncthreads();

  int lo = 255, hi = 0;
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    int v = data[i];
    unsigned bin;
    switch (mode) {
    case 0: /* identity */
      bin = (unsigned)v;
      break;
    case 1: /* 16 coarse bins */
      bin = (unsigned)v >> 4;
      break;
    case 2: /* squares folded into range */
      bin = (unsigned)(v * v) % 251u;
      break;
    default: /* scrambled */
      bin = ((unsigned)v * 2654435761u) >> 24;
      break;
    }
    atomicAdd(&sh[bin], 1u);
    atomicInc(&sh_count, 0xffffffffu);
    lo = min(lo, v);
    hi = max(hi, v);
    s += (float)v;
  }
  atomicMin(&stats[0], lo - 256);
  atomicMax(&stats[1], hi);
  atomicAdd(sum, s);
  __syncthreads();

  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (sh[b] != 0)
      atomicAdd(&hist[b], sh[b]);
  if (threadIdx.x == 0) {
    atomicSub(&hist[BINS], sh_count); /* hist[BINS] ends at -(n) mod 2^32 */
    unsigned ticket = atomicInc(blocks_done, gridDim.x - 1);
    if (ticket == gridDim.x - 1)
      atomicExch(&stats[2], (int)gridDim.x);
    if (atomicCAS(&stats[3], -1, (int)gridDim.x) == -1)
      hist[BINS + 1] = (unsigned)n; /* by the first finisher */
  }
}
