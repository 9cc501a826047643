// __isShared/__isGlobal/__isConstant/__isLocal (llvm.nvvm.isspacep.*,
// front/spaces.c): on pointers whose space LLVM sees (folded) and on
// pointers chosen at run time (computed from the address windows).
#include "vgiw_cuda.h"

__constant__ int konst[4] = {1, 2, 3, 4};

static __device__ int classify(const void *p) {
  return __nvvm_isspacep_global(p) | __nvvm_isspacep_shared(p) << 1 |
         __nvvm_isspacep_const(p) << 2 | __nvvm_isspacep_local(p) << 3;
}

extern "C" __global__ void spaces(int n, const int *__restrict__ g,
                                  int *__restrict__ out) {
  __shared__ int tile[256];
  int priv[4];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = g[i % n];
  priv[i & 3] = i;
  __syncthreads();
  const int *pick;
  switch (g[i % n] & 3) {
  case 0: pick = g; break;
  case 1: pick = tile; break;
  case 2: pick = konst; break;
  default: pick = priv; break;
  }
  int known = classify(g) | classify(tile) << 4 | classify(konst) << 8;
  out[i] = known | classify(pick) << 12 | (pick[0] & 0xff) << 16;
}
