// collatz: per thread, the steps of the Collatz sequence from x[i] to 1 (a
// loop whose trip count depends on the data, different for every thread);
// small enough for one SGMF fabric (tests/sim/sgmf, docs/sgmf.md).
#include "vgiw_cuda.h"

extern "C" __global__ void collatz(const unsigned *x, unsigned *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = x[i] + 1u, s = 0;
  while (v != 1u && s < 1000u) {
    v = (v & 1u) ? 3u * v + 1u : v >> 1;
    s++;
  }
  steps[i] = s;
}
