// Option pricing: Black-Scholes with a polynomial cumulative normal in float
// and in double (a template over the precision), a version that uses the
// libdevice erfc-based normal CDF, and a binomial-tree pricer per option.
#include <cuda_runtime.h>

template <typename T> __device__ T cnd_poly(T d) {
  const T A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937, A4 = -1.821255978, A5 = 1.330274429;
  const T RSQRT2PI = 0.39894228040143267793994605993438;
  T K = T(1) / (T(1) + T(0.2316419) * fabs(d));
  T c = RSQRT2PI * exp(T(-0.5) * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? T(1) - c : c;
}

template <typename T>
__global__ void black_scholes(T *call, T *put, const T *S, const T *X, const T *Tm, T r, T v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    T sqrtT = sqrt(Tm[i]);
    T d1 = (log(S[i] / X[i]) + (r + T(0.5) * v * v) * Tm[i]) / (v * sqrtT);
    T d2 = d1 - v * sqrtT;
    T expRT = exp(-r * Tm[i]);
    call[i] = S[i] * cnd_poly(d1) - X[i] * expRT * cnd_poly(d2);
    put[i] = X[i] * expRT * (T(1) - cnd_poly(d2)) - S[i] * (T(1) - cnd_poly(d1));
  }
}

extern "C" __global__ void black_scholes_normcdf(float *call, const float *S, const float *X, const float *T, float r, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sq = sqrtf(T[i]);
  float d1 = (logf(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sq);
  float d2 = d1 - v * sq;
  call[i] = S[i] * normcdff(d1) - X[i] * expf(-r * T[i]) * 0.5f * erfcf(-d2 * 0.70710678f);
}

extern "C" __global__ void binomial_option(const float *S, const float *X, float *price, float r, float v, float T, int steps) {
  __shared__ float val[257];
  int opt = blockIdx.x, tid = threadIdx.x;
  float dt = T / steps, u = expf(v * sqrtf(dt)), d = 1.0f / u;
  float pu = (expf(r * dt) - d) / (u - d), disc = expf(-r * dt);
  for (int i = tid; i <= steps; i += blockDim.x) {
    float st = S[opt] * powf(u, (float)(2 * i - steps));
    val[i] = fmaxf(st - X[opt], 0.0f);
  }
  __syncthreads();
  for (int s = steps; s > 0; --s) {
    float nv[2]; int k = 0;
    for (int i = tid; i < s; i += blockDim.x) nv[k++ & 1] = disc * (pu * val[i + 1] + (1.0f - pu) * val[i]);
    __syncthreads();
    k = 0;
    for (int i = tid; i < s; i += blockDim.x) val[i] = nv[k++ & 1];
    __syncthreads();
  }
  if (tid == 0) price[opt] = val[0];
}

template __global__ void black_scholes<float>(float *, float *, const float *, const float *, const float *, float, float, int);
template __global__ void black_scholes<double>(double *, double *, const double *, const double *, const double *, double, double, int);

// launch black_scholes_normcdf: --grid=1 --block=64 --arg=buf:f32:64:const:30 --arg=buf:f32:64:const:25 --arg=buf:f32:64:const:1.5 --arg=buf:f32:64:zero --arg=0.02 --arg=0.3 --arg=64
