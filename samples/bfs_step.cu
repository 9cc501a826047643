// bfs_step: one BFS level over a CSR graph (Rodinia-style byte masks); data-dependent edge loop, i8 accesses, urem, volatile flag, __threadfence.
// Race-free: every writer of levels[u], next[u] and *changed writes the same value, and no thread reads what another writes.
#include "vgiw_cuda.h"

extern "C" __global__ void bfs_step(int n, int level, const int *row_off, const int *cols,
                                    unsigned char *frontier,
                                    unsigned char *next,
                                    const unsigned char *visited, int *levels,
                                    int *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || !frontier[v])
    return;
  frontier[v] = 0;
  for (int e = row_off[v]; e < row_off[v + 1]; e++) {
    /* any column array is a valid graph: ids are reduced modulo n */
    int u = (int)((unsigned)cols[e] % (unsigned)n);
    if (!visited[u]) {
      levels[u] = level + 1;
      next[u] = 1;
      *(volatile int *)changed = 1;
    }
  }
  __threadfence();
}
