/* The decoder of a SIMT section (docs/cfg-format.md): one kernel's
 * instruction stream, every field checked (opcode, types, registers and
 * pairs, input kinds, targets, reconvergence) before the simulator may
 * trust it. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "decode_int.h"

static int
is_mem(unsigned op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
	       op == OP_FENCE;
}

/* A register operand: below nregs, a 64-bit value's pair even and whole. */
static int
reg_ok(const ProgSimt *s, uint32_t r, unsigned type)
{
	if (type < IT_COUNT && isa_type_size((IsaType)type) > 4)
		return r % 2 == 0 && r < s->nregs && r + 1 < s->nregs;
	return r < s->nregs;
}

static void
read_in(Rd *r, const ProgKernel *K, const ProgSimt *s, ProgSimtInst *x,
        uint32_t pc, uint32_t slot)
{
	DfgInput *in = &x->in[slot];
	size_t at = r->pos;
	char owner[16];

	snprintf(owner, sizeof owner, "pc %u", pc);
	if (!cfg_rd_input(r, in, slot < x->nin, owner, slot))
		return;
	if (in->kind != DIN_REG && in->kind != DIN_IMM && in->kind != DIN_PARAM &&
	    in->kind != DIN_SYM)
		bad(r, at, "expected pc %u input %u's kind 1 (register), 3, 4 or 5, "
		    "found %u", pc, slot, in->kind);
	else if (in->type >= IT_COUNT || in->type == IT_VOID)
		bad(r, at + 1, "expected pc %u input %u's type 1..%d, found %u", pc,
		    slot, IT_COUNT - 1, in->type);
	else if (in->kind == DIN_REG && !reg_ok(s, in->src, in->type))
		bad(r, at + 4, "expected pc %u input %u to be a register below %u "
		    "(%s: an even pair), found r%u", pc, slot, s->nregs,
		    isa_type_name[in->type], in->src);
	else if ((in->kind == DIN_REG || in->kind == DIN_PARAM) && in->imm)
		bad(r, at + 8, "expected pc %u input %u's immediate 0, found %" PRIu64,
		    pc, slot, in->imm);
	else if (in->kind == DIN_IMM && in->src)
		bad(r, at + 4, "expected pc %u input %u's source 0 (an immediate), "
		    "found %u", pc, slot, in->src);
	else if (in->kind == DIN_PARAM && in->src >= K->nparams)
		bad(r, at + 4, "expected pc %u input %u to be a parameter (0..%d), "
		    "found %u", pc, slot, (int)K->nparams - 1, in->src);
	else if (in->kind == DIN_SYM && in->src != ISYM_LOCAL &&
	         (in->src < 1 || in->src > K->nsymbols))
		bad(r, at + 4, "expected pc %u input %u to be a symbol (1..%u or "
		    "local), found %u", pc, slot, K->nsymbols, in->src);
	else if (in->kind == DIN_IMM && !cfg_imm_canonical(in->type, in->imm))
		bad(r, at + 8, "expected pc %u input %u's immediate zero above its "
		    "%s bits, found %016" PRIx64, pc, slot, isa_type_name[in->type],
		    in->imm);
	else if (in->kind == DIN_PARAM && in->type != K->params[in->src].type)
		bad(r, at + 1, "expected pc %u input %u's type %s (parameter %u's), "
		    "found %s", pc, slot, isa_type_name[K->params[in->src].type],
		    in->src, isa_type_name[in->type]);
	else if (in->kind == DIN_SYM && in->type != IT_PTR)
		bad(r, at + 1, "expected pc %u input %u's type ptr (a symbol's "
		    "address), found %s", pc, slot, isa_type_name[in->type]);
}

/* Registers a 64-bit value covers two of. */
static unsigned
regs_of(unsigned type)
{
	return isa_type_size((IsaType)type) > 4 ? 2 : 1;
}

/* Definitions before uses: every register an input reads is written by an
 * instruction of the stream (a destination of none writes nothing), so no
 * thread reads a register nothing defines. Records from insts_at. */
static void
check_defs(Rd *r, const ProgSimt *s, size_t insts_at)
{
	uint8_t *written = xcalloc(s->nregs ? s->nregs : 1, 1);

	for (uint32_t pc = 0; pc < s->ninsts; pc++) {
		const ProgSimtInst *x = &s->insts[pc];
		if (x->dst != PROG_SIMT_NO_REG)
			for (unsigned i = 0; i < regs_of(x->type); i++)
				written[x->dst + i] = 1;
	}
	for (uint32_t pc = 0; pc < s->ninsts && !r->failed; pc++) {
		const ProgSimtInst *x = &s->insts[pc];
		for (uint32_t j = 0; j < x->nin && !r->failed; j++) {
			const DfgInput *in = &x->in[j];
			if (in->kind != DIN_REG)
				continue;
			for (unsigned i = 0; i < regs_of(in->type); i++)
				if (!written[in->src + i]) {
					bad(r, insts_at + (size_t)pc * CFG_SIMTINST + 40 +
					    16 * (size_t)j + 4, "expected pc %u input %u's "
					    "register r%u to be written by an instruction of the "
					    "stream, found none that does", pc, j, in->src + i);
					break;
				}
		}
	}
	free(written);
}

/* The fields that depend on the opcode, once the record is read. */
static void
check_inst(Rd *r, const ProgSimt *s, const ProgSimtInst *x, uint32_t pc,
           size_t at)
{
	unsigned op = x->op;
	const char *mn = vgiw_op_info[op].mnemonic;
	int transfer = op == OP_BR || op == OP_JMP;

	if (x->type >= IT_COUNT)
		bad(r, at + 2, "expected pc %u's type 0..%d, found %u", pc,
		    IT_COUNT - 1, x->type);
	else if (cfg_result_type_bad(op, x->type))
		bad(r, at + 2, "expected pc %u (%s)'s type to be %s, found %s", pc,
		    mn, cfg_result_type_bad(op, x->type), isa_type_name[x->type]);
	else if (x->flags & ~(unsigned)(ISAF_VOLATILE | ISAF_UNSIGNED))
		bad(r, at + 3, "expected pc %u's flags within 0x03 (volatile, "
		    "unsigned), found 0x%02x", pc, x->flags);
	else if (is_mem(op) ? !cfg_valid_aspace(x->aspace) : x->aspace != 0)
		bad(r, at + 4, "expected pc %u (%s) to have %s, found %u", pc, mn,
		    is_mem(op) ? "an address space 0, 1, 3, 4, 5 or 101" :
		    "address space 0", x->aspace);
	else if (x->nin != vgiw_op_info[op].operands)
		bad(r, at + 5, "expected pc %u (%s) to have %u inputs, found %u", pc,
		    mn, vgiw_op_info[op].operands, x->nin);
	else if (!is_mem(op) && x->align)
		bad(r, at + 6, "expected pc %u (%s) to have align 0, found %u", pc,
		    mn, x->align);
	else if (is_mem(op) && x->align & (x->align - 1))
		bad(r, at + 6, "expected pc %u (%s)'s align to be 0 or a power of "
		    "two, found %u", pc, mn, x->align);
	else if (x->offset && (!is_mem(op) || op == OP_FENCE))
		bad(r, at + 36, "expected pc %u (%s) to have address offset 0 (only "
		    "ld, st, atom and cas add one to their address), found %" PRId32,
		    pc, mn, x->offset);
	else if ((op == OP_ICMP && (x->imm < ISA_ICMP_EQ || x->imm > ISA_ICMP_SLE)) ||
	         (op == OP_FCMP && (x->imm < ISA_FCMP_FALSE || x->imm > ISA_FCMP_TRUE)) ||
	         (op == OP_ATOM && (x->imm < 0 || x->imm >= ISA_ATOM_COUNT)) ||
	         (op == OP_TID && (x->imm < 0 || x->imm >= ISA_COORD_COUNT)) ||
	         ((op == OP_SHFL || op == OP_VOTE) && (x->imm < 0 || x->imm > 3)) ||
	         (op == OP_CLOCK && x->imm) ||
	         ((op == OP_FENCE || op == OP_MUL24 || op == OP_MULHI) &&
	          (x->imm < 0 || x->imm > 1)))
		bad(r, at + 8, "expected pc %u (%s) to have a valid immediate "
		    "(predicate, atomic kind, coordinate or mode), found %" PRId64,
		    pc, mn, x->imm);
	else if (x->dst != PROG_SIMT_NO_REG &&
	         (!cfg_simt_has_result(op) || !reg_ok(s, x->dst, x->type)))
		bad(r, at + 16, "expected pc %u (%s)'s destination to be %s, found "
		    "r%u", pc, mn, cfg_simt_has_result(op) ? "a register below "
		    "nregs (an even pair for 64 bits) or ffffffff" : "ffffffff (no "
		    "result)", x->dst);
	else if (transfer ? x->target[0] >= s->ninsts : x->target[0] != PROG_SIMT_EXIT)
		bad(r, at + 20, "expected pc %u (%s)'s target 0 to be %s, found %u",
		    pc, mn, transfer ? "a pc of the stream" : "ffffffff", x->target[0]);
	else if (op == OP_BR ? x->target[1] >= s->ninsts : x->target[1] != PROG_SIMT_EXIT)
		bad(r, at + 24, "expected pc %u (%s)'s target 1 to be %s, found %u",
		    pc, mn, op == OP_BR ? "a pc of the stream" : "ffffffff", x->target[1]);
	else if (op == OP_BR ? x->reconv >= s->ninsts && x->reconv != PROG_SIMT_EXIT :
	         x->reconv != PROG_SIMT_EXIT)
		bad(r, at + 28, "expected pc %u (%s)'s reconvergence pc to be %s, "
		    "found %u", pc, mn, op == OP_BR ? "a pc of the stream or ffffffff "
		    "(the exit)" : "ffffffff", x->reconv);
}

void
cfg_read_simt(Rd *r, const SecEnt *e, uint32_t k)
{
	Program *p = r->p;
	ProgKernel *K = &p->kernels[k];
	ProgSimt *s = arena_alloc(&p->arena, sizeof *s);

	if (cfg_rd_kernel_section(r, e, k, "simt"))
		return;
	size_t at = r->pos;
	s->nregs = rd32(r, "register count");
	if (!r->failed && s->nregs > CFG_SIMT_MAX_REGS) {
		bad(r, at, "expected at most %u registers per thread, found %u",
		    CFG_SIMT_MAX_REGS, s->nregs);
		return;
	}
	at = r->pos;
	s->ninsts = rd32(r, "instruction count");
	reserved(r, 4);
	if (r->failed)
		return;
	/* the size follows from the count: checked before it sizes anything */
	if ((uint64_t)CFG_SIMTHDR + (uint64_t)CFG_SIMTINST * s->ninsts != e->size) {
		bad(r, e->off, "expected %" PRIu64 " bytes for %u instructions, found "
		    "a %u-byte section", (uint64_t)CFG_SIMTHDR +
		    (uint64_t)CFG_SIMTINST * s->ninsts, s->ninsts, e->size);
		return;
	}
	if (!s->ninsts) {
		bad(r, at, "expected at least one instruction, found 0");
		return;
	}
	s->insts = arena_alloc(&p->arena, (size_t)s->ninsts * sizeof *s->insts);
	size_t insts_at = r->pos;
	for (uint32_t pc = 0; pc < s->ninsts && !r->failed; pc++) {
		ProgSimtInst *x = &s->insts[pc];
		size_t iat = r->pos;

		x->op = rd16(r, "opcode");
		x->type = rd8(r, "type");
		x->flags = rd8(r, "flags");
		x->aspace = rd8(r, "address space");
		x->nin = rd8(r, "input count");
		x->align = rd16(r, "align");
		x->imm = (int64_t)rd64(r, "immediate");
		x->dst = rd32(r, "destination");
		x->target[0] = rd32(r, "target 0");
		x->target[1] = rd32(r, "target 1");
		x->reconv = rd32(r, "reconvergence pc");
		x->line = rd32(r, "line");
		x->offset = (int32_t)rd32(r, "address offset");
		if (r->failed)
			return;
		if (!cfg_simt_op(x->op)) {
			bad(r, iat, "expected pc %u's opcode to be one a SIMT program "
			    "holds (an ALU, SCU or memory operation, tid, br, jmp, exit, "
			    "shfl, vote or bar), found %u%s%s", pc, x->op,
			    x->op < OP_COUNT ? " " : "",
			    x->op < OP_COUNT ? vgiw_op_info[x->op].mnemonic : "");
			return;
		}
		check_inst(r, s, x, pc, iat);
		if (!r->failed && x->op == OP_TRAP &&
		    (x->imm < 0 || x->imm >= (int64_t)K->nasserts))
			bad(r, iat + 8, "expected pc %u (trap)'s immediate below the "
			    "kernel's %u assertions (the assert section), found %" PRId64,
			    pc, K->nasserts, x->imm);
		for (uint32_t slot = 0; slot < PROG_SIMT_MAX_IN && !r->failed; slot++)
			read_in(r, K, s, x, pc, slot);
		char owner[24];
		snprintf(owner, sizeof owner, "pc %u", pc);
		cfg_check_cond(r, iat + 41, owner, x->op, x->in[0].type);
		if (!r->failed && x->op == OP_BR && x->in[0].type != IT_I1)
			bad(r, iat + 41, "expected pc %u (br)'s condition of type i1, "
			    "found %s", pc, isa_type_name[x->in[0].type]);
	}
	if (r->failed)
		return;
	/* the stream never runs past its end */
	const ProgSimtInst *last = &s->insts[s->ninsts - 1];
	if (last->op != OP_BR && last->op != OP_JMP && last->op != OP_EXIT) {
		bad(r, r->pos - CFG_SIMTINST, "expected the last instruction (pc %u) "
		    "to be br, jmp or exit, found %s", s->ninsts - 1,
		    vgiw_op_info[last->op].mnemonic);
		return;
	}
	check_defs(r, s, insts_at);
	if (r->failed)
		return;
	K->simt = s;
	leave(r);
}
