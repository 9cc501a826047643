cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 nqueens
  source samples/nqueens.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  local bytes 48, live-value IDs 0, blocks 0
simt kernel 0 nqueens: registers 17, instructions 159
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 37
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 37
  5: st.i32 generic align 4 &local+0, 0:i32  ; line 38
  6: st.i32 generic align 4 &local+4, 0:i32  ; line 38
  7: st.i32 generic align 4 &local+8, 0:i32  ; line 38
  8: st.i32 generic align 4 &local+12, 0:i32  ; line 38
  9: st.i32 generic align 4 &local+16, 0:i32  ; line 38
  10: st.i32 generic align 4 &local+20, 0:i32  ; line 38
  11: st.i32 generic align 4 &local+24, 0:i32  ; line 38
  12: st.i32 generic align 4 &local+28, 0:i32  ; line 38
  13: st.i32 generic align 4 &local+32, 0:i32  ; line 38
  14: st.i32 generic align 4 &local+36, 0:i32  ; line 38
  15: st.i32 generic align 4 &local+40, 0:i32  ; line 38
  16: st.i32 generic align 4 &local+44, 0:i32  ; line 38
  17: r1 = sdiv.i32 r0, $0  ; line 42
  18: r2 = iadd.i32 $0, -3:i32  ; line 43
  19: r2 = icmp.i1 ult r2, 10:i32  ; line 43
  20: r3 = icmp.i1 slt r1, $0
  21: r2 = and.i1 r2, r3  ; line 43
  22: br r2 ? 23 : 38 reconv 153  ; line 43
  23: r2 = imul.i32 r1, $0
  24: r2 = isub.i32 r0, r2
  25: st.i32 generic align 4 &local+0, r2  ; line 44
  26: r3 = iadd.i32 r1, 1:i32  ; line 45
  27: r4 = mov.i32 0:i32
  28: r5 = mov.i32 r1
  29: r6 = isub.i32 r2, r5  ; line 24
  30: r6 = iadd.i32 r6, -2:i32  ; line 25
  31: r6 = icmp.i1 ult r6, -3:i32  ; line 25
  32: br r6 ? 41 : 33 reconv 42
  33: r6 = iadd.i32 r4, 1:i32  ; line 22
  34: r5 = iadd.i32 r5, 1:i32  ; line 20
  35: r7 = icmp.i1 eq r4, 0:i32  ; line 20
  36: r4 = mov.i32 r6
  37: br r7 ? 42 : 29 reconv 42  ; line 20
  38: r2:3 = mov.i64 0:i64  ; line 41
  39: r1 = mov.i32 0:i32  ; line 40
  40: jmp 153  ; line 43
  41: r3 = mov.i32 r5
  42: r2 = icmp.i1 eq r3, r1  ; line 45
  43: br r2 ? 44 : 86 reconv 153  ; line 45
  44: st.i32 generic align 4 &local+4, r1  ; line 46
  45: st.i32 generic align 4 &local+8, -1:i32  ; line 48
  46: r1 = iadd.i32 $0, -1:i32
  47: r2:3 = sext.i64 r0
  48: r2:3 = imul.i64 r2:3, 48:i64
  49: r2:3 = iadd.ptr $2, r2:3
  50: r4 = mov.i32 -1:i32  ; line 50
  51: r5 = mov.i32 2:i32
  52: r6:7 = mov.i64 0:i64
  53: r8 = mov.i32 0:i32
  54: r4 = iadd.i32 r4, 1:i32  ; line 50
  55: r9 = icmp.i1 slt r4, $0  ; line 20
  56: br r9 ? 57 : 89 reconv 95  ; line 20
  57: r9 = icmp.i1 sgt r5, 0:i32
  58: r10 = isub.i32 $0, r4  ; line 20
  59: r11 = mov.i32 0:i32
  60: r12 = mov.i32 r4
  61: r11 = iadd.i32 r11, 1:i32  ; line 22
  62: r13 = mov.i32 0:i32
  63: br r9 ? 64 : 91 reconv 95  ; line 23
  64: r14:15 = zext.i64 r13  ; line 24
  65: r14:15 = shl.i64 r14:15, 2:i64  ; line 24
  66: r14:15 = iadd.ptr &local+0, r14:15  ; line 24
  67: r14 = ld.i32 generic align 4 r14:15  ; line 24
  68: r14 = isub.i32 r14, r12  ; line 24
  69: r15 = icmp.i1 ne r14, 0:i32  ; line 25
  70: r16 = isub.i32 r5, r13
  71: r16 = icmp.i1 ne r14, r16
  72: r15 = select.i1 r15, r16, false:i1  ; line 25
  73: r16 = isub.i32 r13, r5  ; line 25
  74: r14 = icmp.i1 ne r14, r16  ; line 25
  75: r14 = select.i1 r15, r14, false:i1  ; line 25
  76: r13 = iadd.i32 r13, 1:i32  ; line 23
  77: r15 = icmp.i1 slt r13, r5  ; line 23
  78: r15 = select.i1 r15, r14, false:i1  ; line 23
  79: br r15 ? 64 : 80 reconv 80  ; line 23
  80: br r14 ? 93 : 81 reconv 95
  81: r12 = iadd.i32 r12, 1:i32  ; line 20
  82: r13 = icmp.i1 eq r11, r10  ; line 20
  83: br r13 ? 84 : 61 reconv 95  ; line 20
  84: r4 = mov.i32 $0
  85: jmp 95  ; line 20
  86: r2:3 = mov.i64 0:i64  ; line 41
  87: r1 = mov.i32 0:i32  ; line 40
  88: jmp 153  ; line 45
  89: r10 = mov.i32 0:i32
  90: jmp 95  ; line 20
  91: r10 = mov.i32 r11
  92: jmp 95  ; line 23
  93: r4 = mov.i32 r12
  94: r10 = mov.i32 r11
  95: r10:11 = sext.i64 r10  ; line 51
  96: r6:7 = iadd.i64 r6:7, 1:i64  ; line 51
  97: r6:7 = iadd.i64 r6:7, r10:11  ; line 51
  98: r9 = icmp.i1 slt r4, $0  ; line 52
  99: br r9 ? 100 : 113 reconv 144  ; line 52
  100: r10:11 = zext.i64 r5  ; line 50
  101: r10:11 = shl.i64 r10:11, 2:i64  ; line 50
  102: r10:11 = iadd.ptr &local+0, r10:11  ; line 50
  103: st.i32 generic align 4 r10:11, r4  ; line 53
  104: r4 = icmp.i1 slt r5, r1  ; line 54
  105: br r4 ? 106 : 115 reconv 144  ; line 54
  106: r4 = iadd.i32 r5, 1:i32  ; line 55
  107: r10:11 = zext.i64 r4
  108: r10:11 = shl.i64 r10:11, 2:i64  ; line 56
  109: r10:11 = iadd.ptr &local+0, r10:11  ; line 56
  110: st.i32 generic align 4 r10:11, -1:i32  ; line 56
  111: r5 = mov.i32 r4
  112: jmp 144  ; line 57
  113: r5 = iadd.i32 r5, -1:i32  ; line 61
  114: jmp 144
  115: r4 = iadd.i32 r8, 1:i32  ; line 57
  116: r9 = icmp.i1 eq r8, 0:i32  ; line 57
  117: r8 = mov.i32 r4
  118: br r9 ? 119 : 144 reconv 144  ; line 57
  119: r4 = ld.i32 generic align 4 &local+0  ; line 58
  120: st.i32 generic align 4 r2:3, r4  ; line 58
  121: r4 = ld.i32 generic align 4 &local+4  ; line 58
  122: st.i32 generic align 4 r2:3+4, r4  ; line 58
  123: r4 = ld.i32 generic align 4 &local+8  ; line 58
  124: st.i32 generic align 4 r2:3+8, r4  ; line 58
  125: r4 = ld.i32 generic align 4 &local+12  ; line 58
  126: st.i32 generic align 4 r2:3+12, r4  ; line 58
  127: r4 = ld.i32 generic align 4 &local+16  ; line 58
  128: st.i32 generic align 4 r2:3+16, r4  ; line 58
  129: r4 = ld.i32 generic align 4 &local+20  ; line 58
  130: st.i32 generic align 4 r2:3+20, r4  ; line 58
  131: r4 = ld.i32 generic align 4 &local+24  ; line 58
  132: st.i32 generic align 4 r2:3+24, r4  ; line 58
  133: r4 = ld.i32 generic align 4 &local+28  ; line 58
  134: st.i32 generic align 4 r2:3+28, r4  ; line 58
  135: r4 = ld.i32 generic align 4 &local+32  ; line 58
  136: st.i32 generic align 4 r2:3+32, r4  ; line 58
  137: r4 = ld.i32 generic align 4 &local+36  ; line 58
  138: st.i32 generic align 4 r2:3+36, r4  ; line 58
  139: r4 = ld.i32 generic align 4 &local+40  ; line 58
  140: st.i32 generic align 4 r2:3+40, r4  ; line 58
  141: r4 = ld.i32 generic align 4 &local+44  ; line 58
  142: st.i32 generic align 4 r2:3+44, r4  ; line 58
  143: r8 = mov.i32 1:i32
  144: r4 = icmp.i1 sgt r5, 1:i32  ; line 49
  145: br r4 ? 146 : 151 reconv 153  ; line 49
  146: r10:11 = zext.i64 r5
  147: r10:11 = shl.i64 r10:11, 2:i64
  148: r10:11 = iadd.ptr &local+0, r10:11
  149: r4 = ld.i32 generic align 4 r10:11  ; line 50
  150: jmp 54  ; line 49
  151: r2:3 = mov.i64 r6:7  ; line 41
  152: r1 = mov.i32 r8  ; line 40
  153: r4:5 = sext.i64 r0  ; line 66
  154: r4:5 = shl.i64 r4:5, 2:i64  ; line 66
  155: r4:5 = iadd.ptr $1, r4:5  ; line 66
  156: st.i32 generic align 4 r4:5, r1  ; line 66
  157: atom.i64 add generic align 8 $3, r2:3  ; line 75
  158: exit  ; line 68
