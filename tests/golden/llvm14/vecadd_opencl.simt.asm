cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 vecadd_opencl
  source samples/vecadd_opencl.cl
  param 0 $0: pointer ptr global, size 8, align 8
  param 1 $1: pointer ptr global, size 8, align 8
  param 2 $2: pointer ptr global, size 8, align 8
  param 3 $3: pointer ptr global, size 8, align 8
  param 4 $4: scalar f32, size 4, align 4
  param 5 $5: scalar i32, size 4, align 4
  symbol 1 @vecadd_opencl.tile: shared, size 256, align 4, zero
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 vecadd_opencl: registers 10, instructions 55
  0: r0 = tid.i32 ntid.x  ; line 9
  1: r1 = tid.i32 ctaid.x  ; line 9
  2: r0 = imul.i32 r1, r0  ; line 9
  3: r2 = tid.i32 tid.x  ; line 9
  4: r0 = iadd.i32 r0, r2  ; line 9
  5: r4:5 = zext.i64 r0  ; line 9
  6: r2:3 = zext.i64 r2  ; line 10
  7: r0:1 = zext.i64 r1  ; line 11
  8: r6:7 = sext.i64 $5  ; line 12
  9: r6 = icmp.i1 ult r4:5, r6:7  ; line 12
  10: br r6 ? 11 : 15 reconv 16  ; line 12
  11: r8:9 = shl.i64 r4:5, 2:i64  ; line 12
  12: r8:9 = iadd.ptr $0, r8:9  ; line 12
  13: r7 = ld.f32 global align 4 r8:9  ; line 12
  14: jmp 16  ; line 12
  15: r7 = mov.f32 0:f32  ; line 12
  16: r8:9 = shl.i64 r2:3, 2:i64  ; line 12
  17: r8:9 = iadd.ptr &vecadd_opencl.tile+0, r8:9  ; line 12
  18: st.f32 shared align 4 r8:9, r7  ; line 12
  19: bar  ; line 16
  20: r7 = tid.i32 ntid.x  ; line 15
  21: r8:9 = zext.i64 r7  ; line 15
  22: br r6 ? 23 : 34 reconv 34  ; line 16
  23: r6:7 = iadd.i64 r2:3, 1:i64  ; line 15
  24: r6:7 = urem.i64 r6:7, r8:9  ; line 15
  25: r6:7 = shl.i64 r6:7, 2:i64  ; line 15
  26: r6:7 = iadd.ptr &vecadd_opencl.tile+0, r6:7  ; line 15
  27: r6 = ld.f32 shared align 4 r6:7  ; line 15
  28: r4:5 = shl.i64 r4:5, 2:i64  ; line 17
  29: r8:9 = iadd.ptr $1, r4:5  ; line 17
  30: r7 = ld.f32 global align 4 r8:9  ; line 17
  31: r6 = fma.f32 $4, r6, r7  ; line 17
  32: r4:5 = iadd.ptr $2, r4:5  ; line 17
  33: st.f32 global align 4 r4:5, r6  ; line 17
  34: r2 = icmp.i1 eq r2:3, 0:i64  ; line 18
  35: br r2 ? 36 : 54 reconv 54  ; line 18
  36: r2 = mov.i32 0:i32
  37: r3 = mov.f32 0:f32
  38: r4:5 = zext.i64 r2  ; line 21
  39: r4:5 = shl.i64 r4:5, 2:i64  ; line 21
  40: r4:5 = iadd.ptr &vecadd_opencl.tile+0, r4:5  ; line 21
  41: r4 = ld.f32 shared align 4 r4:5  ; line 21
  42: r3 = fadd.f32 r3, r4  ; line 21
  43: r4 = iadd.i32 r2, 1:i32  ; line 20
  44: r5 = icmp.i1 ult r2, 63:i32  ; line 20
  45: r2 = mov.i32 r4
  46: br r5 ? 38 : 47 reconv 47  ; line 20
  47: r2 = tid.i32 nctaid.x  ; line 22
  48: r4:5 = zext.i64 r2  ; line 22
  49: r2 = uitofp.f32 r4:5  ; line 22
  50: r2 = fdiv.f32 r3, r2  ; line 22
  51: r0:1 = shl.i64 r0:1, 2:i64  ; line 22
  52: r0:1 = iadd.ptr $3, r0:1  ; line 22
  53: st.f32 global align 4 r0:1, r2  ; line 22
  54: exit  ; line 24
