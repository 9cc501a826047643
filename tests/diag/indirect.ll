; ARGS:
; EXPECT: indirect call
; EXPECT: k_indirect
; A call through a function pointer passed as a kernel parameter.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_indirect(float (float)* %fn, float* %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds float, float* %p, i64 %idx
  %x = load float, float* %q, align 4
  %y = call float %fn(float %x)
  store float %y, float* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (float (float)*, float*)* @k_indirect, !"kernel", i32 1}
