; ARGS: --target=vgiw
; EXPECT: clock_vgiw.ll:7: error: clock()/clock64() (llvm.nvvm.read.ptx.sreg.clock64) is not supported on VGIW: a thread's operations fire as their operands arrive
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
define void @k(i64* %p) {
  %t = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %t, i64* %p, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @k, !"kernel", i32 1}
; The CUDA samples' clock kernel times blocks with clock(): the dataflow
; machines refuse it naming themselves (front/intrinsics.c).
