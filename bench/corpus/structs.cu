// Kernels that pass and return structs: a parameter block with pointers and
// sizes by value, array-of-structs to struct-of-arrays conversion, complex
// arithmetic on float2/double2 in a templated struct, a device function
// returning a struct, and a kernel taking a large struct of coefficients.
#include <cuda_runtime.h>

struct Particle { float x, y, z; int id; };
struct SoA { float *x, *y, *z; int *id; };
struct Params { const Particle *in; SoA out; int n; float scale; };

extern "C" __global__ void aos_to_soa(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n) return;
  Particle q = p.in[i];
  p.out.x[i] = q.x * p.scale; p.out.y[i] = q.y * p.scale; p.out.z[i] = q.z * p.scale; p.out.id[i] = q.id;
}

template <typename T> struct Cplx {
  T re, im;
  __device__ Cplx operator*(Cplx o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
  __device__ Cplx operator+(Cplx o) const { return {re + o.re, im + o.im}; }
};

template <typename T>
__global__ void cplx_poly(const Cplx<T> *z, Cplx<T> *out, int n, Cplx<T> c0, Cplx<T> c1, Cplx<T> c2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { Cplx<T> x = z[i]; out[i] = (c2 * x + c1) * x + c0; }
}

struct MinMax { float lo, hi; int arg_lo, arg_hi; };
__device__ MinMax scan_row(const float *row, int cols) {
  MinMax m{row[0], row[0], 0, 0};
  for (int c = 1; c < cols; ++c) {
    if (row[c] < m.lo) { m.lo = row[c]; m.arg_lo = c; }
    if (row[c] > m.hi) { m.hi = row[c]; m.arg_hi = c; }
  }
  return m;
}
extern "C" __global__ void row_minmax(const float *m, MinMax *out, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) out[r] = scan_row(m + (long)r * cols, cols);
}

struct Poly8 { float c[8]; int degree; };
extern "C" __global__ void eval_poly8(Poly8 p, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0;
  for (int d = p.degree; d >= 0; --d) acc = acc * x[i] + p.c[d];
  y[i] = acc;
}

extern "C" __global__ void float2_rotate(float2 *v, int n, float angle) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s, c; sincosf(angle, &s, &c);
  float2 p = v[i];
  v[i] = make_float2(c * p.x - s * p.y, s * p.x + c * p.y);
}

template __global__ void cplx_poly<float>(const Cplx<float> *, Cplx<float> *, int, Cplx<float>, Cplx<float>, Cplx<float>);
template __global__ void cplx_poly<double>(const Cplx<double> *, Cplx<double> *, int, Cplx<double>, Cplx<double>, Cplx<double>);

// launch eval_poly8: --grid=1 --block=64 --arg=struct:f32:1,f32:2,f32:0,f32:-1,f32:0.5,f32:0,f32:0,f32:0,i32:4 --arg=buf:f32:64:seq --arg=buf:f32:64:zero --arg=64
// launch row_minmax: --grid=1 --block=16 --arg=buf:f32:160:rand:1 --arg=buf:i32:64:zero --arg=16 --arg=10
// launch float2_rotate: --grid=1 --block=32 --arg=buf:f32:64:seq --arg=32 --arg=0.5
