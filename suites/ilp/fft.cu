// fft (ILP study, Table 2: FFT, input 16384 points): batched 128-point
// complex FFTs, one per block of 64 threads, written as the SDK-era GPU
// FFTs are (fixed thread-to-data mapping, every loop unrolled, so the
// kernel has no conditional branch: the study's "FFT has no conditional
// branches"). Each thread loads two points into __shared__ memory in
// bit-reversed order, then the 7 radix-2 decimation-in-time stages run
// unrolled, one butterfly per thread per stage, a barrier before each;
// twiddle factors come from sinf/cosf. The block size must be POINTS / 2
// and the grid one block per transform (the launch's). Complex values are
// interleaved (re, im) floats; the transform is out of place.
#include "vgiw_cuda.h"

#define POINTS 128
#define LOG2_POINTS 7
#define HALF_POINTS (POINTS / 2)
#define PI_F 3.14159265358979f

static __device__ __forceinline__ unsigned bit_reverse7(unsigned i) {
  unsigned r = 0;
#pragma unroll
  for (int b = 0; b < LOG2_POINTS; b++)
    r |= ((i >> b) & 1u) << (LOG2_POINTS - 1 - b);
  return r;
}

/* in: gridDim.x * POINTS complex values; out: their transforms. */
extern "C" __global__ void fft(const float *in, float *out) {
  __shared__ float s_re[POINTS], s_im[POINTS];
  unsigned t = threadIdx.x;
  const float *x = in + 2 * POINTS * blockIdx.x;
  float *y = out + 2 * POINTS * blockIdx.x;
  unsigned j0 = bit_reverse7(t), j1 = bit_reverse7(t + HALF_POINTS);
  s_re[j0] = x[2 * t];
  s_im[j0] = x[2 * t + 1];
  s_re[j1] = x[2 * (t + HALF_POINTS)];
  s_im[j1] = x[2 * (t + HALF_POINTS) + 1];
#pragma unroll
  for (int half = 1; half < POINTS; half <<= 1) {
    __syncthreads();
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
  __syncthreads();
  y[2 * t] = s_re[t];
  y[2 * t + 1] = s_im[t];
  y[2 * (t + HALF_POINTS)] = s_re[t + HALF_POINTS];
  y[2 * (t + HALF_POINTS) + 1] = s_im[t + HALF_POINTS];
}
