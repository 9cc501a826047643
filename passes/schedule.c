/* Block scheduling: drop unreachable blocks, give the kernel an entry block
 * without predecessors, and number blocks in reverse post-order so that the
 * hardware scheduler's "smallest non-empty block ID first" runs every block
 * after its forward predecessors and a smaller-or-equal successor ID means a
 * loop (a DFS retreating edge). */
#include <stdlib.h>
#include <string.h>

#include "vgiw/passes.h"

static const char *
block_name(const KirFunc *f, uint32_t b, char *buf, size_t n)
{
	if (f->blocks[b].name)
		return f->blocks[b].name;
	snprintf(buf, n, "#%u", b);
	return buf;
}

/* Blocks reachable from the entry, checking the shape of each one reached:
 * the DFS below follows succ[], so a block whose successors are garbage must
 * be reported rather than walked. Unreachable blocks are not checked because
 * they are about to be deleted. Returns the number of errors added. */
static uint32_t
mark_reachable(const KirFunc *f, uint8_t *seen, DiagList *d)
{
	uint32_t *stack = xmalloc(((size_t)f->nblocks + 1) * sizeof *stack);
	uint32_t sp = 0, errors = 0;
	char buf[16];

	seen[f->entry] = 1;
	stack[sp++] = f->entry;
	while (sp) {
		uint32_t b = stack[--sp];
		const KirBlock *bl = &f->blocks[b];
		uint32_t ns = kir_nsucc(bl);

		if (bl->term == KTERM_NONE || bl->term > KTERM_RET) {
			diag_add(d, DIAG_ERROR, f->file, bl->line, 0,
			         "%s: block %s has no terminator", f->name,
			         block_name(f, b, buf, sizeof buf));
			errors++;
			continue;
		}
		for (uint32_t s = 0; s < ns; s++) {
			uint32_t t = bl->succ[s];

			if (!t || t > f->nblocks) {
				diag_add(d, DIAG_ERROR, f->file, bl->line, 0,
				         "%s: block %s: successor %u out of range",
				         f->name, block_name(f, b, buf, sizeof buf), s);
				errors++;
				continue;
			}
			if (!seen[t]) {
				seen[t] = 1;
				stack[sp++] = t;
			}
		}
	}
	free(stack);
	return errors;
}

/* Physically delete the blocks not marked in `keep`, so later stages never
 * meet a block without an ID. Instructions of deleted blocks stay in
 * f->insts as orphans (block 0): instruction IDs are referenced from
 * everywhere and must not move. */
static void
remove_blocks(KirFunc *f, const uint8_t *keep)
{
	uint32_t *map = xcalloc((size_t)f->nblocks + 1, sizeof *map);
	uint32_t n = 0;

	for (uint32_t b = 1; b <= f->nblocks; b++)
		if (keep[b])
			map[b] = ++n;
	if (n == f->nblocks) {
		free(map);
		return;
	}
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		KirBlock *bl = &f->blocks[b];

		if (!map[b]) {
			for (uint32_t k = 0; k < bl->ninsts; k++)
				f->insts[bl->insts[k]].block = 0;
			free(bl->insts);
			continue;
		}
		for (uint32_t s = 0; s < kir_nsucc(bl); s++)
			bl->succ[s] = map[bl->succ[s]];
		bl->part_of = bl->part_of <= f->nblocks ? map[bl->part_of] : 0;
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			KirInst *in = &f->insts[bl->insts[k]];
			KirRef *a = kir_args(f, in);
			uint32_t m = 0;

			in->block = map[b];
			if (in->op != OP_PHI)
				continue;
			/* an incoming edge from a deleted block is never taken */
			for (uint32_t j = 0; j + 1 < in->nargs; j += 2) {
				uint32_t from = a[j + 1] <= f->nblocks ? map[a[j + 1]] : 0;

				if (!from)
					continue;
				a[m] = a[j];
				a[m + 1] = from;
				m += 2;
			}
			in->nargs = (uint8_t)m;
		}
		if (map[b] != b)
			f->blocks[map[b]] = *bl;
	}
	/* the vacated tail still points at moved instruction lists */
	memset(&f->blocks[n + 1], 0, (f->nblocks - n) * sizeof *f->blocks);
	f->entry = map[f->entry];
	f->nblocks = n;
	free(map);
}

/* The entry must have no predecessors: its ID 0 is what makes every thread
 * start there, and a jump back to ID 0 would be indistinguishable from a
 * fresh thread. A new empty block takes its place; phis of the old entry get
 * an undef incoming from it, since no thread carries a value there yet. */
static void
synthesise_entry(KirFunc *f)
{
	uint32_t old = f->entry, has_pred = 0;

	for (uint32_t b = 1; b <= f->nblocks && !has_pred; b++)
		for (uint32_t s = 0; s < kir_nsucc(&f->blocks[b]); s++)
			if (f->blocks[b].succ[s] == old)
				has_pred = 1;
	if (!has_pred)
		return;

	uint32_t e = kir_block_new(f, "vgiw.entry");
	KirBlock *bl = &f->blocks[e];

	bl->term = KTERM_JMP;
	bl->succ[0] = old;
	bl->line = f->blocks[old].line;
	f->entry = e;

	const KirBlock *ob = &f->blocks[old];
	for (uint32_t k = 0; k < ob->ninsts; k++) {
		KirInst *in = &f->insts[ob->insts[k]];

		if (in->op != OP_PHI)
			continue;
		if (in->nargs + 2u > 255)
			die("%s: phi %u has too many incomings", f->name, ob->insts[k]);
		/* operands are contiguous, so the grown list moves to the end */
		uint32_t at = f->nargs;
		vec_grow(f->args, f->nargs, f->args_cap, f->nargs + in->nargs + 2u);
		memcpy(&f->args[at], &f->args[in->args], in->nargs * sizeof *f->args);
		f->args[at + in->nargs] = KIR_REF(KREF_UNDEF, 0);
		f->args[at + in->nargs + 1] = e;
		in->args = at;
		in->nargs = (uint8_t)(in->nargs + 2);
		f->nargs = at + in->nargs;
	}
}

/* Reverse post-order of an iterative DFS (kernels may have thousands of
 * blocks; recursion could overflow the stack), succ[0] explored before
 * succ[1] so the numbering does not depend on anything but the IR. */
static void
number_blocks(KirFunc *f)
{
	uint32_t n = f->nblocks;
	uint32_t *stack = xmalloc(((size_t)n + 1) * sizeof *stack);
	uint8_t *next = xcalloc((size_t)n + 1, 1);     /* next succ to explore */
	uint8_t *seen = xcalloc((size_t)n + 1, 1);
	uint32_t sp = 0, post = 0;

	f->sched = xrealloc(f->sched, ((size_t)n ? n : 1) * sizeof *f->sched);
	f->nsched = n;
	seen[f->entry] = 1;
	stack[sp++] = f->entry;
	while (sp) {
		uint32_t b = stack[sp - 1];
		const KirBlock *bl = &f->blocks[b];

		if (next[b] < kir_nsucc(bl)) {
			uint32_t t = bl->succ[next[b]++];

			if (!seen[t]) {
				seen[t] = 1;
				stack[sp++] = t;
			}
			continue;
		}
		sp--;
		/* the k-th block to finish gets ID n-1-k */
		f->blocks[b].id = n - 1 - post;
		f->sched[n - 1 - post] = b;
		post++;
	}
	if (post != n)
		die("%s: %u of %u blocks unreachable after pruning", f->name,
		    n - post, n);
	free(seen);
	free(next);
	free(stack);
}

int
pass_schedule(KirFunc *f, DiagList *d)
{
	if (!f->entry || f->entry > f->nblocks) {
		diag_add(d, DIAG_ERROR, f->file, f->line, 0, "%s: no entry block",
		         f->name);
		return 1;
	}

	uint8_t *keep = xcalloc((size_t)f->nblocks + 1, 1);
	uint32_t errors = mark_reachable(f, keep, d);

	if (errors) {
		free(keep);
		return 1;
	}
	remove_blocks(f, keep);
	free(keep);
	synthesise_entry(f);
	number_blocks(f);
	return 0;
}

int
pass_is_back_edge(const KirFunc *f, uint32_t a, uint32_t b)
{
	return f->blocks[b].id <= f->blocks[a].id;
}
