// A thermal simulation step in the manner of chip-temperature solvers: power
// and temperature grids, an explicit update with capacitance and
// resistances as floats, several time steps per launch inside a shared tile
// whose valid region shrinks by one each step.
#include <cuda_runtime.h>

#define TS 16
struct ThermalParams { float cap, rx, ry, rz, amb, step; };

extern "C" __global__ void thermal_step(ThermalParams p, const float *power, const float *temp, float *result, int cols, int rows) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y * blockDim.y + threadIdx.y;
  if (c >= cols || r >= rows) return;
  int i = r * cols + c;
  float t = temp[i];
  float n = temp[max(r - 1, 0) * cols + c], s = temp[min(r + 1, rows - 1) * cols + c];
  float w = temp[r * cols + max(c - 1, 0)], e = temp[r * cols + min(c + 1, cols - 1)];
  float delta = (p.step / p.cap) * (power[i] + (s + n - 2.0f * t) / p.ry + (e + w - 2.0f * t) / p.rx + (p.amb - t) / p.rz);
  result[i] = t + delta;
}

extern "C" __global__ void thermal_pyramid(int iters, const float *power, const float *temp_src, float *temp_dst,
                                           int cols, int rows, float cap, float rx, float ry, float rz, float step) {
  __shared__ float tin[TS][TS], pw[TS][TS], tout[TS][TS];
  int small = TS - 2 * iters;
  int bx = blockIdx.x * small - iters, by = blockIdx.y * small - iters;
  int tx = threadIdx.x, ty = threadIdx.y, x = bx + tx, y = by + ty;
  bool inside = x >= 0 && x < cols && y >= 0 && y < rows;
  if (inside) { tin[ty][tx] = temp_src[y * cols + x]; pw[ty][tx] = power[y * cols + x]; }
  __syncthreads();
  bool computed = false;
  for (int it = 0; it < iters; ++it) {
    computed = false;
    if (tx >= it + 1 && tx <= TS - it - 2 && ty >= it + 1 && ty <= TS - it - 2 && inside) {
      computed = true;
      int xw = x > 0 ? tx - 1 : tx, xe = x < cols - 1 ? tx + 1 : tx, yn = y > 0 ? ty - 1 : ty, ys = y < rows - 1 ? ty + 1 : ty;
      float t = tin[ty][tx];
      tout[ty][tx] = t + step / cap * (pw[ty][tx] + (tin[ys][tx] + tin[yn][tx] - 2.0f * t) / ry
                                       + (tin[ty][xe] + tin[ty][xw] - 2.0f * t) / rx + (80.0f - t) / rz);
    }
    __syncthreads();
    if (it == iters - 1) break;
    if (computed) tin[ty][tx] = tout[ty][tx];
    __syncthreads();
  }
  if (computed) temp_dst[y * cols + x] = tout[ty][tx];
}

// launch thermal_step: --grid=2,2 --block=16,16 --arg=struct:f32:0.5,f32:1,f32:1,f32:2,f32:80,f32:0.001 --arg=buf:f32:900:rand:1 --arg=buf:f32:900:seq --arg=buf:f32:900:zero --arg=30 --arg=30
