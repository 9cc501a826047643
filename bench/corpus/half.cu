// Half precision (cuda_fp16.h) as inference code uses it: __half2 axpy with
// the paired intrinsics, float accumulation of half inputs, conversions with
// rounding, and a bfloat16 scale.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void haxpy2(int n2, __half2 a, const __half2 *x, __half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = __hfma2(a, x[i], y[i]);
}

extern "C" __global__ void hdot_f32acc(const __half *a, const __half *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(out, __half2float(a[i]) * __half2float(b[i]));
}

extern "C" __global__ void float_to_half(const float *in, __half *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __float2half_rn(in[i]);
}

extern "C" __global__ void bf16_scale(__nv_bfloat16 *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = __float2bfloat16(__bfloat162float(x[i]) * s);
}
