/* The decoder of a GPU-CC section (docs/cfg-format.md, docs/gpucc.md): one
 * kernel's SM configuration, a fixed instruction per core and load/store
 * unit and its lanes, every field and every cross-unit link checked before
 * the simulator may trust it. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "decode_int.h"

static const char *
unit_kind(const ProgGpucc *g, uint32_t u)
{
	return u < g->ncores ? "core" : "lsu";
}

static uint32_t
unit_no(const ProgGpucc *g, uint32_t u)
{
	return u < g->ncores ? u : u - g->ncores;
}

static void
read_unit_in(Rd *r, const ProgKernel *K, ProgGpucc *g, uint32_t u,
             uint32_t s)
{
	ProgGpuccUnit *x = &g->units[u];
	ProgGpuccIn *in = &x->in[s];
	size_t at = r->pos;

	if (s >= x->nin) {
		if (!have(r, CFG_GPCCIN, "an unused input slot"))
			return;
		for (int z = 0; z < CFG_GPCCIN && !r->failed; z++)
			if (r->data[r->pos + (size_t)z])
				bad(r, at + (size_t)z, "expected %s %u's unused input slot "
				    "%u to be zero, found %02x", unit_kind(g, u),
				    unit_no(g, u), s, r->data[r->pos + (size_t)z]);
		r->pos += CFG_GPCCIN;
		return;
	}
	in->kind = rd8(r, "input kind");
	in->lane = rd8(r, "input lane");
	in->type = rd8(r, "input type");
	in->delay = rd8(r, "input delay");
	in->src = rd32(r, "input source");
	in->imm = rd64(r, "input immediate");
	if (r->failed)
		return;
	const char *uk = unit_kind(g, u);
	uint32_t un = unit_no(g, u);
	int token = in->kind == DIN_NODE || in->kind == DIN_ORDER;
	if (in->kind < DIN_NODE || in->kind > DIN_SYM)
		bad(r, at, "expected %s %u input %u's kind 1..%d, found %u", uk, un,
		    s, DIN_SYM, in->kind);
	else if (in->type >= IT_COUNT)
		bad(r, at + 2, "expected %s %u input %u's type 0..%d, found %u", uk,
		    un, s, IT_COUNT - 1, in->type);
	else if (!token && in->delay)
		bad(r, at + 3, "expected %s %u input %u (static) without a delay, "
		    "found %u", uk, un, s, in->delay);
	else if (!token && in->lane != PROG_GPUCC_NO_LANE)
		bad(r, at + 1, "expected %s %u input %u (static) without a lane "
		    "(ff), found %u", uk, un, s, in->lane);
	else if (token && in->lane >= g->nlanes)
		bad(r, at + 1, "expected %s %u input %u's lane below %u, found %u",
		    uk, un, s, g->nlanes, in->lane);
	else if (in->kind == DIN_PARAM && in->src >= K->nparams)
		bad(r, at + 4, "expected %s %u input %u to be a parameter (0..%d), "
		    "found %u", uk, un, s, (int)K->nparams - 1, in->src);
	else if (in->kind == DIN_SYM && in->src != ISYM_LOCAL &&
	         (in->src < 1 || in->src > K->nsymbols))
		bad(r, at + 4, "expected %s %u input %u to be a symbol (1..%u or "
		    "local), found %u", uk, un, s, K->nsymbols, in->src);
}

/* Input s of used unit u (record at iat), once every unit is read: what its
 * kind fixes (validate.c), a token's against its source unit. */
static void
check_unit_in(Rd *r, const ProgKernel *K, const ProgGpucc *g, uint32_t u,
              uint32_t s, size_t iat)
{
	const ProgGpuccIn *in = &g->units[u].in[s];
	int token = in->kind == DIN_NODE || in->kind == DIN_ORDER;
	char owner[24], src[24] = "";

	snprintf(owner, sizeof owner, "%s %u", unit_kind(g, u), unit_no(g, u));
	if (token)
		snprintf(src, sizeof src, "%s %u", unit_kind(g, in->src),
		         unit_no(g, in->src));
	CfgOperand o = {
		.at = iat, .type_off = 2, .owner = owner, .slot = s,
		.kind = in->kind, .type = in->type, .src = in->src, .imm = in->imm,
		.src_op = token ? g->units[in->src].op : 0,
		.src_type = token ? g->units[in->src].type : 0,
		.src_name = src, .sgmf = 0,
	};
	cfg_check_operand(r, &o, K);
}

/* Cross-unit checks, once every record is read: token sources are used
 * units driving the lane the input reads, ordering predecessors are used
 * LSUs, positions are a permutation of the line. */
static void
check_gpucc(Rd *r, const ProgKernel *K, const ProgGpucc *g,
            size_t units_at)
{
	uint32_t nunits = g->ncores + g->nlsus;
	uint32_t *seen = xcalloc(nunits ? nunits : 1, sizeof *seen);

	for (uint32_t u = 0; u < nunits && !r->failed; u++) {
		const ProgGpuccUnit *x = &g->units[u];
		size_t at = units_at + (size_t)u * CFG_GPCCUNIT;
		const char *uk = unit_kind(g, u);
		uint32_t un = unit_no(g, u);

		if (seen[g->pos[u]]) {
			uint32_t o = seen[g->pos[u]] - 1;
			bad(r, at + 12, "expected %s %u at a free position, found "
			    "position %u taken by %s %u", uk, un, g->pos[u],
			    unit_kind(g, o), unit_no(g, o));
			break;
		}
		seen[g->pos[u]] = u + 1;
		if (x->op == PROG_GPUCC_UNUSED)
			continue;
		for (uint32_t s = 0; s < x->nin && !r->failed; s++) {
			const ProgGpuccIn *in = &x->in[s];
			size_t iat = at + 40 + (size_t)s * CFG_GPCCIN;

			if (in->kind != DIN_NODE && in->kind != DIN_ORDER) {
				check_unit_in(r, K, g, u, s, iat);
				continue;
			}
			if (in->src >= nunits || in->src == u ||
			    g->units[in->src].op == PROG_GPUCC_UNUSED)
				bad(r, iat + 4, "expected %s %u input %u from another used "
				    "unit (0..%u), found unit %u%s", uk, un, s, nunits - 1,
				    in->src, in->src < nunits && in->src != u ? ", unused" : "");
			else if (g->units[in->src].out_lane != in->lane)
				bad(r, iat + 1, "expected %s %u input %u on lane %u (what %s "
				    "%u drives), found %u", uk, un, s,
				    g->units[in->src].out_lane, unit_kind(g, in->src),
				    unit_no(g, in->src), in->lane);
			else if (g->units[in->src].copy != x->copy)
				bad(r, iat + 4, "expected %s %u input %u from a unit of copy "
				    "%u, found %s %u of copy %u", uk, un, s, x->copy,
				    unit_kind(g, in->src), unit_no(g, in->src),
				    g->units[in->src].copy);
			else if ((uint32_t)g->units[in->src].warmup < (uint32_t)x->warmup + in->delay)
				bad(r, iat + 3, "expected %s %u (warm-up %u) to run at least "
				    "%u warm-up threads for %s %u input %u (warm-up %u, delay "
				    "%u), found %u", unit_kind(g, in->src), unit_no(g, in->src),
				    g->units[in->src].warmup, x->warmup + in->delay, uk, un, s,
				    x->warmup, in->delay, g->units[in->src].warmup);
			else
				check_unit_in(r, K, g, u, s, iat);
		}
		if (!r->failed && x->order_after) {
			uint32_t o = x->order_after - 1;
			if (u < g->ncores || o < g->ncores || o >= nunits || o == u ||
			    g->units[o].op == PROG_GPUCC_UNUSED ||
			    g->units[o].copy != x->copy || x->warmup || g->units[o].warmup)
				bad(r, at + 24, "expected %s %u's ordering predecessor to be "
				    "another used LSU of its copy (units %u..%u, + 1), neither "
				    "running warm-up threads, found %u", uk, un,
				    g->ncores, nunits - 1, x->order_after);
		}
	}
	free(seen);
}

/* Unit u (a core, or an LSU from ncores on) of the line of nunits, its
 * operation checked against what that kind of unit executes. */
static void
read_unit(Rd *r, ProgKernel *K, ProgGpucc *g, uint32_t u, uint64_t nunits,
          uint32_t nnodes)
{
	ProgGpuccUnit *x = &g->units[u];
	const char *uk = unit_kind(g, u);
	uint32_t un = unit_no(g, u);
	size_t uat = r->pos;

	x->op = rd16(r, "opcode");
	x->type = rd8(r, "type");
	x->flags = rd8(r, "flags");
	x->aspace = rd8(r, "address space");
	x->copy = rd8(r, "copy");
	x->nin = rd8(r, "input count");
	x->out_lane = rd8(r, "output lane");
	x->align = rd16(r, "align");
	x->warmup = rd8(r, "warm-up");
	x->speculative = rd8(r, "speculative");
	g->pos[u] = rd32(r, "position");
	x->imm = (int64_t)rd64(r, "immediate");
	x->order_after = rd32(r, "ordering predecessor");
	x->node = rd32(r, "node");
	x->line = rd32(r, "line");
	x->offset = (int32_t)rd32(r, "address offset");
	if (r->failed)
		return;
	if (g->pos[u] >= nunits) {
		bad(r, uat + 12, "expected %s %u's position on the line below "
		    "%" PRIu64 ", found %u", uk, un, nunits, g->pos[u]);
		return;
	}
	if (x->op == PROG_GPUCC_UNUSED) {
		/* canonical: nothing but the position and "no lane" */
		if (x->type || x->flags || x->aspace || x->copy || x->nin ||
		    x->out_lane != PROG_GPUCC_NO_LANE || x->align || x->imm ||
		    x->order_after || x->node || x->line || x->warmup ||
		    x->speculative || x->offset)
			bad(r, uat, "expected unused %s %u to hold only its "
			    "position (other fields 0, output lane ff), found "
			    "more", uk, un);
		for (uint32_t s = 0; s < PROG_GPUCC_MAX_IN && !r->failed; s++)
			read_unit_in(r, K, g, u, s);
		return;
	}
	int lsu = u >= g->ncores;
	int mem = x->op == OP_LD || x->op == OP_ST || x->op == OP_ATOM ||
	          x->op == OP_CAS;
	int core = x->op < OP_COUNT && (x->op == OP_TID ||
	           vgiw_op_info[x->op].unit == UC_ALU ||
	           vgiw_op_info[x->op].unit == UC_SCU);
	if (lsu ? !mem : !core) {
		bad(r, uat, "expected %s %u's opcode to be %s, found %u%s%s", uk,
		    un, lsu ? "ld, st, atom or cas (or ffff unused)" :
		    "an ALU or SCU operation or tid (or ffff unused)", x->op,
		    x->op < OP_COUNT ? " " : "",
		    x->op < OP_COUNT ? vgiw_op_info[x->op].mnemonic : "");
		return;
	}
	if (x->type >= IT_COUNT)
		bad(r, uat + 2, "expected %s %u's type 0..%d, found %u", uk, un,
		    IT_COUNT - 1, x->type);
	else if (x->copy >= g->copies)
		bad(r, uat + 5, "expected %s %u's copy below %u, found %u", uk,
		    un, g->copies, x->copy);
	else if (x->nin > PROG_GPUCC_MAX_IN)
		bad(r, uat + 6, "expected %s %u to have 0..%d inputs, found %u",
		    uk, un, PROG_GPUCC_MAX_IN, x->nin);
	else if (x->out_lane >= g->nlanes && x->out_lane != PROG_GPUCC_NO_LANE)
		bad(r, uat + 7, "expected %s %u's output lane below %u (or ff), "
		    "found %u", uk, un, g->nlanes, x->out_lane);
	else if (x->speculative > 1 || (x->speculative && x->op != OP_LD))
		bad(r, uat + 11, "expected %s %u's speculative flag 0, or 1 on "
		    "a ld, found %u", uk, un, x->speculative);
	else if (x->warmup && lsu && x->op != OP_LD)
		bad(r, uat + 10, "expected %s %u (%s) without warm-up threads "
		    "(only cores and loads run them), found %u", uk, un,
		    vgiw_op_info[x->op].mnemonic, x->warmup);
	else if (x->offset && !lsu)
		bad(r, uat + 36, "expected core %u's address offset 0, found %d",
		    un, x->offset);
	else if (x->node > nnodes)
		bad(r, uat + 28, "expected %s %u's node to be one of block 0's "
		    "(1..%u) or 0, found n%u", uk, un, nnodes, x->node);
	else {
		char owner[24];
		snprintf(owner, sizeof owner, "%s %u", uk, un);
		CfgOpAt o = {
			.at = uat, .align_off = 8, .imm_off = 16, .owner = owner,
			.op = x->op, .flags = x->flags,
			.flags_ok = ISAF_VOLATILE | ISAF_UNSIGNED | ISAF_PREDICATED,
			.aspace = x->aspace, .align = x->align, .imm = x->imm,
			.nasserts = K->nasserts, .last_coord = ISA_GID_Y,
		};
		cfg_check_op(r, &o);
		cfg_check_result(r, uat + 2, owner, x->op, x->type);
	}
	for (uint32_t s = 0; s < PROG_GPUCC_MAX_IN && !r->failed; s++)
		read_unit_in(r, K, g, u, s);
	char who[24];
	snprintf(who, sizeof who, "%s %u", uk, un);
	cfg_check_cond(r, uat + 40 + 2, who, x->op, x->in[0].type);
}

void
cfg_read_gpucc(Rd *r, const SecEnt *e, uint32_t k)
{
	Program *p = r->p;
	ProgKernel *K = &p->kernels[k];
	ProgGpucc *g = arena_alloc(&p->arena, sizeof *g);

	memset(g, 0, sizeof *g);
	if (cfg_rd_kernel_section(r, e, k, "gpucc"))
		return;
	size_t at = r->pos;
	g->copies = rd32(r, "copies");
	if (!r->failed && (g->copies < 1 || g->copies > 256)) {
		bad(r, at, "expected 1..256 copies, found %u", g->copies);
		return;
	}
	g->ncores = rd32(r, "core count");
	g->nlsus = rd32(r, "LSU count");
	at = r->pos;
	g->nlanes = rd32(r, "lane count");
	if (!r->failed && (g->nlanes < 1 || g->nlanes >= PROG_GPUCC_NO_LANE)) {
		bad(r, at, "expected 1..%u lanes, found %u", PROG_GPUCC_NO_LANE - 1,
		    g->nlanes);
		return;
	}
	at = r->pos;
	uint32_t flags = rd32(r, "flags");
	if (!r->failed && (flags & ~(uint32_t)CFG_GPCC_LINEAR)) {
		bad(r, at, "expected flags 0 or 1 (linear), found %x", flags);
		return;
	}
	g->linear = flags & CFG_GPCC_LINEAR;
	if (r->failed)
		return;
	uint64_t nunits = (uint64_t)g->ncores + g->nlsus;
	uint64_t want = CFG_GPCCHDR + CFG_GPCCUNIT * nunits;
	if (want != e->size) {
		bad(r, e->off, "expected %" PRIu64 " bytes for %u cores and %u "
		    "LSUs, found a %u-byte section", want, g->ncores, g->nlsus, e->size);
		return;
	}
	if (r->arch && p->target == PROG_GPUCC) {
		const ArchGpucc *ag = &r->arch->gpucc;
		if (g->ncores > ag->sm.cores || g->nlsus > ag->sm.ldst_units ||
		    g->nlanes > ag->sm.lanes) {
			bad(r, e->off + 8, "expected at most the arch's %u cores, %u "
			    "LSUs and %u lanes, found %u, %u and %u", ag->sm.cores,
			    ag->sm.ldst_units, ag->sm.lanes, g->ncores, g->nlsus,
			    g->nlanes);
			return;
		}
	}
	uint32_t nnodes = K->nblocks ? K->blocks[0].graph.nnodes : 0;
	size_t units_at = r->pos;
	g->units = arena_alloc(&p->arena, (size_t)(nunits + 1) * sizeof *g->units);
	g->pos = arena_alloc(&p->arena, (size_t)(nunits + 1) * sizeof *g->pos);
	memset(g->units, 0, (size_t)(nunits + 1) * sizeof *g->units);
	for (uint32_t u = 0; u < nunits && !r->failed; u++)
		read_unit(r, K, g, u, nunits, nnodes);
	if (!r->failed)
		check_gpucc(r, K, g, units_at);
	if (!r->failed)
		K->gpucc = g;
	leave(r);
}
