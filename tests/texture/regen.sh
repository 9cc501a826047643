#!/bin/sh
# Regenerates tests/texture/tex2d.ll and texlayered.ll (clang 14,
# samples/include/vgiw_cuda.h) and their _cuda19.ll forms (clang 19 with the CUDA 13 toolkit's own headers;
# cuda13/ holds an empty texture_fetch_functions.h, which clang 19's CUDA
# wrapper includes and CUDA 13 removed). Run from the repository root.
# tex2di.ll is written by hand (NVVM's integer-coordinate 2-D intrinsic,
# which the headers' tex2D, taking floats, never emits).
set -e
for f in tex2d texlayered; do
  clang-14 -x cuda --cuda-gpu-arch=sm_50 -nocudainc -nocudalib --cuda-device-only \
    --cuda-path=/nonexistent -fdebug-compilation-dir=. -Isamples/include \
    -emit-llvm -S -O2 -gline-tables-only tests/texture/$f.cu -o tests/texture/$f.ll
  clang-19 -x cuda --cuda-gpu-arch=sm_70 --cuda-device-only --cuda-path=/usr/local/cuda-13.0 \
    -nocudalib -Itests/texture/cuda13 -Wno-unknown-cuda-version -fdebug-compilation-dir=. \
    -DVGIW_REAL_CUDA -emit-llvm -S -O2 -gline-tables-only tests/texture/$f.cu \
    -o tests/texture/${f}_cuda19.ll
done
