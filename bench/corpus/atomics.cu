// Atomic patterns: a float atomic max through atomicCAS on the bits, a
// double add with atomicAdd, 64-bit counters, exchange-based lock-free
// ticket slots, wrapping increments, and the scoped forms (_block,
// _system) that single-device code uses.
#include <cuda_runtime.h>

__device__ float atomic_max_float(float *addr, float v) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(ai, assumed, __float_as_int(v));
  } while (assumed != old);
  return __int_as_float(old);
}

extern "C" __global__ void max_via_cas(const float *x, float *m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomic_max_float(m, x[i]);
}

extern "C" __global__ void sum_double(const double *x, double *s, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(s, x[i]);
}

extern "C" __global__ void counters64(const int *keys, unsigned long long *cnt, long long *signed_sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { atomicAdd(&cnt[keys[i] & 7], 1ull); atomicMax(signed_sum, (long long)keys[i] * 1000003ll); }
}

extern "C" __global__ void ticket_slots(int *slots, unsigned *next, int nslots) {
  unsigned t = atomicInc(next, nslots - 1);
  int prev = atomicExch(&slots[t], (int)(blockIdx.x * blockDim.x + threadIdx.x));
  if (prev < 0) atomicSub(&slots[t], 0);
}

extern "C" __global__ void bitset_ops(unsigned *set, const int *elems, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int e = elems[i] & 1023;
  atomicOr(&set[e >> 5], 1u << (e & 31));
  atomicAnd(&set[32 + (e >> 5)], ~(1u << (e & 31)));
  atomicXor(&set[64 + (e & 31)], (unsigned)e);
}

extern "C" __global__ void scoped_atomics(int *block_cnt, int *sys_cnt, float *fsum, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd_block(&block_cnt[blockIdx.x], 1);
  atomicAdd_system(sys_cnt, 1);
  atomicAdd_system(fsum, x[i]);
  atomicMax_block(&block_cnt[gridDim.x + blockIdx.x], i);
}

extern "C" __global__ void wrap_dec(unsigned *ring, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicDec(&ring[i & 3], 9u);
}

extern "C" __global__ void cas_u16_pairs(unsigned short *pairs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicCAS(&pairs[i & 15], (unsigned short)0, (unsigned short)(i + 1));
}

// launch max_via_cas: --grid=2 --block=64 --arg=buf:f32:128:rand:1 --arg=buf:f32:1:zero --arg=128
// launch counters64: --grid=2 --block=64 --arg=buf:i32:128:seq --arg=buf:i64:8:zero --arg=buf:i64:1:zero --arg=128
// launch bitset_ops: --grid=2 --block=64 --arg=buf:i32:96:zero --arg=buf:i32:128:rand:2 --arg=128
// launch scoped_atomics: --grid=2 --block=64 --arg=buf:i32:4:zero --arg=buf:i32:1:zero --arg=buf:f32:1:zero --arg=buf:f32:128:const:1 --arg=128
// launch wrap_dec: --grid=1 --block=64 --arg=buf:i32:4:zero --arg=64
