// Sparse matrix-vector products in the common formats: CSR with one thread
// per row, CSR with one warp per row (shuffle reduction), ELLPACK in
// column-major order, COO with atomics, and a templated CSR for doubles.
#include <cuda_runtime.h>

template <typename T>
__global__ void spmv_csr_scalar(int rows, const int *rp, const int *ci, const T *v, const T *x, T *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) { T s = 0; for (int e = rp[r]; e < rp[r + 1]; ++e) s += v[e] * x[ci[e]]; y[r] = s; }
}

extern "C" __global__ void spmv_csr_vector(int rows, const int *rp, const int *ci, const float *v, const float *x, float *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (warp >= rows) return;
  float s = 0;
  for (int e = rp[warp] + lane; e < rp[warp + 1]; e += 32) s += v[e] * x[ci[e]];
  for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) y[warp] = s;
}

extern "C" __global__ void spmv_ell(int rows, int width, const int *ci, const float *v, const float *x, float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0;
  for (int k = 0; k < width; ++k) { int c = ci[k * rows + r]; if (c >= 0) s += v[k * rows + r] * x[c]; }
  y[r] = s;
}

extern "C" __global__ void spmv_coo(int nnz, const int *ri, const int *ci, const float *v, const float *x, float *y) {
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < nnz; e += blockDim.x * gridDim.x)
    atomicAdd(&y[ri[e]], v[e] * x[ci[e]]);
}

template __global__ void spmv_csr_scalar<float>(int, const int *, const int *, const float *, const float *, float *);
template __global__ void spmv_csr_scalar<double>(int, const int *, const int *, const double *, const double *, double *);

// launch spmv_ell: --grid=1 --block=64 --arg=64 --arg=3 --arg=buf:i32:192:const:5 --arg=buf:f32:192:seq --arg=buf:f32:64:seq --arg=buf:f32:64:zero
