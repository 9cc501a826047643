; ARGS: --target=simt --emit=asm --run --check --grid=1 --block=32
; EXPECT: clock_simt.ll:9: error: --check: a clock() value is stored through a module global, which the check cannot trace to a buffer of the launch
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@last = addrspace(1) global i64 0, align 8
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
define void @k() {
  %t = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %t, i64* addrspacecast (i64 addrspace(1)* @last to i64*), align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void ()* @k, !"kernel", i32 1}
; SIMT reads the SM's cycle counter (ops.def's CLOCK), the reference its
; own count of instructions: --check leaves out a parameter's buffer that
; holds clock() values (reference/ref_timing.c), but a module global's
; value it cannot attribute, so it refuses at the store.
