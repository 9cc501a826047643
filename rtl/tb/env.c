/* The testbench's environment on the project's libraries (env.h), and the
 * DPI function rtl_eval of rtl_datapath.sv: a cell's compute operation
 * rebuilt from its image words (U0, U1 and the slot words) and evaluated
 * by sim_eval, the semantics vgiwsim fires (floating point in the RTL,
 * every operation in the ALU check). */
#include <stdio.h>
#include <string.h>

#include "env.h"
#include "vgiw/arch.h"
#include "vgiw/dfg.h"
#include "vgiw/launch.h"
#include "vgiw/ops.h"
#include "vgiw/simmem.h"

static Arch *arch;
/* rtl_eval's calls on an opcode rtl_alu owns: none in the grid, whose
 * cells compute those themselves (rtl-tb fails otherwise) */
static unsigned long eval_integer;

int
rtl_env_init(void)
{
	arch = arch_default();
	if (!arch) {
		fprintf(stderr, "rtl-tb: cannot load the default architecture\n");
		return 1;
	}
	return 0;
}

int
rtl_env_op_valid(uint32_t op)
{
	return op < OP_COUNT && vgiw_op_info[op].unit < UC_COUNT;
}

int
rtl_env_perimeter(uint32_t op)
{
	switch (op) {
	case OP_LD: case OP_ST: case OP_ATOM: case OP_CAS: return RTL_PX_MEM;
	case OP_FENCE: return RTL_PX_FENCE;
	case OP_LVLD: return RTL_PX_LVLD;
	case OP_LVST: return RTL_PX_LVST;
	case OP_BR: return RTL_PX_BR;
	case OP_JMP: return RTL_PX_JMP;
	case OP_EXIT: return RTL_PX_EXIT;
	case OP_TID: return RTL_PX_TID;
	default: return RTL_PX_NONE;
	}
}

/* as sim_fabric_configure: 0 counts as 1 */
uint32_t
rtl_env_latency(uint32_t op)
{
	uint32_t l = arch_op_latency(arch, (VgiwOp)op);
	return l ? l : 1;
}

uint32_t
rtl_env_interval(uint32_t op)
{
	uint32_t i = arch_op_interval(arch, (VgiwOp)op);
	return i ? i : 1;
}

uint32_t rtl_env_hop_latency(void) { return arch->vgiw.sw.hop_latency; }
uint32_t rtl_env_threads_per_cycle(void)
{
	return arch->vgiw.bbs.threads_per_cycle ? arch->vgiw.bbs.threads_per_cycle : 1;
}
uint32_t rtl_env_cvt_banks(void) { return arch->vgiw.cvt.banks ? arch->vgiw.cvt.banks : 1; }
uint32_t rtl_env_entries(void) { return arch->vgiw.token_buffer.entries; }
uint32_t rtl_env_channels(void) { return arch->vgiw.sw.channels; }
uint64_t rtl_env_mask(uint64_t v, unsigned type) { return sim_mask(v, type); }
unsigned rtl_env_type_bytes(unsigned type) { return sim_type_bytes(type); }
uint64_t rtl_env_addr_mask(void) { return LAUNCH_ADDR_MASK; }
uint64_t rtl_env_local_base(void) { return LAUNCH_LOCAL_BASE; }

int
rtl_env_window(uint64_t addr, uint64_t *off)
{
	switch (launch_window(addr)) {
	case LAUNCH_WIN_SHARED:
		*off = (addr & LAUNCH_ADDR_MASK) - LAUNCH_SHARED_BASE;
		return RTL_WIN_SHARED;
	case LAUNCH_WIN_LOCAL:
		*off = (addr & LAUNCH_ADDR_MASK) - LAUNCH_LOCAL_BASE;
		return RTL_WIN_LOCAL;
	default:
		return RTL_WIN_OTHER;
	}
}

uint64_t
rtl_env_coord(const uint32_t g[6], uint64_t cta, uint32_t i, uint32_t cta_threads,
              int64_t coord)
{
	Launch l;

	memset(&l, 0, sizeof l);
	memcpy(l.grid, g, sizeof l.grid);
	memcpy(l.block, g + 3, sizeof l.block);
	return sim_launch_coord(&l, cta, i, cta_threads, coord);
}

int
rtl_env_access(unsigned op, unsigned type, int64_t imm, uint8_t *p,
               const uint64_t *v, uint64_t *out)
{
	return sim_access(op, type, imm, p, v, out);
}

unsigned long rtl_env_eval_integer(void) { return eval_integer; }
uint32_t rtl_env_op_count(void) { return OP_COUNT; }
const char *rtl_env_op_name(uint32_t op) { return op < OP_COUNT ? vgiw_op_info[op].mnemonic : "?"; }

int
rtl_env_op_integer(uint32_t op)
{
	if (op >= OP_COUNT || op == OP_TRAP)   /* no value; the RTL has no trap */
		return 0;
	if (op == OP_FNEG || op == OP_FABS)
		return 1;
	switch (vgiw_op_info[op].unit) {
	case UC_ALU: case UC_SCU: case UC_SJU: break;
	default: return 0;
	}
	switch (vgiw_op_info[op].lat) {
	case LAT_INT: case LAT_IMUL: case LAT_IDIV: case LAT_SJ: return 1;
	default: return 0;
	}
}

unsigned long long
rtl_eval(unsigned long long u0, unsigned long long u1, unsigned long long k0,
         unsigned long long k1, unsigned long long k2, unsigned long long a,
         unsigned long long b, unsigned long long c)
{
	DfgNode nd;
	uint64_t v[DFG_MAX_IN] = { a, b, c };
	const unsigned long long k[DFG_MAX_IN] = { k0, k1, k2 };

	memset(&nd, 0, sizeof nd);
	nd.op = (uint16_t)(u0 & 0xffff);
	nd.type = (uint8_t)(u0 >> 16);
	nd.flags = (uint8_t)(u0 >> 24);
	nd.aspace = (uint8_t)(u0 >> 32);
	nd.nin = (uint8_t)(u0 >> 40);
	nd.imm = (int64_t)u1;
	/* evaluated whenever its inputs change, firing or not: perimeter
	 * operations and words not yet loaded give 0 */
	if (nd.op >= OP_COUNT || nd.nin > DFG_MAX_IN || !(u0 >> 63) ||
	    rtl_env_perimeter(nd.op) != RTL_PX_NONE || vgiw_op_info[nd.op].unit >= UC_COUNT)
		return 0;
	eval_integer += (unsigned long)rtl_env_op_integer(nd.op);
	if (nd.op == OP_SPLIT || nd.op == OP_JOIN)
		return a;   /* as fabric.c fires them: the value passes */
	for (int s = 0; s < DFG_MAX_IN; s++) {
		nd.in[s].kind = (uint8_t)k[s];
		nd.in[s].type = (uint8_t)(k[s] >> 8);
		nd.in[s].src = (uint32_t)(k[s] >> 32);
	}
	return sim_eval(&nd, v);
}
