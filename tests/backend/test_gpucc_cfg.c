/* The GPU-CC section of the .cfg (docs/cfg-format.md, kind 4): round trip
 * of a hand-made two-copy saxpy (same bytes, same dump), what the dump
 * shows, the encoder's refusals, and one corrupted file per check of the
 * section, the edits made at the offsets the spec gives. */
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

/* The section's layout (docs/cfg-format.md): a 24-byte header, then one
 * 104-byte record per unit, inputs from byte 40 of a record. */
enum { G_HDR = 24, G_UNIT = 104, G_IN = 40, G_INSZ = 16 };

typedef struct {
	Arch *arch;
	Program *p;
	uint8_t *b;
	size_t n;
	uint32_t sec;    /* the GPU-CC section's index */
	size_t at;       /* its offset */
} Fx;

static int
setup(void **state)
{
	Fx *f = calloc(1, sizeof *f);

	f->arch = arch_default();
	f->p = fx_gpucc_program(f->arch, 2);
	if (cfg_encode(f->p, &f->b, &f->n))
		return -1;
	f->sec = fx_nsec(f->b) - 1;   /* no debug section: it is the last */
	f->at = fx_sec_off(f->b, f->sec);
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
	assert_int_equal(d.errors, 0);
	diag_free(&d);
	return p;
}

static uint8_t *
copy(const Fx *f)
{
	uint8_t *c = malloc(f->n);

	memcpy(c, f->b, f->n);
	return c;
}

/* File offset of unit u's record. */
static size_t
unit_at(const Fx *f, uint32_t u)
{
	return f->at + G_HDR + (size_t)u * G_UNIT;
}

static char *
offset_txt(size_t at)
{
	static char s[48];

	snprintf(s, sizeof s, "at offset %zu:", at);
	return s;
}

static void
test_round_trip(void **state)
{
	Fx *f = *state;
	uint8_t *b2;
	size_t n2;

	/* the arch's fingerprint and SM size are checked too */
	Program *q = decode_ok(f->b, f->n, f->arch);
	assert_int_equal(q->target, PROG_GPUCC);
	assert_non_null(q->kernels[0].gpucc);
	assert_int_equal(q->kernels[0].gpucc->copies, 2);
	assert_int_equal(cfg_encode(q, &b2, &n2), 0);
	assert_int_equal(n2, f->n);
	assert_memory_equal(b2, f->b, f->n);
	char *d1 = dump_text(f->p), *d2 = dump_text(q);
	assert_string_equal(d1, d2);
	free(d1);
	free(d2);
	free(b2);
	prog_free(q);

	/* the section sits after the block section, sized by its counts */
	uint32_t nunits = f->arch->gpucc.sm.cores + f->arch->gpucc.sm.ldst_units;
	assert_int_equal(fx_get32(f->b, 48 + 16 * f->sec), 4);
	assert_int_equal(fx_sec_size(f->b, f->sec), G_HDR + G_UNIT * nunits);
	assert_int_equal(fx_get32(f->b, 8), CFG_VERSION);
}

static void
test_deterministic(void **state)
{
	Fx *f = *state;
	Program *p = fx_gpucc_program(f->arch, 2);
	uint8_t *b2;
	size_t n2;

	/* stale fields of unused units and unused slots never reach the file */
	p->kernels[0].gpucc->units[40].type = 7;
	p->kernels[0].gpucc->units[0].in[3].src = 99;
	assert_int_equal(cfg_encode(p, &b2, &n2), 0);
	assert_int_equal(n2, f->n);
	assert_memory_equal(b2, f->b, f->n);
	free(b2);
	prog_free(p);
}

static void
test_dump(void **state)
{
	Fx *f = *state;
	char *t = dump_text(f->p);

	assert_non_null(strstr(t, "gpucc kernel 0 saxpy: copies 2, cores 32, "
	                       "lsus 16, lanes 5, units used 22, lanes used"));
	/* the tid core of copy 0, its lane; an address core with a static
	 * parameter and a token on a lane; the predicated store, ordered */
	assert_non_null(strstr(t, "  core 0 copy 0 pos 47: tid.i32 thread -> B  ; n1 line 11\n"));
	assert_non_null(strstr(t, "  core 3 copy 0 pos 44: iadd.ptr $x, D(core 2).i64 -> E"));
	assert_non_null(strstr(t, "  lsu 2 copy 0 pos 13: st.f32 global align 4 flags "
	                       "0x04 C(core 5).ptr, E(core 6).f32, "
	                       "if A(core 7).i1 -> - after lsu 1  ; n11 line 21\n"));
	assert_non_null(strstr(t, "  lsu 0 copy 0 pos 15: ld.f32 global align 4 "
	                       "E(core 3).ptr -> A  ; n5 line 15\n"));
	assert_non_null(strstr(t, "  core 8 copy 1 pos 39: tid.i32 thread -> C"));
	assert_non_null(strstr(t, "  core 31 pos 16: unused\n"));
	free(t);
}

static void
test_encode_refuses(void **state)
{
	Fx *f = *state;
	uint8_t *b;
	size_t n;

	/* target 2 needs every kernel's configuration, target 1 none */
	Program *p = fx_gpucc_program(f->arch, 1);
	ProgGpucc *g = p->kernels[0].gpucc;
	p->kernels[0].gpucc = NULL;
	assert_int_equal(cfg_encode(p, &b, &n), -1);
	assert_null(b);
	p->kernels[0].gpucc = g;
	p->target = PROG_VGIW;
	assert_int_equal(cfg_encode(p, &b, &n), -1);
	p->target = PROG_GPUCC;
	g->units[0].nin = PROG_GPUCC_MAX_IN + 1;
	assert_int_equal(cfg_encode(p, &b, &n), -1);
	prog_free(p);
}

static void
test_reject_lanes(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	/* core 0 (tid) drives lane 7 of 5 */
	c[unit_at(f, 0) + 7] = 7;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "gpucc section (kernel 0 'saxpy')",
	        offset_txt(unit_at(f, 0) + 7), "core 0's output lane below 5",
	        "found 7", NULL);
	/* core 1 (zext) reads its token from lane 9 */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 1) + G_IN + 1] = 9;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(unit_at(f, 1) + G_IN + 1),
	        "core 1 input 0's lane below 5, found 9", NULL);
	/* ... or from a lane its producer does not drive */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 1) + G_IN + 1] = 3;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 1 input 0 on lane 1 (what core 0 drives), "
	        "found 3", NULL);
	/* a static input with a lane */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 2) + G_IN + G_INSZ + 1] = 0;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 2 input 1 (static) without a lane", NULL);
	/* more lanes than the arch has: fine alone, not against the arch */
	memcpy(c, f->b, f->n);
	fx_put32(c, f->at + 16, 6);
	fx_fix_crcs(c, f->n);
	prog_free(decode_ok(c, f->n, NULL));
	rejects(c, f->n, f->arch, offset_txt(f->at + 8),
	        "at most the arch's 32 cores, 16 LSUs and 5 lanes, found 32, 16 "
	        "and 6", NULL);
	free(c);
}

static void
test_reject_inputs(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	size_t src = unit_at(f, 1) + G_IN + 4;

	/* core 1's token from core 30, which no copy uses */
	fx_put32(c, src, 30);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(src), "core 1 input 0 from another "
	        "used unit (0..47), found unit 30, unused", NULL);
	/* ... from a unit past the SM's */
	fx_put32(c, src, 48);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "found unit 48", NULL);
	/* ... from itself */
	fx_put32(c, src, 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "found unit 1", NULL);
	/* a parameter that does not exist */
	memcpy(c, f->b, f->n);
	fx_put32(c, unit_at(f, 3) + G_IN + 4, 4);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 3 input 0 to be a parameter (0..3), found 4",
	        NULL);
	/* an input of kind none in a used slot */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 1) + G_IN] = 0;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 1 input 0's kind 1..5, found 0", NULL);
	/* a non-zero byte in an unused slot */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 1) + G_IN + 3 * G_INSZ + 9] = 1;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(unit_at(f, 1) + G_IN + 3 * G_INSZ + 9),
	        "core 1's unused input slot 3 to be zero", NULL);
	/* the store ordered after a core */
	memcpy(c, f->b, f->n);
	fx_put32(c, unit_at(f, 32 + 2) + 24, 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "lsu 2's ordering predecessor to be another used "
	        "LSU", NULL);
	free(c);
}

static void
test_reject_units(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	/* two units at one position */
	fx_put32(c, unit_at(f, 1) + 12, 47);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(unit_at(f, 1) + 12), "core 1 at a free "
	        "position, found position 47 taken by core 0", NULL);
	/* a position off the line */
	fx_put32(c, unit_at(f, 1) + 12, 48);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 1's position on the line below 48, found 48",
	        NULL);
	/* no copies; a unit of a copy that does not exist */
	memcpy(c, f->b, f->n);
	fx_put32(c, f->at + 4, 0);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(f->at + 4), "1..256 copies, found 0", NULL);
	memcpy(c, f->b, f->n);
	c[unit_at(f, 0) + 5] = 2;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 0's copy below 2, found 2", NULL);
	/* a load on a core, an add on an LSU */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 0)] = OP_LD;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 0's opcode to be an ALU or SCU operation or tid",
	        "found 74 ld", NULL);
	memcpy(c, f->b, f->n);
	c[unit_at(f, 32)] = OP_IADD;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "lsu 0's opcode to be ld, st, atom or cas", NULL);
	/* an unused unit with a lane */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 31) + 7] = 0;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "unused core 31 to hold only its position", NULL);
	/* a node the kernel's block does not have */
	memcpy(c, f->b, f->n);
	fx_put32(c, unit_at(f, 0) + 28, 12);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "core 0's node to be one of block 0's (1..11) or 0",
	        NULL);
	free(c);
}

/* Stream reuse (docs/gpucc.md): in copy 0, the load of x (lsu 0) reads
 * 8 bytes past its address, is speculative and runs one warm-up thread, as
 * does its address slice (cores 0-3); the multiply (core 4) takes its
 * token one thread late. */
static void
stream_fields(Program *p)
{
	ProgGpucc *g = p->kernels[0].gpucc;

	g->linear = 1;
	for (uint32_t u = 0; u < 4; u++)
		g->units[u].warmup = 1;
	g->units[32].warmup = 1;
	g->units[32].speculative = 1;
	g->units[32].offset = 8;
	g->units[4].in[0].delay = 1;
}

static void
test_stream_fields(void **state)
{
	Fx *f = *state;
	uint8_t *b, *b2;
	size_t n, n2;

	stream_fields(f->p);
	assert_int_equal(cfg_encode(f->p, &b, &n), 0);
	assert_int_equal(n, f->n);
	Program *q = decode_ok(b, n, f->arch);
	const ProgGpucc *g = q->kernels[0].gpucc;
	assert_int_equal(g->linear, 1);
	assert_int_equal(g->units[32].offset, 8);
	assert_int_equal(g->units[32].speculative, 1);
	assert_int_equal(g->units[2].warmup, 1);
	assert_int_equal(g->units[4].in[0].delay, 1);
	assert_int_equal(cfg_encode(q, &b2, &n2), 0);
	assert_memory_equal(b, b2, n);
	char *t = dump_text(q);
	assert_non_null(strstr(t, "units used 22, linear, lanes used"));
	assert_non_null(strstr(t, "  lsu 0 copy 0 pos 15: ld.f32 global align 4 "
	                       "E(core 3).ptr+8 -> A speculative warmup 1  ; n5"));
	assert_non_null(strstr(t, "fmul.f32 A(lsu 0).f32@-1, $a -> "));
	free(t);
	prog_free(q);

	/* a producer that runs fewer warm-up threads than its consumer's
	 * delay needs */
	uint8_t *c = malloc(n);
	memcpy(c, b, n);
	c[unit_at(f, 32) + 10] = 0;
	fx_fix_crcs(c, n);
	rejects(c, n, NULL, offset_txt(unit_at(f, 4) + G_IN + 3), "lsu 0 (warm-up "
	        "0) to run at least 1 warm-up threads for core 4 input 0", NULL);
	/* warm-up on a store; speculation on a store; an offset on a core; a
	 * delay on a static input */
	memcpy(c, b, n);
	c[unit_at(f, 34) + 10] = 1;
	fx_fix_crcs(c, n);
	rejects(c, n, NULL, "lsu 2 (st) without warm-up threads", NULL);
	memcpy(c, b, n);
	c[unit_at(f, 34) + 11] = 1;
	fx_fix_crcs(c, n);
	rejects(c, n, NULL, offset_txt(unit_at(f, 34) + 11), "speculative flag 0, "
	        "or 1 on a ld, found 1", NULL);
	memcpy(c, b, n);
	c[unit_at(f, 5) + 36] = 4;
	fx_fix_crcs(c, n);
	rejects(c, n, NULL, "core 5's address offset 0, found 4", NULL);
	memcpy(c, b, n);
	c[unit_at(f, 3) + G_IN + 3] = 1;
	fx_fix_crcs(c, n);
	rejects(c, n, NULL, "core 3 input 0 (static) without a delay", NULL);
	free(c);
	free(b);
	free(b2);
}

/* The $readmemh image of the stream-reuse fixture (docs/cfg-format.md,
 * "Hex images", kK_gpucc.hex). */
static void
test_hex(void **state)
{
	Fx *f = *state;
	DiagList d = { 0 };
	char dir[] = "/tmp/vgiw_gpucc_hex_XXXXXX", path[128];

	stream_fields(f->p);
	assert_non_null(mkdtemp(dir));
	assert_int_equal(cfg_write_hex(f->p, dir, &d), 0);
	snprintf(path, sizeof path, "%s/k0_gpucc.hex", dir);
	FILE *in = fopen(path, "r");
	assert_non_null(in);
	char *img = NULL;
	size_t cap = 0, n = 0;
	for (int ch; (ch = fgetc(in)) != EOF; img[n++] = (char)ch, img[n] = 0)
		if (n + 2 > cap)
			img = realloc(img, cap = cap * 2 + 4096);
	fclose(in);
	uint32_t words = 0;
	for (char *line = img; *line; line = strchr(line, '\n') + 1)
		if (line[0] != '/') {
			assert_true(strspn(line, "0123456789abcdef") == 16 && line[16] == '\n');
			words++;
		}
	assert_int_equal(words, 2 + 48 * 12);
	/* linear, version 1, 12 words per unit, 5 lanes, 16 LSUs, 32 cores;
	 * 2 copies */
	assert_non_null(strstr(img, "\n01010c0500100020\n0000000000000002\n"));
	/* lsu 0: position 15, no ordering predecessor; offset 8, align 4,
	 * copy 0, warm-up 1; valid and speculative */
	assert_non_null(strstr(img, "\n0000000f00000000\n0000000800040001\n"));
	assert_non_null(strstr(img, "\nc000"));
	/* core 4's first input: lsu 0 (unit 32), delay 1 */
	assert_non_null(strstr(img, "\n0000002001"));
	free(img);
	remove(path);
	rmdir(dir);
	diag_free(&d);
}

static void
test_reject_section(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	/* truncated: the file ends inside the section */
	rejects(f->b, f->n - 8, NULL, "section table", "within the", NULL);
	/* a count that does not match the section's size */
	fx_put32(c, f->at + 12, 17);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(f->at), "expected 5120 bytes for 32 "
	        "cores and 17 LSUs, found a 5016-byte section", NULL);
	fx_put32(c, f->at + 12, 0xffffffffu);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "LSUs, found a 5016-byte section", NULL);
	/* the wrong kernel; a non-zero reserved field */
	memcpy(c, f->b, f->n);
	fx_put32(c, f->at, 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected kernel 0 (one section per kernel", NULL);
	memcpy(c, f->b, f->n);
	c[f->at + 20] = 2;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, offset_txt(f->at + 20), "flags 0 or 1 (linear), "
	        "found 2", NULL);
	/* a target-1 file with a GPU-CC section (its block 0 holds predicated
	 * accesses, which only target 2 may, so the node is what fails); a
	 * target-2 one without */
	memcpy(c, f->b, f->n);
	fx_put32(c, 12, PROG_VGIW);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "block 0 of kernel 0", "flags within 0x43", NULL);
	memcpy(c, f->b, f->n);
	fx_put32(c, 48 + 16 * f->sec, 5);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "gpucc section of kernel 0 (target 2), found "
	        "debug section", NULL);
	/* a bad CRC */
	memcpy(c, f->b, f->n);
	c[unit_at(f, 0) + 32] ^= 1;
	rejects(c, f->n, NULL, "gpucc section (section 3)", "CRC32", NULL);
	free(c);

	/* compiled for the VGIW machine of the arch, not its GPU-CC */
	Program *p = fx_gpucc_program(f->arch, 2);
	uint8_t *b;
	size_t n;
	p->arch_fingerprint = arch_fingerprint_of(f->arch, ARCH_VGIW);
	assert_int_equal(cfg_encode(p, &b, &n), 0);
	rejects(b, n, f->arch, "header", "fingerprint", NULL);
	free(b);
	prog_free(p);
}

/* Every prefix, and byte flips with the CRCs made right: rejected or
 * decoded (then re-encoded), never a crash or an overread. */
static void
test_robust(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	DiagList d = { 0 };
	uint32_t seed = 12345;

	for (size_t n = 0; n < f->n; n += n < f->at ? 61 : 7) {
		uint8_t *pre = malloc(n ? n : 1);
		memcpy(pre, f->b, n);
		Program *p = cfg_decode(pre, n, NULL, &d);
		assert_null(p);
		diag_free(&d);
		free(pre);
	}
	for (int i = 0; i < 3000; i++) {
		memcpy(c, f->b, f->n);
		for (int k = 0; k < 1 + i % 3; k++) {
			seed = seed * 1103515245u + 12345u;
			size_t at = f->at + (seed >> 8) % (f->n - f->at);
			c[at] ^= (uint8_t)(1u << (seed >> 4 & 7));
		}
		fx_fix_crcs(c, f->n);
		Program *p = cfg_decode(c, f->n, f->arch, &d);
		if (p) {
			uint8_t *b2;
			size_t n2;
			assert_int_equal(cfg_encode(p, &b2, &n2), 0);
			assert_int_equal(n2, f->n);
			assert_memory_equal(b2, c, f->n);
			free(b2);
			prog_free(p);
		}
		diag_free(&d);
	}
	free(c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_trip, setup, teardown),
		cmocka_unit_test_setup_teardown(test_deterministic, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dump, setup, teardown),
		cmocka_unit_test_setup_teardown(test_encode_refuses, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_lanes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_inputs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_units, setup, teardown),
		cmocka_unit_test_setup_teardown(test_stream_fields, setup, teardown),
		cmocka_unit_test_setup_teardown(test_hex, setup, teardown),
		cmocka_unit_test_setup_teardown(test_reject_section, setup, teardown),
		cmocka_unit_test_setup_teardown(test_robust, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
