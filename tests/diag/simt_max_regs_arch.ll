; ARGS: --target=simt --emit=asm -A simt.sm.max-regs-per-thread=4
; EXPECT: simt.sm.max-regs-per-thread
; The machine's register cap is at least 16, like --maxrregcount.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  store float 1.0, float* %p
  ret void
}
