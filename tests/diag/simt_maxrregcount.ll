; ARGS: --target=simt --emit=asm --maxrregcount=8
; EXPECT: --maxrregcount wants at least 16 registers, not 8
; nvcc's floor: fewer registers than 16 are refused, not silently raised.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  store float 1.0, float* %p
  ret void
}
