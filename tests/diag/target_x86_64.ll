; ARGS:
; EXPECT: target_x86_64.ll:5: error: target triple 'x86_64-unknown-linux-gnu' is not a machine's
; Host code (the x86-64 half of a CUDA compile) is not device code.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
