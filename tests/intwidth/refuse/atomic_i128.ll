; ARGS:
; EXPECT: type 'i128' (atomic operand) is not supported
; EXPECT: type 'i128' (cmpxchg operand) is not supported
; Atomics on 128-bit integers are refused, each at its line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k_atomic(i128* %p) {
  %a = atomicrmw add i128* %p, i128 1 monotonic
  %b = cmpxchg i128* %p, i128 %a, i128 0 monotonic monotonic
  ret void
}
