// Found by bench/corpus.sh (atomics.cu max_via_cas and five more): on SGMF
// a load from a parameter's address, whose operands are all static, has a
// trigger token, and the block's activation was added as a second ordering
// token, which the .cfg decoder rejects ("at most one ordering token"):
// an internal error. Under a condition here, and in a CAS loop.
#include "vgiw_cuda.h"
extern "C" __global__ void sgmf_trigger_load(const int *x, int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = x[i];
    int old = *a, assumed;
    do {
      assumed = old;
      if (assumed >= v) break;
      old = atomicCAS(a, assumed, v);
    } while (assumed != old);
  }
}
