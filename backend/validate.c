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
	case OP_ICMP: *lo = KIR_ICMP_EQ; *hi = KIR_ICMP_SLE; break;
	case OP_FCMP: *lo = KIR_FCMP_FALSE; *hi = KIR_FCMP_TRUE; break;
	case OP_ATOM: *hi = KIR_ATOM_COUNT - 1; break;
	case OP_TID: *hi = last_coord; break;
	case OP_MUL24: case OP_MULHI: *hi = 1; break;
	case OP_LVLD: case OP_LVST: *hi = (int64_t)lv_ids - 1; break;
	default: break;
	}
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
		hi = SGMF_MERGE;
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

/* ---- canonical bytes ---- */

static const char *
kind_name(uint32_t k)
{
	static const char *const n[] = { "?", "string table", "kernel table",
		"block section", "gpucc section", "debug section", "simt section",
		"sgmf section" };
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
