// LAVAMD (Rodinia, VGIW paper Table 2: kernel_gpu_cuda): the potential and
// forces on particles from the particles of their own and neighbouring
// boxes of a 3D grid of boxes, NPB particles per box, a block per home box.
// A particle is four floats (v, x, y, z) with a charge; for particles i of
// the home box and j of a neighbour box,
//   r2 = v_i + v_j - (x_i x_j + y_i y_j + z_i z_j),  vij = exp(-a2 r2),
//   fv_i += q_j (vij, 2 vij (x_i - x_j), 2 vij (y_i - y_j), 2 vij (z_i - z_j)).
// The home box's particles and each neighbour box's particles and charges
// are staged in __shared__ memory. nei lists MAXNB boxes per box, the box
// itself first, of which nn[box] are used.
#include "vgiw_cuda.h"

#define NPB 100
#define MAXNB 27

extern "C" __global__ void lavamd(float a2, const int *nn, const int *nei,
                                  const float *rv, const float *qv,
                                  float *fv, int boxes) {
  __shared__ float ra[4 * NPB], rb[4 * NPB], qb[NPB];
  int box = blockIdx.x, tx = threadIdx.x;
  /* the original's guard on the block (uniform in a CTA, so the barriers
     under it are safe) */
  if (box >= boxes)
    return;
  int home = box * NPB;
  for (int w = tx; w < 4 * NPB; w += blockDim.x)
    ra[w] = rv[4 * home + w];
  __syncthreads();
  for (int k = 0; k < nn[box]; k++) {
    int other = nei[box * MAXNB + k] * NPB;
    for (int w = tx; w < 4 * NPB; w += blockDim.x)
      rb[w] = rv[4 * other + w];
    for (int w = tx; w < NPB; w += blockDim.x)
      qb[w] = qv[other + w];
    __syncthreads();
    for (int i = tx; i < NPB; i += blockDim.x) {
      float fa0 = 0.0f, fa1 = 0.0f, fa2 = 0.0f, fa3 = 0.0f;
      for (int j = 0; j < NPB; j++) {
        float r2 = ra[4 * i] + rb[4 * j] -
                   (ra[4 * i + 1] * rb[4 * j + 1] + ra[4 * i + 2] * rb[4 * j + 2] +
                    ra[4 * i + 3] * rb[4 * j + 3]);
        float vij = expf(-a2 * r2);
        float fs = 2.0f * vij;
        fa0 += qb[j] * vij;
        fa1 += qb[j] * fs * (ra[4 * i + 1] - rb[4 * j + 1]);
        fa2 += qb[j] * fs * (ra[4 * i + 2] - rb[4 * j + 2]);
        fa3 += qb[j] * fs * (ra[4 * i + 3] - rb[4 * j + 3]);
      }
      fv[4 * (home + i)] += fa0;
      fv[4 * (home + i) + 1] += fa1;
      fv[4 * (home + i) + 2] += fa2;
      fv[4 * (home + i) + 3] += fa3;
    }
    __syncthreads();
  }
}
