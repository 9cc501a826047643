// CFD (Rodinia's euler3d, VGIW paper Table 2: initialize_variables,
// compute_step_factor, compute_flux, time_step): an explicit finite-volume
// solver of the 3D Euler equations on an unstructured mesh, a thread per
// cell. The five conserved variables of a cell (density, momentum x y z,
// density times energy) and its fluxes are stored variable-major
// (v[var * nelr + cell]); each cell has NNB = 4 faces whose neighbours
// (elements_surrounding) are a cell index, -1 (a wall) or -2 (the far
// field), and whose normals are stored (dim * NNB + face) * nelr + cell.
// As euler3d, nelr is the cell count padded to a multiple of the block
// size (192), the padding cells copies of the last one, and the launch has
// exactly nelr threads: no kernel checks its index against nelr.
// Fluxes follow Jameson's scheme: the average of the two cells' Euler
// fluxes across the face plus a smoothing term proportional to the face
// area and the mean speed of sound; a wall contributes only pressure, the
// far field the free-stream flux. The free stream (ff_variable, five
// values, and ff_flux, twelve: the x y z flux rows of the momenta and of
// density-energy) is a parameter rather than __constant__ memory.
#include "vgiw_cuda.h"

#define NVAR 5
#define NNB 4
#define GAMMA 1.4f
#define SMOOTHING 0.2f
#define RK 3

extern "C" __global__ void initialize_variables(int nelr, float *v,
                                                const float *ff_variable) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < NVAR; j++)
    v[j * nelr + i] = ff_variable[j];
}

static __device__ float pressure(float density, float de, float speed_sqd) {
  return (GAMMA - 1.0f) * (de - 0.5f * density * speed_sqd);
}

static __device__ float sound(float density, float p) {
  return sqrtf(GAMMA * p / density);
}

extern "C" __global__ void compute_step_factor(int nelr, const float *v,
                                               const float *areas,
                                               float *step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float d = v[i];
  float mx = v[nelr + i], my = v[2 * nelr + i], mz = v[3 * nelr + i];
  float de = v[4 * nelr + i];
  float vx = mx / d, vy = my / d, vz = mz / d;
  float s2 = vx * vx + vy * vy + vz * vz;
  float c = sound(d, pressure(d, de, s2));
  step[i] = 0.5f / (sqrtf(areas[i]) * (sqrtf(s2) + c));
}

/* the x, y, z flux rows of the momentum and density-energy equations */
static __device__ void flux_rows(float d, float mx, float my, float mz,
                                 float de, float p, float *f) {
  float vx = mx / d, vy = my / d, vz = mz / d;
  f[0] = mx * vx + p; f[1] = mx * vy;     f[2] = mx * vz;
  f[3] = my * vx;     f[4] = my * vy + p; f[5] = my * vz;
  f[6] = mz * vx;     f[7] = mz * vy;     f[8] = mz * vz + p;
  f[9] = vx * (de + p); f[10] = vy * (de + p); f[11] = vz * (de + p);
}

extern "C" __global__ void compute_flux(int nelr, const int *neighbours,
                                        const float *normals, const float *v,
                                        const float *ff_variable,
                                        const float *ff_flux, float *fluxes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float d = v[i], mx = v[nelr + i], my = v[2 * nelr + i];
  float mz = v[3 * nelr + i], de = v[4 * nelr + i];
  float vx = mx / d, vy = my / d, vz = mz / d;
  float s2 = vx * vx + vy * vy + vz * vz;
  float p = pressure(d, de, s2);
  float c = sound(d, p);
  float fi[12];
  flux_rows(d, mx, my, mz, de, p, fi);
  float fd = 0.0f, fmx = 0.0f, fmy = 0.0f, fmz = 0.0f, fde = 0.0f;
  for (int j = 0; j < NNB; j++) {
    int nb = neighbours[j * nelr + i];
    float nx = normals[(0 * NNB + j) * nelr + i];
    float ny = normals[(1 * NNB + j) * nelr + i];
    float nz = normals[(2 * NNB + j) * nelr + i];
    float area = sqrtf(nx * nx + ny * ny + nz * nz);
    if (nb >= 0) {
      float dn = v[nb], mxn = v[nelr + nb], myn = v[2 * nelr + nb];
      float mzn = v[3 * nelr + nb], den = v[4 * nelr + nb];
      float vxn = mxn / dn, vyn = myn / dn, vzn = mzn / dn;
      float s2n = vxn * vxn + vyn * vyn + vzn * vzn;
      float pn = pressure(dn, den, s2n);
      float cn = sound(dn, pn);
      float fn[12];
      flux_rows(dn, mxn, myn, mzn, den, pn, fn);
      float k = -area * SMOOTHING * 0.5f *
                (sqrtf(s2) + sqrtf(s2n) + c + cn);
      fd += k * (d - dn);
      fde += k * (de - den);
      fmx += k * (mx - mxn);
      fmy += k * (my - myn);
      fmz += k * (mz - mzn);
      fd += 0.5f * (nx * (mxn + mx) + ny * (myn + my) + nz * (mzn + mz));
      fde += 0.5f * (nx * (fn[9] + fi[9]) + ny * (fn[10] + fi[10]) +
                     nz * (fn[11] + fi[11]));
      fmx += 0.5f * (nx * (fn[0] + fi[0]) + ny * (fn[1] + fi[1]) +
                     nz * (fn[2] + fi[2]));
      fmy += 0.5f * (nx * (fn[3] + fi[3]) + ny * (fn[4] + fi[4]) +
                     nz * (fn[5] + fi[5]));
      fmz += 0.5f * (nx * (fn[6] + fi[6]) + ny * (fn[7] + fi[7]) +
                     nz * (fn[8] + fi[8]));
    } else if (nb == -1) {
      fmx += nx * p;
      fmy += ny * p;
      fmz += nz * p;
    } else if (nb == -2) {
      fd += 0.5f * (nx * (ff_variable[1] + mx) + ny * (ff_variable[2] + my) +
                    nz * (ff_variable[3] + mz));
      fde += 0.5f * (nx * (ff_flux[9] + fi[9]) + ny * (ff_flux[10] + fi[10]) +
                     nz * (ff_flux[11] + fi[11]));
      fmx += 0.5f * (nx * (ff_flux[0] + fi[0]) + ny * (ff_flux[1] + fi[1]) +
                     nz * (ff_flux[2] + fi[2]));
      fmy += 0.5f * (nx * (ff_flux[3] + fi[3]) + ny * (ff_flux[4] + fi[4]) +
                     nz * (ff_flux[5] + fi[5]));
      fmz += 0.5f * (nx * (ff_flux[6] + fi[6]) + ny * (ff_flux[7] + fi[7]) +
                     nz * (ff_flux[8] + fi[8]));
    }
  }
  fluxes[i] = fd;
  fluxes[nelr + i] = fmx;
  fluxes[2 * nelr + i] = fmy;
  fluxes[3 * nelr + i] = fmz;
  fluxes[4 * nelr + i] = fde;
}

extern "C" __global__ void time_step(int j, int nelr, const float *old_v,
                                     float *v, const float *step,
                                     const float *fluxes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float factor = step[i] / (float)(RK + 1 - j);
  for (int k = 0; k < NVAR; k++)
    v[k * nelr + i] = old_v[k * nelr + i] + factor * fluxes[k * nelr + i];
}
