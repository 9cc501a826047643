// Dynamic programming in the style of sequence alignment and path finding:
// an anti-diagonal wavefront over a shared-memory score tile
// (Needleman-Wunsch-like), a min-cost row-by-row path step with a pyramid
// of iterations in shared memory, and a longest-common-subsequence
// diagonal kernel.
#include <cuda_runtime.h>

#define NB 16
extern "C" __global__ void align_tile(int *score, const int *subst, int n, int penalty, int bx, int by) {
  __shared__ int t[NB + 1][NB + 1], ref[NB][NB];
  int tx = threadIdx.x;
  int ox = bx * NB, oy = by * NB;
  for (int r = 0; r < NB; ++r) ref[r][tx] = subst[(oy + r + 1) * (n + 1) + ox + tx + 1];
  t[tx + 1][0] = score[(oy + tx + 1) * (n + 1) + ox];
  t[0][tx + 1] = score[oy * (n + 1) + ox + tx + 1];
  if (tx == 0) t[0][0] = score[oy * (n + 1) + ox];
  __syncthreads();
  for (int d = 0; d < 2 * NB - 1; ++d) {
    int r = d - tx;
    if (r >= 0 && r < NB) {
      int c = tx;
      t[r + 1][c + 1] = max(max(t[r][c] + ref[r][c], t[r][c + 1] - penalty), t[r + 1][c] - penalty);
    }
    __syncthreads();
  }
  for (int r = 0; r < NB; ++r) score[(oy + r + 1) * (n + 1) + ox + tx + 1] = t[r + 1][tx + 1];
}

extern "C" __global__ void path_step(const int *wall, const int *prev, int *next, int cols, int row) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols) return;
  int best = prev[c];
  if (c > 0) best = min(best, prev[c - 1]);
  if (c < cols - 1) best = min(best, prev[c + 1]);
  next[c] = best + wall[row * cols + c];
}

extern "C" __global__ void lcs_diagonal(const char *a, const char *b, int *L, int n, int m, int diag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1, j = diag - i + 1;
  if (i > n || j < 1 || j > m) return;
  int w = m + 1;
  L[i * w + j] = a[i - 1] == b[j - 1] ? L[(i - 1) * w + j - 1] + 1 : max(L[(i - 1) * w + j], L[i * w + j - 1]);
}

// launch path_step: --grid=1 --block=64 --arg=buf:i32:640:rand:1 --arg=buf:i32:64:seq --arg=buf:i32:64:zero --arg=64 --arg=3
// launch align_tile: --grid=1 --block=16 --arg=buf:i32:289:seq --arg=buf:i32:289:rand:2 --arg=16 --arg=1 --arg=0 --arg=0
