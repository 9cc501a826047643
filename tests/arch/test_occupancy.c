/* arch_simt_occupancy against figures worked out by hand for the GTX480
 * SM of the embedded description (48 warps, 8 CTAs, 32768 registers in
 * units of 64 per warp, 48 KB shared memory in units of 128 bytes). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "vgiw/arch.h"

static void
expect(const Arch *a, uint32_t regs, uint32_t shared, uint32_t threads,
       uint32_t ctas, uint32_t warps, ArchOccLimit limit)
{
	ArchOccupancy o;

	arch_simt_occupancy(a, regs, shared, threads, &o);
	assert_int_equal(o.ctas, ctas);
	assert_int_equal(o.warps, warps);
	assert_int_equal(o.limit, limit);
}

static void
test_limits(void **state)
{
	(void)state;
	Arch *a = arch_default();
	ArchOccupancy o;

	/* 8 warps per CTA: 48 / 8 = 6 by threads; 20 x 32 = 640 registers per
	 * warp, 32768 / 640 / 8 = 6 too; threads comes first */
	expect(a, 20, 0, 256, 6, 48, ARCH_OCC_THREADS);
	arch_simt_occupancy(a, 20, 0, 256, &o);
	assert_int_equal(o.by[ARCH_OCC_THREADS], 6);
	assert_int_equal(o.by[ARCH_OCC_CTAS], 8);
	assert_int_equal(o.by[ARCH_OCC_REGISTERS], 6);
	assert_int_equal(o.by[ARCH_OCC_SHARED], 8);
	/* 63 x 32 = 2016 -> 2048 per warp: 16 warps, 4 CTAs of 4 warps */
	expect(a, 63, 0, 128, 4, 16, ARCH_OCC_REGISTERS);
	/* 16 KB per CTA: 3 CTAs */
	expect(a, 10, 16384, 256, 3, 24, ARCH_OCC_SHARED);
	/* 100 bytes take 128: 384 CTAs by shared memory, 8 by the CTA limit */
	expect(a, 10, 100, 64, 8, 16, ARCH_OCC_CTAS);
	/* a partial warp counts whole: 33 threads are 2 warps */
	expect(a, 8, 0, 33, 8, 16, ARCH_OCC_CTAS);
	/* nothing fits: 64 warps > 48; 1024 x 40 registers > 32768 */
	expect(a, 8, 0, 2048, 0, 0, ARCH_OCC_THREADS);
	expect(a, 40, 0, 1024, 0, 0, ARCH_OCC_REGISTERS);
	arch_free(a);
}

static void
test_alloc_units(void **state)
{
	(void)state;
	DiagList d = { 0 };
	const char *ov[] = { "simt.sm.reg-alloc-unit=256",
	                     "simt.sm.shared-alloc-unit=4096" };
	Arch *a = arch_setup(NULL, ov, 2, &d);

	assert_non_null(a);
	/* 20 x 32 = 640 -> 768 per warp: 42 warps, 5 CTAs of 8 */
	expect(a, 20, 0, 256, 5, 40, ARCH_OCC_REGISTERS);
	/* 5000 bytes take 8192: 6 CTAs */
	expect(a, 8, 5000, 64, 6, 12, ARCH_OCC_SHARED);
	arch_free(a);
	diag_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_alloc_units),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
