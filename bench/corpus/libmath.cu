// Kernels that lean on the CUDA math library (libdevice): special functions
// in float and double, functions returning through pointers (sincos, frexp,
// modf, remquo), classification, rounding intrinsics and fast-math forms.
#include <cuda_runtime.h>

extern "C" __global__ void special_f32(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  out[8 * i + 0] = erff(v);
  out[8 * i + 1] = lgammaf(fabsf(v) + 1.0f);
  out[8 * i + 2] = atan2f(v, 1.5f);
  out[8 * i + 3] = cbrtf(v);
  out[8 * i + 4] = hypotf(v, 2.0f);
  out[8 * i + 5] = log1pf(fabsf(v));
  out[8 * i + 6] = expm1f(v * 0.1f);
  out[8 * i + 7] = tanhf(v);
}

extern "C" __global__ void special_f64(const double *x, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  out[6 * i + 0] = erfc(v);
  out[6 * i + 1] = tgamma(v * 0.25 + 0.5);
  out[6 * i + 2] = pow(fabs(v), 1.5);
  out[6 * i + 3] = asinh(v);
  out[6 * i + 4] = j0(v);
  out[6 * i + 5] = exp2(v * 0.5);
}

extern "C" __global__ void through_pointers(const float *x, float *s, float *c, int *e, float *m, float *frac, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float ip;
  sincosf(x[i], &s[i], &c[i]);
  m[i] = frexpf(x[i], &e[i]);
  frac[i] = modff(x[i], &ip);
  s[i] += ip * 0.0f;
}

extern "C" __global__ void remainders(const double *a, const double *b, double *r, int *q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) r[i] = remquo(a[i], b[i], &q[i]) + fmod(a[i], b[i]);
}

extern "C" __global__ void classify(const float *x, unsigned char *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) flags[i] = (isnan(x[i]) ? 1 : 0) | (isinf(x[i]) ? 2 : 0) | (isfinite(x[i]) ? 4 : 0) | (signbit(x[i]) ? 8 : 0);
}

extern "C" __global__ void fast_math(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __sinf(x[i]) * __cosf(x[i]) + __logf(fabsf(x[i]) + 1.0f) + __fdividef(1.0f, x[i] + 3.0f) + __powf(2.0f, x[i] * 0.1f);
}

extern "C" __global__ void rounding(const float *x, int *out, long long *out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[4 * i] = __float2int_rn(x[i]); out[4 * i + 1] = __float2int_rz(x[i]);
    out[4 * i + 2] = lrintf(x[i]); out[4 * i + 3] = (int)nearbyintf(x[i]);
    out64[i] = llroundf(x[i] * 1000.0f);
  }
}

template <typename T> __device__ T norm3(T a, T b, T c) { return sqrt(a * a + b * b + c * c); }
template <typename T>
__global__ void normalise3(T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { T l = norm3(v[3 * i], v[3 * i + 1], v[3 * i + 2]); if (l > 0) { v[3 * i] /= l; v[3 * i + 1] /= l; v[3 * i + 2] /= l; } }
}
extern "C" __global__ void rnorm_kernel(const float *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = rnorm3df(v[3 * i], v[3 * i + 1], v[3 * i + 2]) + rhypotf(v[3 * i], 1.0f);
}

template __global__ void normalise3<float>(float *, int);
template __global__ void normalise3<double>(double *, int);

// launch special_f32: --grid=1 --block=64 --arg=buf:f32:64:rand:1 --arg=buf:f32:512:zero --arg=64
// launch through_pointers: --grid=1 --block=64 --arg=buf:f32:64:seq --arg=buf:f32:64:zero --arg=buf:f32:64:zero --arg=buf:i32:64:zero --arg=buf:f32:64:zero --arg=buf:f32:64:zero --arg=64
// launch classify: --grid=1 --block=64 --arg=buf:f32:64:rand:7 --arg=buf:i8:64:zero --arg=64
// launch rounding: --grid=1 --block=64 --arg=buf:f32:64:rand:2 --arg=buf:i32:256:zero --arg=buf:i64:64:zero --arg=64
