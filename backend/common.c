/* What the encoder, decoder, dump and hex writer share without knowing the
 * byte layout: the CRC-32, the direction and name tables, and the switch
 * settings derived from a block's routes. */
#include <stdlib.h>
#include <string.h>

#include "cfg_int.h"

/* N NE E SE S SW W NW; row 0 is north, so north is row - 1. */
const int cfg_dir_dr[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
const int cfg_dir_dc[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
const char *const cfg_dir_name[8] = { "N", "NE", "E", "SE", "S", "SW", "W", "NW" };

/* Reflected CRC-32 with polynomial 0xEDB88320 (zlib's crc32), one table
 * lookup per byte; the table is built on first use. */
static uint32_t crc_table[256];
static int crc_ready;

uint32_t
cfg_crc32(uint32_t crc, const void *data, size_t n)
{
	const uint8_t *p = data;

	if (!crc_ready) {
		for (uint32_t i = 0; i < 256; i++) {
			uint32_t c = i;
			for (int k = 0; k < 8; k++)
				c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
			crc_table[i] = c;
		}
		crc_ready = 1;
	}
	crc = ~crc;
	for (size_t i = 0; i < n; i++)
		crc = crc_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
	return ~crc;
}

/* Bounded look-ups: a decoded file's fields are checked, but the dump
 * must not trust them either. */
const char *
cfg_type_name(unsigned t)
{
	return t < IT_COUNT ? isa_type_name[t] : "?";
}

const char *
cfg_aspace_name(unsigned as)
{
	return isa_aspace_name(as);
}

const char *
cfg_pred_name(int64_t pred)
{
	return isa_pred_name(pred);
}

const char *
cfg_atomic_name(int64_t k)
{
	return k >= 0 && k < ISA_ATOM_COUNT ? isa_atomic_name[k] : "?";
}

const char *
cfg_coord_name(int64_t c)
{
	return c >= 0 && c < ISA_COORD_COUNT ? isa_coord_name[c] : "?";
}

void
cfg_switches_free(CfgSwitches *sw)
{
	free(sw->out);
	free(sw->slot);
	memset(sw, 0, sizeof *sw);
}

int
cfg_switches(const Program *p, const ProgBlock *b, CfgSwitches *sw)
{
	uint32_t cols = p->grid_cols, C = p->channels ? p->channels : 1;
	uint32_t ncells = p->grid_rows * cols, stride = b->graph.nnodes + 1;

	memset(sw, 0, sizeof *sw);
	sw->cells = ncells;
	sw->channels = C;
	sw->out = xcalloc((size_t)(ncells ? ncells : 1) * 8 * C, sizeof *sw->out);
	sw->slot = xcalloc((size_t)(ncells ? ncells : 1) * DFG_MAX_IN, sizeof *sw->slot);
	if (!b->cell)
		return b->nnets ? -1 : 0;
	/* arrive[c]: selector of the hop by which the current net entered c;
	 * seen[c] == net + 1 when it did (or c is its source) */
	uint16_t *arrive = xcalloc(ncells ? ncells : 1, sizeof *arrive);
	uint32_t *seen = xcalloc(ncells ? ncells : 1, sizeof *seen);
	int rc = 0;

	for (uint32_t e = 0; e < b->nnets && !rc; e++) {
		const ProgNet *net = &b->nets[e];

		if (net->src < 1 || net->src >= stride || net->replica >= b->replicas ||
		    (uint64_t)net->hop + net->nhops > b->nhops ||
		    (uint64_t)net->sink + net->nsinks > b->nsinks) {
			rc = -1;
			break;
		}
		uint32_t src = b->cell[(size_t)net->replica * stride + net->src];
		if (src >= ncells) {
			rc = -1;
			break;
		}
		seen[src] = e + 1;
		arrive[src] = (uint16_t)(CFG_SEL_VALID | CFG_SEL_UNIT << 8);
		for (uint32_t i = 0; i < net->nhops; i++) {
			const ProgHop *h = &b->hops[net->hop + i];
			if (h->cell >= ncells || seen[h->cell] != e + 1 || h->dir >= 8 ||
			    h->channel >= C) {
				rc = -1;
				break;
			}
			int row = (int)(h->cell / cols) + cfg_dir_dr[h->dir];
			int col = (int)(h->cell % cols) + cfg_dir_dc[h->dir];
			if (row < 0 || col < 0 || row >= (int)p->grid_rows || col >= (int)cols) {
				rc = -1;
				break;
			}
			uint16_t *port = &sw->out[((size_t)h->cell * 8 + h->dir) * C + h->channel];
			if (*port) {
				rc = -1;
				break;
			}
			*port = arrive[h->cell];
			uint32_t to = (uint32_t)row * cols + (uint32_t)col;
			seen[to] = e + 1;
			/* it comes in from the opposite side, on the same channel */
			arrive[to] = (uint16_t)(CFG_SEL_VALID | ((h->dir + 4) % 8) << 8 | h->channel);
		}
		for (uint32_t k = 0; k < net->nsinks && !rc; k++) {
			const ProgSink *s = &b->sinks[net->sink + k];
			if (s->node < 1 || s->node >= stride || s->slot >= DFG_MAX_IN) {
				rc = -1;
				break;
			}
			uint32_t c = b->cell[(size_t)net->replica * stride + s->node];
			if (c >= ncells || seen[c] != e + 1 || sw->slot[c * DFG_MAX_IN + s->slot]) {
				rc = -1;
				break;
			}
			sw->slot[c * DFG_MAX_IN + s->slot] = arrive[c];
		}
	}
	free(arrive);
	free(seen);
	return rc;
}

int
cfg_simt_op(unsigned op)
{
	if (op >= OP_COUNT)
		return 0;
	switch (op) {
	case OP_TID: case OP_BR: case OP_JMP: case OP_EXIT:
	case OP_SHFL: case OP_VOTE: case OP_BAR: case OP_CLOCK:
		return 1;
	}
	UnitClass u = (UnitClass)vgiw_op_info[op].unit;
	return u == UC_ALU || u == UC_SCU || u == UC_LDST;
}

int
cfg_simt_has_result(unsigned op)
{
	return op != OP_ST && op != OP_FENCE && op != OP_BR && op != OP_JMP &&
	       op != OP_EXIT && op != OP_BAR && op != OP_TRAP;
}
