; ARGS: --target=gpucc
; EXPECT: not supported on GPU-CC
; EXPECT: bar.warp.sync
; EXPECT: k_warpsync
; __syncwarp (llvm.nvvm.bar.warp.sync) has no meaning on GPU-CC.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_warpsync(i32* %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %idx
  store i32 1, i32* %q, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.bar.warp.sync(i32) #0

attributes #0 = { convergent nounwind }
attributes #1 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k_warpsync, !"kernel", i32 1}
