; ARGS:
; EXPECT: target_ptr32.ll:4: error: datalayout 'e-p:32:32-i64:64' has 32-bit pointers in address space 0
; 32-bit pointers: every address would be cut to 32 bits.
target datalayout = "e-p:32:32-i64:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
