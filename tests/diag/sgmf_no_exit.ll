; ARGS: --target=sgmf
; EXPECT: kernel 'spin' does not fit SGMF: no path from its entry reaches a return
; An SGMF kernel that loops forever storing: its graph would have no exit
; (issue 33: the encoder wrote a .cfg its own decoder rejected).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @spin(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %q = getelementptr i32, i32* %p, i32 %i
  store volatile i32 %i, i32* %q
  %next = add i32 %i, 1
  br label %loop
}
