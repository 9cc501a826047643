// Integer and bit-manipulation kernels: population counts and leading zeros,
// bit reversal and byte permutes, 64x64 high products and a 128-bit
// accumulator (unsigned __int128), funnel shifts, saturating and
// overflow-checked arithmetic, and a CRC-32 over bytes.
#include <cuda_runtime.h>

extern "C" __global__ void bit_stats(const unsigned *x, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { unsigned v = x[i]; out[4 * i] = __popc(v); out[4 * i + 1] = __clz(v); out[4 * i + 2] = __ffs(v); out[4 * i + 3] = __popcll(((unsigned long long)v << 32) | ~v); }
}

extern "C" __global__ void bit_shuffle(const unsigned *x, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __brev(x[i]) ^ __byte_perm(x[i], 0x01234567u, 0x7531) ^ __funnelshift_l(x[i], x[(i + 1) % n], i & 31);
}

extern "C" __global__ void mul_wide(const unsigned long long *a, const unsigned long long *b, unsigned long long *hi, unsigned long long *lo, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { hi[i] = __umul64hi(a[i], b[i]); lo[i] = a[i] * b[i]; }
}

extern "C" __global__ void acc128(const unsigned long long *a, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned __int128 acc = 0;
  for (int k = 0; k <= i; ++k) acc += (unsigned __int128)a[k] * a[k];
  out[2 * i] = (unsigned long long)acc; out[2 * i + 1] = (unsigned long long)(acc >> 64);
}

extern "C" __global__ void checked_add(const int *a, const int *b, int *sum, unsigned char *ovf, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ovf[i] = __builtin_add_overflow(a[i], b[i], &sum[i]);
}

extern "C" __global__ void saturate_u8(const int *a, unsigned char *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { int v = a[i] >> 20; out[i] = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v); }
}

extern "C" __global__ void crc32_bytes(const unsigned char *data, const int *offs, unsigned *crc, int nchunks) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks) return;
  unsigned r = 0xffffffffu;
  for (int p = offs[c]; p < offs[c + 1]; ++p) {
    r ^= data[p];
    for (int b = 0; b < 8; ++b) r = (r >> 1) ^ (0xEDB88320u & (0u - (r & 1u)));
  }
  crc[c] = ~r;
}

template <typename T>
__global__ void gcd_pairs(const T *a, const T *b, T *g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T x = a[i], y = b[i];
  while (y != 0) { T t = x % y; x = y; y = t; }
  g[i] = x;
}

template __global__ void gcd_pairs<unsigned>(const unsigned *, const unsigned *, unsigned *, int);
template __global__ void gcd_pairs<unsigned long long>(const unsigned long long *, const unsigned long long *, unsigned long long *, int);
template __global__ void gcd_pairs<unsigned short>(const unsigned short *, const unsigned short *, unsigned short *, int);

// launch bit_stats: --grid=1 --block=64 --arg=buf:i32:64:rand:1 --arg=buf:i32:256:zero --arg=64
// launch bit_shuffle: --grid=1 --block=64 --arg=buf:i32:64:rand:2 --arg=buf:i32:64:zero --arg=64
// launch mul_wide: --grid=1 --block=64 --arg=buf:i64:64:rand:3 --arg=buf:i64:64:rand:4 --arg=buf:i64:64:zero --arg=buf:i64:64:zero --arg=64
// launch acc128: --grid=1 --block=32 --arg=buf:i64:32:rand:5 --arg=buf:i64:64:zero --arg=32
// launch checked_add: --grid=1 --block=64 --arg=buf:i32:64:rand:6 --arg=buf:i32:64:rand:7 --arg=buf:i32:64:zero --arg=buf:i8:64:zero --arg=64
// launch _Z9gcd_pairsIjEvPKT_S2_PS0_i: --grid=1 --block=64 --arg=buf:i32:64:rand:8 --arg=buf:i32:64:seq --arg=buf:i32:64:zero --arg=64
