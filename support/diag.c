/* Collected diagnostics in the "file:line:col: error: message" form, with
 * the offending source line and a caret under the column when known. */
#include <stdlib.h>
#include <string.h>

#include "vgiw/support.h"

static const char *const severity_name[] = { "note", "warning", "error" };

void (*vgiw_diag_hook)(void);

void
diag_addv(DiagList *d, DiagSeverity s, const char *file, uint32_t line,
          uint32_t col, const char *fmt, va_list ap)
{
	if (vgiw_diag_hook)
		vgiw_diag_hook();
	if (s == DIAG_ERROR) {
		d->errors++;
		d->dropping = d->limit && d->errors > d->limit;
	} else if (s == DIAG_WARNING) {
		d->dropping = 0;
	}
	if (d->dropping)
		return;
	uint32_t i = vec_push(d->items, d->n, d->cap);
	Diag *g = &d->items[i];
	va_list aq;

	va_copy(aq, ap);
	int len = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	g->message = xmalloc((size_t)len + 1);
	vsnprintf(g->message, (size_t)len + 1, fmt, ap);
	g->severity = s;
	g->file = file ? xstrdup(file) : NULL;
	g->line = line;
	g->col = col;
	g->source = NULL;
}

void
diag_add(DiagList *d, DiagSeverity s, const char *file, uint32_t line,
         uint32_t col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(d, s, file, line, col, fmt, ap);
	va_end(ap);
}

void
diag_set_source(DiagList *d, const char *text)
{
	if (!d->n || !text || d->dropping)
		return;
	Diag *g = &d->items[d->n - 1];
	free(g->source);
	g->source = xstrdup(text);
}

char *
diag_read_line(const char *file, uint32_t line)
{
	FILE *f;
	char buf[4096];
	uint32_t at = 1;

	if (!file || !line || !(f = fopen(file, "r")))
		return NULL;
	while (fgets(buf, sizeof buf, f)) {
		size_t n = strlen(buf);
		int whole = n && buf[n - 1] == '\n';

		if (at == line) {
			fclose(f);
			if (whole)
				buf[n - 1] = 0;
			return xstrdup(buf);
		}
		if (whole)
			at++;
	}
	fclose(f);
	return NULL;
}

void
diag_print(const DiagList *d, FILE *out)
{
	for (uint32_t i = 0; i < d->n; i++) {
		const Diag *g = &d->items[i];

		if (g->file && g->line && g->col)
			fprintf(out, "%s:%u:%u: ", g->file, g->line, g->col);
		else if (g->file && g->line)
			fprintf(out, "%s:%u: ", g->file, g->line);
		else if (g->file)
			fprintf(out, "%s: ", g->file);
		fprintf(out, "%s: %s\n", severity_name[g->severity], g->message);
		if (g->source) {
			fprintf(out, "  %s\n", g->source);
			if (g->col) {
				fputs("  ", out);
				size_t len = strlen(g->source);

				for (uint32_t c = 1; c < g->col && c - 1 < len; c++)
					fputc(g->source[c - 1] == '\t' ? '\t' : ' ', out);
				fputs("^\n", out);
			}
		}
	}
	if (d->limit && d->errors > d->limit)
		fprintf(out, "note: too many errors: %u shown, %u more not shown\n",
		        d->limit, d->errors - d->limit);
}

void
diag_free(DiagList *d)
{
	for (uint32_t i = 0; i < d->n; i++) {
		free(d->items[i].file);
		free(d->items[i].message);
		free(d->items[i].source);
	}
	free(d->items);
	memset(d, 0, sizeof *d);
}
