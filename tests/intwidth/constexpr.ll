; Constant expressions of integer types the machines do not have (i33, i48,
; i65, i96, i128) and of native types over them, as LLVM writes them when a
; global's address takes part in integer arithmetic: the front end evaluates
; them with the legalised operations (front/wideint.c), the reference
; natively in 128 bits. Only the forms LLVM 19 still parses (add, sub, xor,
; trunc, ptrtoint, inttoptr, getelementptr); constexpr14.ll has the others.
; Each thread t writes 8 words at out[8t..8t+7]; every value is a difference
; of addresses or a load through a rebuilt address, so none depends on where
; the global lies.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [8 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80], align 4

define void @constexpr_odd(i64* %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %base = mul i64 %t64, 8
  ; i65: (&g[3] - &g) + t, as a pair
  %t65 = zext i32 %t to i65
  %a = add i65 %t65, sub (i65 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i65), i65 ptrtoint ([8 x i32] addrspace(1)* @g to i65))
  %a64 = trunc i65 %a to i64
  ; i33 in i64: (&g[5] - &g) xor t
  %t33 = zext i32 %t to i33
  %b = xor i33 %t33, sub (i33 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 5) to i33), i33 ptrtoint ([8 x i32] addrspace(1)* @g to i33))
  %b64 = zext i33 %b to i64
  ; a native result over a wide operand: trunc i96 to i64 of a difference
  %c = add i64 %t64, trunc (i96 sub (i96 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 7) to i96), i96 ptrtoint ([8 x i32] addrspace(1)* @g to i96)) to i64)
  ; i128: the negated difference, both halves
  %d = add i128 0, sub (i128 ptrtoint ([8 x i32] addrspace(1)* @g to i128), i128 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 2) to i128))
  %dlo = trunc i128 %d to i64
  %dsh = lshr i128 %d, 64
  %dhi = trunc i128 %dsh to i64
  ; a load through an address rebuilt from i64 arithmetic on the global's
  ; address as an integer: g[6] = 70
  %e = load i32, i32 addrspace(1)* inttoptr (i64 add (i64 ptrtoint ([8 x i32] addrspace(1)* @g to i64), i64 24) to i32 addrspace(1)*), align 4
  %e64 = zext i32 %e to i64
  ; i48: &g[1] truncated to 48 bits minus &g as an i48: 4
  %f = sub i48 trunc (i64 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 1) to i64) to i48), ptrtoint ([8 x i32] addrspace(1)* @g to i48)
  %f64 = zext i48 %f to i64
  ; i96 xor of two differences: 12 xor 20 = 24
  %h = xor i96 sub (i96 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 3) to i96), i96 ptrtoint ([8 x i32] addrspace(1)* @g to i96)), sub (i96 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @g, i64 0, i64 5) to i96), i96 ptrtoint ([8 x i32] addrspace(1)* @g to i96))
  %h64 = trunc i96 %h to i64
  %o0 = getelementptr inbounds i64, i64* %out, i64 %base
  store i64 %a64, i64* %o0, align 8
  %o1 = getelementptr inbounds i64, i64* %o0, i64 1
  store i64 %b64, i64* %o1, align 8
  %o2 = getelementptr inbounds i64, i64* %o0, i64 2
  store i64 %c, i64* %o2, align 8
  %o3 = getelementptr inbounds i64, i64* %o0, i64 3
  store i64 %dlo, i64* %o3, align 8
  %o4 = getelementptr inbounds i64, i64* %o0, i64 4
  store i64 %dhi, i64* %o4, align 8
  %o5 = getelementptr inbounds i64, i64* %o0, i64 5
  store i64 %e64, i64* %o5, align 8
  %o6 = getelementptr inbounds i64, i64* %o0, i64 6
  store i64 %f64, i64* %o6, align 8
  %o7 = getelementptr inbounds i64, i64* %o0, i64 7
  store i64 %h64, i64* %o7, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @constexpr_odd, !"kernel", i32 1}
