/* The .cfg decoder and validator: bytes from anywhere (a file, a fuzzer)
 * to a Program the simulators can trust. This file reads the header, the
 * section table, the kernel table and the debug section, and dispatches
 * each block and per-target section to its reader (decode_block.c,
 * decode_gpucc.c, decode_simt.c, decode_sgmf.c); every read goes through
 * the cursor of cursor.c, every count is checked against the bytes left
 * before anything is allocated for it, and the first problem stops the
 * decode with "<section> at offset N: expected ..., found ...". */
#include <errno.h>
#include <inttypes.h>
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
	"debug section", "simt section", "sgmf section", "assert section"
};

static const char *
sec_kind_name(uint32_t k)
{
	return k < sizeof sec_name / sizeof *sec_name ? sec_name[k] : "?";
}


/* The section table's order, bounds, padding and CRCs: 0, or -1 after the
 * error. */
static int
check_sections(Rd *r, const SecEnt *sec, uint32_t nsec)
{
	what(r, "section table");
	uint64_t at = r->pos;
	for (uint32_t i = 0; i < nsec; i++) {
		const SecEnt *e = &sec[i];
		size_t ent = CFG_HEADER + (size_t)i * CFG_SECENT;

		/* the order is fixed: strings, kernels, asserts, blocks, gpucc,
		 * simt, sgmf, debug; ranks say where a kind goes */
		uint32_t rk = cfg_sec_rank(e->kind);
		uint32_t lo = i == 0 ? 1 : i == 1 ? 2 : 3;
		uint32_t hi = i == 0 ? 1 : i == 1 ? 2 : 8;
		if (i > 1 && cfg_sec_rank(sec[i - 1].kind) > lo)
			lo = cfg_sec_rank(sec[i - 1].kind) == 8 ? 9 :
			     cfg_sec_rank(sec[i - 1].kind);
		if (lo > hi) {
			bad(r, ent, "expected no section after the debug section, found "
			    "section %u of kind %u", i, e->kind);
			return -1;
		}
		if (rk < lo || rk > hi) {
			bad(r, ent, "expected section %u of %s (strings 1, kernels 2, "
			    "asserts 8, blocks 3, gpucc 4, simt 6, sgmf 7, debug 5, in this "
			    "order), found "
			    "kind %u", i, lo == hi ? (lo == 1 ? "kind 1" : "kind 2") :
			    "a kind that may follow the one before", e->kind);
			return -1;
		}
		if ((uint64_t)e->off + e->size > r->size) {
			bad(r, ent + 4, "expected section %u (%s) within the %zu-byte "
			    "file, found offset %u size %u", i, sec_kind_name(e->kind),
			    r->size, e->off, e->size);
			return -1;
		}
		at = (at + CFG_ALIGN - 1) & ~(uint64_t)(CFG_ALIGN - 1);
		if (e->off != at) {
			bad(r, ent + 4, "expected section %u (%s) at offset %" PRIu64
			    ", found %u", i, sec_kind_name(e->kind), at, e->off);
			return -1;
		}
		for (size_t z = r->pos; z < e->off; z++)
			if (r->data[z]) {
				bad(r, z, "expected zero padding before section %u, found "
				    "%02x", i, r->data[z]);
				return -1;
			}
		r->pos = e->off + (size_t)e->size;
		at = r->pos;
	}
	if (r->pos != r->size) {
		bad(r, r->pos, "expected the file to end after the last section, "
		    "found %zu more bytes", r->size - r->pos);
		return -1;
	}
	for (uint32_t i = 0; i < nsec; i++) {
		uint32_t c = cfg_crc32(0, r->data + sec[i].off, sec[i].size);
		if (c != sec[i].crc && !CFG_FUZZING) {
			what(r, "%s (section %u)", sec_kind_name(sec[i].kind), i);
			bad(r, sec[i].off, "expected CRC32 %08x (from the section "
			    "table), found %08x", sec[i].crc, c);
			return -1;
		}
	}
	return 0;
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
	if (check_sections(r, sec, nsec))
		goto fail;
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

/* Kernel K's parameter records. */
static void
read_params(Rd *r, ProgKernel *K)
{
	Program *p = r->p;
	size_t at;

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
}

/* Kernel K's symbol records, each with its image when it has one. */
static void
read_symbols(Rd *r, ProgKernel *K)
{
	Program *p = r->p;
	size_t at;

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
}

/* Kernel k's nb block-table entries. */
static void
read_block_table(Rd *r, ProgKernel *K, uint32_t k, uint32_t nb)
{
	Program *p = r->p;
	size_t at;

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
		read_params(r, K);
		if (r->failed)
			return;
		read_symbols(r, K);
		if (r->failed)
			return;
		read_block_table(r, K, k, nb);
	}
	what(r, "kernel table");
	leave(r);
}


/* The start of a section of one record per kernel (assert, debug): 0
 * when its kernel count is the kernel table's. */
static int
enter_per_kernel(Rd *r, const SecEnt *e, const char *name)
{
	what(r, "%s", name);
	enter(r, e);
	size_t at = r->pos;
	uint32_t nk = rd32(r, "kernel count");
	if (!r->failed && nk != r->p->nkernels)
		bad(r, at, "expected %u kernels (the kernel table's), found %u",
		    r->p->nkernels, nk);
	return r->failed ? -1 : 0;
}

/* ---- assert section ---- */

static void
read_asserts(Rd *r, const SecEnt *e)
{
	Program *p = r->p;

	if (enter_per_kernel(r, e, "assert section"))
		return;
	for (uint32_t k = 0; k < p->nkernels && !r->failed; k++) {
		ProgKernel *K = &p->kernels[k];

		size_t at = r->pos;
		uint32_t n = rd32(r, "assertions");
		if (!r->failed && n > ISA_MAX_ASSERTS) {
			bad(r, at, "expected at most %u assertions in kernel %u, found %u",
			    ISA_MAX_ASSERTS, k, n);
			return;
		}
		if (!have_n(r, n, CFG_ASSERT, "assertion records"))
			return;
		K->asserts = arena_alloc(&p->arena, ((size_t)n + 1) * sizeof *K->asserts);
		K->nasserts = n;
		for (uint32_t j = 0; j < n && !r->failed; j++) {
			IsaAssert *x = &K->asserts[j];
			x->message = rdstr(r, "message");
			x->file = rdstr(r, "file");
			x->line = rd32(r, "line");
			x->func = rdstr(r, "function");
		}
	}
	leave(r);
}

/* ---- debug section ---- */

static void
read_debug(Rd *r, const SecEnt *e)
{
	Program *p = r->p;

	if (enter_per_kernel(r, e, "debug section"))
		return;
	for (uint32_t k = 0; k < p->nkernels && !r->failed; k++) {
		ProgKernel *K = &p->kernels[k];

		K->source = rdstr(r, "source file");
		for (uint32_t b = 0; b < K->nblocks && !r->failed; b++) {
			DfgBlock *g = &K->blocks[b].graph;

			g->block = rd32(r, "block");
			if (!have_n(r, g->nnodes, CFG_DBGNODE, "node records"))
				return;
			for (uint32_t n = 1; n <= g->nnodes && !r->failed; n++) {
				DfgNode *x = &g->nodes[n];
				x->kir = rd32(r, "instruction");
				x->line = rd32(r, "line");
				size_t lat = r->pos;
				x->lv = rd32(r, "live value");
				/* only lvld and lvst name a live value (the dump shows it
				 * there and nowhere else) */
				if (x->lv && x->op != OP_LVLD && x->op != OP_LVST)
					bad(r, lat, "expected n%u (%s) of kernel %u block %u "
					    "without a live value (0), found %u", n,
					    vgiw_op_info[x->op].mnemonic, k, b, x->lv);
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
	if (!r.failed && s < nsec && sec[s].kind == CFG_SEC_ASRT)
		read_asserts(&r, &sec[s++]);
	for (uint32_t k = 0; k < p->nkernels && !r.failed; k++)
		for (uint32_t b = 0; b < p->kernels[k].nblocks && !r.failed; b++) {
			what(&r, "section table");
			if (s >= nsec || sec[s].kind != CFG_SEC_BLCK) {
				bad(&r, CFG_HEADER + (size_t)s * CFG_SECENT, "expected a block "
				    "section for block %u of kernel %u, found %s", b, k,
				    s >= nsec ? "the end of the table" : sec_kind_name(sec[s].kind));
				break;
			}
			cfg_read_block(&r, &sec[s++], k, b);
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
