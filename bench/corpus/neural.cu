// Neural-network layers written directly in CUDA: a fully connected forward
// pass with a shared-memory input tile and a sigmoid, the weight update of
// back-propagation with momentum, a ReLU/leaky-ReLU pair as a template on a
// functor, and a softmax over rows with two shared reductions.
#include <cuda_runtime.h>

extern "C" __global__ void fc_forward(const float *in, const float *w, const float *bias, float *out, int nin, int nout) {
  __shared__ float x[256];
  for (int i = threadIdx.x; i < nin; i += blockDim.x) x[i] = in[blockIdx.y * nin + i];
  __syncthreads();
  int o = blockIdx.x * blockDim.x + threadIdx.x;
  if (o >= nout) return;
  float s = bias[o];
  for (int i = 0; i < nin; ++i) s += w[o * nin + i] * x[i];
  out[blockIdx.y * nout + o] = 1.0f / (1.0f + __expf(-s));
}

extern "C" __global__ void adjust_weights(float *w, float *oldw, const float *delta, const float *ly, int nin, int nout, float eta, float momentum) {
  int o = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (o >= nout || i > nin) return;
  float y = i == 0 ? 1.0f : ly[i - 1];
  float d = eta * delta[o] * y + momentum * oldw[i * nout + o];
  w[i * nout + o] += d;
  oldw[i * nout + o] = d;
}

struct Relu { __device__ float operator()(float v) const { return v > 0 ? v : 0; } };
struct Leaky { float a; __device__ float operator()(float v) const { return v > 0 ? v : a * v; } };
struct Gelu { __device__ float operator()(float v) const { return 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v))); } };

template <typename F>
__global__ void activate(float *x, long n, F f) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)blockDim.x * gridDim.x) x[i] = f(x[i]);
}

extern "C" __global__ void softmax_rows(const float *in, float *out, int cols) {
  __shared__ float red[128];
  const float *row = in + (long)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
  red[threadIdx.x] = m;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) { if (threadIdx.x < s) red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]); __syncthreads(); }
  m = red[0];
  __syncthreads();
  float sum = 0;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) sum += expf(row[c] - m);
  red[threadIdx.x] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) { if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s]; __syncthreads(); }
  for (int c = threadIdx.x; c < cols; c += blockDim.x) out[(long)blockIdx.x * cols + c] = expf(row[c] - m) / red[0];
}

template __global__ void activate<Relu>(float *, long, Relu);
template __global__ void activate<Leaky>(float *, long, Leaky);
template __global__ void activate<Gelu>(float *, long, Gelu);

// launch _Z8activateI5LeakyEvPflT_: --grid=2 --block=64 --arg=buf:f32:300:rand:1 --arg=300 --arg=struct:f32:0.01
// launch adjust_weights: --grid=1,5 --block=32 --arg=buf:f32:160:seq --arg=buf:f32:160:zero --arg=buf:f32:32:seq --arg=buf:f32:4:seq --arg=4 --arg=32 --arg=0.3 --arg=0.3
