; The scoped NVVM atomics clang emits for atomicAdd_system, atomicMax_block,
; atomicCAS_system, ... (llvm.nvvm.atomic.OP.gen.{i,f}.{sys,cta}): on one
; device they are the ordinary atomics. Every thread updates the same
; counters; their final values do not depend on the order of the threads.
; Launch: tests/run/scoped_atomics.launch.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0f32(float*, float)
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0f32(float*, float)
declare float @llvm.nvvm.atomic.exch.gen.f.cta.f32.p0f32(float*, float)
declare float @llvm.nvvm.atomic.exch.gen.f.sys.f32.p0f32(float*, float)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0i32(i32*, i32, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0i32(i32*, i32, i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.or.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0i32(i32*, i32)
declare i32 @llvm.nvvm.atomic.xor.gen.i.sys.i32.p0i32(i32*, i32)
declare i64 @llvm.nvvm.atomic.add.gen.i.cta.i64.p0i64(i64*, i64)
declare i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0i64(i64*, i64)

define void @scoped_atomics(i32* %c, float* %f, i64* %l) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %t32 = add i32 %base, %tid
  %t64 = zext i32 %t32 to i64
  %neg = sub i32 0, %t32
  %nt7 = xor i32 %t32, -1
  %p0 = getelementptr inbounds i32, i32* %c, i64 0
  %r0 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32* %p0, i32 %t32)
  %p1 = getelementptr inbounds i32, i32* %c, i64 1
  %r1 = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0i32(i32* %p1, i32 %t32)
  %p2 = getelementptr inbounds i32, i32* %c, i64 2
  %r2 = call i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0i32(i32* %p2, i32 %neg)
  %p3 = getelementptr inbounds i32, i32* %c, i64 3
  %r3 = call i32 @llvm.nvvm.atomic.and.gen.i.sys.i32.p0i32(i32* %p3, i32 %nt7)
  %p4 = getelementptr inbounds i32, i32* %c, i64 4
  %r4 = call i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p0i32(i32* %p4, i32 %t32)
  %p5 = getelementptr inbounds i32, i32* %c, i64 5
  %r5 = call i32 @llvm.nvvm.atomic.xor.gen.i.sys.i32.p0i32(i32* %p5, i32 %t32)
  %p6 = getelementptr inbounds i32, i32* %c, i64 6
  %r6 = call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0i32(i32* %p6, i32 7)
  %p7 = getelementptr inbounds i32, i32* %c, i64 7
  %r7 = call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0i32(i32* %p7, i32 5)
  %p8 = getelementptr inbounds i32, i32* %c, i64 8
  %r8 = call i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0i32(i32* %p8, i32 9)
  %p9 = getelementptr inbounds i32, i32* %c, i64 9
  %r9 = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0i32(i32* %p9, i32 0, i32 1)
  %f10 = getelementptr inbounds float, float* %f, i64 10
  %r10 = call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0f32(float* %f10, float 0.5)
  %l11 = getelementptr inbounds i64, i64* %l, i64 11
  %r11 = call i64 @llvm.nvvm.atomic.add.gen.i.sys.i64.p0i64(i64* %l11, i64 %t64)
  %f12 = getelementptr inbounds float, float* %f, i64 12
  %r12 = call float @llvm.nvvm.atomic.exch.gen.f.sys.f32.p0f32(float* %f12, float 2.5)
  %p13 = getelementptr inbounds i32, i32* %c, i64 13
  %r13 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* %p13, i32 %t32)
  %p14 = getelementptr inbounds i32, i32* %c, i64 14
  %r14 = call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* %p14, i32 %t32)
  %p15 = getelementptr inbounds i32, i32* %c, i64 15
  %r15 = call i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0i32(i32* %p15, i32 %neg)
  %p16 = getelementptr inbounds i32, i32* %c, i64 16
  %r16 = call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0i32(i32* %p16, i32 %nt7)
  %p17 = getelementptr inbounds i32, i32* %c, i64 17
  %r17 = call i32 @llvm.nvvm.atomic.or.gen.i.cta.i32.p0i32(i32* %p17, i32 %t32)
  %p18 = getelementptr inbounds i32, i32* %c, i64 18
  %r18 = call i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0i32(i32* %p18, i32 %t32)
  %p19 = getelementptr inbounds i32, i32* %c, i64 19
  %r19 = call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0i32(i32* %p19, i32 7)
  %p20 = getelementptr inbounds i32, i32* %c, i64 20
  %r20 = call i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p0i32(i32* %p20, i32 5)
  %p21 = getelementptr inbounds i32, i32* %c, i64 21
  %r21 = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0i32(i32* %p21, i32 9)
  %p22 = getelementptr inbounds i32, i32* %c, i64 22
  %r22 = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0i32(i32* %p22, i32 0, i32 1)
  %f23 = getelementptr inbounds float, float* %f, i64 23
  %r23 = call float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0f32(float* %f23, float 0.5)
  %l24 = getelementptr inbounds i64, i64* %l, i64 24
  %r24 = call i64 @llvm.nvvm.atomic.add.gen.i.cta.i64.p0i64(i64* %l24, i64 %t64)
  %f25 = getelementptr inbounds float, float* %f, i64 25
  %r25 = call float @llvm.nvvm.atomic.exch.gen.f.cta.f32.p0f32(float* %f25, float 2.5)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*, float*, i64*)* @scoped_atomics, !"kernel", i32 1}
