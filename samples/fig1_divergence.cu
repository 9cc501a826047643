// fig1_divergence: the nested if of the VGIW paper's Figure 1a, BB1 -> {BB2, BB3}, BB3 -> {BB4, BB5}, all -> BB6, data dependent.
#include "vgiw_cuda.h"

extern "C" __global__ void fig1_divergence(const float *in, const int *sel,
                                           float *out) {
  /* BB1: every thread */
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[tid];
  int s = sel[tid];
  float r;
  if (s > 0) {
    /* BB2: threads with a positive selector */
    r = expf(x) * 0.5f;
  } else {
    /* BB3: the others; integer division and remainder pick BB4 or BB5 */
    int q = -s / 3;
    int m = -s % 3;
    float y = x * (float)q;
    if (m == 0) {
      /* BB4 */
      r = sinf(y);
    } else {
      /* BB5 */
      r = logf(fabsf(y) + 1.0f) * (float)m;
    }
  }
  /* BB6: all threads converge */
  out[tid] = r + x;
}
