/* Kernel IR: construction, operand types, structural verification and the
 * textual listing used by dumps and tests. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/kir.h"

KirModule *
kir_module_new(const char *path)
{
	KirModule *m = xcalloc(1, sizeof *m);

	m->path = arena_strdup(&m->arena, path);
	vec_grow(m->globals, m->nglobals, m->globals_cap, 1);  /* [0]: none */
	return m;
}

static void
kir_func_free(KirFunc *f)
{
	if (!f)
		return;
	for (uint32_t b = 1; b <= f->nblocks; b++)
		free(f->blocks[b].insts);
	free(f->blocks);
	free(f->insts);
	free(f->args);
	free(f->consts);
	free(f->params);
	free(f->sched);
	free(f->sites);
	free(f->asserts);
	arena_free(&f->arena);
	free(f);
}

void
kir_module_free(KirModule *m)
{
	if (!m)
		return;
	for (uint32_t i = 0; i < m->nfuncs; i++)
		kir_func_free(m->funcs[i]);
	free(m->funcs);
	free(m->globals);
	arena_free(&m->arena);
	free(m);
}

KirFunc *
kir_func_new(KirModule *m, const char *name)
{
	KirFunc *f = xcalloc(1, sizeof *f);

	f->name = arena_strdup(&m->arena, name);
	f->file = m->path;
	/* slot 0 of every table is "none" */
	vec_push(f->insts, f->ninsts, f->insts_cap);
	f->ninsts = 0;
	vec_push(f->consts, f->nconsts, f->consts_cap);
	f->nconsts = 0;
	vec_push(f->blocks, f->nblocks, f->blocks_cap);
	f->nblocks = 0;
	vec_push(f->args, f->nargs, f->args_cap);
	uint32_t i = vec_push(m->funcs, m->nfuncs, m->funcs_cap);
	m->funcs[i] = f;
	return f;
}

uint32_t
kir_block_new(KirFunc *f, const char *name)
{
	vec_grow(f->blocks, f->nblocks, f->blocks_cap, f->nblocks + 2);
	uint32_t b = ++f->nblocks;
	memset(&f->blocks[b], 0, sizeof f->blocks[b]);
	f->blocks[b].name = name;
	return b;
}

uint32_t
kir_inst_detached(KirFunc *f, VgiwOp op, IsaType type, const KirRef *args,
                  uint32_t nargs)
{
	if (nargs > 255)
		die("instruction with %u operands", nargs);
	vec_grow(f->insts, f->ninsts, f->insts_cap, f->ninsts + 2);
	uint32_t i = ++f->ninsts;
	KirInst *in = &f->insts[i];
	memset(in, 0, sizeof *in);
	in->op = (uint16_t)op;
	in->type = (uint8_t)type;
	in->nargs = (uint8_t)nargs;
	in->args = f->nargs;
	vec_grow(f->args, f->nargs, f->args_cap, f->nargs + nargs);
	if (nargs)
		memcpy(&f->args[f->nargs], args, nargs * sizeof *args);
	f->nargs += nargs;
	return i;
}

void
kir_block_append(KirFunc *f, uint32_t b, uint32_t inst)
{
	KirBlock *bl = &f->blocks[b];
	uint32_t k = vec_push(bl->insts, bl->ninsts, bl->cap);

	bl->insts[k] = inst;
	f->insts[inst].block = b;
}

uint32_t
kir_inst_new(KirFunc *f, uint32_t b, VgiwOp op, IsaType type,
             const KirRef *args, uint32_t nargs)
{
	uint32_t i = kir_inst_detached(f, op, type, args, nargs);

	kir_block_append(f, b, i);
	return i;
}

KirRef
kir_const_sym(KirFunc *f, uint32_t sym, uint64_t offset)
{
	IsaType type = sym == ISYM_NONE ? IT_I64 : IT_PTR;

	/* constants are few per function; a linear search keeps them unique */
	for (uint32_t i = 1; i <= f->nconsts; i++) {
		const KirConst *c = &f->consts[i];

		if (c->sym == sym && c->bits == offset && c->type == type)
			return KIR_REF(KREF_CONST, i);
	}
	vec_grow(f->consts, f->nconsts, f->consts_cap, f->nconsts + 2);
	uint32_t i = ++f->nconsts;
	f->consts[i] = (KirConst){ .type = (uint8_t)type, .sym = sym, .bits = offset };
	return KIR_REF(KREF_CONST, i);
}

KirRef
kir_const(KirFunc *f, IsaType type, uint64_t bits)
{
	for (uint32_t i = 1; i <= f->nconsts; i++) {
		const KirConst *c = &f->consts[i];

		if (c->sym == ISYM_NONE && c->bits == bits && c->type == type)
			return KIR_REF(KREF_CONST, i);
	}
	vec_grow(f->consts, f->nconsts, f->consts_cap, f->nconsts + 2);
	uint32_t i = ++f->nconsts;
	f->consts[i] = (KirConst){ .type = (uint8_t)type, .bits = bits };
	return KIR_REF(KREF_CONST, i);
}

IsaType
kir_ref_type(const KirFunc *f, KirRef r)
{
	switch (KIR_TAG(r)) {
	case KREF_VAL: return f->insts[KIR_IDX(r)].type;
	case KREF_CONST: return f->consts[KIR_IDX(r)].type;
	case KREF_PARAM: return f->params[KIR_IDX(r)].type;
	}
	return IT_VOID;
}

uint32_t
kir_nsucc(const KirBlock *b)
{
	return b->term == KTERM_BR ? 2 : b->term == KTERM_JMP ? 1 : 0;
}

uint32_t
kir_nedges(const KirBlock *b)
{
	uint32_t n = kir_nsucc(b);

	return n == 2 && b->succ[0] == b->succ[1] ? 1 : n;
}

KirRef
kir_phi_incoming(const KirFunc *f, uint32_t p, uint32_t from)
{
	const KirInst *in = &f->insts[p];
	const KirRef *a = kir_args(f, in);

	for (uint32_t j = 0; j + 1 < in->nargs; j += 2)
		if (a[j + 1] == from)
			return a[j];
	return KIR_NONE;
}

static int
ref_ok(const KirFunc *f, KirRef r)
{
	uint32_t i = KIR_IDX(r);

	switch (KIR_TAG(r)) {
	case KREF_VAL: return i >= 1 && i <= f->ninsts && f->insts[i].block;
	case KREF_CONST: return i >= 1 && i <= f->nconsts;
	case KREF_PARAM: return i < f->nparams;
	case KREF_UNDEF: return 1;
	}
	return 0;
}

uint32_t
kir_verify(const KirFunc *f, DiagList *d)
{
	uint32_t errors = d->errors;

#define BAD(...) diag_add(d, DIAG_ERROR, f->file, 0, 0, __VA_ARGS__)
	if (!f->entry || f->entry > f->nblocks)
		BAD("%s: no entry block", f->name);
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];

		if (bl->term == KTERM_NONE)
			BAD("%s: block %u has no terminator", f->name, b);
		for (uint32_t s = 0; s < kir_nsucc(bl); s++)
			if (!bl->succ[s] || bl->succ[s] > f->nblocks)
				BAD("%s: block %u: successor %u out of range", f->name, b, s);
		if (bl->term == KTERM_BR && !ref_ok(f, bl->cond))
			BAD("%s: block %u: bad branch condition", f->name, b);
		for (uint32_t k = 0; k < bl->ninsts; k++) {
			uint32_t i = bl->insts[k];
			const KirInst *in = &f->insts[i];
			const KirRef *a = kir_args(f, in);

			if (in->block != b)
				BAD("%s: instruction %u listed in block %u but owned by %u",
				    f->name, i, b, in->block);
			if (in->op == OP_PHI) {
				if (in->nargs % 2)
					BAD("%s: phi %u has odd operand count", f->name, i);
				for (uint32_t j = 0; j + 1 < in->nargs; j += 2) {
					if (!ref_ok(f, a[j]))
						BAD("%s: phi %u: bad incoming value", f->name, i);
					if (!a[j + 1] || a[j + 1] > f->nblocks)
						BAD("%s: phi %u: bad incoming block", f->name, i);
				}
				continue;
			}
			for (uint32_t j = 0; j < in->nargs; j++)
				if (!ref_ok(f, a[j]))
					BAD("%s: instruction %u: operand %u undefined",
					    f->name, i, j);
		}
	}
#undef BAD
	return d->errors - errors;
}

void
kir_print_ref(FILE *out, const KirFunc *f, const KirModule *m, KirRef r)
{
	uint32_t i = KIR_IDX(r);

	switch (KIR_TAG(r)) {
	case KREF_VAL:
		if (f->insts[i].name)
			fprintf(out, "%s", f->insts[i].name);
		else
			fprintf(out, "%%v%u", i);
		return;
	case KREF_PARAM:
		fprintf(out, "$%s", f->params[i].name);
		return;
	case KREF_UNDEF:
		fputs("undef", out);
		return;
	case KREF_CONST: {
		const KirConst *c = &f->consts[i];

		if (c->sym == ISYM_LOCAL)
			fprintf(out, "&local+%" PRIu64, c->bits);
		else if (c->sym != ISYM_NONE)
			fprintf(out, "&%s+%" PRIu64,
			        m && c->sym <= m->nglobals ? m->globals[c->sym].name : "?",
			        c->bits);
		else if (c->type == IT_F32) {
			float v;
			uint32_t b32 = (uint32_t)c->bits;
			memcpy(&v, &b32, sizeof v);
			fprintf(out, "%.9g", (double)v);
		} else if (c->type == IT_F64) {
			double v;
			memcpy(&v, &c->bits, sizeof v);
			fprintf(out, "%.17g", v);
		} else if (c->type == IT_I1)
			fputs(c->bits ? "true" : "false", out);
		else {
			/* integers print signed at their width, as LLVM does */
			unsigned w = 8 * isa_type_size((IsaType)c->type);
			uint64_t v = c->bits;
			if (w < 64 && (v >> (w - 1)) & 1)
				v |= ~0ull << w;
			fprintf(out, "%" PRId64, (int64_t)v);
		}
		return;
	}
	}
	fputs("none", out);
}

static void
print_inst(FILE *out, const KirModule *m, const KirFunc *f, uint32_t i)
{
	const KirInst *in = &f->insts[i];
	const KirRef *a = kir_args(f, in);

	fputs("    ", out);
	if (in->type != IT_VOID && in->op != OP_ST) {
		kir_print_ref(out, f, m, KIR_REF(KREF_VAL, i));
		fputs(" = ", out);
	}
	fprintf(out, "%s.%s", vgiw_op_info[in->op].mnemonic, isa_type_name[in->type]);
	switch (in->op) {
	case OP_ICMP: case OP_FCMP:
		fprintf(out, " %s", isa_pred_name(in->imm));
		break;
	case OP_ATOM:
		fprintf(out, " %s", isa_atomic_name[in->imm]);
		break;
	case OP_TID:
		fprintf(out, " %s", isa_coord_name[in->imm]);
		break;
	case OP_SHFL:
		if (in->imm >= 0 && in->imm < ISA_SHFL_COUNT)
			fprintf(out, " %s", isa_shfl_name[in->imm]);
		break;
	case OP_VOTE:
		if (in->imm >= 0 && in->imm < ISA_VOTE_COUNT)
			fprintf(out, " %s", isa_vote_name[in->imm]);
		break;
	case OP_FENCE:
		if (in->imm == ISA_FENCE_WARP)
			fputs(" warp", out);
		break;
	case OP_TRAP:
		fprintf(out, " #%" PRId64, in->imm);
		break;
	default:
		break;
	}
	if (in->op == OP_LD || in->op == OP_ST || in->op == OP_ATOM || in->op == OP_CAS)
		fprintf(out, " %s%s", isa_aspace_name(in->aspace),
		        in->flags & ISAF_VOLATILE ? " volatile" : "");
	for (uint32_t j = 0; j < in->nargs; j++) {
		fputs(j ? ", " : " ", out);
		if (in->op == OP_PHI) {
			fputc('[', out);
			kir_print_ref(out, f, m, a[j]);
			fprintf(out, ", %s]", f->blocks[a[j + 1]].name);
			j++;
			continue;
		}
		kir_print_ref(out, f, m, a[j]);
	}
	if (in->line)
		fprintf(out, "    ; line %u", in->line);
	fputc('\n', out);
}

void
kir_print_func(FILE *out, const KirModule *m, const KirFunc *f)
{
	fprintf(out, "kernel %s(", f->name);
	for (uint32_t p = 0; p < f->nparams; p++)
		fprintf(out, "%s%s $%s", p ? ", " : "", isa_type_name[f->params[p].type],
		        f->params[p].name);
	fprintf(out, ")\n");
	for (uint32_t b = 1; b <= f->nblocks; b++) {
		const KirBlock *bl = &f->blocks[b];

		fprintf(out, "  %s:%s\n", bl->name, bl->barrier ? "  ; barrier" : "");
		for (uint32_t k = 0; k < bl->ninsts; k++)
			print_inst(out, m, f, bl->insts[k]);
		switch (bl->term) {
		case KTERM_JMP:
			fprintf(out, "    jmp %s\n", f->blocks[bl->succ[0]].name);
			break;
		case KTERM_BR:
			fputs("    br ", out);
			kir_print_ref(out, f, m, bl->cond);
			fprintf(out, ", %s, %s\n", f->blocks[bl->succ[0]].name,
			        f->blocks[bl->succ[1]].name);
			break;
		case KTERM_RET:
			fputs("    exit\n", out);
			break;
		default:
			fputs("    <no terminator>\n", out);
		}
	}
}
