cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 vecadd
  source samples/vecadd.cu
  param 0 $0: pointer ptr generic, size 8, align 8
  param 1 $1: pointer ptr generic, size 8, align 8
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: scalar i32, size 4, align 4
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 vecadd: registers 8, instructions 22
  0: r0 = tid.i32 ntid.x  ; line 46
  1: r1 = tid.i32 nctaid.x  ; line 47
  2: r1 = imul.i32 r0, r1  ; line 6
  3: r2 = tid.i32 ctaid.x  ; line 45
  4: r0 = imul.i32 r2, r0  ; line 7
  5: r2 = tid.i32 tid.x  ; line 44
  6: r0 = iadd.i32 r0, r2  ; line 7
  7: r2 = icmp.i1 slt r0, $3  ; line 7
  8: br r2 ? 9 : 21 reconv 21  ; line 7
  9: r2:3 = sext.i64 r0  ; line 8
  10: r2:3 = shl.i64 r2:3, 2:i64  ; line 8
  11: r4:5 = iadd.ptr $0, r2:3  ; line 8
  12: r4 = ld.f32 generic align 4 r4:5  ; line 8
  13: r6:7 = iadd.ptr $1, r2:3  ; line 8
  14: r5 = ld.f32 generic align 4 r6:7  ; line 8
  15: r4 = fadd.f32 r4, r5  ; line 8
  16: r2:3 = iadd.ptr $2, r2:3  ; line 8
  17: st.f32 generic align 4 r2:3, r4  ; line 8
  18: r0 = iadd.i32 r0, r1  ; line 7
  19: r2 = icmp.i1 slt r0, $3  ; line 7
  20: br r2 ? 9 : 21 reconv 21  ; line 7
  21: exit  ; line 9
