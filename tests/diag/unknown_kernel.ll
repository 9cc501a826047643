; ARGS: --kernel=bar
; EXPECT: unknown kernel 'bar'
; EXPECT: foo
; The module has one kernel, foo; the diagnostic lists it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @foo(float* %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %idx
  %x = load float, float* %q, align 4
  %y = fmul float %x, 2.000000e+00
  store float %y, float* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (float*)* @foo, !"kernel", i32 1}
