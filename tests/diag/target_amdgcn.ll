; ARGS:
; EXPECT: target_amdgcn.ll:5: error: target triple 'amdgcn-amd-amdhsa' is not a machine's
; Another GPU's code: its address spaces and intrinsics are not NVPTX's.
target datalayout = "e-i64:64"
target triple = "amdgcn-amd-amdhsa"
define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
