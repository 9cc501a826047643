; ARGS:
; EXPECT: no kernel
; Only a device function: no nvvm.annotations "kernel", no ptx_kernel or
; spir_kernel calling convention.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @scale(float %x) {
  %y = fmul float %x, 2.000000e+00
  ret float %y
}
