// dxtc (ILP study, Table 2: DT): DXT1 (BC1) compression of an RGBA8 image,
// one thread per pixel, 16 threads per 4x4 block, 8 blocks per 128-thread
// CTA. The pixels go to __shared__ memory; each block's first thread picks
// the endpoints (per-channel bounding box inset by 1/16 of its extent,
// quantised to RGB565, the larger first for the four-colour mode); every
// thread picks the nearest of the four palette colours for its pixel; the
// first thread packs the 2-bit indices. Integer arithmetic throughout.
#include "vgiw_cuda.h"

#define TB 128
#define BLOCKS_PER_CTA (TB / 16)

static __device__ __forceinline__ unsigned to565(int r, int g, int b) {
  return (unsigned)((r >> 3) << 11 | (g >> 2) << 5 | (b >> 3));
}

/* RGB565 back to 8-bit channels, replicating the top bits. */
static __device__ __forceinline__ void from565(unsigned c, int *r, int *g,
                                               int *b) {
  int r5 = (c >> 11) & 31, g6 = (c >> 5) & 63, b5 = c & 31;
  *r = r5 << 3 | r5 >> 2;
  *g = g6 << 2 | g6 >> 4;
  *b = b5 << 3 | b5 >> 2;
}

/* image: width x height RGBA8 words (red in the low byte), width and
 * height multiples of 4; out: two words per 4x4 block (endpoints, then
 * the indices), blocks in row-major order. */
extern "C" __global__ void dxtc(const unsigned *image, unsigned *out,
                                int width, int height) {
  __shared__ unsigned s_px[TB];
  __shared__ int s_pal[BLOCKS_PER_CTA][4][3];
  __shared__ unsigned s_idx[TB];
  int t = threadIdx.x, lb = t >> 4, p = t & 15;
  int bpr = width >> 2, nblocks = bpr * (height >> 2);
  int gb = blockIdx.x * BLOCKS_PER_CTA + lb;
  bool live = gb < nblocks;
  int bx = gb % bpr, by = gb / bpr;
  if (live)
    s_px[t] = image[(by * 4 + (p >> 2)) * width + bx * 4 + (p & 3)];
  __syncthreads();
  unsigned c0 = 0, c1 = 0;
  if (live && p == 0) {
    int lo[3] = {255, 255, 255}, hi[3] = {0, 0, 0};
    for (int q = 0; q < 16; q++) {
      unsigned px = s_px[t + q];
      for (int ch = 0; ch < 3; ch++) {
        int v = (px >> (8 * ch)) & 255;
        lo[ch] = min(lo[ch], v);
        hi[ch] = max(hi[ch], v);
      }
    }
    for (int ch = 0; ch < 3; ch++) {
      int inset = (hi[ch] - lo[ch]) >> 4;
      lo[ch] += inset;
      hi[ch] -= inset;
    }
    c0 = to565(hi[0], hi[1], hi[2]);
    c1 = to565(lo[0], lo[1], lo[2]);
    if (c0 < c1) {
      unsigned s = c0;
      c0 = c1;
      c1 = s;
    }
    int e0[3], e1[3];
    from565(c0, &e0[0], &e0[1], &e0[2]);
    from565(c1, &e1[0], &e1[1], &e1[2]);
    for (int ch = 0; ch < 3; ch++) {
      s_pal[lb][0][ch] = e0[ch];
      s_pal[lb][1][ch] = e1[ch];
      s_pal[lb][2][ch] = (2 * e0[ch] + e1[ch]) / 3;
      s_pal[lb][3][ch] = (e0[ch] + 2 * e1[ch]) / 3;
    }
  }
  __syncthreads();
  if (live) {
    unsigned px = s_px[t];
    int best = 0, best_d = 0x7fffffff;
    for (int k = 0; k < 4; k++) {
      int d = 0;
      for (int ch = 0; ch < 3; ch++) {
        int e = (int)((px >> (8 * ch)) & 255) - s_pal[lb][k][ch];
        d += e * e;
      }
      if (d < best_d) {
        best_d = d;
        best = k;
      }
    }
    s_idx[t] = (unsigned)best;
  }
  __syncthreads();
  if (live && p == 0) {
    unsigned bits = 0;
    for (int q = 0; q < 16; q++)
      bits |= s_idx[t + q] << (2 * q);
    if (c0 == c1)
      bits = 0; /* a flat block: colour 0 everywhere */
    out[2 * gb] = c0 | c1 << 16;
    out[2 * gb + 1] = bits;
  }
}
