// GPU-CC folds (passes/gpucc_fold.c, issue 14) on natural 2-D code:
// blur3_2d reads __constant__ weights, ctaid.y * ntid.y + tid.y, and taps
// in[i - 1], in[i], in[i + 1] of one base (nsw adds, runtime width); band,
// a guarded 1-D kernel, is left as it was. Run by tests/run/run.cmake on
// GPU-CC, VGIW and SIMT with --check, from clang 14 and clang 19 IR.
// Generated IR (from the repository root), CLANG = clang-14 for fold2d.ll
// and clang-19 for fold2d.llvm19.ll:
//   CLANG -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
//     --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
//     -emit-llvm -S -O2 -gline-tables-only tests/run/gpuccfold/fold2d.cu -o ...
#include "vgiw_cuda.h"

__constant__ float c_w[3] = {0.25f, 0.5f, 0.25f};

extern "C" __global__ void blur3_2d(const float *__restrict__ in,
                                    float *__restrict__ out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || x >= w - 1 || y >= h)
    return;
  int i = y * w + x;
  out[i] = c_w[0] * in[i - 1] + c_w[1] * in[i] + c_w[2] * in[i + 1];
}

extern "C" __global__ void band(const int *__restrict__ in,
                                int *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 3 && in[0] < n && i < 100)
    out[i] = in[i] * 2;
}
