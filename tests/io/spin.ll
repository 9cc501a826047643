; A kernel that never ends while its flag is 0: the signal test's long run.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @spin(i32* %flag) {
entry:
  br label %loop
loop:
  %v = load volatile i32, i32* %flag, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %loop, label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @spin, !"kernel", i32 1}
