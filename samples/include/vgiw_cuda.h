/* vgiw_cuda.h - a tiny, self-contained CUDA device header for clang without
 * the CUDA SDK (compile with -nocudainc -nocudalib --cuda-device-only).
 *
 * It provides what the vgiw samples need and lowers each construct to the
 * same LLVM IR that clang produces with the real CUDA headers:
 *   threadIdx/blockIdx/blockDim/gridDim -> llvm.nvvm.read.ptx.sreg.*
 *                                          (.x .y .z; no uint3/dim3 values)
 *   __syncthreads()                     -> llvm.nvvm.barrier0
 *   __threadfence*()                    -> llvm.nvvm.membar.{gl,cta,sys}
 *   atomic*()                           -> atomicrmw / cmpxchg /
 *                                          llvm.nvvm.atomic.load.{inc,dec}.32
 *   sinf/expf/logf/powf/...             -> calls to libdevice __nv_* functions
 *   sqrtf/fabsf/floorf/fminf/fmaf/...   -> llvm.sqrt/fabs/floor/minnum/fma...
 *   __saturatef, __mul24, __umul24      -> llvm.nvvm.saturate.f, mul24
 * Works with clang 14 and clang 19.  Kernels use extern "C" __global__ so
 * their names stay unmangled. */
#ifndef VGIW_CUDA_H
#define VGIW_CUDA_H

#if !defined(__CUDA__) || !defined(__CUDA_ARCH__)
#error "vgiw_cuda.h: compile with clang -x cuda --cuda-device-only"
#endif

/* ---- built-in variables ---------------------------------------------
 * Like clang's __clang_cuda_builtin_vars.h (which we do not include so that
 * the debug info of the generated .ll names only files of this repository):
 * each coordinate is a __declspec(property) whose getter reads the PTX
 * special register, e.g. threadIdx.x -> llvm.nvvm.read.ptx.sreg.tid.x. */
#define VGIW_BUILTIN_FIELD(FIELD, SREG)                                        \
  __declspec(property(get = __fetch_##FIELD)) unsigned int FIELD;              \
  static inline __attribute__((always_inline)) __attribute__((device))         \
  unsigned int __fetch_##FIELD(void) {                                         \
    return __nvvm_read_ptx_sreg_##SREG();                                      \
  }

#define VGIW_BUILTIN_VAR(TYPE, NAME, R)                                        \
  struct TYPE {                                                                \
    VGIW_BUILTIN_FIELD(x, R##_x)                                               \
    VGIW_BUILTIN_FIELD(y, R##_y)                                               \
    VGIW_BUILTIN_FIELD(z, R##_z)                                               \
  };                                                                           \
  extern const __attribute__((device)) TYPE NAME;

VGIW_BUILTIN_VAR(vgiw_threadIdx_t, threadIdx, tid)
VGIW_BUILTIN_VAR(vgiw_blockIdx_t, blockIdx, ctaid)
VGIW_BUILTIN_VAR(vgiw_blockDim_t, blockDim, ntid)
VGIW_BUILTIN_VAR(vgiw_gridDim_t, gridDim, nctaid)
#undef VGIW_BUILTIN_VAR
#undef VGIW_BUILTIN_FIELD

#define __global__   __attribute__((global))
#define __device__   __attribute__((device))
#define __host__     __attribute__((host))
#define __shared__   __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict

#define VGIW_DEV static __device__ __forceinline__

/* ---- barriers and fences --------------------------------------------- */
/* __syncthreads is a clang NVPTX builtin (clang 14..19): llvm.nvvm.barrier0 */
VGIW_DEV void __threadfence(void) { __nvvm_membar_gl(); }
VGIW_DEV void __threadfence_block(void) { __nvvm_membar_cta(); }
VGIW_DEV void __threadfence_system(void) { __nvvm_membar_sys(); }

/* ---- atomics (generic address space, as the CUDA headers do) --------- */
VGIW_DEV int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
VGIW_DEV unsigned atomicAdd(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
VGIW_DEV unsigned long long atomicAdd(unsigned long long *p,
                                      unsigned long long v) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)p,
                                                    (long long)v);
}
VGIW_DEV float atomicAdd(float *p, float v) {
  return __nvvm_atom_add_gen_f(p, v);
}
VGIW_DEV int atomicSub(int *p, int v) { return __nvvm_atom_sub_gen_i(p, v); }
VGIW_DEV unsigned atomicSub(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_sub_gen_i((int *)p, (int)v);
}
VGIW_DEV int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
VGIW_DEV unsigned atomicExch(unsigned *p, unsigned v) {
  return (unsigned)__nvvm_atom_xchg_gen_i((int *)p, (int)v);
}
VGIW_DEV int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
VGIW_DEV int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
VGIW_DEV unsigned atomicMin(unsigned *p, unsigned v) {
  return __nvvm_atom_min_gen_ui(p, v);
}
VGIW_DEV unsigned atomicMax(unsigned *p, unsigned v) {
  return __nvvm_atom_max_gen_ui(p, v);
}
VGIW_DEV int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
VGIW_DEV int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
VGIW_DEV int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
VGIW_DEV unsigned atomicInc(unsigned *p, unsigned v) {
  return __nvvm_atom_inc_gen_ui(p, v);
}
VGIW_DEV unsigned atomicDec(unsigned *p, unsigned v) {
  return __nvvm_atom_dec_gen_ui(p, v);
}
VGIW_DEV int atomicCAS(int *p, int cmp, int v) {
  return __nvvm_atom_cas_gen_i(p, cmp, v);
}
VGIW_DEV unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)v);
}

/* ---- integer and conversion intrinsics ------------------------------- */
VGIW_DEV int __mul24(int a, int b) { return __nvvm_mul24_i(a, b); }
VGIW_DEV unsigned __umul24(unsigned a, unsigned b) {
  return (unsigned)__nvvm_mul24_ui((int)a, (int)b);
}
VGIW_DEV float __saturatef(float x) { return __nvvm_saturate_f(x); }
VGIW_DEV int __popc(unsigned x) { return __builtin_popcount(x); }
VGIW_DEV int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
VGIW_DEV int __ffs(int x) { return __builtin_ffs(x); }
VGIW_DEV int min(int a, int b) { return a < b ? a : b; }
VGIW_DEV int max(int a, int b) { return a > b ? a : b; }
VGIW_DEV unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
VGIW_DEV unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }

/* ---- math: libdevice functions stay calls to __nv_* ------------------ */
extern "C" {
__device__ float __nv_sinf(float);
__device__ float __nv_cosf(float);
__device__ float __nv_tanf(float);
__device__ float __nv_expf(float);
__device__ float __nv_exp2f(float);
__device__ float __nv_logf(float);
__device__ float __nv_log2f(float);
__device__ float __nv_powf(float, float);
__device__ float __nv_tanhf(float);
__device__ float __nv_rsqrtf(float);
__device__ float __nv_fast_expf(float);
__device__ double __nv_sin(double);
__device__ double __nv_cos(double);
__device__ double __nv_exp(double);
__device__ double __nv_log(double);
__device__ double __nv_pow(double, double);
}
VGIW_DEV float sinf(float x) { return __nv_sinf(x); }
VGIW_DEV float cosf(float x) { return __nv_cosf(x); }
VGIW_DEV float tanf(float x) { return __nv_tanf(x); }
VGIW_DEV float expf(float x) { return __nv_expf(x); }
VGIW_DEV float exp2f(float x) { return __nv_exp2f(x); }
VGIW_DEV float logf(float x) { return __nv_logf(x); }
VGIW_DEV float log2f(float x) { return __nv_log2f(x); }
VGIW_DEV float powf(float x, float y) { return __nv_powf(x, y); }
VGIW_DEV float tanhf(float x) { return __nv_tanhf(x); }
VGIW_DEV float rsqrtf(float x) { return __nv_rsqrtf(x); }
VGIW_DEV float __expf(float x) { return __nv_fast_expf(x); }
VGIW_DEV double sin(double x) { return __nv_sin(x); }
VGIW_DEV double cos(double x) { return __nv_cos(x); }
VGIW_DEV double exp(double x) { return __nv_exp(x); }
VGIW_DEV double log(double x) { return __nv_log(x); }
VGIW_DEV double pow(double x, double y) { return __nv_pow(x, y); }

/* ---- math: these become LLVM intrinsics (llvm.sqrt, llvm.fabs, ...) --- */
VGIW_DEV float sqrtf(float x) { return __builtin_sqrtf(x); }
VGIW_DEV float fabsf(float x) { return __builtin_fabsf(x); }
VGIW_DEV float floorf(float x) { return __builtin_floorf(x); }
VGIW_DEV float ceilf(float x) { return __builtin_ceilf(x); }
VGIW_DEV float truncf(float x) { return __builtin_truncf(x); }
VGIW_DEV float roundf(float x) { return __builtin_roundf(x); }
VGIW_DEV float rintf(float x) { return __builtin_rintf(x); }
VGIW_DEV float fminf(float a, float b) { return __builtin_fminf(a, b); }
VGIW_DEV float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
VGIW_DEV float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
VGIW_DEV double sqrt(double x) { return __builtin_sqrt(x); }
VGIW_DEV double fabs(double x) { return __builtin_fabs(x); }
VGIW_DEV double floor(double x) { return __builtin_floor(x); }
VGIW_DEV double fmin(double a, double b) { return __builtin_fmin(a, b); }
VGIW_DEV double fmax(double a, double b) { return __builtin_fmax(a, b); }
VGIW_DEV double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }

/* ---- warp-level operations (the SIMT target only) -------------------
 * __shfl*_sync, __ballot/all/any/uni_sync, __activemask, __syncwarp ->
 * llvm.nvvm.shfl.sync.*, vote.*, bar.warp.sync (kept at the end of this
 * file so that the other samples' debug-info lines do not move). As
 * clang's __clang_cuda_intrinsics.h: c = ((warpSize - width) << 8) |
 * clamp, the clamp 0x1f for idx, down and xor, 0 for up. The builtins need
 * PTX 6.0 (compile with -Xclang -target-feature -Xclang +ptx60), checked
 * only where a kernel uses them. __activemask is the
 * pre-9.2 headers' ballot of true (clang 14's newer headers use inline asm;
 * clang 19's llvm.nvvm.activemask needs PTX 6.2). */
#define warpSize 32
#define VGIW_SHFL(NAME, MODE, LANE_T, CLAMP)                                   \
  VGIW_DEV int NAME(unsigned m, int v, LANE_T b, int w = warpSize) {           \
    return __nvvm_shfl_sync_##MODE##_i32(m, v, (int)b,                         \
                                         ((warpSize - w) << 8) | (CLAMP));     \
  }                                                                            \
  VGIW_DEV float NAME(unsigned m, float v, LANE_T b, int w = warpSize) {       \
    return __nvvm_shfl_sync_##MODE##_f32(m, v, (int)b,                         \
                                         ((warpSize - w) << 8) | (CLAMP));     \
  }
VGIW_SHFL(__shfl_sync, idx, int, 0x1f)
VGIW_SHFL(__shfl_up_sync, up, unsigned, 0)
VGIW_SHFL(__shfl_down_sync, down, unsigned, 0x1f)
VGIW_SHFL(__shfl_xor_sync, bfly, int, 0x1f)
#undef VGIW_SHFL
VGIW_DEV unsigned __ballot_sync(unsigned m, int p) {
  return __nvvm_vote_ballot_sync(m, p);
}
VGIW_DEV int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p); }
VGIW_DEV int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p); }
VGIW_DEV int __uni_sync(unsigned m, int p) { return __nvvm_vote_uni_sync(m, p); }
VGIW_DEV unsigned __activemask(void) { return __nvvm_vote_ballot(1); }
VGIW_DEV void __syncwarp(unsigned m = 0xffffffffu) { __nvvm_bar_warp_sync(m); }

/* Texture objects: tex1Dfetch, tex1D, tex2D, tex3D, tex1DLayered,
 * tex2DLayered, texCubemap and texCubemapLayered in the inline asm forms the CUDA headers (clang's
 * __clang_cuda_texture_intrinsics.h) emit, four outputs of which a texture
 * fills as many as it has channels (docs/vgiwcc.md, "Textures"). T is
 * float, int, unsigned or float4. */
typedef unsigned long long cudaTextureObject_t;
struct __attribute__((aligned(16))) float4 { float x, y, z, w; };
template <class T> VGIW_DEV T tex1Dfetch(cudaTextureObject_t t, int x);
template <class T> VGIW_DEV T tex1D(cudaTextureObject_t t, float x);
template <class T> VGIW_DEV T tex2D(cudaTextureObject_t t, float x, float y);
template <class T> VGIW_DEV T tex3D(cudaTextureObject_t t, float x, float y, float z);
template <class T> VGIW_DEV T tex1DLayered(cudaTextureObject_t t, float x, int layer);
template <class T>
VGIW_DEV T tex2DLayered(cudaTextureObject_t t, float x, float y, int layer);
template <class T> VGIW_DEV T texCubemap(cudaTextureObject_t t, float x, float y, float z);
template <class T>
VGIW_DEV T texCubemapLayered(cudaTextureObject_t t, float x, float y, float z, int layer);
#define VGIW_TEX_ALL(T, E, PTX, C)                                             \
  VGIW_TEX_FETCH(T, E, PTX, C)                                                 \
  template <>                                                                  \
  __device__ __forceinline__ T tex1D<T>(cudaTextureObject_t t, float x) {      \
    E a, b, c, d;                                                              \
    asm("tex.1d.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5}];"                  \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d) : "l"(t), "f"(x));            \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T tex2D<T>(cudaTextureObject_t t, float x,        \
                                        float y) {                             \
    E a, b, c, d;                                                              \
    asm("tex.2d.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6}];"              \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d) : "l"(t), "f"(x), "f"(y));    \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T tex3D<T>(cudaTextureObject_t t, float x,        \
                                        float y, float z) {                    \
    E a, b, c, d;                                                              \
    asm("tex.3d.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];"      \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d)                               \
        : "l"(t), "f"(x), "f"(y), "f"(z));                                     \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T tex1DLayered<T>(cudaTextureObject_t t, float x, \
                                               int layer) {                    \
    E a, b, c, d;                                                              \
    asm("tex.a1d.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6}];"             \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d) : "l"(t), "r"(layer), "f"(x)); \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T tex2DLayered<T>(cudaTextureObject_t t, float x, \
                                               float y, int layer) {           \
    E a, b, c, d;                                                              \
    asm("tex.a2d.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];"     \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d)                               \
        : "l"(t), "r"(layer), "f"(x), "f"(y));                                 \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T texCubemap<T>(cudaTextureObject_t t, float x,   \
                                             float y, float z) {               \
    E a, b, c, d;                                                              \
    asm("tex.cube.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];"    \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d)                               \
        : "l"(t), "f"(x), "f"(y), "f"(z));                                     \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }                                                                            \
  template <>                                                                  \
  __device__ __forceinline__ T texCubemapLayered<T>(                           \
      cudaTextureObject_t t, float x, float y, float z, int layer) {           \
    E a, b, c, d;                                                              \
    asm("tex.acube.v4." PTX ".f32\t{%0, %1, %2, %3}, [%4, {%5, %6, %7, %8}];"   \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d)                               \
        : "l"(t), "r"(layer), "f"(x), "f"(y), "f"(z));                         \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }
#define VGIW_TEX_FETCH(T, E, PTX, C)                                           \
  template <>                                                                  \
  __device__ __forceinline__ T tex1Dfetch<T>(cudaTextureObject_t t, int x) {   \
    E a, b, c, d;                                                              \
    asm("tex.1d.v4." PTX ".s32\t{%0, %1, %2, %3}, [%4, {%5}];"                  \
        : "=" C(a), "=" C(b), "=" C(c), "=" C(d) : "l"(t), "r"(x));            \
    return VGIW_TEX_RESULT(T, E, a, b, c, d);                                  \
  }
#define VGIW_TEX_RESULT(T, E, a, b, c, d) VGIW_TEX_PICK_##T(a, b, c, d)
#define VGIW_TEX_PICK_float(a, b, c, d) a
#define VGIW_TEX_PICK_int(a, b, c, d) a
#define VGIW_TEX_PICK_unsigned(a, b, c, d) a
#define VGIW_TEX_PICK_float4(a, b, c, d) float4{a, b, c, d}
VGIW_TEX_ALL(float, float, "f32", "f")
VGIW_TEX_ALL(int, int, "s32", "r")
VGIW_TEX_ALL(unsigned, unsigned, "u32", "r")
VGIW_TEX_ALL(float4, float, "f32", "f")
#undef VGIW_TEX_ALL
#undef VGIW_TEX_FETCH

/* ---- the SM's cycle counter ----------------------------------------- */
/* clock() reads llvm.nvvm.read.ptx.sreg.clock (PTX's 32-bit %clock),
 * clock64() llvm.nvvm.read.ptx.sreg.clock64 */
typedef long clock_t;  /* as the CUDA headers take it from <time.h> */
VGIW_DEV clock_t clock(void) { return __nvvm_read_ptx_sreg_clock(); }
VGIW_DEV long long clock64(void) { return __nvvm_read_ptx_sreg_clock64(); }

#endif /* VGIW_CUDA_H */
