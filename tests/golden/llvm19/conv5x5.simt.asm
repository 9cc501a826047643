cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 conv5x5
  source samples/conv5x5.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: byval ptr param, size 32, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5: registers 26, instructions 465
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
  12: br r3 ? 13 : 464 reconv 464  ; line 15
  13: r3 = ld.i32 generic align 4 $2+4  ; line 15
  14: r4 = icmp.i1 slt r1, r3  ; line 15
  15: br r4 ? 16 : 464 reconv 464  ; line 15
  16: r4 = iadd.i32 r1, -2:i32  ; line 20
  17: r5 = icmp.i1 sgt r1, 1:i32
  18: r6 = ld.f32 generic align 4 $2+8
  19: r7 = icmp.i1 slt r4, r3
  20: r4 = imul.i32 r4, r2
  21: r8 = iadd.i32 r0, -2:i32  ; line 23
  22: br r5 ? 23 : 34 reconv 37  ; line 25
  23: r9 = icmp.i1 sgt r0, 1:i32
  24: r9 = and.i1 r7, r9  ; line 25
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
  43: r12 = icmp.i1 sle r0, r2
  44: r11 = and.i1 r11, r12  ; line 25
  45: r11 = and.i1 r11, r7  ; line 25
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
  60: r11 = icmp.i1 sgt r0, -1:i32
  61: r14 = and.i1 r7, r11
  62: r14 = select.i1 r5, r14, false:i1  ; line 25
  63: br r14 ? 64 : 70 reconv 71  ; line 25
  64: r14 = iadd.i32 r0, r4  ; line 26
  65: r14:15 = sext.i64 r14  ; line 26
  66: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  67: r14:15 = iadd.ptr $0, r14:15  ; line 26
  68: r14 = ld.f32 generic align 4 r14:15  ; line 26
  69: jmp 71  ; line 26
  70: r14 = mov.f32 0:f32
  71: r15 = ld.f32 generic align 4 $2+16  ; line 27
  72: r16 = fmul.f32 r6, r15  ; line 27
  73: r14 = fmul.f32 r14, r16  ; line 27
  74: r9 = fadd.f32 r9, r14  ; line 27
  75: r14 = iadd.i32 r0, 1:i32  ; line 23
  76: br r5 ? 77 : 88 reconv 91  ; line 25
  77: r17 = icmp.i1 sgt r0, -2:i32
  78: r17 = and.i1 r7, r17  ; line 25
  79: r18 = icmp.i1 slt r14, r2
  80: r17 = select.i1 r17, r18, false:i1  ; line 25
  81: br r17 ? 82 : 90 reconv 91  ; line 25
  82: r17 = iadd.i32 r14, r4  ; line 26
  83: r18:19 = sext.i64 r17  ; line 26
  84: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  85: r18:19 = iadd.ptr $0, r18:19  ; line 26
  86: r17 = ld.f32 generic align 4 r18:19  ; line 26
  87: jmp 91  ; line 26
  88: r17 = mov.f32 0:f32
  89: jmp 91  ; line 25
  90: r17 = mov.f32 0:f32
  91: r18 = ld.f32 generic align 4 $2+20  ; line 27
  92: r19 = fmul.f32 r6, r18  ; line 27
  93: r17 = fmul.f32 r17, r19  ; line 27
  94: r9 = fadd.f32 r9, r17  ; line 27
  95: r17 = iadd.i32 r0, 2:i32  ; line 23
  96: br r5 ? 97 : 108 reconv 111  ; line 25
  97: r5 = icmp.i1 sgt r0, -3:i32
  98: r5 = and.i1 r7, r5  ; line 25
  99: r7 = icmp.i1 slt r17, r2
  100: r5 = select.i1 r5, r7, false:i1  ; line 25
  101: br r5 ? 102 : 110 reconv 111  ; line 25
  102: r4 = iadd.i32 r17, r4  ; line 26
  103: r4:5 = sext.i64 r4  ; line 26
  104: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  105: r4:5 = iadd.ptr $0, r4:5  ; line 26
  106: r4 = ld.f32 generic align 4 r4:5  ; line 26
  107: jmp 111  ; line 26
  108: r4 = mov.f32 0:f32
  109: jmp 111  ; line 25
  110: r4 = mov.f32 0:f32
  111: r5 = ld.f32 generic align 4 $2+24  ; line 27
  112: r6 = fmul.f32 r6, r5  ; line 27
  113: r4 = fmul.f32 r4, r6  ; line 27
  114: r4 = fadd.f32 r9, r4  ; line 27
  115: r7 = iadd.i32 r1, -1:i32  ; line 20
  116: r9 = icmp.i1 sgt r1, 0:i32
  117: r20 = icmp.i1 sle r1, r3
  118: r7 = imul.i32 r7, r2
  119: br r9 ? 120 : 131 reconv 134  ; line 25
  120: r21 = icmp.i1 sgt r0, 1:i32
  121: r21 = and.i1 r20, r21  ; line 25
  122: r22 = icmp.i1 slt r8, r2
  123: r21 = select.i1 r21, r22, false:i1  ; line 25
  124: br r21 ? 125 : 133 reconv 134  ; line 25
  125: r21 = iadd.i32 r8, r7  ; line 26
  126: r22:23 = sext.i64 r21  ; line 26
  127: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  128: r22:23 = iadd.ptr $0, r22:23  ; line 26
  129: r21 = ld.f32 generic align 4 r22:23  ; line 26
  130: jmp 134  ; line 26
  131: r21 = mov.f32 0:f32
  132: jmp 134  ; line 25
  133: r21 = mov.f32 0:f32
  134: r13 = fmul.f32 r21, r13  ; line 27
  135: r4 = fadd.f32 r4, r13  ; line 27
  136: br r9 ? 137 : 148 reconv 151  ; line 25
  137: r13 = icmp.i1 sgt r0, 0:i32
  138: r21 = icmp.i1 sle r0, r2
  139: r13 = and.i1 r13, r21  ; line 25
  140: r13 = and.i1 r13, r20  ; line 25
  141: br r13 ? 142 : 150 reconv 151  ; line 25
  142: r13 = iadd.i32 r10, r7  ; line 26
  143: r22:23 = sext.i64 r13  ; line 26
  144: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  145: r22:23 = iadd.ptr $0, r22:23  ; line 26
  146: r13 = ld.f32 generic align 4 r22:23  ; line 26
  147: jmp 151  ; line 26
  148: r13 = mov.f32 0:f32
  149: jmp 151  ; line 25
  150: r13 = mov.f32 0:f32
  151: r21 = fmul.f32 r12, r12  ; line 27
  152: r13 = fmul.f32 r13, r21  ; line 27
  153: r4 = fadd.f32 r4, r13  ; line 27
  154: r13 = and.i1 r20, r11
  155: r13 = and.i1 r9, r13  ; line 25
  156: br r13 ? 157 : 163 reconv 164  ; line 25
  157: r13 = iadd.i32 r0, r7  ; line 26
  158: r22:23 = sext.i64 r13  ; line 26
  159: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  160: r22:23 = iadd.ptr $0, r22:23  ; line 26
  161: r13 = ld.f32 generic align 4 r22:23  ; line 26
  162: jmp 164  ; line 26
  163: r13 = mov.f32 0:f32
  164: r21 = fmul.f32 r12, r15  ; line 27
  165: r13 = fmul.f32 r13, r21  ; line 27
  166: r4 = fadd.f32 r4, r13  ; line 27
  167: br r9 ? 168 : 179 reconv 182  ; line 25
  168: r13 = icmp.i1 sgt r0, -2:i32
  169: r13 = and.i1 r20, r13  ; line 25
  170: r22 = icmp.i1 slt r14, r2
  171: r13 = select.i1 r13, r22, false:i1  ; line 25
  172: br r13 ? 173 : 181 reconv 182  ; line 25
  173: r13 = iadd.i32 r14, r7  ; line 26
  174: r22:23 = sext.i64 r13  ; line 26
  175: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  176: r22:23 = iadd.ptr $0, r22:23  ; line 26
  177: r13 = ld.f32 generic align 4 r22:23  ; line 26
  178: jmp 182  ; line 26
  179: r13 = mov.f32 0:f32
  180: jmp 182  ; line 25
  181: r13 = mov.f32 0:f32
  182: r22 = fmul.f32 r12, r18  ; line 27
  183: r13 = fmul.f32 r13, r22  ; line 27
  184: r4 = fadd.f32 r4, r13  ; line 27
  185: br r9 ? 186 : 197 reconv 200  ; line 25
  186: r9 = icmp.i1 sgt r0, -3:i32
  187: r9 = and.i1 r20, r9  ; line 25
  188: r13 = icmp.i1 slt r17, r2
  189: r9 = select.i1 r9, r13, false:i1  ; line 25
  190: br r9 ? 191 : 199 reconv 200  ; line 25
  191: r7 = iadd.i32 r17, r7  ; line 26
  192: r24:25 = sext.i64 r7  ; line 26
  193: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  194: r24:25 = iadd.ptr $0, r24:25  ; line 26
  195: r7 = ld.f32 generic align 4 r24:25  ; line 26
  196: jmp 200  ; line 26
  197: r7 = mov.f32 0:f32
  198: jmp 200  ; line 25
  199: r7 = mov.f32 0:f32
  200: r9 = fmul.f32 r12, r5  ; line 27
  201: r7 = fmul.f32 r7, r9  ; line 27
  202: r4 = fadd.f32 r4, r7  ; line 27
  203: r7 = icmp.i1 sgt r1, -1:i32
  204: r12 = imul.i32 r1, r2
  205: br r7 ? 206 : 216 reconv 219  ; line 25
  206: r13 = icmp.i1 sgt r0, 1:i32
  207: r20 = icmp.i1 slt r8, r2
  208: r13 = select.i1 r13, r20, false:i1  ; line 25
  209: br r13 ? 210 : 218 reconv 219  ; line 25
  210: r13 = iadd.i32 r8, r12  ; line 26
  211: r24:25 = sext.i64 r13  ; line 26
  212: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  213: r24:25 = iadd.ptr $0, r24:25  ; line 26
  214: r13 = ld.f32 generic align 4 r24:25  ; line 26
  215: jmp 219  ; line 26
  216: r13 = mov.f32 0:f32
  217: jmp 219  ; line 25
  218: r13 = mov.f32 0:f32
  219: r13 = fmul.f32 r13, r16  ; line 27
  220: r4 = fadd.f32 r4, r13  ; line 27
  221: br r7 ? 222 : 232 reconv 235  ; line 25
  222: r13 = icmp.i1 sgt r0, 0:i32
  223: r16 = icmp.i1 sle r0, r2
  224: r13 = and.i1 r13, r16  ; line 25
  225: br r13 ? 226 : 234 reconv 235  ; line 25
  226: r13 = iadd.i32 r10, r12  ; line 26
  227: r24:25 = sext.i64 r13  ; line 26
  228: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  229: r24:25 = iadd.ptr $0, r24:25  ; line 26
  230: r13 = ld.f32 generic align 4 r24:25  ; line 26
  231: jmp 235  ; line 26
  232: r13 = mov.f32 0:f32
  233: jmp 235  ; line 25
  234: r13 = mov.f32 0:f32
  235: r13 = fmul.f32 r13, r21  ; line 27
  236: r4 = fadd.f32 r4, r13  ; line 27
  237: r13 = or.i32 r1, r0  ; line 25
  238: r13 = icmp.i1 sgt r13, -1:i32  ; line 25
  239: br r13 ? 240 : 246 reconv 247  ; line 25
  240: r13 = iadd.i32 r0, r12  ; line 26
  241: r20:21 = sext.i64 r13  ; line 26
  242: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  243: r20:21 = iadd.ptr $0, r20:21  ; line 26
  244: r13 = ld.f32 generic align 4 r20:21  ; line 26
  245: jmp 247  ; line 26
  246: r13 = mov.f32 0:f32
  247: r16 = fmul.f32 r15, r15  ; line 27
  248: r13 = fmul.f32 r13, r16  ; line 27
  249: r4 = fadd.f32 r4, r13  ; line 27
  250: br r7 ? 251 : 261 reconv 264  ; line 25
  251: r13 = icmp.i1 sgt r0, -2:i32
  252: r16 = icmp.i1 slt r14, r2
  253: r13 = select.i1 r13, r16, false:i1  ; line 25
  254: br r13 ? 255 : 263 reconv 264  ; line 25
  255: r13 = iadd.i32 r14, r12  ; line 26
  256: r20:21 = sext.i64 r13  ; line 26
  257: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  258: r20:21 = iadd.ptr $0, r20:21  ; line 26
  259: r13 = ld.f32 generic align 4 r20:21  ; line 26
  260: jmp 264  ; line 26
  261: r13 = mov.f32 0:f32
  262: jmp 264  ; line 25
  263: r13 = mov.f32 0:f32
  264: r16 = fmul.f32 r15, r18  ; line 27
  265: r13 = fmul.f32 r13, r16  ; line 27
  266: r4 = fadd.f32 r4, r13  ; line 27
  267: br r7 ? 268 : 278 reconv 281  ; line 25
  268: r7 = icmp.i1 sgt r0, -3:i32
  269: r13 = icmp.i1 slt r17, r2
  270: r7 = select.i1 r7, r13, false:i1  ; line 25
  271: br r7 ? 272 : 280 reconv 281  ; line 25
  272: r7 = iadd.i32 r17, r12  ; line 26
  273: r20:21 = sext.i64 r7  ; line 26
  274: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  275: r20:21 = iadd.ptr $0, r20:21  ; line 26
  276: r7 = ld.f32 generic align 4 r20:21  ; line 26
  277: jmp 281  ; line 26
  278: r7 = mov.f32 0:f32
  279: jmp 281  ; line 25
  280: r7 = mov.f32 0:f32
  281: r13 = fmul.f32 r15, r5  ; line 27
  282: r7 = fmul.f32 r7, r13  ; line 27
  283: r4 = fadd.f32 r4, r7  ; line 27
  284: r7 = iadd.i32 r1, 1:i32  ; line 20
  285: r15 = icmp.i1 sgt r1, -2:i32
  286: r20 = icmp.i1 slt r7, r3
  287: r7 = imul.i32 r7, r2
  288: br r15 ? 289 : 300 reconv 303  ; line 25
  289: r21 = icmp.i1 sgt r0, 1:i32
  290: r21 = and.i1 r20, r21  ; line 25
  291: r23 = icmp.i1 slt r8, r2
  292: r21 = select.i1 r21, r23, false:i1  ; line 25
  293: br r21 ? 294 : 302 reconv 303  ; line 25
  294: r21 = iadd.i32 r8, r7  ; line 26
  295: r24:25 = sext.i64 r21  ; line 26
  296: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  297: r24:25 = iadd.ptr $0, r24:25  ; line 26
  298: r21 = ld.f32 generic align 4 r24:25  ; line 26
  299: jmp 303  ; line 26
  300: r21 = mov.f32 0:f32
  301: jmp 303  ; line 25
  302: r21 = mov.f32 0:f32
  303: r19 = fmul.f32 r21, r19  ; line 27
  304: r4 = fadd.f32 r4, r19  ; line 27
  305: br r15 ? 306 : 317 reconv 320  ; line 25
  306: r19 = icmp.i1 sgt r0, 0:i32
  307: r21 = icmp.i1 sle r0, r2
  308: r19 = and.i1 r19, r21  ; line 25
  309: r19 = and.i1 r19, r20  ; line 25
  310: br r19 ? 311 : 319 reconv 320  ; line 25
  311: r19 = iadd.i32 r10, r7  ; line 26
  312: r24:25 = sext.i64 r19  ; line 26
  313: r24:25 = shl.i64 r24:25, 2:i64  ; line 26
  314: r24:25 = iadd.ptr $0, r24:25  ; line 26
  315: r19 = ld.f32 generic align 4 r24:25  ; line 26
  316: jmp 320  ; line 26
  317: r19 = mov.f32 0:f32
  318: jmp 320  ; line 25
  319: r19 = mov.f32 0:f32
  320: r19 = fmul.f32 r19, r22  ; line 27
  321: r4 = fadd.f32 r4, r19  ; line 27
  322: r19 = and.i1 r20, r11
  323: r19 = select.i1 r15, r19, false:i1  ; line 25
  324: br r19 ? 325 : 331 reconv 332  ; line 25
  325: r19 = iadd.i32 r0, r7  ; line 26
  326: r22:23 = sext.i64 r19  ; line 26
  327: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  328: r22:23 = iadd.ptr $0, r22:23  ; line 26
  329: r19 = ld.f32 generic align 4 r22:23  ; line 26
  330: jmp 332  ; line 26
  331: r19 = mov.f32 0:f32
  332: r16 = fmul.f32 r19, r16  ; line 27
  333: r4 = fadd.f32 r4, r16  ; line 27
  334: br r15 ? 335 : 346 reconv 349  ; line 25
  335: r16 = icmp.i1 sgt r0, -2:i32
  336: r16 = and.i1 r20, r16  ; line 25
  337: r19 = icmp.i1 slt r14, r2
  338: r16 = select.i1 r16, r19, false:i1  ; line 25
  339: br r16 ? 340 : 348 reconv 349  ; line 25
  340: r16 = iadd.i32 r14, r7  ; line 26
  341: r22:23 = sext.i64 r16  ; line 26
  342: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  343: r22:23 = iadd.ptr $0, r22:23  ; line 26
  344: r16 = ld.f32 generic align 4 r22:23  ; line 26
  345: jmp 349  ; line 26
  346: r16 = mov.f32 0:f32
  347: jmp 349  ; line 25
  348: r16 = mov.f32 0:f32
  349: r19 = fmul.f32 r18, r18  ; line 27
  350: r16 = fmul.f32 r16, r19  ; line 27
  351: r4 = fadd.f32 r4, r16  ; line 27
  352: br r15 ? 353 : 364 reconv 367  ; line 25
  353: r15 = icmp.i1 sgt r0, -3:i32
  354: r15 = and.i1 r20, r15  ; line 25
  355: r16 = icmp.i1 slt r17, r2
  356: r15 = select.i1 r15, r16, false:i1  ; line 25
  357: br r15 ? 358 : 366 reconv 367  ; line 25
  358: r7 = iadd.i32 r17, r7  ; line 26
  359: r20:21 = sext.i64 r7  ; line 26
  360: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  361: r20:21 = iadd.ptr $0, r20:21  ; line 26
  362: r7 = ld.f32 generic align 4 r20:21  ; line 26
  363: jmp 367  ; line 26
  364: r7 = mov.f32 0:f32
  365: jmp 367  ; line 25
  366: r7 = mov.f32 0:f32
  367: r15 = fmul.f32 r18, r5  ; line 27
  368: r7 = fmul.f32 r7, r15  ; line 27
  369: r4 = fadd.f32 r4, r7  ; line 27
  370: r7 = iadd.i32 r1, 2:i32  ; line 20
  371: r1 = icmp.i1 sgt r1, -3:i32
  372: r3 = icmp.i1 slt r7, r3
  373: r7 = imul.i32 r7, r2
  374: br r1 ? 375 : 386 reconv 389  ; line 25
  375: r16 = icmp.i1 sgt r0, 1:i32
  376: r16 = and.i1 r3, r16  ; line 25
  377: r18 = icmp.i1 slt r8, r2
  378: r16 = select.i1 r16, r18, false:i1  ; line 25
  379: br r16 ? 380 : 388 reconv 389  ; line 25
  380: r8 = iadd.i32 r8, r7  ; line 26
  381: r18:19 = sext.i64 r8  ; line 26
  382: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  383: r18:19 = iadd.ptr $0, r18:19  ; line 26
  384: r8 = ld.f32 generic align 4 r18:19  ; line 26
  385: jmp 389  ; line 26
  386: r8 = mov.f32 0:f32
  387: jmp 389  ; line 25
  388: r8 = mov.f32 0:f32
  389: r6 = fmul.f32 r8, r6  ; line 27
  390: r4 = fadd.f32 r4, r6  ; line 27
  391: br r1 ? 392 : 403 reconv 406  ; line 25
  392: r6 = icmp.i1 sgt r0, 0:i32
  393: r8 = icmp.i1 sle r0, r2
  394: r6 = and.i1 r6, r8  ; line 25
  395: r6 = and.i1 r6, r3  ; line 25
  396: br r6 ? 397 : 405 reconv 406  ; line 25
  397: r6 = iadd.i32 r10, r7  ; line 26
  398: r18:19 = sext.i64 r6  ; line 26
  399: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  400: r18:19 = iadd.ptr $0, r18:19  ; line 26
  401: r6 = ld.f32 generic align 4 r18:19  ; line 26
  402: jmp 406  ; line 26
  403: r6 = mov.f32 0:f32
  404: jmp 406  ; line 25
  405: r6 = mov.f32 0:f32
  406: r6 = fmul.f32 r6, r9  ; line 27
  407: r4 = fadd.f32 r4, r6  ; line 27
  408: r6 = and.i1 r3, r11
  409: r6 = select.i1 r1, r6, false:i1  ; line 25
  410: br r6 ? 411 : 417 reconv 418  ; line 25
  411: r6 = iadd.i32 r0, r7  ; line 26
  412: r8:9 = sext.i64 r6  ; line 26
  413: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  414: r8:9 = iadd.ptr $0, r8:9  ; line 26
  415: r6 = ld.f32 generic align 4 r8:9  ; line 26
  416: jmp 418  ; line 26
  417: r6 = mov.f32 0:f32
  418: r6 = fmul.f32 r6, r13  ; line 27
  419: r4 = fadd.f32 r4, r6  ; line 27
  420: br r1 ? 421 : 432 reconv 435  ; line 25
  421: r6 = icmp.i1 sgt r0, -2:i32
  422: r6 = and.i1 r3, r6  ; line 25
  423: r8 = icmp.i1 slt r14, r2
  424: r6 = select.i1 r6, r8, false:i1  ; line 25
  425: br r6 ? 426 : 434 reconv 435  ; line 25
  426: r6 = iadd.i32 r14, r7  ; line 26
  427: r8:9 = sext.i64 r6  ; line 26
  428: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  429: r8:9 = iadd.ptr $0, r8:9  ; line 26
  430: r6 = ld.f32 generic align 4 r8:9  ; line 26
  431: jmp 435  ; line 26
  432: r6 = mov.f32 0:f32
  433: jmp 435  ; line 25
  434: r6 = mov.f32 0:f32
  435: r6 = fmul.f32 r6, r15  ; line 27
  436: r4 = fadd.f32 r4, r6  ; line 27
  437: br r1 ? 438 : 449 reconv 452  ; line 25
  438: r1 = icmp.i1 sgt r0, -3:i32
  439: r1 = and.i1 r3, r1  ; line 25
  440: r2 = icmp.i1 slt r17, r2
  441: r1 = select.i1 r1, r2, false:i1  ; line 25
  442: br r1 ? 443 : 451 reconv 452  ; line 25
  443: r1 = iadd.i32 r17, r7  ; line 26
  444: r2:3 = sext.i64 r1  ; line 26
  445: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  446: r2:3 = iadd.ptr $0, r2:3  ; line 26
  447: r1 = ld.f32 generic align 4 r2:3  ; line 26
  448: jmp 452  ; line 26
  449: r1 = mov.f32 0:f32
  450: jmp 452  ; line 25
  451: r1 = mov.f32 0:f32
  452: r2 = fmul.f32 r5, r5  ; line 27
  453: r1 = fmul.f32 r1, r2  ; line 27
  454: r1 = fadd.f32 r4, r1  ; line 27
  455: r2 = ld.f32 generic align 4 $2+28  ; line 30
  456: r1 = fmul.f32 r1, r2  ; line 30
  457: r1 = fmin.f32 r1, 1:f32  ; line 171
  458: r1 = fmax.f32 r1, 0:f32  ; line 172
  459: r0 = iadd.i32 r12, r0  ; line 30
  460: r2:3 = sext.i64 r0  ; line 30
  461: r2:3 = shl.i64 r2:3, 2:i64  ; line 30
  462: r2:3 = iadd.ptr $1, r2:3  ; line 30
  463: st.f32 generic align 4 r2:3, r1  ; line 30
  464: exit  ; line 31
