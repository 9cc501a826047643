/* An empty stand-in: clang 19's CUDA wrapper includes
 * texture_fetch_functions.h, which CUDA 13 removed (tests/texture/regen.sh). */
