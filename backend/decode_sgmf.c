/* The decoder of an SGMF section (docs/cfg-format.md, docs/sgmf.md): one
 * kernel's thread bound and the counts of its steers and merges, checked
 * against the whole-kernel graph of its block 0 before the simulator may
 * trust it. */
#include <inttypes.h>
#include <string.h>

#include "decode_int.h"

/* Kernel k's SGMF section: its thread bound (1 .. the arch's token-buffer
 * entries, which make it deadlock-free: docs/sgmf.md) and the counts of
 * steers and merges, which must be the graph's; the kernel is one block
 * without successors or live values. */
void
cfg_read_sgmf(Rd *r, const SecEnt *e, uint32_t k)
{
	ProgKernel *K = &r->p->kernels[k];
	ProgSgmf *sg = arena_alloc(&r->p->arena, sizeof *sg);

	memset(sg, 0, sizeof *sg);
	if (cfg_rd_kernel_section(r, e, k, "sgmf"))
		return;
	if (!r->failed && e->size != CFG_SGMF) {
		bad(r, e->off, "expected a %d-byte section, found %u bytes", CFG_SGMF,
		    e->size);
		return;
	}
	size_t at = r->pos;
	sg->threads = rd32(r, "threads in flight");
	uint32_t cap = r->arch ? r->arch->vgiw.token_buffer.entries : 0xffffu;
	if (!r->failed && (sg->threads < 1 || sg->threads > cap)) {
		bad(r, at, "expected 1..%u threads in flight (the token buffer's "
		    "entries), found %u", cap, sg->threads);
		return;
	}
	at = r->pos;
	sg->steers = rd32(r, "steer count");
	sg->merges = rd32(r, "merge count");
	reserved(r, 8);
	if (r->failed)
		return;
	const ProgBlock *B = K->nblocks == 1 ? &K->blocks[0] : NULL;
	if (!B || B->nsucc || B->nlv_reads || B->nlv_writes || K->lv_ids) {
		bad(r, e->off, "expected kernel %u to be one block without "
		    "successors or live values, found %u blocks", k, K->nblocks);
		return;
	}
	uint32_t steers = 0, merges = 0, exits = 0;
	for (uint32_t n = 1; n <= B->graph.nnodes && !r->failed; n++) {
		const DfgNode *x = &B->graph.nodes[n];
		int steer = x->op == OP_SPLIT && x->imm != 0;
		int merge = x->op == OP_JOIN && x->imm != 0;
		steers += steer;
		merges += merge;
		exits += x->op == OP_EXIT;
		if (x->op == OP_LVLD || x->op == OP_LVST || x->op == OP_BR ||
		    x->op == OP_JMP)
			bad(r, e->off, "expected no %s in an SGMF graph, found n%u",
			    vgiw_op_info[x->op].mnemonic, n);
		else if (steer && (x->nin != 2 || x->in[0].kind != DIN_NODE ||
		                   x->in[1].kind != DIN_NODE || x->in[1].type != IT_I1))
			bad(r, e->off, "expected steer n%u to take a token and an i1 "
			    "token, found %u inputs", n, x->nin);
		else if (merge && !x->nin)
			bad(r, e->off, "expected merge n%u to have inputs, found none", n);
		else if (x->op == OP_JOIN && x->imm == SGMF_CMERGE &&
		         (x->nin != 3 || x->in[0].type != IT_I1))
			bad(r, e->off, "expected controlled merge n%u to take an i1 "
			    "token and two tokens, found %u inputs", n, x->nin);
		for (uint32_t s = 0; s < x->nin && merge && !r->failed; s++)
			if (x->in[s].kind != DIN_NODE)
				bad(r, e->off, "expected merge n%u's inputs to be tokens, "
				    "found kind %u in slot %u", n, x->in[s].kind, s);
		/* a token input names a side of a steer, or none */
		for (uint32_t s = 0; s < x->nin && !r->failed; s++) {
			const DfgInput *in = &x->in[s];
			if (in->kind != DIN_NODE && in->kind != DIN_ORDER)
				continue;
			const DfgNode *src = &B->graph.nodes[in->src];
			int from_steer = src->op == OP_SPLIT && src->imm == SGMF_STEER;
			if (from_steer ? in->imm != SGMF_STEER_TRUE &&
			                 in->imm != SGMF_STEER_FALSE : in->imm != 0)
				bad(r, e->off, "expected n%u input %u's side to be %s, found "
				    "%" PRIu64, n, s, from_steer ? "1 (true) or 2 (false) of "
				    "its steer" : "0 (not from a steer)", in->imm);
		}
	}
	if (!r->failed && (steers != sg->steers || merges != sg->merges))
		bad(r, at, "expected the graph's %u steers and %u merges, found %u "
		    "and %u", steers, merges, sg->steers, sg->merges);
	else if (!r->failed && !exits)
		bad(r, e->off, "expected an exit node in kernel %u's graph, found "
		    "none", k);
	if (!r->failed)
		K->sgmf = sg;
	leave(r);
}
