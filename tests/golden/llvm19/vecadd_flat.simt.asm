cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 19.1.7)"
kernel 0 vecadd_flat
  source samples/vecadd_flat.cu
  param 0 $0: pointer ptr generic noalias, size 8, align 8
  param 1 $1: pointer ptr generic noalias, size 8, align 8
  param 2 $2: pointer ptr generic noalias, size 8, align 8
  param 3 $3: scalar i32, size 4, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 vecadd_flat: registers 6, instructions 17
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 7
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 7
  5: r1 = icmp.i1 slt r0, $3  ; line 8
  6: br r1 ? 7 : 16 reconv 16  ; line 8
  7: r0:1 = sext.i64 r0  ; line 9
  8: r0:1 = shl.i64 r0:1, 2:i64  ; line 9
  9: r2:3 = iadd.ptr $2, r0:1  ; line 9
  10: r4:5 = iadd.ptr $1, r0:1  ; line 9
  11: r0:1 = iadd.ptr $0, r0:1  ; line 9
  12: r0 = ld.f32 generic align 4 r0:1  ; line 9
  13: r1 = ld.f32 generic align 4 r4:5  ; line 9
  14: r0 = fadd.f32 r0, r1  ; line 9
  15: st.f32 generic align 4 r2:3, r0  ; line 9
  16: exit  ; line 10
