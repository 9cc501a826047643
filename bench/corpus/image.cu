// Image kernels on packed pixels: RGBA (uchar4) to luminance, a Sobel edge
// magnitude, a box blur templated on the pixel type, gamma correction with
// powf, and a threshold into a bitmask with byte stores.
#include <cuda_runtime.h>

struct Image { unsigned char *data; int width, height, stride; };

extern "C" __global__ void rgba_to_gray(const uchar4 *rgba, unsigned char *gray, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  uchar4 p = rgba[y * w + x];
  gray[y * w + x] = (unsigned char)(0.299f * p.x + 0.587f * p.y + 0.114f * p.z + 0.5f);
}

extern "C" __global__ void sobel(Image in, Image out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= in.width - 1 || y >= in.height - 1) return;
  const unsigned char *p = in.data + (long)y * in.stride + x;
  int gx = -p[-in.stride - 1] + p[-in.stride + 1] - 2 * p[-1] + 2 * p[1] - p[in.stride - 1] + p[in.stride + 1];
  int gy = -p[-in.stride - 1] - 2 * p[-in.stride] - p[-in.stride + 1] + p[in.stride - 1] + 2 * p[in.stride] + p[in.stride + 1];
  out.data[(long)y * out.stride + x] = (unsigned char)min(255, (int)sqrtf((float)(gx * gx + gy * gy)));
}

template <typename P>
__global__ void box_blur(const P *in, P *out, int w, int h, int r) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float acc = 0; int cnt = 0;
  for (int dy = -r; dy <= r; ++dy)
    for (int dx = -r; dx <= r; ++dx) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < w && yy < h) { acc += (float)in[yy * w + xx]; ++cnt; }
    }
  out[y * w + x] = (P)(acc / cnt);
}

extern "C" __global__ void gamma_correct(float4 *px, int n, float g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 p = px[i];
  p.x = powf(p.x, g); p.y = powf(p.y, g); p.z = powf(p.z, g);
  px[i] = p;
}

extern "C" __global__ void threshold_bits(const unsigned char *gray, unsigned *bits, int n, unsigned char t) {
  int word = blockIdx.x * blockDim.x + threadIdx.x;
  if (word * 32 >= n) return;
  unsigned m = 0;
  for (int b = 0; b < 32 && word * 32 + b < n; ++b) m |= (unsigned)(gray[word * 32 + b] > t) << b;
  bits[word] = m;
}

template __global__ void box_blur<float>(const float *, float *, int, int, int);
template __global__ void box_blur<unsigned char>(const unsigned char *, unsigned char *, int, int, int);
template __global__ void box_blur<unsigned short>(const unsigned short *, unsigned short *, int, int, int);

// launch rgba_to_gray: --grid=2,2 --block=16,16 --arg=buf:i32:900:rand:1 --arg=buf:i8:900:zero --arg=30 --arg=30
// launch _Z8box_blurIhEvPKT_PS0_iii: --grid=2,2 --block=16,16 --arg=buf:i8:900:rand:3 --arg=buf:i8:900:zero --arg=30 --arg=30 --arg=1
// launch threshold_bits: --grid=1 --block=32 --arg=buf:i8:1000:rand:2 --arg=buf:i32:32:zero --arg=1000 --arg=128
