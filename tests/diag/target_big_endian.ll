; ARGS:
; EXPECT: target_big_endian.ll:4: error: datalayout 'E-i64:64-i128:128-v16:16-v32:32-n16:32:64' is big-endian
; A big-endian layout: LLVM would fold constants big-endian, the machines run little-endian.
target datalayout = "E-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
