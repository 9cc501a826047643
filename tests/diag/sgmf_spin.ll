; ARGS: --target=sgmf
; EXPECT: kernel 'spin0' does not fit SGMF: no path from its entry reaches a return
; An SGMF kernel that is only an empty infinite loop: its graph would be
; empty, 0 replicas (issue 33: an internal error after encoding).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @spin0(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  br label %loop
}
