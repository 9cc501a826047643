; ARGS:
; EXPECT: target_missing.ll: error: the module has no target triple
; No triple: hand-written IR must say which machine it is for.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
