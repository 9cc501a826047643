/* The .cfg decoder and validator: bytes from anywhere (a file, a fuzzer)
 * to a Program the simulators can trust. Every read goes through a cursor
 * bounded by its section, every count is checked against the bytes left
 * before anything is allocated for it, and the first problem stops the
 * decode with "<section> at offset N: expected ..., found ...". */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cfg_int.h"
#include "decode_int.h"

/* The fuzz target (tests/fuzz) ignores CRCs, so that mutations reach the
 * checks behind them; never defined in a normal build. */
#ifdef VGIW_CFG_FUZZ_NO_CRC
#define CFG_FUZZING 1
#else
#define CFG_FUZZING 0
#endif


void
cfg_rd_bad(Rd *r, size_t at, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (r->failed)
		return;
	r->failed = 1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_add(r->d, DIAG_ERROR, r->file, 0, 0, "%s at offset %zu: %s", r->what,
	         at, msg);
}

void
cfg_rd_what(Rd *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->what, sizeof r->what, fmt, ap);
	va_end(ap);
}

/* 1 if n more bytes are in the section; else reports a truncation. */
int
cfg_rd_have(Rd *r, uint64_t n, const char *field)
{
	if (r->failed)
		return 0;
	if (n > r->end - r->pos) {
		bad(r, r->pos, "expected %" PRIu64 " bytes of %s, found %zu before "
		    "the section ends", n, field, r->end - r->pos);
		return 0;
	}
	return 1;
}

/* Count n of items of `each` bytes: 1 if they fit in what is left. */
int
cfg_rd_have_n(Rd *r, uint64_t n, uint64_t each, const char *field)
{
	if (r->failed)
		return 0;
	if (n > (r->end - r->pos) / each) {
		bad(r, r->pos, "expected %" PRIu64 " %s of %" PRIu64 " bytes, found "
		    "%zu bytes before the section ends", n, field, each,
		    r->end - r->pos);
		return 0;
	}
	return 1;
}

uint64_t
cfg_rd_get(Rd *r, unsigned n, const char *field)
{
	uint64_t v = 0;

	if (!have(r, n, field))
		return 0;
	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)r->data[r->pos + i] << 8 * i;
	r->pos += n;
	return v;
}


/* A reserved field: must be zero, so that a later version can use it. */
void
cfg_rd_reserved(Rd *r, unsigned n)
{
	size_t at = r->pos;
	uint64_t v = get(r, n, "a reserved field");

	if (v)
		bad(r, at, "expected 0 in a reserved field, found %" PRIu64, v);
}

/* A 16-byte operand slot (kind, type, 2 reserved, source, immediate) of
 * `owner` ("n5", "pc 5"). An unused slot must be zero, so that equal
 * programs have equal bytes; a used one is read into in for the caller to
 * check. 1 when a used slot was read. */
/* Enters kernel k's section of `kind` ("gpucc", "simt") and reads its
 * kernel index, which must be k: one section per kernel, in order. 0, or
 * -1 after the error. */
int
cfg_rd_kernel_section(Rd *r, const SecEnt *e, uint32_t k, const char *kind)
{
	what(r, "%s section (kernel %u '%s')", kind, k, r->p->kernels[k].name);
	enter(r, e);
	size_t at = r->pos;
	uint32_t kk = rd32(r, "kernel index");
	if (!r->failed && kk != k) {
		bad(r, at, "expected kernel %u (one section per kernel, in order), "
		    "found %u", k, kk);
		return -1;
	}
	return 0;
}

int
cfg_rd_input(Rd *r, DfgInput *in, int used, const char *owner, uint32_t slot)
{
	size_t at = r->pos;

	if (!used) {
		if (!have(r, 16, "an unused input slot"))
			return 0;
		for (int z = 0; z < 16 && !r->failed; z++)
			if (r->data[r->pos + (size_t)z])
				bad(r, at + (size_t)z, "expected %s's unused input slot %u "
				    "to be zero, found %02x", owner, slot, r->data[r->pos + (size_t)z]);
		r->pos += 16;
		return 0;
	}
	in->kind = rd8(r, "input kind");
	in->type = rd8(r, "input type");
	reserved(r, 2);
	in->src = rd32(r, "input source");
	in->imm = rd64(r, "input immediate");
	return !r->failed;
}

static const char *
str(Rd *r, size_t at, uint32_t ref)
{
	if (r->failed)
		return NULL;
	if (ref >= r->str_size) {
		bad(r, at, "expected a string reference below %zu (the string "
		    "table's size), found %u", r->str_size, ref);
		return NULL;
	}
	/* the table ends in NUL (checked once), so the string is terminated;
	 * an empty one is "none" wherever it sits, as the encoder writes it */
	const char *s = (const char *)r->data + r->str_at + ref;
	return *s ? arena_strdup(&r->p->arena, s) : NULL;
}

static const char *
rdstr(Rd *r, const char *field)
{
	size_t at = r->pos;
	uint32_t ref = rd32(r, field);

	return str(r, at, ref);
}

/* ---- header and section table ---- */


static const char *const sec_name[] = {
	"?", "string table", "kernel table", "block section", "gpucc section",
	"debug section", "simt section", "sgmf section"
};

static const char *
sec_kind_name(uint32_t k)
{
	return k < sizeof sec_name / sizeof *sec_name ? sec_name[k] : "?";
}

/* Enter section e: bounds set to its bytes. */
void
cfg_rd_enter(Rd *r, const SecEnt *e)
{
	r->pos = e->off;
	r->end = (size_t)e->off + e->size;
}

void
cfg_rd_leave(Rd *r)
{
	if (!r->failed && r->pos != r->end)
		bad(r, r->pos, "expected the section to end, found %zu more bytes",
		    r->end - r->pos);
}

static SecEnt *
read_header(Rd *r, uint32_t *nsec_out)
{
	Program *p = r->p;

	what(r, "header");
	r->pos = 0;
	r->end = r->size;
	if (r->size < CFG_HEADER) {
		bad(r, 0, "expected at least %d bytes, found %zu", CFG_HEADER, r->size);
		return NULL;
	}
	if (memcmp(r->data, CFG_MAGIC, 8) != 0) {
		char got[40];
		for (int i = 0; i < 8; i++)
			snprintf(got + 3 * i, sizeof got - 3 * (size_t)i, "%02x%s",
			         r->data[i], i < 7 ? " " : "");
		bad(r, 0, "expected magic \"VGIWCFG\\0\" (56 47 49 57 43 46 47 00), "
		    "found %s", got);
		return NULL;
	}
	r->pos = 8;
	uint32_t version = rd32(r, "version");
	if (version != CFG_VERSION) {
		bad(r, 8, "expected format version %u, found %u (unsupported)",
		    CFG_VERSION, version);
		return NULL;
	}
	/* the fields are read first and judged after the header CRC, so a
	 * damaged header is reported as such */
	uint32_t target = rd32(r, "target");
	p->arch_fingerprint = rd64(r, "arch fingerprint");
	p->grid_rows = rd32(r, "grid rows");
	p->grid_cols = rd32(r, "grid cols");
	p->channels = rd32(r, "channels");
	p->neighbours = rd32(r, "neighbours");
	uint32_t compiler = rd32(r, "compiler");
	uint32_t nsec = rd32(r, "section count");
	if (r->failed)
		return NULL;
	what(r, "section table");
	size_t fit = r->size < CFG_HEADER + 4 ? 0 : (r->size - CFG_HEADER - 4) / CFG_SECENT;
	if (nsec < 2 || nsec > fit) {
		bad(r, 44, "expected 2..%zu sections (what the file's %zu bytes can "
		    "hold), found %u", fit, r->size, nsec);
		return NULL;
	}
	SecEnt *sec = xcalloc(nsec, sizeof *sec);
	for (uint32_t i = 0; i < nsec; i++) {
		sec[i].kind = rd32(r, "kind");
		sec[i].off = rd32(r, "offset");
		sec[i].size = rd32(r, "size");
		sec[i].crc = rd32(r, "crc");
	}
	size_t hend = r->pos;
	uint32_t hcrc = rd32(r, "header crc");
	uint32_t want = cfg_crc32(0, r->data, hend);
	what(r, "header");
	if (hcrc != want && !CFG_FUZZING) {
		bad(r, hend, "expected header CRC32 %08x, found %08x", want, hcrc);
		goto fail;
	}
	if (target != PROG_VGIW && target != PROG_GPUCC && target != PROG_SIMT &&
	    target != PROG_SGMF) {
		bad(r, 12, "expected target 1 (vgiw), 2 (gpucc), 3 (simt) or 4 "
		    "(sgmf), found %u", target);
		goto fail;
	}
	p->target = (ProgTarget)target;
	if (p->grid_rows > CFG_MAX_GRID || p->grid_cols > CFG_MAX_GRID ||
	    !p->grid_rows != !p->grid_cols) {
		bad(r, 24, "expected a grid of 1..%d rows and cols (or 0x0), found "
		    "%ux%u", CFG_MAX_GRID, p->grid_rows, p->grid_cols);
		goto fail;
	}
	if (p->channels > CFG_MAX_CHANNELS) {
		bad(r, 32, "expected 0..%d channels, found %u", CFG_MAX_CHANNELS,
		    p->channels);
		goto fail;
	}
	if (p->neighbours != 0 && p->neighbours != 4 && p->neighbours != 8) {
		bad(r, 36, "expected 0, 4 or 8 neighbours, found %u", p->neighbours);
		goto fail;
	}
	if (p->target == PROG_SIMT && (p->grid_rows || p->channels || p->neighbours)) {
		bad(r, 24, "expected no grid, channels or neighbours (0) in a "
		    "target-3 (simt) file, found %ux%u, %u, %u", p->grid_rows,
		    p->grid_cols, p->channels, p->neighbours);
		goto fail;
	}
	what(r, "section table");
	uint64_t at = r->pos;
	for (uint32_t i = 0; i < nsec; i++) {
		const SecEnt *e = &sec[i];
		size_t ent = CFG_HEADER + (size_t)i * CFG_SECENT;

		/* the order is fixed: strings, kernels, blocks, gpucc, simt,
		 * sgmf, debug; ranks say where a kind goes */
		uint32_t rk = cfg_sec_rank(e->kind);
		uint32_t lo = i == 0 ? 1 : i == 1 ? 2 : 3;
		uint32_t hi = i == 0 ? 1 : i == 1 ? 2 : 7;
		if (i > 1 && cfg_sec_rank(sec[i - 1].kind) > lo)
			lo = cfg_sec_rank(sec[i - 1].kind) == 7 ? 8 :
			     cfg_sec_rank(sec[i - 1].kind);
		if (lo > hi) {
			bad(r, ent, "expected no section after the debug section, found "
			    "section %u of kind %u", i, e->kind);
			goto fail;
		}
		if (rk < lo || rk > hi) {
			bad(r, ent, "expected section %u of %s (strings 1, kernels 2, "
			    "blocks 3, gpucc 4, simt 6, sgmf 7, debug 5, in this order), found "
			    "kind %u", i, lo == hi ? (lo == 1 ? "kind 1" : "kind 2") :
			    "a kind that may follow the one before", e->kind);
			goto fail;
		}
		if ((uint64_t)e->off + e->size > r->size) {
			bad(r, ent + 4, "expected section %u (%s) within the %zu-byte "
			    "file, found offset %u size %u", i, sec_kind_name(e->kind),
			    r->size, e->off, e->size);
			goto fail;
		}
		at = (at + CFG_ALIGN - 1) & ~(uint64_t)(CFG_ALIGN - 1);
		if (e->off != at) {
			bad(r, ent + 4, "expected section %u (%s) at offset %" PRIu64
			    ", found %u", i, sec_kind_name(e->kind), at, e->off);
			goto fail;
		}
		for (size_t z = r->pos; z < e->off; z++)
			if (r->data[z]) {
				bad(r, z, "expected zero padding before section %u, found "
				    "%02x", i, r->data[z]);
				goto fail;
			}
		r->pos = e->off + (size_t)e->size;
		at = r->pos;
	}
	if (r->pos != r->size) {
		bad(r, r->pos, "expected the file to end after the last section, "
		    "found %zu more bytes", r->size - r->pos);
		goto fail;
	}
	for (uint32_t i = 0; i < nsec; i++) {
		uint32_t c = cfg_crc32(0, r->data + sec[i].off, sec[i].size);
		if (c != sec[i].crc && !CFG_FUZZING) {
			what(r, "%s (section %u)", sec_kind_name(sec[i].kind), i);
			bad(r, sec[i].off, "expected CRC32 %08x (from the section "
			    "table), found %08x", sec[i].crc, c);
			goto fail;
		}
	}
	/* the string table, needed by everything after it */
	what(r, "string table");
	r->str_at = sec[0].off;
	r->str_size = sec[0].size;
	if (!r->str_size || r->data[r->str_at] ||
	    r->data[r->str_at + r->str_size - 1]) {
		bad(r, r->str_at, "expected a table starting and ending with NUL, "
		    "found %u bytes not so", sec[0].size);
		goto fail;
	}
	what(r, "header");
	p->compiler = str(r, 40, compiler);
	if (r->failed)
		goto fail;
	*nsec_out = nsec;
	return sec;
fail:
	free(sec);
	return NULL;
}

/* ---- kernel table ---- */

static void
read_kernels(Rd *r, const SecEnt *e)
{
	Program *p = r->p;

	what(r, "kernel table");
	enter(r, e);
	uint32_t nk = rd32(r, "kernel count");
	if (!have_n(r, nk, CFG_KERNEL, "kernels"))
		return;
	p->nkernels = nk;
	p->kernels = arena_alloc(&p->arena, ((size_t)nk + 1) * sizeof *p->kernels);
	for (uint32_t k = 0; k < nk && !r->failed; k++) {
		ProgKernel *K = &p->kernels[k];
		size_t at = r->pos;

		K->name = rdstr(r, "name");
		if (!r->failed && !K->name) {
			bad(r, at, "expected a kernel name, found the empty string");
			return;
		}
		what(r, "kernel table (kernel %u '%s')", k, K->name ? K->name : "");
		K->nparams = rd32(r, "parameter count");
		K->nsymbols = rd32(r, "symbol count");
		at = r->pos;
		K->local_bytes = rd32(r, "local bytes");
		if (!r->failed && K->local_bytes > CFG_MAX_LOCAL) {
			bad(r, at, "expected at most %u local bytes per thread, found %u",
			    CFG_MAX_LOCAL, K->local_bytes);
			return;
		}
		at = r->pos;
		K->lv_ids = rd32(r, "live-value IDs");
		if (!r->failed && K->lv_ids > CFG_MAX_LV_IDS) {
			bad(r, at, "expected at most %u live-value IDs, found %u",
			    CFG_MAX_LV_IDS, K->lv_ids);
			return;
		}
		size_t nbat = r->pos;
		uint32_t nb = rd32(r, "block count");
		if (!r->failed && p->target == PROG_SIMT && (nb || K->lv_ids)) {
			bad(r, nbat - 4, "expected no live-value IDs and no blocks in a "
			    "target-3 (simt) kernel, found %u and %u", K->lv_ids, nb);
			return;
		}
		if (!r->failed && p->target == PROG_SGMF && (nb != 1 || K->lv_ids)) {
			bad(r, nbat - 4, "expected no live-value IDs and one block in a "
			    "target-4 (sgmf) kernel, found %u and %u", K->lv_ids, nb);
			return;
		}
		if (!have_n(r, K->nparams, CFG_PARAM, "parameters"))
			return;
		K->params = arena_alloc(&p->arena, ((size_t)K->nparams + 1) * sizeof *K->params);
		for (uint32_t i = 0; i < K->nparams && !r->failed; i++) {
			ProgParam *pa = &K->params[i];

			pa->name = rdstr(r, "parameter name");
			at = r->pos;
			pa->kind = rd8(r, "parameter kind");
			if (pa->kind > PARAM_BYVAL)
				bad(r, at, "expected parameter kind 0..2, found %u", pa->kind);
			at = r->pos;
			pa->type = rd8(r, "parameter type");
			if (pa->type >= IT_COUNT)
				bad(r, at, "expected a type 0..%d, found %u", IT_COUNT - 1,
				    pa->type);
			at = r->pos;
			pa->aspace = rd8(r, "address space");
			if (!r->failed && !cfg_valid_aspace(pa->aspace))
				bad(r, at, "expected an address space 0, 1, 3, 4, 5 or 101, "
				    "found %u", pa->aspace);
			at = r->pos;
			pa->noalias = rd8(r, "noalias");
			if (pa->noalias > 1)
				bad(r, at, "expected noalias 0 or 1, found %u", pa->noalias);
			pa->size = rd32(r, "parameter size");
			at = r->pos;
			pa->align = rd32(r, "parameter align");
			if (!r->failed && (pa->align > CFG_MAX_ALIGN ||
			                   (pa->align & (pa->align - 1))))
				bad(r, at, "expected the parameter's align 0 or a power of "
				    "two up to %u, found %u", CFG_MAX_ALIGN, pa->align);
		}
		if (!have_n(r, K->nsymbols, CFG_SYMBOL, "symbols"))
			return;
		K->symbols = arena_alloc(&p->arena, ((size_t)K->nsymbols + 1) * sizeof *K->symbols);
		for (uint32_t i = 1; i <= K->nsymbols && !r->failed; i++) {
			ProgSymbol *sy = &K->symbols[i];

			sy->name = rdstr(r, "symbol name");
			at = r->pos;
			sy->aspace = rd8(r, "address space");
			if (!r->failed && sy->aspace != AS_GLOBAL &&
			    sy->aspace != AS_SHARED && sy->aspace != AS_CONST)
				bad(r, at, "expected a symbol's address space 1, 3 or 4, "
				    "found %u", sy->aspace);
			at = r->pos;
			uint8_t flags = rd8(r, "symbol flags");
			if (flags & ~CFG_SYM_INIT)
				bad(r, at, "expected symbol flags 0 or 1, found %u", flags);
			reserved(r, 2);
			at = r->pos;
			sy->align = rd32(r, "symbol align");
			if (!r->failed && (sy->align > CFG_MAX_ALIGN ||
			                   (sy->align & (sy->align - 1))))
				bad(r, at, "expected the symbol's align 0 or a power of two "
				    "up to %u, found %u", CFG_MAX_ALIGN, sy->align);
			reserved(r, 4);
			at = r->pos;
			sy->size = rd64(r, "symbol size");
			if (!r->failed && sy->size > CFG_MAX_SYMBOL) {
				bad(r, at, "expected at most %llu bytes in a symbol, found %"
				    PRIu64, CFG_MAX_SYMBOL, sy->size);
				return;
			}
			if (flags & CFG_SYM_INIT) {
				uint64_t padded = sy->size + (-sy->size & 3);
				if (padded < sy->size || !have(r, padded, "symbol image"))
					return;
				uint8_t *img = arena_alloc(&p->arena, sy->size ? sy->size : 1);
				memcpy(img, r->data + r->pos, (size_t)sy->size);
				sy->init = img;
				r->pos += (size_t)sy->size;
				for (uint64_t z = sy->size; z < padded && !r->failed; z++)
					reserved(r, 1);
			}
		}
		if (!have_n(r, nb, CFG_BLOCKENT, "block-table entries"))
			return;
		K->nblocks = nb;
		K->blocks = arena_alloc(&p->arena, ((size_t)nb + 1) * sizeof *K->blocks);
		for (uint32_t b = 0; b < nb && !r->failed; b++) {
			ProgBlock *B = &K->blocks[b];

			what(r, "block table (kernel %u '%s', block %u)", k, K->name, b);
			at = r->pos;
			B->id = rd32(r, "block ID");
			if (B->id != b) {
				bad(r, at, "expected block ID %u (its index), found %u", b, B->id);
				return;
			}
			size_t sat = r->pos;
			B->succ[0] = rd32(r, "successor");
			B->succ[1] = rd32(r, "successor");
			at = r->pos;
			B->nsucc = rd8(r, "successor count");
			if (B->nsucc > 2) {
				bad(r, at, "expected 0..2 successors, found %u", B->nsucc);
				return;
			}
			for (uint32_t s = 0; s < 2; s++) {
				if (s < B->nsucc && B->succ[s] >= nb)
					bad(r, sat + 4 * s, "expected successor %u to be a block "
					    "(0..%u), found %u", s, nb - 1, B->succ[s]);
				if (s >= B->nsucc && B->succ[s] != PROG_NO_BLOCK)
					bad(r, sat + 4 * s, "expected no successor %u (ffffffff), "
					    "found %u", s, B->succ[s]);
			}
			at = r->pos;
			B->barrier = rd8(r, "barrier");
			if (B->barrier > 1)
				bad(r, at, "expected barrier 0 or 1, found %u", B->barrier);
			reserved(r, 2);
			at = r->pos;
			B->replicas = rd32(r, "replicas");
			if (!r->failed && (B->replicas < 1 || B->replicas > CFG_MAX_NODES))
				bad(r, at, "expected 1..%u replicas, found %u", CFG_MAX_NODES,
				    B->replicas);
			at = r->pos;
			B->part_of = rd32(r, "partition link");
			if (!r->failed && B->part_of > b)
				bad(r, at, "expected the partition chain's first block "
				    "(0..%u), found %u", b, B->part_of);
		}
	}
	what(r, "kernel table");
	leave(r);
}

/* ---- block sections ---- */

/* Scratch arrays sized by the grid, made once per decode. */
static void
scratch(Rd *r)
{
	if (r->reach)
		return;
	r->ncells = r->p->grid_rows * r->p->grid_cols;
	uint32_t n = r->ncells ? r->ncells : 1;
	r->reach = xcalloc(n, sizeof *r->reach);
	r->depth = xcalloc(n, sizeof *r->depth);
	r->owner = xcalloc(n, sizeof *r->owner);
	r->nused = ((size_t)n * 8 * (r->p->channels ? r->p->channels : 1) + 63) / 64;
	r->used = xcalloc(r->nused, sizeof *r->used);
}

static void
read_node(Rd *r, const ProgKernel *K, DfgBlock *g, uint32_t n,
          uint32_t target)
{
	DfgNode *d = &g->nodes[n];
	size_t at = r->pos;

	d->op = rd16(r, "opcode");
	if (!r->failed && (d->op >= OP_COUNT || vgiw_op_info[d->op].unit >= UC_COUNT)) {
		bad(r, at, "expected n%u's opcode to be a fabric operation (0..%d "
		    "but phi), found %u", n, OP_COUNT - 1, d->op);
		return;
	}
	UnitClass uc = (UnitClass)vgiw_op_info[d->op].unit;
	if (r->arch && !r->failed) {
		if (!arch_vgiw_units(r->arch, uc))
			bad(r, at, "expected n%u's unit class %s on the arch, found an "
			    "arch without %s units", n, vgiw_unit_name[uc], vgiw_unit_name[uc]);
		else if (!arch_vgiw_supports(r->arch, (VgiwOp)d->op))
			bad(r, at, "expected n%u's opcode to be one the arch's %s units "
			    "execute, found '%s'", n, vgiw_unit_name[uc],
			    vgiw_op_info[d->op].mnemonic);
	}
	at = r->pos;
	d->type = rd8(r, "type");
	if (d->type >= IT_COUNT)
		bad(r, at, "expected n%u's type 0..%d, found %u", n, IT_COUNT - 1, d->type);
	d->flags = rd8(r, "flags");
	d->aspace = rd8(r, "address space");
	at = r->pos;
	d->nin = rd8(r, "input count");
	if (d->nin > DFG_MAX_IN)
		bad(r, at, "expected n%u to have 0..%d inputs, found %u", n,
		    DFG_MAX_IN, d->nin);
	d->align = rd16(r, "align");
	d->imm = (int64_t)rd64(r, "immediate");
	char owner[16];
	snprintf(owner, sizeof owner, "n%u", n);
	/* GPU-CC's block 0 is if-converted: predicated accesses, gid.x */
	int gpucc = target == PROG_GPUCC;
	CfgOpAt o = {
		.at = r->pos - 16, .align_off = 6, .imm_off = 8,
		.owner = owner, .op = d->op, .flags = d->flags,
		.flags_ok = ISAF_VOLATILE | ISAF_UNSIGNED | DFN_WHEN_FALSE |
		            (gpucc ? ISAF_PREDICATED : 0),
		.aspace = d->aspace, .align = d->align, .imm = d->imm,
		.lv_ids = K->lv_ids, .last_coord = gpucc ? ISA_GID_Y : ISA_THREAD,
		.sgmf = target == PROG_SGMF,
	};
	cfg_check_op(r, &o);
	for (uint32_t s = 0; s < DFG_MAX_IN && !r->failed; s++) {
		DfgInput *in = &d->in[s];

		at = r->pos;
		if (!cfg_rd_input(r, in, s < d->nin, owner, s)) {
			if (r->failed)
				return;
			continue;
		}
		size_t srcat = at + 4;
		if (in->kind > DIN_SYM)
			bad(r, at, "expected n%u input %u's kind 0..%d, found %u", n, s,
			    DIN_SYM, in->kind);
		else if (in->type >= IT_COUNT)
			bad(r, at + 1, "expected n%u input %u's type 0..%d, found %u", n,
			    s, IT_COUNT - 1, in->type);
		else if ((in->kind == DIN_NODE || in->kind == DIN_ORDER) &&
		         (in->src < 1 || in->src > g->nnodes))
			bad(r, srcat, "expected n%u input %u to come from a node "
			    "(1..%u), found n%u", n, s, g->nnodes, in->src);
		else if (in->kind == DIN_PARAM && in->src >= K->nparams)
			bad(r, srcat, "expected n%u input %u to be a parameter (0..%d), "
			    "found %u", n, s, (int)K->nparams - 1, in->src);
		else if (in->kind == DIN_SYM && in->src != ISYM_LOCAL &&
		         (in->src < 1 || in->src > K->nsymbols))
			bad(r, srcat, "expected n%u input %u to be a symbol (1..%u or "
			    "local), found %u", n, s, K->nsymbols, in->src);
	}
	cfg_check_inputs(r, &o, d->in, d->nin);
}

static void
read_lvs(Rd *r, const ProgKernel *K, uint32_t *ids, uint32_t n, const char *which)
{
	for (uint32_t i = 0; i < n && !r->failed; i++) {
		size_t at = r->pos;

		ids[i] = rd32(r, which);
		if (r->failed)
			return;
		if (ids[i] >= K->lv_ids)
			bad(r, at, "expected %s live-value IDs below %u, found %u", which,
			    K->lv_ids, ids[i]);
		else if (i && ids[i] <= ids[i - 1])
			bad(r, at, "expected %s live-value IDs in increasing order, found "
			    "%u after %u", which, ids[i], ids[i - 1]);
	}
}

static void
read_routes(Rd *r, ProgBlock *B, size_t nets_at, size_t hops_at, size_t sinks_at)
{
	const Program *p = r->p;
	const DfgBlock *g = &B->graph;
	uint32_t stride = g->nnodes + 1;
	uint32_t C = p->channels;

	if (B->nhops)
		memset(r->used, 0, r->nused * sizeof *r->used);
	/* which (replica, node, slot) a net already feeds */
	uint8_t *fed = xcalloc((size_t)B->replicas * stride, 1);
	for (uint32_t e = 0; e < B->nnets && !r->failed; e++) {
		const ProgNet *net = &B->nets[e];
		size_t at = nets_at + (size_t)e * CFG_NET;

		if (net->src < 1 || net->src > g->nnodes) {
			bad(r, at, "expected net %u's source to be a node (1..%u), found "
			    "n%u", e, g->nnodes, net->src);
			break;
		}
		if (net->replica >= B->replicas) {
			bad(r, at + 4, "expected net %u's replica below %u, found %u", e,
			    B->replicas, net->replica);
			break;
		}
		if ((uint64_t)net->hop + net->nhops > B->nhops) {
			bad(r, at + 8, "expected net %u's hops within the block's %u, "
			    "found %u..%" PRIu64, e, B->nhops, net->hop,
			    (uint64_t)net->hop + net->nhops);
			break;
		}
		if ((uint64_t)net->sink + net->nsinks > B->nsinks) {
			bad(r, at + 16, "expected net %u's sinks within the block's %u, "
			    "found %u..%" PRIu64, e, B->nsinks, net->sink,
			    (uint64_t)net->sink + net->nsinks);
			break;
		}
		/* reach[] holds this stamp for cells this net's tree has entered */
		uint32_t src = B->cell[(size_t)net->replica * stride + net->src];
		uint32_t mine = ++r->stamp;
		r->reach[src] = mine;
		r->depth[src] = 0;
		for (uint32_t i = 0; i < net->nhops && !r->failed; i++) {
			const ProgHop *h = &B->hops[net->hop + i];
			size_t hat = hops_at + (size_t)(net->hop + i) * CFG_HOP;

			if (h->cell >= r->ncells) {
				bad(r, hat, "expected net %u hop %u to leave a grid cell "
				    "(0..%u), found %u", e, i, r->ncells - 1, h->cell);
				break;
			}
			if (r->reach[h->cell] != mine) {
				bad(r, hat, "expected net %u hop %u to leave the source's cell "
				    "or one an earlier hop entered, found (%u,%u)", e, i,
				    h->cell / p->grid_cols, h->cell % p->grid_cols);
				break;
			}
			int row = (int)(h->cell / p->grid_cols) + (h->dir < 8 ? cfg_dir_dr[h->dir] : 0);
			int col = (int)(h->cell % p->grid_cols) + (h->dir < 8 ? cfg_dir_dc[h->dir] : 0);
			if (h->dir >= 8 || (p->neighbours == 4 && h->dir & 1) ||
			    row < 0 || col < 0 || row >= (int)p->grid_rows ||
			    col >= (int)p->grid_cols) {
				bad(r, hat + 4, "expected net %u hop %u over a link of the "
				    "%ux%u grid with %u neighbours, found direction %u%s%s "
				    "from (%u,%u)", e, i, p->grid_rows, p->grid_cols,
				    p->neighbours, h->dir, h->dir < 8 ? " " : "",
				    h->dir < 8 ? cfg_dir_name[h->dir] : "",
				    h->cell / p->grid_cols, h->cell % p->grid_cols);
				break;
			}
			if (h->channel >= C) {
				bad(r, hat + 5, "expected net %u hop %u on a channel below %u, "
				    "found %u", e, i, C, h->channel);
				break;
			}
			uint32_t to = (uint32_t)row * p->grid_cols + (uint32_t)col;
			if (r->reach[to] == mine) {
				bad(r, hat, "expected net %u hop %u to enter a cell its tree "
				    "has not reached, found (%d,%d) again", e, i, row, col);
				break;
			}
			size_t port = ((size_t)h->cell * 8 + h->dir) * C + h->channel;
			if (r->used[port / 64] >> (port % 64) & 1) {
				bad(r, hat, "expected link %s channel %u from (%u,%u) free for "
				    "net %u, found it used by another net", cfg_dir_name[h->dir],
				    h->channel, h->cell / p->grid_cols, h->cell % p->grid_cols, e);
				break;
			}
			r->used[port / 64] |= 1ull << (port % 64);
			r->reach[to] = mine;
			r->depth[to] = r->depth[h->cell] + 1;
		}
		for (uint32_t k = 0; k < net->nsinks && !r->failed; k++) {
			const ProgSink *s = &B->sinks[net->sink + k];
			size_t sat = sinks_at + (size_t)(net->sink + k) * CFG_SINK;

			if (s->node < 1 || s->node > g->nnodes || s->slot >= g->nodes[s->node].nin) {
				bad(r, sat, "expected net %u sink %u to be an input of a node, "
				    "found n%u.%u", e, k, s->node, s->slot);
				break;
			}
			const DfgInput *in = &g->nodes[s->node].in[s->slot];
			if ((in->kind != DIN_NODE && in->kind != DIN_ORDER) ||
			    in->src != net->src) {
				bad(r, sat, "expected net %u sink n%u.%u to read n%u, found an "
				    "input that does not", e, s->node, s->slot, net->src);
				break;
			}
			uint32_t c = B->cell[(size_t)net->replica * stride + s->node];
			if (r->reach[c] != mine) {
				bad(r, sat, "expected net %u to reach n%u's cell (%u,%u), found "
				    "no hop entering it", e, s->node, c / p->grid_cols,
				    c % p->grid_cols);
				break;
			}
			if (s->hops != r->depth[c]) {
				bad(r, sat + 6, "expected %u hops to n%u.%u (its depth in net "
				    "%u's tree), found %u", r->depth[c], s->node, s->slot, e,
				    s->hops);
				break;
			}
			uint8_t *f = &fed[(size_t)net->replica * stride + s->node];
			if (*f >> s->slot & 1) {
				bad(r, sat, "expected one net into n%u.%u of replica %u, found "
				    "a second", s->node, s->slot, net->replica);
				break;
			}
			*f |= (uint8_t)(1u << s->slot);
		}
	}
	/* every token input of every replica must be fed, or it waits forever */
	for (uint32_t rep = 0; rep < B->replicas && !r->failed; rep++)
		for (uint32_t n = 1; n <= g->nnodes && !r->failed; n++)
			for (uint32_t s = 0; s < g->nodes[n].nin; s++) {
				uint8_t kind = g->nodes[n].in[s].kind;
				if ((kind == DIN_NODE || kind == DIN_ORDER) &&
				    !(fed[(size_t)rep * stride + n] >> s & 1)) {
					bad(r, nets_at, "expected a net into n%u.%u of replica %u, "
					    "found none", n, s, rep);
					break;
				}
			}
	free(fed);
}

static void
read_block(Rd *r, const SecEnt *e, uint32_t k, uint32_t b)
{
	Program *p = r->p;
	ProgKernel *K = &p->kernels[k];
	ProgBlock *B = &K->blocks[b];
	DfgBlock *g = &B->graph;
	Arena *A = &p->arena;

	what(r, "block %u of kernel %u '%s'", b, k, K->name);
	enter(r, e);
	size_t at = r->pos;
	uint32_t kk = rd32(r, "kernel index");
	uint32_t bb = rd32(r, "block ID");
	if (!r->failed && (kk != k || bb != b)) {
		bad(r, at, "expected kernel %u block %u (the order of the block "
		    "table), found kernel %u block %u", k, b, kk, bb);
		return;
	}
	uint32_t nn = rd32(r, "node count");
	at = r->pos;
	uint32_t flags = rd32(r, "flags");
	if (flags & ~CFG_BLOCK_PLACED)
		bad(r, at, "expected block flags 0 or 1, found %u", flags);
	B->nlv_reads = rd32(r, "live-value read count");
	B->nlv_writes = rd32(r, "live-value write count");
	B->nnets = rd32(r, "net count");
	B->nhops = rd32(r, "hop count");
	B->nsinks = rd32(r, "sink count");
	reserved(r, 4);
	if (r->failed)
		return;
	int placed = flags & CFG_BLOCK_PLACED;
	/* every replica of the graph occupies units of one fabric, the
	 * largest grid's at most (placed or not: the simulator builds them) */
	if ((uint64_t)B->replicas * nn > CFG_MAX_NODES) {
		bad(r, e->off + 8, "expected at most %u nodes in all replicas (the "
		    "largest grid's cells), found %u replicas of %u nodes",
		    CFG_MAX_NODES, B->replicas, nn);
		return;
	}
	/* the section's size follows from the counts: check it before any
	 * count is used to allocate */
	uint64_t want = CFG_BLOCKHDR + 4 * ((uint64_t)B->nlv_reads + B->nlv_writes) +
	                (uint64_t)CFG_NODE * nn +
	                (placed ? 4 * (uint64_t)B->replicas * nn : 0) +
	                (uint64_t)CFG_NET * B->nnets + (uint64_t)CFG_HOP * B->nhops +
	                (uint64_t)CFG_SINK * B->nsinks;
	if (want != e->size) {
		bad(r, e->off, "expected %" PRIu64 " bytes for %u live-value reads, "
		    "%u writes, %u nodes%s, %u nets, %u hops and %u sinks, found a "
		    "%u-byte section", want, B->nlv_reads, B->nlv_writes, nn,
		    placed ? " placed" : "", B->nnets, B->nhops, B->nsinks, e->size);
		return;
	}
	if (placed) {
		if (!p->grid_rows) {
			bad(r, at, "expected no placement in a file without a grid, "
			    "found a placed block");
			return;
		}
		scratch(r);
		if ((uint64_t)B->replicas * nn > r->ncells) {
			bad(r, at, "expected %u replicas of %u nodes to fit the grid's %u "
			    "cells, found %" PRIu64 " nodes to place", B->replicas, nn,
			    r->ncells, (uint64_t)B->replicas * nn);
			return;
		}
	} else if (B->nnets || B->nhops || B->nsinks) {
		bad(r, at, "expected no routes in an unplaced block, found %u nets",
		    B->nnets);
		return;
	}
	if ((B->nnets || B->nhops) && (!p->channels || !p->neighbours)) {
		bad(r, at, "expected routes only with the header's channels and "
		    "neighbours set, found %u nets", B->nnets);
		return;
	}

	B->lv_reads = arena_alloc(A, ((size_t)B->nlv_reads + 1) * sizeof *B->lv_reads);
	B->lv_writes = arena_alloc(A, ((size_t)B->nlv_writes + 1) * sizeof *B->lv_writes);
	read_lvs(r, K, B->lv_reads, B->nlv_reads, "read");
	read_lvs(r, K, B->lv_writes, B->nlv_writes, "written");

	g->id = b;
	g->nnodes = nn;
	g->cap = nn + 1;
	g->nodes = xcalloc((size_t)nn + 1, sizeof *g->nodes);
	for (uint32_t n = 1; n <= nn && !r->failed; n++)
		read_node(r, K, g, n, p->target);
	for (uint32_t n = 1; n <= nn; n++) {
		uint32_t op = g->nodes[n].op, u = op < OP_COUNT ? vgiw_op_info[op].unit : UC_NONE;
		if (u < UC_COUNT)
			g->count[u]++;
		g->lv_reads += op == OP_LVLD;
		g->lv_writes += op == OP_LVST;
	}

	if (placed && !r->failed) {
		uint32_t stride = nn + 1;
		B->cell = arena_alloc(A, (size_t)B->replicas * stride * sizeof *B->cell);
		memset(r->owner, 0, r->ncells * sizeof *r->owner);
		for (uint32_t rep = 0; rep < B->replicas && !r->failed; rep++)
			for (uint32_t n = 1; n <= nn && !r->failed; n++) {
				at = r->pos;
				uint32_t c = rd32(r, "cell");
				B->cell[(size_t)rep * stride + n] = c;
				if (r->failed)
					break;
				if (c >= r->ncells) {
					bad(r, at, "expected n%u of replica %u on a cell of the "
					    "%ux%u grid (0..%u), found %u", n, rep, p->grid_rows,
					    p->grid_cols, r->ncells - 1, c);
					break;
				}
				uint32_t row = c / p->grid_cols, col = c % p->grid_cols;
				UnitClass want_uc = (UnitClass)vgiw_op_info[g->nodes[n].op].unit;
				UnitClass has = r->arch ? arch_vgiw_cell(r->arch, row, col) : want_uc;
				if (has != want_uc) {
					bad(r, at, "expected n%u (%s) of replica %u on a %s cell, "
					    "found (%u,%u), a %s cell", n,
					    vgiw_op_info[g->nodes[n].op].mnemonic, rep,
					    vgiw_unit_name[want_uc], row, col, vgiw_unit_name[has]);
					break;
				}
				if (r->owner[c]) {
					uint32_t o = r->owner[c] - 1;
					bad(r, at, "expected n%u of replica %u on a free unit, "
					    "found (%u,%u) taken by n%u of replica %u", n, rep, row,
					    col, o % stride, o / stride);
					break;
				}
				r->owner[c] = 1 + rep * stride + n;
			}
	}
	if (r->failed)
		return;

	size_t nets_at = r->pos;
	B->nets = arena_alloc(A, ((size_t)B->nnets + 1) * sizeof *B->nets);
	for (uint32_t i = 0; i < B->nnets; i++) {
		ProgNet *net = &B->nets[i];
		net->src = rd32(r, "net source");
		net->replica = rd32(r, "net replica");
		net->hop = rd32(r, "first hop");
		net->nhops = rd32(r, "hop count");
		net->sink = rd32(r, "first sink");
		net->nsinks = rd32(r, "sink count");
	}
	size_t hops_at = r->pos;
	B->hops = arena_alloc(A, ((size_t)B->nhops + 1) * sizeof *B->hops);
	for (uint32_t i = 0; i < B->nhops; i++) {
		B->hops[i].cell = rd32(r, "hop cell");
		B->hops[i].dir = rd8(r, "hop direction");
		B->hops[i].channel = rd8(r, "hop channel");
		reserved(r, 2);
	}
	size_t sinks_at = r->pos;
	B->sinks = arena_alloc(A, ((size_t)B->nsinks + 1) * sizeof *B->sinks);
	for (uint32_t i = 0; i < B->nsinks; i++) {
		B->sinks[i].node = rd32(r, "sink node");
		B->sinks[i].slot = rd8(r, "sink slot");
		reserved(r, 1);
		B->sinks[i].hops = rd16(r, "sink hops");
	}
	if (placed && !r->failed)
		read_routes(r, B, nets_at, hops_at, sinks_at);
	leave(r);
}

/* ---- debug section ---- */

static void
read_debug(Rd *r, const SecEnt *e)
{
	Program *p = r->p;

	what(r, "debug section");
	enter(r, e);
	size_t at = r->pos;
	uint32_t nk = rd32(r, "kernel count");
	if (!r->failed && nk != p->nkernels) {
		bad(r, at, "expected %u kernels (the kernel table's), found %u",
		    p->nkernels, nk);
		return;
	}
	for (uint32_t k = 0; k < nk && !r->failed; k++) {
		ProgKernel *K = &p->kernels[k];

		K->source = rdstr(r, "source file");
		for (uint32_t b = 0; b < K->nblocks && !r->failed; b++) {
			DfgBlock *g = &K->blocks[b].graph;

			g->block = rd32(r, "block");
			if (!have_n(r, g->nnodes, CFG_DBGNODE, "node records"))
				return;
			for (uint32_t n = 1; n <= g->nnodes; n++) {
				g->nodes[n].kir = rd32(r, "instruction");
				g->nodes[n].line = rd32(r, "line");
				g->nodes[n].lv = rd32(r, "live value");
			}
		}
	}
	leave(r);
}

static Program *
decode(const uint8_t *data, size_t size, const Arch *arch, const char *file,
       DiagList *d)
{
	Rd r = { .data = data, .size = size, .file = file, .d = d, .arch = arch };
	uint32_t nsec = 0, s = 2;
	SecEnt *sec = NULL;

	r.p = prog_new();
	if (!(sec = read_header(&r, &nsec)))
		goto fail;
	Program *p = r.p;
	if (arch) {
		ArchMachine m = p->target == PROG_GPUCC ? ARCH_GPUCC :
		                p->target == PROG_SIMT ? ARCH_SIMT : ARCH_VGIW;
		uint64_t fp = arch_fingerprint_of(arch, m);
		what(&r, "header");
		if (p->arch_fingerprint != fp) {
			bad(&r, 16, "expected the arch fingerprint %016" PRIx64 " of the "
			    "given architecture, found %016" PRIx64 " (compiled for "
			    "another one)", fp, p->arch_fingerprint);
			goto fail;
		}
		if ((p->target == PROG_VGIW || p->target == PROG_SGMF) && p->grid_rows &&
		    (p->grid_rows != arch->vgiw.grid.rows ||
		     p->grid_cols != arch->vgiw.grid.cols ||
		     p->channels != arch->vgiw.sw.channels ||
		     p->neighbours != arch->vgiw.sw.neighbours)) {
			bad(&r, 24, "expected the arch's %ux%u grid, %u channels, %u "
			    "neighbours, found %ux%u, %u, %u", arch->vgiw.grid.rows,
			    arch->vgiw.grid.cols, arch->vgiw.sw.channels,
			    arch->vgiw.sw.neighbours, p->grid_rows, p->grid_cols,
			    p->channels, p->neighbours);
			goto fail;
		}
	}
	read_kernels(&r, &sec[1]);
	for (uint32_t k = 0; k < p->nkernels && !r.failed; k++)
		for (uint32_t b = 0; b < p->kernels[k].nblocks && !r.failed; b++) {
			what(&r, "section table");
			if (s >= nsec || sec[s].kind != CFG_SEC_BLCK) {
				bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected a block "
				    "section for block %u of kernel %u, found %s", b, k,
				    s >= nsec ? "the end of the table" : sec_kind_name(sec[s].kind));
				break;
			}
			read_block(&r, &sec[s++], k, b);
		}
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_BLCK) {
		what(&r, "section table");
		bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected no more block "
		    "sections (%u blocks in the kernel table), found section %u", s - 2, s);
	}
	/* target 2: one GPU-CC section per kernel; target 1: none */
	for (uint32_t k = 0; k < p->nkernels && !r.failed &&
	     p->target == PROG_GPUCC; k++) {
		if (s >= nsec || sec[s].kind != CFG_SEC_GPCC) {
			what(&r, "section table");
			bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected the "
			    "gpucc section of kernel %u (target 2), found %s", k,
			    s >= nsec ? "the end of the table" : sec_kind_name(sec[s].kind));
			break;
		}
		cfg_read_gpucc(&r, &sec[s++], k);
	}
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_GPCC) {
		what(&r, "section table");
		bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected no more "
		    "gpucc sections (%s), found section %u",
		    p->target == PROG_GPUCC ? "one per kernel" :
		    p->target == PROG_SIMT ? "target 3 has none" : "target 1 has none", s);
	}
	/* target 3: one SIMT section per kernel; targets 1 and 2: none */
	for (uint32_t k = 0; k < p->nkernels && !r.failed &&
	     p->target == PROG_SIMT; k++) {
		if (s >= nsec || sec[s].kind != CFG_SEC_SIMT) {
			what(&r, "section table");
			bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected the "
			    "simt section of kernel %u (target 3), found %s", k,
			    s >= nsec ? "the end of the table" : sec_kind_name(sec[s].kind));
			break;
		}
		cfg_read_simt(&r, &sec[s++], k);
	}
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_SIMT) {
		what(&r, "section table");
		bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected no more "
		    "simt sections (%s), found section %u",
		    p->target == PROG_SIMT ? "one per kernel" : "only target 3 has them", s);
	}
	/* target 4: one SGMF section per kernel; the others: none */
	for (uint32_t k = 0; k < p->nkernels && !r.failed &&
	     p->target == PROG_SGMF; k++) {
		if (s >= nsec || sec[s].kind != CFG_SEC_SGMF) {
			what(&r, "section table");
			bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected the "
			    "sgmf section of kernel %u (target 4), found %s", k,
			    s >= nsec ? "the end of the table" : sec_kind_name(sec[s].kind));
			break;
		}
		cfg_read_sgmf(&r, &sec[s++], k);
	}
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_SGMF) {
		what(&r, "section table");
		bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected no more "
		    "sgmf sections (%s), found section %u",
		    p->target == PROG_SGMF ? "one per kernel" : "only target 4 has them", s);
	}
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_DBUG)
		read_debug(&r, &sec[s++]);
	if (!r.failed && s < nsec) {
		what(&r, "section table");
		bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected the table to "
		    "end, found section %u (%s)", s, sec_kind_name(sec[s].kind));
	}
	cfg_check_canonical(&r, sec, nsec);
	if (r.failed)
		goto fail;
	free(sec);
	free(r.reach);
	free(r.depth);
	free(r.used);
	free(r.owner);
	return p;
fail:
	free(sec);
	free(r.reach);
	free(r.depth);
	free(r.used);
	free(r.owner);
	prog_free(r.p);
	return NULL;
}

Program *
cfg_decode(const uint8_t *data, size_t size, const Arch *arch, DiagList *d)
{
	return decode(data, size, arch, NULL, d);
}

Program *
cfg_read_file(const char *path, const Arch *arch, DiagList *d)
{
	size_t n;
	uint8_t *buf = (uint8_t *)vgiw_read_file(path, &n, d);

	if (!buf)
		return NULL;
	Program *p = decode(buf, n, arch, path, d);
	free(buf);
	return p;
}

int
cfg_write_file(const Program *p, const char *path, DiagList *d)
{
	uint8_t *buf;
	size_t n;

	if (cfg_encode(p, &buf, &n)) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot encode the program "
		         "(a node with more than %d inputs, or over 4 GB)", DFG_MAX_IN);
		return -1;
	}
	/* the simulator reads through the same checks: never write a file it
	 * would reject */
	Program *back = decode(buf, n, NULL, path, d);
	if (!back) {
		diag_add(d, DIAG_ERROR, path, 0, 0, "internal error: the encoded "
		         "program does not pass the reader's checks (above)");
		free(buf);
		return -1;
	}
	prog_free(back);
	int rc = vgiw_write_file_atomic(path, buf, n);
	if (rc)
		diag_add(d, DIAG_ERROR, path, 0, 0, "cannot write: %s", strerror(errno));
	free(buf);
	return rc;
}
