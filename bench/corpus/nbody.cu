// All-pairs gravitational N-body: float4 positions with the mass in w,
// tiles of bodies in shared memory, rsqrtf softening, a leapfrog
// integration kernel, and a double-precision potential energy reduction.
#include <cuda_runtime.h>

__device__ float3 body_interaction(float4 bi, float4 bj, float3 ai, float eps2) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float d2 = r.x * r.x + r.y * r.y + r.z * r.z + eps2;
  float inv = rsqrtf(d2);
  float s = bj.w * inv * inv * inv;
  ai.x += r.x * s; ai.y += r.y * s; ai.z += r.z * s;
  return ai;
}

extern "C" __global__ void nbody_forces(const float4 *pos, float4 *acc, int n, float eps2) {
  extern __shared__ float4 tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int base = 0; base < n; base += blockDim.x) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
    for (int k = 0; k < blockDim.x; ++k) a = body_interaction(me, tile[k], a, eps2);
    __syncthreads();
  }
  if (i < n) acc[i] = make_float4(a.x, a.y, a.z, 0.0f);
}

extern "C" __global__ void nbody_integrate(float4 *pos, float4 *vel, const float4 *acc, int n, float dt, float damping) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = pos[i], v = vel[i], a = acc[i];
  v.x = (v.x + a.x * dt) * damping; v.y = (v.y + a.y * dt) * damping; v.z = (v.z + a.z * dt) * damping;
  p.x += v.x * dt; p.y += v.y * dt; p.z += v.z * dt;
  pos[i] = p; vel[i] = v;
}

extern "C" __global__ void nbody_potential(const double4_16a *pos, double *energy, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double e = 0.0;
  for (int j = 0; j < n; ++j) {
    if (j == i) continue;
    double dx = pos[j].x - pos[i].x, dy = pos[j].y - pos[i].y, dz = pos[j].z - pos[i].z;
    e -= pos[i].w * pos[j].w / sqrt(dx * dx + dy * dy + dz * dz + 1e-9);
  }
  atomicAdd(energy, 0.5 * e);
}

// launch nbody_forces: --grid=2 --block=32 --dynamic-shared=512 --arg=buf:f32:256:rand:5 --arg=buf:f32:256:zero --arg=64 --arg=0.01
// launch nbody_integrate: --grid=1 --block=64 --arg=buf:f32:256:seq --arg=buf:f32:256:rand:1 --arg=buf:f32:256:rand:2 --arg=64 --arg=0.01 --arg=0.99
