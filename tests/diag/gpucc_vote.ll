; ARGS: --target=gpucc
; EXPECT: not supported on GPU-CC
; EXPECT: warp vote
; EXPECT: k_vote
; A warp vote (__ballot_sync) has no meaning on GPU-CC.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_vote(float* %in, i32* %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds float, float* %in, i64 %idx
  %x = load float, float* %pin, align 4
  %pos = fcmp ogt float %x, 0.000000e+00
  %mask = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %pos)
  %pout = getelementptr inbounds i32, i32* %out, i64 %idx
  store i32 %mask, i32* %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0

attributes #0 = { convergent inaccessiblememonly nounwind }
attributes #1 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32*)* @k_vote, !"kernel", i32 1}
