// Two kernels in one module, one with an extern __shared__ array: the
// other runs without --dynamic-shared (every module global is a symbol of
// every kernel; only a kernel that uses the array needs the option).
// Generated as reduce.cu (clang-14 only).
#include "vgiw_cuda.h"
extern "C" __global__ void plain(int *out) { out[threadIdx.x] = threadIdx.x; }
extern "C" __global__ void dyn(int *out) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x * 2;
  out[threadIdx.x] = s[threadIdx.x] + 1;
}
