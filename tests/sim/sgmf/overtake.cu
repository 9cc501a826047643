// overtake: an if/else inside a loop whose sides take different times (a
// load on one side, arithmetic on the other) and whose result is not
// carried around the loop: the loop counter does not wait for the slow
// side, so a thread's next iteration can reach the merge after the if
// before this one (docs/sgmf.md, "Bypass").
#include "vgiw_cuda.h"

extern "C" __global__ void overtake(const float *a, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < n; i++) {
    float y;
    if ((i + t) & 1)
      y = a[t * n + i];
    else
      y = (float)i * 2.0f;
    out[t * n + i] = y;
  }
}
