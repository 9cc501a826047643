cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 prefix_sum
  source samples/prefix_sum.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  symbol 1 @_ZZ10prefix_sumE4temp: shared, size 2112, align 4, zero
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 prefix_sum: registers 19, instructions 103
  0: r0 = tid.i32 tid.x  ; line 44
  1: r1 = tid.i32 ctaid.x  ; line 45
  2: r2 = shl.i32 r1, 9:i32  ; line 13
  3: r2 = iadd.i32 r2, r0  ; line 14
  4: r4:5 = sext.i64 r2  ; line 14
  5: r6:7 = shl.i64 r4:5, 2:i64  ; line 14
  6: r6:7 = iadd.ptr $0, r6:7  ; line 14
  7: r3 = ld.i32 generic align 4 r6:7  ; line 14
  8: r6 = ashr.i32 r0, 5:i32  ; line 14
  9: r6 = iadd.i32 r6, r0  ; line 14
  10: r6:7 = sext.i64 r6  ; line 14
  11: r6:7 = shl.i64 r6:7, 2:i64  ; line 14
  12: r6:7 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r6:7  ; line 14
  13: st.i32 generic align 4 r6:7, r3  ; line 14
  14: r2 = iadd.i32 r2, 256:i32  ; line 15
  15: r2:3 = sext.i64 r2  ; line 15
  16: r8:9 = shl.i64 r2:3, 2:i64  ; line 15
  17: r8:9 = iadd.ptr $0, r8:9  ; line 15
  18: r8 = ld.i32 generic align 4 r8:9  ; line 15
  19: r9 = iadd.i32 r0, 256:i32  ; line 15
  20: r10 = ashr.i32 r9, 5:i32  ; line 15
  21: r9 = iadd.i32 r10, r9  ; line 15
  22: r10:11 = sext.i64 r9  ; line 15
  23: r10:11 = shl.i64 r10:11, 2:i64  ; line 15
  24: r10:11 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r10:11  ; line 15
  25: st.i32 generic align 4 r10:11, r8  ; line 15
  26: r8 = shl.i32 r0, 1:i32
  27: r9 = or.i32 r8, 1:i32
  28: r8 = iadd.i32 r8, 2:i32
  29: r12 = mov.i32 1:i32
  30: r13 = mov.i32 256:i32
  31: bar  ; line 20
  32: r14 = icmp.i1 slt r0, r13  ; line 20
  33: br r14 ? 34 : 52 reconv 52  ; line 20
  34: r14 = imul.i32 r12, r9  ; line 21
  35: r14 = iadd.i32 r14, -1:i32  ; line 21
  36: r15 = imul.i32 r12, r8  ; line 22
  37: r15 = iadd.i32 r15, -1:i32  ; line 22
  38: r16 = ashr.i32 r14, 5:i32  ; line 23
  39: r14 = iadd.i32 r16, r14  ; line 23
  40: r16:17 = sext.i64 r14  ; line 23
  41: r16:17 = shl.i64 r16:17, 2:i64  ; line 23
  42: r16:17 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r16:17  ; line 23
  43: r14 = ld.i32 generic align 4 r16:17  ; line 23
  44: r16 = ashr.i32 r15, 5:i32  ; line 23
  45: r15 = iadd.i32 r16, r15  ; line 23
  46: r16:17 = sext.i64 r15  ; line 23
  47: r16:17 = shl.i64 r16:17, 2:i64  ; line 23
  48: r16:17 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r16:17  ; line 23
  49: r15 = ld.i32 generic align 4 r16:17  ; line 23
  50: r14 = iadd.i32 r15, r14  ; line 23
  51: st.i32 generic align 4 r16:17, r14  ; line 23
  52: r12 = shl.i32 r12, 1:i32  ; line 25
  53: r14 = lshr.i32 r13, 1:i32  ; line 18
  54: r15 = icmp.i1 ult r13, 2:i32  ; line 18
  55: r13 = mov.i32 r14
  56: br r15 ? 57 : 31 reconv 57  ; line 18
  57: r12 = icmp.i1 eq r0, 0:i32  ; line 27
  58: br r12 ? 59 : 65 reconv 65  ; line 27
  59: r12:13 = zext.i64 r1  ; line 28
  60: r12:13 = shl.i64 r12:13, 2:i64  ; line 28
  61: r12:13 = iadd.ptr $2, r12:13  ; line 28
  62: r1 = ld.i32 generic align 4 &_ZZ10prefix_sumE4temp+2104  ; line 28
  63: st.i32 generic align 4 r12:13, r1  ; line 28
  64: st.i32 generic align 4 &_ZZ10prefix_sumE4temp+2104, 0:i32  ; line 29
  65: r1 = mov.i32 512:i32
  66: r12 = mov.i32 1:i32
  67: r1 = lshr.i32 r1, 1:i32  ; line 32
  68: bar  ; line 34
  69: r13 = icmp.i1 slt r0, r12  ; line 34
  70: br r13 ? 71 : 90 reconv 90  ; line 34
  71: r13 = imul.i32 r1, r9  ; line 35
  72: r13 = iadd.i32 r13, -1:i32  ; line 35
  73: r14 = imul.i32 r1, r8  ; line 36
  74: r14 = iadd.i32 r14, -1:i32  ; line 36
  75: r15 = ashr.i32 r13, 5:i32  ; line 37
  76: r13 = iadd.i32 r15, r13  ; line 37
  77: r16:17 = sext.i64 r13  ; line 37
  78: r16:17 = shl.i64 r16:17, 2:i64  ; line 37
  79: r16:17 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r16:17  ; line 37
  80: r13 = ld.i32 generic align 4 r16:17  ; line 37
  81: r15 = ashr.i32 r14, 5:i32  ; line 38
  82: r14 = iadd.i32 r15, r14  ; line 38
  83: r14:15 = sext.i64 r14  ; line 38
  84: r14:15 = shl.i64 r14:15, 2:i64  ; line 38
  85: r14:15 = iadd.ptr &_ZZ10prefix_sumE4temp+0, r14:15  ; line 38
  86: r18 = ld.i32 generic align 4 r14:15  ; line 38
  87: st.i32 generic align 4 r16:17, r18  ; line 38
  88: r13 = iadd.i32 r18, r13  ; line 39
  89: st.i32 generic align 4 r14:15, r13  ; line 39
  90: r12 = shl.i32 r12, 1:i32  ; line 31
  91: r13 = icmp.i1 slt r12, 512:i32  ; line 31
  92: br r13 ? 67 : 93 reconv 93  ; line 31
  93: bar  ; line 45
  94: r0 = ld.i32 generic align 4 r6:7  ; line 43
  95: r4:5 = shl.i64 r4:5, 2:i64  ; line 43
  96: r4:5 = iadd.ptr $1, r4:5  ; line 43
  97: st.i32 generic align 4 r4:5, r0  ; line 43
  98: r0 = ld.i32 generic align 4 r10:11  ; line 44
  99: r2:3 = shl.i64 r2:3, 2:i64  ; line 44
  100: r2:3 = iadd.ptr $1, r2:3  ; line 44
  101: st.i32 generic align 4 r2:3, r0  ; line 44
  102: exit  ; line 45
