// Three-dimensional stencils with 64-bit plane offsets: a 7-point heat step,
// a 2.5-D register-streamed variant walking z in a loop, and a 27-point box
// average with a constant-memory coefficient table.
#include <cuda_runtime.h>

__constant__ float c27[27];

extern "C" __global__ void heat7(const float *in, float *out, int nx, int ny, int nz, float alpha) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = blockIdx.z;
  if (x < 1 || y < 1 || z < 1 || x >= nx - 1 || y >= ny - 1 || z >= nz - 1) return;
  size_t plane = (size_t)nx * ny, c = z * plane + (size_t)y * nx + x;
  out[c] = in[c] + alpha * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + in[c - plane] + in[c + plane] - 6.0f * in[c]);
}

extern "C" __global__ void heat7_stream(const float *in, float *out, int nx, int ny, int nz, float alpha) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
  long plane = (long)nx * ny, c = plane + (long)y * nx + x;
  float below = in[c - plane], cur = in[c], above;
  for (int z = 1; z < nz - 1; ++z, c += plane) {
    above = in[c + plane];
    out[c] = cur + alpha * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + below + above - 6.0f * cur);
    below = cur; cur = above;
  }
}

extern "C" __global__ void box27(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = blockIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  float s = 0.0f;
  for (int dz = -1; dz <= 1; ++dz)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        int xx = min(max(x + dx, 0), nx - 1), yy = min(max(y + dy, 0), ny - 1), zz = min(max(z + dz, 0), nz - 1);
        s += c27[(dz + 1) * 9 + (dy + 1) * 3 + dx + 1] * in[((long)zz * ny + yy) * nx + xx];
      }
  out[((long)z * ny + y) * nx + x] = s;
}

// launch heat7: --grid=1,1,8 --block=8,8 --arg=buf:f32:512:seq --arg=buf:f32:512:zero --arg=8 --arg=8 --arg=8 --arg=0.1
// launch heat7_stream: --grid=1,1 --block=8,8 --arg=buf:f32:512:rand:2 --arg=buf:f32:512:zero --arg=8 --arg=8 --arg=8 --arg=0.1
