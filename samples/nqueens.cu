// nqueens: each thread fixes rows 0-1 and counts completions by backtracking in a private array (stays local memory); a __noinline__ helper returns a struct.
#include "vgiw_cuda.h"

#define MAXN 12

struct Board {
  int pos[MAXN]; /* pos[r] = column of the queen in row r */
};

struct Move {
  int col;   /* first safe column >= start, or n if none */
  int tried; /* columns examined */
};

/* Kept out of line on purpose: vgiwcc must inline it (VGIW has no calls). */
static __device__ __noinline__ Move next_move(const int *pos, int row,
                                              int start, int n) {
  Move m;
  m.tried = 0;
  for (m.col = start; m.col < n; m.col++) {
    bool ok = true;
    m.tried++;
    for (int r = 0; r < row && ok; r++) {
      int d = pos[r] - m.col;
      ok = d != 0 && d != row - r && d != r - row;
    }
    if (ok)
      break;
  }
  return m;
}

/* counts[t]: solutions found by thread t; first[t]: its first solution
 * (a struct copy); total: nodes visited by all threads (64-bit atomic). */
extern "C" __global__ void nqueens(int n, unsigned *counts, Board *first,
                                   unsigned long long *total) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  Board b = {};
  int *pos = b.pos;
  unsigned found = 0;
  unsigned long long nodes = 0;
  int c0 = tid % n, c1 = tid / n;
  if (n >= 3 && n <= MAXN && c1 < n) {
    pos[0] = c0;
    if (next_move(pos, 1, c1, c1 + 1).col == c1) {
      pos[1] = c1;
      int row = 2;
      pos[2] = -1;
      while (row >= 2) {
        Move m = next_move(pos, row, pos[row] + 1, n);
        nodes += (unsigned long long)m.tried + 1;
        if (m.col < n) {
          pos[row] = m.col;
          if (row < n - 1) {
            row++;
            pos[row] = -1;
          } else if (++found == 1) {
            first[tid] = b;
          }
        } else {
          row--;
        }
      }
    }
  }
  counts[tid] = found;
  atomicAdd(total, nodes);
}
