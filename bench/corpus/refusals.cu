// Constructs whose meaning needs something these machines do not have, as
// real code uses them: device printf for debugging, assert, recursion over
// a tree, clock64 timing, inline PTX, device-side malloc, virtual functions
// and a function pointer table, __nanosleep back-off, and a kernel launch
// from the device is left out (it needs -rdc and the device runtime).
#include <cuda_runtime.h>
#include <cstdio>
#include <cassert>

extern "C" __global__ void debug_printf(const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] != x[i]) printf("NaN at %d (block %d)\n", i, blockIdx.x);
}

extern "C" __global__ void checked_index(const int *idx, float *y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(idx[i] >= 0 && idx[i] < m);
  y[idx[i]] += 1.0f;
}

__device__ int tree_depth(const int *left, const int *right, int node) {
  if (node < 0) return 0;
  int a = tree_depth(left, right, left[node]), b = tree_depth(left, right, right[node]);
  return 1 + (a > b ? a : b);
}
extern "C" __global__ void recursive_depth(const int *left, const int *right, const int *roots, int *depth, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) depth[i] = tree_depth(left, right, roots[i]);
}

extern "C" __global__ void timed_loop(const float *x, float *y, long long *cycles, int n) {
  long long t0 = clock64();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] * 2.0f;
  if (threadIdx.x == 0) cycles[blockIdx.x] = clock64() - t0;
}

extern "C" __global__ void inline_ptx_lane(int *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane;
}

extern "C" __global__ void device_malloc(int **bufs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { int *p = (int *)malloc(16 * sizeof(int)); if (p) p[0] = i; bufs[i] = p; }
}

struct Shape { __device__ virtual float area() const = 0; };
struct Square : Shape { float s; __device__ Square(float v) : s(v) {} __device__ float area() const override { return s * s; } };
struct Circle : Shape { float r; __device__ Circle(float v) : r(v) {} __device__ float area() const override { return 3.14159f * r * r; } };
extern "C" __global__ void virtual_area(const float *v, const int *kind, float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Square sq(v[i]); Circle ci(v[i]);
  const Shape *s = kind[i] ? (const Shape *)&sq : (const Shape *)&ci;
  a[i] = s->area();
}

typedef float (*unary_fn)(float);
__device__ float f_sq(float x) { return x * x; }
__device__ float f_neg(float x) { return -x; }
__device__ float f_half(float x) { return 0.5f * x; }
__device__ unary_fn table[3] = {f_sq, f_neg, f_half};
extern "C" __global__ void fnptr_dispatch(float *x, const int *op, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = table[op[i] % 3](x[i]);
}

extern "C" __global__ void backoff_spin(int *lock, int *data) {
  if (threadIdx.x != 0) return;
  unsigned ns = 8;
  while (atomicCAS(lock, 0, 1) != 0) { __nanosleep(ns); if (ns < 256) ns *= 2; }
  data[0] += 1;
  __threadfence();
  atomicExch(lock, 0);
}

extern "C" __global__ void trap_on_error(const int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] < 0) __trap();
}
