; ARGS: --target=simt --emit=asm
; EXPECT: aspace_cast.ll:8: error: address space 2 is not one of the machines'
; COUNT: 1 error:
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p) {
  %q = addrspacecast i32* %p to i32 addrspace(2)*
  %v = load i32, i32 addrspace(2)* %q, align 4
  store i32 %v, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
; NVPTX has no address space 2: a load through it is refused at its line.
