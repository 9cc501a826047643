; The constant expressions of odd widths that LLVM 14 still has and LLVM 19
; no longer parses (zext, sext, mul, shl, lshr, ashr, and, or): as
; constexpr.ll, each value is built from the difference d = &g[3] - &g = 12
; or from a difference that is negative, so none depends on where @g lies.
; Registered on LLVM builds before 17 (tests/intwidth/intwidth.cmake).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [8 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80], align 4

define void @constexpr14(i64* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %base = mul i64 %t64, 8
  %t96 = zext i32 %t to i96
  ; zext i65 -> i96 of 12, times 3: 36 + t
  %a = add i96 %t96, mul (i96 zext (i65 sub (i65 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i65), i65 ptrtoint ([8 x i32] addrspace(1)* @g to i65)) to i96), i96 3)
  %a64 = trunc i96 %a to i64
  ; sext i33 -> i128 of -12 (a negative difference), high word all ones
  %b = add i128 0, sext (i33 sub (i33 ptrtoint ([8 x i32] addrspace(1)* @g to i33), i33 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i33)) to i128)
  %blo = trunc i128 %b to i64
  %bsh = lshr i128 %b, 64
  %bhi = trunc i128 %bsh to i64
  ; shl i65 by 62 of 12: bits 64 and 65 out, so (12 << 62) mod 2^65 = 2^64
  %c = lshr i65 shl (i65 sub (i65 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i65), i65 ptrtoint ([8 x i32] addrspace(1)* @g to i65)), i65 62), 64
  %c64 = trunc i65 %c to i64
  ; lshr and ashr i127 of -12: ashr by 2 is -3, lshr by 120 is 127
  %d = add i127 0, ashr (i127 sub (i127 ptrtoint ([8 x i32] addrspace(1)* @g to i127), i127 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i127)), i127 2)
  %d64 = trunc i127 %d to i64
  %e = add i127 0, lshr (i127 sub (i127 ptrtoint ([8 x i32] addrspace(1)* @g to i127), i127 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i127)), i127 120)
  %e64 = trunc i127 %e to i64
  ; and/or i48: (12 | 3) & 13 = 13
  %f = add i48 0, and (i48 or (i48 trunc (i65 sub (i65 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i65), i65 ptrtoint ([8 x i32] addrspace(1)* @g to i65)) to i48), i48 3), i48 13)
  %f64 = zext i48 %f to i64
  %o0 = getelementptr inbounds i64, i64* %out, i64 %base
  store i64 %a64, i64* %o0, align 8
  %o1 = getelementptr inbounds i64, i64* %o0, i64 1
  store i64 %blo, i64* %o1, align 8
  %o2 = getelementptr inbounds i64, i64* %o0, i64 2
  store i64 %bhi, i64* %o2, align 8
  %o3 = getelementptr inbounds i64, i64* %o0, i64 3
  store i64 %c64, i64* %o3, align 8
  %o4 = getelementptr inbounds i64, i64* %o0, i64 4
  store i64 %d64, i64* %o4, align 8
  %o5 = getelementptr inbounds i64, i64* %o0, i64 5
  store i64 %e64, i64* %o5, align 8
  %o6 = getelementptr inbounds i64, i64* %o0, i64 6
  store i64 %f64, i64* %o6, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @constexpr14, !"kernel", i32 1}
