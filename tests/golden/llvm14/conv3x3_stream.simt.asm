cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 conv3x3_stream
  source samples/conv3x3_stream.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: scalar i64, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 conv3x3_stream: registers 8, instructions 35
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r0:1 = zext.i64 r0  ; line 22
  2: r2 = tid.i32 ntid.x  ; line 46
  3: r2:3 = zext.i64 r2  ; line 22
  4: r0:1 = imul.i64 r0:1, r2:3  ; line 22
  5: r2 = tid.i32 tid.x  ; line 44
  6: r2:3 = zext.i64 r2  ; line 22
  7: r0:1 = iadd.i64 r0:1, r2:3  ; line 22
  8: r2 = icmp.i1 slt r0:1, $2  ; line 23
  9: br r2 ? 10 : 34 reconv 34  ; line 23
  10: r0:1 = shl.i64 r0:1, 2:i64  ; line 24
  11: r2:3 = iadd.ptr $0, r0:1  ; line 24
  12: r4 = ld.f32 generic align 4 r2:3  ; line 25
  13: r4 = fmul.f32 r4, 0.0625:f32  ; line 25
  14: r5 = ld.f32 generic align 4 r2:3+4  ; line 26
  15: r4 = fma.f32 r5, 0.125:f32, r4  ; line 173
  16: r5 = ld.f32 generic align 4 r2:3+8  ; line 27
  17: r4 = fma.f32 r5, 0.0625:f32, r4  ; line 173
  18: r5 = ld.f32 generic align 4 r2:3+2056  ; line 28
  19: r5 = fmul.f32 r5, 0.125:f32  ; line 28
  20: r6 = ld.f32 generic align 4 r2:3+2060  ; line 29
  21: r5 = fma.f32 r6, 0.25:f32, r5  ; line 173
  22: r6 = ld.f32 generic align 4 r2:3+2064  ; line 30
  23: r5 = fma.f32 r6, 0.125:f32, r5  ; line 173
  24: r6 = ld.f32 generic align 4 r2:3+4112  ; line 31
  25: r6 = fmul.f32 r6, 0.0625:f32  ; line 31
  26: r7 = ld.f32 generic align 4 r2:3+4116  ; line 32
  27: r6 = fma.f32 r7, 0.125:f32, r6  ; line 173
  28: r2 = ld.f32 generic align 4 r2:3+4120  ; line 33
  29: r2 = fma.f32 r2, 0.0625:f32, r6  ; line 173
  30: r3 = fadd.f32 r4, r5  ; line 34
  31: r2 = fadd.f32 r3, r2  ; line 34
  32: r0:1 = iadd.ptr $1, r0:1  ; line 34
  33: st.f32 generic align 4 r0:1, r2  ; line 34
  34: exit  ; line 36
