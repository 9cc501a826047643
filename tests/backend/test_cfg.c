/* The .cfg container: round trip (encode -> decode -> encode gives the same
 * bytes, and the same dump), determinism, the file functions, the dump's
 * content, the hex images, and robustness: every prefix of a file and
 * random byte flips are rejected or decoded, never a crash or an
 * out-of-bounds read (run under ASan/UBSan in CI). */
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

static void
encode_ok(const Program *p, uint8_t **buf, size_t *n)
{
	assert_int_equal(cfg_encode(p, buf, n), 0);
	assert_non_null(*buf);
	assert_true(*n > 48);
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

static void
test_round_trip(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	uint8_t *b1, *b2;
	size_t n1, n2;

	(void)state;
	encode_ok(p, &b1, &n1);
	Program *q = decode_ok(b1, n1, a);
	encode_ok(q, &b2, &n2);
	assert_int_equal(n1, n2);
	assert_memory_equal(b1, b2, n1);

	char *d1 = dump_text(p), *d2 = dump_text(q);
	assert_string_equal(d1, d2);

	/* the model itself, field by field where the dump is terse */
	const ProgKernel *k = prog_kernel(q, "saxpy");
	assert_non_null(k);
	assert_null(prog_kernel(q, "nope"));
	assert_int_equal(k->nparams, 3);
	assert_int_equal(k->nsymbols, 2);
	assert_memory_equal(k->symbols[1].init, p->kernels[0].symbols[1].init, 20);
	assert_null(k->symbols[2].init);
	assert_int_equal(k->symbols[2].size, 1024);
	assert_string_equal(k->source, "saxpy.cu");
	for (uint32_t b = 0; b < 3; b++) {
		const ProgBlock *x = &p->kernels[0].blocks[b], *y = &k->blocks[b];
		assert_int_equal(x->graph.nnodes, y->graph.nnodes);
		assert_int_equal(x->nnets, y->nnets);
		assert_int_equal(x->nhops, y->nhops);
		assert_int_equal(x->nsinks, y->nsinks);
		assert_int_equal(x->graph.block, y->graph.block);
		assert_int_equal(y->graph.id, b);
		for (uint32_t n = 1; n <= x->graph.nnodes; n++) {
			const DfgNode *u = &x->graph.nodes[n], *v = &y->graph.nodes[n];
			assert_int_equal(u->op, v->op);
			assert_int_equal(u->imm, v->imm);
			assert_int_equal(u->line, v->line);
			assert_int_equal(u->kir, v->kir);
			assert_int_equal(u->lv, v->lv);
			assert_memory_equal(u->in, v->in, sizeof u->in);
		}
		if (x->cell)
			assert_memory_equal(x->cell + 1, y->cell + 1,
			                    ((size_t)x->replicas * (x->graph.nnodes + 1) - 1) *
			                    sizeof *x->cell);
		else
			assert_null(y->cell);
	}
	assert_int_equal(k->blocks[0].graph.count[UC_CVU], 2);
	assert_int_equal(k->blocks[0].graph.lv_writes, 2);
	free(d1);
	free(d2);
	free(b1);
	free(b2);
	prog_free(q);
	prog_free(p);
	arch_free(a);
}

/* Two builds of the same program, and garbage in what the format does not
 * carry (unused input slots, absent successors), give the same bytes. */
static void
test_deterministic(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a), *q = fx_program(a);
	uint8_t *b1, *b2;
	size_t n1, n2;

	(void)state;
	DfgNode *d = &q->kernels[0].blocks[1].graph.nodes[1];
	d->in[2].kind = DIN_IMM;
	d->in[2].imm = 0xdeadbeef;
	q->kernels[0].blocks[1].succ[1] = 77;
	encode_ok(p, &b1, &n1);
	encode_ok(q, &b2, &n2);
	assert_int_equal(n1, n2);
	assert_memory_equal(b1, b2, n1);
	free(b1);
	free(b2);
	prog_free(p);
	prog_free(q);
	arch_free(a);
}

/* No debug information: no debug section, and it still round-trips. */
static void
test_no_debug(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	uint8_t *b1, *b2;
	size_t n1, n2;

	(void)state;
	ProgKernel *k = &p->kernels[0];
	k->source = NULL;
	for (uint32_t b = 0; b < k->nblocks; b++) {
		k->blocks[b].graph.block = 0;
		for (uint32_t n = 1; n <= k->blocks[b].graph.nnodes; n++) {
			k->blocks[b].graph.nodes[n].kir = 0;
			k->blocks[b].graph.nodes[n].line = 0;
			k->blocks[b].graph.nodes[n].lv = 0;
		}
	}
	encode_ok(p, &b1, &n1);
	for (uint32_t i = 0; i < fx_nsec(b1); i++)
		assert_int_not_equal(fx_get32(b1, 48 + 16 * i), 5);
	Program *q = decode_ok(b1, n1, a);
	encode_ok(q, &b2, &n2);
	assert_int_equal(n1, n2);
	assert_memory_equal(b1, b2, n1);
	free(b1);
	free(b2);
	prog_free(p);
	prog_free(q);
	arch_free(a);
}

/* An empty program and an unplaced one (the compiler without a map). */
static void
test_minimal(void **state)
{
	Program *p = prog_new();
	uint8_t *b1, *b2;
	size_t n1, n2;

	(void)state;
	encode_ok(p, &b1, &n1);
	assert_memory_equal(b1, "VGIWCFG", 8);
	Program *q = decode_ok(b1, n1, NULL);
	assert_int_equal(q->nkernels, 0);
	assert_null(q->compiler);
	encode_ok(q, &b2, &n2);
	assert_memory_equal(b1, b2, n1);
	free(b1);
	free(b2);
	prog_free(p);
	prog_free(q);
}

static void
test_layout(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	uint8_t *b;
	size_t n;

	(void)state;
	/* the check value the spec gives, and chaining over pieces */
	assert_int_equal(cfg_crc32(0, "123456789", 9), 0xcbf43926u);
	assert_int_equal(cfg_crc32(cfg_crc32(0, "1234", 4), "56789", 5), 0xcbf43926u);
	encode_ok(p, &b, &n);
	/* header fields where docs/cfg-format.md puts them */
	assert_int_equal(fx_get32(b, 8), CFG_VERSION);
	assert_int_equal(fx_get32(b, 12), PROG_VGIW);
	uint64_t fp = fx_get32(b, 16) | (uint64_t)fx_get32(b, 20) << 32;
	assert_true(fp == arch_fingerprint_of(a, ARCH_VGIW));
	assert_int_equal(fx_get32(b, 24), 9);
	assert_int_equal(fx_get32(b, 28), 12);
	assert_int_equal(fx_get32(b, 32), 2);
	assert_int_equal(fx_get32(b, 36), 8);
	/* strings, kernels, 3 blocks, debug */
	assert_int_equal(fx_nsec(b), 6);
	static const uint32_t kinds[] = { 1, 2, 3, 3, 3, 5 };
	uint32_t end = 48 + 16 * 6 + 4;
	for (uint32_t i = 0; i < 6; i++) {
		assert_int_equal(fx_get32(b, 48 + 16 * i), kinds[i]);
		assert_int_equal(fx_sec_off(b, i), (end + 7) & ~7u);
		end = fx_sec_off(b, i) + fx_sec_size(b, i);
	}
	assert_int_equal(end, n);
	/* the compiler string, through its reference at offset 40 */
	assert_string_equal((const char *)b + fx_sec_off(b, 0) + fx_get32(b, 40),
	                    "vgiwcc test");
	/* block 0's section: kernel 0, block 0, 5 nodes, placed */
	uint32_t b0 = fx_sec_off(b, 2);
	assert_int_equal(fx_get32(b, b0), 0);
	assert_int_equal(fx_get32(b, b0 + 4), 0);
	assert_int_equal(fx_get32(b, b0 + 8), 5);
	assert_int_equal(fx_get32(b, b0 + 12), 1);
	/* first node record after 2 written LV IDs: tid, imm = thread */
	assert_int_equal(b[b0 + 40 + 8] | b[b0 + 40 + 9] << 8, OP_TID);
	assert_int_equal(b[b0 + 40 + 8 + 8], ISA_THREAD);
	free(b);
	prog_free(p);
	arch_free(a);
}

static void
test_dump(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);

	(void)state;
	char *s = dump_text(p);
	static const char *const want[] = {
		"cfg version 1 target vgiw\n",
		"grid 9x12 channels 2 neighbours 8\n",
		"compiler \"vgiwcc test\"\n",
		"kernel 0 saxpy\n",
		"  param 1 $x: pointer ptr global noalias, size 8, align 8\n",
		"  symbol 1 @table: const, size 20, align 4, init 01 02 03",
		"... (crc32 ",
		"  symbol 2 @tile: shared, size 1024, align 16, zero\n",
		"  local bytes 32, live-value IDs 2, blocks 3\n",
		"  block 0 -> 1, 2 replicas 2 reads - writes #0 #1\n",
		"  block 1 -> 2 barrier replicas 1 part-of 0 reads #0 writes -\n",
		"  block 2 -> exit replicas 1 reads - writes -\n",
		"block 0 of kernel 0 saxpy (kir block 1)\n",
		"  n1 = tid.i32 thread  ; kir 0 line 3\n",
		"  n2 = icmp.i1 slt n1, $n  ; kir 7 line 3\n",
		"  n3 = lvst lv1 #0 n1\n",
		"  n4 = lvst lv2 #1 &table+4\n",
		"  replica 1:",
		"  net 0: n1.r0 hops",
		"  switches:\n",
		"<-unit",
		"  n6 = fmul.f32 n5, 3.14159274:f32  ; kir 0 line 9\n",
		"  n8 = st.f32 global align 4 flags 0x01 n4, n7, order(n5)\n",
		"  n9 = st.i32 local &local+8, n1\n",
		"block 2 of kernel 0 saxpy\n  units: ALU 0 SCU 0 LDST 0 LVU 0 CVU 1 SJU 0\n"
		"  n1 = exit\n  not placed\n",
	};
	for (size_t i = 0; i < sizeof want / sizeof *want; i++)
		if (!strstr(s, want[i]))
			fail_msg("dump lacks \"%s\":\n%s", want[i], s);
	/* stable: a second dump is identical */
	char *t = dump_text(p);
	assert_string_equal(s, t);
	free(s);
	free(t);
	prog_free(p);
	arch_free(a);
}

static char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *s;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	*n = (size_t)ftell(f);
	fseek(f, 0, SEEK_SET);
	s = malloc(*n + 1);
	assert_int_equal(fread(s, 1, *n, f), *n);
	s[*n] = 0;
	fclose(f);
	return s;
}

static void
test_files(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	DiagList d = { 0 };
	char dir[] = "/tmp/vgiw_cfg_XXXXXX", path[128];
	uint8_t *b;
	size_t n, m;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/k.cfg", dir);
	assert_int_equal(cfg_write_file(p, path, &d), 0);
	encode_ok(p, &b, &n);
	char *disk = slurp(path, &m);
	assert_int_equal(m, n);
	assert_memory_equal(disk, b, n);
	Program *q = cfg_read_file(path, a, &d);
	assert_non_null(q);
	assert_int_equal(d.errors, 0);

	/* hex images: block table, and blocks 0 and 1 (2 is unplaced) */
	assert_int_equal(cfg_write_hex(q, dir, &d), 0);
	snprintf(path, sizeof path, "%s/k0_blocks.hex", dir);
	char *bt = slurp(path, &m);
	/* header, then block 1: part_of 0 | id 1, succ none | 2, replicas 1 |
	 * barrier, 1 LV read */
	assert_non_null(strstr(bt, "\n0000000200000003\n"));
	assert_non_null(strstr(bt, "// block 1\n0000000000000001\nffffffff00000002\n"
	                           "0000000100000101\n0000000000000001\n"));
	snprintf(path, sizeof path, "%s/k0_b0.hex", dir);
	char *img = slurp(path, &m);
	/* 2 header words and 9 x 12 cells of 10 + 2 x 2 + 1 words */
	uint32_t words = 0, comments = 0;
	for (char *line = img; *line; line = strchr(line, '\n') + 1) {
		if (line[0] == '/')
			comments++;
		else {
			assert_true(strspn(line, "0123456789abcdef") == 16 && line[16] == '\n');
			words++;
		}
	}
	assert_int_equal(words, 2 + 108 * 15);
	assert_int_equal(comments, 1 + 108);
	/* version 1, 15 words per cell, 2 channels, 12 cols, 9 rows */
	assert_non_null(strstr(img, "\n00010f02000c0009\n"));
	snprintf(path, sizeof path, "%s/k0_b2.hex", dir);
	assert_int_equal(access(path, F_OK), -1);

	/* a missing file, an unwritable path */
	Program *none = cfg_read_file("/nonexistent/x.cfg", NULL, &d);
	assert_null(none);
	assert_int_equal(d.errors, 1);
	assert_int_equal(cfg_write_file(p, "/nonexistent/x.cfg", &d), -1);
	assert_int_equal(d.errors, 2);

	free(bt);
	free(img);
	free(disk);
	free(b);
	diag_free(&d);
	prog_free(q);
	prog_free(p);
	arch_free(a);
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
}

/* Every proper prefix is rejected with exactly one error. */
static void
test_prefixes(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	uint8_t *b;
	size_t n;

	(void)state;
	encode_ok(p, &b, &n);
	for (size_t len = 0; len < n; len++) {
		DiagList d = { 0 };
		/* a copy of exactly len bytes, so ASan sees any overread */
		uint8_t *c = malloc(len ? len : 1);
		memcpy(c, b, len);
		Program *q = cfg_decode(c, len, a, &d);
		if (q)
			fail_msg("prefix of %zu bytes accepted", len);
		assert_int_equal(d.errors, 1);
		diag_free(&d);
		free(c);
	}
	free(b);
	prog_free(p);
	arch_free(a);
}

/* Random flips: rejected or decoded, never a crash; with the CRCs fixed
 * after the flip, the semantic checks see the damage too. */
static void
test_flips(void **state)
{
	Arch *a = arch_default();
	Program *p = fx_program(a);
	uint8_t *b;
	size_t n;
	uint64_t seed = 0x9e3779b97f4a7c15u;
	uint32_t accepted = 0;

	(void)state;
	encode_ok(p, &b, &n);
	uint8_t *c = malloc(n);
	for (int round = 0; round < 4000; round++) {
		memcpy(c, b, n);
		int flips = 1 + round % 4;
		for (int f = 0; f < flips; f++) {
			seed ^= seed << 13;
			seed ^= seed >> 7;
			seed ^= seed << 17;
			c[seed % n] ^= (uint8_t)(1u << (seed >> 32) % 8);
		}
		if (round & 1)
			fx_fix_crcs(c, n);
		DiagList d = { 0 };
		Program *q = cfg_decode(c, n, (round & 2) ? a : NULL, &d);
		if (q) {
			accepted++;
			/* what is accepted dumps and re-encodes without trouble */
			uint8_t *e;
			size_t m;
			char *s = dump_text(q);
			assert_int_equal(cfg_encode(q, &e, &m), 0);
			free(e);
			free(s);
			prog_free(q);
		} else
			assert_int_equal(d.errors, 1);
		diag_free(&d);
	}
	/* some flips hit fields that accept any value (imm, names) */
	assert_true(accepted > 0);
	free(c);
	free(b);
	prog_free(p);
	arch_free(a);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_no_debug),
		cmocka_unit_test(test_minimal),
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_dump),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_prefixes),
		cmocka_unit_test(test_flips),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
