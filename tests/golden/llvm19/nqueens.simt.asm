cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 nqueens
  source samples/nqueens.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  local bytes 48, live-value IDs 0, blocks 0
simt kernel 0 nqueens: registers 15, instructions 158
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
  22: br r2 ? 23 : 36 reconv 152  ; line 43
  23: r2 = imul.i32 r1, $0
  24: r2 = isub.i32 r0, r2
  25: st.i32 generic align 4 &local+0, r2  ; line 44
  26: r3 = iadd.i32 r1, 1:i32  ; line 45
  27: r4 = mov.i32 0:i32
  28: r5 = mov.i32 r1
  29: r6 = icmp.i1 eq r2, r5  ; line 25
  30: br r6 ? 41 : 31 reconv 47
  31: r6 = isub.i32 r2, r5  ; line 24
  32: r7 = icmp.i1 slt r6, 1:i32
  33: br r7 ? 39 : 34 reconv 47
  34: r6 = icmp.i1 eq r6, 1:i32
  35: br r6 ? 41 : 47 reconv 47
  36: r2:3 = mov.i64 0:i64  ; line 41
  37: r1 = mov.i32 0:i32  ; line 40
  38: jmp 152  ; line 43
  39: r6 = icmp.i1 eq r6, -1:i32
  40: br r6 ? 41 : 47 reconv 47
  41: r6 = iadd.i32 r4, 1:i32  ; line 22
  42: r5 = iadd.i32 r5, 1:i32  ; line 20
  43: r7 = icmp.i1 eq r4, 0:i32  ; line 20
  44: r4 = mov.i32 r6
  45: br r7 ? 46 : 29 reconv 47  ; line 20
  46: r5 = mov.i32 r3
  47: r2 = icmp.i1 eq r5, r1  ; line 45
  48: br r2 ? 49 : 88 reconv 152  ; line 45
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
  61: br r9 ? 62 : 91 reconv 94  ; line 20
  62: r9 = isub.i32 $0, r4  ; line 20
  63: r10 = mov.i32 0:i32
  64: r10 = iadd.i32 r10, 1:i32  ; line 22
  65: r11 = mov.i32 0:i32
  66: r12:13 = zext.i64 r11  ; line 24
  67: r12:13 = shl.i64 r12:13, 2:i64  ; line 24
  68: r12:13 = iadd.ptr &local+0, r12:13  ; line 24
  69: r12 = ld.i32 generic align 4 r12:13  ; line 24
  70: r13 = isub.i32 r12, r4  ; line 24
  71: r12 = icmp.i1 ne r12, r4  ; line 25
  72: r14 = isub.i32 r5, r11
  73: r14 = icmp.i1 ne r13, r14
  74: r12 = select.i1 r12, r14, false:i1  ; line 25
  75: r14 = isub.i32 r11, r5  ; line 25
  76: r13 = icmp.i1 ne r13, r14  ; line 25
  77: r12 = select.i1 r12, r13, false:i1  ; line 25
  78: r11 = iadd.i32 r11, 1:i32  ; line 23
  79: r13 = icmp.i1 slt r11, r5  ; line 23
  80: r13 = select.i1 r13, r12, false:i1  ; line 23
  81: br r13 ? 66 : 82 reconv 82  ; line 23
  82: br r12 ? 93 : 83 reconv 94
  83: r4 = iadd.i32 r4, 1:i32  ; line 20
  84: r11 = icmp.i1 eq r10, r9  ; line 20
  85: br r11 ? 86 : 64 reconv 94  ; line 20
  86: r4 = mov.i32 $0
  87: jmp 94  ; line 20
  88: r2:3 = mov.i64 0:i64  ; line 41
  89: r1 = mov.i32 0:i32  ; line 40
  90: jmp 152  ; line 45
  91: r9 = mov.i32 0:i32
  92: jmp 94  ; line 20
  93: r9 = mov.i32 r10
  94: r10:11 = sext.i64 r9  ; line 51
  95: r6:7 = iadd.i64 r6:7, 1:i64  ; line 51
  96: r6:7 = iadd.i64 r6:7, r10:11  ; line 51
  97: r9 = icmp.i1 slt r4, $0  ; line 52
  98: br r9 ? 99 : 112 reconv 143  ; line 52
  99: r10:11 = zext.i64 r5  ; line 50
  100: r10:11 = shl.i64 r10:11, 2:i64  ; line 50
  101: r10:11 = iadd.ptr &local+0, r10:11  ; line 50
  102: st.i32 generic align 4 r10:11, r4  ; line 53
  103: r4 = icmp.i1 slt r5, r1  ; line 54
  104: br r4 ? 105 : 114 reconv 143  ; line 54
  105: r4 = iadd.i32 r5, 1:i32  ; line 55
  106: r10:11 = zext.i64 r4
  107: r10:11 = shl.i64 r10:11, 2:i64  ; line 56
  108: r10:11 = iadd.ptr &local+0, r10:11  ; line 56
  109: st.i32 generic align 4 r10:11, -1:i32  ; line 56
  110: r5 = mov.i32 r4
  111: jmp 143  ; line 57
  112: r5 = iadd.i32 r5, -1:i32  ; line 61
  113: jmp 143
  114: r4 = iadd.i32 r8, 1:i32  ; line 57
  115: r9 = icmp.i1 eq r8, 0:i32  ; line 57
  116: r8 = mov.i32 r4
  117: br r9 ? 118 : 143 reconv 143  ; line 57
  118: r4 = ld.i32 generic align 4 &local+0  ; line 58
  119: st.i32 generic align 4 r2:3, r4  ; line 58
  120: r4 = ld.i32 generic align 4 &local+4  ; line 58
  121: st.i32 generic align 4 r2:3+4, r4  ; line 58
  122: r4 = ld.i32 generic align 4 &local+8  ; line 58
  123: st.i32 generic align 4 r2:3+8, r4  ; line 58
  124: r4 = ld.i32 generic align 4 &local+12  ; line 58
  125: st.i32 generic align 4 r2:3+12, r4  ; line 58
  126: r4 = ld.i32 generic align 4 &local+16  ; line 58
  127: st.i32 generic align 4 r2:3+16, r4  ; line 58
  128: r4 = ld.i32 generic align 4 &local+20  ; line 58
  129: st.i32 generic align 4 r2:3+20, r4  ; line 58
  130: r4 = ld.i32 generic align 4 &local+24  ; line 58
  131: st.i32 generic align 4 r2:3+24, r4  ; line 58
  132: r4 = ld.i32 generic align 4 &local+28  ; line 58
  133: st.i32 generic align 4 r2:3+28, r4  ; line 58
  134: r4 = ld.i32 generic align 4 &local+32  ; line 58
  135: st.i32 generic align 4 r2:3+32, r4  ; line 58
  136: r4 = ld.i32 generic align 4 &local+36  ; line 58
  137: st.i32 generic align 4 r2:3+36, r4  ; line 58
  138: r4 = ld.i32 generic align 4 &local+40  ; line 58
  139: st.i32 generic align 4 r2:3+40, r4  ; line 58
  140: r4 = ld.i32 generic align 4 &local+44  ; line 58
  141: st.i32 generic align 4 r2:3+44, r4  ; line 58
  142: r8 = mov.i32 1:i32
  143: r4 = icmp.i1 sgt r5, 1:i32  ; line 49
  144: br r4 ? 145 : 150 reconv 152  ; line 49
  145: r10:11 = zext.i64 r5
  146: r10:11 = shl.i64 r10:11, 2:i64
  147: r10:11 = iadd.ptr &local+0, r10:11
  148: r4 = ld.i32 generic align 4 r10:11  ; line 50
  149: jmp 59  ; line 49
  150: r2:3 = mov.i64 r6:7  ; line 41
  151: r1 = mov.i32 r8  ; line 40
  152: r4:5 = sext.i64 r0  ; line 66
  153: r4:5 = shl.i64 r4:5, 2:i64  ; line 66
  154: r4:5 = iadd.ptr $1, r4:5  ; line 66
  155: st.i32 generic align 4 r4:5, r1  ; line 66
  156: atom.i64 add generic align 8 $3, r2:3  ; line 75
  157: exit  ; line 68
