/* Private to backend/: the constants of the .cfg layout (docs/cfg-format.md)
 * that the encoder and decoder share, the names the dump prints, and the
 * switch settings derived from routes that the dump and the hex images
 * both show. */
#ifndef VGIW_CFG_INT_H
#define VGIW_CFG_INT_H

#include "vgiw/cfg.h"

/* Section kinds. They appear in the section table in the order strings,
 * kernels, assertions, blocks, GPU-CC, SIMT, SGMF, debug (cfg_sec_rank). */
enum {
	CFG_SEC_STRS = 1,   /* string table */
	CFG_SEC_KERN = 2,   /* kernel table (parameters, symbols, block table) */
	CFG_SEC_BLCK = 3,   /* one per block: nodes, placement, routes */
	CFG_SEC_GPCC = 4,   /* GPU-CC: one per kernel of a target-2 file */
	CFG_SEC_DBUG = 5,   /* optional: nodes -> KIR instruction, line */
	CFG_SEC_SIMT = 6,   /* SIMT: one per kernel of a target-3 file */
	CFG_SEC_SGMF = 7,   /* SGMF: one per kernel of a target-4 file */
	CFG_SEC_ASRT = 8,   /* optional: the kernels' assertion tables */
	CFG_SEC_KINDS = 9,
};

/* Position of a section kind in the file order (0 for an unknown kind). */
static inline uint32_t
cfg_sec_rank(uint32_t kind)
{
	static const uint8_t rank[CFG_SEC_KINDS] = { 0, 1, 2, 4, 5, 8, 6, 7, 3 };

	return kind < CFG_SEC_KINDS ? rank[kind] : 0;
}

/* Fixed sizes of the records (bytes). */
enum {
	CFG_HEADER = 48,        /* before the section table */
	CFG_SECENT = 16,        /* one section-table entry */
	CFG_KERNEL = 24,
	CFG_PARAM = 16,
	CFG_SYMBOL = 24,        /* before its image */
	CFG_BLOCKENT = 24,      /* one block-table entry */
	CFG_BLOCKHDR = 40,      /* start of a block section */
	CFG_NODE = 64,
	CFG_NET = 24,
	CFG_HOP = 8,
	CFG_SINK = 8,
	CFG_DBGNODE = 12,
	CFG_ASSERT = 16,        /* one assertion: message, file, line, function */
	CFG_GPCCHDR = 24,       /* start of a GPU-CC section */
	CFG_GPCCUNIT = 104,     /* one core or LSU: 40 bytes, 4 inputs of 16 */
	CFG_GPCCIN = 16,
	CFG_GPCC_LINEAR = 1,    /* GPU-CC header flags: ProgGpucc.linear */
	CFG_SIMTHDR = 16,       /* start of a SIMT section */
	CFG_SGMF = 24,          /* an SGMF section */
	CFG_SIMTINST = 88,      /* one instruction: 40 bytes, 3 inputs of 16 */
	CFG_SIMT_MAX_REGS = 65535,  /* registers per thread a file may name */
	CFG_ALIGN = 8,          /* sections start on multiples of this */
	CFG_MAX_GRID = 256,     /* rows and cols, as arch/params.c allows */
	CFG_MAX_CHANNELS = 64,
};

#define CFG_BLOCK_PLACED 1u      /* block section flags */
#define CFG_SYM_INIT 1u          /* symbol flags: an image follows */

/* Directions of ProgHop.dir: N NE E SE S SW W NW, row 0 is north. */
extern const int cfg_dir_dr[8], cfg_dir_dc[8];
extern const char *const cfg_dir_name[8];

/* Names the dump prints: vgiw_isa's tables, with "?" for values a decoded
 * file may hold out of range. */
const char *cfg_type_name(unsigned t);
const char *cfg_aspace_name(unsigned as);
const char *cfg_pred_name(int64_t pred);
const char *cfg_atomic_name(int64_t k);
const char *cfg_coord_name(int64_t c);
/* 1 if a SIMT program may hold op (docs/cfg-format.md). */
int cfg_simt_op(unsigned op);
/* 1 if a SIMT instruction of op writes a result (ST and FENCE do not). */
int cfg_simt_has_result(unsigned op);

/* The switch of every cell of one block, derived from its routes: for each
 * output port (direction, channel) and each unit input slot, which input
 * drives it. A selector is 0 (unused) or CFG_SEL_VALID | from << 8 | chan,
 * `from` 0..7 the direction the token arrives from (the neighbour there)
 * or CFG_SEL_UNIT for the cell's own unit output. */
#define CFG_SEL_VALID 0x8000u
#define CFG_SEL_UNIT 8u

typedef struct {
	uint32_t cells, channels;
	uint16_t *out;    /* [(cell * 8 + dir) * channels + channel] */
	uint16_t *slot;   /* [cell * DFG_MAX_IN + slot] */
} CfgSwitches;

/* 0, or -1 when the routes contradict each other (two drivers for one
 * port, a hop from a cell its net never reached): only a Program the
 * decoder would reject does that. */
int cfg_switches(const Program *p, const ProgBlock *b, CfgSwitches *sw);
void cfg_switches_free(CfgSwitches *sw);

#endif
