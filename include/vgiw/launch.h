/* A kernel launch: grid and block shape, the arguments in parameter order,
 * and the memory image they live in (device buffers at device addresses of
 * the flat 64-bit space). Shared by the simulators and the reference
 * interpreter, so both start from the same bytes and can be compared. */
#ifndef VGIW_LAUNCH_H
#define VGIW_LAUNCH_H

#include <stdint.h>
#include <stdio.h>

#include "vgiw/support.h"

/* The flat address space (docs/kernel-ir.md): each CUDA space is a window,
 * so a pointer's bits say where it points and casts between spaces are free.
 * Addresses below LAUNCH_GLOBAL_BASE are never valid, which turns null and
 * small-integer pointers into out-of-bounds reports.
 *
 *   global   buffers from LAUNCH_GLOBAL_BASE upward in argument order, each
 *            LAUNCH_BUF_ALIGN-aligned, then the module's __device__ globals
 *   param    byval struct copies, in argument order
 *   local    one frame per thread; the same address in every thread names
 *            that thread's copy
 *   const    __constant__ globals, from their initialisers
 *   shared   one window per CTA; the same addresses in every CTA          */
#define LAUNCH_GLOBAL_BASE  0x0000000100000000ull
#define LAUNCH_PARAM_BASE   0x0000400000000000ull
#define LAUNCH_LOCAL_BASE   0x0000500000000000ull
#define LAUNCH_CONST_BASE   0x0000600000000000ull
#define LAUNCH_SHARED_BASE  0x0000700000000000ull
#define LAUNCH_WINDOW_SIZE  0x0000100000000000ull  /* each but global */
#define LAUNCH_BUF_ALIGN    256u

/* Launch bounds, the same for the command line (launch_option) and host
 * programs (include/vgiw/runtime.h): a buffer's bytes, each grid or block
 * dimension, the CTAs of a grid and the threads of a CTA. A launch past
 * them is a mistake, not a launch. */
#define LAUNCH_MAX_BYTES       (1ull << 32)
#define LAUNCH_MAX_DIM         0x7fffffffu
#define LAUNCH_MAX_CTAS        (1ull << 40)
#define LAUNCH_MAX_CTA_THREADS 0xffffffffull

/* Pointer tags: the pointer a kernel is given to a region of the image (a
 * buffer argument, a byval copy, a module global) carries the region's
 * index + 1 in its top 16 bits, and address arithmetic keeps them, so an
 * access names the allocation its address was derived from and is checked
 * against that allocation alone: an index that runs from one buffer into
 * the next is out of bounds, not a silent write. The tag is ignored by
 * every window, cache and timing computation (which see the untagged
 * address). An untagged address (a raw one from a host program, or a
 * region past the 65535th) is checked against the live regions. */
#define LAUNCH_TAG_SHIFT    48
#define LAUNCH_ADDR_MASK    ((UINT64_C(1) << LAUNCH_TAG_SHIFT) - 1)
#define LAUNCH_TAG_MAX      0xffffu

typedef enum {
	LAUNCH_WIN_NONE, LAUNCH_WIN_GLOBAL, LAUNCH_WIN_PARAM, LAUNCH_WIN_LOCAL,
	LAUNCH_WIN_CONST, LAUNCH_WIN_SHARED
} LaunchWindow;
/* The window an address falls in (LAUNCH_WIN_NONE below the global base or
 * past the shared window); its tag is ignored. */
LaunchWindow launch_window(uint64_t addr);
const char *launch_window_name(LaunchWindow w);

/* Element types of buffers and struct fields. */
typedef enum {
	LT_I8, LT_I16, LT_I32, LT_I64, LT_F32, LT_F64, LT_COUNT
} LaunchType;
uint32_t launch_type_size(LaunchType t);
const char *launch_type_name(LaunchType t);
/* "i32" -> LT_I32; -1 when unknown. */
int launch_type_parse(const char *s, size_t len);

typedef enum { LAUNCH_ARG_SCALAR, LAUNCH_ARG_BUF, LAUNCH_ARG_STRUCT } LaunchArgKind;

typedef struct {
	LaunchArgKind kind;
	char *text;        /* the --arg= value, for diagnostics */
	/* scalar: the literal, both ways; is_int when it was an integer */
	int is_int;
	int64_t ival;
	double fval;
	/* buffer and struct: its region of the image */
	uint32_t region;
} LaunchArg;

typedef enum {
	LAUNCH_REGION_BUF,     /* a buf: argument (global window) */
	LAUNCH_REGION_PARAM,   /* a struct: argument (param window) */
	LAUNCH_REGION_GLOBAL,  /* a module global added by a runner */
} LaunchRegionKind;

typedef struct {
	char *name;            /* "arg3", or the module global's name */
	LaunchRegionKind kind;
	int32_t arg;           /* argument index, -1 for module globals */
	LaunchType type;       /* element type (LT_I8 for structs, globals) */
	uint64_t count;        /* elements */
	uint64_t addr;         /* device address of element 0 */
	uint64_t size;         /* bytes = count * size of the type */
	uint8_t *data;         /* the contents, little-endian */
} LaunchRegion;

typedef struct {
	uint32_t grid[3];      /* CTAs per dimension */
	uint32_t block[3];     /* threads per CTA per dimension */
	LaunchArg *args;
	uint32_t nargs, args_cap;
	LaunchRegion *regions; /* in address order within each window */
	uint32_t nregions, regions_cap;
	uint64_t global_top;   /* next free address of the global window */
	uint64_t param_top;    /* next free address of the param window */
	/* --dynamic-shared=BYTES: the bytes of dynamic shared memory per CTA
	 * (CUDA's third launch parameter, <<<grid, block, BYTES>>>), behind
	 * the kernel's `extern __shared__` arrays; a kernel that has such an
	 * array needs it (launch_dynamic_shared) */
	uint64_t dyn_shared;
	int has_dyn_shared;
	/* Device assertions that failed in the run on this launch (a
	 * simulator's or the reference's, launch_assert_fail): how many
	 * (thread, assertion) failures, and the first of them: the lowest
	 * global thread ID (CTA linear ID x CTA threads + linear thread ID,
	 * x fastest), of its failures the lowest assertion index. */
	uint64_t assert_fails;
	uint64_t assert_thread;
	uint32_t assert_index;
} Launch;

/* An empty launch: grid and block 1x1x1, no arguments. */
void launch_init(Launch *l);
void launch_free(Launch *l);
/* A deep copy (so two runners can start from the same bytes): 0, or -1
 * when the host cannot hold it, with dst empty (launch_init) and nothing
 * leaked. */
int launch_copy(Launch *dst, const Launch *src);
/* The bytes of l's regions (what a copy allocates, in the main). */
uint64_t launch_image_bytes(const Launch *l);

/* One command-line option: "--grid=X[,Y[,Z]]", "--block=...", "--arg=...",
 * "--dynamic-shared=BYTES".
 * Returns 1 if consumed, 0 if it is not a launch option, -1 after a
 * diagnostic naming the option. */
int launch_option(Launch *l, const char *opt, DiagList *d);
/* Whether opt is one launch_option takes (by its name, not checked). */
int launch_is_option(const char *opt);
/* A launch line (options separated by blanks; '#' at the start of a word
 * comments out the rest), up to its first newline; `where` names the
 * source in diagnostics. A launch file: every line of it, each error at
 * FILE:LINE, an empty one (or comments only) and a second --grid=,
 * --block= or --dynamic-shared= refused; read whole under
 * the launch-file cap (VGIW_MAX_LAUNCH). Return 0, or 1 after
 * diagnostics. */
int launch_parse_line(Launch *l, const char *line, const char *where, DiagList *d);
int launch_read_file(Launch *l, const char *path, DiagList *d);
/* "X[,Y[,Z]]", each from 1 to 2^31-1; missing dimensions are 1. */
int launch_parse_dims(const char *s, uint32_t out[3]);

/* The descriptor a tex: argument's handle points at (little-endian, 24
 * bytes): u64 tagged address of texel 0, then u32 fields at these byte
 * offsets: the last texel index of each dimension (W-1, H-1, D-1, which
 * saves the fetch a subtraction per coordinate) and the flags, which share
 * a 64-bit word with W-1 so that a 1-D fetch loads two words. Flags: bit 0
 * clamp (else border: out-of-range texels read zero), bit 1 normalised
 * coordinates, bits 8..15 log2 of the bytes per texel, bits 16..23 the
 * channel count (1, 2 or 4 of 32 bits each). The front end's and the
 * reference's fetches read it (docs/vgiwcc.md, "Textures"). */
enum {
	LAUNCH_TEX_XMAX = 8, LAUNCH_TEX_FLAGS = 12, LAUNCH_TEX_YMAX = 16,
	LAUNCH_TEX_ZMAX = 20, LAUNCH_TEX_SIZE = 24,
	LAUNCH_TEX_CLAMP = 1, LAUNCH_TEX_NORM = 2, LAUNCH_TEX_SHIFT_SHIFT = 8,
	LAUNCH_TEX_CHAN_SHIFT = 16
};

/* Append one argument: a number (scalar), buf:TYPE:COUNT[:INIT] with INIT
 * zero | seq | rand[:SEED] | const:V | file:PATH,
 * tex:TYPE[xC]:W[xH[xD]][:MODE][:INIT] (a texture object: a scalar handle
 * to a descriptor in the param window over such a buffer, LaunchTexDesc), or
 * struct:TYPE:V,... .
 * Buffers get their bytes now. rand is splitmix64 from SEED (default 1):
 * integers take the low bits of each draw, floats are uniform in [0, 1).
 * Returns 0, or 1 after a diagnostic naming the argument. */
int launch_add_arg(Launch *l, const char *spec, DiagList *d);

/* A module global (a __device__ variable) in the global window after the
 * buffers; init NULL means zeros. A global of that name already in the
 * image (from an earlier launch of the module) is reused with its contents,
 * as a device keeps a loaded module's variables. Returns its
 * address, or 0 when the host cannot allocate it. */
uint64_t launch_add_global(Launch *l, const char *name, uint64_t size,
                           uint32_t align, const void *init);

uint64_t launch_cta_count(const Launch *l);
/* Records that global thread gid failed assertion `index` (see
 * Launch.assert_fails); a chip's cores call it after sim_gate(). */
void launch_assert_fail(Launch *l, uint64_t gid, uint32_t index);
/* "block: [x,y,z], thread: [x,y,z]" of global thread gid, as CUDA prints
 * a failed assertion's thread. */
void launch_thread_text(const Launch *l, uint64_t gid, char *buf, size_t n);
uint64_t launch_block_threads(const Launch *l);

/* A scalar argument as the bits of a kernel parameter, zero-extended to 64
 * bits: an integer parameter of `bits` bits (1..64; the literal must fit,
 * read as signed or unsigned), or a float parameter (LT_F32, LT_F64; integer
 * literals convert, float literals never become integers). Return 0, or -1
 * when the argument does not fit the parameter. */
int launch_scalar_int(const LaunchArg *a, unsigned bits, uint64_t *out);
int launch_scalar_float(const LaunchArg *a, LaunchType t, uint64_t *out);

/* For host programs (include/vgiw/runtime.h), which hand over values
 * rather than option text: a zeroed device buffer that belongs to no
 * argument, returning its address; dropping the arguments (and their
 * struct copies) between launches; arguments by value, `text` naming each
 * in diagnostics. A pointer argument is an integer: the device address.
 * launch_alloc returns 0 and launch_push_struct -1 when the host cannot
 * allocate the bytes. */
uint64_t launch_alloc(Launch *l, const char *name, uint64_t size);
void launch_clear_args(Launch *l);
void launch_push_int(Launch *l, int64_t v, const char *text);
void launch_push_float(Launch *l, double v, const char *text);
int launch_push_struct(Launch *l, const void *bytes, uint64_t size, const char *text);

/* The region holding [addr, addr+size), or NULL (addr untagged). */
LaunchRegion *launch_find(Launch *l, uint64_t addr, uint64_t size);

/* The tagged pointer to the region that starts at the untagged address
 * addr (addr itself when no region starts there or its index is past
 * LAUNCH_TAG_MAX - 1). What a kernel is given for a buffer, a byval copy or
 * a module global. */
uint64_t launch_pointer(const Launch *l, uint64_t addr);
/* Where an out-of-bounds access of `size` bytes at addr (tagged or not)
 * falls, relative to the allocation its tag names or else the nearest
 * region of its window: "4096 bytes past the end of argument 0 (out, 4
 * bytes)". argnames[i] (i < nargnames; may be NULL) names argument i. */
void launch_describe(const Launch *l, uint64_t addr, uint64_t size,
                     const char *const *argnames, uint32_t nargnames,
                     char *buf, size_t n);

/* Write every buffer argument to DIR/argN.bin (raw little-endian) and a
 * text summary DIR/summary.txt (one line per buffer: name, type, count,
 * address, FNV-1a hash, first elements). DIR is created if missing.
 * Returns 0, or 1 after diagnostics. */
int launch_write(const Launch *l, const char *dir, DiagList *d);
/* Before a run: 1 after an error if a file launch_write would replace in
 * DIR is one of the inputs or a buffer's file:PATH, else 0. */
int launch_check_out_dir(const Launch *l, const char *dir, const char *const *inputs,
                         uint32_t n, DiagList *d);

typedef struct {
	/* floats equal within this many units in the last place (0: the bits
	 * must be identical, which is the default) */
	uint32_t float_ulps;
	/* also compare module globals of the same name (a global only one
	 * image has is skipped: runners add the globals their kernel uses) */
	int globals;
	/* bit i: argument i's buffer is not compared (it holds values of
	 * clock(), which no two runs need agree on) */
	uint64_t skip_args;
} LaunchCompareOptions;

/* Compare the buffers of two images of the same launch, buffer by buffer
 * (but those of o->skip_args);
 * each mismatch prints the buffer, the first differing index, both values in
 * the element type and the count of differing elements to `out` (may be
 * NULL). Returns the number of buffers that differ. */
uint32_t launch_compare(const Launch *a, const Launch *b,
                        const LaunchCompareOptions *o, FILE *out);

#endif
