; ARGS:
; EXPECT: aspace_param.ll:6: error: kernel 'k': parameter 'p' points into address space 42
; EXPECT: aspace_param.ll:7: error: address space 42 is not one of the machines'
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 addrspace(42)* %p) {
  store i32 1, i32 addrspace(42)* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(42)*)* @k, !"kernel", i32 1}
; An address space the machines lack was encoded and then refused by the
; .cfg decoder (an internal error); it is the front end's refusal now.
