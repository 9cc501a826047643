cfg version 1 target simt
arch 1124631d96f16f5d grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 conv5x5
  source samples/conv5x5.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: byval ptr param, size 32, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5: registers 26, instructions 472
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 13
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 13
  5: r1 = tid.i32 ctaid.y  ; line 45
  6: r2 = tid.i32 ntid.y  ; line 46
  7: r1 = imul.i32 r1, r2  ; line 14
  8: r2 = tid.i32 tid.y  ; line 44
  9: r1 = iadd.i32 r1, r2  ; line 14
  10: r2 = ld.i32 generic align 4 $2  ; line 15
  11: r3 = icmp.i1 slt r0, r2  ; line 15
  12: br r3 ? 13 : 471 reconv 471  ; line 15
  13: r4:5 = iadd.ptr $2, 4:i64  ; line 15
  14: r3 = ld.i32 generic align 4 r4:5  ; line 15
  15: r4 = icmp.i1 slt r1, r3  ; line 15
  16: br r4 ? 17 : 471 reconv 471  ; line 15
  17: r4 = iadd.i32 r1, -2:i32  ; line 20
  18: r5 = icmp.i1 sgt r1, 1:i32
  19: r6:7 = iadd.ptr $2, 8:i64
  20: r6 = ld.f32 generic align 4 r6:7
  21: r7 = icmp.i1 slt r4, r3
  22: r4 = imul.i32 r4, r2
  23: r8 = iadd.i32 r0, -2:i32  ; line 23
  24: br r5 ? 25 : 36 reconv 39  ; line 25
  25: r9 = icmp.i1 sgt r0, 1:i32
  26: r9 = and.i1 r7, r9  ; line 25
  27: r10 = icmp.i1 slt r8, r2
  28: r9 = select.i1 r9, r10, false:i1  ; line 25
  29: br r9 ? 30 : 38 reconv 39  ; line 25
  30: r9 = iadd.i32 r8, r4  ; line 26
  31: r10:11 = sext.i64 r9  ; line 26
  32: r10:11 = shl.i64 r10:11, 2:i64  ; line 26
  33: r10:11 = iadd.ptr $0, r10:11  ; line 26
  34: r9 = ld.f32 generic align 4 r10:11  ; line 26
  35: jmp 39  ; line 26
  36: r9 = mov.f32 0:f32
  37: jmp 39  ; line 25
  38: r9 = mov.f32 0:f32
  39: r10 = fmul.f32 r6, r6  ; line 27
  40: r9 = fmul.f32 r9, r10  ; line 27
  41: r9 = fadd.f32 r9, 0:f32  ; line 27
  42: r10 = iadd.i32 r0, -1:i32  ; line 23
  43: br r5 ? 44 : 55 reconv 58  ; line 25
  44: r11 = icmp.i1 sgt r0, 0:i32
  45: r12 = icmp.i1 sle r0, r2
  46: r11 = and.i1 r11, r12  ; line 25
  47: r11 = and.i1 r11, r7  ; line 25
  48: br r11 ? 49 : 57 reconv 58  ; line 25
  49: r11 = iadd.i32 r10, r4  ; line 26
  50: r12:13 = sext.i64 r11  ; line 26
  51: r12:13 = shl.i64 r12:13, 2:i64  ; line 26
  52: r12:13 = iadd.ptr $0, r12:13  ; line 26
  53: r11 = ld.f32 generic align 4 r12:13  ; line 26
  54: jmp 58  ; line 26
  55: r11 = mov.f32 0:f32
  56: jmp 58  ; line 25
  57: r11 = mov.f32 0:f32
  58: r12:13 = iadd.ptr $2, 12:i64  ; line 27
  59: r12 = ld.f32 generic align 4 r12:13  ; line 27
  60: r13 = fmul.f32 r6, r12  ; line 27
  61: r11 = fmul.f32 r11, r13  ; line 27
  62: r9 = fadd.f32 r9, r11  ; line 27
  63: r11 = icmp.i1 sgt r0, -1:i32
  64: r14 = and.i1 r7, r11
  65: r14 = select.i1 r5, r14, false:i1  ; line 25
  66: br r14 ? 67 : 73 reconv 74  ; line 25
  67: r14 = iadd.i32 r0, r4  ; line 26
  68: r14:15 = sext.i64 r14  ; line 26
  69: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  70: r14:15 = iadd.ptr $0, r14:15  ; line 26
  71: r14 = ld.f32 generic align 4 r14:15  ; line 26
  72: jmp 74  ; line 26
  73: r14 = mov.f32 0:f32
  74: r16:17 = iadd.ptr $2, 16:i64  ; line 27
  75: r15 = ld.f32 generic align 4 r16:17  ; line 27
  76: r16 = fmul.f32 r6, r15  ; line 27
  77: r14 = fmul.f32 r14, r16  ; line 27
  78: r9 = fadd.f32 r9, r14  ; line 27
  79: r14 = iadd.i32 r0, 1:i32  ; line 23
  80: br r5 ? 81 : 92 reconv 95  ; line 25
  81: r17 = icmp.i1 sgt r0, -2:i32
  82: r17 = and.i1 r7, r17  ; line 25
  83: r18 = icmp.i1 slt r14, r2
  84: r17 = select.i1 r17, r18, false:i1  ; line 25
  85: br r17 ? 86 : 94 reconv 95  ; line 25
  86: r17 = iadd.i32 r14, r4  ; line 26
  87: r18:19 = sext.i64 r17  ; line 26
  88: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  89: r18:19 = iadd.ptr $0, r18:19  ; line 26
  90: r17 = ld.f32 generic align 4 r18:19  ; line 26
  91: jmp 95  ; line 26
  92: r17 = mov.f32 0:f32
  93: jmp 95  ; line 25
  94: r17 = mov.f32 0:f32
  95: r18:19 = iadd.ptr $2, 20:i64  ; line 27
  96: r18 = ld.f32 generic align 4 r18:19  ; line 27
  97: r19 = fmul.f32 r6, r18  ; line 27
  98: r17 = fmul.f32 r17, r19  ; line 27
  99: r9 = fadd.f32 r9, r17  ; line 27
  100: r17 = iadd.i32 r0, 2:i32  ; line 23
  101: br r5 ? 102 : 113 reconv 116  ; line 25
  102: r5 = icmp.i1 sgt r0, -3:i32
  103: r5 = and.i1 r7, r5  ; line 25
  104: r7 = icmp.i1 slt r17, r2
  105: r5 = select.i1 r5, r7, false:i1  ; line 25
  106: br r5 ? 107 : 115 reconv 116  ; line 25
  107: r4 = iadd.i32 r17, r4  ; line 26
  108: r4:5 = sext.i64 r4  ; line 26
  109: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  110: r4:5 = iadd.ptr $0, r4:5  ; line 26
  111: r4 = ld.f32 generic align 4 r4:5  ; line 26
  112: jmp 116  ; line 26
  113: r4 = mov.f32 0:f32
  114: jmp 116  ; line 25
  115: r4 = mov.f32 0:f32
  116: r20:21 = iadd.ptr $2, 24:i64  ; line 27
  117: r5 = ld.f32 generic align 4 r20:21  ; line 27
  118: r6 = fmul.f32 r6, r5  ; line 27
  119: r4 = fmul.f32 r4, r6  ; line 27
  120: r4 = fadd.f32 r9, r4  ; line 27
  121: r7 = iadd.i32 r1, -1:i32  ; line 20
  122: r9 = icmp.i1 sgt r1, 0:i32
  123: r20 = icmp.i1 sle r1, r3
  124: r7 = imul.i32 r7, r2
  125: br r9 ? 126 : 137 reconv 140  ; line 25
  126: r21 = icmp.i1 sgt r0, 1:i32
  127: r21 = and.i1 r20, r21  ; line 25
  128: r22 = icmp.i1 slt r8, r2
  129: r21 = select.i1 r21, r22, false:i1  ; line 25
  130: br r21 ? 131 : 139 reconv 140  ; line 25
  131: r21 = iadd.i32 r8, r7  ; line 26
  132: r22:23 = sext.i64 r21  ; line 26
  133: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  134: r22:23 = iadd.ptr $0, r22:23  ; line 26
  135: r21 = ld.f32 generic align 4 r22:23  ; line 26
  136: jmp 140  ; line 26
  137: r21 = mov.f32 0:f32
  138: jmp 140  ; line 25
  139: r21 = mov.f32 0:f32
  140: r13 = fmul.f32 r21, r13  ; line 27
  141: r4 = fadd.f32 r4, r13  ; line 27
  142: br r9 ? 143 : 154 reconv 157  ; line 25
  143: r13 = icmp.i1 sgt r0, 0:i32
  144: r21 = icmp.i1 sle r0, r2
  145: r13 = and.i1 r13, r21  ; line 25
  146: r13 = and.i1 r13, r20  ; line 25
  147: br r13 ? 148 : 156 reconv 157  ; line 25
  148: r13 = iadd.i32 r10, r7  ; line 26
  149: r22:23 = sext.i64 r13  ; line 26
  150: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  151: r22:23 = iadd.ptr $0, r22:23  ; line 26
  152: r13 = ld.f32 generic align 4 r22:23  ; line 26
  153: jmp 157  ; line 26
  154: r13 = mov.f32 0:f32
  155: jmp 157  ; line 25
  156: r13 = mov.f32 0:f32
  157: r21 = fmul.f32 r12, r12  ; line 27
  158: r13 = fmul.f32 r13, r21  ; line 27
  159: r4 = fadd.f32 r4, r13  ; line 27
  160: r13 = and.i1 r20, r11
  161: r13 = and.i1 r9, r13  ; line 25
  162: br r13 ? 163 : 169 reconv 170  ; line 25
  163: r13 = iadd.i32 r0, r7  ; line 26
  164: r22:23 = sext.i64 r13  ; line 26
  165: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  166: r22:23 = iadd.ptr $0, r22:23  ; line 26
  167: r13 = ld.f32 generic align 4 r22:23  ; line 26
  168: jmp 170  ; line 26
  169: r13 = mov.f32 0:f32
  170: r21 = fmul.f32 r12, r15  ; line 27
  171: r13 = fmul.f32 r13, r21  ; line 27
  172: r4 = fadd.f32 r4, r13  ; line 27
  173: br r9 ? 174 : 185 reconv 188  ; line 25
  174: r13 = icmp.i1 sgt r0, -2:i32
  175: r13 = and.i1 r20, r13  ; line 25
  176: r22 = icmp.i1 slt r14, r2
  177: r13 = select.i1 r13, r22, false:i1  ; line 25
  178: br r13 ? 179 : 187 reconv 188  ; line 25
  179: r13 = iadd.i32 r14, r7  ; line 26
  180: r22:23 = sext.i64 r13  ; line 26
  181: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  182: r22:23 = iadd.ptr $0, r22:23  ; line 26
  183: r13 = ld.f32 generic align 4 r22:23  ; line 26
  184: jmp 188  ; line 26
  185: r13 = mov.f32 0:f32
  186: jmp 188  ; line 25
  187: r13 = mov.f32 0:f32
  188: r22 = fmul.f32 r12, r18  ; line 27
  189: r13 = fmul.f32 r13, r22  ; line 27
  190: r4 = fadd.f32 r4, r13  ; line 27
  191: br r9 ? 192 : 203 reconv 206  ; line 25
  192: r9 = icmp.i1 sgt r0, -3:i32
  193: r9 = and.i1 r20, r9  ; line 25
  194: r13 = icmp.i1 slt r17, r2
  195: r9 = select.i1 r9, r13, false:i1  ; line 25
  196: br r9 ? 197 : 205 reconv 206  ; line 25
  197: r7 = iadd.i32 r17, r7  ; line 26
  198: r24:25 = sext.i64 r7  ; line 26
  199: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  200: r24:25 = iadd.ptr $0, r24:25  ; line 26
  201: r7 = ld.f32 generic align 4 r24:25  ; line 26
  202: jmp 206  ; line 26
  203: r7 = mov.f32 0:f32
  204: jmp 206  ; line 25
  205: r7 = mov.f32 0:f32
  206: r9 = fmul.f32 r12, r5  ; line 27
  207: r7 = fmul.f32 r7, r9  ; line 27
  208: r4 = fadd.f32 r4, r7  ; line 27
  209: r7 = icmp.i1 sgt r1, -1:i32
  210: r12 = imul.i32 r1, r2
  211: br r7 ? 212 : 222 reconv 225  ; line 25
  212: r13 = icmp.i1 sgt r0, 1:i32
  213: r20 = icmp.i1 slt r8, r2
  214: r13 = select.i1 r13, r20, false:i1  ; line 25
  215: br r13 ? 216 : 224 reconv 225  ; line 25
  216: r13 = iadd.i32 r8, r12  ; line 26
  217: r24:25 = sext.i64 r13  ; line 26
  218: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  219: r24:25 = iadd.ptr $0, r24:25  ; line 26
  220: r13 = ld.f32 generic align 4 r24:25  ; line 26
  221: jmp 225  ; line 26
  222: r13 = mov.f32 0:f32
  223: jmp 225  ; line 25
  224: r13 = mov.f32 0:f32
  225: r13 = fmul.f32 r13, r16  ; line 27
  226: r4 = fadd.f32 r4, r13  ; line 27
  227: br r7 ? 228 : 238 reconv 241  ; line 25
  228: r13 = icmp.i1 sgt r0, 0:i32
  229: r16 = icmp.i1 sle r0, r2
  230: r13 = and.i1 r13, r16  ; line 25
  231: br r13 ? 232 : 240 reconv 241  ; line 25
  232: r13 = iadd.i32 r10, r12  ; line 26
  233: r24:25 = sext.i64 r13  ; line 26
  234: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  235: r24:25 = iadd.ptr $0, r24:25  ; line 26
  236: r13 = ld.f32 generic align 4 r24:25  ; line 26
  237: jmp 241  ; line 26
  238: r13 = mov.f32 0:f32
  239: jmp 241  ; line 25
  240: r13 = mov.f32 0:f32
  241: r13 = fmul.f32 r13, r21  ; line 27
  242: r4 = fadd.f32 r4, r13  ; line 27
  243: r13 = or.i32 r1, r0  ; line 25
  244: r13 = icmp.i1 sgt r13, -1:i32  ; line 25
  245: br r13 ? 246 : 252 reconv 253  ; line 25
  246: r13 = iadd.i32 r0, r12  ; line 26
  247: r20:21 = sext.i64 r13  ; line 26
  248: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  249: r20:21 = iadd.ptr $0, r20:21  ; line 26
  250: r13 = ld.f32 generic align 4 r20:21  ; line 26
  251: jmp 253  ; line 26
  252: r13 = mov.f32 0:f32
  253: r16 = fmul.f32 r15, r15  ; line 27
  254: r13 = fmul.f32 r13, r16  ; line 27
  255: r4 = fadd.f32 r4, r13  ; line 27
  256: br r7 ? 257 : 267 reconv 270  ; line 25
  257: r13 = icmp.i1 sgt r0, -2:i32
  258: r16 = icmp.i1 slt r14, r2
  259: r13 = select.i1 r13, r16, false:i1  ; line 25
  260: br r13 ? 261 : 269 reconv 270  ; line 25
  261: r13 = iadd.i32 r14, r12  ; line 26
  262: r20:21 = sext.i64 r13  ; line 26
  263: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  264: r20:21 = iadd.ptr $0, r20:21  ; line 26
  265: r13 = ld.f32 generic align 4 r20:21  ; line 26
  266: jmp 270  ; line 26
  267: r13 = mov.f32 0:f32
  268: jmp 270  ; line 25
  269: r13 = mov.f32 0:f32
  270: r16 = fmul.f32 r15, r18  ; line 27
  271: r13 = fmul.f32 r13, r16  ; line 27
  272: r4 = fadd.f32 r4, r13  ; line 27
  273: br r7 ? 274 : 284 reconv 287  ; line 25
  274: r7 = icmp.i1 sgt r0, -3:i32
  275: r13 = icmp.i1 slt r17, r2
  276: r7 = select.i1 r7, r13, false:i1  ; line 25
  277: br r7 ? 278 : 286 reconv 287  ; line 25
  278: r7 = iadd.i32 r17, r12  ; line 26
  279: r20:21 = sext.i64 r7  ; line 26
  280: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  281: r20:21 = iadd.ptr $0, r20:21  ; line 26
  282: r7 = ld.f32 generic align 4 r20:21  ; line 26
  283: jmp 287  ; line 26
  284: r7 = mov.f32 0:f32
  285: jmp 287  ; line 25
  286: r7 = mov.f32 0:f32
  287: r13 = fmul.f32 r15, r5  ; line 27
  288: r7 = fmul.f32 r7, r13  ; line 27
  289: r4 = fadd.f32 r4, r7  ; line 27
  290: r7 = iadd.i32 r1, 1:i32  ; line 20
  291: r15 = icmp.i1 sgt r1, -2:i32
  292: r20 = icmp.i1 slt r7, r3
  293: r7 = imul.i32 r7, r2
  294: br r15 ? 295 : 306 reconv 309  ; line 25
  295: r21 = icmp.i1 sgt r0, 1:i32
  296: r21 = and.i1 r20, r21  ; line 25
  297: r23 = icmp.i1 slt r8, r2
  298: r21 = select.i1 r21, r23, false:i1  ; line 25
  299: br r21 ? 300 : 308 reconv 309  ; line 25
  300: r21 = iadd.i32 r8, r7  ; line 26
  301: r24:25 = sext.i64 r21  ; line 26
  302: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  303: r24:25 = iadd.ptr $0, r24:25  ; line 26
  304: r21 = ld.f32 generic align 4 r24:25  ; line 26
  305: jmp 309  ; line 26
  306: r21 = mov.f32 0:f32
  307: jmp 309  ; line 25
  308: r21 = mov.f32 0:f32
  309: r19 = fmul.f32 r21, r19  ; line 27
  310: r4 = fadd.f32 r4, r19  ; line 27
  311: br r15 ? 312 : 323 reconv 326  ; line 25
  312: r19 = icmp.i1 sgt r0, 0:i32
  313: r21 = icmp.i1 sle r0, r2
  314: r19 = and.i1 r19, r21  ; line 25
  315: r19 = and.i1 r19, r20  ; line 25
  316: br r19 ? 317 : 325 reconv 326  ; line 25
  317: r19 = iadd.i32 r10, r7  ; line 26
  318: r24:25 = sext.i64 r19  ; line 26
  319: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  320: r24:25 = iadd.ptr $0, r24:25  ; line 26
  321: r19 = ld.f32 generic align 4 r24:25  ; line 26
  322: jmp 326  ; line 26
  323: r19 = mov.f32 0:f32
  324: jmp 326  ; line 25
  325: r19 = mov.f32 0:f32
  326: r19 = fmul.f32 r19, r22  ; line 27
  327: r4 = fadd.f32 r4, r19  ; line 27
  328: r19 = and.i1 r20, r11
  329: r19 = select.i1 r15, r19, false:i1  ; line 25
  330: br r19 ? 331 : 337 reconv 338  ; line 25
  331: r19 = iadd.i32 r0, r7  ; line 26
  332: r22:23 = sext.i64 r19  ; line 26
  333: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  334: r22:23 = iadd.ptr $0, r22:23  ; line 26
  335: r19 = ld.f32 generic align 4 r22:23  ; line 26
  336: jmp 338  ; line 26
  337: r19 = mov.f32 0:f32
  338: r16 = fmul.f32 r19, r16  ; line 27
  339: r4 = fadd.f32 r4, r16  ; line 27
  340: br r15 ? 341 : 352 reconv 355  ; line 25
  341: r16 = icmp.i1 sgt r0, -2:i32
  342: r16 = and.i1 r20, r16  ; line 25
  343: r19 = icmp.i1 slt r14, r2
  344: r16 = select.i1 r16, r19, false:i1  ; line 25
  345: br r16 ? 346 : 354 reconv 355  ; line 25
  346: r16 = iadd.i32 r14, r7  ; line 26
  347: r22:23 = sext.i64 r16  ; line 26
  348: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  349: r22:23 = iadd.ptr $0, r22:23  ; line 26
  350: r16 = ld.f32 generic align 4 r22:23  ; line 26
  351: jmp 355  ; line 26
  352: r16 = mov.f32 0:f32
  353: jmp 355  ; line 25
  354: r16 = mov.f32 0:f32
  355: r19 = fmul.f32 r18, r18  ; line 27
  356: r16 = fmul.f32 r16, r19  ; line 27
  357: r4 = fadd.f32 r4, r16  ; line 27
  358: br r15 ? 359 : 370 reconv 373  ; line 25
  359: r15 = icmp.i1 sgt r0, -3:i32
  360: r15 = and.i1 r20, r15  ; line 25
  361: r16 = icmp.i1 slt r17, r2
  362: r15 = select.i1 r15, r16, false:i1  ; line 25
  363: br r15 ? 364 : 372 reconv 373  ; line 25
  364: r7 = iadd.i32 r17, r7  ; line 26
  365: r20:21 = sext.i64 r7  ; line 26
  366: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  367: r20:21 = iadd.ptr $0, r20:21  ; line 26
  368: r7 = ld.f32 generic align 4 r20:21  ; line 26
  369: jmp 373  ; line 26
  370: r7 = mov.f32 0:f32
  371: jmp 373  ; line 25
  372: r7 = mov.f32 0:f32
  373: r15 = fmul.f32 r18, r5  ; line 27
  374: r7 = fmul.f32 r7, r15  ; line 27
  375: r4 = fadd.f32 r4, r7  ; line 27
  376: r7 = iadd.i32 r1, 2:i32  ; line 20
  377: r1 = icmp.i1 sgt r1, -3:i32
  378: r3 = icmp.i1 slt r7, r3
  379: r7 = imul.i32 r7, r2
  380: br r1 ? 381 : 392 reconv 395  ; line 25
  381: r16 = icmp.i1 sgt r0, 1:i32
  382: r16 = and.i1 r3, r16  ; line 25
  383: r18 = icmp.i1 slt r8, r2
  384: r16 = select.i1 r16, r18, false:i1  ; line 25
  385: br r16 ? 386 : 394 reconv 395  ; line 25
  386: r8 = iadd.i32 r8, r7  ; line 26
  387: r18:19 = sext.i64 r8  ; line 26
  388: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  389: r18:19 = iadd.ptr $0, r18:19  ; line 26
  390: r8 = ld.f32 generic align 4 r18:19  ; line 26
  391: jmp 395  ; line 26
  392: r8 = mov.f32 0:f32
  393: jmp 395  ; line 25
  394: r8 = mov.f32 0:f32
  395: r6 = fmul.f32 r8, r6  ; line 27
  396: r4 = fadd.f32 r4, r6  ; line 27
  397: br r1 ? 398 : 409 reconv 412  ; line 25
  398: r6 = icmp.i1 sgt r0, 0:i32
  399: r8 = icmp.i1 sle r0, r2
  400: r6 = and.i1 r6, r8  ; line 25
  401: r6 = and.i1 r6, r3  ; line 25
  402: br r6 ? 403 : 411 reconv 412  ; line 25
  403: r6 = iadd.i32 r10, r7  ; line 26
  404: r18:19 = sext.i64 r6  ; line 26
  405: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  406: r18:19 = iadd.ptr $0, r18:19  ; line 26
  407: r6 = ld.f32 generic align 4 r18:19  ; line 26
  408: jmp 412  ; line 26
  409: r6 = mov.f32 0:f32
  410: jmp 412  ; line 25
  411: r6 = mov.f32 0:f32
  412: r6 = fmul.f32 r6, r9  ; line 27
  413: r4 = fadd.f32 r4, r6  ; line 27
  414: r6 = and.i1 r3, r11
  415: r6 = select.i1 r1, r6, false:i1  ; line 25
  416: br r6 ? 417 : 423 reconv 424  ; line 25
  417: r6 = iadd.i32 r0, r7  ; line 26
  418: r8:9 = sext.i64 r6  ; line 26
  419: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  420: r8:9 = iadd.ptr $0, r8:9  ; line 26
  421: r6 = ld.f32 generic align 4 r8:9  ; line 26
  422: jmp 424  ; line 26
  423: r6 = mov.f32 0:f32
  424: r6 = fmul.f32 r6, r13  ; line 27
  425: r4 = fadd.f32 r4, r6  ; line 27
  426: br r1 ? 427 : 438 reconv 441  ; line 25
  427: r6 = icmp.i1 sgt r0, -2:i32
  428: r6 = and.i1 r3, r6  ; line 25
  429: r8 = icmp.i1 slt r14, r2
  430: r6 = select.i1 r6, r8, false:i1  ; line 25
  431: br r6 ? 432 : 440 reconv 441  ; line 25
  432: r6 = iadd.i32 r14, r7  ; line 26
  433: r8:9 = sext.i64 r6  ; line 26
  434: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  435: r8:9 = iadd.ptr $0, r8:9  ; line 26
  436: r6 = ld.f32 generic align 4 r8:9  ; line 26
  437: jmp 441  ; line 26
  438: r6 = mov.f32 0:f32
  439: jmp 441  ; line 25
  440: r6 = mov.f32 0:f32
  441: r6 = fmul.f32 r6, r15  ; line 27
  442: r4 = fadd.f32 r4, r6  ; line 27
  443: br r1 ? 444 : 455 reconv 458  ; line 25
  444: r1 = icmp.i1 sgt r0, -3:i32
  445: r1 = and.i1 r3, r1  ; line 25
  446: r2 = icmp.i1 slt r17, r2
  447: r1 = select.i1 r1, r2, false:i1  ; line 25
  448: br r1 ? 449 : 457 reconv 458  ; line 25
  449: r1 = iadd.i32 r17, r7  ; line 26
  450: r2:3 = sext.i64 r1  ; line 26
  451: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  452: r2:3 = iadd.ptr $0, r2:3  ; line 26
  453: r1 = ld.f32 generic align 4 r2:3  ; line 26
  454: jmp 458  ; line 26
  455: r1 = mov.f32 0:f32
  456: jmp 458  ; line 25
  457: r1 = mov.f32 0:f32
  458: r2 = fmul.f32 r5, r5  ; line 27
  459: r1 = fmul.f32 r1, r2  ; line 27
  460: r1 = fadd.f32 r4, r1  ; line 27
  461: r2:3 = iadd.ptr $2, 28:i64  ; line 30
  462: r2 = ld.f32 generic align 4 r2:3  ; line 30
  463: r1 = fmul.f32 r1, r2  ; line 30
  464: r1 = fmin.f32 r1, 1:f32  ; line 171
  465: r1 = fmax.f32 r1, 0:f32  ; line 172
  466: r0 = iadd.i32 r12, r0  ; line 30
  467: r2:3 = sext.i64 r0  ; line 30
  468: r2:3 = shl.i64 r2:3, 2:i64  ; line 30
  469: r2:3 = iadd.ptr $1, r2:3  ; line 30
  470: st.f32 generic align 4 r2:3, r1  ; line 30
  471: exit  ; line 31
