; ARGS:
; Two kernels, one with recursion (refused while canonicalising) and one
; with a call to an undefined function (refused in translation): both are
; reported in one run, each at its line of this file.
; THEN: several_kernels.ll:33: error: recursion: 'fib' calls itself
; THEN: several_kernels.ll:40: error: call to undefined function 'ext'
; COUNT: 2 error:
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

define void @k_ext(i32* %p) {
  %n = load i32, i32* %p, align 4
  %x = call i32 @ext(i32 %n)
  store i32 %x, i32* %p, align 4
  ret void
}

declare i32 @ext(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }
attributes #1 = { noinline nounwind }

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*)* @k_fib, !"kernel", i32 1}
!1 = !{void (i32*)* @k_ext, !"kernel", i32 1}
