; ARGS:
; EXPECT: call to 'llvm.bswap.i48' on 'i48' is not supported
; EXPECT: call to 'llvm.bitreverse.i128' on 'i128' is not supported
; Intrinsics on integers of non-native widths other than min, max, abs,
; ctpop, ctlz, cttz and the funnel shifts are refused, each at its line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i48 @llvm.bswap.i48(i48)
declare i128 @llvm.bitreverse.i128(i128)

define ptx_kernel void @k_intrinsic(i48* %q, i128* %p) {
  %x = load i48, i48* %q, align 8
  %m = call i48 @llvm.bswap.i48(i48 %x)
  store i48 %m, i48* %q, align 8
  %y = load i128, i128* %p, align 16
  %c = call i128 @llvm.bitreverse.i128(i128 %y)
  store i128 %c, i128* %p, align 16
  ret void
}
