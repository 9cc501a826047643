cfg version 1 target simt
arch a8eed4fd37731402 grid 0x0 channels 0 neighbours 0
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
  24: br r5 ? 27 : 25 reconv 39  ; line 25
  25: r9 = mov.f32 0:f32
  26: jmp 39  ; line 25
  27: r9 = icmp.i1 sgt r0, 1:i32
  28: r9 = and.i1 r7, r9  ; line 25
  29: r10 = icmp.i1 slt r8, r2
  30: r9 = select.i1 r9, r10, false:i1  ; line 25
  31: br r9 ? 34 : 32 reconv 39  ; line 25
  32: r9 = mov.f32 0:f32
  33: jmp 39  ; line 25
  34: r9 = iadd.i32 r8, r4  ; line 26
  35: r10:11 = sext.i64 r9  ; line 26
  36: r10:11 = shl.i64 r10:11, 2:i64  ; line 26
  37: r10:11 = iadd.ptr $0, r10:11  ; line 26
  38: r9 = ld.f32 generic align 4 r10:11  ; line 26
  39: r10 = fmul.f32 r6, r6  ; line 27
  40: r9 = fmul.f32 r9, r10  ; line 27
  41: r9 = fadd.f32 r9, 0:f32  ; line 27
  42: r10 = iadd.i32 r0, -1:i32  ; line 23
  43: br r5 ? 46 : 44 reconv 58  ; line 25
  44: r11 = mov.f32 0:f32
  45: jmp 58  ; line 25
  46: r11 = icmp.i1 sgt r0, 0:i32
  47: r12 = icmp.i1 sle r0, r2
  48: r11 = and.i1 r11, r12  ; line 25
  49: r11 = and.i1 r11, r7  ; line 25
  50: br r11 ? 53 : 51 reconv 58  ; line 25
  51: r11 = mov.f32 0:f32
  52: jmp 58  ; line 25
  53: r11 = iadd.i32 r10, r4  ; line 26
  54: r12:13 = sext.i64 r11  ; line 26
  55: r12:13 = shl.i64 r12:13, 2:i64  ; line 26
  56: r12:13 = iadd.ptr $0, r12:13  ; line 26
  57: r11 = ld.f32 generic align 4 r12:13  ; line 26
  58: r12:13 = iadd.ptr $2, 12:i64  ; line 27
  59: r12 = ld.f32 generic align 4 r12:13  ; line 27
  60: r13 = fmul.f32 r6, r12  ; line 27
  61: r11 = fmul.f32 r11, r13  ; line 27
  62: r9 = fadd.f32 r9, r11  ; line 27
  63: r11 = icmp.i1 sgt r0, -1:i32
  64: r14 = and.i1 r7, r11
  65: r14 = select.i1 r5, r14, false:i1  ; line 25
  66: br r14 ? 69 : 67 reconv 74  ; line 25
  67: r14 = mov.f32 0:f32
  68: jmp 74  ; line 25
  69: r14 = iadd.i32 r0, r4  ; line 26
  70: r14:15 = sext.i64 r14  ; line 26
  71: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  72: r14:15 = iadd.ptr $0, r14:15  ; line 26
  73: r14 = ld.f32 generic align 4 r14:15  ; line 26
  74: r16:17 = iadd.ptr $2, 16:i64  ; line 27
  75: r15 = ld.f32 generic align 4 r16:17  ; line 27
  76: r16 = fmul.f32 r6, r15  ; line 27
  77: r14 = fmul.f32 r14, r16  ; line 27
  78: r9 = fadd.f32 r9, r14  ; line 27
  79: r14 = iadd.i32 r0, 1:i32  ; line 23
  80: br r5 ? 83 : 81 reconv 95  ; line 25
  81: r17 = mov.f32 0:f32
  82: jmp 95  ; line 25
  83: r17 = icmp.i1 sgt r0, -2:i32
  84: r17 = and.i1 r7, r17  ; line 25
  85: r18 = icmp.i1 slt r14, r2
  86: r17 = select.i1 r17, r18, false:i1  ; line 25
  87: br r17 ? 90 : 88 reconv 95  ; line 25
  88: r17 = mov.f32 0:f32
  89: jmp 95  ; line 25
  90: r17 = iadd.i32 r14, r4  ; line 26
  91: r18:19 = sext.i64 r17  ; line 26
  92: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  93: r18:19 = iadd.ptr $0, r18:19  ; line 26
  94: r17 = ld.f32 generic align 4 r18:19  ; line 26
  95: r18:19 = iadd.ptr $2, 20:i64  ; line 27
  96: r18 = ld.f32 generic align 4 r18:19  ; line 27
  97: r19 = fmul.f32 r6, r18  ; line 27
  98: r17 = fmul.f32 r17, r19  ; line 27
  99: r9 = fadd.f32 r9, r17  ; line 27
  100: r17 = iadd.i32 r0, 2:i32  ; line 23
  101: br r5 ? 104 : 102 reconv 116  ; line 25
  102: r4 = mov.f32 0:f32
  103: jmp 116  ; line 25
  104: r5 = icmp.i1 sgt r0, -3:i32
  105: r5 = and.i1 r7, r5  ; line 25
  106: r7 = icmp.i1 slt r17, r2
  107: r5 = select.i1 r5, r7, false:i1  ; line 25
  108: br r5 ? 111 : 109 reconv 116  ; line 25
  109: r4 = mov.f32 0:f32
  110: jmp 116  ; line 25
  111: r4 = iadd.i32 r17, r4  ; line 26
  112: r4:5 = sext.i64 r4  ; line 26
  113: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  114: r4:5 = iadd.ptr $0, r4:5  ; line 26
  115: r4 = ld.f32 generic align 4 r4:5  ; line 26
  116: r20:21 = iadd.ptr $2, 24:i64  ; line 27
  117: r5 = ld.f32 generic align 4 r20:21  ; line 27
  118: r6 = fmul.f32 r6, r5  ; line 27
  119: r4 = fmul.f32 r4, r6  ; line 27
  120: r4 = fadd.f32 r9, r4  ; line 27
  121: r7 = iadd.i32 r1, -1:i32  ; line 20
  122: r9 = icmp.i1 sgt r1, 0:i32
  123: r20 = icmp.i1 sle r1, r3
  124: r7 = imul.i32 r7, r2
  125: br r9 ? 128 : 126 reconv 140  ; line 25
  126: r21 = mov.f32 0:f32
  127: jmp 140  ; line 25
  128: r21 = icmp.i1 sgt r0, 1:i32
  129: r21 = and.i1 r20, r21  ; line 25
  130: r22 = icmp.i1 slt r8, r2
  131: r21 = select.i1 r21, r22, false:i1  ; line 25
  132: br r21 ? 135 : 133 reconv 140  ; line 25
  133: r21 = mov.f32 0:f32
  134: jmp 140  ; line 25
  135: r21 = iadd.i32 r8, r7  ; line 26
  136: r22:23 = sext.i64 r21  ; line 26
  137: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  138: r22:23 = iadd.ptr $0, r22:23  ; line 26
  139: r21 = ld.f32 generic align 4 r22:23  ; line 26
  140: r13 = fmul.f32 r21, r13  ; line 27
  141: r4 = fadd.f32 r4, r13  ; line 27
  142: br r9 ? 145 : 143 reconv 157  ; line 25
  143: r13 = mov.f32 0:f32
  144: jmp 157  ; line 25
  145: r13 = icmp.i1 sgt r0, 0:i32
  146: r21 = icmp.i1 sle r0, r2
  147: r13 = and.i1 r13, r21  ; line 25
  148: r13 = and.i1 r13, r20  ; line 25
  149: br r13 ? 152 : 150 reconv 157  ; line 25
  150: r13 = mov.f32 0:f32
  151: jmp 157  ; line 25
  152: r13 = iadd.i32 r10, r7  ; line 26
  153: r22:23 = sext.i64 r13  ; line 26
  154: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  155: r22:23 = iadd.ptr $0, r22:23  ; line 26
  156: r13 = ld.f32 generic align 4 r22:23  ; line 26
  157: r21 = fmul.f32 r12, r12  ; line 27
  158: r13 = fmul.f32 r13, r21  ; line 27
  159: r4 = fadd.f32 r4, r13  ; line 27
  160: r13 = and.i1 r20, r11
  161: r13 = and.i1 r9, r13  ; line 25
  162: br r13 ? 165 : 163 reconv 170  ; line 25
  163: r13 = mov.f32 0:f32
  164: jmp 170  ; line 25
  165: r13 = iadd.i32 r0, r7  ; line 26
  166: r22:23 = sext.i64 r13  ; line 26
  167: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  168: r22:23 = iadd.ptr $0, r22:23  ; line 26
  169: r13 = ld.f32 generic align 4 r22:23  ; line 26
  170: r21 = fmul.f32 r12, r15  ; line 27
  171: r13 = fmul.f32 r13, r21  ; line 27
  172: r4 = fadd.f32 r4, r13  ; line 27
  173: br r9 ? 176 : 174 reconv 188  ; line 25
  174: r13 = mov.f32 0:f32
  175: jmp 188  ; line 25
  176: r13 = icmp.i1 sgt r0, -2:i32
  177: r13 = and.i1 r20, r13  ; line 25
  178: r22 = icmp.i1 slt r14, r2
  179: r13 = select.i1 r13, r22, false:i1  ; line 25
  180: br r13 ? 183 : 181 reconv 188  ; line 25
  181: r13 = mov.f32 0:f32
  182: jmp 188  ; line 25
  183: r13 = iadd.i32 r14, r7  ; line 26
  184: r22:23 = sext.i64 r13  ; line 26
  185: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  186: r22:23 = iadd.ptr $0, r22:23  ; line 26
  187: r13 = ld.f32 generic align 4 r22:23  ; line 26
  188: r22 = fmul.f32 r12, r18  ; line 27
  189: r13 = fmul.f32 r13, r22  ; line 27
  190: r4 = fadd.f32 r4, r13  ; line 27
  191: br r9 ? 194 : 192 reconv 206  ; line 25
  192: r7 = mov.f32 0:f32
  193: jmp 206  ; line 25
  194: r9 = icmp.i1 sgt r0, -3:i32
  195: r9 = and.i1 r20, r9  ; line 25
  196: r13 = icmp.i1 slt r17, r2
  197: r9 = select.i1 r9, r13, false:i1  ; line 25
  198: br r9 ? 201 : 199 reconv 206  ; line 25
  199: r7 = mov.f32 0:f32
  200: jmp 206  ; line 25
  201: r7 = iadd.i32 r17, r7  ; line 26
  202: r24:25 = sext.i64 r7  ; line 26
  203: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  204: r24:25 = iadd.ptr $0, r24:25  ; line 26
  205: r7 = ld.f32 generic align 4 r24:25  ; line 26
  206: r9 = fmul.f32 r12, r5  ; line 27
  207: r7 = fmul.f32 r7, r9  ; line 27
  208: r4 = fadd.f32 r4, r7  ; line 27
  209: r7 = icmp.i1 sgt r1, -1:i32
  210: r12 = imul.i32 r1, r2
  211: br r7 ? 214 : 212 reconv 225  ; line 25
  212: r13 = mov.f32 0:f32
  213: jmp 225  ; line 25
  214: r13 = icmp.i1 sgt r0, 1:i32
  215: r20 = icmp.i1 slt r8, r2
  216: r13 = select.i1 r13, r20, false:i1  ; line 25
  217: br r13 ? 220 : 218 reconv 225  ; line 25
  218: r13 = mov.f32 0:f32
  219: jmp 225  ; line 25
  220: r13 = iadd.i32 r8, r12  ; line 26
  221: r24:25 = sext.i64 r13  ; line 26
  222: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  223: r24:25 = iadd.ptr $0, r24:25  ; line 26
  224: r13 = ld.f32 generic align 4 r24:25  ; line 26
  225: r13 = fmul.f32 r13, r16  ; line 27
  226: r4 = fadd.f32 r4, r13  ; line 27
  227: br r7 ? 230 : 228 reconv 241  ; line 25
  228: r13 = mov.f32 0:f32
  229: jmp 241  ; line 25
  230: r13 = icmp.i1 sgt r0, 0:i32
  231: r16 = icmp.i1 sle r0, r2
  232: r13 = and.i1 r13, r16  ; line 25
  233: br r13 ? 236 : 234 reconv 241  ; line 25
  234: r13 = mov.f32 0:f32
  235: jmp 241  ; line 25
  236: r13 = iadd.i32 r10, r12  ; line 26
  237: r24:25 = sext.i64 r13  ; line 26
  238: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  239: r24:25 = iadd.ptr $0, r24:25  ; line 26
  240: r13 = ld.f32 generic align 4 r24:25  ; line 26
  241: r13 = fmul.f32 r13, r21  ; line 27
  242: r4 = fadd.f32 r4, r13  ; line 27
  243: r13 = or.i32 r1, r0  ; line 25
  244: r13 = icmp.i1 sgt r13, -1:i32  ; line 25
  245: br r13 ? 248 : 246 reconv 253  ; line 25
  246: r13 = mov.f32 0:f32
  247: jmp 253  ; line 25
  248: r13 = iadd.i32 r0, r12  ; line 26
  249: r20:21 = sext.i64 r13  ; line 26
  250: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  251: r20:21 = iadd.ptr $0, r20:21  ; line 26
  252: r13 = ld.f32 generic align 4 r20:21  ; line 26
  253: r16 = fmul.f32 r15, r15  ; line 27
  254: r13 = fmul.f32 r13, r16  ; line 27
  255: r4 = fadd.f32 r4, r13  ; line 27
  256: br r7 ? 259 : 257 reconv 270  ; line 25
  257: r13 = mov.f32 0:f32
  258: jmp 270  ; line 25
  259: r13 = icmp.i1 sgt r0, -2:i32
  260: r16 = icmp.i1 slt r14, r2
  261: r13 = select.i1 r13, r16, false:i1  ; line 25
  262: br r13 ? 265 : 263 reconv 270  ; line 25
  263: r13 = mov.f32 0:f32
  264: jmp 270  ; line 25
  265: r13 = iadd.i32 r14, r12  ; line 26
  266: r20:21 = sext.i64 r13  ; line 26
  267: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  268: r20:21 = iadd.ptr $0, r20:21  ; line 26
  269: r13 = ld.f32 generic align 4 r20:21  ; line 26
  270: r16 = fmul.f32 r15, r18  ; line 27
  271: r13 = fmul.f32 r13, r16  ; line 27
  272: r4 = fadd.f32 r4, r13  ; line 27
  273: br r7 ? 276 : 274 reconv 287  ; line 25
  274: r7 = mov.f32 0:f32
  275: jmp 287  ; line 25
  276: r7 = icmp.i1 sgt r0, -3:i32
  277: r13 = icmp.i1 slt r17, r2
  278: r7 = select.i1 r7, r13, false:i1  ; line 25
  279: br r7 ? 282 : 280 reconv 287  ; line 25
  280: r7 = mov.f32 0:f32
  281: jmp 287  ; line 25
  282: r7 = iadd.i32 r17, r12  ; line 26
  283: r20:21 = sext.i64 r7  ; line 26
  284: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  285: r20:21 = iadd.ptr $0, r20:21  ; line 26
  286: r7 = ld.f32 generic align 4 r20:21  ; line 26
  287: r13 = fmul.f32 r15, r5  ; line 27
  288: r7 = fmul.f32 r7, r13  ; line 27
  289: r4 = fadd.f32 r4, r7  ; line 27
  290: r7 = iadd.i32 r1, 1:i32  ; line 20
  291: r15 = icmp.i1 sgt r1, -2:i32
  292: r20 = icmp.i1 slt r7, r3
  293: r7 = imul.i32 r7, r2
  294: br r15 ? 297 : 295 reconv 309  ; line 25
  295: r21 = mov.f32 0:f32
  296: jmp 309  ; line 25
  297: r21 = icmp.i1 sgt r0, 1:i32
  298: r21 = and.i1 r20, r21  ; line 25
  299: r23 = icmp.i1 slt r8, r2
  300: r21 = select.i1 r21, r23, false:i1  ; line 25
  301: br r21 ? 304 : 302 reconv 309  ; line 25
  302: r21 = mov.f32 0:f32
  303: jmp 309  ; line 25
  304: r21 = iadd.i32 r8, r7  ; line 26
  305: r24:25 = sext.i64 r21  ; line 26
  306: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  307: r24:25 = iadd.ptr $0, r24:25  ; line 26
  308: r21 = ld.f32 generic align 4 r24:25  ; line 26
  309: r19 = fmul.f32 r21, r19  ; line 27
  310: r4 = fadd.f32 r4, r19  ; line 27
  311: br r15 ? 314 : 312 reconv 326  ; line 25
  312: r19 = mov.f32 0:f32
  313: jmp 326  ; line 25
  314: r19 = icmp.i1 sgt r0, 0:i32
  315: r21 = icmp.i1 sle r0, r2
  316: r19 = and.i1 r19, r21  ; line 25
  317: r19 = and.i1 r19, r20  ; line 25
  318: br r19 ? 321 : 319 reconv 326  ; line 25
  319: r19 = mov.f32 0:f32
  320: jmp 326  ; line 25
  321: r19 = iadd.i32 r10, r7  ; line 26
  322: r24:25 = sext.i64 r19  ; line 26
  323: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  324: r24:25 = iadd.ptr $0, r24:25  ; line 26
  325: r19 = ld.f32 generic align 4 r24:25  ; line 26
  326: r19 = fmul.f32 r19, r22  ; line 27
  327: r4 = fadd.f32 r4, r19  ; line 27
  328: r19 = and.i1 r20, r11
  329: r19 = select.i1 r15, r19, false:i1  ; line 25
  330: br r19 ? 333 : 331 reconv 338  ; line 25
  331: r19 = mov.f32 0:f32
  332: jmp 338  ; line 25
  333: r19 = iadd.i32 r0, r7  ; line 26
  334: r22:23 = sext.i64 r19  ; line 26
  335: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  336: r22:23 = iadd.ptr $0, r22:23  ; line 26
  337: r19 = ld.f32 generic align 4 r22:23  ; line 26
  338: r16 = fmul.f32 r19, r16  ; line 27
  339: r4 = fadd.f32 r4, r16  ; line 27
  340: br r15 ? 343 : 341 reconv 355  ; line 25
  341: r16 = mov.f32 0:f32
  342: jmp 355  ; line 25
  343: r16 = icmp.i1 sgt r0, -2:i32
  344: r16 = and.i1 r20, r16  ; line 25
  345: r19 = icmp.i1 slt r14, r2
  346: r16 = select.i1 r16, r19, false:i1  ; line 25
  347: br r16 ? 350 : 348 reconv 355  ; line 25
  348: r16 = mov.f32 0:f32
  349: jmp 355  ; line 25
  350: r16 = iadd.i32 r14, r7  ; line 26
  351: r22:23 = sext.i64 r16  ; line 26
  352: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  353: r22:23 = iadd.ptr $0, r22:23  ; line 26
  354: r16 = ld.f32 generic align 4 r22:23  ; line 26
  355: r19 = fmul.f32 r18, r18  ; line 27
  356: r16 = fmul.f32 r16, r19  ; line 27
  357: r4 = fadd.f32 r4, r16  ; line 27
  358: br r15 ? 361 : 359 reconv 373  ; line 25
  359: r7 = mov.f32 0:f32
  360: jmp 373  ; line 25
  361: r15 = icmp.i1 sgt r0, -3:i32
  362: r15 = and.i1 r20, r15  ; line 25
  363: r16 = icmp.i1 slt r17, r2
  364: r15 = select.i1 r15, r16, false:i1  ; line 25
  365: br r15 ? 368 : 366 reconv 373  ; line 25
  366: r7 = mov.f32 0:f32
  367: jmp 373  ; line 25
  368: r7 = iadd.i32 r17, r7  ; line 26
  369: r20:21 = sext.i64 r7  ; line 26
  370: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  371: r20:21 = iadd.ptr $0, r20:21  ; line 26
  372: r7 = ld.f32 generic align 4 r20:21  ; line 26
  373: r15 = fmul.f32 r18, r5  ; line 27
  374: r7 = fmul.f32 r7, r15  ; line 27
  375: r4 = fadd.f32 r4, r7  ; line 27
  376: r7 = iadd.i32 r1, 2:i32  ; line 20
  377: r1 = icmp.i1 sgt r1, -3:i32
  378: r3 = icmp.i1 slt r7, r3
  379: r7 = imul.i32 r7, r2
  380: br r1 ? 383 : 381 reconv 395  ; line 25
  381: r8 = mov.f32 0:f32
  382: jmp 395  ; line 25
  383: r16 = icmp.i1 sgt r0, 1:i32
  384: r16 = and.i1 r3, r16  ; line 25
  385: r18 = icmp.i1 slt r8, r2
  386: r16 = select.i1 r16, r18, false:i1  ; line 25
  387: br r16 ? 390 : 388 reconv 395  ; line 25
  388: r8 = mov.f32 0:f32
  389: jmp 395  ; line 25
  390: r8 = iadd.i32 r8, r7  ; line 26
  391: r18:19 = sext.i64 r8  ; line 26
  392: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  393: r18:19 = iadd.ptr $0, r18:19  ; line 26
  394: r8 = ld.f32 generic align 4 r18:19  ; line 26
  395: r6 = fmul.f32 r8, r6  ; line 27
  396: r4 = fadd.f32 r4, r6  ; line 27
  397: br r1 ? 400 : 398 reconv 412  ; line 25
  398: r6 = mov.f32 0:f32
  399: jmp 412  ; line 25
  400: r6 = icmp.i1 sgt r0, 0:i32
  401: r8 = icmp.i1 sle r0, r2
  402: r6 = and.i1 r6, r8  ; line 25
  403: r6 = and.i1 r6, r3  ; line 25
  404: br r6 ? 407 : 405 reconv 412  ; line 25
  405: r6 = mov.f32 0:f32
  406: jmp 412  ; line 25
  407: r6 = iadd.i32 r10, r7  ; line 26
  408: r18:19 = sext.i64 r6  ; line 26
  409: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  410: r18:19 = iadd.ptr $0, r18:19  ; line 26
  411: r6 = ld.f32 generic align 4 r18:19  ; line 26
  412: r6 = fmul.f32 r6, r9  ; line 27
  413: r4 = fadd.f32 r4, r6  ; line 27
  414: r6 = and.i1 r3, r11
  415: r6 = select.i1 r1, r6, false:i1  ; line 25
  416: br r6 ? 419 : 417 reconv 424  ; line 25
  417: r6 = mov.f32 0:f32
  418: jmp 424  ; line 25
  419: r6 = iadd.i32 r0, r7  ; line 26
  420: r8:9 = sext.i64 r6  ; line 26
  421: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  422: r8:9 = iadd.ptr $0, r8:9  ; line 26
  423: r6 = ld.f32 generic align 4 r8:9  ; line 26
  424: r6 = fmul.f32 r6, r13  ; line 27
  425: r4 = fadd.f32 r4, r6  ; line 27
  426: br r1 ? 429 : 427 reconv 441  ; line 25
  427: r6 = mov.f32 0:f32
  428: jmp 441  ; line 25
  429: r6 = icmp.i1 sgt r0, -2:i32
  430: r6 = and.i1 r3, r6  ; line 25
  431: r8 = icmp.i1 slt r14, r2
  432: r6 = select.i1 r6, r8, false:i1  ; line 25
  433: br r6 ? 436 : 434 reconv 441  ; line 25
  434: r6 = mov.f32 0:f32
  435: jmp 441  ; line 25
  436: r6 = iadd.i32 r14, r7  ; line 26
  437: r8:9 = sext.i64 r6  ; line 26
  438: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  439: r8:9 = iadd.ptr $0, r8:9  ; line 26
  440: r6 = ld.f32 generic align 4 r8:9  ; line 26
  441: r6 = fmul.f32 r6, r15  ; line 27
  442: r4 = fadd.f32 r4, r6  ; line 27
  443: br r1 ? 446 : 444 reconv 458  ; line 25
  444: r1 = mov.f32 0:f32
  445: jmp 458  ; line 25
  446: r1 = icmp.i1 sgt r0, -3:i32
  447: r1 = and.i1 r3, r1  ; line 25
  448: r2 = icmp.i1 slt r17, r2
  449: r1 = select.i1 r1, r2, false:i1  ; line 25
  450: br r1 ? 453 : 451 reconv 458  ; line 25
  451: r1 = mov.f32 0:f32
  452: jmp 458  ; line 25
  453: r1 = iadd.i32 r17, r7  ; line 26
  454: r2:3 = sext.i64 r1  ; line 26
  455: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  456: r2:3 = iadd.ptr $0, r2:3  ; line 26
  457: r1 = ld.f32 generic align 4 r2:3  ; line 26
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
