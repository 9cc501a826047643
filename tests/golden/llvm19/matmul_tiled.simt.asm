cfg version 1 target simt
arch 1124631d96f16f5d grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 matmul_tiled
  source samples/matmul_tiled.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: scalar i32, size 4, align 4
  symbol 1 @_ZZ12matmul_tiledE2As: shared, size 1024, align 4, zero
  symbol 2 @_ZZ12matmul_tiledE2Bs: shared, size 1024, align 4, zero
  local bytes 72, live-value IDs 0, blocks 0
simt kernel 0 matmul_tiled: registers 62, instructions 166
  0: r0 = tid.i32 tid.x  ; line 44
  1: r1 = tid.i32 tid.y  ; line 44
  2: r2 = tid.i32 ctaid.y  ; line 45
  3: r2 = shl.i32 r2, 4:i32  ; line 11
  4: r2 = iadd.i32 r2, r1  ; line 11
  5: r3 = tid.i32 ctaid.x  ; line 45
  6: r3 = shl.i32 r3, 4:i32  ; line 12
  7: r3 = iadd.i32 r3, r0  ; line 12
  8: r4 = sdiv.i32 $3, 16:i32
  9: st.i32 local align 4 &local+0, r4
  10: r4 = icmp.i1 sgt $3, 15:i32  ; line 14
  11: r2 = imul.i32 r2, $3
  12: st.i32 local align 4 &local+4, r2
  13: br r4 ? 14 : 158 reconv 159  ; line 14
  14: r2 = ld.i32 local align 4 &local+4
  15: r2 = iadd.i32 r2, r0
  16: st.i32 local align 4 &local+8, r2
  17: r4:5 = sext.i64 r1
  18: r6:7 = sext.i64 r0
  19: r4:5 = shl.i64 r4:5, 6:i64
  20: r8:9 = iadd.ptr &_ZZ12matmul_tiledE2As+0, r4:5
  21: r6:7 = shl.i64 r6:7, 2:i64
  22: r10:11 = iadd.ptr r8:9, r6:7
  23: st.i64 local align 8 &local+16, r10:11
  24: r4:5 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r4:5
  25: r4:5 = iadd.ptr r4:5, r6:7
  26: st.i64 local align 8 &local+24, r4:5
  27: r4:5 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r6:7
  28: r6:7 = iadd.ptr r8:9, 4:i64
  29: st.i64 local align 8 &local+32, r6:7
  30: r6:7 = iadd.ptr r4:5, 64:i64
  31: st.i64 local align 8 &local+40, r6:7
  32: r6:7 = iadd.ptr r8:9, 8:i64
  33: st.i64 local align 8 &local+48, r6:7
  34: r6:7 = iadd.ptr r4:5, 128:i64
  35: st.i64 local align 8 &local+56, r6:7
  36: r6:7 = iadd.ptr r8:9, 12:i64
  37: st.i64 local align 8 &local+64, r6:7
  38: r6:7 = iadd.ptr r4:5, 192:i64
  39: r10:11 = iadd.ptr r8:9, 16:i64
  40: r12:13 = iadd.ptr r4:5, 256:i64
  41: r14:15 = iadd.ptr r8:9, 20:i64
  42: r16:17 = iadd.ptr r4:5, 320:i64
  43: r18:19 = iadd.ptr r8:9, 24:i64
  44: r20:21 = iadd.ptr r4:5, 384:i64
  45: r22:23 = iadd.ptr r8:9, 28:i64
  46: r24:25 = iadd.ptr r4:5, 448:i64
  47: r26:27 = iadd.ptr r8:9, 32:i64
  48: r28:29 = iadd.ptr r4:5, 512:i64
  49: r30:31 = iadd.ptr r8:9, 36:i64
  50: r32:33 = iadd.ptr r4:5, 576:i64
  51: r34:35 = iadd.ptr r8:9, 40:i64
  52: r36:37 = iadd.ptr r4:5, 640:i64
  53: r38:39 = iadd.ptr r8:9, 44:i64
  54: r40:41 = iadd.ptr r4:5, 704:i64
  55: r42:43 = iadd.ptr r8:9, 48:i64
  56: r44:45 = iadd.ptr r4:5, 768:i64
  57: r46:47 = iadd.ptr r8:9, 52:i64
  58: r48:49 = iadd.ptr r4:5, 832:i64
  59: r50:51 = iadd.ptr r8:9, 56:i64
  60: r52:53 = iadd.ptr r4:5, 896:i64
  61: r54:55 = iadd.ptr r8:9, 60:i64
  62: r56:57 = iadd.ptr r4:5, 960:i64
  63: r0 = mov.i32 0:i32
  64: r2 = mov.f32 0:f32
  65: r58 = shl.i32 r0, 4:i32  ; line 15
  66: r59 = ld.i32 local align 4 &local+8  ; line 15
  67: r59 = iadd.i32 r59, r58  ; line 15
  68: r60:61 = sext.i64 r59  ; line 15
  69: r60:61 = shl.i64 r60:61, 2:i64  ; line 15
  70: r60:61 = iadd.ptr $0, r60:61  ; line 15
  71: r59 = ld.f32 generic align 4 r60:61  ; line 15
  72: r60:61 = ld.i64 local align 8 &local+16  ; line 15
  73: st.f32 generic align 4 r60:61, r59  ; line 15
  74: r58 = iadd.i32 r58, r1  ; line 16
  75: r58 = imul.i32 r58, $3  ; line 16
  76: r58 = iadd.i32 r58, r3  ; line 16
  77: r58:59 = sext.i64 r58  ; line 16
  78: r58:59 = shl.i64 r58:59, 2:i64  ; line 16
  79: r58:59 = iadd.ptr $1, r58:59  ; line 16
  80: r58 = ld.f32 generic align 4 r58:59  ; line 16
  81: r60:61 = ld.i64 local align 8 &local+24  ; line 16
  82: st.f32 generic align 4 r60:61, r58  ; line 16
  83: bar  ; line 21
  84: r58 = ld.f32 generic align 4 r8:9  ; line 20
  85: r59 = ld.f32 generic align 4 r4:5  ; line 20
  86: r58 = fmul.f32 r58, r59  ; line 20
  87: r2 = fadd.f32 r2, r58  ; line 20
  88: r58:59 = ld.i64 local align 8 &local+32  ; line 20
  89: r58 = ld.f32 generic align 4 r58:59  ; line 20
  90: r60:61 = ld.i64 local align 8 &local+40  ; line 20
  91: r59 = ld.f32 generic align 4 r60:61  ; line 20
  92: r58 = fmul.f32 r58, r59  ; line 20
  93: r2 = fadd.f32 r2, r58  ; line 20
  94: r58:59 = ld.i64 local align 8 &local+48  ; line 20
  95: r58 = ld.f32 generic align 4 r58:59  ; line 20
  96: r60:61 = ld.i64 local align 8 &local+56  ; line 20
  97: r59 = ld.f32 generic align 4 r60:61  ; line 20
  98: r58 = fmul.f32 r58, r59  ; line 20
  99: r2 = fadd.f32 r2, r58  ; line 20
  100: r58:59 = ld.i64 local align 8 &local+64  ; line 20
  101: r58 = ld.f32 generic align 4 r58:59  ; line 20
  102: r59 = ld.f32 generic align 4 r6:7  ; line 20
  103: r58 = fmul.f32 r58, r59  ; line 20
  104: r2 = fadd.f32 r2, r58  ; line 20
  105: r58 = ld.f32 generic align 4 r10:11  ; line 20
  106: r59 = ld.f32 generic align 4 r12:13  ; line 20
  107: r58 = fmul.f32 r58, r59  ; line 20
  108: r2 = fadd.f32 r2, r58  ; line 20
  109: r58 = ld.f32 generic align 4 r14:15  ; line 20
  110: r59 = ld.f32 generic align 4 r16:17  ; line 20
  111: r58 = fmul.f32 r58, r59  ; line 20
  112: r2 = fadd.f32 r2, r58  ; line 20
  113: r58 = ld.f32 generic align 4 r18:19  ; line 20
  114: r59 = ld.f32 generic align 4 r20:21  ; line 20
  115: r58 = fmul.f32 r58, r59  ; line 20
  116: r2 = fadd.f32 r2, r58  ; line 20
  117: r58 = ld.f32 generic align 4 r22:23  ; line 20
  118: r59 = ld.f32 generic align 4 r24:25  ; line 20
  119: r58 = fmul.f32 r58, r59  ; line 20
  120: r2 = fadd.f32 r2, r58  ; line 20
  121: r58 = ld.f32 generic align 4 r26:27  ; line 20
  122: r59 = ld.f32 generic align 4 r28:29  ; line 20
  123: r58 = fmul.f32 r58, r59  ; line 20
  124: r2 = fadd.f32 r2, r58  ; line 20
  125: r58 = ld.f32 generic align 4 r30:31  ; line 20
  126: r59 = ld.f32 generic align 4 r32:33  ; line 20
  127: r58 = fmul.f32 r58, r59  ; line 20
  128: r2 = fadd.f32 r2, r58  ; line 20
  129: r58 = ld.f32 generic align 4 r34:35  ; line 20
  130: r59 = ld.f32 generic align 4 r36:37  ; line 20
  131: r58 = fmul.f32 r58, r59  ; line 20
  132: r2 = fadd.f32 r2, r58  ; line 20
  133: r58 = ld.f32 generic align 4 r38:39  ; line 20
  134: r59 = ld.f32 generic align 4 r40:41  ; line 20
  135: r58 = fmul.f32 r58, r59  ; line 20
  136: r2 = fadd.f32 r2, r58  ; line 20
  137: r58 = ld.f32 generic align 4 r42:43  ; line 20
  138: r59 = ld.f32 generic align 4 r44:45  ; line 20
  139: r58 = fmul.f32 r58, r59  ; line 20
  140: r2 = fadd.f32 r2, r58  ; line 20
  141: r58 = ld.f32 generic align 4 r46:47  ; line 20
  142: r59 = ld.f32 generic align 4 r48:49  ; line 20
  143: r58 = fmul.f32 r58, r59  ; line 20
  144: r2 = fadd.f32 r2, r58  ; line 20
  145: r58 = ld.f32 generic align 4 r50:51  ; line 20
  146: r59 = ld.f32 generic align 4 r52:53  ; line 20
  147: r58 = fmul.f32 r58, r59  ; line 20
  148: r2 = fadd.f32 r2, r58  ; line 20
  149: r58 = ld.f32 generic align 4 r54:55  ; line 20
  150: r59 = ld.f32 generic align 4 r56:57  ; line 20
  151: r58 = fmul.f32 r58, r59  ; line 20
  152: r2 = fadd.f32 r2, r58  ; line 20
  153: bar  ; line 14
  154: r0 = iadd.i32 r0, 1:i32  ; line 14
  155: r58 = ld.i32 local align 4 &local+0  ; line 14
  156: r58 = icmp.i1 eq r0, r58  ; line 14
  157: br r58 ? 159 : 65 reconv 159  ; line 14
  158: r2 = mov.f32 0:f32  ; line 13
  159: r0 = ld.i32 local align 4 &local+4  ; line 23
  160: r0 = iadd.i32 r0, r3  ; line 23
  161: r0:1 = sext.i64 r0  ; line 23
  162: r0:1 = shl.i64 r0:1, 2:i64  ; line 23
  163: r0:1 = iadd.ptr $2, r0:1  ; line 23
  164: st.f32 generic align 4 r0:1, r2  ; line 23
  165: exit  ; line 24
