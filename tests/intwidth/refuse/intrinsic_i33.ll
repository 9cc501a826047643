; ARGS:
; EXPECT: call to 'llvm.fshl.i33' on 'i33' is not supported
; EXPECT: call to 'llvm.bitreverse.i128' on 'i128' is not supported
; Intrinsics on integers of non-native widths other than min, max, abs,
; ctpop, ctlz and cttz are refused, each at its line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i33 @llvm.fshl.i33(i33, i33, i33)
declare i128 @llvm.bitreverse.i128(i128)

define ptx_kernel void @k_intrinsic(i33* %q, i128* %p) {
  %x = load i33, i33* %q, align 8
  %m = call i33 @llvm.fshl.i33(i33 %x, i33 %x, i33 5)
  store i33 %m, i33* %q, align 8
  %y = load i128, i128* %p, align 16
  %c = call i128 @llvm.bitreverse.i128(i128 %y)
  store i128 %c, i128* %p, align 16
  ret void
}
