// vecadd_opencl: OpenCL C vector add with a work-group tile in __local memory, barrier, group/local ids and a mad (llvm.fmuladd).
#define TILE 64

__kernel __attribute__((reqd_work_group_size(TILE, 1, 1)))
void vecadd_opencl(__global const float *a, __global const float *b,
                   __global float *c, __global float *group_sums,
                   float alpha, int n) {
  __local float tile[TILE];
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);
  size_t grp = get_group_id(0);
  tile[lid] = gid < (size_t)n ? a[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  /* each work item adds its right neighbour's element of a (rotated in the tile) */
  float left = tile[(lid + 1) % get_local_size(0)];
  if (gid < (size_t)n)
    c[gid] = alpha * left + b[gid];
  if (lid == 0) {
    float s = 0.0f;
    for (int k = 0; k < TILE; k++)
      s += tile[k];
    group_sums[grp] = s / (float)get_num_groups(0);
  }
}
