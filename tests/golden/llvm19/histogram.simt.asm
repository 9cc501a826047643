cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 histogram
  source samples/histogram.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: scalar i32, size 4, align 4
  param 2 $2: scalar i32, size 4, align 4
  param 3 $3: pointer ptr generic, size 8, align 8
  param 4 $4: pointer ptr generic, size 8, align 8
  param 5 $5: pointer ptr generic, size 8, align 8
  param 6 $6: pointer ptr generic, size 8, align 8
  symbol 1 @_ZZ9histogramE2sh: shared, size 1024, align 4, zero
  symbol 2 @_ZZ9histogramE8sh_count: shared, size 4, align 4, zero
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 histogram: registers 14, instructions 100
  0: r0 = tid.i32 tid.x  ; line 44
  1: r1 = icmp.i1 slt r0, 256:i32  ; line 17
  2: br r1 ? 3 : 12 reconv 12  ; line 17
  3: r2 = tid.i32 ntid.x
  4: r3 = mov.i32 r0
  5: r4:5 = sext.i64 r3  ; line 18
  6: r4:5 = shl.i64 r4:5, 2:i64  ; line 18
  7: r4:5 = iadd.ptr &_ZZ9histogramE2sh+0, r4:5  ; line 18
  8: st.i32 generic align 4 r4:5, 0:i32  ; line 18
  9: r3 = iadd.i32 r3, r2  ; line 17
  10: r4 = icmp.i1 slt r3, 256:i32  ; line 17
  11: br r4 ? 5 : 12 reconv 12  ; line 17
  12: r2 = icmp.i1 eq r0, 0:i32  ; line 19
  13: br r2 ? 14 : 15 reconv 15  ; line 19
  14: st.i32 generic align 4 &_ZZ9histogramE8sh_count+0, 0:i32  ; line 20
  15: bar  ; line 25
  16: r3 = tid.i32 ctaid.x  ; line 45
  17: r4 = tid.i32 ntid.x  ; line 46
  18: r3 = imul.i32 r3, r4  ; line 25
  19: r3 = iadd.i32 r3, r0  ; line 25
  20: r5 = icmp.i1 slt r3, $1  ; line 25
  21: br r5 ? 22 : 37 reconv 69  ; line 25
  22: r5 = tid.i32 nctaid.x
  23: r5 = imul.i32 r4, r5
  24: r6 = mov.i32 255:i32
  25: r7 = mov.i32 0:i32
  26: r8 = mov.f32 0:f32
  27: r10:11 = sext.i64 r3  ; line 27
  28: r10:11 = iadd.ptr $0, r10:11  ; line 27
  29: r9 = ld.i8 generic align 1 r10:11  ; line 27
  30: r10 = zext.i32 r9  ; line 27
  31: r11 = icmp.i1 slt $2, 1:i32
  32: br r11 ? 48 : 33 reconv 54
  33: r11 = icmp.i1 slt $2, 2:i32
  34: br r11 ? 35 : 41 reconv 54
  35: r11 = lshr.i32 r10, 4:i32  ; line 34
  36: jmp 54  ; line 35
  37: r3 = mov.i32 0:i32
  38: r5 = mov.i32 -1:i32
  39: r6 = mov.f32 0:f32
  40: jmp 69  ; line 25
  41: r11 = icmp.i1 eq $2, 2:i32
  42: br r11 ? 43 : 50 reconv 54
  43: r11 = imul.i32 r10, r10  ; line 37
  44: r11 = trunc.i16 r11  ; line 37
  45: r11 = urem.i16 r11, 251:i16  ; line 37
  46: r11 = zext.i32 r11  ; line 37
  47: jmp 54  ; line 38
  48: r11 = icmp.i1 eq $2, 0:i32
  49: br r11 ? 53 : 50 reconv 54
  50: r11 = imul.i32 r10, -1640531535:i32  ; line 40
  51: r11 = lshr.i32 r11, 24:i32  ; line 40
  52: jmp 54  ; line 41
  53: r11 = mov.i32 r10
  54: r12:13 = zext.i64 r11  ; line 43
  55: r12:13 = shl.i64 r12:13, 2:i64  ; line 43
  56: r12:13 = iadd.ptr &_ZZ9histogramE2sh+0, r12:13  ; line 43
  57: atom.i32 add generic align 4 r12:13, 1:i32  ; line 71
  58: atom.i32 inc generic align 4 &_ZZ9histogramE8sh_count+0, -1:i32  ; line 101
  59: r6 = smin.i32 r6, r10  ; line 122
  60: r7 = umax.i32 r7, r10  ; line 123
  61: r9 = uitofp.f32 r9  ; line 47
  62: r8 = fadd.f32 r8, r9  ; line 47
  63: r3 = iadd.i32 r3, r5  ; line 26
  64: r9 = icmp.i1 slt r3, $1  ; line 25
  65: br r9 ? 27 : 66 reconv 66  ; line 25
  66: r5 = or.i32 r6, -256:i32  ; line 49
  67: r3 = mov.i32 r7
  68: r6 = mov.f32 r8
  69: atom.i32 min generic align 4 $4, r5  ; line 89
  70: atom.i32 max generic align 4 $4+4, r3  ; line 90
  71: atom.f32 fadd generic align 4 $6, r6  ; line 79
  72: bar  ; line 54
  73: br r1 ? 74 : 86 reconv 86  ; line 54
  74: r6:7 = sext.i64 r0  ; line 55
  75: r8:9 = shl.i64 r6:7, 2:i64  ; line 55
  76: r8:9 = iadd.ptr &_ZZ9histogramE2sh+0, r8:9  ; line 55
  77: r1 = ld.i32 generic align 4 r8:9  ; line 55
  78: r3 = icmp.i1 eq r1, 0:i32  ; line 55
  79: br r3 ? 83 : 80 reconv 83  ; line 55
  80: r6:7 = shl.i64 r6:7, 2:i64  ; line 56
  81: r6:7 = iadd.ptr $3, r6:7  ; line 56
  82: atom.i32 add generic align 4 r6:7, r1  ; line 71
  83: r0 = iadd.i32 r0, r4  ; line 54
  84: r1 = icmp.i1 slt r0, 256:i32  ; line 54
  85: br r1 ? 74 : 86 reconv 86  ; line 54
  86: br r2 ? 87 : 99 reconv 99  ; line 57
  87: r0 = ld.i32 generic align 4 &_ZZ9histogramE8sh_count+0  ; line 58
  88: atom.i32 sub generic align 4 $3+1024, r0  ; line 83
  89: r0 = tid.i32 nctaid.x  ; line 47
  90: r1 = iadd.i32 r0, -1:i32  ; line 59
  91: r2 = atom.i32 inc generic align 4 $5, r1  ; line 101
  92: r1 = icmp.i1 eq r2, r1  ; line 60
  93: br r1 ? 94 : 95 reconv 95  ; line 60
  94: atom.i32 xchg generic align 4 $4+8, r0  ; line 85
  95: r0 = cas.i32 generic align 4 $4+12, -1:i32, r0  ; line 107
  96: r0 = icmp.i1 eq r0, -1:i32  ; line 107
  97: br r0 ? 98 : 99 reconv 99  ; line 62
  98: st.i32 generic align 4 $3+1028, $1  ; line 63
  99: exit  ; line 65
