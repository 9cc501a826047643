/* Private to backend/: the decoder's cursor and its checked reads
 * (backend/cursor.c), shared by backend/decode.c (header, kernels, debug,
 * the dispatch of sections), backend/decode_block.c (the block sections),
 * backend/decode_gpucc.c (the GPU-CC sections), backend/decode_sgmf.c (the
 * SGMF sections) and backend/decode_simt.c (the SIMT sections). */
#ifndef VGIW_DECODE_INT_H
#define VGIW_DECODE_INT_H

#include "cfg_int.h"

typedef struct {
	const uint8_t *data;
	size_t size;           /* of the whole file */
	size_t pos, end;       /* cursor and end of the current section */
	char what[96];         /* the current section, for messages */
	const char *file;
	DiagList *d;
	int failed;
	const Arch *arch;
	Program *p;
	/* the string table */
	size_t str_at, str_size;
	/* per block scratch, sized by the grid, allocated on first use */
	uint32_t *reach;       /* cell -> stamp of the last net that entered it */
	uint32_t *depth;       /* cell -> hops from that net's source */
	uint32_t stamp;        /* nets checked so far, + 1 */
	uint64_t *used;        /* output ports taken: a bit per (cell, dir, channel) */
	size_t nused;          /* words of used */
	uint32_t *owner;       /* cell -> 1 + replica * nnodes + node, 0 free */
	uint32_t ncells;
} Rd;

typedef struct {
	uint32_t kind, off, size, crc;
} SecEnt;

/* The first problem stops the decode: "<what> at offset N: msg". */
void cfg_rd_bad(Rd *r, size_t at, const char *fmt, ...) VGIW_PRINTF(3, 4);
/* Names the current section for messages. */
void cfg_rd_what(Rd *r, const char *fmt, ...) VGIW_PRINTF(2, 3);
/* 1 if n more bytes (n items of `each` bytes) are in the section. */
int cfg_rd_have(Rd *r, uint64_t n, const char *field);
int cfg_rd_have_n(Rd *r, uint64_t n, uint64_t each, const char *field);
uint64_t cfg_rd_get(Rd *r, unsigned n, const char *field);
/* A reserved field of n bytes: must be zero. */
void cfg_rd_reserved(Rd *r, unsigned n);
void cfg_rd_enter(Rd *r, const SecEnt *e);
/* Checks that the section ended where its contents did. */
void cfg_rd_leave(Rd *r);
/* The block section of block b of kernel k (backend/decode_block.c). */
void cfg_read_block(Rd *r, const SecEnt *e, uint32_t k, uint32_t b);
/* The SIMT section of kernel k (backend/decode_simt.c). */
int cfg_rd_kernel_section(Rd *r, const SecEnt *e, uint32_t k, const char *kind);
int cfg_rd_input(Rd *r, DfgInput *in, int used, const char *owner,
                 uint32_t slot);
void cfg_read_simt(Rd *r, const SecEnt *e, uint32_t k);
/* The GPU-CC section of kernel k (backend/decode_gpucc.c). */
void cfg_read_gpucc(Rd *r, const SecEnt *e, uint32_t k);
/* The SGMF section of kernel k (backend/decode_sgmf.c). */
void cfg_read_sgmf(Rd *r, const SecEnt *e, uint32_t k);

/* The bounds of the counts a simulator sizes its arrays by
 * (docs/cfg-format.md states each next to its field). */
enum {
	CFG_MAX_NODES = CFG_MAX_GRID * CFG_MAX_GRID,  /* a block's graph, and
	                                               * replicas x nodes */
	CFG_MAX_LV_IDS = 1 << 16,       /* live-value IDs of a kernel */
	CFG_MAX_LOCAL = 512 * 1024,     /* local bytes per thread (CUDA's) */
	CFG_MAX_ALIGN = 1 << 16,        /* parameter and symbol alignment */
};
#define CFG_MAX_SYMBOL (1ull << 32)  /* bytes of one symbol */

/* An operation's opcode-dependent fields, at record offset `at` of a node
 * (VGIW, GPU-CC block 0) or a GPU-CC unit. */
typedef struct {
	size_t at;
	unsigned align_off, imm_off;   /* of align and imm in the record */
	const char *owner;             /* "n5", "core 3" */
	unsigned op, flags, flags_ok, aspace, align;
	int64_t imm;
	uint32_t lv_ids;
	uint32_t nasserts;             /* the kernel's, TRAP's imm below it */
	int64_t last_coord;            /* ISA_THREAD (VGIW) or ISA_GID_Y */
	int sgmf;                      /* SPLIT and JOIN may carry SGMF modes */
} CfgOpAt;

/* backend/validate.c */
int cfg_valid_aspace(unsigned as);
void cfg_check_op(Rd *r, const CfgOpAt *o);
/* TRAP's condition (data input 0, its type at file offset at) is an i1. */
void cfg_check_cond(Rd *r, size_t at, const char *owner, unsigned op, unsigned type);
/* A VGIW node's inputs: data operands by opcode, then ordering tokens. */
void cfg_check_inputs(Rd *r, const CfgOpAt *o, const DfgInput *in, unsigned nin);
/* The result type op must have: NULL when type fits, else the expected. */
const char *cfg_result_type_bad(unsigned op, unsigned type);
/* 1 if an immediate's bits are zero above its type's width. */
int cfg_imm_canonical(unsigned type, uint64_t bits);
void cfg_check_result(Rd *r, size_t at, const char *owner, unsigned op,
                      unsigned type);
/* A used operand slot at file offset `at` (kind at +0, source +4,
 * immediate +8, type at +type_off), with its token source's opcode and
 * type when it has one. */
typedef struct {
	size_t at;
	unsigned type_off;
	const char *owner;             /* "n5", "core 3" */
	unsigned slot, kind, type;
	uint32_t src;
	uint64_t imm;
	unsigned src_op, src_type;     /* DIN_NODE, DIN_ORDER */
	const char *src_name;          /* "n3", "core 2" */
	int sgmf;
} CfgOperand;
void cfg_check_operand(Rd *r, const CfgOperand *o, const ProgKernel *K);
void cfg_check_canonical(Rd *r, const SecEnt *sec, uint32_t nsec);

#define bad(...) cfg_rd_bad(__VA_ARGS__)
#define what(...) cfg_rd_what(__VA_ARGS__)
#define have(...) cfg_rd_have(__VA_ARGS__)
#define have_n(...) cfg_rd_have_n(__VA_ARGS__)
#define get(...) cfg_rd_get(__VA_ARGS__)
#define reserved(...) cfg_rd_reserved(__VA_ARGS__)
#define enter(...) cfg_rd_enter(__VA_ARGS__)
#define leave(...) cfg_rd_leave(__VA_ARGS__)

static inline uint8_t rd8(Rd *r, const char *f) { return (uint8_t)get(r, 1, f); }
static inline uint16_t rd16(Rd *r, const char *f) { return (uint16_t)get(r, 2, f); }
static inline uint32_t rd32(Rd *r, const char *f) { return (uint32_t)get(r, 4, f); }
static inline uint64_t rd64(Rd *r, const char *f) { return get(r, 8, f); }

#endif
