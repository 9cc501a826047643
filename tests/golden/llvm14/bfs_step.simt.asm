cfg version 1 target simt
arch a79c24eaad215114 grid 0x0 channels 0 neighbours 0
compiler "vgiwcc 0.1.0 (LLVM 14.0.6)"
kernel 0 bfs_step
  source samples/bfs_step.cu
  param 0 $0: scalar i32, size 4, align 4
  param 1 $1: scalar i32, size 4, align 4
  param 2 $2: pointer ptr generic, size 8, align 8
  param 3 $3: pointer ptr generic, size 8, align 8
  param 4 $4: pointer ptr generic, size 8, align 8
  param 5 $5: pointer ptr generic, size 8, align 8
  param 6 $6: pointer ptr generic, size 8, align 8
  param 7 $7: pointer ptr generic, size 8, align 8
  param 8 $8: pointer ptr generic, size 8, align 8
  local bytes 0, live-value IDs 0, blocks 0
simt kernel 0 bfs_step: registers 10, instructions 46
  0: r0 = tid.i32 ctaid.x  ; line 45
  1: r1 = tid.i32 ntid.x  ; line 46
  2: r0 = imul.i32 r0, r1  ; line 10
  3: r1 = tid.i32 tid.x  ; line 44
  4: r0 = iadd.i32 r0, r1  ; line 10
  5: r1 = icmp.i1 slt r0, $0  ; line 11
  6: br r1 ? 7 : 45 reconv 45  ; line 11
  7: r2:3 = sext.i64 r0  ; line 11
  8: r4:5 = iadd.ptr $4, r2:3  ; line 11
  9: r1 = ld.i8 generic align 1 r4:5  ; line 11
  10: r1 = icmp.i1 eq r1, 0:i8  ; line 11
  11: br r1 ? 45 : 12 reconv 45  ; line 11
  12: st.i8 generic align 1 r4:5, 0:i8  ; line 13
  13: r2:3 = shl.i64 r2:3, 2:i64  ; line 14
  14: r2:3 = iadd.ptr $2, r2:3  ; line 14
  15: r1 = ld.i32 generic align 4 r2:3  ; line 14
  16: r0 = iadd.i32 r0, 1:i32
  17: r2:3 = sext.i64 r0
  18: r2:3 = shl.i64 r2:3, 2:i64
  19: r2:3 = iadd.ptr $2, r2:3
  20: r0 = ld.i32 generic align 4 r2:3  ; line 14
  21: r4 = icmp.i1 slt r1, r0  ; line 14
  22: br r4 ? 23 : 44 reconv 44  ; line 14
  23: r4 = iadd.i32 $1, 1:i32
  24: r6:7 = sext.i64 r1  ; line 16
  25: r6:7 = shl.i64 r6:7, 2:i64  ; line 16
  26: r6:7 = iadd.ptr $3, r6:7  ; line 16
  27: r5 = ld.i32 generic align 4 r6:7  ; line 16
  28: r5 = urem.i32 r5, $0  ; line 16
  29: r6:7 = sext.i64 r5  ; line 17
  30: r8:9 = iadd.ptr $6, r6:7  ; line 17
  31: r5 = ld.i8 generic align 1 r8:9  ; line 17
  32: r5 = icmp.i1 eq r5, 0:i8  ; line 17
  33: br r5 ? 34 : 41 reconv 41  ; line 17
  34: r8:9 = iadd.ptr $5, r6:7  ; line 19
  35: r6:7 = shl.i64 r6:7, 2:i64  ; line 18
  36: r6:7 = iadd.ptr $7, r6:7  ; line 18
  37: st.i32 generic align 4 r6:7, r4  ; line 18
  38: st.i8 generic align 1 r8:9, 1:i8  ; line 19
  39: st.i32 generic align 4 flags 0x01 $8, 1:i32  ; line 20
  40: r0 = ld.i32 generic align 4 r2:3  ; line 14
  41: r1 = iadd.i32 r1, 1:i32  ; line 14
  42: r5 = icmp.i1 slt r1, r0  ; line 14
  43: br r5 ? 24 : 44 reconv 44  ; line 14
  44: fence  ; line 64
  45: exit  ; line 24
