/* The SIMT section of the .cfg (docs/cfg-format.md, kind 6): round trip of
 * a hand-made program (same bytes, same dump), what the dump and the hex
 * image show, the encoder's refusals, and one corrupted file per check of
 * the section, edited at the offsets the spec gives. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "cfg_fixture.h"

/* 16-byte header, 88-byte instructions, inputs from byte 40, 16 each */
enum { S_HDR = 16, S_INST = 88, S_IN = 40, S_INSZ = 16, NINSTS = 8 };

typedef struct {
	Arch *arch;
	Program *p;
	uint8_t *b;
	size_t n;
	size_t at;       /* the SIMT section's offset */
} Fx;

static ProgSimtInst *
inst(ProgSimt *s, VgiwOp op, IsaType type, uint32_t dst)
{
	ProgSimtInst *x = &s->insts[s->ninsts++];

	memset(x, 0, sizeof *x);
	x->op = (uint16_t)op;
	x->type = (uint8_t)type;
	x->dst = dst;
	x->target[0] = x->target[1] = x->reconv = PROG_SIMT_EXIT;
	return x;
}

static void
in(ProgSimtInst *x, DfgInKind kind, IsaType type, uint32_t src, uint64_t imm)
{
	x->in[x->nin++] = (DfgInput){ .kind = (uint8_t)kind, .type = (uint8_t)type,
	                              .src = src, .imm = imm };
}

/*   0: r0 = tid.i32 tid.x            4: r2:3 = iadd.ptr $p, r2:3
 *   1: r1 = icmp.i1 slt r0, $n       5: st.i32 global r2:3, r0
 *   2: br r1 ? 3 : 6 reconv 6        6: bar
 *   3: r2:3 = zext.i64 r0            7: exit */
static Program *
simt_program(const Arch *a)
{
	Program *p = prog_new();
	Arena *A = &p->arena;

	p->target = PROG_SIMT;
	p->arch_fingerprint = arch_fingerprint_of(a, ARCH_SIMT);
	p->compiler = "test";
	p->nkernels = 1;
	p->kernels = arena_alloc(A, sizeof *p->kernels);
	ProgKernel *k = &p->kernels[0];
	k->name = "guarded";
	k->nparams = 2;
	k->params = arena_alloc(A, 2 * sizeof *k->params);
	k->params[0] = (ProgParam){ .name = "n", .kind = PARAM_SCALAR, .type = IT_I32,
	                            .size = 4, .align = 4 };
	k->params[1] = (ProgParam){ .name = "p", .kind = PARAM_POINTER, .type = IT_PTR,
	                            .aspace = AS_GLOBAL, .size = 8, .align = 8 };
	k->nsymbols = 1;
	k->symbols = arena_alloc(A, 2 * sizeof *k->symbols);
	k->symbols[1] = (ProgSymbol){ .name = "tile", .aspace = AS_SHARED,
	                              .align = 4, .size = 256 };
	k->blocks = arena_alloc(A, sizeof *k->blocks);
	ProgSimt *s = arena_alloc(A, sizeof *s);
	s->nregs = 4;
	s->insts = arena_alloc(A, NINSTS * sizeof *s->insts);
	ProgSimtInst *x = inst(s, OP_TID, IT_I32, 0);
	x->imm = ISA_TID_X;
	x = inst(s, OP_ICMP, IT_I1, 1);
	x->imm = ISA_ICMP_SLT;
	in(x, DIN_REG, IT_I32, 0, 0);
	in(x, DIN_PARAM, IT_I32, 0, 0);
	x = inst(s, OP_BR, IT_VOID, PROG_SIMT_NO_REG);
	in(x, DIN_REG, IT_I1, 1, 0);
	x->target[0] = 3;
	x->target[1] = 6;
	x->reconv = 6;
	x->line = 7;
	x = inst(s, OP_ZEXT, IT_I64, 2);
	in(x, DIN_REG, IT_I32, 0, 0);
	x = inst(s, OP_IADD, IT_PTR, 2);
	in(x, DIN_PARAM, IT_PTR, 1, 0);
	in(x, DIN_REG, IT_I64, 2, 0);
	x = inst(s, OP_ST, IT_I32, PROG_SIMT_NO_REG);
	x->aspace = AS_GLOBAL;
	x->align = 4;
	in(x, DIN_REG, IT_PTR, 2, 0);
	in(x, DIN_REG, IT_I32, 0, 0);
	inst(s, OP_BAR, IT_VOID, PROG_SIMT_NO_REG);
	inst(s, OP_EXIT, IT_VOID, PROG_SIMT_NO_REG)->line = 9;
	k->simt = s;
	return p;
}

static int
setup(void **state)
{
	Fx *f = calloc(1, sizeof *f);

	f->arch = arch_default();
	f->p = simt_program(f->arch);
	if (cfg_encode(f->p, &f->b, &f->n))
		return -1;
	f->at = fx_sec_off(f->b, fx_nsec(f->b) - 1);   /* no debug section */
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	Fx *f = *state;

	free(f->b);
	prog_free(f->p);
	arch_free(f->arch);
	free(f);
	return 0;
}

static char *
dump_text(const Program *p)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);

	cfg_dump(f, p);
	fclose(f);
	return s;
}

static Program *
decode_ok(const uint8_t *buf, size_t n, const Arch *a)
{
	DiagList d = { 0 };
	Program *p = cfg_decode(buf, n, a, &d);

	if (!p) {
		diag_print(&d, stderr);
		fail_msg("decode failed");
	}
	diag_free(&d);
	return p;
}

static void
test_round_trip(void **state)
{
	Fx *f = *state;
	Program *q = decode_ok(f->b, f->n, f->arch);
	uint8_t *b2;
	size_t n2;

	assert_int_equal(q->target, PROG_SIMT);
	assert_non_null(q->kernels[0].simt);
	assert_int_equal(q->kernels[0].simt->ninsts, NINSTS);
	assert_int_equal(q->kernels[0].simt->nregs, 4);
	assert_int_equal(cfg_encode(q, &b2, &n2), 0);
	assert_int_equal(n2, f->n);
	assert_memory_equal(b2, f->b, n2);
	char *d1 = dump_text(f->p), *d2 = dump_text(q);
	assert_string_equal(d1, d2);
	assert_non_null(strstr(d1, "cfg version 1 target simt\n"));
	assert_non_null(strstr(d1, "simt kernel 0 guarded: registers 4, instructions 8\n"));
	assert_non_null(strstr(d1, "  2: br r1 ? 3 : 6 reconv 6  ; line 7\n"));
	assert_non_null(strstr(d1, "  4: r2:3 = iadd.ptr $p, r2:3\n"));
	assert_non_null(strstr(d1, "  5: st.i32 global align 4 r2:3, r0\n"));
	assert_non_null(strstr(d1, "  7: exit  ; line 9\n"));
	free(d1);
	free(d2);
	free(b2);
	prog_free(q);
}

static void
test_hex(void **state)
{
	Fx *f = *state;
	char dir[] = "/tmp/vgiw_simt_hexXXXXXX", path[64], line[128];
	DiagList d = { 0 };

	assert_non_null(mkdtemp(dir));
	assert_int_equal(cfg_write_hex(f->p, dir, &d), 0);
	snprintf(path, sizeof path, "%s/k0_simt.hex", dir);
	FILE *h = fopen(path, "r");
	assert_non_null(h);
	uint32_t words = 0;
	char first[160] = "";
	while (fgets(line, sizeof line, h))
		if (line[0] != '/' && !words++)
			snprintf(first, sizeof first, "%s", line);
	fclose(h);
	assert_int_equal(words, 1 + 12 * NINSTS);
	/* 12 words per instruction, version 1, 4 registers, 8 instructions */
	assert_string_equal(first, "0c01000400000008\n");
	unlink(path);
	rmdir(dir);
}

static void
test_encode_refuses(void **state)
{
	Fx *f = *state;
	uint8_t *b;
	size_t n;
	ProgSimt *s = f->p->kernels[0].simt;

	f->p->target = PROG_VGIW;   /* a SIMT stream in a VGIW program */
	assert_int_equal(cfg_encode(f->p, &b, &n), -1);
	f->p->target = PROG_SIMT;
	f->p->kernels[0].simt = NULL;   /* a SIMT program without a stream */
	assert_int_equal(cfg_encode(f->p, &b, &n), -1);
	f->p->kernels[0].simt = s;
	s->insts[1].nin = 4;
	assert_int_equal(cfg_encode(f->p, &b, &n), -1);
	s->insts[1].nin = 2;
}

static uint8_t *
copy(const Fx *f)
{
	uint8_t *c = malloc(f->n);

	memcpy(c, f->b, f->n);
	return c;
}

static size_t
pc_at(const Fx *f, uint32_t pc)
{
	return f->at + S_HDR + (size_t)pc * S_INST;
}

static char *
offset_txt(size_t at)
{
	static char s[48];

	snprintf(s, sizeof s, "at offset %zu:", at);
	return s;
}

/* Set a field of `size` bytes at `at` to v, fix the CRCs, require a
 * rejection at `at` (or `where`) with the fragment. */
static void
corrupt(const Fx *f, size_t at, unsigned size, uint64_t v, size_t where,
        const char *frag)
{
	uint8_t *c = copy(f);

	for (unsigned i = 0; i < size; i++)
		c[at + i] = (uint8_t)(v >> 8 * i);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "simt section (kernel 0 'guarded')",
	        offset_txt(where ? where : at), frag, NULL);
	free(c);
}

static void
test_reject_header(void **state)
{
	Fx *f = *state;

	corrupt(f, f->at, 4, 1, 0, "expected kernel 0");
	corrupt(f, f->at + 4, 4, 65536, 0, "at most 65535 registers");
	corrupt(f, f->at + 8, 4, 9, f->at, "bytes for 9 instructions");
	corrupt(f, f->at + 12, 4, 1, 0, "reserved");
}

static void
test_reject_insts(void **state)
{
	Fx *f = *state;

	corrupt(f, pc_at(f, 0), 2, OP_LVLD, 0, "opcode to be one a SIMT program");
	corrupt(f, pc_at(f, 0), 2, 999, 0, "found 999");
	corrupt(f, pc_at(f, 0) + 2, 1, IT_COUNT, 0, "type");
	corrupt(f, pc_at(f, 0) + 3, 1, ISAF_PREDICATED, 0, "flags");
	corrupt(f, pc_at(f, 0) + 4, 1, AS_GLOBAL, 0, "address space 0");
	corrupt(f, pc_at(f, 5) + 4, 1, 2, 0, "an address space");
	corrupt(f, pc_at(f, 1) + 5, 1, 1, 0, "to have 2 inputs");
	corrupt(f, pc_at(f, 0) + 6, 2, 4, 0, "align 0");
	corrupt(f, pc_at(f, 5) + 6, 2, 6, 0, "align to be 0 or a power of two, found 6");
	corrupt(f, pc_at(f, 1) + 8, 8, 5, 0, "valid immediate");
	corrupt(f, pc_at(f, 0) + 8, 8, ISA_COORD_COUNT, 0, "valid immediate");
	corrupt(f, pc_at(f, 5) + 16, 4, 0, 0, "ffffffff (no result)");
	corrupt(f, pc_at(f, 0) + 16, 4, 4, 0, "destination");
	corrupt(f, pc_at(f, 3) + 16, 4, 1, 0, "an even pair");
	corrupt(f, pc_at(f, 3) + 16, 4, 3, 0, "an even pair");
	corrupt(f, pc_at(f, 2) + 20, 4, NINSTS, 0, "target 0 to be a pc");
	corrupt(f, pc_at(f, 0) + 20, 4, 0, 0, "target 0 to be ffffffff");
	corrupt(f, pc_at(f, 2) + 24, 4, NINSTS, 0, "target 1 to be a pc");
	corrupt(f, pc_at(f, 2) + 28, 4, NINSTS, 0, "reconvergence pc");
	corrupt(f, pc_at(f, 0) + 28, 4, 0, 0, "reconvergence pc");
	corrupt(f, pc_at(f, 0) + 36, 4, 1, 0, "address offset 0");
	/* the stream must end in a transfer: exit becomes bar */
	corrupt(f, pc_at(f, 7), 2, OP_BAR, 0, "last instruction");
}

static void
test_reject_inputs(void **state)
{
	Fx *f = *state;
	size_t i0 = pc_at(f, 1) + S_IN, i1 = i0 + S_INSZ, i2 = i1 + S_INSZ;

	corrupt(f, i0, 1, DIN_ORDER, 0, "kind 1 (register), 3, 4 or 5");
	corrupt(f, i0, 1, DIN_NONE, 0, "kind 1 (register)");
	corrupt(f, i0 + 1, 1, IT_VOID, 0, "type 1..");
	corrupt(f, i0 + 2, 2, 1, 0, "reserved");
	corrupt(f, i0 + 4, 4, 4, 0, "a register below 4");
	corrupt(f, pc_at(f, 4) + S_IN + S_INSZ + 4, 4, 1, 0, "an even pair");
	corrupt(f, i0 + 8, 8, 1, 0, "immediate 0");
	corrupt(f, i1 + 4, 4, 2, 0, "a parameter");
	corrupt(f, i1, 1, DIN_SYM, i1 + 4, "a symbol");
	/* pc 4's input 0 is $p, parameter 1: as an immediate, src must be 0 */
	corrupt(f, pc_at(f, 4) + S_IN, 1, DIN_IMM, pc_at(f, 4) + S_IN + 4, "source 0");
	corrupt(f, i2, 1, 1, 0, "unused input slot 2");
	/* a br on an i32 */
	corrupt(f, pc_at(f, 2) + S_IN + 1, 1, IT_I32, pc_at(f, 2) + 41, "type i1");
}

static void
test_reject_file(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	/* a grid in a SIMT file */
	fx_put32(c, 24, 2);
	fx_put32(c, 28, 2);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "header", "no grid", NULL);
	free(c);
	/* a SIMT section in a VGIW file */
	c = copy(f);
	fx_put32(c, 12, PROG_VGIW);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "section table", "only target 3 has them", NULL);
	free(c);
	/* target 5 (4 is SGMF) */
	c = copy(f);
	fx_put32(c, 12, 5);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "header", "4 (sgmf), found 5", NULL);
	free(c);
	/* compiled for another machine: the fingerprint of the SIMT section */
	Arch *other = arch_default();
	other->simt.sm.registers /= 2;
	rejects(f->b, f->n, other, "header", "arch fingerprint", NULL);
	arch_free(other);
	/* every truncation is rejected, never read past */
	for (size_t n = 0; n < f->n; n += 7)
		rejects(f->b, n, NULL, NULL);
}

/* The immediates the SIMT section restricts beyond the dataflow ones:
 * fence (0 memory, 1 warp), shfl and vote modes. */
static void
test_simt_immediates(void **state)
{
	Fx *f = *state;
	ProgSimtInst *x = &f->p->kernels[0].simt->insts[6], save = *x;
	uint8_t *b;
	size_t n;

	assert_int_equal(x->op, OP_BAR);
	x->op = OP_FENCE;
	x->imm = 2;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "simt section", "pc 6 (fence)", "found 2", NULL);
	free(b);
	x->imm = ISA_FENCE_WARP;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = decode_ok(b, n, NULL);
	prog_free(q);
	free(b);
	*x = save;
}

/* [r+imm] addressing: a store's offset survives the file and the dump
 * prints it after the address; a non-memory instruction's offset, or a
 * fence's, is refused. */
static void
test_simt_offset(void **state)
{
	Fx *f = *state;
	ProgSimt *s = f->p->kernels[0].simt;
	ProgSimtInst save = s->insts[5];
	uint8_t *b;
	size_t n;
	char *d;
	size_t dn;

	assert_int_equal(s->insts[5].op, OP_ST);
	s->insts[5].offset = -12;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = decode_ok(b, n, NULL);
	assert_int_equal(q->kernels[0].simt->insts[5].offset, -12);
	FILE *o = open_memstream(&d, &dn);
	cfg_dump(o, q);
	fclose(o);
	assert_non_null(strstr(d, "  5: st.i32 global align 4 r2:3-12, r0\n"));
	free(d);
	prog_free(q);
	free(b);
	s->insts[5] = save;
	s->insts[4].offset = 8;   /* iadd.ptr */
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "simt section", "pc 4 (iadd) to have address offset 0",
	        "found 8", NULL);
	free(b);
	s->insts[4].offset = 0;
}

/* Meaningless contents (issue 33): a register read that no instruction
 * writes (here the icmp's destination dropped, the br still reading it), a
 * parameter input of another type than its parameter's, a void result. */
static void
test_meaningless(void **state)
{
	Fx *f = *state;
	ProgSimtInst *x = &f->p->kernels[0].simt->insts[1], save = *x;
	uint8_t *b;
	size_t n;

	assert_int_equal(x->op, OP_ICMP);
	x->dst = PROG_SIMT_NO_REG;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "simt section", "pc 2 input 0's register r1 to be "
	        "written", NULL);
	free(b);
	*x = save;
	x->in[1].type = IT_I64;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 1 input 1's type i32 (parameter 0's), found i64",
	        NULL);
	free(b);
	*x = save;
	x = &f->p->kernels[0].simt->insts[3];
	save = *x;
	x->type = IT_VOID;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 3 (zext)'s type to be a value's type", NULL);
	free(b);
	*x = save;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	prog_free(decode_ok(b, n, NULL));
	free(b);
}

/* A device assertion on the i1 in r1: accepted and dumped; a condition of
 * another type, a missing one, or an immediate past the kernel's
 * assertions are refused. */
static void
test_simt_trap(void **state)
{
	Fx *f = *state;
	ProgKernel *k = &f->p->kernels[0];
	ProgSimtInst *x = &k->simt->insts[6], save;
	uint8_t *b;
	size_t n;

	k->asserts = arena_alloc(&f->p->arena, sizeof *k->asserts);
	k->asserts[0] = (IsaAssert){ .message = "tid < n", .line = 7 };
	k->nasserts = 1;
	assert_int_equal(x->op, OP_BAR);
	x->op = OP_TRAP;
	in(x, DIN_REG, IT_I1, 1, 0);
	save = *x;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = decode_ok(b, n, f->arch);
	char *text = dump_text(q);
	assert_non_null(strstr(text, "  6: trap assert 0 r1"));
	assert_non_null(strstr(text, "assert 0 \"tid < n\" file \"\" line 7"));
	free(text);
	prog_free(q);
	free(b);
	x->in[0].type = IT_I32;
	x->in[0].src = 0;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "simt section", "pc 6 (trap)'s condition of type i1, "
	        "found i32", NULL);
	free(b);
	*x = save;
	x->nin = 0;
	x->in[0] = (DfgInput){ 0 };
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 6 (trap) to have 1 inputs, found 0", NULL);
	free(b);
	*x = save;
	x->imm = 1;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 6 (trap)'s immediate below the kernel's 1 "
	        "assertions", "found 1", NULL);
	free(b);
	*x = save;
}

/* clock: pc 0's tid.x read becomes the SM's cycle counter, which decodes
 * and dumps; a type other than i32 or i64, an input or an immediate is
 * refused. */
static void
test_simt_clock(void **state)
{
	Fx *f = *state;
	ProgSimtInst *x = &f->p->kernels[0].simt->insts[0], save = *x;
	uint8_t *b;
	size_t n;

	assert_int_equal(x->op, OP_TID);
	x->op = OP_CLOCK;
	x->imm = 0;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	Program *q = decode_ok(b, n, f->arch);
	char *text = dump_text(q);
	assert_non_null(strstr(text, "  0: r0 = clock.i32"));
	free(text);
	prog_free(q);
	free(b);
	ProgSimtInst ok = *x;
	x->type = IT_F32;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 0 (clock)'s type to be i32 or i64, found f32", NULL);
	free(b);
	*x = ok;
	x->imm = 1;
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 0 (clock) to have a valid immediate", "found 1", NULL);
	free(b);
	*x = ok;
	in(x, DIN_IMM, IT_I32, 0, 0);
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	rejects(b, n, NULL, "pc 0 (clock) to have 0 inputs, found 1", NULL);
	free(b);
	*x = save;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_trip, setup, teardown),
		cmocka_unit_test_setup_teardown(test_simt_immediates, setup, teardown),
		cmocka_unit_test_setup_teardown(test_hex, setup, teardown),
		cmocka_unit_test_setup_teardown(test_encode_refuses, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_header, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_insts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_inputs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_meaningless, setup, teardown),
		cmocka_unit_test_setup_teardown(test_simt_offset, setup, teardown),
		cmocka_unit_test_setup_teardown(test_simt_trap, setup, teardown),
		cmocka_unit_test_setup_teardown(test_simt_clock, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
