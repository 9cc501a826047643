/* Stand-in for the corpus (bench/corpus/README.md): clang 14's CUDA wrapper
   (__clang_cuda_texture_intrinsics.h) names the texture<> reference template,
   which CUDA 12 removed from the toolkit. Declare it after the toolkit's own
   cuda_runtime.h so that clang 14 parses the CUDA 13 headers; clang 19 does
   not need it, and no kernel here uses texture references. */
#include_next <cuda_runtime.h>
#ifndef VGIW_CORPUS_TEXTURE_REF
#define VGIW_CORPUS_TEXTURE_REF
template <class T, int dim, enum cudaTextureReadMode mode> struct texture;
#endif
