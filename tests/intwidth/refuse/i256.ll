; ARGS:
; EXPECT: type 'i256' is not supported (integers of at most 128 bits are)
; EXPECT: 'k_i256'
; Integers wider than 128 bits are refused, naming the type.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k_i256(i64* %p) {
  %x = load i64, i64* %p, align 8
  %w = zext i64 %x to i256
  %s = mul i256 %w, %w
  %h = lshr i256 %s, 100
  %t = trunc i256 %h to i64
  store i64 %t, i64* %p, align 8
  ret void
}
