; ARGS: --target=simt --emit=blocks
; EXPECT: --emit=blocks shows the dataflow graphs of --target=vgiw and gpucc; a SIMT program has none
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  store float 1.0, float* %p
  ret void
}
