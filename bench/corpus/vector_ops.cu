// Element-wise vector kernels in the style of a BLAS-1 wrapper library:
// templates over the element type, grid-stride loops, 64-bit (size_t) sizes.
#include <cuda_runtime.h>

template <typename T>
__global__ void axpby(size_t n, T alpha, const T *__restrict__ x, T beta, T *__restrict__ y) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
    y[i] = alpha * x[i] + beta * y[i];
}

template <typename T>
__global__ void scale_inplace(T *v, T s, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

template <typename Tin, typename Tout>
__global__ void convert(const Tin *in, Tout *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<Tout>(in[i]);
}

template __global__ void axpby<float>(size_t, float, const float *, float, float *);
template __global__ void axpby<double>(size_t, double, const double *, double, double *);
template __global__ void axpby<int>(size_t, int, const int *, int, int *);
template __global__ void scale_inplace<float>(float *, float, long long);
template __global__ void scale_inplace<double>(double *, double, long long);
template __global__ void scale_inplace<short>(short *, short, long long);
template __global__ void convert<float, int>(const float *, int *, int);
template __global__ void convert<int, double>(const int *, double *, int);
template __global__ void convert<double, float>(const double *, float *, int);
template __global__ void convert<unsigned char, float>(const unsigned char *, float *, int);

// launch _Z5axpbyIfEvmT_PKS0_S0_PS0_: --grid=4 --block=64 --arg=1000 --arg=2.5 --arg=buf:f32:1024:seq --arg=-1 --arg=buf:f32:1024:rand:3
// launch _Z13scale_inplaceIdEvPT_S0_x: --grid=2 --block=128 --arg=buf:f64:256:seq --arg=0.5 --arg=250
