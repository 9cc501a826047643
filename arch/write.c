/* The effective description as XML, in the canonical order of the
 * parameter table (so printing and reloading round-trip), and the
 * fingerprint, which hashes that canonical text. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

/* "vgiw.latency.int.cycles" -> top "vgiw", element "latency", key "int",
 * attribute "cycles"; every path is top.element[.key].attribute or
 * top.attribute (an attribute of the top element: id "top", no element). */
typedef struct {
	char top[16], elem[32], key[16], attr[32];
	char id[96];   /* path without the attribute */
} Path;

static void
split(const char *path, Path *p)
{
	char tmp[128];
	char *c[5];
	int n = 0;

	memset(p, 0, sizeof *p);
	snprintf(tmp, sizeof tmp, "%s", path);
	for (char *s = tmp; n < 5;) {
		c[n++] = s;
		s = strchr(s, '.');
		if (!s)
			break;
		*s++ = 0;
	}
	if (n == 3 || n == 4) {
		snprintf(p->top, sizeof p->top, "%s", c[0]);
		snprintf(p->elem, sizeof p->elem, "%s", c[1]);
		if (n == 4)
			snprintf(p->key, sizeof p->key, "%s", c[2]);
		snprintf(p->attr, sizeof p->attr, "%s", c[n - 1]);
		snprintf(p->id, sizeof p->id, "%s.%s%s%s", p->top, p->elem,
		         n == 4 ? "." : "", p->key);
	} else if (n == 2) {
		snprintf(p->top, sizeof p->top, "%s", c[0]);
		snprintf(p->attr, sizeof p->attr, "%s", c[1]);
		snprintf(p->id, sizeof p->id, "%s", c[0]);
	} else if (n != 1) {
		die("parameter path '%s' is not top.element[.key].attribute", path);
	}
}

static int
want_top(const char *top, int which, int flags)
{
	if (!strcmp(top, "memory"))
		return which == ARCH_ALL || !(flags & ARCH_XML_NOMEMORY);
	return which == ARCH_ALL || !strcmp(top, arch_machine_name((ArchMachine)which));
}

static void
grid_rows(StrBuf *b, const Arch *a, int flags)
{
	const ArchSrc *s = a->src;
	int comment = a->vgiw.grid.layout == ARCH_LAYOUT_GENERATED &&
	              !(flags & ARCH_XML_EXPANDED);

	if (!a->vgiw.grid.cell)
		return;
	if (comment)
		strbuf_printf(b, "      <!-- the generated layout:\n");
	for (uint32_t r = 0; r < s->crows; r++) {
		strbuf_printf(b, comment ? "      %2u: " : "      <row index=\"%u\">",
		              r);
		for (uint32_t c = 0; c < s->ccols; c++) {
			uint8_t u = a->vgiw.grid.cell[r * s->ccols + c];

			strbuf_printf(b, "%s%-4s", c ? " " : "",
			              u < UC_COUNT ? vgiw_unit_name[u] : ".");
		}
		/* the padding of the last cell is noise */
		while (b->len && b->s[b->len - 1] == ' ')
			b->s[--b->len] = 0;
		strbuf_printf(b, comment ? "\n" : "</row>\n");
	}
	if (comment)
		strbuf_printf(b, "      -->\n");
}

static void
unit_ops(StrBuf *b, const Arch *a, UnitClass c)
{
	size_t col = 0;

	strbuf_printf(b, "      <ops>");
	col = 11;
	int first = 1;
	for (int o = 0; o < OP_COUNT; o++) {
		if (!a->vgiw.unit[c].op[o])
			continue;
		size_t len = strlen(vgiw_op_info[o].mnemonic);
		if (!first && col + len + 1 > 76) {
			strbuf_printf(b, "\n           ");
			col = 11;
		} else if (!first) {
			strbuf_printf(b, " ");
			col++;
		}
		strbuf_printf(b, "%s", vgiw_op_info[o].mnemonic);
		col += len;
		first = 0;
	}
	strbuf_printf(b, "</ops>\n");
}

/* One element with its attributes (params [from, to)), wrapped at 78
 * columns, with children for the grid and the unit classes. */
static void
element(StrBuf *b, const Arch *a, const Path *p, uint32_t from, uint32_t to,
        int flags)
{
	size_t start = b->len, col;
	char num[16];

	strbuf_printf(b, "    <%s", p->elem);
	if (*p->key)
		strbuf_printf(b, " class=\"%s\"", p->key);
	col = b->len - start;
	for (uint32_t i = from; i < to; i++) {
		Path q;

		/* how the grid was written is not part of the machine */
		if ((flags & ARCH_XML_EXPANDED) &&
		    !strcmp(arch_params[i].path, "vgiw.grid.layout"))
			continue;
		split(arch_params[i].path, &q);
		const char *v = arch_param_format(i, arch_param_value(a, i), num,
		                                  sizeof num);
		size_t len = strlen(q.attr) + strlen(v) + 4;
		if (col + len > 78) {
			strbuf_printf(b, "\n%*s", (int)strlen(p->elem) + 5, "");
			col = strlen(p->elem) + 5;
		}
		strbuf_printf(b, " %s=\"%s\"", q.attr, v);
		col += len;
	}
	if (!strcmp(p->id, "vgiw.grid")) {
		strbuf_printf(b, ">\n");
		grid_rows(b, a, flags);
		strbuf_printf(b, "    </grid>\n");
	} else if (!strcmp(p->elem, "unit")) {
		strbuf_printf(b, ">\n");
		unit_ops(b, a, (UnitClass)vgiw_unit_by_name(p->key));
		strbuf_printf(b, "    </unit>\n");
	} else {
		strbuf_printf(b, "/>\n");
	}
}

char *
arch_xml(const Arch *a, int which, int flags)
{
	StrBuf b = { 0 };
	char open[16] = "";

	strbuf_printf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	if (!(flags & ARCH_XML_EXPANDED))
		strbuf_printf(&b, "<!-- vgiw architecture description; parameters, "
		              "units and sources in docs/arch.md -->\n");
	strbuf_printf(&b, "<architecture version=\"%u\">\n", a->version);
	for (uint32_t i = 0; i < arch_nparams;) {
		Path p;
		uint32_t j = i + 1;

		split(arch_params[i].path, &p);
		if (!*p.id) {  /* root attributes, written above */
			i++;
			continue;
		}
		while (j < arch_nparams) {
			Path q;

			split(arch_params[j].path, &q);
			if (strcmp(q.id, p.id))
				break;
			j++;
		}
		if (want_top(p.top, which, flags)) {
			if (strcmp(open, p.top)) {
				if (*open)
					strbuf_printf(&b, "  </%s>\n", open);
				strbuf_printf(&b, "  <%s", p.top);
				/* the top element's own attributes come first in the
				 * table, so they are [i, j) here */
				for (uint32_t k = i; !*p.elem && k < j; k++) {
					Path q;
					char num[16];

					split(arch_params[k].path, &q);
					strbuf_printf(&b, " %s=\"%s\"", q.attr,
					              arch_param_format(k, arch_param_value(a, k),
					                                num, sizeof num));
				}
				strbuf_printf(&b, ">\n");
				snprintf(open, sizeof open, "%s", p.top);
			}
			if (*p.elem)
				element(&b, a, &p, i, j, flags);
		}
		i = j;
	}
	if (*open)
		strbuf_printf(&b, "  </%s>\n", open);
	strbuf_printf(&b, "</architecture>\n");
	return b.s;
}

char *
arch_to_xml(const Arch *a, int which)
{
	return arch_xml(a, which, 0);
}

uint64_t
arch_fingerprint(const Arch *a)
{
	char *s = arch_xml(a, ARCH_ALL, ARCH_XML_EXPANDED);
	uint64_t h = vgiw_hash64(s, strlen(s), 0);

	free(s);
	return h;
}

uint64_t
arch_fingerprint_of(const Arch *a, ArchMachine m)
{
	char *s = arch_xml(a, (int)m, ARCH_XML_EXPANDED | ARCH_XML_NOMEMORY);
	uint64_t h = vgiw_hash64(s, strlen(s), 0);

	free(s);
	return h;
}
