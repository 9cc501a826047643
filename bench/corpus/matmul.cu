// Dense matrix multiplies: one thread per output, shared-memory tiles with
// the tile as a template parameter, the sizes in a struct passed by value,
// and a register-blocked variant computing two outputs per thread.
#include <cuda_runtime.h>

struct MatDims { int m, n, k; float alpha, beta; };

extern "C" __global__ void gemm_naive(MatDims d, const float *A, const float *B, float *C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= d.m || col >= d.n) return;
  float acc = 0.0f;
  for (int e = 0; e < d.k; ++e) acc += A[row * d.k + e] * B[e * d.n + col];
  C[row * d.n + col] = d.alpha * acc + d.beta * C[row * d.n + col];
}

template <int TILE, typename T>
__global__ void gemm_tiled(const T *A, const T *B, T *C, int m, int n, int k) {
  __shared__ T As[TILE][TILE], Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int t = 0; t < (k + TILE - 1) / TILE; ++t) {
    As[ty][tx] = (row < m && t * TILE + tx < k) ? A[row * k + t * TILE + tx] : T(0);
    Bs[ty][tx] = (col < n && t * TILE + ty < k) ? B[(t * TILE + ty) * n + col] : T(0);
    __syncthreads();
#pragma unroll
    for (int e = 0; e < TILE; ++e) acc += As[ty][e] * Bs[e][tx];
    __syncthreads();
  }
  if (row < m && col < n) C[row * n + col] = acc;
}

extern "C" __global__ void gemm_2x1(const float *A, const float *B, float *C, int m, int n, int k) {
  int col = blockIdx.x * blockDim.x + threadIdx.x, row = 2 * (blockIdx.y * blockDim.y + threadIdx.y);
  if (col >= n || row + 1 >= m) return;
  float c0 = 0, c1 = 0;
  for (int e = 0; e < k; ++e) { float b = B[e * n + col]; c0 += A[row * k + e] * b; c1 += A[(row + 1) * k + e] * b; }
  C[row * n + col] = c0; C[(row + 1) * n + col] = c1;
}

extern "C" __global__ void matvec(const double *A, const double *x, double *y, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) { double s = 0; for (int c = 0; c < cols; c++) s = fma(A[(long)r * cols + c], x[c], s); y[r] = s; }
}

template __global__ void gemm_tiled<8, float>(const float *, const float *, float *, int, int, int);
template __global__ void gemm_tiled<16, float>(const float *, const float *, float *, int, int, int);
template __global__ void gemm_tiled<16, double>(const double *, const double *, double *, int, int, int);

// launch gemm_naive: --grid=2,2 --block=8,8 --arg=struct:i32:16,i32:16,i32:12,f32:1,f32:0 --arg=buf:f32:192:seq --arg=buf:f32:192:rand:1 --arg=buf:f32:256:zero
// launch _Z10gemm_tiledILi8EfEvPKT0_S2_PS0_iii: --grid=2,2 --block=8,8 --arg=buf:f32:240:seq --arg=buf:f32:240:rand:1 --arg=buf:f32:256:zero --arg=16 --arg=16 --arg=15
// launch matvec: --grid=1 --block=64 --arg=buf:f64:640:rand:2 --arg=buf:f64:10:seq --arg=buf:f64:64:zero --arg=64 --arg=10
