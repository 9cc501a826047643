/* The ILP techniques of papers/ilp-throughput-gpgpu.txt §4 on the SIMT SM:
 * result timing with the WB/RR stages and the EX4/EX8->EX1 bypass (§4.1),
 * the three scoreboard models (GPGPU-Sim's per warp, the TLP core's ready
 * bit, the shared scoreboard of §4.2 with in-order commit, no-match bits,
 * the active-mask rule, the in-store flag and the one-instruction rule) and
 * branch prediction (§4.3: static, gshare, perfect). docs/simt.md, "The ILP
 * techniques", states every decision the paper leaves open. */
#include <stdlib.h>

#include "simt_int.h"

const char *const simtsim_stall_name[SIMT_STALL_COUNT] = {
	"other", "raw_alu", "raw_mem", "ready_bit", "stall_on_miss",
	"scoreboard_full", "overflow", "waw_mask", "store_drain", "in_store",
	"branch", "mispredict",
};

void
simt_ilp_setup(Simt *s)
{
	const ArchSimt *as = s->as;
	SimtIlpStats *il = &s->st->ilp;

	s->sbmode = as->ilp.scoreboard;
	s->wb = as->ilp.writeback_cycles;
	s->bypass_at = as->ilp.bypass == ARCH_BYPASS_EX4 ? 4 :
	               as->ilp.bypass == ARCH_BYPASS_EX8 ? 8 : 0;
	il->on = s->sbmode != ARCH_SB_PER_WARP || s->bypass_at || s->wb ||
	         as->ilp.predictor != ARCH_BP_NONE;
	il->scoreboard = s->sbmode;
	il->bypass = as->ilp.bypass;
	il->predictor = as->ilp.predictor;
	il->entries = as->ilp.scoreboard_entries;
	il->writeback_cycles = s->wb;
	if (s->sbmode == ARCH_SB_SHARED) {
		s->nboard = as->ilp.scoreboard_entries;
		s->board = xcalloc(s->nboard, sizeof *s->board);
	}
	if (il->on) {
		/* 2-bit counters: the largest power of two that fits the bits,
		 * starting weakly not taken */
		uint32_t n = 1;
		while (n * 2 <= as->ilp.predictor_bits / 2)
			n *= 2;
		s->gshare_mask = n - 1;
		s->gshare = xcalloc(n, 1);
		for (uint32_t i = 0; i < n; i++)
			s->gshare[i] = 1;
	}
}

void
simt_ilp_free(Simt *s)
{
	free(s->board);
	free(s->gshare);
}

void
simt_ilp_warp_reset(SimtWarp *w)
{
	w->wait_until = w->last_commit = w->store_until = 0;
	w->wait_mem = 0;
	w->flush_why = SIMT_STALL_OTHER;
	w->ghr = 0;
}

static int
overlaps(uint32_t a, uint8_t wa, uint32_t b, uint8_t wb)
{
	return a <= b + wb && b <= a + wa;
}

static int
reads(const SimtDec *dc, uint32_t reg, uint8_t wide)
{
	for (uint32_t k = 0; k < dc->nd.nin; k++)
		if (dc->in[k].is_reg && overlaps(reg, wide, dc->in[k].reg, dc->in[k].wide))
			return 1;
	return 0;
}

static int
writes(const SimtDec *dc, uint32_t reg, uint8_t wide)
{
	return dc->dst != PROG_SIMT_NO_REG && overlaps(reg, wide, dc->dst, dc->wide_dst);
}

static int
is_store(const SimtDec *dc)
{
	unsigned op = dc->nd.op;
	return op == OP_ST || op == OP_ATOM || op == OP_CAS;
}

static int
is_load(const SimtDec *dc)
{
	unsigned op = dc->nd.op;
	return op == OP_LD || op == OP_ATOM || op == OP_CAS;
}

/* ---- timing of a result ---- */

/* Figure 2: a producer issued at t runs EX1..EXL at t+1..t+L, writes back
 * and the consumer's RR follows: without a bypass the consumer issues at
 * t+L+wb (wb = 2: WB, then RR). The bypass EXk->EX1 hands an ALU result
 * (SP unit) that is ready by EXk (L <= k) to the consumer's EX1 at t+k+1,
 * so the consumer issues at t+k. Memory results are not bypassed (§4.1). */
void
simt_ilp_times(const Simt *s, const SimtDec *dc, uint64_t t, uint64_t *ready,
               uint64_t *done)
{
	*done = t + s->wb;
	*ready = *done;
	if (s->bypass_at && dc->unit == SIMT_UNIT_SP && dc->latency <= s->bypass_at &&
	    s->now + s->bypass_at < *ready)
		*ready = s->now + s->bypass_at;
}

/* ---- hazards ---- */

static int
per_warp_hazard(const Simt *s, const SimtWarp *w, const SimtDec *dc, uint8_t *sub)
{
	int busy = 0, busy_mem = 1;

	for (uint32_t e = 0; e < s->nsb; e++) {
		const SimtPending *p = &w->sb[e];
		if (p->done <= s->now)
			continue;
		busy++;
		busy_mem &= p->mem;
		if (p->ready <= s->now)
			continue;
		/* RAW on a source, WAW on the destination */
		if (reads(dc, p->reg, p->wide) || writes(dc, p->reg, p->wide)) {
			*sub = p->mem ? SIMT_STALL_RAW_MEM : SIMT_STALL_RAW_ALU;
			return p->mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
		}
	}
	/* every entry of the scoreboard tracks a pending write */
	if (dc->dst != PROG_SIMT_NO_REG && busy == (int)s->nsb) {
		*sub = SIMT_STALL_SCOREBOARD_FULL;
		return busy_mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
	}
	return SIMT_SLOT_ISSUED;
}

/* §4.2: the tag store is searched for the sources (newest definitions
 * only: no-match bit set); a match not yet complete stalls the warp (stall
 * on use), a complete one is read from the board. */
static int
board_hazard(const Simt *s, const SimtWarp *w, const SimtDec *dc, uint64_t mask,
             uint8_t *sub)
{
	uint32_t used = 0, mine = 0;

	if (w->wait_until > s->now) {
		*sub = SIMT_STALL_OVERFLOW;
		return w->wait_mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
	}
	for (uint32_t e = 0; e < s->nboard; e++) {
		const SimtBoardEntry *b = &s->board[e];
		if (b->commit <= s->now)
			continue;
		used++;
		if (b->owner != w->age)
			continue;
		mine++;
		if (!b->nm)
			continue;
		if (b->ready > s->now && reads(dc, b->reg, b->wide)) {
			*sub = b->mem ? SIMT_STALL_RAW_MEM : SIMT_STALL_RAW_ALU;
			return b->mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
		}
		/* WAW: the new definition must cover the older one's threads */
		if (writes(dc, b->reg, b->wide) && (b->mask & ~mask)) {
			*sub = SIMT_STALL_WAW_MASK;
			return b->mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
		}
	}
	if (is_store(dc) && mine) {
		*sub = SIMT_STALL_STORE_DRAIN;
		return SIMT_SLOT_MEMORY;
	}
	if (is_load(dc) && w->store_until > s->now) {
		*sub = SIMT_STALL_IN_STORE;
		return SIMT_SLOT_MEMORY;
	}
	/* full: only a warp with nothing in the board may issue (one) */
	if (dc->dst != PROG_SIMT_NO_REG && used == s->nboard && mine) {
		*sub = SIMT_STALL_SCOREBOARD_FULL;
		return SIMT_SLOT_STRUCTURAL;
	}
	return SIMT_SLOT_ISSUED;
}

int
simt_ilp_hazard(const Simt *s, const SimtWarp *w, const SimtDec *dc, uint64_t mask,
                uint8_t *sub)
{
	switch (s->sbmode) {
	case ARCH_SB_NONE:
		/* the ready bit: clear from issue to write back (or bypass) */
		if (w->wait_until > s->now) {
			*sub = w->wait_mem ? SIMT_STALL_ON_MISS : SIMT_STALL_READY_BIT;
			return w->wait_mem ? SIMT_SLOT_MEMORY : SIMT_SLOT_RAW;
		}
		return SIMT_SLOT_ISSUED;
	case ARCH_SB_SHARED:
		return board_hazard(s, w, dc, mask, sub);
	default:
		return per_warp_hazard(s, w, dc, sub);
	}
}

/* ---- booking ---- */

/* Where the sources come from: a source read before its producer wrote
 * back came over the bypass; one whose producer is complete but not yet
 * committed is read from the shared board's data field (§4.2). */
static void
count_reads(Simt *s, const SimtWarp *w, const SimtDec *dc)
{
	SimtIlpStats *il = &s->st->ilp;
	int bypassed = 0, board = 0;

	if (!dc->nregin)
		return;
	if (s->sbmode == ARCH_SB_SHARED) {
		for (uint32_t e = 0; e < s->nboard; e++) {
			const SimtBoardEntry *b = &s->board[e];
			if (b->owner != w->age || !b->nm || b->commit <= s->now ||
			    b->ready > s->now || !reads(dc, b->reg, b->wide))
				continue;
			if (b->done > s->now)
				bypassed = 1;
			else
				board = 1;
		}
	} else
		for (uint32_t e = 0; e < s->nsb; e++) {
			const SimtPending *p = &w->sb[e];
			if (p->ready <= s->now && p->done > s->now && reads(dc, p->reg, p->wide))
				bypassed = 1;
		}
	il->bypass_uses += (uint64_t)bypassed;
	il->board_reads += (uint64_t)board;
}

static void
board_book(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask, uint64_t ready,
           uint64_t done)
{
	SimtIlpStats *il = &s->st->ilp;
	uint32_t free_e = UINT32_MAX, used = 0;

	for (uint32_t e = 0; e < s->nboard; e++) {
		SimtBoardEntry *b = &s->board[e];
		if (b->commit <= s->now) {
			if (free_e == UINT32_MAX)
				free_e = e;
			continue;
		}
		used++;
		if (b->owner == w->age && b->nm && writes(dc, b->reg, b->wide)) {
			b->nm = 0;
			il->nm_clears++;
		}
	}
	if (free_e == UINT32_MAX) {
		/* the one instruction of a warp with nothing in the board: the
		 * warp is not ready again until it writes back */
		w->wait_until = done;
		w->wait_mem = dc->unit == SIMT_UNIT_LDST;
		w->last_commit = done;
		il->overflow_issues++;
		return;
	}
	uint64_t commit = done > w->last_commit ? done : w->last_commit + 1;
	/* the bypass serves a consumer before the result is complete; the
	 * entry stays readable (complete) from then until it commits */
	s->board[free_e] = (SimtBoardEntry){ w->age, dc->dst, dc->wide_dst,
	                                     dc->unit == SIMT_UNIT_LDST, 1, mask, ready,
	                                     done, commit };
	w->last_commit = commit;
	/* the run ends with the last commit into the register file */
	if (commit > s->last_ready)
		s->last_ready = commit;
	il->board_allocs++;
	il->board_entry_cycles += commit - s->now;
	if (used + 1 > il->board_max)
		il->board_max = used + 1;
}

void
simt_ilp_book(Simt *s, SimtWarp *w, const SimtDec *dc, uint64_t mask,
              uint64_t ready, uint64_t done)
{
	if (s->st->ilp.on)
		count_reads(s, w, dc);
	switch (s->sbmode) {
	case ARCH_SB_NONE:
		if (dc->dst == PROG_SIMT_NO_REG) {
			/* a store leaves the pipeline; its write completes in the
			 * background (a fence waits for it) */
			w->wait_until = s->now + dc->latency + s->wb;
			w->wait_mem = 0;
			return;
		}
		w->wait_until = ready;
		w->wait_mem = dc->unit == SIMT_UNIT_LDST;
		/* the one pending write, for the bypass count */
		w->sb[0] = (SimtPending){ dc->dst, dc->wide_dst, w->wait_mem, ready, done };
		return;
	case ARCH_SB_SHARED:
		if (is_store(dc) && done > w->store_until)
			w->store_until = done;
		if (dc->dst != PROG_SIMT_NO_REG)
			board_book(s, w, dc, mask, ready, done);
		return;
	default:
		if (dc->dst == PROG_SIMT_NO_REG)
			return;
		for (uint32_t e = 0; e < s->nsb; e++)
			if (w->sb[e].done <= s->now) {
				w->sb[e] = (SimtPending){ dc->dst, dc->wide_dst,
				                          dc->unit == SIMT_UNIT_LDST, ready, done };
				break;
			}
		return;
	}
}

/* ---- branches (§4.3) ---- */

/* Backward taken, forward not taken, on a branch with two explicit
 * targets, read as the hardware's conditional branch plus a fall-through or
 * a jump: the target at or before the branch if exactly one is (the
 * conditional branch, taken); else the fall-through (pc + 1) if one is;
 * else, both forward or both backward, `@c bra T; bra F`: T if it is
 * backward, else F. */
static uint32_t
static_next(const ProgSimtInst *pi, uint32_t pc)
{
	int b0 = pi->target[0] <= pc, b1 = pi->target[1] <= pc;

	if (b0 != b1)
		return b0 ? pi->target[0] : pi->target[1];
	if (pi->target[0] == pc + 1)
		return pi->target[0];
	if (pi->target[1] == pc + 1)
		return pi->target[1];
	return b0 ? pi->target[0] : pi->target[1];
}

uint64_t
simt_ilp_branch(Simt *s, SimtWarp *w, uint32_t pc, int taken, int divergent,
                uint8_t *why)
{
	SimtIlpStats *il = &s->st->ilp;
	const ProgSimtInst *pi = s->dec[pc].pi;
	/* §4.3 and Figure 5 resolve a branch after EX4; the TLP core of §4
	 * sets a warp's ready bit when its instruction reaches write-back,
	 * the time a consumer without bypass waits for an ALU result */
	uint64_t resolve = s->as->ilp.branch_resolve == ARCH_RESOLVE_WRITEBACK ?
	                   s->as->lat[LAT_INT].cycles + s->wb :
	                   s->as->lat[LAT_CTRL].cycles;

	*why = SIMT_STALL_BRANCH;
	if (!il->on)
		return resolve;
	il->branches++;
	uint32_t actual = taken ? pi->target[0] : pi->target[1];
	/* static */
	uint32_t snext = static_next(pi, pc);
	/* gshare: the SM's table, indexed by the pc and the warp's history */
	uint32_t idx = (pc ^ w->ghr) & s->gshare_mask;
	int gtaken = s->gshare[idx] >= 2;
	uint32_t gnext = gtaken ? pi->target[0] : pi->target[1];
	/* a divergent branch updates as if predicted right */
	int outcome = divergent ? gtaken : taken;
	if (outcome && s->gshare[idx] < 3)
		s->gshare[idx]++;
	else if (!outcome && s->gshare[idx] > 0)
		s->gshare[idx]--;
	w->ghr = (w->ghr << 1) | (uint32_t)outcome;
	if (divergent) {
		il->divergent++;
		/* immune to misprediction: the mask guards the predicted path */
		return s->as->ilp.predictor == ARCH_BP_NONE ? resolve : 0;
	}
	il->uniform++;
	il->static_correct += snext == actual;
	il->gshare_correct += gnext == actual;
	int right;
	switch (s->as->ilp.predictor) {
	case ARCH_BP_STATIC: right = snext == actual; break;
	case ARCH_BP_GSHARE: right = gnext == actual; break;
	case ARCH_BP_PERFECT: right = 1; break;
	default: return resolve;
	}
	if (right)
		return 0;
	/* the warp's younger instructions are nullified: it fetches on the
	 * right path once the branch resolves */
	il->mispredicts++;
	*why = SIMT_STALL_MISPREDICT;
	return resolve;
}

/* ---- events ---- */

static void
later(uint64_t *m, uint64_t t, uint64_t now)
{
	if (t > now && t < *m)
		*m = t;
}

void
simt_ilp_next_event(const Simt *s, uint64_t *m)
{
	for (uint32_t e = 0; e < s->nboard; e++) {
		later(m, s->board[e].ready, s->now);
		later(m, s->board[e].commit, s->now);
	}
}
