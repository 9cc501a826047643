// scan_smem (ILP study, Table 2: Scan, without warp shuffles): the same
// per-block inclusive prefix sum as scan.cu (unsigned, wrapping; each
// block's total), by the Hillis-Steele data-parallel scan of GPU Gems 3,
// ch. 39, as the CUDA SDK of the study's time did it: log2(blockDim.x)
// steps over two __shared__ buffers, a barrier after each step. Every
// target can run it. blockDim.x at most 256.
#include "vgiw_cuda.h"

#define MAXTB 256

extern "C" __global__ void scan_smem(const unsigned *in, unsigned *out,
                                     unsigned *block_sums, int n) {
  __shared__ unsigned s_buf[2][MAXTB];
  unsigned t = threadIdx.x;
  int idx = blockIdx.x * blockDim.x + t;
  int cur = 0;
  s_buf[cur][t] = idx < n ? in[idx] : 0u;
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset <<= 1) {
    unsigned x = s_buf[cur][t];
    if (t >= offset)
      x += s_buf[cur][t - offset];
    cur ^= 1;
    s_buf[cur][t] = x;
    __syncthreads();
  }
  unsigned v = s_buf[cur][t];
  if (idx < n)
    out[idx] = v;
  if (t == blockDim.x - 1)
    block_sums[blockIdx.x] = v;
}
