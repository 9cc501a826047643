; ARGS:
; EXPECT: kernel_variadic.ll:7: error: kernel 'kv' is variadic: a kernel takes a fixed list of parameters
; A variadic kernel is refused at its definition.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kv(i32* %o, ...) {
  store i32 1, i32* %o, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*, ...)* @kv, !"kernel", i32 1}
