; A plain guarded double store, the second to a scalar parameter's address
; (issue 14):
;   __global__ void k(int *a, int *c, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     if (t < n) { a[t] = 1; *c = 1; } }
; The stores may alias, so a join orders the second after the first; on
; GPU-CC that join passes a parameter, not a node's value (the mapper
; aborted on it). Compiled, simulated and compared with the reference on
; every target (tests/run/run.cmake). Launch: tests/run/guarded_stores.launch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @guarded_stores(i32* %a, i32* %c, i32 %n) {
  %b = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %w = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bw = mul i32 %b, %w
  %x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = add i32 %bw, %x
  %in = icmp slt i32 %t, %n
  br i1 %in, label %store, label %done

store:
  %t64 = sext i32 %t to i64
  %p = getelementptr inbounds i32, i32* %a, i64 %t64
  store i32 1, i32* %p, align 4
  store i32 1, i32* %c, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @guarded_stores, !"kernel", i32 1}
