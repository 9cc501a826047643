/* libvgiw, the host runtime (include/vgiw/runtime.h): a device is an
 * architecture, a memory image in the flat address space of
 * include/vgiw/launch.h and the statistics of its last launch; launching
 * runs the model of the module's machine (include/vgiw/model.h) on that
 * image. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vgiw/arch.h"
#include "vgiw/cfg.h"
#include "vgiw/launch.h"
#include "vgiw/runtime.h"
#include "vgiw/machine.h"

struct VgiwDevice {
	Arch *arch;
	Launch mem;          /* allocations (and, during a launch, arguments) */
	MachineStats stats;
	int have_stats;
	char *error;
};

struct VgiwModule {
	VgiwDevice *dev;
	Program *prog;
};

/* Keep a failing call's diagnostics as the device's error string. */
static VgiwResult
fail(VgiwDevice *dev, VgiwResult r, DiagList *d, const char *what)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);

	if (f) {
		fprintf(f, "%s", what);
		if (d && d->n) {
			fputs(":\n", f);
			diag_print(d, f);
		}
		fclose(f);
	}
	free(dev->error);
	dev->error = buf;
	if (d)
		diag_free(d);
	return r;
}

VgiwResult
vgiw_device_open(VgiwDevice **out, const char *arch_file,
                 const char *const *overrides, unsigned noverrides)
{
	DiagList d = { 0 };
	VgiwDevice *dev;

	if (!out)
		return VGIW_ERROR_INVALID_VALUE;
	*out = NULL;
	if (noverrides && !overrides)
		return VGIW_ERROR_INVALID_VALUE;
	for (unsigned k = 0; k < noverrides; k++)
		if (!overrides[k])
			return VGIW_ERROR_INVALID_VALUE;
	if (!(dev = vgiw_try_calloc(1, sizeof *dev)))
		return VGIW_ERROR_OUT_OF_MEMORY;
	launch_init(&dev->mem);
	VgiwOomTrap trap;
	if (setjmp(trap.env)) {
		free(dev);
		return VGIW_ERROR_OUT_OF_MEMORY;
	}
	vgiw_oom_push(&trap);
	dev->arch = arch_setup(arch_file, overrides, noverrides, &d);
	vgiw_oom_pop(&trap);
	if (!dev->arch) {
		/* the error text would die with the device: print it now */
		diag_print(&d, stderr);
		diag_free(&d);
		vgiw_device_close(dev);
		return VGIW_ERROR_ARCH;
	}
	*out = dev;
	return VGIW_SUCCESS;
}

void
vgiw_device_close(VgiwDevice *dev)
{
	if (!dev)
		return;
	if (dev->arch)
		arch_free(dev->arch);
	launch_free(&dev->mem);
	machine_stats_free(&dev->stats);
	free(dev->error);
	free(dev);
}

const char *
vgiw_error_string(const VgiwDevice *dev)
{
	return dev && dev->error ? dev->error : "no error";
}

VgiwResult
vgiw_module_load(VgiwDevice *dev, const char *path, VgiwModule **out)
{
	DiagList d = { 0 };

	if (!dev || !path || !out)
		return VGIW_ERROR_INVALID_VALUE;
	VgiwOomTrap trap;
	if (setjmp(trap.env))
		return fail(dev, VGIW_ERROR_OUT_OF_MEMORY, NULL, "cannot load the "
		            "configuration: the host is out of memory");
	vgiw_oom_push(&trap);
	Program *p = cfg_read_file(path, dev->arch, &d);
	VgiwModule *m = p ? xcalloc(1, sizeof *m) : NULL;
	vgiw_oom_pop(&trap);
	if (!p)
		return fail(dev, VGIW_ERROR_LOAD, &d, "cannot load the configuration");
	m->dev = dev;
	m->prog = p;
	*out = m;
	diag_free(&d);
	return VGIW_SUCCESS;
}

void
vgiw_module_unload(VgiwModule *m)
{
	if (!m)
		return;
	prog_free(m->prog);
	free(m);
}

VgiwResult
vgiw_mem_alloc(VgiwDevice *dev, size_t bytes, VgiwDevPtr *ptr)
{
	char name[32], msg[128];

	if (!dev || !ptr)
		return VGIW_ERROR_INVALID_VALUE;
	*ptr = 0;
	if ((uint64_t)bytes > LAUNCH_MAX_BYTES) {
		snprintf(msg, sizeof msg, "vgiw_mem_alloc: %zu bytes is more than "
		         "one allocation may have (%llu bytes)", bytes,
		         (unsigned long long)LAUNCH_MAX_BYTES);
		return fail(dev, VGIW_ERROR_INVALID_VALUE, NULL, msg);
	}
	snprintf(name, sizeof name, "alloc%u", dev->mem.nregions);
	*ptr = launch_alloc(&dev->mem, name, bytes);
	if (!*ptr) {
		snprintf(msg, sizeof msg, "vgiw_mem_alloc: cannot allocate %zu "
		         "bytes: the host is out of memory", bytes);
		return fail(dev, VGIW_ERROR_OUT_OF_MEMORY, NULL, msg);
	}
	return VGIW_SUCCESS;
}

static VgiwResult
copy(VgiwDevice *dev, void *host, VgiwDevPtr addr, size_t bytes, int to_device)
{
	if (!dev || (!host && bytes))
		return VGIW_ERROR_INVALID_VALUE;
	LaunchRegion *r = launch_find(&dev->mem, addr, bytes);
	if (!r || r->kind != LAUNCH_REGION_BUF)
		return fail(dev, VGIW_ERROR_OUT_OF_RANGE, NULL,
		            "the copy is not inside one allocation");
	if (to_device)
		memcpy(r->data + (addr - r->addr), host, bytes);
	else
		memcpy(host, r->data + (addr - r->addr), bytes);
	return VGIW_SUCCESS;
}

VgiwResult
vgiw_memcpy_htod(VgiwDevice *dev, VgiwDevPtr dst, const void *src, size_t bytes)
{
	return copy(dev, (void *)src, dst, bytes, 1);
}

VgiwResult
vgiw_memcpy_dtoh(VgiwDevice *dev, void *dst, VgiwDevPtr src, size_t bytes)
{
	return copy(dev, dst, src, bytes, 0);
}

/* Parameter i's value from params[i], as the kernel's parameter table
 * describes it; -1 when the host cannot copy a struct. */
static int
push_param(Launch *l, const ProgParam *pp, const void *v)
{
	char text[64];

	snprintf(text, sizeof text, "parameter %s", pp->name ? pp->name : "?");
	switch (pp->kind) {
	case PARAM_BYVAL:
		return launch_push_struct(l, v, pp->size, text);
	case PARAM_POINTER: {
		VgiwDevPtr p;
		memcpy(&p, v, sizeof p);
		launch_push_int(l, (int64_t)p, text);
		return 0;
	}
	default:
		break;
	}
	switch (pp->type) {
	case IT_F32: {
		float f;
		memcpy(&f, v, sizeof f);
		launch_push_float(l, f, text);
		return 0;
	}
	case IT_F64: {
		double f;
		memcpy(&f, v, sizeof f);
		launch_push_float(l, f, text);
		return 0;
	}
	case IT_I64: {
		int64_t i;
		memcpy(&i, v, sizeof i);
		launch_push_int(l, i, text);
		return 0;
	}
	case IT_I16: {
		int16_t i;
		memcpy(&i, v, sizeof i);
		launch_push_int(l, i, text);
		return 0;
	}
	case IT_I8:
	case IT_I1: {
		int8_t i;
		memcpy(&i, v, sizeof i);
		launch_push_int(l, i, text);
		return 0;
	}
	default: {
		int32_t i;
		memcpy(&i, v, sizeof i);
		launch_push_int(l, i, text);
		return 0;
	}
	}
}

VgiwResult
vgiw_launch(VgiwModule *m, const char *name, const unsigned grid[3],
            const unsigned block[3], void *const *params)
{
	DiagList d = { 0 };
	SimOptions so;

	if (!m || !name || !grid || !block)
		return VGIW_ERROR_INVALID_VALUE;
	VgiwDevice *dev = m->dev;
	const ProgKernel *k = prog_kernel(m->prog, name);
	if (!k)
		return fail(dev, VGIW_ERROR_NOT_FOUND, NULL, "no kernel of that name "
		            "in the module");
	if (k->nparams && !params)
		return fail(dev, VGIW_ERROR_INVALID_VALUE, NULL, "the kernel takes "
		            "parameters and none were given");
	for (int i = 0; i < 3; i++)
		if (!grid[i] || !block[i] || grid[i] > LAUNCH_MAX_DIM ||
		    block[i] > LAUNCH_MAX_DIM)
			return fail(dev, VGIW_ERROR_INVALID_VALUE, NULL, "grid and block "
			            "dimensions must be from 1 to 2147483647");
	if ((uint64_t)grid[0] * grid[1] * grid[2] > LAUNCH_MAX_CTAS ||
	    (uint64_t)block[0] * block[1] * block[2] > LAUNCH_MAX_CTA_THREADS)
		return fail(dev, VGIW_ERROR_INVALID_VALUE, NULL, "a grid has at most "
		            "2^40 CTAs and a block at most 2^32-1 threads");
	for (uint32_t i = 0; i < k->nparams; i++)
		if (!params[i]) {
			char msg[96];
			snprintf(msg, sizeof msg, "params[%u] (parameter %s) is NULL", i,
			         k->params[i].name ? k->params[i].name : "?");
			return fail(dev, VGIW_ERROR_INVALID_VALUE, NULL, msg);
		}
	for (int i = 0; i < 3; i++) {
		dev->mem.grid[i] = grid[i];
		dev->mem.block[i] = block[i];
	}
	/* the arguments and the models allocate as the toolchain does
	 * (xmalloc): a host out of memory returns here, not out of the
	 * caller's process */
	VgiwOomTrap trap;
	if (setjmp(trap.env)) {
		char msg[160];
		launch_clear_args(&dev->mem);
		memset(&dev->stats, 0, sizeof dev->stats);   /* half made: leaked */
		snprintf(msg, sizeof msg, "the launch ran out of host memory "
		         "(cannot allocate %zu bytes); what it had allocated is not "
		         "freed", trap.bytes);
		return fail(dev, VGIW_ERROR_OUT_OF_MEMORY, NULL, msg);
	}
	vgiw_oom_push(&trap);
	launch_clear_args(&dev->mem);
	for (uint32_t i = 0; i < k->nparams; i++)
		if (push_param(&dev->mem, &k->params[i], params[i])) {
			vgiw_oom_pop(&trap);
			launch_clear_args(&dev->mem);
			return fail(dev, VGIW_ERROR_OUT_OF_MEMORY, NULL, "cannot copy a "
			            "struct parameter: the host is out of memory");
		}
	machine_stats_free(&dev->stats);
	memset(&dev->stats, 0, sizeof dev->stats);
	dev->have_stats = 0;
	sim_options_init(&so);
	int rc = machine_run(dev->arch, m->prog, k, &dev->mem, &so, &dev->stats, &d);
	vgiw_oom_pop(&trap);
	launch_clear_args(&dev->mem);
	if (rc)
		return fail(dev, VGIW_ERROR_LAUNCH, &d, "the launch failed");
	diag_free(&d);
	dev->have_stats = 1;
	return VGIW_SUCCESS;
}

uint64_t
vgiw_last_cycles(const VgiwDevice *dev)
{
	return dev && dev->have_stats ? machine_cycles(&dev->stats) : 0;
}

VgiwResult
vgiw_write_stats_json(const VgiwDevice *dev, FILE *out)
{
	if (!dev || !out || !dev->have_stats)
		return VGIW_ERROR_INVALID_VALUE;
	machine_write_stats_json(&dev->stats, out);
	return VGIW_SUCCESS;
}
