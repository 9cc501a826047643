// Histograms: per-block privatised bins in shared memory merged with global
// atomics (the bin count a template parameter), per-warp sub-histograms,
// a byte histogram reading four bytes per 32-bit word, and a float-valued
// binning with floorf.
#include <cuda_runtime.h>

template <int BINS>
__global__ void hist_shared(const unsigned char *data, long n, unsigned *bins) {
  __shared__ unsigned s[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)blockDim.x * gridDim.x)
    atomicAdd(&s[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) if (s[b]) atomicAdd(&bins[b], s[b]);
}

extern "C" __global__ void hist_per_warp(const unsigned *words, int nwords, unsigned *bins) {
  __shared__ unsigned sub[8][64];
  int warp = threadIdx.x >> 5;
  for (int i = threadIdx.x; i < 8 * 64; i += blockDim.x) (&sub[0][0])[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nwords; i += blockDim.x * gridDim.x) {
    unsigned w = words[i];
    atomicAdd(&sub[warp][(w >> 2) & 63], 1u);
    atomicAdd(&sub[warp][(w >> 10) & 63], 1u);
    atomicAdd(&sub[warp][(w >> 18) & 63], 1u);
    atomicAdd(&sub[warp][(w >> 26) & 63], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 64; b += blockDim.x) {
    unsigned t = 0;
    for (int w = 0; w < (blockDim.x + 31) / 32; ++w) t += sub[w][b];
    atomicAdd(&bins[b], t);
  }
}

extern "C" __global__ void hist_float(const float *x, int n, float lo, float hi, int nbins, int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  if (!(v >= lo && v < hi)) return;
  int b = (int)floorf((v - lo) / (hi - lo) * nbins);
  atomicAdd(&bins[min(b, nbins - 1)], 1);
}

template __global__ void hist_shared<64>(const unsigned char *, long, unsigned *);
template __global__ void hist_shared<256>(const unsigned char *, long, unsigned *);
template __global__ void hist_shared<16>(const unsigned char *, long, unsigned *);

// launch _Z11hist_sharedILi64EEvPKhlPj: --grid=2 --block=128 --arg=buf:i8:3000:rand:1 --arg=3000 --arg=buf:i32:64:zero
// launch hist_per_warp: --grid=2 --block=128 --arg=buf:i32:1000:rand:2 --arg=1000 --arg=buf:i32:64:zero
// launch hist_float: --grid=2 --block=64 --arg=buf:f32:128:seq --arg=128 --arg=0 --arg=100 --arg=10 --arg=buf:i32:10:zero
