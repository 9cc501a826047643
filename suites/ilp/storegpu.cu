// storegpu (ILP study, Table 2: STO): StoreGPU-style chunk hashing. Each
// thread computes the MD5 digest (RFC 1321) of one 128-byte chunk of the
// input: two 64-byte blocks and the padding block. A block of 128 threads
// first stages its 128 chunks (16 KB) in __shared__ memory with coalesced
// loads, word-major so that the threads' reads of one message word hit
// different banks; the shared memory caps the blocks per SM, as in the
// study.
#include "vgiw_cuda.h"

#define TB 128          /* threads (chunks) per block */
#define CHUNK_WORDS 32  /* 128-byte chunks */

/* RFC 1321: T[i] = floor(2^32 * |sin(i + 1)|) */
__constant__ unsigned md5_t[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a,
    0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
    0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
    0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
    0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
    0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
    0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
    0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
    0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
/* per-round rotation amounts, indexed by round * 4 + step % 4 */
__constant__ unsigned char md5_s[16] = {7, 12, 17, 22, 5, 9,  14, 20,
                                        4, 11, 16, 23, 6, 10, 15, 21};

/* One MD5 compression of h[0..3] with message words w0[16 * t] (w0 points
 * into the word-major chunk table), or the padding block of a 128-byte
 * message when w0 is null. */
static __device__ __forceinline__ void md5_block(unsigned h[4],
                                                 const unsigned *w0) {
  unsigned a = h[0], b = h[1], c = h[2], d = h[3];
  for (int i = 0; i < 64; i++) {
    unsigned f;
    int g;
    if (i < 16) {
      f = (b & c) | (~b & d);
      g = i;
    } else if (i < 32) {
      f = (d & b) | (~d & c);
      g = (5 * i + 1) & 15;
    } else if (i < 48) {
      f = b ^ c ^ d;
      g = (3 * i + 5) & 15;
    } else {
      f = c ^ (b | ~d);
      g = (7 * i) & 15;
    }
    unsigned m = w0 ? w0[g * TB] : g == 0 ? 0x80u : g == 14 ? 128u * 8u : 0u;
    f += a + md5_t[i] + m;
    unsigned s = md5_s[(i >> 4) * 4 + (i & 3)];
    a = d;
    d = c;
    c = b;
    b += (f << s) | (f >> (32 - s));
  }
  h[0] += a;
  h[1] += b;
  h[2] += c;
  h[3] += d;
}

/* data: nchunks * 32 words; digest: 4 words per chunk. */
extern "C" __global__ void storegpu(const unsigned *data, unsigned *digest,
                                    int nchunks) {
  __shared__ unsigned s_words[CHUNK_WORDS][TB];
  int t = threadIdx.x;
  int first = blockIdx.x * TB;
  for (int e = t; e < TB * CHUNK_WORDS; e += TB) {
    int chunk = e / CHUNK_WORDS, word = e % CHUNK_WORDS;
    s_words[word][chunk] =
        first + chunk < nchunks ? data[first * CHUNK_WORDS + e] : 0u;
  }
  __syncthreads();
  int idx = first + t;
  if (idx >= nchunks)
    return;
  unsigned h[4] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};
  md5_block(h, &s_words[0][t]);
  md5_block(h, &s_words[16][t]);
  md5_block(h, 0);
  for (int k = 0; k < 4; k++)
    digest[4 * idx + k] = h[k];
}
