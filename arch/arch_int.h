/* Private to arch/: the parameter table that drives loading, overrides,
 * checks and printing, and the source record that lets every semantic
 * error point at the line (or override) that set the offending value. */
#ifndef VGIW_ARCH_INT_H
#define VGIW_ARCH_INT_H

#include "vgiw/arch.h"

typedef enum { AP_U32, AP_BOOL, AP_ENUM } ArchParamType;

typedef struct {
	const char *path;      /* "vgiw.switch.channels" */
	uint32_t offset;       /* of the uint32_t in Arch */
	uint8_t type;          /* ArchParamType */
	uint32_t min, max;     /* AP_U32 range, checked by arch_check */
	const char *const *names;  /* AP_ENUM: value names by value */
	const char *unit;
} ArchParam;

extern const ArchParam arch_params[];
extern const uint32_t arch_nparams;

/* Where a value came from; a higher kind wins when one message blames
 * several parameters, so the user sees the line they wrote. */
enum { SRC_DEFAULT, SRC_FILE, SRC_OVERRIDE };

typedef struct {
	uint8_t kind;
	uint32_t line;         /* file line, or override number */
} ArchWhere;

/* One explicit placement: a <cell>, or one cell of a <row>. */
typedef struct {
	uint32_t row, col;
	uint8_t cls;           /* UnitClass or UC_NONE */
	uint8_t from_row;
	ArchWhere at;
} ArchPlace;

struct ArchSrc {
	char *file;            /* user document name, NULL for the default */
	ArchWhere *param;      /* [arch_nparams] */
	ArchWhere ops[UC_COUNT];
	ArchWhere grid;        /* the <grid> element holding the layout */
	uint8_t *pattern;      /* [prows * pcols] UnitClass, or NULL */
	uint32_t prows, pcols;
	ArchWhere pattern_at;
	ArchPlace *place;
	uint32_t nplace, cap;
	uint32_t noverrides;
	uint32_t crows, ccols;  /* shape grid.cell was built for */
};

/* Attributes one start tag may carry (the format's largest, <dram>, has 15):
 * libxml2 appends each attribute to a list it walks from the start, so a
 * tag of n attributes costs n^2 (40 000 in 429 KB: 7.8 s). */
#define ARCH_MAX_ATTRS 64

/* Cells on a side of the VGIW grid (vgiw.grid.rows, vgiw.grid.cols): the
 * placer's time grows about as the square of the cells, and a 64 x 64 grid
 * full of units already takes saxpy ~11 s to place (docs/arch.md, "The
 * VGIW grid"; 128 x 128 took minutes). The largest grid we use is 18 x 20. */
#define ARCH_MAX_GRID_SIDE 64

#define ARCH_DEFAULT_NAME "<default>"
#define ARCH_OVERRIDE_NAME "<override>"

/* params.c */
int arch_param_find(const char *path);
uint32_t *arch_param_ptr(Arch *a, uint32_t i);
uint32_t arch_param_value(const Arch *a, uint32_t i);
/* Parse a value for parameter i; 0, or -1 with *why set. */
int arch_param_parse(uint32_t i, const char *text, uint32_t *out, const char **why);
/* Text of a value (enum name, "true", or decimal) into buf. */
const char *arch_param_format(uint32_t i, uint32_t v, char *buf, size_t n);
/* The parameter whose path is nearest to `path`, for "did you mean". */
const char *arch_param_suggest(const char *path);
int arch_ops_parse(Arch *a, UnitClass c, const char *text, const char *file,
                   uint32_t line, DiagList *d);

/* arch.c */
/* Report at a location (file and line resolved from its kind). */
void arch_error_at(const Arch *a, DiagList *d, ArchWhere w, const char *fmt, ...)
	VGIW_PRINTF(4, 5);
ArchWhere arch_where_param(const Arch *a, const char *path);
ArchWhere arch_where_max(ArchWhere x, ArchWhere y);
void arch_place_add(Arch *a, uint32_t row, uint32_t col, uint8_t cls,
                    int from_row, ArchWhere at);

/* load.c */
Arch *arch_load_over(Arch *base, const char *xml, size_t len,
                     const char *name, int kind, DiagList *d);

/* write.c */
enum { ARCH_XML_EXPANDED = 1, ARCH_XML_NOMEMORY = 2 };
char *arch_xml(const Arch *a, int which, int flags);

#endif
