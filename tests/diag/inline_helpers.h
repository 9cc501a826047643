// Device helpers for inline_shfl.cu and inline_call.cu: code that the
// kernels inline, so that their diagnostics name the kernel's line first
// and these lines after it.
__device__ int undefined_helper_fn(int);

__device__ static inline int shfl_inner(int v)
{
	return __shfl_down_sync(0xffffffff, v, 1);
}

__device__ static inline int shfl_outer(int v)
{
	return shfl_inner(v) + 1;
}

__device__ static inline int call_wrap(int v)
{
	return undefined_helper_fn(v) * 2;
}
