// BPNN (Rodinia's back propagation, VGIW paper Table 2: layerforward,
// adjust_weights): a two-layer perceptron with `in` input units and
// hid = 16 hidden units, unit 0 of each layer being the bias; the weights
// are (in + 1) x (hid + 1), row-major. Blocks of 16 x 16 threads, block y
// covering input units 16 by + 1 .. 16 by + 16.
//   layerforward:   each thread multiplies one weight by its input unit's
//                   value in __shared__ memory, then a tree over ty (the
//                   stride doubling) sums the block's 16 inputs for each
//                   hidden unit: the partial sums, hidden_partial[by * hid
//                   + unit], and, as the original, the tree's partial sums
//                   over the weights.
//   adjust_weights: w += ETA delta[hidden] ly[input] + MOMENTUM oldw, and
//                   oldw becomes that change; after a barrier the first
//                   block's first row also adjusts the bias row (input
//                   unit 0, ly = 1).
#include "vgiw_cuda.h"

#define WIDTH 16
#define ETA 0.3f
#define MOMENTUM 0.3f

extern "C" __global__ void layerforward(const float *input, float *w,
                                        float *hidden_partial, int in,
                                        int hid) {
  __shared__ float node[WIDTH], prod[WIDTH][WIDTH];
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int unit = WIDTH * by + ty + 1;
  int idx = unit * (hid + 1) + tx + 1;
  if (tx == 0)
    node[ty] = input[unit];
  __syncthreads();
  prod[ty][tx] = w[idx];
  __syncthreads();
  prod[ty][tx] = prod[ty][tx] * node[ty];
  __syncthreads();
  /* pairs, then pairs of pairs: the stride doubles each level, levels and
     strides computed with log2f and powf as the original computes them */
  for (int level = 1; level <= log2f(WIDTH); level++) {
    int stride = powf(2, level);
    if (ty % stride == 0)
      prod[ty][tx] = prod[ty][tx] + prod[ty + stride / 2][tx];
    __syncthreads();
  }
  /* the original leaves the tree's partial sums in the weights */
  w[idx] = prod[ty][tx];
  __syncthreads();
  if (tx == 0)
    hidden_partial[by * hid + ty] = prod[tx][ty];
}

extern "C" __global__ void adjust_weights(const float *delta, int hid,
                                          const float *ly, int in, float *w,
                                          float *oldw) {
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int unit = WIDTH * by + ty + 1, h = tx + 1;
  int idx = unit * (hid + 1) + h;
  /* the change is computed twice, as the original writes it: the store to
     w may alias oldw, so oldw[idx] is read again */
  w[idx] += ETA * delta[h] * ly[unit] + MOMENTUM * oldw[idx];
  oldw[idx] = ETA * delta[h] * ly[unit] + MOMENTUM * oldw[idx];
  __syncthreads();
  if (ty == 0 && by == 0) {
    w[h] += ETA * delta[h] + MOMENTUM * oldw[h];
    oldw[h] = ETA * delta[h] + MOMENTUM * oldw[h];
  }
}
