/* Private to launch/ (and its tests): what the launch object (launch.c)
 * and its text forms (parse.c) share. */
#ifndef VGIW_LAUNCH_INT_H
#define VGIW_LAUNCH_INT_H

#include "vgiw/launch.h"

/* No single buffer over 4 GiB: a typo in COUNT should not take the
 * machine's memory. */

static inline int
launch_type_is_float(LaunchType t)
{
	return t == LT_F32 || t == LT_F64;
}

static inline uint64_t
launch_align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) / a * a;
}

/* A new region of `count` elements of `type` at the top of its window
 * (param or global), `align`-aligned, zero-filled, a guard after the
 * previous one; NULL when the host cannot allocate it. */
LaunchRegion *launch_add_region(Launch *l, LaunchRegionKind kind, const char *name,
                                int32_t arg, LaunchType type, uint64_t count,
                                uint64_t align);

#endif
