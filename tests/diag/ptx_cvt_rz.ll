; ARGS:
; EXPECT: inline asm 'cvt.rz.f16.f32' is not supported on VGIW
; EXPECT: k_rz
; COUNT: 1 error:
; Only the exact forms of docs/vgiwcc.md "Inline PTX" are lowered: the same
; conversion rounding toward zero (cvt.rz) keeps the refusal.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_rz(float* %p, i16* %q) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %a = getelementptr inbounds float, float* %p, i64 %idx
  %f = load float, float* %a, align 4
  %h = call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %f)
  %b = getelementptr inbounds i16, i16* %q, i64 %idx
  store i16 %h, i16* %b, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float*, i16*)* @k_rz, !"kernel", i32 1}
