cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 matmul_tiled
  source samples/matmul_tiled.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: scalar i32, size 4, align 4
  symbol 1 @_ZZ12matmul_tiledE2As: shared, size 1024, align 4, zero
  symbol 2 @_ZZ12matmul_tiledE2Bs: shared, size 1024, align 4, zero
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 matmul_tiled: registers 18, instructions 115
  0: r0 = tid.i32 tid.x  ; line 44
  1: r1 = tid.i32 tid.y  ; line 44
  2: r2 = tid.i32 ctaid.y  ; line 45
  3: r2 = shl.i32 r2, 4:i32  ; line 11
  4: r2 = iadd.i32 r2, r1  ; line 11
  5: r3 = tid.i32 ctaid.x  ; line 45
  6: r3 = shl.i32 r3, 4:i32  ; line 12
  7: r3 = iadd.i32 r3, r0  ; line 12
  8: r4 = sdiv.i32 $3, 16:i32
  9: r5 = icmp.i1 sgt $3, 15:i32  ; line 14
  10: r2 = imul.i32 r2, $3
  11: br r5 ? 12 : 108 reconv 109  ; line 14
  12: r5 = iadd.i32 r2, r0
  13: r6:7 = sext.i64 r1
  14: r8:9 = sext.i64 r0
  15: r6:7 = shl.i64 r6:7, 6:i64
  16: r10:11 = iadd.ptr &_ZZ12matmul_tiledE2As+0, r6:7
  17: r8:9 = shl.i64 r8:9, 2:i64
  18: r12:13 = iadd.ptr r10:11, r8:9
  19: r6:7 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r6:7
  20: r6:7 = iadd.ptr r6:7, r8:9
  21: r8:9 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r8:9
  22: r0 = mov.i32 0:i32
  23: r14 = mov.f32 0:f32
  24: r15 = shl.i32 r0, 4:i32  ; line 15
  25: r16 = iadd.i32 r5, r15  ; line 15
  26: r16:17 = sext.i64 r16  ; line 15
  27: r16:17 = shl.i64 r16:17, 2:i64  ; line 15
  28: r16:17 = iadd.ptr $0, r16:17  ; line 15
  29: r16 = ld.f32 generic align 4 r16:17  ; line 15
  30: st.f32 generic align 4 r12:13, r16  ; line 15
  31: r15 = iadd.i32 r15, r1  ; line 16
  32: r15 = imul.i32 r15, $3  ; line 16
  33: r15 = iadd.i32 r15, r3  ; line 16
  34: r16:17 = sext.i64 r15  ; line 16
  35: r16:17 = shl.i64 r16:17, 2:i64  ; line 16
  36: r16:17 = iadd.ptr $1, r16:17  ; line 16
  37: r15 = ld.f32 generic align 4 r16:17  ; line 16
  38: st.f32 generic align 4 r6:7, r15  ; line 16
  39: bar  ; line 21
  40: r15 = ld.f32 generic align 4 r10:11  ; line 20
  41: r16 = ld.f32 generic align 4 r8:9  ; line 20
  42: r15 = fmul.f32 r15, r16  ; line 20
  43: r14 = fadd.f32 r14, r15  ; line 20
  44: r15 = ld.f32 generic align 4 r10:11+4  ; line 20
  45: r16 = ld.f32 generic align 4 r8:9+64  ; line 20
  46: r15 = fmul.f32 r15, r16  ; line 20
  47: r14 = fadd.f32 r14, r15  ; line 20
  48: r15 = ld.f32 generic align 4 r10:11+8  ; line 20
  49: r16 = ld.f32 generic align 4 r8:9+128  ; line 20
  50: r15 = fmul.f32 r15, r16  ; line 20
  51: r14 = fadd.f32 r14, r15  ; line 20
  52: r15 = ld.f32 generic align 4 r10:11+12  ; line 20
  53: r16 = ld.f32 generic align 4 r8:9+192  ; line 20
  54: r15 = fmul.f32 r15, r16  ; line 20
  55: r14 = fadd.f32 r14, r15  ; line 20
  56: r15 = ld.f32 generic align 4 r10:11+16  ; line 20
  57: r16 = ld.f32 generic align 4 r8:9+256  ; line 20
  58: r15 = fmul.f32 r15, r16  ; line 20
  59: r14 = fadd.f32 r14, r15  ; line 20
  60: r15 = ld.f32 generic align 4 r10:11+20  ; line 20
  61: r16 = ld.f32 generic align 4 r8:9+320  ; line 20
  62: r15 = fmul.f32 r15, r16  ; line 20
  63: r14 = fadd.f32 r14, r15  ; line 20
  64: r15 = ld.f32 generic align 4 r10:11+24  ; line 20
  65: r16 = ld.f32 generic align 4 r8:9+384  ; line 20
  66: r15 = fmul.f32 r15, r16  ; line 20
  67: r14 = fadd.f32 r14, r15  ; line 20
  68: r15 = ld.f32 generic align 4 r10:11+28  ; line 20
  69: r16 = ld.f32 generic align 4 r8:9+448  ; line 20
  70: r15 = fmul.f32 r15, r16  ; line 20
  71: r14 = fadd.f32 r14, r15  ; line 20
  72: r15 = ld.f32 generic align 4 r10:11+32  ; line 20
  73: r16 = ld.f32 generic align 4 r8:9+512  ; line 20
  74: r15 = fmul.f32 r15, r16  ; line 20
  75: r14 = fadd.f32 r14, r15  ; line 20
  76: r15 = ld.f32 generic align 4 r10:11+36  ; line 20
  77: r16 = ld.f32 generic align 4 r8:9+576  ; line 20
  78: r15 = fmul.f32 r15, r16  ; line 20
  79: r14 = fadd.f32 r14, r15  ; line 20
  80: r15 = ld.f32 generic align 4 r10:11+40  ; line 20
  81: r16 = ld.f32 generic align 4 r8:9+640  ; line 20
  82: r15 = fmul.f32 r15, r16  ; line 20
  83: r14 = fadd.f32 r14, r15  ; line 20
  84: r15 = ld.f32 generic align 4 r10:11+44  ; line 20
  85: r16 = ld.f32 generic align 4 r8:9+704  ; line 20
  86: r15 = fmul.f32 r15, r16  ; line 20
  87: r14 = fadd.f32 r14, r15  ; line 20
  88: r15 = ld.f32 generic align 4 r10:11+48  ; line 20
  89: r16 = ld.f32 generic align 4 r8:9+768  ; line 20
  90: r15 = fmul.f32 r15, r16  ; line 20
  91: r14 = fadd.f32 r14, r15  ; line 20
  92: r15 = ld.f32 generic align 4 r10:11+52  ; line 20
  93: r16 = ld.f32 generic align 4 r8:9+832  ; line 20
  94: r15 = fmul.f32 r15, r16  ; line 20
  95: r14 = fadd.f32 r14, r15  ; line 20
  96: r15 = ld.f32 generic align 4 r10:11+56  ; line 20
  97: r16 = ld.f32 generic align 4 r8:9+896  ; line 20
  98: r15 = fmul.f32 r15, r16  ; line 20
  99: r14 = fadd.f32 r14, r15  ; line 20
  100: r15 = ld.f32 generic align 4 r10:11+60  ; line 20
  101: r16 = ld.f32 generic align 4 r8:9+960  ; line 20
  102: r15 = fmul.f32 r15, r16  ; line 20
  103: r14 = fadd.f32 r14, r15  ; line 20
  104: bar  ; line 14
  105: r0 = iadd.i32 r0, 1:i32  ; line 14
  106: r15 = icmp.i1 eq r0, r4  ; line 14
  107: br r15 ? 109 : 24 reconv 109  ; line 14
  108: r14 = mov.f32 0:f32  ; line 13
  109: r0 = iadd.i32 r2, r3  ; line 23
  110: r0:1 = sext.i64 r0  ; line 23
  111: r0:1 = shl.i64 r0:1, 2:i64  ; line 23
  112: r0:1 = iadd.ptr $2, r0:1  ; line 23
  113: st.f32 generic align 4 r0:1, r14  ; line 23
  114: exit  ; line 24
