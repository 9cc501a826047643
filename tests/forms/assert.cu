// CUDA's device assert (clang's wrappers: __assertfail with the condition's
// text, the file, the line, the function and the character size): refused
// at compile time on every target and by the reference interpreter, with a
// diagnostic naming the assert and its source line (front/intrinsics.c).
#include "vgiw_cuda.h"

extern "C" __device__ void __assertfail(const char *message, const char *file,
                                        unsigned line, const char *function,
                                        unsigned long charsize);
#define assert(e) \
  ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __func__, 1))

extern "C" __global__ void checked(int n, const int *__restrict__ in,
                                   int *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(in[i] >= 0);
    out[i] = in[i] * 2;
  }
}
