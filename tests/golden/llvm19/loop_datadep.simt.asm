cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 loop_datadep
  source samples/loop_datadep.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  param 4 $4: scalar i32, size 4, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 loop_datadep: registers 12, instructions 71
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 7
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 7
  5: r0:1 = sext.i64 r0  ; line 8
  6: r2:3 = shl.i64 r0:1, 2:i64  ; line 8
  7: r2:3 = iadd.ptr $0, r2:3  ; line 8
  8: r2 = ld.i32 generic align 4 r2:3  ; line 8
  9: r3 = icmp.i1 ne r2, 0:i32  ; line 11
  10: r4 = icmp.i1 sgt $4, 0:i32  ; line 11
  11: r3 = and.i1 r3, r4  ; line 11
  12: br r3 ? 13 : 29 reconv 52  ; line 11
  13: r2:3 = zext.i64 r2  ; line 8
  14: r2:3 = iadd.i64 r2:3, 1:i64  ; line 8
  15: r4:5 = mov.f64 0:f64
  16: r6 = mov.i32 0:i32
  17: r7 = trunc.i32 r2:3  ; line 12
  18: r7 = and.i32 r7, 3:i32  ; line 12
  19: r8 = icmp.i1 slt r7, 2:i32
  20: br r8 ? 21 : 32 reconv 46
  21: r7 = icmp.i1 eq r7, 1:i32
  22: br r7 ? 23 : 44 reconv 46
  23: r2:3 = imul.i64 r2:3, 3:i64  ; line 22
  24: r2:3 = iadd.i64 r2:3, 1:i64  ; line 22
  25: r8:9 = uitofp.f64 r2:3  ; line 23
  26: r8:9 = fdiv.f64 1:f64, r8:9  ; line 23
  27: r4:5 = fsub.f64 r4:5, r8:9  ; line 23
  28: jmp 46  ; line 24
  29: r4:5 = mov.f64 0:f64
  30: r2 = mov.i32 0:i32
  31: jmp 52  ; line 11
  32: r7 = icmp.i1 slt r7, 3:i32
  33: br r7 ? 34 : 39 reconv 46
  34: r2:3 = lshr.i64 r2:3, 1:i64  ; line 18
  35: r8:9 = uitofp.f64 r2:3  ; line 19
  36: r8:9 = fsqrt.f64 r8:9  ; line 174
  37: r4:5 = fadd.f64 r4:5, r8:9  ; line 19
  38: jmp 46  ; line 20
  39: r2:3 = imul.i64 r2:3, 3:i64  ; line 26
  40: r2:3 = iadd.i64 r2:3, 1:i64  ; line 26
  41: r2:3 = lshr.i64 r2:3, 1:i64  ; line 26
  42: r4:5 = fmul.f64 r4:5, 1.0009765625:f64  ; line 27
  43: jmp 46  ; line 28
  44: r2:3 = lshr.i64 r2:3, 2:i64  ; line 14
  45: r4:5 = fadd.f64 r4:5, 0.25:f64  ; line 15
  46: r6 = iadd.i32 r6, 1:i32  ; line 30
  47: r7 = icmp.i1 ne r2:3, 1:i64  ; line 11
  48: r8 = icmp.i1 slt r6, $4  ; line 11
  49: r7 = select.i1 r7, r8, false:i1  ; line 11
  50: br r7 ? 17 : 51 reconv 52  ; line 11
  51: r2 = mov.i32 r6
  52: r3 = fptrunc.f32 r4:5  ; line 32
  53: r6 = shl.i32 r2, 4:i32  ; line 33
  54: r7 = fabs.f32 r3  ; line 165
  55: r7 = fptosi.i32 r7  ; line 33
  56: r7 = and.i32 r7, 15:i32  ; line 33
  57: r6 = or.i32 r7, r6  ; line 33
  58: r8:9 = shl.i64 r0:1, 2:i64  ; line 33
  59: r10:11 = iadd.ptr $1, r8:9  ; line 33
  60: st.i32 generic align 4 r10:11, r6  ; line 33
  61: r0:1 = shl.i64 r0:1, 3:i64  ; line 34
  62: r0:1 = iadd.ptr $2, r0:1  ; line 34
  63: st.f64 generic align 8 r0:1, r4:5  ; line 34
  64: r0 = fneg.f32 r3  ; line 35
  65: r1 = popc.i32 r2  ; line 119
  66: r1 = uitofp.f32 r1  ; line 35
  67: r0 = fma.f32 r0, 0.5:f32, r1  ; line 173
  68: r2:3 = iadd.ptr $3, r8:9  ; line 35
  69: st.f32 generic align 4 r2:3, r0  ; line 35
  70: exit  ; line 36
