// BFS (Rodinia, VGIW paper Table 2: Kernel, Kernel2): one level of a
// level-synchronous breadth-first search over a graph in compressed sparse
// row form (a node is its first edge and its edge count, an array of
// structs as the original), a thread per node, blocks of 512 threads as
// the original's MAX_THREADS_PER_BLOCK. Kernel expands the frontier (mask): each
// frontier node leaves the frontier and gives its unvisited neighbours the
// cost one above its own, marking them in updating. Kernel2 turns the
// marked nodes into the next frontier, marks them visited and raises the
// flag that another level is needed. Flags are bytes (C++ bool).
#include "vgiw_cuda.h"

/* a node's edges: edges[starting .. starting + no_of_edges - 1] */
struct Node {
  int starting;
  int no_of_edges;
};

extern "C" __global__ void bfs_kernel(const Node *nodes, const int *edges,
                                      char *mask, char *updating,
                                      const char *visited, int *cost, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n && mask[id]) {
    mask[id] = 0;
    /* the bound is read every iteration, as the original reads it: the
       stores through cost and updating may alias the nodes */
    for (int e = nodes[id].starting;
         e < nodes[id].starting + nodes[id].no_of_edges; e++) {
      int nb = edges[e];
      if (!visited[nb]) {
        cost[nb] = cost[id] + 1;
        updating[nb] = 1;
      }
    }
  }
}

extern "C" __global__ void bfs_kernel2(char *mask, char *updating,
                                       char *visited, char *again, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n && updating[id]) {
    mask[id] = 1;
    visited[id] = 1;
    *again = 1;
    updating[id] = 0;
  }
}
