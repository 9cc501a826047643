/* The dataflow targets' refusal of warp-level operations: shuffles, votes
 * and __syncwarp exist in the kernel IR for the SIMT target only (ops.def),
 * so the VGIW and GPU-CC pipelines check for them before any pass. */
#include <stdio.h>
#include <stdlib.h>

#include "vgiw/passes.h"

static const char *
warp_op_what(const KirInst *in)
{
	switch (in->op) {
	case OP_SHFL: return "warp shuffle";
	case OP_VOTE: return "warp vote";
	case OP_FENCE:
		return in->imm == ISA_FENCE_WARP
			? "bar.warp.sync (warp-synchronous barrier)" : NULL;
	default: return NULL;
	}
}

/* "shfl.down", "vote.ballot" or "__syncwarp". */
static void
warp_op_detail(const KirInst *in, char *buf, size_t n)
{
	const char *mode = "?";

	if (in->op == OP_SHFL && in->imm >= 0 && in->imm < ISA_SHFL_COUNT)
		mode = isa_shfl_name[in->imm];
	else if (in->op == OP_VOTE && in->imm >= 0 && in->imm < ISA_VOTE_COUNT)
		mode = isa_vote_name[in->imm];
	if (in->op == OP_FENCE)
		snprintf(buf, n, "__syncwarp");
	else
		snprintf(buf, n, "%s.%s", vgiw_op_info[in->op].mnemonic, mode);
}

/* The error at the user's line, then a note per inlined function inward
 * (the sites the front end recorded), else at the instruction's own line. */
static void
report(const KirFunc *f, uint32_t id, const char *msg, DiagList *d)
{
	const KirInst *in = &f->insts[id];
	uint32_t s = 0;

	while (s < f->nsites && f->sites[s].inst != id)
		s++;
	if (s == f->nsites) {
		const char *file = in->file ? in->file : f->file;
		diag_add(d, DIAG_ERROR, file, in->line, in->col, "%s", msg);
		if (in->line) {
			char *text = diag_read_line(file, in->line);
			diag_set_source(d, text);
			free(text);
		}
		return;
	}
	for (; s < f->nsites && f->sites[s].inst == id; s++) {
		const KirSite *x = &f->sites[s];
		if (x->func)
			diag_add(d, DIAG_NOTE, x->file, x->line, x->col,
			         "in function inlined from '%s'", x->func);
		else
			diag_add(d, DIAG_ERROR, x->file, x->line, x->col, "%s", msg);
		diag_set_source(d, x->text);
	}
}

int
pass_check_warp_ops(const KirFunc *f, const char *machine, DiagList *d)
{
	uint32_t errors = 0;

	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];

		for (uint32_t k = 0; k < bl->ninsts; k++) {
			const KirInst *in = &f->insts[bl->insts[k]];
			const char *what = warp_op_what(in);

			if (!what)
				continue;
			char detail[32];
			warp_op_detail(in, detail, sizeof detail);
			char msg[256];
			snprintf(msg, sizeof msg, "%s (%s) is not supported on %s: "
			         "threads are not grouped into warps (in kernel '%s')",
			         what, detail, machine, f->name);
			report(f, bl->insts[k], msg, d);
			errors++;
		}
	}
	return errors != 0;
}
