; ARGS:
; EXPECT: inline asm
; EXPECT: k_asm
; Inline PTX assembly (here: reading %laneid) cannot be compiled for VGIW.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_asm(i32* %p) {
  %lane = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %idx
  store i32 %lane, i32* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k_asm, !"kernel", i32 1}
