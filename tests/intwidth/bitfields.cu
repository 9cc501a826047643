/* Bit-fields whose storage units are not native widths: clang reads and
 * writes them as i24, i40 and i48 (an align-1 i40 in a packed struct), and
 * the front end splits those accesses into 1-, 2- and 4-byte ones. */
#include "vgiw_cuda.h"

struct P { unsigned a : 12; unsigned b : 12; unsigned char c; };
struct Q { unsigned long long a : 20; unsigned long long b : 28; unsigned short c; };
struct __attribute__((packed)) R { unsigned char t; unsigned x : 20; unsigned y : 20; };

extern "C" __global__ void
bitfields(P *p, Q *q, R *r, int *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	P v = p[i];
	Q w = q[i];
	R z = r[i];
	out[i] = v.a * 7 + v.b - v.c + (int)w.a - (int)w.b + w.c + z.x - z.y + z.t;
	v.b = v.a + 1;
	w.b = w.a * 3;
	z.y = z.x + z.t;
	p[i] = v;
	q[i] = w;
	r[i] = z;
}

/* The i24 storage unit alone, small enough for GPU-CC. */
extern "C" __global__ void
bitfield24(P *p, int *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		P v = p[i];
		out[i] = v.a * 7 - v.b;
		v.b = v.a + v.b;
		p[i] = v;
	}
}
