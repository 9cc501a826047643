// Found by bench/corpus.sh (convolution.cu conv2d_generic, clang 14 IR): on
// an LLVM 18+ vgiwcc, canonicalisation's instcombine stopped the whole process
// with "LLVM ERROR: Instruction Combining did not reach a fixpoint after 1
// iterations" (front/compat.c, compat_instcombine_pass).
#include "vgiw_cuda.h"
extern "C" __global__ void instcombine_fixpoint(const float *img, const float *mask, float *out, int w, int h, int mw) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int r = mw / 2; float acc = 0;
  for (int j = 0; j < mw; ++j)
    for (int i = 0; i < mw; ++i) {
      int sx = x + i - r, sy = y + j - r;
      if (sx >= 0 && sx < w && sy >= 0 && sy < h) acc += img[sy * w + sx] * mask[j * mw + i];
    }
  out[y * w + x] = acc;
}
