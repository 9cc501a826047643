/* The functional memory a core model's load/store units read and write: the
 * launch's global and parameter windows, the const window built from the
 * kernel's __constant__ symbols, and per tile one shared window per CTA
 * and one local frame per thread. Every access is bounds-checked. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/simmem.h"

/* A tile's per-CTA and per-thread windows over this size are refused
 * rather than allocated: they would not be a kernel's intent. */
#define SIM_MAX_WINDOW_BYTES (1ull << 32)

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return a > 1 ? (v + a - 1) / a * a : v;
}

static int
is_dynamic(const ProgSymbol *sym)
{
	return sym->aspace == AS_SHARED && sym->size == 0 && !sym->init;
}

/* Whether the kernel's code takes the address of symbol s: every module
 * global is a symbol of every kernel (compiler/assemble.c), so a module's
 * other kernel may be the one with the dynamic array. VGIW and GPU-CC
 * blocks' graphs, SIMT instructions. */
static int
uses_symbol(const ProgKernel *k, uint32_t s)
{
	for (uint32_t b = 0; b < k->nblocks; b++) {
		const DfgBlock *g = &k->blocks[b].graph;

		for (uint32_t n = 1; n <= g->nnodes; n++)
			for (uint32_t j = 0; j < g->nodes[n].nin; j++)
				if (g->nodes[n].in[j].kind == DIN_SYM &&
				    g->nodes[n].in[j].src == s)
					return 1;
	}
	for (uint32_t pc = 0; k->simt && pc < k->simt->ninsts; pc++)
		for (uint32_t j = 0; j < k->simt->insts[pc].nin; j++)
			if (k->simt->insts[pc].in[j].kind == DIN_SYM &&
			    k->simt->insts[pc].in[j].src == s)
				return 1;
	return 0;
}

uint64_t
sim_shared_layout(const ProgKernel *k, const Launch *l, uint64_t *off,
                  uint64_t *dyn_off, uint32_t *dyn_sym)
{
	uint64_t shared = 0, dal = 1;

	*dyn_sym = 0;
	for (uint32_t s = 1; s <= k->nsymbols; s++) {
		const ProgSymbol *sym = &k->symbols[s];
		uint64_t al = sym->align ? sym->align : 1;

		if (sym->aspace != AS_SHARED)
			continue;
		if (is_dynamic(sym)) {
			if (!*dyn_sym && uses_symbol(k, s))
				*dyn_sym = s;
			dal = al > dal ? al : dal;
			continue;
		}
		shared = align_up(shared, al);
		if (off)
			off[s] = shared;
		shared += sym->size;
	}
	/* arrays the kernel does not use still get an address (0 bytes) */
	*dyn_off = align_up(shared, dal);
	for (uint32_t s = 1; s <= k->nsymbols && off; s++)
		if (is_dynamic(&k->symbols[s]))
			off[s] = *dyn_off;
	if (!*dyn_sym)
		return shared;
	return *dyn_off + l->dyn_shared;
}

int
sim_image_init(SimImage *im, Launch *l, const ProgKernel *k, uint32_t cta_threads,
               uint64_t tile_ctas, DiagList *d)
{
	uint64_t shared = 0, cnst = 0;

	memset(im, 0, sizeof *im);
	im->l = l;
	im->cta_threads = cta_threads;
	im->tile_ctas = tile_ctas;
	im->k = k;
	im->sym_addr = xcalloc((size_t)k->nsymbols + 1, sizeof *im->sym_addr);
	shared = sim_shared_layout(k, l, im->sym_addr, &im->dyn_off, &im->dyn_sym);
	if (im->dyn_sym && !l->has_dyn_shared) {
		const char *name = k->symbols[im->dyn_sym].name;

		diag_add(d, DIAG_ERROR, k->source, 0, 0, "kernel '%s' uses dynamic "
		         "shared memory ('extern __shared__' array '%s') and the "
		         "launch does not give its size: add --dynamic-shared=BYTES "
		         "(the third launch parameter, <<<grid, block, BYTES>>>)",
		         k->name, name ? name : "?");
		return 1;
	}
	/* windows are laid out in symbol order, each symbol at its alignment,
	 * so a kernel sees the same addresses on every run */
	for (uint32_t s = 1; s <= k->nsymbols; s++) {
		const ProgSymbol *sym = &k->symbols[s];
		uint64_t al = sym->align ? sym->align : 1;

		switch (sym->aspace) {
		case AS_SHARED:   /* offsets from sim_shared_layout */
			im->sym_addr[s] += LAUNCH_SHARED_BASE;
			break;
		case AS_CONST:
			cnst = align_up(cnst, al);
			im->sym_addr[s] = LAUNCH_CONST_BASE + cnst;
			cnst += sym->size;
			break;
		default: {
			uint64_t g = launch_add_global(l, sym->name ? sym->name :
			                               "global", sym->size, sym->align,
			                               sym->init);
			if (!g) {
				diag_add(d, DIAG_ERROR, k->source, 0, 0, "kernel '%s': cannot "
				         "allocate the %" PRIu64 " bytes of global '%s': the "
				         "host is out of memory", k->name, sym->size,
				         sym->name ? sym->name : "?");
				return 1;
			}
			im->sym_addr[s] = launch_pointer(l, g);
			break;
		}
		}
	}
	if (shared > LAUNCH_WINDOW_SIZE || cnst > LAUNCH_WINDOW_SIZE ||
	    shared * tile_ctas > SIM_MAX_WINDOW_BYTES ||
	    (uint64_t)k->local_bytes * cta_threads * tile_ctas > SIM_MAX_WINDOW_BYTES) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s': %" PRIu64 " bytes of "
		         "shared memory per CTA and %u bytes of local memory per thread "
		         "are more than the simulator maps", k->name, shared, k->local_bytes);
		return 1;
	}
	im->cnst_size = cnst;
	uint64_t sbytes = shared * tile_ctas;
	uint64_t lbytes = (uint64_t)k->local_bytes * cta_threads * tile_ctas;
	/* sizes a valid launch can ask for (4 GiB of local frames is one):
	 * a host without the memory gets a diagnostic, not an abort */
	im->cnst = calloc(cnst ? cnst : 1, 1);
	im->shared = calloc(sbytes ? sbytes : 1, 1);
	im->local = calloc(lbytes ? lbytes : 1, 1);
	if (!im->cnst || !im->shared || !im->local) {
		const char *what = !im->cnst ? "constant memory" : !im->shared ?
		                   "shared memory" : "local memory";
		uint64_t n = !im->cnst ? cnst : !im->shared ? sbytes : lbytes;
		diag_add(d, DIAG_ERROR, k->source, 0, 0, "kernel '%s': cannot "
		         "allocate %" PRIu64 " bytes of %s for %" PRIu64 " CTAs of %u "
		         "threads (%" PRIu64 " bytes shared per CTA, %u bytes local "
		         "per thread): the host is out of memory", k->name, n, what,
		         tile_ctas, cta_threads, shared, k->local_bytes);
		sim_image_free(im);
		return 1;
	}
	for (uint32_t s = 1; s <= k->nsymbols; s++) {
		const ProgSymbol *sym = &k->symbols[s];
		if (sym->aspace == AS_CONST && sym->init)
			memcpy(im->cnst + (im->sym_addr[s] - LAUNCH_CONST_BASE), sym->init, sym->size);
	}
	im->shared_size = shared;
	im->local_bytes = k->local_bytes;
	return 0;
}

void
sim_image_free(SimImage *im)
{
	free(im->cnst);
	free(im->shared);
	free(im->local);
	free(im->sym_addr);
	memset(im, 0, sizeof *im);
}

void
sim_image_tile(SimImage *im)
{
	/* shared memory and local frames start as zeros in every tile, as the
	 * reference interpreter starts each CTA (their contents are undefined
	 * in CUDA; zeros make runs comparable) */
	memset(im->shared, 0, im->shared_size * im->tile_ctas);
	memset(im->local, 0, im->local_bytes * im->cta_threads * im->tile_ctas);
}

uint8_t *
sim_image_ptr(SimImage *im, uint64_t addr, uint32_t size, uint32_t tl, LaunchWindow *win)
{
	uint32_t tag = (uint32_t)(addr >> LAUNCH_TAG_SHIFT);
	LaunchWindow w = launch_window(addr);
	uint64_t off;

	*win = w;
	addr &= LAUNCH_ADDR_MASK;
	if (tag) {
		/* the allocation the pointer was derived from, and no other: one
		 * index, no search; the launch's memory is the chip's cores' */
		sim_gate();
		if (tag > im->l->nregions)
			return NULL;
		LaunchRegion *r = &im->l->regions[tag - 1];
		off = addr - r->addr;
		if (addr < r->addr || off > r->size || size > r->size - off)
			return NULL;
		return r->data + off;
	}
	switch (w) {
	case LAUNCH_WIN_GLOBAL:
	case LAUNCH_WIN_PARAM: {
		sim_gate();
		LaunchRegion *r = launch_find(im->l, addr, size);
		return r ? r->data + (addr - r->addr) : NULL;
	}
	case LAUNCH_WIN_LOCAL:
		off = addr - LAUNCH_LOCAL_BASE;
		if (off > im->local_bytes || size > im->local_bytes - off)
			return NULL;
		return im->local + (uint64_t)tl * im->local_bytes + off;
	case LAUNCH_WIN_CONST:
		off = addr - LAUNCH_CONST_BASE;
		if (off > im->cnst_size || size > im->cnst_size - off)
			return NULL;
		return im->cnst + off;
	case LAUNCH_WIN_SHARED:
		off = addr - LAUNCH_SHARED_BASE;
		if (off > im->shared_size || size > im->shared_size - off)
			return NULL;
		return im->shared + (uint64_t)(tl / im->cta_threads) * im->shared_size + off;
	default:
		return NULL;
	}
}

void
sim_image_describe(const SimImage *im, uint64_t addr, uint32_t size, char *buf, size_t n)
{
	const char *names[64];
	uint32_t nn = 0;
	uint64_t a = addr & LAUNCH_ADDR_MASK, off, limit;
	const char *what;

	switch (addr >> LAUNCH_TAG_SHIFT ? LAUNCH_WIN_GLOBAL : launch_window(a)) {
	case LAUNCH_WIN_LOCAL:
		off = a - LAUNCH_LOCAL_BASE;
		limit = im->local_bytes;
		what = "the thread's local frame";
		break;
	case LAUNCH_WIN_CONST:
		off = a - LAUNCH_CONST_BASE;
		limit = im->cnst_size;
		what = "constant memory";
		break;
	case LAUNCH_WIN_SHARED:
		off = a - LAUNCH_SHARED_BASE;
		limit = im->shared_size;
		what = "the CTA's shared block";
		if (im->dyn_sym && off + size > im->dyn_off) {
			/* the dynamic part ends the block: name the array and the
			 * size the launch gave it */
			const char *name = im->k->symbols[im->dyn_sym].name;

			snprintf(buf, n, "%" PRIu64 " bytes past the end of dynamic "
			         "shared memory '%s' (%" PRIu64 " bytes, "
			         "--dynamic-shared=%" PRIu64 ")", off + size - limit,
			         name ? name : "?", limit - im->dyn_off,
			         limit - im->dyn_off);
			return;
		}
		break;
	case LAUNCH_WIN_NONE:
		snprintf(buf, n, "no window: addresses below 0x%llx are never mapped",
		         (unsigned long long)LAUNCH_GLOBAL_BASE);
		return;
	default:
		if (im->k)
			for (nn = 0; nn < im->k->nparams && nn < 64; nn++)
				names[nn] = im->k->params[nn].name;
		launch_describe(im->l, addr, size, names, nn, buf, n);
		return;
	}
	snprintf(buf, n, "%" PRIu64 " bytes past the end of %s (%" PRIu64 " bytes)",
	         off + size - limit, what, limit);
}
