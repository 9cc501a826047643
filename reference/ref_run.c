/* ref_run: the reference interpreter end to end — read the module,
 * canonicalise it exactly as vgiwcc does, bind the launch's arguments to
 * the kernel's parameters (checking kinds and sizes), decode, execute. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "vgiw/front.h"

#include "ref.h"

static const char *
kernel_name(LLVMValueRef fn, char *buf, size_t size)
{
	size_t len;
	const char *s = LLVMGetValueName2(fn, &len);
	snprintf(buf, size, "%.*s", (int)len, s);
	return buf;
}

static const char *
type_text(LLVMTypeRef t, char *buf, size_t size)
{
	char *s = LLVMPrintTypeToString(t);
	snprintf(buf, size, "%s", s);
	LLVMDisposeMessage(s);
	return buf;
}

/* Parameter i of the kernel from launch argument i. */
static void
bind_param(RefProg *p, unsigned i, const char *kname, DiagList *d)
{
	LLVMValueRef prm = LLVMGetParam(p->fn, i);
	LLVMTypeRef t = LLVMTypeOf(prm);
	const LaunchArg *a = &p->launch->args[i];
	unsigned byval_kind = LLVMGetEnumAttributeKindForName("byval", 5);
	LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(p->fn, i + 1, byval_kind);
	char ts[128];
	uint64_t v = 0;

	type_text(t, ts, sizeof ts);
	switch (LLVMGetTypeKind(t)) {
	case LLVMPointerTypeKind:
		if (byval) {
			LLVMTypeRef st = LLVMGetTypeAttributeValue(byval);
			uint64_t need = LLVMABISizeOfType(p->td, st);
			if (a->kind != LAUNCH_ARG_STRUCT) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: parameter %u of "
				         "'%s' is a struct passed by value (%llu bytes); give it "
				         "as struct:TYPE:VALUE,...", a->text, i, kname,
				         (unsigned long long)need);
				return;
			}
			const LaunchRegion *r = &p->launch->regions[a->region];
			if (r->size != need) {
				diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: the struct is "
				         "%llu bytes; parameter %u of '%s' needs %llu", a->text,
				         (unsigned long long)r->size, i, kname,
				         (unsigned long long)need);
				return;
			}
			v = ref_tag(p->launch, r->addr);
		} else if (a->kind == LAUNCH_ARG_BUF) {
			v = ref_tag(p->launch, p->launch->regions[a->region].addr);
		} else if (a->kind == LAUNCH_ARG_SCALAR && a->is_int && a->ival == 0) {
			v = 0;  /* a null pointer */
		} else {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: parameter %u of '%s' "
			         "is a pointer (%s); give a buffer, buf:TYPE:COUNT[:INIT]",
			         a->text, i, kname, ts);
			return;
		}
		break;
	case LLVMIntegerTypeKind:
		if (LLVMGetIntTypeWidth(t) > 64 ||
		    launch_scalar_int(a, LLVMGetIntTypeWidth(t), &v)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: parameter %u of '%s' "
			         "is %s; give an integer that fits", a->text, i, kname, ts);
			return;
		}
		break;
	case LLVMFloatTypeKind:
	case LLVMDoubleTypeKind:
		if (launch_scalar_float(a, LLVMGetTypeKind(t) == LLVMFloatTypeKind ? LT_F32 : LT_F64, &v)) {
			diag_add(d, DIAG_ERROR, NULL, 0, 0, "--arg=%s: parameter %u of '%s' "
			         "is %s; give a number", a->text, i, kname, ts);
			return;
		}
		break;
	default:
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "reference: parameter %u of '%s' "
		         "has type %s, which the launch cannot give", i, kname, ts);
		return;
	}
	ref_set_uniform(p, i, v);
}

int
ref_run(const char *ll_path, const RefOptions *o, Launch *launch, RefStats *stats,
        DiagList *d)
{
	RefOptions def = { 0 };
	RefStats st;
	uint32_t errors = d->errors;
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m = NULL;
	LLVMValueRef *kernels = NULL;
	RefProg p;
	char kname[128];
	uint32_t n;

	memset(&p, 0, sizeof p);
	memset(&st, 0, sizeof st);
	if (!o)
		o = &def;
	if (!(m = front_read(ctx, ll_path, d)))
		goto done;
	if (!(n = front_discover(m, ll_path, o->kernel, &kernels, d)))
		goto done;
	if (n > 1) {
		char list[512] = "";
		size_t at = 0;
		for (uint32_t k = 0; k < n && at < sizeof list - 140; k++)
			at += (size_t)snprintf(list + at, sizeof list - at, "%s'%s'", k ? ", " : "",
			                       kernel_name(kernels[k], kname, sizeof kname));
		diag_add(d, DIAG_ERROR, ll_path, 0, 0, "%u kernels in this module (%s); "
		         "choose one with --kernel=NAME", n, list);
		goto done;
	}
	if (front_canonicalise(m, ll_path, kernels, 1, o->opt, NULL, d))
		goto done;
	if (o->ll_out) {
		char *s = LLVMPrintModuleToString(m);
		fputs(s, o->ll_out);
		LLVMDisposeMessage(s);
	}
	kernel_name(kernels[0], kname, sizeof kname);
	snprintf(st.kernel, sizeof st.kernel, "%s", kname);
	p.m = m;
	p.fn = kernels[0];
	p.path = ll_path;
	p.launch = launch;
	p.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
	p.spir = strncmp(LLVMGetTarget(m), "spir", 4) == 0;
	unsigned nparams = LLVMCountParams(p.fn);
	if (nparams != launch->nargs) {
		diag_add(d, DIAG_ERROR, ll_path, 0, 0, "kernel '%s' takes %u parameters; "
		         "the launch gives %u --arg=", kname, nparams, launch->nargs);
		goto done;
	}
	if (ref_decode(&p, d) || (o->clock_args && ref_timing_args(&p, &st.clock_args)))
		goto done;
	for (unsigned i = 0; i < nparams; i++)
		bind_param(&p, i, kname, d);
	if (d->errors != errors)
		goto done;
	ref_execute(&p, o, &st, d);
done:
	if (stats)
		*stats = st;
	ref_prog_free(&p);
	free(kernels);
	if (m)
		LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return d->errors != errors;
}

/* The first failed assertion of the launch (Launch.assert_thread), with
 * its strings from the call's constant arguments. */
void
ref_assert_error(const RefProg *p, const Launch *l, DiagList *d)
{
	const RefInst *in = NULL;
	char msg[512], file[512], func[512], who[160];
	uint32_t line = 0;

	for (uint32_t i = 0; i < p->ninsts && !in; i++)
		if (p->insts[i].op == RO_ASSERT && p->insts[i].imm == l->assert_index)
			in = &p->insts[i];
	msg[0] = func[0] = 0;
	if (in)
		front_assert_info(in->src, 2, msg, file, func, sizeof msg, &line);
	launch_thread_text(l, l->assert_thread, who, sizeof who);
	front_error(d, p->path, in ? in->src : NULL, "reference: %s Assertion "
	            "`%s` failed in %s (%" PRIu64 " failure%s; the first by global "
	            "thread ID)", who, msg[0] ? msg : "?", func[0] ? func : "?",
	            l->assert_fails, l->assert_fails == 1 ? "" : "s");
}
