/* libvgiw: the host runtime, a small driver API in the spirit of the CUDA
 * driver API. A host program opens a device for an architecture, loads a
 * .cfg, allocates device buffers, copies to and from them, launches kernels
 * with grid and block dimensions and arguments, and reads the statistics of
 * the last launch. The device is the simulator of the loaded .cfg's
 * target: the VGIW core, or a GPU-CC SM for a --target=gpucc file; a
 * hardware prototype's driver can offer the same calls.
 *
 * Every call returns VGIW_SUCCESS or an error code; vgiw_error_string()
 * then says what went wrong, with the diagnostics of the failing call. */
#ifndef VGIW_RUNTIME_H
#define VGIW_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
	VGIW_SUCCESS = 0,
	VGIW_ERROR_INVALID_VALUE,   /* a bad argument to the call */
	VGIW_ERROR_ARCH,            /* the architecture file or an override */
	VGIW_ERROR_LOAD,            /* the .cfg is unreadable, malformed, or not
	                             * for this device's architecture */
	VGIW_ERROR_NOT_FOUND,       /* no kernel of that name */
	VGIW_ERROR_OUT_OF_RANGE,    /* a copy outside every allocation */
	VGIW_ERROR_LAUNCH,          /* the launch failed: bad arguments, a fault,
	                             * a deadlock or the cycle limit */
	VGIW_ERROR_OUT_OF_MEMORY,   /* the host cannot allocate what the call
	                             * needs (a launch's own memory image that
	                             * does not fit is VGIW_ERROR_LAUNCH, with
	                             * the diagnostic naming it); a launch or a
	                             * load that runs out midway returns this
	                             * too, leaking what it had allocated */
} VgiwResult;

typedef struct VgiwDevice VgiwDevice;
typedef struct VgiwModule VgiwModule;
typedef uint64_t VgiwDevPtr;      /* an address in the device's flat space */

/* A device for the architecture of `arch_file` (NULL: the built-in VGIW
 * core), with `noverrides` "path=value" overrides as vgiwcc -A takes
 * (VGIW_ERROR_INVALID_VALUE when one of them is NULL). */
VgiwResult vgiw_device_open(VgiwDevice **dev, const char *arch_file,
                            const char *const *overrides, unsigned noverrides);
void vgiw_device_close(VgiwDevice *dev);
/* What the last failing call of this device reported (never NULL). */
const char *vgiw_error_string(const VgiwDevice *dev);

/* Load a .cfg written by vgiwcc for this device's architecture. */
VgiwResult vgiw_module_load(VgiwDevice *dev, const char *cfg_path,
                            VgiwModule **mod);
void vgiw_module_unload(VgiwModule *mod);

/* Device memory: zeroed on allocation, freed with the device. One
 * allocation is at most 4 GiB (LAUNCH_MAX_BYTES, as vgiwsim's buf:):
 * VGIW_ERROR_INVALID_VALUE past it, VGIW_ERROR_OUT_OF_MEMORY when the host
 * cannot allocate it. */
VgiwResult vgiw_mem_alloc(VgiwDevice *dev, size_t bytes, VgiwDevPtr *ptr);
VgiwResult vgiw_memcpy_htod(VgiwDevice *dev, VgiwDevPtr dst, const void *src,
                            size_t bytes);
VgiwResult vgiw_memcpy_dtoh(VgiwDevice *dev, void *dst, VgiwDevPtr src,
                            size_t bytes);

/* Launch kernel `name` over grid[3] CTAs of block[3] threads. As with
 * cuLaunchKernel, params[i] points at the value of parameter i: an int,
 * float, double or VgiwDevPtr of the parameter's type, or the bytes of a
 * struct passed by value. Each dimension is from 1 to 2^31-1, a grid at
 * most 2^40 CTAs and a block at most 2^32-1 threads, as on vgiwsim's
 * command line. Runs to completion or to the cycle limit vgiwsim's default
 * --max-cycles takes from the launch (docs/simulator.md). */
VgiwResult vgiw_launch(VgiwModule *mod, const char *name,
                       const unsigned grid[3], const unsigned block[3],
                       void *const *params);

/* Statistics of the last successful launch: simulated cycles, and the
 * whole set as JSON (the format of vgiwsim --stats). */
uint64_t vgiw_last_cycles(const VgiwDevice *dev);
VgiwResult vgiw_write_stats_json(const VgiwDevice *dev, FILE *out);

#ifdef __cplusplus
}
#endif

#endif
