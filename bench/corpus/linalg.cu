// Dense factorisations in blocked form: the diagonal, perimeter and interior
// kernels of a right-looking LU without pivoting, a Cholesky column update,
// and a triangular solve with one thread per right-hand side.
#include <cuda_runtime.h>

#define BS 16
extern "C" __global__ void lu_diagonal(float *m, int n, int off) {
  __shared__ float s[BS][BS];
  int tx = threadIdx.x;
  for (int r = 0; r < BS; ++r) s[r][tx] = m[(off + r) * n + off + tx];
  __syncthreads();
  for (int k = 0; k < BS - 1; ++k) {
    if (tx > k) { s[tx][k] /= s[k][k]; }
    __syncthreads();
    if (tx > k) for (int j = k + 1; j < BS; ++j) s[tx][j] -= s[tx][k] * s[k][j];
    __syncthreads();
  }
  for (int r = 0; r < BS; ++r) m[(off + r) * n + off + tx] = s[r][tx];
}

extern "C" __global__ void lu_internal(float *m, int n, int off) {
  __shared__ float left[BS][BS], up[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gr = off + BS + blockIdx.y * BS, gc = off + BS + blockIdx.x * BS;
  left[ty][tx] = m[(gr + ty) * n + off + tx];
  up[ty][tx] = m[(off + ty) * n + gc + tx];
  __syncthreads();
  float s = 0;
  for (int k = 0; k < BS; ++k) s += left[ty][k] * up[k][tx];
  m[(gr + ty) * n + gc + tx] -= s;
}

extern "C" __global__ void cholesky_column(double *a, int n, int j) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + j + 1;
  if (i >= n) return;
  double s = a[(size_t)i * n + j];
  for (int k = 0; k < j; ++k) s -= a[(size_t)i * n + k] * a[(size_t)j * n + k];
  a[(size_t)i * n + j] = s / sqrt(a[(size_t)j * n + j]);
}

template <typename T>
__global__ void trsv_lower(const T *L, T *B, int n, int nrhs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nrhs) return;
  for (int i = 0; i < n; ++i) {
    T s = B[i * nrhs + c];
    for (int k = 0; k < i; ++k) s -= L[i * n + k] * B[k * nrhs + c];
    B[i * nrhs + c] = s / L[i * n + i];
  }
}

template __global__ void trsv_lower<float>(const float *, float *, int, int);
template __global__ void trsv_lower<double>(const double *, double *, int, int);

// launch lu_internal: --grid=1,1 --block=16,16 --arg=buf:f32:1024:seq --arg=32 --arg=0
// launch _Z10trsv_lowerIfEvPKT_PS0_ii: --grid=1 --block=8 --arg=buf:f32:64:const:2 --arg=buf:f32:64:seq --arg=8 --arg=8
