cfg version 1 target simt
arch 1124631d96f16f5d grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 conv5x5
  source samples/conv5x5.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: byval ptr param, size 32, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5: registers 24, instructions 481
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
  12: br r3 ? 13 : 480 reconv 480  ; line 15
  13: r4:5 = iadd.ptr $2, 4:i64  ; line 15
  14: r3 = ld.i32 generic align 4 r4:5  ; line 15
  15: r4 = icmp.i1 slt r1, r3  ; line 15
  16: br r4 ? 17 : 480 reconv 480  ; line 15
  17: r4 = iadd.i32 r1, -2:i32  ; line 20
  18: r5 = icmp.i1 sgt r1, 1:i32
  19: r6:7 = iadd.ptr $2, 8:i64
  20: r6 = ld.f32 generic align 4 r6:7
  21: r7 = icmp.i1 slt r4, r3
  22: r4 = imul.i32 r4, r2
  23: r8 = iadd.i32 r0, -2:i32  ; line 23
  24: br r5 ? 25 : 36 reconv 39  ; line 25
  25: r9 = icmp.i1 sgt r0, 1:i32
  26: r9 = select.i1 r7, r9, false:i1  ; line 25
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
  45: r11 = select.i1 r7, r11, false:i1  ; line 25
  46: r12 = icmp.i1 sle r0, r2
  47: r11 = select.i1 r11, r12, false:i1  ; line 25
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
  63: br r5 ? 64 : 73 reconv 76  ; line 25
  64: r11 = icmp.i1 sgt r0, -1:i32
  65: r11 = select.i1 r7, r11, false:i1  ; line 25
  66: br r11 ? 67 : 75 reconv 76  ; line 25
  67: r11 = iadd.i32 r0, r4  ; line 26
  68: r14:15 = sext.i64 r11  ; line 26
  69: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  70: r14:15 = iadd.ptr $0, r14:15  ; line 26
  71: r11 = ld.f32 generic align 4 r14:15  ; line 26
  72: jmp 76  ; line 26
  73: r11 = mov.f32 0:f32
  74: jmp 76  ; line 25
  75: r11 = mov.f32 0:f32
  76: r14:15 = iadd.ptr $2, 16:i64  ; line 27
  77: r14 = ld.f32 generic align 4 r14:15  ; line 27
  78: r15 = fmul.f32 r6, r14  ; line 27
  79: r11 = fmul.f32 r11, r15  ; line 27
  80: r9 = fadd.f32 r9, r11  ; line 27
  81: r11 = iadd.i32 r0, 1:i32  ; line 23
  82: br r5 ? 83 : 94 reconv 97  ; line 25
  83: r16 = icmp.i1 sgt r0, -2:i32
  84: r16 = select.i1 r7, r16, false:i1  ; line 25
  85: r17 = icmp.i1 slt r11, r2
  86: r16 = select.i1 r16, r17, false:i1  ; line 25
  87: br r16 ? 88 : 96 reconv 97  ; line 25
  88: r16 = iadd.i32 r11, r4  ; line 26
  89: r16:17 = sext.i64 r16  ; line 26
  90: r16:17 = shl.i64 r16:17, 2:i64  ; line 26
  91: r16:17 = iadd.ptr $0, r16:17  ; line 26
  92: r16 = ld.f32 generic align 4 r16:17  ; line 26
  93: jmp 97  ; line 26
  94: r16 = mov.f32 0:f32
  95: jmp 97  ; line 25
  96: r16 = mov.f32 0:f32
  97: r18:19 = iadd.ptr $2, 20:i64  ; line 27
  98: r17 = ld.f32 generic align 4 r18:19  ; line 27
  99: r18 = fmul.f32 r6, r17  ; line 27
  100: r16 = fmul.f32 r16, r18  ; line 27
  101: r9 = fadd.f32 r9, r16  ; line 27
  102: r16 = iadd.i32 r0, 2:i32  ; line 23
  103: br r5 ? 104 : 115 reconv 118  ; line 25
  104: r5 = icmp.i1 sgt r0, -3:i32
  105: r5 = select.i1 r7, r5, false:i1  ; line 25
  106: r7 = icmp.i1 slt r16, r2
  107: r5 = select.i1 r5, r7, false:i1  ; line 25
  108: br r5 ? 109 : 117 reconv 118  ; line 25
  109: r4 = iadd.i32 r16, r4  ; line 26
  110: r4:5 = sext.i64 r4  ; line 26
  111: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  112: r4:5 = iadd.ptr $0, r4:5  ; line 26
  113: r4 = ld.f32 generic align 4 r4:5  ; line 26
  114: jmp 118  ; line 26
  115: r4 = mov.f32 0:f32
  116: jmp 118  ; line 25
  117: r4 = mov.f32 0:f32
  118: r20:21 = iadd.ptr $2, 24:i64  ; line 27
  119: r5 = ld.f32 generic align 4 r20:21  ; line 27
  120: r6 = fmul.f32 r6, r5  ; line 27
  121: r4 = fmul.f32 r4, r6  ; line 27
  122: r4 = fadd.f32 r9, r4  ; line 27
  123: r7 = iadd.i32 r1, -1:i32  ; line 20
  124: r9 = icmp.i1 sgt r1, 0:i32
  125: r19 = icmp.i1 sle r1, r3
  126: r7 = imul.i32 r7, r2
  127: br r9 ? 128 : 139 reconv 142  ; line 25
  128: r20 = icmp.i1 sgt r0, 1:i32
  129: r20 = select.i1 r19, r20, false:i1  ; line 25
  130: r21 = icmp.i1 slt r8, r2
  131: r20 = select.i1 r20, r21, false:i1  ; line 25
  132: br r20 ? 133 : 141 reconv 142  ; line 25
  133: r20 = iadd.i32 r8, r7  ; line 26
  134: r20:21 = sext.i64 r20  ; line 26
  135: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  136: r20:21 = iadd.ptr $0, r20:21  ; line 26
  137: r20 = ld.f32 generic align 4 r20:21  ; line 26
  138: jmp 142  ; line 26
  139: r20 = mov.f32 0:f32
  140: jmp 142  ; line 25
  141: r20 = mov.f32 0:f32
  142: r13 = fmul.f32 r20, r13  ; line 27
  143: r4 = fadd.f32 r4, r13  ; line 27
  144: br r9 ? 145 : 156 reconv 159  ; line 25
  145: r13 = icmp.i1 sgt r0, 0:i32
  146: r13 = select.i1 r19, r13, false:i1  ; line 25
  147: r20 = icmp.i1 sle r0, r2
  148: r13 = select.i1 r13, r20, false:i1  ; line 25
  149: br r13 ? 150 : 158 reconv 159  ; line 25
  150: r13 = iadd.i32 r10, r7  ; line 26
  151: r20:21 = sext.i64 r13  ; line 26
  152: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  153: r20:21 = iadd.ptr $0, r20:21  ; line 26
  154: r13 = ld.f32 generic align 4 r20:21  ; line 26
  155: jmp 159  ; line 26
  156: r13 = mov.f32 0:f32
  157: jmp 159  ; line 25
  158: r13 = mov.f32 0:f32
  159: r20 = fmul.f32 r12, r12  ; line 27
  160: r13 = fmul.f32 r13, r20  ; line 27
  161: r4 = fadd.f32 r4, r13  ; line 27
  162: br r9 ? 163 : 172 reconv 175  ; line 25
  163: r13 = icmp.i1 sgt r0, -1:i32
  164: r13 = select.i1 r19, r13, false:i1  ; line 25
  165: br r13 ? 166 : 174 reconv 175  ; line 25
  166: r13 = iadd.i32 r0, r7  ; line 26
  167: r20:21 = sext.i64 r13  ; line 26
  168: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  169: r20:21 = iadd.ptr $0, r20:21  ; line 26
  170: r13 = ld.f32 generic align 4 r20:21  ; line 26
  171: jmp 175  ; line 26
  172: r13 = mov.f32 0:f32
  173: jmp 175  ; line 25
  174: r13 = mov.f32 0:f32
  175: r20 = fmul.f32 r12, r14  ; line 27
  176: r13 = fmul.f32 r13, r20  ; line 27
  177: r4 = fadd.f32 r4, r13  ; line 27
  178: br r9 ? 179 : 190 reconv 193  ; line 25
  179: r13 = icmp.i1 sgt r0, -2:i32
  180: r13 = select.i1 r19, r13, false:i1  ; line 25
  181: r21 = icmp.i1 slt r11, r2
  182: r13 = select.i1 r13, r21, false:i1  ; line 25
  183: br r13 ? 184 : 192 reconv 193  ; line 25
  184: r13 = iadd.i32 r11, r7  ; line 26
  185: r22:23 = sext.i64 r13  ; line 26
  186: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  187: r22:23 = iadd.ptr $0, r22:23  ; line 26
  188: r13 = ld.f32 generic align 4 r22:23  ; line 26
  189: jmp 193  ; line 26
  190: r13 = mov.f32 0:f32
  191: jmp 193  ; line 25
  192: r13 = mov.f32 0:f32
  193: r21 = fmul.f32 r12, r17  ; line 27
  194: r13 = fmul.f32 r13, r21  ; line 27
  195: r4 = fadd.f32 r4, r13  ; line 27
  196: br r9 ? 197 : 208 reconv 211  ; line 25
  197: r9 = icmp.i1 sgt r0, -3:i32
  198: r9 = select.i1 r19, r9, false:i1  ; line 25
  199: r13 = icmp.i1 slt r16, r2
  200: r9 = select.i1 r9, r13, false:i1  ; line 25
  201: br r9 ? 202 : 210 reconv 211  ; line 25
  202: r7 = iadd.i32 r16, r7  ; line 26
  203: r22:23 = sext.i64 r7  ; line 26
  204: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  205: r22:23 = iadd.ptr $0, r22:23  ; line 26
  206: r7 = ld.f32 generic align 4 r22:23  ; line 26
  207: jmp 211  ; line 26
  208: r7 = mov.f32 0:f32
  209: jmp 211  ; line 25
  210: r7 = mov.f32 0:f32
  211: r9 = fmul.f32 r12, r5  ; line 27
  212: r7 = fmul.f32 r7, r9  ; line 27
  213: r4 = fadd.f32 r4, r7  ; line 27
  214: r7 = icmp.i1 sgt r1, -1:i32
  215: r12 = imul.i32 r1, r2
  216: br r7 ? 217 : 227 reconv 230  ; line 25
  217: r13 = icmp.i1 sgt r0, 1:i32
  218: r19 = icmp.i1 slt r8, r2
  219: r13 = select.i1 r13, r19, false:i1  ; line 25
  220: br r13 ? 221 : 229 reconv 230  ; line 25
  221: r13 = iadd.i32 r8, r12  ; line 26
  222: r22:23 = sext.i64 r13  ; line 26
  223: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  224: r22:23 = iadd.ptr $0, r22:23  ; line 26
  225: r13 = ld.f32 generic align 4 r22:23  ; line 26
  226: jmp 230  ; line 26
  227: r13 = mov.f32 0:f32
  228: jmp 230  ; line 25
  229: r13 = mov.f32 0:f32
  230: r13 = fmul.f32 r13, r15  ; line 27
  231: r4 = fadd.f32 r4, r13  ; line 27
  232: br r7 ? 233 : 243 reconv 246  ; line 25
  233: r13 = icmp.i1 sgt r0, 0:i32
  234: r15 = icmp.i1 sle r0, r2
  235: r13 = select.i1 r13, r15, false:i1  ; line 25
  236: br r13 ? 237 : 245 reconv 246  ; line 25
  237: r13 = iadd.i32 r10, r12  ; line 26
  238: r22:23 = sext.i64 r13  ; line 26
  239: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  240: r22:23 = iadd.ptr $0, r22:23  ; line 26
  241: r13 = ld.f32 generic align 4 r22:23  ; line 26
  242: jmp 246  ; line 26
  243: r13 = mov.f32 0:f32
  244: jmp 246  ; line 25
  245: r13 = mov.f32 0:f32
  246: r13 = fmul.f32 r13, r20  ; line 27
  247: r4 = fadd.f32 r4, r13  ; line 27
  248: r13 = icmp.i1 sgt r0, -1:i32
  249: r15 = select.i1 r7, r13, false:i1  ; line 25
  250: br r15 ? 251 : 257 reconv 258  ; line 25
  251: r15 = iadd.i32 r0, r12  ; line 26
  252: r22:23 = sext.i64 r15  ; line 26
  253: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  254: r22:23 = iadd.ptr $0, r22:23  ; line 26
  255: r15 = ld.f32 generic align 4 r22:23  ; line 26
  256: jmp 258  ; line 26
  257: r15 = mov.f32 0:f32
  258: r19 = fmul.f32 r14, r14  ; line 27
  259: r15 = fmul.f32 r15, r19  ; line 27
  260: r4 = fadd.f32 r4, r15  ; line 27
  261: br r7 ? 262 : 272 reconv 275  ; line 25
  262: r15 = icmp.i1 sgt r0, -2:i32
  263: r19 = icmp.i1 slt r11, r2
  264: r15 = select.i1 r15, r19, false:i1  ; line 25
  265: br r15 ? 266 : 274 reconv 275  ; line 25
  266: r15 = iadd.i32 r11, r12  ; line 26
  267: r22:23 = sext.i64 r15  ; line 26
  268: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  269: r22:23 = iadd.ptr $0, r22:23  ; line 26
  270: r15 = ld.f32 generic align 4 r22:23  ; line 26
  271: jmp 275  ; line 26
  272: r15 = mov.f32 0:f32
  273: jmp 275  ; line 25
  274: r15 = mov.f32 0:f32
  275: r19 = fmul.f32 r14, r17  ; line 27
  276: r15 = fmul.f32 r15, r19  ; line 27
  277: r4 = fadd.f32 r4, r15  ; line 27
  278: br r7 ? 279 : 289 reconv 292  ; line 25
  279: r7 = icmp.i1 sgt r0, -3:i32
  280: r15 = icmp.i1 slt r16, r2
  281: r7 = select.i1 r7, r15, false:i1  ; line 25
  282: br r7 ? 283 : 291 reconv 292  ; line 25
  283: r7 = iadd.i32 r16, r12  ; line 26
  284: r22:23 = sext.i64 r7  ; line 26
  285: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  286: r22:23 = iadd.ptr $0, r22:23  ; line 26
  287: r7 = ld.f32 generic align 4 r22:23  ; line 26
  288: jmp 292  ; line 26
  289: r7 = mov.f32 0:f32
  290: jmp 292  ; line 25
  291: r7 = mov.f32 0:f32
  292: r14 = fmul.f32 r14, r5  ; line 27
  293: r7 = fmul.f32 r7, r14  ; line 27
  294: r4 = fadd.f32 r4, r7  ; line 27
  295: r7 = iadd.i32 r1, 1:i32  ; line 20
  296: r15 = icmp.i1 sgt r1, -2:i32
  297: r20 = icmp.i1 slt r7, r3
  298: r7 = imul.i32 r7, r2
  299: br r15 ? 300 : 311 reconv 314  ; line 25
  300: r22 = icmp.i1 sgt r0, 1:i32
  301: r22 = select.i1 r20, r22, false:i1  ; line 25
  302: r23 = icmp.i1 slt r8, r2
  303: r22 = select.i1 r22, r23, false:i1  ; line 25
  304: br r22 ? 305 : 313 reconv 314  ; line 25
  305: r22 = iadd.i32 r8, r7  ; line 26
  306: r22:23 = sext.i64 r22  ; line 26
  307: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  308: r22:23 = iadd.ptr $0, r22:23  ; line 26
  309: r22 = ld.f32 generic align 4 r22:23  ; line 26
  310: jmp 314  ; line 26
  311: r22 = mov.f32 0:f32
  312: jmp 314  ; line 25
  313: r22 = mov.f32 0:f32
  314: r18 = fmul.f32 r22, r18  ; line 27
  315: r4 = fadd.f32 r4, r18  ; line 27
  316: br r15 ? 317 : 328 reconv 331  ; line 25
  317: r18 = icmp.i1 sgt r0, 0:i32
  318: r18 = select.i1 r20, r18, false:i1  ; line 25
  319: r22 = icmp.i1 sle r0, r2
  320: r18 = select.i1 r18, r22, false:i1  ; line 25
  321: br r18 ? 322 : 330 reconv 331  ; line 25
  322: r18 = iadd.i32 r10, r7  ; line 26
  323: r22:23 = sext.i64 r18  ; line 26
  324: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  325: r22:23 = iadd.ptr $0, r22:23  ; line 26
  326: r18 = ld.f32 generic align 4 r22:23  ; line 26
  327: jmp 331  ; line 26
  328: r18 = mov.f32 0:f32
  329: jmp 331  ; line 25
  330: r18 = mov.f32 0:f32
  331: r18 = fmul.f32 r18, r21  ; line 27
  332: r4 = fadd.f32 r4, r18  ; line 27
  333: br r15 ? 334 : 342 reconv 345  ; line 25
  334: r18 = select.i1 r20, r13, false:i1  ; line 25
  335: br r18 ? 336 : 344 reconv 345  ; line 25
  336: r18 = iadd.i32 r0, r7  ; line 26
  337: r22:23 = sext.i64 r18  ; line 26
  338: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  339: r22:23 = iadd.ptr $0, r22:23  ; line 26
  340: r18 = ld.f32 generic align 4 r22:23  ; line 26
  341: jmp 345  ; line 26
  342: r18 = mov.f32 0:f32
  343: jmp 345  ; line 25
  344: r18 = mov.f32 0:f32
  345: r18 = fmul.f32 r18, r19  ; line 27
  346: r4 = fadd.f32 r4, r18  ; line 27
  347: br r15 ? 348 : 359 reconv 362  ; line 25
  348: r18 = icmp.i1 sgt r0, -2:i32
  349: r18 = select.i1 r20, r18, false:i1  ; line 25
  350: r19 = icmp.i1 slt r11, r2
  351: r18 = select.i1 r18, r19, false:i1  ; line 25
  352: br r18 ? 353 : 361 reconv 362  ; line 25
  353: r18 = iadd.i32 r11, r7  ; line 26
  354: r18:19 = sext.i64 r18  ; line 26
  355: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  356: r18:19 = iadd.ptr $0, r18:19  ; line 26
  357: r18 = ld.f32 generic align 4 r18:19  ; line 26
  358: jmp 362  ; line 26
  359: r18 = mov.f32 0:f32
  360: jmp 362  ; line 25
  361: r18 = mov.f32 0:f32
  362: r19 = fmul.f32 r17, r17  ; line 27
  363: r18 = fmul.f32 r18, r19  ; line 27
  364: r4 = fadd.f32 r4, r18  ; line 27
  365: br r15 ? 366 : 377 reconv 380  ; line 25
  366: r15 = icmp.i1 sgt r0, -3:i32
  367: r15 = select.i1 r20, r15, false:i1  ; line 25
  368: r18 = icmp.i1 slt r16, r2
  369: r15 = select.i1 r15, r18, false:i1  ; line 25
  370: br r15 ? 371 : 379 reconv 380  ; line 25
  371: r7 = iadd.i32 r16, r7  ; line 26
  372: r18:19 = sext.i64 r7  ; line 26
  373: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  374: r18:19 = iadd.ptr $0, r18:19  ; line 26
  375: r7 = ld.f32 generic align 4 r18:19  ; line 26
  376: jmp 380  ; line 26
  377: r7 = mov.f32 0:f32
  378: jmp 380  ; line 25
  379: r7 = mov.f32 0:f32
  380: r15 = fmul.f32 r17, r5  ; line 27
  381: r7 = fmul.f32 r7, r15  ; line 27
  382: r4 = fadd.f32 r4, r7  ; line 27
  383: r7 = iadd.i32 r1, 2:i32  ; line 20
  384: r1 = icmp.i1 sgt r1, -3:i32
  385: r3 = icmp.i1 slt r7, r3
  386: r7 = imul.i32 r7, r2
  387: br r1 ? 388 : 399 reconv 402  ; line 25
  388: r17 = icmp.i1 sgt r0, 1:i32
  389: r17 = select.i1 r3, r17, false:i1  ; line 25
  390: r18 = icmp.i1 slt r8, r2
  391: r17 = select.i1 r17, r18, false:i1  ; line 25
  392: br r17 ? 393 : 401 reconv 402  ; line 25
  393: r8 = iadd.i32 r8, r7  ; line 26
  394: r18:19 = sext.i64 r8  ; line 26
  395: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  396: r18:19 = iadd.ptr $0, r18:19  ; line 26
  397: r8 = ld.f32 generic align 4 r18:19  ; line 26
  398: jmp 402  ; line 26
  399: r8 = mov.f32 0:f32
  400: jmp 402  ; line 25
  401: r8 = mov.f32 0:f32
  402: r6 = fmul.f32 r8, r6  ; line 27
  403: r4 = fadd.f32 r4, r6  ; line 27
  404: br r1 ? 405 : 416 reconv 419  ; line 25
  405: r6 = icmp.i1 sgt r0, 0:i32
  406: r6 = select.i1 r3, r6, false:i1  ; line 25
  407: r8 = icmp.i1 sle r0, r2
  408: r6 = select.i1 r6, r8, false:i1  ; line 25
  409: br r6 ? 410 : 418 reconv 419  ; line 25
  410: r6 = iadd.i32 r10, r7  ; line 26
  411: r18:19 = sext.i64 r6  ; line 26
  412: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  413: r18:19 = iadd.ptr $0, r18:19  ; line 26
  414: r6 = ld.f32 generic align 4 r18:19  ; line 26
  415: jmp 419  ; line 26
  416: r6 = mov.f32 0:f32
  417: jmp 419  ; line 25
  418: r6 = mov.f32 0:f32
  419: r6 = fmul.f32 r6, r9  ; line 27
  420: r4 = fadd.f32 r4, r6  ; line 27
  421: br r1 ? 422 : 430 reconv 433  ; line 25
  422: r6 = select.i1 r3, r13, false:i1  ; line 25
  423: br r6 ? 424 : 432 reconv 433  ; line 25
  424: r6 = iadd.i32 r0, r7  ; line 26
  425: r8:9 = sext.i64 r6  ; line 26
  426: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  427: r8:9 = iadd.ptr $0, r8:9  ; line 26
  428: r6 = ld.f32 generic align 4 r8:9  ; line 26
  429: jmp 433  ; line 26
  430: r6 = mov.f32 0:f32
  431: jmp 433  ; line 25
  432: r6 = mov.f32 0:f32
  433: r6 = fmul.f32 r6, r14  ; line 27
  434: r4 = fadd.f32 r4, r6  ; line 27
  435: br r1 ? 436 : 447 reconv 450  ; line 25
  436: r6 = icmp.i1 sgt r0, -2:i32
  437: r6 = select.i1 r3, r6, false:i1  ; line 25
  438: r8 = icmp.i1 slt r11, r2
  439: r6 = select.i1 r6, r8, false:i1  ; line 25
  440: br r6 ? 441 : 449 reconv 450  ; line 25
  441: r6 = iadd.i32 r11, r7  ; line 26
  442: r8:9 = sext.i64 r6  ; line 26
  443: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  444: r8:9 = iadd.ptr $0, r8:9  ; line 26
  445: r6 = ld.f32 generic align 4 r8:9  ; line 26
  446: jmp 450  ; line 26
  447: r6 = mov.f32 0:f32
  448: jmp 450  ; line 25
  449: r6 = mov.f32 0:f32
  450: r6 = fmul.f32 r6, r15  ; line 27
  451: r4 = fadd.f32 r4, r6  ; line 27
  452: br r1 ? 453 : 464 reconv 467  ; line 25
  453: r1 = icmp.i1 sgt r0, -3:i32
  454: r1 = select.i1 r3, r1, false:i1  ; line 25
  455: r2 = icmp.i1 slt r16, r2
  456: r1 = select.i1 r1, r2, false:i1  ; line 25
  457: br r1 ? 458 : 466 reconv 467  ; line 25
  458: r1 = iadd.i32 r16, r7  ; line 26
  459: r2:3 = sext.i64 r1  ; line 26
  460: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  461: r2:3 = iadd.ptr $0, r2:3  ; line 26
  462: r1 = ld.f32 generic align 4 r2:3  ; line 26
  463: jmp 467  ; line 26
  464: r1 = mov.f32 0:f32
  465: jmp 467  ; line 25
  466: r1 = mov.f32 0:f32
  467: r2 = fmul.f32 r5, r5  ; line 27
  468: r1 = fmul.f32 r1, r2  ; line 27
  469: r1 = fadd.f32 r4, r1  ; line 27
  470: r2:3 = iadd.ptr $2, 28:i64  ; line 30
  471: r2 = ld.f32 generic align 4 r2:3  ; line 30
  472: r1 = fmul.f32 r1, r2  ; line 30
  473: r1 = fmin.f32 r1, 1:f32  ; line 171
  474: r1 = fmax.f32 r1, 0:f32  ; line 172
  475: r0 = iadd.i32 r12, r0  ; line 30
  476: r2:3 = sext.i64 r0  ; line 30
  477: r2:3 = shl.i64 r2:3, 2:i64  ; line 30
  478: r2:3 = iadd.ptr $1, r2:3  ; line 30
  479: st.f32 generic align 4 r2:3, r1  ; line 30
  480: exit  ; line 31
