#!/bin/sh
# Regenerate the clang IR of tests/half/*.cu (run from the repository root;
# needs clang-14 and clang-19): NAME.ll with clang 14 (read by LLVM 14 to
# 19), llvm19/NAME.ll with clang 19 (LLVM 17+), both -O2 -gline-tables-only.
set -e
CUDA="-x cuda --cuda-gpu-arch=sm_70 -nocudainc -nocudalib --cuda-device-only
  --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
  -emit-llvm -S -O2 -gline-tables-only"
mkdir -p tests/half/llvm19
for name in convert funnel activemask; do
	clang-14 $CUDA tests/half/$name.cu -o tests/half/$name.ll
	clang-19 $CUDA tests/half/$name.cu -o tests/half/llvm19/$name.ll
done
