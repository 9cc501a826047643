// conv5x5_stream: 5x5 Gaussian blur of a 512x512 image streamed by line, shaped for GPU-CC (the paper's section 4.3).
#include "vgiw_cuda.h"

/* The image is W pixels wide, stored with a border of 2 on every side:
 * rows of PW floats, H + 4 of them. Thread i computes out[i] from the 5x5
 * window whose top left is in[i], so out holds the blurred image in rows
 * of PW (the last 4 of each row are padding, computed and ignored); a
 * launch covers n = H * PW - 4 threads. As conv3x3_stream: one thread per
 * pixel in a one-dimensional launch, W a compile-time constant (the row
 * offsets r * PW become immediates of the loads), a 64-bit index, literal
 * weights (the outer product of 1 4 6 4 1, over 256), here in one chain of
 * fused multiply-adds: 25 cores, where per-row sums would need 29 and not
 * leave the address arithmetic its 5 of an SM's 32. */
#define W 512
#define PW (W + 4)

extern "C" __global__ void conv5x5_stream(const float *__restrict__ in,
                                          float *__restrict__ out, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const float *p = in + i;
    float s = 1.0f / 256 * p[0];
    s = fmaf(4.0f / 256, p[1], s);
    s = fmaf(6.0f / 256, p[2], s);
    s = fmaf(4.0f / 256, p[3], s);
    s = fmaf(1.0f / 256, p[4], s);
    s = fmaf(4.0f / 256, p[PW], s);
    s = fmaf(16.0f / 256, p[PW + 1], s);
    s = fmaf(24.0f / 256, p[PW + 2], s);
    s = fmaf(16.0f / 256, p[PW + 3], s);
    s = fmaf(4.0f / 256, p[PW + 4], s);
    s = fmaf(6.0f / 256, p[2 * PW], s);
    s = fmaf(24.0f / 256, p[2 * PW + 1], s);
    s = fmaf(36.0f / 256, p[2 * PW + 2], s);
    s = fmaf(24.0f / 256, p[2 * PW + 3], s);
    s = fmaf(6.0f / 256, p[2 * PW + 4], s);
    s = fmaf(4.0f / 256, p[3 * PW], s);
    s = fmaf(16.0f / 256, p[3 * PW + 1], s);
    s = fmaf(24.0f / 256, p[3 * PW + 2], s);
    s = fmaf(16.0f / 256, p[3 * PW + 3], s);
    s = fmaf(4.0f / 256, p[3 * PW + 4], s);
    s = fmaf(1.0f / 256, p[4 * PW], s);
    s = fmaf(4.0f / 256, p[4 * PW + 1], s);
    s = fmaf(6.0f / 256, p[4 * PW + 2], s);
    s = fmaf(4.0f / 256, p[4 * PW + 3], s);
    s = fmaf(1.0f / 256, p[4 * PW + 4], s);
    out[i] = s;
  }
}
