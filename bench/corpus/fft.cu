// Radix-2 FFT pieces: a bit-reversal permutation, one Stockham stage with
// twiddles from sincospif, a shared-memory 64-point FFT per block, and a
// pointwise complex multiply for convolution by FFT.
#include <cuda_runtime.h>

extern "C" __global__ void bit_reverse_permute(const float2 *in, float2 *out, int logn) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < (1u << logn)) out[__brev(i) >> (32 - logn)] = in[i];
}

extern "C" __global__ void stockham_stage(const float2 *in, float2 *out, int n, int stride) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= n / 2) return;
  int k = j % stride;
  float s, c; sincospif(-(float)k / stride, &s, &c);
  float2 a = in[j], b = in[j + n / 2];
  float2 tb = make_float2(b.x * c - b.y * s, b.x * s + b.y * c);
  int o = (j - k) * 2 + k;
  out[o] = make_float2(a.x + tb.x, a.y + tb.y);
  out[o + stride] = make_float2(a.x - tb.x, a.y - tb.y);
}

extern "C" __global__ void fft64_shared(float2 *data) {
  __shared__ float2 s[64];
  int t = threadIdx.x;
  float2 *d = data + blockIdx.x * 64;
  s[__brev(t) >> 26] = d[t];
  s[__brev(t + 32) >> 26] = d[t + 32];
  __syncthreads();
  for (int half = 1; half < 64; half <<= 1) {
    int grp = t / half, k = t % half, i0 = grp * 2 * half + k, i1 = i0 + half;
    float sn, cs; __sincosf(-3.14159265f * k / half, &sn, &cs);
    float2 a = s[i0], b = s[i1];
    float2 tb = make_float2(b.x * cs - b.y * sn, b.x * sn + b.y * cs);
    __syncthreads();
    s[i0] = make_float2(a.x + tb.x, a.y + tb.y);
    s[i1] = make_float2(a.x - tb.x, a.y - tb.y);
    __syncthreads();
  }
  d[t] = s[t]; d[t + 32] = s[t + 32];
}

extern "C" __global__ void cmul_scale(double2 *a, const double2 *b, int n, double scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { double2 x = a[i], y = b[i]; a[i] = make_double2((x.x * y.x - x.y * y.y) * scale, (x.x * y.y + x.y * y.x) * scale); }
}

// launch bit_reverse_permute: --grid=1 --block=64 --arg=buf:f32:128:seq --arg=buf:f32:128:zero --arg=6
// launch stockham_stage: --grid=1 --block=32 --arg=buf:f32:128:seq --arg=buf:f32:128:zero --arg=64 --arg=4
// launch fft64_shared: --grid=2 --block=32 --arg=buf:f32:256:seq
// launch cmul_scale: --grid=1 --block=32 --arg=buf:f64:64:seq --arg=buf:f64:64:rand:1 --arg=32 --arg=0.5
