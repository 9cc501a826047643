#!/bin/sh
# Regenerate the clang IR of tests/forms/*.cu (run from the repository root;
# needs clang-14 and clang-19): NAME.ll (clang 14 -O2) and NAME.O0.ll
# (clang 14 -O0, allocas and optnone), read by LLVM 14 to 19, and
# llvm19/NAME.ll (clang 19 -O2, LLVM 17+), all -gline-tables-only.
set -e
CUDA="-x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only
  --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include
  -emit-llvm -S -gline-tables-only"
mkdir -p tests/forms/llvm19
for name in vectors spaces assert clock; do
	clang-14 $CUDA -O2 tests/forms/$name.cu -o tests/forms/$name.ll
	clang-14 $CUDA -O0 tests/forms/$name.cu -o tests/forms/$name.O0.ll
	clang-19 $CUDA -O2 tests/forms/$name.cu -o tests/forms/llvm19/$name.ll
done
# the assert kernels without their assertions, whose outputs a passing
# launch must match (tests/forms/assert.cmake)
clang-14 $CUDA -O2 -DNDEBUG tests/forms/assert.cu -o tests/forms/assert.ndebug.ll
clang-19 $CUDA -O2 -DNDEBUG tests/forms/assert.cu -o tests/forms/llvm19/assert.ndebug.ll
