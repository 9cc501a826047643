; ARGS:
; Three calls to one undefined function, no debug info: each error names
; its own line of this file (the nth call, the nth line that calls it).
; THEN: same_callee.ll:14: error: call to undefined function 'ext'
; THEN: same_callee.ll:16: error: call to undefined function 'ext'
; THEN: same_callee.ll:18: error: call to undefined function 'ext'
; COUNT: 3 error:
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %p) {
entry:
  %a = load i32, i32* %p, align 4
  %b = call i32 @ext(i32 %a)
  %c = add i32 %b, 1
  %d = call i32 @ext(i32 %c)
  %e = mul i32 %d, 3
  %f = call i32 @ext(i32 %e)
  store i32 %f, i32* %p, align 4
  ret void
}

declare i32 @ext(i32)

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
