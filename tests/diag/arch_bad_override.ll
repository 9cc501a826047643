; ARGS: -A vgiw.grid.colz=14
; EXPECT: vgiw.grid.colz
; An override naming a parameter that does not exist is an error.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  ret void
}
