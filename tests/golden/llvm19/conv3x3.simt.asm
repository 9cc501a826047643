cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 conv3x3
  source samples/conv3x3.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: scalar i32, size 4, align 4
  param 3 $3: scalar i32, size 4, align 4
  symbol 1 @gauss3: const, size 36, align 4, init 00 00 80 3d 00 00 00 3e 00 00 80 3d 00 00 00 3e ... (crc32 6b92d6cd)
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv3x3: registers 12, instructions 114
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 11
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 11
  5: r1 = tid.i32 ctaid.y  ; line 45
  6: r2 = tid.i32 ntid.y  ; line 46
  7: r1 = imul.i32 r1, r2  ; line 12
  8: r2 = tid.i32 tid.y  ; line 44
  9: r1 = iadd.i32 r1, r2  ; line 12
  10: r2 = icmp.i1 slt r0, $2  ; line 13
  11: r3 = icmp.i1 slt r1, $3
  12: r2 = and.i1 r2, r3  ; line 13
  13: br r2 ? 14 : 113 reconv 113  ; line 13
  14: r2 = iadd.i32 $3, -1:i32
  15: r3 = iadd.i32 $2, -1:i32
  16: r4 = smax.i32 r0, 1:i32  ; line 123
  17: r4 = iadd.i32 r4, -1:i32  ; line 123
  18: r4 = smin.i32 r4, r3  ; line 122
  19: r5 = smax.i32 r1, 1:i32  ; line 123
  20: r5 = iadd.i32 r5, -1:i32  ; line 123
  21: r5 = smin.i32 r5, r2  ; line 122
  22: r5 = imul.i32 r5, $2
  23: r6 = ld.f32 generic align 4 &gauss3+0  ; line 22
  24: r7 = iadd.i32 r4, r5  ; line 22
  25: r8:9 = sext.i64 r7  ; line 22
  26: r8:9 = shl.i64 r8:9, 2:i64  ; line 22
  27: r8:9 = iadd.ptr $0, r8:9  ; line 22
  28: r7 = ld.f32 generic align 4 r8:9  ; line 22
  29: r6 = fmul.f32 r6, r7  ; line 22
  30: r6 = fadd.f32 r6, 0:f32  ; line 22
  31: r7 = smax.i32 r0, 0:i32  ; line 123
  32: r7 = smin.i32 r7, r3  ; line 122
  33: r8 = ld.f32 generic align 4 &gauss3+4  ; line 22
  34: r9 = iadd.i32 r7, r5  ; line 22
  35: r10:11 = sext.i64 r9  ; line 22
  36: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  37: r10:11 = iadd.ptr $0, r10:11  ; line 22
  38: r9 = ld.f32 generic align 4 r10:11  ; line 22
  39: r8 = fmul.f32 r8, r9  ; line 22
  40: r6 = fadd.f32 r6, r8  ; line 22
  41: r8 = smax.i32 r0, -1:i32  ; line 123
  42: r8 = iadd.i32 r8, 1:i32  ; line 123
  43: r3 = smin.i32 r8, r3  ; line 122
  44: r8 = ld.f32 generic align 4 &gauss3+8  ; line 22
  45: r5 = iadd.i32 r3, r5  ; line 22
  46: r10:11 = sext.i64 r5  ; line 22
  47: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  48: r10:11 = iadd.ptr $0, r10:11  ; line 22
  49: r5 = ld.f32 generic align 4 r10:11  ; line 22
  50: r5 = fmul.f32 r8, r5  ; line 22
  51: r5 = fadd.f32 r6, r5  ; line 22
  52: r6 = smax.i32 r1, 0:i32  ; line 123
  53: r6 = smin.i32 r6, r2  ; line 122
  54: r6 = imul.i32 r6, $2
  55: r8 = ld.f32 generic align 4 &gauss3+12  ; line 22
  56: r9 = iadd.i32 r4, r6  ; line 22
  57: r10:11 = sext.i64 r9  ; line 22
  58: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  59: r10:11 = iadd.ptr $0, r10:11  ; line 22
  60: r9 = ld.f32 generic align 4 r10:11  ; line 22
  61: r8 = fmul.f32 r8, r9  ; line 22
  62: r5 = fadd.f32 r5, r8  ; line 22
  63: r8 = ld.f32 generic align 4 &gauss3+16  ; line 22
  64: r9 = iadd.i32 r7, r6  ; line 22
  65: r10:11 = sext.i64 r9  ; line 22
  66: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  67: r10:11 = iadd.ptr $0, r10:11  ; line 22
  68: r9 = ld.f32 generic align 4 r10:11  ; line 22
  69: r8 = fmul.f32 r8, r9  ; line 22
  70: r5 = fadd.f32 r5, r8  ; line 22
  71: r8 = ld.f32 generic align 4 &gauss3+20  ; line 22
  72: r6 = iadd.i32 r3, r6  ; line 22
  73: r10:11 = sext.i64 r6  ; line 22
  74: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  75: r10:11 = iadd.ptr $0, r10:11  ; line 22
  76: r6 = ld.f32 generic align 4 r10:11  ; line 22
  77: r6 = fmul.f32 r8, r6  ; line 22
  78: r5 = fadd.f32 r5, r6  ; line 22
  79: r6 = smax.i32 r1, -1:i32  ; line 123
  80: r6 = iadd.i32 r6, 1:i32  ; line 123
  81: r2 = smin.i32 r6, r2  ; line 122
  82: r2 = imul.i32 r2, $2
  83: r6 = ld.f32 generic align 4 &gauss3+24  ; line 22
  84: r4 = iadd.i32 r4, r2  ; line 22
  85: r8:9 = sext.i64 r4  ; line 22
  86: r8:9 = shl.i64 r8:9, 2:i64  ; line 22
  87: r8:9 = iadd.ptr $0, r8:9  ; line 22
  88: r4 = ld.f32 generic align 4 r8:9  ; line 22
  89: r4 = fmul.f32 r6, r4  ; line 22
  90: r4 = fadd.f32 r5, r4  ; line 22
  91: r5 = ld.f32 generic align 4 &gauss3+28  ; line 22
  92: r6 = iadd.i32 r7, r2  ; line 22
  93: r6:7 = sext.i64 r6  ; line 22
  94: r6:7 = shl.i64 r6:7, 2:i64  ; line 22
  95: r6:7 = iadd.ptr $0, r6:7  ; line 22
  96: r6 = ld.f32 generic align 4 r6:7  ; line 22
  97: r5 = fmul.f32 r5, r6  ; line 22
  98: r4 = fadd.f32 r4, r5  ; line 22
  99: r5 = ld.f32 generic align 4 &gauss3+32  ; line 22
  100: r2 = iadd.i32 r3, r2  ; line 22
  101: r2:3 = sext.i64 r2  ; line 22
  102: r2:3 = shl.i64 r2:3, 2:i64  ; line 22
  103: r2:3 = iadd.ptr $0, r2:3  ; line 22
  104: r2 = ld.f32 generic align 4 r2:3  ; line 22
  105: r2 = fmul.f32 r5, r2  ; line 22
  106: r2 = fadd.f32 r4, r2  ; line 22
  107: r1 = imul.i32 r1, $2  ; line 25
  108: r0 = iadd.i32 r1, r0  ; line 25
  109: r0:1 = sext.i64 r0  ; line 25
  110: r0:1 = shl.i64 r0:1, 2:i64  ; line 25
  111: r0:1 = iadd.ptr $1, r0:1  ; line 25
  112: st.f32 generic align 4 r0:1, r2  ; line 25
  113: exit  ; line 26
