; ARGS: -A "vgiw.unit.SCU.ops=sdiv udiv srem urem fdiv"
; EXPECT: operation 'fsqrt' is not supported by any unit of the architecture
; EXPECT: kernel 'k_sqrt'
; An architecture whose special units lack square roots cannot run this.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sqrt.f32(float)

define ptx_kernel void @k_sqrt(float* %p) {
  %x = load float, float* %p
  %y = call float @llvm.sqrt.f32(float %x)
  store float %y, float* %p
  ret void
}
