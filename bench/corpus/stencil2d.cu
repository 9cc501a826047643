// Two-dimensional stencils: a Jacobi sweep whose grid geometry travels in a
// struct passed by value, a 9-point Laplacian with a halo tile in shared
// memory, and a red-black Gauss-Seidel half-sweep.
#include <cuda_runtime.h>

struct Grid2D { int nx, ny; long pitch; float h2inv; };

extern "C" __global__ void jacobi_step(Grid2D g, const float *__restrict__ u, const float *__restrict__ f, float *__restrict__ unew) {
  int x = blockIdx.x * blockDim.x + threadIdx.x + 1, y = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (x >= g.nx - 1 || y >= g.ny - 1) return;
  long c = y * g.pitch + x;
  unew[c] = 0.25f * (u[c - 1] + u[c + 1] + u[c - g.pitch] + u[c + g.pitch] - f[c] / g.h2inv);
}

#define BX 16
#define BY 16
extern "C" __global__ void laplace9_smem(const float *in, float *out, int nx, int ny) {
  __shared__ float t[BY + 2][BX + 2];
  int gx = blockIdx.x * BX + threadIdx.x, gy = blockIdx.y * BY + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  int cx = min(max(gx, 0), nx - 1), cy = min(max(gy, 0), ny - 1);
  t[ly][lx] = in[cy * nx + cx];
  if (threadIdx.x == 0) t[ly][0] = in[cy * nx + max(cx - 1, 0)];
  if (threadIdx.x == BX - 1) t[ly][BX + 1] = in[cy * nx + min(cx + 1, nx - 1)];
  if (threadIdx.y == 0) t[0][lx] = in[max(cy - 1, 0) * nx + cx];
  if (threadIdx.y == BY - 1) t[BY + 1][lx] = in[min(cy + 1, ny - 1) * nx + cx];
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    t[0][0] = in[max(cy - 1, 0) * nx + max(cx - 1, 0)];
    t[0][BX + 1] = in[max(cy - 1, 0) * nx + min(cx + BX, nx - 1)];
    t[BY + 1][0] = in[min(cy + BY, ny - 1) * nx + max(cx - 1, 0)];
    t[BY + 1][BX + 1] = in[min(cy + BY, ny - 1) * nx + min(cx + BX, nx - 1)];
  }
  __syncthreads();
  if (gx < nx && gy < ny) {
    float s = t[ly - 1][lx - 1] + t[ly - 1][lx + 1] + t[ly + 1][lx - 1] + t[ly + 1][lx + 1]
            + 4.0f * (t[ly - 1][lx] + t[ly + 1][lx] + t[ly][lx - 1] + t[ly][lx + 1]) - 20.0f * t[ly][lx];
    out[gy * nx + gx] = s / 6.0f;
  }
}

template <int COLOR>
__global__ void gauss_seidel_rb(double *u, const double *rhs, int n, double h2) {
  int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
  int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + 1 + ((j + COLOR) & 1);
  if (i >= n - 1 || j >= n - 1) return;
  size_t k = (size_t)j * n + i;
  u[k] = 0.25 * (u[k - 1] + u[k + 1] + u[k - n] + u[k + n] - h2 * rhs[k]);
}

template __global__ void gauss_seidel_rb<0>(double *, const double *, int, double);
template __global__ void gauss_seidel_rb<1>(double *, const double *, int, double);

// launch laplace9_smem: --grid=2,2 --block=16,16 --arg=buf:f32:900:rand:4 --arg=buf:f32:900:zero --arg=30 --arg=30
// launch _Z15gauss_seidel_rbILi1EEvPdPKdid: --grid=1,2 --block=8,16 --arg=buf:f64:400:seq --arg=buf:f64:400:rand:1 --arg=20 --arg=0.01
