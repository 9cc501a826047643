/* CUDA 12 removed this header, which clang's CUDA wrapper still includes:
   an empty stand-in (bench/corpus/README.md). */
