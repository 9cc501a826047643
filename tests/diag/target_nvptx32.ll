; ARGS:
; EXPECT: target_nvptx32.ll:5: error: target triple 'nvptx-nvidia-cuda' is not a machine's
; 32-bit NVPTX.
target datalayout = "e-i64:64"
target triple = "nvptx-nvidia-cuda"
define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
