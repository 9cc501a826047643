/* What the reference interpreter's tests (test_reference.c,
 * test_reference_warps.c, test_reference_samples.c, test_intwidth.c)
 * share: the head of a hand-written module, running IR text with a launch
 * line and keeping its diagnostics, and reading a buffer argument's
 * elements back. */
#ifndef VGIW_REF_FIXTURE_H
#define VGIW_REF_FIXTURE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "vgiw/launch.h"
#include "vgiw/reference.h"

static char errors[16384];

#define HEAD \
	"target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n" \
	"target triple = \"nvptx64-nvidia-cuda\"\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n" \
	"declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n" \
	"declare void @llvm.nvvm.barrier0()\n"

/* Run IR text with a launch line; returns ref_run's status, errors[] holds
 * the diagnostics. */
static inline int
run_ir(const char *ir, const char *line, const RefOptions *o, Launch *l, RefStats *st)
{
	char path[] = "/tmp/vgiw_ref_XXXXXX";
	int fd = mkstemp(path);
	DiagList d = { 0 };

	assert_true(fd >= 0);
	assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
	close(fd);
	launch_init(l);
	int r = launch_parse_line(l, line, "test", &d);
	if (!r)
		r = ref_run(path, o, l, st, &d);
	errors[0] = 0;
	FILE *f = fmemopen(errors, sizeof errors - 1, "w");
	diag_print(&d, f);
	fclose(f);
	diag_free(&d);
	unlink(path);
	return r;
}

static inline const LaunchRegion *
buf(const Launch *l, uint32_t arg)
{
	assert_true(arg < l->nargs);
	return &l->regions[l->args[arg].region];
}

static inline uint32_t
u32(const Launch *l, uint32_t arg, uint64_t i)
{
	uint32_t v;
	memcpy(&v, buf(l, arg)->data + 4 * i, 4);
	return v;
}

static inline float
fl(const Launch *l, uint32_t arg, uint64_t i)
{
	float v;
	memcpy(&v, buf(l, arg)->data + 4 * i, 4);
	return v;
}

static inline void
expect_ok(int r)
{
	if (r)
		fail_msg("reference failed:\n%s", errors);
}

#endif
