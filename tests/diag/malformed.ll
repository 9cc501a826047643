; ARGS:
; EXPECT: malformed.ll:5:
define void @k_bad(float* %p) {
  %x = load float, float* %p, align 4
  %y = fmul float %x 2.000000e+00
  store float %y, float* %p, align 4
  ret void
}
; Line 5 lacks the comma between the operands of fmul: LLVM's parser reports
; malformed.ll:5:<col>: error: expected ',' ...
