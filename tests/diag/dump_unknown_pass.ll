; ARGS: --dump-after=live,bogus
; EXPECT: unknown pass 'bogus' for --dump-after; the passes of --target=vgiw are schedule, remat, live, dfg, partition, map, assemble, encode
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  ret void
}
