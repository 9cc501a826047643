; ARGS:
; EXPECT: parameter 'v' of type 'i128' is not supported
; A kernel parameter of 128 bits has no launch argument form: refused.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k_param(i128 %v, i64* %p) {
  %t = trunc i128 %v to i64
  store i64 %t, i64* %p, align 8
  ret void
}
