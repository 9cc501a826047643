cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 saxpy
  source samples/saxpy.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: scalar f32, size 4, align 4
  param 2 $2: pointer ptr generic noalias, size 8, align 8
  param 3 $3: pointer ptr generic noalias, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 saxpy: registers 4, instructions 17
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 6
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 6
  5: r1 = icmp.i1 slt r0, $0  ; line 7
  6: br r1 ? 7 : 16 reconv 16  ; line 7
  7: r0:1 = sext.i64 r0  ; line 8
  8: r0:1 = shl.i64 r0:1, 2:i64  ; line 8
  9: r2:3 = iadd.ptr $2, r0:1  ; line 8
  10: r2 = ld.f32 generic align 4 r2:3  ; line 8
  11: r2 = fmul.f32 r2, $1  ; line 8
  12: r0:1 = iadd.ptr $3, r0:1  ; line 8
  13: r3 = ld.f32 generic align 4 r0:1  ; line 8
  14: r2 = fadd.f32 r2, r3  ; line 8
  15: st.f32 generic align 4 r0:1, r2  ; line 8
  16: exit  ; line 9
