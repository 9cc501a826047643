// fft (ILP study, Table 2: FFT): batched 128-point complex FFTs, one per
// block of 64 threads. The block loads its points into __shared__ memory
// in bit-reversed order, then runs the 7 radix-2 decimation-in-time
// stages, one butterfly per thread per stage, with a barrier between
// stages; twiddle factors come from sinf/cosf. Complex values are
// interleaved (re, im) floats.
#include "vgiw_cuda.h"

#define POINTS 128
#define LOG2_POINTS 7
#define PI_F 3.14159265358979f

static __device__ __forceinline__ unsigned bit_reverse7(unsigned i) {
  unsigned r = 0;
  for (int b = 0; b < LOG2_POINTS; b++)
    r |= ((i >> b) & 1u) << (LOG2_POINTS - 1 - b);
  return r;
}

/* data: nfft * POINTS complex values, transformed in place. */
extern "C" __global__ void fft(float *data, int nfft) {
  __shared__ float s_re[POINTS], s_im[POINTS];
  int f = blockIdx.x;
  if (f >= nfft)
    return;
  float *x = data + 2 * POINTS * f;
  for (unsigned i = threadIdx.x; i < POINTS; i += blockDim.x) {
    unsigned j = bit_reverse7(i);
    s_re[j] = x[2 * i];
    s_im[j] = x[2 * i + 1];
  }
  for (int half = 1; half < POINTS; half <<= 1) {
    __syncthreads();
    for (unsigned t = threadIdx.x; t < POINTS / 2; t += blockDim.x) {
      unsigned pos = t & (half - 1);
      unsigned i = (t - pos) * 2 + pos, j = i + half;
      float angle = -PI_F * (float)pos / (float)half;
      float wr = cosf(angle), wi = sinf(angle);
      float br = s_re[j] * wr - s_im[j] * wi;
      float bi = s_re[j] * wi + s_im[j] * wr;
      float ar = s_re[i], ai = s_im[i];
      s_re[i] = ar + br;
      s_im[i] = ai + bi;
      s_re[j] = ar - br;
      s_im[j] = ai - bi;
    }
  }
  __syncthreads();
  for (unsigned i = threadIdx.x; i < POINTS; i += blockDim.x) {
    x[2 * i] = s_re[i];
    x[2 * i + 1] = s_im[i];
  }
}
