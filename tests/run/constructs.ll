; Constructs the samples do not produce, compiled, simulated and compared
; with the reference interpreter (tests/run/run.cmake): integer and float
; intrinsics, NVVM approximations, casts through pointers, frem, fpext,
; freeze, lifetime markers, a fence, and every atomicrmw kind on shared
; counters (their final values do not depend on the order of the threads).
; Launch: tests/run/constructs.launch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare float @llvm.nvvm.saturate.f(float)
declare i32 @llvm.nvvm.mul24.i(i32, i32)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.nvvm.membar.gl()
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.lifetime.end.p0i8(i64, i8*)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32*, i32)

define ptx_kernel void @constructs(i32* %ip, float* %fp, double* %dp, i32* %ctr) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cn = mul i32 %c, %nt
  %g = add i32 %cn, %t
  %s = sub i32 %g, 37
  %i0 = call i32 @llvm.abs.i32(i32 %s, i1 false)
  %i1 = call i32 @llvm.smin.i32(i32 %s, i32 5)
  %i2 = call i32 @llvm.umax.i32(i32 %s, i32 100)
  %i3 = call i32 @llvm.ctlz.i32(i32 %g, i1 false)
  %i4 = call i32 @llvm.cttz.i32(i32 %g, i1 false)
  %i5 = call i32 @llvm.ctpop.i32(i32 %s)
  %i6 = call i32 @llvm.nvvm.mul24.i(i32 %s, i32 -3)
  %fz = freeze i32 %i6
  %base = mul i32 %g, 8
  %b64 = sext i32 %base to i64
  %pint = ptrtoint i32* %ip to i64
  %off = shl i64 %b64, 2
  %addr = add i64 %pint, %off
  %row = inttoptr i64 %addr to i32*
  store i32 %i0, i32* %row
  %r1 = getelementptr i32, i32* %row, i64 1
  store i32 %i1, i32* %r1
  %r2 = getelementptr i32, i32* %row, i64 2
  store i32 %i2, i32* %r2
  %r3 = getelementptr i32, i32* %row, i64 3
  store i32 %i3, i32* %r3
  %r4 = getelementptr i32, i32* %row, i64 4
  store i32 %i4, i32* %r4
  %r5 = getelementptr i32, i32* %row, i64 5
  store i32 %i5, i32* %r5
  %r6 = getelementptr i32, i32* %row, i64 6
  store i32 %fz, i32* %r6
  %x = sitofp i32 %s to float
  %x8 = fmul float %x, 1.250000e-01
  %f0 = call float @llvm.nvvm.ex2.approx.f(float %x8)
  %ax = call float @llvm.fabs.f32(float %x)
  %ax1 = fadd float %ax, 1.0
  %f1 = call float @llvm.nvvm.lg2.approx.f(float %ax1)
  %f2 = call float @llvm.nvvm.div.approx.f(float %x, float 3.0)
  %f3 = call float @llvm.nvvm.saturate.f(float %x8)
  %f4 = frem float %x, 7.0
  %f5 = call float @llvm.copysign.f32(float 2.5, float %x)
  %f6 = call float @llvm.floor.f32(float %f2)
  %f7 = call float @llvm.fma.f32(float %x, float %x8, float %f4)
  %fb = getelementptr float, float* %fp, i32 %base
  store float %f0, float* %fb
  %q1 = getelementptr float, float* %fb, i64 1
  store float %f1, float* %q1
  %q2 = getelementptr float, float* %fb, i64 2
  store float %f2, float* %q2
  %q3 = getelementptr float, float* %fb, i64 3
  store float %f3, float* %q3
  %q4 = getelementptr float, float* %fb, i64 4
  store float %f4, float* %q4
  %q5 = getelementptr float, float* %fb, i64 5
  store float %f5, float* %q5
  %q6 = getelementptr float, float* %fb, i64 6
  store float %f6, float* %q6
  %q7 = getelementptr float, float* %fb, i64 7
  store float %f7, float* %q7
  %d0 = fpext float %f2 to double
  %d1 = fmul double %d0, 3.000000e+00
  %dq = getelementptr double, double* %dp, i32 %g
  store double %d1, double* %dq
  call void @llvm.nvvm.membar.gl()
  %u = and i32 %g, 15
  %a0 = atomicrmw add i32* %ctr, i32 %u monotonic
  %c1 = getelementptr i32, i32* %ctr, i64 1
  %a1 = atomicrmw and i32* %c1, i32 %s monotonic
  %c2 = getelementptr i32, i32* %ctr, i64 2
  %a2 = atomicrmw or i32* %c2, i32 %u monotonic
  %c3 = getelementptr i32, i32* %ctr, i64 3
  %a3 = atomicrmw xor i32* %c3, i32 %g monotonic
  %c4 = getelementptr i32, i32* %ctr, i64 4
  %a4 = atomicrmw umin i32* %c4, i32 %s monotonic
  %c5 = getelementptr i32, i32* %ctr, i64 5
  %a5 = atomicrmw min i32* %c5, i32 %s monotonic
  %c6 = getelementptr i32, i32* %ctr, i64 6
  %a6 = atomicrmw sub i32* %c6, i32 %u monotonic
  %c7 = getelementptr i32, i32* %ctr, i64 7
  %a7 = call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* %c7, i32 1000)
  ret void
}

declare float @llvm.fabs.f32(float)

!nvvm.annotations = !{!0}
!0 = !{void (i32*, float*, double*, i32*)* @constructs, !"kernel", i32 1}
