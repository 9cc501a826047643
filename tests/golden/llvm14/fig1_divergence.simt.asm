cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 fig1_divergence
  source samples/fig1_divergence.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 fig1_divergence: registers 6, instructions 36
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 7
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 7
  5: r0:1 = sext.i64 r0  ; line 8
  6: r2:3 = shl.i64 r0:1, 2:i64  ; line 8
  7: r4:5 = iadd.ptr $0, r2:3  ; line 8
  8: r4 = ld.f32 generic align 4 r4:5  ; line 8
  9: r2:3 = iadd.ptr $1, r2:3  ; line 9
  10: r2 = ld.i32 generic align 4 r2:3  ; line 9
  11: r3 = icmp.i1 sgt r2, 0:i32  ; line 11
  12: br r3 ? 13 : 16 reconv 31  ; line 11
  13: r2 = fexp.f32 r4  ; line 149
  14: r2 = fmul.f32 r2, 0.5:f32  ; line 13
  15: jmp 31  ; line 14
  16: r3 = isub.i32 0:i32, r2  ; line 16
  17: r3 = udiv.i32 r3, 3:i32  ; line 16
  18: r5 = imul.i32 r3, -3:i32
  19: r2 = isub.i32 r5, r2
  20: r3 = sitofp.f32 r3  ; line 18
  21: r3 = fmul.f32 r4, r3  ; line 18
  22: r5 = icmp.i1 eq r2, 0:i32  ; line 19
  23: br r5 ? 30 : 24 reconv 31  ; line 19
  24: r3 = fabs.f32 r3  ; line 165
  25: r3 = fadd.f32 r3, 1:f32  ; line 24
  26: r3 = flog.f32 r3  ; line 151
  27: r2 = sitofp.f32 r2  ; line 24
  28: r2 = fmul.f32 r3, r2  ; line 24
  29: jmp 31
  30: r2 = fsin.f32 r3  ; line 146
  31: r2 = fadd.f32 r4, r2  ; line 28
  32: r0:1 = shl.i64 r0:1, 2:i64  ; line 28
  33: r0:1 = iadd.ptr $2, r0:1  ; line 28
  34: st.f32 generic align 4 r0:1, r2  ; line 28
  35: exit  ; line 29
