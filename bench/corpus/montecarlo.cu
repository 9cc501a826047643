// Monte Carlo kernels with per-thread generators kept in structs: pi by
// rejection with an xorshift state, a path simulation with a Box-Muller
// normal (libdevice log, sincos), and a random-walk histogram with atomics.
#include <cuda_runtime.h>

struct XorShift { unsigned long long s; };
__device__ unsigned next_u32(XorShift &g) {
  g.s ^= g.s << 13; g.s ^= g.s >> 7; g.s ^= g.s << 17;
  return (unsigned)(g.s >> 32);
}
__device__ float next_unit(XorShift &g) { return (next_u32(g) >> 8) * (1.0f / 16777216.0f); }

extern "C" __global__ void mc_pi(unsigned long long seed, int per_thread, unsigned long long *hits) {
  XorShift g{seed ^ (0x9E3779B97F4A7C15ull * (blockIdx.x * blockDim.x + threadIdx.x + 1))};
  unsigned local = 0;
  for (int k = 0; k < per_thread; ++k) { float x = next_unit(g), y = next_unit(g); local += x * x + y * y <= 1.0f; }
  atomicAdd(hits, (unsigned long long)local);
}

struct PathParams { float s0, mu, sigma, dt; int steps; };
extern "C" __global__ void mc_paths(PathParams p, unsigned seed, float *final_price, int npaths) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npaths) return;
  XorShift g{((unsigned long long)seed << 32) | (unsigned)(i * 2654435761u + 1)};
  float s = p.s0;
  for (int t = 0; t < p.steps; t += 2) {
    float u1 = fmaxf(next_unit(g), 1e-7f), u2 = next_unit(g), sn, cs;
    float rad = sqrtf(-2.0f * logf(u1));
    sincosf(6.2831853f * u2, &sn, &cs);
    s *= expf((p.mu - 0.5f * p.sigma * p.sigma) * p.dt + p.sigma * sqrtf(p.dt) * rad * cs);
    if (t + 1 < p.steps) s *= expf((p.mu - 0.5f * p.sigma * p.sigma) * p.dt + p.sigma * sqrtf(p.dt) * rad * sn);
  }
  final_price[i] = s;
}

extern "C" __global__ void random_walk_hist(unsigned seed, int steps, unsigned *hist, int nbins) {
  XorShift g{seed + 0x1234567ull * (blockIdx.x * blockDim.x + threadIdx.x + 1)};
  int pos = 0;
  for (int k = 0; k < steps; ++k) pos += (next_u32(g) & 1) ? 1 : -1;
  int bin = min(max(pos + nbins / 2, 0), nbins - 1);
  atomicInc(&hist[bin], 0xffffffffu);
}

// launch mc_pi: --grid=2 --block=64 --arg=42 --arg=16 --arg=buf:i64:1:zero
// launch random_walk_hist: --grid=2 --block=64 --arg=7 --arg=20 --arg=buf:i32:32:zero --arg=32
