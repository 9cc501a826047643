; ARGS: --emit=hexx
; EXPECT: unknown --emit kind 'hexx'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  ret void
}
