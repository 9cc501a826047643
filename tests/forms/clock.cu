// clock() as the CUDA samples' clock example (0_Simple/clock) uses it: each
// CTA's thread 0 records the SM's cycle counter before and after a shared-
// memory minimum reduction (timedReduction, as the sample writes it: 2 *
// blockDim.x inputs a CTA, a dynamic __shared__ array of as many floats,
// timer[bid] and timer[bid + gridDim.x]). vgiwcc --check compares output
// and leaves timer out (reference/ref_timing.c); clock_check.py checks the
// timer's values: each CTA's end after its start.
#include "vgiw_cuda.h"

extern "C" __global__ void timedReduction(const float *input, float *output,
                                          clock_t *timer) {
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;

  if (tid == 0) timer[bid] = clock();

  shared[tid] = input[tid];
  shared[tid + blockDim.x] = input[tid + blockDim.x];

  for (int d = blockDim.x; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      float f0 = shared[tid];
      float f1 = shared[tid + d];
      if (f1 < f0) shared[tid] = f1;
    }
  }

  if (tid == 0) output[bid] = shared[0];
  __syncthreads();

  if (tid == 0) timer[bid + gridDim.x] = clock();
}

// clock64() differences, each thread its own: the cycles of its loop
// (elapsed[i]) beside a result the check compares (sum[i])
extern "C" __global__ void timedLoop(int n, const int *in, int *sum,
                                     long long *elapsed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long start = clock64();
  int s = 0;
  for (int k = 0; k < n; k++)
    s += in[(i + k) & 1023];
  sum[i] = s;
  elapsed[i] = clock64() - start;
}

// stores a clock() value through a pointer read from memory (launched
// with n = 0, so no thread does): --check refuses, since it cannot tell
// which buffer would hold the timing
extern "C" __global__ void clockIndirect(int n, int **where) {
  if (threadIdx.x < n) *where[threadIdx.x] = (int)clock();
}

// a branch on clock(): which outputs the kernel writes depends on timing
extern "C" __global__ void clockBranch(int *out) {
  if (clock() & 1) out[threadIdx.x] = 1;
}
