// SM (Rodinia's streamcluster, VGIW paper Table 2:
// streamcluster_kernel_compute_cost): the gain of opening point x as a new
// center, a thread per point: the point's weighted squared distance to x
// (coordinates feature-major, coord[d * num + point]) against its current
// cost; a point that would move sets its switch flag and adds the saving
// to its row's slot K, one that stays adds the loss of closing its center
// to the slot of that center (center_table maps a center's point index to
// its slot). work_mem holds a row of stride = K + 1 floats per point.
#include "vgiw_cuda.h"

extern "C" __global__ void compute_cost(int num, int dim, int x,
                                        const float *coord,
                                        const float *weight,
                                        const int *assign, const float *cost,
                                        int K, int stride, float *work_mem,
                                        const int *center_table,
                                        char *switch_membership) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= num)
    return;
  float *row = work_mem + p * stride;
  float d = 0.0f;
  for (int i = 0; i < dim; i++) {
    float e = coord[i * num + x] - coord[i * num + p];
    d += e * e;
  }
  float x_cost = d * weight[p];
  float cur = cost[p];
  if (x_cost < cur) {
    switch_membership[p] = 1;
    row[K] += x_cost - cur;
  } else {
    row[center_table[assign[p]]] += cur - x_cost;
  }
}
