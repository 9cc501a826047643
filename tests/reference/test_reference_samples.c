/* The reference interpreter on the samples with their launch lines against
 * the same computations written in C here: at -O2 and from the -O0 IR, and
 * for LLVM 17+ also from the clang-19 IR (each_variant); buffer readers
 * from ref_fixture.h. */
#include <math.h>

#include "ref_fixture.h"
#include "vgiw/front.h"

/* Run sample NAME (IR from samples/DIR/NAME.ll, DIR "" or "O0" or
 * "llvm19") with samples/NAME.launch; `in` gets the initial image. */
static const char *sample_launch_dir = "";  /* "" or "small/" */

static int
sample(const char *dir, const char *name, int opt, Launch *in, Launch *out)
{
	const char *src = getenv("VGIW_SOURCE_DIR");
	char ll[1024], lf[1024];
	DiagList d = { 0 };
	RefOptions o = { .opt = opt };

	if (!src)
		return -1;
	snprintf(ll, sizeof ll, "%s/samples/%s%s%s.ll", src, dir, *dir ? "/" : "", name);
	snprintf(lf, sizeof lf, "%s/samples/%s%s.launch", src, sample_launch_dir, name);
	if (access(ll, R_OK))
		return -1;
	launch_init(in);
	if (launch_read_file(in, lf, &d)) {
		diag_print(&d, stderr);
		fail_msg("%s", lf);
	}
	assert_int_equal(launch_copy(out, in), 0);
	if (ref_run(ll, &o, out, NULL, &d)) {
		diag_print(&d, stderr);
		fail_msg("%s at -O%d", ll, opt);
	}
	diag_free(&d);
	return 0;
}

typedef void (*Check)(const Launch *in, const Launch *out);

/* Every variant of a sample: -O2 IR at -O2 and -O3, -O0 IR at -O0, and the
 * clang-19 IR where this LLVM reads it. */
static void
each_variant(const char *name, Check check)
{
	static const struct { const char *dir; int opt, llvm; } v[] = {
		{ "", 2, 14 }, { "", 3, 14 }, { "O0", 0, 14 }, { "O0", 2, 14 },
		{ "llvm19", 2, 17 }, { "llvm19/O0", 0, 17 },
	};
	int ran = 0;

	for (size_t k = 0; k < sizeof v / sizeof *v; k++) {
		Launch in, out;
		if (front_llvm_major() < v[k].llvm)
			continue;
		if (sample(v[k].dir, name, v[k].opt, &in, &out))
			continue;
		check(&in, &out);
		ran++;
		launch_free(&in);
		launch_free(&out);
	}
	if (!ran)
		skip();
}

static void
check_saxpy(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 4096; i++) {
		float y = fl(in, 3, i);
		if (i < 4000) {
			float p = 2.5f * fl(in, 2, i);
			y = p + y;
		}
		assert_true(fl(out, 3, i) == y);
	}
}

static void
check_vecadd(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 5000; i++)
		assert_true(fl(out, 2, i) == fl(in, 0, i) + fl(in, 1, i));
}

static void
check_fig1(const Launch *in, const Launch *out)
{
	for (uint32_t i = 0; i < 1024; i++) {
		float x = fl(in, 0, i), r;
		int32_t s = (int32_t)u32(in, 1, i);
		if (s > 0) {
			r = expf(x);
			r = r * 0.5f;
		} else {
			int64_t ns = -(int64_t)s;
			int32_t q = (int32_t)(ns / 3), m = (int32_t)(ns % 3);
			float y = x * (float)q;
			if (m == 0) {
				r = sinf(y);
			} else {
				float a = fabsf(y) + 1.0f;
				r = logf(a) * (float)m;
			}
		}
		assert_true(fl(out, 2, i) == r + x);
	}
}

static void
check_loop_datadep(const Launch *in, const Launch *out)
{
	for (uint32_t t = 0; t < 1024; t++) {
		uint64_t x = (uint64_t)u32(in, 0, t) + 1;
		double e = 0.0;
		int k = 0;
		while (x != 1 && k < 400) {
			switch ((unsigned)(x & 3)) {
			case 0: x >>= 2; e += 0.25; break;
			case 2: x >>= 1; e += sqrt((double)x); break;
			case 1: x = 3 * x + 1; e -= 1.0 / (double)x; break;
			default: x = (3 * x + 1) >> 1; e *= 1.0009765625; break;
			}
			++k;
		}
		float ef = (float)e;
		double got;
		memcpy(&got, buf(out, 2)->data + 8 * t, 8);
		assert_int_equal((int32_t)u32(out, 1, t), k * 16 + ((int)fabsf(ef) & 15));
		assert_true(got == e);
		assert_true(fl(out, 3, t) == fmaf(-ef, 0.5f, (float)__builtin_popcount((unsigned)k)));
	}
}

static void
check_conv3x3(const Launch *in, const Launch *out)
{
	static const float g[9] = { 0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f,
	                            0.125f, 0.0625f, 0.125f, 0.0625f };
	const int w = 60, h = 60;

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			float sum = 0.0f;
			for (int dy = -1; dy <= 1; dy++) {
				int yy = y + dy < 0 ? 0 : y + dy > h - 1 ? h - 1 : y + dy;
				for (int dx = -1; dx <= 1; dx++) {
					int xx = x + dx < 0 ? 0 : x + dx > w - 1 ? w - 1 : x + dx;
					float p = g[(dy + 1) * 3 + dx + 1] * fl(in, 0, (uint64_t)(yy * w + xx));
					sum = sum + p;
				}
			}
			assert_true(fl(out, 1, (uint64_t)(y * w + x)) == sum);
		}
}

static void
check_conv5x5(const Launch *in, const Launch *out)
{
	static const float wt[5] = { 1, 4, 6, 4, 1 };
	const int w = 60, h = 60;

	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			float sum = 0.0f;
			for (int i = 0; i < 5; i++)
				for (int j = 0; j < 5; j++) {
					int yy = y + i - 2, xx = x + j - 2;
					float v = 0.0f;
					if (yy >= 0 && yy < h && xx >= 0 && xx < w)
						v = fl(in, 0, (uint64_t)(yy * w + xx));
					float ww = wt[i] * wt[j];
					float p = ww * v;
					sum = sum + p;
				}
			float s = sum * 0.00390625f;
			assert_true(fl(out, 1, (uint64_t)(y * w + x)) == fmaxf(fminf(s, 1.0f), 0.0f));
		}
}

static void
check_matmul(const Launch *in, const Launch *out)
{
	const int n = 64;

	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			float acc = 0.0f;
			for (int k = 0; k < n; k++) {
				float p = fl(in, 0, (uint64_t)(r * n + k)) * fl(in, 1, (uint64_t)(k * n + c));
				acc = acc + p;
			}
			assert_true(fl(out, 2, (uint64_t)(r * n + c)) == acc);
		}
}

static void
check_prefix_sum(const Launch *in, const Launch *out)
{
	for (uint32_t b = 0; b < 8; b++) {
		uint32_t run = 0;
		for (uint32_t i = 0; i < 512; i++) {
			assert_int_equal(u32(out, 1, b * 512 + i), run);
			run += u32(in, 0, b * 512 + i);
		}
		assert_int_equal(u32(out, 2, b), run);
	}
}

static void
check_histogram(const Launch *in, const Launch *out)
{
	const int n = 20000, blocks = 8;
	uint32_t hist[256] = { 0 };
	int lo = 255, hi = 0;
	float sum = 0.0f;
	const uint8_t *data = buf(in, 0)->data;

	for (int i = 0; i < n; i++) {
		int v = data[i];
		hist[((unsigned)v * 2654435761u) >> 24]++;
		lo = v < lo ? v : lo;
		hi = v > hi ? v : hi;
		sum += (float)v;  /* whole numbers below 2^24: exact in any order */
	}
	for (int k = 0; k < 256; k++)
		assert_int_equal(u32(out, 3, (uint64_t)k), hist[k]);
	assert_int_equal(u32(out, 3, 256), (uint32_t)-n);
	assert_int_equal(u32(out, 3, 257), (uint32_t)n);
	assert_int_equal((int32_t)u32(out, 4, 0), lo - 256);
	assert_int_equal((int32_t)u32(out, 4, 1), hi);
	assert_int_equal(u32(out, 4, 2), (uint32_t)blocks);
	assert_int_equal(u32(out, 4, 3), (uint32_t)blocks);
	assert_int_equal(u32(out, 5, 0), 0);   /* atomicInc wrapped at gridDim - 1 */
	assert_true(fl(out, 6, 0) == sum);
}

typedef struct { int col, tried; } Move;

static Move
next_move(const int *pos, int row, int start, int n)
{
	Move m;
	m.tried = 0;
	for (m.col = start; m.col < n; m.col++) {
		int ok = 1;
		m.tried++;
		for (int r = 0; r < row && ok; r++) {
			int d = pos[r] - m.col;
			ok = d != 0 && d != row - r && d != r - row;
		}
		if (ok)
			break;
	}
	return m;
}

static void
check_nqueens(const Launch *in, const Launch *out)
{
	const int n = 8;
	uint64_t total = 0, solutions = 0, got_total;

	(void)in;
	for (int tid = 0; tid < 128; tid++) {
		int pos[12] = { 0 }, first[12] = { 0 };
		unsigned found = 0;
		uint64_t nodes = 0;
		int c0 = tid % n, c1 = tid / n;
		if (c1 < n) {
			pos[0] = c0;
			if (next_move(pos, 1, c1, c1 + 1).col == c1) {
				pos[1] = c1;
				int row = 2;
				pos[2] = -1;
				while (row >= 2) {
					Move m = next_move(pos, row, pos[row] + 1, n);
					nodes += (uint64_t)m.tried + 1;
					if (m.col < n) {
						pos[row] = m.col;
						if (row < n - 1) {
							row++;
							pos[row] = -1;
						} else if (++found == 1) {
							memcpy(first, pos, sizeof first);
						}
					} else {
						row--;
					}
				}
			}
		}
		assert_int_equal(u32(out, 1, (uint64_t)tid), found);
		if (found)
			assert_memory_equal(buf(out, 2)->data + 48 * tid, first, sizeof first);
		total += nodes;
		solutions += found;
	}
	memcpy(&got_total, buf(out, 3)->data, 8);
	assert_int_equal(got_total, total);
	assert_int_equal(solutions, 92);
}

static void
check_bfs(const Launch *in, const Launch *out)
{
	const int n = 1000, level = 3;  /* samples/bfs_step.launch */
	uint8_t frontier[1000], next[1000];
	int32_t levels[1000], changed = 0;

	memcpy(frontier, buf(in, 4)->data, 1000);
	memcpy(next, buf(in, 5)->data, 1000);
	memcpy(levels, buf(in, 7)->data, 4000);
	const uint8_t *visited = buf(in, 6)->data;
	for (int v = 0; v < n; v++) {
		if (!frontier[v])
			continue;
		frontier[v] = 0;
		for (int e = (int)u32(in, 2, (uint64_t)v); e < (int)u32(in, 2, (uint64_t)v + 1); e++) {
			int u = (int)(u32(in, 3, (uint64_t)e) % (unsigned)n);
			if (!visited[u]) {
				levels[u] = level + 1;
				next[u] = 1;
				changed = 1;
			}
		}
	}
	assert_memory_equal(buf(out, 4)->data, frontier, 1000);
	assert_memory_equal(buf(out, 5)->data, next, 1000);
	assert_memory_equal(buf(out, 7)->data, levels, 4000);
	assert_int_equal(u32(out, 8, 0), (uint32_t)changed);
}

static void
check_vecadd_opencl(const Launch *in, const Launch *out)
{
	const int n = 1000, groups = 16;

	for (int g = 0; g < groups; g++) {
		float tile[64];
		for (int l = 0; l < 64; l++) {
			int gid = g * 64 + l;
			tile[l] = gid < n ? fl(in, 0, (uint64_t)gid) : 0.0f;
		}
		for (int l = 0; l < 64; l++) {
			int gid = g * 64 + l;
			if (gid < n)
				assert_true(fl(out, 2, (uint64_t)gid) ==
				            fmaf(0.5f, tile[(l + 1) % 64], fl(in, 1, (uint64_t)gid)));
		}
		float s = 0.0f;
		for (int k = 0; k < 64; k++)
			s = s + tile[k];
		assert_true(fl(out, 3, (uint64_t)g) == s / (float)groups);
	}
}

static void
check_big_block(const Launch *in, const Launch *out)
{
	const int stride = 1024;

	for (int i = 0; i < stride; i++) {
		float acc = 0.0f, energy = 0.0f, peak = 0.0f, prev = 0.0f;
		for (int k = 0; k < 24; k++) {
			float v = fl(in, 0, (uint64_t)(k * stride + i));
			float d = v - prev;
			float a1 = acc * 0.96875f, a2 = v * fl(in, 2, (uint64_t)(k & 7));
			acc = a1 + a2;
			float dd = d * d;
			energy = energy + dd;
			peak = fmaxf(peak, fabsf(v));
			if (k % 3 == 2) {
				float den = 1.0f + sqrtf(energy);
				acc = acc / den;
			}
			prev = v;
		}
		float g = 0.0f;
		for (int k = 0; k < 8; k++) {
			int16_t q;
			memcpy(&q, buf(in, 1)->data + 2 * (k * stride + i), 2);
			float p = (float)q * (1.0f / 32768.0f);
			g = g + p;
		}
		float o1 = acc * g, o2 = energy / (peak + 1.0f);
		float gp = g * peak;
		float sat = gp != gp ? 0.0f : gp < 0.0f ? 0.0f : gp > 1.0f ? 1.0f : gp;
		assert_true(fl(out, 3, (uint64_t)i) == o1 + o2);
		assert_true(fl(out, 3, (uint64_t)(stride + i)) == sat + (float)(i * 3));
	}
}

/* warp_reduce (samples/warp_reduce.cu), at the launch's block size and n:
 * per element its warp's inclusive prefix sum, positives before it, the
 * mirrored element of its half warp and its xor-1 neighbour (own value
 * where that lane is missing); per block sum, positives and the warps
 * voting all positive, any below -100, uniformly positive. */
static void
check_warp_reduce(const Launch *in, const Launch *out)
{
	uint32_t bs = in->block[0], n = (uint32_t)in->args[3].ival;
	int v[1024];

	assert_true(bs <= 1024);
	for (uint32_t b = 0; b < in->grid[0]; b++) {
		int32_t tot[5] = { 0 };
		for (uint32_t t = 0; t < bs; t++) {
			uint32_t i = b * bs + t;
			v[t] = i < n ? (int8_t)buf(in, 0)->data[i] : 0;
		}
		for (uint32_t lo = 0; lo < bs; lo += 32) {
			uint32_t wn = bs - lo < 32 ? bs - lo : 32;
			int all = 1, any = 0, npos = 0, sum = 0;
			for (uint32_t l = 0; l < wn; l++) {
				uint32_t i = b * bs + lo + l;
				int x = 0, rank = 0;
				for (uint32_t k = 0; k <= l; k++)
					x += v[lo + k];
				for (uint32_t k = 0; k < l; k++)
					rank += v[lo + k] > 0;
				uint32_t m = (l & 16) | (15 - (l & 15)), p = l ^ 1;
				if (i < n) {
					assert_int_equal((int32_t)u32(out, 1, 4 * i), x);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 1), rank);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 2), v[lo + (m < wn ? m : l)]);
					assert_int_equal((int32_t)u32(out, 1, 4 * i + 3), v[lo + (p < wn ? p : l)]);
				}
				sum += v[lo + l];
				npos += v[lo + l] > 0;
				all &= i >= n || v[lo + l] > 0;
				any |= v[lo + l] < -100;
			}
			tot[0] += sum;
			tot[1] += npos;
			tot[2] += all;
			tot[3] += any;
			tot[4] += npos == 0 || npos == (int)wn;
		}
		for (int k = 0; k < 5; k++)
			assert_int_equal((int32_t)u32(out, 2, 5 * b + (uint32_t)k), tot[k]);
	}
	for (uint32_t i = n; i < buf(out, 1)->count / 4; i++)
		assert_int_equal(u32(out, 1, 4 * i), 0);
}

static void test_saxpy(void **s) { (void)s; each_variant("saxpy", check_saxpy); }
static void test_vecadd(void **s) { (void)s; each_variant("vecadd", check_vecadd); }
static void test_fig1(void **s) { (void)s; each_variant("fig1_divergence", check_fig1); }
static void test_loop_datadep(void **s) { (void)s; each_variant("loop_datadep", check_loop_datadep); }
static void test_conv3x3(void **s) { (void)s; each_variant("conv3x3", check_conv3x3); }
static void test_conv5x5(void **s) { (void)s; each_variant("conv5x5", check_conv5x5); }
static void test_matmul(void **s) { (void)s; each_variant("matmul_tiled", check_matmul); }
static void test_prefix_sum(void **s) { (void)s; each_variant("prefix_sum", check_prefix_sum); }
static void test_histogram(void **s) { (void)s; each_variant("histogram", check_histogram); }
static void test_nqueens(void **s) { (void)s; each_variant("nqueens", check_nqueens); }
static void test_bfs(void **s) { (void)s; each_variant("bfs_step", check_bfs); }
static void test_vecadd_opencl(void **s) { (void)s; each_variant("vecadd_opencl", check_vecadd_opencl); }
static void test_big_block(void **s) { (void)s; each_variant("big_block", check_big_block); }
static void
test_warp_reduce(void **s)
{
	(void)s;
	each_variant("warp_reduce", check_warp_reduce);
	sample_launch_dir = "small/";
	each_variant("warp_reduce", check_warp_reduce);
	sample_launch_dir = "";
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy),
		cmocka_unit_test(test_vecadd),
		cmocka_unit_test(test_fig1),
		cmocka_unit_test(test_loop_datadep),
		cmocka_unit_test(test_conv3x3),
		cmocka_unit_test(test_conv5x5),
		cmocka_unit_test(test_matmul),
		cmocka_unit_test(test_prefix_sum),
		cmocka_unit_test(test_histogram),
		cmocka_unit_test(test_nqueens),
		cmocka_unit_test(test_bfs),
		cmocka_unit_test(test_vecadd_opencl),
		cmocka_unit_test(test_big_block),
		cmocka_unit_test(test_warp_reduce),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
