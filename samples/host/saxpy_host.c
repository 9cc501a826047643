/* A host program on libvgiw (include/vgiw/runtime.h), the way a CUDA host
 * program uses the driver API: open a device, load the .cfg that vgiwcc
 * made of samples/saxpy.cu, copy inputs, launch, copy the result back and
 * check it against the same computation on the CPU.
 *
 *   vgiwcc samples/saxpy.ll -o saxpy.cfg && saxpy_host saxpy.cfg
 *   (or --target=gpucc|simt ...: the runtime runs every machine)        */
#include <stdio.h>
#include <stdlib.h>

#include "vgiw/runtime.h"

#define N 3000

static int
check(VgiwDevice *dev, VgiwResult r, const char *what)
{
	if (r == VGIW_SUCCESS)
		return 0;
	fprintf(stderr, "saxpy_host: %s: %s\n", what, vgiw_error_string(dev));
	return 1;
}

int
main(int argc, char **argv)
{
	static float x[N], y[N], want[N];
	VgiwDevice *dev;
	VgiwModule *mod;
	VgiwDevPtr dx, dy;
	int n = N, bad = 0;
	float a = 1.5f;

	if (argc != 2) {
		fprintf(stderr, "usage: saxpy_host saxpy.cfg\n");
		return 2;
	}
	for (int i = 0; i < N; i++) {
		x[i] = (float)i * 0.25f;
		y[i] = (float)(N - i);
		want[i] = a * x[i] + y[i];
	}
	if (vgiw_device_open(&dev, NULL, NULL, 0) != VGIW_SUCCESS)
		return 1;
	if (check(dev, vgiw_module_load(dev, argv[1], &mod), "load") ||
	    check(dev, vgiw_mem_alloc(dev, sizeof x, &dx), "alloc") ||
	    check(dev, vgiw_mem_alloc(dev, sizeof y, &dy), "alloc") ||
	    check(dev, vgiw_memcpy_htod(dev, dx, x, sizeof x), "copy x") ||
	    check(dev, vgiw_memcpy_htod(dev, dy, y, sizeof y), "copy y"))
		return 1;
	unsigned grid[3] = { (N + 255) / 256, 1, 1 }, block[3] = { 256, 1, 1 };
	void *params[] = { &n, &a, &dx, &dy };
	if (check(dev, vgiw_launch(mod, "saxpy", grid, block, params), "launch") ||
	    check(dev, vgiw_memcpy_dtoh(dev, y, dy, sizeof y), "copy back"))
		return 1;
	for (int i = 0; i < N; i++)
		bad += y[i] != want[i];
	printf("saxpy_host: %d elements, %d wrong, %llu cycles\n", N, bad,
	       (unsigned long long)vgiw_last_cycles(dev));
	vgiw_module_unload(mod);
	vgiw_device_close(dev);
	return bad != 0;
}
