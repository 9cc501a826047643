// raytrace (ILP study, Table 2: RAY): one primary ray per pixel through a
// scene of spheres on a ground plane, lit by one point light: nearest hit,
// a shadow ray, Lambert shading, and mirror reflections up to a fixed
// depth. 16x16 blocks on a 2D grid; the scene is in __constant__ memory;
// the pixel is written as packed RGBA8.
#include "vgiw_cuda.h"

#define NSPHERES 6
#define DEPTH 2 /* reflection bounces */

struct Sphere {
  float cx, cy, cz, r;
  float red, green, blue, mirror;
};

__constant__ Sphere scene[NSPHERES] = {
    {0.0f, 1.0f, 6.0f, 1.0f, 0.9f, 0.2f, 0.2f, 0.3f},
    {-2.2f, 0.7f, 7.0f, 0.7f, 0.2f, 0.9f, 0.3f, 0.1f},
    {2.0f, 0.8f, 5.5f, 0.8f, 0.3f, 0.4f, 0.9f, 0.5f},
    {-0.8f, 0.35f, 4.2f, 0.35f, 0.9f, 0.9f, 0.2f, 0.0f},
    {1.0f, 2.6f, 8.0f, 0.9f, 0.8f, 0.8f, 0.8f, 0.7f},
    {-3.5f, 2.0f, 10.0f, 1.5f, 0.6f, 0.3f, 0.8f, 0.2f}};

#define LX (-4.0f) /* the point light */
#define LY 6.0f
#define LZ 1.0f
#define FAR 1e30f

/* Distance along (dx,dy,dz) (unit length) from (ox,oy,oz) to the nearest
 * sphere or the ground plane y = 0, or FAR; *hit: sphere index, NSPHERES
 * for the plane. */
static __device__ __forceinline__ float nearest(float ox, float oy, float oz,
                                                float dx, float dy, float dz,
                                                int *hit) {
  float best = FAR;
  int which = -1;
  for (int s = 0; s < NSPHERES; s++) {
    float px = ox - scene[s].cx, py = oy - scene[s].cy, pz = oz - scene[s].cz;
    float b = px * dx + py * dy + pz * dz;
    float c = px * px + py * py + pz * pz - scene[s].r * scene[s].r;
    float disc = b * b - c;
    if (disc > 0.0f) {
      float q = sqrtf(disc);
      float d = -b - q;
      if (d < 1e-3f)
        d = -b + q;
      if (d > 1e-3f && d < best) {
        best = d;
        which = s;
      }
    }
  }
  if (dy < 0.0f) {
    float d = -oy / dy;
    if (d > 1e-3f && d < best) {
      best = d;
      which = NSPHERES;
    }
  }
  *hit = which;
  return best;
}

static __device__ __forceinline__ unsigned to_byte(float v) {
  v = fminf(fmaxf(v, 0.0f), 1.0f);
  return (unsigned)(v * 255.0f + 0.5f);
}

/* image: width * height packed RGBA8 (red in the low byte). */
extern "C" __global__ void raytrace(unsigned *image, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  /* camera at (0, 1.5, 0) looking along +z, 60-degree-ish field of view */
  float ox = 0.0f, oy = 1.5f, oz = 0.0f;
  float dx = (2.0f * (x + 0.5f) / width - 1.0f) * width / height;
  float dy = 1.0f - 2.0f * (y + 0.5f) / height - 0.2f;
  float dz = 1.6f;
  float inv = 1.0f / sqrtf(dx * dx + dy * dy + dz * dz);
  dx *= inv;
  dy *= inv;
  dz *= inv;

  float rr = 0.0f, gg = 0.0f, bb = 0.0f, weight = 1.0f;
  for (int bounce = 0; bounce <= DEPTH && weight > 0.0f; bounce++) {
    int hit;
    float d = nearest(ox, oy, oz, dx, dy, dz, &hit);
    if (hit < 0) { /* sky */
      float sky = 0.5f + 0.5f * dy;
      rr += weight * 0.4f * sky;
      gg += weight * 0.6f * sky;
      bb += weight * 1.0f * sky;
      break;
    }
    float hx = ox + d * dx, hy = oy + d * dy, hz = oz + d * dz;
    float nx, ny, nz, cr, cg, cb, mirror;
    if (hit == NSPHERES) { /* checkered ground */
      nx = 0.0f;
      ny = 1.0f;
      nz = 0.0f;
      int check = ((int)floorf(hx) + (int)floorf(hz)) & 1;
      cr = cg = cb = check ? 0.9f : 0.3f;
      mirror = 0.2f;
    } else {
      float ir = 1.0f / scene[hit].r;
      nx = (hx - scene[hit].cx) * ir;
      ny = (hy - scene[hit].cy) * ir;
      nz = (hz - scene[hit].cz) * ir;
      cr = scene[hit].red;
      cg = scene[hit].green;
      cb = scene[hit].blue;
      mirror = scene[hit].mirror;
    }
    float lx = LX - hx, ly = LY - hy, lz = LZ - hz;
    float ldist = sqrtf(lx * lx + ly * ly + lz * lz);
    lx /= ldist;
    ly /= ldist;
    lz /= ldist;
    float lambert = nx * lx + ny * ly + nz * lz;
    float light = 0.1f; /* ambient */
    if (lambert > 0.0f) {
      int blocker;
      float sd = nearest(hx, hy, hz, lx, ly, lz, &blocker);
      if (blocker < 0 || sd > ldist)
        light += 0.9f * lambert;
    }
    float w = weight * (1.0f - mirror);
    rr += w * light * cr;
    gg += w * light * cg;
    bb += w * light * cb;
    weight *= mirror;
    float dn = dx * nx + dy * ny + dz * nz; /* reflect about the normal */
    dx -= 2.0f * dn * nx;
    dy -= 2.0f * dn * ny;
    dz -= 2.0f * dn * nz;
    ox = hx;
    oy = hy;
    oz = hz;
  }
  image[y * width + x] =
      to_byte(rr) | to_byte(gg) << 8 | to_byte(bb) << 16 | 0xff000000u;
}
