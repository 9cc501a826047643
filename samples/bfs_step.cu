// bfs_step: one BFS level over a CSR graph (Rodinia-style byte masks); data-dependent edge loop, i8 accesses, urem, volatile flag, __threadfence.
#include "vgiw_cuda.h"

extern "C" __global__ void bfs_step(int n, const int *row_off, const int *cols,
                                    unsigned char *frontier,
                                    unsigned char *next,
                                    const unsigned char *visited, int *levels,
                                    int *changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || !frontier[v])
    return;
  frontier[v] = 0;
  int level = levels[v] + 1;
  for (int e = row_off[v]; e < row_off[v + 1]; e++) {
    /* any column array is a valid graph: ids are reduced modulo n */
    int u = (int)((unsigned)cols[e] % (unsigned)n);
    if (!visited[u]) {
      levels[u] = level;
      next[u] = 1;
      *(volatile int *)changed = 1;
    }
  }
  __threadfence();
}
