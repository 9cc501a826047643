// big_block: one straight-line basic block (no branches) of ~200 arithmetic ops and 32 loads, too big for the 108-unit VGIW fabric, so it must be partitioned.
#include "vgiw_cuda.h"

#define TAPS 24

/* in: TAPS planes of `stride` floats; q: 8 planes of 16-bit fixed-point gains */
extern "C" __global__ void big_block(const float *__restrict__ in,
                                     const short *__restrict__ q,
                                     const float *__restrict__ coef,
                                     float *__restrict__ out, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f, energy = 0.0f, peak = 0.0f, prev = 0.0f;
#pragma unroll
  for (int k = 0; k < TAPS; k++) {
    float v = in[k * stride + i];
    float d = v - prev;              /* first difference  */
    acc = acc * 0.96875f + v * coef[k & 7];
    energy += d * d;
    peak = fmaxf(peak, fabsf(v));
    if (k % 3 == 2)                  /* folded at compile time, no branch */
      acc = acc / (1.0f + sqrtf(energy));
    prev = v;
  }
  float g = 0.0f;
#pragma unroll
  for (int k = 0; k < 8; k++)
    g += (float)q[k * stride + i] * (1.0f / 32768.0f);
  out[i] = acc * g + energy / (peak + 1.0f);
  out[stride + i] = __saturatef(g * peak) + (float)__mul24(i, 3);
}
