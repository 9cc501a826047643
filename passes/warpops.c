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
		return in->imm == KIR_FENCE_WARP
			? "bar.warp.sync (warp-synchronous barrier)" : NULL;
	default: return NULL;
	}
}

/* "shfl.down", "vote.ballot" or "__syncwarp". */
static void
warp_op_detail(const KirInst *in, char *buf, size_t n)
{
	const char *mode = "?";

	if (in->op == OP_SHFL && in->imm >= 0 && in->imm < KIR_SHFL_COUNT)
		mode = kir_shfl_name[in->imm];
	else if (in->op == OP_VOTE && in->imm >= 0 && in->imm < KIR_VOTE_COUNT)
		mode = kir_vote_name[in->imm];
	if (in->op == OP_FENCE)
		snprintf(buf, n, "__syncwarp");
	else
		snprintf(buf, n, "%s.%s", vgiw_op_info[in->op].mnemonic, mode);
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
			char detail[32];
			warp_op_detail(in, detail, sizeof detail);
			diag_add(d, DIAG_ERROR, file, in->line, in->col, "%s (%s) is not "
			         "supported on %s: threads are not grouped into warps "
			         "(in kernel '%s')", what, detail, machine, f->name);
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
