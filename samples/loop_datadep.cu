// loop_datadep: Collatz walk whose trip count depends on the data; 64-bit integers, double math, a switch, float/int conversions.
#include "vgiw_cuda.h"

extern "C" __global__ void loop_datadep(const unsigned *start, int *steps,
                                        double *energy, float *summary,
                                        int limit) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long x = (unsigned long long)start[tid] + 1ull;
  double e = 0.0;
  int k = 0;
  while (x != 1ull && k < limit) {
    switch ((unsigned)(x & 3ull)) {
    case 0:
      x >>= 2;
      e += 0.25;
      break;
    case 2:
      x >>= 1;
      e += sqrt((double)x);
      break;
    case 1:
      x = 3ull * x + 1ull;
      e -= 1.0 / (double)x;
      break;
    default:
      x = (3ull * x + 1ull) >> 1;
      e *= 1.0009765625;
      break;
    }
    ++k;
  }
  float ef = (float)e;
  steps[tid] = k * 16 + ((int)fabsf(ef) & 15);
  energy[tid] = e;
  summary[tid] = fmaf(-ef, 0.5f, (float)__popc((unsigned)k));
}
