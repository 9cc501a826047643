/* Memory warp instructions: the functional access of every active thread in
 * lane order, then the timing: global, local, const and parameter accesses
 * coalesced into 128-byte transactions (the L1 line if smaller) (Fermi's coalescer, one L1 access
 * each, one per cycle), shared memory by distinct words on the banks of
 * sim/mem (a conflict of degree n takes n cycles), atomics one thread at a
 * time in lane order. */
#include "simt_int.h"

/* The address the timing model sees for a thread's local access: local
 * memory interleaved word by word across the SM's threads (as the hardware
 * lays it out), so the same offset in a warp's frames coalesces. */
static uint64_t
local_timing_addr(const Simt *s, uint64_t addr, uint32_t tl)
{
	uint64_t off = addr - LAUNCH_LOCAL_BASE;
	uint64_t threads = (uint64_t)s->nslots * s->cta_threads;

	return LAUNCH_LOCAL_BASE + (((off >> 2) * threads + tl) << 2) + (off & 3);
}

/* Index of seg among s->seg[0 .. *n), appended when new (no bytes). */
static uint32_t
add_segment(Simt *s, uint32_t *n, uint64_t seg)
{
	/* lanes usually walk the segments in order: the last one first */
	if (*n && s->seg[*n - 1] == seg)
		return *n - 1;
	for (uint32_t i = 0; i < *n; i++)
		if (s->seg[i] == seg)
			return i;
	s->segmask[2 * *n] = s->segmask[2 * *n + 1] = 0;
	s->seg[*n] = seg;
	return (*n)++;
}

/* A lane's access of `size` bytes at addr into its segments (one, or two
 * when it straddles), with its bytes: a store's decide whether sim/mem
 * fetches the line (memory.write-fill) */
static void
add_access(Simt *s, uint32_t *n, uint64_t addr, uint32_t size)
{
	for (uint64_t a = addr, end = addr + size; a < end; a++) {
		uint32_t j = add_segment(s, n, a >> s->seg_shift);
		uint64_t off = a & ((1u << s->seg_shift) - 1);
		s->segmask[2 * j + (off >> 6)] |= 1ull << (off & 63);
	}
}

/* Out of the hot path: the report of a lane's access sim_image_ptr refused. */
#if defined(__GNUC__)
__attribute__((cold, noinline))
#endif
static void
oob_error(Simt *s, const SimtWarp *w, uint32_t lane, uint32_t pc, uint64_t addr,
          uint32_t size)
{
	char where[320];

	sim_image_describe(&s->im, addr, size, where, sizeof where);
	simt_runtime_error(s, w, lane, pc, "out-of-bounds %s of %u bytes at 0x%" PRIx64
	                   ": %s", vgiw_op_info[s->ps->insts[pc].op].mnemonic, size,
	                   addr & LAUNCH_ADDR_MASK, where);
}

uint64_t
simt_mem_exec(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask, uint64_t *busy)
{
	const ProgSimtInst *pi = dc->pi;
	SimtSimStats *st = s->st;
	uint32_t size = sim_type_bytes(pi->type), pc = (uint32_t)(pi - s->ps->insts);
	uint64_t now = s->now, ready = now + dc->latency;
	uint32_t nseg = 0, nshared = 0, lanes = 0;
	uint64_t shared_done = 0;
	int kind = SIM_READ;

	*busy = 1;
	if (pi->op == OP_FENCE) {
		/* membar: the warp's later instructions wait for its earlier
		 * stores and atomics */
		if (w->mem_last > w->fence_until)
			w->fence_until = w->mem_last;
		return ready;
	}
	if (!size)
		size = 1;
	uint32_t tl0 = w->cta * s->cta_threads + w->first_thread;
	int atomic = pi->op == OP_ATOM || pi->op == OP_CAS;
	uint64_t t_atomic = now;
	for (uint32_t i = 0; i < w->nthreads; i++) {
		if (!(mask >> i & 1))
			continue;
		uint64_t v[PROG_SIMT_MAX_IN] = { 0 }, out = 0;
		for (uint32_t k = 0; k < dc->nd.nin; k++)
			v[k] = simt_read(s, w, &dc->in[k], i, pi->in[k].type);
		if ((pi->flags & ISAF_PREDICATED) && dc->nd.nin && !(v[dc->nd.nin - 1] & 1)) {
			st->suppressed++;
			continue;
		}
		LaunchWindow win;
		uint8_t *p = sim_image_ptr(&s->im, v[0], size, tl0 + i, &win);
		if (!p) {
			oob_error(s, w, i, pc, v[0], size);
			return ready;
		}
		kind = sim_access(pi->op, pi->type, pi->imm, p, v, &out);
		if (kind < 0) {
			simt_runtime_error(s, w, i, pc, "unknown atomic kind %" PRId64, pi->imm);
			return ready;
		}
		if (pi->op != OP_ST)
			simt_write(s, w, dc, i, out);
		lanes++;
		st->loads += kind == SIM_READ;
		st->stores += kind == SIM_WRITE;
		st->atomics += kind == SIM_ATOMIC;
		/* timing */
		uint64_t addr = v[0] & LAUNCH_ADDR_MASK, done;
		if (atomic) {
			/* one thread after the other, in lane order */
			if (win == LAUNCH_WIN_SHARED)
				done = sim_mem_shared(&s->mem, addr, kind, t_atomic);
			else if (win == LAUNCH_WIN_LOCAL)
				done = sim_mem_global(&s->mem, local_timing_addr(s, addr, tl0 + i),
				                      kind, t_atomic);
			else
				done = sim_mem_global(&s->mem, addr, kind, t_atomic);
			t_atomic++;
			if (done > ready)
				ready = done;
			continue;
		}
		if (win == LAUNCH_WIN_SHARED) {
			/* distinct words only: threads reading one word share it */
			uint64_t word = addr >> 2;
			uint32_t j;
			for (j = 0; j < nshared; j++)
				if (s->vals[j] == word)
					break;
			if (j < nshared)
				continue;
			s->vals[nshared++] = word;
			done = sim_mem_shared(&s->mem, addr, kind, now);
			if (done > shared_done)
				shared_done = done;
			/* an access straddling two words touches both banks */
			if ((addr & 3) + size > 4) {
				done = sim_mem_shared(&s->mem, addr + 4, kind, now);
				if (done > shared_done)
					shared_done = done;
			}
			continue;
		}
		if (win == LAUNCH_WIN_LOCAL)
			addr = local_timing_addr(s, addr, tl0 + i);
		add_access(s, &nseg, addr, size);
	}
	if (atomic) {
		st->atomic_insts++;
		*busy = lanes ? lanes : 1;
	} else {
		/* one transaction per cycle into the L1 */
		for (uint32_t j = 0; j < nseg; j++) {
			uint64_t done = sim_mem_global_bytes(&s->mem, s->seg[j] << s->seg_shift,
			                                     1u << s->seg_shift,
			                                     &s->segmask[2 * j], kind, now + j);
			if (done > ready)
				ready = done;
		}
		st->transactions += nseg;
		st->global_insts += nseg != 0;
		*busy = nseg;
		if (nshared) {
			/* the last bank access started at shared_done - latency */
			uint64_t wf = shared_done - s->mem.shared_latency + 1 - now;
			st->shared_insts++;
			st->shared_wavefronts += wf;
			*busy += wf;
			if (shared_done > ready)
				ready = shared_done;
		}
		if (!*busy)
			*busy = 1;
	}
	if (kind != SIM_READ && ready > w->mem_last)
		w->mem_last = ready;
	return ready;
}
