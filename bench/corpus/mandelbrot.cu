// Escape-time fractals with data-dependent trip counts: Mandelbrot in float
// and double (a template), a Julia set with the constant in a struct, and a
// Newton iteration on z^3 - 1 that classifies the root reached.
#include <cuda_runtime.h>

template <typename T>
__global__ void mandelbrot(int *iters, int w, int h, T x0, T y0, T dx, int maxit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  T cr = x0 + px * dx, ci = y0 + py * dx, zr = 0, zi = 0;
  int k = 0;
  while (k < maxit && zr * zr + zi * zi <= T(4)) { T t = zr * zr - zi * zi + cr; zi = T(2) * zr * zi + ci; zr = t; ++k; }
  iters[py * w + px] = k;
}

struct JuliaC { float re, im; };
extern "C" __global__ void julia(unsigned char *img, int w, int h, JuliaC c, float scale) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  float zr = scale * (px - w / 2) / (w / 2), zi = scale * (py - h / 2) / (h / 2);
  int k;
  for (k = 0; k < 200; ++k) { float t = zr * zr - zi * zi + c.re; zi = 2 * zr * zi + c.im; zr = t; if (zr * zr + zi * zi > 4) break; }
  img[py * w + px] = (unsigned char)k;
}

extern "C" __global__ void newton_roots(const float2 *z0, int *root, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = z0[i].x, y = z0[i].y;
  for (int k = 0; k < 40; ++k) {
    float x2 = x * x - y * y, y2 = 2 * x * y;
    float fr = x2 * x - y2 * y - 1, fi = x2 * y + y2 * x;
    float dr = 3 * x2, di = 3 * y2, d = dr * dr + di * di;
    if (d < 1e-12f) break;
    x -= (fr * dr + fi * di) / d; y -= (fi * dr - fr * di) / d;
  }
  root[i] = x > 0 ? 0 : (y > 0 ? 1 : 2);
}

template __global__ void mandelbrot<float>(int *, int, int, float, float, float, int);
template __global__ void mandelbrot<double>(int *, int, int, double, double, double, int);

// launch _Z10mandelbrotIfEvPiiiT_S1_S1_i: --grid=2,2 --block=16,16 --arg=buf:i32:1024:zero --arg=32 --arg=32 --arg=-2 --arg=-1.5 --arg=0.09375 --arg=64
// launch julia: --grid=2,2 --block=16,16 --arg=buf:i8:1024:zero --arg=32 --arg=32 --arg=struct:f32:-0.8,f32:0.156 --arg=1.5
// launch newton_roots: --grid=1 --block=64 --arg=buf:f32:128:rand:2 --arg=buf:i32:64:zero --arg=64
