; The largest local frame a thread may have (524288 bytes): a valid file
; whose local memory over a VGIW tile of 8 x 1024 threads is 4 GiB
; (tests/run/resources.cmake).
target triple = "nvptx64-nvidia-cuda"
define void @bigloc(i32* %out) {
  %a = alloca [131072 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = zext i32 %t to i64
  %p = getelementptr inbounds [131072 x i32], [131072 x i32]* %a, i64 0, i64 %y
  store volatile i32 %t, i32* %p, align 4
  %v = load volatile i32, i32* %p, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %y
  store i32 %v, i32* %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @bigloc, !"kernel", i32 1}
