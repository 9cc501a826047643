/* The validator: one hand-corrupted file per rejection reason, each edit
 * made at the offsets docs/cfg-format.md gives, with the CRCs recomputed
 * where the check under test comes after them; the message must name the
 * section, the offset and what was expected. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cfg_fixture.h"

typedef struct {
	Arch *arch;
	Program *p;
	uint8_t *b;
	size_t n;
} Fx;

static int
setup(void **state)
{
	Fx *f = calloc(1, sizeof *f);

	f->arch = arch_default();
	f->p = fx_program(f->arch);
	if (cfg_encode(f->p, &f->b, &f->n))
		return -1;
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

static uint8_t *
copy(const Fx *f)
{
	uint8_t *c = malloc(f->n);

	memcpy(c, f->b, f->n);
	return c;
}

/* Offsets inside block section `blk` (0-based among the blocks). */
static uint32_t
blk(const uint8_t *b, uint32_t i)
{
	return fx_sec_off(b, 2 + i);
}

static uint32_t
node_at(const uint8_t *b, uint32_t i, uint32_t node)
{
	uint32_t s = blk(b, i);

	return s + 40 + 4 * (fx_get32(b, s + 16) + fx_get32(b, s + 20)) + 64 * (node - 1);
}

static uint32_t
cells_at(const uint8_t *b, uint32_t i)
{
	uint32_t s = blk(b, i);

	return node_at(b, i, 1) + 64 * fx_get32(b, s + 8);
}

/* Block-table entry j of the only kernel: after its name/counts, params
 * and symbols (the fixture's sizes: 3 params, a 20-byte image, no image). */
static uint32_t
btab_at(const uint8_t *b, uint32_t j)
{
	return fx_sec_off(b, 1) + 4 + 24 + 3 * 16 + (24 + 20) + 24 + 24 * j;
}

static void
test_magic(void **state)
{
	uint8_t *c = copy(*state);

	c[3] = 'X';
	rejects(c, ((Fx *)*state)->n, NULL, "header at offset 0", "expected magic",
	        "found 56 47 49 58", NULL);
	free(c);
}

static void
test_version(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	fx_put32(c, 8, 2);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "header at offset 8", "expected format version 1",
	        "found 2", NULL);
	free(c);
}

static void
test_header_crc(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	c[30] ^= 1;   /* grid cols */
	rejects(c, f->n, NULL, "header at offset", "expected header CRC32", NULL);
	free(c);
}

/* A flipped byte inside a section: the CRC check names that section. */
static void
test_section_crc(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	char at[64];

	c[fx_sec_off(c, 1) + 5] ^= 0x40;
	snprintf(at, sizeof at, "kernel table (section 1) at offset %u",
	         fx_sec_off(c, 1));
	rejects(c, f->n, NULL, at, "expected CRC32", NULL);
	free(c);

	c = copy(f);
	c[blk(c, 1) + 100] ^= 1;
	rejects(c, f->n, NULL, "block section (section 3)", "expected CRC32", NULL);
	free(c);
}

/* A count that claims more than the section holds. */
static void
test_truncated_section(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	/* one more block than the table has entries for */
	fx_put32(c, fx_sec_off(c, 1) + 24, 4);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "kernel table (kernel 0 'saxpy') at offset",
	        "expected 4 block-table entries of 24 bytes, found 72 bytes", NULL);
	free(c);

	/* a huge parameter count is checked before anything is allocated */
	c = copy(f);
	fx_put32(c, fx_sec_off(c, 1) + 8, 0x10000000);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected 268435456 parameters of 16 bytes", NULL);
	free(c);

	/* a block section whose counts need more bytes than it has */
	c = copy(f);
	fx_put32(c, blk(c, 1) + 8, fx_get32(c, blk(c, 1) + 8) + 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "block 1 of kernel 0 'saxpy' at offset",
	        "bytes for 1 live-value reads", "found a", NULL);
	free(c);
}

static void
test_outside_file(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	char want[64];

	fx_put32(c, 48 + 16 * 3 + 4, (uint32_t)f->n - 8);
	fx_fix_crcs(c, f->n);
	snprintf(want, sizeof want, "within the %zu-byte file", f->n);
	rejects(c, f->n, NULL, "section table at offset 100", want, NULL);
	free(c);

	/* a section-table count the file cannot hold */
	c = copy(f);
	fx_put32(c, 44, 0xffffff);
	rejects(c, f->n, NULL, "section table at offset 44", "found 16777215", NULL);
	free(c);

	/* a string reference past the table */
	c = copy(f);
	fx_put32(c, fx_sec_off(c, 1) + 4, 0x7fffffff);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "kernel table at offset", "expected a string "
	        "reference below", NULL);
	free(c);
}

static void
test_opcode(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	fx_put32(c, node_at(c, 0, 2), OP_COUNT);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "block 0 of kernel 0 'saxpy'", "n2's opcode",
	        "fabric operation", NULL);
	free(c);

	c = copy(f);
	c[node_at(c, 0, 2)] = OP_PHI;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "block 0", "but phi", NULL);
	free(c);
}

/* The arch lacks an opcode, or a whole unit class. */
static void
test_arch_lacks(void **state)
{
	Fx *f = *state;
	DiagList d = { 0 };
	Arch *a = arch_default();
	uint8_t *b;
	size_t n;

	assert_int_equal(arch_override(a, "vgiw.unit.SCU.ops=sdiv,udiv", &d), 0);
	assert_int_equal(arch_check(a, &d), 0);
	Program *p = fx_program(a);
	assert_int_equal(cfg_encode(p, &b, &n), 0);
	rejects(b, n, a, "block 1 of kernel 0", "n7's opcode to be one the arch's "
	        "SCU units execute, found 'fdiv'", NULL);
	/* without the arch, nothing to object to */
	Program *q = cfg_decode(b, n, NULL, &d);
	assert_non_null(q);
	prog_free(q);
	free(b);
	prog_free(p);
	arch_free(a);

	/* no SCU at all: an SCU opcode is refused before its cell is looked at */
	a = arch_default();
	assert_int_equal(arch_override(a, "vgiw.unit.SCU.count=0", &d), 0);
	assert_int_equal(arch_override(a, "vgiw.unit.ALU.count=44", &d), 0);
	if (arch_check(a, &d)) {
		diag_print(&d, stderr);
		fail_msg("arch without SCU rejected");
	}
	uint8_t *c = copy(f);
	uint64_t fp = arch_fingerprint_of(a, ARCH_VGIW);
	c[node_at(c, 0, 2)] = OP_FDIV;   /* n2, before any cell is checked */
	fx_put32(c, 16, (uint32_t)fp);
	fx_put32(c, 20, (uint32_t)(fp >> 32));
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, a, "block 0 of kernel 0", "n2's unit class SCU on the arch, "
	        "found an arch without SCU units", NULL);
	free(c);
	arch_free(a);
	diag_free(&d);
}

static void
test_wrong_cell(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	uint32_t at = cells_at(c, 0) + 4;   /* n2 (icmp, ALU) of replica 0 */

	/* a cell of another class: the first cell is (0,0), on the perimeter */
	fx_put32(c, at, 0);
	fx_fix_crcs(c, f->n);
	assert_true(arch_vgiw_cell(f->arch, 0, 0) != UC_ALU);
	rejects(c, f->n, f->arch, "block 0 of kernel 0", "n2 (icmp) of replica 0 "
	        "on a ALU cell, found (0,0)", NULL);
	free(c);

	/* outside the grid */
	c = copy(f);
	fx_put32(c, at, 9 * 12);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "n2 of replica 0 on a cell of the 9x12 grid (0..107), "
	        "found 108", NULL);
	free(c);

	/* two nodes on one unit: replica 1's n2 onto replica 0's */
	c = copy(f);
	fx_put32(c, at + 4 * 5, fx_get32(c, at));
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, f->arch, "expected n2 of replica 1 on a free unit",
	        "taken by n2 of replica 0", NULL);
	free(c);
}

/* Hops of block 1 start after its cells and nets. */
static uint32_t
hops_at(const uint8_t *b, uint32_t i)
{
	uint32_t s = blk(b, i);
	uint32_t reps = i == 0 ? 2 : 1;

	return cells_at(b, i) + 4 * reps * fx_get32(b, s + 8) + 24 * fx_get32(b, s + 24);
}

static void
test_missing_link(void **state)
{
	Fx *f = *state;
	uint32_t s = blk(f->b, 1), nh = fx_get32(f->b, s + 28), h;
	uint32_t cols = 12, rows = 9;
	int found = 0;

	/* a hop leaving a perimeter cell: point it out of the grid */
	for (h = 0; h < nh && !found; h++) {
		uint32_t at = hops_at(f->b, 1) + 8 * h, cell = fx_get32(f->b, at);
		uint32_t r = cell / cols, col = cell % cols;
		int dir = r == 0 ? 0 : r == rows - 1 ? 4 : col == 0 ? 6 :
		          col == cols - 1 ? 2 : -1;
		if (dir < 0)
			continue;
		uint8_t *c = copy(f);
		c[at + 4] = (uint8_t)dir;
		fx_fix_crcs(c, f->n);
		rejects(c, f->n, NULL, "block 1 of kernel 0", "over a link of the 9x12 "
		        "grid with 8 neighbours, found direction", NULL);
		free(c);
		found = 1;
	}
	assert_true(found);

	/* a diagonal hop on a 4-neighbour switch */
	uint8_t *c = copy(f);
	fx_put32(c, 36, 4);
	for (h = 0; h < nh && c[hops_at(c, 1) + 8 * h + 4] % 2 == 0; h++)
		;
	if (h < nh) {
		fx_fix_crcs(c, f->n);
		rejects(c, f->n, NULL, "with 4 neighbours, found direction", NULL);
	}
	free(c);

	/* a channel the switch does not have */
	c = copy(f);
	c[hops_at(c, 1) + 5] = 2;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "on a channel below 2, found 2", NULL);
	free(c);

	/* a hop from a cell the net has not reached */
	c = copy(f);
	uint32_t first = hops_at(c, 1);
	fx_put32(c, first, fx_get32(c, first) ^ 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "to leave the source's cell or one an earlier hop "
	        "entered", NULL);
	free(c);
}

static void
test_sinks(void **state)
{
	Fx *f = *state;
	uint32_t s = blk(f->b, 1);
	uint32_t sinks = hops_at(f->b, 1) + 8 * fx_get32(f->b, s + 28);
	uint8_t *c = copy(f);

	/* a wrong hop count */
	c[sinks + 6] ^= 4;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "hops to n", "its depth in net", NULL);
	free(c);

	/* a sink reading a slot that is not the net's */
	c = copy(f);
	c[sinks + 4] = 2;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "block 1 of kernel 0", "sink", NULL);
	free(c);

	/* a token input no net feeds: drop the last net's sinks */
	c = copy(f);
	uint32_t nets = cells_at(c, 1) + 4 * fx_get32(c, s + 8);
	uint32_t last = nets + 24 * (fx_get32(c, s + 24) - 1);
	fx_put32(c, last + 20, 0);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected a net into n", "found none", NULL);
	free(c);
}

static void
test_successor(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	char want[64];

	fx_put32(c, btab_at(c, 0) + 8, 3);
	fx_fix_crcs(c, f->n);
	snprintf(want, sizeof want, "offset %u: expected successor 1 to be a block "
	         "(0..2), found 3", btab_at(c, 0) + 8);
	rejects(c, f->n, NULL, "block table (kernel 0 'saxpy', block 0)", want, NULL);
	free(c);

	/* an absent successor must say so */
	c = copy(f);
	fx_put32(c, btab_at(c, 2) + 4, 0);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected no successor 0 (ffffffff), found 0", NULL);
	free(c);
}

static void
test_input_node(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);
	uint32_t at = node_at(c, 1, 2) + 16 + 4;   /* n2 input 0: src */

	fx_put32(c, at, 99);
	fx_fix_crcs(c, f->n);
	char want[80];
	snprintf(want, sizeof want, "offset %u: expected n2 input 0 to come from a "
	         "node (1..10), found n99", at);
	rejects(c, f->n, NULL, "block 1 of kernel 0 'saxpy'", want, NULL);
	free(c);

	/* a parameter and a symbol that do not exist */
	c = copy(f);
	fx_put32(c, node_at(c, 0, 2) + 32 + 4, 3);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "to be a parameter (0..2), found 3", NULL);
	free(c);
	c = copy(f);
	fx_put32(c, node_at(c, 0, 4) + 16 + 4, 3);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "to be a symbol (1..2 or local), found 3", NULL);
	free(c);
}

static void
test_fingerprint(void **state)
{
	Fx *f = *state;
	DiagList d = { 0 };
	Arch *a = arch_default();

	assert_int_equal(arch_override(a, "vgiw.latency.fma.cycles=7", &d), 0);
	assert_int_equal(arch_check(a, &d), 0);
	rejects(f->b, f->n, a, "header at offset 16", "expected the arch "
	        "fingerprint", "compiled for another one", NULL);
	/* the right arch accepts it */
	Program *p = cfg_decode(f->b, f->n, f->arch, &d);
	assert_non_null(p);
	prog_free(p);
	arch_free(a);
	diag_free(&d);
}

/* Canonical form: padding, reserved fields, section order, stray bytes. */
static void
test_canonical(void **state)
{
	Fx *f = *state;
	uint8_t *c = copy(f);

	c[fx_sec_off(c, 0) - 1] = 1;   /* padding before the string table */
	rejects(c, f->n, NULL, "expected zero padding", NULL);
	free(c);

	c = copy(f);
	c[blk(c, 0) + 36] = 1;
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected 0 in a reserved field, found 1", NULL);
	free(c);

	c = copy(f);
	fx_put32(c, 48 + 16 * 2, 5);   /* a debug section before the blocks */
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "section table at offset 96", "expected no section "
	        "after the debug section, found section 3 of kind 3", NULL);
	free(c);

	/* one byte more than the sections account for */
	uint8_t *g = malloc(f->n + 1);
	memcpy(g, f->b, f->n);
	g[f->n] = 0;
	rejects(g, f->n + 1, NULL, "expected the file to end after the last section",
	        NULL);
	free(g);

	/* live-value IDs out of order and out of range */
	c = copy(f);
	fx_put32(c, blk(c, 0) + 40, 1);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected written live-value IDs in increasing "
	        "order, found 1 after 1", NULL);
	free(c);
	c = copy(f);
	fx_put32(c, blk(c, 0) + 44, 2);
	fx_fix_crcs(c, f->n);
	rejects(c, f->n, NULL, "expected written live-value IDs below 2, found 2", NULL);
	free(c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_magic, setup, teardown),
		cmocka_unit_test_setup_teardown(test_version, setup, teardown),
		cmocka_unit_test_setup_teardown(test_header_crc, setup, teardown),
		cmocka_unit_test_setup_teardown(test_section_crc, setup, teardown),
		cmocka_unit_test_setup_teardown(test_truncated_section, setup, teardown),
		cmocka_unit_test_setup_teardown(test_outside_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_opcode, setup, teardown),
		cmocka_unit_test_setup_teardown(test_arch_lacks, setup, teardown),
		cmocka_unit_test_setup_teardown(test_wrong_cell, setup, teardown),
		cmocka_unit_test_setup_teardown(test_missing_link, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sinks, setup, teardown),
		cmocka_unit_test_setup_teardown(test_successor, setup, teardown),
		cmocka_unit_test_setup_teardown(test_input_node, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fingerprint, setup, teardown),
		cmocka_unit_test_setup_teardown(test_canonical, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
