#!/bin/sh
# Regenerate the clang IR of tests/intwidth/*.cu (run from the repository
# root; needs clang-14 and clang-19): NAME.ll at -O2 and NAME.O3.ll at -O3
# with clang 14, the same under llvm19/ with clang 19 (read by LLVM 17+);
# O0/NAME.ll at -O0 -g with clang 14 for the kernels without long loops
# (at -O0 the sums' loops run, up to 2^32 iterations).
set -e
CUDA="-x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
  --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
  -emit-llvm -S"
mkdir -p tests/intwidth/llvm19 tests/intwidth/O0
for name in wide bitfields divrem; do
	clang-14 $CUDA -O0 -g tests/intwidth/$name.cu -o tests/intwidth/O0/$name.ll
done
for name in wide sums bitfields divrem; do
	for v in 14 19; do
		dir=tests/intwidth
		[ $v = 19 ] && dir=tests/intwidth/llvm19
		clang-$v $CUDA -gline-tables-only -O2 tests/intwidth/$name.cu -o $dir/$name.ll
		clang-$v $CUDA -gline-tables-only -O3 tests/intwidth/$name.cu -o $dir/$name.O3.ll
	done
done
