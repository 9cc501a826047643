; libdevice functions beyond one math operation: __nv_isnanf, __nv_isinff,
; __nv_finitef, __nv_isnand, __nv_ffs, __nv_ffsll and __nv_sincosf /
; __nv_sincos, which return through pointer arguments (front/libdevice.c),
; compared with the reference interpreter. Inputs include infinities and NaNs.
; Launch: tests/run/libdevice.launch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @__nv_isnanf(float)
declare i32 @__nv_isinff(float)
declare i32 @__nv_finitef(float)
declare i32 @__nv_isnand(double)
declare i32 @__nv_ffs(i32)
declare i32 @__nv_ffsll(i64)
declare void @__nv_sincosf(float, float*, float*)
declare void @__nv_sincos(double, double*, double*)

define void @libdevice(float* %in, i64* %bits, i32* %out, float* %sc, double* %dsc) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %cta, %nt
  %t32 = add i32 %b, %tid
  %t = zext i32 %t32 to i64
  %pin = getelementptr inbounds float, float* %in, i64 %t
  %raw = load float, float* %pin, align 4
  %big = fmul float %raw, 1.0e+02
  %m5 = urem i32 %t32, 5
  %m7 = urem i32 %t32, 7
  %is5 = icmp eq i32 %m5, 0
  %is7 = icmp eq i32 %m7, 0
  %neg = and i32 %t32, 8
  %isneg = icmp ne i32 %neg, 0
  %inf = select i1 %isneg, float 0xFFF0000000000000, float 0x7FF0000000000000
  %x0 = select i1 %is7, float 0x7FF8000000000000, float %big
  %x = select i1 %is5, float %inf, float %x0
  %xd = fpext float %x to double
  %pbits = getelementptr inbounds i64, i64* %bits, i64 %t
  %w = load i64, i64* %pbits, align 8
  %sh = and i64 %t, 63
  %ws = lshr i64 %w, %sh
  %w32 = trunc i64 %ws to i32
  %r0 = call i32 @__nv_isnanf(float %x)
  %r1 = call i32 @__nv_isinff(float %x)
  %r2 = call i32 @__nv_finitef(float %x)
  %r3 = call i32 @__nv_isnand(double %xd)
  %r4 = call i32 @__nv_ffs(i32 %w32)
  %r5 = call i32 @__nv_ffsll(i64 %ws)
  %o = mul i64 %t, 6
  %q0 = getelementptr inbounds i32, i32* %out, i64 %o
  store i32 %r0, i32* %q0, align 4
  %q1 = getelementptr inbounds i32, i32* %q0, i64 1
  store i32 %r1, i32* %q1, align 4
  %q2 = getelementptr inbounds i32, i32* %q0, i64 2
  store i32 %r2, i32* %q2, align 4
  %q3 = getelementptr inbounds i32, i32* %q0, i64 3
  store i32 %r3, i32* %q3, align 4
  %q4 = getelementptr inbounds i32, i32* %q0, i64 4
  store i32 %r4, i32* %q4, align 4
  %q5 = getelementptr inbounds i32, i32* %q0, i64 5
  store i32 %r5, i32* %q5, align 4
  %s2 = mul i64 %t, 2
  %ps = getelementptr inbounds float, float* %sc, i64 %s2
  %pc = getelementptr inbounds float, float* %ps, i64 1
  call void @__nv_sincosf(float %raw, float* %ps, float* %pc)
  %pds = getelementptr inbounds double, double* %dsc, i64 %s2
  %pdc = getelementptr inbounds double, double* %pds, i64 1
  %rd = fpext float %raw to double
  call void @__nv_sincos(double %rd, double* %pds, double* %pdc)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float*, i64*, i32*, float*, double*)* @libdevice, !"kernel", i32 1}
