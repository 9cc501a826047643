// blackscholes (ILP study, Table 2: BS): European call and put prices by
// the Black-Scholes formula, the cumulative normal distribution by the
// Abramowitz-Stegun polynomial (26.2.17). The inputs are uniform numbers
// in [0, 1) mapped to a stock price in [5, 30), a strike in [1, 100) and
// an expiry in [0.25, 10) years; a grid-stride loop over the options.
#include "vgiw_cuda.h"

#define RISKFREE 0.02f
#define VOLATILITY 0.30f

static __device__ __forceinline__ float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f,
              a4 = -1.821255978f, a5 = 1.330274429f;
  const float rsqrt2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = rsqrt2pi * expf(-0.5f * d * d) *
            (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0.0f ? 1.0f - c : c;
}

extern "C" __global__ void blackscholes(float *call, float *put,
                                        const float *u_price,
                                        const float *u_strike,
                                        const float *u_years, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float s = 5.0f + 25.0f * u_price[i];
    float x = 1.0f + 99.0f * u_strike[i];
    float t = 0.25f + 9.75f * u_years[i];
    float sqrt_t = sqrtf(t);
    float d1 = (logf(s / x) + (RISKFREE + 0.5f * VOLATILITY * VOLATILITY) * t) /
               (VOLATILITY * sqrt_t);
    float d2 = d1 - VOLATILITY * sqrt_t;
    float cnd1 = cnd(d1), cnd2 = cnd(d2);
    float disc = x * expf(-RISKFREE * t);
    call[i] = s * cnd1 - disc * cnd2;
    put[i] = disc * (1.0f - cnd2) - s * (1.0f - cnd1);
  }
}
