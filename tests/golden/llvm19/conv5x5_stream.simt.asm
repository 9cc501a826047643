cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 conv5x5_stream
  source samples/conv5x5_stream.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: scalar i64, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5_stream: registers 6, instructions 65
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r0:1 = zext.i64 r0  ; line 19
  2: r2 = tid.i32 ntid.x  ; line 46
  3: r2:3 = zext.i64 r2  ; line 19
  4: r0:1 = imul.i64 r0:1, r2:3  ; line 19
  5: r2 = tid.i32 tid.x  ; line 44
  6: r2:3 = zext.i64 r2  ; line 19
  7: r0:1 = iadd.i64 r0:1, r2:3  ; line 19
  8: r2 = icmp.i1 slt r0:1, $2  ; line 20
  9: br r2 ? 10 : 64 reconv 64  ; line 20
  10: r0:1 = shl.i64 r0:1, 2:i64  ; line 21
  11: r2:3 = iadd.ptr $0, r0:1  ; line 21
  12: r4 = ld.f32 generic align 4 r2:3  ; line 22
  13: r4 = fmul.f32 r4, 0.00390625:f32  ; line 22
  14: r5 = ld.f32 generic align 4 r2:3+4  ; line 23
  15: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  16: r5 = ld.f32 generic align 4 r2:3+8  ; line 24
  17: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  18: r5 = ld.f32 generic align 4 r2:3+12  ; line 25
  19: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  20: r5 = ld.f32 generic align 4 r2:3+16  ; line 26
  21: r4 = fma.f32 r5, 0.00390625:f32, r4  ; line 173
  22: r5 = ld.f32 generic align 4 r2:3+2064  ; line 27
  23: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  24: r5 = ld.f32 generic align 4 r2:3+2068  ; line 28
  25: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  26: r5 = ld.f32 generic align 4 r2:3+2072  ; line 29
  27: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  28: r5 = ld.f32 generic align 4 r2:3+2076  ; line 30
  29: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  30: r5 = ld.f32 generic align 4 r2:3+2080  ; line 31
  31: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  32: r5 = ld.f32 generic align 4 r2:3+4128  ; line 32
  33: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  34: r5 = ld.f32 generic align 4 r2:3+4132  ; line 33
  35: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  36: r5 = ld.f32 generic align 4 r2:3+4136  ; line 34
  37: r4 = fma.f32 r5, 0.140625:f32, r4  ; line 173
  38: r5 = ld.f32 generic align 4 r2:3+4140  ; line 35
  39: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  40: r5 = ld.f32 generic align 4 r2:3+4144  ; line 36
  41: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  42: r5 = ld.f32 generic align 4 r2:3+6192  ; line 37
  43: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  44: r5 = ld.f32 generic align 4 r2:3+6196  ; line 38
  45: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  46: r5 = ld.f32 generic align 4 r2:3+6200  ; line 39
  47: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  48: r5 = ld.f32 generic align 4 r2:3+6204  ; line 40
  49: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  50: r5 = ld.f32 generic align 4 r2:3+6208  ; line 41
  51: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  52: r5 = ld.f32 generic align 4 r2:3+8256  ; line 42
  53: r4 = fma.f32 r5, 0.00390625:f32, r4  ; line 173
  54: r5 = ld.f32 generic align 4 r2:3+8260  ; line 43
  55: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  56: r5 = ld.f32 generic align 4 r2:3+8264  ; line 44
  57: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  58: r5 = ld.f32 generic align 4 r2:3+8268  ; line 45
  59: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  60: r2 = ld.f32 generic align 4 r2:3+8272  ; line 46
  61: r2 = fma.f32 r2, 0.00390625:f32, r4  ; line 173
  62: r0:1 = iadd.ptr $1, r0:1  ; line 47
  63: st.f32 generic align 4 r0:1, r2  ; line 47
  64: exit  ; line 49
