cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 warp_reduce
  source samples/warp_reduce.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: pointer ptr generic noalias, size 8, align 8
  param 3 $3: scalar i32, size 4, align 4
  symbol 1 @_ZZ11warp_reduceE4part: shared, size 640, align 4, zero
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 warp_reduce: registers 20, instructions 257
  0: r0 = tid.i32 tid.x  ; line 44
  1: r1 = and.i32 r0, 31:i32  ; line 28
  2: r2 = lshr.i32 r0, 5:i32  ; line 28
  3: r3 = tid.i32 ctaid.x  ; line 45
  4: r4 = tid.i32 ntid.x  ; line 46
  5: r5 = imul.i32 r3, r4  ; line 29
  6: r5 = iadd.i32 r5, r0  ; line 29
  7: r6 = and.i32 r0, -32:i32  ; line 30
  8: r6 = isub.i32 r4, r6  ; line 30
  9: r7 = icmp.i1 ult r6, 32:i32  ; line 30
  10: r6 = select.i32 r7, r6, 32:i32  ; line 30
  11: r7 = icmp.i1 ult r5, $3  ; line 31
  12: br r7 ? 13 : 18 reconv 19  ; line 32
  13: r8:9 = zext.i64 r5  ; line 32
  14: r8:9 = iadd.ptr $0, r8:9  ; line 32
  15: r8 = ld.i8 generic align 1 r8:9  ; line 32
  16: r8 = sext.i32 r8  ; line 32
  17: jmp 19  ; line 32
  18: r8 = mov.i32 0:i32  ; line 32
  19: r9 = shfl.i32 up r8, 1:i32, 0:i32  ; line 202
  20: r10 = icmp.i1 eq r1, 0:i32  ; line 37
  21: r9 = select.i32 r10, 0:i32, r9  ; line 37
  22: r9 = iadd.i32 r9, r8  ; line 37
  23: r11 = shfl.i32 up r9, 2:i32, 0:i32  ; line 202
  24: r12 = icmp.i1 ult r1, 2:i32  ; line 37
  25: r11 = select.i32 r12, 0:i32, r11  ; line 37
  26: r9 = iadd.i32 r11, r9  ; line 37
  27: r11 = shfl.i32 up r9, 4:i32, 0:i32  ; line 202
  28: r12 = icmp.i1 ult r1, 4:i32  ; line 37
  29: r11 = select.i32 r12, 0:i32, r11  ; line 37
  30: r9 = iadd.i32 r11, r9  ; line 37
  31: r11 = shfl.i32 up r9, 8:i32, 0:i32  ; line 202
  32: r12 = icmp.i1 ult r1, 8:i32  ; line 37
  33: r11 = select.i32 r12, 0:i32, r11  ; line 37
  34: r9 = iadd.i32 r11, r9  ; line 37
  35: r11 = shfl.i32 up r9, 16:i32, 0:i32  ; line 202
  36: r12 = icmp.i1 sgt r8, 0:i32  ; line 40
  37: r13 = vote.i32 ballot r12  ; line 207
  38: r14 = and.i32 r0, 15:i32  ; line 41
  39: r14 = xor.i32 r14, 15:i32  ; line 41
  40: r14 = shfl.i32 idx r8, r14, 4127:i32  ; line 201
  41: r15 = shfl.i32 bfly r8, 1:i32, 31:i32  ; line 204
  42: br r7 ? 43 : 70 reconv 70  ; line 43
  43: r16 = icmp.i1 ult r1, 16:i32  ; line 37
  44: r11 = select.i32 r16, 0:i32, r11  ; line 37
  45: r9 = iadd.i32 r11, r9  ; line 37
  46: r5 = shl.i32 r5, 2:i32  ; line 44
  47: r16:17 = zext.i64 r5  ; line 44
  48: r16:17 = shl.i64 r16:17, 2:i64  ; line 44
  49: r16:17 = iadd.ptr $1, r16:17  ; line 44
  50: st.i32 generic align 4 r16:17, r9  ; line 44
  51: r9 = shl.i32 -1:i32, r1  ; line 45
  52: r9 = xor.i32 r9, -1:i32  ; line 45
  53: r9 = and.i32 r13, r9  ; line 45
  54: r9 = popc.i32 r9  ; line 119
  55: r11 = or.i32 r5, 1:i32  ; line 45
  56: r16:17 = zext.i64 r11  ; line 45
  57: r16:17 = shl.i64 r16:17, 2:i64  ; line 45
  58: r16:17 = iadd.ptr $1, r16:17  ; line 45
  59: st.i32 generic align 4 r16:17, r9  ; line 45
  60: r9 = or.i32 r5, 2:i32  ; line 46
  61: r16:17 = zext.i64 r9  ; line 46
  62: r16:17 = shl.i64 r16:17, 2:i64  ; line 46
  63: r16:17 = iadd.ptr $1, r16:17  ; line 46
  64: st.i32 generic align 4 r16:17, r14  ; line 46
  65: r5 = or.i32 r5, 3:i32  ; line 47
  66: r16:17 = zext.i64 r5  ; line 47
  67: r16:17 = shl.i64 r16:17, 2:i64  ; line 47
  68: r16:17 = iadd.ptr $1, r16:17  ; line 47
  69: st.i32 generic align 4 r16:17, r15  ; line 47
  70: r5 = shfl.i32 down r8, 16:i32, 31:i32  ; line 203
  71: r9 = iadd.i32 r1, 16:i32  ; line 18
  72: r9 = icmp.i1 ult r9, r6  ; line 18
  73: r5 = select.i32 r9, r5, 0:i32  ; line 18
  74: r5 = iadd.i32 r5, r8  ; line 18
  75: r11 = shfl.i32 down r5, 8:i32, 31:i32  ; line 203
  76: r14 = iadd.i32 r1, 8:i32  ; line 18
  77: r14 = icmp.i1 ult r14, r6  ; line 18
  78: r11 = select.i32 r14, r11, 0:i32  ; line 18
  79: r5 = iadd.i32 r11, r5  ; line 18
  80: r11 = shfl.i32 down r5, 4:i32, 31:i32  ; line 203
  81: r15 = iadd.i32 r1, 4:i32  ; line 18
  82: r15 = icmp.i1 ult r15, r6  ; line 18
  83: r11 = select.i32 r15, r11, 0:i32  ; line 18
  84: r5 = iadd.i32 r11, r5  ; line 18
  85: r11 = shfl.i32 down r5, 2:i32, 31:i32  ; line 203
  86: r16 = iadd.i32 r1, 2:i32  ; line 18
  87: r16 = icmp.i1 ult r16, r6  ; line 18
  88: r11 = select.i32 r16, r11, 0:i32  ; line 18
  89: r5 = iadd.i32 r11, r5  ; line 18
  90: r11 = shfl.i32 down r5, 1:i32, 31:i32  ; line 203
  91: r17 = iadd.i32 r1, 1:i32  ; line 18
  92: r6 = icmp.i1 ult r17, r6  ; line 18
  93: r7 = xor.i1 r7, true:i1  ; line 51
  94: r7 = select.i1 r7, true:i1, r12  ; line 51
  95: r7 = vote.i1 all r7  ; line 209
  96: r8 = icmp.i1 slt r8, -100:i32  ; line 52
  97: r8 = vote.i1 any r8  ; line 210
  98: r12 = vote.i1 uni r12  ; line 211
  99: br r10 ? 100 : 114 reconv 114  ; line 54
  100: r12 = zext.i32 r12  ; line 211
  101: r8 = zext.i32 r8  ; line 210
  102: r7 = zext.i32 r7  ; line 209
  103: r11 = select.i32 r6, r11, 0:i32  ; line 18
  104: r5 = iadd.i32 r11, r5  ; line 18
  105: r18:19 = zext.i64 r2  ; line 55
  106: r18:19 = shl.i64 r18:19, 2:i64  ; line 55
  107: r18:19 = iadd.ptr &_ZZ11warp_reduceE4part+0, r18:19  ; line 55
  108: st.i32 generic align 4 r18:19, r5  ; line 55
  109: r2 = popc.i32 r13  ; line 119
  110: st.i32 generic align 4 r18:19+128, r2  ; line 56
  111: st.i32 generic align 4 r18:19+256, r7  ; line 57
  112: st.i32 generic align 4 r18:19+384, r8  ; line 58
  113: st.i32 generic align 4 r18:19+512, r12  ; line 59
  114: bar  ; line 62
  115: r0 = icmp.i1 ult r0, 32:i32  ; line 62
  116: br r0 ? 117 : 256 reconv 256  ; line 62
  117: r0 = iadd.i32 r4, 31:i32  ; line 63
  118: r0 = lshr.i32 r0, 5:i32  ; line 63
  119: r0 = icmp.i1 ult r1, r0
  120: r4:5 = zext.i64 r1
  121: r1 = imul.i32 r3, 5:i32
  122: br r0 ? 123 : 127 reconv 128  ; line 65
  123: r2:3 = shl.i64 r4:5, 2:i64  ; line 65
  124: r2:3 = iadd.ptr &_ZZ11warp_reduceE4part+0, r2:3  ; line 65
  125: r2 = ld.i32 generic align 4 r2:3  ; line 65
  126: jmp 128  ; line 65
  127: r2 = mov.i32 0:i32  ; line 65
  128: r3 = shfl.i32 down r2, 16:i32, 31:i32  ; line 203
  129: r3 = select.i32 r9, r3, 0:i32  ; line 18
  130: r2 = iadd.i32 r3, r2  ; line 18
  131: r3 = shfl.i32 down r2, 8:i32, 31:i32  ; line 203
  132: r3 = select.i32 r14, r3, 0:i32  ; line 18
  133: r2 = iadd.i32 r3, r2  ; line 18
  134: r3 = shfl.i32 down r2, 4:i32, 31:i32  ; line 203
  135: r3 = select.i32 r15, r3, 0:i32  ; line 18
  136: r2 = iadd.i32 r3, r2  ; line 18
  137: r3 = shfl.i32 down r2, 2:i32, 31:i32  ; line 203
  138: r3 = select.i32 r16, r3, 0:i32  ; line 18
  139: r2 = iadd.i32 r3, r2  ; line 18
  140: r3 = shfl.i32 down r2, 1:i32, 31:i32  ; line 203
  141: br r10 ? 142 : 148 reconv 148  ; line 66
  142: r12:13 = zext.i64 r1  ; line 67
  143: r12:13 = shl.i64 r12:13, 2:i64  ; line 67
  144: r12:13 = iadd.ptr $2, r12:13  ; line 67
  145: r3 = select.i32 r6, r3, 0:i32  ; line 18
  146: r2 = iadd.i32 r3, r2  ; line 18
  147: st.i32 generic align 4 r12:13, r2  ; line 67
  148: br r0 ? 149 : 153 reconv 154  ; line 65
  149: r2:3 = shl.i64 r4:5, 2:i64  ; line 65
  150: r2:3 = iadd.ptr &_ZZ11warp_reduceE4part+0, r2:3  ; line 65
  151: r2 = ld.i32 generic align 4 r2:3+128  ; line 65
  152: jmp 154  ; line 65
  153: r2 = mov.i32 0:i32  ; line 65
  154: r3 = shfl.i32 down r2, 16:i32, 31:i32  ; line 203
  155: r3 = select.i32 r9, r3, 0:i32  ; line 18
  156: r2 = iadd.i32 r3, r2  ; line 18
  157: r3 = shfl.i32 down r2, 8:i32, 31:i32  ; line 203
  158: r3 = select.i32 r14, r3, 0:i32  ; line 18
  159: r2 = iadd.i32 r3, r2  ; line 18
  160: r3 = shfl.i32 down r2, 4:i32, 31:i32  ; line 203
  161: r3 = select.i32 r15, r3, 0:i32  ; line 18
  162: r2 = iadd.i32 r3, r2  ; line 18
  163: r3 = shfl.i32 down r2, 2:i32, 31:i32  ; line 203
  164: r3 = select.i32 r16, r3, 0:i32  ; line 18
  165: r2 = iadd.i32 r3, r2  ; line 18
  166: r3 = shfl.i32 down r2, 1:i32, 31:i32  ; line 203
  167: br r10 ? 168 : 175 reconv 175  ; line 66
  168: r7 = iadd.i32 r1, 1:i32  ; line 67
  169: r12:13 = zext.i64 r7  ; line 67
  170: r12:13 = shl.i64 r12:13, 2:i64  ; line 67
  171: r12:13 = iadd.ptr $2, r12:13  ; line 67
  172: r3 = select.i32 r6, r3, 0:i32  ; line 18
  173: r2 = iadd.i32 r3, r2  ; line 18
  174: st.i32 generic align 4 r12:13, r2  ; line 67
  175: br r0 ? 176 : 180 reconv 181  ; line 65
  176: r2:3 = shl.i64 r4:5, 2:i64  ; line 65
  177: r2:3 = iadd.ptr &_ZZ11warp_reduceE4part+0, r2:3  ; line 65
  178: r2 = ld.i32 generic align 4 r2:3+256  ; line 65
  179: jmp 181  ; line 65
  180: r2 = mov.i32 0:i32  ; line 65
  181: r3 = shfl.i32 down r2, 16:i32, 31:i32  ; line 203
  182: r3 = select.i32 r9, r3, 0:i32  ; line 18
  183: r2 = iadd.i32 r3, r2  ; line 18
  184: r3 = shfl.i32 down r2, 8:i32, 31:i32  ; line 203
  185: r3 = select.i32 r14, r3, 0:i32  ; line 18
  186: r2 = iadd.i32 r3, r2  ; line 18
  187: r3 = shfl.i32 down r2, 4:i32, 31:i32  ; line 203
  188: r3 = select.i32 r15, r3, 0:i32  ; line 18
  189: r2 = iadd.i32 r3, r2  ; line 18
  190: r3 = shfl.i32 down r2, 2:i32, 31:i32  ; line 203
  191: r3 = select.i32 r16, r3, 0:i32  ; line 18
  192: r2 = iadd.i32 r3, r2  ; line 18
  193: r3 = shfl.i32 down r2, 1:i32, 31:i32  ; line 203
  194: br r10 ? 195 : 202 reconv 202  ; line 66
  195: r7 = iadd.i32 r1, 2:i32  ; line 67
  196: r12:13 = zext.i64 r7  ; line 67
  197: r12:13 = shl.i64 r12:13, 2:i64  ; line 67
  198: r12:13 = iadd.ptr $2, r12:13  ; line 67
  199: r3 = select.i32 r6, r3, 0:i32  ; line 18
  200: r2 = iadd.i32 r3, r2  ; line 18
  201: st.i32 generic align 4 r12:13, r2  ; line 67
  202: br r0 ? 203 : 207 reconv 208  ; line 65
  203: r2:3 = shl.i64 r4:5, 2:i64  ; line 65
  204: r2:3 = iadd.ptr &_ZZ11warp_reduceE4part+0, r2:3  ; line 65
  205: r2 = ld.i32 generic align 4 r2:3+384  ; line 65
  206: jmp 208  ; line 65
  207: r2 = mov.i32 0:i32  ; line 65
  208: r3 = shfl.i32 down r2, 16:i32, 31:i32  ; line 203
  209: r3 = select.i32 r9, r3, 0:i32  ; line 18
  210: r2 = iadd.i32 r3, r2  ; line 18
  211: r3 = shfl.i32 down r2, 8:i32, 31:i32  ; line 203
  212: r3 = select.i32 r14, r3, 0:i32  ; line 18
  213: r2 = iadd.i32 r3, r2  ; line 18
  214: r3 = shfl.i32 down r2, 4:i32, 31:i32  ; line 203
  215: r3 = select.i32 r15, r3, 0:i32  ; line 18
  216: r2 = iadd.i32 r3, r2  ; line 18
  217: r3 = shfl.i32 down r2, 2:i32, 31:i32  ; line 203
  218: r3 = select.i32 r16, r3, 0:i32  ; line 18
  219: r2 = iadd.i32 r3, r2  ; line 18
  220: r3 = shfl.i32 down r2, 1:i32, 31:i32  ; line 203
  221: br r10 ? 222 : 229 reconv 229  ; line 66
  222: r7 = iadd.i32 r1, 3:i32  ; line 67
  223: r12:13 = zext.i64 r7  ; line 67
  224: r12:13 = shl.i64 r12:13, 2:i64  ; line 67
  225: r12:13 = iadd.ptr $2, r12:13  ; line 67
  226: r3 = select.i32 r6, r3, 0:i32  ; line 18
  227: r2 = iadd.i32 r3, r2  ; line 18
  228: st.i32 generic align 4 r12:13, r2  ; line 67
  229: br r0 ? 230 : 234 reconv 235  ; line 65
  230: r2:3 = shl.i64 r4:5, 2:i64  ; line 65
  231: r2:3 = iadd.ptr &_ZZ11warp_reduceE4part+0, r2:3  ; line 65
  232: r0 = ld.i32 generic align 4 r2:3+512  ; line 65
  233: jmp 235  ; line 65
  234: r0 = mov.i32 0:i32  ; line 65
  235: r2 = shfl.i32 down r0, 16:i32, 31:i32  ; line 203
  236: r2 = select.i32 r9, r2, 0:i32  ; line 18
  237: r0 = iadd.i32 r2, r0  ; line 18
  238: r2 = shfl.i32 down r0, 8:i32, 31:i32  ; line 203
  239: r2 = select.i32 r14, r2, 0:i32  ; line 18
  240: r0 = iadd.i32 r2, r0  ; line 18
  241: r2 = shfl.i32 down r0, 4:i32, 31:i32  ; line 203
  242: r2 = select.i32 r15, r2, 0:i32  ; line 18
  243: r0 = iadd.i32 r2, r0  ; line 18
  244: r2 = shfl.i32 down r0, 2:i32, 31:i32  ; line 203
  245: r2 = select.i32 r16, r2, 0:i32  ; line 18
  246: r0 = iadd.i32 r2, r0  ; line 18
  247: r2 = shfl.i32 down r0, 1:i32, 31:i32  ; line 203
  248: br r10 ? 249 : 256 reconv 256  ; line 66
  249: r1 = iadd.i32 r1, 4:i32  ; line 67
  250: r4:5 = zext.i64 r1  ; line 67
  251: r4:5 = shl.i64 r4:5, 2:i64  ; line 67
  252: r4:5 = iadd.ptr $2, r4:5  ; line 67
  253: r1 = select.i32 r6, r2, 0:i32  ; line 18
  254: r0 = iadd.i32 r1, r0  ; line 18
  255: st.i32 generic align 4 r4:5, r0  ; line 67
  256: exit  ; line 70
