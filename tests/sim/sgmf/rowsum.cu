// rowsum: per thread, the sums of the first 1..r elements of its row, added
// up (a loop-carried accumulator in a nested loop: the total is carried
// around the outer loop, the partial sum around the inner one). The inner
// loop is unrolled by two; its remainder makes the partial sum an undef phi
// incoming, a value live on entry that SGMF fills in (docs/sgmf.md,
// "Undefined values"). Small enough for one SGMF fabric (tests/sim/sgmf).
#include "vgiw_cuda.h"

extern "C" __global__ void rowsum(const int *a, int *out, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int total = 0;
#pragma unroll 1
  for (int r = 1; r <= m; r++) {
    int s = 0;
#pragma unroll 2
    for (int k = 0; k < r; k++)
      s += a[i * m + k];
    total += s;
  }
  out[i] = total;
}
