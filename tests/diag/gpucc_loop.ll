; ARGS: --target=gpucc
; EXPECT: loop with unknown trip count
; EXPECT: kernel 'k_loop'
; GPU-CC runs one static network per kernel: a loop whose trip count is
; data dependent cannot be unrolled into it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k_loop(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %q = getelementptr i32, i32* %p, i32 %i
  store i32 %i, i32* %q
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
