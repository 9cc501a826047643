// The check of rtl_alu (rtl_datapath.sv) against sim_eval, the semantics
// vgiwsim fires: every opcode rtl_alu must compute, on every type, with
// operands drawn from the width boundaries and from a fixed-seed generator,
// must give sim_eval's 64-bit word; every other opcode must leave rtl_alu
// (so it reaches rtl_fpu). Exit 1 with the first disagreements.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>

#include "Vrtl_alu.h"
#include "env.h"
#include "verilated.h"

namespace {

uint64_t state = 0x9e3779b97f4a7c15ull;

uint64_t next()
{
	// xorshift64*: a fixed sequence, so the check is deterministic
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 0x2545f4914f6cdd1dull;
}

const uint64_t kEdge[] = {
	0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 0x7f, 0x80, 0xff, 0x100,
	0x7fff, 0x8000, 0xffff, 0x7fffff, 0x800000, 0xffffff, 0x7fffffff, 0x80000000,
	0xffffffff, 0x100000000ull, 0x7fffffffffffffffull, 0x8000000000000000ull,
	~0ull, ~0ull - 1, 0xfffffffeull, 0xffffff80ull,
};

uint64_t operand(unsigned t)
{
	uint64_t r = next();
	switch (r % 4) {
	case 0: return kEdge[(r >> 8) % (sizeof kEdge / sizeof kEdge[0])];
	case 1: return rtl_env_mask(next(), t);   // a well-formed value of t
	case 2: return (r >> 8) % 70;             // shift counts about the widths
	default: return next();
	}
}

}  // namespace

int main(int argc, char **argv)
{
	Verilated::commandArgs(argc, argv);
	if (rtl_env_init())
		return 1;
	Vrtl_alu m;
	unsigned long checks = 0, bad = 0, ops = 0;

	for (uint32_t op = 0; op < rtl_env_op_count(); op++) {
		int integer = rtl_env_op_integer(op);
		ops += integer;
		for (int i = 0; i < 4000; i++) {
			unsigned t = (unsigned)(next() % 10), t0 = (unsigned)(next() % 10);
			unsigned nin = (unsigned)(next() % 4), flags = (unsigned)(next() % 4);
			uint64_t imm;
			if (next() % 2)
				imm = 30 + next() % 14;  // the ICMP predicates and beyond
			else
				imm = next() % 3 == 0 ? next() : next() % 2;
			uint64_t u0 = 1ull << 63 | op | (uint64_t)t << 16 | (uint64_t)flags << 24 |
			              (uint64_t)nin << 40;
			uint64_t k0 = 1 | (uint64_t)t0 << 8, k1 = 1 | (uint64_t)t << 8, k2 = k1;
			uint64_t a = operand(nin ? t0 : t), b = operand(t), c = operand(t);
			m.op = (uint16_t)op;
			m.t = (uint8_t)t;
			m.t0 = (uint8_t)(nin ? t0 : t);
			m.uns = imm != 0 || (flags & 2);
			m.imm = imm;
			m.a = a;
			m.b = b;
			m.c = c;
			m.eval();
			checks++;
			if (!integer) {
				if (m.hit) {
					if (bad++ < 10)
						fprintf(stderr, "alu: %s is not rtl_alu's, yet it answers\n",
						        rtl_env_op_name(op));
				}
				break;   // one probe is enough: the decode depends on op only
			}
			uint64_t want = rtl_eval(u0, imm, k0, k1, k2, a, b, c);
			if (!m.hit || m.y != want) {
				if (bad++ < 10)
					fprintf(stderr, "alu: %s t %u t0 %u nin %u flags %u imm %#" PRIx64
					        " a %#" PRIx64 " b %#" PRIx64 " c %#" PRIx64 ": rtl %#" PRIx64
					        "%s, sim_eval %#" PRIx64 "\n", rtl_env_op_name(op), t, t0, nin,
					        flags, imm, a, b, c, (uint64_t)m.y, m.hit ? "" : " (no hit)",
					        want);
			}
		}
	}
	m.final();
	if (bad) {
		fprintf(stderr, "alu: %lu of %lu checks disagree\n", bad, checks);
		return 1;
	}
	printf("alu agrees: %lu integer opcodes, %lu checks\n", ops, checks);
	return 0;
}
