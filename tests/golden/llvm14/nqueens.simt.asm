cfg version 1 target simt
arch a8eed4fd37731402 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 nqueens
  source samples/nqueens.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  local bytes 48, live-value IDs 0, blocks 0
simt kernel 0 nqueens: registers 17, instructions 175
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
  22: br r2 ? 26 : 23 reconv 164  ; line 43
  23: r2:3 = mov.i64 0:i64  ; line 41
  24: r1 = mov.i32 0:i32  ; line 40
  25: jmp 164  ; line 43
  26: r2 = imul.i32 r1, $0
  27: r2 = isub.i32 r0, r2
  28: st.i32 generic align 4 &local+0, r2  ; line 44
  29: r3 = iadd.i32 r1, 1:i32  ; line 45
  30: r4 = mov.i32 0:i32
  31: r5 = mov.i32 r1
  32: r6 = isub.i32 r2, r5  ; line 24
  33: r6 = iadd.i32 r6, -2:i32  ; line 25
  34: r6 = icmp.i1 ult r6, -3:i32  ; line 25
  35: br r6 ? 44 : 36 reconv 44
  36: r6 = iadd.i32 r4, 1:i32  ; line 22
  37: r5 = iadd.i32 r5, 1:i32  ; line 20
  38: r4 = icmp.i1 eq r4, 0:i32  ; line 20
  39: br r4 ? 40 : 42 reconv 44  ; line 20
  40: r5 = mov.i32 r3
  41: jmp 44  ; line 20
  42: r4 = mov.i32 r6
  43: jmp 32  ; line 20
  44: r2 = icmp.i1 eq r5, r1  ; line 45
  45: br r2 ? 49 : 46 reconv 164  ; line 45
  46: r2:3 = mov.i64 0:i64  ; line 41
  47: r1 = mov.i32 0:i32  ; line 40
  48: jmp 164  ; line 45
  49: st.i32 generic align 4 &local+4, r1  ; line 46
  50: st.i32 generic align 4 &local+8, -1:i32  ; line 48
  51: r1 = iadd.i32 $0, -1:i32
  52: r2:3 = sext.i64 r0
  53: r2:3 = imul.i64 r2:3, 48:i64
  54: r2:3 = iadd.ptr $2, r2:3
  55: r4 = mov.i32 -1:i32  ; line 50
  56: r5 = mov.i32 2:i32
  57: r6:7 = mov.i64 0:i64
  58: r8 = mov.i32 0:i32
  59: r4 = iadd.i32 r4, 1:i32  ; line 50
  60: r9 = icmp.i1 slt r4, $0  ; line 20
  61: br r9 ? 64 : 62 reconv 99  ; line 20
  62: r9 = mov.i32 0:i32
  63: jmp 99  ; line 20
  64: r9 = icmp.i1 sgt r5, 0:i32
  65: r10 = isub.i32 $0, r4  ; line 20
  66: r11 = mov.i32 0:i32
  67: r12 = mov.i32 r4
  68: r11 = iadd.i32 r11, 1:i32  ; line 22
  69: br r9 ? 70 : 72 reconv 99  ; line 23
  70: r13 = mov.i32 0:i32
  71: jmp 74  ; line 23
  72: r9 = mov.i32 r11
  73: jmp 99  ; line 23
  74: r14:15 = zext.i64 r13  ; line 24
  75: r14:15 = shl.i64 r14:15, 2:i64  ; line 24
  76: r14:15 = iadd.ptr &local+0, r14:15  ; line 24
  77: r14 = ld.i32 generic align 4 r14:15  ; line 24
  78: r14 = isub.i32 r14, r12  ; line 24
  79: r15 = icmp.i1 ne r14, 0:i32  ; line 25
  80: r16 = isub.i32 r5, r13
  81: r16 = icmp.i1 ne r14, r16
  82: r15 = select.i1 r15, r16, false:i1  ; line 25
  83: r16 = isub.i32 r13, r5  ; line 25
  84: r14 = icmp.i1 ne r14, r16  ; line 25
  85: r14 = select.i1 r15, r14, false:i1  ; line 25
  86: r13 = iadd.i32 r13, 1:i32  ; line 23
  87: r15 = icmp.i1 slt r13, r5  ; line 23
  88: r15 = select.i1 r15, r14, false:i1  ; line 23
  89: br r15 ? 74 : 90 reconv 90  ; line 23
  90: br r14 ? 91 : 94 reconv 99
  91: r4 = mov.i32 r12
  92: r9 = mov.i32 r11
  93: jmp 99
  94: r12 = iadd.i32 r12, 1:i32  ; line 20
  95: r13 = icmp.i1 eq r11, r10  ; line 20
  96: br r13 ? 97 : 68 reconv 99  ; line 20
  97: r4 = mov.i32 $0
  98: r9 = mov.i32 r10
  99: r10:11 = sext.i64 r9  ; line 51
  100: r6:7 = iadd.i64 r6:7, 1:i64  ; line 51
  101: r6:7 = iadd.i64 r6:7, r10:11  ; line 51
  102: r9 = icmp.i1 slt r4, $0  ; line 52
  103: br r9 ? 107 : 104 reconv 160  ; line 52
  104: r4 = iadd.i32 r5, -1:i32  ; line 61
  105: r5 = mov.i32 r4
  106: jmp 160
  107: r10:11 = zext.i64 r5  ; line 50
  108: r10:11 = shl.i64 r10:11, 2:i64  ; line 50
  109: r10:11 = iadd.ptr &local+0, r10:11  ; line 50
  110: st.i32 generic align 4 r10:11, r4  ; line 53
  111: r4 = icmp.i1 slt r5, r1  ; line 54
  112: br r4 ? 155 : 113 reconv 160  ; line 54
  113: r4 = iadd.i32 r8, 1:i32  ; line 57
  114: r8 = icmp.i1 eq r8, 0:i32  ; line 57
  115: br r8 ? 118 : 116 reconv 160  ; line 57
  116: r8 = mov.i32 r4
  117: jmp 160  ; line 57
  118: r4 = ld.i32 generic align 4 &local+0  ; line 58
  119: st.i32 generic align 4 r2:3, r4  ; line 58
  120: r4 = ld.i32 generic align 4 &local+4  ; line 58
  121: r8:9 = iadd.ptr r2:3, 4:i64  ; line 58
  122: st.i32 generic align 4 r8:9, r4  ; line 58
  123: r4 = ld.i32 generic align 4 &local+8  ; line 58
  124: r8:9 = iadd.ptr r2:3, 8:i64  ; line 58
  125: st.i32 generic align 4 r8:9, r4  ; line 58
  126: r4 = ld.i32 generic align 4 &local+12  ; line 58
  127: r8:9 = iadd.ptr r2:3, 12:i64  ; line 58
  128: st.i32 generic align 4 r8:9, r4  ; line 58
  129: r4 = ld.i32 generic align 4 &local+16  ; line 58
  130: r8:9 = iadd.ptr r2:3, 16:i64  ; line 58
  131: st.i32 generic align 4 r8:9, r4  ; line 58
  132: r4 = ld.i32 generic align 4 &local+20  ; line 58
  133: r8:9 = iadd.ptr r2:3, 20:i64  ; line 58
  134: st.i32 generic align 4 r8:9, r4  ; line 58
  135: r4 = ld.i32 generic align 4 &local+24  ; line 58
  136: r8:9 = iadd.ptr r2:3, 24:i64  ; line 58
  137: st.i32 generic align 4 r8:9, r4  ; line 58
  138: r4 = ld.i32 generic align 4 &local+28  ; line 58
  139: r8:9 = iadd.ptr r2:3, 28:i64  ; line 58
  140: st.i32 generic align 4 r8:9, r4  ; line 58
  141: r4 = ld.i32 generic align 4 &local+32  ; line 58
  142: r8:9 = iadd.ptr r2:3, 32:i64  ; line 58
  143: st.i32 generic align 4 r8:9, r4  ; line 58
  144: r4 = ld.i32 generic align 4 &local+36  ; line 58
  145: r8:9 = iadd.ptr r2:3, 36:i64  ; line 58
  146: st.i32 generic align 4 r8:9, r4  ; line 58
  147: r4 = ld.i32 generic align 4 &local+40  ; line 58
  148: r8:9 = iadd.ptr r2:3, 40:i64  ; line 58
  149: st.i32 generic align 4 r8:9, r4  ; line 58
  150: r4 = ld.i32 generic align 4 &local+44  ; line 58
  151: r8:9 = iadd.ptr r2:3, 44:i64  ; line 58
  152: st.i32 generic align 4 r8:9, r4  ; line 58
  153: r8 = mov.i32 1:i32
  154: jmp 160  ; line 59
  155: r5 = iadd.i32 r5, 1:i32  ; line 55
  156: r10:11 = zext.i64 r5
  157: r10:11 = shl.i64 r10:11, 2:i64  ; line 56
  158: r10:11 = iadd.ptr &local+0, r10:11  ; line 56
  159: st.i32 generic align 4 r10:11, -1:i32  ; line 56
  160: r4 = icmp.i1 sgt r5, 1:i32  ; line 49
  161: br r4 ? 170 : 162 reconv 164  ; line 49
  162: r2:3 = mov.i64 r6:7  ; line 41
  163: r1 = mov.i32 r8  ; line 40
  164: r4:5 = sext.i64 r0  ; line 66
  165: r4:5 = shl.i64 r4:5, 2:i64  ; line 66
  166: r4:5 = iadd.ptr $1, r4:5  ; line 66
  167: st.i32 generic align 4 r4:5, r1  ; line 66
  168: atom.i64 add generic align 8 $3, r2:3  ; line 75
  169: exit  ; line 68
  170: r10:11 = zext.i64 r5
  171: r10:11 = shl.i64 r10:11, 2:i64
  172: r10:11 = iadd.ptr &local+0, r10:11
  173: r4 = ld.i32 generic align 4 r10:11  ; line 50
  174: jmp 59  ; line 49
