// BFS (Rodinia, VGIW paper Table 2: Kernel, Kernel2): one level of a
// level-synchronous breadth-first search over a graph in compressed sparse
// row form, a thread per node. Kernel expands the frontier (mask): each
// frontier node leaves the frontier and gives its unvisited neighbours the
// cost one above its own, marking them in updating. Kernel2 turns the
// marked nodes into the next frontier, marks them visited and raises the
// flag that another level is needed. Flags are bytes (C++ bool).
#include "vgiw_cuda.h"

extern "C" __global__ void bfs_kernel(const int *start, const int *degree,
                                      const int *edges, char *mask,
                                      char *updating, const char *visited,
                                      int *cost, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n || !mask[id])
    return;
  mask[id] = 0;
  int first = start[id], end = start[id] + degree[id];
  for (int e = first; e < end; e++) {
    int nb = edges[e];
    if (!visited[nb]) {
      cost[nb] = cost[id] + 1;
      updating[nb] = 1;
    }
  }
}

extern "C" __global__ void bfs_kernel2(char *mask, char *updating,
                                       char *visited, char *again, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n || !updating[id])
    return;
  mask[id] = 1;
  visited[id] = 1;
  *again = 1;
  updating[id] = 0;
}
