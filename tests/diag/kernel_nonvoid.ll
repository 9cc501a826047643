; ARGS:
; EXPECT: kernel_nonvoid.ll:8: error: kernel 'k' returns a value: a kernel returns void
; A kernel that returns a value is refused at its definition.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CUDA kernels return void
define i32 @k(i32* %o) {
  store i32 1, i32* %o, align 4
  ret i32 0
}

!nvvm.annotations = !{!0}
!0 = !{i32 (i32*)* @k, !"kernel", i32 1}
