; ARGS: --error-limit=3
; too_many_errors.ll's kernel with --error-limit=3: three shown, 22 more.
; THEN: too_many_errors_3.ll:13: error: call to undefined function 'f1'
; THEN: too_many_errors_3.ll:15: error: call to undefined function 'f3'
; THEN: note: too many errors: 3 shown, 22 more not shown
; COUNT: 3 error:
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %p) {
entry:
  %a0 = load i32, i32* %p, align 4
  %a1 = call i32 @f1(i32 %a0)
  %a2 = call i32 @f2(i32 %a1)
  %a3 = call i32 @f3(i32 %a2)
  %a4 = call i32 @f4(i32 %a3)
  %a5 = call i32 @f5(i32 %a4)
  %a6 = call i32 @f6(i32 %a5)
  %a7 = call i32 @f7(i32 %a6)
  %a8 = call i32 @f8(i32 %a7)
  %a9 = call i32 @f9(i32 %a8)
  %a10 = call i32 @f10(i32 %a9)
  %a11 = call i32 @f11(i32 %a10)
  %a12 = call i32 @f12(i32 %a11)
  %a13 = call i32 @f13(i32 %a12)
  %a14 = call i32 @f14(i32 %a13)
  %a15 = call i32 @f15(i32 %a14)
  %a16 = call i32 @f16(i32 %a15)
  %a17 = call i32 @f17(i32 %a16)
  %a18 = call i32 @f18(i32 %a17)
  %a19 = call i32 @f19(i32 %a18)
  %a20 = call i32 @f20(i32 %a19)
  %a21 = call i32 @f21(i32 %a20)
  %a22 = call i32 @f22(i32 %a21)
  %a23 = call i32 @f23(i32 %a22)
  %a24 = call i32 @f24(i32 %a23)
  %a25 = call i32 @f25(i32 %a24)
  store i32 %a25, i32* %p, align 4
  ret void
}

declare i32 @f1(i32)
declare i32 @f2(i32)
declare i32 @f3(i32)
declare i32 @f4(i32)
declare i32 @f5(i32)
declare i32 @f6(i32)
declare i32 @f7(i32)
declare i32 @f8(i32)
declare i32 @f9(i32)
declare i32 @f10(i32)
declare i32 @f11(i32)
declare i32 @f12(i32)
declare i32 @f13(i32)
declare i32 @f14(i32)
declare i32 @f15(i32)
declare i32 @f16(i32)
declare i32 @f17(i32)
declare i32 @f18(i32)
declare i32 @f19(i32)
declare i32 @f20(i32)
declare i32 @f21(i32)
declare i32 @f22(i32)
declare i32 @f23(i32)
declare i32 @f24(i32)
declare i32 @f25(i32)

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
