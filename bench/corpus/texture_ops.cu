// Reads through 1-D texture objects (tex1Dfetch), as irregular codes use the
// texture cache: a gather, a lookup-table transform, an SpMV whose x vector
// is a texture, an integer texture, and a 2-D fetch (tex2D).
#include <cuda_runtime.h>

extern "C" __global__ void tex_gather(cudaTextureObject_t src, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(src, idx[i]);
}

extern "C" __global__ void tex_lut(cudaTextureObject_t lut, const unsigned char *in, float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    out[i] = tex1Dfetch<float>(lut, in[i]) * 0.5f;
}

extern "C" __global__ void spmv_csr_tex(const int *rp, const int *ci, const float *val, cudaTextureObject_t x, float *y, int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0;
  for (int e = rp[r]; e < rp[r + 1]; ++e) s += val[e] * tex1Dfetch<float>(x, ci[e]);
  y[r] = s;
}

extern "C" __global__ void tex_int_sum(cudaTextureObject_t t, int *out, int n, int window) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = 0;
  for (int k = 0; k < window; ++k) s += tex1Dfetch<int>(t, i + k);
  out[i] = s;
}

extern "C" __global__ void tex2d_sample(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

// launch tex_lut: --grid=2 --block=64 --arg=tex:f32:256:seq --arg=buf:i8:200:rand:1 --arg=buf:f32:200:zero --arg=200
// launch tex_int_sum: --grid=2 --block=32 --arg=tex:i32:64:seq --arg=buf:i32:64:zero --arg=60 --arg=4
