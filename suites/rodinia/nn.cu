// NN (Rodinia, VGIW paper Table 2: euclid): the Euclidean distance from a
// query point (lat, lng) to each record's (latitude, longitude), stored as
// pairs; a thread per record over a 2D grid of 1D blocks.
#include "vgiw_cuda.h"

extern "C" __global__ void euclid(const float *loc, float *dist, int n,
                                  float lat, float lng) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) {
    float dy = lat - loc[2 * i], dx = lng - loc[2 * i + 1];
    dist[i] = sqrtf(dy * dy + dx * dx);
  }
}
