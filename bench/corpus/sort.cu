// Sorting building blocks: a global bitonic compare-exchange step (the
// launch loops over j, k), an in-block bitonic sort of 256 keys in shared
// memory templated on the key type, an odd-even transposition step, and the
// digit count of one LSD radix pass.
#include <cuda_runtime.h>

extern "C" __global__ void bitonic_step(unsigned *keys, int j, int k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, ixj = i ^ j;
  if (ixj > i) {
    unsigned a = keys[i], b = keys[ixj];
    bool up = (i & k) == 0;
    if ((up && a > b) || (!up && a < b)) { keys[i] = b; keys[ixj] = a; }
  }
}

template <typename K>
__global__ void bitonic_block(K *keys) {
  __shared__ K s[256];
  unsigned t = threadIdx.x;
  K *base = keys + blockIdx.x * 256;
  s[t] = base[t];
  __syncthreads();
  for (unsigned k = 2; k <= 256; k <<= 1)
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) {
        K a = s[t], b = s[p];
        if (((t & k) == 0) == (a > b)) { s[t] = b; s[p] = a; }
      }
      __syncthreads();
    }
  base[t] = s[t];
}

extern "C" __global__ void odd_even_step(int *a, int n, int phase) {
  int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + (phase & 1);
  if (i + 1 < n && a[i] > a[i + 1]) { int t = a[i]; a[i] = a[i + 1]; a[i + 1] = t; }
}

extern "C" __global__ void radix_count(const unsigned *keys, int n, int shift, unsigned *counts) {
  __shared__ unsigned c[16];
  if (threadIdx.x < 16) c[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&c[(keys[i] >> shift) & 15], 1u);
  __syncthreads();
  if (threadIdx.x < 16) counts[threadIdx.x * gridDim.x + blockIdx.x] = c[threadIdx.x];
}

template __global__ void bitonic_block<unsigned>(unsigned *);
template __global__ void bitonic_block<float>(float *);
template __global__ void bitonic_block<long long>(long long *);

// launch bitonic_step: --grid=2 --block=64 --arg=buf:i32:128:rand:1 --arg=4 --arg=8
// launch _Z13bitonic_blockIjEvPT_: --grid=2 --block=256 --arg=buf:i32:512:rand:2
// launch odd_even_step: --grid=1 --block=64 --arg=buf:i32:128:rand:3 --arg=128 --arg=1
// launch radix_count: --grid=2 --block=64 --arg=buf:i32:128:rand:4 --arg=128 --arg=4 --arg=buf:i32:32:zero
