/* Reading a description: libxml2 parse and XSD validation (every message
 * collected with its file:line), then a walk that maps each attribute to
 * its parameter-table row and overlays the value on a base Arch. */
#include <limits.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>

#include "arch_int.h"

typedef struct {
	Arch *a;
	DiagList *d;
	const char *name;      /* for messages */
	uint8_t kind;          /* SRC_DEFAULT or SRC_FILE */
	int errors;
	int explicit_seen;     /* this document replaced the layout source */
	uint32_t layout_line;  /* line of an explicit layout="..." attribute */
} Load;

#if LIBXML_VERSION >= 21200
#define XML_ERR_CONST const
#else
#define XML_ERR_CONST
#endif

static void
on_xml_error(void *ud, XML_ERR_CONST xmlError *e)
{
	Load *L = ud;
	char msg[512];
	size_t n;

	if (!e || e->level == XML_ERR_WARNING)
		return;
	snprintf(msg, sizeof msg, "%s", e->message ? e->message : "XML error");
	n = strlen(msg);
	while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		msg[--n] = 0;
	diag_add(L->d, DIAG_ERROR, L->name, e->line > 0 ? (uint32_t)e->line : 0,
	         0, "%s", msg);
	L->errors++;
}

/* libxml2 would print what the structured handler does not take. */
static void
quiet(void *ud, const char *fmt, ...)
{
	(void)ud;
	(void)fmt;
}

static uint32_t
line_of(const xmlNode *n)
{
	long l = xmlGetLineNo(n);

	return l > 0 ? (uint32_t)l : 0;
}

static void
error(Load *L, uint32_t line, const char *fmt, ...) VGIW_PRINTF(3, 4);

static void
error(Load *L, uint32_t line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(L->d, DIAG_ERROR, L->name, line, 0, fmt, ap);
	va_end(ap);
	L->errors++;
}

static int
is_elem(const xmlNode *n, const char *name)
{
	return n->type == XML_ELEMENT_NODE && !strcmp((const char *)n->name, name);
}

static void
set_param(Load *L, const char *path, const char *text, uint32_t line)
{
	int i = arch_param_find(path);
	const char *why = NULL;
	uint32_t v;

	if (i < 0) {
		/* the schema and the table disagree: a toolchain bug, but the
		 * user still deserves a located message */
		error(L, line, "unknown parameter '%s'", path);
		return;
	}
	ArchWhere *w = &L->a->src->param[i];
	if (w->kind == L->kind && L->kind == SRC_FILE) {
		error(L, line, "'%s' is given twice (first at line %u)", path,
		      w->line);
		return;
	}
	if (arch_param_parse((uint32_t)i, text, &v, &why) < 0) {
		error(L, line, "%s: '%s': %s", path, text, why);
		return;
	}
	*arch_param_ptr(L->a, (uint32_t)i) = v;
	w->kind = L->kind;
	w->line = line;
}

/* Whitespace-separated unit classes ("." for an empty cell) into out;
 * returns the count, or -1 past max. */
static int
cell_list(const char *text, uint8_t *out, uint32_t max)
{
	uint32_t n = 0;
	const char *s = text;

	for (;;) {
		char word[8];

		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
			s++;
		if (!*s)
			return (int)n;
		const char *start = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
			s++;
		size_t len = (size_t)(s - start);
		if (len >= sizeof word || n >= max)
			return -1;
		memcpy(word, start, len);
		word[len] = 0;
		if (!strcmp(word, "."))
			out[n++] = UC_NONE;
		else {
			int c = vgiw_unit_by_name(word);
			if (c < 0)
				return -1;  /* the schema let it through: never */
			out[n++] = (uint8_t)c;
		}
	}
}

static uint32_t
attr_u32(const xmlNode *n, const char *name)
{
	xmlChar *v = xmlGetProp(n, (const xmlChar *)name);
	uint32_t r = v ? (uint32_t)strtoul((const char *)v, NULL, 10) : 0;

	xmlFree(v);
	return r;
}

/* An explicit layout in this document replaces the base's layout source. */
static void
start_explicit(Load *L, uint32_t line)
{
	ArchSrc *s = L->a->src;

	if (L->explicit_seen)
		return;
	L->explicit_seen = 1;
	s->nplace = 0;
	free(s->pattern);
	s->pattern = NULL;
	s->prows = s->pcols = 0;
	s->grid = (ArchWhere){ L->kind, line };
}

static void
load_grid_children(Load *L, const xmlNode *grid)
{
	Arch *a = L->a;
	ArchSrc *s = a->src;

	for (const xmlNode *c = grid->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		uint32_t line = line_of(c);
		ArchWhere at = { L->kind, line };
		xmlChar *text = xmlNodeGetContent(c);

		start_explicit(L, line_of(grid));
		if (is_elem(c, "pattern")) {
			uint32_t pr = attr_u32(c, "rows"), pc = attr_u32(c, "cols");
			uint64_t want = (uint64_t)pr * pc;

			if (!pr || !pc || want > 65536) {
				error(L, line, "pattern of %u x %u cells is empty or too large",
				      pr, pc);
			} else {
				uint8_t *p = xmalloc(want + 1);
				int n = cell_list((const char *)text, p, (uint32_t)want + 1);

				if (n != (int)want) {
					error(L, line, "pattern of %u x %u needs %u cells, "
					      "found %d", pr, pc, (uint32_t)want, n);
					free(p);
				} else {
					s->pattern = p;
					s->prows = pr;
					s->pcols = pc;
					s->pattern_at = at;
				}
			}
		} else if (is_elem(c, "row")) {
			uint32_t r = attr_u32(c, "index");
			uint8_t cells[1024];
			int n = cell_list((const char *)text, cells, sizeof cells);

			if (n < 0)
				error(L, line, "row %u: more than %zu cells", r, sizeof cells);
			for (int k = 0; k < n; k++)
				arch_place_add(a, r, (uint32_t)k, cells[k], 1, at);
		} else if (is_elem(c, "cell")) {
			xmlChar *cls = xmlGetProp(c, (const xmlChar *)"class");
			uint8_t u = UC_NONE;

			if (cls && strcmp((const char *)cls, ".") != 0) {
				int k = vgiw_unit_by_name((const char *)cls);
				u = k < 0 ? UC_NONE : (uint8_t)k;
			}
			xmlFree(cls);
			arch_place_add(a, attr_u32(c, "row"), attr_u32(c, "col"), u, 0, at);
		}
		xmlFree(text);
	}
	if (L->explicit_seen) {
		int li = arch_param_find("vgiw.grid.layout");
		ArchWhere *w = &s->param[li];

		if (L->layout_line && a->vgiw.grid.layout == ARCH_LAYOUT_GENERATED) {
			error(L, L->layout_line, "layout=\"generated\" conflicts with "
			      "the explicit cells of this grid");
		} else if (!L->layout_line) {
			a->vgiw.grid.layout = ARCH_LAYOUT_EXPLICIT;
			*w = (ArchWhere){ L->kind, line_of(grid) };
		}
	}
}

static void
walk(Load *L, const xmlNode *n, const char *prefix)
{
	char path[256];
	const char *name = (const char *)n->name;
	const char *key = NULL;
	xmlChar *keyv = NULL;
	uint32_t line = line_of(n);

	if (is_elem(n, "unit") || is_elem(n, "latency"))
		key = (const char *)(keyv = xmlGetProp(n, (const xmlChar *)"class"));
	if (!*prefix && !strcmp(name, "architecture"))
		path[0] = 0;
	else if (key)
		snprintf(path, sizeof path, "%s%s%s.%s", prefix, *prefix ? "." : "",
		         name, key);
	else
		snprintf(path, sizeof path, "%s%s%s", prefix, *prefix ? "." : "",
		         name);

	for (const xmlAttr *at = n->properties; at; at = at->next) {
		const char *an = (const char *)at->name;
		char full[300];

		if (key && !strcmp(an, "class"))
			continue;
		xmlChar *v = xmlNodeListGetString(n->doc, at->children, 1);
		snprintf(full, sizeof full, "%s%s%s", path, *path ? "." : "", an);
		if (!strcmp(full, "vgiw.grid.layout"))
			L->layout_line = line;
		set_param(L, full, v ? (const char *)v : "", line);
		xmlFree(v);
	}

	if (!strcmp(path, "vgiw.grid")) {
		load_grid_children(L, n);
	} else if (is_elem(n, "ops") && n->parent && is_elem(n->parent, "unit")) {
		xmlChar *cls = xmlGetProp(n->parent, (const xmlChar *)"class");
		xmlChar *text = xmlNodeGetContent(n);
		int c = cls ? vgiw_unit_by_name((const char *)cls) : -1;

		if (c >= 0) {
			ArchWhere *w = &L->a->src->ops[c];

			if (w->kind == SRC_FILE && L->kind == SRC_FILE)
				error(L, line, "opcodes of unit class %s are given twice "
				      "(first at line %u)", vgiw_unit_name[c], w->line);
			else if (arch_ops_parse(L->a, (UnitClass)c, (const char *)text,
			                        L->name, line, L->d) < 0)
				L->errors++;
			else
				*w = (ArchWhere){ L->kind, line };
		}
		xmlFree(cls);
		xmlFree(text);
	} else {
		for (const xmlNode *c = n->children; c; c = c->next)
			if (c->type == XML_ELEMENT_NODE)
				walk(L, c, path);
	}
	xmlFree(keyv);
}

/* The line of the first entity declaration in the text, outside
 * comments (the DTD's nodes carry no line); 0 if there is none. */
static uint32_t
entity_line(const char *xml, size_t len)
{
	static const char key[] = "<!ENTITY";
	uint32_t line = 1;

	int comment = 0;

	for (size_t i = 0; i + sizeof key - 1 <= len; i++) {
		if (xml[i] == '\n')
			line++;
		else if (comment)
			comment = memcmp(xml + i, "-->", 3) != 0;
		else if (memcmp(xml + i, "<!--", 4) == 0)
			comment = 1;
		else if (memcmp(xml + i, key, sizeof key - 1) == 0)
			return line;
	}
	return 0;
}

/* The line of the first start tag with more than ARCH_MAX_ATTRS
 * attributes ('=' outside quoted values, between "<name" and ">"), outside
 * comments and CDATA; 0 if there is none. One pass over the text. */
static uint32_t
crowded_tag_line(const char *xml, size_t len)
{
	uint32_t line = 1, tag_line = 0, nattr = 0;
	size_t i = 0;
	char quote = 0;
	int in_tag = 0;

	while (i < len) {
		char ch = xml[i];

		if (ch == '\n')
			line++;
		if (in_tag) {
			if (quote) {
				if (ch == quote)
					quote = 0;
			} else if (ch == '"' || ch == '\'') {
				quote = ch;
			} else if (ch == '=') {
				if (++nattr > ARCH_MAX_ATTRS)
					return tag_line;
			} else if (ch == '>') {
				in_tag = 0;
			}
			i++;
			continue;
		}
		if (ch != '<') {
			i++;
			continue;
		}
		const char *end = NULL;
		if (len - i >= 4 && !memcmp(xml + i, "<!--", 4))
			end = "-->";
		else if (len - i >= 9 && !memcmp(xml + i, "<![CDATA[", 9))
			end = "]]>";
		if (end) {
			/* skip to the end marker, counting lines */
			for (i += 4; i < len && (len - i < 3 || memcmp(xml + i, end, 3)); i++)
				line += xml[i] == '\n';
			i += 3;
			continue;
		}
		in_tag = 1;
		tag_line = line;
		nattr = 0;
		i++;
	}
	return 0;
}

static int
declares_entities(const xmlDtd *dtd)
{
	for (const xmlNode *c = dtd ? dtd->children : NULL; c; c = c->next)
		if (c->type == XML_ENTITY_DECL)
			return 1;
	return 0;
}

/* Validate xml against the embedded schema and overlay it on base (which
 * it changes in place). Returns base, or NULL after reporting errors (base
 * is then left half-updated and the caller frees it). */
Arch *
arch_load_over(Arch *base, const char *xml, size_t len, const char *name,
               int kind, DiagList *d)
{
	Load L = { .a = base, .d = d, .name = name, .kind = (uint8_t)kind };
	xmlDocPtr doc = NULL;
	xmlSchemaParserCtxtPtr pctx = NULL;
	xmlSchemaPtr schema = NULL;
	xmlSchemaValidCtxtPtr vctx = NULL;

	if (len > INT_MAX) {
		diag_add(d, DIAG_ERROR, name, 0, 0, "document too large");
		return NULL;
	}
	xmlInitParser();
	xmlSetStructuredErrorFunc(&L, on_xml_error);
	xmlSetGenericErrorFunc(NULL, quiet);
	/* before the parser, whose amplification guard would call a large
	 * but finite expansion an "entity reference loop" */
	uint32_t eline = entity_line(xml, len);
	if (eline) {
		error(&L, eline, "entity declarations are not accepted: an "
		      "architecture file needs none (docs/arch.md)");
		goto out;
	}
	uint32_t tline = crowded_tag_line(xml, len);
	if (tline) {
		error(&L, tline, "an element with more than %d attributes: the "
		      "format has none with as many (docs/arch.md)",
		      ARCH_MAX_ATTRS);
		goto out;
	}
	doc = xmlReadMemory(xml, (int)len, name, NULL,
	                    XML_PARSE_BIG_LINES | XML_PARSE_NONET);
	if (!doc || L.errors) {
		if (!L.errors)
			error(&L, 0, "cannot parse the document");
		goto out;
	}
	/* The format needs no entities, and an entity referenced in an
	 * attribute would be expanded by xmlGetProp, outside the parser's
	 * amplification limits: refuse every declaration instead. */
	if (declares_entities(doc->intSubset)) {
		error(&L, entity_line(xml, len), "entity declarations are not "
		      "accepted: an architecture file needs none (docs/arch.md)");
		goto out;
	}

	/* the schema is ours: failing to compile it is a toolchain bug */
	xmlSetStructuredErrorFunc(NULL, NULL);
	pctx = xmlSchemaNewMemParserCtxt(arch_schema_xsd, (int)arch_schema_xsd_len);
	if (!pctx || !(schema = xmlSchemaParse(pctx)))
		die("the embedded architecture schema does not compile");
	xmlSetStructuredErrorFunc(&L, on_xml_error);
	vctx = xmlSchemaNewValidCtxt(schema);
	if (!vctx)
		die("out of memory creating the schema validator");
	xmlSchemaSetValidStructuredErrors(vctx, on_xml_error, &L);
	int rc = xmlSchemaValidateDoc(vctx, doc);
	if (rc != 0) {
		if (!L.errors)
			error(&L, 0, "the document does not validate against the "
			      "architecture schema");
		goto out;
	}

	if (L.kind == SRC_FILE && !base->src->file)
		base->src->file = xstrdup(name);
	walk(&L, xmlDocGetRootElement(doc), "");

out:
	xmlSetStructuredErrorFunc(NULL, NULL);
	xmlSetGenericErrorFunc(NULL, NULL);
	if (vctx)
		xmlSchemaFreeValidCtxt(vctx);
	if (schema)
		xmlSchemaFree(schema);
	if (pctx)
		xmlSchemaFreeParserCtxt(pctx);
	if (doc)
		xmlFreeDoc(doc);
	return L.errors ? NULL : base;
}
