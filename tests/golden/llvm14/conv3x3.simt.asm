cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 conv3x3
  source samples/conv3x3.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: scalar i32, size 4, align 4
  param 3 $3: scalar i32, size 4, align 4
  symbol 1 @gauss3: const, size 36, align 4, init 00 00 80 3d 00 00 00 3e 00 00 80 3d 00 00 00 3e ... (crc32 6b92d6cd)
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv3x3: registers 12, instructions 126
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
  13: br r2 ? 14 : 125 reconv 125  ; line 13
  14: r2 = iadd.i32 $3, -1:i32
  15: r3 = iadd.i32 $2, -1:i32
  16: r4 = icmp.i1 sgt r0, 1:i32  ; line 123
  17: r4 = select.i32 r4, r0, 1:i32  ; line 123
  18: r4 = iadd.i32 r4, -1:i32  ; line 123
  19: r5 = icmp.i1 slt r4, r3  ; line 122
  20: r4 = select.i32 r5, r4, r3  ; line 122
  21: r5 = icmp.i1 sgt r1, 1:i32  ; line 123
  22: r5 = select.i32 r5, r1, 1:i32  ; line 123
  23: r5 = iadd.i32 r5, -1:i32  ; line 123
  24: r6 = icmp.i1 slt r5, r2  ; line 122
  25: r5 = select.i32 r6, r5, r2  ; line 122
  26: r5 = imul.i32 r5, $2
  27: r6 = ld.f32 generic align 4 &gauss3+0  ; line 22
  28: r7 = iadd.i32 r4, r5  ; line 22
  29: r8:9 = sext.i64 r7  ; line 22
  30: r8:9 = shl.i64 r8:9, 2:i64  ; line 22
  31: r8:9 = iadd.ptr $0, r8:9  ; line 22
  32: r7 = ld.f32 generic align 4 r8:9  ; line 22
  33: r6 = fmul.f32 r6, r7  ; line 22
  34: r6 = fadd.f32 r6, 0:f32  ; line 22
  35: r7 = icmp.i1 sgt r0, 0:i32  ; line 123
  36: r7 = select.i32 r7, r0, 0:i32  ; line 123
  37: r8 = icmp.i1 slt r7, r3  ; line 122
  38: r7 = select.i32 r8, r7, r3  ; line 122
  39: r8 = ld.f32 generic align 4 &gauss3+4  ; line 22
  40: r9 = iadd.i32 r7, r5  ; line 22
  41: r10:11 = sext.i64 r9  ; line 22
  42: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  43: r10:11 = iadd.ptr $0, r10:11  ; line 22
  44: r9 = ld.f32 generic align 4 r10:11  ; line 22
  45: r8 = fmul.f32 r8, r9  ; line 22
  46: r6 = fadd.f32 r6, r8  ; line 22
  47: r8 = icmp.i1 sgt r0, -1:i32  ; line 123
  48: r8 = select.i32 r8, r0, -1:i32  ; line 123
  49: r8 = iadd.i32 r8, 1:i32  ; line 123
  50: r9 = icmp.i1 slt r8, r3  ; line 122
  51: r3 = select.i32 r9, r8, r3  ; line 122
  52: r8 = ld.f32 generic align 4 &gauss3+8  ; line 22
  53: r5 = iadd.i32 r3, r5  ; line 22
  54: r10:11 = sext.i64 r5  ; line 22
  55: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  56: r10:11 = iadd.ptr $0, r10:11  ; line 22
  57: r5 = ld.f32 generic align 4 r10:11  ; line 22
  58: r5 = fmul.f32 r8, r5  ; line 22
  59: r5 = fadd.f32 r6, r5  ; line 22
  60: r6 = icmp.i1 sgt r1, 0:i32  ; line 123
  61: r6 = select.i32 r6, r1, 0:i32  ; line 123
  62: r8 = icmp.i1 slt r6, r2  ; line 122
  63: r6 = select.i32 r8, r6, r2  ; line 122
  64: r6 = imul.i32 r6, $2
  65: r8 = ld.f32 generic align 4 &gauss3+12  ; line 22
  66: r9 = iadd.i32 r4, r6  ; line 22
  67: r10:11 = sext.i64 r9  ; line 22
  68: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  69: r10:11 = iadd.ptr $0, r10:11  ; line 22
  70: r9 = ld.f32 generic align 4 r10:11  ; line 22
  71: r8 = fmul.f32 r8, r9  ; line 22
  72: r5 = fadd.f32 r5, r8  ; line 22
  73: r8 = ld.f32 generic align 4 &gauss3+16  ; line 22
  74: r9 = iadd.i32 r7, r6  ; line 22
  75: r10:11 = sext.i64 r9  ; line 22
  76: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  77: r10:11 = iadd.ptr $0, r10:11  ; line 22
  78: r9 = ld.f32 generic align 4 r10:11  ; line 22
  79: r8 = fmul.f32 r8, r9  ; line 22
  80: r5 = fadd.f32 r5, r8  ; line 22
  81: r8 = ld.f32 generic align 4 &gauss3+20  ; line 22
  82: r6 = iadd.i32 r3, r6  ; line 22
  83: r10:11 = sext.i64 r6  ; line 22
  84: r10:11 = shl.i64 r10:11, 2:i64  ; line 22
  85: r10:11 = iadd.ptr $0, r10:11  ; line 22
  86: r6 = ld.f32 generic align 4 r10:11  ; line 22
  87: r6 = fmul.f32 r8, r6  ; line 22
  88: r5 = fadd.f32 r5, r6  ; line 22
  89: r6 = icmp.i1 sgt r1, -1:i32  ; line 123
  90: r6 = select.i32 r6, r1, -1:i32  ; line 123
  91: r6 = iadd.i32 r6, 1:i32  ; line 123
  92: r8 = icmp.i1 slt r6, r2  ; line 122
  93: r2 = select.i32 r8, r6, r2  ; line 122
  94: r2 = imul.i32 r2, $2
  95: r6 = ld.f32 generic align 4 &gauss3+24  ; line 22
  96: r4 = iadd.i32 r4, r2  ; line 22
  97: r8:9 = sext.i64 r4  ; line 22
  98: r8:9 = shl.i64 r8:9, 2:i64  ; line 22
  99: r8:9 = iadd.ptr $0, r8:9  ; line 22
  100: r4 = ld.f32 generic align 4 r8:9  ; line 22
  101: r4 = fmul.f32 r6, r4  ; line 22
  102: r4 = fadd.f32 r5, r4  ; line 22
  103: r5 = ld.f32 generic align 4 &gauss3+28  ; line 22
  104: r6 = iadd.i32 r7, r2  ; line 22
  105: r6:7 = sext.i64 r6  ; line 22
  106: r6:7 = shl.i64 r6:7, 2:i64  ; line 22
  107: r6:7 = iadd.ptr $0, r6:7  ; line 22
  108: r6 = ld.f32 generic align 4 r6:7  ; line 22
  109: r5 = fmul.f32 r5, r6  ; line 22
  110: r4 = fadd.f32 r4, r5  ; line 22
  111: r5 = ld.f32 generic align 4 &gauss3+32  ; line 22
  112: r2 = iadd.i32 r3, r2  ; line 22
  113: r2:3 = sext.i64 r2  ; line 22
  114: r2:3 = shl.i64 r2:3, 2:i64  ; line 22
  115: r2:3 = iadd.ptr $0, r2:3  ; line 22
  116: r2 = ld.f32 generic align 4 r2:3  ; line 22
  117: r2 = fmul.f32 r5, r2  ; line 22
  118: r2 = fadd.f32 r4, r2  ; line 22
  119: r1 = imul.i32 r1, $2  ; line 25
  120: r0 = iadd.i32 r1, r0  ; line 25
  121: r0:1 = sext.i64 r0  ; line 25
  122: r0:1 = shl.i64 r0:1, 2:i64  ; line 25
  123: r0:1 = iadd.ptr $1, r0:1  ; line 25
  124: st.f32 generic align 4 r0:1, r2  ; line 25
  125: exit  ; line 26
