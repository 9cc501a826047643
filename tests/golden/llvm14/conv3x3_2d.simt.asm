cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 conv3x3_2d
  source samples/conv3x3_2d.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  symbol 1 @c_gauss3: const, size 36, align 4, init 00 00 80 3d 00 00 00 3e 00 00 80 3d 00 00 00 3e ... (crc32 6b92d6cd)
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv3x3_2d: registers 10, instructions 94
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 20
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 20
  5: r1 = tid.i32 ctaid.y  ; line 45
  6: r2 = tid.i32 ntid.y  ; line 46
  7: r1 = imul.i32 r1, r2  ; line 21
  8: r2 = tid.i32 tid.y  ; line 44
  9: r1 = iadd.i32 r1, r2  ; line 21
  10: r2 = iadd.i32 r0, -511:i32  ; line 22
  11: r2 = icmp.i1 ult r2, -510:i32  ; line 22
  12: r3 = iadd.i32 r1, -511:i32  ; line 22
  13: r3 = icmp.i1 ult r3, -510:i32  ; line 22
  14: r2 = or.i1 r3, r2  ; line 22
  15: br r2 ? 93 : 16 reconv 93  ; line 22
  16: r1 = shl.i32 r1, 9:i32
  17: r2 = iadd.i32 r1, -512:i32
  18: r2 = iadd.i32 r2, r0
  19: r3 = ld.f32 generic align 4 &c_gauss3+0  ; line 29
  20: r4 = iadd.i32 r2, -1:i32  ; line 29
  21: r4:5 = zext.i64 r4  ; line 29
  22: r4:5 = shl.i64 r4:5, 2:i64  ; line 29
  23: r4:5 = iadd.ptr $0, r4:5  ; line 29
  24: r4 = ld.f32 generic align 4 r4:5  ; line 29
  25: r3 = fmul.f32 r3, r4  ; line 29
  26: r3 = fadd.f32 r3, 0:f32  ; line 29
  27: r4 = ld.f32 generic align 4 &c_gauss3+4  ; line 29
  28: r6:7 = zext.i64 r2  ; line 29
  29: r6:7 = shl.i64 r6:7, 2:i64  ; line 29
  30: r6:7 = iadd.ptr $0, r6:7  ; line 29
  31: r5 = ld.f32 generic align 4 r6:7  ; line 29
  32: r4 = fmul.f32 r4, r5  ; line 29
  33: r3 = fadd.f32 r3, r4  ; line 29
  34: r4 = ld.f32 generic align 4 &c_gauss3+8  ; line 29
  35: r2 = iadd.i32 r2, 1:i32  ; line 29
  36: r6:7 = zext.i64 r2  ; line 29
  37: r6:7 = shl.i64 r6:7, 2:i64  ; line 29
  38: r6:7 = iadd.ptr $0, r6:7  ; line 29
  39: r2 = ld.f32 generic align 4 r6:7  ; line 29
  40: r2 = fmul.f32 r4, r2  ; line 29
  41: r2 = fadd.f32 r3, r2  ; line 29
  42: r3 = iadd.i32 r1, r0
  43: r4 = ld.f32 generic align 4 &c_gauss3+12  ; line 29
  44: r5 = iadd.i32 r3, -1:i32  ; line 29
  45: r6:7 = zext.i64 r5  ; line 29
  46: r6:7 = shl.i64 r6:7, 2:i64  ; line 29
  47: r6:7 = iadd.ptr $0, r6:7  ; line 29
  48: r5 = ld.f32 generic align 4 r6:7  ; line 29
  49: r4 = fmul.f32 r4, r5  ; line 29
  50: r2 = fadd.f32 r2, r4  ; line 29
  51: r4 = ld.f32 generic align 4 &c_gauss3+16  ; line 29
  52: r6:7 = zext.i64 r3  ; line 29
  53: r6:7 = shl.i64 r6:7, 2:i64  ; line 29
  54: r8:9 = iadd.ptr $0, r6:7  ; line 29
  55: r5 = ld.f32 generic align 4 r8:9  ; line 29
  56: r4 = fmul.f32 r4, r5  ; line 29
  57: r2 = fadd.f32 r2, r4  ; line 29
  58: r4 = ld.f32 generic align 4 &c_gauss3+20  ; line 29
  59: r3 = iadd.i32 r3, 1:i32  ; line 29
  60: r8:9 = zext.i64 r3  ; line 29
  61: r8:9 = shl.i64 r8:9, 2:i64  ; line 29
  62: r8:9 = iadd.ptr $0, r8:9  ; line 29
  63: r3 = ld.f32 generic align 4 r8:9  ; line 29
  64: r3 = fmul.f32 r4, r3  ; line 29
  65: r2 = fadd.f32 r2, r3  ; line 29
  66: r1 = iadd.i32 r1, 512:i32
  67: r0 = iadd.i32 r1, r0
  68: r1 = ld.f32 generic align 4 &c_gauss3+24  ; line 29
  69: r3 = iadd.i32 r0, -1:i32  ; line 29
  70: r4:5 = zext.i64 r3  ; line 29
  71: r4:5 = shl.i64 r4:5, 2:i64  ; line 29
  72: r4:5 = iadd.ptr $0, r4:5  ; line 29
  73: r3 = ld.f32 generic align 4 r4:5  ; line 29
  74: r1 = fmul.f32 r1, r3  ; line 29
  75: r1 = fadd.f32 r2, r1  ; line 29
  76: r2 = ld.f32 generic align 4 &c_gauss3+28  ; line 29
  77: r4:5 = zext.i64 r0  ; line 29
  78: r4:5 = shl.i64 r4:5, 2:i64  ; line 29
  79: r4:5 = iadd.ptr $0, r4:5  ; line 29
  80: r3 = ld.f32 generic align 4 r4:5  ; line 29
  81: r2 = fmul.f32 r2, r3  ; line 29
  82: r1 = fadd.f32 r1, r2  ; line 29
  83: r2 = ld.f32 generic align 4 &c_gauss3+32  ; line 29
  84: r0 = iadd.i32 r0, 1:i32  ; line 29
  85: r4:5 = zext.i64 r0  ; line 29
  86: r4:5 = shl.i64 r4:5, 2:i64  ; line 29
  87: r4:5 = iadd.ptr $0, r4:5  ; line 29
  88: r0 = ld.f32 generic align 4 r4:5  ; line 29
  89: r0 = fmul.f32 r2, r0  ; line 29
  90: r0 = fadd.f32 r1, r0  ; line 29
  91: r2:3 = iadd.ptr $1, r6:7  ; line 30
  92: st.f32 generic align 4 r2:3, r0  ; line 30
  93: exit  ; line 31
