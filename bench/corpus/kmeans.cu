// k-means clustering: nearest-centroid assignment with centroids in shared
// memory (feature-major layout), membership change counting, centroid
// accumulation with float atomics, a templated distance, and a
// transposed-layout conversion kernel.
#include <cuda_runtime.h>

template <int NF>
__global__ void kmeans_assign(const float *points, const float *centroids, int *membership, int *changes, int npoints, int nclusters) {
  extern __shared__ float cs[];
  for (int i = threadIdx.x; i < nclusters * NF; i += blockDim.x) cs[i] = centroids[i];
  __syncthreads();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  int best = 0; float bestd = 3.4e38f;
  for (int c = 0; c < nclusters; ++c) {
    float d = 0.0f;
#pragma unroll
    for (int f = 0; f < NF; ++f) { float t = points[f * npoints + p] - cs[c * NF + f]; d += t * t; }
    if (d < bestd) { bestd = d; best = c; }
  }
  if (membership[p] != best) atomicAdd(changes, 1);
  membership[p] = best;
}

template <int NF>
__global__ void kmeans_accumulate(const float *points, const int *membership, float *sums, int *counts, int npoints) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  int c = membership[p];
  atomicAdd(&counts[c], 1);
  for (int f = 0; f < NF; ++f) atomicAdd(&sums[c * NF + f], points[f * npoints + p]);
}

extern "C" __global__ void kmeans_transpose(const float *aos, float *soa, int npoints, int nfeatures) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < npoints) for (int f = 0; f < nfeatures; ++f) soa[f * npoints + p] = aos[p * nfeatures + f];
}

extern "C" __global__ void kmeans_divide(float *sums, const int *counts, int nclusters, int nfeatures) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nclusters * nfeatures) { int c = counts[i / nfeatures]; sums[i] = c ? sums[i] / (float)c : 0.0f; }
}

template __global__ void kmeans_assign<2>(const float *, const float *, int *, int *, int, int);
template __global__ void kmeans_assign<4>(const float *, const float *, int *, int *, int, int);
template __global__ void kmeans_assign<8>(const float *, const float *, int *, int *, int, int);
template __global__ void kmeans_accumulate<2>(const float *, const int *, float *, int *, int);
template __global__ void kmeans_accumulate<4>(const float *, const int *, float *, int *, int);

// launch _Z13kmeans_assignILi2EEvPKfS1_PiS2_ii: --grid=2 --block=64 --dynamic-shared=64 --arg=buf:f32:256:rand:3 --arg=buf:f32:8:seq --arg=buf:i32:128:zero --arg=buf:i32:1:zero --arg=128 --arg=4
// launch kmeans_transpose: --grid=1 --block=64 --arg=buf:f32:256:seq --arg=buf:f32:256:zero --arg=64 --arg=4
// launch kmeans_divide: --grid=1 --block=32 --arg=buf:f32:16:seq --arg=buf:i32:4:seq --arg=4 --arg=4
