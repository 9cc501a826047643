; ARGS:
; Warp operations in IR without debug info, refused in passes/ after the
; front end: each names its line of this .ll file.
; THEN: shfl_nodebug.ll:15: error: warp shuffle (shfl.idx) is not supported on VGIW
; THEN:   %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
; THEN: shfl_nodebug.ll:16: error: warp vote (vote.ballot) is not supported on VGIW
; THEN: shfl_nodebug.ll:17: error: bar.warp.sync
; COUNT: 3 error:
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_warp(i32* %p, i32 %v) {
entry:
  %c = icmp sgt i32 %v, 0
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %x = add i32 %s, %b
  store i32 %x, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #0
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0
declare void @llvm.nvvm.bar.warp.sync(i32) #0

attributes #0 = { convergent inaccessiblememonly nounwind }

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k_warp, !"kernel", i32 1}
