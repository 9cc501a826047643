; ARGS: --target=gpucc
; EXPECT: recursion
; EXPECT: fib
; EXPECT: GPU-CC has no call stack
; The refusal names the target (GPU-CC here). A recursive device function.  It calls itself twice (not a tail call), so
; neither inlining nor tail-recursion elimination can remove the recursion.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @fib(i32 %n) #1 {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i32 %n

rec:
  %n1 = add nsw i32 %n, -1
  %f1 = call i32 @fib(i32 %n1)
  %n2 = add nsw i32 %n, -2
  %f2 = call i32 @fib(i32 %n2)
  %s = add nsw i32 %f1, %f2
  ret i32 %s
}

define void @k_fib(i32* %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %idx
  %n = load i32, i32* %q, align 4
  %f = call i32 @fib(i32 %n)
  store i32 %f, i32* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }
attributes #1 = { noinline nounwind }

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k_fib, !"kernel", i32 1}
