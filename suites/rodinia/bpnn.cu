// BPNN (Rodinia's back propagation, VGIW paper Table 2: layerforward,
// adjust_weights): a two-layer perceptron with `in` input units and
// hid = 16 hidden units, unit 0 of each layer being the bias; the weights
// are (in + 1) x (hid + 1), row-major. Blocks of 16 x 16 threads, block y
// covering input units 16 by + 1 .. 16 by + 16.
//   layerforward:   each thread multiplies one weight by its input unit's
//                   value in __shared__ memory, then a tree over ty sums
//                   the block's 16 inputs for each hidden unit tx: the
//                   partial sums, hidden_partial[by * hid + tx].
//   adjust_weights: w += ETA delta[hidden] ly[input] + MOMENTUM oldw, and
//                   oldw becomes that change; the first block's first row
//                   also adjusts the bias row (input unit 0, ly = 1).
#include "vgiw_cuda.h"

#define WIDTH 16
#define ETA 0.3f
#define MOMENTUM 0.3f

extern "C" __global__ void layerforward(const float *input, const float *w,
                                        float *hidden_partial, int in,
                                        int hid) {
  __shared__ float node[WIDTH], prod[WIDTH][WIDTH];
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int unit = WIDTH * by + ty + 1;
  if (tx == 0)
    node[ty] = input[unit];
  __syncthreads();
  prod[ty][tx] = w[unit * (hid + 1) + tx + 1] * node[ty];
  __syncthreads();
  for (int half = WIDTH / 2; half > 0; half /= 2) {
    if (ty < half)
      prod[ty][tx] += prod[ty + half][tx];
    __syncthreads();
  }
  if (ty == 0)
    hidden_partial[by * hid + tx] = prod[0][tx];
}

extern "C" __global__ void adjust_weights(const float *delta, int hid,
                                          const float *ly, int in, float *w,
                                          float *oldw) {
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int unit = WIDTH * by + ty + 1, h = tx + 1;
  int idx = unit * (hid + 1) + h;
  float dw = ETA * delta[h] * ly[unit] + MOMENTUM * oldw[idx];
  w[idx] += dw;
  oldw[idx] = dw;
  if (by == 0 && ty == 0) {
    float db = ETA * delta[h] + MOMENTUM * oldw[h];
    w[h] += db;
    oldw[h] = db;
  }
}
