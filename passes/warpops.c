/* The dataflow targets' refusal of warp-level operations: shuffles, votes
 * and __syncwarp exist in the kernel IR for the SIMT target only (ops.def),
 * so the VGIW and GPU-CC pipelines check for them before any pass. */
#include <stdlib.h>

#include "vgiw/passes.h"

static const char *
warp_op_what(const KirInst *in)
{
	switch (in->op) {
	case OP_SHFL: return "warp shuffle";
	case OP_VOTE: return "warp vote";
	case OP_FENCE:
		return in->imm == KIR_FENCE_WARP
			? "bar.warp.sync (warp-synchronous barrier)" : NULL;
	default: return NULL;
	}
}

static const char *
warp_op_detail(const KirInst *in)
{
	static const char *const shfl[] = { "shfl.idx", "shfl.up", "shfl.down", "shfl.bfly" };
	static const char *const vote[] = { "vote.all", "vote.any", "vote.uni", "vote.ballot" };

	if (in->op == OP_SHFL && in->imm >= 0 && in->imm < 4)
		return shfl[in->imm];
	if (in->op == OP_VOTE && in->imm >= 0 && in->imm < 4)
		return vote[in->imm];
	return "__syncwarp";
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
			const char *file = in->file ? in->file : f->file;
			diag_add(d, DIAG_ERROR, file, in->line, in->col, "%s (%s) is not "
			         "supported on %s: threads are not grouped into warps "
			         "(in kernel '%s')", what, warp_op_detail(in), machine,
			         f->name);
			if (in->line) {
				char *text = diag_read_line(file, in->line);
				if (text)
					diag_set_source(d, text);
				free(text);
			}
			errors++;
		}
	}
	return errors != 0;
}
