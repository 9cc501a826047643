cfg version 1 target simt
arch a8eed4fd37731402 grid 0x0 channels 0 neighbours 0
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
simt kernel 0 matmul_tiled: registers 78, instructions 147
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
  11: br r5 ? 14 : 12 reconv 141  ; line 14
  12: r0 = mov.f32 0:f32  ; line 13
  13: jmp 141  ; line 14
  14: r5 = iadd.i32 r2, r0
  15: r6:7 = sext.i64 r1
  16: r8:9 = sext.i64 r0
  17: r6:7 = shl.i64 r6:7, 6:i64
  18: r10:11 = iadd.ptr &_ZZ12matmul_tiledE2As+0, r6:7
  19: r8:9 = shl.i64 r8:9, 2:i64
  20: r12:13 = iadd.ptr r10:11, r8:9
  21: r6:7 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r6:7
  22: r6:7 = iadd.ptr r6:7, r8:9
  23: r8:9 = iadd.ptr &_ZZ12matmul_tiledE2Bs+0, r8:9
  24: r14:15 = iadd.ptr r10:11, 4:i64
  25: r16:17 = iadd.ptr r8:9, 64:i64
  26: r18:19 = iadd.ptr r10:11, 8:i64
  27: r20:21 = iadd.ptr r8:9, 128:i64
  28: r22:23 = iadd.ptr r10:11, 12:i64
  29: r24:25 = iadd.ptr r8:9, 192:i64
  30: r26:27 = iadd.ptr r10:11, 16:i64
  31: r28:29 = iadd.ptr r8:9, 256:i64
  32: r30:31 = iadd.ptr r10:11, 20:i64
  33: r32:33 = iadd.ptr r8:9, 320:i64
  34: r34:35 = iadd.ptr r10:11, 24:i64
  35: r36:37 = iadd.ptr r8:9, 384:i64
  36: r38:39 = iadd.ptr r10:11, 28:i64
  37: r40:41 = iadd.ptr r8:9, 448:i64
  38: r42:43 = iadd.ptr r10:11, 32:i64
  39: r44:45 = iadd.ptr r8:9, 512:i64
  40: r46:47 = iadd.ptr r10:11, 36:i64
  41: r48:49 = iadd.ptr r8:9, 576:i64
  42: r50:51 = iadd.ptr r10:11, 40:i64
  43: r52:53 = iadd.ptr r8:9, 640:i64
  44: r54:55 = iadd.ptr r10:11, 44:i64
  45: r56:57 = iadd.ptr r8:9, 704:i64
  46: r58:59 = iadd.ptr r10:11, 48:i64
  47: r60:61 = iadd.ptr r8:9, 768:i64
  48: r62:63 = iadd.ptr r10:11, 52:i64
  49: r64:65 = iadd.ptr r8:9, 832:i64
  50: r66:67 = iadd.ptr r10:11, 56:i64
  51: r68:69 = iadd.ptr r8:9, 896:i64
  52: r70:71 = iadd.ptr r10:11, 60:i64
  53: r72:73 = iadd.ptr r8:9, 960:i64
  54: r0 = mov.i32 0:i32
  55: r74 = mov.f32 0:f32
  56: r75 = shl.i32 r0, 4:i32  ; line 15
  57: r76 = iadd.i32 r5, r75  ; line 15
  58: r76:77 = sext.i64 r76  ; line 15
  59: r76:77 = shl.i64 r76:77, 2:i64  ; line 15
  60: r76:77 = iadd.ptr $0, r76:77  ; line 15
  61: r76 = ld.f32 generic align 4 r76:77  ; line 15
  62: st.f32 generic align 4 r12:13, r76  ; line 15
  63: r75 = iadd.i32 r75, r1  ; line 16
  64: r75 = imul.i32 r75, $3  ; line 16
  65: r75 = iadd.i32 r75, r3  ; line 16
  66: r76:77 = sext.i64 r75  ; line 16
  67: r76:77 = shl.i64 r76:77, 2:i64  ; line 16
  68: r76:77 = iadd.ptr $1, r76:77  ; line 16
  69: r75 = ld.f32 generic align 4 r76:77  ; line 16
  70: st.f32 generic align 4 r6:7, r75  ; line 16
  71: bar  ; line 21
  72: r75 = ld.f32 generic align 4 r10:11  ; line 20
  73: r76 = ld.f32 generic align 4 r8:9  ; line 20
  74: r75 = fmul.f32 r75, r76  ; line 20
  75: r74 = fadd.f32 r74, r75  ; line 20
  76: r75 = ld.f32 generic align 4 r14:15  ; line 20
  77: r76 = ld.f32 generic align 4 r16:17  ; line 20
  78: r75 = fmul.f32 r75, r76  ; line 20
  79: r74 = fadd.f32 r74, r75  ; line 20
  80: r75 = ld.f32 generic align 4 r18:19  ; line 20
  81: r76 = ld.f32 generic align 4 r20:21  ; line 20
  82: r75 = fmul.f32 r75, r76  ; line 20
  83: r74 = fadd.f32 r74, r75  ; line 20
  84: r75 = ld.f32 generic align 4 r22:23  ; line 20
  85: r76 = ld.f32 generic align 4 r24:25  ; line 20
  86: r75 = fmul.f32 r75, r76  ; line 20
  87: r74 = fadd.f32 r74, r75  ; line 20
  88: r75 = ld.f32 generic align 4 r26:27  ; line 20
  89: r76 = ld.f32 generic align 4 r28:29  ; line 20
  90: r75 = fmul.f32 r75, r76  ; line 20
  91: r74 = fadd.f32 r74, r75  ; line 20
  92: r75 = ld.f32 generic align 4 r30:31  ; line 20
  93: r76 = ld.f32 generic align 4 r32:33  ; line 20
  94: r75 = fmul.f32 r75, r76  ; line 20
  95: r74 = fadd.f32 r74, r75  ; line 20
  96: r75 = ld.f32 generic align 4 r34:35  ; line 20
  97: r76 = ld.f32 generic align 4 r36:37  ; line 20
  98: r75 = fmul.f32 r75, r76  ; line 20
  99: r74 = fadd.f32 r74, r75  ; line 20
  100: r75 = ld.f32 generic align 4 r38:39  ; line 20
  101: r76 = ld.f32 generic align 4 r40:41  ; line 20
  102: r75 = fmul.f32 r75, r76  ; line 20
  103: r74 = fadd.f32 r74, r75  ; line 20
  104: r75 = ld.f32 generic align 4 r42:43  ; line 20
  105: r76 = ld.f32 generic align 4 r44:45  ; line 20
  106: r75 = fmul.f32 r75, r76  ; line 20
  107: r74 = fadd.f32 r74, r75  ; line 20
  108: r75 = ld.f32 generic align 4 r46:47  ; line 20
  109: r76 = ld.f32 generic align 4 r48:49  ; line 20
  110: r75 = fmul.f32 r75, r76  ; line 20
  111: r74 = fadd.f32 r74, r75  ; line 20
  112: r75 = ld.f32 generic align 4 r50:51  ; line 20
  113: r76 = ld.f32 generic align 4 r52:53  ; line 20
  114: r75 = fmul.f32 r75, r76  ; line 20
  115: r74 = fadd.f32 r74, r75  ; line 20
  116: r75 = ld.f32 generic align 4 r54:55  ; line 20
  117: r76 = ld.f32 generic align 4 r56:57  ; line 20
  118: r75 = fmul.f32 r75, r76  ; line 20
  119: r74 = fadd.f32 r74, r75  ; line 20
  120: r75 = ld.f32 generic align 4 r58:59  ; line 20
  121: r76 = ld.f32 generic align 4 r60:61  ; line 20
  122: r75 = fmul.f32 r75, r76  ; line 20
  123: r74 = fadd.f32 r74, r75  ; line 20
  124: r75 = ld.f32 generic align 4 r62:63  ; line 20
  125: r76 = ld.f32 generic align 4 r64:65  ; line 20
  126: r75 = fmul.f32 r75, r76  ; line 20
  127: r74 = fadd.f32 r74, r75  ; line 20
  128: r75 = ld.f32 generic align 4 r66:67  ; line 20
  129: r76 = ld.f32 generic align 4 r68:69  ; line 20
  130: r75 = fmul.f32 r75, r76  ; line 20
  131: r74 = fadd.f32 r74, r75  ; line 20
  132: r75 = ld.f32 generic align 4 r70:71  ; line 20
  133: r76 = ld.f32 generic align 4 r72:73  ; line 20
  134: r75 = fmul.f32 r75, r76  ; line 20
  135: r74 = fadd.f32 r74, r75  ; line 20
  136: bar  ; line 14
  137: r0 = iadd.i32 r0, 1:i32  ; line 14
  138: r75 = icmp.i1 eq r0, r4  ; line 14
  139: br r75 ? 140 : 56 reconv 141  ; line 14
  140: r0 = mov.f32 r74  ; line 13
  141: r1 = iadd.i32 r2, r3  ; line 23
  142: r2:3 = sext.i64 r1  ; line 23
  143: r2:3 = shl.i64 r2:3, 2:i64  ; line 23
  144: r2:3 = iadd.ptr $2, r2:3  ; line 23
  145: st.f32 generic align 4 r2:3, r0  ; line 23
  146: exit  ; line 24
