cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 conv5x5
  source samples/conv5x5.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: byval ptr param, size 32, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5: registers 24, instructions 474
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
  12: br r3 ? 13 : 473 reconv 473  ; line 15
  13: r3 = ld.i32 generic align 4 $2+4  ; line 15
  14: r4 = icmp.i1 slt r1, r3  ; line 15
  15: br r4 ? 16 : 473 reconv 473  ; line 15
  16: r4 = iadd.i32 r1, -2:i32  ; line 20
  17: r5 = icmp.i1 sgt r1, 1:i32
  18: r6 = ld.f32 generic align 4 $2+8
  19: r7 = icmp.i1 slt r4, r3
  20: r4 = imul.i32 r4, r2
  21: r8 = iadd.i32 r0, -2:i32  ; line 23
  22: br r5 ? 23 : 34 reconv 37  ; line 25
  23: r9 = icmp.i1 sgt r0, 1:i32
  24: r9 = select.i1 r7, r9, false:i1  ; line 25
  25: r10 = icmp.i1 slt r8, r2
  26: r9 = select.i1 r9, r10, false:i1  ; line 25
  27: br r9 ? 28 : 36 reconv 37  ; line 25
  28: r9 = iadd.i32 r8, r4  ; line 26
  29: r10:11 = sext.i64 r9  ; line 26
  30: r10:11 = shl.i64 r10:11, 2:i64  ; line 26
  31: r10:11 = iadd.ptr $0, r10:11  ; line 26
  32: r9 = ld.f32 generic align 4 r10:11  ; line 26
  33: jmp 37  ; line 26
  34: r9 = mov.f32 0:f32
  35: jmp 37  ; line 25
  36: r9 = mov.f32 0:f32
  37: r10 = fmul.f32 r6, r6  ; line 27
  38: r9 = fmul.f32 r9, r10  ; line 27
  39: r9 = fadd.f32 r9, 0:f32  ; line 27
  40: r10 = iadd.i32 r0, -1:i32  ; line 23
  41: br r5 ? 42 : 53 reconv 56  ; line 25
  42: r11 = icmp.i1 sgt r0, 0:i32
  43: r11 = select.i1 r7, r11, false:i1  ; line 25
  44: r12 = icmp.i1 sle r0, r2
  45: r11 = select.i1 r11, r12, false:i1  ; line 25
  46: br r11 ? 47 : 55 reconv 56  ; line 25
  47: r11 = iadd.i32 r10, r4  ; line 26
  48: r12:13 = sext.i64 r11  ; line 26
  49: r12:13 = shl.i64 r12:13, 2:i64  ; line 26
  50: r12:13 = iadd.ptr $0, r12:13  ; line 26
  51: r11 = ld.f32 generic align 4 r12:13  ; line 26
  52: jmp 56  ; line 26
  53: r11 = mov.f32 0:f32
  54: jmp 56  ; line 25
  55: r11 = mov.f32 0:f32
  56: r12 = ld.f32 generic align 4 $2+12  ; line 27
  57: r13 = fmul.f32 r6, r12  ; line 27
  58: r11 = fmul.f32 r11, r13  ; line 27
  59: r9 = fadd.f32 r9, r11  ; line 27
  60: br r5 ? 61 : 70 reconv 73  ; line 25
  61: r11 = icmp.i1 sgt r0, -1:i32
  62: r11 = select.i1 r7, r11, false:i1  ; line 25
  63: br r11 ? 64 : 72 reconv 73  ; line 25
  64: r11 = iadd.i32 r0, r4  ; line 26
  65: r14:15 = sext.i64 r11  ; line 26
  66: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  67: r14:15 = iadd.ptr $0, r14:15  ; line 26
  68: r11 = ld.f32 generic align 4 r14:15  ; line 26
  69: jmp 73  ; line 26
  70: r11 = mov.f32 0:f32
  71: jmp 73  ; line 25
  72: r11 = mov.f32 0:f32
  73: r14 = ld.f32 generic align 4 $2+16  ; line 27
  74: r15 = fmul.f32 r6, r14  ; line 27
  75: r11 = fmul.f32 r11, r15  ; line 27
  76: r9 = fadd.f32 r9, r11  ; line 27
  77: r11 = iadd.i32 r0, 1:i32  ; line 23
  78: br r5 ? 79 : 90 reconv 93  ; line 25
  79: r16 = icmp.i1 sgt r0, -2:i32
  80: r16 = select.i1 r7, r16, false:i1  ; line 25
  81: r17 = icmp.i1 slt r11, r2
  82: r16 = select.i1 r16, r17, false:i1  ; line 25
  83: br r16 ? 84 : 92 reconv 93  ; line 25
  84: r16 = iadd.i32 r11, r4  ; line 26
  85: r16:17 = sext.i64 r16  ; line 26
  86: r16:17 = shl.i64 r16:17, 2:i64  ; line 26
  87: r16:17 = iadd.ptr $0, r16:17  ; line 26
  88: r16 = ld.f32 generic align 4 r16:17  ; line 26
  89: jmp 93  ; line 26
  90: r16 = mov.f32 0:f32
  91: jmp 93  ; line 25
  92: r16 = mov.f32 0:f32
  93: r17 = ld.f32 generic align 4 $2+20  ; line 27
  94: r18 = fmul.f32 r6, r17  ; line 27
  95: r16 = fmul.f32 r16, r18  ; line 27
  96: r9 = fadd.f32 r9, r16  ; line 27
  97: r16 = iadd.i32 r0, 2:i32  ; line 23
  98: br r5 ? 99 : 110 reconv 113  ; line 25
  99: r5 = icmp.i1 sgt r0, -3:i32
  100: r5 = select.i1 r7, r5, false:i1  ; line 25
  101: r7 = icmp.i1 slt r16, r2
  102: r5 = select.i1 r5, r7, false:i1  ; line 25
  103: br r5 ? 104 : 112 reconv 113  ; line 25
  104: r4 = iadd.i32 r16, r4  ; line 26
  105: r4:5 = sext.i64 r4  ; line 26
  106: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  107: r4:5 = iadd.ptr $0, r4:5  ; line 26
  108: r4 = ld.f32 generic align 4 r4:5  ; line 26
  109: jmp 113  ; line 26
  110: r4 = mov.f32 0:f32
  111: jmp 113  ; line 25
  112: r4 = mov.f32 0:f32
  113: r5 = ld.f32 generic align 4 $2+24  ; line 27
  114: r6 = fmul.f32 r6, r5  ; line 27
  115: r4 = fmul.f32 r4, r6  ; line 27
  116: r4 = fadd.f32 r9, r4  ; line 27
  117: r7 = iadd.i32 r1, -1:i32  ; line 20
  118: r9 = icmp.i1 sgt r1, 0:i32
  119: r19 = icmp.i1 sle r1, r3
  120: r7 = imul.i32 r7, r2
  121: br r9 ? 122 : 133 reconv 136  ; line 25
  122: r20 = icmp.i1 sgt r0, 1:i32
  123: r20 = select.i1 r19, r20, false:i1  ; line 25
  124: r21 = icmp.i1 slt r8, r2
  125: r20 = select.i1 r20, r21, false:i1  ; line 25
  126: br r20 ? 127 : 135 reconv 136  ; line 25
  127: r20 = iadd.i32 r8, r7  ; line 26
  128: r20:21 = sext.i64 r20  ; line 26
  129: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  130: r20:21 = iadd.ptr $0, r20:21  ; line 26
  131: r20 = ld.f32 generic align 4 r20:21  ; line 26
  132: jmp 136  ; line 26
  133: r20 = mov.f32 0:f32
  134: jmp 136  ; line 25
  135: r20 = mov.f32 0:f32
  136: r13 = fmul.f32 r20, r13  ; line 27
  137: r4 = fadd.f32 r4, r13  ; line 27
  138: br r9 ? 139 : 150 reconv 153  ; line 25
  139: r13 = icmp.i1 sgt r0, 0:i32
  140: r13 = select.i1 r19, r13, false:i1  ; line 25
  141: r20 = icmp.i1 sle r0, r2
  142: r13 = select.i1 r13, r20, false:i1  ; line 25
  143: br r13 ? 144 : 152 reconv 153  ; line 25
  144: r13 = iadd.i32 r10, r7  ; line 26
  145: r20:21 = sext.i64 r13  ; line 26
  146: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  147: r20:21 = iadd.ptr $0, r20:21  ; line 26
  148: r13 = ld.f32 generic align 4 r20:21  ; line 26
  149: jmp 153  ; line 26
  150: r13 = mov.f32 0:f32
  151: jmp 153  ; line 25
  152: r13 = mov.f32 0:f32
  153: r20 = fmul.f32 r12, r12  ; line 27
  154: r13 = fmul.f32 r13, r20  ; line 27
  155: r4 = fadd.f32 r4, r13  ; line 27
  156: br r9 ? 157 : 166 reconv 169  ; line 25
  157: r13 = icmp.i1 sgt r0, -1:i32
  158: r13 = select.i1 r19, r13, false:i1  ; line 25
  159: br r13 ? 160 : 168 reconv 169  ; line 25
  160: r13 = iadd.i32 r0, r7  ; line 26
  161: r20:21 = sext.i64 r13  ; line 26
  162: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  163: r20:21 = iadd.ptr $0, r20:21  ; line 26
  164: r13 = ld.f32 generic align 4 r20:21  ; line 26
  165: jmp 169  ; line 26
  166: r13 = mov.f32 0:f32
  167: jmp 169  ; line 25
  168: r13 = mov.f32 0:f32
  169: r20 = fmul.f32 r12, r14  ; line 27
  170: r13 = fmul.f32 r13, r20  ; line 27
  171: r4 = fadd.f32 r4, r13  ; line 27
  172: br r9 ? 173 : 184 reconv 187  ; line 25
  173: r13 = icmp.i1 sgt r0, -2:i32
  174: r13 = select.i1 r19, r13, false:i1  ; line 25
  175: r21 = icmp.i1 slt r11, r2
  176: r13 = select.i1 r13, r21, false:i1  ; line 25
  177: br r13 ? 178 : 186 reconv 187  ; line 25
  178: r13 = iadd.i32 r11, r7  ; line 26
  179: r22:23 = sext.i64 r13  ; line 26
  180: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  181: r22:23 = iadd.ptr $0, r22:23  ; line 26
  182: r13 = ld.f32 generic align 4 r22:23  ; line 26
  183: jmp 187  ; line 26
  184: r13 = mov.f32 0:f32
  185: jmp 187  ; line 25
  186: r13 = mov.f32 0:f32
  187: r21 = fmul.f32 r12, r17  ; line 27
  188: r13 = fmul.f32 r13, r21  ; line 27
  189: r4 = fadd.f32 r4, r13  ; line 27
  190: br r9 ? 191 : 202 reconv 205  ; line 25
  191: r9 = icmp.i1 sgt r0, -3:i32
  192: r9 = select.i1 r19, r9, false:i1  ; line 25
  193: r13 = icmp.i1 slt r16, r2
  194: r9 = select.i1 r9, r13, false:i1  ; line 25
  195: br r9 ? 196 : 204 reconv 205  ; line 25
  196: r7 = iadd.i32 r16, r7  ; line 26
  197: r22:23 = sext.i64 r7  ; line 26
  198: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  199: r22:23 = iadd.ptr $0, r22:23  ; line 26
  200: r7 = ld.f32 generic align 4 r22:23  ; line 26
  201: jmp 205  ; line 26
  202: r7 = mov.f32 0:f32
  203: jmp 205  ; line 25
  204: r7 = mov.f32 0:f32
  205: r9 = fmul.f32 r12, r5  ; line 27
  206: r7 = fmul.f32 r7, r9  ; line 27
  207: r4 = fadd.f32 r4, r7  ; line 27
  208: r7 = icmp.i1 sgt r1, -1:i32
  209: r12 = imul.i32 r1, r2
  210: br r7 ? 211 : 221 reconv 224  ; line 25
  211: r13 = icmp.i1 sgt r0, 1:i32
  212: r19 = icmp.i1 slt r8, r2
  213: r13 = select.i1 r13, r19, false:i1  ; line 25
  214: br r13 ? 215 : 223 reconv 224  ; line 25
  215: r13 = iadd.i32 r8, r12  ; line 26
  216: r22:23 = sext.i64 r13  ; line 26
  217: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  218: r22:23 = iadd.ptr $0, r22:23  ; line 26
  219: r13 = ld.f32 generic align 4 r22:23  ; line 26
  220: jmp 224  ; line 26
  221: r13 = mov.f32 0:f32
  222: jmp 224  ; line 25
  223: r13 = mov.f32 0:f32
  224: r13 = fmul.f32 r13, r15  ; line 27
  225: r4 = fadd.f32 r4, r13  ; line 27
  226: br r7 ? 227 : 237 reconv 240  ; line 25
  227: r13 = icmp.i1 sgt r0, 0:i32
  228: r15 = icmp.i1 sle r0, r2
  229: r13 = select.i1 r13, r15, false:i1  ; line 25
  230: br r13 ? 231 : 239 reconv 240  ; line 25
  231: r13 = iadd.i32 r10, r12  ; line 26
  232: r22:23 = sext.i64 r13  ; line 26
  233: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  234: r22:23 = iadd.ptr $0, r22:23  ; line 26
  235: r13 = ld.f32 generic align 4 r22:23  ; line 26
  236: jmp 240  ; line 26
  237: r13 = mov.f32 0:f32
  238: jmp 240  ; line 25
  239: r13 = mov.f32 0:f32
  240: r13 = fmul.f32 r13, r20  ; line 27
  241: r4 = fadd.f32 r4, r13  ; line 27
  242: r13 = icmp.i1 sgt r0, -1:i32
  243: r15 = select.i1 r7, r13, false:i1  ; line 25
  244: br r15 ? 245 : 251 reconv 252  ; line 25
  245: r15 = iadd.i32 r0, r12  ; line 26
  246: r22:23 = sext.i64 r15  ; line 26
  247: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  248: r22:23 = iadd.ptr $0, r22:23  ; line 26
  249: r15 = ld.f32 generic align 4 r22:23  ; line 26
  250: jmp 252  ; line 26
  251: r15 = mov.f32 0:f32
  252: r19 = fmul.f32 r14, r14  ; line 27
  253: r15 = fmul.f32 r15, r19  ; line 27
  254: r4 = fadd.f32 r4, r15  ; line 27
  255: br r7 ? 256 : 266 reconv 269  ; line 25
  256: r15 = icmp.i1 sgt r0, -2:i32
  257: r19 = icmp.i1 slt r11, r2
  258: r15 = select.i1 r15, r19, false:i1  ; line 25
  259: br r15 ? 260 : 268 reconv 269  ; line 25
  260: r15 = iadd.i32 r11, r12  ; line 26
  261: r22:23 = sext.i64 r15  ; line 26
  262: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  263: r22:23 = iadd.ptr $0, r22:23  ; line 26
  264: r15 = ld.f32 generic align 4 r22:23  ; line 26
  265: jmp 269  ; line 26
  266: r15 = mov.f32 0:f32
  267: jmp 269  ; line 25
  268: r15 = mov.f32 0:f32
  269: r19 = fmul.f32 r14, r17  ; line 27
  270: r15 = fmul.f32 r15, r19  ; line 27
  271: r4 = fadd.f32 r4, r15  ; line 27
  272: br r7 ? 273 : 283 reconv 286  ; line 25
  273: r7 = icmp.i1 sgt r0, -3:i32
  274: r15 = icmp.i1 slt r16, r2
  275: r7 = select.i1 r7, r15, false:i1  ; line 25
  276: br r7 ? 277 : 285 reconv 286  ; line 25
  277: r7 = iadd.i32 r16, r12  ; line 26
  278: r22:23 = sext.i64 r7  ; line 26
  279: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  280: r22:23 = iadd.ptr $0, r22:23  ; line 26
  281: r7 = ld.f32 generic align 4 r22:23  ; line 26
  282: jmp 286  ; line 26
  283: r7 = mov.f32 0:f32
  284: jmp 286  ; line 25
  285: r7 = mov.f32 0:f32
  286: r14 = fmul.f32 r14, r5  ; line 27
  287: r7 = fmul.f32 r7, r14  ; line 27
  288: r4 = fadd.f32 r4, r7  ; line 27
  289: r7 = iadd.i32 r1, 1:i32  ; line 20
  290: r15 = icmp.i1 sgt r1, -2:i32
  291: r20 = icmp.i1 slt r7, r3
  292: r7 = imul.i32 r7, r2
  293: br r15 ? 294 : 305 reconv 308  ; line 25
  294: r22 = icmp.i1 sgt r0, 1:i32
  295: r22 = select.i1 r20, r22, false:i1  ; line 25
  296: r23 = icmp.i1 slt r8, r2
  297: r22 = select.i1 r22, r23, false:i1  ; line 25
  298: br r22 ? 299 : 307 reconv 308  ; line 25
  299: r22 = iadd.i32 r8, r7  ; line 26
  300: r22:23 = sext.i64 r22  ; line 26
  301: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  302: r22:23 = iadd.ptr $0, r22:23  ; line 26
  303: r22 = ld.f32 generic align 4 r22:23  ; line 26
  304: jmp 308  ; line 26
  305: r22 = mov.f32 0:f32
  306: jmp 308  ; line 25
  307: r22 = mov.f32 0:f32
  308: r18 = fmul.f32 r22, r18  ; line 27
  309: r4 = fadd.f32 r4, r18  ; line 27
  310: br r15 ? 311 : 322 reconv 325  ; line 25
  311: r18 = icmp.i1 sgt r0, 0:i32
  312: r18 = select.i1 r20, r18, false:i1  ; line 25
  313: r22 = icmp.i1 sle r0, r2
  314: r18 = select.i1 r18, r22, false:i1  ; line 25
  315: br r18 ? 316 : 324 reconv 325  ; line 25
  316: r18 = iadd.i32 r10, r7  ; line 26
  317: r22:23 = sext.i64 r18  ; line 26
  318: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  319: r22:23 = iadd.ptr $0, r22:23  ; line 26
  320: r18 = ld.f32 generic align 4 r22:23  ; line 26
  321: jmp 325  ; line 26
  322: r18 = mov.f32 0:f32
  323: jmp 325  ; line 25
  324: r18 = mov.f32 0:f32
  325: r18 = fmul.f32 r18, r21  ; line 27
  326: r4 = fadd.f32 r4, r18  ; line 27
  327: br r15 ? 328 : 336 reconv 339  ; line 25
  328: r18 = select.i1 r20, r13, false:i1  ; line 25
  329: br r18 ? 330 : 338 reconv 339  ; line 25
  330: r18 = iadd.i32 r0, r7  ; line 26
  331: r22:23 = sext.i64 r18  ; line 26
  332: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  333: r22:23 = iadd.ptr $0, r22:23  ; line 26
  334: r18 = ld.f32 generic align 4 r22:23  ; line 26
  335: jmp 339  ; line 26
  336: r18 = mov.f32 0:f32
  337: jmp 339  ; line 25
  338: r18 = mov.f32 0:f32
  339: r18 = fmul.f32 r18, r19  ; line 27
  340: r4 = fadd.f32 r4, r18  ; line 27
  341: br r15 ? 342 : 353 reconv 356  ; line 25
  342: r18 = icmp.i1 sgt r0, -2:i32
  343: r18 = select.i1 r20, r18, false:i1  ; line 25
  344: r19 = icmp.i1 slt r11, r2
  345: r18 = select.i1 r18, r19, false:i1  ; line 25
  346: br r18 ? 347 : 355 reconv 356  ; line 25
  347: r18 = iadd.i32 r11, r7  ; line 26
  348: r18:19 = sext.i64 r18  ; line 26
  349: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  350: r18:19 = iadd.ptr $0, r18:19  ; line 26
  351: r18 = ld.f32 generic align 4 r18:19  ; line 26
  352: jmp 356  ; line 26
  353: r18 = mov.f32 0:f32
  354: jmp 356  ; line 25
  355: r18 = mov.f32 0:f32
  356: r19 = fmul.f32 r17, r17  ; line 27
  357: r18 = fmul.f32 r18, r19  ; line 27
  358: r4 = fadd.f32 r4, r18  ; line 27
  359: br r15 ? 360 : 371 reconv 374  ; line 25
  360: r15 = icmp.i1 sgt r0, -3:i32
  361: r15 = select.i1 r20, r15, false:i1  ; line 25
  362: r18 = icmp.i1 slt r16, r2
  363: r15 = select.i1 r15, r18, false:i1  ; line 25
  364: br r15 ? 365 : 373 reconv 374  ; line 25
  365: r7 = iadd.i32 r16, r7  ; line 26
  366: r18:19 = sext.i64 r7  ; line 26
  367: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  368: r18:19 = iadd.ptr $0, r18:19  ; line 26
  369: r7 = ld.f32 generic align 4 r18:19  ; line 26
  370: jmp 374  ; line 26
  371: r7 = mov.f32 0:f32
  372: jmp 374  ; line 25
  373: r7 = mov.f32 0:f32
  374: r15 = fmul.f32 r17, r5  ; line 27
  375: r7 = fmul.f32 r7, r15  ; line 27
  376: r4 = fadd.f32 r4, r7  ; line 27
  377: r7 = iadd.i32 r1, 2:i32  ; line 20
  378: r1 = icmp.i1 sgt r1, -3:i32
  379: r3 = icmp.i1 slt r7, r3
  380: r7 = imul.i32 r7, r2
  381: br r1 ? 382 : 393 reconv 396  ; line 25
  382: r17 = icmp.i1 sgt r0, 1:i32
  383: r17 = select.i1 r3, r17, false:i1  ; line 25
  384: r18 = icmp.i1 slt r8, r2
  385: r17 = select.i1 r17, r18, false:i1  ; line 25
  386: br r17 ? 387 : 395 reconv 396  ; line 25
  387: r8 = iadd.i32 r8, r7  ; line 26
  388: r18:19 = sext.i64 r8  ; line 26
  389: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  390: r18:19 = iadd.ptr $0, r18:19  ; line 26
  391: r8 = ld.f32 generic align 4 r18:19  ; line 26
  392: jmp 396  ; line 26
  393: r8 = mov.f32 0:f32
  394: jmp 396  ; line 25
  395: r8 = mov.f32 0:f32
  396: r6 = fmul.f32 r8, r6  ; line 27
  397: r4 = fadd.f32 r4, r6  ; line 27
  398: br r1 ? 399 : 410 reconv 413  ; line 25
  399: r6 = icmp.i1 sgt r0, 0:i32
  400: r6 = select.i1 r3, r6, false:i1  ; line 25
  401: r8 = icmp.i1 sle r0, r2
  402: r6 = select.i1 r6, r8, false:i1  ; line 25
  403: br r6 ? 404 : 412 reconv 413  ; line 25
  404: r6 = iadd.i32 r10, r7  ; line 26
  405: r18:19 = sext.i64 r6  ; line 26
  406: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  407: r18:19 = iadd.ptr $0, r18:19  ; line 26
  408: r6 = ld.f32 generic align 4 r18:19  ; line 26
  409: jmp 413  ; line 26
  410: r6 = mov.f32 0:f32
  411: jmp 413  ; line 25
  412: r6 = mov.f32 0:f32
  413: r6 = fmul.f32 r6, r9  ; line 27
  414: r4 = fadd.f32 r4, r6  ; line 27
  415: br r1 ? 416 : 424 reconv 427  ; line 25
  416: r6 = select.i1 r3, r13, false:i1  ; line 25
  417: br r6 ? 418 : 426 reconv 427  ; line 25
  418: r6 = iadd.i32 r0, r7  ; line 26
  419: r8:9 = sext.i64 r6  ; line 26
  420: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  421: r8:9 = iadd.ptr $0, r8:9  ; line 26
  422: r6 = ld.f32 generic align 4 r8:9  ; line 26
  423: jmp 427  ; line 26
  424: r6 = mov.f32 0:f32
  425: jmp 427  ; line 25
  426: r6 = mov.f32 0:f32
  427: r6 = fmul.f32 r6, r14  ; line 27
  428: r4 = fadd.f32 r4, r6  ; line 27
  429: br r1 ? 430 : 441 reconv 444  ; line 25
  430: r6 = icmp.i1 sgt r0, -2:i32
  431: r6 = select.i1 r3, r6, false:i1  ; line 25
  432: r8 = icmp.i1 slt r11, r2
  433: r6 = select.i1 r6, r8, false:i1  ; line 25
  434: br r6 ? 435 : 443 reconv 444  ; line 25
  435: r6 = iadd.i32 r11, r7  ; line 26
  436: r8:9 = sext.i64 r6  ; line 26
  437: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  438: r8:9 = iadd.ptr $0, r8:9  ; line 26
  439: r6 = ld.f32 generic align 4 r8:9  ; line 26
  440: jmp 444  ; line 26
  441: r6 = mov.f32 0:f32
  442: jmp 444  ; line 25
  443: r6 = mov.f32 0:f32
  444: r6 = fmul.f32 r6, r15  ; line 27
  445: r4 = fadd.f32 r4, r6  ; line 27
  446: br r1 ? 447 : 458 reconv 461  ; line 25
  447: r1 = icmp.i1 sgt r0, -3:i32
  448: r1 = select.i1 r3, r1, false:i1  ; line 25
  449: r2 = icmp.i1 slt r16, r2
  450: r1 = select.i1 r1, r2, false:i1  ; line 25
  451: br r1 ? 452 : 460 reconv 461  ; line 25
  452: r1 = iadd.i32 r16, r7  ; line 26
  453: r2:3 = sext.i64 r1  ; line 26
  454: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  455: r2:3 = iadd.ptr $0, r2:3  ; line 26
  456: r1 = ld.f32 generic align 4 r2:3  ; line 26
  457: jmp 461  ; line 26
  458: r1 = mov.f32 0:f32
  459: jmp 461  ; line 25
  460: r1 = mov.f32 0:f32
  461: r2 = fmul.f32 r5, r5  ; line 27
  462: r1 = fmul.f32 r1, r2  ; line 27
  463: r1 = fadd.f32 r4, r1  ; line 27
  464: r2 = ld.f32 generic align 4 $2+28  ; line 30
  465: r1 = fmul.f32 r1, r2  ; line 30
  466: r1 = fmin.f32 r1, 1:f32  ; line 171
  467: r1 = fmax.f32 r1, 0:f32  ; line 172
  468: r0 = iadd.i32 r12, r0  ; line 30
  469: r2:3 = sext.i64 r0  ; line 30
  470: r2:3 = shl.i64 r2:3, 2:i64  ; line 30
  471: r2:3 = iadd.ptr $1, r2:3  ; line 30
  472: st.f32 generic align 4 r2:3, r1  ; line 30
  473: exit  ; line 31
