/* Executing the decoded program over a launch: CTAs one after another, the
 * threads of a CTA each until it reaches a barrier or exits, released
 * together when all of them wait at the same barrier. Within a CTA, warps
 * of 32 threads in linear order run in lockstep between warp-level
 * operations (shuffle, vote, __syncwarp), which are computed for the warp
 * at once. Per-thread state (value slots, program counter, local memory,
 * byval copies) lives in arrays allocated once per launch; nothing is
 * allocated per instruction. */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/front.h"

#include "ref.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the reference interpreter keeps memory images in host byte order: little-endian hosts only"
#endif

/* TH_WAIT: at a CTA barrier; TH_WARP: at a warp-level operation. */
enum { TH_RUN, TH_WAIT, TH_DONE, TH_WARP };

#define REF_WARP 32u

typedef struct {
	RefProg *p;
	Launch *l;
	uint32_t nthreads;
	uint64_t nslots;
	uint64_t *regs;          /* nthreads * nslots */
	uint32_t *pc;
	uint8_t *state;
	uint32_t *bar_pc;        /* the barrier or warp operation a waiting
	                          * thread stopped at */
	uint64_t *steps;
	uint32_t *tid;           /* 3 per thread */
	uint32_t ctaid[3];
	uint64_t cta;            /* its linear ID, x fastest */
	uint8_t *shared;
	uint8_t *local;
	uint8_t *param;          /* per-thread copies of the param window */
	uint8_t *param_init;
	uint64_t param_size;
	uint64_t *scratch;
	const LaunchRegion *cache;  /* last global region hit */
	uint64_t max_thread_steps, max_total_steps, total_steps;
	int failed;
	DiagList *d;
} Exec;

/* ---- errors ---- */

static void
run_error(Exec *x, uint32_t t, const RefInst *in, const char *fmt, ...) VGIW_PRINTF(4, 5);

static void
run_error(Exec *x, uint32_t t, const RefInst *in, const char *fmt, ...)
{
	char msg[600];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	x->failed = 1;
	char *s = in && in->src ? LLVMPrintValueToString(in->src) : NULL;
	const char *text = s ? s : "";
	while (*text == ' ')
		text++;
	front_error(x->d, x->p->path, in ? in->src : NULL,
	            "reference: thread (%u,%u,%u) of CTA (%u,%u,%u): %s%s%.200s",
	            x->tid[3 * t], x->tid[3 * t + 1], x->tid[3 * t + 2],
	            x->ctaid[0], x->ctaid[1], x->ctaid[2], msg, s ? ": " : "", text);
	if (s)
		LLVMDisposeMessage(s);
}

/* ---- memory ---- */

static inline int
within(uint64_t off, uint64_t size, uint64_t limit)
{
	return off <= limit && size <= limit - off;
}

/* Where a refused access falls, in the reference's own words (it does not
 * use the simulators' description, so the two cannot share a mistake):
 * relative to the region a tagged address names, else to the nearest
 * region of its window, or to the CTA's shared block, the thread's local
 * frame, constant memory. */
static void
describe(const Exec *x, uint64_t addr, uint64_t size, char *buf, size_t n)
{
	const RefProg *p = x->p;
	uint64_t tag = addr >> LAUNCH_TAG_SHIFT, a = addr & LAUNCH_ADDR_MASK;
	LaunchWindow w = launch_window(a);
	const LaunchRegion *r = NULL;
	char what[256];

	if (!tag && (w == LAUNCH_WIN_LOCAL || w == LAUNCH_WIN_CONST || w == LAUNCH_WIN_SHARED)) {
		uint64_t base = w == LAUNCH_WIN_LOCAL ? LAUNCH_LOCAL_BASE :
		                w == LAUNCH_WIN_CONST ? LAUNCH_CONST_BASE : LAUNCH_SHARED_BASE;
		uint64_t lim = w == LAUNCH_WIN_LOCAL ? p->local_size :
		               w == LAUNCH_WIN_CONST ? p->const_size : p->shared_size;
		snprintf(buf, n, "%llu bytes past the end of %s (%llu bytes)",
		         (unsigned long long)(a - base + size - lim),
		         w == LAUNCH_WIN_LOCAL ? "the thread's local frame" :
		         w == LAUNCH_WIN_CONST ? "constant memory" : "the CTA's shared block",
		         (unsigned long long)lim);
		return;
	}
	if (!tag && w == LAUNCH_WIN_NONE) {
		snprintf(buf, n, "no window: addresses below 0x%llx are never mapped",
		         (unsigned long long)LAUNCH_GLOBAL_BASE);
		return;
	}
	if (tag > x->l->nregions) {
		snprintf(buf, n, "a pointer whose tag %llu names no allocation",
		         (unsigned long long)tag);
		return;
	}
	if (tag) {
		r = &x->l->regions[tag - 1];
	} else {
		uint64_t best = UINT64_MAX;
		for (uint32_t k = 0; k < x->l->nregions; k++) {
			const LaunchRegion *q = &x->l->regions[k];
			uint64_t end = q->addr + q->size;
			uint64_t dist = a < q->addr ? q->addr - a : a + size > end ? a + size - end : 0;
			if (launch_window(q->addr) == w && w != LAUNCH_WIN_NONE && dist < best) {
				best = dist;
				r = q;
			}
		}
	}
	if (!r) {
		snprintf(buf, n, "no allocation of the %s window is near it",
		         launch_window_name(w));
		return;
	}
	if (r->arg >= 0 && (unsigned)r->arg < LLVMCountParams(p->fn)) {
		size_t len;
		const char *nm = LLVMGetValueName2(LLVMGetParam(p->fn, (unsigned)r->arg), &len);
		snprintf(what, sizeof what, "%sargument %d (%.*s, %llu bytes)",
		         r->kind == LAUNCH_REGION_PARAM ? "the by-value copy of " : "",
		         r->arg, len ? (int)len : (int)strlen(r->name), len ? nm : r->name,
		         (unsigned long long)r->size);
	} else {
		snprintf(what, sizeof what, "%s '%s' (%llu bytes)",
		         r->kind == LAUNCH_REGION_GLOBAL ? "global" : "buffer", r->name,
		         (unsigned long long)r->size);
	}
	if (a < r->addr)
		snprintf(buf, n, "%llu bytes before the start of %s",
		         (unsigned long long)(r->addr - a), what);
	else
		snprintf(buf, n, "%llu bytes past the end of %s",
		         (unsigned long long)(a + size - (r->addr + r->size)), what);
}

/* The host bytes of [addr, addr+size) for thread t, or NULL after a
 * diagnostic naming the access. Exact bounds: the access lies wholly in
 * the region its tag names (launch.h), or for an untagged address in one
 * region of its window, the CTA's shared block, the thread's local frame
 * or constant memory. */
static uint8_t *
mem(Exec *x, uint32_t t, uint64_t addr, uint64_t size, int write, const RefInst *in)
{
	const RefProg *p = x->p;
	LaunchWindow w = launch_window(addr);
	uint64_t tag = addr >> LAUNCH_TAG_SHIFT;
	const LaunchRegion *r;
	uint64_t off;

	if (tag) {
		/* the allocation the pointer was derived from, and only that */
		r = tag <= x->l->nregions ? &x->l->regions[tag - 1] : NULL;
		addr &= LAUNCH_ADDR_MASK;
		if (r && addr >= r->addr && within(addr - r->addr, size, r->size)) {
			if (r->kind == LAUNCH_REGION_PARAM)
				return x->param + t * x->param_size + (addr - LAUNCH_PARAM_BASE);
			return r->data + (addr - r->addr);
		}
		w = LAUNCH_WIN_NONE;
	}
	switch (w) {
	case LAUNCH_WIN_GLOBAL:
		r = x->cache;
		if (r && addr >= r->addr && within(addr - r->addr, size, r->size))
			return r->data + (addr - r->addr);
		r = launch_find(x->l, addr, size);
		if (r && r->kind != LAUNCH_REGION_PARAM) {
			x->cache = r;
			return r->data + (addr - r->addr);
		}
		break;
	case LAUNCH_WIN_PARAM:
		r = launch_find(x->l, addr, size);
		if (r && r->kind == LAUNCH_REGION_PARAM)
			return x->param + t * x->param_size + (addr - LAUNCH_PARAM_BASE);
		break;
	case LAUNCH_WIN_LOCAL:
		off = addr - LAUNCH_LOCAL_BASE;
		if (within(off, size, p->local_size))
			return x->local + t * p->local_size + off;
		break;
	case LAUNCH_WIN_CONST:
		off = addr - LAUNCH_CONST_BASE;
		if (within(off, size, p->const_size)) {
			if (write) {
				run_error(x, t, in, "store into constant memory at 0x%llx",
				          (unsigned long long)addr);
				return NULL;
			}
			return p->const_mem + off;
		}
		break;
	case LAUNCH_WIN_SHARED:
		off = addr - LAUNCH_SHARED_BASE;
		if (within(off, size, p->shared_size))
			return x->shared + off;
		break;
	default:
		break;
	}
	char where[400];
	describe(x, addr | tag << LAUNCH_TAG_SHIFT, size, where, sizeof where);
	run_error(x, t, in, "out-of-bounds %s of %llu bytes at 0x%llx: %s",
	          write ? "store" : "load", (unsigned long long)size,
	          (unsigned long long)(addr & LAUNCH_ADDR_MASK), where);
	return NULL;
}

/* ---- threads ---- */

/* The error of a thread that ran past its instruction limit or the
 * launch's. */
static void
out_of_steps(Exec *x, uint32_t t, const RefInst *in, uint64_t steps)
{
	if (steps > x->max_thread_steps)
		run_error(x, t, in, "more than %llu instructions in one thread "
		          "(an endless loop?)", (unsigned long long)x->max_thread_steps);
	else
		run_error(x, t, in, "more than %llu instructions in the launch",
		          (unsigned long long)x->max_total_steps);
}

/* RO_GEP: a + imm + the sum of the scaled indices. */
static uint64_t
gep(const RefProg *p, const RefInst *in, const uint64_t *v)
{
	uint64_t a = v[in->a] + in->imm;

	for (uint32_t k = 0; k < in->naux; k++) {
		const RefIndex *ix = &p->idx[in->aux + k];
		a += (uint64_t)ref_sx(v[ix->slot], ix->bits) * (uint64_t)ix->scale;
	}
	return a;
}

/* RO_SREG k: CUDA's tid (0-2), ntid (3-5), ctaid (6-8), nctaid (9-11). */
static uint64_t
sreg(const Exec *x, uint32_t t, unsigned k)
{
	return k < 3 ? x->tid[3 * t + k] : k < 6 ? x->l->block[k - 3]
	     : k < 9 ? x->ctaid[k - 6] : x->l->grid[k - 9];
}

static uint64_t
workitem(const Exec *x, uint32_t t, RefWorkItem w, uint64_t dim)
{
	const Launch *l = x->l;

	if (w == RW_WORK_DIM)
		return 3;  /* launches are always three-dimensional here */
	if (w == RW_GLOBAL_OFFSET)
		return 0;
	if (dim > 2)  /* OpenCL: ids 0, sizes 1 beyond the dimensions */
		return w == RW_LOCAL_SIZE || w == RW_NUM_GROUPS || w == RW_GLOBAL_SIZE;
	switch (w) {
	case RW_GLOBAL_ID:
		return (uint64_t)x->ctaid[dim] * l->block[dim] + x->tid[3 * t + dim];
	case RW_LOCAL_ID: return x->tid[3 * t + dim];
	case RW_GROUP_ID: return x->ctaid[dim];
	case RW_LOCAL_SIZE: return l->block[dim];
	case RW_NUM_GROUPS: return l->grid[dim];
	default: return (uint64_t)l->grid[dim] * l->block[dim];
	}
}

/* A trap of an operation on values as a run error; 1 if there was one. */
static int
trapped(Exec *x, uint32_t t, const RefInst *in, RefTrap trap)
{
	if (trap == REF_TRAP_DIV_ZERO)
		run_error(x, t, in, "integer division by zero");
	else if (trap == REF_TRAP_DIV_OVERFLOW)
		run_error(x, t, in, "signed division overflow (the smallest i%u divided by -1)",
		          in->bits);
	return trap != REF_TRAP_NONE;
}

/* A cubemap fetch's direction d -> op: the face, then the bits of its
 * normalised coordinates (s/m + 1)/2, (t/m + 1)/2 (docs/vgiwcc.md,
 * "Textures": the CUDA Programming Guide's table, ties to x, then y). */
static void
tex_cube(const uint32_t d[3], uint32_t op[3])
{
	float x = vgiw_f32(d[0]), y = vgiw_f32(d[1]), z = vgiw_f32(d[2]);
	float ax = fabsf(x), ay = fabsf(y), az = fabsf(z), m, s, t;

	if (ax >= ay && ax >= az) {
		op[0] = x < 0 ? 1 : 0;
		m = ax, s = x < 0 ? z : -z, t = -y;
	} else if (ay >= az) {
		op[0] = y < 0 ? 3 : 2;
		m = ay, s = x, t = y < 0 ? -z : z;
	} else {
		op[0] = z < 0 ? 5 : 4;
		m = az, s = z < 0 ? -x : x, t = -y;
	}
	op[1] = (uint32_t)vgiw_b32((s / m + 1.0f) * 0.5f);
	op[2] = (uint32_t)vgiw_b32((t / m + 1.0f) * 0.5f);
}

/* RO_TEX: point sampling, written from docs/vgiwcc.md "Textures"; 0, or -1
 * after a run error. */
static int
tex_op(Exec *x, uint32_t t, const RefInst *in, uint64_t *v)
{
	uint8_t desc[LAUNCH_TEX_SIZE], *ptr;

	if (!(ptr = mem(x, t, v[in->a], LAUNCH_TEX_SIZE, 0, in)))
		return -1;
	memcpy(desc, ptr, sizeof desc);
	uint32_t size[3], op[3] = { (uint32_t)v[in->b], (uint32_t)v[in->c],
	                            (uint32_t)v[in->aux] };
	uint64_t base = vgiw_load_le(desc, 8);
	size[0] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_XMAX, 4) + 1;
	size[1] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_YMAX, 4) + 1;
	size[2] = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_ZMAX, 4) + 1;
	uint32_t flags = (uint32_t)vgiw_load_le(desc + LAUNCH_TEX_FLAGS, 4);
	uint32_t chan = (flags >> LAUNCH_TEX_CHAN_SHIFT) & 255;
	int dims = (int)(in->imm & 3), cube = (int)(in->imm >> 4 & 1), inside = 1;
	int layered = (int)(in->imm >> 3 & 1) || cube;
	uint64_t texel = 0;
	/* a cubemap's coordinates are normalised whatever the flag says; a
	 * layered one's layer l (imm's high half) selects faces 6 l .. 6 l + 5,
	 * l at most the last whole cube, in unsigned 32-bit arithmetic */
	if (cube) {
		uint32_t d[3] = { op[0], op[1], op[2] };
		tex_cube(d, op);
		flags |= LAUNCH_TEX_NORM;
		if (in->imm >> 3 & 1) {
			uint32_t l = (uint32_t)v[in->imm >> 32], last = size[2] / 6 - 1;
			op[0] += 6 * (l < last ? l : last);
		}
	}
	/* a layered fetch's layer, operand 0, is the dimension after its
	 * coordinates', unsigned and clamped to the last layer in either mode */
	if (layered) {
		uint32_t l = op[0];
		texel = l < size[dims] ? l : size[dims] - 1;
	}
	const uint32_t *coord = op + layered;
	for (int k = dims - 1; k >= 0; k--) {
		int64_t ix;
		if (in->imm & 4) {
			float u = vgiw_f32(coord[k]);
			if (flags & LAUNCH_TEX_NORM)
				u *= (float)size[k];
			u = fminf(fmaxf(floorf(u), -1.0f), (float)size[k]);
			ix = (int64_t)u;
		} else {
			ix = (int32_t)coord[k];
		}
		inside &= ix >= 0 && ix < (int64_t)size[k];
		ix = ix < 0 ? 0 : ix >= (int64_t)size[k] ? (int64_t)size[k] - 1 : ix;
		texel = texel * size[k] + (uint64_t)ix;
	}
	for (int c = 0; c < 4; c++) {
		uint64_t r = 0;
		if ((inside || (flags & LAUNCH_TEX_CLAMP)) && (uint32_t)c < chan) {
			uint64_t at = base + 4 * (texel * chan + (uint64_t)c);
			if (!(ptr = mem(x, t, at, 4, 0, in)))
				return -1;
			memcpy(&r, ptr, 4);
		}
		v[in->dst + (uint32_t)c] = r;
	}
	return 0;
}

/* An instruction that reads or writes memory (RO_LOAD ... RO_MEMSET,
 * RO_TEX); 0, or -1 after a run error. */
static int
mem_op(Exec *x, uint32_t t, const RefInst *in, uint64_t *v)
{
	const RefProg *p = x->p;
	uint8_t *ptr, *q;
	uint64_t r, len;

	switch ((RefOp)in->op) {
	case RO_LOAD:
		if (!(ptr = mem(x, t, v[in->a], in->imm, 0, in)))
			return -1;
		r = 0;
		memcpy(&r, ptr, in->imm);
		v[in->dst] = r & ref_masks[in->rbits];
		return 0;
	case RO_STORE:
		if (!(ptr = mem(x, t, v[in->a], in->imm, 1, in)))
			return -1;
		memcpy(ptr, &v[in->b], in->imm);
		return 0;
	case RO_LOADAGG:
	case RO_STOREAGG: {
		int st = in->op == RO_STOREAGG;
		if (!(ptr = mem(x, t, v[in->a], in->imm, st, in)))
			return -1;
		for (uint32_t k = 0; k < in->naux; k++) {
			const RefLeaf *lf = &p->leaves[in->aux + k];
			if (st) {
				memcpy(ptr + lf->off, &v[in->b + k], lf->size);
			} else {
				r = 0;
				memcpy(&r, ptr + lf->off, lf->size);
				v[in->dst + k] = r & ref_masks[lf->mask_bits];
			}
		}
		return 0;
	}
	case RO_ATOMIC:
		if (!(ptr = mem(x, t, v[in->a], in->naux, 1, in)))
			return -1;
		r = 0;
		memcpy(&r, ptr, in->naux);
		len = ref_atomic_new((RefAtomic)in->imm, in->bits, r, v[in->b]) &
		      ref_masks[in->bits];
		memcpy(ptr, &len, in->naux);
		v[in->dst] = r;
		return 0;
	case RO_CMPXCHG:
		if (!(ptr = mem(x, t, v[in->a], in->naux, 1, in)))
			return -1;
		r = 0;
		memcpy(&r, ptr, in->naux);
		if (r == v[in->b])
			memcpy(ptr, &v[in->c], in->naux);
		if (!in->imm)
			v[in->dst + 1] = r == v[in->b];
		v[in->dst] = r;
		return 0;
	case RO_MEMCPY:
	case RO_MEMSET:
		len = v[in->c] & ref_masks[in->bits];
		if (!len)
			return 0;
		if (!(ptr = mem(x, t, v[in->a], len, 1, in)))
			return -1;
		if (in->op == RO_MEMSET) {
			memset(ptr, (int)(v[in->b] & 0xff), len);
			return 0;
		}
		if (!(q = mem(x, t, v[in->b], len, 0, in)))
			return -1;
		memmove(ptr, q, len);
		return 0;
	default:
		return tex_op(x, t, in, v);
	}
}

/* RO_BR, RO_CONDBR: the edge's phi moves; the pc it goes to. */
static uint32_t
branch(Exec *x, const RefInst *in, uint64_t *v)
{
	const RefProg *p = x->p;
	uint32_t e = in->op == RO_BR || (v[in->a] & 1) ? in->aux : in->naux;
	const RefEdge *ed = &p->edges[e];
	const RefMove *mv = &p->moves[ed->moves];

	if (ed->nmoves == 1) {
		v[mv->dst] = v[mv->src];
	} else if (ed->nmoves) {
		/* phis read their inputs before any of them is written */
		for (uint32_t k = 0; k < ed->nmoves; k++)
			x->scratch[k] = v[mv[k].src];
		for (uint32_t k = 0; k < ed->nmoves; k++)
			v[mv[k].dst] = x->scratch[k];
	}
	return ed->pc;
}

/* A float operation or conversion (RO_FADD ... RO_FNEG, RO_FCMP,
 * RO_FPTRUNC ... RO_UITOFP, RO_FMATH, RO_PTX, RO_FCLASS). */
static void
float_op(const RefInst *in, uint64_t *v)
{
	switch ((RefOp)in->op) {
	case RO_FADD:
		v[in->dst] = in->bits == 32 ? vgiw_b32(vgiw_f32(v[in->a]) + vgiw_f32(v[in->b]))
		                            : vgiw_b64(vgiw_f64(v[in->a]) + vgiw_f64(v[in->b]));
		return;
	case RO_FSUB:
		v[in->dst] = in->bits == 32 ? vgiw_b32(vgiw_f32(v[in->a]) - vgiw_f32(v[in->b]))
		                            : vgiw_b64(vgiw_f64(v[in->a]) - vgiw_f64(v[in->b]));
		return;
	case RO_FMUL:
		v[in->dst] = in->bits == 32 ? vgiw_b32(vgiw_f32(v[in->a]) * vgiw_f32(v[in->b]))
		                            : vgiw_b64(vgiw_f64(v[in->a]) * vgiw_f64(v[in->b]));
		return;
	case RO_FDIV:
		v[in->dst] = in->bits == 32 ? vgiw_b32(vgiw_f32(v[in->a]) / vgiw_f32(v[in->b]))
		                            : vgiw_b64(vgiw_f64(v[in->a]) / vgiw_f64(v[in->b]));
		return;
	case RO_FREM:
		v[in->dst] = in->bits == 32 ? vgiw_b32(fmodf(vgiw_f32(v[in->a]), vgiw_f32(v[in->b])))
		                            : vgiw_b64(fmod(vgiw_f64(v[in->a]), vgiw_f64(v[in->b])));
		return;
	case RO_FNEG:
		v[in->dst] = v[in->a] ^ (1ull << (in->bits - 1));
		return;
	case RO_FCMP:
		v[in->dst] = (uint64_t)ref_fcmp((unsigned)in->imm, ref_fval(v[in->a], in->bits),
		                                ref_fval(v[in->b], in->bits));
		return;
	case RO_FPTRUNC: v[in->dst] = vgiw_b32((float)vgiw_f64(v[in->a])); return;
	case RO_FPEXT: v[in->dst] = vgiw_b64((double)vgiw_f32(v[in->a])); return;
	case RO_FPTOSI:
	case RO_FPTOUI:
		v[in->dst] = ref_fp_to_int(ref_fval(v[in->a], in->bits), in->rbits,
		                           in->op == RO_FPTOSI);
		return;
	case RO_SITOFP: {
		int64_t s = ref_sx(v[in->a], in->bits);
		v[in->dst] = in->rbits == 32 ? vgiw_b32((float)s) : vgiw_b64((double)s);
		return;
	}
	case RO_UITOFP: {
		uint64_t u = v[in->a] & ref_masks[in->bits];
		v[in->dst] = in->rbits == 32 ? vgiw_b32((float)u) : vgiw_b64((double)u);
		return;
	}
	case RO_FMATH: {
		int64_t n = in->imm == RF_POWI ? ref_sx(v[in->b], in->naux) : 0;
		v[in->dst] = in->bits == 32
			? ref_fmath32((RefFn)in->imm, vgiw_f32(v[in->a]), vgiw_f32(v[in->b]),
			              vgiw_f32(v[in->c]), n)
			: ref_fmath64((RefFn)in->imm, vgiw_f64(v[in->a]), vgiw_f64(v[in->b]),
			              vgiw_f64(v[in->c]), n);
		return;
	}
	case RO_PTX:
		/* b and c unused (0) for the one-operand forms */
		v[in->dst] = ref_ptx_exec((RefPtx)in->imm, v[in->a], v[in->b], v[in->c]);
		return;
	case RO_FCLASS: {
		double f = ref_fval(v[in->a], in->bits);
		v[in->dst] = in->imm == 0 ? isnan(f) != 0
		           : in->imm == 1 ? isinf(f) != 0 : isfinite(f) != 0;
		return;
	}
	default:
		die("reference: float op %u", in->op);
	}
}

/* Run thread t from its pc until it waits (at a barrier or a warp
 * operation), exits, fails or runs out of instructions. */
/* A failure is recorded and the thread goes on, as on every machine; the
 * launch ends with the first (ref_execute). */
static void
assert_op(Exec *x, uint32_t t, const RefInst *in, const uint64_t *v)
{
	if (!(v[in->a] & 1))
		launch_assert_fail(x->l, x->cta * x->nthreads + t, (uint32_t)in->imm);
}

static void
run_thread(Exec *x, uint32_t t)
{
	const RefProg *p = x->p;
	const RefInst *insts = p->insts;
	uint64_t *v = x->regs + t * x->nslots;
	uint32_t pc = x->pc[t];
	uint64_t steps = x->steps[t];
	uint64_t limit = x->max_thread_steps;
	uint64_t start = steps;
	const RefInst *in = NULL;

	if (x->max_total_steps && x->max_total_steps - x->total_steps < limit - steps)
		limit = steps + (x->max_total_steps - x->total_steps);
	for (;;) {
		in = &insts[pc++];
		if (++steps > limit) {
			out_of_steps(x, t, in, steps);
			goto stop;
		}
		switch ((RefOp)in->op) {
		case RO_NOP:
			break;
		case RO_ADD: v[in->dst] = (v[in->a] + v[in->b]) & ref_masks[in->bits]; break;
		case RO_SUB: v[in->dst] = (v[in->a] - v[in->b]) & ref_masks[in->bits]; break;
		case RO_MUL: v[in->dst] = (v[in->a] * v[in->b]) & ref_masks[in->bits]; break;
		case RO_AND: v[in->dst] = v[in->a] & v[in->b]; break;
		case RO_OR: v[in->dst] = v[in->a] | v[in->b]; break;
		case RO_XOR: v[in->dst] = v[in->a] ^ v[in->b]; break;
		case RO_SHL:
			v[in->dst] = (v[in->a] << (v[in->b] % in->bits)) & ref_masks[in->bits];
			break;
		case RO_LSHR: v[in->dst] = v[in->a] >> (v[in->b] % in->bits); break;
		case RO_ASHR:
			v[in->dst] = (uint64_t)(ref_sx(v[in->a], in->bits) >> (v[in->b] % in->bits)) &
			             ref_masks[in->bits];
			break;
		case RO_UDIV:
		case RO_UREM:
		case RO_SDIV:
		case RO_SREM:
			if (trapped(x, t, in, ref_div(in, v)))
				goto stop;
			break;
		case RO_FADD:
		case RO_FSUB:
		case RO_FMUL:
		case RO_FDIV:
		case RO_FREM:
		case RO_FNEG:
		case RO_FCMP:
		case RO_FPTRUNC:
		case RO_FPEXT:
		case RO_FPTOSI:
		case RO_FPTOUI:
		case RO_SITOFP:
		case RO_UITOFP:
		case RO_FMATH:
		case RO_PTX:
		case RO_FCLASS:
			float_op(in, v);
			break;
		case RO_ICMP:
			v[in->dst] = (uint64_t)ref_icmp((unsigned)in->imm, v[in->a], v[in->b], in->bits);
			break;
		case RO_SELECT:
			if (in->imm == 1)
				v[in->dst] = (v[in->a] & 1) ? v[in->b] : v[in->c];
			else
				memmove(&v[in->dst], &v[(v[in->a] & 1) ? in->b : in->c],
				        in->imm * sizeof *v);
			break;
		case RO_MOV: v[in->dst] = v[in->a] & ref_masks[in->rbits]; break;
		case RO_MOVN: memmove(&v[in->dst], &v[in->a], in->imm * sizeof *v); break;
		case RO_SEXT:
			v[in->dst] = (uint64_t)ref_sx(v[in->a], in->bits) & ref_masks[in->rbits];
			break;
		case RO_GEP:
			v[in->dst] = gep(p, in, v);
			break;
		case RO_LOAD:
		case RO_STORE:
		case RO_LOADAGG:
		case RO_STOREAGG:
		case RO_ATOMIC:
		case RO_CMPXCHG:
		case RO_MEMCPY:
		case RO_MEMSET:
		case RO_TEX:
			if (mem_op(x, t, in, v))
				goto stop;
			break;
		case RO_INSERT:
			if (in->dst != in->a)
				memmove(&v[in->dst], &v[in->a], in->imm * sizeof *v);
			memmove(&v[in->dst + in->aux], &v[in->b], in->naux * sizeof *v);
			break;
		case RO_SREG:
			v[in->dst] = sreg(x, t, (unsigned)in->imm);
			break;
		case RO_CLOCK:
			v[in->dst] = steps & ref_masks[in->rbits];
			break;
		case RO_WORKITEM:
			v[in->dst] = workitem(x, t, (RefWorkItem)in->imm,
			                      in->bits ? v[in->a] & ref_masks[in->bits] : 0) &
			             ref_masks[in->rbits];
			break;
		case RO_IOVF:
			ref_iovf(in, v);
			break;
		case RO_LIBDEV:
			ref_libdev_exec(in, v);
			break;
		case RO_IMATH:
			v[in->dst] = ref_imath((RefFn)in->imm, in->bits, v[in->a], v[in->b], v[in->c]) &
			             ref_masks[in->rbits];
			break;
		case RO_WIDE:
			if (trapped(x, t, in, ref_wide(in, v)))
				goto stop;
			break;
		case RO_BARRIER:
		case RO_SHFL:
		case RO_VOTE:
		case RO_WARPSYNC:
			/* a barrier waits for the CTA; a warp operation's result comes
			 * when the whole warp is here */
			x->state[t] = in->op == RO_BARRIER ? TH_WAIT : TH_WARP;
			x->bar_pc[t] = pc - 1;
			goto out;
		case RO_BR:
		case RO_CONDBR:
			pc = branch(x, in, v);
			break;
		case RO_RET:
			x->state[t] = TH_DONE;
			goto out;
		case RO_ASSERT:
			assert_op(x, t, in, v);
			break;
		case RO_UNREACHABLE:
			run_error(x, t, in, "reached 'unreachable'");
			goto stop;
		default:
			die("reference op %u", in->op);
		}
	}
stop:
	x->state[t] = TH_DONE;
out:
	x->pc[t] = pc;
	x->steps[t] = steps;
	x->total_steps += steps - start;
}

/* Lane j of PTX's shfl.sync.MODE for lane i with operands b and c
 * (bits 4:0 of b; clamp c[4:0] and segment mask c[12:8]), or -1 when j is
 * out of range: the lane then gets its own value. */
static int
shfl_source(unsigned mode, int i, uint64_t b, uint64_t c)
{
	int bval = (int)(b & 31), cval = (int)(c & 31), seg = (int)((c >> 8) & 31);
	int maxl = (i & seg) | (cval & ~seg), minl = i & seg, j, ok;

	switch (mode) {
	case ISA_SHFL_IDX: j = minl | (bval & ~seg); ok = j <= maxl; break;
	case ISA_SHFL_UP: j = i - bval; ok = j >= maxl; break;
	case ISA_SHFL_DOWN: j = i + bval; ok = j <= maxl; break;
	default: j = i ^ bval; ok = j <= maxl; break;
	}
	return ok && j >= 0 && j < (int)REF_WARP ? j : -1;
}

/* The warp operation `in` for threads [lo, hi) of the CTA: those in
 * TH_WARP take part (every thread of the warp that has not exited). */
static void
warp_op(Exec *x, uint32_t lo, uint32_t hi, const RefInst *in)
{
	uint64_t val[REF_WARP], res[REF_WARP];
	uint8_t on[REF_WARP];
	uint32_t n = hi - lo, ballot = 0, nset = 0, nact = 0;

	for (uint32_t i = 0; i < REF_WARP; i++) {
		uint32_t t = lo + i;
		on[i] = i < n && x->state[t] == TH_WARP;
		val[i] = on[i] ? x->regs[t * x->nslots + in->a] : 0;
		if (!on[i])
			continue;
		nact++;
		if (in->op == RO_VOTE && (in->naux || (val[i] & 1))) {
			ballot |= 1u << i;
			nset++;
		}
	}
	if (in->op == RO_WARPSYNC)
		return;
	for (uint32_t i = 0; i < n; i++) {
		if (!on[i])
			continue;
		const uint64_t *v = x->regs + (uint64_t)(lo + i) * x->nslots;
		if (in->op == RO_SHFL) {
			int j = shfl_source((unsigned)in->imm, (int)i, v[in->b], v[in->c]);
			res[i] = (j >= 0 && on[j] ? val[j] : val[i]) & ref_masks[32];
			continue;
		}
		switch (in->imm) {
		case ISA_VOTE_ALL: res[i] = nset == nact; break;
		case ISA_VOTE_ANY: res[i] = nset != 0; break;
		case ISA_VOTE_UNI: res[i] = nset == 0 || nset == nact; break;
		default: res[i] = ballot; break;
		}
	}
	for (uint32_t i = 0; i < n; i++)
		if (on[i])
			x->regs[(uint64_t)(lo + i) * x->nslots + in->dst] = res[i];
}

/* Run warp w (threads [lo, hi) of the CTA) until none of its threads can
 * run: each thread until it reaches a warp-level operation, a barrier or
 * its exit; when all that have not exited wait at the same warp operation,
 * it is computed and they go on. Warp operations reached by diverged
 * threads are an error: the reference supports converged ones only.
 * 0, or 1 after a diagnostic. */
static int
run_warp(Exec *x, uint32_t w, uint32_t lo, uint32_t hi)
{
	const RefProg *p = x->p;

	for (;;) {
		for (uint32_t t = lo; t < hi && !x->failed; t++)
			if (x->state[t] == TH_RUN)
				run_thread(x, t);
		if (x->failed)
			return 1;
		uint32_t first = UINT32_MAX, other = UINT32_MAX;
		for (uint32_t t = lo; t < hi; t++) {
			if (x->state[t] == TH_WARP && first == UINT32_MAX)
				first = t;
			else if ((x->state[t] == TH_WAIT ||
			          (x->state[t] == TH_WARP && x->bar_pc[t] != x->bar_pc[first])) &&
			         other == UINT32_MAX)
				other = t;
		}
		if (first == UINT32_MAX)
			return 0;
		const RefInst *in = &p->insts[x->bar_pc[first]];
		if (other != UINT32_MAX) {
			char where[64] = "";
			unsigned line = LLVMGetDebugLocLine(in->src);
			if (line)
				snprintf(where, sizeof where, " at line %u", line);
			const RefInst *o = &p->insts[x->bar_pc[other]];
			unsigned oline = LLVMGetDebugLocLine(o->src);
			char at[64];
			if (x->state[other] == TH_WAIT)
				snprintf(at, sizeof at, "a barrier");
			else if (oline)
				snprintf(at, sizeof at, "the warp operation of line %u", oline);
			else
				snprintf(at, sizeof at, "another warp operation");
			run_error(x, first, in, "warp operation reached by diverged threads "
			          "of warp %u%s: thread (%u,%u,%u) waits at %s (the reference "
			          "supports converged warp operations only)", w, where,
			          x->tid[3 * other], x->tid[3 * other + 1],
			          x->tid[3 * other + 2], at);
			return 1;
		}
		warp_op(x, lo, hi, in);
		for (uint32_t t = lo; t < hi; t++)
			if (x->state[t] == TH_WARP)
				x->state[t] = TH_RUN;
	}
}

/* Run one CTA to completion; 0, or 1 after a diagnostic. */
static int
run_cta(Exec *x, RefStats *st)
{
	const RefProg *p = x->p;
	uint32_t n = x->nthreads;

	memset(x->shared, 0, p->shared_size);
	memset(x->local, 0, (size_t)n * p->local_size);
	for (uint32_t t = 0; t < n; t++) {
		x->pc[t] = p->entry_pc;
		x->state[t] = TH_RUN;
		x->steps[t] = 0;
		memcpy(x->param + t * x->param_size, x->param_init, x->param_size);
	}
	for (;;) {
		/* warp by warp: thread order as before warps existed */
		for (uint32_t lo = 0; lo < n; lo += REF_WARP)
			if (run_warp(x, lo / REF_WARP, lo, n - lo < REF_WARP ? n : lo + REF_WARP))
				return 1;
		uint32_t waiting = 0, done_t = UINT32_MAX, wait_t = UINT32_MAX, other_t = UINT32_MAX;
		for (uint32_t t = 0; t < n; t++) {
			if (x->state[t] == TH_WAIT) {
				if (!waiting++)
					wait_t = t;
				else if (x->bar_pc[t] != x->bar_pc[wait_t] && other_t == UINT32_MAX)
					other_t = t;
			} else if (done_t == UINT32_MAX) {
				done_t = t;
			}
		}
		if (!waiting)
			return 0;
		if (done_t != UINT32_MAX) {
			run_error(x, wait_t, &p->insts[x->bar_pc[wait_t]], "waits at a "
			          "barrier that thread (%u,%u,%u) never reaches: it exited "
			          "(%u of %u threads wait)", x->tid[3 * done_t],
			          x->tid[3 * done_t + 1], x->tid[3 * done_t + 2], waiting, n);
			return 1;
		}
		if (other_t != UINT32_MAX) {
			run_error(x, wait_t, &p->insts[x->bar_pc[wait_t]], "waits at this "
			          "barrier while thread (%u,%u,%u) waits at another",
			          x->tid[3 * other_t], x->tid[3 * other_t + 1], x->tid[3 * other_t + 2]);
			return 1;
		}
		for (uint32_t t = 0; t < n; t++)
			x->state[t] = TH_RUN;
		st->barriers++;
	}
}

int
ref_execute(RefProg *p, const RefOptions *o, RefStats *st, DiagList *d)
{
	Launch *l = p->launch;
	Exec x;
	uint64_t nthreads = launch_block_threads(l);

	memset(&x, 0, sizeof x);
	l->assert_fails = 0;
	if (nthreads > (1u << 20) || (uint64_t)nthreads * p->nslots > (1ull << 31)) {
		diag_add(d, DIAG_ERROR, p->path, 0, 0, "reference: %llu threads per CTA "
		         "is more than the reference can hold", (unsigned long long)nthreads);
		return 1;
	}
	x.p = p;
	x.l = l;
	x.d = d;
	x.nthreads = (uint32_t)nthreads;
	x.nslots = p->nslots ? p->nslots : 1;
	x.max_thread_steps = o && o->max_thread_steps ? o->max_thread_steps : REF_DEFAULT_THREAD_STEPS;
	x.max_total_steps = o ? o->max_total_steps : 0;
	x.regs = xcalloc(nthreads * x.nslots, sizeof *x.regs);
	x.pc = xcalloc(nthreads, sizeof *x.pc);
	x.state = xcalloc(nthreads, 1);
	x.bar_pc = xcalloc(nthreads, sizeof *x.bar_pc);
	x.steps = xcalloc(nthreads, sizeof *x.steps);
	x.tid = xcalloc(3 * nthreads, sizeof *x.tid);
	x.shared = xcalloc(p->shared_size ? p->shared_size : 1, 1);
	x.local = xcalloc(nthreads * (p->local_size ? p->local_size : 1), 1);
	x.param_size = l->param_top - LAUNCH_PARAM_BASE;
	x.param = xcalloc(nthreads * (x.param_size ? x.param_size : 1), 1);
	x.param_init = xcalloc(x.param_size ? x.param_size : 1, 1);
	x.scratch = xcalloc(p->max_moves ? p->max_moves : 1, sizeof *x.scratch);
	for (uint32_t k = 0; k < l->nregions; k++)
		if (l->regions[k].kind == LAUNCH_REGION_PARAM)
			memcpy(x.param_init + (l->regions[k].addr - LAUNCH_PARAM_BASE),
			       l->regions[k].data, l->regions[k].size);
	for (uint64_t t = 0; t < nthreads; t++) {
		uint64_t *v = x.regs + t * x.nslots;
		for (uint32_t k = 0; k < p->nuniform; k++)
			v[p->uslot[k]] = p->uval[k];
		x.tid[3 * t] = (uint32_t)(t % l->block[0]);
		x.tid[3 * t + 1] = (uint32_t)(t / l->block[0] % l->block[1]);
		x.tid[3 * t + 2] = (uint32_t)(t / ((uint64_t)l->block[0] * l->block[1]));
	}
	int bad = 0;
	for (uint32_t cz = 0; cz < l->grid[2] && !bad; cz++)
		for (uint32_t cy = 0; cy < l->grid[1] && !bad; cy++)
			for (uint32_t cx = 0; cx < l->grid[0] && !bad; cx++) {
				x.ctaid[0] = cx;
				x.ctaid[1] = cy;
				x.ctaid[2] = cz;
				x.cta = ((uint64_t)cz * l->grid[1] + cy) * l->grid[0] + cx;
				bad = run_cta(&x, st);
				st->ctas++;
			}
	if (!bad && l->assert_fails) {
		bad = 1;
		ref_assert_error(p, l, d);
	}
	st->threads = st->ctas * nthreads;
	st->steps = x.total_steps;
	st->shared_bytes = p->shared_size;
	st->local_bytes = p->local_size;
	free(x.regs);
	free(x.pc);
	free(x.state);
	free(x.bar_pc);
	free(x.steps);
	free(x.tid);
	free(x.shared);
	free(x.local);
	free(x.param);
	free(x.param_init);
	free(x.scratch);
	return bad;
}
