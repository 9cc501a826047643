// Device assert as CUDA's headers and glibc's define it (clang lowers both
// to calls: __assertfail with the condition's text, the file, the line, the
// function and the character size; __assert_fail, which does not return):
// a failed assertion ends the launch with an error naming the first
// failing thread (by global thread ID), the condition, file, line and
// function; a passing one leaves the outputs as -DNDEBUG's build does
// (front/assert.c, docs/kernel-ir.md "Device assertions").
#include "vgiw_cuda.h"

extern "C" __device__ void __assertfail(const char *message, const char *file,
                                        unsigned line, const char *function,
                                        unsigned long charsize);
extern "C" __device__ __attribute__((noreturn)) void
__assert_fail(const char *assertion, const char *file, unsigned line,
              const char *function);
#ifdef NDEBUG
#define assert(e) ((void)0)
#define c_assert(e) ((void)0)
#else
#define assert(e) \
  ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __func__, 1))
#define c_assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif

extern "C" __global__ void checked(int n, int limit, const int *__restrict__ in,
                                   int *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(in[i] < limit);
    out[i] = in[i] * 2;
  }
}

// two assertions, one in a loop: a thread that fails both reports the
// first in the kernel's order
extern "C" __global__ void summed(int n, int m, int limit,
                                  const int *__restrict__ in,
                                  int *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int s = 0;
  for (int j = 0; j < m; j++) {
    int x = in[i + j];
    c_assert(x < limit);
    s += x;
  }
  c_assert(s < limit * 2);
  out[i] = s;
}
