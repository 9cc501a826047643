// KMEANS (Rodinia, VGIW paper Table 2: invert_mapping): transposes the
// points from point-major (npoints rows of nfeatures) to feature-major
// (nfeatures rows of npoints) so that the threads of the distance kernel,
// a point each, read consecutive words. A thread per point.
#include "vgiw_cuda.h"

extern "C" __global__ void invert_mapping(const float *in, float *out,
                                          int npoints, int nfeatures) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints)
    return;
  for (int f = 0; f < nfeatures; f++)
    out[f * npoints + p] = in[p * nfeatures + f];
}
