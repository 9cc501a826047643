/* Binding a launch to a kernel: its arguments as the parameter values every
 * core model reads (thread coordinates are sim_launch_coord, inline in
 * include/vgiw/simmem.h). */
#include <inttypes.h>
#include <stdlib.h>

#include "vgiw/simmem.h"

uint64_t *
sim_bind_params(const ProgKernel *k, const Launch *l, DiagList *d)
{
	uint32_t errors = d->errors;

	if (l->nargs != k->nparams) {
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "kernel '%s' takes %u arguments; "
		         "the launch gives %u", k->name, k->nparams, l->nargs);
		return NULL;
	}
	uint64_t *param = xcalloc((size_t)k->nparams + 1, sizeof *param);
	for (uint32_t i = 0; i < k->nparams; i++) {
		const ProgParam *pp = &k->params[i];
		const LaunchArg *a = &l->args[i];
		const char *name = pp->name ? pp->name : "?";
		const LaunchRegion *r = a->kind != LAUNCH_ARG_SCALAR ? &l->regions[a->region] : NULL;

		switch (pp->kind) {
		case PARAM_SCALAR:
			if (a->kind != LAUNCH_ARG_SCALAR) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s) of kernel "
				         "'%s' is a scalar; got '%s'", i, name, k->name, a->text);
			} else if (pp->type == IT_F32 || pp->type == IT_F64) {
				if (launch_scalar_float(a, pp->type == IT_F32 ? LT_F32 : LT_F64,
				                        &param[i]))
					diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s): '%s' "
					         "is not a float", i, name, a->text);
			} else if (launch_scalar_int(a, sim_type_bits(pp->type), &param[i])) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s): '%s' does "
				         "not fit an i%u parameter%s", i, name, a->text,
				         sim_type_bits(pp->type), a->is_int ? "" : " (it is not an integer)");
			}
			break;
		case PARAM_POINTER:
			if (a->kind == LAUNCH_ARG_BUF)
				param[i] = launch_pointer(l, r->addr);
			else if (a->kind == LAUNCH_ARG_SCALAR && a->is_int)
				param[i] = (uint64_t)a->ival;   /* a raw address, or null */
			else
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s) of kernel "
				         "'%s' is a pointer; give a buf:TYPE:COUNT", i, name, k->name);
			break;
		case PARAM_BYVAL:
			if (a->kind != LAUNCH_ARG_STRUCT)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s) of kernel "
				         "'%s' is a struct passed by value; give struct:TYPE:V,...",
				         i, name, k->name);
			else if (r->size < pp->size)
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "argument %u (%s): the struct "
				         "is %" PRIu64 " bytes; the kernel reads %u", i, name,
				         r->size, pp->size);
			else
				param[i] = launch_pointer(l, r->addr);
			break;
		default:
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "parameter %u of kernel '%s' has "
			         "unknown kind %u", i, k->name, pp->kind);
		}
	}
	if (d->errors != errors) {
		free(param);
		return NULL;
	}
	return param;
}

void
sim_trap(Launch *l, uint64_t cond, uint64_t gid, int64_t index)
{
	if (cond & 1)
		return;
	sim_gate();
	launch_assert_fail(l, gid, (uint32_t)index);
}
