// Graph traversal over a CSR graph: a level-synchronous BFS with byte masks
// (two kernels per level), a frontier-queue BFS with an atomic queue tail,
// and connected-component label propagation with atomicMin.
#include <cuda_runtime.h>

struct CSR { const int *row_ptr; const int *cols; int n; };

extern "C" __global__ void bfs_expand(CSR g, unsigned char *frontier, unsigned char *next, unsigned char *visited, int *cost) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.n || !frontier[v]) return;
  frontier[v] = 0;
  for (int e = g.row_ptr[v]; e < g.row_ptr[v + 1]; ++e) {
    int u = g.cols[e];
    if (!visited[u]) { cost[u] = cost[v] + 1; next[u] = 1; }
  }
}

extern "C" __global__ void bfs_update(unsigned char *frontier, unsigned char *next, unsigned char *visited, int *changed, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && next[v]) { frontier[v] = 1; visited[v] = 1; *changed = 1; next[v] = 0; }
}

extern "C" __global__ void bfs_queue(const int *row_ptr, const int *cols, const int *in_q, int in_len,
                                     int *out_q, int *out_len, int *level, int depth) {
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < in_len; t += blockDim.x * gridDim.x) {
    int v = in_q[t];
    for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
      int u = cols[e];
      if (atomicCAS(&level[u], -1, depth + 1) == -1) out_q[atomicAdd(out_len, 1)] = u;
    }
  }
}

extern "C" __global__ void cc_propagate(const int *row_ptr, const int *cols, int *label, int *changed, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  int mine = label[v];
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    int other = label[cols[e]];
    if (other < mine) { atomicMin(&label[v], other); *changed = 1; }
  }
}

// launch bfs_update: --grid=2 --block=64 --arg=buf:i8:128:zero --arg=buf:i8:128:rand:1 --arg=buf:i8:128:zero --arg=buf:i32:1:zero --arg=100
