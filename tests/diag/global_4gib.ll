; ARGS: --target=sgmf
; EXPECT: global_4gib.ll:5: error: global 'g' is 4294967300 bytes; a global holds at most 4294967296
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global [1073741825 x i32] zeroinitializer, align 4
define void @k(i32* %p) {
  %a = getelementptr [1073741825 x i32], [1073741825 x i32] addrspace(1)* @g, i64 0, i64 5
  %v = load i32, i32 addrspace(1)* %a, align 4
  store i32 %v, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @k, !"kernel", i32 1}
; The .cfg format bounds a symbol at 4 GiB: a larger global is refused at
; its definition, not written and then rejected by the decoder.
