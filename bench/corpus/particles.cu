// Particle systems: Euler integration with wall bounces, binning particles
// into a uniform grid with atomics (cell hash), counting neighbours in the
// 27 surrounding cells, and an SPH-like density kernel.
#include <cuda_runtime.h>

struct SimParams { float3 lo, hi; float dt, restitution, cell; int3 dims; };

extern "C" __global__ void integrate_bounce(float3 *pos, float3 *vel, int n, SimParams p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 x = pos[i], v = vel[i];
  v.y -= 9.81f * p.dt;
  x.x += v.x * p.dt; x.y += v.y * p.dt; x.z += v.z * p.dt;
  if (x.x < p.lo.x) { x.x = p.lo.x; v.x = -v.x * p.restitution; }
  if (x.x > p.hi.x) { x.x = p.hi.x; v.x = -v.x * p.restitution; }
  if (x.y < p.lo.y) { x.y = p.lo.y; v.y = -v.y * p.restitution; }
  if (x.z < p.lo.z) { x.z = p.lo.z; v.z = -v.z * p.restitution; }
  if (x.z > p.hi.z) { x.z = p.hi.z; v.z = -v.z * p.restitution; }
  pos[i] = x; vel[i] = v;
}

__device__ int3 cell_of(float3 x, const SimParams &p) {
  return make_int3(min(max((int)floorf((x.x - p.lo.x) / p.cell), 0), p.dims.x - 1),
                   min(max((int)floorf((x.y - p.lo.y) / p.cell), 0), p.dims.y - 1),
                   min(max((int)floorf((x.z - p.lo.z) / p.cell), 0), p.dims.z - 1));
}

extern "C" __global__ void bin_particles(const float3 *pos, int *cell_count, int *cell_of_particle, int n, SimParams p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int3 c = cell_of(pos[i], p);
  int h = (c.z * p.dims.y + c.y) * p.dims.x + c.x;
  cell_of_particle[i] = h;
  atomicAdd(&cell_count[h], 1);
}

extern "C" __global__ void neighbour_cells(const float3 *pos, const int *cell_count, int *neigh, int n, SimParams p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int3 c = cell_of(pos[i], p);
  int total = 0;
  for (int dz = -1; dz <= 1; ++dz)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        int x = c.x + dx, y = c.y + dy, z = c.z + dz;
        if (x < 0 || y < 0 || z < 0 || x >= p.dims.x || y >= p.dims.y || z >= p.dims.z) continue;
        total += cell_count[(z * p.dims.y + y) * p.dims.x + x];
      }
  neigh[i] = total;
}

extern "C" __global__ void sph_density(const float4 *pos, float *rho, int n, float h, float mass) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float h2 = h * h, s = 0, coef = 315.0f / (64.0f * 3.14159265f * powf(h, 9.0f));
  float4 a = pos[i];
  for (int j = 0; j < n; ++j) {
    float4 b = pos[j];
    float r2 = (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) + (a.z - b.z) * (a.z - b.z);
    if (r2 < h2) { float d = h2 - r2; s += d * d * d; }
  }
  rho[i] = mass * coef * s;
}

// launch sph_density: --grid=1 --block=64 --arg=buf:f32:256:rand:3 --arg=buf:f32:64:zero --arg=64 --arg=0.5 --arg=0.02
