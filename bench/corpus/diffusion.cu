// Anisotropic diffusion for speckle reduction on images: directional
// derivatives and a diffusion coefficient per pixel (libdevice division and
// exp), then the divergence update; plus a statistics kernel for the
// region of interest with double atomics.
#include <cuda_runtime.h>

struct Roi { int r0, r1, c0, c1; };

extern "C" __global__ void diffusion_coeff(const float *J, float *dN, float *dS, float *dW, float *dE, float *C, int rows, int cols, float q0sqr) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols) return;
  int k = r * cols + c;
  float Jc = J[k];
  dN[k] = J[max(r - 1, 0) * cols + c] - Jc;
  dS[k] = J[min(r + 1, rows - 1) * cols + c] - Jc;
  dW[k] = J[r * cols + max(c - 1, 0)] - Jc;
  dE[k] = J[r * cols + min(c + 1, cols - 1)] - Jc;
  float G2 = (dN[k] * dN[k] + dS[k] * dS[k] + dW[k] * dW[k] + dE[k] * dE[k]) / (Jc * Jc);
  float L = (dN[k] + dS[k] + dW[k] + dE[k]) / Jc;
  float num = 0.5f * G2 - 0.0625f * L * L, den = 1 + 0.25f * L;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
  C[k] = fminf(fmaxf(1.0f / (1.0f + den), 0.0f), 1.0f);
}

extern "C" __global__ void diffusion_update(float *J, const float *dN, const float *dS, const float *dW, const float *dE, const float *C, int rows, int cols, float lambda) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols) return;
  int k = r * cols + c;
  float cS = C[min(r + 1, rows - 1) * cols + c], cE = C[r * cols + min(c + 1, cols - 1)];
  float D = C[k] * dN[k] + cS * dS[k] + C[k] * dW[k] + cE * dE[k];
  J[k] += 0.25f * lambda * D;
}

extern "C" __global__ void roi_stats(const float *img, int cols, Roi roi, double *sum, double *sum2) {
  int c = roi.c0 + blockIdx.x * blockDim.x + threadIdx.x, r = roi.r0 + blockIdx.y * blockDim.y + threadIdx.y;
  if (r > roi.r1 || c > roi.c1) return;
  double v = img[r * cols + c];
  atomicAdd(sum, v);
  atomicAdd(sum2, v * v);
}

extern "C" __global__ void log_compress(float *img, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) img[i] = expf(img[i] / 255.0f);
}

// launch diffusion_coeff: --grid=1,1 --block=16,16 --arg=buf:f32:256:const:3 --arg=buf:f32:256:zero --arg=buf:f32:256:zero --arg=buf:f32:256:zero --arg=buf:f32:256:zero --arg=buf:f32:256:zero --arg=16 --arg=16 --arg=0.05
// launch log_compress: --grid=2 --block=64 --arg=buf:f32:100:seq --arg=100
