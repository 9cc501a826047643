; ARGS:
; EXPECT: aspace_global.ll:5: error: global 'g' is in address space 42, which holds no globals
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(42) global i32 0, align 4
define void @k(i32* %p) {
  %v = load i32, i32 addrspace(42)* @g, align 4
  store i32 %v, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
