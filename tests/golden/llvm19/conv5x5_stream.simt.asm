cfg version 1 target simt
arch 1124631d96f16f5d grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 conv5x5_stream
  source samples/conv5x5_stream.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: scalar i64, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv5x5_stream: registers 8, instructions 89
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r0:1 = zext.i64 r0  ; line 19
  2: r2 = tid.i32 ntid.x  ; line 46
  3: r2:3 = zext.i64 r2  ; line 19
  4: r0:1 = imul.i64 r0:1, r2:3  ; line 19
  5: r2 = tid.i32 tid.x  ; line 44
  6: r2:3 = zext.i64 r2  ; line 19
  7: r0:1 = iadd.i64 r0:1, r2:3  ; line 19
  8: r2 = icmp.i1 slt r0:1, $2  ; line 20
  9: br r2 ? 10 : 88 reconv 88  ; line 20
  10: r0:1 = shl.i64 r0:1, 2:i64  ; line 21
  11: r2:3 = iadd.ptr $0, r0:1  ; line 21
  12: r4 = ld.f32 generic align 4 r2:3  ; line 22
  13: r4 = fmul.f32 r4, 0.00390625:f32  ; line 22
  14: r6:7 = iadd.ptr r2:3, 4:i64  ; line 23
  15: r5 = ld.f32 generic align 4 r6:7  ; line 23
  16: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  17: r6:7 = iadd.ptr r2:3, 8:i64  ; line 24
  18: r5 = ld.f32 generic align 4 r6:7  ; line 24
  19: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  20: r6:7 = iadd.ptr r2:3, 12:i64  ; line 25
  21: r5 = ld.f32 generic align 4 r6:7  ; line 25
  22: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  23: r6:7 = iadd.ptr r2:3, 16:i64  ; line 26
  24: r5 = ld.f32 generic align 4 r6:7  ; line 26
  25: r4 = fma.f32 r5, 0.00390625:f32, r4  ; line 173
  26: r6:7 = iadd.ptr r2:3, 2064:i64  ; line 27
  27: r5 = ld.f32 generic align 4 r6:7  ; line 27
  28: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  29: r6:7 = iadd.ptr r2:3, 2068:i64  ; line 28
  30: r5 = ld.f32 generic align 4 r6:7  ; line 28
  31: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  32: r6:7 = iadd.ptr r2:3, 2072:i64  ; line 29
  33: r5 = ld.f32 generic align 4 r6:7  ; line 29
  34: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  35: r6:7 = iadd.ptr r2:3, 2076:i64  ; line 30
  36: r5 = ld.f32 generic align 4 r6:7  ; line 30
  37: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  38: r6:7 = iadd.ptr r2:3, 2080:i64  ; line 31
  39: r5 = ld.f32 generic align 4 r6:7  ; line 31
  40: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  41: r6:7 = iadd.ptr r2:3, 4128:i64  ; line 32
  42: r5 = ld.f32 generic align 4 r6:7  ; line 32
  43: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  44: r6:7 = iadd.ptr r2:3, 4132:i64  ; line 33
  45: r5 = ld.f32 generic align 4 r6:7  ; line 33
  46: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  47: r6:7 = iadd.ptr r2:3, 4136:i64  ; line 34
  48: r5 = ld.f32 generic align 4 r6:7  ; line 34
  49: r4 = fma.f32 r5, 0.140625:f32, r4  ; line 173
  50: r6:7 = iadd.ptr r2:3, 4140:i64  ; line 35
  51: r5 = ld.f32 generic align 4 r6:7  ; line 35
  52: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  53: r6:7 = iadd.ptr r2:3, 4144:i64  ; line 36
  54: r5 = ld.f32 generic align 4 r6:7  ; line 36
  55: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  56: r6:7 = iadd.ptr r2:3, 6192:i64  ; line 37
  57: r5 = ld.f32 generic align 4 r6:7  ; line 37
  58: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  59: r6:7 = iadd.ptr r2:3, 6196:i64  ; line 38
  60: r5 = ld.f32 generic align 4 r6:7  ; line 38
  61: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  62: r6:7 = iadd.ptr r2:3, 6200:i64  ; line 39
  63: r5 = ld.f32 generic align 4 r6:7  ; line 39
  64: r4 = fma.f32 r5, 0.09375:f32, r4  ; line 173
  65: r6:7 = iadd.ptr r2:3, 6204:i64  ; line 40
  66: r5 = ld.f32 generic align 4 r6:7  ; line 40
  67: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  68: r6:7 = iadd.ptr r2:3, 6208:i64  ; line 41
  69: r5 = ld.f32 generic align 4 r6:7  ; line 41
  70: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  71: r6:7 = iadd.ptr r2:3, 8256:i64  ; line 42
  72: r5 = ld.f32 generic align 4 r6:7  ; line 42
  73: r4 = fma.f32 r5, 0.00390625:f32, r4  ; line 173
  74: r6:7 = iadd.ptr r2:3, 8260:i64  ; line 43
  75: r5 = ld.f32 generic align 4 r6:7  ; line 43
  76: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  77: r6:7 = iadd.ptr r2:3, 8264:i64  ; line 44
  78: r5 = ld.f32 generic align 4 r6:7  ; line 44
  79: r4 = fma.f32 r5, 0.0234375:f32, r4  ; line 173
  80: r6:7 = iadd.ptr r2:3, 8268:i64  ; line 45
  81: r5 = ld.f32 generic align 4 r6:7  ; line 45
  82: r4 = fma.f32 r5, 0.015625:f32, r4  ; line 173
  83: r2:3 = iadd.ptr r2:3, 8272:i64  ; line 46
  84: r2 = ld.f32 generic align 4 r2:3  ; line 46
  85: r2 = fma.f32 r2, 0.00390625:f32, r4  ; line 173
  86: r0:1 = iadd.ptr $1, r0:1  ; line 47
  87: st.f32 generic align 4 r0:1, r2  ; line 47
  88: exit  ; line 49
