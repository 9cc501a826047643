// matvec (ILP study, Table 2: MV): y = A x for a rows x cols matrix stored
// column by column (so that the threads of a warp, one row each, read
// consecutive words), one thread per row summing its cols products in
// order.
#include "vgiw_cuda.h"

extern "C" __global__ void matvec(const float *a, const float *x, float *y,
                                  int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  float sum = 0.0f;
  for (int c = 0; c < cols; c++)
    sum += a[c * rows + r] * x[c];
  y[r] = sum;
}
