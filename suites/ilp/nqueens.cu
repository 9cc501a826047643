// nqueens (ILP study, Table 2: NQU): count the solutions of the n-queens
// problem. Thread idx fixes the first `fixed` rows from the base-n digits
// of idx (threads past n^fixed, or whose prefix attacks itself, do
// nothing: the guard `if (idx < total_conditions)` of the study's kernel)
// and completes the board by depth-first backtracking on bit masks
// (columns and both diagonals). Each thread's stack lives in __shared__
// memory, 15 KB per 96-thread block as in the study, which is what limits
// the blocks per SM.
#include "vgiw_cuda.h"

#define TB 96        /* threads per block */
#define MAXDEPTH 10  /* rows a thread searches: n - fixed <= MAXDEPTH */

/* counts[idx]: solutions under thread idx's prefix; total[0]: all of them. */
extern "C" __global__ void nqueens(int n, int fixed, unsigned *counts,
                                   unsigned *total) {
  __shared__ unsigned s_avail[MAXDEPTH][TB];
  __shared__ unsigned s_cols[MAXDEPTH][TB];
  __shared__ unsigned s_ld[MAXDEPTH][TB];
  __shared__ unsigned s_rd[MAXDEPTH][TB];
  int t = threadIdx.x;
  int idx = blockIdx.x * blockDim.x + t;
  int conditions = 1;
  for (int r = 0; r < fixed; r++)
    conditions *= n;
  int rows = n - fixed;
  if (blockDim.x > TB || rows < 1 || rows > MAXDEPTH || n > 31 ||
      idx >= conditions)
    return;

  unsigned all = (1u << n) - 1;
  unsigned cols = 0, ld = 0, rd = 0;
  bool ok = true;
  int v = idx;
  for (int r = 0; r < fixed; r++) {
    unsigned bit = 1u << (v % n);
    v /= n;
    if ((cols | ld | rd) & bit)
      ok = false;
    cols |= bit;
    ld = ((ld | bit) << 1) & all;
    rd = (rd | bit) >> 1;
  }
  unsigned found = 0;
  if (ok) {
    int depth = 0;
    s_cols[0][t] = cols;
    s_ld[0][t] = ld;
    s_rd[0][t] = rd;
    s_avail[0][t] = all & ~(cols | ld | rd);
    while (depth >= 0) {
      unsigned avail = s_avail[depth][t];
      if (avail == 0) {
        depth--;
        continue;
      }
      unsigned bit = avail & (0u - avail); /* lowest free column */
      s_avail[depth][t] = avail ^ bit;
      if (depth == rows - 1) {
        found++;
        continue;
      }
      unsigned c = s_cols[depth][t] | bit;
      unsigned l = ((s_ld[depth][t] | bit) << 1) & all;
      unsigned r = (s_rd[depth][t] | bit) >> 1;
      depth++;
      s_cols[depth][t] = c;
      s_ld[depth][t] = l;
      s_rd[depth][t] = r;
      s_avail[depth][t] = all & ~(c | l | r);
    }
  }
  counts[idx] = found;
  atomicAdd(total, found);
}
