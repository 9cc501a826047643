// plant: the reducer's interestingness test (bench/kfuzz_reduce.sh --test)
// on a planted failure. With KFUZZ_PLANT='__popc[(]' the driver keeps this
// kernel as differ-vgiw; reduce.sh then checks that the test accepts it and
// rejects each variant its VARIANT comments name.
#include "vgiw_cuda.h"

extern "C" __global__ void plant(const unsigned *a, unsigned *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i];              // VARIANT oob: a[i + 4096]
  unsigned y = x * 3u + 1u;       // VARIANT uninit: y declared, never set
  unsigned z = y ^ (x >> 3);
  b[i] = z + __popc(x);           // VARIANT nopop: the construct removed
}
