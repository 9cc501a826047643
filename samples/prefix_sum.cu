// prefix_sum: work-efficient (Blelloch) exclusive scan of 512 elements per 256-thread block in __shared__ memory, barriers inside loops.
#include "vgiw_cuda.h"

#define THREADS 256
#define ELEMS (2 * THREADS)
/* pad one word every 32 to avoid shared-memory bank conflicts */
#define PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ void prefix_sum(const unsigned *in, unsigned *out,
                                      unsigned *block_sums) {
  __shared__ unsigned temp[PAD(ELEMS)];
  int t = threadIdx.x;
  int base = blockIdx.x * ELEMS;
  temp[PAD(t)] = in[base + t];
  temp[PAD(t + THREADS)] = in[base + t + THREADS];

  int offset = 1;
  for (int d = ELEMS >> 1; d > 0; d >>= 1) { /* up-sweep */
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      temp[PAD(bi)] += temp[PAD(ai)];
    }
    offset <<= 1;
  }
  if (t == 0) {
    block_sums[blockIdx.x] = temp[PAD(ELEMS - 1)];
    temp[PAD(ELEMS - 1)] = 0;
  }
  for (int d = 1; d < ELEMS; d <<= 1) { /* down-sweep */
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      unsigned x = temp[PAD(ai)];
      temp[PAD(ai)] = temp[PAD(bi)];
      temp[PAD(bi)] += x;
    }
  }
  __syncthreads();
  out[base + t] = temp[PAD(t)];
  out[base + t + THREADS] = temp[PAD(t + THREADS)];
}
