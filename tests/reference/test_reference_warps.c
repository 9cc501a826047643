/* The reference interpreter on warps: every shuffle mode and width over a
 * full and a partial warp, votes and the active mask with a thread that
 * exited first, and threads of one warp waiting at different warp
 * operations (an error), against values worked out here from PTX's rules
 * (helpers: ref_fixture.h). */
#include "ref_fixture.h"

#define WARP_HEAD HEAD \
	"declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)\n" \
	"declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)\n" \
	"declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)\n" \
	"declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.all.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.any.sync(i32, i1)\n" \
	"declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)\n" \
	"declare i32 @llvm.nvvm.activemask()\n" \
	"declare void @llvm.nvvm.bar.warp.sync(i32)\n"

/* The source lane of each shuffle mode for lane l of a warp of wn lanes,
 * segments of `width` lanes (a power of two): PTX's rule restated per
 * segment; the own lane when the source is outside the segment or the
 * warp. */
static uint32_t
shfl_expect(int mode, uint32_t l, uint32_t wn, uint32_t b, uint32_t width)
{
	uint32_t base = l / width * width, j;

	switch (mode) {
	case 0: j = base + b % width; break;
	case 1: j = l >= base + b ? l - b : l; break;
	case 2: j = l + b < base + width ? l + b : l; break;
	default: j = (l ^ b) < base + width && (l ^ b) >= base ? l ^ b : l; break;
	}
	return j < wn ? j : l;
}

/* Every shuffle mode with widths 32 and 8 (segment mask c[12:8], clamp
 * c[4:0]; up's clamp 0), over a CTA of 40 threads: one full warp and a
 * partial one of 8, whose missing lanes leave the own value. */
static void
test_warp_shuffle(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o, i32 %b, i32 %c, i32 %cu) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %v = mul i32 %t, 10\n"
		"  %f = sitofp i32 %v to float\n"
		"  %s0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 %c)\n"
		"  %s1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %b, i32 %cu)\n"
		"  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 %c)\n"
		"  %s3f = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f, i32 %b, i32 %c)\n"
		"  %s3 = fptosi float %s3f to i32\n"
		"  %i = mul i32 %t, 4\n"
		"  %p0 = getelementptr i32, i32* %o, i32 %i\n"
		"  store i32 %s0, i32* %p0\n"
		"  %p1 = getelementptr i32, i32* %p0, i32 1\n"
		"  store i32 %s1, i32* %p1\n"
		"  %p2 = getelementptr i32, i32* %p0, i32 2\n"
		"  store i32 %s2, i32* %p2\n"
		"  %p3 = getelementptr i32, i32* %p0, i32 3\n"
		"  store i32 %s3, i32* %p3\n"
		"  ret void\n"
		"}\n";
	static const struct { uint32_t b, width; const char *line; } cases[] = {
		{ 1, 32, "--block=40 --arg=buf:i32:160 --arg=1 --arg=31 --arg=0" },
		{ 5, 32, "--block=40 --arg=buf:i32:160 --arg=5 --arg=31 --arg=0" },
		{ 3, 8, "--block=40 --arg=buf:i32:160 --arg=3 --arg=6175 --arg=6144" },
		{ 6, 8, "--block=40 --arg=buf:i32:160 --arg=6 --arg=6175 --arg=6144" },
		/* bits above 4:0 of b are ignored */
		{ 2, 32, "--block=40 --arg=buf:i32:160 --arg=34 --arg=31 --arg=0" },
	};
	Launch l;

	(void)state;
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		expect_ok(run_ir(ir, cases[k].line, NULL, &l, NULL));
		for (uint32_t t = 0; t < 40; t++) {
			uint32_t lo = t / 32 * 32, wn = t < 32 ? 32 : 8;
			for (int m = 0; m < 4; m++) {
				uint32_t j = shfl_expect(m, t - lo, wn, cases[k].b, cases[k].width);
				assert_int_equal(u32(&l, 0, 4 * t + (uint32_t)m), 10 * (lo + j));
			}
		}
		launch_free(&l);
	}
}

/* Votes over a CTA of 40 threads (warps of 32 and 8) of which thread 5
 * exits first: it takes part in none of them. */
static void
test_warp_vote(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %gone = icmp eq i32 %t, 5\n"
		"  br i1 %gone, label %out, label %go\n"
		"go:\n"
		"  %r = urem i32 %t, 3\n"
		"  %p = icmp eq i32 %r, 0\n"
		"  %q = icmp uge i32 %t, 32\n"
		"  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)\n"
		"  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %q)\n"
		"  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)\n"
		"  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %q)\n"
		"  %uni2 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %p)\n"
		"  call void @llvm.nvvm.bar.warp.sync(i32 -1)\n"
		"  %act = call i32 @llvm.nvvm.activemask()\n"
		"  %a = zext i1 %all to i32\n"
		"  %n = zext i1 %any to i32\n"
		"  %u = zext i1 %uni to i32\n"
		"  %u2 = zext i1 %uni2 to i32\n"
		"  %u2s = shl i32 %u2, 1\n"
		"  %uu = or i32 %u, %u2s\n"
		"  %i = mul i32 %t, 6\n"
		"  %p0 = getelementptr i32, i32* %o, i32 %i\n"
		"  store i32 %bal, i32* %p0\n"
		"  %p1 = getelementptr i32, i32* %p0, i32 1\n"
		"  store i32 %a, i32* %p1\n"
		"  %p2 = getelementptr i32, i32* %p0, i32 2\n"
		"  store i32 %n, i32* %p2\n"
		"  %p3 = getelementptr i32, i32* %p0, i32 3\n"
		"  store i32 %uu, i32* %p3\n"
		"  %p4 = getelementptr i32, i32* %p0, i32 4\n"
		"  store i32 %act, i32* %p4\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	expect_ok(run_ir(ir, "--block=40 --arg=buf:i32:240:const:7", NULL, &l, NULL));
	uint32_t bal0 = 0;
	for (uint32_t t = 0; t < 32; t++)
		if (t % 3 == 0)
			bal0 |= 1u << t;
	for (uint32_t t = 0; t < 40; t++) {
		if (t == 5) {
			assert_int_equal(u32(&l, 0, 6 * t), 7);
			continue;
		}
		int w1 = t >= 32;
		/* warp 1: threads 32..39, lanes 0..7; 33, 36, 39 are multiples of 3 */
		assert_int_equal(u32(&l, 0, 6 * t), w1 ? 0x92u : bal0);
		assert_int_equal(u32(&l, 0, 6 * t + 1), w1 ? 1 : 0);  /* all t >= 32 */
		assert_int_equal(u32(&l, 0, 6 * t + 2), 1);
		assert_int_equal(u32(&l, 0, 6 * t + 3), 1);  /* t >= 32 uniform; t % 3 not */
		assert_int_equal(u32(&l, 0, 6 * t + 4), w1 ? 0xffu : 0xffffffdfu);
	}
	launch_free(&l);
}

/* A warp whose threads wait at different warp operations is an error. */
static void
test_warp_diverged(void **state)
{
	static const char ir[] = WARP_HEAD
		"define ptx_kernel void @k(i32* %o) {\n"
		"  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
		"  %odd = and i32 %t, 1\n"
		"  %c = icmp eq i32 %odd, 0\n"
		"  %p = getelementptr i32, i32* %o, i32 %t\n"
		"  br i1 %c, label %even, label %other\n"
		"even:\n"
		"  %x = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %t, i32 1, i32 0)\n"
		"  store i32 %x, i32* %p\n"
		"  br label %out\n"
		"other:\n"
		"  %y = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)\n"
		"  store i32 %y, i32* %p\n"
		"  br label %out\n"
		"out:\n"
		"  ret void\n"
		"}\n";
	Launch l;

	(void)state;
	assert_int_equal(run_ir(ir, "--block=64 --arg=buf:i32:64", NULL, &l, NULL), 1);
	assert_non_null(strstr(errors, "warp operation reached by diverged threads of warp 0"));
	launch_free(&l);
	/* one thread per warp: nothing to diverge from */
	expect_ok(run_ir(ir, "--block=1 --arg=buf:i32:1", NULL, &l, NULL));
	assert_int_equal(u32(&l, 0, 0), 0);
	launch_free(&l);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_warp_shuffle),
		cmocka_unit_test(test_warp_vote),
		cmocka_unit_test(test_warp_diverged),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
