/* vgiw_cuda.h for the host: the prelude of kfuzz's host oracle (docs/kfuzz.md).
 * A kernel written against samples/include/vgiw_cuda.h compiles with the
 * host C++ compiler when this directory comes first on the include path:
 * the built-in variables are thread-local globals that kfuzz_host.cpp sets
 * for each CUDA thread, __shared__ is a static (one copy; CTAs run one after
 * the other), __syncthreads waits at a barrier of the CTA's host threads,
 * atomics are the compiler's __atomic built-ins, and math is the host libm.
 * Nothing here comes from the toolchain under test. */
#ifndef VGIW_CUDA_H
#define VGIW_CUDA_H

#include <math.h>

struct kfuzz_dim3 {
  unsigned x, y, z;
};
extern thread_local kfuzz_dim3 threadIdx, blockIdx;
extern kfuzz_dim3 blockDim, gridDim;

#define __global__
#define __device__
#define __host__
#define __shared__ static
#define __constant__
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict

/* A barrier of all host threads of the running CTA (kfuzz_host.cpp); a
 * kernel run one thread after another (no --threads) must not reach one. */
void kfuzz_syncthreads(void);
#define __syncthreads() kfuzz_syncthreads()
#define __threadfence() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define __threadfence_block() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define __threadfence_system() __atomic_thread_fence(__ATOMIC_SEQ_CST)

/* ---- atomics: the same overloads as samples/include/vgiw_cuda.h ------- */
#define KFUZZ_RMW(NAME, T, BUILTIN)                                            \
  static inline T NAME(T *p, T v) { return BUILTIN(p, v, __ATOMIC_SEQ_CST); }
KFUZZ_RMW(atomicAdd, int, __atomic_fetch_add)
KFUZZ_RMW(atomicAdd, unsigned, __atomic_fetch_add)
KFUZZ_RMW(atomicAdd, unsigned long long, __atomic_fetch_add)
KFUZZ_RMW(atomicSub, int, __atomic_fetch_sub)
KFUZZ_RMW(atomicSub, unsigned, __atomic_fetch_sub)
KFUZZ_RMW(atomicExch, int, __atomic_exchange_n)
KFUZZ_RMW(atomicExch, unsigned, __atomic_exchange_n)
KFUZZ_RMW(atomicAnd, int, __atomic_fetch_and)
KFUZZ_RMW(atomicOr, int, __atomic_fetch_or)
KFUZZ_RMW(atomicXor, int, __atomic_fetch_xor)
#undef KFUZZ_RMW

/* min/max/inc/dec and float add: a compare-and-swap loop */
#define KFUZZ_CAS(NAME, T, EXPR)                                               \
  static inline T NAME(T *p, T v) {                                            \
    T old = __atomic_load_n(p, __ATOMIC_SEQ_CST), nv;                          \
    do {                                                                       \
      nv = (EXPR);                                                             \
    } while (!__atomic_compare_exchange_n(p, &old, nv, false,                  \
                                          __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); \
    return old;                                                                \
  }
KFUZZ_CAS(atomicMin, int, old < v ? old : v)
KFUZZ_CAS(atomicMax, int, old > v ? old : v)
KFUZZ_CAS(atomicMin, unsigned, old < v ? old : v)
KFUZZ_CAS(atomicMax, unsigned, old > v ? old : v)
KFUZZ_CAS(atomicInc, unsigned, old >= v ? 0u : old + 1u)
KFUZZ_CAS(atomicDec, unsigned, (old == 0u || old > v) ? v : old - 1u)
#undef KFUZZ_CAS
static inline float atomicAdd(float *p, float v) {
  unsigned *u = (unsigned *)p;
  unsigned old = __atomic_load_n(u, __ATOMIC_SEQ_CST), nv;
  do {
    float f;
    __builtin_memcpy(&f, &old, 4);
    f += v;
    __builtin_memcpy(&nv, &f, 4);
  } while (!__atomic_compare_exchange_n(u, &old, nv, false, __ATOMIC_SEQ_CST,
                                        __ATOMIC_SEQ_CST));
  float r;
  __builtin_memcpy(&r, &old, 4);
  return r;
}
static inline int atomicCAS(int *p, int cmp, int v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return cmp;
}
static inline unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST,
                              __ATOMIC_SEQ_CST);
  return cmp;
}

/* ---- integer helpers: PTX semantics written out ---------------------- */
static inline int __mul24(int a, int b) {
  return (int)(unsigned long long)((long long)((int)((unsigned)a << 8) >> 8) *
                                   (long long)((int)((unsigned)b << 8) >> 8));
}
static inline unsigned __umul24(unsigned a, unsigned b) {
  return (a & 0xffffffu) * (b & 0xffffffu);
}
static inline float __saturatef(float x) {
  return x != x ? 0.0f : x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}
static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
static inline int __ffs(int x) { return __builtin_ffs(x); }
static inline int min(int a, int b) { return a < b ? a : b; }
static inline int max(int a, int b) { return a > b ? a : b; }
static inline unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static inline unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
#define __expf expf /* glibc declares __expf itself */

#endif /* VGIW_CUDA_H */
