// conv3x3_stream: 3x3 Gaussian blur of a 512x512 image streamed by line, shaped for GPU-CC (the paper's section 4.2 and Fig. 4).
#include "vgiw_cuda.h"

/* The image is W pixels wide, stored with a border of 1 on every side:
 * rows of PW floats, H + 2 of them. Thread i computes out[i] from the 3x3
 * window whose top left is in[i], so out holds the blurred image in rows
 * of PW (the last 2 of each row are padding, computed and ignored); a
 * launch covers n = H * PW - 2 threads (the last row's padding would read
 * past the border). One-dimensional, one thread per pixel, threads in
 * order along the rows: horizontally adjacent pixels are read by adjacent
 * threads, which GPU-CC's stream reuse turns into one load per image row.
 * W is a compile-time constant, so the row offsets r * PW are immediates
 * of the loads; the 64-bit index needs no sign extension; the weights are
 * literals (1 2 1 / 2 4 2 / 1 2 1 over 16), summed per row with fused
 * multiply-adds and then across the rows, as in the paper's FMUL, FMAD
 * and FADD cores. */
#define W 512
#define PW (W + 2)

extern "C" __global__ void conv3x3_stream(const float *__restrict__ in,
                                          float *__restrict__ out, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float *p = in + i;
    float r0 = 0.0625f * p[0];
    r0 = fmaf(0.125f, p[1], r0);
    r0 = fmaf(0.0625f, p[2], r0);
    float r1 = 0.125f * p[PW];
    r1 = fmaf(0.25f, p[PW + 1], r1);
    r1 = fmaf(0.125f, p[PW + 2], r1);
    float r2 = 0.0625f * p[2 * PW];
    r2 = fmaf(0.125f, p[2 * PW + 1], r2);
    r2 = fmaf(0.0625f, p[2 * PW + 2], r2);
    out[i] = r0 + r1 + r2;
  }
}
