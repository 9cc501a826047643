; <4 x float> loads, arithmetic and stores (float4-style code, and what
; clang 19 -O3's SLP vectoriser makes of scalar code): canonicalisation
; scalarises them (front/canon.c), so every target runs it per element.
; Run by tests/run/run.cmake.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_vec4(<4 x float>* %a, <4 x float>* %b) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds <4 x float>, <4 x float>* %a, i64 %idx
  %pb = getelementptr inbounds <4 x float>, <4 x float>* %b, i64 %idx
  %va = load <4 x float>, <4 x float>* %pa, align 16
  %vb = load <4 x float>, <4 x float>* %pb, align 16
  %vs = fadd <4 x float> %va, %vb
  %vm = fmul <4 x float> %vs, <float 2.0, float 2.0, float 2.0, float 2.0>
  store <4 x float> %vm, <4 x float>* %pa, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nofree nosync nounwind readnone speculatable }

!nvvm.annotations = !{!0}
!0 = !{void (<4 x float>*, <4 x float>*)* @k_vec4, !"kernel", i32 1}
