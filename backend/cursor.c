/* The decoder's read cursor (backend/decode_int.h): checked, little-endian
 * reads bounded by the current section, the messages that name where a
 * problem is, and the operand slot every target's records share. */
#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include "cfg_int.h"
#include "decode_int.h"


void
cfg_rd_bad(Rd *r, size_t at, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (r->failed)
		return;
	r->failed = 1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_add(r->d, DIAG_ERROR, r->file, 0, 0, "%s at offset %zu: %s", r->what,
	         at, msg);
}

void
cfg_rd_what(Rd *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(r->what, sizeof r->what, fmt, ap);
	va_end(ap);
}

/* 1 if n more bytes are in the section; else reports a truncation. */
int
cfg_rd_have(Rd *r, uint64_t n, const char *field)
{
	if (r->failed)
		return 0;
	if (n > r->end - r->pos) {
		bad(r, r->pos, "expected %" PRIu64 " bytes of %s, found %zu before "
		    "the section ends", n, field, r->end - r->pos);
		return 0;
	}
	return 1;
}

/* Count n of items of `each` bytes: 1 if they fit in what is left. */
int
cfg_rd_have_n(Rd *r, uint64_t n, uint64_t each, const char *field)
{
	if (r->failed)
		return 0;
	if (n > (r->end - r->pos) / each) {
		bad(r, r->pos, "expected %" PRIu64 " %s of %" PRIu64 " bytes, found "
		    "%zu bytes before the section ends", n, field, each,
		    r->end - r->pos);
		return 0;
	}
	return 1;
}

uint64_t
cfg_rd_get(Rd *r, unsigned n, const char *field)
{
	uint64_t v = 0;

	if (!have(r, n, field))
		return 0;
	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)r->data[r->pos + i] << 8 * i;
	r->pos += n;
	return v;
}


/* A reserved field: must be zero, so that a later version can use it. */
void
cfg_rd_reserved(Rd *r, unsigned n)
{
	size_t at = r->pos;
	uint64_t v = get(r, n, "a reserved field");

	if (v)
		bad(r, at, "expected 0 in a reserved field, found %" PRIu64, v);
}

/* Enters kernel k's section of `kind` ("gpucc", "simt") and reads its
 * kernel index, which must be k: one section per kernel, in order. 0, or
 * -1 after the error. */
int
cfg_rd_kernel_section(Rd *r, const SecEnt *e, uint32_t k, const char *kind)
{
	what(r, "%s section (kernel %u '%s')", kind, k, r->p->kernels[k].name);
	enter(r, e);
	size_t at = r->pos;
	uint32_t kk = rd32(r, "kernel index");
	if (!r->failed && kk != k) {
		bad(r, at, "expected kernel %u (one section per kernel, in order), "
		    "found %u", k, kk);
		return -1;
	}
	return 0;
}

/* A 16-byte operand slot (kind, type, 2 reserved, source, immediate) of
 * `owner` ("n5", "pc 5"). An unused slot must be zero, so that equal
 * programs have equal bytes; a used one is read into in for the caller to
 * check. 1 when a used slot was read. */
int
cfg_rd_input(Rd *r, DfgInput *in, int used, const char *owner, uint32_t slot)
{
	size_t at = r->pos;

	if (!used) {
		if (!have(r, 16, "an unused input slot"))
			return 0;
		for (int z = 0; z < 16 && !r->failed; z++)
			if (r->data[r->pos + (size_t)z])
				bad(r, at + (size_t)z, "expected %s's unused input slot %u "
				    "to be zero, found %02x", owner, slot, r->data[r->pos + (size_t)z]);
		r->pos += 16;
		return 0;
	}
	in->kind = rd8(r, "input kind");
	in->type = rd8(r, "input type");
	reserved(r, 2);
	in->src = rd32(r, "input source");
	in->imm = rd64(r, "input immediate");
	return !r->failed;
}

/* Enter section e: bounds set to its bytes. */
void
cfg_rd_enter(Rd *r, const SecEnt *e)
{
	r->pos = e->off;
	r->end = (size_t)e->off + e->size;
}

void
cfg_rd_leave(Rd *r)
{
	if (!r->failed && r->pos != r->end)
		bad(r, r->pos, "expected the section to end, found %zu more bytes",
		    r->end - r->pos);
}
