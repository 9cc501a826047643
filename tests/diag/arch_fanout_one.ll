; ARGS: -A vgiw.switch.max-fanout=1
; EXPECT: vgiw.switch.max-fanout is 1; a split tree needs a fanout of at least 2
; A fanout limit the split-tree builder cannot honour is refused with the
; arch's other checks (issue 33: the compiler aborted in passes/dfg.c).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(float* %p) {
  ret void
}
