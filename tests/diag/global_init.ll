; ARGS:
; EXPECT: global_init.ll:10: error: initialiser of global 'tab' is not a plain constant
; EXPECT: @tab = addrspace(1) global
; A global whose initialiser is not a plain constant: the error is at the
; global's line (10), not at the load that uses it (14).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@other = addrspace(1) global i32 7, align 4
@tab = addrspace(1) global [2 x i64] [i64 1, i64 ptrtoint (i32 addrspace(1)* @other to i64)], align 8

define void @k(i64* %o) {
  %p = getelementptr [2 x i64], [2 x i64] addrspace(1)* @tab, i64 0, i64 1
  %v = load i64, i64 addrspace(1)* %p, align 8
  store i64 %v, i64* %o, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @k, !"kernel", i32 1}
