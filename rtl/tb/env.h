/* The testbench's window on the project's C libraries (env.c): the
 * architecture's timing, the operation semantics vgiwsim uses (the DPI
 * datapath, memory accesses, type masks) and thread coordinates. The RTL
 * itself is configured only from the hex images. */
#ifndef RTL_ENV_H
#define RTL_ENV_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a cell's operation does at the perimeter (RTL_PX_NONE: computed in
 * the cell). */
enum {
	RTL_PX_NONE, RTL_PX_MEM, RTL_PX_FENCE, RTL_PX_LVLD, RTL_PX_LVST,
	RTL_PX_BR, RTL_PX_JMP, RTL_PX_EXIT, RTL_PX_TID
};

/* The default architecture; 0, or 1 with a message on stderr. */
int rtl_env_init(void);
int rtl_env_op_valid(uint32_t op);
int rtl_env_perimeter(uint32_t op);
uint32_t rtl_env_latency(uint32_t op);
uint32_t rtl_env_interval(uint32_t op);
uint32_t rtl_env_hop_latency(void);
uint32_t rtl_env_threads_per_cycle(void);
uint32_t rtl_env_cvt_banks(void);
uint32_t rtl_env_entries(void);
uint32_t rtl_env_channels(void);
uint64_t rtl_env_mask(uint64_t v, unsigned type);
unsigned rtl_env_type_bytes(unsigned type);
/* Coordinate `coord` of thread i of CTA cta under geometry g (grid xyz,
 * block xyz). */
uint64_t rtl_env_coord(const uint32_t g[6], uint64_t cta, uint32_t i,
                       uint32_t cta_threads, int64_t coord);
/* sim_access on the bytes at p: SIM_READ 0, SIM_WRITE 1, SIM_ATOMIC 2, -1. */
int rtl_env_access(unsigned op, unsigned type, int64_t imm, uint8_t *p,
                   const uint64_t *v, uint64_t *out);
uint64_t rtl_env_addr_mask(void);
/* The window of an untagged address (launch_window): RTL_WIN_SHARED or
 * RTL_WIN_LOCAL with *off the offset in the CTA's shared block or the
 * thread's local frame, else RTL_WIN_OTHER (global, param, const). */
enum { RTL_WIN_OTHER, RTL_WIN_SHARED, RTL_WIN_LOCAL };
int rtl_env_window(uint64_t addr, uint64_t *off);
/* The local frame's address in every thread (a DIN_SYM of ISYM_LOCAL). */
uint64_t rtl_env_local_base(void);
/* The ALU check (alu_check.cpp): the opcode count, an opcode's mnemonic,
 * and whether rtl_alu must compute it (integer, SCU integer division, SJU,
 * the sign-bit operations fneg and fabs) rather than rtl_fpu. */
uint32_t rtl_env_op_count(void);
const char *rtl_env_op_name(uint32_t op);
int rtl_env_op_integer(uint32_t op);
/* How often rtl_eval ran an opcode rtl_env_op_integer names. */
unsigned long rtl_env_eval_integer(void);
/* The DPI function of rtl_datapath.sv: sim_eval of the node the words
 * describe (0 for a word not valid or a perimeter operation). */
unsigned long long rtl_eval(unsigned long long u0, unsigned long long u1,
                            unsigned long long k0, unsigned long long k1,
                            unsigned long long k2, unsigned long long a,
                            unsigned long long b, unsigned long long c);

#ifdef __cplusplus
}
#endif
#endif
