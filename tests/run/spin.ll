; A kernel that spins until its word is set, launched on zeros: it never
; ends, and stops at the launch's default cycle limit with a note naming it
; (tests/run/resources.cmake).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @spin(i32* %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %y
  br label %loop
loop:
  %v = load volatile i32, i32* %q, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @spin, !"kernel", i32 1}
