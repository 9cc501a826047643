cfg version 1 target simt
arch a8eed4fd37731402 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 nqueens
  source samples/nqueens.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  local bytes 48, live-value IDs 0, blocks 0
simt kernel 0 nqueens: registers 15, instructions 172
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
  22: br r2 ? 26 : 23 reconv 161  ; line 43
  23: r2:3 = mov.i64 0:i64  ; line 41
  24: r1 = mov.i32 0:i32  ; line 40
  25: jmp 161  ; line 43
  26: r2 = imul.i32 r1, $0
  27: r2 = isub.i32 r0, r2
  28: st.i32 generic align 4 &local+0, r2  ; line 44
  29: r3 = iadd.i32 r1, 1:i32  ; line 45
  30: r4 = mov.i32 0:i32
  31: r5 = mov.i32 r1
  32: r6 = icmp.i1 eq r2, r5  ; line 25
  33: br r6 ? 41 : 34 reconv 49
  34: r6 = isub.i32 r2, r5  ; line 24
  35: r7 = icmp.i1 slt r6, 1:i32
  36: br r7 ? 39 : 37 reconv 49
  37: r6 = icmp.i1 eq r6, 1:i32
  38: br r6 ? 41 : 49 reconv 49
  39: r6 = icmp.i1 eq r6, -1:i32
  40: br r6 ? 41 : 49 reconv 49
  41: r6 = iadd.i32 r4, 1:i32  ; line 22
  42: r5 = iadd.i32 r5, 1:i32  ; line 20
  43: r4 = icmp.i1 eq r4, 0:i32  ; line 20
  44: br r4 ? 45 : 47 reconv 49  ; line 20
  45: r5 = mov.i32 r3
  46: jmp 49  ; line 20
  47: r4 = mov.i32 r6
  48: jmp 32  ; line 20
  49: r2 = icmp.i1 eq r5, r1  ; line 45
  50: br r2 ? 54 : 51 reconv 161  ; line 45
  51: r2:3 = mov.i64 0:i64  ; line 41
  52: r1 = mov.i32 0:i32  ; line 40
  53: jmp 161  ; line 45
  54: st.i32 generic align 4 &local+4, r1  ; line 46
  55: st.i32 generic align 4 &local+8, -1:i32  ; line 48
  56: r1 = iadd.i32 $0, -1:i32
  57: r2:3 = sext.i64 r0
  58: r2:3 = imul.i64 r2:3, 48:i64
  59: r2:3 = iadd.ptr $2, r2:3
  60: r4 = mov.i32 -1:i32  ; line 50
  61: r5 = mov.i32 2:i32
  62: r6:7 = mov.i64 0:i64
  63: r8 = mov.i32 0:i32
  64: r4 = iadd.i32 r4, 1:i32  ; line 50
  65: r9 = icmp.i1 slt r4, $0  ; line 20
  66: br r9 ? 69 : 67 reconv 96  ; line 20
  67: r9 = mov.i32 0:i32
  68: jmp 96  ; line 20
  69: r9 = isub.i32 $0, r4  ; line 20
  70: r10 = mov.i32 0:i32
  71: r10 = iadd.i32 r10, 1:i32  ; line 22
  72: r11 = mov.i32 0:i32
  73: r12:13 = zext.i64 r11  ; line 24
  74: r12:13 = shl.i64 r12:13, 2:i64  ; line 24
  75: r12:13 = iadd.ptr &local+0, r12:13  ; line 24
  76: r12 = ld.i32 generic align 4 r12:13  ; line 24
  77: r13 = isub.i32 r12, r4  ; line 24
  78: r12 = icmp.i1 ne r12, r4  ; line 25
  79: r14 = isub.i32 r5, r11
  80: r14 = icmp.i1 ne r13, r14
  81: r12 = select.i1 r12, r14, false:i1  ; line 25
  82: r14 = isub.i32 r11, r5  ; line 25
  83: r13 = icmp.i1 ne r13, r14  ; line 25
  84: r12 = select.i1 r12, r13, false:i1  ; line 25
  85: r11 = iadd.i32 r11, 1:i32  ; line 23
  86: r13 = icmp.i1 slt r11, r5  ; line 23
  87: r13 = select.i1 r13, r12, false:i1  ; line 23
  88: br r13 ? 73 : 89 reconv 89  ; line 23
  89: br r12 ? 90 : 92 reconv 96
  90: r9 = mov.i32 r10
  91: jmp 96
  92: r4 = iadd.i32 r4, 1:i32  ; line 20
  93: r11 = icmp.i1 eq r10, r9  ; line 20
  94: br r11 ? 95 : 71 reconv 96  ; line 20
  95: r4 = mov.i32 $0
  96: r10:11 = sext.i64 r9  ; line 51
  97: r6:7 = iadd.i64 r6:7, 1:i64  ; line 51
  98: r6:7 = iadd.i64 r6:7, r10:11  ; line 51
  99: r9 = icmp.i1 slt r4, $0  ; line 52
  100: br r9 ? 104 : 101 reconv 157  ; line 52
  101: r4 = iadd.i32 r5, -1:i32  ; line 61
  102: r5 = mov.i32 r4
  103: jmp 157
  104: r10:11 = zext.i64 r5  ; line 50
  105: r10:11 = shl.i64 r10:11, 2:i64  ; line 50
  106: r10:11 = iadd.ptr &local+0, r10:11  ; line 50
  107: st.i32 generic align 4 r10:11, r4  ; line 53
  108: r4 = icmp.i1 slt r5, r1  ; line 54
  109: br r4 ? 152 : 110 reconv 157  ; line 54
  110: r4 = iadd.i32 r8, 1:i32  ; line 57
  111: r8 = icmp.i1 eq r8, 0:i32  ; line 57
  112: br r8 ? 115 : 113 reconv 157  ; line 57
  113: r8 = mov.i32 r4
  114: jmp 157  ; line 57
  115: r4 = ld.i32 generic align 4 &local+0  ; line 58
  116: st.i32 generic align 4 r2:3, r4  ; line 58
  117: r4 = ld.i32 generic align 4 &local+4  ; line 58
  118: r8:9 = iadd.ptr r2:3, 4:i64  ; line 58
  119: st.i32 generic align 4 r8:9, r4  ; line 58
  120: r4 = ld.i32 generic align 4 &local+8  ; line 58
  121: r8:9 = iadd.ptr r2:3, 8:i64  ; line 58
  122: st.i32 generic align 4 r8:9, r4  ; line 58
  123: r4 = ld.i32 generic align 4 &local+12  ; line 58
  124: r8:9 = iadd.ptr r2:3, 12:i64  ; line 58
  125: st.i32 generic align 4 r8:9, r4  ; line 58
  126: r4 = ld.i32 generic align 4 &local+16  ; line 58
  127: r8:9 = iadd.ptr r2:3, 16:i64  ; line 58
  128: st.i32 generic align 4 r8:9, r4  ; line 58
  129: r4 = ld.i32 generic align 4 &local+20  ; line 58
  130: r8:9 = iadd.ptr r2:3, 20:i64  ; line 58
  131: st.i32 generic align 4 r8:9, r4  ; line 58
  132: r4 = ld.i32 generic align 4 &local+24  ; line 58
  133: r8:9 = iadd.ptr r2:3, 24:i64  ; line 58
  134: st.i32 generic align 4 r8:9, r4  ; line 58
  135: r4 = ld.i32 generic align 4 &local+28  ; line 58
  136: r8:9 = iadd.ptr r2:3, 28:i64  ; line 58
  137: st.i32 generic align 4 r8:9, r4  ; line 58
  138: r4 = ld.i32 generic align 4 &local+32  ; line 58
  139: r8:9 = iadd.ptr r2:3, 32:i64  ; line 58
  140: st.i32 generic align 4 r8:9, r4  ; line 58
  141: r4 = ld.i32 generic align 4 &local+36  ; line 58
  142: r8:9 = iadd.ptr r2:3, 36:i64  ; line 58
  143: st.i32 generic align 4 r8:9, r4  ; line 58
  144: r4 = ld.i32 generic align 4 &local+40  ; line 58
  145: r8:9 = iadd.ptr r2:3, 40:i64  ; line 58
  146: st.i32 generic align 4 r8:9, r4  ; line 58
  147: r4 = ld.i32 generic align 4 &local+44  ; line 58
  148: r8:9 = iadd.ptr r2:3, 44:i64  ; line 58
  149: st.i32 generic align 4 r8:9, r4  ; line 58
  150: r8 = mov.i32 1:i32
  151: jmp 157  ; line 59
  152: r5 = iadd.i32 r5, 1:i32  ; line 55
  153: r10:11 = zext.i64 r5
  154: r10:11 = shl.i64 r10:11, 2:i64  ; line 56
  155: r10:11 = iadd.ptr &local+0, r10:11  ; line 56
  156: st.i32 generic align 4 r10:11, -1:i32  ; line 56
  157: r4 = icmp.i1 sgt r5, 1:i32  ; line 49
  158: br r4 ? 167 : 159 reconv 161  ; line 49
  159: r2:3 = mov.i64 r6:7  ; line 41
  160: r1 = mov.i32 r8  ; line 40
  161: r4:5 = sext.i64 r0  ; line 66
  162: r4:5 = shl.i64 r4:5, 2:i64  ; line 66
  163: r4:5 = iadd.ptr $1, r4:5  ; line 66
  164: st.i32 generic align 4 r4:5, r1  ; line 66
  165: atom.i64 add generic align 8 $3, r2:3  ; line 75
  166: exit  ; line 68
  167: r10:11 = zext.i64 r5
  168: r10:11 = shl.i64 r10:11, 2:i64
  169: r10:11 = iadd.ptr &local+0, r10:11
  170: r4 = ld.i32 generic align 4 r10:11  ; line 50
  171: jmp 64  ; line 49
