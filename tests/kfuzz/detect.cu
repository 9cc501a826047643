// detect: kfuzz's check that a wrong result is caught. clang -x cuda
// defines __CUDA_ARCH__ on the device side only, so every third element
// differs between the targets and the host: every run must be differ-T.
#include "vgiw_cuda.h"

extern "C" __global__ void detect(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
#ifdef __CUDA_ARCH__
    out[i] = i * 7 + (i % 3 == 0);
#else
    out[i] = i * 7;
#endif
  }
}
