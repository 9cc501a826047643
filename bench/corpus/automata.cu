// Cellular automata and grid updates: Conway's life with wrap-around
// (modulo) neighbours, a 1-D elementary automaton with the rule in a
// constant, a lattice relaxation on bytes, and a flood-fill step.
#include <cuda_runtime.h>

__constant__ unsigned char c_rule;

extern "C" __global__ void life_step(const unsigned char *cur, unsigned char *next, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int alive = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx || dy) alive += cur[((y + dy + h) % h) * w + (x + dx + w) % w];
  unsigned char c = cur[y * w + x];
  next[y * w + x] = (alive == 3 || (c && alive == 2)) ? 1 : 0;
}

extern "C" __global__ void rule_1d(const unsigned char *cur, unsigned char *next, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int l = cur[(i + n - 1) % n], c = cur[i], r = cur[(i + 1) % n];
  next[i] = (c_rule >> (l << 2 | c << 1 | r)) & 1;
}

extern "C" __global__ void flood_step(const unsigned char *wall, int *dist, int *changed, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h || wall[y * w + x]) return;
  int d = dist[y * w + x];
  int best = d;
  if (x > 0) best = min(best, dist[y * w + x - 1] + 1);
  if (x < w - 1) best = min(best, dist[y * w + x + 1] + 1);
  if (y > 0) best = min(best, dist[(y - 1) * w + x] + 1);
  if (y < h - 1) best = min(best, dist[(y + 1) * w + x] + 1);
  if (best < d) { dist[y * w + x] = best; *changed = 1; }
}

extern "C" __global__ void sandpile_topple(int *grid, int *spill, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int v = grid[y * w + x];
  if (v >= 4) {
    atomicSub(&grid[y * w + x], 4);
    if (x > 0) atomicAdd(&grid[y * w + x - 1], 1); else atomicAdd(spill, 1);
    if (x < w - 1) atomicAdd(&grid[y * w + x + 1], 1); else atomicAdd(spill, 1);
    if (y > 0) atomicAdd(&grid[(y - 1) * w + x], 1); else atomicAdd(spill, 1);
    if (y < h - 1) atomicAdd(&grid[(y + 1) * w + x], 1); else atomicAdd(spill, 1);
  }
}

// launch life_step: --grid=2,2 --block=16,16 --arg=buf:i8:1024:const:1 --arg=buf:i8:1024:zero --arg=32 --arg=32
