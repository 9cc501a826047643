/* The semantic checks of the .cfg reader that are not about layout
 * (docs/cfg-format.md, "Validation"): the fields of an operation that
 * depend on its opcode, the bounds of the counts a simulator sizes arrays
 * by, and canonical bytes (decode then encode gives the file back). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "decode_int.h"

static int
mem_op(unsigned op)
{
	return op == OP_LD || op == OP_ST || op == OP_ATOM || op == OP_CAS ||
	       op == OP_FENCE;
}

int
cfg_valid_aspace(unsigned as)
{
	return as == AS_GENERIC || as == AS_GLOBAL || as == AS_SHARED ||
	       as == AS_CONST || as == AS_LOCAL || as == AS_PARAM;
}

/* The range of an immediate for op, or 0 when it must be 0 (min = max = 0
 * too). lv_ids bounds lvld/lvst; last_coord the thread coordinates the
 * machine generates. */
static void
imm_range(unsigned op, uint32_t lv_ids, int64_t last_coord, int64_t *lo,
          int64_t *hi)
{
	*lo = *hi = 0;
	switch (op) {
	case OP_ICMP: *lo = ISA_ICMP_EQ; *hi = ISA_ICMP_SLE; break;
	case OP_FCMP: *lo = ISA_FCMP_FALSE; *hi = ISA_FCMP_TRUE; break;
	case OP_ATOM: *hi = ISA_ATOM_COUNT - 1; break;
	case OP_TID: *hi = last_coord; break;
	case OP_MUL24: case OP_MULHI: *hi = 1; break;
	case OP_FMULR: case OP_FMAR: case OP_FDIVR: case OP_FSQRTR:
		*lo = 1; *hi = 3; break;  /* rounding mode (ops.def) */
	case OP_FADDR: *lo = 1; *hi = 7; break;  /* mode, 4: subtract */
	case OP_FCVTR: *lo = 1; *hi = 15; break;  /* mode, unsigned, from f64 */
	case OP_FLIB1: case OP_FLIB2: *hi = LIBFN_COUNT - 1; break;
	case OP_LVLD: case OP_LVST: *hi = (int64_t)lv_ids - 1; break;
	default: break;
	}
}

/* TRAP's immediate: an assertion of the kernel's table. */
static void
check_trap(Rd *r, const CfgOpAt *o)
{
	if (o->nasserts == 0)
		bad(r, o->at + o->imm_off, "expected %s (trap)'s assertion below the "
		    "kernel's count, found %" PRId64 " with no assertions (the assert "
		    "section)", o->owner, o->imm);
	else if (o->imm < 0 || o->imm >= (int64_t)o->nasserts)
		bad(r, o->at + o->imm_off, "expected %s (trap)'s immediate in 0..%u "
		    "(the kernel's assertions), found %" PRId64, o->owner,
		    o->nasserts - 1, o->imm);
}

void
cfg_check_cond(Rd *r, size_t at, const char *owner, unsigned op, unsigned type)
{
	if (!r->failed && op == OP_TRAP && type != IT_I1)
		bad(r, at, "expected %s (trap)'s condition of type i1, found %s",
		    owner, cfg_type_name(type));
}

void
cfg_check_op(Rd *r, const CfgOpAt *o)
{
	unsigned op = o->op;
	const char *mn = vgiw_op_info[op].mnemonic;
	int64_t lo, hi;

	if (r->failed)
		return;
	imm_range(op, o->lv_ids, o->last_coord, &lo, &hi);
	if (o->sgmf && op == OP_SPLIT)
		hi = SGMF_STEER;
	else if (o->sgmf && op == OP_JOIN)
		hi = SGMF_CMERGE;
	if (o->flags & ~o->flags_ok)
		bad(r, o->at + 3, "expected %s's flags within 0x%02x, found 0x%02x",
		    o->owner, o->flags_ok, o->flags);
	else if (mem_op(op) ? !cfg_valid_aspace(o->aspace) : o->aspace != 0)
		bad(r, o->at + 4, "expected %s (%s) to have %s, found %u", o->owner,
		    mn, mem_op(op) ? "an address space 0, 1, 3, 4, 5 or 101" :
		    "address space 0", o->aspace);
	else if (!mem_op(op) && o->align)
		bad(r, o->at + o->align_off, "expected %s (%s) to have align 0, "
		    "found %u", o->owner, mn, o->align);
	else if (mem_op(op) && o->align & (o->align - 1))
		bad(r, o->at + o->align_off, "expected %s (%s)'s align to be 0 or "
		    "a power of two, found %u", o->owner, mn, o->align);
	else if (op == OP_TRAP)
		check_trap(r, o);
	else if ((op == OP_LVLD || op == OP_LVST) && hi < 0)
		bad(r, o->at + o->imm_off, "expected %s (%s)'s live-value ID below "
		    "the kernel's count, found %" PRId64 " with no IDs", o->owner, mn,
		    o->imm);
	else if (o->imm < lo || o->imm > hi)
		bad(r, o->at + o->imm_off, "expected %s (%s)'s immediate %s%" PRId64
		    "..%" PRId64 "%s, found %" PRId64, o->owner, mn,
		    lo == hi ? "" : "in ", lo, hi,
		    op == OP_LVLD || op == OP_LVST ? " (below the kernel's "
		    "live-value IDs)" : "", o->imm);
}

/* A node's inputs (docs/cfg-format.md, "Node record"): its data inputs
 * first, as many as the opcode's operands (`lvst` 1, or 2 with its
 * predicate, which a when-false `lvst` needs; a predicated access one more,
 * the predicate), then at most one ordering token (the trigger of a node
 * whose operands are all static, or the order of memory accesses); a
 * `split` copies one token of either kind; a `join` waits for 2 or 3
 * tokens of which only the first may carry data. The fabric reads data
 * operands by slot, so a missing one would be read from a token without a
 * value. */
void
cfg_check_inputs(Rd *r, const CfgOpAt *o, const DfgInput *in, unsigned nin)
{
	unsigned op = o->op, data = 0, order = 0;
	const char *mn = vgiw_op_info[op].mnemonic;
	size_t nin_at = o->at + 5;

	if (r->failed)
		return;
	/* SGMF's steers and merges: their shapes are the SGMF section's
	 * checks (decode.c) */
	if (o->sgmf && ((op == OP_SPLIT && o->imm == SGMF_STEER) ||
	                (op == OP_JOIN && o->imm != 0)))
		return;
	for (unsigned s = 0; s < nin; s++) {
		if (in[s].kind != DIN_ORDER) {
			if (order) {
				bad(r, o->at + 16 + 16 * (size_t)s, "expected %s (%s)'s data "
				    "inputs before its ordering token, found data in input %u",
				    o->owner, mn, s);
				return;
			}
			data++;
		} else if (++order > 1 && op != OP_JOIN) {
			bad(r, o->at + 16 + 16 * (size_t)s, "expected %s (%s) to have at "
			    "most one ordering token, found a second in input %u",
			    o->owner, mn, s);
			return;
		}
	}
	if (op == OP_SPLIT) {
		if (nin != 1)
			bad(r, nin_at, "expected %s (split) to have 1 input, found %u",
			    o->owner, nin);
		return;
	}
	if (op == OP_JOIN) {
		if (nin < 2 || data > 1)
			bad(r, nin_at, "expected %s (join) to have 2 or 3 inputs, the "
			    "first of them alone with data, found %u (%u with data)",
			    o->owner, nin, data);
		return;
	}
	unsigned lo = vgiw_op_info[op].operands, hi = lo;
	if (op == OP_LVST)
		lo = o->flags & DFN_WHEN_FALSE ? 2 : 1, hi = 2;
	if (o->flags & ISAF_PREDICATED)
		lo++, hi++;
	if (data < lo || data > hi)
		bad(r, nin_at, "expected %s (%s) to have %u%s%.0u data input%s "
		    "(then at most one ordering token), found %u", o->owner, mn, lo,
		    hi > lo ? " or " : "", hi > lo ? hi : 0, hi == 1 ? "" : "s", data);
}

/* The result type of op: void for the operations without a value (br,
 * jmp, exit, fence, bar, trap), i1 for compares, the stored or carried type (any)
 * for st, lvst, split and join, a type for every other operation. NULL
 * when type fits, else what was expected. */
const char *
cfg_result_type_bad(unsigned op, unsigned type)
{
	switch (op) {
	case OP_BR: case OP_JMP: case OP_EXIT: case OP_FENCE: case OP_BAR:
	case OP_TRAP:
		return type == IT_VOID ? NULL : "void (no result)";
	case OP_ICMP: case OP_FCMP:
		return type == IT_I1 ? NULL : "i1";
	case OP_CLOCK:
		return type == IT_I32 || type == IT_I64 ? NULL : "i32 or i64";
	case OP_ST: case OP_LVST: case OP_SPLIT: case OP_JOIN:
		return NULL;
	default:
		return type != IT_VOID ? NULL : "a value's type (not void)";
	}
}

/* 1 if the bits of an immediate of type are zero above its width (as the
 * encoder writes them, and as the dump, which prints the value, shows). */
int
cfg_imm_canonical(unsigned type, uint64_t bits)
{
	unsigned w = type == IT_I1 ? 1 : 8 * isa_type_size((IsaType)type);

	return w >= 64 || !(bits >> w);
}

/* 1 if a data input may read op's output: not from an operation that
 * yields only timing (st, lvst, fence, br, jmp, exit, bar, trap). */
static int
yields_value(unsigned op)
{
	return op != OP_ST && op != OP_LVST && op != OP_FENCE && op != OP_BR &&
	       op != OP_JMP && op != OP_EXIT && op != OP_BAR && op != OP_TRAP;
}

void
cfg_check_result(Rd *r, size_t at, const char *owner, unsigned op,
                 unsigned type)
{
	const char *want = cfg_result_type_bad(op, type);

	if (!r->failed && want)
		bad(r, at, "expected %s (%s)'s type to be %s, found %s", owner,
		    vgiw_op_info[op].mnemonic, want, cfg_type_name(type));
}

/* One used input slot of a node or a GPU-CC unit, once every node or unit
 * is read: the fields its kind fixes, so that accepted files that differ
 * show different text (vgiwdump prints a token by its source, a parameter
 * by its name, a symbol by name and offset). A token's type is its
 * source's (an ordering token's void; SGMF's carries its source's type or
 * void, a choice the dump does not show), a parameter's the parameter's, a symbol address's ptr, an
 * immediate's a type; source and immediate are 0 where the kind has none
 * (SGMF's steer sides are the SGMF section's check). */
void
cfg_check_operand(Rd *r, const CfgOperand *o, const ProgKernel *K)
{
	const char *who = o->owner;
	unsigned s = o->slot;

	if (r->failed)
		return;
	switch (o->kind) {
	case DIN_NONE:
		bad(r, o->at, "expected %s input %u to be an operand (kind 1..%d), "
		    "found kind 0 (none)", who, s, DIN_SYM);
		break;
	case DIN_NODE: case DIN_ORDER: {
		unsigned want = o->kind == DIN_NODE || o->sgmf ? o->src_type : IT_VOID;
		/* SGMF's stores and exits pass a token on, as data of its merges
		 * and joins */
		if (o->kind == DIN_NODE && !o->sgmf && !yields_value(o->src_op))
			bad(r, o->at + 4, "expected %s input %u from an operation with "
			    "a value, found %s (%s), which has none", who, s,
			    o->src_name, vgiw_op_info[o->src_op].mnemonic);
		else if (o->type != want &&
		         !(o->sgmf && o->kind == DIN_ORDER && o->type == IT_VOID))
			bad(r, o->at + o->type_off, "expected %s input %u's type %s "
			    "(%s), found %s", who, s, cfg_type_name(want),
			    o->kind == DIN_NODE ? "its source's" : o->sgmf ? "an SGMF "
			    "ordering token's: its source's, or void" :
			    "an ordering token's",
			    cfg_type_name(o->type));
		else if (o->imm && !o->sgmf)
			bad(r, o->at + 8, "expected %s input %u's immediate 0 (a token), "
			    "found %" PRIu64, who, s, o->imm);
		break;
	}
	case DIN_IMM:
		if (o->type == IT_VOID)
			bad(r, o->at + o->type_off, "expected %s input %u's type to be a "
			    "value's (an immediate), found void", who, s);
		else if (o->src)
			bad(r, o->at + 4, "expected %s input %u's source 0 (an "
			    "immediate), found %u", who, s, o->src);
		else if (!cfg_imm_canonical(o->type, o->imm))
			bad(r, o->at + 8, "expected %s input %u's immediate zero above "
			    "its %s bits, found %016" PRIx64, who, s,
			    cfg_type_name(o->type), o->imm);
		break;
	case DIN_PARAM:
		if (o->type != K->params[o->src].type)
			bad(r, o->at + o->type_off, "expected %s input %u's type %s "
			    "(parameter %u's), found %s", who, s,
			    cfg_type_name(K->params[o->src].type), o->src,
			    cfg_type_name(o->type));
		else if (o->imm)
			bad(r, o->at + 8, "expected %s input %u's immediate 0 (a "
			    "parameter), found %" PRIu64, who, s, o->imm);
		break;
	case DIN_SYM:
		if (o->type != IT_PTR)
			bad(r, o->at + o->type_off, "expected %s input %u's type ptr (a "
			    "symbol's address), found %s", who, s, cfg_type_name(o->type));
		break;
	default:
		break;
	}
}

/* ---- canonical bytes ---- */

static const char *
kind_name(uint32_t k)
{
	static const char *const n[] = { "?", "string table", "kernel table",
		"block section", "gpucc section", "debug section", "simt section",
		"sgmf section", "assert section" };
	return k < sizeof n / sizeof *n ? n[k] : "?";
}

/* A file is canonical when re-encoding what was decoded gives its bytes:
 * the first difference is reported in the section it falls in. Under the
 * fuzzer's VGIW_CFG_FUZZ_NO_CRC the CRC fields are not compared. */
void
cfg_check_canonical(Rd *r, const SecEnt *sec, uint32_t nsec)
{
	uint8_t *buf = NULL;
	size_t n = 0;

	if (r->failed)
		return;
	if (cfg_encode(r->p, &buf, &n)) {
		what(r, "header");
		bad(r, 0, "expected a program the encoder can write, found one it "
		    "cannot (over 4 GB)");
		return;
	}
	size_t lim = n < r->size ? n : r->size, at = lim;
	for (size_t i = 0; i < lim; i++) {
		if (buf[i] == r->data[i])
			continue;
#ifdef VGIW_CFG_FUZZ_NO_CRC
		size_t tbl = CFG_HEADER + (size_t)nsec * CFG_SECENT;
		if (i >= CFG_HEADER && i < tbl + 4 &&
		    (i >= tbl || (i - CFG_HEADER) % CFG_SECENT >= 12))
			continue;
#endif
		at = i;
		break;
	}
	if (at == lim && n == r->size) {
		free(buf);
		return;
	}
	if (at < CFG_HEADER + (size_t)nsec * CFG_SECENT + 4)
		what(r, at < CFG_HEADER ? "header" : "section table");
	else {
		uint32_t s = 0;
		while (s + 1 < nsec && sec[s + 1].off <= at)
			s++;
		what(r, "%s (section %u)", kind_name(sec[s].kind), s);
	}
	if (at < lim)
		bad(r, at, "expected the canonical encoding (byte %02x), found %02x",
		    buf[at], r->data[at]);
	else
		bad(r, at, "expected the canonical encoding of %zu bytes, found %zu",
		    n, r->size);
	free(buf);
}
