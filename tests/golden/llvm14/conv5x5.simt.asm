cfg version 1 target simt
arch a8eed4fd37731402 grid 0x0 channels 0 neighbours 0
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
  24: br r5 ? 27 : 25 reconv 39  ; line 25
  25: r9 = mov.f32 0:f32
  26: jmp 39  ; line 25
  27: r9 = icmp.i1 sgt r0, 1:i32
  28: r9 = select.i1 r7, r9, false:i1  ; line 25
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
  47: r11 = select.i1 r7, r11, false:i1  ; line 25
  48: r12 = icmp.i1 sle r0, r2
  49: r11 = select.i1 r11, r12, false:i1  ; line 25
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
  63: br r5 ? 66 : 64 reconv 76  ; line 25
  64: r11 = mov.f32 0:f32
  65: jmp 76  ; line 25
  66: r11 = icmp.i1 sgt r0, -1:i32
  67: r11 = select.i1 r7, r11, false:i1  ; line 25
  68: br r11 ? 71 : 69 reconv 76  ; line 25
  69: r11 = mov.f32 0:f32
  70: jmp 76  ; line 25
  71: r11 = iadd.i32 r0, r4  ; line 26
  72: r14:15 = sext.i64 r11  ; line 26
  73: r14:15 = shl.i64 r14:15, 2:i64  ; line 26
  74: r14:15 = iadd.ptr $0, r14:15  ; line 26
  75: r11 = ld.f32 generic align 4 r14:15  ; line 26
  76: r14:15 = iadd.ptr $2, 16:i64  ; line 27
  77: r14 = ld.f32 generic align 4 r14:15  ; line 27
  78: r15 = fmul.f32 r6, r14  ; line 27
  79: r11 = fmul.f32 r11, r15  ; line 27
  80: r9 = fadd.f32 r9, r11  ; line 27
  81: r11 = iadd.i32 r0, 1:i32  ; line 23
  82: br r5 ? 85 : 83 reconv 97  ; line 25
  83: r16 = mov.f32 0:f32
  84: jmp 97  ; line 25
  85: r16 = icmp.i1 sgt r0, -2:i32
  86: r16 = select.i1 r7, r16, false:i1  ; line 25
  87: r17 = icmp.i1 slt r11, r2
  88: r16 = select.i1 r16, r17, false:i1  ; line 25
  89: br r16 ? 92 : 90 reconv 97  ; line 25
  90: r16 = mov.f32 0:f32
  91: jmp 97  ; line 25
  92: r16 = iadd.i32 r11, r4  ; line 26
  93: r16:17 = sext.i64 r16  ; line 26
  94: r16:17 = shl.i64 r16:17, 2:i64  ; line 26
  95: r16:17 = iadd.ptr $0, r16:17  ; line 26
  96: r16 = ld.f32 generic align 4 r16:17  ; line 26
  97: r18:19 = iadd.ptr $2, 20:i64  ; line 27
  98: r17 = ld.f32 generic align 4 r18:19  ; line 27
  99: r18 = fmul.f32 r6, r17  ; line 27
  100: r16 = fmul.f32 r16, r18  ; line 27
  101: r9 = fadd.f32 r9, r16  ; line 27
  102: r16 = iadd.i32 r0, 2:i32  ; line 23
  103: br r5 ? 106 : 104 reconv 118  ; line 25
  104: r4 = mov.f32 0:f32
  105: jmp 118  ; line 25
  106: r5 = icmp.i1 sgt r0, -3:i32
  107: r5 = select.i1 r7, r5, false:i1  ; line 25
  108: r7 = icmp.i1 slt r16, r2
  109: r5 = select.i1 r5, r7, false:i1  ; line 25
  110: br r5 ? 113 : 111 reconv 118  ; line 25
  111: r4 = mov.f32 0:f32
  112: jmp 118  ; line 25
  113: r4 = iadd.i32 r16, r4  ; line 26
  114: r4:5 = sext.i64 r4  ; line 26
  115: r4:5 = shl.i64 r4:5, 2:i64  ; line 26
  116: r4:5 = iadd.ptr $0, r4:5  ; line 26
  117: r4 = ld.f32 generic align 4 r4:5  ; line 26
  118: r20:21 = iadd.ptr $2, 24:i64  ; line 27
  119: r5 = ld.f32 generic align 4 r20:21  ; line 27
  120: r6 = fmul.f32 r6, r5  ; line 27
  121: r4 = fmul.f32 r4, r6  ; line 27
  122: r4 = fadd.f32 r9, r4  ; line 27
  123: r7 = iadd.i32 r1, -1:i32  ; line 20
  124: r9 = icmp.i1 sgt r1, 0:i32
  125: r19 = icmp.i1 sle r1, r3
  126: r7 = imul.i32 r7, r2
  127: br r9 ? 130 : 128 reconv 142  ; line 25
  128: r20 = mov.f32 0:f32
  129: jmp 142  ; line 25
  130: r20 = icmp.i1 sgt r0, 1:i32
  131: r20 = select.i1 r19, r20, false:i1  ; line 25
  132: r21 = icmp.i1 slt r8, r2
  133: r20 = select.i1 r20, r21, false:i1  ; line 25
  134: br r20 ? 137 : 135 reconv 142  ; line 25
  135: r20 = mov.f32 0:f32
  136: jmp 142  ; line 25
  137: r20 = iadd.i32 r8, r7  ; line 26
  138: r20:21 = sext.i64 r20  ; line 26
  139: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  140: r20:21 = iadd.ptr $0, r20:21  ; line 26
  141: r20 = ld.f32 generic align 4 r20:21  ; line 26
  142: r13 = fmul.f32 r20, r13  ; line 27
  143: r4 = fadd.f32 r4, r13  ; line 27
  144: br r9 ? 147 : 145 reconv 159  ; line 25
  145: r13 = mov.f32 0:f32
  146: jmp 159  ; line 25
  147: r13 = icmp.i1 sgt r0, 0:i32
  148: r13 = select.i1 r19, r13, false:i1  ; line 25
  149: r20 = icmp.i1 sle r0, r2
  150: r13 = select.i1 r13, r20, false:i1  ; line 25
  151: br r13 ? 154 : 152 reconv 159  ; line 25
  152: r13 = mov.f32 0:f32
  153: jmp 159  ; line 25
  154: r13 = iadd.i32 r10, r7  ; line 26
  155: r20:21 = sext.i64 r13  ; line 26
  156: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  157: r20:21 = iadd.ptr $0, r20:21  ; line 26
  158: r13 = ld.f32 generic align 4 r20:21  ; line 26
  159: r20 = fmul.f32 r12, r12  ; line 27
  160: r13 = fmul.f32 r13, r20  ; line 27
  161: r4 = fadd.f32 r4, r13  ; line 27
  162: br r9 ? 165 : 163 reconv 175  ; line 25
  163: r13 = mov.f32 0:f32
  164: jmp 175  ; line 25
  165: r13 = icmp.i1 sgt r0, -1:i32
  166: r13 = select.i1 r19, r13, false:i1  ; line 25
  167: br r13 ? 170 : 168 reconv 175  ; line 25
  168: r13 = mov.f32 0:f32
  169: jmp 175  ; line 25
  170: r13 = iadd.i32 r0, r7  ; line 26
  171: r20:21 = sext.i64 r13  ; line 26
  172: r20:21 = shl.i64 r20:21, 2:i64  ; line 26
  173: r20:21 = iadd.ptr $0, r20:21  ; line 26
  174: r13 = ld.f32 generic align 4 r20:21  ; line 26
  175: r20 = fmul.f32 r12, r14  ; line 27
  176: r13 = fmul.f32 r13, r20  ; line 27
  177: r4 = fadd.f32 r4, r13  ; line 27
  178: br r9 ? 181 : 179 reconv 193  ; line 25
  179: r13 = mov.f32 0:f32
  180: jmp 193  ; line 25
  181: r13 = icmp.i1 sgt r0, -2:i32
  182: r13 = select.i1 r19, r13, false:i1  ; line 25
  183: r21 = icmp.i1 slt r11, r2
  184: r13 = select.i1 r13, r21, false:i1  ; line 25
  185: br r13 ? 188 : 186 reconv 193  ; line 25
  186: r13 = mov.f32 0:f32
  187: jmp 193  ; line 25
  188: r13 = iadd.i32 r11, r7  ; line 26
  189: r22:23 = sext.i64 r13  ; line 26
  190: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  191: r22:23 = iadd.ptr $0, r22:23  ; line 26
  192: r13 = ld.f32 generic align 4 r22:23  ; line 26
  193: r21 = fmul.f32 r12, r17  ; line 27
  194: r13 = fmul.f32 r13, r21  ; line 27
  195: r4 = fadd.f32 r4, r13  ; line 27
  196: br r9 ? 199 : 197 reconv 211  ; line 25
  197: r7 = mov.f32 0:f32
  198: jmp 211  ; line 25
  199: r9 = icmp.i1 sgt r0, -3:i32
  200: r9 = select.i1 r19, r9, false:i1  ; line 25
  201: r13 = icmp.i1 slt r16, r2
  202: r9 = select.i1 r9, r13, false:i1  ; line 25
  203: br r9 ? 206 : 204 reconv 211  ; line 25
  204: r7 = mov.f32 0:f32
  205: jmp 211  ; line 25
  206: r7 = iadd.i32 r16, r7  ; line 26
  207: r22:23 = sext.i64 r7  ; line 26
  208: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  209: r22:23 = iadd.ptr $0, r22:23  ; line 26
  210: r7 = ld.f32 generic align 4 r22:23  ; line 26
  211: r9 = fmul.f32 r12, r5  ; line 27
  212: r7 = fmul.f32 r7, r9  ; line 27
  213: r4 = fadd.f32 r4, r7  ; line 27
  214: r7 = icmp.i1 sgt r1, -1:i32
  215: r12 = imul.i32 r1, r2
  216: br r7 ? 219 : 217 reconv 230  ; line 25
  217: r13 = mov.f32 0:f32
  218: jmp 230  ; line 25
  219: r13 = icmp.i1 sgt r0, 1:i32
  220: r19 = icmp.i1 slt r8, r2
  221: r13 = select.i1 r13, r19, false:i1  ; line 25
  222: br r13 ? 225 : 223 reconv 230  ; line 25
  223: r13 = mov.f32 0:f32
  224: jmp 230  ; line 25
  225: r13 = iadd.i32 r8, r12  ; line 26
  226: r22:23 = sext.i64 r13  ; line 26
  227: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  228: r22:23 = iadd.ptr $0, r22:23  ; line 26
  229: r13 = ld.f32 generic align 4 r22:23  ; line 26
  230: r13 = fmul.f32 r13, r15  ; line 27
  231: r4 = fadd.f32 r4, r13  ; line 27
  232: br r7 ? 235 : 233 reconv 246  ; line 25
  233: r13 = mov.f32 0:f32
  234: jmp 246  ; line 25
  235: r13 = icmp.i1 sgt r0, 0:i32
  236: r15 = icmp.i1 sle r0, r2
  237: r13 = select.i1 r13, r15, false:i1  ; line 25
  238: br r13 ? 241 : 239 reconv 246  ; line 25
  239: r13 = mov.f32 0:f32
  240: jmp 246  ; line 25
  241: r13 = iadd.i32 r10, r12  ; line 26
  242: r22:23 = sext.i64 r13  ; line 26
  243: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  244: r22:23 = iadd.ptr $0, r22:23  ; line 26
  245: r13 = ld.f32 generic align 4 r22:23  ; line 26
  246: r13 = fmul.f32 r13, r20  ; line 27
  247: r4 = fadd.f32 r4, r13  ; line 27
  248: r13 = icmp.i1 sgt r0, -1:i32
  249: r15 = select.i1 r7, r13, false:i1  ; line 25
  250: br r15 ? 253 : 251 reconv 258  ; line 25
  251: r15 = mov.f32 0:f32
  252: jmp 258  ; line 25
  253: r15 = iadd.i32 r0, r12  ; line 26
  254: r22:23 = sext.i64 r15  ; line 26
  255: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  256: r22:23 = iadd.ptr $0, r22:23  ; line 26
  257: r15 = ld.f32 generic align 4 r22:23  ; line 26
  258: r19 = fmul.f32 r14, r14  ; line 27
  259: r15 = fmul.f32 r15, r19  ; line 27
  260: r4 = fadd.f32 r4, r15  ; line 27
  261: br r7 ? 264 : 262 reconv 275  ; line 25
  262: r15 = mov.f32 0:f32
  263: jmp 275  ; line 25
  264: r15 = icmp.i1 sgt r0, -2:i32
  265: r19 = icmp.i1 slt r11, r2
  266: r15 = select.i1 r15, r19, false:i1  ; line 25
  267: br r15 ? 270 : 268 reconv 275  ; line 25
  268: r15 = mov.f32 0:f32
  269: jmp 275  ; line 25
  270: r15 = iadd.i32 r11, r12  ; line 26
  271: r22:23 = sext.i64 r15  ; line 26
  272: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  273: r22:23 = iadd.ptr $0, r22:23  ; line 26
  274: r15 = ld.f32 generic align 4 r22:23  ; line 26
  275: r19 = fmul.f32 r14, r17  ; line 27
  276: r15 = fmul.f32 r15, r19  ; line 27
  277: r4 = fadd.f32 r4, r15  ; line 27
  278: br r7 ? 281 : 279 reconv 292  ; line 25
  279: r7 = mov.f32 0:f32
  280: jmp 292  ; line 25
  281: r7 = icmp.i1 sgt r0, -3:i32
  282: r15 = icmp.i1 slt r16, r2
  283: r7 = select.i1 r7, r15, false:i1  ; line 25
  284: br r7 ? 287 : 285 reconv 292  ; line 25
  285: r7 = mov.f32 0:f32
  286: jmp 292  ; line 25
  287: r7 = iadd.i32 r16, r12  ; line 26
  288: r22:23 = sext.i64 r7  ; line 26
  289: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  290: r22:23 = iadd.ptr $0, r22:23  ; line 26
  291: r7 = ld.f32 generic align 4 r22:23  ; line 26
  292: r14 = fmul.f32 r14, r5  ; line 27
  293: r7 = fmul.f32 r7, r14  ; line 27
  294: r4 = fadd.f32 r4, r7  ; line 27
  295: r7 = iadd.i32 r1, 1:i32  ; line 20
  296: r15 = icmp.i1 sgt r1, -2:i32
  297: r20 = icmp.i1 slt r7, r3
  298: r7 = imul.i32 r7, r2
  299: br r15 ? 302 : 300 reconv 314  ; line 25
  300: r22 = mov.f32 0:f32
  301: jmp 314  ; line 25
  302: r22 = icmp.i1 sgt r0, 1:i32
  303: r22 = select.i1 r20, r22, false:i1  ; line 25
  304: r23 = icmp.i1 slt r8, r2
  305: r22 = select.i1 r22, r23, false:i1  ; line 25
  306: br r22 ? 309 : 307 reconv 314  ; line 25
  307: r22 = mov.f32 0:f32
  308: jmp 314  ; line 25
  309: r22 = iadd.i32 r8, r7  ; line 26
  310: r22:23 = sext.i64 r22  ; line 26
  311: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  312: r22:23 = iadd.ptr $0, r22:23  ; line 26
  313: r22 = ld.f32 generic align 4 r22:23  ; line 26
  314: r18 = fmul.f32 r22, r18  ; line 27
  315: r4 = fadd.f32 r4, r18  ; line 27
  316: br r15 ? 319 : 317 reconv 331  ; line 25
  317: r18 = mov.f32 0:f32
  318: jmp 331  ; line 25
  319: r18 = icmp.i1 sgt r0, 0:i32
  320: r18 = select.i1 r20, r18, false:i1  ; line 25
  321: r22 = icmp.i1 sle r0, r2
  322: r18 = select.i1 r18, r22, false:i1  ; line 25
  323: br r18 ? 326 : 324 reconv 331  ; line 25
  324: r18 = mov.f32 0:f32
  325: jmp 331  ; line 25
  326: r18 = iadd.i32 r10, r7  ; line 26
  327: r22:23 = sext.i64 r18  ; line 26
  328: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  329: r22:23 = iadd.ptr $0, r22:23  ; line 26
  330: r18 = ld.f32 generic align 4 r22:23  ; line 26
  331: r18 = fmul.f32 r18, r21  ; line 27
  332: r4 = fadd.f32 r4, r18  ; line 27
  333: br r15 ? 336 : 334 reconv 345  ; line 25
  334: r18 = mov.f32 0:f32
  335: jmp 345  ; line 25
  336: r18 = select.i1 r20, r13, false:i1  ; line 25
  337: br r18 ? 340 : 338 reconv 345  ; line 25
  338: r18 = mov.f32 0:f32
  339: jmp 345  ; line 25
  340: r18 = iadd.i32 r0, r7  ; line 26
  341: r22:23 = sext.i64 r18  ; line 26
  342: r22:23 = shl.i64 r22:23, 2:i64  ; line 26
  343: r22:23 = iadd.ptr $0, r22:23  ; line 26
  344: r18 = ld.f32 generic align 4 r22:23  ; line 26
  345: r18 = fmul.f32 r18, r19  ; line 27
  346: r4 = fadd.f32 r4, r18  ; line 27
  347: br r15 ? 350 : 348 reconv 362  ; line 25
  348: r18 = mov.f32 0:f32
  349: jmp 362  ; line 25
  350: r18 = icmp.i1 sgt r0, -2:i32
  351: r18 = select.i1 r20, r18, false:i1  ; line 25
  352: r19 = icmp.i1 slt r11, r2
  353: r18 = select.i1 r18, r19, false:i1  ; line 25
  354: br r18 ? 357 : 355 reconv 362  ; line 25
  355: r18 = mov.f32 0:f32
  356: jmp 362  ; line 25
  357: r18 = iadd.i32 r11, r7  ; line 26
  358: r18:19 = sext.i64 r18  ; line 26
  359: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  360: r18:19 = iadd.ptr $0, r18:19  ; line 26
  361: r18 = ld.f32 generic align 4 r18:19  ; line 26
  362: r19 = fmul.f32 r17, r17  ; line 27
  363: r18 = fmul.f32 r18, r19  ; line 27
  364: r4 = fadd.f32 r4, r18  ; line 27
  365: br r15 ? 368 : 366 reconv 380  ; line 25
  366: r7 = mov.f32 0:f32
  367: jmp 380  ; line 25
  368: r15 = icmp.i1 sgt r0, -3:i32
  369: r15 = select.i1 r20, r15, false:i1  ; line 25
  370: r18 = icmp.i1 slt r16, r2
  371: r15 = select.i1 r15, r18, false:i1  ; line 25
  372: br r15 ? 375 : 373 reconv 380  ; line 25
  373: r7 = mov.f32 0:f32
  374: jmp 380  ; line 25
  375: r7 = iadd.i32 r16, r7  ; line 26
  376: r18:19 = sext.i64 r7  ; line 26
  377: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  378: r18:19 = iadd.ptr $0, r18:19  ; line 26
  379: r7 = ld.f32 generic align 4 r18:19  ; line 26
  380: r15 = fmul.f32 r17, r5  ; line 27
  381: r7 = fmul.f32 r7, r15  ; line 27
  382: r4 = fadd.f32 r4, r7  ; line 27
  383: r7 = iadd.i32 r1, 2:i32  ; line 20
  384: r1 = icmp.i1 sgt r1, -3:i32
  385: r3 = icmp.i1 slt r7, r3
  386: r7 = imul.i32 r7, r2
  387: br r1 ? 390 : 388 reconv 402  ; line 25
  388: r8 = mov.f32 0:f32
  389: jmp 402  ; line 25
  390: r17 = icmp.i1 sgt r0, 1:i32
  391: r17 = select.i1 r3, r17, false:i1  ; line 25
  392: r18 = icmp.i1 slt r8, r2
  393: r17 = select.i1 r17, r18, false:i1  ; line 25
  394: br r17 ? 397 : 395 reconv 402  ; line 25
  395: r8 = mov.f32 0:f32
  396: jmp 402  ; line 25
  397: r8 = iadd.i32 r8, r7  ; line 26
  398: r18:19 = sext.i64 r8  ; line 26
  399: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  400: r18:19 = iadd.ptr $0, r18:19  ; line 26
  401: r8 = ld.f32 generic align 4 r18:19  ; line 26
  402: r6 = fmul.f32 r8, r6  ; line 27
  403: r4 = fadd.f32 r4, r6  ; line 27
  404: br r1 ? 407 : 405 reconv 419  ; line 25
  405: r6 = mov.f32 0:f32
  406: jmp 419  ; line 25
  407: r6 = icmp.i1 sgt r0, 0:i32
  408: r6 = select.i1 r3, r6, false:i1  ; line 25
  409: r8 = icmp.i1 sle r0, r2
  410: r6 = select.i1 r6, r8, false:i1  ; line 25
  411: br r6 ? 414 : 412 reconv 419  ; line 25
  412: r6 = mov.f32 0:f32
  413: jmp 419  ; line 25
  414: r6 = iadd.i32 r10, r7  ; line 26
  415: r18:19 = sext.i64 r6  ; line 26
  416: r18:19 = shl.i64 r18:19, 2:i64  ; line 26
  417: r18:19 = iadd.ptr $0, r18:19  ; line 26
  418: r6 = ld.f32 generic align 4 r18:19  ; line 26
  419: r6 = fmul.f32 r6, r9  ; line 27
  420: r4 = fadd.f32 r4, r6  ; line 27
  421: br r1 ? 424 : 422 reconv 433  ; line 25
  422: r6 = mov.f32 0:f32
  423: jmp 433  ; line 25
  424: r6 = select.i1 r3, r13, false:i1  ; line 25
  425: br r6 ? 428 : 426 reconv 433  ; line 25
  426: r6 = mov.f32 0:f32
  427: jmp 433  ; line 25
  428: r6 = iadd.i32 r0, r7  ; line 26
  429: r8:9 = sext.i64 r6  ; line 26
  430: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  431: r8:9 = iadd.ptr $0, r8:9  ; line 26
  432: r6 = ld.f32 generic align 4 r8:9  ; line 26
  433: r6 = fmul.f32 r6, r14  ; line 27
  434: r4 = fadd.f32 r4, r6  ; line 27
  435: br r1 ? 438 : 436 reconv 450  ; line 25
  436: r6 = mov.f32 0:f32
  437: jmp 450  ; line 25
  438: r6 = icmp.i1 sgt r0, -2:i32
  439: r6 = select.i1 r3, r6, false:i1  ; line 25
  440: r8 = icmp.i1 slt r11, r2
  441: r6 = select.i1 r6, r8, false:i1  ; line 25
  442: br r6 ? 445 : 443 reconv 450  ; line 25
  443: r6 = mov.f32 0:f32
  444: jmp 450  ; line 25
  445: r6 = iadd.i32 r11, r7  ; line 26
  446: r8:9 = sext.i64 r6  ; line 26
  447: r8:9 = shl.i64 r8:9, 2:i64  ; line 26
  448: r8:9 = iadd.ptr $0, r8:9  ; line 26
  449: r6 = ld.f32 generic align 4 r8:9  ; line 26
  450: r6 = fmul.f32 r6, r15  ; line 27
  451: r4 = fadd.f32 r4, r6  ; line 27
  452: br r1 ? 455 : 453 reconv 467  ; line 25
  453: r1 = mov.f32 0:f32
  454: jmp 467  ; line 25
  455: r1 = icmp.i1 sgt r0, -3:i32
  456: r1 = select.i1 r3, r1, false:i1  ; line 25
  457: r2 = icmp.i1 slt r16, r2
  458: r1 = select.i1 r1, r2, false:i1  ; line 25
  459: br r1 ? 462 : 460 reconv 467  ; line 25
  460: r1 = mov.f32 0:f32
  461: jmp 467  ; line 25
  462: r1 = iadd.i32 r16, r7  ; line 26
  463: r2:3 = sext.i64 r1  ; line 26
  464: r2:3 = shl.i64 r2:3, 2:i64  ; line 26
  465: r2:3 = iadd.ptr $0, r2:3  ; line 26
  466: r1 = ld.f32 generic align 4 r2:3  ; line 26
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
