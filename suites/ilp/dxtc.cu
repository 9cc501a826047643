// dxtc (ILP study, Table 2: DT): DXT1 (BC1) compression by cluster fit,
// the algorithm of the CUDA SDK's dxtc sample (I. Castano, "High Quality
// DXT Compression using CUDA", NVIDIA, 2007), written as the SDK writes it:
// one CTA of NUM_THREADS threads per 4x4 block, the image block-linear (16
// words a block, as the SDK's host rearranges it), the block index
// blockIdx.x + blockOffset. The first 16 threads load the pixels, each
// computes the block's principal axis (covariance, power iteration) and
// projects its pixel on it, and ranks its pixel among the 16 to sort them;
// then every thread evaluates its share of the ordered partitions of the
// sorted pixels into the palette's clusters (969 four-colour ones, 153
// three-colour ones): least-squares endpoints, rounded to RGB565, and the
// fit's error; a reduction over the CTA picks the least error, and its
// thread writes the block. The SDK computes the partition table on the
// host into global memory; ours is a __device__ table built at compile
// time, read by the same global loads.
#include "vgiw_cuda.h"

#define NUM_THREADS 128
#define NPERM4 969 /* C(19,3): 16 sorted pixels into 4 ordered clusters */
#define NPERM3 153 /* C(18,2): into 3 */

/* A partition is 2 bits a sorted pixel: its cluster, 0 at the first
 * endpoint, counting towards the second. */
struct Partitions {
  unsigned four[NPERM4];
  unsigned three[NPERM3];
  constexpr Partitions() : four(), three() {
    int n = 0, m = 0;
    for (int a = 0; a <= 16; a++)
      for (int b = a; b <= 16; b++) {
        unsigned w = 0;
        for (int i = 0; i < 16; i++)
          w |= (unsigned)((i >= a) + (i >= b)) << (2 * i);
        three[m++] = w;
        for (int c = b; c <= 16; c++) {
          unsigned v = 0;
          for (int i = 0; i < 16; i++)
            v |= (unsigned)((i >= a) + (i >= b) + (i >= c)) << (2 * i);
          four[n++] = v;
        }
      }
  }
};

__device__ Partitions g_partitions;

/* The error of partition PERM of the sorted colours, less the sum of their
 * squares (the same for every partition); cluster c weighs the first
 * endpoint (k - c) * step and the second c * step. The endpoints, rounded
 * to RGB565, go to *start and *end. */
static __device__ __forceinline__ float
evalPartition(const float (*col)[3], unsigned perm, int k, float step,
              unsigned *start, unsigned *end) {
  float a2 = 0.0f, b2 = 0.0f, ab = 0.0f;
  float ax[3] = {0.0f, 0.0f, 0.0f}, bx[3] = {0.0f, 0.0f, 0.0f};
  for (int i = 0; i < 16; i++) {
    int c = (perm >> (2 * i)) & 3;
    float beta = c * step, alpha = (k - c) * step;
    a2 += alpha * alpha;
    b2 += beta * beta;
    ab += alpha * beta;
    for (int ch = 0; ch < 3; ch++) {
      ax[ch] += alpha * col[i][ch];
      bx[ch] += beta * col[i][ch];
    }
  }
  const float scale[3] = {31.0f, 63.0f, 31.0f};
  const int shift[3] = {11, 5, 0};
  float f = 1.0f / (a2 * b2 - ab * ab), error = 0.0f;
  unsigned s = 0, e = 0;
  for (int ch = 0; ch < 3; ch++) {
    float qa = rintf(__saturatef((ax[ch] * b2 - bx[ch] * ab) * f) * scale[ch]);
    float qb = rintf(__saturatef((bx[ch] * a2 - ax[ch] * ab) * f) * scale[ch]);
    s |= (unsigned)qa << shift[ch];
    e |= (unsigned)qb << shift[ch];
    float A = qa / scale[ch], B = qb / scale[ch];
    error += A * A * a2 + B * B * b2 +
             2.0f * (A * B * ab - A * ax[ch] - B * bx[ch]);
  }
  *start = s;
  *end = e;
  return error;
}

/* image: four RGBA8 words a row of each 4x4 block (red in the low byte),
 * 16 words a block; result: two words a block, the endpoints (colour0 in
 * the low half) and the 2-bit indices of pixels 0 to 15. */
extern "C" __global__ void dxtc(const unsigned *image, unsigned *result,
                                int blockOffset) {
  __shared__ float s_col[16][3];
  __shared__ float s_sorted[16][3];
  __shared__ float s_dps[16];
  __shared__ int s_xref[16];
  __shared__ float s_err[NUM_THREADS];
  __shared__ int s_tid[NUM_THREADS];
  const int t = threadIdx.x, bid = blockIdx.x + blockOffset;

  float px[3];
  if (t < 16) {
    unsigned c = image[bid * 16 + t];
    for (int ch = 0; ch < 3; ch++) {
      px[ch] = ((c >> (8 * ch)) & 255) * (1.0f / 255.0f);
      s_col[t][ch] = px[ch];
    }
  }
  __syncthreads();
  if (t < 16) {
    float mean[3] = {0.0f, 0.0f, 0.0f};
    for (int i = 0; i < 16; i++)
      for (int ch = 0; ch < 3; ch++)
        mean[ch] += s_col[i][ch];
    float cov[6] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    for (int i = 0; i < 16; i++) {
      float d0 = s_col[i][0] - mean[0] * (1.0f / 16.0f);
      float d1 = s_col[i][1] - mean[1] * (1.0f / 16.0f);
      float d2 = s_col[i][2] - mean[2] * (1.0f / 16.0f);
      cov[0] += d0 * d0;
      cov[1] += d0 * d1;
      cov[2] += d0 * d2;
      cov[3] += d1 * d1;
      cov[4] += d1 * d2;
      cov[5] += d2 * d2;
    }
    /* the first eigenvector: power iteration from (1, 1, 1), scaled by its
     * largest component */
    float v0 = 1.0f, v1 = 1.0f, v2 = 1.0f;
    for (int it = 0; it < 8; it++) {
      float x = cov[0] * v0 + cov[1] * v1 + cov[2] * v2;
      float y = cov[1] * v0 + cov[3] * v1 + cov[4] * v2;
      float z = cov[2] * v0 + cov[4] * v1 + cov[5] * v2;
      float n = fmaxf(fabsf(x), fmaxf(fabsf(y), fabsf(z)));
      float r = n > 0.0f ? 1.0f / n : 0.0f;
      v0 = x * r;
      v1 = y * r;
      v2 = z * r;
    }
    s_dps[t] = px[0] * v0 + px[1] * v1 + px[2] * v2;
  }
  __syncthreads();
  if (t < 16) {
    float d = s_dps[t];
    int rank = 0;
    for (int j = 0; j < 16; j++)
      rank += s_dps[j] < d || (s_dps[j] == d && j < t);
    for (int ch = 0; ch < 3; ch++)
      s_sorted[rank][ch] = px[ch];
    s_xref[rank] = t;
  }
  __syncthreads();

  float best = 3.402823466e+38f;
  unsigned bestStart = 0, bestEnd = 0, bestPerm = 0, threeColour = 0;
  for (int i = 0; i < (NPERM4 + NUM_THREADS - 1) / NUM_THREADS; i++) {
    int p = t + NUM_THREADS * i;
    if (p >= NPERM4)
      break;
    unsigned perm = g_partitions.four[p], s, e;
    float error = evalPartition(s_sorted, perm, 3, 1.0f / 3.0f, &s, &e);
    if (error < best) {
      best = error;
      bestStart = s;
      bestEnd = e;
      bestPerm = perm;
      threeColour = 0;
    }
  }
  for (int i = 0; i < (NPERM3 + NUM_THREADS - 1) / NUM_THREADS; i++) {
    int p = t + NUM_THREADS * i;
    if (p >= NPERM3)
      break;
    unsigned perm = g_partitions.three[p], s, e;
    float error = evalPartition(s_sorted, perm, 2, 0.5f, &s, &e);
    if (error < best) {
      best = error;
      bestStart = s;
      bestEnd = e;
      bestPerm = perm;
      threeColour = 1;
    }
  }

  /* the least error, the lower thread on a tie (the left half holds the
   * lower threads) */
  s_err[t] = best;
  s_tid[t] = t;
  __syncthreads();
  for (int half = NUM_THREADS / 2; half > 0; half >>= 1) {
    if (t < half && s_err[t + half] < s_err[t]) {
      s_err[t] = s_err[t + half];
      s_tid[t] = s_tid[t + half];
    }
    __syncthreads();
  }

  if (t == s_tid[0]) {
    /* cluster -> palette index: four colours 0, 2, 3, 1 (colour0, 2/3
     * colour0, 1/3 colour0, colour1); three colours 0, 2, 1 (colour0, the
     * mean, colour1) */
    unsigned map = threeColour ? 0x18u : 0x78u, idx = 0;
    for (int i = 0; i < 16; i++) {
      unsigned c = (bestPerm >> (2 * i)) & 3;
      idx |= ((map >> (2 * c)) & 3) << (2 * s_xref[i]);
    }
    unsigned c0 = bestStart, c1 = bestEnd;
    if (!threeColour && c0 < c1) { /* four colours need colour0 > colour1 */
      c0 = bestEnd;
      c1 = bestStart;
      idx ^= 0x55555555u;
    } else if (!threeColour && c0 == c1) {
      idx = 0; /* equal endpoints read as three colours: colour0 everywhere */
    } else if (threeColour && c0 > c1) { /* three need colour0 <= colour1 */
      c0 = bestEnd;
      c1 = bestStart;
      idx ^= ~(idx >> 1) & 0x55555555u; /* 0 <-> 1, 2 stays */
    }
    result[2 * bid] = c0 | c1 << 16;
    result[2 * bid + 1] = idx;
  }
}
